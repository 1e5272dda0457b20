//! C names that the headers define as macros for other names
//! (`#define cuMemFree cuMemFree_v2`, `#define cudaKernelNodeAttributeAccessPolicyWindow
//! cudaLaunchAttributeAccessPolicyWindow`, cudaTypedefs.h's
//! `#define PFN_cuMemMap PFN_cuMemMap_v10020`). bindgen binds only the name the
//! macro expands to; these re-exports let Rust code use the name C code uses.
//!
//! The preprocessor decides which macros are live and what they expand to, so
//! per-thread-stream and version switches are honoured as the headers set them.

use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::generate::Bindings;
use crate::locate::Toolkit;
use crate::preprocess;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

const PROBE_PREFIX: &str = "cuda_raw_sys_alias_";

/// How many re-exports `aliases.rs` holds, for the build log.
pub struct AliasCounts {
    pub all: usize,
    /// Of those, cudaTypedefs.h's `PFN_` names.
    pub pfn: usize,
}

/// Writes `aliases.rs` beside the bindings and returns how many it holds.
pub fn write(
    env: &BuildEnv,
    toolkit: &Toolkit,
    bindings: &Bindings,
    macro_table: &str,
) -> Result<AliasCounts, BuildError> {
    let wrapper = env.manifest_dir.join("wrapper.h");
    let bound = bound_names(&bindings.syntax);
    let candidates: BTreeSet<&str> = macro_table
        .lines()
        .filter_map(|line| line.strip_prefix("#define ")?.split_once(' '))
        .map(|(name, _)| name)
        .filter(|name| is_cuda_name(name) && !name.contains('(') && !bound.contains(*name))
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

    let aliases: BTreeMap<&str, &str> = expanded
        .lines()
        .filter_map(|line| {
            let (name, target) = line.trim().strip_prefix(PROBE_PREFIX)?.split_once(' ')?;
            let target = target.trim();
            (bound.contains(target) && name != target).then_some((name, target))
        })
        .collect();

    let mut out = String::new();
    for (name, target) in &aliases {
        let _ = writeln!(
            out,
            "#[doc = \"C's `{name}`: the headers `#define` it as `{target}`.\"]"
        );
        let _ = writeln!(out, "pub use self::{target} as {name};");
    }
    let path = env.out_dir.join("aliases.rs");
    std::fs::write(&path, out).map_err(|error| BuildError::write_failed(&path, error))?;
    Ok(AliasCounts {
        all: aliases.len(),
        pfn: aliases
            .keys()
            .filter(|name| name.starts_with("PFN_"))
            .count(),
    })
}

/// Driver and runtime names, and cudaTypedefs.h's function-pointer types
/// (CUDA 13.0 dropped its unversioned `PFN_` macros; 12.x defines them).
fn is_cuda_name(name: &str) -> bool {
    ["cu", "CU", "PFN_cu"]
        .iter()
        .any(|prefix| name.starts_with(prefix))
}

/// Every item name bindgen emitted at the top level.
fn bound_names(bindings: &syn::File) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for item in &bindings.items {
        let name = match item {
            syn::Item::Const(item) => &item.ident,
            syn::Item::Static(item) => &item.ident,
            syn::Item::Struct(item) => &item.ident,
            syn::Item::Union(item) => &item.ident,
            syn::Item::Type(item) => &item.ident,
            syn::Item::Fn(item) => &item.sig.ident,
            syn::Item::ForeignMod(block) => {
                names.extend(block.items.iter().filter_map(|item| match item {
                    syn::ForeignItem::Fn(function) => Some(function.sig.ident.to_string()),
                    syn::ForeignItem::Static(variable) => Some(variable.ident.to_string()),
                    _ => None,
                }));
                continue;
            }
            syn::Item::Use(item) => {
                names.extend(renamed(&item.tree).map(|ident| ident.to_string()));
                continue;
            }
            _ => continue,
        };
        names.insert(name.to_string());
    }
    names
}

/// The name a `pub use self::x as y;` introduces.
fn renamed(tree: &syn::UseTree) -> Option<&syn::Ident> {
    match tree {
        syn::UseTree::Path(path) => renamed(&path.tree),
        syn::UseTree::Rename(rename) => Some(&rename.rename),
        syn::UseTree::Name(name) => Some(&name.ident),
        _ => None,
    }
}
