// The README is the front page: what the crate is, how to add it, an
// example (a doctest), the features, finding the toolkit, the link modes.
#![doc = include_str!("../README.md")]
#![no_std]

mod generated {
    #![allow(non_upper_case_globals, non_camel_case_types, non_snake_case)]
    // unknown_lints: `unnecessary_transmutes` is unknown to Rust before 1.88.
    // Derived PartialEq compares function pointers by address, as C's == does.
    #![allow(dead_code, unknown_lints, unnecessary_transmutes, clippy::all)]
    #![allow(unpredictable_function_pointer_comparisons)]
    include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
    include!(concat!(env!("OUT_DIR"), "/aliases.rs"));
    include!(concat!(env!("OUT_DIR"), "/accessors.rs"));
}

pub use generated::*;

// A module per further library whose feature is on (`nvrtc`, `nvjitlink`,
// `nvml`, `curand`), re-exporting its items.
include!(concat!(env!("OUT_DIR"), "/modules.rs"));

#[cfg(feature = "dynamic-loading")]
pub mod loader;
#[cfg(any(feature = "dynamic-loading", cuda_raw_sys_docs_only))]
mod row;
// docs.rs documenting a crate that links this one: the snapshot's functions,
// which load their symbols, compile against a loader that loads nothing.
#[cfg(all(cuda_raw_sys_docs_only, not(feature = "dynamic-loading")))]
mod docs_only;
#[cfg(all(cuda_raw_sys_docs_only, not(feature = "dynamic-loading")))]
use docs_only as loader;

pub mod status;

mod variable;
pub use variable::Variable;
