//! The one place the build script reads its environment.

use std::cell::RefCell;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

pub const STATIC_CUDART_VARIABLE: &str = "CUDA_RAW_SYS_STATIC_CUDART";

/// What cargo hands every build script, plus tracked reads of user settings.
pub struct BuildEnv {
    pub out_dir: PathBuf,
    pub manifest_dir: PathBuf,
    pub target: String,
    pub host: String,
    pub target_arch: String,
    pub target_os: String,
    pub crate_version: String,
    /// How many jobs cargo allows (`-j`): with more than one, the build
    /// script may use two threads.
    pub jobs: usize,
    /// Link libcudart_static.a: feature `static-cudart`, overridden by
    /// `CUDA_RAW_SYS_STATIC_CUDART=0|1` (features only add up across a
    /// dependency graph, so the final build needs a way to say no).
    pub static_cudart: bool,
    /// A setting whose value the build cannot use: (variable, value).
    pub invalid_setting: Option<(String, String)>,
    /// Feature `per-thread-default-stream`: the headers are read as C reads
    /// them with `CUDA_API_PER_THREAD_DEFAULT_STREAM` defined.
    pub per_thread_default_stream: bool,
    /// Feature `pfn-typedefs`: bind cudaTypedefs.h too.
    pub pfn_typedefs: bool,
    /// Feature `dynamic-loading`: link nothing; wrappers load the libraries
    /// on first call (build/wrappers.rs, src/loader.rs).
    pub dynamic_loading: bool,
    /// The features of the further libraries that are on (`nvrtc`, ...:
    /// libraries.rs).
    pub library_features: Vec<String>,
    /// docs.rs builds: no CUDA, no libclang; the bindings come from a snapshot.
    pub docs_rs: bool,
    /// What the well-known absolute locations (`/usr/local/cuda`,
    /// `/usr/lib/<triple>`, ...) are joined to: `/` in a build, a fixture
    /// tree in tests.
    pub system_root: PathBuf,
    seen: RefCell<Vec<(String, Option<OsString>)>>,
    warnings: RefCell<Vec<String>>,
    /// Fixtures read their variables from this map instead of the process.
    fixed: Option<std::collections::HashMap<String, OsString>>,
    /// Print cargo's directives and the log (a build script); `for_host`'s
    /// callers are no build script, and print only what they choose.
    echo: bool,
}

impl BuildEnv {
    pub fn from_cargo() -> Self {
        let mut env = BuildEnv {
            out_dir: cargo_var("OUT_DIR").into(),
            manifest_dir: cargo_var("CARGO_MANIFEST_DIR").into(),
            target: cargo_var("TARGET"),
            host: cargo_var("HOST"),
            target_arch: cargo_var("CARGO_CFG_TARGET_ARCH"),
            target_os: cargo_var("CARGO_CFG_TARGET_OS"),
            crate_version: cargo_var("CARGO_PKG_VERSION"),
            jobs: cargo_var("NUM_JOBS").parse().unwrap_or(1),
            static_cudart: std::env::var_os("CARGO_FEATURE_STATIC_CUDART").is_some(),
            invalid_setting: None,
            per_thread_default_stream: std::env::var_os("CARGO_FEATURE_PER_THREAD_DEFAULT_STREAM")
                .is_some(),
            pfn_typedefs: std::env::var_os("CARGO_FEATURE_PFN_TYPEDEFS").is_some(),
            dynamic_loading: std::env::var_os("CARGO_FEATURE_DYNAMIC_LOADING").is_some(),
            library_features: crate::library_table::LIBRARIES
                .iter()
                .map(|library| library.feature)
                .filter(|feature| {
                    let variable = format!("CARGO_FEATURE_{}", feature.to_uppercase());
                    std::env::var_os(variable).is_some()
                })
                .map(str::to_owned)
                .collect(),
            docs_rs: false,
            system_root: PathBuf::from("/"),
            seen: RefCell::new(Vec::new()),
            warnings: RefCell::new(Vec::new()),
            fixed: None,
            echo: true,
        };
        env.docs_rs = env.var("DOCS_RS").is_some();
        env.read_link_settings();
        env
    }

    /// Applies `CUDA_RAW_SYS_STATIC_CUDART` over the feature's choice; a value
    /// other than 0 or 1 is kept for `main` to report.
    pub fn read_link_settings(&mut self) {
        match self.var(STATIC_CUDART_VARIABLE) {
            None => {}
            Some(value) if value == "1" => self.static_cudart = true,
            Some(value) if value == "0" => self.static_cudart = false,
            Some(value) => {
                let shown = value.to_string_lossy().into_owned();
                self.invalid_setting = Some((STATIC_CUDART_VARIABLE.into(), shown));
            }
        }
        if self.dynamic_loading && self.static_cudart {
            self.warn(
                "dynamic-loading links no library, so static-cudart has no effect: \
                 libcudart.so is loaded at run time",
            );
            self.static_cudart = false;
        }
    }

    /// A build for `target` (a Linux or Windows triple) that sees only `vars` and finds
    /// the well-known absolute locations under `system_root`: for tests.
    pub fn fixture<K, V>(
        target: &str,
        system_root: &Path,
        vars: impl IntoIterator<Item = (K, V)>,
    ) -> Self
    where
        K: Into<String>,
        V: Into<OsString>,
    {
        BuildEnv {
            out_dir: system_root.join("out"),
            manifest_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")),
            target: target.to_owned(),
            host: "x86_64-unknown-linux-gnu".to_owned(),
            target_arch: target.split('-').next().unwrap_or_default().to_owned(),
            target_os: if target.contains("-windows") {
                "windows"
            } else {
                "linux"
            }
            .to_owned(),
            crate_version: "0.0.0-fixture".to_owned(),
            jobs: 1,
            static_cudart: false,
            invalid_setting: None,
            per_thread_default_stream: false,
            pfn_typedefs: false,
            dynamic_loading: false,
            library_features: Vec::new(),
            docs_rs: false,
            system_root: system_root.to_path_buf(),
            seen: RefCell::new(Vec::new()),
            warnings: RefCell::new(Vec::new()),
            fixed: Some(
                vars.into_iter()
                    .map(|(key, value)| (key.into(), value.into()))
                    .collect(),
            ),
            echo: true,
        }
    }

    /// A build for this machine as it is (its variables, its `/`), asked
    /// outside cargo's build: what a build here would find
    /// (`examples/locate.rs`, for scripts/quickstart.sh). Prints nothing.
    pub fn for_host(out_dir: PathBuf) -> Self {
        let target = format!("{}-unknown-linux-gnu", std::env::consts::ARCH);
        let mut env = BuildEnv::fixture(&target, Path::new("/"), Vec::<(String, OsString)>::new());
        env.out_dir = out_dir;
        env.crate_version = env!("CARGO_PKG_VERSION").to_owned();
        env.fixed = None;
        env.echo = false;
        env
    }

    /// A user setting: `<TARGET>_NAME` (for cross builds) wins over `NAME`.
    /// Both names are tracked, and the value seen is logged in the build output.
    /// An empty value counts as unset.
    pub fn var(&self, name: &str) -> Option<OsString> {
        self.lookup(name).map(|(_, value)| value)
    }

    /// Like `var`, with the key that held the value (`NAME` or its target twin).
    pub fn lookup(&self, name: &str) -> Option<(String, OsString)> {
        let target_name = format!("{}_{}", self.target.replace(['-', '.'], "_"), name);
        self.first_set(name, &[target_name.as_str(), name])
    }

    /// A setting another program reads under its plain name only (LIBCLANG_PATH
    /// for clang-sys, PATH, VIRTUAL_ENV): a target twin would be ignored
    /// there, so it is here too.
    pub fn plain_var(&self, name: &str) -> Option<OsString> {
        self.first_set(name, &[name]).map(|(_, value)| value)
    }

    pub fn plain_path(&self, name: &str) -> Option<PathBuf> {
        self.plain_var(name).map(PathBuf::from)
    }

    fn first_set(&self, name: &str, keys: &[&str]) -> Option<(String, OsString)> {
        let found = keys.iter().find_map(|key| {
            if self.echo {
                println!("cargo:rerun-if-env-changed={key}");
            }
            let value = self.raw(key).filter(|value| !value.is_empty())?;
            Some((key.to_string(), value))
        });
        let mut seen = self.seen.borrow_mut();
        if seen.iter().all(|(seen_name, _)| seen_name != name) {
            if self.echo {
                println!(
                    "cuda-raw-sys: {name} = {:?}",
                    found.as_ref().map(|(key, value)| (key, value))
                );
            }
            seen.push((name.to_owned(), found.as_ref().map(|(_, v)| v.clone())));
        }
        found
    }

    fn raw(&self, key: &str) -> Option<OsString> {
        if let Some(vars) = &self.fixed {
            return vars.get(key).cloned();
        }
        std::env::var_os(key)
    }

    /// A cross build: what the host has (its nvcc, its python3) is not the
    /// target's.
    pub fn is_cross(&self) -> bool {
        self.host != self.target
    }

    /// Macros defined before the headers, for every tool that reads them
    /// (bindgen, the preprocessor runs, the ABI probe), so that all of them
    /// see the same declarations.
    pub fn header_macros(&self) -> Vec<&'static str> {
        let mut macros = Vec::new();
        if self.per_thread_default_stream {
            // The headers then `#define` each call that has a per-thread
            // variant as that variant: `cuMemcpyAsync` as `cuMemcpyAsync_ptsz`.
            macros.push("CUDA_API_PER_THREAD_DEFAULT_STREAM");
        }
        if self.pfn_typedefs {
            // wrapper.h includes cudaTypedefs.h under this switch.
            macros.push("CUDA_RAW_SYS_PFN_TYPEDEFS");
        }
        // wrapper.h includes each enabled library's header under its switch.
        macros.extend(
            crate::library_table::enabled(&self.library_features)
                .iter()
                .map(|library| library.switch),
        );
        macros
    }

    /// `header_macros` as compiler arguments (`-DNAME`).
    pub fn header_defines(&self) -> Vec<String> {
        self.header_macros()
            .iter()
            .map(|name| format!("-D{name}"))
            .collect()
    }

    /// The target's multiarch folder name under `/usr/lib` (Debian's
    /// `x86_64-linux-gnu`), on Linux.
    pub fn multiarch(&self) -> Option<String> {
        (self.target_os == "linux").then(|| format!("{}-linux-gnu", self.target_arch))
    }

    /// The first executable `name` in the PATH entries; the error says why none.
    pub fn on_path(&self, name: &str) -> Result<PathBuf, String> {
        let path = self.plain_var("PATH").ok_or("PATH is not set")?;
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|candidate| is_executable(candidate))
            .ok_or_else(|| format!("no {name} in any PATH entry"))
    }

    pub fn path(&self, name: &str) -> Option<PathBuf> {
        self.var(name).map(PathBuf::from)
    }

    /// A well-known absolute location, under `system_root`.
    pub fn system_path(&self, absolute: &str) -> PathBuf {
        self.system_root.join(absolute.trim_start_matches('/'))
    }

    /// Whether `system_root` is the real `/`. Tools that read the real
    /// system on their own (pkg-config) are consulted only then.
    pub fn is_real_system(&self) -> bool {
        self.system_root == Path::new("/")
    }

    /// A message the user sees without `-vv`: a setting or a candidate the
    /// build passed over. Kept for tests.
    pub fn warn(&self, message: impl Into<String>) {
        let message = message.into();
        // cargo prefixes the package name.
        if self.echo {
            println!("cargo:warning={message}");
        }
        self.warnings.borrow_mut().push(message);
    }

    /// Whether this is cargo's build script (which prints cargo's directives),
    /// not a tool asking what a build would find (`for_host`).
    pub fn is_build_script(&self) -> bool {
        self.echo
    }

    /// A line in the build output (`cargo build -vv` shows it).
    pub fn log(&self, message: impl std::fmt::Display) {
        if self.echo {
            println!("cuda-raw-sys: {message}");
        }
    }

    /// The warnings given so far.
    pub fn warnings(&self) -> Vec<String> {
        self.warnings.borrow().clone()
    }

    /// The user settings read so far, for error reports.
    pub fn seen(&self) -> Vec<(String, Option<OsString>)> {
        self.seen.borrow().clone()
    }
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// A variable cargo always sets for build scripts; missing means a broken cargo.
fn cargo_var(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("cargo did not set {name}"))
}
