/* Not NVIDIA's cuda.h: the four driver types that nvtx3/nvToolsExtCuda.h's
 * functions take, for a build from cuda-raw-sys's snapshot, which has no
 * CUDA headers (build/prebuilt.rs). Their ABI is cuda.h's: an int and three
 * pointers to incomplete structs; the Rust side's types are the snapshot's
 * (build/tests/snapshot.rs checks the two agree). */
#ifndef CUDA_RAW_SYS_NVTX_CUDA_H
#define CUDA_RAW_SYS_NVTX_CUDA_H
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
#endif
