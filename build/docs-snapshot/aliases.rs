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
#[doc = "C's `NVML_DOUBLE_BIT_ECC`: the headers `#define` it as [`NVML_MEMORY_ERROR_TYPE_UNCORRECTED`]."]
pub use self::NVML_MEMORY_ERROR_TYPE_UNCORRECTED as NVML_DOUBLE_BIT_ECC;
#[doc = "C's `NVML_SINGLE_BIT_ECC`: the headers `#define` it as [`NVML_MEMORY_ERROR_TYPE_CORRECTED`]."]
pub use self::NVML_MEMORY_ERROR_TYPE_CORRECTED as NVML_SINGLE_BIT_ECC;
#[doc = "C's `NVML_TOPOLOGY_CPU`: the headers `#define` it as [`NVML_TOPOLOGY_NODE`]."]
pub use self::NVML_TOPOLOGY_NODE as NVML_TOPOLOGY_CPU;
#[doc = "C's `cuArray3DCreate`: the headers `#define` it as [`cuArray3DCreate_v2`]."]
pub use self::cuArray3DCreate_v2 as cuArray3DCreate;
#[doc = "C's `cuArray3DGetDescriptor`: the headers `#define` it as [`cuArray3DGetDescriptor_v2`]."]
pub use self::cuArray3DGetDescriptor_v2 as cuArray3DGetDescriptor;
#[doc = "C's `cuArrayCreate`: the headers `#define` it as [`cuArrayCreate_v2`]."]
pub use self::cuArrayCreate_v2 as cuArrayCreate;
#[doc = "C's `cuArrayGetDescriptor`: the headers `#define` it as [`cuArrayGetDescriptor_v2`]."]
pub use self::cuArrayGetDescriptor_v2 as cuArrayGetDescriptor;
#[doc = "C's `cuCtxCreate`: the headers `#define` it as [`cuCtxCreate_v4`]."]
pub use self::cuCtxCreate_v4 as cuCtxCreate;
#[doc = "C's `cuCtxDestroy`: the headers `#define` it as [`cuCtxDestroy_v2`]."]
pub use self::cuCtxDestroy_v2 as cuCtxDestroy;
#[doc = "C's `cuCtxPopCurrent`: the headers `#define` it as [`cuCtxPopCurrent_v2`]."]
pub use self::cuCtxPopCurrent_v2 as cuCtxPopCurrent;
#[doc = "C's `cuCtxPushCurrent`: the headers `#define` it as [`cuCtxPushCurrent_v2`]."]
pub use self::cuCtxPushCurrent_v2 as cuCtxPushCurrent;
#[doc = "C's `cuDeviceGetUuid`: the headers `#define` it as [`cuDeviceGetUuid_v2`]."]
pub use self::cuDeviceGetUuid_v2 as cuDeviceGetUuid;
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
#[doc = "C's `cuEventElapsedTime`: the headers `#define` it as [`cuEventElapsedTime_v2`]."]
pub use self::cuEventElapsedTime_v2 as cuEventElapsedTime;
#[doc = "C's `cuGetProcAddress`: the headers `#define` it as [`cuGetProcAddress_v2`]."]
pub use self::cuGetProcAddress_v2 as cuGetProcAddress;
#[doc = "C's `cuGraphAddDependencies`: the headers `#define` it as [`cuGraphAddDependencies_v2`]."]
pub use self::cuGraphAddDependencies_v2 as cuGraphAddDependencies;
#[doc = "C's `cuGraphAddKernelNode`: the headers `#define` it as [`cuGraphAddKernelNode_v2`]."]
pub use self::cuGraphAddKernelNode_v2 as cuGraphAddKernelNode;
#[doc = "C's `cuGraphAddNode`: the headers `#define` it as [`cuGraphAddNode_v2`]."]
pub use self::cuGraphAddNode_v2 as cuGraphAddNode;
#[doc = "C's `cuGraphExecKernelNodeSetParams`: the headers `#define` it as [`cuGraphExecKernelNodeSetParams_v2`]."]
pub use self::cuGraphExecKernelNodeSetParams_v2 as cuGraphExecKernelNodeSetParams;
#[doc = "C's `cuGraphExecUpdate`: the headers `#define` it as [`cuGraphExecUpdate_v2`]."]
pub use self::cuGraphExecUpdate_v2 as cuGraphExecUpdate;
#[doc = "C's `cuGraphGetEdges`: the headers `#define` it as [`cuGraphGetEdges_v2`]."]
pub use self::cuGraphGetEdges_v2 as cuGraphGetEdges;
#[doc = "C's `cuGraphInstantiate`: the headers `#define` it as [`cuGraphInstantiateWithFlags`]."]
pub use self::cuGraphInstantiateWithFlags as cuGraphInstantiate;
#[doc = "C's `cuGraphKernelNodeGetParams`: the headers `#define` it as [`cuGraphKernelNodeGetParams_v2`]."]
pub use self::cuGraphKernelNodeGetParams_v2 as cuGraphKernelNodeGetParams;
#[doc = "C's `cuGraphKernelNodeSetParams`: the headers `#define` it as [`cuGraphKernelNodeSetParams_v2`]."]
pub use self::cuGraphKernelNodeSetParams_v2 as cuGraphKernelNodeSetParams;
#[doc = "C's `cuGraphNodeGetDependencies`: the headers `#define` it as [`cuGraphNodeGetDependencies_v2`]."]
pub use self::cuGraphNodeGetDependencies_v2 as cuGraphNodeGetDependencies;
#[doc = "C's `cuGraphNodeGetDependentNodes`: the headers `#define` it as [`cuGraphNodeGetDependentNodes_v2`]."]
pub use self::cuGraphNodeGetDependentNodes_v2 as cuGraphNodeGetDependentNodes;
#[doc = "C's `cuGraphRemoveDependencies`: the headers `#define` it as [`cuGraphRemoveDependencies_v2`]."]
pub use self::cuGraphRemoveDependencies_v2 as cuGraphRemoveDependencies;
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
#[doc = "C's `cuMemAdvise`: the headers `#define` it as [`cuMemAdvise_v2`]."]
pub use self::cuMemAdvise_v2 as cuMemAdvise;
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
#[doc = "C's `cuMemPrefetchAsync`: the headers `#define` it as [`cuMemPrefetchAsync_v2`]."]
pub use self::cuMemPrefetchAsync_v2 as cuMemPrefetchAsync;
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
#[doc = "C's `cuMemcpy3DBatchAsync`: the headers `#define` it as [`cuMemcpy3DBatchAsync_v2`]."]
pub use self::cuMemcpy3DBatchAsync_v2 as cuMemcpy3DBatchAsync;
#[doc = "C's `cuMemcpyAtoA`: the headers `#define` it as [`cuMemcpyAtoA_v2`]."]
pub use self::cuMemcpyAtoA_v2 as cuMemcpyAtoA;
#[doc = "C's `cuMemcpyAtoD`: the headers `#define` it as [`cuMemcpyAtoD_v2`]."]
pub use self::cuMemcpyAtoD_v2 as cuMemcpyAtoD;
#[doc = "C's `cuMemcpyAtoH`: the headers `#define` it as [`cuMemcpyAtoH_v2`]."]
pub use self::cuMemcpyAtoH_v2 as cuMemcpyAtoH;
#[doc = "C's `cuMemcpyAtoHAsync`: the headers `#define` it as [`cuMemcpyAtoHAsync_v2`]."]
pub use self::cuMemcpyAtoHAsync_v2 as cuMemcpyAtoHAsync;
#[doc = "C's `cuMemcpyBatchAsync`: the headers `#define` it as [`cuMemcpyBatchAsync_v2`]."]
pub use self::cuMemcpyBatchAsync_v2 as cuMemcpyBatchAsync;
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
#[doc = "C's `cuStreamGetCaptureInfo`: the headers `#define` it as [`cuStreamGetCaptureInfo_v3`]."]
pub use self::cuStreamGetCaptureInfo_v3 as cuStreamGetCaptureInfo;
#[doc = "C's `cuStreamUpdateCaptureDependencies`: the headers `#define` it as [`cuStreamUpdateCaptureDependencies_v2`]."]
pub use self::cuStreamUpdateCaptureDependencies_v2 as cuStreamUpdateCaptureDependencies;
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
#[doc = "C's `cudaKernelNodeAttributeNvlinkUtilCentricScheduling`: the headers `#define` it as [`cudaLaunchAttributeNvlinkUtilCentricScheduling`]."]
pub use self::cudaLaunchAttributeNvlinkUtilCentricScheduling as cudaKernelNodeAttributeNvlinkUtilCentricScheduling;
#[doc = "C's `cudaKernelNodeAttributePreferredSharedMemoryCarveout`: the headers `#define` it as [`cudaLaunchAttributePreferredSharedMemoryCarveout`]."]
pub use self::cudaLaunchAttributePreferredSharedMemoryCarveout as cudaKernelNodeAttributePreferredSharedMemoryCarveout;
#[doc = "C's `cudaKernelNodeAttributePriority`: the headers `#define` it as [`cudaLaunchAttributePriority`]."]
pub use self::cudaLaunchAttributePriority as cudaKernelNodeAttributePriority;
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
#[doc = "C's `nvJitLinkAddData`: the headers define it `static inline`, calling [`__nvJitLinkAddData_13_5`] with the same arguments."]
pub use self::__nvJitLinkAddData_13_5 as nvJitLinkAddData;
#[doc = "C's `nvJitLinkAddFile`: the headers define it `static inline`, calling [`__nvJitLinkAddFile_13_5`] with the same arguments."]
pub use self::__nvJitLinkAddFile_13_5 as nvJitLinkAddFile;
#[doc = "C's `nvJitLinkComplete`: the headers define it `static inline`, calling [`__nvJitLinkComplete_13_5`] with the same arguments."]
pub use self::__nvJitLinkComplete_13_5 as nvJitLinkComplete;
#[doc = "C's `nvJitLinkCreate`: the headers define it `static inline`, calling [`__nvJitLinkCreate_13_5`] with the same arguments."]
pub use self::__nvJitLinkCreate_13_5 as nvJitLinkCreate;
#[doc = "C's `nvJitLinkDestroy`: the headers define it `static inline`, calling [`__nvJitLinkDestroy_13_5`] with the same arguments."]
pub use self::__nvJitLinkDestroy_13_5 as nvJitLinkDestroy;
#[doc = "C's `nvJitLinkGetErrorLog`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLog_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetErrorLog_13_5 as nvJitLinkGetErrorLog;
#[doc = "C's `nvJitLinkGetErrorLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetErrorLogSize_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetErrorLogSize_13_5 as nvJitLinkGetErrorLogSize;
#[doc = "C's `nvJitLinkGetInfoLog`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLog_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetInfoLog_13_5 as nvJitLinkGetInfoLog;
#[doc = "C's `nvJitLinkGetInfoLogSize`: the headers define it `static inline`, calling [`__nvJitLinkGetInfoLogSize_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetInfoLogSize_13_5 as nvJitLinkGetInfoLogSize;
#[doc = "C's `nvJitLinkGetLinkedCubin`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubin_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedCubin_13_5 as nvJitLinkGetLinkedCubin;
#[doc = "C's `nvJitLinkGetLinkedCubinSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedCubinSize_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedCubinSize_13_5 as nvJitLinkGetLinkedCubinSize;
#[doc = "C's `nvJitLinkGetLinkedLTOIR`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedLTOIR_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedLTOIR_13_5 as nvJitLinkGetLinkedLTOIR;
#[doc = "C's `nvJitLinkGetLinkedLTOIRSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedLTOIRSize_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedLTOIRSize_13_5 as nvJitLinkGetLinkedLTOIRSize;
#[doc = "C's `nvJitLinkGetLinkedPtx`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtx_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedPtx_13_5 as nvJitLinkGetLinkedPtx;
#[doc = "C's `nvJitLinkGetLinkedPtxSize`: the headers define it `static inline`, calling [`__nvJitLinkGetLinkedPtxSize_13_5`] with the same arguments."]
pub use self::__nvJitLinkGetLinkedPtxSize_13_5 as nvJitLinkGetLinkedPtxSize;
