//! The headers as every C tool reads them (bindgen, libclang, the C
//! preprocessor, the ABI probe of the test-support crate), and the C
//! preprocessor run over them: its output is an independent reading of what
//! the headers declare and define.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe};
use std::path::{Path, PathBuf};

/// wrapper.h with everything a C tool needs to read it as bindgen does.
pub struct Headers {
    /// wrapper.h: the CUDA headers this build binds.
    pub wrapper: PathBuf,
    pub include_dirs: Vec<PathBuf>,
    /// Macros defined before the headers (`-DNAME`), so that every tool sees
    /// the same declarations: the features' switches.
    pub macros: Vec<String>,
    /// Arguments every C run of this target needs (`windows_compiler_args`).
    pub compiler_args: Vec<String>,
}

impl Headers {
    /// The crate's wrapper.h over the toolkit's include folders, with the
    /// macros the features ask for.
    pub fn new(env: &BuildEnv, include_dirs: &[PathBuf]) -> Self {
        Headers {
            wrapper: env.manifest_dir.join("wrapper.h"),
            include_dirs: include_dirs.to_vec(),
            macros: env
                .header_macros()
                .iter()
                .map(|name| name.to_string())
                .collect(),
            compiler_args: windows_compiler_args(&env.target_os),
        }
    }

    /// A regular expression of the enabled further libraries' names
    /// (`(nvrtc|NVRTC).*`); `None` when none is enabled.
    pub fn further_names(&self) -> Option<String> {
        let prefixes: Vec<&str> = self
            .switched()
            .flat_map(|library| library.prefixes.iter().copied())
            .collect();
        (!prefixes.is_empty()).then(|| format!("({}).*", prefixes.join("|")))
    }

    /// The enabled further libraries' headers, as one `allowlist_file`
    /// pattern (matched against the whole path). One alternation, not a
    /// pattern a header: bindgen matches every item's file against the set,
    /// and a set of forty patterns that each begin with `.*` cost it 21 of
    /// the build script's 29 s with every feature on.
    pub fn further_files(&self) -> Option<String> {
        let headers: Vec<String> = self
            .switched()
            .flat_map(|library| library.header_patterns())
            .collect();
        (!headers.is_empty()).then(|| format!(".*[/\\\\]({})", headers.join("|")))
    }

    /// Whether `file` is a header of an enabled further library (its row's
    /// `headers`): every item it declares is bound, whatever its name.
    pub fn declares_further(&self, file: &str) -> bool {
        self.switched().any(|library| library.declares(file))
    }

    /// The further libraries whose switch the macros define.
    fn switched(&self) -> impl Iterator<Item = &'static crate::libraries::Library> + '_ {
        crate::libraries::LIBRARIES
            .iter()
            .filter(|library| self.macros.iter().any(|name| name == library.switch))
    }

    /// The macros as compiler arguments (`-DNAME`).
    pub fn defines(&self) -> impl Iterator<Item = String> + '_ {
        self.macros.iter().map(|name| format!("-D{name}"))
    }

    /// `#include "<wrapper.h>"`, the path escaped for a C string.
    pub fn include_line(&self) -> String {
        let escaped = self
            .wrapper
            .display()
            .to_string()
            .replace('\\', "\\\\")
            .replace('"', "\\\"");
        format!("#include \"{escaped}\"")
    }

    /// The headers' macro definitions as the preprocessor leaves them (`-dM`).
    pub fn macro_definitions(&self) -> Result<String, BuildError> {
        self.preprocess(&self.wrapper, &["-dM"])
    }

    /// Runs the C preprocessor the `cc` crate picks (honouring CC and
    /// CFLAGS) over `file`, with the include folders and macros bindgen gets.
    pub fn preprocess(&self, file: &Path, flags: &[&str]) -> Result<String, BuildError> {
        // Preprocessing emits no link lines; cc's metadata here is only its
        // rerun-if-env-changed for CC, CFLAGS and their target forms.
        let mut build = cc::Build::new();
        build.file(file).includes(&self.include_dirs);
        for name in &self.macros {
            build.define(name, None);
        }
        for flag in flags
            .iter()
            .copied()
            .chain(self.compiler_args.iter().map(String::as_str))
        {
            build.flag(flag);
        }
        let expanded = build
            .try_expand()
            .map_err(|error| self.failure(&build, file, error))?;
        Ok(String::from_utf8_lossy(&expanded).into_owned())
    }
}

impl Headers {
    /// Why the preprocessor failed. The compiler is run again the way cc ran
    /// it, keeping what it said (cc passes it on only as cargo warnings): a
    /// compiler that ran and rejected the headers points at the headers (a
    /// cut-short download, a broken install), not at CC.
    fn failure(&self, build: &cc::Build, file: &Path, error: cc::Error) -> BuildError {
        let include_folders = || {
            self.include_dirs.iter().map(|dir| {
                Probe::new(
                    "include folder",
                    Some(dir.clone()),
                    "passed to the compiler",
                )
            })
        };
        let rejected = build.try_get_compiler().ok().and_then(|compiler| {
            let mut command = compiler.to_command();
            let output = command.arg("-E").arg(file).output().ok()?;
            let said = String::from_utf8_lossy(&output.stderr).into_owned();
            (!output.status.success() && !said.trim().is_empty()).then_some(said)
        });
        let Some(said) = rejected else {
            return BuildError::new(
                format!("the C preprocessor failed on {}", file.display()),
                "set CC to a working C compiler",
            )
            .probed(include_folders())
            .detail(error.to_string())
            .install("Debian/Ubuntu: `apt install gcc`; Fedora/RHEL: `dnf install gcc`.");
        };
        let errors: Vec<&str> = said
            .lines()
            .filter(|line| line.contains("error"))
            .take(5)
            .collect();
        let quoted = if errors.is_empty() {
            said.lines().take(5).collect::<Vec<_>>()
        } else {
            errors
        };
        // gcc and clang begin an error with the file it is in: `path:line:col: error: ...`.
        let header = quoted
            .first()
            .and_then(|line| line.split(':').next())
            .filter(|path| Path::new(path).is_file())
            .map_or_else(|| file.display().to_string(), str::to_owned);
        BuildError::new(
            format!("the C compiler rejects the headers: {header} does not preprocess"),
            "reinstall the CUDA headers (or point CUDA_PATH at an intact toolkit); \
             a file cut short by an interrupted download or a full disk reads like this",
        )
        .probed(include_folders())
        .detail(format!("the compiler said:\n{}", quoted.join("\n")))
    }
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

/// The names of the function-like macros in a `-dM` table
/// (`#define NAME(ARGS) DEFINITION`).
pub fn function_like_macros(macro_table: &str) -> impl Iterator<Item = &str> {
    macro_table.lines().filter_map(|line| {
        let rest = line.strip_prefix("#define ")?;
        let (name, _) = rest.split_once('(')?;
        (!name.contains(' ')).then_some(name)
    })
}

/// Arguments every C run of a Windows build needs (bindgen, libclang, the
/// preprocessor, the ABI probe):
/// - `-isystem` for the target C compiler's own headers (`mm_malloc.h`, which
///   mingw-w64's `malloc.h` includes): clang's mingw driver does not add
///   gcc's folder, and a libclang loaded from a distribution's library folder
///   may not find its own.
/// - `-w`: crt/host_defines.h defines `__cdecl` empty for any GCC, over
///   mingw's predefined one, and the compilers warn on every run. x86-64
///   Windows has one calling convention, so both mean the same.
///
/// Elsewhere nothing is added.
pub fn windows_compiler_args(target_os: &str) -> Vec<String> {
    if target_os != "windows" {
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
