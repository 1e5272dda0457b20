#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUuuid_st"][::core::mem::size_of::<CUuuid_st>() - 16usize];
    ["Alignment of CUuuid_st"][::core::mem::align_of::<CUuuid_st>() - 1usize];
    [
        "Offset of field: CUuuid_st::bytes",
    ][::core::mem::offset_of!(CUuuid_st, bytes) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUipcEventHandle_st",
    ][::core::mem::size_of::<CUipcEventHandle_st>() - 64usize];
    [
        "Alignment of CUipcEventHandle_st",
    ][::core::mem::align_of::<CUipcEventHandle_st>() - 1usize];
    [
        "Offset of field: CUipcEventHandle_st::reserved",
    ][::core::mem::offset_of!(CUipcEventHandle_st, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUipcMemHandle_st"][::core::mem::size_of::<CUipcMemHandle_st>() - 64usize];
    [
        "Alignment of CUipcMemHandle_st",
    ][::core::mem::align_of::<CUipcMemHandle_st>() - 1usize];
    [
        "Offset of field: CUipcMemHandle_st::reserved",
    ][::core::mem::offset_of!(CUipcMemHandle_st, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1",
    ][::core::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1",
    ][::core::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
        value
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1::value64",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
        value64
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st",
    ][::core::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st,
    >() - 40usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st",
    ][::core::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::operation",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::address",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, address
    ) - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::flags",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, flags
    ) - 24usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::alias",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, alias
    ) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1",
    ][::core::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1",
    ][::core::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
        value
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1::value64",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
        value64
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st",
    ][::core::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st,
    >() - 40usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st",
    ][::core::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::operation",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::address",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, address
    ) - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::flags",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, flags
    ) - 24usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::alias",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, alias
    ) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st",
    ][::core::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st",
    ][::core::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st,
    >() - 4usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st::operation",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st::flags",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st, flags
    ) - 4usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st",
    ][::core::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st",
    ][::core::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st,
    >() - 4usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st::operation",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st::flags",
    ][::core::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st, flags
    ) - 4usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union",
    ][::core::mem::size_of::<CUstreamBatchMemOpParams_union>() - 48usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union",
    ][::core::mem::align_of::<CUstreamBatchMemOpParams_union>() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::operation",
    ][::core::mem::offset_of!(CUstreamBatchMemOpParams_union, operation) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::waitValue",
    ][::core::mem::offset_of!(CUstreamBatchMemOpParams_union, waitValue) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::writeValue",
    ][::core::mem::offset_of!(CUstreamBatchMemOpParams_union, writeValue) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::flushRemoteWrites",
    ][::core::mem::offset_of!(CUstreamBatchMemOpParams_union, flushRemoteWrites)
        - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::memoryBarrier",
    ][::core::mem::offset_of!(CUstreamBatchMemOpParams_union, memoryBarrier) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::pad",
    ][::core::mem::offset_of!(CUstreamBatchMemOpParams_union, pad) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_BATCH_MEM_OP_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_st>() - 32usize];
    [
        "Alignment of CUDA_BATCH_MEM_OP_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_st::ctx",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_st, ctx) - 0usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_st::count",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_st, count) - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_st::paramArray",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_st, paramArray) - 16usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_st::flags",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_st, flags) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUdevprop_st"][::core::mem::size_of::<CUdevprop_st>() - 56usize];
    ["Alignment of CUdevprop_st"][::core::mem::align_of::<CUdevprop_st>() - 4usize];
    [
        "Offset of field: CUdevprop_st::maxThreadsPerBlock",
    ][::core::mem::offset_of!(CUdevprop_st, maxThreadsPerBlock) - 0usize];
    [
        "Offset of field: CUdevprop_st::maxThreadsDim",
    ][::core::mem::offset_of!(CUdevprop_st, maxThreadsDim) - 4usize];
    [
        "Offset of field: CUdevprop_st::maxGridSize",
    ][::core::mem::offset_of!(CUdevprop_st, maxGridSize) - 16usize];
    [
        "Offset of field: CUdevprop_st::sharedMemPerBlock",
    ][::core::mem::offset_of!(CUdevprop_st, sharedMemPerBlock) - 28usize];
    [
        "Offset of field: CUdevprop_st::totalConstantMemory",
    ][::core::mem::offset_of!(CUdevprop_st, totalConstantMemory) - 32usize];
    [
        "Offset of field: CUdevprop_st::SIMDWidth",
    ][::core::mem::offset_of!(CUdevprop_st, SIMDWidth) - 36usize];
    [
        "Offset of field: CUdevprop_st::memPitch",
    ][::core::mem::offset_of!(CUdevprop_st, memPitch) - 40usize];
    [
        "Offset of field: CUdevprop_st::regsPerBlock",
    ][::core::mem::offset_of!(CUdevprop_st, regsPerBlock) - 44usize];
    [
        "Offset of field: CUdevprop_st::clockRate",
    ][::core::mem::offset_of!(CUdevprop_st, clockRate) - 48usize];
    [
        "Offset of field: CUdevprop_st::textureAlign",
    ][::core::mem::offset_of!(CUdevprop_st, textureAlign) - 52usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUaccessPolicyWindow_st",
    ][::core::mem::size_of::<CUaccessPolicyWindow_st>() - 32usize];
    [
        "Alignment of CUaccessPolicyWindow_st",
    ][::core::mem::align_of::<CUaccessPolicyWindow_st>() - 8usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::base_ptr",
    ][::core::mem::offset_of!(CUaccessPolicyWindow_st, base_ptr) - 0usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::num_bytes",
    ][::core::mem::offset_of!(CUaccessPolicyWindow_st, num_bytes) - 8usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::hitRatio",
    ][::core::mem::offset_of!(CUaccessPolicyWindow_st, hitRatio) - 16usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::hitProp",
    ][::core::mem::offset_of!(CUaccessPolicyWindow_st, hitProp) - 20usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::missProp",
    ][::core::mem::offset_of!(CUaccessPolicyWindow_st, missProp) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_KERNEL_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_KERNEL_NODE_PARAMS_st>() - 56usize];
    [
        "Alignment of CUDA_KERNEL_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_KERNEL_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::func",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, func) - 0usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::gridDimX",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::gridDimY",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::gridDimZ",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::blockDimX",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::blockDimY",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::blockDimZ",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::sharedMemBytes",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::kernelParams",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, kernelParams) - 40usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::extra",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, extra) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_KERNEL_NODE_PARAMS_v2_st",
    ][::core::mem::size_of::<CUDA_KERNEL_NODE_PARAMS_v2_st>() - 72usize];
    [
        "Alignment of CUDA_KERNEL_NODE_PARAMS_v2_st",
    ][::core::mem::align_of::<CUDA_KERNEL_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::func",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, func) - 0usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::gridDimX",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::gridDimY",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::gridDimZ",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::blockDimX",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::blockDimY",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::blockDimZ",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::sharedMemBytes",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::kernelParams",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, kernelParams) - 40usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::extra",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, extra) - 48usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::kern",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, kern) - 56usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::ctx",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, ctx) - 64usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMSET_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_MEMSET_NODE_PARAMS_st>() - 40usize];
    [
        "Alignment of CUDA_MEMSET_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_MEMSET_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::dst",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, dst) - 0usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::pitch",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, pitch) - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::value",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, value) - 16usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::elementSize",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, elementSize) - 20usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::width",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, width) - 24usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::height",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, height) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_HOST_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_HOST_NODE_PARAMS_st>() - 16usize];
    [
        "Alignment of CUDA_HOST_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_HOST_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_st::fn_",
    ][::core::mem::offset_of!(CUDA_HOST_NODE_PARAMS_st, fn_) - 0usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_st::userData",
    ][::core::mem::offset_of!(CUDA_HOST_NODE_PARAMS_st, userData) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_GRAPH_INSTANTIATE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_GRAPH_INSTANTIATE_PARAMS_st>() - 32usize];
    [
        "Alignment of CUDA_GRAPH_INSTANTIATE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_GRAPH_INSTANTIATE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::flags",
    ][::core::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, flags) - 0usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::hUploadStream",
    ][::core::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, hUploadStream) - 8usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::hErrNode_out",
    ][::core::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, hErrNode_out) - 16usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::result_out",
    ][::core::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, result_out) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchMemSyncDomainMap_st",
    ][::core::mem::size_of::<CUlaunchMemSyncDomainMap_st>() - 2usize];
    [
        "Alignment of CUlaunchMemSyncDomainMap_st",
    ][::core::mem::align_of::<CUlaunchMemSyncDomainMap_st>() - 1usize];
    [
        "Offset of field: CUlaunchMemSyncDomainMap_st::default_",
    ][::core::mem::offset_of!(CUlaunchMemSyncDomainMap_st, default_) - 0usize];
    [
        "Offset of field: CUlaunchMemSyncDomainMap_st::remote",
    ][::core::mem::offset_of!(CUlaunchMemSyncDomainMap_st, remote) - 1usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_1",
    ][::core::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_1>() - 12usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_1",
    ][::core::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_1::x",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_1, x) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_1::y",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_1, y) - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_1::z",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_1, z) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_2",
    ][::core::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_2>() - 16usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_2",
    ][::core::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_2::event",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_2, event)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_2::flags",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_2, flags)
        - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_2::triggerAtBlockStart",
    ][::core::mem::offset_of!(
        CUlaunchAttributeValue_union__bindgen_ty_2, triggerAtBlockStart
    ) - 12usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union",
    ][::core::mem::size_of::<CUlaunchAttributeValue_union>() - 64usize];
    [
        "Alignment of CUlaunchAttributeValue_union",
    ][::core::mem::align_of::<CUlaunchAttributeValue_union>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::pad",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, pad) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::accessPolicyWindow",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, accessPolicyWindow)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::cooperative",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, cooperative) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::syncPolicy",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, syncPolicy) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::clusterDim",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, clusterDim) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::clusterSchedulingPolicyPreference",
    ][::core::mem::offset_of!(
        CUlaunchAttributeValue_union, clusterSchedulingPolicyPreference
    ) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::programmaticStreamSerializationAllowed",
    ][::core::mem::offset_of!(
        CUlaunchAttributeValue_union, programmaticStreamSerializationAllowed
    ) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::programmaticEvent",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, programmaticEvent) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::priority",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, priority) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::memSyncDomainMap",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, memSyncDomainMap) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::memSyncDomain",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, memSyncDomain) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttribute_st",
    ][::core::mem::size_of::<CUlaunchAttribute_st>() - 72usize];
    [
        "Alignment of CUlaunchAttribute_st",
    ][::core::mem::align_of::<CUlaunchAttribute_st>() - 8usize];
    [
        "Offset of field: CUlaunchAttribute_st::id",
    ][::core::mem::offset_of!(CUlaunchAttribute_st, id) - 0usize];
    [
        "Offset of field: CUlaunchAttribute_st::pad",
    ][::core::mem::offset_of!(CUlaunchAttribute_st, pad) - 4usize];
    [
        "Offset of field: CUlaunchAttribute_st::value",
    ][::core::mem::offset_of!(CUlaunchAttribute_st, value) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUlaunchConfig_st"][::core::mem::size_of::<CUlaunchConfig_st>() - 56usize];
    [
        "Alignment of CUlaunchConfig_st",
    ][::core::mem::align_of::<CUlaunchConfig_st>() - 8usize];
    [
        "Offset of field: CUlaunchConfig_st::gridDimX",
    ][::core::mem::offset_of!(CUlaunchConfig_st, gridDimX) - 0usize];
    [
        "Offset of field: CUlaunchConfig_st::gridDimY",
    ][::core::mem::offset_of!(CUlaunchConfig_st, gridDimY) - 4usize];
    [
        "Offset of field: CUlaunchConfig_st::gridDimZ",
    ][::core::mem::offset_of!(CUlaunchConfig_st, gridDimZ) - 8usize];
    [
        "Offset of field: CUlaunchConfig_st::blockDimX",
    ][::core::mem::offset_of!(CUlaunchConfig_st, blockDimX) - 12usize];
    [
        "Offset of field: CUlaunchConfig_st::blockDimY",
    ][::core::mem::offset_of!(CUlaunchConfig_st, blockDimY) - 16usize];
    [
        "Offset of field: CUlaunchConfig_st::blockDimZ",
    ][::core::mem::offset_of!(CUlaunchConfig_st, blockDimZ) - 20usize];
    [
        "Offset of field: CUlaunchConfig_st::sharedMemBytes",
    ][::core::mem::offset_of!(CUlaunchConfig_st, sharedMemBytes) - 24usize];
    [
        "Offset of field: CUlaunchConfig_st::hStream",
    ][::core::mem::offset_of!(CUlaunchConfig_st, hStream) - 32usize];
    [
        "Offset of field: CUlaunchConfig_st::attrs",
    ][::core::mem::offset_of!(CUlaunchConfig_st, attrs) - 40usize];
    [
        "Offset of field: CUlaunchConfig_st::numAttrs",
    ][::core::mem::offset_of!(CUlaunchConfig_st, numAttrs) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUexecAffinitySmCount_st",
    ][::core::mem::size_of::<CUexecAffinitySmCount_st>() - 4usize];
    [
        "Alignment of CUexecAffinitySmCount_st",
    ][::core::mem::align_of::<CUexecAffinitySmCount_st>() - 4usize];
    [
        "Offset of field: CUexecAffinitySmCount_st::val",
    ][::core::mem::offset_of!(CUexecAffinitySmCount_st, val) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUexecAffinityParam_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUexecAffinityParam_st__bindgen_ty_1>() - 4usize];
    [
        "Alignment of CUexecAffinityParam_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUexecAffinityParam_st__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUexecAffinityParam_st__bindgen_ty_1::smCount",
    ][::core::mem::offset_of!(CUexecAffinityParam_st__bindgen_ty_1, smCount) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUexecAffinityParam_st",
    ][::core::mem::size_of::<CUexecAffinityParam_st>() - 8usize];
    [
        "Alignment of CUexecAffinityParam_st",
    ][::core::mem::align_of::<CUexecAffinityParam_st>() - 4usize];
    [
        "Offset of field: CUexecAffinityParam_st::type_",
    ][::core::mem::offset_of!(CUexecAffinityParam_st, type_) - 0usize];
    [
        "Offset of field: CUexecAffinityParam_st::param",
    ][::core::mem::offset_of!(CUexecAffinityParam_st, param) - 4usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlibraryHostUniversalFunctionAndDataTable_st",
    ][::core::mem::size_of::<CUlibraryHostUniversalFunctionAndDataTable_st>() - 32usize];
    [
        "Alignment of CUlibraryHostUniversalFunctionAndDataTable_st",
    ][::core::mem::align_of::<CUlibraryHostUniversalFunctionAndDataTable_st>() - 8usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::functionTable",
    ][::core::mem::offset_of!(
        CUlibraryHostUniversalFunctionAndDataTable_st, functionTable
    ) - 0usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::functionWindowSize",
    ][::core::mem::offset_of!(
        CUlibraryHostUniversalFunctionAndDataTable_st, functionWindowSize
    ) - 8usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::dataTable",
    ][::core::mem::offset_of!(CUlibraryHostUniversalFunctionAndDataTable_st, dataTable)
        - 16usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::dataWindowSize",
    ][::core::mem::offset_of!(
        CUlibraryHostUniversalFunctionAndDataTable_st, dataWindowSize
    ) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUDA_MEMCPY2D_st"][::core::mem::size_of::<CUDA_MEMCPY2D_st>() - 128usize];
    [
        "Alignment of CUDA_MEMCPY2D_st",
    ][::core::mem::align_of::<CUDA_MEMCPY2D_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcXInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, srcXInBytes) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcY",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, srcY) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcMemoryType",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, srcMemoryType) - 16usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcHost",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, srcHost) - 24usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcDevice",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, srcDevice) - 32usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcArray",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, srcArray) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcPitch",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, srcPitch) - 48usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstXInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, dstXInBytes) - 56usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstY",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, dstY) - 64usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstMemoryType",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, dstMemoryType) - 72usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstHost",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, dstHost) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstDevice",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, dstDevice) - 88usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstArray",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, dstArray) - 96usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstPitch",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, dstPitch) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::WidthInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, WidthInBytes) - 112usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::Height",
    ][::core::mem::offset_of!(CUDA_MEMCPY2D_st, Height) - 120usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUDA_MEMCPY3D_st"][::core::mem::size_of::<CUDA_MEMCPY3D_st>() - 200usize];
    [
        "Alignment of CUDA_MEMCPY3D_st",
    ][::core::mem::align_of::<CUDA_MEMCPY3D_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcXInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcXInBytes) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcY",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcY) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcZ",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcZ) - 16usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcLOD",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcLOD) - 24usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcMemoryType",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcMemoryType) - 32usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcHost",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcHost) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcDevice",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcDevice) - 48usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcArray",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcArray) - 56usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::reserved0",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, reserved0) - 64usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcPitch",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcPitch) - 72usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcHeight",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, srcHeight) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstXInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstXInBytes) - 88usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstY",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstY) - 96usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstZ",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstZ) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstLOD",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstLOD) - 112usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstMemoryType",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstMemoryType) - 120usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstHost",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstHost) - 128usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstDevice",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstDevice) - 136usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstArray",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstArray) - 144usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::reserved1",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, reserved1) - 152usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstPitch",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstPitch) - 160usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstHeight",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, dstHeight) - 168usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::WidthInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, WidthInBytes) - 176usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::Height",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, Height) - 184usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::Depth",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_st, Depth) - 192usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMCPY3D_PEER_st",
    ][::core::mem::size_of::<CUDA_MEMCPY3D_PEER_st>() - 200usize];
    [
        "Alignment of CUDA_MEMCPY3D_PEER_st",
    ][::core::mem::align_of::<CUDA_MEMCPY3D_PEER_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcXInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcXInBytes) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcY",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcY) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcZ",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcZ) - 16usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcLOD",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcLOD) - 24usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcMemoryType",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcMemoryType) - 32usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcHost",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcHost) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcDevice",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcDevice) - 48usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcArray",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcArray) - 56usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcContext",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcContext) - 64usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcPitch",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcPitch) - 72usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcHeight",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcHeight) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstXInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstXInBytes) - 88usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstY",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstY) - 96usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstZ",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstZ) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstLOD",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstLOD) - 112usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstMemoryType",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstMemoryType) - 120usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstHost",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstHost) - 128usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstDevice",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstDevice) - 136usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstArray",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstArray) - 144usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstContext",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstContext) - 152usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstPitch",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstPitch) - 160usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstHeight",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstHeight) - 168usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::WidthInBytes",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, WidthInBytes) - 176usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::Height",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, Height) - 184usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::Depth",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, Depth) - 192usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_DESCRIPTOR_st",
    ][::core::mem::size_of::<CUDA_ARRAY_DESCRIPTOR_st>() - 24usize];
    [
        "Alignment of CUDA_ARRAY_DESCRIPTOR_st",
    ][::core::mem::align_of::<CUDA_ARRAY_DESCRIPTOR_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::Width",
    ][::core::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, Width) - 0usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::Height",
    ][::core::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, Height) - 8usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::Format",
    ][::core::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, Format) - 16usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::NumChannels",
    ][::core::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, NumChannels) - 20usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY3D_DESCRIPTOR_st",
    ][::core::mem::size_of::<CUDA_ARRAY3D_DESCRIPTOR_st>() - 40usize];
    [
        "Alignment of CUDA_ARRAY3D_DESCRIPTOR_st",
    ][::core::mem::align_of::<CUDA_ARRAY3D_DESCRIPTOR_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Width",
    ][::core::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Width) - 0usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Height",
    ][::core::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Height) - 8usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Depth",
    ][::core::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Depth) - 16usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Format",
    ][::core::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Format) - 24usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::NumChannels",
    ][::core::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, NumChannels) - 28usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Flags",
    ][::core::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Flags) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1>() - 12usize];
    [
        "Alignment of CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1::width",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1, width)
        - 0usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1::height",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1, height)
        - 4usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1::depth",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1, depth)
        - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_SPARSE_PROPERTIES_st",
    ][::core::mem::size_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st>() - 48usize];
    [
        "Alignment of CUDA_ARRAY_SPARSE_PROPERTIES_st",
    ][::core::mem::align_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::tileExtent",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, tileExtent) - 0usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::miptailFirstLevel",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, miptailFirstLevel)
        - 12usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::miptailSize",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, miptailSize) - 16usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::flags",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, flags) - 24usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::reserved",
    ][::core::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, reserved) - 28usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_MEMORY_REQUIREMENTS_st",
    ][::core::mem::size_of::<CUDA_ARRAY_MEMORY_REQUIREMENTS_st>() - 32usize];
    [
        "Alignment of CUDA_ARRAY_MEMORY_REQUIREMENTS_st",
    ][::core::mem::align_of::<CUDA_ARRAY_MEMORY_REQUIREMENTS_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY_MEMORY_REQUIREMENTS_st::size",
    ][::core::mem::offset_of!(CUDA_ARRAY_MEMORY_REQUIREMENTS_st, size) - 0usize];
    [
        "Offset of field: CUDA_ARRAY_MEMORY_REQUIREMENTS_st::alignment",
    ][::core::mem::offset_of!(CUDA_ARRAY_MEMORY_REQUIREMENTS_st, alignment) - 8usize];
    [
        "Offset of field: CUDA_ARRAY_MEMORY_REQUIREMENTS_st::reserved",
    ][::core::mem::offset_of!(CUDA_ARRAY_MEMORY_REQUIREMENTS_st, reserved) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1::hArray",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1, hArray)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2>()
        - 8usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2::hMipmappedArray",
    ][::core::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2, hMipmappedArray
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3>()
        - 24usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::devPtr",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, devPtr)
        - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::format",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, format)
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::numChannels",
    ][::core::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, numChannels
    ) - 12usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::sizeInBytes",
    ][::core::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, sizeInBytes
    ) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4",
    ][::core::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4>()
        - 40usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4",
    ][::core::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::devPtr",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, devPtr)
        - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::format",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, format)
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::numChannels",
    ][::core::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, numChannels
    ) - 12usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::width",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, width)
        - 16usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::height",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, height)
        - 24usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::pitchInBytes",
    ][::core::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, pitchInBytes
    ) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5",
    ][::core::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5>()
        - 128usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5",
    ][::core::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5>()
        - 4usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5::reserved",
    ][::core::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5, reserved
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1>() - 128usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::array",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, array) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::mipmap",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, mipmap) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::linear",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, linear) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::pitch2D",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, pitch2D) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::reserved",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st",
    ][::core::mem::size_of::<CUDA_RESOURCE_DESC_st>() - 144usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st",
    ][::core::mem::align_of::<CUDA_RESOURCE_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st::resType",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st, resType) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st::res",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st, res) - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st::flags",
    ][::core::mem::offset_of!(CUDA_RESOURCE_DESC_st, flags) - 136usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_TEXTURE_DESC_st",
    ][::core::mem::size_of::<CUDA_TEXTURE_DESC_st>() - 104usize];
    [
        "Alignment of CUDA_TEXTURE_DESC_st",
    ][::core::mem::align_of::<CUDA_TEXTURE_DESC_st>() - 4usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::addressMode",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, addressMode) - 0usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::filterMode",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, filterMode) - 12usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::flags",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, flags) - 16usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::maxAnisotropy",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, maxAnisotropy) - 20usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::mipmapFilterMode",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, mipmapFilterMode) - 24usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::mipmapLevelBias",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, mipmapLevelBias) - 28usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::minMipmapLevelClamp",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, minMipmapLevelClamp) - 32usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::maxMipmapLevelClamp",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, maxMipmapLevelClamp) - 36usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::borderColor",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, borderColor) - 40usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::reserved",
    ][::core::mem::offset_of!(CUDA_TEXTURE_DESC_st, reserved) - 56usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_VIEW_DESC_st",
    ][::core::mem::size_of::<CUDA_RESOURCE_VIEW_DESC_st>() - 112usize];
    [
        "Alignment of CUDA_RESOURCE_VIEW_DESC_st",
    ][::core::mem::align_of::<CUDA_RESOURCE_VIEW_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::format",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, format) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::width",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, width) - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::height",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, height) - 16usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::depth",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, depth) - 24usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::firstMipmapLevel",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, firstMipmapLevel) - 32usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::lastMipmapLevel",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, lastMipmapLevel) - 36usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::firstLayer",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, firstLayer) - 40usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::lastLayer",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, lastLayer) - 44usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::reserved",
    ][::core::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, reserved) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUtensorMap_st"][::core::mem::size_of::<CUtensorMap_st>() - 128usize];
    ["Alignment of CUtensorMap_st"][::core::mem::align_of::<CUtensorMap_st>() - 64usize];
    [
        "Offset of field: CUtensorMap_st::opaque",
    ][::core::mem::offset_of!(CUtensorMap_st, opaque) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st",
    ][::core::mem::size_of::<CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st>() - 16usize];
    [
        "Alignment of CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st",
    ][::core::mem::align_of::<CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st>() - 8usize];
    [
        "Offset of field: CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st::p2pToken",
    ][::core::mem::offset_of!(CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st, p2pToken) - 0usize];
    [
        "Offset of field: CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st::vaSpaceToken",
    ][::core::mem::offset_of!(CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st, vaSpaceToken)
        - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_LAUNCH_PARAMS_st",
    ][::core::mem::size_of::<CUDA_LAUNCH_PARAMS_st>() - 56usize];
    [
        "Alignment of CUDA_LAUNCH_PARAMS_st",
    ][::core::mem::align_of::<CUDA_LAUNCH_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::function",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, function) - 0usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::gridDimX",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::gridDimY",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::gridDimZ",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::blockDimX",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::blockDimY",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::blockDimZ",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::sharedMemBytes",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::hStream",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, hStream) - 40usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::kernelParams",
    ][::core::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, kernelParams) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::handle",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, handle
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::name",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, name
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1>()
        - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1::fd",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1, fd)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1::win32",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1, win32)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1::nvSciBufObject",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1, nvSciBufObject
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st",
    ][::core::mem::size_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st>() - 104usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st",
    ][::core::mem::align_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::type_",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, type_) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::handle",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, handle) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::size",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, size) - 24usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::flags",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, flags) - 32usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::reserved",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, reserved) - 36usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st",
    ][::core::mem::size_of::<CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st>() - 88usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st",
    ][::core::mem::align_of::<CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::offset",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, offset) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::size",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, size) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::flags",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, flags) - 16usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::reserved",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, reserved) - 20usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st",
    ][::core::mem::size_of::<CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st>() - 120usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st",
    ][::core::mem::align_of::<CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::offset",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, offset)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::arrayDesc",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, arrayDesc)
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::numLevels",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, numLevels)
        - 48usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::reserved",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, reserved)
        - 52usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::handle",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, handle
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::name",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, name
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1>()
        - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1::fd",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1, fd)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1::win32",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1, win32
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1::nvSciSyncObj",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1, nvSciSyncObj
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st",
    ][::core::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st>() - 96usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st",
    ][::core::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::type_",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, type_) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::handle",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, handle) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::flags",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, flags) - 24usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::reserved",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, reserved)
        - 28usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2::fence",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3::key",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1>()
        - 72usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::fence",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, fence
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::nvSciSync",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, nvSciSync
    ) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::keyedMutex",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, keyedMutex
    ) - 16usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::reserved",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, reserved
    ) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st",
    ][::core::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st>() - 144usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st",
    ][::core::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st::params",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, params)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st::flags",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, flags)
        - 72usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st::reserved",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, reserved)
        - 76usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2::fence",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3::key",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3::timeoutMs",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3, timeoutMs
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1>()
        - 72usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::fence",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, fence
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::nvSciSync",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, nvSciSync
    ) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::keyedMutex",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, keyedMutex
    ) - 16usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::reserved",
    ][::core::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, reserved
    ) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st",
    ][::core::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st>() - 144usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st",
    ][::core::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st::params",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, params) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st::flags",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, flags) - 72usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st::reserved",
    ][::core::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, reserved)
        - 76usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st::extSemArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st, extSemArray) - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st::paramsArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st, paramsArray) - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st::numExtSems",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st, numExtSems) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXT_SEM_WAIT_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_WAIT_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_st::extSemArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_st, extSemArray) - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_st::paramsArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_st, paramsArray) - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_st::numExtSems",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_st, numExtSems) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_1::mipmap",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_1, mipmap) - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_1::array",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_1, array) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1",
    ][::core::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1>() - 32usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1",
    ][::core::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::level",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, level)
        - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::layer",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, layer)
        - 4usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::offsetX",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, offsetX)
        - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::offsetY",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, offsetY)
        - 12usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::offsetZ",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, offsetZ)
        - 16usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::extentWidth",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, extentWidth)
        - 20usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::extentHeight",
    ][::core::mem::offset_of!(
        CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, extentHeight
    ) - 24usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::extentDepth",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, extentDepth)
        - 28usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2",
    ][::core::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2>() - 24usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2",
    ][::core::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2::layer",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2, layer)
        - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2::offset",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2, offset)
        - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2::size",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2, size)
        - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_2",
    ][::core::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_2>() - 32usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_2",
    ][::core::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2::sparseLevel",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2, sparseLevel) - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2::miptail",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2, miptail) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_3",
    ][::core::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_3>() - 8usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_3",
    ][::core::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_3>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_3::memHandle",
    ][::core::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_3, memHandle) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUarrayMapInfo_st"][::core::mem::size_of::<CUarrayMapInfo_st>() - 96usize];
    [
        "Alignment of CUarrayMapInfo_st",
    ][::core::mem::align_of::<CUarrayMapInfo_st>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st::resourceType",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, resourceType) - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st::resource",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, resource) - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st::subresourceType",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, subresourceType) - 16usize];
    [
        "Offset of field: CUarrayMapInfo_st::subresource",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, subresource) - 24usize];
    [
        "Offset of field: CUarrayMapInfo_st::memOperationType",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, memOperationType) - 56usize];
    [
        "Offset of field: CUarrayMapInfo_st::memHandleType",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, memHandleType) - 60usize];
    [
        "Offset of field: CUarrayMapInfo_st::memHandle",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, memHandle) - 64usize];
    [
        "Offset of field: CUarrayMapInfo_st::offset",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, offset) - 72usize];
    [
        "Offset of field: CUarrayMapInfo_st::deviceBitMask",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, deviceBitMask) - 80usize];
    [
        "Offset of field: CUarrayMapInfo_st::flags",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, flags) - 84usize];
    [
        "Offset of field: CUarrayMapInfo_st::reserved",
    ][::core::mem::offset_of!(CUarrayMapInfo_st, reserved) - 88usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUmemLocation_st"][::core::mem::size_of::<CUmemLocation_st>() - 8usize];
    [
        "Alignment of CUmemLocation_st",
    ][::core::mem::align_of::<CUmemLocation_st>() - 4usize];
    [
        "Offset of field: CUmemLocation_st::type_",
    ][::core::mem::offset_of!(CUmemLocation_st, type_) - 0usize];
    [
        "Offset of field: CUmemLocation_st::id",
    ][::core::mem::offset_of!(CUmemLocation_st, id) - 4usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemAllocationProp_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUmemAllocationProp_st__bindgen_ty_1>() - 8usize];
    [
        "Alignment of CUmemAllocationProp_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUmemAllocationProp_st__bindgen_ty_1>() - 2usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::compressionType",
    ][::core::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, compressionType)
        - 0usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::gpuDirectRDMACapable",
    ][::core::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, gpuDirectRDMACapable)
        - 1usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::usage",
    ][::core::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, usage) - 2usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::reserved",
    ][::core::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, reserved) - 4usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemAllocationProp_st",
    ][::core::mem::size_of::<CUmemAllocationProp_st>() - 32usize];
    [
        "Alignment of CUmemAllocationProp_st",
    ][::core::mem::align_of::<CUmemAllocationProp_st>() - 8usize];
    [
        "Offset of field: CUmemAllocationProp_st::type_",
    ][::core::mem::offset_of!(CUmemAllocationProp_st, type_) - 0usize];
    [
        "Offset of field: CUmemAllocationProp_st::requestedHandleTypes",
    ][::core::mem::offset_of!(CUmemAllocationProp_st, requestedHandleTypes) - 4usize];
    [
        "Offset of field: CUmemAllocationProp_st::location",
    ][::core::mem::offset_of!(CUmemAllocationProp_st, location) - 8usize];
    [
        "Offset of field: CUmemAllocationProp_st::win32HandleMetaData",
    ][::core::mem::offset_of!(CUmemAllocationProp_st, win32HandleMetaData) - 16usize];
    [
        "Offset of field: CUmemAllocationProp_st::allocFlags",
    ][::core::mem::offset_of!(CUmemAllocationProp_st, allocFlags) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemAccessDesc_st",
    ][::core::mem::size_of::<CUmemAccessDesc_st>() - 12usize];
    [
        "Alignment of CUmemAccessDesc_st",
    ][::core::mem::align_of::<CUmemAccessDesc_st>() - 4usize];
    [
        "Offset of field: CUmemAccessDesc_st::location",
    ][::core::mem::offset_of!(CUmemAccessDesc_st, location) - 0usize];
    [
        "Offset of field: CUmemAccessDesc_st::flags",
    ][::core::mem::offset_of!(CUmemAccessDesc_st, flags) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUgraphExecUpdateResultInfo_st",
    ][::core::mem::size_of::<CUgraphExecUpdateResultInfo_st>() - 24usize];
    [
        "Alignment of CUgraphExecUpdateResultInfo_st",
    ][::core::mem::align_of::<CUgraphExecUpdateResultInfo_st>() - 8usize];
    [
        "Offset of field: CUgraphExecUpdateResultInfo_st::result",
    ][::core::mem::offset_of!(CUgraphExecUpdateResultInfo_st, result) - 0usize];
    [
        "Offset of field: CUgraphExecUpdateResultInfo_st::errorNode",
    ][::core::mem::offset_of!(CUgraphExecUpdateResultInfo_st, errorNode) - 8usize];
    [
        "Offset of field: CUgraphExecUpdateResultInfo_st::errorFromNode",
    ][::core::mem::offset_of!(CUgraphExecUpdateResultInfo_st, errorFromNode) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUmemPoolProps_st"][::core::mem::size_of::<CUmemPoolProps_st>() - 88usize];
    [
        "Alignment of CUmemPoolProps_st",
    ][::core::mem::align_of::<CUmemPoolProps_st>() - 8usize];
    [
        "Offset of field: CUmemPoolProps_st::allocType",
    ][::core::mem::offset_of!(CUmemPoolProps_st, allocType) - 0usize];
    [
        "Offset of field: CUmemPoolProps_st::handleTypes",
    ][::core::mem::offset_of!(CUmemPoolProps_st, handleTypes) - 4usize];
    [
        "Offset of field: CUmemPoolProps_st::location",
    ][::core::mem::offset_of!(CUmemPoolProps_st, location) - 8usize];
    [
        "Offset of field: CUmemPoolProps_st::win32SecurityAttributes",
    ][::core::mem::offset_of!(CUmemPoolProps_st, win32SecurityAttributes) - 16usize];
    [
        "Offset of field: CUmemPoolProps_st::reserved",
    ][::core::mem::offset_of!(CUmemPoolProps_st, reserved) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemPoolPtrExportData_st",
    ][::core::mem::size_of::<CUmemPoolPtrExportData_st>() - 64usize];
    [
        "Alignment of CUmemPoolPtrExportData_st",
    ][::core::mem::align_of::<CUmemPoolPtrExportData_st>() - 1usize];
    [
        "Offset of field: CUmemPoolPtrExportData_st::reserved",
    ][::core::mem::offset_of!(CUmemPoolPtrExportData_st, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEM_ALLOC_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_MEM_ALLOC_NODE_PARAMS_st>() - 120usize];
    [
        "Alignment of CUDA_MEM_ALLOC_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_MEM_ALLOC_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_st::poolProps",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_st, poolProps) - 0usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_st::accessDescs",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_st, accessDescs) - 88usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_st::accessDescCount",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_st, accessDescCount) - 96usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_st::bytesize",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_st, bytesize) - 104usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_st::dptr",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_st, dptr) - 112usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of dim3"][::core::mem::size_of::<dim3>() - 12usize];
    ["Alignment of dim3"][::core::mem::align_of::<dim3>() - 4usize];
    ["Offset of field: dim3::x"][::core::mem::offset_of!(dim3, x) - 0usize];
    ["Offset of field: dim3::y"][::core::mem::offset_of!(dim3, y) - 4usize];
    ["Offset of field: dim3::z"][::core::mem::offset_of!(dim3, z) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaChannelFormatDesc",
    ][::core::mem::size_of::<cudaChannelFormatDesc>() - 20usize];
    [
        "Alignment of cudaChannelFormatDesc",
    ][::core::mem::align_of::<cudaChannelFormatDesc>() - 4usize];
    [
        "Offset of field: cudaChannelFormatDesc::x",
    ][::core::mem::offset_of!(cudaChannelFormatDesc, x) - 0usize];
    [
        "Offset of field: cudaChannelFormatDesc::y",
    ][::core::mem::offset_of!(cudaChannelFormatDesc, y) - 4usize];
    [
        "Offset of field: cudaChannelFormatDesc::z",
    ][::core::mem::offset_of!(cudaChannelFormatDesc, z) - 8usize];
    [
        "Offset of field: cudaChannelFormatDesc::w",
    ][::core::mem::offset_of!(cudaChannelFormatDesc, w) - 12usize];
    [
        "Offset of field: cudaChannelFormatDesc::f",
    ][::core::mem::offset_of!(cudaChannelFormatDesc, f) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaArraySparseProperties__bindgen_ty_1",
    ][::core::mem::size_of::<cudaArraySparseProperties__bindgen_ty_1>() - 12usize];
    [
        "Alignment of cudaArraySparseProperties__bindgen_ty_1",
    ][::core::mem::align_of::<cudaArraySparseProperties__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: cudaArraySparseProperties__bindgen_ty_1::width",
    ][::core::mem::offset_of!(cudaArraySparseProperties__bindgen_ty_1, width) - 0usize];
    [
        "Offset of field: cudaArraySparseProperties__bindgen_ty_1::height",
    ][::core::mem::offset_of!(cudaArraySparseProperties__bindgen_ty_1, height) - 4usize];
    [
        "Offset of field: cudaArraySparseProperties__bindgen_ty_1::depth",
    ][::core::mem::offset_of!(cudaArraySparseProperties__bindgen_ty_1, depth) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaArraySparseProperties",
    ][::core::mem::size_of::<cudaArraySparseProperties>() - 48usize];
    [
        "Alignment of cudaArraySparseProperties",
    ][::core::mem::align_of::<cudaArraySparseProperties>() - 8usize];
    [
        "Offset of field: cudaArraySparseProperties::tileExtent",
    ][::core::mem::offset_of!(cudaArraySparseProperties, tileExtent) - 0usize];
    [
        "Offset of field: cudaArraySparseProperties::miptailFirstLevel",
    ][::core::mem::offset_of!(cudaArraySparseProperties, miptailFirstLevel) - 12usize];
    [
        "Offset of field: cudaArraySparseProperties::miptailSize",
    ][::core::mem::offset_of!(cudaArraySparseProperties, miptailSize) - 16usize];
    [
        "Offset of field: cudaArraySparseProperties::flags",
    ][::core::mem::offset_of!(cudaArraySparseProperties, flags) - 24usize];
    [
        "Offset of field: cudaArraySparseProperties::reserved",
    ][::core::mem::offset_of!(cudaArraySparseProperties, reserved) - 28usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaArrayMemoryRequirements",
    ][::core::mem::size_of::<cudaArrayMemoryRequirements>() - 32usize];
    [
        "Alignment of cudaArrayMemoryRequirements",
    ][::core::mem::align_of::<cudaArrayMemoryRequirements>() - 8usize];
    [
        "Offset of field: cudaArrayMemoryRequirements::size",
    ][::core::mem::offset_of!(cudaArrayMemoryRequirements, size) - 0usize];
    [
        "Offset of field: cudaArrayMemoryRequirements::alignment",
    ][::core::mem::offset_of!(cudaArrayMemoryRequirements, alignment) - 8usize];
    [
        "Offset of field: cudaArrayMemoryRequirements::reserved",
    ][::core::mem::offset_of!(cudaArrayMemoryRequirements, reserved) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaPitchedPtr"][::core::mem::size_of::<cudaPitchedPtr>() - 32usize];
    ["Alignment of cudaPitchedPtr"][::core::mem::align_of::<cudaPitchedPtr>() - 8usize];
    [
        "Offset of field: cudaPitchedPtr::ptr",
    ][::core::mem::offset_of!(cudaPitchedPtr, ptr) - 0usize];
    [
        "Offset of field: cudaPitchedPtr::pitch",
    ][::core::mem::offset_of!(cudaPitchedPtr, pitch) - 8usize];
    [
        "Offset of field: cudaPitchedPtr::xsize",
    ][::core::mem::offset_of!(cudaPitchedPtr, xsize) - 16usize];
    [
        "Offset of field: cudaPitchedPtr::ysize",
    ][::core::mem::offset_of!(cudaPitchedPtr, ysize) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaExtent"][::core::mem::size_of::<cudaExtent>() - 24usize];
    ["Alignment of cudaExtent"][::core::mem::align_of::<cudaExtent>() - 8usize];
    [
        "Offset of field: cudaExtent::width",
    ][::core::mem::offset_of!(cudaExtent, width) - 0usize];
    [
        "Offset of field: cudaExtent::height",
    ][::core::mem::offset_of!(cudaExtent, height) - 8usize];
    [
        "Offset of field: cudaExtent::depth",
    ][::core::mem::offset_of!(cudaExtent, depth) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaPos"][::core::mem::size_of::<cudaPos>() - 24usize];
    ["Alignment of cudaPos"][::core::mem::align_of::<cudaPos>() - 8usize];
    ["Offset of field: cudaPos::x"][::core::mem::offset_of!(cudaPos, x) - 0usize];
    ["Offset of field: cudaPos::y"][::core::mem::offset_of!(cudaPos, y) - 8usize];
    ["Offset of field: cudaPos::z"][::core::mem::offset_of!(cudaPos, z) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpy3DParms",
    ][::core::mem::size_of::<cudaMemcpy3DParms>() - 160usize];
    [
        "Alignment of cudaMemcpy3DParms",
    ][::core::mem::align_of::<cudaMemcpy3DParms>() - 8usize];
    [
        "Offset of field: cudaMemcpy3DParms::srcArray",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, srcArray) - 0usize];
    [
        "Offset of field: cudaMemcpy3DParms::srcPos",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, srcPos) - 8usize];
    [
        "Offset of field: cudaMemcpy3DParms::srcPtr",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, srcPtr) - 32usize];
    [
        "Offset of field: cudaMemcpy3DParms::dstArray",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, dstArray) - 64usize];
    [
        "Offset of field: cudaMemcpy3DParms::dstPos",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, dstPos) - 72usize];
    [
        "Offset of field: cudaMemcpy3DParms::dstPtr",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, dstPtr) - 96usize];
    [
        "Offset of field: cudaMemcpy3DParms::extent",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, extent) - 128usize];
    [
        "Offset of field: cudaMemcpy3DParms::kind",
    ][::core::mem::offset_of!(cudaMemcpy3DParms, kind) - 152usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpy3DPeerParms",
    ][::core::mem::size_of::<cudaMemcpy3DPeerParms>() - 168usize];
    [
        "Alignment of cudaMemcpy3DPeerParms",
    ][::core::mem::align_of::<cudaMemcpy3DPeerParms>() - 8usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::srcArray",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, srcArray) - 0usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::srcPos",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, srcPos) - 8usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::srcPtr",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, srcPtr) - 32usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::srcDevice",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, srcDevice) - 64usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::dstArray",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, dstArray) - 72usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::dstPos",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, dstPos) - 80usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::dstPtr",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, dstPtr) - 104usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::dstDevice",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, dstDevice) - 136usize];
    [
        "Offset of field: cudaMemcpy3DPeerParms::extent",
    ][::core::mem::offset_of!(cudaMemcpy3DPeerParms, extent) - 144usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaMemsetParams"][::core::mem::size_of::<cudaMemsetParams>() - 40usize];
    [
        "Alignment of cudaMemsetParams",
    ][::core::mem::align_of::<cudaMemsetParams>() - 8usize];
    [
        "Offset of field: cudaMemsetParams::dst",
    ][::core::mem::offset_of!(cudaMemsetParams, dst) - 0usize];
    [
        "Offset of field: cudaMemsetParams::pitch",
    ][::core::mem::offset_of!(cudaMemsetParams, pitch) - 8usize];
    [
        "Offset of field: cudaMemsetParams::value",
    ][::core::mem::offset_of!(cudaMemsetParams, value) - 16usize];
    [
        "Offset of field: cudaMemsetParams::elementSize",
    ][::core::mem::offset_of!(cudaMemsetParams, elementSize) - 20usize];
    [
        "Offset of field: cudaMemsetParams::width",
    ][::core::mem::offset_of!(cudaMemsetParams, width) - 24usize];
    [
        "Offset of field: cudaMemsetParams::height",
    ][::core::mem::offset_of!(cudaMemsetParams, height) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaAccessPolicyWindow",
    ][::core::mem::size_of::<cudaAccessPolicyWindow>() - 32usize];
    [
        "Alignment of cudaAccessPolicyWindow",
    ][::core::mem::align_of::<cudaAccessPolicyWindow>() - 8usize];
    [
        "Offset of field: cudaAccessPolicyWindow::base_ptr",
    ][::core::mem::offset_of!(cudaAccessPolicyWindow, base_ptr) - 0usize];
    [
        "Offset of field: cudaAccessPolicyWindow::num_bytes",
    ][::core::mem::offset_of!(cudaAccessPolicyWindow, num_bytes) - 8usize];
    [
        "Offset of field: cudaAccessPolicyWindow::hitRatio",
    ][::core::mem::offset_of!(cudaAccessPolicyWindow, hitRatio) - 16usize];
    [
        "Offset of field: cudaAccessPolicyWindow::hitProp",
    ][::core::mem::offset_of!(cudaAccessPolicyWindow, hitProp) - 20usize];
    [
        "Offset of field: cudaAccessPolicyWindow::missProp",
    ][::core::mem::offset_of!(cudaAccessPolicyWindow, missProp) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaHostNodeParams",
    ][::core::mem::size_of::<cudaHostNodeParams>() - 16usize];
    [
        "Alignment of cudaHostNodeParams",
    ][::core::mem::align_of::<cudaHostNodeParams>() - 8usize];
    [
        "Offset of field: cudaHostNodeParams::fn_",
    ][::core::mem::offset_of!(cudaHostNodeParams, fn_) - 0usize];
    [
        "Offset of field: cudaHostNodeParams::userData",
    ][::core::mem::offset_of!(cudaHostNodeParams, userData) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceDesc__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_1>() - 8usize];
    [
        "Alignment of cudaResourceDesc__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_1::array",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_1, array)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceDesc__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_2>() - 8usize];
    [
        "Alignment of cudaResourceDesc__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_2::mipmap",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_2, mipmap)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceDesc__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_3>() - 40usize];
    [
        "Alignment of cudaResourceDesc__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_3>() - 8usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_3::devPtr",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_3, devPtr)
        - 0usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_3::desc",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_3, desc)
        - 8usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_3::sizeInBytes",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_3, sizeInBytes)
        - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceDesc__bindgen_ty_1__bindgen_ty_4",
    ][::core::mem::size_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_4>() - 56usize];
    [
        "Alignment of cudaResourceDesc__bindgen_ty_1__bindgen_ty_4",
    ][::core::mem::align_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_4>() - 8usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_4::devPtr",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_4, devPtr)
        - 0usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_4::desc",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_4, desc)
        - 8usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_4::width",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_4, width)
        - 32usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_4::height",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_4, height)
        - 40usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_4::pitchInBytes",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_4, pitchInBytes)
        - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceDesc__bindgen_ty_1",
    ][::core::mem::size_of::<cudaResourceDesc__bindgen_ty_1>() - 56usize];
    [
        "Alignment of cudaResourceDesc__bindgen_ty_1",
    ][::core::mem::align_of::<cudaResourceDesc__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1::array",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1, array) - 0usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1::mipmap",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1, mipmap) - 0usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1::linear",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1, linear) - 0usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1::pitch2D",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1, pitch2D) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaResourceDesc"][::core::mem::size_of::<cudaResourceDesc>() - 64usize];
    [
        "Alignment of cudaResourceDesc",
    ][::core::mem::align_of::<cudaResourceDesc>() - 8usize];
    [
        "Offset of field: cudaResourceDesc::resType",
    ][::core::mem::offset_of!(cudaResourceDesc, resType) - 0usize];
    [
        "Offset of field: cudaResourceDesc::res",
    ][::core::mem::offset_of!(cudaResourceDesc, res) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceViewDesc",
    ][::core::mem::size_of::<cudaResourceViewDesc>() - 48usize];
    [
        "Alignment of cudaResourceViewDesc",
    ][::core::mem::align_of::<cudaResourceViewDesc>() - 8usize];
    [
        "Offset of field: cudaResourceViewDesc::format",
    ][::core::mem::offset_of!(cudaResourceViewDesc, format) - 0usize];
    [
        "Offset of field: cudaResourceViewDesc::width",
    ][::core::mem::offset_of!(cudaResourceViewDesc, width) - 8usize];
    [
        "Offset of field: cudaResourceViewDesc::height",
    ][::core::mem::offset_of!(cudaResourceViewDesc, height) - 16usize];
    [
        "Offset of field: cudaResourceViewDesc::depth",
    ][::core::mem::offset_of!(cudaResourceViewDesc, depth) - 24usize];
    [
        "Offset of field: cudaResourceViewDesc::firstMipmapLevel",
    ][::core::mem::offset_of!(cudaResourceViewDesc, firstMipmapLevel) - 32usize];
    [
        "Offset of field: cudaResourceViewDesc::lastMipmapLevel",
    ][::core::mem::offset_of!(cudaResourceViewDesc, lastMipmapLevel) - 36usize];
    [
        "Offset of field: cudaResourceViewDesc::firstLayer",
    ][::core::mem::offset_of!(cudaResourceViewDesc, firstLayer) - 40usize];
    [
        "Offset of field: cudaResourceViewDesc::lastLayer",
    ][::core::mem::offset_of!(cudaResourceViewDesc, lastLayer) - 44usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaPointerAttributes",
    ][::core::mem::size_of::<cudaPointerAttributes>() - 24usize];
    [
        "Alignment of cudaPointerAttributes",
    ][::core::mem::align_of::<cudaPointerAttributes>() - 8usize];
    [
        "Offset of field: cudaPointerAttributes::type_",
    ][::core::mem::offset_of!(cudaPointerAttributes, type_) - 0usize];
    [
        "Offset of field: cudaPointerAttributes::device",
    ][::core::mem::offset_of!(cudaPointerAttributes, device) - 4usize];
    [
        "Offset of field: cudaPointerAttributes::devicePointer",
    ][::core::mem::offset_of!(cudaPointerAttributes, devicePointer) - 8usize];
    [
        "Offset of field: cudaPointerAttributes::hostPointer",
    ][::core::mem::offset_of!(cudaPointerAttributes, hostPointer) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaFuncAttributes",
    ][::core::mem::size_of::<cudaFuncAttributes>() - 144usize];
    [
        "Alignment of cudaFuncAttributes",
    ][::core::mem::align_of::<cudaFuncAttributes>() - 8usize];
    [
        "Offset of field: cudaFuncAttributes::sharedSizeBytes",
    ][::core::mem::offset_of!(cudaFuncAttributes, sharedSizeBytes) - 0usize];
    [
        "Offset of field: cudaFuncAttributes::constSizeBytes",
    ][::core::mem::offset_of!(cudaFuncAttributes, constSizeBytes) - 8usize];
    [
        "Offset of field: cudaFuncAttributes::localSizeBytes",
    ][::core::mem::offset_of!(cudaFuncAttributes, localSizeBytes) - 16usize];
    [
        "Offset of field: cudaFuncAttributes::maxThreadsPerBlock",
    ][::core::mem::offset_of!(cudaFuncAttributes, maxThreadsPerBlock) - 24usize];
    [
        "Offset of field: cudaFuncAttributes::numRegs",
    ][::core::mem::offset_of!(cudaFuncAttributes, numRegs) - 28usize];
    [
        "Offset of field: cudaFuncAttributes::ptxVersion",
    ][::core::mem::offset_of!(cudaFuncAttributes, ptxVersion) - 32usize];
    [
        "Offset of field: cudaFuncAttributes::binaryVersion",
    ][::core::mem::offset_of!(cudaFuncAttributes, binaryVersion) - 36usize];
    [
        "Offset of field: cudaFuncAttributes::cacheModeCA",
    ][::core::mem::offset_of!(cudaFuncAttributes, cacheModeCA) - 40usize];
    [
        "Offset of field: cudaFuncAttributes::maxDynamicSharedSizeBytes",
    ][::core::mem::offset_of!(cudaFuncAttributes, maxDynamicSharedSizeBytes) - 44usize];
    [
        "Offset of field: cudaFuncAttributes::preferredShmemCarveout",
    ][::core::mem::offset_of!(cudaFuncAttributes, preferredShmemCarveout) - 48usize];
    [
        "Offset of field: cudaFuncAttributes::clusterDimMustBeSet",
    ][::core::mem::offset_of!(cudaFuncAttributes, clusterDimMustBeSet) - 52usize];
    [
        "Offset of field: cudaFuncAttributes::requiredClusterWidth",
    ][::core::mem::offset_of!(cudaFuncAttributes, requiredClusterWidth) - 56usize];
    [
        "Offset of field: cudaFuncAttributes::requiredClusterHeight",
    ][::core::mem::offset_of!(cudaFuncAttributes, requiredClusterHeight) - 60usize];
    [
        "Offset of field: cudaFuncAttributes::requiredClusterDepth",
    ][::core::mem::offset_of!(cudaFuncAttributes, requiredClusterDepth) - 64usize];
    [
        "Offset of field: cudaFuncAttributes::clusterSchedulingPolicyPreference",
    ][::core::mem::offset_of!(cudaFuncAttributes, clusterSchedulingPolicyPreference)
        - 68usize];
    [
        "Offset of field: cudaFuncAttributes::nonPortableClusterSizeAllowed",
    ][::core::mem::offset_of!(cudaFuncAttributes, nonPortableClusterSizeAllowed)
        - 72usize];
    [
        "Offset of field: cudaFuncAttributes::reserved",
    ][::core::mem::offset_of!(cudaFuncAttributes, reserved) - 76usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaMemLocation"][::core::mem::size_of::<cudaMemLocation>() - 8usize];
    [
        "Alignment of cudaMemLocation",
    ][::core::mem::align_of::<cudaMemLocation>() - 4usize];
    [
        "Offset of field: cudaMemLocation::type_",
    ][::core::mem::offset_of!(cudaMemLocation, type_) - 0usize];
    [
        "Offset of field: cudaMemLocation::id",
    ][::core::mem::offset_of!(cudaMemLocation, id) - 4usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaMemAccessDesc"][::core::mem::size_of::<cudaMemAccessDesc>() - 12usize];
    [
        "Alignment of cudaMemAccessDesc",
    ][::core::mem::align_of::<cudaMemAccessDesc>() - 4usize];
    [
        "Offset of field: cudaMemAccessDesc::location",
    ][::core::mem::offset_of!(cudaMemAccessDesc, location) - 0usize];
    [
        "Offset of field: cudaMemAccessDesc::flags",
    ][::core::mem::offset_of!(cudaMemAccessDesc, flags) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaMemPoolProps"][::core::mem::size_of::<cudaMemPoolProps>() - 88usize];
    [
        "Alignment of cudaMemPoolProps",
    ][::core::mem::align_of::<cudaMemPoolProps>() - 8usize];
    [
        "Offset of field: cudaMemPoolProps::allocType",
    ][::core::mem::offset_of!(cudaMemPoolProps, allocType) - 0usize];
    [
        "Offset of field: cudaMemPoolProps::handleTypes",
    ][::core::mem::offset_of!(cudaMemPoolProps, handleTypes) - 4usize];
    [
        "Offset of field: cudaMemPoolProps::location",
    ][::core::mem::offset_of!(cudaMemPoolProps, location) - 8usize];
    [
        "Offset of field: cudaMemPoolProps::win32SecurityAttributes",
    ][::core::mem::offset_of!(cudaMemPoolProps, win32SecurityAttributes) - 16usize];
    [
        "Offset of field: cudaMemPoolProps::reserved",
    ][::core::mem::offset_of!(cudaMemPoolProps, reserved) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemPoolPtrExportData",
    ][::core::mem::size_of::<cudaMemPoolPtrExportData>() - 64usize];
    [
        "Alignment of cudaMemPoolPtrExportData",
    ][::core::mem::align_of::<cudaMemPoolPtrExportData>() - 1usize];
    [
        "Offset of field: cudaMemPoolPtrExportData::reserved",
    ][::core::mem::offset_of!(cudaMemPoolPtrExportData, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemAllocNodeParams",
    ][::core::mem::size_of::<cudaMemAllocNodeParams>() - 120usize];
    [
        "Alignment of cudaMemAllocNodeParams",
    ][::core::mem::align_of::<cudaMemAllocNodeParams>() - 8usize];
    [
        "Offset of field: cudaMemAllocNodeParams::poolProps",
    ][::core::mem::offset_of!(cudaMemAllocNodeParams, poolProps) - 0usize];
    [
        "Offset of field: cudaMemAllocNodeParams::accessDescs",
    ][::core::mem::offset_of!(cudaMemAllocNodeParams, accessDescs) - 88usize];
    [
        "Offset of field: cudaMemAllocNodeParams::accessDescCount",
    ][::core::mem::offset_of!(cudaMemAllocNodeParams, accessDescCount) - 96usize];
    [
        "Offset of field: cudaMemAllocNodeParams::bytesize",
    ][::core::mem::offset_of!(cudaMemAllocNodeParams, bytesize) - 104usize];
    [
        "Offset of field: cudaMemAllocNodeParams::dptr",
    ][::core::mem::offset_of!(cudaMemAllocNodeParams, dptr) - 112usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaDeviceProp"][::core::mem::size_of::<cudaDeviceProp>() - 1032usize];
    ["Alignment of cudaDeviceProp"][::core::mem::align_of::<cudaDeviceProp>() - 8usize];
    [
        "Offset of field: cudaDeviceProp::name",
    ][::core::mem::offset_of!(cudaDeviceProp, name) - 0usize];
    [
        "Offset of field: cudaDeviceProp::uuid",
    ][::core::mem::offset_of!(cudaDeviceProp, uuid) - 256usize];
    [
        "Offset of field: cudaDeviceProp::luid",
    ][::core::mem::offset_of!(cudaDeviceProp, luid) - 272usize];
    [
        "Offset of field: cudaDeviceProp::luidDeviceNodeMask",
    ][::core::mem::offset_of!(cudaDeviceProp, luidDeviceNodeMask) - 280usize];
    [
        "Offset of field: cudaDeviceProp::totalGlobalMem",
    ][::core::mem::offset_of!(cudaDeviceProp, totalGlobalMem) - 288usize];
    [
        "Offset of field: cudaDeviceProp::sharedMemPerBlock",
    ][::core::mem::offset_of!(cudaDeviceProp, sharedMemPerBlock) - 296usize];
    [
        "Offset of field: cudaDeviceProp::regsPerBlock",
    ][::core::mem::offset_of!(cudaDeviceProp, regsPerBlock) - 304usize];
    [
        "Offset of field: cudaDeviceProp::warpSize",
    ][::core::mem::offset_of!(cudaDeviceProp, warpSize) - 308usize];
    [
        "Offset of field: cudaDeviceProp::memPitch",
    ][::core::mem::offset_of!(cudaDeviceProp, memPitch) - 312usize];
    [
        "Offset of field: cudaDeviceProp::maxThreadsPerBlock",
    ][::core::mem::offset_of!(cudaDeviceProp, maxThreadsPerBlock) - 320usize];
    [
        "Offset of field: cudaDeviceProp::maxThreadsDim",
    ][::core::mem::offset_of!(cudaDeviceProp, maxThreadsDim) - 324usize];
    [
        "Offset of field: cudaDeviceProp::maxGridSize",
    ][::core::mem::offset_of!(cudaDeviceProp, maxGridSize) - 336usize];
    [
        "Offset of field: cudaDeviceProp::clockRate",
    ][::core::mem::offset_of!(cudaDeviceProp, clockRate) - 348usize];
    [
        "Offset of field: cudaDeviceProp::totalConstMem",
    ][::core::mem::offset_of!(cudaDeviceProp, totalConstMem) - 352usize];
    [
        "Offset of field: cudaDeviceProp::major",
    ][::core::mem::offset_of!(cudaDeviceProp, major) - 360usize];
    [
        "Offset of field: cudaDeviceProp::minor",
    ][::core::mem::offset_of!(cudaDeviceProp, minor) - 364usize];
    [
        "Offset of field: cudaDeviceProp::textureAlignment",
    ][::core::mem::offset_of!(cudaDeviceProp, textureAlignment) - 368usize];
    [
        "Offset of field: cudaDeviceProp::texturePitchAlignment",
    ][::core::mem::offset_of!(cudaDeviceProp, texturePitchAlignment) - 376usize];
    [
        "Offset of field: cudaDeviceProp::deviceOverlap",
    ][::core::mem::offset_of!(cudaDeviceProp, deviceOverlap) - 384usize];
    [
        "Offset of field: cudaDeviceProp::multiProcessorCount",
    ][::core::mem::offset_of!(cudaDeviceProp, multiProcessorCount) - 388usize];
    [
        "Offset of field: cudaDeviceProp::kernelExecTimeoutEnabled",
    ][::core::mem::offset_of!(cudaDeviceProp, kernelExecTimeoutEnabled) - 392usize];
    [
        "Offset of field: cudaDeviceProp::integrated",
    ][::core::mem::offset_of!(cudaDeviceProp, integrated) - 396usize];
    [
        "Offset of field: cudaDeviceProp::canMapHostMemory",
    ][::core::mem::offset_of!(cudaDeviceProp, canMapHostMemory) - 400usize];
    [
        "Offset of field: cudaDeviceProp::computeMode",
    ][::core::mem::offset_of!(cudaDeviceProp, computeMode) - 404usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture1D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture1D) - 408usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture1DMipmap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture1DMipmap) - 412usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture1DLinear",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture1DLinear) - 416usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2D) - 420usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DMipmap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DMipmap) - 428usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DLinear",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DLinear) - 436usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DGather",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DGather) - 448usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture3D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture3D) - 456usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture3DAlt",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture3DAlt) - 468usize];
    [
        "Offset of field: cudaDeviceProp::maxTextureCubemap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTextureCubemap) - 480usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture1DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture1DLayered) - 484usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DLayered) - 492usize];
    [
        "Offset of field: cudaDeviceProp::maxTextureCubemapLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTextureCubemapLayered) - 504usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface1D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface1D) - 512usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface2D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface2D) - 516usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface3D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface3D) - 524usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface1DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface1DLayered) - 536usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface2DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface2DLayered) - 544usize];
    [
        "Offset of field: cudaDeviceProp::maxSurfaceCubemap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurfaceCubemap) - 556usize];
    [
        "Offset of field: cudaDeviceProp::maxSurfaceCubemapLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurfaceCubemapLayered) - 560usize];
    [
        "Offset of field: cudaDeviceProp::surfaceAlignment",
    ][::core::mem::offset_of!(cudaDeviceProp, surfaceAlignment) - 568usize];
    [
        "Offset of field: cudaDeviceProp::concurrentKernels",
    ][::core::mem::offset_of!(cudaDeviceProp, concurrentKernels) - 576usize];
    [
        "Offset of field: cudaDeviceProp::ECCEnabled",
    ][::core::mem::offset_of!(cudaDeviceProp, ECCEnabled) - 580usize];
    [
        "Offset of field: cudaDeviceProp::pciBusID",
    ][::core::mem::offset_of!(cudaDeviceProp, pciBusID) - 584usize];
    [
        "Offset of field: cudaDeviceProp::pciDeviceID",
    ][::core::mem::offset_of!(cudaDeviceProp, pciDeviceID) - 588usize];
    [
        "Offset of field: cudaDeviceProp::pciDomainID",
    ][::core::mem::offset_of!(cudaDeviceProp, pciDomainID) - 592usize];
    [
        "Offset of field: cudaDeviceProp::tccDriver",
    ][::core::mem::offset_of!(cudaDeviceProp, tccDriver) - 596usize];
    [
        "Offset of field: cudaDeviceProp::asyncEngineCount",
    ][::core::mem::offset_of!(cudaDeviceProp, asyncEngineCount) - 600usize];
    [
        "Offset of field: cudaDeviceProp::unifiedAddressing",
    ][::core::mem::offset_of!(cudaDeviceProp, unifiedAddressing) - 604usize];
    [
        "Offset of field: cudaDeviceProp::memoryClockRate",
    ][::core::mem::offset_of!(cudaDeviceProp, memoryClockRate) - 608usize];
    [
        "Offset of field: cudaDeviceProp::memoryBusWidth",
    ][::core::mem::offset_of!(cudaDeviceProp, memoryBusWidth) - 612usize];
    [
        "Offset of field: cudaDeviceProp::l2CacheSize",
    ][::core::mem::offset_of!(cudaDeviceProp, l2CacheSize) - 616usize];
    [
        "Offset of field: cudaDeviceProp::persistingL2CacheMaxSize",
    ][::core::mem::offset_of!(cudaDeviceProp, persistingL2CacheMaxSize) - 620usize];
    [
        "Offset of field: cudaDeviceProp::maxThreadsPerMultiProcessor",
    ][::core::mem::offset_of!(cudaDeviceProp, maxThreadsPerMultiProcessor) - 624usize];
    [
        "Offset of field: cudaDeviceProp::streamPrioritiesSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, streamPrioritiesSupported) - 628usize];
    [
        "Offset of field: cudaDeviceProp::globalL1CacheSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, globalL1CacheSupported) - 632usize];
    [
        "Offset of field: cudaDeviceProp::localL1CacheSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, localL1CacheSupported) - 636usize];
    [
        "Offset of field: cudaDeviceProp::sharedMemPerMultiprocessor",
    ][::core::mem::offset_of!(cudaDeviceProp, sharedMemPerMultiprocessor) - 640usize];
    [
        "Offset of field: cudaDeviceProp::regsPerMultiprocessor",
    ][::core::mem::offset_of!(cudaDeviceProp, regsPerMultiprocessor) - 648usize];
    [
        "Offset of field: cudaDeviceProp::managedMemory",
    ][::core::mem::offset_of!(cudaDeviceProp, managedMemory) - 652usize];
    [
        "Offset of field: cudaDeviceProp::isMultiGpuBoard",
    ][::core::mem::offset_of!(cudaDeviceProp, isMultiGpuBoard) - 656usize];
    [
        "Offset of field: cudaDeviceProp::multiGpuBoardGroupID",
    ][::core::mem::offset_of!(cudaDeviceProp, multiGpuBoardGroupID) - 660usize];
    [
        "Offset of field: cudaDeviceProp::hostNativeAtomicSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, hostNativeAtomicSupported) - 664usize];
    [
        "Offset of field: cudaDeviceProp::singleToDoublePrecisionPerfRatio",
    ][::core::mem::offset_of!(cudaDeviceProp, singleToDoublePrecisionPerfRatio)
        - 668usize];
    [
        "Offset of field: cudaDeviceProp::pageableMemoryAccess",
    ][::core::mem::offset_of!(cudaDeviceProp, pageableMemoryAccess) - 672usize];
    [
        "Offset of field: cudaDeviceProp::concurrentManagedAccess",
    ][::core::mem::offset_of!(cudaDeviceProp, concurrentManagedAccess) - 676usize];
    [
        "Offset of field: cudaDeviceProp::computePreemptionSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, computePreemptionSupported) - 680usize];
    [
        "Offset of field: cudaDeviceProp::canUseHostPointerForRegisteredMem",
    ][::core::mem::offset_of!(cudaDeviceProp, canUseHostPointerForRegisteredMem)
        - 684usize];
    [
        "Offset of field: cudaDeviceProp::cooperativeLaunch",
    ][::core::mem::offset_of!(cudaDeviceProp, cooperativeLaunch) - 688usize];
    [
        "Offset of field: cudaDeviceProp::cooperativeMultiDeviceLaunch",
    ][::core::mem::offset_of!(cudaDeviceProp, cooperativeMultiDeviceLaunch) - 692usize];
    [
        "Offset of field: cudaDeviceProp::sharedMemPerBlockOptin",
    ][::core::mem::offset_of!(cudaDeviceProp, sharedMemPerBlockOptin) - 696usize];
    [
        "Offset of field: cudaDeviceProp::pageableMemoryAccessUsesHostPageTables",
    ][::core::mem::offset_of!(cudaDeviceProp, pageableMemoryAccessUsesHostPageTables)
        - 704usize];
    [
        "Offset of field: cudaDeviceProp::directManagedMemAccessFromHost",
    ][::core::mem::offset_of!(cudaDeviceProp, directManagedMemAccessFromHost)
        - 708usize];
    [
        "Offset of field: cudaDeviceProp::maxBlocksPerMultiProcessor",
    ][::core::mem::offset_of!(cudaDeviceProp, maxBlocksPerMultiProcessor) - 712usize];
    [
        "Offset of field: cudaDeviceProp::accessPolicyMaxWindowSize",
    ][::core::mem::offset_of!(cudaDeviceProp, accessPolicyMaxWindowSize) - 716usize];
    [
        "Offset of field: cudaDeviceProp::reservedSharedMemPerBlock",
    ][::core::mem::offset_of!(cudaDeviceProp, reservedSharedMemPerBlock) - 720usize];
    [
        "Offset of field: cudaDeviceProp::hostRegisterSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, hostRegisterSupported) - 728usize];
    [
        "Offset of field: cudaDeviceProp::sparseCudaArraySupported",
    ][::core::mem::offset_of!(cudaDeviceProp, sparseCudaArraySupported) - 732usize];
    [
        "Offset of field: cudaDeviceProp::hostRegisterReadOnlySupported",
    ][::core::mem::offset_of!(cudaDeviceProp, hostRegisterReadOnlySupported) - 736usize];
    [
        "Offset of field: cudaDeviceProp::timelineSemaphoreInteropSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, timelineSemaphoreInteropSupported)
        - 740usize];
    [
        "Offset of field: cudaDeviceProp::memoryPoolsSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, memoryPoolsSupported) - 744usize];
    [
        "Offset of field: cudaDeviceProp::gpuDirectRDMASupported",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuDirectRDMASupported) - 748usize];
    [
        "Offset of field: cudaDeviceProp::gpuDirectRDMAFlushWritesOptions",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuDirectRDMAFlushWritesOptions)
        - 752usize];
    [
        "Offset of field: cudaDeviceProp::gpuDirectRDMAWritesOrdering",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuDirectRDMAWritesOrdering) - 756usize];
    [
        "Offset of field: cudaDeviceProp::memoryPoolSupportedHandleTypes",
    ][::core::mem::offset_of!(cudaDeviceProp, memoryPoolSupportedHandleTypes)
        - 760usize];
    [
        "Offset of field: cudaDeviceProp::deferredMappingCudaArraySupported",
    ][::core::mem::offset_of!(cudaDeviceProp, deferredMappingCudaArraySupported)
        - 764usize];
    [
        "Offset of field: cudaDeviceProp::ipcEventSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, ipcEventSupported) - 768usize];
    [
        "Offset of field: cudaDeviceProp::clusterLaunch",
    ][::core::mem::offset_of!(cudaDeviceProp, clusterLaunch) - 772usize];
    [
        "Offset of field: cudaDeviceProp::unifiedFunctionPointers",
    ][::core::mem::offset_of!(cudaDeviceProp, unifiedFunctionPointers) - 776usize];
    [
        "Offset of field: cudaDeviceProp::reserved",
    ][::core::mem::offset_of!(cudaDeviceProp, reserved) - 780usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaIpcEventHandle_st",
    ][::core::mem::size_of::<cudaIpcEventHandle_st>() - 64usize];
    [
        "Alignment of cudaIpcEventHandle_st",
    ][::core::mem::align_of::<cudaIpcEventHandle_st>() - 1usize];
    [
        "Offset of field: cudaIpcEventHandle_st::reserved",
    ][::core::mem::offset_of!(cudaIpcEventHandle_st, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaIpcMemHandle_st",
    ][::core::mem::size_of::<cudaIpcMemHandle_st>() - 64usize];
    [
        "Alignment of cudaIpcMemHandle_st",
    ][::core::mem::align_of::<cudaIpcMemHandle_st>() - 1usize];
    [
        "Offset of field: cudaIpcMemHandle_st::reserved",
    ][::core::mem::offset_of!(cudaIpcMemHandle_st, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1>()
        - 16usize];
    [
        "Alignment of cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1::handle",
    ][::core::mem::offset_of!(
        cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1, handle
    ) - 0usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1::name",
    ][::core::mem::offset_of!(
        cudaExternalMemoryHandleDesc__bindgen_ty_1__bindgen_ty_1, name
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalMemoryHandleDesc__bindgen_ty_1",
    ][::core::mem::size_of::<cudaExternalMemoryHandleDesc__bindgen_ty_1>() - 16usize];
    [
        "Alignment of cudaExternalMemoryHandleDesc__bindgen_ty_1",
    ][::core::mem::align_of::<cudaExternalMemoryHandleDesc__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc__bindgen_ty_1::fd",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc__bindgen_ty_1, fd) - 0usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc__bindgen_ty_1::win32",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc__bindgen_ty_1, win32)
        - 0usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc__bindgen_ty_1::nvSciBufObject",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc__bindgen_ty_1, nvSciBufObject)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalMemoryHandleDesc",
    ][::core::mem::size_of::<cudaExternalMemoryHandleDesc>() - 40usize];
    [
        "Alignment of cudaExternalMemoryHandleDesc",
    ][::core::mem::align_of::<cudaExternalMemoryHandleDesc>() - 8usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc::type_",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc, type_) - 0usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc::handle",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc, handle) - 8usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc::size",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc, size) - 24usize];
    [
        "Offset of field: cudaExternalMemoryHandleDesc::flags",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc, flags) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalMemoryBufferDesc",
    ][::core::mem::size_of::<cudaExternalMemoryBufferDesc>() - 24usize];
    [
        "Alignment of cudaExternalMemoryBufferDesc",
    ][::core::mem::align_of::<cudaExternalMemoryBufferDesc>() - 8usize];
    [
        "Offset of field: cudaExternalMemoryBufferDesc::offset",
    ][::core::mem::offset_of!(cudaExternalMemoryBufferDesc, offset) - 0usize];
    [
        "Offset of field: cudaExternalMemoryBufferDesc::size",
    ][::core::mem::offset_of!(cudaExternalMemoryBufferDesc, size) - 8usize];
    [
        "Offset of field: cudaExternalMemoryBufferDesc::flags",
    ][::core::mem::offset_of!(cudaExternalMemoryBufferDesc, flags) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalMemoryMipmappedArrayDesc",
    ][::core::mem::size_of::<cudaExternalMemoryMipmappedArrayDesc>() - 64usize];
    [
        "Alignment of cudaExternalMemoryMipmappedArrayDesc",
    ][::core::mem::align_of::<cudaExternalMemoryMipmappedArrayDesc>() - 8usize];
    [
        "Offset of field: cudaExternalMemoryMipmappedArrayDesc::offset",
    ][::core::mem::offset_of!(cudaExternalMemoryMipmappedArrayDesc, offset) - 0usize];
    [
        "Offset of field: cudaExternalMemoryMipmappedArrayDesc::formatDesc",
    ][::core::mem::offset_of!(cudaExternalMemoryMipmappedArrayDesc, formatDesc)
        - 8usize];
    [
        "Offset of field: cudaExternalMemoryMipmappedArrayDesc::extent",
    ][::core::mem::offset_of!(cudaExternalMemoryMipmappedArrayDesc, extent) - 32usize];
    [
        "Offset of field: cudaExternalMemoryMipmappedArrayDesc::flags",
    ][::core::mem::offset_of!(cudaExternalMemoryMipmappedArrayDesc, flags) - 56usize];
    [
        "Offset of field: cudaExternalMemoryMipmappedArrayDesc::numLevels",
    ][::core::mem::offset_of!(cudaExternalMemoryMipmappedArrayDesc, numLevels)
        - 60usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1,
    >() - 16usize];
    [
        "Alignment of cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1::handle",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1, handle
    ) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1::name",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreHandleDesc__bindgen_ty_1__bindgen_ty_1, name
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreHandleDesc__bindgen_ty_1",
    ][::core::mem::size_of::<cudaExternalSemaphoreHandleDesc__bindgen_ty_1>() - 16usize];
    [
        "Alignment of cudaExternalSemaphoreHandleDesc__bindgen_ty_1",
    ][::core::mem::align_of::<cudaExternalSemaphoreHandleDesc__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc__bindgen_ty_1::fd",
    ][::core::mem::offset_of!(cudaExternalSemaphoreHandleDesc__bindgen_ty_1, fd)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc__bindgen_ty_1::win32",
    ][::core::mem::offset_of!(cudaExternalSemaphoreHandleDesc__bindgen_ty_1, win32)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc__bindgen_ty_1::nvSciSyncObj",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreHandleDesc__bindgen_ty_1, nvSciSyncObj
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreHandleDesc",
    ][::core::mem::size_of::<cudaExternalSemaphoreHandleDesc>() - 32usize];
    [
        "Alignment of cudaExternalSemaphoreHandleDesc",
    ][::core::mem::align_of::<cudaExternalSemaphoreHandleDesc>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc::type_",
    ][::core::mem::offset_of!(cudaExternalSemaphoreHandleDesc, type_) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc::handle",
    ][::core::mem::offset_of!(cudaExternalSemaphoreHandleDesc, handle) - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc::flags",
    ][::core::mem::offset_of!(cudaExternalSemaphoreHandleDesc, flags) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2::fence",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_3::key",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1",
    ][::core::mem::size_of::<cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1>()
        - 24usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1",
    ][::core::mem::align_of::<cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1::fence",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1, fence)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1::nvSciSync",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1, nvSciSync
    ) - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1::keyedMutex",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1, keyedMutex
    ) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams_v1",
    ][::core::mem::size_of::<cudaExternalSemaphoreSignalParams_v1>() - 32usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams_v1",
    ][::core::mem::align_of::<cudaExternalSemaphoreSignalParams_v1>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1::params",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams_v1, params) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams_v1::flags",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams_v1, flags) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2::fence",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3,
    >() - 16usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3::key",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3::timeoutMs",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1__bindgen_ty_3, timeoutMs
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1",
    ][::core::mem::size_of::<cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1>()
        - 32usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1",
    ][::core::mem::align_of::<cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1::fence",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1, fence)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1::nvSciSync",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1, nvSciSync
    ) - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1::keyedMutex",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1, keyedMutex
    ) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams_v1",
    ][::core::mem::size_of::<cudaExternalSemaphoreWaitParams_v1>() - 40usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams_v1",
    ][::core::mem::align_of::<cudaExternalSemaphoreWaitParams_v1>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1::params",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams_v1, params) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams_v1::flags",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams_v1, flags) - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2::fence",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_3::key",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams__bindgen_ty_1",
    ][::core::mem::size_of::<cudaExternalSemaphoreSignalParams__bindgen_ty_1>()
        - 72usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams__bindgen_ty_1",
    ][::core::mem::align_of::<cudaExternalSemaphoreSignalParams__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1::fence",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams__bindgen_ty_1, fence)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1::nvSciSync",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams__bindgen_ty_1, nvSciSync)
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1::keyedMutex",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreSignalParams__bindgen_ty_1, keyedMutex
    ) - 16usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams__bindgen_ty_1::reserved",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams__bindgen_ty_1, reserved)
        - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalParams",
    ][::core::mem::size_of::<cudaExternalSemaphoreSignalParams>() - 144usize];
    [
        "Alignment of cudaExternalSemaphoreSignalParams",
    ][::core::mem::align_of::<cudaExternalSemaphoreSignalParams>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams::params",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams, params) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams::flags",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams, flags) - 72usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalParams::reserved",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalParams, reserved) - 76usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_1::value",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2::fence",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::size_of::<
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3,
    >() - 16usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3",
    ][::core::mem::align_of::<
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3::key",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3::timeoutMs",
    ][::core::mem::offset_of!(
        cudaExternalSemaphoreWaitParams__bindgen_ty_1__bindgen_ty_3, timeoutMs
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams__bindgen_ty_1",
    ][::core::mem::size_of::<cudaExternalSemaphoreWaitParams__bindgen_ty_1>() - 72usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams__bindgen_ty_1",
    ][::core::mem::align_of::<cudaExternalSemaphoreWaitParams__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1::fence",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams__bindgen_ty_1, fence)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1::nvSciSync",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams__bindgen_ty_1, nvSciSync)
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1::keyedMutex",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams__bindgen_ty_1, keyedMutex)
        - 16usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams__bindgen_ty_1::reserved",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams__bindgen_ty_1, reserved)
        - 32usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitParams",
    ][::core::mem::size_of::<cudaExternalSemaphoreWaitParams>() - 144usize];
    [
        "Alignment of cudaExternalSemaphoreWaitParams",
    ][::core::mem::align_of::<cudaExternalSemaphoreWaitParams>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams::params",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams, params) - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams::flags",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams, flags) - 72usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitParams::reserved",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitParams, reserved) - 76usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaLaunchParams"][::core::mem::size_of::<cudaLaunchParams>() - 56usize];
    [
        "Alignment of cudaLaunchParams",
    ][::core::mem::align_of::<cudaLaunchParams>() - 8usize];
    [
        "Offset of field: cudaLaunchParams::func",
    ][::core::mem::offset_of!(cudaLaunchParams, func) - 0usize];
    [
        "Offset of field: cudaLaunchParams::gridDim",
    ][::core::mem::offset_of!(cudaLaunchParams, gridDim) - 8usize];
    [
        "Offset of field: cudaLaunchParams::blockDim",
    ][::core::mem::offset_of!(cudaLaunchParams, blockDim) - 20usize];
    [
        "Offset of field: cudaLaunchParams::args",
    ][::core::mem::offset_of!(cudaLaunchParams, args) - 32usize];
    [
        "Offset of field: cudaLaunchParams::sharedMem",
    ][::core::mem::offset_of!(cudaLaunchParams, sharedMem) - 40usize];
    [
        "Offset of field: cudaLaunchParams::stream",
    ][::core::mem::offset_of!(cudaLaunchParams, stream) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaKernelNodeParams",
    ][::core::mem::size_of::<cudaKernelNodeParams>() - 56usize];
    [
        "Alignment of cudaKernelNodeParams",
    ][::core::mem::align_of::<cudaKernelNodeParams>() - 8usize];
    [
        "Offset of field: cudaKernelNodeParams::func",
    ][::core::mem::offset_of!(cudaKernelNodeParams, func) - 0usize];
    [
        "Offset of field: cudaKernelNodeParams::gridDim",
    ][::core::mem::offset_of!(cudaKernelNodeParams, gridDim) - 8usize];
    [
        "Offset of field: cudaKernelNodeParams::blockDim",
    ][::core::mem::offset_of!(cudaKernelNodeParams, blockDim) - 20usize];
    [
        "Offset of field: cudaKernelNodeParams::sharedMemBytes",
    ][::core::mem::offset_of!(cudaKernelNodeParams, sharedMemBytes) - 32usize];
    [
        "Offset of field: cudaKernelNodeParams::kernelParams",
    ][::core::mem::offset_of!(cudaKernelNodeParams, kernelParams) - 40usize];
    [
        "Offset of field: cudaKernelNodeParams::extra",
    ][::core::mem::offset_of!(cudaKernelNodeParams, extra) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreSignalNodeParams",
    ][::core::mem::size_of::<cudaExternalSemaphoreSignalNodeParams>() - 24usize];
    [
        "Alignment of cudaExternalSemaphoreSignalNodeParams",
    ][::core::mem::align_of::<cudaExternalSemaphoreSignalNodeParams>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalNodeParams::extSemArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalNodeParams, extSemArray)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalNodeParams::paramsArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalNodeParams, paramsArray)
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalNodeParams::numExtSems",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalNodeParams, numExtSems)
        - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalSemaphoreWaitNodeParams",
    ][::core::mem::size_of::<cudaExternalSemaphoreWaitNodeParams>() - 24usize];
    [
        "Alignment of cudaExternalSemaphoreWaitNodeParams",
    ][::core::mem::align_of::<cudaExternalSemaphoreWaitNodeParams>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitNodeParams::extSemArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitNodeParams, extSemArray)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitNodeParams::paramsArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitNodeParams, paramsArray)
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitNodeParams::numExtSems",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitNodeParams, numExtSems)
        - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaGraphInstantiateParams_st",
    ][::core::mem::size_of::<cudaGraphInstantiateParams_st>() - 32usize];
    [
        "Alignment of cudaGraphInstantiateParams_st",
    ][::core::mem::align_of::<cudaGraphInstantiateParams_st>() - 8usize];
    [
        "Offset of field: cudaGraphInstantiateParams_st::flags",
    ][::core::mem::offset_of!(cudaGraphInstantiateParams_st, flags) - 0usize];
    [
        "Offset of field: cudaGraphInstantiateParams_st::uploadStream",
    ][::core::mem::offset_of!(cudaGraphInstantiateParams_st, uploadStream) - 8usize];
    [
        "Offset of field: cudaGraphInstantiateParams_st::errNode_out",
    ][::core::mem::offset_of!(cudaGraphInstantiateParams_st, errNode_out) - 16usize];
    [
        "Offset of field: cudaGraphInstantiateParams_st::result_out",
    ][::core::mem::offset_of!(cudaGraphInstantiateParams_st, result_out) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaGraphExecUpdateResultInfo_st",
    ][::core::mem::size_of::<cudaGraphExecUpdateResultInfo_st>() - 24usize];
    [
        "Alignment of cudaGraphExecUpdateResultInfo_st",
    ][::core::mem::align_of::<cudaGraphExecUpdateResultInfo_st>() - 8usize];
    [
        "Offset of field: cudaGraphExecUpdateResultInfo_st::result",
    ][::core::mem::offset_of!(cudaGraphExecUpdateResultInfo_st, result) - 0usize];
    [
        "Offset of field: cudaGraphExecUpdateResultInfo_st::errorNode",
    ][::core::mem::offset_of!(cudaGraphExecUpdateResultInfo_st, errorNode) - 8usize];
    [
        "Offset of field: cudaGraphExecUpdateResultInfo_st::errorFromNode",
    ][::core::mem::offset_of!(cudaGraphExecUpdateResultInfo_st, errorFromNode)
        - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchMemSyncDomainMap_st",
    ][::core::mem::size_of::<cudaLaunchMemSyncDomainMap_st>() - 2usize];
    [
        "Alignment of cudaLaunchMemSyncDomainMap_st",
    ][::core::mem::align_of::<cudaLaunchMemSyncDomainMap_st>() - 1usize];
    [
        "Offset of field: cudaLaunchMemSyncDomainMap_st::default_",
    ][::core::mem::offset_of!(cudaLaunchMemSyncDomainMap_st, default_) - 0usize];
    [
        "Offset of field: cudaLaunchMemSyncDomainMap_st::remote",
    ][::core::mem::offset_of!(cudaLaunchMemSyncDomainMap_st, remote) - 1usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchAttributeValue__bindgen_ty_1",
    ][::core::mem::size_of::<cudaLaunchAttributeValue__bindgen_ty_1>() - 12usize];
    [
        "Alignment of cudaLaunchAttributeValue__bindgen_ty_1",
    ][::core::mem::align_of::<cudaLaunchAttributeValue__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_1::x",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_1, x) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_1::y",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_1, y) - 4usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_1::z",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_1, z) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchAttributeValue__bindgen_ty_2",
    ][::core::mem::size_of::<cudaLaunchAttributeValue__bindgen_ty_2>() - 16usize];
    [
        "Alignment of cudaLaunchAttributeValue__bindgen_ty_2",
    ][::core::mem::align_of::<cudaLaunchAttributeValue__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_2::event",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_2, event) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_2::flags",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_2, flags) - 8usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_2::triggerAtBlockStart",
    ][::core::mem::offset_of!(
        cudaLaunchAttributeValue__bindgen_ty_2, triggerAtBlockStart
    ) - 12usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchAttributeValue",
    ][::core::mem::size_of::<cudaLaunchAttributeValue>() - 64usize];
    [
        "Alignment of cudaLaunchAttributeValue",
    ][::core::mem::align_of::<cudaLaunchAttributeValue>() - 8usize];
    [
        "Offset of field: cudaLaunchAttributeValue::pad",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, pad) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::accessPolicyWindow",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, accessPolicyWindow) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::cooperative",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, cooperative) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::syncPolicy",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, syncPolicy) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::clusterDim",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, clusterDim) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::clusterSchedulingPolicyPreference",
    ][::core::mem::offset_of!(
        cudaLaunchAttributeValue, clusterSchedulingPolicyPreference
    ) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::programmaticStreamSerializationAllowed",
    ][::core::mem::offset_of!(
        cudaLaunchAttributeValue, programmaticStreamSerializationAllowed
    ) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::programmaticEvent",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, programmaticEvent) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::priority",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, priority) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::memSyncDomainMap",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, memSyncDomainMap) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::memSyncDomain",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, memSyncDomain) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchAttribute_st",
    ][::core::mem::size_of::<cudaLaunchAttribute_st>() - 72usize];
    [
        "Alignment of cudaLaunchAttribute_st",
    ][::core::mem::align_of::<cudaLaunchAttribute_st>() - 8usize];
    [
        "Offset of field: cudaLaunchAttribute_st::id",
    ][::core::mem::offset_of!(cudaLaunchAttribute_st, id) - 0usize];
    [
        "Offset of field: cudaLaunchAttribute_st::pad",
    ][::core::mem::offset_of!(cudaLaunchAttribute_st, pad) - 4usize];
    [
        "Offset of field: cudaLaunchAttribute_st::val",
    ][::core::mem::offset_of!(cudaLaunchAttribute_st, val) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchConfig_st",
    ][::core::mem::size_of::<cudaLaunchConfig_st>() - 56usize];
    [
        "Alignment of cudaLaunchConfig_st",
    ][::core::mem::align_of::<cudaLaunchConfig_st>() - 8usize];
    [
        "Offset of field: cudaLaunchConfig_st::gridDim",
    ][::core::mem::offset_of!(cudaLaunchConfig_st, gridDim) - 0usize];
    [
        "Offset of field: cudaLaunchConfig_st::blockDim",
    ][::core::mem::offset_of!(cudaLaunchConfig_st, blockDim) - 12usize];
    [
        "Offset of field: cudaLaunchConfig_st::dynamicSmemBytes",
    ][::core::mem::offset_of!(cudaLaunchConfig_st, dynamicSmemBytes) - 24usize];
    [
        "Offset of field: cudaLaunchConfig_st::stream",
    ][::core::mem::offset_of!(cudaLaunchConfig_st, stream) - 32usize];
    [
        "Offset of field: cudaLaunchConfig_st::attrs",
    ][::core::mem::offset_of!(cudaLaunchConfig_st, attrs) - 40usize];
    [
        "Offset of field: cudaLaunchConfig_st::numAttrs",
    ][::core::mem::offset_of!(cudaLaunchConfig_st, numAttrs) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaTextureDesc"][::core::mem::size_of::<cudaTextureDesc>() - 72usize];
    [
        "Alignment of cudaTextureDesc",
    ][::core::mem::align_of::<cudaTextureDesc>() - 4usize];
    [
        "Offset of field: cudaTextureDesc::addressMode",
    ][::core::mem::offset_of!(cudaTextureDesc, addressMode) - 0usize];
    [
        "Offset of field: cudaTextureDesc::filterMode",
    ][::core::mem::offset_of!(cudaTextureDesc, filterMode) - 12usize];
    [
        "Offset of field: cudaTextureDesc::readMode",
    ][::core::mem::offset_of!(cudaTextureDesc, readMode) - 16usize];
    [
        "Offset of field: cudaTextureDesc::sRGB",
    ][::core::mem::offset_of!(cudaTextureDesc, sRGB) - 20usize];
    [
        "Offset of field: cudaTextureDesc::borderColor",
    ][::core::mem::offset_of!(cudaTextureDesc, borderColor) - 24usize];
    [
        "Offset of field: cudaTextureDesc::normalizedCoords",
    ][::core::mem::offset_of!(cudaTextureDesc, normalizedCoords) - 40usize];
    [
        "Offset of field: cudaTextureDesc::maxAnisotropy",
    ][::core::mem::offset_of!(cudaTextureDesc, maxAnisotropy) - 44usize];
    [
        "Offset of field: cudaTextureDesc::mipmapFilterMode",
    ][::core::mem::offset_of!(cudaTextureDesc, mipmapFilterMode) - 48usize];
    [
        "Offset of field: cudaTextureDesc::mipmapLevelBias",
    ][::core::mem::offset_of!(cudaTextureDesc, mipmapLevelBias) - 52usize];
    [
        "Offset of field: cudaTextureDesc::minMipmapLevelClamp",
    ][::core::mem::offset_of!(cudaTextureDesc, minMipmapLevelClamp) - 56usize];
    [
        "Offset of field: cudaTextureDesc::maxMipmapLevelClamp",
    ][::core::mem::offset_of!(cudaTextureDesc, maxMipmapLevelClamp) - 60usize];
    [
        "Offset of field: cudaTextureDesc::disableTrilinearOptimization",
    ][::core::mem::offset_of!(cudaTextureDesc, disableTrilinearOptimization) - 64usize];
    [
        "Offset of field: cudaTextureDesc::seamlessCubemap",
    ][::core::mem::offset_of!(cudaTextureDesc, seamlessCubemap) - 68usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlPciInfo_st"][::core::mem::size_of::<nvmlPciInfo_st>() - 68usize];
    ["Alignment of nvmlPciInfo_st"][::core::mem::align_of::<nvmlPciInfo_st>() - 4usize];
    [
        "Offset of field: nvmlPciInfo_st::busIdLegacy",
    ][::core::mem::offset_of!(nvmlPciInfo_st, busIdLegacy) - 0usize];
    [
        "Offset of field: nvmlPciInfo_st::domain",
    ][::core::mem::offset_of!(nvmlPciInfo_st, domain) - 16usize];
    [
        "Offset of field: nvmlPciInfo_st::bus",
    ][::core::mem::offset_of!(nvmlPciInfo_st, bus) - 20usize];
    [
        "Offset of field: nvmlPciInfo_st::device",
    ][::core::mem::offset_of!(nvmlPciInfo_st, device) - 24usize];
    [
        "Offset of field: nvmlPciInfo_st::pciDeviceId",
    ][::core::mem::offset_of!(nvmlPciInfo_st, pciDeviceId) - 28usize];
    [
        "Offset of field: nvmlPciInfo_st::pciSubSystemId",
    ][::core::mem::offset_of!(nvmlPciInfo_st, pciSubSystemId) - 32usize];
    [
        "Offset of field: nvmlPciInfo_st::busId",
    ][::core::mem::offset_of!(nvmlPciInfo_st, busId) - 36usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlEccErrorCounts_st",
    ][::core::mem::size_of::<nvmlEccErrorCounts_st>() - 32usize];
    [
        "Alignment of nvmlEccErrorCounts_st",
    ][::core::mem::align_of::<nvmlEccErrorCounts_st>() - 8usize];
    [
        "Offset of field: nvmlEccErrorCounts_st::l1Cache",
    ][::core::mem::offset_of!(nvmlEccErrorCounts_st, l1Cache) - 0usize];
    [
        "Offset of field: nvmlEccErrorCounts_st::l2Cache",
    ][::core::mem::offset_of!(nvmlEccErrorCounts_st, l2Cache) - 8usize];
    [
        "Offset of field: nvmlEccErrorCounts_st::deviceMemory",
    ][::core::mem::offset_of!(nvmlEccErrorCounts_st, deviceMemory) - 16usize];
    [
        "Offset of field: nvmlEccErrorCounts_st::registerFile",
    ][::core::mem::offset_of!(nvmlEccErrorCounts_st, registerFile) - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlUtilization_st",
    ][::core::mem::size_of::<nvmlUtilization_st>() - 8usize];
    [
        "Alignment of nvmlUtilization_st",
    ][::core::mem::align_of::<nvmlUtilization_st>() - 4usize];
    [
        "Offset of field: nvmlUtilization_st::gpu",
    ][::core::mem::offset_of!(nvmlUtilization_st, gpu) - 0usize];
    [
        "Offset of field: nvmlUtilization_st::memory",
    ][::core::mem::offset_of!(nvmlUtilization_st, memory) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlMemory_st"][::core::mem::size_of::<nvmlMemory_st>() - 24usize];
    ["Alignment of nvmlMemory_st"][::core::mem::align_of::<nvmlMemory_st>() - 8usize];
    [
        "Offset of field: nvmlMemory_st::total",
    ][::core::mem::offset_of!(nvmlMemory_st, total) - 0usize];
    [
        "Offset of field: nvmlMemory_st::free",
    ][::core::mem::offset_of!(nvmlMemory_st, free) - 8usize];
    [
        "Offset of field: nvmlMemory_st::used",
    ][::core::mem::offset_of!(nvmlMemory_st, used) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlMemory_v2_st"][::core::mem::size_of::<nvmlMemory_v2_st>() - 40usize];
    [
        "Alignment of nvmlMemory_v2_st",
    ][::core::mem::align_of::<nvmlMemory_v2_st>() - 8usize];
    [
        "Offset of field: nvmlMemory_v2_st::version",
    ][::core::mem::offset_of!(nvmlMemory_v2_st, version) - 0usize];
    [
        "Offset of field: nvmlMemory_v2_st::total",
    ][::core::mem::offset_of!(nvmlMemory_v2_st, total) - 8usize];
    [
        "Offset of field: nvmlMemory_v2_st::reserved",
    ][::core::mem::offset_of!(nvmlMemory_v2_st, reserved) - 16usize];
    [
        "Offset of field: nvmlMemory_v2_st::free",
    ][::core::mem::offset_of!(nvmlMemory_v2_st, free) - 24usize];
    [
        "Offset of field: nvmlMemory_v2_st::used",
    ][::core::mem::offset_of!(nvmlMemory_v2_st, used) - 32usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlBAR1Memory_st"][::core::mem::size_of::<nvmlBAR1Memory_st>() - 24usize];
    [
        "Alignment of nvmlBAR1Memory_st",
    ][::core::mem::align_of::<nvmlBAR1Memory_st>() - 8usize];
    [
        "Offset of field: nvmlBAR1Memory_st::bar1Total",
    ][::core::mem::offset_of!(nvmlBAR1Memory_st, bar1Total) - 0usize];
    [
        "Offset of field: nvmlBAR1Memory_st::bar1Free",
    ][::core::mem::offset_of!(nvmlBAR1Memory_st, bar1Free) - 8usize];
    [
        "Offset of field: nvmlBAR1Memory_st::bar1Used",
    ][::core::mem::offset_of!(nvmlBAR1Memory_st, bar1Used) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlProcessInfo_v1_st",
    ][::core::mem::size_of::<nvmlProcessInfo_v1_st>() - 16usize];
    [
        "Alignment of nvmlProcessInfo_v1_st",
    ][::core::mem::align_of::<nvmlProcessInfo_v1_st>() - 8usize];
    [
        "Offset of field: nvmlProcessInfo_v1_st::pid",
    ][::core::mem::offset_of!(nvmlProcessInfo_v1_st, pid) - 0usize];
    [
        "Offset of field: nvmlProcessInfo_v1_st::usedGpuMemory",
    ][::core::mem::offset_of!(nvmlProcessInfo_v1_st, usedGpuMemory) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlProcessInfo_v2_st",
    ][::core::mem::size_of::<nvmlProcessInfo_v2_st>() - 24usize];
    [
        "Alignment of nvmlProcessInfo_v2_st",
    ][::core::mem::align_of::<nvmlProcessInfo_v2_st>() - 8usize];
    [
        "Offset of field: nvmlProcessInfo_v2_st::pid",
    ][::core::mem::offset_of!(nvmlProcessInfo_v2_st, pid) - 0usize];
    [
        "Offset of field: nvmlProcessInfo_v2_st::usedGpuMemory",
    ][::core::mem::offset_of!(nvmlProcessInfo_v2_st, usedGpuMemory) - 8usize];
    [
        "Offset of field: nvmlProcessInfo_v2_st::gpuInstanceId",
    ][::core::mem::offset_of!(nvmlProcessInfo_v2_st, gpuInstanceId) - 16usize];
    [
        "Offset of field: nvmlProcessInfo_v2_st::computeInstanceId",
    ][::core::mem::offset_of!(nvmlProcessInfo_v2_st, computeInstanceId) - 20usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlProcessInfo_st",
    ][::core::mem::size_of::<nvmlProcessInfo_st>() - 24usize];
    [
        "Alignment of nvmlProcessInfo_st",
    ][::core::mem::align_of::<nvmlProcessInfo_st>() - 8usize];
    [
        "Offset of field: nvmlProcessInfo_st::pid",
    ][::core::mem::offset_of!(nvmlProcessInfo_st, pid) - 0usize];
    [
        "Offset of field: nvmlProcessInfo_st::usedGpuMemory",
    ][::core::mem::offset_of!(nvmlProcessInfo_st, usedGpuMemory) - 8usize];
    [
        "Offset of field: nvmlProcessInfo_st::gpuInstanceId",
    ][::core::mem::offset_of!(nvmlProcessInfo_st, gpuInstanceId) - 16usize];
    [
        "Offset of field: nvmlProcessInfo_st::computeInstanceId",
    ][::core::mem::offset_of!(nvmlProcessInfo_st, computeInstanceId) - 20usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlDeviceAttributes_st",
    ][::core::mem::size_of::<nvmlDeviceAttributes_st>() - 40usize];
    [
        "Alignment of nvmlDeviceAttributes_st",
    ][::core::mem::align_of::<nvmlDeviceAttributes_st>() - 8usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::multiprocessorCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, multiprocessorCount) - 0usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::sharedCopyEngineCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, sharedCopyEngineCount) - 4usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::sharedDecoderCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, sharedDecoderCount) - 8usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::sharedEncoderCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, sharedEncoderCount) - 12usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::sharedJpegCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, sharedJpegCount) - 16usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::sharedOfaCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, sharedOfaCount) - 20usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::gpuInstanceSliceCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, gpuInstanceSliceCount) - 24usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::computeInstanceSliceCount",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, computeInstanceSliceCount)
        - 28usize];
    [
        "Offset of field: nvmlDeviceAttributes_st::memorySizeMB",
    ][::core::mem::offset_of!(nvmlDeviceAttributes_st, memorySizeMB) - 32usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlRowRemapperHistogramValues_st",
    ][::core::mem::size_of::<nvmlRowRemapperHistogramValues_st>() - 20usize];
    [
        "Alignment of nvmlRowRemapperHistogramValues_st",
    ][::core::mem::align_of::<nvmlRowRemapperHistogramValues_st>() - 4usize];
    [
        "Offset of field: nvmlRowRemapperHistogramValues_st::max",
    ][::core::mem::offset_of!(nvmlRowRemapperHistogramValues_st, max) - 0usize];
    [
        "Offset of field: nvmlRowRemapperHistogramValues_st::high",
    ][::core::mem::offset_of!(nvmlRowRemapperHistogramValues_st, high) - 4usize];
    [
        "Offset of field: nvmlRowRemapperHistogramValues_st::partial",
    ][::core::mem::offset_of!(nvmlRowRemapperHistogramValues_st, partial) - 8usize];
    [
        "Offset of field: nvmlRowRemapperHistogramValues_st::low",
    ][::core::mem::offset_of!(nvmlRowRemapperHistogramValues_st, low) - 12usize];
    [
        "Offset of field: nvmlRowRemapperHistogramValues_st::none",
    ][::core::mem::offset_of!(nvmlRowRemapperHistogramValues_st, none) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvLinkUtilizationControl_st",
    ][::core::mem::size_of::<nvmlNvLinkUtilizationControl_st>() - 8usize];
    [
        "Alignment of nvmlNvLinkUtilizationControl_st",
    ][::core::mem::align_of::<nvmlNvLinkUtilizationControl_st>() - 4usize];
    [
        "Offset of field: nvmlNvLinkUtilizationControl_st::units",
    ][::core::mem::offset_of!(nvmlNvLinkUtilizationControl_st, units) - 0usize];
    [
        "Offset of field: nvmlNvLinkUtilizationControl_st::pktfilter",
    ][::core::mem::offset_of!(nvmlNvLinkUtilizationControl_st, pktfilter) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlBridgeChipInfo_st",
    ][::core::mem::size_of::<nvmlBridgeChipInfo_st>() - 8usize];
    [
        "Alignment of nvmlBridgeChipInfo_st",
    ][::core::mem::align_of::<nvmlBridgeChipInfo_st>() - 4usize];
    [
        "Offset of field: nvmlBridgeChipInfo_st::type_",
    ][::core::mem::offset_of!(nvmlBridgeChipInfo_st, type_) - 0usize];
    [
        "Offset of field: nvmlBridgeChipInfo_st::fwVersion",
    ][::core::mem::offset_of!(nvmlBridgeChipInfo_st, fwVersion) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlBridgeChipHierarchy_st",
    ][::core::mem::size_of::<nvmlBridgeChipHierarchy_st>() - 1028usize];
    [
        "Alignment of nvmlBridgeChipHierarchy_st",
    ][::core::mem::align_of::<nvmlBridgeChipHierarchy_st>() - 4usize];
    [
        "Offset of field: nvmlBridgeChipHierarchy_st::bridgeCount",
    ][::core::mem::offset_of!(nvmlBridgeChipHierarchy_st, bridgeCount) - 0usize];
    [
        "Offset of field: nvmlBridgeChipHierarchy_st::bridgeChipInfo",
    ][::core::mem::offset_of!(nvmlBridgeChipHierarchy_st, bridgeChipInfo) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlValue_st"][::core::mem::size_of::<nvmlValue_st>() - 8usize];
    ["Alignment of nvmlValue_st"][::core::mem::align_of::<nvmlValue_st>() - 8usize];
    [
        "Offset of field: nvmlValue_st::dVal",
    ][::core::mem::offset_of!(nvmlValue_st, dVal) - 0usize];
    [
        "Offset of field: nvmlValue_st::uiVal",
    ][::core::mem::offset_of!(nvmlValue_st, uiVal) - 0usize];
    [
        "Offset of field: nvmlValue_st::ulVal",
    ][::core::mem::offset_of!(nvmlValue_st, ulVal) - 0usize];
    [
        "Offset of field: nvmlValue_st::ullVal",
    ][::core::mem::offset_of!(nvmlValue_st, ullVal) - 0usize];
    [
        "Offset of field: nvmlValue_st::sllVal",
    ][::core::mem::offset_of!(nvmlValue_st, sllVal) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlSample_st"][::core::mem::size_of::<nvmlSample_st>() - 16usize];
    ["Alignment of nvmlSample_st"][::core::mem::align_of::<nvmlSample_st>() - 8usize];
    [
        "Offset of field: nvmlSample_st::timeStamp",
    ][::core::mem::offset_of!(nvmlSample_st, timeStamp) - 0usize];
    [
        "Offset of field: nvmlSample_st::sampleValue",
    ][::core::mem::offset_of!(nvmlSample_st, sampleValue) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlViolationTime_st",
    ][::core::mem::size_of::<nvmlViolationTime_st>() - 16usize];
    [
        "Alignment of nvmlViolationTime_st",
    ][::core::mem::align_of::<nvmlViolationTime_st>() - 8usize];
    [
        "Offset of field: nvmlViolationTime_st::referenceTime",
    ][::core::mem::offset_of!(nvmlViolationTime_st, referenceTime) - 0usize];
    [
        "Offset of field: nvmlViolationTime_st::violationTime",
    ][::core::mem::offset_of!(nvmlViolationTime_st, violationTime) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuThermalSettings_t__bindgen_ty_1",
    ][::core::mem::size_of::<nvmlGpuThermalSettings_t__bindgen_ty_1>() - 20usize];
    [
        "Alignment of nvmlGpuThermalSettings_t__bindgen_ty_1",
    ][::core::mem::align_of::<nvmlGpuThermalSettings_t__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: nvmlGpuThermalSettings_t__bindgen_ty_1::controller",
    ][::core::mem::offset_of!(nvmlGpuThermalSettings_t__bindgen_ty_1, controller)
        - 0usize];
    [
        "Offset of field: nvmlGpuThermalSettings_t__bindgen_ty_1::defaultMinTemp",
    ][::core::mem::offset_of!(nvmlGpuThermalSettings_t__bindgen_ty_1, defaultMinTemp)
        - 4usize];
    [
        "Offset of field: nvmlGpuThermalSettings_t__bindgen_ty_1::defaultMaxTemp",
    ][::core::mem::offset_of!(nvmlGpuThermalSettings_t__bindgen_ty_1, defaultMaxTemp)
        - 8usize];
    [
        "Offset of field: nvmlGpuThermalSettings_t__bindgen_ty_1::currentTemp",
    ][::core::mem::offset_of!(nvmlGpuThermalSettings_t__bindgen_ty_1, currentTemp)
        - 12usize];
    [
        "Offset of field: nvmlGpuThermalSettings_t__bindgen_ty_1::target",
    ][::core::mem::offset_of!(nvmlGpuThermalSettings_t__bindgen_ty_1, target) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuThermalSettings_t",
    ][::core::mem::size_of::<nvmlGpuThermalSettings_t>() - 64usize];
    [
        "Alignment of nvmlGpuThermalSettings_t",
    ][::core::mem::align_of::<nvmlGpuThermalSettings_t>() - 4usize];
    [
        "Offset of field: nvmlGpuThermalSettings_t::count",
    ][::core::mem::offset_of!(nvmlGpuThermalSettings_t, count) - 0usize];
    [
        "Offset of field: nvmlGpuThermalSettings_t::sensor",
    ][::core::mem::offset_of!(nvmlGpuThermalSettings_t, sensor) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlClkMonFaultInfo_struct",
    ][::core::mem::size_of::<nvmlClkMonFaultInfo_struct>() - 8usize];
    [
        "Alignment of nvmlClkMonFaultInfo_struct",
    ][::core::mem::align_of::<nvmlClkMonFaultInfo_struct>() - 4usize];
    [
        "Offset of field: nvmlClkMonFaultInfo_struct::clkApiDomain",
    ][::core::mem::offset_of!(nvmlClkMonFaultInfo_struct, clkApiDomain) - 0usize];
    [
        "Offset of field: nvmlClkMonFaultInfo_struct::clkDomainFaultMask",
    ][::core::mem::offset_of!(nvmlClkMonFaultInfo_struct, clkDomainFaultMask) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlClkMonStatus_status",
    ][::core::mem::size_of::<nvmlClkMonStatus_status>() - 264usize];
    [
        "Alignment of nvmlClkMonStatus_status",
    ][::core::mem::align_of::<nvmlClkMonStatus_status>() - 4usize];
    [
        "Offset of field: nvmlClkMonStatus_status::bGlobalStatus",
    ][::core::mem::offset_of!(nvmlClkMonStatus_status, bGlobalStatus) - 0usize];
    [
        "Offset of field: nvmlClkMonStatus_status::clkMonListSize",
    ][::core::mem::offset_of!(nvmlClkMonStatus_status, clkMonListSize) - 4usize];
    [
        "Offset of field: nvmlClkMonStatus_status::clkMonList",
    ][::core::mem::offset_of!(nvmlClkMonStatus_status, clkMonList) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuInstanceUtilizationSample_st",
    ][::core::mem::size_of::<nvmlVgpuInstanceUtilizationSample_st>() - 48usize];
    [
        "Alignment of nvmlVgpuInstanceUtilizationSample_st",
    ][::core::mem::align_of::<nvmlVgpuInstanceUtilizationSample_st>() - 8usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationSample_st::vgpuInstance",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationSample_st, vgpuInstance)
        - 0usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationSample_st::timeStamp",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationSample_st, timeStamp) - 8usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationSample_st::smUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationSample_st, smUtil) - 16usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationSample_st::memUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationSample_st, memUtil) - 24usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationSample_st::encUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationSample_st, encUtil) - 32usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationSample_st::decUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationSample_st, decUtil) - 40usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuProcessUtilizationSample_st",
    ][::core::mem::size_of::<nvmlVgpuProcessUtilizationSample_st>() - 96usize];
    [
        "Alignment of nvmlVgpuProcessUtilizationSample_st",
    ][::core::mem::align_of::<nvmlVgpuProcessUtilizationSample_st>() - 8usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::vgpuInstance",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, vgpuInstance)
        - 0usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::pid",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, pid) - 4usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::processName",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, processName)
        - 8usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::timeStamp",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, timeStamp) - 72usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::smUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, smUtil) - 80usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::memUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, memUtil) - 84usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::encUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, encUtil) - 88usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationSample_st::decUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationSample_st, decUtil) - 92usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerParams_t__bindgen_ty_1",
    ][::core::mem::size_of::<nvmlVgpuSchedulerParams_t__bindgen_ty_1>() - 8usize];
    [
        "Alignment of nvmlVgpuSchedulerParams_t__bindgen_ty_1",
    ][::core::mem::align_of::<nvmlVgpuSchedulerParams_t__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerParams_t__bindgen_ty_1::avgFactor",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerParams_t__bindgen_ty_1, avgFactor)
        - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerParams_t__bindgen_ty_1::timeslice",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerParams_t__bindgen_ty_1, timeslice)
        - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerParams_t__bindgen_ty_2",
    ][::core::mem::size_of::<nvmlVgpuSchedulerParams_t__bindgen_ty_2>() - 4usize];
    [
        "Alignment of nvmlVgpuSchedulerParams_t__bindgen_ty_2",
    ][::core::mem::align_of::<nvmlVgpuSchedulerParams_t__bindgen_ty_2>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerParams_t__bindgen_ty_2::timeslice",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerParams_t__bindgen_ty_2, timeslice)
        - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerParams_t",
    ][::core::mem::size_of::<nvmlVgpuSchedulerParams_t>() - 8usize];
    [
        "Alignment of nvmlVgpuSchedulerParams_t",
    ][::core::mem::align_of::<nvmlVgpuSchedulerParams_t>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerParams_t::vgpuSchedDataWithARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerParams_t, vgpuSchedDataWithARR) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerParams_t::vgpuSchedData",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerParams_t, vgpuSchedData) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerLogEntries_st",
    ][::core::mem::size_of::<nvmlVgpuSchedulerLogEntries_st>() - 48usize];
    [
        "Alignment of nvmlVgpuSchedulerLogEntries_st",
    ][::core::mem::align_of::<nvmlVgpuSchedulerLogEntries_st>() - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogEntries_st::timestamp",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogEntries_st, timestamp) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogEntries_st::timeRunTotal",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogEntries_st, timeRunTotal) - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogEntries_st::timeRun",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogEntries_st, timeRun) - 16usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogEntries_st::swRunlistId",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogEntries_st, swRunlistId) - 24usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogEntries_st::targetTimeSlice",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogEntries_st, targetTimeSlice)
        - 32usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogEntries_st::cumulativePreemptionTime",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogEntries_st, cumulativePreemptionTime)
        - 40usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerLog_st",
    ][::core::mem::size_of::<nvmlVgpuSchedulerLog_st>() - 9624usize];
    [
        "Alignment of nvmlVgpuSchedulerLog_st",
    ][::core::mem::align_of::<nvmlVgpuSchedulerLog_st>() - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerLog_st::engineId",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLog_st, engineId) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerLog_st::schedulerPolicy",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLog_st, schedulerPolicy) - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerLog_st::isEnabledARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLog_st, isEnabledARR) - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerLog_st::schedulerParams",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLog_st, schedulerParams) - 12usize];
    [
        "Offset of field: nvmlVgpuSchedulerLog_st::entriesCount",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLog_st, entriesCount) - 20usize];
    [
        "Offset of field: nvmlVgpuSchedulerLog_st::logEntries",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLog_st, logEntries) - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerGetState_st",
    ][::core::mem::size_of::<nvmlVgpuSchedulerGetState_st>() - 16usize];
    [
        "Alignment of nvmlVgpuSchedulerGetState_st",
    ][::core::mem::align_of::<nvmlVgpuSchedulerGetState_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerGetState_st::schedulerPolicy",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerGetState_st, schedulerPolicy) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerGetState_st::isEnabledARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerGetState_st, isEnabledARR) - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerGetState_st::schedulerParams",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerGetState_st, schedulerParams) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerSetParams_t__bindgen_ty_1",
    ][::core::mem::size_of::<nvmlVgpuSchedulerSetParams_t__bindgen_ty_1>() - 8usize];
    [
        "Alignment of nvmlVgpuSchedulerSetParams_t__bindgen_ty_1",
    ][::core::mem::align_of::<nvmlVgpuSchedulerSetParams_t__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetParams_t__bindgen_ty_1::avgFactor",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetParams_t__bindgen_ty_1, avgFactor)
        - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetParams_t__bindgen_ty_1::frequency",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetParams_t__bindgen_ty_1, frequency)
        - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerSetParams_t__bindgen_ty_2",
    ][::core::mem::size_of::<nvmlVgpuSchedulerSetParams_t__bindgen_ty_2>() - 4usize];
    [
        "Alignment of nvmlVgpuSchedulerSetParams_t__bindgen_ty_2",
    ][::core::mem::align_of::<nvmlVgpuSchedulerSetParams_t__bindgen_ty_2>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetParams_t__bindgen_ty_2::timeslice",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetParams_t__bindgen_ty_2, timeslice)
        - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerSetParams_t",
    ][::core::mem::size_of::<nvmlVgpuSchedulerSetParams_t>() - 8usize];
    [
        "Alignment of nvmlVgpuSchedulerSetParams_t",
    ][::core::mem::align_of::<nvmlVgpuSchedulerSetParams_t>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetParams_t::vgpuSchedDataWithARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetParams_t, vgpuSchedDataWithARR)
        - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetParams_t::vgpuSchedData",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetParams_t, vgpuSchedData) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerSetState_st",
    ][::core::mem::size_of::<nvmlVgpuSchedulerSetState_st>() - 16usize];
    [
        "Alignment of nvmlVgpuSchedulerSetState_st",
    ][::core::mem::align_of::<nvmlVgpuSchedulerSetState_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetState_st::schedulerPolicy",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetState_st, schedulerPolicy) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetState_st::enableARRMode",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetState_st, enableARRMode) - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerSetState_st::schedulerParams",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerSetState_st, schedulerParams) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerCapabilities_st",
    ][::core::mem::size_of::<nvmlVgpuSchedulerCapabilities_st>() - 40usize];
    [
        "Alignment of nvmlVgpuSchedulerCapabilities_st",
    ][::core::mem::align_of::<nvmlVgpuSchedulerCapabilities_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::supportedSchedulers",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, supportedSchedulers)
        - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::maxTimeslice",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, maxTimeslice) - 12usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::minTimeslice",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, minTimeslice) - 16usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::isArrModeSupported",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, isArrModeSupported)
        - 20usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::maxFrequencyForARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, maxFrequencyForARR)
        - 24usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::minFrequencyForARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, minFrequencyForARR)
        - 28usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::maxAvgFactorForARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, maxAvgFactorForARR)
        - 32usize];
    [
        "Offset of field: nvmlVgpuSchedulerCapabilities_st::minAvgFactorForARR",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerCapabilities_st, minAvgFactorForARR)
        - 36usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuLicenseExpiry_st",
    ][::core::mem::size_of::<nvmlVgpuLicenseExpiry_st>() - 16usize];
    [
        "Alignment of nvmlVgpuLicenseExpiry_st",
    ][::core::mem::align_of::<nvmlVgpuLicenseExpiry_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuLicenseExpiry_st::year",
    ][::core::mem::offset_of!(nvmlVgpuLicenseExpiry_st, year) - 0usize];
    [
        "Offset of field: nvmlVgpuLicenseExpiry_st::month",
    ][::core::mem::offset_of!(nvmlVgpuLicenseExpiry_st, month) - 4usize];
    [
        "Offset of field: nvmlVgpuLicenseExpiry_st::day",
    ][::core::mem::offset_of!(nvmlVgpuLicenseExpiry_st, day) - 6usize];
    [
        "Offset of field: nvmlVgpuLicenseExpiry_st::hour",
    ][::core::mem::offset_of!(nvmlVgpuLicenseExpiry_st, hour) - 8usize];
    [
        "Offset of field: nvmlVgpuLicenseExpiry_st::min",
    ][::core::mem::offset_of!(nvmlVgpuLicenseExpiry_st, min) - 10usize];
    [
        "Offset of field: nvmlVgpuLicenseExpiry_st::sec",
    ][::core::mem::offset_of!(nvmlVgpuLicenseExpiry_st, sec) - 12usize];
    [
        "Offset of field: nvmlVgpuLicenseExpiry_st::status",
    ][::core::mem::offset_of!(nvmlVgpuLicenseExpiry_st, status) - 14usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuLicenseInfo_st",
    ][::core::mem::size_of::<nvmlVgpuLicenseInfo_st>() - 24usize];
    [
        "Alignment of nvmlVgpuLicenseInfo_st",
    ][::core::mem::align_of::<nvmlVgpuLicenseInfo_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuLicenseInfo_st::isLicensed",
    ][::core::mem::offset_of!(nvmlVgpuLicenseInfo_st, isLicensed) - 0usize];
    [
        "Offset of field: nvmlVgpuLicenseInfo_st::licenseExpiry",
    ][::core::mem::offset_of!(nvmlVgpuLicenseInfo_st, licenseExpiry) - 4usize];
    [
        "Offset of field: nvmlVgpuLicenseInfo_st::currentState",
    ][::core::mem::offset_of!(nvmlVgpuLicenseInfo_st, currentState) - 20usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlProcessUtilizationSample_st",
    ][::core::mem::size_of::<nvmlProcessUtilizationSample_st>() - 32usize];
    [
        "Alignment of nvmlProcessUtilizationSample_st",
    ][::core::mem::align_of::<nvmlProcessUtilizationSample_st>() - 8usize];
    [
        "Offset of field: nvmlProcessUtilizationSample_st::pid",
    ][::core::mem::offset_of!(nvmlProcessUtilizationSample_st, pid) - 0usize];
    [
        "Offset of field: nvmlProcessUtilizationSample_st::timeStamp",
    ][::core::mem::offset_of!(nvmlProcessUtilizationSample_st, timeStamp) - 8usize];
    [
        "Offset of field: nvmlProcessUtilizationSample_st::smUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationSample_st, smUtil) - 16usize];
    [
        "Offset of field: nvmlProcessUtilizationSample_st::memUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationSample_st, memUtil) - 20usize];
    [
        "Offset of field: nvmlProcessUtilizationSample_st::encUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationSample_st, encUtil) - 24usize];
    [
        "Offset of field: nvmlProcessUtilizationSample_st::decUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationSample_st, decUtil) - 28usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGridLicenseExpiry_st",
    ][::core::mem::size_of::<nvmlGridLicenseExpiry_st>() - 16usize];
    [
        "Alignment of nvmlGridLicenseExpiry_st",
    ][::core::mem::align_of::<nvmlGridLicenseExpiry_st>() - 4usize];
    [
        "Offset of field: nvmlGridLicenseExpiry_st::year",
    ][::core::mem::offset_of!(nvmlGridLicenseExpiry_st, year) - 0usize];
    [
        "Offset of field: nvmlGridLicenseExpiry_st::month",
    ][::core::mem::offset_of!(nvmlGridLicenseExpiry_st, month) - 4usize];
    [
        "Offset of field: nvmlGridLicenseExpiry_st::day",
    ][::core::mem::offset_of!(nvmlGridLicenseExpiry_st, day) - 6usize];
    [
        "Offset of field: nvmlGridLicenseExpiry_st::hour",
    ][::core::mem::offset_of!(nvmlGridLicenseExpiry_st, hour) - 8usize];
    [
        "Offset of field: nvmlGridLicenseExpiry_st::min",
    ][::core::mem::offset_of!(nvmlGridLicenseExpiry_st, min) - 10usize];
    [
        "Offset of field: nvmlGridLicenseExpiry_st::sec",
    ][::core::mem::offset_of!(nvmlGridLicenseExpiry_st, sec) - 12usize];
    [
        "Offset of field: nvmlGridLicenseExpiry_st::status",
    ][::core::mem::offset_of!(nvmlGridLicenseExpiry_st, status) - 14usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGridLicensableFeature_st",
    ][::core::mem::size_of::<nvmlGridLicensableFeature_st>() - 284usize];
    [
        "Alignment of nvmlGridLicensableFeature_st",
    ][::core::mem::align_of::<nvmlGridLicensableFeature_st>() - 4usize];
    [
        "Offset of field: nvmlGridLicensableFeature_st::featureCode",
    ][::core::mem::offset_of!(nvmlGridLicensableFeature_st, featureCode) - 0usize];
    [
        "Offset of field: nvmlGridLicensableFeature_st::featureState",
    ][::core::mem::offset_of!(nvmlGridLicensableFeature_st, featureState) - 4usize];
    [
        "Offset of field: nvmlGridLicensableFeature_st::licenseInfo",
    ][::core::mem::offset_of!(nvmlGridLicensableFeature_st, licenseInfo) - 8usize];
    [
        "Offset of field: nvmlGridLicensableFeature_st::productName",
    ][::core::mem::offset_of!(nvmlGridLicensableFeature_st, productName) - 136usize];
    [
        "Offset of field: nvmlGridLicensableFeature_st::featureEnabled",
    ][::core::mem::offset_of!(nvmlGridLicensableFeature_st, featureEnabled) - 264usize];
    [
        "Offset of field: nvmlGridLicensableFeature_st::licenseExpiry",
    ][::core::mem::offset_of!(nvmlGridLicensableFeature_st, licenseExpiry) - 268usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGridLicensableFeatures_st",
    ][::core::mem::size_of::<nvmlGridLicensableFeatures_st>() - 860usize];
    [
        "Alignment of nvmlGridLicensableFeatures_st",
    ][::core::mem::align_of::<nvmlGridLicensableFeatures_st>() - 4usize];
    [
        "Offset of field: nvmlGridLicensableFeatures_st::isGridLicenseSupported",
    ][::core::mem::offset_of!(nvmlGridLicensableFeatures_st, isGridLicenseSupported)
        - 0usize];
    [
        "Offset of field: nvmlGridLicensableFeatures_st::licensableFeaturesCount",
    ][::core::mem::offset_of!(nvmlGridLicensableFeatures_st, licensableFeaturesCount)
        - 4usize];
    [
        "Offset of field: nvmlGridLicensableFeatures_st::gridLicensableFeatures",
    ][::core::mem::offset_of!(nvmlGridLicensableFeatures_st, gridLicensableFeatures)
        - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1",
    ][::core::mem::size_of::<nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1>() - 16usize];
    [
        "Alignment of nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1",
    ][::core::mem::align_of::<nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1::bIsPresent",
    ][::core::mem::offset_of!(nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1, bIsPresent)
        - 0usize];
    [
        "Offset of field: nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1::percentage",
    ][::core::mem::offset_of!(nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1, percentage)
        - 4usize];
    [
        "Offset of field: nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1::incThreshold",
    ][::core::mem::offset_of!(nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1, incThreshold)
        - 8usize];
    [
        "Offset of field: nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1::decThreshold",
    ][::core::mem::offset_of!(nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1, decThreshold)
        - 12usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuDynamicPstatesInfo_st",
    ][::core::mem::size_of::<nvmlGpuDynamicPstatesInfo_st>() - 132usize];
    [
        "Alignment of nvmlGpuDynamicPstatesInfo_st",
    ][::core::mem::align_of::<nvmlGpuDynamicPstatesInfo_st>() - 4usize];
    [
        "Offset of field: nvmlGpuDynamicPstatesInfo_st::flags",
    ][::core::mem::offset_of!(nvmlGpuDynamicPstatesInfo_st, flags) - 0usize];
    [
        "Offset of field: nvmlGpuDynamicPstatesInfo_st::utilization",
    ][::core::mem::offset_of!(nvmlGpuDynamicPstatesInfo_st, utilization) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlFieldValue_st"][::core::mem::size_of::<nvmlFieldValue_st>() - 40usize];
    [
        "Alignment of nvmlFieldValue_st",
    ][::core::mem::align_of::<nvmlFieldValue_st>() - 8usize];
    [
        "Offset of field: nvmlFieldValue_st::fieldId",
    ][::core::mem::offset_of!(nvmlFieldValue_st, fieldId) - 0usize];
    [
        "Offset of field: nvmlFieldValue_st::scopeId",
    ][::core::mem::offset_of!(nvmlFieldValue_st, scopeId) - 4usize];
    [
        "Offset of field: nvmlFieldValue_st::timestamp",
    ][::core::mem::offset_of!(nvmlFieldValue_st, timestamp) - 8usize];
    [
        "Offset of field: nvmlFieldValue_st::latencyUsec",
    ][::core::mem::offset_of!(nvmlFieldValue_st, latencyUsec) - 16usize];
    [
        "Offset of field: nvmlFieldValue_st::valueType",
    ][::core::mem::offset_of!(nvmlFieldValue_st, valueType) - 24usize];
    [
        "Offset of field: nvmlFieldValue_st::nvmlReturn",
    ][::core::mem::offset_of!(nvmlFieldValue_st, nvmlReturn) - 28usize];
    [
        "Offset of field: nvmlFieldValue_st::value",
    ][::core::mem::offset_of!(nvmlFieldValue_st, value) - 32usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlHwbcEntry_st"][::core::mem::size_of::<nvmlHwbcEntry_st>() - 36usize];
    [
        "Alignment of nvmlHwbcEntry_st",
    ][::core::mem::align_of::<nvmlHwbcEntry_st>() - 4usize];
    [
        "Offset of field: nvmlHwbcEntry_st::hwbcId",
    ][::core::mem::offset_of!(nvmlHwbcEntry_st, hwbcId) - 0usize];
    [
        "Offset of field: nvmlHwbcEntry_st::firmwareVersion",
    ][::core::mem::offset_of!(nvmlHwbcEntry_st, firmwareVersion) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlLedState_st"][::core::mem::size_of::<nvmlLedState_st>() - 260usize];
    [
        "Alignment of nvmlLedState_st",
    ][::core::mem::align_of::<nvmlLedState_st>() - 4usize];
    [
        "Offset of field: nvmlLedState_st::cause",
    ][::core::mem::offset_of!(nvmlLedState_st, cause) - 0usize];
    [
        "Offset of field: nvmlLedState_st::color",
    ][::core::mem::offset_of!(nvmlLedState_st, color) - 256usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlUnitInfo_st"][::core::mem::size_of::<nvmlUnitInfo_st>() - 384usize];
    [
        "Alignment of nvmlUnitInfo_st",
    ][::core::mem::align_of::<nvmlUnitInfo_st>() - 1usize];
    [
        "Offset of field: nvmlUnitInfo_st::name",
    ][::core::mem::offset_of!(nvmlUnitInfo_st, name) - 0usize];
    [
        "Offset of field: nvmlUnitInfo_st::id",
    ][::core::mem::offset_of!(nvmlUnitInfo_st, id) - 96usize];
    [
        "Offset of field: nvmlUnitInfo_st::serial",
    ][::core::mem::offset_of!(nvmlUnitInfo_st, serial) - 192usize];
    [
        "Offset of field: nvmlUnitInfo_st::firmwareVersion",
    ][::core::mem::offset_of!(nvmlUnitInfo_st, firmwareVersion) - 288usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlPSUInfo_st"][::core::mem::size_of::<nvmlPSUInfo_st>() - 268usize];
    ["Alignment of nvmlPSUInfo_st"][::core::mem::align_of::<nvmlPSUInfo_st>() - 4usize];
    [
        "Offset of field: nvmlPSUInfo_st::state",
    ][::core::mem::offset_of!(nvmlPSUInfo_st, state) - 0usize];
    [
        "Offset of field: nvmlPSUInfo_st::current",
    ][::core::mem::offset_of!(nvmlPSUInfo_st, current) - 256usize];
    [
        "Offset of field: nvmlPSUInfo_st::voltage",
    ][::core::mem::offset_of!(nvmlPSUInfo_st, voltage) - 260usize];
    [
        "Offset of field: nvmlPSUInfo_st::power",
    ][::core::mem::offset_of!(nvmlPSUInfo_st, power) - 264usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlUnitFanInfo_st",
    ][::core::mem::size_of::<nvmlUnitFanInfo_st>() - 8usize];
    [
        "Alignment of nvmlUnitFanInfo_st",
    ][::core::mem::align_of::<nvmlUnitFanInfo_st>() - 4usize];
    [
        "Offset of field: nvmlUnitFanInfo_st::speed",
    ][::core::mem::offset_of!(nvmlUnitFanInfo_st, speed) - 0usize];
    [
        "Offset of field: nvmlUnitFanInfo_st::state",
    ][::core::mem::offset_of!(nvmlUnitFanInfo_st, state) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlUnitFanSpeeds_st",
    ][::core::mem::size_of::<nvmlUnitFanSpeeds_st>() - 196usize];
    [
        "Alignment of nvmlUnitFanSpeeds_st",
    ][::core::mem::align_of::<nvmlUnitFanSpeeds_st>() - 4usize];
    [
        "Offset of field: nvmlUnitFanSpeeds_st::fans",
    ][::core::mem::offset_of!(nvmlUnitFanSpeeds_st, fans) - 0usize];
    [
        "Offset of field: nvmlUnitFanSpeeds_st::count",
    ][::core::mem::offset_of!(nvmlUnitFanSpeeds_st, count) - 192usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlEventData_st"][::core::mem::size_of::<nvmlEventData_st>() - 32usize];
    [
        "Alignment of nvmlEventData_st",
    ][::core::mem::align_of::<nvmlEventData_st>() - 8usize];
    [
        "Offset of field: nvmlEventData_st::device",
    ][::core::mem::offset_of!(nvmlEventData_st, device) - 0usize];
    [
        "Offset of field: nvmlEventData_st::eventType",
    ][::core::mem::offset_of!(nvmlEventData_st, eventType) - 8usize];
    [
        "Offset of field: nvmlEventData_st::eventData",
    ][::core::mem::offset_of!(nvmlEventData_st, eventData) - 16usize];
    [
        "Offset of field: nvmlEventData_st::gpuInstanceId",
    ][::core::mem::offset_of!(nvmlEventData_st, gpuInstanceId) - 24usize];
    [
        "Offset of field: nvmlEventData_st::computeInstanceId",
    ][::core::mem::offset_of!(nvmlEventData_st, computeInstanceId) - 28usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlAccountingStats_st",
    ][::core::mem::size_of::<nvmlAccountingStats_st>() - 56usize];
    [
        "Alignment of nvmlAccountingStats_st",
    ][::core::mem::align_of::<nvmlAccountingStats_st>() - 8usize];
    [
        "Offset of field: nvmlAccountingStats_st::gpuUtilization",
    ][::core::mem::offset_of!(nvmlAccountingStats_st, gpuUtilization) - 0usize];
    [
        "Offset of field: nvmlAccountingStats_st::memoryUtilization",
    ][::core::mem::offset_of!(nvmlAccountingStats_st, memoryUtilization) - 4usize];
    [
        "Offset of field: nvmlAccountingStats_st::maxMemoryUsage",
    ][::core::mem::offset_of!(nvmlAccountingStats_st, maxMemoryUsage) - 8usize];
    [
        "Offset of field: nvmlAccountingStats_st::time",
    ][::core::mem::offset_of!(nvmlAccountingStats_st, time) - 16usize];
    [
        "Offset of field: nvmlAccountingStats_st::startTime",
    ][::core::mem::offset_of!(nvmlAccountingStats_st, startTime) - 24usize];
    [
        "Offset of field: nvmlAccountingStats_st::isRunning",
    ][::core::mem::offset_of!(nvmlAccountingStats_st, isRunning) - 32usize];
    [
        "Offset of field: nvmlAccountingStats_st::reserved",
    ][::core::mem::offset_of!(nvmlAccountingStats_st, reserved) - 36usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlEncoderSessionInfo_st",
    ][::core::mem::size_of::<nvmlEncoderSessionInfo_st>() - 32usize];
    [
        "Alignment of nvmlEncoderSessionInfo_st",
    ][::core::mem::align_of::<nvmlEncoderSessionInfo_st>() - 4usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::sessionId",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, sessionId) - 0usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::pid",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, pid) - 4usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::vgpuInstance",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, vgpuInstance) - 8usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::codecType",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, codecType) - 12usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::hResolution",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, hResolution) - 16usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::vResolution",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, vResolution) - 20usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::averageFps",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, averageFps) - 24usize];
    [
        "Offset of field: nvmlEncoderSessionInfo_st::averageLatency",
    ][::core::mem::offset_of!(nvmlEncoderSessionInfo_st, averageLatency) - 28usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlFBCStats_st"][::core::mem::size_of::<nvmlFBCStats_st>() - 12usize];
    [
        "Alignment of nvmlFBCStats_st",
    ][::core::mem::align_of::<nvmlFBCStats_st>() - 4usize];
    [
        "Offset of field: nvmlFBCStats_st::sessionsCount",
    ][::core::mem::offset_of!(nvmlFBCStats_st, sessionsCount) - 0usize];
    [
        "Offset of field: nvmlFBCStats_st::averageFPS",
    ][::core::mem::offset_of!(nvmlFBCStats_st, averageFPS) - 4usize];
    [
        "Offset of field: nvmlFBCStats_st::averageLatency",
    ][::core::mem::offset_of!(nvmlFBCStats_st, averageLatency) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlFBCSessionInfo_st",
    ][::core::mem::size_of::<nvmlFBCSessionInfo_st>() - 48usize];
    [
        "Alignment of nvmlFBCSessionInfo_st",
    ][::core::mem::align_of::<nvmlFBCSessionInfo_st>() - 4usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::sessionId",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, sessionId) - 0usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::pid",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, pid) - 4usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::vgpuInstance",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, vgpuInstance) - 8usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::displayOrdinal",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, displayOrdinal) - 12usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::sessionType",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, sessionType) - 16usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::sessionFlags",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, sessionFlags) - 20usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::hMaxResolution",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, hMaxResolution) - 24usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::vMaxResolution",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, vMaxResolution) - 28usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::hResolution",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, hResolution) - 32usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::vResolution",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, vResolution) - 36usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::averageFPS",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, averageFPS) - 40usize];
    [
        "Offset of field: nvmlFBCSessionInfo_st::averageLatency",
    ][::core::mem::offset_of!(nvmlFBCSessionInfo_st, averageLatency) - 44usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuFabricInfo_t",
    ][::core::mem::size_of::<nvmlGpuFabricInfo_t>() - 28usize];
    [
        "Alignment of nvmlGpuFabricInfo_t",
    ][::core::mem::align_of::<nvmlGpuFabricInfo_t>() - 4usize];
    [
        "Offset of field: nvmlGpuFabricInfo_t::clusterUuid",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_t, clusterUuid) - 0usize];
    [
        "Offset of field: nvmlGpuFabricInfo_t::status",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_t, status) - 16usize];
    [
        "Offset of field: nvmlGpuFabricInfo_t::partitionId",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_t, partitionId) - 20usize];
    [
        "Offset of field: nvmlGpuFabricInfo_t::state",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_t, state) - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuVersion_st",
    ][::core::mem::size_of::<nvmlVgpuVersion_st>() - 8usize];
    [
        "Alignment of nvmlVgpuVersion_st",
    ][::core::mem::align_of::<nvmlVgpuVersion_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuVersion_st::minVersion",
    ][::core::mem::offset_of!(nvmlVgpuVersion_st, minVersion) - 0usize];
    [
        "Offset of field: nvmlVgpuVersion_st::maxVersion",
    ][::core::mem::offset_of!(nvmlVgpuVersion_st, maxVersion) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuMetadata_st",
    ][::core::mem::size_of::<nvmlVgpuMetadata_st>() - 212usize];
    [
        "Alignment of nvmlVgpuMetadata_st",
    ][::core::mem::align_of::<nvmlVgpuMetadata_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::version",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, version) - 0usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::revision",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, revision) - 4usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::guestInfoState",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, guestInfoState) - 8usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::guestDriverVersion",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, guestDriverVersion) - 12usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::hostDriverVersion",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, hostDriverVersion) - 92usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::reserved",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, reserved) - 172usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::vgpuVirtualizationCaps",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, vgpuVirtualizationCaps) - 196usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::guestVgpuVersion",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, guestVgpuVersion) - 200usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::opaqueDataSize",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, opaqueDataSize) - 204usize];
    [
        "Offset of field: nvmlVgpuMetadata_st::opaqueData",
    ][::core::mem::offset_of!(nvmlVgpuMetadata_st, opaqueData) - 208usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuPgpuMetadata_st",
    ][::core::mem::size_of::<nvmlVgpuPgpuMetadata_st>() - 128usize];
    [
        "Alignment of nvmlVgpuPgpuMetadata_st",
    ][::core::mem::align_of::<nvmlVgpuPgpuMetadata_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::version",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, version) - 0usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::revision",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, revision) - 4usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::hostDriverVersion",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, hostDriverVersion) - 8usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::pgpuVirtualizationCaps",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, pgpuVirtualizationCaps)
        - 88usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::reserved",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, reserved) - 92usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::hostSupportedVgpuRange",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, hostSupportedVgpuRange)
        - 112usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::opaqueDataSize",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, opaqueDataSize) - 120usize];
    [
        "Offset of field: nvmlVgpuPgpuMetadata_st::opaqueData",
    ][::core::mem::offset_of!(nvmlVgpuPgpuMetadata_st, opaqueData) - 124usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuPgpuCompatibility_st",
    ][::core::mem::size_of::<nvmlVgpuPgpuCompatibility_st>() - 8usize];
    [
        "Alignment of nvmlVgpuPgpuCompatibility_st",
    ][::core::mem::align_of::<nvmlVgpuPgpuCompatibility_st>() - 4usize];
    [
        "Offset of field: nvmlVgpuPgpuCompatibility_st::vgpuVmCompatibility",
    ][::core::mem::offset_of!(nvmlVgpuPgpuCompatibility_st, vgpuVmCompatibility)
        - 0usize];
    [
        "Offset of field: nvmlVgpuPgpuCompatibility_st::compatibilityLimitCode",
    ][::core::mem::offset_of!(nvmlVgpuPgpuCompatibility_st, compatibilityLimitCode)
        - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlExcludedDeviceInfo_st",
    ][::core::mem::size_of::<nvmlExcludedDeviceInfo_st>() - 148usize];
    [
        "Alignment of nvmlExcludedDeviceInfo_st",
    ][::core::mem::align_of::<nvmlExcludedDeviceInfo_st>() - 4usize];
    [
        "Offset of field: nvmlExcludedDeviceInfo_st::pciInfo",
    ][::core::mem::offset_of!(nvmlExcludedDeviceInfo_st, pciInfo) - 0usize];
    [
        "Offset of field: nvmlExcludedDeviceInfo_st::uuid",
    ][::core::mem::offset_of!(nvmlExcludedDeviceInfo_st, uuid) - 68usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuInstancePlacement_st",
    ][::core::mem::size_of::<nvmlGpuInstancePlacement_st>() - 8usize];
    [
        "Alignment of nvmlGpuInstancePlacement_st",
    ][::core::mem::align_of::<nvmlGpuInstancePlacement_st>() - 4usize];
    [
        "Offset of field: nvmlGpuInstancePlacement_st::start",
    ][::core::mem::offset_of!(nvmlGpuInstancePlacement_st, start) - 0usize];
    [
        "Offset of field: nvmlGpuInstancePlacement_st::size",
    ][::core::mem::offset_of!(nvmlGpuInstancePlacement_st, size) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuInstanceProfileInfo_st",
    ][::core::mem::size_of::<nvmlGpuInstanceProfileInfo_st>() - 48usize];
    [
        "Alignment of nvmlGpuInstanceProfileInfo_st",
    ][::core::mem::align_of::<nvmlGpuInstanceProfileInfo_st>() - 8usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::id",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, id) - 0usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::isP2pSupported",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, isP2pSupported) - 4usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::sliceCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, sliceCount) - 8usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::instanceCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, instanceCount) - 12usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::multiprocessorCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, multiprocessorCount)
        - 16usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::copyEngineCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, copyEngineCount) - 20usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::decoderCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, decoderCount) - 24usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::encoderCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, encoderCount) - 28usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::jpegCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, jpegCount) - 32usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::ofaCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, ofaCount) - 36usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_st::memorySizeMB",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_st, memorySizeMB) - 40usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuInstanceProfileInfo_v2_st",
    ][::core::mem::size_of::<nvmlGpuInstanceProfileInfo_v2_st>() - 152usize];
    [
        "Alignment of nvmlGpuInstanceProfileInfo_v2_st",
    ][::core::mem::align_of::<nvmlGpuInstanceProfileInfo_v2_st>() - 8usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::version",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, version) - 0usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::id",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, id) - 4usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::isP2pSupported",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, isP2pSupported)
        - 8usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::sliceCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, sliceCount) - 12usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::instanceCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, instanceCount)
        - 16usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::multiprocessorCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, multiprocessorCount)
        - 20usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::copyEngineCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, copyEngineCount)
        - 24usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::decoderCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, decoderCount) - 28usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::encoderCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, encoderCount) - 32usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::jpegCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, jpegCount) - 36usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::ofaCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, ofaCount) - 40usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::memorySizeMB",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, memorySizeMB) - 48usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v2_st::name",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v2_st, name) - 56usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuInstanceInfo_st",
    ][::core::mem::size_of::<nvmlGpuInstanceInfo_st>() - 24usize];
    [
        "Alignment of nvmlGpuInstanceInfo_st",
    ][::core::mem::align_of::<nvmlGpuInstanceInfo_st>() - 8usize];
    [
        "Offset of field: nvmlGpuInstanceInfo_st::device",
    ][::core::mem::offset_of!(nvmlGpuInstanceInfo_st, device) - 0usize];
    [
        "Offset of field: nvmlGpuInstanceInfo_st::id",
    ][::core::mem::offset_of!(nvmlGpuInstanceInfo_st, id) - 8usize];
    [
        "Offset of field: nvmlGpuInstanceInfo_st::profileId",
    ][::core::mem::offset_of!(nvmlGpuInstanceInfo_st, profileId) - 12usize];
    [
        "Offset of field: nvmlGpuInstanceInfo_st::placement",
    ][::core::mem::offset_of!(nvmlGpuInstanceInfo_st, placement) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlComputeInstancePlacement_st",
    ][::core::mem::size_of::<nvmlComputeInstancePlacement_st>() - 8usize];
    [
        "Alignment of nvmlComputeInstancePlacement_st",
    ][::core::mem::align_of::<nvmlComputeInstancePlacement_st>() - 4usize];
    [
        "Offset of field: nvmlComputeInstancePlacement_st::start",
    ][::core::mem::offset_of!(nvmlComputeInstancePlacement_st, start) - 0usize];
    [
        "Offset of field: nvmlComputeInstancePlacement_st::size",
    ][::core::mem::offset_of!(nvmlComputeInstancePlacement_st, size) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlComputeInstanceProfileInfo_st",
    ][::core::mem::size_of::<nvmlComputeInstanceProfileInfo_st>() - 36usize];
    [
        "Alignment of nvmlComputeInstanceProfileInfo_st",
    ][::core::mem::align_of::<nvmlComputeInstanceProfileInfo_st>() - 4usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::id",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, id) - 0usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::sliceCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, sliceCount) - 4usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::instanceCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, instanceCount)
        - 8usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::multiprocessorCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, multiprocessorCount)
        - 12usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::sharedCopyEngineCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, sharedCopyEngineCount)
        - 16usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::sharedDecoderCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, sharedDecoderCount)
        - 20usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::sharedEncoderCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, sharedEncoderCount)
        - 24usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::sharedJpegCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, sharedJpegCount)
        - 28usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_st::sharedOfaCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_st, sharedOfaCount)
        - 32usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlComputeInstanceProfileInfo_v2_st",
    ][::core::mem::size_of::<nvmlComputeInstanceProfileInfo_v2_st>() - 136usize];
    [
        "Alignment of nvmlComputeInstanceProfileInfo_v2_st",
    ][::core::mem::align_of::<nvmlComputeInstanceProfileInfo_v2_st>() - 4usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::version",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, version) - 0usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::id",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, id) - 4usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::sliceCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, sliceCount)
        - 8usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::instanceCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, instanceCount)
        - 12usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::multiprocessorCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, multiprocessorCount)
        - 16usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::sharedCopyEngineCount",
    ][::core::mem::offset_of!(
        nvmlComputeInstanceProfileInfo_v2_st, sharedCopyEngineCount
    ) - 20usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::sharedDecoderCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, sharedDecoderCount)
        - 24usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::sharedEncoderCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, sharedEncoderCount)
        - 28usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::sharedJpegCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, sharedJpegCount)
        - 32usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::sharedOfaCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, sharedOfaCount)
        - 36usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v2_st::name",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v2_st, name) - 40usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlComputeInstanceInfo_st",
    ][::core::mem::size_of::<nvmlComputeInstanceInfo_st>() - 32usize];
    [
        "Alignment of nvmlComputeInstanceInfo_st",
    ][::core::mem::align_of::<nvmlComputeInstanceInfo_st>() - 8usize];
    [
        "Offset of field: nvmlComputeInstanceInfo_st::device",
    ][::core::mem::offset_of!(nvmlComputeInstanceInfo_st, device) - 0usize];
    [
        "Offset of field: nvmlComputeInstanceInfo_st::gpuInstance",
    ][::core::mem::offset_of!(nvmlComputeInstanceInfo_st, gpuInstance) - 8usize];
    [
        "Offset of field: nvmlComputeInstanceInfo_st::id",
    ][::core::mem::offset_of!(nvmlComputeInstanceInfo_st, id) - 16usize];
    [
        "Offset of field: nvmlComputeInstanceInfo_st::profileId",
    ][::core::mem::offset_of!(nvmlComputeInstanceInfo_st, profileId) - 20usize];
    [
        "Offset of field: nvmlComputeInstanceInfo_st::placement",
    ][::core::mem::offset_of!(nvmlComputeInstanceInfo_st, placement) - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpmMetric_t__bindgen_ty_1",
    ][::core::mem::size_of::<nvmlGpmMetric_t__bindgen_ty_1>() - 24usize];
    [
        "Alignment of nvmlGpmMetric_t__bindgen_ty_1",
    ][::core::mem::align_of::<nvmlGpmMetric_t__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: nvmlGpmMetric_t__bindgen_ty_1::shortName",
    ][::core::mem::offset_of!(nvmlGpmMetric_t__bindgen_ty_1, shortName) - 0usize];
    [
        "Offset of field: nvmlGpmMetric_t__bindgen_ty_1::longName",
    ][::core::mem::offset_of!(nvmlGpmMetric_t__bindgen_ty_1, longName) - 8usize];
    [
        "Offset of field: nvmlGpmMetric_t__bindgen_ty_1::unit",
    ][::core::mem::offset_of!(nvmlGpmMetric_t__bindgen_ty_1, unit) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlGpmMetric_t"][::core::mem::size_of::<nvmlGpmMetric_t>() - 40usize];
    [
        "Alignment of nvmlGpmMetric_t",
    ][::core::mem::align_of::<nvmlGpmMetric_t>() - 8usize];
    [
        "Offset of field: nvmlGpmMetric_t::metricId",
    ][::core::mem::offset_of!(nvmlGpmMetric_t, metricId) - 0usize];
    [
        "Offset of field: nvmlGpmMetric_t::nvmlReturn",
    ][::core::mem::offset_of!(nvmlGpmMetric_t, nvmlReturn) - 4usize];
    [
        "Offset of field: nvmlGpmMetric_t::value",
    ][::core::mem::offset_of!(nvmlGpmMetric_t, value) - 8usize];
    [
        "Offset of field: nvmlGpmMetric_t::metricInfo",
    ][::core::mem::offset_of!(nvmlGpmMetric_t, metricInfo) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpmMetricsGet_t",
    ][::core::mem::size_of::<nvmlGpmMetricsGet_t>() - 3944usize];
    [
        "Alignment of nvmlGpmMetricsGet_t",
    ][::core::mem::align_of::<nvmlGpmMetricsGet_t>() - 8usize];
    [
        "Offset of field: nvmlGpmMetricsGet_t::version",
    ][::core::mem::offset_of!(nvmlGpmMetricsGet_t, version) - 0usize];
    [
        "Offset of field: nvmlGpmMetricsGet_t::numMetrics",
    ][::core::mem::offset_of!(nvmlGpmMetricsGet_t, numMetrics) - 4usize];
    [
        "Offset of field: nvmlGpmMetricsGet_t::sample1",
    ][::core::mem::offset_of!(nvmlGpmMetricsGet_t, sample1) - 8usize];
    [
        "Offset of field: nvmlGpmMetricsGet_t::sample2",
    ][::core::mem::offset_of!(nvmlGpmMetricsGet_t, sample2) - 16usize];
    [
        "Offset of field: nvmlGpmMetricsGet_t::metrics",
    ][::core::mem::offset_of!(nvmlGpmMetricsGet_t, metrics) - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlGpmSupport_t"][::core::mem::size_of::<nvmlGpmSupport_t>() - 8usize];
    [
        "Alignment of nvmlGpmSupport_t",
    ][::core::mem::align_of::<nvmlGpmSupport_t>() - 4usize];
    [
        "Offset of field: nvmlGpmSupport_t::version",
    ][::core::mem::offset_of!(nvmlGpmSupport_t, version) - 0usize];
    [
        "Offset of field: nvmlGpmSupport_t::isSupportedDevice",
    ][::core::mem::offset_of!(nvmlGpmSupport_t, isSupportedDevice) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvLinkPowerThres_st",
    ][::core::mem::size_of::<nvmlNvLinkPowerThres_st>() - 4usize];
    [
        "Alignment of nvmlNvLinkPowerThres_st",
    ][::core::mem::align_of::<nvmlNvLinkPowerThres_st>() - 4usize];
    [
        "Offset of field: nvmlNvLinkPowerThres_st::lowPwrThreshold",
    ][::core::mem::offset_of!(nvmlNvLinkPowerThres_st, lowPwrThreshold) - 0usize];
};
