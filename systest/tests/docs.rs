//! The generated documentation, read back from the bindings the build wrote:
//! header comments converted from Doxygen, with parameters listed and the
//! calls they mention linked.

use cuda_raw_sys_build::doxygen;
use cuda_raw_sys_build::syn::{self, visit_mut::VisitMut};
use std::collections::BTreeMap;

const BINDINGS: &str = include_str!(env!("CUDA_RAW_SYS_BINDINGS"));

/// Every doc attribute of the bindings, and each documented function's doc
/// with its parameter names, read from their syntax.
#[derive(Default)]
struct Documented {
    docs: Vec<String>,
    functions: BTreeMap<String, (String, Vec<String>)>,
}

/// What the tests read of the bindings, from one parse of them (each test
/// parsing them again cost about 3.5 s of CPU with every feature on).
struct Read {
    documented: Documented,
    item_docs: BTreeMap<String, String>,
}

fn bindings() -> &'static Read {
    static READ: std::sync::OnceLock<Read> = std::sync::OnceLock::new();
    READ.get_or_init(|| {
        let mut file = syn::parse_file(BINDINGS).expect("the bindings parse");
        let item_docs = item_docs(&file);
        let mut documented = Documented::default();
        documented.visit_file_mut(&mut file);
        Read {
            documented,
            item_docs,
        }
    })
}

impl Documented {
    fn add_function(&mut self, attrs: &[syn::Attribute], signature: &syn::Signature) {
        let doc = doc_text(attrs);
        if doc.is_empty() {
            return;
        }
        let parameters = signature
            .inputs
            .iter()
            .filter_map(|input| match input {
                syn::FnArg::Typed(typed) => match &*typed.pat {
                    syn::Pat::Ident(name) => Some(name.ident.to_string()),
                    _ => None,
                },
                syn::FnArg::Receiver(_) => None,
            })
            .collect();
        let name = signature.ident.to_string();
        self.functions.insert(name, (doc, parameters));
    }

    fn function(&self, name: &str) -> &(String, Vec<String>) {
        self.functions
            .get(name)
            .unwrap_or_else(|| panic!("no documented function {name} in the bindings"))
    }
}

impl VisitMut for Documented {
    fn visit_attribute_mut(&mut self, attribute: &mut syn::Attribute) {
        let doc = doc_text(std::slice::from_ref(attribute));
        if !doc.is_empty() {
            self.docs.push(doc);
        }
    }

    /// A declaration.
    fn visit_foreign_item_fn_mut(&mut self, function: &mut syn::ForeignItemFn) {
        self.add_function(&function.attrs, &function.sig);
        syn::visit_mut::visit_foreign_item_fn_mut(self, function);
    }

    /// With dynamic-loading, a wrapper.
    fn visit_item_fn_mut(&mut self, function: &mut syn::ItemFn) {
        self.add_function(&function.attrs, &function.sig);
        syn::visit_mut::visit_item_fn_mut(self, function);
    }
}

/// The text of the `#[doc = "..."]` attributes, joined.
fn doc_text(attrs: &[syn::Attribute]) -> String {
    let texts: Vec<String> = attrs
        .iter()
        .filter_map(|attribute| match &attribute.meta {
            syn::Meta::NameValue(doc) if doc.path.is_ident("doc") => match &doc.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(text),
                    ..
                }) => Some(text.value()),
                _ => None,
            },
            _ => None,
        })
        .collect();
    texts.join("\n")
}

#[test]
fn generated_docs_hold_no_raw_doxygen_commands() {
    let documented = &bindings().documented;
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
    let documented = &bindings().documented;
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
    let documented = &bindings().documented;
    let linking = documented
        .docs
        .iter()
        .filter(|doc| doc.contains("[`CUresult`]"))
        .count();
    assert!(linking > 0, "no doc links to CUresult");
}

/// Each item's name and its doc text, for the kinds the release table has:
/// functions, records, typedefs (and bindgen's `pub use` of an enum's
/// typedef), constants, and fields as `tag.field`.
fn item_docs(file: &syn::File) -> BTreeMap<String, String> {
    let mut docs = BTreeMap::new();
    let mut fields = |tag: &syn::Ident, fields: &mut dyn Iterator<Item = &syn::Field>| {
        for field in fields {
            if let Some(ident) = &field.ident {
                let name = format!("{tag}.{}", ident.to_string().trim_end_matches('_'));
                docs.insert(name, doc_text(&field.attrs));
            }
        }
    };
    let mut named = Vec::new();
    for item in &file.items {
        match item {
            syn::Item::Fn(function) => named.push((function.sig.ident.clone(), &function.attrs)),
            syn::Item::ForeignMod(block) => {
                for foreign in &block.items {
                    if let syn::ForeignItem::Fn(function) = foreign {
                        named.push((function.sig.ident.clone(), &function.attrs));
                    }
                }
            }
            syn::Item::Struct(record) => {
                named.push((record.ident.clone(), &record.attrs));
                fields(&record.ident, &mut record.fields.iter());
            }
            syn::Item::Union(record) => {
                named.push((record.ident.clone(), &record.attrs));
                fields(&record.ident, &mut record.fields.named.iter());
            }
            syn::Item::Type(alias) => named.push((alias.ident.clone(), &alias.attrs)),
            syn::Item::Const(constant) => named.push((constant.ident.clone(), &constant.attrs)),
            syn::Item::Use(import) => {
                if let syn::UseTree::Path(path) = &import.tree {
                    if let syn::UseTree::Rename(rename) = &*path.tree {
                        named.push((rename.rename.clone(), &import.attrs));
                    }
                }
            }
            _ => {}
        }
    }
    for (ident, attrs) in named {
        docs.insert(ident.to_string(), doc_text(attrs));
    }
    docs
}

#[test]
fn every_item_the_release_table_has_says_since_when() {
    // build/releases.tsv: kind, name, first, last, target; `releases` lists them.
    let table = include_str!("../../build/releases.tsv");
    let release = format!(
        "{}.{}",
        cuda_raw_sys::CUDA_VERSION / 1000,
        cuda_raw_sys::CUDA_VERSION % 1000 / 10
    );
    let read: Vec<&str> = table
        .lines()
        .find_map(|line| line.strip_prefix("releases\t"))
        .expect("the table lists its releases")
        .split_whitespace()
        .collect();
    let Some(at) = read.iter().position(|known| *known == release) else {
        println!("CUDA {release}'s headers are not among the releases read: {read:?}");
        return;
    };
    let docs = &bindings().item_docs;
    let (mut checked, mut unbound, mut undated) = (0, Vec::new(), Vec::new());
    for line in table.lines().filter(|line| !line.starts_with('#')) {
        let columns: Vec<&str> = line.split('\t').collect();
        let [kind, name, first, last, _] = columns[..] else {
            continue;
        };
        let index = |release: &str| read.iter().position(|known| *known == release);
        let declared = index(first) <= Some(at) && (last.is_empty() || Some(at) <= index(last));
        if kind == "macro" || !declared {
            continue;
        }
        // With per-thread-default-stream, the per-thread twin stands for it.
        let twin = ["_ptds", "_ptsz"]
            .iter()
            .find_map(|suffix| docs.get(&format!("{name}{suffix}")));
        match docs.get(name).or(twin) {
            None => unbound.push(format!("{kind} {name}")),
            Some(doc) if doc.contains(&format!("CUDA {first}")) => checked += 1,
            Some(_) => undated.push(name),
        }
    }
    println!(
        "CUDA {release}: {checked} items say since when; not bound under the table's name: {}",
        unbound.len()
    );
    assert!(
        undated.is_empty(),
        "bound without their release: {undated:?}"
    );
    // Every function the headers declare is bound (header_coverage.rs), so
    // each of the table's is here, under its name.
    let functions: Vec<_> = unbound
        .iter()
        .filter(|item| item.starts_with("function "))
        .collect();
    assert!(
        functions.is_empty(),
        "the table's functions not bound: {functions:?}"
    );
}

#[test]
fn every_further_library_item_the_table_has_says_since_when() {
    // build/library_releases.tsv: `releases, feature, product, read`, then
    // feature, kind, name, first, last.
    let table = include_str!("../../build/library_releases.tsv");
    let docs = &bindings().item_docs;
    let mut products = BTreeMap::new();
    // Each name's "<product> <first>" per row: an item two libraries
    // declare (cuFFT's, in cuFFTMp's headers too) is dated by one of them.
    let mut expected: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for line in table.lines().filter(|line| !line.starts_with('#')) {
        match line.split('\t').collect::<Vec<_>>()[..] {
            ["releases", feature, product, _] => {
                products.insert(feature, product);
            }
            [feature, _, name, first, _] => {
                let product = products.get(feature).copied().unwrap_or_default();
                expected
                    .entry(name)
                    .or_default()
                    .push(format!("{product} {first}"));
            }
            _ => {}
        }
    }
    let (mut checked, mut undated) = (0, Vec::new());
    for (name, dates) in expected {
        // Bound here: its library's feature is on (and, for a macro name
        // the crate adds, it is in aliases.rs, not dated).
        let Some(doc) = docs.get(name) else {
            continue;
        };
        if dates.iter().any(|date| doc.contains(date)) {
            checked += 1;
        } else {
            undated.push(name);
        }
    }
    println!("{checked} items of the further libraries on say since when");
    assert!(
        undated.is_empty(),
        "bound without their release: {undated:?}"
    );
}
