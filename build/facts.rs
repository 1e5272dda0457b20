//! What differs between header versions in a way Rust code can see, read
//! from the parsed bindings and published as cfgs. Code that must compile on
//! every supported version (the examples, the GPU suite, dependents) writes
//! `#[cfg(cuda_mem_location_id_in_union)]` instead of comparing versions.

use crate::abi::last_ident;
use std::collections::{BTreeMap, BTreeSet};

/// One cfg and whether these headers set it.
pub struct Cfg {
    pub name: &'static str,
    pub holds: bool,
}

pub struct Facts {
    pub cfgs: Vec<Cfg>,
}

pub fn read(bindings: &syn::File) -> Facts {
    let items = Items::index(bindings);
    let cfgs = vec![
        // cuMulticast* appeared in CUDA 12.1.
        Cfg {
            name: "cuda_has_multicast",
            holds: items.functions.contains("cuMulticastBindMem"),
        },
        // CU_MEM_HANDLE_TYPE_FABRIC appeared in CUDA 12.3.
        Cfg {
            name: "cuda_has_fabric_handles",
            holds: items.constants.contains("CU_MEM_HANDLE_TYPE_FABRIC"),
        },
        // From CUDA 13.2, CUmemLocation's `id` sits in an anonymous union:
        // `location.__bindgen_anon_1.id` instead of `location.id`.
        Cfg {
            name: "cuda_mem_location_id_in_union",
            holds: items.field_reached_through_anonymous("CUmemLocation_st", "id"),
        },
        // cudaExternalMemoryBufferDesc gained `reserved` (and grew from 24 to
        // 88 bytes) in CUDA 13.0.
        Cfg {
            name: "cuda_runtime_buffer_desc_has_reserved",
            holds: items.has_field("cudaExternalMemoryBufferDesc", "reserved"),
        },
    ];
    Facts { cfgs }
}

/// Names and record fields of the bindings, indexed for the questions above.
#[derive(Default)]
struct Items {
    functions: BTreeSet<String>,
    constants: BTreeSet<String>,
    /// Struct and union names, each with its fields' names and type names.
    records: BTreeMap<String, Vec<(String, String)>>,
}

impl Items {
    fn index(bindings: &syn::File) -> Self {
        let mut items = Items::default();
        for item in &bindings.items {
            match item {
                syn::Item::ForeignMod(_) | syn::Item::Fn(_) => {
                    let functions = crate::bindings::c_functions(item);
                    items
                        .functions
                        .extend(functions.iter().map(|name| name.to_string()));
                }
                syn::Item::Const(constant) => {
                    items.constants.insert(constant.ident.to_string());
                }
                syn::Item::Struct(record) => {
                    items.add_record(&record.ident, record.fields.iter());
                }
                syn::Item::Union(record) => {
                    items.add_record(&record.ident, record.fields.named.iter());
                }
                _ => {}
            }
        }
        items
    }

    fn add_record<'a>(&mut self, name: &syn::Ident, fields: impl Iterator<Item = &'a syn::Field>) {
        let fields = fields
            .filter_map(|field| {
                let name = field.ident.as_ref()?.to_string();
                Some((name, last_ident(&field.ty).unwrap_or_default()))
            })
            .collect();
        self.records.insert(name.to_string(), fields);
    }

    fn has_field(&self, record: &str, field: &str) -> bool {
        self.records
            .get(record)
            .is_some_and(|fields| fields.iter().any(|(name, _)| name == field))
    }

    /// True when `field` is not a direct field of `record` but one of its
    /// anonymous members (bindgen's `__bindgen_anon_N`) holds it.
    fn field_reached_through_anonymous(&self, record: &str, field: &str) -> bool {
        let Some(fields) = self.records.get(record) else {
            return false;
        };
        !self.has_field(record, field)
            && fields
                .iter()
                .any(|(name, ty)| name.starts_with("__bindgen_anon_") && self.has_field(ty, field))
    }
}
