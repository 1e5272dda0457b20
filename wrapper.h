/* Both APIs in one translation unit, so the driver and the runtime share one
 * set of types (cudaStream_t and CUstream are the same Rust type). */
#include <cuda.h>
#include <cuda_runtime_api.h>
/* cudaTypedefs.h's PFN_* function-pointer types, for cuGetProcAddress: feature
 * pfn-typedefs. The build defines the switch for bindgen and every C compiler
 * run over this file. */
#ifdef CUDA_RAW_SYS_PFN_TYPEDEFS
#include <cudaTypedefs.h>
#endif
/* The further libraries, each under its feature's switch (build/library_table.rs).
 * curand.h includes cuda_runtime.h, whose types are the runtime's above. */
#ifdef CUDA_RAW_SYS_NVRTC
#include <nvrtc.h>
#endif
#ifdef CUDA_RAW_SYS_NVJITLINK
#include <nvJitLink.h>
#endif
#ifdef CUDA_RAW_SYS_NVFATBIN
#include <nvFatbin.h>
#endif
#ifdef CUDA_RAW_SYS_NVVM
#include <nvvm.h>
#endif
#ifdef CUDA_RAW_SYS_NVPTXCOMPILER
#include <nvPTXCompiler.h>
#endif
#ifdef CUDA_RAW_SYS_NVML
#include <nvml.h>
#endif
#ifdef CUDA_RAW_SYS_CURAND
#include <curand.h>
#endif
/* cublas_v2.h, not the legacy cublas.h: C's names are the _v2 entry points. */
#ifdef CUDA_RAW_SYS_CUBLAS
#include <cublas_v2.h>
#endif
#ifdef CUDA_RAW_SYS_CUBLASLT
#include <cublasLt.h>
#endif
/* cudnn.h includes the version, graph (backend), ops, cnn and adv headers. */
#ifdef CUDA_RAW_SYS_CUDNN
#include <cudnn.h>
#endif
#ifdef CUDA_RAW_SYS_NCCL
#include <nccl.h>
#endif
/* cuFFTMp before cuFFT: cufftMp.h includes its own cufft.h and cufftXt.h
   (it stops on another release's), which then serve cuFFT's module too; the
   feature turns on cufft, whose include below they guard out. Its inline
   cufftMpMakePlan* helpers (not bound: no library exports them) are written
   for C++ and name nullptr, which C before C23 lacks. */
#ifdef CUDA_RAW_SYS_CUFFTMP
#if !defined(__cplusplus) && !defined(nullptr)
#define nullptr ((void *)0)
#define CUDA_RAW_SYS_NULLPTR_SHIM
#endif
#include <cufftMp.h>
#ifdef CUDA_RAW_SYS_NULLPTR_SHIM
#undef nullptr
#undef CUDA_RAW_SYS_NULLPTR_SHIM
#endif
#endif
#ifdef CUDA_RAW_SYS_CUFFT
#include <cufftXt.h>
#endif
#ifdef CUDA_RAW_SYS_CUSPARSE
#include <cusparse.h>
#endif
/* The dense and the sparse solver, and the refactorization API (deprecated
 * for cuDSS, still in libcusolver). */
#ifdef CUDA_RAW_SYS_CUSOLVER
#include <cusolverDn.h>
#include <cusolverSp.h>
#include <cusolverRf.h>
#endif
#ifdef CUDA_RAW_SYS_CUSOLVERMG
#include <cusolverMg.h>
#endif
#ifdef CUDA_RAW_SYS_CUDSS
#include <cudss.h>
#endif
#ifdef CUDA_RAW_SYS_CUTENSOR
#include <cutensor.h>
#endif
/* cuSPARSELt includes cusparse.h (the feature turns on cusparse). Its
   structs use C11's alignas, which 0.8's header takes from stdalign.h
   without including it. */
#ifdef CUDA_RAW_SYS_CUSPARSELT
#include <stdalign.h>
#include <cusparseLt.h>
#endif
/* NVSHMEM's host API. Its headers are written for C++ and CUDA C++: C needs
   static_assert (assert.h), bool (stdbool.h), and the names C++ gives the
   16-bit floats its typed calls take (half, __nv_bfloat16), here their raw
   structs: one unsigned short, passed as C++ passes those classes. Its host
   headers also declare the device API's warp and block calls, marked
   __device__, which the host library does not define: given hidden visibility
   here (after the CUDA headers), which bindgen binds no function of. (Made
   static instead, they clash with 3.8's own `static __host__ __device__`
   helpers, and C warns of each at the end of the unit.) GCC ignores the
   attribute on those static helpers and says so, hence -Wattributes off
   around the include. And its init flags are `enum flags`: a type named
   `flags` at the crate's root would clash with every parameter and variable
   of that name in code that imports the crate's items with a glob, so the tag
   (and the two parameters of that name) read nvshmemx_init_flags. */
#ifdef CUDA_RAW_SYS_NVSHMEM
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
typedef __half_raw half;
typedef __nv_bfloat16_raw __nv_bfloat16;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wattributes"
#pragma push_macro("__device__")
#undef __device__
#define __device__ __attribute__((visibility("hidden")))
#define flags nvshmemx_init_flags
#include <nvshmem_host.h>
#undef flags
#pragma pop_macro("__device__")
#pragma GCC diagnostic pop
#endif
#ifdef CUDA_RAW_SYS_CUPTI
#include <cupti.h>
#endif
#ifdef CUDA_RAW_SYS_CUFILE
#include <cufile.h>
#endif
#ifdef CUDA_RAW_SYS_NVJPEG
#include <nvjpeg.h>
#endif
/* npp.h includes the core, the image (nppi_*.h) and the signal (npps_*.h)
 * headers. */
#ifdef CUDA_RAW_SYS_NPP
#include <npp.h>
#endif
/* nvCOMP's C API: nvcomp.h includes each codec's batched header. */
#ifdef CUDA_RAW_SYS_NVCOMP
#include <nvcomp.h>
#endif
#ifdef CUDA_RAW_SYS_NVJPEG2K
#include <nvjpeg2k.h>
#endif
/* nvTIFF 0.8's nvtiffEncodeParamsSetTag names its enum as C++ does, without
 * the `enum` tag: here that name is the typedef's, nvtiffTagDataType_t (the
 * enum's tag then carries the typedef's name, which C keeps apart). */
#ifdef CUDA_RAW_SYS_NVTIFF
#define nvtiffTagDataType nvtiffTagDataType_t
#include <nvtiff.h>
#undef nvtiffTagDataType
#endif
/* nvImageCodec's C API (nvimgcodec.h includes nvimgcodec_version.h). */
#ifdef CUDA_RAW_SYS_NVIMGCODEC
#include <nvimgcodec.h>
#endif
/* cuQuantum: cuStateVec, and cuTensorNet (whose types.h includes
 * cuda_runtime.h and cuComplex.h). */
#ifdef CUDA_RAW_SYS_CUSTATEVEC
#include <custatevec.h>
#endif
#ifdef CUDA_RAW_SYS_CUTENSORNET
#include <cutensornet.h>
#endif
#ifdef CUDA_RAW_SYS_CUDENSITYMAT
#include <cudensitymat.h>
#endif
/* The multi-process libraries: cublasmp.h includes cublas_v2.h and nccl.h;
 * cusolverMp.h includes nccl.h and cusolverDn.h. */
#ifdef CUDA_RAW_SYS_CUBLASMP
#include <cublasmp.h>
#endif
#ifdef CUDA_RAW_SYS_CUSOLVERMP
#include <cusolverMp.h>
#endif
/* cuDLA (aarch64 only): cudla.h needs only stdint.h and stddef.h. */
#ifdef CUDA_RAW_SYS_CUDLA
#include <cudla.h>
#endif
/* MathDx: libmathdx.h includes only the common part; each generator has a
 * header of its own (nvCOMPDx's from 0.4 on). */
#ifdef CUDA_RAW_SYS_MATHDX
#include <libmathdx.h>
#include <libcublasdx.h>
#include <libcufftdx.h>
#include <libcuranddx.h>
#include <libcusolverdx.h>
#if __has_include(<libnvcompdx.h>)
#include <libnvcompdx.h>
#endif
#endif
/* The profiler API: cuProfilerStart/Stop (libcuda), cudaProfilerStart/Stop
 * (libcudart). */
#ifdef CUDA_RAW_SYS_PROFILER
#include <cudaProfiler.h>
#include <cuda_profiler_api.h>
#endif
/* NVTX 3 defines its functions static inline unless told otherwise: here
 * they are plain declarations (NVTX_NO_IMPL), and the build compiles their
 * definitions once into the crate (build/library_table.rs). Last, so that no
 * other header sees the switch. */
#ifdef CUDA_RAW_SYS_NVTX
#define NVTX_NO_IMPL
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCuda.h>
#endif
