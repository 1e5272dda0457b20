//! With `dynamic-loading`, the further libraries (the library table's
//! features) fail as the loader documents: a library
//! that cannot be loaded, and one that loads but lacks the function, return
//! their codes, and driver and runtime calls go on working. Each case runs
//! in a child process (this binary again), since a library loads once per
//! process.
#![cfg(feature = "dynamic-loading")]

use cuda_raw_sys::loader::{self, Candidate, Library};
use std::process::Command;

/// Set in a child: which case it runs.
const CASE_VARIABLE: &str = "CUDA_RAW_SYS_FURTHER_LIBRARY_CASE";

/// Runs this test again in a child with `variables` set, and fails with its output.
fn in_child(test: &str, case: &str, variables: &[(&str, &str)]) {
    let mut command = Command::new(std::env::current_exe().expect("the test binary"));
    command
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(CASE_VARIABLE, case);
    for (name, value) in variables {
        command.env(name, value);
    }
    let output = command.output().expect("the child runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    println!("{text}");
    assert!(
        output.status.success() && text.contains("1 passed"),
        "the child for {case} failed"
    );
}

/// The driver and the runtime still answer. (CUDA 11's libcudart asks the
/// driver for a device first: with none, its answer is cudaErrorNoDevice.)
fn driver_and_runtime_work() {
    let mut version = 0;
    let driver = unsafe { cuda_raw_sys::cuDriverGetVersion(&mut version) };
    assert_eq!(driver, cuda_raw_sys::CUDA_SUCCESS, "cuDriverGetVersion");
    let runtime = unsafe { cuda_raw_sys::cudaRuntimeGetVersion(&mut version) };
    let no_device = unsafe { cuda_raw_sys::cuInit(0) } == cuda_raw_sys::CUDA_ERROR_NO_DEVICE;
    if cuda_raw_sys::CUDART_VERSION < 12000 && no_device {
        assert_eq!(
            runtime,
            cuda_raw_sys::cudaErrorNoDevice,
            "cudaRuntimeGetVersion of CUDA 11 with no GPU"
        );
    } else {
        assert_eq!(runtime, cuda_raw_sys::cudaSuccess, "cudaRuntimeGetVersion");
    }
}

/// Each bound library's first function as the loader's report probes it:
/// its status when called with harmless arguments.
fn version_call(library: Library) -> i64 {
    #[allow(unused_mut, unused_variables)]
    let mut a = 0;
    #[allow(unused_mut, unused_variables)]
    let mut b = 0;
    match library {
        #[cfg(feature = "nvrtc")]
        Library::Nvrtc => i64::from(unsafe { cuda_raw_sys::nvrtcVersion(&mut a, &mut b) }.0),
        // nvJitLinkVersion came after 12.0; creating a linker is in every
        // version (`const char **` before 13.0, `const char * const *` after).
        #[cfg(feature = "nvjitlink")]
        Library::NvJitLink => {
            let mut handle = std::ptr::null_mut();
            let mut options: [*const std::ffi::c_char; 0] = [];
            i64::from(
                unsafe { cuda_raw_sys::nvJitLinkCreate(&mut handle, 0, options.as_mut_ptr()) }.0,
            )
        }
        #[cfg(feature = "nvfatbin")]
        Library::NvFatbin => {
            let (mut major, mut minor) = (0, 0);
            i64::from(unsafe { cuda_raw_sys::nvFatbinVersion(&mut major, &mut minor) }.0)
        }
        #[cfg(feature = "nvml")]
        Library::Nvml => i64::from(unsafe { cuda_raw_sys::nvmlInit_v2() }.0),
        #[cfg(feature = "curand")]
        Library::Curand => i64::from(unsafe { cuda_raw_sys::curandGetVersion(&mut a) }.0),
        // The version calls of cuBLASLt and cuDNN return a number, not a
        // status: their property calls return one.
        #[cfg(feature = "cublas")]
        Library::Cublas => i64::from(
            unsafe { cuda_raw_sys::cublasGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "cublaslt")]
        Library::CublasLt => i64::from(
            unsafe { cuda_raw_sys::cublasLtGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "cudnn")]
        Library::Cudnn => i64::from(
            unsafe { cuda_raw_sys::cudnnGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "nccl")]
        Library::Nccl => i64::from(unsafe { cuda_raw_sys::ncclGetVersion(&mut a) }.0),
        #[cfg(feature = "cufft")]
        Library::Cufft => i64::from(unsafe { cuda_raw_sys::cufftGetVersion(&mut a) }.0),
        #[cfg(feature = "cusparse")]
        Library::Cusparse => i64::from(
            unsafe { cuda_raw_sys::cusparseGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "cusolver")]
        Library::Cusolver => i64::from(
            unsafe { cuda_raw_sys::cusolverGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        // cuSOLVERMg has no version call; a one-device grid is a host-side
        // descriptor, made without a GPU.
        #[cfg(feature = "cusolvermg")]
        Library::CusolverMg => {
            let mut grid = std::ptr::null_mut();
            let device = 0;
            let status = unsafe {
                cuda_raw_sys::cusolverMgCreateDeviceGrid(
                    &mut grid,
                    1,
                    1,
                    &device,
                    cuda_raw_sys::CUDALIBMG_GRID_MAPPING_COL_MAJOR,
                )
            };
            if status == cuda_raw_sys::CUSOLVER_STATUS_SUCCESS {
                unsafe { cuda_raw_sys::cusolverMgDestroyGrid(grid) };
            }
            i64::from(status.0)
        }
        #[cfg(feature = "cudss")]
        Library::Cudss => i64::from(
            unsafe { cuda_raw_sys::cudssGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        // cutensorGetVersion returns no status; setting the log level does.
        #[cfg(feature = "cutensor")]
        Library::Cutensor => i64::from(unsafe { cuda_raw_sys::cutensorLoggerSetLevel(0) }.0),
        #[cfg(feature = "cusparselt")]
        Library::CusparseLt => i64::from(
            unsafe { cuda_raw_sys::cusparseLtGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "nvjpeg")]
        Library::Nvjpeg => i64::from(
            unsafe { cuda_raw_sys::nvjpegGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "nvvm")]
        Library::Nvvm => i64::from(unsafe { cuda_raw_sys::nvvmVersion(&mut a, &mut b) }.0),
        #[cfg(feature = "cupti")]
        Library::Cupti => {
            let mut version = 0;
            i64::from(unsafe { cuda_raw_sys::cuptiGetVersion(&mut version) }.0)
        }
        #[cfg(feature = "cufile")]
        Library::Cufile => i64::from(unsafe { cuda_raw_sys::cuFileDriverOpen() }.err.0),
        // Not initialized: NVSHMEM_STATUS_NOT_INITIALIZED, 0.
        #[cfg(feature = "nvshmem")]
        Library::Nvshmem => i64::from(unsafe { cuda_raw_sys::nvshmemx_init_status() }),
        // Arithmetic on the host, in libnppig (one of NPP's parts, not
        // libnppc): what a 64x32 rectangle becomes when halved.
        #[cfg(feature = "npp")]
        Library::Npp => npp_resize_rect().0,
        #[cfg(feature = "nvcomp")]
        Library::Nvcomp => {
            let mut properties = cuda_raw_sys::nvcompProperties_t::default();
            i64::from(unsafe { cuda_raw_sys::nvcompGetProperties(&mut properties) }.0)
        }
        #[cfg(feature = "nvjpeg2k")]
        Library::Nvjpeg2k => i64::from(
            unsafe { cuda_raw_sys::nvjpeg2kGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "nvtiff")]
        Library::Nvtiff => i64::from(
            unsafe { cuda_raw_sys::nvtiffGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        #[cfg(feature = "custatevec")]
        Library::Custatevec => i64::from(
            unsafe { cuda_raw_sys::custatevecGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut a) }.0,
        ),
        // cutensornetGetVersion returns no status; setting the log level does.
        #[cfg(feature = "cutensornet")]
        Library::Cutensornet => i64::from(unsafe { cuda_raw_sys::cutensornetLoggerSetLevel(0) }.0),
        // cudensitymatGetVersion returns no status; destroying no handle does.
        #[cfg(feature = "cudensitymat")]
        Library::Cudensitymat => {
            i64::from(unsafe { cuda_raw_sys::cudensitymatDestroy(std::ptr::null_mut()) }.0)
        }
        #[cfg(feature = "cublasmp")]
        Library::Cublasmp => i64::from(unsafe { cuda_raw_sys::cublasMpGetVersion(&mut a) }.0),
        // cusolverMpGetVersion needs a handle (and a GPU); the logger does not.
        #[cfg(feature = "cusolvermp")]
        Library::Cusolvermp => i64::from(unsafe { cuda_raw_sys::cusolverMpLoggerSetLevel(0) }.0),
        #[cfg(feature = "mathdx")]
        Library::Mathdx => i64::from(unsafe { cuda_raw_sys::mathdxGetVersion(&mut a) }.0),
        #[cfg(feature = "nvimgcodec")]
        Library::Nvimgcodec => {
            let mut properties: cuda_raw_sys::nvimgcodecProperties_t =
                unsafe { std::mem::zeroed() };
            properties.struct_type = cuda_raw_sys::NVIMGCODEC_STRUCTURE_TYPE_PROPERTIES;
            properties.struct_size = std::mem::size_of_val(&properties);
            i64::from(unsafe { cuda_raw_sys::nvimgcodecGetProperties(&mut properties) }.0)
        }
        // cufftGetVersion is cuFFT's (libcufftMp is its file too); a reshape
        // handle is made, and freed, on the host.
        #[cfg(feature = "cufftmp")]
        Library::Cufftmp => {
            let mut handle = std::ptr::null_mut();
            let status = unsafe { cuda_raw_sys::cufftMpCreateReshape(&mut handle) };
            if !handle.is_null() {
                unsafe { cuda_raw_sys::cufftMpDestroyReshape(handle) };
            }
            i64::from(status.0)
        }
        other => panic!("{other} is not bound by this build"),
    }
}

/// The codes the loader documents for `library`: (not loaded, symbol missing).
fn documented(library: Library) -> (i64, i64) {
    match library {
        #[cfg(feature = "nvrtc")]
        Library::Nvrtc => (
            cuda_raw_sys::NVRTC_ERROR_BUILTIN_OPERATION_FAILURE.0.into(),
            cuda_raw_sys::NVRTC_ERROR_INTERNAL_ERROR.0.into(),
        ),
        #[cfg(feature = "nvjitlink")]
        Library::NvJitLink => (
            cuda_raw_sys::NVJITLINK_ERROR_INTERNAL.0.into(),
            cuda_raw_sys::NVJITLINK_ERROR_INTERNAL.0.into(),
        ),
        #[cfg(feature = "nvfatbin")]
        Library::NvFatbin => (
            cuda_raw_sys::NVFATBIN_ERROR_INTERNAL.0.into(),
            cuda_raw_sys::NVFATBIN_ERROR_INTERNAL.0.into(),
        ),
        #[cfg(feature = "nvml")]
        Library::Nvml => (
            cuda_raw_sys::NVML_ERROR_LIBRARY_NOT_FOUND.0.into(),
            cuda_raw_sys::NVML_ERROR_FUNCTION_NOT_FOUND.0.into(),
        ),
        #[cfg(feature = "curand")]
        Library::Curand => (
            cuda_raw_sys::CURAND_STATUS_INITIALIZATION_FAILED.0.into(),
            cuda_raw_sys::CURAND_STATUS_VERSION_MISMATCH.0.into(),
        ),
        #[cfg(any(feature = "cublas", feature = "cublaslt"))]
        Library::Cublas | Library::CublasLt => (
            cuda_raw_sys::CUBLAS_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUBLAS_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cudnn")]
        Library::Cudnn => (
            cuda_raw_sys::CUDNN_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUDNN_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "nccl")]
        Library::Nccl => (
            cuda_raw_sys::ncclSystemError.0.into(),
            cuda_raw_sys::ncclInternalError.0.into(),
        ),
        #[cfg(feature = "cufft")]
        Library::Cufft => (
            cuda_raw_sys::CUFFT_SETUP_FAILED.0.into(),
            cuda_raw_sys::CUFFT_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cudss")]
        Library::Cudss => (
            cuda_raw_sys::CUDSS_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUDSS_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cutensor")]
        Library::Cutensor => (
            cuda_raw_sys::CUTENSOR_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUTENSOR_STATUS_NOT_SUPPORTED.0.into(),
        ),
        // cuSPARSELt returns cuSPARSE's status (its feature turns cusparse on).
        #[cfg(feature = "cusparse")]
        Library::Cusparse | Library::CusparseLt => (
            cuda_raw_sys::CUSPARSE_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUSPARSE_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(any(feature = "cusolver", feature = "cusolvermg"))]
        Library::Cusolver | Library::CusolverMg => (
            cuda_raw_sys::CUSOLVER_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUSOLVER_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cupti")]
        Library::Cupti => (
            cuda_raw_sys::CUPTI_ERROR_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUPTI_ERROR_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "nvjpeg")]
        Library::Nvjpeg => (
            cuda_raw_sys::NVJPEG_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::NVJPEG_STATUS_IMPLEMENTATION_NOT_SUPPORTED
                .0
                .into(),
        ),
        #[cfg(feature = "nvvm")]
        Library::Nvvm => (
            cuda_raw_sys::NVVM_ERROR_PROGRAM_CREATION_FAILURE.0.into(),
            cuda_raw_sys::NVVM_ERROR_INVALID_INPUT.0.into(),
        ),
        #[cfg(feature = "cufile")]
        Library::Cufile => (
            cuda_raw_sys::CU_FILE_DRIVER_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CU_FILE_INTERNAL_ERROR.0.into(),
        ),
        #[cfg(feature = "nvshmem")]
        Library::Nvshmem => (
            cuda_raw_sys::NVSHMEMX_ERROR_INTERNAL.0.into(),
            cuda_raw_sys::NVSHMEMX_ERROR_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "npp")]
        Library::Npp => (
            cuda_raw_sys::NPP_ERROR.0.into(),
            cuda_raw_sys::NPP_NOT_IMPLEMENTED_ERROR.0.into(),
        ),
        #[cfg(feature = "nvcomp")]
        Library::Nvcomp => (
            cuda_raw_sys::nvcompErrorInternal.0.into(),
            cuda_raw_sys::nvcompErrorNotSupported.0.into(),
        ),
        #[cfg(feature = "nvjpeg2k")]
        Library::Nvjpeg2k => (
            cuda_raw_sys::NVJPEG2K_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::NVJPEG2K_STATUS_IMPLEMENTATION_NOT_SUPPORTED
                .0
                .into(),
        ),
        #[cfg(feature = "nvtiff")]
        Library::Nvtiff => (
            cuda_raw_sys::NVTIFF_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::NVTIFF_STATUS_INTERNAL_ERROR.0.into(),
        ),
        #[cfg(feature = "custatevec")]
        Library::Custatevec => (
            cuda_raw_sys::CUSTATEVEC_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUSTATEVEC_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cutensornet")]
        Library::Cutensornet => (
            cuda_raw_sys::CUTENSORNET_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUTENSORNET_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cudensitymat")]
        Library::Cudensitymat => (
            cuda_raw_sys::CUDENSITYMAT_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUDENSITYMAT_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cublasmp")]
        Library::Cublasmp => (
            cuda_raw_sys::CUBLASMP_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUBLASMP_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "cusolvermp")]
        Library::Cusolvermp => (
            cuda_raw_sys::CUSOLVER_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::CUSOLVER_STATUS_NOT_SUPPORTED.0.into(),
        ),
        #[cfg(feature = "mathdx")]
        Library::Mathdx => (
            cuda_raw_sys::COMMONDX_INTERNAL_ERROR.0.into(),
            cuda_raw_sys::COMMONDX_INVALID_VALUE.0.into(),
        ),
        #[cfg(feature = "nvimgcodec")]
        Library::Nvimgcodec => (
            cuda_raw_sys::NVIMGCODEC_STATUS_NOT_INITIALIZED.0.into(),
            cuda_raw_sys::NVIMGCODEC_STATUS_IMPLEMENTATION_UNSUPPORTED
                .0
                .into(),
        ),
        #[cfg(feature = "cufftmp")]
        Library::Cufftmp => (
            cuda_raw_sys::CUFFT_SETUP_FAILED.0.into(),
            cuda_raw_sys::CUFFT_NOT_SUPPORTED.0.into(),
        ),
        other => panic!("{other} is not bound by this build"),
    }
}

/// `nppiGetResizeRect` of a 64x32 rectangle halved: its status, and the
/// rectangle it wrote.
#[cfg(feature = "npp")]
fn npp_resize_rect() -> (i64, cuda_raw_sys::NppiRect) {
    let source = cuda_raw_sys::NppiRect {
        x: 0,
        y: 0,
        width: 64,
        height: 32,
    };
    let mut resized = cuda_raw_sys::NppiRect::default();
    let status = unsafe {
        cuda_raw_sys::nppiGetResizeRect(
            source,
            &mut resized,
            0.5,
            0.5,
            0.0,
            0.0,
            cuda_raw_sys::NPPI_INTER_NN.0 as i32,
        )
    };
    (status.0.into(), resized)
}

fn bound() -> Vec<Library> {
    Library::ALL[2..]
        .iter()
        .copied()
        .filter(|library| library.is_bound())
        .collect()
}

/// A child's side: `case` is `missing:<index>` or `no-symbol:<index>`.
fn child_checks(case: &str) {
    let (kind, index) = case.split_once(':').expect("kind:index");
    let library = Library::ALL[index.parse::<usize>().expect("an index")];
    let (not_loaded, missing) = documented(library);
    let status = version_call(library);
    let report = loader::report();
    println!("{report}");
    let entry = report
        .further
        .iter()
        .find(|entry| entry.library == library)
        .expect("the report names every bound library");
    // cuTENSOR's compute descriptors are exported variables: unavailable,
    // and read as null, when the library is missing or lacks them.
    #[cfg(feature = "cutensor")]
    if library == Library::Cutensor {
        let descriptor = &cuda_raw_sys::CUTENSOR_COMPUTE_DESC_32F;
        assert!(!descriptor.is_available(), "{case}: {descriptor:?}");
        assert!(descriptor.is_null(), "{case}: {descriptor:?}");
    }
    if kind == "missing" {
        assert_eq!(status, not_loaded, "{library} unreachable");
        assert!(entry.found_by.is_none());
        assert!(
            entry.failed.iter().any(|attempt| matches!(
                &attempt.candidate,
                Candidate::PathVariable { variable, .. } if *variable == library.path_variable()
            )),
            "the report names the file tried: {entry}"
        );
        assert!(library
            .unavailable_message()
            .to_bytes()
            .starts_with(b"cuda-raw-sys: "));
    } else {
        assert_eq!(status, missing, "{library} loaded without the function");
        assert!(entry.found_by.is_some());
    }
    driver_and_runtime_work();
}

#[test]
fn a_missing_library_returns_its_code_and_driver_calls_go_on() {
    if let Ok(case) = std::env::var(CASE_VARIABLE) {
        return child_checks(&case);
    }
    for library in bound() {
        let index = Library::ALL.iter().position(|l| *l == library).unwrap();
        in_child(
            "a_missing_library_returns_its_code_and_driver_calls_go_on",
            &format!("missing:{index}"),
            &[(library.path_variable(), "/nonexistent/library.so")],
        );
    }
}

#[test]
fn a_library_without_the_function_returns_its_code() {
    if let Ok(case) = std::env::var(CASE_VARIABLE) {
        return child_checks(&case);
    }
    // libcudart loads, and holds none of these libraries' functions. For a
    // library with parts, a copy alone in a folder: in its own folder, NPP's
    // parts beside it would answer.
    let Some(runtime) = loader::report().runtime.file else {
        println!("libcudart did not load here; nothing to stand in");
        return;
    };
    let alone = std::env::temp_dir().join(format!("cuda-raw-sys-alone-{}", std::process::id()));
    std::fs::create_dir_all(&alone).expect("a temporary folder");
    let copy = alone.join(runtime.file_name().expect("a file name"));
    std::fs::copy(&runtime, &copy).expect("a copy of libcudart");
    for library in bound() {
        let index = Library::ALL.iter().position(|l| *l == library).unwrap();
        let stand_in = if library.parts().next().is_some() {
            &copy
        } else {
            &runtime
        };
        in_child(
            "a_library_without_the_function_returns_its_code",
            &format!("no-symbol:{index}"),
            &[(library.path_variable(), &stand_in.to_string_lossy())],
        );
    }
    std::fs::remove_dir_all(&alone).ok();
}

/// libnvrtc loaded by path from its folder (here: the one the build found
/// it in), with no `LD_LIBRARY_PATH`, still finds libnvrtc-builtins beside
/// it.
#[cfg(feature = "nvrtc")]
#[test]
fn nvrtc_finds_its_builtins_beside_it_without_library_path() {
    if std::env::var_os(CASE_VARIABLE).is_some() {
        let mut program = std::ptr::null_mut();
        let source = c"extern \"C\" __global__ void k(float *x) { x[threadIdx.x] = sinf(x[0]); }";
        let status = unsafe {
            cuda_raw_sys::nvrtcCreateProgram(
                &mut program,
                source.as_ptr(),
                c"k.cu".as_ptr(),
                0,
                std::ptr::null(),
                std::ptr::null(),
            )
        };
        println!("{}", loader::report());
        assert_eq!(status, cuda_raw_sys::NVRTC_SUCCESS, "nvrtcCreateProgram");
        // compute_80: every NVRTC from CUDA 11.7's to 13's compiles for it.
        let options = [c"--gpu-architecture=compute_80".as_ptr()];
        let status = unsafe { cuda_raw_sys::nvrtcCompileProgram(program, 1, options.as_ptr()) };
        unsafe { cuda_raw_sys::nvrtcDestroyProgram(&mut program) };
        assert_eq!(status, cuda_raw_sys::NVRTC_SUCCESS, "nvrtcCompileProgram");
        return;
    }
    let Some(folder) = Library::Nvrtc.build_folders().first() else {
        println!("the build found no libnvrtc file; nothing to load it from");
        return;
    };
    let file = std::path::Path::new(folder).join(Library::Nvrtc.file_name());
    if !file.is_file() {
        // A binary carried to another machine (the GPU bundle).
        println!(
            "{}, where the build found libnvrtc, is not on this machine",
            file.display()
        );
        return;
    }
    let output = Command::new(std::env::current_exe().expect("the test binary"))
        .args([
            "nvrtc_finds_its_builtins_beside_it_without_library_path",
            "--exact",
            "--nocapture",
        ])
        .env(CASE_VARIABLE, "builtins")
        .env_remove("LD_LIBRARY_PATH")
        .env(Library::Nvrtc.path_variable(), &file)
        .output()
        .expect("the child runs");
    let text = String::from_utf8_lossy(&output.stdout);
    println!("{text}{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && text.contains("1 passed"));
    assert!(
        text.contains(&format!("found: {}=", Library::Nvrtc.path_variable())),
        "libnvrtc came from {}",
        file.display()
    );
}

/// Every bound library loaded by path from the folder the build found it
/// in, with no `LD_LIBRARY_PATH`, answers its version call with success:
/// what it needs beside it (cuBLAS's libcublasLt, cuDNN's sub-libraries)
/// is found there.
#[test]
fn each_library_loads_by_path_without_library_path() {
    if let Ok(case) = std::env::var(CASE_VARIABLE) {
        let Some(index) = case.strip_prefix("by-path:") else {
            return child_checks(&case);
        };
        let library = Library::ALL[index.parse::<usize>().expect("an index")];
        let status = version_call(library);
        println!("{}", loader::report());
        assert_eq!(status, 0, "{library}'s version call");
        return;
    }
    for library in bound() {
        // NVML's answer needs a driver, nvJitLinkCreate an architecture, and
        // cuFile has no call that answers without a GPU.
        if matches!(
            library,
            Library::Nvml | Library::NvJitLink | Library::Cufile
        ) {
            continue;
        }
        let Some(folder) = library.build_folders().first() else {
            println!("the build found no {library} file; nothing to load it from");
            continue;
        };
        let file = std::path::Path::new(folder).join(library.file_name());
        if !file.is_file() {
            println!("{} is not on this machine", file.display());
            continue;
        }
        let index = Library::ALL.iter().position(|l| *l == library).unwrap();
        let mut command = Command::new(std::env::current_exe().expect("the test binary"));
        command
            .args([
                "each_library_loads_by_path_without_library_path",
                "--exact",
                "--nocapture",
            ])
            .env(CASE_VARIABLE, format!("by-path:{index}"))
            .env_remove("LD_LIBRARY_PATH")
            .env(library.path_variable(), &file);
        // The libraries it needs loaded first (cuBLASMp's libcuda, NCCL and
        // cuBLAS), named the same way: the build's folders are not trusted
        // where others may write (a checkout under /tmp).
        for (needed, file) in needed_files(library) {
            command.env(needed.path_variable(), file);
        }
        let output = command.output().expect("the child runs");
        let text = String::from_utf8_lossy(&output.stdout);
        println!("{text}{}", String::from_utf8_lossy(&output.stderr));
        assert!(
            output.status.success() && text.contains("1 passed"),
            "{library} from {}",
            file.display()
        );
        assert!(
            text.contains(&format!("found: {}=", library.path_variable())),
            "{library} came from {}",
            file.display()
        );
    }
}

/// The files of the libraries `library` needs loaded first, and of those
/// they need, where the build found them.
fn needed_files(library: Library) -> Vec<(Library, std::path::PathBuf)> {
    let mut found = Vec::new();
    let mut waiting = library.needs().to_vec();
    while let Some(needed) = waiting.pop() {
        if found.iter().any(|(seen, _)| *seen == needed) {
            continue;
        }
        waiting.extend(needed.needs());
        let file = needed
            .build_folders()
            .iter()
            .map(|folder| std::path::Path::new(folder).join(needed.file_name()))
            .find(|file| file.is_file());
        if let Some(file) = file {
            found.push((needed, file));
        }
    }
    found
}

/// Each library feature that is on names a file for the loader, also in a
/// build from the snapshot, where no header gave the number in its name.
#[test]
fn every_library_feature_that_is_on_has_a_file_to_load() {
    let features = env!("CUDA_RAW_SYS_LIBRARY_FEATURES");
    let on = cuda_raw_sys_build::library_table::LIBRARIES
        .iter()
        .filter(|library| library.loaded())
        .filter(|library| features.split(',').any(|on| on == library.feature))
        .count();
    assert_eq!(bound().len(), on, "bound: {:?}", bound());
}

/// The libraries whose functions are in the binary (NVTX's, compiled;
/// nvPTXCompiler's, a static library) are in the report as such, each that
/// is on and no other, a static library with the file it was linked from
/// (the build machine's path);
/// and nvPTXCompiler answers with nothing loaded for it.
#[test]
fn libraries_in_the_binary_are_reported_with_how_they_came() {
    let features = env!("CUDA_RAW_SYS_LIBRARY_FEATURES");
    let report = loader::report();
    println!("{report}");
    let expected: Vec<_> = cuda_raw_sys_build::library_table::LIBRARIES
        .iter()
        .filter(|library| library.in_binary())
        .filter(|library| features.split(',').any(|on| on == library.feature))
        .collect();
    let titles: Vec<_> = report.in_binary.iter().map(|(title, _)| *title).collect();
    let wanted: Vec<_> = expected.iter().map(|library| library.title).collect();
    assert_eq!(titles, wanted, "the report's libraries in the binary");
    for (library, (_, how)) in expected.iter().zip(report.in_binary) {
        let text = report.to_string();
        assert!(
            text.contains(&format!("{}: in this binary, {how}", library.title)),
            "{text}"
        );
        if library.static_only() {
            let file = how
                .strip_prefix("linked from ")
                .expect("a static library's path");
            // Where the build found it: a path on the build machine, which
            // a machine running the binary need not have.
            assert!(
                file.ends_with(library.unix_file) && std::path::Path::new(file).is_absolute(),
                "{} was linked from {file}, which is no {}",
                library.title,
                library.unix_file
            );
        } else {
            assert_eq!(*how, "compiled from its headers");
        }
    }
    #[cfg(feature = "nvptxcompiler")]
    {
        let (mut major, mut minor) = (0, 0);
        let status = unsafe { cuda_raw_sys::nvPTXCompilerGetVersion(&mut major, &mut minor) };
        assert_eq!(
            status,
            cuda_raw_sys::NVPTXCOMPILE_SUCCESS,
            "nvPTXCompilerGetVersion"
        );
        assert_eq!(
            major,
            cuda_raw_sys::CUDA_VERSION / 1000,
            "nvPTXCompiler's major"
        );
    }
}

/// NPP loaded by path from a folder holding libnppc and only one of its
/// parts (libnppig), with no `LD_LIBRARY_PATH`: that part's call answers,
/// a call into an absent part (nppsSet_32f_Ctx, libnpps's) returns the
/// `missing` code, and the report names each absent part.
#[cfg(feature = "npp")]
#[test]
fn npp_with_parts_absent_loads_the_rest() {
    let missing = cuda_raw_sys::NPP_NOT_IMPLEMENTED_ERROR;
    if std::env::var_os(CASE_VARIABLE).is_some() {
        let (status, resized) = npp_resize_rect();
        let report = loader::report();
        println!("{report}");
        assert_eq!(status, 0, "nppiGetResizeRect, in the part that is there");
        assert_eq!((resized.width, resized.height), (32, 16));
        let context = cuda_raw_sys::NppStreamContext::default();
        let absent =
            unsafe { cuda_raw_sys::nppsSet_32f_Ctx(1.0, std::ptr::null_mut(), 0, context) };
        assert_eq!(absent, missing, "nppsSet_32f_Ctx, in the absent libnpps");
        let entry = report
            .further
            .iter()
            .find(|entry| entry.library == Library::Npp)
            .expect("the report names NPP");
        let absent: Vec<&str> = entry.missing_parts.iter().map(|(part, _)| *part).collect();
        let expected: Vec<&str> = Library::Npp
            .parts()
            .filter(|part| !part.starts_with("libnppig."))
            .collect();
        assert_eq!(absent, expected, "{entry}");
        return;
    }
    let Some(folder) = Library::Npp.build_folders().first() else {
        println!("the build found no libnppc file; nothing to load it from");
        return;
    };
    let folder = std::path::Path::new(folder);
    let core = Library::Npp.file_name();
    let geometry = Library::Npp
        .parts()
        .find(|part| part.starts_with("libnppig."))
        .expect("libnppig is one of NPP's parts");
    if !folder.join(&core).is_file() || !folder.join(geometry).is_file() {
        println!(
            "{}, where the build found NPP, is not on this machine",
            folder.display()
        );
        return;
    }
    let copy = std::env::temp_dir().join(format!("cuda-raw-sys-npp-parts-{}", std::process::id()));
    std::fs::create_dir_all(&copy).expect("a temporary folder");
    for name in [core.as_str(), geometry] {
        std::fs::copy(folder.join(name), copy.join(name)).expect("a copy of the file");
    }
    let output = Command::new(std::env::current_exe().expect("the test binary"))
        .args([
            "npp_with_parts_absent_loads_the_rest",
            "--exact",
            "--nocapture",
        ])
        .env(CASE_VARIABLE, "parts")
        .env_remove("LD_LIBRARY_PATH")
        .env(Library::Npp.path_variable(), copy.join(&core))
        .output()
        .expect("the child runs");
    std::fs::remove_dir_all(&copy).ok();
    let text = String::from_utf8_lossy(&output.stdout);
    println!("{text}{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success() && text.contains("1 passed"));
}

/// NVTX's functions, compiled into the binary (from the toolkit's headers,
/// or from snapshots/nvtx's in a build from the snapshot), answer with no
/// tool attached: a range pushed reports no depth, and the calls that name
/// CUDA objects (nvToolsExtCuda.h's) return.
#[cfg(feature = "nvtx")]
#[test]
fn nvtx_answers_with_no_tool_attached() {
    let tool = std::env::var_os("NVTX_INJECTION64_PATH");
    assert!(
        tool.is_none(),
        "NVTX_INJECTION64_PATH is set ({tool:?}): a tool is attached"
    );
    let depth = unsafe { cuda_raw_sys::nvtxRangePushA(c"cuda-raw-sys".as_ptr()) };
    assert_eq!(
        depth,
        cuda_raw_sys::NVTX_NO_PUSH_POP_TRACKING,
        "nvtxRangePushA"
    );
    assert_eq!(
        unsafe { cuda_raw_sys::nvtxRangePop() },
        cuda_raw_sys::NVTX_NO_PUSH_POP_TRACKING
    );
    unsafe {
        cuda_raw_sys::nvtxNameCuDeviceA(0, c"device 0".as_ptr());
        cuda_raw_sys::nvtxNameCuStreamA(std::ptr::null_mut(), c"the null stream".as_ptr());
    }
}
