//! The library table is the one list of libraries: the scripts read it
//! (scripts/library-table.rs), and what cannot read it (Cargo's manifests,
//! wrapper.h) is checked against it here.

use cuda_raw_sys_build::library_table::LIBRARIES;
use std::collections::BTreeSet;
use std::path::Path;

/// The features that are no library: the modes, and the generator.
const MODES: [&str; 6] = [
    "default",
    "generate",
    "static-cudart",
    "per-thread-default-stream",
    "pfn-typedefs",
    "dynamic-loading",
];

fn read(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// A manifest's `[features]`: each name with what it turns on.
fn features(manifest: &str) -> Vec<(String, String)> {
    manifest
        .lines()
        .skip_while(|line| line.trim() != "[features]")
        .skip(1)
        .take_while(|line| !line.starts_with('['))
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once(" = "))
        .map(|(name, value)| (name.trim().to_owned(), value.trim().to_owned()))
        .collect()
}

#[test]
fn every_library_is_a_feature_and_every_feature_a_library_or_a_mode() {
    let crate_features = features(&read("Cargo.toml"));
    let names: BTreeSet<&str> = crate_features
        .iter()
        .map(|(name, _)| name.as_str())
        .collect();
    let rows: BTreeSet<&str> = LIBRARIES.iter().map(|library| library.feature).collect();
    let missing: Vec<_> = rows.difference(&names).collect();
    assert!(
        missing.is_empty(),
        "no feature in Cargo.toml for {missing:?}"
    );
    let unknown: Vec<_> = names
        .iter()
        .filter(|name| !rows.contains(*name) && !MODES.contains(name))
        .collect();
    assert!(
        unknown.is_empty(),
        "features that are neither a row of the table nor a mode: {unknown:?}"
    );
}

#[test]
fn systest_forwards_every_library_feature() {
    let systest = features(&read("systest/Cargo.toml"));
    for library in &LIBRARIES {
        let forwarded = format!("\"cuda-raw-sys/{}\"", library.feature);
        assert!(
            systest
                .iter()
                .any(|(name, value)| name == library.feature && value.contains(&forwarded)),
            "systest/Cargo.toml has no feature {} = [{forwarded}, ...]",
            library.feature
        );
    }
}

#[test]
fn docs_rs_documents_every_library() {
    let manifest = read("Cargo.toml");
    let docs = manifest
        .lines()
        .skip_while(|line| line.trim() != "[package.metadata.docs.rs]")
        .find(|line| line.starts_with("features = "))
        .expect("Cargo.toml's package.metadata.docs.rs has a features line");
    // docs.rs builds for x86-64 from the snapshot: a library of another
    // architecture alone (cuDLA's) would stop its build.
    for library in LIBRARIES.iter().filter(|library| library.arch.is_empty()) {
        assert!(
            docs.contains(&format!("\"{}\"", library.feature)),
            "docs.rs's features lack {}",
            library.feature
        );
    }
}

#[test]
fn wrapper_h_includes_every_library_under_its_switch() {
    let wrapper = read("wrapper.h");
    for library in &LIBRARIES {
        assert!(
            wrapper.contains(library.switch) && wrapper.contains(library.header),
            "wrapper.h has no {} under {}",
            library.header,
            library.switch
        );
    }
}

/// A header-only library's feature (NVTX's) turns on `cc`, with which a
/// build from the snapshot compiles its functions from the headers the
/// package carries (snapshots/<feature>/include), and the package has them.
#[test]
fn a_header_only_library_brings_cc_and_its_headers() {
    let crate_features = features(&read("Cargo.toml"));
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for library in LIBRARIES
        .iter()
        .filter(|library| !library.compiled.is_empty())
    {
        let turns_on = crate_features
            .iter()
            .find(|(name, _)| name == library.feature)
            .map(|(_, value)| value.as_str())
            .unwrap_or_default();
        assert!(
            turns_on.contains("\"cc\""),
            "feature {} = [{turns_on}] does not turn on cc",
            library.feature
        );
        let headers = cuda_raw_sys_build::prebuilt::headers_folder(&root, library.feature);
        let header = headers.join(library.header);
        assert!(header.is_file(), "the package has no {}", header.display());
    }
}
