//! The one place the build script reads its environment.

use std::cell::RefCell;
use std::ffi::OsString;
use std::path::PathBuf;

/// What cargo hands every build script, plus tracked reads of user settings.
pub struct BuildEnv {
    pub out_dir: PathBuf,
    pub manifest_dir: PathBuf,
    pub target: String,
    pub host: String,
    pub target_arch: String,
    pub target_os: String,
    pub crate_version: String,
    pub static_cudart: bool,
    /// docs.rs builds: no CUDA, no libclang; the bindings come from a snapshot.
    pub docs_rs: bool,
    seen: RefCell<Vec<(String, Option<OsString>)>>,
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
            static_cudart: std::env::var_os("CARGO_FEATURE_STATIC_CUDART").is_some(),
            seen: RefCell::new(Vec::new()),
            docs_rs: false,
        };
        env.docs_rs = env.var("DOCS_RS").is_some();
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

    /// A setting another crate reads under its plain name only (LIBCLANG_PATH
    /// for clang-sys): a target twin would be ignored there, so it is here too.
    pub fn plain_var(&self, name: &str) -> Option<OsString> {
        self.first_set(name, &[name]).map(|(_, value)| value)
    }

    fn first_set(&self, name: &str, keys: &[&str]) -> Option<(String, OsString)> {
        let found = keys.iter().find_map(|key| {
            println!("cargo:rerun-if-env-changed={key}");
            let value = std::env::var_os(key).filter(|value| !value.is_empty())?;
            Some((key.to_string(), value))
        });
        println!(
            "cuda-raw-sys: {name} = {:?}",
            found.as_ref().map(|(key, value)| (key, value))
        );
        self.seen
            .borrow_mut()
            .push((name.to_owned(), found.as_ref().map(|(_, v)| v.clone())));
        found
    }

    pub fn path(&self, name: &str) -> Option<PathBuf> {
        self.var(name).map(PathBuf::from)
    }

    /// The user settings read so far, for error reports.
    pub fn seen(&self) -> Vec<(String, Option<OsString>)> {
        self.seen.borrow().clone()
    }
}

/// A variable cargo always sets for build scripts; missing means a broken cargo.
fn cargo_var(name: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| panic!("cargo did not set {name}"))
}
