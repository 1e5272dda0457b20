//! The C preprocessor, run over the same headers bindgen reads: its output is
//! an independent reading of what the headers declare and define.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe};
use crate::locate::Toolkit;
use std::path::Path;

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
/// with the macros bindgen is given too.
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
    for name in env.header_macros() {
        build.define(name, None);
    }
    for flag in flags {
        build.flag(flag);
    }
    for argument in windows_compiler_args(env) {
        build.flag(argument);
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

/// `(name, definition)` of each object-like macro in a `-dM` table
/// (`#define NAME DEFINITION`); function-like macros are left out.
pub fn object_like_macros(macro_table: &str) -> impl Iterator<Item = (&str, &str)> {
    macro_table.lines().filter_map(|line| {
        let rest = line.strip_prefix("#define ")?;
        let (name, definition) = rest.split_once(' ').unwrap_or((rest, ""));
        (!name.contains('(')).then_some((name, definition.trim()))
    })
}

/// Arguments every C run of a Windows build needs (bindgen, libclang, the
/// preprocessor; tests/abi.rs adds the same to the probe):
/// - `-isystem` for the target C compiler's own headers (`mm_malloc.h`, which
///   mingw-w64's `malloc.h` includes): clang's mingw driver does not add
///   gcc's folder, and a libclang loaded from a distribution's library folder
///   may not find its own.
/// - `-w`: crt/host_defines.h defines `__cdecl` empty for any GCC, over
///   mingw's predefined one, and the compilers warn on every run. x86-64
///   Windows has one calling convention, so both mean the same.
///
/// Elsewhere nothing is added. Asked of the compiler once per build.
pub fn windows_compiler_args(env: &BuildEnv) -> Vec<String> {
    static ARGUMENTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    ARGUMENTS.get_or_init(|| ask_windows_compiler(env)).clone()
}

fn ask_windows_compiler(env: &BuildEnv) -> Vec<String> {
    if env.target_os != "windows" {
        return Vec::new();
    }
    let mut arguments = vec!["-w".to_owned()];
    let compiler = cc::Build::new().cargo_metadata(false).get_compiler();
    let asked = compiler
        .to_command()
        .arg("-print-file-name=include")
        .output();
    if let Ok(output) = asked {
        let folder = String::from_utf8_lossy(&output.stdout).trim().to_owned();
        if Path::new(&folder).is_absolute() && Path::new(&folder).is_dir() {
            arguments.extend(["-isystem".to_owned(), folder]);
        }
    }
    arguments
}
