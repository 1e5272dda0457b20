//! Test support for cuda-raw-sys (openssl-sys's `systest` is the pattern):
//! its build script reads the bindings cuda-raw-sys generated (through the
//! `DEP_CUDA_RAW_SYS_*` metadata) and writes what only these tests need, so
//! that no user's build does: the preprocessed headers, the C half and the
//! Rust half of the ABI check, and one call of every wrapper under
//! `dynamic-loading`. The tests are in `tests/`.
