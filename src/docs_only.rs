//! What the snapshot's functions compile against in a documentation build of
//! a linked crate: `DOCS_RS` set and `dynamic-loading` off, as when docs.rs
//! documents a crate that depends on this one with its default features.
//! Such a build has no headers, so its bindings are the snapshot's, whose
//! functions load their symbols; it is documented and never run, so this
//! loads nothing: every function returns its library's not-loaded code.

// Only the names the snapshot's wrappers reach are used.
#![allow(dead_code)]

use core::ffi::{c_char, c_void, CStr};

include!(concat!(env!("OUT_DIR"), "/loader_libraries.rs"));

pub(crate) use crate::row::Row;

/// A wrapped function's entry; it never resolves.
pub(crate) struct Symbol;

impl Symbol {
    pub(crate) const fn new(_name: &'static str, _library: Library) -> Self {
        Symbol
    }

    pub(crate) fn address(&self) -> Option<*mut c_void> {
        None
    }

    pub(crate) fn driver_error(&self) -> crate::CUresult {
        crate::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
    }

    pub(crate) fn runtime_error(&self) -> crate::cudaError_t {
        crate::cudaErrorSharedObjectInitFailed
    }

    pub(crate) fn status<T>(&self, not_loaded: T, _missing: T) -> T {
        not_loaded
    }

    pub(crate) fn message(&self) -> *const c_char {
        DOCUMENTATION_BUILD.as_ptr()
    }
}

const DOCUMENTATION_BUILD: &CStr = c"cuda-raw-sys: a documentation build loads no library";
