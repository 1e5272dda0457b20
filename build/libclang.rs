//! Loading libclang before bindgen does: bindgen panics when it is missing,
//! while this says what was searched and which setting fixes it.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_LIBCLANG};

pub fn load(env: &BuildEnv) -> Result<(), BuildError> {
    let libclang_path = env.plain_var("LIBCLANG_PATH").map(std::path::PathBuf::from);
    if clang_sys::is_loaded() {
        return Ok(());
    }
    clang_sys::load().map_err(|searched| {
        // clang-sys searches only LIBCLANG_PATH when it is set.
        let probed = match libclang_path {
            Some(path) => vec![Probe::new(
                "LIBCLANG_PATH",
                Some(path),
                "no loadable libclang.so, libclang-*.so or libclang.so.* there (libclang-cpp is a different library)",
            )],
            None => vec![
                Probe::new("LIBCLANG_PATH", None, "not set"),
                Probe::new(
                    "clang-sys's defaults (llvm-config, LD_LIBRARY_PATH, /usr/lib*/*, /usr/local/lib*/*)",
                    None,
                    "no loadable libclang.so, libclang-*.so or libclang.so.* (libclang-cpp is a different library)",
                ),
            ],
        };
        BuildError {
            what: "libclang was not found; bindgen needs it to read cuda.h".into(),
            fix: "set LIBCLANG_PATH to the directory holding libclang.so".into(),
            probed,
            detail: Some(format!("clang-sys said: {searched}")),
            install: INSTALL_LIBCLANG,
        }
    })
}
