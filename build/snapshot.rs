//! The committed bindings: what a normal build writes, with every feature
//! on, for the newest pinned headers of each CUDA major (build/snapshots/
//! <version>/; scripts/snapshots.sh regenerates and checks them). They serve
//! builds that have no headers to generate from: docs.rs, and
//! `dynamic-loading` builds on a machine with no CUDA or no libclang.
//! Wherever headers are found, the bindings are generated from them.

use crate::bindings::Bindings;
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::library_table::{library_of, Library};
use crate::reach;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// `generate` or `snapshot`; unset: generate where headers are found, else
/// (with `dynamic-loading`) the snapshot.
pub const SOURCE_VARIABLE: &str = "CUDA_RAW_SYS_BINDINGS";
/// `13` (the default) or `12`: which major's snapshot. libcudart's soname
/// and some layouts differ between majors.
pub const MAJOR_VARIABLE: &str = "CUDA_RAW_SYS_SNAPSHOT_MAJOR";
/// Each major's snapshot, by the version of the headers it was made from.
pub const SNAPSHOTS: [(u32, &str); 2] = [(13, "13.5"), (12, "12.9")];

/// Where the bindings come from, as the variable says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    Generate,
    Snapshot,
    /// Unset: generate, or fall back to the snapshot where that is allowed.
    Either,
}

pub fn source(env: &BuildEnv) -> Result<Source, BuildError> {
    match env.var(SOURCE_VARIABLE) {
        None => Ok(Source::Either),
        Some(value) if value == "generate" => Ok(Source::Generate),
        Some(value) if value == "snapshot" => Ok(Source::Snapshot),
        Some(value) => Err(BuildError::new(
            format!("{SOURCE_VARIABLE}={value:?} is neither generate nor snapshot"),
            format!(
                "set {SOURCE_VARIABLE} to generate (from the CUDA headers found) or snapshot \
                 (the crate's committed bindings, with dynamic-loading), or unset it"
            ),
        )),
    }
}

/// One committed snapshot.
pub struct Snapshot {
    /// The CUDA release whose headers it was made from ("13.5").
    pub version: &'static str,
    pub major: u32,
    pub folder: PathBuf,
}

/// The snapshot `CUDA_RAW_SYS_SNAPSHOT_MAJOR` picks (13 when unset).
pub fn chosen(env: &BuildEnv) -> Result<Snapshot, BuildError> {
    let major = match env.var(MAJOR_VARIABLE) {
        None => SNAPSHOTS[0].0,
        Some(value) => value
            .to_str()
            .and_then(|text| text.parse::<u32>().ok())
            .filter(|major| SNAPSHOTS.iter().any(|(known, _)| known == major))
            .ok_or_else(|| {
                BuildError::new(
                    format!("{MAJOR_VARIABLE}={value:?} names no snapshot of this crate"),
                    format!("set {MAJOR_VARIABLE} to 13 or 12, or unset it for 13"),
                )
            })?,
    };
    let &(major, version) = SNAPSHOTS
        .iter()
        .find(|(known, _)| *known == major)
        .unwrap_or(&SNAPSHOTS[0]);
    Ok(snapshot(major, version))
}

fn snapshot(major: u32, version: &'static str) -> Snapshot {
    // Shipped in the build crate's package, beside this file.
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("snapshots")
        .join(version);
    Snapshot {
        version,
        major,
        folder,
    }
}

/// docs.rs: the newest snapshot as it is, every feature's items included.
pub fn install(env: &BuildEnv) -> Result<Bindings, BuildError> {
    // docs.rs documents the newest.
    let snapshot = snapshot(SNAPSHOTS[0].0, SNAPSHOTS[0].1);
    let bindings = read(&snapshot, "bindings.rs")?;
    write(env, "bindings.rs", &bindings)?;
    write(env, "aliases.rs", &read(&snapshot, "aliases.rs")?)?;
    write(env, "modules.rs", &read(&snapshot, "modules.rs")?)?;
    env.log(format_args!(
        "DOCS_RS is set: bindings from {}, no link lines",
        snapshot.folder.display()
    ));
    Bindings::parse(&bindings, &snapshot.folder.join("bindings.rs"))
}

/// A build with no headers to generate from: the snapshot, less what the
/// features left off bind (the items of libraries that are off, and the
/// `PFN_*` types without `pfn-typedefs`), keeping whatever an item kept
/// names. Writes the aliases and modules; returns the bindings for the
/// caller to wrap and write.
pub fn install_for_build(
    env: &BuildEnv,
    snapshot: &Snapshot,
    libraries: &[&'static Library],
) -> Result<Bindings, BuildError> {
    let origin = snapshot.folder.join("bindings.rs");
    let mut bindings = Bindings::parse(&read(snapshot, "bindings.rs")?, &origin)?;
    // The snapshot's modules, as the generating build placed them (by the
    // header that declares each item): those of the features that are on.
    let mut modules = parse(snapshot, "modules.rs")?;
    modules.items.retain(|item| match item {
        syn::Item::Mod(module) => libraries.iter().any(|on| module.ident == on.feature),
        _ => true,
    });
    let mut in_modules = BTreeSet::new();
    for item in &modules.items {
        reach::use_names(item, &mut in_modules);
    }
    let wanted = |name: &str| {
        in_modules.contains(name)
            || match library_of(name) {
                Some(library) => libraries.iter().any(|on| on.feature == library.feature),
                None => env.pfn_typedefs || !name.starts_with("PFN_"),
            }
    };
    let kept = reach::keep(&mut bindings.syntax, wanted);
    bindings.index = crate::bindings::Index::read(&bindings.syntax);
    let mut aliases = parse(snapshot, "aliases.rs")?;
    aliases
        .items
        .retain(|item| reach::alias_target(item).map_or(true, |target| kept.contains(&target)));
    write(env, "aliases.rs", &prettyplease::unparse(&aliases))?;
    write(env, "modules.rs", &prettyplease::unparse(&modules))?;
    Ok(bindings)
}

fn parse(snapshot: &Snapshot, file: &str) -> Result<syn::File, BuildError> {
    syn::parse_file(&read(snapshot, file)?).map_err(|error| {
        let path = snapshot.folder.join(file);
        BuildError::bug(format!("{} does not parse: {error}", path.display()))
    })
}

fn read(snapshot: &Snapshot, file: &str) -> Result<String, BuildError> {
    let source = snapshot.folder.join(file);
    println!("cargo:rerun-if-changed={}", source.display());
    std::fs::read_to_string(&source).map_err(|error| {
        BuildError::new(
            format!(
                "the bindings snapshot {} is unreadable: {error}",
                source.display()
            ),
            format!("set {SOURCE_VARIABLE}=generate and CUDA_PATH to generate them from a toolkit"),
        )
    })
}

fn write(env: &BuildEnv, file: &str, text: &str) -> Result<(), BuildError> {
    let destination = env.out_dir.join(file);
    std::fs::write(&destination, text)
        .map_err(|error| BuildError::write_failed(&destination, error))
}
