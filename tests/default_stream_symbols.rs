//! Which entry points the default-stream calls link to, read with `nm` from
//! this test's own executable: with feature `per-thread-default-stream`, the
//! per-thread variants the headers name when C defines
//! `CUDA_API_PER_THREAD_DEFAULT_STREAM` (`__CUDA_API_PTSZ` in cuda.h,
//! `__CUDART_API_PTSZ` in cuda_runtime_api.h); without it, the legacy ones.
//!
//! With `dynamic-loading` nothing is imported; tests/loader.rs checks the
//! names the loader resolves instead.
#![cfg(not(feature = "dynamic-loading"))]

use std::collections::BTreeSet;
use std::hint::black_box;
use std::process::Command;

/// A call by its C name, and the symbol it links in each mode.
struct Call {
    name: &'static str,
    legacy: &'static str,
    per_thread: &'static str,
}

const CALLS: &[Call] = &[
    Call {
        name: "cuMemcpyAsync",
        legacy: "cuMemcpyAsync",
        per_thread: "cuMemcpyAsync_ptsz",
    },
    Call {
        name: "cuLaunchKernel",
        legacy: "cuLaunchKernel",
        per_thread: "cuLaunchKernel_ptsz",
    },
    // With static-cudart the runtime is inside the executable, which then
    // defines both of its names and imports neither: nm cannot tell them apart.
    #[cfg(not(feature = "static-cudart"))]
    Call {
        name: "cudaMemcpyAsync",
        legacy: "cudaMemcpyAsync",
        per_thread: "cudaMemcpyAsync_ptsz",
    },
];

/// The addresses of the calls by their C names, so the executable keeps a
/// reference to whatever symbol each name resolves to.
fn reference_the_calls() {
    black_box(cuda_raw_sys::cuMemcpyAsync as *const ());
    black_box(cuda_raw_sys::cuLaunchKernel as *const ());
    black_box(cuda_raw_sys::cudaMemcpyAsync as *const ());
}

#[cfg(feature = "per-thread-default-stream")]
#[test]
fn calls_link_their_per_thread_default_stream_variants() {
    expect_imports(|call| (call.per_thread, call.legacy));
}

#[cfg(not(feature = "per-thread-default-stream"))]
#[test]
fn calls_link_their_legacy_default_stream_entry_points() {
    expect_imports(|call| (call.legacy, call.per_thread));
}

/// For each call, `pick` gives the symbol the executable must import and
/// the one it must not.
fn expect_imports(pick: impl Fn(&Call) -> (&'static str, &'static str)) {
    reference_the_calls();
    let imported = imported_symbols();
    let mut problems = Vec::new();
    for call in CALLS {
        let (wanted, unwanted) = pick(call);
        let has = |symbol| imported.contains(symbol);
        println!(
            "{}: imports {wanted}: {}, {unwanted}: {}",
            call.name,
            has(wanted),
            has(unwanted)
        );
        if !has(wanted) {
            problems.push(format!("{} does not import {wanted}", call.name));
        }
        if has(unwanted) {
            problems.push(format!("{}: the executable imports {unwanted}", call.name));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("; "));
}

/// The undefined dynamic symbols of this executable, without version
/// suffixes (`cudaMemcpyAsync@libcudart.so.13`), as `nm` (`NM`, default `nm`) lists them.
fn imported_symbols() -> BTreeSet<String> {
    let executable = std::env::current_exe().expect("the test knows its executable");
    let nm = std::env::var("NM").unwrap_or_else(|_| "nm".to_owned());
    let output = Command::new(&nm)
        .args(["--dynamic", "--undefined-only"])
        .arg(&executable)
        .output()
        .unwrap_or_else(|error| {
            panic!(
                "could not run {nm} ({error}): this test reads the executable's imported \
                 symbols with it. Install GNU binutils (Debian/Ubuntu: `apt install binutils`; \
                 Fedora/RHEL: `dnf install binutils`) or set NM to an nm."
            )
        });
    assert!(
        output.status.success(),
        "{nm} --dynamic --undefined-only {} failed: {}",
        executable.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let listed = String::from_utf8_lossy(&output.stdout);
    let symbols: BTreeSet<String> = listed
        .lines()
        .filter_map(|line| line.split_whitespace().last())
        .map(|symbol| symbol.split('@').next().unwrap_or(symbol).to_owned())
        .collect();
    // Catches an nm that printed nothing useful: the test itself imports libc.
    assert!(
        symbols.len() > 10,
        "{nm} listed {} imported symbols:\n{listed}",
        symbols.len()
    );
    symbols
}
