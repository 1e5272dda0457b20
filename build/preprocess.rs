//! The C preprocessor, run over the same headers bindgen reads: its output is
//! an independent reading of what the headers declare and define.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe};
use crate::locate::Toolkit;
use std::path::Path;

/// The macro under which wrapper.h includes cudaTypedefs.h (feature `pfn-typedefs`).
const PFN_TYPEDEFS_SWITCH: &str = "CUDA_RAW_SYS_PFN_TYPEDEFS";

/// The macros wrapper.h's optional headers are switched on by, for this build.
/// bindgen, the preprocessor runs and the ABI probe all read wrapper.h with them.
pub fn wrapper_switches(env: &BuildEnv) -> Vec<&'static str> {
    if env.pfn_typedefs {
        vec![PFN_TYPEDEFS_SWITCH]
    } else {
        Vec::new()
    }
}

/// `wrapper_switches` as compiler flags.
pub fn wrapper_defines(env: &BuildEnv) -> Vec<String> {
    wrapper_switches(env)
        .iter()
        .map(|name| format!("-D{name}"))
        .collect()
}

/// Writes `wrapper.i`, the preprocessed wrapper.h, for the test that counts
/// the headers' functions without bindgen; returns its text.
pub fn wrapper(env: &BuildEnv, toolkit: &Toolkit) -> Result<String, BuildError> {
    let preprocessed = run(env, toolkit, &env.manifest_dir.join("wrapper.h"), &[])?;
    let path = env.out_dir.join("wrapper.i");
    std::fs::write(&path, &preprocessed).map_err(|error| BuildError::write_failed(&path, error))?;
    Ok(preprocessed)
}

/// The headers' macro definitions as the preprocessor leaves them (`-dM`).
pub fn macro_definitions(env: &BuildEnv, toolkit: &Toolkit) -> Result<String, BuildError> {
    run(env, toolkit, &env.manifest_dir.join("wrapper.h"), &["-dM"])
}

/// Runs the C preprocessor the `cc` crate picks (honouring CC and CFLAGS),
/// with wrapper.h's switches for this build.
pub fn run(
    env: &BuildEnv,
    toolkit: &Toolkit,
    file: &Path,
    flags: &[&str],
) -> Result<String, BuildError> {
    // Preprocessing emits no link lines; cc's metadata here is only its
    // rerun-if-env-changed for CC, CFLAGS and their target forms.
    let mut build = cc::Build::new();
    build.file(file).includes(&toolkit.include_dirs);
    for switch in wrapper_switches(env) {
        build.define(switch, None);
    }
    for flag in flags {
        build.flag(flag);
    }
    let expanded = build.try_expand().map_err(|error| BuildError {
        what: format!("the C preprocessor failed on {}", file.display()),
        fix: "set CC to a working C compiler".into(),
        probed: toolkit
            .include_dirs
            .iter()
            .map(|dir| {
                Probe::new(
                    "include folder",
                    Some(dir.clone()),
                    "passed to the compiler",
                )
            })
            .collect(),
        detail: Some(error.to_string()),
        install: "Debian/Ubuntu: `apt install gcc`; Fedora/RHEL: `dnf install gcc`.",
    })?;
    Ok(String::from_utf8_lossy(&expanded).into_owned())
}
