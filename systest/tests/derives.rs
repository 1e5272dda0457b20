//! The traits every generated type carries, read from the bindings' syntax
//! for every type the headers declare (tests/conventions.rs shows them in
//! use on a few).

use cuda_raw_sys_build::bindings::{last_ident, Index, RecordKind};
use cuda_raw_sys_build::syn;
use std::collections::{BTreeMap, BTreeSet};

const BINDINGS: &str = include_str!(env!("CUDA_RAW_SYS_BINDINGS"));

/// Per type: the traits derived, and those implemented by hand. Plain
/// strings, so that the tests share one reading (the parse is most of
/// their time).
struct Traits {
    /// Every struct and union, and whether it is a struct.
    records: BTreeMap<String, bool>,
    enums: BTreeSet<String>,
    /// Per enum newtype, its values as root constants.
    values: BTreeMap<String, BTreeSet<String>>,
    derived: BTreeMap<String, BTreeSet<String>>,
    implemented: BTreeMap<String, BTreeSet<String>>,
    /// Per enum newtype, the names of its associated constants.
    associated: BTreeMap<String, BTreeSet<String>>,
    /// Types marked `#[must_use]`.
    must_use: BTreeSet<String>,
    /// Per record, whether it holds a union or a float by value.
    holds: BTreeMap<String, Holds>,
}

/// What a record holds by value, through members and arrays.
#[derive(Default, Clone, Copy)]
struct Holds {
    union: bool,
    float: bool,
}

impl Traits {
    fn get() -> &'static Self {
        static TRAITS: std::sync::OnceLock<Traits> = std::sync::OnceLock::new();
        TRAITS.get_or_init(Traits::read)
    }

    fn read() -> Self {
        let file = syn::parse_file(BINDINGS).expect("the bindings parse");
        let index = Index::read(&file);
        // Constants of an enum's type from a library's `#define` (cuDSS 1.0's
        // `CUDSS_DATA_TYPE_UNSET ((cudaDataType_t)63)`), written `E { 0: 63 }`
        // by macro_constants.rs: the library's names, not the enum's values.
        let from_macros: BTreeSet<String> = file
            .items
            .iter()
            .filter_map(|item| match item {
                syn::Item::Const(constant) if matches!(*constant.expr, syn::Expr::Struct(_)) => {
                    Some(constant.ident.to_string())
                }
                _ => None,
            })
            .collect();
        let mut values: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (name, constant) in &index.constants {
            if from_macros.contains(name) {
                continue;
            }
            if let Some(ty) = last_ident(&constant.ty).filter(|ty| index.enums.contains(ty)) {
                values.entry(ty).or_default().insert(name.clone());
            }
        }
        let mut traits = Traits {
            records: index
                .records
                .iter()
                .map(|(name, record)| (name.clone(), matches!(record.kind, RecordKind::Struct)))
                .collect(),
            enums: index.enums.clone(),
            values,
            derived: BTreeMap::new(),
            implemented: BTreeMap::new(),
            associated: BTreeMap::new(),
            must_use: BTreeSet::new(),
            holds: BTreeMap::new(),
        };
        for item in &file.items {
            match item {
                // A type C only declares (a library's handle: `struct
                // cusolverDnContext;`) is bound as an opaque struct with a
                // zero-sized `_unused`: nothing to compare, and bindgen derives
                // `Debug`, `Copy` and `Clone` alone. It is not counted.
                syn::Item::Struct(record)
                    if record.fields.len() == 1
                        && record.fields.iter().all(|field| {
                            field.ident.as_ref().is_some_and(|name| name == "_unused")
                        }) =>
                {
                    traits.records.remove(&record.ident.to_string());
                }
                syn::Item::Struct(record) => traits.add_derives(&record.ident, &record.attrs),
                syn::Item::Union(record) => traits.add_derives(&record.ident, &record.attrs),
                syn::Item::Impl(block) => traits.add_impl(block),
                _ => {}
            }
        }
        traits.holds = index
            .records
            .keys()
            .map(|name| {
                let mut holds = Holds::default();
                walk_record(&index, name, &mut holds, &mut BTreeSet::new());
                (name.clone(), holds)
            })
            .collect();
        traits
    }

    fn holds(&self, name: &str) -> Holds {
        self.holds.get(name).copied().unwrap_or_default()
    }

    fn add_derives(&mut self, name: &syn::Ident, attrs: &[syn::Attribute]) {
        if attrs.iter().any(|attr| attr.path().is_ident("must_use")) {
            self.must_use.insert(name.to_string());
        }
        let set = self.derived.entry(name.to_string()).or_default();
        for attr in attrs.iter().filter(|attr| attr.path().is_ident("derive")) {
            let _ = attr.parse_nested_meta(|meta| {
                set.insert(meta.path.segments.last().unwrap().ident.to_string());
                Ok(())
            });
        }
    }

    fn add_impl(&mut self, block: &syn::ItemImpl) {
        let syn::Type::Path(owner) = &*block.self_ty else {
            return;
        };
        let owner = owner.path.segments.last().unwrap().ident.to_string();
        match &block.trait_ {
            Some((path, _)) => {
                let name = path.segments.last().unwrap().ident.to_string();
                self.implemented.entry(owner).or_default().insert(name);
            }
            None => {
                let constants = block.items.iter().filter_map(|item| match item {
                    syn::ImplItem::Const(constant) => Some(constant.ident.to_string()),
                    _ => None,
                });
                self.associated.entry(owner).or_default().extend(constants);
            }
        }
    }

    fn has(&self, name: &str, trait_name: &str) -> bool {
        let found = |map: &BTreeMap<String, BTreeSet<String>>| {
            map.get(name).is_some_and(|set| set.contains(trait_name))
        };
        found(&self.derived) || found(&self.implemented)
    }
}

/// What the record `name` holds by value, through members and arrays.
fn walk_record(index: &Index, name: &str, holds: &mut Holds, seen: &mut BTreeSet<String>) {
    if !seen.insert(name.to_owned()) {
        return;
    }
    let Some(record) = index.records.get(name) else {
        return;
    };
    if matches!(record.kind, RecordKind::Union) {
        holds.union = true;
    }
    for (_, ty) in &record.members {
        walk_type(index, ty, holds, seen);
    }
}

fn walk_type(index: &Index, ty: &syn::Type, holds: &mut Holds, seen: &mut BTreeSet<String>) {
    match ty {
        syn::Type::Array(array) => walk_type(index, &array.elem, holds, seen),
        syn::Type::Path(path) => {
            // Generic arguments too: bindgen's `__BindgenUnionField<T>`,
            // `__IncompleteArrayField<T>`.
            for segment in &path.path.segments {
                if let syn::PathArguments::AngleBracketed(arguments) = &segment.arguments {
                    for argument in &arguments.args {
                        if let syn::GenericArgument::Type(inner) = argument {
                            walk_type(index, inner, holds, seen);
                        }
                    }
                }
            }
            let Some(last) = last_ident(ty) else {
                return;
            };
            if last == "f32" || last == "f64" {
                holds.float = true;
            } else if let Some(aliased) = index.aliases.get(&last) {
                walk_type(index, aliased, holds, seen);
            } else {
                walk_record(index, &last, holds, seen);
            }
        }
        _ => {}
    }
}

#[test]
fn every_struct_union_and_enum_implements_debug() {
    let traits = Traits::get();
    let types: Vec<&String> = traits.records.keys().chain(&traits.enums).collect();
    // CUDA 11.8's headers declare 297 (12.0's over 300).
    let floor = if cuda_raw_sys::CUDA_VERSION < 12000 {
        250
    } else {
        300
    };
    assert!(types.len() > floor, "only {} types read", types.len());
    let without: Vec<&&String> = types
        .iter()
        .filter(|name| !traits.has(name, "Debug"))
        .collect();
    assert!(without.is_empty(), "no Debug: {without:?}");
}

#[test]
fn enum_newtypes_order_and_name_their_values() {
    let traits = Traits::get();
    let mut valued = 0;
    for name in &traits.enums {
        for needed in ["PartialEq", "Eq", "Hash", "PartialOrd", "Ord", "Copy"] {
            assert!(traits.has(name, needed), "{name} lacks {needed}");
        }
        // Every root constant of the type is also one of its associated constants.
        let roots = traits.values.get(name).cloned().unwrap_or_default();
        let associated = traits.associated.get(name);
        for root in &roots {
            assert!(
                associated.is_some_and(|set| set.contains(root)),
                "{name}::{root} is missing"
            );
        }
        valued += usize::from(!roots.is_empty());
    }
    // CUDA 11.8's headers: 127 (12.0's over 150).
    let floor = if cuda_raw_sys::CUDA_VERSION < 12000 {
        100
    } else {
        150
    };
    assert!(valued > floor, "only {valued} enums with values");
}

/// bindgen derives `PartialEq`, `Eq` and `Hash` wherever the fields allow:
/// most structs compare and hash; those that do not hold a union, a float
/// or a bitfield unit's storage.
#[test]
fn structs_compare_and_hash_unless_a_member_forbids_it() {
    // bindgen derives PartialEq, Eq and Hash where every member allows it: a
    // union allows none (Rust cannot compare one without knowing which member
    // is live), a float neither Eq nor Hash. Every struct that lacks one has
    // such a member, reached through members and arrays (not pointers); the
    // count that compare depends on the headers and features, the rule not.
    let traits = Traits::get();
    let structs: Vec<&String> = traits
        .records
        .iter()
        .filter(|(_, &is_struct)| is_struct)
        .map(|(name, _)| name)
        .collect();
    let mut unexplained = Vec::new();
    let (mut comparable, mut hashable) = (0, 0);
    for name in &structs {
        let holds = traits.holds(name);
        let compares = traits.has(name, "PartialEq");
        let hashes = traits.has(name, "Hash");
        comparable += usize::from(compares);
        hashable += usize::from(hashes);
        let expected_compare = !holds.union;
        let expected_eq_hash = !holds.union && !holds.float;
        if compares != expected_compare
            || traits.has(name, "Eq") != expected_eq_hash
            || hashes != expected_eq_hash
        {
            unexplained.push(format!(
                "{name} (PartialEq {compares}, Hash {hashes}; union {}, float {})",
                holds.union, holds.float
            ));
        }
    }
    println!(
        "{comparable} of {} structs compare, {hashable} hash; the others hold a union or a float",
        structs.len()
    );
    assert!(
        unexplained.is_empty(),
        "structs whose derives their members do not explain: {unexplained:?}"
    );
    for name in [
        "CUuuid_st",
        "CUDA_MEMCPY3D_st",
        "CUDA_ARRAY_DESCRIPTOR_st",
        "cudaChannelFormatDesc",
    ] {
        if traits.records.contains_key(name) {
            for needed in ["PartialEq", "Eq", "Hash"] {
                assert!(traits.has(name, needed), "{name} lacks {needed}");
            }
        }
    }
    // A float member allows PartialEq, not Eq.
    let texture = "CUDA_TEXTURE_DESC_st";
    assert!(traits.has(texture, "PartialEq") && !traits.has(texture, "Eq"));
}

/// A dropped `CUresult` is a silently ignored error: `#[must_use]` makes it
/// a warning.
#[test]
fn result_types_are_must_use() {
    let traits = Traits::get();
    for ty in ["cudaError_enum", "cudaError"] {
        assert!(traits.must_use.contains(ty), "{ty} is not #[must_use]");
    }
}
