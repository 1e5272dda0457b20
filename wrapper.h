/* Both APIs in one translation unit, so the driver and the runtime share one
 * set of types (cudaStream_t and CUstream are the same Rust type). */
#include <cuda.h>
#include <cuda_runtime_api.h>
