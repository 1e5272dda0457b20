//! With no CUDA library reachable, every function returns the code the
//! loader documents, and nothing panics: nothing here catches a panic, so
//! one would end it with exit status 101 (or abort it, inside a function of
//! C ABI), never 0.
//!
//! ```text
//! CUDA_RAW_SYS_LIBCUDA_PATH=/nonexistent CUDA_RAW_SYS_LIBCUDART_PATH=/nonexistent \
//!     cargo run -p cuda-raw-sys-systest --features dynamic-loading --example every_call
//! ```

use cuda_raw_sys::loader;
use cuda_raw_sys_systest::every_call::{Outcome, EVERY_CALL, EVERY_VARIABLE};
use std::ffi::CStr;
use std::process::ExitCode;

fn main() -> ExitCode {
    // The further libraries (features nvrtc, nvjitlink, nvml, curand) are
    // kept from loading here; the driver's and runtime's variables are the
    // caller's to set.
    for library in &loader::Library::ALL[2..] {
        std::env::set_var(library.path_variable(), "/nonexistent/library");
    }
    let report = loader::report();
    println!("{report}");
    let further_loaded = report
        .further
        .iter()
        .any(|library| library.found_by.is_some());
    if report.driver.found_by.is_some() || report.runtime.found_by.is_some() || further_loaded {
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
            Outcome::Message(text, documented) => {
                !text.is_null() && unsafe { CStr::from_ptr(text) } == documented
            }
            Outcome::Status(returned, documented) => returned == documented,
            Outcome::Other => true,
        };
        if !expected {
            wrong.push(*name);
        }
    }
    // The variables (cuTENSOR's compute descriptors): unavailable, all zero.
    for (name, read) in EVERY_VARIABLE {
        if !read() {
            wrong.push(*name);
        }
    }
    let calls = EVERY_CALL.len() + EVERY_VARIABLE.len();
    let declared = loader::symbols().count();
    println!(
        "every_call: {calls} of {declared} functions and variables called or read; {} returned another value than documented",
        wrong.len()
    );
    if calls != declared || !wrong.is_empty() {
        eprintln!("every_call: unexpected results from {wrong:?}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
