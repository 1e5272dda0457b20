#[cfg(any(feature = "cudss"))]
///C's `CUDSS_C_32F`: the headers `#define` it as [`CUDA_C_32F`].
pub use self::CUDA_C_32F as CUDSS_C_32F;
#[cfg(any(feature = "cudss"))]
///C's `CUDSS_C_64F`: the headers `#define` it as [`CUDA_C_64F`].
pub use self::CUDA_C_64F as CUDSS_C_64F;
#[cfg(any(feature = "cudss"))]
///C's `CUDSS_R_32F`: the headers `#define` it as [`CUDA_R_32F`].
pub use self::CUDA_R_32F as CUDSS_R_32F;
#[cfg(any(feature = "cudss"))]
///C's `CUDSS_R_32I`: the headers `#define` it as [`CUDA_R_32I`].
pub use self::CUDA_R_32I as CUDSS_R_32I;
#[cfg(any(feature = "cudss"))]
///C's `CUDSS_R_64F`: the headers `#define` it as [`CUDA_R_64F`].
pub use self::CUDA_R_64F as CUDSS_R_64F;
#[cfg(any(feature = "cudss"))]
///C's `CUDSS_R_64I`: the headers `#define` it as [`CUDA_R_64I`].
pub use self::CUDA_R_64I as CUDSS_R_64I;
#[cfg(any(feature = "cufft"))]
///C's `CUFFT_COMPATIBILITY_DEFAULT`: the headers `#define` it as [`CUFFT_COMPATIBILITY_FFTW_PADDING`].
pub use self::CUFFT_COMPATIBILITY_FFTW_PADDING as CUFFT_COMPATIBILITY_DEFAULT;
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
#[cfg(any(feature = "cublas"))]
///C's `cublasCaxpy`: the headers `#define` it as [`cublasCaxpy_v2`].
pub use self::cublasCaxpy_v2 as cublasCaxpy;
#[cfg(any(feature = "cublas"))]
///C's `cublasCaxpy_64`: the headers `#define` it as [`cublasCaxpy_v2_64`].
pub use self::cublasCaxpy_v2_64 as cublasCaxpy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCcopy`: the headers `#define` it as [`cublasCcopy_v2`].
pub use self::cublasCcopy_v2 as cublasCcopy;
#[cfg(any(feature = "cublas"))]
///C's `cublasCcopy_64`: the headers `#define` it as [`cublasCcopy_v2_64`].
pub use self::cublasCcopy_v2_64 as cublasCcopy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCdotc`: the headers `#define` it as [`cublasCdotc_v2`].
pub use self::cublasCdotc_v2 as cublasCdotc;
#[cfg(any(feature = "cublas"))]
///C's `cublasCdotc_64`: the headers `#define` it as [`cublasCdotc_v2_64`].
pub use self::cublasCdotc_v2_64 as cublasCdotc_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCdotu`: the headers `#define` it as [`cublasCdotu_v2`].
pub use self::cublasCdotu_v2 as cublasCdotu;
#[cfg(any(feature = "cublas"))]
///C's `cublasCdotu_64`: the headers `#define` it as [`cublasCdotu_v2_64`].
pub use self::cublasCdotu_v2_64 as cublasCdotu_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgbmv`: the headers `#define` it as [`cublasCgbmv_v2`].
pub use self::cublasCgbmv_v2 as cublasCgbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgbmv_64`: the headers `#define` it as [`cublasCgbmv_v2_64`].
pub use self::cublasCgbmv_v2_64 as cublasCgbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgemm`: the headers `#define` it as [`cublasCgemm_v2`].
pub use self::cublasCgemm_v2 as cublasCgemm;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgemm_64`: the headers `#define` it as [`cublasCgemm_v2_64`].
pub use self::cublasCgemm_v2_64 as cublasCgemm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgemv`: the headers `#define` it as [`cublasCgemv_v2`].
pub use self::cublasCgemv_v2 as cublasCgemv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgemv_64`: the headers `#define` it as [`cublasCgemv_v2_64`].
pub use self::cublasCgemv_v2_64 as cublasCgemv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgerc`: the headers `#define` it as [`cublasCgerc_v2`].
pub use self::cublasCgerc_v2 as cublasCgerc;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgerc_64`: the headers `#define` it as [`cublasCgerc_v2_64`].
pub use self::cublasCgerc_v2_64 as cublasCgerc_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgeru`: the headers `#define` it as [`cublasCgeru_v2`].
pub use self::cublasCgeru_v2 as cublasCgeru;
#[cfg(any(feature = "cublas"))]
///C's `cublasCgeru_64`: the headers `#define` it as [`cublasCgeru_v2_64`].
pub use self::cublasCgeru_v2_64 as cublasCgeru_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasChbmv`: the headers `#define` it as [`cublasChbmv_v2`].
pub use self::cublasChbmv_v2 as cublasChbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasChbmv_64`: the headers `#define` it as [`cublasChbmv_v2_64`].
pub use self::cublasChbmv_v2_64 as cublasChbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasChemm`: the headers `#define` it as [`cublasChemm_v2`].
pub use self::cublasChemm_v2 as cublasChemm;
#[cfg(any(feature = "cublas"))]
///C's `cublasChemm_64`: the headers `#define` it as [`cublasChemm_v2_64`].
pub use self::cublasChemm_v2_64 as cublasChemm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasChemv`: the headers `#define` it as [`cublasChemv_v2`].
pub use self::cublasChemv_v2 as cublasChemv;
#[cfg(any(feature = "cublas"))]
///C's `cublasChemv_64`: the headers `#define` it as [`cublasChemv_v2_64`].
pub use self::cublasChemv_v2_64 as cublasChemv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCher`: the headers `#define` it as [`cublasCher_v2`].
pub use self::cublasCher_v2 as cublasCher;
#[cfg(any(feature = "cublas"))]
///C's `cublasCher2`: the headers `#define` it as [`cublasCher2_v2`].
pub use self::cublasCher2_v2 as cublasCher2;
#[cfg(any(feature = "cublas"))]
///C's `cublasCher2_64`: the headers `#define` it as [`cublasCher2_v2_64`].
pub use self::cublasCher2_v2_64 as cublasCher2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCher2k`: the headers `#define` it as [`cublasCher2k_v2`].
pub use self::cublasCher2k_v2 as cublasCher2k;
#[cfg(any(feature = "cublas"))]
///C's `cublasCher2k_64`: the headers `#define` it as [`cublasCher2k_v2_64`].
pub use self::cublasCher2k_v2_64 as cublasCher2k_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCher_64`: the headers `#define` it as [`cublasCher_v2_64`].
pub use self::cublasCher_v2_64 as cublasCher_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCherk`: the headers `#define` it as [`cublasCherk_v2`].
pub use self::cublasCherk_v2 as cublasCherk;
#[cfg(any(feature = "cublas"))]
///C's `cublasCherk_64`: the headers `#define` it as [`cublasCherk_v2_64`].
pub use self::cublasCherk_v2_64 as cublasCherk_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasChpmv`: the headers `#define` it as [`cublasChpmv_v2`].
pub use self::cublasChpmv_v2 as cublasChpmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasChpmv_64`: the headers `#define` it as [`cublasChpmv_v2_64`].
pub use self::cublasChpmv_v2_64 as cublasChpmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasChpr`: the headers `#define` it as [`cublasChpr_v2`].
pub use self::cublasChpr_v2 as cublasChpr;
#[cfg(any(feature = "cublas"))]
///C's `cublasChpr2`: the headers `#define` it as [`cublasChpr2_v2`].
pub use self::cublasChpr2_v2 as cublasChpr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasChpr2_64`: the headers `#define` it as [`cublasChpr2_v2_64`].
pub use self::cublasChpr2_v2_64 as cublasChpr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasChpr_64`: the headers `#define` it as [`cublasChpr_v2_64`].
pub use self::cublasChpr_v2_64 as cublasChpr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCreate`: the headers `#define` it as [`cublasCreate_v2`].
pub use self::cublasCreate_v2 as cublasCreate;
#[cfg(any(feature = "cublas"))]
///C's `cublasCrot`: the headers `#define` it as [`cublasCrot_v2`].
pub use self::cublasCrot_v2 as cublasCrot;
#[cfg(any(feature = "cublas"))]
///C's `cublasCrot_64`: the headers `#define` it as [`cublasCrot_v2_64`].
pub use self::cublasCrot_v2_64 as cublasCrot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCrotg`: the headers `#define` it as [`cublasCrotg_v2`].
pub use self::cublasCrotg_v2 as cublasCrotg;
#[cfg(any(feature = "cublas"))]
///C's `cublasCscal`: the headers `#define` it as [`cublasCscal_v2`].
pub use self::cublasCscal_v2 as cublasCscal;
#[cfg(any(feature = "cublas"))]
///C's `cublasCscal_64`: the headers `#define` it as [`cublasCscal_v2_64`].
pub use self::cublasCscal_v2_64 as cublasCscal_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsrot`: the headers `#define` it as [`cublasCsrot_v2`].
pub use self::cublasCsrot_v2 as cublasCsrot;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsrot_64`: the headers `#define` it as [`cublasCsrot_v2_64`].
pub use self::cublasCsrot_v2_64 as cublasCsrot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsscal`: the headers `#define` it as [`cublasCsscal_v2`].
pub use self::cublasCsscal_v2 as cublasCsscal;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsscal_64`: the headers `#define` it as [`cublasCsscal_v2_64`].
pub use self::cublasCsscal_v2_64 as cublasCsscal_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCswap`: the headers `#define` it as [`cublasCswap_v2`].
pub use self::cublasCswap_v2 as cublasCswap;
#[cfg(any(feature = "cublas"))]
///C's `cublasCswap_64`: the headers `#define` it as [`cublasCswap_v2_64`].
pub use self::cublasCswap_v2_64 as cublasCswap_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsymm`: the headers `#define` it as [`cublasCsymm_v2`].
pub use self::cublasCsymm_v2 as cublasCsymm;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsymm_64`: the headers `#define` it as [`cublasCsymm_v2_64`].
pub use self::cublasCsymm_v2_64 as cublasCsymm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsymv`: the headers `#define` it as [`cublasCsymv_v2`].
pub use self::cublasCsymv_v2 as cublasCsymv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsymv_64`: the headers `#define` it as [`cublasCsymv_v2_64`].
pub use self::cublasCsymv_v2_64 as cublasCsymv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyr`: the headers `#define` it as [`cublasCsyr_v2`].
pub use self::cublasCsyr_v2 as cublasCsyr;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyr2`: the headers `#define` it as [`cublasCsyr2_v2`].
pub use self::cublasCsyr2_v2 as cublasCsyr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyr2_64`: the headers `#define` it as [`cublasCsyr2_v2_64`].
pub use self::cublasCsyr2_v2_64 as cublasCsyr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyr2k`: the headers `#define` it as [`cublasCsyr2k_v2`].
pub use self::cublasCsyr2k_v2 as cublasCsyr2k;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyr2k_64`: the headers `#define` it as [`cublasCsyr2k_v2_64`].
pub use self::cublasCsyr2k_v2_64 as cublasCsyr2k_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyr_64`: the headers `#define` it as [`cublasCsyr_v2_64`].
pub use self::cublasCsyr_v2_64 as cublasCsyr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyrk`: the headers `#define` it as [`cublasCsyrk_v2`].
pub use self::cublasCsyrk_v2 as cublasCsyrk;
#[cfg(any(feature = "cublas"))]
///C's `cublasCsyrk_64`: the headers `#define` it as [`cublasCsyrk_v2_64`].
pub use self::cublasCsyrk_v2_64 as cublasCsyrk_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtbmv`: the headers `#define` it as [`cublasCtbmv_v2`].
pub use self::cublasCtbmv_v2 as cublasCtbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtbmv_64`: the headers `#define` it as [`cublasCtbmv_v2_64`].
pub use self::cublasCtbmv_v2_64 as cublasCtbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtbsv`: the headers `#define` it as [`cublasCtbsv_v2`].
pub use self::cublasCtbsv_v2 as cublasCtbsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtbsv_64`: the headers `#define` it as [`cublasCtbsv_v2_64`].
pub use self::cublasCtbsv_v2_64 as cublasCtbsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtpmv`: the headers `#define` it as [`cublasCtpmv_v2`].
pub use self::cublasCtpmv_v2 as cublasCtpmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtpmv_64`: the headers `#define` it as [`cublasCtpmv_v2_64`].
pub use self::cublasCtpmv_v2_64 as cublasCtpmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtpsv`: the headers `#define` it as [`cublasCtpsv_v2`].
pub use self::cublasCtpsv_v2 as cublasCtpsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtpsv_64`: the headers `#define` it as [`cublasCtpsv_v2_64`].
pub use self::cublasCtpsv_v2_64 as cublasCtpsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrmm`: the headers `#define` it as [`cublasCtrmm_v2`].
pub use self::cublasCtrmm_v2 as cublasCtrmm;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrmm_64`: the headers `#define` it as [`cublasCtrmm_v2_64`].
pub use self::cublasCtrmm_v2_64 as cublasCtrmm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrmv`: the headers `#define` it as [`cublasCtrmv_v2`].
pub use self::cublasCtrmv_v2 as cublasCtrmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrmv_64`: the headers `#define` it as [`cublasCtrmv_v2_64`].
pub use self::cublasCtrmv_v2_64 as cublasCtrmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrsm`: the headers `#define` it as [`cublasCtrsm_v2`].
pub use self::cublasCtrsm_v2 as cublasCtrsm;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrsm_64`: the headers `#define` it as [`cublasCtrsm_v2_64`].
pub use self::cublasCtrsm_v2_64 as cublasCtrsm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrsv`: the headers `#define` it as [`cublasCtrsv_v2`].
pub use self::cublasCtrsv_v2 as cublasCtrsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasCtrsv_64`: the headers `#define` it as [`cublasCtrsv_v2_64`].
pub use self::cublasCtrsv_v2_64 as cublasCtrsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDasum`: the headers `#define` it as [`cublasDasum_v2`].
pub use self::cublasDasum_v2 as cublasDasum;
#[cfg(any(feature = "cublas"))]
///C's `cublasDasum_64`: the headers `#define` it as [`cublasDasum_v2_64`].
pub use self::cublasDasum_v2_64 as cublasDasum_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDaxpy`: the headers `#define` it as [`cublasDaxpy_v2`].
pub use self::cublasDaxpy_v2 as cublasDaxpy;
#[cfg(any(feature = "cublas"))]
///C's `cublasDaxpy_64`: the headers `#define` it as [`cublasDaxpy_v2_64`].
pub use self::cublasDaxpy_v2_64 as cublasDaxpy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDcopy`: the headers `#define` it as [`cublasDcopy_v2`].
pub use self::cublasDcopy_v2 as cublasDcopy;
#[cfg(any(feature = "cublas"))]
///C's `cublasDcopy_64`: the headers `#define` it as [`cublasDcopy_v2_64`].
pub use self::cublasDcopy_v2_64 as cublasDcopy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDdot`: the headers `#define` it as [`cublasDdot_v2`].
pub use self::cublasDdot_v2 as cublasDdot;
#[cfg(any(feature = "cublas"))]
///C's `cublasDdot_64`: the headers `#define` it as [`cublasDdot_v2_64`].
pub use self::cublasDdot_v2_64 as cublasDdot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDestroy`: the headers `#define` it as [`cublasDestroy_v2`].
pub use self::cublasDestroy_v2 as cublasDestroy;
#[cfg(any(feature = "cublas"))]
///C's `cublasDgbmv`: the headers `#define` it as [`cublasDgbmv_v2`].
pub use self::cublasDgbmv_v2 as cublasDgbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDgbmv_64`: the headers `#define` it as [`cublasDgbmv_v2_64`].
pub use self::cublasDgbmv_v2_64 as cublasDgbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDgemm`: the headers `#define` it as [`cublasDgemm_v2`].
pub use self::cublasDgemm_v2 as cublasDgemm;
#[cfg(any(feature = "cublas"))]
///C's `cublasDgemm_64`: the headers `#define` it as [`cublasDgemm_v2_64`].
pub use self::cublasDgemm_v2_64 as cublasDgemm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDgemv`: the headers `#define` it as [`cublasDgemv_v2`].
pub use self::cublasDgemv_v2 as cublasDgemv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDgemv_64`: the headers `#define` it as [`cublasDgemv_v2_64`].
pub use self::cublasDgemv_v2_64 as cublasDgemv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDger`: the headers `#define` it as [`cublasDger_v2`].
pub use self::cublasDger_v2 as cublasDger;
#[cfg(any(feature = "cublas"))]
///C's `cublasDger_64`: the headers `#define` it as [`cublasDger_v2_64`].
pub use self::cublasDger_v2_64 as cublasDger_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDnrm2`: the headers `#define` it as [`cublasDnrm2_v2`].
pub use self::cublasDnrm2_v2 as cublasDnrm2;
#[cfg(any(feature = "cublas"))]
///C's `cublasDnrm2_64`: the headers `#define` it as [`cublasDnrm2_v2_64`].
pub use self::cublasDnrm2_v2_64 as cublasDnrm2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDrot`: the headers `#define` it as [`cublasDrot_v2`].
pub use self::cublasDrot_v2 as cublasDrot;
#[cfg(any(feature = "cublas"))]
///C's `cublasDrot_64`: the headers `#define` it as [`cublasDrot_v2_64`].
pub use self::cublasDrot_v2_64 as cublasDrot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDrotg`: the headers `#define` it as [`cublasDrotg_v2`].
pub use self::cublasDrotg_v2 as cublasDrotg;
#[cfg(any(feature = "cublas"))]
///C's `cublasDrotm`: the headers `#define` it as [`cublasDrotm_v2`].
pub use self::cublasDrotm_v2 as cublasDrotm;
#[cfg(any(feature = "cublas"))]
///C's `cublasDrotm_64`: the headers `#define` it as [`cublasDrotm_v2_64`].
pub use self::cublasDrotm_v2_64 as cublasDrotm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDrotmg`: the headers `#define` it as [`cublasDrotmg_v2`].
pub use self::cublasDrotmg_v2 as cublasDrotmg;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsbmv`: the headers `#define` it as [`cublasDsbmv_v2`].
pub use self::cublasDsbmv_v2 as cublasDsbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsbmv_64`: the headers `#define` it as [`cublasDsbmv_v2_64`].
pub use self::cublasDsbmv_v2_64 as cublasDsbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDscal`: the headers `#define` it as [`cublasDscal_v2`].
pub use self::cublasDscal_v2 as cublasDscal;
#[cfg(any(feature = "cublas"))]
///C's `cublasDscal_64`: the headers `#define` it as [`cublasDscal_v2_64`].
pub use self::cublasDscal_v2_64 as cublasDscal_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDspmv`: the headers `#define` it as [`cublasDspmv_v2`].
pub use self::cublasDspmv_v2 as cublasDspmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDspmv_64`: the headers `#define` it as [`cublasDspmv_v2_64`].
pub use self::cublasDspmv_v2_64 as cublasDspmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDspr`: the headers `#define` it as [`cublasDspr_v2`].
pub use self::cublasDspr_v2 as cublasDspr;
#[cfg(any(feature = "cublas"))]
///C's `cublasDspr2`: the headers `#define` it as [`cublasDspr2_v2`].
pub use self::cublasDspr2_v2 as cublasDspr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasDspr2_64`: the headers `#define` it as [`cublasDspr2_v2_64`].
pub use self::cublasDspr2_v2_64 as cublasDspr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDspr_64`: the headers `#define` it as [`cublasDspr_v2_64`].
pub use self::cublasDspr_v2_64 as cublasDspr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDswap`: the headers `#define` it as [`cublasDswap_v2`].
pub use self::cublasDswap_v2 as cublasDswap;
#[cfg(any(feature = "cublas"))]
///C's `cublasDswap_64`: the headers `#define` it as [`cublasDswap_v2_64`].
pub use self::cublasDswap_v2_64 as cublasDswap_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsymm`: the headers `#define` it as [`cublasDsymm_v2`].
pub use self::cublasDsymm_v2 as cublasDsymm;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsymm_64`: the headers `#define` it as [`cublasDsymm_v2_64`].
pub use self::cublasDsymm_v2_64 as cublasDsymm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsymv`: the headers `#define` it as [`cublasDsymv_v2`].
pub use self::cublasDsymv_v2 as cublasDsymv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsymv_64`: the headers `#define` it as [`cublasDsymv_v2_64`].
pub use self::cublasDsymv_v2_64 as cublasDsymv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyr`: the headers `#define` it as [`cublasDsyr_v2`].
pub use self::cublasDsyr_v2 as cublasDsyr;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyr2`: the headers `#define` it as [`cublasDsyr2_v2`].
pub use self::cublasDsyr2_v2 as cublasDsyr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyr2_64`: the headers `#define` it as [`cublasDsyr2_v2_64`].
pub use self::cublasDsyr2_v2_64 as cublasDsyr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyr2k`: the headers `#define` it as [`cublasDsyr2k_v2`].
pub use self::cublasDsyr2k_v2 as cublasDsyr2k;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyr2k_64`: the headers `#define` it as [`cublasDsyr2k_v2_64`].
pub use self::cublasDsyr2k_v2_64 as cublasDsyr2k_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyr_64`: the headers `#define` it as [`cublasDsyr_v2_64`].
pub use self::cublasDsyr_v2_64 as cublasDsyr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyrk`: the headers `#define` it as [`cublasDsyrk_v2`].
pub use self::cublasDsyrk_v2 as cublasDsyrk;
#[cfg(any(feature = "cublas"))]
///C's `cublasDsyrk_64`: the headers `#define` it as [`cublasDsyrk_v2_64`].
pub use self::cublasDsyrk_v2_64 as cublasDsyrk_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtbmv`: the headers `#define` it as [`cublasDtbmv_v2`].
pub use self::cublasDtbmv_v2 as cublasDtbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtbmv_64`: the headers `#define` it as [`cublasDtbmv_v2_64`].
pub use self::cublasDtbmv_v2_64 as cublasDtbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtbsv`: the headers `#define` it as [`cublasDtbsv_v2`].
pub use self::cublasDtbsv_v2 as cublasDtbsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtbsv_64`: the headers `#define` it as [`cublasDtbsv_v2_64`].
pub use self::cublasDtbsv_v2_64 as cublasDtbsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtpmv`: the headers `#define` it as [`cublasDtpmv_v2`].
pub use self::cublasDtpmv_v2 as cublasDtpmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtpmv_64`: the headers `#define` it as [`cublasDtpmv_v2_64`].
pub use self::cublasDtpmv_v2_64 as cublasDtpmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtpsv`: the headers `#define` it as [`cublasDtpsv_v2`].
pub use self::cublasDtpsv_v2 as cublasDtpsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtpsv_64`: the headers `#define` it as [`cublasDtpsv_v2_64`].
pub use self::cublasDtpsv_v2_64 as cublasDtpsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrmm`: the headers `#define` it as [`cublasDtrmm_v2`].
pub use self::cublasDtrmm_v2 as cublasDtrmm;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrmm_64`: the headers `#define` it as [`cublasDtrmm_v2_64`].
pub use self::cublasDtrmm_v2_64 as cublasDtrmm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrmv`: the headers `#define` it as [`cublasDtrmv_v2`].
pub use self::cublasDtrmv_v2 as cublasDtrmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrmv_64`: the headers `#define` it as [`cublasDtrmv_v2_64`].
pub use self::cublasDtrmv_v2_64 as cublasDtrmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrsm`: the headers `#define` it as [`cublasDtrsm_v2`].
pub use self::cublasDtrsm_v2 as cublasDtrsm;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrsm_64`: the headers `#define` it as [`cublasDtrsm_v2_64`].
pub use self::cublasDtrsm_v2_64 as cublasDtrsm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrsv`: the headers `#define` it as [`cublasDtrsv_v2`].
pub use self::cublasDtrsv_v2 as cublasDtrsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasDtrsv_64`: the headers `#define` it as [`cublasDtrsv_v2_64`].
pub use self::cublasDtrsv_v2_64 as cublasDtrsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDzasum`: the headers `#define` it as [`cublasDzasum_v2`].
pub use self::cublasDzasum_v2 as cublasDzasum;
#[cfg(any(feature = "cublas"))]
///C's `cublasDzasum_64`: the headers `#define` it as [`cublasDzasum_v2_64`].
pub use self::cublasDzasum_v2_64 as cublasDzasum_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasDznrm2`: the headers `#define` it as [`cublasDznrm2_v2`].
pub use self::cublasDznrm2_v2 as cublasDznrm2;
#[cfg(any(feature = "cublas"))]
///C's `cublasDznrm2_64`: the headers `#define` it as [`cublasDznrm2_v2_64`].
pub use self::cublasDznrm2_v2_64 as cublasDznrm2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasGetPointerMode`: the headers `#define` it as [`cublasGetPointerMode_v2`].
pub use self::cublasGetPointerMode_v2 as cublasGetPointerMode;
#[cfg(any(feature = "cublas"))]
///C's `cublasGetStream`: the headers `#define` it as [`cublasGetStream_v2`].
pub use self::cublasGetStream_v2 as cublasGetStream;
#[cfg(any(feature = "cublas"))]
///C's `cublasGetVersion`: the headers `#define` it as [`cublasGetVersion_v2`].
pub use self::cublasGetVersion_v2 as cublasGetVersion;
#[cfg(any(feature = "cublas"))]
///C's `cublasIcamax`: the headers `#define` it as [`cublasIcamax_v2`].
pub use self::cublasIcamax_v2 as cublasIcamax;
#[cfg(any(feature = "cublas"))]
///C's `cublasIcamax_64`: the headers `#define` it as [`cublasIcamax_v2_64`].
pub use self::cublasIcamax_v2_64 as cublasIcamax_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasIcamin`: the headers `#define` it as [`cublasIcamin_v2`].
pub use self::cublasIcamin_v2 as cublasIcamin;
#[cfg(any(feature = "cublas"))]
///C's `cublasIcamin_64`: the headers `#define` it as [`cublasIcamin_v2_64`].
pub use self::cublasIcamin_v2_64 as cublasIcamin_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasIdamax`: the headers `#define` it as [`cublasIdamax_v2`].
pub use self::cublasIdamax_v2 as cublasIdamax;
#[cfg(any(feature = "cublas"))]
///C's `cublasIdamax_64`: the headers `#define` it as [`cublasIdamax_v2_64`].
pub use self::cublasIdamax_v2_64 as cublasIdamax_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasIdamin`: the headers `#define` it as [`cublasIdamin_v2`].
pub use self::cublasIdamin_v2 as cublasIdamin;
#[cfg(any(feature = "cublas"))]
///C's `cublasIdamin_64`: the headers `#define` it as [`cublasIdamin_v2_64`].
pub use self::cublasIdamin_v2_64 as cublasIdamin_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasIsamax`: the headers `#define` it as [`cublasIsamax_v2`].
pub use self::cublasIsamax_v2 as cublasIsamax;
#[cfg(any(feature = "cublas"))]
///C's `cublasIsamax_64`: the headers `#define` it as [`cublasIsamax_v2_64`].
pub use self::cublasIsamax_v2_64 as cublasIsamax_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasIsamin`: the headers `#define` it as [`cublasIsamin_v2`].
pub use self::cublasIsamin_v2 as cublasIsamin;
#[cfg(any(feature = "cublas"))]
///C's `cublasIsamin_64`: the headers `#define` it as [`cublasIsamin_v2_64`].
pub use self::cublasIsamin_v2_64 as cublasIsamin_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasIzamax`: the headers `#define` it as [`cublasIzamax_v2`].
pub use self::cublasIzamax_v2 as cublasIzamax;
#[cfg(any(feature = "cublas"))]
///C's `cublasIzamax_64`: the headers `#define` it as [`cublasIzamax_v2_64`].
pub use self::cublasIzamax_v2_64 as cublasIzamax_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasIzamin`: the headers `#define` it as [`cublasIzamin_v2`].
pub use self::cublasIzamin_v2 as cublasIzamin;
#[cfg(any(feature = "cublas"))]
///C's `cublasIzamin_64`: the headers `#define` it as [`cublasIzamin_v2_64`].
pub use self::cublasIzamin_v2_64 as cublasIzamin_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSasum`: the headers `#define` it as [`cublasSasum_v2`].
pub use self::cublasSasum_v2 as cublasSasum;
#[cfg(any(feature = "cublas"))]
///C's `cublasSasum_64`: the headers `#define` it as [`cublasSasum_v2_64`].
pub use self::cublasSasum_v2_64 as cublasSasum_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSaxpy`: the headers `#define` it as [`cublasSaxpy_v2`].
pub use self::cublasSaxpy_v2 as cublasSaxpy;
#[cfg(any(feature = "cublas"))]
///C's `cublasSaxpy_64`: the headers `#define` it as [`cublasSaxpy_v2_64`].
pub use self::cublasSaxpy_v2_64 as cublasSaxpy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasScasum`: the headers `#define` it as [`cublasScasum_v2`].
pub use self::cublasScasum_v2 as cublasScasum;
#[cfg(any(feature = "cublas"))]
///C's `cublasScasum_64`: the headers `#define` it as [`cublasScasum_v2_64`].
pub use self::cublasScasum_v2_64 as cublasScasum_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasScnrm2`: the headers `#define` it as [`cublasScnrm2_v2`].
pub use self::cublasScnrm2_v2 as cublasScnrm2;
#[cfg(any(feature = "cublas"))]
///C's `cublasScnrm2_64`: the headers `#define` it as [`cublasScnrm2_v2_64`].
pub use self::cublasScnrm2_v2_64 as cublasScnrm2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasScopy`: the headers `#define` it as [`cublasScopy_v2`].
pub use self::cublasScopy_v2 as cublasScopy;
#[cfg(any(feature = "cublas"))]
///C's `cublasScopy_64`: the headers `#define` it as [`cublasScopy_v2_64`].
pub use self::cublasScopy_v2_64 as cublasScopy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSdot`: the headers `#define` it as [`cublasSdot_v2`].
pub use self::cublasSdot_v2 as cublasSdot;
#[cfg(any(feature = "cublas"))]
///C's `cublasSdot_64`: the headers `#define` it as [`cublasSdot_v2_64`].
pub use self::cublasSdot_v2_64 as cublasSdot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSetPointerMode`: the headers `#define` it as [`cublasSetPointerMode_v2`].
pub use self::cublasSetPointerMode_v2 as cublasSetPointerMode;
#[cfg(any(feature = "cublas"))]
///C's `cublasSetStream`: the headers `#define` it as [`cublasSetStream_v2`].
pub use self::cublasSetStream_v2 as cublasSetStream;
#[cfg(any(feature = "cublas"))]
///C's `cublasSetWorkspace`: the headers `#define` it as [`cublasSetWorkspace_v2`].
pub use self::cublasSetWorkspace_v2 as cublasSetWorkspace;
#[cfg(any(feature = "cublas"))]
///C's `cublasSgbmv`: the headers `#define` it as [`cublasSgbmv_v2`].
pub use self::cublasSgbmv_v2 as cublasSgbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasSgbmv_64`: the headers `#define` it as [`cublasSgbmv_v2_64`].
pub use self::cublasSgbmv_v2_64 as cublasSgbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSgemm`: the headers `#define` it as [`cublasSgemm_v2`].
pub use self::cublasSgemm_v2 as cublasSgemm;
#[cfg(any(feature = "cublas"))]
///C's `cublasSgemm_64`: the headers `#define` it as [`cublasSgemm_v2_64`].
pub use self::cublasSgemm_v2_64 as cublasSgemm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSgemv`: the headers `#define` it as [`cublasSgemv_v2`].
pub use self::cublasSgemv_v2 as cublasSgemv;
#[cfg(any(feature = "cublas"))]
///C's `cublasSgemv_64`: the headers `#define` it as [`cublasSgemv_v2_64`].
pub use self::cublasSgemv_v2_64 as cublasSgemv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSger`: the headers `#define` it as [`cublasSger_v2`].
pub use self::cublasSger_v2 as cublasSger;
#[cfg(any(feature = "cublas"))]
///C's `cublasSger_64`: the headers `#define` it as [`cublasSger_v2_64`].
pub use self::cublasSger_v2_64 as cublasSger_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSnrm2`: the headers `#define` it as [`cublasSnrm2_v2`].
pub use self::cublasSnrm2_v2 as cublasSnrm2;
#[cfg(any(feature = "cublas"))]
///C's `cublasSnrm2_64`: the headers `#define` it as [`cublasSnrm2_v2_64`].
pub use self::cublasSnrm2_v2_64 as cublasSnrm2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSrot`: the headers `#define` it as [`cublasSrot_v2`].
pub use self::cublasSrot_v2 as cublasSrot;
#[cfg(any(feature = "cublas"))]
///C's `cublasSrot_64`: the headers `#define` it as [`cublasSrot_v2_64`].
pub use self::cublasSrot_v2_64 as cublasSrot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSrotg`: the headers `#define` it as [`cublasSrotg_v2`].
pub use self::cublasSrotg_v2 as cublasSrotg;
#[cfg(any(feature = "cublas"))]
///C's `cublasSrotm`: the headers `#define` it as [`cublasSrotm_v2`].
pub use self::cublasSrotm_v2 as cublasSrotm;
#[cfg(any(feature = "cublas"))]
///C's `cublasSrotm_64`: the headers `#define` it as [`cublasSrotm_v2_64`].
pub use self::cublasSrotm_v2_64 as cublasSrotm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSrotmg`: the headers `#define` it as [`cublasSrotmg_v2`].
pub use self::cublasSrotmg_v2 as cublasSrotmg;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsbmv`: the headers `#define` it as [`cublasSsbmv_v2`].
pub use self::cublasSsbmv_v2 as cublasSsbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsbmv_64`: the headers `#define` it as [`cublasSsbmv_v2_64`].
pub use self::cublasSsbmv_v2_64 as cublasSsbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSscal`: the headers `#define` it as [`cublasSscal_v2`].
pub use self::cublasSscal_v2 as cublasSscal;
#[cfg(any(feature = "cublas"))]
///C's `cublasSscal_64`: the headers `#define` it as [`cublasSscal_v2_64`].
pub use self::cublasSscal_v2_64 as cublasSscal_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSspmv`: the headers `#define` it as [`cublasSspmv_v2`].
pub use self::cublasSspmv_v2 as cublasSspmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasSspmv_64`: the headers `#define` it as [`cublasSspmv_v2_64`].
pub use self::cublasSspmv_v2_64 as cublasSspmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSspr`: the headers `#define` it as [`cublasSspr_v2`].
pub use self::cublasSspr_v2 as cublasSspr;
#[cfg(any(feature = "cublas"))]
///C's `cublasSspr2`: the headers `#define` it as [`cublasSspr2_v2`].
pub use self::cublasSspr2_v2 as cublasSspr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasSspr2_64`: the headers `#define` it as [`cublasSspr2_v2_64`].
pub use self::cublasSspr2_v2_64 as cublasSspr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSspr_64`: the headers `#define` it as [`cublasSspr_v2_64`].
pub use self::cublasSspr_v2_64 as cublasSspr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSswap`: the headers `#define` it as [`cublasSswap_v2`].
pub use self::cublasSswap_v2 as cublasSswap;
#[cfg(any(feature = "cublas"))]
///C's `cublasSswap_64`: the headers `#define` it as [`cublasSswap_v2_64`].
pub use self::cublasSswap_v2_64 as cublasSswap_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsymm`: the headers `#define` it as [`cublasSsymm_v2`].
pub use self::cublasSsymm_v2 as cublasSsymm;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsymm_64`: the headers `#define` it as [`cublasSsymm_v2_64`].
pub use self::cublasSsymm_v2_64 as cublasSsymm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsymv`: the headers `#define` it as [`cublasSsymv_v2`].
pub use self::cublasSsymv_v2 as cublasSsymv;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsymv_64`: the headers `#define` it as [`cublasSsymv_v2_64`].
pub use self::cublasSsymv_v2_64 as cublasSsymv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyr`: the headers `#define` it as [`cublasSsyr_v2`].
pub use self::cublasSsyr_v2 as cublasSsyr;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyr2`: the headers `#define` it as [`cublasSsyr2_v2`].
pub use self::cublasSsyr2_v2 as cublasSsyr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyr2_64`: the headers `#define` it as [`cublasSsyr2_v2_64`].
pub use self::cublasSsyr2_v2_64 as cublasSsyr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyr2k`: the headers `#define` it as [`cublasSsyr2k_v2`].
pub use self::cublasSsyr2k_v2 as cublasSsyr2k;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyr2k_64`: the headers `#define` it as [`cublasSsyr2k_v2_64`].
pub use self::cublasSsyr2k_v2_64 as cublasSsyr2k_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyr_64`: the headers `#define` it as [`cublasSsyr_v2_64`].
pub use self::cublasSsyr_v2_64 as cublasSsyr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyrk`: the headers `#define` it as [`cublasSsyrk_v2`].
pub use self::cublasSsyrk_v2 as cublasSsyrk;
#[cfg(any(feature = "cublas"))]
///C's `cublasSsyrk_64`: the headers `#define` it as [`cublasSsyrk_v2_64`].
pub use self::cublasSsyrk_v2_64 as cublasSsyrk_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStbmv`: the headers `#define` it as [`cublasStbmv_v2`].
pub use self::cublasStbmv_v2 as cublasStbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasStbmv_64`: the headers `#define` it as [`cublasStbmv_v2_64`].
pub use self::cublasStbmv_v2_64 as cublasStbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStbsv`: the headers `#define` it as [`cublasStbsv_v2`].
pub use self::cublasStbsv_v2 as cublasStbsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasStbsv_64`: the headers `#define` it as [`cublasStbsv_v2_64`].
pub use self::cublasStbsv_v2_64 as cublasStbsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStpmv`: the headers `#define` it as [`cublasStpmv_v2`].
pub use self::cublasStpmv_v2 as cublasStpmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasStpmv_64`: the headers `#define` it as [`cublasStpmv_v2_64`].
pub use self::cublasStpmv_v2_64 as cublasStpmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStpsv`: the headers `#define` it as [`cublasStpsv_v2`].
pub use self::cublasStpsv_v2 as cublasStpsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasStpsv_64`: the headers `#define` it as [`cublasStpsv_v2_64`].
pub use self::cublasStpsv_v2_64 as cublasStpsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrmm`: the headers `#define` it as [`cublasStrmm_v2`].
pub use self::cublasStrmm_v2 as cublasStrmm;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrmm_64`: the headers `#define` it as [`cublasStrmm_v2_64`].
pub use self::cublasStrmm_v2_64 as cublasStrmm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrmv`: the headers `#define` it as [`cublasStrmv_v2`].
pub use self::cublasStrmv_v2 as cublasStrmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrmv_64`: the headers `#define` it as [`cublasStrmv_v2_64`].
pub use self::cublasStrmv_v2_64 as cublasStrmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrsm`: the headers `#define` it as [`cublasStrsm_v2`].
pub use self::cublasStrsm_v2 as cublasStrsm;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrsm_64`: the headers `#define` it as [`cublasStrsm_v2_64`].
pub use self::cublasStrsm_v2_64 as cublasStrsm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrsv`: the headers `#define` it as [`cublasStrsv_v2`].
pub use self::cublasStrsv_v2 as cublasStrsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasStrsv_64`: the headers `#define` it as [`cublasStrsv_v2_64`].
pub use self::cublasStrsv_v2_64 as cublasStrsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZaxpy`: the headers `#define` it as [`cublasZaxpy_v2`].
pub use self::cublasZaxpy_v2 as cublasZaxpy;
#[cfg(any(feature = "cublas"))]
///C's `cublasZaxpy_64`: the headers `#define` it as [`cublasZaxpy_v2_64`].
pub use self::cublasZaxpy_v2_64 as cublasZaxpy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZcopy`: the headers `#define` it as [`cublasZcopy_v2`].
pub use self::cublasZcopy_v2 as cublasZcopy;
#[cfg(any(feature = "cublas"))]
///C's `cublasZcopy_64`: the headers `#define` it as [`cublasZcopy_v2_64`].
pub use self::cublasZcopy_v2_64 as cublasZcopy_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdotc`: the headers `#define` it as [`cublasZdotc_v2`].
pub use self::cublasZdotc_v2 as cublasZdotc;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdotc_64`: the headers `#define` it as [`cublasZdotc_v2_64`].
pub use self::cublasZdotc_v2_64 as cublasZdotc_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdotu`: the headers `#define` it as [`cublasZdotu_v2`].
pub use self::cublasZdotu_v2 as cublasZdotu;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdotu_64`: the headers `#define` it as [`cublasZdotu_v2_64`].
pub use self::cublasZdotu_v2_64 as cublasZdotu_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdrot`: the headers `#define` it as [`cublasZdrot_v2`].
pub use self::cublasZdrot_v2 as cublasZdrot;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdrot_64`: the headers `#define` it as [`cublasZdrot_v2_64`].
pub use self::cublasZdrot_v2_64 as cublasZdrot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdscal`: the headers `#define` it as [`cublasZdscal_v2`].
pub use self::cublasZdscal_v2 as cublasZdscal;
#[cfg(any(feature = "cublas"))]
///C's `cublasZdscal_64`: the headers `#define` it as [`cublasZdscal_v2_64`].
pub use self::cublasZdscal_v2_64 as cublasZdscal_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgbmv`: the headers `#define` it as [`cublasZgbmv_v2`].
pub use self::cublasZgbmv_v2 as cublasZgbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgbmv_64`: the headers `#define` it as [`cublasZgbmv_v2_64`].
pub use self::cublasZgbmv_v2_64 as cublasZgbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgemm`: the headers `#define` it as [`cublasZgemm_v2`].
pub use self::cublasZgemm_v2 as cublasZgemm;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgemm_64`: the headers `#define` it as [`cublasZgemm_v2_64`].
pub use self::cublasZgemm_v2_64 as cublasZgemm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgemv`: the headers `#define` it as [`cublasZgemv_v2`].
pub use self::cublasZgemv_v2 as cublasZgemv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgemv_64`: the headers `#define` it as [`cublasZgemv_v2_64`].
pub use self::cublasZgemv_v2_64 as cublasZgemv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgerc`: the headers `#define` it as [`cublasZgerc_v2`].
pub use self::cublasZgerc_v2 as cublasZgerc;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgerc_64`: the headers `#define` it as [`cublasZgerc_v2_64`].
pub use self::cublasZgerc_v2_64 as cublasZgerc_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgeru`: the headers `#define` it as [`cublasZgeru_v2`].
pub use self::cublasZgeru_v2 as cublasZgeru;
#[cfg(any(feature = "cublas"))]
///C's `cublasZgeru_64`: the headers `#define` it as [`cublasZgeru_v2_64`].
pub use self::cublasZgeru_v2_64 as cublasZgeru_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhbmv`: the headers `#define` it as [`cublasZhbmv_v2`].
pub use self::cublasZhbmv_v2 as cublasZhbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhbmv_64`: the headers `#define` it as [`cublasZhbmv_v2_64`].
pub use self::cublasZhbmv_v2_64 as cublasZhbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhemm`: the headers `#define` it as [`cublasZhemm_v2`].
pub use self::cublasZhemm_v2 as cublasZhemm;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhemm_64`: the headers `#define` it as [`cublasZhemm_v2_64`].
pub use self::cublasZhemm_v2_64 as cublasZhemm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhemv`: the headers `#define` it as [`cublasZhemv_v2`].
pub use self::cublasZhemv_v2 as cublasZhemv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhemv_64`: the headers `#define` it as [`cublasZhemv_v2_64`].
pub use self::cublasZhemv_v2_64 as cublasZhemv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZher`: the headers `#define` it as [`cublasZher_v2`].
pub use self::cublasZher_v2 as cublasZher;
#[cfg(any(feature = "cublas"))]
///C's `cublasZher2`: the headers `#define` it as [`cublasZher2_v2`].
pub use self::cublasZher2_v2 as cublasZher2;
#[cfg(any(feature = "cublas"))]
///C's `cublasZher2_64`: the headers `#define` it as [`cublasZher2_v2_64`].
pub use self::cublasZher2_v2_64 as cublasZher2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZher2k`: the headers `#define` it as [`cublasZher2k_v2`].
pub use self::cublasZher2k_v2 as cublasZher2k;
#[cfg(any(feature = "cublas"))]
///C's `cublasZher2k_64`: the headers `#define` it as [`cublasZher2k_v2_64`].
pub use self::cublasZher2k_v2_64 as cublasZher2k_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZher_64`: the headers `#define` it as [`cublasZher_v2_64`].
pub use self::cublasZher_v2_64 as cublasZher_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZherk`: the headers `#define` it as [`cublasZherk_v2`].
pub use self::cublasZherk_v2 as cublasZherk;
#[cfg(any(feature = "cublas"))]
///C's `cublasZherk_64`: the headers `#define` it as [`cublasZherk_v2_64`].
pub use self::cublasZherk_v2_64 as cublasZherk_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhpmv`: the headers `#define` it as [`cublasZhpmv_v2`].
pub use self::cublasZhpmv_v2 as cublasZhpmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhpmv_64`: the headers `#define` it as [`cublasZhpmv_v2_64`].
pub use self::cublasZhpmv_v2_64 as cublasZhpmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhpr`: the headers `#define` it as [`cublasZhpr_v2`].
pub use self::cublasZhpr_v2 as cublasZhpr;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhpr2`: the headers `#define` it as [`cublasZhpr2_v2`].
pub use self::cublasZhpr2_v2 as cublasZhpr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhpr2_64`: the headers `#define` it as [`cublasZhpr2_v2_64`].
pub use self::cublasZhpr2_v2_64 as cublasZhpr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZhpr_64`: the headers `#define` it as [`cublasZhpr_v2_64`].
pub use self::cublasZhpr_v2_64 as cublasZhpr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZrot`: the headers `#define` it as [`cublasZrot_v2`].
pub use self::cublasZrot_v2 as cublasZrot;
#[cfg(any(feature = "cublas"))]
///C's `cublasZrot_64`: the headers `#define` it as [`cublasZrot_v2_64`].
pub use self::cublasZrot_v2_64 as cublasZrot_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZrotg`: the headers `#define` it as [`cublasZrotg_v2`].
pub use self::cublasZrotg_v2 as cublasZrotg;
#[cfg(any(feature = "cublas"))]
///C's `cublasZscal`: the headers `#define` it as [`cublasZscal_v2`].
pub use self::cublasZscal_v2 as cublasZscal;
#[cfg(any(feature = "cublas"))]
///C's `cublasZscal_64`: the headers `#define` it as [`cublasZscal_v2_64`].
pub use self::cublasZscal_v2_64 as cublasZscal_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZswap`: the headers `#define` it as [`cublasZswap_v2`].
pub use self::cublasZswap_v2 as cublasZswap;
#[cfg(any(feature = "cublas"))]
///C's `cublasZswap_64`: the headers `#define` it as [`cublasZswap_v2_64`].
pub use self::cublasZswap_v2_64 as cublasZswap_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsymm`: the headers `#define` it as [`cublasZsymm_v2`].
pub use self::cublasZsymm_v2 as cublasZsymm;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsymm_64`: the headers `#define` it as [`cublasZsymm_v2_64`].
pub use self::cublasZsymm_v2_64 as cublasZsymm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsymv`: the headers `#define` it as [`cublasZsymv_v2`].
pub use self::cublasZsymv_v2 as cublasZsymv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsymv_64`: the headers `#define` it as [`cublasZsymv_v2_64`].
pub use self::cublasZsymv_v2_64 as cublasZsymv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyr`: the headers `#define` it as [`cublasZsyr_v2`].
pub use self::cublasZsyr_v2 as cublasZsyr;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyr2`: the headers `#define` it as [`cublasZsyr2_v2`].
pub use self::cublasZsyr2_v2 as cublasZsyr2;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyr2_64`: the headers `#define` it as [`cublasZsyr2_v2_64`].
pub use self::cublasZsyr2_v2_64 as cublasZsyr2_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyr2k`: the headers `#define` it as [`cublasZsyr2k_v2`].
pub use self::cublasZsyr2k_v2 as cublasZsyr2k;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyr2k_64`: the headers `#define` it as [`cublasZsyr2k_v2_64`].
pub use self::cublasZsyr2k_v2_64 as cublasZsyr2k_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyr_64`: the headers `#define` it as [`cublasZsyr_v2_64`].
pub use self::cublasZsyr_v2_64 as cublasZsyr_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyrk`: the headers `#define` it as [`cublasZsyrk_v2`].
pub use self::cublasZsyrk_v2 as cublasZsyrk;
#[cfg(any(feature = "cublas"))]
///C's `cublasZsyrk_64`: the headers `#define` it as [`cublasZsyrk_v2_64`].
pub use self::cublasZsyrk_v2_64 as cublasZsyrk_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtbmv`: the headers `#define` it as [`cublasZtbmv_v2`].
pub use self::cublasZtbmv_v2 as cublasZtbmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtbmv_64`: the headers `#define` it as [`cublasZtbmv_v2_64`].
pub use self::cublasZtbmv_v2_64 as cublasZtbmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtbsv`: the headers `#define` it as [`cublasZtbsv_v2`].
pub use self::cublasZtbsv_v2 as cublasZtbsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtbsv_64`: the headers `#define` it as [`cublasZtbsv_v2_64`].
pub use self::cublasZtbsv_v2_64 as cublasZtbsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtpmv`: the headers `#define` it as [`cublasZtpmv_v2`].
pub use self::cublasZtpmv_v2 as cublasZtpmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtpmv_64`: the headers `#define` it as [`cublasZtpmv_v2_64`].
pub use self::cublasZtpmv_v2_64 as cublasZtpmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtpsv`: the headers `#define` it as [`cublasZtpsv_v2`].
pub use self::cublasZtpsv_v2 as cublasZtpsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtpsv_64`: the headers `#define` it as [`cublasZtpsv_v2_64`].
pub use self::cublasZtpsv_v2_64 as cublasZtpsv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrmm`: the headers `#define` it as [`cublasZtrmm_v2`].
pub use self::cublasZtrmm_v2 as cublasZtrmm;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrmm_64`: the headers `#define` it as [`cublasZtrmm_v2_64`].
pub use self::cublasZtrmm_v2_64 as cublasZtrmm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrmv`: the headers `#define` it as [`cublasZtrmv_v2`].
pub use self::cublasZtrmv_v2 as cublasZtrmv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrmv_64`: the headers `#define` it as [`cublasZtrmv_v2_64`].
pub use self::cublasZtrmv_v2_64 as cublasZtrmv_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrsm`: the headers `#define` it as [`cublasZtrsm_v2`].
pub use self::cublasZtrsm_v2 as cublasZtrsm;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrsm_64`: the headers `#define` it as [`cublasZtrsm_v2_64`].
pub use self::cublasZtrsm_v2_64 as cublasZtrsm_64;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrsv`: the headers `#define` it as [`cublasZtrsv_v2`].
pub use self::cublasZtrsv_v2 as cublasZtrsv;
#[cfg(any(feature = "cublas"))]
///C's `cublasZtrsv_64`: the headers `#define` it as [`cublasZtrsv_v2_64`].
pub use self::cublasZtrsv_v2_64 as cublasZtrsv_64;
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
#[cfg(any(feature = "nvshmem"))]
///C's `nvshmem_sync`: the headers `#define` it as [`nvshmem_team_sync`].
pub use self::nvshmem_team_sync as nvshmem_sync;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxDomainCreate`: the headers `#define` it as [`nvtxDomainCreateA`].
pub use self::nvtxDomainCreateA as nvtxDomainCreate;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxDomainNameCategory`: the headers `#define` it as [`nvtxDomainNameCategoryA`].
pub use self::nvtxDomainNameCategoryA as nvtxDomainNameCategory;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxDomainRegisterString`: the headers `#define` it as [`nvtxDomainRegisterStringA`].
pub use self::nvtxDomainRegisterStringA as nvtxDomainRegisterString;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxMark`: the headers `#define` it as [`nvtxMarkA`].
pub use self::nvtxMarkA as nvtxMark;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxNameCategory`: the headers `#define` it as [`nvtxNameCategoryA`].
pub use self::nvtxNameCategoryA as nvtxNameCategory;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxNameCuContext`: the headers `#define` it as [`nvtxNameCuContextA`].
pub use self::nvtxNameCuContextA as nvtxNameCuContext;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxNameCuDevice`: the headers `#define` it as [`nvtxNameCuDeviceA`].
pub use self::nvtxNameCuDeviceA as nvtxNameCuDevice;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxNameCuEvent`: the headers `#define` it as [`nvtxNameCuEventA`].
pub use self::nvtxNameCuEventA as nvtxNameCuEvent;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxNameCuStream`: the headers `#define` it as [`nvtxNameCuStreamA`].
pub use self::nvtxNameCuStreamA as nvtxNameCuStream;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxNameOsThread`: the headers `#define` it as [`nvtxNameOsThreadA`].
pub use self::nvtxNameOsThreadA as nvtxNameOsThread;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxRangePush`: the headers `#define` it as [`nvtxRangePushA`].
pub use self::nvtxRangePushA as nvtxRangePush;
#[cfg(any(feature = "nvtx"))]
///C's `nvtxRangeStart`: the headers `#define` it as [`nvtxRangeStartA`].
pub use self::nvtxRangeStartA as nvtxRangeStart;
#[cfg(any(feature = "cufftmp"))]
///C's `cufftMpMakeReshape`: the headers define it `static inline`, calling [`__cufftMpMakeReshape_11_4`] with the same arguments.
pub use self::__cufftMpMakeReshape_11_4 as cufftMpMakeReshape;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkAddData`: the headers define it `static inline`, calling [`__nvJitLinkAddData_13_5`] with the same arguments.
pub use self::__nvJitLinkAddData_13_5 as nvJitLinkAddData;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkAddFile`: the headers define it `static inline`, calling [`__nvJitLinkAddFile_13_5`] with the same arguments.
pub use self::__nvJitLinkAddFile_13_5 as nvJitLinkAddFile;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkComplete`: the headers define it `static inline`, calling [`__nvJitLinkComplete_13_5`] with the same arguments.
pub use self::__nvJitLinkComplete_13_5 as nvJitLinkComplete;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkCreate`: the headers define it `static inline`, calling [`__nvJitLinkCreate_13_5`] with the same arguments.
pub use self::__nvJitLinkCreate_13_5 as nvJitLinkCreate;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkDestroy`: the headers define it `static inline`, calling [`__nvJitLinkDestroy_13_5`] with the same arguments.
pub use self::__nvJitLinkDestroy_13_5 as nvJitLinkDestroy;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLog`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLog_13_5`] with the same arguments.
pub use self::__nvJitLinkGetErrorLog_13_5 as nvJitLinkGetErrorLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLogSize_13_5`] with the same arguments.
pub use self::__nvJitLinkGetErrorLogSize_13_5 as nvJitLinkGetErrorLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLog`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLog_13_5`] with the same arguments.
pub use self::__nvJitLinkGetInfoLog_13_5 as nvJitLinkGetInfoLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLogSize_13_5`] with the same arguments.
pub use self::__nvJitLinkGetInfoLogSize_13_5 as nvJitLinkGetInfoLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubin`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubin_13_5`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubin_13_5 as nvJitLinkGetLinkedCubin;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubinSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubinSize_13_5`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubinSize_13_5 as nvJitLinkGetLinkedCubinSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedLTOIR`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedLTOIR_13_5`] with the same arguments.
pub use self::__nvJitLinkGetLinkedLTOIR_13_5 as nvJitLinkGetLinkedLTOIR;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedLTOIRSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedLTOIRSize_13_5`] with the same arguments.
pub use self::__nvJitLinkGetLinkedLTOIRSize_13_5 as nvJitLinkGetLinkedLTOIRSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtx`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtx_13_5`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtx_13_5 as nvJitLinkGetLinkedPtx;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtxSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtxSize_13_5`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtxSize_13_5 as nvJitLinkGetLinkedPtxSize;
