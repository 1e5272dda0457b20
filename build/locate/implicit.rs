//! Rows 3 to 9 of the search: where a toolkit may be without a setting.

use super::candidate::{display_list, Candidate};
use crate::env::BuildEnv;
use crate::error::Probe;
use crate::version::numeric_version;
use crate::wheels::{python_site_packages, venv_site_packages, wheel_roots};
use std::path::{Path, PathBuf};

/// What a source yields: a root to examine, or what it found instead.
pub(super) type Lead = Result<Candidate, Probe>;

/// Rows 3 to 9, in order.
pub(super) fn implicit_leads(env: &BuildEnv) -> Vec<Lead> {
    let mut leads: Vec<Lead> = Vec::new();

    match env.plain_path("VIRTUAL_ENV") {
        Some(venv) => {
            let sites = venv_site_packages(&venv);
            let roots: Vec<PathBuf> = sites.iter().flat_map(|site| wheel_roots(site)).collect();
            if roots.is_empty() {
                leads.push(Err(Probe::new(
                    "VIRTUAL_ENV",
                    Some(venv),
                    "no nvidia/cu*/ or nvidia/cuda_runtime/ in lib/python3.*/site-packages",
                )));
            }
            leads.extend(
                roots
                    .into_iter()
                    .map(|root| Ok(Candidate::implicit("VIRTUAL_ENV wheels", root))),
            );
        }
        None => leads.push(Err(Probe::new("VIRTUAL_ENV", None, "not set"))),
    }

    leads.push(match env.plain_path("CONDA_PREFIX") {
        Some(prefix) => Ok(Candidate::implicit("CONDA_PREFIX", prefix)),
        None => Err(Probe::new("CONDA_PREFIX", None, "not set")),
    });

    leads.push(match nvcc_root(env) {
        _ if env.is_cross() => Err(Probe::new("nvcc on PATH", None, host_only(env))),
        Ok(root) => Ok(Candidate::implicit("nvcc on PATH", root)),
        Err(found) => Err(Probe::new("nvcc on PATH", None, found)),
    });

    let usr_local_cuda = env.system_path("/usr/local/cuda");
    if usr_local_cuda.exists() {
        leads.push(Ok(Candidate::implicit("default location", usr_local_cuda)));
    } else {
        leads.push(Err(Probe::new(
            "default location",
            Some(usr_local_cuda),
            "does not exist",
        )));
        let versioned = versioned_roots(&env.system_path("/usr/local"));
        if versioned.is_empty() {
            leads.push(Err(Probe::new(
                "default location",
                Some(env.system_path("/usr/local/cuda-X.Y")),
                "none",
            )));
        }
        leads.extend(
            versioned
                .into_iter()
                .map(|root| Ok(Candidate::implicit("newest /usr/local/cuda-X.Y", root))),
        );
    }
    leads.push(Ok(Candidate::implicit(
        "default location",
        env.system_path("/opt/cuda"),
    )));

    match python_site_packages(env) {
        _ if env.is_cross() => leads.push(Err(Probe::new("python3 on PATH", None, host_only(env)))),
        Ok(sites) => {
            let roots: Vec<PathBuf> = sites.iter().flat_map(|site| wheel_roots(site)).collect();
            if roots.is_empty() {
                leads.push(Err(Probe::new(
                    "python3 on PATH",
                    None,
                    format!(
                        "no nvidia/cu*/ or nvidia/cuda_runtime/ in its site-packages ({})",
                        display_list(&sites)
                    ),
                )));
            }
            leads.extend(
                roots
                    .into_iter()
                    .map(|root| Ok(Candidate::implicit("python3 on PATH (site-packages)", root))),
            );
        }
        Err(found) => leads.push(Err(Probe::new("python3 on PATH", None, found))),
    }

    // pkg-config reads its own environment and the real /usr, which a
    // fixture cannot redirect: it is asked only in a real build.
    for module in ["cuda", "cudart"] {
        let source = format!("pkg-config {module}");
        leads.push(if !env.is_real_system() {
            Err(Probe::new(
                source,
                None,
                "skipped under a fixture system root",
            ))
        } else {
            match pkg_config_root(env, module) {
                Ok(root) => Ok(Candidate::implicit(source, root)),
                Err(found) => Err(Probe::new(source, None, found)),
            }
        });
    }
    leads.push(Ok(Candidate::implicit(
        "default location",
        env.system_path("/usr"),
    )));
    leads
}

/// Why a host-only place (the host's nvcc, the host's python3) is skipped.
pub(super) fn host_only(env: &BuildEnv) -> String {
    format!(
        "skipped: it is the host's ({}), and this build is for {}; set CUDA_PATH to a toolkit for the target",
        env.host, env.target
    )
}

/// `/usr/local/cuda-X.Y`, newest first (12.10 before 12.9).
pub(super) fn versioned_roots(usr_local: &Path) -> Vec<PathBuf> {
    let mut roots: Vec<(Vec<u32>, PathBuf)> = std::fs::read_dir(usr_local)
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let name = entry.file_name();
            let version = numeric_version(name.to_str()?.strip_prefix("cuda-")?)?;
            entry.path().is_dir().then(|| (version, entry.path()))
        })
        .collect();
    roots.sort_by(|a, b| b.0.cmp(&a.0));
    roots.into_iter().map(|(_, root)| root).collect()
}

pub(super) fn nvcc_root(env: &BuildEnv) -> Result<PathBuf, String> {
    let nvcc = env.on_path("nvcc")?;
    // Resolve /usr/bin/nvcc -> /usr/local/cuda-13.0/bin/nvcc style links.
    let nvcc = nvcc.canonicalize().unwrap_or(nvcc);
    nvcc.parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{} has no grandparent directory", nvcc.display()))
}

pub(super) fn pkg_config_root(env: &BuildEnv, module: &str) -> Result<PathBuf, String> {
    let library = pkg_config::Config::new()
        .cargo_metadata(false)
        .env_metadata(env.is_build_script())
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
