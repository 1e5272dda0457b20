//! A port of NVIDIA's `simpleDrvRuntime` sample (cuda-samples,
//! Samples/0_Introduction/simpleDrvRuntime): the driver API loads the
//! vectorAdd kernel and launches it, the runtime API allocates, copies and
//! synchronizes, both in one context and on one stream (`CUstream` and
//! `cudaStream_t` are one Rust type here, as in C). The kernel is compiled
//! at run time with NVRTC, where the sample loads a prebuilt fatbin. Prints
//! what the sample prints, and exits non-zero on a wrong result.
//!
//!     cargo run --features nvrtc --example simple_drv_runtime

mod common;

use common::{compile_kernel, device_name, driver, runtime};
use cuda_raw_sys::*;
use std::ffi::c_void;
use std::process::ExitCode;

const N: usize = 50_000;

fn main() -> ExitCode {
    println!("simpleDrvRuntime..");
    match run() {
        Ok(true) => {
            println!("Result = PASS");
            ExitCode::SUCCESS
        }
        Ok(false) => {
            println!("Result = FAIL");
            ExitCode::FAILURE
        }
        Err(error) => {
            eprintln!("simpleDrvRuntime: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<bool, String> {
    driver(unsafe { cuInit(0) }, "cuInit")?;
    let mut device = 0;
    driver(unsafe { cuDeviceGet(&mut device, 0) }, "cuDeviceGet")?;
    println!("> Using CUDA Device [{device}]: {}", device_name(device)?);
    // The driver's context for the device is the one the runtime uses.
    let mut context = std::ptr::null_mut();
    driver(
        unsafe { cuDevicePrimaryCtxRetain(&mut context, device) },
        "cuDevicePrimaryCtxRetain",
    )?;
    driver(unsafe { cuCtxSetCurrent(context) }, "cuCtxSetCurrent")?;
    let cubin = compile_kernel(common::VECTOR_ADD, device)?;
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

    let mut stream: cudaStream_t = std::ptr::null_mut();
    runtime(
        unsafe { cudaStreamCreateWithFlags(&mut stream, cudaStreamNonBlocking) },
        "cudaStreamCreateWithFlags",
    )?;
    let bytes = N * std::mem::size_of::<f32>();
    let mut host = [std::ptr::null_mut::<c_void>(); 3];
    for buffer in &mut host {
        runtime(unsafe { cudaMallocHost(buffer, bytes) }, "cudaMallocHost")?;
    }
    let [h_a, h_b, h_c] = host.map(|pointer| pointer.cast::<f32>());
    // Safety: each holds N floats, pinned, owned here until cudaFreeHost.
    let (a, b) = unsafe {
        (
            std::slice::from_raw_parts_mut(h_a, N),
            std::slice::from_raw_parts_mut(h_b, N),
        )
    };
    a.iter_mut().for_each(|x| *x = fastrand::f32());
    b.iter_mut().for_each(|x| *x = fastrand::f32());
    let mut device_buffers = [std::ptr::null_mut::<c_void>(); 3];
    for buffer in &mut device_buffers {
        runtime(unsafe { cudaMalloc(buffer, bytes) }, "cudaMalloc")?;
    }
    let [d_a, d_b, d_c] = device_buffers;
    let to_device = cudaMemcpyHostToDevice;
    runtime(
        unsafe { cudaMemcpyAsync(d_a, h_a.cast(), bytes, to_device, stream) },
        "cudaMemcpyAsync",
    )?;
    runtime(
        unsafe { cudaMemcpyAsync(d_b, h_b.cast(), bytes, to_device, stream) },
        "cudaMemcpyAsync",
    )?;

    let threads_per_block = 256u32;
    let blocks_per_grid = (N as u32).div_ceil(threads_per_block);
    let (mut pa, mut pb, mut pc, mut n) = (d_a, d_b, d_c, N as i32);
    let mut arguments = [
        (&mut pa as *mut *mut c_void).cast::<c_void>(),
        (&mut pb as *mut *mut c_void).cast(),
        (&mut pc as *mut *mut c_void).cast(),
        (&mut n as *mut i32).cast(),
    ];
    // The runtime's stream, passed to the driver's launch as it is.
    driver(
        unsafe {
            cuLaunchKernel(
                function,
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
    )?;
    runtime(
        unsafe { cudaMemcpyAsync(h_c.cast(), d_c, bytes, cudaMemcpyDeviceToHost, stream) },
        "cudaMemcpyAsync",
    )?;
    runtime(
        unsafe { cudaStreamSynchronize(stream) },
        "cudaStreamSynchronize",
    )?;
    // Safety: the copy into h_c is complete.
    let c = unsafe { std::slice::from_raw_parts(h_c, N) };
    // The sample's check: every sum within 1e-7 of the host's.
    let passed = (0..N).all(|i| (c[i] - (a[i] + b[i])).abs() <= 1e-7);
    for buffer in device_buffers {
        runtime(unsafe { cudaFree(buffer) }, "cudaFree")?;
    }
    for buffer in host {
        runtime(unsafe { cudaFreeHost(buffer) }, "cudaFreeHost")?;
    }
    runtime(unsafe { cudaStreamDestroy(stream) }, "cudaStreamDestroy")?;
    driver(unsafe { cuModuleUnload(module) }, "cuModuleUnload")?;
    driver(
        unsafe { cuDevicePrimaryCtxRelease(device) },
        "cuDevicePrimaryCtxRelease",
    )?;
    Ok(passed)
}
