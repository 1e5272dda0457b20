//! One candidate root: its headers, version, `crt/`, libcudart and DLL folder.

use super::candidate::{Candidate, Problem, Toolkit, INCLUDE_VARIABLE, LIB_VARIABLE, MINIMUM_CUDA_VERSION};
use crate::elf;
use crate::env::BuildEnv;
use crate::error::Probe;
use crate::version::dotted;
use crate::wheels::{self, cccl_include, cu12_nvcc_include, cu12_nvcc_sibling, is_wheel_root, CCCL_HEADER, CRT_HEADER};
use std::path::{Path, PathBuf};

/// Checks one candidate root; the error says what was found there instead.
pub(super) fn examine(env: &BuildEnv, candidate: &Candidate) -> Result<Toolkit, Problem> {
    let root = &candidate.root;
    let mut include_dirs = match &candidate.given {
        Some(given) => {
            let Some(first) = given.include_dirs.first() else {
                return Err(Problem::absent("names no folder"));
            };
            if !first.join("cuda.h").is_file() {
                return Err(Problem::absent(format!("no cuda.h in {}", first.display())));
            }
            given.include_dirs.clone()
        }
        None => {
            if !root.is_dir() {
                return Err(Problem::absent("does not exist or is not a directory"));
            }
            let include = layouts(env, root)
                .map(|layout| layout.join("include"))
                .find(|include| include.join("cuda.h").is_file())
                .ok_or_else(|| {
                    Problem::absent(format!(
                        "no cuda.h under include/{}",
                        target_layouts(env)
                            .iter()
                            .map(|t| format!(" or targets/{t}/include/"))
                            .collect::<String>()
                    ))
                })?;
            vec![include]
        }
    };

    let cuda_h = include_dirs[0].join("cuda.h");
    let cuda_version = version_define(&cuda_h, "CUDA_VERSION").map_err(Problem::headers)?;
    let version = dotted(cuda_version);
    if cuda_version < MINIMUM_CUDA_VERSION {
        return Err(Problem::headers(format!(
            "the headers are CUDA {version}, older than the {} this crate needs",
            dotted(MINIMUM_CUDA_VERSION)
        )));
    }

    if !include_dirs
        .iter()
        .any(|dir| dir.join(CRT_HEADER).is_file())
    {
        include_dirs.extend(cu12_nvcc_include(root));
    }
    // cuda_fp16.h (which cuBLAS's header includes) includes <nv/target>,
    // from CCCL: CUDA 13 toolkits keep it in include/cccl, the CUDA 12 wheels
    // in their cuda_cccl component. Neither is needed by cuda.h.
    if !include_dirs
        .iter()
        .any(|dir| dir.join(CCCL_HEADER).is_file())
    {
        include_dirs.extend(cccl_include(&include_dirs[0], root));
    }
    let runtime_api = include_dirs
        .iter()
        .map(|dir| dir.join("cuda_runtime_api.h"))
        .find(|header| header.is_file())
        .ok_or_else(|| {
            Problem::headers(format!(
                "CUDA {version} cuda.h, but no cuda_runtime_api.h beside it"
            ))
        })?;
    let cudart_version =
        version_define(&runtime_api, "CUDART_VERSION").map_err(Problem::headers)?;
    if !include_dirs
        .iter()
        .any(|dir| dir.join(CRT_HEADER).is_file())
    {
        return Err(Problem {
            found: format!(
                "CUDA {version} headers without {CRT_HEADER}, which cuda_runtime_api.h includes"
            ),
            has_headers: true,
            remedy: Some(crt_remedy(candidate, cuda_version)),
            details: include_dirs
                .iter()
                .map(|dir| Probe::new("crt/ in", Some(dir.clone()), format!("no {CRT_HEADER}")))
                .chain(cu12_nvcc_sibling(root).map(|sibling| {
                    let found = if sibling.is_dir() {
                        format!("no {CRT_HEADER}")
                    } else {
                        format!(
                            "does not exist (nvidia-cuda-nvcc-cu{} installs it)",
                            cuda_version / 1000
                        )
                    };
                    Probe::new("crt/ in", Some(sibling), found)
                }))
                .collect(),
        });
    }

    let lib_dirs: Vec<PathBuf> = match &candidate.given {
        Some(given) => given.lib_dirs.clone(),
        None => layouts(env, root)
            .flat_map(|layout| {
                // Windows: the toolkit's and the win_amd64 wheels' lib/x64.
                let mut dirs = if env.target_os == "windows" {
                    vec![layout.join("lib").join("x64")]
                } else {
                    vec![layout.join("lib64"), layout.join("lib")]
                };
                dirs.extend(
                    env.multiarch()
                        .map(|triple| layout.join("lib").join(triple)),
                );
                dirs
            })
            .filter(|dir| dir.is_dir())
            .collect(),
    };
    let cudart = find_cudart(env, candidate, &lib_dirs, cudart_version, &version)?;
    let dll_dir = (env.target_os == "windows")
        .then(|| cudart_dll_dir(root, cudart_version))
        .flatten();

    Ok(Toolkit {
        root: root.clone(),
        include_dirs,
        lib_dirs,
        cudart,
        dll_dir,
        cuda_version,
        cudart_version,
        found_by: candidate.source.clone(),
        also_seen: Vec::new(),
    })
}

/// libcudart's soname: `libcudart.so.11.0` for every CUDA 11 release, the
/// major alone from 12 on (`libcudart.so.12`).
fn cudart_soname(cudart_version: u32) -> String {
    match cudart_version / 1000 {
        11 => "libcudart.so.11.0".to_owned(),
        major => format!("libcudart.so.{major}"),
    }
}

/// libcudart's DLL: `cudart64_110.dll` for CUDA 11, `cudart64_12.dll` on.
fn cudart_dll(cudart_version: u32) -> String {
    match cudart_version / 1000 {
        11 => "cudart64_110.dll".to_owned(),
        major => format!("cudart64_{major}.dll"),
    }
}

/// The first libcudart in `lib_dirs` built for the target.
pub(super) fn find_cudart(
    env: &BuildEnv,
    candidate: &Candidate,
    lib_dirs: &[PathBuf],
    cudart_version: u32,
    version: &str,
) -> Result<PathBuf, Problem> {
    let versioned = cudart_soname(cudart_version);
    // NVIDIA's wheels ship only the versioned name. On Windows the link
    // takes the import library, cudart.lib, for cudart64_<major>.dll.
    let (dynamic, static_archive) = if env.target_os == "windows" {
        (vec!["cudart.lib"], "cudart_static.lib")
    } else {
        (
            vec!["libcudart.so", versioned.as_str()],
            "libcudart_static.a",
        )
    };
    let static_only = [static_archive];
    let wanted: &[&str] = if env.static_cudart {
        &static_only
    } else {
        &dynamic
    };
    let elf::Search {
        probed: details,
        wrong_arch,
    } = match elf::first_for_target(env, "libcudart", lib_dirs.iter().cloned(), wanted) {
        Ok(file) => return Ok(file),
        Err(search) => search,
    };
    if !wrong_arch.is_empty() {
        return Err(Problem {
            found: format!(
                "libcudart for another architecture: {}",
                wrong_arch.join("; ")
            ),
            has_headers: true,
            remedy: None,
            details,
        });
    }
    let has_dynamic = env.static_cudart
        && lib_dirs
            .iter()
            .any(|dir| dynamic.iter().any(|file| dir.join(file).exists()));
    let remedy = if has_dynamic {
        Some(
            "this install has libcudart.so but no libcudart_static.a: set \
             CUDA_RAW_SYS_STATIC_CUDART=0 (or build without the static-cudart feature), \
             or point CUDA_PATH at a toolkit that ships it"
                .to_owned(),
        )
    } else if candidate.given.is_some() {
        Some(format!(
            "set {LIB_VARIABLE} to the folder holding {}",
            wanted.join(" or ")
        ))
    } else {
        None
    };
    let where_ = if lib_dirs.is_empty() {
        " (no lib64/ or lib/ folder)".to_owned()
    } else {
        String::new()
    };
    Err(Problem {
        found: format!(
            "CUDA {version} headers without libraries: no {}{where_}",
            wanted.join(" or ")
        ),
        has_headers: true,
        remedy,
        details,
    })
}

/// Where a Windows install keeps `cudart64_<major>.dll`.
pub(super) fn cudart_dll_dir(root: &Path, cudart_version: u32) -> Option<PathBuf> {
    let dll = cudart_dll(cudart_version);
    ["bin", "bin/x64", "bin/x86_64"]
        .iter()
        .map(|dir| root.join(dir))
        .find(|dir| dir.join(&dll).is_file())
}

/// What provides `crt/` for this kind of install and this CUDA version.
pub(super) fn crt_remedy(candidate: &Candidate, cuda_version: u32) -> String {
    let version = dotted(cuda_version);
    let major = cuda_version / 1000;
    let root = &candidate.root;
    if is_wheel_root(root) {
        return wheels::crt_remedy(root, cuda_version);
    }
    if candidate.source == "CONDA_PREFIX" {
        // conda-forge has split crt/ out of cuda-nvcc-dev since 12.4.
        let package = if cuda_version >= 12040 {
            "cuda-crt-dev"
        } else {
            "cuda-nvcc"
        };
        return format!("conda install -c conda-forge '{package}={version}'");
    }
    if candidate.given.is_some() {
        return format!(
            "add the folder holding crt/ to {INCLUDE_VARIABLE}, after the one holding cuda.h \
             (separated by ':')"
        );
    }
    let package = if major == 12 {
        format!("cuda-nvcc-12-{}", cuda_version % 1000 / 10)
    } else {
        format!("cuda-crt-{major}-{}", cuda_version % 1000 / 10)
    };
    format!(
        "the toolkit at {} is incomplete: install its crt/ headers too (NVIDIA's repository: \
         `apt install {package}`), or point CUDA_PATH at a complete toolkit",
        root.display()
    )
}

/// The root itself, then NVIDIA's cross layouts (`targets/x86_64-linux`, `targets/sbsa-linux`, ...).
pub(super) fn layouts<'a>(env: &'a BuildEnv, root: &'a Path) -> impl Iterator<Item = PathBuf> + 'a {
    std::iter::once(root.to_path_buf()).chain(
        target_layouts(env)
            .iter()
            .map(|t| root.join("targets").join(t)),
    )
}

pub(super) fn target_layouts(env: &BuildEnv) -> &'static [&'static str] {
    if env.target_os != "linux" {
        return &[];
    }
    match env.target_arch.as_str() {
        "aarch64" => &["sbsa-linux", "aarch64-linux"],
        "x86_64" => &["x86_64-linux"],
        _ => &[],
    }
}

/// Reads `#define NAME 13000` from a header.
pub(super) fn version_define(header: &Path, name: &str) -> Result<u32, String> {
    let text = std::fs::read_to_string(header)
        .map_err(|error| format!("{} is unreadable: {error}", header.display()))?;
    text.lines()
        .filter_map(|line| {
            line.trim_start()
                .strip_prefix("#define")?
                .trim()
                .strip_prefix(name)
        })
        .filter_map(|rest| {
            rest.starts_with([' ', '\t'])
                .then(|| rest.trim().parse().ok())?
        })
        .next()
        .ok_or_else(|| format!("{} does not define {name}", header.display()))
}
