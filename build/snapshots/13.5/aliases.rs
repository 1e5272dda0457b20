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
