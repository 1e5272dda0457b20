//! cuTENSOR (feature `cutensor`): a contraction over two modes and a
//! reduction over two modes, planned and run on a driver stream over memory
//! mapped with `cuMemMap`, each result checked element by element against
//! the host's. Without a GPU: the library is the headers' release, and its
//! compute descriptors, exported variables bound as `Variable`s, read as the
//! library's own.

#[allow(unused_imports)]
use crate::common::{driver_stream, eighths, ensure, Gpu, GpuTest, Owned, TestResult};
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
use std::ptr::{null, null_mut};

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cutensor")]
        Trial::test("cutensor::version_is_the_headers", version),
        #[cfg(feature = "cutensor")]
        Trial::test(
            "cutensor::compute_descriptors_are_the_librarys",
            compute_descriptors,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cutensor")]
        gpu_test!(contraction_and_reduction_match_the_host),
    ]
}

/// `cutensorGetVersion` is major × 10000 + minor × 100 + patch; the
/// library's major and minor are the headers'. (cutensor-cu13 2.8.1's header
/// still says patch 0.)
#[cfg(feature = "cutensor")]
fn version() -> TestResult {
    let version = unsafe { cutensorGetVersion() };
    let (major, minor) = (version / 10000, version / 100 % 100);
    println!("libcutensor {version}; headers {CUTENSOR_MAJOR}.{CUTENSOR_MINOR}.{CUTENSOR_PATCH}");
    ensure(
        (major, minor) == (CUTENSOR_MAJOR as usize, CUTENSOR_MINOR as usize),
        || format!("libcutensor is {version}, the headers {CUTENSOR_MAJOR}.{CUTENSOR_MINOR}"),
    )
}

/// `CUTENSOR_COMPUTE_DESC_*` are variables libcutensor exports: read through
/// the crate's `Variable`, each is there, not null, and they differ. (The
/// data types, `const` in the header and exported by no library, are
/// constants: `CUTENSOR_R_32F` is `CUDA_R_32F`.)
#[cfg(feature = "cutensor")]
fn compute_descriptors() -> TestResult {
    let descriptors = [
        ("32F", &CUTENSOR_COMPUTE_DESC_32F),
        ("64F", &CUTENSOR_COMPUTE_DESC_64F),
        ("16F", &CUTENSOR_COMPUTE_DESC_16F),
        ("TF32", &CUTENSOR_COMPUTE_DESC_TF32),
    ];
    for (name, descriptor) in descriptors {
        ensure(descriptor.is_available(), || {
            format!("CUTENSOR_COMPUTE_DESC_{name} is not available")
        })?;
        ensure(!descriptor.is_null(), || {
            format!("CUTENSOR_COMPUTE_DESC_{name} is null")
        })?;
    }
    let mut values: Vec<_> = descriptors.iter().map(|(_, d)| ***d as usize).collect();
    println!("compute descriptors: {values:x?}");
    values.sort();
    values.dedup();
    ensure(values.len() == descriptors.len(), || {
        "two compute descriptors are the same".to_owned()
    })?;
    const _: cutensorDataType_t = CUTENSOR_R_32F;
    ensure(CUTENSOR_R_32F == CUDA_R_32F, || {
        format!("CUTENSOR_R_32F is {CUTENSOR_R_32F:?}, not CUDA_R_32F")
    })
}

/// A packed (first mode fastest) f32 tensor descriptor.
#[cfg(feature = "cutensor")]
fn tensor(
    handle: cutensorHandle_t,
    extents: &[i64],
) -> Result<Owned<cutensorTensorDescriptor_t, cutensorStatus_t>, Failed> {
    let mut descriptor = null_mut();
    call!(cutensorCreateTensorDescriptor(
        handle,
        &mut descriptor,
        extents.len() as u32,
        extents.as_ptr(),
        null(),
        CUTENSOR_R_32F,
        128
    ))?;
    Ok(Owned::new(
        descriptor,
        "cutensorDestroyTensorDescriptor",
        |descriptor| unsafe { cutensorDestroyTensorDescriptor(descriptor) },
    ))
}

/// A plan for `operation` with the default algorithm, and the workspace it
/// asks for.
#[cfg(feature = "cutensor")]
fn plan(
    handle: cutensorHandle_t,
    operation: cutensorOperationDescriptor_t,
) -> Result<(Owned<cutensorPlan_t, cutensorStatus_t>, u64), Failed> {
    let mut preference = null_mut();
    call!(cutensorCreatePlanPreference(
        handle,
        &mut preference,
        CUTENSOR_ALGO_DEFAULT,
        CUTENSOR_JIT_MODE_NONE
    ))?;
    let preference = Owned::new(
        preference,
        "cutensorDestroyPlanPreference",
        |preference| unsafe { cutensorDestroyPlanPreference(preference) },
    );
    let mut workspace = 0u64;
    call!(cutensorEstimateWorkspaceSize(
        handle,
        operation,
        preference.get(),
        CUTENSOR_WORKSPACE_DEFAULT,
        &mut workspace
    ))?;
    let mut plan = null_mut();
    call!(cutensorCreatePlan(
        handle,
        &mut plan,
        operation,
        preference.get(),
        workspace
    ))?;
    preference.free()?;
    let plan = Owned::new(plan, "cutensorDestroyPlan", |plan| unsafe {
        cutensorDestroyPlan(plan)
    });
    Ok((plan, workspace))
}

/// D[a,b,c] = α Σ_{i,j} A[a,i,j,c] B[j,b,i] + β C[a,b,c] (D in C's place),
/// then R[a,c] = α Σ_{i,j} A[a,i,j,c] + β R[a,c] (cutensorReduce with
/// CUTENSOR_OP_ADD). Values are eighths, so every sum is exact in f32.
#[cfg(feature = "cutensor")]
fn contraction_and_reduction_match_the_host(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let mut handle = null_mut();
    call!(cutensorCreate(&mut handle))?;
    let handle = Owned::new(handle, "cutensorDestroy", |handle| unsafe {
        cutensorDestroy(handle)
    });
    let (na, nb, nc, ni, nj) = (24usize, 20usize, 7usize, 9usize, 5usize);
    let a = eighths(na * ni * nj * nc);
    let b = eighths(nj * nb * ni);
    let c = eighths(na * nb * nc);
    let r = eighths(na * nc);
    let (alpha, beta) = (1.5f32, -0.5f32);

    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);
    let a_at = layout.put(&a)?;
    let b_at = layout.put(&b)?;
    let c_at = layout.put(&c)?;
    let r_at = layout.put(&r)?;

    let modes = |names: &str| -> Vec<i32> { names.bytes().map(i32::from).collect() };
    let extent = |mode: u8| -> i64 {
        match mode {
            b'a' => na,
            b'b' => nb,
            b'c' => nc,
            b'i' => ni,
            _ => nj,
        }
        .try_into()
        .unwrap()
    };
    let extents = |names: &str| -> Vec<i64> { names.bytes().map(extent).collect() };
    let a_desc = tensor(handle.get(), &extents("aijc"))?;
    let b_desc = tensor(handle.get(), &extents("jbi"))?;
    let c_desc = tensor(handle.get(), &extents("abc"))?;
    let r_desc = tensor(handle.get(), &extents("ac"))?;

    // The contraction.
    let mut operation = null_mut();
    call!(cutensorCreateContraction(
        handle.get(),
        &mut operation,
        a_desc.get(),
        modes("aijc").as_ptr(),
        CUTENSOR_OP_IDENTITY,
        b_desc.get(),
        modes("jbi").as_ptr(),
        CUTENSOR_OP_IDENTITY,
        c_desc.get(),
        modes("abc").as_ptr(),
        CUTENSOR_OP_IDENTITY,
        c_desc.get(),
        modes("abc").as_ptr(),
        *CUTENSOR_COMPUTE_DESC_32F
    ))?;
    let contraction = Owned::new(
        operation,
        "cutensorDestroyOperationDescriptor",
        |operation| unsafe { cutensorDestroyOperationDescriptor(operation) },
    );
    let (contract, contract_workspace) = plan(handle.get(), contraction.get())?;

    // The reduction.
    let mut operation = null_mut();
    call!(cutensorCreateReduction(
        handle.get(),
        &mut operation,
        a_desc.get(),
        modes("aijc").as_ptr(),
        CUTENSOR_OP_IDENTITY,
        r_desc.get(),
        modes("ac").as_ptr(),
        CUTENSOR_OP_IDENTITY,
        r_desc.get(),
        modes("ac").as_ptr(),
        CUTENSOR_OP_ADD,
        *CUTENSOR_COMPUTE_DESC_32F
    ))?;
    let reduction = Owned::new(
        operation,
        "cutensorDestroyOperationDescriptor",
        |operation| unsafe { cutensorDestroyOperationDescriptor(operation) },
    );
    let (reduce, reduce_workspace) = plan(handle.get(), reduction.get())?;

    let workspace_size = contract_workspace.max(reduce_workspace).max(1) as usize;
    let workspace = VmmBuffer::new(gpu, workspace_size, CU_MEM_HANDLE_TYPE_NONE)?;
    let scalars = |value: &f32| (value as *const f32).cast::<c_void>();
    call!(cutensorContract(
        handle.get(),
        contract.get(),
        scalars(&alpha),
        a_at as *const c_void,
        b_at as *const c_void,
        scalars(&beta),
        c_at as *const c_void,
        c_at as *mut c_void,
        workspace.ptr as *mut c_void,
        contract_workspace,
        stream.get()
    ))?;
    call!(cutensorReduce(
        handle.get(),
        reduce.get(),
        scalars(&alpha),
        a_at as *const c_void,
        scalars(&beta),
        r_at as *const c_void,
        r_at as *mut c_void,
        workspace.ptr as *mut c_void,
        reduce_workspace,
        stream.get()
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let d: Vec<f32> = from_bytes(&read(c_at, c.len() * 4)?);
    let reduced: Vec<f32> = from_bytes(&read(r_at, r.len() * 4)?);

    // The host's, in f64; packed, first mode fastest.
    let a_at = |ia: usize, i: usize, j: usize, ic: usize| a[ia + na * (i + ni * (j + nj * ic))];
    let mut worst = 0f64;
    for ic in 0..nc {
        for ib in 0..nb {
            for ia in 0..na {
                let mut sum = 0f64;
                for j in 0..nj {
                    for i in 0..ni {
                        sum += f64::from(a_at(ia, i, j, ic)) * f64::from(b[j + nj * (ib + nb * i)]);
                    }
                }
                let at = ia + na * (ib + nb * ic);
                let expected = f64::from(alpha) * sum + f64::from(beta) * f64::from(c[at]);
                worst = worst.max((f64::from(d[at]) - expected).abs());
            }
        }
    }
    println!(
        "cuTENSOR {}: contraction D[a,b,c] = A[a,i,j,c] B[j,b,i] over {} elements (workspace {contract_workspace} bytes): largest error {worst:e}",
        unsafe { cutensorGetVersion() },
        d.len()
    );
    ensure(worst == 0.0, || {
        format!("the contraction is off by up to {worst:e}; sums of eighths are exact in f32")
    })?;
    let mut worst = 0f64;
    for ic in 0..nc {
        for ia in 0..na {
            let sum: f64 = (0..nj)
                .flat_map(|j| (0..ni).map(move |i| (i, j)))
                .map(|(i, j)| f64::from(a_at(ia, i, j, ic)))
                .sum();
            let at = ia + na * ic;
            let expected = f64::from(alpha) * sum + f64::from(beta) * f64::from(r[at]);
            worst = worst.max((f64::from(reduced[at]) - expected).abs());
        }
    }
    println!(
        "reduction R[a,c] = sum over i, j of A[a,i,j,c], {} elements: largest error {worst:e}",
        reduced.len()
    );
    ensure(worst == 0.0, || {
        format!("the reduction is off by up to {worst:e}; sums of eighths are exact in f32")
    })?;
    workspace.free()?;
    reduce.free()?;
    reduction.free()?;
    contract.free()?;
    contraction.free()?;
    r_desc.free()?;
    c_desc.free()?;
    b_desc.free()?;
    a_desc.free()?;
    handle.free()?;
    buffer.free()?;
    stream.free()
}
