//! Which items of the bindings a set of items names, transitively: a
//! function's parameter types, a struct's member types, a typedef's target,
//! an enum's values. A build from the snapshot keeps what its features bind
//! and everything that names, so cuBLASLt's module keeps cuBLAS's status type
//! with cuBLAS off.

use std::collections::{BTreeMap, BTreeSet};
use syn::visit_mut::VisitMut;

/// Who names whom among the bindings' declarations.
pub struct Graph {
    /// Every declaration, top-level or in an extern block: the names it
    /// mentions (several entries for a name declared more than once).
    defines: BTreeMap<String, Vec<BTreeSet<String>>>,
    /// Items that belong to a type: (enum newtypes) its values.
    attached: BTreeMap<String, Vec<String>>,
    /// The other way: each value's type.
    owners: BTreeMap<String, String>,
    /// The C macro names aliases.rs adds, each with the name it stands for.
    macro_aliases: BTreeMap<String, String>,
}

impl Graph {
    pub fn read(file: &mut syn::File) -> Self {
        let mut graph = Graph {
            defines: BTreeMap::new(),
            attached: BTreeMap::new(),
            owners: BTreeMap::new(),
            macro_aliases: BTreeMap::new(),
        };
        for item in &mut file.items {
            let owner = owner_of(item);
            for (name, mentions) in declarations(item) {
                if let Some(owner) = &owner {
                    graph
                        .attached
                        .entry(owner.clone())
                        .or_default()
                        .push(name.clone());
                    graph.owners.insert(name.clone(), owner.clone());
                }
                graph.defines.entry(name).or_default().push(mentions);
            }
        }
        graph
    }

    /// Adds the C macro names aliases.rs re-exports (`CUDSS_R_32F` for
    /// `CUDA_R_32F`): each names the item it stands for, as a `use` of the
    /// bindings does, so that a module or a gate that holds one holds that too.
    pub fn add_macro_aliases<'a>(&mut self, aliases: impl Iterator<Item = (&'a String, &'a String)>) {
        for (name, target) in aliases {
            let mentions = BTreeSet::from([target.clone()]);
            self.defines.entry(name.clone()).or_default().push(mentions);
            self.macro_aliases.insert(name.clone(), target.clone());
        }
    }

    /// The name a C macro alias stands for.
    pub fn macro_alias_target(&self, name: &str) -> Option<&String> {
        self.macro_aliases.get(name)
    }

    /// The type an enum value belongs to.
    pub fn owner(&self, name: &str) -> Option<&String> {
        self.owners.get(name)
    }

    /// Every name declared.
    pub fn names(&self) -> impl Iterator<Item = &String> {
        self.defines.keys()
    }

    /// The seeds, every declaration they name (transitively), and the values
    /// of every enum among them.
    pub fn reach(&self, seeds: impl IntoIterator<Item = String>) -> BTreeSet<String> {
        let mut reached: BTreeSet<String> = BTreeSet::new();
        let mut work: Vec<String> = seeds.into_iter().collect();
        while let Some(name) = work.pop() {
            if !self.defines.contains_key(&name) || !reached.insert(name.clone()) {
                continue;
            }
            let mentioned = self.defines.get(&name).into_iter().flatten().flatten();
            let values = self.attached.get(&name).into_iter().flatten();
            for next in mentioned.chain(values) {
                if !reached.contains(next) {
                    work.push(next.clone());
                }
            }
        }
        reached
    }
}

/// The name a `use` of the bindings re-exports under (`pub use self::a as b;`: `b`).
pub fn alias_name(item: &syn::Item) -> Option<String> {
    rename(item).map(|(_, name)| name)
}

fn rename(item: &syn::Item) -> Option<(String, String)> {
    let syn::Item::Use(item) = item else {
        return None;
    };
    let syn::UseTree::Path(path) = &item.tree else {
        return None;
    };
    let syn::UseTree::Rename(rename) = &*path.tree else {
        return None;
    };
    Some((rename.ident.to_string(), rename.rename.to_string()))
}

/// What one item declares: (name, names it mentions), several for an
/// extern block, none for an impl or a layout check (which belong to the
/// types they name).
fn declarations(item: &mut syn::Item) -> Vec<(String, BTreeSet<String>)> {
    let found = mentions(item);
    let one = |ident: &syn::Ident| vec![(ident.to_string(), found.clone())];
    match &mut *item {
        syn::Item::Struct(record) => one(&record.ident),
        syn::Item::Union(record) => one(&record.ident),
        syn::Item::Type(alias) => one(&alias.ident),
        syn::Item::Const(constant) if constant.ident != "_" => one(&constant.ident),
        syn::Item::Static(variable) => one(&variable.ident),
        // Only public functions: the crate's own helpers are no C names.
        syn::Item::Fn(function) if matches!(function.vis, syn::Visibility::Public(_)) => {
            one(&function.sig.ident)
        }
        syn::Item::Use(_) => rename(item)
            .map(|(target, name)| vec![(name, BTreeSet::from([target]))])
            .unwrap_or_default(),
        syn::Item::ForeignMod(block) => block
            .items
            .iter_mut()
            .filter_map(|inner| {
                let name = foreign_name(inner)?;
                let mut found = Mentions::default();
                found.visit_foreign_item_mut(inner);
                Some((name, found.0))
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The type an enum value (`pub const A: E = E(1);`) belongs to.
fn owner_of(item: &syn::Item) -> Option<String> {
    match item {
        syn::Item::Const(constant) => match &*constant.expr {
            syn::Expr::Call(_) => crate::bindings::last_ident(&constant.ty),
            _ => None,
        },
        _ => None,
    }
}

fn foreign_name(item: &syn::ForeignItem) -> Option<String> {
    match item {
        syn::ForeignItem::Fn(function) => Some(function.sig.ident.to_string()),
        syn::ForeignItem::Static(variable) => Some(variable.ident.to_string()),
        _ => None,
    }
}

fn mentions(item: &mut syn::Item) -> BTreeSet<String> {
    let mut found = Mentions::default();
    found.visit_item_mut(item);
    found.0
}

/// Every identifier of every path in an item.
#[derive(Default)]
struct Mentions(BTreeSet<String>);

impl VisitMut for Mentions {
    fn visit_path_segment_mut(&mut self, segment: &mut syn::PathSegment) {
        self.0.insert(segment.ident.to_string());
        syn::visit_mut::visit_path_segment_mut(self, segment);
    }
}

/// The names a module of modules.rs re-exports (`pub mod m { pub use crate::{a, b}; }`).
pub fn use_names(item: &syn::Item, names: &mut BTreeSet<String>) {
    fn walk(tree: &syn::UseTree, names: &mut BTreeSet<String>) {
        match tree {
            syn::UseTree::Path(path) => walk(&path.tree, names),
            syn::UseTree::Name(name) => {
                names.insert(name.ident.to_string());
            }
            syn::UseTree::Rename(rename) => {
                names.insert(rename.rename.to_string());
            }
            syn::UseTree::Group(group) => group.items.iter().for_each(|tree| walk(tree, names)),
            syn::UseTree::Glob(_) => {}
        }
    }
    if let syn::Item::Mod(module) = item {
        for inner in module.content.iter().flat_map(|(_, items)| items) {
            if let syn::Item::Use(used) = inner {
                walk(&used.tree, names);
            }
        }
    }
}
