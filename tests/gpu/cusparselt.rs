//! cuSPARSELt (feature `cusparselt`): a half-precision product whose first
//! operand is pruned to 2:4 sparsity on the GPU, compressed and multiplied,
//! checked against the host's product of the pruned matrix. The operands are
//! small integers, so every sum is exact in half precision and the check is
//! exact too.

#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, Gpu, GpuTest, Owned, TestResult};
#[allow(unused_imports)]
use crate::memory::{from_bytes, read, to_bytes, Layout, VmmBuffer};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::Trial;
#[allow(unused_imports)]
use std::ffi::c_void;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cusparselt")]
        Trial::test(
            "cusparselt::version_is_the_headers_or_newer",
            cusparselt_version,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cusparselt")]
        gpu_test!(pruned_2_4_product_matches_the_host),
    ]
}

#[cfg(feature = "cusparselt")]
fn cusparselt_version() -> TestResult {
    let (mut major, mut minor) = (0, 0);
    call!(cusparseLtGetProperty(MAJOR_VERSION, &mut major))?;
    call!(cusparseLtGetProperty(MINOR_VERSION, &mut minor))?;
    println!(
        "libcusparseLt is {major}.{minor}; headers are \
         {CUSPARSELT_VER_MAJOR}.{CUSPARSELT_VER_MINOR}"
    );
    // 0.x: a minor is a release of its own; a newer one keeps the older calls.
    ensure(
        major == CUSPARSELT_VER_MAJOR as i32 && minor >= CUSPARSELT_VER_MINOR as i32,
        || "libcusparseLt is older than the headers".into(),
    )
}

/// An f32 that half precision holds exactly, as its bits.
#[cfg(feature = "cusparselt")]
fn half(value: f32) -> u16 {
    if value == 0.0 {
        return 0;
    }
    let bits = value.to_bits();
    let exponent = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    assert!(
        (1..31).contains(&exponent) && bits & 0x1fff == 0,
        "{value} is not exact in half precision"
    );
    ((bits >> 16) & 0x8000) as u16 | (exponent as u16) << 10 | ((bits >> 13) & 0x3ff) as u16
}

/// A normal half (or zero) as f32.
#[cfg(feature = "cusparselt")]
fn from_half(bits: u16) -> f32 {
    let sign = u32::from(bits & 0x8000) << 16;
    let exponent = u32::from((bits >> 10) & 0x1f);
    let mantissa = u32::from(bits & 0x3ff);
    match exponent {
        0 if mantissa == 0 => f32::from_bits(sign),
        0 | 31 => f32::NAN,
        _ => f32::from_bits(sign | (exponent + 127 - 15) << 23 | mantissa << 13),
    }
}

/// cuSPARSELt's opaque objects live where they are made (their destroy
/// calls take pointers): boxed, and destroyed on drop.
#[cfg(feature = "cusparselt")]
struct Made<T> {
    value: Box<T>,
    destroy: unsafe extern "C" fn(*const T) -> cusparseStatus_t,
}

#[cfg(feature = "cusparselt")]
impl<T> Made<T> {
    /// A zeroed `T`, filled by `init`.
    fn new(
        init: impl FnOnce(*mut T) -> cusparseStatus_t,
        what: &str,
        destroy: unsafe extern "C" fn(*const T) -> cusparseStatus_t,
    ) -> Result<Self, libtest_mimic::Failed> {
        // SAFETY: every cuSPARSELt object is a plain byte array.
        let mut value: Box<T> = Box::new(unsafe { std::mem::zeroed() });
        crate::common::check(init(&mut *value), what)?;
        Ok(Made { value, destroy })
    }

    fn get(&self) -> *const T {
        &*self.value
    }

    fn get_mut(&mut self) -> *mut T {
        &mut *self.value
    }
}

#[cfg(feature = "cusparselt")]
impl<T> Drop for Made<T> {
    fn drop(&mut self) {
        unsafe { (self.destroy)(&*self.value) };
    }
}

#[cfg(feature = "cusparselt")]
fn pruned_2_4_product_matches_the_host(gpu: &Gpu) -> TestResult {
    // D = alpha A B + beta C, row-major, A (m x k) structured.
    let (m, n, k) = (64usize, 32usize, 64usize);
    let (alpha, beta) = (2.0f32, -1.0f32);
    let int = |range: std::ops::RangeInclusive<i8>| f32::from(fastrand::i8(range));
    let a: Vec<f32> = (0..m * k).map(|_| int(-3..=3)).collect();
    let b: Vec<f32> = (0..k * n).map(|_| int(-3..=3)).collect();
    let c: Vec<f32> = (0..m * n).map(|_| int(-4..=4)).collect();
    let halves = |values: &[f32]| values.iter().map(|&v| half(v)).collect::<Vec<u16>>();

    let stream = driver_stream()?;
    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);
    let dense_a = layout.put(&halves(&a))?;
    let pruned_a = layout.take(m * k * 2);
    let device_b = layout.put(&halves(&b))?;
    let device_c = layout.put(&halves(&c))?;
    let device_d = layout.take(m * n * 2);
    let valid = layout.take(4);

    let handle = Made::new(
        |handle| unsafe { cusparseLtInit(handle) },
        "cusparseLtInit",
        cusparseLtDestroy,
    )?;
    let h = handle.get();
    let alignment = 16;
    let matrix_a = Made::new(
        |descriptor| unsafe {
            cusparseLtStructuredDescriptorInit(
                h,
                descriptor,
                m as i64,
                k as i64,
                k as i64,
                alignment,
                CUDA_R_16F,
                CUSPARSE_ORDER_ROW,
                CUSPARSELT_SPARSITY_50_PERCENT,
            )
        },
        "cusparseLtStructuredDescriptorInit",
        cusparseLtMatDescriptorDestroy,
    )?;
    let dense = |rows: usize, cols: usize| {
        Made::new(
            |descriptor| unsafe {
                cusparseLtDenseDescriptorInit(
                    h,
                    descriptor,
                    rows as i64,
                    cols as i64,
                    cols as i64,
                    alignment,
                    CUDA_R_16F,
                    CUSPARSE_ORDER_ROW,
                )
            },
            "cusparseLtDenseDescriptorInit",
            cusparseLtMatDescriptorDestroy,
        )
    };
    let (matrix_b, matrix_c) = (dense(k, n)?, dense(m, n)?);
    // The descriptors are plain data: zeroed, initialised, never destroyed.
    let mut matmul: cusparseLtMatmulDescriptor_t = unsafe { std::mem::zeroed() };
    call!(cusparseLtMatmulDescriptorInit(
        h,
        &mut matmul,
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        CUSPARSE_OPERATION_NON_TRANSPOSE,
        matrix_a.get(),
        matrix_b.get(),
        matrix_c.get(),
        matrix_c.get(),
        CUSPARSE_COMPUTE_32F
    ))?;
    let selection = Made::new(
        |selection| unsafe {
            cusparseLtMatmulAlgSelectionInit(h, selection, &matmul, CUSPARSELT_MATMUL_ALG_DEFAULT)
        },
        "cusparseLtMatmulAlgSelectionInit",
        cusparseLtMatmulAlgSelectionDestroy,
    )?;
    let mut plan = Made::new(
        |plan| unsafe { cusparseLtMatmulPlanInit(h, plan, &matmul, selection.get()) },
        "cusparseLtMatmulPlanInit",
        cusparseLtMatmulPlanDestroy,
    )?;

    // The dense random A is not 2:4; pruned, it is. The check's flag is
    // zeroed first: the check may write it only where it finds a violation.
    let s = stream.get();
    let is_2_4 = |matrix: CUdeviceptr| -> Result<i32, libtest_mimic::Failed> {
        call!(cuMemsetD32Async(valid, 0, 1, s))?;
        call!(cusparseLtSpMMAPruneCheck(
            h,
            &matmul,
            matrix as *const c_void,
            valid as *mut i32,
            s
        ))?;
        call!(cuStreamSynchronize(s))?;
        Ok(from_bytes::<i32>(&read(valid, 4)?)[0])
    };
    ensure(is_2_4(dense_a)? == 1, || {
        "cusparseLtSpMMAPruneCheck finds a random dense matrix 2:4".into()
    })?;
    call!(cusparseLtSpMMAPrune(
        h,
        &matmul,
        dense_a as *const c_void,
        pruned_a as *mut c_void,
        CUSPARSELT_PRUNE_SPMMA_STRIP,
        s
    ))?;
    call!(cuStreamSynchronize(s))?;
    let pruned: Vec<f32> = from_bytes::<u16>(&read(pruned_a, m * k * 2)?)
        .into_iter()
        .map(from_half)
        .collect();
    // Each run of four along a row keeps at most two values, each as it was,
    // and the two of largest magnitude (STRIP's rule).
    for (group, (kept, original)) in pruned.chunks(4).zip(a.chunks(4)).enumerate() {
        let nonzero = kept.iter().filter(|v| **v != 0.0).count();
        let unchanged = kept.iter().zip(original).all(|(k, o)| *k == 0.0 || k == o);
        let mut magnitudes: Vec<f32> = original.iter().map(|v| v.abs()).collect();
        magnitudes.sort_by(|x, y| y.total_cmp(x));
        let largest: f32 = magnitudes[..2].iter().sum();
        let kept_sum: f32 = kept.iter().map(|v| v.abs()).sum();
        ensure(nonzero <= 2 && unchanged && kept_sum == largest, || {
            format!("group {group} pruned from {original:?} to {kept:?}")
        })?;
    }
    let flag = is_2_4(pruned_a)?;
    ensure(flag == 0, || {
        format!("cusparseLtSpMMAPruneCheck flags ({flag}) what cusparseLtSpMMAPrune made")
    })?;

    let (mut compressed_size, mut compress_buffer_size) = (0usize, 0usize);
    call!(cusparseLtSpMMACompressedSize(
        h,
        plan.get(),
        &mut compressed_size,
        &mut compress_buffer_size
    ))?;
    let compressed = layout.take(compressed_size);
    let compress_buffer = layout.take(compress_buffer_size.max(1));
    call!(cusparseLtSpMMACompress(
        h,
        plan.get(),
        pruned_a as *const c_void,
        compressed as *mut c_void,
        compress_buffer as *mut c_void,
        s
    ))?;
    let mut workspace_size = 0usize;
    call!(cusparseLtMatmulGetWorkspace(
        h,
        plan.get(),
        &mut workspace_size
    ))?;
    let workspace = layout.take(workspace_size.max(1));
    let mut streams = [s];
    call!(cusparseLtMatmul(
        h,
        plan.get_mut(),
        (&alpha as *const f32).cast(),
        compressed as *const c_void,
        device_b as *const c_void,
        (&beta as *const f32).cast(),
        device_c as *const c_void,
        device_d as *mut c_void,
        workspace as *mut c_void,
        streams.as_mut_ptr(),
        1
    ))?;
    call!(cuStreamSynchronize(s))?;
    let got: Vec<f32> = from_bytes::<u16>(&read(device_d, m * n * 2)?)
        .into_iter()
        .map(from_half)
        .collect();
    for row in 0..m {
        for column in 0..n {
            let sum: f32 = (0..k)
                .map(|i| pruned[row * k + i] * b[i * n + column])
                .sum();
            let expected = alpha * sum + beta * c[row * n + column];
            let value = got[row * n + column];
            ensure(value == expected, || {
                format!("D[{row}][{column}] is {value}, the host's {expected}")
            })?;
        }
    }
    println!(
        "{m}x{k} (2:4) times {k}x{n}: exact; compressed A {compressed_size} bytes \
         of {} dense",
        m * k * 2
    );
    drop((plan, selection, matrix_c, matrix_b, matrix_a, handle));
    stream.free()?;
    buffer.free()
}
