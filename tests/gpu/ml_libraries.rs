//! What an ML runtime calls (features `cublas`, `cublaslt`, `cudnn`, `nccl`):
//! matrix products, a convolution and collectives over memory mapped with
//! `cuMemMap` (and once over a `cuExternalMemoryGetMappedBuffer` buffer), on
//! streams made with the driver API, each result checked against the host.
//!
//! Where the inputs are multiples of 1/8 no larger than 2, every product and
//! every partial sum is exact in binary32 (and in TF32's inputs), so the
//! device must match the host exactly, whatever algorithm it picks; the
//! tolerances that are not zero are stated where they are used.

#[cfg(feature = "cublas")]
use crate::common::library_properties;
#[allow(unused_imports)]
use crate::common::{driver_stream, eighths};
#[allow(unused_imports)]
use crate::common::{ensure, expect_error, Gpu, GpuTest, Owned, TestResult};
#[allow(unused_imports)]
use crate::memory::{from_bytes, read, to_bytes, write, VmmBuffer};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};
#[allow(unused_imports)]
use std::ffi::c_void;
#[allow(unused_imports)]
use std::ptr::{null, null_mut};

/// The tests that need no GPU: the libraries' versions against the headers'.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cublas")]
        Trial::test("cublas::version_matches_the_headers", cublas_version),
        #[cfg(feature = "cublaslt")]
        Trial::test("cublaslt::version_has_the_headers_major", cublaslt_version),
        #[cfg(feature = "cudnn")]
        Trial::test("cudnn::version_has_the_headers_major", cudnn_version),
        #[cfg(feature = "nccl")]
        Trial::test("nccl::version_has_the_headers_major", nccl_version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cublas")]
        gpu_test!(cublas_sgemm_and_dgemm_match_the_host),
        #[cfg(feature = "cublas")]
        gpu_test!(cublas_sgemm_writes_an_external_memory_buffer),
        #[cfg(feature = "cublaslt")]
        gpu_test!(cublaslt_matmul_fp16_and_bf16_match_the_host),
        #[cfg(feature = "cudnn")]
        gpu_test!(cudnn_convolution_forward_matches_the_host),
        #[cfg(feature = "cudnn")]
        gpu_test!(cudnn_graph_convolution_matches_the_host),
        #[cfg(feature = "nccl")]
        gpu_test!(nccl_all_reduce_and_broadcast_on_one_gpu),
    ]
}

// --- cuBLAS -----------------------------------------------------------------

#[cfg(feature = "cublas")]
fn cublas_version() -> TestResult {
    let version = library_properties("cublasGetProperty", |property, value| unsafe {
        cublasGetProperty(property, value)
    })?;
    let headers = [CUBLAS_VER_MAJOR, CUBLAS_VER_MINOR, CUBLAS_VER_PATCH].map(|n| n as i32);
    println!("libcublas is {version:?}; headers are {headers:?}");
    ensure(version[0] == headers[0], || {
        format!("libcublas {version:?} is not of the headers' major {headers:?}")
    })
}

#[cfg(feature = "cublas")]
fn cublas_handle(stream: CUstream) -> Result<Owned<cublasHandle_t, cublasStatus_t>, Failed> {
    let mut handle = null_mut();
    // C's names: cublasCreate is cublasCreate_v2, cublasSetStream cublasSetStream_v2.
    call!(cublasCreate(&mut handle))?;
    let handle = Owned::new(handle, "cublasDestroy", |handle| unsafe {
        cublasDestroy(handle)
    });
    // The driver's CUstream is the runtime's cudaStream_t.
    call!(cublasSetStream(handle.get(), stream))?;
    Ok(handle)
}

/// The host's column-major `C = alpha op(A) op(B) + beta C`, in f64, over
/// the first `m` rows of each of C's `n` columns (leading dimension `ldc`).
#[cfg(feature = "cublas")]
#[allow(clippy::too_many_arguments)]
fn host_gemm(
    transpose_a: bool,
    (m, n, k): (usize, usize, usize),
    alpha: f64,
    a: &[f64],
    lda: usize,
    b: &[f64],
    ldb: usize,
    beta: f64,
    c: &mut [f64],
    ldc: usize,
) {
    for j in 0..n {
        for i in 0..m {
            let mut sum = 0.0;
            for l in 0..k {
                let a_il = if transpose_a {
                    a[i * lda + l]
                } else {
                    a[l * lda + i]
                };
                sum += a_il * b[j * ldb + l];
            }
            c[j * ldc + i] = alpha * sum + beta * c[j * ldc + i];
        }
    }
}

/// A non-square product with A transposed and every leading dimension
/// larger than its rows: `cublasSgemm` on exact inputs (the device must
/// match exactly, the padding rows of C untouched), and `cublasDgemm_64`
/// (`cublasDgemm_v2` on cuBLAS 11) on random doubles (within 1e-12 of the host, relative to the sum of the
/// products' magnitudes).
#[cfg(feature = "cublas")]
fn cublas_sgemm_and_dgemm_match_the_host(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let handle = cublas_handle(stream.get())?;
    let (m, n, k) = (67usize, 45usize, 33usize);
    // op(A) = Aᵀ: A is stored k × m.
    let (lda, ldb, ldc) = (k + 3, k + 2, m + 5);
    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let sizes = [lda * m, ldb * n, ldc * n];
    let at = |index: usize, width: usize| -> CUdeviceptr {
        let offset: usize = sizes[..index]
            .iter()
            .map(|s| (s * width).next_multiple_of(256))
            .sum();
        buffer.ptr + offset as CUdeviceptr
    };

    let a = eighths(sizes[0]);
    let b = eighths(sizes[1]);
    let c = eighths(sizes[2]);
    for (index, values) in [&a, &b, &c].into_iter().enumerate() {
        write(at(index, 4), &to_bytes(values))?;
    }
    let (alpha, beta) = (1.5f32, 0.5f32);
    call!(cublasSgemm(
        handle.get(),
        CUBLAS_OP_T,
        CUBLAS_OP_N,
        m as i32,
        n as i32,
        k as i32,
        &alpha,
        at(0, 4) as *const f32,
        lda as i32,
        at(1, 4) as *const f32,
        ldb as i32,
        &beta,
        at(2, 4) as *mut f32,
        ldc as i32
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<f32> = from_bytes(&read(at(2, 4), sizes[2] * 4)?);
    let wide = |values: &[f32]| values.iter().map(|v| f64::from(*v)).collect::<Vec<f64>>();
    let mut expected = wide(&c);
    host_gemm(
        true,
        (m, n, k),
        alpha.into(),
        &wide(&a),
        lda,
        &wide(&b),
        ldb,
        beta.into(),
        &mut expected,
        ldc,
    );
    let wrong = got
        .iter()
        .zip(&expected)
        .filter(|(got, expected)| f64::from(**got) != **expected)
        .count();
    println!("cublasSgemm {m}x{n}x{k}, Aᵀ, lda {lda} ldb {ldb} ldc {ldc}: {wrong} of {} values differ from the host", got.len());
    ensure(wrong == 0, || {
        format!("{wrong} values of C differ from the host's exact result (padding rows included)")
    })?;

    let random =
        |count: usize| -> Vec<f64> { (0..count).map(|_| fastrand::f64() * 2.0 - 1.0).collect() };
    let (a, b, c) = (random(sizes[0]), random(sizes[1]), random(sizes[2]));
    for (index, values) in [&a, &b, &c].into_iter().enumerate() {
        write(at(index, 8), &to_bytes(values))?;
    }
    let (alpha, beta) = (0.75f64, -1.25f64);
    // cuBLAS 12's 64-bit entry point; cuBLAS 11 (CUDA 11.x) has the 32-bit
    // one only.
    macro_rules! dgemm {
        ($function:ident, $int:ty) => {
            call!($function(
                handle.get(),
                CUBLAS_OP_T,
                CUBLAS_OP_N,
                m as $int,
                n as $int,
                k as $int,
                &alpha,
                at(0, 8) as *const f64,
                lda as $int,
                at(1, 8) as *const f64,
                ldb as $int,
                &beta,
                at(2, 8) as *mut f64,
                ldc as $int
            ))
        };
    }
    #[cfg(cublas_has_64_bit_api)]
    let dgemm = (dgemm!(cublasDgemm_64, i64)?, "cublasDgemm_64").1;
    #[cfg(not(cublas_has_64_bit_api))]
    let dgemm = (dgemm!(cublasDgemm_v2, i32)?, "cublasDgemm_v2").1;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<f64> = from_bytes(&read(at(2, 8), sizes[2] * 8)?);
    let mut expected = c.clone();
    host_gemm(
        true,
        (m, n, k),
        alpha,
        &a,
        lda,
        &b,
        ldb,
        beta,
        &mut expected,
        ldc,
    );
    let mut worst = 0f64;
    for j in 0..n {
        for i in 0..ldc {
            let index = j * ldc + i;
            if i >= m {
                ensure(got[index] == c[index], || {
                    format!("{dgemm} wrote padding row {i} of column {j}")
                })?;
                continue;
            }
            let scale: f64 = (0..k)
                .map(|l| (a[i * lda + l] * b[j * ldb + l]).abs())
                .sum::<f64>()
                * alpha.abs()
                + (beta * c[index]).abs();
            worst = worst.max((got[index] - expected[index]).abs() / scale);
        }
    }
    println!("{dgemm}: largest error {worst:.2e} of the products' magnitudes");
    ensure(worst <= 1e-12, || {
        format!("{dgemm} is off by {worst:e}, more than 1e-12")
    })?;
    handle.free()?;
    buffer.free()?;
    stream.free()
}

/// `cublasSgemm` writing C into a buffer that `cuExternalMemoryGetMappedBuffer`
/// mapped from an exported fd of a `cuMemCreate` allocation; the allocation's
/// own mapping then reads the product (exact inputs: an exact match).
#[cfg(feature = "cublas")]
fn cublas_sgemm_writes_an_external_memory_buffer(gpu: &Gpu) -> TestResult {
    use crate::external_memory::{import, map_buffer, Driver};
    let stream = driver_stream()?;
    let handle = cublas_handle(stream.get())?;
    let (m, n, k) = (40usize, 24usize, 16usize);
    let shared = crate::memory::shareable_buffer(gpu, 2 << 20)?;
    let fd = crate::memory::export_fd(shared.handle())?;
    let memory = import::<Driver>(&fd, shared.size)?;
    let mapped = map_buffer::<Driver>(&memory, 0, shared.size)?;
    let inputs = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let a = eighths(m * k);
    let b = eighths(k * n);
    let b_at = inputs.ptr + ((m * k * 4).next_multiple_of(256)) as CUdeviceptr;
    write(inputs.ptr, &to_bytes(&a))?;
    write(b_at, &to_bytes(&b))?;
    let (alpha, beta) = (1.0f32, 0.0f32);
    call!(cublasSgemm(
        handle.get(),
        CUBLAS_OP_N,
        CUBLAS_OP_N,
        m as i32,
        n as i32,
        k as i32,
        &alpha,
        inputs.ptr as *const f32,
        m as i32,
        b_at as *const f32,
        k as i32,
        &beta,
        mapped.get() as *mut f32,
        m as i32
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<f32> = from_bytes(&read(shared.ptr, m * n * 4)?);
    let wide = |values: &[f32]| values.iter().map(|v| f64::from(*v)).collect::<Vec<f64>>();
    let mut expected = vec![0.0; m * n];
    host_gemm(
        false,
        (m, n, k),
        1.0,
        &wide(&a),
        m,
        &wide(&b),
        k,
        0.0,
        &mut expected,
        m,
    );
    let wrong = got
        .iter()
        .zip(&expected)
        .filter(|(got, expected)| f64::from(**got) != **expected)
        .count();
    println!(
        "cublasSgemm into a cuExternalMemoryGetMappedBuffer buffer: {wrong} of {} differ",
        got.len()
    );
    ensure(wrong == 0, || {
        format!("{wrong} values read through the allocation's own mapping differ")
    })?;
    handle.free()?;
    mapped.free()?;
    memory.free()?;
    inputs.free()?;
    shared.free()?;
    stream.free()
}

// --- cuBLASLt ---------------------------------------------------------------

#[cfg(feature = "cublaslt")]
fn cublaslt_version() -> TestResult {
    let version = unsafe { cublasLtGetVersion() };
    println!("libcublasLt is {version}; headers are {CUBLAS_VER_MAJOR}.{CUBLAS_VER_MINOR}");
    ensure(version / 10000 == CUBLAS_VER_MAJOR as usize, || {
        format!("libcublasLt {version} is not of the headers' major {CUBLAS_VER_MAJOR}")
    })
}

/// A binary32 value exactly representable in the 16-bit type, as its bits.
#[cfg(feature = "cublaslt")]
fn narrow(value: f32, bf16: bool) -> u16 {
    let bits = value.to_bits();
    if bf16 {
        return (bits >> 16) as u16;
    }
    if value == 0.0 {
        return ((bits >> 16) & 0x8000) as u16;
    }
    let sign = (bits >> 16) & 0x8000;
    let exponent = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    (sign | ((exponent as u32) << 10) | ((bits >> 13) & 0x3ff)) as u16
}

/// The 16-bit value's binary32 value (normal numbers and zero, as these tests make).
#[cfg(feature = "cublaslt")]
fn widen(bits: u16, bf16: bool) -> f32 {
    if bf16 {
        return f32::from_bits(u32::from(bits) << 16);
    }
    let sign = u32::from(bits & 0x8000) << 16;
    let exponent = u32::from((bits >> 10) & 0x1f);
    let mantissa = u32::from(bits & 0x3ff);
    if exponent == 0 && mantissa == 0 {
        return f32::from_bits(sign);
    }
    if exponent == 0 {
        // Subnormal: mantissa × 2⁻²⁴.
        let value = mantissa as f32 / (1u32 << 24) as f32;
        return if sign != 0 { -value } else { value };
    }
    f32::from_bits(sign | ((exponent + 127 - 15) << 23) | (mantissa << 13))
}

/// `cublasLtMatmul` in FP16 and in BF16 with FP32 accumulation
/// (`CUBLAS_COMPUTE_32F`), with the algorithm `cublasLtMatmulAlgoGetHeuristic`
/// picks for a 4 MiB workspace in a mapped range. The inputs' products and
/// sums are exact in binary32, so the only error is D's rounding to the
/// 16-bit type: at most one unit in its last place (2⁻¹⁰ of the value for
/// FP16, 2⁻⁷ for BF16).
#[cfg(feature = "cublaslt")]
fn cublaslt_matmul_fp16_and_bf16_match_the_host(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let mut lt = null_mut();
    call!(cublasLtCreate(&mut lt))?;
    let lt = Owned::new(lt, "cublasLtDestroy", |lt| unsafe { cublasLtDestroy(lt) });
    let (m, n, k) = (64usize, 48usize, 80usize);
    let workspace = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let data = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let (a_at, b_at) = (
        data.ptr,
        data.ptr + (m * k * 2).next_multiple_of(256) as CUdeviceptr,
    );
    let d_at = b_at + (k * n * 2).next_multiple_of(256) as CUdeviceptr;
    for (data_type, bf16, name) in [(CUDA_R_16F, false, "FP16"), (CUDA_R_16BF, true, "BF16")] {
        let a = eighths(m * k);
        let b = eighths(k * n);
        let bits = |values: &[f32]| {
            values
                .iter()
                .map(|v| narrow(*v, bf16))
                .collect::<Vec<u16>>()
        };
        write(a_at, &to_bytes(&bits(&a)))?;
        write(b_at, &to_bytes(&bits(&b)))?;
        write(d_at, &crate::common::random_bytes(m * n * 2))?;

        let mut desc = null_mut();
        call!(cublasLtMatmulDescCreate(
            &mut desc,
            CUBLAS_COMPUTE_32F,
            CUDA_R_32F
        ))?;
        let desc = Owned::new(desc, "cublasLtMatmulDescDestroy", |desc| unsafe {
            cublasLtMatmulDescDestroy(desc)
        });
        let layout = |rows: usize,
                      cols: usize|
         -> Result<Owned<cublasLtMatrixLayout_t, cublasStatus_t>, Failed> {
            let mut layout = null_mut();
            call!(cublasLtMatrixLayoutCreate(
                &mut layout,
                data_type,
                rows as u64,
                cols as u64,
                rows as i64
            ))?;
            Ok(Owned::new(
                layout,
                "cublasLtMatrixLayoutDestroy",
                |layout| unsafe { cublasLtMatrixLayoutDestroy(layout) },
            ))
        };
        let (a_layout, b_layout, d_layout) = (layout(m, k)?, layout(k, n)?, layout(m, n)?);
        let mut preference = null_mut();
        call!(cublasLtMatmulPreferenceCreate(&mut preference))?;
        let preference = Owned::new(preference, "cublasLtMatmulPreferenceDestroy", |p| unsafe {
            cublasLtMatmulPreferenceDestroy(p)
        });
        let workspace_size = workspace.size as u64;
        call!(cublasLtMatmulPreferenceSetAttribute(
            preference.get(),
            CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
            (&workspace_size as *const u64).cast(),
            8
        ))?;
        let mut heuristic = cublasLtMatmulHeuristicResult_t::default();
        let mut found = 0;
        call!(cublasLtMatmulAlgoGetHeuristic(
            lt.get(),
            desc.get(),
            a_layout.get(),
            b_layout.get(),
            d_layout.get(),
            d_layout.get(),
            preference.get(),
            1,
            &mut heuristic,
            &mut found
        ))?;
        ensure(found >= 1, || {
            format!("{name}: no algorithm for {m}x{n}x{k}")
        })?;
        let (alpha, beta) = (1.0f32, 0.0f32);
        call!(cublasLtMatmul(
            lt.get(),
            desc.get(),
            (&alpha as *const f32).cast(),
            a_at as *const c_void,
            a_layout.get(),
            b_at as *const c_void,
            b_layout.get(),
            (&beta as *const f32).cast(),
            d_at as *const c_void,
            d_layout.get(),
            d_at as *mut c_void,
            d_layout.get(),
            &heuristic.algo,
            workspace.ptr as *mut c_void,
            workspace.size,
            stream.get()
        ))?;
        call!(cuStreamSynchronize(stream.get()))?;
        let got: Vec<u16> = from_bytes(&read(d_at, m * n * 2)?);
        let ulp = if bf16 { 1.0 / 128.0 } else { 1.0 / 1024.0 };
        let mut worst = 0f64;
        for j in 0..n {
            for i in 0..m {
                let exact: f64 = (0..k)
                    .map(|l| f64::from(a[l * m + i]) * f64::from(b[j * k + l]))
                    .sum();
                let value = f64::from(widen(got[j * m + i], bf16));
                let error = (value - exact).abs();
                ensure(error <= exact.abs() * ulp, || {
                    format!("{name}: D[{i}, {j}] is {value}, the host's {exact}")
                })?;
                if exact != 0.0 {
                    worst = worst.max(error / exact.abs());
                }
            }
        }
        println!(
            "cublasLtMatmul {name} {m}x{n}x{k}, FP32 accumulation, workspace {} bytes offered, {} needed: largest relative error {worst:.2e}",
            workspace.size, heuristic.workspaceSize
        );
        preference.free()?;
        d_layout.free()?;
        b_layout.free()?;
        a_layout.free()?;
        desc.free()?;
    }
    lt.free()?;
    data.free()?;
    workspace.free()?;
    stream.free()
}

// --- cuDNN ------------------------------------------------------------------

#[cfg(feature = "cudnn")]
fn cudnn_version() -> TestResult {
    let version = unsafe { cudnnGetVersion() };
    let cudart = unsafe { cudnnGetCudartVersion() };
    println!(
        "libcudnn is {version} (built against CUDA runtime {cudart}); headers are {CUDNN_MAJOR}.{CUDNN_MINOR}.{CUDNN_PATCHLEVEL}"
    );
    ensure(version / 10000 == CUDNN_MAJOR as usize, || {
        format!("libcudnn {version} is not of the headers' major {CUDNN_MAJOR}")
    })?;
    ensure(cudart / 1000 == CUDA_VERSION as usize / 1000, || {
        format!("libcudnn was built for CUDA runtime {cudart}, the headers are CUDA {CUDA_VERSION}")
    })
}

/// The convolution all cuDNN tests compute: NCHW, 2 images of 3 channels,
/// 9 × 11; 4 filters of 3 × 3; padding 1, stride 2: 2 × 4 × 5 × 6 out.
#[cfg(feature = "cudnn")]
mod conv {
    pub const N: usize = 2;
    pub const C: usize = 3;
    pub const H: usize = 9;
    pub const W: usize = 11;
    pub const K: usize = 4;
    pub const R: usize = 3;
    pub const S: usize = 3;
    pub const PAD: usize = 1;
    pub const STRIDE: usize = 2;
    pub const P: usize = (H + 2 * PAD - R) / STRIDE + 1;
    pub const Q: usize = (W + 2 * PAD - S) / STRIDE + 1;

    /// The host's cross-correlation, in f64.
    pub fn host(x: &[f32], w: &[f32]) -> Vec<f64> {
        let mut y = vec![0.0; N * K * P * Q];
        for n in 0..N {
            for k in 0..K {
                for p in 0..P {
                    for q in 0..Q {
                        let mut sum = 0.0;
                        for c in 0..C {
                            for r in 0..R {
                                for s in 0..S {
                                    let h = (p * STRIDE + r) as isize - PAD as isize;
                                    let v = (q * STRIDE + s) as isize - PAD as isize;
                                    if h < 0 || v < 0 || h >= H as isize || v >= W as isize {
                                        continue;
                                    }
                                    let xi = ((n * C + c) * H + h as usize) * W + v as usize;
                                    let wi = ((k * C + c) * R + r) * S + s;
                                    sum += f64::from(x[xi]) * f64::from(w[wi]);
                                }
                            }
                        }
                        y[((n * K + k) * P + p) * Q + q] = sum;
                    }
                }
            }
        }
        y
    }

    /// How many of the device's outputs differ from the host's.
    pub fn differing(got: &[f32], expected: &[f64]) -> usize {
        got.iter()
            .zip(expected)
            .filter(|(got, expected)| f64::from(**got) != **expected)
            .count()
    }
}

#[cfg(feature = "cudnn")]
fn cudnn_handle(stream: CUstream) -> Result<Owned<cudnnHandle_t, cudnnStatus_t>, Failed> {
    let mut handle = null_mut();
    call!(cudnnCreate(&mut handle))?;
    let handle = Owned::new(handle, "cudnnDestroy", |handle| unsafe {
        cudnnDestroy(handle)
    });
    call!(cudnnSetStream(handle.get(), stream))?;
    Ok(handle)
}

/// x, w and room for y in one mapped range; returns the three addresses.
#[cfg(feature = "cudnn")]
fn conv_operands(buffer: &VmmBuffer, x: &[f32], w: &[f32]) -> Result<[CUdeviceptr; 3], Failed> {
    let x_at = buffer.ptr;
    let w_at = x_at + (x.len() * 4).next_multiple_of(256) as CUdeviceptr;
    let y_at = w_at + (w.len() * 4).next_multiple_of(256) as CUdeviceptr;
    write(x_at, &to_bytes(x))?;
    write(w_at, &to_bytes(w))?;
    write(
        y_at,
        &crate::common::random_bytes(conv::N * conv::K * conv::P * conv::Q * 4),
    )?;
    Ok([x_at, w_at, y_at])
}

/// `cudnnConvolutionForward` (the legacy API, implicit GEMM, FMA math) over
/// exact inputs: every output must match the host exactly.
#[cfg(feature = "cudnn")]
fn cudnn_convolution_forward_matches_the_host(gpu: &Gpu) -> TestResult {
    use conv::*;
    let stream = driver_stream()?;
    let handle = cudnn_handle(stream.get())?;
    let buffer = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let x = eighths(N * C * H * W);
    let w = eighths(K * C * R * S);
    let [x_at, w_at, y_at] = conv_operands(&buffer, &x, &w)?;

    let tensor = |n: usize,
                  c: usize,
                  h: usize,
                  w: usize|
     -> Result<Owned<cudnnTensorDescriptor_t, cudnnStatus_t>, Failed> {
        let mut desc = null_mut();
        call!(cudnnCreateTensorDescriptor(&mut desc))?;
        let desc = Owned::new(desc, "cudnnDestroyTensorDescriptor", |d| unsafe {
            cudnnDestroyTensorDescriptor(d)
        });
        call!(cudnnSetTensor4dDescriptor(
            desc.get(),
            CUDNN_TENSOR_NCHW,
            CUDNN_DATA_FLOAT,
            n as i32,
            c as i32,
            h as i32,
            w as i32
        ))?;
        Ok(desc)
    };
    let x_desc = tensor(N, C, H, W)?;
    let mut filter = null_mut();
    call!(cudnnCreateFilterDescriptor(&mut filter))?;
    let filter = Owned::new(filter, "cudnnDestroyFilterDescriptor", |d| unsafe {
        cudnnDestroyFilterDescriptor(d)
    });
    call!(cudnnSetFilter4dDescriptor(
        filter.get(),
        CUDNN_DATA_FLOAT,
        CUDNN_TENSOR_NCHW,
        K as i32,
        C as i32,
        R as i32,
        S as i32
    ))?;
    let mut convolution = null_mut();
    call!(cudnnCreateConvolutionDescriptor(&mut convolution))?;
    let convolution = Owned::new(
        convolution,
        "cudnnDestroyConvolutionDescriptor",
        |d| unsafe { cudnnDestroyConvolutionDescriptor(d) },
    );
    let (pad, stride) = (PAD as i32, STRIDE as i32);
    call!(cudnnSetConvolution2dDescriptor(
        convolution.get(),
        pad,
        pad,
        stride,
        stride,
        1,
        1,
        CUDNN_CROSS_CORRELATION,
        CUDNN_DATA_FLOAT
    ))?;
    call!(cudnnSetConvolutionMathType(
        convolution.get(),
        CUDNN_FMA_MATH
    ))?;
    let mut out = [0i32; 4];
    let [on, oc, oh, ow] = &mut out;
    call!(cudnnGetConvolution2dForwardOutputDim(
        convolution.get(),
        x_desc.get(),
        filter.get(),
        on,
        oc,
        oh,
        ow
    ))?;
    ensure(out == [N, K, P, Q].map(|d| d as i32), || {
        format!("output dimensions {out:?}, expected {:?}", [N, K, P, Q])
    })?;
    let y_desc = tensor(N, K, P, Q)?;
    let algorithm = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
    let mut workspace_size = 0;
    call!(cudnnGetConvolutionForwardWorkspaceSize(
        handle.get(),
        x_desc.get(),
        filter.get(),
        convolution.get(),
        y_desc.get(),
        algorithm,
        &mut workspace_size
    ))?;
    ensure(workspace_size == 0, || {
        format!("implicit GEMM asks for a {workspace_size}-byte workspace")
    })?;
    let (alpha, beta) = (1.0f32, 0.0f32);
    call!(cudnnConvolutionForward(
        handle.get(),
        (&alpha as *const f32).cast(),
        x_desc.get(),
        x_at as *const c_void,
        filter.get(),
        w_at as *const c_void,
        convolution.get(),
        algorithm,
        null_mut(),
        0,
        (&beta as *const f32).cast(),
        y_desc.get(),
        y_at as *mut c_void
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<f32> = from_bytes(&read(y_at, N * K * P * Q * 4)?);
    let wrong = differing(&got, &host(&x, &w));
    println!("cudnnConvolutionForward {N}x{C}x{H}x{W} * {K}x{C}x{R}x{S}, pad {PAD}, stride {STRIDE}: {wrong} of {} outputs differ from the host", got.len());
    ensure(wrong == 0, || {
        format!("{wrong} outputs differ from the host's exact result")
    })?;
    y_desc.free()?;
    convolution.free()?;
    filter.free()?;
    x_desc.free()?;
    handle.free()?;
    buffer.free()?;
    stream.free()
}

#[cfg(feature = "cudnn")]
type Backend = Owned<cudnnBackendDescriptor_t, cudnnStatus_t>;

#[cfg(feature = "cudnn")]
fn backend(kind: cudnnBackendDescriptorType_t) -> Result<Backend, Failed> {
    let mut descriptor = null_mut();
    call!(cudnnBackendCreateDescriptor(kind, &mut descriptor))?;
    Ok(Owned::new(
        descriptor,
        "cudnnBackendDestroyDescriptor",
        |d| unsafe { cudnnBackendDestroyDescriptor(d) },
    ))
}

#[cfg(feature = "cudnn")]
fn set<T>(
    descriptor: &Backend,
    name: cudnnBackendAttributeName_t,
    kind: cudnnBackendAttributeType_t,
    values: &[T],
) -> TestResult {
    call!(cudnnBackendSetAttribute(
        descriptor.get(),
        name,
        kind,
        values.len() as i64,
        values.as_ptr().cast()
    ))
}

/// A packed NCHW float tensor of the graph.
#[cfg(feature = "cudnn")]
fn graph_tensor(id: i64, dims: [usize; 4]) -> Result<Backend, Failed> {
    let tensor = backend(CUDNN_BACKEND_TENSOR_DESCRIPTOR)?;
    let dims = dims.map(|d| d as i64);
    let strides = [dims[1] * dims[2] * dims[3], dims[2] * dims[3], dims[3], 1];
    set(
        &tensor,
        CUDNN_ATTR_TENSOR_DATA_TYPE,
        CUDNN_TYPE_DATA_TYPE,
        &[CUDNN_DATA_FLOAT],
    )?;
    set(
        &tensor,
        CUDNN_ATTR_TENSOR_DIMENSIONS,
        CUDNN_TYPE_INT64,
        &dims,
    )?;
    set(
        &tensor,
        CUDNN_ATTR_TENSOR_STRIDES,
        CUDNN_TYPE_INT64,
        &strides,
    )?;
    set(
        &tensor,
        CUDNN_ATTR_TENSOR_UNIQUE_ID,
        CUDNN_TYPE_INT64,
        &[id],
    )?;
    set(
        &tensor,
        CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT,
        CUDNN_TYPE_INT64,
        &[4i64],
    )?;
    call!(cudnnBackendFinalize(tensor.get()))?;
    Ok(tensor)
}

/// The same convolution through the graph (backend) API: tensors, a
/// convolution forward operation, an operation graph, the heuristics'
/// engine configurations (the first whose plan finalizes), a variant pack,
/// `cudnnBackendExecute`. Exact inputs: every output must match the host.
#[cfg(feature = "cudnn")]
fn cudnn_graph_convolution_matches_the_host(gpu: &Gpu) -> TestResult {
    use conv::*;
    let stream = driver_stream()?;
    let handle = cudnn_handle(stream.get())?;
    let buffer = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let x = eighths(N * C * H * W);
    let w = eighths(K * C * R * S);
    let [x_at, w_at, y_at] = conv_operands(&buffer, &x, &w)?;
    let x_tensor = graph_tensor(1, [N, C, H, W])?;
    let w_tensor = graph_tensor(2, [K, C, R, S])?;
    let y_tensor = graph_tensor(3, [N, K, P, Q])?;

    let convolution = backend(CUDNN_BACKEND_CONVOLUTION_DESCRIPTOR)?;
    let int64 = CUDNN_TYPE_INT64;
    set(
        &convolution,
        CUDNN_ATTR_CONVOLUTION_COMP_TYPE,
        CUDNN_TYPE_DATA_TYPE,
        &[CUDNN_DATA_FLOAT],
    )?;
    set(
        &convolution,
        CUDNN_ATTR_CONVOLUTION_CONV_MODE,
        CUDNN_TYPE_CONVOLUTION_MODE,
        &[CUDNN_CROSS_CORRELATION],
    )?;
    set(
        &convolution,
        CUDNN_ATTR_CONVOLUTION_SPATIAL_DIMS,
        int64,
        &[2i64],
    )?;
    set(
        &convolution,
        CUDNN_ATTR_CONVOLUTION_DILATIONS,
        int64,
        &[1i64, 1],
    )?;
    set(
        &convolution,
        CUDNN_ATTR_CONVOLUTION_FILTER_STRIDES,
        int64,
        &[STRIDE as i64; 2],
    )?;
    set(
        &convolution,
        CUDNN_ATTR_CONVOLUTION_PRE_PADDINGS,
        int64,
        &[PAD as i64; 2],
    )?;
    set(
        &convolution,
        CUDNN_ATTR_CONVOLUTION_POST_PADDINGS,
        int64,
        &[PAD as i64; 2],
    )?;
    call!(cudnnBackendFinalize(convolution.get()))?;

    let operation = backend(CUDNN_BACKEND_OPERATION_CONVOLUTION_FORWARD_DESCRIPTOR)?;
    let descriptor = CUDNN_TYPE_BACKEND_DESCRIPTOR;
    set(
        &operation,
        CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_X,
        descriptor,
        &[x_tensor.get()],
    )?;
    set(
        &operation,
        CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_W,
        descriptor,
        &[w_tensor.get()],
    )?;
    set(
        &operation,
        CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_Y,
        descriptor,
        &[y_tensor.get()],
    )?;
    set(
        &operation,
        CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_CONV_DESC,
        descriptor,
        &[convolution.get()],
    )?;
    set(
        &operation,
        CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_ALPHA,
        CUDNN_TYPE_FLOAT,
        &[1.0f32],
    )?;
    set(
        &operation,
        CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_BETA,
        CUDNN_TYPE_FLOAT,
        &[0.0f32],
    )?;
    call!(cudnnBackendFinalize(operation.get()))?;

    let graph = backend(CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR)?;
    set(
        &graph,
        CUDNN_ATTR_OPERATIONGRAPH_OPS,
        descriptor,
        &[operation.get()],
    )?;
    set(
        &graph,
        CUDNN_ATTR_OPERATIONGRAPH_HANDLE,
        CUDNN_TYPE_HANDLE,
        &[handle.get()],
    )?;
    call!(cudnnBackendFinalize(graph.get()))?;

    let heuristics = backend(CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR)?;
    set(
        &heuristics,
        CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
        descriptor,
        &[graph.get()],
    )?;
    set(
        &heuristics,
        CUDNN_ATTR_ENGINEHEUR_MODE,
        CUDNN_TYPE_HEUR_MODE,
        &[CUDNN_HEUR_MODE_A],
    )?;
    call!(cudnnBackendFinalize(heuristics.get()))?;
    let mut available = 0i64;
    call!(cudnnBackendGetAttribute(
        heuristics.get(),
        CUDNN_ATTR_ENGINEHEUR_RESULTS,
        descriptor,
        0,
        &mut available,
        null_mut()
    ))?;
    ensure(available > 0, || {
        "the heuristics offer no engine configuration".into()
    })?;
    // The results are written into descriptors the caller made.
    let configs = (0..available)
        .map(|_| backend(CUDNN_BACKEND_ENGINECFG_DESCRIPTOR))
        .collect::<Result<Vec<_>, _>>()?;
    let mut raw: Vec<cudnnBackendDescriptor_t> = configs.iter().map(Owned::get).collect();
    let mut returned = 0i64;
    call!(cudnnBackendGetAttribute(
        heuristics.get(),
        CUDNN_ATTR_ENGINEHEUR_RESULTS,
        descriptor,
        available,
        &mut returned,
        raw.as_mut_ptr().cast()
    ))?;

    let mut chosen = None;
    let mut refused = 0;
    for config in raw.iter().take(returned as usize) {
        let plan = backend(CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR)?;
        set(
            &plan,
            CUDNN_ATTR_EXECUTION_PLAN_HANDLE,
            CUDNN_TYPE_HANDLE,
            &[handle.get()],
        )?;
        set(
            &plan,
            CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
            descriptor,
            &[*config],
        )?;
        if unsafe { cudnnBackendFinalize(plan.get()) } == CUDNN_STATUS_SUCCESS {
            chosen = Some(plan);
            break;
        }
        refused += 1;
        plan.free()?;
    }
    let Some(plan) = chosen else {
        return Err(
            format!("none of the {returned} engine configurations finalized a plan").into(),
        );
    };
    let mut workspace_size = 0i64;
    let mut count = 0i64;
    call!(cudnnBackendGetAttribute(
        plan.get(),
        CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
        int64,
        1,
        &mut count,
        (&mut workspace_size as *mut i64).cast()
    ))?;
    let workspace = VmmBuffer::new(
        gpu,
        (workspace_size as usize).max(1),
        CU_MEM_HANDLE_TYPE_NONE,
    )?;

    let pack = backend(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR)?;
    set(
        &pack,
        CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS,
        int64,
        &[1i64, 2, 3],
    )?;
    let pointers = [x_at, w_at, y_at].map(|at| at as *mut c_void);
    set(
        &pack,
        CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS,
        CUDNN_TYPE_VOID_PTR,
        &pointers,
    )?;
    set(
        &pack,
        CUDNN_ATTR_VARIANT_PACK_WORKSPACE,
        CUDNN_TYPE_VOID_PTR,
        &[workspace.ptr as *mut c_void],
    )?;
    call!(cudnnBackendFinalize(pack.get()))?;
    call!(cudnnBackendExecute(handle.get(), plan.get(), pack.get()))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<f32> = from_bytes(&read(y_at, N * K * P * Q * 4)?);
    let wrong = differing(&got, &host(&x, &w));
    println!("cudnnBackendExecute: {returned} engine configurations, {refused} refused before one finalized, workspace {workspace_size} bytes; {wrong} of {} outputs differ from the host", got.len());
    ensure(wrong == 0, || {
        format!("{wrong} outputs differ from the host's exact result")
    })?;
    pack.free()?;
    workspace.free()?;
    plan.free()?;
    for config in configs {
        config.free()?;
    }
    heuristics.free()?;
    graph.free()?;
    operation.free()?;
    convolution.free()?;
    y_tensor.free()?;
    w_tensor.free()?;
    x_tensor.free()?;
    handle.free()?;
    buffer.free()?;
    stream.free()
}

// --- NCCL -------------------------------------------------------------------

#[cfg(feature = "nccl")]
fn nccl_version() -> TestResult {
    let mut version = 0;
    call!(ncclGetVersion(&mut version))?;
    println!("libnccl is {version}; headers are {NCCL_MAJOR}.{NCCL_MINOR}.{NCCL_PATCH}");
    // NCCL_VERSION(X, Y, Z) is X * 10000 + Y * 100 + Z from 2.9 on.
    ensure(version / 10000 == NCCL_MAJOR as i32, || {
        format!("libnccl {version} is not of the headers' major {NCCL_MAJOR}")
    })
}

/// `ncclCommInitAll` over one device; an all-reduce (sum) from one mapped
/// buffer into another and a broadcast, each on a driver-API stream, and
/// checked exactly against the host (with one rank the sum is the input);
/// a communicator of -1 devices and an all-reduce of an unknown data type
/// return `ncclInvalidArgument`. (Without a GPU, `ncclCommInitAll` fails
/// earlier, with `ncclUnhandledCudaError`.)
#[cfg(feature = "nccl")]
fn nccl_all_reduce_and_broadcast_on_one_gpu(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let mut comm = null_mut();
    call!(ncclCommInitAll(&mut comm, 1, [0i32].as_ptr()))?;
    let comm = Owned::new(comm, "ncclCommDestroy", |comm| unsafe {
        ncclCommDestroy(comm)
    });
    let mut ranks = 0;
    call!(ncclCommCount(comm.get(), &mut ranks))?;
    ensure(ranks == 1, || {
        format!("a one-device communicator has {ranks} ranks")
    })?;

    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let count = (1 << 20) / 4;
    let (send, receive, broadcast) = (buffer.ptr, buffer.ptr + (1 << 20), buffer.ptr + (2 << 20));
    let values: Vec<i32> = (0..count)
        .map(|_| fastrand::i32(-1 << 20..1 << 20))
        .collect();
    write(send, &to_bytes(&values))?;
    write(receive, &crate::common::random_bytes(1 << 20))?;
    write(broadcast, &crate::common::random_bytes(1 << 20))?;
    call!(ncclAllReduce(
        send as *const c_void,
        receive as *mut c_void,
        count,
        ncclInt32,
        ncclSum,
        comm.get(),
        stream.get()
    ))?;
    call!(ncclBroadcast(
        send as *const c_void,
        broadcast as *mut c_void,
        count,
        ncclInt32,
        0,
        comm.get(),
        stream.get()
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let reduced: Vec<i32> = from_bytes(&read(receive, 1 << 20)?);
    let sent: Vec<i32> = from_bytes(&read(broadcast, 1 << 20)?);
    println!(
        "ncclAllReduce and ncclBroadcast of {count} int32 over one rank: {} and {} differ from the host",
        reduced.iter().zip(&values).filter(|(a, b)| a != b).count(),
        sent.iter().zip(&values).filter(|(a, b)| a != b).count()
    );
    ensure(reduced == values, || {
        "the all-reduce's sum over one rank is not the input".into()
    })?;
    ensure(sent == values, || {
        "the broadcast's output is not the root's input".into()
    })?;

    let mut none = null_mut();
    let status = unsafe { ncclCommInitAll(&mut none, -1, [0i32].as_ptr()) };
    expect_error(
        status,
        &[ncclInvalidArgument],
        "ncclCommInitAll of -1 devices",
    )?;
    let status = unsafe {
        ncclAllReduce(
            send as *const c_void,
            receive as *mut c_void,
            count,
            ncclDataType_t(99),
            ncclSum,
            comm.get(),
            stream.get(),
        )
    };
    expect_error(
        status,
        &[ncclInvalidArgument],
        "ncclAllReduce of data type 99",
    )?;
    comm.free()?;
    buffer.free()?;
    stream.free()
}
