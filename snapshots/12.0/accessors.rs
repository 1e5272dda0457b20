impl CUDA_ARRAY3D_DESCRIPTOR_st {
    ///Reads C's `Width` member.
    #[inline]
    pub fn Width(&self) -> usize {
        self.Width
    }
    ///Writes C's `Width` member.
    #[inline]
    pub fn set_Width(&mut self, value: usize) {
        self.Width = value;
    }
    ///Reads C's `Height` member.
    #[inline]
    pub fn Height(&self) -> usize {
        self.Height
    }
    ///Writes C's `Height` member.
    #[inline]
    pub fn set_Height(&mut self, value: usize) {
        self.Height = value;
    }
    ///Reads C's `Depth` member.
    #[inline]
    pub fn Depth(&self) -> usize {
        self.Depth
    }
    ///Writes C's `Depth` member.
    #[inline]
    pub fn set_Depth(&mut self, value: usize) {
        self.Depth = value;
    }
    ///Reads C's `Format` member.
    #[inline]
    pub fn Format(&self) -> CUarray_format {
        self.Format
    }
    ///Writes C's `Format` member.
    #[inline]
    pub fn set_Format(&mut self, value: CUarray_format) {
        self.Format = value;
    }
    ///Reads C's `NumChannels` member.
    #[inline]
    pub fn NumChannels(&self) -> ::core::ffi::c_uint {
        self.NumChannels
    }
    ///Writes C's `NumChannels` member.
    #[inline]
    pub fn set_NumChannels(&mut self, value: ::core::ffi::c_uint) {
        self.NumChannels = value;
    }
    ///Reads C's `Flags` member.
    #[inline]
    pub fn Flags(&self) -> ::core::ffi::c_uint {
        self.Flags
    }
    ///Writes C's `Flags` member.
    #[inline]
    pub fn set_Flags(&mut self, value: ::core::ffi::c_uint) {
        self.Flags = value;
    }
}
impl CUDA_ARRAY_DESCRIPTOR_st {
    ///Reads C's `Width` member.
    #[inline]
    pub fn Width(&self) -> usize {
        self.Width
    }
    ///Writes C's `Width` member.
    #[inline]
    pub fn set_Width(&mut self, value: usize) {
        self.Width = value;
    }
    ///Reads C's `Height` member.
    #[inline]
    pub fn Height(&self) -> usize {
        self.Height
    }
    ///Writes C's `Height` member.
    #[inline]
    pub fn set_Height(&mut self, value: usize) {
        self.Height = value;
    }
    ///Reads C's `Format` member.
    #[inline]
    pub fn Format(&self) -> CUarray_format {
        self.Format
    }
    ///Writes C's `Format` member.
    #[inline]
    pub fn set_Format(&mut self, value: CUarray_format) {
        self.Format = value;
    }
    ///Reads C's `NumChannels` member.
    #[inline]
    pub fn NumChannels(&self) -> ::core::ffi::c_uint {
        self.NumChannels
    }
    ///Writes C's `NumChannels` member.
    #[inline]
    pub fn set_NumChannels(&mut self, value: ::core::ffi::c_uint) {
        self.NumChannels = value;
    }
}
impl CUDA_ARRAY_MEMORY_REQUIREMENTS_st {
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: usize) {
        self.size = value;
    }
    ///Reads C's `alignment` member.
    #[inline]
    pub fn alignment(&self) -> usize {
        self.alignment
    }
    ///Writes C's `alignment` member.
    #[inline]
    pub fn set_alignment(&mut self, value: usize) {
        self.alignment = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 4usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 4usize]) {
        self.reserved = value;
    }
}
impl CUDA_ARRAY_SPARSE_PROPERTIES_st {
    ///Reads C's `tileExtent` member.
    #[inline]
    pub fn tileExtent(&self) -> CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1 {
        self.tileExtent
    }
    ///Writes C's `tileExtent` member.
    #[inline]
    pub fn set_tileExtent(
        &mut self,
        value: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1,
    ) {
        self.tileExtent = value;
    }
    ///Reads C's `miptailFirstLevel` member.
    #[inline]
    pub fn miptailFirstLevel(&self) -> ::core::ffi::c_uint {
        self.miptailFirstLevel
    }
    ///Writes C's `miptailFirstLevel` member.
    #[inline]
    pub fn set_miptailFirstLevel(&mut self, value: ::core::ffi::c_uint) {
        self.miptailFirstLevel = value;
    }
    ///Reads C's `miptailSize` member.
    #[inline]
    pub fn miptailSize(&self) -> ::core::ffi::c_ulonglong {
        self.miptailSize
    }
    ///Writes C's `miptailSize` member.
    #[inline]
    pub fn set_miptailSize(&mut self, value: ::core::ffi::c_ulonglong) {
        self.miptailSize = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 4usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 4usize]) {
        self.reserved = value;
    }
}
impl CUDA_BATCH_MEM_OP_NODE_PARAMS_st {
    ///Reads C's `ctx` member.
    #[inline]
    pub fn ctx(&self) -> CUcontext {
        self.ctx
    }
    ///Writes C's `ctx` member.
    #[inline]
    pub fn set_ctx(&mut self, value: CUcontext) {
        self.ctx = value;
    }
    ///Reads C's `count` member.
    #[inline]
    pub fn count(&self) -> ::core::ffi::c_uint {
        self.count
    }
    ///Writes C's `count` member.
    #[inline]
    pub fn set_count(&mut self, value: ::core::ffi::c_uint) {
        self.count = value;
    }
    ///Reads C's `paramArray` member.
    #[inline]
    pub fn paramArray(&self) -> *mut CUstreamBatchMemOpParams {
        self.paramArray
    }
    ///Writes C's `paramArray` member.
    #[inline]
    pub fn set_paramArray(&mut self, value: *mut CUstreamBatchMemOpParams) {
        self.paramArray = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st {
    ///Reads C's `offset` member.
    #[inline]
    pub fn offset(&self) -> ::core::ffi::c_ulonglong {
        self.offset
    }
    ///Writes C's `offset` member.
    #[inline]
    pub fn set_offset(&mut self, value: ::core::ffi::c_ulonglong) {
        self.offset = value;
    }
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> ::core::ffi::c_ulonglong {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: ::core::ffi::c_ulonglong) {
        self.size = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUexternalMemoryHandleType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUexternalMemoryHandleType) {
        self.type_ = value;
    }
    ///Reads C's `handle` member.
    #[inline]
    pub fn handle(&self) -> CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
        self.handle
    }
    ///Writes C's `handle` member.
    #[inline]
    pub fn set_handle(
        &mut self,
        value: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1,
    ) {
        self.handle = value;
    }
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> ::core::ffi::c_ulonglong {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: ::core::ffi::c_ulonglong) {
        self.size = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st {
    ///Reads C's `offset` member.
    #[inline]
    pub fn offset(&self) -> ::core::ffi::c_ulonglong {
        self.offset
    }
    ///Writes C's `offset` member.
    #[inline]
    pub fn set_offset(&mut self, value: ::core::ffi::c_ulonglong) {
        self.offset = value;
    }
    ///Reads C's `arrayDesc` member.
    #[inline]
    pub fn arrayDesc(&self) -> CUDA_ARRAY3D_DESCRIPTOR {
        self.arrayDesc
    }
    ///Writes C's `arrayDesc` member.
    #[inline]
    pub fn set_arrayDesc(&mut self, value: CUDA_ARRAY3D_DESCRIPTOR) {
        self.arrayDesc = value;
    }
    ///Reads C's `numLevels` member.
    #[inline]
    pub fn numLevels(&self) -> ::core::ffi::c_uint {
        self.numLevels
    }
    ///Writes C's `numLevels` member.
    #[inline]
    pub fn set_numLevels(&mut self, value: ::core::ffi::c_uint) {
        self.numLevels = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUexternalSemaphoreHandleType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUexternalSemaphoreHandleType) {
        self.type_ = value;
    }
    ///Reads C's `handle` member.
    #[inline]
    pub fn handle(&self) -> CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1 {
        self.handle
    }
    ///Writes C's `handle` member.
    #[inline]
    pub fn set_handle(
        &mut self,
        value: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1,
    ) {
        self.handle = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st {
    ///Reads C's `params` member.
    #[inline]
    pub fn params(&self) -> CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1 {
        self.params
    }
    ///Writes C's `params` member.
    #[inline]
    pub fn set_params(
        &mut self,
        value: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1,
    ) {
        self.params = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st {
    ///Reads C's `params` member.
    #[inline]
    pub fn params(&self) -> CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1 {
        self.params
    }
    ///Writes C's `params` member.
    #[inline]
    pub fn set_params(
        &mut self,
        value: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1,
    ) {
        self.params = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st {
    ///Reads C's `extSemArray` member.
    #[inline]
    pub fn extSemArray(&self) -> *mut CUexternalSemaphore {
        self.extSemArray
    }
    ///Writes C's `extSemArray` member.
    #[inline]
    pub fn set_extSemArray(&mut self, value: *mut CUexternalSemaphore) {
        self.extSemArray = value;
    }
    ///Reads C's `paramsArray` member.
    #[inline]
    pub fn paramsArray(&self) -> *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS {
        self.paramsArray
    }
    ///Writes C's `paramsArray` member.
    #[inline]
    pub fn set_paramsArray(
        &mut self,
        value: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    ) {
        self.paramsArray = value;
    }
    ///Reads C's `numExtSems` member.
    #[inline]
    pub fn numExtSems(&self) -> ::core::ffi::c_uint {
        self.numExtSems
    }
    ///Writes C's `numExtSems` member.
    #[inline]
    pub fn set_numExtSems(&mut self, value: ::core::ffi::c_uint) {
        self.numExtSems = value;
    }
}
impl CUDA_EXT_SEM_WAIT_NODE_PARAMS_st {
    ///Reads C's `extSemArray` member.
    #[inline]
    pub fn extSemArray(&self) -> *mut CUexternalSemaphore {
        self.extSemArray
    }
    ///Writes C's `extSemArray` member.
    #[inline]
    pub fn set_extSemArray(&mut self, value: *mut CUexternalSemaphore) {
        self.extSemArray = value;
    }
    ///Reads C's `paramsArray` member.
    #[inline]
    pub fn paramsArray(&self) -> *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS {
        self.paramsArray
    }
    ///Writes C's `paramsArray` member.
    #[inline]
    pub fn set_paramsArray(
        &mut self,
        value: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    ) {
        self.paramsArray = value;
    }
    ///Reads C's `numExtSems` member.
    #[inline]
    pub fn numExtSems(&self) -> ::core::ffi::c_uint {
        self.numExtSems
    }
    ///Writes C's `numExtSems` member.
    #[inline]
    pub fn set_numExtSems(&mut self, value: ::core::ffi::c_uint) {
        self.numExtSems = value;
    }
}
impl CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> cuuint64_t {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: cuuint64_t) {
        self.flags = value;
    }
    ///Reads C's `hUploadStream` member.
    #[inline]
    pub fn hUploadStream(&self) -> CUstream {
        self.hUploadStream
    }
    ///Writes C's `hUploadStream` member.
    #[inline]
    pub fn set_hUploadStream(&mut self, value: CUstream) {
        self.hUploadStream = value;
    }
    ///Reads C's `hErrNode_out` member.
    #[inline]
    pub fn hErrNode_out(&self) -> CUgraphNode {
        self.hErrNode_out
    }
    ///Writes C's `hErrNode_out` member.
    #[inline]
    pub fn set_hErrNode_out(&mut self, value: CUgraphNode) {
        self.hErrNode_out = value;
    }
    ///Reads C's `result_out` member.
    #[inline]
    pub fn result_out(&self) -> CUgraphInstantiateResult {
        self.result_out
    }
    ///Writes C's `result_out` member.
    #[inline]
    pub fn set_result_out(&mut self, value: CUgraphInstantiateResult) {
        self.result_out = value;
    }
}
impl CUDA_HOST_NODE_PARAMS_st {
    ///Reads C's `fn_` member.
    #[inline]
    pub fn fn_(&self) -> CUhostFn {
        self.fn_
    }
    ///Writes C's `fn_` member.
    #[inline]
    pub fn set_fn_(&mut self, value: CUhostFn) {
        self.fn_ = value;
    }
    ///Reads C's `userData` member.
    #[inline]
    pub fn userData(&self) -> *mut ::core::ffi::c_void {
        self.userData
    }
    ///Writes C's `userData` member.
    #[inline]
    pub fn set_userData(&mut self, value: *mut ::core::ffi::c_void) {
        self.userData = value;
    }
}
impl CUDA_KERNEL_NODE_PARAMS_st {
    ///Reads C's `func` member.
    #[inline]
    pub fn func(&self) -> CUfunction {
        self.func
    }
    ///Writes C's `func` member.
    #[inline]
    pub fn set_func(&mut self, value: CUfunction) {
        self.func = value;
    }
    ///Reads C's `gridDimX` member.
    #[inline]
    pub fn gridDimX(&self) -> ::core::ffi::c_uint {
        self.gridDimX
    }
    ///Writes C's `gridDimX` member.
    #[inline]
    pub fn set_gridDimX(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimX = value;
    }
    ///Reads C's `gridDimY` member.
    #[inline]
    pub fn gridDimY(&self) -> ::core::ffi::c_uint {
        self.gridDimY
    }
    ///Writes C's `gridDimY` member.
    #[inline]
    pub fn set_gridDimY(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimY = value;
    }
    ///Reads C's `gridDimZ` member.
    #[inline]
    pub fn gridDimZ(&self) -> ::core::ffi::c_uint {
        self.gridDimZ
    }
    ///Writes C's `gridDimZ` member.
    #[inline]
    pub fn set_gridDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimZ = value;
    }
    ///Reads C's `blockDimX` member.
    #[inline]
    pub fn blockDimX(&self) -> ::core::ffi::c_uint {
        self.blockDimX
    }
    ///Writes C's `blockDimX` member.
    #[inline]
    pub fn set_blockDimX(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimX = value;
    }
    ///Reads C's `blockDimY` member.
    #[inline]
    pub fn blockDimY(&self) -> ::core::ffi::c_uint {
        self.blockDimY
    }
    ///Writes C's `blockDimY` member.
    #[inline]
    pub fn set_blockDimY(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimY = value;
    }
    ///Reads C's `blockDimZ` member.
    #[inline]
    pub fn blockDimZ(&self) -> ::core::ffi::c_uint {
        self.blockDimZ
    }
    ///Writes C's `blockDimZ` member.
    #[inline]
    pub fn set_blockDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimZ = value;
    }
    ///Reads C's `sharedMemBytes` member.
    #[inline]
    pub fn sharedMemBytes(&self) -> ::core::ffi::c_uint {
        self.sharedMemBytes
    }
    ///Writes C's `sharedMemBytes` member.
    #[inline]
    pub fn set_sharedMemBytes(&mut self, value: ::core::ffi::c_uint) {
        self.sharedMemBytes = value;
    }
    ///Reads C's `kernelParams` member.
    #[inline]
    pub fn kernelParams(&self) -> *mut *mut ::core::ffi::c_void {
        self.kernelParams
    }
    ///Writes C's `kernelParams` member.
    #[inline]
    pub fn set_kernelParams(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.kernelParams = value;
    }
    ///Reads C's `extra` member.
    #[inline]
    pub fn extra(&self) -> *mut *mut ::core::ffi::c_void {
        self.extra
    }
    ///Writes C's `extra` member.
    #[inline]
    pub fn set_extra(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.extra = value;
    }
}
impl CUDA_KERNEL_NODE_PARAMS_v2_st {
    ///Reads C's `func` member.
    #[inline]
    pub fn func(&self) -> CUfunction {
        self.func
    }
    ///Writes C's `func` member.
    #[inline]
    pub fn set_func(&mut self, value: CUfunction) {
        self.func = value;
    }
    ///Reads C's `gridDimX` member.
    #[inline]
    pub fn gridDimX(&self) -> ::core::ffi::c_uint {
        self.gridDimX
    }
    ///Writes C's `gridDimX` member.
    #[inline]
    pub fn set_gridDimX(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimX = value;
    }
    ///Reads C's `gridDimY` member.
    #[inline]
    pub fn gridDimY(&self) -> ::core::ffi::c_uint {
        self.gridDimY
    }
    ///Writes C's `gridDimY` member.
    #[inline]
    pub fn set_gridDimY(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimY = value;
    }
    ///Reads C's `gridDimZ` member.
    #[inline]
    pub fn gridDimZ(&self) -> ::core::ffi::c_uint {
        self.gridDimZ
    }
    ///Writes C's `gridDimZ` member.
    #[inline]
    pub fn set_gridDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimZ = value;
    }
    ///Reads C's `blockDimX` member.
    #[inline]
    pub fn blockDimX(&self) -> ::core::ffi::c_uint {
        self.blockDimX
    }
    ///Writes C's `blockDimX` member.
    #[inline]
    pub fn set_blockDimX(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimX = value;
    }
    ///Reads C's `blockDimY` member.
    #[inline]
    pub fn blockDimY(&self) -> ::core::ffi::c_uint {
        self.blockDimY
    }
    ///Writes C's `blockDimY` member.
    #[inline]
    pub fn set_blockDimY(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimY = value;
    }
    ///Reads C's `blockDimZ` member.
    #[inline]
    pub fn blockDimZ(&self) -> ::core::ffi::c_uint {
        self.blockDimZ
    }
    ///Writes C's `blockDimZ` member.
    #[inline]
    pub fn set_blockDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimZ = value;
    }
    ///Reads C's `sharedMemBytes` member.
    #[inline]
    pub fn sharedMemBytes(&self) -> ::core::ffi::c_uint {
        self.sharedMemBytes
    }
    ///Writes C's `sharedMemBytes` member.
    #[inline]
    pub fn set_sharedMemBytes(&mut self, value: ::core::ffi::c_uint) {
        self.sharedMemBytes = value;
    }
    ///Reads C's `kernelParams` member.
    #[inline]
    pub fn kernelParams(&self) -> *mut *mut ::core::ffi::c_void {
        self.kernelParams
    }
    ///Writes C's `kernelParams` member.
    #[inline]
    pub fn set_kernelParams(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.kernelParams = value;
    }
    ///Reads C's `extra` member.
    #[inline]
    pub fn extra(&self) -> *mut *mut ::core::ffi::c_void {
        self.extra
    }
    ///Writes C's `extra` member.
    #[inline]
    pub fn set_extra(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.extra = value;
    }
    ///Reads C's `kern` member.
    #[inline]
    pub fn kern(&self) -> CUkernel {
        self.kern
    }
    ///Writes C's `kern` member.
    #[inline]
    pub fn set_kern(&mut self, value: CUkernel) {
        self.kern = value;
    }
    ///Reads C's `ctx` member.
    #[inline]
    pub fn ctx(&self) -> CUcontext {
        self.ctx
    }
    ///Writes C's `ctx` member.
    #[inline]
    pub fn set_ctx(&mut self, value: CUcontext) {
        self.ctx = value;
    }
}
impl CUDA_LAUNCH_PARAMS_st {
    ///Reads C's `function` member.
    #[inline]
    pub fn function(&self) -> CUfunction {
        self.function
    }
    ///Writes C's `function` member.
    #[inline]
    pub fn set_function(&mut self, value: CUfunction) {
        self.function = value;
    }
    ///Reads C's `gridDimX` member.
    #[inline]
    pub fn gridDimX(&self) -> ::core::ffi::c_uint {
        self.gridDimX
    }
    ///Writes C's `gridDimX` member.
    #[inline]
    pub fn set_gridDimX(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimX = value;
    }
    ///Reads C's `gridDimY` member.
    #[inline]
    pub fn gridDimY(&self) -> ::core::ffi::c_uint {
        self.gridDimY
    }
    ///Writes C's `gridDimY` member.
    #[inline]
    pub fn set_gridDimY(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimY = value;
    }
    ///Reads C's `gridDimZ` member.
    #[inline]
    pub fn gridDimZ(&self) -> ::core::ffi::c_uint {
        self.gridDimZ
    }
    ///Writes C's `gridDimZ` member.
    #[inline]
    pub fn set_gridDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimZ = value;
    }
    ///Reads C's `blockDimX` member.
    #[inline]
    pub fn blockDimX(&self) -> ::core::ffi::c_uint {
        self.blockDimX
    }
    ///Writes C's `blockDimX` member.
    #[inline]
    pub fn set_blockDimX(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimX = value;
    }
    ///Reads C's `blockDimY` member.
    #[inline]
    pub fn blockDimY(&self) -> ::core::ffi::c_uint {
        self.blockDimY
    }
    ///Writes C's `blockDimY` member.
    #[inline]
    pub fn set_blockDimY(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimY = value;
    }
    ///Reads C's `blockDimZ` member.
    #[inline]
    pub fn blockDimZ(&self) -> ::core::ffi::c_uint {
        self.blockDimZ
    }
    ///Writes C's `blockDimZ` member.
    #[inline]
    pub fn set_blockDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimZ = value;
    }
    ///Reads C's `sharedMemBytes` member.
    #[inline]
    pub fn sharedMemBytes(&self) -> ::core::ffi::c_uint {
        self.sharedMemBytes
    }
    ///Writes C's `sharedMemBytes` member.
    #[inline]
    pub fn set_sharedMemBytes(&mut self, value: ::core::ffi::c_uint) {
        self.sharedMemBytes = value;
    }
    ///Reads C's `hStream` member.
    #[inline]
    pub fn hStream(&self) -> CUstream {
        self.hStream
    }
    ///Writes C's `hStream` member.
    #[inline]
    pub fn set_hStream(&mut self, value: CUstream) {
        self.hStream = value;
    }
    ///Reads C's `kernelParams` member.
    #[inline]
    pub fn kernelParams(&self) -> *mut *mut ::core::ffi::c_void {
        self.kernelParams
    }
    ///Writes C's `kernelParams` member.
    #[inline]
    pub fn set_kernelParams(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.kernelParams = value;
    }
}
impl CUDA_MEMCPY2D_st {
    ///Reads C's `srcXInBytes` member.
    #[inline]
    pub fn srcXInBytes(&self) -> usize {
        self.srcXInBytes
    }
    ///Writes C's `srcXInBytes` member.
    #[inline]
    pub fn set_srcXInBytes(&mut self, value: usize) {
        self.srcXInBytes = value;
    }
    ///Reads C's `srcY` member.
    #[inline]
    pub fn srcY(&self) -> usize {
        self.srcY
    }
    ///Writes C's `srcY` member.
    #[inline]
    pub fn set_srcY(&mut self, value: usize) {
        self.srcY = value;
    }
    ///Reads C's `srcMemoryType` member.
    #[inline]
    pub fn srcMemoryType(&self) -> CUmemorytype {
        self.srcMemoryType
    }
    ///Writes C's `srcMemoryType` member.
    #[inline]
    pub fn set_srcMemoryType(&mut self, value: CUmemorytype) {
        self.srcMemoryType = value;
    }
    ///Reads C's `srcHost` member.
    #[inline]
    pub fn srcHost(&self) -> *const ::core::ffi::c_void {
        self.srcHost
    }
    ///Writes C's `srcHost` member.
    #[inline]
    pub fn set_srcHost(&mut self, value: *const ::core::ffi::c_void) {
        self.srcHost = value;
    }
    ///Reads C's `srcDevice` member.
    #[inline]
    pub fn srcDevice(&self) -> CUdeviceptr {
        self.srcDevice
    }
    ///Writes C's `srcDevice` member.
    #[inline]
    pub fn set_srcDevice(&mut self, value: CUdeviceptr) {
        self.srcDevice = value;
    }
    ///Reads C's `srcArray` member.
    #[inline]
    pub fn srcArray(&self) -> CUarray {
        self.srcArray
    }
    ///Writes C's `srcArray` member.
    #[inline]
    pub fn set_srcArray(&mut self, value: CUarray) {
        self.srcArray = value;
    }
    ///Reads C's `srcPitch` member.
    #[inline]
    pub fn srcPitch(&self) -> usize {
        self.srcPitch
    }
    ///Writes C's `srcPitch` member.
    #[inline]
    pub fn set_srcPitch(&mut self, value: usize) {
        self.srcPitch = value;
    }
    ///Reads C's `dstXInBytes` member.
    #[inline]
    pub fn dstXInBytes(&self) -> usize {
        self.dstXInBytes
    }
    ///Writes C's `dstXInBytes` member.
    #[inline]
    pub fn set_dstXInBytes(&mut self, value: usize) {
        self.dstXInBytes = value;
    }
    ///Reads C's `dstY` member.
    #[inline]
    pub fn dstY(&self) -> usize {
        self.dstY
    }
    ///Writes C's `dstY` member.
    #[inline]
    pub fn set_dstY(&mut self, value: usize) {
        self.dstY = value;
    }
    ///Reads C's `dstMemoryType` member.
    #[inline]
    pub fn dstMemoryType(&self) -> CUmemorytype {
        self.dstMemoryType
    }
    ///Writes C's `dstMemoryType` member.
    #[inline]
    pub fn set_dstMemoryType(&mut self, value: CUmemorytype) {
        self.dstMemoryType = value;
    }
    ///Reads C's `dstHost` member.
    #[inline]
    pub fn dstHost(&self) -> *mut ::core::ffi::c_void {
        self.dstHost
    }
    ///Writes C's `dstHost` member.
    #[inline]
    pub fn set_dstHost(&mut self, value: *mut ::core::ffi::c_void) {
        self.dstHost = value;
    }
    ///Reads C's `dstDevice` member.
    #[inline]
    pub fn dstDevice(&self) -> CUdeviceptr {
        self.dstDevice
    }
    ///Writes C's `dstDevice` member.
    #[inline]
    pub fn set_dstDevice(&mut self, value: CUdeviceptr) {
        self.dstDevice = value;
    }
    ///Reads C's `dstArray` member.
    #[inline]
    pub fn dstArray(&self) -> CUarray {
        self.dstArray
    }
    ///Writes C's `dstArray` member.
    #[inline]
    pub fn set_dstArray(&mut self, value: CUarray) {
        self.dstArray = value;
    }
    ///Reads C's `dstPitch` member.
    #[inline]
    pub fn dstPitch(&self) -> usize {
        self.dstPitch
    }
    ///Writes C's `dstPitch` member.
    #[inline]
    pub fn set_dstPitch(&mut self, value: usize) {
        self.dstPitch = value;
    }
    ///Reads C's `WidthInBytes` member.
    #[inline]
    pub fn WidthInBytes(&self) -> usize {
        self.WidthInBytes
    }
    ///Writes C's `WidthInBytes` member.
    #[inline]
    pub fn set_WidthInBytes(&mut self, value: usize) {
        self.WidthInBytes = value;
    }
    ///Reads C's `Height` member.
    #[inline]
    pub fn Height(&self) -> usize {
        self.Height
    }
    ///Writes C's `Height` member.
    #[inline]
    pub fn set_Height(&mut self, value: usize) {
        self.Height = value;
    }
}
impl CUDA_MEMCPY3D_PEER_st {
    ///Reads C's `srcXInBytes` member.
    #[inline]
    pub fn srcXInBytes(&self) -> usize {
        self.srcXInBytes
    }
    ///Writes C's `srcXInBytes` member.
    #[inline]
    pub fn set_srcXInBytes(&mut self, value: usize) {
        self.srcXInBytes = value;
    }
    ///Reads C's `srcY` member.
    #[inline]
    pub fn srcY(&self) -> usize {
        self.srcY
    }
    ///Writes C's `srcY` member.
    #[inline]
    pub fn set_srcY(&mut self, value: usize) {
        self.srcY = value;
    }
    ///Reads C's `srcZ` member.
    #[inline]
    pub fn srcZ(&self) -> usize {
        self.srcZ
    }
    ///Writes C's `srcZ` member.
    #[inline]
    pub fn set_srcZ(&mut self, value: usize) {
        self.srcZ = value;
    }
    ///Reads C's `srcLOD` member.
    #[inline]
    pub fn srcLOD(&self) -> usize {
        self.srcLOD
    }
    ///Writes C's `srcLOD` member.
    #[inline]
    pub fn set_srcLOD(&mut self, value: usize) {
        self.srcLOD = value;
    }
    ///Reads C's `srcMemoryType` member.
    #[inline]
    pub fn srcMemoryType(&self) -> CUmemorytype {
        self.srcMemoryType
    }
    ///Writes C's `srcMemoryType` member.
    #[inline]
    pub fn set_srcMemoryType(&mut self, value: CUmemorytype) {
        self.srcMemoryType = value;
    }
    ///Reads C's `srcHost` member.
    #[inline]
    pub fn srcHost(&self) -> *const ::core::ffi::c_void {
        self.srcHost
    }
    ///Writes C's `srcHost` member.
    #[inline]
    pub fn set_srcHost(&mut self, value: *const ::core::ffi::c_void) {
        self.srcHost = value;
    }
    ///Reads C's `srcDevice` member.
    #[inline]
    pub fn srcDevice(&self) -> CUdeviceptr {
        self.srcDevice
    }
    ///Writes C's `srcDevice` member.
    #[inline]
    pub fn set_srcDevice(&mut self, value: CUdeviceptr) {
        self.srcDevice = value;
    }
    ///Reads C's `srcArray` member.
    #[inline]
    pub fn srcArray(&self) -> CUarray {
        self.srcArray
    }
    ///Writes C's `srcArray` member.
    #[inline]
    pub fn set_srcArray(&mut self, value: CUarray) {
        self.srcArray = value;
    }
    ///Reads C's `srcContext` member.
    #[inline]
    pub fn srcContext(&self) -> CUcontext {
        self.srcContext
    }
    ///Writes C's `srcContext` member.
    #[inline]
    pub fn set_srcContext(&mut self, value: CUcontext) {
        self.srcContext = value;
    }
    ///Reads C's `srcPitch` member.
    #[inline]
    pub fn srcPitch(&self) -> usize {
        self.srcPitch
    }
    ///Writes C's `srcPitch` member.
    #[inline]
    pub fn set_srcPitch(&mut self, value: usize) {
        self.srcPitch = value;
    }
    ///Reads C's `srcHeight` member.
    #[inline]
    pub fn srcHeight(&self) -> usize {
        self.srcHeight
    }
    ///Writes C's `srcHeight` member.
    #[inline]
    pub fn set_srcHeight(&mut self, value: usize) {
        self.srcHeight = value;
    }
    ///Reads C's `dstXInBytes` member.
    #[inline]
    pub fn dstXInBytes(&self) -> usize {
        self.dstXInBytes
    }
    ///Writes C's `dstXInBytes` member.
    #[inline]
    pub fn set_dstXInBytes(&mut self, value: usize) {
        self.dstXInBytes = value;
    }
    ///Reads C's `dstY` member.
    #[inline]
    pub fn dstY(&self) -> usize {
        self.dstY
    }
    ///Writes C's `dstY` member.
    #[inline]
    pub fn set_dstY(&mut self, value: usize) {
        self.dstY = value;
    }
    ///Reads C's `dstZ` member.
    #[inline]
    pub fn dstZ(&self) -> usize {
        self.dstZ
    }
    ///Writes C's `dstZ` member.
    #[inline]
    pub fn set_dstZ(&mut self, value: usize) {
        self.dstZ = value;
    }
    ///Reads C's `dstLOD` member.
    #[inline]
    pub fn dstLOD(&self) -> usize {
        self.dstLOD
    }
    ///Writes C's `dstLOD` member.
    #[inline]
    pub fn set_dstLOD(&mut self, value: usize) {
        self.dstLOD = value;
    }
    ///Reads C's `dstMemoryType` member.
    #[inline]
    pub fn dstMemoryType(&self) -> CUmemorytype {
        self.dstMemoryType
    }
    ///Writes C's `dstMemoryType` member.
    #[inline]
    pub fn set_dstMemoryType(&mut self, value: CUmemorytype) {
        self.dstMemoryType = value;
    }
    ///Reads C's `dstHost` member.
    #[inline]
    pub fn dstHost(&self) -> *mut ::core::ffi::c_void {
        self.dstHost
    }
    ///Writes C's `dstHost` member.
    #[inline]
    pub fn set_dstHost(&mut self, value: *mut ::core::ffi::c_void) {
        self.dstHost = value;
    }
    ///Reads C's `dstDevice` member.
    #[inline]
    pub fn dstDevice(&self) -> CUdeviceptr {
        self.dstDevice
    }
    ///Writes C's `dstDevice` member.
    #[inline]
    pub fn set_dstDevice(&mut self, value: CUdeviceptr) {
        self.dstDevice = value;
    }
    ///Reads C's `dstArray` member.
    #[inline]
    pub fn dstArray(&self) -> CUarray {
        self.dstArray
    }
    ///Writes C's `dstArray` member.
    #[inline]
    pub fn set_dstArray(&mut self, value: CUarray) {
        self.dstArray = value;
    }
    ///Reads C's `dstContext` member.
    #[inline]
    pub fn dstContext(&self) -> CUcontext {
        self.dstContext
    }
    ///Writes C's `dstContext` member.
    #[inline]
    pub fn set_dstContext(&mut self, value: CUcontext) {
        self.dstContext = value;
    }
    ///Reads C's `dstPitch` member.
    #[inline]
    pub fn dstPitch(&self) -> usize {
        self.dstPitch
    }
    ///Writes C's `dstPitch` member.
    #[inline]
    pub fn set_dstPitch(&mut self, value: usize) {
        self.dstPitch = value;
    }
    ///Reads C's `dstHeight` member.
    #[inline]
    pub fn dstHeight(&self) -> usize {
        self.dstHeight
    }
    ///Writes C's `dstHeight` member.
    #[inline]
    pub fn set_dstHeight(&mut self, value: usize) {
        self.dstHeight = value;
    }
    ///Reads C's `WidthInBytes` member.
    #[inline]
    pub fn WidthInBytes(&self) -> usize {
        self.WidthInBytes
    }
    ///Writes C's `WidthInBytes` member.
    #[inline]
    pub fn set_WidthInBytes(&mut self, value: usize) {
        self.WidthInBytes = value;
    }
    ///Reads C's `Height` member.
    #[inline]
    pub fn Height(&self) -> usize {
        self.Height
    }
    ///Writes C's `Height` member.
    #[inline]
    pub fn set_Height(&mut self, value: usize) {
        self.Height = value;
    }
    ///Reads C's `Depth` member.
    #[inline]
    pub fn Depth(&self) -> usize {
        self.Depth
    }
    ///Writes C's `Depth` member.
    #[inline]
    pub fn set_Depth(&mut self, value: usize) {
        self.Depth = value;
    }
}
impl CUDA_MEMCPY3D_st {
    ///Reads C's `srcXInBytes` member.
    #[inline]
    pub fn srcXInBytes(&self) -> usize {
        self.srcXInBytes
    }
    ///Writes C's `srcXInBytes` member.
    #[inline]
    pub fn set_srcXInBytes(&mut self, value: usize) {
        self.srcXInBytes = value;
    }
    ///Reads C's `srcY` member.
    #[inline]
    pub fn srcY(&self) -> usize {
        self.srcY
    }
    ///Writes C's `srcY` member.
    #[inline]
    pub fn set_srcY(&mut self, value: usize) {
        self.srcY = value;
    }
    ///Reads C's `srcZ` member.
    #[inline]
    pub fn srcZ(&self) -> usize {
        self.srcZ
    }
    ///Writes C's `srcZ` member.
    #[inline]
    pub fn set_srcZ(&mut self, value: usize) {
        self.srcZ = value;
    }
    ///Reads C's `srcLOD` member.
    #[inline]
    pub fn srcLOD(&self) -> usize {
        self.srcLOD
    }
    ///Writes C's `srcLOD` member.
    #[inline]
    pub fn set_srcLOD(&mut self, value: usize) {
        self.srcLOD = value;
    }
    ///Reads C's `srcMemoryType` member.
    #[inline]
    pub fn srcMemoryType(&self) -> CUmemorytype {
        self.srcMemoryType
    }
    ///Writes C's `srcMemoryType` member.
    #[inline]
    pub fn set_srcMemoryType(&mut self, value: CUmemorytype) {
        self.srcMemoryType = value;
    }
    ///Reads C's `srcHost` member.
    #[inline]
    pub fn srcHost(&self) -> *const ::core::ffi::c_void {
        self.srcHost
    }
    ///Writes C's `srcHost` member.
    #[inline]
    pub fn set_srcHost(&mut self, value: *const ::core::ffi::c_void) {
        self.srcHost = value;
    }
    ///Reads C's `srcDevice` member.
    #[inline]
    pub fn srcDevice(&self) -> CUdeviceptr {
        self.srcDevice
    }
    ///Writes C's `srcDevice` member.
    #[inline]
    pub fn set_srcDevice(&mut self, value: CUdeviceptr) {
        self.srcDevice = value;
    }
    ///Reads C's `srcArray` member.
    #[inline]
    pub fn srcArray(&self) -> CUarray {
        self.srcArray
    }
    ///Writes C's `srcArray` member.
    #[inline]
    pub fn set_srcArray(&mut self, value: CUarray) {
        self.srcArray = value;
    }
    ///Reads C's `reserved0` member.
    #[inline]
    pub fn reserved0(&self) -> *mut ::core::ffi::c_void {
        self.reserved0
    }
    ///Writes C's `reserved0` member.
    #[inline]
    pub fn set_reserved0(&mut self, value: *mut ::core::ffi::c_void) {
        self.reserved0 = value;
    }
    ///Reads C's `srcPitch` member.
    #[inline]
    pub fn srcPitch(&self) -> usize {
        self.srcPitch
    }
    ///Writes C's `srcPitch` member.
    #[inline]
    pub fn set_srcPitch(&mut self, value: usize) {
        self.srcPitch = value;
    }
    ///Reads C's `srcHeight` member.
    #[inline]
    pub fn srcHeight(&self) -> usize {
        self.srcHeight
    }
    ///Writes C's `srcHeight` member.
    #[inline]
    pub fn set_srcHeight(&mut self, value: usize) {
        self.srcHeight = value;
    }
    ///Reads C's `dstXInBytes` member.
    #[inline]
    pub fn dstXInBytes(&self) -> usize {
        self.dstXInBytes
    }
    ///Writes C's `dstXInBytes` member.
    #[inline]
    pub fn set_dstXInBytes(&mut self, value: usize) {
        self.dstXInBytes = value;
    }
    ///Reads C's `dstY` member.
    #[inline]
    pub fn dstY(&self) -> usize {
        self.dstY
    }
    ///Writes C's `dstY` member.
    #[inline]
    pub fn set_dstY(&mut self, value: usize) {
        self.dstY = value;
    }
    ///Reads C's `dstZ` member.
    #[inline]
    pub fn dstZ(&self) -> usize {
        self.dstZ
    }
    ///Writes C's `dstZ` member.
    #[inline]
    pub fn set_dstZ(&mut self, value: usize) {
        self.dstZ = value;
    }
    ///Reads C's `dstLOD` member.
    #[inline]
    pub fn dstLOD(&self) -> usize {
        self.dstLOD
    }
    ///Writes C's `dstLOD` member.
    #[inline]
    pub fn set_dstLOD(&mut self, value: usize) {
        self.dstLOD = value;
    }
    ///Reads C's `dstMemoryType` member.
    #[inline]
    pub fn dstMemoryType(&self) -> CUmemorytype {
        self.dstMemoryType
    }
    ///Writes C's `dstMemoryType` member.
    #[inline]
    pub fn set_dstMemoryType(&mut self, value: CUmemorytype) {
        self.dstMemoryType = value;
    }
    ///Reads C's `dstHost` member.
    #[inline]
    pub fn dstHost(&self) -> *mut ::core::ffi::c_void {
        self.dstHost
    }
    ///Writes C's `dstHost` member.
    #[inline]
    pub fn set_dstHost(&mut self, value: *mut ::core::ffi::c_void) {
        self.dstHost = value;
    }
    ///Reads C's `dstDevice` member.
    #[inline]
    pub fn dstDevice(&self) -> CUdeviceptr {
        self.dstDevice
    }
    ///Writes C's `dstDevice` member.
    #[inline]
    pub fn set_dstDevice(&mut self, value: CUdeviceptr) {
        self.dstDevice = value;
    }
    ///Reads C's `dstArray` member.
    #[inline]
    pub fn dstArray(&self) -> CUarray {
        self.dstArray
    }
    ///Writes C's `dstArray` member.
    #[inline]
    pub fn set_dstArray(&mut self, value: CUarray) {
        self.dstArray = value;
    }
    ///Reads C's `reserved1` member.
    #[inline]
    pub fn reserved1(&self) -> *mut ::core::ffi::c_void {
        self.reserved1
    }
    ///Writes C's `reserved1` member.
    #[inline]
    pub fn set_reserved1(&mut self, value: *mut ::core::ffi::c_void) {
        self.reserved1 = value;
    }
    ///Reads C's `dstPitch` member.
    #[inline]
    pub fn dstPitch(&self) -> usize {
        self.dstPitch
    }
    ///Writes C's `dstPitch` member.
    #[inline]
    pub fn set_dstPitch(&mut self, value: usize) {
        self.dstPitch = value;
    }
    ///Reads C's `dstHeight` member.
    #[inline]
    pub fn dstHeight(&self) -> usize {
        self.dstHeight
    }
    ///Writes C's `dstHeight` member.
    #[inline]
    pub fn set_dstHeight(&mut self, value: usize) {
        self.dstHeight = value;
    }
    ///Reads C's `WidthInBytes` member.
    #[inline]
    pub fn WidthInBytes(&self) -> usize {
        self.WidthInBytes
    }
    ///Writes C's `WidthInBytes` member.
    #[inline]
    pub fn set_WidthInBytes(&mut self, value: usize) {
        self.WidthInBytes = value;
    }
    ///Reads C's `Height` member.
    #[inline]
    pub fn Height(&self) -> usize {
        self.Height
    }
    ///Writes C's `Height` member.
    #[inline]
    pub fn set_Height(&mut self, value: usize) {
        self.Height = value;
    }
    ///Reads C's `Depth` member.
    #[inline]
    pub fn Depth(&self) -> usize {
        self.Depth
    }
    ///Writes C's `Depth` member.
    #[inline]
    pub fn set_Depth(&mut self, value: usize) {
        self.Depth = value;
    }
}
impl CUDA_MEMSET_NODE_PARAMS_st {
    ///Reads C's `dst` member.
    #[inline]
    pub fn dst(&self) -> CUdeviceptr {
        self.dst
    }
    ///Writes C's `dst` member.
    #[inline]
    pub fn set_dst(&mut self, value: CUdeviceptr) {
        self.dst = value;
    }
    ///Reads C's `pitch` member.
    #[inline]
    pub fn pitch(&self) -> usize {
        self.pitch
    }
    ///Writes C's `pitch` member.
    #[inline]
    pub fn set_pitch(&mut self, value: usize) {
        self.pitch = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> ::core::ffi::c_uint {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: ::core::ffi::c_uint) {
        self.value = value;
    }
    ///Reads C's `elementSize` member.
    #[inline]
    pub fn elementSize(&self) -> ::core::ffi::c_uint {
        self.elementSize
    }
    ///Writes C's `elementSize` member.
    #[inline]
    pub fn set_elementSize(&mut self, value: ::core::ffi::c_uint) {
        self.elementSize = value;
    }
    ///Reads C's `width` member.
    #[inline]
    pub fn width(&self) -> usize {
        self.width
    }
    ///Writes C's `width` member.
    #[inline]
    pub fn set_width(&mut self, value: usize) {
        self.width = value;
    }
    ///Reads C's `height` member.
    #[inline]
    pub fn height(&self) -> usize {
        self.height
    }
    ///Writes C's `height` member.
    #[inline]
    pub fn set_height(&mut self, value: usize) {
        self.height = value;
    }
}
impl CUDA_MEM_ALLOC_NODE_PARAMS_st {
    ///Reads C's `poolProps` member.
    #[inline]
    pub fn poolProps(&self) -> CUmemPoolProps {
        self.poolProps
    }
    ///Writes C's `poolProps` member.
    #[inline]
    pub fn set_poolProps(&mut self, value: CUmemPoolProps) {
        self.poolProps = value;
    }
    ///Reads C's `accessDescs` member.
    #[inline]
    pub fn accessDescs(&self) -> *const CUmemAccessDesc {
        self.accessDescs
    }
    ///Writes C's `accessDescs` member.
    #[inline]
    pub fn set_accessDescs(&mut self, value: *const CUmemAccessDesc) {
        self.accessDescs = value;
    }
    ///Reads C's `accessDescCount` member.
    #[inline]
    pub fn accessDescCount(&self) -> usize {
        self.accessDescCount
    }
    ///Writes C's `accessDescCount` member.
    #[inline]
    pub fn set_accessDescCount(&mut self, value: usize) {
        self.accessDescCount = value;
    }
    ///Reads C's `bytesize` member.
    #[inline]
    pub fn bytesize(&self) -> usize {
        self.bytesize
    }
    ///Writes C's `bytesize` member.
    #[inline]
    pub fn set_bytesize(&mut self, value: usize) {
        self.bytesize = value;
    }
    ///Reads C's `dptr` member.
    #[inline]
    pub fn dptr(&self) -> CUdeviceptr {
        self.dptr
    }
    ///Writes C's `dptr` member.
    #[inline]
    pub fn set_dptr(&mut self, value: CUdeviceptr) {
        self.dptr = value;
    }
}
impl CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st {
    ///Reads C's `p2pToken` member.
    #[inline]
    pub fn p2pToken(&self) -> ::core::ffi::c_ulonglong {
        self.p2pToken
    }
    ///Writes C's `p2pToken` member.
    #[inline]
    pub fn set_p2pToken(&mut self, value: ::core::ffi::c_ulonglong) {
        self.p2pToken = value;
    }
    ///Reads C's `vaSpaceToken` member.
    #[inline]
    pub fn vaSpaceToken(&self) -> ::core::ffi::c_uint {
        self.vaSpaceToken
    }
    ///Writes C's `vaSpaceToken` member.
    #[inline]
    pub fn set_vaSpaceToken(&mut self, value: ::core::ffi::c_uint) {
        self.vaSpaceToken = value;
    }
}
impl CUDA_RESOURCE_DESC_st {
    ///Reads C's `resType` member.
    #[inline]
    pub fn resType(&self) -> CUresourcetype {
        self.resType
    }
    ///Writes C's `resType` member.
    #[inline]
    pub fn set_resType(&mut self, value: CUresourcetype) {
        self.resType = value;
    }
    ///Reads C's `res` member.
    #[inline]
    pub fn res(&self) -> CUDA_RESOURCE_DESC_st__bindgen_ty_1 {
        self.res
    }
    ///Writes C's `res` member.
    #[inline]
    pub fn set_res(&mut self, value: CUDA_RESOURCE_DESC_st__bindgen_ty_1) {
        self.res = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl CUDA_RESOURCE_VIEW_DESC_st {
    ///Reads C's `format` member.
    #[inline]
    pub fn format(&self) -> CUresourceViewFormat {
        self.format
    }
    ///Writes C's `format` member.
    #[inline]
    pub fn set_format(&mut self, value: CUresourceViewFormat) {
        self.format = value;
    }
    ///Reads C's `width` member.
    #[inline]
    pub fn width(&self) -> usize {
        self.width
    }
    ///Writes C's `width` member.
    #[inline]
    pub fn set_width(&mut self, value: usize) {
        self.width = value;
    }
    ///Reads C's `height` member.
    #[inline]
    pub fn height(&self) -> usize {
        self.height
    }
    ///Writes C's `height` member.
    #[inline]
    pub fn set_height(&mut self, value: usize) {
        self.height = value;
    }
    ///Reads C's `depth` member.
    #[inline]
    pub fn depth(&self) -> usize {
        self.depth
    }
    ///Writes C's `depth` member.
    #[inline]
    pub fn set_depth(&mut self, value: usize) {
        self.depth = value;
    }
    ///Reads C's `firstMipmapLevel` member.
    #[inline]
    pub fn firstMipmapLevel(&self) -> ::core::ffi::c_uint {
        self.firstMipmapLevel
    }
    ///Writes C's `firstMipmapLevel` member.
    #[inline]
    pub fn set_firstMipmapLevel(&mut self, value: ::core::ffi::c_uint) {
        self.firstMipmapLevel = value;
    }
    ///Reads C's `lastMipmapLevel` member.
    #[inline]
    pub fn lastMipmapLevel(&self) -> ::core::ffi::c_uint {
        self.lastMipmapLevel
    }
    ///Writes C's `lastMipmapLevel` member.
    #[inline]
    pub fn set_lastMipmapLevel(&mut self, value: ::core::ffi::c_uint) {
        self.lastMipmapLevel = value;
    }
    ///Reads C's `firstLayer` member.
    #[inline]
    pub fn firstLayer(&self) -> ::core::ffi::c_uint {
        self.firstLayer
    }
    ///Writes C's `firstLayer` member.
    #[inline]
    pub fn set_firstLayer(&mut self, value: ::core::ffi::c_uint) {
        self.firstLayer = value;
    }
    ///Reads C's `lastLayer` member.
    #[inline]
    pub fn lastLayer(&self) -> ::core::ffi::c_uint {
        self.lastLayer
    }
    ///Writes C's `lastLayer` member.
    #[inline]
    pub fn set_lastLayer(&mut self, value: ::core::ffi::c_uint) {
        self.lastLayer = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl CUDA_TEXTURE_DESC_st {
    ///Reads C's `addressMode` member.
    #[inline]
    pub fn addressMode(&self) -> [CUaddress_mode; 3usize] {
        self.addressMode
    }
    ///Writes C's `addressMode` member.
    #[inline]
    pub fn set_addressMode(&mut self, value: [CUaddress_mode; 3usize]) {
        self.addressMode = value;
    }
    ///Reads C's `filterMode` member.
    #[inline]
    pub fn filterMode(&self) -> CUfilter_mode {
        self.filterMode
    }
    ///Writes C's `filterMode` member.
    #[inline]
    pub fn set_filterMode(&mut self, value: CUfilter_mode) {
        self.filterMode = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `maxAnisotropy` member.
    #[inline]
    pub fn maxAnisotropy(&self) -> ::core::ffi::c_uint {
        self.maxAnisotropy
    }
    ///Writes C's `maxAnisotropy` member.
    #[inline]
    pub fn set_maxAnisotropy(&mut self, value: ::core::ffi::c_uint) {
        self.maxAnisotropy = value;
    }
    ///Reads C's `mipmapFilterMode` member.
    #[inline]
    pub fn mipmapFilterMode(&self) -> CUfilter_mode {
        self.mipmapFilterMode
    }
    ///Writes C's `mipmapFilterMode` member.
    #[inline]
    pub fn set_mipmapFilterMode(&mut self, value: CUfilter_mode) {
        self.mipmapFilterMode = value;
    }
    ///Reads C's `mipmapLevelBias` member.
    #[inline]
    pub fn mipmapLevelBias(&self) -> f32 {
        self.mipmapLevelBias
    }
    ///Writes C's `mipmapLevelBias` member.
    #[inline]
    pub fn set_mipmapLevelBias(&mut self, value: f32) {
        self.mipmapLevelBias = value;
    }
    ///Reads C's `minMipmapLevelClamp` member.
    #[inline]
    pub fn minMipmapLevelClamp(&self) -> f32 {
        self.minMipmapLevelClamp
    }
    ///Writes C's `minMipmapLevelClamp` member.
    #[inline]
    pub fn set_minMipmapLevelClamp(&mut self, value: f32) {
        self.minMipmapLevelClamp = value;
    }
    ///Reads C's `maxMipmapLevelClamp` member.
    #[inline]
    pub fn maxMipmapLevelClamp(&self) -> f32 {
        self.maxMipmapLevelClamp
    }
    ///Writes C's `maxMipmapLevelClamp` member.
    #[inline]
    pub fn set_maxMipmapLevelClamp(&mut self, value: f32) {
        self.maxMipmapLevelClamp = value;
    }
    ///Reads C's `borderColor` member.
    #[inline]
    pub fn borderColor(&self) -> [f32; 4usize] {
        self.borderColor
    }
    ///Writes C's `borderColor` member.
    #[inline]
    pub fn set_borderColor(&mut self, value: [f32; 4usize]) {
        self.borderColor = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_int; 12usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_int; 12usize]) {
        self.reserved = value;
    }
}
impl CUaccessPolicyWindow_st {
    ///Reads C's `base_ptr` member.
    #[inline]
    pub fn base_ptr(&self) -> *mut ::core::ffi::c_void {
        self.base_ptr
    }
    ///Writes C's `base_ptr` member.
    #[inline]
    pub fn set_base_ptr(&mut self, value: *mut ::core::ffi::c_void) {
        self.base_ptr = value;
    }
    ///Reads C's `num_bytes` member.
    #[inline]
    pub fn num_bytes(&self) -> usize {
        self.num_bytes
    }
    ///Writes C's `num_bytes` member.
    #[inline]
    pub fn set_num_bytes(&mut self, value: usize) {
        self.num_bytes = value;
    }
    ///Reads C's `hitRatio` member.
    #[inline]
    pub fn hitRatio(&self) -> f32 {
        self.hitRatio
    }
    ///Writes C's `hitRatio` member.
    #[inline]
    pub fn set_hitRatio(&mut self, value: f32) {
        self.hitRatio = value;
    }
    ///Reads C's `hitProp` member.
    #[inline]
    pub fn hitProp(&self) -> CUaccessProperty {
        self.hitProp
    }
    ///Writes C's `hitProp` member.
    #[inline]
    pub fn set_hitProp(&mut self, value: CUaccessProperty) {
        self.hitProp = value;
    }
    ///Reads C's `missProp` member.
    #[inline]
    pub fn missProp(&self) -> CUaccessProperty {
        self.missProp
    }
    ///Writes C's `missProp` member.
    #[inline]
    pub fn set_missProp(&mut self, value: CUaccessProperty) {
        self.missProp = value;
    }
}
impl CUarrayMapInfo_st {
    ///Reads C's `resourceType` member.
    #[inline]
    pub fn resourceType(&self) -> CUresourcetype {
        self.resourceType
    }
    ///Writes C's `resourceType` member.
    #[inline]
    pub fn set_resourceType(&mut self, value: CUresourcetype) {
        self.resourceType = value;
    }
    ///Reads C's `resource` member.
    #[inline]
    pub fn resource(&self) -> CUarrayMapInfo_st__bindgen_ty_1 {
        self.resource
    }
    ///Writes C's `resource` member.
    #[inline]
    pub fn set_resource(&mut self, value: CUarrayMapInfo_st__bindgen_ty_1) {
        self.resource = value;
    }
    ///Reads C's `subresourceType` member.
    #[inline]
    pub fn subresourceType(&self) -> CUarraySparseSubresourceType {
        self.subresourceType
    }
    ///Writes C's `subresourceType` member.
    #[inline]
    pub fn set_subresourceType(&mut self, value: CUarraySparseSubresourceType) {
        self.subresourceType = value;
    }
    ///Reads C's `subresource` member.
    #[inline]
    pub fn subresource(&self) -> CUarrayMapInfo_st__bindgen_ty_2 {
        self.subresource
    }
    ///Writes C's `subresource` member.
    #[inline]
    pub fn set_subresource(&mut self, value: CUarrayMapInfo_st__bindgen_ty_2) {
        self.subresource = value;
    }
    ///Reads C's `memOperationType` member.
    #[inline]
    pub fn memOperationType(&self) -> CUmemOperationType {
        self.memOperationType
    }
    ///Writes C's `memOperationType` member.
    #[inline]
    pub fn set_memOperationType(&mut self, value: CUmemOperationType) {
        self.memOperationType = value;
    }
    ///Reads C's `memHandleType` member.
    #[inline]
    pub fn memHandleType(&self) -> CUmemHandleType {
        self.memHandleType
    }
    ///Writes C's `memHandleType` member.
    #[inline]
    pub fn set_memHandleType(&mut self, value: CUmemHandleType) {
        self.memHandleType = value;
    }
    ///Reads C's `memHandle` member.
    #[inline]
    pub fn memHandle(&self) -> CUarrayMapInfo_st__bindgen_ty_3 {
        self.memHandle
    }
    ///Writes C's `memHandle` member.
    #[inline]
    pub fn set_memHandle(&mut self, value: CUarrayMapInfo_st__bindgen_ty_3) {
        self.memHandle = value;
    }
    ///Reads C's `offset` member.
    #[inline]
    pub fn offset(&self) -> ::core::ffi::c_ulonglong {
        self.offset
    }
    ///Writes C's `offset` member.
    #[inline]
    pub fn set_offset(&mut self, value: ::core::ffi::c_ulonglong) {
        self.offset = value;
    }
    ///Reads C's `deviceBitMask` member.
    #[inline]
    pub fn deviceBitMask(&self) -> ::core::ffi::c_uint {
        self.deviceBitMask
    }
    ///Writes C's `deviceBitMask` member.
    #[inline]
    pub fn set_deviceBitMask(&mut self, value: ::core::ffi::c_uint) {
        self.deviceBitMask = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 2usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 2usize]) {
        self.reserved = value;
    }
}
impl CUdevprop_st {
    ///Reads C's `maxThreadsPerBlock` member.
    #[inline]
    pub fn maxThreadsPerBlock(&self) -> ::core::ffi::c_int {
        self.maxThreadsPerBlock
    }
    ///Writes C's `maxThreadsPerBlock` member.
    #[inline]
    pub fn set_maxThreadsPerBlock(&mut self, value: ::core::ffi::c_int) {
        self.maxThreadsPerBlock = value;
    }
    ///Reads C's `maxThreadsDim` member.
    #[inline]
    pub fn maxThreadsDim(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxThreadsDim
    }
    ///Writes C's `maxThreadsDim` member.
    #[inline]
    pub fn set_maxThreadsDim(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxThreadsDim = value;
    }
    ///Reads C's `maxGridSize` member.
    #[inline]
    pub fn maxGridSize(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxGridSize
    }
    ///Writes C's `maxGridSize` member.
    #[inline]
    pub fn set_maxGridSize(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxGridSize = value;
    }
    ///Reads C's `sharedMemPerBlock` member.
    #[inline]
    pub fn sharedMemPerBlock(&self) -> ::core::ffi::c_int {
        self.sharedMemPerBlock
    }
    ///Writes C's `sharedMemPerBlock` member.
    #[inline]
    pub fn set_sharedMemPerBlock(&mut self, value: ::core::ffi::c_int) {
        self.sharedMemPerBlock = value;
    }
    ///Reads C's `totalConstantMemory` member.
    #[inline]
    pub fn totalConstantMemory(&self) -> ::core::ffi::c_int {
        self.totalConstantMemory
    }
    ///Writes C's `totalConstantMemory` member.
    #[inline]
    pub fn set_totalConstantMemory(&mut self, value: ::core::ffi::c_int) {
        self.totalConstantMemory = value;
    }
    ///Reads C's `SIMDWidth` member.
    #[inline]
    pub fn SIMDWidth(&self) -> ::core::ffi::c_int {
        self.SIMDWidth
    }
    ///Writes C's `SIMDWidth` member.
    #[inline]
    pub fn set_SIMDWidth(&mut self, value: ::core::ffi::c_int) {
        self.SIMDWidth = value;
    }
    ///Reads C's `memPitch` member.
    #[inline]
    pub fn memPitch(&self) -> ::core::ffi::c_int {
        self.memPitch
    }
    ///Writes C's `memPitch` member.
    #[inline]
    pub fn set_memPitch(&mut self, value: ::core::ffi::c_int) {
        self.memPitch = value;
    }
    ///Reads C's `regsPerBlock` member.
    #[inline]
    pub fn regsPerBlock(&self) -> ::core::ffi::c_int {
        self.regsPerBlock
    }
    ///Writes C's `regsPerBlock` member.
    #[inline]
    pub fn set_regsPerBlock(&mut self, value: ::core::ffi::c_int) {
        self.regsPerBlock = value;
    }
    ///Reads C's `clockRate` member.
    #[inline]
    pub fn clockRate(&self) -> ::core::ffi::c_int {
        self.clockRate
    }
    ///Writes C's `clockRate` member.
    #[inline]
    pub fn set_clockRate(&mut self, value: ::core::ffi::c_int) {
        self.clockRate = value;
    }
    ///Reads C's `textureAlign` member.
    #[inline]
    pub fn textureAlign(&self) -> ::core::ffi::c_int {
        self.textureAlign
    }
    ///Writes C's `textureAlign` member.
    #[inline]
    pub fn set_textureAlign(&mut self, value: ::core::ffi::c_int) {
        self.textureAlign = value;
    }
}
impl CUexecAffinityParam_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUexecAffinityType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUexecAffinityType) {
        self.type_ = value;
    }
    ///Reads C's `param` member.
    #[inline]
    pub fn param(&self) -> CUexecAffinityParam_st__bindgen_ty_1 {
        self.param
    }
    ///Writes C's `param` member.
    #[inline]
    pub fn set_param(&mut self, value: CUexecAffinityParam_st__bindgen_ty_1) {
        self.param = value;
    }
}
impl CUexecAffinitySmCount_st {
    ///Reads C's `val` member.
    #[inline]
    pub fn val(&self) -> ::core::ffi::c_uint {
        self.val
    }
    ///Writes C's `val` member.
    #[inline]
    pub fn set_val(&mut self, value: ::core::ffi::c_uint) {
        self.val = value;
    }
}
impl CUgraphExecUpdateResultInfo_st {
    ///Reads C's `result` member.
    #[inline]
    pub fn result(&self) -> CUgraphExecUpdateResult {
        self.result
    }
    ///Writes C's `result` member.
    #[inline]
    pub fn set_result(&mut self, value: CUgraphExecUpdateResult) {
        self.result = value;
    }
    ///Reads C's `errorNode` member.
    #[inline]
    pub fn errorNode(&self) -> CUgraphNode {
        self.errorNode
    }
    ///Writes C's `errorNode` member.
    #[inline]
    pub fn set_errorNode(&mut self, value: CUgraphNode) {
        self.errorNode = value;
    }
    ///Reads C's `errorFromNode` member.
    #[inline]
    pub fn errorFromNode(&self) -> CUgraphNode {
        self.errorFromNode
    }
    ///Writes C's `errorFromNode` member.
    #[inline]
    pub fn set_errorFromNode(&mut self, value: CUgraphNode) {
        self.errorFromNode = value;
    }
}
impl CUipcEventHandle_st {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_char; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.reserved = value;
    }
}
impl CUipcMemHandle_st {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_char; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.reserved = value;
    }
}
impl CUlaunchAttributeValue_union {
    ///Reads C's `pad` member.
    #[inline]
    pub fn pad(&self) -> [::core::ffi::c_char; 64usize] {
        unsafe { self.pad }
    }
    ///Writes C's `pad` member.
    #[inline]
    pub fn set_pad(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.pad = value;
    }
    ///Reads C's `accessPolicyWindow` member.
    #[inline]
    pub fn accessPolicyWindow(&self) -> CUaccessPolicyWindow {
        unsafe { self.accessPolicyWindow }
    }
    ///Writes C's `accessPolicyWindow` member.
    #[inline]
    pub fn set_accessPolicyWindow(&mut self, value: CUaccessPolicyWindow) {
        self.accessPolicyWindow = value;
    }
    ///Reads C's `cooperative` member.
    #[inline]
    pub fn cooperative(&self) -> ::core::ffi::c_int {
        unsafe { self.cooperative }
    }
    ///Writes C's `cooperative` member.
    #[inline]
    pub fn set_cooperative(&mut self, value: ::core::ffi::c_int) {
        self.cooperative = value;
    }
    ///Reads C's `syncPolicy` member.
    #[inline]
    pub fn syncPolicy(&self) -> CUsynchronizationPolicy {
        unsafe { self.syncPolicy }
    }
    ///Writes C's `syncPolicy` member.
    #[inline]
    pub fn set_syncPolicy(&mut self, value: CUsynchronizationPolicy) {
        self.syncPolicy = value;
    }
    ///Reads C's `clusterDim` member.
    #[inline]
    pub fn clusterDim(&self) -> CUlaunchAttributeValue_union__bindgen_ty_1 {
        unsafe { self.clusterDim }
    }
    ///Writes C's `clusterDim` member.
    #[inline]
    pub fn set_clusterDim(&mut self, value: CUlaunchAttributeValue_union__bindgen_ty_1) {
        self.clusterDim = value;
    }
    ///Reads C's `clusterSchedulingPolicyPreference` member.
    #[inline]
    pub fn clusterSchedulingPolicyPreference(&self) -> CUclusterSchedulingPolicy {
        unsafe { self.clusterSchedulingPolicyPreference }
    }
    ///Writes C's `clusterSchedulingPolicyPreference` member.
    #[inline]
    pub fn set_clusterSchedulingPolicyPreference(
        &mut self,
        value: CUclusterSchedulingPolicy,
    ) {
        self.clusterSchedulingPolicyPreference = value;
    }
    ///Reads C's `programmaticStreamSerializationAllowed` member.
    #[inline]
    pub fn programmaticStreamSerializationAllowed(&self) -> ::core::ffi::c_int {
        unsafe { self.programmaticStreamSerializationAllowed }
    }
    ///Writes C's `programmaticStreamSerializationAllowed` member.
    #[inline]
    pub fn set_programmaticStreamSerializationAllowed(
        &mut self,
        value: ::core::ffi::c_int,
    ) {
        self.programmaticStreamSerializationAllowed = value;
    }
    ///Reads C's `programmaticEvent` member.
    #[inline]
    pub fn programmaticEvent(&self) -> CUlaunchAttributeValue_union__bindgen_ty_2 {
        unsafe { self.programmaticEvent }
    }
    ///Writes C's `programmaticEvent` member.
    #[inline]
    pub fn set_programmaticEvent(
        &mut self,
        value: CUlaunchAttributeValue_union__bindgen_ty_2,
    ) {
        self.programmaticEvent = value;
    }
    ///Reads C's `priority` member.
    #[inline]
    pub fn priority(&self) -> ::core::ffi::c_int {
        unsafe { self.priority }
    }
    ///Writes C's `priority` member.
    #[inline]
    pub fn set_priority(&mut self, value: ::core::ffi::c_int) {
        self.priority = value;
    }
    ///Reads C's `memSyncDomainMap` member.
    #[inline]
    pub fn memSyncDomainMap(&self) -> CUlaunchMemSyncDomainMap {
        unsafe { self.memSyncDomainMap }
    }
    ///Writes C's `memSyncDomainMap` member.
    #[inline]
    pub fn set_memSyncDomainMap(&mut self, value: CUlaunchMemSyncDomainMap) {
        self.memSyncDomainMap = value;
    }
    ///Reads C's `memSyncDomain` member.
    #[inline]
    pub fn memSyncDomain(&self) -> CUlaunchMemSyncDomain {
        unsafe { self.memSyncDomain }
    }
    ///Writes C's `memSyncDomain` member.
    #[inline]
    pub fn set_memSyncDomain(&mut self, value: CUlaunchMemSyncDomain) {
        self.memSyncDomain = value;
    }
}
impl CUlaunchAttribute_st {
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> CUlaunchAttributeID {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: CUlaunchAttributeID) {
        self.id = value;
    }
    ///Reads C's `pad` member.
    #[inline]
    pub fn pad(&self) -> [::core::ffi::c_char; 4usize] {
        self.pad
    }
    ///Writes C's `pad` member.
    #[inline]
    pub fn set_pad(&mut self, value: [::core::ffi::c_char; 4usize]) {
        self.pad = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> CUlaunchAttributeValue {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: CUlaunchAttributeValue) {
        self.value = value;
    }
}
impl CUlaunchConfig_st {
    ///Reads C's `gridDimX` member.
    #[inline]
    pub fn gridDimX(&self) -> ::core::ffi::c_uint {
        self.gridDimX
    }
    ///Writes C's `gridDimX` member.
    #[inline]
    pub fn set_gridDimX(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimX = value;
    }
    ///Reads C's `gridDimY` member.
    #[inline]
    pub fn gridDimY(&self) -> ::core::ffi::c_uint {
        self.gridDimY
    }
    ///Writes C's `gridDimY` member.
    #[inline]
    pub fn set_gridDimY(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimY = value;
    }
    ///Reads C's `gridDimZ` member.
    #[inline]
    pub fn gridDimZ(&self) -> ::core::ffi::c_uint {
        self.gridDimZ
    }
    ///Writes C's `gridDimZ` member.
    #[inline]
    pub fn set_gridDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.gridDimZ = value;
    }
    ///Reads C's `blockDimX` member.
    #[inline]
    pub fn blockDimX(&self) -> ::core::ffi::c_uint {
        self.blockDimX
    }
    ///Writes C's `blockDimX` member.
    #[inline]
    pub fn set_blockDimX(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimX = value;
    }
    ///Reads C's `blockDimY` member.
    #[inline]
    pub fn blockDimY(&self) -> ::core::ffi::c_uint {
        self.blockDimY
    }
    ///Writes C's `blockDimY` member.
    #[inline]
    pub fn set_blockDimY(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimY = value;
    }
    ///Reads C's `blockDimZ` member.
    #[inline]
    pub fn blockDimZ(&self) -> ::core::ffi::c_uint {
        self.blockDimZ
    }
    ///Writes C's `blockDimZ` member.
    #[inline]
    pub fn set_blockDimZ(&mut self, value: ::core::ffi::c_uint) {
        self.blockDimZ = value;
    }
    ///Reads C's `sharedMemBytes` member.
    #[inline]
    pub fn sharedMemBytes(&self) -> ::core::ffi::c_uint {
        self.sharedMemBytes
    }
    ///Writes C's `sharedMemBytes` member.
    #[inline]
    pub fn set_sharedMemBytes(&mut self, value: ::core::ffi::c_uint) {
        self.sharedMemBytes = value;
    }
    ///Reads C's `hStream` member.
    #[inline]
    pub fn hStream(&self) -> CUstream {
        self.hStream
    }
    ///Writes C's `hStream` member.
    #[inline]
    pub fn set_hStream(&mut self, value: CUstream) {
        self.hStream = value;
    }
    ///Reads C's `attrs` member.
    #[inline]
    pub fn attrs(&self) -> *mut CUlaunchAttribute {
        self.attrs
    }
    ///Writes C's `attrs` member.
    #[inline]
    pub fn set_attrs(&mut self, value: *mut CUlaunchAttribute) {
        self.attrs = value;
    }
    ///Reads C's `numAttrs` member.
    #[inline]
    pub fn numAttrs(&self) -> ::core::ffi::c_uint {
        self.numAttrs
    }
    ///Writes C's `numAttrs` member.
    #[inline]
    pub fn set_numAttrs(&mut self, value: ::core::ffi::c_uint) {
        self.numAttrs = value;
    }
}
impl CUlaunchMemSyncDomainMap_st {
    ///Reads C's `default_` member.
    #[inline]
    pub fn default_(&self) -> ::core::ffi::c_uchar {
        self.default_
    }
    ///Writes C's `default_` member.
    #[inline]
    pub fn set_default_(&mut self, value: ::core::ffi::c_uchar) {
        self.default_ = value;
    }
    ///Reads C's `remote` member.
    #[inline]
    pub fn remote(&self) -> ::core::ffi::c_uchar {
        self.remote
    }
    ///Writes C's `remote` member.
    #[inline]
    pub fn set_remote(&mut self, value: ::core::ffi::c_uchar) {
        self.remote = value;
    }
}
impl CUlibraryHostUniversalFunctionAndDataTable_st {
    ///Reads C's `functionTable` member.
    #[inline]
    pub fn functionTable(&self) -> *mut ::core::ffi::c_void {
        self.functionTable
    }
    ///Writes C's `functionTable` member.
    #[inline]
    pub fn set_functionTable(&mut self, value: *mut ::core::ffi::c_void) {
        self.functionTable = value;
    }
    ///Reads C's `functionWindowSize` member.
    #[inline]
    pub fn functionWindowSize(&self) -> usize {
        self.functionWindowSize
    }
    ///Writes C's `functionWindowSize` member.
    #[inline]
    pub fn set_functionWindowSize(&mut self, value: usize) {
        self.functionWindowSize = value;
    }
    ///Reads C's `dataTable` member.
    #[inline]
    pub fn dataTable(&self) -> *mut ::core::ffi::c_void {
        self.dataTable
    }
    ///Writes C's `dataTable` member.
    #[inline]
    pub fn set_dataTable(&mut self, value: *mut ::core::ffi::c_void) {
        self.dataTable = value;
    }
    ///Reads C's `dataWindowSize` member.
    #[inline]
    pub fn dataWindowSize(&self) -> usize {
        self.dataWindowSize
    }
    ///Writes C's `dataWindowSize` member.
    #[inline]
    pub fn set_dataWindowSize(&mut self, value: usize) {
        self.dataWindowSize = value;
    }
}
impl CUmemAccessDesc_st {
    ///Reads C's `location` member.
    #[inline]
    pub fn location(&self) -> CUmemLocation {
        self.location
    }
    ///Writes C's `location` member.
    #[inline]
    pub fn set_location(&mut self, value: CUmemLocation) {
        self.location = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> CUmemAccess_flags {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: CUmemAccess_flags) {
        self.flags = value;
    }
}
impl CUmemAllocationProp_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUmemAllocationType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUmemAllocationType) {
        self.type_ = value;
    }
    ///Reads C's `requestedHandleTypes` member.
    #[inline]
    pub fn requestedHandleTypes(&self) -> CUmemAllocationHandleType {
        self.requestedHandleTypes
    }
    ///Writes C's `requestedHandleTypes` member.
    #[inline]
    pub fn set_requestedHandleTypes(&mut self, value: CUmemAllocationHandleType) {
        self.requestedHandleTypes = value;
    }
    ///Reads C's `location` member.
    #[inline]
    pub fn location(&self) -> CUmemLocation {
        self.location
    }
    ///Writes C's `location` member.
    #[inline]
    pub fn set_location(&mut self, value: CUmemLocation) {
        self.location = value;
    }
    ///Reads C's `win32HandleMetaData` member.
    #[inline]
    pub fn win32HandleMetaData(&self) -> *mut ::core::ffi::c_void {
        self.win32HandleMetaData
    }
    ///Writes C's `win32HandleMetaData` member.
    #[inline]
    pub fn set_win32HandleMetaData(&mut self, value: *mut ::core::ffi::c_void) {
        self.win32HandleMetaData = value;
    }
    ///Reads C's `allocFlags` member.
    #[inline]
    pub fn allocFlags(&self) -> CUmemAllocationProp_st__bindgen_ty_1 {
        self.allocFlags
    }
    ///Writes C's `allocFlags` member.
    #[inline]
    pub fn set_allocFlags(&mut self, value: CUmemAllocationProp_st__bindgen_ty_1) {
        self.allocFlags = value;
    }
}
impl CUmemLocation_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUmemLocationType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUmemLocationType) {
        self.type_ = value;
    }
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_int {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_int) {
        self.id = value;
    }
}
impl CUmemPoolProps_st {
    ///Reads C's `allocType` member.
    #[inline]
    pub fn allocType(&self) -> CUmemAllocationType {
        self.allocType
    }
    ///Writes C's `allocType` member.
    #[inline]
    pub fn set_allocType(&mut self, value: CUmemAllocationType) {
        self.allocType = value;
    }
    ///Reads C's `handleTypes` member.
    #[inline]
    pub fn handleTypes(&self) -> CUmemAllocationHandleType {
        self.handleTypes
    }
    ///Writes C's `handleTypes` member.
    #[inline]
    pub fn set_handleTypes(&mut self, value: CUmemAllocationHandleType) {
        self.handleTypes = value;
    }
    ///Reads C's `location` member.
    #[inline]
    pub fn location(&self) -> CUmemLocation {
        self.location
    }
    ///Writes C's `location` member.
    #[inline]
    pub fn set_location(&mut self, value: CUmemLocation) {
        self.location = value;
    }
    ///Reads C's `win32SecurityAttributes` member.
    #[inline]
    pub fn win32SecurityAttributes(&self) -> *mut ::core::ffi::c_void {
        self.win32SecurityAttributes
    }
    ///Writes C's `win32SecurityAttributes` member.
    #[inline]
    pub fn set_win32SecurityAttributes(&mut self, value: *mut ::core::ffi::c_void) {
        self.win32SecurityAttributes = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 64usize]) {
        self.reserved = value;
    }
}
impl CUmemPoolPtrExportData_st {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 64usize]) {
        self.reserved = value;
    }
}
impl CUstreamBatchMemOpParams_union {
    ///Reads C's `operation` member.
    #[inline]
    pub fn operation(&self) -> CUstreamBatchMemOpType {
        unsafe { self.operation }
    }
    ///Writes C's `operation` member.
    #[inline]
    pub fn set_operation(&mut self, value: CUstreamBatchMemOpType) {
        self.operation = value;
    }
    ///Reads C's `waitValue` member.
    #[inline]
    pub fn waitValue(
        &self,
    ) -> CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st {
        unsafe { self.waitValue }
    }
    ///Writes C's `waitValue` member.
    #[inline]
    pub fn set_waitValue(
        &mut self,
        value: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st,
    ) {
        self.waitValue = value;
    }
    ///Reads C's `writeValue` member.
    #[inline]
    pub fn writeValue(
        &self,
    ) -> CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st {
        unsafe { self.writeValue }
    }
    ///Writes C's `writeValue` member.
    #[inline]
    pub fn set_writeValue(
        &mut self,
        value: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st,
    ) {
        self.writeValue = value;
    }
    ///Reads C's `flushRemoteWrites` member.
    #[inline]
    pub fn flushRemoteWrites(
        &self,
    ) -> CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
        unsafe { self.flushRemoteWrites }
    }
    ///Writes C's `flushRemoteWrites` member.
    #[inline]
    pub fn set_flushRemoteWrites(
        &mut self,
        value: CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st,
    ) {
        self.flushRemoteWrites = value;
    }
    ///Reads C's `memoryBarrier` member.
    #[inline]
    pub fn memoryBarrier(
        &self,
    ) -> CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
        unsafe { self.memoryBarrier }
    }
    ///Writes C's `memoryBarrier` member.
    #[inline]
    pub fn set_memoryBarrier(
        &mut self,
        value: CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st,
    ) {
        self.memoryBarrier = value;
    }
    ///Reads C's `pad` member.
    #[inline]
    pub fn pad(&self) -> [cuuint64_t; 6usize] {
        unsafe { self.pad }
    }
    ///Writes C's `pad` member.
    #[inline]
    pub fn set_pad(&mut self, value: [cuuint64_t; 6usize]) {
        self.pad = value;
    }
}
impl CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
    ///Reads C's `operation` member.
    #[inline]
    pub fn operation(&self) -> CUstreamBatchMemOpType {
        self.operation
    }
    ///Writes C's `operation` member.
    #[inline]
    pub fn set_operation(&mut self, value: CUstreamBatchMemOpType) {
        self.operation = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
    ///Reads C's `operation` member.
    #[inline]
    pub fn operation(&self) -> CUstreamBatchMemOpType {
        self.operation
    }
    ///Writes C's `operation` member.
    #[inline]
    pub fn set_operation(&mut self, value: CUstreamBatchMemOpType) {
        self.operation = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st {
    ///Reads C's `operation` member.
    #[inline]
    pub fn operation(&self) -> CUstreamBatchMemOpType {
        self.operation
    }
    ///Writes C's `operation` member.
    #[inline]
    pub fn set_operation(&mut self, value: CUstreamBatchMemOpType) {
        self.operation = value;
    }
    ///Reads C's `address` member.
    #[inline]
    pub fn address(&self) -> CUdeviceptr {
        self.address
    }
    ///Writes C's `address` member.
    #[inline]
    pub fn set_address(&mut self, value: CUdeviceptr) {
        self.address = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> cuuint32_t {
        unsafe { self.__bindgen_anon_1.value }
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: cuuint32_t) {
        self.__bindgen_anon_1.value = value;
    }
    ///Reads C's `value64` member.
    #[inline]
    pub fn value64(&self) -> cuuint64_t {
        unsafe { self.__bindgen_anon_1.value64 }
    }
    ///Writes C's `value64` member.
    #[inline]
    pub fn set_value64(&mut self, value: cuuint64_t) {
        self.__bindgen_anon_1.value64 = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `alias` member.
    #[inline]
    pub fn alias(&self) -> CUdeviceptr {
        self.alias
    }
    ///Writes C's `alias` member.
    #[inline]
    pub fn set_alias(&mut self, value: CUdeviceptr) {
        self.alias = value;
    }
}
impl CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st {
    ///Reads C's `operation` member.
    #[inline]
    pub fn operation(&self) -> CUstreamBatchMemOpType {
        self.operation
    }
    ///Writes C's `operation` member.
    #[inline]
    pub fn set_operation(&mut self, value: CUstreamBatchMemOpType) {
        self.operation = value;
    }
    ///Reads C's `address` member.
    #[inline]
    pub fn address(&self) -> CUdeviceptr {
        self.address
    }
    ///Writes C's `address` member.
    #[inline]
    pub fn set_address(&mut self, value: CUdeviceptr) {
        self.address = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> cuuint32_t {
        unsafe { self.__bindgen_anon_1.value }
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: cuuint32_t) {
        self.__bindgen_anon_1.value = value;
    }
    ///Reads C's `value64` member.
    #[inline]
    pub fn value64(&self) -> cuuint64_t {
        unsafe { self.__bindgen_anon_1.value64 }
    }
    ///Writes C's `value64` member.
    #[inline]
    pub fn set_value64(&mut self, value: cuuint64_t) {
        self.__bindgen_anon_1.value64 = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `alias` member.
    #[inline]
    pub fn alias(&self) -> CUdeviceptr {
        self.alias
    }
    ///Writes C's `alias` member.
    #[inline]
    pub fn set_alias(&mut self, value: CUdeviceptr) {
        self.alias = value;
    }
}
impl CUtensorMap_st {
    ///Reads C's `opaque` member.
    #[inline]
    pub fn opaque(&self) -> [cuuint64_t; 16usize] {
        self.opaque
    }
    ///Writes C's `opaque` member.
    #[inline]
    pub fn set_opaque(&mut self, value: [cuuint64_t; 16usize]) {
        self.opaque = value;
    }
}
impl CUuuid_st {
    ///Reads C's `bytes` member.
    #[inline]
    pub fn bytes(&self) -> [::core::ffi::c_char; 16usize] {
        self.bytes
    }
    ///Writes C's `bytes` member.
    #[inline]
    pub fn set_bytes(&mut self, value: [::core::ffi::c_char; 16usize]) {
        self.bytes = value;
    }
}
impl cudaAccessPolicyWindow {
    ///Reads C's `base_ptr` member.
    #[inline]
    pub fn base_ptr(&self) -> *mut ::core::ffi::c_void {
        self.base_ptr
    }
    ///Writes C's `base_ptr` member.
    #[inline]
    pub fn set_base_ptr(&mut self, value: *mut ::core::ffi::c_void) {
        self.base_ptr = value;
    }
    ///Reads C's `num_bytes` member.
    #[inline]
    pub fn num_bytes(&self) -> usize {
        self.num_bytes
    }
    ///Writes C's `num_bytes` member.
    #[inline]
    pub fn set_num_bytes(&mut self, value: usize) {
        self.num_bytes = value;
    }
    ///Reads C's `hitRatio` member.
    #[inline]
    pub fn hitRatio(&self) -> f32 {
        self.hitRatio
    }
    ///Writes C's `hitRatio` member.
    #[inline]
    pub fn set_hitRatio(&mut self, value: f32) {
        self.hitRatio = value;
    }
    ///Reads C's `hitProp` member.
    #[inline]
    pub fn hitProp(&self) -> cudaAccessProperty {
        self.hitProp
    }
    ///Writes C's `hitProp` member.
    #[inline]
    pub fn set_hitProp(&mut self, value: cudaAccessProperty) {
        self.hitProp = value;
    }
    ///Reads C's `missProp` member.
    #[inline]
    pub fn missProp(&self) -> cudaAccessProperty {
        self.missProp
    }
    ///Writes C's `missProp` member.
    #[inline]
    pub fn set_missProp(&mut self, value: cudaAccessProperty) {
        self.missProp = value;
    }
}
impl cudaArrayMemoryRequirements {
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: usize) {
        self.size = value;
    }
    ///Reads C's `alignment` member.
    #[inline]
    pub fn alignment(&self) -> usize {
        self.alignment
    }
    ///Writes C's `alignment` member.
    #[inline]
    pub fn set_alignment(&mut self, value: usize) {
        self.alignment = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 4usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 4usize]) {
        self.reserved = value;
    }
}
impl cudaArraySparseProperties {
    ///Reads C's `tileExtent` member.
    #[inline]
    pub fn tileExtent(&self) -> cudaArraySparseProperties__bindgen_ty_1 {
        self.tileExtent
    }
    ///Writes C's `tileExtent` member.
    #[inline]
    pub fn set_tileExtent(&mut self, value: cudaArraySparseProperties__bindgen_ty_1) {
        self.tileExtent = value;
    }
    ///Reads C's `miptailFirstLevel` member.
    #[inline]
    pub fn miptailFirstLevel(&self) -> ::core::ffi::c_uint {
        self.miptailFirstLevel
    }
    ///Writes C's `miptailFirstLevel` member.
    #[inline]
    pub fn set_miptailFirstLevel(&mut self, value: ::core::ffi::c_uint) {
        self.miptailFirstLevel = value;
    }
    ///Reads C's `miptailSize` member.
    #[inline]
    pub fn miptailSize(&self) -> ::core::ffi::c_ulonglong {
        self.miptailSize
    }
    ///Writes C's `miptailSize` member.
    #[inline]
    pub fn set_miptailSize(&mut self, value: ::core::ffi::c_ulonglong) {
        self.miptailSize = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 4usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 4usize]) {
        self.reserved = value;
    }
}
impl cudaChannelFormatDesc {
    ///Reads C's `x` member.
    #[inline]
    pub fn x(&self) -> ::core::ffi::c_int {
        self.x
    }
    ///Writes C's `x` member.
    #[inline]
    pub fn set_x(&mut self, value: ::core::ffi::c_int) {
        self.x = value;
    }
    ///Reads C's `y` member.
    #[inline]
    pub fn y(&self) -> ::core::ffi::c_int {
        self.y
    }
    ///Writes C's `y` member.
    #[inline]
    pub fn set_y(&mut self, value: ::core::ffi::c_int) {
        self.y = value;
    }
    ///Reads C's `z` member.
    #[inline]
    pub fn z(&self) -> ::core::ffi::c_int {
        self.z
    }
    ///Writes C's `z` member.
    #[inline]
    pub fn set_z(&mut self, value: ::core::ffi::c_int) {
        self.z = value;
    }
    ///Reads C's `w` member.
    #[inline]
    pub fn w(&self) -> ::core::ffi::c_int {
        self.w
    }
    ///Writes C's `w` member.
    #[inline]
    pub fn set_w(&mut self, value: ::core::ffi::c_int) {
        self.w = value;
    }
    ///Reads C's `f` member.
    #[inline]
    pub fn f(&self) -> cudaChannelFormatKind {
        self.f
    }
    ///Writes C's `f` member.
    #[inline]
    pub fn set_f(&mut self, value: cudaChannelFormatKind) {
        self.f = value;
    }
}
impl cudaDeviceProp {
    ///Reads C's `name` member.
    #[inline]
    pub fn name(&self) -> [::core::ffi::c_char; 256usize] {
        self.name
    }
    ///Writes C's `name` member.
    #[inline]
    pub fn set_name(&mut self, value: [::core::ffi::c_char; 256usize]) {
        self.name = value;
    }
    ///Reads C's `uuid` member.
    #[inline]
    pub fn uuid(&self) -> cudaUUID_t {
        self.uuid
    }
    ///Writes C's `uuid` member.
    #[inline]
    pub fn set_uuid(&mut self, value: cudaUUID_t) {
        self.uuid = value;
    }
    ///Reads C's `luid` member.
    #[inline]
    pub fn luid(&self) -> [::core::ffi::c_char; 8usize] {
        self.luid
    }
    ///Writes C's `luid` member.
    #[inline]
    pub fn set_luid(&mut self, value: [::core::ffi::c_char; 8usize]) {
        self.luid = value;
    }
    ///Reads C's `luidDeviceNodeMask` member.
    #[inline]
    pub fn luidDeviceNodeMask(&self) -> ::core::ffi::c_uint {
        self.luidDeviceNodeMask
    }
    ///Writes C's `luidDeviceNodeMask` member.
    #[inline]
    pub fn set_luidDeviceNodeMask(&mut self, value: ::core::ffi::c_uint) {
        self.luidDeviceNodeMask = value;
    }
    ///Reads C's `totalGlobalMem` member.
    #[inline]
    pub fn totalGlobalMem(&self) -> usize {
        self.totalGlobalMem
    }
    ///Writes C's `totalGlobalMem` member.
    #[inline]
    pub fn set_totalGlobalMem(&mut self, value: usize) {
        self.totalGlobalMem = value;
    }
    ///Reads C's `sharedMemPerBlock` member.
    #[inline]
    pub fn sharedMemPerBlock(&self) -> usize {
        self.sharedMemPerBlock
    }
    ///Writes C's `sharedMemPerBlock` member.
    #[inline]
    pub fn set_sharedMemPerBlock(&mut self, value: usize) {
        self.sharedMemPerBlock = value;
    }
    ///Reads C's `regsPerBlock` member.
    #[inline]
    pub fn regsPerBlock(&self) -> ::core::ffi::c_int {
        self.regsPerBlock
    }
    ///Writes C's `regsPerBlock` member.
    #[inline]
    pub fn set_regsPerBlock(&mut self, value: ::core::ffi::c_int) {
        self.regsPerBlock = value;
    }
    ///Reads C's `warpSize` member.
    #[inline]
    pub fn warpSize(&self) -> ::core::ffi::c_int {
        self.warpSize
    }
    ///Writes C's `warpSize` member.
    #[inline]
    pub fn set_warpSize(&mut self, value: ::core::ffi::c_int) {
        self.warpSize = value;
    }
    ///Reads C's `memPitch` member.
    #[inline]
    pub fn memPitch(&self) -> usize {
        self.memPitch
    }
    ///Writes C's `memPitch` member.
    #[inline]
    pub fn set_memPitch(&mut self, value: usize) {
        self.memPitch = value;
    }
    ///Reads C's `maxThreadsPerBlock` member.
    #[inline]
    pub fn maxThreadsPerBlock(&self) -> ::core::ffi::c_int {
        self.maxThreadsPerBlock
    }
    ///Writes C's `maxThreadsPerBlock` member.
    #[inline]
    pub fn set_maxThreadsPerBlock(&mut self, value: ::core::ffi::c_int) {
        self.maxThreadsPerBlock = value;
    }
    ///Reads C's `maxThreadsDim` member.
    #[inline]
    pub fn maxThreadsDim(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxThreadsDim
    }
    ///Writes C's `maxThreadsDim` member.
    #[inline]
    pub fn set_maxThreadsDim(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxThreadsDim = value;
    }
    ///Reads C's `maxGridSize` member.
    #[inline]
    pub fn maxGridSize(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxGridSize
    }
    ///Writes C's `maxGridSize` member.
    #[inline]
    pub fn set_maxGridSize(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxGridSize = value;
    }
    ///Reads C's `clockRate` member.
    #[inline]
    pub fn clockRate(&self) -> ::core::ffi::c_int {
        self.clockRate
    }
    ///Writes C's `clockRate` member.
    #[inline]
    pub fn set_clockRate(&mut self, value: ::core::ffi::c_int) {
        self.clockRate = value;
    }
    ///Reads C's `totalConstMem` member.
    #[inline]
    pub fn totalConstMem(&self) -> usize {
        self.totalConstMem
    }
    ///Writes C's `totalConstMem` member.
    #[inline]
    pub fn set_totalConstMem(&mut self, value: usize) {
        self.totalConstMem = value;
    }
    ///Reads C's `major` member.
    #[inline]
    pub fn major(&self) -> ::core::ffi::c_int {
        self.major
    }
    ///Writes C's `major` member.
    #[inline]
    pub fn set_major(&mut self, value: ::core::ffi::c_int) {
        self.major = value;
    }
    ///Reads C's `minor` member.
    #[inline]
    pub fn minor(&self) -> ::core::ffi::c_int {
        self.minor
    }
    ///Writes C's `minor` member.
    #[inline]
    pub fn set_minor(&mut self, value: ::core::ffi::c_int) {
        self.minor = value;
    }
    ///Reads C's `textureAlignment` member.
    #[inline]
    pub fn textureAlignment(&self) -> usize {
        self.textureAlignment
    }
    ///Writes C's `textureAlignment` member.
    #[inline]
    pub fn set_textureAlignment(&mut self, value: usize) {
        self.textureAlignment = value;
    }
    ///Reads C's `texturePitchAlignment` member.
    #[inline]
    pub fn texturePitchAlignment(&self) -> usize {
        self.texturePitchAlignment
    }
    ///Writes C's `texturePitchAlignment` member.
    #[inline]
    pub fn set_texturePitchAlignment(&mut self, value: usize) {
        self.texturePitchAlignment = value;
    }
    ///Reads C's `deviceOverlap` member.
    #[inline]
    pub fn deviceOverlap(&self) -> ::core::ffi::c_int {
        self.deviceOverlap
    }
    ///Writes C's `deviceOverlap` member.
    #[inline]
    pub fn set_deviceOverlap(&mut self, value: ::core::ffi::c_int) {
        self.deviceOverlap = value;
    }
    ///Reads C's `multiProcessorCount` member.
    #[inline]
    pub fn multiProcessorCount(&self) -> ::core::ffi::c_int {
        self.multiProcessorCount
    }
    ///Writes C's `multiProcessorCount` member.
    #[inline]
    pub fn set_multiProcessorCount(&mut self, value: ::core::ffi::c_int) {
        self.multiProcessorCount = value;
    }
    ///Reads C's `kernelExecTimeoutEnabled` member.
    #[inline]
    pub fn kernelExecTimeoutEnabled(&self) -> ::core::ffi::c_int {
        self.kernelExecTimeoutEnabled
    }
    ///Writes C's `kernelExecTimeoutEnabled` member.
    #[inline]
    pub fn set_kernelExecTimeoutEnabled(&mut self, value: ::core::ffi::c_int) {
        self.kernelExecTimeoutEnabled = value;
    }
    ///Reads C's `integrated` member.
    #[inline]
    pub fn integrated(&self) -> ::core::ffi::c_int {
        self.integrated
    }
    ///Writes C's `integrated` member.
    #[inline]
    pub fn set_integrated(&mut self, value: ::core::ffi::c_int) {
        self.integrated = value;
    }
    ///Reads C's `canMapHostMemory` member.
    #[inline]
    pub fn canMapHostMemory(&self) -> ::core::ffi::c_int {
        self.canMapHostMemory
    }
    ///Writes C's `canMapHostMemory` member.
    #[inline]
    pub fn set_canMapHostMemory(&mut self, value: ::core::ffi::c_int) {
        self.canMapHostMemory = value;
    }
    ///Reads C's `computeMode` member.
    #[inline]
    pub fn computeMode(&self) -> ::core::ffi::c_int {
        self.computeMode
    }
    ///Writes C's `computeMode` member.
    #[inline]
    pub fn set_computeMode(&mut self, value: ::core::ffi::c_int) {
        self.computeMode = value;
    }
    ///Reads C's `maxTexture1D` member.
    #[inline]
    pub fn maxTexture1D(&self) -> ::core::ffi::c_int {
        self.maxTexture1D
    }
    ///Writes C's `maxTexture1D` member.
    #[inline]
    pub fn set_maxTexture1D(&mut self, value: ::core::ffi::c_int) {
        self.maxTexture1D = value;
    }
    ///Reads C's `maxTexture1DMipmap` member.
    #[inline]
    pub fn maxTexture1DMipmap(&self) -> ::core::ffi::c_int {
        self.maxTexture1DMipmap
    }
    ///Writes C's `maxTexture1DMipmap` member.
    #[inline]
    pub fn set_maxTexture1DMipmap(&mut self, value: ::core::ffi::c_int) {
        self.maxTexture1DMipmap = value;
    }
    ///Reads C's `maxTexture1DLinear` member.
    #[inline]
    pub fn maxTexture1DLinear(&self) -> ::core::ffi::c_int {
        self.maxTexture1DLinear
    }
    ///Writes C's `maxTexture1DLinear` member.
    #[inline]
    pub fn set_maxTexture1DLinear(&mut self, value: ::core::ffi::c_int) {
        self.maxTexture1DLinear = value;
    }
    ///Reads C's `maxTexture2D` member.
    #[inline]
    pub fn maxTexture2D(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxTexture2D
    }
    ///Writes C's `maxTexture2D` member.
    #[inline]
    pub fn set_maxTexture2D(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxTexture2D = value;
    }
    ///Reads C's `maxTexture2DMipmap` member.
    #[inline]
    pub fn maxTexture2DMipmap(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxTexture2DMipmap
    }
    ///Writes C's `maxTexture2DMipmap` member.
    #[inline]
    pub fn set_maxTexture2DMipmap(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxTexture2DMipmap = value;
    }
    ///Reads C's `maxTexture2DLinear` member.
    #[inline]
    pub fn maxTexture2DLinear(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxTexture2DLinear
    }
    ///Writes C's `maxTexture2DLinear` member.
    #[inline]
    pub fn set_maxTexture2DLinear(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxTexture2DLinear = value;
    }
    ///Reads C's `maxTexture2DGather` member.
    #[inline]
    pub fn maxTexture2DGather(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxTexture2DGather
    }
    ///Writes C's `maxTexture2DGather` member.
    #[inline]
    pub fn set_maxTexture2DGather(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxTexture2DGather = value;
    }
    ///Reads C's `maxTexture3D` member.
    #[inline]
    pub fn maxTexture3D(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxTexture3D
    }
    ///Writes C's `maxTexture3D` member.
    #[inline]
    pub fn set_maxTexture3D(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxTexture3D = value;
    }
    ///Reads C's `maxTexture3DAlt` member.
    #[inline]
    pub fn maxTexture3DAlt(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxTexture3DAlt
    }
    ///Writes C's `maxTexture3DAlt` member.
    #[inline]
    pub fn set_maxTexture3DAlt(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxTexture3DAlt = value;
    }
    ///Reads C's `maxTextureCubemap` member.
    #[inline]
    pub fn maxTextureCubemap(&self) -> ::core::ffi::c_int {
        self.maxTextureCubemap
    }
    ///Writes C's `maxTextureCubemap` member.
    #[inline]
    pub fn set_maxTextureCubemap(&mut self, value: ::core::ffi::c_int) {
        self.maxTextureCubemap = value;
    }
    ///Reads C's `maxTexture1DLayered` member.
    #[inline]
    pub fn maxTexture1DLayered(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxTexture1DLayered
    }
    ///Writes C's `maxTexture1DLayered` member.
    #[inline]
    pub fn set_maxTexture1DLayered(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxTexture1DLayered = value;
    }
    ///Reads C's `maxTexture2DLayered` member.
    #[inline]
    pub fn maxTexture2DLayered(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxTexture2DLayered
    }
    ///Writes C's `maxTexture2DLayered` member.
    #[inline]
    pub fn set_maxTexture2DLayered(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxTexture2DLayered = value;
    }
    ///Reads C's `maxTextureCubemapLayered` member.
    #[inline]
    pub fn maxTextureCubemapLayered(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxTextureCubemapLayered
    }
    ///Writes C's `maxTextureCubemapLayered` member.
    #[inline]
    pub fn set_maxTextureCubemapLayered(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxTextureCubemapLayered = value;
    }
    ///Reads C's `maxSurface1D` member.
    #[inline]
    pub fn maxSurface1D(&self) -> ::core::ffi::c_int {
        self.maxSurface1D
    }
    ///Writes C's `maxSurface1D` member.
    #[inline]
    pub fn set_maxSurface1D(&mut self, value: ::core::ffi::c_int) {
        self.maxSurface1D = value;
    }
    ///Reads C's `maxSurface2D` member.
    #[inline]
    pub fn maxSurface2D(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxSurface2D
    }
    ///Writes C's `maxSurface2D` member.
    #[inline]
    pub fn set_maxSurface2D(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxSurface2D = value;
    }
    ///Reads C's `maxSurface3D` member.
    #[inline]
    pub fn maxSurface3D(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxSurface3D
    }
    ///Writes C's `maxSurface3D` member.
    #[inline]
    pub fn set_maxSurface3D(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxSurface3D = value;
    }
    ///Reads C's `maxSurface1DLayered` member.
    #[inline]
    pub fn maxSurface1DLayered(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxSurface1DLayered
    }
    ///Writes C's `maxSurface1DLayered` member.
    #[inline]
    pub fn set_maxSurface1DLayered(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxSurface1DLayered = value;
    }
    ///Reads C's `maxSurface2DLayered` member.
    #[inline]
    pub fn maxSurface2DLayered(&self) -> [::core::ffi::c_int; 3usize] {
        self.maxSurface2DLayered
    }
    ///Writes C's `maxSurface2DLayered` member.
    #[inline]
    pub fn set_maxSurface2DLayered(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.maxSurface2DLayered = value;
    }
    ///Reads C's `maxSurfaceCubemap` member.
    #[inline]
    pub fn maxSurfaceCubemap(&self) -> ::core::ffi::c_int {
        self.maxSurfaceCubemap
    }
    ///Writes C's `maxSurfaceCubemap` member.
    #[inline]
    pub fn set_maxSurfaceCubemap(&mut self, value: ::core::ffi::c_int) {
        self.maxSurfaceCubemap = value;
    }
    ///Reads C's `maxSurfaceCubemapLayered` member.
    #[inline]
    pub fn maxSurfaceCubemapLayered(&self) -> [::core::ffi::c_int; 2usize] {
        self.maxSurfaceCubemapLayered
    }
    ///Writes C's `maxSurfaceCubemapLayered` member.
    #[inline]
    pub fn set_maxSurfaceCubemapLayered(&mut self, value: [::core::ffi::c_int; 2usize]) {
        self.maxSurfaceCubemapLayered = value;
    }
    ///Reads C's `surfaceAlignment` member.
    #[inline]
    pub fn surfaceAlignment(&self) -> usize {
        self.surfaceAlignment
    }
    ///Writes C's `surfaceAlignment` member.
    #[inline]
    pub fn set_surfaceAlignment(&mut self, value: usize) {
        self.surfaceAlignment = value;
    }
    ///Reads C's `concurrentKernels` member.
    #[inline]
    pub fn concurrentKernels(&self) -> ::core::ffi::c_int {
        self.concurrentKernels
    }
    ///Writes C's `concurrentKernels` member.
    #[inline]
    pub fn set_concurrentKernels(&mut self, value: ::core::ffi::c_int) {
        self.concurrentKernels = value;
    }
    ///Reads C's `ECCEnabled` member.
    #[inline]
    pub fn ECCEnabled(&self) -> ::core::ffi::c_int {
        self.ECCEnabled
    }
    ///Writes C's `ECCEnabled` member.
    #[inline]
    pub fn set_ECCEnabled(&mut self, value: ::core::ffi::c_int) {
        self.ECCEnabled = value;
    }
    ///Reads C's `pciBusID` member.
    #[inline]
    pub fn pciBusID(&self) -> ::core::ffi::c_int {
        self.pciBusID
    }
    ///Writes C's `pciBusID` member.
    #[inline]
    pub fn set_pciBusID(&mut self, value: ::core::ffi::c_int) {
        self.pciBusID = value;
    }
    ///Reads C's `pciDeviceID` member.
    #[inline]
    pub fn pciDeviceID(&self) -> ::core::ffi::c_int {
        self.pciDeviceID
    }
    ///Writes C's `pciDeviceID` member.
    #[inline]
    pub fn set_pciDeviceID(&mut self, value: ::core::ffi::c_int) {
        self.pciDeviceID = value;
    }
    ///Reads C's `pciDomainID` member.
    #[inline]
    pub fn pciDomainID(&self) -> ::core::ffi::c_int {
        self.pciDomainID
    }
    ///Writes C's `pciDomainID` member.
    #[inline]
    pub fn set_pciDomainID(&mut self, value: ::core::ffi::c_int) {
        self.pciDomainID = value;
    }
    ///Reads C's `tccDriver` member.
    #[inline]
    pub fn tccDriver(&self) -> ::core::ffi::c_int {
        self.tccDriver
    }
    ///Writes C's `tccDriver` member.
    #[inline]
    pub fn set_tccDriver(&mut self, value: ::core::ffi::c_int) {
        self.tccDriver = value;
    }
    ///Reads C's `asyncEngineCount` member.
    #[inline]
    pub fn asyncEngineCount(&self) -> ::core::ffi::c_int {
        self.asyncEngineCount
    }
    ///Writes C's `asyncEngineCount` member.
    #[inline]
    pub fn set_asyncEngineCount(&mut self, value: ::core::ffi::c_int) {
        self.asyncEngineCount = value;
    }
    ///Reads C's `unifiedAddressing` member.
    #[inline]
    pub fn unifiedAddressing(&self) -> ::core::ffi::c_int {
        self.unifiedAddressing
    }
    ///Writes C's `unifiedAddressing` member.
    #[inline]
    pub fn set_unifiedAddressing(&mut self, value: ::core::ffi::c_int) {
        self.unifiedAddressing = value;
    }
    ///Reads C's `memoryClockRate` member.
    #[inline]
    pub fn memoryClockRate(&self) -> ::core::ffi::c_int {
        self.memoryClockRate
    }
    ///Writes C's `memoryClockRate` member.
    #[inline]
    pub fn set_memoryClockRate(&mut self, value: ::core::ffi::c_int) {
        self.memoryClockRate = value;
    }
    ///Reads C's `memoryBusWidth` member.
    #[inline]
    pub fn memoryBusWidth(&self) -> ::core::ffi::c_int {
        self.memoryBusWidth
    }
    ///Writes C's `memoryBusWidth` member.
    #[inline]
    pub fn set_memoryBusWidth(&mut self, value: ::core::ffi::c_int) {
        self.memoryBusWidth = value;
    }
    ///Reads C's `l2CacheSize` member.
    #[inline]
    pub fn l2CacheSize(&self) -> ::core::ffi::c_int {
        self.l2CacheSize
    }
    ///Writes C's `l2CacheSize` member.
    #[inline]
    pub fn set_l2CacheSize(&mut self, value: ::core::ffi::c_int) {
        self.l2CacheSize = value;
    }
    ///Reads C's `persistingL2CacheMaxSize` member.
    #[inline]
    pub fn persistingL2CacheMaxSize(&self) -> ::core::ffi::c_int {
        self.persistingL2CacheMaxSize
    }
    ///Writes C's `persistingL2CacheMaxSize` member.
    #[inline]
    pub fn set_persistingL2CacheMaxSize(&mut self, value: ::core::ffi::c_int) {
        self.persistingL2CacheMaxSize = value;
    }
    ///Reads C's `maxThreadsPerMultiProcessor` member.
    #[inline]
    pub fn maxThreadsPerMultiProcessor(&self) -> ::core::ffi::c_int {
        self.maxThreadsPerMultiProcessor
    }
    ///Writes C's `maxThreadsPerMultiProcessor` member.
    #[inline]
    pub fn set_maxThreadsPerMultiProcessor(&mut self, value: ::core::ffi::c_int) {
        self.maxThreadsPerMultiProcessor = value;
    }
    ///Reads C's `streamPrioritiesSupported` member.
    #[inline]
    pub fn streamPrioritiesSupported(&self) -> ::core::ffi::c_int {
        self.streamPrioritiesSupported
    }
    ///Writes C's `streamPrioritiesSupported` member.
    #[inline]
    pub fn set_streamPrioritiesSupported(&mut self, value: ::core::ffi::c_int) {
        self.streamPrioritiesSupported = value;
    }
    ///Reads C's `globalL1CacheSupported` member.
    #[inline]
    pub fn globalL1CacheSupported(&self) -> ::core::ffi::c_int {
        self.globalL1CacheSupported
    }
    ///Writes C's `globalL1CacheSupported` member.
    #[inline]
    pub fn set_globalL1CacheSupported(&mut self, value: ::core::ffi::c_int) {
        self.globalL1CacheSupported = value;
    }
    ///Reads C's `localL1CacheSupported` member.
    #[inline]
    pub fn localL1CacheSupported(&self) -> ::core::ffi::c_int {
        self.localL1CacheSupported
    }
    ///Writes C's `localL1CacheSupported` member.
    #[inline]
    pub fn set_localL1CacheSupported(&mut self, value: ::core::ffi::c_int) {
        self.localL1CacheSupported = value;
    }
    ///Reads C's `sharedMemPerMultiprocessor` member.
    #[inline]
    pub fn sharedMemPerMultiprocessor(&self) -> usize {
        self.sharedMemPerMultiprocessor
    }
    ///Writes C's `sharedMemPerMultiprocessor` member.
    #[inline]
    pub fn set_sharedMemPerMultiprocessor(&mut self, value: usize) {
        self.sharedMemPerMultiprocessor = value;
    }
    ///Reads C's `regsPerMultiprocessor` member.
    #[inline]
    pub fn regsPerMultiprocessor(&self) -> ::core::ffi::c_int {
        self.regsPerMultiprocessor
    }
    ///Writes C's `regsPerMultiprocessor` member.
    #[inline]
    pub fn set_regsPerMultiprocessor(&mut self, value: ::core::ffi::c_int) {
        self.regsPerMultiprocessor = value;
    }
    ///Reads C's `managedMemory` member.
    #[inline]
    pub fn managedMemory(&self) -> ::core::ffi::c_int {
        self.managedMemory
    }
    ///Writes C's `managedMemory` member.
    #[inline]
    pub fn set_managedMemory(&mut self, value: ::core::ffi::c_int) {
        self.managedMemory = value;
    }
    ///Reads C's `isMultiGpuBoard` member.
    #[inline]
    pub fn isMultiGpuBoard(&self) -> ::core::ffi::c_int {
        self.isMultiGpuBoard
    }
    ///Writes C's `isMultiGpuBoard` member.
    #[inline]
    pub fn set_isMultiGpuBoard(&mut self, value: ::core::ffi::c_int) {
        self.isMultiGpuBoard = value;
    }
    ///Reads C's `multiGpuBoardGroupID` member.
    #[inline]
    pub fn multiGpuBoardGroupID(&self) -> ::core::ffi::c_int {
        self.multiGpuBoardGroupID
    }
    ///Writes C's `multiGpuBoardGroupID` member.
    #[inline]
    pub fn set_multiGpuBoardGroupID(&mut self, value: ::core::ffi::c_int) {
        self.multiGpuBoardGroupID = value;
    }
    ///Reads C's `hostNativeAtomicSupported` member.
    #[inline]
    pub fn hostNativeAtomicSupported(&self) -> ::core::ffi::c_int {
        self.hostNativeAtomicSupported
    }
    ///Writes C's `hostNativeAtomicSupported` member.
    #[inline]
    pub fn set_hostNativeAtomicSupported(&mut self, value: ::core::ffi::c_int) {
        self.hostNativeAtomicSupported = value;
    }
    ///Reads C's `singleToDoublePrecisionPerfRatio` member.
    #[inline]
    pub fn singleToDoublePrecisionPerfRatio(&self) -> ::core::ffi::c_int {
        self.singleToDoublePrecisionPerfRatio
    }
    ///Writes C's `singleToDoublePrecisionPerfRatio` member.
    #[inline]
    pub fn set_singleToDoublePrecisionPerfRatio(&mut self, value: ::core::ffi::c_int) {
        self.singleToDoublePrecisionPerfRatio = value;
    }
    ///Reads C's `pageableMemoryAccess` member.
    #[inline]
    pub fn pageableMemoryAccess(&self) -> ::core::ffi::c_int {
        self.pageableMemoryAccess
    }
    ///Writes C's `pageableMemoryAccess` member.
    #[inline]
    pub fn set_pageableMemoryAccess(&mut self, value: ::core::ffi::c_int) {
        self.pageableMemoryAccess = value;
    }
    ///Reads C's `concurrentManagedAccess` member.
    #[inline]
    pub fn concurrentManagedAccess(&self) -> ::core::ffi::c_int {
        self.concurrentManagedAccess
    }
    ///Writes C's `concurrentManagedAccess` member.
    #[inline]
    pub fn set_concurrentManagedAccess(&mut self, value: ::core::ffi::c_int) {
        self.concurrentManagedAccess = value;
    }
    ///Reads C's `computePreemptionSupported` member.
    #[inline]
    pub fn computePreemptionSupported(&self) -> ::core::ffi::c_int {
        self.computePreemptionSupported
    }
    ///Writes C's `computePreemptionSupported` member.
    #[inline]
    pub fn set_computePreemptionSupported(&mut self, value: ::core::ffi::c_int) {
        self.computePreemptionSupported = value;
    }
    ///Reads C's `canUseHostPointerForRegisteredMem` member.
    #[inline]
    pub fn canUseHostPointerForRegisteredMem(&self) -> ::core::ffi::c_int {
        self.canUseHostPointerForRegisteredMem
    }
    ///Writes C's `canUseHostPointerForRegisteredMem` member.
    #[inline]
    pub fn set_canUseHostPointerForRegisteredMem(&mut self, value: ::core::ffi::c_int) {
        self.canUseHostPointerForRegisteredMem = value;
    }
    ///Reads C's `cooperativeLaunch` member.
    #[inline]
    pub fn cooperativeLaunch(&self) -> ::core::ffi::c_int {
        self.cooperativeLaunch
    }
    ///Writes C's `cooperativeLaunch` member.
    #[inline]
    pub fn set_cooperativeLaunch(&mut self, value: ::core::ffi::c_int) {
        self.cooperativeLaunch = value;
    }
    ///Reads C's `cooperativeMultiDeviceLaunch` member.
    #[inline]
    pub fn cooperativeMultiDeviceLaunch(&self) -> ::core::ffi::c_int {
        self.cooperativeMultiDeviceLaunch
    }
    ///Writes C's `cooperativeMultiDeviceLaunch` member.
    #[inline]
    pub fn set_cooperativeMultiDeviceLaunch(&mut self, value: ::core::ffi::c_int) {
        self.cooperativeMultiDeviceLaunch = value;
    }
    ///Reads C's `sharedMemPerBlockOptin` member.
    #[inline]
    pub fn sharedMemPerBlockOptin(&self) -> usize {
        self.sharedMemPerBlockOptin
    }
    ///Writes C's `sharedMemPerBlockOptin` member.
    #[inline]
    pub fn set_sharedMemPerBlockOptin(&mut self, value: usize) {
        self.sharedMemPerBlockOptin = value;
    }
    ///Reads C's `pageableMemoryAccessUsesHostPageTables` member.
    #[inline]
    pub fn pageableMemoryAccessUsesHostPageTables(&self) -> ::core::ffi::c_int {
        self.pageableMemoryAccessUsesHostPageTables
    }
    ///Writes C's `pageableMemoryAccessUsesHostPageTables` member.
    #[inline]
    pub fn set_pageableMemoryAccessUsesHostPageTables(
        &mut self,
        value: ::core::ffi::c_int,
    ) {
        self.pageableMemoryAccessUsesHostPageTables = value;
    }
    ///Reads C's `directManagedMemAccessFromHost` member.
    #[inline]
    pub fn directManagedMemAccessFromHost(&self) -> ::core::ffi::c_int {
        self.directManagedMemAccessFromHost
    }
    ///Writes C's `directManagedMemAccessFromHost` member.
    #[inline]
    pub fn set_directManagedMemAccessFromHost(&mut self, value: ::core::ffi::c_int) {
        self.directManagedMemAccessFromHost = value;
    }
    ///Reads C's `maxBlocksPerMultiProcessor` member.
    #[inline]
    pub fn maxBlocksPerMultiProcessor(&self) -> ::core::ffi::c_int {
        self.maxBlocksPerMultiProcessor
    }
    ///Writes C's `maxBlocksPerMultiProcessor` member.
    #[inline]
    pub fn set_maxBlocksPerMultiProcessor(&mut self, value: ::core::ffi::c_int) {
        self.maxBlocksPerMultiProcessor = value;
    }
    ///Reads C's `accessPolicyMaxWindowSize` member.
    #[inline]
    pub fn accessPolicyMaxWindowSize(&self) -> ::core::ffi::c_int {
        self.accessPolicyMaxWindowSize
    }
    ///Writes C's `accessPolicyMaxWindowSize` member.
    #[inline]
    pub fn set_accessPolicyMaxWindowSize(&mut self, value: ::core::ffi::c_int) {
        self.accessPolicyMaxWindowSize = value;
    }
    ///Reads C's `reservedSharedMemPerBlock` member.
    #[inline]
    pub fn reservedSharedMemPerBlock(&self) -> usize {
        self.reservedSharedMemPerBlock
    }
    ///Writes C's `reservedSharedMemPerBlock` member.
    #[inline]
    pub fn set_reservedSharedMemPerBlock(&mut self, value: usize) {
        self.reservedSharedMemPerBlock = value;
    }
    ///Reads C's `hostRegisterSupported` member.
    #[inline]
    pub fn hostRegisterSupported(&self) -> ::core::ffi::c_int {
        self.hostRegisterSupported
    }
    ///Writes C's `hostRegisterSupported` member.
    #[inline]
    pub fn set_hostRegisterSupported(&mut self, value: ::core::ffi::c_int) {
        self.hostRegisterSupported = value;
    }
    ///Reads C's `sparseCudaArraySupported` member.
    #[inline]
    pub fn sparseCudaArraySupported(&self) -> ::core::ffi::c_int {
        self.sparseCudaArraySupported
    }
    ///Writes C's `sparseCudaArraySupported` member.
    #[inline]
    pub fn set_sparseCudaArraySupported(&mut self, value: ::core::ffi::c_int) {
        self.sparseCudaArraySupported = value;
    }
    ///Reads C's `hostRegisterReadOnlySupported` member.
    #[inline]
    pub fn hostRegisterReadOnlySupported(&self) -> ::core::ffi::c_int {
        self.hostRegisterReadOnlySupported
    }
    ///Writes C's `hostRegisterReadOnlySupported` member.
    #[inline]
    pub fn set_hostRegisterReadOnlySupported(&mut self, value: ::core::ffi::c_int) {
        self.hostRegisterReadOnlySupported = value;
    }
    ///Reads C's `timelineSemaphoreInteropSupported` member.
    #[inline]
    pub fn timelineSemaphoreInteropSupported(&self) -> ::core::ffi::c_int {
        self.timelineSemaphoreInteropSupported
    }
    ///Writes C's `timelineSemaphoreInteropSupported` member.
    #[inline]
    pub fn set_timelineSemaphoreInteropSupported(&mut self, value: ::core::ffi::c_int) {
        self.timelineSemaphoreInteropSupported = value;
    }
    ///Reads C's `memoryPoolsSupported` member.
    #[inline]
    pub fn memoryPoolsSupported(&self) -> ::core::ffi::c_int {
        self.memoryPoolsSupported
    }
    ///Writes C's `memoryPoolsSupported` member.
    #[inline]
    pub fn set_memoryPoolsSupported(&mut self, value: ::core::ffi::c_int) {
        self.memoryPoolsSupported = value;
    }
    ///Reads C's `gpuDirectRDMASupported` member.
    #[inline]
    pub fn gpuDirectRDMASupported(&self) -> ::core::ffi::c_int {
        self.gpuDirectRDMASupported
    }
    ///Writes C's `gpuDirectRDMASupported` member.
    #[inline]
    pub fn set_gpuDirectRDMASupported(&mut self, value: ::core::ffi::c_int) {
        self.gpuDirectRDMASupported = value;
    }
    ///Reads C's `gpuDirectRDMAFlushWritesOptions` member.
    #[inline]
    pub fn gpuDirectRDMAFlushWritesOptions(&self) -> ::core::ffi::c_uint {
        self.gpuDirectRDMAFlushWritesOptions
    }
    ///Writes C's `gpuDirectRDMAFlushWritesOptions` member.
    #[inline]
    pub fn set_gpuDirectRDMAFlushWritesOptions(&mut self, value: ::core::ffi::c_uint) {
        self.gpuDirectRDMAFlushWritesOptions = value;
    }
    ///Reads C's `gpuDirectRDMAWritesOrdering` member.
    #[inline]
    pub fn gpuDirectRDMAWritesOrdering(&self) -> ::core::ffi::c_int {
        self.gpuDirectRDMAWritesOrdering
    }
    ///Writes C's `gpuDirectRDMAWritesOrdering` member.
    #[inline]
    pub fn set_gpuDirectRDMAWritesOrdering(&mut self, value: ::core::ffi::c_int) {
        self.gpuDirectRDMAWritesOrdering = value;
    }
    ///Reads C's `memoryPoolSupportedHandleTypes` member.
    #[inline]
    pub fn memoryPoolSupportedHandleTypes(&self) -> ::core::ffi::c_uint {
        self.memoryPoolSupportedHandleTypes
    }
    ///Writes C's `memoryPoolSupportedHandleTypes` member.
    #[inline]
    pub fn set_memoryPoolSupportedHandleTypes(&mut self, value: ::core::ffi::c_uint) {
        self.memoryPoolSupportedHandleTypes = value;
    }
    ///Reads C's `deferredMappingCudaArraySupported` member.
    #[inline]
    pub fn deferredMappingCudaArraySupported(&self) -> ::core::ffi::c_int {
        self.deferredMappingCudaArraySupported
    }
    ///Writes C's `deferredMappingCudaArraySupported` member.
    #[inline]
    pub fn set_deferredMappingCudaArraySupported(&mut self, value: ::core::ffi::c_int) {
        self.deferredMappingCudaArraySupported = value;
    }
    ///Reads C's `ipcEventSupported` member.
    #[inline]
    pub fn ipcEventSupported(&self) -> ::core::ffi::c_int {
        self.ipcEventSupported
    }
    ///Writes C's `ipcEventSupported` member.
    #[inline]
    pub fn set_ipcEventSupported(&mut self, value: ::core::ffi::c_int) {
        self.ipcEventSupported = value;
    }
    ///Reads C's `clusterLaunch` member.
    #[inline]
    pub fn clusterLaunch(&self) -> ::core::ffi::c_int {
        self.clusterLaunch
    }
    ///Writes C's `clusterLaunch` member.
    #[inline]
    pub fn set_clusterLaunch(&mut self, value: ::core::ffi::c_int) {
        self.clusterLaunch = value;
    }
    ///Reads C's `unifiedFunctionPointers` member.
    #[inline]
    pub fn unifiedFunctionPointers(&self) -> ::core::ffi::c_int {
        self.unifiedFunctionPointers
    }
    ///Writes C's `unifiedFunctionPointers` member.
    #[inline]
    pub fn set_unifiedFunctionPointers(&mut self, value: ::core::ffi::c_int) {
        self.unifiedFunctionPointers = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_int; 63usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_int; 63usize]) {
        self.reserved = value;
    }
}
impl cudaExtent {
    ///Reads C's `width` member.
    #[inline]
    pub fn width(&self) -> usize {
        self.width
    }
    ///Writes C's `width` member.
    #[inline]
    pub fn set_width(&mut self, value: usize) {
        self.width = value;
    }
    ///Reads C's `height` member.
    #[inline]
    pub fn height(&self) -> usize {
        self.height
    }
    ///Writes C's `height` member.
    #[inline]
    pub fn set_height(&mut self, value: usize) {
        self.height = value;
    }
    ///Reads C's `depth` member.
    #[inline]
    pub fn depth(&self) -> usize {
        self.depth
    }
    ///Writes C's `depth` member.
    #[inline]
    pub fn set_depth(&mut self, value: usize) {
        self.depth = value;
    }
}
impl cudaExternalMemoryBufferDesc {
    ///Reads C's `offset` member.
    #[inline]
    pub fn offset(&self) -> ::core::ffi::c_ulonglong {
        self.offset
    }
    ///Writes C's `offset` member.
    #[inline]
    pub fn set_offset(&mut self, value: ::core::ffi::c_ulonglong) {
        self.offset = value;
    }
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> ::core::ffi::c_ulonglong {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: ::core::ffi::c_ulonglong) {
        self.size = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl cudaExternalMemoryHandleDesc {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaExternalMemoryHandleType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaExternalMemoryHandleType) {
        self.type_ = value;
    }
    ///Reads C's `handle` member.
    #[inline]
    pub fn handle(&self) -> cudaExternalMemoryHandleDesc__bindgen_ty_1 {
        self.handle
    }
    ///Writes C's `handle` member.
    #[inline]
    pub fn set_handle(&mut self, value: cudaExternalMemoryHandleDesc__bindgen_ty_1) {
        self.handle = value;
    }
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> ::core::ffi::c_ulonglong {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: ::core::ffi::c_ulonglong) {
        self.size = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl cudaExternalMemoryMipmappedArrayDesc {
    ///Reads C's `offset` member.
    #[inline]
    pub fn offset(&self) -> ::core::ffi::c_ulonglong {
        self.offset
    }
    ///Writes C's `offset` member.
    #[inline]
    pub fn set_offset(&mut self, value: ::core::ffi::c_ulonglong) {
        self.offset = value;
    }
    ///Reads C's `formatDesc` member.
    #[inline]
    pub fn formatDesc(&self) -> cudaChannelFormatDesc {
        self.formatDesc
    }
    ///Writes C's `formatDesc` member.
    #[inline]
    pub fn set_formatDesc(&mut self, value: cudaChannelFormatDesc) {
        self.formatDesc = value;
    }
    ///Reads C's `extent` member.
    #[inline]
    pub fn extent(&self) -> cudaExtent {
        self.extent
    }
    ///Writes C's `extent` member.
    #[inline]
    pub fn set_extent(&mut self, value: cudaExtent) {
        self.extent = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `numLevels` member.
    #[inline]
    pub fn numLevels(&self) -> ::core::ffi::c_uint {
        self.numLevels
    }
    ///Writes C's `numLevels` member.
    #[inline]
    pub fn set_numLevels(&mut self, value: ::core::ffi::c_uint) {
        self.numLevels = value;
    }
}
impl cudaExternalSemaphoreHandleDesc {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaExternalSemaphoreHandleType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaExternalSemaphoreHandleType) {
        self.type_ = value;
    }
    ///Reads C's `handle` member.
    #[inline]
    pub fn handle(&self) -> cudaExternalSemaphoreHandleDesc__bindgen_ty_1 {
        self.handle
    }
    ///Writes C's `handle` member.
    #[inline]
    pub fn set_handle(&mut self, value: cudaExternalSemaphoreHandleDesc__bindgen_ty_1) {
        self.handle = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl cudaExternalSemaphoreSignalNodeParams {
    ///Reads C's `extSemArray` member.
    #[inline]
    pub fn extSemArray(&self) -> *mut cudaExternalSemaphore_t {
        self.extSemArray
    }
    ///Writes C's `extSemArray` member.
    #[inline]
    pub fn set_extSemArray(&mut self, value: *mut cudaExternalSemaphore_t) {
        self.extSemArray = value;
    }
    ///Reads C's `paramsArray` member.
    #[inline]
    pub fn paramsArray(&self) -> *const cudaExternalSemaphoreSignalParams {
        self.paramsArray
    }
    ///Writes C's `paramsArray` member.
    #[inline]
    pub fn set_paramsArray(&mut self, value: *const cudaExternalSemaphoreSignalParams) {
        self.paramsArray = value;
    }
    ///Reads C's `numExtSems` member.
    #[inline]
    pub fn numExtSems(&self) -> ::core::ffi::c_uint {
        self.numExtSems
    }
    ///Writes C's `numExtSems` member.
    #[inline]
    pub fn set_numExtSems(&mut self, value: ::core::ffi::c_uint) {
        self.numExtSems = value;
    }
}
impl cudaExternalSemaphoreSignalParams {
    ///Reads C's `params` member.
    #[inline]
    pub fn params(&self) -> cudaExternalSemaphoreSignalParams__bindgen_ty_1 {
        self.params
    }
    ///Writes C's `params` member.
    #[inline]
    pub fn set_params(
        &mut self,
        value: cudaExternalSemaphoreSignalParams__bindgen_ty_1,
    ) {
        self.params = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl cudaExternalSemaphoreSignalParams_v1 {
    ///Reads C's `params` member.
    #[inline]
    pub fn params(&self) -> cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1 {
        self.params
    }
    ///Writes C's `params` member.
    #[inline]
    pub fn set_params(
        &mut self,
        value: cudaExternalSemaphoreSignalParams_v1__bindgen_ty_1,
    ) {
        self.params = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl cudaExternalSemaphoreWaitNodeParams {
    ///Reads C's `extSemArray` member.
    #[inline]
    pub fn extSemArray(&self) -> *mut cudaExternalSemaphore_t {
        self.extSemArray
    }
    ///Writes C's `extSemArray` member.
    #[inline]
    pub fn set_extSemArray(&mut self, value: *mut cudaExternalSemaphore_t) {
        self.extSemArray = value;
    }
    ///Reads C's `paramsArray` member.
    #[inline]
    pub fn paramsArray(&self) -> *const cudaExternalSemaphoreWaitParams {
        self.paramsArray
    }
    ///Writes C's `paramsArray` member.
    #[inline]
    pub fn set_paramsArray(&mut self, value: *const cudaExternalSemaphoreWaitParams) {
        self.paramsArray = value;
    }
    ///Reads C's `numExtSems` member.
    #[inline]
    pub fn numExtSems(&self) -> ::core::ffi::c_uint {
        self.numExtSems
    }
    ///Writes C's `numExtSems` member.
    #[inline]
    pub fn set_numExtSems(&mut self, value: ::core::ffi::c_uint) {
        self.numExtSems = value;
    }
}
impl cudaExternalSemaphoreWaitParams {
    ///Reads C's `params` member.
    #[inline]
    pub fn params(&self) -> cudaExternalSemaphoreWaitParams__bindgen_ty_1 {
        self.params
    }
    ///Writes C's `params` member.
    #[inline]
    pub fn set_params(&mut self, value: cudaExternalSemaphoreWaitParams__bindgen_ty_1) {
        self.params = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 16usize]) {
        self.reserved = value;
    }
}
impl cudaExternalSemaphoreWaitParams_v1 {
    ///Reads C's `params` member.
    #[inline]
    pub fn params(&self) -> cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1 {
        self.params
    }
    ///Writes C's `params` member.
    #[inline]
    pub fn set_params(
        &mut self,
        value: cudaExternalSemaphoreWaitParams_v1__bindgen_ty_1,
    ) {
        self.params = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
}
impl cudaFuncAttributes {
    ///Reads C's `sharedSizeBytes` member.
    #[inline]
    pub fn sharedSizeBytes(&self) -> usize {
        self.sharedSizeBytes
    }
    ///Writes C's `sharedSizeBytes` member.
    #[inline]
    pub fn set_sharedSizeBytes(&mut self, value: usize) {
        self.sharedSizeBytes = value;
    }
    ///Reads C's `constSizeBytes` member.
    #[inline]
    pub fn constSizeBytes(&self) -> usize {
        self.constSizeBytes
    }
    ///Writes C's `constSizeBytes` member.
    #[inline]
    pub fn set_constSizeBytes(&mut self, value: usize) {
        self.constSizeBytes = value;
    }
    ///Reads C's `localSizeBytes` member.
    #[inline]
    pub fn localSizeBytes(&self) -> usize {
        self.localSizeBytes
    }
    ///Writes C's `localSizeBytes` member.
    #[inline]
    pub fn set_localSizeBytes(&mut self, value: usize) {
        self.localSizeBytes = value;
    }
    ///Reads C's `maxThreadsPerBlock` member.
    #[inline]
    pub fn maxThreadsPerBlock(&self) -> ::core::ffi::c_int {
        self.maxThreadsPerBlock
    }
    ///Writes C's `maxThreadsPerBlock` member.
    #[inline]
    pub fn set_maxThreadsPerBlock(&mut self, value: ::core::ffi::c_int) {
        self.maxThreadsPerBlock = value;
    }
    ///Reads C's `numRegs` member.
    #[inline]
    pub fn numRegs(&self) -> ::core::ffi::c_int {
        self.numRegs
    }
    ///Writes C's `numRegs` member.
    #[inline]
    pub fn set_numRegs(&mut self, value: ::core::ffi::c_int) {
        self.numRegs = value;
    }
    ///Reads C's `ptxVersion` member.
    #[inline]
    pub fn ptxVersion(&self) -> ::core::ffi::c_int {
        self.ptxVersion
    }
    ///Writes C's `ptxVersion` member.
    #[inline]
    pub fn set_ptxVersion(&mut self, value: ::core::ffi::c_int) {
        self.ptxVersion = value;
    }
    ///Reads C's `binaryVersion` member.
    #[inline]
    pub fn binaryVersion(&self) -> ::core::ffi::c_int {
        self.binaryVersion
    }
    ///Writes C's `binaryVersion` member.
    #[inline]
    pub fn set_binaryVersion(&mut self, value: ::core::ffi::c_int) {
        self.binaryVersion = value;
    }
    ///Reads C's `cacheModeCA` member.
    #[inline]
    pub fn cacheModeCA(&self) -> ::core::ffi::c_int {
        self.cacheModeCA
    }
    ///Writes C's `cacheModeCA` member.
    #[inline]
    pub fn set_cacheModeCA(&mut self, value: ::core::ffi::c_int) {
        self.cacheModeCA = value;
    }
    ///Reads C's `maxDynamicSharedSizeBytes` member.
    #[inline]
    pub fn maxDynamicSharedSizeBytes(&self) -> ::core::ffi::c_int {
        self.maxDynamicSharedSizeBytes
    }
    ///Writes C's `maxDynamicSharedSizeBytes` member.
    #[inline]
    pub fn set_maxDynamicSharedSizeBytes(&mut self, value: ::core::ffi::c_int) {
        self.maxDynamicSharedSizeBytes = value;
    }
    ///Reads C's `preferredShmemCarveout` member.
    #[inline]
    pub fn preferredShmemCarveout(&self) -> ::core::ffi::c_int {
        self.preferredShmemCarveout
    }
    ///Writes C's `preferredShmemCarveout` member.
    #[inline]
    pub fn set_preferredShmemCarveout(&mut self, value: ::core::ffi::c_int) {
        self.preferredShmemCarveout = value;
    }
    ///Reads C's `clusterDimMustBeSet` member.
    #[inline]
    pub fn clusterDimMustBeSet(&self) -> ::core::ffi::c_int {
        self.clusterDimMustBeSet
    }
    ///Writes C's `clusterDimMustBeSet` member.
    #[inline]
    pub fn set_clusterDimMustBeSet(&mut self, value: ::core::ffi::c_int) {
        self.clusterDimMustBeSet = value;
    }
    ///Reads C's `requiredClusterWidth` member.
    #[inline]
    pub fn requiredClusterWidth(&self) -> ::core::ffi::c_int {
        self.requiredClusterWidth
    }
    ///Writes C's `requiredClusterWidth` member.
    #[inline]
    pub fn set_requiredClusterWidth(&mut self, value: ::core::ffi::c_int) {
        self.requiredClusterWidth = value;
    }
    ///Reads C's `requiredClusterHeight` member.
    #[inline]
    pub fn requiredClusterHeight(&self) -> ::core::ffi::c_int {
        self.requiredClusterHeight
    }
    ///Writes C's `requiredClusterHeight` member.
    #[inline]
    pub fn set_requiredClusterHeight(&mut self, value: ::core::ffi::c_int) {
        self.requiredClusterHeight = value;
    }
    ///Reads C's `requiredClusterDepth` member.
    #[inline]
    pub fn requiredClusterDepth(&self) -> ::core::ffi::c_int {
        self.requiredClusterDepth
    }
    ///Writes C's `requiredClusterDepth` member.
    #[inline]
    pub fn set_requiredClusterDepth(&mut self, value: ::core::ffi::c_int) {
        self.requiredClusterDepth = value;
    }
    ///Reads C's `clusterSchedulingPolicyPreference` member.
    #[inline]
    pub fn clusterSchedulingPolicyPreference(&self) -> ::core::ffi::c_int {
        self.clusterSchedulingPolicyPreference
    }
    ///Writes C's `clusterSchedulingPolicyPreference` member.
    #[inline]
    pub fn set_clusterSchedulingPolicyPreference(&mut self, value: ::core::ffi::c_int) {
        self.clusterSchedulingPolicyPreference = value;
    }
    ///Reads C's `nonPortableClusterSizeAllowed` member.
    #[inline]
    pub fn nonPortableClusterSizeAllowed(&self) -> ::core::ffi::c_int {
        self.nonPortableClusterSizeAllowed
    }
    ///Writes C's `nonPortableClusterSizeAllowed` member.
    #[inline]
    pub fn set_nonPortableClusterSizeAllowed(&mut self, value: ::core::ffi::c_int) {
        self.nonPortableClusterSizeAllowed = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_int; 16usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_int; 16usize]) {
        self.reserved = value;
    }
}
impl cudaGraphExecUpdateResultInfo_st {
    ///Reads C's `result` member.
    #[inline]
    pub fn result(&self) -> cudaGraphExecUpdateResult {
        self.result
    }
    ///Writes C's `result` member.
    #[inline]
    pub fn set_result(&mut self, value: cudaGraphExecUpdateResult) {
        self.result = value;
    }
    ///Reads C's `errorNode` member.
    #[inline]
    pub fn errorNode(&self) -> cudaGraphNode_t {
        self.errorNode
    }
    ///Writes C's `errorNode` member.
    #[inline]
    pub fn set_errorNode(&mut self, value: cudaGraphNode_t) {
        self.errorNode = value;
    }
    ///Reads C's `errorFromNode` member.
    #[inline]
    pub fn errorFromNode(&self) -> cudaGraphNode_t {
        self.errorFromNode
    }
    ///Writes C's `errorFromNode` member.
    #[inline]
    pub fn set_errorFromNode(&mut self, value: cudaGraphNode_t) {
        self.errorFromNode = value;
    }
}
impl cudaGraphInstantiateParams_st {
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_ulonglong {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_ulonglong) {
        self.flags = value;
    }
    ///Reads C's `uploadStream` member.
    #[inline]
    pub fn uploadStream(&self) -> cudaStream_t {
        self.uploadStream
    }
    ///Writes C's `uploadStream` member.
    #[inline]
    pub fn set_uploadStream(&mut self, value: cudaStream_t) {
        self.uploadStream = value;
    }
    ///Reads C's `errNode_out` member.
    #[inline]
    pub fn errNode_out(&self) -> cudaGraphNode_t {
        self.errNode_out
    }
    ///Writes C's `errNode_out` member.
    #[inline]
    pub fn set_errNode_out(&mut self, value: cudaGraphNode_t) {
        self.errNode_out = value;
    }
    ///Reads C's `result_out` member.
    #[inline]
    pub fn result_out(&self) -> cudaGraphInstantiateResult {
        self.result_out
    }
    ///Writes C's `result_out` member.
    #[inline]
    pub fn set_result_out(&mut self, value: cudaGraphInstantiateResult) {
        self.result_out = value;
    }
}
impl cudaHostNodeParams {
    ///Reads C's `fn_` member.
    #[inline]
    pub fn fn_(&self) -> cudaHostFn_t {
        self.fn_
    }
    ///Writes C's `fn_` member.
    #[inline]
    pub fn set_fn_(&mut self, value: cudaHostFn_t) {
        self.fn_ = value;
    }
    ///Reads C's `userData` member.
    #[inline]
    pub fn userData(&self) -> *mut ::core::ffi::c_void {
        self.userData
    }
    ///Writes C's `userData` member.
    #[inline]
    pub fn set_userData(&mut self, value: *mut ::core::ffi::c_void) {
        self.userData = value;
    }
}
impl cudaIpcEventHandle_st {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_char; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.reserved = value;
    }
}
impl cudaIpcMemHandle_st {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_char; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.reserved = value;
    }
}
impl cudaKernelNodeParams {
    ///Reads C's `func` member.
    #[inline]
    pub fn func(&self) -> *mut ::core::ffi::c_void {
        self.func
    }
    ///Writes C's `func` member.
    #[inline]
    pub fn set_func(&mut self, value: *mut ::core::ffi::c_void) {
        self.func = value;
    }
    ///Reads C's `gridDim` member.
    #[inline]
    pub fn gridDim(&self) -> dim3 {
        self.gridDim
    }
    ///Writes C's `gridDim` member.
    #[inline]
    pub fn set_gridDim(&mut self, value: dim3) {
        self.gridDim = value;
    }
    ///Reads C's `blockDim` member.
    #[inline]
    pub fn blockDim(&self) -> dim3 {
        self.blockDim
    }
    ///Writes C's `blockDim` member.
    #[inline]
    pub fn set_blockDim(&mut self, value: dim3) {
        self.blockDim = value;
    }
    ///Reads C's `sharedMemBytes` member.
    #[inline]
    pub fn sharedMemBytes(&self) -> ::core::ffi::c_uint {
        self.sharedMemBytes
    }
    ///Writes C's `sharedMemBytes` member.
    #[inline]
    pub fn set_sharedMemBytes(&mut self, value: ::core::ffi::c_uint) {
        self.sharedMemBytes = value;
    }
    ///Reads C's `kernelParams` member.
    #[inline]
    pub fn kernelParams(&self) -> *mut *mut ::core::ffi::c_void {
        self.kernelParams
    }
    ///Writes C's `kernelParams` member.
    #[inline]
    pub fn set_kernelParams(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.kernelParams = value;
    }
    ///Reads C's `extra` member.
    #[inline]
    pub fn extra(&self) -> *mut *mut ::core::ffi::c_void {
        self.extra
    }
    ///Writes C's `extra` member.
    #[inline]
    pub fn set_extra(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.extra = value;
    }
}
impl cudaLaunchAttributeValue {
    ///Reads C's `pad` member.
    #[inline]
    pub fn pad(&self) -> [::core::ffi::c_char; 64usize] {
        unsafe { self.pad }
    }
    ///Writes C's `pad` member.
    #[inline]
    pub fn set_pad(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.pad = value;
    }
    ///Reads C's `accessPolicyWindow` member.
    #[inline]
    pub fn accessPolicyWindow(&self) -> cudaAccessPolicyWindow {
        unsafe { self.accessPolicyWindow }
    }
    ///Writes C's `accessPolicyWindow` member.
    #[inline]
    pub fn set_accessPolicyWindow(&mut self, value: cudaAccessPolicyWindow) {
        self.accessPolicyWindow = value;
    }
    ///Reads C's `cooperative` member.
    #[inline]
    pub fn cooperative(&self) -> ::core::ffi::c_int {
        unsafe { self.cooperative }
    }
    ///Writes C's `cooperative` member.
    #[inline]
    pub fn set_cooperative(&mut self, value: ::core::ffi::c_int) {
        self.cooperative = value;
    }
    ///Reads C's `syncPolicy` member.
    #[inline]
    pub fn syncPolicy(&self) -> cudaSynchronizationPolicy {
        unsafe { self.syncPolicy }
    }
    ///Writes C's `syncPolicy` member.
    #[inline]
    pub fn set_syncPolicy(&mut self, value: cudaSynchronizationPolicy) {
        self.syncPolicy = value;
    }
    ///Reads C's `clusterDim` member.
    #[inline]
    pub fn clusterDim(&self) -> cudaLaunchAttributeValue__bindgen_ty_1 {
        unsafe { self.clusterDim }
    }
    ///Writes C's `clusterDim` member.
    #[inline]
    pub fn set_clusterDim(&mut self, value: cudaLaunchAttributeValue__bindgen_ty_1) {
        self.clusterDim = value;
    }
    ///Reads C's `clusterSchedulingPolicyPreference` member.
    #[inline]
    pub fn clusterSchedulingPolicyPreference(&self) -> cudaClusterSchedulingPolicy {
        unsafe { self.clusterSchedulingPolicyPreference }
    }
    ///Writes C's `clusterSchedulingPolicyPreference` member.
    #[inline]
    pub fn set_clusterSchedulingPolicyPreference(
        &mut self,
        value: cudaClusterSchedulingPolicy,
    ) {
        self.clusterSchedulingPolicyPreference = value;
    }
    ///Reads C's `programmaticStreamSerializationAllowed` member.
    #[inline]
    pub fn programmaticStreamSerializationAllowed(&self) -> ::core::ffi::c_int {
        unsafe { self.programmaticStreamSerializationAllowed }
    }
    ///Writes C's `programmaticStreamSerializationAllowed` member.
    #[inline]
    pub fn set_programmaticStreamSerializationAllowed(
        &mut self,
        value: ::core::ffi::c_int,
    ) {
        self.programmaticStreamSerializationAllowed = value;
    }
    ///Reads C's `programmaticEvent` member.
    #[inline]
    pub fn programmaticEvent(&self) -> cudaLaunchAttributeValue__bindgen_ty_2 {
        unsafe { self.programmaticEvent }
    }
    ///Writes C's `programmaticEvent` member.
    #[inline]
    pub fn set_programmaticEvent(
        &mut self,
        value: cudaLaunchAttributeValue__bindgen_ty_2,
    ) {
        self.programmaticEvent = value;
    }
    ///Reads C's `priority` member.
    #[inline]
    pub fn priority(&self) -> ::core::ffi::c_int {
        unsafe { self.priority }
    }
    ///Writes C's `priority` member.
    #[inline]
    pub fn set_priority(&mut self, value: ::core::ffi::c_int) {
        self.priority = value;
    }
    ///Reads C's `memSyncDomainMap` member.
    #[inline]
    pub fn memSyncDomainMap(&self) -> cudaLaunchMemSyncDomainMap {
        unsafe { self.memSyncDomainMap }
    }
    ///Writes C's `memSyncDomainMap` member.
    #[inline]
    pub fn set_memSyncDomainMap(&mut self, value: cudaLaunchMemSyncDomainMap) {
        self.memSyncDomainMap = value;
    }
    ///Reads C's `memSyncDomain` member.
    #[inline]
    pub fn memSyncDomain(&self) -> cudaLaunchMemSyncDomain {
        unsafe { self.memSyncDomain }
    }
    ///Writes C's `memSyncDomain` member.
    #[inline]
    pub fn set_memSyncDomain(&mut self, value: cudaLaunchMemSyncDomain) {
        self.memSyncDomain = value;
    }
}
impl cudaLaunchAttribute_st {
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> cudaLaunchAttributeID {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: cudaLaunchAttributeID) {
        self.id = value;
    }
    ///Reads C's `pad` member.
    #[inline]
    pub fn pad(&self) -> [::core::ffi::c_char; 4usize] {
        self.pad
    }
    ///Writes C's `pad` member.
    #[inline]
    pub fn set_pad(&mut self, value: [::core::ffi::c_char; 4usize]) {
        self.pad = value;
    }
    ///Reads C's `val` member.
    #[inline]
    pub fn val(&self) -> cudaLaunchAttributeValue {
        self.val
    }
    ///Writes C's `val` member.
    #[inline]
    pub fn set_val(&mut self, value: cudaLaunchAttributeValue) {
        self.val = value;
    }
}
impl cudaLaunchConfig_st {
    ///Reads C's `gridDim` member.
    #[inline]
    pub fn gridDim(&self) -> dim3 {
        self.gridDim
    }
    ///Writes C's `gridDim` member.
    #[inline]
    pub fn set_gridDim(&mut self, value: dim3) {
        self.gridDim = value;
    }
    ///Reads C's `blockDim` member.
    #[inline]
    pub fn blockDim(&self) -> dim3 {
        self.blockDim
    }
    ///Writes C's `blockDim` member.
    #[inline]
    pub fn set_blockDim(&mut self, value: dim3) {
        self.blockDim = value;
    }
    ///Reads C's `dynamicSmemBytes` member.
    #[inline]
    pub fn dynamicSmemBytes(&self) -> usize {
        self.dynamicSmemBytes
    }
    ///Writes C's `dynamicSmemBytes` member.
    #[inline]
    pub fn set_dynamicSmemBytes(&mut self, value: usize) {
        self.dynamicSmemBytes = value;
    }
    ///Reads C's `stream` member.
    #[inline]
    pub fn stream(&self) -> cudaStream_t {
        self.stream
    }
    ///Writes C's `stream` member.
    #[inline]
    pub fn set_stream(&mut self, value: cudaStream_t) {
        self.stream = value;
    }
    ///Reads C's `attrs` member.
    #[inline]
    pub fn attrs(&self) -> *mut cudaLaunchAttribute {
        self.attrs
    }
    ///Writes C's `attrs` member.
    #[inline]
    pub fn set_attrs(&mut self, value: *mut cudaLaunchAttribute) {
        self.attrs = value;
    }
    ///Reads C's `numAttrs` member.
    #[inline]
    pub fn numAttrs(&self) -> ::core::ffi::c_uint {
        self.numAttrs
    }
    ///Writes C's `numAttrs` member.
    #[inline]
    pub fn set_numAttrs(&mut self, value: ::core::ffi::c_uint) {
        self.numAttrs = value;
    }
}
impl cudaLaunchMemSyncDomainMap_st {
    ///Reads C's `default_` member.
    #[inline]
    pub fn default_(&self) -> ::core::ffi::c_uchar {
        self.default_
    }
    ///Writes C's `default_` member.
    #[inline]
    pub fn set_default_(&mut self, value: ::core::ffi::c_uchar) {
        self.default_ = value;
    }
    ///Reads C's `remote` member.
    #[inline]
    pub fn remote(&self) -> ::core::ffi::c_uchar {
        self.remote
    }
    ///Writes C's `remote` member.
    #[inline]
    pub fn set_remote(&mut self, value: ::core::ffi::c_uchar) {
        self.remote = value;
    }
}
impl cudaLaunchParams {
    ///Reads C's `func` member.
    #[inline]
    pub fn func(&self) -> *mut ::core::ffi::c_void {
        self.func
    }
    ///Writes C's `func` member.
    #[inline]
    pub fn set_func(&mut self, value: *mut ::core::ffi::c_void) {
        self.func = value;
    }
    ///Reads C's `gridDim` member.
    #[inline]
    pub fn gridDim(&self) -> dim3 {
        self.gridDim
    }
    ///Writes C's `gridDim` member.
    #[inline]
    pub fn set_gridDim(&mut self, value: dim3) {
        self.gridDim = value;
    }
    ///Reads C's `blockDim` member.
    #[inline]
    pub fn blockDim(&self) -> dim3 {
        self.blockDim
    }
    ///Writes C's `blockDim` member.
    #[inline]
    pub fn set_blockDim(&mut self, value: dim3) {
        self.blockDim = value;
    }
    ///Reads C's `args` member.
    #[inline]
    pub fn args(&self) -> *mut *mut ::core::ffi::c_void {
        self.args
    }
    ///Writes C's `args` member.
    #[inline]
    pub fn set_args(&mut self, value: *mut *mut ::core::ffi::c_void) {
        self.args = value;
    }
    ///Reads C's `sharedMem` member.
    #[inline]
    pub fn sharedMem(&self) -> usize {
        self.sharedMem
    }
    ///Writes C's `sharedMem` member.
    #[inline]
    pub fn set_sharedMem(&mut self, value: usize) {
        self.sharedMem = value;
    }
    ///Reads C's `stream` member.
    #[inline]
    pub fn stream(&self) -> cudaStream_t {
        self.stream
    }
    ///Writes C's `stream` member.
    #[inline]
    pub fn set_stream(&mut self, value: cudaStream_t) {
        self.stream = value;
    }
}
impl cudaMemAccessDesc {
    ///Reads C's `location` member.
    #[inline]
    pub fn location(&self) -> cudaMemLocation {
        self.location
    }
    ///Writes C's `location` member.
    #[inline]
    pub fn set_location(&mut self, value: cudaMemLocation) {
        self.location = value;
    }
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> cudaMemAccessFlags {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: cudaMemAccessFlags) {
        self.flags = value;
    }
}
impl cudaMemAllocNodeParams {
    ///Reads C's `poolProps` member.
    #[inline]
    pub fn poolProps(&self) -> cudaMemPoolProps {
        self.poolProps
    }
    ///Writes C's `poolProps` member.
    #[inline]
    pub fn set_poolProps(&mut self, value: cudaMemPoolProps) {
        self.poolProps = value;
    }
    ///Reads C's `accessDescs` member.
    #[inline]
    pub fn accessDescs(&self) -> *const cudaMemAccessDesc {
        self.accessDescs
    }
    ///Writes C's `accessDescs` member.
    #[inline]
    pub fn set_accessDescs(&mut self, value: *const cudaMemAccessDesc) {
        self.accessDescs = value;
    }
    ///Reads C's `accessDescCount` member.
    #[inline]
    pub fn accessDescCount(&self) -> usize {
        self.accessDescCount
    }
    ///Writes C's `accessDescCount` member.
    #[inline]
    pub fn set_accessDescCount(&mut self, value: usize) {
        self.accessDescCount = value;
    }
    ///Reads C's `bytesize` member.
    #[inline]
    pub fn bytesize(&self) -> usize {
        self.bytesize
    }
    ///Writes C's `bytesize` member.
    #[inline]
    pub fn set_bytesize(&mut self, value: usize) {
        self.bytesize = value;
    }
    ///Reads C's `dptr` member.
    #[inline]
    pub fn dptr(&self) -> *mut ::core::ffi::c_void {
        self.dptr
    }
    ///Writes C's `dptr` member.
    #[inline]
    pub fn set_dptr(&mut self, value: *mut ::core::ffi::c_void) {
        self.dptr = value;
    }
}
impl cudaMemLocation {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaMemLocationType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaMemLocationType) {
        self.type_ = value;
    }
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_int {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_int) {
        self.id = value;
    }
}
impl cudaMemPoolProps {
    ///Reads C's `allocType` member.
    #[inline]
    pub fn allocType(&self) -> cudaMemAllocationType {
        self.allocType
    }
    ///Writes C's `allocType` member.
    #[inline]
    pub fn set_allocType(&mut self, value: cudaMemAllocationType) {
        self.allocType = value;
    }
    ///Reads C's `handleTypes` member.
    #[inline]
    pub fn handleTypes(&self) -> cudaMemAllocationHandleType {
        self.handleTypes
    }
    ///Writes C's `handleTypes` member.
    #[inline]
    pub fn set_handleTypes(&mut self, value: cudaMemAllocationHandleType) {
        self.handleTypes = value;
    }
    ///Reads C's `location` member.
    #[inline]
    pub fn location(&self) -> cudaMemLocation {
        self.location
    }
    ///Writes C's `location` member.
    #[inline]
    pub fn set_location(&mut self, value: cudaMemLocation) {
        self.location = value;
    }
    ///Reads C's `win32SecurityAttributes` member.
    #[inline]
    pub fn win32SecurityAttributes(&self) -> *mut ::core::ffi::c_void {
        self.win32SecurityAttributes
    }
    ///Writes C's `win32SecurityAttributes` member.
    #[inline]
    pub fn set_win32SecurityAttributes(&mut self, value: *mut ::core::ffi::c_void) {
        self.win32SecurityAttributes = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 64usize]) {
        self.reserved = value;
    }
}
impl cudaMemPoolPtrExportData {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 64usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 64usize]) {
        self.reserved = value;
    }
}
impl cudaMemcpy3DParms {
    ///Reads C's `srcArray` member.
    #[inline]
    pub fn srcArray(&self) -> cudaArray_t {
        self.srcArray
    }
    ///Writes C's `srcArray` member.
    #[inline]
    pub fn set_srcArray(&mut self, value: cudaArray_t) {
        self.srcArray = value;
    }
    ///Reads C's `srcPos` member.
    #[inline]
    pub fn srcPos(&self) -> cudaPos {
        self.srcPos
    }
    ///Writes C's `srcPos` member.
    #[inline]
    pub fn set_srcPos(&mut self, value: cudaPos) {
        self.srcPos = value;
    }
    ///Reads C's `srcPtr` member.
    #[inline]
    pub fn srcPtr(&self) -> cudaPitchedPtr {
        self.srcPtr
    }
    ///Writes C's `srcPtr` member.
    #[inline]
    pub fn set_srcPtr(&mut self, value: cudaPitchedPtr) {
        self.srcPtr = value;
    }
    ///Reads C's `dstArray` member.
    #[inline]
    pub fn dstArray(&self) -> cudaArray_t {
        self.dstArray
    }
    ///Writes C's `dstArray` member.
    #[inline]
    pub fn set_dstArray(&mut self, value: cudaArray_t) {
        self.dstArray = value;
    }
    ///Reads C's `dstPos` member.
    #[inline]
    pub fn dstPos(&self) -> cudaPos {
        self.dstPos
    }
    ///Writes C's `dstPos` member.
    #[inline]
    pub fn set_dstPos(&mut self, value: cudaPos) {
        self.dstPos = value;
    }
    ///Reads C's `dstPtr` member.
    #[inline]
    pub fn dstPtr(&self) -> cudaPitchedPtr {
        self.dstPtr
    }
    ///Writes C's `dstPtr` member.
    #[inline]
    pub fn set_dstPtr(&mut self, value: cudaPitchedPtr) {
        self.dstPtr = value;
    }
    ///Reads C's `extent` member.
    #[inline]
    pub fn extent(&self) -> cudaExtent {
        self.extent
    }
    ///Writes C's `extent` member.
    #[inline]
    pub fn set_extent(&mut self, value: cudaExtent) {
        self.extent = value;
    }
    ///Reads C's `kind` member.
    #[inline]
    pub fn kind(&self) -> cudaMemcpyKind {
        self.kind
    }
    ///Writes C's `kind` member.
    #[inline]
    pub fn set_kind(&mut self, value: cudaMemcpyKind) {
        self.kind = value;
    }
}
impl cudaMemcpy3DPeerParms {
    ///Reads C's `srcArray` member.
    #[inline]
    pub fn srcArray(&self) -> cudaArray_t {
        self.srcArray
    }
    ///Writes C's `srcArray` member.
    #[inline]
    pub fn set_srcArray(&mut self, value: cudaArray_t) {
        self.srcArray = value;
    }
    ///Reads C's `srcPos` member.
    #[inline]
    pub fn srcPos(&self) -> cudaPos {
        self.srcPos
    }
    ///Writes C's `srcPos` member.
    #[inline]
    pub fn set_srcPos(&mut self, value: cudaPos) {
        self.srcPos = value;
    }
    ///Reads C's `srcPtr` member.
    #[inline]
    pub fn srcPtr(&self) -> cudaPitchedPtr {
        self.srcPtr
    }
    ///Writes C's `srcPtr` member.
    #[inline]
    pub fn set_srcPtr(&mut self, value: cudaPitchedPtr) {
        self.srcPtr = value;
    }
    ///Reads C's `srcDevice` member.
    #[inline]
    pub fn srcDevice(&self) -> ::core::ffi::c_int {
        self.srcDevice
    }
    ///Writes C's `srcDevice` member.
    #[inline]
    pub fn set_srcDevice(&mut self, value: ::core::ffi::c_int) {
        self.srcDevice = value;
    }
    ///Reads C's `dstArray` member.
    #[inline]
    pub fn dstArray(&self) -> cudaArray_t {
        self.dstArray
    }
    ///Writes C's `dstArray` member.
    #[inline]
    pub fn set_dstArray(&mut self, value: cudaArray_t) {
        self.dstArray = value;
    }
    ///Reads C's `dstPos` member.
    #[inline]
    pub fn dstPos(&self) -> cudaPos {
        self.dstPos
    }
    ///Writes C's `dstPos` member.
    #[inline]
    pub fn set_dstPos(&mut self, value: cudaPos) {
        self.dstPos = value;
    }
    ///Reads C's `dstPtr` member.
    #[inline]
    pub fn dstPtr(&self) -> cudaPitchedPtr {
        self.dstPtr
    }
    ///Writes C's `dstPtr` member.
    #[inline]
    pub fn set_dstPtr(&mut self, value: cudaPitchedPtr) {
        self.dstPtr = value;
    }
    ///Reads C's `dstDevice` member.
    #[inline]
    pub fn dstDevice(&self) -> ::core::ffi::c_int {
        self.dstDevice
    }
    ///Writes C's `dstDevice` member.
    #[inline]
    pub fn set_dstDevice(&mut self, value: ::core::ffi::c_int) {
        self.dstDevice = value;
    }
    ///Reads C's `extent` member.
    #[inline]
    pub fn extent(&self) -> cudaExtent {
        self.extent
    }
    ///Writes C's `extent` member.
    #[inline]
    pub fn set_extent(&mut self, value: cudaExtent) {
        self.extent = value;
    }
}
impl cudaMemsetParams {
    ///Reads C's `dst` member.
    #[inline]
    pub fn dst(&self) -> *mut ::core::ffi::c_void {
        self.dst
    }
    ///Writes C's `dst` member.
    #[inline]
    pub fn set_dst(&mut self, value: *mut ::core::ffi::c_void) {
        self.dst = value;
    }
    ///Reads C's `pitch` member.
    #[inline]
    pub fn pitch(&self) -> usize {
        self.pitch
    }
    ///Writes C's `pitch` member.
    #[inline]
    pub fn set_pitch(&mut self, value: usize) {
        self.pitch = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> ::core::ffi::c_uint {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: ::core::ffi::c_uint) {
        self.value = value;
    }
    ///Reads C's `elementSize` member.
    #[inline]
    pub fn elementSize(&self) -> ::core::ffi::c_uint {
        self.elementSize
    }
    ///Writes C's `elementSize` member.
    #[inline]
    pub fn set_elementSize(&mut self, value: ::core::ffi::c_uint) {
        self.elementSize = value;
    }
    ///Reads C's `width` member.
    #[inline]
    pub fn width(&self) -> usize {
        self.width
    }
    ///Writes C's `width` member.
    #[inline]
    pub fn set_width(&mut self, value: usize) {
        self.width = value;
    }
    ///Reads C's `height` member.
    #[inline]
    pub fn height(&self) -> usize {
        self.height
    }
    ///Writes C's `height` member.
    #[inline]
    pub fn set_height(&mut self, value: usize) {
        self.height = value;
    }
}
impl cudaPitchedPtr {
    ///Reads C's `ptr` member.
    #[inline]
    pub fn ptr(&self) -> *mut ::core::ffi::c_void {
        self.ptr
    }
    ///Writes C's `ptr` member.
    #[inline]
    pub fn set_ptr(&mut self, value: *mut ::core::ffi::c_void) {
        self.ptr = value;
    }
    ///Reads C's `pitch` member.
    #[inline]
    pub fn pitch(&self) -> usize {
        self.pitch
    }
    ///Writes C's `pitch` member.
    #[inline]
    pub fn set_pitch(&mut self, value: usize) {
        self.pitch = value;
    }
    ///Reads C's `xsize` member.
    #[inline]
    pub fn xsize(&self) -> usize {
        self.xsize
    }
    ///Writes C's `xsize` member.
    #[inline]
    pub fn set_xsize(&mut self, value: usize) {
        self.xsize = value;
    }
    ///Reads C's `ysize` member.
    #[inline]
    pub fn ysize(&self) -> usize {
        self.ysize
    }
    ///Writes C's `ysize` member.
    #[inline]
    pub fn set_ysize(&mut self, value: usize) {
        self.ysize = value;
    }
}
impl cudaPointerAttributes {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaMemoryType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaMemoryType) {
        self.type_ = value;
    }
    ///Reads C's `device` member.
    #[inline]
    pub fn device(&self) -> ::core::ffi::c_int {
        self.device
    }
    ///Writes C's `device` member.
    #[inline]
    pub fn set_device(&mut self, value: ::core::ffi::c_int) {
        self.device = value;
    }
    ///Reads C's `devicePointer` member.
    #[inline]
    pub fn devicePointer(&self) -> *mut ::core::ffi::c_void {
        self.devicePointer
    }
    ///Writes C's `devicePointer` member.
    #[inline]
    pub fn set_devicePointer(&mut self, value: *mut ::core::ffi::c_void) {
        self.devicePointer = value;
    }
    ///Reads C's `hostPointer` member.
    #[inline]
    pub fn hostPointer(&self) -> *mut ::core::ffi::c_void {
        self.hostPointer
    }
    ///Writes C's `hostPointer` member.
    #[inline]
    pub fn set_hostPointer(&mut self, value: *mut ::core::ffi::c_void) {
        self.hostPointer = value;
    }
}
impl cudaPos {
    ///Reads C's `x` member.
    #[inline]
    pub fn x(&self) -> usize {
        self.x
    }
    ///Writes C's `x` member.
    #[inline]
    pub fn set_x(&mut self, value: usize) {
        self.x = value;
    }
    ///Reads C's `y` member.
    #[inline]
    pub fn y(&self) -> usize {
        self.y
    }
    ///Writes C's `y` member.
    #[inline]
    pub fn set_y(&mut self, value: usize) {
        self.y = value;
    }
    ///Reads C's `z` member.
    #[inline]
    pub fn z(&self) -> usize {
        self.z
    }
    ///Writes C's `z` member.
    #[inline]
    pub fn set_z(&mut self, value: usize) {
        self.z = value;
    }
}
impl cudaResourceDesc {
    ///Reads C's `resType` member.
    #[inline]
    pub fn resType(&self) -> cudaResourceType {
        self.resType
    }
    ///Writes C's `resType` member.
    #[inline]
    pub fn set_resType(&mut self, value: cudaResourceType) {
        self.resType = value;
    }
    ///Reads C's `res` member.
    #[inline]
    pub fn res(&self) -> cudaResourceDesc__bindgen_ty_1 {
        self.res
    }
    ///Writes C's `res` member.
    #[inline]
    pub fn set_res(&mut self, value: cudaResourceDesc__bindgen_ty_1) {
        self.res = value;
    }
}
impl cudaResourceViewDesc {
    ///Reads C's `format` member.
    #[inline]
    pub fn format(&self) -> cudaResourceViewFormat {
        self.format
    }
    ///Writes C's `format` member.
    #[inline]
    pub fn set_format(&mut self, value: cudaResourceViewFormat) {
        self.format = value;
    }
    ///Reads C's `width` member.
    #[inline]
    pub fn width(&self) -> usize {
        self.width
    }
    ///Writes C's `width` member.
    #[inline]
    pub fn set_width(&mut self, value: usize) {
        self.width = value;
    }
    ///Reads C's `height` member.
    #[inline]
    pub fn height(&self) -> usize {
        self.height
    }
    ///Writes C's `height` member.
    #[inline]
    pub fn set_height(&mut self, value: usize) {
        self.height = value;
    }
    ///Reads C's `depth` member.
    #[inline]
    pub fn depth(&self) -> usize {
        self.depth
    }
    ///Writes C's `depth` member.
    #[inline]
    pub fn set_depth(&mut self, value: usize) {
        self.depth = value;
    }
    ///Reads C's `firstMipmapLevel` member.
    #[inline]
    pub fn firstMipmapLevel(&self) -> ::core::ffi::c_uint {
        self.firstMipmapLevel
    }
    ///Writes C's `firstMipmapLevel` member.
    #[inline]
    pub fn set_firstMipmapLevel(&mut self, value: ::core::ffi::c_uint) {
        self.firstMipmapLevel = value;
    }
    ///Reads C's `lastMipmapLevel` member.
    #[inline]
    pub fn lastMipmapLevel(&self) -> ::core::ffi::c_uint {
        self.lastMipmapLevel
    }
    ///Writes C's `lastMipmapLevel` member.
    #[inline]
    pub fn set_lastMipmapLevel(&mut self, value: ::core::ffi::c_uint) {
        self.lastMipmapLevel = value;
    }
    ///Reads C's `firstLayer` member.
    #[inline]
    pub fn firstLayer(&self) -> ::core::ffi::c_uint {
        self.firstLayer
    }
    ///Writes C's `firstLayer` member.
    #[inline]
    pub fn set_firstLayer(&mut self, value: ::core::ffi::c_uint) {
        self.firstLayer = value;
    }
    ///Reads C's `lastLayer` member.
    #[inline]
    pub fn lastLayer(&self) -> ::core::ffi::c_uint {
        self.lastLayer
    }
    ///Writes C's `lastLayer` member.
    #[inline]
    pub fn set_lastLayer(&mut self, value: ::core::ffi::c_uint) {
        self.lastLayer = value;
    }
}
impl cudaTextureDesc {
    ///Reads C's `addressMode` member.
    #[inline]
    pub fn addressMode(&self) -> [cudaTextureAddressMode; 3usize] {
        self.addressMode
    }
    ///Writes C's `addressMode` member.
    #[inline]
    pub fn set_addressMode(&mut self, value: [cudaTextureAddressMode; 3usize]) {
        self.addressMode = value;
    }
    ///Reads C's `filterMode` member.
    #[inline]
    pub fn filterMode(&self) -> cudaTextureFilterMode {
        self.filterMode
    }
    ///Writes C's `filterMode` member.
    #[inline]
    pub fn set_filterMode(&mut self, value: cudaTextureFilterMode) {
        self.filterMode = value;
    }
    ///Reads C's `readMode` member.
    #[inline]
    pub fn readMode(&self) -> cudaTextureReadMode {
        self.readMode
    }
    ///Writes C's `readMode` member.
    #[inline]
    pub fn set_readMode(&mut self, value: cudaTextureReadMode) {
        self.readMode = value;
    }
    ///Reads C's `sRGB` member.
    #[inline]
    pub fn sRGB(&self) -> ::core::ffi::c_int {
        self.sRGB
    }
    ///Writes C's `sRGB` member.
    #[inline]
    pub fn set_sRGB(&mut self, value: ::core::ffi::c_int) {
        self.sRGB = value;
    }
    ///Reads C's `borderColor` member.
    #[inline]
    pub fn borderColor(&self) -> [f32; 4usize] {
        self.borderColor
    }
    ///Writes C's `borderColor` member.
    #[inline]
    pub fn set_borderColor(&mut self, value: [f32; 4usize]) {
        self.borderColor = value;
    }
    ///Reads C's `normalizedCoords` member.
    #[inline]
    pub fn normalizedCoords(&self) -> ::core::ffi::c_int {
        self.normalizedCoords
    }
    ///Writes C's `normalizedCoords` member.
    #[inline]
    pub fn set_normalizedCoords(&mut self, value: ::core::ffi::c_int) {
        self.normalizedCoords = value;
    }
    ///Reads C's `maxAnisotropy` member.
    #[inline]
    pub fn maxAnisotropy(&self) -> ::core::ffi::c_uint {
        self.maxAnisotropy
    }
    ///Writes C's `maxAnisotropy` member.
    #[inline]
    pub fn set_maxAnisotropy(&mut self, value: ::core::ffi::c_uint) {
        self.maxAnisotropy = value;
    }
    ///Reads C's `mipmapFilterMode` member.
    #[inline]
    pub fn mipmapFilterMode(&self) -> cudaTextureFilterMode {
        self.mipmapFilterMode
    }
    ///Writes C's `mipmapFilterMode` member.
    #[inline]
    pub fn set_mipmapFilterMode(&mut self, value: cudaTextureFilterMode) {
        self.mipmapFilterMode = value;
    }
    ///Reads C's `mipmapLevelBias` member.
    #[inline]
    pub fn mipmapLevelBias(&self) -> f32 {
        self.mipmapLevelBias
    }
    ///Writes C's `mipmapLevelBias` member.
    #[inline]
    pub fn set_mipmapLevelBias(&mut self, value: f32) {
        self.mipmapLevelBias = value;
    }
    ///Reads C's `minMipmapLevelClamp` member.
    #[inline]
    pub fn minMipmapLevelClamp(&self) -> f32 {
        self.minMipmapLevelClamp
    }
    ///Writes C's `minMipmapLevelClamp` member.
    #[inline]
    pub fn set_minMipmapLevelClamp(&mut self, value: f32) {
        self.minMipmapLevelClamp = value;
    }
    ///Reads C's `maxMipmapLevelClamp` member.
    #[inline]
    pub fn maxMipmapLevelClamp(&self) -> f32 {
        self.maxMipmapLevelClamp
    }
    ///Writes C's `maxMipmapLevelClamp` member.
    #[inline]
    pub fn set_maxMipmapLevelClamp(&mut self, value: f32) {
        self.maxMipmapLevelClamp = value;
    }
    ///Reads C's `disableTrilinearOptimization` member.
    #[inline]
    pub fn disableTrilinearOptimization(&self) -> ::core::ffi::c_int {
        self.disableTrilinearOptimization
    }
    ///Writes C's `disableTrilinearOptimization` member.
    #[inline]
    pub fn set_disableTrilinearOptimization(&mut self, value: ::core::ffi::c_int) {
        self.disableTrilinearOptimization = value;
    }
    ///Reads C's `seamlessCubemap` member.
    #[inline]
    pub fn seamlessCubemap(&self) -> ::core::ffi::c_int {
        self.seamlessCubemap
    }
    ///Writes C's `seamlessCubemap` member.
    #[inline]
    pub fn set_seamlessCubemap(&mut self, value: ::core::ffi::c_int) {
        self.seamlessCubemap = value;
    }
}
impl dim3 {
    ///Reads C's `x` member.
    #[inline]
    pub fn x(&self) -> ::core::ffi::c_uint {
        self.x
    }
    ///Writes C's `x` member.
    #[inline]
    pub fn set_x(&mut self, value: ::core::ffi::c_uint) {
        self.x = value;
    }
    ///Reads C's `y` member.
    #[inline]
    pub fn y(&self) -> ::core::ffi::c_uint {
        self.y
    }
    ///Writes C's `y` member.
    #[inline]
    pub fn set_y(&mut self, value: ::core::ffi::c_uint) {
        self.y = value;
    }
    ///Reads C's `z` member.
    #[inline]
    pub fn z(&self) -> ::core::ffi::c_uint {
        self.z
    }
    ///Writes C's `z` member.
    #[inline]
    pub fn set_z(&mut self, value: ::core::ffi::c_uint) {
        self.z = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlAccountingStats_st {
    ///Reads C's `gpuUtilization` member.
    #[inline]
    pub fn gpuUtilization(&self) -> ::core::ffi::c_uint {
        self.gpuUtilization
    }
    ///Writes C's `gpuUtilization` member.
    #[inline]
    pub fn set_gpuUtilization(&mut self, value: ::core::ffi::c_uint) {
        self.gpuUtilization = value;
    }
    ///Reads C's `memoryUtilization` member.
    #[inline]
    pub fn memoryUtilization(&self) -> ::core::ffi::c_uint {
        self.memoryUtilization
    }
    ///Writes C's `memoryUtilization` member.
    #[inline]
    pub fn set_memoryUtilization(&mut self, value: ::core::ffi::c_uint) {
        self.memoryUtilization = value;
    }
    ///Reads C's `maxMemoryUsage` member.
    #[inline]
    pub fn maxMemoryUsage(&self) -> ::core::ffi::c_ulonglong {
        self.maxMemoryUsage
    }
    ///Writes C's `maxMemoryUsage` member.
    #[inline]
    pub fn set_maxMemoryUsage(&mut self, value: ::core::ffi::c_ulonglong) {
        self.maxMemoryUsage = value;
    }
    ///Reads C's `time` member.
    #[inline]
    pub fn time(&self) -> ::core::ffi::c_ulonglong {
        self.time
    }
    ///Writes C's `time` member.
    #[inline]
    pub fn set_time(&mut self, value: ::core::ffi::c_ulonglong) {
        self.time = value;
    }
    ///Reads C's `startTime` member.
    #[inline]
    pub fn startTime(&self) -> ::core::ffi::c_ulonglong {
        self.startTime
    }
    ///Writes C's `startTime` member.
    #[inline]
    pub fn set_startTime(&mut self, value: ::core::ffi::c_ulonglong) {
        self.startTime = value;
    }
    ///Reads C's `isRunning` member.
    #[inline]
    pub fn isRunning(&self) -> ::core::ffi::c_uint {
        self.isRunning
    }
    ///Writes C's `isRunning` member.
    #[inline]
    pub fn set_isRunning(&mut self, value: ::core::ffi::c_uint) {
        self.isRunning = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 5usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 5usize]) {
        self.reserved = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlBAR1Memory_st {
    ///Reads C's `bar1Total` member.
    #[inline]
    pub fn bar1Total(&self) -> ::core::ffi::c_ulonglong {
        self.bar1Total
    }
    ///Writes C's `bar1Total` member.
    #[inline]
    pub fn set_bar1Total(&mut self, value: ::core::ffi::c_ulonglong) {
        self.bar1Total = value;
    }
    ///Reads C's `bar1Free` member.
    #[inline]
    pub fn bar1Free(&self) -> ::core::ffi::c_ulonglong {
        self.bar1Free
    }
    ///Writes C's `bar1Free` member.
    #[inline]
    pub fn set_bar1Free(&mut self, value: ::core::ffi::c_ulonglong) {
        self.bar1Free = value;
    }
    ///Reads C's `bar1Used` member.
    #[inline]
    pub fn bar1Used(&self) -> ::core::ffi::c_ulonglong {
        self.bar1Used
    }
    ///Writes C's `bar1Used` member.
    #[inline]
    pub fn set_bar1Used(&mut self, value: ::core::ffi::c_ulonglong) {
        self.bar1Used = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlBridgeChipHierarchy_st {
    ///Reads C's `bridgeCount` member.
    #[inline]
    pub fn bridgeCount(&self) -> ::core::ffi::c_uchar {
        self.bridgeCount
    }
    ///Writes C's `bridgeCount` member.
    #[inline]
    pub fn set_bridgeCount(&mut self, value: ::core::ffi::c_uchar) {
        self.bridgeCount = value;
    }
    ///Reads C's `bridgeChipInfo` member.
    #[inline]
    pub fn bridgeChipInfo(&self) -> [nvmlBridgeChipInfo_t; 128usize] {
        self.bridgeChipInfo
    }
    ///Writes C's `bridgeChipInfo` member.
    #[inline]
    pub fn set_bridgeChipInfo(&mut self, value: [nvmlBridgeChipInfo_t; 128usize]) {
        self.bridgeChipInfo = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlBridgeChipInfo_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> nvmlBridgeChipType_t {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: nvmlBridgeChipType_t) {
        self.type_ = value;
    }
    ///Reads C's `fwVersion` member.
    #[inline]
    pub fn fwVersion(&self) -> ::core::ffi::c_uint {
        self.fwVersion
    }
    ///Writes C's `fwVersion` member.
    #[inline]
    pub fn set_fwVersion(&mut self, value: ::core::ffi::c_uint) {
        self.fwVersion = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlClkMonFaultInfo_struct {
    ///Reads C's `clkApiDomain` member.
    #[inline]
    pub fn clkApiDomain(&self) -> ::core::ffi::c_uint {
        self.clkApiDomain
    }
    ///Writes C's `clkApiDomain` member.
    #[inline]
    pub fn set_clkApiDomain(&mut self, value: ::core::ffi::c_uint) {
        self.clkApiDomain = value;
    }
    ///Reads C's `clkDomainFaultMask` member.
    #[inline]
    pub fn clkDomainFaultMask(&self) -> ::core::ffi::c_uint {
        self.clkDomainFaultMask
    }
    ///Writes C's `clkDomainFaultMask` member.
    #[inline]
    pub fn set_clkDomainFaultMask(&mut self, value: ::core::ffi::c_uint) {
        self.clkDomainFaultMask = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlClkMonStatus_status {
    ///Reads C's `bGlobalStatus` member.
    #[inline]
    pub fn bGlobalStatus(&self) -> ::core::ffi::c_uint {
        self.bGlobalStatus
    }
    ///Writes C's `bGlobalStatus` member.
    #[inline]
    pub fn set_bGlobalStatus(&mut self, value: ::core::ffi::c_uint) {
        self.bGlobalStatus = value;
    }
    ///Reads C's `clkMonListSize` member.
    #[inline]
    pub fn clkMonListSize(&self) -> ::core::ffi::c_uint {
        self.clkMonListSize
    }
    ///Writes C's `clkMonListSize` member.
    #[inline]
    pub fn set_clkMonListSize(&mut self, value: ::core::ffi::c_uint) {
        self.clkMonListSize = value;
    }
    ///Reads C's `clkMonList` member.
    #[inline]
    pub fn clkMonList(&self) -> [nvmlClkMonFaultInfo_t; 32usize] {
        self.clkMonList
    }
    ///Writes C's `clkMonList` member.
    #[inline]
    pub fn set_clkMonList(&mut self, value: [nvmlClkMonFaultInfo_t; 32usize]) {
        self.clkMonList = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlComputeInstanceInfo_st {
    ///Reads C's `device` member.
    #[inline]
    pub fn device(&self) -> nvmlDevice_t {
        self.device
    }
    ///Writes C's `device` member.
    #[inline]
    pub fn set_device(&mut self, value: nvmlDevice_t) {
        self.device = value;
    }
    ///Reads C's `gpuInstance` member.
    #[inline]
    pub fn gpuInstance(&self) -> nvmlGpuInstance_t {
        self.gpuInstance
    }
    ///Writes C's `gpuInstance` member.
    #[inline]
    pub fn set_gpuInstance(&mut self, value: nvmlGpuInstance_t) {
        self.gpuInstance = value;
    }
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_uint {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_uint) {
        self.id = value;
    }
    ///Reads C's `profileId` member.
    #[inline]
    pub fn profileId(&self) -> ::core::ffi::c_uint {
        self.profileId
    }
    ///Writes C's `profileId` member.
    #[inline]
    pub fn set_profileId(&mut self, value: ::core::ffi::c_uint) {
        self.profileId = value;
    }
    ///Reads C's `placement` member.
    #[inline]
    pub fn placement(&self) -> nvmlComputeInstancePlacement_t {
        self.placement
    }
    ///Writes C's `placement` member.
    #[inline]
    pub fn set_placement(&mut self, value: nvmlComputeInstancePlacement_t) {
        self.placement = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlComputeInstancePlacement_st {
    ///Reads C's `start` member.
    #[inline]
    pub fn start(&self) -> ::core::ffi::c_uint {
        self.start
    }
    ///Writes C's `start` member.
    #[inline]
    pub fn set_start(&mut self, value: ::core::ffi::c_uint) {
        self.start = value;
    }
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> ::core::ffi::c_uint {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: ::core::ffi::c_uint) {
        self.size = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlComputeInstanceProfileInfo_st {
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_uint {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_uint) {
        self.id = value;
    }
    ///Reads C's `sliceCount` member.
    #[inline]
    pub fn sliceCount(&self) -> ::core::ffi::c_uint {
        self.sliceCount
    }
    ///Writes C's `sliceCount` member.
    #[inline]
    pub fn set_sliceCount(&mut self, value: ::core::ffi::c_uint) {
        self.sliceCount = value;
    }
    ///Reads C's `instanceCount` member.
    #[inline]
    pub fn instanceCount(&self) -> ::core::ffi::c_uint {
        self.instanceCount
    }
    ///Writes C's `instanceCount` member.
    #[inline]
    pub fn set_instanceCount(&mut self, value: ::core::ffi::c_uint) {
        self.instanceCount = value;
    }
    ///Reads C's `multiprocessorCount` member.
    #[inline]
    pub fn multiprocessorCount(&self) -> ::core::ffi::c_uint {
        self.multiprocessorCount
    }
    ///Writes C's `multiprocessorCount` member.
    #[inline]
    pub fn set_multiprocessorCount(&mut self, value: ::core::ffi::c_uint) {
        self.multiprocessorCount = value;
    }
    ///Reads C's `sharedCopyEngineCount` member.
    #[inline]
    pub fn sharedCopyEngineCount(&self) -> ::core::ffi::c_uint {
        self.sharedCopyEngineCount
    }
    ///Writes C's `sharedCopyEngineCount` member.
    #[inline]
    pub fn set_sharedCopyEngineCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedCopyEngineCount = value;
    }
    ///Reads C's `sharedDecoderCount` member.
    #[inline]
    pub fn sharedDecoderCount(&self) -> ::core::ffi::c_uint {
        self.sharedDecoderCount
    }
    ///Writes C's `sharedDecoderCount` member.
    #[inline]
    pub fn set_sharedDecoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedDecoderCount = value;
    }
    ///Reads C's `sharedEncoderCount` member.
    #[inline]
    pub fn sharedEncoderCount(&self) -> ::core::ffi::c_uint {
        self.sharedEncoderCount
    }
    ///Writes C's `sharedEncoderCount` member.
    #[inline]
    pub fn set_sharedEncoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedEncoderCount = value;
    }
    ///Reads C's `sharedJpegCount` member.
    #[inline]
    pub fn sharedJpegCount(&self) -> ::core::ffi::c_uint {
        self.sharedJpegCount
    }
    ///Writes C's `sharedJpegCount` member.
    #[inline]
    pub fn set_sharedJpegCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedJpegCount = value;
    }
    ///Reads C's `sharedOfaCount` member.
    #[inline]
    pub fn sharedOfaCount(&self) -> ::core::ffi::c_uint {
        self.sharedOfaCount
    }
    ///Writes C's `sharedOfaCount` member.
    #[inline]
    pub fn set_sharedOfaCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedOfaCount = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlComputeInstanceProfileInfo_v2_st {
    ///Reads C's `version` member.
    #[inline]
    pub fn version(&self) -> ::core::ffi::c_uint {
        self.version
    }
    ///Writes C's `version` member.
    #[inline]
    pub fn set_version(&mut self, value: ::core::ffi::c_uint) {
        self.version = value;
    }
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_uint {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_uint) {
        self.id = value;
    }
    ///Reads C's `sliceCount` member.
    #[inline]
    pub fn sliceCount(&self) -> ::core::ffi::c_uint {
        self.sliceCount
    }
    ///Writes C's `sliceCount` member.
    #[inline]
    pub fn set_sliceCount(&mut self, value: ::core::ffi::c_uint) {
        self.sliceCount = value;
    }
    ///Reads C's `instanceCount` member.
    #[inline]
    pub fn instanceCount(&self) -> ::core::ffi::c_uint {
        self.instanceCount
    }
    ///Writes C's `instanceCount` member.
    #[inline]
    pub fn set_instanceCount(&mut self, value: ::core::ffi::c_uint) {
        self.instanceCount = value;
    }
    ///Reads C's `multiprocessorCount` member.
    #[inline]
    pub fn multiprocessorCount(&self) -> ::core::ffi::c_uint {
        self.multiprocessorCount
    }
    ///Writes C's `multiprocessorCount` member.
    #[inline]
    pub fn set_multiprocessorCount(&mut self, value: ::core::ffi::c_uint) {
        self.multiprocessorCount = value;
    }
    ///Reads C's `sharedCopyEngineCount` member.
    #[inline]
    pub fn sharedCopyEngineCount(&self) -> ::core::ffi::c_uint {
        self.sharedCopyEngineCount
    }
    ///Writes C's `sharedCopyEngineCount` member.
    #[inline]
    pub fn set_sharedCopyEngineCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedCopyEngineCount = value;
    }
    ///Reads C's `sharedDecoderCount` member.
    #[inline]
    pub fn sharedDecoderCount(&self) -> ::core::ffi::c_uint {
        self.sharedDecoderCount
    }
    ///Writes C's `sharedDecoderCount` member.
    #[inline]
    pub fn set_sharedDecoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedDecoderCount = value;
    }
    ///Reads C's `sharedEncoderCount` member.
    #[inline]
    pub fn sharedEncoderCount(&self) -> ::core::ffi::c_uint {
        self.sharedEncoderCount
    }
    ///Writes C's `sharedEncoderCount` member.
    #[inline]
    pub fn set_sharedEncoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedEncoderCount = value;
    }
    ///Reads C's `sharedJpegCount` member.
    #[inline]
    pub fn sharedJpegCount(&self) -> ::core::ffi::c_uint {
        self.sharedJpegCount
    }
    ///Writes C's `sharedJpegCount` member.
    #[inline]
    pub fn set_sharedJpegCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedJpegCount = value;
    }
    ///Reads C's `sharedOfaCount` member.
    #[inline]
    pub fn sharedOfaCount(&self) -> ::core::ffi::c_uint {
        self.sharedOfaCount
    }
    ///Writes C's `sharedOfaCount` member.
    #[inline]
    pub fn set_sharedOfaCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedOfaCount = value;
    }
    ///Reads C's `name` member.
    #[inline]
    pub fn name(&self) -> [::core::ffi::c_char; 96usize] {
        self.name
    }
    ///Writes C's `name` member.
    #[inline]
    pub fn set_name(&mut self, value: [::core::ffi::c_char; 96usize]) {
        self.name = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlDeviceAttributes_st {
    ///Reads C's `multiprocessorCount` member.
    #[inline]
    pub fn multiprocessorCount(&self) -> ::core::ffi::c_uint {
        self.multiprocessorCount
    }
    ///Writes C's `multiprocessorCount` member.
    #[inline]
    pub fn set_multiprocessorCount(&mut self, value: ::core::ffi::c_uint) {
        self.multiprocessorCount = value;
    }
    ///Reads C's `sharedCopyEngineCount` member.
    #[inline]
    pub fn sharedCopyEngineCount(&self) -> ::core::ffi::c_uint {
        self.sharedCopyEngineCount
    }
    ///Writes C's `sharedCopyEngineCount` member.
    #[inline]
    pub fn set_sharedCopyEngineCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedCopyEngineCount = value;
    }
    ///Reads C's `sharedDecoderCount` member.
    #[inline]
    pub fn sharedDecoderCount(&self) -> ::core::ffi::c_uint {
        self.sharedDecoderCount
    }
    ///Writes C's `sharedDecoderCount` member.
    #[inline]
    pub fn set_sharedDecoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedDecoderCount = value;
    }
    ///Reads C's `sharedEncoderCount` member.
    #[inline]
    pub fn sharedEncoderCount(&self) -> ::core::ffi::c_uint {
        self.sharedEncoderCount
    }
    ///Writes C's `sharedEncoderCount` member.
    #[inline]
    pub fn set_sharedEncoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedEncoderCount = value;
    }
    ///Reads C's `sharedJpegCount` member.
    #[inline]
    pub fn sharedJpegCount(&self) -> ::core::ffi::c_uint {
        self.sharedJpegCount
    }
    ///Writes C's `sharedJpegCount` member.
    #[inline]
    pub fn set_sharedJpegCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedJpegCount = value;
    }
    ///Reads C's `sharedOfaCount` member.
    #[inline]
    pub fn sharedOfaCount(&self) -> ::core::ffi::c_uint {
        self.sharedOfaCount
    }
    ///Writes C's `sharedOfaCount` member.
    #[inline]
    pub fn set_sharedOfaCount(&mut self, value: ::core::ffi::c_uint) {
        self.sharedOfaCount = value;
    }
    ///Reads C's `gpuInstanceSliceCount` member.
    #[inline]
    pub fn gpuInstanceSliceCount(&self) -> ::core::ffi::c_uint {
        self.gpuInstanceSliceCount
    }
    ///Writes C's `gpuInstanceSliceCount` member.
    #[inline]
    pub fn set_gpuInstanceSliceCount(&mut self, value: ::core::ffi::c_uint) {
        self.gpuInstanceSliceCount = value;
    }
    ///Reads C's `computeInstanceSliceCount` member.
    #[inline]
    pub fn computeInstanceSliceCount(&self) -> ::core::ffi::c_uint {
        self.computeInstanceSliceCount
    }
    ///Writes C's `computeInstanceSliceCount` member.
    #[inline]
    pub fn set_computeInstanceSliceCount(&mut self, value: ::core::ffi::c_uint) {
        self.computeInstanceSliceCount = value;
    }
    ///Reads C's `memorySizeMB` member.
    #[inline]
    pub fn memorySizeMB(&self) -> ::core::ffi::c_ulonglong {
        self.memorySizeMB
    }
    ///Writes C's `memorySizeMB` member.
    #[inline]
    pub fn set_memorySizeMB(&mut self, value: ::core::ffi::c_ulonglong) {
        self.memorySizeMB = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlEccErrorCounts_st {
    ///Reads C's `l1Cache` member.
    #[inline]
    pub fn l1Cache(&self) -> ::core::ffi::c_ulonglong {
        self.l1Cache
    }
    ///Writes C's `l1Cache` member.
    #[inline]
    pub fn set_l1Cache(&mut self, value: ::core::ffi::c_ulonglong) {
        self.l1Cache = value;
    }
    ///Reads C's `l2Cache` member.
    #[inline]
    pub fn l2Cache(&self) -> ::core::ffi::c_ulonglong {
        self.l2Cache
    }
    ///Writes C's `l2Cache` member.
    #[inline]
    pub fn set_l2Cache(&mut self, value: ::core::ffi::c_ulonglong) {
        self.l2Cache = value;
    }
    ///Reads C's `deviceMemory` member.
    #[inline]
    pub fn deviceMemory(&self) -> ::core::ffi::c_ulonglong {
        self.deviceMemory
    }
    ///Writes C's `deviceMemory` member.
    #[inline]
    pub fn set_deviceMemory(&mut self, value: ::core::ffi::c_ulonglong) {
        self.deviceMemory = value;
    }
    ///Reads C's `registerFile` member.
    #[inline]
    pub fn registerFile(&self) -> ::core::ffi::c_ulonglong {
        self.registerFile
    }
    ///Writes C's `registerFile` member.
    #[inline]
    pub fn set_registerFile(&mut self, value: ::core::ffi::c_ulonglong) {
        self.registerFile = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlEncoderSessionInfo_st {
    ///Reads C's `sessionId` member.
    #[inline]
    pub fn sessionId(&self) -> ::core::ffi::c_uint {
        self.sessionId
    }
    ///Writes C's `sessionId` member.
    #[inline]
    pub fn set_sessionId(&mut self, value: ::core::ffi::c_uint) {
        self.sessionId = value;
    }
    ///Reads C's `pid` member.
    #[inline]
    pub fn pid(&self) -> ::core::ffi::c_uint {
        self.pid
    }
    ///Writes C's `pid` member.
    #[inline]
    pub fn set_pid(&mut self, value: ::core::ffi::c_uint) {
        self.pid = value;
    }
    ///Reads C's `vgpuInstance` member.
    #[inline]
    pub fn vgpuInstance(&self) -> nvmlVgpuInstance_t {
        self.vgpuInstance
    }
    ///Writes C's `vgpuInstance` member.
    #[inline]
    pub fn set_vgpuInstance(&mut self, value: nvmlVgpuInstance_t) {
        self.vgpuInstance = value;
    }
    ///Reads C's `codecType` member.
    #[inline]
    pub fn codecType(&self) -> nvmlEncoderType_t {
        self.codecType
    }
    ///Writes C's `codecType` member.
    #[inline]
    pub fn set_codecType(&mut self, value: nvmlEncoderType_t) {
        self.codecType = value;
    }
    ///Reads C's `hResolution` member.
    #[inline]
    pub fn hResolution(&self) -> ::core::ffi::c_uint {
        self.hResolution
    }
    ///Writes C's `hResolution` member.
    #[inline]
    pub fn set_hResolution(&mut self, value: ::core::ffi::c_uint) {
        self.hResolution = value;
    }
    ///Reads C's `vResolution` member.
    #[inline]
    pub fn vResolution(&self) -> ::core::ffi::c_uint {
        self.vResolution
    }
    ///Writes C's `vResolution` member.
    #[inline]
    pub fn set_vResolution(&mut self, value: ::core::ffi::c_uint) {
        self.vResolution = value;
    }
    ///Reads C's `averageFps` member.
    #[inline]
    pub fn averageFps(&self) -> ::core::ffi::c_uint {
        self.averageFps
    }
    ///Writes C's `averageFps` member.
    #[inline]
    pub fn set_averageFps(&mut self, value: ::core::ffi::c_uint) {
        self.averageFps = value;
    }
    ///Reads C's `averageLatency` member.
    #[inline]
    pub fn averageLatency(&self) -> ::core::ffi::c_uint {
        self.averageLatency
    }
    ///Writes C's `averageLatency` member.
    #[inline]
    pub fn set_averageLatency(&mut self, value: ::core::ffi::c_uint) {
        self.averageLatency = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlEventData_st {
    ///Reads C's `device` member.
    #[inline]
    pub fn device(&self) -> nvmlDevice_t {
        self.device
    }
    ///Writes C's `device` member.
    #[inline]
    pub fn set_device(&mut self, value: nvmlDevice_t) {
        self.device = value;
    }
    ///Reads C's `eventType` member.
    #[inline]
    pub fn eventType(&self) -> ::core::ffi::c_ulonglong {
        self.eventType
    }
    ///Writes C's `eventType` member.
    #[inline]
    pub fn set_eventType(&mut self, value: ::core::ffi::c_ulonglong) {
        self.eventType = value;
    }
    ///Reads C's `eventData` member.
    #[inline]
    pub fn eventData(&self) -> ::core::ffi::c_ulonglong {
        self.eventData
    }
    ///Writes C's `eventData` member.
    #[inline]
    pub fn set_eventData(&mut self, value: ::core::ffi::c_ulonglong) {
        self.eventData = value;
    }
    ///Reads C's `gpuInstanceId` member.
    #[inline]
    pub fn gpuInstanceId(&self) -> ::core::ffi::c_uint {
        self.gpuInstanceId
    }
    ///Writes C's `gpuInstanceId` member.
    #[inline]
    pub fn set_gpuInstanceId(&mut self, value: ::core::ffi::c_uint) {
        self.gpuInstanceId = value;
    }
    ///Reads C's `computeInstanceId` member.
    #[inline]
    pub fn computeInstanceId(&self) -> ::core::ffi::c_uint {
        self.computeInstanceId
    }
    ///Writes C's `computeInstanceId` member.
    #[inline]
    pub fn set_computeInstanceId(&mut self, value: ::core::ffi::c_uint) {
        self.computeInstanceId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlExcludedDeviceInfo_st {
    ///Reads C's `pciInfo` member.
    #[inline]
    pub fn pciInfo(&self) -> nvmlPciInfo_t {
        self.pciInfo
    }
    ///Writes C's `pciInfo` member.
    #[inline]
    pub fn set_pciInfo(&mut self, value: nvmlPciInfo_t) {
        self.pciInfo = value;
    }
    ///Reads C's `uuid` member.
    #[inline]
    pub fn uuid(&self) -> [::core::ffi::c_char; 80usize] {
        self.uuid
    }
    ///Writes C's `uuid` member.
    #[inline]
    pub fn set_uuid(&mut self, value: [::core::ffi::c_char; 80usize]) {
        self.uuid = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlFBCSessionInfo_st {
    ///Reads C's `sessionId` member.
    #[inline]
    pub fn sessionId(&self) -> ::core::ffi::c_uint {
        self.sessionId
    }
    ///Writes C's `sessionId` member.
    #[inline]
    pub fn set_sessionId(&mut self, value: ::core::ffi::c_uint) {
        self.sessionId = value;
    }
    ///Reads C's `pid` member.
    #[inline]
    pub fn pid(&self) -> ::core::ffi::c_uint {
        self.pid
    }
    ///Writes C's `pid` member.
    #[inline]
    pub fn set_pid(&mut self, value: ::core::ffi::c_uint) {
        self.pid = value;
    }
    ///Reads C's `vgpuInstance` member.
    #[inline]
    pub fn vgpuInstance(&self) -> nvmlVgpuInstance_t {
        self.vgpuInstance
    }
    ///Writes C's `vgpuInstance` member.
    #[inline]
    pub fn set_vgpuInstance(&mut self, value: nvmlVgpuInstance_t) {
        self.vgpuInstance = value;
    }
    ///Reads C's `displayOrdinal` member.
    #[inline]
    pub fn displayOrdinal(&self) -> ::core::ffi::c_uint {
        self.displayOrdinal
    }
    ///Writes C's `displayOrdinal` member.
    #[inline]
    pub fn set_displayOrdinal(&mut self, value: ::core::ffi::c_uint) {
        self.displayOrdinal = value;
    }
    ///Reads C's `sessionType` member.
    #[inline]
    pub fn sessionType(&self) -> nvmlFBCSessionType_t {
        self.sessionType
    }
    ///Writes C's `sessionType` member.
    #[inline]
    pub fn set_sessionType(&mut self, value: nvmlFBCSessionType_t) {
        self.sessionType = value;
    }
    ///Reads C's `sessionFlags` member.
    #[inline]
    pub fn sessionFlags(&self) -> ::core::ffi::c_uint {
        self.sessionFlags
    }
    ///Writes C's `sessionFlags` member.
    #[inline]
    pub fn set_sessionFlags(&mut self, value: ::core::ffi::c_uint) {
        self.sessionFlags = value;
    }
    ///Reads C's `hMaxResolution` member.
    #[inline]
    pub fn hMaxResolution(&self) -> ::core::ffi::c_uint {
        self.hMaxResolution
    }
    ///Writes C's `hMaxResolution` member.
    #[inline]
    pub fn set_hMaxResolution(&mut self, value: ::core::ffi::c_uint) {
        self.hMaxResolution = value;
    }
    ///Reads C's `vMaxResolution` member.
    #[inline]
    pub fn vMaxResolution(&self) -> ::core::ffi::c_uint {
        self.vMaxResolution
    }
    ///Writes C's `vMaxResolution` member.
    #[inline]
    pub fn set_vMaxResolution(&mut self, value: ::core::ffi::c_uint) {
        self.vMaxResolution = value;
    }
    ///Reads C's `hResolution` member.
    #[inline]
    pub fn hResolution(&self) -> ::core::ffi::c_uint {
        self.hResolution
    }
    ///Writes C's `hResolution` member.
    #[inline]
    pub fn set_hResolution(&mut self, value: ::core::ffi::c_uint) {
        self.hResolution = value;
    }
    ///Reads C's `vResolution` member.
    #[inline]
    pub fn vResolution(&self) -> ::core::ffi::c_uint {
        self.vResolution
    }
    ///Writes C's `vResolution` member.
    #[inline]
    pub fn set_vResolution(&mut self, value: ::core::ffi::c_uint) {
        self.vResolution = value;
    }
    ///Reads C's `averageFPS` member.
    #[inline]
    pub fn averageFPS(&self) -> ::core::ffi::c_uint {
        self.averageFPS
    }
    ///Writes C's `averageFPS` member.
    #[inline]
    pub fn set_averageFPS(&mut self, value: ::core::ffi::c_uint) {
        self.averageFPS = value;
    }
    ///Reads C's `averageLatency` member.
    #[inline]
    pub fn averageLatency(&self) -> ::core::ffi::c_uint {
        self.averageLatency
    }
    ///Writes C's `averageLatency` member.
    #[inline]
    pub fn set_averageLatency(&mut self, value: ::core::ffi::c_uint) {
        self.averageLatency = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlFBCStats_st {
    ///Reads C's `sessionsCount` member.
    #[inline]
    pub fn sessionsCount(&self) -> ::core::ffi::c_uint {
        self.sessionsCount
    }
    ///Writes C's `sessionsCount` member.
    #[inline]
    pub fn set_sessionsCount(&mut self, value: ::core::ffi::c_uint) {
        self.sessionsCount = value;
    }
    ///Reads C's `averageFPS` member.
    #[inline]
    pub fn averageFPS(&self) -> ::core::ffi::c_uint {
        self.averageFPS
    }
    ///Writes C's `averageFPS` member.
    #[inline]
    pub fn set_averageFPS(&mut self, value: ::core::ffi::c_uint) {
        self.averageFPS = value;
    }
    ///Reads C's `averageLatency` member.
    #[inline]
    pub fn averageLatency(&self) -> ::core::ffi::c_uint {
        self.averageLatency
    }
    ///Writes C's `averageLatency` member.
    #[inline]
    pub fn set_averageLatency(&mut self, value: ::core::ffi::c_uint) {
        self.averageLatency = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlFieldValue_st {
    ///Reads C's `fieldId` member.
    #[inline]
    pub fn fieldId(&self) -> ::core::ffi::c_uint {
        self.fieldId
    }
    ///Writes C's `fieldId` member.
    #[inline]
    pub fn set_fieldId(&mut self, value: ::core::ffi::c_uint) {
        self.fieldId = value;
    }
    ///Reads C's `scopeId` member.
    #[inline]
    pub fn scopeId(&self) -> ::core::ffi::c_uint {
        self.scopeId
    }
    ///Writes C's `scopeId` member.
    #[inline]
    pub fn set_scopeId(&mut self, value: ::core::ffi::c_uint) {
        self.scopeId = value;
    }
    ///Reads C's `timestamp` member.
    #[inline]
    pub fn timestamp(&self) -> ::core::ffi::c_longlong {
        self.timestamp
    }
    ///Writes C's `timestamp` member.
    #[inline]
    pub fn set_timestamp(&mut self, value: ::core::ffi::c_longlong) {
        self.timestamp = value;
    }
    ///Reads C's `latencyUsec` member.
    #[inline]
    pub fn latencyUsec(&self) -> ::core::ffi::c_longlong {
        self.latencyUsec
    }
    ///Writes C's `latencyUsec` member.
    #[inline]
    pub fn set_latencyUsec(&mut self, value: ::core::ffi::c_longlong) {
        self.latencyUsec = value;
    }
    ///Reads C's `valueType` member.
    #[inline]
    pub fn valueType(&self) -> nvmlValueType_t {
        self.valueType
    }
    ///Writes C's `valueType` member.
    #[inline]
    pub fn set_valueType(&mut self, value: nvmlValueType_t) {
        self.valueType = value;
    }
    ///Reads C's `nvmlReturn` member.
    #[inline]
    pub fn nvmlReturn(&self) -> nvmlReturn_t {
        self.nvmlReturn
    }
    ///Writes C's `nvmlReturn` member.
    #[inline]
    pub fn set_nvmlReturn(&mut self, value: nvmlReturn_t) {
        self.nvmlReturn = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> nvmlValue_t {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: nvmlValue_t) {
        self.value = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpmMetric_t {
    ///Reads C's `metricId` member.
    #[inline]
    pub fn metricId(&self) -> ::core::ffi::c_uint {
        self.metricId
    }
    ///Writes C's `metricId` member.
    #[inline]
    pub fn set_metricId(&mut self, value: ::core::ffi::c_uint) {
        self.metricId = value;
    }
    ///Reads C's `nvmlReturn` member.
    #[inline]
    pub fn nvmlReturn(&self) -> nvmlReturn_t {
        self.nvmlReturn
    }
    ///Writes C's `nvmlReturn` member.
    #[inline]
    pub fn set_nvmlReturn(&mut self, value: nvmlReturn_t) {
        self.nvmlReturn = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> f64 {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: f64) {
        self.value = value;
    }
    ///Reads C's `metricInfo` member.
    #[inline]
    pub fn metricInfo(&self) -> nvmlGpmMetric_t__bindgen_ty_1 {
        self.metricInfo
    }
    ///Writes C's `metricInfo` member.
    #[inline]
    pub fn set_metricInfo(&mut self, value: nvmlGpmMetric_t__bindgen_ty_1) {
        self.metricInfo = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpmMetricsGet_t {
    ///Reads C's `version` member.
    #[inline]
    pub fn version(&self) -> ::core::ffi::c_uint {
        self.version
    }
    ///Writes C's `version` member.
    #[inline]
    pub fn set_version(&mut self, value: ::core::ffi::c_uint) {
        self.version = value;
    }
    ///Reads C's `numMetrics` member.
    #[inline]
    pub fn numMetrics(&self) -> ::core::ffi::c_uint {
        self.numMetrics
    }
    ///Writes C's `numMetrics` member.
    #[inline]
    pub fn set_numMetrics(&mut self, value: ::core::ffi::c_uint) {
        self.numMetrics = value;
    }
    ///Reads C's `sample1` member.
    #[inline]
    pub fn sample1(&self) -> nvmlGpmSample_t {
        self.sample1
    }
    ///Writes C's `sample1` member.
    #[inline]
    pub fn set_sample1(&mut self, value: nvmlGpmSample_t) {
        self.sample1 = value;
    }
    ///Reads C's `sample2` member.
    #[inline]
    pub fn sample2(&self) -> nvmlGpmSample_t {
        self.sample2
    }
    ///Writes C's `sample2` member.
    #[inline]
    pub fn set_sample2(&mut self, value: nvmlGpmSample_t) {
        self.sample2 = value;
    }
    ///Reads C's `metrics` member.
    #[inline]
    pub fn metrics(&self) -> [nvmlGpmMetric_t; 98usize] {
        self.metrics
    }
    ///Writes C's `metrics` member.
    #[inline]
    pub fn set_metrics(&mut self, value: [nvmlGpmMetric_t; 98usize]) {
        self.metrics = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpmSupport_t {
    ///Reads C's `version` member.
    #[inline]
    pub fn version(&self) -> ::core::ffi::c_uint {
        self.version
    }
    ///Writes C's `version` member.
    #[inline]
    pub fn set_version(&mut self, value: ::core::ffi::c_uint) {
        self.version = value;
    }
    ///Reads C's `isSupportedDevice` member.
    #[inline]
    pub fn isSupportedDevice(&self) -> ::core::ffi::c_uint {
        self.isSupportedDevice
    }
    ///Writes C's `isSupportedDevice` member.
    #[inline]
    pub fn set_isSupportedDevice(&mut self, value: ::core::ffi::c_uint) {
        self.isSupportedDevice = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuDynamicPstatesInfo_st {
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_uint {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_uint) {
        self.flags = value;
    }
    ///Reads C's `utilization` member.
    #[inline]
    pub fn utilization(&self) -> [nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1; 8usize] {
        self.utilization
    }
    ///Writes C's `utilization` member.
    #[inline]
    pub fn set_utilization(
        &mut self,
        value: [nvmlGpuDynamicPstatesInfo_st__bindgen_ty_1; 8usize],
    ) {
        self.utilization = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuFabricInfo_t {
    ///Reads C's `clusterUuid` member.
    #[inline]
    pub fn clusterUuid(&self) -> [::core::ffi::c_char; 16usize] {
        self.clusterUuid
    }
    ///Writes C's `clusterUuid` member.
    #[inline]
    pub fn set_clusterUuid(&mut self, value: [::core::ffi::c_char; 16usize]) {
        self.clusterUuid = value;
    }
    ///Reads C's `status` member.
    #[inline]
    pub fn status(&self) -> nvmlReturn_t {
        self.status
    }
    ///Writes C's `status` member.
    #[inline]
    pub fn set_status(&mut self, value: nvmlReturn_t) {
        self.status = value;
    }
    ///Reads C's `partitionId` member.
    #[inline]
    pub fn partitionId(&self) -> ::core::ffi::c_uint {
        self.partitionId
    }
    ///Writes C's `partitionId` member.
    #[inline]
    pub fn set_partitionId(&mut self, value: ::core::ffi::c_uint) {
        self.partitionId = value;
    }
    ///Reads C's `state` member.
    #[inline]
    pub fn state(&self) -> nvmlGpuFabricState_t {
        self.state
    }
    ///Writes C's `state` member.
    #[inline]
    pub fn set_state(&mut self, value: nvmlGpuFabricState_t) {
        self.state = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuInstanceInfo_st {
    ///Reads C's `device` member.
    #[inline]
    pub fn device(&self) -> nvmlDevice_t {
        self.device
    }
    ///Writes C's `device` member.
    #[inline]
    pub fn set_device(&mut self, value: nvmlDevice_t) {
        self.device = value;
    }
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_uint {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_uint) {
        self.id = value;
    }
    ///Reads C's `profileId` member.
    #[inline]
    pub fn profileId(&self) -> ::core::ffi::c_uint {
        self.profileId
    }
    ///Writes C's `profileId` member.
    #[inline]
    pub fn set_profileId(&mut self, value: ::core::ffi::c_uint) {
        self.profileId = value;
    }
    ///Reads C's `placement` member.
    #[inline]
    pub fn placement(&self) -> nvmlGpuInstancePlacement_t {
        self.placement
    }
    ///Writes C's `placement` member.
    #[inline]
    pub fn set_placement(&mut self, value: nvmlGpuInstancePlacement_t) {
        self.placement = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuInstancePlacement_st {
    ///Reads C's `start` member.
    #[inline]
    pub fn start(&self) -> ::core::ffi::c_uint {
        self.start
    }
    ///Writes C's `start` member.
    #[inline]
    pub fn set_start(&mut self, value: ::core::ffi::c_uint) {
        self.start = value;
    }
    ///Reads C's `size` member.
    #[inline]
    pub fn size(&self) -> ::core::ffi::c_uint {
        self.size
    }
    ///Writes C's `size` member.
    #[inline]
    pub fn set_size(&mut self, value: ::core::ffi::c_uint) {
        self.size = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuInstanceProfileInfo_st {
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_uint {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_uint) {
        self.id = value;
    }
    ///Reads C's `isP2pSupported` member.
    #[inline]
    pub fn isP2pSupported(&self) -> ::core::ffi::c_uint {
        self.isP2pSupported
    }
    ///Writes C's `isP2pSupported` member.
    #[inline]
    pub fn set_isP2pSupported(&mut self, value: ::core::ffi::c_uint) {
        self.isP2pSupported = value;
    }
    ///Reads C's `sliceCount` member.
    #[inline]
    pub fn sliceCount(&self) -> ::core::ffi::c_uint {
        self.sliceCount
    }
    ///Writes C's `sliceCount` member.
    #[inline]
    pub fn set_sliceCount(&mut self, value: ::core::ffi::c_uint) {
        self.sliceCount = value;
    }
    ///Reads C's `instanceCount` member.
    #[inline]
    pub fn instanceCount(&self) -> ::core::ffi::c_uint {
        self.instanceCount
    }
    ///Writes C's `instanceCount` member.
    #[inline]
    pub fn set_instanceCount(&mut self, value: ::core::ffi::c_uint) {
        self.instanceCount = value;
    }
    ///Reads C's `multiprocessorCount` member.
    #[inline]
    pub fn multiprocessorCount(&self) -> ::core::ffi::c_uint {
        self.multiprocessorCount
    }
    ///Writes C's `multiprocessorCount` member.
    #[inline]
    pub fn set_multiprocessorCount(&mut self, value: ::core::ffi::c_uint) {
        self.multiprocessorCount = value;
    }
    ///Reads C's `copyEngineCount` member.
    #[inline]
    pub fn copyEngineCount(&self) -> ::core::ffi::c_uint {
        self.copyEngineCount
    }
    ///Writes C's `copyEngineCount` member.
    #[inline]
    pub fn set_copyEngineCount(&mut self, value: ::core::ffi::c_uint) {
        self.copyEngineCount = value;
    }
    ///Reads C's `decoderCount` member.
    #[inline]
    pub fn decoderCount(&self) -> ::core::ffi::c_uint {
        self.decoderCount
    }
    ///Writes C's `decoderCount` member.
    #[inline]
    pub fn set_decoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.decoderCount = value;
    }
    ///Reads C's `encoderCount` member.
    #[inline]
    pub fn encoderCount(&self) -> ::core::ffi::c_uint {
        self.encoderCount
    }
    ///Writes C's `encoderCount` member.
    #[inline]
    pub fn set_encoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.encoderCount = value;
    }
    ///Reads C's `jpegCount` member.
    #[inline]
    pub fn jpegCount(&self) -> ::core::ffi::c_uint {
        self.jpegCount
    }
    ///Writes C's `jpegCount` member.
    #[inline]
    pub fn set_jpegCount(&mut self, value: ::core::ffi::c_uint) {
        self.jpegCount = value;
    }
    ///Reads C's `ofaCount` member.
    #[inline]
    pub fn ofaCount(&self) -> ::core::ffi::c_uint {
        self.ofaCount
    }
    ///Writes C's `ofaCount` member.
    #[inline]
    pub fn set_ofaCount(&mut self, value: ::core::ffi::c_uint) {
        self.ofaCount = value;
    }
    ///Reads C's `memorySizeMB` member.
    #[inline]
    pub fn memorySizeMB(&self) -> ::core::ffi::c_ulonglong {
        self.memorySizeMB
    }
    ///Writes C's `memorySizeMB` member.
    #[inline]
    pub fn set_memorySizeMB(&mut self, value: ::core::ffi::c_ulonglong) {
        self.memorySizeMB = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuInstanceProfileInfo_v2_st {
    ///Reads C's `version` member.
    #[inline]
    pub fn version(&self) -> ::core::ffi::c_uint {
        self.version
    }
    ///Writes C's `version` member.
    #[inline]
    pub fn set_version(&mut self, value: ::core::ffi::c_uint) {
        self.version = value;
    }
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> ::core::ffi::c_uint {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: ::core::ffi::c_uint) {
        self.id = value;
    }
    ///Reads C's `isP2pSupported` member.
    #[inline]
    pub fn isP2pSupported(&self) -> ::core::ffi::c_uint {
        self.isP2pSupported
    }
    ///Writes C's `isP2pSupported` member.
    #[inline]
    pub fn set_isP2pSupported(&mut self, value: ::core::ffi::c_uint) {
        self.isP2pSupported = value;
    }
    ///Reads C's `sliceCount` member.
    #[inline]
    pub fn sliceCount(&self) -> ::core::ffi::c_uint {
        self.sliceCount
    }
    ///Writes C's `sliceCount` member.
    #[inline]
    pub fn set_sliceCount(&mut self, value: ::core::ffi::c_uint) {
        self.sliceCount = value;
    }
    ///Reads C's `instanceCount` member.
    #[inline]
    pub fn instanceCount(&self) -> ::core::ffi::c_uint {
        self.instanceCount
    }
    ///Writes C's `instanceCount` member.
    #[inline]
    pub fn set_instanceCount(&mut self, value: ::core::ffi::c_uint) {
        self.instanceCount = value;
    }
    ///Reads C's `multiprocessorCount` member.
    #[inline]
    pub fn multiprocessorCount(&self) -> ::core::ffi::c_uint {
        self.multiprocessorCount
    }
    ///Writes C's `multiprocessorCount` member.
    #[inline]
    pub fn set_multiprocessorCount(&mut self, value: ::core::ffi::c_uint) {
        self.multiprocessorCount = value;
    }
    ///Reads C's `copyEngineCount` member.
    #[inline]
    pub fn copyEngineCount(&self) -> ::core::ffi::c_uint {
        self.copyEngineCount
    }
    ///Writes C's `copyEngineCount` member.
    #[inline]
    pub fn set_copyEngineCount(&mut self, value: ::core::ffi::c_uint) {
        self.copyEngineCount = value;
    }
    ///Reads C's `decoderCount` member.
    #[inline]
    pub fn decoderCount(&self) -> ::core::ffi::c_uint {
        self.decoderCount
    }
    ///Writes C's `decoderCount` member.
    #[inline]
    pub fn set_decoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.decoderCount = value;
    }
    ///Reads C's `encoderCount` member.
    #[inline]
    pub fn encoderCount(&self) -> ::core::ffi::c_uint {
        self.encoderCount
    }
    ///Writes C's `encoderCount` member.
    #[inline]
    pub fn set_encoderCount(&mut self, value: ::core::ffi::c_uint) {
        self.encoderCount = value;
    }
    ///Reads C's `jpegCount` member.
    #[inline]
    pub fn jpegCount(&self) -> ::core::ffi::c_uint {
        self.jpegCount
    }
    ///Writes C's `jpegCount` member.
    #[inline]
    pub fn set_jpegCount(&mut self, value: ::core::ffi::c_uint) {
        self.jpegCount = value;
    }
    ///Reads C's `ofaCount` member.
    #[inline]
    pub fn ofaCount(&self) -> ::core::ffi::c_uint {
        self.ofaCount
    }
    ///Writes C's `ofaCount` member.
    #[inline]
    pub fn set_ofaCount(&mut self, value: ::core::ffi::c_uint) {
        self.ofaCount = value;
    }
    ///Reads C's `memorySizeMB` member.
    #[inline]
    pub fn memorySizeMB(&self) -> ::core::ffi::c_ulonglong {
        self.memorySizeMB
    }
    ///Writes C's `memorySizeMB` member.
    #[inline]
    pub fn set_memorySizeMB(&mut self, value: ::core::ffi::c_ulonglong) {
        self.memorySizeMB = value;
    }
    ///Reads C's `name` member.
    #[inline]
    pub fn name(&self) -> [::core::ffi::c_char; 96usize] {
        self.name
    }
    ///Writes C's `name` member.
    #[inline]
    pub fn set_name(&mut self, value: [::core::ffi::c_char; 96usize]) {
        self.name = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuThermalSettings_t {
    ///Reads C's `count` member.
    #[inline]
    pub fn count(&self) -> ::core::ffi::c_uint {
        self.count
    }
    ///Writes C's `count` member.
    #[inline]
    pub fn set_count(&mut self, value: ::core::ffi::c_uint) {
        self.count = value;
    }
    ///Reads C's `sensor` member.
    #[inline]
    pub fn sensor(&self) -> [nvmlGpuThermalSettings_t__bindgen_ty_1; 3usize] {
        self.sensor
    }
    ///Writes C's `sensor` member.
    #[inline]
    pub fn set_sensor(
        &mut self,
        value: [nvmlGpuThermalSettings_t__bindgen_ty_1; 3usize],
    ) {
        self.sensor = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGridLicensableFeature_st {
    ///Reads C's `featureCode` member.
    #[inline]
    pub fn featureCode(&self) -> nvmlGridLicenseFeatureCode_t {
        self.featureCode
    }
    ///Writes C's `featureCode` member.
    #[inline]
    pub fn set_featureCode(&mut self, value: nvmlGridLicenseFeatureCode_t) {
        self.featureCode = value;
    }
    ///Reads C's `featureState` member.
    #[inline]
    pub fn featureState(&self) -> ::core::ffi::c_uint {
        self.featureState
    }
    ///Writes C's `featureState` member.
    #[inline]
    pub fn set_featureState(&mut self, value: ::core::ffi::c_uint) {
        self.featureState = value;
    }
    ///Reads C's `licenseInfo` member.
    #[inline]
    pub fn licenseInfo(&self) -> [::core::ffi::c_char; 128usize] {
        self.licenseInfo
    }
    ///Writes C's `licenseInfo` member.
    #[inline]
    pub fn set_licenseInfo(&mut self, value: [::core::ffi::c_char; 128usize]) {
        self.licenseInfo = value;
    }
    ///Reads C's `productName` member.
    #[inline]
    pub fn productName(&self) -> [::core::ffi::c_char; 128usize] {
        self.productName
    }
    ///Writes C's `productName` member.
    #[inline]
    pub fn set_productName(&mut self, value: [::core::ffi::c_char; 128usize]) {
        self.productName = value;
    }
    ///Reads C's `featureEnabled` member.
    #[inline]
    pub fn featureEnabled(&self) -> ::core::ffi::c_uint {
        self.featureEnabled
    }
    ///Writes C's `featureEnabled` member.
    #[inline]
    pub fn set_featureEnabled(&mut self, value: ::core::ffi::c_uint) {
        self.featureEnabled = value;
    }
    ///Reads C's `licenseExpiry` member.
    #[inline]
    pub fn licenseExpiry(&self) -> nvmlGridLicenseExpiry_t {
        self.licenseExpiry
    }
    ///Writes C's `licenseExpiry` member.
    #[inline]
    pub fn set_licenseExpiry(&mut self, value: nvmlGridLicenseExpiry_t) {
        self.licenseExpiry = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGridLicensableFeatures_st {
    ///Reads C's `isGridLicenseSupported` member.
    #[inline]
    pub fn isGridLicenseSupported(&self) -> ::core::ffi::c_int {
        self.isGridLicenseSupported
    }
    ///Writes C's `isGridLicenseSupported` member.
    #[inline]
    pub fn set_isGridLicenseSupported(&mut self, value: ::core::ffi::c_int) {
        self.isGridLicenseSupported = value;
    }
    ///Reads C's `licensableFeaturesCount` member.
    #[inline]
    pub fn licensableFeaturesCount(&self) -> ::core::ffi::c_uint {
        self.licensableFeaturesCount
    }
    ///Writes C's `licensableFeaturesCount` member.
    #[inline]
    pub fn set_licensableFeaturesCount(&mut self, value: ::core::ffi::c_uint) {
        self.licensableFeaturesCount = value;
    }
    ///Reads C's `gridLicensableFeatures` member.
    #[inline]
    pub fn gridLicensableFeatures(&self) -> [nvmlGridLicensableFeature_t; 3usize] {
        self.gridLicensableFeatures
    }
    ///Writes C's `gridLicensableFeatures` member.
    #[inline]
    pub fn set_gridLicensableFeatures(
        &mut self,
        value: [nvmlGridLicensableFeature_t; 3usize],
    ) {
        self.gridLicensableFeatures = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGridLicenseExpiry_st {
    ///Reads C's `year` member.
    #[inline]
    pub fn year(&self) -> ::core::ffi::c_uint {
        self.year
    }
    ///Writes C's `year` member.
    #[inline]
    pub fn set_year(&mut self, value: ::core::ffi::c_uint) {
        self.year = value;
    }
    ///Reads C's `month` member.
    #[inline]
    pub fn month(&self) -> ::core::ffi::c_ushort {
        self.month
    }
    ///Writes C's `month` member.
    #[inline]
    pub fn set_month(&mut self, value: ::core::ffi::c_ushort) {
        self.month = value;
    }
    ///Reads C's `day` member.
    #[inline]
    pub fn day(&self) -> ::core::ffi::c_ushort {
        self.day
    }
    ///Writes C's `day` member.
    #[inline]
    pub fn set_day(&mut self, value: ::core::ffi::c_ushort) {
        self.day = value;
    }
    ///Reads C's `hour` member.
    #[inline]
    pub fn hour(&self) -> ::core::ffi::c_ushort {
        self.hour
    }
    ///Writes C's `hour` member.
    #[inline]
    pub fn set_hour(&mut self, value: ::core::ffi::c_ushort) {
        self.hour = value;
    }
    ///Reads C's `min` member.
    #[inline]
    pub fn min(&self) -> ::core::ffi::c_ushort {
        self.min
    }
    ///Writes C's `min` member.
    #[inline]
    pub fn set_min(&mut self, value: ::core::ffi::c_ushort) {
        self.min = value;
    }
    ///Reads C's `sec` member.
    #[inline]
    pub fn sec(&self) -> ::core::ffi::c_ushort {
        self.sec
    }
    ///Writes C's `sec` member.
    #[inline]
    pub fn set_sec(&mut self, value: ::core::ffi::c_ushort) {
        self.sec = value;
    }
    ///Reads C's `status` member.
    #[inline]
    pub fn status(&self) -> ::core::ffi::c_uchar {
        self.status
    }
    ///Writes C's `status` member.
    #[inline]
    pub fn set_status(&mut self, value: ::core::ffi::c_uchar) {
        self.status = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlHwbcEntry_st {
    ///Reads C's `hwbcId` member.
    #[inline]
    pub fn hwbcId(&self) -> ::core::ffi::c_uint {
        self.hwbcId
    }
    ///Writes C's `hwbcId` member.
    #[inline]
    pub fn set_hwbcId(&mut self, value: ::core::ffi::c_uint) {
        self.hwbcId = value;
    }
    ///Reads C's `firmwareVersion` member.
    #[inline]
    pub fn firmwareVersion(&self) -> [::core::ffi::c_char; 32usize] {
        self.firmwareVersion
    }
    ///Writes C's `firmwareVersion` member.
    #[inline]
    pub fn set_firmwareVersion(&mut self, value: [::core::ffi::c_char; 32usize]) {
        self.firmwareVersion = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlLedState_st {
    ///Reads C's `cause` member.
    #[inline]
    pub fn cause(&self) -> [::core::ffi::c_char; 256usize] {
        self.cause
    }
    ///Writes C's `cause` member.
    #[inline]
    pub fn set_cause(&mut self, value: [::core::ffi::c_char; 256usize]) {
        self.cause = value;
    }
    ///Reads C's `color` member.
    #[inline]
    pub fn color(&self) -> nvmlLedColor_t {
        self.color
    }
    ///Writes C's `color` member.
    #[inline]
    pub fn set_color(&mut self, value: nvmlLedColor_t) {
        self.color = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlMemory_st {
    ///Reads C's `total` member.
    #[inline]
    pub fn total(&self) -> ::core::ffi::c_ulonglong {
        self.total
    }
    ///Writes C's `total` member.
    #[inline]
    pub fn set_total(&mut self, value: ::core::ffi::c_ulonglong) {
        self.total = value;
    }
    ///Reads C's `free` member.
    #[inline]
    pub fn free(&self) -> ::core::ffi::c_ulonglong {
        self.free
    }
    ///Writes C's `free` member.
    #[inline]
    pub fn set_free(&mut self, value: ::core::ffi::c_ulonglong) {
        self.free = value;
    }
    ///Reads C's `used` member.
    #[inline]
    pub fn used(&self) -> ::core::ffi::c_ulonglong {
        self.used
    }
    ///Writes C's `used` member.
    #[inline]
    pub fn set_used(&mut self, value: ::core::ffi::c_ulonglong) {
        self.used = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlMemory_v2_st {
    ///Reads C's `version` member.
    #[inline]
    pub fn version(&self) -> ::core::ffi::c_uint {
        self.version
    }
    ///Writes C's `version` member.
    #[inline]
    pub fn set_version(&mut self, value: ::core::ffi::c_uint) {
        self.version = value;
    }
    ///Reads C's `total` member.
    #[inline]
    pub fn total(&self) -> ::core::ffi::c_ulonglong {
        self.total
    }
    ///Writes C's `total` member.
    #[inline]
    pub fn set_total(&mut self, value: ::core::ffi::c_ulonglong) {
        self.total = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> ::core::ffi::c_ulonglong {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: ::core::ffi::c_ulonglong) {
        self.reserved = value;
    }
    ///Reads C's `free` member.
    #[inline]
    pub fn free(&self) -> ::core::ffi::c_ulonglong {
        self.free
    }
    ///Writes C's `free` member.
    #[inline]
    pub fn set_free(&mut self, value: ::core::ffi::c_ulonglong) {
        self.free = value;
    }
    ///Reads C's `used` member.
    #[inline]
    pub fn used(&self) -> ::core::ffi::c_ulonglong {
        self.used
    }
    ///Writes C's `used` member.
    #[inline]
    pub fn set_used(&mut self, value: ::core::ffi::c_ulonglong) {
        self.used = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlNvLinkPowerThres_st {
    ///Reads C's `lowPwrThreshold` member.
    #[inline]
    pub fn lowPwrThreshold(&self) -> ::core::ffi::c_uint {
        self.lowPwrThreshold
    }
    ///Writes C's `lowPwrThreshold` member.
    #[inline]
    pub fn set_lowPwrThreshold(&mut self, value: ::core::ffi::c_uint) {
        self.lowPwrThreshold = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlNvLinkUtilizationControl_st {
    ///Reads C's `units` member.
    #[inline]
    pub fn units(&self) -> nvmlNvLinkUtilizationCountUnits_t {
        self.units
    }
    ///Writes C's `units` member.
    #[inline]
    pub fn set_units(&mut self, value: nvmlNvLinkUtilizationCountUnits_t) {
        self.units = value;
    }
    ///Reads C's `pktfilter` member.
    #[inline]
    pub fn pktfilter(&self) -> nvmlNvLinkUtilizationCountPktTypes_t {
        self.pktfilter
    }
    ///Writes C's `pktfilter` member.
    #[inline]
    pub fn set_pktfilter(&mut self, value: nvmlNvLinkUtilizationCountPktTypes_t) {
        self.pktfilter = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlPSUInfo_st {
    ///Reads C's `state` member.
    #[inline]
    pub fn state(&self) -> [::core::ffi::c_char; 256usize] {
        self.state
    }
    ///Writes C's `state` member.
    #[inline]
    pub fn set_state(&mut self, value: [::core::ffi::c_char; 256usize]) {
        self.state = value;
    }
    ///Reads C's `current` member.
    #[inline]
    pub fn current(&self) -> ::core::ffi::c_uint {
        self.current
    }
    ///Writes C's `current` member.
    #[inline]
    pub fn set_current(&mut self, value: ::core::ffi::c_uint) {
        self.current = value;
    }
    ///Reads C's `voltage` member.
    #[inline]
    pub fn voltage(&self) -> ::core::ffi::c_uint {
        self.voltage
    }
    ///Writes C's `voltage` member.
    #[inline]
    pub fn set_voltage(&mut self, value: ::core::ffi::c_uint) {
        self.voltage = value;
    }
    ///Reads C's `power` member.
    #[inline]
    pub fn power(&self) -> ::core::ffi::c_uint {
        self.power
    }
    ///Writes C's `power` member.
    #[inline]
    pub fn set_power(&mut self, value: ::core::ffi::c_uint) {
        self.power = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlPciInfo_st {
    ///Reads C's `busIdLegacy` member.
    #[inline]
    pub fn busIdLegacy(&self) -> [::core::ffi::c_char; 16usize] {
        self.busIdLegacy
    }
    ///Writes C's `busIdLegacy` member.
    #[inline]
    pub fn set_busIdLegacy(&mut self, value: [::core::ffi::c_char; 16usize]) {
        self.busIdLegacy = value;
    }
    ///Reads C's `domain` member.
    #[inline]
    pub fn domain(&self) -> ::core::ffi::c_uint {
        self.domain
    }
    ///Writes C's `domain` member.
    #[inline]
    pub fn set_domain(&mut self, value: ::core::ffi::c_uint) {
        self.domain = value;
    }
    ///Reads C's `bus` member.
    #[inline]
    pub fn bus(&self) -> ::core::ffi::c_uint {
        self.bus
    }
    ///Writes C's `bus` member.
    #[inline]
    pub fn set_bus(&mut self, value: ::core::ffi::c_uint) {
        self.bus = value;
    }
    ///Reads C's `device` member.
    #[inline]
    pub fn device(&self) -> ::core::ffi::c_uint {
        self.device
    }
    ///Writes C's `device` member.
    #[inline]
    pub fn set_device(&mut self, value: ::core::ffi::c_uint) {
        self.device = value;
    }
    ///Reads C's `pciDeviceId` member.
    #[inline]
    pub fn pciDeviceId(&self) -> ::core::ffi::c_uint {
        self.pciDeviceId
    }
    ///Writes C's `pciDeviceId` member.
    #[inline]
    pub fn set_pciDeviceId(&mut self, value: ::core::ffi::c_uint) {
        self.pciDeviceId = value;
    }
    ///Reads C's `pciSubSystemId` member.
    #[inline]
    pub fn pciSubSystemId(&self) -> ::core::ffi::c_uint {
        self.pciSubSystemId
    }
    ///Writes C's `pciSubSystemId` member.
    #[inline]
    pub fn set_pciSubSystemId(&mut self, value: ::core::ffi::c_uint) {
        self.pciSubSystemId = value;
    }
    ///Reads C's `busId` member.
    #[inline]
    pub fn busId(&self) -> [::core::ffi::c_char; 32usize] {
        self.busId
    }
    ///Writes C's `busId` member.
    #[inline]
    pub fn set_busId(&mut self, value: [::core::ffi::c_char; 32usize]) {
        self.busId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlProcessInfo_st {
    ///Reads C's `pid` member.
    #[inline]
    pub fn pid(&self) -> ::core::ffi::c_uint {
        self.pid
    }
    ///Writes C's `pid` member.
    #[inline]
    pub fn set_pid(&mut self, value: ::core::ffi::c_uint) {
        self.pid = value;
    }
    ///Reads C's `usedGpuMemory` member.
    #[inline]
    pub fn usedGpuMemory(&self) -> ::core::ffi::c_ulonglong {
        self.usedGpuMemory
    }
    ///Writes C's `usedGpuMemory` member.
    #[inline]
    pub fn set_usedGpuMemory(&mut self, value: ::core::ffi::c_ulonglong) {
        self.usedGpuMemory = value;
    }
    ///Reads C's `gpuInstanceId` member.
    #[inline]
    pub fn gpuInstanceId(&self) -> ::core::ffi::c_uint {
        self.gpuInstanceId
    }
    ///Writes C's `gpuInstanceId` member.
    #[inline]
    pub fn set_gpuInstanceId(&mut self, value: ::core::ffi::c_uint) {
        self.gpuInstanceId = value;
    }
    ///Reads C's `computeInstanceId` member.
    #[inline]
    pub fn computeInstanceId(&self) -> ::core::ffi::c_uint {
        self.computeInstanceId
    }
    ///Writes C's `computeInstanceId` member.
    #[inline]
    pub fn set_computeInstanceId(&mut self, value: ::core::ffi::c_uint) {
        self.computeInstanceId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlProcessInfo_v1_st {
    ///Reads C's `pid` member.
    #[inline]
    pub fn pid(&self) -> ::core::ffi::c_uint {
        self.pid
    }
    ///Writes C's `pid` member.
    #[inline]
    pub fn set_pid(&mut self, value: ::core::ffi::c_uint) {
        self.pid = value;
    }
    ///Reads C's `usedGpuMemory` member.
    #[inline]
    pub fn usedGpuMemory(&self) -> ::core::ffi::c_ulonglong {
        self.usedGpuMemory
    }
    ///Writes C's `usedGpuMemory` member.
    #[inline]
    pub fn set_usedGpuMemory(&mut self, value: ::core::ffi::c_ulonglong) {
        self.usedGpuMemory = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlProcessInfo_v2_st {
    ///Reads C's `pid` member.
    #[inline]
    pub fn pid(&self) -> ::core::ffi::c_uint {
        self.pid
    }
    ///Writes C's `pid` member.
    #[inline]
    pub fn set_pid(&mut self, value: ::core::ffi::c_uint) {
        self.pid = value;
    }
    ///Reads C's `usedGpuMemory` member.
    #[inline]
    pub fn usedGpuMemory(&self) -> ::core::ffi::c_ulonglong {
        self.usedGpuMemory
    }
    ///Writes C's `usedGpuMemory` member.
    #[inline]
    pub fn set_usedGpuMemory(&mut self, value: ::core::ffi::c_ulonglong) {
        self.usedGpuMemory = value;
    }
    ///Reads C's `gpuInstanceId` member.
    #[inline]
    pub fn gpuInstanceId(&self) -> ::core::ffi::c_uint {
        self.gpuInstanceId
    }
    ///Writes C's `gpuInstanceId` member.
    #[inline]
    pub fn set_gpuInstanceId(&mut self, value: ::core::ffi::c_uint) {
        self.gpuInstanceId = value;
    }
    ///Reads C's `computeInstanceId` member.
    #[inline]
    pub fn computeInstanceId(&self) -> ::core::ffi::c_uint {
        self.computeInstanceId
    }
    ///Writes C's `computeInstanceId` member.
    #[inline]
    pub fn set_computeInstanceId(&mut self, value: ::core::ffi::c_uint) {
        self.computeInstanceId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlProcessUtilizationSample_st {
    ///Reads C's `pid` member.
    #[inline]
    pub fn pid(&self) -> ::core::ffi::c_uint {
        self.pid
    }
    ///Writes C's `pid` member.
    #[inline]
    pub fn set_pid(&mut self, value: ::core::ffi::c_uint) {
        self.pid = value;
    }
    ///Reads C's `timeStamp` member.
    #[inline]
    pub fn timeStamp(&self) -> ::core::ffi::c_ulonglong {
        self.timeStamp
    }
    ///Writes C's `timeStamp` member.
    #[inline]
    pub fn set_timeStamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.timeStamp = value;
    }
    ///Reads C's `smUtil` member.
    #[inline]
    pub fn smUtil(&self) -> ::core::ffi::c_uint {
        self.smUtil
    }
    ///Writes C's `smUtil` member.
    #[inline]
    pub fn set_smUtil(&mut self, value: ::core::ffi::c_uint) {
        self.smUtil = value;
    }
    ///Reads C's `memUtil` member.
    #[inline]
    pub fn memUtil(&self) -> ::core::ffi::c_uint {
        self.memUtil
    }
    ///Writes C's `memUtil` member.
    #[inline]
    pub fn set_memUtil(&mut self, value: ::core::ffi::c_uint) {
        self.memUtil = value;
    }
    ///Reads C's `encUtil` member.
    #[inline]
    pub fn encUtil(&self) -> ::core::ffi::c_uint {
        self.encUtil
    }
    ///Writes C's `encUtil` member.
    #[inline]
    pub fn set_encUtil(&mut self, value: ::core::ffi::c_uint) {
        self.encUtil = value;
    }
    ///Reads C's `decUtil` member.
    #[inline]
    pub fn decUtil(&self) -> ::core::ffi::c_uint {
        self.decUtil
    }
    ///Writes C's `decUtil` member.
    #[inline]
    pub fn set_decUtil(&mut self, value: ::core::ffi::c_uint) {
        self.decUtil = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlRowRemapperHistogramValues_st {
    ///Reads C's `max` member.
    #[inline]
    pub fn max(&self) -> ::core::ffi::c_uint {
        self.max
    }
    ///Writes C's `max` member.
    #[inline]
    pub fn set_max(&mut self, value: ::core::ffi::c_uint) {
        self.max = value;
    }
    ///Reads C's `high` member.
    #[inline]
    pub fn high(&self) -> ::core::ffi::c_uint {
        self.high
    }
    ///Writes C's `high` member.
    #[inline]
    pub fn set_high(&mut self, value: ::core::ffi::c_uint) {
        self.high = value;
    }
    ///Reads C's `partial` member.
    #[inline]
    pub fn partial(&self) -> ::core::ffi::c_uint {
        self.partial
    }
    ///Writes C's `partial` member.
    #[inline]
    pub fn set_partial(&mut self, value: ::core::ffi::c_uint) {
        self.partial = value;
    }
    ///Reads C's `low` member.
    #[inline]
    pub fn low(&self) -> ::core::ffi::c_uint {
        self.low
    }
    ///Writes C's `low` member.
    #[inline]
    pub fn set_low(&mut self, value: ::core::ffi::c_uint) {
        self.low = value;
    }
    ///Reads C's `none` member.
    #[inline]
    pub fn none(&self) -> ::core::ffi::c_uint {
        self.none
    }
    ///Writes C's `none` member.
    #[inline]
    pub fn set_none(&mut self, value: ::core::ffi::c_uint) {
        self.none = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlSample_st {
    ///Reads C's `timeStamp` member.
    #[inline]
    pub fn timeStamp(&self) -> ::core::ffi::c_ulonglong {
        self.timeStamp
    }
    ///Writes C's `timeStamp` member.
    #[inline]
    pub fn set_timeStamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.timeStamp = value;
    }
    ///Reads C's `sampleValue` member.
    #[inline]
    pub fn sampleValue(&self) -> nvmlValue_t {
        self.sampleValue
    }
    ///Writes C's `sampleValue` member.
    #[inline]
    pub fn set_sampleValue(&mut self, value: nvmlValue_t) {
        self.sampleValue = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlUnitFanInfo_st {
    ///Reads C's `speed` member.
    #[inline]
    pub fn speed(&self) -> ::core::ffi::c_uint {
        self.speed
    }
    ///Writes C's `speed` member.
    #[inline]
    pub fn set_speed(&mut self, value: ::core::ffi::c_uint) {
        self.speed = value;
    }
    ///Reads C's `state` member.
    #[inline]
    pub fn state(&self) -> nvmlFanState_t {
        self.state
    }
    ///Writes C's `state` member.
    #[inline]
    pub fn set_state(&mut self, value: nvmlFanState_t) {
        self.state = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlUnitFanSpeeds_st {
    ///Reads C's `fans` member.
    #[inline]
    pub fn fans(&self) -> [nvmlUnitFanInfo_t; 24usize] {
        self.fans
    }
    ///Writes C's `fans` member.
    #[inline]
    pub fn set_fans(&mut self, value: [nvmlUnitFanInfo_t; 24usize]) {
        self.fans = value;
    }
    ///Reads C's `count` member.
    #[inline]
    pub fn count(&self) -> ::core::ffi::c_uint {
        self.count
    }
    ///Writes C's `count` member.
    #[inline]
    pub fn set_count(&mut self, value: ::core::ffi::c_uint) {
        self.count = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlUnitInfo_st {
    ///Reads C's `name` member.
    #[inline]
    pub fn name(&self) -> [::core::ffi::c_char; 96usize] {
        self.name
    }
    ///Writes C's `name` member.
    #[inline]
    pub fn set_name(&mut self, value: [::core::ffi::c_char; 96usize]) {
        self.name = value;
    }
    ///Reads C's `id` member.
    #[inline]
    pub fn id(&self) -> [::core::ffi::c_char; 96usize] {
        self.id
    }
    ///Writes C's `id` member.
    #[inline]
    pub fn set_id(&mut self, value: [::core::ffi::c_char; 96usize]) {
        self.id = value;
    }
    ///Reads C's `serial` member.
    #[inline]
    pub fn serial(&self) -> [::core::ffi::c_char; 96usize] {
        self.serial
    }
    ///Writes C's `serial` member.
    #[inline]
    pub fn set_serial(&mut self, value: [::core::ffi::c_char; 96usize]) {
        self.serial = value;
    }
    ///Reads C's `firmwareVersion` member.
    #[inline]
    pub fn firmwareVersion(&self) -> [::core::ffi::c_char; 96usize] {
        self.firmwareVersion
    }
    ///Writes C's `firmwareVersion` member.
    #[inline]
    pub fn set_firmwareVersion(&mut self, value: [::core::ffi::c_char; 96usize]) {
        self.firmwareVersion = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlUtilization_st {
    ///Reads C's `gpu` member.
    #[inline]
    pub fn gpu(&self) -> ::core::ffi::c_uint {
        self.gpu
    }
    ///Writes C's `gpu` member.
    #[inline]
    pub fn set_gpu(&mut self, value: ::core::ffi::c_uint) {
        self.gpu = value;
    }
    ///Reads C's `memory` member.
    #[inline]
    pub fn memory(&self) -> ::core::ffi::c_uint {
        self.memory
    }
    ///Writes C's `memory` member.
    #[inline]
    pub fn set_memory(&mut self, value: ::core::ffi::c_uint) {
        self.memory = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlValue_st {
    ///Reads C's `dVal` member.
    #[inline]
    pub fn dVal(&self) -> f64 {
        unsafe { self.dVal }
    }
    ///Writes C's `dVal` member.
    #[inline]
    pub fn set_dVal(&mut self, value: f64) {
        self.dVal = value;
    }
    ///Reads C's `uiVal` member.
    #[inline]
    pub fn uiVal(&self) -> ::core::ffi::c_uint {
        unsafe { self.uiVal }
    }
    ///Writes C's `uiVal` member.
    #[inline]
    pub fn set_uiVal(&mut self, value: ::core::ffi::c_uint) {
        self.uiVal = value;
    }
    ///Reads C's `ulVal` member.
    #[inline]
    pub fn ulVal(&self) -> ::core::ffi::c_ulong {
        unsafe { self.ulVal }
    }
    ///Writes C's `ulVal` member.
    #[inline]
    pub fn set_ulVal(&mut self, value: ::core::ffi::c_ulong) {
        self.ulVal = value;
    }
    ///Reads C's `ullVal` member.
    #[inline]
    pub fn ullVal(&self) -> ::core::ffi::c_ulonglong {
        unsafe { self.ullVal }
    }
    ///Writes C's `ullVal` member.
    #[inline]
    pub fn set_ullVal(&mut self, value: ::core::ffi::c_ulonglong) {
        self.ullVal = value;
    }
    ///Reads C's `sllVal` member.
    #[inline]
    pub fn sllVal(&self) -> ::core::ffi::c_longlong {
        unsafe { self.sllVal }
    }
    ///Writes C's `sllVal` member.
    #[inline]
    pub fn set_sllVal(&mut self, value: ::core::ffi::c_longlong) {
        self.sllVal = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuInstanceUtilizationSample_st {
    ///Reads C's `vgpuInstance` member.
    #[inline]
    pub fn vgpuInstance(&self) -> nvmlVgpuInstance_t {
        self.vgpuInstance
    }
    ///Writes C's `vgpuInstance` member.
    #[inline]
    pub fn set_vgpuInstance(&mut self, value: nvmlVgpuInstance_t) {
        self.vgpuInstance = value;
    }
    ///Reads C's `timeStamp` member.
    #[inline]
    pub fn timeStamp(&self) -> ::core::ffi::c_ulonglong {
        self.timeStamp
    }
    ///Writes C's `timeStamp` member.
    #[inline]
    pub fn set_timeStamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.timeStamp = value;
    }
    ///Reads C's `smUtil` member.
    #[inline]
    pub fn smUtil(&self) -> nvmlValue_t {
        self.smUtil
    }
    ///Writes C's `smUtil` member.
    #[inline]
    pub fn set_smUtil(&mut self, value: nvmlValue_t) {
        self.smUtil = value;
    }
    ///Reads C's `memUtil` member.
    #[inline]
    pub fn memUtil(&self) -> nvmlValue_t {
        self.memUtil
    }
    ///Writes C's `memUtil` member.
    #[inline]
    pub fn set_memUtil(&mut self, value: nvmlValue_t) {
        self.memUtil = value;
    }
    ///Reads C's `encUtil` member.
    #[inline]
    pub fn encUtil(&self) -> nvmlValue_t {
        self.encUtil
    }
    ///Writes C's `encUtil` member.
    #[inline]
    pub fn set_encUtil(&mut self, value: nvmlValue_t) {
        self.encUtil = value;
    }
    ///Reads C's `decUtil` member.
    #[inline]
    pub fn decUtil(&self) -> nvmlValue_t {
        self.decUtil
    }
    ///Writes C's `decUtil` member.
    #[inline]
    pub fn set_decUtil(&mut self, value: nvmlValue_t) {
        self.decUtil = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuLicenseExpiry_st {
    ///Reads C's `year` member.
    #[inline]
    pub fn year(&self) -> ::core::ffi::c_uint {
        self.year
    }
    ///Writes C's `year` member.
    #[inline]
    pub fn set_year(&mut self, value: ::core::ffi::c_uint) {
        self.year = value;
    }
    ///Reads C's `month` member.
    #[inline]
    pub fn month(&self) -> ::core::ffi::c_ushort {
        self.month
    }
    ///Writes C's `month` member.
    #[inline]
    pub fn set_month(&mut self, value: ::core::ffi::c_ushort) {
        self.month = value;
    }
    ///Reads C's `day` member.
    #[inline]
    pub fn day(&self) -> ::core::ffi::c_ushort {
        self.day
    }
    ///Writes C's `day` member.
    #[inline]
    pub fn set_day(&mut self, value: ::core::ffi::c_ushort) {
        self.day = value;
    }
    ///Reads C's `hour` member.
    #[inline]
    pub fn hour(&self) -> ::core::ffi::c_ushort {
        self.hour
    }
    ///Writes C's `hour` member.
    #[inline]
    pub fn set_hour(&mut self, value: ::core::ffi::c_ushort) {
        self.hour = value;
    }
    ///Reads C's `min` member.
    #[inline]
    pub fn min(&self) -> ::core::ffi::c_ushort {
        self.min
    }
    ///Writes C's `min` member.
    #[inline]
    pub fn set_min(&mut self, value: ::core::ffi::c_ushort) {
        self.min = value;
    }
    ///Reads C's `sec` member.
    #[inline]
    pub fn sec(&self) -> ::core::ffi::c_ushort {
        self.sec
    }
    ///Writes C's `sec` member.
    #[inline]
    pub fn set_sec(&mut self, value: ::core::ffi::c_ushort) {
        self.sec = value;
    }
    ///Reads C's `status` member.
    #[inline]
    pub fn status(&self) -> ::core::ffi::c_uchar {
        self.status
    }
    ///Writes C's `status` member.
    #[inline]
    pub fn set_status(&mut self, value: ::core::ffi::c_uchar) {
        self.status = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuLicenseInfo_st {
    ///Reads C's `isLicensed` member.
    #[inline]
    pub fn isLicensed(&self) -> ::core::ffi::c_uchar {
        self.isLicensed
    }
    ///Writes C's `isLicensed` member.
    #[inline]
    pub fn set_isLicensed(&mut self, value: ::core::ffi::c_uchar) {
        self.isLicensed = value;
    }
    ///Reads C's `licenseExpiry` member.
    #[inline]
    pub fn licenseExpiry(&self) -> nvmlVgpuLicenseExpiry_t {
        self.licenseExpiry
    }
    ///Writes C's `licenseExpiry` member.
    #[inline]
    pub fn set_licenseExpiry(&mut self, value: nvmlVgpuLicenseExpiry_t) {
        self.licenseExpiry = value;
    }
    ///Reads C's `currentState` member.
    #[inline]
    pub fn currentState(&self) -> ::core::ffi::c_uint {
        self.currentState
    }
    ///Writes C's `currentState` member.
    #[inline]
    pub fn set_currentState(&mut self, value: ::core::ffi::c_uint) {
        self.currentState = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuMetadata_st {
    ///Reads C's `version` member.
    #[inline]
    pub fn version(&self) -> ::core::ffi::c_uint {
        self.version
    }
    ///Writes C's `version` member.
    #[inline]
    pub fn set_version(&mut self, value: ::core::ffi::c_uint) {
        self.version = value;
    }
    ///Reads C's `revision` member.
    #[inline]
    pub fn revision(&self) -> ::core::ffi::c_uint {
        self.revision
    }
    ///Writes C's `revision` member.
    #[inline]
    pub fn set_revision(&mut self, value: ::core::ffi::c_uint) {
        self.revision = value;
    }
    ///Reads C's `guestInfoState` member.
    #[inline]
    pub fn guestInfoState(&self) -> nvmlVgpuGuestInfoState_t {
        self.guestInfoState
    }
    ///Writes C's `guestInfoState` member.
    #[inline]
    pub fn set_guestInfoState(&mut self, value: nvmlVgpuGuestInfoState_t) {
        self.guestInfoState = value;
    }
    ///Reads C's `guestDriverVersion` member.
    #[inline]
    pub fn guestDriverVersion(&self) -> [::core::ffi::c_char; 80usize] {
        self.guestDriverVersion
    }
    ///Writes C's `guestDriverVersion` member.
    #[inline]
    pub fn set_guestDriverVersion(&mut self, value: [::core::ffi::c_char; 80usize]) {
        self.guestDriverVersion = value;
    }
    ///Reads C's `hostDriverVersion` member.
    #[inline]
    pub fn hostDriverVersion(&self) -> [::core::ffi::c_char; 80usize] {
        self.hostDriverVersion
    }
    ///Writes C's `hostDriverVersion` member.
    #[inline]
    pub fn set_hostDriverVersion(&mut self, value: [::core::ffi::c_char; 80usize]) {
        self.hostDriverVersion = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 6usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 6usize]) {
        self.reserved = value;
    }
    ///Reads C's `vgpuVirtualizationCaps` member.
    #[inline]
    pub fn vgpuVirtualizationCaps(&self) -> ::core::ffi::c_uint {
        self.vgpuVirtualizationCaps
    }
    ///Writes C's `vgpuVirtualizationCaps` member.
    #[inline]
    pub fn set_vgpuVirtualizationCaps(&mut self, value: ::core::ffi::c_uint) {
        self.vgpuVirtualizationCaps = value;
    }
    ///Reads C's `guestVgpuVersion` member.
    #[inline]
    pub fn guestVgpuVersion(&self) -> ::core::ffi::c_uint {
        self.guestVgpuVersion
    }
    ///Writes C's `guestVgpuVersion` member.
    #[inline]
    pub fn set_guestVgpuVersion(&mut self, value: ::core::ffi::c_uint) {
        self.guestVgpuVersion = value;
    }
    ///Reads C's `opaqueDataSize` member.
    #[inline]
    pub fn opaqueDataSize(&self) -> ::core::ffi::c_uint {
        self.opaqueDataSize
    }
    ///Writes C's `opaqueDataSize` member.
    #[inline]
    pub fn set_opaqueDataSize(&mut self, value: ::core::ffi::c_uint) {
        self.opaqueDataSize = value;
    }
    ///Reads C's `opaqueData` member.
    #[inline]
    pub fn opaqueData(&self) -> [::core::ffi::c_char; 4usize] {
        self.opaqueData
    }
    ///Writes C's `opaqueData` member.
    #[inline]
    pub fn set_opaqueData(&mut self, value: [::core::ffi::c_char; 4usize]) {
        self.opaqueData = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuPgpuCompatibility_st {
    ///Reads C's `vgpuVmCompatibility` member.
    #[inline]
    pub fn vgpuVmCompatibility(&self) -> nvmlVgpuVmCompatibility_t {
        self.vgpuVmCompatibility
    }
    ///Writes C's `vgpuVmCompatibility` member.
    #[inline]
    pub fn set_vgpuVmCompatibility(&mut self, value: nvmlVgpuVmCompatibility_t) {
        self.vgpuVmCompatibility = value;
    }
    ///Reads C's `compatibilityLimitCode` member.
    #[inline]
    pub fn compatibilityLimitCode(&self) -> nvmlVgpuPgpuCompatibilityLimitCode_t {
        self.compatibilityLimitCode
    }
    ///Writes C's `compatibilityLimitCode` member.
    #[inline]
    pub fn set_compatibilityLimitCode(
        &mut self,
        value: nvmlVgpuPgpuCompatibilityLimitCode_t,
    ) {
        self.compatibilityLimitCode = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuPgpuMetadata_st {
    ///Reads C's `version` member.
    #[inline]
    pub fn version(&self) -> ::core::ffi::c_uint {
        self.version
    }
    ///Writes C's `version` member.
    #[inline]
    pub fn set_version(&mut self, value: ::core::ffi::c_uint) {
        self.version = value;
    }
    ///Reads C's `revision` member.
    #[inline]
    pub fn revision(&self) -> ::core::ffi::c_uint {
        self.revision
    }
    ///Writes C's `revision` member.
    #[inline]
    pub fn set_revision(&mut self, value: ::core::ffi::c_uint) {
        self.revision = value;
    }
    ///Reads C's `hostDriverVersion` member.
    #[inline]
    pub fn hostDriverVersion(&self) -> [::core::ffi::c_char; 80usize] {
        self.hostDriverVersion
    }
    ///Writes C's `hostDriverVersion` member.
    #[inline]
    pub fn set_hostDriverVersion(&mut self, value: [::core::ffi::c_char; 80usize]) {
        self.hostDriverVersion = value;
    }
    ///Reads C's `pgpuVirtualizationCaps` member.
    #[inline]
    pub fn pgpuVirtualizationCaps(&self) -> ::core::ffi::c_uint {
        self.pgpuVirtualizationCaps
    }
    ///Writes C's `pgpuVirtualizationCaps` member.
    #[inline]
    pub fn set_pgpuVirtualizationCaps(&mut self, value: ::core::ffi::c_uint) {
        self.pgpuVirtualizationCaps = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uint; 5usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uint; 5usize]) {
        self.reserved = value;
    }
    ///Reads C's `hostSupportedVgpuRange` member.
    #[inline]
    pub fn hostSupportedVgpuRange(&self) -> nvmlVgpuVersion_t {
        self.hostSupportedVgpuRange
    }
    ///Writes C's `hostSupportedVgpuRange` member.
    #[inline]
    pub fn set_hostSupportedVgpuRange(&mut self, value: nvmlVgpuVersion_t) {
        self.hostSupportedVgpuRange = value;
    }
    ///Reads C's `opaqueDataSize` member.
    #[inline]
    pub fn opaqueDataSize(&self) -> ::core::ffi::c_uint {
        self.opaqueDataSize
    }
    ///Writes C's `opaqueDataSize` member.
    #[inline]
    pub fn set_opaqueDataSize(&mut self, value: ::core::ffi::c_uint) {
        self.opaqueDataSize = value;
    }
    ///Reads C's `opaqueData` member.
    #[inline]
    pub fn opaqueData(&self) -> [::core::ffi::c_char; 4usize] {
        self.opaqueData
    }
    ///Writes C's `opaqueData` member.
    #[inline]
    pub fn set_opaqueData(&mut self, value: [::core::ffi::c_char; 4usize]) {
        self.opaqueData = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuProcessUtilizationSample_st {
    ///Reads C's `vgpuInstance` member.
    #[inline]
    pub fn vgpuInstance(&self) -> nvmlVgpuInstance_t {
        self.vgpuInstance
    }
    ///Writes C's `vgpuInstance` member.
    #[inline]
    pub fn set_vgpuInstance(&mut self, value: nvmlVgpuInstance_t) {
        self.vgpuInstance = value;
    }
    ///Reads C's `pid` member.
    #[inline]
    pub fn pid(&self) -> ::core::ffi::c_uint {
        self.pid
    }
    ///Writes C's `pid` member.
    #[inline]
    pub fn set_pid(&mut self, value: ::core::ffi::c_uint) {
        self.pid = value;
    }
    ///Reads C's `processName` member.
    #[inline]
    pub fn processName(&self) -> [::core::ffi::c_char; 64usize] {
        self.processName
    }
    ///Writes C's `processName` member.
    #[inline]
    pub fn set_processName(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.processName = value;
    }
    ///Reads C's `timeStamp` member.
    #[inline]
    pub fn timeStamp(&self) -> ::core::ffi::c_ulonglong {
        self.timeStamp
    }
    ///Writes C's `timeStamp` member.
    #[inline]
    pub fn set_timeStamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.timeStamp = value;
    }
    ///Reads C's `smUtil` member.
    #[inline]
    pub fn smUtil(&self) -> ::core::ffi::c_uint {
        self.smUtil
    }
    ///Writes C's `smUtil` member.
    #[inline]
    pub fn set_smUtil(&mut self, value: ::core::ffi::c_uint) {
        self.smUtil = value;
    }
    ///Reads C's `memUtil` member.
    #[inline]
    pub fn memUtil(&self) -> ::core::ffi::c_uint {
        self.memUtil
    }
    ///Writes C's `memUtil` member.
    #[inline]
    pub fn set_memUtil(&mut self, value: ::core::ffi::c_uint) {
        self.memUtil = value;
    }
    ///Reads C's `encUtil` member.
    #[inline]
    pub fn encUtil(&self) -> ::core::ffi::c_uint {
        self.encUtil
    }
    ///Writes C's `encUtil` member.
    #[inline]
    pub fn set_encUtil(&mut self, value: ::core::ffi::c_uint) {
        self.encUtil = value;
    }
    ///Reads C's `decUtil` member.
    #[inline]
    pub fn decUtil(&self) -> ::core::ffi::c_uint {
        self.decUtil
    }
    ///Writes C's `decUtil` member.
    #[inline]
    pub fn set_decUtil(&mut self, value: ::core::ffi::c_uint) {
        self.decUtil = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuSchedulerCapabilities_st {
    ///Reads C's `supportedSchedulers` member.
    #[inline]
    pub fn supportedSchedulers(&self) -> [::core::ffi::c_uint; 3usize] {
        self.supportedSchedulers
    }
    ///Writes C's `supportedSchedulers` member.
    #[inline]
    pub fn set_supportedSchedulers(&mut self, value: [::core::ffi::c_uint; 3usize]) {
        self.supportedSchedulers = value;
    }
    ///Reads C's `maxTimeslice` member.
    #[inline]
    pub fn maxTimeslice(&self) -> ::core::ffi::c_uint {
        self.maxTimeslice
    }
    ///Writes C's `maxTimeslice` member.
    #[inline]
    pub fn set_maxTimeslice(&mut self, value: ::core::ffi::c_uint) {
        self.maxTimeslice = value;
    }
    ///Reads C's `minTimeslice` member.
    #[inline]
    pub fn minTimeslice(&self) -> ::core::ffi::c_uint {
        self.minTimeslice
    }
    ///Writes C's `minTimeslice` member.
    #[inline]
    pub fn set_minTimeslice(&mut self, value: ::core::ffi::c_uint) {
        self.minTimeslice = value;
    }
    ///Reads C's `isArrModeSupported` member.
    #[inline]
    pub fn isArrModeSupported(&self) -> ::core::ffi::c_uint {
        self.isArrModeSupported
    }
    ///Writes C's `isArrModeSupported` member.
    #[inline]
    pub fn set_isArrModeSupported(&mut self, value: ::core::ffi::c_uint) {
        self.isArrModeSupported = value;
    }
    ///Reads C's `maxFrequencyForARR` member.
    #[inline]
    pub fn maxFrequencyForARR(&self) -> ::core::ffi::c_uint {
        self.maxFrequencyForARR
    }
    ///Writes C's `maxFrequencyForARR` member.
    #[inline]
    pub fn set_maxFrequencyForARR(&mut self, value: ::core::ffi::c_uint) {
        self.maxFrequencyForARR = value;
    }
    ///Reads C's `minFrequencyForARR` member.
    #[inline]
    pub fn minFrequencyForARR(&self) -> ::core::ffi::c_uint {
        self.minFrequencyForARR
    }
    ///Writes C's `minFrequencyForARR` member.
    #[inline]
    pub fn set_minFrequencyForARR(&mut self, value: ::core::ffi::c_uint) {
        self.minFrequencyForARR = value;
    }
    ///Reads C's `maxAvgFactorForARR` member.
    #[inline]
    pub fn maxAvgFactorForARR(&self) -> ::core::ffi::c_uint {
        self.maxAvgFactorForARR
    }
    ///Writes C's `maxAvgFactorForARR` member.
    #[inline]
    pub fn set_maxAvgFactorForARR(&mut self, value: ::core::ffi::c_uint) {
        self.maxAvgFactorForARR = value;
    }
    ///Reads C's `minAvgFactorForARR` member.
    #[inline]
    pub fn minAvgFactorForARR(&self) -> ::core::ffi::c_uint {
        self.minAvgFactorForARR
    }
    ///Writes C's `minAvgFactorForARR` member.
    #[inline]
    pub fn set_minAvgFactorForARR(&mut self, value: ::core::ffi::c_uint) {
        self.minAvgFactorForARR = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuSchedulerGetState_st {
    ///Reads C's `schedulerPolicy` member.
    #[inline]
    pub fn schedulerPolicy(&self) -> ::core::ffi::c_uint {
        self.schedulerPolicy
    }
    ///Writes C's `schedulerPolicy` member.
    #[inline]
    pub fn set_schedulerPolicy(&mut self, value: ::core::ffi::c_uint) {
        self.schedulerPolicy = value;
    }
    ///Reads C's `isEnabledARR` member.
    #[inline]
    pub fn isEnabledARR(&self) -> ::core::ffi::c_uint {
        self.isEnabledARR
    }
    ///Writes C's `isEnabledARR` member.
    #[inline]
    pub fn set_isEnabledARR(&mut self, value: ::core::ffi::c_uint) {
        self.isEnabledARR = value;
    }
    ///Reads C's `schedulerParams` member.
    #[inline]
    pub fn schedulerParams(&self) -> nvmlVgpuSchedulerParams_t {
        self.schedulerParams
    }
    ///Writes C's `schedulerParams` member.
    #[inline]
    pub fn set_schedulerParams(&mut self, value: nvmlVgpuSchedulerParams_t) {
        self.schedulerParams = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuSchedulerLogEntries_st {
    ///Reads C's `timestamp` member.
    #[inline]
    pub fn timestamp(&self) -> ::core::ffi::c_ulonglong {
        self.timestamp
    }
    ///Writes C's `timestamp` member.
    #[inline]
    pub fn set_timestamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.timestamp = value;
    }
    ///Reads C's `timeRunTotal` member.
    #[inline]
    pub fn timeRunTotal(&self) -> ::core::ffi::c_ulonglong {
        self.timeRunTotal
    }
    ///Writes C's `timeRunTotal` member.
    #[inline]
    pub fn set_timeRunTotal(&mut self, value: ::core::ffi::c_ulonglong) {
        self.timeRunTotal = value;
    }
    ///Reads C's `timeRun` member.
    #[inline]
    pub fn timeRun(&self) -> ::core::ffi::c_ulonglong {
        self.timeRun
    }
    ///Writes C's `timeRun` member.
    #[inline]
    pub fn set_timeRun(&mut self, value: ::core::ffi::c_ulonglong) {
        self.timeRun = value;
    }
    ///Reads C's `swRunlistId` member.
    #[inline]
    pub fn swRunlistId(&self) -> ::core::ffi::c_uint {
        self.swRunlistId
    }
    ///Writes C's `swRunlistId` member.
    #[inline]
    pub fn set_swRunlistId(&mut self, value: ::core::ffi::c_uint) {
        self.swRunlistId = value;
    }
    ///Reads C's `targetTimeSlice` member.
    #[inline]
    pub fn targetTimeSlice(&self) -> ::core::ffi::c_ulonglong {
        self.targetTimeSlice
    }
    ///Writes C's `targetTimeSlice` member.
    #[inline]
    pub fn set_targetTimeSlice(&mut self, value: ::core::ffi::c_ulonglong) {
        self.targetTimeSlice = value;
    }
    ///Reads C's `cumulativePreemptionTime` member.
    #[inline]
    pub fn cumulativePreemptionTime(&self) -> ::core::ffi::c_ulonglong {
        self.cumulativePreemptionTime
    }
    ///Writes C's `cumulativePreemptionTime` member.
    #[inline]
    pub fn set_cumulativePreemptionTime(&mut self, value: ::core::ffi::c_ulonglong) {
        self.cumulativePreemptionTime = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuSchedulerLog_st {
    ///Reads C's `engineId` member.
    #[inline]
    pub fn engineId(&self) -> ::core::ffi::c_uint {
        self.engineId
    }
    ///Writes C's `engineId` member.
    #[inline]
    pub fn set_engineId(&mut self, value: ::core::ffi::c_uint) {
        self.engineId = value;
    }
    ///Reads C's `schedulerPolicy` member.
    #[inline]
    pub fn schedulerPolicy(&self) -> ::core::ffi::c_uint {
        self.schedulerPolicy
    }
    ///Writes C's `schedulerPolicy` member.
    #[inline]
    pub fn set_schedulerPolicy(&mut self, value: ::core::ffi::c_uint) {
        self.schedulerPolicy = value;
    }
    ///Reads C's `isEnabledARR` member.
    #[inline]
    pub fn isEnabledARR(&self) -> ::core::ffi::c_uint {
        self.isEnabledARR
    }
    ///Writes C's `isEnabledARR` member.
    #[inline]
    pub fn set_isEnabledARR(&mut self, value: ::core::ffi::c_uint) {
        self.isEnabledARR = value;
    }
    ///Reads C's `schedulerParams` member.
    #[inline]
    pub fn schedulerParams(&self) -> nvmlVgpuSchedulerParams_t {
        self.schedulerParams
    }
    ///Writes C's `schedulerParams` member.
    #[inline]
    pub fn set_schedulerParams(&mut self, value: nvmlVgpuSchedulerParams_t) {
        self.schedulerParams = value;
    }
    ///Reads C's `entriesCount` member.
    #[inline]
    pub fn entriesCount(&self) -> ::core::ffi::c_uint {
        self.entriesCount
    }
    ///Writes C's `entriesCount` member.
    #[inline]
    pub fn set_entriesCount(&mut self, value: ::core::ffi::c_uint) {
        self.entriesCount = value;
    }
    ///Reads C's `logEntries` member.
    #[inline]
    pub fn logEntries(&self) -> [nvmlVgpuSchedulerLogEntry_t; 200usize] {
        self.logEntries
    }
    ///Writes C's `logEntries` member.
    #[inline]
    pub fn set_logEntries(&mut self, value: [nvmlVgpuSchedulerLogEntry_t; 200usize]) {
        self.logEntries = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuSchedulerParams_t {
    ///Reads C's `vgpuSchedDataWithARR` member.
    #[inline]
    pub fn vgpuSchedDataWithARR(&self) -> nvmlVgpuSchedulerParams_t__bindgen_ty_1 {
        unsafe { self.vgpuSchedDataWithARR }
    }
    ///Writes C's `vgpuSchedDataWithARR` member.
    #[inline]
    pub fn set_vgpuSchedDataWithARR(
        &mut self,
        value: nvmlVgpuSchedulerParams_t__bindgen_ty_1,
    ) {
        self.vgpuSchedDataWithARR = value;
    }
    ///Reads C's `vgpuSchedData` member.
    #[inline]
    pub fn vgpuSchedData(&self) -> nvmlVgpuSchedulerParams_t__bindgen_ty_2 {
        unsafe { self.vgpuSchedData }
    }
    ///Writes C's `vgpuSchedData` member.
    #[inline]
    pub fn set_vgpuSchedData(&mut self, value: nvmlVgpuSchedulerParams_t__bindgen_ty_2) {
        self.vgpuSchedData = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuSchedulerSetParams_t {
    ///Reads C's `vgpuSchedDataWithARR` member.
    #[inline]
    pub fn vgpuSchedDataWithARR(&self) -> nvmlVgpuSchedulerSetParams_t__bindgen_ty_1 {
        unsafe { self.vgpuSchedDataWithARR }
    }
    ///Writes C's `vgpuSchedDataWithARR` member.
    #[inline]
    pub fn set_vgpuSchedDataWithARR(
        &mut self,
        value: nvmlVgpuSchedulerSetParams_t__bindgen_ty_1,
    ) {
        self.vgpuSchedDataWithARR = value;
    }
    ///Reads C's `vgpuSchedData` member.
    #[inline]
    pub fn vgpuSchedData(&self) -> nvmlVgpuSchedulerSetParams_t__bindgen_ty_2 {
        unsafe { self.vgpuSchedData }
    }
    ///Writes C's `vgpuSchedData` member.
    #[inline]
    pub fn set_vgpuSchedData(
        &mut self,
        value: nvmlVgpuSchedulerSetParams_t__bindgen_ty_2,
    ) {
        self.vgpuSchedData = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuSchedulerSetState_st {
    ///Reads C's `schedulerPolicy` member.
    #[inline]
    pub fn schedulerPolicy(&self) -> ::core::ffi::c_uint {
        self.schedulerPolicy
    }
    ///Writes C's `schedulerPolicy` member.
    #[inline]
    pub fn set_schedulerPolicy(&mut self, value: ::core::ffi::c_uint) {
        self.schedulerPolicy = value;
    }
    ///Reads C's `enableARRMode` member.
    #[inline]
    pub fn enableARRMode(&self) -> ::core::ffi::c_uint {
        self.enableARRMode
    }
    ///Writes C's `enableARRMode` member.
    #[inline]
    pub fn set_enableARRMode(&mut self, value: ::core::ffi::c_uint) {
        self.enableARRMode = value;
    }
    ///Reads C's `schedulerParams` member.
    #[inline]
    pub fn schedulerParams(&self) -> nvmlVgpuSchedulerSetParams_t {
        self.schedulerParams
    }
    ///Writes C's `schedulerParams` member.
    #[inline]
    pub fn set_schedulerParams(&mut self, value: nvmlVgpuSchedulerSetParams_t) {
        self.schedulerParams = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuVersion_st {
    ///Reads C's `minVersion` member.
    #[inline]
    pub fn minVersion(&self) -> ::core::ffi::c_uint {
        self.minVersion
    }
    ///Writes C's `minVersion` member.
    #[inline]
    pub fn set_minVersion(&mut self, value: ::core::ffi::c_uint) {
        self.minVersion = value;
    }
    ///Reads C's `maxVersion` member.
    #[inline]
    pub fn maxVersion(&self) -> ::core::ffi::c_uint {
        self.maxVersion
    }
    ///Writes C's `maxVersion` member.
    #[inline]
    pub fn set_maxVersion(&mut self, value: ::core::ffi::c_uint) {
        self.maxVersion = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlViolationTime_st {
    ///Reads C's `referenceTime` member.
    #[inline]
    pub fn referenceTime(&self) -> ::core::ffi::c_ulonglong {
        self.referenceTime
    }
    ///Writes C's `referenceTime` member.
    #[inline]
    pub fn set_referenceTime(&mut self, value: ::core::ffi::c_ulonglong) {
        self.referenceTime = value;
    }
    ///Reads C's `violationTime` member.
    #[inline]
    pub fn violationTime(&self) -> ::core::ffi::c_ulonglong {
        self.violationTime
    }
    ///Writes C's `violationTime` member.
    #[inline]
    pub fn set_violationTime(&mut self, value: ::core::ffi::c_ulonglong) {
        self.violationTime = value;
    }
}
