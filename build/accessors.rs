//! Accessors named after C's fields, as C flattens anonymous members: C
//! writes `location.id = device` whether `id` is a member of `CUmemLocation`
//! (CUDA 12) or of an anonymous union inside it (13.2 on), and Rust writes
//! `location.set_id(device)` on both. Every named field of every struct and
//! union gets a getter and a setter, reached through bindgen's
//! `__bindgen_anon_N` members where C has anonymous ones, so that the same
//! call compiles on every header version.

use crate::bindings::{last_ident, Index, Record, RecordKind};
use crate::env::BuildEnv;
use crate::error::BuildError;
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// The accessors, as Rust source, and the fields left without one.
pub struct Accessors {
    pub source: String,
    pub count: usize,
    /// `Record.field` and why it has no accessor.
    pub left_out: Vec<(String, String)>,
}

/// One C field as the accessors reach it.
struct Field<'a> {
    name: &'a str,
    ty: &'a syn::Type,
    reached: Reached<'a>,
}

impl Accessors {
    /// Writes `accessors.rs` beside the bindings; logs the fields left out.
    pub fn write(&self, env: &BuildEnv) -> Result<(), BuildError> {
        for (field, why) in &self.left_out {
            env.log(format_args!("no accessor for {field}: {why}"));
        }
        let path = env.out_dir.join("accessors.rs");
        std::fs::write(&path, &self.source).map_err(|error| BuildError::write_failed(&path, error))
    }
}

pub fn generate(index: &Index) -> Accessors {
    let mut source = String::new();
    let mut count = 0;
    let mut left_out = Vec::new();
    for (name, record) in &index.records {
        // bindgen's types of anonymous members are reached from their parent.
        if record.opaque || name.contains("__bindgen_ty_") {
            continue;
        }
        let mut fields = Vec::new();
        let start = Reached {
            path: Vec::new(),
            through_union: false,
            union_before_last: false,
        };
        collect(index, record, start, &mut fields, 0);
        let taken = taken_names(index, name);
        let fields = unique(fields, name, &taken, &mut left_out);
        if fields.is_empty() {
            continue;
        }
        let _ = writeln!(source, "impl {name} {{");
        for field in &fields {
            accessor_pair(index, field, &mut source);
            count += 2;
        }
        source.push_str("}\n");
    }
    Accessors {
        source,
        count,
        left_out,
    }
}

fn record_is_union(record: &Record) -> bool {
    matches!(record.kind, RecordKind::Union)
}

/// How a field or record is reached from the record the accessors are for.
#[derive(Clone)]
struct Reached<'a> {
    /// bindgen's members on the way: `__bindgen_anon_1`, ...
    path: Vec<&'a str>,
    /// Through a union, so reading it is a union read.
    through_union: bool,
    /// A union's member is not the last step, so writing it also reads
    /// through the union (Rust asks for an unsafe block); writing a union's
    /// own member is safe.
    union_before_last: bool,
}

/// The named fields of `record`, anonymous members flattened.
fn collect<'a>(
    index: &'a Index,
    record: &'a Record,
    reached: Reached<'a>,
    fields: &mut Vec<Field<'a>>,
    depth: usize,
) {
    let union = record_is_union(record);
    for (name, ty) in &record.members {
        if name.starts_with("__bindgen_anon_") {
            let Some((_, inner)) = index.record_named_by(ty) else {
                continue;
            };
            // Bounded: C nests anonymous members a few levels deep.
            if depth < 8 {
                let mut inner_reached = reached.clone();
                inner_reached.path.push(name);
                inner_reached.through_union |= union;
                inner_reached.union_before_last |= union;
                collect(index, inner, inner_reached, fields, depth + 1);
            }
        } else if !name.starts_with('_') && !is_bindgen_helper_type(ty) {
            let mut reached = reached.clone();
            reached.through_union |= union;
            fields.push(Field { name, ty, reached });
        }
    }
}

/// `__BindgenBitfieldUnit<..>`, `__IncompleteArrayField<..>` (a flexible
/// array member): bindgen's own types, with no C value to copy out.
fn is_bindgen_helper_type(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|segment| segment.ident.to_string().starts_with("__")),
        _ => false,
    }
}

/// Method names the record already has: bindgen's bitfield accessors.
fn taken_names(index: &Index, record: &str) -> BTreeSet<String> {
    let mut taken = BTreeSet::new();
    for name in index.bitfields.get(record).into_iter().flatten() {
        taken.insert(name.clone());
        taken.insert(format!("set_{name}"));
    }
    taken
}

/// Drops a field whose getter or setter name another field or method has.
fn unique<'a>(
    fields: Vec<Field<'a>>,
    record: &str,
    taken: &BTreeSet<String>,
    left_out: &mut Vec<(String, String)>,
) -> Vec<Field<'a>> {
    let mut uses: BTreeMap<String, usize> = BTreeMap::new();
    for field in &fields {
        *uses.entry(field.name.to_owned()).or_default() += 1;
        *uses.entry(format!("set_{}", field.name)).or_default() += 1;
    }
    fields
        .into_iter()
        .filter(|field| {
            let setter = format!("set_{}", field.name);
            let clash = [field.name, setter.as_str()]
                .iter()
                .any(|name| uses[*name] > 1 || taken.contains(*name));
            if clash {
                left_out.push((
                    format!("{record}.{}", field.name),
                    "another field or method of the record has its accessor's name".into(),
                ));
            }
            !clash
        })
        .collect()
}

/// The getter and the setter of one field, as Rust source.
fn accessor_pair(index: &Index, field: &Field, out: &mut String) {
    let name = field.name;
    let ty = type_text(field.ty);
    let mut place = String::from("self");
    for member in &field.reached.path {
        place.push('.');
        place.push_str(member);
    }
    let _ = write!(place, ".{name}");
    let read_doc = format!("Reads C's `{name}` member.");
    if !field.reached.through_union {
        let _ = write!(
            out,
            "    #[doc = {read_doc:?}]\n    #[inline]\n    pub fn {name}(&self) -> {ty} {{\n        {place}\n    }}\n"
        );
    } else if every_bit_pattern_valid(index, field.ty, 0) {
        let _ = write!(
            out,
            "    #[doc = {read_doc:?}]\n    #[inline]\n    pub fn {name}(&self) -> {ty} {{\n        \
             // SAFETY: every bit pattern is a valid value of this type, so\n        \
             // reading it is sound whichever member was written last.\n        \
             unsafe {{ {place} }}\n    }}\n"
        );
    } else {
        let doc = format!(
            "{read_doc}\n\n# Safety\n\nIt is in a union: the union's bytes must be a valid value of \
             this member's type (as when it was written last through this member)."
        );
        let _ = write!(
            out,
            "    #[doc = {doc:?}]\n    #[inline]\n    pub unsafe fn {name}(&self) -> {ty} {{\n        {place}\n    }}\n"
        );
    }
    // Writing a union's own member is safe; a member of a struct inside one
    // is reached through the union, which Rust asks an unsafe block for.
    let write = if field.reached.union_before_last {
        format!("unsafe {{ {place} = value }};")
    } else {
        format!("{place} = value;")
    };
    let write_doc = format!("Writes C's `{name}` member.");
    let _ = write!(
        out,
        "    #[doc = {write_doc:?}]\n    #[inline]\n    pub fn set_{name}(&mut self, value: {ty}) {{\n        {write}\n    }}\n"
    );
}

/// A type as Rust source: its tokens, without the spaces a formatter would
/// not write (`::core::ffi::c_int`, `*mut T`, `[T; 16usize]`, `Option<..>`).
fn type_text(ty: &syn::Type) -> String {
    let spaced = ty.to_token_stream().to_string();
    let mut text = String::with_capacity(spaced.len());
    let mut previous = "";
    for token in spaced.split(' ') {
        let glued_to_previous = ["::", "<", "(", "[", "*", "&"]
            .iter()
            .any(|end| previous.ends_with(end));
        let glued_to_next = [";", ",", ">", ")", "]", "("]
            .iter()
            .any(|start| token.starts_with(start))
            || (token.starts_with(':') && !token.starts_with("::"));
        // `core :: ffi` is one path; `mut ::core`, `a: ::core` start one.
        let path_goes_on = token.starts_with("::")
            && !matches!(previous, "mut" | "const")
            && !previous.ends_with([':', ',']);
        if !previous.is_empty() && !glued_to_previous && !glued_to_next && !path_goes_on {
            text.push(' ');
        }
        text.push_str(token);
        previous = token;
    }
    text
}

/// Whether every bit pattern of the type's size is a valid value: integers,
/// floats, raw pointers, optional function pointers, C enums (newtypes over
/// an integer), unions, and arrays and structs of those. Not `bool`.
fn every_bit_pattern_valid(index: &Index, ty: &syn::Type, depth: usize) -> bool {
    if depth > 16 {
        return false;
    }
    match index.resolve(ty) {
        syn::Type::Ptr(_) => true,
        syn::Type::Array(array) => every_bit_pattern_valid(index, &array.elem, depth + 1),
        syn::Type::Path(path) => {
            let Some(last) = path.path.segments.last() else {
                return false;
            };
            if last.ident == "Option" {
                // `Option<unsafe extern "C" fn(..)>`: null is `None`.
                return matches!(&last.arguments, syn::PathArguments::AngleBracketed(arguments)
                    if matches!(arguments.args.first(), Some(syn::GenericArgument::Type(syn::Type::FnPtr(_)))));
            }
            let Some(name) = last_ident(index.resolve(ty)) else {
                return false;
            };
            if is_plain_number(&name) || index.enums.contains(&name) {
                return true;
            }
            match index.records.get(&name) {
                Some(record) if record_is_union(record) => true,
                Some(record) => record
                    .members
                    .iter()
                    .all(|(_, member)| every_bit_pattern_valid(index, member, depth + 1)),
                None => false,
            }
        }
        _ => false,
    }
}

fn is_plain_number(name: &str) -> bool {
    matches!(
        name,
        "c_char"
            | "c_schar"
            | "c_uchar"
            | "c_short"
            | "c_ushort"
            | "c_int"
            | "c_uint"
            | "c_long"
            | "c_ulong"
            | "c_longlong"
            | "c_ulonglong"
            | "c_float"
            | "c_double"
            | "i8"
            | "u8"
            | "i16"
            | "u16"
            | "i32"
            | "u32"
            | "i64"
            | "u64"
            | "i128"
            | "u128"
            | "isize"
            | "usize"
            | "f32"
            | "f64"
    )
}
