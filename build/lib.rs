//! What cuda-raw-sys's build script (its `build.rs`) does besides running
//! bindgen: find the toolkit, read and rewrite the generated bindings, convert
//! their docs, write the ABI check tables, emit link lines and metadata.
//!
//! It is a crate of its own only for build time: cargo compiles it while it
//! compiles bindgen, so the build script itself, which needs both, compiles in
//! a fraction of a second (BENCHMARKS.md, "Build time"). Its items are for
//! that build script alone and change with every cuda-raw-sys release.

pub mod abi;
pub mod aliases;
pub mod bindings;
pub mod docs;
pub mod doxygen;
pub mod elf;
pub mod env;
pub mod error;
pub mod facts;
pub mod libclang;
pub mod link;
pub mod locate;
pub mod macro_constants;
pub mod metadata;
pub mod preprocess;
pub mod snapshot;
pub mod wheels;
pub mod wrappers;
