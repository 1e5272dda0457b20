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

use common::{device_name, driver, runtime, sums_match, VectorAdd};
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
    let kernel = VectorAdd::load(device)?;

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

    // The runtime's stream, passed to the driver's launch as it is.
    let pointers = [d_a, d_b, d_c].map(|pointer| pointer as CUdeviceptr);
    kernel.launch(pointers, N, stream)?;
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
    let passed = sums_match(a, b, c);
    for buffer in device_buffers {
        runtime(unsafe { cudaFree(buffer) }, "cudaFree")?;
    }
    for buffer in host {
        runtime(unsafe { cudaFreeHost(buffer) }, "cudaFreeHost")?;
    }
    runtime(unsafe { cudaStreamDestroy(stream) }, "cudaStreamDestroy")?;
    kernel.unload()?;
    Ok(passed)
}
