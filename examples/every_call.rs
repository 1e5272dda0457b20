//! With no CUDA library reachable, every function returns the code the
//! loader documents, and nothing panics: this is built with
//! `panic = "abort"` (`--profile abort`), so a panic would end it with a
//! signal instead of exit status 0.
//!
//! ```text
//! CUDA_RAW_SYS_LIBCUDA_PATH=/nonexistent CUDA_RAW_SYS_LIBCUDART_PATH=/nonexistent \
//!     cargo run --profile abort --features dynamic-loading --example every_call
//! ```

use cuda_raw_sys::{cudaError_t, loader, CUresult};
use std::ffi::{c_char, CStr};
use std::process::ExitCode;

/// What one call returned.
enum Outcome {
    Driver(CUresult),
    Runtime(cudaError_t),
    Message(*const c_char),
    Other,
}

include!(concat!(env!("OUT_DIR"), "/every_call.rs"));

fn main() -> ExitCode {
    let report = loader::report();
    println!("{report}");
    if report.driver.found_by.is_some() || report.runtime.found_by.is_some() {
        eprintln!("every_call: a library loaded; it calls every function with zero arguments, which is sound only when none can load");
        return ExitCode::FAILURE;
    }
    let mut wrong = Vec::new();
    for (name, call) in EVERY_CALL {
        // Safety: neither library loaded (checked above), so no wrapper
        // reads its arguments.
        let expected = match unsafe { call() } {
            Outcome::Driver(code) => code == cuda_raw_sys::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED,
            Outcome::Runtime(code) => code == cuda_raw_sys::cudaErrorSharedObjectInitFailed,
            // Safety: the loader returns its own static C string.
            Outcome::Message(text) => {
                !text.is_null() && unsafe { CStr::from_ptr(text) } == loader::UNAVAILABLE_MESSAGE
            }
            Outcome::Other => true,
        };
        if !expected {
            wrong.push(*name);
        }
    }
    let calls = EVERY_CALL.len();
    let declared = loader::symbols().count();
    println!(
        "every_call: {calls} of {declared} functions called; {} returned another value than documented",
        wrong.len()
    );
    if calls != declared || !wrong.is_empty() {
        eprintln!("every_call: unexpected results from {wrong:?}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
