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
impl CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st {
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
impl CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
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
impl CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    ///Reads C's `graph` member.
    #[inline]
    pub fn graph(&self) -> CUgraph {
        self.graph
    }
    ///Writes C's `graph` member.
    #[inline]
    pub fn set_graph(&mut self, value: CUgraph) {
        self.graph = value;
    }
    ///Reads C's `ownership` member.
    #[inline]
    pub fn ownership(&self) -> CUgraphChildGraphNodeOwnership {
        self.ownership
    }
    ///Writes C's `ownership` member.
    #[inline]
    pub fn set_ownership(&mut self, value: CUgraphChildGraphNodeOwnership) {
        self.ownership = value;
    }
}
impl CUDA_CONDITIONAL_NODE_PARAMS {
    ///Reads C's `handle` member.
    #[inline]
    pub fn handle(&self) -> CUgraphConditionalHandle {
        self.handle
    }
    ///Writes C's `handle` member.
    #[inline]
    pub fn set_handle(&mut self, value: CUgraphConditionalHandle) {
        self.handle = value;
    }
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUgraphConditionalNodeType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUgraphConditionalNodeType) {
        self.type_ = value;
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
    ///Reads C's `phGraph_out` member.
    #[inline]
    pub fn phGraph_out(&self) -> *mut CUgraph {
        self.phGraph_out
    }
    ///Writes C's `phGraph_out` member.
    #[inline]
    pub fn set_phGraph_out(&mut self, value: *mut CUgraph) {
        self.phGraph_out = value;
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
impl CUDA_EVENT_RECORD_NODE_PARAMS_st {
    ///Reads C's `event` member.
    #[inline]
    pub fn event(&self) -> CUevent {
        self.event
    }
    ///Writes C's `event` member.
    #[inline]
    pub fn set_event(&mut self, value: CUevent) {
        self.event = value;
    }
}
impl CUDA_EVENT_WAIT_NODE_PARAMS_st {
    ///Reads C's `event` member.
    #[inline]
    pub fn event(&self) -> CUevent {
        self.event
    }
    ///Writes C's `event` member.
    #[inline]
    pub fn set_event(&mut self, value: CUevent) {
        self.event = value;
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
impl CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
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
impl CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
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
impl CUDA_HOST_NODE_PARAMS_v2_st {
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
impl CUDA_KERNEL_NODE_PARAMS_v3_st {
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
impl CUDA_MEMCPY3D_BATCH_OP_st {
    ///Reads C's `src` member.
    #[inline]
    pub fn src(&self) -> CUmemcpy3DOperand {
        self.src
    }
    ///Writes C's `src` member.
    #[inline]
    pub fn set_src(&mut self, value: CUmemcpy3DOperand) {
        self.src = value;
    }
    ///Reads C's `dst` member.
    #[inline]
    pub fn dst(&self) -> CUmemcpy3DOperand {
        self.dst
    }
    ///Writes C's `dst` member.
    #[inline]
    pub fn set_dst(&mut self, value: CUmemcpy3DOperand) {
        self.dst = value;
    }
    ///Reads C's `extent` member.
    #[inline]
    pub fn extent(&self) -> CUextent3D {
        self.extent
    }
    ///Writes C's `extent` member.
    #[inline]
    pub fn set_extent(&mut self, value: CUextent3D) {
        self.extent = value;
    }
    ///Reads C's `srcAccessOrder` member.
    #[inline]
    pub fn srcAccessOrder(&self) -> CUmemcpySrcAccessOrder {
        self.srcAccessOrder
    }
    ///Writes C's `srcAccessOrder` member.
    #[inline]
    pub fn set_srcAccessOrder(&mut self, value: CUmemcpySrcAccessOrder) {
        self.srcAccessOrder = value;
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
impl CUDA_MEMCPY_NODE_PARAMS_st {
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_int {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_int) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> ::core::ffi::c_int {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: ::core::ffi::c_int) {
        self.reserved = value;
    }
    ///Reads C's `copyCtx` member.
    #[inline]
    pub fn copyCtx(&self) -> CUcontext {
        self.copyCtx
    }
    ///Writes C's `copyCtx` member.
    #[inline]
    pub fn set_copyCtx(&mut self, value: CUcontext) {
        self.copyCtx = value;
    }
    ///Reads C's `copyParams` member.
    #[inline]
    pub fn copyParams(&self) -> CUDA_MEMCPY3D {
        self.copyParams
    }
    ///Writes C's `copyParams` member.
    #[inline]
    pub fn set_copyParams(&mut self, value: CUDA_MEMCPY3D) {
        self.copyParams = value;
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
impl CUDA_MEMSET_NODE_PARAMS_v2_st {
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
impl CUDA_MEM_ALLOC_NODE_PARAMS_v1_st {
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
impl CUDA_MEM_ALLOC_NODE_PARAMS_v2_st {
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
impl CUDA_MEM_FREE_NODE_PARAMS_st {
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
impl CUasyncNotificationInfo_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUasyncNotificationType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUasyncNotificationType) {
        self.type_ = value;
    }
    ///Reads C's `info` member.
    #[inline]
    pub fn info(&self) -> CUasyncNotificationInfo_st__bindgen_ty_1 {
        self.info
    }
    ///Writes C's `info` member.
    #[inline]
    pub fn set_info(&mut self, value: CUasyncNotificationInfo_st__bindgen_ty_1) {
        self.info = value;
    }
}
impl CUcheckpointCheckpointArgs_st {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [cuuint64_t; 8usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [cuuint64_t; 8usize]) {
        self.reserved = value;
    }
}
impl CUcheckpointGpuPair_st {
    ///Reads C's `oldUuid` member.
    #[inline]
    pub fn oldUuid(&self) -> CUuuid {
        self.oldUuid
    }
    ///Writes C's `oldUuid` member.
    #[inline]
    pub fn set_oldUuid(&mut self, value: CUuuid) {
        self.oldUuid = value;
    }
    ///Reads C's `newUuid` member.
    #[inline]
    pub fn newUuid(&self) -> CUuuid {
        self.newUuid
    }
    ///Writes C's `newUuid` member.
    #[inline]
    pub fn set_newUuid(&mut self, value: CUuuid) {
        self.newUuid = value;
    }
}
impl CUcheckpointLockArgs_st {
    ///Reads C's `timeoutMs` member.
    #[inline]
    pub fn timeoutMs(&self) -> ::core::ffi::c_uint {
        self.timeoutMs
    }
    ///Writes C's `timeoutMs` member.
    #[inline]
    pub fn set_timeoutMs(&mut self, value: ::core::ffi::c_uint) {
        self.timeoutMs = value;
    }
    ///Reads C's `reserved0` member.
    #[inline]
    pub fn reserved0(&self) -> ::core::ffi::c_uint {
        self.reserved0
    }
    ///Writes C's `reserved0` member.
    #[inline]
    pub fn set_reserved0(&mut self, value: ::core::ffi::c_uint) {
        self.reserved0 = value;
    }
    ///Reads C's `reserved1` member.
    #[inline]
    pub fn reserved1(&self) -> [cuuint64_t; 7usize] {
        self.reserved1
    }
    ///Writes C's `reserved1` member.
    #[inline]
    pub fn set_reserved1(&mut self, value: [cuuint64_t; 7usize]) {
        self.reserved1 = value;
    }
}
impl CUcheckpointRestoreArgs_st {
    ///Reads C's `gpuPairs` member.
    #[inline]
    pub fn gpuPairs(&self) -> *mut CUcheckpointGpuPair {
        self.gpuPairs
    }
    ///Writes C's `gpuPairs` member.
    #[inline]
    pub fn set_gpuPairs(&mut self, value: *mut CUcheckpointGpuPair) {
        self.gpuPairs = value;
    }
    ///Reads C's `gpuPairsCount` member.
    #[inline]
    pub fn gpuPairsCount(&self) -> ::core::ffi::c_uint {
        self.gpuPairsCount
    }
    ///Writes C's `gpuPairsCount` member.
    #[inline]
    pub fn set_gpuPairsCount(&mut self, value: ::core::ffi::c_uint) {
        self.gpuPairsCount = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_char; 44usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_char; 44usize]) {
        self.reserved = value;
    }
    ///Reads C's `reserved1` member.
    #[inline]
    pub fn reserved1(&self) -> cuuint64_t {
        self.reserved1
    }
    ///Writes C's `reserved1` member.
    #[inline]
    pub fn set_reserved1(&mut self, value: cuuint64_t) {
        self.reserved1 = value;
    }
}
impl CUcheckpointUnlockArgs_st {
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [cuuint64_t; 8usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [cuuint64_t; 8usize]) {
        self.reserved = value;
    }
}
impl CUctxCigParam_st {
    ///Reads C's `sharedDataType` member.
    #[inline]
    pub fn sharedDataType(&self) -> CUcigDataType {
        self.sharedDataType
    }
    ///Writes C's `sharedDataType` member.
    #[inline]
    pub fn set_sharedDataType(&mut self, value: CUcigDataType) {
        self.sharedDataType = value;
    }
    ///Reads C's `sharedData` member.
    #[inline]
    pub fn sharedData(&self) -> *mut ::core::ffi::c_void {
        self.sharedData
    }
    ///Writes C's `sharedData` member.
    #[inline]
    pub fn set_sharedData(&mut self, value: *mut ::core::ffi::c_void) {
        self.sharedData = value;
    }
}
impl CUctxCreateParams_st {
    ///Reads C's `execAffinityParams` member.
    #[inline]
    pub fn execAffinityParams(&self) -> *mut CUexecAffinityParam {
        self.execAffinityParams
    }
    ///Writes C's `execAffinityParams` member.
    #[inline]
    pub fn set_execAffinityParams(&mut self, value: *mut CUexecAffinityParam) {
        self.execAffinityParams = value;
    }
    ///Reads C's `numExecAffinityParams` member.
    #[inline]
    pub fn numExecAffinityParams(&self) -> ::core::ffi::c_int {
        self.numExecAffinityParams
    }
    ///Writes C's `numExecAffinityParams` member.
    #[inline]
    pub fn set_numExecAffinityParams(&mut self, value: ::core::ffi::c_int) {
        self.numExecAffinityParams = value;
    }
    ///Reads C's `cigParams` member.
    #[inline]
    pub fn cigParams(&self) -> *mut CUctxCigParam {
        self.cigParams
    }
    ///Writes C's `cigParams` member.
    #[inline]
    pub fn set_cigParams(&mut self, value: *mut CUctxCigParam) {
        self.cigParams = value;
    }
}
impl CUdevResource_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUdevResourceType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUdevResourceType) {
        self.type_ = value;
    }
    ///Reads C's `sm` member.
    #[inline]
    pub fn sm(&self) -> CUdevSmResource {
        unsafe { self.__bindgen_anon_1.sm }
    }
    ///Writes C's `sm` member.
    #[inline]
    pub fn set_sm(&mut self, value: CUdevSmResource) {
        self.__bindgen_anon_1.sm = value;
    }
}
impl CUdevSmResource_st {
    ///Reads C's `smCount` member.
    #[inline]
    pub fn smCount(&self) -> ::core::ffi::c_uint {
        self.smCount
    }
    ///Writes C's `smCount` member.
    #[inline]
    pub fn set_smCount(&mut self, value: ::core::ffi::c_uint) {
        self.smCount = value;
    }
    ///Reads C's `minSmPartitionSize` member.
    #[inline]
    pub fn minSmPartitionSize(&self) -> ::core::ffi::c_uint {
        self.minSmPartitionSize
    }
    ///Writes C's `minSmPartitionSize` member.
    #[inline]
    pub fn set_minSmPartitionSize(&mut self, value: ::core::ffi::c_uint) {
        self.minSmPartitionSize = value;
    }
    ///Reads C's `smCoscheduledAlignment` member.
    #[inline]
    pub fn smCoscheduledAlignment(&self) -> ::core::ffi::c_uint {
        self.smCoscheduledAlignment
    }
    ///Writes C's `smCoscheduledAlignment` member.
    #[inline]
    pub fn set_smCoscheduledAlignment(&mut self, value: ::core::ffi::c_uint) {
        self.smCoscheduledAlignment = value;
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
impl CUextent3D_st {
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
impl CUgraphEdgeData_st {
    ///Reads C's `from_port` member.
    #[inline]
    pub fn from_port(&self) -> ::core::ffi::c_uchar {
        self.from_port
    }
    ///Writes C's `from_port` member.
    #[inline]
    pub fn set_from_port(&mut self, value: ::core::ffi::c_uchar) {
        self.from_port = value;
    }
    ///Reads C's `to_port` member.
    #[inline]
    pub fn to_port(&self) -> ::core::ffi::c_uchar {
        self.to_port
    }
    ///Writes C's `to_port` member.
    #[inline]
    pub fn set_to_port(&mut self, value: ::core::ffi::c_uchar) {
        self.to_port = value;
    }
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> ::core::ffi::c_uchar {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: ::core::ffi::c_uchar) {
        self.type_ = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 5usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 5usize]) {
        self.reserved = value;
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
impl CUgraphNodeParams_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUgraphNodeType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUgraphNodeType) {
        self.type_ = value;
    }
    ///Reads C's `reserved0` member.
    #[inline]
    pub fn reserved0(&self) -> [::core::ffi::c_int; 3usize] {
        self.reserved0
    }
    ///Writes C's `reserved0` member.
    #[inline]
    pub fn set_reserved0(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.reserved0 = value;
    }
    ///Reads C's `reserved1` member.
    #[inline]
    pub fn reserved1(&self) -> [::core::ffi::c_longlong; 29usize] {
        unsafe { self.__bindgen_anon_1.reserved1 }
    }
    ///Writes C's `reserved1` member.
    #[inline]
    pub fn set_reserved1(&mut self, value: [::core::ffi::c_longlong; 29usize]) {
        self.__bindgen_anon_1.reserved1 = value;
    }
    ///Reads C's `kernel` member.
    #[inline]
    pub fn kernel(&self) -> CUDA_KERNEL_NODE_PARAMS_v3 {
        unsafe { self.__bindgen_anon_1.kernel }
    }
    ///Writes C's `kernel` member.
    #[inline]
    pub fn set_kernel(&mut self, value: CUDA_KERNEL_NODE_PARAMS_v3) {
        self.__bindgen_anon_1.kernel = value;
    }
    ///Reads C's `memcpy` member.
    #[inline]
    pub fn memcpy(&self) -> CUDA_MEMCPY_NODE_PARAMS {
        unsafe { self.__bindgen_anon_1.memcpy }
    }
    ///Writes C's `memcpy` member.
    #[inline]
    pub fn set_memcpy(&mut self, value: CUDA_MEMCPY_NODE_PARAMS) {
        self.__bindgen_anon_1.memcpy = value;
    }
    ///Reads C's `memset` member.
    #[inline]
    pub fn memset(&self) -> CUDA_MEMSET_NODE_PARAMS_v2 {
        unsafe { self.__bindgen_anon_1.memset }
    }
    ///Writes C's `memset` member.
    #[inline]
    pub fn set_memset(&mut self, value: CUDA_MEMSET_NODE_PARAMS_v2) {
        self.__bindgen_anon_1.memset = value;
    }
    ///Reads C's `host` member.
    #[inline]
    pub fn host(&self) -> CUDA_HOST_NODE_PARAMS_v2 {
        unsafe { self.__bindgen_anon_1.host }
    }
    ///Writes C's `host` member.
    #[inline]
    pub fn set_host(&mut self, value: CUDA_HOST_NODE_PARAMS_v2) {
        self.__bindgen_anon_1.host = value;
    }
    ///Reads C's `graph` member.
    #[inline]
    pub fn graph(&self) -> CUDA_CHILD_GRAPH_NODE_PARAMS {
        unsafe { self.__bindgen_anon_1.graph }
    }
    ///Writes C's `graph` member.
    #[inline]
    pub fn set_graph(&mut self, value: CUDA_CHILD_GRAPH_NODE_PARAMS) {
        self.__bindgen_anon_1.graph = value;
    }
    ///Reads C's `eventWait` member.
    #[inline]
    pub fn eventWait(&self) -> CUDA_EVENT_WAIT_NODE_PARAMS {
        unsafe { self.__bindgen_anon_1.eventWait }
    }
    ///Writes C's `eventWait` member.
    #[inline]
    pub fn set_eventWait(&mut self, value: CUDA_EVENT_WAIT_NODE_PARAMS) {
        self.__bindgen_anon_1.eventWait = value;
    }
    ///Reads C's `eventRecord` member.
    #[inline]
    pub fn eventRecord(&self) -> CUDA_EVENT_RECORD_NODE_PARAMS {
        unsafe { self.__bindgen_anon_1.eventRecord }
    }
    ///Writes C's `eventRecord` member.
    #[inline]
    pub fn set_eventRecord(&mut self, value: CUDA_EVENT_RECORD_NODE_PARAMS) {
        self.__bindgen_anon_1.eventRecord = value;
    }
    ///Reads C's `extSemSignal` member.
    #[inline]
    pub fn extSemSignal(&self) -> CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 {
        unsafe { self.__bindgen_anon_1.extSemSignal }
    }
    ///Writes C's `extSemSignal` member.
    #[inline]
    pub fn set_extSemSignal(&mut self, value: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2) {
        self.__bindgen_anon_1.extSemSignal = value;
    }
    ///Reads C's `extSemWait` member.
    #[inline]
    pub fn extSemWait(&self) -> CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 {
        unsafe { self.__bindgen_anon_1.extSemWait }
    }
    ///Writes C's `extSemWait` member.
    #[inline]
    pub fn set_extSemWait(&mut self, value: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2) {
        self.__bindgen_anon_1.extSemWait = value;
    }
    ///Reads C's `alloc` member.
    #[inline]
    pub fn alloc(&self) -> CUDA_MEM_ALLOC_NODE_PARAMS_v2 {
        unsafe { self.__bindgen_anon_1.alloc }
    }
    ///Writes C's `alloc` member.
    #[inline]
    pub fn set_alloc(&mut self, value: CUDA_MEM_ALLOC_NODE_PARAMS_v2) {
        self.__bindgen_anon_1.alloc = value;
    }
    ///Reads C's `free` member.
    #[inline]
    pub fn free(&self) -> CUDA_MEM_FREE_NODE_PARAMS {
        unsafe { self.__bindgen_anon_1.free }
    }
    ///Writes C's `free` member.
    #[inline]
    pub fn set_free(&mut self, value: CUDA_MEM_FREE_NODE_PARAMS) {
        self.__bindgen_anon_1.free = value;
    }
    ///Reads C's `memOp` member.
    #[inline]
    pub fn memOp(&self) -> CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 {
        unsafe { self.__bindgen_anon_1.memOp }
    }
    ///Writes C's `memOp` member.
    #[inline]
    pub fn set_memOp(&mut self, value: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2) {
        self.__bindgen_anon_1.memOp = value;
    }
    ///Reads C's `conditional` member.
    #[inline]
    pub fn conditional(&self) -> CUDA_CONDITIONAL_NODE_PARAMS {
        unsafe { self.__bindgen_anon_1.conditional }
    }
    ///Writes C's `conditional` member.
    #[inline]
    pub fn set_conditional(&mut self, value: CUDA_CONDITIONAL_NODE_PARAMS) {
        self.__bindgen_anon_1.conditional = value;
    }
    ///Reads C's `reserved2` member.
    #[inline]
    pub fn reserved2(&self) -> ::core::ffi::c_longlong {
        self.reserved2
    }
    ///Writes C's `reserved2` member.
    #[inline]
    pub fn set_reserved2(&mut self, value: ::core::ffi::c_longlong) {
        self.reserved2 = value;
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
    ///Reads C's `launchCompletionEvent` member.
    #[inline]
    pub fn launchCompletionEvent(&self) -> CUlaunchAttributeValue_union__bindgen_ty_3 {
        unsafe { self.launchCompletionEvent }
    }
    ///Writes C's `launchCompletionEvent` member.
    #[inline]
    pub fn set_launchCompletionEvent(
        &mut self,
        value: CUlaunchAttributeValue_union__bindgen_ty_3,
    ) {
        self.launchCompletionEvent = value;
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
    ///Reads C's `preferredClusterDim` member.
    #[inline]
    pub fn preferredClusterDim(&self) -> CUlaunchAttributeValue_union__bindgen_ty_4 {
        unsafe { self.preferredClusterDim }
    }
    ///Writes C's `preferredClusterDim` member.
    #[inline]
    pub fn set_preferredClusterDim(
        &mut self,
        value: CUlaunchAttributeValue_union__bindgen_ty_4,
    ) {
        self.preferredClusterDim = value;
    }
    ///Reads C's `deviceUpdatableKernelNode` member.
    #[inline]
    pub fn deviceUpdatableKernelNode(
        &self,
    ) -> CUlaunchAttributeValue_union__bindgen_ty_5 {
        unsafe { self.deviceUpdatableKernelNode }
    }
    ///Writes C's `deviceUpdatableKernelNode` member.
    #[inline]
    pub fn set_deviceUpdatableKernelNode(
        &mut self,
        value: CUlaunchAttributeValue_union__bindgen_ty_5,
    ) {
        self.deviceUpdatableKernelNode = value;
    }
    ///Reads C's `sharedMemCarveout` member.
    #[inline]
    pub fn sharedMemCarveout(&self) -> ::core::ffi::c_uint {
        unsafe { self.sharedMemCarveout }
    }
    ///Writes C's `sharedMemCarveout` member.
    #[inline]
    pub fn set_sharedMemCarveout(&mut self, value: ::core::ffi::c_uint) {
        self.sharedMemCarveout = value;
    }
    ///Reads C's `nvlinkUtilCentricScheduling` member.
    #[inline]
    pub fn nvlinkUtilCentricScheduling(&self) -> ::core::ffi::c_uint {
        unsafe { self.nvlinkUtilCentricScheduling }
    }
    ///Writes C's `nvlinkUtilCentricScheduling` member.
    #[inline]
    pub fn set_nvlinkUtilCentricScheduling(&mut self, value: ::core::ffi::c_uint) {
        self.nvlinkUtilCentricScheduling = value;
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
impl CUmemDecompressParams_st {
    ///Reads C's `srcNumBytes` member.
    #[inline]
    pub fn srcNumBytes(&self) -> usize {
        self.srcNumBytes
    }
    ///Writes C's `srcNumBytes` member.
    #[inline]
    pub fn set_srcNumBytes(&mut self, value: usize) {
        self.srcNumBytes = value;
    }
    ///Reads C's `dstNumBytes` member.
    #[inline]
    pub fn dstNumBytes(&self) -> usize {
        self.dstNumBytes
    }
    ///Writes C's `dstNumBytes` member.
    #[inline]
    pub fn set_dstNumBytes(&mut self, value: usize) {
        self.dstNumBytes = value;
    }
    ///Reads C's `dstActBytes` member.
    #[inline]
    pub fn dstActBytes(&self) -> *mut cuuint32_t {
        self.dstActBytes
    }
    ///Writes C's `dstActBytes` member.
    #[inline]
    pub fn set_dstActBytes(&mut self, value: *mut cuuint32_t) {
        self.dstActBytes = value;
    }
    ///Reads C's `src` member.
    #[inline]
    pub fn src(&self) -> *const ::core::ffi::c_void {
        self.src
    }
    ///Writes C's `src` member.
    #[inline]
    pub fn set_src(&mut self, value: *const ::core::ffi::c_void) {
        self.src = value;
    }
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
    ///Reads C's `algo` member.
    #[inline]
    pub fn algo(&self) -> CUmemDecompressAlgorithm {
        self.algo
    }
    ///Writes C's `algo` member.
    #[inline]
    pub fn set_algo(&mut self, value: CUmemDecompressAlgorithm) {
        self.algo = value;
    }
    ///Reads C's `padding` member.
    #[inline]
    pub fn padding(&self) -> [::core::ffi::c_uchar; 20usize] {
        self.padding
    }
    ///Writes C's `padding` member.
    #[inline]
    pub fn set_padding(&mut self, value: [::core::ffi::c_uchar; 20usize]) {
        self.padding = value;
    }
}
impl CUmemFabricHandle_st {
    ///Reads C's `data` member.
    #[inline]
    pub fn data(&self) -> [::core::ffi::c_uchar; 64usize] {
        self.data
    }
    ///Writes C's `data` member.
    #[inline]
    pub fn set_data(&mut self, value: [::core::ffi::c_uchar; 64usize]) {
        self.data = value;
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
    ///Reads C's `maxSize` member.
    #[inline]
    pub fn maxSize(&self) -> usize {
        self.maxSize
    }
    ///Writes C's `maxSize` member.
    #[inline]
    pub fn set_maxSize(&mut self, value: usize) {
        self.maxSize = value;
    }
    ///Reads C's `usage` member.
    #[inline]
    pub fn usage(&self) -> ::core::ffi::c_ushort {
        self.usage
    }
    ///Writes C's `usage` member.
    #[inline]
    pub fn set_usage(&mut self, value: ::core::ffi::c_ushort) {
        self.usage = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 54usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 54usize]) {
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
impl CUmemcpy3DOperand_st {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> CUmemcpy3DOperandType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: CUmemcpy3DOperandType) {
        self.type_ = value;
    }
    ///Reads C's `op` member.
    #[inline]
    pub fn op(&self) -> CUmemcpy3DOperand_st__bindgen_ty_1 {
        self.op
    }
    ///Writes C's `op` member.
    #[inline]
    pub fn set_op(&mut self, value: CUmemcpy3DOperand_st__bindgen_ty_1) {
        self.op = value;
    }
}
impl CUmemcpyAttributes_st {
    ///Reads C's `srcAccessOrder` member.
    #[inline]
    pub fn srcAccessOrder(&self) -> CUmemcpySrcAccessOrder {
        self.srcAccessOrder
    }
    ///Writes C's `srcAccessOrder` member.
    #[inline]
    pub fn set_srcAccessOrder(&mut self, value: CUmemcpySrcAccessOrder) {
        self.srcAccessOrder = value;
    }
    ///Reads C's `srcLocHint` member.
    #[inline]
    pub fn srcLocHint(&self) -> CUmemLocation {
        self.srcLocHint
    }
    ///Writes C's `srcLocHint` member.
    #[inline]
    pub fn set_srcLocHint(&mut self, value: CUmemLocation) {
        self.srcLocHint = value;
    }
    ///Reads C's `dstLocHint` member.
    #[inline]
    pub fn dstLocHint(&self) -> CUmemLocation {
        self.dstLocHint
    }
    ///Writes C's `dstLocHint` member.
    #[inline]
    pub fn set_dstLocHint(&mut self, value: CUmemLocation) {
        self.dstLocHint = value;
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
impl CUmulticastObjectProp_st {
    ///Reads C's `numDevices` member.
    #[inline]
    pub fn numDevices(&self) -> ::core::ffi::c_uint {
        self.numDevices
    }
    ///Writes C's `numDevices` member.
    #[inline]
    pub fn set_numDevices(&mut self, value: ::core::ffi::c_uint) {
        self.numDevices = value;
    }
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
    ///Reads C's `handleTypes` member.
    #[inline]
    pub fn handleTypes(&self) -> ::core::ffi::c_ulonglong {
        self.handleTypes
    }
    ///Writes C's `handleTypes` member.
    #[inline]
    pub fn set_handleTypes(&mut self, value: ::core::ffi::c_ulonglong) {
        self.handleTypes = value;
    }
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
}
impl CUoffset3D_st {
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
impl cudaAsyncNotificationInfo {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaAsyncNotificationType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaAsyncNotificationType) {
        self.type_ = value;
    }
    ///Reads C's `info` member.
    #[inline]
    pub fn info(&self) -> cudaAsyncNotificationInfo__bindgen_ty_1 {
        self.info
    }
    ///Writes C's `info` member.
    #[inline]
    pub fn set_info(&mut self, value: cudaAsyncNotificationInfo__bindgen_ty_1) {
        self.info = value;
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
impl cudaChildGraphNodeParams {
    ///Reads C's `graph` member.
    #[inline]
    pub fn graph(&self) -> cudaGraph_t {
        self.graph
    }
    ///Writes C's `graph` member.
    #[inline]
    pub fn set_graph(&mut self, value: cudaGraph_t) {
        self.graph = value;
    }
    ///Reads C's `ownership` member.
    #[inline]
    pub fn ownership(&self) -> cudaGraphChildGraphNodeOwnership {
        self.ownership
    }
    ///Writes C's `ownership` member.
    #[inline]
    pub fn set_ownership(&mut self, value: cudaGraphChildGraphNodeOwnership) {
        self.ownership = value;
    }
}
impl cudaConditionalNodeParams {
    ///Reads C's `handle` member.
    #[inline]
    pub fn handle(&self) -> cudaGraphConditionalHandle {
        self.handle
    }
    ///Writes C's `handle` member.
    #[inline]
    pub fn set_handle(&mut self, value: cudaGraphConditionalHandle) {
        self.handle = value;
    }
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaGraphConditionalNodeType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaGraphConditionalNodeType) {
        self.type_ = value;
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
    ///Reads C's `phGraph_out` member.
    #[inline]
    pub fn phGraph_out(&self) -> *mut cudaGraph_t {
        self.phGraph_out
    }
    ///Writes C's `phGraph_out` member.
    #[inline]
    pub fn set_phGraph_out(&mut self, value: *mut cudaGraph_t) {
        self.phGraph_out = value;
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
    ///Reads C's `deviceNumaConfig` member.
    #[inline]
    pub fn deviceNumaConfig(&self) -> ::core::ffi::c_int {
        self.deviceNumaConfig
    }
    ///Writes C's `deviceNumaConfig` member.
    #[inline]
    pub fn set_deviceNumaConfig(&mut self, value: ::core::ffi::c_int) {
        self.deviceNumaConfig = value;
    }
    ///Reads C's `deviceNumaId` member.
    #[inline]
    pub fn deviceNumaId(&self) -> ::core::ffi::c_int {
        self.deviceNumaId
    }
    ///Writes C's `deviceNumaId` member.
    #[inline]
    pub fn set_deviceNumaId(&mut self, value: ::core::ffi::c_int) {
        self.deviceNumaId = value;
    }
    ///Reads C's `mpsEnabled` member.
    #[inline]
    pub fn mpsEnabled(&self) -> ::core::ffi::c_int {
        self.mpsEnabled
    }
    ///Writes C's `mpsEnabled` member.
    #[inline]
    pub fn set_mpsEnabled(&mut self, value: ::core::ffi::c_int) {
        self.mpsEnabled = value;
    }
    ///Reads C's `hostNumaId` member.
    #[inline]
    pub fn hostNumaId(&self) -> ::core::ffi::c_int {
        self.hostNumaId
    }
    ///Writes C's `hostNumaId` member.
    #[inline]
    pub fn set_hostNumaId(&mut self, value: ::core::ffi::c_int) {
        self.hostNumaId = value;
    }
    ///Reads C's `gpuPciDeviceID` member.
    #[inline]
    pub fn gpuPciDeviceID(&self) -> ::core::ffi::c_uint {
        self.gpuPciDeviceID
    }
    ///Writes C's `gpuPciDeviceID` member.
    #[inline]
    pub fn set_gpuPciDeviceID(&mut self, value: ::core::ffi::c_uint) {
        self.gpuPciDeviceID = value;
    }
    ///Reads C's `gpuPciSubsystemID` member.
    #[inline]
    pub fn gpuPciSubsystemID(&self) -> ::core::ffi::c_uint {
        self.gpuPciSubsystemID
    }
    ///Writes C's `gpuPciSubsystemID` member.
    #[inline]
    pub fn set_gpuPciSubsystemID(&mut self, value: ::core::ffi::c_uint) {
        self.gpuPciSubsystemID = value;
    }
    ///Reads C's `hostNumaMultinodeIpcSupported` member.
    #[inline]
    pub fn hostNumaMultinodeIpcSupported(&self) -> ::core::ffi::c_int {
        self.hostNumaMultinodeIpcSupported
    }
    ///Writes C's `hostNumaMultinodeIpcSupported` member.
    #[inline]
    pub fn set_hostNumaMultinodeIpcSupported(&mut self, value: ::core::ffi::c_int) {
        self.hostNumaMultinodeIpcSupported = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_int; 56usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_int; 56usize]) {
        self.reserved = value;
    }
}
impl cudaEventRecordNodeParams {
    ///Reads C's `event` member.
    #[inline]
    pub fn event(&self) -> cudaEvent_t {
        self.event
    }
    ///Writes C's `event` member.
    #[inline]
    pub fn set_event(&mut self, value: cudaEvent_t) {
        self.event = value;
    }
}
impl cudaEventWaitNodeParams {
    ///Reads C's `event` member.
    #[inline]
    pub fn event(&self) -> cudaEvent_t {
        self.event
    }
    ///Writes C's `event` member.
    #[inline]
    pub fn set_event(&mut self, value: cudaEvent_t) {
        self.event = value;
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
impl cudaExternalSemaphoreSignalNodeParamsV2 {
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
impl cudaExternalSemaphoreWaitNodeParamsV2 {
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
impl cudaGraphEdgeData_st {
    ///Reads C's `from_port` member.
    #[inline]
    pub fn from_port(&self) -> ::core::ffi::c_uchar {
        self.from_port
    }
    ///Writes C's `from_port` member.
    #[inline]
    pub fn set_from_port(&mut self, value: ::core::ffi::c_uchar) {
        self.from_port = value;
    }
    ///Reads C's `to_port` member.
    #[inline]
    pub fn to_port(&self) -> ::core::ffi::c_uchar {
        self.to_port
    }
    ///Writes C's `to_port` member.
    #[inline]
    pub fn set_to_port(&mut self, value: ::core::ffi::c_uchar) {
        self.to_port = value;
    }
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> ::core::ffi::c_uchar {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: ::core::ffi::c_uchar) {
        self.type_ = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 5usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 5usize]) {
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
impl cudaGraphKernelNodeUpdate {
    ///Reads C's `node` member.
    #[inline]
    pub fn node(&self) -> cudaGraphDeviceNode_t {
        self.node
    }
    ///Writes C's `node` member.
    #[inline]
    pub fn set_node(&mut self, value: cudaGraphDeviceNode_t) {
        self.node = value;
    }
    ///Reads C's `field` member.
    #[inline]
    pub fn field(&self) -> cudaGraphKernelNodeField {
        self.field
    }
    ///Writes C's `field` member.
    #[inline]
    pub fn set_field(&mut self, value: cudaGraphKernelNodeField) {
        self.field = value;
    }
    ///Reads C's `updateData` member.
    #[inline]
    pub fn updateData(&self) -> cudaGraphKernelNodeUpdate__bindgen_ty_1 {
        self.updateData
    }
    ///Writes C's `updateData` member.
    #[inline]
    pub fn set_updateData(&mut self, value: cudaGraphKernelNodeUpdate__bindgen_ty_1) {
        self.updateData = value;
    }
}
impl cudaGraphNodeParams {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaGraphNodeType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaGraphNodeType) {
        self.type_ = value;
    }
    ///Reads C's `reserved0` member.
    #[inline]
    pub fn reserved0(&self) -> [::core::ffi::c_int; 3usize] {
        self.reserved0
    }
    ///Writes C's `reserved0` member.
    #[inline]
    pub fn set_reserved0(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.reserved0 = value;
    }
    ///Reads C's `reserved1` member.
    #[inline]
    pub fn reserved1(&self) -> [::core::ffi::c_longlong; 29usize] {
        unsafe { self.__bindgen_anon_1.reserved1 }
    }
    ///Writes C's `reserved1` member.
    #[inline]
    pub fn set_reserved1(&mut self, value: [::core::ffi::c_longlong; 29usize]) {
        self.__bindgen_anon_1.reserved1 = value;
    }
    ///Reads C's `kernel` member.
    #[inline]
    pub fn kernel(&self) -> cudaKernelNodeParamsV2 {
        unsafe { self.__bindgen_anon_1.kernel }
    }
    ///Writes C's `kernel` member.
    #[inline]
    pub fn set_kernel(&mut self, value: cudaKernelNodeParamsV2) {
        self.__bindgen_anon_1.kernel = value;
    }
    ///Reads C's `memcpy` member.
    #[inline]
    pub fn memcpy(&self) -> cudaMemcpyNodeParams {
        unsafe { self.__bindgen_anon_1.memcpy }
    }
    ///Writes C's `memcpy` member.
    #[inline]
    pub fn set_memcpy(&mut self, value: cudaMemcpyNodeParams) {
        self.__bindgen_anon_1.memcpy = value;
    }
    ///Reads C's `memset` member.
    #[inline]
    pub fn memset(&self) -> cudaMemsetParamsV2 {
        unsafe { self.__bindgen_anon_1.memset }
    }
    ///Writes C's `memset` member.
    #[inline]
    pub fn set_memset(&mut self, value: cudaMemsetParamsV2) {
        self.__bindgen_anon_1.memset = value;
    }
    ///Reads C's `host` member.
    #[inline]
    pub fn host(&self) -> cudaHostNodeParamsV2 {
        unsafe { self.__bindgen_anon_1.host }
    }
    ///Writes C's `host` member.
    #[inline]
    pub fn set_host(&mut self, value: cudaHostNodeParamsV2) {
        self.__bindgen_anon_1.host = value;
    }
    ///Reads C's `graph` member.
    #[inline]
    pub fn graph(&self) -> cudaChildGraphNodeParams {
        unsafe { self.__bindgen_anon_1.graph }
    }
    ///Writes C's `graph` member.
    #[inline]
    pub fn set_graph(&mut self, value: cudaChildGraphNodeParams) {
        self.__bindgen_anon_1.graph = value;
    }
    ///Reads C's `eventWait` member.
    #[inline]
    pub fn eventWait(&self) -> cudaEventWaitNodeParams {
        unsafe { self.__bindgen_anon_1.eventWait }
    }
    ///Writes C's `eventWait` member.
    #[inline]
    pub fn set_eventWait(&mut self, value: cudaEventWaitNodeParams) {
        self.__bindgen_anon_1.eventWait = value;
    }
    ///Reads C's `eventRecord` member.
    #[inline]
    pub fn eventRecord(&self) -> cudaEventRecordNodeParams {
        unsafe { self.__bindgen_anon_1.eventRecord }
    }
    ///Writes C's `eventRecord` member.
    #[inline]
    pub fn set_eventRecord(&mut self, value: cudaEventRecordNodeParams) {
        self.__bindgen_anon_1.eventRecord = value;
    }
    ///Reads C's `extSemSignal` member.
    #[inline]
    pub fn extSemSignal(&self) -> cudaExternalSemaphoreSignalNodeParamsV2 {
        unsafe { self.__bindgen_anon_1.extSemSignal }
    }
    ///Writes C's `extSemSignal` member.
    #[inline]
    pub fn set_extSemSignal(&mut self, value: cudaExternalSemaphoreSignalNodeParamsV2) {
        self.__bindgen_anon_1.extSemSignal = value;
    }
    ///Reads C's `extSemWait` member.
    #[inline]
    pub fn extSemWait(&self) -> cudaExternalSemaphoreWaitNodeParamsV2 {
        unsafe { self.__bindgen_anon_1.extSemWait }
    }
    ///Writes C's `extSemWait` member.
    #[inline]
    pub fn set_extSemWait(&mut self, value: cudaExternalSemaphoreWaitNodeParamsV2) {
        self.__bindgen_anon_1.extSemWait = value;
    }
    ///Reads C's `alloc` member.
    #[inline]
    pub fn alloc(&self) -> cudaMemAllocNodeParamsV2 {
        unsafe { self.__bindgen_anon_1.alloc }
    }
    ///Writes C's `alloc` member.
    #[inline]
    pub fn set_alloc(&mut self, value: cudaMemAllocNodeParamsV2) {
        self.__bindgen_anon_1.alloc = value;
    }
    ///Reads C's `free` member.
    #[inline]
    pub fn free(&self) -> cudaMemFreeNodeParams {
        unsafe { self.__bindgen_anon_1.free }
    }
    ///Writes C's `free` member.
    #[inline]
    pub fn set_free(&mut self, value: cudaMemFreeNodeParams) {
        self.__bindgen_anon_1.free = value;
    }
    ///Reads C's `conditional` member.
    #[inline]
    pub fn conditional(&self) -> cudaConditionalNodeParams {
        unsafe { self.__bindgen_anon_1.conditional }
    }
    ///Writes C's `conditional` member.
    #[inline]
    pub fn set_conditional(&mut self, value: cudaConditionalNodeParams) {
        self.__bindgen_anon_1.conditional = value;
    }
    ///Reads C's `reserved2` member.
    #[inline]
    pub fn reserved2(&self) -> ::core::ffi::c_longlong {
        self.reserved2
    }
    ///Writes C's `reserved2` member.
    #[inline]
    pub fn set_reserved2(&mut self, value: ::core::ffi::c_longlong) {
        self.reserved2 = value;
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
impl cudaHostNodeParamsV2 {
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
impl cudaKernelNodeParamsV2 {
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
    ///Reads C's `preferredClusterDim` member.
    #[inline]
    pub fn preferredClusterDim(&self) -> cudaLaunchAttributeValue__bindgen_ty_3 {
        unsafe { self.preferredClusterDim }
    }
    ///Writes C's `preferredClusterDim` member.
    #[inline]
    pub fn set_preferredClusterDim(
        &mut self,
        value: cudaLaunchAttributeValue__bindgen_ty_3,
    ) {
        self.preferredClusterDim = value;
    }
    ///Reads C's `launchCompletionEvent` member.
    #[inline]
    pub fn launchCompletionEvent(&self) -> cudaLaunchAttributeValue__bindgen_ty_4 {
        unsafe { self.launchCompletionEvent }
    }
    ///Writes C's `launchCompletionEvent` member.
    #[inline]
    pub fn set_launchCompletionEvent(
        &mut self,
        value: cudaLaunchAttributeValue__bindgen_ty_4,
    ) {
        self.launchCompletionEvent = value;
    }
    ///Reads C's `deviceUpdatableKernelNode` member.
    #[inline]
    pub fn deviceUpdatableKernelNode(&self) -> cudaLaunchAttributeValue__bindgen_ty_5 {
        unsafe { self.deviceUpdatableKernelNode }
    }
    ///Writes C's `deviceUpdatableKernelNode` member.
    #[inline]
    pub fn set_deviceUpdatableKernelNode(
        &mut self,
        value: cudaLaunchAttributeValue__bindgen_ty_5,
    ) {
        self.deviceUpdatableKernelNode = value;
    }
    ///Reads C's `sharedMemCarveout` member.
    #[inline]
    pub fn sharedMemCarveout(&self) -> ::core::ffi::c_uint {
        unsafe { self.sharedMemCarveout }
    }
    ///Writes C's `sharedMemCarveout` member.
    #[inline]
    pub fn set_sharedMemCarveout(&mut self, value: ::core::ffi::c_uint) {
        self.sharedMemCarveout = value;
    }
    ///Reads C's `nvlinkUtilCentricScheduling` member.
    #[inline]
    pub fn nvlinkUtilCentricScheduling(&self) -> ::core::ffi::c_uint {
        unsafe { self.nvlinkUtilCentricScheduling }
    }
    ///Writes C's `nvlinkUtilCentricScheduling` member.
    #[inline]
    pub fn set_nvlinkUtilCentricScheduling(&mut self, value: ::core::ffi::c_uint) {
        self.nvlinkUtilCentricScheduling = value;
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
impl cudaMemAllocNodeParamsV2 {
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
impl cudaMemFabricHandle_st {
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
impl cudaMemFreeNodeParams {
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
    ///Reads C's `maxSize` member.
    #[inline]
    pub fn maxSize(&self) -> usize {
        self.maxSize
    }
    ///Writes C's `maxSize` member.
    #[inline]
    pub fn set_maxSize(&mut self, value: usize) {
        self.maxSize = value;
    }
    ///Reads C's `usage` member.
    #[inline]
    pub fn usage(&self) -> ::core::ffi::c_ushort {
        self.usage
    }
    ///Writes C's `usage` member.
    #[inline]
    pub fn set_usage(&mut self, value: ::core::ffi::c_ushort) {
        self.usage = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_uchar; 54usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_uchar; 54usize]) {
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
impl cudaMemcpy3DBatchOp {
    ///Reads C's `src` member.
    #[inline]
    pub fn src(&self) -> cudaMemcpy3DOperand {
        self.src
    }
    ///Writes C's `src` member.
    #[inline]
    pub fn set_src(&mut self, value: cudaMemcpy3DOperand) {
        self.src = value;
    }
    ///Reads C's `dst` member.
    #[inline]
    pub fn dst(&self) -> cudaMemcpy3DOperand {
        self.dst
    }
    ///Writes C's `dst` member.
    #[inline]
    pub fn set_dst(&mut self, value: cudaMemcpy3DOperand) {
        self.dst = value;
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
    ///Reads C's `srcAccessOrder` member.
    #[inline]
    pub fn srcAccessOrder(&self) -> cudaMemcpySrcAccessOrder {
        self.srcAccessOrder
    }
    ///Writes C's `srcAccessOrder` member.
    #[inline]
    pub fn set_srcAccessOrder(&mut self, value: cudaMemcpySrcAccessOrder) {
        self.srcAccessOrder = value;
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
impl cudaMemcpy3DOperand {
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> cudaMemcpy3DOperandType {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: cudaMemcpy3DOperandType) {
        self.type_ = value;
    }
    ///Reads C's `op` member.
    #[inline]
    pub fn op(&self) -> cudaMemcpy3DOperand__bindgen_ty_1 {
        self.op
    }
    ///Writes C's `op` member.
    #[inline]
    pub fn set_op(&mut self, value: cudaMemcpy3DOperand__bindgen_ty_1) {
        self.op = value;
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
impl cudaMemcpyAttributes {
    ///Reads C's `srcAccessOrder` member.
    #[inline]
    pub fn srcAccessOrder(&self) -> cudaMemcpySrcAccessOrder {
        self.srcAccessOrder
    }
    ///Writes C's `srcAccessOrder` member.
    #[inline]
    pub fn set_srcAccessOrder(&mut self, value: cudaMemcpySrcAccessOrder) {
        self.srcAccessOrder = value;
    }
    ///Reads C's `srcLocHint` member.
    #[inline]
    pub fn srcLocHint(&self) -> cudaMemLocation {
        self.srcLocHint
    }
    ///Writes C's `srcLocHint` member.
    #[inline]
    pub fn set_srcLocHint(&mut self, value: cudaMemLocation) {
        self.srcLocHint = value;
    }
    ///Reads C's `dstLocHint` member.
    #[inline]
    pub fn dstLocHint(&self) -> cudaMemLocation {
        self.dstLocHint
    }
    ///Writes C's `dstLocHint` member.
    #[inline]
    pub fn set_dstLocHint(&mut self, value: cudaMemLocation) {
        self.dstLocHint = value;
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
impl cudaMemcpyNodeParams {
    ///Reads C's `flags` member.
    #[inline]
    pub fn flags(&self) -> ::core::ffi::c_int {
        self.flags
    }
    ///Writes C's `flags` member.
    #[inline]
    pub fn set_flags(&mut self, value: ::core::ffi::c_int) {
        self.flags = value;
    }
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_int; 3usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_int; 3usize]) {
        self.reserved = value;
    }
    ///Reads C's `copyParams` member.
    #[inline]
    pub fn copyParams(&self) -> cudaMemcpy3DParms {
        self.copyParams
    }
    ///Writes C's `copyParams` member.
    #[inline]
    pub fn set_copyParams(&mut self, value: cudaMemcpy3DParms) {
        self.copyParams = value;
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
impl cudaMemsetParamsV2 {
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
impl cudaOffset3D {
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
    ///Reads C's `reserved` member.
    #[inline]
    pub fn reserved(&self) -> [::core::ffi::c_long; 8usize] {
        self.reserved
    }
    ///Writes C's `reserved` member.
    #[inline]
    pub fn set_reserved(&mut self, value: [::core::ffi::c_long; 8usize]) {
        self.reserved = value;
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
impl cudalibraryHostUniversalFunctionAndDataTable {
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
impl nvmlActiveVgpuInstanceInfo_v1_t {
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
    ///Reads C's `vgpuCount` member.
    #[inline]
    pub fn vgpuCount(&self) -> ::core::ffi::c_uint {
        self.vgpuCount
    }
    ///Writes C's `vgpuCount` member.
    #[inline]
    pub fn set_vgpuCount(&mut self, value: ::core::ffi::c_uint) {
        self.vgpuCount = value;
    }
    ///Reads C's `vgpuInstances` member.
    #[inline]
    pub fn vgpuInstances(&self) -> *mut nvmlVgpuInstance_t {
        self.vgpuInstances
    }
    ///Writes C's `vgpuInstances` member.
    #[inline]
    pub fn set_vgpuInstances(&mut self, value: *mut nvmlVgpuInstance_t) {
        self.vgpuInstances = value;
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
impl nvmlC2cModeInfo_v1_t {
    ///Reads C's `isC2cEnabled` member.
    #[inline]
    pub fn isC2cEnabled(&self) -> ::core::ffi::c_uint {
        self.isC2cEnabled
    }
    ///Writes C's `isC2cEnabled` member.
    #[inline]
    pub fn set_isC2cEnabled(&mut self, value: ::core::ffi::c_uint) {
        self.isC2cEnabled = value;
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
impl nvmlClockOffset_v1_t {
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
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> nvmlClockType_t {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: nvmlClockType_t) {
        self.type_ = value;
    }
    ///Reads C's `pstate` member.
    #[inline]
    pub fn pstate(&self) -> nvmlPstates_t {
        self.pstate
    }
    ///Writes C's `pstate` member.
    #[inline]
    pub fn set_pstate(&mut self, value: nvmlPstates_t) {
        self.pstate = value;
    }
    ///Reads C's `clockOffsetMHz` member.
    #[inline]
    pub fn clockOffsetMHz(&self) -> ::core::ffi::c_int {
        self.clockOffsetMHz
    }
    ///Writes C's `clockOffsetMHz` member.
    #[inline]
    pub fn set_clockOffsetMHz(&mut self, value: ::core::ffi::c_int) {
        self.clockOffsetMHz = value;
    }
    ///Reads C's `minClockOffsetMHz` member.
    #[inline]
    pub fn minClockOffsetMHz(&self) -> ::core::ffi::c_int {
        self.minClockOffsetMHz
    }
    ///Writes C's `minClockOffsetMHz` member.
    #[inline]
    pub fn set_minClockOffsetMHz(&mut self, value: ::core::ffi::c_int) {
        self.minClockOffsetMHz = value;
    }
    ///Reads C's `maxClockOffsetMHz` member.
    #[inline]
    pub fn maxClockOffsetMHz(&self) -> ::core::ffi::c_int {
        self.maxClockOffsetMHz
    }
    ///Writes C's `maxClockOffsetMHz` member.
    #[inline]
    pub fn set_maxClockOffsetMHz(&mut self, value: ::core::ffi::c_int) {
        self.maxClockOffsetMHz = value;
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
impl nvmlComputeInstanceProfileInfo_v3_st {
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
    ///Reads C's `capabilities` member.
    #[inline]
    pub fn capabilities(&self) -> ::core::ffi::c_uint {
        self.capabilities
    }
    ///Writes C's `capabilities` member.
    #[inline]
    pub fn set_capabilities(&mut self, value: ::core::ffi::c_uint) {
        self.capabilities = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlConfComputeGetKeyRotationThresholdInfo_st {
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
    ///Reads C's `attackerAdvantage` member.
    #[inline]
    pub fn attackerAdvantage(&self) -> ::core::ffi::c_ulonglong {
        self.attackerAdvantage
    }
    ///Writes C's `attackerAdvantage` member.
    #[inline]
    pub fn set_attackerAdvantage(&mut self, value: ::core::ffi::c_ulonglong) {
        self.attackerAdvantage = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlConfComputeGpuAttestationReport_st {
    ///Reads C's `isCecAttestationReportPresent` member.
    #[inline]
    pub fn isCecAttestationReportPresent(&self) -> ::core::ffi::c_uint {
        self.isCecAttestationReportPresent
    }
    ///Writes C's `isCecAttestationReportPresent` member.
    #[inline]
    pub fn set_isCecAttestationReportPresent(&mut self, value: ::core::ffi::c_uint) {
        self.isCecAttestationReportPresent = value;
    }
    ///Reads C's `attestationReportSize` member.
    #[inline]
    pub fn attestationReportSize(&self) -> ::core::ffi::c_uint {
        self.attestationReportSize
    }
    ///Writes C's `attestationReportSize` member.
    #[inline]
    pub fn set_attestationReportSize(&mut self, value: ::core::ffi::c_uint) {
        self.attestationReportSize = value;
    }
    ///Reads C's `cecAttestationReportSize` member.
    #[inline]
    pub fn cecAttestationReportSize(&self) -> ::core::ffi::c_uint {
        self.cecAttestationReportSize
    }
    ///Writes C's `cecAttestationReportSize` member.
    #[inline]
    pub fn set_cecAttestationReportSize(&mut self, value: ::core::ffi::c_uint) {
        self.cecAttestationReportSize = value;
    }
    ///Reads C's `nonce` member.
    #[inline]
    pub fn nonce(&self) -> [::core::ffi::c_uchar; 32usize] {
        self.nonce
    }
    ///Writes C's `nonce` member.
    #[inline]
    pub fn set_nonce(&mut self, value: [::core::ffi::c_uchar; 32usize]) {
        self.nonce = value;
    }
    ///Reads C's `attestationReport` member.
    #[inline]
    pub fn attestationReport(&self) -> [::core::ffi::c_uchar; 8192usize] {
        self.attestationReport
    }
    ///Writes C's `attestationReport` member.
    #[inline]
    pub fn set_attestationReport(&mut self, value: [::core::ffi::c_uchar; 8192usize]) {
        self.attestationReport = value;
    }
    ///Reads C's `cecAttestationReport` member.
    #[inline]
    pub fn cecAttestationReport(&self) -> [::core::ffi::c_uchar; 4096usize] {
        self.cecAttestationReport
    }
    ///Writes C's `cecAttestationReport` member.
    #[inline]
    pub fn set_cecAttestationReport(
        &mut self,
        value: [::core::ffi::c_uchar; 4096usize],
    ) {
        self.cecAttestationReport = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlConfComputeGpuCertificate_st {
    ///Reads C's `certChainSize` member.
    #[inline]
    pub fn certChainSize(&self) -> ::core::ffi::c_uint {
        self.certChainSize
    }
    ///Writes C's `certChainSize` member.
    #[inline]
    pub fn set_certChainSize(&mut self, value: ::core::ffi::c_uint) {
        self.certChainSize = value;
    }
    ///Reads C's `attestationCertChainSize` member.
    #[inline]
    pub fn attestationCertChainSize(&self) -> ::core::ffi::c_uint {
        self.attestationCertChainSize
    }
    ///Writes C's `attestationCertChainSize` member.
    #[inline]
    pub fn set_attestationCertChainSize(&mut self, value: ::core::ffi::c_uint) {
        self.attestationCertChainSize = value;
    }
    ///Reads C's `certChain` member.
    #[inline]
    pub fn certChain(&self) -> [::core::ffi::c_uchar; 4096usize] {
        self.certChain
    }
    ///Writes C's `certChain` member.
    #[inline]
    pub fn set_certChain(&mut self, value: [::core::ffi::c_uchar; 4096usize]) {
        self.certChain = value;
    }
    ///Reads C's `attestationCertChain` member.
    #[inline]
    pub fn attestationCertChain(&self) -> [::core::ffi::c_uchar; 5120usize] {
        self.attestationCertChain
    }
    ///Writes C's `attestationCertChain` member.
    #[inline]
    pub fn set_attestationCertChain(
        &mut self,
        value: [::core::ffi::c_uchar; 5120usize],
    ) {
        self.attestationCertChain = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlConfComputeMemSizeInfo_st {
    ///Reads C's `protectedMemSizeKib` member.
    #[inline]
    pub fn protectedMemSizeKib(&self) -> ::core::ffi::c_ulonglong {
        self.protectedMemSizeKib
    }
    ///Writes C's `protectedMemSizeKib` member.
    #[inline]
    pub fn set_protectedMemSizeKib(&mut self, value: ::core::ffi::c_ulonglong) {
        self.protectedMemSizeKib = value;
    }
    ///Reads C's `unprotectedMemSizeKib` member.
    #[inline]
    pub fn unprotectedMemSizeKib(&self) -> ::core::ffi::c_ulonglong {
        self.unprotectedMemSizeKib
    }
    ///Writes C's `unprotectedMemSizeKib` member.
    #[inline]
    pub fn set_unprotectedMemSizeKib(&mut self, value: ::core::ffi::c_ulonglong) {
        self.unprotectedMemSizeKib = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlConfComputeSetKeyRotationThresholdInfo_st {
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
    ///Reads C's `maxAttackerAdvantage` member.
    #[inline]
    pub fn maxAttackerAdvantage(&self) -> ::core::ffi::c_ulonglong {
        self.maxAttackerAdvantage
    }
    ///Writes C's `maxAttackerAdvantage` member.
    #[inline]
    pub fn set_maxAttackerAdvantage(&mut self, value: ::core::ffi::c_ulonglong) {
        self.maxAttackerAdvantage = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlConfComputeSystemCaps_st {
    ///Reads C's `cpuCaps` member.
    #[inline]
    pub fn cpuCaps(&self) -> ::core::ffi::c_uint {
        self.cpuCaps
    }
    ///Writes C's `cpuCaps` member.
    #[inline]
    pub fn set_cpuCaps(&mut self, value: ::core::ffi::c_uint) {
        self.cpuCaps = value;
    }
    ///Reads C's `gpusCaps` member.
    #[inline]
    pub fn gpusCaps(&self) -> ::core::ffi::c_uint {
        self.gpusCaps
    }
    ///Writes C's `gpusCaps` member.
    #[inline]
    pub fn set_gpusCaps(&mut self, value: ::core::ffi::c_uint) {
        self.gpusCaps = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlConfComputeSystemState_st {
    ///Reads C's `environment` member.
    #[inline]
    pub fn environment(&self) -> ::core::ffi::c_uint {
        self.environment
    }
    ///Writes C's `environment` member.
    #[inline]
    pub fn set_environment(&mut self, value: ::core::ffi::c_uint) {
        self.environment = value;
    }
    ///Reads C's `ccFeature` member.
    #[inline]
    pub fn ccFeature(&self) -> ::core::ffi::c_uint {
        self.ccFeature
    }
    ///Writes C's `ccFeature` member.
    #[inline]
    pub fn set_ccFeature(&mut self, value: ::core::ffi::c_uint) {
        self.ccFeature = value;
    }
    ///Reads C's `devToolsMode` member.
    #[inline]
    pub fn devToolsMode(&self) -> ::core::ffi::c_uint {
        self.devToolsMode
    }
    ///Writes C's `devToolsMode` member.
    #[inline]
    pub fn set_devToolsMode(&mut self, value: ::core::ffi::c_uint) {
        self.devToolsMode = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlCoolerInfo_v1_t {
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
    ///Reads C's `index` member.
    #[inline]
    pub fn index(&self) -> ::core::ffi::c_uint {
        self.index
    }
    ///Writes C's `index` member.
    #[inline]
    pub fn set_index(&mut self, value: ::core::ffi::c_uint) {
        self.index = value;
    }
    ///Reads C's `signalType` member.
    #[inline]
    pub fn signalType(&self) -> nvmlCoolerControl_t {
        self.signalType
    }
    ///Writes C's `signalType` member.
    #[inline]
    pub fn set_signalType(&mut self, value: nvmlCoolerControl_t) {
        self.signalType = value;
    }
    ///Reads C's `target` member.
    #[inline]
    pub fn target(&self) -> nvmlCoolerTarget_t {
        self.target
    }
    ///Writes C's `target` member.
    #[inline]
    pub fn set_target(&mut self, value: nvmlCoolerTarget_t) {
        self.target = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlDeviceAddressingMode_v1_t {
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
impl nvmlDeviceCapabilities_v1_t {
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
    ///Reads C's `capMask` member.
    #[inline]
    pub fn capMask(&self) -> ::core::ffi::c_uint {
        self.capMask
    }
    ///Writes C's `capMask` member.
    #[inline]
    pub fn set_capMask(&mut self, value: ::core::ffi::c_uint) {
        self.capMask = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlDeviceCurrentClockFreqs_v1_t {
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
    ///Reads C's `str_` member.
    #[inline]
    pub fn str_(&self) -> [::core::ffi::c_char; 2048usize] {
        self.str_
    }
    ///Writes C's `str_` member.
    #[inline]
    pub fn set_str_(&mut self, value: [::core::ffi::c_char; 2048usize]) {
        self.str_ = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlDevicePerfModes_v1_t {
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
    ///Reads C's `str_` member.
    #[inline]
    pub fn str_(&self) -> [::core::ffi::c_char; 2048usize] {
        self.str_
    }
    ///Writes C's `str_` member.
    #[inline]
    pub fn set_str_(&mut self, value: [::core::ffi::c_char; 2048usize]) {
        self.str_ = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlDevicePowerMizerModes_v1_t {
    ///Reads C's `currentMode` member.
    #[inline]
    pub fn currentMode(&self) -> ::core::ffi::c_uint {
        self.currentMode
    }
    ///Writes C's `currentMode` member.
    #[inline]
    pub fn set_currentMode(&mut self, value: ::core::ffi::c_uint) {
        self.currentMode = value;
    }
    ///Reads C's `mode` member.
    #[inline]
    pub fn mode(&self) -> ::core::ffi::c_uint {
        self.mode
    }
    ///Writes C's `mode` member.
    #[inline]
    pub fn set_mode(&mut self, value: ::core::ffi::c_uint) {
        self.mode = value;
    }
    ///Reads C's `supportedPowerMizerModes` member.
    #[inline]
    pub fn supportedPowerMizerModes(&self) -> ::core::ffi::c_uint {
        self.supportedPowerMizerModes
    }
    ///Writes C's `supportedPowerMizerModes` member.
    #[inline]
    pub fn set_supportedPowerMizerModes(&mut self, value: ::core::ffi::c_uint) {
        self.supportedPowerMizerModes = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlDramEncryptionInfo_v1_t {
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
    ///Reads C's `encryptionState` member.
    #[inline]
    pub fn encryptionState(&self) -> nvmlEnableState_t {
        self.encryptionState
    }
    ///Writes C's `encryptionState` member.
    #[inline]
    pub fn set_encryptionState(&mut self, value: nvmlEnableState_t) {
        self.encryptionState = value;
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
impl nvmlEccSramErrorStatus_v1_t {
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
    ///Reads C's `aggregateUncParity` member.
    #[inline]
    pub fn aggregateUncParity(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateUncParity
    }
    ///Writes C's `aggregateUncParity` member.
    #[inline]
    pub fn set_aggregateUncParity(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateUncParity = value;
    }
    ///Reads C's `aggregateUncSecDed` member.
    #[inline]
    pub fn aggregateUncSecDed(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateUncSecDed
    }
    ///Writes C's `aggregateUncSecDed` member.
    #[inline]
    pub fn set_aggregateUncSecDed(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateUncSecDed = value;
    }
    ///Reads C's `aggregateCor` member.
    #[inline]
    pub fn aggregateCor(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateCor
    }
    ///Writes C's `aggregateCor` member.
    #[inline]
    pub fn set_aggregateCor(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateCor = value;
    }
    ///Reads C's `volatileUncParity` member.
    #[inline]
    pub fn volatileUncParity(&self) -> ::core::ffi::c_ulonglong {
        self.volatileUncParity
    }
    ///Writes C's `volatileUncParity` member.
    #[inline]
    pub fn set_volatileUncParity(&mut self, value: ::core::ffi::c_ulonglong) {
        self.volatileUncParity = value;
    }
    ///Reads C's `volatileUncSecDed` member.
    #[inline]
    pub fn volatileUncSecDed(&self) -> ::core::ffi::c_ulonglong {
        self.volatileUncSecDed
    }
    ///Writes C's `volatileUncSecDed` member.
    #[inline]
    pub fn set_volatileUncSecDed(&mut self, value: ::core::ffi::c_ulonglong) {
        self.volatileUncSecDed = value;
    }
    ///Reads C's `volatileCor` member.
    #[inline]
    pub fn volatileCor(&self) -> ::core::ffi::c_ulonglong {
        self.volatileCor
    }
    ///Writes C's `volatileCor` member.
    #[inline]
    pub fn set_volatileCor(&mut self, value: ::core::ffi::c_ulonglong) {
        self.volatileCor = value;
    }
    ///Reads C's `aggregateUncBucketL2` member.
    #[inline]
    pub fn aggregateUncBucketL2(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateUncBucketL2
    }
    ///Writes C's `aggregateUncBucketL2` member.
    #[inline]
    pub fn set_aggregateUncBucketL2(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateUncBucketL2 = value;
    }
    ///Reads C's `aggregateUncBucketSm` member.
    #[inline]
    pub fn aggregateUncBucketSm(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateUncBucketSm
    }
    ///Writes C's `aggregateUncBucketSm` member.
    #[inline]
    pub fn set_aggregateUncBucketSm(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateUncBucketSm = value;
    }
    ///Reads C's `aggregateUncBucketPcie` member.
    #[inline]
    pub fn aggregateUncBucketPcie(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateUncBucketPcie
    }
    ///Writes C's `aggregateUncBucketPcie` member.
    #[inline]
    pub fn set_aggregateUncBucketPcie(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateUncBucketPcie = value;
    }
    ///Reads C's `aggregateUncBucketMcu` member.
    #[inline]
    pub fn aggregateUncBucketMcu(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateUncBucketMcu
    }
    ///Writes C's `aggregateUncBucketMcu` member.
    #[inline]
    pub fn set_aggregateUncBucketMcu(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateUncBucketMcu = value;
    }
    ///Reads C's `aggregateUncBucketOther` member.
    #[inline]
    pub fn aggregateUncBucketOther(&self) -> ::core::ffi::c_ulonglong {
        self.aggregateUncBucketOther
    }
    ///Writes C's `aggregateUncBucketOther` member.
    #[inline]
    pub fn set_aggregateUncBucketOther(&mut self, value: ::core::ffi::c_ulonglong) {
        self.aggregateUncBucketOther = value;
    }
    ///Reads C's `bThresholdExceeded` member.
    #[inline]
    pub fn bThresholdExceeded(&self) -> ::core::ffi::c_uint {
        self.bThresholdExceeded
    }
    ///Writes C's `bThresholdExceeded` member.
    #[inline]
    pub fn set_bThresholdExceeded(&mut self, value: ::core::ffi::c_uint) {
        self.bThresholdExceeded = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlEccSramUniqueUncorrectedErrorCounts_v1_t {
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
    ///Reads C's `entryCount` member.
    #[inline]
    pub fn entryCount(&self) -> ::core::ffi::c_uint {
        self.entryCount
    }
    ///Writes C's `entryCount` member.
    #[inline]
    pub fn set_entryCount(&mut self, value: ::core::ffi::c_uint) {
        self.entryCount = value;
    }
    ///Reads C's `entries` member.
    #[inline]
    pub fn entries(&self) -> *mut nvmlEccSramUniqueUncorrectedErrorEntry_v1_t {
        self.entries
    }
    ///Writes C's `entries` member.
    #[inline]
    pub fn set_entries(
        &mut self,
        value: *mut nvmlEccSramUniqueUncorrectedErrorEntry_v1_t,
    ) {
        self.entries = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlEccSramUniqueUncorrectedErrorEntry_v1_t {
    ///Reads C's `unit` member.
    #[inline]
    pub fn unit(&self) -> ::core::ffi::c_uint {
        self.unit
    }
    ///Writes C's `unit` member.
    #[inline]
    pub fn set_unit(&mut self, value: ::core::ffi::c_uint) {
        self.unit = value;
    }
    ///Reads C's `location` member.
    #[inline]
    pub fn location(&self) -> ::core::ffi::c_uint {
        self.location
    }
    ///Writes C's `location` member.
    #[inline]
    pub fn set_location(&mut self, value: ::core::ffi::c_uint) {
        self.location = value;
    }
    ///Reads C's `sublocation` member.
    #[inline]
    pub fn sublocation(&self) -> ::core::ffi::c_uint {
        self.sublocation
    }
    ///Writes C's `sublocation` member.
    #[inline]
    pub fn set_sublocation(&mut self, value: ::core::ffi::c_uint) {
        self.sublocation = value;
    }
    ///Reads C's `extlocation` member.
    #[inline]
    pub fn extlocation(&self) -> ::core::ffi::c_uint {
        self.extlocation
    }
    ///Writes C's `extlocation` member.
    #[inline]
    pub fn set_extlocation(&mut self, value: ::core::ffi::c_uint) {
        self.extlocation = value;
    }
    ///Reads C's `address` member.
    #[inline]
    pub fn address(&self) -> ::core::ffi::c_uint {
        self.address
    }
    ///Writes C's `address` member.
    #[inline]
    pub fn set_address(&mut self, value: ::core::ffi::c_uint) {
        self.address = value;
    }
    ///Reads C's `isParity` member.
    #[inline]
    pub fn isParity(&self) -> ::core::ffi::c_uint {
        self.isParity
    }
    ///Writes C's `isParity` member.
    #[inline]
    pub fn set_isParity(&mut self, value: ::core::ffi::c_uint) {
        self.isParity = value;
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
impl nvmlFanSpeedInfo_v1_t {
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
    ///Reads C's `fan` member.
    #[inline]
    pub fn fan(&self) -> ::core::ffi::c_uint {
        self.fan
    }
    ///Writes C's `fan` member.
    #[inline]
    pub fn set_fan(&mut self, value: ::core::ffi::c_uint) {
        self.fan = value;
    }
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
    pub fn metrics(&self) -> [nvmlGpmMetric_t; 210usize] {
        self.metrics
    }
    ///Writes C's `metrics` member.
    #[inline]
    pub fn set_metrics(&mut self, value: [nvmlGpmMetric_t; 210usize]) {
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
    pub fn clusterUuid(&self) -> [::core::ffi::c_uchar; 16usize] {
        self.clusterUuid
    }
    ///Writes C's `clusterUuid` member.
    #[inline]
    pub fn set_clusterUuid(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
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
    ///Reads C's `cliqueId` member.
    #[inline]
    pub fn cliqueId(&self) -> ::core::ffi::c_uint {
        self.cliqueId
    }
    ///Writes C's `cliqueId` member.
    #[inline]
    pub fn set_cliqueId(&mut self, value: ::core::ffi::c_uint) {
        self.cliqueId = value;
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
impl nvmlGpuFabricInfo_v2_t {
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
    ///Reads C's `clusterUuid` member.
    #[inline]
    pub fn clusterUuid(&self) -> [::core::ffi::c_uchar; 16usize] {
        self.clusterUuid
    }
    ///Writes C's `clusterUuid` member.
    #[inline]
    pub fn set_clusterUuid(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
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
    ///Reads C's `cliqueId` member.
    #[inline]
    pub fn cliqueId(&self) -> ::core::ffi::c_uint {
        self.cliqueId
    }
    ///Writes C's `cliqueId` member.
    #[inline]
    pub fn set_cliqueId(&mut self, value: ::core::ffi::c_uint) {
        self.cliqueId = value;
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
    ///Reads C's `healthMask` member.
    #[inline]
    pub fn healthMask(&self) -> ::core::ffi::c_uint {
        self.healthMask
    }
    ///Writes C's `healthMask` member.
    #[inline]
    pub fn set_healthMask(&mut self, value: ::core::ffi::c_uint) {
        self.healthMask = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlGpuFabricInfo_v3_t {
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
    ///Reads C's `clusterUuid` member.
    #[inline]
    pub fn clusterUuid(&self) -> [::core::ffi::c_uchar; 16usize] {
        self.clusterUuid
    }
    ///Writes C's `clusterUuid` member.
    #[inline]
    pub fn set_clusterUuid(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
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
    ///Reads C's `cliqueId` member.
    #[inline]
    pub fn cliqueId(&self) -> ::core::ffi::c_uint {
        self.cliqueId
    }
    ///Writes C's `cliqueId` member.
    #[inline]
    pub fn set_cliqueId(&mut self, value: ::core::ffi::c_uint) {
        self.cliqueId = value;
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
    ///Reads C's `healthMask` member.
    #[inline]
    pub fn healthMask(&self) -> ::core::ffi::c_uint {
        self.healthMask
    }
    ///Writes C's `healthMask` member.
    #[inline]
    pub fn set_healthMask(&mut self, value: ::core::ffi::c_uint) {
        self.healthMask = value;
    }
    ///Reads C's `healthSummary` member.
    #[inline]
    pub fn healthSummary(&self) -> ::core::ffi::c_uchar {
        self.healthSummary
    }
    ///Writes C's `healthSummary` member.
    #[inline]
    pub fn set_healthSummary(&mut self, value: ::core::ffi::c_uchar) {
        self.healthSummary = value;
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
impl nvmlGpuInstanceProfileInfo_v3_st {
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
    ///Reads C's `capabilities` member.
    #[inline]
    pub fn capabilities(&self) -> ::core::ffi::c_uint {
        self.capabilities
    }
    ///Writes C's `capabilities` member.
    #[inline]
    pub fn set_capabilities(&mut self, value: ::core::ffi::c_uint) {
        self.capabilities = value;
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
impl nvmlHostname_v1_t {
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> [::core::ffi::c_char; 64usize] {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: [::core::ffi::c_char; 64usize]) {
        self.value = value;
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
impl nvmlMarginTemperature_v1_t {
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
    ///Reads C's `marginTemperature` member.
    #[inline]
    pub fn marginTemperature(&self) -> ::core::ffi::c_int {
        self.marginTemperature
    }
    ///Writes C's `marginTemperature` member.
    #[inline]
    pub fn set_marginTemperature(&mut self, value: ::core::ffi::c_int) {
        self.marginTemperature = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlMask255_t {
    ///Reads C's `mask` member.
    #[inline]
    pub fn mask(&self) -> [::core::ffi::c_uint; 8usize] {
        self.mask
    }
    ///Writes C's `mask` member.
    #[inline]
    pub fn set_mask(&mut self, value: [::core::ffi::c_uint; 8usize]) {
        self.mask = value;
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
impl nvmlNvLinkInfo_v1_t {
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
    ///Reads C's `isNvleEnabled` member.
    #[inline]
    pub fn isNvleEnabled(&self) -> ::core::ffi::c_uint {
        self.isNvleEnabled
    }
    ///Writes C's `isNvleEnabled` member.
    #[inline]
    pub fn set_isNvleEnabled(&mut self, value: ::core::ffi::c_uint) {
        self.isNvleEnabled = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlNvLinkInfo_v2_t {
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
    ///Reads C's `isNvleEnabled` member.
    #[inline]
    pub fn isNvleEnabled(&self) -> ::core::ffi::c_uint {
        self.isNvleEnabled
    }
    ///Writes C's `isNvleEnabled` member.
    #[inline]
    pub fn set_isNvleEnabled(&mut self, value: ::core::ffi::c_uint) {
        self.isNvleEnabled = value;
    }
    ///Reads C's `firmwareInfo` member.
    #[inline]
    pub fn firmwareInfo(&self) -> nvmlNvlinkFirmwareInfo_t {
        self.firmwareInfo
    }
    ///Writes C's `firmwareInfo` member.
    #[inline]
    pub fn set_firmwareInfo(&mut self, value: nvmlNvlinkFirmwareInfo_t) {
        self.firmwareInfo = value;
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
impl nvmlNvlinkFirmwareInfo_t {
    ///Reads C's `firmwareVersion` member.
    #[inline]
    pub fn firmwareVersion(&self) -> [nvmlNvlinkFirmwareVersion_t; 100usize] {
        self.firmwareVersion
    }
    ///Writes C's `firmwareVersion` member.
    #[inline]
    pub fn set_firmwareVersion(
        &mut self,
        value: [nvmlNvlinkFirmwareVersion_t; 100usize],
    ) {
        self.firmwareVersion = value;
    }
    ///Reads C's `numValidEntries` member.
    #[inline]
    pub fn numValidEntries(&self) -> ::core::ffi::c_uint {
        self.numValidEntries
    }
    ///Writes C's `numValidEntries` member.
    #[inline]
    pub fn set_numValidEntries(&mut self, value: ::core::ffi::c_uint) {
        self.numValidEntries = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlNvlinkFirmwareVersion_t {
    ///Reads C's `ucodeType` member.
    #[inline]
    pub fn ucodeType(&self) -> ::core::ffi::c_uchar {
        self.ucodeType
    }
    ///Writes C's `ucodeType` member.
    #[inline]
    pub fn set_ucodeType(&mut self, value: ::core::ffi::c_uchar) {
        self.ucodeType = value;
    }
    ///Reads C's `major` member.
    #[inline]
    pub fn major(&self) -> ::core::ffi::c_uint {
        self.major
    }
    ///Writes C's `major` member.
    #[inline]
    pub fn set_major(&mut self, value: ::core::ffi::c_uint) {
        self.major = value;
    }
    ///Reads C's `minor` member.
    #[inline]
    pub fn minor(&self) -> ::core::ffi::c_uint {
        self.minor
    }
    ///Writes C's `minor` member.
    #[inline]
    pub fn set_minor(&mut self, value: ::core::ffi::c_uint) {
        self.minor = value;
    }
    ///Reads C's `subMinor` member.
    #[inline]
    pub fn subMinor(&self) -> ::core::ffi::c_uint {
        self.subMinor
    }
    ///Writes C's `subMinor` member.
    #[inline]
    pub fn set_subMinor(&mut self, value: ::core::ffi::c_uint) {
        self.subMinor = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlNvlinkGetBwMode_v1_t {
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
    ///Reads C's `bIsBest` member.
    #[inline]
    pub fn bIsBest(&self) -> ::core::ffi::c_uint {
        self.bIsBest
    }
    ///Writes C's `bIsBest` member.
    #[inline]
    pub fn set_bIsBest(&mut self, value: ::core::ffi::c_uint) {
        self.bIsBest = value;
    }
    ///Reads C's `bwMode` member.
    #[inline]
    pub fn bwMode(&self) -> ::core::ffi::c_uchar {
        self.bwMode
    }
    ///Writes C's `bwMode` member.
    #[inline]
    pub fn set_bwMode(&mut self, value: ::core::ffi::c_uchar) {
        self.bwMode = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlNvlinkSetBwMode_v1_t {
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
    ///Reads C's `bSetBest` member.
    #[inline]
    pub fn bSetBest(&self) -> ::core::ffi::c_uint {
        self.bSetBest
    }
    ///Writes C's `bSetBest` member.
    #[inline]
    pub fn set_bSetBest(&mut self, value: ::core::ffi::c_uint) {
        self.bSetBest = value;
    }
    ///Reads C's `bwMode` member.
    #[inline]
    pub fn bwMode(&self) -> ::core::ffi::c_uchar {
        self.bwMode
    }
    ///Writes C's `bwMode` member.
    #[inline]
    pub fn set_bwMode(&mut self, value: ::core::ffi::c_uchar) {
        self.bwMode = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlNvlinkSupportedBwModes_v1_t {
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
    ///Reads C's `bwModes` member.
    #[inline]
    pub fn bwModes(&self) -> [::core::ffi::c_uchar; 23usize] {
        self.bwModes
    }
    ///Writes C's `bwModes` member.
    #[inline]
    pub fn set_bwModes(&mut self, value: [::core::ffi::c_uchar; 23usize]) {
        self.bwModes = value;
    }
    ///Reads C's `totalBwModes` member.
    #[inline]
    pub fn totalBwModes(&self) -> ::core::ffi::c_uchar {
        self.totalBwModes
    }
    ///Writes C's `totalBwModes` member.
    #[inline]
    pub fn set_totalBwModes(&mut self, value: ::core::ffi::c_uchar) {
        self.totalBwModes = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlPRMTLV_v1_t {
    ///Reads C's `dataSize` member.
    #[inline]
    pub fn dataSize(&self) -> ::core::ffi::c_uint {
        self.dataSize
    }
    ///Writes C's `dataSize` member.
    #[inline]
    pub fn set_dataSize(&mut self, value: ::core::ffi::c_uint) {
        self.dataSize = value;
    }
    ///Reads C's `status` member.
    #[inline]
    pub fn status(&self) -> ::core::ffi::c_uint {
        self.status
    }
    ///Writes C's `status` member.
    #[inline]
    pub fn set_status(&mut self, value: ::core::ffi::c_uint) {
        self.status = value;
    }
    ///Reads C's `inData` member.
    #[inline]
    pub fn inData(&self) -> [::core::ffi::c_uchar; 496usize] {
        unsafe { self.__bindgen_anon_1.inData }
    }
    ///Writes C's `inData` member.
    #[inline]
    pub fn set_inData(&mut self, value: [::core::ffi::c_uchar; 496usize]) {
        self.__bindgen_anon_1.inData = value;
    }
    ///Reads C's `outData` member.
    #[inline]
    pub fn outData(&self) -> [::core::ffi::c_uchar; 496usize] {
        unsafe { self.__bindgen_anon_1.outData }
    }
    ///Writes C's `outData` member.
    #[inline]
    pub fn set_outData(&mut self, value: [::core::ffi::c_uchar; 496usize]) {
        self.__bindgen_anon_1.outData = value;
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
impl nvmlPciInfoExt_v1_t {
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
    ///Reads C's `baseClass` member.
    #[inline]
    pub fn baseClass(&self) -> ::core::ffi::c_uint {
        self.baseClass
    }
    ///Writes C's `baseClass` member.
    #[inline]
    pub fn set_baseClass(&mut self, value: ::core::ffi::c_uint) {
        self.baseClass = value;
    }
    ///Reads C's `subClass` member.
    #[inline]
    pub fn subClass(&self) -> ::core::ffi::c_uint {
        self.subClass
    }
    ///Writes C's `subClass` member.
    #[inline]
    pub fn set_subClass(&mut self, value: ::core::ffi::c_uint) {
        self.subClass = value;
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
impl nvmlPdi_v1_t {
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
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> ::core::ffi::c_ulonglong {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: ::core::ffi::c_ulonglong) {
        self.value = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlPlatformInfo_v1_t {
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
    ///Reads C's `ibGuid` member.
    #[inline]
    pub fn ibGuid(&self) -> [::core::ffi::c_uchar; 16usize] {
        self.ibGuid
    }
    ///Writes C's `ibGuid` member.
    #[inline]
    pub fn set_ibGuid(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
        self.ibGuid = value;
    }
    ///Reads C's `rackGuid` member.
    #[inline]
    pub fn rackGuid(&self) -> [::core::ffi::c_uchar; 16usize] {
        self.rackGuid
    }
    ///Writes C's `rackGuid` member.
    #[inline]
    pub fn set_rackGuid(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
        self.rackGuid = value;
    }
    ///Reads C's `chassisPhysicalSlotNumber` member.
    #[inline]
    pub fn chassisPhysicalSlotNumber(&self) -> ::core::ffi::c_uchar {
        self.chassisPhysicalSlotNumber
    }
    ///Writes C's `chassisPhysicalSlotNumber` member.
    #[inline]
    pub fn set_chassisPhysicalSlotNumber(&mut self, value: ::core::ffi::c_uchar) {
        self.chassisPhysicalSlotNumber = value;
    }
    ///Reads C's `computeSlotIndex` member.
    #[inline]
    pub fn computeSlotIndex(&self) -> ::core::ffi::c_uchar {
        self.computeSlotIndex
    }
    ///Writes C's `computeSlotIndex` member.
    #[inline]
    pub fn set_computeSlotIndex(&mut self, value: ::core::ffi::c_uchar) {
        self.computeSlotIndex = value;
    }
    ///Reads C's `nodeIndex` member.
    #[inline]
    pub fn nodeIndex(&self) -> ::core::ffi::c_uchar {
        self.nodeIndex
    }
    ///Writes C's `nodeIndex` member.
    #[inline]
    pub fn set_nodeIndex(&mut self, value: ::core::ffi::c_uchar) {
        self.nodeIndex = value;
    }
    ///Reads C's `peerType` member.
    #[inline]
    pub fn peerType(&self) -> ::core::ffi::c_uchar {
        self.peerType
    }
    ///Writes C's `peerType` member.
    #[inline]
    pub fn set_peerType(&mut self, value: ::core::ffi::c_uchar) {
        self.peerType = value;
    }
    ///Reads C's `moduleId` member.
    #[inline]
    pub fn moduleId(&self) -> ::core::ffi::c_uchar {
        self.moduleId
    }
    ///Writes C's `moduleId` member.
    #[inline]
    pub fn set_moduleId(&mut self, value: ::core::ffi::c_uchar) {
        self.moduleId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlPlatformInfo_v2_t {
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
    ///Reads C's `ibGuid` member.
    #[inline]
    pub fn ibGuid(&self) -> [::core::ffi::c_uchar; 16usize] {
        self.ibGuid
    }
    ///Writes C's `ibGuid` member.
    #[inline]
    pub fn set_ibGuid(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
        self.ibGuid = value;
    }
    ///Reads C's `chassisSerialNumber` member.
    #[inline]
    pub fn chassisSerialNumber(&self) -> [::core::ffi::c_uchar; 16usize] {
        self.chassisSerialNumber
    }
    ///Writes C's `chassisSerialNumber` member.
    #[inline]
    pub fn set_chassisSerialNumber(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
        self.chassisSerialNumber = value;
    }
    ///Reads C's `slotNumber` member.
    #[inline]
    pub fn slotNumber(&self) -> ::core::ffi::c_uchar {
        self.slotNumber
    }
    ///Writes C's `slotNumber` member.
    #[inline]
    pub fn set_slotNumber(&mut self, value: ::core::ffi::c_uchar) {
        self.slotNumber = value;
    }
    ///Reads C's `trayIndex` member.
    #[inline]
    pub fn trayIndex(&self) -> ::core::ffi::c_uchar {
        self.trayIndex
    }
    ///Writes C's `trayIndex` member.
    #[inline]
    pub fn set_trayIndex(&mut self, value: ::core::ffi::c_uchar) {
        self.trayIndex = value;
    }
    ///Reads C's `hostId` member.
    #[inline]
    pub fn hostId(&self) -> ::core::ffi::c_uchar {
        self.hostId
    }
    ///Writes C's `hostId` member.
    #[inline]
    pub fn set_hostId(&mut self, value: ::core::ffi::c_uchar) {
        self.hostId = value;
    }
    ///Reads C's `peerType` member.
    #[inline]
    pub fn peerType(&self) -> ::core::ffi::c_uchar {
        self.peerType
    }
    ///Writes C's `peerType` member.
    #[inline]
    pub fn set_peerType(&mut self, value: ::core::ffi::c_uchar) {
        self.peerType = value;
    }
    ///Reads C's `moduleId` member.
    #[inline]
    pub fn moduleId(&self) -> ::core::ffi::c_uchar {
        self.moduleId
    }
    ///Writes C's `moduleId` member.
    #[inline]
    pub fn set_moduleId(&mut self, value: ::core::ffi::c_uchar) {
        self.moduleId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlPowerSmoothingProfile_v1_t {
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
    ///Reads C's `paramId` member.
    #[inline]
    pub fn paramId(&self) -> ::core::ffi::c_uint {
        self.paramId
    }
    ///Writes C's `paramId` member.
    #[inline]
    pub fn set_paramId(&mut self, value: ::core::ffi::c_uint) {
        self.paramId = value;
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
}
#[cfg(any(feature = "nvml"))]
impl nvmlPowerSmoothingState_v1_t {
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
    ///Reads C's `state` member.
    #[inline]
    pub fn state(&self) -> nvmlEnableState_t {
        self.state
    }
    ///Writes C's `state` member.
    #[inline]
    pub fn set_state(&mut self, value: nvmlEnableState_t) {
        self.state = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlPowerValue_v2_t {
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
    ///Reads C's `powerScope` member.
    #[inline]
    pub fn powerScope(&self) -> nvmlPowerScopeType_t {
        self.powerScope
    }
    ///Writes C's `powerScope` member.
    #[inline]
    pub fn set_powerScope(&mut self, value: nvmlPowerScopeType_t) {
        self.powerScope = value;
    }
    ///Reads C's `powerValueMw` member.
    #[inline]
    pub fn powerValueMw(&self) -> ::core::ffi::c_uint {
        self.powerValueMw
    }
    ///Writes C's `powerValueMw` member.
    #[inline]
    pub fn set_powerValueMw(&mut self, value: ::core::ffi::c_uint) {
        self.powerValueMw = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlProcessDetailList_v1_t {
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
    ///Reads C's `mode` member.
    #[inline]
    pub fn mode(&self) -> ::core::ffi::c_uint {
        self.mode
    }
    ///Writes C's `mode` member.
    #[inline]
    pub fn set_mode(&mut self, value: ::core::ffi::c_uint) {
        self.mode = value;
    }
    ///Reads C's `numProcArrayEntries` member.
    #[inline]
    pub fn numProcArrayEntries(&self) -> ::core::ffi::c_uint {
        self.numProcArrayEntries
    }
    ///Writes C's `numProcArrayEntries` member.
    #[inline]
    pub fn set_numProcArrayEntries(&mut self, value: ::core::ffi::c_uint) {
        self.numProcArrayEntries = value;
    }
    ///Reads C's `procArray` member.
    #[inline]
    pub fn procArray(&self) -> *mut nvmlProcessDetail_v1_t {
        self.procArray
    }
    ///Writes C's `procArray` member.
    #[inline]
    pub fn set_procArray(&mut self, value: *mut nvmlProcessDetail_v1_t) {
        self.procArray = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlProcessDetail_v1_t {
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
    ///Reads C's `usedGpuCcProtectedMemory` member.
    #[inline]
    pub fn usedGpuCcProtectedMemory(&self) -> ::core::ffi::c_ulonglong {
        self.usedGpuCcProtectedMemory
    }
    ///Writes C's `usedGpuCcProtectedMemory` member.
    #[inline]
    pub fn set_usedGpuCcProtectedMemory(&mut self, value: ::core::ffi::c_ulonglong) {
        self.usedGpuCcProtectedMemory = value;
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
impl nvmlProcessUtilizationInfo_v1_t {
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
    ///Reads C's `jpgUtil` member.
    #[inline]
    pub fn jpgUtil(&self) -> ::core::ffi::c_uint {
        self.jpgUtil
    }
    ///Writes C's `jpgUtil` member.
    #[inline]
    pub fn set_jpgUtil(&mut self, value: ::core::ffi::c_uint) {
        self.jpgUtil = value;
    }
    ///Reads C's `ofaUtil` member.
    #[inline]
    pub fn ofaUtil(&self) -> ::core::ffi::c_uint {
        self.ofaUtil
    }
    ///Writes C's `ofaUtil` member.
    #[inline]
    pub fn set_ofaUtil(&mut self, value: ::core::ffi::c_uint) {
        self.ofaUtil = value;
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
impl nvmlProcessesUtilizationInfo_v1_t {
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
    ///Reads C's `processSamplesCount` member.
    #[inline]
    pub fn processSamplesCount(&self) -> ::core::ffi::c_uint {
        self.processSamplesCount
    }
    ///Writes C's `processSamplesCount` member.
    #[inline]
    pub fn set_processSamplesCount(&mut self, value: ::core::ffi::c_uint) {
        self.processSamplesCount = value;
    }
    ///Reads C's `lastSeenTimeStamp` member.
    #[inline]
    pub fn lastSeenTimeStamp(&self) -> ::core::ffi::c_ulonglong {
        self.lastSeenTimeStamp
    }
    ///Writes C's `lastSeenTimeStamp` member.
    #[inline]
    pub fn set_lastSeenTimeStamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.lastSeenTimeStamp = value;
    }
    ///Reads C's `procUtilArray` member.
    #[inline]
    pub fn procUtilArray(&self) -> *mut nvmlProcessUtilizationInfo_v1_t {
        self.procUtilArray
    }
    ///Writes C's `procUtilArray` member.
    #[inline]
    pub fn set_procUtilArray(&mut self, value: *mut nvmlProcessUtilizationInfo_v1_t) {
        self.procUtilArray = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlRepairStatus_v1_t {
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
    ///Reads C's `bChannelRepairPending` member.
    #[inline]
    pub fn bChannelRepairPending(&self) -> ::core::ffi::c_uint {
        self.bChannelRepairPending
    }
    ///Writes C's `bChannelRepairPending` member.
    #[inline]
    pub fn set_bChannelRepairPending(&mut self, value: ::core::ffi::c_uint) {
        self.bChannelRepairPending = value;
    }
    ///Reads C's `bTpcRepairPending` member.
    #[inline]
    pub fn bTpcRepairPending(&self) -> ::core::ffi::c_uint {
        self.bTpcRepairPending
    }
    ///Writes C's `bTpcRepairPending` member.
    #[inline]
    pub fn set_bTpcRepairPending(&mut self, value: ::core::ffi::c_uint) {
        self.bTpcRepairPending = value;
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
impl nvmlSystemConfComputeSettings_v1_t {
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
    ///Reads C's `environment` member.
    #[inline]
    pub fn environment(&self) -> ::core::ffi::c_uint {
        self.environment
    }
    ///Writes C's `environment` member.
    #[inline]
    pub fn set_environment(&mut self, value: ::core::ffi::c_uint) {
        self.environment = value;
    }
    ///Reads C's `ccFeature` member.
    #[inline]
    pub fn ccFeature(&self) -> ::core::ffi::c_uint {
        self.ccFeature
    }
    ///Writes C's `ccFeature` member.
    #[inline]
    pub fn set_ccFeature(&mut self, value: ::core::ffi::c_uint) {
        self.ccFeature = value;
    }
    ///Reads C's `devToolsMode` member.
    #[inline]
    pub fn devToolsMode(&self) -> ::core::ffi::c_uint {
        self.devToolsMode
    }
    ///Writes C's `devToolsMode` member.
    #[inline]
    pub fn set_devToolsMode(&mut self, value: ::core::ffi::c_uint) {
        self.devToolsMode = value;
    }
    ///Reads C's `multiGpuMode` member.
    #[inline]
    pub fn multiGpuMode(&self) -> ::core::ffi::c_uint {
        self.multiGpuMode
    }
    ///Writes C's `multiGpuMode` member.
    #[inline]
    pub fn set_multiGpuMode(&mut self, value: ::core::ffi::c_uint) {
        self.multiGpuMode = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlSystemDriverBranchInfo_v1_t {
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
    ///Reads C's `branch` member.
    #[inline]
    pub fn branch(&self) -> [::core::ffi::c_char; 80usize] {
        self.branch
    }
    ///Writes C's `branch` member.
    #[inline]
    pub fn set_branch(&mut self, value: [::core::ffi::c_char; 80usize]) {
        self.branch = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlSystemEventData_v1_t {
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
    ///Reads C's `gpuId` member.
    #[inline]
    pub fn gpuId(&self) -> ::core::ffi::c_uint {
        self.gpuId
    }
    ///Writes C's `gpuId` member.
    #[inline]
    pub fn set_gpuId(&mut self, value: ::core::ffi::c_uint) {
        self.gpuId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlSystemEventSetCreateRequest_v1_t {
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
    ///Reads C's `set` member.
    #[inline]
    pub fn set(&self) -> nvmlSystemEventSet_t {
        self.set
    }
    ///Writes C's `set` member.
    #[inline]
    pub fn set_set(&mut self, value: nvmlSystemEventSet_t) {
        self.set = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlSystemEventSetFreeRequest_v1_t {
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
    ///Reads C's `set` member.
    #[inline]
    pub fn set(&self) -> nvmlSystemEventSet_t {
        self.set
    }
    ///Writes C's `set` member.
    #[inline]
    pub fn set_set(&mut self, value: nvmlSystemEventSet_t) {
        self.set = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlSystemEventSetWaitRequest_v1_t {
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
    ///Reads C's `timeoutms` member.
    #[inline]
    pub fn timeoutms(&self) -> ::core::ffi::c_uint {
        self.timeoutms
    }
    ///Writes C's `timeoutms` member.
    #[inline]
    pub fn set_timeoutms(&mut self, value: ::core::ffi::c_uint) {
        self.timeoutms = value;
    }
    ///Reads C's `set` member.
    #[inline]
    pub fn set(&self) -> nvmlSystemEventSet_t {
        self.set
    }
    ///Writes C's `set` member.
    #[inline]
    pub fn set_set(&mut self, value: nvmlSystemEventSet_t) {
        self.set = value;
    }
    ///Reads C's `data` member.
    #[inline]
    pub fn data(&self) -> *mut nvmlSystemEventData_v1_t {
        self.data
    }
    ///Writes C's `data` member.
    #[inline]
    pub fn set_data(&mut self, value: *mut nvmlSystemEventData_v1_t) {
        self.data = value;
    }
    ///Reads C's `dataSize` member.
    #[inline]
    pub fn dataSize(&self) -> ::core::ffi::c_uint {
        self.dataSize
    }
    ///Writes C's `dataSize` member.
    #[inline]
    pub fn set_dataSize(&mut self, value: ::core::ffi::c_uint) {
        self.dataSize = value;
    }
    ///Reads C's `numEvent` member.
    #[inline]
    pub fn numEvent(&self) -> ::core::ffi::c_uint {
        self.numEvent
    }
    ///Writes C's `numEvent` member.
    #[inline]
    pub fn set_numEvent(&mut self, value: ::core::ffi::c_uint) {
        self.numEvent = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlSystemRegisterEventRequest_v1_t {
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
    ///Reads C's `eventTypes` member.
    #[inline]
    pub fn eventTypes(&self) -> ::core::ffi::c_ulonglong {
        self.eventTypes
    }
    ///Writes C's `eventTypes` member.
    #[inline]
    pub fn set_eventTypes(&mut self, value: ::core::ffi::c_ulonglong) {
        self.eventTypes = value;
    }
    ///Reads C's `set` member.
    #[inline]
    pub fn set(&self) -> nvmlSystemEventSet_t {
        self.set
    }
    ///Writes C's `set` member.
    #[inline]
    pub fn set_set(&mut self, value: nvmlSystemEventSet_t) {
        self.set = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlTemperature_v1_t {
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
    ///Reads C's `sensorType` member.
    #[inline]
    pub fn sensorType(&self) -> nvmlTemperatureSensors_t {
        self.sensorType
    }
    ///Writes C's `sensorType` member.
    #[inline]
    pub fn set_sensorType(&mut self, value: nvmlTemperatureSensors_t) {
        self.sensorType = value;
    }
    ///Reads C's `temperature` member.
    #[inline]
    pub fn temperature(&self) -> ::core::ffi::c_int {
        self.temperature
    }
    ///Writes C's `temperature` member.
    #[inline]
    pub fn set_temperature(&mut self, value: ::core::ffi::c_int) {
        self.temperature = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlUUIDValue_t {
    ///Reads C's `str_` member.
    #[inline]
    pub fn str_(&self) -> [::core::ffi::c_char; 41usize] {
        unsafe { self.str_ }
    }
    ///Writes C's `str_` member.
    #[inline]
    pub fn set_str_(&mut self, value: [::core::ffi::c_char; 41usize]) {
        self.str_ = value;
    }
    ///Reads C's `bytes` member.
    #[inline]
    pub fn bytes(&self) -> [::core::ffi::c_uchar; 16usize] {
        unsafe { self.bytes }
    }
    ///Writes C's `bytes` member.
    #[inline]
    pub fn set_bytes(&mut self, value: [::core::ffi::c_uchar; 16usize]) {
        self.bytes = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlUUID_v1_t {
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
    ///Reads C's `type_` member.
    #[inline]
    pub fn type_(&self) -> ::core::ffi::c_uint {
        self.type_
    }
    ///Writes C's `type_` member.
    #[inline]
    pub fn set_type_(&mut self, value: ::core::ffi::c_uint) {
        self.type_ = value;
    }
    ///Reads C's `value` member.
    #[inline]
    pub fn value(&self) -> nvmlUUIDValue_t {
        self.value
    }
    ///Writes C's `value` member.
    #[inline]
    pub fn set_value(&mut self, value: nvmlUUIDValue_t) {
        self.value = value;
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
    ///Reads C's `siVal` member.
    #[inline]
    pub fn siVal(&self) -> ::core::ffi::c_int {
        unsafe { self.siVal }
    }
    ///Writes C's `siVal` member.
    #[inline]
    pub fn set_siVal(&mut self, value: ::core::ffi::c_int) {
        self.siVal = value;
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
    ///Reads C's `usVal` member.
    #[inline]
    pub fn usVal(&self) -> ::core::ffi::c_ushort {
        unsafe { self.usVal }
    }
    ///Writes C's `usVal` member.
    #[inline]
    pub fn set_usVal(&mut self, value: ::core::ffi::c_ushort) {
        self.usVal = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuCreatablePlacementInfo_v1_t {
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
    ///Reads C's `vgpuTypeId` member.
    #[inline]
    pub fn vgpuTypeId(&self) -> nvmlVgpuTypeId_t {
        self.vgpuTypeId
    }
    ///Writes C's `vgpuTypeId` member.
    #[inline]
    pub fn set_vgpuTypeId(&mut self, value: nvmlVgpuTypeId_t) {
        self.vgpuTypeId = value;
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
    ///Reads C's `placementIds` member.
    #[inline]
    pub fn placementIds(&self) -> *mut ::core::ffi::c_uint {
        self.placementIds
    }
    ///Writes C's `placementIds` member.
    #[inline]
    pub fn set_placementIds(&mut self, value: *mut ::core::ffi::c_uint) {
        self.placementIds = value;
    }
    ///Reads C's `placementSize` member.
    #[inline]
    pub fn placementSize(&self) -> ::core::ffi::c_uint {
        self.placementSize
    }
    ///Writes C's `placementSize` member.
    #[inline]
    pub fn set_placementSize(&mut self, value: ::core::ffi::c_uint) {
        self.placementSize = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuHeterogeneousMode_v1_t {
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
    ///Reads C's `mode` member.
    #[inline]
    pub fn mode(&self) -> ::core::ffi::c_uint {
        self.mode
    }
    ///Writes C's `mode` member.
    #[inline]
    pub fn set_mode(&mut self, value: ::core::ffi::c_uint) {
        self.mode = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuInstanceUtilizationInfo_v1_t {
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
    ///Reads C's `jpgUtil` member.
    #[inline]
    pub fn jpgUtil(&self) -> nvmlValue_t {
        self.jpgUtil
    }
    ///Writes C's `jpgUtil` member.
    #[inline]
    pub fn set_jpgUtil(&mut self, value: nvmlValue_t) {
        self.jpgUtil = value;
    }
    ///Reads C's `ofaUtil` member.
    #[inline]
    pub fn ofaUtil(&self) -> nvmlValue_t {
        self.ofaUtil
    }
    ///Writes C's `ofaUtil` member.
    #[inline]
    pub fn set_ofaUtil(&mut self, value: nvmlValue_t) {
        self.ofaUtil = value;
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
impl nvmlVgpuInstancesUtilizationInfo_v1_t {
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
    ///Reads C's `sampleValType` member.
    #[inline]
    pub fn sampleValType(&self) -> nvmlValueType_t {
        self.sampleValType
    }
    ///Writes C's `sampleValType` member.
    #[inline]
    pub fn set_sampleValType(&mut self, value: nvmlValueType_t) {
        self.sampleValType = value;
    }
    ///Reads C's `vgpuInstanceCount` member.
    #[inline]
    pub fn vgpuInstanceCount(&self) -> ::core::ffi::c_uint {
        self.vgpuInstanceCount
    }
    ///Writes C's `vgpuInstanceCount` member.
    #[inline]
    pub fn set_vgpuInstanceCount(&mut self, value: ::core::ffi::c_uint) {
        self.vgpuInstanceCount = value;
    }
    ///Reads C's `lastSeenTimeStamp` member.
    #[inline]
    pub fn lastSeenTimeStamp(&self) -> ::core::ffi::c_ulonglong {
        self.lastSeenTimeStamp
    }
    ///Writes C's `lastSeenTimeStamp` member.
    #[inline]
    pub fn set_lastSeenTimeStamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.lastSeenTimeStamp = value;
    }
    ///Reads C's `vgpuUtilArray` member.
    #[inline]
    pub fn vgpuUtilArray(&self) -> *mut nvmlVgpuInstanceUtilizationInfo_v1_t {
        self.vgpuUtilArray
    }
    ///Writes C's `vgpuUtilArray` member.
    #[inline]
    pub fn set_vgpuUtilArray(
        &mut self,
        value: *mut nvmlVgpuInstanceUtilizationInfo_v1_t,
    ) {
        self.vgpuUtilArray = value;
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
impl nvmlVgpuPlacementId_v1_t {
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
    ///Reads C's `placementId` member.
    #[inline]
    pub fn placementId(&self) -> ::core::ffi::c_uint {
        self.placementId
    }
    ///Writes C's `placementId` member.
    #[inline]
    pub fn set_placementId(&mut self, value: ::core::ffi::c_uint) {
        self.placementId = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuPlacementList_v1_t {
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
    ///Reads C's `placementSize` member.
    #[inline]
    pub fn placementSize(&self) -> ::core::ffi::c_uint {
        self.placementSize
    }
    ///Writes C's `placementSize` member.
    #[inline]
    pub fn set_placementSize(&mut self, value: ::core::ffi::c_uint) {
        self.placementSize = value;
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
    ///Reads C's `placementIds` member.
    #[inline]
    pub fn placementIds(&self) -> *mut ::core::ffi::c_uint {
        self.placementIds
    }
    ///Writes C's `placementIds` member.
    #[inline]
    pub fn set_placementIds(&mut self, value: *mut ::core::ffi::c_uint) {
        self.placementIds = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuPlacementList_v2_t {
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
    ///Reads C's `placementSize` member.
    #[inline]
    pub fn placementSize(&self) -> ::core::ffi::c_uint {
        self.placementSize
    }
    ///Writes C's `placementSize` member.
    #[inline]
    pub fn set_placementSize(&mut self, value: ::core::ffi::c_uint) {
        self.placementSize = value;
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
    ///Reads C's `placementIds` member.
    #[inline]
    pub fn placementIds(&self) -> *mut ::core::ffi::c_uint {
        self.placementIds
    }
    ///Writes C's `placementIds` member.
    #[inline]
    pub fn set_placementIds(&mut self, value: *mut ::core::ffi::c_uint) {
        self.placementIds = value;
    }
    ///Reads C's `mode` member.
    #[inline]
    pub fn mode(&self) -> ::core::ffi::c_uint {
        self.mode
    }
    ///Writes C's `mode` member.
    #[inline]
    pub fn set_mode(&mut self, value: ::core::ffi::c_uint) {
        self.mode = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuProcessUtilizationInfo_v1_t {
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
    ///Reads C's `jpgUtil` member.
    #[inline]
    pub fn jpgUtil(&self) -> ::core::ffi::c_uint {
        self.jpgUtil
    }
    ///Writes C's `jpgUtil` member.
    #[inline]
    pub fn set_jpgUtil(&mut self, value: ::core::ffi::c_uint) {
        self.jpgUtil = value;
    }
    ///Reads C's `ofaUtil` member.
    #[inline]
    pub fn ofaUtil(&self) -> ::core::ffi::c_uint {
        self.ofaUtil
    }
    ///Writes C's `ofaUtil` member.
    #[inline]
    pub fn set_ofaUtil(&mut self, value: ::core::ffi::c_uint) {
        self.ofaUtil = value;
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
impl nvmlVgpuProcessesUtilizationInfo_v1_t {
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
    ///Reads C's `vgpuProcessCount` member.
    #[inline]
    pub fn vgpuProcessCount(&self) -> ::core::ffi::c_uint {
        self.vgpuProcessCount
    }
    ///Writes C's `vgpuProcessCount` member.
    #[inline]
    pub fn set_vgpuProcessCount(&mut self, value: ::core::ffi::c_uint) {
        self.vgpuProcessCount = value;
    }
    ///Reads C's `lastSeenTimeStamp` member.
    #[inline]
    pub fn lastSeenTimeStamp(&self) -> ::core::ffi::c_ulonglong {
        self.lastSeenTimeStamp
    }
    ///Writes C's `lastSeenTimeStamp` member.
    #[inline]
    pub fn set_lastSeenTimeStamp(&mut self, value: ::core::ffi::c_ulonglong) {
        self.lastSeenTimeStamp = value;
    }
    ///Reads C's `vgpuProcUtilArray` member.
    #[inline]
    pub fn vgpuProcUtilArray(&self) -> *mut nvmlVgpuProcessUtilizationInfo_v1_t {
        self.vgpuProcUtilArray
    }
    ///Writes C's `vgpuProcUtilArray` member.
    #[inline]
    pub fn set_vgpuProcUtilArray(
        &mut self,
        value: *mut nvmlVgpuProcessUtilizationInfo_v1_t,
    ) {
        self.vgpuProcUtilArray = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuRuntimeState_v1_t {
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
    ///Reads C's `arrMode` member.
    #[inline]
    pub fn arrMode(&self) -> ::core::ffi::c_uint {
        self.arrMode
    }
    ///Writes C's `arrMode` member.
    #[inline]
    pub fn set_arrMode(&mut self, value: ::core::ffi::c_uint) {
        self.arrMode = value;
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
impl nvmlVgpuSchedulerLogInfo_v1_t {
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
    ///Reads C's `arrMode` member.
    #[inline]
    pub fn arrMode(&self) -> ::core::ffi::c_uint {
        self.arrMode
    }
    ///Writes C's `arrMode` member.
    #[inline]
    pub fn set_arrMode(&mut self, value: ::core::ffi::c_uint) {
        self.arrMode = value;
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
    ///Reads C's `arrMode` member.
    #[inline]
    pub fn arrMode(&self) -> ::core::ffi::c_uint {
        self.arrMode
    }
    ///Writes C's `arrMode` member.
    #[inline]
    pub fn set_arrMode(&mut self, value: ::core::ffi::c_uint) {
        self.arrMode = value;
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
impl nvmlVgpuSchedulerStateInfo_v1_t {
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
    ///Reads C's `arrMode` member.
    #[inline]
    pub fn arrMode(&self) -> ::core::ffi::c_uint {
        self.arrMode
    }
    ///Writes C's `arrMode` member.
    #[inline]
    pub fn set_arrMode(&mut self, value: ::core::ffi::c_uint) {
        self.arrMode = value;
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
impl nvmlVgpuSchedulerState_v1_t {
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
impl nvmlVgpuTypeBar1Info_v1_t {
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
    ///Reads C's `bar1Size` member.
    #[inline]
    pub fn bar1Size(&self) -> ::core::ffi::c_ulonglong {
        self.bar1Size
    }
    ///Writes C's `bar1Size` member.
    #[inline]
    pub fn set_bar1Size(&mut self, value: ::core::ffi::c_ulonglong) {
        self.bar1Size = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuTypeIdInfo_v1_t {
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
    ///Reads C's `vgpuCount` member.
    #[inline]
    pub fn vgpuCount(&self) -> ::core::ffi::c_uint {
        self.vgpuCount
    }
    ///Writes C's `vgpuCount` member.
    #[inline]
    pub fn set_vgpuCount(&mut self, value: ::core::ffi::c_uint) {
        self.vgpuCount = value;
    }
    ///Reads C's `vgpuTypeIds` member.
    #[inline]
    pub fn vgpuTypeIds(&self) -> *mut nvmlVgpuTypeId_t {
        self.vgpuTypeIds
    }
    ///Writes C's `vgpuTypeIds` member.
    #[inline]
    pub fn set_vgpuTypeIds(&mut self, value: *mut nvmlVgpuTypeId_t) {
        self.vgpuTypeIds = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlVgpuTypeMaxInstance_v1_t {
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
    ///Reads C's `vgpuTypeId` member.
    #[inline]
    pub fn vgpuTypeId(&self) -> nvmlVgpuTypeId_t {
        self.vgpuTypeId
    }
    ///Writes C's `vgpuTypeId` member.
    #[inline]
    pub fn set_vgpuTypeId(&mut self, value: nvmlVgpuTypeId_t) {
        self.vgpuTypeId = value;
    }
    ///Reads C's `maxInstancePerGI` member.
    #[inline]
    pub fn maxInstancePerGI(&self) -> ::core::ffi::c_uint {
        self.maxInstancePerGI
    }
    ///Writes C's `maxInstancePerGI` member.
    #[inline]
    pub fn set_maxInstancePerGI(&mut self, value: ::core::ffi::c_uint) {
        self.maxInstancePerGI = value;
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
#[cfg(any(feature = "nvml"))]
impl nvmlWorkloadPowerProfileCurrentProfiles_v1_t {
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
    ///Reads C's `perfProfilesMask` member.
    #[inline]
    pub fn perfProfilesMask(&self) -> nvmlMask255_t {
        self.perfProfilesMask
    }
    ///Writes C's `perfProfilesMask` member.
    #[inline]
    pub fn set_perfProfilesMask(&mut self, value: nvmlMask255_t) {
        self.perfProfilesMask = value;
    }
    ///Reads C's `requestedProfilesMask` member.
    #[inline]
    pub fn requestedProfilesMask(&self) -> nvmlMask255_t {
        self.requestedProfilesMask
    }
    ///Writes C's `requestedProfilesMask` member.
    #[inline]
    pub fn set_requestedProfilesMask(&mut self, value: nvmlMask255_t) {
        self.requestedProfilesMask = value;
    }
    ///Reads C's `enforcedProfilesMask` member.
    #[inline]
    pub fn enforcedProfilesMask(&self) -> nvmlMask255_t {
        self.enforcedProfilesMask
    }
    ///Writes C's `enforcedProfilesMask` member.
    #[inline]
    pub fn set_enforcedProfilesMask(&mut self, value: nvmlMask255_t) {
        self.enforcedProfilesMask = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlWorkloadPowerProfileInfo_v1_t {
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
    ///Reads C's `priority` member.
    #[inline]
    pub fn priority(&self) -> ::core::ffi::c_uint {
        self.priority
    }
    ///Writes C's `priority` member.
    #[inline]
    pub fn set_priority(&mut self, value: ::core::ffi::c_uint) {
        self.priority = value;
    }
    ///Reads C's `conflictingMask` member.
    #[inline]
    pub fn conflictingMask(&self) -> nvmlMask255_t {
        self.conflictingMask
    }
    ///Writes C's `conflictingMask` member.
    #[inline]
    pub fn set_conflictingMask(&mut self, value: nvmlMask255_t) {
        self.conflictingMask = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlWorkloadPowerProfileProfilesInfo_v1_t {
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
    ///Reads C's `perfProfilesMask` member.
    #[inline]
    pub fn perfProfilesMask(&self) -> nvmlMask255_t {
        self.perfProfilesMask
    }
    ///Writes C's `perfProfilesMask` member.
    #[inline]
    pub fn set_perfProfilesMask(&mut self, value: nvmlMask255_t) {
        self.perfProfilesMask = value;
    }
    ///Reads C's `perfProfile` member.
    #[inline]
    pub fn perfProfile(&self) -> [nvmlWorkloadPowerProfileInfo_t; 255usize] {
        self.perfProfile
    }
    ///Writes C's `perfProfile` member.
    #[inline]
    pub fn set_perfProfile(
        &mut self,
        value: [nvmlWorkloadPowerProfileInfo_t; 255usize],
    ) {
        self.perfProfile = value;
    }
}
#[cfg(any(feature = "nvml"))]
impl nvmlWorkloadPowerProfileRequestedProfiles_v1_t {
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
    ///Reads C's `requestedProfilesMask` member.
    #[inline]
    pub fn requestedProfilesMask(&self) -> nvmlMask255_t {
        self.requestedProfilesMask
    }
    ///Writes C's `requestedProfilesMask` member.
    #[inline]
    pub fn set_requestedProfilesMask(&mut self, value: nvmlMask255_t) {
        self.requestedProfilesMask = value;
    }
}
