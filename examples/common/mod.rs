//! What the NVIDIA sample ports share: status checks that name the error,
//! and (with feature `nvrtc`) compiling a kernel with NVRTC for the device at
//! hand. Each port uses a part of it.
#![allow(dead_code)]

use cuda_raw_sys::*;
#[cfg(feature = "nvrtc")]
use std::ffi::CString;
use std::ffi::{c_char, CStr};

/// A driver call's status as a Result naming the call and the error.
pub fn driver(status: CUresult, what: &str) -> Result<(), String> {
    if status == CUDA_SUCCESS {
        return Ok(());
    }
    let mut name: *const c_char = std::ptr::null();
    let _ = unsafe { cuGetErrorName(status, &mut name) };
    Err(format!("{what} returned {} ({})", text(name), status.0))
}

/// A runtime call's status, likewise.
pub fn runtime(status: cudaError_t, what: &str) -> Result<(), String> {
    if status == cudaSuccess {
        return Ok(());
    }
    let name = unsafe { cudaGetErrorName(status) };
    Err(format!("{what} returned {} ({})", text(name), status.0))
}

fn text(name: *const c_char) -> String {
    if name.is_null() {
        "an unnamed error".into()
    } else {
        unsafe { CStr::from_ptr(name) }
            .to_string_lossy()
            .into_owned()
    }
}

/// "NVIDIA H100 80GB HBM3".
pub fn device_name(device: CUdevice) -> Result<String, String> {
    let mut name = [0 as c_char; 256];
    driver(
        unsafe { cuDeviceGetName(name.as_mut_ptr(), name.len() as i32, device) },
        "cuDeviceGetName",
    )?;
    Ok(text(name.as_ptr()))
}

/// Compiles CUDA C++ `source` with NVRTC into a cubin for `device`'s
/// compute capability; a compile error comes back with NVRTC's log.
#[cfg(feature = "nvrtc")]
pub fn compile_kernel(source: &str, device: CUdevice) -> Result<Vec<u8>, String> {
    let attribute = |attribute| {
        let mut value = 0;
        driver(
            unsafe { cuDeviceGetAttribute(&mut value, attribute, device) },
            "cuDeviceGetAttribute",
        )
        .map(|()| value)
    };
    let major = attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    let minor = attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
    let nvrtc = |status: nvrtcResult, what: &str| {
        if status == NVRTC_SUCCESS {
            return Ok(());
        }
        Err(format!(
            "{what} returned {} ({})",
            text(unsafe { nvrtcGetErrorString(status) }),
            status.0
        ))
    };
    let source = CString::new(source).map_err(|e| e.to_string())?;
    let mut program = std::ptr::null_mut();
    nvrtc(
        unsafe {
            nvrtcCreateProgram(
                &mut program,
                source.as_ptr(),
                c"kernel.cu".as_ptr(),
                0,
                std::ptr::null(),
                std::ptr::null(),
            )
        },
        "nvrtcCreateProgram",
    )?;
    let arch = CString::new(format!("--gpu-architecture=sm_{major}{minor}")).expect("no NUL");
    let options = [arch.as_ptr()];
    let compiled = nvrtc(
        unsafe { nvrtcCompileProgram(program, options.len() as i32, options.as_ptr()) },
        "nvrtcCompileProgram",
    )
    .map_err(|error| {
        let mut size = 0;
        let mut log = Vec::new();
        if unsafe { nvrtcGetProgramLogSize(program, &mut size) } == NVRTC_SUCCESS {
            log = vec![0u8; size];
            unsafe { nvrtcGetProgramLog(program, log.as_mut_ptr().cast()) };
        }
        format!(
            "{error}:\n{}",
            String::from_utf8_lossy(&log).trim_end_matches('\0')
        )
    })
    .and_then(|()| {
        let mut size = 0;
        nvrtc(
            unsafe { nvrtcGetCUBINSize(program, &mut size) },
            "nvrtcGetCUBINSize",
        )?;
        let mut cubin = vec![0u8; size];
        nvrtc(
            unsafe { nvrtcGetCUBIN(program, cubin.as_mut_ptr().cast()) },
            "nvrtcGetCUBIN",
        )?;
        Ok(cubin)
    });
    unsafe { nvrtcDestroyProgram(&mut program) };
    compiled
}

/// NVIDIA's samples' vectorAdd kernel: `C[i] = A[i] + B[i]` for i < N.
const VECTOR_ADD: &str = r#"
extern "C" __global__ void VecAdd_kernel(const float *A, const float *B, float *C, int N)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < N) C[i] = A[i] + B[i];
}
"#;

/// The vectorAdd kernel, compiled for `device` and loaded into its primary
/// context, which is made current (the driver's and the runtime's alike).
#[cfg(feature = "nvrtc")]
pub struct VectorAdd {
    device: CUdevice,
    module: CUmodule,
    function: CUfunction,
}

#[cfg(feature = "nvrtc")]
impl VectorAdd {
    pub fn load(device: CUdevice) -> Result<Self, String> {
        let mut context = std::ptr::null_mut();
        driver(
            unsafe { cuDevicePrimaryCtxRetain(&mut context, device) },
            "cuDevicePrimaryCtxRetain",
        )?;
        driver(unsafe { cuCtxSetCurrent(context) }, "cuCtxSetCurrent")?;
        let cubin = compile_kernel(VECTOR_ADD, device)?;
        println!(
            "> NVRTC compiled vectorAdd_kernel.cu: a {}-byte cubin",
            cubin.len()
        );
        let mut module = std::ptr::null_mut();
        driver(
            unsafe { cuModuleLoadData(&mut module, cubin.as_ptr().cast()) },
            "cuModuleLoadData",
        )?;
        let mut function = std::ptr::null_mut();
        driver(
            unsafe { cuModuleGetFunction(&mut function, module, c"VecAdd_kernel".as_ptr()) },
            "cuModuleGetFunction",
        )?;
        Ok(VectorAdd {
            device,
            module,
            function,
        })
    }

    /// Launches it over `n` floats at device addresses `a`, `b`, `c`, with
    /// the samples' 256 threads a block, on `stream` (null: the default).
    pub fn launch(
        &self,
        [mut a, mut b, mut c]: [CUdeviceptr; 3],
        n: usize,
        stream: CUstream,
    ) -> Result<(), String> {
        let threads_per_block = 256u32;
        let blocks_per_grid = (n as u32).div_ceil(threads_per_block);
        let mut n = n as i32;
        let mut arguments = [
            (&mut a as *mut CUdeviceptr).cast::<std::ffi::c_void>(),
            (&mut b as *mut CUdeviceptr).cast(),
            (&mut c as *mut CUdeviceptr).cast(),
            (&mut n as *mut i32).cast(),
        ];
        driver(
            unsafe {
                cuLaunchKernel(
                    self.function,
                    blocks_per_grid,
                    1,
                    1,
                    threads_per_block,
                    1,
                    1,
                    0,
                    stream,
                    arguments.as_mut_ptr(),
                    std::ptr::null_mut(),
                )
            },
            "cuLaunchKernel",
        )
    }

    /// Unloads the module and releases the primary context.
    pub fn unload(self) -> Result<(), String> {
        driver(unsafe { cuModuleUnload(self.module) }, "cuModuleUnload")?;
        driver(
            unsafe { cuDevicePrimaryCtxRelease(self.device) },
            "cuDevicePrimaryCtxRelease",
        )
    }
}

/// The samples' check: every sum within 1e-7 of the host's.
pub fn sums_match(a: &[f32], b: &[f32], c: &[f32]) -> bool {
    a.iter()
        .zip(b)
        .zip(c)
        .all(|((a, b), c)| (c - (a + b)).abs() <= 1e-7)
}
