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

/// Names the folder of a snapshot written from the libraries that another
/// replaces, alone (cuFFT, which cuFFTMp's headers declare again at
/// cuFFTMp's release): scripts/snapshots.sh writes it first, and a snapshot
/// with the replacing library on takes from it each item of the replaced
/// library that differs, for builds without the replacing feature.
pub const REPLACED_VARIABLE: &str = "CUDA_RAW_SYS_SNAPSHOT_REPLACED";

/// A library another one replaces in this snapshot, and the folder of the
/// snapshot of its own headers.
pub struct Replaced {
    pub feature: &'static str,
    pub by: &'static str,
    pub folder: PathBuf,
}

/// The enabled libraries another enabled one replaces, each with the folder
/// `REPLACED_VARIABLE` names: an error where one is and the variable is unset.
pub fn replaced(
    env: &BuildEnv,
    enabled: &[&'static Library],
) -> Result<Vec<Replaced>, BuildError> {
    let folder = env.var(REPLACED_VARIABLE).map(PathBuf::from);
    let mut replaced = Vec::new();
    for by in enabled.iter().filter(|library| !library.replaces.is_empty()) {
        let Some(folder) = &folder else {
            return Err(BuildError::new(
                format!(
                    "this snapshot binds {} from {}'s headers (feature {}), and {REPLACED_VARIABLE} \
                     names no snapshot of {}'s own headers for builds without it",
                    by.replaces, by.title, by.feature, by.replaces
                ),
                format!(
                    "write one with feature {} alone and set {REPLACED_VARIABLE} to its folder \
                     (bash scripts/snapshots.sh does both)",
                    by.replaces
                ),
            ));
        };
        replaced.push(Replaced {
            feature: by.replaces,
            by: by.feature,
            folder: folder.clone(),
        });
    }
    Ok(replaced)
}

/// Writes the snapshot into `folder`: the files the build wrote into
/// `OUT_DIR` (every feature on), gated, with the replaced libraries' own
/// items merged in, and the facts its build publishes.
pub fn write(
    env: &BuildEnv,
    folder: &Path,
    gates: &Gates,
    replaced: &[Replaced],
    facts: &str,
) -> Result<(), BuildError> {
    std::fs::create_dir_all(folder).map_err(|error| BuildError::write_failed(folder, error))?;
    let parse = |path: &Path| {
        let text = std::fs::read_to_string(path).map_err(|error| {
            BuildError::bug(format!("{} is unreadable: {error}", path.display()))
        })?;
        syn::parse_file(&text).map_err(|error| {
            BuildError::bug(format!("{} does not parse: {error}", path.display()))
        })
    };
    for file in FILES {
        let from = env.out_dir.join(file);
        // The loader's libraries: the same whichever library is replaced.
        let text = if file == "loader_libraries.rs" {
            std::fs::read_to_string(&from).map_err(|error| {
                BuildError::bug(format!("{} is unreadable: {error}", from.display()))
            })?
        } else {
            let mut syntax = parse(&from)?;
            gates.apply(&mut syntax);
            for library in replaced {
                let own = parse(&library.folder.join(file))?;
                merge_replaced(&mut syntax, own, library.feature, library.by).map_err(|why| {
                    BuildError::new(
                        format!(
                            "{file} of the snapshot in {} cannot hold both: {why}",
                            library.folder.display()
                        ),
                        format!("bind {} from one set of headers", library.feature),
                    )
                })?;
            }
            prettyplease::unparse(&syntax)
        };
        let to = folder.join(file);
        std::fs::write(&to, text).map_err(|error| BuildError::write_failed(&to, error))?;
    }
    let to = folder.join(FACTS);
    std::fs::write(&to, facts).map_err(|error| BuildError::write_failed(&to, error))
}

/// Merges into `file` (a snapshot's, with `by` on, which replaces `feature`'s
/// library and declares its items again) the items of `feature` in `own`
/// (the same file of a snapshot of `feature` alone): an item the same in
/// both stays as it is; one that differs is there twice, `file`'s behind
/// `by` and `own`'s behind its absence; one only `own` has is there without
/// `by`, and one only `file` has with it. A function is compared by its
/// declaration (its body reads the loader's table, whose places differ), and
/// one whose declaration differs, or that only `own` declares, is an error:
/// the loader's table has one entry a name.
pub fn merge_replaced(
    file: &mut syn::File,
    own: syn::File,
    feature: &str,
    by: &str,
) -> Result<(), String> {
    let mut at: BTreeMap<String, usize> = keyed(&file.items, feature).collect();
    let mut after: BTreeMap<usize, Vec<syn::Item>> = BTreeMap::new();
    let mut appended = Vec::new();
    let own_items: Vec<(String, usize)> = keyed(&own.items, feature).collect();
    let mut own_items: Vec<(String, syn::Item)> = own_items
        .into_iter()
        .map(|(key, place)| (key, own.items[place].clone()))
        .collect();
    for (key, item) in &mut own_items {
        let is_function = matches!(item, syn::Item::Fn(_));
        match at.remove(key.as_str()) {
            Some(place) if comparable(&file.items[place]) == comparable(item) => {}
            Some(place) => {
                if is_function {
                    return Err(format!("{key} is declared otherwise by {feature}'s own headers"));
                }
                let features = gate_features(item_attrs(&file.items[place])).unwrap_or_default();
                set_gate(&mut file.items[place], &features, by, true);
                set_gate(item, &features, by, false);
                after.entry(place).or_default().push(item.clone());
            }
            None => {
                if is_function {
                    return Err(format!("{key} is declared by {feature}'s own headers alone"));
                }
                set_gate(item, &BTreeSet::from([feature.to_owned()]), by, false);
                appended.push(item.clone());
            }
        }
    }
    for place in at.into_values() {
        let features = gate_features(item_attrs(&file.items[place])).unwrap_or_default();
        set_gate(&mut file.items[place], &features, by, true);
    }
    let items = std::mem::take(&mut file.items);
    for (place, item) in items.into_iter().enumerate() {
        file.items.push(item);
        file.items.extend(after.remove(&place).unwrap_or_default());
    }
    file.items.extend(appended);
    Ok(())
}

/// The items behind a gate naming `feature`, each by a key that names it
/// (`const CUFFT_VERSION`, `impl cufftType`, `layout cufftBox3d`), made
/// unique by its place among those of that key.
fn keyed<'a>(
    items: &'a [syn::Item],
    feature: &'a str,
) -> impl Iterator<Item = (String, usize)> + 'a {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    items.iter().enumerate().filter_map(move |(place, item)| {
        let features = gate_features(item_attrs(item))?;
        if !features.contains(feature) {
            return None;
        }
        let key = item_key(item)?;
        let count = seen.entry(key.clone()).or_default();
        *count += 1;
        Some((format!("{key} #{count}"), place))
    })
}

fn item_key(item: &syn::Item) -> Option<String> {
    Some(match item {
        syn::Item::Fn(function) => format!("fn {}", function.sig.ident),
        syn::Item::Struct(record) => format!("struct {}", record.ident),
        syn::Item::Union(record) => format!("union {}", record.ident),
        syn::Item::Type(alias) => format!("type {}", alias.ident),
        syn::Item::Static(variable) => format!("static {}", variable.ident),
        syn::Item::Mod(module) => format!("mod {}", module.ident),
        syn::Item::Const(constant) if constant.ident == "_" => {
            format!("layout {}", measured(constant)?)
        }
        syn::Item::Const(constant) => format!("const {}", constant.ident),
        syn::Item::Impl(block) => {
            let implemented = block.trait_.as_ref().map(|(path, _)| path);
            format!(
                "impl {} for {}",
                implemented.to_token_stream(),
                block.self_ty.to_token_stream()
            )
        }
        syn::Item::Use(_) => format!("use {}", alias_name(item)?),
        _ => return None,
    })
}

/// An item as compared: without its gate, and a function without its body.
fn comparable(item: &syn::Item) -> String {
    let mut item = item.clone();
    if let Some(attrs) = item_attrs_mut(&mut item) {
        attrs.retain(|attr| !attr.path().is_ident("cfg"));
    }
    if let syn::Item::Fn(function) = &mut item {
        *function.block = syn::parse_quote!({});
    }
    item.to_token_stream().to_string()
}

/// Replaces an item's gate with `all(any(features), by)`, or with
/// `not(by)` for `with` false.
fn set_gate(item: &mut syn::Item, features: &BTreeSet<String>, by: &str, with: bool) {
    let Some(attrs) = item_attrs_mut(item) else {
        return;
    };
    attrs.retain(|attr| !attr.path().is_ident("cfg"));
    let features = features.iter();
    let gate: syn::Attribute = if with {
        syn::parse_quote!(#[cfg(all(any(#(feature = #features),*), feature = #by))])
    } else {
        syn::parse_quote!(#[cfg(all(any(#(feature = #features),*), not(feature = #by)))])
    };
    attrs.insert(0, gate);
}

/// The features an item's `#[cfg(...)]` names, if it has one.
fn gate_features(attrs: &[syn::Attribute]) -> Option<BTreeSet<String>> {
    let attr = attrs.iter().find(|attr| attr.path().is_ident("cfg"))?;
    let text = attr.meta.to_token_stream().to_string();
    Some(text.split('"').skip(1).step_by(2).map(str::to_owned).collect())
}

fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
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
    }
}

fn item_attrs_mut(item: &mut syn::Item) -> Option<&mut Vec<syn::Attribute>> {
    Some(match item {
        syn::Item::Fn(item) => &mut item.attrs,
        syn::Item::Struct(item) => &mut item.attrs,
        syn::Item::Union(item) => &mut item.attrs,
        syn::Item::Type(item) => &mut item.attrs,
        syn::Item::Const(item) => &mut item.attrs,
        syn::Item::Static(item) => &mut item.attrs,
        syn::Item::Impl(item) => &mut item.attrs,
        syn::Item::Use(item) => &mut item.attrs,
        syn::Item::Mod(item) => &mut item.attrs,
        _ => return None,
    })
}

/// Drops the items of a snapshot's file whose `#[cfg(...)]` of features does
/// not hold for `on` (systest reads the bindings a snapshot build copied).
pub fn keep_features(file: &mut syn::File, on: &dyn Fn(&str) -> bool) {
    file.items
        .retain(|item| item_attrs(item).iter().all(|attr| holds(attr, on)));
}

/// Whether a `cfg` of features (`feature = ..`, `any`, `all`, `not`) holds
/// (any other attribute does; any other predicate does not).
fn holds(attr: &syn::Attribute, on: &dyn Fn(&str) -> bool) -> bool {
    if !attr.path().is_ident("cfg") {
        return true;
    }
    attr.parse_args::<syn::Meta>()
        .is_ok_and(|predicate| evaluate(&predicate, on))
}

fn evaluate(predicate: &syn::Meta, on: &dyn Fn(&str) -> bool) -> bool {
    match predicate {
        syn::Meta::NameValue(pair) if pair.path.is_ident("feature") => match &pair.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(name),
                ..
            }) => on(&name.value()),
            _ => false,
        },
        syn::Meta::List(list) => {
            let inner = list.parse_args_with(
                syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated,
            );
            let Ok(inner) = inner else {
                return false;
            };
            let mut inner = inner.iter().map(|predicate| evaluate(predicate, on));
            if list.path.is_ident("any") {
                inner.any(|holds| holds)
            } else if list.path.is_ident("all") {
                inner.all(|holds| holds)
            } else if list.path.is_ident("not") {
                inner.next().is_some_and(|holds| !holds)
            } else {
                false
            }
        }
        _ => false,
    }
}
