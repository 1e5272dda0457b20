//! libclang: loaded before bindgen needs it, so that a missing one is an
//! error saying where clang-sys looked instead of bindgen's panic; and the
//! few of its calls the macro constants make (a translation unit, cursors,
//! strings).

// clang-sys spells libclang's constants as C does (`CXCursor_MacroDefinition`).
#![allow(non_upper_case_globals)]

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_LIBCLANG};
use clang_sys::*;
use std::collections::BTreeMap;
use std::ffi::{CStr, CString};
use std::os::raw::{c_char, c_void};
use std::path::{Path, PathBuf};

pub fn load(env: &BuildEnv) -> Result<(), BuildError> {
    let libclang_path = env.plain_path("LIBCLANG_PATH");
    if clang_sys::is_loaded() {
        return Ok(());
    }
    clang_sys::load().map_err(|said| not_found(env, libclang_path.as_deref(), &said))
}

/// The libclang loaded on one thread, to use on another: clang-sys keeps
/// the loaded library per thread.
pub struct Loaded(Option<std::sync::Arc<SharedLibrary>>);

impl Loaded {
    /// The library this thread loaded (`load`).
    pub fn here() -> Self {
        Loaded(get_library())
    }

    /// Makes it this thread's.
    pub fn use_here(self) {
        set_library(self.0);
    }
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
            install: Some(INSTALL_LIBCLANG),
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
        install: Some(INSTALL_LIBCLANG),
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
    dirs.extend(
        env.multiarch()
            .map(|triple| env.system_path("/usr/lib").join(triple)),
    );
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

/// A parsed translation unit, disposed with its index.
pub struct TranslationUnit {
    index: CXIndex,
    unit: CXTranslationUnit,
    /// The main file's name, as parsed.
    file_name: std::ffi::CString,
}

impl TranslationUnit {
    pub fn parse(file_name: &str, contents: &str, arguments: &[String]) -> Option<Self> {
        let file_name = CString::new(file_name).ok()?;
        let contents_c = CString::new(contents).ok()?;
        let arguments: Vec<CString> = arguments
            .iter()
            .map(|argument| CString::new(argument.as_str()))
            .collect::<Result<_, _>>()
            .ok()?;
        let argument_pointers: Vec<*const c_char> =
            arguments.iter().map(|argument| argument.as_ptr()).collect();
        let mut unsaved = CXUnsavedFile {
            Filename: file_name.as_ptr(),
            Contents: contents_c.as_ptr(),
            Length: contents.len() as _,
        };
        // SAFETY: every pointer outlives the call; the index and unit are
        // disposed in Drop.
        unsafe {
            let index = clang_createIndex(0, 0);
            let unit = clang_parseTranslationUnit(
                index,
                file_name.as_ptr(),
                argument_pointers.as_ptr(),
                argument_pointers.len() as _,
                &mut unsaved,
                1,
                // The record makes macro definitions cursors, for their comments.
                CXTranslationUnit_SkipFunctionBodies
                    | CXTranslationUnit_DetailedPreprocessingRecord,
            );
            if unit.is_null() {
                clang_disposeIndex(index);
                return None;
            }
            Some(TranslationUnit {
                index,
                unit,
                file_name,
            })
        }
    }

    pub fn cursor(&self) -> CXCursor {
        // SAFETY: the unit is live.
        unsafe { clang_getTranslationUnitCursor(self.unit) }
    }

    /// The first error clang reported on each line of the probe file.
    pub fn diagnostics_by_line(&self) -> BTreeMap<u32, String> {
        let mut by_line = BTreeMap::new();
        // SAFETY: the unit is live; each diagnostic is disposed after reading.
        unsafe {
            for number in 0..clang_getNumDiagnostics(self.unit) {
                let diagnostic = clang_getDiagnostic(self.unit, number);
                if clang_getDiagnosticSeverity(diagnostic) >= CXDiagnostic_Error {
                    let location = clang_getDiagnosticLocation(diagnostic);
                    // Where the error was expanded: an error inside a macro
                    // counts on the line that used the macro.
                    let mut file = std::ptr::null_mut();
                    let mut line = 0;
                    clang_getExpansionLocation(
                        location,
                        &mut file,
                        &mut line,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                    );
                    let main = clang_getFile(self.unit, self.file_name.as_ptr());
                    if !file.is_null() && clang_File_isEqual(file, main) != 0 {
                        let said = string(clang_getDiagnosticSpelling(diagnostic));
                        by_line.entry(line).or_insert(said);
                    }
                }
                clang_disposeDiagnostic(diagnostic);
            }
        }
        by_line
    }
}

impl Drop for TranslationUnit {
    fn drop(&mut self) {
        // SAFETY: created in parse, disposed once.
        unsafe {
            clang_disposeTranslationUnit(self.unit);
            clang_disposeIndex(self.index);
        }
    }
}

/// The line a cursor starts on.
///
/// # Safety
/// `cursor` must belong to a translation unit that is still alive.
pub unsafe fn cursor_line(cursor: CXCursor) -> u32 {
    let mut line = 0;
    clang_getSpellingLocation(
        clang_getCursorLocation(cursor),
        std::ptr::null_mut(),
        &mut line,
        std::ptr::null_mut(),
        std::ptr::null_mut(),
    );
    line
}

/// The file a cursor is in, as clang names it (`None` for the command line
/// and compiler built-ins).
///
/// # Safety
/// `cursor` must belong to a translation unit that is still alive.
pub unsafe fn cursor_file(cursor: CXCursor) -> Option<String> {
    let mut file: CXFile = std::ptr::null_mut();
    clang_getSpellingLocation(
        clang_getCursorLocation(cursor),
        &mut file,
        std::ptr::null_mut(),
        std::ptr::null_mut(),
        std::ptr::null_mut(),
    );
    (!file.is_null()).then(|| string(clang_getFileName(file)))
}

/// A cursor's direct children.
pub fn children(cursor: CXCursor) -> Vec<CXCursor> {
    extern "C" fn collect(child: CXCursor, _: CXCursor, data: CXClientData) -> CXChildVisitResult {
        // SAFETY: `data` is the Vec passed below, alive for the visit.
        unsafe { (*(data as *mut Vec<CXCursor>)).push(child) };
        CXChildVisit_Continue
    }
    let mut found: Vec<CXCursor> = Vec::new();
    // SAFETY: the visitor only pushes into `found`.
    unsafe {
        clang_visitChildren(cursor, collect, &mut found as *mut _ as *mut c_void);
    }
    found
}

/// Takes ownership of a libclang string.
///
/// # Safety
/// `text` must come from libclang and not have been disposed.
pub unsafe fn string(text: CXString) -> String {
    let pointer = clang_getCString(text);
    let owned = if pointer.is_null() {
        String::new()
    } else {
        CStr::from_ptr(pointer).to_string_lossy().into_owned()
    };
    clang_disposeString(text);
    owned
}
