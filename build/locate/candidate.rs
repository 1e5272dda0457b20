//! What the search hands around: the variables that name a toolkit, a
//! candidate root, and what examining one gives (the toolkit, or the problem
//! that rules it out). The steps of the search (explicit.rs, implicit.rs,
//! examine.rs, and mod.rs, which runs them) all read it; it reads none of them.

use crate::error::Probe;
use std::path::PathBuf;

/// The oldest headers the crate accepts: JetPack 5's CUDA 11.4. The seed
/// calls (cuMemMap from 10.2, external memory from 10.0) are all there. CI
/// builds and tests 11.7 and 11.8 (the oldest and newest CUDA 11 wheels);
/// 11.4 to 11.6 are accepted and never built: unverified.
pub(super) const MINIMUM_CUDA_VERSION: u32 = 11040;

/// Variables that name the toolkit root explicitly, in the order they are honoured.
pub const ROOT_VARIABLES: [&str; 4] = [
    "CUDA_PATH",
    "CUDA_HOME",
    "CUDA_ROOT",
    "CUDA_TOOLKIT_ROOT_DIR",
];

/// A split install: headers and libraries named separately.
pub const INCLUDE_VARIABLE: &str = "CUDA_INCLUDE_DIR";

pub const LIB_VARIABLE: &str = "CUDA_LIB_DIR";

/// The toolkit found: where its headers and libcudart are, and its version.
pub struct Toolkit {
    pub root: PathBuf,
    /// The first holds cuda.h; later ones complete it (the CUDA 12 wheels keep
    /// `crt/host_defines.h`, which cuda_runtime_api.h includes, in
    /// `nvidia/cuda_nvcc/include`). Every one is passed to clang as `-I`, in order.
    pub include_dirs: Vec<PathBuf>,
    /// Directories that exist among the layouts' library folders, in search order.
    pub lib_dirs: Vec<PathBuf>,
    /// The libcudart to link (libcudart_static.a with `static-cudart`), in one
    /// of `lib_dirs`, checked to be built for the target.
    pub cudart: PathBuf,
    /// Windows: the folder holding `cudart64_<major>.dll`, which programs
    /// load at run time (the toolkit's `bin/` or `bin/x64/`, the wheels'
    /// `bin/x86_64/`); `None` elsewhere or when absent.
    pub dll_dir: Option<PathBuf>,
    /// `CUDA_VERSION` from cuda.h, e.g. 13000.
    pub cuda_version: u32,
    /// `CUDART_VERSION` from cuda_runtime_api.h.
    pub cudart_version: u32,
    /// Which probe found it, e.g. "CUDA_PATH" or "VIRTUAL_ENV wheels".
    pub found_by: String,
    /// Roots further down the search order that hold cuda.h too, as
    /// (source, root): logged, never used.
    pub also_seen: Vec<(String, PathBuf)>,
}

/// One root to examine, and where it came from.
pub(super) struct Candidate {
    pub(super) source: String,
    pub(super) root: PathBuf,
    /// CUDA_INCLUDE_DIR and CUDA_LIB_DIR: the folders themselves, not a root's layout.
    pub(super) given: Option<GivenDirs>,
    /// An explicit setting, as the user wrote it (`CUDA_PATH=/opt/x`).
    pub(super) setting: Option<String>,
}

pub(super) struct GivenDirs {
    pub(super) include_dirs: Vec<PathBuf>,
    pub(super) lib_dirs: Vec<PathBuf>,
}

impl Candidate {
    pub(super) fn implicit(source: impl Into<String>, root: PathBuf) -> Self {
        Candidate {
            source: source.into(),
            root,
            given: None,
            setting: None,
        }
    }
}

/// Why a root cannot be used.
pub(super) struct Problem {
    /// For the probe line: what was found there instead.
    pub(super) found: String,
    /// cuda.h was there: an unusable install, not an absent one.
    pub(super) has_headers: bool,
    /// The one thing that completes it, where there is one.
    pub(super) remedy: Option<String>,
    /// The folders examined inside the root, with what each held.
    pub(super) details: Vec<Probe>,
}

impl Problem {
    pub(super) fn absent(found: impl Into<String>) -> Self {
        Problem {
            found: found.into(),
            has_headers: false,
            remedy: None,
            details: Vec::new(),
        }
    }

    pub(super) fn headers(found: impl Into<String>) -> Self {
        Problem {
            has_headers: true,
            ..Problem::absent(found)
        }
    }
}

pub(super) fn display_list(paths: &[PathBuf]) -> String {
    if paths.is_empty() {
        return "none".into();
    }
    paths
        .iter()
        .map(|path| path.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
