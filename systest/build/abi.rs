//! The two halves of the ABI check in systest/tests/abi.rs: a C program that prints
//! what a C compiler says about every type, member and constant the bindings
//! expose, and the same facts as Rust computes them from the crate's types.
//! Both are written from one plan read off the parsed bindings, so both sides
//! print the same keys and only the values can differ.

use cuda_raw_sys_build::bindings::{last_ident, Index};
use cuda_raw_sys_build::preprocess::Headers;
use cuda_raw_sys_build::syn;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// What the check covers, for the build log.
pub struct AbiCounts {
    /// Structs, unions and enums with a C name: size and alignment.
    pub types: usize,
    /// Typedefs (`pub type`, and `pub use` renames of enums): size and alignment.
    pub typedefs: usize,
    /// Members at any depth: offset, size and alignment.
    pub fields: usize,
    pub constants: usize,
    /// Items left out; abi_layout.rs lists each with its reason.
    pub skipped: usize,
}

/// The C probe and the Rust layout functions, and what they cover.
pub struct Check {
    pub c_probe: String,
    pub rust_layout: String,
    pub counts: AbiCounts,
}

pub fn plan(index: &Index, headers: &Headers, preprocessed_wrapper: &str) -> Check {
    let c_names = CNames::read(preprocessed_wrapper);
    let plan = Plan::new(index, &c_names);
    Check {
        c_probe: c_probe(&plan, headers),
        rust_layout: rust_layout(&plan),
        counts: plan.counts(),
    }
}

/// bindgen's `__IncompleteArrayField<T>`, for a C flexible array member `T name[]`.
fn is_flexible_array(ty: &syn::Type) -> bool {
    match ty {
        syn::Type::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|segment| segment.ident == "__IncompleteArrayField"),
        _ => false,
    }
}

/// Rust's integer types, as a constant's type names them (after typedefs).
#[rustfmt::skip]
const RUST_INTEGERS: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    "c_char", "c_schar", "c_uchar", "c_short", "c_ushort", "c_int", "c_uint",
    "c_long", "c_ulong", "c_longlong", "c_ulonglong", "bool",
];

/// Names the C compiler knows, read from the preprocessed wrapper: tags
/// (`struct N`, `union N`, `enum N`) and every identifier.
struct CNames {
    tags: BTreeSet<(String, String)>,
    identifiers: BTreeSet<String>,
}

impl CNames {
    fn read(preprocessed: &str) -> Self {
        let mut tags = BTreeSet::new();
        let mut identifiers = BTreeSet::new();
        // The keyword whose tag comes next, and how deep inside an
        // `__attribute__((...))` between the two the reader is.
        let mut pending: Option<(&str, usize)> = None;
        // Line markers (`# 1 "cuda.h"`) hold file names, not code.
        let code = preprocessed
            .lines()
            .filter(|line| !line.trim_start().starts_with('#'));
        for token in code.flat_map(c_tokens) {
            let is_identifier = token.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
            if is_identifier {
                identifiers.insert(token.to_owned());
            }
            pending = match (pending, token) {
                (None, "struct" | "union" | "enum") => Some((token, 0)),
                (Some((keyword, depth)), "(") => Some((keyword, depth + 1)),
                (Some((keyword, depth)), ")") if depth > 0 => Some((keyword, depth - 1)),
                (Some((keyword, depth)), _) if depth > 0 => Some((keyword, depth)),
                (Some((keyword, 0)), "__attribute__" | "__declspec") => Some((keyword, 0)),
                (Some((keyword, 0)), _) if is_identifier => {
                    tags.insert((keyword.to_owned(), token.to_owned()));
                    None
                }
                // `struct {`: an anonymous type, no tag.
                _ => None,
            };
        }
        CNames { tags, identifiers }
    }

    /// How C spells a Rust type name, or None where C has no name for it
    /// (anonymous members, and structs declared inside another one).
    fn spelling(&self, keyword: &str, name: &str) -> Option<String> {
        if self.tags.contains(&(keyword.to_owned(), name.to_owned())) {
            Some(format!("{keyword} {name}"))
        } else if self.identifiers.contains(name) {
            Some(name.to_owned())
        } else {
            None
        }
    }

    /// C's name for a member: bindgen appends `_` to C names that are Rust
    /// keywords (`type` becomes `type_`).
    fn member(&self, rust_name: &str) -> String {
        match rust_name.strip_suffix('_') {
            Some(stripped)
                if !self.identifiers.contains(rust_name) && self.identifiers.contains(stripped) =>
            {
                stripped.to_owned()
            }
            _ => rust_name.to_owned(),
        }
    }
}

/// The identifiers and punctuation of one line of C; string and character
/// literals and numbers (`0x10u`) are left out.
fn c_tokens(line: &str) -> Vec<&str> {
    let bytes = line.as_bytes();
    let mut found = Vec::new();
    let mut index = 0;
    while index < bytes.len() {
        let byte = bytes[index];
        let start = index;
        index += 1;
        if byte == b'"' || byte == b'\'' {
            while index < bytes.len() && bytes[index] != byte {
                index += if bytes[index] == b'\\' { 2 } else { 1 };
            }
            index += 1;
        } else if byte.is_ascii_alphanumeric() || byte == b'_' {
            while index < bytes.len()
                && (bytes[index].is_ascii_alphanumeric() || bytes[index] == b'_')
            {
                index += 1;
            }
            if !byte.is_ascii_digit() {
                found.push(&line[start..index]);
            }
        } else if !byte.is_ascii_whitespace() && byte.is_ascii() {
            found.push(&line[start..index]);
        }
    }
    found
}

/// One C type whose size and alignment are compared, with its members.
struct TypeCheck {
    kind: &'static str,
    rust_name: String,
    c_type: String,
    members: Vec<MemberCheck>,
}

/// A member path from its type: Rust `a.__bindgen_anon_1.b` is C `a.b`.
struct MemberCheck {
    rust_path: String,
    c_path: String,
    /// A flexible array member has an offset but no size in C.
    offset_only: bool,
}

struct ConstCheck {
    name: String,
    /// `NAME`, `NAME.0` for an enum newtype, `NAME as usize` for a pointer.
    rust_value: String,
    /// C compares a pointer's address, as an integer.
    pointer: bool,
    /// For an enum's constant, the C enum type: Rust gives the constant that
    /// type, while C gives an enumerator that fits `int` the type `int`, so
    /// the size compared is the enum's (they differ once an enum holds a
    /// value beyond 32 bits).
    enum_type: Option<String>,
}

/// Everything both halves check, in a fixed order.
struct Plan {
    types: Vec<TypeCheck>,
    constants: Vec<ConstCheck>,
    /// (item, reason), sorted.
    skipped: BTreeSet<(String, &'static str)>,
}

const OPAQUE: &str = "opaque: C declares it without a body, so it has no size";
const HELPER: &str = "bindgen helper type, no C counterpart";
const UNRECOGNISED: &str =
    "a tuple struct that is not an enum newtype: not a shape bindgen emits here";
const NO_C_NAME: &str = "no C name, and no checked type holds it in a named member";
const NO_C_TYPEDEF: &str = "no C type of this name";
const ANONYMOUS_MEMBER: &str =
    "anonymous member: C has no name for it; its members are checked through the parent";
const BITFIELD: &str =
    "bitfield: C has no offsetof for it; the parent's size and alignment are checked";
const BITFIELD_STORAGE: &str = "bindgen's storage and alignment for bitfields (Rust only)";
const PADDING: &str = "bindgen's explicit padding (Rust only)";
const FLEXIBLE_ARRAY: &str = "flexible array member: C has no size for it; its offset is checked";
const ARRAY_OF_UNNAMED: &str = "members of an array element whose type C cannot name";
const NOT_INTEGER: &str = "not an integer constant (string or floating point)";

impl Plan {
    fn new(items: &Index, c_names: &CNames) -> Self {
        let mut plan = Plan {
            types: Vec::new(),
            constants: Vec::new(),
            skipped: BTreeSet::new(),
        };
        let mut reached = BTreeSet::new();
        plan.add_records(items, c_names, &mut reached);
        plan.add_enums(items, c_names);
        plan.add_typedefs(items, c_names);
        plan.add_constants(items, c_names);
        for name in &items.helpers {
            plan.skip(name, HELPER);
        }
        for name in &items.unrecognised {
            plan.skip(name, UNRECOGNISED);
        }
        for (name, record) in &items.records {
            let unnamed =
                !record.opaque && c_names.spelling(record.kind.c_keyword(), name).is_none();
            if unnamed && !reached.contains(name) {
                plan.skip(name, NO_C_NAME);
            }
        }
        plan.types.sort_by(|a, b| a.rust_name.cmp(&b.rust_name));
        plan.constants.sort_by(|a, b| a.name.cmp(&b.name));
        plan
    }

    fn skip(&mut self, item: impl Into<String>, reason: &'static str) {
        self.skipped.insert((item.into(), reason));
    }

    /// Structs and unions C can name; the unnamed ones are walked from them.
    fn add_records(&mut self, items: &Index, c_names: &CNames, reached: &mut BTreeSet<String>) {
        for (name, record) in &items.records {
            if record.opaque {
                self.skip(name, OPAQUE);
                continue;
            }
            let Some(c_type) = c_names.spelling(record.kind.c_keyword(), name) else {
                continue;
            };
            let mut walk = MemberWalk {
                items,
                c_names,
                root: name,
                members: Vec::new(),
                skipped: Vec::new(),
                reached,
            };
            walk.record(name, &MemberPlace::default());
            let MemberWalk {
                members, skipped, ..
            } = walk;
            self.skipped.extend(skipped);
            self.types.push(TypeCheck {
                kind: record.kind.c_keyword(),
                rust_name: name.clone(),
                c_type,
                members,
            });
        }
    }

    fn add_enums(&mut self, items: &Index, c_names: &CNames) {
        for name in &items.enums {
            match c_names.spelling("enum", name) {
                Some(c_type) => self.types.push(TypeCheck {
                    kind: "enum",
                    rust_name: name.clone(),
                    c_type,
                    members: Vec::new(),
                }),
                None => self.skip(name, NO_C_TYPEDEF),
            }
        }
    }

    fn add_typedefs(&mut self, items: &Index, c_names: &CNames) {
        for (name, target) in &items.aliases {
            let opaque = items
                .record_named_by(target)
                .is_some_and(|(_, record)| record.opaque);
            if opaque {
                self.skip(name, OPAQUE);
                continue;
            }
            if !c_names.identifiers.contains(name) {
                self.skip(name, NO_C_TYPEDEF);
                continue;
            }
            self.types.push(TypeCheck {
                kind: "typedef",
                rust_name: name.clone(),
                c_type: name.clone(),
                members: Vec::new(),
            });
        }
    }

    fn add_constants(&mut self, items: &Index, c_names: &CNames) {
        for (name, constant) in &items.constants {
            let ty = &constant.ty;
            let resolved = items.resolve(ty);
            let pointer = matches!(resolved, syn::Type::Ptr(_));
            let mut enum_type = None;
            let rust_value = match last_ident(resolved) {
                _ if pointer => format!("{name} as usize"),
                Some(type_name) if items.enums.contains(&type_name) => {
                    enum_type = c_names.spelling("enum", &type_name);
                    format!("{name}.0")
                }
                Some(type_name) if RUST_INTEGERS.contains(&type_name.as_str()) => name.clone(),
                _ => {
                    self.skip(name, NOT_INTEGER);
                    continue;
                }
            };
            self.constants.push(ConstCheck {
                name: name.clone(),
                rust_value,
                pointer,
                enum_type,
            });
        }
    }

    fn counts(&self) -> AbiCounts {
        let typedefs = self.types.iter().filter(|t| t.kind == "typedef").count();
        AbiCounts {
            types: self.types.len() - typedefs,
            typedefs,
            fields: self.types.iter().map(|t| t.members.len()).sum(),
            constants: self.constants.len(),
            skipped: self.skipped.len(),
        }
    }
}

/// Walks the members of one checked type, and on into the types C cannot
/// name that its members hold: C reaches their members through the parent.
struct MemberWalk<'a> {
    items: &'a Index,
    c_names: &'a CNames,
    root: &'a str,
    members: Vec<MemberCheck>,
    skipped: Vec<(String, &'static str)>,
    /// The unnamed records seen, so the plan can list those never reached.
    reached: &'a mut BTreeSet<String>,
}

impl MemberWalk<'_> {
    fn skip(&mut self, place: &DottedPath, reason: &'static str) {
        self.skipped
            .push((format!("{}.{}", self.root, place.0), reason));
    }

    fn record(&mut self, record_name: &str, at: &MemberPlace) {
        let items = self.items;
        let record = &items.records[record_name];
        for bitfield in items.bitfields.get(record_name).into_iter().flatten() {
            self.skip(&at.rust.join(bitfield), BITFIELD);
        }
        for (name, ty) in &record.members {
            let rust_path = at.rust.join(name);
            if name.starts_with("_bitfield_") {
                self.skip(&rust_path, BITFIELD_STORAGE);
                continue;
            }
            if name.starts_with("__bindgen_padding_") {
                self.skip(&rust_path, PADDING);
                continue;
            }
            let place = if name.starts_with("__bindgen_anon_") {
                self.skip(&rust_path, ANONYMOUS_MEMBER);
                MemberPlace {
                    rust: rust_path,
                    c: at.c.clone(),
                }
            } else {
                self.member(at, name, ty)
            };
            if let Some(inner) = self.unnamed_record(ty) {
                self.record(&inner, &place);
            } else if let syn::Type::Array(array) = items.resolve(ty) {
                if self.unnamed_record(&array.elem).is_some() {
                    let elements = DottedPath(format!("{}[..]", place.rust.0));
                    self.skip(&elements, ARRAY_OF_UNNAMED);
                }
            }
        }
    }

    fn member(&mut self, at: &MemberPlace, name: &str, ty: &syn::Type) -> MemberPlace {
        let place = MemberPlace {
            rust: at.rust.join(name),
            c: at.c.join(&self.c_names.member(name)),
        };
        let offset_only = is_flexible_array(ty);
        if offset_only {
            self.skip(&place.rust, FLEXIBLE_ARRAY);
        }
        self.members.push(MemberCheck {
            rust_path: place.rust.0.clone(),
            c_path: place.c.0.clone(),
            offset_only,
        });
        place
    }

    /// The record a member's type names, where C has no name for it.
    fn unnamed_record(&mut self, ty: &syn::Type) -> Option<String> {
        let (name, record) = self.items.record_named_by(ty)?;
        let named = self
            .c_names
            .spelling(record.kind.c_keyword(), &name)
            .is_some();
        if named || record.opaque {
            return None;
        }
        self.reached.insert(name.clone());
        Some(name)
    }
}

/// A place inside a checked type, as Rust and as C name it.
#[derive(Default)]
struct MemberPlace {
    rust: DottedPath,
    c: DottedPath,
}

/// `a.b.c`, empty at the type itself.
#[derive(Clone, Default)]
struct DottedPath(String);

impl DottedPath {
    fn join(&self, name: &str) -> DottedPath {
        if self.0.is_empty() {
            DottedPath(name.to_owned())
        } else {
            DottedPath(format!("{}.{name}", self.0))
        }
    }
}

/// The C half: prints `<fact> <key> <value>` lines, in the plan's order.
/// The headers' macros are defined before them, as they were for bindgen.
fn c_probe(plan: &Plan, headers: &Headers) -> String {
    let include = headers.include_line();
    let defines: String = headers
        .macros
        .iter()
        .map(|name| format!("#define {name} 1\n"))
        .collect();
    let mut out = String::new();
    let _ = write!(
        out,
        r#"/* Generated by the build script of cuda-raw-sys's test-support crate
 * (systest/build/abi.rs); compiled and run by systest/tests/abi.rs. Prints
 * what the C compiler says about every type, member and constant the Rust
 * bindings expose. */
{defines}#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
{include}

#define LAYOUT(key, value) printf("%s %zu\n", key, (size_t)(value))
#define TYPE(key, type) \
    LAYOUT("size " key, sizeof(type)); \
    LAYOUT("align " key, _Alignof(type))
#define OFFSET(key, type, member) LAYOUT("offset " key, offsetof(type, member))
#define MEMBER(key, type, member) \
    OFFSET(key, type, member); \
    LAYOUT("size " key, sizeof(((type *)0)->member)); \
    LAYOUT("align " key, _Alignof(__typeof__(((type *)0)->member)))
/* The value's own sign picks the format, so Rust's choice of type is checked too. */
#define CONSTANT(name) \
    LAYOUT("size const " #name, sizeof(name)); \
    ((name) < 0 ? printf("const %s %lld\n", #name, (long long)(name)) \
                : printf("const %s %llu\n", #name, (unsigned long long)(name)))
/* An enum's constant: the size of its enum type, which Rust gives it. */
#define ENUM_CONSTANT(name, type) \
    LAYOUT("size const " #name, sizeof(type)); \
    ((name) < 0 ? printf("const %s %lld\n", #name, (long long)(name)) \
                : printf("const %s %llu\n", #name, (unsigned long long)(name)))
/* A pointer constant (`((CUstream)0x2)`): its address. */
#define POINTER_CONSTANT(name) \
    LAYOUT("size const " #name, sizeof(name)); \
    printf("const %s %llu\n", #name, (unsigned long long)(uintptr_t)(name))

int main(void) {{
"#
    );
    for check in &plan.types {
        let _ = writeln!(out, "    TYPE(\"{}\", {});", check.rust_name, check.c_type);
        for member in &check.members {
            let macro_name = if member.offset_only {
                "OFFSET"
            } else {
                "MEMBER"
            };
            let _ = writeln!(
                out,
                "    {macro_name}(\"{}.{}\", {}, {});",
                check.rust_name, member.rust_path, check.c_type, member.c_path
            );
        }
    }
    for constant in &plan.constants {
        let _ = match (&constant.enum_type, constant.pointer) {
            (Some(c_type), _) => writeln!(out, "    ENUM_CONSTANT({}, {c_type});", constant.name),
            (None, true) => writeln!(out, "    POINTER_CONSTANT({});", constant.name),
            (None, false) => writeln!(out, "    CONSTANT({});", constant.name),
        };
    }
    out.push_str("    return 0;\n}\n");
    out
}

/// The Rust half: the same keys, with the values Rust computes.
fn rust_layout(plan: &Plan) -> String {
    let mut out = String::from(
        "// Generated by systest's build script (systest/build/abi.rs) from the bindings;\n\
         // included by systest/tests/abi.rs. The same keys the C probe prints, valued by Rust.\n\
         use cuda_raw_sys::*;\n\
         \n\
         fn size_of_pointee<U>(_: *const U) -> i128 {\n    ::core::mem::size_of::<U>() as i128\n}\n\
         \n\
         fn align_of_pointee<U>(_: *const U) -> i128 {\n    ::core::mem::align_of::<U>() as i128\n}\n\
         \n\
         /// (key, value) for every type and member the C probe prints.\n\
         pub fn layout_facts() -> Vec<(&'static str, i128)> {\n    let mut facts = Vec::new();\n",
    );
    for check in &plan.types {
        let _ = writeln!(out, "    layout_of_{}(&mut facts);", check.rust_name);
    }
    out.push_str("    facts\n}\n");
    for check in &plan.types {
        write_rust_type_layout(&mut out, check);
    }

    // A function, not a constant: a pointer's address is no value in const context.
    out.push_str("\n/// (key, value) for every constant the C probe prints: its value and size.\npub fn constant_facts() -> Vec<(&'static str, i128)> {\n    vec![\n");
    for constant in &plan.constants {
        let _ = writeln!(
            out,
            "        (\"const {0}\", {1} as i128),\n        (\"size const {0}\", ::core::mem::size_of_val(&{0}) as i128),",
            constant.name, constant.rust_value
        );
    }
    out.push_str("    ]\n}\n");

    out.push_str("\n/// How many types of each kind are checked.\npub const TYPE_KINDS: &[(&str, usize)] = &[\n");
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    for check in &plan.types {
        *kinds.entry(check.kind).or_default() += 1;
    }
    for (kind, count) in kinds {
        let _ = writeln!(out, "    (\"{kind}\", {count}),");
    }
    out.push_str("];\n");

    out.push_str("\n/// What the check leaves out: (item, reason).\npub const SKIPPED: &[(&str, &str)] = &[\n");
    for (item, reason) in &plan.skipped {
        let _ = writeln!(out, "    ({item:?}, {reason:?}),");
    }
    out.push_str("];\n");
    out
}

fn write_rust_type_layout(out: &mut String, check: &TypeCheck) {
    let name = &check.rust_name;
    let _ = writeln!(
        out,
        "\nfn layout_of_{name}(facts: &mut Vec<(&'static str, i128)>) {{\n    \
         facts.push((\"size {name}\", ::core::mem::size_of::<{name}>() as i128));\n    \
         facts.push((\"align {name}\", ::core::mem::align_of::<{name}>() as i128));"
    );
    if !check.members.is_empty() {
        let _ = writeln!(
            out,
            "    let value = ::core::mem::MaybeUninit::<{name}>::uninit();\n    \
             let p = value.as_ptr();"
        );
    }
    for member in &check.members {
        let within = &member.rust_path;
        let key = format!("{name}.{within}");
        let _ = writeln!(
            out,
            "    facts.push((\"offset {key}\", ::core::mem::offset_of!({name}, {within}) as i128));"
        );
        if member.offset_only {
            continue;
        }
        // addr_of! names the place without reading the uninitialised value.
        let _ = writeln!(
            out,
            "    facts.push((\"size {key}\", unsafe {{ size_of_pointee(::core::ptr::addr_of!((*p).{within})) }}));\n    \
             facts.push((\"align {key}\", unsafe {{ align_of_pointee(::core::ptr::addr_of!((*p).{within})) }}));"
        );
    }
    out.push_str("}\n");
}
