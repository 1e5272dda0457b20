//! A port of NVIDIA's cuBLASLt `LtSgemm` sample (CUDALibrarySamples,
//! cuBLASLt/LtSgemm): a 4 × 4 × 4 single-precision `cublasLtMatmul` with
//! alpha 2 and beta 0, the algorithm from `cublasLtMatmulAlgoGetHeuristic`
//! for a 4 MiB workspace, A and B filled with 0, 1, 2, ... as the sample's
//! test bench does. The sample prints nothing when it succeeds; this port
//! prints the same nothing, then D and a check against the host, and exits
//! non-zero on a wrong result.
//!
//!     cargo run --features cublaslt --example cublaslt_sgemm

mod common;

use common::runtime;
use cuda_raw_sys::*;
use std::ffi::c_void;
use std::process::ExitCode;

const M: usize = 4;
const N: usize = 4;
const K: usize = 4;

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(error) => {
            // As the sample's checkCublasStatus.
            println!("{error}");
            ExitCode::FAILURE
        }
    }
}

fn cublas(status: cublasStatus_t) -> Result<(), String> {
    if status == CUBLAS_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(format!("cuBLAS API failed with status {}", status.0))
    }
}

/// The sample's `LtSgemm`: descriptors, one heuristic, one matmul in place.
#[allow(clippy::too_many_arguments)]
unsafe fn lt_sgemm(
    handle: cublasLtHandle_t,
    alpha: &f32,
    a: *const f32,
    b: *const f32,
    beta: &f32,
    c: *mut f32,
    workspace: *mut c_void,
    workspace_size: usize,
    stream: cudaStream_t,
) -> Result<(), String> {
    let mut operation = std::ptr::null_mut();
    cublas(cublasLtMatmulDescCreate(
        &mut operation,
        CUBLAS_COMPUTE_32F,
        CUDA_R_32F,
    ))?;
    let transpose = CUBLAS_OP_N;
    for attribute in [CUBLASLT_MATMUL_DESC_TRANSA, CUBLASLT_MATMUL_DESC_TRANSB] {
        cublas(cublasLtMatmulDescSetAttribute(
            operation,
            attribute,
            (&transpose as *const cublasOperation_t).cast(),
            std::mem::size_of_val(&transpose),
        ))?;
    }
    let mut layouts = [std::ptr::null_mut(); 3];
    for (layout, (rows, columns)) in layouts.iter_mut().zip([(M, K), (K, N), (M, N)]) {
        cublas(cublasLtMatrixLayoutCreate(
            layout,
            CUDA_R_32F,
            rows as u64,
            columns as u64,
            rows as i64,
        ))?;
    }
    let [a_layout, b_layout, c_layout] = layouts;
    let mut preference = std::ptr::null_mut();
    cublas(cublasLtMatmulPreferenceCreate(&mut preference))?;
    cublas(cublasLtMatmulPreferenceSetAttribute(
        preference,
        CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
        (&workspace_size as *const usize).cast(),
        std::mem::size_of_val(&workspace_size),
    ))?;
    let mut heuristic = cublasLtMatmulHeuristicResult_t::default();
    let mut returned = 0;
    cublas(cublasLtMatmulAlgoGetHeuristic(
        handle,
        operation,
        a_layout,
        b_layout,
        c_layout,
        c_layout,
        preference,
        1,
        &mut heuristic,
        &mut returned,
    ))?;
    if returned == 0 {
        cublas(CUBLAS_STATUS_NOT_SUPPORTED)?;
    }
    cublas(cublasLtMatmul(
        handle,
        operation,
        (alpha as *const f32).cast(),
        a.cast(),
        a_layout,
        b.cast(),
        b_layout,
        (beta as *const f32).cast(),
        c as *const c_void,
        c_layout,
        c.cast(),
        c_layout,
        &heuristic.algo,
        workspace,
        workspace_size,
        stream,
    ))?;
    cublas(cublasLtMatmulPreferenceDestroy(preference))?;
    for layout in [c_layout, b_layout, a_layout] {
        cublas(cublasLtMatrixLayoutDestroy(layout))?;
    }
    cublas(cublasLtMatmulDescDestroy(operation))
}

fn run() -> Result<bool, String> {
    let a: Vec<f32> = (0..M * K).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..K * N).map(|i| i as f32).collect();
    let mut c: Vec<f32> = (0..M * N).map(|i| i as f32).collect();
    let (alpha, beta) = (2.0f32, 0.0f32);
    let workspace_size = 4 << 20;
    unsafe {
        let mut handle = std::ptr::null_mut();
        cublas(cublasLtCreate(&mut handle))?;
        let mut stream = std::ptr::null_mut();
        runtime(cudaStreamCreate(&mut stream), "cudaStreamCreate")?;
        let mut device = [std::ptr::null_mut::<c_void>(); 4];
        let sizes = [a.len() * 4, b.len() * 4, c.len() * 4, workspace_size];
        for (pointer, size) in device.iter_mut().zip(sizes) {
            runtime(cudaMalloc(pointer, size), "cudaMalloc")?;
        }
        let [d_a, d_b, d_c, workspace] = device;
        for (to, from, size) in [
            (d_a, &a, sizes[0]),
            (d_b, &b, sizes[1]),
            (d_c, &c, sizes[2]),
        ] {
            runtime(
                cudaMemcpyAsync(
                    to,
                    from.as_ptr().cast(),
                    size,
                    cudaMemcpyHostToDevice,
                    stream,
                ),
                "cudaMemcpyAsync",
            )?;
        }
        lt_sgemm(
            handle,
            &alpha,
            d_a.cast(),
            d_b.cast(),
            &beta,
            d_c.cast(),
            workspace,
            workspace_size,
            stream,
        )?;
        runtime(
            cudaMemcpyAsync(
                c.as_mut_ptr().cast(),
                d_c,
                sizes[2],
                cudaMemcpyDeviceToHost,
                stream,
            ),
            "cudaMemcpyAsync",
        )?;
        runtime(cudaStreamSynchronize(stream), "cudaStreamSynchronize")?;
        cublas(cublasLtDestroy(handle))?;
        for pointer in device {
            runtime(cudaFree(pointer), "cudaFree")?;
        }
        runtime(cudaStreamDestroy(stream), "cudaStreamDestroy")?;
    }
    // The host's D = 2 A B, column-major: small integers, exact in binary32.
    let expected: Vec<f32> = (0..M * N)
        .map(|index| {
            let (i, j) = (index % M, index / M);
            alpha * (0..K).map(|l| a[l * M + i] * b[j * K + l]).sum::<f32>()
        })
        .collect();
    println!("D = 2 A B (column-major): {c:?}");
    let matches = c == expected;
    println!(
        "{}",
        if matches {
            "Result = PASS (the host computes the same)"
        } else {
            "Result = FAIL"
        }
    );
    Ok(matches)
}
