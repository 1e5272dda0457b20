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
    }
}

impl Aliases {
    /// Writes `aliases.rs` beside the bindings.
    pub fn write(&self, env: &BuildEnv) -> Result<(), BuildError> {
        let mut out = String::new();
        for (name, target) in &self.names {
            let _ = writeln!(
                out,
                "#[doc = \"C's `{name}`: the headers `#define` it as [`{target}`].\"]"
            );
            let _ = writeln!(out, "pub use self::{target} as {name};");
        }
        let path = env.out_dir.join("aliases.rs");
        std::fs::write(&path, out).map_err(|error| BuildError::write_failed(&path, error))
    }

    pub fn contains(&self, name: &str) -> bool {
        self.names.contains_key(name)
    }
}

/// Driver and runtime names, and cudaTypedefs.h's function-pointer types
/// (CUDA 13.0 dropped its unversioned `PFN_` macros; 12.x defines them).
fn is_alias_candidate(name: &str) -> bool {
    is_cuda_name(name) || name.starts_with("PFN_cu")
}
