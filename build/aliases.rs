//! C names that the headers define as macros for other names
//! (`#define cuMemFree cuMemFree_v2`, `#define cudaKernelNodeAttributeAccessPolicyWindow
//! cudaLaunchAttributeAccessPolicyWindow`, cudaTypedefs.h's
//! `#define PFN_cuMemMap PFN_cuMemMap_v10020`). bindgen binds only the name the
//! macro expands to; these re-exports let Rust code use the name C code uses.
//!
//! The preprocessor decides which macros are live and what they expand to, so
//! per-thread-stream and version switches are honoured as the headers set them.

use crate::bindings::Bindings;
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::locate::Toolkit;
use crate::preprocess;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

const PROBE_PREFIX: &str = "cuda_raw_sys_alias_";

/// C name → the bound name the headers `#define` it as.
pub struct Aliases(pub BTreeMap<String, String>);

/// Asks the preprocessor what each macro named like a CUDA item expands to,
/// and keeps those that expand to another bound name.
pub fn find(
    env: &BuildEnv,
    toolkit: &Toolkit,
    bindings: &Bindings,
    macro_table: &str,
) -> Result<Aliases, BuildError> {
    let wrapper = env.manifest_dir.join("wrapper.h");
    let bound = bindings.item_names();
    let candidates: BTreeSet<&str> = preprocess::object_like_macros(macro_table)
        .map(|(name, _)| name)
        .filter(|name| is_cuda_name(name) && !bound.contains(*name))
        .collect();

    // Expand each candidate after the headers, behind a marker that is no macro.
    let mut probe = format!("#include \"{}\"\n", wrapper.display());
    for name in &candidates {
        let _ = writeln!(probe, "{PROBE_PREFIX}{name} {name}");
    }
    let probe_path = env.out_dir.join("alias_probe.h");
    std::fs::write(&probe_path, probe)
        .map_err(|error| BuildError::write_failed(&probe_path, error))?;
    let expanded = preprocess::run(env, toolkit, &probe_path, &["-P"])?;

    let aliases = expanded
        .lines()
        .filter_map(|line| {
            let (name, target) = line.trim().strip_prefix(PROBE_PREFIX)?.split_once(' ')?;
            let target = target.trim();
            (bound.contains(target) && name != target).then(|| (name.to_owned(), target.to_owned()))
        })
        .collect();
    Ok(Aliases(aliases))
}

impl Aliases {
    /// Writes `aliases.rs` beside the bindings.
    pub fn write(&self, env: &BuildEnv) -> Result<(), BuildError> {
        let mut out = String::new();
        for (name, target) in &self.0 {
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
        self.0.contains_key(name)
    }
}

/// Driver and runtime names, and cudaTypedefs.h's function-pointer types
/// (CUDA 13.0 dropped its unversioned `PFN_` macros; 12.x defines them).
fn is_cuda_name(name: &str) -> bool {
    ["cu", "CU", "PFN_cu"]
        .iter()
        .any(|prefix| name.starts_with(prefix))
}
