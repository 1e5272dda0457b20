//! MathDx (feature `mathdx`).

use crate::common::GpuTest;
use libtest_mimic::Trial;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![]
}
