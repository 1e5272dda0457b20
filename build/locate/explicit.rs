//! Rows 1 and 2 of the search: the variables that name the toolkit explicitly.

use super::candidate::{
    Candidate, GivenDirs, Problem, INCLUDE_VARIABLE, LIB_VARIABLE, MINIMUM_CUDA_VERSION, ROOT_VARIABLES,
};
use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_TOOLKIT};
use crate::version::dotted;
use std::path::{Path, PathBuf};

/// NVIDIA's Windows installer also sets `CUDA_PATH_V13_0` and the like, one
/// per installed version: after the plain ones, newest first.
pub(super) fn root_variables(env: &BuildEnv) -> Vec<String> {
    let mut names: Vec<String> = ROOT_VARIABLES.iter().map(|name| name.to_string()).collect();
    if env.target_os == "windows" {
        for major in (12..=13).rev() {
            names.extend(
                (0..=9)
                    .rev()
                    .map(|minor| format!("CUDA_PATH_V{major}_{minor}")),
            );
        }
    }
    names
}

/// Rows 1 and 2: `Ok(None)` when nothing explicit is set.
pub(super) fn explicit(env: &BuildEnv) -> Result<Option<Candidate>, BuildError> {
    let include = env.lookup(INCLUDE_VARIABLE);
    let lib = env.lookup(LIB_VARIABLE);
    let roots: Vec<(String, PathBuf)> = root_variables(env)
        .iter()
        .filter_map(|name| env.lookup(name))
        .map(|(key, value)| (key, PathBuf::from(value)))
        .collect();

    match (include, lib) {
        (Some((include_key, include)), Some((lib_key, lib))) => {
            for (key, root) in &roots {
                env.warn(format!(
                    "{key}={} is ignored: {include_key} and {lib_key} are set and take precedence",
                    root.display()
                ));
            }
            let include_dirs = path_list(&include);
            let lib_dirs = path_list(&lib);
            let root = include_dirs
                .first()
                .map(|first| first.parent().unwrap_or(first).to_path_buf())
                .unwrap_or_default();
            Ok(Some(Candidate {
                source: format!("{include_key} and {lib_key}"),
                root,
                setting: Some(format!(
                    "{include_key}={} with {lib_key}={}",
                    include.to_string_lossy(),
                    lib.to_string_lossy()
                )),
                given: Some(GivenDirs {
                    include_dirs,
                    lib_dirs,
                }),
            }))
        }
        (Some((set, value)), None) | (None, Some((set, value))) => {
            let missing = if set.ends_with(INCLUDE_VARIABLE) {
                (LIB_VARIABLE, "the folder holding libcudart.so")
            } else {
                (INCLUDE_VARIABLE, "the folder holding cuda.h")
            };
            Err(BuildError {
                what: format!(
                    "{set} is set but {} is not: a split install needs both, \
                     one for the headers and one for the libraries",
                    missing.0
                ),
                fix: format!(
                    "set {} to {} as well (or unset {set} and set CUDA_PATH to the toolkit root)",
                    missing.0, missing.1
                ),
                probed: vec![
                    Probe::new(set, Some(value.into()), "set"),
                    Probe::new(missing.0, None, "not set"),
                ],
                detail: None,
                install: Some(INSTALL_TOOLKIT),
            })
        }
        (None, None) => {
            let mut roots = roots.into_iter();
            let Some((key, root)) = roots.next() else {
                return Ok(None);
            };
            for (other, path) in roots {
                if !same_place(&root, &path) {
                    env.warn(format!(
                        "{other}={} is ignored: {key}={} is set and takes precedence",
                        path.display(),
                        root.display()
                    ));
                }
            }
            Ok(Some(Candidate {
                setting: Some(format!("{key}={}", root.display())),
                source: key,
                root,
                given: None,
            }))
        }
    }
}

/// A `:`-separated list, empty entries left out.
pub(super) fn path_list(value: &std::ffi::OsStr) -> Vec<PathBuf> {
    std::env::split_paths(value)
        .filter(|path| !path.as_os_str().is_empty())
        .collect()
}

pub(super) fn same_place(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (a.canonicalize(), b.canonicalize()),
            (Ok(a), Ok(b)) if a == b
        )
}

pub(super) fn explicit_error(
    env: &BuildEnv,
    candidate: &Candidate,
    problem: Problem,
) -> BuildError {
    let setting = candidate.setting.as_deref().unwrap_or(&candidate.source);
    let fix = problem.remedy.unwrap_or_else(|| match &candidate.given {
        Some(_) => format!(
            "set {INCLUDE_VARIABLE} to the folder holding cuda.h (then, separated by ':', \
             any folder completing it, such as the one holding crt/) and {LIB_VARIABLE} to the \
             folder holding a libcudart built for {}, or unset both",
            env.target_arch
        ),
        None => format!(
            "set {} to the root of a CUDA {}+ toolkit for {} (the directory holding \
             include/cuda.h and lib64/ or lib/ with libcudart), or unset it",
            candidate.source,
            dotted(MINIMUM_CUDA_VERSION),
            env.target_arch
        ),
    });
    let mut probed = vec![Probe::new(
        candidate.source.clone(),
        Some(candidate.root.clone()),
        problem.found.clone(),
    )];
    probed.extend(problem.details);
    BuildError {
        what: format!("{setting} is not a usable CUDA toolkit: {}", problem.found),
        fix,
        probed,
        detail: None,
        install: Some(INSTALL_TOOLKIT),
    }
}
