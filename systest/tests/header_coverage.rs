//! Every function cuda.h and cuda_runtime_api.h declare is bound. The headers'
//! declarations are read here from the C preprocessor's output (systest's build
//! script runs `cc -E` on wrapper.h), independently of bindgen and libclang. Functions
//! the headers define `static inline` are counted apart: no library exports them.
// Needs the headers the bindings came from: not built from the snapshot.
#![cfg(headers_read)]

use cuda_raw_sys_build::libraries::is_bound_prefix;
use std::collections::{BTreeMap, BTreeSet};

const PREPROCESSED: &str = include_str!(concat!(env!("OUT_DIR"), "/wrapper.i"));
/// cuda.h and cuda_runtime_api.h with their sections of older entry points.
const OLDER: &str = include_str!(concat!(env!("OUT_DIR"), "/older_entry_points.i"));
const BINDINGS: &str = include_str!(env!("CUDA_RAW_SYS_BINDINGS"));

/// Removes `__attribute__((...))`, which may stand between a return type and the name.
fn strip_attributes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("__attribute__") {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        let open = after.find('(').expect("__attribute__ is followed by (");
        let mut depth = 0;
        let close = after[open..]
            .char_indices()
            .find(|&(_, c)| {
                depth += match c {
                    '(' => 1,
                    ')' => -1,
                    _ => 0,
                };
                depth == 0
            })
            .map(|(index, _)| open + index)
            .expect("balanced parentheses");
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The functions at file scope: statements outside braces that are not
/// typedefs, whose first parenthesis follows an identifier. Declarations end
/// in `;` (a `static` or hidden one is left out), definitions (`static
/// inline` helpers) in a body.
#[derive(Default)]
struct Functions {
    declared: BTreeSet<String>,
    defined: BTreeSet<String>,
    /// Each declaration's text, attributes removed.
    text: BTreeMap<String, String>,
}

fn file_scope_functions(preprocessed: &str) -> Functions {
    let code: String = preprocessed
        .lines()
        .filter(|line| !line.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let mut functions = Functions::default();
    let mut depth = 0usize;
    let mut statement = String::new();
    for c in code.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if depth == 0 && (c == ';' || c == '}') {
            let raw = std::mem::take(&mut statement);
            // A declaration of hidden visibility names no library symbol
            // (wrapper.h gives NVSHMEM's __device__ calls that).
            let hidden = raw.contains("visibility(\"hidden\")");
            let text = strip_attributes(&raw);
            let text = text.trim();
            if text.starts_with("typedef") {
                continue;
            }
            if let Some(open) = text.find('(') {
                let before = text[..open].trim_end();
                let name: String = before
                    .chars()
                    .rev()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                // Nor does a static declaration.
                let internal = hidden || before.split_whitespace().any(|word| word == "static");
                if !is_bound_prefix(&name) || (internal && c == ';') {
                    continue;
                }
                if c == ';' {
                    functions.text.insert(name.clone(), text.to_owned());
                    functions.declared.insert(name);
                } else {
                    functions.defined.insert(name);
                }
            }
        } else if depth == 0 && c != '{' {
            statement.push(c);
        }
    }
    functions
}

fn bound_functions(bindings: &str) -> BTreeSet<String> {
    bindings
        .lines()
        .filter_map(|line| {
            let line = line.trim_start();
            // A declaration, or with dynamic-loading its wrapper.
            line.strip_prefix("pub fn ")
                .or_else(|| line.strip_prefix("pub unsafe extern \"C\" fn "))
        })
        .filter_map(|rest| rest.split('(').next())
        .filter(|name| is_bound_prefix(name))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_declared_function_is_bound() {
    let declared = file_scope_functions(PREPROCESSED).declared;
    let bound = bound_functions(BINDINGS);
    println!(
        "declared by the headers (C preprocessor): {}",
        declared.len()
    );
    println!("bound by bindgen: {}", bound.len());
    let missing: Vec<_> = declared.difference(&bound).collect();
    let older = file_scope_functions(OLDER).declared;
    let extra: Vec<_> = bound
        .difference(&declared)
        .filter(|name| !older.contains(*name))
        .collect();
    assert!(missing.is_empty(), "declared but not bound: {missing:?}");
    assert!(
        extra.is_empty(),
        "bound but not declared in the headers: {extra:?}"
    );
    // Guards the parser itself: CUDA 12.0 already declares several hundred.
    assert!(
        declared.len() > 500,
        "only {} declarations found",
        declared.len()
    );
}

/// The object-like macros of preprocessed text (`-dD`) that stand for another
/// name where the text ends (`#define cuCtxCreate cuCtxCreate_v4`; not one
/// that is `#undef`ined after).
fn macros_for_other_names(preprocessed: &str) -> BTreeSet<String> {
    let mut live = BTreeMap::new();
    for line in preprocessed.lines() {
        if let Some(rest) = line.strip_prefix("#define ") {
            let name_end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let (name, body) = rest.split_at(name_end);
            // `NAME(` is a function-like macro: a C caller's call goes elsewhere too.
            let other = body.starts_with('(') || body.trim() != name;
            live.insert(name.to_owned(), other);
        } else if let Some(name) = line.strip_prefix("#undef ") {
            live.remove(name.trim());
        }
    }
    live.into_iter()
        .filter(|(_, other)| *other)
        .map(|(name, _)| name)
        .collect()
}

#[test]
fn older_entry_points_are_bound_beside_the_current_ones() {
    // What the build's second pass should have kept, read here from the C
    // preprocessor (build/older_entry_points.rs gives the rules): declared only
    // with the section's macro, not a C name that is a macro, not a
    // per-thread variant nor its legacy twin, and not CUDA 3.1's 32-bit calls.
    let current = file_scope_functions(PREPROCESSED).declared;
    let older = file_scope_functions(OLDER);
    let macros = macros_for_other_names(PREPROCESSED);
    let bound = bound_functions(BINDINGS);
    let per_thread = |name: &str| name.ends_with("_ptds") || name.ends_with("_ptsz");
    let (thirty_two_bit, expected): (BTreeSet<_>, BTreeSet<_>) = older
        .declared
        .iter()
        .filter(|name| !current.contains(*name) && !macros.contains(*name))
        .filter(|name| !per_thread(name))
        .filter(|name| {
            !current.contains(&format!("{name}_ptds")) && !current.contains(&format!("{name}_ptsz"))
        })
        .cloned()
        .partition(|name| older.text[name].contains("_v1"));
    // A per-thread build (the headers declared `_ptds` entry points) takes the
    // per-thread twin where the headers declare one.
    let per_thread = current.iter().any(|name| name.ends_with("_ptds"));
    let expected: BTreeSet<String> = expected
        .into_iter()
        .map(|name| {
            let twin = ["_ptds", "_ptsz"]
                .iter()
                .map(|suffix| format!("{name}{suffix}"))
                .find(|twin| older.declared.contains(twin));
            match twin {
                Some(twin) if per_thread => twin,
                _ => name,
            }
        })
        .collect();
    let bound_older: BTreeSet<_> = bound.difference(&current).cloned().collect();
    println!(
        "older entry points declared and callable: {}",
        expected.len()
    );
    for name in &expected {
        println!("  {name}");
    }
    println!("left out, taking CUDA 3.1's 32-bit types: {thirty_two_bit:?}");
    assert_eq!(
        bound_older, expected,
        "bound older entry points against the headers'"
    );
    // From CUDA 12.5, C's cuCtxCreate is cuCtxCreate_v4; a 12.2 driver has _v2.
    if PREPROCESSED.contains("#define cuCtxCreate cuCtxCreate_v4") {
        assert!(bound.contains("cuCtxCreate_v2") && bound.contains("cuCtxCreate_v3"));
    }
}

/// The function-pointer types cudaTypedefs.h declares: `typedef R (*PFN_x)(...)`,
/// `CUDAAPI` already expanded to nothing on Linux.
fn declared_pfn_typedefs(preprocessed: &str) -> BTreeSet<String> {
    preprocessed
        .lines()
        .filter(|line| line.trim_start().starts_with("typedef"))
        .filter_map(|line| line.split("*PFN_").nth(1))
        .map(|rest| {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            format!("PFN_{name}")
        })
        .collect()
}

fn bound_pfn_types(bindings: &str) -> BTreeSet<String> {
    bindings
        .lines()
        .filter_map(|line| line.strip_prefix("pub type PFN_"))
        .filter_map(|rest| rest.split(' ').next())
        .map(|name| format!("PFN_{name}"))
        .collect()
}

#[cfg(pfn_typedefs_bound)]
#[test]
fn every_pfn_typedef_is_bound() {
    let declared = declared_pfn_typedefs(PREPROCESSED);
    let bound = bound_pfn_types(BINDINGS);
    println!(
        "PFN_ typedefs declared by cudaTypedefs.h: {}",
        declared.len()
    );
    println!("PFN_ types bound by bindgen: {}", bound.len());
    let missing: Vec<_> = declared.difference(&bound).collect();
    let extra: Vec<_> = bound.difference(&declared).collect();
    assert!(missing.is_empty(), "declared but not bound: {missing:?}");
    assert!(extra.is_empty(), "bound but not declared: {extra:?}");
    // CUDA 12.0's cudaTypedefs.h already declares several hundred.
    assert!(declared.len() > 400, "only {} found", declared.len());
}

#[cfg(not(pfn_typedefs_bound))]
#[test]
fn pfn_typedefs_are_left_out_without_the_feature() {
    assert!(declared_pfn_typedefs(PREPROCESSED).is_empty());
    assert!(bound_pfn_types(BINDINGS).is_empty());
}

#[test]
fn functions_defined_inline_are_not_bound() {
    // With CUDA_API_PER_THREAD_DEFAULT_STREAM, CUDA 13.0 defines three
    // (cudaLaunchKernel forwards to cudaLaunchKernel_ptsz); without it, none.
    // A binding for one would name a symbol no library has.
    let defined = file_scope_functions(PREPROCESSED).defined;
    let bound = bound_functions(BINDINGS);
    println!("defined inline by the headers: {}", defined.len());
    for name in &defined {
        println!("  {name}");
    }
    // Every header version defines cuGetProcAddress_v2_ptsz inline under the
    // feature: an empty set then means the reader missed the definitions.
    if cfg!(feature = "per-thread-default-stream") {
        assert!(
            defined.contains("cuGetProcAddress_v2_ptsz"),
            "no inline definitions read: {defined:?}"
        );
    }
    let bound_inline: Vec<_> = defined.intersection(&bound).collect();
    assert!(
        bound_inline.is_empty(),
        "bound, though the headers define them inline: {bound_inline:?}"
    );
}

#[test]
fn declaration_reader_sees_through_attributes_and_skips_typedefs() {
    let sample = "typedef int (*cuFnPtr)(int);\n\
                  extern __attribute__((visibility(\"default\"))) int cuFirst(int a);\n\
                  struct cuThing { int (*cuMember)(void); };\n\
                  int __attribute__((deprecated)) cuSecond(void);\n\
                  static inline int cuInline(int a) { if (a) { return cuSecond(); } return 0; }\n\
                  int notCuda(void);\n";
    let functions = file_scope_functions(sample);
    let declared: Vec<_> = functions.declared.into_iter().collect();
    assert_eq!(declared, ["cuFirst", "cuSecond"]);
    let defined: Vec<_> = functions.defined.into_iter().collect();
    assert_eq!(defined, ["cuInline"]);
}

#[test]
fn c_macro_names_resolve_to_the_bound_functions() {
    // cuda.h: #define cuMemFree cuMemFree_v2, and so on.
    let free: unsafe extern "C" fn(cuda_raw_sys::CUdeviceptr) -> cuda_raw_sys::CUresult =
        cuda_raw_sys::cuMemFree;
    let free_v2: unsafe extern "C" fn(cuda_raw_sys::CUdeviceptr) -> cuda_raw_sys::CUresult =
        cuda_raw_sys::cuMemFree_v2;
    assert_eq!(free as usize, free_v2 as usize);
    // From CUDA 11.8 the kernel node's attributes are macro names of the
    // launch attributes (before, values of an enum of their own).
    #[cfg(cuda_has_launch_attributes)]
    assert_eq!(
        cuda_raw_sys::CU_KERNEL_NODE_ATTRIBUTE_PRIORITY,
        cuda_raw_sys::CU_LAUNCH_ATTRIBUTE_PRIORITY
    );
}
