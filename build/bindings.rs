//! The bindings bindgen generated (build.rs runs it), parsed: what the other
//! modules read facts from and rewrite.

use crate::env::BuildEnv;
use crate::error::BuildError;
use std::collections::BTreeSet;

/// The generated bindings, parsed.
pub struct Bindings {
    pub syntax: syn::File,
}

impl Bindings {
    /// Parses bindings text; facts about the bindings are read from this syntax.
    pub fn parse(text: &str, origin: &std::path::Path) -> Result<Self, BuildError> {
        let syntax = syn::parse_file(text).map_err(|error| BuildError {
            what: format!(
                "the bindings in {} do not parse as Rust: {error}",
                origin.display()
            ),
            fix: "report this as a cuda-raw-sys bug, with the CUDA version".into(),
            probed: Vec::new(),
            detail: None,
            install: "",
        })?;
        Ok(Bindings { syntax })
    }

    /// Every function the bindings declare (or, with dynamic-loading, wrap).
    pub fn functions(&self) -> impl Iterator<Item = &syn::Ident> {
        self.syntax.items.iter().flat_map(c_functions)
    }

    /// Every item name at the top level.
    pub fn item_names(&self) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for item in &self.syntax.items {
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
                // bindgen's typedefs of enums: `pub use self::cudaError_enum as CUresult;`
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

    /// Formats the bindings (prettyplease: the same text with or without
    /// rustfmt installed) and writes them to `OUT_DIR/bindings.rs`.
    pub fn write(&self, env: &BuildEnv) -> Result<(), BuildError> {
        let path = env.out_dir.join("bindings.rs");
        std::fs::write(&path, prettyplease::unparse(&self.syntax))
            .map_err(|error| BuildError::write_failed(&path, error))
    }
}

/// The C functions an item declares: those of an extern block, or a
/// dynamic-loading wrapper (a Rust `extern "C"` function).
pub fn c_functions(item: &syn::Item) -> Vec<&syn::Ident> {
    match item {
        syn::Item::ForeignMod(block) => block
            .items
            .iter()
            .filter_map(|item| match item {
                syn::ForeignItem::Fn(function) => Some(&function.sig.ident),
                _ => None,
            })
            .collect(),
        syn::Item::Fn(function) if function.sig.abi.is_some() => vec![&function.sig.ident],
        _ => Vec::new(),
    }
}

/// The name a `pub use self::x as y;` introduces.
pub fn renamed(tree: &syn::UseTree) -> Option<&syn::Ident> {
    match tree {
        syn::UseTree::Path(path) => renamed(&path.tree),
        syn::UseTree::Rename(rename) => Some(&rename.rename),
        syn::UseTree::Name(name) => Some(&name.ident),
        _ => None,
    }
}
