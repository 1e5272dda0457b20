//! The generated documentation, read back from the bindings the build wrote:
//! header comments converted from Doxygen, with parameters listed and the
//! calls they mention linked.

#[allow(dead_code)]
#[path = "../build/doxygen.rs"]
mod doxygen;

use std::collections::BTreeMap;

const BINDINGS: &str = include_str!(concat!(env!("OUT_DIR"), "/bindings.rs"));

/// Each documented function's doc text and parameter names, from the
/// formatted bindings (prettyplease writes docs as `///` lines or `/** */`).
struct Documented {
    docs: Vec<String>,
    functions: BTreeMap<String, (String, Vec<String>)>,
}

impl Documented {
    fn read(source: &str) -> Self {
        let mut docs = Vec::new();
        let mut functions = BTreeMap::new();
        let mut pending: Vec<String> = Vec::new();
        let mut lines = source.lines();
        while let Some(line) = lines.next() {
            let code = line.trim_start();
            if let Some(text) = code.strip_prefix("///") {
                pending.push(text.to_owned());
            } else if let Some(first) = code.strip_prefix("/**") {
                let mut block = vec![];
                let mut rest = first.to_owned();
                while !rest.ends_with("*/") {
                    block.push(rest);
                    rest = lines.next().expect("an unterminated doc block").to_owned();
                }
                block.push(rest.trim_end_matches("*/").to_owned());
                pending.push(block.join("\n"));
            } else if code.starts_with("#[") {
                continue;
            } else {
                if !pending.is_empty() {
                    let doc = pending.join("\n");
                    // A declaration, or with dynamic-loading its wrapper.
                    if let Some(name) = code
                        .strip_prefix("pub fn ")
                        .or_else(|| code.strip_prefix("pub unsafe extern \"C\" fn "))
                        .and_then(|rest| rest.split('(').next())
                    {
                        let parameters = parameters(&mut lines.clone(), code);
                        functions.insert(name.to_owned(), (doc.clone(), parameters));
                    }
                    docs.push(doc);
                }
                pending.clear();
            }
        }
        Documented { docs, functions }
    }

    fn function(&self, name: &str) -> &(String, Vec<String>) {
        self.functions
            .get(name)
            .unwrap_or_else(|| panic!("no documented function {name} in the bindings"))
    }
}

/// Parameter names of a `pub fn name(a: A, b: B) -> R;` written over one or
/// more lines.
fn parameters<'a>(following: &mut impl Iterator<Item = &'a str>, first: &str) -> Vec<String> {
    let mut signature = first.to_owned();
    while !signature.contains(')') {
        signature.push_str(following.next().unwrap_or(")"));
    }
    let inside = signature.split('(').nth(1).unwrap_or_default();
    let inside = inside.split(')').next().unwrap_or_default();
    inside
        .split(',')
        .filter_map(|parameter| parameter.split(':').next())
        .map(|name| name.trim().to_owned())
        .filter(|name| !name.is_empty())
        .collect()
}

#[test]
fn generated_docs_hold_no_raw_doxygen_commands() {
    let documented = Documented::read(BINDINGS);
    let left: Vec<String> = documented
        .docs
        .iter()
        .flat_map(|doc| doxygen::raw_commands(doc))
        .collect();
    println!(
        "{} doc comments, {} raw Doxygen commands left",
        documented.docs.len(),
        left.len()
    );
    // Catches a reader that quietly stopped finding the docs.
    assert!(
        documented.docs.len() > 1000,
        "only {} docs read",
        documented.docs.len()
    );
    assert!(left.is_empty(), "raw Doxygen commands left: {left:?}");
}

/// The mapping calls the crate exists for: every parameter is listed, and
/// the calls the header's "See also" names are links.
#[test]
fn mapping_calls_list_their_parameters_and_link_what_they_mention() {
    let documented = Documented::read(BINDINGS);
    let mut expected = vec![
        (
            "cuMemMap",
            vec!["cuMemUnmap", "cuMemSetAccess", "cuMemCreate"],
        ),
        (
            "cuExternalMemoryGetMappedBuffer",
            vec!["cuImportExternalMemory", "cuDestroyExternalMemory"],
        ),
        (
            "cudaExternalMemoryGetMappedBuffer",
            vec!["cudaImportExternalMemory", "cudaDestroyExternalMemory"],
        ),
    ];
    if cfg!(cuda_has_multicast) {
        expected.push((
            "cuMulticastBindMem",
            vec!["cuMulticastCreate", "cuMemCreate"],
        ));
    }
    for (function, mentioned) in expected {
        let (doc, parameters) = documented.function(function);
        assert!(!parameters.is_empty(), "{function}: no parameters read");
        assert!(
            doc.contains("# Parameters"),
            "{function}: no parameter list:\n{doc}"
        );
        for parameter in parameters {
            let item = format!("- `{parameter}`");
            assert!(
                doc.contains(&item),
                "{function}: `{parameter}` not listed:\n{doc}"
            );
        }
        for call in mentioned {
            let link = format!("[`{call}`]");
            assert!(doc.contains(&link), "{function}: no link to {call}:\n{doc}");
        }
        assert!(
            !doc.contains("::cu"),
            "{function}: a raw `::` reference:\n{doc}"
        );
    }
}

/// `::CUresult` in a header comment names bindgen's `pub use self::cudaError_enum
/// as CUresult;`: a re-export, linked like any other item.
#[test]
fn enum_typedefs_are_linked() {
    let documented = Documented::read(BINDINGS);
    let linking = documented
        .docs
        .iter()
        .filter(|doc| doc.contains("[`CUresult`]"))
        .count();
    assert!(linking > 0, "no doc links to CUresult");
}
