//! Expected build failures, reported in the order a user acts on them:
//! what failed, the one setting that fixes it, what was probed, how to install.

use crate::env::BuildEnv;
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// One place the build looked, and what it found there.
pub struct Probe {
    pub source: String,
    pub path: Option<PathBuf>,
    pub found: String,
}

impl Probe {
    pub fn new(source: impl Into<String>, path: Option<PathBuf>, found: impl Into<String>) -> Self {
        Probe {
            source: source.into(),
            path,
            found: found.into(),
        }
    }
}

pub struct BuildError {
    /// What failed; the report adds that the build cannot go on.
    pub what: String,
    /// The one setting that fixes it.
    pub fix: String,
    pub probed: Vec<Probe>,
    /// Tool output worth quoting (clang diagnostics, clang-sys's search).
    pub detail: Option<String>,
    /// How to install the missing piece, where one is missing.
    pub install: Option<&'static str>,
}

pub const INSTALL_TOOLKIT: &str = "\
Debian/Ubuntu: NVIDIA's CUDA repository, `apt install cuda-toolkit-13-0` (or any 11.4 or newer);
Fedora/RHEL: `dnf install cuda-toolkit`; Arch: `pacman -S cuda`;
conda: `conda install -c conda-forge cuda-cudart-dev cuda-crt-dev` into the active environment;
headers only, any Linux, into the active virtualenv (found there without CUDA_PATH):
CUDA 13 `pip install nvidia-cuda-runtime nvidia-cuda-crt`,
CUDA 12 `pip install nvidia-cuda-runtime-cu12 nvidia-cuda-nvcc-cu12`,
CUDA 11 `pip install nvidia-cuda-runtime-cu11 nvidia-cuda-nvcc-cu11`.";

pub const INSTALL_LIBCLANG: &str = "\
Debian/Ubuntu: `apt install libclang-dev` (or `libclang1-<version>`; libclang-cpp is not libclang);
Fedora/RHEL: `dnf install clang-devel`; Arch: `pacman -S clang`;
or point LIBCLANG_PATH at a directory holding libclang.so.";

/// A build script's `main`: runs `run` with what cargo set, and on an
/// expected failure prints its report once and exits with status 1, with no
/// panic backtrace.
pub fn run_build_script(run: impl FnOnce(&BuildEnv) -> Result<(), BuildError>) {
    let env = BuildEnv::from_cargo();
    if let Err(error) = run(&env) {
        eprintln!("{}", error.report(&env));
        std::process::exit(1);
    }
}

impl BuildError {
    /// What failed, and the one setting that fixes it.
    pub fn new(what: impl Into<String>, fix: impl Into<String>) -> Self {
        BuildError {
            what: what.into(),
            fix: fix.into(),
            probed: Vec::new(),
            detail: None,
            install: None,
        }
    }

    /// The places looked at, in order.
    pub fn probed(mut self, probed: impl IntoIterator<Item = Probe>) -> Self {
        self.probed.extend(probed);
        self
    }

    pub fn detail(mut self, detail: impl Into<String>) -> Self {
        self.detail = Some(detail.into());
        self
    }

    pub fn install(mut self, how: &'static str) -> Self {
        self.install = Some(how);
        self
    }

    /// A variable set to a value the build does not understand.
    pub fn invalid_setting(variable: &str, value: &str) -> Self {
        BuildError::new(
            format!("{variable}={value:?} is neither 0 nor 1"),
            format!(
                "set {variable} to 1 (link libcudart_static.a) or 0 (link libcudart.so), \
                 or unset it to follow the static-cudart feature"
            ),
        )
    }

    pub fn write_failed(path: &Path, error: std::io::Error) -> Self {
        BuildError::new(
            format!("could not write {}: {error}", path.display()),
            "make the target directory writable (or set CARGO_TARGET_DIR)",
        )
    }

    /// bindgen (libclang) could not parse the headers: clang's first error,
    /// and the fix it points to.
    pub fn headers_unparsed(
        cuda_version: &str,
        include_dirs: &[PathBuf],
        clang_said: &str,
    ) -> Self {
        let first_error = clang_said
            .lines()
            .find(|line| line.contains("error:"))
            .unwrap_or(clang_said.lines().next().unwrap_or_default())
            .trim()
            .to_owned();
        let missing_file = first_error
            .split("fatal error: '")
            .nth(1)
            .and_then(|rest| rest.split('\'').next());
        let fix = match missing_file {
            Some(file) => format!(
                "set CUDA_PATH to a complete CUDA toolkit: the headers include {file}, which none of the include folders holds"
            ),
            None => "set CUDA_PATH to a complete, unmodified CUDA toolkit".into(),
        };
        BuildError::new(
            format!("bindgen could not parse the CUDA {cuda_version} headers: {first_error}"),
            fix,
        )
        .probed(
            include_dirs
                .iter()
                .map(|dir| Probe::new("include folder", Some(dir.clone()), "passed to clang")),
        )
        .detail(format!("clang said:\n{clang_said}"))
        .install(INSTALL_TOOLKIT)
    }

    /// A bug of this crate's, not the user's: the fix is to report it.
    pub fn bug(what: impl Into<String>) -> Self {
        BuildError::new(
            what,
            "report this as a cuda-raw-sys bug, with the CUDA version",
        )
    }

    pub fn report(&self, env: &BuildEnv) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "error: cuda-raw-sys: {}", self.what);
        let _ = writeln!(out, "The build cannot go on without it.\n");
        let _ = writeln!(out, "Fix: {}\n", self.fix);
        if !self.probed.is_empty() {
            let _ = writeln!(out, "Probed, in order:");
            for probe in &self.probed {
                let place = probe
                    .path
                    .as_ref()
                    .map(|path| format!(" {}", path.display()))
                    .unwrap_or_default();
                let _ = writeln!(out, "  - {}{place}: {}", probe.source, probe.found);
            }
            let _ = writeln!(out);
        }
        if let Some(detail) = &self.detail {
            let _ = writeln!(out, "{}\n", detail.trim_end());
        }
        if let Some(install) = self.install {
            let _ = writeln!(out, "To install:\n{install}\n");
        }
        let settings: Vec<String> = env
            .seen()
            .into_iter()
            .filter_map(|(name, value)| value.map(|v| format!("{name}={}", v.to_string_lossy())))
            .collect();
        if !settings.is_empty() {
            let _ = writeln!(out, "Settings seen: {}", settings.join(", "));
        }
        let _ = write!(
            out,
            "host {}, target {}, cuda-raw-sys {}",
            env.host, env.target, env.crate_version
        );
        out
    }
}
