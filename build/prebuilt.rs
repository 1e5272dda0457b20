//! A build from the committed snapshot: a copy and the load lines, nothing
//! generated. `snapshots/<version>/` holds what a generating
//! `dynamic-loading` build writes with every feature on, for the newest
//! pinned headers of each CUDA major, each item of a library behind
//! `#[cfg(feature = ...)]` (scripts/snapshots.sh writes and checks them), so
//! that the features that are off leave out their items when rustc compiles
//! the copy, as generation would. A header-only library's functions (NVTX's)
//! are compiled from the headers the package carries beside the snapshots
//! (`snapshots/<feature>/include`): the C source is written here, and
//! cuda-raw-sys's build script compiles it.
//!
//! Standard library and the library table only: with its `generate` feature
//! off, the build crate is these two modules, so that such a build compiles
//! neither bindgen nor the generator.

use crate::library_table::LIBRARIES;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// `generate` or `snapshot`; unset: generate where headers are found, else
/// (with `dynamic-loading`) the snapshot.
pub const SOURCE_VARIABLE: &str = "CUDA_RAW_SYS_BINDINGS";
/// `13` (the default) or `12`: which major's newest snapshot. libcudart's
/// soname and some layouts differ between majors.
pub const MAJOR_VARIABLE: &str = "CUDA_RAW_SYS_SNAPSHOT_MAJOR";
/// `13.5`, `13.0`, `12.9` or `12.0`: which snapshot, by release. A binary
/// built from a major's oldest (13.0, 12.0) calls only entry points every
/// driver of that major has. Wins over `CUDA_RAW_SYS_SNAPSHOT_MAJOR`.
pub const RELEASE_VARIABLE: &str = "CUDA_RAW_SYS_SNAPSHOT_RELEASE";
/// The snapshots, by the version of the headers each was made from: each
/// major's newest first (with every library), then its oldest (the driver,
/// the runtime and the toolkit's own libraries: NVRTC, nvJitLink, NVML,
/// cuRAND and, for 12.0, libNVVM; scripts/snapshots.sh).
pub const SNAPSHOTS: [(u32, &str); 4] = [(13, "13.5"), (12, "12.9"), (13, "13.0"), (12, "12.0")];
/// The files a snapshot holds, copied into `OUT_DIR` as a generating build
/// writes them.
pub const FILES: [&str; 6] = [
    "bindings.rs",
    "aliases.rs",
    "accessors.rs",
    "modules.rs",
    "loader_libraries.rs",
    "layout.rs",
];
/// What the build publishes from a snapshot: `name<TAB>value` lines
/// (`cuda_version`, `cudart_version`, `cfgs` that hold, `known_cfgs`).
pub const FACTS: &str = "facts.tsv";
/// Set by a documentation build (`DOCS_RS`) from a snapshot without
/// `dynamic-loading`: the snapshot's functions then compile against a loader
/// that loads nothing (src/docs_only.rs). Declared by every build.
pub const DOCS_ONLY_CFG: &str = "cuda_raw_sys_docs_only";

/// A header-only library's functions to compile into the crate (NVTX's):
/// the C source, written into `OUT_DIR`, and the headers the crate's
/// package carries for it. cuda-raw-sys's build script compiles it with
/// `cc`, which the library's feature brings (this module is std only).
#[derive(Debug)]
pub struct HeaderOnly {
    /// The static library's name (`cuda_raw_sys_nvtx`).
    pub name: String,
    pub source: PathBuf,
    pub include_dir: PathBuf,
}

/// Where the crate's package carries a header-only library's headers for a
/// build from the snapshot: `snapshots/<feature>/include` (scripts/snapshots.sh
/// copies them from the newest pinned release, beside its licence).
pub fn headers_folder(manifest_dir: &Path, feature: &str) -> PathBuf {
    manifest_dir.join("snapshots").join(feature).join("include")
}

/// Why a snapshot cannot serve this build, and the setting that fixes it.
#[derive(Debug)]
pub struct Refusal {
    pub what: String,
    pub fix: String,
}

/// The committed snapshot `CUDA_RAW_SYS_SNAPSHOT_MAJOR` picks (13 when
/// unset): its version and folder.
pub fn chosen(manifest_dir: &Path) -> Result<(&'static str, PathBuf), Refusal> {
    if let Some(value) = variable(RELEASE_VARIABLE) {
        let releases: Vec<&str> = SNAPSHOTS.iter().map(|(_, release)| *release).collect();
        let &(_, version) = SNAPSHOTS
            .iter()
            .find(|(_, release)| *release == value.trim())
            .ok_or_else(|| Refusal {
                what: format!("{RELEASE_VARIABLE}={value:?} names no snapshot of this crate"),
                fix: format!(
                    "set {RELEASE_VARIABLE} to one of {}, or unset it",
                    releases.join(", ")
                ),
            })?;
        return Ok((version, folder(manifest_dir, version)));
    }
    let value = variable(MAJOR_VARIABLE);
    let major = match &value {
        None => SNAPSHOTS[0].0,
        Some(value) => value
            .parse::<u32>()
            .ok()
            .filter(|major| SNAPSHOTS.iter().any(|(known, _)| known == major))
            .ok_or_else(|| Refusal {
                what: format!("{MAJOR_VARIABLE}={value:?} names no snapshot of this crate"),
                fix: format!("set {MAJOR_VARIABLE} to 13 or 12, or unset it for 13"),
            })?,
    };
    let &(_, version) = SNAPSHOTS
        .iter()
        .find(|(known, _)| *known == major)
        .unwrap_or(&SNAPSHOTS[0]);
    Ok((version, folder(manifest_dir, version)))
}

/// Where a snapshot lies in the crate's package.
pub fn folder(manifest_dir: &Path, version: &str) -> PathBuf {
    manifest_dir.join("snapshots").join(version)
}

/// The build from a snapshot, for `reason` (no headers were found, the
/// generator is off, ...): refuses what a snapshot cannot do, copies the
/// chosen snapshot into `out_dir`, prints the load lines, the cfgs and the
/// metadata, writes `summary.tsv`, and (unless for docs) warns. Returns the
/// header-only libraries' functions the caller is to compile.
pub fn install(
    manifest_dir: &Path,
    out_dir: &Path,
    reason: &str,
) -> Result<Vec<HeaderOnly>, Refusal> {
    let docs = variable("DOCS_RS").is_some();
    let feature = |name: &str| {
        let variable = format!("CARGO_FEATURE_{}", name.to_uppercase().replace('-', "_"));
        std::env::var_os(variable).is_some()
    };
    let refuse = |why: &str, fix: &str| {
        Err(Refusal {
            what: format!("{reason}, and {why}"),
            fix: fix.to_owned(),
        })
    };
    let loading = feature("dynamic-loading");
    if !loading && !docs {
        return refuse(
            "a linked build needs the headers of the libraries it links",
            "turn on the dynamic-loading feature, or \
             set CUDA_PATH to a CUDA toolkit with the generate feature on",
        );
    }
    // Windows's headers differ (LLP64 longs, __stdcall, DLL names): no
    // snapshot of them yet.
    if std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "windows") {
        return refuse(
            "the committed snapshots are of the Linux headers; Windows has none",
            "set CUDA_PATH to a CUDA toolkit (or NVIDIA's win_amd64 wheels), with the generate \
             feature on, to generate the bindings",
        );
    }
    if feature("per-thread-default-stream") {
        return refuse(
            "the snapshot binds the legacy default stream, not per-thread-default-stream",
            "set CUDA_PATH to a CUDA toolkit, with the generate feature on, to generate the bindings",
        );
    }
    // A static library (nvPTXCompiler's) is in no snapshot: documented,
    // never built. A header-only library's functions (NVTX's) are compiled
    // from the headers the package carries (not for docs, which link nothing).
    let mut header_only = Vec::new();
    for library in LIBRARIES
        .iter()
        .filter(|library| feature(library.feature) && !docs)
    {
        let include_dir = headers_folder(manifest_dir, library.feature);
        if library.static_only() || (!library.compiled.is_empty() && !include_dir.is_dir()) {
            return refuse(
                &format!(
                    "{}'s functions are {} (feature {}), which a build without headers lacks",
                    library.title,
                    library.in_binary_how(),
                    library.feature
                ),
                "set CUDA_PATH to a CUDA toolkit, with the generate feature on, or turn the \
                 feature off",
            );
        }
        if library.compiled.is_empty() {
            continue;
        }
        let source = out_dir.join(format!("{}.c", library.feature));
        std::fs::write(&source, library.compiled).map_err(|error| Refusal {
            what: format!("{} could not be written: {error}", source.display()),
            fix: "check that the build's target folder is writable".to_owned(),
        })?;
        println!("cargo:rerun-if-changed={}", include_dir.display());
        // Its functions open their tool with dlopen.
        println!("cargo:rustc-link-lib=dl");
        header_only.push(HeaderOnly {
            name: format!("cuda_raw_sys_{}", library.feature),
            source,
            include_dir,
        });
    }
    let (version, folder) = chosen(manifest_dir)?;
    for file in FILES {
        let from = folder.join(file);
        let to = out_dir.join(file);
        println!("cargo:rerun-if-changed={}", from.display());
        // Read and written, not copied: a copy keeps a read-only source's
        // mode (a vendored or Nix-store crate), and the next build could not
        // write over it.
        let copied = std::fs::read(&from).and_then(|bytes| std::fs::write(&to, bytes));
        copied.map_err(|error| Refusal {
            what: format!(
                "the bindings snapshot {} could not be copied to {}: {error}",
                from.display(),
                to.display()
            ),
            fix: format!(
                "set {SOURCE_VARIABLE}=generate and CUDA_PATH to generate them from a toolkit"
            ),
        })?;
    }
    let facts_path = folder.join(FACTS);
    let facts = std::fs::read_to_string(&facts_path).map_err(|error| Refusal {
        what: format!(
            "the snapshot's {} is unreadable: {error}",
            facts_path.display()
        ),
        fix: format!(
            "set {SOURCE_VARIABLE}=generate and CUDA_PATH to generate them from a toolkit"
        ),
    })?;
    let fact = |name: &str| {
        facts
            .lines()
            .find_map(|line| line.strip_prefix(name)?.strip_prefix('\t'))
            .unwrap_or_default()
    };
    let (cuda_version, cudart_version) = (fact("cuda_version"), fact("cudart_version"));
    // A major's oldest snapshot binds the driver, the runtime and the
    // toolkit's own libraries: the other features' modules are not in it.
    let carried: Vec<&str> = fact("library_features").split(',').collect();
    let newest = SNAPSHOTS
        .iter()
        .find(|(major, _)| version.starts_with(&format!("{major}.")))
        .map_or(version, |(_, newest)| *newest);
    for library in LIBRARIES.iter().filter(|library| feature(library.feature)) {
        if !carried.contains(&library.feature) && !library.static_only() {
            return refuse(
                &format!(
                    "the CUDA {version} snapshot does not bind {} (feature {}); it binds {}",
                    library.title,
                    library.feature,
                    carried.join(", ")
                ),
                &format!(
                    "turn the feature off, or take the CUDA {newest} snapshot \
                     ({RELEASE_VARIABLE}={newest}), which binds every library"
                ),
            );
        }
    }
    let features: Vec<String> = std::env::vars()
        .filter_map(|(name, _)| {
            let feature = name.strip_prefix("CARGO_FEATURE_")?;
            Some(feature.to_lowercase().replace('_', "-"))
        })
        .collect();
    // Nothing is linked or loaded by a documentation build of a linked crate.
    let link = if loading { "dynamic-loading" } else { "none" };
    let mut lines = String::new();
    for (key, value) in [
        ("bindings_source", "snapshot"),
        ("snapshot_version", version),
        ("cuda_version", cuda_version),
        ("link", link),
        ("include", ""),
        ("libcuda", ""),
        ("features", &features.join(",")),
        ("cfgs", fact("cfgs")),
        ("known_cfgs", fact("known_cfgs")),
        ("entry_points", fact("entry_points")),
        ("older_entry_points", fact("older_entry_points")),
    ] {
        let _ = writeln!(lines, "cargo:{key}={value}");
    }
    let bindings = out_dir.join("bindings.rs");
    let _ = writeln!(lines, "cargo:bindings={}", bindings.display());
    for cfg in fact("known_cfgs").split(',').filter(|cfg| !cfg.is_empty()) {
        let _ = writeln!(lines, "cargo:rustc-check-cfg=cfg({cfg})");
    }
    let _ = writeln!(lines, "cargo:rustc-check-cfg=cfg({DOCS_ONLY_CFG})");
    if !loading {
        let _ = writeln!(lines, "cargo:rustc-cfg={DOCS_ONLY_CFG}");
    }
    for cfg in fact("cfgs").split(',').filter(|cfg| !cfg.is_empty()) {
        let _ = writeln!(lines, "cargo:rustc-cfg={cfg}");
    }
    // For this crate's examples and tests, as a generating build sets them.
    for (name, value) in [
        ("INCLUDE_DIRS", ""),
        (
            "FOUND_BY",
            &format!("no headers: the crate's snapshot of CUDA {version}"),
        ),
        ("CUDART_LINK", link),
        ("CUDART_DIR", ""),
        ("CUDA_VERSION", cuda_version),
        ("CUDART_VERSION", cudart_version),
    ] {
        let _ = writeln!(lines, "cargo:rustc-env=CUDA_RAW_SYS_{name}={value}");
    }
    print!("{lines}");
    let summary = format!("bindings_source\tsnapshot\nsnapshot_version\t{version}\n");
    let summary_path = out_dir.join("summary.tsv");
    std::fs::write(&summary_path, summary).map_err(|error| Refusal {
        what: format!("{} could not be written: {error}", summary_path.display()),
        fix: "check that the build's target folder is writable".to_owned(),
    })?;
    if !docs {
        println!(
            "cargo:warning={reason}: the bindings are cuda-raw-sys's snapshot of CUDA {version}'s \
             headers ({MAJOR_VARIABLE} picks the major, {RELEASE_VARIABLE} the release), not \
             generated from installed headers; \
             to generate them, set CUDA_PATH to a CUDA toolkit (with libclang installed and the \
             generate feature on), or {SOURCE_VARIABLE}=generate to make this an error"
        );
    }
    Ok(header_only)
}

/// The build script's `main` when the `generate` feature is off: the
/// snapshot (and the header-only libraries' functions to compile), or a
/// refusal printed as the generator prints its errors.
pub fn main_without_generator() -> Vec<HeaderOnly> {
    let manifest_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    let result = if variable(SOURCE_VARIABLE).as_deref() == Some("generate") {
        Err(Refusal {
            what: format!("{SOURCE_VARIABLE}=generate, and the generate feature is off"),
            fix: "turn on cuda-raw-sys's generate feature (a default feature), or unset \
                  CUDA_RAW_SYS_BINDINGS"
                .to_owned(),
        })
    } else {
        install(&manifest_dir, &out_dir, "the generate feature is off")
    };
    result.unwrap_or_else(|refusal| fail(&refusal))
}

/// Prints a refusal as the generator prints its errors, and stops the build.
pub fn fail(refusal: &Refusal) -> ! {
    eprintln!(
        "error: cuda-raw-sys: {}\nThe build cannot go on without it.\n\nFix: {}\n\n\
         host {}, target {}, cuda-raw-sys {}",
        refusal.what,
        refusal.fix,
        std::env::var("HOST").unwrap_or_default(),
        std::env::var("TARGET").unwrap_or_default(),
        std::env::var("CARGO_PKG_VERSION").unwrap_or_default(),
    );
    std::process::exit(1);
}

/// A setting this module reads, watched for changes (an empty value is unset).
fn variable(name: &str) -> Option<String> {
    println!("cargo:rerun-if-env-changed={name}");
    std::env::var(name).ok().filter(|value| !value.is_empty())
}
