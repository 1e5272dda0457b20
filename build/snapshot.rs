//! The checked-in bindings that docs.rs documents. They are what a normal
//! build writes for the pinned headers named in build/docs-snapshot/README.md;
//! scripts/docs-snapshot.sh regenerates and checks them. Only a build with
//! DOCS_RS set reads them.

use crate::bindings::Bindings;
use crate::env::BuildEnv;
use crate::error::BuildError;
use std::path::Path;

/// Copies the snapshot where a normal build writes its files; returns the bindings parsed.
pub fn install(env: &BuildEnv) -> Result<Bindings, BuildError> {
    // Shipped in this crate's package, beside this file.
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs-snapshot");
    let bindings = copy(env, &folder, "bindings.rs")?;
    copy(env, &folder, "aliases.rs")?;
    copy(env, &folder, "modules.rs")?;
    env.log(format_args!(
        "DOCS_RS is set: bindings from {}, no link lines",
        folder.display()
    ));
    Bindings::parse(&bindings, &folder.join("bindings.rs"))
}

fn copy(env: &BuildEnv, folder: &Path, file: &str) -> Result<String, BuildError> {
    let source = folder.join(file);
    println!("cargo:rerun-if-changed={}", source.display());
    let text = std::fs::read_to_string(&source).map_err(|error| {
        BuildError::new(
            format!(
                "DOCS_RS is set, and the bindings snapshot {} is unreadable: {error}",
                source.display()
            ),
            "unset DOCS_RS to generate the bindings from a CUDA toolkit",
        )
    })?;
    let destination = env.out_dir.join(file);
    std::fs::write(&destination, &text)
        .map_err(|error| BuildError::write_failed(&destination, error))?;
    Ok(text)
}
