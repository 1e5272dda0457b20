//! Finding the CUDA toolkit's headers and libraries.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_TOOLKIT};
use std::path::{Path, PathBuf};

/// The oldest headers the crate is built and tested against: the seed
/// calls (cuMemMap, external memory, ...) all exist from CUDA 12.0 on.
const MINIMUM_CUDA_VERSION: u32 = 12000;

/// Variables that name the toolkit root explicitly, in the order they are honoured.
pub const ROOT_VARIABLES: [&str; 4] = [
    "CUDA_PATH",
    "CUDA_HOME",
    "CUDA_ROOT",
    "CUDA_TOOLKIT_ROOT_DIR",
];

const WELL_KNOWN_ROOTS: [&str; 2] = ["/usr/local/cuda", "/opt/cuda"];

pub struct Toolkit {
    pub root: PathBuf,
    /// The first holds cuda.h; later ones complete it (CUDA 12's wheels keep
    /// crt/ in a separate folder).
    pub include_dirs: Vec<PathBuf>,
    /// Directories that exist among the layouts' library folders, in search order.
    pub lib_dirs: Vec<PathBuf>,
    /// `CUDA_VERSION` from cuda.h, e.g. 13000.
    pub cuda_version: u32,
    /// `CUDART_VERSION` from cuda_runtime_api.h.
    pub cudart_version: u32,
    /// Which probe found it, e.g. "CUDA_PATH" or "nvcc on PATH".
    pub found_by: String,
}

pub fn toolkit(env: &BuildEnv) -> Result<Toolkit, BuildError> {
    let mut probed = Vec::new();

    for name in ROOT_VARIABLES {
        let Some((key, root)) = env.lookup(name) else {
            probed.push(Probe::new(name, None, "not set"));
            continue;
        };
        let root = PathBuf::from(root);
        // An explicit setting is never silently passed over for a default.
        return examine(env, &key, &root).map_err(|found| BuildError {
            what: format!("{key}={} is not a usable CUDA toolkit: {found}", root.display()),
            fix: format!(
                "set {key} to the root of a CUDA {}+ toolkit (the directory holding include/cuda.h), or unset it",
                dotted(MINIMUM_CUDA_VERSION)
            ),
            probed: vec![Probe::new(key.clone(), Some(root), found)],
            detail: None,
            install: INSTALL_TOOLKIT,
        });
    }

    let mut candidates: Vec<(String, PathBuf)> = Vec::new();
    match nvcc_root(env) {
        Ok(root) => candidates.push(("nvcc on PATH".into(), root)),
        Err(found) => probed.push(Probe::new("nvcc on PATH", None, found)),
    }
    candidates.extend(WELL_KNOWN_ROOTS.map(|root| ("default location".into(), root.into())));
    // Distribution packages that ship .pc files, then their /usr layout.
    for module in ["cuda", "cudart"] {
        match pkg_config_root(module) {
            Ok(root) => candidates.push((format!("pkg-config {module}"), root)),
            Err(found) => probed.push(Probe::new(format!("pkg-config {module}"), None, found)),
        }
    }
    candidates.push(("default location".into(), "/usr".into()));

    for (source, root) in candidates {
        match examine(env, &source, &root) {
            Ok(toolkit) => return Ok(toolkit),
            Err(found) => probed.push(Probe::new(source, Some(root), found)),
        }
    }
    Err(BuildError {
        what: "could not find the CUDA toolkit headers (cuda.h and cuda_runtime_api.h)".into(),
        fix: "set CUDA_PATH to the toolkit root (the directory holding include/cuda.h)".into(),
        probed,
        detail: None,
        install: INSTALL_TOOLKIT,
    })
}

/// Checks one candidate root; the error says what was found there instead.
fn examine(env: &BuildEnv, source: &str, root: &Path) -> Result<Toolkit, String> {
    if !root.is_dir() {
        return Err("does not exist or is not a directory".into());
    }
    let include_dir = layouts(env, root)
        .map(|layout| layout.join("include"))
        .find(|include| include.join("cuda.h").is_file())
        .ok_or("no cuda.h under include/ or targets/<arch>-linux/include/")?;
    let cuda_version = version_define(&include_dir.join("cuda.h"), "CUDA_VERSION")?;
    let cudart_version = version_define(&include_dir.join("cuda_runtime_api.h"), "CUDART_VERSION")
        .map_err(|why| format!("cuda.h found, but {why}"))?;
    if cuda_version < MINIMUM_CUDA_VERSION {
        return Err(format!(
            "headers are CUDA {}, older than the {} this crate needs",
            dotted(cuda_version),
            dotted(MINIMUM_CUDA_VERSION)
        ));
    }
    let lib_dirs = layouts(env, root)
        .flat_map(|layout| {
            let mut dirs = vec![layout.join("lib64"), layout.join("lib")];
            dirs.extend(multiarch(env).map(|triple| layout.join("lib").join(triple)));
            dirs
        })
        .filter(|dir| dir.is_dir())
        .collect();
    Ok(Toolkit {
        root: root.to_path_buf(),
        include_dirs: vec![include_dir],
        lib_dirs,
        cuda_version,
        cudart_version,
        found_by: source.to_owned(),
    })
}

/// The root itself, then NVIDIA's cross layouts (`targets/x86_64-linux`, `targets/sbsa-linux`, ...).
fn layouts<'a>(env: &'a BuildEnv, root: &'a Path) -> impl Iterator<Item = PathBuf> + 'a {
    let targets: &[&str] = match env.target_arch.as_str() {
        "aarch64" => &["sbsa-linux", "aarch64-linux"],
        "x86_64" => &["x86_64-linux"],
        _ => &[],
    };
    std::iter::once(root.to_path_buf()).chain(targets.iter().map(|t| root.join("targets").join(t)))
}

/// Debian's multiarch folder, where a distribution's CUDA packages put libraries.
pub fn multiarch(env: &BuildEnv) -> Option<String> {
    (env.target_os == "linux").then(|| format!("{}-linux-gnu", env.target_arch))
}

fn nvcc_root(env: &BuildEnv) -> Result<PathBuf, String> {
    let path = env.var("PATH").ok_or("PATH is not set")?;
    let nvcc = std::env::split_paths(&path)
        .map(|dir| dir.join("nvcc"))
        .find(|candidate| candidate.is_file())
        .ok_or("no nvcc in any PATH entry")?;
    // Resolve /usr/bin/nvcc -> /usr/local/cuda-13.0/bin/nvcc style links.
    let nvcc = nvcc.canonicalize().unwrap_or(nvcc);
    nvcc.parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{} has no grandparent directory", nvcc.display()))
}

fn pkg_config_root(module: &str) -> Result<PathBuf, String> {
    let library = pkg_config::Config::new()
        .cargo_metadata(false)
        .env_metadata(true)
        .probe(module)
        .map_err(|error| match error {
            pkg_config::Error::Command { .. } => "pkg-config is not installed".to_owned(),
            _ => format!("no {module}.pc"),
        })?;
    library
        .include_paths
        .iter()
        .find(|include| include.join("cuda.h").is_file())
        .and_then(|include| include.parent())
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{module}.pc names no include directory holding cuda.h"))
}

/// Reads `#define NAME 13000` from a header.
fn version_define(header: &Path, name: &str) -> Result<u32, String> {
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

pub fn dotted(version: u32) -> String {
    format!("{}.{}", version / 1000, version % 1000 / 10)
}

/// Where the crt/ headers come from for headers of this version.
pub fn crt_source(cuda_version: u32) -> String {
    if cuda_version >= 13000 {
        format!(
            "NVIDIA's wheel nvidia-cuda-crt=={}.* (or a full toolkit)",
            dotted(cuda_version)
        )
    } else {
        format!(
            "NVIDIA's wheel nvidia-cuda-nvcc-cu12=={}.* (or a full toolkit)",
            dotted(cuda_version)
        )
    }
}
