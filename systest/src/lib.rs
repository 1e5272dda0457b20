//! Test support for cuda-raw-sys (openssl-sys's `systest` is the pattern):
//! its build script reads the bindings cuda-raw-sys generated (through the
//! `DEP_CUDA_RAW_SYS_*` metadata) and writes what only these tests need, so
//! that no user's build does: the preprocessed headers, the C half and the
//! Rust half of the ABI check, and one call of every wrapper under
//! `dynamic-loading` (compiled here, in `every_call`, once for the loader
//! test and the every_call example). The tests are in `tests/`.
//!
//! The crate itself holds bindgen's layout assertions, which cuda-raw-sys's
//! build writes apart from the bindings (`layout.rs`): building this crate,
//! for any target, checks them there; no user's build compiles them.

#[allow(unused_imports, clippy::all)]
mod layout {
    use cuda_raw_sys::*;
    include!(env!("CUDA_RAW_SYS_LAYOUT"));
}

/// `EVERY_CALL`, one call of each wrapper with all-zero arguments, and
/// `EVERY_VARIABLE`, one read of each variable the loader resolves
/// (systest/build/every_call.rs). Here, not included by the loader test and
/// the example apart: each of its 14,000 calls compiles its inline wrapper,
/// half a minute of CPU each time.
#[cfg(feature = "dynamic-loading")]
pub mod every_call {
    include!(concat!(env!("OUT_DIR"), "/every_call.rs"));
}
