//! Finding the CUDA headers and the libcudart to link, for the target.
//!
//! The search order is the README's (*Finding the toolkit*): rows 1 and 2
//! are the explicit settings (explicit.rs), rows 3 to 9 the places a toolkit
//! may be without one (implicit.rs); each candidate root is examined by
//! examine.rs. What they pass around (a candidate, the toolkit, the problem
//! that rules a root out) is candidate.rs's, which imports none of them.
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

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_TOOLKIT};
use crate::version::dotted;
use std::path::PathBuf;

mod candidate;
mod examine;
mod explicit;
mod implicit;

pub use candidate::{Toolkit, INCLUDE_VARIABLE, LIB_VARIABLE, ROOT_VARIABLES};
use candidate::{Candidate, Problem, MINIMUM_CUDA_VERSION};

use examine::*;
use explicit::*;
use implicit::*;

/// Whether a variable names the toolkit: then a toolkit not found there is
/// an error naming it, never a fall-through to the snapshot.
pub fn explicitly_named(env: &BuildEnv) -> bool {
    [INCLUDE_VARIABLE, LIB_VARIABLE]
        .into_iter()
        .map(str::to_owned)
        .chain(root_variables(env))
        .any(|name| env.lookup(&name).is_some())
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

/// Follows the leads in order: the first usable root wins.
fn search(env: &BuildEnv, leads: Vec<Lead>) -> Result<Toolkit, BuildError> {
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

fn not_found(
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
