//! Test support for cuda-raw-sys (openssl-sys's `systest` is the pattern):
//! its build script reads the bindings cuda-raw-sys generated (through the
//! `DEP_CUDA_RAW_SYS_*` metadata) and writes what only these tests need, so
//! that no user's build does: the preprocessed headers, the C half and the
//! Rust half of the ABI check, and one call of every wrapper under
//! `dynamic-loading`. The tests are in `tests/`.
//!
//! The crate itself holds bindgen's layout assertions, which cuda-raw-sys's
//! build writes apart from the bindings (`layout.rs`): building this crate,
//! for any target, checks them there; no user's build compiles them.

#[allow(unused_imports, clippy::all)]
mod layout {
    use cuda_raw_sys::*;
    include!(env!("CUDA_RAW_SYS_LAYOUT"));
}
