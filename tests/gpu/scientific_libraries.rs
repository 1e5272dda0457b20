//! What scientific programs call (features `cufft`, `cusparse`, `cusolver`):
//! transforms, sparse products and a dense solve over memory mapped with
//! `cuMemMap`, on streams made with the driver API, each result checked
//! against the host. The tolerances are stated where they are used. And
//! what profilers use (features `cupti`, `nvtx`): CUPTI's activity records
//! of a kernel and of an NVTX range around it. And cuFile (feature
//! `cufile`): a file written from and read back into mapped memory.

#[allow(unused_imports)]
use crate::common::{driver_stream, eighths, ensure, Gpu, GpuTest, Owned, TestResult};
#[allow(unused_imports)]
use crate::memory::{from_bytes, read, to_bytes, write, Layout, VmmBuffer};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::Completion;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};
#[allow(unused_imports)]
use std::ffi::c_void;
#[allow(unused_imports)]
use std::ptr::null_mut;

/// The tests that need no GPU: the libraries' versions against the headers'.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cufft")]
        Trial::test("cufft::version_matches_the_headers", cufft_version),
        #[cfg(feature = "cusparse")]
        Trial::test("cusparse::version_has_the_headers_major", cusparse_version),
        #[cfg(feature = "cusolver")]
        Trial::test("cusolver::version_has_the_headers_major", cusolver_version),
        #[cfg(feature = "cupti")]
        Trial::test("cupti::version_is_the_headers_or_newer", cupti_version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cufft")]
        gpu_test!(cufft_c2c_and_r2c_match_a_host_dft),
        #[cfg(feature = "cusparse")]
        gpu_test!(cusparse_spmv_and_spmm_match_the_host),
        #[cfg(feature = "cusolver")]
        gpu_test!(cusolver_lu_solve_has_a_small_residual),
        #[cfg(all(feature = "cupti", feature = "nvtx", feature = "nvrtc"))]
        gpu_test!(cupti_records_a_driver_kernel_and_an_nvtx_range => skippable),
        #[cfg(feature = "cufile")]
        gpu_test!(cufile_writes_and_reads_a_file_from_mapped_memory => skippable),
    ]
}

// --- cuFFT ------------------------------------------------------------------

#[cfg(feature = "cufft")]
fn cufft_version() -> TestResult {
    let mut version = 0;
    call!(cufftGetVersion(&mut version))?;
    println!("libcufft is {version}; headers are {CUFFT_VERSION}");
    // CUFFT_VERSION is major * 1000 + minor * 100 + patch.
    ensure(version / 1000 == CUFFT_VERSION as i32 / 1000, || {
        format!("libcufft {version} is not of the headers' major ({CUFFT_VERSION})")
    })
}

/// The host's DFT in f64 over `dims` (row-major, the last fastest), of
/// complex input: `X[k] = Σ x[j] e^(-2πi Σ_d j_d k_d / n_d)`.
#[cfg(feature = "cufft")]
pub fn host_dft(dims: &[usize], input: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let total: usize = dims.iter().product();
    let split = |mut index: usize| -> Vec<usize> {
        let mut digits = vec![0; dims.len()];
        for (digit, size) in digits.iter_mut().zip(dims).rev() {
            *digit = index % size;
            index /= size;
        }
        digits
    };
    (0..total)
        .map(|k| {
            let kd = split(k);
            input.iter().enumerate().fold((0.0, 0.0), |sum, (j, x)| {
                let jd = split(j);
                let phase: f64 = dims
                    .iter()
                    .enumerate()
                    .map(|(d, n)| ((jd[d] * kd[d]) % n) as f64 / *n as f64)
                    .sum::<f64>()
                    * -2.0
                    * std::f64::consts::PI;
                let (c, s) = (phase.cos(), phase.sin());
                (sum.0 + x.0 * c - x.1 * s, sum.1 + x.0 * s + x.1 * c)
            })
        })
        .collect()
}

/// The largest difference between the device's and the host's transform,
/// over the sum of the input's magnitudes (the bound of every output).
#[cfg(feature = "cufft")]
fn dft_error(got: &[cufftComplex], expected: &[(f64, f64)], scale: f64) -> f64 {
    got.iter()
        .zip(expected)
        .map(|(got, expected)| {
            (f64::from(got.x) - expected.0).hypot(f64::from(got.y) - expected.1) / scale
        })
        .fold(0.0, f64::max)
}

#[cfg(feature = "cufft")]
fn cufft_c2c_and_r2c_match_a_host_dft(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let buffer = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);
    let random = || fastrand::f32() * 2.0 - 1.0;
    // Single precision, n log n terms: 1e-5 of the inputs' summed
    // magnitudes is some 100 times the rounding error such a transform makes.
    let tolerance = 1e-5;

    // 1D complex-to-complex, forward, of a length that is no power of two.
    let n = 96usize;
    let input: Vec<cufftComplex> = (0..n)
        .map(|_| cufftComplex {
            x: random(),
            y: random(),
        })
        .collect();
    let source = layout.put(&input)?;
    let target = layout.take(n * std::mem::size_of::<cufftComplex>());
    let mut plan: cufftHandle = 0;
    call!(cufftPlan1d(&mut plan, n as i32, CUFFT_C2C, 1))?;
    let plan = Owned::new(plan, "cufftDestroy", |plan| unsafe { cufftDestroy(plan) });
    // The driver's CUstream is the runtime's cudaStream_t.
    call!(cufftSetStream(plan.get(), stream.get()))?;
    call!(cufftExecC2C(
        plan.get(),
        source as *mut cufftComplex,
        target as *mut cufftComplex,
        CUFFT_FORWARD
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<cufftComplex> =
        from_bytes(&read(target, n * std::mem::size_of::<cufftComplex>())?);
    let wide: Vec<(f64, f64)> = input
        .iter()
        .map(|x| (f64::from(x.x), f64::from(x.y)))
        .collect();
    let scale: f64 = wide.iter().map(|x| x.0.hypot(x.1)).sum();
    let error = dft_error(&got, &host_dft(&[n], &wide), scale);
    println!("cufftExecC2C, n = {n}: largest error {error:.2e} of the inputs' summed magnitudes");
    ensure(error <= tolerance, || {
        format!("cufftExecC2C is off by {error:e}, more than {tolerance:e}")
    })?;
    plan.free()?;

    // 2D real-to-complex: nx × ny reals give nx × (ny/2 + 1) complex values,
    // the non-redundant half of the full transform.
    let (nx, ny) = (12usize, 20usize);
    let half = ny / 2 + 1;
    let input: Vec<f32> = (0..nx * ny).map(|_| random()).collect();
    let source = layout.put(&input)?;
    let target = layout.take(nx * half * std::mem::size_of::<cufftComplex>());
    let mut plan: cufftHandle = 0;
    call!(cufftPlan2d(&mut plan, nx as i32, ny as i32, CUFFT_R2C))?;
    let plan = Owned::new(plan, "cufftDestroy", |plan| unsafe { cufftDestroy(plan) });
    call!(cufftSetStream(plan.get(), stream.get()))?;
    call!(cufftExecR2C(
        plan.get(),
        source as *mut cufftReal,
        target as *mut cufftComplex
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<cufftComplex> = from_bytes(&read(
        target,
        nx * half * std::mem::size_of::<cufftComplex>(),
    )?);
    let wide: Vec<(f64, f64)> = input.iter().map(|x| (f64::from(*x), 0.0)).collect();
    let full = host_dft(&[nx, ny], &wide);
    let expected: Vec<(f64, f64)> = (0..nx)
        .flat_map(|k1| (0..half).map(move |k2| (k1, k2)))
        .map(|(k1, k2)| full[k1 * ny + k2])
        .collect();
    let scale: f64 = wide.iter().map(|x| x.0.abs()).sum();
    let error = dft_error(&got, &expected, scale);
    println!(
        "cufftExecR2C, {nx} x {ny}: largest error {error:.2e} of the inputs' summed magnitudes"
    );
    ensure(error <= tolerance, || {
        format!("cufftExecR2C is off by {error:e}, more than {tolerance:e}")
    })?;
    plan.free()?;
    buffer.free()?;
    stream.free()
}

// --- cuSPARSE ---------------------------------------------------------------

#[cfg(feature = "cusparse")]
fn cusparse_version() -> TestResult {
    let mut major = 0;
    call!(cusparseGetProperty(MAJOR_VERSION, &mut major))?;
    println!("libcusparse's major is {major}; headers' {CUSPARSE_VER_MAJOR}");
    ensure(major == CUSPARSE_VER_MAJOR as i32, || {
        format!("libcusparse {major} is not the headers' major {CUSPARSE_VER_MAJOR}")
    })
}

/// A random `rows` × `cols` CSR matrix of eighths, about a quarter filled
/// (each row at least one entry): row offsets, column indices, values.
#[cfg(feature = "cusparse")]
fn random_csr(rows: usize, cols: usize) -> (Vec<i32>, Vec<i32>, Vec<f32>) {
    let mut offsets = vec![0i32];
    let (mut columns, mut values) = (Vec::new(), Vec::new());
    for row in 0..rows {
        for col in 0..cols {
            if col == row % cols || fastrand::u8(..4) == 0 {
                columns.push(col as i32);
                values.push(f32::from(fastrand::i8(-16..=16)) / 8.0);
            }
        }
        offsets.push(columns.len() as i32);
    }
    (offsets, columns, values)
}

#[cfg(feature = "cusparse")]
fn cusparse_spmv_and_spmm_match_the_host(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let mut handle = null_mut();
    call!(cusparseCreate(&mut handle))?;
    let handle = Owned::new(handle, "cusparseDestroy", |handle| unsafe {
        cusparseDestroy(handle)
    });
    call!(cusparseSetStream(handle.get(), stream.get()))?;
    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);

    let (rows, cols, columns_of_b) = (70usize, 50usize, 7usize);
    let (offsets, columns, values) = random_csr(rows, cols);
    let nnz = values.len();
    let mut matrix = null_mut();
    call!(cusparseCreateCsr(
        &mut matrix,
        rows as i64,
        cols as i64,
        nnz as i64,
        layout.put(&offsets)? as *mut c_void,
        layout.put(&columns)? as *mut c_void,
        layout.put(&values)? as *mut c_void,
        CUSPARSE_INDEX_32I,
        CUSPARSE_INDEX_32I,
        CUSPARSE_INDEX_BASE_ZERO,
        CUDA_R_32F
    ))?;
    let matrix = Owned::new(matrix, "cusparseDestroySpMat", |matrix| unsafe {
        cusparseDestroySpMat(matrix)
    });
    // The host's y = alpha A x + beta y, column by column of a dense operand
    // (column-major, leading dimension `ld`); exact for eighths.
    let host = |alpha: f32, x: &[f32], ld_x: usize, beta: f32, y: &mut [f32], ld_y: usize| {
        for column in 0..x.len() / ld_x {
            for row in 0..rows {
                let range = offsets[row] as usize..offsets[row + 1] as usize;
                let sum: f32 = range
                    .map(|at| values[at] * x[column * ld_x + columns[at] as usize])
                    .sum();
                let out = &mut y[column * ld_y + row];
                *out = alpha * sum + beta * *out;
            }
        }
    };
    let (alpha, beta) = (1.5f32, -0.5f32);

    // SpMV.
    let x = eighths(cols);
    let y = eighths(rows);
    let (x_at, y_at) = (layout.put(&x)?, layout.put(&y)?);
    let (mut vec_x, mut vec_y) = (null_mut(), null_mut());
    call!(cusparseCreateDnVec(
        &mut vec_x,
        cols as i64,
        x_at as *mut c_void,
        CUDA_R_32F
    ))?;
    let vec_x = Owned::new(vec_x, "cusparseDestroyDnVec", |vec| unsafe {
        cusparseDestroyDnVec(vec)
    });
    call!(cusparseCreateDnVec(
        &mut vec_y,
        rows as i64,
        y_at as *mut c_void,
        CUDA_R_32F
    ))?;
    let vec_y = Owned::new(vec_y, "cusparseDestroyDnVec", |vec| unsafe {
        cusparseDestroyDnVec(vec)
    });
    let mut size = 0usize;
    call!(cusparseSpMV_bufferSize(
        handle.get(),
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        (&alpha as *const f32).cast(),
        matrix.get(),
        vec_x.get(),
        (&beta as *const f32).cast(),
        vec_y.get(),
        CUDA_R_32F,
        CUSPARSE_SPMV_ALG_DEFAULT,
        &mut size
    ))?;
    let workspace = layout.take(size.max(1));
    call!(cusparseSpMV(
        handle.get(),
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        (&alpha as *const f32).cast(),
        matrix.get(),
        vec_x.get(),
        (&beta as *const f32).cast(),
        vec_y.get(),
        CUDA_R_32F,
        CUSPARSE_SPMV_ALG_DEFAULT,
        workspace as *mut c_void
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<f32> = from_bytes(&read(y_at, rows * 4)?);
    let mut expected = y.clone();
    host(alpha, &x, cols, beta, &mut expected, rows);
    let wrong = got.iter().zip(&expected).filter(|(g, e)| g != e).count();
    println!("cusparseSpMV, {rows} x {cols} with {nnz} entries: {wrong} of {rows} values differ from the host");
    ensure(wrong == 0, || {
        format!("cusparseSpMV: {wrong} values differ from the host's exact result")
    })?;

    // SpMM: B dense cols × columns_of_b, C rows × columns_of_b, column-major
    // with leading dimensions larger than their rows.
    let (ld_b, ld_c) = (cols + 3, rows + 2);
    let b = eighths(ld_b * columns_of_b);
    let c = eighths(ld_c * columns_of_b);
    let (b_at, c_at) = (layout.put(&b)?, layout.put(&c)?);
    let (mut mat_b, mut mat_c) = (null_mut(), null_mut());
    call!(cusparseCreateDnMat(
        &mut mat_b,
        cols as i64,
        columns_of_b as i64,
        ld_b as i64,
        b_at as *mut c_void,
        CUDA_R_32F,
        CUSPARSE_ORDER_COL
    ))?;
    let mat_b = Owned::new(mat_b, "cusparseDestroyDnMat", |mat| unsafe {
        cusparseDestroyDnMat(mat)
    });
    call!(cusparseCreateDnMat(
        &mut mat_c,
        rows as i64,
        columns_of_b as i64,
        ld_c as i64,
        c_at as *mut c_void,
        CUDA_R_32F,
        CUSPARSE_ORDER_COL
    ))?;
    let mat_c = Owned::new(mat_c, "cusparseDestroyDnMat", |mat| unsafe {
        cusparseDestroyDnMat(mat)
    });
    call!(cusparseSpMM_bufferSize(
        handle.get(),
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        (&alpha as *const f32).cast(),
        matrix.get(),
        mat_b.get(),
        (&beta as *const f32).cast(),
        mat_c.get(),
        CUDA_R_32F,
        CUSPARSE_SPMM_ALG_DEFAULT,
        &mut size
    ))?;
    let workspace = layout.take(size.max(1));
    call!(cusparseSpMM(
        handle.get(),
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        (&alpha as *const f32).cast(),
        matrix.get(),
        mat_b.get(),
        (&beta as *const f32).cast(),
        mat_c.get(),
        CUDA_R_32F,
        CUSPARSE_SPMM_ALG_DEFAULT,
        workspace as *mut c_void
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got: Vec<f32> = from_bytes(&read(c_at, c.len() * 4)?);
    let mut expected = c.clone();
    host(alpha, &b, ld_b, beta, &mut expected, ld_c);
    let wrong = got.iter().zip(&expected).filter(|(g, e)| g != e).count();
    println!(
        "cusparseSpMM, times {cols} x {columns_of_b} (ldb {ld_b}, ldc {ld_c}): {wrong} of {} values differ from the host (padding rows included)",
        c.len()
    );
    ensure(wrong == 0, || {
        format!("cusparseSpMM: {wrong} values differ from the host's exact result")
    })?;
    mat_c.free()?;
    mat_b.free()?;
    vec_y.free()?;
    vec_x.free()?;
    matrix.free()?;
    handle.free()?;
    buffer.free()?;
    stream.free()
}

// --- cuSOLVER ---------------------------------------------------------------

#[cfg(feature = "cusolver")]
fn cusolver_version() -> TestResult {
    let mut major = 0;
    call!(cusolverGetProperty(MAJOR_VERSION, &mut major))?;
    println!("libcusolver's major is {major}; headers' {CUSOLVER_VER_MAJOR}");
    ensure(major == CUSOLVER_VER_MAJOR as i32, || {
        format!("libcusolver {major} is not the headers' major {CUSOLVER_VER_MAJOR}")
    })
}

/// `cusolverDnDgetrf` and `cusolverDnDgetrs` solve A X = B for a random
/// A (column-major, leading dimension above its rows) and three right-hand
/// sides; the host's product A X must give B back.
#[cfg(feature = "cusolver")]
fn cusolver_lu_solve_has_a_small_residual(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let mut handle = null_mut();
    call!(cusolverDnCreate(&mut handle))?;
    let handle = Owned::new(handle, "cusolverDnDestroy", |handle| unsafe {
        cusolverDnDestroy(handle)
    });
    call!(cusolverDnSetStream(handle.get(), stream.get()))?;
    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);

    let (n, nrhs) = (60usize, 3usize);
    let (lda, ldb) = (n + 4, n + 1);
    let random =
        |count: usize| -> Vec<f64> { (0..count).map(|_| fastrand::f64() * 2.0 - 1.0).collect() };
    let a = random(lda * n);
    let b = random(ldb * nrhs);
    let a_at = layout.put(&a)?;
    let b_at = layout.put(&b)?;
    let pivots = layout.take(n * 4);
    let info_at = layout.put(&[-1i32])?;
    let mut work_size = 0;
    call!(cusolverDnDgetrf_bufferSize(
        handle.get(),
        n as i32,
        n as i32,
        a_at as *mut f64,
        lda as i32,
        &mut work_size
    ))?;
    let work = layout.take(work_size.max(1) as usize * 8);
    call!(cusolverDnDgetrf(
        handle.get(),
        n as i32,
        n as i32,
        a_at as *mut f64,
        lda as i32,
        work as *mut f64,
        pivots as *mut i32,
        info_at as *mut i32
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let info: Vec<i32> = from_bytes(&read(info_at, 4)?);
    ensure(info[0] == 0, || {
        format!("cusolverDnDgetrf's info is {}", info[0])
    })?;
    call!(cusolverDnDgetrs(
        handle.get(),
        CUBLAS_OP_N,
        n as i32,
        nrhs as i32,
        a_at as *const f64,
        lda as i32,
        pivots as *const i32,
        b_at as *mut f64,
        ldb as i32,
        info_at as *mut i32
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let info: Vec<i32> = from_bytes(&read(info_at, 4)?);
    ensure(info[0] == 0, || {
        format!("cusolverDnDgetrs's info is {}", info[0])
    })?;
    let x: Vec<f64> = from_bytes(&read(b_at, b.len() * 8)?);

    // Backward error: ‖A x − b‖∞ / (‖A‖∞ ‖x‖∞ + ‖b‖∞), per right-hand side;
    // LU with partial pivoting keeps it near n ε (about 1e-14 here).
    let tolerance = 1e-12;
    let norm_a = (0..n)
        .map(|i| (0..n).map(|j| a[j * lda + i].abs()).sum::<f64>())
        .fold(0.0, f64::max);
    let mut worst = 0f64;
    for column in 0..nrhs {
        let x = &x[column * ldb..column * ldb + n];
        let b = &b[column * ldb..column * ldb + n];
        let residual = (0..n)
            .map(|i| ((0..n).map(|j| a[j * lda + i] * x[j]).sum::<f64>() - b[i]).abs())
            .fold(0.0, f64::max);
        let norm_x = x.iter().map(|v| v.abs()).fold(0.0, f64::max);
        let norm_b = b.iter().map(|v| v.abs()).fold(0.0, f64::max);
        worst = worst.max(residual / (norm_a * norm_x + norm_b));
    }
    println!(
        "cusolverDnDgetrf + getrs, n = {n}, {nrhs} right-hand sides: backward error {worst:.2e}"
    );
    ensure(worst <= tolerance, || {
        format!("the solve's backward error is {worst:e}, more than {tolerance:e}")
    })?;
    handle.free()?;
    buffer.free()?;
    stream.free()
}

// --- CUPTI ------------------------------------------------------------------

#[cfg(feature = "cupti")]
fn cupti_version() -> TestResult {
    let mut version = 0u32;
    call!(cuptiGetVersion(&mut version))?;
    println!("libcupti's API version is {version}; headers' {CUPTI_API_VERSION}");
    ensure(version >= CUPTI_API_VERSION, || {
        format!("libcupti's API version {version} is older than the headers' {CUPTI_API_VERSION}")
    })
}

/// The variable that makes this binary the trace test's child.
#[cfg(all(feature = "cupti", feature = "nvtx", feature = "nvrtc"))]
const TRACE_CHILD_VARIABLE: &str = "CUDA_RAW_SYS_TEST_TRACE_CHILD";

/// The trace child's exit code when it recorded the NVTX range but no
/// kernel activity.
#[cfg(all(feature = "cupti", feature = "nvtx", feature = "nvrtc"))]
const NO_KERNEL_RECORD: u8 = 3;

/// NVTX reaches a tool through the library `NVTX_INJECTION64_PATH` names,
/// read once, at the process's first NVTX call: so the trace runs in a
/// child started with it naming the libcupti this process loaded. The child
/// records a kernel launched with `cuLaunchKernel` inside an NVTX range.
/// CUPTI before CUDA 11.8 predates Hopper: on a compute capability 9 GPU,
/// CUDA 11.7's records the range and no kernel (seen on an H100), and the
/// test is ignored with that reason.
#[cfg(all(feature = "cupti", feature = "nvtx", feature = "nvrtc"))]
fn cupti_records_a_driver_kernel_and_an_nvtx_range(
    gpu: &Gpu,
) -> Result<libtest_mimic::Completion, Failed> {
    // Loaded (linked, or by the loader on this first call): its file, from
    // the process's own map.
    let mut version = 0u32;
    call!(cuptiGetVersion(&mut version))?;
    let maps =
        std::fs::read_to_string("/proc/self/maps").map_err(|e| format!("/proc/self/maps: {e}"))?;
    let libcupti = maps
        .lines()
        .filter_map(|line| line.split_whitespace().nth(5))
        .find(|file| file.contains("/libcupti.so"))
        .ok_or("libcupti answered cuptiGetVersion, but /proc/self/maps names no libcupti.so")?
        .to_owned();
    let output = std::process::Command::new(std::env::current_exe().map_err(|e| e.to_string())?)
        .env(TRACE_CHILD_VARIABLE, "1")
        .env("NVTX_INJECTION64_PATH", &libcupti)
        .output()
        .map_err(|e| format!("starting the trace child: {e}"))?;
    let text = String::from_utf8_lossy(&output.stdout);
    println!(
        "NVTX_INJECTION64_PATH={libcupti}\n{text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let major = gpu.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    if output.status.code() == Some(i32::from(NO_KERNEL_RECORD))
        && CUDA_VERSION < 11080
        && major >= 9
    {
        return Ok(libtest_mimic::Completion::ignored_with(format!(
            "CUPTI of CUDA {}.{} predates compute capability {major} (Hopper came with 11.8): \
             it recorded the NVTX range and no kernel",
            CUDA_VERSION / 1000,
            CUDA_VERSION % 1000 / 10
        )));
    }
    ensure(output.status.success(), || {
        format!("the trace child ended with {}", output.status)
    })?;
    Ok(libtest_mimic::Completion::Completed)
}

/// In the trace test's child (its variable set): runs the trace, and says
/// how it ended; `None` in every other process.
#[cfg(all(feature = "cupti", feature = "nvtx", feature = "nvrtc"))]
pub fn trace_child() -> Option<std::process::ExitCode> {
    std::env::var_os(TRACE_CHILD_VARIABLE)?;
    Some(match trace::run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(failure) => {
            let message = failure.message().unwrap_or("failed");
            println!("trace child: {message}");
            if message == trace::NO_KERNEL {
                std::process::ExitCode::from(NO_KERNEL_RECORD)
            } else {
                std::process::ExitCode::FAILURE
            }
        }
    })
}

#[cfg(not(all(feature = "cupti", feature = "nvtx", feature = "nvrtc")))]
pub fn trace_child() -> Option<std::process::ExitCode> {
    None
}

#[cfg(all(feature = "cupti", feature = "nvtx", feature = "nvrtc"))]
mod trace {
    use crate::call;
    use crate::common::{ensure, Gpu, TestResult};
    use crate::memory::{read, write, VmmBuffer};
    use cuda_raw_sys::*;
    use std::alloc::Layout;
    use std::ffi::CStr;
    use std::sync::Mutex;

    /// What the test reads of one activity record.
    #[derive(Debug)]
    struct Record {
        kind: CUpti_ActivityKind,
        name: String,
        start: u64,
        end: u64,
        flags: u32,
        id: u32,
    }

    static RECORDS: Mutex<Vec<Record>> = Mutex::new(Vec::new());
    /// How the run fails when the range was recorded and no kernel was.
    pub const NO_KERNEL: &str = "no kernel record named transform";
    const BUFFER: usize = 1 << 20;
    const RANGE: &CStr = c"cuda-raw-sys trace";

    fn buffer_layout() -> Layout {
        Layout::from_size_align(BUFFER, 8).expect("a valid layout")
    }

    unsafe extern "C" fn requested(buffer: *mut *mut u8, size: *mut usize, records: *mut usize) {
        *buffer = std::alloc::alloc_zeroed(buffer_layout());
        *size = if (*buffer).is_null() { 0 } else { BUFFER };
        *records = 0;
    }

    unsafe fn text(name: *const std::ffi::c_char) -> String {
        if name.is_null() {
            String::new()
        } else {
            CStr::from_ptr(name).to_string_lossy().into_owned()
        }
    }

    unsafe extern "C" fn completed(
        _context: CUcontext,
        _stream: u32,
        buffer: *mut u8,
        _size: usize,
        valid: usize,
    ) {
        let mut record: *mut CUpti_Activity = std::ptr::null_mut();
        let mut found = Vec::new();
        while cuptiActivityGetNextRecord(buffer, valid, &mut record) == CUPTI_SUCCESS {
            let kind = (*record).kind;
            if kind == CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL || kind == CUPTI_ACTIVITY_KIND_KERNEL {
                // Every later kernel record (CUpti_ActivityKernel10 on
                // CUDA 13.0, 13 on 13.5) has CUpti_ActivityKernel7's fields
                // read here at the same offsets: 7 is the newest that all
                // the matrix's headers have (CUDA 11.7's newest).
                let kernel = &*record.cast::<CUpti_ActivityKernel7>();
                found.push(Record {
                    kind,
                    name: text(kernel.name),
                    start: kernel.start,
                    end: kernel.end,
                    flags: 0,
                    id: kernel.correlationId,
                });
            } else if kind == CUPTI_ACTIVITY_KIND_MARKER {
                let marker = &*record.cast::<CUpti_ActivityMarker2>();
                found.push(Record {
                    kind,
                    name: text(marker.name),
                    start: marker.timestamp,
                    end: marker.timestamp,
                    flags: marker.flags.0,
                    id: marker.id,
                });
            }
        }
        if let Ok(mut records) = RECORDS.lock() {
            records.extend(found);
        }
        std::alloc::dealloc(buffer, buffer_layout());
    }

    pub fn run() -> TestResult {
        call!(cuptiActivityRegisterCallbacks(
            Some(requested),
            Some(completed)
        ))?;
        call!(cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL))?;
        call!(cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MARKER))?;
        let gpu = Gpu::probe()?;
        gpu.make_current()?;
        let buffer = VmmBuffer::new(&gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
        let input = crate::common::random_bytes(1 << 20);
        write(buffer.ptr, &input)?;
        let key = fastrand::u32(..);
        // The range's push and pop are ordinary functions of the crate.
        let depth = unsafe { nvtxRangePushA(RANGE.as_ptr()) };
        println!("nvtxRangePushA returned depth {depth}");
        crate::kernels::run_driver(&gpu, buffer.ptr, input.len(), key)?;
        unsafe { nvtxRangePop() };
        let output = read(buffer.ptr, input.len())?;
        ensure(output == crate::kernels::expected(&input, key), || {
            "the traced kernel's bytes differ from the host's".into()
        })?;
        call!(cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED.0))?;
        buffer.free()?;
        let records = RECORDS
            .lock()
            .map_err(|_| "the records' lock was poisoned")?;
        for record in records.iter() {
            println!("record: {record:?}");
        }
        let start = records
            .iter()
            .find(|r| {
                r.kind == CUPTI_ACTIVITY_KIND_MARKER
                    && r.name == RANGE.to_str().unwrap_or_default()
                    && r.flags & CUPTI_ACTIVITY_FLAG_MARKER_START.0 != 0
            })
            .ok_or("no NVTX range start named cuda-raw-sys trace")?;
        let end = records
            .iter()
            .find(|r| {
                r.kind == CUPTI_ACTIVITY_KIND_MARKER
                    && r.id == start.id
                    && r.flags & CUPTI_ACTIVITY_FLAG_MARKER_END.0 != 0
            })
            .ok_or("the NVTX range has no end record")?;
        ensure(end.start >= start.start, || {
            "the range's end is recorded before its start".into()
        })?;
        let kernel = records
            .iter()
            .find(|r| r.kind != CUPTI_ACTIVITY_KIND_MARKER && r.name.contains("transform"))
            .ok_or(NO_KERNEL)?;
        println!(
            "kernel {} ran {} ns",
            kernel.name,
            kernel.end.saturating_sub(kernel.start)
        );
        println!(
            "NVTX range {} from {} to {}; the kernel from {} to {}",
            start.name, start.start, end.start, kernel.start, kernel.end
        );
        ensure(kernel.end > kernel.start, || {
            format!("the kernel record's duration is not above zero: {kernel:?}")
        })
    }
}

// --- cuFile -----------------------------------------------------------------

/// A cuFile call's answer as a test result: both its codes.
#[cfg(feature = "cufile")]
fn cufile_check(status: CUfileError_t, what: &str) -> TestResult {
    ensure(status.err == CU_FILE_SUCCESS, || {
        format!(
            "{what} returned CUfileOpError {} (CUresult {})",
            status.err.0, status.cu_err.0
        )
    })
}

/// cuFile's driver opened, then 1 MiB written from a `cuMemMap` range into
/// a file and read back into the same range after it was cleared; the file's
/// bytes (read by the host) and the range's must be the ones written. On a
/// host without GPUDirect Storage (no nvidia-fs) cuFile works in its
/// compatibility mode, through the page cache: the test prints which. It
/// registers a file only where it can read the volume's attributes from
/// udev's database (`/run/udev`); where that is absent (containers, the GPU
/// machines this crate is tested on) registration answers
/// `CU_FILE_HANDLE_NOT_REGISTERED`, and the test is ignored with that reason
/// after the driver opened and closed.
#[cfg(feature = "cufile")]
fn cufile_writes_and_reads_a_file_from_mapped_memory(gpu: &Gpu) -> Result<Completion, Failed> {
    use std::os::fd::AsRawFd;
    cufile_check(unsafe { cuFileDriverOpen() }, "cuFileDriverOpen")?;
    let mut properties = CUfileDrvProps_t::default();
    let read_properties = unsafe { cuFileDriverGetProperties(&mut properties) };
    println!(
        "cuFileDriverGetProperties: CUfileOpError {}; nvidia-fs {}.{} (0.0: absent, compatibility mode)",
        read_properties.err.0, properties.nvfs.major_version, properties.nvfs.minor_version
    );
    let size = 1usize << 20;
    let buffer = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let bytes = crate::common::random_bytes(size);
    write(buffer.ptr, &bytes)?;
    let path = std::env::temp_dir().join(format!(
        "cuda-raw-sys-cufile-{}-{}",
        std::process::id(),
        fastrand::u64(..)
    ));
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .open(&path)
        .map_err(|e| format!("creating {}: {e}", path.display()))?;
    let outcome = (|| -> Result<Option<&'static str>, Failed> {
        let mut descriptor = CUfileDescr_t {
            type_: CU_FILE_HANDLE_TYPE_OPAQUE_FD,
            ..Default::default()
        };
        descriptor.handle.fd = file.as_raw_fd();
        let mut handle = null_mut();
        let registered = unsafe { cuFileHandleRegister(&mut handle, &mut descriptor) };
        if registered.err == CU_FILE_HANDLE_NOT_REGISTERED
            && !std::path::Path::new("/run/udev/data").is_dir()
        {
            return Ok(Some(
                "cuFileHandleRegister: CU_FILE_HANDLE_NOT_REGISTERED; this host has no udev \
                 database (/run/udev/data), where cuFile reads a volume's attributes, even in \
                 compatibility mode",
            ));
        }
        cufile_check(registered, "cuFileHandleRegister")?;
        let pointer = buffer.ptr as *mut c_void;
        let moved = (|| -> TestResult {
            let written = unsafe { cuFileWrite(handle, pointer, size, 0, 0) };
            ensure(written == size as isize, || {
                format!("cuFileWrite wrote {written} of {size} bytes")
            })?;
            let on_disk = std::fs::read(&path).map_err(|e| format!("reading the file: {e}"))?;
            ensure(on_disk == bytes, || {
                "the file's bytes differ from the mapped range's".into()
            })?;
            call!(cuMemsetD8(buffer.ptr, 0, size))?;
            let read_back = unsafe { cuFileRead(handle, pointer, size, 0, 0) };
            ensure(read_back == size as isize, || {
                format!("cuFileRead read {read_back} of {size} bytes")
            })?;
            ensure(read(buffer.ptr, size)? == bytes, || {
                "the range read back from the file differs from what was written".into()
            })
        })();
        unsafe { cuFileHandleDeregister(handle) };
        moved.map(|()| None)
    })();
    let _ = std::fs::remove_file(&path);
    let closed = cufile_check(unsafe { cuFileDriverClose() }, "cuFileDriverClose");
    let freed = buffer.free();
    let skipped = outcome?;
    closed?;
    freed?;
    Ok(match skipped {
        Some(reason) => Completion::ignored_with(reason),
        None => {
            println!("cuFileWrite and cuFileRead of {size} bytes: every byte as written");
            Completion::Completed
        }
    })
}
