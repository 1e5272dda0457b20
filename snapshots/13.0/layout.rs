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
        "Size of CUmemFabricHandle_st",
    ][::core::mem::size_of::<CUmemFabricHandle_st>() - 64usize];
    [
        "Alignment of CUmemFabricHandle_st",
    ][::core::mem::align_of::<CUmemFabricHandle_st>() - 1usize];
    [
        "Offset of field: CUmemFabricHandle_st::data",
    ][::core::mem::offset_of!(CUmemFabricHandle_st, data) - 0usize];
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
        "Size of CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st",
    ][::core::mem::size_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st>() - 32usize];
    [
        "Alignment of CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st",
    ][::core::mem::align_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st>() - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::ctx",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, ctx) - 0usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::count",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, count) - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::paramArray",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, paramArray)
        - 16usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::flags",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, flags) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st",
    ][::core::mem::size_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st>() - 32usize];
    [
        "Alignment of CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st",
    ][::core::mem::align_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::ctx",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, ctx) - 0usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::count",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, count) - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::paramArray",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, paramArray)
        - 16usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::flags",
    ][::core::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, flags) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Alignment of CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1::bytesOverBudget",
    ][::core::mem::offset_of!(
        CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1, bytesOverBudget
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUasyncNotificationInfo_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUasyncNotificationInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Alignment of CUasyncNotificationInfo_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUasyncNotificationInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUasyncNotificationInfo_st__bindgen_ty_1::overBudget",
    ][::core::mem::offset_of!(CUasyncNotificationInfo_st__bindgen_ty_1, overBudget)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUasyncNotificationInfo_st",
    ][::core::mem::size_of::<CUasyncNotificationInfo_st>() - 16usize];
    [
        "Alignment of CUasyncNotificationInfo_st",
    ][::core::mem::align_of::<CUasyncNotificationInfo_st>() - 8usize];
    [
        "Offset of field: CUasyncNotificationInfo_st::type_",
    ][::core::mem::offset_of!(CUasyncNotificationInfo_st, type_) - 0usize];
    [
        "Offset of field: CUasyncNotificationInfo_st::info",
    ][::core::mem::offset_of!(CUasyncNotificationInfo_st, info) - 8usize];
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
        "Size of CUDA_KERNEL_NODE_PARAMS_v3_st",
    ][::core::mem::size_of::<CUDA_KERNEL_NODE_PARAMS_v3_st>() - 72usize];
    [
        "Alignment of CUDA_KERNEL_NODE_PARAMS_v3_st",
    ][::core::mem::align_of::<CUDA_KERNEL_NODE_PARAMS_v3_st>() - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::func",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, func) - 0usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::gridDimX",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::gridDimY",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::gridDimZ",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::blockDimX",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::blockDimY",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::blockDimZ",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::sharedMemBytes",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::kernelParams",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, kernelParams) - 40usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::extra",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, extra) - 48usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::kern",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, kern) - 56usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::ctx",
    ][::core::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, ctx) - 64usize];
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
        "Size of CUDA_MEMSET_NODE_PARAMS_v2_st",
    ][::core::mem::size_of::<CUDA_MEMSET_NODE_PARAMS_v2_st>() - 48usize];
    [
        "Alignment of CUDA_MEMSET_NODE_PARAMS_v2_st",
    ][::core::mem::align_of::<CUDA_MEMSET_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::dst",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, dst) - 0usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::pitch",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, pitch) - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::value",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, value) - 16usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::elementSize",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, elementSize) - 20usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::width",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, width) - 24usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::height",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, height) - 32usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::ctx",
    ][::core::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, ctx) - 40usize];
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
        "Size of CUDA_HOST_NODE_PARAMS_v2_st",
    ][::core::mem::size_of::<CUDA_HOST_NODE_PARAMS_v2_st>() - 16usize];
    [
        "Alignment of CUDA_HOST_NODE_PARAMS_v2_st",
    ][::core::mem::align_of::<CUDA_HOST_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_v2_st::fn_",
    ][::core::mem::offset_of!(CUDA_HOST_NODE_PARAMS_v2_st, fn_) - 0usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_v2_st::userData",
    ][::core::mem::offset_of!(CUDA_HOST_NODE_PARAMS_v2_st, userData) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_CONDITIONAL_NODE_PARAMS",
    ][::core::mem::size_of::<CUDA_CONDITIONAL_NODE_PARAMS>() - 32usize];
    [
        "Alignment of CUDA_CONDITIONAL_NODE_PARAMS",
    ][::core::mem::align_of::<CUDA_CONDITIONAL_NODE_PARAMS>() - 8usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::handle",
    ][::core::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, handle) - 0usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::type_",
    ][::core::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, type_) - 8usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::size",
    ][::core::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, size) - 12usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::phGraph_out",
    ][::core::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, phGraph_out) - 16usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::ctx",
    ][::core::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, ctx) - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUgraphEdgeData_st",
    ][::core::mem::size_of::<CUgraphEdgeData_st>() - 8usize];
    [
        "Alignment of CUgraphEdgeData_st",
    ][::core::mem::align_of::<CUgraphEdgeData_st>() - 1usize];
    [
        "Offset of field: CUgraphEdgeData_st::from_port",
    ][::core::mem::offset_of!(CUgraphEdgeData_st, from_port) - 0usize];
    [
        "Offset of field: CUgraphEdgeData_st::to_port",
    ][::core::mem::offset_of!(CUgraphEdgeData_st, to_port) - 1usize];
    [
        "Offset of field: CUgraphEdgeData_st::type_",
    ][::core::mem::offset_of!(CUgraphEdgeData_st, type_) - 2usize];
    [
        "Offset of field: CUgraphEdgeData_st::reserved",
    ][::core::mem::offset_of!(CUgraphEdgeData_st, reserved) - 3usize];
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
        "Size of CUlaunchAttributeValue_union__bindgen_ty_3",
    ][::core::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_3>() - 16usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_3",
    ][::core::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_3>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_3::event",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_3, event)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_3::flags",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_3, flags)
        - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_4",
    ][::core::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_4>() - 12usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_4",
    ][::core::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_4>() - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_4::x",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_4, x) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_4::y",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_4, y) - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_4::z",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_4, z) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_5",
    ][::core::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_5>() - 16usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_5",
    ][::core::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_5>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_5::deviceUpdatable",
    ][::core::mem::offset_of!(
        CUlaunchAttributeValue_union__bindgen_ty_5, deviceUpdatable
    ) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_5::devNode",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_5, devNode)
        - 8usize];
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
        "Offset of field: CUlaunchAttributeValue_union::launchCompletionEvent",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, launchCompletionEvent)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::priority",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, priority) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::memSyncDomainMap",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, memSyncDomainMap) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::memSyncDomain",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, memSyncDomain) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::preferredClusterDim",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, preferredClusterDim)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::deviceUpdatableKernelNode",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, deviceUpdatableKernelNode)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::sharedMemCarveout",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, sharedMemCarveout) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::nvlinkUtilCentricScheduling",
    ][::core::mem::offset_of!(CUlaunchAttributeValue_union, nvlinkUtilCentricScheduling)
        - 0usize];
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
    ["Size of CUctxCigParam_st"][::core::mem::size_of::<CUctxCigParam_st>() - 16usize];
    [
        "Alignment of CUctxCigParam_st",
    ][::core::mem::align_of::<CUctxCigParam_st>() - 8usize];
    [
        "Offset of field: CUctxCigParam_st::sharedDataType",
    ][::core::mem::offset_of!(CUctxCigParam_st, sharedDataType) - 0usize];
    [
        "Offset of field: CUctxCigParam_st::sharedData",
    ][::core::mem::offset_of!(CUctxCigParam_st, sharedData) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUctxCreateParams_st",
    ][::core::mem::size_of::<CUctxCreateParams_st>() - 24usize];
    [
        "Alignment of CUctxCreateParams_st",
    ][::core::mem::align_of::<CUctxCreateParams_st>() - 8usize];
    [
        "Offset of field: CUctxCreateParams_st::execAffinityParams",
    ][::core::mem::offset_of!(CUctxCreateParams_st, execAffinityParams) - 0usize];
    [
        "Offset of field: CUctxCreateParams_st::numExecAffinityParams",
    ][::core::mem::offset_of!(CUctxCreateParams_st, numExecAffinityParams) - 8usize];
    [
        "Offset of field: CUctxCreateParams_st::cigParams",
    ][::core::mem::offset_of!(CUctxCreateParams_st, cigParams) - 16usize];
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
        "Size of CUDA_MEMCPY_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_MEMCPY_NODE_PARAMS_st>() - 216usize];
    [
        "Alignment of CUDA_MEMCPY_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_MEMCPY_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::flags",
    ][::core::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, flags) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::reserved",
    ][::core::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, reserved) - 4usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::copyCtx",
    ][::core::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, copyCtx) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::copyParams",
    ][::core::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, copyParams) - 16usize];
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
    [
        "Alignment of CUtensorMap_st",
    ][::core::mem::align_of::<CUtensorMap_st>() - 128usize];
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
        "Size of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st",
    ][::core::mem::size_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st",
    ][::core::mem::align_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st::extSemArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, extSemArray)
        - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st::paramsArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, paramsArray)
        - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st::numExtSems",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, numExtSems)
        - 16usize];
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
        "Size of CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st",
    ][::core::mem::size_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st",
    ][::core::mem::align_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st::extSemArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, extSemArray)
        - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st::paramsArray",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, paramsArray)
        - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st::numExtSems",
    ][::core::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, numExtSems)
        - 16usize];
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
        "Size of CUmulticastObjectProp_st",
    ][::core::mem::size_of::<CUmulticastObjectProp_st>() - 32usize];
    [
        "Alignment of CUmulticastObjectProp_st",
    ][::core::mem::align_of::<CUmulticastObjectProp_st>() - 8usize];
    [
        "Offset of field: CUmulticastObjectProp_st::numDevices",
    ][::core::mem::offset_of!(CUmulticastObjectProp_st, numDevices) - 0usize];
    [
        "Offset of field: CUmulticastObjectProp_st::size",
    ][::core::mem::offset_of!(CUmulticastObjectProp_st, size) - 8usize];
    [
        "Offset of field: CUmulticastObjectProp_st::handleTypes",
    ][::core::mem::offset_of!(CUmulticastObjectProp_st, handleTypes) - 16usize];
    [
        "Offset of field: CUmulticastObjectProp_st::flags",
    ][::core::mem::offset_of!(CUmulticastObjectProp_st, flags) - 24usize];
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
        "Offset of field: CUmemPoolProps_st::maxSize",
    ][::core::mem::offset_of!(CUmemPoolProps_st, maxSize) - 24usize];
    [
        "Offset of field: CUmemPoolProps_st::usage",
    ][::core::mem::offset_of!(CUmemPoolProps_st, usage) - 32usize];
    [
        "Offset of field: CUmemPoolProps_st::reserved",
    ][::core::mem::offset_of!(CUmemPoolProps_st, reserved) - 34usize];
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
        "Size of CUmemcpyAttributes_st",
    ][::core::mem::size_of::<CUmemcpyAttributes_st>() - 24usize];
    [
        "Alignment of CUmemcpyAttributes_st",
    ][::core::mem::align_of::<CUmemcpyAttributes_st>() - 4usize];
    [
        "Offset of field: CUmemcpyAttributes_st::srcAccessOrder",
    ][::core::mem::offset_of!(CUmemcpyAttributes_st, srcAccessOrder) - 0usize];
    [
        "Offset of field: CUmemcpyAttributes_st::srcLocHint",
    ][::core::mem::offset_of!(CUmemcpyAttributes_st, srcLocHint) - 4usize];
    [
        "Offset of field: CUmemcpyAttributes_st::dstLocHint",
    ][::core::mem::offset_of!(CUmemcpyAttributes_st, dstLocHint) - 12usize];
    [
        "Offset of field: CUmemcpyAttributes_st::flags",
    ][::core::mem::offset_of!(CUmemcpyAttributes_st, flags) - 20usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUoffset3D_st"][::core::mem::size_of::<CUoffset3D_st>() - 24usize];
    ["Alignment of CUoffset3D_st"][::core::mem::align_of::<CUoffset3D_st>() - 8usize];
    [
        "Offset of field: CUoffset3D_st::x",
    ][::core::mem::offset_of!(CUoffset3D_st, x) - 0usize];
    [
        "Offset of field: CUoffset3D_st::y",
    ][::core::mem::offset_of!(CUoffset3D_st, y) - 8usize];
    [
        "Offset of field: CUoffset3D_st::z",
    ][::core::mem::offset_of!(CUoffset3D_st, z) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUextent3D_st"][::core::mem::size_of::<CUextent3D_st>() - 24usize];
    ["Alignment of CUextent3D_st"][::core::mem::align_of::<CUextent3D_st>() - 8usize];
    [
        "Offset of field: CUextent3D_st::width",
    ][::core::mem::offset_of!(CUextent3D_st, width) - 0usize];
    [
        "Offset of field: CUextent3D_st::height",
    ][::core::mem::offset_of!(CUextent3D_st, height) - 8usize];
    [
        "Offset of field: CUextent3D_st::depth",
    ][::core::mem::offset_of!(CUextent3D_st, depth) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1>()
        - 32usize];
    [
        "Alignment of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::ptr",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, ptr)
        - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::rowLength",
    ][::core::mem::offset_of!(
        CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, rowLength
    ) - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::layerHeight",
    ][::core::mem::offset_of!(
        CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, layerHeight
    ) - 16usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::locHint",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, locHint)
        - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2>()
        - 32usize];
    [
        "Alignment of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2>()
        - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2::array",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2, array)
        - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2::offset",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2, offset)
        - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUmemcpy3DOperand_st__bindgen_ty_1>() - 32usize];
    [
        "Alignment of CUmemcpy3DOperand_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUmemcpy3DOperand_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1::ptr",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1, ptr) - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1::array",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1, array) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st",
    ][::core::mem::size_of::<CUmemcpy3DOperand_st>() - 40usize];
    [
        "Alignment of CUmemcpy3DOperand_st",
    ][::core::mem::align_of::<CUmemcpy3DOperand_st>() - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st::type_",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st, type_) - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st::op",
    ][::core::mem::offset_of!(CUmemcpy3DOperand_st, op) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMCPY3D_BATCH_OP_st",
    ][::core::mem::size_of::<CUDA_MEMCPY3D_BATCH_OP_st>() - 112usize];
    [
        "Alignment of CUDA_MEMCPY3D_BATCH_OP_st",
    ][::core::mem::align_of::<CUDA_MEMCPY3D_BATCH_OP_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::src",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, src) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::dst",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, dst) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::extent",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, extent) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::srcAccessOrder",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, srcAccessOrder) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::flags",
    ][::core::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, flags) - 108usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEM_ALLOC_NODE_PARAMS_v1_st",
    ][::core::mem::size_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v1_st>() - 120usize];
    [
        "Alignment of CUDA_MEM_ALLOC_NODE_PARAMS_v1_st",
    ][::core::mem::align_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v1_st>() - 8usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::poolProps",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, poolProps) - 0usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::accessDescs",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescs) - 88usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::accessDescCount",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescCount)
        - 96usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::bytesize",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, bytesize) - 104usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::dptr",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, dptr) - 112usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEM_ALLOC_NODE_PARAMS_v2_st",
    ][::core::mem::size_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v2_st>() - 120usize];
    [
        "Alignment of CUDA_MEM_ALLOC_NODE_PARAMS_v2_st",
    ][::core::mem::align_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::poolProps",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, poolProps) - 0usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::accessDescs",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescs) - 88usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::accessDescCount",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescCount)
        - 96usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::bytesize",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, bytesize) - 104usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::dptr",
    ][::core::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, dptr) - 112usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEM_FREE_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_MEM_FREE_NODE_PARAMS_st>() - 8usize];
    [
        "Alignment of CUDA_MEM_FREE_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_MEM_FREE_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_MEM_FREE_NODE_PARAMS_st::dptr",
    ][::core::mem::offset_of!(CUDA_MEM_FREE_NODE_PARAMS_st, dptr) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_CHILD_GRAPH_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_CHILD_GRAPH_NODE_PARAMS_st>() - 16usize];
    [
        "Alignment of CUDA_CHILD_GRAPH_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_CHILD_GRAPH_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_CHILD_GRAPH_NODE_PARAMS_st::graph",
    ][::core::mem::offset_of!(CUDA_CHILD_GRAPH_NODE_PARAMS_st, graph) - 0usize];
    [
        "Offset of field: CUDA_CHILD_GRAPH_NODE_PARAMS_st::ownership",
    ][::core::mem::offset_of!(CUDA_CHILD_GRAPH_NODE_PARAMS_st, ownership) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EVENT_RECORD_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_EVENT_RECORD_NODE_PARAMS_st>() - 8usize];
    [
        "Alignment of CUDA_EVENT_RECORD_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_EVENT_RECORD_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EVENT_RECORD_NODE_PARAMS_st::event",
    ][::core::mem::offset_of!(CUDA_EVENT_RECORD_NODE_PARAMS_st, event) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EVENT_WAIT_NODE_PARAMS_st",
    ][::core::mem::size_of::<CUDA_EVENT_WAIT_NODE_PARAMS_st>() - 8usize];
    [
        "Alignment of CUDA_EVENT_WAIT_NODE_PARAMS_st",
    ][::core::mem::align_of::<CUDA_EVENT_WAIT_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EVENT_WAIT_NODE_PARAMS_st::event",
    ][::core::mem::offset_of!(CUDA_EVENT_WAIT_NODE_PARAMS_st, event) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUgraphNodeParams_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUgraphNodeParams_st__bindgen_ty_1>() - 232usize];
    [
        "Alignment of CUgraphNodeParams_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUgraphNodeParams_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::reserved1",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, reserved1) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::kernel",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, kernel) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::memcpy",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, memcpy) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::memset",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, memset) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::host",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, host) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::graph",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, graph) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::eventWait",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, eventWait) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::eventRecord",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, eventRecord) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::extSemSignal",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, extSemSignal)
        - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::extSemWait",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, extSemWait) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::alloc",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, alloc) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::free",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, free) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::memOp",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, memOp) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::conditional",
    ][::core::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, conditional) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUgraphNodeParams_st",
    ][::core::mem::size_of::<CUgraphNodeParams_st>() - 256usize];
    [
        "Alignment of CUgraphNodeParams_st",
    ][::core::mem::align_of::<CUgraphNodeParams_st>() - 8usize];
    [
        "Offset of field: CUgraphNodeParams_st::type_",
    ][::core::mem::offset_of!(CUgraphNodeParams_st, type_) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st::reserved0",
    ][::core::mem::offset_of!(CUgraphNodeParams_st, reserved0) - 4usize];
    [
        "Offset of field: CUgraphNodeParams_st::reserved2",
    ][::core::mem::offset_of!(CUgraphNodeParams_st, reserved2) - 248usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointLockArgs_st",
    ][::core::mem::size_of::<CUcheckpointLockArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointLockArgs_st",
    ][::core::mem::align_of::<CUcheckpointLockArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointLockArgs_st::timeoutMs",
    ][::core::mem::offset_of!(CUcheckpointLockArgs_st, timeoutMs) - 0usize];
    [
        "Offset of field: CUcheckpointLockArgs_st::reserved0",
    ][::core::mem::offset_of!(CUcheckpointLockArgs_st, reserved0) - 4usize];
    [
        "Offset of field: CUcheckpointLockArgs_st::reserved1",
    ][::core::mem::offset_of!(CUcheckpointLockArgs_st, reserved1) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointCheckpointArgs_st",
    ][::core::mem::size_of::<CUcheckpointCheckpointArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointCheckpointArgs_st",
    ][::core::mem::align_of::<CUcheckpointCheckpointArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointCheckpointArgs_st::reserved",
    ][::core::mem::offset_of!(CUcheckpointCheckpointArgs_st, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointGpuPair_st",
    ][::core::mem::size_of::<CUcheckpointGpuPair_st>() - 32usize];
    [
        "Alignment of CUcheckpointGpuPair_st",
    ][::core::mem::align_of::<CUcheckpointGpuPair_st>() - 1usize];
    [
        "Offset of field: CUcheckpointGpuPair_st::oldUuid",
    ][::core::mem::offset_of!(CUcheckpointGpuPair_st, oldUuid) - 0usize];
    [
        "Offset of field: CUcheckpointGpuPair_st::newUuid",
    ][::core::mem::offset_of!(CUcheckpointGpuPair_st, newUuid) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointRestoreArgs_st",
    ][::core::mem::size_of::<CUcheckpointRestoreArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointRestoreArgs_st",
    ][::core::mem::align_of::<CUcheckpointRestoreArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointRestoreArgs_st::gpuPairs",
    ][::core::mem::offset_of!(CUcheckpointRestoreArgs_st, gpuPairs) - 0usize];
    [
        "Offset of field: CUcheckpointRestoreArgs_st::gpuPairsCount",
    ][::core::mem::offset_of!(CUcheckpointRestoreArgs_st, gpuPairsCount) - 8usize];
    [
        "Offset of field: CUcheckpointRestoreArgs_st::reserved",
    ][::core::mem::offset_of!(CUcheckpointRestoreArgs_st, reserved) - 12usize];
    [
        "Offset of field: CUcheckpointRestoreArgs_st::reserved1",
    ][::core::mem::offset_of!(CUcheckpointRestoreArgs_st, reserved1) - 56usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointUnlockArgs_st",
    ][::core::mem::size_of::<CUcheckpointUnlockArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointUnlockArgs_st",
    ][::core::mem::align_of::<CUcheckpointUnlockArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointUnlockArgs_st::reserved",
    ][::core::mem::offset_of!(CUcheckpointUnlockArgs_st, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemDecompressParams_st",
    ][::core::mem::size_of::<CUmemDecompressParams_st>() - 64usize];
    [
        "Alignment of CUmemDecompressParams_st",
    ][::core::mem::align_of::<CUmemDecompressParams_st>() - 8usize];
    [
        "Offset of field: CUmemDecompressParams_st::srcNumBytes",
    ][::core::mem::offset_of!(CUmemDecompressParams_st, srcNumBytes) - 0usize];
    [
        "Offset of field: CUmemDecompressParams_st::dstNumBytes",
    ][::core::mem::offset_of!(CUmemDecompressParams_st, dstNumBytes) - 8usize];
    [
        "Offset of field: CUmemDecompressParams_st::dstActBytes",
    ][::core::mem::offset_of!(CUmemDecompressParams_st, dstActBytes) - 16usize];
    [
        "Offset of field: CUmemDecompressParams_st::src",
    ][::core::mem::offset_of!(CUmemDecompressParams_st, src) - 24usize];
    [
        "Offset of field: CUmemDecompressParams_st::dst",
    ][::core::mem::offset_of!(CUmemDecompressParams_st, dst) - 32usize];
    [
        "Offset of field: CUmemDecompressParams_st::algo",
    ][::core::mem::offset_of!(CUmemDecompressParams_st, algo) - 40usize];
    [
        "Offset of field: CUmemDecompressParams_st::padding",
    ][::core::mem::offset_of!(CUmemDecompressParams_st, padding) - 44usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUdevSmResource_st",
    ][::core::mem::size_of::<CUdevSmResource_st>() - 12usize];
    [
        "Alignment of CUdevSmResource_st",
    ][::core::mem::align_of::<CUdevSmResource_st>() - 4usize];
    [
        "Offset of field: CUdevSmResource_st::smCount",
    ][::core::mem::offset_of!(CUdevSmResource_st, smCount) - 0usize];
    [
        "Offset of field: CUdevSmResource_st::minSmPartitionSize",
    ][::core::mem::offset_of!(CUdevSmResource_st, minSmPartitionSize) - 4usize];
    [
        "Offset of field: CUdevSmResource_st::smCoscheduledAlignment",
    ][::core::mem::offset_of!(CUdevSmResource_st, smCoscheduledAlignment) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUdevResource_st__bindgen_ty_1",
    ][::core::mem::size_of::<CUdevResource_st__bindgen_ty_1>() - 48usize];
    [
        "Alignment of CUdevResource_st__bindgen_ty_1",
    ][::core::mem::align_of::<CUdevResource_st__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUdevResource_st__bindgen_ty_1::sm",
    ][::core::mem::offset_of!(CUdevResource_st__bindgen_ty_1, sm) - 0usize];
    [
        "Offset of field: CUdevResource_st__bindgen_ty_1::_oversize",
    ][::core::mem::offset_of!(CUdevResource_st__bindgen_ty_1, _oversize) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUdevResource_st"][::core::mem::size_of::<CUdevResource_st>() - 144usize];
    [
        "Alignment of CUdevResource_st",
    ][::core::mem::align_of::<CUdevResource_st>() - 4usize];
    [
        "Offset of field: CUdevResource_st::type_",
    ][::core::mem::offset_of!(CUdevResource_st, type_) - 0usize];
    [
        "Offset of field: CUdevResource_st::_internal_padding",
    ][::core::mem::offset_of!(CUdevResource_st, _internal_padding) - 4usize];
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
        "Size of cudaMemcpyNodeParams",
    ][::core::mem::size_of::<cudaMemcpyNodeParams>() - 176usize];
    [
        "Alignment of cudaMemcpyNodeParams",
    ][::core::mem::align_of::<cudaMemcpyNodeParams>() - 8usize];
    [
        "Offset of field: cudaMemcpyNodeParams::flags",
    ][::core::mem::offset_of!(cudaMemcpyNodeParams, flags) - 0usize];
    [
        "Offset of field: cudaMemcpyNodeParams::reserved",
    ][::core::mem::offset_of!(cudaMemcpyNodeParams, reserved) - 4usize];
    [
        "Offset of field: cudaMemcpyNodeParams::copyParams",
    ][::core::mem::offset_of!(cudaMemcpyNodeParams, copyParams) - 16usize];
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
        "Size of cudaMemsetParamsV2",
    ][::core::mem::size_of::<cudaMemsetParamsV2>() - 40usize];
    [
        "Alignment of cudaMemsetParamsV2",
    ][::core::mem::align_of::<cudaMemsetParamsV2>() - 8usize];
    [
        "Offset of field: cudaMemsetParamsV2::dst",
    ][::core::mem::offset_of!(cudaMemsetParamsV2, dst) - 0usize];
    [
        "Offset of field: cudaMemsetParamsV2::pitch",
    ][::core::mem::offset_of!(cudaMemsetParamsV2, pitch) - 8usize];
    [
        "Offset of field: cudaMemsetParamsV2::value",
    ][::core::mem::offset_of!(cudaMemsetParamsV2, value) - 16usize];
    [
        "Offset of field: cudaMemsetParamsV2::elementSize",
    ][::core::mem::offset_of!(cudaMemsetParamsV2, elementSize) - 20usize];
    [
        "Offset of field: cudaMemsetParamsV2::width",
    ][::core::mem::offset_of!(cudaMemsetParamsV2, width) - 24usize];
    [
        "Offset of field: cudaMemsetParamsV2::height",
    ][::core::mem::offset_of!(cudaMemsetParamsV2, height) - 32usize];
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
        "Size of cudaHostNodeParamsV2",
    ][::core::mem::size_of::<cudaHostNodeParamsV2>() - 16usize];
    [
        "Alignment of cudaHostNodeParamsV2",
    ][::core::mem::align_of::<cudaHostNodeParamsV2>() - 8usize];
    [
        "Offset of field: cudaHostNodeParamsV2::fn_",
    ][::core::mem::offset_of!(cudaHostNodeParamsV2, fn_) - 0usize];
    [
        "Offset of field: cudaHostNodeParamsV2::userData",
    ][::core::mem::offset_of!(cudaHostNodeParamsV2, userData) - 8usize];
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
        "Size of cudaResourceDesc__bindgen_ty_1__bindgen_ty_5",
    ][::core::mem::size_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_5>() - 128usize];
    [
        "Alignment of cudaResourceDesc__bindgen_ty_1__bindgen_ty_5",
    ][::core::mem::align_of::<cudaResourceDesc__bindgen_ty_1__bindgen_ty_5>() - 4usize];
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1__bindgen_ty_5::reserved",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1__bindgen_ty_5, reserved)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceDesc__bindgen_ty_1",
    ][::core::mem::size_of::<cudaResourceDesc__bindgen_ty_1>() - 128usize];
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
    [
        "Offset of field: cudaResourceDesc__bindgen_ty_1::reserved",
    ][::core::mem::offset_of!(cudaResourceDesc__bindgen_ty_1, reserved) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaResourceDesc"][::core::mem::size_of::<cudaResourceDesc>() - 144usize];
    [
        "Alignment of cudaResourceDesc",
    ][::core::mem::align_of::<cudaResourceDesc>() - 8usize];
    [
        "Offset of field: cudaResourceDesc::resType",
    ][::core::mem::offset_of!(cudaResourceDesc, resType) - 0usize];
    [
        "Offset of field: cudaResourceDesc::res",
    ][::core::mem::offset_of!(cudaResourceDesc, res) - 8usize];
    [
        "Offset of field: cudaResourceDesc::flags",
    ][::core::mem::offset_of!(cudaResourceDesc, flags) - 136usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaResourceViewDesc",
    ][::core::mem::size_of::<cudaResourceViewDesc>() - 112usize];
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
    [
        "Offset of field: cudaResourceViewDesc::reserved",
    ][::core::mem::offset_of!(cudaResourceViewDesc, reserved) - 48usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaPointerAttributes",
    ][::core::mem::size_of::<cudaPointerAttributes>() - 88usize];
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
    [
        "Offset of field: cudaPointerAttributes::reserved",
    ][::core::mem::offset_of!(cudaPointerAttributes, reserved) - 24usize];
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
        "Offset of field: cudaMemPoolProps::maxSize",
    ][::core::mem::offset_of!(cudaMemPoolProps, maxSize) - 24usize];
    [
        "Offset of field: cudaMemPoolProps::usage",
    ][::core::mem::offset_of!(cudaMemPoolProps, usage) - 32usize];
    [
        "Offset of field: cudaMemPoolProps::reserved",
    ][::core::mem::offset_of!(cudaMemPoolProps, reserved) - 34usize];
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
    [
        "Size of cudaMemAllocNodeParamsV2",
    ][::core::mem::size_of::<cudaMemAllocNodeParamsV2>() - 120usize];
    [
        "Alignment of cudaMemAllocNodeParamsV2",
    ][::core::mem::align_of::<cudaMemAllocNodeParamsV2>() - 8usize];
    [
        "Offset of field: cudaMemAllocNodeParamsV2::poolProps",
    ][::core::mem::offset_of!(cudaMemAllocNodeParamsV2, poolProps) - 0usize];
    [
        "Offset of field: cudaMemAllocNodeParamsV2::accessDescs",
    ][::core::mem::offset_of!(cudaMemAllocNodeParamsV2, accessDescs) - 88usize];
    [
        "Offset of field: cudaMemAllocNodeParamsV2::accessDescCount",
    ][::core::mem::offset_of!(cudaMemAllocNodeParamsV2, accessDescCount) - 96usize];
    [
        "Offset of field: cudaMemAllocNodeParamsV2::bytesize",
    ][::core::mem::offset_of!(cudaMemAllocNodeParamsV2, bytesize) - 104usize];
    [
        "Offset of field: cudaMemAllocNodeParamsV2::dptr",
    ][::core::mem::offset_of!(cudaMemAllocNodeParamsV2, dptr) - 112usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemFreeNodeParams",
    ][::core::mem::size_of::<cudaMemFreeNodeParams>() - 8usize];
    [
        "Alignment of cudaMemFreeNodeParams",
    ][::core::mem::align_of::<cudaMemFreeNodeParams>() - 8usize];
    [
        "Offset of field: cudaMemFreeNodeParams::dptr",
    ][::core::mem::offset_of!(cudaMemFreeNodeParams, dptr) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpyAttributes",
    ][::core::mem::size_of::<cudaMemcpyAttributes>() - 24usize];
    [
        "Alignment of cudaMemcpyAttributes",
    ][::core::mem::align_of::<cudaMemcpyAttributes>() - 4usize];
    [
        "Offset of field: cudaMemcpyAttributes::srcAccessOrder",
    ][::core::mem::offset_of!(cudaMemcpyAttributes, srcAccessOrder) - 0usize];
    [
        "Offset of field: cudaMemcpyAttributes::srcLocHint",
    ][::core::mem::offset_of!(cudaMemcpyAttributes, srcLocHint) - 4usize];
    [
        "Offset of field: cudaMemcpyAttributes::dstLocHint",
    ][::core::mem::offset_of!(cudaMemcpyAttributes, dstLocHint) - 12usize];
    [
        "Offset of field: cudaMemcpyAttributes::flags",
    ][::core::mem::offset_of!(cudaMemcpyAttributes, flags) - 20usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaOffset3D"][::core::mem::size_of::<cudaOffset3D>() - 24usize];
    ["Alignment of cudaOffset3D"][::core::mem::align_of::<cudaOffset3D>() - 8usize];
    [
        "Offset of field: cudaOffset3D::x",
    ][::core::mem::offset_of!(cudaOffset3D, x) - 0usize];
    [
        "Offset of field: cudaOffset3D::y",
    ][::core::mem::offset_of!(cudaOffset3D, y) - 8usize];
    [
        "Offset of field: cudaOffset3D::z",
    ][::core::mem::offset_of!(cudaOffset3D, z) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1>()
        - 32usize];
    [
        "Alignment of cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1::ptr",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1, ptr)
        - 0usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1::rowLength",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1, rowLength)
        - 8usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1::layerHeight",
    ][::core::mem::offset_of!(
        cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1, layerHeight
    ) - 16usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1::locHint",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_1, locHint)
        - 24usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::size_of::<cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2>()
        - 32usize];
    [
        "Alignment of cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2",
    ][::core::mem::align_of::<cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2>()
        - 8usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2::array",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2, array)
        - 0usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2::offset",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand__bindgen_ty_1__bindgen_ty_2, offset)
        - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpy3DOperand__bindgen_ty_1",
    ][::core::mem::size_of::<cudaMemcpy3DOperand__bindgen_ty_1>() - 32usize];
    [
        "Alignment of cudaMemcpy3DOperand__bindgen_ty_1",
    ][::core::mem::align_of::<cudaMemcpy3DOperand__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1::ptr",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand__bindgen_ty_1, ptr) - 0usize];
    [
        "Offset of field: cudaMemcpy3DOperand__bindgen_ty_1::array",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand__bindgen_ty_1, array) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpy3DOperand",
    ][::core::mem::size_of::<cudaMemcpy3DOperand>() - 40usize];
    [
        "Alignment of cudaMemcpy3DOperand",
    ][::core::mem::align_of::<cudaMemcpy3DOperand>() - 8usize];
    [
        "Offset of field: cudaMemcpy3DOperand::type_",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand, type_) - 0usize];
    [
        "Offset of field: cudaMemcpy3DOperand::op",
    ][::core::mem::offset_of!(cudaMemcpy3DOperand, op) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaMemcpy3DBatchOp",
    ][::core::mem::size_of::<cudaMemcpy3DBatchOp>() - 112usize];
    [
        "Alignment of cudaMemcpy3DBatchOp",
    ][::core::mem::align_of::<cudaMemcpy3DBatchOp>() - 8usize];
    [
        "Offset of field: cudaMemcpy3DBatchOp::src",
    ][::core::mem::offset_of!(cudaMemcpy3DBatchOp, src) - 0usize];
    [
        "Offset of field: cudaMemcpy3DBatchOp::dst",
    ][::core::mem::offset_of!(cudaMemcpy3DBatchOp, dst) - 40usize];
    [
        "Offset of field: cudaMemcpy3DBatchOp::extent",
    ][::core::mem::offset_of!(cudaMemcpy3DBatchOp, extent) - 80usize];
    [
        "Offset of field: cudaMemcpy3DBatchOp::srcAccessOrder",
    ][::core::mem::offset_of!(cudaMemcpy3DBatchOp, srcAccessOrder) - 104usize];
    [
        "Offset of field: cudaMemcpy3DBatchOp::flags",
    ][::core::mem::offset_of!(cudaMemcpy3DBatchOp, flags) - 108usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of cudaDeviceProp"][::core::mem::size_of::<cudaDeviceProp>() - 1008usize];
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
        "Offset of field: cudaDeviceProp::multiProcessorCount",
    ][::core::mem::offset_of!(cudaDeviceProp, multiProcessorCount) - 384usize];
    [
        "Offset of field: cudaDeviceProp::integrated",
    ][::core::mem::offset_of!(cudaDeviceProp, integrated) - 388usize];
    [
        "Offset of field: cudaDeviceProp::canMapHostMemory",
    ][::core::mem::offset_of!(cudaDeviceProp, canMapHostMemory) - 392usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture1D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture1D) - 396usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture1DMipmap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture1DMipmap) - 400usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2D) - 404usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DMipmap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DMipmap) - 412usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DLinear",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DLinear) - 420usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DGather",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DGather) - 432usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture3D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture3D) - 440usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture3DAlt",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture3DAlt) - 452usize];
    [
        "Offset of field: cudaDeviceProp::maxTextureCubemap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTextureCubemap) - 464usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture1DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture1DLayered) - 468usize];
    [
        "Offset of field: cudaDeviceProp::maxTexture2DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTexture2DLayered) - 476usize];
    [
        "Offset of field: cudaDeviceProp::maxTextureCubemapLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxTextureCubemapLayered) - 488usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface1D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface1D) - 496usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface2D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface2D) - 500usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface3D",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface3D) - 508usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface1DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface1DLayered) - 520usize];
    [
        "Offset of field: cudaDeviceProp::maxSurface2DLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurface2DLayered) - 528usize];
    [
        "Offset of field: cudaDeviceProp::maxSurfaceCubemap",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurfaceCubemap) - 540usize];
    [
        "Offset of field: cudaDeviceProp::maxSurfaceCubemapLayered",
    ][::core::mem::offset_of!(cudaDeviceProp, maxSurfaceCubemapLayered) - 544usize];
    [
        "Offset of field: cudaDeviceProp::surfaceAlignment",
    ][::core::mem::offset_of!(cudaDeviceProp, surfaceAlignment) - 552usize];
    [
        "Offset of field: cudaDeviceProp::concurrentKernels",
    ][::core::mem::offset_of!(cudaDeviceProp, concurrentKernels) - 560usize];
    [
        "Offset of field: cudaDeviceProp::ECCEnabled",
    ][::core::mem::offset_of!(cudaDeviceProp, ECCEnabled) - 564usize];
    [
        "Offset of field: cudaDeviceProp::pciBusID",
    ][::core::mem::offset_of!(cudaDeviceProp, pciBusID) - 568usize];
    [
        "Offset of field: cudaDeviceProp::pciDeviceID",
    ][::core::mem::offset_of!(cudaDeviceProp, pciDeviceID) - 572usize];
    [
        "Offset of field: cudaDeviceProp::pciDomainID",
    ][::core::mem::offset_of!(cudaDeviceProp, pciDomainID) - 576usize];
    [
        "Offset of field: cudaDeviceProp::tccDriver",
    ][::core::mem::offset_of!(cudaDeviceProp, tccDriver) - 580usize];
    [
        "Offset of field: cudaDeviceProp::asyncEngineCount",
    ][::core::mem::offset_of!(cudaDeviceProp, asyncEngineCount) - 584usize];
    [
        "Offset of field: cudaDeviceProp::unifiedAddressing",
    ][::core::mem::offset_of!(cudaDeviceProp, unifiedAddressing) - 588usize];
    [
        "Offset of field: cudaDeviceProp::memoryBusWidth",
    ][::core::mem::offset_of!(cudaDeviceProp, memoryBusWidth) - 592usize];
    [
        "Offset of field: cudaDeviceProp::l2CacheSize",
    ][::core::mem::offset_of!(cudaDeviceProp, l2CacheSize) - 596usize];
    [
        "Offset of field: cudaDeviceProp::persistingL2CacheMaxSize",
    ][::core::mem::offset_of!(cudaDeviceProp, persistingL2CacheMaxSize) - 600usize];
    [
        "Offset of field: cudaDeviceProp::maxThreadsPerMultiProcessor",
    ][::core::mem::offset_of!(cudaDeviceProp, maxThreadsPerMultiProcessor) - 604usize];
    [
        "Offset of field: cudaDeviceProp::streamPrioritiesSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, streamPrioritiesSupported) - 608usize];
    [
        "Offset of field: cudaDeviceProp::globalL1CacheSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, globalL1CacheSupported) - 612usize];
    [
        "Offset of field: cudaDeviceProp::localL1CacheSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, localL1CacheSupported) - 616usize];
    [
        "Offset of field: cudaDeviceProp::sharedMemPerMultiprocessor",
    ][::core::mem::offset_of!(cudaDeviceProp, sharedMemPerMultiprocessor) - 624usize];
    [
        "Offset of field: cudaDeviceProp::regsPerMultiprocessor",
    ][::core::mem::offset_of!(cudaDeviceProp, regsPerMultiprocessor) - 632usize];
    [
        "Offset of field: cudaDeviceProp::managedMemory",
    ][::core::mem::offset_of!(cudaDeviceProp, managedMemory) - 636usize];
    [
        "Offset of field: cudaDeviceProp::isMultiGpuBoard",
    ][::core::mem::offset_of!(cudaDeviceProp, isMultiGpuBoard) - 640usize];
    [
        "Offset of field: cudaDeviceProp::multiGpuBoardGroupID",
    ][::core::mem::offset_of!(cudaDeviceProp, multiGpuBoardGroupID) - 644usize];
    [
        "Offset of field: cudaDeviceProp::hostNativeAtomicSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, hostNativeAtomicSupported) - 648usize];
    [
        "Offset of field: cudaDeviceProp::pageableMemoryAccess",
    ][::core::mem::offset_of!(cudaDeviceProp, pageableMemoryAccess) - 652usize];
    [
        "Offset of field: cudaDeviceProp::concurrentManagedAccess",
    ][::core::mem::offset_of!(cudaDeviceProp, concurrentManagedAccess) - 656usize];
    [
        "Offset of field: cudaDeviceProp::computePreemptionSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, computePreemptionSupported) - 660usize];
    [
        "Offset of field: cudaDeviceProp::canUseHostPointerForRegisteredMem",
    ][::core::mem::offset_of!(cudaDeviceProp, canUseHostPointerForRegisteredMem)
        - 664usize];
    [
        "Offset of field: cudaDeviceProp::cooperativeLaunch",
    ][::core::mem::offset_of!(cudaDeviceProp, cooperativeLaunch) - 668usize];
    [
        "Offset of field: cudaDeviceProp::sharedMemPerBlockOptin",
    ][::core::mem::offset_of!(cudaDeviceProp, sharedMemPerBlockOptin) - 672usize];
    [
        "Offset of field: cudaDeviceProp::pageableMemoryAccessUsesHostPageTables",
    ][::core::mem::offset_of!(cudaDeviceProp, pageableMemoryAccessUsesHostPageTables)
        - 680usize];
    [
        "Offset of field: cudaDeviceProp::directManagedMemAccessFromHost",
    ][::core::mem::offset_of!(cudaDeviceProp, directManagedMemAccessFromHost)
        - 684usize];
    [
        "Offset of field: cudaDeviceProp::maxBlocksPerMultiProcessor",
    ][::core::mem::offset_of!(cudaDeviceProp, maxBlocksPerMultiProcessor) - 688usize];
    [
        "Offset of field: cudaDeviceProp::accessPolicyMaxWindowSize",
    ][::core::mem::offset_of!(cudaDeviceProp, accessPolicyMaxWindowSize) - 692usize];
    [
        "Offset of field: cudaDeviceProp::reservedSharedMemPerBlock",
    ][::core::mem::offset_of!(cudaDeviceProp, reservedSharedMemPerBlock) - 696usize];
    [
        "Offset of field: cudaDeviceProp::hostRegisterSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, hostRegisterSupported) - 704usize];
    [
        "Offset of field: cudaDeviceProp::sparseCudaArraySupported",
    ][::core::mem::offset_of!(cudaDeviceProp, sparseCudaArraySupported) - 708usize];
    [
        "Offset of field: cudaDeviceProp::hostRegisterReadOnlySupported",
    ][::core::mem::offset_of!(cudaDeviceProp, hostRegisterReadOnlySupported) - 712usize];
    [
        "Offset of field: cudaDeviceProp::timelineSemaphoreInteropSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, timelineSemaphoreInteropSupported)
        - 716usize];
    [
        "Offset of field: cudaDeviceProp::memoryPoolsSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, memoryPoolsSupported) - 720usize];
    [
        "Offset of field: cudaDeviceProp::gpuDirectRDMASupported",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuDirectRDMASupported) - 724usize];
    [
        "Offset of field: cudaDeviceProp::gpuDirectRDMAFlushWritesOptions",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuDirectRDMAFlushWritesOptions)
        - 728usize];
    [
        "Offset of field: cudaDeviceProp::gpuDirectRDMAWritesOrdering",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuDirectRDMAWritesOrdering) - 732usize];
    [
        "Offset of field: cudaDeviceProp::memoryPoolSupportedHandleTypes",
    ][::core::mem::offset_of!(cudaDeviceProp, memoryPoolSupportedHandleTypes)
        - 736usize];
    [
        "Offset of field: cudaDeviceProp::deferredMappingCudaArraySupported",
    ][::core::mem::offset_of!(cudaDeviceProp, deferredMappingCudaArraySupported)
        - 740usize];
    [
        "Offset of field: cudaDeviceProp::ipcEventSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, ipcEventSupported) - 744usize];
    [
        "Offset of field: cudaDeviceProp::clusterLaunch",
    ][::core::mem::offset_of!(cudaDeviceProp, clusterLaunch) - 748usize];
    [
        "Offset of field: cudaDeviceProp::unifiedFunctionPointers",
    ][::core::mem::offset_of!(cudaDeviceProp, unifiedFunctionPointers) - 752usize];
    [
        "Offset of field: cudaDeviceProp::deviceNumaConfig",
    ][::core::mem::offset_of!(cudaDeviceProp, deviceNumaConfig) - 756usize];
    [
        "Offset of field: cudaDeviceProp::deviceNumaId",
    ][::core::mem::offset_of!(cudaDeviceProp, deviceNumaId) - 760usize];
    [
        "Offset of field: cudaDeviceProp::mpsEnabled",
    ][::core::mem::offset_of!(cudaDeviceProp, mpsEnabled) - 764usize];
    [
        "Offset of field: cudaDeviceProp::hostNumaId",
    ][::core::mem::offset_of!(cudaDeviceProp, hostNumaId) - 768usize];
    [
        "Offset of field: cudaDeviceProp::gpuPciDeviceID",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuPciDeviceID) - 772usize];
    [
        "Offset of field: cudaDeviceProp::gpuPciSubsystemID",
    ][::core::mem::offset_of!(cudaDeviceProp, gpuPciSubsystemID) - 776usize];
    [
        "Offset of field: cudaDeviceProp::hostNumaMultinodeIpcSupported",
    ][::core::mem::offset_of!(cudaDeviceProp, hostNumaMultinodeIpcSupported) - 780usize];
    [
        "Offset of field: cudaDeviceProp::reserved",
    ][::core::mem::offset_of!(cudaDeviceProp, reserved) - 784usize];
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
        "Size of cudaMemFabricHandle_st",
    ][::core::mem::size_of::<cudaMemFabricHandle_st>() - 64usize];
    [
        "Alignment of cudaMemFabricHandle_st",
    ][::core::mem::align_of::<cudaMemFabricHandle_st>() - 1usize];
    [
        "Offset of field: cudaMemFabricHandle_st::reserved",
    ][::core::mem::offset_of!(cudaMemFabricHandle_st, reserved) - 0usize];
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
    ][::core::mem::size_of::<cudaExternalMemoryHandleDesc>() - 104usize];
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
    [
        "Offset of field: cudaExternalMemoryHandleDesc::reserved",
    ][::core::mem::offset_of!(cudaExternalMemoryHandleDesc, reserved) - 36usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalMemoryBufferDesc",
    ][::core::mem::size_of::<cudaExternalMemoryBufferDesc>() - 88usize];
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
    [
        "Offset of field: cudaExternalMemoryBufferDesc::reserved",
    ][::core::mem::offset_of!(cudaExternalMemoryBufferDesc, reserved) - 20usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaExternalMemoryMipmappedArrayDesc",
    ][::core::mem::size_of::<cudaExternalMemoryMipmappedArrayDesc>() - 128usize];
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
    [
        "Offset of field: cudaExternalMemoryMipmappedArrayDesc::reserved",
    ][::core::mem::offset_of!(cudaExternalMemoryMipmappedArrayDesc, reserved) - 64usize];
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
    ][::core::mem::size_of::<cudaExternalSemaphoreHandleDesc>() - 96usize];
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
    [
        "Offset of field: cudaExternalSemaphoreHandleDesc::reserved",
    ][::core::mem::offset_of!(cudaExternalSemaphoreHandleDesc, reserved) - 28usize];
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
    [
        "Size of cudalibraryHostUniversalFunctionAndDataTable",
    ][::core::mem::size_of::<cudalibraryHostUniversalFunctionAndDataTable>() - 32usize];
    [
        "Alignment of cudalibraryHostUniversalFunctionAndDataTable",
    ][::core::mem::align_of::<cudalibraryHostUniversalFunctionAndDataTable>() - 8usize];
    [
        "Offset of field: cudalibraryHostUniversalFunctionAndDataTable::functionTable",
    ][::core::mem::offset_of!(
        cudalibraryHostUniversalFunctionAndDataTable, functionTable
    ) - 0usize];
    [
        "Offset of field: cudalibraryHostUniversalFunctionAndDataTable::functionWindowSize",
    ][::core::mem::offset_of!(
        cudalibraryHostUniversalFunctionAndDataTable, functionWindowSize
    ) - 8usize];
    [
        "Offset of field: cudalibraryHostUniversalFunctionAndDataTable::dataTable",
    ][::core::mem::offset_of!(cudalibraryHostUniversalFunctionAndDataTable, dataTable)
        - 16usize];
    [
        "Offset of field: cudalibraryHostUniversalFunctionAndDataTable::dataWindowSize",
    ][::core::mem::offset_of!(
        cudalibraryHostUniversalFunctionAndDataTable, dataWindowSize
    ) - 24usize];
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
        "Size of cudaKernelNodeParamsV2",
    ][::core::mem::size_of::<cudaKernelNodeParamsV2>() - 56usize];
    [
        "Alignment of cudaKernelNodeParamsV2",
    ][::core::mem::align_of::<cudaKernelNodeParamsV2>() - 8usize];
    [
        "Offset of field: cudaKernelNodeParamsV2::func",
    ][::core::mem::offset_of!(cudaKernelNodeParamsV2, func) - 0usize];
    [
        "Offset of field: cudaKernelNodeParamsV2::gridDim",
    ][::core::mem::offset_of!(cudaKernelNodeParamsV2, gridDim) - 8usize];
    [
        "Offset of field: cudaKernelNodeParamsV2::blockDim",
    ][::core::mem::offset_of!(cudaKernelNodeParamsV2, blockDim) - 20usize];
    [
        "Offset of field: cudaKernelNodeParamsV2::sharedMemBytes",
    ][::core::mem::offset_of!(cudaKernelNodeParamsV2, sharedMemBytes) - 32usize];
    [
        "Offset of field: cudaKernelNodeParamsV2::kernelParams",
    ][::core::mem::offset_of!(cudaKernelNodeParamsV2, kernelParams) - 40usize];
    [
        "Offset of field: cudaKernelNodeParamsV2::extra",
    ][::core::mem::offset_of!(cudaKernelNodeParamsV2, extra) - 48usize];
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
        "Size of cudaExternalSemaphoreSignalNodeParamsV2",
    ][::core::mem::size_of::<cudaExternalSemaphoreSignalNodeParamsV2>() - 24usize];
    [
        "Alignment of cudaExternalSemaphoreSignalNodeParamsV2",
    ][::core::mem::align_of::<cudaExternalSemaphoreSignalNodeParamsV2>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalNodeParamsV2::extSemArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalNodeParamsV2, extSemArray)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalNodeParamsV2::paramsArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalNodeParamsV2, paramsArray)
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreSignalNodeParamsV2::numExtSems",
    ][::core::mem::offset_of!(cudaExternalSemaphoreSignalNodeParamsV2, numExtSems)
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
        "Size of cudaExternalSemaphoreWaitNodeParamsV2",
    ][::core::mem::size_of::<cudaExternalSemaphoreWaitNodeParamsV2>() - 24usize];
    [
        "Alignment of cudaExternalSemaphoreWaitNodeParamsV2",
    ][::core::mem::align_of::<cudaExternalSemaphoreWaitNodeParamsV2>() - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitNodeParamsV2::extSemArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitNodeParamsV2, extSemArray)
        - 0usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitNodeParamsV2::paramsArray",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitNodeParamsV2, paramsArray)
        - 8usize];
    [
        "Offset of field: cudaExternalSemaphoreWaitNodeParamsV2::numExtSems",
    ][::core::mem::offset_of!(cudaExternalSemaphoreWaitNodeParamsV2, numExtSems)
        - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaConditionalNodeParams",
    ][::core::mem::size_of::<cudaConditionalNodeParams>() - 24usize];
    [
        "Alignment of cudaConditionalNodeParams",
    ][::core::mem::align_of::<cudaConditionalNodeParams>() - 8usize];
    [
        "Offset of field: cudaConditionalNodeParams::handle",
    ][::core::mem::offset_of!(cudaConditionalNodeParams, handle) - 0usize];
    [
        "Offset of field: cudaConditionalNodeParams::type_",
    ][::core::mem::offset_of!(cudaConditionalNodeParams, type_) - 8usize];
    [
        "Offset of field: cudaConditionalNodeParams::size",
    ][::core::mem::offset_of!(cudaConditionalNodeParams, size) - 12usize];
    [
        "Offset of field: cudaConditionalNodeParams::phGraph_out",
    ][::core::mem::offset_of!(cudaConditionalNodeParams, phGraph_out) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaChildGraphNodeParams",
    ][::core::mem::size_of::<cudaChildGraphNodeParams>() - 16usize];
    [
        "Alignment of cudaChildGraphNodeParams",
    ][::core::mem::align_of::<cudaChildGraphNodeParams>() - 8usize];
    [
        "Offset of field: cudaChildGraphNodeParams::graph",
    ][::core::mem::offset_of!(cudaChildGraphNodeParams, graph) - 0usize];
    [
        "Offset of field: cudaChildGraphNodeParams::ownership",
    ][::core::mem::offset_of!(cudaChildGraphNodeParams, ownership) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaEventRecordNodeParams",
    ][::core::mem::size_of::<cudaEventRecordNodeParams>() - 8usize];
    [
        "Alignment of cudaEventRecordNodeParams",
    ][::core::mem::align_of::<cudaEventRecordNodeParams>() - 8usize];
    [
        "Offset of field: cudaEventRecordNodeParams::event",
    ][::core::mem::offset_of!(cudaEventRecordNodeParams, event) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaEventWaitNodeParams",
    ][::core::mem::size_of::<cudaEventWaitNodeParams>() - 8usize];
    [
        "Alignment of cudaEventWaitNodeParams",
    ][::core::mem::align_of::<cudaEventWaitNodeParams>() - 8usize];
    [
        "Offset of field: cudaEventWaitNodeParams::event",
    ][::core::mem::offset_of!(cudaEventWaitNodeParams, event) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaGraphNodeParams__bindgen_ty_1",
    ][::core::mem::size_of::<cudaGraphNodeParams__bindgen_ty_1>() - 232usize];
    [
        "Alignment of cudaGraphNodeParams__bindgen_ty_1",
    ][::core::mem::align_of::<cudaGraphNodeParams__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::reserved1",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, reserved1) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::kernel",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, kernel) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::memcpy",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, memcpy) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::memset",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, memset) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::host",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, host) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::graph",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, graph) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::eventWait",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, eventWait) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::eventRecord",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, eventRecord) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::extSemSignal",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, extSemSignal) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::extSemWait",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, extSemWait) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::alloc",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, alloc) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::free",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, free) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams__bindgen_ty_1::conditional",
    ][::core::mem::offset_of!(cudaGraphNodeParams__bindgen_ty_1, conditional) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaGraphNodeParams",
    ][::core::mem::size_of::<cudaGraphNodeParams>() - 256usize];
    [
        "Alignment of cudaGraphNodeParams",
    ][::core::mem::align_of::<cudaGraphNodeParams>() - 8usize];
    [
        "Offset of field: cudaGraphNodeParams::type_",
    ][::core::mem::offset_of!(cudaGraphNodeParams, type_) - 0usize];
    [
        "Offset of field: cudaGraphNodeParams::reserved0",
    ][::core::mem::offset_of!(cudaGraphNodeParams, reserved0) - 4usize];
    [
        "Offset of field: cudaGraphNodeParams::reserved2",
    ][::core::mem::offset_of!(cudaGraphNodeParams, reserved2) - 248usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaGraphEdgeData_st",
    ][::core::mem::size_of::<cudaGraphEdgeData_st>() - 8usize];
    [
        "Alignment of cudaGraphEdgeData_st",
    ][::core::mem::align_of::<cudaGraphEdgeData_st>() - 1usize];
    [
        "Offset of field: cudaGraphEdgeData_st::from_port",
    ][::core::mem::offset_of!(cudaGraphEdgeData_st, from_port) - 0usize];
    [
        "Offset of field: cudaGraphEdgeData_st::to_port",
    ][::core::mem::offset_of!(cudaGraphEdgeData_st, to_port) - 1usize];
    [
        "Offset of field: cudaGraphEdgeData_st::type_",
    ][::core::mem::offset_of!(cudaGraphEdgeData_st, type_) - 2usize];
    [
        "Offset of field: cudaGraphEdgeData_st::reserved",
    ][::core::mem::offset_of!(cudaGraphEdgeData_st, reserved) - 3usize];
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
        "Size of cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1>()
        - 24usize];
    [
        "Alignment of cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1::pValue",
    ][::core::mem::offset_of!(
        cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1, pValue
    ) - 0usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1::offset",
    ][::core::mem::offset_of!(
        cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1, offset
    ) - 8usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1::size",
    ][::core::mem::offset_of!(
        cudaGraphKernelNodeUpdate__bindgen_ty_1__bindgen_ty_1, size
    ) - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaGraphKernelNodeUpdate__bindgen_ty_1",
    ][::core::mem::size_of::<cudaGraphKernelNodeUpdate__bindgen_ty_1>() - 24usize];
    [
        "Alignment of cudaGraphKernelNodeUpdate__bindgen_ty_1",
    ][::core::mem::align_of::<cudaGraphKernelNodeUpdate__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate__bindgen_ty_1::gridDim",
    ][::core::mem::offset_of!(cudaGraphKernelNodeUpdate__bindgen_ty_1, gridDim)
        - 0usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate__bindgen_ty_1::param",
    ][::core::mem::offset_of!(cudaGraphKernelNodeUpdate__bindgen_ty_1, param) - 0usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate__bindgen_ty_1::isEnabled",
    ][::core::mem::offset_of!(cudaGraphKernelNodeUpdate__bindgen_ty_1, isEnabled)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaGraphKernelNodeUpdate",
    ][::core::mem::size_of::<cudaGraphKernelNodeUpdate>() - 40usize];
    [
        "Alignment of cudaGraphKernelNodeUpdate",
    ][::core::mem::align_of::<cudaGraphKernelNodeUpdate>() - 8usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate::node",
    ][::core::mem::offset_of!(cudaGraphKernelNodeUpdate, node) - 0usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate::field",
    ][::core::mem::offset_of!(cudaGraphKernelNodeUpdate, field) - 8usize];
    [
        "Offset of field: cudaGraphKernelNodeUpdate::updateData",
    ][::core::mem::offset_of!(cudaGraphKernelNodeUpdate, updateData) - 16usize];
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
        "Size of cudaLaunchAttributeValue__bindgen_ty_3",
    ][::core::mem::size_of::<cudaLaunchAttributeValue__bindgen_ty_3>() - 12usize];
    [
        "Alignment of cudaLaunchAttributeValue__bindgen_ty_3",
    ][::core::mem::align_of::<cudaLaunchAttributeValue__bindgen_ty_3>() - 4usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_3::x",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_3, x) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_3::y",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_3, y) - 4usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_3::z",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_3, z) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchAttributeValue__bindgen_ty_4",
    ][::core::mem::size_of::<cudaLaunchAttributeValue__bindgen_ty_4>() - 16usize];
    [
        "Alignment of cudaLaunchAttributeValue__bindgen_ty_4",
    ][::core::mem::align_of::<cudaLaunchAttributeValue__bindgen_ty_4>() - 8usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_4::event",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_4, event) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_4::flags",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_4, flags) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaLaunchAttributeValue__bindgen_ty_5",
    ][::core::mem::size_of::<cudaLaunchAttributeValue__bindgen_ty_5>() - 16usize];
    [
        "Alignment of cudaLaunchAttributeValue__bindgen_ty_5",
    ][::core::mem::align_of::<cudaLaunchAttributeValue__bindgen_ty_5>() - 8usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_5::deviceUpdatable",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_5, deviceUpdatable)
        - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue__bindgen_ty_5::devNode",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue__bindgen_ty_5, devNode) - 8usize];
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
    [
        "Offset of field: cudaLaunchAttributeValue::preferredClusterDim",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, preferredClusterDim) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::launchCompletionEvent",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, launchCompletionEvent) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::deviceUpdatableKernelNode",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, deviceUpdatableKernelNode)
        - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::sharedMemCarveout",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, sharedMemCarveout) - 0usize];
    [
        "Offset of field: cudaLaunchAttributeValue::nvlinkUtilCentricScheduling",
    ][::core::mem::offset_of!(cudaLaunchAttributeValue, nvlinkUtilCentricScheduling)
        - 0usize];
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
    [
        "Size of cudaAsyncNotificationInfo__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::size_of::<cudaAsyncNotificationInfo__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Alignment of cudaAsyncNotificationInfo__bindgen_ty_1__bindgen_ty_1",
    ][::core::mem::align_of::<cudaAsyncNotificationInfo__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: cudaAsyncNotificationInfo__bindgen_ty_1__bindgen_ty_1::bytesOverBudget",
    ][::core::mem::offset_of!(
        cudaAsyncNotificationInfo__bindgen_ty_1__bindgen_ty_1, bytesOverBudget
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaAsyncNotificationInfo__bindgen_ty_1",
    ][::core::mem::size_of::<cudaAsyncNotificationInfo__bindgen_ty_1>() - 8usize];
    [
        "Alignment of cudaAsyncNotificationInfo__bindgen_ty_1",
    ][::core::mem::align_of::<cudaAsyncNotificationInfo__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: cudaAsyncNotificationInfo__bindgen_ty_1::overBudget",
    ][::core::mem::offset_of!(cudaAsyncNotificationInfo__bindgen_ty_1, overBudget)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of cudaAsyncNotificationInfo",
    ][::core::mem::size_of::<cudaAsyncNotificationInfo>() - 16usize];
    [
        "Alignment of cudaAsyncNotificationInfo",
    ][::core::mem::align_of::<cudaAsyncNotificationInfo>() - 8usize];
    [
        "Offset of field: cudaAsyncNotificationInfo::type_",
    ][::core::mem::offset_of!(cudaAsyncNotificationInfo, type_) - 0usize];
    [
        "Offset of field: cudaAsyncNotificationInfo::info",
    ][::core::mem::offset_of!(cudaAsyncNotificationInfo, info) - 8usize];
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
    [
        "Size of nvmlPciInfoExt_v1_t",
    ][::core::mem::size_of::<nvmlPciInfoExt_v1_t>() - 64usize];
    [
        "Alignment of nvmlPciInfoExt_v1_t",
    ][::core::mem::align_of::<nvmlPciInfoExt_v1_t>() - 4usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::version",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::domain",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, domain) - 4usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::bus",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, bus) - 8usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::device",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, device) - 12usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::pciDeviceId",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, pciDeviceId) - 16usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::pciSubSystemId",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, pciSubSystemId) - 20usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::baseClass",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, baseClass) - 24usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::subClass",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, subClass) - 28usize];
    [
        "Offset of field: nvmlPciInfoExt_v1_t::busId",
    ][::core::mem::offset_of!(nvmlPciInfoExt_v1_t, busId) - 32usize];
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
        "Size of nvmlProcessDetail_v1_t",
    ][::core::mem::size_of::<nvmlProcessDetail_v1_t>() - 32usize];
    [
        "Alignment of nvmlProcessDetail_v1_t",
    ][::core::mem::align_of::<nvmlProcessDetail_v1_t>() - 8usize];
    [
        "Offset of field: nvmlProcessDetail_v1_t::pid",
    ][::core::mem::offset_of!(nvmlProcessDetail_v1_t, pid) - 0usize];
    [
        "Offset of field: nvmlProcessDetail_v1_t::usedGpuMemory",
    ][::core::mem::offset_of!(nvmlProcessDetail_v1_t, usedGpuMemory) - 8usize];
    [
        "Offset of field: nvmlProcessDetail_v1_t::gpuInstanceId",
    ][::core::mem::offset_of!(nvmlProcessDetail_v1_t, gpuInstanceId) - 16usize];
    [
        "Offset of field: nvmlProcessDetail_v1_t::computeInstanceId",
    ][::core::mem::offset_of!(nvmlProcessDetail_v1_t, computeInstanceId) - 20usize];
    [
        "Offset of field: nvmlProcessDetail_v1_t::usedGpuCcProtectedMemory",
    ][::core::mem::offset_of!(nvmlProcessDetail_v1_t, usedGpuCcProtectedMemory)
        - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlProcessDetailList_v1_t",
    ][::core::mem::size_of::<nvmlProcessDetailList_v1_t>() - 24usize];
    [
        "Alignment of nvmlProcessDetailList_v1_t",
    ][::core::mem::align_of::<nvmlProcessDetailList_v1_t>() - 8usize];
    [
        "Offset of field: nvmlProcessDetailList_v1_t::version",
    ][::core::mem::offset_of!(nvmlProcessDetailList_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlProcessDetailList_v1_t::mode",
    ][::core::mem::offset_of!(nvmlProcessDetailList_v1_t, mode) - 4usize];
    [
        "Offset of field: nvmlProcessDetailList_v1_t::numProcArrayEntries",
    ][::core::mem::offset_of!(nvmlProcessDetailList_v1_t, numProcArrayEntries) - 8usize];
    [
        "Offset of field: nvmlProcessDetailList_v1_t::procArray",
    ][::core::mem::offset_of!(nvmlProcessDetailList_v1_t, procArray) - 16usize];
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
        "Size of nvmlC2cModeInfo_v1_t",
    ][::core::mem::size_of::<nvmlC2cModeInfo_v1_t>() - 4usize];
    [
        "Alignment of nvmlC2cModeInfo_v1_t",
    ][::core::mem::align_of::<nvmlC2cModeInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlC2cModeInfo_v1_t::isC2cEnabled",
    ][::core::mem::offset_of!(nvmlC2cModeInfo_v1_t, isC2cEnabled) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlDeviceAddressingMode_v1_t",
    ][::core::mem::size_of::<nvmlDeviceAddressingMode_v1_t>() - 8usize];
    [
        "Alignment of nvmlDeviceAddressingMode_v1_t",
    ][::core::mem::align_of::<nvmlDeviceAddressingMode_v1_t>() - 4usize];
    [
        "Offset of field: nvmlDeviceAddressingMode_v1_t::version",
    ][::core::mem::offset_of!(nvmlDeviceAddressingMode_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlDeviceAddressingMode_v1_t::value",
    ][::core::mem::offset_of!(nvmlDeviceAddressingMode_v1_t, value) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlRepairStatus_v1_t",
    ][::core::mem::size_of::<nvmlRepairStatus_v1_t>() - 12usize];
    [
        "Alignment of nvmlRepairStatus_v1_t",
    ][::core::mem::align_of::<nvmlRepairStatus_v1_t>() - 4usize];
    [
        "Offset of field: nvmlRepairStatus_v1_t::version",
    ][::core::mem::offset_of!(nvmlRepairStatus_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlRepairStatus_v1_t::bChannelRepairPending",
    ][::core::mem::offset_of!(nvmlRepairStatus_v1_t, bChannelRepairPending) - 4usize];
    [
        "Offset of field: nvmlRepairStatus_v1_t::bTpcRepairPending",
    ][::core::mem::offset_of!(nvmlRepairStatus_v1_t, bTpcRepairPending) - 8usize];
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
        "Offset of field: nvmlValue_st::siVal",
    ][::core::mem::offset_of!(nvmlValue_st, siVal) - 0usize];
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
    [
        "Offset of field: nvmlValue_st::usVal",
    ][::core::mem::offset_of!(nvmlValue_st, usVal) - 0usize];
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
        "Size of nvmlCoolerInfo_v1_t",
    ][::core::mem::size_of::<nvmlCoolerInfo_v1_t>() - 16usize];
    [
        "Alignment of nvmlCoolerInfo_v1_t",
    ][::core::mem::align_of::<nvmlCoolerInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlCoolerInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlCoolerInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlCoolerInfo_v1_t::index",
    ][::core::mem::offset_of!(nvmlCoolerInfo_v1_t, index) - 4usize];
    [
        "Offset of field: nvmlCoolerInfo_v1_t::signalType",
    ][::core::mem::offset_of!(nvmlCoolerInfo_v1_t, signalType) - 8usize];
    [
        "Offset of field: nvmlCoolerInfo_v1_t::target",
    ][::core::mem::offset_of!(nvmlCoolerInfo_v1_t, target) - 12usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlUUIDValue_t"][::core::mem::size_of::<nvmlUUIDValue_t>() - 41usize];
    [
        "Alignment of nvmlUUIDValue_t",
    ][::core::mem::align_of::<nvmlUUIDValue_t>() - 1usize];
    [
        "Offset of field: nvmlUUIDValue_t::str_",
    ][::core::mem::offset_of!(nvmlUUIDValue_t, str_) - 0usize];
    [
        "Offset of field: nvmlUUIDValue_t::bytes",
    ][::core::mem::offset_of!(nvmlUUIDValue_t, bytes) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlUUID_v1_t"][::core::mem::size_of::<nvmlUUID_v1_t>() - 52usize];
    ["Alignment of nvmlUUID_v1_t"][::core::mem::align_of::<nvmlUUID_v1_t>() - 4usize];
    [
        "Offset of field: nvmlUUID_v1_t::version",
    ][::core::mem::offset_of!(nvmlUUID_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlUUID_v1_t::type_",
    ][::core::mem::offset_of!(nvmlUUID_v1_t, type_) - 4usize];
    [
        "Offset of field: nvmlUUID_v1_t::value",
    ][::core::mem::offset_of!(nvmlUUID_v1_t, value) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlPdi_v1_t"][::core::mem::size_of::<nvmlPdi_v1_t>() - 16usize];
    ["Alignment of nvmlPdi_v1_t"][::core::mem::align_of::<nvmlPdi_v1_t>() - 8usize];
    [
        "Offset of field: nvmlPdi_v1_t::version",
    ][::core::mem::offset_of!(nvmlPdi_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlPdi_v1_t::value",
    ][::core::mem::offset_of!(nvmlPdi_v1_t, value) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlDramEncryptionInfo_v1_t",
    ][::core::mem::size_of::<nvmlDramEncryptionInfo_v1_t>() - 8usize];
    [
        "Alignment of nvmlDramEncryptionInfo_v1_t",
    ][::core::mem::align_of::<nvmlDramEncryptionInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlDramEncryptionInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlDramEncryptionInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlDramEncryptionInfo_v1_t::encryptionState",
    ][::core::mem::offset_of!(nvmlDramEncryptionInfo_v1_t, encryptionState) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlMarginTemperature_v1_t",
    ][::core::mem::size_of::<nvmlMarginTemperature_v1_t>() - 8usize];
    [
        "Alignment of nvmlMarginTemperature_v1_t",
    ][::core::mem::align_of::<nvmlMarginTemperature_v1_t>() - 4usize];
    [
        "Offset of field: nvmlMarginTemperature_v1_t::version",
    ][::core::mem::offset_of!(nvmlMarginTemperature_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlMarginTemperature_v1_t::marginTemperature",
    ][::core::mem::offset_of!(nvmlMarginTemperature_v1_t, marginTemperature) - 4usize];
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
        "Size of nvmlClockOffset_v1_t",
    ][::core::mem::size_of::<nvmlClockOffset_v1_t>() - 24usize];
    [
        "Alignment of nvmlClockOffset_v1_t",
    ][::core::mem::align_of::<nvmlClockOffset_v1_t>() - 4usize];
    [
        "Offset of field: nvmlClockOffset_v1_t::version",
    ][::core::mem::offset_of!(nvmlClockOffset_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlClockOffset_v1_t::type_",
    ][::core::mem::offset_of!(nvmlClockOffset_v1_t, type_) - 4usize];
    [
        "Offset of field: nvmlClockOffset_v1_t::pstate",
    ][::core::mem::offset_of!(nvmlClockOffset_v1_t, pstate) - 8usize];
    [
        "Offset of field: nvmlClockOffset_v1_t::clockOffsetMHz",
    ][::core::mem::offset_of!(nvmlClockOffset_v1_t, clockOffsetMHz) - 12usize];
    [
        "Offset of field: nvmlClockOffset_v1_t::minClockOffsetMHz",
    ][::core::mem::offset_of!(nvmlClockOffset_v1_t, minClockOffsetMHz) - 16usize];
    [
        "Offset of field: nvmlClockOffset_v1_t::maxClockOffsetMHz",
    ][::core::mem::offset_of!(nvmlClockOffset_v1_t, maxClockOffsetMHz) - 20usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlFanSpeedInfo_v1_t",
    ][::core::mem::size_of::<nvmlFanSpeedInfo_v1_t>() - 12usize];
    [
        "Alignment of nvmlFanSpeedInfo_v1_t",
    ][::core::mem::align_of::<nvmlFanSpeedInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlFanSpeedInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlFanSpeedInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlFanSpeedInfo_v1_t::fan",
    ][::core::mem::offset_of!(nvmlFanSpeedInfo_v1_t, fan) - 4usize];
    [
        "Offset of field: nvmlFanSpeedInfo_v1_t::speed",
    ][::core::mem::offset_of!(nvmlFanSpeedInfo_v1_t, speed) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlDevicePerfModes_v1_t",
    ][::core::mem::size_of::<nvmlDevicePerfModes_v1_t>() - 2052usize];
    [
        "Alignment of nvmlDevicePerfModes_v1_t",
    ][::core::mem::align_of::<nvmlDevicePerfModes_v1_t>() - 4usize];
    [
        "Offset of field: nvmlDevicePerfModes_v1_t::version",
    ][::core::mem::offset_of!(nvmlDevicePerfModes_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlDevicePerfModes_v1_t::str_",
    ][::core::mem::offset_of!(nvmlDevicePerfModes_v1_t, str_) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlDeviceCurrentClockFreqs_v1_t",
    ][::core::mem::size_of::<nvmlDeviceCurrentClockFreqs_v1_t>() - 2052usize];
    [
        "Alignment of nvmlDeviceCurrentClockFreqs_v1_t",
    ][::core::mem::align_of::<nvmlDeviceCurrentClockFreqs_v1_t>() - 4usize];
    [
        "Offset of field: nvmlDeviceCurrentClockFreqs_v1_t::version",
    ][::core::mem::offset_of!(nvmlDeviceCurrentClockFreqs_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlDeviceCurrentClockFreqs_v1_t::str_",
    ][::core::mem::offset_of!(nvmlDeviceCurrentClockFreqs_v1_t, str_) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlDevicePowerMizerModes_v1_t",
    ][::core::mem::size_of::<nvmlDevicePowerMizerModes_v1_t>() - 12usize];
    [
        "Alignment of nvmlDevicePowerMizerModes_v1_t",
    ][::core::mem::align_of::<nvmlDevicePowerMizerModes_v1_t>() - 4usize];
    [
        "Offset of field: nvmlDevicePowerMizerModes_v1_t::currentMode",
    ][::core::mem::offset_of!(nvmlDevicePowerMizerModes_v1_t, currentMode) - 0usize];
    [
        "Offset of field: nvmlDevicePowerMizerModes_v1_t::mode",
    ][::core::mem::offset_of!(nvmlDevicePowerMizerModes_v1_t, mode) - 4usize];
    [
        "Offset of field: nvmlDevicePowerMizerModes_v1_t::supportedPowerMizerModes",
    ][::core::mem::offset_of!(nvmlDevicePowerMizerModes_v1_t, supportedPowerMizerModes)
        - 8usize];
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
        "Size of nvmlProcessUtilizationInfo_v1_t",
    ][::core::mem::size_of::<nvmlProcessUtilizationInfo_v1_t>() - 40usize];
    [
        "Alignment of nvmlProcessUtilizationInfo_v1_t",
    ][::core::mem::align_of::<nvmlProcessUtilizationInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::timeStamp",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, timeStamp) - 0usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::pid",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, pid) - 8usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::smUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, smUtil) - 12usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::memUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, memUtil) - 16usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::encUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, encUtil) - 20usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::decUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, decUtil) - 24usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::jpgUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, jpgUtil) - 28usize];
    [
        "Offset of field: nvmlProcessUtilizationInfo_v1_t::ofaUtil",
    ][::core::mem::offset_of!(nvmlProcessUtilizationInfo_v1_t, ofaUtil) - 32usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlProcessesUtilizationInfo_v1_t",
    ][::core::mem::size_of::<nvmlProcessesUtilizationInfo_v1_t>() - 24usize];
    [
        "Alignment of nvmlProcessesUtilizationInfo_v1_t",
    ][::core::mem::align_of::<nvmlProcessesUtilizationInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlProcessesUtilizationInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlProcessesUtilizationInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlProcessesUtilizationInfo_v1_t::processSamplesCount",
    ][::core::mem::offset_of!(nvmlProcessesUtilizationInfo_v1_t, processSamplesCount)
        - 4usize];
    [
        "Offset of field: nvmlProcessesUtilizationInfo_v1_t::lastSeenTimeStamp",
    ][::core::mem::offset_of!(nvmlProcessesUtilizationInfo_v1_t, lastSeenTimeStamp)
        - 8usize];
    [
        "Offset of field: nvmlProcessesUtilizationInfo_v1_t::procUtilArray",
    ][::core::mem::offset_of!(nvmlProcessesUtilizationInfo_v1_t, procUtilArray)
        - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlEccSramErrorStatus_v1_t",
    ][::core::mem::size_of::<nvmlEccSramErrorStatus_v1_t>() - 104usize];
    [
        "Alignment of nvmlEccSramErrorStatus_v1_t",
    ][::core::mem::align_of::<nvmlEccSramErrorStatus_v1_t>() - 8usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::version",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateUncParity",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateUncParity) - 8usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateUncSecDed",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateUncSecDed)
        - 16usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateCor",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateCor) - 24usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::volatileUncParity",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, volatileUncParity) - 32usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::volatileUncSecDed",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, volatileUncSecDed) - 40usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::volatileCor",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, volatileCor) - 48usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateUncBucketL2",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateUncBucketL2)
        - 56usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateUncBucketSm",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateUncBucketSm)
        - 64usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateUncBucketPcie",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateUncBucketPcie)
        - 72usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateUncBucketMcu",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateUncBucketMcu)
        - 80usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::aggregateUncBucketOther",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, aggregateUncBucketOther)
        - 88usize];
    [
        "Offset of field: nvmlEccSramErrorStatus_v1_t::bThresholdExceeded",
    ][::core::mem::offset_of!(nvmlEccSramErrorStatus_v1_t, bThresholdExceeded)
        - 96usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlPlatformInfo_v1_t",
    ][::core::mem::size_of::<nvmlPlatformInfo_v1_t>() - 44usize];
    [
        "Alignment of nvmlPlatformInfo_v1_t",
    ][::core::mem::align_of::<nvmlPlatformInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::ibGuid",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, ibGuid) - 4usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::rackGuid",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, rackGuid) - 20usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::chassisPhysicalSlotNumber",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, chassisPhysicalSlotNumber)
        - 36usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::computeSlotIndex",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, computeSlotIndex) - 37usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::nodeIndex",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, nodeIndex) - 38usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::peerType",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, peerType) - 39usize];
    [
        "Offset of field: nvmlPlatformInfo_v1_t::moduleId",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v1_t, moduleId) - 40usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlPlatformInfo_v2_t",
    ][::core::mem::size_of::<nvmlPlatformInfo_v2_t>() - 44usize];
    [
        "Alignment of nvmlPlatformInfo_v2_t",
    ][::core::mem::align_of::<nvmlPlatformInfo_v2_t>() - 4usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::version",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, version) - 0usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::ibGuid",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, ibGuid) - 4usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::chassisSerialNumber",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, chassisSerialNumber) - 20usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::slotNumber",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, slotNumber) - 36usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::trayIndex",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, trayIndex) - 37usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::hostId",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, hostId) - 38usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::peerType",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, peerType) - 39usize];
    [
        "Offset of field: nvmlPlatformInfo_v2_t::moduleId",
    ][::core::mem::offset_of!(nvmlPlatformInfo_v2_t, moduleId) - 40usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlHostname_v1_t"][::core::mem::size_of::<nvmlHostname_v1_t>() - 64usize];
    [
        "Alignment of nvmlHostname_v1_t",
    ][::core::mem::align_of::<nvmlHostname_v1_t>() - 1usize];
    [
        "Offset of field: nvmlHostname_v1_t::value",
    ][::core::mem::offset_of!(nvmlHostname_v1_t, value) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlEccSramUniqueUncorrectedErrorEntry_v1_t",
    ][::core::mem::size_of::<nvmlEccSramUniqueUncorrectedErrorEntry_v1_t>() - 28usize];
    [
        "Alignment of nvmlEccSramUniqueUncorrectedErrorEntry_v1_t",
    ][::core::mem::align_of::<nvmlEccSramUniqueUncorrectedErrorEntry_v1_t>() - 4usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorEntry_v1_t::unit",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorEntry_v1_t, unit)
        - 0usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorEntry_v1_t::location",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorEntry_v1_t, location)
        - 4usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorEntry_v1_t::sublocation",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorEntry_v1_t, sublocation)
        - 8usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorEntry_v1_t::extlocation",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorEntry_v1_t, extlocation)
        - 12usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorEntry_v1_t::address",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorEntry_v1_t, address)
        - 16usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorEntry_v1_t::isParity",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorEntry_v1_t, isParity)
        - 20usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorEntry_v1_t::count",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorEntry_v1_t, count)
        - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlEccSramUniqueUncorrectedErrorCounts_v1_t",
    ][::core::mem::size_of::<nvmlEccSramUniqueUncorrectedErrorCounts_v1_t>() - 16usize];
    [
        "Alignment of nvmlEccSramUniqueUncorrectedErrorCounts_v1_t",
    ][::core::mem::align_of::<nvmlEccSramUniqueUncorrectedErrorCounts_v1_t>() - 8usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorCounts_v1_t::version",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorCounts_v1_t, version)
        - 0usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorCounts_v1_t::entryCount",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorCounts_v1_t, entryCount)
        - 4usize];
    [
        "Offset of field: nvmlEccSramUniqueUncorrectedErrorCounts_v1_t::entries",
    ][::core::mem::offset_of!(nvmlEccSramUniqueUncorrectedErrorCounts_v1_t, entries)
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
    [
        "Size of nvmlPowerValue_v2_t",
    ][::core::mem::size_of::<nvmlPowerValue_v2_t>() - 12usize];
    [
        "Alignment of nvmlPowerValue_v2_t",
    ][::core::mem::align_of::<nvmlPowerValue_v2_t>() - 4usize];
    [
        "Offset of field: nvmlPowerValue_v2_t::version",
    ][::core::mem::offset_of!(nvmlPowerValue_v2_t, version) - 0usize];
    [
        "Offset of field: nvmlPowerValue_v2_t::powerScope",
    ][::core::mem::offset_of!(nvmlPowerValue_v2_t, powerScope) - 4usize];
    [
        "Offset of field: nvmlPowerValue_v2_t::powerValueMw",
    ][::core::mem::offset_of!(nvmlPowerValue_v2_t, powerValueMw) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuHeterogeneousMode_v1_t",
    ][::core::mem::size_of::<nvmlVgpuHeterogeneousMode_v1_t>() - 8usize];
    [
        "Alignment of nvmlVgpuHeterogeneousMode_v1_t",
    ][::core::mem::align_of::<nvmlVgpuHeterogeneousMode_v1_t>() - 4usize];
    [
        "Offset of field: nvmlVgpuHeterogeneousMode_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuHeterogeneousMode_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuHeterogeneousMode_v1_t::mode",
    ][::core::mem::offset_of!(nvmlVgpuHeterogeneousMode_v1_t, mode) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuPlacementId_v1_t",
    ][::core::mem::size_of::<nvmlVgpuPlacementId_v1_t>() - 8usize];
    [
        "Alignment of nvmlVgpuPlacementId_v1_t",
    ][::core::mem::align_of::<nvmlVgpuPlacementId_v1_t>() - 4usize];
    [
        "Offset of field: nvmlVgpuPlacementId_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuPlacementId_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuPlacementId_v1_t::placementId",
    ][::core::mem::offset_of!(nvmlVgpuPlacementId_v1_t, placementId) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuPlacementList_v1_t",
    ][::core::mem::size_of::<nvmlVgpuPlacementList_v1_t>() - 24usize];
    [
        "Alignment of nvmlVgpuPlacementList_v1_t",
    ][::core::mem::align_of::<nvmlVgpuPlacementList_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v1_t::placementSize",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v1_t, placementSize) - 4usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v1_t::count",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v1_t, count) - 8usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v1_t::placementIds",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v1_t, placementIds) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuPlacementList_v2_t",
    ][::core::mem::size_of::<nvmlVgpuPlacementList_v2_t>() - 32usize];
    [
        "Alignment of nvmlVgpuPlacementList_v2_t",
    ][::core::mem::align_of::<nvmlVgpuPlacementList_v2_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v2_t::version",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v2_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v2_t::placementSize",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v2_t, placementSize) - 4usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v2_t::count",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v2_t, count) - 8usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v2_t::placementIds",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v2_t, placementIds) - 16usize];
    [
        "Offset of field: nvmlVgpuPlacementList_v2_t::mode",
    ][::core::mem::offset_of!(nvmlVgpuPlacementList_v2_t, mode) - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuTypeBar1Info_v1_t",
    ][::core::mem::size_of::<nvmlVgpuTypeBar1Info_v1_t>() - 16usize];
    [
        "Alignment of nvmlVgpuTypeBar1Info_v1_t",
    ][::core::mem::align_of::<nvmlVgpuTypeBar1Info_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuTypeBar1Info_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuTypeBar1Info_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuTypeBar1Info_v1_t::bar1Size",
    ][::core::mem::offset_of!(nvmlVgpuTypeBar1Info_v1_t, bar1Size) - 8usize];
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
        "Size of nvmlVgpuInstanceUtilizationInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuInstanceUtilizationInfo_v1_t>() - 64usize];
    [
        "Alignment of nvmlVgpuInstanceUtilizationInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuInstanceUtilizationInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::timeStamp",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, timeStamp) - 0usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::vgpuInstance",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, vgpuInstance)
        - 8usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::smUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, smUtil) - 16usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::memUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, memUtil) - 24usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::encUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, encUtil) - 32usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::decUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, decUtil) - 40usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::jpgUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, jpgUtil) - 48usize];
    [
        "Offset of field: nvmlVgpuInstanceUtilizationInfo_v1_t::ofaUtil",
    ][::core::mem::offset_of!(nvmlVgpuInstanceUtilizationInfo_v1_t, ofaUtil) - 56usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuInstancesUtilizationInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuInstancesUtilizationInfo_v1_t>() - 32usize];
    [
        "Alignment of nvmlVgpuInstancesUtilizationInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuInstancesUtilizationInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuInstancesUtilizationInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuInstancesUtilizationInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuInstancesUtilizationInfo_v1_t::sampleValType",
    ][::core::mem::offset_of!(nvmlVgpuInstancesUtilizationInfo_v1_t, sampleValType)
        - 4usize];
    [
        "Offset of field: nvmlVgpuInstancesUtilizationInfo_v1_t::vgpuInstanceCount",
    ][::core::mem::offset_of!(nvmlVgpuInstancesUtilizationInfo_v1_t, vgpuInstanceCount)
        - 8usize];
    [
        "Offset of field: nvmlVgpuInstancesUtilizationInfo_v1_t::lastSeenTimeStamp",
    ][::core::mem::offset_of!(nvmlVgpuInstancesUtilizationInfo_v1_t, lastSeenTimeStamp)
        - 16usize];
    [
        "Offset of field: nvmlVgpuInstancesUtilizationInfo_v1_t::vgpuUtilArray",
    ][::core::mem::offset_of!(nvmlVgpuInstancesUtilizationInfo_v1_t, vgpuUtilArray)
        - 24usize];
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
        "Size of nvmlVgpuProcessUtilizationInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuProcessUtilizationInfo_v1_t>() - 104usize];
    [
        "Alignment of nvmlVgpuProcessUtilizationInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuProcessUtilizationInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::processName",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, processName)
        - 0usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::timeStamp",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, timeStamp) - 64usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::vgpuInstance",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, vgpuInstance)
        - 72usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::pid",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, pid) - 76usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::smUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, smUtil) - 80usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::memUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, memUtil) - 84usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::encUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, encUtil) - 88usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::decUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, decUtil) - 92usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::jpgUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, jpgUtil) - 96usize];
    [
        "Offset of field: nvmlVgpuProcessUtilizationInfo_v1_t::ofaUtil",
    ][::core::mem::offset_of!(nvmlVgpuProcessUtilizationInfo_v1_t, ofaUtil) - 100usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuProcessesUtilizationInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuProcessesUtilizationInfo_v1_t>() - 24usize];
    [
        "Alignment of nvmlVgpuProcessesUtilizationInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuProcessesUtilizationInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuProcessesUtilizationInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuProcessesUtilizationInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuProcessesUtilizationInfo_v1_t::vgpuProcessCount",
    ][::core::mem::offset_of!(nvmlVgpuProcessesUtilizationInfo_v1_t, vgpuProcessCount)
        - 4usize];
    [
        "Offset of field: nvmlVgpuProcessesUtilizationInfo_v1_t::lastSeenTimeStamp",
    ][::core::mem::offset_of!(nvmlVgpuProcessesUtilizationInfo_v1_t, lastSeenTimeStamp)
        - 8usize];
    [
        "Offset of field: nvmlVgpuProcessesUtilizationInfo_v1_t::vgpuProcUtilArray",
    ][::core::mem::offset_of!(nvmlVgpuProcessesUtilizationInfo_v1_t, vgpuProcUtilArray)
        - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuRuntimeState_v1_t",
    ][::core::mem::size_of::<nvmlVgpuRuntimeState_v1_t>() - 16usize];
    [
        "Alignment of nvmlVgpuRuntimeState_v1_t",
    ][::core::mem::align_of::<nvmlVgpuRuntimeState_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuRuntimeState_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuRuntimeState_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuRuntimeState_v1_t::size",
    ][::core::mem::offset_of!(nvmlVgpuRuntimeState_v1_t, size) - 8usize];
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
        "Offset of field: nvmlVgpuSchedulerLog_st::arrMode",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLog_st, arrMode) - 8usize];
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
        "Offset of field: nvmlVgpuSchedulerGetState_st::arrMode",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerGetState_st, arrMode) - 4usize];
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
        "Size of nvmlVgpuTypeIdInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuTypeIdInfo_v1_t>() - 16usize];
    [
        "Alignment of nvmlVgpuTypeIdInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuTypeIdInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuTypeIdInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuTypeIdInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuTypeIdInfo_v1_t::vgpuCount",
    ][::core::mem::offset_of!(nvmlVgpuTypeIdInfo_v1_t, vgpuCount) - 4usize];
    [
        "Offset of field: nvmlVgpuTypeIdInfo_v1_t::vgpuTypeIds",
    ][::core::mem::offset_of!(nvmlVgpuTypeIdInfo_v1_t, vgpuTypeIds) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuTypeMaxInstance_v1_t",
    ][::core::mem::size_of::<nvmlVgpuTypeMaxInstance_v1_t>() - 12usize];
    [
        "Alignment of nvmlVgpuTypeMaxInstance_v1_t",
    ][::core::mem::align_of::<nvmlVgpuTypeMaxInstance_v1_t>() - 4usize];
    [
        "Offset of field: nvmlVgpuTypeMaxInstance_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuTypeMaxInstance_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuTypeMaxInstance_v1_t::vgpuTypeId",
    ][::core::mem::offset_of!(nvmlVgpuTypeMaxInstance_v1_t, vgpuTypeId) - 4usize];
    [
        "Offset of field: nvmlVgpuTypeMaxInstance_v1_t::maxInstancePerGI",
    ][::core::mem::offset_of!(nvmlVgpuTypeMaxInstance_v1_t, maxInstancePerGI) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlActiveVgpuInstanceInfo_v1_t",
    ][::core::mem::size_of::<nvmlActiveVgpuInstanceInfo_v1_t>() - 16usize];
    [
        "Alignment of nvmlActiveVgpuInstanceInfo_v1_t",
    ][::core::mem::align_of::<nvmlActiveVgpuInstanceInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlActiveVgpuInstanceInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlActiveVgpuInstanceInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlActiveVgpuInstanceInfo_v1_t::vgpuCount",
    ][::core::mem::offset_of!(nvmlActiveVgpuInstanceInfo_v1_t, vgpuCount) - 4usize];
    [
        "Offset of field: nvmlActiveVgpuInstanceInfo_v1_t::vgpuInstances",
    ][::core::mem::offset_of!(nvmlActiveVgpuInstanceInfo_v1_t, vgpuInstances) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerState_v1_t",
    ][::core::mem::size_of::<nvmlVgpuSchedulerState_v1_t>() - 24usize];
    [
        "Alignment of nvmlVgpuSchedulerState_v1_t",
    ][::core::mem::align_of::<nvmlVgpuSchedulerState_v1_t>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerState_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerState_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerState_v1_t::engineId",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerState_v1_t, engineId) - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerState_v1_t::schedulerPolicy",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerState_v1_t, schedulerPolicy) - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerState_v1_t::enableARRMode",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerState_v1_t, enableARRMode) - 12usize];
    [
        "Offset of field: nvmlVgpuSchedulerState_v1_t::schedulerParams",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerState_v1_t, schedulerParams) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerStateInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuSchedulerStateInfo_v1_t>() - 24usize];
    [
        "Alignment of nvmlVgpuSchedulerStateInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuSchedulerStateInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerStateInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerStateInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerStateInfo_v1_t::engineId",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerStateInfo_v1_t, engineId) - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerStateInfo_v1_t::schedulerPolicy",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerStateInfo_v1_t, schedulerPolicy)
        - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerStateInfo_v1_t::arrMode",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerStateInfo_v1_t, arrMode) - 12usize];
    [
        "Offset of field: nvmlVgpuSchedulerStateInfo_v1_t::schedulerParams",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerStateInfo_v1_t, schedulerParams)
        - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuSchedulerLogInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuSchedulerLogInfo_v1_t>() - 9632usize];
    [
        "Alignment of nvmlVgpuSchedulerLogInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuSchedulerLogInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogInfo_v1_t::engineId",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogInfo_v1_t, engineId) - 4usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogInfo_v1_t::schedulerPolicy",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogInfo_v1_t, schedulerPolicy) - 8usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogInfo_v1_t::arrMode",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogInfo_v1_t, arrMode) - 12usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogInfo_v1_t::schedulerParams",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogInfo_v1_t, schedulerParams) - 16usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogInfo_v1_t::entriesCount",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogInfo_v1_t, entriesCount) - 24usize];
    [
        "Offset of field: nvmlVgpuSchedulerLogInfo_v1_t::logEntries",
    ][::core::mem::offset_of!(nvmlVgpuSchedulerLogInfo_v1_t, logEntries) - 32usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlVgpuCreatablePlacementInfo_v1_t",
    ][::core::mem::size_of::<nvmlVgpuCreatablePlacementInfo_v1_t>() - 32usize];
    [
        "Alignment of nvmlVgpuCreatablePlacementInfo_v1_t",
    ][::core::mem::align_of::<nvmlVgpuCreatablePlacementInfo_v1_t>() - 8usize];
    [
        "Offset of field: nvmlVgpuCreatablePlacementInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlVgpuCreatablePlacementInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlVgpuCreatablePlacementInfo_v1_t::vgpuTypeId",
    ][::core::mem::offset_of!(nvmlVgpuCreatablePlacementInfo_v1_t, vgpuTypeId) - 4usize];
    [
        "Offset of field: nvmlVgpuCreatablePlacementInfo_v1_t::count",
    ][::core::mem::offset_of!(nvmlVgpuCreatablePlacementInfo_v1_t, count) - 8usize];
    [
        "Offset of field: nvmlVgpuCreatablePlacementInfo_v1_t::placementIds",
    ][::core::mem::offset_of!(nvmlVgpuCreatablePlacementInfo_v1_t, placementIds)
        - 16usize];
    [
        "Offset of field: nvmlVgpuCreatablePlacementInfo_v1_t::placementSize",
    ][::core::mem::offset_of!(nvmlVgpuCreatablePlacementInfo_v1_t, placementSize)
        - 24usize];
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
        "Size of nvmlSystemEventSetCreateRequest_v1_t",
    ][::core::mem::size_of::<nvmlSystemEventSetCreateRequest_v1_t>() - 16usize];
    [
        "Alignment of nvmlSystemEventSetCreateRequest_v1_t",
    ][::core::mem::align_of::<nvmlSystemEventSetCreateRequest_v1_t>() - 8usize];
    [
        "Offset of field: nvmlSystemEventSetCreateRequest_v1_t::version",
    ][::core::mem::offset_of!(nvmlSystemEventSetCreateRequest_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlSystemEventSetCreateRequest_v1_t::set",
    ][::core::mem::offset_of!(nvmlSystemEventSetCreateRequest_v1_t, set) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlSystemEventSetFreeRequest_v1_t",
    ][::core::mem::size_of::<nvmlSystemEventSetFreeRequest_v1_t>() - 16usize];
    [
        "Alignment of nvmlSystemEventSetFreeRequest_v1_t",
    ][::core::mem::align_of::<nvmlSystemEventSetFreeRequest_v1_t>() - 8usize];
    [
        "Offset of field: nvmlSystemEventSetFreeRequest_v1_t::version",
    ][::core::mem::offset_of!(nvmlSystemEventSetFreeRequest_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlSystemEventSetFreeRequest_v1_t::set",
    ][::core::mem::offset_of!(nvmlSystemEventSetFreeRequest_v1_t, set) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlSystemRegisterEventRequest_v1_t",
    ][::core::mem::size_of::<nvmlSystemRegisterEventRequest_v1_t>() - 24usize];
    [
        "Alignment of nvmlSystemRegisterEventRequest_v1_t",
    ][::core::mem::align_of::<nvmlSystemRegisterEventRequest_v1_t>() - 8usize];
    [
        "Offset of field: nvmlSystemRegisterEventRequest_v1_t::version",
    ][::core::mem::offset_of!(nvmlSystemRegisterEventRequest_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlSystemRegisterEventRequest_v1_t::eventTypes",
    ][::core::mem::offset_of!(nvmlSystemRegisterEventRequest_v1_t, eventTypes) - 8usize];
    [
        "Offset of field: nvmlSystemRegisterEventRequest_v1_t::set",
    ][::core::mem::offset_of!(nvmlSystemRegisterEventRequest_v1_t, set) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlSystemEventData_v1_t",
    ][::core::mem::size_of::<nvmlSystemEventData_v1_t>() - 16usize];
    [
        "Alignment of nvmlSystemEventData_v1_t",
    ][::core::mem::align_of::<nvmlSystemEventData_v1_t>() - 8usize];
    [
        "Offset of field: nvmlSystemEventData_v1_t::eventType",
    ][::core::mem::offset_of!(nvmlSystemEventData_v1_t, eventType) - 0usize];
    [
        "Offset of field: nvmlSystemEventData_v1_t::gpuId",
    ][::core::mem::offset_of!(nvmlSystemEventData_v1_t, gpuId) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlSystemEventSetWaitRequest_v1_t",
    ][::core::mem::size_of::<nvmlSystemEventSetWaitRequest_v1_t>() - 32usize];
    [
        "Alignment of nvmlSystemEventSetWaitRequest_v1_t",
    ][::core::mem::align_of::<nvmlSystemEventSetWaitRequest_v1_t>() - 8usize];
    [
        "Offset of field: nvmlSystemEventSetWaitRequest_v1_t::version",
    ][::core::mem::offset_of!(nvmlSystemEventSetWaitRequest_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlSystemEventSetWaitRequest_v1_t::timeoutms",
    ][::core::mem::offset_of!(nvmlSystemEventSetWaitRequest_v1_t, timeoutms) - 4usize];
    [
        "Offset of field: nvmlSystemEventSetWaitRequest_v1_t::set",
    ][::core::mem::offset_of!(nvmlSystemEventSetWaitRequest_v1_t, set) - 8usize];
    [
        "Offset of field: nvmlSystemEventSetWaitRequest_v1_t::data",
    ][::core::mem::offset_of!(nvmlSystemEventSetWaitRequest_v1_t, data) - 16usize];
    [
        "Offset of field: nvmlSystemEventSetWaitRequest_v1_t::dataSize",
    ][::core::mem::offset_of!(nvmlSystemEventSetWaitRequest_v1_t, dataSize) - 24usize];
    [
        "Offset of field: nvmlSystemEventSetWaitRequest_v1_t::numEvent",
    ][::core::mem::offset_of!(nvmlSystemEventSetWaitRequest_v1_t, numEvent) - 28usize];
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
        "Size of nvmlConfComputeSystemCaps_st",
    ][::core::mem::size_of::<nvmlConfComputeSystemCaps_st>() - 8usize];
    [
        "Alignment of nvmlConfComputeSystemCaps_st",
    ][::core::mem::align_of::<nvmlConfComputeSystemCaps_st>() - 4usize];
    [
        "Offset of field: nvmlConfComputeSystemCaps_st::cpuCaps",
    ][::core::mem::offset_of!(nvmlConfComputeSystemCaps_st, cpuCaps) - 0usize];
    [
        "Offset of field: nvmlConfComputeSystemCaps_st::gpusCaps",
    ][::core::mem::offset_of!(nvmlConfComputeSystemCaps_st, gpusCaps) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlConfComputeSystemState_st",
    ][::core::mem::size_of::<nvmlConfComputeSystemState_st>() - 12usize];
    [
        "Alignment of nvmlConfComputeSystemState_st",
    ][::core::mem::align_of::<nvmlConfComputeSystemState_st>() - 4usize];
    [
        "Offset of field: nvmlConfComputeSystemState_st::environment",
    ][::core::mem::offset_of!(nvmlConfComputeSystemState_st, environment) - 0usize];
    [
        "Offset of field: nvmlConfComputeSystemState_st::ccFeature",
    ][::core::mem::offset_of!(nvmlConfComputeSystemState_st, ccFeature) - 4usize];
    [
        "Offset of field: nvmlConfComputeSystemState_st::devToolsMode",
    ][::core::mem::offset_of!(nvmlConfComputeSystemState_st, devToolsMode) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlSystemConfComputeSettings_v1_t",
    ][::core::mem::size_of::<nvmlSystemConfComputeSettings_v1_t>() - 20usize];
    [
        "Alignment of nvmlSystemConfComputeSettings_v1_t",
    ][::core::mem::align_of::<nvmlSystemConfComputeSettings_v1_t>() - 4usize];
    [
        "Offset of field: nvmlSystemConfComputeSettings_v1_t::version",
    ][::core::mem::offset_of!(nvmlSystemConfComputeSettings_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlSystemConfComputeSettings_v1_t::environment",
    ][::core::mem::offset_of!(nvmlSystemConfComputeSettings_v1_t, environment) - 4usize];
    [
        "Offset of field: nvmlSystemConfComputeSettings_v1_t::ccFeature",
    ][::core::mem::offset_of!(nvmlSystemConfComputeSettings_v1_t, ccFeature) - 8usize];
    [
        "Offset of field: nvmlSystemConfComputeSettings_v1_t::devToolsMode",
    ][::core::mem::offset_of!(nvmlSystemConfComputeSettings_v1_t, devToolsMode)
        - 12usize];
    [
        "Offset of field: nvmlSystemConfComputeSettings_v1_t::multiGpuMode",
    ][::core::mem::offset_of!(nvmlSystemConfComputeSettings_v1_t, multiGpuMode)
        - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlConfComputeMemSizeInfo_st",
    ][::core::mem::size_of::<nvmlConfComputeMemSizeInfo_st>() - 16usize];
    [
        "Alignment of nvmlConfComputeMemSizeInfo_st",
    ][::core::mem::align_of::<nvmlConfComputeMemSizeInfo_st>() - 8usize];
    [
        "Offset of field: nvmlConfComputeMemSizeInfo_st::protectedMemSizeKib",
    ][::core::mem::offset_of!(nvmlConfComputeMemSizeInfo_st, protectedMemSizeKib)
        - 0usize];
    [
        "Offset of field: nvmlConfComputeMemSizeInfo_st::unprotectedMemSizeKib",
    ][::core::mem::offset_of!(nvmlConfComputeMemSizeInfo_st, unprotectedMemSizeKib)
        - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlConfComputeGpuCertificate_st",
    ][::core::mem::size_of::<nvmlConfComputeGpuCertificate_st>() - 9224usize];
    [
        "Alignment of nvmlConfComputeGpuCertificate_st",
    ][::core::mem::align_of::<nvmlConfComputeGpuCertificate_st>() - 4usize];
    [
        "Offset of field: nvmlConfComputeGpuCertificate_st::certChainSize",
    ][::core::mem::offset_of!(nvmlConfComputeGpuCertificate_st, certChainSize) - 0usize];
    [
        "Offset of field: nvmlConfComputeGpuCertificate_st::attestationCertChainSize",
    ][::core::mem::offset_of!(nvmlConfComputeGpuCertificate_st, attestationCertChainSize)
        - 4usize];
    [
        "Offset of field: nvmlConfComputeGpuCertificate_st::certChain",
    ][::core::mem::offset_of!(nvmlConfComputeGpuCertificate_st, certChain) - 8usize];
    [
        "Offset of field: nvmlConfComputeGpuCertificate_st::attestationCertChain",
    ][::core::mem::offset_of!(nvmlConfComputeGpuCertificate_st, attestationCertChain)
        - 4104usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlConfComputeGpuAttestationReport_st",
    ][::core::mem::size_of::<nvmlConfComputeGpuAttestationReport_st>() - 12332usize];
    [
        "Alignment of nvmlConfComputeGpuAttestationReport_st",
    ][::core::mem::align_of::<nvmlConfComputeGpuAttestationReport_st>() - 4usize];
    [
        "Offset of field: nvmlConfComputeGpuAttestationReport_st::isCecAttestationReportPresent",
    ][::core::mem::offset_of!(
        nvmlConfComputeGpuAttestationReport_st, isCecAttestationReportPresent
    ) - 0usize];
    [
        "Offset of field: nvmlConfComputeGpuAttestationReport_st::attestationReportSize",
    ][::core::mem::offset_of!(
        nvmlConfComputeGpuAttestationReport_st, attestationReportSize
    ) - 4usize];
    [
        "Offset of field: nvmlConfComputeGpuAttestationReport_st::cecAttestationReportSize",
    ][::core::mem::offset_of!(
        nvmlConfComputeGpuAttestationReport_st, cecAttestationReportSize
    ) - 8usize];
    [
        "Offset of field: nvmlConfComputeGpuAttestationReport_st::nonce",
    ][::core::mem::offset_of!(nvmlConfComputeGpuAttestationReport_st, nonce) - 12usize];
    [
        "Offset of field: nvmlConfComputeGpuAttestationReport_st::attestationReport",
    ][::core::mem::offset_of!(nvmlConfComputeGpuAttestationReport_st, attestationReport)
        - 44usize];
    [
        "Offset of field: nvmlConfComputeGpuAttestationReport_st::cecAttestationReport",
    ][::core::mem::offset_of!(
        nvmlConfComputeGpuAttestationReport_st, cecAttestationReport
    ) - 8236usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlConfComputeSetKeyRotationThresholdInfo_st",
    ][::core::mem::size_of::<nvmlConfComputeSetKeyRotationThresholdInfo_st>() - 16usize];
    [
        "Alignment of nvmlConfComputeSetKeyRotationThresholdInfo_st",
    ][::core::mem::align_of::<nvmlConfComputeSetKeyRotationThresholdInfo_st>() - 8usize];
    [
        "Offset of field: nvmlConfComputeSetKeyRotationThresholdInfo_st::version",
    ][::core::mem::offset_of!(nvmlConfComputeSetKeyRotationThresholdInfo_st, version)
        - 0usize];
    [
        "Offset of field: nvmlConfComputeSetKeyRotationThresholdInfo_st::maxAttackerAdvantage",
    ][::core::mem::offset_of!(
        nvmlConfComputeSetKeyRotationThresholdInfo_st, maxAttackerAdvantage
    ) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlConfComputeGetKeyRotationThresholdInfo_st",
    ][::core::mem::size_of::<nvmlConfComputeGetKeyRotationThresholdInfo_st>() - 16usize];
    [
        "Alignment of nvmlConfComputeGetKeyRotationThresholdInfo_st",
    ][::core::mem::align_of::<nvmlConfComputeGetKeyRotationThresholdInfo_st>() - 8usize];
    [
        "Offset of field: nvmlConfComputeGetKeyRotationThresholdInfo_st::version",
    ][::core::mem::offset_of!(nvmlConfComputeGetKeyRotationThresholdInfo_st, version)
        - 0usize];
    [
        "Offset of field: nvmlConfComputeGetKeyRotationThresholdInfo_st::attackerAdvantage",
    ][::core::mem::offset_of!(
        nvmlConfComputeGetKeyRotationThresholdInfo_st, attackerAdvantage
    ) - 8usize];
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
        "Offset of field: nvmlGpuFabricInfo_t::cliqueId",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_t, cliqueId) - 20usize];
    [
        "Offset of field: nvmlGpuFabricInfo_t::state",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_t, state) - 24usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuFabricInfo_v2_t",
    ][::core::mem::size_of::<nvmlGpuFabricInfo_v2_t>() - 36usize];
    [
        "Alignment of nvmlGpuFabricInfo_v2_t",
    ][::core::mem::align_of::<nvmlGpuFabricInfo_v2_t>() - 4usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v2_t::version",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v2_t, version) - 0usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v2_t::clusterUuid",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v2_t, clusterUuid) - 4usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v2_t::status",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v2_t, status) - 20usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v2_t::cliqueId",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v2_t, cliqueId) - 24usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v2_t::state",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v2_t, state) - 28usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v2_t::healthMask",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v2_t, healthMask) - 32usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlGpuFabricInfo_v3_t",
    ][::core::mem::size_of::<nvmlGpuFabricInfo_v3_t>() - 40usize];
    [
        "Alignment of nvmlGpuFabricInfo_v3_t",
    ][::core::mem::align_of::<nvmlGpuFabricInfo_v3_t>() - 4usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v3_t::version",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v3_t, version) - 0usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v3_t::clusterUuid",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v3_t, clusterUuid) - 4usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v3_t::status",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v3_t, status) - 20usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v3_t::cliqueId",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v3_t, cliqueId) - 24usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v3_t::state",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v3_t, state) - 28usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v3_t::healthMask",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v3_t, healthMask) - 32usize];
    [
        "Offset of field: nvmlGpuFabricInfo_v3_t::healthSummary",
    ][::core::mem::offset_of!(nvmlGpuFabricInfo_v3_t, healthSummary) - 36usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlSystemDriverBranchInfo_v1_t",
    ][::core::mem::size_of::<nvmlSystemDriverBranchInfo_v1_t>() - 84usize];
    [
        "Alignment of nvmlSystemDriverBranchInfo_v1_t",
    ][::core::mem::align_of::<nvmlSystemDriverBranchInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlSystemDriverBranchInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlSystemDriverBranchInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlSystemDriverBranchInfo_v1_t::branch",
    ][::core::mem::offset_of!(nvmlSystemDriverBranchInfo_v1_t, branch) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlTemperature_v1_t",
    ][::core::mem::size_of::<nvmlTemperature_v1_t>() - 12usize];
    [
        "Alignment of nvmlTemperature_v1_t",
    ][::core::mem::align_of::<nvmlTemperature_v1_t>() - 4usize];
    [
        "Offset of field: nvmlTemperature_v1_t::version",
    ][::core::mem::offset_of!(nvmlTemperature_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlTemperature_v1_t::sensorType",
    ][::core::mem::offset_of!(nvmlTemperature_v1_t, sensorType) - 4usize];
    [
        "Offset of field: nvmlTemperature_v1_t::temperature",
    ][::core::mem::offset_of!(nvmlTemperature_v1_t, temperature) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvlinkSupportedBwModes_v1_t",
    ][::core::mem::size_of::<nvmlNvlinkSupportedBwModes_v1_t>() - 28usize];
    [
        "Alignment of nvmlNvlinkSupportedBwModes_v1_t",
    ][::core::mem::align_of::<nvmlNvlinkSupportedBwModes_v1_t>() - 4usize];
    [
        "Offset of field: nvmlNvlinkSupportedBwModes_v1_t::version",
    ][::core::mem::offset_of!(nvmlNvlinkSupportedBwModes_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlNvlinkSupportedBwModes_v1_t::bwModes",
    ][::core::mem::offset_of!(nvmlNvlinkSupportedBwModes_v1_t, bwModes) - 4usize];
    [
        "Offset of field: nvmlNvlinkSupportedBwModes_v1_t::totalBwModes",
    ][::core::mem::offset_of!(nvmlNvlinkSupportedBwModes_v1_t, totalBwModes) - 27usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvlinkGetBwMode_v1_t",
    ][::core::mem::size_of::<nvmlNvlinkGetBwMode_v1_t>() - 12usize];
    [
        "Alignment of nvmlNvlinkGetBwMode_v1_t",
    ][::core::mem::align_of::<nvmlNvlinkGetBwMode_v1_t>() - 4usize];
    [
        "Offset of field: nvmlNvlinkGetBwMode_v1_t::version",
    ][::core::mem::offset_of!(nvmlNvlinkGetBwMode_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlNvlinkGetBwMode_v1_t::bIsBest",
    ][::core::mem::offset_of!(nvmlNvlinkGetBwMode_v1_t, bIsBest) - 4usize];
    [
        "Offset of field: nvmlNvlinkGetBwMode_v1_t::bwMode",
    ][::core::mem::offset_of!(nvmlNvlinkGetBwMode_v1_t, bwMode) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvlinkSetBwMode_v1_t",
    ][::core::mem::size_of::<nvmlNvlinkSetBwMode_v1_t>() - 12usize];
    [
        "Alignment of nvmlNvlinkSetBwMode_v1_t",
    ][::core::mem::align_of::<nvmlNvlinkSetBwMode_v1_t>() - 4usize];
    [
        "Offset of field: nvmlNvlinkSetBwMode_v1_t::version",
    ][::core::mem::offset_of!(nvmlNvlinkSetBwMode_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlNvlinkSetBwMode_v1_t::bSetBest",
    ][::core::mem::offset_of!(nvmlNvlinkSetBwMode_v1_t, bSetBest) - 4usize];
    [
        "Offset of field: nvmlNvlinkSetBwMode_v1_t::bwMode",
    ][::core::mem::offset_of!(nvmlNvlinkSetBwMode_v1_t, bwMode) - 8usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvLinkInfo_v1_t",
    ][::core::mem::size_of::<nvmlNvLinkInfo_v1_t>() - 8usize];
    [
        "Alignment of nvmlNvLinkInfo_v1_t",
    ][::core::mem::align_of::<nvmlNvLinkInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlNvLinkInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlNvLinkInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlNvLinkInfo_v1_t::isNvleEnabled",
    ][::core::mem::offset_of!(nvmlNvLinkInfo_v1_t, isNvleEnabled) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvlinkFirmwareVersion_t",
    ][::core::mem::size_of::<nvmlNvlinkFirmwareVersion_t>() - 16usize];
    [
        "Alignment of nvmlNvlinkFirmwareVersion_t",
    ][::core::mem::align_of::<nvmlNvlinkFirmwareVersion_t>() - 4usize];
    [
        "Offset of field: nvmlNvlinkFirmwareVersion_t::ucodeType",
    ][::core::mem::offset_of!(nvmlNvlinkFirmwareVersion_t, ucodeType) - 0usize];
    [
        "Offset of field: nvmlNvlinkFirmwareVersion_t::major",
    ][::core::mem::offset_of!(nvmlNvlinkFirmwareVersion_t, major) - 4usize];
    [
        "Offset of field: nvmlNvlinkFirmwareVersion_t::minor",
    ][::core::mem::offset_of!(nvmlNvlinkFirmwareVersion_t, minor) - 8usize];
    [
        "Offset of field: nvmlNvlinkFirmwareVersion_t::subMinor",
    ][::core::mem::offset_of!(nvmlNvlinkFirmwareVersion_t, subMinor) - 12usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvlinkFirmwareInfo_t",
    ][::core::mem::size_of::<nvmlNvlinkFirmwareInfo_t>() - 1604usize];
    [
        "Alignment of nvmlNvlinkFirmwareInfo_t",
    ][::core::mem::align_of::<nvmlNvlinkFirmwareInfo_t>() - 4usize];
    [
        "Offset of field: nvmlNvlinkFirmwareInfo_t::firmwareVersion",
    ][::core::mem::offset_of!(nvmlNvlinkFirmwareInfo_t, firmwareVersion) - 0usize];
    [
        "Offset of field: nvmlNvlinkFirmwareInfo_t::numValidEntries",
    ][::core::mem::offset_of!(nvmlNvlinkFirmwareInfo_t, numValidEntries) - 1600usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlNvLinkInfo_v2_t",
    ][::core::mem::size_of::<nvmlNvLinkInfo_v2_t>() - 1612usize];
    [
        "Alignment of nvmlNvLinkInfo_v2_t",
    ][::core::mem::align_of::<nvmlNvLinkInfo_v2_t>() - 4usize];
    [
        "Offset of field: nvmlNvLinkInfo_v2_t::version",
    ][::core::mem::offset_of!(nvmlNvLinkInfo_v2_t, version) - 0usize];
    [
        "Offset of field: nvmlNvLinkInfo_v2_t::isNvleEnabled",
    ][::core::mem::offset_of!(nvmlNvLinkInfo_v2_t, isNvleEnabled) - 4usize];
    [
        "Offset of field: nvmlNvLinkInfo_v2_t::firmwareInfo",
    ][::core::mem::offset_of!(nvmlNvLinkInfo_v2_t, firmwareInfo) - 8usize];
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
        "Size of nvmlPRMTLV_v1_t__bindgen_ty_1",
    ][::core::mem::size_of::<nvmlPRMTLV_v1_t__bindgen_ty_1>() - 496usize];
    [
        "Alignment of nvmlPRMTLV_v1_t__bindgen_ty_1",
    ][::core::mem::align_of::<nvmlPRMTLV_v1_t__bindgen_ty_1>() - 1usize];
    [
        "Offset of field: nvmlPRMTLV_v1_t__bindgen_ty_1::inData",
    ][::core::mem::offset_of!(nvmlPRMTLV_v1_t__bindgen_ty_1, inData) - 0usize];
    [
        "Offset of field: nvmlPRMTLV_v1_t__bindgen_ty_1::outData",
    ][::core::mem::offset_of!(nvmlPRMTLV_v1_t__bindgen_ty_1, outData) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlPRMTLV_v1_t"][::core::mem::size_of::<nvmlPRMTLV_v1_t>() - 504usize];
    [
        "Alignment of nvmlPRMTLV_v1_t",
    ][::core::mem::align_of::<nvmlPRMTLV_v1_t>() - 4usize];
    [
        "Offset of field: nvmlPRMTLV_v1_t::dataSize",
    ][::core::mem::offset_of!(nvmlPRMTLV_v1_t, dataSize) - 0usize];
    [
        "Offset of field: nvmlPRMTLV_v1_t::status",
    ][::core::mem::offset_of!(nvmlPRMTLV_v1_t, status) - 4usize];
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
        "Size of nvmlGpuInstanceProfileInfo_v3_st",
    ][::core::mem::size_of::<nvmlGpuInstanceProfileInfo_v3_st>() - 152usize];
    [
        "Alignment of nvmlGpuInstanceProfileInfo_v3_st",
    ][::core::mem::align_of::<nvmlGpuInstanceProfileInfo_v3_st>() - 8usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::version",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, version) - 0usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::id",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, id) - 4usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::sliceCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, sliceCount) - 8usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::instanceCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, instanceCount)
        - 12usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::multiprocessorCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, multiprocessorCount)
        - 16usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::copyEngineCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, copyEngineCount)
        - 20usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::decoderCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, decoderCount) - 24usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::encoderCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, encoderCount) - 28usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::jpegCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, jpegCount) - 32usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::ofaCount",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, ofaCount) - 36usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::memorySizeMB",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, memorySizeMB) - 40usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::name",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, name) - 48usize];
    [
        "Offset of field: nvmlGpuInstanceProfileInfo_v3_st::capabilities",
    ][::core::mem::offset_of!(nvmlGpuInstanceProfileInfo_v3_st, capabilities)
        - 144usize];
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
        "Size of nvmlComputeInstanceProfileInfo_v3_st",
    ][::core::mem::size_of::<nvmlComputeInstanceProfileInfo_v3_st>() - 140usize];
    [
        "Alignment of nvmlComputeInstanceProfileInfo_v3_st",
    ][::core::mem::align_of::<nvmlComputeInstanceProfileInfo_v3_st>() - 4usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::version",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, version) - 0usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::id",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, id) - 4usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::sliceCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, sliceCount)
        - 8usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::instanceCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, instanceCount)
        - 12usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::multiprocessorCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, multiprocessorCount)
        - 16usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::sharedCopyEngineCount",
    ][::core::mem::offset_of!(
        nvmlComputeInstanceProfileInfo_v3_st, sharedCopyEngineCount
    ) - 20usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::sharedDecoderCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, sharedDecoderCount)
        - 24usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::sharedEncoderCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, sharedEncoderCount)
        - 28usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::sharedJpegCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, sharedJpegCount)
        - 32usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::sharedOfaCount",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, sharedOfaCount)
        - 36usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::name",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, name) - 40usize];
    [
        "Offset of field: nvmlComputeInstanceProfileInfo_v3_st::capabilities",
    ][::core::mem::offset_of!(nvmlComputeInstanceProfileInfo_v3_st, capabilities)
        - 136usize];
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
    ][::core::mem::size_of::<nvmlGpmMetricsGet_t>() - 8424usize];
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
        "Size of nvmlDeviceCapabilities_v1_t",
    ][::core::mem::size_of::<nvmlDeviceCapabilities_v1_t>() - 8usize];
    [
        "Alignment of nvmlDeviceCapabilities_v1_t",
    ][::core::mem::align_of::<nvmlDeviceCapabilities_v1_t>() - 4usize];
    [
        "Offset of field: nvmlDeviceCapabilities_v1_t::version",
    ][::core::mem::offset_of!(nvmlDeviceCapabilities_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlDeviceCapabilities_v1_t::capMask",
    ][::core::mem::offset_of!(nvmlDeviceCapabilities_v1_t, capMask) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of nvmlMask255_t"][::core::mem::size_of::<nvmlMask255_t>() - 32usize];
    ["Alignment of nvmlMask255_t"][::core::mem::align_of::<nvmlMask255_t>() - 4usize];
    [
        "Offset of field: nvmlMask255_t::mask",
    ][::core::mem::offset_of!(nvmlMask255_t, mask) - 0usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlWorkloadPowerProfileInfo_v1_t",
    ][::core::mem::size_of::<nvmlWorkloadPowerProfileInfo_v1_t>() - 44usize];
    [
        "Alignment of nvmlWorkloadPowerProfileInfo_v1_t",
    ][::core::mem::align_of::<nvmlWorkloadPowerProfileInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileInfo_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileInfo_v1_t::profileId",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileInfo_v1_t, profileId) - 4usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileInfo_v1_t::priority",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileInfo_v1_t, priority) - 8usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileInfo_v1_t::conflictingMask",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileInfo_v1_t, conflictingMask)
        - 12usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlWorkloadPowerProfileProfilesInfo_v1_t",
    ][::core::mem::size_of::<nvmlWorkloadPowerProfileProfilesInfo_v1_t>() - 11256usize];
    [
        "Alignment of nvmlWorkloadPowerProfileProfilesInfo_v1_t",
    ][::core::mem::align_of::<nvmlWorkloadPowerProfileProfilesInfo_v1_t>() - 4usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileProfilesInfo_v1_t::version",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileProfilesInfo_v1_t, version)
        - 0usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileProfilesInfo_v1_t::perfProfilesMask",
    ][::core::mem::offset_of!(
        nvmlWorkloadPowerProfileProfilesInfo_v1_t, perfProfilesMask
    ) - 4usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileProfilesInfo_v1_t::perfProfile",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileProfilesInfo_v1_t, perfProfile)
        - 36usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlWorkloadPowerProfileCurrentProfiles_v1_t",
    ][::core::mem::size_of::<nvmlWorkloadPowerProfileCurrentProfiles_v1_t>() - 100usize];
    [
        "Alignment of nvmlWorkloadPowerProfileCurrentProfiles_v1_t",
    ][::core::mem::align_of::<nvmlWorkloadPowerProfileCurrentProfiles_v1_t>() - 4usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileCurrentProfiles_v1_t::version",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileCurrentProfiles_v1_t, version)
        - 0usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileCurrentProfiles_v1_t::perfProfilesMask",
    ][::core::mem::offset_of!(
        nvmlWorkloadPowerProfileCurrentProfiles_v1_t, perfProfilesMask
    ) - 4usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileCurrentProfiles_v1_t::requestedProfilesMask",
    ][::core::mem::offset_of!(
        nvmlWorkloadPowerProfileCurrentProfiles_v1_t, requestedProfilesMask
    ) - 36usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileCurrentProfiles_v1_t::enforcedProfilesMask",
    ][::core::mem::offset_of!(
        nvmlWorkloadPowerProfileCurrentProfiles_v1_t, enforcedProfilesMask
    ) - 68usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlWorkloadPowerProfileRequestedProfiles_v1_t",
    ][::core::mem::size_of::<nvmlWorkloadPowerProfileRequestedProfiles_v1_t>()
        - 36usize];
    [
        "Alignment of nvmlWorkloadPowerProfileRequestedProfiles_v1_t",
    ][::core::mem::align_of::<nvmlWorkloadPowerProfileRequestedProfiles_v1_t>()
        - 4usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileRequestedProfiles_v1_t::version",
    ][::core::mem::offset_of!(nvmlWorkloadPowerProfileRequestedProfiles_v1_t, version)
        - 0usize];
    [
        "Offset of field: nvmlWorkloadPowerProfileRequestedProfiles_v1_t::requestedProfilesMask",
    ][::core::mem::offset_of!(
        nvmlWorkloadPowerProfileRequestedProfiles_v1_t, requestedProfilesMask
    ) - 4usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlPowerSmoothingProfile_v1_t",
    ][::core::mem::size_of::<nvmlPowerSmoothingProfile_v1_t>() - 24usize];
    [
        "Alignment of nvmlPowerSmoothingProfile_v1_t",
    ][::core::mem::align_of::<nvmlPowerSmoothingProfile_v1_t>() - 8usize];
    [
        "Offset of field: nvmlPowerSmoothingProfile_v1_t::version",
    ][::core::mem::offset_of!(nvmlPowerSmoothingProfile_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlPowerSmoothingProfile_v1_t::profileId",
    ][::core::mem::offset_of!(nvmlPowerSmoothingProfile_v1_t, profileId) - 4usize];
    [
        "Offset of field: nvmlPowerSmoothingProfile_v1_t::paramId",
    ][::core::mem::offset_of!(nvmlPowerSmoothingProfile_v1_t, paramId) - 8usize];
    [
        "Offset of field: nvmlPowerSmoothingProfile_v1_t::value",
    ][::core::mem::offset_of!(nvmlPowerSmoothingProfile_v1_t, value) - 16usize];
};
#[cfg(any(feature = "nvml"))]
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of nvmlPowerSmoothingState_v1_t",
    ][::core::mem::size_of::<nvmlPowerSmoothingState_v1_t>() - 8usize];
    [
        "Alignment of nvmlPowerSmoothingState_v1_t",
    ][::core::mem::align_of::<nvmlPowerSmoothingState_v1_t>() - 4usize];
    [
        "Offset of field: nvmlPowerSmoothingState_v1_t::version",
    ][::core::mem::offset_of!(nvmlPowerSmoothingState_v1_t, version) - 0usize];
    [
        "Offset of field: nvmlPowerSmoothingState_v1_t::state",
    ][::core::mem::offset_of!(nvmlPowerSmoothingState_v1_t, state) - 4usize];
};
