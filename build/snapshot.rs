//! The committed bindings (snapshots/<version>/, read by prebuilt.rs):
//! which source a build takes, and how a generating build writes a snapshot.
//! A snapshot is what a `dynamic-loading` build writes with every feature
//! on, libraries loaded by name, each item that only some features bind
//! behind `#[cfg(feature = ...)]`: the features whose items name it,
//! transitively, so that any set of features compiles what it would have
//! generated, and everything it names. scripts/snapshots.sh sets
//! `CUDA_RAW_SYS_WRITE_SNAPSHOT` to write one, and checks them.

use crate::bindings::{last_ident, Index};
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::libraries::{library_of, DeclaredIn, Library};
use crate::reach::{alias_name, Graph};
use crate::wrappers::BuildFolders;
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

pub use crate::prebuilt::{FACTS, FILES, MAJOR_VARIABLE, SNAPSHOTS, SOURCE_VARIABLE};

/// A folder to write the snapshot to, from a generating `dynamic-loading`
/// build with every feature on (scripts/snapshots.sh).
pub const WRITE_VARIABLE: &str = "CUDA_RAW_SYS_WRITE_SNAPSHOT";

/// Where the bindings come from, as the variable says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    Generate,
    Snapshot,
    /// Unset: generate, or fall back to the snapshot where that is allowed.
    Either,
}

pub fn source(env: &BuildEnv) -> Result<Source, BuildError> {
    match env.var(SOURCE_VARIABLE) {
        None => Ok(Source::Either),
        Some(value) if value == "generate" => Ok(Source::Generate),
        Some(value) if value == "snapshot" => Ok(Source::Snapshot),
        Some(value) => Err(BuildError::new(
            format!("{SOURCE_VARIABLE}={value:?} is neither generate nor snapshot"),
            format!(
                "set {SOURCE_VARIABLE} to generate (from the CUDA headers found) or snapshot \
                 (the crate's committed bindings, with dynamic-loading), or unset it"
            ),
        )),
    }
}

/// The folder `CUDA_RAW_SYS_WRITE_SNAPSHOT` names, if set.
pub fn to_write(env: &BuildEnv) -> Option<PathBuf> {
    env.var(WRITE_VARIABLE).map(PathBuf::from)
}

/// The loader's folders as a snapshot has them: none found, each library
/// by its file name (its number the CUDA major, or its header's macro), for
/// the headers of `cuda_version`.
pub fn folders(libraries: &[&'static Library], index: &Index, cuda_version: u32) -> BuildFolders {
    BuildFolders {
        libraries: libraries
            .iter()
            .map(|&library| {
                let names = crate::libraries::file_names(library, index, cuda_version);
                (library, names, None)
            })
            .collect(),
        snapshot: true,
        ..Default::default()
    }
}

/// Each item that only some features bind, with those features.
pub struct Gates(BTreeMap<String, BTreeSet<&'static str>>);

impl Gates {
    /// Seeds each feature with what its library's headers declare (or, for
    /// a name no header was recorded for, its prefix), what its module holds,
    /// and (`pfn-typedefs`) the `PFN_*` types; everything else seeds the
    /// root, but a C macro alias of no library's, which takes its target's
    /// gate. A name the root reaches has no gate; any other, the features
    /// whose seeds reach it.
    pub fn compute(
        graph: &Graph,
        declared_in: &DeclaredIn,
        libraries: &[&'static Library],
        modules: &BTreeMap<&'static str, Vec<String>>,
    ) -> Gates {
        let header = |name: &String| crate::libraries::declaring_header(name, graph, declared_in);
        let mut seeds: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
        let mut root = Vec::new();
        for name in graph.names() {
            let by_header = header(name).and_then(|file| {
                libraries
                    .iter()
                    .copied()
                    .find(|library| library.declares(file))
            });
            let feature = match by_header.or_else(|| library_of(name)) {
                Some(library) => Some(library.feature),
                None if name.starts_with("PFN_") => Some("pfn-typedefs"),
                None => None,
            };
            match feature {
                Some(feature) => seeds.entry(feature).or_default().push(name.clone()),
                // A C macro alias of no library's prefix goes with its target (below).
                None if graph.macro_alias_target(name).is_some() => {}
                None => root.push(name.clone()),
            }
        }
        for (feature, items) in modules {
            seeds
                .entry(feature)
                .or_default()
                .extend(items.iter().cloned());
        }
        let always = graph.reach(root);
        let mut gates: BTreeMap<String, BTreeSet<&'static str>> = BTreeMap::new();
        for (feature, names) in seeds {
            for name in graph.reach(names) {
                if !always.contains(&name) {
                    gates.entry(name).or_default().insert(feature);
                }
            }
        }
        let unseeded: Vec<(String, BTreeSet<&'static str>)> = graph
            .names()
            .filter(|name| !always.contains(*name) && !gates.contains_key(*name))
            .filter_map(|name| {
                let target = graph.macro_alias_target(name)?;
                Some((name.clone(), gates.get(target)?.clone()))
            })
            .collect();
        gates.extend(unseeded);
        Gates(gates)
    }

    /// `#[cfg(feature = "a")]` or `#[cfg(any(feature = "a", ...))]` for a
    /// gated name.
    fn attribute(&self, name: &str) -> Option<syn::Attribute> {
        let features = self.0.get(name)?.iter();
        Some(syn::parse_quote!(#[cfg(any(#(feature = #features),*))]))
    }

    fn gate(&self, attrs: &mut Vec<syn::Attribute>, name: Option<String>) {
        if let Some(attribute) = name.and_then(|name| self.attribute(&name)) {
            attrs.insert(0, attribute);
        }
    }

    /// Gates a file's items by the name each defines, implements, re-exports
    /// or (a layout check) measures.
    pub fn apply(&self, file: &mut syn::File) {
        for item in &mut file.items {
            match item {
                syn::Item::ForeignMod(block) => {
                    for inner in &mut block.items {
                        if let syn::ForeignItem::Fn(function) = inner {
                            self.gate(&mut function.attrs, Some(function.sig.ident.to_string()));
                        }
                    }
                }
                syn::Item::Impl(block) => {
                    let name = last_ident(&block.self_ty);
                    self.gate(&mut block.attrs, name);
                }
                // A re-export is gated as the name it makes (cuDSS's
                // `cudssDataType_t` for the runtime's `cudaDataType_t`).
                syn::Item::Use(_) => {
                    let name = alias_name(item);
                    if let syn::Item::Use(used) = item {
                        self.gate(&mut used.attrs, name);
                    }
                }
                syn::Item::Const(constant) if constant.ident == "_" => {
                    let name = measured(constant);
                    self.gate(&mut constant.attrs, name);
                }
                syn::Item::Const(constant) => {
                    self.gate(&mut constant.attrs, Some(constant.ident.to_string()))
                }
                syn::Item::Struct(record) => {
                    self.gate(&mut record.attrs, Some(record.ident.to_string()))
                }
                syn::Item::Union(record) => {
                    self.gate(&mut record.attrs, Some(record.ident.to_string()))
                }
                syn::Item::Type(alias) => {
                    self.gate(&mut alias.attrs, Some(alias.ident.to_string()))
                }
                syn::Item::Static(variable) => {
                    self.gate(&mut variable.attrs, Some(variable.ident.to_string()))
                }
                syn::Item::Fn(function) => {
                    self.gate(&mut function.attrs, Some(function.sig.ident.to_string()))
                }
                // modules.rs: a library's module is there when its feature is on.
                syn::Item::Mod(module) => {
                    let feature = module.ident.to_string();
                    module
                        .attrs
                        .insert(0, syn::parse_quote!(#[cfg(feature = #feature)]));
                }
                _ => {}
            }
        }
    }
}

/// The type a layout check (`size_of::<T>()`, ...) measures.
fn measured(check: &syn::ItemConst) -> Option<String> {
    let text = check.expr.to_token_stream().to_string();
    let after = text.split("size_of :: < ").nth(1)?;
    let name: String = after
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Writes the snapshot into `folder`: the files the build wrote into
/// `OUT_DIR` (every feature on), gated, and the facts its build publishes.
pub fn write(env: &BuildEnv, folder: &Path, gates: &Gates, facts: &str) -> Result<(), BuildError> {
    std::fs::create_dir_all(folder).map_err(|error| BuildError::write_failed(folder, error))?;
    for file in FILES {
        let from = env.out_dir.join(file);
        let text = std::fs::read_to_string(&from).map_err(|error| {
            BuildError::bug(format!("{} is unreadable: {error}", from.display()))
        })?;
        let text = if file == "loader_libraries.rs" {
            text
        } else {
            let mut syntax = syn::parse_file(&text).map_err(|error| {
                BuildError::bug(format!("{} does not parse: {error}", from.display()))
            })?;
            gates.apply(&mut syntax);
            prettyplease::unparse(&syntax)
        };
        let to = folder.join(file);
        std::fs::write(&to, text).map_err(|error| BuildError::write_failed(&to, error))?;
    }
    let to = folder.join(FACTS);
    std::fs::write(&to, facts).map_err(|error| BuildError::write_failed(&to, error))
}

/// Drops the items of a snapshot's file whose `#[cfg(feature = ...)]` does
/// not hold for `on` (systest reads the bindings a snapshot build copied).
pub fn keep_features(file: &mut syn::File, on: &dyn Fn(&str) -> bool) {
    file.items.retain(|item| {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Fn(item) => &item.attrs,
            syn::Item::Struct(item) => &item.attrs,
            syn::Item::Union(item) => &item.attrs,
            syn::Item::Type(item) => &item.attrs,
            syn::Item::Const(item) => &item.attrs,
            syn::Item::Static(item) => &item.attrs,
            syn::Item::Impl(item) => &item.attrs,
            syn::Item::Use(item) => &item.attrs,
            syn::Item::Mod(item) => &item.attrs,
            _ => &[],
        };
        attrs.iter().all(|attr| holds(attr, on))
    });
}

/// Whether a `cfg` of features holds (any other attribute does).
fn holds(attr: &syn::Attribute, on: &dyn Fn(&str) -> bool) -> bool {
    if !attr.path().is_ident("cfg") {
        return true;
    }
    let text = attr.meta.to_token_stream().to_string();
    let features: Vec<&str> = text.split('"').skip(1).step_by(2).collect();
    features.iter().any(|feature| on(feature))
}
