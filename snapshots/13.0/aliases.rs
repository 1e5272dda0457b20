///C's `CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW` is `CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW` from CUDA 11.8.
pub use self::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW as CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW;
///C's `CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION` is `CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION` from CUDA 11.8.
pub use self::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION as CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION;
///C's `CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE` is `CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE` from CUDA 11.8.
pub use self::CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE as CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;
///C's `CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_COOPERATIVE`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE` is `CU_LAUNCH_ATTRIBUTE_COOPERATIVE` from CUDA 11.8.
pub use self::CU_LAUNCH_ATTRIBUTE_COOPERATIVE as CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE;
///C's `CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE` is `CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE` from CUDA 12.4.
pub use self::CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE as CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE;
///C's `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN` is `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN` from CUDA 12.0.
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN as CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN;
///C's `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP` is `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP` from CUDA 12.0.
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP as CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;
///C's `CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION` is `CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION` from CUDA 12.8.
pub use self::CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION as CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION;
///C's `CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT` is `CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT` from CUDA 12.5.
pub use self::CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT as CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT;
///C's `CU_KERNEL_NODE_ATTRIBUTE_PRIORITY`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PRIORITY`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_PRIORITY` is `CU_LAUNCH_ATTRIBUTE_PRIORITY` from CUDA 11.8.
pub use self::CU_LAUNCH_ATTRIBUTE_PRIORITY as CU_KERNEL_NODE_ATTRIBUTE_PRIORITY;
///C's `CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`].
///
/// `CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW` is `CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW` from CUDA 11.8.
pub use self::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW as CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW;
///C's `CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`].
///
/// `CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN` is `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN` from CUDA 12.0.
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN as CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN;
///C's `CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`].
///
/// `CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP` is `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP` from CUDA 12.0.
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP as CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;
///C's `CU_STREAM_ATTRIBUTE_PRIORITY`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PRIORITY`].
///
/// `CU_STREAM_ATTRIBUTE_PRIORITY` is `CU_LAUNCH_ATTRIBUTE_PRIORITY` from CUDA 12.0.
pub use self::CU_LAUNCH_ATTRIBUTE_PRIORITY as CU_STREAM_ATTRIBUTE_PRIORITY;
///C's `CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY`].
///
/// `CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY` is `CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY` from CUDA 11.8.
pub use self::CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY as CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY;
#[cfg(any(feature = "nvml"))]
///C's `NVML_DOUBLE_BIT_ECC`: the headers `#define` it as [`NVML_MEMORY_ERROR_TYPE_UNCORRECTED`].
pub use self::NVML_MEMORY_ERROR_TYPE_UNCORRECTED as NVML_DOUBLE_BIT_ECC;
#[cfg(any(feature = "nvml"))]
///C's `NVML_SINGLE_BIT_ECC`: the headers `#define` it as [`NVML_MEMORY_ERROR_TYPE_CORRECTED`].
pub use self::NVML_MEMORY_ERROR_TYPE_CORRECTED as NVML_SINGLE_BIT_ECC;
#[cfg(any(feature = "nvml"))]
///C's `NVML_TOPOLOGY_CPU`: the headers `#define` it as [`NVML_TOPOLOGY_NODE`].
pub use self::NVML_TOPOLOGY_NODE as NVML_TOPOLOGY_CPU;
///C's `cuArray3DCreate`: the headers `#define` it as [`cuArray3DCreate_v2`].
///
/// `cuArray3DCreate` is `cuArray3DCreate_v2` from CUDA 11.7 or earlier.
pub use self::cuArray3DCreate_v2 as cuArray3DCreate;
///C's `cuArray3DGetDescriptor`: the headers `#define` it as [`cuArray3DGetDescriptor_v2`].
///
/// `cuArray3DGetDescriptor` is `cuArray3DGetDescriptor_v2` from CUDA 11.7 or earlier.
pub use self::cuArray3DGetDescriptor_v2 as cuArray3DGetDescriptor;
///C's `cuArrayCreate`: the headers `#define` it as [`cuArrayCreate_v2`].
///
/// `cuArrayCreate` is `cuArrayCreate_v2` from CUDA 11.7 or earlier.
pub use self::cuArrayCreate_v2 as cuArrayCreate;
///C's `cuArrayGetDescriptor`: the headers `#define` it as [`cuArrayGetDescriptor_v2`].
///
/// `cuArrayGetDescriptor` is `cuArrayGetDescriptor_v2` from CUDA 11.7 or earlier.
pub use self::cuArrayGetDescriptor_v2 as cuArrayGetDescriptor;
///C's `cuCtxCreate`: the headers `#define` it as [`cuCtxCreate_v4`].
///
/// `cuCtxCreate` is `cuCtxCreate_v4` from CUDA 13.0; `cuCtxCreate_v2` in CUDA 11.7 or earlier to 12.9.
pub use self::cuCtxCreate_v4 as cuCtxCreate;
///C's `cuCtxDestroy`: the headers `#define` it as [`cuCtxDestroy_v2`].
///
/// `cuCtxDestroy` is `cuCtxDestroy_v2` from CUDA 11.7 or earlier.
pub use self::cuCtxDestroy_v2 as cuCtxDestroy;
///C's `cuCtxPopCurrent`: the headers `#define` it as [`cuCtxPopCurrent_v2`].
///
/// `cuCtxPopCurrent` is `cuCtxPopCurrent_v2` from CUDA 11.7 or earlier.
pub use self::cuCtxPopCurrent_v2 as cuCtxPopCurrent;
///C's `cuCtxPushCurrent`: the headers `#define` it as [`cuCtxPushCurrent_v2`].
///
/// `cuCtxPushCurrent` is `cuCtxPushCurrent_v2` from CUDA 11.7 or earlier.
pub use self::cuCtxPushCurrent_v2 as cuCtxPushCurrent;
///C's `cuDeviceGetUuid`: the headers `#define` it as [`cuDeviceGetUuid_v2`].
///
/// `cuDeviceGetUuid` is `cuDeviceGetUuid_v2` from CUDA 13.0.
pub use self::cuDeviceGetUuid_v2 as cuDeviceGetUuid;
///C's `cuDevicePrimaryCtxRelease`: the headers `#define` it as [`cuDevicePrimaryCtxRelease_v2`].
///
/// `cuDevicePrimaryCtxRelease` is `cuDevicePrimaryCtxRelease_v2` from CUDA 11.7 or earlier.
pub use self::cuDevicePrimaryCtxRelease_v2 as cuDevicePrimaryCtxRelease;
///C's `cuDevicePrimaryCtxReset`: the headers `#define` it as [`cuDevicePrimaryCtxReset_v2`].
///
/// `cuDevicePrimaryCtxReset` is `cuDevicePrimaryCtxReset_v2` from CUDA 11.7 or earlier.
pub use self::cuDevicePrimaryCtxReset_v2 as cuDevicePrimaryCtxReset;
///C's `cuDevicePrimaryCtxSetFlags`: the headers `#define` it as [`cuDevicePrimaryCtxSetFlags_v2`].
///
/// `cuDevicePrimaryCtxSetFlags` is `cuDevicePrimaryCtxSetFlags_v2` from CUDA 11.7 or earlier.
pub use self::cuDevicePrimaryCtxSetFlags_v2 as cuDevicePrimaryCtxSetFlags;
///C's `cuDeviceTotalMem`: the headers `#define` it as [`cuDeviceTotalMem_v2`].
///
/// `cuDeviceTotalMem` is `cuDeviceTotalMem_v2` from CUDA 11.7 or earlier.
pub use self::cuDeviceTotalMem_v2 as cuDeviceTotalMem;
///C's `cuEventDestroy`: the headers `#define` it as [`cuEventDestroy_v2`].
///
/// `cuEventDestroy` is `cuEventDestroy_v2` from CUDA 11.7 or earlier.
pub use self::cuEventDestroy_v2 as cuEventDestroy;
///C's `cuEventElapsedTime`: the headers `#define` it as [`cuEventElapsedTime_v2`].
///
/// `cuEventElapsedTime` is `cuEventElapsedTime_v2` from CUDA 13.0.
pub use self::cuEventElapsedTime_v2 as cuEventElapsedTime;
///C's `cuGetProcAddress`: the headers `#define` it as [`cuGetProcAddress_v2`].
///
/// `cuGetProcAddress` is `cuGetProcAddress_v2` from CUDA 12.0.
pub use self::cuGetProcAddress_v2 as cuGetProcAddress;
///C's `cuGraphAddDependencies`: the headers `#define` it as [`cuGraphAddDependencies_v2`].
///
/// `cuGraphAddDependencies` is `cuGraphAddDependencies_v2` from CUDA 13.0.
pub use self::cuGraphAddDependencies_v2 as cuGraphAddDependencies;
///C's `cuGraphAddKernelNode`: the headers `#define` it as [`cuGraphAddKernelNode_v2`].
///
/// `cuGraphAddKernelNode` is `cuGraphAddKernelNode_v2` from CUDA 12.0.
pub use self::cuGraphAddKernelNode_v2 as cuGraphAddKernelNode;
///C's `cuGraphAddNode`: the headers `#define` it as [`cuGraphAddNode_v2`].
///
/// `cuGraphAddNode` is `cuGraphAddNode_v2` from CUDA 13.0.
pub use self::cuGraphAddNode_v2 as cuGraphAddNode;
///C's `cuGraphExecKernelNodeSetParams`: the headers `#define` it as [`cuGraphExecKernelNodeSetParams_v2`].
///
/// `cuGraphExecKernelNodeSetParams` is `cuGraphExecKernelNodeSetParams_v2` from CUDA 12.0.
pub use self::cuGraphExecKernelNodeSetParams_v2 as cuGraphExecKernelNodeSetParams;
///C's `cuGraphExecUpdate`: the headers `#define` it as [`cuGraphExecUpdate_v2`].
///
/// `cuGraphExecUpdate` is `cuGraphExecUpdate_v2` from CUDA 12.0.
pub use self::cuGraphExecUpdate_v2 as cuGraphExecUpdate;
///C's `cuGraphGetEdges`: the headers `#define` it as [`cuGraphGetEdges_v2`].
///
/// `cuGraphGetEdges` is `cuGraphGetEdges_v2` from CUDA 13.0.
pub use self::cuGraphGetEdges_v2 as cuGraphGetEdges;
///C's `cuGraphInstantiate`: the headers `#define` it as [`cuGraphInstantiateWithFlags`].
///
/// `cuGraphInstantiate` is `cuGraphInstantiateWithFlags` from CUDA 12.0; `cuGraphInstantiate_v2` in CUDA 11.7 or earlier to 11.8.
pub use self::cuGraphInstantiateWithFlags as cuGraphInstantiate;
///C's `cuGraphKernelNodeGetParams`: the headers `#define` it as [`cuGraphKernelNodeGetParams_v2`].
///
/// `cuGraphKernelNodeGetParams` is `cuGraphKernelNodeGetParams_v2` from CUDA 12.0.
pub use self::cuGraphKernelNodeGetParams_v2 as cuGraphKernelNodeGetParams;
///C's `cuGraphKernelNodeSetParams`: the headers `#define` it as [`cuGraphKernelNodeSetParams_v2`].
///
/// `cuGraphKernelNodeSetParams` is `cuGraphKernelNodeSetParams_v2` from CUDA 12.0.
pub use self::cuGraphKernelNodeSetParams_v2 as cuGraphKernelNodeSetParams;
///C's `cuGraphNodeGetDependencies`: the headers `#define` it as [`cuGraphNodeGetDependencies_v2`].
///
/// `cuGraphNodeGetDependencies` is `cuGraphNodeGetDependencies_v2` from CUDA 13.0.
pub use self::cuGraphNodeGetDependencies_v2 as cuGraphNodeGetDependencies;
///C's `cuGraphNodeGetDependentNodes`: the headers `#define` it as [`cuGraphNodeGetDependentNodes_v2`].
///
/// `cuGraphNodeGetDependentNodes` is `cuGraphNodeGetDependentNodes_v2` from CUDA 13.0.
pub use self::cuGraphNodeGetDependentNodes_v2 as cuGraphNodeGetDependentNodes;
///C's `cuGraphRemoveDependencies`: the headers `#define` it as [`cuGraphRemoveDependencies_v2`].
///
/// `cuGraphRemoveDependencies` is `cuGraphRemoveDependencies_v2` from CUDA 13.0.
pub use self::cuGraphRemoveDependencies_v2 as cuGraphRemoveDependencies;
///C's `cuGraphicsResourceGetMappedPointer`: the headers `#define` it as [`cuGraphicsResourceGetMappedPointer_v2`].
///
/// `cuGraphicsResourceGetMappedPointer` is `cuGraphicsResourceGetMappedPointer_v2` from CUDA 11.7 or earlier.
pub use self::cuGraphicsResourceGetMappedPointer_v2 as cuGraphicsResourceGetMappedPointer;
///C's `cuGraphicsResourceSetMapFlags`: the headers `#define` it as [`cuGraphicsResourceSetMapFlags_v2`].
///
/// `cuGraphicsResourceSetMapFlags` is `cuGraphicsResourceSetMapFlags_v2` from CUDA 11.7 or earlier.
pub use self::cuGraphicsResourceSetMapFlags_v2 as cuGraphicsResourceSetMapFlags;
///C's `cuIpcOpenMemHandle`: the headers `#define` it as [`cuIpcOpenMemHandle_v2`].
///
/// `cuIpcOpenMemHandle` is `cuIpcOpenMemHandle_v2` from CUDA 11.7 or earlier.
pub use self::cuIpcOpenMemHandle_v2 as cuIpcOpenMemHandle;
///C's `cuLinkAddData`: the headers `#define` it as [`cuLinkAddData_v2`].
///
/// `cuLinkAddData` is `cuLinkAddData_v2` from CUDA 11.7 or earlier.
pub use self::cuLinkAddData_v2 as cuLinkAddData;
///C's `cuLinkAddFile`: the headers `#define` it as [`cuLinkAddFile_v2`].
///
/// `cuLinkAddFile` is `cuLinkAddFile_v2` from CUDA 11.7 or earlier.
pub use self::cuLinkAddFile_v2 as cuLinkAddFile;
///C's `cuLinkCreate`: the headers `#define` it as [`cuLinkCreate_v2`].
///
/// `cuLinkCreate` is `cuLinkCreate_v2` from CUDA 11.7 or earlier.
pub use self::cuLinkCreate_v2 as cuLinkCreate;
///C's `cuMemAdvise`: the headers `#define` it as [`cuMemAdvise_v2`].
///
/// `cuMemAdvise` is `cuMemAdvise_v2` from CUDA 13.0.
pub use self::cuMemAdvise_v2 as cuMemAdvise;
///C's `cuMemAlloc`: the headers `#define` it as [`cuMemAlloc_v2`].
///
/// `cuMemAlloc` is `cuMemAlloc_v2` from CUDA 11.7 or earlier.
pub use self::cuMemAlloc_v2 as cuMemAlloc;
///C's `cuMemAllocHost`: the headers `#define` it as [`cuMemAllocHost_v2`].
///
/// `cuMemAllocHost` is `cuMemAllocHost_v2` from CUDA 11.7 or earlier.
pub use self::cuMemAllocHost_v2 as cuMemAllocHost;
///C's `cuMemAllocPitch`: the headers `#define` it as [`cuMemAllocPitch_v2`].
///
/// `cuMemAllocPitch` is `cuMemAllocPitch_v2` from CUDA 11.7 or earlier.
pub use self::cuMemAllocPitch_v2 as cuMemAllocPitch;
///C's `cuMemFree`: the headers `#define` it as [`cuMemFree_v2`].
///
/// `cuMemFree` is `cuMemFree_v2` from CUDA 11.7 or earlier.
pub use self::cuMemFree_v2 as cuMemFree;
///C's `cuMemGetAddressRange`: the headers `#define` it as [`cuMemGetAddressRange_v2`].
///
/// `cuMemGetAddressRange` is `cuMemGetAddressRange_v2` from CUDA 11.7 or earlier.
pub use self::cuMemGetAddressRange_v2 as cuMemGetAddressRange;
///C's `cuMemGetInfo`: the headers `#define` it as [`cuMemGetInfo_v2`].
///
/// `cuMemGetInfo` is `cuMemGetInfo_v2` from CUDA 11.7 or earlier.
pub use self::cuMemGetInfo_v2 as cuMemGetInfo;
///C's `cuMemHostGetDevicePointer`: the headers `#define` it as [`cuMemHostGetDevicePointer_v2`].
///
/// `cuMemHostGetDevicePointer` is `cuMemHostGetDevicePointer_v2` from CUDA 11.7 or earlier.
pub use self::cuMemHostGetDevicePointer_v2 as cuMemHostGetDevicePointer;
///C's `cuMemHostRegister`: the headers `#define` it as [`cuMemHostRegister_v2`].
///
/// `cuMemHostRegister` is `cuMemHostRegister_v2` from CUDA 11.7 or earlier.
pub use self::cuMemHostRegister_v2 as cuMemHostRegister;
///C's `cuMemPrefetchAsync`: the headers `#define` it as [`cuMemPrefetchAsync_v2`].
///
/// `cuMemPrefetchAsync` is `cuMemPrefetchAsync_v2` from CUDA 13.0.
pub use self::cuMemPrefetchAsync_v2 as cuMemPrefetchAsync;
///C's `cuMemcpy2D`: the headers `#define` it as [`cuMemcpy2D_v2`].
///
/// `cuMemcpy2D` is `cuMemcpy2D_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpy2D_v2 as cuMemcpy2D;
///C's `cuMemcpy2DAsync`: the headers `#define` it as [`cuMemcpy2DAsync_v2`].
///
/// `cuMemcpy2DAsync` is `cuMemcpy2DAsync_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpy2DAsync_v2 as cuMemcpy2DAsync;
///C's `cuMemcpy2DUnaligned`: the headers `#define` it as [`cuMemcpy2DUnaligned_v2`].
///
/// `cuMemcpy2DUnaligned` is `cuMemcpy2DUnaligned_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpy2DUnaligned_v2 as cuMemcpy2DUnaligned;
///C's `cuMemcpy3D`: the headers `#define` it as [`cuMemcpy3D_v2`].
///
/// `cuMemcpy3D` is `cuMemcpy3D_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpy3D_v2 as cuMemcpy3D;
///C's `cuMemcpy3DAsync`: the headers `#define` it as [`cuMemcpy3DAsync_v2`].
///
/// `cuMemcpy3DAsync` is `cuMemcpy3DAsync_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpy3DAsync_v2 as cuMemcpy3DAsync;
///C's `cuMemcpy3DBatchAsync`: the headers `#define` it as [`cuMemcpy3DBatchAsync_v2`].
///
/// `cuMemcpy3DBatchAsync` is `cuMemcpy3DBatchAsync_v2` from CUDA 13.0; `cuMemcpy3DBatchAsync` in CUDA 12.8 to 12.9.
pub use self::cuMemcpy3DBatchAsync_v2 as cuMemcpy3DBatchAsync;
///C's `cuMemcpyAtoA`: the headers `#define` it as [`cuMemcpyAtoA_v2`].
///
/// `cuMemcpyAtoA` is `cuMemcpyAtoA_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyAtoA_v2 as cuMemcpyAtoA;
///C's `cuMemcpyAtoD`: the headers `#define` it as [`cuMemcpyAtoD_v2`].
///
/// `cuMemcpyAtoD` is `cuMemcpyAtoD_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyAtoD_v2 as cuMemcpyAtoD;
///C's `cuMemcpyAtoH`: the headers `#define` it as [`cuMemcpyAtoH_v2`].
///
/// `cuMemcpyAtoH` is `cuMemcpyAtoH_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyAtoH_v2 as cuMemcpyAtoH;
///C's `cuMemcpyAtoHAsync`: the headers `#define` it as [`cuMemcpyAtoHAsync_v2`].
///
/// `cuMemcpyAtoHAsync` is `cuMemcpyAtoHAsync_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyAtoHAsync_v2 as cuMemcpyAtoHAsync;
///C's `cuMemcpyBatchAsync`: the headers `#define` it as [`cuMemcpyBatchAsync_v2`].
///
/// `cuMemcpyBatchAsync` is `cuMemcpyBatchAsync_v2` from CUDA 13.0; `cuMemcpyBatchAsync` in CUDA 12.8 to 12.9.
pub use self::cuMemcpyBatchAsync_v2 as cuMemcpyBatchAsync;
///C's `cuMemcpyDtoA`: the headers `#define` it as [`cuMemcpyDtoA_v2`].
///
/// `cuMemcpyDtoA` is `cuMemcpyDtoA_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyDtoA_v2 as cuMemcpyDtoA;
///C's `cuMemcpyDtoD`: the headers `#define` it as [`cuMemcpyDtoD_v2`].
///
/// `cuMemcpyDtoD` is `cuMemcpyDtoD_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyDtoD_v2 as cuMemcpyDtoD;
///C's `cuMemcpyDtoDAsync`: the headers `#define` it as [`cuMemcpyDtoDAsync_v2`].
///
/// `cuMemcpyDtoDAsync` is `cuMemcpyDtoDAsync_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyDtoDAsync_v2 as cuMemcpyDtoDAsync;
///C's `cuMemcpyDtoH`: the headers `#define` it as [`cuMemcpyDtoH_v2`].
///
/// `cuMemcpyDtoH` is `cuMemcpyDtoH_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyDtoH_v2 as cuMemcpyDtoH;
///C's `cuMemcpyDtoHAsync`: the headers `#define` it as [`cuMemcpyDtoHAsync_v2`].
///
/// `cuMemcpyDtoHAsync` is `cuMemcpyDtoHAsync_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyDtoHAsync_v2 as cuMemcpyDtoHAsync;
///C's `cuMemcpyHtoA`: the headers `#define` it as [`cuMemcpyHtoA_v2`].
///
/// `cuMemcpyHtoA` is `cuMemcpyHtoA_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyHtoA_v2 as cuMemcpyHtoA;
///C's `cuMemcpyHtoAAsync`: the headers `#define` it as [`cuMemcpyHtoAAsync_v2`].
///
/// `cuMemcpyHtoAAsync` is `cuMemcpyHtoAAsync_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyHtoAAsync_v2 as cuMemcpyHtoAAsync;
///C's `cuMemcpyHtoD`: the headers `#define` it as [`cuMemcpyHtoD_v2`].
///
/// `cuMemcpyHtoD` is `cuMemcpyHtoD_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyHtoD_v2 as cuMemcpyHtoD;
///C's `cuMemcpyHtoDAsync`: the headers `#define` it as [`cuMemcpyHtoDAsync_v2`].
///
/// `cuMemcpyHtoDAsync` is `cuMemcpyHtoDAsync_v2` from CUDA 11.7 or earlier.
pub use self::cuMemcpyHtoDAsync_v2 as cuMemcpyHtoDAsync;
///C's `cuMemsetD16`: the headers `#define` it as [`cuMemsetD16_v2`].
///
/// `cuMemsetD16` is `cuMemsetD16_v2` from CUDA 11.7 or earlier.
pub use self::cuMemsetD16_v2 as cuMemsetD16;
///C's `cuMemsetD2D16`: the headers `#define` it as [`cuMemsetD2D16_v2`].
///
/// `cuMemsetD2D16` is `cuMemsetD2D16_v2` from CUDA 11.7 or earlier.
pub use self::cuMemsetD2D16_v2 as cuMemsetD2D16;
///C's `cuMemsetD2D32`: the headers `#define` it as [`cuMemsetD2D32_v2`].
///
/// `cuMemsetD2D32` is `cuMemsetD2D32_v2` from CUDA 11.7 or earlier.
pub use self::cuMemsetD2D32_v2 as cuMemsetD2D32;
///C's `cuMemsetD2D8`: the headers `#define` it as [`cuMemsetD2D8_v2`].
///
/// `cuMemsetD2D8` is `cuMemsetD2D8_v2` from CUDA 11.7 or earlier.
pub use self::cuMemsetD2D8_v2 as cuMemsetD2D8;
///C's `cuMemsetD32`: the headers `#define` it as [`cuMemsetD32_v2`].
///
/// `cuMemsetD32` is `cuMemsetD32_v2` from CUDA 11.7 or earlier.
pub use self::cuMemsetD32_v2 as cuMemsetD32;
///C's `cuMemsetD8`: the headers `#define` it as [`cuMemsetD8_v2`].
///
/// `cuMemsetD8` is `cuMemsetD8_v2` from CUDA 11.7 or earlier.
pub use self::cuMemsetD8_v2 as cuMemsetD8;
///C's `cuModuleGetGlobal`: the headers `#define` it as [`cuModuleGetGlobal_v2`].
///
/// `cuModuleGetGlobal` is `cuModuleGetGlobal_v2` from CUDA 11.7 or earlier.
pub use self::cuModuleGetGlobal_v2 as cuModuleGetGlobal;
///C's `cuStreamBatchMemOp`: the headers `#define` it as [`cuStreamBatchMemOp_v2`].
///
/// `cuStreamBatchMemOp` is `cuStreamBatchMemOp_v2` from CUDA 12.0.
pub use self::cuStreamBatchMemOp_v2 as cuStreamBatchMemOp;
///C's `cuStreamBeginCapture`: the headers `#define` it as [`cuStreamBeginCapture_v2`].
///
/// `cuStreamBeginCapture` is `cuStreamBeginCapture_v2` from CUDA 11.7 or earlier.
pub use self::cuStreamBeginCapture_v2 as cuStreamBeginCapture;
///C's `cuStreamDestroy`: the headers `#define` it as [`cuStreamDestroy_v2`].
///
/// `cuStreamDestroy` is `cuStreamDestroy_v2` from CUDA 11.7 or earlier.
pub use self::cuStreamDestroy_v2 as cuStreamDestroy;
///C's `cuStreamGetCaptureInfo`: the headers `#define` it as [`cuStreamGetCaptureInfo_v3`].
///
/// `cuStreamGetCaptureInfo` is `cuStreamGetCaptureInfo_v3` from CUDA 13.0; `cuStreamGetCaptureInfo_v2` in CUDA 12.0 to 12.9.
pub use self::cuStreamGetCaptureInfo_v3 as cuStreamGetCaptureInfo;
///C's `cuStreamUpdateCaptureDependencies`: the headers `#define` it as [`cuStreamUpdateCaptureDependencies_v2`].
///
/// `cuStreamUpdateCaptureDependencies` is `cuStreamUpdateCaptureDependencies_v2` from CUDA 13.0.
pub use self::cuStreamUpdateCaptureDependencies_v2 as cuStreamUpdateCaptureDependencies;
///C's `cuStreamWaitValue32`: the headers `#define` it as [`cuStreamWaitValue32_v2`].
///
/// `cuStreamWaitValue32` is `cuStreamWaitValue32_v2` from CUDA 12.0.
pub use self::cuStreamWaitValue32_v2 as cuStreamWaitValue32;
///C's `cuStreamWaitValue64`: the headers `#define` it as [`cuStreamWaitValue64_v2`].
///
/// `cuStreamWaitValue64` is `cuStreamWaitValue64_v2` from CUDA 12.0.
pub use self::cuStreamWaitValue64_v2 as cuStreamWaitValue64;
///C's `cuStreamWriteValue32`: the headers `#define` it as [`cuStreamWriteValue32_v2`].
///
/// `cuStreamWriteValue32` is `cuStreamWriteValue32_v2` from CUDA 12.0.
pub use self::cuStreamWriteValue32_v2 as cuStreamWriteValue32;
///C's `cuStreamWriteValue64`: the headers `#define` it as [`cuStreamWriteValue64_v2`].
///
/// `cuStreamWriteValue64` is `cuStreamWriteValue64_v2` from CUDA 12.0.
pub use self::cuStreamWriteValue64_v2 as cuStreamWriteValue64;
///C's `cuTexRefGetAddress`: the headers `#define` it as [`cuTexRefGetAddress_v2`].
///
/// `cuTexRefGetAddress` is `cuTexRefGetAddress_v2` from CUDA 11.7 or earlier.
pub use self::cuTexRefGetAddress_v2 as cuTexRefGetAddress;
///C's `cuTexRefSetAddress`: the headers `#define` it as [`cuTexRefSetAddress_v2`].
///
/// `cuTexRefSetAddress` is `cuTexRefSetAddress_v2` from CUDA 11.7 or earlier.
pub use self::cuTexRefSetAddress_v2 as cuTexRefSetAddress;
///C's `cuTexRefSetAddress2D`: the headers `#define` it as [`cuTexRefSetAddress2D_v3`].
///
/// `cuTexRefSetAddress2D` is `cuTexRefSetAddress2D_v3` from CUDA 11.7 or earlier.
pub use self::cuTexRefSetAddress2D_v3 as cuTexRefSetAddress2D;
///C's `cudaKernelNodeAttrID`: the headers `#define` it as [`cudaLaunchAttributeID`].
///
/// `cudaKernelNodeAttrID` is `cudaLaunchAttributeID` from CUDA 11.8.
pub use self::cudaLaunchAttributeID as cudaKernelNodeAttrID;
///C's `cudaKernelNodeAttrValue`: the headers `#define` it as [`cudaLaunchAttributeValue`].
///
/// `cudaKernelNodeAttrValue` is `cudaLaunchAttributeValue` from CUDA 11.8.
pub use self::cudaLaunchAttributeValue as cudaKernelNodeAttrValue;
///C's `cudaKernelNodeAttributeAccessPolicyWindow`: the headers `#define` it as [`cudaLaunchAttributeAccessPolicyWindow`].
///
/// `cudaKernelNodeAttributeAccessPolicyWindow` is `cudaLaunchAttributeAccessPolicyWindow` from CUDA 11.8.
pub use self::cudaLaunchAttributeAccessPolicyWindow as cudaKernelNodeAttributeAccessPolicyWindow;
///C's `cudaKernelNodeAttributeClusterDimension`: the headers `#define` it as [`cudaLaunchAttributeClusterDimension`].
///
/// `cudaKernelNodeAttributeClusterDimension` is `cudaLaunchAttributeClusterDimension` from CUDA 11.8.
pub use self::cudaLaunchAttributeClusterDimension as cudaKernelNodeAttributeClusterDimension;
///C's `cudaKernelNodeAttributeClusterSchedulingPolicyPreference`: the headers `#define` it as [`cudaLaunchAttributeClusterSchedulingPolicyPreference`].
///
/// `cudaKernelNodeAttributeClusterSchedulingPolicyPreference` is `cudaLaunchAttributeClusterSchedulingPolicyPreference` from CUDA 11.8.
pub use self::cudaLaunchAttributeClusterSchedulingPolicyPreference as cudaKernelNodeAttributeClusterSchedulingPolicyPreference;
///C's `cudaKernelNodeAttributeCooperative`: the headers `#define` it as [`cudaLaunchAttributeCooperative`].
///
/// `cudaKernelNodeAttributeCooperative` is `cudaLaunchAttributeCooperative` from CUDA 11.8.
pub use self::cudaLaunchAttributeCooperative as cudaKernelNodeAttributeCooperative;
///C's `cudaKernelNodeAttributeDeviceUpdatableKernelNode`: the headers `#define` it as [`cudaLaunchAttributeDeviceUpdatableKernelNode`].
///
/// `cudaKernelNodeAttributeDeviceUpdatableKernelNode` is `cudaLaunchAttributeDeviceUpdatableKernelNode` from CUDA 12.4.
pub use self::cudaLaunchAttributeDeviceUpdatableKernelNode as cudaKernelNodeAttributeDeviceUpdatableKernelNode;
///C's `cudaKernelNodeAttributeMemSyncDomain`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomain`].
///
/// `cudaKernelNodeAttributeMemSyncDomain` is `cudaLaunchAttributeMemSyncDomain` from CUDA 12.0.
pub use self::cudaLaunchAttributeMemSyncDomain as cudaKernelNodeAttributeMemSyncDomain;
///C's `cudaKernelNodeAttributeMemSyncDomainMap`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomainMap`].
///
/// `cudaKernelNodeAttributeMemSyncDomainMap` is `cudaLaunchAttributeMemSyncDomainMap` from CUDA 12.0.
pub use self::cudaLaunchAttributeMemSyncDomainMap as cudaKernelNodeAttributeMemSyncDomainMap;
///C's `cudaKernelNodeAttributeNvlinkUtilCentricScheduling`: the headers `#define` it as [`cudaLaunchAttributeNvlinkUtilCentricScheduling`].
///
/// `cudaKernelNodeAttributeNvlinkUtilCentricScheduling` is `cudaLaunchAttributeNvlinkUtilCentricScheduling` from CUDA 13.0.
pub use self::cudaLaunchAttributeNvlinkUtilCentricScheduling as cudaKernelNodeAttributeNvlinkUtilCentricScheduling;
///C's `cudaKernelNodeAttributePreferredSharedMemoryCarveout`: the headers `#define` it as [`cudaLaunchAttributePreferredSharedMemoryCarveout`].
///
/// `cudaKernelNodeAttributePreferredSharedMemoryCarveout` is `cudaLaunchAttributePreferredSharedMemoryCarveout` from CUDA 12.5.
pub use self::cudaLaunchAttributePreferredSharedMemoryCarveout as cudaKernelNodeAttributePreferredSharedMemoryCarveout;
///C's `cudaKernelNodeAttributePriority`: the headers `#define` it as [`cudaLaunchAttributePriority`].
///
/// `cudaKernelNodeAttributePriority` is `cudaLaunchAttributePriority` from CUDA 11.8.
pub use self::cudaLaunchAttributePriority as cudaKernelNodeAttributePriority;
///C's `cudaStreamAttrID`: the headers `#define` it as [`cudaLaunchAttributeID`].
///
/// `cudaStreamAttrID` is `cudaLaunchAttributeID` from CUDA 11.8.
pub use self::cudaLaunchAttributeID as cudaStreamAttrID;
///C's `cudaStreamAttrValue`: the headers `#define` it as [`cudaLaunchAttributeValue`].
///
/// `cudaStreamAttrValue` is `cudaLaunchAttributeValue` from CUDA 11.8.
pub use self::cudaLaunchAttributeValue as cudaStreamAttrValue;
///C's `cudaStreamAttributeAccessPolicyWindow`: the headers `#define` it as [`cudaLaunchAttributeAccessPolicyWindow`].
///
/// `cudaStreamAttributeAccessPolicyWindow` is `cudaLaunchAttributeAccessPolicyWindow` from CUDA 11.8.
pub use self::cudaLaunchAttributeAccessPolicyWindow as cudaStreamAttributeAccessPolicyWindow;
///C's `cudaStreamAttributeMemSyncDomain`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomain`].
///
/// `cudaStreamAttributeMemSyncDomain` is `cudaLaunchAttributeMemSyncDomain` from CUDA 12.0.
pub use self::cudaLaunchAttributeMemSyncDomain as cudaStreamAttributeMemSyncDomain;
///C's `cudaStreamAttributeMemSyncDomainMap`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomainMap`].
///
/// `cudaStreamAttributeMemSyncDomainMap` is `cudaLaunchAttributeMemSyncDomainMap` from CUDA 12.0.
pub use self::cudaLaunchAttributeMemSyncDomainMap as cudaStreamAttributeMemSyncDomainMap;
///C's `cudaStreamAttributePriority`: the headers `#define` it as [`cudaLaunchAttributePriority`].
///
/// `cudaStreamAttributePriority` is `cudaLaunchAttributePriority` from CUDA 12.0.
pub use self::cudaLaunchAttributePriority as cudaStreamAttributePriority;
///C's `cudaStreamAttributeSynchronizationPolicy`: the headers `#define` it as [`cudaLaunchAttributeSynchronizationPolicy`].
///
/// `cudaStreamAttributeSynchronizationPolicy` is `cudaLaunchAttributeSynchronizationPolicy` from CUDA 11.8.
pub use self::cudaLaunchAttributeSynchronizationPolicy as cudaStreamAttributeSynchronizationPolicy;
#[cfg(any(feature = "nvml"))]
///C's `nvmlBlacklistDeviceInfo_t`: the headers `#define` it as [`nvmlExcludedDeviceInfo_t`].
pub use self::nvmlExcludedDeviceInfo_t as nvmlBlacklistDeviceInfo_t;
#[cfg(any(feature = "nvml"))]
///C's `nvmlComputeInstanceGetInfo`: the headers `#define` it as [`nvmlComputeInstanceGetInfo_v2`].
pub use self::nvmlComputeInstanceGetInfo_v2 as nvmlComputeInstanceGetInfo;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetAttributes`: the headers `#define` it as [`nvmlDeviceGetAttributes_v2`].
pub use self::nvmlDeviceGetAttributes_v2 as nvmlDeviceGetAttributes;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetComputeRunningProcesses`: the headers `#define` it as [`nvmlDeviceGetComputeRunningProcesses_v3`].
pub use self::nvmlDeviceGetComputeRunningProcesses_v3 as nvmlDeviceGetComputeRunningProcesses;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetCount`: the headers `#define` it as [`nvmlDeviceGetCount_v2`].
pub use self::nvmlDeviceGetCount_v2 as nvmlDeviceGetCount;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetDriverModel`: the headers `#define` it as [`nvmlDeviceGetDriverModel_v2`].
pub use self::nvmlDeviceGetDriverModel_v2 as nvmlDeviceGetDriverModel;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetGpuInstancePossiblePlacements`: the headers `#define` it as [`nvmlDeviceGetGpuInstancePossiblePlacements_v2`].
pub use self::nvmlDeviceGetGpuInstancePossiblePlacements_v2 as nvmlDeviceGetGpuInstancePossiblePlacements;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetGraphicsRunningProcesses`: the headers `#define` it as [`nvmlDeviceGetGraphicsRunningProcesses_v3`].
pub use self::nvmlDeviceGetGraphicsRunningProcesses_v3 as nvmlDeviceGetGraphicsRunningProcesses;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetGridLicensableFeatures`: the headers `#define` it as [`nvmlDeviceGetGridLicensableFeatures_v4`].
pub use self::nvmlDeviceGetGridLicensableFeatures_v4 as nvmlDeviceGetGridLicensableFeatures;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetHandleByIndex`: the headers `#define` it as [`nvmlDeviceGetHandleByIndex_v2`].
pub use self::nvmlDeviceGetHandleByIndex_v2 as nvmlDeviceGetHandleByIndex;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetHandleByPciBusId`: the headers `#define` it as [`nvmlDeviceGetHandleByPciBusId_v2`].
pub use self::nvmlDeviceGetHandleByPciBusId_v2 as nvmlDeviceGetHandleByPciBusId;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetMPSComputeRunningProcesses`: the headers `#define` it as [`nvmlDeviceGetMPSComputeRunningProcesses_v3`].
pub use self::nvmlDeviceGetMPSComputeRunningProcesses_v3 as nvmlDeviceGetMPSComputeRunningProcesses;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetNvLinkRemotePciInfo`: the headers `#define` it as [`nvmlDeviceGetNvLinkRemotePciInfo_v2`].
pub use self::nvmlDeviceGetNvLinkRemotePciInfo_v2 as nvmlDeviceGetNvLinkRemotePciInfo;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceGetPciInfo`: the headers `#define` it as [`nvmlDeviceGetPciInfo_v3`].
pub use self::nvmlDeviceGetPciInfo_v3 as nvmlDeviceGetPciInfo;
#[cfg(any(feature = "nvml"))]
///C's `nvmlDeviceRemoveGpu`: the headers `#define` it as [`nvmlDeviceRemoveGpu_v2`].
pub use self::nvmlDeviceRemoveGpu_v2 as nvmlDeviceRemoveGpu;
#[cfg(any(feature = "nvml"))]
///C's `nvmlEccBitType_t`: the headers `#define` it as [`nvmlMemoryErrorType_t`].
pub use self::nvmlMemoryErrorType_t as nvmlEccBitType_t;
#[cfg(any(feature = "nvml"))]
///C's `nvmlEventSetWait`: the headers `#define` it as [`nvmlEventSetWait_v2`].
pub use self::nvmlEventSetWait_v2 as nvmlEventSetWait;
#[cfg(any(feature = "nvml"))]
///C's `nvmlGetBlacklistDeviceCount`: the headers `#define` it as [`nvmlGetExcludedDeviceCount`].
pub use self::nvmlGetExcludedDeviceCount as nvmlGetBlacklistDeviceCount;
#[cfg(any(feature = "nvml"))]
///C's `nvmlGetBlacklistDeviceInfoByIndex`: the headers `#define` it as [`nvmlGetExcludedDeviceInfoByIndex`].
pub use self::nvmlGetExcludedDeviceInfoByIndex as nvmlGetBlacklistDeviceInfoByIndex;
#[cfg(any(feature = "nvml"))]
///C's `nvmlInit`: the headers `#define` it as [`nvmlInit_v2`].
pub use self::nvmlInit_v2 as nvmlInit;
#[cfg(any(feature = "nvml"))]
///C's `nvmlVgpuInstanceGetLicenseInfo`: the headers `#define` it as [`nvmlVgpuInstanceGetLicenseInfo_v2`].
pub use self::nvmlVgpuInstanceGetLicenseInfo_v2 as nvmlVgpuInstanceGetLicenseInfo;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkAddData`: the headers define it `static inline`, calling [`__nvJitLinkAddData_13_0`] with the same arguments.
pub use self::__nvJitLinkAddData_13_0 as nvJitLinkAddData;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkAddFile`: the headers define it `static inline`, calling [`__nvJitLinkAddFile_13_0`] with the same arguments.
pub use self::__nvJitLinkAddFile_13_0 as nvJitLinkAddFile;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkComplete`: the headers define it `static inline`, calling [`__nvJitLinkComplete_13_0`] with the same arguments.
pub use self::__nvJitLinkComplete_13_0 as nvJitLinkComplete;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkCreate`: the headers define it `static inline`, calling [`__nvJitLinkCreate_13_0`] with the same arguments.
pub use self::__nvJitLinkCreate_13_0 as nvJitLinkCreate;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkDestroy`: the headers define it `static inline`, calling [`__nvJitLinkDestroy_13_0`] with the same arguments.
pub use self::__nvJitLinkDestroy_13_0 as nvJitLinkDestroy;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLog`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLog_13_0`] with the same arguments.
pub use self::__nvJitLinkGetErrorLog_13_0 as nvJitLinkGetErrorLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLogSize_13_0`] with the same arguments.
pub use self::__nvJitLinkGetErrorLogSize_13_0 as nvJitLinkGetErrorLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLog`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLog_13_0`] with the same arguments.
pub use self::__nvJitLinkGetInfoLog_13_0 as nvJitLinkGetInfoLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLogSize_13_0`] with the same arguments.
pub use self::__nvJitLinkGetInfoLogSize_13_0 as nvJitLinkGetInfoLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubin`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubin_13_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubin_13_0 as nvJitLinkGetLinkedCubin;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubinSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubinSize_13_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubinSize_13_0 as nvJitLinkGetLinkedCubinSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtx`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtx_13_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtx_13_0 as nvJitLinkGetLinkedPtx;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtxSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtxSize_13_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtxSize_13_0 as nvJitLinkGetLinkedPtxSize;
