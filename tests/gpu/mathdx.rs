//! MathDx (feature `mathdx`): libmathdx generates device functions at run
//! time as LTO-IR. Without a GPU: the library is the headers' release. On a
//! GPU (with features `nvrtc` and `nvjitlink`): a cuBLASDx GEMM that
//! libmathdx generates for this GPU, called from a kernel NVRTC compiles,
//! the two linked by nvJitLink, run, and every element of the result
//! checked against the host's product.

#[allow(unused_imports)]
use crate::common::{driver_stream, eighths, ensure, Gpu, GpuTest, Owned, TestResult};
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
use crate::memory::{download, upload};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};
#[allow(unused_imports)]
use std::ffi::{c_void, CStr, CString};
#[allow(unused_imports)]
use std::ptr::null_mut;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "mathdx")]
        Trial::test("mathdx::version_is_the_headers", version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
        gpu_test!(cublasdx_gemm_linked_with_nvjitlink_matches_the_host),
    ]
}

/// `mathdxGetVersionEx` gives the headers' `LIBMATHDX_VER_MAJOR`, `_MINOR`
/// and `_PATCH`; `mathdxGetVersion` the same release as 1000 × major +
/// 100 × minor + patch (its documented encoding); `mathdxGetCommit` the
/// headers' `LIBMATHDX_COMMIT`.
#[cfg(feature = "mathdx")]
fn version() -> TestResult {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    call!(mathdxGetVersionEx(&mut major, &mut minor, &mut patch))?;
    let mut version = 0;
    call!(mathdxGetVersion(&mut version))?;
    let mut commit = std::ptr::null();
    call!(mathdxGetCommit(&mut commit))?;
    ensure(!commit.is_null(), || {
        "mathdxGetCommit gave a null string".into()
    })?;
    let commit = unsafe { CStr::from_ptr(commit) }.to_string_lossy();
    let headers_commit = CStr::from_bytes_with_nul(LIBMATHDX_COMMIT)?.to_string_lossy();
    let (mut blas_major, mut blas_minor, mut blas_patch) = (0, 0, 0);
    call!(cublasdxGetVersion(
        &mut blas_major,
        &mut blas_minor,
        &mut blas_patch
    ))?;
    println!(
        "libmathdx {major}.{minor}.{patch} ({version}, commit {commit}), cuBLASDx \
         {blas_major}.{blas_minor}.{blas_patch}; headers \
         {LIBMATHDX_VER_MAJOR}.{LIBMATHDX_VER_MINOR}.{LIBMATHDX_VER_PATCH} (commit {headers_commit})"
    );
    let parts = [major, minor, patch].map(|part| part as u32);
    let headers = [
        LIBMATHDX_VER_MAJOR,
        LIBMATHDX_VER_MINOR,
        LIBMATHDX_VER_PATCH,
    ];
    ensure(parts == headers, || {
        format!("mathdxGetVersionEx gives {parts:?}, the headers {headers:?}")
    })?;
    ensure(version == 1000 * major + 100 * minor + patch, || {
        format!("mathdxGetVersion gives {version}, not 1000 × {major} + 100 × {minor} + {patch}")
    })?;
    ensure(commit == headers_commit, || {
        format!("mathdxGetCommit gives {commit}, the headers {headers_commit}")
    })
}

/// C = α·A·B + β·C with A M×K, B K×N and C M×N.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const M: usize = 32;
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const N: usize = 16;
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const K: usize = 24;
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const ALPHA: f64 = 1.5;
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const BETA: f64 = -0.75;
/// The block cuBLASDx is told it runs in.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const THREADS: i64 = 128;
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const SYMBOL: &CStr = c"cuda_raw_sys_gemm";
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
const KERNEL: &CStr = c"gemm_through_cublasdx";

/// What libmathdx made of the GEMM's description, and what of it the
/// kernel must know.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
struct Generated {
    symbol: String,
    ltoirs: Vec<Vec<u8>>,
    /// The LTO-IR's version (`COMMONDX_OPTION_CODE_ISA`).
    isa: i64,
    /// LDA, LDB and LDC: each matrix's stride in shared memory.
    leading: [usize; 3],
    /// A, B and C's alignments in shared memory, in bytes.
    alignment: [usize; 3],
    block: [u32; 3],
    suggested_block: [i64; 3],
}

/// The kernel, ready to load, and what launching it takes.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
struct Built {
    generated: Generated,
    kernel_ltoir_bytes: usize,
    cubin: Vec<u8>,
    shared_bytes: usize,
}

/// libmathdx's description of its last error on this thread, where it has
/// one (it keeps one for compilation errors).
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn last_mathdx_error() -> Option<String> {
    let mut size = 0;
    if unsafe { commondxGetLastErrorStrSize(&mut size) } != COMMONDX_SUCCESS {
        return None;
    }
    let mut text = vec![0u8; size.max(1)];
    let mut code = COMMONDX_SUCCESS;
    let status =
        unsafe { commondxGetLastErrorStr(&mut code, text.len(), text.as_mut_ptr().cast()) };
    (status == COMMONDX_SUCCESS).then(|| {
        String::from_utf8_lossy(text.split(|&byte| byte == 0).next().unwrap_or_default())
            .into_owned()
    })
}

/// One of a cuBLASDx descriptor's traits of three integers.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn trait_values(
    descriptor: cublasdxDescriptor,
    which: cublasdxTraitType,
) -> Result<[i64; 3], Failed> {
    let mut values = [0; 3];
    call!(cublasdxGetTraitInt64s(
        descriptor,
        which,
        values.len(),
        values.as_mut_ptr()
    ))
    .map_err(|e| format!("{which:?}: {}", e.message().unwrap_or_default()))?;
    Ok(values)
}

/// The GEMM as a cuBLASDx block function of the shared-memory API for SM
/// `sm` (90 for sm_90), in f64, A column-major, B row-major, C
/// column-major, as LTO-IR; and the traits the kernel needs, each checked
/// against what was asked where the asking fixes it.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn generate(sm: i32) -> Result<Generated, Failed> {
    let mut descriptor = 0;
    call!(cublasdxCreateDescriptor(&mut descriptor))?;
    let descriptor = Owned::new(
        descriptor,
        "cublasdxDestroyDescriptor",
        |descriptor| unsafe { cublasdxDestroyDescriptor(descriptor) },
    );
    let handle = descriptor.get();
    let set = |operator: cublasdxOperatorType, value: u32| {
        call!(cublasdxSetOperatorInt64(handle, operator, value.into()))
            .map_err(|e| format!("{operator:?}: {}", e.message().unwrap_or_default()))
    };
    let set_all = |operator: cublasdxOperatorType, values: [i64; 3]| {
        call!(cublasdxSetOperatorInt64s(
            handle,
            operator,
            values.len(),
            values.as_ptr()
        ))
        .map_err(|e| format!("{operator:?}: {}", e.message().unwrap_or_default()))
    };
    // cuBLASDx's SM<...> is 100 × major + 10 × minor: 900 for sm_90.
    let dx_sm = sm as u32 * 10;
    set(CUBLASDX_OPERATOR_FUNCTION, CUBLASDX_FUNCTION_MM.0)?;
    set_all(CUBLASDX_OPERATOR_SIZE, [M, N, K].map(|size| size as i64))?;
    set(CUBLASDX_OPERATOR_TYPE, CUBLASDX_TYPE_REAL.0)?;
    set_all(
        CUBLASDX_OPERATOR_PRECISION,
        [COMMONDX_PRECISION_F64.0.into(); 3],
    )?;
    set(CUBLASDX_OPERATOR_SM, dx_sm)?;
    set(CUBLASDX_OPERATOR_EXECUTION, COMMONDX_EXECUTION_BLOCK.0)?;
    set_all(CUBLASDX_OPERATOR_BLOCK_DIM, [THREADS, 1, 1])?;
    set(CUBLASDX_OPERATOR_API, CUBLASDX_API_SMEM.0)?;
    set_all(
        CUBLASDX_OPERATOR_ARRANGEMENT,
        [
            CUBLASDX_ARRANGEMENT_COL_MAJOR,
            CUBLASDX_ARRANGEMENT_ROW_MAJOR,
            CUBLASDX_ARRANGEMENT_COL_MAJOR,
        ]
        .map(|arrangement| arrangement.0.into()),
    )?;
    call!(cublasdxSetOptionStr(
        handle,
        COMMONDX_OPTION_SYMBOL_NAME,
        SYMBOL.as_ptr()
    ))?;

    let size = trait_values(handle, CUBLASDX_TRAIT_SIZE)?;
    let expected_size = [M, N, K].map(|size| size as i64);
    ensure(size == expected_size, || {
        format!("CUBLASDX_TRAIT_SIZE is {size:?}, not the {expected_size:?} set")
    })?;
    let block = trait_values(handle, CUBLASDX_TRAIT_BLOCK_DIM)?;
    ensure(block == [THREADS, 1, 1], || {
        format!("CUBLASDX_TRAIT_BLOCK_DIM is {block:?}, not the [{THREADS}, 1, 1] set")
    })?;
    let suggested_block = trait_values(handle, CUBLASDX_TRAIT_SUGGESTED_BLOCK_DIM)?;
    let leading = trait_values(handle, CUBLASDX_TRAIT_LEADING_DIMENSION)?;
    // A column-major M×K has columns of at least M; B row-major K×N rows
    // of at least N; C column-major M×N columns of at least M.
    ensure(
        leading[0] >= M as i64 && leading[1] >= N as i64 && leading[2] >= M as i64,
        || format!("CUBLASDX_TRAIT_LEADING_DIMENSION {leading:?} is shorter than A, B or C's"),
    )?;
    let alignment = trait_values(handle, CUBLASDX_TRAIT_ALIGNMENT)?;
    ensure(
        alignment
            .iter()
            .all(|&bytes| bytes > 0 && (bytes as u64).is_power_of_two()),
        || format!("CUBLASDX_TRAIT_ALIGNMENT {alignment:?} has no powers of two"),
    )?;
    let mut value_types = [commondxValueType(u32::MAX); 3];
    call!(cublasdxGetTraitCommondxDataTypes(
        handle,
        CUBLASDX_TRAIT_VALUE_TYPE,
        value_types.len(),
        value_types.as_mut_ptr()
    ))?;
    ensure(value_types == [COMMONDX_R_64F; 3], || {
        format!("CUBLASDX_TRAIT_VALUE_TYPE is {value_types:?}, not COMMONDX_R_64F three times")
    })?;
    let mut symbol_size = 0;
    call!(cublasdxGetTraitStrSize(
        handle,
        CUBLASDX_TRAIT_SYMBOL_NAME,
        &mut symbol_size
    ))?;
    let mut symbol = vec![0u8; symbol_size.max(1)];
    call!(cublasdxGetTraitStr(
        handle,
        CUBLASDX_TRAIT_SYMBOL_NAME,
        symbol.len(),
        symbol.as_mut_ptr().cast()
    ))?;
    let symbol = CStr::from_bytes_until_nul(&symbol)?;
    ensure(symbol == SYMBOL, || {
        format!("CUBLASDX_TRAIT_SYMBOL_NAME is {symbol:?}, not the {SYMBOL:?} set")
    })?;

    let mut code = 0;
    call!(commondxCreateCode(&mut code))?;
    let code = Owned::new(code, "commondxDestroyCode", |code| unsafe {
        commondxDestroyCode(code)
    });
    call!(commondxSetCodeOptionInt64(
        code.get(),
        COMMONDX_OPTION_TARGET_SM,
        dx_sm.into()
    ))?;
    call!(cublasdxFinalizeCode(code.get(), handle))?;
    let ltoirs = ltoirs(code.get())?;
    let mut isa = 0;
    call!(commondxGetCodeOptionInt64(
        code.get(),
        COMMONDX_OPTION_CODE_ISA,
        &mut isa
    ))?;
    code.free()?;
    descriptor.free()?;
    let to_usize = |values: [i64; 3]| values.map(|value| value as usize);
    Ok(Generated {
        symbol: symbol.to_string_lossy().into_owned(),
        ltoirs,
        isa,
        leading: to_usize(leading),
        alignment: to_usize(alignment),
        block: block.map(|threads| threads as u32),
        suggested_block,
    })
}

/// The LTO-IR in a finalized code handle: one piece, or as many as
/// `commondxGetCodeNumLTOIRs` counts.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn ltoirs(code: commondxCode) -> Result<Vec<Vec<u8>>, Failed> {
    let mut count = 0;
    call!(commondxGetCodeNumLTOIRs(code, &mut count))?;
    ensure(count > 0, || "commondxGetCodeNumLTOIRs counts 0".into())?;
    if count == 1 {
        let mut size = 0;
        call!(commondxGetCodeLTOIRSize(code, &mut size))?;
        let mut ltoir = vec![0u8; size];
        call!(commondxGetCodeLTOIR(code, size, ltoir.as_mut_ptr().cast()))?;
        return Ok(vec![ltoir]);
    }
    let mut sizes = vec![0; count];
    call!(commondxGetCodeLTOIRSizes(code, count, sizes.as_mut_ptr()))?;
    let mut pieces: Vec<Vec<u8>> = sizes.iter().map(|&size| vec![0u8; size]).collect();
    let mut pointers: Vec<*mut c_void> = pieces
        .iter_mut()
        .map(|piece| piece.as_mut_ptr().cast())
        .collect();
    call!(commondxGetCodeLTOIRs(code, count, pointers.as_mut_ptr()))?;
    Ok(pieces)
}

/// `offset` rounded up to a multiple of `alignment`.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn aligned(offset: usize, alignment: usize) -> usize {
    offset.div_ceil(alignment) * alignment
}

/// The kernel's source and the shared memory it takes. Global memory holds
/// A, B and C packed, in the arrangements cuBLASDx was given; shared memory
/// holds them with cuBLASDx's leading dimensions, each at its alignment.
/// The generated function is declared as libcublasdx.h documents
/// CUBLASDX_API_SMEM: `void (c* alpha, a* smem_a, b* smem_b, c* beta, c*
/// smem_c)`, alpha and beta by pointer (the PTX libmathdx 0.4.1 makes of it
/// loads them through its first and fourth parameters; the comment in
/// NVIDIA's libmathdx sample that passes them by value is stale).
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn kernel_source(generated: &Generated) -> (String, usize) {
    let [lda, ldb, ldc] = generated.leading;
    let alignment = generated.alignment.into_iter().fold(16, usize::max);
    let double = std::mem::size_of::<f64>();
    let b_offset = aligned(lda * K * double, alignment);
    let c_offset = aligned(b_offset + K * ldb * double, alignment);
    let shared_bytes = c_offset + ldc * N * double;
    let (symbol, kernel) = (&generated.symbol, KERNEL.to_string_lossy());
    let source = format!(
        r#"
extern "C" __device__ void {symbol}(double *alpha, double *a, double *b, double *beta, double *c);

extern "C" __global__ void {kernel}(const double *a, const double *b, double *c, double alpha,
                                     double beta)
{{
    extern __shared__ __align__({alignment}) unsigned char shared[];
    double *shared_a = (double *)shared;
    double *shared_b = (double *)(shared + {b_offset});
    double *shared_c = (double *)(shared + {c_offset});
    unsigned int thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    unsigned int threads = blockDim.x * blockDim.y * blockDim.z;
    for (unsigned int i = thread; i < {M} * {K}; i += threads)
        shared_a[i % {M} + i / {M} * {lda}] = a[i];
    for (unsigned int i = thread; i < {K} * {N}; i += threads)
        shared_b[i / {N} * {ldb} + i % {N}] = b[i];
    for (unsigned int i = thread; i < {M} * {N}; i += threads)
        shared_c[i % {M} + i / {M} * {ldc}] = c[i];
    __syncthreads();
    {symbol}(&alpha, shared_a, shared_b, &beta, shared_c);
    __syncthreads();
    for (unsigned int i = thread; i < {M} * {N}; i += threads)
        c[i] = shared_c[i % {M} + i / {M} * {ldc}];
}}
"#
    );
    (source, shared_bytes)
}

/// nvJitLink's error log, or with `info` its info log.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn link_log(handle: nvJitLinkHandle, info: bool) -> String {
    let mut size = 0;
    let sized = match info {
        true => unsafe { nvJitLinkGetInfoLogSize(handle, &mut size) },
        false => unsafe { nvJitLinkGetErrorLogSize(handle, &mut size) },
    };
    if sized != NVJITLINK_SUCCESS {
        return "(unreadable)".into();
    }
    let mut log = vec![0u8; size.max(1)];
    let read = match info {
        true => unsafe { nvJitLinkGetInfoLog(handle, log.as_mut_ptr().cast()) },
        false => unsafe { nvJitLinkGetErrorLog(handle, log.as_mut_ptr().cast()) },
    };
    if read != NVJITLINK_SUCCESS {
        return "(unreadable)".into();
    }
    let text = String::from_utf8_lossy(log.split(|&byte| byte == 0).next().unwrap_or_default());
    match text.trim() {
        "" => "(empty)".into(),
        text => text.to_owned(),
    }
}

/// `inputs` (LTO-IR, each with a name for the logs) linked with `-lto` into
/// a cubin for `sm_{sm}`.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn link(inputs: &[(&[u8], String)], sm: i32) -> Result<Vec<u8>, Failed> {
    let arch = CString::new(format!("-arch=sm_{sm}"))?;
    // `const char **` before CUDA 13, `const char * const *` after.
    let mut options = [c"-lto".as_ptr(), arch.as_ptr()];
    let mut handle = null_mut();
    call!(nvJitLinkCreate(
        &mut handle,
        options.len() as u32,
        options.as_mut_ptr()
    ))?;
    let handle = Owned::new(handle, "nvJitLinkDestroy", |mut handle| unsafe {
        nvJitLinkDestroy(&mut handle)
    });
    let with_logs = |e: Failed| -> Failed {
        format!(
            "{}; nvJitLink's error log: {}; its info log: {}",
            e.message().unwrap_or_default(),
            link_log(handle.get(), false),
            link_log(handle.get(), true)
        )
        .into()
    };
    for (ltoir, name) in inputs {
        let name = CString::new(name.as_str())?;
        call!(nvJitLinkAddData(
            handle.get(),
            NVJITLINK_INPUT_LTOIR,
            ltoir.as_ptr().cast(),
            ltoir.len(),
            name.as_ptr()
        ))
        .map_err(with_logs)?;
    }
    call!(nvJitLinkComplete(handle.get())).map_err(with_logs)?;
    let mut size = 0;
    call!(nvJitLinkGetLinkedCubinSize(handle.get(), &mut size))?;
    let mut cubin = vec![0u8; size];
    call!(nvJitLinkGetLinkedCubin(
        handle.get(),
        cubin.as_mut_ptr().cast()
    ))?;
    handle.free()?;
    Ok(cubin)
}

/// Everything up to the launch, which needs no GPU: libmathdx generates the
/// GEMM for `sm` (90 for sm_90), NVRTC compiles the kernel that calls it to
/// LTO-IR for compute_{sm}, and nvJitLink links the two into a cubin for
/// sm_{sm}. An error carries libmathdx's, NVRTC's or nvJitLink's own words.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn build(sm: i32) -> Result<Built, Failed> {
    let generated = generate(sm).map_err(|e| {
        let message = e.message().unwrap_or_default();
        match last_mathdx_error() {
            Some(text) => format!("{message}; libmathdx's last error: {text}").into(),
            None => e,
        }
    })?;
    let (source, shared_bytes) = kernel_source(&generated);
    let architecture = format!("--gpu-architecture=compute_{sm}");
    // The kernel calls a function defined elsewhere: relocatable device
    // code, kept as LTO-IR for nvJitLink.
    let program = crate::kernels::compile(
        &source,
        &["--relocatable-device-code=true", "-dlto", &architecture],
    )
    .map_err(|(status, log)| {
        format!(
            "nvrtcCompileProgram returned {}: {log}\nsource:{source}",
            crate::common::Status::name(status)
        )
    })?;
    let mut size = 0;
    call!(nvrtcGetLTOIRSize(program.0, &mut size))?;
    let mut kernel_ltoir = vec![0u8; size];
    call!(nvrtcGetLTOIR(program.0, kernel_ltoir.as_mut_ptr().cast()))?;
    drop(program);
    let mut inputs: Vec<(&[u8], String)> = generated
        .ltoirs
        .iter()
        .enumerate()
        .map(|(at, ltoir)| (ltoir.as_slice(), format!("cublasdx_{at}.ltoir")))
        .collect();
    inputs.push((&kernel_ltoir, "kernel.ltoir".into()));
    let cubin = link(&inputs, sm)?;
    Ok(Built {
        kernel_ltoir_bytes: kernel_ltoir.len(),
        generated,
        cubin,
        shared_bytes,
    })
}

/// C = α·A·B + β·C on the host: A column-major, B row-major, C
/// column-major, all packed.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn host_gemm(a: &[f64], b: &[f64], c: &[f64]) -> Vec<f64> {
    (0..M * N)
        .map(|at| {
            let (row, column) = (at % M, at / M);
            let product: f64 = (0..K).map(|k| a[row + k * M] * b[k * N + column]).sum();
            ALPHA * product + BETA * c[at]
        })
        .collect()
}

/// A 32×16×24 f64 GEMM, C = 1.5·A·B − 0.75·C with A column-major, B
/// row-major and C column-major (non-square sizes and mixed arrangements,
/// so that swapped sizes or an arrangement read in the wrong order give
/// other numbers), generated by libmathdx's cuBLASDx for this GPU's SM as a
/// block function of the shared-memory API, called from a kernel NVRTC
/// compiles, the two linked by nvJitLink, loaded with cuModuleLoadData and
/// launched on a stream with cuLaunchKernel. Every element of C equals the
/// host's exactly: the inputs are eighths, so every product and sum is
/// exact in f64 in any order.
///
/// It runs in a child process (child.rs) on device 0, where libmathdx is
/// the first C++ library loaded: libmathdx 0.4 carries its own libstdc++
/// and exports it, `STB_GNU_UNIQUE` symbols (the locale facets' ids) among
/// them, so in a process that loaded the system's libstdc++.so.6 first
/// (with `dynamic-loading`, an earlier test's cuDensityMat, whose library
/// needs it) its references bind to that library's, and its code
/// generation fails with COMMONDX_INTERNAL_ERROR and no message (seen on an
/// H200 and here; docs/building.md).
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn cublasdx_gemm_linked_with_nvjitlink_matches_the_host(gpu: &Gpu) -> TestResult {
    let ordinal = 0;
    ensure(gpu.device == ordinal, || {
        format!("the tests' device is {}", gpu.device)
    })?;
    let (mut guard, stream, _remove_socket) = crate::child::spawn_on("mathdx-gemm", ordinal)?;
    let length = u64::from_le_bytes(guard.receive(&stream, 8)?.try_into().expect("8 bytes"));
    let summary = String::from_utf8_lossy(&guard.receive(&stream, length as usize)?).into_owned();
    let status = guard.wait()?;
    ensure(status.success(), || {
        format!("the child exited with {status}")
    })?;
    println!("{summary}");
    Ok(())
}

/// The child's part: the GEMM, and its summary sent back.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
pub fn child(gpu: &Gpu, stream: &std::os::unix::net::UnixStream) -> TestResult {
    let summary = gemm(gpu)?;
    crate::child::send(stream, &(summary.len() as u64).to_le_bytes())?;
    crate::child::send(stream, summary.as_bytes())
}

/// The GEMM, generated, linked, run and checked; what matched.
#[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
fn gemm(gpu: &Gpu) -> Result<String, Failed> {
    let major = gpu.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
    let minor = gpu.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
    let sm = major * 10 + minor;
    let built = build(sm)?;
    let generated = &built.generated;

    let values = |count| -> Vec<f64> { eighths(count).into_iter().map(f64::from).collect() };
    let (a, b, c) = (values(M * K), values(K * N), values(M * N));
    let expected = host_gemm(&a, &b, &c);

    let stream = driver_stream()?;
    let mut module = null_mut();
    call!(cuModuleLoadData(&mut module, built.cubin.as_ptr().cast()))?;
    let module = Owned::new(module, "cuModuleUnload", |module| unsafe {
        cuModuleUnload(module)
    });
    let mut function = null_mut();
    call!(cuModuleGetFunction(
        &mut function,
        module.get(),
        KERNEL.as_ptr()
    ))?;
    let device_a = upload(&a, stream.get())?;
    let device_b = upload(&b, stream.get())?;
    let device_c = upload(&c, stream.get())?;
    let (mut a_ptr, mut b_ptr, mut c_ptr) = (device_a.get(), device_b.get(), device_c.get());
    let (mut alpha, mut beta) = (ALPHA, BETA);
    let mut parameters = [
        (&mut a_ptr as *mut CUdeviceptr).cast::<c_void>(),
        (&mut b_ptr as *mut CUdeviceptr).cast(),
        (&mut c_ptr as *mut CUdeviceptr).cast(),
        (&mut alpha as *mut f64).cast(),
        (&mut beta as *mut f64).cast(),
    ];
    let [x, y, z] = generated.block;
    call!(cuLaunchKernel(
        function,
        1,
        1,
        1,
        x,
        y,
        z,
        built.shared_bytes as u32,
        stream.get(),
        parameters.as_mut_ptr(),
        null_mut()
    ))?;
    let result: Vec<f64> = download(device_c.get(), M * N, stream.get())?;

    let wrong: Vec<usize> = (0..M * N)
        .filter(|&at| result[at] != expected[at])
        .collect();
    ensure(wrong.is_empty(), || {
        let first: Vec<String> = wrong
            .iter()
            .take(4)
            .map(|&at| {
                format!(
                    "C[{}, {}] is {}, the host's {}",
                    at % M,
                    at / M,
                    result[at],
                    expected[at]
                )
            })
            .collect();
        format!(
            "{} of {} elements differ from the host's; {}",
            wrong.len(),
            M * N,
            first.join("; ")
        )
    })?;
    let ltoir_bytes: Vec<usize> = generated.ltoirs.iter().map(Vec::len).collect();
    let summary = format!(
        "cuBLASDx GEMM {M}×{N}×{K} f64 (A column-major, B row-major, C column-major; leading \
         dimensions {:?}, alignments {:?}) for SM {}: libmathdx's LTO-IR {ltoir_bytes:?} bytes \
         (ISA {}), the kernel's {} bytes, linked into a {}-byte cubin; block {:?} (suggested \
         {:?}), {} bytes of shared memory: all {} elements of C equal the host's",
        generated.leading,
        generated.alignment,
        sm * 10,
        generated.isa,
        built.kernel_ltoir_bytes,
        built.cubin.len(),
        generated.block,
        generated.suggested_block,
        built.shared_bytes,
        M * N
    );
    device_c.free()?;
    device_b.free()?;
    device_a.free()?;
    module.free()?;
    stream.free()?;
    Ok(summary)
}
