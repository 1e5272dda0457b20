//! cuDSS (feature `cudss`): a sparse system A X = B solved on the GPU by
//! the direct solver (analysis, factorization, solve) from memory mapped with
//! `cuMemMap`, on a driver stream, and the residual of every right-hand side
//! computed on the host. Without a GPU: the library's version is the headers'.

#[cfg(feature = "cudss")]
use crate::common::library_properties;
#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, Gpu, GpuTest, Owned, TestResult};
#[allow(unused_imports)]
use crate::memory::{from_bytes, read, Layout, VmmBuffer};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};
#[allow(unused_imports)]
use std::ffi::c_void;
#[allow(unused_imports)]
use std::ptr::null_mut;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cudss")]
        Trial::test("cudss::version_is_the_headers", version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cudss")]
        gpu_test!(sparse_solve_has_a_small_residual),
    ]
}

/// The library loaded or linked is the release whose headers were bound:
/// cuDSS's file name carries only its major, and its calls change between
/// minors (1.0's `cudssMatrixCreateCsr` took a parameter more).
#[cfg(feature = "cudss")]
fn version() -> TestResult {
    let got = library_properties("cudssGetProperty", |property, value| unsafe {
        cudssGetProperty(property, value)
    })?;
    let headers = [
        CUDSS_VERSION_MAJOR as i32,
        CUDSS_VERSION_MINOR as i32,
        CUDSS_VERSION_PATCH as i32,
    ];
    println!("libcudss {got:?}, headers {headers:?}");
    ensure(got == headers, || {
        format!("libcudss is {got:?}, the headers {headers:?}")
    })
}

/// A random `n` × `n` CSR matrix, nonsymmetric, about 3 % filled, whose
/// diagonal outweighs the rest of its row (so it is nonsingular and
/// well-conditioned): row offsets, column indices, values.
#[cfg(feature = "cudss")]
fn random_csr(n: usize) -> (Vec<i32>, Vec<i32>, Vec<f64>) {
    let mut offsets = vec![0i32];
    let (mut columns, mut values) = (Vec::new(), Vec::new());
    for row in 0..n {
        let start = values.len();
        let mut off_diagonal = 0.0;
        for col in 0..n {
            if col == row {
                columns.push(col as i32);
                values.push(0.0);
            } else if fastrand::u8(..32) == 0 {
                let value = fastrand::f64() * 2.0 - 1.0;
                off_diagonal += f64::abs(value);
                columns.push(col as i32);
                values.push(value);
            }
        }
        let diagonal = start
            + columns[start..]
                .iter()
                .position(|&c| c as usize == row)
                .unwrap();
        values[diagonal] = (1.0 + off_diagonal) * if fastrand::bool() { 1.0 } else { -1.0 };
        offsets.push(columns.len() as i32);
    }
    (offsets, columns, values)
}

/// cudssExecute's phase: a `cudssPhase_t` in cuDSS 0.5, an `int` (the
/// phases are flags to combine) in 0.7 and 1.0; the parameter's type picks.
#[cfg(feature = "cudss")]
trait Phase {
    fn of(phase: cudssPhase_t) -> Self;
}

#[cfg(feature = "cudss")]
impl Phase for i32 {
    fn of(phase: cudssPhase_t) -> Self {
        phase.0 as i32
    }
}

#[cfg(feature = "cudss")]
impl Phase for cudssPhase_t {
    fn of(phase: cudssPhase_t) -> Self {
        phase
    }
}

/// `cudssMatrixCreateCsr` for 32-bit indices and offsets: 1.0 names the
/// offsets' type apart (`cudss_csr_has_offset_type`, from the headers).
#[cfg(feature = "cudss")]
fn csr_matrix(
    n: usize,
    nnz: usize,
    offsets: CUdeviceptr,
    columns: CUdeviceptr,
    values: CUdeviceptr,
) -> Result<cudssMatrix_t, Failed> {
    let mut matrix = null_mut();
    #[cfg(cudss_csr_has_offset_type)]
    call!(cudssMatrixCreateCsr(
        &mut matrix,
        n as i64,
        n as i64,
        nnz as i64,
        offsets as *mut c_void,
        null_mut(),
        columns as *mut c_void,
        values as *mut c_void,
        CUDA_R_32I,
        CUDA_R_32I,
        CUDA_R_64F,
        CUDSS_MTYPE_GENERAL,
        CUDSS_MVIEW_FULL,
        CUDSS_BASE_ZERO
    ))?;
    #[cfg(not(cudss_csr_has_offset_type))]
    call!(cudssMatrixCreateCsr(
        &mut matrix,
        n as i64,
        n as i64,
        nnz as i64,
        offsets as *mut c_void,
        null_mut(),
        columns as *mut c_void,
        values as *mut c_void,
        CUDA_R_32I,
        CUDA_R_64F,
        CUDSS_MTYPE_GENERAL,
        CUDSS_MVIEW_FULL,
        CUDSS_BASE_ZERO
    ))?;
    Ok(matrix)
}

/// Analysis, factorization and solve of A X = B, A a random sparse
/// nonsymmetric matrix (n = 400) and B three right-hand sides; the host's
/// product A X must give B back, and cuDSS's own info must be 0.
#[cfg(feature = "cudss")]
fn sparse_solve_has_a_small_residual(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let mut handle = null_mut();
    call!(cudssCreate(&mut handle))?;
    let handle = Owned::new(handle, "cudssDestroy", |handle| unsafe {
        cudssDestroy(handle)
    });
    call!(cudssSetStream(handle.get(), stream.get()))?;
    let mut config = null_mut();
    call!(cudssConfigCreate(&mut config))?;
    let config = Owned::new(config, "cudssConfigDestroy", |config| unsafe {
        cudssConfigDestroy(config)
    });
    let mut data = null_mut();
    call!(cudssDataCreate(handle.get(), &mut data))?;
    let data = Owned::new(
        (handle.get(), data),
        "cudssDataDestroy",
        |(handle, data)| unsafe { cudssDataDestroy(handle, data) },
    );

    let (n, nrhs) = (400usize, 3usize);
    let (offsets, columns, values) = random_csr(n);
    let b: Vec<f64> = (0..n * nrhs).map(|_| fastrand::f64() * 2.0 - 1.0).collect();
    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);
    let offsets_at = layout.put(&offsets)?;
    let columns_at = layout.put(&columns)?;
    let values_at = layout.put(&values)?;
    let b_at = layout.put(&b)?;
    let x_at = layout.put(&vec![0f64; n * nrhs])?;

    let a = csr_matrix(n, values.len(), offsets_at, columns_at, values_at)?;
    let a = Owned::new(a, "cudssMatrixDestroy", |matrix| unsafe {
        cudssMatrixDestroy(matrix)
    });
    let dense = |at: CUdeviceptr| -> Result<cudssMatrix_t, Failed> {
        let mut matrix = null_mut();
        call!(cudssMatrixCreateDn(
            &mut matrix,
            n as i64,
            nrhs as i64,
            n as i64,
            at as *mut c_void,
            CUDA_R_64F,
            CUDSS_LAYOUT_COL_MAJOR
        ))?;
        Ok(matrix)
    };
    let rhs = Owned::new(dense(b_at)?, "cudssMatrixDestroy", |matrix| unsafe {
        cudssMatrixDestroy(matrix)
    });
    let solution = Owned::new(dense(x_at)?, "cudssMatrixDestroy", |matrix| unsafe {
        cudssMatrixDestroy(matrix)
    });
    for phase in [
        CUDSS_PHASE_ANALYSIS,
        CUDSS_PHASE_FACTORIZATION,
        CUDSS_PHASE_SOLVE,
    ] {
        call!(cudssExecute(
            handle.get(),
            Phase::of(phase),
            config.get(),
            data.get().1,
            a.get(),
            solution.get(),
            rhs.get()
        ))?;
    }
    call!(cuStreamSynchronize(stream.get()))?;
    let mut info = -1i32;
    let mut written = 0usize;
    call!(cudssDataGet(
        handle.get(),
        data.get().1,
        CUDSS_DATA_INFO,
        (&mut info as *mut i32).cast(),
        size_of::<i32>(),
        &mut written
    ))?;
    ensure(info == 0 && written == size_of::<i32>(), || {
        format!("cuDSS's info is {info} ({written} bytes written)")
    })?;
    let x: Vec<f64> = from_bytes(&read(x_at, n * nrhs * 8)?);

    // Backward error ‖A x − b‖∞ / (‖A‖∞ ‖x‖∞ + ‖b‖∞) per right-hand side;
    // a stable direct solve keeps it near n ε (about 1e-14 here).
    let tolerance = 1e-12;
    let row = |i: usize| offsets[i] as usize..offsets[i + 1] as usize;
    let norm_a = (0..n)
        .map(|i| row(i).map(|k| values[k].abs()).sum::<f64>())
        .fold(0.0, f64::max);
    let mut worst = 0f64;
    for column in 0..nrhs {
        let x = &x[column * n..(column + 1) * n];
        let b = &b[column * n..(column + 1) * n];
        let residual = (0..n)
            .map(|i| {
                let ax: f64 = row(i).map(|k| values[k] * x[columns[k] as usize]).sum();
                (ax - b[i]).abs()
            })
            .fold(0.0, f64::max);
        let norm_x = x.iter().map(|v| v.abs()).fold(0.0, f64::max);
        let norm_b = b.iter().map(|v| v.abs()).fold(0.0, f64::max);
        worst = worst.max(residual / (norm_a * norm_x + norm_b));
    }
    println!(
        "cuDSS {CUDSS_VERSION_MAJOR}.{CUDSS_VERSION_MINOR}: n = {n}, {} nonzeros, {nrhs} right-hand sides: backward error {worst:.2e}",
        values.len()
    );
    ensure(worst <= tolerance, || {
        format!("the solve's backward error is {worst:e}, more than {tolerance:e}")
    })?;
    solution.free()?;
    rhs.free()?;
    a.free()?;
    data.free()?;
    config.free()?;
    handle.free()?;
    buffer.free()?;
    stream.free()
}
