//! What cuda-raw-sys's build script (its `build.rs`) does besides running
//! bindgen: find the toolkit, read and rewrite the generated bindings, convert
//! their docs, emit link lines and metadata. The test-support crate of the
//! repository (systest/) reads the same bindings through it.
//!
//! It is a crate of its own only for build time: cargo compiles it while it
//! compiles bindgen, so the build script itself, which needs both, compiles in
//! a fraction of a second. Its items are for those two build scripts alone and
//! change with every cuda-raw-sys release.

// The syntax crates the index is made of, for systest's build script.
pub use {prettyplease, quote, syn};

pub mod accessors;
pub mod aliases;
pub mod bindings;
pub mod doc_comments;
pub mod doxygen;
pub mod elf;
pub mod env;
pub mod error;
pub mod facts;
pub mod header_comments;
pub mod libclang;
pub mod libraries;
pub mod library_table;
pub mod link;
pub mod locate;
pub mod macro_constants;
pub mod metadata;
pub mod newtypes;
pub mod old_driver;
pub mod prebuilt;
pub mod preprocess;
pub mod reach;
pub mod snapshot;
pub mod stopwatch;
pub mod variables;
pub mod version;
pub mod wheels;
pub mod wrappers;
