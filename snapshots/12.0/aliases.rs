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
///C's `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN` is `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN` from CUDA 12.0.
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN as CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN;
///C's `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`].
///
/// `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP` is `CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP` from CUDA 12.0.
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP as CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;
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
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArray3DCreate`: the headers `#define` it as [`PFN_cuArray3DCreate_v3020`].
pub use self::PFN_cuArray3DCreate_v3020 as PFN_cuArray3DCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArray3DGetDescriptor`: the headers `#define` it as [`PFN_cuArray3DGetDescriptor_v3020`].
pub use self::PFN_cuArray3DGetDescriptor_v3020 as PFN_cuArray3DGetDescriptor;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArrayCreate`: the headers `#define` it as [`PFN_cuArrayCreate_v3020`].
pub use self::PFN_cuArrayCreate_v3020 as PFN_cuArrayCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArrayDestroy`: the headers `#define` it as [`PFN_cuArrayDestroy_v2000`].
pub use self::PFN_cuArrayDestroy_v2000 as PFN_cuArrayDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArrayGetDescriptor`: the headers `#define` it as [`PFN_cuArrayGetDescriptor_v3020`].
pub use self::PFN_cuArrayGetDescriptor_v3020 as PFN_cuArrayGetDescriptor;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArrayGetMemoryRequirements`: the headers `#define` it as [`PFN_cuArrayGetMemoryRequirements_v11060`].
pub use self::PFN_cuArrayGetMemoryRequirements_v11060 as PFN_cuArrayGetMemoryRequirements;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArrayGetPlane`: the headers `#define` it as [`PFN_cuArrayGetPlane_v11020`].
pub use self::PFN_cuArrayGetPlane_v11020 as PFN_cuArrayGetPlane;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuArrayGetSparseProperties`: the headers `#define` it as [`PFN_cuArrayGetSparseProperties_v11010`].
pub use self::PFN_cuArrayGetSparseProperties_v11010 as PFN_cuArrayGetSparseProperties;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxAttach`: the headers `#define` it as [`PFN_cuCtxAttach_v2000`].
pub use self::PFN_cuCtxAttach_v2000 as PFN_cuCtxAttach;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxCreate`: the headers `#define` it as [`PFN_cuCtxCreate_v11040`].
pub use self::PFN_cuCtxCreate_v11040 as PFN_cuCtxCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxDestroy`: the headers `#define` it as [`PFN_cuCtxDestroy_v4000`].
pub use self::PFN_cuCtxDestroy_v4000 as PFN_cuCtxDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxDetach`: the headers `#define` it as [`PFN_cuCtxDetach_v2000`].
pub use self::PFN_cuCtxDetach_v2000 as PFN_cuCtxDetach;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxDisablePeerAccess`: the headers `#define` it as [`PFN_cuCtxDisablePeerAccess_v4000`].
pub use self::PFN_cuCtxDisablePeerAccess_v4000 as PFN_cuCtxDisablePeerAccess;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxEnablePeerAccess`: the headers `#define` it as [`PFN_cuCtxEnablePeerAccess_v4000`].
pub use self::PFN_cuCtxEnablePeerAccess_v4000 as PFN_cuCtxEnablePeerAccess;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetApiVersion`: the headers `#define` it as [`PFN_cuCtxGetApiVersion_v3020`].
pub use self::PFN_cuCtxGetApiVersion_v3020 as PFN_cuCtxGetApiVersion;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetCacheConfig`: the headers `#define` it as [`PFN_cuCtxGetCacheConfig_v3020`].
pub use self::PFN_cuCtxGetCacheConfig_v3020 as PFN_cuCtxGetCacheConfig;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetCurrent`: the headers `#define` it as [`PFN_cuCtxGetCurrent_v4000`].
pub use self::PFN_cuCtxGetCurrent_v4000 as PFN_cuCtxGetCurrent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetDevice`: the headers `#define` it as [`PFN_cuCtxGetDevice_v2000`].
pub use self::PFN_cuCtxGetDevice_v2000 as PFN_cuCtxGetDevice;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetExecAffinity`: the headers `#define` it as [`PFN_cuCtxGetExecAffinity_v11040`].
pub use self::PFN_cuCtxGetExecAffinity_v11040 as PFN_cuCtxGetExecAffinity;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetFlags`: the headers `#define` it as [`PFN_cuCtxGetFlags_v7000`].
pub use self::PFN_cuCtxGetFlags_v7000 as PFN_cuCtxGetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetId`: the headers `#define` it as [`PFN_cuCtxGetId_v12000`].
pub use self::PFN_cuCtxGetId_v12000 as PFN_cuCtxGetId;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetLimit`: the headers `#define` it as [`PFN_cuCtxGetLimit_v3010`].
pub use self::PFN_cuCtxGetLimit_v3010 as PFN_cuCtxGetLimit;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetSharedMemConfig`: the headers `#define` it as [`PFN_cuCtxGetSharedMemConfig_v4020`].
pub use self::PFN_cuCtxGetSharedMemConfig_v4020 as PFN_cuCtxGetSharedMemConfig;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxGetStreamPriorityRange`: the headers `#define` it as [`PFN_cuCtxGetStreamPriorityRange_v5050`].
pub use self::PFN_cuCtxGetStreamPriorityRange_v5050 as PFN_cuCtxGetStreamPriorityRange;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxPopCurrent`: the headers `#define` it as [`PFN_cuCtxPopCurrent_v4000`].
pub use self::PFN_cuCtxPopCurrent_v4000 as PFN_cuCtxPopCurrent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxPushCurrent`: the headers `#define` it as [`PFN_cuCtxPushCurrent_v4000`].
pub use self::PFN_cuCtxPushCurrent_v4000 as PFN_cuCtxPushCurrent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxResetPersistingL2Cache`: the headers `#define` it as [`PFN_cuCtxResetPersistingL2Cache_v11000`].
pub use self::PFN_cuCtxResetPersistingL2Cache_v11000 as PFN_cuCtxResetPersistingL2Cache;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxSetCacheConfig`: the headers `#define` it as [`PFN_cuCtxSetCacheConfig_v3020`].
pub use self::PFN_cuCtxSetCacheConfig_v3020 as PFN_cuCtxSetCacheConfig;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxSetCurrent`: the headers `#define` it as [`PFN_cuCtxSetCurrent_v4000`].
pub use self::PFN_cuCtxSetCurrent_v4000 as PFN_cuCtxSetCurrent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxSetLimit`: the headers `#define` it as [`PFN_cuCtxSetLimit_v3010`].
pub use self::PFN_cuCtxSetLimit_v3010 as PFN_cuCtxSetLimit;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxSetSharedMemConfig`: the headers `#define` it as [`PFN_cuCtxSetSharedMemConfig_v4020`].
pub use self::PFN_cuCtxSetSharedMemConfig_v4020 as PFN_cuCtxSetSharedMemConfig;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCtxSynchronize`: the headers `#define` it as [`PFN_cuCtxSynchronize_v2000`].
pub use self::PFN_cuCtxSynchronize_v2000 as PFN_cuCtxSynchronize;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDestroyExternalMemory`: the headers `#define` it as [`PFN_cuDestroyExternalMemory_v10000`].
pub use self::PFN_cuDestroyExternalMemory_v10000 as PFN_cuDestroyExternalMemory;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDestroyExternalSemaphore`: the headers `#define` it as [`PFN_cuDestroyExternalSemaphore_v10000`].
pub use self::PFN_cuDestroyExternalSemaphore_v10000 as PFN_cuDestroyExternalSemaphore;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceCanAccessPeer`: the headers `#define` it as [`PFN_cuDeviceCanAccessPeer_v4000`].
pub use self::PFN_cuDeviceCanAccessPeer_v4000 as PFN_cuDeviceCanAccessPeer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceComputeCapability`: the headers `#define` it as [`PFN_cuDeviceComputeCapability_v2000`].
pub use self::PFN_cuDeviceComputeCapability_v2000 as PFN_cuDeviceComputeCapability;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGet`: the headers `#define` it as [`PFN_cuDeviceGet_v2000`].
pub use self::PFN_cuDeviceGet_v2000 as PFN_cuDeviceGet;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetAttribute`: the headers `#define` it as [`PFN_cuDeviceGetAttribute_v2000`].
pub use self::PFN_cuDeviceGetAttribute_v2000 as PFN_cuDeviceGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetByPCIBusId`: the headers `#define` it as [`PFN_cuDeviceGetByPCIBusId_v4010`].
pub use self::PFN_cuDeviceGetByPCIBusId_v4010 as PFN_cuDeviceGetByPCIBusId;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetCount`: the headers `#define` it as [`PFN_cuDeviceGetCount_v2000`].
pub use self::PFN_cuDeviceGetCount_v2000 as PFN_cuDeviceGetCount;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetDefaultMemPool`: the headers `#define` it as [`PFN_cuDeviceGetDefaultMemPool_v11020`].
pub use self::PFN_cuDeviceGetDefaultMemPool_v11020 as PFN_cuDeviceGetDefaultMemPool;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetExecAffinitySupport`: the headers `#define` it as [`PFN_cuDeviceGetExecAffinitySupport_v11040`].
pub use self::PFN_cuDeviceGetExecAffinitySupport_v11040 as PFN_cuDeviceGetExecAffinitySupport;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetGraphMemAttribute`: the headers `#define` it as [`PFN_cuDeviceGetGraphMemAttribute_v11040`].
pub use self::PFN_cuDeviceGetGraphMemAttribute_v11040 as PFN_cuDeviceGetGraphMemAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetLuid`: the headers `#define` it as [`PFN_cuDeviceGetLuid_v10000`].
pub use self::PFN_cuDeviceGetLuid_v10000 as PFN_cuDeviceGetLuid;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetMemPool`: the headers `#define` it as [`PFN_cuDeviceGetMemPool_v11020`].
pub use self::PFN_cuDeviceGetMemPool_v11020 as PFN_cuDeviceGetMemPool;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetName`: the headers `#define` it as [`PFN_cuDeviceGetName_v2000`].
pub use self::PFN_cuDeviceGetName_v2000 as PFN_cuDeviceGetName;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetNvSciSyncAttributes`: the headers `#define` it as [`PFN_cuDeviceGetNvSciSyncAttributes_v10020`].
pub use self::PFN_cuDeviceGetNvSciSyncAttributes_v10020 as PFN_cuDeviceGetNvSciSyncAttributes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetP2PAttribute`: the headers `#define` it as [`PFN_cuDeviceGetP2PAttribute_v8000`].
pub use self::PFN_cuDeviceGetP2PAttribute_v8000 as PFN_cuDeviceGetP2PAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetPCIBusId`: the headers `#define` it as [`PFN_cuDeviceGetPCIBusId_v4010`].
pub use self::PFN_cuDeviceGetPCIBusId_v4010 as PFN_cuDeviceGetPCIBusId;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetProperties`: the headers `#define` it as [`PFN_cuDeviceGetProperties_v2000`].
pub use self::PFN_cuDeviceGetProperties_v2000 as PFN_cuDeviceGetProperties;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetTexture1DLinearMaxWidth`: the headers `#define` it as [`PFN_cuDeviceGetTexture1DLinearMaxWidth_v11010`].
pub use self::PFN_cuDeviceGetTexture1DLinearMaxWidth_v11010 as PFN_cuDeviceGetTexture1DLinearMaxWidth;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGetUuid`: the headers `#define` it as [`PFN_cuDeviceGetUuid_v11040`].
pub use self::PFN_cuDeviceGetUuid_v11040 as PFN_cuDeviceGetUuid;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceGraphMemTrim`: the headers `#define` it as [`PFN_cuDeviceGraphMemTrim_v11040`].
pub use self::PFN_cuDeviceGraphMemTrim_v11040 as PFN_cuDeviceGraphMemTrim;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDevicePrimaryCtxGetState`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxGetState_v7000`].
pub use self::PFN_cuDevicePrimaryCtxGetState_v7000 as PFN_cuDevicePrimaryCtxGetState;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDevicePrimaryCtxRelease`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxRelease_v11000`].
pub use self::PFN_cuDevicePrimaryCtxRelease_v11000 as PFN_cuDevicePrimaryCtxRelease;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDevicePrimaryCtxReset`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxReset_v11000`].
pub use self::PFN_cuDevicePrimaryCtxReset_v11000 as PFN_cuDevicePrimaryCtxReset;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDevicePrimaryCtxRetain`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxRetain_v7000`].
pub use self::PFN_cuDevicePrimaryCtxRetain_v7000 as PFN_cuDevicePrimaryCtxRetain;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDevicePrimaryCtxSetFlags`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxSetFlags_v11000`].
pub use self::PFN_cuDevicePrimaryCtxSetFlags_v11000 as PFN_cuDevicePrimaryCtxSetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceSetGraphMemAttribute`: the headers `#define` it as [`PFN_cuDeviceSetGraphMemAttribute_v11040`].
pub use self::PFN_cuDeviceSetGraphMemAttribute_v11040 as PFN_cuDeviceSetGraphMemAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceSetMemPool`: the headers `#define` it as [`PFN_cuDeviceSetMemPool_v11020`].
pub use self::PFN_cuDeviceSetMemPool_v11020 as PFN_cuDeviceSetMemPool;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDeviceTotalMem`: the headers `#define` it as [`PFN_cuDeviceTotalMem_v3020`].
pub use self::PFN_cuDeviceTotalMem_v3020 as PFN_cuDeviceTotalMem;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDriverGetVersion`: the headers `#define` it as [`PFN_cuDriverGetVersion_v2020`].
pub use self::PFN_cuDriverGetVersion_v2020 as PFN_cuDriverGetVersion;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventCreate`: the headers `#define` it as [`PFN_cuEventCreate_v2000`].
pub use self::PFN_cuEventCreate_v2000 as PFN_cuEventCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventDestroy`: the headers `#define` it as [`PFN_cuEventDestroy_v4000`].
pub use self::PFN_cuEventDestroy_v4000 as PFN_cuEventDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventElapsedTime`: the headers `#define` it as [`PFN_cuEventElapsedTime_v2000`].
pub use self::PFN_cuEventElapsedTime_v2000 as PFN_cuEventElapsedTime;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventQuery`: the headers `#define` it as [`PFN_cuEventQuery_v2000`].
pub use self::PFN_cuEventQuery_v2000 as PFN_cuEventQuery;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventRecord`: the headers `#define` it as [`PFN_cuEventRecord_v2000`].
pub use self::PFN_cuEventRecord_v2000 as PFN_cuEventRecord;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventRecordWithFlags`: the headers `#define` it as [`PFN_cuEventRecordWithFlags_v11010`].
pub use self::PFN_cuEventRecordWithFlags_v11010 as PFN_cuEventRecordWithFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventSynchronize`: the headers `#define` it as [`PFN_cuEventSynchronize_v2000`].
pub use self::PFN_cuEventSynchronize_v2000 as PFN_cuEventSynchronize;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuExternalMemoryGetMappedBuffer`: the headers `#define` it as [`PFN_cuExternalMemoryGetMappedBuffer_v10000`].
pub use self::PFN_cuExternalMemoryGetMappedBuffer_v10000 as PFN_cuExternalMemoryGetMappedBuffer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuExternalMemoryGetMappedMipmappedArray`: the headers `#define` it as [`PFN_cuExternalMemoryGetMappedMipmappedArray_v10000`].
pub use self::PFN_cuExternalMemoryGetMappedMipmappedArray_v10000 as PFN_cuExternalMemoryGetMappedMipmappedArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFlushGPUDirectRDMAWrites`: the headers `#define` it as [`PFN_cuFlushGPUDirectRDMAWrites_v11030`].
pub use self::PFN_cuFlushGPUDirectRDMAWrites_v11030 as PFN_cuFlushGPUDirectRDMAWrites;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncGetAttribute`: the headers `#define` it as [`PFN_cuFuncGetAttribute_v2020`].
pub use self::PFN_cuFuncGetAttribute_v2020 as PFN_cuFuncGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncGetModule`: the headers `#define` it as [`PFN_cuFuncGetModule_v11000`].
pub use self::PFN_cuFuncGetModule_v11000 as PFN_cuFuncGetModule;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncSetAttribute`: the headers `#define` it as [`PFN_cuFuncSetAttribute_v9000`].
pub use self::PFN_cuFuncSetAttribute_v9000 as PFN_cuFuncSetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncSetBlockShape`: the headers `#define` it as [`PFN_cuFuncSetBlockShape_v2000`].
pub use self::PFN_cuFuncSetBlockShape_v2000 as PFN_cuFuncSetBlockShape;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncSetCacheConfig`: the headers `#define` it as [`PFN_cuFuncSetCacheConfig_v3000`].
pub use self::PFN_cuFuncSetCacheConfig_v3000 as PFN_cuFuncSetCacheConfig;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncSetSharedMemConfig`: the headers `#define` it as [`PFN_cuFuncSetSharedMemConfig_v4020`].
pub use self::PFN_cuFuncSetSharedMemConfig_v4020 as PFN_cuFuncSetSharedMemConfig;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncSetSharedSize`: the headers `#define` it as [`PFN_cuFuncSetSharedSize_v2000`].
pub use self::PFN_cuFuncSetSharedSize_v2000 as PFN_cuFuncSetSharedSize;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGetErrorName`: the headers `#define` it as [`PFN_cuGetErrorName_v6000`].
pub use self::PFN_cuGetErrorName_v6000 as PFN_cuGetErrorName;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGetErrorString`: the headers `#define` it as [`PFN_cuGetErrorString_v6000`].
pub use self::PFN_cuGetErrorString_v6000 as PFN_cuGetErrorString;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGetExportTable`: the headers `#define` it as [`PFN_cuGetExportTable_v3000`].
pub use self::PFN_cuGetExportTable_v3000 as PFN_cuGetExportTable;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGetProcAddress`: the headers `#define` it as [`PFN_cuGetProcAddress_v12000`].
pub use self::PFN_cuGetProcAddress_v12000 as PFN_cuGetProcAddress;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddBatchMemOpNode`: the headers `#define` it as [`PFN_cuGraphAddBatchMemOpNode_v11070`].
pub use self::PFN_cuGraphAddBatchMemOpNode_v11070 as PFN_cuGraphAddBatchMemOpNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddChildGraphNode`: the headers `#define` it as [`PFN_cuGraphAddChildGraphNode_v10000`].
pub use self::PFN_cuGraphAddChildGraphNode_v10000 as PFN_cuGraphAddChildGraphNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddDependencies`: the headers `#define` it as [`PFN_cuGraphAddDependencies_v10000`].
pub use self::PFN_cuGraphAddDependencies_v10000 as PFN_cuGraphAddDependencies;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddEmptyNode`: the headers `#define` it as [`PFN_cuGraphAddEmptyNode_v10000`].
pub use self::PFN_cuGraphAddEmptyNode_v10000 as PFN_cuGraphAddEmptyNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddEventRecordNode`: the headers `#define` it as [`PFN_cuGraphAddEventRecordNode_v11010`].
pub use self::PFN_cuGraphAddEventRecordNode_v11010 as PFN_cuGraphAddEventRecordNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddEventWaitNode`: the headers `#define` it as [`PFN_cuGraphAddEventWaitNode_v11010`].
pub use self::PFN_cuGraphAddEventWaitNode_v11010 as PFN_cuGraphAddEventWaitNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddExternalSemaphoresSignalNode`: the headers `#define` it as [`PFN_cuGraphAddExternalSemaphoresSignalNode_v11020`].
pub use self::PFN_cuGraphAddExternalSemaphoresSignalNode_v11020 as PFN_cuGraphAddExternalSemaphoresSignalNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddExternalSemaphoresWaitNode`: the headers `#define` it as [`PFN_cuGraphAddExternalSemaphoresWaitNode_v11020`].
pub use self::PFN_cuGraphAddExternalSemaphoresWaitNode_v11020 as PFN_cuGraphAddExternalSemaphoresWaitNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddHostNode`: the headers `#define` it as [`PFN_cuGraphAddHostNode_v10000`].
pub use self::PFN_cuGraphAddHostNode_v10000 as PFN_cuGraphAddHostNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddKernelNode`: the headers `#define` it as [`PFN_cuGraphAddKernelNode_v12000`].
pub use self::PFN_cuGraphAddKernelNode_v12000 as PFN_cuGraphAddKernelNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddMemAllocNode`: the headers `#define` it as [`PFN_cuGraphAddMemAllocNode_v11040`].
pub use self::PFN_cuGraphAddMemAllocNode_v11040 as PFN_cuGraphAddMemAllocNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddMemFreeNode`: the headers `#define` it as [`PFN_cuGraphAddMemFreeNode_v11040`].
pub use self::PFN_cuGraphAddMemFreeNode_v11040 as PFN_cuGraphAddMemFreeNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddMemcpyNode`: the headers `#define` it as [`PFN_cuGraphAddMemcpyNode_v10000`].
pub use self::PFN_cuGraphAddMemcpyNode_v10000 as PFN_cuGraphAddMemcpyNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphAddMemsetNode`: the headers `#define` it as [`PFN_cuGraphAddMemsetNode_v10000`].
pub use self::PFN_cuGraphAddMemsetNode_v10000 as PFN_cuGraphAddMemsetNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphBatchMemOpNodeGetParams`: the headers `#define` it as [`PFN_cuGraphBatchMemOpNodeGetParams_v11070`].
pub use self::PFN_cuGraphBatchMemOpNodeGetParams_v11070 as PFN_cuGraphBatchMemOpNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphChildGraphNodeGetGraph`: the headers `#define` it as [`PFN_cuGraphChildGraphNodeGetGraph_v10000`].
pub use self::PFN_cuGraphChildGraphNodeGetGraph_v10000 as PFN_cuGraphChildGraphNodeGetGraph;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphClone`: the headers `#define` it as [`PFN_cuGraphClone_v10000`].
pub use self::PFN_cuGraphClone_v10000 as PFN_cuGraphClone;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphCreate`: the headers `#define` it as [`PFN_cuGraphCreate_v10000`].
pub use self::PFN_cuGraphCreate_v10000 as PFN_cuGraphCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphDebugDotPrint`: the headers `#define` it as [`PFN_cuGraphDebugDotPrint_v11030`].
pub use self::PFN_cuGraphDebugDotPrint_v11030 as PFN_cuGraphDebugDotPrint;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphDestroy`: the headers `#define` it as [`PFN_cuGraphDestroy_v10000`].
pub use self::PFN_cuGraphDestroy_v10000 as PFN_cuGraphDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphDestroyNode`: the headers `#define` it as [`PFN_cuGraphDestroyNode_v10000`].
pub use self::PFN_cuGraphDestroyNode_v10000 as PFN_cuGraphDestroyNode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphEventRecordNodeGetEvent`: the headers `#define` it as [`PFN_cuGraphEventRecordNodeGetEvent_v11010`].
pub use self::PFN_cuGraphEventRecordNodeGetEvent_v11010 as PFN_cuGraphEventRecordNodeGetEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphEventRecordNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphEventRecordNodeSetEvent_v11010`].
pub use self::PFN_cuGraphEventRecordNodeSetEvent_v11010 as PFN_cuGraphEventRecordNodeSetEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphEventWaitNodeGetEvent`: the headers `#define` it as [`PFN_cuGraphEventWaitNodeGetEvent_v11010`].
pub use self::PFN_cuGraphEventWaitNodeGetEvent_v11010 as PFN_cuGraphEventWaitNodeGetEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphEventWaitNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphEventWaitNodeSetEvent_v11010`].
pub use self::PFN_cuGraphEventWaitNodeSetEvent_v11010 as PFN_cuGraphEventWaitNodeSetEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecBatchMemOpNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecBatchMemOpNodeSetParams_v11070`].
pub use self::PFN_cuGraphExecBatchMemOpNodeSetParams_v11070 as PFN_cuGraphExecBatchMemOpNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecChildGraphNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecChildGraphNodeSetParams_v11010`].
pub use self::PFN_cuGraphExecChildGraphNodeSetParams_v11010 as PFN_cuGraphExecChildGraphNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecDestroy`: the headers `#define` it as [`PFN_cuGraphExecDestroy_v10000`].
pub use self::PFN_cuGraphExecDestroy_v10000 as PFN_cuGraphExecDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecEventRecordNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphExecEventRecordNodeSetEvent_v11010`].
pub use self::PFN_cuGraphExecEventRecordNodeSetEvent_v11010 as PFN_cuGraphExecEventRecordNodeSetEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecEventWaitNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphExecEventWaitNodeSetEvent_v11010`].
pub use self::PFN_cuGraphExecEventWaitNodeSetEvent_v11010 as PFN_cuGraphExecEventWaitNodeSetEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams_v11020`].
pub use self::PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams_v11020 as PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams_v11020`].
pub use self::PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams_v11020 as PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecGetFlags`: the headers `#define` it as [`PFN_cuGraphExecGetFlags_v12000`].
pub use self::PFN_cuGraphExecGetFlags_v12000 as PFN_cuGraphExecGetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecHostNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecHostNodeSetParams_v10020`].
pub use self::PFN_cuGraphExecHostNodeSetParams_v10020 as PFN_cuGraphExecHostNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecKernelNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecKernelNodeSetParams_v12000`].
pub use self::PFN_cuGraphExecKernelNodeSetParams_v12000 as PFN_cuGraphExecKernelNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecMemcpyNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecMemcpyNodeSetParams_v10020`].
pub use self::PFN_cuGraphExecMemcpyNodeSetParams_v10020 as PFN_cuGraphExecMemcpyNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecMemsetNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecMemsetNodeSetParams_v10020`].
pub use self::PFN_cuGraphExecMemsetNodeSetParams_v10020 as PFN_cuGraphExecMemsetNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExecUpdate`: the headers `#define` it as [`PFN_cuGraphExecUpdate_v12000`].
pub use self::PFN_cuGraphExecUpdate_v12000 as PFN_cuGraphExecUpdate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExternalSemaphoresSignalNodeGetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresSignalNodeGetParams_v11020`].
pub use self::PFN_cuGraphExternalSemaphoresSignalNodeGetParams_v11020 as PFN_cuGraphExternalSemaphoresSignalNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExternalSemaphoresSignalNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresSignalNodeSetParams_v11020`].
pub use self::PFN_cuGraphExternalSemaphoresSignalNodeSetParams_v11020 as PFN_cuGraphExternalSemaphoresSignalNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExternalSemaphoresWaitNodeGetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresWaitNodeGetParams_v11020`].
pub use self::PFN_cuGraphExternalSemaphoresWaitNodeGetParams_v11020 as PFN_cuGraphExternalSemaphoresWaitNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphExternalSemaphoresWaitNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresWaitNodeSetParams_v11020`].
pub use self::PFN_cuGraphExternalSemaphoresWaitNodeSetParams_v11020 as PFN_cuGraphExternalSemaphoresWaitNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphGetEdges`: the headers `#define` it as [`PFN_cuGraphGetEdges_v10000`].
pub use self::PFN_cuGraphGetEdges_v10000 as PFN_cuGraphGetEdges;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphGetNodes`: the headers `#define` it as [`PFN_cuGraphGetNodes_v10000`].
pub use self::PFN_cuGraphGetNodes_v10000 as PFN_cuGraphGetNodes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphGetRootNodes`: the headers `#define` it as [`PFN_cuGraphGetRootNodes_v10000`].
pub use self::PFN_cuGraphGetRootNodes_v10000 as PFN_cuGraphGetRootNodes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphHostNodeGetParams`: the headers `#define` it as [`PFN_cuGraphHostNodeGetParams_v10000`].
pub use self::PFN_cuGraphHostNodeGetParams_v10000 as PFN_cuGraphHostNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphHostNodeSetParams`: the headers `#define` it as [`PFN_cuGraphHostNodeSetParams_v10000`].
pub use self::PFN_cuGraphHostNodeSetParams_v10000 as PFN_cuGraphHostNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphInstantiate`: the headers `#define` it as [`PFN_cuGraphInstantiateWithFlags_v11040`].
pub use self::PFN_cuGraphInstantiateWithFlags_v11040 as PFN_cuGraphInstantiate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphInstantiateWithFlags`: the headers `#define` it as [`PFN_cuGraphInstantiateWithFlags_v11040`].
pub use self::PFN_cuGraphInstantiateWithFlags_v11040 as PFN_cuGraphInstantiateWithFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphInstantiateWithParams`: the headers `#define` it as [`PFN_cuGraphInstantiateWithParams_v12000`].
pub use self::PFN_cuGraphInstantiateWithParams_v12000 as PFN_cuGraphInstantiateWithParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphKernelNodeCopyAttributes`: the headers `#define` it as [`PFN_cuGraphKernelNodeCopyAttributes_v11000`].
pub use self::PFN_cuGraphKernelNodeCopyAttributes_v11000 as PFN_cuGraphKernelNodeCopyAttributes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphKernelNodeGetAttribute`: the headers `#define` it as [`PFN_cuGraphKernelNodeGetAttribute_v11000`].
pub use self::PFN_cuGraphKernelNodeGetAttribute_v11000 as PFN_cuGraphKernelNodeGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphKernelNodeGetParams`: the headers `#define` it as [`PFN_cuGraphKernelNodeGetParams_v12000`].
pub use self::PFN_cuGraphKernelNodeGetParams_v12000 as PFN_cuGraphKernelNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphKernelNodeSetAttribute`: the headers `#define` it as [`PFN_cuGraphKernelNodeSetAttribute_v11000`].
pub use self::PFN_cuGraphKernelNodeSetAttribute_v11000 as PFN_cuGraphKernelNodeSetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphKernelNodeSetParams`: the headers `#define` it as [`PFN_cuGraphKernelNodeSetParams_v12000`].
pub use self::PFN_cuGraphKernelNodeSetParams_v12000 as PFN_cuGraphKernelNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphLaunch`: the headers `#define` it as [`PFN_cuGraphLaunch_v10000`].
pub use self::PFN_cuGraphLaunch_v10000 as PFN_cuGraphLaunch;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphMemAllocNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemAllocNodeGetParams_v11040`].
pub use self::PFN_cuGraphMemAllocNodeGetParams_v11040 as PFN_cuGraphMemAllocNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphMemFreeNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemFreeNodeGetParams_v11040`].
pub use self::PFN_cuGraphMemFreeNodeGetParams_v11040 as PFN_cuGraphMemFreeNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphMemcpyNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemcpyNodeGetParams_v10000`].
pub use self::PFN_cuGraphMemcpyNodeGetParams_v10000 as PFN_cuGraphMemcpyNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphMemcpyNodeSetParams`: the headers `#define` it as [`PFN_cuGraphMemcpyNodeSetParams_v10000`].
pub use self::PFN_cuGraphMemcpyNodeSetParams_v10000 as PFN_cuGraphMemcpyNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphMemsetNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemsetNodeGetParams_v10000`].
pub use self::PFN_cuGraphMemsetNodeGetParams_v10000 as PFN_cuGraphMemsetNodeGetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphMemsetNodeSetParams`: the headers `#define` it as [`PFN_cuGraphMemsetNodeSetParams_v10000`].
pub use self::PFN_cuGraphMemsetNodeSetParams_v10000 as PFN_cuGraphMemsetNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphNodeFindInClone`: the headers `#define` it as [`PFN_cuGraphNodeFindInClone_v10000`].
pub use self::PFN_cuGraphNodeFindInClone_v10000 as PFN_cuGraphNodeFindInClone;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphNodeGetDependencies`: the headers `#define` it as [`PFN_cuGraphNodeGetDependencies_v10000`].
pub use self::PFN_cuGraphNodeGetDependencies_v10000 as PFN_cuGraphNodeGetDependencies;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphNodeGetDependentNodes`: the headers `#define` it as [`PFN_cuGraphNodeGetDependentNodes_v10000`].
pub use self::PFN_cuGraphNodeGetDependentNodes_v10000 as PFN_cuGraphNodeGetDependentNodes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphNodeGetEnabled`: the headers `#define` it as [`PFN_cuGraphNodeGetEnabled_v11060`].
pub use self::PFN_cuGraphNodeGetEnabled_v11060 as PFN_cuGraphNodeGetEnabled;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphNodeGetType`: the headers `#define` it as [`PFN_cuGraphNodeGetType_v10000`].
pub use self::PFN_cuGraphNodeGetType_v10000 as PFN_cuGraphNodeGetType;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphNodeSetEnabled`: the headers `#define` it as [`PFN_cuGraphNodeSetEnabled_v11060`].
pub use self::PFN_cuGraphNodeSetEnabled_v11060 as PFN_cuGraphNodeSetEnabled;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphReleaseUserObject`: the headers `#define` it as [`PFN_cuGraphReleaseUserObject_v11030`].
pub use self::PFN_cuGraphReleaseUserObject_v11030 as PFN_cuGraphReleaseUserObject;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphRemoveDependencies`: the headers `#define` it as [`PFN_cuGraphRemoveDependencies_v10000`].
pub use self::PFN_cuGraphRemoveDependencies_v10000 as PFN_cuGraphRemoveDependencies;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphRetainUserObject`: the headers `#define` it as [`PFN_cuGraphRetainUserObject_v11030`].
pub use self::PFN_cuGraphRetainUserObject_v11030 as PFN_cuGraphRetainUserObject;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphUpload`: the headers `#define` it as [`PFN_cuGraphUpload_v11010`].
pub use self::PFN_cuGraphUpload_v11010 as PFN_cuGraphUpload;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphicsMapResources`: the headers `#define` it as [`PFN_cuGraphicsMapResources_v3000`].
pub use self::PFN_cuGraphicsMapResources_v3000 as PFN_cuGraphicsMapResources;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphicsResourceGetMappedMipmappedArray`: the headers `#define` it as [`PFN_cuGraphicsResourceGetMappedMipmappedArray_v5000`].
pub use self::PFN_cuGraphicsResourceGetMappedMipmappedArray_v5000 as PFN_cuGraphicsResourceGetMappedMipmappedArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphicsResourceGetMappedPointer`: the headers `#define` it as [`PFN_cuGraphicsResourceGetMappedPointer_v3020`].
pub use self::PFN_cuGraphicsResourceGetMappedPointer_v3020 as PFN_cuGraphicsResourceGetMappedPointer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphicsResourceSetMapFlags`: the headers `#define` it as [`PFN_cuGraphicsResourceSetMapFlags_v6050`].
pub use self::PFN_cuGraphicsResourceSetMapFlags_v6050 as PFN_cuGraphicsResourceSetMapFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphicsSubResourceGetMappedArray`: the headers `#define` it as [`PFN_cuGraphicsSubResourceGetMappedArray_v3000`].
pub use self::PFN_cuGraphicsSubResourceGetMappedArray_v3000 as PFN_cuGraphicsSubResourceGetMappedArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphicsUnmapResources`: the headers `#define` it as [`PFN_cuGraphicsUnmapResources_v3000`].
pub use self::PFN_cuGraphicsUnmapResources_v3000 as PFN_cuGraphicsUnmapResources;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphicsUnregisterResource`: the headers `#define` it as [`PFN_cuGraphicsUnregisterResource_v3000`].
pub use self::PFN_cuGraphicsUnregisterResource_v3000 as PFN_cuGraphicsUnregisterResource;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuImportExternalMemory`: the headers `#define` it as [`PFN_cuImportExternalMemory_v10000`].
pub use self::PFN_cuImportExternalMemory_v10000 as PFN_cuImportExternalMemory;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuImportExternalSemaphore`: the headers `#define` it as [`PFN_cuImportExternalSemaphore_v10000`].
pub use self::PFN_cuImportExternalSemaphore_v10000 as PFN_cuImportExternalSemaphore;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuInit`: the headers `#define` it as [`PFN_cuInit_v2000`].
pub use self::PFN_cuInit_v2000 as PFN_cuInit;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuIpcCloseMemHandle`: the headers `#define` it as [`PFN_cuIpcCloseMemHandle_v4010`].
pub use self::PFN_cuIpcCloseMemHandle_v4010 as PFN_cuIpcCloseMemHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuIpcGetEventHandle`: the headers `#define` it as [`PFN_cuIpcGetEventHandle_v4010`].
pub use self::PFN_cuIpcGetEventHandle_v4010 as PFN_cuIpcGetEventHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuIpcGetMemHandle`: the headers `#define` it as [`PFN_cuIpcGetMemHandle_v4010`].
pub use self::PFN_cuIpcGetMemHandle_v4010 as PFN_cuIpcGetMemHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuIpcOpenEventHandle`: the headers `#define` it as [`PFN_cuIpcOpenEventHandle_v4010`].
pub use self::PFN_cuIpcOpenEventHandle_v4010 as PFN_cuIpcOpenEventHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuIpcOpenMemHandle`: the headers `#define` it as [`PFN_cuIpcOpenMemHandle_v11000`].
pub use self::PFN_cuIpcOpenMemHandle_v11000 as PFN_cuIpcOpenMemHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuKernelGetAttribute`: the headers `#define` it as [`PFN_cuKernelGetAttribute_v12000`].
pub use self::PFN_cuKernelGetAttribute_v12000 as PFN_cuKernelGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuKernelGetFunction`: the headers `#define` it as [`PFN_cuKernelGetFunction_v12000`].
pub use self::PFN_cuKernelGetFunction_v12000 as PFN_cuKernelGetFunction;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuKernelSetAttribute`: the headers `#define` it as [`PFN_cuKernelSetAttribute_v12000`].
pub use self::PFN_cuKernelSetAttribute_v12000 as PFN_cuKernelSetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuKernelSetCacheConfig`: the headers `#define` it as [`PFN_cuKernelSetCacheConfig_v12000`].
pub use self::PFN_cuKernelSetCacheConfig_v12000 as PFN_cuKernelSetCacheConfig;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunch`: the headers `#define` it as [`PFN_cuLaunch_v2000`].
pub use self::PFN_cuLaunch_v2000 as PFN_cuLaunch;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunchCooperativeKernel`: the headers `#define` it as [`PFN_cuLaunchCooperativeKernel_v9000`].
pub use self::PFN_cuLaunchCooperativeKernel_v9000 as PFN_cuLaunchCooperativeKernel;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunchCooperativeKernelMultiDevice`: the headers `#define` it as [`PFN_cuLaunchCooperativeKernelMultiDevice_v9000`].
pub use self::PFN_cuLaunchCooperativeKernelMultiDevice_v9000 as PFN_cuLaunchCooperativeKernelMultiDevice;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunchGrid`: the headers `#define` it as [`PFN_cuLaunchGrid_v2000`].
pub use self::PFN_cuLaunchGrid_v2000 as PFN_cuLaunchGrid;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunchGridAsync`: the headers `#define` it as [`PFN_cuLaunchGridAsync_v2000`].
pub use self::PFN_cuLaunchGridAsync_v2000 as PFN_cuLaunchGridAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunchHostFunc`: the headers `#define` it as [`PFN_cuLaunchHostFunc_v10000`].
pub use self::PFN_cuLaunchHostFunc_v10000 as PFN_cuLaunchHostFunc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunchKernel`: the headers `#define` it as [`PFN_cuLaunchKernel_v4000`].
pub use self::PFN_cuLaunchKernel_v4000 as PFN_cuLaunchKernel;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLaunchKernelEx`: the headers `#define` it as [`PFN_cuLaunchKernelEx_v11060`].
pub use self::PFN_cuLaunchKernelEx_v11060 as PFN_cuLaunchKernelEx;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetGlobal`: the headers `#define` it as [`PFN_cuLibraryGetGlobal_v12000`].
pub use self::PFN_cuLibraryGetGlobal_v12000 as PFN_cuLibraryGetGlobal;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetKernel`: the headers `#define` it as [`PFN_cuLibraryGetKernel_v12000`].
pub use self::PFN_cuLibraryGetKernel_v12000 as PFN_cuLibraryGetKernel;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetManaged`: the headers `#define` it as [`PFN_cuLibraryGetManaged_v12000`].
pub use self::PFN_cuLibraryGetManaged_v12000 as PFN_cuLibraryGetManaged;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetModule`: the headers `#define` it as [`PFN_cuLibraryGetModule_v12000`].
pub use self::PFN_cuLibraryGetModule_v12000 as PFN_cuLibraryGetModule;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetUnifiedFunction`: the headers `#define` it as [`PFN_cuLibraryGetUnifiedFunction_v12000`].
pub use self::PFN_cuLibraryGetUnifiedFunction_v12000 as PFN_cuLibraryGetUnifiedFunction;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryLoadData`: the headers `#define` it as [`PFN_cuLibraryLoadData_v12000`].
pub use self::PFN_cuLibraryLoadData_v12000 as PFN_cuLibraryLoadData;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryLoadFromFile`: the headers `#define` it as [`PFN_cuLibraryLoadFromFile_v12000`].
pub use self::PFN_cuLibraryLoadFromFile_v12000 as PFN_cuLibraryLoadFromFile;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryUnload`: the headers `#define` it as [`PFN_cuLibraryUnload_v12000`].
pub use self::PFN_cuLibraryUnload_v12000 as PFN_cuLibraryUnload;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLinkAddData`: the headers `#define` it as [`PFN_cuLinkAddData_v6050`].
pub use self::PFN_cuLinkAddData_v6050 as PFN_cuLinkAddData;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLinkAddFile`: the headers `#define` it as [`PFN_cuLinkAddFile_v6050`].
pub use self::PFN_cuLinkAddFile_v6050 as PFN_cuLinkAddFile;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLinkComplete`: the headers `#define` it as [`PFN_cuLinkComplete_v5050`].
pub use self::PFN_cuLinkComplete_v5050 as PFN_cuLinkComplete;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLinkCreate`: the headers `#define` it as [`PFN_cuLinkCreate_v6050`].
pub use self::PFN_cuLinkCreate_v6050 as PFN_cuLinkCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLinkDestroy`: the headers `#define` it as [`PFN_cuLinkDestroy_v5050`].
pub use self::PFN_cuLinkDestroy_v5050 as PFN_cuLinkDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAddressFree`: the headers `#define` it as [`PFN_cuMemAddressFree_v10020`].
pub use self::PFN_cuMemAddressFree_v10020 as PFN_cuMemAddressFree;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAddressReserve`: the headers `#define` it as [`PFN_cuMemAddressReserve_v10020`].
pub use self::PFN_cuMemAddressReserve_v10020 as PFN_cuMemAddressReserve;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAdvise`: the headers `#define` it as [`PFN_cuMemAdvise_v8000`].
pub use self::PFN_cuMemAdvise_v8000 as PFN_cuMemAdvise;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAlloc`: the headers `#define` it as [`PFN_cuMemAlloc_v3020`].
pub use self::PFN_cuMemAlloc_v3020 as PFN_cuMemAlloc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAllocAsync`: the headers `#define` it as [`PFN_cuMemAllocAsync_v11020`].
pub use self::PFN_cuMemAllocAsync_v11020 as PFN_cuMemAllocAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAllocFromPoolAsync`: the headers `#define` it as [`PFN_cuMemAllocFromPoolAsync_v11020`].
pub use self::PFN_cuMemAllocFromPoolAsync_v11020 as PFN_cuMemAllocFromPoolAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAllocHost`: the headers `#define` it as [`PFN_cuMemAllocHost_v3020`].
pub use self::PFN_cuMemAllocHost_v3020 as PFN_cuMemAllocHost;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAllocManaged`: the headers `#define` it as [`PFN_cuMemAllocManaged_v6000`].
pub use self::PFN_cuMemAllocManaged_v6000 as PFN_cuMemAllocManaged;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAllocPitch`: the headers `#define` it as [`PFN_cuMemAllocPitch_v3020`].
pub use self::PFN_cuMemAllocPitch_v3020 as PFN_cuMemAllocPitch;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemCreate`: the headers `#define` it as [`PFN_cuMemCreate_v10020`].
pub use self::PFN_cuMemCreate_v10020 as PFN_cuMemCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemExportToShareableHandle`: the headers `#define` it as [`PFN_cuMemExportToShareableHandle_v10020`].
pub use self::PFN_cuMemExportToShareableHandle_v10020 as PFN_cuMemExportToShareableHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemFree`: the headers `#define` it as [`PFN_cuMemFree_v3020`].
pub use self::PFN_cuMemFree_v3020 as PFN_cuMemFree;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemFreeAsync`: the headers `#define` it as [`PFN_cuMemFreeAsync_v11020`].
pub use self::PFN_cuMemFreeAsync_v11020 as PFN_cuMemFreeAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemFreeHost`: the headers `#define` it as [`PFN_cuMemFreeHost_v2000`].
pub use self::PFN_cuMemFreeHost_v2000 as PFN_cuMemFreeHost;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemGetAccess`: the headers `#define` it as [`PFN_cuMemGetAccess_v10020`].
pub use self::PFN_cuMemGetAccess_v10020 as PFN_cuMemGetAccess;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemGetAddressRange`: the headers `#define` it as [`PFN_cuMemGetAddressRange_v3020`].
pub use self::PFN_cuMemGetAddressRange_v3020 as PFN_cuMemGetAddressRange;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemGetAllocationGranularity`: the headers `#define` it as [`PFN_cuMemGetAllocationGranularity_v10020`].
pub use self::PFN_cuMemGetAllocationGranularity_v10020 as PFN_cuMemGetAllocationGranularity;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemGetAllocationPropertiesFromHandle`: the headers `#define` it as [`PFN_cuMemGetAllocationPropertiesFromHandle_v10020`].
pub use self::PFN_cuMemGetAllocationPropertiesFromHandle_v10020 as PFN_cuMemGetAllocationPropertiesFromHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemGetHandleForAddressRange`: the headers `#define` it as [`PFN_cuMemGetHandleForAddressRange_v11070`].
pub use self::PFN_cuMemGetHandleForAddressRange_v11070 as PFN_cuMemGetHandleForAddressRange;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemGetInfo`: the headers `#define` it as [`PFN_cuMemGetInfo_v3020`].
pub use self::PFN_cuMemGetInfo_v3020 as PFN_cuMemGetInfo;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemHostAlloc`: the headers `#define` it as [`PFN_cuMemHostAlloc_v2020`].
pub use self::PFN_cuMemHostAlloc_v2020 as PFN_cuMemHostAlloc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemHostGetDevicePointer`: the headers `#define` it as [`PFN_cuMemHostGetDevicePointer_v3020`].
pub use self::PFN_cuMemHostGetDevicePointer_v3020 as PFN_cuMemHostGetDevicePointer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemHostGetFlags`: the headers `#define` it as [`PFN_cuMemHostGetFlags_v2030`].
pub use self::PFN_cuMemHostGetFlags_v2030 as PFN_cuMemHostGetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemHostRegister`: the headers `#define` it as [`PFN_cuMemHostRegister_v6050`].
pub use self::PFN_cuMemHostRegister_v6050 as PFN_cuMemHostRegister;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemHostUnregister`: the headers `#define` it as [`PFN_cuMemHostUnregister_v4000`].
pub use self::PFN_cuMemHostUnregister_v4000 as PFN_cuMemHostUnregister;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemImportFromShareableHandle`: the headers `#define` it as [`PFN_cuMemImportFromShareableHandle_v10020`].
pub use self::PFN_cuMemImportFromShareableHandle_v10020 as PFN_cuMemImportFromShareableHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemMap`: the headers `#define` it as [`PFN_cuMemMap_v10020`].
pub use self::PFN_cuMemMap_v10020 as PFN_cuMemMap;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemMapArrayAsync`: the headers `#define` it as [`PFN_cuMemMapArrayAsync_v11010`].
pub use self::PFN_cuMemMapArrayAsync_v11010 as PFN_cuMemMapArrayAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolCreate`: the headers `#define` it as [`PFN_cuMemPoolCreate_v11020`].
pub use self::PFN_cuMemPoolCreate_v11020 as PFN_cuMemPoolCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolDestroy`: the headers `#define` it as [`PFN_cuMemPoolDestroy_v11020`].
pub use self::PFN_cuMemPoolDestroy_v11020 as PFN_cuMemPoolDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolExportPointer`: the headers `#define` it as [`PFN_cuMemPoolExportPointer_v11020`].
pub use self::PFN_cuMemPoolExportPointer_v11020 as PFN_cuMemPoolExportPointer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolExportToShareableHandle`: the headers `#define` it as [`PFN_cuMemPoolExportToShareableHandle_v11020`].
pub use self::PFN_cuMemPoolExportToShareableHandle_v11020 as PFN_cuMemPoolExportToShareableHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolGetAccess`: the headers `#define` it as [`PFN_cuMemPoolGetAccess_v11020`].
pub use self::PFN_cuMemPoolGetAccess_v11020 as PFN_cuMemPoolGetAccess;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolGetAttribute`: the headers `#define` it as [`PFN_cuMemPoolGetAttribute_v11020`].
pub use self::PFN_cuMemPoolGetAttribute_v11020 as PFN_cuMemPoolGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolImportFromShareableHandle`: the headers `#define` it as [`PFN_cuMemPoolImportFromShareableHandle_v11020`].
pub use self::PFN_cuMemPoolImportFromShareableHandle_v11020 as PFN_cuMemPoolImportFromShareableHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolImportPointer`: the headers `#define` it as [`PFN_cuMemPoolImportPointer_v11020`].
pub use self::PFN_cuMemPoolImportPointer_v11020 as PFN_cuMemPoolImportPointer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolSetAccess`: the headers `#define` it as [`PFN_cuMemPoolSetAccess_v11020`].
pub use self::PFN_cuMemPoolSetAccess_v11020 as PFN_cuMemPoolSetAccess;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolSetAttribute`: the headers `#define` it as [`PFN_cuMemPoolSetAttribute_v11020`].
pub use self::PFN_cuMemPoolSetAttribute_v11020 as PFN_cuMemPoolSetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPoolTrimTo`: the headers `#define` it as [`PFN_cuMemPoolTrimTo_v11020`].
pub use self::PFN_cuMemPoolTrimTo_v11020 as PFN_cuMemPoolTrimTo;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPrefetchAsync`: the headers `#define` it as [`PFN_cuMemPrefetchAsync_v8000`].
pub use self::PFN_cuMemPrefetchAsync_v8000 as PFN_cuMemPrefetchAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemRangeGetAttribute`: the headers `#define` it as [`PFN_cuMemRangeGetAttribute_v8000`].
pub use self::PFN_cuMemRangeGetAttribute_v8000 as PFN_cuMemRangeGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemRangeGetAttributes`: the headers `#define` it as [`PFN_cuMemRangeGetAttributes_v8000`].
pub use self::PFN_cuMemRangeGetAttributes_v8000 as PFN_cuMemRangeGetAttributes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemRelease`: the headers `#define` it as [`PFN_cuMemRelease_v10020`].
pub use self::PFN_cuMemRelease_v10020 as PFN_cuMemRelease;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemRetainAllocationHandle`: the headers `#define` it as [`PFN_cuMemRetainAllocationHandle_v11000`].
pub use self::PFN_cuMemRetainAllocationHandle_v11000 as PFN_cuMemRetainAllocationHandle;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemSetAccess`: the headers `#define` it as [`PFN_cuMemSetAccess_v10020`].
pub use self::PFN_cuMemSetAccess_v10020 as PFN_cuMemSetAccess;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemUnmap`: the headers `#define` it as [`PFN_cuMemUnmap_v10020`].
pub use self::PFN_cuMemUnmap_v10020 as PFN_cuMemUnmap;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy`: the headers `#define` it as [`PFN_cuMemcpy_v4000`].
pub use self::PFN_cuMemcpy_v4000 as PFN_cuMemcpy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy2D`: the headers `#define` it as [`PFN_cuMemcpy2D_v3020`].
pub use self::PFN_cuMemcpy2D_v3020 as PFN_cuMemcpy2D;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy2DAsync`: the headers `#define` it as [`PFN_cuMemcpy2DAsync_v3020`].
pub use self::PFN_cuMemcpy2DAsync_v3020 as PFN_cuMemcpy2DAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy2DUnaligned`: the headers `#define` it as [`PFN_cuMemcpy2DUnaligned_v3020`].
pub use self::PFN_cuMemcpy2DUnaligned_v3020 as PFN_cuMemcpy2DUnaligned;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy3D`: the headers `#define` it as [`PFN_cuMemcpy3D_v3020`].
pub use self::PFN_cuMemcpy3D_v3020 as PFN_cuMemcpy3D;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy3DAsync`: the headers `#define` it as [`PFN_cuMemcpy3DAsync_v3020`].
pub use self::PFN_cuMemcpy3DAsync_v3020 as PFN_cuMemcpy3DAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy3DPeer`: the headers `#define` it as [`PFN_cuMemcpy3DPeer_v4000`].
pub use self::PFN_cuMemcpy3DPeer_v4000 as PFN_cuMemcpy3DPeer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpy3DPeerAsync`: the headers `#define` it as [`PFN_cuMemcpy3DPeerAsync_v4000`].
pub use self::PFN_cuMemcpy3DPeerAsync_v4000 as PFN_cuMemcpy3DPeerAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyAsync`: the headers `#define` it as [`PFN_cuMemcpyAsync_v4000`].
pub use self::PFN_cuMemcpyAsync_v4000 as PFN_cuMemcpyAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyAtoA`: the headers `#define` it as [`PFN_cuMemcpyAtoA_v3020`].
pub use self::PFN_cuMemcpyAtoA_v3020 as PFN_cuMemcpyAtoA;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyAtoD`: the headers `#define` it as [`PFN_cuMemcpyAtoD_v3020`].
pub use self::PFN_cuMemcpyAtoD_v3020 as PFN_cuMemcpyAtoD;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyAtoH`: the headers `#define` it as [`PFN_cuMemcpyAtoH_v3020`].
pub use self::PFN_cuMemcpyAtoH_v3020 as PFN_cuMemcpyAtoH;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyAtoHAsync`: the headers `#define` it as [`PFN_cuMemcpyAtoHAsync_v3020`].
pub use self::PFN_cuMemcpyAtoHAsync_v3020 as PFN_cuMemcpyAtoHAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyDtoA`: the headers `#define` it as [`PFN_cuMemcpyDtoA_v3020`].
pub use self::PFN_cuMemcpyDtoA_v3020 as PFN_cuMemcpyDtoA;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyDtoD`: the headers `#define` it as [`PFN_cuMemcpyDtoD_v3020`].
pub use self::PFN_cuMemcpyDtoD_v3020 as PFN_cuMemcpyDtoD;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyDtoDAsync`: the headers `#define` it as [`PFN_cuMemcpyDtoDAsync_v3020`].
pub use self::PFN_cuMemcpyDtoDAsync_v3020 as PFN_cuMemcpyDtoDAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyDtoH`: the headers `#define` it as [`PFN_cuMemcpyDtoH_v3020`].
pub use self::PFN_cuMemcpyDtoH_v3020 as PFN_cuMemcpyDtoH;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyDtoHAsync`: the headers `#define` it as [`PFN_cuMemcpyDtoHAsync_v3020`].
pub use self::PFN_cuMemcpyDtoHAsync_v3020 as PFN_cuMemcpyDtoHAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyHtoA`: the headers `#define` it as [`PFN_cuMemcpyHtoA_v3020`].
pub use self::PFN_cuMemcpyHtoA_v3020 as PFN_cuMemcpyHtoA;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyHtoAAsync`: the headers `#define` it as [`PFN_cuMemcpyHtoAAsync_v3020`].
pub use self::PFN_cuMemcpyHtoAAsync_v3020 as PFN_cuMemcpyHtoAAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyHtoD`: the headers `#define` it as [`PFN_cuMemcpyHtoD_v3020`].
pub use self::PFN_cuMemcpyHtoD_v3020 as PFN_cuMemcpyHtoD;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyHtoDAsync`: the headers `#define` it as [`PFN_cuMemcpyHtoDAsync_v3020`].
pub use self::PFN_cuMemcpyHtoDAsync_v3020 as PFN_cuMemcpyHtoDAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyPeer`: the headers `#define` it as [`PFN_cuMemcpyPeer_v4000`].
pub use self::PFN_cuMemcpyPeer_v4000 as PFN_cuMemcpyPeer;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemcpyPeerAsync`: the headers `#define` it as [`PFN_cuMemcpyPeerAsync_v4000`].
pub use self::PFN_cuMemcpyPeerAsync_v4000 as PFN_cuMemcpyPeerAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD16`: the headers `#define` it as [`PFN_cuMemsetD16_v3020`].
pub use self::PFN_cuMemsetD16_v3020 as PFN_cuMemsetD16;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD16Async`: the headers `#define` it as [`PFN_cuMemsetD16Async_v3020`].
pub use self::PFN_cuMemsetD16Async_v3020 as PFN_cuMemsetD16Async;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD2D16`: the headers `#define` it as [`PFN_cuMemsetD2D16_v3020`].
pub use self::PFN_cuMemsetD2D16_v3020 as PFN_cuMemsetD2D16;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD2D16Async`: the headers `#define` it as [`PFN_cuMemsetD2D16Async_v3020`].
pub use self::PFN_cuMemsetD2D16Async_v3020 as PFN_cuMemsetD2D16Async;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD2D32`: the headers `#define` it as [`PFN_cuMemsetD2D32_v3020`].
pub use self::PFN_cuMemsetD2D32_v3020 as PFN_cuMemsetD2D32;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD2D32Async`: the headers `#define` it as [`PFN_cuMemsetD2D32Async_v3020`].
pub use self::PFN_cuMemsetD2D32Async_v3020 as PFN_cuMemsetD2D32Async;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD2D8`: the headers `#define` it as [`PFN_cuMemsetD2D8_v3020`].
pub use self::PFN_cuMemsetD2D8_v3020 as PFN_cuMemsetD2D8;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD2D8Async`: the headers `#define` it as [`PFN_cuMemsetD2D8Async_v3020`].
pub use self::PFN_cuMemsetD2D8Async_v3020 as PFN_cuMemsetD2D8Async;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD32`: the headers `#define` it as [`PFN_cuMemsetD32_v3020`].
pub use self::PFN_cuMemsetD32_v3020 as PFN_cuMemsetD32;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD32Async`: the headers `#define` it as [`PFN_cuMemsetD32Async_v3020`].
pub use self::PFN_cuMemsetD32Async_v3020 as PFN_cuMemsetD32Async;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD8`: the headers `#define` it as [`PFN_cuMemsetD8_v3020`].
pub use self::PFN_cuMemsetD8_v3020 as PFN_cuMemsetD8;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemsetD8Async`: the headers `#define` it as [`PFN_cuMemsetD8Async_v3020`].
pub use self::PFN_cuMemsetD8Async_v3020 as PFN_cuMemsetD8Async;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMipmappedArrayCreate`: the headers `#define` it as [`PFN_cuMipmappedArrayCreate_v5000`].
pub use self::PFN_cuMipmappedArrayCreate_v5000 as PFN_cuMipmappedArrayCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMipmappedArrayDestroy`: the headers `#define` it as [`PFN_cuMipmappedArrayDestroy_v5000`].
pub use self::PFN_cuMipmappedArrayDestroy_v5000 as PFN_cuMipmappedArrayDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMipmappedArrayGetLevel`: the headers `#define` it as [`PFN_cuMipmappedArrayGetLevel_v5000`].
pub use self::PFN_cuMipmappedArrayGetLevel_v5000 as PFN_cuMipmappedArrayGetLevel;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMipmappedArrayGetMemoryRequirements`: the headers `#define` it as [`PFN_cuMipmappedArrayGetMemoryRequirements_v11060`].
pub use self::PFN_cuMipmappedArrayGetMemoryRequirements_v11060 as PFN_cuMipmappedArrayGetMemoryRequirements;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMipmappedArrayGetSparseProperties`: the headers `#define` it as [`PFN_cuMipmappedArrayGetSparseProperties_v11010`].
pub use self::PFN_cuMipmappedArrayGetSparseProperties_v11010 as PFN_cuMipmappedArrayGetSparseProperties;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleGetFunction`: the headers `#define` it as [`PFN_cuModuleGetFunction_v2000`].
pub use self::PFN_cuModuleGetFunction_v2000 as PFN_cuModuleGetFunction;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleGetGlobal`: the headers `#define` it as [`PFN_cuModuleGetGlobal_v3020`].
pub use self::PFN_cuModuleGetGlobal_v3020 as PFN_cuModuleGetGlobal;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleGetLoadingMode`: the headers `#define` it as [`PFN_cuModuleGetLoadingMode_v11070`].
pub use self::PFN_cuModuleGetLoadingMode_v11070 as PFN_cuModuleGetLoadingMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleGetSurfRef`: the headers `#define` it as [`PFN_cuModuleGetSurfRef_v3000`].
pub use self::PFN_cuModuleGetSurfRef_v3000 as PFN_cuModuleGetSurfRef;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleGetTexRef`: the headers `#define` it as [`PFN_cuModuleGetTexRef_v2000`].
pub use self::PFN_cuModuleGetTexRef_v2000 as PFN_cuModuleGetTexRef;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleLoad`: the headers `#define` it as [`PFN_cuModuleLoad_v2000`].
pub use self::PFN_cuModuleLoad_v2000 as PFN_cuModuleLoad;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleLoadData`: the headers `#define` it as [`PFN_cuModuleLoadData_v2000`].
pub use self::PFN_cuModuleLoadData_v2000 as PFN_cuModuleLoadData;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleLoadDataEx`: the headers `#define` it as [`PFN_cuModuleLoadDataEx_v2010`].
pub use self::PFN_cuModuleLoadDataEx_v2010 as PFN_cuModuleLoadDataEx;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleLoadFatBinary`: the headers `#define` it as [`PFN_cuModuleLoadFatBinary_v2000`].
pub use self::PFN_cuModuleLoadFatBinary_v2000 as PFN_cuModuleLoadFatBinary;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleUnload`: the headers `#define` it as [`PFN_cuModuleUnload_v2000`].
pub use self::PFN_cuModuleUnload_v2000 as PFN_cuModuleUnload;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuOccupancyAvailableDynamicSMemPerBlock`: the headers `#define` it as [`PFN_cuOccupancyAvailableDynamicSMemPerBlock_v10020`].
pub use self::PFN_cuOccupancyAvailableDynamicSMemPerBlock_v10020 as PFN_cuOccupancyAvailableDynamicSMemPerBlock;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor`: the headers `#define` it as [`PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor_v6050`].
pub use self::PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor_v6050 as PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`: the headers `#define` it as [`PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags_v7000`].
pub use self::PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags_v7000 as PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuOccupancyMaxActiveClusters`: the headers `#define` it as [`PFN_cuOccupancyMaxActiveClusters_v11070`].
pub use self::PFN_cuOccupancyMaxActiveClusters_v11070 as PFN_cuOccupancyMaxActiveClusters;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuOccupancyMaxPotentialBlockSize`: the headers `#define` it as [`PFN_cuOccupancyMaxPotentialBlockSize_v6050`].
pub use self::PFN_cuOccupancyMaxPotentialBlockSize_v6050 as PFN_cuOccupancyMaxPotentialBlockSize;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuOccupancyMaxPotentialBlockSizeWithFlags`: the headers `#define` it as [`PFN_cuOccupancyMaxPotentialBlockSizeWithFlags_v7000`].
pub use self::PFN_cuOccupancyMaxPotentialBlockSizeWithFlags_v7000 as PFN_cuOccupancyMaxPotentialBlockSizeWithFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuOccupancyMaxPotentialClusterSize`: the headers `#define` it as [`PFN_cuOccupancyMaxPotentialClusterSize_v11070`].
pub use self::PFN_cuOccupancyMaxPotentialClusterSize_v11070 as PFN_cuOccupancyMaxPotentialClusterSize;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuParamSetSize`: the headers `#define` it as [`PFN_cuParamSetSize_v2000`].
pub use self::PFN_cuParamSetSize_v2000 as PFN_cuParamSetSize;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuParamSetTexRef`: the headers `#define` it as [`PFN_cuParamSetTexRef_v2000`].
pub use self::PFN_cuParamSetTexRef_v2000 as PFN_cuParamSetTexRef;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuParamSetf`: the headers `#define` it as [`PFN_cuParamSetf_v2000`].
pub use self::PFN_cuParamSetf_v2000 as PFN_cuParamSetf;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuParamSeti`: the headers `#define` it as [`PFN_cuParamSeti_v2000`].
pub use self::PFN_cuParamSeti_v2000 as PFN_cuParamSeti;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuParamSetv`: the headers `#define` it as [`PFN_cuParamSetv_v2000`].
pub use self::PFN_cuParamSetv_v2000 as PFN_cuParamSetv;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuPointerGetAttribute`: the headers `#define` it as [`PFN_cuPointerGetAttribute_v4000`].
pub use self::PFN_cuPointerGetAttribute_v4000 as PFN_cuPointerGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuPointerGetAttributes`: the headers `#define` it as [`PFN_cuPointerGetAttributes_v7000`].
pub use self::PFN_cuPointerGetAttributes_v7000 as PFN_cuPointerGetAttributes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuPointerSetAttribute`: the headers `#define` it as [`PFN_cuPointerSetAttribute_v6000`].
pub use self::PFN_cuPointerSetAttribute_v6000 as PFN_cuPointerSetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuSignalExternalSemaphoresAsync`: the headers `#define` it as [`PFN_cuSignalExternalSemaphoresAsync_v10000`].
pub use self::PFN_cuSignalExternalSemaphoresAsync_v10000 as PFN_cuSignalExternalSemaphoresAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamAddCallback`: the headers `#define` it as [`PFN_cuStreamAddCallback_v5000`].
pub use self::PFN_cuStreamAddCallback_v5000 as PFN_cuStreamAddCallback;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamAttachMemAsync`: the headers `#define` it as [`PFN_cuStreamAttachMemAsync_v6000`].
pub use self::PFN_cuStreamAttachMemAsync_v6000 as PFN_cuStreamAttachMemAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamBatchMemOp`: the headers `#define` it as [`PFN_cuStreamBatchMemOp_v8000`].
pub use self::PFN_cuStreamBatchMemOp_v8000 as PFN_cuStreamBatchMemOp;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamBatchMemOp_v2`: the headers `#define` it as [`PFN_cuStreamBatchMemOp_v11070`].
pub use self::PFN_cuStreamBatchMemOp_v11070 as PFN_cuStreamBatchMemOp_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamBeginCapture`: the headers `#define` it as [`PFN_cuStreamBeginCapture_v10010`].
pub use self::PFN_cuStreamBeginCapture_v10010 as PFN_cuStreamBeginCapture;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamCopyAttributes`: the headers `#define` it as [`PFN_cuStreamCopyAttributes_v11000`].
pub use self::PFN_cuStreamCopyAttributes_v11000 as PFN_cuStreamCopyAttributes;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamCreate`: the headers `#define` it as [`PFN_cuStreamCreate_v2000`].
pub use self::PFN_cuStreamCreate_v2000 as PFN_cuStreamCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamCreateWithPriority`: the headers `#define` it as [`PFN_cuStreamCreateWithPriority_v5050`].
pub use self::PFN_cuStreamCreateWithPriority_v5050 as PFN_cuStreamCreateWithPriority;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamDestroy`: the headers `#define` it as [`PFN_cuStreamDestroy_v4000`].
pub use self::PFN_cuStreamDestroy_v4000 as PFN_cuStreamDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamEndCapture`: the headers `#define` it as [`PFN_cuStreamEndCapture_v10000`].
pub use self::PFN_cuStreamEndCapture_v10000 as PFN_cuStreamEndCapture;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetAttribute`: the headers `#define` it as [`PFN_cuStreamGetAttribute_v11000`].
pub use self::PFN_cuStreamGetAttribute_v11000 as PFN_cuStreamGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetCaptureInfo`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v10010`].
pub use self::PFN_cuStreamGetCaptureInfo_v10010 as PFN_cuStreamGetCaptureInfo;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetCaptureInfo_v2`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v11030`].
pub use self::PFN_cuStreamGetCaptureInfo_v11030 as PFN_cuStreamGetCaptureInfo_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetCtx`: the headers `#define` it as [`PFN_cuStreamGetCtx_v9020`].
pub use self::PFN_cuStreamGetCtx_v9020 as PFN_cuStreamGetCtx;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetFlags`: the headers `#define` it as [`PFN_cuStreamGetFlags_v5050`].
pub use self::PFN_cuStreamGetFlags_v5050 as PFN_cuStreamGetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetPriority`: the headers `#define` it as [`PFN_cuStreamGetPriority_v5050`].
pub use self::PFN_cuStreamGetPriority_v5050 as PFN_cuStreamGetPriority;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamIsCapturing`: the headers `#define` it as [`PFN_cuStreamIsCapturing_v10000`].
pub use self::PFN_cuStreamIsCapturing_v10000 as PFN_cuStreamIsCapturing;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamQuery`: the headers `#define` it as [`PFN_cuStreamQuery_v2000`].
pub use self::PFN_cuStreamQuery_v2000 as PFN_cuStreamQuery;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamSetAttribute`: the headers `#define` it as [`PFN_cuStreamSetAttribute_v11000`].
pub use self::PFN_cuStreamSetAttribute_v11000 as PFN_cuStreamSetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamSynchronize`: the headers `#define` it as [`PFN_cuStreamSynchronize_v2000`].
pub use self::PFN_cuStreamSynchronize_v2000 as PFN_cuStreamSynchronize;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamUpdateCaptureDependencies`: the headers `#define` it as [`PFN_cuStreamUpdateCaptureDependencies_v11030`].
pub use self::PFN_cuStreamUpdateCaptureDependencies_v11030 as PFN_cuStreamUpdateCaptureDependencies;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWaitEvent`: the headers `#define` it as [`PFN_cuStreamWaitEvent_v3020`].
pub use self::PFN_cuStreamWaitEvent_v3020 as PFN_cuStreamWaitEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWaitValue32`: the headers `#define` it as [`PFN_cuStreamWaitValue32_v8000`].
pub use self::PFN_cuStreamWaitValue32_v8000 as PFN_cuStreamWaitValue32;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWaitValue32_v2`: the headers `#define` it as [`PFN_cuStreamWaitValue32_v11070`].
pub use self::PFN_cuStreamWaitValue32_v11070 as PFN_cuStreamWaitValue32_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWaitValue64`: the headers `#define` it as [`PFN_cuStreamWaitValue64_v9000`].
pub use self::PFN_cuStreamWaitValue64_v9000 as PFN_cuStreamWaitValue64;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWaitValue64_v2`: the headers `#define` it as [`PFN_cuStreamWaitValue64_v11070`].
pub use self::PFN_cuStreamWaitValue64_v11070 as PFN_cuStreamWaitValue64_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWriteValue32`: the headers `#define` it as [`PFN_cuStreamWriteValue32_v8000`].
pub use self::PFN_cuStreamWriteValue32_v8000 as PFN_cuStreamWriteValue32;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWriteValue32_v2`: the headers `#define` it as [`PFN_cuStreamWriteValue32_v11070`].
pub use self::PFN_cuStreamWriteValue32_v11070 as PFN_cuStreamWriteValue32_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWriteValue64`: the headers `#define` it as [`PFN_cuStreamWriteValue64_v9000`].
pub use self::PFN_cuStreamWriteValue64_v9000 as PFN_cuStreamWriteValue64;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamWriteValue64_v2`: the headers `#define` it as [`PFN_cuStreamWriteValue64_v11070`].
pub use self::PFN_cuStreamWriteValue64_v11070 as PFN_cuStreamWriteValue64_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuSurfObjectCreate`: the headers `#define` it as [`PFN_cuSurfObjectCreate_v5000`].
pub use self::PFN_cuSurfObjectCreate_v5000 as PFN_cuSurfObjectCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuSurfObjectDestroy`: the headers `#define` it as [`PFN_cuSurfObjectDestroy_v5000`].
pub use self::PFN_cuSurfObjectDestroy_v5000 as PFN_cuSurfObjectDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuSurfObjectGetResourceDesc`: the headers `#define` it as [`PFN_cuSurfObjectGetResourceDesc_v5000`].
pub use self::PFN_cuSurfObjectGetResourceDesc_v5000 as PFN_cuSurfObjectGetResourceDesc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuSurfRefGetArray`: the headers `#define` it as [`PFN_cuSurfRefGetArray_v3000`].
pub use self::PFN_cuSurfRefGetArray_v3000 as PFN_cuSurfRefGetArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuSurfRefSetArray`: the headers `#define` it as [`PFN_cuSurfRefSetArray_v3000`].
pub use self::PFN_cuSurfRefSetArray_v3000 as PFN_cuSurfRefSetArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTensorMapEncodeIm2col`: the headers `#define` it as [`PFN_cuTensorMapEncodeIm2col_v12000`].
pub use self::PFN_cuTensorMapEncodeIm2col_v12000 as PFN_cuTensorMapEncodeIm2col;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTensorMapEncodeTiled`: the headers `#define` it as [`PFN_cuTensorMapEncodeTiled_v12000`].
pub use self::PFN_cuTensorMapEncodeTiled_v12000 as PFN_cuTensorMapEncodeTiled;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTensorMapReplaceAddress`: the headers `#define` it as [`PFN_cuTensorMapReplaceAddress_v12000`].
pub use self::PFN_cuTensorMapReplaceAddress_v12000 as PFN_cuTensorMapReplaceAddress;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexObjectCreate`: the headers `#define` it as [`PFN_cuTexObjectCreate_v5000`].
pub use self::PFN_cuTexObjectCreate_v5000 as PFN_cuTexObjectCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexObjectDestroy`: the headers `#define` it as [`PFN_cuTexObjectDestroy_v5000`].
pub use self::PFN_cuTexObjectDestroy_v5000 as PFN_cuTexObjectDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexObjectGetResourceDesc`: the headers `#define` it as [`PFN_cuTexObjectGetResourceDesc_v5000`].
pub use self::PFN_cuTexObjectGetResourceDesc_v5000 as PFN_cuTexObjectGetResourceDesc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexObjectGetResourceViewDesc`: the headers `#define` it as [`PFN_cuTexObjectGetResourceViewDesc_v5000`].
pub use self::PFN_cuTexObjectGetResourceViewDesc_v5000 as PFN_cuTexObjectGetResourceViewDesc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexObjectGetTextureDesc`: the headers `#define` it as [`PFN_cuTexObjectGetTextureDesc_v5000`].
pub use self::PFN_cuTexObjectGetTextureDesc_v5000 as PFN_cuTexObjectGetTextureDesc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefCreate`: the headers `#define` it as [`PFN_cuTexRefCreate_v2000`].
pub use self::PFN_cuTexRefCreate_v2000 as PFN_cuTexRefCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefDestroy`: the headers `#define` it as [`PFN_cuTexRefDestroy_v2000`].
pub use self::PFN_cuTexRefDestroy_v2000 as PFN_cuTexRefDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetAddress`: the headers `#define` it as [`PFN_cuTexRefGetAddress_v3020`].
pub use self::PFN_cuTexRefGetAddress_v3020 as PFN_cuTexRefGetAddress;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetAddressMode`: the headers `#define` it as [`PFN_cuTexRefGetAddressMode_v2000`].
pub use self::PFN_cuTexRefGetAddressMode_v2000 as PFN_cuTexRefGetAddressMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetArray`: the headers `#define` it as [`PFN_cuTexRefGetArray_v2000`].
pub use self::PFN_cuTexRefGetArray_v2000 as PFN_cuTexRefGetArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetBorderColor`: the headers `#define` it as [`PFN_cuTexRefGetBorderColor_v8000`].
pub use self::PFN_cuTexRefGetBorderColor_v8000 as PFN_cuTexRefGetBorderColor;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetFilterMode`: the headers `#define` it as [`PFN_cuTexRefGetFilterMode_v2000`].
pub use self::PFN_cuTexRefGetFilterMode_v2000 as PFN_cuTexRefGetFilterMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetFlags`: the headers `#define` it as [`PFN_cuTexRefGetFlags_v2000`].
pub use self::PFN_cuTexRefGetFlags_v2000 as PFN_cuTexRefGetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetFormat`: the headers `#define` it as [`PFN_cuTexRefGetFormat_v2000`].
pub use self::PFN_cuTexRefGetFormat_v2000 as PFN_cuTexRefGetFormat;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetMaxAnisotropy`: the headers `#define` it as [`PFN_cuTexRefGetMaxAnisotropy_v5000`].
pub use self::PFN_cuTexRefGetMaxAnisotropy_v5000 as PFN_cuTexRefGetMaxAnisotropy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetMipmapFilterMode`: the headers `#define` it as [`PFN_cuTexRefGetMipmapFilterMode_v5000`].
pub use self::PFN_cuTexRefGetMipmapFilterMode_v5000 as PFN_cuTexRefGetMipmapFilterMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetMipmapLevelBias`: the headers `#define` it as [`PFN_cuTexRefGetMipmapLevelBias_v5000`].
pub use self::PFN_cuTexRefGetMipmapLevelBias_v5000 as PFN_cuTexRefGetMipmapLevelBias;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetMipmapLevelClamp`: the headers `#define` it as [`PFN_cuTexRefGetMipmapLevelClamp_v5000`].
pub use self::PFN_cuTexRefGetMipmapLevelClamp_v5000 as PFN_cuTexRefGetMipmapLevelClamp;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefGetMipmappedArray`: the headers `#define` it as [`PFN_cuTexRefGetMipmappedArray_v5000`].
pub use self::PFN_cuTexRefGetMipmappedArray_v5000 as PFN_cuTexRefGetMipmappedArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetAddress`: the headers `#define` it as [`PFN_cuTexRefSetAddress_v3020`].
pub use self::PFN_cuTexRefSetAddress_v3020 as PFN_cuTexRefSetAddress;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetAddress2D`: the headers `#define` it as [`PFN_cuTexRefSetAddress2D_v4010`].
pub use self::PFN_cuTexRefSetAddress2D_v4010 as PFN_cuTexRefSetAddress2D;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetAddressMode`: the headers `#define` it as [`PFN_cuTexRefSetAddressMode_v2000`].
pub use self::PFN_cuTexRefSetAddressMode_v2000 as PFN_cuTexRefSetAddressMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetArray`: the headers `#define` it as [`PFN_cuTexRefSetArray_v2000`].
pub use self::PFN_cuTexRefSetArray_v2000 as PFN_cuTexRefSetArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetBorderColor`: the headers `#define` it as [`PFN_cuTexRefSetBorderColor_v8000`].
pub use self::PFN_cuTexRefSetBorderColor_v8000 as PFN_cuTexRefSetBorderColor;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetFilterMode`: the headers `#define` it as [`PFN_cuTexRefSetFilterMode_v2000`].
pub use self::PFN_cuTexRefSetFilterMode_v2000 as PFN_cuTexRefSetFilterMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetFlags`: the headers `#define` it as [`PFN_cuTexRefSetFlags_v2000`].
pub use self::PFN_cuTexRefSetFlags_v2000 as PFN_cuTexRefSetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetFormat`: the headers `#define` it as [`PFN_cuTexRefSetFormat_v2000`].
pub use self::PFN_cuTexRefSetFormat_v2000 as PFN_cuTexRefSetFormat;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetMaxAnisotropy`: the headers `#define` it as [`PFN_cuTexRefSetMaxAnisotropy_v5000`].
pub use self::PFN_cuTexRefSetMaxAnisotropy_v5000 as PFN_cuTexRefSetMaxAnisotropy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetMipmapFilterMode`: the headers `#define` it as [`PFN_cuTexRefSetMipmapFilterMode_v5000`].
pub use self::PFN_cuTexRefSetMipmapFilterMode_v5000 as PFN_cuTexRefSetMipmapFilterMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetMipmapLevelBias`: the headers `#define` it as [`PFN_cuTexRefSetMipmapLevelBias_v5000`].
pub use self::PFN_cuTexRefSetMipmapLevelBias_v5000 as PFN_cuTexRefSetMipmapLevelBias;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetMipmapLevelClamp`: the headers `#define` it as [`PFN_cuTexRefSetMipmapLevelClamp_v5000`].
pub use self::PFN_cuTexRefSetMipmapLevelClamp_v5000 as PFN_cuTexRefSetMipmapLevelClamp;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuTexRefSetMipmappedArray`: the headers `#define` it as [`PFN_cuTexRefSetMipmappedArray_v5000`].
pub use self::PFN_cuTexRefSetMipmappedArray_v5000 as PFN_cuTexRefSetMipmappedArray;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuThreadExchangeStreamCaptureMode`: the headers `#define` it as [`PFN_cuThreadExchangeStreamCaptureMode_v10010`].
pub use self::PFN_cuThreadExchangeStreamCaptureMode_v10010 as PFN_cuThreadExchangeStreamCaptureMode;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuUserObjectCreate`: the headers `#define` it as [`PFN_cuUserObjectCreate_v11030`].
pub use self::PFN_cuUserObjectCreate_v11030 as PFN_cuUserObjectCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuUserObjectRelease`: the headers `#define` it as [`PFN_cuUserObjectRelease_v11030`].
pub use self::PFN_cuUserObjectRelease_v11030 as PFN_cuUserObjectRelease;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuUserObjectRetain`: the headers `#define` it as [`PFN_cuUserObjectRetain_v11030`].
pub use self::PFN_cuUserObjectRetain_v11030 as PFN_cuUserObjectRetain;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuWaitExternalSemaphoresAsync`: the headers `#define` it as [`PFN_cuWaitExternalSemaphoresAsync_v10000`].
pub use self::PFN_cuWaitExternalSemaphoresAsync_v10000 as PFN_cuWaitExternalSemaphoresAsync;
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
///C's `cuCtxCreate`: the headers `#define` it as [`cuCtxCreate_v2`].
///
/// `cuCtxCreate` is `cuCtxCreate_v4` from CUDA 13.0; `cuCtxCreate_v2` in CUDA 11.7 or earlier to 12.9.
pub use self::cuCtxCreate_v2 as cuCtxCreate;
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
///C's `cuGetProcAddress`: the headers `#define` it as [`cuGetProcAddress_v2`].
///
/// `cuGetProcAddress` is `cuGetProcAddress_v2` from CUDA 12.0.
pub use self::cuGetProcAddress_v2 as cuGetProcAddress;
///C's `cuGraphAddKernelNode`: the headers `#define` it as [`cuGraphAddKernelNode_v2`].
///
/// `cuGraphAddKernelNode` is `cuGraphAddKernelNode_v2` from CUDA 12.0.
pub use self::cuGraphAddKernelNode_v2 as cuGraphAddKernelNode;
///C's `cuGraphExecKernelNodeSetParams`: the headers `#define` it as [`cuGraphExecKernelNodeSetParams_v2`].
///
/// `cuGraphExecKernelNodeSetParams` is `cuGraphExecKernelNodeSetParams_v2` from CUDA 12.0.
pub use self::cuGraphExecKernelNodeSetParams_v2 as cuGraphExecKernelNodeSetParams;
///C's `cuGraphExecUpdate`: the headers `#define` it as [`cuGraphExecUpdate_v2`].
///
/// `cuGraphExecUpdate` is `cuGraphExecUpdate_v2` from CUDA 12.0.
pub use self::cuGraphExecUpdate_v2 as cuGraphExecUpdate;
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
///C's `cuStreamGetCaptureInfo`: the headers `#define` it as [`cuStreamGetCaptureInfo_v2`].
///
/// `cuStreamGetCaptureInfo` is `cuStreamGetCaptureInfo_v3` from CUDA 13.0; `cuStreamGetCaptureInfo_v2` in CUDA 12.0 to 12.9.
pub use self::cuStreamGetCaptureInfo_v2 as cuStreamGetCaptureInfo;
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
///C's `cudaGetDeviceProperties`: the headers `#define` it as [`cudaGetDeviceProperties_v2`].
///
/// `cudaGetDeviceProperties` is `cudaGetDeviceProperties_v2` in CUDA 12.0 to 12.9.
pub use self::cudaGetDeviceProperties_v2 as cudaGetDeviceProperties;
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
///C's `cudaKernelNodeAttributeMemSyncDomain`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomain`].
///
/// `cudaKernelNodeAttributeMemSyncDomain` is `cudaLaunchAttributeMemSyncDomain` from CUDA 12.0.
pub use self::cudaLaunchAttributeMemSyncDomain as cudaKernelNodeAttributeMemSyncDomain;
///C's `cudaKernelNodeAttributeMemSyncDomainMap`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomainMap`].
///
/// `cudaKernelNodeAttributeMemSyncDomainMap` is `cudaLaunchAttributeMemSyncDomainMap` from CUDA 12.0.
pub use self::cudaLaunchAttributeMemSyncDomainMap as cudaKernelNodeAttributeMemSyncDomainMap;
///C's `cudaKernelNodeAttributePriority`: the headers `#define` it as [`cudaLaunchAttributePriority`].
///
/// `cudaKernelNodeAttributePriority` is `cudaLaunchAttributePriority` from CUDA 11.8.
pub use self::cudaLaunchAttributePriority as cudaKernelNodeAttributePriority;
///C's `cudaSignalExternalSemaphoresAsync`: the headers `#define` it as [`cudaSignalExternalSemaphoresAsync_v2`].
///
/// `cudaSignalExternalSemaphoresAsync` is `cudaSignalExternalSemaphoresAsync_v2` in CUDA 11.7 or earlier to 12.9.
pub use self::cudaSignalExternalSemaphoresAsync_v2 as cudaSignalExternalSemaphoresAsync;
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
///C's `cudaStreamGetCaptureInfo`: the headers `#define` it as [`cudaStreamGetCaptureInfo_v2`].
///
/// `cudaStreamGetCaptureInfo` is `cudaStreamGetCaptureInfo_v2` in CUDA 12.0 to 12.9.
pub use self::cudaStreamGetCaptureInfo_v2 as cudaStreamGetCaptureInfo;
///C's `cudaWaitExternalSemaphoresAsync`: the headers `#define` it as [`cudaWaitExternalSemaphoresAsync_v2`].
///
/// `cudaWaitExternalSemaphoresAsync` is `cudaWaitExternalSemaphoresAsync_v2` in CUDA 11.7 or earlier to 12.9.
pub use self::cudaWaitExternalSemaphoresAsync_v2 as cudaWaitExternalSemaphoresAsync;
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
///C's `nvJitLinkAddData`: the headers define it `static inline`, calling [`__nvJitLinkAddData_12_0`] with the same arguments.
pub use self::__nvJitLinkAddData_12_0 as nvJitLinkAddData;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkAddFile`: the headers define it `static inline`, calling [`__nvJitLinkAddFile_12_0`] with the same arguments.
pub use self::__nvJitLinkAddFile_12_0 as nvJitLinkAddFile;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkComplete`: the headers define it `static inline`, calling [`__nvJitLinkComplete_12_0`] with the same arguments.
pub use self::__nvJitLinkComplete_12_0 as nvJitLinkComplete;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkCreate`: the headers define it `static inline`, calling [`__nvJitLinkCreate_12_0`] with the same arguments.
pub use self::__nvJitLinkCreate_12_0 as nvJitLinkCreate;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkDestroy`: the headers define it `static inline`, calling [`__nvJitLinkDestroy_12_0`] with the same arguments.
pub use self::__nvJitLinkDestroy_12_0 as nvJitLinkDestroy;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLog`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLog_12_0`] with the same arguments.
pub use self::__nvJitLinkGetErrorLog_12_0 as nvJitLinkGetErrorLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLogSize_12_0`] with the same arguments.
pub use self::__nvJitLinkGetErrorLogSize_12_0 as nvJitLinkGetErrorLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLog`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLog_12_0`] with the same arguments.
pub use self::__nvJitLinkGetInfoLog_12_0 as nvJitLinkGetInfoLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLogSize_12_0`] with the same arguments.
pub use self::__nvJitLinkGetInfoLogSize_12_0 as nvJitLinkGetInfoLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubin`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubin_12_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubin_12_0 as nvJitLinkGetLinkedCubin;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubinSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubinSize_12_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubinSize_12_0 as nvJitLinkGetLinkedCubinSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtx`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtx_12_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtx_12_0 as nvJitLinkGetLinkedPtx;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtxSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtxSize_12_0`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtxSize_12_0 as nvJitLinkGetLinkedPtxSize;
