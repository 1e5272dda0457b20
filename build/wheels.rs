//! NVIDIA's CUDA wheels in Python environments: where pip puts them, and
//! which folder of which wheel completes which.
//!
//! From CUDA 13 each major has one root, `site-packages/nvidia/cu13`, with
//! `include/` and `lib/` (nvidia-cuda-runtime, nvidia-cuda-crt). CUDA 12
//! splits them: nvidia-cuda-runtime-cu12 installs `nvidia/cuda_runtime` with
//! cuda.h and libcudart.so.12, and the `crt/` its cuda_runtime_api.h includes
//! comes with nvidia-cuda-nvcc-cu12 in `nvidia/cuda_nvcc/include`; CUDA 11's
//! (`-cu11`, 11.7 and 11.8) are laid out the same, with libcudart.so.11.0.

use crate::env::BuildEnv;
use crate::version::numeric_version;
use std::path::{Path, PathBuf};
use std::process::Command;

/// cuda_runtime_api.h includes it; the CUDA 12 wheels ship it apart.
pub const CRT_HEADER: &str = "crt/host_defines.h";

/// `nvidia/cu13` (any `cuNN`) and `nvidia/cuda_runtime` as installed by NVIDIA's wheels.
pub fn is_wheel_root(root: &Path) -> bool {
    let parent_is_nvidia = root
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|name| name == "nvidia");
    parent_is_nvidia
        && root
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(is_wheel_root_name)
}

fn is_wheel_root_name(name: &str) -> bool {
    name == "cuda_runtime" || cuda_major_dir(name).is_some()
}

/// `cu13` -> 13.
fn cuda_major_dir(name: &str) -> Option<u32> {
    name.strip_prefix("cu")
        .filter(|digits| digits.bytes().all(|b| b.is_ascii_digit()))?
        .parse()
        .ok()
}

/// A root ending in `nvidia/cuda_runtime` (the CUDA 12 wheel) gets its
/// `crt/` from the sibling `nvidia/cuda_nvcc/include`.
pub fn cu12_nvcc_include(root: &Path) -> Option<PathBuf> {
    cu12_nvcc_sibling(root).filter(|include| include.join(CRT_HEADER).is_file())
}

/// What cuda_fp16.h includes, from CCCL.
pub const CCCL_HEADER: &str = "nv/target";

/// CCCL's folder, when it is apart from the toolkit's include folder:
/// `include/cccl` in a CUDA 13 toolkit, the cu12 wheels' `nvidia/cuda_cccl/include`.
pub fn cccl_include(include: &Path, root: &Path) -> Option<PathBuf> {
    let sibling = cu12_nvcc_sibling(root)
        .and_then(|nvcc| Some(nvcc.parent()?.parent()?.join("cuda_cccl").join("include")));
    [include.join("cccl")]
        .into_iter()
        .chain(sibling)
        .find(|dir| dir.join(CCCL_HEADER).is_file())
}

pub fn cu12_nvcc_sibling(root: &Path) -> Option<PathBuf> {
    if !(is_wheel_root(root) && root.ends_with("cuda_runtime")) {
        return None;
    }
    Some(root.parent()?.join("cuda_nvcc").join("include"))
}

/// The wheel roots in one site-packages folder: `nvidia/cuNN` newest first,
/// then the CUDA 12 `nvidia/cuda_runtime`.
pub fn wheel_roots(site: &Path) -> Vec<PathBuf> {
    let nvidia = site.join("nvidia");
    let mut majors: Vec<(u32, PathBuf)> = std::fs::read_dir(&nvidia)
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let major = cuda_major_dir(entry.file_name().to_str()?)?;
            entry.path().is_dir().then(|| (major, entry.path()))
        })
        .collect();
    majors.sort_by_key(|(major, _)| std::cmp::Reverse(*major));
    let mut roots: Vec<PathBuf> = majors.into_iter().map(|(_, path)| path).collect();
    let cu12 = nvidia.join("cuda_runtime");
    if cu12.is_dir() {
        roots.push(cu12);
    }
    roots
}

/// `lib/python3.*/site-packages` of a virtualenv, newest Python first.
pub fn venv_site_packages(venv: &Path) -> Vec<PathBuf> {
    let mut sites: Vec<(Vec<u32>, PathBuf)> = std::fs::read_dir(venv.join("lib"))
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let name = entry.file_name();
            // python3.13t: the free-threaded build.
            let version = name.to_str()?.strip_prefix("python")?;
            let version = numeric_version(version.strip_suffix('t').unwrap_or(version))?;
            let site = entry.path().join("site-packages");
            site.is_dir().then_some((version, site))
        })
        .collect();
    sites.sort_by(|a, b| b.0.cmp(&a.0));
    sites.into_iter().map(|(_, site)| site).collect()
}

/// Asks the `python3` on PATH (a venv's python without VIRTUAL_ENV too) for
/// its site-packages folders, the user site included.
pub fn python_site_packages(env: &BuildEnv) -> Result<Vec<PathBuf>, String> {
    let python = env.on_path("python3")?;
    // The interpreter reads these to place its site-packages; a change must rerun the build.
    for name in ["PYTHONHOME", "PYTHONUSERBASE", "PYTHONNOUSERSITE"] {
        env.plain_var(name);
    }
    const QUERY: &str = "import site\n\
        sites = list(getattr(site, 'getsitepackages', list)())\n\
        if site.ENABLE_USER_SITE:\n    sites.append(site.getusersitepackages())\n\
        print('\\n'.join(sites))";
    let output = Command::new(&python)
        .args(["-c", QUERY])
        .output()
        .map_err(|error| format!("{} could not be run: {error}", python.display()))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(format!(
            "{} failed ({}): {}",
            python.display(),
            output.status,
            stderr.lines().last().unwrap_or_default()
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(PathBuf::from)
        .filter(|site| site.is_dir())
        .collect())
}

/// The wheel that adds `crt/` to the wheel root `root` of CUDA `cuda_version`.
pub fn crt_remedy(root: &Path, cuda_version: u32) -> String {
    let version = crate::version::dotted(cuda_version);
    let major = cuda_version / 1000;
    if major <= 12 {
        format!(
            "pip install 'nvidia-cuda-nvcc-cu{major}=={version}.*' into the same Python \
             environment (its nvidia/cuda_nvcc/include holds crt/ and is found beside \
             nvidia/cuda_runtime)"
        )
    } else {
        format!(
            "pip install 'nvidia-cuda-crt=={version}.*' into the same Python environment \
             (it adds crt/ to {}/include)",
            root.display()
        )
    }
}
