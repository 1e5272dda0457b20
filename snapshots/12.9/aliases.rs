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
#[cfg(any(feature = "nvjitlink"))]
///C's `NVJITLINK_ERROR_ARCH_MISMATCH`: the headers `#define` it as [`NVJITLINK_ERROR_INTERNAL`].
pub use self::NVJITLINK_ERROR_INTERNAL as NVJITLINK_ERROR_ARCH_MISMATCH;
#[cfg(any(feature = "nvjitlink"))]
///C's `NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`].
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_INCOMPATIBLE_OPTIONS;
#[cfg(any(feature = "nvjitlink"))]
///C's `NVJITLINK_ERROR_INCORRECT_INPUT_TYPE`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`].
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_INCORRECT_INPUT_TYPE;
#[cfg(any(feature = "nvjitlink"))]
///C's `NVJITLINK_ERROR_MISSING_FATBIN`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`].
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_MISSING_FATBIN;
#[cfg(any(feature = "nvjitlink"))]
///C's `NVJITLINK_ERROR_NULL_INPUT`: the headers `#define` it as [`NVJITLINK_ERROR_INVALID_INPUT`].
pub use self::NVJITLINK_ERROR_INVALID_INPUT as NVJITLINK_ERROR_NULL_INPUT;
#[cfg(any(feature = "nvjitlink"))]
///C's `NVJITLINK_ERROR_OUTDATED_LIBRARY`: the headers `#define` it as [`NVJITLINK_ERROR_INTERNAL`].
pub use self::NVJITLINK_ERROR_INTERNAL as NVJITLINK_ERROR_OUTDATED_LIBRARY;
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
///C's `PFN_cuCheckpointProcessCheckpoint`: the headers `#define` it as [`PFN_cuCheckpointProcessCheckpoint_v12080`].
pub use self::PFN_cuCheckpointProcessCheckpoint_v12080 as PFN_cuCheckpointProcessCheckpoint;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCheckpointProcessGetRestoreThreadId`: the headers `#define` it as [`PFN_cuCheckpointProcessGetRestoreThreadId_v12080`].
pub use self::PFN_cuCheckpointProcessGetRestoreThreadId_v12080 as PFN_cuCheckpointProcessGetRestoreThreadId;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCheckpointProcessGetState`: the headers `#define` it as [`PFN_cuCheckpointProcessGetState_v12080`].
pub use self::PFN_cuCheckpointProcessGetState_v12080 as PFN_cuCheckpointProcessGetState;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCheckpointProcessLock`: the headers `#define` it as [`PFN_cuCheckpointProcessLock_v12080`].
pub use self::PFN_cuCheckpointProcessLock_v12080 as PFN_cuCheckpointProcessLock;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCheckpointProcessRestore`: the headers `#define` it as [`PFN_cuCheckpointProcessRestore_v12080`].
pub use self::PFN_cuCheckpointProcessRestore_v12080 as PFN_cuCheckpointProcessRestore;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCheckpointProcessUnlock`: the headers `#define` it as [`PFN_cuCheckpointProcessUnlock_v12080`].
pub use self::PFN_cuCheckpointProcessUnlock_v12080 as PFN_cuCheckpointProcessUnlock;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCoredumpGetAttribute`: the headers `#define` it as [`PFN_cuCoredumpGetAttribute_v12010`].
pub use self::PFN_cuCoredumpGetAttribute_v12010 as PFN_cuCoredumpGetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCoredumpGetAttributeGlobal`: the headers `#define` it as [`PFN_cuCoredumpGetAttributeGlobal_v12010`].
pub use self::PFN_cuCoredumpGetAttributeGlobal_v12010 as PFN_cuCoredumpGetAttributeGlobal;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCoredumpSetAttribute`: the headers `#define` it as [`PFN_cuCoredumpSetAttribute_v12010`].
pub use self::PFN_cuCoredumpSetAttribute_v12010 as PFN_cuCoredumpSetAttribute;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuCoredumpSetAttributeGlobal`: the headers `#define` it as [`PFN_cuCoredumpSetAttributeGlobal_v12010`].
pub use self::PFN_cuCoredumpSetAttributeGlobal_v12010 as PFN_cuCoredumpSetAttributeGlobal;
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
///C's `PFN_cuCtxFromGreenCtx`: the headers `#define` it as [`PFN_cuCtxFromGreenCtx_v12040`].
pub use self::PFN_cuCtxFromGreenCtx_v12040 as PFN_cuCtxFromGreenCtx;
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
///C's `PFN_cuCtxGetDevResource`: the headers `#define` it as [`PFN_cuCtxGetDevResource_v12040`].
pub use self::PFN_cuCtxGetDevResource_v12040 as PFN_cuCtxGetDevResource;
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
///C's `PFN_cuCtxRecordEvent`: the headers `#define` it as [`PFN_cuCtxRecordEvent_v12050`].
pub use self::PFN_cuCtxRecordEvent_v12050 as PFN_cuCtxRecordEvent;
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
///C's `PFN_cuCtxSetFlags`: the headers `#define` it as [`PFN_cuCtxSetFlags_v12010`].
pub use self::PFN_cuCtxSetFlags_v12010 as PFN_cuCtxSetFlags;
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
///C's `PFN_cuCtxWaitEvent`: the headers `#define` it as [`PFN_cuCtxWaitEvent_v12050`].
pub use self::PFN_cuCtxWaitEvent_v12050 as PFN_cuCtxWaitEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDestroyExternalMemory`: the headers `#define` it as [`PFN_cuDestroyExternalMemory_v10000`].
pub use self::PFN_cuDestroyExternalMemory_v10000 as PFN_cuDestroyExternalMemory;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDestroyExternalSemaphore`: the headers `#define` it as [`PFN_cuDestroyExternalSemaphore_v10000`].
pub use self::PFN_cuDestroyExternalSemaphore_v10000 as PFN_cuDestroyExternalSemaphore;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDevResourceGenerateDesc`: the headers `#define` it as [`PFN_cuDevResourceGenerateDesc_v12040`].
pub use self::PFN_cuDevResourceGenerateDesc_v12040 as PFN_cuDevResourceGenerateDesc;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuDevSmResourceSplitByCount`: the headers `#define` it as [`PFN_cuDevSmResourceSplitByCount_v12040`].
pub use self::PFN_cuDevSmResourceSplitByCount_v12040 as PFN_cuDevSmResourceSplitByCount;
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
///C's `PFN_cuDeviceGetDevResource`: the headers `#define` it as [`PFN_cuDeviceGetDevResource_v12040`].
pub use self::PFN_cuDeviceGetDevResource_v12040 as PFN_cuDeviceGetDevResource;
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
///C's `PFN_cuDeviceRegisterAsyncNotification`: the headers `#define` it as [`PFN_cuDeviceRegisterAsyncNotification_v12040`].
pub use self::PFN_cuDeviceRegisterAsyncNotification_v12040 as PFN_cuDeviceRegisterAsyncNotification;
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
///C's `PFN_cuDeviceUnregisterAsyncNotification`: the headers `#define` it as [`PFN_cuDeviceUnregisterAsyncNotification_v12040`].
pub use self::PFN_cuDeviceUnregisterAsyncNotification_v12040 as PFN_cuDeviceUnregisterAsyncNotification;
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
///C's `PFN_cuEventElapsedTime`: the headers `#define` it as [`PFN_cuEventElapsedTime_v12080`].
pub use self::PFN_cuEventElapsedTime_v12080 as PFN_cuEventElapsedTime;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuEventElapsedTime_v2`: the headers `#define` it as [`PFN_cuEventElapsedTime_v12080`].
pub use self::PFN_cuEventElapsedTime_v12080 as PFN_cuEventElapsedTime_v2;
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
///C's `PFN_cuFuncGetName`: the headers `#define` it as [`PFN_cuFuncGetName_v12030`].
pub use self::PFN_cuFuncGetName_v12030 as PFN_cuFuncGetName;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncGetParamInfo`: the headers `#define` it as [`PFN_cuFuncGetParamInfo_v12040`].
pub use self::PFN_cuFuncGetParamInfo_v12040 as PFN_cuFuncGetParamInfo;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncIsLoaded`: the headers `#define` it as [`PFN_cuFuncIsLoaded_v12040`].
pub use self::PFN_cuFuncIsLoaded_v12040 as PFN_cuFuncIsLoaded;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuFuncLoad`: the headers `#define` it as [`PFN_cuFuncLoad_v12040`].
pub use self::PFN_cuFuncLoad_v12040 as PFN_cuFuncLoad;
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
///C's `PFN_cuGraphAddDependencies`: the headers `#define` it as [`PFN_cuGraphAddDependencies_v12030`].
pub use self::PFN_cuGraphAddDependencies_v12030 as PFN_cuGraphAddDependencies;
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
///C's `PFN_cuGraphAddNode`: the headers `#define` it as [`PFN_cuGraphAddNode_v12030`].
pub use self::PFN_cuGraphAddNode_v12030 as PFN_cuGraphAddNode;
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
///C's `PFN_cuGraphExecNodeSetParams`: the headers `#define` it as [`PFN_cuGraphExecNodeSetParams_v12020`].
pub use self::PFN_cuGraphExecNodeSetParams_v12020 as PFN_cuGraphExecNodeSetParams;
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
///C's `PFN_cuGraphGetEdges`: the headers `#define` it as [`PFN_cuGraphGetEdges_v12030`].
pub use self::PFN_cuGraphGetEdges_v12030 as PFN_cuGraphGetEdges;
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
///C's `PFN_cuGraphNodeGetDependencies`: the headers `#define` it as [`PFN_cuGraphNodeGetDependencies_v12030`].
pub use self::PFN_cuGraphNodeGetDependencies_v12030 as PFN_cuGraphNodeGetDependencies;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphNodeGetDependentNodes`: the headers `#define` it as [`PFN_cuGraphNodeGetDependentNodes_v12030`].
pub use self::PFN_cuGraphNodeGetDependentNodes_v12030 as PFN_cuGraphNodeGetDependentNodes;
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
///C's `PFN_cuGraphNodeSetParams`: the headers `#define` it as [`PFN_cuGraphNodeSetParams_v12020`].
pub use self::PFN_cuGraphNodeSetParams_v12020 as PFN_cuGraphNodeSetParams;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphReleaseUserObject`: the headers `#define` it as [`PFN_cuGraphReleaseUserObject_v11030`].
pub use self::PFN_cuGraphReleaseUserObject_v11030 as PFN_cuGraphReleaseUserObject;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGraphRemoveDependencies`: the headers `#define` it as [`PFN_cuGraphRemoveDependencies_v12030`].
pub use self::PFN_cuGraphRemoveDependencies_v12030 as PFN_cuGraphRemoveDependencies;
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
///C's `PFN_cuGreenCtxCreate`: the headers `#define` it as [`PFN_cuGreenCtxCreate_v12040`].
pub use self::PFN_cuGreenCtxCreate_v12040 as PFN_cuGreenCtxCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGreenCtxDestroy`: the headers `#define` it as [`PFN_cuGreenCtxDestroy_v12040`].
pub use self::PFN_cuGreenCtxDestroy_v12040 as PFN_cuGreenCtxDestroy;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGreenCtxGetDevResource`: the headers `#define` it as [`PFN_cuGreenCtxGetDevResource_v12040`].
pub use self::PFN_cuGreenCtxGetDevResource_v12040 as PFN_cuGreenCtxGetDevResource;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGreenCtxRecordEvent`: the headers `#define` it as [`PFN_cuGreenCtxRecordEvent_v12040`].
pub use self::PFN_cuGreenCtxRecordEvent_v12040 as PFN_cuGreenCtxRecordEvent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGreenCtxStreamCreate`: the headers `#define` it as [`PFN_cuGreenCtxStreamCreate_v12050`].
pub use self::PFN_cuGreenCtxStreamCreate_v12050 as PFN_cuGreenCtxStreamCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuGreenCtxWaitEvent`: the headers `#define` it as [`PFN_cuGreenCtxWaitEvent_v12040`].
pub use self::PFN_cuGreenCtxWaitEvent_v12040 as PFN_cuGreenCtxWaitEvent;
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
///C's `PFN_cuKernelGetLibrary`: the headers `#define` it as [`PFN_cuKernelGetLibrary_v12050`].
pub use self::PFN_cuKernelGetLibrary_v12050 as PFN_cuKernelGetLibrary;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuKernelGetName`: the headers `#define` it as [`PFN_cuKernelGetName_v12030`].
pub use self::PFN_cuKernelGetName_v12030 as PFN_cuKernelGetName;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuKernelGetParamInfo`: the headers `#define` it as [`PFN_cuKernelGetParamInfo_v12040`].
pub use self::PFN_cuKernelGetParamInfo_v12040 as PFN_cuKernelGetParamInfo;
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
///C's `PFN_cuLibraryEnumerateKernels`: the headers `#define` it as [`PFN_cuLibraryEnumerateKernels_v12040`].
pub use self::PFN_cuLibraryEnumerateKernels_v12040 as PFN_cuLibraryEnumerateKernels;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetGlobal`: the headers `#define` it as [`PFN_cuLibraryGetGlobal_v12000`].
pub use self::PFN_cuLibraryGetGlobal_v12000 as PFN_cuLibraryGetGlobal;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetKernel`: the headers `#define` it as [`PFN_cuLibraryGetKernel_v12000`].
pub use self::PFN_cuLibraryGetKernel_v12000 as PFN_cuLibraryGetKernel;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLibraryGetKernelCount`: the headers `#define` it as [`PFN_cuLibraryGetKernelCount_v12040`].
pub use self::PFN_cuLibraryGetKernelCount_v12040 as PFN_cuLibraryGetKernelCount;
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
///C's `PFN_cuLogsCurrent`: the headers `#define` it as [`PFN_cuLogsCurrent_v12090`].
pub use self::PFN_cuLogsCurrent_v12090 as PFN_cuLogsCurrent;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLogsDumpToFile`: the headers `#define` it as [`PFN_cuLogsDumpToFile_v12090`].
pub use self::PFN_cuLogsDumpToFile_v12090 as PFN_cuLogsDumpToFile;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLogsDumpToMemory`: the headers `#define` it as [`PFN_cuLogsDumpToMemory_v12090`].
pub use self::PFN_cuLogsDumpToMemory_v12090 as PFN_cuLogsDumpToMemory;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLogsRegisterCallback`: the headers `#define` it as [`PFN_cuLogsRegisterCallback_v12090`].
pub use self::PFN_cuLogsRegisterCallback_v12090 as PFN_cuLogsRegisterCallback;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuLogsUnregisterCallback`: the headers `#define` it as [`PFN_cuLogsUnregisterCallback_v12090`].
pub use self::PFN_cuLogsUnregisterCallback_v12090 as PFN_cuLogsUnregisterCallback;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAddressFree`: the headers `#define` it as [`PFN_cuMemAddressFree_v10020`].
pub use self::PFN_cuMemAddressFree_v10020 as PFN_cuMemAddressFree;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAddressReserve`: the headers `#define` it as [`PFN_cuMemAddressReserve_v10020`].
pub use self::PFN_cuMemAddressReserve_v10020 as PFN_cuMemAddressReserve;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAdvise`: the headers `#define` it as [`PFN_cuMemAdvise_v12020`].
pub use self::PFN_cuMemAdvise_v12020 as PFN_cuMemAdvise;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemAdvise_v2`: the headers `#define` it as [`PFN_cuMemAdvise_v12020`].
pub use self::PFN_cuMemAdvise_v12020 as PFN_cuMemAdvise_v2;
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
///C's `PFN_cuMemBatchDecompressAsync`: the headers `#define` it as [`PFN_cuMemBatchDecompressAsync_v12060`].
pub use self::PFN_cuMemBatchDecompressAsync_v12060 as PFN_cuMemBatchDecompressAsync;
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
///C's `PFN_cuMemPrefetchAsync`: the headers `#define` it as [`PFN_cuMemPrefetchAsync_v12020`].
pub use self::PFN_cuMemPrefetchAsync_v12020 as PFN_cuMemPrefetchAsync;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMemPrefetchAsync_v2`: the headers `#define` it as [`PFN_cuMemPrefetchAsync_v12020`].
pub use self::PFN_cuMemPrefetchAsync_v12020 as PFN_cuMemPrefetchAsync_v2;
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
///C's `PFN_cuMemcpy3DBatchAsync`: the headers `#define` it as [`PFN_cuMemcpy3DBatchAsync_v12080`].
pub use self::PFN_cuMemcpy3DBatchAsync_v12080 as PFN_cuMemcpy3DBatchAsync;
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
///C's `PFN_cuMemcpyBatchAsync`: the headers `#define` it as [`PFN_cuMemcpyBatchAsync_v12080`].
pub use self::PFN_cuMemcpyBatchAsync_v12080 as PFN_cuMemcpyBatchAsync;
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
///C's `PFN_cuModuleEnumerateFunctions`: the headers `#define` it as [`PFN_cuModuleEnumerateFunctions_v12040`].
pub use self::PFN_cuModuleEnumerateFunctions_v12040 as PFN_cuModuleEnumerateFunctions;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleGetFunction`: the headers `#define` it as [`PFN_cuModuleGetFunction_v2000`].
pub use self::PFN_cuModuleGetFunction_v2000 as PFN_cuModuleGetFunction;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuModuleGetFunctionCount`: the headers `#define` it as [`PFN_cuModuleGetFunctionCount_v12040`].
pub use self::PFN_cuModuleGetFunctionCount_v12040 as PFN_cuModuleGetFunctionCount;
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
///C's `PFN_cuMulticastAddDevice`: the headers `#define` it as [`PFN_cuMulticastAddDevice_v12010`].
pub use self::PFN_cuMulticastAddDevice_v12010 as PFN_cuMulticastAddDevice;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMulticastBindAddr`: the headers `#define` it as [`PFN_cuMulticastBindAddr_v12010`].
pub use self::PFN_cuMulticastBindAddr_v12010 as PFN_cuMulticastBindAddr;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMulticastBindMem`: the headers `#define` it as [`PFN_cuMulticastBindMem_v12010`].
pub use self::PFN_cuMulticastBindMem_v12010 as PFN_cuMulticastBindMem;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMulticastCreate`: the headers `#define` it as [`PFN_cuMulticastCreate_v12010`].
pub use self::PFN_cuMulticastCreate_v12010 as PFN_cuMulticastCreate;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMulticastGetGranularity`: the headers `#define` it as [`PFN_cuMulticastGetGranularity_v12010`].
pub use self::PFN_cuMulticastGetGranularity_v12010 as PFN_cuMulticastGetGranularity;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuMulticastUnbind`: the headers `#define` it as [`PFN_cuMulticastUnbind_v12010`].
pub use self::PFN_cuMulticastUnbind_v12010 as PFN_cuMulticastUnbind;
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
///C's `PFN_cuStreamBeginCaptureToGraph`: the headers `#define` it as [`PFN_cuStreamBeginCaptureToGraph_v12030`].
pub use self::PFN_cuStreamBeginCaptureToGraph_v12030 as PFN_cuStreamBeginCaptureToGraph;
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
///C's `PFN_cuStreamGetCaptureInfo`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v12030`].
pub use self::PFN_cuStreamGetCaptureInfo_v12030 as PFN_cuStreamGetCaptureInfo;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetCaptureInfo_v2`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v11030`].
pub use self::PFN_cuStreamGetCaptureInfo_v11030 as PFN_cuStreamGetCaptureInfo_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetCaptureInfo_v3`: the headers `#define` it as [`PFN_cuStreamGetCaptureInfo_v12030`].
pub use self::PFN_cuStreamGetCaptureInfo_v12030 as PFN_cuStreamGetCaptureInfo_v3;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetCtx`: the headers `#define` it as [`PFN_cuStreamGetCtx_v12050`].
pub use self::PFN_cuStreamGetCtx_v12050 as PFN_cuStreamGetCtx;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetCtx_v2`: the headers `#define` it as [`PFN_cuStreamGetCtx_v12050`].
pub use self::PFN_cuStreamGetCtx_v12050 as PFN_cuStreamGetCtx_v2;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetDevice`: the headers `#define` it as [`PFN_cuStreamGetDevice_v12080`].
pub use self::PFN_cuStreamGetDevice_v12080 as PFN_cuStreamGetDevice;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetFlags`: the headers `#define` it as [`PFN_cuStreamGetFlags_v5050`].
pub use self::PFN_cuStreamGetFlags_v5050 as PFN_cuStreamGetFlags;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamGetGreenCtx`: the headers `#define` it as [`PFN_cuStreamGetGreenCtx_v12040`].
pub use self::PFN_cuStreamGetGreenCtx_v12040 as PFN_cuStreamGetGreenCtx;
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
///C's `PFN_cuStreamUpdateCaptureDependencies`: the headers `#define` it as [`PFN_cuStreamUpdateCaptureDependencies_v12030`].
pub use self::PFN_cuStreamUpdateCaptureDependencies_v12030 as PFN_cuStreamUpdateCaptureDependencies;
#[cfg(any(feature = "pfn-typedefs"))]
///C's `PFN_cuStreamUpdateCaptureDependencies_v2`: the headers `#define` it as [`PFN_cuStreamUpdateCaptureDependencies_v12030`].
pub use self::PFN_cuStreamUpdateCaptureDependencies_v12030 as PFN_cuStreamUpdateCaptureDependencies_v2;
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
///C's `PFN_cuTensorMapEncodeIm2colWide`: the headers `#define` it as [`PFN_cuTensorMapEncodeIm2colWide_v12080`].
pub use self::PFN_cuTensorMapEncodeIm2colWide_v12080 as PFN_cuTensorMapEncodeIm2colWide;
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
///C's `cudaKernelNodeAttributePreferredSharedMemoryCarveout`: the headers `#define` it as [`cudaLaunchAttributePreferredSharedMemoryCarveout`].
///
/// `cudaKernelNodeAttributePreferredSharedMemoryCarveout` is `cudaLaunchAttributePreferredSharedMemoryCarveout` from CUDA 12.5.
pub use self::cudaLaunchAttributePreferredSharedMemoryCarveout as cudaKernelNodeAttributePreferredSharedMemoryCarveout;
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
#[cfg(any(feature = "cufft"))]
///C's `cufftXtSetJITCallback`: the headers define it `static inline`, calling [`__cufftXtSetJITCallback_12_7`] with the same arguments.
pub use self::__cufftXtSetJITCallback_12_7 as cufftXtSetJITCallback;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkAddData`: the headers define it `static inline`, calling [`__nvJitLinkAddData_12_9`] with the same arguments.
pub use self::__nvJitLinkAddData_12_9 as nvJitLinkAddData;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkAddFile`: the headers define it `static inline`, calling [`__nvJitLinkAddFile_12_9`] with the same arguments.
pub use self::__nvJitLinkAddFile_12_9 as nvJitLinkAddFile;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkComplete`: the headers define it `static inline`, calling [`__nvJitLinkComplete_12_9`] with the same arguments.
pub use self::__nvJitLinkComplete_12_9 as nvJitLinkComplete;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkCreate`: the headers define it `static inline`, calling [`__nvJitLinkCreate_12_9`] with the same arguments.
pub use self::__nvJitLinkCreate_12_9 as nvJitLinkCreate;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkDestroy`: the headers define it `static inline`, calling [`__nvJitLinkDestroy_12_9`] with the same arguments.
pub use self::__nvJitLinkDestroy_12_9 as nvJitLinkDestroy;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLog`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLog_12_9`] with the same arguments.
pub use self::__nvJitLinkGetErrorLog_12_9 as nvJitLinkGetErrorLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetErrorLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLogSize_12_9`] with the same arguments.
pub use self::__nvJitLinkGetErrorLogSize_12_9 as nvJitLinkGetErrorLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLog`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLog_12_9`] with the same arguments.
pub use self::__nvJitLinkGetInfoLog_12_9 as nvJitLinkGetInfoLog;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetInfoLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLogSize_12_9`] with the same arguments.
pub use self::__nvJitLinkGetInfoLogSize_12_9 as nvJitLinkGetInfoLogSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubin`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubin_12_9`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubin_12_9 as nvJitLinkGetLinkedCubin;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedCubinSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubinSize_12_9`] with the same arguments.
pub use self::__nvJitLinkGetLinkedCubinSize_12_9 as nvJitLinkGetLinkedCubinSize;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtx`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtx_12_9`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtx_12_9 as nvJitLinkGetLinkedPtx;
#[cfg(any(feature = "nvjitlink"))]
///C's `nvJitLinkGetLinkedPtxSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtxSize_12_9`] with the same arguments.
pub use self::__nvJitLinkGetLinkedPtxSize_12_9 as nvJitLinkGetLinkedPtxSize;
