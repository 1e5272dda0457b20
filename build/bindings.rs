//! The bindings bindgen generated (build.rs runs it), parsed once, and one
//! index of what they hold: every later step reads its facts from that index
//! and rewrites the syntax.

use crate::env::BuildEnv;
use crate::error::BuildError;
use std::collections::{BTreeMap, BTreeSet};

/// The generated bindings: their syntax, and the index read off it.
pub struct Bindings {
    pub syntax: syn::File,
    pub index: Index,
}

impl Bindings {
    /// Parses bindings text and indexes it.
    pub fn parse(text: &str, origin: &std::path::Path) -> Result<Self, BuildError> {
        let syntax = syn::parse_file(text).map_err(|error| {
            BuildError::bug(format!(
                "the bindings in {} do not parse as Rust: {error}",
                origin.display()
            ))
        })?;
        let index = Index::read(&syntax);
        Ok(Bindings { syntax, index })
    }

    /// Formats the bindings (prettyplease: the same text with or without
    /// rustfmt installed) and writes them to `OUT_DIR/bindings.rs`, less
    /// bindgen's layout assertions, which it moves to `OUT_DIR/layout.rs`:
    /// systest compiles them (for every CI version and cross target), so no
    /// user's build pays for them (about a sixth of the crate's compile).
    pub fn write(&mut self, env: &BuildEnv) -> Result<(), BuildError> {
        let (checks, items) = std::mem::take(&mut self.syntax.items)
            .into_iter()
            .partition(is_layout_check);
        self.syntax.items = items;
        let mut layout = syn::parse_file("").expect("an empty file parses");
        layout.items = checks;
        for (file, syntax) in [("bindings.rs", &self.syntax), ("layout.rs", &layout)] {
            let path = env.out_dir.join(file);
            std::fs::write(&path, prettyplease::unparse(syntax))
                .map_err(|error| BuildError::write_failed(&path, error))?;
        }
        Ok(())
    }
}

/// bindgen's layout assertion for a type: `const _: () = { ... };`.
fn is_layout_check(item: &syn::Item) -> bool {
    matches!(item, syn::Item::Const(constant) if constant.ident == "_")
}

#[derive(Clone, Copy)]
pub enum RecordKind {
    Struct,
    Union,
}

impl RecordKind {
    pub fn c_keyword(self) -> &'static str {
        match self {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        }
    }
}

/// A C struct or union with named members.
pub struct Record {
    pub kind: RecordKind,
    pub members: Vec<(String, syn::Type)>,
    /// bindgen's `_unused: [u8; 0]`: C declares the type without a body.
    pub opaque: bool,
}

/// A constant: its Rust type, and its value when that is an integer literal.
pub struct Constant {
    pub ty: syn::Type,
    pub value: Option<i128>,
}

impl Constant {
    /// The width of its Rust type when that has a fixed one (`c_int` and
    /// friends vary by target).
    pub fn bits(&self) -> Option<u32> {
        Some(match last_ident(&self.ty)?.as_str() {
            "u8" | "i8" => 8,
            "u16" | "i16" => 16,
            "u32" | "i32" => 32,
            "u64" | "i64" => 64,
            _ => return None,
        })
    }
}

/// Everything at the top level of the bindings, by Rust name.
#[derive(Default)]
pub struct Index {
    /// Every top-level name: items, declared functions and statics, renames.
    pub names: BTreeSet<String>,
    /// The C functions the extern blocks declare, in order.
    pub functions: Vec<String>,
    pub records: BTreeMap<String, Record>,
    /// C enums, bound as `#[repr(transparent)] pub struct E(pub c_uint)`.
    pub enums: BTreeSet<String>,
    /// bindgen's own types (`__BindgenBitfieldUnit<Storage>`, ...).
    pub helpers: BTreeSet<String>,
    /// Structs of a shape bindgen is not known to emit for these options.
    pub unrecognised: BTreeSet<String>,
    /// `pub type A = T;` and `pub use self::B as A;`, both C typedefs.
    pub aliases: BTreeMap<String, syn::Type>,
    /// In the order the bindings hold them.
    pub constants: Vec<(String, Constant)>,
    /// Where each constant is in `constants`.
    constant_positions: BTreeMap<String, usize>,
    /// Bitfield names per record: the parameters of bindgen's `new_bitfield_N`.
    pub bitfields: BTreeMap<String, Vec<String>>,
}

impl Index {
    pub fn read(bindings: &syn::File) -> Self {
        let mut index = Index::default();
        for item in &bindings.items {
            index.add(item);
        }
        index
    }

    /// Indexes one more top-level item.
    pub fn add(&mut self, item: &syn::Item) {
        match item {
            syn::Item::Struct(item) if is_public(&item.vis) => self.add_struct(item),
            syn::Item::Union(item) if is_public(&item.vis) => self.add_union(item),
            syn::Item::Type(item) if is_public(&item.vis) => {
                self.names.insert(item.ident.to_string());
                self.aliases
                    .insert(item.ident.to_string(), (*item.ty).clone());
            }
            syn::Item::Use(item) if is_public(&item.vis) => self.add_use_rename(&item.tree),
            syn::Item::Const(item) if is_public(&item.vis) => {
                let name = item.ident.to_string();
                self.names.insert(name.clone());
                let constant = Constant {
                    ty: (*item.ty).clone(),
                    value: integer(&item.expr),
                };
                self.constant_positions
                    .insert(name.clone(), self.constants.len());
                self.constants.push((name, constant));
            }
            syn::Item::Static(item) => {
                self.names.insert(item.ident.to_string());
            }
            syn::Item::Fn(item) => {
                self.names.insert(item.sig.ident.to_string());
            }
            syn::Item::ForeignMod(block) => {
                for item in &block.items {
                    match item {
                        syn::ForeignItem::Fn(function) => {
                            let name = function.sig.ident.to_string();
                            self.names.insert(name.clone());
                            self.functions.push(name);
                        }
                        syn::ForeignItem::Static(variable) => {
                            self.names.insert(variable.ident.to_string());
                        }
                        _ => {}
                    }
                }
            }
            syn::Item::Impl(item) => self.add_bitfield_names(item),
            _ => {}
        }
    }

    /// A name the bindings hold as a type: a record, an enum, a typedef.
    pub fn is_type(&self, name: &str) -> bool {
        self.records.contains_key(name)
            || self.enums.contains(name)
            || self.aliases.contains_key(name)
            || self.helpers.contains(name)
            || self.unrecognised.contains(name)
    }

    pub fn constant(&self, name: &str) -> Option<&Constant> {
        let position = *self.constant_positions.get(name)?;
        Some(&self.constants[position].1)
    }

    pub fn has_field(&self, record: &str, field: &str) -> bool {
        self.records
            .get(record)
            .is_some_and(|record| record.members.iter().any(|(name, _)| name == field))
    }

    /// True when `field` is not a direct member of `record` but one of its
    /// anonymous members (bindgen's `__bindgen_anon_N`) holds it.
    pub fn field_reached_through_anonymous(&self, record: &str, field: &str) -> bool {
        let Some(found) = self.records.get(record) else {
            return false;
        };
        !self.has_field(record, field)
            && found.members.iter().any(|(name, ty)| {
                name.starts_with("__bindgen_anon_")
                    && last_ident(ty).is_some_and(|ty| self.has_field(&ty, field))
            })
    }

    /// Follows typedefs to the type they name.
    pub fn resolve<'a>(&'a self, mut ty: &'a syn::Type) -> &'a syn::Type {
        // Bounded: a typedef chain in the bindings is a few links long.
        for _ in 0..16 {
            match last_ident(ty).and_then(|name| self.aliases.get(&name)) {
                Some(target) => ty = target,
                None => break,
            }
        }
        ty
    }

    /// The record a type names, through typedefs.
    pub fn record_named_by(&self, ty: &syn::Type) -> Option<(String, &Record)> {
        let name = last_ident(self.resolve(ty))?;
        let record = self.records.get(&name)?;
        Some((name, record))
    }

    fn add_struct(&mut self, item: &syn::ItemStruct) {
        let name = item.ident.to_string();
        self.names.insert(name.clone());
        if is_bindgen_helper(&name, &item.generics) {
            self.helpers.insert(name);
            return;
        }
        match &item.fields {
            syn::Fields::Named(fields) => self.add_record(name, RecordKind::Struct, fields),
            syn::Fields::Unnamed(_) if is_transparent(&item.attrs) => {
                self.enums.insert(name);
            }
            _ => {
                self.unrecognised.insert(name);
            }
        }
    }

    fn add_union(&mut self, item: &syn::ItemUnion) {
        let name = item.ident.to_string();
        self.names.insert(name.clone());
        if is_bindgen_helper(&name, &item.generics) {
            self.helpers.insert(name);
        } else {
            self.add_record(name, RecordKind::Union, &item.fields);
        }
    }

    fn add_record(&mut self, name: String, kind: RecordKind, fields: &syn::FieldsNamed) {
        let members: Vec<(String, syn::Type)> = fields
            .named
            .iter()
            .filter_map(|field| Some((field.ident.as_ref()?.to_string(), field.ty.clone())))
            .collect();
        let opaque = fields.named.len() == 1
            && !is_public(&fields.named[0].vis)
            && members.first().is_some_and(|(name, _)| name == "_unused");
        let record = Record {
            kind,
            members,
            opaque,
        };
        self.records.insert(name, record);
    }

    fn add_use_rename(&mut self, tree: &syn::UseTree) {
        // bindgen names an enum typedef `pub use self::E_enum as E;`.
        let syn::UseTree::Path(path) = tree else {
            return;
        };
        if path.ident != "self" {
            return;
        }
        if let syn::UseTree::Rename(rename) = &*path.tree {
            let target = syn::Type::Path(syn::TypePath {
                attrs: Vec::new(),
                qself: None,
                path: rename.ident.clone().into(),
            });
            self.names.insert(rename.rename.to_string());
            self.aliases.insert(rename.rename.to_string(), target);
        }
    }

    fn add_bitfield_names(&mut self, item: &syn::ItemImpl) {
        let Some(owner) = last_ident(&item.self_ty) else {
            return;
        };
        for impl_item in &item.items {
            let syn::ImplItem::Fn(function) = impl_item else {
                continue;
            };
            if !function.sig.ident.to_string().starts_with("new_bitfield_") {
                continue;
            }
            let names = function.sig.inputs.iter().filter_map(|input| match input {
                syn::FnArg::Typed(typed) => match &*typed.pat {
                    syn::Pat::Ident(pat) => Some(pat.ident.to_string()),
                    _ => None,
                },
                syn::FnArg::Receiver(_) => None,
            });
            self.bitfields
                .entry(owner.clone())
                .or_default()
                .extend(names);
        }
    }
}

/// bindgen's own types (`__BindgenBitfieldUnit<Storage>`, `__IncompleteArrayField<T>`,
/// `__BindgenFloat16`): generic, or named by bindgen. C types are never generic.
fn is_bindgen_helper(name: &str, generics: &syn::Generics) -> bool {
    !generics.params.is_empty() || name.starts_with("__Bindgen")
}

/// `#[repr(transparent)]`, which bindgen puts on enum newtypes.
fn is_transparent(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        let mut transparent = false;
        if attr.path().is_ident("repr") {
            let _ = attr.parse_nested_meta(|meta| {
                transparent |= meta.path.is_ident("transparent");
                Ok(())
            });
        }
        transparent
    })
}

fn is_public(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

/// A name the bindings keep: the driver's and runtime's `cu*` and `CU*` (so
/// also `cuda*`), or a further library's prefix. The predicate is the library
/// table's, which imports nothing of the generator.
pub fn is_cuda_name(name: &str) -> bool {
    crate::library_table::is_bound_prefix(name)
}

/// The name a plain path type ends in (`::core::ffi::c_uint` gives `c_uint`).
pub fn last_ident(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(path) if path.qself.is_none() => {
            let segment = path.path.segments.last()?;
            segment
                .arguments
                .is_none()
                .then(|| segment.ident.to_string())
        }
        syn::Type::Group(group) => last_ident(&group.elem),
        syn::Type::Paren(paren) => last_ident(&paren.elem),
        _ => None,
    }
}

/// The value of `1`, `-1` or `0x1u32`-style literal expressions.
pub fn integer(expr: &syn::Expr) -> Option<i128> {
    match expr {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(literal),
            ..
        }) => literal.base10_parse().ok(),
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => integer(expr).map(|value| -value),
        syn::Expr::Paren(inner) => integer(&inner.expr),
        _ => None,
    }
}
