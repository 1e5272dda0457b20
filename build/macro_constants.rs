//! Object-like macros that bindgen cannot give their C value and type.
//! bindgen evaluates a macro's text without C's rules: it drops casts
//! (`#define CU_STREAM_PER_THREAD ((CUstream)0x2)`) and types
//! `#define CU_DEV_SM_RESOURCE_GROUP_LOCALITY_DOMAIN_ID_ANY (~0u)` as
//! `i32 = -1`. Here clang, the C compiler bindgen runs (with the same target
//! and include folders), compiles each macro as an initializer and says its
//! type and value. A macro bindgen dropped is added; one whose value bindgen
//! got wrong is replaced; the rest are bindgen's. The ABI test compares every
//! constant with what gcc computes.

// clang-sys spells libclang's constants as C does (`CXType_Pointer`).
#![allow(non_upper_case_globals)]

use crate::aliases::Aliases;
use crate::bindings::{is_cuda_name, Bindings, Index};
use crate::env::BuildEnv;
use crate::error::{BuildError, INSTALL_LIBCLANG};
use crate::header_comments::HeaderComments;
use crate::libclang::{children, cursor_file, cursor_line, string, TranslationUnit};
use crate::preprocess::Headers;
use clang_sys::*;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

const PROBE_PREFIX: &str = "cuda_raw_sys_macro_";
const PROBE_FILE: &str = "cuda_raw_sys_macro_probe.c";

/// A macro with its C type and value, as Rust source.
pub struct MacroConstant {
    pub name: String,
    /// The header's comment on the `#define`, if it has one.
    doc: Option<String>,
    definition: String,
    c_type: String,
    rust_type: String,
    rust_value: String,
}

impl MacroConstant {
    pub fn item(&self) -> syn::Item {
        let origin = format!(
            "C's `#define {} {}`, of C type `{}`, evaluated by clang at build time.",
            self.name, self.definition, self.c_type
        );
        let doc = match &self.doc {
            Some(doc) => format!("{doc}\n\n{origin}"),
            None => origin,
        };
        let source = format!(
            "#[doc = {doc:?}]\npub const {}: {} = {};",
            self.name, self.rust_type, self.rust_value
        );
        syn::parse_str(&source).expect("a constant item parses")
    }
}

/// What clang made of the macros bindgen could not evaluate.
pub struct MacroConstants {
    /// Macros bindgen emitted nothing for, with C's value and type.
    pub added: Vec<MacroConstant>,
    /// Macros bindgen emitted with a value or width C does not give them.
    pub replaced: Vec<MacroConstant>,
    /// Macros bindgen dropped that have no constant value, and why.
    pub left_out: Vec<(String, String)>,
    /// bindgen's constants clang could not check, kept as bindgen wrote them.
    unchecked: Vec<(String, String)>,
    /// The header comment on each documented macro, for bindgen's constants.
    docs: BTreeMap<String, String>,
    /// Header-defined `const` variables bindgen declared `extern`, and the
    /// constant each is initialised with: bound as constants.
    const_variables: BTreeMap<String, String>,
    /// Header-defined variables bindgen declared `extern` (`static` ones, and
    /// `const` ones with an initializer, which C++, the libraries' language,
    /// keeps internal), which no library exports: left out (a linked build
    /// would not link a reference to one, and the loader would never find it).
    static_variables: BTreeSet<String>,
    /// The further library's header each added constant is defined in,
    /// where it is one (the library's module and feature follow it).
    headers: BTreeMap<String, String>,
}

impl MacroConstants {
    /// The header of each added constant that a further library's is, as
    /// bindgen records its items' (build.rs adds them to that record).
    pub fn declared_in(&self) -> impl Iterator<Item = (String, String)> + '_ {
        self.added.iter().filter_map(|constant| {
            let header = self.headers.get(&constant.name)?;
            Some((constant.name.clone(), header.clone()))
        })
    }

    /// Whether `name` is a header's `static` variable, left out of the bindings.
    pub fn is_left_out_variable(&self, name: &str) -> bool {
        self.static_variables.contains(name)
    }

    /// Adds and replaces the constants in the parsed bindings and their index.
    pub fn apply(&self, bindings: &mut Bindings) {
        self.rewrite(&mut bindings.syntax);
        for name in &self.static_variables {
            bindings.index.names.remove(name);
        }
        for constant in &self.added {
            bindings.index.add(&constant.item());
        }
    }

    fn rewrite(&self, bindings: &mut syn::File) {
        self.define_const_variables(bindings);
        let replacements: BTreeMap<&str, &MacroConstant> = self
            .replaced
            .iter()
            .map(|constant| (constant.name.as_str(), constant))
            .collect();
        for item in &mut bindings.items {
            let syn::Item::Const(constant) = item else {
                continue;
            };
            let name = constant.ident.to_string();
            if let Some(replacement) = replacements.get(name.as_str()) {
                *item = replacement.item();
            } else if let Some(doc) = self.docs.get(&name) {
                // bindgen's constants from macros come without the comment.
                if !constant
                    .attrs
                    .iter()
                    .any(|attribute| attribute.path().is_ident("doc"))
                {
                    constant.attrs.insert(0, syn::parse_quote!(#[doc = #doc]));
                }
            }
        }
        bindings
            .items
            .extend(self.added.iter().map(MacroConstant::item));
    }

    /// A header's `const T NAME = OTHER;` is a definition in every C file that
    /// includes it, exported by no library (cuTENSOR's `CUTENSOR_R_32F`): bindgen's
    /// `extern` static becomes `pub const NAME: T = OTHER;`.
    fn define_const_variables(&self, bindings: &mut syn::File) {
        let mut constants: Vec<syn::Item> = Vec::new();
        for item in &mut bindings.items {
            let syn::Item::ForeignMod(block) = item else {
                continue;
            };
            block.items.retain(|foreign| {
                let syn::ForeignItem::Static(variable) = foreign else {
                    return true;
                };
                let name = variable.ident.to_string();
                if self.static_variables.contains(&name) {
                    return false;
                }
                let Some(named) = self.const_variables.get(&name) else {
                    return true;
                };
                let (attrs, name, ty) = (&variable.attrs, &variable.ident, &variable.ty);
                let named = quote::format_ident!("{}", named);
                constants.push(syn::parse_quote!(#(#attrs)* pub const #name: #ty = #named;));
                false
            });
        }
        bindings
            .items
            .retain(|item| !matches!(item, syn::Item::ForeignMod(block) if block.items.is_empty()));
        bindings.items.extend(constants);
    }

    /// Object-like macros bindgen emitted nothing for.
    pub fn dropped(&self) -> usize {
        self.added.len() + self.left_out.len()
    }

    pub fn log(&self, env: &BuildEnv) {
        let dropped = self.dropped();
        env.log(format_args!(
            "{dropped} object-like macros that bindgen drops: {} emitted with C's type and value, {} left out",
            self.added.len(),
            self.left_out.len()
        ));
        for (name, reason) in &self.left_out {
            env.log(format_args!("  left out {name}: {reason}"));
        }
        for name in &self.static_variables {
            env.log(format_args!(
                "  left out {name}: a `static` variable of the headers, which no library exports"
            ));
        }
        for (name, reason) in &self.unchecked {
            env.log(format_args!("  kept bindgen's {name} unchecked: {reason}"));
        }
        for constant in &self.replaced {
            env.log(format_args!(
                "{} retyped: bindgen's value or width differs from C's `{}` {}",
                constant.name, constant.c_type, constant.rust_value
            ));
        }
    }
}

/// Compares what clang says about each object-like CUDA macro of
/// `macro_table` (a `cc -dM` table) that is no alias for another name with
/// what bindgen emitted.
pub fn compare(
    evaluated: Evaluated,
    headers: &Headers,
    macro_table: &str,
    index: &Index,
    aliases: &Aliases,
) -> MacroConstants {
    let Evaluated {
        values: evaluated,
        docs,
        const_variables,
        static_variables,
        headers: macro_headers,
    } = evaluated;
    let mut left_out = Vec::new();
    let mut probed = BTreeMap::new();
    for (name, definition) in object_like_macros(macro_table) {
        let known = aliases.contains(name)
            || (index.names.contains(name) && index.constant(name).is_none())
            || is_switch(headers, name);
        if known {
            continue;
        }
        if definition.is_empty() {
            if index.constant(name).is_none() {
                left_out.push((
                    name.to_owned(),
                    "empty: a marker or calling-convention macro".into(),
                ));
            }
            continue;
        }
        probed.insert(name, definition);
    }
    // An integer macro of a further library's header that bindgen did not
    // bind, whatever its name (NVSHMEM's `CHANNEL_BUF_SIZE`, defined before
    // the macro it shifts by): added as every other.
    for (name, definition) in integer_candidates(macro_table) {
        if macro_headers.contains_key(name) && !index.names.contains(name) && !aliases.contains(name) {
            probed.insert(name, definition);
        }
    }
    // A numeric macro of no library's prefix that bindgen bound: checked
    // against C, never added.
    let bound_numbers: BTreeMap<&str, &str> = numeric_macros(macro_table)
        .filter(|(name, _)| index.constant(name).is_some() && !aliases.contains(name))
        .collect();

    // Those bindgen declared extern: a scalar `static const` (nvCOMP's
    // nvcompLZ4CompressionMaxAllowedChunkSize) it binds as a constant, kept.
    let static_variables = static_variables
        .into_iter()
        .filter(|name| index.names.contains(name) && index.constant(name).is_none())
        .collect();
    // Those whose constant the bindings hold.
    let const_variables = const_variables
        .into_iter()
        .filter(|(_, named)| index.constant(named).is_some())
        .collect();
    let mut added = Vec::new();
    let mut replaced = Vec::new();
    let mut unchecked = Vec::new();
    for (name, definition) in probed.into_iter().chain(bound_numbers) {
        let bindgen_value = index.constant(name);
        match evaluated.get(name) {
            Some(Ok(c_value)) => {
                let rust_type = match rust_type(&c_value.c_type, &c_value.kind, index) {
                    Ok(rust_type) => rust_type,
                    Err(reason) if bindgen_value.is_none() => {
                        left_out.push((name.to_owned(), reason));
                        continue;
                    }
                    Err(reason) => {
                        unchecked.push((name.to_owned(), reason));
                        continue;
                    }
                };
                let constant = MacroConstant {
                    name: name.to_owned(),
                    doc: docs.get(name).cloned(),
                    definition: definition.to_owned(),
                    c_type: c_value.c_type.clone(),
                    rust_value: rust_value(c_value, &rust_type),
                    rust_type,
                };
                match bindgen_value {
                    None => added.push(constant),
                    // A wrong value, or a fixed width that is not C's (`1ULL` as u32).
                    Some(bound) => {
                        let wrong_value = bound.value.is_some_and(|value| value != c_value.value);
                        let wrong_width = bound.bits().is_some_and(|bits| bits != c_value.bits);
                        if wrong_value || wrong_width {
                            replaced.push(constant);
                        }
                    }
                }
            }
            Some(Err(reason)) if bindgen_value.is_none() => {
                left_out.push((name.to_owned(), reason.clone()));
            }
            Some(Err(reason)) => unchecked.push((name.to_owned(), reason.clone())),
            None => {}
        }
    }
    left_out.sort();
    MacroConstants {
        added,
        replaced,
        left_out,
        unchecked,
        docs,
        const_variables,
        static_variables,
        headers: macro_headers,
    }
}

/// The switches the build defines itself are settings, not header constants.
fn is_switch(headers: &Headers, name: &str) -> bool {
    headers.macros.iter().any(|switch| switch == name)
}

/// `(name, definition)` of each object-like `cu`/`CU` macro.
fn object_like_macros(macro_table: &str) -> impl Iterator<Item = (&str, &str)> {
    crate::preprocess::object_like_macros(macro_table).filter(|(name, _)| is_cuda_name(name))
}

/// `(name, definition)` of each object-like macro whose definition is a
/// number (`0xFFFFFFFFFFFFFFFF`, `(-1)`), whatever its name: bindgen binds
/// a library header's macro with no prefix of the library's
/// (NVSHMEM's `TEAM_ULSCALAR_INVALID`) when the library's headers are
/// allowlisted, and reads a number wider than i64 as -1, so C is asked too.
fn numeric_macros(macro_table: &str) -> impl Iterator<Item = (&str, &str)> {
    crate::preprocess::object_like_macros(macro_table).filter(|(name, definition)| {
        !is_cuda_name(name)
            && definition
                .trim_start_matches(['(', '-', ' '])
                .starts_with(|c: char| c.is_ascii_digit())
    })
}

/// `(name, definition)` of each object-like macro of no library's prefix
/// whose definition may be an integer constant expression: numbers,
/// names, parentheses and operators (`(1 << CHANNEL_BUF_SIZE_LOG)`,
/// `((uint32_t) 0xFFFFFFFF)`), no float, string or brace, and a name C does
/// not reserve for the implementation (`__X`, `_X`). clang is asked about
/// each; `compare` keeps those of a further library's header.
fn integer_candidates(macro_table: &str) -> impl Iterator<Item = (&str, &str)> {
    crate::preprocess::object_like_macros(macro_table).filter(|(name, definition)| {
        let mut depth = 0i32;
        let balanced = definition.chars().all(|c| {
            depth += match c {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            depth >= 0
        }) && depth == 0;
        !is_cuda_name(name)
            && !is_reserved(name)
            && definition.contains(|c: char| c.is_ascii_digit())
            && definition
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || " \t_()+-*/%<>&|^~!".contains(c))
            && balanced
    })
}

/// C's reserved identifiers (C11 7.1.3): `__` or `_` and a capital.
fn is_reserved(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next() == Some('_') && chars.next().is_some_and(|c| c == '_' || c.is_ascii_uppercase())
}

/// What clang says about one macro.
struct CValue {
    /// The type as the header spells it (`CUstream`, `unsigned int`, `void *`).
    c_type: String,
    kind: CKind,
    /// As C's type reads it: sign-extended for signed types.
    value: i128,
    bits: u32,
}

enum CKind {
    Integer { rust: &'static str },
    Enum,
    Pointer { pointee: String, is_const: bool },
}

#[derive(Default)]
pub struct Evaluated {
    /// Type and value of each probed macro, or why C has none.
    values: BTreeMap<String, Result<CValue, String>>,
    /// The header comment on each CUDA macro that has one.
    docs: BTreeMap<String, String>,
    /// Variables a header defines `const`, initialised with another constant's
    /// name (cuTENSOR's `const cutensorDataType_t CUTENSOR_R_32F = CUDA_R_32F;`),
    /// and that name: constants, which no library exports.
    const_variables: BTreeMap<String, String>,
    /// Variables a header defines `static` (nvCOMP's
    /// `nvcompBatchedLZ4CompressDefaultOpts`): each C file that includes it
    /// gets a copy, and no library exports the name.
    static_variables: BTreeSet<String>,
    /// The header each macro of an enabled further library's is defined in.
    headers: BTreeMap<String, String>,
}

/// The constant a `const` variable's initializer names, through casts and
/// parentheses; `None` for any other initializer.
///
/// # Safety
/// `cursor` must be a cursor of a translation unit that is still alive.
unsafe fn named_constant(cursor: CXCursor) -> Option<String> {
    match clang_getCursorKind(cursor) {
        CXCursor_DeclRefExpr => Some(string(clang_getCursorSpelling(cursor))),
        CXCursor_UnexposedExpr | CXCursor_ParenExpr | CXCursor_CStyleCastExpr => {
            let inner = children(cursor);
            let expression = inner
                .iter()
                .filter(|child| clang_isExpression(clang_getCursorKind(**child)) != 0)
                .collect::<Vec<_>>();
            match expression.as_slice() {
                [only] => named_constant(**only),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Compiles `static const unsigned long long probe = (unsigned long long)(NAME);`
/// for each name and reads back type and value; a name C rejects or cannot
/// fold to a constant gets the reason.
///
/// Every object-like CUDA macro with a definition is asked about, before the
/// bindings exist, so that this runs beside bindgen (build.rs); `compare`
/// then reads the answers for the macros that matter. libclang must be
/// loaded on the calling thread.
pub fn clang_evaluate(
    headers: &Headers,
    target: &str,
    macro_table: &str,
) -> Result<Evaluated, BuildError> {
    // Each once: a second probe of a name would be a redefinition.
    let names: std::collections::BTreeSet<&str> = object_like_macros(macro_table)
        .chain(numeric_macros(macro_table))
        .chain(integer_candidates(macro_table))
        .filter(|(name, definition)| !definition.is_empty() && !is_switch(headers, name))
        .map(|(name, _)| name)
        .collect();
    let mut probe = format!("{}\n", headers.include_line());
    let mut lines = BTreeMap::new();
    // Line 1 is the #include; each probe takes one line after it.
    for (line, name) in (2..).zip(names) {
        lines.insert(line, name.to_owned());
        let _ = writeln!(
            probe,
            "static const unsigned long long {PROBE_PREFIX}{name} = (unsigned long long)({name});"
        );
    }
    // Names that are no value (aliases of functions and types) are errors
    // here: no limit, so that clang reads every line.
    let mut arguments = vec![format!("--target={target}"), "-ferror-limit=0".into()];
    arguments.extend(headers.defines());
    arguments.extend(headers.compiler_args.iter().cloned());
    arguments.extend(
        headers
            .include_dirs
            .iter()
            .map(|dir| format!("-I{}", dir.display())),
    );

    let unit = TranslationUnit::parse(PROBE_FILE, &probe, &arguments).ok_or_else(|| {
        BuildError::new(
            "libclang could not parse the macro probe",
            "set LIBCLANG_PATH to a working libclang",
        )
        .detail(probe.lines().next().unwrap_or_default())
        .install(INSTALL_LIBCLANG)
    })?;
    let diagnostics = unit.diagnostics_by_line();
    let mut results = BTreeMap::new();
    let mut docs = BTreeMap::new();
    let mut comments = HeaderComments::default();
    let mut const_variables = BTreeMap::new();
    let mut static_variables = BTreeSet::new();
    let mut macro_headers = BTreeMap::new();
    // Whether each header is a further library's, asked once a header (the
    // system headers' macros are most of the unit's).
    let mut further_headers: std::collections::HashMap<String, bool> = Default::default();
    for declaration in children(unit.cursor()) {
        // SAFETY: cursors come from the live translation unit.
        let name = unsafe { string(clang_getCursorSpelling(declaration)) };
        let kind = unsafe { clang_getCursorKind(declaration) };
        if kind == CXCursor_VarDecl && is_cuda_name(&name) && !name.starts_with(PROBE_PREFIX) {
            // SAFETY: the cursor comes from the live translation unit.
            let (named, defined_const) = unsafe {
                let is_const = clang_isConstQualifiedType(clang_getCursorType(declaration)) != 0;
                let initializer = children(declaration)
                    .into_iter()
                    .find(|child| clang_isExpression(clang_getCursorKind(*child)) != 0);
                (
                    initializer
                        .filter(|_| is_const)
                        .and_then(|cursor| named_constant(cursor)),
                    is_const && initializer.is_some(),
                )
            };
            // SAFETY: the cursor comes from the live translation unit.
            let is_static = unsafe { clang_Cursor_getStorageClass(declaration) } == CX_SC_Static;
            match named {
                Some(named) => {
                    const_variables.insert(name, named);
                }
                // A `const` the header defines (cuDensityMat's
                // `cudensitymatScalarCallbackNone = {NULL}`) is internal to
                // each C++ unit, the library's too: it exports none.
                None if is_static || defined_const => {
                    static_variables.insert(name);
                }
                None => {}
            }
            continue;
        }
        if kind == CXCursor_MacroDefinition {
            // SAFETY: the cursor comes from the live translation unit.
            let further = unsafe { cursor_file(declaration) }.filter(|file| {
                *further_headers
                    .entry(file.clone())
                    .or_insert_with(|| headers.declares_further(file))
            });
            if is_cuda_name(&name) || further.is_some() {
                // SAFETY: the cursor comes from the live translation unit.
                if let Some(doc) = unsafe { comments.on_macro(declaration) } {
                    docs.insert(name.clone(), doc);
                }
            }
            if let Some(file) = further {
                macro_headers.insert(name, file);
            }
            continue;
        }
        let Some(name) = name.strip_prefix(PROBE_PREFIX) else {
            continue;
        };
        let line = unsafe { cursor_line(declaration) };
        // An error on the probe's line (nvml.h's `#define X 0:0`, a bit
        // range) can leave a declaration clang still reads as valid, of value 0.
        let result = match diagnostics.contains_key(&line) {
            true => Err(ProbeFailure::Invalid),
            false => unsafe { read_probe(declaration) },
        };
        let result = result.map_err(|failure| match failure {
            ProbeFailure::Function => "names a function, not a value".to_owned(),
            ProbeFailure::NotConstant => "C cannot fold it to a constant".to_owned(),
            ProbeFailure::NotInteger(c_type) => format!("of C type {c_type}, not an integer"),
            ProbeFailure::Invalid => match diagnostics.get(&line) {
                Some(said) => format!("not a C expression: clang says {said}"),
                None => "not a C expression".to_owned(),
            },
        });
        results.insert(name.to_owned(), result);
    }
    // A probe clang dropped entirely (its declaration did not parse).
    for (line, name) in lines {
        results.entry(name).or_insert_with(|| {
            Err(match diagnostics.get(&line) {
                Some(said) => format!("not a C expression: clang says {said}"),
                None => "not a C expression".to_owned(),
            })
        });
    }
    Ok(Evaluated {
        values: results,
        docs,
        const_variables,
        static_variables,
        headers: macro_headers,
    })
}

enum ProbeFailure {
    /// C rejects the declaration: the macro is no expression.
    Invalid,
    /// The macro names a function (`#define cuGetProcAddress ...`).
    Function,
    NotConstant,
    /// A floating-point value (NPP's `NPP_MAXABS_32F`).
    NotInteger(String),
}

/// Type and value of one probe declaration.
///
/// # Safety
/// `declaration` must be a cursor of a translation unit that is still alive.
unsafe fn read_probe(declaration: CXCursor) -> Result<CValue, ProbeFailure> {
    if clang_isInvalidDeclaration(declaration) != 0 {
        return Err(ProbeFailure::Invalid);
    }
    // The initializer is the cast to unsigned long long; its operand is the macro.
    let is_expression = |cursor: &CXCursor| clang_isExpression(clang_getCursorKind(*cursor)) != 0;
    let cast = children(declaration)
        .into_iter()
        .find(is_expression)
        .ok_or(ProbeFailure::Invalid)?;
    let operand = children(cast)
        .into_iter()
        .rfind(is_expression)
        .ok_or(ProbeFailure::Invalid)?;
    let ty = clang_getCursorType(operand);
    let c_type = string(clang_getTypeSpelling(ty));
    let canonical = clang_getCanonicalType(ty);
    let is_function = |ty: CXType| matches!(ty.kind, CXType_FunctionProto | CXType_FunctionNoProto);
    let pointee = clang_getCanonicalType(clang_getPointeeType(canonical));
    if is_function(canonical) || is_function(pointee) {
        return Err(ProbeFailure::Function);
    }
    let bits = clang_Type_getSizeOf(canonical) * 8;
    let kind = match canonical.kind {
        CXType_Pointer => {
            let pointee = clang_getPointeeType(canonical);
            CKind::Pointer {
                pointee: string(clang_getTypeSpelling(clang_getCanonicalType(pointee))),
                is_const: clang_isConstQualifiedType(pointee) != 0,
            }
        }
        CXType_Enum => CKind::Enum,
        kind => CKind::Integer {
            rust: ffi_integer(kind).ok_or_else(|| match kind {
                CXType_Float | CXType_Double | CXType_LongDouble => {
                    ProbeFailure::NotInteger(c_type.clone())
                }
                _ => ProbeFailure::NotConstant,
            })?,
        },
    };
    let result = clang_Cursor_Evaluate(declaration);
    if result.is_null() {
        return Err(ProbeFailure::NotConstant);
    }
    let evaluated = (clang_EvalResult_getKind(result) == CXEval_Int)
        .then(|| clang_EvalResult_getAsUnsigned(result));
    clang_EvalResult_dispose(result);
    let raw = evaluated.ok_or(ProbeFailure::NotConstant)?;
    let signed = match canonical.kind {
        CXType_Pointer => false,
        CXType_Enum => {
            is_signed(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(canonical)).kind)
        }
        kind => is_signed(kind),
    };
    let value = truncate(raw, bits as u32, signed);
    Ok(CValue {
        c_type,
        kind,
        value,
        bits: bits as u32,
    })
}

fn truncate(raw: u64, bits: u32, signed: bool) -> i128 {
    if bits == 0 || bits >= 64 {
        return if signed {
            raw as i64 as i128
        } else {
            raw as i128
        };
    }
    let masked = raw & ((1u64 << bits) - 1);
    if signed && masked >> (bits - 1) == 1 {
        masked as i128 - (1i128 << bits)
    } else {
        masked as i128
    }
}

/// C's integer kinds as `core::ffi` names them.
fn ffi_integer(kind: CXTypeKind) -> Option<&'static str> {
    Some(match kind {
        CXType_Bool => "bool",
        CXType_Char_S | CXType_Char_U => "::core::ffi::c_char",
        CXType_SChar => "::core::ffi::c_schar",
        CXType_UChar => "::core::ffi::c_uchar",
        CXType_Short => "::core::ffi::c_short",
        CXType_UShort => "::core::ffi::c_ushort",
        CXType_Int => "::core::ffi::c_int",
        CXType_UInt => "::core::ffi::c_uint",
        CXType_Long => "::core::ffi::c_long",
        CXType_ULong => "::core::ffi::c_ulong",
        CXType_LongLong => "::core::ffi::c_longlong",
        CXType_ULongLong => "::core::ffi::c_ulonglong",
        _ => return None,
    })
}

fn is_signed(kind: CXTypeKind) -> bool {
    matches!(
        kind,
        CXType_Char_S | CXType_SChar | CXType_Short | CXType_Int | CXType_Long | CXType_LongLong
    )
}

/// The Rust spelling of a C type: the bindings' own name for it when the
/// header names a typedef or struct the bindings hold, else `core::ffi`'s.
fn rust_type(c_type: &str, kind: &CKind, index: &Index) -> Result<String, String> {
    let spelled = c_type
        .trim_start_matches("const ")
        .trim_start_matches("struct ")
        .trim_start_matches("enum ");
    if index.is_type(spelled) {
        return Ok(spelled.to_owned());
    }
    match kind {
        CKind::Integer { rust } => Ok((*rust).to_owned()),
        CKind::Pointer { pointee, is_const } => {
            let mutability = if *is_const { "*const" } else { "*mut" };
            let pointee = pointee
                .trim_start_matches("const ")
                .trim_start_matches("struct ");
            if pointee == "void" {
                Ok(format!("{mutability} ::core::ffi::c_void"))
            } else if index.is_type(pointee) {
                Ok(format!("{mutability} {pointee}"))
            } else {
                Err(format!(
                    "C type `{c_type}` has no Rust spelling in the bindings"
                ))
            }
        }
        CKind::Enum => Err(format!(
            "C type `{c_type}` has no Rust spelling in the bindings"
        )),
    }
}

fn rust_value(c_value: &CValue, rust_type: &str) -> String {
    match c_value.kind {
        CKind::Pointer { .. } => format!("{:#x} as {rust_type}", c_value.value),
        CKind::Enum => format!("{rust_type} {{ 0: {} }}", c_value.value),
        CKind::Integer { rust: "bool" } => (c_value.value != 0).to_string(),
        CKind::Integer { .. } => c_value.value.to_string(),
    }
}
