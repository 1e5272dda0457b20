/* A C library function that takes a stream from its caller, as cuBLAS's
 * cublasSetStream or NCCL's collectives do. */
#include <cuda.h>
#include <cuda_runtime_api.h>

#if CUDA_VERSION != EXPECTED_CUDA_VERSION || CUDART_VERSION != EXPECTED_CUDART_VERSION
#error "compiled against other CUDA headers than cuda-raw-sys's"
#endif

/* Fills `bytes` bytes at `device` with `value`, ordered on `stream`. */
CUresult downstream_fill(CUstream stream, CUdeviceptr device, unsigned char value, size_t bytes)
{
    return cuMemsetD8Async(device, value, bytes, stream);
}
