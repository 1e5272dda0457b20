//! What the NVIDIA sample ports share: status checks that name the error,
//! and compiling a kernel with NVRTC for the device at hand.

use cuda_raw_sys::*;
use std::ffi::{c_char, CStr, CString};

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
#[allow(dead_code)]
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

/// NVIDIA's samples' vectorAdd kernel.
pub const VECTOR_ADD: &str = r#"
extern "C" __global__ void VecAdd_kernel(const float *A, const float *B, float *C, int N)
{
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    if (i < N) C[i] = A[i] + B[i];
}
"#;
