//! Runtime loading (feature `dynamic-loading`) against the libraries this
//! machine has: in CI, Debian's libcuda 535 (CUDA 12.2), older than the
//! headers, so some declared functions are missing; on the GPU machine, the
//! installed driver. Tests that need libcuda and cannot load it are ignored
//! with the loader's reason; with `CUDA_RAW_SYS_REQUIRE_GPU=1` they fail.

use cuda_raw_sys::loader::{self, Candidate, Library, Platform};
use cuda_raw_sys::{cudaError_t, CUresult};
use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeSet;
use std::ffi::{c_char, CStr};
use std::process::{Command, ExitCode};

/// What one call returned. every_call.rs builds each variant; these tests
/// read the driver's.
#[allow(dead_code)]
enum Outcome {
    Driver(CUresult),
    Runtime(cudaError_t),
    Message(*const c_char),
    Other,
}

include!(concat!(env!("OUT_DIR"), "/every_call.rs"));

/// Set in the child process of `a_missing_runtime_fails_only_runtime_calls`.
const CHILD_VARIABLE: &str = "CUDA_RAW_SYS_LOADER_TEST_CHILD";

type TestResult = Result<(), Failed>;
type Test = fn() -> TestResult;

fn main() -> ExitCode {
    if std::env::var_os(CHILD_VARIABLE).is_some() {
        return match missing_runtime_child() {
            Ok(()) => ExitCode::SUCCESS,
            Err(failed) => {
                eprintln!("{}", failed.message().unwrap_or_default());
                ExitCode::FAILURE
            }
        };
    }
    let arguments = Arguments::from_args();
    let require = std::env::var("CUDA_RAW_SYS_REQUIRE_GPU").is_ok_and(|value| value == "1");
    let report = loader::report();
    println!("{report}");
    let driver_missing = report.driver.found_by.is_none().then(|| {
        format!(
            "libcuda did not load: {}",
            report.driver.to_string().replace('\n', ";")
        )
    });
    let mut trials = vec![
        Trial::test(
            "search_order_with_a_path_variable_tries_only_that_file",
            search_order_with_a_path_variable_tries_only_that_file,
        ),
        Trial::test(
            "search_order_without_one_ends_in_the_build_folders",
            search_order_without_one_ends_in_the_build_folders,
        ),
        Trial::test(
            "windows_search_order_names_the_dlls",
            windows_search_order_names_the_dlls,
        ),
        Trial::test(
            "symbols_are_the_names_c_links",
            symbols_are_the_names_c_links,
        ),
        Trial::test(
            "a_missing_runtime_fails_only_runtime_calls",
            a_missing_runtime_fails_only_runtime_calls,
        ),
    ];
    let needs_driver: [(&str, Test); 4] = [
        (
            "the_driver_resolves_exactly_what_its_file_exports",
            the_driver_resolves_exactly_what_its_file_exports,
        ),
        ("calls_the_driver_has_work", calls_the_driver_has_work),
        (
            "calls_the_driver_lacks_return_not_found",
            calls_the_driver_lacks_return_not_found,
        ),
        (
            "libcudart_of_the_headers_version_resolves_every_runtime_function",
            libcudart_of_the_headers_version_resolves_every_runtime_function,
        ),
    ];
    for (name, test) in needs_driver {
        let trial = match (&driver_missing, require) {
            (None, _) => Trial::test(name, test),
            (Some(reason), true) => {
                let reason = reason.clone();
                Trial::test(name, move || {
                    Err(format!("CUDA_RAW_SYS_REQUIRE_GPU=1: {reason}").into())
                })
            }
            (Some(reason), false) => Trial::test(name, test)
                .with_ignored_flag(true)
                .with_kind(reason.clone()),
        };
        trials.push(trial);
    }
    libtest_mimic::run(&arguments, trials).exit_code()
}

fn ensure(condition: bool, message: impl FnOnce() -> String) -> TestResult {
    if condition {
        Ok(())
    } else {
        Err(message().into())
    }
}

fn search_order_with_a_path_variable_tries_only_that_file() -> TestResult {
    let order = loader::search_order_on(
        Platform::Unix,
        Library::Driver,
        Some("/opt/driver/libcuda.so.1".into()),
        &["/usr/lib/x86_64-linux-gnu"],
    );
    let expected = vec![
        Candidate::AlreadyLoaded("libcuda.so.1".into()),
        Candidate::PathVariable {
            variable: "CUDA_RAW_SYS_LIBCUDA_PATH",
            file: "/opt/driver/libcuda.so.1".into(),
        },
    ];
    ensure(order == expected, || format!("{order:?}"))
}

fn search_order_without_one_ends_in_the_build_folders() -> TestResult {
    let soname = format!("libcudart.so.{}", cuda_raw_sys::CUDART_VERSION / 1000);
    // An empty variable counts as unset; a stubs folder is never searched.
    let order = loader::search_order_on(
        Platform::Unix,
        Library::Runtime,
        Some("".into()),
        &["/toolkit/lib64", "/toolkit/lib64/stubs"],
    );
    let expected = vec![
        Candidate::AlreadyLoaded(soname.clone()),
        Candidate::SystemLoader(soname.clone()),
        Candidate::BuildFolder(format!("/toolkit/lib64/{soname}").into()),
    ];
    ensure(order == expected, || format!("{order:?}"))
}

/// On Windows: nvcuda.dll from the system loader (System32), and
/// cudart64_<major>.dll also from the folder the build found it in.
fn windows_search_order_names_the_dlls() -> TestResult {
    let dll = format!("cudart64_{}.dll", cuda_raw_sys::CUDART_VERSION / 1000);
    let order = loader::search_order_on(
        Platform::Windows,
        Library::Runtime,
        None,
        &[r"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v13.0\bin"],
    );
    let expected = vec![
        Candidate::AlreadyLoaded(dll.clone()),
        Candidate::SystemLoader(dll.clone()),
        Candidate::BuildFolder(
            std::path::Path::new(r"C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v13.0\bin")
                .join(&dll),
        ),
    ];
    ensure(order == expected, || format!("{order:?}"))?;
    let order = loader::search_order_on(
        Platform::Windows,
        Library::Driver,
        Some(r"D:\drivers\nvcuda.dll".into()),
        &[],
    );
    let expected = vec![
        Candidate::AlreadyLoaded("nvcuda.dll".into()),
        Candidate::PathVariable {
            variable: "CUDA_RAW_SYS_LIBCUDA_PATH",
            file: r"D:\drivers\nvcuda.dll".into(),
        },
    ];
    ensure(order == expected, || format!("{order:?}"))
}

/// The per-thread build resolves the `_ptsz` entry points, as C links them.
fn symbols_are_the_names_c_links() -> TestResult {
    let names: BTreeSet<&str> = loader::symbols().map(|(name, _)| name).collect();
    let per_thread = cfg!(feature = "per-thread-default-stream");
    for (legacy, per_thread_name) in [
        ("cuMemcpyAsync", "cuMemcpyAsync_ptsz"),
        ("cudaMemcpyAsync", "cudaMemcpyAsync_ptsz"),
    ] {
        let (wanted, unwanted) = if per_thread {
            (per_thread_name, legacy)
        } else {
            (legacy, per_thread_name)
        };
        ensure(names.contains(wanted) && !names.contains(unwanted), || {
            format!("per-thread {per_thread}: expected {wanted} and not {unwanted}")
        })?;
    }
    let runtime_named_cuda = loader::symbols()
        .all(|(name, library)| name.starts_with("cuda") == (library == Library::Runtime));
    ensure(runtime_named_cuda, || {
        "a cuda* name is not a runtime symbol".into()
    })
}

/// The dynamic symbols `file` defines, read with nm.
fn exported(file: &std::path::Path) -> Result<BTreeSet<String>, Failed> {
    let output = Command::new("nm")
        .args(["-D", "--defined-only"])
        .arg(file)
        .output()
        .map_err(|error| format!("nm could not run ({error}): install binutils"))?;
    ensure(output.status.success(), || {
        format!("nm -D failed: {output:?}")
    })?;
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| line.split_whitespace().nth(2))
        .map(|name| name.split('@').next().unwrap_or(name).to_owned())
        .collect())
}

fn the_driver_resolves_exactly_what_its_file_exports() -> TestResult {
    let report = loader::report();
    let file = report
        .driver
        .file
        .ok_or("the loader did not name libcuda's file")?;
    let exported = exported(&file)?;
    let [driver, _] = loader::resolve_all();
    let declared: Vec<&str> = loader::symbols()
        .filter(|(_, library)| *library == Library::Driver)
        .map(|(name, _)| name)
        .collect();
    let expected_missing: Vec<&str> = declared
        .iter()
        .copied()
        .filter(|name| !exported.contains(*name))
        .collect();
    println!(
        "{}: {driver} of the driver functions the CUDA {} headers declare; missing: {:?}",
        file.display(),
        cuda_raw_sys::CUDA_VERSION,
        driver.missing
    );
    ensure(driver.missing == expected_missing, || {
        format!(
            "resolution disagrees with nm: missing {:?}, nm lacks {:?}",
            driver.missing, expected_missing
        )
    })?;
    ensure(
        driver.resolved + driver.missing.len() == declared.len(),
        || format!("{driver} but {} declared", declared.len()),
    )
}

fn calls_the_driver_has_work() -> TestResult {
    let mut version = 0;
    let status = unsafe { cuda_raw_sys::cuDriverGetVersion(&mut version) };
    ensure(status == cuda_raw_sys::CUDA_SUCCESS, || {
        format!("cuDriverGetVersion returned {status:?}")
    })?;
    ensure(version >= 12000, || format!("driver version {version}"))?;
    // Without a GPU, cuInit answers NO_DEVICE; never the loader's codes.
    let status = unsafe { cuda_raw_sys::cuInit(0) };
    ensure(
        status != cuda_raw_sys::CUDA_ERROR_NOT_FOUND
            && status != cuda_raw_sys::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED,
        || format!("cuInit returned the loader's code {status:?}"),
    )?;
    let mut name = std::ptr::null();
    let status =
        unsafe { cuda_raw_sys::cuGetErrorName(cuda_raw_sys::CUDA_ERROR_NOT_FOUND, &mut name) };
    ensure(
        status == cuda_raw_sys::CUDA_SUCCESS && !name.is_null(),
        || format!("cuGetErrorName returned {status:?}"),
    )?;
    let name = unsafe { CStr::from_ptr(name) };
    ensure(name == c"CUDA_ERROR_NOT_FOUND", || {
        format!("cuGetErrorName said {name:?}")
    })
}

fn calls_the_driver_lacks_return_not_found() -> TestResult {
    let [driver, _] = loader::resolve_all();
    let missing: BTreeSet<&str> = driver.missing.iter().copied().collect();
    let mut checked = 0;
    for (name, call) in EVERY_CALL.iter().filter(|(name, _)| missing.contains(name)) {
        // Safety: the symbol is missing, so the wrapper reads no argument.
        match unsafe { call() } {
            Outcome::Driver(status) => {
                ensure(status == cuda_raw_sys::CUDA_ERROR_NOT_FOUND, || {
                    format!("{name} is missing, yet returned {status:?}")
                })?
            }
            _ => return Err(format!("{name} is no driver function").into()),
        }
        checked += 1;
    }
    println!("{checked} missing driver functions return CUDA_ERROR_NOT_FOUND");
    Ok(())
}

fn libcudart_of_the_headers_version_resolves_every_runtime_function() -> TestResult {
    let mut version = 0;
    let status = unsafe { cuda_raw_sys::cudaRuntimeGetVersion(&mut version) };
    ensure(status == cuda_raw_sys::cudaSuccess, || {
        format!("cudaRuntimeGetVersion returned {status:?}")
    })?;
    let [_, runtime] = loader::resolve_all();
    println!("libcudart {version}: {runtime} of the declared runtime functions");
    if version as u32 / 10 != cuda_raw_sys::CUDART_VERSION / 10 {
        println!("libcudart is not the headers' version; nothing to compare");
        return Ok(());
    }
    ensure(runtime.missing.is_empty(), || {
        format!(
            "libcudart of the headers' version lacks {:?}",
            runtime.missing
        )
    })
}

fn a_missing_runtime_fails_only_runtime_calls() -> TestResult {
    let output = Command::new(std::env::current_exe()?)
        .env(CHILD_VARIABLE, "1")
        .env(loader::LIBCUDART_PATH_VARIABLE, "/nonexistent/libcudart.so")
        .output()?;
    ensure(output.status.success(), || {
        format!(
            "the child failed ({}): {}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

/// With libcudart unreachable: runtime calls return the missing-library
/// code and the unavailable message; driver calls are unaffected.
fn missing_runtime_child() -> TestResult {
    let mut version = 0;
    let status = unsafe { cuda_raw_sys::cudaRuntimeGetVersion(&mut version) };
    ensure(
        status == cuda_raw_sys::cudaErrorSharedObjectInitFailed,
        || format!("cudaRuntimeGetVersion returned {status:?}"),
    )?;
    let text =
        unsafe { CStr::from_ptr(cuda_raw_sys::cudaGetErrorString(cuda_raw_sys::cudaSuccess)) };
    ensure(text == loader::UNAVAILABLE_MESSAGE, || {
        format!("cudaGetErrorString said {text:?}")
    })?;
    let report = loader::report();
    ensure(
        report.runtime.found_by.is_none() && report.runtime.failed.len() == 2,
        || format!("{report}"),
    )?;
    let status = unsafe { cuda_raw_sys::cuDriverGetVersion(&mut version) };
    let expected = if report.driver.found_by.is_some() {
        cuda_raw_sys::CUDA_SUCCESS
    } else {
        cuda_raw_sys::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
    };
    ensure(status == expected, || {
        format!("cuDriverGetVersion returned {status:?}")
    })
}
