//! What every GPU test shares: the one-time probe for a GPU, checked calls,
//! owners that free on failure paths, and random data.

use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed, Trial};
use std::ffi::CStr;
use std::sync::{Arc, RwLock};

pub type TestResult = Result<(), Failed>;

/// Set to 1 where a GPU must be present: its absence then fails every GPU test.
pub const REQUIRE_GPU_VARIABLE: &str = "CUDA_RAW_SYS_REQUIRE_GPU";

/// A CUDA status code: the driver's `CUresult` or the runtime's `cudaError_t`.
pub trait Status: Copy + PartialEq + std::fmt::Debug {
    const SUCCESS: Self;
    fn name(self) -> String;
}

impl Status for CUresult {
    const SUCCESS: Self = CUDA_SUCCESS;
    fn name(self) -> String {
        let mut text = std::ptr::null();
        // An unknown code leaves text null: print the number alone.
        match unsafe { cuGetErrorName(self, &mut text) } {
            CUDA_SUCCESS if !text.is_null() => {
                let name = unsafe { CStr::from_ptr(text) }.to_string_lossy();
                format!("{name} ({})", self.0)
            }
            _ => format!("CUresult {}", self.0),
        }
    }
}

impl Status for cudaError_t {
    const SUCCESS: Self = cudaSuccess;
    fn name(self) -> String {
        let text = unsafe { cudaGetErrorName(self) };
        let name = unsafe { CStr::from_ptr(text) }.to_string_lossy();
        format!("{name} ({})", self.0)
    }
}

/// A further library's status (features nvrtc, nvjitlink, nvml, curand):
/// its name where the library has a function for it, else its number.
macro_rules! library_status {
    ($cfg:meta, $type:ty, $success:ident, $what:literal, $describe:expr) => {
        #[cfg($cfg)]
        impl Status for $type {
            const SUCCESS: Self = $success;
            fn name(self) -> String {
                let describe: fn($type) -> Option<String> = $describe;
                match describe(self) {
                    Some(text) => format!("{text} ({})", self.0),
                    None => format!("{} {}", $what, self.0),
                }
            }
        }
    };
}

library_status!(
    feature = "nvrtc",
    nvrtcResult,
    NVRTC_SUCCESS,
    "nvrtcResult",
    |status| c_text(unsafe { nvrtcGetErrorString(status) })
);
library_status!(
    feature = "nvjitlink",
    nvJitLinkResult,
    NVJITLINK_SUCCESS,
    "nvJitLinkResult",
    |_| None
);
library_status!(
    feature = "nvfatbin",
    nvFatbinResult,
    NVFATBIN_SUCCESS,
    "nvFatbinResult",
    |status| c_text(unsafe { nvFatbinGetErrorString(status) })
);
library_status!(
    feature = "nvvm",
    nvvmResult,
    NVVM_SUCCESS,
    "nvvmResult",
    |status| c_text(unsafe { nvvmGetErrorString(status) })
);
library_status!(
    feature = "nvptxcompiler",
    nvPTXCompileResult,
    NVPTXCOMPILE_SUCCESS,
    "nvPTXCompileResult",
    |_| None
);
library_status!(
    feature = "cudss",
    cudssStatus_t,
    CUDSS_STATUS_SUCCESS,
    "cudssStatus_t",
    |_| None
);
library_status!(
    feature = "cudla",
    cudlaStatus,
    cudlaSuccess,
    "cudlaStatus",
    |_| None
);
library_status!(
    feature = "cutensor",
    cutensorStatus_t,
    CUTENSOR_STATUS_SUCCESS,
    "cutensorStatus_t",
    |status| c_text(unsafe { cutensorGetErrorString(status) })
);
library_status!(
    feature = "nvcomp",
    nvcompStatus_t,
    nvcompSuccess,
    "nvcompStatus_t",
    |status| c_text(unsafe { nvcompGetStatusString(status) })
);
library_status!(
    feature = "nvjpeg2k",
    nvjpeg2kStatus_t,
    NVJPEG2K_STATUS_SUCCESS,
    "nvjpeg2kStatus_t",
    |_| None
);
library_status!(
    feature = "nvtiff",
    nvtiffStatus_t,
    NVTIFF_STATUS_SUCCESS,
    "nvtiffStatus_t",
    |_| None
);
library_status!(
    feature = "custatevec",
    custatevecStatus_t,
    CUSTATEVEC_STATUS_SUCCESS,
    "custatevecStatus_t",
    |status| c_text(unsafe { custatevecGetErrorString(status) })
);
library_status!(
    feature = "cutensornet",
    cutensornetStatus_t,
    CUTENSORNET_STATUS_SUCCESS,
    "cutensornetStatus_t",
    |status| c_text(unsafe { cutensornetGetErrorString(status) })
);
library_status!(
    feature = "cudensitymat",
    cudensitymatStatus_t,
    CUDENSITYMAT_STATUS_SUCCESS,
    "cudensitymatStatus_t",
    |_| None
);
library_status!(
    feature = "cublasmp",
    cublasMpStatus_t,
    CUBLASMP_STATUS_SUCCESS,
    "cublasMpStatus_t",
    |_| None
);
library_status!(
    feature = "nvimgcodec",
    nvimgcodecStatus_t,
    NVIMGCODEC_STATUS_SUCCESS,
    "nvimgcodecStatus_t",
    |status| Some(format!("{status:?}"))
);
library_status!(
    feature = "mathdx",
    commondxStatusType,
    COMMONDX_SUCCESS,
    "commondxStatusType",
    |status| c_text(unsafe { commondxStatusToStr(status) })
);
library_status!(
    feature = "nvml",
    nvmlReturn_t,
    NVML_SUCCESS,
    "nvmlReturn_t",
    |status| c_text(unsafe { nvmlErrorString(status) })
);
library_status!(
    feature = "curand",
    curandStatus_t,
    CURAND_STATUS_SUCCESS,
    "curandStatus_t",
    |_| None
);

/// A C string a library returns for a code, if any.
#[allow(dead_code)]
fn c_text(text: *const std::ffi::c_char) -> Option<String> {
    (!text.is_null()).then(|| {
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    })
}
library_status!(
    any(feature = "cublas", feature = "cublaslt"),
    cublasStatus_t,
    CUBLAS_STATUS_SUCCESS,
    "cublasStatus_t",
    |status| {
        #[cfg(feature = "cublas")]
        return c_text(unsafe { cublasGetStatusName(status) });
        #[cfg(not(feature = "cublas"))]
        return c_text(unsafe { cublasLtGetStatusName(status) });
    }
);
library_status!(
    feature = "cudnn",
    cudnnStatus_t,
    CUDNN_STATUS_SUCCESS,
    "cudnnStatus_t",
    |status| c_text(unsafe { cudnnGetErrorString(status) })
);
library_status!(
    feature = "nccl",
    ncclResult_t,
    ncclSuccess,
    "ncclResult_t",
    |status| c_text(unsafe { ncclGetErrorString(status) })
);

library_status!(
    feature = "cufft",
    cufftResult,
    CUFFT_SUCCESS,
    "cufftResult",
    |_| None
);
library_status!(
    feature = "cusparse",
    cusparseStatus_t,
    CUSPARSE_STATUS_SUCCESS,
    "cusparseStatus_t",
    |status| c_text(unsafe { cusparseGetErrorName(status) })
);
library_status!(
    feature = "cusolver",
    cusolverStatus_t,
    CUSOLVER_STATUS_SUCCESS,
    "cusolverStatus_t",
    |_| None
);
library_status!(
    feature = "nvjpeg",
    nvjpegStatus_t,
    NVJPEG_STATUS_SUCCESS,
    "nvjpegStatus_t",
    |_| None
);
// NPP has no function for its codes; the newtype's Debug names them.
library_status!(
    feature = "npp",
    NppStatus,
    NPP_NO_ERROR,
    "NppStatus",
    |status| Some(format!("{status:?}"))
);
library_status!(
    feature = "cupti",
    CUptiResult,
    CUPTI_SUCCESS,
    "CUptiResult",
    |_| None
);

pub fn check<S: Status>(status: S, what: &str) -> TestResult {
    if status == S::SUCCESS {
        Ok(())
    } else {
        Err(format!("{what} returned {}", status.name()).into())
    }
}

/// A library's major, minor and patch, each from its `*GetProperty` call.
#[cfg(any(
    feature = "cublas",
    feature = "cudss",
    feature = "custatevec",
    feature = "nvjpeg2k",
    feature = "nvtiff"
))]
pub fn library_properties<S: Status>(
    what: &str,
    get: impl Fn(libraryPropertyType_t, &mut i32) -> S,
) -> Result<[i32; 3], Failed> {
    let mut parts = [0; 3];
    for (part, property) in parts
        .iter_mut()
        .zip([MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL])
    {
        check(get(property, part), &format!("{what}({property:?})"))?;
    }
    Ok(parts)
}

/// An error path: the call must fail, with one of the codes its docs list.
pub fn expect_error<S: Status>(status: S, documented: &[S], what: &str) -> TestResult {
    let names = || {
        documented
            .iter()
            .map(|s| s.name())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if status == S::SUCCESS {
        return Err(format!("{what} succeeded; expected one of {}", names()).into());
    }
    if !documented.contains(&status) {
        return Err(format!(
            "{what} returned {}; expected one of {}",
            status.name(),
            names()
        )
        .into());
    }
    Ok(())
}

/// `call!(cuMemMap(ptr, size, 0, handle, 0))?`: an unsafe call, checked, named in the error.
/// The arguments sit inside the unsafe block on purpose (see main.rs).
#[macro_export]
macro_rules! call {
    ($function:ident($($argument:expr),* $(,)?)) => {
        $crate::common::check(unsafe { $function($($argument),*) }, stringify!($function))
    };
}

pub fn ensure(condition: bool, message: impl FnOnce() -> String) -> TestResult {
    if condition {
        Ok(())
    } else {
        Err(message().into())
    }
}

/// A resource that is freed exactly once: by `free()`, which checks the
/// result, or on drop when a test failed before reaching its teardown.
pub struct Owned<T: Copy, S: Status> {
    value: T,
    free: fn(T) -> S,
    what: &'static str,
    live: bool,
}

impl<T: Copy, S: Status> Owned<T, S> {
    pub fn new(value: T, what: &'static str, free: fn(T) -> S) -> Self {
        Owned {
            value,
            free,
            what,
            live: true,
        }
    }

    pub fn get(&self) -> T {
        self.value
    }

    pub fn free(mut self) -> TestResult {
        self.live = false;
        check((self.free)(self.value), self.what)
    }
}

impl<T: Copy, S: Status> Drop for Owned<T, S> {
    fn drop(&mut self) {
        if self.live {
            let _ = (self.free)(self.value);
        }
    }
}

/// Bytes that are not zeros, so a mapping that reads back nothing cannot pass.
pub fn random_bytes(len: usize) -> Vec<u8> {
    let mut bytes = vec![0; len];
    fastrand::fill(&mut bytes);
    bytes
}

/// `count` values, each a multiple of 1/8 in [-2, 2]: products and sums of
/// a few thousand of them are exact in binary32 (the library tests).
#[allow(dead_code)]
pub fn eighths(count: usize) -> Vec<f32> {
    (0..count)
        .map(|_| f32::from(fastrand::i8(-16..=16)) / 8.0)
        .collect()
}

/// A stream made with the driver API in the current context, destroyed when
/// dropped or freed.
#[allow(dead_code)]
pub fn driver_stream() -> Result<Owned<CUstream, CUresult>, Failed> {
    let mut stream = std::ptr::null_mut();
    call!(cuStreamCreate(&mut stream, CU_STREAM_NON_BLOCKING.0))?;
    Ok(Owned::new(stream, "cuStreamDestroy", |stream| unsafe {
        cuStreamDestroy_v2(stream)
    }))
}

/// The GPU the tests run on: device 0 and its primary context.
pub struct Gpu {
    pub device: CUdevice,
    pub context: CUcontext,
    pub device_count: i32,
}

// The primary context is a process-wide handle, usable from any thread.
unsafe impl Send for Gpu {}
unsafe impl Sync for Gpu {}

impl Gpu {
    /// Initializes the driver once; the error is why GPU tests cannot run.
    pub fn probe() -> Result<Gpu, String> {
        let status = unsafe { cuInit(0) };
        if status != CUDA_SUCCESS {
            return Err(format!("no GPU: cuInit returned {}", status.name()));
        }
        let mut device_count = 0;
        check(
            unsafe { cuDeviceGetCount(&mut device_count) },
            "cuDeviceGetCount",
        )
        .map_err(|e| format!("no GPU: {}", e.message().unwrap_or_default()))?;
        if device_count == 0 {
            return Err("no GPU: cuDeviceGetCount found 0 devices".into());
        }
        let mut device = 0;
        let mut context = std::ptr::null_mut();
        let opened = call!(cuDeviceGet(&mut device, 0))
            .and_then(|()| call!(cuDevicePrimaryCtxRetain(&mut context, device)));
        opened.map_err(|e| {
            format!(
                "GPU present but unusable: {}",
                e.message().unwrap_or_default()
            )
        })?;
        Ok(Gpu {
            device,
            context,
            device_count,
        })
    }

    pub fn make_current(&self) -> TestResult {
        call!(cuCtxSetCurrent(self.context))
    }

    pub fn attribute(&self, attribute: CUdevice_attribute) -> Result<i32, Failed> {
        let mut value = 0;
        call!(cuDeviceGetAttribute(&mut value, attribute, self.device))?;
        Ok(value)
    }
}

/// A test body: `Ok(Completion::ignored_with(..))` where the hardware lacks a feature.
pub type GpuBody = fn(&Gpu) -> Result<Completion, Failed>;

pub struct GpuTest {
    pub name: String,
    pub body: GpuBody,
    /// Runs with no other GPU test alongside (it measures free memory, or
    /// holds the default stream).
    pub exclusive: bool,
}

impl GpuTest {
    pub fn new(module_and_name: &str, body: GpuBody) -> Self {
        GpuTest {
            name: module_and_name.trim_start_matches("gpu::").to_owned(),
            body,
            exclusive: false,
        }
    }

    pub fn exclusive(self) -> Self {
        GpuTest {
            exclusive: true,
            ..self
        }
    }
}

/// `gpu_test!(function)` for `fn(&Gpu) -> TestResult`;
/// `gpu_test!(function => skippable)` for one that may return `Completion::ignored_with`.
#[macro_export]
macro_rules! gpu_test {
    ($function:ident => skippable) => {
        $crate::common::GpuTest::new(
            concat!(module_path!(), "::", stringify!($function)),
            $function,
        )
    };
    ($function:ident) => {
        $crate::common::GpuTest::new(
            concat!(module_path!(), "::", stringify!($function)),
            |gpu| $function(gpu).map(|()| libtest_mimic::Completion::Completed),
        )
    };
}

/// The file the loader loaded `library` from; where none loaded, a failure
/// with the loader's report (every place it tried).
#[cfg(feature = "dynamic-loading")]
#[allow(dead_code)]
pub fn loaded_file(library: cuda_raw_sys::loader::Library) -> Result<std::path::PathBuf, Failed> {
    let report = cuda_raw_sys::loader::report();
    let file = report
        .further
        .iter()
        .find(|entry| entry.library == library)
        .and_then(|entry| entry.file.clone());
    file.ok_or_else(|| Failed::from(format!("{} did not load: {report}", library.file_name())))
}

/// Held shared by every GPU test, and alone by exclusive ones.
static GPU_MEMORY: RwLock<()> = RwLock::new(());

/// Runs a test that needs no GPU as GPU tests run: beside them, never beside
/// an exclusive one, for a library that takes device memory where there is a
/// GPU even when it computes on the CPU (nvImageCodec's instance: 2 MiB,
/// freed as vmm's leak test measured, which then failed).
#[allow(dead_code)]
pub fn beside_gpu_tests(body: impl FnOnce() -> TestResult) -> TestResult {
    let _shared = GPU_MEMORY.read().unwrap_or_else(|e| e.into_inner());
    body()
}

/// Set to a number of seconds, every GPU test that is not exclusive runs
/// again and again for that long beside the others (scripts/gpu-run.sh,
/// `STRESS=N`); the first failure ends its loop and names the round.
pub const STRESS_VARIABLE: &str = "CUDA_RAW_SYS_STRESS_SECONDS";

fn stress_duration() -> Option<std::time::Duration> {
    let seconds = std::env::var(STRESS_VARIABLE).ok()?.parse().ok()?;
    Some(std::time::Duration::from_secs(seconds))
}

/// Runs `test` once, or under the stress mode until the time is up.
fn run_body(test: &GpuTest, gpu: &Gpu) -> Result<Completion, Failed> {
    let Some(duration) = stress_duration().filter(|_| !test.exclusive) else {
        return (test.body)(gpu);
    };
    let deadline = std::time::Instant::now() + duration;
    let mut rounds = 0u64;
    loop {
        rounds += 1;
        let completion = (test.body)(gpu).map_err(|failed| {
            let message = failed.message().unwrap_or_default();
            Failed::from(format!("stress round {rounds}: {message}"))
        })?;
        if std::time::Instant::now() >= deadline || !matches!(completion, Completion::Completed) {
            println!("stress: {} passed {rounds} rounds", test.name);
            return Ok(completion);
        }
    }
}

/// Wraps GPU tests so that, without a GPU, they are ignored with the reason,
/// or fail when `CUDA_RAW_SYS_REQUIRE_GPU=1`.
pub fn gpu_trials(
    gpu: &Arc<Result<Gpu, String>>,
    require_gpu: bool,
    tests: Vec<GpuTest>,
) -> Vec<Trial> {
    tests
        .into_iter()
        .map(|test| {
            let gpu = Arc::clone(gpu);
            Trial::ignorable_test(test.name.clone(), move || match &*gpu {
                Ok(gpu) => {
                    // A test that panicked poisons the lock; the next still runs.
                    let _shared;
                    let _alone;
                    if test.exclusive {
                        _alone = GPU_MEMORY.write().unwrap_or_else(|e| e.into_inner());
                    } else {
                        _shared = GPU_MEMORY.read().unwrap_or_else(|e| e.into_inner());
                    }
                    gpu.make_current()?;
                    // The runtime's last error is the thread's, and tests that
                    // provoke errors on purpose leave theirs behind. cuRAND
                    // 10.4.5 (CUDA 13.5) checks it on entry and answers
                    // CURAND_STATUS_PREEXISTING_FAILURE, seen when tests
                    // shared a thread (--test-threads=1, the sanitizer pass):
                    // each test starts as it would on a fresh thread.
                    let _ = unsafe { cudaGetLastError() };
                    run_body(&test, gpu)
                }
                Err(reason) if require_gpu => {
                    Err(format!("{REQUIRE_GPU_VARIABLE}=1, but {reason}").into())
                }
                Err(reason) => Ok(Completion::ignored_with(reason)),
            })
            .with_kind("gpu")
        })
        .collect()
}

/// "NVIDIA H200 (device 0 of 1), driver API 13000" and the mapping attributes.
pub fn describe(gpu: &Gpu) -> String {
    let mut name = [0 as std::ffi::c_char; 256];
    let mut driver = 0;
    let named = call!(cuDeviceGetName(
        name.as_mut_ptr(),
        name.len() as i32,
        gpu.device
    ));
    let name = match named {
        Ok(()) => unsafe { CStr::from_ptr(name.as_ptr()) }
            .to_string_lossy()
            .into_owned(),
        Err(_) => "unnamed device".into(),
    };
    let _ = call!(cuDriverGetVersion(&mut driver));
    let attribute = |attribute| gpu.attribute(attribute).map_or(-1, |value| value);
    #[cfg(cuda_has_multicast)]
    let multicast = attribute(CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED).to_string();
    #[cfg(not(cuda_has_multicast))]
    let multicast = "unknown to these headers";
    format!(
        "{name} (device 0 of {}), driver API {driver}, VMM {}, POSIX fd {}, multicast {multicast}",
        gpu.device_count,
        attribute(CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED),
        attribute(CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED),
    )
}
