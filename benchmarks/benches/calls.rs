//! Per-call cost of five driver operations, each further library's cheapest
//! call (a version or property, no handle: nvFatbin, cuSPARSELt, nvJPEG,
//! libNVVM, nvPTXCompiler, cuDSS, cuTENSOR, NVSHMEM, NPP, nvCOMP, nvJPEG2000,
//! nvTIFF, cuStateVec, cuTensorNet, cuDensityMat, cuBLASMp, MathDx; for
//! cuSOLVERMp, whose version needs a handle, its logging level) and two
//! launch-bound library calls (a 1 × 1 `cublasSgemm`, a 16 × 16
//! `cublasLtMatmul`), four ways in one process: cuda-raw-sys (linked, or with
//! `--features dynamic-loading` loaded at run time), C compiled with gcc -O2
//! (c/calls.c) twice (the second is the noise floor), and cudarc with its
//! default loading (which of the further libraries binds only cuTENSOR).
//! Every way runs the same loop: n calls, stopping at the first failure.
//! benchmarks/run.sh alternates the linked and the loading build and
//! benchmarks/report.py turns criterion's estimates into BENCHMARKS.md's
//! table.
//!
//! With `BENCH_NO_GPU` set, no GPU is set up (none is needed or there is
//! none) and only the operations that need none run (`NEEDS_GPU`'s are left
//! out): a check of the library calls on a machine without one.

use criterion::{criterion_group, criterion_main, Criterion};
use std::ffi::c_int;
use std::time::{Duration, Instant};

const OURS: &str = if cfg!(feature = "dynamic-loading") {
    "cuda-raw-sys dynamic-loading"
} else {
    "cuda-raw-sys linked"
};

/// 2 MiB: the VMM granularity on the GPUs measured.
const SIZE: usize = 2 << 20;

/// What the operations work on, made once with cuda-raw-sys.
struct Gpu {
    device: c_int,
    /// A 2 MiB range, mapped and accessible: cuPointerGetAttribute's subject.
    mapped: u64,
    /// A 2 MiB reserved range, unmapped between cycles.
    reserved: u64,
    /// A 2 MiB allocation for the map cycle.
    allocation: u64,
    /// A POSIX fd of a 2 MiB allocation; each import takes a duplicate.
    exported_fd: c_int,
    blas: Blas,
}

/// What the cuBLAS and cuBLASLt loops use, made once with cuda-raw-sys and
/// handed to each way as its own types (C's opaque pointers, cast).
struct Blas {
    stream: cuda_raw_sys::CUstream,
    handle: cuda_raw_sys::cublasHandle_t,
    lt: cuda_raw_sys::cublasLtHandle_t,
    desc: cuda_raw_sys::cublasLtMatmulDesc_t,
    /// 16 × 16 FP32, leading dimension 16: A's, B's and D's.
    layout: cuda_raw_sys::cublasLtMatrixLayout_t,
    algo: cuda_raw_sys::cublasLtMatmulAlgo_t,
    /// A, B and C (or D): 16 × 16 floats each, in the mapped range.
    a: u64,
    b: u64,
    c: u64,
    workspace: u64,
    workspace_size: usize,
}

/// The cuBLASLt product's side.
const LT: u64 = 16;

fn fail(what: &str, status: impl std::fmt::Debug) -> ! {
    eprintln!("benchmark setup: {what} returned {status:?}");
    std::process::exit(1)
}

mod ours {
    use cuda_raw_sys as sys;
    use std::ffi::c_int;

    macro_rules! check {
        ($call:expr) => {{
            let status = unsafe { $call };
            if status != sys::CUDA_SUCCESS {
                return status.0 as c_int;
            }
        }};
    }

    pub fn access(device: c_int) -> sys::CUmemAccessDesc {
        sys::CUmemAccessDesc {
            location: location(device),
            flags: sys::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        }
    }

    pub fn location(device: c_int) -> sys::CUmemLocation {
        let mut location = sys::CUmemLocation {
            type_: sys::CU_MEM_LOCATION_TYPE_DEVICE,
            ..Default::default()
        };
        location.set_id(device);
        location
    }

    #[inline(never)]
    pub fn driver_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            check!(sys::cuDriverGetVersion(&mut version));
        }
        if version > 0 {
            0
        } else {
            -1
        }
    }

    /// nvFatbin's cheapest call: its version, no handle.
    #[inline(never)]
    pub fn nvfatbin_version(n: u64) -> c_int {
        let (mut major, mut minor) = (0, 0);
        for _ in 0..n {
            let status = unsafe { sys::nvFatbinVersion(&mut major, &mut minor) };
            if status != sys::NVFATBIN_SUCCESS {
                return status.0 as c_int;
            }
        }
        if major > 0 {
            0
        } else {
            -1
        }
    }

    /// libNVVM's cheapest call: its version, no program.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvvm_version(n: u64) -> c_int {
        let (mut major, mut minor) = (0, 0);
        for _ in 0..n {
            let status = unsafe { sys::nvvmVersion(&mut major, &mut minor) };
            if status != sys::NVVM_SUCCESS {
                return status.0 as c_int;
            }
        }
        if major > 0 {
            0
        } else {
            -1
        }
    }

    /// nvPTXCompiler's cheapest call: its version. A static library, in
    /// the binary in both link modes: no wrapper, no loading.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvptxcompiler_version(n: u64) -> c_int {
        let (mut major, mut minor) = (0, 0);
        for _ in 0..n {
            let status = unsafe { sys::nvPTXCompilerGetVersion(&mut major, &mut minor) };
            if status != sys::NVPTXCOMPILE_SUCCESS {
                return status.0 as c_int;
            }
        }
        if major > 0 {
            0
        } else {
            -1
        }
    }

    /// cuSPARSELt's and nvJPEG's cheapest calls: a property of the library,
    /// no handle.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cusparselt_get_property(n: u64) -> c_int {
        let mut value = -1;
        for _ in 0..n {
            let status = unsafe { sys::cusparseLtGetProperty(sys::MAJOR_VERSION, &mut value) };
            if status != sys::CUSPARSE_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if value >= 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvjpeg_get_property(n: u64) -> c_int {
        let mut value = -1;
        for _ in 0..n {
            let status = unsafe { sys::nvjpegGetProperty(sys::MAJOR_VERSION, &mut value) };
            if status != sys::NVJPEG_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if value > 0 {
            0
        } else {
            -1
        }
    }

    /// cuDSS's cheapest call: a property of the library, no handle.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cudss_get_property(n: u64) -> c_int {
        let mut value = -1;
        for _ in 0..n {
            let status = unsafe { sys::cudssGetProperty(sys::MINOR_VERSION, &mut value) };
            if status != sys::CUDSS_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if value >= 0 {
            0
        } else {
            -1
        }
    }

    /// NVSHMEM's cheapest call: whether it is initialized (it is not), an
    /// `int` status, which the crate's dynamic-loading wrapper returns.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvshmem_init_status(n: u64) -> c_int {
        for _ in 0..n {
            let status = unsafe { sys::nvshmemx_init_status() };
            if status != sys::NVSHMEM_STATUS_NOT_INITIALIZED.0 as c_int {
                return status;
            }
        }
        0
    }

    /// NPP's cheapest call: its version, a pointer to a struct in libnppc
    /// (null from the dynamic-loading wrapper when it cannot be had).
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn npp_get_lib_version(n: u64) -> c_int {
        let mut version = std::ptr::null();
        for _ in 0..n {
            version = std::hint::black_box(unsafe { sys::nppGetLibVersion() });
        }
        if !version.is_null() && unsafe { (*version).major } == sys::NPP_VER_MAJOR as c_int {
            0
        } else {
            -1
        }
    }

    /// cuTENSOR's cheapest call: its version, which returns no status.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cutensor_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            version = unsafe { sys::cutensorGetVersion() };
            std::hint::black_box(version);
        }
        if version >= 20000 {
            0
        } else {
            -1
        }
    }

    /// nvCOMP's cheapest call: its properties (its version and CUDA
    /// runtime's), a struct filled, no handle.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvcomp_get_properties(n: u64) -> c_int {
        let mut properties = sys::nvcompProperties_t::default();
        for _ in 0..n {
            let status = unsafe { sys::nvcompGetProperties(&mut properties) };
            if status != sys::nvcompSuccess {
                return status.0 as c_int;
            }
        }
        if properties.version > 0 {
            0
        } else {
            -1
        }
    }

    /// nvJPEG2000's, nvTIFF's and cuStateVec's cheapest calls: a property of
    /// the library, no handle.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvjpeg2k_get_property(n: u64) -> c_int {
        let mut value = -1;
        for _ in 0..n {
            let status = unsafe { sys::nvjpeg2kGetProperty(sys::MINOR_VERSION, &mut value) };
            if status != sys::NVJPEG2K_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if value >= 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvtiff_get_property(n: u64) -> c_int {
        let mut value = -1;
        for _ in 0..n {
            let status = unsafe { sys::nvtiffGetProperty(sys::MINOR_VERSION, &mut value) };
            if status != sys::NVTIFF_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if value >= 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn custatevec_get_property(n: u64) -> c_int {
        let mut value = -1;
        for _ in 0..n {
            let status = unsafe { sys::custatevecGetProperty(sys::MINOR_VERSION, &mut value) };
            if status != sys::CUSTATEVEC_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if value >= 0 {
            0
        } else {
            -1
        }
    }

    /// cuTensorNet's cheapest call: its version, which returns no status
    /// (as cuTENSOR's).
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cutensornet_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            version = unsafe { sys::cutensornetGetVersion() };
            std::hint::black_box(version);
        }
        if version >= 20000 {
            0
        } else {
            -1
        }
    }

    /// cuDensityMat's cheapest call: its version, which returns no status
    /// (as cuTensorNet's); 700 for 0.7.0.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cudensitymat_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            version = unsafe { sys::cudensitymatGetVersion() };
            std::hint::black_box(version);
        }
        if version >= 700 {
            0
        } else {
            -1
        }
    }

    /// cuBLASMp's and MathDx's cheapest calls: their version, no handle.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cublasmp_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            let status = unsafe { sys::cublasMpGetVersion(&mut version) };
            if status != sys::CUBLASMP_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if version > 0 {
            0
        } else {
            -1
        }
    }

    /// A plan that is none: CUFFT_INVALID_PLAN, on the host alone.
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cufftmp_attach_comm(n: u64) -> c_int {
        for _ in 0..n {
            let status =
                unsafe { sys::cufftMpAttachComm(-1, sys::CUFFT_COMM_NONE, std::ptr::null_mut()) };
            if status != sys::CUFFT_INVALID_PLAN {
                return status.0 as c_int;
            }
        }
        0
    }

    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn nvimgcodec_get_properties(n: u64) -> c_int {
        let mut properties: sys::nvimgcodecProperties_t = unsafe { std::mem::zeroed() };
        properties.struct_type = sys::NVIMGCODEC_STRUCTURE_TYPE_PROPERTIES;
        properties.struct_size = std::mem::size_of_val(&properties);
        for _ in 0..n {
            let status = unsafe { sys::nvimgcodecGetProperties(&mut properties) };
            if status != sys::NVIMGCODEC_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        if properties.version > 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn mathdx_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            let status = unsafe { sys::mathdxGetVersion(&mut version) };
            if status != sys::COMMONDX_SUCCESS {
                return status.0 as c_int;
            }
        }
        if version > 0 {
            0
        } else {
            -1
        }
    }

    /// cuSOLVERMp's cheapest call without a handle (its version needs one):
    /// its logging level set to 0 (off). It has no handle-free getter; its
    /// other handle-free calls make descriptors, open log files, or compute
    /// (cusolverMpNUMROC, a block-cyclic size, is no call into its state).
    #[inline(never)]
    #[cfg(feature = "further-libraries")]
    pub fn cusolvermp_logger_set_level(n: u64) -> c_int {
        for _ in 0..n {
            let status = unsafe { sys::cusolverMpLoggerSetLevel(0) };
            if status != sys::CUSOLVER_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        0
    }

    #[inline(never)]
    pub fn ctx_get_current(n: u64) -> c_int {
        let mut context = std::ptr::null_mut();
        for _ in 0..n {
            check!(sys::cuCtxGetCurrent(&mut context));
        }
        if context.is_null() {
            -1
        } else {
            0
        }
    }

    #[inline(never)]
    pub fn pointer_get_attribute(n: u64, mapped: u64) -> c_int {
        let mut ordinal: c_int = -1;
        for _ in 0..n {
            check!(sys::cuPointerGetAttribute(
                (&mut ordinal as *mut c_int).cast(),
                sys::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                mapped
            ));
        }
        if ordinal >= 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    pub fn map_cycle(n: u64, reserved: u64, size: usize, allocation: u64, device: c_int) -> c_int {
        let access = access(device);
        for _ in 0..n {
            check!(sys::cuMemMap(reserved, size, 0, allocation, 0));
            check!(sys::cuMemSetAccess(reserved, size, &access, 1));
            check!(sys::cuMemUnmap(reserved, size));
        }
        0
    }

    #[inline(never)]
    pub fn external_memory_cycle(n: u64, exported_fd: c_int, size: usize) -> c_int {
        for _ in 0..n {
            // A successful import takes the fd: each cycle imports a duplicate.
            let fd = unsafe { libc::dup(exported_fd) };
            if fd < 0 {
                return -1;
            }
            let mut handle = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
                type_: sys::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
                size: size as u64,
                ..Default::default()
            };
            handle.handle.fd = fd;
            let mut external = std::ptr::null_mut();
            let status = unsafe { sys::cuImportExternalMemory(&mut external, &handle) };
            if status != sys::CUDA_SUCCESS {
                unsafe { libc::close(fd) };
                return status.0 as c_int;
            }
            let buffer = sys::CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
                size: size as u64,
                ..Default::default()
            };
            let mut mapped = 0;
            check!(sys::cuExternalMemoryGetMappedBuffer(
                &mut mapped,
                external,
                &buffer
            ));
            check!(sys::cuMemFree(mapped));
            check!(sys::cuDestroyExternalMemory(external));
        }
        0
    }
}

mod ours_blas {
    use crate::Blas;
    use cuda_raw_sys as sys;
    use std::ffi::c_int;

    #[inline(never)]
    pub fn cublas_sgemm(n: u64, blas: &Blas) -> c_int {
        let (alpha, beta) = (1.0f32, 0.0f32);
        for _ in 0..n {
            let status = unsafe {
                sys::cublasSgemm(
                    blas.handle,
                    sys::CUBLAS_OP_N,
                    sys::CUBLAS_OP_N,
                    1,
                    1,
                    1,
                    &alpha,
                    blas.a as *const f32,
                    1,
                    blas.b as *const f32,
                    1,
                    &beta,
                    blas.c as *mut f32,
                    1,
                )
            };
            if status != sys::CUBLAS_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        unsafe { sys::cuStreamSynchronize(blas.stream) }.0 as c_int
    }

    #[inline(never)]
    pub fn cublaslt_matmul(n: u64, blas: &Blas) -> c_int {
        let (alpha, beta) = (1.0f32, 0.0f32);
        for _ in 0..n {
            let status = unsafe {
                sys::cublasLtMatmul(
                    blas.lt,
                    blas.desc,
                    (&alpha as *const f32).cast(),
                    blas.a as *const _,
                    blas.layout,
                    blas.b as *const _,
                    blas.layout,
                    (&beta as *const f32).cast(),
                    blas.c as *const _,
                    blas.layout,
                    blas.c as *mut _,
                    blas.layout,
                    &blas.algo,
                    blas.workspace as *mut _,
                    blas.workspace_size,
                    blas.stream,
                )
            };
            if status != sys::CUBLAS_STATUS_SUCCESS {
                return status.0 as c_int;
            }
        }
        unsafe { sys::cuStreamSynchronize(blas.stream) }.0 as c_int
    }
}

mod theirs {
    use cudarc::driver::sys;
    use std::ffi::c_int;

    macro_rules! check {
        ($call:expr) => {{
            let status = unsafe { $call };
            if status != sys::CUresult::CUDA_SUCCESS {
                return status as c_int;
            }
        }};
    }

    #[inline(never)]
    pub fn driver_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            check!(sys::cuDriverGetVersion(&mut version));
        }
        if version > 0 {
            0
        } else {
            -1
        }
    }

    /// cudarc's cuTENSOR binding, loaded on first call as its others are.
    #[inline(never)]
    pub fn cutensor_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            version = unsafe { cudarc::cutensor::sys::cutensorGetVersion() };
            std::hint::black_box(version);
        }
        if version >= 20000 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    pub fn ctx_get_current(n: u64) -> c_int {
        let mut context = std::ptr::null_mut();
        for _ in 0..n {
            check!(sys::cuCtxGetCurrent(&mut context));
        }
        if context.is_null() {
            -1
        } else {
            0
        }
    }

    #[inline(never)]
    pub fn pointer_get_attribute(n: u64, mapped: u64) -> c_int {
        let mut ordinal: c_int = -1;
        for _ in 0..n {
            check!(sys::cuPointerGetAttribute(
                (&mut ordinal as *mut c_int).cast(),
                sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                mapped
            ));
        }
        if ordinal >= 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    pub fn map_cycle(n: u64, reserved: u64, size: usize, allocation: u64, device: c_int) -> c_int {
        let access = sys::CUmemAccessDesc {
            location: sys::CUmemLocation {
                type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                id: device,
            },
            flags: sys::CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        };
        for _ in 0..n {
            check!(sys::cuMemMap(reserved, size, 0, allocation, 0));
            check!(sys::cuMemSetAccess(reserved, size, &access, 1));
            check!(sys::cuMemUnmap(reserved, size));
        }
        0
    }

    #[inline(never)]
    pub fn external_memory_cycle(n: u64, exported_fd: c_int, size: usize) -> c_int {
        for _ in 0..n {
            let fd = unsafe { libc::dup(exported_fd) };
            if fd < 0 {
                return -1;
            }
            let handle = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
                type_: sys::CUexternalMemoryHandleType::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
                handle: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 { fd },
                size: size as u64,
                flags: 0,
                reserved: [0; 16],
            };
            let mut external = std::ptr::null_mut();
            let status = unsafe { sys::cuImportExternalMemory(&mut external, &handle) };
            if status != sys::CUresult::CUDA_SUCCESS {
                unsafe { libc::close(fd) };
                return status as c_int;
            }
            let buffer = sys::CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
                offset: 0,
                size: size as u64,
                flags: 0,
                reserved: [0; 16],
            };
            let mut mapped = 0;
            check!(sys::cuExternalMemoryGetMappedBuffer(
                &mut mapped,
                external,
                &buffer
            ));
            check!(sys::cuMemFree_v2(mapped));
            check!(sys::cuDestroyExternalMemory(external));
        }
        0
    }
}

mod theirs_blas {
    use crate::Blas;
    use cudarc::cublas::sys as cublas;
    use cudarc::cublaslt::sys as lt;
    use std::ffi::c_int;

    #[inline(never)]
    pub fn cublas_sgemm(n: u64, blas: &Blas) -> c_int {
        let (alpha, beta) = (1.0f32, 0.0f32);
        let handle: cublas::cublasHandle_t = blas.handle.cast();
        for _ in 0..n {
            let status = unsafe {
                cublas::cublasSgemm_v2(
                    handle,
                    cublas::cublasOperation_t::CUBLAS_OP_N,
                    cublas::cublasOperation_t::CUBLAS_OP_N,
                    1,
                    1,
                    1,
                    &alpha,
                    blas.a as *const f32,
                    1,
                    blas.b as *const f32,
                    1,
                    &beta,
                    blas.c as *mut f32,
                    1,
                )
            };
            if status != cublas::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
                return status as c_int;
            }
        }
        unsafe { cudarc::driver::sys::cuStreamSynchronize(blas.stream.cast()) as c_int }
    }

    #[inline(never)]
    pub fn cublaslt_matmul(n: u64, blas: &Blas) -> c_int {
        let (alpha, beta) = (1.0f32, 0.0f32);
        let layout: lt::cublasLtMatrixLayout_t = blas.layout.cast();
        // The same 64 bytes, as cudarc's type.
        let algo: lt::cublasLtMatmulAlgo_t = unsafe { std::mem::transmute(blas.algo) };
        for _ in 0..n {
            let status = unsafe {
                lt::cublasLtMatmul(
                    blas.lt.cast(),
                    blas.desc.cast(),
                    (&alpha as *const f32).cast(),
                    blas.a as *const _,
                    layout,
                    blas.b as *const _,
                    layout,
                    (&beta as *const f32).cast(),
                    blas.c as *const _,
                    layout,
                    blas.c as *mut _,
                    layout,
                    &algo,
                    blas.workspace as *mut _,
                    blas.workspace_size,
                    blas.stream.cast(),
                )
            };
            if status != lt::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
                return status as c_int;
            }
        }
        unsafe { cudarc::driver::sys::cuStreamSynchronize(blas.stream.cast()) as c_int }
    }
}

mod c {
    use std::ffi::c_int;
    extern "C" {
        pub fn c_driver_get_version(n: u64) -> c_int;
        pub fn c_nvfatbin_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cusparselt_get_property(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvjpeg_get_property(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvvm_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvptxcompiler_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cudss_get_property(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cutensor_get_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvshmem_init_status(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_npp_get_lib_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvcomp_get_properties(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvjpeg2k_get_property(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvtiff_get_property(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_custatevec_get_property(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cutensornet_get_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cudensitymat_get_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cublasmp_get_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cusolvermp_logger_set_level(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_mathdx_get_version(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_cufftmp_attach_comm(n: u64) -> c_int;
        #[cfg(feature = "further-libraries")]
        pub fn c_nvimgcodec_get_properties(n: u64) -> c_int;
        pub fn c_ctx_get_current(n: u64) -> c_int;
        pub fn c_pointer_get_attribute(n: u64, mapped: u64) -> c_int;
        pub fn c_map_cycle(
            n: u64,
            reserved: u64,
            size: usize,
            allocation: u64,
            access: *const cuda_raw_sys::CUmemAccessDesc,
        ) -> c_int;
        pub fn c_external_memory_cycle(n: u64, exported_fd: c_int, size: usize) -> c_int;
        pub fn c_cublas_sgemm(
            n: u64,
            handle: cuda_raw_sys::cublasHandle_t,
            stream: cuda_raw_sys::CUstream,
            a: *const f32,
            b: *const f32,
            c: *mut f32,
        ) -> c_int;
        #[allow(clippy::too_many_arguments)]
        pub fn c_cublaslt_matmul(
            n: u64,
            handle: cuda_raw_sys::cublasLtHandle_t,
            desc: cuda_raw_sys::cublasLtMatmulDesc_t,
            layout: cuda_raw_sys::cublasLtMatrixLayout_t,
            algo: *const cuda_raw_sys::cublasLtMatmulAlgo_t,
            stream: cuda_raw_sys::CUstream,
            a: *const f32,
            b: *const f32,
            d: *mut f32,
            workspace: *mut std::ffi::c_void,
            workspace_size: usize,
        ) -> c_int;
    }

    pub fn cublas_sgemm(n: u64, blas: &crate::Blas) -> c_int {
        unsafe {
            c_cublas_sgemm(
                n,
                blas.handle,
                blas.stream,
                blas.a as *const f32,
                blas.b as *const f32,
                blas.c as *mut f32,
            )
        }
    }

    pub fn cublaslt_matmul(n: u64, blas: &crate::Blas) -> c_int {
        unsafe {
            c_cublaslt_matmul(
                n,
                blas.lt,
                blas.desc,
                blas.layout,
                &blas.algo,
                blas.stream,
                blas.a as *const f32,
                blas.b as *const f32,
                blas.c as *mut f32,
                blas.workspace as *mut std::ffi::c_void,
                blas.workspace_size,
            )
        }
    }
}

impl Gpu {
    fn set_up() -> Gpu {
        use cuda_raw_sys as sys;
        macro_rules! setup {
            ($call:expr) => {{
                let status = unsafe { $call };
                if status != sys::CUDA_SUCCESS {
                    fail(stringify!($call), status);
                }
            }};
        }
        setup!(sys::cuInit(0));
        let mut device = 0;
        setup!(sys::cuDeviceGet(&mut device, 0));
        let mut context = std::ptr::null_mut();
        setup!(sys::cuDevicePrimaryCtxRetain(&mut context, device));
        setup!(sys::cuCtxSetCurrent(context));
        let prop = |handle_types| sys::CUmemAllocationProp {
            type_: sys::CU_MEM_ALLOCATION_TYPE_PINNED,
            requestedHandleTypes: handle_types,
            location: ours::location(device),
            ..Default::default()
        };
        let plain = prop(sys::CU_MEM_HANDLE_TYPE_NONE);
        let mut granularity = 0;
        setup!(sys::cuMemGetAllocationGranularity(
            &mut granularity,
            &plain,
            sys::CU_MEM_ALLOC_GRANULARITY_RECOMMENDED
        ));
        if !SIZE.is_multiple_of(granularity) {
            fail("the granularity", granularity);
        }
        let access = ours::access(device);
        let (mut mapped, mut mapped_allocation) = (0, 0);
        setup!(sys::cuMemAddressReserve(&mut mapped, SIZE, 0, 0, 0));
        setup!(sys::cuMemCreate(&mut mapped_allocation, SIZE, &plain, 0));
        setup!(sys::cuMemMap(mapped, SIZE, 0, mapped_allocation, 0));
        setup!(sys::cuMemSetAccess(mapped, SIZE, &access, 1));
        let (mut reserved, mut allocation) = (0, 0);
        setup!(sys::cuMemAddressReserve(&mut reserved, SIZE, 0, 0, 0));
        setup!(sys::cuMemCreate(&mut allocation, SIZE, &plain, 0));
        let shareable = prop(sys::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
        let mut exported = 0;
        setup!(sys::cuMemCreate(&mut exported, SIZE, &shareable, 0));
        let mut exported_fd: c_int = -1;
        setup!(sys::cuMemExportToShareableHandle(
            (&mut exported_fd as *mut c_int).cast(),
            exported,
            sys::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
            0
        ));
        let blas = Blas::set_up(mapped);
        // The process ends after the benchmarks: the driver frees the rest.
        Gpu {
            device,
            mapped,
            reserved,
            allocation,
            exported_fd,
            blas,
        }
    }
}

impl Blas {
    /// A stream, a cuBLAS handle on it, and a cuBLASLt 16 × 16 FP32 product
    /// with the algorithm the heuristic picks; operands and workspace in the
    /// mapped range (2 MiB: 3 × 1 KiB of operands, the rest workspace).
    fn set_up(mapped: u64) -> Blas {
        use cuda_raw_sys as sys;
        macro_rules! blas {
            ($call:expr) => {{
                let status = unsafe { $call };
                if status != sys::CUBLAS_STATUS_SUCCESS {
                    fail(stringify!($call), status);
                }
            }};
        }
        let mut stream = std::ptr::null_mut();
        let status = unsafe { sys::cuStreamCreate(&mut stream, sys::CU_STREAM_NON_BLOCKING.0) };
        if status != sys::CUDA_SUCCESS {
            fail("cuStreamCreate", status);
        }
        let mut handle = std::ptr::null_mut();
        blas!(sys::cublasCreate(&mut handle));
        blas!(sys::cublasSetStream(handle, stream));
        let mut lt = std::ptr::null_mut();
        blas!(sys::cublasLtCreate(&mut lt));
        let mut desc = std::ptr::null_mut();
        blas!(sys::cublasLtMatmulDescCreate(
            &mut desc,
            sys::CUBLAS_COMPUTE_32F,
            sys::CUDA_R_32F
        ));
        let mut layout = std::ptr::null_mut();
        blas!(sys::cublasLtMatrixLayoutCreate(
            &mut layout,
            sys::CUDA_R_32F,
            LT,
            LT,
            LT as i64
        ));
        let operand = LT * LT * 4;
        let workspace = mapped + 3 * operand.next_multiple_of(256);
        let workspace_size = SIZE - (workspace - mapped) as usize;
        let mut preference = std::ptr::null_mut();
        blas!(sys::cublasLtMatmulPreferenceCreate(&mut preference));
        blas!(sys::cublasLtMatmulPreferenceSetAttribute(
            preference,
            sys::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
            (&workspace_size as *const usize).cast(),
            std::mem::size_of::<usize>()
        ));
        let mut heuristic = sys::cublasLtMatmulHeuristicResult_t::default();
        let mut found = 0;
        blas!(sys::cublasLtMatmulAlgoGetHeuristic(
            lt,
            desc,
            layout,
            layout,
            layout,
            layout,
            preference,
            1,
            &mut heuristic,
            &mut found
        ));
        if found < 1 {
            fail("cublasLtMatmulAlgoGetHeuristic", found);
        }
        Blas {
            stream,
            handle,
            lt,
            desc,
            layout,
            algo: heuristic.algo,
            a: mapped,
            b: mapped + operand.next_multiple_of(256),
            c: mapped + 2 * operand.next_multiple_of(256),
            workspace,
            workspace_size,
        }
    }
}

/// A way's name, and its loop for an operation: (operation, n) -> status.
type Way<'a> = (&'static str, Box<dyn Fn(&str, u64) -> c_int + 'a>);

/// Times `n` iterations of one way's loop; a failing call ends the run.
fn timed(n: u64, what: &str, run: impl FnOnce(u64) -> c_int) -> Duration {
    let start = Instant::now();
    let status = run(n);
    let elapsed = start.elapsed();
    if status != 0 {
        eprintln!("{what}: a call returned {status}");
        std::process::exit(1);
    }
    elapsed
}

/// The operations of libraries cudarc does not bind.
const LIBRARIES_CUDARC_LACKS: [&str; 19] = [
    "nvFatbinVersion",
    "cusparseLtGetProperty",
    "nvjpegGetProperty",
    "nvvmVersion",
    "nvPTXCompilerGetVersion",
    "cudssGetProperty",
    "nvshmemx_init_status",
    "nppGetLibVersion",
    "nvcompGetProperties",
    "nvjpeg2kGetProperty",
    "nvtiffGetProperty",
    "custatevecGetProperty",
    "cutensornetGetVersion",
    "cudensitymatGetVersion",
    "cublasMpGetVersion",
    "cusolverMpLoggerSetLevel",
    "mathdxGetVersion",
    "cufftMpAttachComm",
    "nvimgcodecGetProperties",
];

/// The core table's operations: the only ones without the further-libraries
/// feature.
const CORE: [&str; 8] = [
    "cuDriverGetVersion",
    "nvFatbinVersion",
    "cuCtxGetCurrent",
    "cuPointerGetAttribute",
    "map cycle",
    "external memory cycle",
    "cublasSgemm 1x1",
    "cublasLtMatmul 16x16",
];

/// The operations that need a GPU set up: left out under `BENCH_NO_GPU`.
const NEEDS_GPU: [&str; 6] = [
    "cuCtxGetCurrent",
    "cuPointerGetAttribute",
    "map cycle",
    "external memory cycle",
    "cublasSgemm 1x1",
    "cublasLtMatmul 16x16",
];

fn calls(criterion: &mut Criterion) {
    #[cfg(feature = "dynamic-loading")]
    eprintln!("{}", cuda_raw_sys::loader::report());
    let no_gpu = std::env::var_os("BENCH_NO_GPU").is_some();
    if no_gpu {
        eprintln!("BENCH_NO_GPU is set: no GPU set up, and {NEEDS_GPU:?} left out");
    }
    let gpu = (!no_gpu).then(Gpu::set_up);
    // Only NEEDS_GPU's operations read it, and they do not run without one.
    let gpu = || {
        gpu.as_ref()
            .expect("an operation needing the GPU ran under BENCH_NO_GPU")
    };
    let access = ours::access(if no_gpu { 0 } else { gpu().device });
    let c_way = |operation: &str, n| unsafe {
        match operation {
            "cuDriverGetVersion" => c::c_driver_get_version(n),
            "nvFatbinVersion" => c::c_nvfatbin_version(n),
            #[cfg(feature = "further-libraries")]
            "cusparseLtGetProperty" => c::c_cusparselt_get_property(n),
            #[cfg(feature = "further-libraries")]
            "nvjpegGetProperty" => c::c_nvjpeg_get_property(n),
            #[cfg(feature = "further-libraries")]
            "nvvmVersion" => c::c_nvvm_version(n),
            #[cfg(feature = "further-libraries")]
            "nvPTXCompilerGetVersion" => c::c_nvptxcompiler_version(n),
            #[cfg(feature = "further-libraries")]
            "cudssGetProperty" => c::c_cudss_get_property(n),
            #[cfg(feature = "further-libraries")]
            "cutensorGetVersion" => c::c_cutensor_get_version(n),
            #[cfg(feature = "further-libraries")]
            "nvshmemx_init_status" => c::c_nvshmem_init_status(n),
            #[cfg(feature = "further-libraries")]
            "nppGetLibVersion" => c::c_npp_get_lib_version(n),
            #[cfg(feature = "further-libraries")]
            "nvcompGetProperties" => c::c_nvcomp_get_properties(n),
            #[cfg(feature = "further-libraries")]
            "nvjpeg2kGetProperty" => c::c_nvjpeg2k_get_property(n),
            #[cfg(feature = "further-libraries")]
            "nvtiffGetProperty" => c::c_nvtiff_get_property(n),
            #[cfg(feature = "further-libraries")]
            "custatevecGetProperty" => c::c_custatevec_get_property(n),
            #[cfg(feature = "further-libraries")]
            "cutensornetGetVersion" => c::c_cutensornet_get_version(n),
            #[cfg(feature = "further-libraries")]
            "cudensitymatGetVersion" => c::c_cudensitymat_get_version(n),
            #[cfg(feature = "further-libraries")]
            "cublasMpGetVersion" => c::c_cublasmp_get_version(n),
            #[cfg(feature = "further-libraries")]
            "cusolverMpLoggerSetLevel" => c::c_cusolvermp_logger_set_level(n),
            #[cfg(feature = "further-libraries")]
            "mathdxGetVersion" => c::c_mathdx_get_version(n),
            #[cfg(feature = "further-libraries")]
            "cufftMpAttachComm" => c::c_cufftmp_attach_comm(n),
            #[cfg(feature = "further-libraries")]
            "nvimgcodecGetProperties" => c::c_nvimgcodec_get_properties(n),
            "cuCtxGetCurrent" => c::c_ctx_get_current(n),
            "cuPointerGetAttribute" => c::c_pointer_get_attribute(n, gpu().mapped),
            "map cycle" => c::c_map_cycle(n, gpu().reserved, SIZE, gpu().allocation, &access),
            "cublasSgemm 1x1" => c::cublas_sgemm(n, &gpu().blas),
            "cublasLtMatmul 16x16" => c::cublaslt_matmul(n, &gpu().blas),
            _ => c::c_external_memory_cycle(n, gpu().exported_fd, SIZE),
        }
    };
    let ways: [Way; 4] = [
        (
            OURS,
            Box::new(|operation: &str, n| match operation {
                "cuDriverGetVersion" => ours::driver_get_version(n),
                "nvFatbinVersion" => ours::nvfatbin_version(n),
                #[cfg(feature = "further-libraries")]
                "cusparseLtGetProperty" => ours::cusparselt_get_property(n),
                #[cfg(feature = "further-libraries")]
                "nvjpegGetProperty" => ours::nvjpeg_get_property(n),
                #[cfg(feature = "further-libraries")]
                "nvvmVersion" => ours::nvvm_version(n),
                #[cfg(feature = "further-libraries")]
                "nvPTXCompilerGetVersion" => ours::nvptxcompiler_version(n),
                #[cfg(feature = "further-libraries")]
                "cudssGetProperty" => ours::cudss_get_property(n),
                #[cfg(feature = "further-libraries")]
                "cutensorGetVersion" => ours::cutensor_get_version(n),
                #[cfg(feature = "further-libraries")]
                "nvshmemx_init_status" => ours::nvshmem_init_status(n),
                #[cfg(feature = "further-libraries")]
                "nppGetLibVersion" => ours::npp_get_lib_version(n),
                #[cfg(feature = "further-libraries")]
                "nvcompGetProperties" => ours::nvcomp_get_properties(n),
                #[cfg(feature = "further-libraries")]
                "nvjpeg2kGetProperty" => ours::nvjpeg2k_get_property(n),
                #[cfg(feature = "further-libraries")]
                "nvtiffGetProperty" => ours::nvtiff_get_property(n),
                #[cfg(feature = "further-libraries")]
                "custatevecGetProperty" => ours::custatevec_get_property(n),
                #[cfg(feature = "further-libraries")]
                "cutensornetGetVersion" => ours::cutensornet_get_version(n),
                #[cfg(feature = "further-libraries")]
                "cudensitymatGetVersion" => ours::cudensitymat_get_version(n),
                #[cfg(feature = "further-libraries")]
                "cublasMpGetVersion" => ours::cublasmp_get_version(n),
                #[cfg(feature = "further-libraries")]
                "cusolverMpLoggerSetLevel" => ours::cusolvermp_logger_set_level(n),
                #[cfg(feature = "further-libraries")]
                "mathdxGetVersion" => ours::mathdx_get_version(n),
                #[cfg(feature = "further-libraries")]
                "cufftMpAttachComm" => ours::cufftmp_attach_comm(n),
                #[cfg(feature = "further-libraries")]
                "nvimgcodecGetProperties" => ours::nvimgcodec_get_properties(n),
                "cuCtxGetCurrent" => ours::ctx_get_current(n),
                "cuPointerGetAttribute" => ours::pointer_get_attribute(n, gpu().mapped),
                "map cycle" => {
                    ours::map_cycle(n, gpu().reserved, SIZE, gpu().allocation, gpu().device)
                }
                "cublasSgemm 1x1" => ours_blas::cublas_sgemm(n, &gpu().blas),
                "cublasLtMatmul 16x16" => ours_blas::cublaslt_matmul(n, &gpu().blas),
                _ => ours::external_memory_cycle(n, gpu().exported_fd, SIZE),
            }),
        ),
        ("C gcc -O2", Box::new(c_way)),
        // C measured twice in each run: the ratio of the two is the spread
        // a ratio to C cannot be read closer than.
        ("C gcc -O2, again", Box::new(c_way)),
        (
            "cudarc",
            Box::new(|operation: &str, n| match operation {
                "cuDriverGetVersion" => theirs::driver_get_version(n),
                "cutensorGetVersion" => theirs::cutensor_get_version(n),
                "cuCtxGetCurrent" => theirs::ctx_get_current(n),
                "cuPointerGetAttribute" => theirs::pointer_get_attribute(n, gpu().mapped),
                "map cycle" => {
                    theirs::map_cycle(n, gpu().reserved, SIZE, gpu().allocation, gpu().device)
                }
                "cublasSgemm 1x1" => theirs_blas::cublas_sgemm(n, &gpu().blas),
                "cublasLtMatmul 16x16" => theirs_blas::cublaslt_matmul(n, &gpu().blas),
                _ => theirs::external_memory_cycle(n, gpu().exported_fd, SIZE),
            }),
        ),
    ];
    // bench-run.sh numbers its rounds: each starts with another way, so no
    // way always runs first (or last) after a build's start.
    let round: usize = std::env::var("BENCH_ROUND")
        .ok()
        .and_then(|round| round.parse().ok())
        .unwrap_or(0);
    let mut ways = ways;
    let count = ways.len();
    ways.rotate_left(round % count);
    for operation in [
        "cuDriverGetVersion",
        "nvFatbinVersion",
        "cusparseLtGetProperty",
        "nvjpegGetProperty",
        "nvvmVersion",
        "nvPTXCompilerGetVersion",
        "cudssGetProperty",
        "cutensorGetVersion",
        "nvshmemx_init_status",
        "nppGetLibVersion",
        "nvcompGetProperties",
        "nvjpeg2kGetProperty",
        "nvtiffGetProperty",
        "custatevecGetProperty",
        "cutensornetGetVersion",
        "cudensitymatGetVersion",
        "cublasMpGetVersion",
        "cusolverMpLoggerSetLevel",
        "mathdxGetVersion",
        "cufftMpAttachComm",
        "nvimgcodecGetProperties",
        "cuCtxGetCurrent",
        "cuPointerGetAttribute",
        "map cycle",
        "external memory cycle",
        "cublasSgemm 1x1",
        "cublasLtMatmul 16x16",
    ] {
        if !cfg!(feature = "further-libraries") && !CORE.contains(&operation) {
            continue;
        }
        let mut group = criterion.benchmark_group(operation);
        for (way, run) in &ways {
            // cudarc binds no nvFatbin, cuSPARSELt, nvJPEG, libNVVM,
            // nvPTXCompiler, cuDSS, NVSHMEM, NPP, nvCOMP, nvJPEG2000, nvTIFF,
            // cuStateVec, cuTensorNet, cuDensityMat, cuBLASMp, cuSOLVERMp or
            // MathDx.
            if *way == "cudarc" && LIBRARIES_CUDARC_LACKS.contains(&operation) {
                continue;
            }
            if no_gpu && NEEDS_GPU.contains(&operation) {
                continue;
            }
            // Each way's first call (its lazy loading) happens before timing.
            timed(1, way, |n| run(operation, n));
            group.bench_function(*way, |bencher| {
                bencher.iter_custom(|n| timed(n, way, |n| run(operation, n)))
            });
        }
        group.finish();
    }
}

/// Criterion's settings: 30 samples in 1.5 s after 0.5 s of warming up, or
/// the milliseconds `BENCH_WARM_UP_MS` and `BENCH_MEASURE_MS` give (shorter
/// runs, more of them: the spread between processes, not within one, is
/// what the medians over runs must outweigh).
fn config() -> Criterion {
    let milliseconds = |name: &str, default: u64| {
        let value = std::env::var(name)
            .ok()
            .and_then(|value| value.parse().ok());
        Duration::from_millis(value.unwrap_or(default))
    };
    Criterion::default()
        .sample_size(30)
        .warm_up_time(milliseconds("BENCH_WARM_UP_MS", 500))
        .measurement_time(milliseconds("BENCH_MEASURE_MS", 1500))
}

criterion_group! {
    name = benches;
    config = config();
    targets = calls
}
criterion_main!(benches);
