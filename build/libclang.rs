//! Loading libclang before bindgen needs it, so that a missing one is an
//! error saying where clang-sys looked, instead of bindgen's panic.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_LIBCLANG};
use crate::locate::multiarch;
use std::path::{Path, PathBuf};

pub fn load(env: &BuildEnv) -> Result<(), BuildError> {
    let libclang_path = env.plain_path("LIBCLANG_PATH");
    if clang_sys::is_loaded() {
        return Ok(());
    }
    clang_sys::load().map_err(|said| not_found(env, libclang_path.as_deref(), &said))
}

/// The error for a libclang clang-sys could not load. With LIBCLANG_PATH set,
/// clang-sys searches only there, so only that place is reported.
pub fn not_found(env: &BuildEnv, libclang_path: Option<&Path>, clang_sys_said: &str) -> BuildError {
    let detail = Some(format!("clang-sys said: {clang_sys_said}"));
    if let Some(path) = libclang_path {
        return BuildError {
            what: format!(
                "libclang was not found at LIBCLANG_PATH={}; bindgen needs it to read cuda.h",
                path.display()
            ),
            fix:
                "set LIBCLANG_PATH to the directory holding libclang.so or libclang-<version>.so.1 \
                  (clang-sys searches only there while it is set), or unset it to let clang-sys \
                  search its default places"
                    .into(),
            probed: vec![Probe::new(
                "LIBCLANG_PATH (the only place clang-sys searches when it is set)",
                Some(path.to_path_buf()),
                describe(path),
            )],
            detail,
            install: INSTALL_LIBCLANG,
        };
    }
    let mut probed = vec![
        Probe::new("LIBCLANG_PATH", None, "not set"),
        Probe::new(
            "clang-sys's default places (llvm-config --prefix, LD_LIBRARY_PATH, LIBRARY_PATH, \
             /usr/local/llvm*/lib*, /usr/local/lib*, /usr/lib* and the folders below them)",
            None,
            "no loadable libclang",
        ),
    ];
    // The usual trap: LLVM's C++ library is installed, libclang is not.
    for dir in llvm_dirs(env) {
        let cpp_only = libclang_cpp(&dir);
        if !cpp_only.is_empty() && libclangs(&dir).is_empty() {
            probed.push(Probe::new(
                "libclang",
                Some(dir),
                describe_cpp_only(&cpp_only),
            ));
        }
    }
    BuildError {
        what: "libclang was not found; bindgen needs it to read cuda.h".into(),
        fix: "set LIBCLANG_PATH to the directory holding libclang.so or libclang-<version>.so.1"
            .into(),
        probed,
        detail,
        install: INSTALL_LIBCLANG,
    }
}

/// What LIBCLANG_PATH holds, in the terms clang-sys searches for.
fn describe(path: &Path) -> String {
    if path.is_file() {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        return if is_libclang_name(name) {
            "a libclang clang-sys could not load (see below)".into()
        } else {
            format!("a file, but {name} is not a name clang-sys takes for libclang")
        };
    }
    if !path.is_dir() {
        return "does not exist".into();
    }
    let found = libclangs(path);
    if !found.is_empty() {
        return format!(
            "holds {}, which clang-sys could not load (see below)",
            found.join(", ")
        );
    }
    let cpp_only = libclang_cpp(path);
    if !cpp_only.is_empty() {
        return describe_cpp_only(&cpp_only);
    }
    "no libclang.so, libclang-*.so, libclang.so.* or libclang-*.so.*".into()
}

fn describe_cpp_only(cpp: &[String]) -> String {
    format!(
        "only {}: LLVM's C++ library, which clang-sys skips, not libclang \
         (Debian/Ubuntu: libclang1-<version> provides libclang)",
        cpp.join(", ")
    )
}

/// The folders where distributions put LLVM's libraries.
fn llvm_dirs(env: &BuildEnv) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(env.system_path("/usr/lib"))
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let llvm = entry.file_name().to_str()?.starts_with("llvm-");
            llvm.then(|| entry.path().join("lib"))
        })
        .collect();
    dirs.sort();
    dirs.extend(multiarch(env).map(|triple| env.system_path("/usr/lib").join(triple)));
    dirs.retain(|dir| dir.is_dir());
    dirs
}

fn names_in(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| keep(name))
        .collect();
    names.sort();
    names
}

fn libclangs(dir: &Path) -> Vec<String> {
    names_in(dir, is_libclang_name)
}

fn libclang_cpp(dir: &Path) -> Vec<String> {
    names_in(dir, |name| name.starts_with("libclang-cpp.so"))
}

/// clang-sys's patterns on Linux (libclang.so, libclang-*.so, libclang.so.*,
/// libclang-*.so.*), less the libclang-cpp files it skips.
pub fn is_libclang_name(name: &str) -> bool {
    if name.contains("-cpp.") {
        return false;
    }
    name == "libclang.so"
        || name.starts_with("libclang.so.")
        || (name.starts_with("libclang-") && (name.ends_with(".so") || name.contains(".so.")))
}
