//! cuQuantum: cuStateVec (feature `custatevec`) and cuTensorNet (feature
//! `cutensornet`). A four-qubit state vector through four gates, and its
//! masked marginal probabilities; a network of three matrices contracted
//! through cuTensorNet's network API; each result checked against the
//! host's. Without a GPU: each library is the headers' release.

#[cfg(feature = "custatevec")]
use crate::common::library_properties;
#[allow(unused_imports)]
use crate::common::{driver_stream, eighths, ensure, Gpu, GpuTest, Owned, TestResult};
#[cfg(any(feature = "custatevec", feature = "cutensornet"))]
use crate::memory::{allocate, download, upload};
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
        #[cfg(feature = "custatevec")]
        Trial::test(
            "cuquantum::custatevec_version_is_the_headers",
            custatevec_version,
        ),
        #[cfg(feature = "cutensornet")]
        Trial::test(
            "cuquantum::cutensornet_version_is_the_headers",
            cutensornet_version,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "custatevec")]
        gpu_test!(custatevec_gates_and_marginals_match_the_host),
        #[cfg(feature = "cutensornet")]
        gpu_test!(cutensornet_contraction_matches_the_host),
    ]
}

/// `custatevecGetVersion` is the headers' `CUSTATEVEC_VERSION` (major ×
/// 10000 + minor × 100 + patch), and `custatevecGetProperty` gives the
/// same three parts.
#[cfg(feature = "custatevec")]
fn custatevec_version() -> TestResult {
    let version = unsafe { custatevecGetVersion() };
    let parts = library_properties("custatevecGetProperty", |property, part| unsafe {
        custatevecGetProperty(property, part)
    })?;
    println!(
        "libcustatevec {version} (properties {parts:?}); headers {CUSTATEVEC_VER_MAJOR}.{CUSTATEVEC_VER_MINOR}.{CUSTATEVEC_VER_PATCH}"
    );
    ensure(version == CUSTATEVEC_VERSION as usize, || {
        format!("libcustatevec is {version}, the headers {CUSTATEVEC_VERSION}")
    })?;
    let [major, minor, patch] = parts.map(|part| part as usize);
    ensure(major * 10000 + minor * 100 + patch == version, || {
        format!("custatevecGetProperty gives {parts:?}, custatevecGetVersion {version}")
    })
}

/// `cutensornetGetVersion` is the headers' `CUTENSORNET_VERSION` (major ×
/// 10000 + minor × 100 + patch).
#[cfg(feature = "cutensornet")]
fn cutensornet_version() -> TestResult {
    let version = unsafe { cutensornetGetVersion() };
    println!(
        "libcutensornet {version}, built with CUDA runtime {}; headers {CUTENSORNET_MAJOR}.{CUTENSORNET_MINOR}.{CUTENSORNET_PATCH}",
        unsafe { cutensornetGetCudartVersion() }
    );
    ensure(version == CUTENSORNET_VERSION as usize, || {
        format!("libcutensornet is {version}, the headers {CUTENSORNET_VERSION}")
    })
}

/// The largest of `errors`; NaN if any is NaN, so that it fails every bound.
#[cfg(any(
    feature = "custatevec",
    feature = "cutensornet",
    feature = "cudensitymat"
))]
pub fn largest(errors: impl Iterator<Item = f64>) -> f64 {
    errors.fold(0.0, |worst, error| {
        if error.is_nan() || worst.is_nan() {
            f64::NAN
        } else {
            worst.max(error)
        }
    })
}

/// cuComplex.h's `cuDoubleComplex` is `double2`; the crate binds that
/// typedef only with features whose headers include cuComplex.h.
#[cfg(any(feature = "custatevec", feature = "cudensitymat"))]
pub type Complex = double2;

#[cfg(any(feature = "custatevec", feature = "cudensitymat"))]
pub fn complex(re: f64, im: f64) -> Complex {
    Complex { x: re, y: im }
}

#[cfg(any(feature = "custatevec", feature = "cudensitymat"))]
pub fn times(a: Complex, b: Complex) -> Complex {
    complex(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x)
}

#[cfg(any(feature = "custatevec", feature = "cudensitymat"))]
pub fn plus(a: Complex, b: Complex) -> Complex {
    complex(a.x + b.x, a.y + b.y)
}

/// A random complex number, each part in [-1, 1).
#[cfg(any(feature = "custatevec", feature = "cudensitymat"))]
pub fn random_complex() -> Complex {
    complex(fastrand::f64() * 2.0 - 1.0, fastrand::f64() * 2.0 - 1.0)
}

/// One custatevecApplyMatrix call: a 2×2 matrix on one target qubit, where
/// every control qubit has its value (1 where `values` is empty, as the
/// library takes a null `controlBitValues`).
#[cfg(feature = "custatevec")]
struct Gate {
    name: &'static str,
    matrix: [Complex; 4],
    row_major: bool,
    target: i32,
    controls: Vec<i32>,
    values: Vec<i32>,
}

#[cfg(feature = "custatevec")]
impl Gate {
    fn layout(&self) -> custatevecMatrixLayout_t {
        if self.row_major {
            CUSTATEVEC_MATRIX_LAYOUT_ROW
        } else {
            CUSTATEVEC_MATRIX_LAYOUT_COL
        }
    }

    /// Element (row, column) of the matrix, read as the layout says.
    fn element(&self, row: usize, column: usize) -> Complex {
        if self.row_major {
            self.matrix[2 * row + column]
        } else {
            self.matrix[row + 2 * column]
        }
    }

    /// The gate on the host: qubit k is bit k of an amplitude's index.
    fn apply_on_host(&self, state: &mut [Complex]) {
        let target = 1 << self.target;
        for index in (0..state.len()).filter(|index| index & target == 0) {
            let controlled = self.controls.iter().enumerate().all(|(at, &qubit)| {
                (index >> qubit & 1) as i32 == self.values.get(at).copied().unwrap_or(1)
            });
            if controlled {
                let (zero, one) = (state[index], state[index | target]);
                state[index] = plus(
                    times(self.element(0, 0), zero),
                    times(self.element(0, 1), one),
                );
                state[index | target] = plus(
                    times(self.element(1, 0), zero),
                    times(self.element(1, 1), one),
                );
            }
        }
    }
}

/// A null pointer for an empty list, as the samples pass; else the list.
#[cfg(feature = "custatevec")]
fn list(values: &[i32]) -> *const i32 {
    if values.is_empty() {
        null()
    } else {
        values.as_ptr()
    }
}

/// On a random normalized four-qubit state (complex128): H on qubit 0; CNOT
/// (X on qubit 1, controlled by qubit 0); a random non-symmetric matrix M
/// on qubit 2, row-major; a random N on qubit 1 where qubit 2 is 0,
/// column-major. Each amplitude matches the host's within 1e-12 (a
/// transposed or misread matrix is off by order 1). Then
/// `custatevecAbs2SumArray` over qubits (2, 0), where qubit 1 is 1, matches
/// the host's sums of |amplitude|²: element b0 + 2·b1 sums the indices whose
/// bit 2 is b0 and bit 0 is b1 (the first bit in the ordering is the
/// least significant).
#[cfg(feature = "custatevec")]
fn custatevec_gates_and_marginals_match_the_host(_gpu: &Gpu) -> TestResult {
    const QUBITS: u32 = 4;
    const TOLERANCE: f64 = 1e-12;
    let stream = driver_stream()?;
    let mut handle = null_mut();
    call!(custatevecCreate(&mut handle))?;
    let handle = Owned::new(handle, "custatevecDestroy", |handle| unsafe {
        custatevecDestroy(handle)
    });
    call!(custatevecSetStream(handle.get(), stream.get()))?;

    let mut state: Vec<Complex> = (0..1 << QUBITS).map(|_| random_complex()).collect();
    let norm = state
        .iter()
        .map(|a| a.x * a.x + a.y * a.y)
        .sum::<f64>()
        .sqrt();
    for amplitude in &mut state {
        *amplitude = complex(amplitude.x / norm, amplitude.y / norm);
    }
    let sv = upload(&state, stream.get())?;

    let h = complex(std::f64::consts::FRAC_1_SQRT_2, 0.0);
    let (zero, one) = (complex(0.0, 0.0), complex(1.0, 0.0));
    let gates = [
        Gate {
            name: "H on qubit 0",
            matrix: [h, h, h, complex(-h.x, 0.0)],
            row_major: true,
            target: 0,
            controls: vec![],
            values: vec![],
        },
        Gate {
            name: "CNOT, qubit 0 controlling qubit 1",
            matrix: [zero, one, one, zero],
            row_major: true,
            target: 1,
            controls: vec![0],
            values: vec![],
        },
        Gate {
            name: "M on qubit 2, row-major",
            matrix: std::array::from_fn(|_| random_complex()),
            row_major: true,
            target: 2,
            controls: vec![],
            values: vec![],
        },
        Gate {
            name: "N on qubit 1 where qubit 2 is 0, column-major",
            matrix: std::array::from_fn(|_| random_complex()),
            row_major: false,
            target: 1,
            controls: vec![2],
            values: vec![0],
        },
    ];

    // One extra workspace, the largest any gate asks for, kept until the
    // stream is synchronized.
    let mut workspace_size = 0;
    for gate in &gates {
        let mut size = 0;
        call!(custatevecApplyMatrixGetWorkspaceSize(
            handle.get(),
            CUDA_C_64F,
            QUBITS,
            gate.matrix.as_ptr().cast(),
            CUDA_C_64F,
            gate.layout(),
            0,
            1,
            gate.controls.len() as u32,
            CUSTATEVEC_COMPUTE_64F,
            &mut size
        ))?;
        workspace_size = workspace_size.max(size);
    }
    let workspace = match workspace_size {
        0 => None,
        size => Some(allocate(size)?),
    };
    let workspace_ptr = workspace
        .as_ref()
        .map_or(null_mut(), |workspace| workspace.get() as *mut c_void);

    for gate in &gates {
        call!(custatevecApplyMatrix(
            handle.get(),
            sv.get() as *mut c_void,
            CUDA_C_64F,
            QUBITS,
            gate.matrix.as_ptr().cast(),
            CUDA_C_64F,
            gate.layout(),
            0,
            &gate.target,
            1,
            list(&gate.controls),
            list(&gate.values),
            gate.controls.len() as u32,
            CUSTATEVEC_COMPUTE_64F,
            workspace_ptr,
            workspace_size
        ))
        .map_err(|e| format!("{}: {}", gate.name, e.message().unwrap_or_default()))?;
        gate.apply_on_host(&mut state);
    }

    let (ordering, mask, mask_ordering) = ([2, 0], [1], [1]);
    let sums = allocate(4 * std::mem::size_of::<f64>())?;
    call!(custatevecAbs2SumArray(
        handle.get(),
        sv.get() as *const c_void,
        CUDA_C_64F,
        QUBITS,
        sums.get() as *mut f64,
        ordering.as_ptr(),
        ordering.len() as u32,
        mask.as_ptr(),
        mask_ordering.as_ptr(),
        mask.len() as u32
    ))?;
    let amplitudes: Vec<Complex> = download(sv.get(), state.len(), stream.get())?;
    let marginals: Vec<f64> = download(sums.get(), 4, stream.get())?;

    // Per amplitude, the larger error of its two parts.
    let errors: Vec<f64> = amplitudes
        .iter()
        .zip(&state)
        .map(|(a, e)| largest([(a.x - e.x).abs(), (a.y - e.y).abs()].into_iter()))
        .collect();
    let worst = largest(errors.iter().copied());
    println!(
        "cuStateVec {}: {} gates on {QUBITS} qubits (extra workspace {workspace_size} bytes): largest amplitude error {worst:e}",
        unsafe { custatevecGetVersion() },
        gates.len()
    );
    ensure(worst <= TOLERANCE, || {
        let at = errors
            .iter()
            .position(|&error| error.is_nan() || error > TOLERANCE)
            .unwrap_or(0);
        format!(
            "amplitudes are off by up to {worst:e}; first at index {at}: device {:?}, host {:?}",
            amplitudes[at], state[at]
        )
    })?;

    let mut expected = [0f64; 4];
    for (index, amplitude) in state.iter().enumerate() {
        if index >> 1 & 1 == 1 {
            expected[(index >> 2 & 1) | (index & 1) << 1] +=
                amplitude.x * amplitude.x + amplitude.y * amplitude.y;
        }
    }
    let worst = largest(marginals.iter().zip(&expected).map(|(a, e)| (a - e).abs()));
    println!("marginals over qubits (2, 0) where qubit 1 is 1: {marginals:?}, host {expected:?}");
    ensure(worst <= TOLERANCE, || {
        format!(
            "custatevecAbs2SumArray gives {marginals:?}, the host {expected:?} \
             (element b0 + 2 b1: qubit 2 is b0, qubit 0 is b1)"
        )
    })?;

    sums.free()?;
    if let Some(workspace) = workspace {
        workspace.free()?;
    }
    sv.free()?;
    handle.free()?;
    stream.free()
}

/// D[i,l] = Σ_{j,k} A[i,j] B[j,k] C[k,l] in f64 through the network API
/// cuTensorNet 2.14 documents (cutensornetCreateNetwork, AppendTensor,
/// SetOutputTensor, ContractionOptimize, WorkspaceComputeContractionSizes,
/// NetworkPrepareContraction, Set{Input,Output}TensorMemory,
/// NetworkContract), every tensor packed first mode fastest (null strides).
/// Values are eighths, so every sum is exact in f64 in any order; D starts
/// as NaNs, so an element left unwritten fails.
#[cfg(feature = "cutensornet")]
fn cutensornet_contraction_matches_the_host(_gpu: &Gpu) -> TestResult {
    // The optimizer's bound on the scratch memory a path may need.
    const WORKSPACE_LIMIT: u64 = 256 << 20;
    let stream = driver_stream()?;
    let mut handle = null_mut();
    call!(cutensornetCreate(&mut handle))?;
    let handle = Owned::new(handle, "cutensornetDestroy", |handle| unsafe {
        cutensornetDestroy(handle)
    });
    let (ni, nj, nk, nl) = (8usize, 6usize, 5usize, 7usize);
    let values = |count: usize| -> Vec<f64> { eighths(count).into_iter().map(f64::from).collect() };
    let (a, b, c) = (values(ni * nj), values(nj * nk), values(nk * nl));
    let inputs = [
        ("ij", upload(&a, stream.get())?),
        ("jk", upload(&b, stream.get())?),
        ("kl", upload(&c, stream.get())?),
    ];
    let d_at = upload(&vec![f64::NAN; ni * nl], stream.get())?;

    let modes = |names: &str| -> Vec<i32> { names.bytes().map(i32::from).collect() };
    let extent = |mode: u8| -> i64 {
        match mode {
            b'i' => ni,
            b'j' => nj,
            b'k' => nk,
            _ => nl,
        }
        .try_into()
        .unwrap()
    };
    let extents = |names: &str| -> Vec<i64> { names.bytes().map(extent).collect() };

    let mut network = null_mut();
    call!(cutensornetCreateNetwork(handle.get(), &mut network))?;
    let network = Owned::new(network, "cutensornetDestroyNetwork", |network| unsafe {
        cutensornetDestroyNetwork(network)
    });
    let mut ids = [0i64; 3];
    for ((names, _), id) in inputs.iter().zip(&mut ids) {
        call!(cutensornetNetworkAppendTensor(
            handle.get(),
            network.get(),
            2,
            extents(names).as_ptr(),
            modes(names).as_ptr(),
            null(),
            CUDA_R_64F,
            id
        ))?;
    }
    call!(cutensornetNetworkSetOutputTensor(
        handle.get(),
        network.get(),
        2,
        modes("il").as_ptr(),
        CUDA_R_64F
    ))?;
    let compute = CUTENSORNET_COMPUTE_64F;
    call!(cutensornetNetworkSetAttribute(
        handle.get(),
        network.get(),
        CUTENSORNET_NETWORK_COMPUTE_TYPE,
        (&compute as *const cutensornetComputeType_t).cast(),
        std::mem::size_of_val(&compute)
    ))?;

    let mut config = null_mut();
    call!(cutensornetCreateContractionOptimizerConfig(
        handle.get(),
        &mut config
    ))?;
    let config = Owned::new(
        config,
        "cutensornetDestroyContractionOptimizerConfig",
        |config| unsafe { cutensornetDestroyContractionOptimizerConfig(config) },
    );
    let mut info = null_mut();
    call!(cutensornetCreateContractionOptimizerInfo(
        handle.get(),
        network.get(),
        &mut info
    ))?;
    let info = Owned::new(
        info,
        "cutensornetDestroyContractionOptimizerInfo",
        |info| unsafe { cutensornetDestroyContractionOptimizerInfo(info) },
    );
    // Also records the path in the network, as NetworkSetOptimizerInfo would.
    call!(cutensornetContractionOptimize(
        handle.get(),
        network.get(),
        config.get(),
        WORKSPACE_LIMIT,
        info.get()
    ))?;
    let mut slices = 0i64;
    call!(cutensornetContractionOptimizerInfoGetAttribute(
        handle.get(),
        info.get(),
        CUTENSORNET_CONTRACTION_OPTIMIZER_INFO_NUM_SLICES,
        (&mut slices as *mut i64).cast(),
        std::mem::size_of::<i64>()
    ))?;
    let mut flops = 0f64;
    call!(cutensornetContractionOptimizerInfoGetAttribute(
        handle.get(),
        info.get(),
        CUTENSORNET_CONTRACTION_OPTIMIZER_INFO_FLOP_COUNT,
        (&mut flops as *mut f64).cast(),
        std::mem::size_of::<f64>()
    ))?;
    ensure(slices >= 1, || {
        format!("the optimizer found {slices} slices")
    })?;

    let mut workspace = null_mut();
    call!(cutensornetCreateWorkspaceDescriptor(
        handle.get(),
        &mut workspace
    ))?;
    let workspace = Owned::new(
        workspace,
        "cutensornetDestroyWorkspaceDescriptor",
        |workspace| unsafe { cutensornetDestroyWorkspaceDescriptor(workspace) },
    );
    call!(cutensornetWorkspaceComputeContractionSizes(
        handle.get(),
        network.get(),
        info.get(),
        workspace.get()
    ))?;
    let mut needed = 0i64;
    call!(cutensornetWorkspaceGetMemorySize(
        handle.get(),
        workspace.get(),
        CUTENSORNET_WORKSIZE_PREF_MIN,
        CUTENSORNET_MEMSPACE_DEVICE,
        CUTENSORNET_WORKSPACE_SCRATCH,
        &mut needed
    ))?;
    ensure(needed >= 0, || {
        format!("cutensornetWorkspaceGetMemorySize says {needed} bytes")
    })?;
    // A scratch workspace is valid only with a pointer and a positive size.
    let scratch_size = needed.max(256);
    let scratch = allocate(scratch_size as usize)?;
    call!(cutensornetWorkspaceSetMemory(
        handle.get(),
        workspace.get(),
        CUTENSORNET_MEMSPACE_DEVICE,
        CUTENSORNET_WORKSPACE_SCRATCH,
        scratch.get() as *mut c_void,
        scratch_size
    ))?;

    call!(cutensornetNetworkPrepareContraction(
        handle.get(),
        network.get(),
        workspace.get()
    ))?;
    for ((_, memory), &id) in inputs.iter().zip(&ids) {
        call!(cutensornetNetworkSetInputTensorMemory(
            handle.get(),
            network.get(),
            id,
            memory.get() as *const c_void,
            null()
        ))?;
    }
    call!(cutensornetNetworkSetOutputTensorMemory(
        handle.get(),
        network.get(),
        d_at.get() as *mut c_void,
        null()
    ))?;
    call!(cutensornetNetworkContract(
        handle.get(),
        network.get(),
        0,
        workspace.get(),
        null_mut(),
        stream.get()
    ))?;
    let d: Vec<f64> = download(d_at.get(), ni * nl, stream.get())?;

    let mut expected = vec![0f64; ni * nl];
    for l in 0..nl {
        for i in 0..ni {
            let mut sum = 0f64;
            for k in 0..nk {
                for j in 0..nj {
                    sum += a[i + ni * j] * b[j + nj * k] * c[k + nk * l];
                }
            }
            expected[i + ni * l] = sum;
        }
    }
    let worst = largest(d.iter().zip(&expected).map(|(d, e)| (d - e).abs()));
    println!(
        "cuTensorNet {}: D[i,l] = A[i,j] B[j,k] C[k,l], extents {ni},{nj},{nk},{nl}, {slices} slice(s), {flops} flops, scratch {needed} bytes: largest error {worst:e}",
        unsafe { cutensornetGetVersion() }
    );
    ensure(worst == 0.0, || {
        let at = d
            .iter()
            .zip(&expected)
            .position(|(d, e)| d != e)
            .unwrap_or(0);
        format!(
            "the contraction is off by up to {worst:e}; first at D[{},{}]: {} for {}; sums of eighths are exact in f64",
            at % ni,
            at / ni,
            d[at],
            expected[at]
        )
    })?;

    scratch.free()?;
    workspace.free()?;
    info.free()?;
    config.free()?;
    network.free()?;
    d_at.free()?;
    for (_, memory) in inputs {
        memory.free()?;
    }
    handle.free()?;
    stream.free()
}
