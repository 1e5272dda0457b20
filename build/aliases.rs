//! C names that the headers define as macros for other names
//! (`#define cuMemFree cuMemFree_v2`, `#define cudaKernelNodeAttributeAccessPolicyWindow
//! cudaLaunchAttributeAccessPolicyWindow`, cudaTypedefs.h's
//! `#define PFN_cuMemMap PFN_cuMemMap_v10020`). bindgen binds only the name the
//! macro expands to; these re-exports let Rust code use the name C code uses.
//!
//! The preprocessor decides which macros are live and what they expand to, so
//! per-thread-stream and version switches are honoured as the headers set them.

use crate::bindings::{is_cuda_name, Index};
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::preprocess::{self, Headers};
use crate::releases::Releases;
use std::collections::BTreeMap;
use std::fmt::Write;

const MARKER: &str = "cuda_raw_sys_alias_";

/// What each object-like macro named like a CUDA item expands to, and the
/// function-like ones.
#[derive(Default)]
pub struct Expansions {
    expanded: BTreeMap<String, String>,
    function_like: Vec<String>,
}

/// C names the headers `#define` as other names.
pub struct Aliases {
    /// C name → the bound name it expands to.
    pub names: BTreeMap<String, String>,
    /// Function-like macros named like CUDA functions (`#define cuF(x)
    /// cuF_v2(x)`): no Rust item can stand for one; the build lists them.
    pub function_like: Vec<String>,
    /// C name → the bound function its `static inline` definition calls with
    /// the same arguments (nvJitLink.h's `nvJitLinkCreate` calls
    /// `__nvJitLinkCreate_13_0`).
    pub forwarders: BTreeMap<String, String>,
}

/// Asks the preprocessor what every object-like macro named like a CUDA item
/// expands to. It needs no bindings, so it runs beside bindgen (build.rs);
/// `find` keeps the expansions that name a bound item.
pub fn expand(
    headers: &Headers,
    out_dir: &std::path::Path,
    macro_table: &str,
) -> Result<Expansions, BuildError> {
    // Expand each macro after the headers, behind a marker that is no macro.
    let mut probe = format!("{}\n", headers.include_line());
    for (name, _) in preprocess::object_like_macros(macro_table) {
        if is_alias_candidate(name) {
            let _ = writeln!(probe, "{MARKER}{name} {name}");
        }
    }
    let probe_path = out_dir.join("alias_probe.h");
    std::fs::write(&probe_path, probe)
        .map_err(|error| BuildError::write_failed(&probe_path, error))?;
    let expanded = headers.preprocess(&probe_path, &["-P"])?;
    let _ = std::fs::remove_file(&probe_path);
    let expanded = expanded
        .lines()
        .filter_map(|line| {
            let (name, target) = line.trim().strip_prefix(MARKER)?.split_once(' ')?;
            Some((name.to_owned(), target.trim().to_owned()))
        })
        .collect();
    let function_like = preprocess::function_like_macros(macro_table)
        .filter(|name| is_alias_candidate(name))
        .map(str::to_owned)
        .collect();
    Ok(Expansions {
        expanded,
        function_like,
    })
}

impl Expansions {
    /// What the object-like macro `name` expands to, where it names another item.
    pub fn target(&self, name: &str) -> Option<&str> {
        self.expanded
            .get(name)
            .map(String::as_str)
            .filter(|target| *target != name)
    }

    /// `name` is a macro for something else: a C caller writing it calls another name.
    pub fn is_macro(&self, name: &str) -> bool {
        self.target(name).is_some() || self.function_like.iter().any(|like| like == name)
    }
}

/// The macros that are not bound under their own name and expand to a name
/// that is.
pub fn find(expansions: &Expansions, index: &Index) -> Aliases {
    let names = expansions
        .expanded
        .iter()
        .filter(|(name, target)| {
            !index.names.contains(*name) && index.names.contains(*target) && name != target
        })
        .map(|(name, target)| (name.clone(), target.clone()))
        .collect();
    let function_like = expansions
        .function_like
        .iter()
        .filter(|name| !index.names.contains(*name))
        .cloned()
        .collect();
    Aliases {
        names,
        function_like,
        forwarders: BTreeMap::new(),
    }
}

/// The `static inline` functions of a header's text whose body only calls
/// another function with the same arguments in the same order, as (name,
/// called): `static inline R f(T *a, U b) { return f_v2 (a, b); }`.
pub fn forwarders(text: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("static inline") {
        rest = &rest[start + "static inline".len()..];
        let (Some(open), Some(brace)) = (rest.find('('), rest.find('{')) else {
            break;
        };
        if open > brace || rest[..open].contains(';') {
            continue;
        }
        let Some(close) = rest[open..brace].rfind(')').map(|at| open + at) else {
            continue;
        };
        let name = last_identifier(&rest[..open]);
        let parameters: Vec<&str> = rest[open + 1..close]
            .split(',')
            .map(|parameter| last_identifier(parameter.split('[').next().unwrap_or_default()))
            .filter(|parameter| !parameter.is_empty() && *parameter != "void")
            .collect();
        let Some(end) = rest[brace..].find('}').map(|at| brace + at) else {
            break;
        };
        let body: String = rest[brace + 1..end].split_whitespace().collect();
        let called = body
            .strip_prefix("return")
            .and_then(|call| call.strip_suffix(");"))
            .and_then(|call| call.split_once('('));
        if let Some((target, arguments)) = called {
            let arguments: Vec<&str> = arguments.split(',').filter(|a| !a.is_empty()).collect();
            let is_identifier = !target.is_empty()
                && target
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_');
            if is_identifier && !name.is_empty() && arguments == parameters {
                found.push((name.to_owned(), target.to_owned()));
            }
        }
        rest = &rest[end..];
    }
    found
}

fn last_identifier(text: &str) -> &str {
    let text = text.trim_end();
    let start = text
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .map_or(0, |at| at + 1);
    &text[start..]
}

impl Aliases {
    /// Adds the forwarders of `text` (a header) whose name is not bound and
    /// whose callee is.
    pub fn add_forwarders(&mut self, text: &str, index: &Index) {
        for (name, target) in forwarders(text) {
            if !index.names.contains(&name) && index.names.contains(&target) {
                self.forwarders.insert(name, target);
            }
        }
    }

    /// Every C name this adds, with the name it stands for.
    pub fn all(&self) -> impl Iterator<Item = (&String, &String)> + Clone {
        self.names.iter().chain(&self.forwarders)
    }

    /// Writes `aliases.rs` beside the bindings.
    pub fn write(&self, env: &BuildEnv, releases: &Releases) -> Result<(), BuildError> {
        let mut out = String::new();
        for (name, target) in &self.names {
            let _ = writeln!(
                out,
                "#[doc = \"C's `{name}`: the headers `#define` it as [`{target}`].\"]"
            );
            // Which entry point the name is in which release (releases.tsv).
            if let Some(sentence) = releases.entry_point_sentence(name) {
                let _ = writeln!(out, "#[doc = \"\"]\n#[doc = {:?}]", format!(" {sentence}"));
            }
            let _ = writeln!(out, "pub use self::{target} as {name};");
        }
        for (name, target) in &self.forwarders {
            let _ = writeln!(
                out,
                "#[doc = \"C's `{name}`: the headers define it `static inline`, calling [`{target}`] \
                 with the same arguments.\"]"
            );
            let _ = writeln!(out, "pub use self::{target} as {name};");
        }
        let path = env.out_dir.join("aliases.rs");
        std::fs::write(&path, out).map_err(|error| BuildError::write_failed(&path, error))
    }

    pub fn contains(&self, name: &str) -> bool {
        self.names.contains_key(name) || self.forwarders.contains_key(name)
    }
}

/// Driver and runtime names, and cudaTypedefs.h's function-pointer types
/// (CUDA 13.0 dropped its unversioned `PFN_` macros; 12.x defines them).
fn is_alias_candidate(name: &str) -> bool {
    is_cuda_name(name) || name.starts_with("PFN_cu")
}
