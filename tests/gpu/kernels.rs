//! A kernel compiled at test time with NVRTC (feature `nvrtc`), loaded
//! through the driver (`cuModuleLoadData`, `cuLaunchKernel`) or the runtime
//! (`cudaLibraryLoadData`, `cudaLaunchKernel`), and run over memory the
//! mapping calls mapped. It rewrites every byte from its old value, its
//! index and a key, so the host can check each byte of the result.
//!
//! Kernel tests run beside the rest of the suite. Under compute-sanitizer
//! they do not: memcheck (CUDA 13.0, driver 580) loses a buffer that
//! `cu`/`cudaExternalMemoryGetMappedBuffer` maps at the address another
//! thread's buffer was just freed from, and aborts the next kernel over it
//! as out of bounds, which a C program reproduces without this crate
//! (docs/gpu-runs.md, issue 21); scripts/gpu-run.sh runs that pass on one
//! thread.

use crate::call;
use crate::common::{ensure, Gpu, TestResult};
use cuda_raw_sys::*;
use libtest_mimic::Failed;
use std::ffi::{c_void, CStr, CString};
use std::sync::OnceLock;

pub const SOURCE: &str = r#"
extern "C" __global__ void transform(unsigned char *data, unsigned long long n, unsigned int key)
{
    unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += stride) {
        data[i] = (unsigned char)((data[i] ^ (key >> (8 * (i % 4)))) + 7 * i);
    }
}
"#;

const NAME: &CStr = c"transform";

/// What the kernel makes of `input` with `key`, computed on the host.
pub fn expected(input: &[u8], key: u32) -> Vec<u8> {
    input
        .iter()
        .enumerate()
        .map(|(i, byte)| {
            let mixed = byte ^ (key >> (8 * (i % 4))) as u8;
            mixed.wrapping_add((7 * i) as u8)
        })
        .collect()
}

/// NVRTC's program log, or why there is none.
pub fn program_log(program: nvrtcProgram) -> String {
    let mut size = 0;
    if unsafe { nvrtcGetProgramLogSize(program, &mut size) } != NVRTC_SUCCESS {
        return "(no log)".into();
    }
    let mut log = vec![0u8; size.max(1)];
    if unsafe { nvrtcGetProgramLog(program, log.as_mut_ptr().cast()) } != NVRTC_SUCCESS {
        return "(no log)".into();
    }
    String::from_utf8_lossy(&log)
        .trim_end_matches('\0')
        .trim()
        .to_owned()
}

/// Compiles `source` with `options`; returns the program (for its outputs)
/// or the compiler's status and log.
pub fn compile(source: &str, options: &[&str]) -> Result<Program, (nvrtcResult, String)> {
    let source = CString::new(source).expect("no NUL in the source");
    let mut program = std::ptr::null_mut();
    let created = unsafe {
        nvrtcCreateProgram(
            &mut program,
            source.as_ptr(),
            c"kernel.cu".as_ptr(),
            0,
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    if created != NVRTC_SUCCESS {
        return Err((created, "nvrtcCreateProgram failed".into()));
    }
    let program = Program(program);
    let options: Vec<CString> = options
        .iter()
        .map(|option| CString::new(*option).expect("no NUL in an option"))
        .collect();
    let pointers: Vec<*const std::ffi::c_char> = options.iter().map(|o| o.as_ptr()).collect();
    let status =
        unsafe { nvrtcCompileProgram(program.0, pointers.len() as i32, pointers.as_ptr()) };
    if status != NVRTC_SUCCESS {
        return Err((status, program_log(program.0)));
    }
    Ok(program)
}

/// An NVRTC program, destroyed on drop.
pub struct Program(pub nvrtcProgram);

impl Program {
    pub fn ptx(&self) -> Result<Vec<u8>, Failed> {
        let mut size = 0;
        call!(nvrtcGetPTXSize(self.0, &mut size))?;
        let mut ptx = vec![0u8; size];
        call!(nvrtcGetPTX(self.0, ptx.as_mut_ptr().cast()))?;
        Ok(ptx)
    }

    pub fn cubin(&self) -> Result<Vec<u8>, Failed> {
        let mut size = 0;
        call!(nvrtcGetCUBINSize(self.0, &mut size))?;
        let mut cubin = vec![0u8; size];
        call!(nvrtcGetCUBIN(self.0, cubin.as_mut_ptr().cast()))?;
        Ok(cubin)
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        unsafe { nvrtcDestroyProgram(&mut self.0) };
    }
}

/// `sm_90` for a compute capability 9.0 device.
pub fn architecture(gpu: &Gpu) -> Result<String, Failed> {
    let major = gpu.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    let minor = gpu.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
    Ok(format!("sm_{major}{minor}"))
}

/// The architectures this NVRTC compiles for (`90` for sm_90).
pub fn supported_architectures() -> Result<Vec<i32>, Failed> {
    let mut count = 0;
    call!(nvrtcGetNumSupportedArchs(&mut count))?;
    let mut architectures = vec![0; usize::try_from(count).unwrap_or(0)];
    call!(nvrtcGetSupportedArchs(architectures.as_mut_ptr()))?;
    Ok(architectures)
}

/// What the tests that only compile ask NVRTC for: sm_90 (Hopper, from
/// CUDA 11.8 on), or the newest this NVRTC has below it (11.7's stops at
/// sm_87).
pub fn compile_architecture() -> Result<i32, Failed> {
    supported_architectures()?
        .into_iter()
        .filter(|&architecture| architecture <= 90)
        .max()
        .ok_or_else(|| "NVRTC compiles for no architecture up to sm_90".into())
}

/// The transform kernel as a module image for this GPU, compiled once per
/// process: a cubin for its architecture, or, where this NVRTC is older than
/// the GPU (CUDA 11.7's on a Hopper), PTX for the newest architecture it
/// has, which the driver compiles for the GPU when it loads it.
pub fn cubin(gpu: &Gpu) -> Result<&'static [u8], Failed> {
    static IMAGE: OnceLock<Result<Vec<u8>, String>> = OnceLock::new();
    let message = |e: Failed| e.message().unwrap_or_default().to_owned();
    let built = IMAGE.get_or_init(|| {
        let arch = architecture(gpu).map_err(message)?;
        let number: i32 = arch.trim_start_matches("sm_").parse().unwrap_or(0);
        let native = supported_architectures()
            .map_err(message)?
            .contains(&number);
        let target = if native {
            arch.clone()
        } else {
            format!("compute_{}", compile_architecture().map_err(message)?)
        };
        let program = compile(SOURCE, &[&format!("--gpu-architecture={target}")])
            .map_err(|(status, log)| format!("NVRTC returned {}: {log}", status.0))?;
        if native {
            program.cubin().map_err(message)
        } else {
            println!("NVRTC has no {arch}: the kernel is {target} PTX, for the driver");
            program.ptx().map_err(message)
        }
    });
    built.as_deref().map_err(|e| Failed::from(e.as_str()))
}

const BLOCKS: u32 = 256;
const THREADS: u32 = 256;

/// Runs the kernel over `len` bytes at `ptr` through the driver: the cubin
/// loaded with cuModuleLoadData, launched with cuLaunchKernel.
pub fn run_driver(gpu: &Gpu, ptr: CUdeviceptr, len: usize, key: u32) -> TestResult {
    run_image(cubin(gpu)?, ptr, len, key)
}

/// Runs the kernel from a module image (a cubin, PTX or a fat binary)
/// loaded with cuModuleLoadData, launched with cuLaunchKernel.
pub fn run_image(image: &[u8], ptr: CUdeviceptr, len: usize, key: u32) -> TestResult {
    let mut module = std::ptr::null_mut();
    call!(cuModuleLoadData(&mut module, image.as_ptr().cast()))?;
    let mut function = std::ptr::null_mut();
    let launched = call!(cuModuleGetFunction(&mut function, module, NAME.as_ptr()))
        .and_then(|()| {
            let (mut data, mut n, mut key) = (ptr, len as u64, key);
            let mut parameters = [
                (&mut data as *mut CUdeviceptr).cast::<c_void>(),
                (&mut n as *mut u64).cast(),
                (&mut key as *mut u32).cast(),
            ];
            crate::trace::record("cuLaunchKernel over", ptr, len);
            call!(cuLaunchKernel(
                function,
                BLOCKS,
                1,
                1,
                THREADS,
                1,
                1,
                0,
                std::ptr::null_mut(),
                parameters.as_mut_ptr(),
                std::ptr::null_mut()
            ))
        })
        .and_then(|()| call!(cuCtxSynchronize()));
    crate::trace::record(finished(&launched), ptr, len);
    let unloaded = call!(cuModuleUnload(module));
    launched.and(unloaded)
}

/// The kernel in a module image (run_image) over 1 MiB of random bytes in
/// `cuMemAlloc`'ed memory, every byte checked against the host
/// (transform_and_check); `what` names the image in messages. For the
/// images other libraries make (nvFatbin's, libNVVM's, nvPTXCompiler's).
#[cfg(any(feature = "nvfatbin", feature = "nvvm", feature = "nvptxcompiler"))]
pub fn run_image_and_check(image: &[u8], what: &str) -> TestResult {
    let len = 1 << 20;
    let mut device = 0;
    call!(cuMemAlloc(&mut device, len))?;
    let ran = transform_and_check(
        len,
        |input| call!(cuMemcpyHtoD(device, input.as_ptr().cast(), len)),
        |key| run_image(image, device, len, key),
        || {
            let mut output = vec![0u8; len];
            call!(cuMemcpyDtoH(output.as_mut_ptr().cast(), device, len))?;
            Ok(output)
        },
        what,
    );
    call!(cuMemFree(device))?;
    ran.map(drop)
}

/// The same through the runtime: cudaLibraryLoadData and cudaLaunchKernel.
#[cfg(cuda_has_runtime_library_load)]
pub fn run_runtime(gpu: &Gpu, ptr: *mut c_void, len: usize, key: u32) -> TestResult {
    let image = cubin(gpu)?;
    let (kernel, unload) = load_for_runtime(image)?;
    let (mut data, mut n, mut key) = (ptr, len as u64, key);
    let mut parameters = [
        (&mut data as *mut *mut c_void).cast::<c_void>(),
        (&mut n as *mut u64).cast(),
        (&mut key as *mut u32).cast(),
    ];
    let grid = dim3 {
        x: BLOCKS,
        y: 1,
        z: 1,
    };
    let block = dim3 {
        x: THREADS,
        y: 1,
        z: 1,
    };
    crate::trace::record("cudaLaunchKernel over", ptr as u64, len);
    let launched = call!(cudaLaunchKernel(
        kernel,
        grid,
        block,
        parameters.as_mut_ptr(),
        0,
        std::ptr::null_mut()
    ))
    .and_then(|()| call!(cudaDeviceSynchronize()));
    crate::trace::record(finished(&launched), ptr as u64, len);
    launched.and(unload())
}

/// The stress record of a launch's end (trace.rs).
fn finished(launched: &TestResult) -> &'static str {
    match launched {
        Ok(()) => "kernel done over",
        Err(_) => "kernel failed over",
    }
}

#[cfg(cuda_has_runtime_library_load)]
type Unload = Box<dyn FnOnce() -> TestResult>;

#[cfg(cuda_has_runtime_library_load)]
fn load_for_runtime(image: &[u8]) -> Result<(*const c_void, Unload), Failed> {
    let mut library = std::ptr::null_mut();
    call!(cudaLibraryLoadData(
        &mut library,
        image.as_ptr().cast(),
        std::ptr::null_mut(),
        std::ptr::null_mut(),
        0,
        std::ptr::null_mut(),
        std::ptr::null_mut(),
        0
    ))?;
    let mut kernel = std::ptr::null_mut();
    if let Err(failed) = call!(cudaLibraryGetKernel(&mut kernel, library, NAME.as_ptr())) {
        let _ = unsafe { cudaLibraryUnload(library) };
        return Err(failed);
    }
    let library = library as usize;
    Ok((
        kernel as *const c_void,
        Box::new(move || call!(cudaLibraryUnload(library as cudaLibrary_t))),
    ))
}

/// Runtimes older than cudaLibraryLoadData (the 12.x headers without it:
/// 12.0, 12.6 here) launch no kernel loaded at run time: their
/// cudaLaunchKernel answers `cudaErrorInvalidDeviceFunction` for a CUkernel
/// and for a CUfunction alike (12.9 takes the CUkernel; docs/gpu-runs.md,
/// issue 27). There the kernel over the runtime's mapping is loaded and
/// launched through the driver, which shares the runtime's context.
#[cfg(not(cuda_has_runtime_library_load))]
pub fn run_runtime(gpu: &Gpu, ptr: *mut c_void, len: usize, key: u32) -> TestResult {
    run_driver(gpu, ptr as CUdeviceptr, len, key)
}

/// Random bytes written, the kernel run by `run`, every byte read back
/// through `read` and compared with the host's computation; the bytes read.
pub fn transform_and_check(
    len: usize,
    write: impl FnOnce(&[u8]) -> TestResult,
    run: impl FnOnce(u32) -> TestResult,
    read: impl FnOnce() -> Result<Vec<u8>, Failed>,
    what: &str,
) -> Result<Vec<u8>, Failed> {
    let input = crate::common::random_bytes(len);
    let key = fastrand::u32(1..);
    write(&input)?;
    run(key)?;
    let output = read()?;
    let wanted = expected(&input, key);
    let wrong = output
        .iter()
        .zip(&wanted)
        .filter(|(got, want)| got != want)
        .count();
    ensure(output.len() == len && wrong == 0, || {
        let first = output
            .iter()
            .zip(&wanted)
            .position(|(got, want)| got != want);
        format!(
            "{what}: {wrong} of {len} bytes differ from the host's computation (first at {first:?}; read {} bytes)",
            output.len()
        )
    })?;
    println!("{what}: the kernel rewrote {len} bytes, each as the host computed it");
    Ok(output)
}
