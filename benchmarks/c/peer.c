/* Peer copies in C: n cuMemcpyPeer calls of size bytes from device 0's
 * memory to device 1's, then device 1's context synchronized and device
 * 0's made current again; stops at the first failure and returns its code
 * (0 when all succeed). The Rust loop in benches/peer.rs has the same shape. */
#include <cuda.h>
#include <stdint.h>

int c_peer_copies(uint64_t n, CUdeviceptr dst, CUcontext dst_context, CUdeviceptr src,
                  CUcontext src_context, size_t size) {
    for (uint64_t i = 0; i < n; i++) {
        CUresult status = cuMemcpyPeer(dst, dst_context, src, src_context, size);
        if (status != CUDA_SUCCESS) return (int)status;
    }
    CUresult status = cuCtxSetCurrent(dst_context);
    if (status == CUDA_SUCCESS) status = cuCtxSynchronize();
    CUresult back = cuCtxSetCurrent(src_context);
    return status != CUDA_SUCCESS ? (int)status : (int)back;
}
