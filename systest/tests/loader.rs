//! Runtime loading (feature `dynamic-loading`) against the libraries this
//! machine has: in CI, Debian's libcuda 535 (CUDA 12.2), older than the
//! headers, so some declared functions are missing; on the GPU machine, the
//! installed driver. Tests that need libcuda and cannot load it are ignored
//! with the loader's reason; with `CUDA_RAW_SYS_REQUIRE_GPU=1` they fail.

use cuda_raw_sys::loader::{self, Candidate, Library, Platform};
use cuda_raw_sys_systest::every_call::{Outcome, EVERY_CALL};
use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeSet;
use std::ffi::CStr;
use std::process::{Command, ExitCode};

/// Set in the children of the concurrent first-call tests: which case.
const RACE_VARIABLE: &str = "CUDA_RAW_SYS_LOADER_RACE";
/// The missing driver function the `missing` case calls.
const RACE_MISSING_VARIABLE: &str = "CUDA_RAW_SYS_LOADER_RACE_MISSING";
/// Threads that make their first calls at the same moment.
const RACE_THREADS: usize = 64;
/// Fresh processes per case: a first call happens once per process.
const RACE_ROUNDS: usize = 20;

/// Set in the child process of `a_missing_runtime_fails_only_runtime_calls`.
const CHILD_VARIABLE: &str = "CUDA_RAW_SYS_LOADER_TEST_CHILD";
/// Set in the child that loads a library file cut short.
const TRUNCATED_CHILD_VARIABLE: &str = "CUDA_RAW_SYS_LOADER_TEST_TRUNCATED";

type TestResult = Result<(), Failed>;
type Test = fn() -> TestResult;

fn main() -> ExitCode {
    let child = if std::env::var_os(CHILD_VARIABLE).is_some() {
        Some(missing_runtime_child())
    } else if std::env::var_os(TRUNCATED_CHILD_VARIABLE).is_some() {
        Some(truncated_driver_child())
    } else {
        std::env::var(RACE_VARIABLE)
            .ok()
            .map(|case| race_child(&case))
    };
    if let Some(result) = child {
        return match result {
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
            "companion_patterns_match_only_their_files",
            companion_patterns_match_only_their_files,
        ),
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
        Trial::test(
            "first_calls_from_64_threads_agree_when_no_library_loads",
            first_calls_from_64_threads_agree_when_no_library_loads,
        ),
        Trial::test(
            "no_build_folders_when_the_deployment_says_so",
            no_build_folders_when_the_deployment_says_so,
        ),
        Trial::test(
            "a_further_librarys_missing_call_names_its_release_read",
            a_further_librarys_missing_call_names_its_release_read,
        ),
    ];
    trials.extend(trust_trials());
    #[cfg(target_os = "linux")]
    trials.push(Trial::test(
        "a_library_cut_short_is_refused_not_loaded",
        a_library_cut_short_is_refused_not_loaded,
    ));
    let needs_driver: [(&str, Test); 8] = [
        (
            "a_missing_call_is_reported_with_its_release_and_what_to_call",
            a_missing_call_is_reported_with_its_release_and_what_to_call,
        ),
        (
            "older_entry_points_resolve_where_the_driver_has_them",
            older_entry_points_resolve_where_the_driver_has_them,
        ),
        (
            "first_calls_from_64_threads_agree_when_the_driver_loads",
            first_calls_from_64_threads_agree_when_the_driver_loads,
        ),
        (
            "first_calls_from_64_threads_agree_on_a_missing_symbol",
            first_calls_from_64_threads_agree_on_a_missing_symbol,
        ),
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
    // With a driver as new as the headers nothing is missing to race on.
    let nothing_missing = driver_missing.is_none() && loader::resolve_all()[0].missing.is_empty();
    for (name, test) in needs_driver {
        if name == "first_calls_from_64_threads_agree_on_a_missing_symbol" && nothing_missing {
            let reason = "the driver defines every function the headers declare";
            trials.push(
                Trial::test(name, test)
                    .with_ignored_flag(true)
                    .with_kind(reason),
            );
            continue;
        }
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

fn companion_patterns_match_only_their_files() -> TestResult {
    let cases = [
        ("libnvrtc-builtins.so.*", "libnvrtc-builtins.so.13.0", true),
        // NVRTC's `.alt` builtins are another library, opened by another name.
        (
            "libnvrtc-builtins.so.*",
            "libnvrtc-builtins.alt.so.13.0",
            false,
        ),
        ("libcudnn_*.so.9", "libcudnn_graph.so.9", true),
        ("libcudnn_*.so.9", "libcudnn_engines_precompiled.so.9", true),
        ("libcudnn_*.so.9", "libcudnn.so.9", false),
        ("libcudnn_*.so.9", "libcudnn_ops.so.8", false),
        ("libcublasLt.so.13", "libcublasLt.so.13", true),
        ("libcublasLt.so.13", "libcublasLt.so.12", false),
    ];
    for (pattern, name, expected) in cases {
        let matched = loader::matches_companion(pattern, name);
        ensure(matched == expected, || {
            format!("{pattern} against {name}: {matched}, expected {expected}")
        })?;
    }
    Ok(())
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
    // CUDA 11's soname is libcudart.so.11.0 in every 11.x release.
    let soname = match cuda_raw_sys::CUDART_VERSION / 1000 {
        11 => "libcudart.so.11.0".to_owned(),
        major => format!("libcudart.so.{major}"),
    };
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
    let dll = match cuda_raw_sys::CUDART_VERSION / 1000 {
        11 => "cudart64_110.dll".to_owned(),
        major => format!("cudart64_{major}.dll"),
    };
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
    let [driver, ..] = loader::resolve_all();
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
    let [driver, ..] = loader::resolve_all();
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

/// The first release declaring each driver and runtime function, read from
/// build/releases.tsv apart from the crate's own reading of it.
fn first_releases() -> std::collections::BTreeMap<&'static str, &'static str> {
    include_str!("../../build/releases.tsv")
        .lines()
        .filter_map(|line| {
            let mut columns = line.split('\t');
            let kind = columns.next()?;
            let name = columns.next()?;
            (kind == "function").then_some((name, columns.next()?))
        })
        .rev() // the first run of a name wins
        .collect()
}

/// A further library's function comes with its release from
/// build/library_releases.tsv, where releases between those CI pins went
/// unread: the line says which release brought it, and no driver advice.
fn a_further_librarys_missing_call_names_its_release_read() -> TestResult {
    let call = loader::MissingCall {
        symbol: "cublasGemmGroupedBatchedEx",
        library: Library::Cublas,
        since: Some("cuBLAS 12.6.4 or a release after 12.0.2"),
        c_name: None,
        instead: None,
    };
    let line = call.describe(None);
    ensure(
        line == "called cublasGemmGroupedBatchedEx, which this libcublas lacks: cuBLAS 12.6.4 \
                 or a release after 12.0.2 brought it",
        || format!("the line: {line}"),
    )
}

/// A call of a function the driver lacks returns CUDA_ERROR_NOT_FOUND, and
/// the report names the entry point, the release that brought it, the
/// driver's, and what to call. Where the driver lacks cuCtxCreate_v4 (CUDA
/// 12.5; Debian's R535 in CI supports 12.2): C's cuCtxCreate, and
/// cuCtxCreate_v2 to call. Elsewhere, the newest function it lacks (on
/// driver 580, CUDA 13.0, one of 13.1 on from 13.5's headers).
fn a_missing_call_is_reported_with_its_release_and_what_to_call() -> TestResult {
    let [driver, ..] = loader::resolve_all();
    let releases = first_releases();
    let known_missing: Vec<&str> = driver
        .missing
        .iter()
        .copied()
        .filter(|name| releases.contains_key(name))
        .collect();
    let wanted = if known_missing.contains(&"cuCtxCreate_v4") {
        "cuCtxCreate_v4"
    } else if let Some(name) = known_missing.last() {
        name
    } else {
        let report = loader::report();
        println!("the driver has every function of these headers the release table knows");
        return ensure(report.missing_calls.is_empty(), || {
            format!("nothing is missing, yet the report names calls:\n{report}")
        });
    };
    let (_, call) = EVERY_CALL
        .iter()
        .find(|(name, _)| *name == wanted)
        .ok_or_else(|| format!("{wanted} is declared, yet no wrapper calls it"))?;
    // Safety: the symbol is missing, so the wrapper reads no argument.
    let outcome = unsafe { call() };
    ensure(
        matches!(outcome, Outcome::Driver(status) if status == cuda_raw_sys::CUDA_ERROR_NOT_FOUND),
        || format!("{wanted} is missing, yet the call did not return CUDA_ERROR_NOT_FOUND"),
    )?;
    let report = loader::report();
    let mut version = 0;
    let _ = unsafe { cuda_raw_sys::cuDriverGetVersion(&mut version) };
    let found = report
        .missing_calls
        .iter()
        .find(|missing| missing.symbol == wanted)
        .ok_or_else(|| format!("the report does not name {wanted}:\n{report}"))?;
    // "CUDA 12.5"; the oldest release read says "or earlier".
    let since = format!("CUDA {}", releases[wanted]);
    let or_earlier = format!("{since} or earlier");
    ensure(
        found
            .since
            .is_some_and(|found| found == since || found == or_earlier)
            && found.library == Library::Driver,
        || format!("the report's entry for {wanted}: {found:?}; the table says {since}"),
    )?;
    let text = report.to_string();
    let line = text
        .lines()
        .find(|line| line.contains(wanted))
        .unwrap_or_default();
    println!("{line}");
    let driver_release = format!("CUDA {}.{}", version / 1000, version % 1000 / 10);
    let mut needed = vec![
        format!("called {wanted}"),
        format!("{} brought it", found.since.unwrap_or_default()),
        driver_release,
    ];
    if wanted == "cuCtxCreate_v4" {
        let expected = (Some("cuCtxCreate"), Some("cuCtxCreate_v2"));
        ensure((found.c_name, found.instead) == expected, || {
            format!("the report's entry for {wanted}: {found:?}, not C's cuCtxCreate and cuCtxCreate_v2")
        })?;
        needed.push("(C's cuCtxCreate)".to_owned());
        needed.push("call cuCtxCreate_v2".to_owned());
    } else if found.instead.is_none() && matches!(version / 1000, 12 | 13) {
        needed.push(format!(
            "CUDA_RAW_SYS_SNAPSHOT_RELEASE={}.0",
            version / 1000
        ));
    }
    for needed in &needed {
        ensure(line.contains(needed.as_str()), || {
            format!("the report's line lacks {needed:?}: {line}")
        })?;
    }
    Ok(())
}

/// The entry points the headers keep for compatibility are bound, and
/// resolve where the driver has them: every driver since CUDA 3.2 has
/// cuCtxCreate_v2.
fn older_entry_points_resolve_where_the_driver_has_them() -> TestResult {
    let [driver, ..] = loader::resolve_all();
    ensure(!driver.missing.contains(&"cuCtxCreate_v2"), || {
        "cuCtxCreate_v2 did not resolve".to_owned()
    })?;
    let mut context = std::ptr::null_mut();
    // Without a GPU (or before cuInit), an error code of the driver's own.
    let status = unsafe { cuda_raw_sys::cuCtxCreate_v2(&mut context, 0, 0) };
    ensure(
        status != cuda_raw_sys::CUDA_ERROR_NOT_FOUND
            && status != cuda_raw_sys::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED,
        || format!("cuCtxCreate_v2 returned the loader's code {status:?}"),
    )?;
    if status == cuda_raw_sys::CUDA_SUCCESS {
        let _ = unsafe { cuda_raw_sys::cuCtxDestroy_v2(context) };
    }
    Ok(())
}

fn libcudart_of_the_headers_version_resolves_every_runtime_function() -> TestResult {
    let mut version = 0;
    let status = unsafe { cuda_raw_sys::cudaRuntimeGetVersion(&mut version) };
    let [_, runtime, ..] = loader::resolve_all();
    if status == cuda_raw_sys::cudaErrorNoDevice && cuda_raw_sys::CUDART_VERSION < 12000 {
        // CUDA 11's libcudart tells its version only where a GPU is: the
        // headers' own is the one in the folder the build found.
        let file = loader::report().runtime.file;
        let own = file
            .as_deref()
            .and_then(std::path::Path::parent)
            .is_some_and(|folder| {
                Library::Runtime
                    .build_folders()
                    .iter()
                    .any(|built| std::path::Path::new(built) == folder)
            });
        println!("libcudart {file:?} (no version without a GPU): {runtime} of the declared runtime functions");
        if !own {
            println!("libcudart is not the one the build found; nothing to compare");
            return Ok(());
        }
    } else {
        ensure(status == cuda_raw_sys::cudaSuccess, || {
            format!("cudaRuntimeGetVersion returned {status:?}")
        })?;
        println!("libcudart {version}: {runtime} of the declared runtime functions");
        if version as u32 / 10 != cuda_raw_sys::CUDART_VERSION / 10 {
            println!("libcudart is not the headers' version; nothing to compare");
            return Ok(());
        }
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

/// The first 4 KiB of a real shared library (this process's libc), as a
/// download cut short or a copy onto a full disk leaves it: the system
/// loader would map its segments past the end and die of SIGBUS (Python's
/// ctypes does, on Debian's libcuda cut so). The loader refuses it, says
/// why, and the driver's calls return the not-loaded code.
#[cfg(target_os = "linux")]
fn a_library_cut_short_is_refused_not_loaded() -> TestResult {
    let maps = std::fs::read_to_string("/proc/self/maps")?;
    let libc = maps
        .lines()
        .filter_map(|line| line.split_whitespace().nth(5))
        .find(|path| path.contains("/libc.so.6"))
        .ok_or("this process maps no libc.so.6")?;
    let whole = std::path::Path::new(libc);
    loader::holds_its_segments(whole).map_err(|why| format!("{libc}, whole: {why}"))?;
    let bytes = std::fs::read(whole)?;
    let folder = std::env::temp_dir().join(format!("cuda-raw-sys-cut-{}", std::process::id()));
    std::fs::create_dir_all(&folder)?;
    let cut = folder.join("libcuda.so.1");
    std::fs::write(&cut, &bytes[..4096])?;
    let verdict = loader::holds_its_segments(&cut);
    let output = Command::new(std::env::current_exe()?)
        .env(TRUNCATED_CHILD_VARIABLE, "1")
        .env(loader::LIBCUDA_PATH_VARIABLE, &cut)
        .output();
    let _ = std::fs::remove_dir_all(&folder);
    ensure(
        verdict
            .as_ref()
            .is_err_and(|why| why.starts_with("truncated")),
        || format!("the first 4096 bytes of {libc} were judged {verdict:?}"),
    )?;
    let output = output?;
    ensure(output.status.success(), || {
        format!(
            "the child loading the cut file failed ({}): {}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

/// With `CUDA_RAW_SYS_LIBCUDA_PATH` at a file cut short: the driver's calls
/// return the not-loaded code, and the report says the file is truncated.
fn truncated_driver_child() -> TestResult {
    let mut version = 0;
    let status = unsafe { cuda_raw_sys::cuDriverGetVersion(&mut version) };
    ensure(
        status == cuda_raw_sys::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED,
        || format!("cuDriverGetVersion returned {status:?}"),
    )?;
    let report = loader::report();
    ensure(
        report.driver.failed.iter().any(|attempt| {
            attempt
                .error
                .starts_with("truncated: the file has 4096 bytes")
        }),
        || format!("the report does not say the file is truncated:\n{report}"),
    )
}

/// Runs `RACE_ROUNDS` fresh processes of this binary, each racing
/// `RACE_THREADS` first calls in `case`, with `environment` set.
fn race(case: &str, environment: &[(&str, &str)]) -> TestResult {
    let started = std::time::Instant::now();
    for round in 0..RACE_ROUNDS {
        let mut command = Command::new(std::env::current_exe()?);
        command.env(RACE_VARIABLE, case);
        for (key, value) in environment {
            command.env(key, value);
        }
        let output = command.output()?;
        ensure(output.status.success(), || {
            format!(
                "round {round} of the {case} case failed ({}): {}{}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            )
        })?;
    }
    println!(
        "{case}: {RACE_ROUNDS} processes x {RACE_THREADS} threads agreed in {:?}",
        started.elapsed()
    );
    Ok(())
}

fn first_calls_from_64_threads_agree_when_no_library_loads() -> TestResult {
    race(
        "absent",
        &[
            (loader::LIBCUDA_PATH_VARIABLE, "/nonexistent/libcuda.so.1"),
            (loader::LIBCUDART_PATH_VARIABLE, "/nonexistent/libcudart.so"),
        ],
    )
}

fn first_calls_from_64_threads_agree_when_the_driver_loads() -> TestResult {
    race("present", &[])
}

fn first_calls_from_64_threads_agree_on_a_missing_symbol() -> TestResult {
    let [driver, ..] = loader::resolve_all();
    let missing = driver
        .missing
        .first()
        .ok_or("the driver defines every declared function: nothing missing to race on")?;
    race("missing", &[(RACE_MISSING_VARIABLE, missing)])
}

/// In a fresh process: `RACE_THREADS` threads wait at a barrier, then each
/// makes its first call: a quarter each to cuDriverGetVersion (twice),
/// cuGetErrorName, and cudaRuntimeGetVersion or, in the `missing` case, the
/// missing driver function. Every thread calling one function must get the
/// same result, the one documented for the case, and `loader::report()`
/// must agree.
fn race_child(case: &str) -> TestResult {
    if case == "build-folder" {
        // Only the report: where libcuda came from, or why not.
        println!("{}", loader::report());
        return Ok(());
    }
    let missing = std::env::var(RACE_MISSING_VARIABLE).ok();
    let barrier = std::sync::Barrier::new(RACE_THREADS);
    let results: Vec<(String, String)> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..RACE_THREADS)
            .map(|thread| {
                let (barrier, missing) = (&barrier, missing.as_deref());
                scope.spawn(move || {
                    barrier.wait();
                    first_call(thread, missing)
                })
            })
            .collect();
        threads
            .into_iter()
            .map(|thread| thread.join().expect("no thread panics"))
            .collect()
    });
    let mut by_function: std::collections::BTreeMap<&str, BTreeSet<&str>> = Default::default();
    for (function, result) in &results {
        by_function.entry(function).or_default().insert(result);
    }
    for (function, seen) in &by_function {
        ensure(seen.len() == 1, || {
            format!("{case}: threads calling {function} got different results: {seen:?}")
        })?;
        let result = *seen.iter().next().unwrap();
        let expected = expected_result(case, function, missing.as_deref());
        ensure(result.starts_with(expected), || {
            format!("{case}: {function} returned {result}, documented {expected}")
        })?;
    }
    let report = loader::report();
    ensure(
        report.driver.found_by.is_some() == (case != "absent"),
        || format!("{case}: the report disagrees with the calls:\n{report}"),
    )
}

/// Whether the driver sees a GPU (asked after the race, so that the
/// threads' first calls stay first).
fn gpu_present() -> bool {
    let mut count = 0;
    let initialized = unsafe { cuda_raw_sys::cuInit(0) } == cuda_raw_sys::CUDA_SUCCESS;
    initialized
        && unsafe { cuda_raw_sys::cuDeviceGetCount(&mut count) } == cuda_raw_sys::CUDA_SUCCESS
        && count > 0
}

/// What the case documents for a function's first call: the start of its
/// result as `first_call` prints it.
fn expected_result(case: &str, function: &str, missing: Option<&str>) -> &'static str {
    match (case, function) {
        ("absent", "cudaRuntimeGetVersion") => "cudaErrorSharedObjectInitFailed",
        ("absent", _) => "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED",
        ("missing", name) if Some(name) == missing => "CUDA_ERROR_NOT_FOUND",
        // CUDA 11's libcudart answers cudaErrorNoDevice where no GPU is.
        ("present" | "missing", "cudaRuntimeGetVersion")
            if cuda_raw_sys::CUDART_VERSION < 12000 && !gpu_present() =>
        {
            "cudaErrorNoDevice"
        }
        ("present" | "missing", "cudaRuntimeGetVersion") => "cudaSuccess",
        _ => "CUDA_SUCCESS",
    }
}

/// One first call, by thread number; the function and what it returned.
fn first_call(thread: usize, missing: Option<&str>) -> (String, String) {
    use cuda_raw_sys::*;
    let driver_name = |status: CUresult| match status {
        CUDA_SUCCESS => "CUDA_SUCCESS".to_owned(),
        CUDA_ERROR_SHARED_OBJECT_INIT_FAILED => "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED".into(),
        CUDA_ERROR_NOT_FOUND => "CUDA_ERROR_NOT_FOUND".into(),
        other => format!("{other:?}"),
    };
    match (thread % 4, missing) {
        (1, _) => {
            let mut name = std::ptr::null();
            let status = unsafe { cuGetErrorName(CUDA_ERROR_NOT_FOUND, &mut name) };
            let text = if status == CUDA_SUCCESS && !name.is_null() {
                unsafe { CStr::from_ptr(name) }
                    .to_string_lossy()
                    .into_owned()
            } else {
                String::new()
            };
            (
                "cuGetErrorName".into(),
                format!("{} {text}", driver_name(status)),
            )
        }
        (3, Some(missing)) => {
            let (_, call) = EVERY_CALL
                .iter()
                .find(|(name, _)| *name == missing)
                .expect("the missing function is declared");
            // Safety: the symbol is missing, so the wrapper reads no argument.
            let result = match unsafe { call() } {
                Outcome::Driver(status) => driver_name(status),
                _ => "not a driver function".into(),
            };
            (missing.to_owned(), result)
        }
        (3, None) => {
            let mut version = 0;
            let status = unsafe { cudaRuntimeGetVersion(&mut version) };
            // The runtime's names are lower case, so compared, not matched.
            let status = if status == cudaSuccess {
                "cudaSuccess".to_owned()
            } else if status == cudaErrorSharedObjectInitFailed {
                "cudaErrorSharedObjectInitFailed".to_owned()
            } else {
                format!("{status:?}")
            };
            (
                "cudaRuntimeGetVersion".into(),
                format!("{status} {version}"),
            )
        }
        _ => {
            let mut version = 0;
            let status = unsafe { cuDriverGetVersion(&mut version) };
            (
                "cuDriverGetVersion".into(),
                format!("{} {version}", driver_name(status)),
            )
        }
    }
}

/// The checks of the folders the build found the libraries in.
#[cfg(unix)]
fn trust_trials() -> Vec<Trial> {
    let mut trials = vec![
        Trial::test(
            "a_build_folder_under_a_world_writable_parent_is_not_trusted",
            a_build_folder_under_a_world_writable_parent_is_not_trusted,
        ),
        Trial::test(
            "a_safe_build_folder_is_trusted",
            a_safe_build_folder_is_trusted,
        ),
    ];
    // The build's own libcuda folder, where it exists (not on the GPU
    // machine, which runs binaries built elsewhere).
    let build_folder = Trial::test(
        "the_build_folder_is_loaded_from_only_when_trusted",
        the_build_folder_is_loaded_from_only_when_trusted,
    );
    trials.push(match build_folder_libcuda() {
        Some(_) => build_folder,
        None => build_folder
            .with_ignored_flag(true)
            .with_kind("the folder this build found libcuda in is not on this machine"),
    });
    // chown to another user needs root.
    let owned_by_another = Trial::test(
        "a_build_folder_owned_by_another_user_is_not_trusted",
        a_build_folder_owned_by_another_user_is_not_trusted,
    );
    // Safety: geteuid has no preconditions.
    trials.push(if unsafe { libc::geteuid() } == 0 {
        owned_by_another
    } else {
        owned_by_another
            .with_ignored_flag(true)
            .with_kind("needs root, to give a folder to another user")
    });
    trials
}

/// Windows permissions are ACLs, which the check does not read.
#[cfg(windows)]
fn trust_trials() -> Vec<Trial> {
    vec![Trial::test("build_folders_are_checked", || Ok(()))
        .with_ignored_flag(true)
        .with_kind("Windows: build folders are trusted as found (ACLs are not read)")]
}

#[cfg(unix)]
/// A scratch folder under this user's home (owned by them, not writable by
/// others), unlike the temporary folder, which is world-writable.
struct Scratch(std::path::PathBuf);

#[cfg(unix)]
impl Scratch {
    fn new(name: &str) -> Result<Scratch, Failed> {
        use std::os::unix::fs::PermissionsExt;
        let home = std::env::var_os("HOME").ok_or("HOME is not set")?;
        let root = std::path::Path::new(&home)
            .join(".cache")
            .join(format!("cuda-raw-sys-loader-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root)?;
        std::fs::set_permissions(&root, std::fs::Permissions::from_mode(0o700))?;
        Ok(Scratch(root))
    }

    /// `relative/libcuda.so.1`, with each folder on the way given `modes`.
    fn library(&self, folders: &[(&str, u32)]) -> Result<std::path::PathBuf, Failed> {
        use std::os::unix::fs::PermissionsExt;
        let mut folder = self.0.clone();
        for (name, mode) in folders {
            folder = folder.join(name);
            std::fs::create_dir_all(&folder)?;
            std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(*mode))?;
        }
        let file = folder.join("libcuda.so.1");
        std::fs::write(&file, b"")?;
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644))?;
        Ok(file)
    }
}

#[cfg(unix)]
impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[cfg(unix)]
fn a_build_folder_under_a_world_writable_parent_is_not_trusted() -> TestResult {
    let scratch = Scratch::new("writable")?;
    // Plain world-writable, and sticky world-writable as /tmp is.
    for mode in [0o777, 0o1777] {
        let file = scratch.library(&[(&format!("open-{mode:o}"), mode), ("lib", 0o755)])?;
        let verdict = loader::trusted(&file);
        ensure(
            verdict
                .as_ref()
                .is_err_and(|why| why.contains("writable by others")),
            || format!("{}: {verdict:?}", file.display()),
        )?;
    }
    Ok(())
}

#[cfg(unix)]
fn a_build_folder_owned_by_another_user_is_not_trusted() -> TestResult {
    let scratch = Scratch::new("owner")?;
    let file = scratch.library(&[("theirs", 0o755)])?;
    // 65534: `nobody` on Debian and most distributions.
    std::os::unix::fs::chown(file.parent().unwrap(), Some(65534), None)?;
    let verdict = loader::trusted(&file);
    ensure(
        verdict
            .as_ref()
            .is_err_and(|why| why.contains("owned by user 65534")),
        || format!("{}: {verdict:?}", file.display()),
    )
}

#[cfg(unix)]
fn a_safe_build_folder_is_trusted() -> TestResult {
    let scratch = Scratch::new("safe")?;
    let file = scratch.library(&[("lib", 0o755)])?;
    let verdict = loader::trusted(&file);
    ensure(verdict.is_ok(), || {
        format!("{}: {verdict:?}", file.display())
    })
}

#[cfg(unix)]
/// The `libcuda.so.1` in the first folder this build found libcuda in, if
/// that file is on this machine.
fn build_folder_libcuda() -> Option<std::path::PathBuf> {
    let folder = Library::Driver.build_folders().first()?;
    let file = std::path::Path::new(folder).join("libcuda.so.1");
    file.is_file().then_some(file)
}

#[cfg(unix)]
/// In a child that finds no libcuda through the system loader, the build's
/// folder is the last candidate: loaded from when it is trusted, else
/// skipped with the reason in `loader::report()`.
fn the_build_folder_is_loaded_from_only_when_trusted() -> TestResult {
    let file = build_folder_libcuda().ok_or("no libcuda in the build's folder")?;
    let output = Command::new(std::env::current_exe()?)
        .env(RACE_VARIABLE, "build-folder")
        .env("LD_LIBRARY_PATH", "")
        .output()?;
    let report = String::from_utf8_lossy(&output.stdout);
    let trusted = loader::trusted(&file);
    println!("{}: {trusted:?}", file.display());
    let expected = match &trusted {
        Ok(()) => format!("found: {} (where the build found it)", file.display()),
        Err(why) => format!("skipped: {why}"),
    };
    ensure(report.contains(&expected), || {
        format!("the report does not say {expected:?}:\n{report}")
    })
}

fn no_build_folders_when_the_deployment_says_so() -> TestResult {
    let output = Command::new(std::env::current_exe()?)
        .env(RACE_VARIABLE, "build-folder")
        .env("LD_LIBRARY_PATH", "")
        .env(loader::NO_BUILD_FOLDERS_VARIABLE, "1")
        .output()?;
    let report = String::from_utf8_lossy(&output.stdout);
    ensure(!report.contains("where the build found it"), || {
        format!("a build folder was tried:\n{report}")
    })
}
