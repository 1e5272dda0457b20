/* The measured calls in C, each in a loop of n iterations that stops at the
 * first failure and returns its code (0 when all succeed). The Rust loops in
 * benches/calls.rs have the same shape. */
#include <cuda.h>
#include <nvFatbin.h>
#include <stdint.h>
#include <unistd.h>
/* The further libraries' calls: where the benchmark's further-libraries
 * feature is on (build.rs defines BENCH_FURTHER_LIBRARIES). */
#ifdef BENCH_FURTHER_LIBRARIES
/* cusparse.h (which cusparseLt.h includes) marks its legacy types deprecated,
 * which -Werror makes errors; cuSPARSELt 0.8's structs use C11's alignas
 * without including stdalign.h. */
#define DISABLE_CUSPARSE_DEPRECATED
#include <stdalign.h>
#include <cusparseLt.h>
#include <nvjpeg.h>
#include <nvvm.h>
#include <cudss.h>
#include <cutensor.h>
#include <nvPTXCompiler.h>
#include <npp.h>
/* NVSHMEM's headers are C++'s: the crate's wrapper.h includes them with the
 * C they need (static_assert, bool, half, its __device__ calls hidden); and
 * nvtiff.h names its enum as C++ does, which wrapper.h maps to the typedef.
 * nvCOMP's, nvJPEG2000's, cuQuantum's (cuDensityMat's too), cuBLASMp's,
 * cuSOLVERMp's, cuFFTMp's, nvImageCodec's and MathDx's headers through it as
 * well, as the bindings read them. */
#define CUDA_RAW_SYS_NVSHMEM
#define CUDA_RAW_SYS_NVCOMP
#define CUDA_RAW_SYS_NVJPEG2K
#define CUDA_RAW_SYS_NVTIFF
#define CUDA_RAW_SYS_CUSTATEVEC
#define CUDA_RAW_SYS_CUTENSORNET
#define CUDA_RAW_SYS_CUDENSITYMAT
#define CUDA_RAW_SYS_CUBLASMP
#define CUDA_RAW_SYS_CUSOLVERMP
#define CUDA_RAW_SYS_MATHDX
#define CUDA_RAW_SYS_CUFFTMP
#define CUDA_RAW_SYS_NVIMGCODEC
#include "../../wrapper.h"
#endif

int c_driver_get_version(uint64_t n) {
    int version = 0;
    for (uint64_t i = 0; i < n; i++) {
        CUresult status = cuDriverGetVersion(&version);
        if (status != CUDA_SUCCESS) return (int)status;
    }
    return version > 0 ? 0 : -1;
}

int c_nvfatbin_version(uint64_t n) {
    unsigned int major = 0, minor = 0;
    for (uint64_t i = 0; i < n; i++) {
        nvFatbinResult status = nvFatbinVersion(&major, &minor);
        if (status != NVFATBIN_SUCCESS) return (int)status;
    }
    return major > 0 ? 0 : -1;
}

#ifdef BENCH_FURTHER_LIBRARIES
int c_cusparselt_get_property(uint64_t n) {
    int value = -1;
    for (uint64_t i = 0; i < n; i++) {
        cusparseStatus_t status = cusparseLtGetProperty(MAJOR_VERSION, &value);
        if (status != CUSPARSE_STATUS_SUCCESS) return (int)status;
    }
    return value >= 0 ? 0 : -1;
}

int c_nvjpeg_get_property(uint64_t n) {
    int value = -1;
    for (uint64_t i = 0; i < n; i++) {
        nvjpegStatus_t status = nvjpegGetProperty(MAJOR_VERSION, &value);
        if (status != NVJPEG_STATUS_SUCCESS) return (int)status;
    }
    return value > 0 ? 0 : -1;
}

int c_nvvm_version(uint64_t n) {
    int major = 0, minor = 0;
    for (uint64_t i = 0; i < n; i++) {
        nvvmResult status = nvvmVersion(&major, &minor);
        if (status != NVVM_SUCCESS) return (int)status;
    }
    return major > 0 ? 0 : -1;
}

int c_nvptxcompiler_version(uint64_t n) {
    unsigned int major = 0, minor = 0;
    for (uint64_t i = 0; i < n; i++) {
        nvPTXCompileResult status = nvPTXCompilerGetVersion(&major, &minor);
        if (status != NVPTXCOMPILE_SUCCESS) return (int)status;
    }
    return major > 0 ? 0 : -1;
}

int c_cudss_get_property(uint64_t n) {
    int value = -1;
    for (uint64_t i = 0; i < n; i++) {
        cudssStatus_t status = cudssGetProperty(MINOR_VERSION, &value);
        if (status != CUDSS_STATUS_SUCCESS) return (int)status;
    }
    return value >= 0 ? 0 : -1;
}

int c_cutensor_get_version(uint64_t n) {
    volatile size_t version = 0;
    for (uint64_t i = 0; i < n; i++) {
        version = cutensorGetVersion();
    }
    return version >= 20000 ? 0 : -1;
}

int c_nvshmem_init_status(uint64_t n) {
    for (uint64_t i = 0; i < n; i++) {
        int status = nvshmemx_init_status();
        if (status != NVSHMEM_STATUS_NOT_INITIALIZED) return status;
    }
    return 0;
}

int c_npp_get_lib_version(uint64_t n) {
    const NppLibraryVersion *volatile version = NULL;
    for (uint64_t i = 0; i < n; i++) {
        version = nppGetLibVersion();
    }
    return version != NULL && version->major == NPP_VER_MAJOR ? 0 : -1;
}

int c_nvcomp_get_properties(uint64_t n) {
    nvcompProperties_t properties = {0};
    for (uint64_t i = 0; i < n; i++) {
        nvcompStatus_t status = nvcompGetProperties(&properties);
        if (status != nvcompSuccess) return (int)status;
    }
    return properties.version > 0 ? 0 : -1;
}

int c_nvjpeg2k_get_property(uint64_t n) {
    int value = -1;
    for (uint64_t i = 0; i < n; i++) {
        nvjpeg2kStatus_t status = nvjpeg2kGetProperty(MINOR_VERSION, &value);
        if (status != NVJPEG2K_STATUS_SUCCESS) return (int)status;
    }
    return value >= 0 ? 0 : -1;
}

int c_nvtiff_get_property(uint64_t n) {
    int value = -1;
    for (uint64_t i = 0; i < n; i++) {
        nvtiffStatus_t status = nvtiffGetProperty(MINOR_VERSION, &value);
        if (status != NVTIFF_STATUS_SUCCESS) return (int)status;
    }
    return value >= 0 ? 0 : -1;
}

int c_custatevec_get_property(uint64_t n) {
    int32_t value = -1;
    for (uint64_t i = 0; i < n; i++) {
        custatevecStatus_t status = custatevecGetProperty(MINOR_VERSION, &value);
        if (status != CUSTATEVEC_STATUS_SUCCESS) return (int)status;
    }
    return value >= 0 ? 0 : -1;
}

int c_cutensornet_get_version(uint64_t n) {
    volatile size_t version = 0;
    for (uint64_t i = 0; i < n; i++) {
        version = cutensornetGetVersion();
    }
    return version >= 20000 ? 0 : -1;
}

int c_cudensitymat_get_version(uint64_t n) {
    volatile size_t version = 0;
    for (uint64_t i = 0; i < n; i++) {
        version = cudensitymatGetVersion();
    }
    return version >= 700 ? 0 : -1;
}

int c_cublasmp_get_version(uint64_t n) {
    int version = 0;
    for (uint64_t i = 0; i < n; i++) {
        cublasMpStatus_t status = cublasMpGetVersion(&version);
        if (status != CUBLASMP_STATUS_SUCCESS) return (int)status;
    }
    return version > 0 ? 0 : -1;
}

int c_cusolvermp_logger_set_level(uint64_t n) {
    for (uint64_t i = 0; i < n; i++) {
        cusolverStatus_t status = cusolverMpLoggerSetLevel(0);
        if (status != CUSOLVER_STATUS_SUCCESS) return (int)status;
    }
    return 0;
}

int c_mathdx_get_version(uint64_t n) {
    int version = 0;
    for (uint64_t i = 0; i < n; i++) {
        commondxStatusType status = mathdxGetVersion(&version);
        if (status != COMMONDX_SUCCESS) return (int)status;
    }
    return version > 0 ? 0 : -1;
}

/* A plan that is none: CUFFT_INVALID_PLAN, on the host alone. */
int c_cufftmp_attach_comm(uint64_t n) {
    cufftResult status = CUFFT_SUCCESS;
    for (uint64_t i = 0; i < n; i++) {
        status = cufftMpAttachComm(-1, CUFFT_COMM_NONE, NULL);
        if (status != CUFFT_INVALID_PLAN) return (int)status;
    }
    return 0;
}

int c_nvimgcodec_get_properties(uint64_t n) {
    nvimgcodecProperties_t properties = {.struct_type = NVIMGCODEC_STRUCTURE_TYPE_PROPERTIES,
                                         .struct_size = sizeof(nvimgcodecProperties_t)};
    for (uint64_t i = 0; i < n; i++) {
        nvimgcodecStatus_t status = nvimgcodecGetProperties(&properties);
        if (status != NVIMGCODEC_STATUS_SUCCESS) return (int)status;
    }
    return properties.version > 0 ? 0 : -1;
}
#endif

int c_ctx_get_current(uint64_t n) {
    CUcontext context = NULL;
    for (uint64_t i = 0; i < n; i++) {
        CUresult status = cuCtxGetCurrent(&context);
        if (status != CUDA_SUCCESS) return (int)status;
    }
    return context != NULL ? 0 : -1;
}

int c_pointer_get_attribute(uint64_t n, CUdeviceptr mapped) {
    int ordinal = -1;
    for (uint64_t i = 0; i < n; i++) {
        CUresult status = cuPointerGetAttribute(&ordinal, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, mapped);
        if (status != CUDA_SUCCESS) return (int)status;
    }
    return ordinal >= 0 ? 0 : -1;
}

int c_map_cycle(uint64_t n, CUdeviceptr reserved, size_t size, CUmemGenericAllocationHandle allocation,
                const CUmemAccessDesc *access) {
    for (uint64_t i = 0; i < n; i++) {
        CUresult status = cuMemMap(reserved, size, 0, allocation, 0);
        if (status != CUDA_SUCCESS) return (int)status;
        status = cuMemSetAccess(reserved, size, access, 1);
        if (status != CUDA_SUCCESS) return (int)status;
        status = cuMemUnmap(reserved, size);
        if (status != CUDA_SUCCESS) return (int)status;
    }
    return 0;
}

int c_external_memory_cycle(uint64_t n, int exported_fd, size_t size) {
    for (uint64_t i = 0; i < n; i++) {
        /* A successful import takes the fd: each cycle imports a duplicate. */
        int fd = dup(exported_fd);
        if (fd < 0) return -1;
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC handle = {0};
        handle.type = CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD;
        handle.handle.fd = fd;
        handle.size = size;
        CUexternalMemory external = NULL;
        CUresult status = cuImportExternalMemory(&external, &handle);
        if (status != CUDA_SUCCESS) { close(fd); return (int)status; }
        CUDA_EXTERNAL_MEMORY_BUFFER_DESC buffer = {0};
        buffer.size = size;
        CUdeviceptr mapped = 0;
        status = cuExternalMemoryGetMappedBuffer(&mapped, external, &buffer);
        if (status != CUDA_SUCCESS) return (int)status;
        status = cuMemFree(mapped);
        if (status != CUDA_SUCCESS) return (int)status;
        status = cuDestroyExternalMemory(external);
        if (status != CUDA_SUCCESS) return (int)status;
    }
    return 0;
}

/* cuBLAS and cuBLASLt (benchmarks/benches/calls.rs sets up the handles,
 * descriptors and buffers, and passes them here as C's types): launch-bound
 * calls, each enqueueing one small product on the handle's stream; the
 * stream is synchronized once at the end, as the Rust loops do. */
#include <cublas_v2.h>
#include <cublasLt.h>

int c_cublas_sgemm(uint64_t n, cublasHandle_t handle, CUstream stream, const float *a,
                   const float *b, float *c) {
    const float alpha = 1.0f, beta = 0.0f;
    for (uint64_t i = 0; i < n; i++) {
        cublasStatus_t status =
            cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, &alpha, a, 1, b, 1, &beta, c, 1);
        if (status != CUBLAS_STATUS_SUCCESS) return (int)status;
    }
    return (int)cuStreamSynchronize(stream);
}

int c_cublaslt_matmul(uint64_t n, cublasLtHandle_t handle, cublasLtMatmulDesc_t desc,
                      cublasLtMatrixLayout_t layout, const cublasLtMatmulAlgo_t *algo, CUstream stream,
                      const float *a, const float *b, float *d, void *workspace, size_t workspace_size) {
    const float alpha = 1.0f, beta = 0.0f;
    for (uint64_t i = 0; i < n; i++) {
        cublasStatus_t status = cublasLtMatmul(handle, desc, &alpha, a, layout, b, layout, &beta, d, layout, d,
                                               layout, algo, workspace, workspace_size, stream);
        if (status != CUBLAS_STATUS_SUCCESS) return (int)status;
    }
    return (int)cuStreamSynchronize(stream);
}
