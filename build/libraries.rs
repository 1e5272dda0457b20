//! The CUDA libraries beyond the driver and the runtime (features `nvrtc`,
//! `nvjitlink`, `nvml`, `curand`): everything that differs between them is a
//! row of `LIBRARIES`. Each is bound by the same bindgen pass as the driver
//! and the runtime (wrapper.h includes its header under its switch), so
//! they share one set of types: cuRAND's `cudaStream_t` is the runtime's.
//!
//! A library's header is looked for in the toolkit's include folders, then
//! in the CUDA 12 wheels' folder of that component beside the toolkit's (13.x
//! wheels put every component in `nvidia/cu13`, the toolkit's own root). Its
//! library file is looked for in the toolkit's library folders and the
//! component's wheel folder; NVML's, which comes with the driver, where
//! libcuda is. A `stubs/` folder is never used.

use crate::elf;
use crate::env::BuildEnv;
use crate::error::{BuildError, Probe};
use crate::locate::Toolkit;
use std::path::{Path, PathBuf};

/// One library: where its parts are, and what its calls return when it
/// cannot be loaded.
#[derive(Debug)]
pub struct Library {
    /// The cargo feature, also the module's name (`cuda_raw_sys::nvrtc`).
    pub feature: &'static str,
    /// For messages: "NVRTC".
    pub title: &'static str,
    pub header: &'static str,
    /// Defined for every C tool reading wrapper.h, which then includes the header.
    pub switch: &'static str,
    /// What the names of its functions, types and constants start with.
    pub prefixes: &'static [&'static str],
    /// NVIDIA's wheels: the cu12 component folder under `nvidia/` and its
    /// package, and the cu13 package.
    pub cu12_folder: &'static str,
    pub cu12_package: &'static str,
    pub cu13_package: &'static str,
    /// The wheels' versions are CUDA's (12.6.77), not the library's own
    /// (cuRAND's 10.3.7.77).
    pub wheel_version_is_cuda: bool,
    /// The library file on Linux; `{major}` stands for `major_from`'s number.
    pub unix_file: &'static str,
    /// On Windows.
    pub windows_file: &'static str,
    /// The import library Windows links against.
    pub windows_import: &'static str,
    pub major_from: Major,
    /// Found where libcuda is (NVML comes with the driver), not in the toolkit.
    pub with_driver: bool,
    /// The loader's `Library` variant.
    pub loader: &'static str,
    /// The type its functions return, and the codes a call returns in
    /// `dynamic-loading` when the library cannot be loaded, and when it is
    /// loaded but lacks the function.
    pub status: &'static str,
    pub not_loaded: &'static str,
    pub missing: &'static str,
}

/// Where the number in a library's file name comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Major {
    /// CUDA's major version (libnvrtc.so.13).
    Cuda,
    /// A macro of the library's header (`CURAND_VER_MAJOR`: libcurand.so.10).
    Macro(&'static str),
    /// No number.
    None,
}

pub const LIBRARIES: [Library; 4] = [
    Library {
        feature: "nvrtc",
        title: "NVRTC",
        header: "nvrtc.h",
        switch: "CUDA_RAW_SYS_NVRTC",
        prefixes: &["nvrtc", "NVRTC"],
        cu12_folder: "cuda_nvrtc",
        cu12_package: "nvidia-cuda-nvrtc-cu12",
        cu13_package: "nvidia-cuda-nvrtc",
        wheel_version_is_cuda: true,
        unix_file: "libnvrtc.so.{major}",
        windows_file: "nvrtc64_{major}0_0.dll",
        windows_import: "nvrtc.lib",
        major_from: Major::Cuda,
        with_driver: false,
        loader: "Nvrtc",
        status: "nvrtcResult",
        // What NVRTC itself returns when it cannot load its builtins library.
        not_loaded: "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
        missing: "NVRTC_ERROR_INTERNAL_ERROR",
    },
    Library {
        feature: "nvjitlink",
        title: "nvJitLink",
        header: "nvJitLink.h",
        switch: "CUDA_RAW_SYS_NVJITLINK",
        prefixes: &["nvJitLink", "__nvJitLink", "NVJITLINK"],
        cu12_folder: "nvjitlink",
        cu12_package: "nvidia-nvjitlink-cu12",
        cu13_package: "nvidia-nvjitlink",
        wheel_version_is_cuda: true,
        unix_file: "libnvJitLink.so.{major}",
        windows_file: "nvJitLink_{major}0_0.dll",
        windows_import: "nvJitLink.lib",
        major_from: Major::Cuda,
        with_driver: false,
        loader: "NvJitLink",
        status: "nvJitLinkResult",
        not_loaded: "NVJITLINK_ERROR_INTERNAL",
        missing: "NVJITLINK_ERROR_INTERNAL",
    },
    Library {
        feature: "nvml",
        title: "NVML",
        header: "nvml.h",
        switch: "CUDA_RAW_SYS_NVML",
        prefixes: &["nvml", "NVML"],
        cu12_folder: "nvml_dev",
        cu12_package: "nvidia-nvml-dev-cu12",
        cu13_package: "nvidia-nvml-dev",
        wheel_version_is_cuda: true,
        unix_file: "libnvidia-ml.so.1",
        windows_file: "nvml.dll",
        windows_import: "nvml.lib",
        major_from: Major::None,
        with_driver: true,
        loader: "Nvml",
        status: "nvmlReturn_t",
        not_loaded: "NVML_ERROR_LIBRARY_NOT_FOUND",
        missing: "NVML_ERROR_FUNCTION_NOT_FOUND",
    },
    Library {
        feature: "curand",
        title: "cuRAND",
        header: "curand.h",
        switch: "CUDA_RAW_SYS_CURAND",
        prefixes: &["curand", "CURAND"],
        cu12_folder: "curand",
        cu12_package: "nvidia-curand-cu12",
        cu13_package: "nvidia-curand",
        wheel_version_is_cuda: false,
        unix_file: "libcurand.so.{major}",
        windows_file: "curand64_{major}.dll",
        windows_import: "curand.lib",
        major_from: Major::Macro("CURAND_VER_MAJOR"),
        with_driver: false,
        loader: "Curand",
        status: "curandStatus_t",
        not_loaded: "CURAND_STATUS_INITIALIZATION_FAILED",
        // "The header and the linked library versions do not match".
        missing: "CURAND_STATUS_VERSION_MISMATCH",
    },
];

/// The library a C name belongs to, among the further ones; `None` for the
/// driver's and the runtime's names.
pub fn library_of(name: &str) -> Option<&'static Library> {
    LIBRARIES
        .iter()
        .find(|library| library.prefixes.iter().any(|p| name.starts_with(p)))
}

/// Whether a name is one the bindings keep: the driver's and runtime's `cu`,
/// `CU`, or a further library's prefix.
pub fn is_bound_prefix(name: &str) -> bool {
    name.starts_with("cu") || name.starts_with("CU") || library_of(name).is_some()
}

impl Library {
    /// The file the system loader knows the library by, on the target.
    pub fn file_name(&self, windows: bool, major: Option<u32>) -> String {
        let pattern = if windows {
            self.windows_file
        } else {
            self.unix_file
        };
        pattern.replace("{major}", &major.map(|m| m.to_string()).unwrap_or_default())
    }

    /// "`pip install nvidia-cuda-nvrtc-cu12==12.6.*`", for messages.
    fn pip_install(&self, cuda_version: u32) -> String {
        let major = cuda_version / 1000;
        let minor = cuda_version % 1000 / 10;
        let package = if major >= 13 {
            self.cu13_package
        } else {
            self.cu12_package
        };
        if self.wheel_version_is_cuda {
            format!("`pip install {package}=={major}.{minor}.*`")
        } else {
            format!("`pip install {package}` (the release that came with CUDA {major}.{minor})")
        }
    }
}

/// The libraries whose features are on.
pub fn enabled(env: &BuildEnv) -> Vec<&'static Library> {
    LIBRARIES
        .iter()
        .filter(|library| env.library_features.iter().any(|f| f == library.feature))
        .collect()
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
}

/// Finds every enabled library's header, and its library file; adds the
/// header folders to the toolkit's include folders (so that bindgen, the
/// preprocessor, the ABI probe and dependents all read them).
pub fn find(
    env: &BuildEnv,
    toolkit: &mut Toolkit,
    libcuda: Option<&Path>,
) -> Result<Vec<Found>, BuildError> {
    let mut found = Vec::new();
    for library in enabled(env) {
        let include_dir = header_dir(toolkit, library)?;
        if !toolkit.include_dirs.contains(&include_dir) {
            toolkit.include_dirs.push(include_dir.clone());
        }
        let major = match library.major_from {
            Major::Cuda => Some(toolkit.cuda_version / 1000),
            Major::Macro(name) => header_macro(&include_dir.join(library.header), name),
            Major::None => None,
        };
        let windows = env.target_os == "windows";
        let file_names = [
            library.file_name(false, major),
            library.file_name(true, major),
        ];
        let file_name = &file_names[usize::from(windows)];
        let file = library_file(env, toolkit, library, file_name, libcuda);
        let file = match file {
            Ok(file) => Some(file),
            Err(_) if env.dynamic_loading => None,
            Err(probed) => return Err(library_missing(env, toolkit, library, file_name, probed)),
        };
        found.push(Found {
            library,
            include_dir,
            file,
            file_names,
        });
    }
    Ok(found)
}

/// The cu12 wheels' folder of a component beside the toolkit's:
/// `.../nvidia/cuda_runtime` gives `.../nvidia/cuda_nvrtc`.
fn wheel_sibling(toolkit: &Toolkit, library: &Library) -> Option<PathBuf> {
    let nvidia = toolkit.root.parent()?;
    (nvidia.file_name()? == "nvidia").then(|| nvidia.join(library.cu12_folder))
}

fn header_dir(toolkit: &Toolkit, library: &'static Library) -> Result<PathBuf, BuildError> {
    let mut places: Vec<PathBuf> = toolkit.include_dirs.clone();
    places.extend(wheel_sibling(toolkit, library).map(|dir| dir.join("include")));
    let mut probed = Vec::new();
    for dir in places {
        if dir.join(library.header).is_file() {
            return Ok(dir);
        }
        probed.push(Probe::new(
            library.header,
            Some(dir),
            format!("no {}", library.header),
        ));
    }
    Err(BuildError {
        what: format!(
            "feature `{}` is on, but {} was found beside no CUDA {} headers",
            library.feature,
            library.header,
            crate::version::dotted(toolkit.cuda_version)
        ),
        fix: format!(
            "install {}'s headers beside the toolkit ({} in the environment \
             whose wheels the build uses, or the toolkit's {} component), or turn feature `{}` off",
            library.title,
            library.pip_install(toolkit.cuda_version),
            library.title,
            library.feature
        ),
        probed,
        detail: Some(format!(
            "the toolkit: {} ({})",
            toolkit.root.display(),
            toolkit.found_by
        )),
        install: None,
    })
}

/// The library file: in the toolkit's library folders and the component's
/// wheel folder, or with the driver for NVML; never in `stubs/`. The error
/// lists where it looked.
fn library_file(
    env: &BuildEnv,
    toolkit: &Toolkit,
    library: &Library,
    file_name: &str,
    libcuda: Option<&Path>,
) -> Result<PathBuf, Vec<Probe>> {
    let windows = env.target_os == "windows";
    let mut dirs: Vec<PathBuf> = Vec::new();
    if library.with_driver {
        dirs.extend(libcuda.and_then(Path::parent).map(Path::to_path_buf));
        dirs.extend(env.path(crate::link::LIBCUDA_VARIABLE));
        dirs.extend(crate::link::driver_dirs(env));
    }
    dirs.extend(toolkit.lib_dirs.iter().cloned());
    if let Some(dir) = toolkit.dll_dir.as_ref().filter(|_| windows) {
        dirs.push(dir.clone());
    }
    dirs.extend(wheel_sibling(toolkit, library).map(|dir| dir.join("lib")));
    // Windows links the import library.
    let name = if windows {
        library.windows_import
    } else {
        file_name
    };
    let mut seen = std::collections::HashSet::new();
    dirs.retain(|dir| !dir.ends_with("stubs") && seen.insert(dir.clone()));
    let mut probed = Vec::new();
    for dir in &dirs {
        let file = dir.join(name);
        if !file.is_file() {
            probed.push(Probe::new(
                library.title,
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

fn library_missing(
    env: &BuildEnv,
    toolkit: &Toolkit,
    library: &Library,
    file_name: &str,
    probed: Vec<Probe>,
) -> BuildError {
    let package = if library.with_driver {
        "install the NVIDIA driver (without a GPU, Debian's non-free libnvidia-ml1, unpacked as \
         scripts/provision.sh does)"
            .to_owned()
    } else {
        library.pip_install(toolkit.cuda_version)
    };
    BuildError {
        what: format!(
            "feature `{}` is on, but {file_name} was found nowhere to link against",
            library.feature
        ),
        fix: format!(
            "{package}, or build with feature `dynamic-loading` to load {} at run time",
            library.title
        ),
        probed,
        detail: (env.target_os != "windows").then(|| {
            "a `stubs/` library is never linked: it only answers that the real one is missing"
                .to_owned()
        }),
        install: None,
    }
}

/// The number a header `#define`s `name` as.
fn header_macro(header: &Path, name: &str) -> Option<u32> {
    let text = std::fs::read_to_string(header).ok()?;
    text.lines().find_map(|line| {
        let rest = line.trim_start().strip_prefix("#define")?.trim_start();
        let value = rest.strip_prefix(name)?;
        value.trim().parse().ok()
    })
}

/// Link lines for the found libraries (the linked mode).
pub fn emit_links(found: &[Found]) {
    for library in found {
        if let Some(file) = &library.file {
            crate::link::link_file(file);
        }
    }
}

/// `modules.rs`: for each enabled library, a module re-exporting its items
/// (functions, types, constants, C macro names), which also stay at the
/// crate's root as in C's one namespace.
pub fn modules(found: &[Found], names: impl Iterator<Item = String> + Clone) -> String {
    let mut text = String::new();
    for library in found.iter().map(|found| found.library) {
        let mut items: Vec<String> = names
            .clone()
            .filter(|name| library_of(name).is_some_and(|of| of.feature == library.feature))
            .collect();
        items.sort();
        items.dedup();
        text.push_str(&format!(
            "/// {}'s items ({}), also at the crate's root: `use cuda_raw_sys::{}::*` brings \
             exactly these.\n#[allow(unused_imports)]\npub mod {} {{\n    pub use crate::{{{}}};\n}}\n",
            library.title,
            library.header,
            library.feature,
            library.feature,
            items.join(", ")
        ));
    }
    text
}
