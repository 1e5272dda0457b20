//! Finding the CUDA headers and the libcudart to link, for the target.
//!
//! Search order (the README's table is this one):
//!
//! | # | source                                        | what is looked at                                                         |
//! |---|-----------------------------------------------|---------------------------------------------------------------------------|
//! | 1 | `CUDA_INCLUDE_DIR` with `CUDA_LIB_DIR`        | a split install: the folders holding cuda.h and libcudart; both or none   |
//! | 2 | `CUDA_PATH`, `CUDA_HOME`, `CUDA_ROOT`, `CUDA_TOOLKIT_ROOT_DIR` | the toolkit root; the first one set decides              |
//! | 3 | `VIRTUAL_ENV`                                 | NVIDIA's wheels in its `lib/python3.*/site-packages/nvidia/`              |
//! | 4 | `CONDA_PREFIX`                                | the conda environment as a root (`targets/<arch>-linux/`, `include/`, `lib/`) |
//! | 5 | `nvcc` on `PATH`                              | its grandparent folder, symlinks resolved                                 |
//! | 6 | `/usr/local/cuda`, `/opt/cuda`                | without `/usr/local/cuda`: every `/usr/local/cuda-X.Y`, newest first      |
//! | 7 | `python3` on `PATH`                           | NVIDIA's wheels in its `site.getsitepackages()` and user site-packages    |
//! | 8 | pkg-config `cuda`, then `cudart`              | the parent of the include folder holding cuda.h                           |
//! | 9 | `/usr`                                        | distribution packages (`/usr/include`, `/usr/lib/<triple>`)               |
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
    self, cu12_nvcc_include, cu12_nvcc_sibling, is_wheel_root, python_site_packages,
    venv_site_packages, wheel_roots, CRT_HEADER,
};
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

/// NVIDIA's Windows installer also sets `CUDA_PATH_V13_0` and the like, one
/// per installed version: after the plain ones, newest first.
fn root_variables(env: &BuildEnv) -> Vec<String> {
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

/// A split install: headers and libraries named separately.
pub const INCLUDE_VARIABLE: &str = "CUDA_INCLUDE_DIR";
pub const LIB_VARIABLE: &str = "CUDA_LIB_DIR";

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
struct Candidate {
    source: String,
    root: PathBuf,
    /// CUDA_INCLUDE_DIR and CUDA_LIB_DIR: the folders themselves, not a root's layout.
    given: Option<GivenDirs>,
    /// An explicit setting, as the user wrote it (`CUDA_PATH=/opt/x`).
    setting: Option<String>,
}

struct GivenDirs {
    include_dirs: Vec<PathBuf>,
    lib_dirs: Vec<PathBuf>,
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
struct Problem {
    /// For the probe line: what was found there instead.
    found: String,
    /// cuda.h was there: an unusable install, not an absent one.
    has_headers: bool,
    /// The one thing that completes it, where there is one.
    remedy: Option<String>,
    /// The folders examined inside the root, with what each held.
    details: Vec<Probe>,
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

/// Rows 1 and 2: `Ok(None)` when nothing explicit is set.
fn explicit(env: &BuildEnv) -> Result<Option<Candidate>, BuildError> {
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
fn path_list(value: &std::ffi::OsStr) -> Vec<PathBuf> {
    std::env::split_paths(value)
        .filter(|path| !path.as_os_str().is_empty())
        .collect()
}

fn same_place(a: &Path, b: &Path) -> bool {
    a == b
        || matches!(
            (a.canonicalize(), b.canonicalize()),
            (Ok(a), Ok(b)) if a == b
        )
}

fn explicit_error(env: &BuildEnv, candidate: &Candidate, problem: Problem) -> BuildError {
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

/// What a source yields: a root to examine, or what it found instead.
type Lead = Result<Candidate, Probe>;

/// Rows 3 to 9, in order.
fn implicit_leads(env: &BuildEnv) -> Vec<Lead> {
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
            match pkg_config_root(module) {
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
fn host_only(env: &BuildEnv) -> String {
    format!(
        "skipped: it is the host's ({}), and this build is for {}; set CUDA_PATH to a toolkit for the target",
        env.host, env.target
    )
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

/// Checks one candidate root; the error says what was found there instead.
fn examine(env: &BuildEnv, candidate: &Candidate) -> Result<Toolkit, Problem> {
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
                        "does not exist (nvidia-cuda-nvcc-cu12 installs it)".to_owned()
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

/// The first libcudart in `lib_dirs` built for the target.
fn find_cudart(
    env: &BuildEnv,
    candidate: &Candidate,
    lib_dirs: &[PathBuf],
    cudart_version: u32,
    version: &str,
) -> Result<PathBuf, Problem> {
    let versioned = format!("libcudart.so.{}", cudart_version / 1000);
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
fn cudart_dll_dir(root: &Path, cudart_version: u32) -> Option<PathBuf> {
    let dll = format!("cudart64_{}.dll", cudart_version / 1000);
    ["bin", "bin/x64", "bin/x86_64"]
        .iter()
        .map(|dir| root.join(dir))
        .find(|dir| dir.join(&dll).is_file())
}

/// What provides `crt/` for this kind of install and this CUDA version.
fn crt_remedy(candidate: &Candidate, cuda_version: u32) -> String {
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

/// `/usr/local/cuda-X.Y`, newest first (12.10 before 12.9).
fn versioned_roots(usr_local: &Path) -> Vec<PathBuf> {
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

/// The root itself, then NVIDIA's cross layouts (`targets/x86_64-linux`, `targets/sbsa-linux`, ...).
fn layouts<'a>(env: &'a BuildEnv, root: &'a Path) -> impl Iterator<Item = PathBuf> + 'a {
    std::iter::once(root.to_path_buf()).chain(
        target_layouts(env)
            .iter()
            .map(|t| root.join("targets").join(t)),
    )
}

fn target_layouts(env: &BuildEnv) -> &'static [&'static str] {
    if env.target_os != "linux" {
        return &[];
    }
    match env.target_arch.as_str() {
        "aarch64" => &["sbsa-linux", "aarch64-linux"],
        "x86_64" => &["x86_64-linux"],
        _ => &[],
    }
}

fn nvcc_root(env: &BuildEnv) -> Result<PathBuf, String> {
    let nvcc = env.on_path("nvcc")?;
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

fn display_list(paths: &[PathBuf]) -> String {
    if paths.is_empty() {
        return "none".into();
    }
    paths
        .iter()
        .map(|path| path.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
