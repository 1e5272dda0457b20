#[doc = "C's `CUFFT_COMPATIBILITY_DEFAULT`: the headers `#define` it as [`CUFFT_COMPATIBILITY_FFTW_PADDING`]."]
pub use self::CUFFT_COMPATIBILITY_FFTW_PADDING as CUFFT_COMPATIBILITY_DEFAULT;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW as CU_KERNEL_NODE_ATTRIBUTE_ACCESS_POLICY_WINDOW;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION as CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_DIMENSION;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE as CU_KERNEL_NODE_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_COOPERATIVE`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_COOPERATIVE as CU_KERNEL_NODE_ATTRIBUTE_COOPERATIVE;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE as CU_KERNEL_NODE_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN as CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP as CU_KERNEL_NODE_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION as CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT as CU_KERNEL_NODE_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT;
#[doc = "C's `CU_KERNEL_NODE_ATTRIBUTE_PRIORITY`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PRIORITY`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_PRIORITY as CU_KERNEL_NODE_ATTRIBUTE_PRIORITY;
#[doc = "C's `CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW as CU_STREAM_ATTRIBUTE_ACCESS_POLICY_WINDOW;
#[doc = "C's `CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN as CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN;
#[doc = "C's `CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP as CU_STREAM_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP;
#[doc = "C's `CU_STREAM_ATTRIBUTE_PRIORITY`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_PRIORITY`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_PRIORITY as CU_STREAM_ATTRIBUTE_PRIORITY;
#[doc = "C's `CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY`: the headers `#define` it as [`CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY`]."]
pub use self::CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY as CU_STREAM_ATTRIBUTE_SYNCHRONIZATION_POLICY;
#[doc = "C's `NVJITLINK_ERROR_ARCH_MISMATCH`: the headers `#define` it as [`NVJITLINK_ERROR_INTERNAL`]."]
pub use self::NVJITLINK_ERROR_INTERNAL as NVJITLINK_ERROR_ARCH_MISMATCH;
#[doc = "C's `NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`]."]
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS;
#[doc = "C's `NVJITLINK_ERROR_INCORRECT_INPUT_TYPE`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`]."]
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_INCORRECT_INPUT_TYPE;
#[doc = "C's `NVJITLINK_ERROR_MISSING_FATBIN`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`]."]
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_MISSING_FATBIN;
#[doc = "C's `NVJITLINK_ERROR_NULL_INPUT`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`]."]
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_NULL_INPUT;
#[doc = "C's `NVJITLINK_ERROR_OUTDATED_LIBRARY`: the headers `#define` it as [`NVJITLINK_ERROR_INTERNAL`]."]
pub use self::NVJITLINK_ERROR_INTERNAL as NVJITLINK_ERROR_OUTDATED_LIBRARY;
#[doc = "C's `NVML_DOUBLE_BIT_ECC`: the headers `#define` it as [`NVML_MEMORY_ERROR_TYPE_UNCORRECTED`]."]
pub use self::NVML_MEMORY_ERROR_TYPE_UNCORRECTED as NVML_DOUBLE_BIT_ECC;
#[doc = "C's `NVML_SINGLE_BIT_ECC`: the headers `#define` it as [`NVML_MEMORY_ERROR_TYPE_CORRECTED`]."]
pub use self::NVML_MEMORY_ERROR_TYPE_CORRECTED as NVML_SINGLE_BIT_ECC;
#[doc = "C's `NVML_TOPOLOGY_CPU`: the headers `#define` it as [`NVML_TOPOLOGY_NODE`]."]
pub use self::NVML_TOPOLOGY_NODE as NVML_TOPOLOGY_CPU;
#[doc = "C's `PFN_cuArray3DCreate`: the headers `#define` it as [`PFN_cuArray3DCreate_v3020`]."]
pub use self::PFN_cuArray3DCreate_v3020 as PFN_cuArray3DCreate;
#[doc = "C's `PFN_cuArray3DGetDescriptor`: the headers `#define` it as [`PFN_cuArray3DGetDescriptor_v3020`]."]
pub use self::PFN_cuArray3DGetDescriptor_v3020 as PFN_cuArray3DGetDescriptor;
#[doc = "C's `PFN_cuArrayCreate`: the headers `#define` it as [`PFN_cuArrayCreate_v3020`]."]
pub use self::PFN_cuArrayCreate_v3020 as PFN_cuArrayCreate;
#[doc = "C's `PFN_cuArrayDestroy`: the headers `#define` it as [`PFN_cuArrayDestroy_v2000`]."]
pub use self::PFN_cuArrayDestroy_v2000 as PFN_cuArrayDestroy;
#[doc = "C's `PFN_cuArrayGetDescriptor`: the headers `#define` it as [`PFN_cuArrayGetDescriptor_v3020`]."]
pub use self::PFN_cuArrayGetDescriptor_v3020 as PFN_cuArrayGetDescriptor;
#[doc = "C's `PFN_cuArrayGetMemoryRequirements`: the headers `#define` it as [`PFN_cuArrayGetMemoryRequirements_v11060`]."]
pub use self::PFN_cuArrayGetMemoryRequirements_v11060 as PFN_cuArrayGetMemoryRequirements;
#[doc = "C's `PFN_cuArrayGetPlane`: the headers `#define` it as [`PFN_cuArrayGetPlane_v11020`]."]
pub use self::PFN_cuArrayGetPlane_v11020 as PFN_cuArrayGetPlane;
#[doc = "C's `PFN_cuArrayGetSparseProperties`: the headers `#define` it as [`PFN_cuArrayGetSparseProperties_v11010`]."]
pub use self::PFN_cuArrayGetSparseProperties_v11010 as PFN_cuArrayGetSparseProperties;
#[doc = "C's `PFN_cuCheckpointProcessCheckpoint`: the headers `#define` it as [`PFN_cuCheckpointProcessCheckpoint_v12080`]."]
pub use self::PFN_cuCheckpointProcessCheckpoint_v12080 as PFN_cuCheckpointProcessCheckpoint;
#[doc = "C's `PFN_cuCheckpointProcessGetRestoreThreadId`: the headers `#define` it as [`PFN_cuCheckpointProcessGetRestoreThreadId_v12080`]."]
pub use self::PFN_cuCheckpointProcessGetRestoreThreadId_v12080 as PFN_cuCheckpointProcessGetRestoreThreadId;
#[doc = "C's `PFN_cuCheckpointProcessGetState`: the headers `#define` it as [`PFN_cuCheckpointProcessGetState_v12080`]."]
pub use self::PFN_cuCheckpointProcessGetState_v12080 as PFN_cuCheckpointProcessGetState;
#[doc = "C's `PFN_cuCheckpointProcessLock`: the headers `#define` it as [`PFN_cuCheckpointProcessLock_v12080`]."]
pub use self::PFN_cuCheckpointProcessLock_v12080 as PFN_cuCheckpointProcessLock;
#[doc = "C's `PFN_cuCheckpointProcessRestore`: the headers `#define` it as [`PFN_cuCheckpointProcessRestore_v12080`]."]
pub use self::PFN_cuCheckpointProcessRestore_v12080 as PFN_cuCheckpointProcessRestore;
#[doc = "C's `PFN_cuCheckpointProcessUnlock`: the headers `#define` it as [`PFN_cuCheckpointProcessUnlock_v12080`]."]
pub use self::PFN_cuCheckpointProcessUnlock_v12080 as PFN_cuCheckpointProcessUnlock;
#[doc = "C's `PFN_cuCoredumpGetAttribute`: the headers `#define` it as [`PFN_cuCoredumpGetAttribute_v12010`]."]
pub use self::PFN_cuCoredumpGetAttribute_v12010 as PFN_cuCoredumpGetAttribute;
#[doc = "C's `PFN_cuCoredumpGetAttributeGlobal`: the headers `#define` it as [`PFN_cuCoredumpGetAttributeGlobal_v12010`]."]
pub use self::PFN_cuCoredumpGetAttributeGlobal_v12010 as PFN_cuCoredumpGetAttributeGlobal;
#[doc = "C's `PFN_cuCoredumpSetAttribute`: the headers `#define` it as [`PFN_cuCoredumpSetAttribute_v12010`]."]
pub use self::PFN_cuCoredumpSetAttribute_v12010 as PFN_cuCoredumpSetAttribute;
#[doc = "C's `PFN_cuCoredumpSetAttributeGlobal`: the headers `#define` it as [`PFN_cuCoredumpSetAttributeGlobal_v12010`]."]
pub use self::PFN_cuCoredumpSetAttributeGlobal_v12010 as PFN_cuCoredumpSetAttributeGlobal;
#[doc = "C's `PFN_cuCtxAttach`: the headers `#define` it as [`PFN_cuCtxAttach_v2000`]."]
pub use self::PFN_cuCtxAttach_v2000 as PFN_cuCtxAttach;
#[doc = "C's `PFN_cuCtxCreate`: the headers `#define` it as [`PFN_cuCtxCreate_v11040`]."]
pub use self::PFN_cuCtxCreate_v11040 as PFN_cuCtxCreate;
#[doc = "C's `PFN_cuCtxDestroy`: the headers `#define` it as [`PFN_cuCtxDestroy_v4000`]."]
pub use self::PFN_cuCtxDestroy_v4000 as PFN_cuCtxDestroy;
#[doc = "C's `PFN_cuCtxDetach`: the headers `#define` it as [`PFN_cuCtxDetach_v2000`]."]
pub use self::PFN_cuCtxDetach_v2000 as PFN_cuCtxDetach;
#[doc = "C's `PFN_cuCtxDisablePeerAccess`: the headers `#define` it as [`PFN_cuCtxDisablePeerAccess_v4000`]."]
pub use self::PFN_cuCtxDisablePeerAccess_v4000 as PFN_cuCtxDisablePeerAccess;
#[doc = "C's `PFN_cuCtxEnablePeerAccess`: the headers `#define` it as [`PFN_cuCtxEnablePeerAccess_v4000`]."]
pub use self::PFN_cuCtxEnablePeerAccess_v4000 as PFN_cuCtxEnablePeerAccess;
#[doc = "C's `PFN_cuCtxFromGreenCtx`: the headers `#define` it as [`PFN_cuCtxFromGreenCtx_v12040`]."]
pub use self::PFN_cuCtxFromGreenCtx_v12040 as PFN_cuCtxFromGreenCtx;
#[doc = "C's `PFN_cuCtxGetApiVersion`: the headers `#define` it as [`PFN_cuCtxGetApiVersion_v3020`]."]
pub use self::PFN_cuCtxGetApiVersion_v3020 as PFN_cuCtxGetApiVersion;
#[doc = "C's `PFN_cuCtxGetCacheConfig`: the headers `#define` it as [`PFN_cuCtxGetCacheConfig_v3020`]."]
pub use self::PFN_cuCtxGetCacheConfig_v3020 as PFN_cuCtxGetCacheConfig;
#[doc = "C's `PFN_cuCtxGetCurrent`: the headers `#define` it as [`PFN_cuCtxGetCurrent_v4000`]."]
pub use self::PFN_cuCtxGetCurrent_v4000 as PFN_cuCtxGetCurrent;
#[doc = "C's `PFN_cuCtxGetDevResource`: the headers `#define` it as [`PFN_cuCtxGetDevResource_v12040`]."]
pub use self::PFN_cuCtxGetDevResource_v12040 as PFN_cuCtxGetDevResource;
#[doc = "C's `PFN_cuCtxGetDevice`: the headers `#define` it as [`PFN_cuCtxGetDevice_v2000`]."]
pub use self::PFN_cuCtxGetDevice_v2000 as PFN_cuCtxGetDevice;
#[doc = "C's `PFN_cuCtxGetExecAffinity`: the headers `#define` it as [`PFN_cuCtxGetExecAffinity_v11040`]."]
pub use self::PFN_cuCtxGetExecAffinity_v11040 as PFN_cuCtxGetExecAffinity;
#[doc = "C's `PFN_cuCtxGetFlags`: the headers `#define` it as [`PFN_cuCtxGetFlags_v7000`]."]
pub use self::PFN_cuCtxGetFlags_v7000 as PFN_cuCtxGetFlags;
#[doc = "C's `PFN_cuCtxGetId`: the headers `#define` it as [`PFN_cuCtxGetId_v12000`]."]
pub use self::PFN_cuCtxGetId_v12000 as PFN_cuCtxGetId;
#[doc = "C's `PFN_cuCtxGetLimit`: the headers `#define` it as [`PFN_cuCtxGetLimit_v3010`]."]
pub use self::PFN_cuCtxGetLimit_v3010 as PFN_cuCtxGetLimit;
#[doc = "C's `PFN_cuCtxGetSharedMemConfig`: the headers `#define` it as [`PFN_cuCtxGetSharedMemConfig_v4020`]."]
pub use self::PFN_cuCtxGetSharedMemConfig_v4020 as PFN_cuCtxGetSharedMemConfig;
#[doc = "C's `PFN_cuCtxGetStreamPriorityRange`: the headers `#define` it as [`PFN_cuCtxGetStreamPriorityRange_v5050`]."]
pub use self::PFN_cuCtxGetStreamPriorityRange_v5050 as PFN_cuCtxGetStreamPriorityRange;
#[doc = "C's `PFN_cuCtxPopCurrent`: the headers `#define` it as [`PFN_cuCtxPopCurrent_v4000`]."]
pub use self::PFN_cuCtxPopCurrent_v4000 as PFN_cuCtxPopCurrent;
#[doc = "C's `PFN_cuCtxPushCurrent`: the headers `#define` it as [`PFN_cuCtxPushCurrent_v4000`]."]
pub use self::PFN_cuCtxPushCurrent_v4000 as PFN_cuCtxPushCurrent;
#[doc = "C's `PFN_cuCtxRecordEvent`: the headers `#define` it as [`PFN_cuCtxRecordEvent_v12050`]."]
pub use self::PFN_cuCtxRecordEvent_v12050 as PFN_cuCtxRecordEvent;
#[doc = "C's `PFN_cuCtxResetPersistingL2Cache`: the headers `#define` it as [`PFN_cuCtxResetPersistingL2Cache_v11000`]."]
pub use self::PFN_cuCtxResetPersistingL2Cache_v11000 as PFN_cuCtxResetPersistingL2Cache;
#[doc = "C's `PFN_cuCtxSetCacheConfig`: the headers `#define` it as [`PFN_cuCtxSetCacheConfig_v3020`]."]
pub use self::PFN_cuCtxSetCacheConfig_v3020 as PFN_cuCtxSetCacheConfig;
#[doc = "C's `PFN_cuCtxSetCurrent`: the headers `#define` it as [`PFN_cuCtxSetCurrent_v4000`]."]
pub use self::PFN_cuCtxSetCurrent_v4000 as PFN_cuCtxSetCurrent;
#[doc = "C's `PFN_cuCtxSetFlags`: the headers `#define` it as [`PFN_cuCtxSetFlags_v12010`]."]
pub use self::PFN_cuCtxSetFlags_v12010 as PFN_cuCtxSetFlags;
#[doc = "C's `PFN_cuCtxSetLimit`: the headers `#define` it as [`PFN_cuCtxSetLimit_v3010`]."]
pub use self::PFN_cuCtxSetLimit_v3010 as PFN_cuCtxSetLimit;
#[doc = "C's `PFN_cuCtxSetSharedMemConfig`: the headers `#define` it as [`PFN_cuCtxSetSharedMemConfig_v4020`]."]
pub use self::PFN_cuCtxSetSharedMemConfig_v4020 as PFN_cuCtxSetSharedMemConfig;
#[doc = "C's `PFN_cuCtxSynchronize`: the headers `#define` it as [`PFN_cuCtxSynchronize_v2000`]."]
pub use self::PFN_cuCtxSynchronize_v2000 as PFN_cuCtxSynchronize;
#[doc = "C's `PFN_cuCtxWaitEvent`: the headers `#define` it as [`PFN_cuCtxWaitEvent_v12050`]."]
pub use self::PFN_cuCtxWaitEvent_v12050 as PFN_cuCtxWaitEvent;
#[doc = "C's `PFN_cuDestroyExternalMemory`: the headers `#define` it as [`PFN_cuDestroyExternalMemory_v10000`]."]
pub use self::PFN_cuDestroyExternalMemory_v10000 as PFN_cuDestroyExternalMemory;
#[doc = "C's `PFN_cuDestroyExternalSemaphore`: the headers `#define` it as [`PFN_cuDestroyExternalSemaphore_v10000`]."]
pub use self::PFN_cuDestroyExternalSemaphore_v10000 as PFN_cuDestroyExternalSemaphore;
#[doc = "C's `PFN_cuDevResourceGenerateDesc`: the headers `#define` it as [`PFN_cuDevResourceGenerateDesc_v12040`]."]
pub use self::PFN_cuDevResourceGenerateDesc_v12040 as PFN_cuDevResourceGenerateDesc;
#[doc = "C's `PFN_cuDevSmResourceSplitByCount`: the headers `#define` it as [`PFN_cuDevSmResourceSplitByCount_v12040`]."]
pub use self::PFN_cuDevSmResourceSplitByCount_v12040 as PFN_cuDevSmResourceSplitByCount;
#[doc = "C's `PFN_cuDeviceCanAccessPeer`: the headers `#define` it as [`PFN_cuDeviceCanAccessPeer_v4000`]."]
pub use self::PFN_cuDeviceCanAccessPeer_v4000 as PFN_cuDeviceCanAccessPeer;
#[doc = "C's `PFN_cuDeviceComputeCapability`: the headers `#define` it as [`PFN_cuDeviceComputeCapability_v2000`]."]
pub use self::PFN_cuDeviceComputeCapability_v2000 as PFN_cuDeviceComputeCapability;
#[doc = "C's `PFN_cuDeviceGet`: the headers `#define` it as [`PFN_cuDeviceGet_v2000`]."]
pub use self::PFN_cuDeviceGet_v2000 as PFN_cuDeviceGet;
#[doc = "C's `PFN_cuDeviceGetAttribute`: the headers `#define` it as [`PFN_cuDeviceGetAttribute_v2000`]."]
pub use self::PFN_cuDeviceGetAttribute_v2000 as PFN_cuDeviceGetAttribute;
#[doc = "C's `PFN_cuDeviceGetByPCIBusId`: the headers `#define` it as [`PFN_cuDeviceGetByPCIBusId_v4010`]."]
pub use self::PFN_cuDeviceGetByPCIBusId_v4010 as PFN_cuDeviceGetByPCIBusId;
#[doc = "C's `PFN_cuDeviceGetCount`: the headers `#define` it as [`PFN_cuDeviceGetCount_v2000`]."]
pub use self::PFN_cuDeviceGetCount_v2000 as PFN_cuDeviceGetCount;
#[doc = "C's `PFN_cuDeviceGetDefaultMemPool`: the headers `#define` it as [`PFN_cuDeviceGetDefaultMemPool_v11020`]."]
pub use self::PFN_cuDeviceGetDefaultMemPool_v11020 as PFN_cuDeviceGetDefaultMemPool;
#[doc = "C's `PFN_cuDeviceGetDevResource`: the headers `#define` it as [`PFN_cuDeviceGetDevResource_v12040`]."]
pub use self::PFN_cuDeviceGetDevResource_v12040 as PFN_cuDeviceGetDevResource;
#[doc = "C's `PFN_cuDeviceGetExecAffinitySupport`: the headers `#define` it as [`PFN_cuDeviceGetExecAffinitySupport_v11040`]."]
pub use self::PFN_cuDeviceGetExecAffinitySupport_v11040 as PFN_cuDeviceGetExecAffinitySupport;
#[doc = "C's `PFN_cuDeviceGetGraphMemAttribute`: the headers `#define` it as [`PFN_cuDeviceGetGraphMemAttribute_v11040`]."]
pub use self::PFN_cuDeviceGetGraphMemAttribute_v11040 as PFN_cuDeviceGetGraphMemAttribute;
#[doc = "C's `PFN_cuDeviceGetLuid`: the headers `#define` it as [`PFN_cuDeviceGetLuid_v10000`]."]
pub use self::PFN_cuDeviceGetLuid_v10000 as PFN_cuDeviceGetLuid;
#[doc = "C's `PFN_cuDeviceGetMemPool`: the headers `#define` it as [`PFN_cuDeviceGetMemPool_v11020`]."]
pub use self::PFN_cuDeviceGetMemPool_v11020 as PFN_cuDeviceGetMemPool;
#[doc = "C's `PFN_cuDeviceGetName`: the headers `#define` it as [`PFN_cuDeviceGetName_v2000`]."]
pub use self::PFN_cuDeviceGetName_v2000 as PFN_cuDeviceGetName;
#[doc = "C's `PFN_cuDeviceGetNvSciSyncAttributes`: the headers `#define` it as [`PFN_cuDeviceGetNvSciSyncAttributes_v10020`]."]
pub use self::PFN_cuDeviceGetNvSciSyncAttributes_v10020 as PFN_cuDeviceGetNvSciSyncAttributes;
#[doc = "C's `PFN_cuDeviceGetP2PAttribute`: the headers `#define` it as [`PFN_cuDeviceGetP2PAttribute_v8000`]."]
pub use self::PFN_cuDeviceGetP2PAttribute_v8000 as PFN_cuDeviceGetP2PAttribute;
#[doc = "C's `PFN_cuDeviceGetPCIBusId`: the headers `#define` it as [`PFN_cuDeviceGetPCIBusId_v4010`]."]
pub use self::PFN_cuDeviceGetPCIBusId_v4010 as PFN_cuDeviceGetPCIBusId;
#[doc = "C's `PFN_cuDeviceGetProperties`: the headers `#define` it as [`PFN_cuDeviceGetProperties_v2000`]."]
pub use self::PFN_cuDeviceGetProperties_v2000 as PFN_cuDeviceGetProperties;
#[doc = "C's `PFN_cuDeviceGetTexture1DLinearMaxWidth`: the headers `#define` it as [`PFN_cuDeviceGetTexture1DLinearMaxWidth_v11010`]."]
pub use self::PFN_cuDeviceGetTexture1DLinearMaxWidth_v11010 as PFN_cuDeviceGetTexture1DLinearMaxWidth;
#[doc = "C's `PFN_cuDeviceGetUuid`: the headers `#define` it as [`PFN_cuDeviceGetUuid_v11040`]."]
pub use self::PFN_cuDeviceGetUuid_v11040 as PFN_cuDeviceGetUuid;
#[doc = "C's `PFN_cuDeviceGraphMemTrim`: the headers `#define` it as [`PFN_cuDeviceGraphMemTrim_v11040`]."]
pub use self::PFN_cuDeviceGraphMemTrim_v11040 as PFN_cuDeviceGraphMemTrim;
#[doc = "C's `PFN_cuDevicePrimaryCtxGetState`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxGetState_v7000`]."]
pub use self::PFN_cuDevicePrimaryCtxGetState_v7000 as PFN_cuDevicePrimaryCtxGetState;
#[doc = "C's `PFN_cuDevicePrimaryCtxRelease`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxRelease_v11000`]."]
pub use self::PFN_cuDevicePrimaryCtxRelease_v11000 as PFN_cuDevicePrimaryCtxRelease;
#[doc = "C's `PFN_cuDevicePrimaryCtxReset`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxReset_v11000`]."]
pub use self::PFN_cuDevicePrimaryCtxReset_v11000 as PFN_cuDevicePrimaryCtxReset;
#[doc = "C's `PFN_cuDevicePrimaryCtxRetain`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxRetain_v7000`]."]
pub use self::PFN_cuDevicePrimaryCtxRetain_v7000 as PFN_cuDevicePrimaryCtxRetain;
#[doc = "C's `PFN_cuDevicePrimaryCtxSetFlags`: the headers `#define` it as [`PFN_cuDevicePrimaryCtxSetFlags_v11000`]."]
pub use self::PFN_cuDevicePrimaryCtxSetFlags_v11000 as PFN_cuDevicePrimaryCtxSetFlags;
#[doc = "C's `PFN_cuDeviceRegisterAsyncNotification`: the headers `#define` it as [`PFN_cuDeviceRegisterAsyncNotification_v12040`]."]
pub use self::PFN_cuDeviceRegisterAsyncNotification_v12040 as PFN_cuDeviceRegisterAsyncNotification;
#[doc = "C's `PFN_cuDeviceSetGraphMemAttribute`: the headers `#define` it as [`PFN_cuDeviceSetGraphMemAttribute_v11040`]."]
pub use self::PFN_cuDeviceSetGraphMemAttribute_v11040 as PFN_cuDeviceSetGraphMemAttribute;
#[doc = "C's `PFN_cuDeviceSetMemPool`: the headers `#define` it as [`PFN_cuDeviceSetMemPool_v11020`]."]
pub use self::PFN_cuDeviceSetMemPool_v11020 as PFN_cuDeviceSetMemPool;
#[doc = "C's `PFN_cuDeviceTotalMem`: the headers `#define` it as [`PFN_cuDeviceTotalMem_v3020`]."]
pub use self::PFN_cuDeviceTotalMem_v3020 as PFN_cuDeviceTotalMem;
#[doc = "C's `PFN_cuDeviceUnregisterAsyncNotification`: the headers `#define` it as [`PFN_cuDeviceUnregisterAsyncNotification_v12040`]."]
pub use self::PFN_cuDeviceUnregisterAsyncNotification_v12040 as PFN_cuDeviceUnregisterAsyncNotification;
#[doc = "C's `PFN_cuDriverGetVersion`: the headers `#define` it as [`PFN_cuDriverGetVersion_v2020`]."]
pub use self::PFN_cuDriverGetVersion_v2020 as PFN_cuDriverGetVersion;
#[doc = "C's `PFN_cuEventCreate`: the headers `#define` it as [`PFN_cuEventCreate_v2000`]."]
pub use self::PFN_cuEventCreate_v2000 as PFN_cuEventCreate;
#[doc = "C's `PFN_cuEventDestroy`: the headers `#define` it as [`PFN_cuEventDestroy_v4000`]."]
pub use self::PFN_cuEventDestroy_v4000 as PFN_cuEventDestroy;
#[doc = "C's `PFN_cuEventElapsedTime`: the headers `#define` it as [`PFN_cuEventElapsedTime_v12080`]."]
pub use self::PFN_cuEventElapsedTime_v12080 as PFN_cuEventElapsedTime;
#[doc = "C's `PFN_cuEventElapsedTime_v2`: the headers `#define` it as [`PFN_cuEventElapsedTime_v12080`]."]
pub use self::PFN_cuEventElapsedTime_v12080 as PFN_cuEventElapsedTime_v2;
#[doc = "C's `PFN_cuEventQuery`: the headers `#define` it as [`PFN_cuEventQuery_v2000`]."]
pub use self::PFN_cuEventQuery_v2000 as PFN_cuEventQuery;
#[doc = "C's `PFN_cuEventRecord`: the headers `#define` it as [`PFN_cuEventRecord_v2000`]."]
pub use self::PFN_cuEventRecord_v2000 as PFN_cuEventRecord;
#[doc = "C's `PFN_cuEventRecordWithFlags`: the headers `#define` it as [`PFN_cuEventRecordWithFlags_v11010`]."]
pub use self::PFN_cuEventRecordWithFlags_v11010 as PFN_cuEventRecordWithFlags;
#[doc = "C's `PFN_cuEventSynchronize`: the headers `#define` it as [`PFN_cuEventSynchronize_v2000`]."]
pub use self::PFN_cuEventSynchronize_v2000 as PFN_cuEventSynchronize;
#[doc = "C's `PFN_cuExternalMemoryGetMappedBuffer`: the headers `#define` it as [`PFN_cuExternalMemoryGetMappedBuffer_v10000`]."]
pub use self::PFN_cuExternalMemoryGetMappedBuffer_v10000 as PFN_cuExternalMemoryGetMappedBuffer;
#[doc = "C's `PFN_cuExternalMemoryGetMappedMipmappedArray`: the headers `#define` it as [`PFN_cuExternalMemoryGetMappedMipmappedArray_v10000`]."]
pub use self::PFN_cuExternalMemoryGetMappedMipmappedArray_v10000 as PFN_cuExternalMemoryGetMappedMipmappedArray;
#[doc = "C's `PFN_cuFlushGPUDirectRDMAWrites`: the headers `#define` it as [`PFN_cuFlushGPUDirectRDMAWrites_v11030`]."]
pub use self::PFN_cuFlushGPUDirectRDMAWrites_v11030 as PFN_cuFlushGPUDirectRDMAWrites;
#[doc = "C's `PFN_cuFuncGetAttribute`: the headers `#define` it as [`PFN_cuFuncGetAttribute_v2020`]."]
pub use self::PFN_cuFuncGetAttribute_v2020 as PFN_cuFuncGetAttribute;
#[doc = "C's `PFN_cuFuncGetModule`: the headers `#define` it as [`PFN_cuFuncGetModule_v11000`]."]
pub use self::PFN_cuFuncGetModule_v11000 as PFN_cuFuncGetModule;
#[doc = "C's `PFN_cuFuncGetName`: the headers `#define` it as [`PFN_cuFuncGetName_v12030`]."]
pub use self::PFN_cuFuncGetName_v12030 as PFN_cuFuncGetName;
#[doc = "C's `PFN_cuFuncGetParamInfo`: the headers `#define` it as [`PFN_cuFuncGetParamInfo_v12040`]."]
pub use self::PFN_cuFuncGetParamInfo_v12040 as PFN_cuFuncGetParamInfo;
#[doc = "C's `PFN_cuFuncIsLoaded`: the headers `#define` it as [`PFN_cuFuncIsLoaded_v12040`]."]
pub use self::PFN_cuFuncIsLoaded_v12040 as PFN_cuFuncIsLoaded;
#[doc = "C's `PFN_cuFuncLoad`: the headers `#define` it as [`PFN_cuFuncLoad_v12040`]."]
pub use self::PFN_cuFuncLoad_v12040 as PFN_cuFuncLoad;
#[doc = "C's `PFN_cuFuncSetAttribute`: the headers `#define` it as [`PFN_cuFuncSetAttribute_v9000`]."]
pub use self::PFN_cuFuncSetAttribute_v9000 as PFN_cuFuncSetAttribute;
#[doc = "C's `PFN_cuFuncSetBlockShape`: the headers `#define` it as [`PFN_cuFuncSetBlockShape_v2000`]."]
pub use self::PFN_cuFuncSetBlockShape_v2000 as PFN_cuFuncSetBlockShape;
#[doc = "C's `PFN_cuFuncSetCacheConfig`: the headers `#define` it as [`PFN_cuFuncSetCacheConfig_v3000`]."]
pub use self::PFN_cuFuncSetCacheConfig_v3000 as PFN_cuFuncSetCacheConfig;
#[doc = "C's `PFN_cuFuncSetSharedMemConfig`: the headers `#define` it as [`PFN_cuFuncSetSharedMemConfig_v4020`]."]
pub use self::PFN_cuFuncSetSharedMemConfig_v4020 as PFN_cuFuncSetSharedMemConfig;
#[doc = "C's `PFN_cuFuncSetSharedSize`: the headers `#define` it as [`PFN_cuFuncSetSharedSize_v2000`]."]
pub use self::PFN_cuFuncSetSharedSize_v2000 as PFN_cuFuncSetSharedSize;
#[doc = "C's `PFN_cuGetErrorName`: the headers `#define` it as [`PFN_cuGetErrorName_v6000`]."]
pub use self::PFN_cuGetErrorName_v6000 as PFN_cuGetErrorName;
#[doc = "C's `PFN_cuGetErrorString`: the headers `#define` it as [`PFN_cuGetErrorString_v6000`]."]
pub use self::PFN_cuGetErrorString_v6000 as PFN_cuGetErrorString;
#[doc = "C's `PFN_cuGetExportTable`: the headers `#define` it as [`PFN_cuGetExportTable_v3000`]."]
pub use self::PFN_cuGetExportTable_v3000 as PFN_cuGetExportTable;
#[doc = "C's `PFN_cuGetProcAddress`: the headers `#define` it as [`PFN_cuGetProcAddress_v12000`]."]
pub use self::PFN_cuGetProcAddress_v12000 as PFN_cuGetProcAddress;
#[doc = "C's `PFN_cuGraphAddBatchMemOpNode`: the headers `#define` it as [`PFN_cuGraphAddBatchMemOpNode_v11070`]."]
pub use self::PFN_cuGraphAddBatchMemOpNode_v11070 as PFN_cuGraphAddBatchMemOpNode;
#[doc = "C's `PFN_cuGraphAddChildGraphNode`: the headers `#define` it as [`PFN_cuGraphAddChildGraphNode_v10000`]."]
pub use self::PFN_cuGraphAddChildGraphNode_v10000 as PFN_cuGraphAddChildGraphNode;
#[doc = "C's `PFN_cuGraphAddDependencies`: the headers `#define` it as [`PFN_cuGraphAddDependencies_v12030`]."]
pub use self::PFN_cuGraphAddDependencies_v12030 as PFN_cuGraphAddDependencies;
#[doc = "C's `PFN_cuGraphAddEmptyNode`: the headers `#define` it as [`PFN_cuGraphAddEmptyNode_v10000`]."]
pub use self::PFN_cuGraphAddEmptyNode_v10000 as PFN_cuGraphAddEmptyNode;
#[doc = "C's `PFN_cuGraphAddEventRecordNode`: the headers `#define` it as [`PFN_cuGraphAddEventRecordNode_v11010`]."]
pub use self::PFN_cuGraphAddEventRecordNode_v11010 as PFN_cuGraphAddEventRecordNode;
#[doc = "C's `PFN_cuGraphAddEventWaitNode`: the headers `#define` it as [`PFN_cuGraphAddEventWaitNode_v11010`]."]
pub use self::PFN_cuGraphAddEventWaitNode_v11010 as PFN_cuGraphAddEventWaitNode;
#[doc = "C's `PFN_cuGraphAddExternalSemaphoresSignalNode`: the headers `#define` it as [`PFN_cuGraphAddExternalSemaphoresSignalNode_v11020`]."]
pub use self::PFN_cuGraphAddExternalSemaphoresSignalNode_v11020 as PFN_cuGraphAddExternalSemaphoresSignalNode;
#[doc = "C's `PFN_cuGraphAddExternalSemaphoresWaitNode`: the headers `#define` it as [`PFN_cuGraphAddExternalSemaphoresWaitNode_v11020`]."]
pub use self::PFN_cuGraphAddExternalSemaphoresWaitNode_v11020 as PFN_cuGraphAddExternalSemaphoresWaitNode;
#[doc = "C's `PFN_cuGraphAddHostNode`: the headers `#define` it as [`PFN_cuGraphAddHostNode_v10000`]."]
pub use self::PFN_cuGraphAddHostNode_v10000 as PFN_cuGraphAddHostNode;
#[doc = "C's `PFN_cuGraphAddKernelNode`: the headers `#define` it as [`PFN_cuGraphAddKernelNode_v12000`]."]
pub use self::PFN_cuGraphAddKernelNode_v12000 as PFN_cuGraphAddKernelNode;
#[doc = "C's `PFN_cuGraphAddMemAllocNode`: the headers `#define` it as [`PFN_cuGraphAddMemAllocNode_v11040`]."]
pub use self::PFN_cuGraphAddMemAllocNode_v11040 as PFN_cuGraphAddMemAllocNode;
#[doc = "C's `PFN_cuGraphAddMemFreeNode`: the headers `#define` it as [`PFN_cuGraphAddMemFreeNode_v11040`]."]
pub use self::PFN_cuGraphAddMemFreeNode_v11040 as PFN_cuGraphAddMemFreeNode;
#[doc = "C's `PFN_cuGraphAddMemcpyNode`: the headers `#define` it as [`PFN_cuGraphAddMemcpyNode_v10000`]."]
pub use self::PFN_cuGraphAddMemcpyNode_v10000 as PFN_cuGraphAddMemcpyNode;
#[doc = "C's `PFN_cuGraphAddMemsetNode`: the headers `#define` it as [`PFN_cuGraphAddMemsetNode_v10000`]."]
pub use self::PFN_cuGraphAddMemsetNode_v10000 as PFN_cuGraphAddMemsetNode;
#[doc = "C's `PFN_cuGraphAddNode`: the headers `#define` it as [`PFN_cuGraphAddNode_v12030`]."]
pub use self::PFN_cuGraphAddNode_v12030 as PFN_cuGraphAddNode;
#[doc = "C's `PFN_cuGraphBatchMemOpNodeGetParams`: the headers `#define` it as [`PFN_cuGraphBatchMemOpNodeGetParams_v11070`]."]
pub use self::PFN_cuGraphBatchMemOpNodeGetParams_v11070 as PFN_cuGraphBatchMemOpNodeGetParams;
#[doc = "C's `PFN_cuGraphChildGraphNodeGetGraph`: the headers `#define` it as [`PFN_cuGraphChildGraphNodeGetGraph_v10000`]."]
pub use self::PFN_cuGraphChildGraphNodeGetGraph_v10000 as PFN_cuGraphChildGraphNodeGetGraph;
#[doc = "C's `PFN_cuGraphClone`: the headers `#define` it as [`PFN_cuGraphClone_v10000`]."]
pub use self::PFN_cuGraphClone_v10000 as PFN_cuGraphClone;
#[doc = "C's `PFN_cuGraphCreate`: the headers `#define` it as [`PFN_cuGraphCreate_v10000`]."]
pub use self::PFN_cuGraphCreate_v10000 as PFN_cuGraphCreate;
#[doc = "C's `PFN_cuGraphDebugDotPrint`: the headers `#define` it as [`PFN_cuGraphDebugDotPrint_v11030`]."]
pub use self::PFN_cuGraphDebugDotPrint_v11030 as PFN_cuGraphDebugDotPrint;
#[doc = "C's `PFN_cuGraphDestroy`: the headers `#define` it as [`PFN_cuGraphDestroy_v10000`]."]
pub use self::PFN_cuGraphDestroy_v10000 as PFN_cuGraphDestroy;
#[doc = "C's `PFN_cuGraphDestroyNode`: the headers `#define` it as [`PFN_cuGraphDestroyNode_v10000`]."]
pub use self::PFN_cuGraphDestroyNode_v10000 as PFN_cuGraphDestroyNode;
#[doc = "C's `PFN_cuGraphEventRecordNodeGetEvent`: the headers `#define` it as [`PFN_cuGraphEventRecordNodeGetEvent_v11010`]."]
pub use self::PFN_cuGraphEventRecordNodeGetEvent_v11010 as PFN_cuGraphEventRecordNodeGetEvent;
#[doc = "C's `PFN_cuGraphEventRecordNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphEventRecordNodeSetEvent_v11010`]."]
pub use self::PFN_cuGraphEventRecordNodeSetEvent_v11010 as PFN_cuGraphEventRecordNodeSetEvent;
#[doc = "C's `PFN_cuGraphEventWaitNodeGetEvent`: the headers `#define` it as [`PFN_cuGraphEventWaitNodeGetEvent_v11010`]."]
pub use self::PFN_cuGraphEventWaitNodeGetEvent_v11010 as PFN_cuGraphEventWaitNodeGetEvent;
#[doc = "C's `PFN_cuGraphEventWaitNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphEventWaitNodeSetEvent_v11010`]."]
pub use self::PFN_cuGraphEventWaitNodeSetEvent_v11010 as PFN_cuGraphEventWaitNodeSetEvent;
#[doc = "C's `PFN_cuGraphExecBatchMemOpNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecBatchMemOpNodeSetParams_v11070`]."]
pub use self::PFN_cuGraphExecBatchMemOpNodeSetParams_v11070 as PFN_cuGraphExecBatchMemOpNodeSetParams;
#[doc = "C's `PFN_cuGraphExecChildGraphNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecChildGraphNodeSetParams_v11010`]."]
pub use self::PFN_cuGraphExecChildGraphNodeSetParams_v11010 as PFN_cuGraphExecChildGraphNodeSetParams;
#[doc = "C's `PFN_cuGraphExecDestroy`: the headers `#define` it as [`PFN_cuGraphExecDestroy_v10000`]."]
pub use self::PFN_cuGraphExecDestroy_v10000 as PFN_cuGraphExecDestroy;
#[doc = "C's `PFN_cuGraphExecEventRecordNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphExecEventRecordNodeSetEvent_v11010`]."]
pub use self::PFN_cuGraphExecEventRecordNodeSetEvent_v11010 as PFN_cuGraphExecEventRecordNodeSetEvent;
#[doc = "C's `PFN_cuGraphExecEventWaitNodeSetEvent`: the headers `#define` it as [`PFN_cuGraphExecEventWaitNodeSetEvent_v11010`]."]
pub use self::PFN_cuGraphExecEventWaitNodeSetEvent_v11010 as PFN_cuGraphExecEventWaitNodeSetEvent;
#[doc = "C's `PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams_v11020`]."]
pub use self::PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams_v11020 as PFN_cuGraphExecExternalSemaphoresSignalNodeSetParams;
#[doc = "C's `PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams_v11020`]."]
pub use self::PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams_v11020 as PFN_cuGraphExecExternalSemaphoresWaitNodeSetParams;
#[doc = "C's `PFN_cuGraphExecGetFlags`: the headers `#define` it as [`PFN_cuGraphExecGetFlags_v12000`]."]
pub use self::PFN_cuGraphExecGetFlags_v12000 as PFN_cuGraphExecGetFlags;
#[doc = "C's `PFN_cuGraphExecHostNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecHostNodeSetParams_v10020`]."]
pub use self::PFN_cuGraphExecHostNodeSetParams_v10020 as PFN_cuGraphExecHostNodeSetParams;
#[doc = "C's `PFN_cuGraphExecKernelNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecKernelNodeSetParams_v12000`]."]
pub use self::PFN_cuGraphExecKernelNodeSetParams_v12000 as PFN_cuGraphExecKernelNodeSetParams;
#[doc = "C's `PFN_cuGraphExecMemcpyNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecMemcpyNodeSetParams_v10020`]."]
pub use self::PFN_cuGraphExecMemcpyNodeSetParams_v10020 as PFN_cuGraphExecMemcpyNodeSetParams;
#[doc = "C's `PFN_cuGraphExecMemsetNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecMemsetNodeSetParams_v10020`]."]
pub use self::PFN_cuGraphExecMemsetNodeSetParams_v10020 as PFN_cuGraphExecMemsetNodeSetParams;
#[doc = "C's `PFN_cuGraphExecNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecNodeSetParams_v12020`]."]
pub use self::PFN_cuGraphExecNodeSetParams_v12020 as PFN_cuGraphExecNodeSetParams;
#[doc = "C's `PFN_cuGraphExecUpdate`: the headers `#define` it as [`PFN_cuGraphExecUpdate_v12000`]."]
pub use self::PFN_cuGraphExecUpdate_v12000 as PFN_cuGraphExecUpdate;
#[doc = "C's `PFN_cuGraphExternalSemaphoresSignalNodeGetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresSignalNodeGetParams_v11020`]."]
pub use self::PFN_cuGraphExternalSemaphoresSignalNodeGetParams_v11020 as PFN_cuGraphExternalSemaphoresSignalNodeGetParams;
#[doc = "C's `PFN_cuGraphExternalSemaphoresSignalNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresSignalNodeSetParams_v11020`]."]
pub use self::PFN_cuGraphExternalSemaphoresSignalNodeSetParams_v11020 as PFN_cuGraphExternalSemaphoresSignalNodeSetParams;
#[doc = "C's `PFN_cuGraphExternalSemaphoresWaitNodeGetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresWaitNodeGetParams_v11020`]."]
pub use self::PFN_cuGraphExternalSemaphoresWaitNodeGetParams_v11020 as PFN_cuGraphExternalSemaphoresWaitNodeGetParams;
#[doc = "C's `PFN_cuGraphExternalSemaphoresWaitNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExternalSemaphoresWaitNodeSetParams_v11020`]."]
pub use self::PFN_cuGraphExternalSemaphoresWaitNodeSetParams_v11020 as PFN_cuGraphExternalSemaphoresWaitNodeSetParams;
#[doc = "C's `PFN_cuGraphGetEdges`: the headers `#define` it as [`PFN_cuGraphGetEdges_v12030`]."]
pub use self::PFN_cuGraphGetEdges_v12030 as PFN_cuGraphGetEdges;
#[doc = "C's `PFN_cuGraphGetNodes`: the headers `#define` it as [`PFN_cuGraphGetNodes_v10000`]."]
pub use self::PFN_cuGraphGetNodes_v10000 as PFN_cuGraphGetNodes;
#[doc = "C's `PFN_cuGraphGetRootNodes`: the headers `#define` it as [`PFN_cuGraphGetRootNodes_v10000`]."]
pub use self::PFN_cuGraphGetRootNodes_v10000 as PFN_cuGraphGetRootNodes;
#[doc = "C's `PFN_cuGraphHostNodeGetParams`: the headers `#define` it as [`PFN_cuGraphHostNodeGetParams_v10000`]."]
pub use self::PFN_cuGraphHostNodeGetParams_v10000 as PFN_cuGraphHostNodeGetParams;
#[doc = "C's `PFN_cuGraphHostNodeSetParams`: the headers `#define` it as [`PFN_cuGraphHostNodeSetParams_v10000`]."]
pub use self::PFN_cuGraphHostNodeSetParams_v10000 as PFN_cuGraphHostNodeSetParams;
#[doc = "C's `PFN_cuGraphInstantiate`: the headers `#define` it as [`PFN_cuGraphInstantiateWithFlags_v11040`]."]
pub use self::PFN_cuGraphInstantiateWithFlags_v11040 as PFN_cuGraphInstantiate;
#[doc = "C's `PFN_cuGraphInstantiateWithFlags`: the headers `#define` it as [`PFN_cuGraphInstantiateWithFlags_v11040`]."]
pub use self::PFN_cuGraphInstantiateWithFlags_v11040 as PFN_cuGraphInstantiateWithFlags;
#[doc = "C's `PFN_cuGraphInstantiateWithParams`: the headers `#define` it as [`PFN_cuGraphInstantiateWithParams_v12000`]."]
pub use self::PFN_cuGraphInstantiateWithParams_v12000 as PFN_cuGraphInstantiateWithParams;
#[doc = "C's `PFN_cuGraphKernelNodeCopyAttributes`: the headers `#define` it as [`PFN_cuGraphKernelNodeCopyAttributes_v11000`]."]
pub use self::PFN_cuGraphKernelNodeCopyAttributes_v11000 as PFN_cuGraphKernelNodeCopyAttributes;
#[doc = "C's `PFN_cuGraphKernelNodeGetAttribute`: the headers `#define` it as [`PFN_cuGraphKernelNodeGetAttribute_v11000`]."]
pub use self::PFN_cuGraphKernelNodeGetAttribute_v11000 as PFN_cuGraphKernelNodeGetAttribute;
#[doc = "C's `PFN_cuGraphKernelNodeGetParams`: the headers `#define` it as [`PFN_cuGraphKernelNodeGetParams_v12000`]."]
pub use self::PFN_cuGraphKernelNodeGetParams_v12000 as PFN_cuGraphKernelNodeGetParams;
#[doc = "C's `PFN_cuGraphKernelNodeSetAttribute`: the headers `#define` it as [`PFN_cuGraphKernelNodeSetAttribute_v11000`]."]
pub use self::PFN_cuGraphKernelNodeSetAttribute_v11000 as PFN_cuGraphKernelNodeSetAttribute;
#[doc = "C's `PFN_cuGraphKernelNodeSetParams`: the headers `#define` it as [`PFN_cuGraphKernelNodeSetParams_v12000`]."]
pub use self::PFN_cuGraphKernelNodeSetParams_v12000 as PFN_cuGraphKernelNodeSetParams;
#[doc = "C's `PFN_cuGraphLaunch`: the headers `#define` it as [`PFN_cuGraphLaunch_v10000`]."]
pub use self::PFN_cuGraphLaunch_v10000 as PFN_cuGraphLaunch;
#[doc = "C's `PFN_cuGraphMemAllocNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemAllocNodeGetParams_v11040`]."]
pub use self::PFN_cuGraphMemAllocNodeGetParams_v11040 as PFN_cuGraphMemAllocNodeGetParams;
#[doc = "C's `PFN_cuGraphMemFreeNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemFreeNodeGetParams_v11040`]."]
pub use self::PFN_cuGraphMemFreeNodeGetParams_v11040 as PFN_cuGraphMemFreeNodeGetParams;
#[doc = "C's `PFN_cuGraphMemcpyNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemcpyNodeGetParams_v10000`]."]
pub use self::PFN_cuGraphMemcpyNodeGetParams_v10000 as PFN_cuGraphMemcpyNodeGetParams;
#[doc = "C's `PFN_cuGraphMemcpyNodeSetParams`: the headers `#define` it as [`PFN_cuGraphMemcpyNodeSetParams_v10000`]."]
pub use self::PFN_cuGraphMemcpyNodeSetParams_v10000 as PFN_cuGraphMemcpyNodeSetParams;
#[doc = "C's `PFN_cuGraphMemsetNodeGetParams`: the headers `#define` it as [`PFN_cuGraphMemsetNodeGetParams_v10000`]."]
pub use self::PFN_cuGraphMemsetNodeGetParams_v10000 as PFN_cuGraphMemsetNodeGetParams;
#[doc = "C's `PFN_cuGraphMemsetNodeSetParams`: the headers `#define` it as [`PFN_cuGraphMemsetNodeSetParams_v10000`]."]
pub use self::PFN_cuGraphMemsetNodeSetParams_v10000 as PFN_cuGraphMemsetNodeSetParams;
#[doc = "C's `PFN_cuGraphNodeFindInClone`: the headers `#define` it as [`PFN_cuGraphNodeFindInClone_v10000`]."]
pub use self::PFN_cuGraphNodeFindInClone_v10000 as PFN_cuGraphNodeFindInClone;
#[doc = "C's `PFN_cuGraphNodeGetDependencies`: the headers `#define` it as [`PFN_cuGraphNodeGetDependencies_v12030`]."]
pub use self::PFN_cuGraphNodeGetDependencies_v12030 as PFN_cuGraphNodeGetDependencies;
#[doc = "C's `PFN_cuGraphNodeGetDependentNodes`: the headers `#define` it as [`PFN_cuGraphNodeGetDependentNodes_v12030`]."]
pub use self::PFN_cuGraphNodeGetDependentNodes_v12030 as PFN_cuGraphNodeGetDependentNodes;
#[doc = "C's `PFN_cuGraphNodeGetEnabled`: the headers `#define` it as [`PFN_cuGraphNodeGetEnabled_v11060`]."]
pub use self::PFN_cuGraphNodeGetEnabled_v11060 as PFN_cuGraphNodeGetEnabled;
#[doc = "C's `PFN_cuGraphNodeGetType`: the headers `#define` it as [`PFN_cuGraphNodeGetType_v10000`]."]
pub use self::PFN_cuGraphNodeGetType_v10000 as PFN_cuGraphNodeGetType;
#[doc = "C's `PFN_cuGraphNodeSetEnabled`: the headers `#define` it as [`PFN_cuGraphNodeSetEnabled_v11060`]."]
pub use self::PFN_cuGraphNodeSetEnabled_v11060 as PFN_cuGraphNodeSetEnabled;
#[doc = "C's `PFN_cuGraphNodeSetParams`: the headers `#define` it as [`PFN_cuGraphNodeSetParams_v12020`]."]
pub use self::PFN_cuGraphNodeSetParams_v12020 as PFN_cuGraphNodeSetParams;
#[doc = "C's `PFN_cuGraphReleaseUserObject`: the headers `#define` it as [`PFN_cuGraphReleaseUserObject_v11030`]."]
pub use self::PFN_cuGraphReleaseUserObject_v11030 as PFN_cuGraphReleaseUserObject;
#[doc = "C's `PFN_cuGraphRemoveDependencies`: the headers `#define` it as [`PFN_cuGraphRemoveDependencies_v12030`]."]
pub use self::PFN_cuGraphRemoveDependencies_v12030 as PFN_cuGraphRemoveDependencies;
#[doc = "C's `PFN_cuGraphRetainUserObject`: the headers `#define` it as [`PFN_cuGraphRetainUserObject_v11030`]."]
pub use self::PFN_cuGraphRetainUserObject_v11030 as PFN_cuGraphRetainUserObject;
#[doc = "C's `PFN_cuGraphUpload`: the headers `#define` it as [`PFN_cuGraphUpload_v11010`]."]
pub use self::PFN_cuGraphUpload_v11010 as PFN_cuGraphUpload;
#[doc = "C's `PFN_cuGraphicsMapResources`: the headers `#define` it as [`PFN_cuGraphicsMapResources_v3000`]."]
pub use self::PFN_cuGraphicsMapResources_v3000 as PFN_cuGraphicsMapResources;
#[doc = "C's `PFN_cuGraphicsResourceGetMappedMipmappedArray`: the headers `#define` it as [`PFN_cuGraphicsResourceGetMappedMipmappedArray_v5000`]."]
pub use self::PFN_cuGraphicsResourceGetMappedMipmappedArray_v5000 as PFN_cuGraphicsResourceGetMappedMipmappedArray;
#[doc = "C's `PFN_cuGraphicsResourceGetMappedPointer`: the headers `#define` it as [`PFN_cuGraphicsResourceGetMappedPointer_v3020`]."]
pub use self::PFN_cuGraphicsResourceGetMappedPointer_v3020 as PFN_cuGraphicsResourceGetMappedPointer;
#[doc = "C's `PFN_cuGraphicsResourceSetMapFlags`: the headers `#define` it as [`PFN_cuGraphicsResourceSetMapFlags_v6050`]."]
pub use self::PFN_cuGraphicsResourceSetMapFlags_v6050 as PFN_cuGraphicsResourceSetMapFlags;
#[doc = "C's `PFN_cuGraphicsSubResourceGetMappedArray`: the headers `#define` it as [`PFN_cuGraphicsSubResourceGetMappedArray_v3000`]."]
pub use self::PFN_cuGraphicsSubResourceGetMappedArray_v3000 as PFN_cuGraphicsSubResourceGetMappedArray;
#[doc = "C's `PFN_cuGraphicsUnmapResources`: the headers `#define` it as [`PFN_cuGraphicsUnmapResources_v3000`]."]
pub use self::PFN_cuGraphicsUnmapResources_v3000 as PFN_cuGraphicsUnmapResources;
#[doc = "C's `PFN_cuGraphicsUnregisterResource`: the headers `#define` it as [`PFN_cuGraphicsUnregisterResource_v3000`]."]
pub use self::PFN_cuGraphicsUnregisterResource_v3000 as PFN_cuGraphicsUnregisterResource;
#[doc = "C's `PFN_cuGreenCtxCreate`: the headers `#define` it as [`PFN_cuGreenCtxCreate_v12040`]."]
pub use self::PFN_cuGreenCtxCreate_v12040 as PFN_cuGreenCtxCreate;
#[doc = "C's `PFN_cuGreenCtxDestroy`: the headers `#define` it as [`PFN_cuGreenCtxDestroy_v12040`]."]
pub use self::PFN_cuGreenCtxDestroy_v12040 as PFN_cuGreenCtxDestroy;
#[doc = "C's `PFN_cuGreenCtxGetDevResource`: the headers `#define` it as [`PFN_cuGreenCtxGetDevResource_v12040`]."]
pub use self::PFN_cuGreenCtxGetDevResource_v12040 as PFN_cuGreenCtxGetDevResource;
#[doc = "C's `PFN_cuGreenCtxRecordEvent`: the headers `#define` it as [`PFN_cuGreenCtxRecordEvent_v12040`]."]
pub use self::PFN_cuGreenCtxRecordEvent_v12040 as PFN_cuGreenCtxRecordEvent;
#[doc = "C's `PFN_cuGreenCtxStreamCreate`: the headers `#define` it as [`PFN_cuGreenCtxStreamCreate_v12050`]."]
pub use self::PFN_cuGreenCtxStreamCreate_v12050 as PFN_cuGreenCtxStreamCreate;
#[doc = "C's `PFN_cuGreenCtxWaitEvent`: the headers `#define` it as [`PFN_cuGreenCtxWaitEvent_v12040`]."]
pub use self::PFN_cuGreenCtxWaitEvent_v12040 as PFN_cuGreenCtxWaitEvent;
#[doc = "C's `PFN_cuImportExternalMemory`: the headers `#define` it as [`PFN_cuImportExternalMemory_v10000`]."]
pub use self::PFN_cuImportExternalMemory_v10000 as PFN_cuImportExternalMemory;
#[doc = "C's `PFN_cuImportExternalSemaphore`: the headers `#define` it as [`PFN_cuImportExternalSemaphore_v10000`]."]
pub use self::PFN_cuImportExternalSemaphore_v10000 as PFN_cuImportExternalSemaphore;
#[doc = "C's `PFN_cuInit`: the headers `#define` it as [`PFN_cuInit_v2000`]."]
pub use self::PFN_cuInit_v2000 as PFN_cuInit;
#[doc = "C's `PFN_cuIpcCloseMemHandle`: the headers `#define` it as [`PFN_cuIpcCloseMemHandle_v4010`]."]
pub use self::PFN_cuIpcCloseMemHandle_v4010 as PFN_cuIpcCloseMemHandle;
#[doc = "C's `PFN_cuIpcGetEventHandle`: the headers `#define` it as [`PFN_cuIpcGetEventHandle_v4010`]."]
pub use self::PFN_cuIpcGetEventHandle_v4010 as PFN_cuIpcGetEventHandle;
#[doc = "C's `PFN_cuIpcGetMemHandle`: the headers `#define` it as [`PFN_cuIpcGetMemHandle_v4010`]."]
pub use self::PFN_cuIpcGetMemHandle_v4010 as PFN_cuIpcGetMemHandle;
#[doc = "C's `PFN_cuIpcOpenEventHandle`: the headers `#define` it as [`PFN_cuIpcOpenEventHandle_v4010`]."]
pub use self::PFN_cuIpcOpenEventHandle_v4010 as PFN_cuIpcOpenEventHandle;
#[doc = "C's `PFN_cuIpcOpenMemHandle`: the headers `#define` it as [`PFN_cuIpcOpenMemHandle_v11000`]."]
pub use self::PFN_cuIpcOpenMemHandle_v11000 as PFN_cuIpcOpenMemHandle;
#[doc = "C's `PFN_cuKernelGetAttribute`: the headers `#define` it as [`PFN_cuKernelGetAttribute_v12000`]."]
pub use self::PFN_cuKernelGetAttribute_v12000 as PFN_cuKernelGetAttribute;
#[doc = "C's `PFN_cuKernelGetFunction`: the headers `#define` it as [`PFN_cuKernelGetFunction_v12000`]."]
pub use self::PFN_cuKernelGetFunction_v12000 as PFN_cuKernelGetFunction;
#[doc = "C's `PFN_cuKernelGetLibrary`: the headers `#define` it as [`PFN_cuKernelGetLibrary_v12050`]."]
pub use self::PFN_cuKernelGetLibrary_v12050 as PFN_cuKernelGetLibrary;
#[doc = "C's `PFN_cuKernelGetName`: the headers `#define` it as [`PFN_cuKernelGetName_v12030`]."]
pub use self::PFN_cuKernelGetName_v12030 as PFN_cuKernelGetName;
#[doc = "C's `PFN_cuKernelGetParamInfo`: the headers `#define` it as [`PFN_cuKernelGetParamInfo_v12040`]."]
pub use self::PFN_cuKernelGetParamInfo_v12040 as PFN_cuKernelGetParamInfo;
#[doc = "C's `PFN_cuKernelSetAttribute`: the headers `#define` it as [`PFN_cuKernelSetAttribute_v12000`]."]
pub use self::PFN_cuKernelSetAttribute_v12000 as PFN_cuKernelSetAttribute;
#[doc = "C's `PFN_cuKernelSetCacheConfig`: the headers `#define` it as [`PFN_cuKernelSetCacheConfig_v12000`]."]
pub use self::PFN_cuKernelSetCacheConfig_v12000 as PFN_cuKernelSetCacheConfig;
#[doc = "C's `PFN_cuLaunch`: the headers `#define` it as [`PFN_cuLaunch_v2000`]."]
pub use self::PFN_cuLaunch_v2000 as PFN_cuLaunch;
#[doc = "C's `PFN_cuLaunchCooperativeKernel`: the headers `#define` it as [`PFN_cuLaunchCooperativeKernel_v9000`]."]
pub use self::PFN_cuLaunchCooperativeKernel_v9000 as PFN_cuLaunchCooperativeKernel;
#[doc = "C's `PFN_cuLaunchCooperativeKernelMultiDevice`: the headers `#define` it as [`PFN_cuLaunchCooperativeKernelMultiDevice_v9000`]."]
pub use self::PFN_cuLaunchCooperativeKernelMultiDevice_v9000 as PFN_cuLaunchCooperativeKernelMultiDevice;
#[doc = "C's `PFN_cuLaunchGrid`: the headers `#define` it as [`PFN_cuLaunchGrid_v2000`]."]
pub use self::PFN_cuLaunchGrid_v2000 as PFN_cuLaunchGrid;
#[doc = "C's `PFN_cuLaunchGridAsync`: the headers `#define` it as [`PFN_cuLaunchGridAsync_v2000`]."]
pub use self::PFN_cuLaunchGridAsync_v2000 as PFN_cuLaunchGridAsync;
#[doc = "C's `PFN_cuLaunchHostFunc`: the headers `#define` it as [`PFN_cuLaunchHostFunc_v10000`]."]
pub use self::PFN_cuLaunchHostFunc_v10000 as PFN_cuLaunchHostFunc;
#[doc = "C's `PFN_cuLaunchKernel`: the headers `#define` it as [`PFN_cuLaunchKernel_v4000`]."]
pub use self::PFN_cuLaunchKernel_v4000 as PFN_cuLaunchKernel;
#[doc = "C's `PFN_cuLaunchKernelEx`: the headers `#define` it as [`PFN_cuLaunchKernelEx_v11060`]."]
pub use self::PFN_cuLaunchKernelEx_v11060 as PFN_cuLaunchKernelEx;
#[doc = "C's `PFN_cuLibraryEnumerateKernels`: the headers `#define` it as [`PFN_cuLibraryEnumerateKernels_v12040`]."]
pub use self::PFN_cuLibraryEnumerateKernels_v12040 as PFN_cuLibraryEnumerateKernels;
#[doc = "C's `PFN_cuLibraryGetGlobal`: the headers `#define` it as [`PFN_cuLibraryGetGlobal_v12000`]."]
pub use self::PFN_cuLibraryGetGlobal_v12000 as PFN_cuLibraryGetGlobal;
#[doc = "C's `PFN_cuLibraryGetKernel`: the headers `#define` it as [`PFN_cuLibraryGetKernel_v12000`]."]
pub use self::PFN_cuLibraryGetKernel_v12000 as PFN_cuLibraryGetKernel;
#[doc = "C's `PFN_cuLibraryGetKernelCount`: the headers `#define` it as [`PFN_cuLibraryGetKernelCount_v12040`]."]
pub use self::PFN_cuLibraryGetKernelCount_v12040 as PFN_cuLibraryGetKernelCount;
#[doc = "C's `PFN_cuLibraryGetManaged`: the headers `#define` it as [`PFN_cuLibraryGetManaged_v12000`]."]
pub use self::PFN_cuLibraryGetManaged_v12000 as PFN_cuLibraryGetManaged;
#[doc = "C's `PFN_cuLibraryGetModule`: the headers `#define` it as [`PFN_cuLibraryGetModule_v12000`]."]
pub use self::PFN_cuLibraryGetModule_v12000 as PFN_cuLibraryGetModule;
#[doc = "C's `PFN_cuLibraryGetUnifiedFunction`: the headers `#define` it as [`PFN_cuLibraryGetUnifiedFunction_v12000`]."]
pub use self::PFN_cuLibraryGetUnifiedFunction_v12000 as PFN_cuLibraryGetUnifiedFunction;
#[doc = "C's `PFN_cuLibraryLoadData`: the headers `#define` it as [`PFN_cuLibraryLoadData_v12000`]."]
pub use self::PFN_cuLibraryLoadData_v12000 as PFN_cuLibraryLoadData;
#[doc = "C's `PFN_cuLibraryLoadFromFile`: the headers `#define` it as [`PFN_cuLibraryLoadFromFile_v12000`]."]
pub use self::PFN_cuLibraryLoadFromFile_v12000 as PFN_cuLibraryLoadFromFile;
#[doc = "C's `PFN_cuLibraryUnload`: the headers `#define` it as [`PFN_cuLibraryUnload_v12000`]."]
pub use self::PFN_cuLibraryUnload_v12000 as PFN_cuLibraryUnload;
#[doc = "C's `PFN_cuLinkAddData`: the headers `#define` it as [`PFN_cuLinkAddData_v6050`]."]
pub use self::PFN_cuLinkAddData_v6050 as PFN_cuLinkAddData;
#[doc = "C's `PFN_cuLinkAddFile`: the headers `#define` it as [`PFN_cuLinkAddFile_v6050`]."]
pub use self::PFN_cuLinkAddFile_v6050 as PFN_cuLinkAddFile;
#[doc = "C's `PFN_cuLinkComplete`: the headers `#define` it as [`PFN_cuLinkComplete_v5050`]."]
pub use self::PFN_cuLinkComplete_v5050 as PFN_cuLinkComplete;
#[doc = "C's `PFN_cuLinkCreate`: the headers `#define` it as [`PFN_cuLinkCreate_v6050`]."]
pub use self::PFN_cuLinkCreate_v6050 as PFN_cuLinkCreate;
#[doc = "C's `PFN_cuLinkDestroy`: the headers `#define` it as [`PFN_cuLinkDestroy_v5050`]."]
pub use self::PFN_cuLinkDestroy_v5050 as PFN_cuLinkDestroy;
#[doc = "C's `PFN_cuLogsCurrent`: the headers `#define` it as [`PFN_cuLogsCurrent_v12090`]."]
pub use self::PFN_cuLogsCurrent_v12090 as PFN_cuLogsCurrent;
#[doc = "C's `PFN_cuLogsDumpToFile`: the headers `#define` it as [`PFN_cuLogsDumpToFile_v12090`]."]
pub use self::PFN_cuLogsDumpToFile_v12090 as PFN_cuLogsDumpToFile;
#[doc = "C's `PFN_cuLogsDumpToMemory`: the headers `#define` it as [`PFN_cuLogsDumpToMemory_v12090`]."]
pub use self::PFN_cuLogsDumpToMemory_v12090 as PFN_cuLogsDumpToMemory;
#[doc = "C's `PFN_cuLogsRegisterCallback`: the headers `#define` it as [`PFN_cuLogsRegisterCallback_v12090`]."]
pub use self::PFN_cuLogsRegisterCallback_v12090 as PFN_cuLogsRegisterCallback;
#[doc = "C's `PFN_cuLogsUnregisterCallback`: the headers `#define` it as [`PFN_cuLogsUnregisterCallback_v12090`]."]
pub use self::PFN_cuLogsUnregisterCallback_v12090 as PFN_cuLogsUnregisterCallback;
#[doc = "C's `PFN_cuMemAddressFree`: the headers `#define` it as [`PFN_cuMemAddressFree_v10020`]."]
pub use self::PFN_cuMemAddressFree_v10020 as PFN_cuMemAddressFree;
#[doc = "C's `PFN_cuMemAddressReserve`: the headers `#define` it as [`PFN_cuMemAddressReserve_v10020`]."]
pub use self::PFN_cuMemAddressReserve_v10020 as PFN_cuMemAddressReserve;
#[doc = "C's `PFN_cuMemAdvise`: the headers `#define` it as [`PFN_cuMemAdvise_v12020`]."]
pub use self::PFN_cuMemAdvise_v12020 as PFN_cuMemAdvise;
#[doc = "C's `PFN_cuMemAdvise_v2`: the headers `#define` it as [`PFN_cuMemAdvise_v12020`]."]
pub use self::PFN_cuMemAdvise_v12020 as PFN_cuMemAdvise_v2;
#[doc = "C's `PFN_cuMemAlloc`: the headers `#define` it as [`PFN_cuMemAlloc_v3020`]."]
pub use self::PFN_cuMemAlloc_v3020 as PFN_cuMemAlloc;
#[doc = "C's `PFN_cuMemAllocAsync`: the headers `#define` it as [`PFN_cuMemAllocAsync_v11020`]."]
pub use self::PFN_cuMemAllocAsync_v11020 as PFN_cuMemAllocAsync;
#[doc = "C's `PFN_cuMemAllocFromPoolAsync`: the headers `#define` it as [`PFN_cuMemAllocFromPoolAsync_v11020`]."]
pub use self::PFN_cuMemAllocFromPoolAsync_v11020 as PFN_cuMemAllocFromPoolAsync;
#[doc = "C's `PFN_cuMemAllocHost`: the headers `#define` it as [`PFN_cuMemAllocHost_v3020`]."]
pub use self::PFN_cuMemAllocHost_v3020 as PFN_cuMemAllocHost;
#[doc = "C's `PFN_cuMemAllocManaged`: the headers `#define` it as [`PFN_cuMemAllocManaged_v6000`]."]
pub use self::PFN_cuMemAllocManaged_v6000 as PFN_cuMemAllocManaged;
#[doc = "C's `PFN_cuMemAllocPitch`: the headers `#define` it as [`PFN_cuMemAllocPitch_v3020`]."]
pub use self::PFN_cuMemAllocPitch_v3020 as PFN_cuMemAllocPitch;
#[doc = "C's `PFN_cuMemBatchDecompressAsync`: the headers `#define` it as [`PFN_cuMemBatchDecompressAsync_v12060`]."]
pub use self::PFN_cuMemBatchDecompressAsync_v12060 as PFN_cuMemBatchDecompressAsync;
#[doc = "C's `PFN_cuMemCreate`: the headers `#define` it as [`PFN_cuMemCreate_v10020`]."]
pub use self::PFN_cuMemCreate_v10020 as PFN_cuMemCreate;
#[doc = "C's `PFN_cuMemExportToShareableHandle`: the headers `#define` it as [`PFN_cuMemExportToShareableHandle_v10020`]."]
pub use self::PFN_cuMemExportToShareableHandle_v10020 as PFN_cuMemExportToShareableHandle;
#[doc = "C's `PFN_cuMemFree`: the headers `#define` it as [`PFN_cuMemFree_v3020`]."]
pub use self::PFN_cuMemFree_v3020 as PFN_cuMemFree;
#[doc = "C's `PFN_cuMemFreeAsync`: the headers `#define` it as [`PFN_cuMemFreeAsync_v11020`]."]
pub use self::PFN_cuMemFreeAsync_v11020 as PFN_cuMemFreeAsync;
#[doc = "C's `PFN_cuMemFreeHost`: the headers `#define` it as [`PFN_cuMemFreeHost_v2000`]."]
pub use self::PFN_cuMemFreeHost_v2000 as PFN_cuMemFreeHost;
#[doc = "C's `PFN_cuMemGetAccess`: the headers `#define` it as [`PFN_cuMemGetAccess_v10020`]."]
pub use self::PFN_cuMemGetAccess_v10020 as PFN_cuMemGetAccess;
#[doc = "C's `PFN_cuMemGetAddressRange`: the headers `#define` it as [`PFN_cuMemGetAddressRange_v3020`]."]
pub use self::PFN_cuMemGetAddressRange_v3020 as PFN_cuMemGetAddressRange;
#[doc = "C's `PFN_cuMemGetAllocationGranularity`: the headers `#define` it as [`PFN_cuMemGetAllocationGranularity_v10020`]."]
pub use self::PFN_cuMemGetAllocationGranularity_v10020 as PFN_cuMemGetAllocationGranularity;
#[doc = "C's `PFN_cuMemGetAllocationPropertiesFromHandle`: the headers `#define` it as [`PFN_cuMemGetAllocationPropertiesFromHandle_v10020`]."]
pub use self::PFN_cuMemGetAllocationPropertiesFromHandle_v10020 as PFN_cuMemGetAllocationPropertiesFromHandle;
#[doc = "C's `PFN_cuMemGetHandleForAddressRange`: the headers `#define` it as [`PFN_cuMemGetHandleForAddressRange_v11070`]."]
pub use self::PFN_cuMemGetHandleForAddressRange_v11070 as PFN_cuMemGetHandleForAddressRange;
#[doc = "C's `PFN_cuMemGetInfo`: the headers `#define` it as [`PFN_cuMemGetInfo_v3020`]."]
pub use self::PFN_cuMemGetInfo_v3020 as PFN_cuMemGetInfo;
#[doc = "C's `PFN_cuMemHostAlloc`: the headers `#define` it as [`PFN_cuMemHostAlloc_v2020`]."]
pub use self::PFN_cuMemHostAlloc_v2020 as PFN_cuMemHostAlloc;
#[doc = "C's `PFN_cuMemHostGetDevicePointer`: the headers `#define` it as [`PFN_cuMemHostGetDevicePointer_v3020`]."]
pub use self::PFN_cuMemHostGetDevicePointer_v3020 as PFN_cuMemHostGetDevicePointer;
#[doc = "C's `PFN_cuMemHostGetFlags`: the headers `#define` it as [`PFN_cuMemHostGetFlags_v2030`]."]
pub use self::PFN_cuMemHostGetFlags_v2030 as PFN_cuMemHostGetFlags;
#[doc = "C's `PFN_cuMemHostRegister`: the headers `#define` it as [`PFN_cuMemHostRegister_v6050`]."]
pub use self::PFN_cuMemHostRegister_v6050 as PFN_cuMemHostRegister;
#[doc = "C's `PFN_cuMemHostUnregister`: the headers `#define` it as [`PFN_cuMemHostUnregister_v4000`]."]
pub use self::PFN_cuMemHostUnregister_v4000 as PFN_cuMemHostUnregister;
#[doc = "C's `PFN_cuMemImportFromShareableHandle`: the headers `#define` it as [`PFN_cuMemImportFromShareableHandle_v10020`]."]
pub use self::PFN_cuMemImportFromShareableHandle_v10020 as PFN_cuMemImportFromShareableHandle;
#[doc = "C's `PFN_cuMemMap`: the headers `#define` it as [`PFN_cuMemMap_v10020`]."]
pub use self::PFN_cuMemMap_v10020 as PFN_cuMemMap;
#[doc = "C's `PFN_cuMemMapArrayAsync`: the headers `#define` it as [`PFN_cuMemMapArrayAsync_v11010`]."]
pub use self::PFN_cuMemMapArrayAsync_v11010 as PFN_cuMemMapArrayAsync;
#[doc = "C's `PFN_cuMemPoolCreate`: the headers `#define` it as [`PFN_cuMemPoolCreate_v11020`]."]
pub use self::PFN_cuMemPoolCreate_v11020 as PFN_cuMemPoolCreate;
#[doc = "C's `PFN_cuMemPoolDestroy`: the headers `#define` it as [`PFN_cuMemPoolDestroy_v11020`]."]
pub use self::PFN_cuMemPoolDestroy_v11020 as PFN_cuMemPoolDestroy;
#[doc = "C's `PFN_cuMemPoolExportPointer`: the headers `#define` it as [`PFN_cuMemPoolExportPointer_v11020`]."]
pub use self::PFN_cuMemPoolExportPointer_v11020 as PFN_cuMemPoolExportPointer;
#[doc = "C's `PFN_cuMemPoolExportToShareableHandle`: the headers `#define` it as [`PFN_cuMemPoolExportToShareableHandle_v11020`]."]
pub use self::PFN_cuMemPoolExportToShareableHandle_v11020 as PFN_cuMemPoolExportToShareableHandle;
#[doc = "C's `PFN_cuMemPoolGetAccess`: the headers `#define` it as [`PFN_cuMemPoolGetAccess_v11020`]."]
pub use self::PFN_cuMemPoolGetAccess_v11020 as PFN_cuMemPoolGetAccess;
#[doc = "C's `PFN_cuMemPoolGetAttribute`: the headers `#define` it as [`PFN_cuMemPoolGetAttribute_v11020`]."]
pub use self::PFN_cuMemPoolGetAttribute_v11020 as PFN_cuMemPoolGetAttribute;
#[doc = "C's `PFN_cuMemPoolImportFromShareableHandle`: the headers `#define` it as [`PFN_cuMemPoolImportFromShareableHandle_v11020`]."]
pub use self::PFN_cuMemPoolImportFromShareableHandle_v11020 as PFN_cuMemPoolImportFromShareableHandle;
#[doc = "C's `PFN_cuMemPoolImportPointer`: the headers `#define` it as [`PFN_cuMemPoolImportPointer_v11020`]."]
pub use self::PFN_cuMemPoolImportPointer_v11020 as PFN_cuMemPoolImportPointer;
#[doc = "C's `PFN_cuMemPoolSetAccess`: the headers `#define` it as [`PFN_cuMemPoolSetAccess_v11020`]."]
pub use self::PFN_cuMemPoolSetAccess_v11020 as PFN_cuMemPoolSetAccess;
#[doc = "C's `PFN_cuMemPoolSetAttribute`: the headers `#define` it as [`PFN_cuMemPoolSetAttribute_v11020`]."]
pub use self::PFN_cuMemPoolSetAttribute_v11020 as PFN_cuMemPoolSetAttribute;
#[doc = "C's `PFN_cuMemPoolTrimTo`: the headers `#define` it as [`PFN_cuMemPoolTrimTo_v11020`]."]
pub use self::PFN_cuMemPoolTrimTo_v11020 as PFN_cuMemPoolTrimTo;
#[doc = "C's `PFN_cuMemPrefetchAsync`: the headers `#define` it as [`PFN_cuMemPrefetchAsync_v12020`]."]
pub use self::PFN_cuMemPrefetchAsync_v12020 as PFN_cuMemPrefetchAsync;
#[doc = "C's `PFN_cuMemPrefetchAsync_v2`: the headers `#define` it as [`PFN_cuMemPrefetchAsync_v12020`]."]
pub use self::PFN_cuMemPrefetchAsync_v12020 as PFN_cuMemPrefetchAsync_v2;
#[doc = "C's `PFN_cuMemRangeGetAttribute`: the headers `#define` it as [`PFN_cuMemRangeGetAttribute_v8000`]."]
pub use self::PFN_cuMemRangeGetAttribute_v8000 as PFN_cuMemRangeGetAttribute;
#[doc = "C's `PFN_cuMemRangeGetAttributes`: the headers `#define` it as [`PFN_cuMemRangeGetAttributes_v8000`]."]
pub use self::PFN_cuMemRangeGetAttributes_v8000 as PFN_cuMemRangeGetAttributes;
#[doc = "C's `PFN_cuMemRelease`: the headers `#define` it as [`PFN_cuMemRelease_v10020`]."]
pub use self::PFN_cuMemRelease_v10020 as PFN_cuMemRelease;
#[doc = "C's `PFN_cuMemRetainAllocationHandle`: the headers `#define` it as [`PFN_cuMemRetainAllocationHandle_v11000`]."]
pub use self::PFN_cuMemRetainAllocationHandle_v11000 as PFN_cuMemRetainAllocationHandle;
#[doc = "C's `PFN_cuMemSetAccess`: the headers `#define` it as [`PFN_cuMemSetAccess_v10020`]."]
pub use self::PFN_cuMemSetAccess_v10020 as PFN_cuMemSetAccess;
#[doc = "C's `PFN_cuMemUnmap`: the headers `#define` it as [`PFN_cuMemUnmap_v10020`]."]
pub use self::PFN_cuMemUnmap_v10020 as PFN_cuMemUnmap;
#[doc = "C's `PFN_cuMemcpy`: the headers `#define` it as [`PFN_cuMemcpy_v4000`]."]
pub use self::PFN_cuMemcpy_v4000 as PFN_cuMemcpy;
#[doc = "C's `PFN_cuMemcpy2D`: the headers `#define` it as [`PFN_cuMemcpy2D_v3020`]."]
pub use self::PFN_cuMemcpy2D_v3020 as PFN_cuMemcpy2D;
#[doc = "C's `PFN_cuMemcpy2DAsync`: the headers `#define` it as [`PFN_cuMemcpy2DAsync_v3020`]."]
pub use self::PFN_cuMemcpy2DAsync_v3020 as PFN_cuMemcpy2DAsync;
#[doc = "C's `PFN_cuMemcpy2DUnaligned`: the headers `#define` it as [`PFN_cuMemcpy2DUnaligned_v3020`]."]
pub use self::PFN_cuMemcpy2DUnaligned_v3020 as PFN_cuMemcpy2DUnaligned;
#[doc = "C's `PFN_cuMemcpy3D`: the headers `#define` it as [`PFN_cuMemcpy3D_v3020`]."]
pub use self::PFN_cuMemcpy3D_v3020 as PFN_cuMemcpy3D;
#[doc = "C's `PFN_cuMemcpy3DAsync`: the headers `#define` it as [`PFN_cuMemcpy3DAsync_v3020`]."]
pub use self::PFN_cuMemcpy3DAsync_v3020 as PFN_cuMemcpy3DAsync;
#[doc = "C's `PFN_cuMemcpy3DBatchAsync`: the headers `#define` it as [`PFN_cuMemcpy3DBatchAsync_v12080`]."]
pub use self::PFN_cuMemcpy3DBatchAsync_v12080 as PFN_cuMemcpy3DBatchAsync;
#[doc = "C's `PFN_cuMemcpy3DPeer`: the headers `#define` it as [`PFN_cuMemcpy3DPeer_v4000`]."]
pub use self::PFN_cuMemcpy3DPeer_v4000 as PFN_cuMemcpy3DPeer;
#[doc = "C's `PFN_cuMemcpy3DPeerAsync`: the headers `#define` it as [`PFN_cuMemcpy3DPeerAsync_v4000`]."]
pub use self::PFN_cuMemcpy3DPeerAsync_v4000 as PFN_cuMemcpy3DPeerAsync;
#[doc = "C's `PFN_cuMemcpyAsync`: the headers `#define` it as [`PFN_cuMemcpyAsync_v4000`]."]
pub use self::PFN_cuMemcpyAsync_v4000 as PFN_cuMemcpyAsync;
#[doc = "C's `PFN_cuMemcpyAtoA`: the headers `#define` it as [`PFN_cuMemcpyAtoA_v3020`]."]
pub use self::PFN_cuMemcpyAtoA_v3020 as PFN_cuMemcpyAtoA;
#[doc = "C's `PFN_cuMemcpyAtoD`: the headers `#define` it as [`PFN_cuMemcpyAtoD_v3020`]."]
pub use self::PFN_cuMemcpyAtoD_v3020 as PFN_cuMemcpyAtoD;
#[doc = "C's `PFN_cuMemcpyAtoH`: the headers `#define` it as [`PFN_cuMemcpyAtoH_v3020`]."]
pub use self::PFN_cuMemcpyAtoH_v3020 as PFN_cuMemcpyAtoH;
#[doc = "C's `PFN_cuMemcpyAtoHAsync`: the headers `#define` it as [`PFN_cuMemcpyAtoHAsync_v3020`]."]
pub use self::PFN_cuMemcpyAtoHAsync_v3020 as PFN_cuMemcpyAtoHAsync;
#[doc = "C's `PFN_cuMemcpyBatchAsync`: the headers `#define` it as [`PFN_cuMemcpyBatchAsync_v12080`]."]
pub use self::PFN_cuMemcpyBatchAsync_v12080 as PFN_cuMemcpyBatchAsync;
#[doc = "C's `PFN_cuMemcpyDtoA`: the headers `#define` it as [`PFN_cuMemcpyDtoA_v3020`]."]
pub use self::PFN_cuMemcpyDtoA_v3020 as PFN_cuMemcpyDtoA;
#[doc = "C's `PFN_cuMemcpyDtoD`: the headers `#define` it as [`PFN_cuMemcpyDtoD_v3020`]."]
pub use self::PFN_cuMemcpyDtoD_v3020 as PFN_cuMemcpyDtoD;
#[doc = "C's `PFN_cuMemcpyDtoDAsync`: the headers `#define` it as [`PFN_cuMemcpyDtoDAsync_v3020`]."]
pub use self::PFN_cuMemcpyDtoDAsync_v3020 as PFN_cuMemcpyDtoDAsync;
#[doc = "C's `PFN_cuMemcpyDtoH`: the headers `#define` it as [`PFN_cuMemcpyDtoH_v3020`]."]
pub use self::PFN_cuMemcpyDtoH_v3020 as PFN_cuMemcpyDtoH;
#[doc = "C's `PFN_cuMemcpyDtoHAsync`: the headers `#define` it as [`PFN_cuMemcpyDtoHAsync_v3020`]."]
pub use self::PFN_cuMemcpyDtoHAsync_v3020 as PFN_cuMemcpyDtoHAsync;
#[doc = "C's `PFN_cuMemcpyHtoA`: the headers `#define` it as [`PFN_cuMemcpyHtoA_v3020`]."]
pub use self::PFN_cuMemcpyHtoA_v3020 as PFN_cuMemcpyHtoA;
#[doc = "C's `PFN_cuMemcpyHtoAAsync`: the headers `#define` it as [`PFN_cuMemcpyHtoAAsync_v3020`]."]
pub use self::PFN_cuMemcpyHtoAAsync_v3020 as PFN_cuMemcpyHtoAAsync;
#[doc = "C's `PFN_cuMemcpyHtoD`: the headers `#define` it as [`PFN_cuMemcpyHtoD_v3020`]."]
pub use self::PFN_cuMemcpyHtoD_v3020 as PFN_cuMemcpyHtoD;
#[doc = "C's `PFN_cuMemcpyHtoDAsync`: the headers `#define` it as [`PFN_cuMemcpyHtoDAsync_v3020`]."]
pub use self::PFN_cuMemcpyHtoDAsync_v3020 as PFN_cuMemcpyHtoDAsync;
#[doc = "C's `PFN_cuMemcpyPeer`: the headers `#define` it as [`PFN_cuMemcpyPeer_v4000`]."]
pub use self::PFN_cuMemcpyPeer_v4000 as PFN_cuMemcpyPeer;
#[doc = "C's `PFN_cuMemcpyPeerAsync`: the headers `#define` it as [`PFN_cuMemcpyPeerAsync_v4000`]."]
pub use self::PFN_cuMemcpyPeerAsync_v4000 as PFN_cuMemcpyPeerAsync;
#[doc = "C's `PFN_cuMemsetD16`: the headers `#define` it as [`PFN_cuMemsetD16_v3020`]."]
pub use self::PFN_cuMemsetD16_v3020 as PFN_cuMemsetD16;
#[doc = "C's `PFN_cuMemsetD16Async`: the headers `#define` it as [`PFN_cuMemsetD16Async_v3020`]."]
pub use self::PFN_cuMemsetD16Async_v3020 as PFN_cuMemsetD16Async;
#[doc = "C's `PFN_cuMemsetD2D16`: the headers `#define` it as [`PFN_cuMemsetD2D16_v3020`]."]
pub use self::PFN_cuMemsetD2D16_v3020 as PFN_cuMemsetD2D16;
#[doc = "C's `PFN_cuMemsetD2D16Async`: the headers `#define` it as [`PFN_cuMemsetD2D16Async_v3020`]."]
pub use self::PFN_cuMemsetD2D16Async_v3020 as PFN_cuMemsetD2D16Async;
#[doc = "C's `PFN_cuMemsetD2D32`: the headers `#define` it as [`PFN_cuMemsetD2D32_v3020`]."]
pub use self::PFN_cuMemsetD2D32_v3020 as PFN_cuMemsetD2D32;
#[doc = "C's `PFN_cuMemsetD2D32Async`: the headers `#define` it as [`PFN_cuMemsetD2D32Async_v3020`]."]
pub use self::PFN_cuMemsetD2D32Async_v3020 as PFN_cuMemsetD2D32Async;
#[doc = "C's `PFN_cuMemsetD2D8`: the headers `#define` it as [`PFN_cuMemsetD2D8_v3020`]."]
pub use self::PFN_cuMemsetD2D8_v3020 as PFN_cuMemsetD2D8;
#[doc = "C's `PFN_cuMemsetD2D8Async`: the headers `#define` it as [`PFN_cuMemsetD2D8Async_v3020`]."]
pub use self::PFN_cuMemsetD2D8Async_v3020 as PFN_cuMemsetD2D8Async;
#[doc = "C's `PFN_cuMemsetD32`: the headers `#define` it as [`PFN_cuMemsetD32_v3020`]."]
pub use self::PFN_cuMemsetD32_v3020 as PFN_cuMemsetD32;
#[doc = "C's `PFN_cuMemsetD32Async`: the headers `#define` it as [`PFN_cuMemsetD32Async_v3020`]."]
pub use self::PFN_cuMemsetD32Async_v3020 as PFN_cuMemsetD32Async;
#[doc = "C's `PFN_cuMemsetD8`: the headers `#define` it as [`PFN_cuMemsetD8_v3020`]."]
pub use self::PFN_cuMemsetD8_v3020 as PFN_cuMemsetD8;
#[doc = "C's `PFN_cuMemsetD8Async`: the headers `#define` it as [`PFN_cuMemsetD8Async_v3020`]."]
pub use self::PFN_cuMemsetD8Async_v3020 as PFN_cuMemsetD8Async;
#[doc = "C's `PFN_cuMipmappedArrayCreate`: the headers `#define` it as [`PFN_cuMipmappedArrayCreate_v5000`]."]
pub use self::PFN_cuMipmappedArrayCreate_v5000 as PFN_cuMipmappedArrayCreate;
#[doc = "C's `PFN_cuMipmappedArrayDestroy`: the headers `#define` it as [`PFN_cuMipmappedArrayDestroy_v5000`]."]
pub use self::PFN_cuMipmappedArrayDestroy_v5000 as PFN_cuMipmappedArrayDestroy;
#[doc = "C's `PFN_cuMipmappedArrayGetLevel`: the headers `#define` it as [`PFN_cuMipmappedArrayGetLevel_v5000`]."]
pub use self::PFN_cuMipmappedArrayGetLevel_v5000 as PFN_cuMipmappedArrayGetLevel;
#[doc = "C's `PFN_cuMipmappedArrayGetMemoryRequirements`: the headers `#define` it as [`PFN_cuMipmappedArrayGetMemoryRequirements_v11060`]."]
pub use self::PFN_cuMipmappedArrayGetMemoryRequirements_v11060 as PFN_cuMipmappedArrayGetMemoryRequirements;
#[doc = "C's `PFN_cuMipmappedArrayGetSparseProperties`: the headers `#define` it as [`PFN_cuMipmappedArrayGetSparseProperties_v11010`]."]
pub use self::PFN_cuMipmappedArrayGetSparseProperties_v11010 as PFN_cuMipmappedArrayGetSparseProperties;
#[doc = "C's `PFN_cuModuleEnumerateFunctions`: the headers `#define` it as [`PFN_cuModuleEnumerateFunctions_v12040`]."]
pub use self::PFN_cuModuleEnumerateFunctions_v12040 as PFN_cuModuleEnumerateFunctions;
#[doc = "C's `PFN_cuModuleGetFunction`: the headers `#define` it as [`PFN_cuModuleGetFunction_v2000`]."]
pub use self::PFN_cuModuleGetFunction_v2000 as PFN_cuModuleGetFunction;
#[doc = "C's `PFN_cuModuleGetFunctionCount`: the headers `#define` it as [`PFN_cuModuleGetFunctionCount_v12040`]."]
pub use self::PFN_cuModuleGetFunctionCount_v12040 as PFN_cuModuleGetFunctionCount;
#[doc = "C's `PFN_cuModuleGetGlobal`: the headers `#define` it as [`PFN_cuModuleGetGlobal_v3020`]."]
pub use self::PFN_cuModuleGetGlobal_v3020 as PFN_cuModuleGetGlobal;
#[doc = "C's `PFN_cuModuleGetLoadingMode`: the headers `#define` it as [`PFN_cuModuleGetLoadingMode_v11070`]."]
pub use self::PFN_cuModuleGetLoadingMode_v11070 as PFN_cuModuleGetLoadingMode;
#[doc = "C's `PFN_cuModuleGetSurfRef`: the headers `#define` it as [`PFN_cuModuleGetSurfRef_v3000`]."]
pub use self::PFN_cuModuleGetSurfRef_v3000 as PFN_cuModuleGetSurfRef;
#[doc = "C's `PFN_cuModuleGetTexRef`: the headers `#define` it as [`PFN_cuModuleGetTexRef_v2000`]."]
pub use self::PFN_cuModuleGetTexRef_v2000 as PFN_cuModuleGetTexRef;
#[doc = "C's `PFN_cuModuleLoad`: the headers `#define` it as [`PFN_cuModuleLoad_v2000`]."]
pub use self::PFN_cuModuleLoad_v2000 as PFN_cuModuleLoad;
#[doc = "C's `PFN_cuModuleLoadData`: the headers `#define` it as [`PFN_cuModuleLoadData_v2000`]."]
pub use self::PFN_cuModuleLoadData_v2000 as PFN_cuModuleLoadData;
#[doc = "C's `PFN_cuModuleLoadDataEx`: the headers `#define` it as [`PFN_cuModuleLoadDataEx_v2010`]."]
pub use self::PFN_cuModuleLoadDataEx_v2010 as PFN_cuModuleLoadDataEx;
#[doc = "C's `PFN_cuModuleLoadFatBinary`: the headers `#define` it as [`PFN_cuModuleLoadFatBinary_v2000`]."]
pub use self::PFN_cuModuleLoadFatBinary_v2000 as PFN_cuModuleLoadFatBinary;
#[doc = "C's `PFN_cuModuleUnload`: the headers `#define` it as [`PFN_cuModuleUnload_v2000`]."]
pub use self::PFN_cuModuleUnload_v2000 as PFN_cuModuleUnload;
#[doc = "C's `PFN_cuMulticastAddDevice`: the headers `#define` it as [`PFN_cuMulticastAddDevice_v12010`]."]
pub use self::PFN_cuMulticastAddDevice_v12010 as PFN_cuMulticastAddDevice;
#[doc = "C's `PFN_cuMulticastBindAddr`: the headers `#define` it as [`PFN_cuMulticastBindAddr_v12010`]."]
pub use self::PFN_cuMulticastBindAddr_v12010 as PFN_cuMulticastBindAddr;
#[doc = "C's `PFN_cuMulticastBindMem`: the headers `#define` it as [`PFN_cuMulticastBindMem_v12010`]."]
pub use self::PFN_cuMulticastBindMem_v12010 as PFN_cuMulticastBindMem;
#[doc = "C's `PFN_cuMulticastCreate`: the headers `#define` it as [`PFN_cuMulticastCreate_v12010`]."]
pub use self::PFN_cuMulticastCreate_v12010 as PFN_cuMulticastCreate;
#[doc = "C's `PFN_cuMulticastGetGranularity`: the headers `#define` it as [`PFN_cuMulticastGetGranularity_v12010`]."]
pub use self::PFN_cuMulticastGetGranularity_v12010 as PFN_cuMulticastGetGranularity;
#[doc = "C's `PFN_cuMulticastUnbind`: the headers `#define` it as [`PFN_cuMulticastUnbind_v12010`]."]
pub use self::PFN_cuMulticastUnbind_v12010 as PFN_cuMulticastUnbind;
#[doc = "C's `PFN_cuOccupancyAvailableDynamicSMemPerBlock`: the headers `#define` it as [`PFN_cuOccupancyAvailableDynamicSMemPerBlock_v10020`]."]
pub use self::PFN_cuOccupancyAvailableDynamicSMemPerBlock_v10020 as PFN_cuOccupancyAvailableDynamicSMemPerBlock;
#[doc = "C's `PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor`: the headers `#define` it as [`PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor_v6050`]."]
pub use self::PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor_v6050 as PFN_cuOccupancyMaxActiveBlocksPerMultiprocessor;
#[doc = "C's `PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`: the headers `#define` it as [`PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags_v7000`]."]
pub use self::PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags_v7000 as PFN_cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags;
#[doc = "C's `PFN_cuOccupancyMaxActiveClusters`: the headers `#define` it as [`PFN_cuOccupancyMaxActiveClusters_v11070`]."]
pub use self::PFN_cuOccupancyMaxActiveClusters_v11070 as PFN_cuOccupancyMaxActiveClusters;
#[doc = "C's `PFN_cuOccupancyMaxPotentialBlockSize`: the headers `#define` it as [`PFN_cuOccupancyMaxPotentialBlockSize_v6050`]."]
pub use self::PFN_cuOccupancyMaxPotentialBlockSize_v6050 as PFN_cuOccupancyMaxPotentialBlockSize;
#[doc = "C's `PFN_cuOccupancyMaxPotentialBlockSizeWithFlags`: the headers `#define` it as [`PFN_cuOccupancyMaxPotentialBlockSizeWithFlags_v7000`]."]
pub use self::PFN_cuOccupancyMaxPotentialBlockSizeWithFlags_v7000 as PFN_cuOccupancyMaxPotentialBlockSizeWithFlags;
#[doc = "C's `PFN_cuOccupancyMaxPotentialClusterSize`: the headers `#define` it as [`PFN_cuOccupancyMaxPotentialClusterSize_v11070`]."]
pub use self::PFN_cuOccupancyMaxPotentialClusterSize_v11070 as PFN_cuOccupancyMaxPotentialClusterSize;
#[doc = "C's `PFN_cuParamSetSize`: the headers `#define` it as [`PFN_cuParamSetSize_v2000`]."]
pub use self::PFN_cuParamSetSize_v2000 as PFN_cuParamSetSize;
#[doc = "C's `PFN_cuParamSetTexRef`: the headers `#define` it as [`PFN_cuParamSetTexRef_v2000`]."]
pub use self::PFN_cuParamSetTexRef_v2000 as PFN_cuParamSetTexRef;
#[doc = "C's `PFN_cuParamSetf`: the headers `#define` it as [`PFN_cuParamSetf_v2000`]."]
pub use self::PFN_cuParamSetf_v2000 as PFN_cuParamSetf;
#[doc = "C's `PFN_cuParamSeti`: the headers `#define` it as [`PFN_cuParamSeti_v2000`]."]
pub use self::PFN_cuParamSeti_v2000 as PFN_cuParamSeti;
#[doc = "C's `PFN_cuParamSetv`: the headers `#define` it as [`PFN_cuParamSetv_v2000`]."]
pub use self::PFN_cuParamSetv_v2000 as PFN_cuParamSetv;
#[doc = "C's `PFN_cuPointerGetAttribute`: the headers `#define` it as [`PFN_cuPointerGetAttribute_v4000`]."]
pub use self::PFN_cuPointerGetAttribute_v4000 as PFN_cuPointerGetAttribute;
#[doc = "C's `PFN_cuPointerGetAttributes`: the headers `#define` it as [`PFN_cuPointerGetAttributes_v7000`]."]
pub use self::PFN_cuPointerGetAttributes_v7000 as PFN_cuPointerGetAttributes;
#[doc = "C's `PFN_cuPointerSetAttribute`: the headers `#define` it as [`PFN_cuPointerSetAttribute_v6000`]."]
pub use self::PFN_cuPointerSetAttribute_v6000 as PFN_cuPointerSetAttribute;
#[doc = "C's `PFN_cuSignalExternalSemaphoresAsync`: the headers `#define` it as [`PFN_cuSignalExternalSemaphoresAsync_v10000`]."]
pub use self::PFN_cuSignalExternalSemaphoresAsync_v10000 as PFN_cuSignalExternalSemaphoresAsync;
#[doc = "C's `PFN_cuStreamAddCallback`: the headers `#define` it as [`PFN_cuStreamAddCallback_v5000`]."]
pub use self::PFN_cuStreamAddCallback_v5000 as PFN_cuStreamAddCallback;
#[doc = "C's `PFN_cuStreamAttachMemAsync`: the headers `#define` it as [`PFN_cuStreamAttachMemAsync_v6000`]."]
pub use self::PFN_cuStreamAttachMemAsync_v6000 as PFN_cuStreamAttachMemAsync;
#[doc = "C's `PFN_cuStreamBatchMemOp`: the headers `#define` it as [`PFN_cuStreamBatchMemOp_v8000`]."]
pub use self::PFN_cuStreamBatchMemOp_v8000 as PFN_cuStreamBatchMemOp;
#[doc = "C's `PFN_cuStreamBatchMemOp_v2`: the headers `#define` it as [`PFN_cuStreamBatchMemOp_v11070`]."]
pub use self::PFN_cuStreamBatchMemOp_v11070 as PFN_cuStreamBatchMemOp_v2;
#[doc = "C's `PFN_cuStreamBeginCapture`: the headers `#define` it as [`PFN_cuStreamBeginCapture_v10010`]."]
pub use self::PFN_cuStreamBeginCapture_v10010 as PFN_cuStreamBeginCapture;
#[doc = "C's `PFN_cuStreamBeginCaptureToGraph`: the headers `#define` it as [`PFN_cuStreamBeginCaptureToGraph_v12030`]."]
pub use self::PFN_cuStreamBeginCaptureToGraph_v12030 as PFN_cuStreamBeginCaptureToGraph;
#[doc = "C's `PFN_cuStreamCopyAttributes`: the headers `#define` it as [`PFN_cuStreamCopyAttributes_v11000`]."]
pub use self::PFN_cuStreamCopyAttributes_v11000 as PFN_cuStreamCopyAttributes;
#[doc = "C's `PFN_cuStreamCreate`: the headers `#define` it as [`PFN_cuStreamCreate_v2000`]."]
pub use self::PFN_cuStreamCreate_v2000 as PFN_cuStreamCreate;
#[doc = "C's `PFN_cuStreamCreateWithPriority`: the headers `#define` it as [`PFN_cuStreamCreateWithPriority_v5050`]."]
pub use self::PFN_cuStreamCreateWithPriority_v5050 as PFN_cuStreamCreateWithPriority;
#[doc = "C's `PFN_cuStreamDestroy`: the headers `#define` it as [`PFN_cuStreamDestroy_v4000`]."]
pub use self::PFN_cuStreamDestroy_v4000 as PFN_cuStreamDestroy;
#[doc = "C's `PFN_cuStreamEndCapture`: the headers `#define` it as [`PFN_cuStreamEndCapture_v10000`]."]
pub use self::PFN_cuStreamEndCapture_v10000 as PFN_cuStreamEndCapture;
#[doc = "C's `PFN_cuStreamGetAttribute`: the headers `#define` it as [`PFN_cuStreamGetAttribute_v11000`]."]
pub use self::PFN_cuStreamGetAttribute_v11000 as PFN_cuStreamGetAttribute;
#[doc = "C's `PFN_cuStreamGetCaptureInfo`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v12030`]."]
pub use self::PFN_cuStreamGetCaptureInfo_v12030 as PFN_cuStreamGetCaptureInfo;
#[doc = "C's `PFN_cuStreamGetCaptureInfo_v2`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v11030`]."]
pub use self::PFN_cuStreamGetCaptureInfo_v11030 as PFN_cuStreamGetCaptureInfo_v2;
#[doc = "C's `PFN_cuStreamGetCaptureInfo_v3`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v12030`]."]
pub use self::PFN_cuStreamGetCaptureInfo_v12030 as PFN_cuStreamGetCaptureInfo_v3;
#[doc = "C's `PFN_cuStreamGetCtx`: the headers `#define` it as [`PFN_cuStreamGetCtx_v12050`]."]
pub use self::PFN_cuStreamGetCtx_v12050 as PFN_cuStreamGetCtx;
#[doc = "C's `PFN_cuStreamGetCtx_v2`: the headers `#define` it as [`PFN_cuStreamGetCtx_v12050`]."]
pub use self::PFN_cuStreamGetCtx_v12050 as PFN_cuStreamGetCtx_v2;
#[doc = "C's `PFN_cuStreamGetDevice`: the headers `#define` it as [`PFN_cuStreamGetDevice_v12080`]."]
pub use self::PFN_cuStreamGetDevice_v12080 as PFN_cuStreamGetDevice;
#[doc = "C's `PFN_cuStreamGetFlags`: the headers `#define` it as [`PFN_cuStreamGetFlags_v5050`]."]
pub use self::PFN_cuStreamGetFlags_v5050 as PFN_cuStreamGetFlags;
#[doc = "C's `PFN_cuStreamGetGreenCtx`: the headers `#define` it as [`PFN_cuStreamGetGreenCtx_v12040`]."]
pub use self::PFN_cuStreamGetGreenCtx_v12040 as PFN_cuStreamGetGreenCtx;
#[doc = "C's `PFN_cuStreamGetPriority`: the headers `#define` it as [`PFN_cuStreamGetPriority_v5050`]."]
pub use self::PFN_cuStreamGetPriority_v5050 as PFN_cuStreamGetPriority;
#[doc = "C's `PFN_cuStreamIsCapturing`: the headers `#define` it as [`PFN_cuStreamIsCapturing_v10000`]."]
pub use self::PFN_cuStreamIsCapturing_v10000 as PFN_cuStreamIsCapturing;
#[doc = "C's `PFN_cuStreamQuery`: the headers `#define` it as [`PFN_cuStreamQuery_v2000`]."]
pub use self::PFN_cuStreamQuery_v2000 as PFN_cuStreamQuery;
#[doc = "C's `PFN_cuStreamSetAttribute`: the headers `#define` it as [`PFN_cuStreamSetAttribute_v11000`]."]
pub use self::PFN_cuStreamSetAttribute_v11000 as PFN_cuStreamSetAttribute;
#[doc = "C's `PFN_cuStreamSynchronize`: the headers `#define` it as [`PFN_cuStreamSynchronize_v2000`]."]
pub use self::PFN_cuStreamSynchronize_v2000 as PFN_cuStreamSynchronize;
#[doc = "C's `PFN_cuStreamUpdateCaptureDependencies`: the headers `#define` it as [`PFN_cuStreamUpdateCaptureDependencies_v12030`]."]
pub use self::PFN_cuStreamUpdateCaptureDependencies_v12030 as PFN_cuStreamUpdateCaptureDependencies;
#[doc = "C's `PFN_cuStreamUpdateCaptureDependencies_v2`: the headers `#define` it as [`PFN_cuStreamUpdateCaptureDependencies_v12030`]."]
pub use self::PFN_cuStreamUpdateCaptureDependencies_v12030 as PFN_cuStreamUpdateCaptureDependencies_v2;
#[doc = "C's `PFN_cuStreamWaitEvent`: the headers `#define` it as [`PFN_cuStreamWaitEvent_v3020`]."]
pub use self::PFN_cuStreamWaitEvent_v3020 as PFN_cuStreamWaitEvent;
#[doc = "C's `PFN_cuStreamWaitValue32`: the headers `#define` it as [`PFN_cuStreamWaitValue32_v8000`]."]
pub use self::PFN_cuStreamWaitValue32_v8000 as PFN_cuStreamWaitValue32;
#[doc = "C's `PFN_cuStreamWaitValue32_v2`: the headers `#define` it as [`PFN_cuStreamWaitValue32_v11070`]."]
pub use self::PFN_cuStreamWaitValue32_v11070 as PFN_cuStreamWaitValue32_v2;
#[doc = "C's `PFN_cuStreamWaitValue64`: the headers `#define` it as [`PFN_cuStreamWaitValue64_v9000`]."]
pub use self::PFN_cuStreamWaitValue64_v9000 as PFN_cuStreamWaitValue64;
#[doc = "C's `PFN_cuStreamWaitValue64_v2`: the headers `#define` it as [`PFN_cuStreamWaitValue64_v11070`]."]
pub use self::PFN_cuStreamWaitValue64_v11070 as PFN_cuStreamWaitValue64_v2;
#[doc = "C's `PFN_cuStreamWriteValue32`: the headers `#define` it as [`PFN_cuStreamWriteValue32_v8000`]."]
pub use self::PFN_cuStreamWriteValue32_v8000 as PFN_cuStreamWriteValue32;
#[doc = "C's `PFN_cuStreamWriteValue32_v2`: the headers `#define` it as [`PFN_cuStreamWriteValue32_v11070`]."]
pub use self::PFN_cuStreamWriteValue32_v11070 as PFN_cuStreamWriteValue32_v2;
#[doc = "C's `PFN_cuStreamWriteValue64`: the headers `#define` it as [`PFN_cuStreamWriteValue64_v9000`]."]
pub use self::PFN_cuStreamWriteValue64_v9000 as PFN_cuStreamWriteValue64;
#[doc = "C's `PFN_cuStreamWriteValue64_v2`: the headers `#define` it as [`PFN_cuStreamWriteValue64_v11070`]."]
pub use self::PFN_cuStreamWriteValue64_v11070 as PFN_cuStreamWriteValue64_v2;
#[doc = "C's `PFN_cuSurfObjectCreate`: the headers `#define` it as [`PFN_cuSurfObjectCreate_v5000`]."]
pub use self::PFN_cuSurfObjectCreate_v5000 as PFN_cuSurfObjectCreate;
#[doc = "C's `PFN_cuSurfObjectDestroy`: the headers `#define` it as [`PFN_cuSurfObjectDestroy_v5000`]."]
pub use self::PFN_cuSurfObjectDestroy_v5000 as PFN_cuSurfObjectDestroy;
#[doc = "C's `PFN_cuSurfObjectGetResourceDesc`: the headers `#define` it as [`PFN_cuSurfObjectGetResourceDesc_v5000`]."]
pub use self::PFN_cuSurfObjectGetResourceDesc_v5000 as PFN_cuSurfObjectGetResourceDesc;
#[doc = "C's `PFN_cuSurfRefGetArray`: the headers `#define` it as [`PFN_cuSurfRefGetArray_v3000`]."]
pub use self::PFN_cuSurfRefGetArray_v3000 as PFN_cuSurfRefGetArray;
#[doc = "C's `PFN_cuSurfRefSetArray`: the headers `#define` it as [`PFN_cuSurfRefSetArray_v3000`]."]
pub use self::PFN_cuSurfRefSetArray_v3000 as PFN_cuSurfRefSetArray;
#[doc = "C's `PFN_cuTensorMapEncodeIm2col`: the headers `#define` it as [`PFN_cuTensorMapEncodeIm2col_v12000`]."]
pub use self::PFN_cuTensorMapEncodeIm2col_v12000 as PFN_cuTensorMapEncodeIm2col;
#[doc = "C's `PFN_cuTensorMapEncodeIm2colWide`: the headers `#define` it as [`PFN_cuTensorMapEncodeIm2colWide_v12080`]."]
pub use self::PFN_cuTensorMapEncodeIm2colWide_v12080 as PFN_cuTensorMapEncodeIm2colWide;
#[doc = "C's `PFN_cuTensorMapEncodeTiled`: the headers `#define` it as [`PFN_cuTensorMapEncodeTiled_v12000`]."]
pub use self::PFN_cuTensorMapEncodeTiled_v12000 as PFN_cuTensorMapEncodeTiled;
#[doc = "C's `PFN_cuTensorMapReplaceAddress`: the headers `#define` it as [`PFN_cuTensorMapReplaceAddress_v12000`]."]
pub use self::PFN_cuTensorMapReplaceAddress_v12000 as PFN_cuTensorMapReplaceAddress;
#[doc = "C's `PFN_cuTexObjectCreate`: the headers `#define` it as [`PFN_cuTexObjectCreate_v5000`]."]
pub use self::PFN_cuTexObjectCreate_v5000 as PFN_cuTexObjectCreate;
#[doc = "C's `PFN_cuTexObjectDestroy`: the headers `#define` it as [`PFN_cuTexObjectDestroy_v5000`]."]
pub use self::PFN_cuTexObjectDestroy_v5000 as PFN_cuTexObjectDestroy;
#[doc = "C's `PFN_cuTexObjectGetResourceDesc`: the headers `#define` it as [`PFN_cuTexObjectGetResourceDesc_v5000`]."]
pub use self::PFN_cuTexObjectGetResourceDesc_v5000 as PFN_cuTexObjectGetResourceDesc;
#[doc = "C's `PFN_cuTexObjectGetResourceViewDesc`: the headers `#define` it as [`PFN_cuTexObjectGetResourceViewDesc_v5000`]."]
pub use self::PFN_cuTexObjectGetResourceViewDesc_v5000 as PFN_cuTexObjectGetResourceViewDesc;
#[doc = "C's `PFN_cuTexObjectGetTextureDesc`: the headers `#define` it as [`PFN_cuTexObjectGetTextureDesc_v5000`]."]
pub use self::PFN_cuTexObjectGetTextureDesc_v5000 as PFN_cuTexObjectGetTextureDesc;
#[doc = "C's `PFN_cuTexRefCreate`: the headers `#define` it as [`PFN_cuTexRefCreate_v2000`]."]
pub use self::PFN_cuTexRefCreate_v2000 as PFN_cuTexRefCreate;
#[doc = "C's `PFN_cuTexRefDestroy`: the headers `#define` it as [`PFN_cuTexRefDestroy_v2000`]."]
pub use self::PFN_cuTexRefDestroy_v2000 as PFN_cuTexRefDestroy;
#[doc = "C's `PFN_cuTexRefGetAddress`: the headers `#define` it as [`PFN_cuTexRefGetAddress_v3020`]."]
pub use self::PFN_cuTexRefGetAddress_v3020 as PFN_cuTexRefGetAddress;
#[doc = "C's `PFN_cuTexRefGetAddressMode`: the headers `#define` it as [`PFN_cuTexRefGetAddressMode_v2000`]."]
pub use self::PFN_cuTexRefGetAddressMode_v2000 as PFN_cuTexRefGetAddressMode;
#[doc = "C's `PFN_cuTexRefGetArray`: the headers `#define` it as [`PFN_cuTexRefGetArray_v2000`]."]
pub use self::PFN_cuTexRefGetArray_v2000 as PFN_cuTexRefGetArray;
#[doc = "C's `PFN_cuTexRefGetBorderColor`: the headers `#define` it as [`PFN_cuTexRefGetBorderColor_v8000`]."]
pub use self::PFN_cuTexRefGetBorderColor_v8000 as PFN_cuTexRefGetBorderColor;
#[doc = "C's `PFN_cuTexRefGetFilterMode`: the headers `#define` it as [`PFN_cuTexRefGetFilterMode_v2000`]."]
pub use self::PFN_cuTexRefGetFilterMode_v2000 as PFN_cuTexRefGetFilterMode;
#[doc = "C's `PFN_cuTexRefGetFlags`: the headers `#define` it as [`PFN_cuTexRefGetFlags_v2000`]."]
pub use self::PFN_cuTexRefGetFlags_v2000 as PFN_cuTexRefGetFlags;
#[doc = "C's `PFN_cuTexRefGetFormat`: the headers `#define` it as [`PFN_cuTexRefGetFormat_v2000`]."]
pub use self::PFN_cuTexRefGetFormat_v2000 as PFN_cuTexRefGetFormat;
#[doc = "C's `PFN_cuTexRefGetMaxAnisotropy`: the headers `#define` it as [`PFN_cuTexRefGetMaxAnisotropy_v5000`]."]
pub use self::PFN_cuTexRefGetMaxAnisotropy_v5000 as PFN_cuTexRefGetMaxAnisotropy;
#[doc = "C's `PFN_cuTexRefGetMipmapFilterMode`: the headers `#define` it as [`PFN_cuTexRefGetMipmapFilterMode_v5000`]."]
pub use self::PFN_cuTexRefGetMipmapFilterMode_v5000 as PFN_cuTexRefGetMipmapFilterMode;
#[doc = "C's `PFN_cuTexRefGetMipmapLevelBias`: the headers `#define` it as [`PFN_cuTexRefGetMipmapLevelBias_v5000`]."]
pub use self::PFN_cuTexRefGetMipmapLevelBias_v5000 as PFN_cuTexRefGetMipmapLevelBias;
#[doc = "C's `PFN_cuTexRefGetMipmapLevelClamp`: the headers `#define` it as [`PFN_cuTexRefGetMipmapLevelClamp_v5000`]."]
pub use self::PFN_cuTexRefGetMipmapLevelClamp_v5000 as PFN_cuTexRefGetMipmapLevelClamp;
#[doc = "C's `PFN_cuTexRefGetMipmappedArray`: the headers `#define` it as [`PFN_cuTexRefGetMipmappedArray_v5000`]."]
pub use self::PFN_cuTexRefGetMipmappedArray_v5000 as PFN_cuTexRefGetMipmappedArray;
#[doc = "C's `PFN_cuTexRefSetAddress`: the headers `#define` it as [`PFN_cuTexRefSetAddress_v3020`]."]
pub use self::PFN_cuTexRefSetAddress_v3020 as PFN_cuTexRefSetAddress;
#[doc = "C's `PFN_cuTexRefSetAddress2D`: the headers `#define` it as [`PFN_cuTexRefSetAddress2D_v4010`]."]
pub use self::PFN_cuTexRefSetAddress2D_v4010 as PFN_cuTexRefSetAddress2D;
#[doc = "C's `PFN_cuTexRefSetAddressMode`: the headers `#define` it as [`PFN_cuTexRefSetAddressMode_v2000`]."]
pub use self::PFN_cuTexRefSetAddressMode_v2000 as PFN_cuTexRefSetAddressMode;
#[doc = "C's `PFN_cuTexRefSetArray`: the headers `#define` it as [`PFN_cuTexRefSetArray_v2000`]."]
pub use self::PFN_cuTexRefSetArray_v2000 as PFN_cuTexRefSetArray;
#[doc = "C's `PFN_cuTexRefSetBorderColor`: the headers `#define` it as [`PFN_cuTexRefSetBorderColor_v8000`]."]
pub use self::PFN_cuTexRefSetBorderColor_v8000 as PFN_cuTexRefSetBorderColor;
#[doc = "C's `PFN_cuTexRefSetFilterMode`: the headers `#define` it as [`PFN_cuTexRefSetFilterMode_v2000`]."]
pub use self::PFN_cuTexRefSetFilterMode_v2000 as PFN_cuTexRefSetFilterMode;
#[doc = "C's `PFN_cuTexRefSetFlags`: the headers `#define` it as [`PFN_cuTexRefSetFlags_v2000`]."]
pub use self::PFN_cuTexRefSetFlags_v2000 as PFN_cuTexRefSetFlags;
#[doc = "C's `PFN_cuTexRefSetFormat`: the headers `#define` it as [`PFN_cuTexRefSetFormat_v2000`]."]
pub use self::PFN_cuTexRefSetFormat_v2000 as PFN_cuTexRefSetFormat;
#[doc = "C's `PFN_cuTexRefSetMaxAnisotropy`: the headers `#define` it as [`PFN_cuTexRefSetMaxAnisotropy_v5000`]."]
pub use self::PFN_cuTexRefSetMaxAnisotropy_v5000 as PFN_cuTexRefSetMaxAnisotropy;
#[doc = "C's `PFN_cuTexRefSetMipmapFilterMode`: the headers `#define` it as [`PFN_cuTexRefSetMipmapFilterMode_v5000`]."]
pub use self::PFN_cuTexRefSetMipmapFilterMode_v5000 as PFN_cuTexRefSetMipmapFilterMode;
#[doc = "C's `PFN_cuTexRefSetMipmapLevelBias`: the headers `#define` it as [`PFN_cuTexRefSetMipmapLevelBias_v5000`]."]
pub use self::PFN_cuTexRefSetMipmapLevelBias_v5000 as PFN_cuTexRefSetMipmapLevelBias;
#[doc = "C's `PFN_cuTexRefSetMipmapLevelClamp`: the headers `#define` it as [`PFN_cuTexRefSetMipmapLevelClamp_v5000`]."]
pub use self::PFN_cuTexRefSetMipmapLevelClamp_v5000 as PFN_cuTexRefSetMipmapLevelClamp;
#[doc = "C's `PFN_cuTexRefSetMipmappedArray`: the headers `#define` it as [`PFN_cuTexRefSetMipmappedArray_v5000`]."]
pub use self::PFN_cuTexRefSetMipmappedArray_v5000 as PFN_cuTexRefSetMipmappedArray;
#[doc = "C's `PFN_cuThreadExchangeStreamCaptureMode`: the headers `#define` it as [`PFN_cuThreadExchangeStreamCaptureMode_v10010`]."]
pub use self::PFN_cuThreadExchangeStreamCaptureMode_v10010 as PFN_cuThreadExchangeStreamCaptureMode;
#[doc = "C's `PFN_cuUserObjectCreate`: the headers `#define` it as [`PFN_cuUserObjectCreate_v11030`]."]
pub use self::PFN_cuUserObjectCreate_v11030 as PFN_cuUserObjectCreate;
#[doc = "C's `PFN_cuUserObjectRelease`: the headers `#define` it as [`PFN_cuUserObjectRelease_v11030`]."]
pub use self::PFN_cuUserObjectRelease_v11030 as PFN_cuUserObjectRelease;
#[doc = "C's `PFN_cuUserObjectRetain`: the headers `#define` it as [`PFN_cuUserObjectRetain_v11030`]."]
pub use self::PFN_cuUserObjectRetain_v11030 as PFN_cuUserObjectRetain;
#[doc = "C's `PFN_cuWaitExternalSemaphoresAsync`: the headers `#define` it as [`PFN_cuWaitExternalSemaphoresAsync_v10000`]."]
pub use self::PFN_cuWaitExternalSemaphoresAsync_v10000 as PFN_cuWaitExternalSemaphoresAsync;
#[doc = "C's `cuArray3DCreate`: the headers `#define` it as [`cuArray3DCreate_v2`]."]
pub use self::cuArray3DCreate_v2 as cuArray3DCreate;
#[doc = "C's `cuArray3DGetDescriptor`: the headers `#define` it as [`cuArray3DGetDescriptor_v2`]."]
pub use self::cuArray3DGetDescriptor_v2 as cuArray3DGetDescriptor;
#[doc = "C's `cuArrayCreate`: the headers `#define` it as [`cuArrayCreate_v2`]."]
pub use self::cuArrayCreate_v2 as cuArrayCreate;
#[doc = "C's `cuArrayGetDescriptor`: the headers `#define` it as [`cuArrayGetDescriptor_v2`]."]
pub use self::cuArrayGetDescriptor_v2 as cuArrayGetDescriptor;
#[doc = "C's `cuCtxCreate`: the headers `#define` it as [`cuCtxCreate_v2`]."]
pub use self::cuCtxCreate_v2 as cuCtxCreate;
#[doc = "C's `cuCtxDestroy`: the headers `#define` it as [`cuCtxDestroy_v2`]."]
pub use self::cuCtxDestroy_v2 as cuCtxDestroy;
#[doc = "C's `cuCtxPopCurrent`: the headers `#define` it as [`cuCtxPopCurrent_v2`]."]
pub use self::cuCtxPopCurrent_v2 as cuCtxPopCurrent;
#[doc = "C's `cuCtxPushCurrent`: the headers `#define` it as [`cuCtxPushCurrent_v2`]."]
pub use self::cuCtxPushCurrent_v2 as cuCtxPushCurrent;
#[doc = "C's `cuDevicePrimaryCtxRelease`: the headers `#define` it as [`cuDevicePrimaryCtxRelease_v2`]."]
pub use self::cuDevicePrimaryCtxRelease_v2 as cuDevicePrimaryCtxRelease;
#[doc = "C's `cuDevicePrimaryCtxReset`: the headers `#define` it as [`cuDevicePrimaryCtxReset_v2`]."]
pub use self::cuDevicePrimaryCtxReset_v2 as cuDevicePrimaryCtxReset;
#[doc = "C's `cuDevicePrimaryCtxSetFlags`: the headers `#define` it as [`cuDevicePrimaryCtxSetFlags_v2`]."]
pub use self::cuDevicePrimaryCtxSetFlags_v2 as cuDevicePrimaryCtxSetFlags;
#[doc = "C's `cuDeviceTotalMem`: the headers `#define` it as [`cuDeviceTotalMem_v2`]."]
pub use self::cuDeviceTotalMem_v2 as cuDeviceTotalMem;
#[doc = "C's `cuEventDestroy`: the headers `#define` it as [`cuEventDestroy_v2`]."]
pub use self::cuEventDestroy_v2 as cuEventDestroy;
#[doc = "C's `cuGetProcAddress`: the headers `#define` it as [`cuGetProcAddress_v2`]."]
pub use self::cuGetProcAddress_v2 as cuGetProcAddress;
#[doc = "C's `cuGraphAddKernelNode`: the headers `#define` it as [`cuGraphAddKernelNode_v2`]."]
pub use self::cuGraphAddKernelNode_v2 as cuGraphAddKernelNode;
#[doc = "C's `cuGraphExecKernelNodeSetParams`: the headers `#define` it as [`cuGraphExecKernelNodeSetParams_v2`]."]
pub use self::cuGraphExecKernelNodeSetParams_v2 as cuGraphExecKernelNodeSetParams;
#[doc = "C's `cuGraphExecUpdate`: the headers `#define` it as [`cuGraphExecUpdate_v2`]."]
pub use self::cuGraphExecUpdate_v2 as cuGraphExecUpdate;
#[doc = "C's `cuGraphInstantiate`: the headers `#define` it as [`cuGraphInstantiateWithFlags`]."]
pub use self::cuGraphInstantiateWithFlags as cuGraphInstantiate;
#[doc = "C's `cuGraphKernelNodeGetParams`: the headers `#define` it as [`cuGraphKernelNodeGetParams_v2`]."]
pub use self::cuGraphKernelNodeGetParams_v2 as cuGraphKernelNodeGetParams;
#[doc = "C's `cuGraphKernelNodeSetParams`: the headers `#define` it as [`cuGraphKernelNodeSetParams_v2`]."]
pub use self::cuGraphKernelNodeSetParams_v2 as cuGraphKernelNodeSetParams;
#[doc = "C's `cuGraphicsResourceGetMappedPointer`: the headers `#define` it as [`cuGraphicsResourceGetMappedPointer_v2`]."]
pub use self::cuGraphicsResourceGetMappedPointer_v2 as cuGraphicsResourceGetMappedPointer;
#[doc = "C's `cuGraphicsResourceSetMapFlags`: the headers `#define` it as [`cuGraphicsResourceSetMapFlags_v2`]."]
pub use self::cuGraphicsResourceSetMapFlags_v2 as cuGraphicsResourceSetMapFlags;
#[doc = "C's `cuIpcOpenMemHandle`: the headers `#define` it as [`cuIpcOpenMemHandle_v2`]."]
pub use self::cuIpcOpenMemHandle_v2 as cuIpcOpenMemHandle;
#[doc = "C's `cuLinkAddData`: the headers `#define` it as [`cuLinkAddData_v2`]."]
pub use self::cuLinkAddData_v2 as cuLinkAddData;
#[doc = "C's `cuLinkAddFile`: the headers `#define` it as [`cuLinkAddFile_v2`]."]
pub use self::cuLinkAddFile_v2 as cuLinkAddFile;
#[doc = "C's `cuLinkCreate`: the headers `#define` it as [`cuLinkCreate_v2`]."]
pub use self::cuLinkCreate_v2 as cuLinkCreate;
#[doc = "C's `cuMemAlloc`: the headers `#define` it as [`cuMemAlloc_v2`]."]
pub use self::cuMemAlloc_v2 as cuMemAlloc;
#[doc = "C's `cuMemAllocHost`: the headers `#define` it as [`cuMemAllocHost_v2`]."]
pub use self::cuMemAllocHost_v2 as cuMemAllocHost;
#[doc = "C's `cuMemAllocPitch`: the headers `#define` it as [`cuMemAllocPitch_v2`]."]
pub use self::cuMemAllocPitch_v2 as cuMemAllocPitch;
#[doc = "C's `cuMemFree`: the headers `#define` it as [`cuMemFree_v2`]."]
pub use self::cuMemFree_v2 as cuMemFree;
#[doc = "C's `cuMemGetAddressRange`: the headers `#define` it as [`cuMemGetAddressRange_v2`]."]
pub use self::cuMemGetAddressRange_v2 as cuMemGetAddressRange;
#[doc = "C's `cuMemGetInfo`: the headers `#define` it as [`cuMemGetInfo_v2`]."]
pub use self::cuMemGetInfo_v2 as cuMemGetInfo;
#[doc = "C's `cuMemHostGetDevicePointer`: the headers `#define` it as [`cuMemHostGetDevicePointer_v2`]."]
pub use self::cuMemHostGetDevicePointer_v2 as cuMemHostGetDevicePointer;
#[doc = "C's `cuMemHostRegister`: the headers `#define` it as [`cuMemHostRegister_v2`]."]
pub use self::cuMemHostRegister_v2 as cuMemHostRegister;
#[doc = "C's `cuMemcpy2D`: the headers `#define` it as [`cuMemcpy2D_v2`]."]
pub use self::cuMemcpy2D_v2 as cuMemcpy2D;
#[doc = "C's `cuMemcpy2DAsync`: the headers `#define` it as [`cuMemcpy2DAsync_v2`]."]
pub use self::cuMemcpy2DAsync_v2 as cuMemcpy2DAsync;
#[doc = "C's `cuMemcpy2DUnaligned`: the headers `#define` it as [`cuMemcpy2DUnaligned_v2`]."]
pub use self::cuMemcpy2DUnaligned_v2 as cuMemcpy2DUnaligned;
#[doc = "C's `cuMemcpy3D`: the headers `#define` it as [`cuMemcpy3D_v2`]."]
pub use self::cuMemcpy3D_v2 as cuMemcpy3D;
#[doc = "C's `cuMemcpy3DAsync`: the headers `#define` it as [`cuMemcpy3DAsync_v2`]."]
pub use self::cuMemcpy3DAsync_v2 as cuMemcpy3DAsync;
#[doc = "C's `cuMemcpyAtoA`: the headers `#define` it as [`cuMemcpyAtoA_v2`]."]
pub use self::cuMemcpyAtoA_v2 as cuMemcpyAtoA;
#[doc = "C's `cuMemcpyAtoD`: the headers `#define` it as [`cuMemcpyAtoD_v2`]."]
pub use self::cuMemcpyAtoD_v2 as cuMemcpyAtoD;
#[doc = "C's `cuMemcpyAtoH`: the headers `#define` it as [`cuMemcpyAtoH_v2`]."]
pub use self::cuMemcpyAtoH_v2 as cuMemcpyAtoH;
#[doc = "C's `cuMemcpyAtoHAsync`: the headers `#define` it as [`cuMemcpyAtoHAsync_v2`]."]
pub use self::cuMemcpyAtoHAsync_v2 as cuMemcpyAtoHAsync;
#[doc = "C's `cuMemcpyDtoA`: the headers `#define` it as [`cuMemcpyDtoA_v2`]."]
pub use self::cuMemcpyDtoA_v2 as cuMemcpyDtoA;
#[doc = "C's `cuMemcpyDtoD`: the headers `#define` it as [`cuMemcpyDtoD_v2`]."]
pub use self::cuMemcpyDtoD_v2 as cuMemcpyDtoD;
#[doc = "C's `cuMemcpyDtoDAsync`: the headers `#define` it as [`cuMemcpyDtoDAsync_v2`]."]
pub use self::cuMemcpyDtoDAsync_v2 as cuMemcpyDtoDAsync;
#[doc = "C's `cuMemcpyDtoH`: the headers `#define` it as [`cuMemcpyDtoH_v2`]."]
pub use self::cuMemcpyDtoH_v2 as cuMemcpyDtoH;
#[doc = "C's `cuMemcpyDtoHAsync`: the headers `#define` it as [`cuMemcpyDtoHAsync_v2`]."]
pub use self::cuMemcpyDtoHAsync_v2 as cuMemcpyDtoHAsync;
#[doc = "C's `cuMemcpyHtoA`: the headers `#define` it as [`cuMemcpyHtoA_v2`]."]
pub use self::cuMemcpyHtoA_v2 as cuMemcpyHtoA;
#[doc = "C's `cuMemcpyHtoAAsync`: the headers `#define` it as [`cuMemcpyHtoAAsync_v2`]."]
pub use self::cuMemcpyHtoAAsync_v2 as cuMemcpyHtoAAsync;
#[doc = "C's `cuMemcpyHtoD`: the headers `#define` it as [`cuMemcpyHtoD_v2`]."]
pub use self::cuMemcpyHtoD_v2 as cuMemcpyHtoD;
#[doc = "C's `cuMemcpyHtoDAsync`: the headers `#define` it as [`cuMemcpyHtoDAsync_v2`]."]
pub use self::cuMemcpyHtoDAsync_v2 as cuMemcpyHtoDAsync;
#[doc = "C's `cuMemsetD16`: the headers `#define` it as [`cuMemsetD16_v2`]."]
pub use self::cuMemsetD16_v2 as cuMemsetD16;
#[doc = "C's `cuMemsetD2D16`: the headers `#define` it as [`cuMemsetD2D16_v2`]."]
pub use self::cuMemsetD2D16_v2 as cuMemsetD2D16;
#[doc = "C's `cuMemsetD2D32`: the headers `#define` it as [`cuMemsetD2D32_v2`]."]
pub use self::cuMemsetD2D32_v2 as cuMemsetD2D32;
#[doc = "C's `cuMemsetD2D8`: the headers `#define` it as [`cuMemsetD2D8_v2`]."]
pub use self::cuMemsetD2D8_v2 as cuMemsetD2D8;
#[doc = "C's `cuMemsetD32`: the headers `#define` it as [`cuMemsetD32_v2`]."]
pub use self::cuMemsetD32_v2 as cuMemsetD32;
#[doc = "C's `cuMemsetD8`: the headers `#define` it as [`cuMemsetD8_v2`]."]
pub use self::cuMemsetD8_v2 as cuMemsetD8;
#[doc = "C's `cuModuleGetGlobal`: the headers `#define` it as [`cuModuleGetGlobal_v2`]."]
pub use self::cuModuleGetGlobal_v2 as cuModuleGetGlobal;
#[doc = "C's `cuStreamBatchMemOp`: the headers `#define` it as [`cuStreamBatchMemOp_v2`]."]
pub use self::cuStreamBatchMemOp_v2 as cuStreamBatchMemOp;
#[doc = "C's `cuStreamBeginCapture`: the headers `#define` it as [`cuStreamBeginCapture_v2`]."]
pub use self::cuStreamBeginCapture_v2 as cuStreamBeginCapture;
#[doc = "C's `cuStreamDestroy`: the headers `#define` it as [`cuStreamDestroy_v2`]."]
pub use self::cuStreamDestroy_v2 as cuStreamDestroy;
#[doc = "C's `cuStreamGetCaptureInfo`: the headers `#define` it as [`cuStreamGetCaptureInfo_v2`]."]
pub use self::cuStreamGetCaptureInfo_v2 as cuStreamGetCaptureInfo;
#[doc = "C's `cuStreamWaitValue32`: the headers `#define` it as [`cuStreamWaitValue32_v2`]."]
pub use self::cuStreamWaitValue32_v2 as cuStreamWaitValue32;
#[doc = "C's `cuStreamWaitValue64`: the headers `#define` it as [`cuStreamWaitValue64_v2`]."]
pub use self::cuStreamWaitValue64_v2 as cuStreamWaitValue64;
#[doc = "C's `cuStreamWriteValue32`: the headers `#define` it as [`cuStreamWriteValue32_v2`]."]
pub use self::cuStreamWriteValue32_v2 as cuStreamWriteValue32;
#[doc = "C's `cuStreamWriteValue64`: the headers `#define` it as [`cuStreamWriteValue64_v2`]."]
pub use self::cuStreamWriteValue64_v2 as cuStreamWriteValue64;
#[doc = "C's `cuTexRefGetAddress`: the headers `#define` it as [`cuTexRefGetAddress_v2`]."]
pub use self::cuTexRefGetAddress_v2 as cuTexRefGetAddress;
#[doc = "C's `cuTexRefSetAddress`: the headers `#define` it as [`cuTexRefSetAddress_v2`]."]
pub use self::cuTexRefSetAddress_v2 as cuTexRefSetAddress;
#[doc = "C's `cuTexRefSetAddress2D`: the headers `#define` it as [`cuTexRefSetAddress2D_v3`]."]
pub use self::cuTexRefSetAddress2D_v3 as cuTexRefSetAddress2D;
#[doc = "C's `cublasCaxpy`: the headers `#define` it as [`cublasCaxpy_v2`]."]
pub use self::cublasCaxpy_v2 as cublasCaxpy;
#[doc = "C's `cublasCaxpy_64`: the headers `#define` it as [`cublasCaxpy_v2_64`]."]
pub use self::cublasCaxpy_v2_64 as cublasCaxpy_64;
#[doc = "C's `cublasCcopy`: the headers `#define` it as [`cublasCcopy_v2`]."]
pub use self::cublasCcopy_v2 as cublasCcopy;
#[doc = "C's `cublasCcopy_64`: the headers `#define` it as [`cublasCcopy_v2_64`]."]
pub use self::cublasCcopy_v2_64 as cublasCcopy_64;
#[doc = "C's `cublasCdotc`: the headers `#define` it as [`cublasCdotc_v2`]."]
pub use self::cublasCdotc_v2 as cublasCdotc;
#[doc = "C's `cublasCdotc_64`: the headers `#define` it as [`cublasCdotc_v2_64`]."]
pub use self::cublasCdotc_v2_64 as cublasCdotc_64;
#[doc = "C's `cublasCdotu`: the headers `#define` it as [`cublasCdotu_v2`]."]
pub use self::cublasCdotu_v2 as cublasCdotu;
#[doc = "C's `cublasCdotu_64`: the headers `#define` it as [`cublasCdotu_v2_64`]."]
pub use self::cublasCdotu_v2_64 as cublasCdotu_64;
#[doc = "C's `cublasCgbmv`: the headers `#define` it as [`cublasCgbmv_v2`]."]
pub use self::cublasCgbmv_v2 as cublasCgbmv;
#[doc = "C's `cublasCgbmv_64`: the headers `#define` it as [`cublasCgbmv_v2_64`]."]
pub use self::cublasCgbmv_v2_64 as cublasCgbmv_64;
#[doc = "C's `cublasCgemm`: the headers `#define` it as [`cublasCgemm_v2`]."]
pub use self::cublasCgemm_v2 as cublasCgemm;
#[doc = "C's `cublasCgemm_64`: the headers `#define` it as [`cublasCgemm_v2_64`]."]
pub use self::cublasCgemm_v2_64 as cublasCgemm_64;
#[doc = "C's `cublasCgemv`: the headers `#define` it as [`cublasCgemv_v2`]."]
pub use self::cublasCgemv_v2 as cublasCgemv;
#[doc = "C's `cublasCgemv_64`: the headers `#define` it as [`cublasCgemv_v2_64`]."]
pub use self::cublasCgemv_v2_64 as cublasCgemv_64;
#[doc = "C's `cublasCgerc`: the headers `#define` it as [`cublasCgerc_v2`]."]
pub use self::cublasCgerc_v2 as cublasCgerc;
#[doc = "C's `cublasCgerc_64`: the headers `#define` it as [`cublasCgerc_v2_64`]."]
pub use self::cublasCgerc_v2_64 as cublasCgerc_64;
#[doc = "C's `cublasCgeru`: the headers `#define` it as [`cublasCgeru_v2`]."]
pub use self::cublasCgeru_v2 as cublasCgeru;
#[doc = "C's `cublasCgeru_64`: the headers `#define` it as [`cublasCgeru_v2_64`]."]
pub use self::cublasCgeru_v2_64 as cublasCgeru_64;
#[doc = "C's `cublasChbmv`: the headers `#define` it as [`cublasChbmv_v2`]."]
pub use self::cublasChbmv_v2 as cublasChbmv;
#[doc = "C's `cublasChbmv_64`: the headers `#define` it as [`cublasChbmv_v2_64`]."]
pub use self::cublasChbmv_v2_64 as cublasChbmv_64;
#[doc = "C's `cublasChemm`: the headers `#define` it as [`cublasChemm_v2`]."]
pub use self::cublasChemm_v2 as cublasChemm;
#[doc = "C's `cublasChemm_64`: the headers `#define` it as [`cublasChemm_v2_64`]."]
pub use self::cublasChemm_v2_64 as cublasChemm_64;
#[doc = "C's `cublasChemv`: the headers `#define` it as [`cublasChemv_v2`]."]
pub use self::cublasChemv_v2 as cublasChemv;
#[doc = "C's `cublasChemv_64`: the headers `#define` it as [`cublasChemv_v2_64`]."]
pub use self::cublasChemv_v2_64 as cublasChemv_64;
#[doc = "C's `cublasCher`: the headers `#define` it as [`cublasCher_v2`]."]
pub use self::cublasCher_v2 as cublasCher;
#[doc = "C's `cublasCher2`: the headers `#define` it as [`cublasCher2_v2`]."]
pub use self::cublasCher2_v2 as cublasCher2;
#[doc = "C's `cublasCher2_64`: the headers `#define` it as [`cublasCher2_v2_64`]."]
pub use self::cublasCher2_v2_64 as cublasCher2_64;
#[doc = "C's `cublasCher2k`: the headers `#define` it as [`cublasCher2k_v2`]."]
pub use self::cublasCher2k_v2 as cublasCher2k;
#[doc = "C's `cublasCher2k_64`: the headers `#define` it as [`cublasCher2k_v2_64`]."]
pub use self::cublasCher2k_v2_64 as cublasCher2k_64;
#[doc = "C's `cublasCher_64`: the headers `#define` it as [`cublasCher_v2_64`]."]
pub use self::cublasCher_v2_64 as cublasCher_64;
#[doc = "C's `cublasCherk`: the headers `#define` it as [`cublasCherk_v2`]."]
pub use self::cublasCherk_v2 as cublasCherk;
#[doc = "C's `cublasCherk_64`: the headers `#define` it as [`cublasCherk_v2_64`]."]
pub use self::cublasCherk_v2_64 as cublasCherk_64;
#[doc = "C's `cublasChpmv`: the headers `#define` it as [`cublasChpmv_v2`]."]
pub use self::cublasChpmv_v2 as cublasChpmv;
#[doc = "C's `cublasChpmv_64`: the headers `#define` it as [`cublasChpmv_v2_64`]."]
pub use self::cublasChpmv_v2_64 as cublasChpmv_64;
#[doc = "C's `cublasChpr`: the headers `#define` it as [`cublasChpr_v2`]."]
pub use self::cublasChpr_v2 as cublasChpr;
#[doc = "C's `cublasChpr2`: the headers `#define` it as [`cublasChpr2_v2`]."]
pub use self::cublasChpr2_v2 as cublasChpr2;
#[doc = "C's `cublasChpr2_64`: the headers `#define` it as [`cublasChpr2_v2_64`]."]
pub use self::cublasChpr2_v2_64 as cublasChpr2_64;
#[doc = "C's `cublasChpr_64`: the headers `#define` it as [`cublasChpr_v2_64`]."]
pub use self::cublasChpr_v2_64 as cublasChpr_64;
#[doc = "C's `cublasCreate`: the headers `#define` it as [`cublasCreate_v2`]."]
pub use self::cublasCreate_v2 as cublasCreate;
#[doc = "C's `cublasCrot`: the headers `#define` it as [`cublasCrot_v2`]."]
pub use self::cublasCrot_v2 as cublasCrot;
#[doc = "C's `cublasCrot_64`: the headers `#define` it as [`cublasCrot_v2_64`]."]
pub use self::cublasCrot_v2_64 as cublasCrot_64;
#[doc = "C's `cublasCrotg`: the headers `#define` it as [`cublasCrotg_v2`]."]
pub use self::cublasCrotg_v2 as cublasCrotg;
#[doc = "C's `cublasCscal`: the headers `#define` it as [`cublasCscal_v2`]."]
pub use self::cublasCscal_v2 as cublasCscal;
#[doc = "C's `cublasCscal_64`: the headers `#define` it as [`cublasCscal_v2_64`]."]
pub use self::cublasCscal_v2_64 as cublasCscal_64;
#[doc = "C's `cublasCsrot`: the headers `#define` it as [`cublasCsrot_v2`]."]
pub use self::cublasCsrot_v2 as cublasCsrot;
#[doc = "C's `cublasCsrot_64`: the headers `#define` it as [`cublasCsrot_v2_64`]."]
pub use self::cublasCsrot_v2_64 as cublasCsrot_64;
#[doc = "C's `cublasCsscal`: the headers `#define` it as [`cublasCsscal_v2`]."]
pub use self::cublasCsscal_v2 as cublasCsscal;
#[doc = "C's `cublasCsscal_64`: the headers `#define` it as [`cublasCsscal_v2_64`]."]
pub use self::cublasCsscal_v2_64 as cublasCsscal_64;
#[doc = "C's `cublasCswap`: the headers `#define` it as [`cublasCswap_v2`]."]
pub use self::cublasCswap_v2 as cublasCswap;
#[doc = "C's `cublasCswap_64`: the headers `#define` it as [`cublasCswap_v2_64`]."]
pub use self::cublasCswap_v2_64 as cublasCswap_64;
#[doc = "C's `cublasCsymm`: the headers `#define` it as [`cublasCsymm_v2`]."]
pub use self::cublasCsymm_v2 as cublasCsymm;
#[doc = "C's `cublasCsymm_64`: the headers `#define` it as [`cublasCsymm_v2_64`]."]
pub use self::cublasCsymm_v2_64 as cublasCsymm_64;
#[doc = "C's `cublasCsymv`: the headers `#define` it as [`cublasCsymv_v2`]."]
pub use self::cublasCsymv_v2 as cublasCsymv;
#[doc = "C's `cublasCsymv_64`: the headers `#define` it as [`cublasCsymv_v2_64`]."]
pub use self::cublasCsymv_v2_64 as cublasCsymv_64;
#[doc = "C's `cublasCsyr`: the headers `#define` it as [`cublasCsyr_v2`]."]
pub use self::cublasCsyr_v2 as cublasCsyr;
#[doc = "C's `cublasCsyr2`: the headers `#define` it as [`cublasCsyr2_v2`]."]
pub use self::cublasCsyr2_v2 as cublasCsyr2;
#[doc = "C's `cublasCsyr2_64`: the headers `#define` it as [`cublasCsyr2_v2_64`]."]
pub use self::cublasCsyr2_v2_64 as cublasCsyr2_64;
#[doc = "C's `cublasCsyr2k`: the headers `#define` it as [`cublasCsyr2k_v2`]."]
pub use self::cublasCsyr2k_v2 as cublasCsyr2k;
#[doc = "C's `cublasCsyr2k_64`: the headers `#define` it as [`cublasCsyr2k_v2_64`]."]
pub use self::cublasCsyr2k_v2_64 as cublasCsyr2k_64;
#[doc = "C's `cublasCsyr_64`: the headers `#define` it as [`cublasCsyr_v2_64`]."]
pub use self::cublasCsyr_v2_64 as cublasCsyr_64;
#[doc = "C's `cublasCsyrk`: the headers `#define` it as [`cublasCsyrk_v2`]."]
pub use self::cublasCsyrk_v2 as cublasCsyrk;
#[doc = "C's `cublasCsyrk_64`: the headers `#define` it as [`cublasCsyrk_v2_64`]."]
pub use self::cublasCsyrk_v2_64 as cublasCsyrk_64;
#[doc = "C's `cublasCtbmv`: the headers `#define` it as [`cublasCtbmv_v2`]."]
pub use self::cublasCtbmv_v2 as cublasCtbmv;
#[doc = "C's `cublasCtbmv_64`: the headers `#define` it as [`cublasCtbmv_v2_64`]."]
pub use self::cublasCtbmv_v2_64 as cublasCtbmv_64;
#[doc = "C's `cublasCtbsv`: the headers `#define` it as [`cublasCtbsv_v2`]."]
pub use self::cublasCtbsv_v2 as cublasCtbsv;
#[doc = "C's `cublasCtbsv_64`: the headers `#define` it as [`cublasCtbsv_v2_64`]."]
pub use self::cublasCtbsv_v2_64 as cublasCtbsv_64;
#[doc = "C's `cublasCtpmv`: the headers `#define` it as [`cublasCtpmv_v2`]."]
pub use self::cublasCtpmv_v2 as cublasCtpmv;
#[doc = "C's `cublasCtpmv_64`: the headers `#define` it as [`cublasCtpmv_v2_64`]."]
pub use self::cublasCtpmv_v2_64 as cublasCtpmv_64;
#[doc = "C's `cublasCtpsv`: the headers `#define` it as [`cublasCtpsv_v2`]."]
pub use self::cublasCtpsv_v2 as cublasCtpsv;
#[doc = "C's `cublasCtpsv_64`: the headers `#define` it as [`cublasCtpsv_v2_64`]."]
pub use self::cublasCtpsv_v2_64 as cublasCtpsv_64;
#[doc = "C's `cublasCtrmm`: the headers `#define` it as [`cublasCtrmm_v2`]."]
pub use self::cublasCtrmm_v2 as cublasCtrmm;
#[doc = "C's `cublasCtrmm_64`: the headers `#define` it as [`cublasCtrmm_v2_64`]."]
pub use self::cublasCtrmm_v2_64 as cublasCtrmm_64;
#[doc = "C's `cublasCtrmv`: the headers `#define` it as [`cublasCtrmv_v2`]."]
pub use self::cublasCtrmv_v2 as cublasCtrmv;
#[doc = "C's `cublasCtrmv_64`: the headers `#define` it as [`cublasCtrmv_v2_64`]."]
pub use self::cublasCtrmv_v2_64 as cublasCtrmv_64;
#[doc = "C's `cublasCtrsm`: the headers `#define` it as [`cublasCtrsm_v2`]."]
pub use self::cublasCtrsm_v2 as cublasCtrsm;
#[doc = "C's `cublasCtrsm_64`: the headers `#define` it as [`cublasCtrsm_v2_64`]."]
pub use self::cublasCtrsm_v2_64 as cublasCtrsm_64;
#[doc = "C's `cublasCtrsv`: the headers `#define` it as [`cublasCtrsv_v2`]."]
pub use self::cublasCtrsv_v2 as cublasCtrsv;
#[doc = "C's `cublasCtrsv_64`: the headers `#define` it as [`cublasCtrsv_v2_64`]."]
pub use self::cublasCtrsv_v2_64 as cublasCtrsv_64;
#[doc = "C's `cublasDasum`: the headers `#define` it as [`cublasDasum_v2`]."]
pub use self::cublasDasum_v2 as cublasDasum;
#[doc = "C's `cublasDasum_64`: the headers `#define` it as [`cublasDasum_v2_64`]."]
pub use self::cublasDasum_v2_64 as cublasDasum_64;
#[doc = "C's `cublasDaxpy`: the headers `#define` it as [`cublasDaxpy_v2`]."]
pub use self::cublasDaxpy_v2 as cublasDaxpy;
#[doc = "C's `cublasDaxpy_64`: the headers `#define` it as [`cublasDaxpy_v2_64`]."]
pub use self::cublasDaxpy_v2_64 as cublasDaxpy_64;
#[doc = "C's `cublasDcopy`: the headers `#define` it as [`cublasDcopy_v2`]."]
pub use self::cublasDcopy_v2 as cublasDcopy;
#[doc = "C's `cublasDcopy_64`: the headers `#define` it as [`cublasDcopy_v2_64`]."]
pub use self::cublasDcopy_v2_64 as cublasDcopy_64;
#[doc = "C's `cublasDdot`: the headers `#define` it as [`cublasDdot_v2`]."]
pub use self::cublasDdot_v2 as cublasDdot;
#[doc = "C's `cublasDdot_64`: the headers `#define` it as [`cublasDdot_v2_64`]."]
pub use self::cublasDdot_v2_64 as cublasDdot_64;
#[doc = "C's `cublasDestroy`: the headers `#define` it as [`cublasDestroy_v2`]."]
pub use self::cublasDestroy_v2 as cublasDestroy;
#[doc = "C's `cublasDgbmv`: the headers `#define` it as [`cublasDgbmv_v2`]."]
pub use self::cublasDgbmv_v2 as cublasDgbmv;
#[doc = "C's `cublasDgbmv_64`: the headers `#define` it as [`cublasDgbmv_v2_64`]."]
pub use self::cublasDgbmv_v2_64 as cublasDgbmv_64;
#[doc = "C's `cublasDgemm`: the headers `#define` it as [`cublasDgemm_v2`]."]
pub use self::cublasDgemm_v2 as cublasDgemm;
#[doc = "C's `cublasDgemm_64`: the headers `#define` it as [`cublasDgemm_v2_64`]."]
pub use self::cublasDgemm_v2_64 as cublasDgemm_64;
#[doc = "C's `cublasDgemv`: the headers `#define` it as [`cublasDgemv_v2`]."]
pub use self::cublasDgemv_v2 as cublasDgemv;
#[doc = "C's `cublasDgemv_64`: the headers `#define` it as [`cublasDgemv_v2_64`]."]
pub use self::cublasDgemv_v2_64 as cublasDgemv_64;
#[doc = "C's `cublasDger`: the headers `#define` it as [`cublasDger_v2`]."]
pub use self::cublasDger_v2 as cublasDger;
#[doc = "C's `cublasDger_64`: the headers `#define` it as [`cublasDger_v2_64`]."]
pub use self::cublasDger_v2_64 as cublasDger_64;
#[doc = "C's `cublasDnrm2`: the headers `#define` it as [`cublasDnrm2_v2`]."]
pub use self::cublasDnrm2_v2 as cublasDnrm2;
#[doc = "C's `cublasDnrm2_64`: the headers `#define` it as [`cublasDnrm2_v2_64`]."]
pub use self::cublasDnrm2_v2_64 as cublasDnrm2_64;
#[doc = "C's `cublasDrot`: the headers `#define` it as [`cublasDrot_v2`]."]
pub use self::cublasDrot_v2 as cublasDrot;
#[doc = "C's `cublasDrot_64`: the headers `#define` it as [`cublasDrot_v2_64`]."]
pub use self::cublasDrot_v2_64 as cublasDrot_64;
#[doc = "C's `cublasDrotg`: the headers `#define` it as [`cublasDrotg_v2`]."]
pub use self::cublasDrotg_v2 as cublasDrotg;
#[doc = "C's `cublasDrotm`: the headers `#define` it as [`cublasDrotm_v2`]."]
pub use self::cublasDrotm_v2 as cublasDrotm;
#[doc = "C's `cublasDrotm_64`: the headers `#define` it as [`cublasDrotm_v2_64`]."]
pub use self::cublasDrotm_v2_64 as cublasDrotm_64;
#[doc = "C's `cublasDrotmg`: the headers `#define` it as [`cublasDrotmg_v2`]."]
pub use self::cublasDrotmg_v2 as cublasDrotmg;
#[doc = "C's `cublasDsbmv`: the headers `#define` it as [`cublasDsbmv_v2`]."]
pub use self::cublasDsbmv_v2 as cublasDsbmv;
#[doc = "C's `cublasDsbmv_64`: the headers `#define` it as [`cublasDsbmv_v2_64`]."]
pub use self::cublasDsbmv_v2_64 as cublasDsbmv_64;
#[doc = "C's `cublasDscal`: the headers `#define` it as [`cublasDscal_v2`]."]
pub use self::cublasDscal_v2 as cublasDscal;
#[doc = "C's `cublasDscal_64`: the headers `#define` it as [`cublasDscal_v2_64`]."]
pub use self::cublasDscal_v2_64 as cublasDscal_64;
#[doc = "C's `cublasDspmv`: the headers `#define` it as [`cublasDspmv_v2`]."]
pub use self::cublasDspmv_v2 as cublasDspmv;
#[doc = "C's `cublasDspmv_64`: the headers `#define` it as [`cublasDspmv_v2_64`]."]
pub use self::cublasDspmv_v2_64 as cublasDspmv_64;
#[doc = "C's `cublasDspr`: the headers `#define` it as [`cublasDspr_v2`]."]
pub use self::cublasDspr_v2 as cublasDspr;
#[doc = "C's `cublasDspr2`: the headers `#define` it as [`cublasDspr2_v2`]."]
pub use self::cublasDspr2_v2 as cublasDspr2;
#[doc = "C's `cublasDspr2_64`: the headers `#define` it as [`cublasDspr2_v2_64`]."]
pub use self::cublasDspr2_v2_64 as cublasDspr2_64;
#[doc = "C's `cublasDspr_64`: the headers `#define` it as [`cublasDspr_v2_64`]."]
pub use self::cublasDspr_v2_64 as cublasDspr_64;
#[doc = "C's `cublasDswap`: the headers `#define` it as [`cublasDswap_v2`]."]
pub use self::cublasDswap_v2 as cublasDswap;
#[doc = "C's `cublasDswap_64`: the headers `#define` it as [`cublasDswap_v2_64`]."]
pub use self::cublasDswap_v2_64 as cublasDswap_64;
#[doc = "C's `cublasDsymm`: the headers `#define` it as [`cublasDsymm_v2`]."]
pub use self::cublasDsymm_v2 as cublasDsymm;
#[doc = "C's `cublasDsymm_64`: the headers `#define` it as [`cublasDsymm_v2_64`]."]
pub use self::cublasDsymm_v2_64 as cublasDsymm_64;
#[doc = "C's `cublasDsymv`: the headers `#define` it as [`cublasDsymv_v2`]."]
pub use self::cublasDsymv_v2 as cublasDsymv;
#[doc = "C's `cublasDsymv_64`: the headers `#define` it as [`cublasDsymv_v2_64`]."]
pub use self::cublasDsymv_v2_64 as cublasDsymv_64;
#[doc = "C's `cublasDsyr`: the headers `#define` it as [`cublasDsyr_v2`]."]
pub use self::cublasDsyr_v2 as cublasDsyr;
#[doc = "C's `cublasDsyr2`: the headers `#define` it as [`cublasDsyr2_v2`]."]
pub use self::cublasDsyr2_v2 as cublasDsyr2;
#[doc = "C's `cublasDsyr2_64`: the headers `#define` it as [`cublasDsyr2_v2_64`]."]
pub use self::cublasDsyr2_v2_64 as cublasDsyr2_64;
#[doc = "C's `cublasDsyr2k`: the headers `#define` it as [`cublasDsyr2k_v2`]."]
pub use self::cublasDsyr2k_v2 as cublasDsyr2k;
#[doc = "C's `cublasDsyr2k_64`: the headers `#define` it as [`cublasDsyr2k_v2_64`]."]
pub use self::cublasDsyr2k_v2_64 as cublasDsyr2k_64;
#[doc = "C's `cublasDsyr_64`: the headers `#define` it as [`cublasDsyr_v2_64`]."]
pub use self::cublasDsyr_v2_64 as cublasDsyr_64;
#[doc = "C's `cublasDsyrk`: the headers `#define` it as [`cublasDsyrk_v2`]."]
pub use self::cublasDsyrk_v2 as cublasDsyrk;
#[doc = "C's `cublasDsyrk_64`: the headers `#define` it as [`cublasDsyrk_v2_64`]."]
pub use self::cublasDsyrk_v2_64 as cublasDsyrk_64;
#[doc = "C's `cublasDtbmv`: the headers `#define` it as [`cublasDtbmv_v2`]."]
pub use self::cublasDtbmv_v2 as cublasDtbmv;
#[doc = "C's `cublasDtbmv_64`: the headers `#define` it as [`cublasDtbmv_v2_64`]."]
pub use self::cublasDtbmv_v2_64 as cublasDtbmv_64;
#[doc = "C's `cublasDtbsv`: the headers `#define` it as [`cublasDtbsv_v2`]."]
pub use self::cublasDtbsv_v2 as cublasDtbsv;
#[doc = "C's `cublasDtbsv_64`: the headers `#define` it as [`cublasDtbsv_v2_64`]."]
pub use self::cublasDtbsv_v2_64 as cublasDtbsv_64;
#[doc = "C's `cublasDtpmv`: the headers `#define` it as [`cublasDtpmv_v2`]."]
pub use self::cublasDtpmv_v2 as cublasDtpmv;
#[doc = "C's `cublasDtpmv_64`: the headers `#define` it as [`cublasDtpmv_v2_64`]."]
pub use self::cublasDtpmv_v2_64 as cublasDtpmv_64;
#[doc = "C's `cublasDtpsv`: the headers `#define` it as [`cublasDtpsv_v2`]."]
pub use self::cublasDtpsv_v2 as cublasDtpsv;
#[doc = "C's `cublasDtpsv_64`: the headers `#define` it as [`cublasDtpsv_v2_64`]."]
pub use self::cublasDtpsv_v2_64 as cublasDtpsv_64;
#[doc = "C's `cublasDtrmm`: the headers `#define` it as [`cublasDtrmm_v2`]."]
pub use self::cublasDtrmm_v2 as cublasDtrmm;
#[doc = "C's `cublasDtrmm_64`: the headers `#define` it as [`cublasDtrmm_v2_64`]."]
pub use self::cublasDtrmm_v2_64 as cublasDtrmm_64;
#[doc = "C's `cublasDtrmv`: the headers `#define` it as [`cublasDtrmv_v2`]."]
pub use self::cublasDtrmv_v2 as cublasDtrmv;
#[doc = "C's `cublasDtrmv_64`: the headers `#define` it as [`cublasDtrmv_v2_64`]."]
pub use self::cublasDtrmv_v2_64 as cublasDtrmv_64;
#[doc = "C's `cublasDtrsm`: the headers `#define` it as [`cublasDtrsm_v2`]."]
pub use self::cublasDtrsm_v2 as cublasDtrsm;
#[doc = "C's `cublasDtrsm_64`: the headers `#define` it as [`cublasDtrsm_v2_64`]."]
pub use self::cublasDtrsm_v2_64 as cublasDtrsm_64;
#[doc = "C's `cublasDtrsv`: the headers `#define` it as [`cublasDtrsv_v2`]."]
pub use self::cublasDtrsv_v2 as cublasDtrsv;
#[doc = "C's `cublasDtrsv_64`: the headers `#define` it as [`cublasDtrsv_v2_64`]."]
pub use self::cublasDtrsv_v2_64 as cublasDtrsv_64;
#[doc = "C's `cublasDzasum`: the headers `#define` it as [`cublasDzasum_v2`]."]
pub use self::cublasDzasum_v2 as cublasDzasum;
#[doc = "C's `cublasDzasum_64`: the headers `#define` it as [`cublasDzasum_v2_64`]."]
pub use self::cublasDzasum_v2_64 as cublasDzasum_64;
#[doc = "C's `cublasDznrm2`: the headers `#define` it as [`cublasDznrm2_v2`]."]
pub use self::cublasDznrm2_v2 as cublasDznrm2;
#[doc = "C's `cublasDznrm2_64`: the headers `#define` it as [`cublasDznrm2_v2_64`]."]
pub use self::cublasDznrm2_v2_64 as cublasDznrm2_64;
#[doc = "C's `cublasGetPointerMode`: the headers `#define` it as [`cublasGetPointerMode_v2`]."]
pub use self::cublasGetPointerMode_v2 as cublasGetPointerMode;
#[doc = "C's `cublasGetStream`: the headers `#define` it as [`cublasGetStream_v2`]."]
pub use self::cublasGetStream_v2 as cublasGetStream;
#[doc = "C's `cublasGetVersion`: the headers `#define` it as [`cublasGetVersion_v2`]."]
pub use self::cublasGetVersion_v2 as cublasGetVersion;
#[doc = "C's `cublasIcamax`: the headers `#define` it as [`cublasIcamax_v2`]."]
pub use self::cublasIcamax_v2 as cublasIcamax;
#[doc = "C's `cublasIcamax_64`: the headers `#define` it as [`cublasIcamax_v2_64`]."]
pub use self::cublasIcamax_v2_64 as cublasIcamax_64;
#[doc = "C's `cublasIcamin`: the headers `#define` it as [`cublasIcamin_v2`]."]
pub use self::cublasIcamin_v2 as cublasIcamin;
#[doc = "C's `cublasIcamin_64`: the headers `#define` it as [`cublasIcamin_v2_64`]."]
pub use self::cublasIcamin_v2_64 as cublasIcamin_64;
#[doc = "C's `cublasIdamax`: the headers `#define` it as [`cublasIdamax_v2`]."]
pub use self::cublasIdamax_v2 as cublasIdamax;
#[doc = "C's `cublasIdamax_64`: the headers `#define` it as [`cublasIdamax_v2_64`]."]
pub use self::cublasIdamax_v2_64 as cublasIdamax_64;
#[doc = "C's `cublasIdamin`: the headers `#define` it as [`cublasIdamin_v2`]."]
pub use self::cublasIdamin_v2 as cublasIdamin;
#[doc = "C's `cublasIdamin_64`: the headers `#define` it as [`cublasIdamin_v2_64`]."]
pub use self::cublasIdamin_v2_64 as cublasIdamin_64;
#[doc = "C's `cublasIsamax`: the headers `#define` it as [`cublasIsamax_v2`]."]
pub use self::cublasIsamax_v2 as cublasIsamax;
#[doc = "C's `cublasIsamax_64`: the headers `#define` it as [`cublasIsamax_v2_64`]."]
pub use self::cublasIsamax_v2_64 as cublasIsamax_64;
#[doc = "C's `cublasIsamin`: the headers `#define` it as [`cublasIsamin_v2`]."]
pub use self::cublasIsamin_v2 as cublasIsamin;
#[doc = "C's `cublasIsamin_64`: the headers `#define` it as [`cublasIsamin_v2_64`]."]
pub use self::cublasIsamin_v2_64 as cublasIsamin_64;
#[doc = "C's `cublasIzamax`: the headers `#define` it as [`cublasIzamax_v2`]."]
pub use self::cublasIzamax_v2 as cublasIzamax;
#[doc = "C's `cublasIzamax_64`: the headers `#define` it as [`cublasIzamax_v2_64`]."]
pub use self::cublasIzamax_v2_64 as cublasIzamax_64;
#[doc = "C's `cublasIzamin`: the headers `#define` it as [`cublasIzamin_v2`]."]
pub use self::cublasIzamin_v2 as cublasIzamin;
#[doc = "C's `cublasIzamin_64`: the headers `#define` it as [`cublasIzamin_v2_64`]."]
pub use self::cublasIzamin_v2_64 as cublasIzamin_64;
#[doc = "C's `cublasSasum`: the headers `#define` it as [`cublasSasum_v2`]."]
pub use self::cublasSasum_v2 as cublasSasum;
#[doc = "C's `cublasSasum_64`: the headers `#define` it as [`cublasSasum_v2_64`]."]
pub use self::cublasSasum_v2_64 as cublasSasum_64;
#[doc = "C's `cublasSaxpy`: the headers `#define` it as [`cublasSaxpy_v2`]."]
pub use self::cublasSaxpy_v2 as cublasSaxpy;
#[doc = "C's `cublasSaxpy_64`: the headers `#define` it as [`cublasSaxpy_v2_64`]."]
pub use self::cublasSaxpy_v2_64 as cublasSaxpy_64;
#[doc = "C's `cublasScasum`: the headers `#define` it as [`cublasScasum_v2`]."]
pub use self::cublasScasum_v2 as cublasScasum;
#[doc = "C's `cublasScasum_64`: the headers `#define` it as [`cublasScasum_v2_64`]."]
pub use self::cublasScasum_v2_64 as cublasScasum_64;
#[doc = "C's `cublasScnrm2`: the headers `#define` it as [`cublasScnrm2_v2`]."]
pub use self::cublasScnrm2_v2 as cublasScnrm2;
#[doc = "C's `cublasScnrm2_64`: the headers `#define` it as [`cublasScnrm2_v2_64`]."]
pub use self::cublasScnrm2_v2_64 as cublasScnrm2_64;
#[doc = "C's `cublasScopy`: the headers `#define` it as [`cublasScopy_v2`]."]
pub use self::cublasScopy_v2 as cublasScopy;
#[doc = "C's `cublasScopy_64`: the headers `#define` it as [`cublasScopy_v2_64`]."]
pub use self::cublasScopy_v2_64 as cublasScopy_64;
#[doc = "C's `cublasSdot`: the headers `#define` it as [`cublasSdot_v2`]."]
pub use self::cublasSdot_v2 as cublasSdot;
#[doc = "C's `cublasSdot_64`: the headers `#define` it as [`cublasSdot_v2_64`]."]
pub use self::cublasSdot_v2_64 as cublasSdot_64;
#[doc = "C's `cublasSetPointerMode`: the headers `#define` it as [`cublasSetPointerMode_v2`]."]
pub use self::cublasSetPointerMode_v2 as cublasSetPointerMode;
#[doc = "C's `cublasSetStream`: the headers `#define` it as [`cublasSetStream_v2`]."]
pub use self::cublasSetStream_v2 as cublasSetStream;
#[doc = "C's `cublasSetWorkspace`: the headers `#define` it as [`cublasSetWorkspace_v2`]."]
pub use self::cublasSetWorkspace_v2 as cublasSetWorkspace;
#[doc = "C's `cublasSgbmv`: the headers `#define` it as [`cublasSgbmv_v2`]."]
pub use self::cublasSgbmv_v2 as cublasSgbmv;
#[doc = "C's `cublasSgbmv_64`: the headers `#define` it as [`cublasSgbmv_v2_64`]."]
pub use self::cublasSgbmv_v2_64 as cublasSgbmv_64;
#[doc = "C's `cublasSgemm`: the headers `#define` it as [`cublasSgemm_v2`]."]
pub use self::cublasSgemm_v2 as cublasSgemm;
#[doc = "C's `cublasSgemm_64`: the headers `#define` it as [`cublasSgemm_v2_64`]."]
pub use self::cublasSgemm_v2_64 as cublasSgemm_64;
#[doc = "C's `cublasSgemv`: the headers `#define` it as [`cublasSgemv_v2`]."]
pub use self::cublasSgemv_v2 as cublasSgemv;
#[doc = "C's `cublasSgemv_64`: the headers `#define` it as [`cublasSgemv_v2_64`]."]
pub use self::cublasSgemv_v2_64 as cublasSgemv_64;
#[doc = "C's `cublasSger`: the headers `#define` it as [`cublasSger_v2`]."]
pub use self::cublasSger_v2 as cublasSger;
#[doc = "C's `cublasSger_64`: the headers `#define` it as [`cublasSger_v2_64`]."]
pub use self::cublasSger_v2_64 as cublasSger_64;
#[doc = "C's `cublasSnrm2`: the headers `#define` it as [`cublasSnrm2_v2`]."]
pub use self::cublasSnrm2_v2 as cublasSnrm2;
#[doc = "C's `cublasSnrm2_64`: the headers `#define` it as [`cublasSnrm2_v2_64`]."]
pub use self::cublasSnrm2_v2_64 as cublasSnrm2_64;
#[doc = "C's `cublasSrot`: the headers `#define` it as [`cublasSrot_v2`]."]
pub use self::cublasSrot_v2 as cublasSrot;
#[doc = "C's `cublasSrot_64`: the headers `#define` it as [`cublasSrot_v2_64`]."]
pub use self::cublasSrot_v2_64 as cublasSrot_64;
#[doc = "C's `cublasSrotg`: the headers `#define` it as [`cublasSrotg_v2`]."]
pub use self::cublasSrotg_v2 as cublasSrotg;
#[doc = "C's `cublasSrotm`: the headers `#define` it as [`cublasSrotm_v2`]."]
pub use self::cublasSrotm_v2 as cublasSrotm;
#[doc = "C's `cublasSrotm_64`: the headers `#define` it as [`cublasSrotm_v2_64`]."]
pub use self::cublasSrotm_v2_64 as cublasSrotm_64;
#[doc = "C's `cublasSrotmg`: the headers `#define` it as [`cublasSrotmg_v2`]."]
pub use self::cublasSrotmg_v2 as cublasSrotmg;
#[doc = "C's `cublasSsbmv`: the headers `#define` it as [`cublasSsbmv_v2`]."]
pub use self::cublasSsbmv_v2 as cublasSsbmv;
#[doc = "C's `cublasSsbmv_64`: the headers `#define` it as [`cublasSsbmv_v2_64`]."]
pub use self::cublasSsbmv_v2_64 as cublasSsbmv_64;
#[doc = "C's `cublasSscal`: the headers `#define` it as [`cublasSscal_v2`]."]
pub use self::cublasSscal_v2 as cublasSscal;
#[doc = "C's `cublasSscal_64`: the headers `#define` it as [`cublasSscal_v2_64`]."]
pub use self::cublasSscal_v2_64 as cublasSscal_64;
#[doc = "C's `cublasSspmv`: the headers `#define` it as [`cublasSspmv_v2`]."]
pub use self::cublasSspmv_v2 as cublasSspmv;
#[doc = "C's `cublasSspmv_64`: the headers `#define` it as [`cublasSspmv_v2_64`]."]
pub use self::cublasSspmv_v2_64 as cublasSspmv_64;
#[doc = "C's `cublasSspr`: the headers `#define` it as [`cublasSspr_v2`]."]
pub use self::cublasSspr_v2 as cublasSspr;
#[doc = "C's `cublasSspr2`: the headers `#define` it as [`cublasSspr2_v2`]."]
pub use self::cublasSspr2_v2 as cublasSspr2;
#[doc = "C's `cublasSspr2_64`: the headers `#define` it as [`cublasSspr2_v2_64`]."]
pub use self::cublasSspr2_v2_64 as cublasSspr2_64;
#[doc = "C's `cublasSspr_64`: the headers `#define` it as [`cublasSspr_v2_64`]."]
pub use self::cublasSspr_v2_64 as cublasSspr_64;
#[doc = "C's `cublasSswap`: the headers `#define` it as [`cublasSswap_v2`]."]
pub use self::cublasSswap_v2 as cublasSswap;
#[doc = "C's `cublasSswap_64`: the headers `#define` it as [`cublasSswap_v2_64`]."]
pub use self::cublasSswap_v2_64 as cublasSswap_64;
#[doc = "C's `cublasSsymm`: the headers `#define` it as [`cublasSsymm_v2`]."]
pub use self::cublasSsymm_v2 as cublasSsymm;
#[doc = "C's `cublasSsymm_64`: the headers `#define` it as [`cublasSsymm_v2_64`]."]
pub use self::cublasSsymm_v2_64 as cublasSsymm_64;
#[doc = "C's `cublasSsymv`: the headers `#define` it as [`cublasSsymv_v2`]."]
pub use self::cublasSsymv_v2 as cublasSsymv;
#[doc = "C's `cublasSsymv_64`: the headers `#define` it as [`cublasSsymv_v2_64`]."]
pub use self::cublasSsymv_v2_64 as cublasSsymv_64;
#[doc = "C's `cublasSsyr`: the headers `#define` it as [`cublasSsyr_v2`]."]
pub use self::cublasSsyr_v2 as cublasSsyr;
#[doc = "C's `cublasSsyr2`: the headers `#define` it as [`cublasSsyr2_v2`]."]
pub use self::cublasSsyr2_v2 as cublasSsyr2;
#[doc = "C's `cublasSsyr2_64`: the headers `#define` it as [`cublasSsyr2_v2_64`]."]
pub use self::cublasSsyr2_v2_64 as cublasSsyr2_64;
#[doc = "C's `cublasSsyr2k`: the headers `#define` it as [`cublasSsyr2k_v2`]."]
pub use self::cublasSsyr2k_v2 as cublasSsyr2k;
#[doc = "C's `cublasSsyr2k_64`: the headers `#define` it as [`cublasSsyr2k_v2_64`]."]
pub use self::cublasSsyr2k_v2_64 as cublasSsyr2k_64;
#[doc = "C's `cublasSsyr_64`: the headers `#define` it as [`cublasSsyr_v2_64`]."]
pub use self::cublasSsyr_v2_64 as cublasSsyr_64;
#[doc = "C's `cublasSsyrk`: the headers `#define` it as [`cublasSsyrk_v2`]."]
pub use self::cublasSsyrk_v2 as cublasSsyrk;
#[doc = "C's `cublasSsyrk_64`: the headers `#define` it as [`cublasSsyrk_v2_64`]."]
pub use self::cublasSsyrk_v2_64 as cublasSsyrk_64;
#[doc = "C's `cublasStbmv`: the headers `#define` it as [`cublasStbmv_v2`]."]
pub use self::cublasStbmv_v2 as cublasStbmv;
#[doc = "C's `cublasStbmv_64`: the headers `#define` it as [`cublasStbmv_v2_64`]."]
pub use self::cublasStbmv_v2_64 as cublasStbmv_64;
#[doc = "C's `cublasStbsv`: the headers `#define` it as [`cublasStbsv_v2`]."]
pub use self::cublasStbsv_v2 as cublasStbsv;
#[doc = "C's `cublasStbsv_64`: the headers `#define` it as [`cublasStbsv_v2_64`]."]
pub use self::cublasStbsv_v2_64 as cublasStbsv_64;
#[doc = "C's `cublasStpmv`: the headers `#define` it as [`cublasStpmv_v2`]."]
pub use self::cublasStpmv_v2 as cublasStpmv;
#[doc = "C's `cublasStpmv_64`: the headers `#define` it as [`cublasStpmv_v2_64`]."]
pub use self::cublasStpmv_v2_64 as cublasStpmv_64;
#[doc = "C's `cublasStpsv`: the headers `#define` it as [`cublasStpsv_v2`]."]
pub use self::cublasStpsv_v2 as cublasStpsv;
#[doc = "C's `cublasStpsv_64`: the headers `#define` it as [`cublasStpsv_v2_64`]."]
pub use self::cublasStpsv_v2_64 as cublasStpsv_64;
#[doc = "C's `cublasStrmm`: the headers `#define` it as [`cublasStrmm_v2`]."]
pub use self::cublasStrmm_v2 as cublasStrmm;
#[doc = "C's `cublasStrmm_64`: the headers `#define` it as [`cublasStrmm_v2_64`]."]
pub use self::cublasStrmm_v2_64 as cublasStrmm_64;
#[doc = "C's `cublasStrmv`: the headers `#define` it as [`cublasStrmv_v2`]."]
pub use self::cublasStrmv_v2 as cublasStrmv;
#[doc = "C's `cublasStrmv_64`: the headers `#define` it as [`cublasStrmv_v2_64`]."]
pub use self::cublasStrmv_v2_64 as cublasStrmv_64;
#[doc = "C's `cublasStrsm`: the headers `#define` it as [`cublasStrsm_v2`]."]
pub use self::cublasStrsm_v2 as cublasStrsm;
#[doc = "C's `cublasStrsm_64`: the headers `#define` it as [`cublasStrsm_v2_64`]."]
pub use self::cublasStrsm_v2_64 as cublasStrsm_64;
#[doc = "C's `cublasStrsv`: the headers `#define` it as [`cublasStrsv_v2`]."]
pub use self::cublasStrsv_v2 as cublasStrsv;
#[doc = "C's `cublasStrsv_64`: the headers `#define` it as [`cublasStrsv_v2_64`]."]
pub use self::cublasStrsv_v2_64 as cublasStrsv_64;
#[doc = "C's `cublasZaxpy`: the headers `#define` it as [`cublasZaxpy_v2`]."]
pub use self::cublasZaxpy_v2 as cublasZaxpy;
#[doc = "C's `cublasZaxpy_64`: the headers `#define` it as [`cublasZaxpy_v2_64`]."]
pub use self::cublasZaxpy_v2_64 as cublasZaxpy_64;
#[doc = "C's `cublasZcopy`: the headers `#define` it as [`cublasZcopy_v2`]."]
pub use self::cublasZcopy_v2 as cublasZcopy;
#[doc = "C's `cublasZcopy_64`: the headers `#define` it as [`cublasZcopy_v2_64`]."]
pub use self::cublasZcopy_v2_64 as cublasZcopy_64;
#[doc = "C's `cublasZdotc`: the headers `#define` it as [`cublasZdotc_v2`]."]
pub use self::cublasZdotc_v2 as cublasZdotc;
#[doc = "C's `cublasZdotc_64`: the headers `#define` it as [`cublasZdotc_v2_64`]."]
pub use self::cublasZdotc_v2_64 as cublasZdotc_64;
#[doc = "C's `cublasZdotu`: the headers `#define` it as [`cublasZdotu_v2`]."]
pub use self::cublasZdotu_v2 as cublasZdotu;
#[doc = "C's `cublasZdotu_64`: the headers `#define` it as [`cublasZdotu_v2_64`]."]
pub use self::cublasZdotu_v2_64 as cublasZdotu_64;
#[doc = "C's `cublasZdrot`: the headers `#define` it as [`cublasZdrot_v2`]."]
pub use self::cublasZdrot_v2 as cublasZdrot;
#[doc = "C's `cublasZdrot_64`: the headers `#define` it as [`cublasZdrot_v2_64`]."]
pub use self::cublasZdrot_v2_64 as cublasZdrot_64;
#[doc = "C's `cublasZdscal`: the headers `#define` it as [`cublasZdscal_v2`]."]
pub use self::cublasZdscal_v2 as cublasZdscal;
#[doc = "C's `cublasZdscal_64`: the headers `#define` it as [`cublasZdscal_v2_64`]."]
pub use self::cublasZdscal_v2_64 as cublasZdscal_64;
#[doc = "C's `cublasZgbmv`: the headers `#define` it as [`cublasZgbmv_v2`]."]
pub use self::cublasZgbmv_v2 as cublasZgbmv;
#[doc = "C's `cublasZgbmv_64`: the headers `#define` it as [`cublasZgbmv_v2_64`]."]
pub use self::cublasZgbmv_v2_64 as cublasZgbmv_64;
#[doc = "C's `cublasZgemm`: the headers `#define` it as [`cublasZgemm_v2`]."]
pub use self::cublasZgemm_v2 as cublasZgemm;
#[doc = "C's `cublasZgemm_64`: the headers `#define` it as [`cublasZgemm_v2_64`]."]
pub use self::cublasZgemm_v2_64 as cublasZgemm_64;
#[doc = "C's `cublasZgemv`: the headers `#define` it as [`cublasZgemv_v2`]."]
pub use self::cublasZgemv_v2 as cublasZgemv;
#[doc = "C's `cublasZgemv_64`: the headers `#define` it as [`cublasZgemv_v2_64`]."]
pub use self::cublasZgemv_v2_64 as cublasZgemv_64;
#[doc = "C's `cublasZgerc`: the headers `#define` it as [`cublasZgerc_v2`]."]
pub use self::cublasZgerc_v2 as cublasZgerc;
#[doc = "C's `cublasZgerc_64`: the headers `#define` it as [`cublasZgerc_v2_64`]."]
pub use self::cublasZgerc_v2_64 as cublasZgerc_64;
#[doc = "C's `cublasZgeru`: the headers `#define` it as [`cublasZgeru_v2`]."]
pub use self::cublasZgeru_v2 as cublasZgeru;
#[doc = "C's `cublasZgeru_64`: the headers `#define` it as [`cublasZgeru_v2_64`]."]
pub use self::cublasZgeru_v2_64 as cublasZgeru_64;
#[doc = "C's `cublasZhbmv`: the headers `#define` it as [`cublasZhbmv_v2`]."]
pub use self::cublasZhbmv_v2 as cublasZhbmv;
#[doc = "C's `cublasZhbmv_64`: the headers `#define` it as [`cublasZhbmv_v2_64`]."]
pub use self::cublasZhbmv_v2_64 as cublasZhbmv_64;
#[doc = "C's `cublasZhemm`: the headers `#define` it as [`cublasZhemm_v2`]."]
pub use self::cublasZhemm_v2 as cublasZhemm;
#[doc = "C's `cublasZhemm_64`: the headers `#define` it as [`cublasZhemm_v2_64`]."]
pub use self::cublasZhemm_v2_64 as cublasZhemm_64;
#[doc = "C's `cublasZhemv`: the headers `#define` it as [`cublasZhemv_v2`]."]
pub use self::cublasZhemv_v2 as cublasZhemv;
#[doc = "C's `cublasZhemv_64`: the headers `#define` it as [`cublasZhemv_v2_64`]."]
pub use self::cublasZhemv_v2_64 as cublasZhemv_64;
#[doc = "C's `cublasZher`: the headers `#define` it as [`cublasZher_v2`]."]
pub use self::cublasZher_v2 as cublasZher;
#[doc = "C's `cublasZher2`: the headers `#define` it as [`cublasZher2_v2`]."]
pub use self::cublasZher2_v2 as cublasZher2;
#[doc = "C's `cublasZher2_64`: the headers `#define` it as [`cublasZher2_v2_64`]."]
pub use self::cublasZher2_v2_64 as cublasZher2_64;
#[doc = "C's `cublasZher2k`: the headers `#define` it as [`cublasZher2k_v2`]."]
pub use self::cublasZher2k_v2 as cublasZher2k;
#[doc = "C's `cublasZher2k_64`: the headers `#define` it as [`cublasZher2k_v2_64`]."]
pub use self::cublasZher2k_v2_64 as cublasZher2k_64;
#[doc = "C's `cublasZher_64`: the headers `#define` it as [`cublasZher_v2_64`]."]
pub use self::cublasZher_v2_64 as cublasZher_64;
#[doc = "C's `cublasZherk`: the headers `#define` it as [`cublasZherk_v2`]."]
pub use self::cublasZherk_v2 as cublasZherk;
#[doc = "C's `cublasZherk_64`: the headers `#define` it as [`cublasZherk_v2_64`]."]
pub use self::cublasZherk_v2_64 as cublasZherk_64;
#[doc = "C's `cublasZhpmv`: the headers `#define` it as [`cublasZhpmv_v2`]."]
pub use self::cublasZhpmv_v2 as cublasZhpmv;
#[doc = "C's `cublasZhpmv_64`: the headers `#define` it as [`cublasZhpmv_v2_64`]."]
pub use self::cublasZhpmv_v2_64 as cublasZhpmv_64;
#[doc = "C's `cublasZhpr`: the headers `#define` it as [`cublasZhpr_v2`]."]
pub use self::cublasZhpr_v2 as cublasZhpr;
#[doc = "C's `cublasZhpr2`: the headers `#define` it as [`cublasZhpr2_v2`]."]
pub use self::cublasZhpr2_v2 as cublasZhpr2;
#[doc = "C's `cublasZhpr2_64`: the headers `#define` it as [`cublasZhpr2_v2_64`]."]
pub use self::cublasZhpr2_v2_64 as cublasZhpr2_64;
#[doc = "C's `cublasZhpr_64`: the headers `#define` it as [`cublasZhpr_v2_64`]."]
pub use self::cublasZhpr_v2_64 as cublasZhpr_64;
#[doc = "C's `cublasZrot`: the headers `#define` it as [`cublasZrot_v2`]."]
pub use self::cublasZrot_v2 as cublasZrot;
#[doc = "C's `cublasZrot_64`: the headers `#define` it as [`cublasZrot_v2_64`]."]
pub use self::cublasZrot_v2_64 as cublasZrot_64;
#[doc = "C's `cublasZrotg`: the headers `#define` it as [`cublasZrotg_v2`]."]
pub use self::cublasZrotg_v2 as cublasZrotg;
#[doc = "C's `cublasZscal`: the headers `#define` it as [`cublasZscal_v2`]."]
pub use self::cublasZscal_v2 as cublasZscal;
#[doc = "C's `cublasZscal_64`: the headers `#define` it as [`cublasZscal_v2_64`]."]
pub use self::cublasZscal_v2_64 as cublasZscal_64;
#[doc = "C's `cublasZswap`: the headers `#define` it as [`cublasZswap_v2`]."]
pub use self::cublasZswap_v2 as cublasZswap;
#[doc = "C's `cublasZswap_64`: the headers `#define` it as [`cublasZswap_v2_64`]."]
pub use self::cublasZswap_v2_64 as cublasZswap_64;
#[doc = "C's `cublasZsymm`: the headers `#define` it as [`cublasZsymm_v2`]."]
pub use self::cublasZsymm_v2 as cublasZsymm;
#[doc = "C's `cublasZsymm_64`: the headers `#define` it as [`cublasZsymm_v2_64`]."]
pub use self::cublasZsymm_v2_64 as cublasZsymm_64;
#[doc = "C's `cublasZsymv`: the headers `#define` it as [`cublasZsymv_v2`]."]
pub use self::cublasZsymv_v2 as cublasZsymv;
#[doc = "C's `cublasZsymv_64`: the headers `#define` it as [`cublasZsymv_v2_64`]."]
pub use self::cublasZsymv_v2_64 as cublasZsymv_64;
#[doc = "C's `cublasZsyr`: the headers `#define` it as [`cublasZsyr_v2`]."]
pub use self::cublasZsyr_v2 as cublasZsyr;
#[doc = "C's `cublasZsyr2`: the headers `#define` it as [`cublasZsyr2_v2`]."]
pub use self::cublasZsyr2_v2 as cublasZsyr2;
#[doc = "C's `cublasZsyr2_64`: the headers `#define` it as [`cublasZsyr2_v2_64`]."]
pub use self::cublasZsyr2_v2_64 as cublasZsyr2_64;
#[doc = "C's `cublasZsyr2k`: the headers `#define` it as [`cublasZsyr2k_v2`]."]
pub use self::cublasZsyr2k_v2 as cublasZsyr2k;
#[doc = "C's `cublasZsyr2k_64`: the headers `#define` it as [`cublasZsyr2k_v2_64`]."]
pub use self::cublasZsyr2k_v2_64 as cublasZsyr2k_64;
#[doc = "C's `cublasZsyr_64`: the headers `#define` it as [`cublasZsyr_v2_64`]."]
pub use self::cublasZsyr_v2_64 as cublasZsyr_64;
#[doc = "C's `cublasZsyrk`: the headers `#define` it as [`cublasZsyrk_v2`]."]
pub use self::cublasZsyrk_v2 as cublasZsyrk;
#[doc = "C's `cublasZsyrk_64`: the headers `#define` it as [`cublasZsyrk_v2_64`]."]
pub use self::cublasZsyrk_v2_64 as cublasZsyrk_64;
#[doc = "C's `cublasZtbmv`: the headers `#define` it as [`cublasZtbmv_v2`]."]
pub use self::cublasZtbmv_v2 as cublasZtbmv;
#[doc = "C's `cublasZtbmv_64`: the headers `#define` it as [`cublasZtbmv_v2_64`]."]
pub use self::cublasZtbmv_v2_64 as cublasZtbmv_64;
#[doc = "C's `cublasZtbsv`: the headers `#define` it as [`cublasZtbsv_v2`]."]
pub use self::cublasZtbsv_v2 as cublasZtbsv;
#[doc = "C's `cublasZtbsv_64`: the headers `#define` it as [`cublasZtbsv_v2_64`]."]
pub use self::cublasZtbsv_v2_64 as cublasZtbsv_64;
#[doc = "C's `cublasZtpmv`: the headers `#define` it as [`cublasZtpmv_v2`]."]
pub use self::cublasZtpmv_v2 as cublasZtpmv;
#[doc = "C's `cublasZtpmv_64`: the headers `#define` it as [`cublasZtpmv_v2_64`]."]
pub use self::cublasZtpmv_v2_64 as cublasZtpmv_64;
#[doc = "C's `cublasZtpsv`: the headers `#define` it as [`cublasZtpsv_v2`]."]
pub use self::cublasZtpsv_v2 as cublasZtpsv;
#[doc = "C's `cublasZtpsv_64`: the headers `#define` it as [`cublasZtpsv_v2_64`]."]
pub use self::cublasZtpsv_v2_64 as cublasZtpsv_64;
#[doc = "C's `cublasZtrmm`: the headers `#define` it as [`cublasZtrmm_v2`]."]
pub use self::cublasZtrmm_v2 as cublasZtrmm;
#[doc = "C's `cublasZtrmm_64`: the headers `#define` it as [`cublasZtrmm_v2_64`]."]
pub use self::cublasZtrmm_v2_64 as cublasZtrmm_64;
#[doc = "C's `cublasZtrmv`: the headers `#define` it as [`cublasZtrmv_v2`]."]
pub use self::cublasZtrmv_v2 as cublasZtrmv;
#[doc = "C's `cublasZtrmv_64`: the headers `#define` it as [`cublasZtrmv_v2_64`]."]
pub use self::cublasZtrmv_v2_64 as cublasZtrmv_64;
#[doc = "C's `cublasZtrsm`: the headers `#define` it as [`cublasZtrsm_v2`]."]
pub use self::cublasZtrsm_v2 as cublasZtrsm;
#[doc = "C's `cublasZtrsm_64`: the headers `#define` it as [`cublasZtrsm_v2_64`]."]
pub use self::cublasZtrsm_v2_64 as cublasZtrsm_64;
#[doc = "C's `cublasZtrsv`: the headers `#define` it as [`cublasZtrsv_v2`]."]
pub use self::cublasZtrsv_v2 as cublasZtrsv;
#[doc = "C's `cublasZtrsv_64`: the headers `#define` it as [`cublasZtrsv_v2_64`]."]
pub use self::cublasZtrsv_v2_64 as cublasZtrsv_64;
#[doc = "C's `cudaGetDeviceProperties`: the headers `#define` it as [`cudaGetDeviceProperties_v2`]."]
pub use self::cudaGetDeviceProperties_v2 as cudaGetDeviceProperties;
#[doc = "C's `cudaKernelNodeAttrID`: the headers `#define` it as [`cudaLaunchAttributeID`]."]
pub use self::cudaLaunchAttributeID as cudaKernelNodeAttrID;
#[doc = "C's `cudaKernelNodeAttrValue`: the headers `#define` it as [`cudaLaunchAttributeValue`]."]
pub use self::cudaLaunchAttributeValue as cudaKernelNodeAttrValue;
#[doc = "C's `cudaKernelNodeAttributeAccessPolicyWindow`: the headers `#define` it as [`cudaLaunchAttributeAccessPolicyWindow`]."]
pub use self::cudaLaunchAttributeAccessPolicyWindow as cudaKernelNodeAttributeAccessPolicyWindow;
#[doc = "C's `cudaKernelNodeAttributeClusterDimension`: the headers `#define` it as [`cudaLaunchAttributeClusterDimension`]."]
pub use self::cudaLaunchAttributeClusterDimension as cudaKernelNodeAttributeClusterDimension;
#[doc = "C's `cudaKernelNodeAttributeClusterSchedulingPolicyPreference`: the headers `#define` it as [`cudaLaunchAttributeClusterSchedulingPolicyPreference`]."]
pub use self::cudaLaunchAttributeClusterSchedulingPolicyPreference as cudaKernelNodeAttributeClusterSchedulingPolicyPreference;
#[doc = "C's `cudaKernelNodeAttributeCooperative`: the headers `#define` it as [`cudaLaunchAttributeCooperative`]."]
pub use self::cudaLaunchAttributeCooperative as cudaKernelNodeAttributeCooperative;
#[doc = "C's `cudaKernelNodeAttributeDeviceUpdatableKernelNode`: the headers `#define` it as [`cudaLaunchAttributeDeviceUpdatableKernelNode`]."]
pub use self::cudaLaunchAttributeDeviceUpdatableKernelNode as cudaKernelNodeAttributeDeviceUpdatableKernelNode;
#[doc = "C's `cudaKernelNodeAttributeMemSyncDomain`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomain`]."]
pub use self::cudaLaunchAttributeMemSyncDomain as cudaKernelNodeAttributeMemSyncDomain;
#[doc = "C's `cudaKernelNodeAttributeMemSyncDomainMap`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomainMap`]."]
pub use self::cudaLaunchAttributeMemSyncDomainMap as cudaKernelNodeAttributeMemSyncDomainMap;
#[doc = "C's `cudaKernelNodeAttributePreferredSharedMemoryCarveout`: the headers `#define` it as [`cudaLaunchAttributePreferredSharedMemoryCarveout`]."]
pub use self::cudaLaunchAttributePreferredSharedMemoryCarveout as cudaKernelNodeAttributePreferredSharedMemoryCarveout;
#[doc = "C's `cudaKernelNodeAttributePriority`: the headers `#define` it as [`cudaLaunchAttributePriority`]."]
pub use self::cudaLaunchAttributePriority as cudaKernelNodeAttributePriority;
#[doc = "C's `cudaSignalExternalSemaphoresAsync`: the headers `#define` it as [`cudaSignalExternalSemaphoresAsync_v2`]."]
pub use self::cudaSignalExternalSemaphoresAsync_v2 as cudaSignalExternalSemaphoresAsync;
#[doc = "C's `cudaStreamAttrID`: the headers `#define` it as [`cudaLaunchAttributeID`]."]
pub use self::cudaLaunchAttributeID as cudaStreamAttrID;
#[doc = "C's `cudaStreamAttrValue`: the headers `#define` it as [`cudaLaunchAttributeValue`]."]
pub use self::cudaLaunchAttributeValue as cudaStreamAttrValue;
#[doc = "C's `cudaStreamAttributeAccessPolicyWindow`: the headers `#define` it as [`cudaLaunchAttributeAccessPolicyWindow`]."]
pub use self::cudaLaunchAttributeAccessPolicyWindow as cudaStreamAttributeAccessPolicyWindow;
#[doc = "C's `cudaStreamAttributeMemSyncDomain`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomain`]."]
pub use self::cudaLaunchAttributeMemSyncDomain as cudaStreamAttributeMemSyncDomain;
#[doc = "C's `cudaStreamAttributeMemSyncDomainMap`: the headers `#define` it as [`cudaLaunchAttributeMemSyncDomainMap`]."]
pub use self::cudaLaunchAttributeMemSyncDomainMap as cudaStreamAttributeMemSyncDomainMap;
#[doc = "C's `cudaStreamAttributePriority`: the headers `#define` it as [`cudaLaunchAttributePriority`]."]
pub use self::cudaLaunchAttributePriority as cudaStreamAttributePriority;
#[doc = "C's `cudaStreamAttributeSynchronizationPolicy`: the headers `#define` it as [`cudaLaunchAttributeSynchronizationPolicy`]."]
pub use self::cudaLaunchAttributeSynchronizationPolicy as cudaStreamAttributeSynchronizationPolicy;
#[doc = "C's `cudaStreamGetCaptureInfo`: the headers `#define` it as [`cudaStreamGetCaptureInfo_v2`]."]
pub use self::cudaStreamGetCaptureInfo_v2 as cudaStreamGetCaptureInfo;
#[doc = "C's `cudaWaitExternalSemaphoresAsync`: the headers `#define` it as [`cudaWaitExternalSemaphoresAsync_v2`]."]
pub use self::cudaWaitExternalSemaphoresAsync_v2 as cudaWaitExternalSemaphoresAsync;
#[doc = "C's `nvmlBlacklistDeviceInfo_t`: the headers `#define` it as [`nvmlExcludedDeviceInfo_t`]."]
pub use self::nvmlExcludedDeviceInfo_t as nvmlBlacklistDeviceInfo_t;
#[doc = "C's `nvmlComputeInstanceGetInfo`: the headers `#define` it as [`nvmlComputeInstanceGetInfo_v2`]."]
pub use self::nvmlComputeInstanceGetInfo_v2 as nvmlComputeInstanceGetInfo;
#[doc = "C's `nvmlDeviceGetAttributes`: the headers `#define` it as [`nvmlDeviceGetAttributes_v2`]."]
pub use self::nvmlDeviceGetAttributes_v2 as nvmlDeviceGetAttributes;
#[doc = "C's `nvmlDeviceGetComputeRunningProcesses`: the headers `#define` it as [`nvmlDeviceGetComputeRunningProcesses_v3`]."]
pub use self::nvmlDeviceGetComputeRunningProcesses_v3 as nvmlDeviceGetComputeRunningProcesses;
#[doc = "C's `nvmlDeviceGetCount`: the headers `#define` it as [`nvmlDeviceGetCount_v2`]."]
pub use self::nvmlDeviceGetCount_v2 as nvmlDeviceGetCount;
#[doc = "C's `nvmlDeviceGetDriverModel`: the headers `#define` it as [`nvmlDeviceGetDriverModel_v2`]."]
pub use self::nvmlDeviceGetDriverModel_v2 as nvmlDeviceGetDriverModel;
#[doc = "C's `nvmlDeviceGetGpuInstancePossiblePlacements`: the headers `#define` it as [`nvmlDeviceGetGpuInstancePossiblePlacements_v2`]."]
pub use self::nvmlDeviceGetGpuInstancePossiblePlacements_v2 as nvmlDeviceGetGpuInstancePossiblePlacements;
#[doc = "C's `nvmlDeviceGetGraphicsRunningProcesses`: the headers `#define` it as [`nvmlDeviceGetGraphicsRunningProcesses_v3`]."]
pub use self::nvmlDeviceGetGraphicsRunningProcesses_v3 as nvmlDeviceGetGraphicsRunningProcesses;
#[doc = "C's `nvmlDeviceGetGridLicensableFeatures`: the headers `#define` it as [`nvmlDeviceGetGridLicensableFeatures_v4`]."]
pub use self::nvmlDeviceGetGridLicensableFeatures_v4 as nvmlDeviceGetGridLicensableFeatures;
#[doc = "C's `nvmlDeviceGetHandleByIndex`: the headers `#define` it as [`nvmlDeviceGetHandleByIndex_v2`]."]
pub use self::nvmlDeviceGetHandleByIndex_v2 as nvmlDeviceGetHandleByIndex;
#[doc = "C's `nvmlDeviceGetHandleByPciBusId`: the headers `#define` it as [`nvmlDeviceGetHandleByPciBusId_v2`]."]
pub use self::nvmlDeviceGetHandleByPciBusId_v2 as nvmlDeviceGetHandleByPciBusId;
#[doc = "C's `nvmlDeviceGetMPSComputeRunningProcesses`: the headers `#define` it as [`nvmlDeviceGetMPSComputeRunningProcesses_v3`]."]
pub use self::nvmlDeviceGetMPSComputeRunningProcesses_v3 as nvmlDeviceGetMPSComputeRunningProcesses;
#[doc = "C's `nvmlDeviceGetNvLinkRemotePciInfo`: the headers `#define` it as [`nvmlDeviceGetNvLinkRemotePciInfo_v2`]."]
pub use self::nvmlDeviceGetNvLinkRemotePciInfo_v2 as nvmlDeviceGetNvLinkRemotePciInfo;
#[doc = "C's `nvmlDeviceGetPciInfo`: the headers `#define` it as [`nvmlDeviceGetPciInfo_v3`]."]
pub use self::nvmlDeviceGetPciInfo_v3 as nvmlDeviceGetPciInfo;
#[doc = "C's `nvmlDeviceRemoveGpu`: the headers `#define` it as [`nvmlDeviceRemoveGpu_v2`]."]
pub use self::nvmlDeviceRemoveGpu_v2 as nvmlDeviceRemoveGpu;
#[doc = "C's `nvmlEccBitType_t`: the headers `#define` it as [`nvmlMemoryErrorType_t`]."]
pub use self::nvmlMemoryErrorType_t as nvmlEccBitType_t;
#[doc = "C's `nvmlEventSetWait`: the headers `#define` it as [`nvmlEventSetWait_v2`]."]
pub use self::nvmlEventSetWait_v2 as nvmlEventSetWait;
#[doc = "C's `nvmlGetBlacklistDeviceCount`: the headers `#define` it as [`nvmlGetExcludedDeviceCount`]."]
pub use self::nvmlGetExcludedDeviceCount as nvmlGetBlacklistDeviceCount;
#[doc = "C's `nvmlGetBlacklistDeviceInfoByIndex`: the headers `#define` it as [`nvmlGetExcludedDeviceInfoByIndex`]."]
pub use self::nvmlGetExcludedDeviceInfoByIndex as nvmlGetBlacklistDeviceInfoByIndex;
#[doc = "C's `nvmlInit`: the headers `#define` it as [`nvmlInit_v2`]."]
pub use self::nvmlInit_v2 as nvmlInit;
#[doc = "C's `nvmlVgpuInstanceGetLicenseInfo`: the headers `#define` it as [`nvmlVgpuInstanceGetLicenseInfo_v2`]."]
pub use self::nvmlVgpuInstanceGetLicenseInfo_v2 as nvmlVgpuInstanceGetLicenseInfo;
#[doc = "C's `nvtxDomainCreate`: the headers `#define` it as [`nvtxDomainCreateA`]."]
pub use self::nvtxDomainCreateA as nvtxDomainCreate;
#[doc = "C's `nvtxDomainNameCategory`: the headers `#define` it as [`nvtxDomainNameCategoryA`]."]
pub use self::nvtxDomainNameCategoryA as nvtxDomainNameCategory;
#[doc = "C's `nvtxDomainRegisterString`: the headers `#define` it as [`nvtxDomainRegisterStringA`]."]
pub use self::nvtxDomainRegisterStringA as nvtxDomainRegisterString;
#[doc = "C's `nvtxMark`: the headers `#define` it as [`nvtxMarkA`]."]
pub use self::nvtxMarkA as nvtxMark;
#[doc = "C's `nvtxNameCategory`: the headers `#define` it as [`nvtxNameCategoryA`]."]
pub use self::nvtxNameCategoryA as nvtxNameCategory;
#[doc = "C's `nvtxNameCuContext`: the headers `#define` it as [`nvtxNameCuContextA`]."]
pub use self::nvtxNameCuContextA as nvtxNameCuContext;
#[doc = "C's `nvtxNameCuDevice`: the headers `#define` it as [`nvtxNameCuDeviceA`]."]
pub use self::nvtxNameCuDeviceA as nvtxNameCuDevice;
#[doc = "C's `nvtxNameCuEvent`: the headers `#define` it as [`nvtxNameCuEventA`]."]
pub use self::nvtxNameCuEventA as nvtxNameCuEvent;
#[doc = "C's `nvtxNameCuStream`: the headers `#define` it as [`nvtxNameCuStreamA`]."]
pub use self::nvtxNameCuStreamA as nvtxNameCuStream;
#[doc = "C's `nvtxNameOsThread`: the headers `#define` it as [`nvtxNameOsThreadA`]."]
pub use self::nvtxNameOsThreadA as nvtxNameOsThread;
#[doc = "C's `nvtxRangePush`: the headers `#define` it as [`nvtxRangePushA`]."]
pub use self::nvtxRangePushA as nvtxRangePush;
#[doc = "C's `nvtxRangeStart`: the headers `#define` it as [`nvtxRangeStartA`]."]
pub use self::nvtxRangeStartA as nvtxRangeStart;
#[doc = "C's `cufftXtSetJITCallback`: the headers define it `static inline`, calling [`__cufftXtSetJITCallback_12_7`] with the same arguments."]
pub use self::__cufftXtSetJITCallback_12_7 as cufftXtSetJITCallback;
#[doc = "C's `nvJitLinkAddData`: the headers define it `static inline`, calling [`__nvJitLinkAddData_12_9`] with the same arguments."]
pub use self::__nvJitLinkAddData_12_9 as nvJitLinkAddData;
#[doc = "C's `nvJitLinkAddFile`: the headers define it `static inline`, calling [`__nvJitLinkAddFile_12_9`] with the same arguments."]
pub use self::__nvJitLinkAddFile_12_9 as nvJitLinkAddFile;
#[doc = "C's `nvJitLinkComplete`: the headers define it `static inline`, calling [`__nvJitLinkComplete_12_9`] with the same arguments."]
pub use self::__nvJitLinkComplete_12_9 as nvJitLinkComplete;
#[doc = "C's `nvJitLinkCreate`: the headers define it `static inline`, calling [`__nvJitLinkCreate_12_9`] with the same arguments."]
pub use self::__nvJitLinkCreate_12_9 as nvJitLinkCreate;
#[doc = "C's `nvJitLinkDestroy`: the headers define it `static inline`, calling [`__nvJitLinkDestroy_12_9`] with the same arguments."]
pub use self::__nvJitLinkDestroy_12_9 as nvJitLinkDestroy;
#[doc = "C's `nvJitLinkGetErrorLog`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLog_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetErrorLog_12_9 as nvJitLinkGetErrorLog;
#[doc = "C's `nvJitLinkGetErrorLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLogSize_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetErrorLogSize_12_9 as nvJitLinkGetErrorLogSize;
#[doc = "C's `nvJitLinkGetInfoLog`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLog_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetInfoLog_12_9 as nvJitLinkGetInfoLog;
#[doc = "C's `nvJitLinkGetInfoLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLogSize_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetInfoLogSize_12_9 as nvJitLinkGetInfoLogSize;
#[doc = "C's `nvJitLinkGetLinkedCubin`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubin_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedCubin_12_9 as nvJitLinkGetLinkedCubin;
#[doc = "C's `nvJitLinkGetLinkedCubinSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubinSize_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedCubinSize_12_9 as nvJitLinkGetLinkedCubinSize;
#[doc = "C's `nvJitLinkGetLinkedPtx`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtx_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedPtx_12_9 as nvJitLinkGetLinkedPtx;
#[doc = "C's `nvJitLinkGetLinkedPtxSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtxSize_12_9`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedPtxSize_12_9 as nvJitLinkGetLinkedPtxSize;
