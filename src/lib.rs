//! Raw bindings to the CUDA driver API (`cu*`, cuda.h) and runtime API
//! (`cuda*`, cuda_runtime_api.h), generated at build time from the toolkit
//! the build script found. See the README for how it is located and linked.
#![no_std]

mod generated {
    #![allow(non_upper_case_globals, non_camel_case_types, non_snake_case)]
    // unknown_lints: `unnecessary_transmutes` is unknown to Rust before 1.88.
    #![allow(dead_code, unknown_lints, unnecessary_transmutes, clippy::all)]
    include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
    include!(concat!(env!("OUT_DIR"), "/aliases.rs"));
}

pub use generated::*;

#[cfg(feature = "dynamic-loading")]
pub mod loader;
