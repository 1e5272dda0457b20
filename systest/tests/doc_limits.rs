//! The documents stay short enough to read: the README is the crates.io page
//! and the rustdoc front page, and docs/ with BENCHMARKS.md is what a reader
//! is asked to finish. History belongs in git, not in these files.

use std::path::{Path, PathBuf};

/// crates.io shows the README as the crate's page; beyond this it is a scroll.
const README_LIMIT: u64 = 10_000;
/// One document a reader can finish in a sitting.
const DOCUMENT_LIMIT: u64 = 30_000;
/// docs/*.md and BENCHMARKS.md together.
const ALL_DOCUMENTS_LIMIT: u64 = 120_000;

fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn size(path: &Path) -> u64 {
    std::fs::metadata(path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()))
        .len()
}

/// docs/*.md and BENCHMARKS.md, with their sizes in bytes, by name.
fn documents() -> Vec<(String, u64)> {
    let root = repository_root();
    let docs = root.join("docs");
    let entries = std::fs::read_dir(&docs)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", docs.display()));
    let mut found: Vec<(String, u64)> = entries
        .map(|entry| entry.expect("a docs/ entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .map(|path| {
            let name = format!("docs/{}", path.file_name().unwrap().to_string_lossy());
            (name, size(&path))
        })
        .collect();
    found.push((
        "BENCHMARKS.md".to_owned(),
        size(&root.join("BENCHMARKS.md")),
    ));
    found.sort();
    // A wrong root would find no docs and pass every limit.
    assert!(
        found.len() > 1,
        "no docs/*.md found under {}",
        root.display()
    );
    found
}

#[test]
fn readme_fits_the_registry_page() {
    let bytes = size(&repository_root().join("README.md"));
    assert!(
        bytes <= README_LIMIT,
        "README.md is {bytes} bytes, over the {README_LIMIT}-byte limit: move detail into docs/"
    );
}

#[test]
fn each_document_can_be_read_in_one_sitting() {
    let over: Vec<String> = documents()
        .into_iter()
        .filter(|(_, bytes)| *bytes > DOCUMENT_LIMIT)
        .map(|(name, bytes)| format!("{name} is {bytes} bytes"))
        .collect();
    assert!(
        over.is_empty(),
        "over the {DOCUMENT_LIMIT}-byte limit of one document: {}",
        over.join(", ")
    );
}

#[test]
fn documents_together_stay_readable() {
    let documents = documents();
    let total: u64 = documents.iter().map(|(_, bytes)| bytes).sum();
    let listing: Vec<String> = documents
        .iter()
        .map(|(name, bytes)| format!("{name} {bytes}"))
        .collect();
    assert!(
        total <= ALL_DOCUMENTS_LIMIT,
        "docs/*.md and BENCHMARKS.md are {total} bytes together, over the \
         {ALL_DOCUMENTS_LIMIT}-byte limit: {}",
        listing.join(", ")
    );
}
