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
use crate::bindings::Bindings;
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::locate::Toolkit;
use clang_sys::*;
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::{CStr, CString};
use std::fmt::Write;
use std::os::raw::{c_char, c_void};

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
}

impl MacroConstants {
    /// Adds and replaces the constants in the parsed bindings.
    pub fn apply(&self, bindings: &mut syn::File) {
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

    pub fn log(&self) {
        let dropped = self.added.len() + self.left_out.len();
        println!(
            "cuda-raw-sys: {dropped} object-like macros that bindgen drops: {} emitted with C's type and value, {} left out",
            self.added.len(),
            self.left_out.len()
        );
        for (name, reason) in &self.left_out {
            println!("cuda-raw-sys:   left out {name}: {reason}");
        }
        for (name, reason) in &self.unchecked {
            println!("cuda-raw-sys:   kept bindgen's {name} unchecked: {reason}");
        }
        for constant in &self.replaced {
            println!(
                "cuda-raw-sys: {} retyped: bindgen's value or width differs from C's `{}` {}",
                constant.name, constant.c_type, constant.rust_value
            );
        }
    }
}

/// Evaluates every object-like CUDA macro of `macro_table` (a `cc -dM` table)
/// that is no alias for another name, and compares with what bindgen emitted.
pub fn evaluate(
    env: &BuildEnv,
    toolkit: &Toolkit,
    macro_table: &str,
    bindings: &Bindings,
    aliases: &Aliases,
) -> Result<MacroConstants, BuildError> {
    let bound = BoundItems::read(bindings);
    let mut left_out = Vec::new();
    let mut probed = BTreeMap::new();
    // The switches the build defines itself are settings, not header constants.
    let switches = env.header_macros();
    for (name, definition) in object_like_macros(macro_table) {
        let known =
            aliases.contains(name) || bound.holds_non_constant(name) || switches.contains(&name);
        if known {
            continue;
        }
        if definition.is_empty() {
            if !bound.constants.contains_key(name) {
                left_out.push((
                    name.to_owned(),
                    "empty: a marker or calling-convention macro".into(),
                ));
            }
            continue;
        }
        probed.insert(name, definition);
    }

    let Evaluated {
        values: evaluated,
        docs,
    } = clang_evaluate(env, toolkit, probed.keys().copied())?;
    let mut added = Vec::new();
    let mut replaced = Vec::new();
    let mut unchecked = Vec::new();
    for (name, definition) in probed {
        let bindgen_value = bound.constants.get(name);
        match evaluated.get(name) {
            Some(Ok(c_value)) => {
                let rust_type = match rust_type(&c_value.c_type, &c_value.kind, &bound) {
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
                    Some((value, bits)) => {
                        let wrong_value = value.is_some_and(|value| value != c_value.value);
                        let wrong_width = bits.is_some_and(|bits| bits != c_value.bits);
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
    Ok(MacroConstants {
        added,
        replaced,
        left_out,
        unchecked,
        docs,
    })
}

/// `(name, definition)` of each object-like `cu`/`CU` macro.
fn object_like_macros(macro_table: &str) -> impl Iterator<Item = (&str, &str)> {
    crate::preprocess::object_like_macros(macro_table)
        .filter(|(name, _)| name.starts_with("cu") || name.starts_with("CU"))
}

/// What the bindings already hold, read from their syntax.
struct BoundItems {
    /// Constants: their value when it is an integer literal, and the width
    /// of their Rust integer type when it has a fixed one.
    constants: BTreeMap<String, (Option<i128>, Option<u32>)>,
    /// Structs, unions, type aliases and renamed re-exports: the Rust
    /// spellings of C types.
    types: BTreeSet<String>,
    /// Every top-level name, constants included.
    names: BTreeSet<String>,
}

impl BoundItems {
    fn read(bindings: &Bindings) -> Self {
        let mut constants = BTreeMap::new();
        let mut types = BTreeSet::new();
        for item in &bindings.syntax.items {
            let type_name = match item {
                syn::Item::Const(constant) => {
                    let bits =
                        crate::abi::last_ident(&constant.ty).and_then(|ty| integer_bits(&ty));
                    constants.insert(constant.ident.to_string(), (integer(&constant.expr), bits));
                    continue;
                }
                syn::Item::Struct(item) => Some(&item.ident),
                syn::Item::Union(item) => Some(&item.ident),
                syn::Item::Type(item) => Some(&item.ident),
                // `pub use self::cudaError_enum as CUresult;` names a type too.
                syn::Item::Use(item) => crate::bindings::renamed(&item.tree),
                _ => None,
            };
            types.extend(type_name.map(|ident| ident.to_string()));
        }
        BoundItems {
            constants,
            types,
            names: bindings.item_names(),
        }
    }

    /// A name the bindings hold as something other than a constant.
    fn holds_non_constant(&self, name: &str) -> bool {
        self.names.contains(name) && !self.constants.contains_key(name)
    }
}

/// The width of a fixed-width Rust integer type (`c_int` and friends vary).
fn integer_bits(type_name: &str) -> Option<u32> {
    Some(match type_name {
        "u8" | "i8" => 8,
        "u16" | "i16" => 16,
        "u32" | "i32" => 32,
        "u64" | "i64" => 64,
        _ => return None,
    })
}

/// The value of `1`, `-1` or `0x1u32`-style literal expressions.
fn integer(expr: &syn::Expr) -> Option<i128> {
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

struct Evaluated {
    /// Type and value of each probed macro, or why C has none.
    values: BTreeMap<String, Result<CValue, String>>,
    /// The header comment on each CUDA macro that has one.
    docs: BTreeMap<String, String>,
}

/// Compiles `static const unsigned long long probe = (unsigned long long)(NAME);`
/// for each name and reads back type and value; a name C rejects or cannot
/// fold to a constant gets the reason.
fn clang_evaluate<'a>(
    env: &BuildEnv,
    toolkit: &Toolkit,
    names: impl Iterator<Item = &'a str>,
) -> Result<Evaluated, BuildError> {
    crate::libclang::load(env)?;
    let wrapper = env.manifest_dir.join("wrapper.h");
    let escaped = wrapper
        .display()
        .to_string()
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    let mut probe = format!("#include \"{escaped}\"\n");
    let mut lines = BTreeMap::new();
    // Line 1 is the #include; each probe takes one line after it.
    for (line, name) in (2..).zip(names) {
        lines.insert(line, name.to_owned());
        let _ = writeln!(
            probe,
            "static const unsigned long long {PROBE_PREFIX}{name} = (unsigned long long)({name});"
        );
    }
    let mut arguments = vec![format!("--target={}", env.target)];
    arguments.extend(env.header_defines());
    arguments.extend(crate::preprocess::windows_compiler_args(env));
    arguments.extend(
        toolkit
            .include_dirs
            .iter()
            .map(|dir| format!("-I{}", dir.display())),
    );

    let unit =
        TranslationUnit::parse(PROBE_FILE, &probe, &arguments).ok_or_else(|| BuildError {
            what: "libclang could not parse the macro probe".into(),
            fix: "set LIBCLANG_PATH to a working libclang".into(),
            probed: Vec::new(),
            detail: Some(probe.lines().next().unwrap_or_default().to_owned()),
            install: crate::error::INSTALL_LIBCLANG,
        })?;
    let diagnostics = unit.diagnostics_by_line();
    let mut results = BTreeMap::new();
    let mut docs = BTreeMap::new();
    let mut headers = HeaderLines::default();
    for declaration in children(unit.cursor()) {
        // SAFETY: cursors come from the live translation unit.
        let name = unsafe { string(clang_getCursorSpelling(declaration)) };
        if unsafe { clang_getCursorKind(declaration) } == CXCursor_MacroDefinition {
            if name.starts_with("cu") || name.starts_with("CU") {
                if let Some(doc) = unsafe { headers.comment_on(declaration) } {
                    docs.insert(name, doc);
                }
            }
            continue;
        }
        let Some(name) = name.strip_prefix(PROBE_PREFIX) else {
            continue;
        };
        let line = unsafe { cursor_line(declaration) };
        let result = unsafe { read_probe(declaration) }.map_err(|failure| match failure {
            ProbeFailure::Function => "names a function, not a value".to_owned(),
            ProbeFailure::NotConstant => "C cannot fold it to a constant".to_owned(),
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
    })
}

/// Header files by path, read once, for the comments on macros: clang keeps
/// comments only for declarations.
#[derive(Default)]
struct HeaderLines(BTreeMap<String, Vec<String>>);

impl HeaderLines {
    /// The Doxygen comment on a macro definition: `/** ... */` on the lines
    /// right above it, or `/**< ... */` after it on its line.
    unsafe fn comment_on(&mut self, definition: CXCursor) -> Option<String> {
        let mut file = std::ptr::null_mut();
        let mut line = 0;
        clang_getSpellingLocation(
            clang_getCursorLocation(definition),
            &mut file,
            &mut line,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        );
        if file.is_null() {
            return None;
        }
        let path = string(clang_getFileName(file));
        let lines = self.0.entry(path.clone()).or_insert_with(|| {
            std::fs::read_to_string(&path)
                .map(|text| text.lines().map(str::to_owned).collect())
                .unwrap_or_default()
        });
        let index = (line as usize).checked_sub(1)?;
        if let Some((_, after)) = lines.get(index)?.split_once("/**<") {
            // Up to the closing `*/`, which may be lines further down.
            let mut text = vec![after.to_owned()];
            let mut next = index + 1;
            while !text.last()?.contains("*/") {
                text.push(lines.get(next)?.trim().trim_start_matches('*').to_owned());
                next += 1;
            }
            let joined = text.join("\n");
            let body = joined.split("*/").next().unwrap_or_default();
            return non_empty(body.trim());
        }
        let end = index.checked_sub(1)?;
        if !lines[end].trim_end().ends_with("*/") {
            return None;
        }
        let start = (0..=end).rev().find(|&at| lines[at].contains("/*"))?;
        let opening = lines[start].trim_start();
        if !opening.starts_with("/**") || opening.starts_with("/**<") {
            return None;
        }
        let body: Vec<&str> = lines[start..=end]
            .iter()
            .map(|line| {
                let line = line.trim();
                let line = line.strip_prefix("/**").unwrap_or(line);
                let line = line.strip_suffix("*/").unwrap_or(line).trim_end();
                let line = line.strip_prefix('*').unwrap_or(line);
                line.strip_prefix(' ').unwrap_or(line)
            })
            .collect();
        non_empty(body.join("\n").trim())
    }
}

fn non_empty(text: &str) -> Option<String> {
    (!text.is_empty()).then(|| text.to_owned())
}

enum ProbeFailure {
    /// C rejects the declaration: the macro is no expression.
    Invalid,
    /// The macro names a function (`#define cuGetProcAddress ...`).
    Function,
    NotConstant,
}

/// Type and value of one probe declaration.
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
            rust: ffi_integer(kind).ok_or(ProbeFailure::NotConstant)?,
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
fn rust_type(c_type: &str, kind: &CKind, bound: &BoundItems) -> Result<String, String> {
    let spelled = c_type
        .trim_start_matches("const ")
        .trim_start_matches("struct ")
        .trim_start_matches("enum ");
    if bound.types.contains(spelled) {
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
            } else if bound.types.contains(pointee) {
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

/// A parsed translation unit, disposed with its index.
struct TranslationUnit {
    index: CXIndex,
    unit: CXTranslationUnit,
}

impl TranslationUnit {
    fn parse(file_name: &str, contents: &str, arguments: &[String]) -> Option<Self> {
        let file_name = CString::new(file_name).ok()?;
        let contents_c = CString::new(contents).ok()?;
        let arguments: Vec<CString> = arguments
            .iter()
            .map(|argument| CString::new(argument.as_str()))
            .collect::<Result<_, _>>()
            .ok()?;
        let argument_pointers: Vec<*const c_char> =
            arguments.iter().map(|argument| argument.as_ptr()).collect();
        let mut unsaved = CXUnsavedFile {
            Filename: file_name.as_ptr(),
            Contents: contents_c.as_ptr(),
            Length: contents.len() as _,
        };
        // SAFETY: every pointer outlives the call; the index and unit are
        // disposed in Drop.
        unsafe {
            let index = clang_createIndex(0, 0);
            let unit = clang_parseTranslationUnit(
                index,
                file_name.as_ptr(),
                argument_pointers.as_ptr(),
                argument_pointers.len() as _,
                &mut unsaved,
                1,
                // The record makes macro definitions cursors, for their comments.
                CXTranslationUnit_SkipFunctionBodies
                    | CXTranslationUnit_DetailedPreprocessingRecord,
            );
            if unit.is_null() {
                clang_disposeIndex(index);
                return None;
            }
            Some(TranslationUnit { index, unit })
        }
    }

    fn cursor(&self) -> CXCursor {
        // SAFETY: the unit is live.
        unsafe { clang_getTranslationUnitCursor(self.unit) }
    }

    /// The first error clang reported on each line of the probe file.
    fn diagnostics_by_line(&self) -> BTreeMap<u32, String> {
        let mut by_line = BTreeMap::new();
        // SAFETY: the unit is live; each diagnostic is disposed after reading.
        unsafe {
            for number in 0..clang_getNumDiagnostics(self.unit) {
                let diagnostic = clang_getDiagnostic(self.unit, number);
                if clang_getDiagnosticSeverity(diagnostic) >= CXDiagnostic_Error {
                    let location = clang_getDiagnosticLocation(diagnostic);
                    let mut line = 0;
                    clang_getSpellingLocation(
                        location,
                        std::ptr::null_mut(),
                        &mut line,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                    );
                    if clang_Location_isFromMainFile(location) != 0 {
                        let said = string(clang_getDiagnosticSpelling(diagnostic));
                        by_line.entry(line).or_insert(said);
                    }
                }
                clang_disposeDiagnostic(diagnostic);
            }
        }
        by_line
    }
}

impl Drop for TranslationUnit {
    fn drop(&mut self) {
        // SAFETY: created in parse, disposed once.
        unsafe {
            clang_disposeTranslationUnit(self.unit);
            clang_disposeIndex(self.index);
        }
    }
}

/// The line of the probe file a cursor starts on.
unsafe fn cursor_line(cursor: CXCursor) -> u32 {
    let mut line = 0;
    clang_getSpellingLocation(
        clang_getCursorLocation(cursor),
        std::ptr::null_mut(),
        &mut line,
        std::ptr::null_mut(),
        std::ptr::null_mut(),
    );
    line
}

/// A cursor's direct children.
fn children(cursor: CXCursor) -> Vec<CXCursor> {
    extern "C" fn collect(child: CXCursor, _: CXCursor, data: CXClientData) -> CXChildVisitResult {
        // SAFETY: `data` is the Vec passed below, alive for the visit.
        unsafe { (*(data as *mut Vec<CXCursor>)).push(child) };
        CXChildVisit_Continue
    }
    let mut found: Vec<CXCursor> = Vec::new();
    // SAFETY: the visitor only pushes into `found`.
    unsafe {
        clang_visitChildren(cursor, collect, &mut found as *mut _ as *mut c_void);
    }
    found
}

/// Takes ownership of a libclang string.
unsafe fn string(text: CXString) -> String {
    let pointer = clang_getCString(text);
    let owned = if pointer.is_null() {
        String::new()
    } else {
        CStr::from_ptr(pointer).to_string_lossy().into_owned()
    };
    clang_disposeString(text);
    owned
}
