//! Finding the CUDA headers and the libcudart to link, for the target.
//!
//! The search order is the README's (*Finding the toolkit*): rows 1 and 2
//! are the explicit settings (explicit.rs), rows 3 to 9 the places a toolkit
//! may be without one (implicit.rs); each candidate root is examined by
//! examine.rs.
//!
//! Rows 1 and 2 are explicit: the setting decides, and a wrong one is an
//! error naming it, never a fall-through. CUDA_INCLUDE_DIR without
//! CUDA_LIB_DIR (or the reverse) is an error. Any further explicit setting
//! that is overruled (a second root variable pointing elsewhere, a root
//! variable beside the pair) is announced with a cargo warning.
//!
//! Rows 3 to 9 are searched in turn; the first usable root wins, and the log
//! names the other roots that hold cuda.h. A root holding cuda.h that cannot
//! be used (older than 12.0, no `crt/`, no libcudart, libcudart for another
//! architecture) is passed over with a cargo warning that says what would
//! complete it; when no root is usable, the error is about the first such one.
//!
//! Inside a root, headers are in `include/` or `targets/<arch>-linux/include/`
//! (`sbsa-linux` or `aarch64-linux` for aarch64), libraries in `lib64/`,
//! `lib/` or `lib/<triple>/` of either. NVIDIA's wheels install a root per
//! CUDA major from 13 on (`nvidia/cu13`, newest first), and before that the
//! split `nvidia/cuda_runtime`, which `nvidia/cuda_nvcc/include` completes
//! with the `crt/` that cuda_runtime_api.h includes; that sibling is added to
//! any root or CUDA_INCLUDE_DIR ending in `nvidia/cuda_runtime`.
//!
//! A Windows target reads the same roots (plus the installer's
//! `CUDA_PATH_V13_0`-style variables) with headers in `include/`, the import
//! libraries in `lib/x64/` (`cudart.lib`, `cudart_static.lib`) and
//! `cudart64_<major>.dll` in `bin/`, `bin/x64/` or the wheels' `bin/x86_64/`.
//! A cross build skips the host's `nvcc` and `python3`.
//!
//! libcuda is found separately, by link.rs.

use crate::elf;
use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_TOOLKIT};
use crate::version::{dotted, numeric_version};
use crate::wheels::{
    self, cccl_include, cu12_nvcc_include, cu12_nvcc_sibling, is_wheel_root, python_site_packages,
    venv_site_packages, wheel_roots, CCCL_HEADER, CRT_HEADER,
};
use std::path::{Path, PathBuf};

mod examine;
mod explicit;
mod implicit;

use examine::*;
use explicit::*;
use implicit::*;

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

/// Whether a variable names the toolkit: then a toolkit not found there is
/// an error naming it, never a fall-through to the snapshot.
pub fn explicitly_named(env: &BuildEnv) -> bool {
    [INCLUDE_VARIABLE, LIB_VARIABLE]
        .into_iter()
        .map(str::to_owned)
        .chain(root_variables(env))
        .any(|name| env.lookup(&name).is_some())
}

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

pub fn toolkit(env: &BuildEnv) -> Result<Toolkit, BuildError> {
    if let Some(candidate) = explicit(env)? {
        let toolkit =
            examine(env, &candidate).map_err(|problem| explicit_error(env, &candidate, problem))?;
        env.log(format_args!(
            "using CUDA {} at {} ({})",
            dotted(toolkit.cuda_version),
            toolkit.root.display(),
            toolkit.found_by
        ));
        return Ok(toolkit);
    }
    let unset = [INCLUDE_VARIABLE.to_owned(), LIB_VARIABLE.to_owned()]
        .into_iter()
        .chain(root_variables(env))
        .map(|name| Err(Probe::new(name, None, "not set")));
    search(env, unset.chain(implicit_leads(env)).collect())
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
    fn implicit(source: impl Into<String>, root: PathBuf) -> Self {
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
    fn absent(found: impl Into<String>) -> Self {
        Problem {
            found: found.into(),
            has_headers: false,
            remedy: None,
            details: Vec::new(),
        }
    }

    fn headers(found: impl Into<String>) -> Self {
        Problem {
            has_headers: true,
            ..Problem::absent(found)
        }
    }
}

/// Follows the leads in order: the first usable root wins.
pub(super) fn search(env: &BuildEnv, leads: Vec<Lead>) -> Result<Toolkit, BuildError> {
    let mut probed = Vec::new();
    let mut examined: Vec<PathBuf> = Vec::new();
    let mut chosen: Option<Toolkit> = None;
    let mut passed_over: Vec<(Candidate, Problem)> = Vec::new();
    for lead in leads {
        let candidate = match lead {
            Ok(candidate) => candidate,
            Err(probe) => {
                probed.push(probe);
                continue;
            }
        };
        // nvcc on PATH often lives in /usr/local/cuda; a VIRTUAL_ENV's python
        // is usually the python3 on PATH.
        let place = candidate
            .root
            .canonicalize()
            .unwrap_or_else(|_| candidate.root.clone());
        if examined.contains(&place) {
            continue;
        }
        examined.push(place);
        match examine(env, &candidate) {
            Ok(toolkit) => match &mut chosen {
                None => chosen = Some(toolkit),
                Some(chosen) => chosen.also_seen.push((candidate.source, candidate.root)),
            },
            Err(problem) => match &mut chosen {
                Some(chosen) if problem.has_headers => {
                    chosen.also_seen.push((candidate.source, candidate.root))
                }
                Some(_) => {}
                None => {
                    probed.push(Probe::new(
                        candidate.source.clone(),
                        Some(candidate.root.clone()),
                        problem.found.clone(),
                    ));
                    if problem.has_headers {
                        passed_over.push((candidate, problem));
                    }
                }
            },
        }
    }

    let Some(toolkit) = chosen else {
        return Err(not_found(env, probed, passed_over));
    };
    for (candidate, problem) in &passed_over {
        let remedy = problem
            .remedy
            .as_ref()
            .map(|remedy| format!(" (to use it: {remedy})"))
            .unwrap_or_default();
        env.warn(format!(
            "passed over the CUDA install at {} ({}): {}{remedy}; using {} ({}) instead",
            candidate.root.display(),
            candidate.source,
            problem.found,
            toolkit.root.display(),
            toolkit.found_by
        ));
    }
    let also: Vec<String> = toolkit
        .also_seen
        .iter()
        .map(|(source, root)| format!("{} ({source})", root.display()))
        .collect();
    env.log(format_args!(
        "using CUDA {} at {} ({}); also seen, not used: {}",
        dotted(toolkit.cuda_version),
        toolkit.root.display(),
        toolkit.found_by,
        if also.is_empty() {
            "none".to_owned()
        } else {
            also.join(", ")
        }
    ));
    Ok(toolkit)
}

pub(super) fn not_found(
    env: &BuildEnv,
    mut probed: Vec<Probe>,
    passed_over: Vec<(Candidate, Problem)>,
) -> BuildError {
    let mut passed_over = passed_over.into_iter();
    let Some((first, problem)) = passed_over.next() else {
        return BuildError {
            what: "could not find the CUDA headers (cuda.h and cuda_runtime_api.h)".into(),
            fix: "set CUDA_PATH to the toolkit root (the directory holding include/cuda.h), \
                  or install NVIDIA's wheels into the active virtualenv"
                .into(),
            probed,
            detail: None,
            install: Some(INSTALL_TOOLKIT),
        };
    };
    probed.extend(problem.details);
    for (_, problem) in passed_over {
        probed.extend(problem.details);
    }
    BuildError {
        what: format!(
            "the CUDA install found at {} ({}) cannot be used: {}",
            first.root.display(),
            first.source,
            problem.found
        ),
        fix: problem.remedy.unwrap_or_else(|| {
            format!(
                "set CUDA_PATH to the root of a complete CUDA {}+ toolkit for {}",
                dotted(MINIMUM_CUDA_VERSION),
                env.target_arch
            )
        }),
        probed,
        detail: None,
        install: Some(INSTALL_TOOLKIT),
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
