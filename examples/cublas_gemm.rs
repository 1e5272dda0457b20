//! A port of NVIDIA's cuBLAS `gemm` sample (CUDALibrarySamples,
//! cuBLAS/Level-3/gemm, `cublas_gemm_example`): a 2 × 2 DGEMM through C's
//! names (`cublasCreate`, `cublasSetStream`, `cublasDgemm` are the `_v2`
//! entry points), on a stream and memory of the runtime API, as the sample
//! does. Prints what the sample prints, and exits non-zero on a wrong result.
//!
//!     cargo run --features cublas --example cublas_gemm

mod common;

use common::runtime;
use cuda_raw_sys::*;
use std::ffi::c_void;
use std::process::ExitCode;

fn main() -> ExitCode {
    match run() {
        Ok([19.0, 43.0, 22.0, 50.0]) => ExitCode::SUCCESS,
        Ok(c) => {
            eprintln!("C is {c:?}, not [19, 43, 22, 50] (column-major)");
            ExitCode::FAILURE
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

fn cublas(status: cublasStatus_t, what: &str) -> Result<(), String> {
    if status == CUBLAS_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(format!("{what} returned cuBLAS status {}", status.0))
    }
}

/// As the sample's `print_matrix`: row by row, "%0.2f " each.
fn print_matrix(rows: usize, columns: usize, values: &[f64], leading: usize) {
    for i in 0..rows {
        for j in 0..columns {
            print!("{:0.2} ", values[j * leading + i]);
        }
        println!();
    }
}

fn run() -> Result<[f64; 4], String> {
    let (m, n, k) = (2usize, 2usize, 2usize);
    let (lda, ldb, ldc) = (2usize, 2usize, 2usize);
    // Column-major: A = | 1 2 |, B = | 5 6 |
    //                   | 3 4 |      | 7 8 |
    let a = [1.0f64, 3.0, 2.0, 4.0];
    let b = [5.0f64, 7.0, 6.0, 8.0];
    let mut c = [0.0f64; 4];
    let (alpha, beta) = (1.0f64, 0.0f64);

    println!("A");
    print_matrix(m, k, &a, lda);
    println!("=====");
    println!("B");
    print_matrix(k, n, &b, ldb);
    println!("=====");

    let bytes = std::mem::size_of_val(&a);
    unsafe {
        let mut handle = std::ptr::null_mut();
        cublas(cublasCreate(&mut handle), "cublasCreate")?;
        let mut stream = std::ptr::null_mut();
        runtime(
            cudaStreamCreateWithFlags(&mut stream, cudaStreamNonBlocking),
            "cudaStreamCreateWithFlags",
        )?;
        cublas(cublasSetStream(handle, stream), "cublasSetStream")?;

        let mut device = [std::ptr::null_mut::<c_void>(); 3];
        for pointer in &mut device {
            runtime(cudaMalloc(pointer, bytes), "cudaMalloc")?;
        }
        let [d_a, d_b, d_c] = device;
        let h2d = cudaMemcpyHostToDevice;
        runtime(
            cudaMemcpyAsync(d_a, a.as_ptr().cast(), bytes, h2d, stream),
            "cudaMemcpyAsync",
        )?;
        runtime(
            cudaMemcpyAsync(d_b, b.as_ptr().cast(), bytes, h2d, stream),
            "cudaMemcpyAsync",
        )?;
        cublas(
            cublasDgemm(
                handle,
                CUBLAS_OP_N,
                CUBLAS_OP_N,
                m as i32,
                n as i32,
                k as i32,
                &alpha,
                d_a.cast(),
                lda as i32,
                d_b.cast(),
                ldb as i32,
                &beta,
                d_c.cast(),
                ldc as i32,
            ),
            "cublasDgemm",
        )?;
        runtime(
            cudaMemcpyAsync(
                c.as_mut_ptr().cast(),
                d_c,
                bytes,
                cudaMemcpyDeviceToHost,
                stream,
            ),
            "cudaMemcpyAsync",
        )?;
        runtime(cudaStreamSynchronize(stream), "cudaStreamSynchronize")?;

        println!("C");
        print_matrix(m, n, &c, ldc);
        println!("=====");

        for pointer in device {
            runtime(cudaFree(pointer), "cudaFree")?;
        }
        cublas(cublasDestroy(handle), "cublasDestroy")?;
        runtime(cudaStreamDestroy(stream), "cudaStreamDestroy")?;
        runtime(cudaDeviceReset(), "cudaDeviceReset")?;
    }
    Ok(c)
}
