//! The driver's and runtime's older entry points. C's names are macros that
//! follow the headers (`#define cuCtxCreate cuCtxCreate_v4` from CUDA 13.0), so
//! a binding of the newest headers calls only the newest entry point, which an
//! older driver lacks. cuda.h and cuda_runtime_api.h still declare the older
//! ones (`cuCtxCreate_v2`, `cuStreamGetCaptureInfo_v2`, ...) for the driver's
//! own build, in sections behind `__CUDA_API_VERSION_INTERNAL`. build.rs runs
//! bindgen a second time with that macro defined, over those two headers
//! alone; this keeps each function of that pass that a caller can name:
//! - not bound already (the first pass has the current entry points);
//! - not a C name that is a macro in the user's headers (the unversioned
//!   `cuCtxCreate` entry point is CUDA 3.1's; its name means `cuCtxCreate_v4`);
//! - not a per-thread-stream variant (`_ptds`, `_ptsz`), nor, in a build
//!   with those, the legacy-stream twin of one: the
//!   `per-thread-default-stream` feature chooses between them, as C does
//!   (such a build takes an older entry point's per-thread twin, where the
//!   headers declare one: `cuStreamGetCaptureInfo_v2_ptsz`);
//! - whose parameter and return types the first pass bound (the CUDA 3.1
//!   entry points take `CUdeviceptr_v1`, a 32-bit pointer, and have macro
//!   names anyway).

use crate::aliases::Expansions;
use crate::bindings::Index;
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::releases::{legacy_name, PER_THREAD_SUFFIXES};
use std::collections::BTreeSet;

/// The macro that opens the headers' sections of older declarations.
pub const SECTION_MACRO: &str = "__CUDA_API_VERSION_INTERNAL";

/// The header bindgen's second pass reads: the driver's and the runtime's
/// headers, and nothing else.
pub fn probe_header(env: &BuildEnv) -> Result<std::path::PathBuf, BuildError> {
    let path = env.out_dir.join("older_entry_points.h");
    std::fs::write(&path, "#include <cuda.h>\n#include <cuda_runtime_api.h>\n")
        .map_err(|error| BuildError::write_failed(&path, error))?;
    Ok(path)
}

/// The older entry points of the second pass's output, as an `extern "C"`
/// block to append to the first pass's bindings, and their names.
pub struct Older {
    pub block: String,
    pub names: BTreeSet<String>,
}

/// Selects the functions of the second pass (`second`: bindgen's text) a
/// caller can name (the module's rules), given the first pass's index and
/// what the user's headers' macros expand to.
pub fn select(second: &str, index: &Index, macros: &Expansions) -> Result<Older, String> {
    let file = syn::parse_file(second).map_err(|error| error.to_string())?;
    let declared: std::collections::BTreeMap<String, &syn::ForeignItemFn> = file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::ForeignMod(block) => Some(block.items.iter()),
            _ => None,
        })
        .flatten()
        .filter_map(|foreign| match foreign {
            syn::ForeignItem::Fn(function) => Some((function.sig.ident.to_string(), function)),
            _ => None,
        })
        .collect();
    // A per-thread build (its first pass bound `_ptds` functions; not the
    // `PFN_*_ptds` types every pfn-typedefs build has) takes an older entry
    // point's per-thread twin where the headers declare one.
    let per_thread = index.functions.iter().any(|name| name.ends_with("_ptds"));
    let mut kept = Vec::new();
    for (name, function) in &declared {
        if index.names.contains(name)
            || macros.is_macro(name)
            || legacy_name(name) != name
            || has_per_thread_twin(name, index)
        {
            continue;
        }
        let twin = PER_THREAD_SUFFIXES
            .iter()
            .find_map(|suffix| declared.get(&format!("{name}{suffix}")))
            .filter(|_| per_thread);
        let function = twin.copied().unwrap_or(function);
        if types_bound(&function.sig, index) && !index.names.contains(&function.sig.ident.to_string()) {
            kept.push((function.sig.ident.to_string(), (*function).clone()));
        }
    }
    let mut block = String::from("extern \"C\" {\n");
    let mut names = BTreeSet::new();
    for (name, mut function) in kept {
        function.attrs.retain(|attribute| !attribute.path().is_ident("doc"));
        let doc = doc_line(&name, macros);
        function.attrs.insert(0, syn::parse_quote!(#[doc = #doc]));
        block.push_str(&quote::quote!(#function).to_string());
        block.push('\n');
        names.insert(name);
    }
    block.push_str("}\n");
    Ok(Older { block, names })
}

/// What an older entry point's rustdoc says first: which C name it was, and
/// what that name means in the headers bound.
fn doc_line(name: &str, macros: &Expansions) -> String {
    let c_name = c_name_of(name);
    match macros.target(c_name) {
        Some(current) if c_name != name => format!(
            " An older entry point of `{c_name}`, which these headers' C name means as \
             `{current}`: for drivers that lack `{current}`. Declared for compatibility \
             (the headers' `{SECTION_MACRO}` section)."
        ),
        _ => format!(
            " An older entry point, declared for compatibility (the headers' \
             `{SECTION_MACRO}` section)."
        ),
    }
}

/// `cuCtxCreate_v2` → `cuCtxCreate`: the C name a versioned entry point
/// belongs to.
pub fn c_name_of(name: &str) -> &str {
    match name.rsplit_once("_v") {
        Some((stem, version))
            if !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit()) =>
        {
            stem
        }
        _ => name,
    }
}

/// With `per-thread-default-stream`, the legacy-stream entry point whose
/// per-thread twin the first pass bound (`cuMemcpyHtoD_v2` beside
/// `cuMemcpyHtoD_v2_ptds`): C's headers in that mode declare only the twin.
fn has_per_thread_twin(name: &str, index: &Index) -> bool {
    PER_THREAD_SUFFIXES
        .iter()
        .any(|suffix| index.names.contains(&format!("{name}{suffix}")))
}

/// The Rust types bindgen writes for C's `size_t`, `float`, ....
const PRIMITIVES: &[&str] = &[
    "bool", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32",
    "u64", "u128", "usize",
];

/// Every type the signature names is core's or bound by the first pass.
fn types_bound(signature: &syn::Signature, index: &Index) -> bool {
    struct Paths<'a> {
        index: &'a Index,
        bound: bool,
    }
    impl syn::visit_mut::VisitMut for Paths<'_> {
        fn visit_type_path_mut(&mut self, path: &mut syn::TypePath) {
            let is_core = path
                .path
                .segments
                .first()
                .is_some_and(|segment| segment.ident == "core");
            if !is_core {
                let last = path.path.segments.last().map(|segment| segment.ident.to_string());
                let known = last.is_some_and(|name| {
                    PRIMITIVES.contains(&name.as_str()) || self.index.names.contains(&name)
                });
                if !known {
                    self.bound = false;
                }
            }
            syn::visit_mut::visit_type_path_mut(self, path);
        }
    }
    // visit-mut is the feature the other steps use; the copy stays unchanged.
    let mut paths = Paths { index, bound: true };
    syn::visit_mut::visit_signature_mut(&mut paths, &mut signature.clone());
    paths.bound
}

/// For dependents' build scripts (`DEP_CUDA_RAW_SYS_ENTRY_POINTS`,
/// `_OLDER_ENTRY_POINTS`), and a snapshot's facts: each C name that is a
/// macro for a function, as `name=entry point` (`cuCtxCreate=cuCtxCreate_v4`),
/// and the older entry points bound, each list comma-separated.
pub fn metadata(
    aliases: &crate::aliases::Aliases,
    index: &Index,
    older: &BTreeSet<String>,
) -> [(&'static str, String); 2] {
    let functions: BTreeSet<&String> = index.functions.iter().collect();
    let entry_points: Vec<String> = aliases
        .names
        .iter()
        .filter(|(_, target)| functions.contains(target))
        .map(|(name, target)| format!("{name}={target}"))
        .collect();
    let older: Vec<&str> = older.iter().map(String::as_str).collect();
    [
        ("entry_points", entry_points.join(",")),
        ("older_entry_points", older.join(",")),
    ]
}
