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
    pub install: &'static str,
}

pub const INSTALL_TOOLKIT: &str = "\
Debian/Ubuntu: NVIDIA's CUDA repository, `apt install cuda-toolkit-13-0` (or any 12.x/13.x);
Fedora/RHEL: `dnf install cuda-toolkit`; Arch: `pacman -S cuda`;
conda: `conda install -c conda-forge cuda-cudart-dev cuda-crt-dev` into the active environment;
headers only, any Linux, into the active virtualenv (found there without CUDA_PATH):
CUDA 13 `pip install nvidia-cuda-runtime nvidia-cuda-crt`,
CUDA 12 `pip install nvidia-cuda-runtime-cu12 nvidia-cuda-nvcc-cu12`.";

pub const INSTALL_LIBCLANG: &str = "\
Debian/Ubuntu: `apt install libclang-dev` (or `libclang1-<version>`; libclang-cpp is not libclang);
Fedora/RHEL: `dnf install clang-devel`; Arch: `pacman -S clang`;
or point LIBCLANG_PATH at a directory holding libclang.so.";

impl BuildError {
    /// A variable set to a value the build does not understand.
    pub fn invalid_setting(variable: &str, value: &str) -> Self {
        BuildError {
            what: format!("{variable}={value:?} is neither 0 nor 1"),
            fix: format!(
                "set {variable} to 1 (link libcudart_static.a) or 0 (link libcudart.so), \
                 or unset it to follow the static-cudart feature"
            ),
            probed: Vec::new(),
            detail: None,
            install: "",
        }
    }

    pub fn write_failed(path: &Path, error: std::io::Error) -> Self {
        BuildError {
            what: format!("could not write {}: {error}", path.display()),
            fix: "make the target directory writable (or set CARGO_TARGET_DIR)".into(),
            probed: Vec::new(),
            detail: None,
            install: "",
        }
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
        if !self.install.is_empty() {
            let _ = writeln!(out, "To install:\n{}\n", self.install);
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
