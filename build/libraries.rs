//! The CUDA libraries beyond the driver and the runtime (features `nvrtc`,
//! `nvjitlink`, `nvml`, `curand`, `cublas`, `cublaslt`, `cudnn`, `nccl`,
//! `cufft`, `cusparse`, `cusolver`, `cusolvermg`, `cufile`, `nvtx`, `cupti`):
//! finding each enabled row of the table (library_table.rs). Each is bound by
//! the same bindgen pass as the driver and the runtime (wrapper.h includes
//! its header under its switch), so they share one set of types: cuBLAS's
//! `cudaStream_t` is the runtime's.
//!
//! A library's header is looked for in the toolkit's include folders, then
//! in its wheel's folder beside the toolkit's (`nvidia/cublas` for CUDA 12,
//! `nvidia/cudnn` for both majors; 13.x wheels put the toolkit's own
//! libraries in `nvidia/cu13`, the toolkit's root). A library shipped apart
//! from the toolkit (cuDNN, NCCL) is also looked for in an activated
//! virtualenv's wheels, conda's prefix and the distribution's folders, and
//! `<NAME>_INCLUDE_DIR`, `<NAME>_LIB_DIR` or `<NAME>_ROOT` name it instead.
//! Its library file is looked for in the same places; NVML's, which comes
//! with the driver, where libcuda is. A `stubs/` folder is never used.

use crate::elf;
use crate::env::BuildEnv;
use crate::error::{BuildError, Probe};
pub use crate::library_table::{is_bound_prefix, library_of, Library, Major, LIBRARIES};
use crate::locate::Toolkit;
use std::path::{Path, PathBuf};

/// "`pip install nvidia-cuda-nvrtc-cu12==12.6.*`", for messages.
fn pip_install(library: &Library, cuda_version: u32) -> String {
    let major = cuda_version / 1000;
    let minor = cuda_version % 1000 / 10;
    let package = library.package(major);
    if package.is_empty() {
        return format!(
            "set CUDA_PATH to a CUDA {major} toolkit, which has it (NVIDIA ships {} in no \
             CUDA {major} wheel)",
            library.title
        );
    }
    if library.wheel_version_is_cuda {
        format!("`pip install {package}=={major}.{minor}.*`")
    } else if library.variables.is_some() {
        format!("`pip install {package}`")
    } else {
        format!("`pip install {package}` (the release that came with CUDA {major}.{minor})")
    }
}

/// The libraries whose features are on.
pub fn enabled(env: &BuildEnv) -> Vec<&'static Library> {
    crate::library_table::enabled(&env.library_features)
}

/// One enabled library, as found.
#[derive(Debug)]
pub struct Found {
    pub library: &'static Library,
    /// The folder holding its header.
    pub include_dir: PathBuf,
    /// The library file to link (linked mode), or the one found for the
    /// loader's last resort (dynamic-loading); `None` only there.
    pub file: Option<PathBuf>,
    /// Its file name on Unix and on Windows (the loader's).
    pub file_names: [String; 2],
    /// Its own version from its header's macros ("9.19.0"), where the table
    /// names them.
    pub version: Option<String>,
    /// Its parts' files beside `file`, linked with it (linked mode only).
    pub parts: Vec<PathBuf>,
}

/// Where one library is looked for: the folders for its header and for its
/// file, and what named them.
struct Places {
    include: Vec<PathBuf>,
    lib: Vec<PathBuf>,
    /// The explicit variable that named them, if one did: then nothing else
    /// is looked at, and a miss names it.
    variable: Option<String>,
}

/// Finds every enabled library's header, and its library file; adds the
/// header folders to the toolkit's include folders (so that bindgen, the
/// preprocessor, the ABI probe and dependents all read them).
pub fn find(
    env: &BuildEnv,
    toolkit: &mut Toolkit,
    libcuda: Option<&Path>,
) -> Result<Vec<Found>, BuildError> {
    check_platform(env)?;
    let mut found = Vec::new();
    let windows = env.target_os == "windows";
    for library in enabled(env) {
        check_since(toolkit, library)?;
        let places = places(env, toolkit, library, libcuda);
        let include_dir = header_dir(toolkit, library, &places)?;
        check_cuda_major(toolkit, library, &include_dir)?;
        if !toolkit.include_dirs.contains(&include_dir) {
            toolkit.include_dirs.push(include_dir.clone());
        }
        let version_header = match library.version_header {
            "" => library.header,
            other => other,
        };
        // The header with the version macros, read once for all of them.
        let version_text =
            std::fs::read_to_string(include_dir.join(version_header)).unwrap_or_default();
        let macro_of = |name| header_macro(&version_text, name);
        let major = match library.major_from {
            Major::Cuda => Some(toolkit.cuda_version / 1000),
            Major::Macro(name) => macro_of(name),
            Major::None => None,
        };
        let version = library.version_macros.and_then(|names| {
            let numbers: Option<Vec<String>> = names
                .iter()
                .map(|name| macro_of(name).map(|n| n.to_string()))
                .collect();
            numbers.map(|numbers| numbers.join("."))
        });
        let mut file_names = [
            library.file_name(false, major, toolkit.cuda_version),
            library.file_name(true, major, toolkit.cuda_version),
        ];
        let file_name = file_names[usize::from(windows)].clone();
        let file = if library.header_only() {
            None
        } else {
            match library_file(env, library, &file_name, &places) {
                Ok(file) => Some(file),
                Err(probed) => match other_file(env, library, &places) {
                    // Only its other name (CUDA 12's wheel's libnvvm.so): the
                    // loader looks for it by that name.
                    Some(other) if env.dynamic_loading => {
                        file_names[0] = library.unix_file_other.to_owned();
                        Some(other)
                    }
                    Some(other) => return Err(only_other_name(library, &file_name, &other)),
                    // A static library is linked in both modes.
                    None if env.dynamic_loading && !library.static_only() => None,
                    None => {
                        return Err(library_missing(
                            toolkit, library, &file_name, &places, probed,
                        ))
                    }
                },
            }
        };
        let parts = match &file {
            Some(file) if !env.dynamic_loading => {
                let major = major.map(|major| major.to_string()).unwrap_or_default();
                parts_beside(env, library, file, &major)?
            }
            _ => Vec::new(),
        };
        found.push(Found {
            library,
            include_dir,
            file,
            file_names,
            version,
            parts,
        });
    }
    replace(&mut found);
    Ok(found)
}

/// A row another enabled row replaces (cuFFT, by cuFFTMp) takes that one's
/// headers, file and version: wrapper.h includes the replacing header first,
/// whose own releases of the replaced headers then declare its items, and
/// its calls are the replacing library's.
fn replace(found: &mut [Found]) {
    for index in 0..found.len() {
        let replaced = found[index].library.replaces;
        if replaced.is_empty() {
            continue;
        }
        let Some(target) = found.iter().position(|other| other.library.feature == replaced)
        else {
            continue;
        };
        let by = &found[index];
        let (include_dir, file, file_names, version) = (
            by.include_dir.clone(),
            by.file.clone(),
            by.file_names.clone(),
            by.version.clone(),
        );
        let target = &mut found[target];
        target.include_dir = include_dir;
        target.file = file;
        target.file_names = file_names;
        target.version = version;
        target.parts.clear();
    }
}

/// Whether another enabled row replaces this one's library (cuFFTMp cuFFT's).
pub fn replaced(library: &Library, found: &[Found]) -> bool {
    found.iter().any(|other| other.library.replaces == library.feature)
}

/// A linked library's parts (NPP's files beside libnppc), each in the folder
/// of its file, checked as it is: a folder missing one is an error naming it.
fn parts_beside(
    env: &BuildEnv,
    library: &Library,
    file: &Path,
    major: &str,
) -> Result<Vec<PathBuf>, BuildError> {
    let folder = file.parent().unwrap_or(Path::new(""));
    let column = if env.target_os == "windows" { 2 } else { 0 };
    library
        .part_names(column, major)
        .map(|name| {
            let part = folder.join(&name);
            // Windows' import libraries are no ELF files to check.
            let checked = if !part.is_file() {
                Err("no such file".to_owned())
            } else if column == 2 {
                Ok(())
            } else {
                elf::check(env, &part)
            };
            checked.map(|()| part).map_err(|why| {
                BuildError::new(
                    format!(
                        "feature `{}` is on, and {} holds {}, but not {name} beside it ({why}): \
                     one of the files {}'s functions are in, which a linked build links",
                        library.feature,
                        folder.display(),
                        file.file_name().unwrap_or_default().to_string_lossy(),
                        library.title,
                    ),
                    format!(
                        "install {} whole (its wheel or the toolkit's package has every file), or \
                     build with feature `dynamic-loading`, whose calls into a missing file \
                     return its `missing` code",
                        library.title
                    ),
                )
            })
        })
        .collect()
}

/// A feature whose library is newer than the headers found (nvFatbin, from
/// CUDA 12.4, with 12.0's) is an error naming the release that brought it;
/// one whose release for those headers the crate does not bind (cuFile's
/// for CUDA 11), naming the release it binds from.
fn check_since(toolkit: &Toolkit, library: &Library) -> Result<(), BuildError> {
    let oldest = library.oldest_bound();
    if toolkit.cuda_version >= oldest {
        return Ok(());
    }
    let (oldest, found) = (
        crate::version::dotted(oldest),
        crate::version::dotted(toolkit.cuda_version),
    );
    let why = if toolkit.cuda_version < library.since {
        format!("{} first shipped with CUDA {oldest}", library.title)
    } else {
        format!(
            "this crate binds {} from CUDA {oldest} on (its CUDA {found} release was never \
             built here)",
            library.title
        )
    };
    Err(BuildError::new(
        format!(
            "feature `{}` is on, but {why}, and the headers found are CUDA {found}'s",
            library.feature
        ),
        format!(
            "turn feature `{}` off for CUDA {found}, or set CUDA_PATH to a CUDA {oldest} or \
             newer toolkit",
            library.feature
        ),
    ))
}

/// A feature whose library has no build for the target (NCCL on Windows)
/// is an error saying so.
pub fn check_platform(env: &BuildEnv) -> Result<(), BuildError> {
    if let Some(library) = enabled(env)
        .into_iter()
        .find(|library| !library.arch.is_empty() && library.arch != env.target_arch)
    {
        return Err(BuildError::new(
            format!(
                "feature `{}` is on, but {} exists for {} targets only (target {}): {}",
                library.feature, library.title, library.arch, env.target, library.not_on_windows
            ),
            format!(
                "turn feature `{}` off for other targets (in Cargo.toml, under \
                 `[target.'cfg(target_arch = \"{}\")'.dependencies]`)",
                library.feature, library.arch
            ),
        ));
    }
    if env.target_os != "windows" {
        return Ok(());
    }
    match enabled(env)
        .into_iter()
        .find(|library| !library.on_windows())
    {
        None => Ok(()),
        Some(library) => Err(BuildError::new(
            format!(
                "feature `{}` is on, but {} (target {})",
                library.feature, library.not_on_windows, env.target
            ),
            format!(
                "turn feature `{}` off for Windows targets (in Cargo.toml, under \
                 `[target.'cfg(not(windows))'.dependencies]`)",
                library.feature
            ),
        )),
    }
}

/// The wheels' folder of a library beside the toolkit's, when the toolkit
/// is a wheel root: `.../nvidia/cuda_runtime` or `.../nvidia/cu13` gives
/// `.../nvidia/cudnn`.
fn wheel_sibling(toolkit: &Toolkit, library: &Library) -> Option<PathBuf> {
    let nvidia = toolkit.root.parent()?;
    (nvidia.file_name()? == "nvidia").then(|| wheel_folder(nvidia, library, toolkit.cuda_version))
}

/// `site-packages/nvidia/<wheel_folder>`; `../cutensor` is beside `nvidia/`;
/// `{cuda}` is CUDA's major number.
fn wheel_folder(nvidia: &Path, library: &Library, cuda_version: u32) -> PathBuf {
    let folder = library
        .wheel_folder
        .replace("{cuda}", &(cuda_version / 1000).to_string());
    match folder.strip_prefix("../") {
        Some(beside) => nvidia.parent().unwrap_or(nvidia).join(beside),
        None => nvidia.join(&folder),
    }
}

fn places(env: &BuildEnv, toolkit: &Toolkit, library: &Library, libcuda: Option<&Path>) -> Places {
    if let Some(prefix) = library.variables {
        let include_variable = format!("{prefix}_INCLUDE_DIR");
        let lib_variable = format!("{prefix}_LIB_DIR");
        let root_variable = format!("{prefix}_ROOT");
        let include = env.path(&include_variable);
        let lib = env.path(&lib_variable);
        if include.is_some() || lib.is_some() {
            let mut named = Vec::new();
            named.extend(include.is_some().then(|| include_variable.clone()));
            named.extend(lib.is_some().then(|| lib_variable.clone()));
            return Places {
                include: include.into_iter().collect(),
                lib: lib.into_iter().collect(),
                variable: Some(named.join(" and ")),
            };
        }
        if let Some(root) = env.path(&root_variable) {
            return Places {
                include: vec![root.join("include")],
                lib: vec![root.join("lib64"), root.join("lib")],
                variable: Some(root_variable),
            };
        }
    }
    let mut include: Vec<PathBuf> = toolkit.include_dirs.clone();
    let mut lib: Vec<PathBuf> = Vec::new();
    if library.with_driver {
        lib.extend(libcuda.and_then(Path::parent).map(Path::to_path_buf));
        lib.extend(env.path(crate::link::LIBCUDA_VARIABLE));
        lib.extend(crate::link::driver_dirs(env));
    }
    lib.extend(toolkit.lib_dirs.iter().cloned());
    if let Some(dir) = toolkit
        .dll_dir
        .as_ref()
        .filter(|_| env.target_os == "windows")
    {
        lib.push(dir.clone());
    }
    if !library.toolkit_folder.is_empty() {
        let folder = toolkit.root.join(library.toolkit_folder);
        include.push(folder.join("include"));
        lib.extend([folder.join("lib64"), folder.join("lib")]);
    }
    if let Some(folder) = wheel_sibling(toolkit, library) {
        include.push(folder.join("include"));
        // CUDA 11.7's CUPTI wheel keeps the toolkit's folder for its headers
        // (nvidia/cuda_cupti/extras/CUPTI/include), not for its library.
        if !library.toolkit_folder.is_empty() {
            include.push(folder.join(library.toolkit_folder).join("include"));
        }
        // lib64: libNVVM's in CUDA 12's nvcc wheel (nvidia/cuda_nvcc/nvvm/lib64);
        // the folder itself: nvImageCodec's, beside its extensions/.
        lib.extend([folder.join("lib"), folder.join("lib64"), folder.clone()]);
    }
    if library.variables.is_some() {
        // Shipped apart from the toolkit: an activated virtualenv's wheels,
        // conda's prefix, the distribution's folders.
        if let Some(venv) = env.plain_path("VIRTUAL_ENV") {
            for site in crate::wheels::venv_site_packages(&venv) {
                let folder = wheel_folder(&site.join("nvidia"), library, toolkit.cuda_version);
                include.push(folder.join("include"));
                lib.extend([folder.join("lib"), folder]);
            }
        }
        if let Some(prefix) = env.plain_path("CONDA_PREFIX") {
            include.push(prefix.join("include"));
            lib.push(prefix.join("lib"));
        }
        let multiarch = env.multiarch();
        include.push(env.system_path("/usr/include"));
        include.extend(
            multiarch
                .iter()
                .map(|arch| env.system_path(&format!("/usr/include/{arch}"))),
        );
        lib.extend(
            multiarch
                .iter()
                .map(|arch| env.system_path(&format!("/usr/lib/{arch}"))),
        );
        lib.push(env.system_path("/usr/lib64"));
        lib.push(env.system_path("/usr/lib"));
    }
    let mut seen = std::collections::HashSet::new();
    include.retain(|dir| seen.insert(dir.clone()));
    lib.retain(|dir| !dir.ends_with("stubs") && seen.insert(dir.clone()));
    Places {
        include,
        lib,
        variable: None,
    }
}

fn header_dir(
    toolkit: &Toolkit,
    library: &'static Library,
    places: &Places,
) -> Result<PathBuf, BuildError> {
    let mut probed = Vec::new();
    for dir in &places.include {
        if dir.join(library.header).is_file() {
            return Ok(dir.clone());
        }
        probed.push(Probe::new(
            places.variable.as_deref().unwrap_or(library.header),
            Some(dir.clone()),
            format!("no {}", library.header),
        ));
    }
    let cuda = crate::version::dotted(toolkit.cuda_version);
    let error = match &places.variable {
        Some(variable) => BuildError::new(
            format!(
                "feature `{}` is on, and {variable} names no folder holding {}",
                library.feature, library.header
            ),
            format!(
                "point {variable} at {}'s installation (its `include` folder holds {}), \
                 or unset it to let the build search",
                library.title, library.header
            ),
        ),
        None => BuildError::new(
            format!(
                "feature `{}` is on, but {} was found beside no CUDA {cuda} headers",
                library.feature, library.header
            ),
            match library.variables {
                Some(prefix) => format!(
                    "set {prefix}_ROOT (or {prefix}_INCLUDE_DIR and {prefix}_LIB_DIR) to {}'s \
                     installation, or install it for CUDA {}: {}; or turn feature `{}` off",
                    library.title,
                    toolkit.cuda_version / 1000,
                    pip_install(library, toolkit.cuda_version),
                    library.feature
                ),
                None => format!(
                    "install {}'s headers beside the toolkit ({} in the environment whose \
                     wheels the build uses, or the toolkit's {} component), or turn feature \
                     `{}` off",
                    library.title,
                    pip_install(library, toolkit.cuda_version),
                    library.title,
                    library.feature
                ),
            },
        ),
    };
    Err(error.probed(probed).detail(format!(
        "the toolkit: {} ({})",
        toolkit.root.display(),
        toolkit.found_by
    )))
}

/// A library from NVIDIA's wheels records which CUDA major it was built
/// for in its package's name (`nvidia_cudnn_cu12-9.1.0.70.dist-info` beside
/// `nvidia/`). One built for another major than the headers' is refused.
fn check_cuda_major(
    toolkit: &Toolkit,
    library: &Library,
    include_dir: &Path,
) -> Result<(), BuildError> {
    let Some(site) = include_dir
        .parent()
        .and_then(Path::parent)
        .filter(|nvidia| nvidia.file_name().is_some_and(|name| name == "nvidia"))
        .and_then(Path::parent)
    else {
        return Ok(());
    };
    let installed = |package: &str| {
        let stem = format!("{}-", package.replace('-', "_"));
        std::fs::read_dir(site).into_iter().flatten().any(|entry| {
            entry.is_ok_and(|entry| {
                let name = entry.file_name();
                let name = name.to_string_lossy();
                name.starts_with(&stem) && name.ends_with(".dist-info")
            })
        })
    };
    let major = toolkit.cuda_version / 1000;
    if installed(library.package(major)) {
        return Ok(());
    }
    let Some(other) = [11, 12, 13]
        .into_iter()
        .find(|&other| other != major.clamp(11, 13) && installed(library.package(other)))
    else {
        return Ok(());
    };
    Err(BuildError::new(
        format!(
            "feature `{}` is on, but the {} in {} is {}, built for CUDA {other}, and the \
             headers are CUDA {}",
            library.feature,
            library.title,
            include_dir.display(),
            library.package(other),
            crate::version::dotted(toolkit.cuda_version)
        ),
        format!(
            "install {}'s CUDA {major} build ({}), or build against CUDA {other} headers",
            library.title,
            pip_install(library, toolkit.cuda_version)
        ),
    ))
}

/// The library file, in `places`' library folders. The error lists where it
/// looked.
fn library_file(
    env: &BuildEnv,
    library: &Library,
    file_name: &str,
    places: &Places,
) -> Result<PathBuf, Vec<Probe>> {
    let windows = env.target_os == "windows";
    // Windows links the import library.
    let name = if windows {
        library.windows_import
    } else {
        file_name
    };
    let mut probed = Vec::new();
    for dir in &places.lib {
        let file = dir.join(name);
        if !file.is_file() {
            probed.push(Probe::new(
                places.variable.as_deref().unwrap_or(library.title),
                Some(dir.clone()),
                format!("no {name}"),
            ));
            continue;
        }
        if windows {
            return Ok(file);
        }
        match elf::check(env, &file) {
            Ok(()) => return Ok(file),
            Err(why) => probed.push(Probe::new(library.title, Some(file), why)),
        }
    }
    Err(probed)
}

/// The library's file under its other name (`unix_file_other`), in
/// `places`' library folders, where it has one and the target is not Windows.
fn other_file(env: &BuildEnv, library: &Library, places: &Places) -> Option<PathBuf> {
    if library.unix_file_other.is_empty() || env.target_os == "windows" {
        return None;
    }
    library_file(env, library, library.unix_file_other, places).ok()
}

/// A linked build that found the library only under its other name: its
/// binary would ask for the soname, which no folder holds.
fn only_other_name(library: &Library, file_name: &str, other: &Path) -> BuildError {
    BuildError::new(
        format!(
            "feature `{}` is on, but {} holds {} only as {}, not as {file_name}, the name a \
             linked binary asks for when it starts",
            library.feature,
            other.parent().unwrap_or(other).display(),
            library.title,
            library.unix_file_other,
        ),
        format!(
            "build with feature `dynamic-loading`, which loads {} by the name found, or set \
             CUDA_PATH to a toolkit that holds {file_name}",
            library.unix_file_other,
        ),
    )
}

fn library_missing(
    toolkit: &Toolkit,
    library: &Library,
    file_name: &str,
    places: &Places,
    probed: Vec<Probe>,
) -> BuildError {
    let package = if library.with_driver {
        "install the NVIDIA driver (without a GPU, Debian's non-free libnvidia-ml1, unpacked as \
         scripts/provision.sh does)"
            .to_owned()
    } else if let Some(variable) = &places.variable {
        format!("point {variable} at the folder holding {file_name}")
    } else {
        pip_install(library, toolkit.cuda_version)
    };
    BuildError::new(
        format!(
            "feature `{}` is on, but {file_name} was found nowhere to link against",
            library.feature
        ),
        if library.static_only() {
            format!(
                "{package}: a static library, linked into the binary in both link modes, \
                 `dynamic-loading` too; or turn feature `{}` off",
                library.feature
            )
        } else {
            format!(
                "{package}, or build with feature `dynamic-loading` to load {} at run time",
                library.title
            )
        },
    )
    .probed(probed)
    .detail("a `stubs/` library is never linked: it only answers that the real one is missing")
}

/// The number a header's text `#define`s `name` as.
fn header_macro(text: &str, name: &str) -> Option<u32> {
    text.lines().find_map(|line| {
        let rest = line.trim_start().strip_prefix("#define")?.trim_start();
        let value = rest.strip_prefix(name)?;
        // `#define CUBLAS_VER_MAJOR 13`, not `CUBLAS_VER_MAJORX`; a comment
        // may follow (`#define CUTENSOR_MAJOR 2 //!< cuTensor major version.`).
        value.starts_with([' ', '\t']).then_some(())?;
        value.split_whitespace().next()?.parse().ok()
    })
}

/// Each found library's own version, the folder of its header and that of
/// its library file, for dependents (`DEP_CUDA_RAW_SYS_CUDNN_VERSION=9.19.0`,
/// `DEP_CUDA_RAW_SYS_CUDNN_INCLUDE`, `DEP_CUDA_RAW_SYS_CUDNN_LIB`).
pub fn emit_metadata(found: &[Found]) {
    for library in found {
        let feature = library.library.feature;
        if let Some(version) = &library.version {
            println!("cargo:{feature}_version={version}");
        }
        println!("cargo:{feature}_include={}", library.include_dir.display());
        if let Some(folder) = library.file.as_deref().and_then(Path::parent) {
            println!("cargo:{feature}_lib={}", folder.display());
        }
    }
}

/// Compiles each found header-only library's functions (NVTX 3's) into a
/// static library of the crate, in both link modes: `OUT_DIR/<feature>.c`,
/// the table's C source, against the headers the bindings came from.
pub fn compile_header_only(
    env: &BuildEnv,
    include_dirs: &[PathBuf],
    found: &[Found],
) -> Result<(), BuildError> {
    for library in found.iter().map(|found| found.library) {
        if library.compiled.is_empty() {
            continue;
        }
        let source = env.out_dir.join(format!("{}.c", library.feature));
        std::fs::write(&source, library.compiled)
            .map_err(|error| BuildError::write_failed(&source, error))?;
        cc::Build::new()
            .file(&source)
            .includes(include_dirs)
            .warnings(false)
            .try_compile(&format!("cuda_raw_sys_{}", library.feature))
            .map_err(|error| {
                BuildError::new(
                    format!(
                        "feature `{}` is on, but compiling {}'s functions from its headers \
                         failed: {error}",
                        library.feature, library.title
                    ),
                    format!(
                        "check the C compiler the `cc` crate uses (CC), or turn feature `{}` off",
                        library.feature
                    ),
                )
            })?;
        // Its functions open an injection library with dlopen.
        if env.target_os != "windows" {
            println!("cargo:rustc-link-lib=dl");
        }
    }
    Ok(())
}

/// Link lines for the found libraries: every one in the linked mode, and
/// with dynamic-loading those that are static libraries (nvPTXCompiler's),
/// which there is nothing to load of. A static library is linked from its
/// copy with its constructors where Rust's linker runs them.
pub fn emit_links(env: &BuildEnv, found: &[Found]) -> Result<(), BuildError> {
    for library in found {
        let Some(file) = &library.file else { continue };
        if library.library.static_only() {
            crate::link::link_unbundled(&crate::link::with_init_array(env, file)?);
            // NVIDIA builds it in C++: CUDA 13.5's nvPTXCompiler calls
            // libstdc++ (13.0's did not). By its runtime name, which every
            // system with a C++ runtime has (no -dev package needed, nor the
            // cross build's libstdc++.so link); `--as-needed`, rustc's
            // default, keeps it out of a binary that calls none of it.
            if env.target_os != "windows" {
                println!("cargo:rustc-link-lib=dylib:+verbatim=libstdc++.so.6");
            }
        } else if !env.dynamic_loading && !replaced(library.library, found) {
            crate::link::link_file(file);
            for part in &library.parts {
                crate::link::link_file(part);
            }
        }
    }
    Ok(())
}

/// A library's file names on Unix and Windows where no header is read (a
/// build from the snapshot): the number in them is the CUDA major, or the
/// value of its header's macro as the bindings hold it.
pub fn file_names(
    library: &Library,
    index: &crate::bindings::Index,
    cuda_version: u32,
) -> [String; 2] {
    let major = match library.major_from {
        Major::Cuda => Some(cuda_version / 1000),
        Major::Macro(name) => index
            .constant(name)
            .and_then(|constant| constant.value)
            .and_then(|value| u32::try_from(value).ok()),
        Major::None => None,
    };
    [
        library.file_name(false, major, cuda_version),
        library.file_name(true, major, cuda_version),
    ]
}

/// The header that declares each item bindgen generated (build.rs records it).
pub type DeclaredIn = std::collections::BTreeMap<String, String>;

/// The header that declares a name: its own, or (an enum value, which
/// bindgen does not report) its type's.
pub fn declaring_header<'a>(
    name: &str,
    graph: &crate::reach::Graph,
    declared_in: &'a DeclaredIn,
) -> Option<&'a String> {
    declared_in
        .get(name)
        .or_else(|| graph.owner(name).and_then(|owner| declared_in.get(owner)))
}

/// What each enabled further library's own headers declare (a library whose
/// names are the driver's and the runtime's has none): by the header bindgen
/// placed the item in, or, for an item it did not place (a C macro name the
/// crate adds), by its prefix; an enum value goes with its type. Sorted, by
/// feature.
pub fn own_items(
    libraries: impl Iterator<Item = &'static Library>,
    names: impl Iterator<Item = String>,
    graph: &crate::reach::Graph,
    declared_in: &DeclaredIn,
) -> std::collections::BTreeMap<&'static str, Vec<String>> {
    // The names by header, each name's looked up once; each library asked
    // once per header (38 libraries by 50,000 names was 3 % of the build
    // script's CPU with every feature on).
    let mut by_header: std::collections::BTreeMap<&str, Vec<String>> = Default::default();
    let mut headerless = Vec::new();
    for name in names {
        match declaring_header(&name, graph, declared_in) {
            Some(file) => by_header.entry(file.as_str()).or_default().push(name),
            None => headerless.push(name),
        }
    }
    let mut owned = std::collections::BTreeMap::new();
    for library in libraries.filter(|library| !library.prefixes.is_empty()) {
        let mut own: Vec<String> = by_header
            .iter()
            .filter(|(file, _)| library.declares(file))
            .flat_map(|(_, names)| names.iter().cloned())
            .chain(
                headerless
                    .iter()
                    .filter(|name| library_of(name).is_some_and(|of| of.feature == library.feature))
                    .cloned(),
            )
            .collect();
        own.sort();
        own.dedup();
        owned.insert(library.feature, own);
    }
    owned
}

/// What each enabled further library's module holds: its [`own_items`], and
/// every type and constant those name, from whichever header. Sorted, by
/// feature.
pub fn module_items(
    owned: &std::collections::BTreeMap<&'static str, Vec<String>>,
    graph: &crate::reach::Graph,
) -> std::collections::BTreeMap<&'static str, Vec<String>> {
    owned
        .iter()
        .map(|(feature, own)| {
            let mut items: Vec<String> = graph
                .reach(own.iter().cloned())
                .into_iter()
                .chain(own.iter().cloned())
                .collect();
            items.sort();
            items.dedup();
            (*feature, items)
        })
        .collect()
}

/// `modules.rs`: a module per enabled further library (whose items also
/// stay at the crate's root, as in C's one namespace) re-exporting its
/// [`module_items`].
pub fn modules(modules: &std::collections::BTreeMap<&'static str, Vec<String>>) -> String {
    let mut text = String::new();
    for (feature, items) in modules {
        let Some(library) = LIBRARIES.iter().find(|library| library.feature == *feature) else {
            continue;
        };
        text.push_str(&format!(
            "/// {}'s items ({}), and every type and constant they name, also at the \
             crate's root: `use cuda_raw_sys::{}::*` is enough to call them.\n\
             #[allow(unused_imports)]\npub mod {} {{\n    pub use crate::{{{}}};\n}}\n",
            library.title,
            library.header,
            library.feature,
            library.feature,
            items.join(", ")
        ));
    }
    text
}
