//! What cuda-raw-sys's build script (its `build.rs`) does besides running
//! bindgen: find the toolkit, read and rewrite the generated bindings, convert
//! their docs, emit link lines and metadata. The test-support crate of the
//! repository (systest/) reads the same bindings through it.
//!
//! It is a crate of its own only for build time: cargo compiles it while it
//! compiles bindgen, so the build script itself, which needs both, compiles in
//! a fraction of a second. Its items are for those two build scripts alone and
//! change with every cuda-raw-sys release.
//!
//! With its `generate` feature off (cuda-raw-sys's `generate` off), it is
//! only the snapshot's copy: [`prebuilt`] and the [`library_table`] it reads,
//! from the standard library alone.

// The copy of a committed snapshot, and the table of libraries: always.
pub mod library_table;
pub mod prebuilt;

// The syntax crates the index is made of, for systest's build script.
#[cfg(feature = "generate")]
pub use {prettyplease, quote, syn};

/// The generator's modules, each behind the `generate` feature.
macro_rules! generator_modules {
    ($($module:ident),* $(,)?) => {
        $(
            #[cfg(feature = "generate")]
            pub mod $module;
        )*
    };
}

generator_modules!(
    accessors,
    aliases,
    bindings,
    doc_comments,
    doxygen,
    elf,
    env,
    error,
    facts,
    header_comments,
    libclang,
    libraries,
    link,
    locate,
    macro_constants,
    metadata,
    newtypes,
    old_driver,
    older_entry_points,
    preprocess,
    reach,
    releases,
    snapshot,
    stopwatch,
    variables,
    version,
    wheels,
    wrappers,
);
