//! cuQuantum's cuDensityMat (feature `cudensitymat`). An operator built from
//! dense elementary operators acts on a pure three-qubit state, and the
//! result, accumulated into the output state, matches the host's. Without a
//! GPU: the library is the headers' release, and the host's reference reads
//! operator tensors as the header lays them out.

#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, Gpu, GpuTest, Owned, TestResult};
#[allow(unused_imports)]
use crate::{call, gpu_test};
// Complex numbers as cuQuantum's other tests have them.
#[cfg(feature = "cudensitymat")]
use crate::cuquantum::{complex, largest, plus, random_complex, times, Complex};
#[cfg(feature = "cudensitymat")]
use crate::memory::{allocate, download, upload};
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
        #[cfg(feature = "cudensitymat")]
        Trial::test("cudensitymat::version_is_the_headers", version),
        #[cfg(feature = "cudensitymat")]
        Trial::test(
            "cudensitymat::host_action_on_basis_states_gives_columns",
            host_action_on_basis_states_gives_columns,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cudensitymat")]
        gpu_test!(operator_action_matches_the_host),
    ]
}

/// `cudensitymatGetVersion` is the headers' `CUDENSITYMAT_VERSION` (major ×
/// 10000 + minor × 100 + patch).
#[cfg(feature = "cudensitymat")]
fn version() -> TestResult {
    let version = unsafe { cudensitymatGetVersion() };
    println!(
        "libcudensitymat {version}; headers {CUDENSITYMAT_MAJOR}.{CUDENSITYMAT_MINOR}.{CUDENSITYMAT_PATCH}"
    );
    ensure(version == CUDENSITYMAT_VERSION as usize, || {
        format!("libcudensitymat is {version}, the headers {CUDENSITYMAT_VERSION}")
    })
}

/// Every space mode is a qubit: extent 2.
#[cfg(feature = "cudensitymat")]
const QUBITS: usize = 3;

/// A dense elementary operator on `bodies` qubits: T[i0.., j0..], ket modes
/// i then bra modes j, column-major (the header's "generalized column-wise
/// layout"), so element (row i, column j) of its matrix is `tensor[i + 2^bodies j]`
/// with i = Σ i_k 2^k.
#[cfg(feature = "cudensitymat")]
struct Elementary {
    name: &'static str,
    bodies: usize,
    tensor: Vec<Complex>,
}

/// One product of an operator term: elementary operators (indices into the
/// list of them) each on its state modes, with the product's coefficient.
#[cfg(feature = "cudensitymat")]
struct Product {
    factors: Vec<(usize, Vec<i32>)>,
    coefficient: Complex,
}

/// An operator term, a sum of products, with the term's coefficient in the operator.
#[cfg(feature = "cudensitymat")]
struct Term {
    products: Vec<Product>,
    coefficient: Complex,
}

/// `tensor` (on as many qubits as `modes` names) acting from the left on
/// `state`: ket mode k of the tensor is state mode `modes[k]`, and qubit m
/// is bit m of an amplitude's index (the state is column-major too, mode 0
/// fastest). Each output amplitude sums the tensor's row against the input
/// amplitudes that differ from it only on `modes`.
#[cfg(feature = "cudensitymat")]
fn elementary_on_host(tensor: &[Complex], modes: &[i32], state: &[Complex]) -> Vec<Complex> {
    let dimension = 1usize << modes.len();
    let local = |index: usize| -> usize {
        modes
            .iter()
            .enumerate()
            .map(|(k, &mode)| (index >> mode & 1) << k)
            .sum()
    };
    let spread = |local: usize| -> usize {
        modes
            .iter()
            .enumerate()
            .map(|(k, &mode)| (local >> k & 1) << mode)
            .sum()
    };
    let acted_on = spread(dimension - 1);
    (0..state.len())
        .map(|index| {
            let (row, rest) = (local(index), index & !acted_on);
            (0..dimension).fold(complex(0.0, 0.0), |sum, column| {
                plus(
                    sum,
                    times(
                        tensor[row + dimension * column],
                        state[rest | spread(column)],
                    ),
                )
            })
        })
        .collect()
}

/// The operator Σ_terms d Σ_products c Π factors, acting on `state` from the
/// left. The factors of every product here act on disjoint modes, so the
/// order the header gives them ("applied in-order") does not matter.
#[cfg(feature = "cudensitymat")]
fn operator_on_host(elementary: &[Elementary], terms: &[Term], state: &[Complex]) -> Vec<Complex> {
    let mut result = vec![complex(0.0, 0.0); state.len()];
    for term in terms {
        for product in &term.products {
            let acted = product
                .factors
                .iter()
                .fold(state.to_vec(), |acted, (index, modes)| {
                    elementary_on_host(&elementary[*index].tensor, modes, &acted)
                });
            let coefficient = times(term.coefficient, product.coefficient);
            for (sum, amplitude) in result.iter_mut().zip(acted) {
                *sum = plus(*sum, times(coefficient, amplitude));
            }
        }
    }
    result
}

/// The host's reference takes basis state |b⟩ to column b of the operator,
/// as the header lays tensors out. A 1-body tensor holding 1, 2, 3, 4
/// (the matrix [[1, 3], [2, 4]]) on qubit 0 takes index 0b101 to 3 at
/// 0b100 and 4 at 0b101. A 2-body tensor holding 0, 1, .., 15 on qubits
/// (1, 2) takes index 0b010 (qubit 1 set: its column j0 + 2 j1 = 1) to
/// 4 + i0 + 2 i1 at index 2 i0 + 4 i1.
#[cfg(feature = "cudensitymat")]
fn host_action_on_basis_states_gives_columns() -> TestResult {
    let real =
        |values: &[f64]| -> Vec<Complex> { values.iter().map(|&x| complex(x, 0.0)).collect() };
    let basis = |index: usize| -> Vec<Complex> {
        (0..1 << QUBITS)
            .map(|at| complex(if at == index { 1.0 } else { 0.0 }, 0.0))
            .collect()
    };
    let one_body = real(&[1.0, 2.0, 3.0, 4.0]);
    let got = elementary_on_host(&one_body, &[0], &basis(0b101));
    let expected = real(&[0.0, 0.0, 0.0, 0.0, 3.0, 4.0, 0.0, 0.0]);
    ensure(got == expected, || {
        format!("[[1, 3], [2, 4]] on qubit 0 of |0b101⟩ gives {got:?}, expected {expected:?}")
    })?;
    let two_body: Vec<f64> = (0..16).map(f64::from).collect();
    let got = elementary_on_host(&real(&two_body), &[1, 2], &basis(0b010));
    let expected = real(&[4.0, 0.0, 5.0, 0.0, 6.0, 0.0, 7.0, 0.0]);
    ensure(got == expected, || {
        format!("0..16 on qubits (1, 2) of |0b010⟩ gives {got:?}, expected {expected:?}")
    })
}

/// Per amplitude, the larger error of its two parts.
#[cfg(feature = "cudensitymat")]
fn errors(got: &[Complex], expected: &[Complex]) -> Vec<f64> {
    got.iter()
        .zip(expected)
        .map(|(g, e)| largest([(g.x - e.x).abs(), (g.y - e.y).abs()].into_iter()))
        .collect()
}

/// A dense pure state of `QUBITS` qubits (complex128, batch 1) holding
/// `amplitudes` in its one component; the state is destroyed before its memory.
#[cfg(feature = "cudensitymat")]
struct PureState {
    state: Owned<cudensitymatState_t, cudensitymatStatus_t>,
    memory: Owned<CUdeviceptr, CUresult>,
}

#[cfg(feature = "cudensitymat")]
impl PureState {
    fn new(
        handle: cudensitymatHandle_t,
        amplitudes: &[Complex],
        stream: CUstream,
    ) -> Result<Self, Failed> {
        let extents = [2i64; QUBITS];
        let mut state = null_mut();
        call!(cudensitymatCreateState(
            handle,
            CUDENSITYMAT_STATE_PURITY_PURE,
            QUBITS as i32,
            extents.as_ptr(),
            1,
            CUDA_C_64F,
            &mut state
        ))?;
        let state = Owned::new(state, "cudensitymatDestroyState", |state| unsafe {
            cudensitymatDestroyState(state)
        });
        let mut components = 0;
        call!(cudensitymatStateGetNumComponents(
            handle,
            state.get(),
            &mut components
        ))?;
        ensure(components == 1, || {
            format!("a dense pure state has {components} components, not 1")
        })?;
        let mut size = 0;
        call!(cudensitymatStateGetComponentStorageSize(
            handle,
            state.get(),
            1,
            &mut size
        ))?;
        let bytes = std::mem::size_of_val(amplitudes);
        ensure(size == bytes, || {
            format!(
                "the state's storage is {size} bytes; {QUBITS} qubits of complex128 are {bytes}"
            )
        })?;
        let memory = upload(amplitudes, stream)?;
        let mut buffers = [memory.get() as *mut c_void];
        call!(cudensitymatStateAttachComponentStorage(
            handle,
            state.get(),
            1,
            buffers.as_mut_ptr(),
            &size
        ))?;
        Ok(PureState { state, memory })
    }

    fn free(self) -> TestResult {
        self.state.free()?;
        self.memory.free()
    }
}

/// A column-major tensor on `bodies` qubits read row-major: its matrix transposed.
#[cfg(feature = "cudensitymat")]
fn transposed(tensor: &[Complex], bodies: usize) -> Vec<Complex> {
    let dimension = 1usize << bodies;
    (0..tensor.len())
        .map(|at| tensor[at / dimension + dimension * (at % dimension)])
        .collect()
}

/// On a mismatch, which other reading of the documented semantics the
/// device's result matches, if any.
#[cfg(feature = "cudensitymat")]
fn other_readings(
    elementary: &[Elementary],
    terms: &[Term],
    input: &[Complex],
    initial: &[Complex],
    output: &[Complex],
    tolerance: f64,
) -> String {
    let accumulated = |action: Vec<Complex>| -> Vec<Complex> {
        initial
            .iter()
            .zip(action)
            .map(|(a, b)| plus(*a, b))
            .collect()
    };
    let fits = |expected: &[Complex]| largest(errors(output, expected).into_iter()) <= tolerance;
    let transposed_elementary: Vec<Elementary> = elementary
        .iter()
        .map(|e| Elementary {
            name: e.name,
            bodies: e.bodies,
            tensor: transposed(&e.tensor, e.bodies),
        })
        .collect();
    // A row-major state is the column-major one with its qubits in reverse.
    let mirrored = |state: &[Complex]| -> Vec<Complex> {
        (0..state.len())
            .map(|index| {
                state[(0..QUBITS)
                    .map(|qubit| (index >> qubit & 1) << (QUBITS - 1 - qubit))
                    .sum::<usize>()]
            })
            .collect()
    };
    let readings = [
        (
            "the action overwrote the output instead of accumulating into it",
            operator_on_host(elementary, terms, input),
        ),
        (
            "the tensors were read row-major (transposed)",
            accumulated(operator_on_host(&transposed_elementary, terms, input)),
        ),
        (
            "the state's mode 0 is its slowest index (row-major state)",
            accumulated(mirrored(&operator_on_host(
                elementary,
                terms,
                &mirrored(input),
            ))),
        ),
    ];
    let matched: Vec<&str> = readings
        .iter()
        .filter(|(_, expected)| fits(expected))
        .map(|(what, _)| *what)
        .collect();
    if matched.is_empty() {
        "no other reading matches either".into()
    } else {
        format!("the device matches a reading where {}", matched.join("; "))
    }
}

/// H = d0 (c00 A on qubit 0 + c01 D on qubit 2) + d1 (c10 C on qubit 0 ×
/// B on qubits (1, 2)) through cudensitymatCreateElementaryOperator (dense,
/// complex128), CreateOperatorTerm, OperatorTermAppendElementaryProduct
/// (ket side, duality 0), CreateOperator, OperatorAppendTerm,
/// OperatorPrepareAction with a workspace (CreateWorkspace,
/// WorkspaceGetMemorySize, WorkspaceSetMemory) and OperatorComputeAction,
/// which accumulates H|ψ⟩ into the output state. Every matrix and
/// coefficient is random and complex, so a transposed, conjugated or
/// misplaced operator is off by order 1; the output starts as a random
/// state φ, so an overwrite or an unwritten output fails too. Each
/// amplitude of φ + H|ψ⟩ matches the host's within 1e-12.
#[cfg(feature = "cudensitymat")]
fn operator_action_matches_the_host(_gpu: &Gpu) -> TestResult {
    const TOLERANCE: f64 = 1e-12;
    // The bound PrepareAction may plan the workspace within.
    const WORKSPACE_LIMIT: usize = 256 << 20;
    let extents = [2i64; QUBITS];
    let stream = driver_stream()?;
    let mut handle = null_mut();
    call!(cudensitymatCreate(&mut handle))?;
    let handle = Owned::new(handle, "cudensitymatDestroy", |handle| unsafe {
        cudensitymatDestroy(handle)
    });

    let random_elementary = |name, bodies| Elementary {
        name,
        bodies,
        tensor: (0..1 << (2 * bodies)).map(|_| random_complex()).collect(),
    };
    let elementary = [
        random_elementary("A", 1),
        random_elementary("D", 1),
        random_elementary("C", 1),
        random_elementary("B", 2),
    ];
    let (a, d, c, b) = (0, 1, 2, 3);
    let terms = [
        Term {
            coefficient: random_complex(),
            products: vec![
                Product {
                    factors: vec![(a, vec![0])],
                    coefficient: random_complex(),
                },
                Product {
                    factors: vec![(d, vec![2])],
                    coefficient: random_complex(),
                },
            ],
        },
        Term {
            coefficient: random_complex(),
            products: vec![Product {
                factors: vec![(c, vec![0]), (b, vec![1, 2])],
                coefficient: random_complex(),
            }],
        },
    ];

    // The header's cudensitymat*CallbackNone are {NULL} constants it defines
    // itself; libcudensitymat 0.7.0 exports no such symbols. Default is the
    // same all-zero value: no callback.
    let mut tensors = Vec::new();
    let mut operators = Vec::new();
    for one in &elementary {
        let tensor = upload(&one.tensor, stream.get())?;
        let mut operator = null_mut();
        call!(cudensitymatCreateElementaryOperator(
            handle.get(),
            one.bodies as i32,
            extents.as_ptr(),
            CUDENSITYMAT_OPERATOR_SPARSITY_NONE,
            0,
            null(),
            CUDA_C_64F,
            tensor.get() as *mut c_void,
            cudensitymatWrappedTensorCallback_t::default(),
            cudensitymatWrappedTensorGradientCallback_t::default(),
            &mut operator
        ))
        .map_err(|error| format!("{}: {}", one.name, error.message().unwrap_or_default()))?;
        tensors.push(tensor);
        operators.push(Owned::new(
            operator,
            "cudensitymatDestroyElementaryOperator",
            |operator| unsafe { cudensitymatDestroyElementaryOperator(operator) },
        ));
    }

    let mut term_handles = Vec::new();
    for term in &terms {
        let mut term_handle = null_mut();
        call!(cudensitymatCreateOperatorTerm(
            handle.get(),
            QUBITS as i32,
            extents.as_ptr(),
            &mut term_handle
        ))?;
        let term_handle = Owned::new(
            term_handle,
            "cudensitymatDestroyOperatorTerm",
            |term| unsafe { cudensitymatDestroyOperatorTerm(term) },
        );
        for product in &term.products {
            let factors: Vec<cudensitymatElementaryOperator_t> = product
                .factors
                .iter()
                .map(|(index, _)| operators[*index].get())
                .collect();
            let modes: Vec<i32> = product
                .factors
                .iter()
                .flat_map(|(_, modes)| modes.iter().copied())
                .collect();
            // 0: each factor acts on ket modes, from the left.
            let duality = vec![0i32; modes.len()];
            call!(cudensitymatOperatorTermAppendElementaryProduct(
                handle.get(),
                term_handle.get(),
                factors.len() as i32,
                factors.as_ptr(),
                modes.as_ptr(),
                duality.as_ptr(),
                product.coefficient,
                cudensitymatWrappedScalarCallback_t::default(),
                cudensitymatWrappedScalarGradientCallback_t::default()
            ))?;
        }
        term_handles.push(term_handle);
    }

    let mut operator = null_mut();
    call!(cudensitymatCreateOperator(
        handle.get(),
        QUBITS as i32,
        extents.as_ptr(),
        &mut operator
    ))?;
    let operator = Owned::new(operator, "cudensitymatDestroyOperator", |operator| unsafe {
        cudensitymatDestroyOperator(operator)
    });
    for (term, term_handle) in terms.iter().zip(&term_handles) {
        call!(cudensitymatOperatorAppendTerm(
            handle.get(),
            operator.get(),
            term_handle.get(),
            0,
            term.coefficient,
            cudensitymatWrappedScalarCallback_t::default(),
            cudensitymatWrappedScalarGradientCallback_t::default()
        ))?;
    }

    let input: Vec<Complex> = (0..1 << QUBITS).map(|_| random_complex()).collect();
    let initial: Vec<Complex> = (0..1 << QUBITS).map(|_| random_complex()).collect();
    let state_in = PureState::new(handle.get(), &input, stream.get())?;
    let state_out = PureState::new(handle.get(), &initial, stream.get())?;

    let mut workspace = null_mut();
    call!(cudensitymatCreateWorkspace(handle.get(), &mut workspace))?;
    let workspace = Owned::new(
        workspace,
        "cudensitymatDestroyWorkspace",
        |workspace| unsafe { cudensitymatDestroyWorkspace(workspace) },
    );
    call!(cudensitymatOperatorPrepareAction(
        handle.get(),
        operator.get(),
        state_in.state.get(),
        state_out.state.get(),
        CUDENSITYMAT_COMPUTE_64F,
        WORKSPACE_LIMIT,
        workspace.get(),
        stream.get()
    ))?;
    let mut needed = 0;
    call!(cudensitymatWorkspaceGetMemorySize(
        handle.get(),
        workspace.get(),
        CUDENSITYMAT_MEMSPACE_DEVICE,
        CUDENSITYMAT_WORKSPACE_SCRATCH,
        &mut needed
    ))?;
    ensure(needed <= WORKSPACE_LIMIT, || {
        format!(
            "PrepareAction asks for {needed} bytes of scratch, over its limit {WORKSPACE_LIMIT}"
        )
    })?;
    // The header: a size of zero needs no buffer.
    let scratch = match needed {
        0 => None,
        size => Some(allocate(size)?),
    };
    if let Some(scratch) = &scratch {
        call!(cudensitymatWorkspaceSetMemory(
            handle.get(),
            workspace.get(),
            CUDENSITYMAT_MEMSPACE_DEVICE,
            CUDENSITYMAT_WORKSPACE_SCRATCH,
            scratch.get() as *mut c_void,
            needed
        ))?;
    }
    // No parameters: none of the operator's coefficients has a callback.
    call!(cudensitymatOperatorComputeAction(
        handle.get(),
        operator.get(),
        0.0,
        1,
        0,
        null(),
        state_in.state.get(),
        state_out.state.get(),
        workspace.get(),
        stream.get()
    ))?;
    let output: Vec<Complex> = download(state_out.memory.get(), initial.len(), stream.get())?;

    let expected: Vec<Complex> = initial
        .iter()
        .zip(operator_on_host(&elementary, &terms, &input))
        .map(|(a, b)| plus(*a, b))
        .collect();
    let errors = errors(&output, &expected);
    let worst = largest(errors.iter().copied());
    println!(
        "cuDensityMat {}: φ + H|ψ⟩, H = d0 (c00 A[0] + c01 D[2]) + d1 c10 C[0] B[1,2] on {QUBITS} qubits, random complex128 (scratch {needed} bytes): largest amplitude error {worst:e}",
        unsafe { cudensitymatGetVersion() }
    );
    ensure(worst <= TOLERANCE, || {
        let at = errors
            .iter()
            .position(|&error| error.is_nan() || error > TOLERANCE)
            .unwrap_or(0);
        format!(
            "amplitudes are off by up to {worst:e}; first at index {at}: device {:?}, host {:?}; {}",
            output[at],
            expected[at],
            other_readings(&elementary, &terms, &input, &initial, &output, TOLERANCE)
        )
    })?;

    workspace.free()?;
    if let Some(scratch) = scratch {
        scratch.free()?;
    }
    state_out.free()?;
    state_in.free()?;
    operator.free()?;
    for term_handle in term_handles {
        term_handle.free()?;
    }
    for operator in operators {
        operator.free()?;
    }
    for tensor in tensors {
        tensor.free()?;
    }
    handle.free()?;
    stream.free()
}
