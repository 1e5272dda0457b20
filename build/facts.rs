//! What differs between header versions in a way Rust code can see, read
//! from the bindings' index and published as cfgs. Code that must compile on
//! every supported version (the examples, the GPU suite, dependents) writes
//! `#[cfg(cuda_mem_location_id_in_union)]` instead of comparing versions.

use crate::bindings::Index;

/// One cfg and whether these headers set it.
pub struct Cfg {
    pub name: &'static str,
    pub holds: bool,
}

/// Every cfg the crate knows, and whether it holds for these bindings.
pub fn cfgs(index: &Index) -> Vec<Cfg> {
    vec![
        // cuMulticast* appeared in CUDA 12.1.
        Cfg {
            name: "cuda_has_multicast",
            holds: index
                .functions
                .iter()
                .any(|name| name == "cuMulticastBindMem"),
        },
        // CU_MEM_HANDLE_TYPE_FABRIC appeared in CUDA 12.3.
        Cfg {
            name: "cuda_has_fabric_handles",
            holds: index.constant("CU_MEM_HANDLE_TYPE_FABRIC").is_some(),
        },
        // From CUDA 13.2, CUmemLocation's `id` sits in an anonymous union:
        // `location.__bindgen_anon_1.id` instead of `location.id`.
        Cfg {
            name: "cuda_mem_location_id_in_union",
            holds: index.field_reached_through_anonymous("CUmemLocation_st", "id"),
        },
        // cudaExternalMemoryBufferDesc gained `reserved` (and grew from 24 to
        // 88 bytes) in CUDA 13.0.
        Cfg {
            name: "cuda_runtime_buffer_desc_has_reserved",
            holds: index.has_field("cudaExternalMemoryBufferDesc", "reserved"),
        },
        // The runtime's own module loading, cudaLibraryLoadData and
        // cudaLibraryGetKernel, appeared after CUDA 12.6.
        Cfg {
            name: "cuda_has_runtime_library_load",
            holds: index
                .functions
                .iter()
                .any(|name| name == "cudaLibraryLoadData"),
        },
        // cuLaunchKernelEx and its launch attributes (CU_LAUNCH_ATTRIBUTE_*,
        // of which the kernel node's are macro names) appeared in CUDA 11.8.
        Cfg {
            name: "cuda_has_launch_attributes",
            holds: index
                .functions
                .iter()
                .any(|name| name == "cuLaunchKernelEx"),
        },
        // cuGetProcAddress's symbolStatus (cuGetProcAddress_v2 and
        // CUdriverProcAddressQueryResult) appeared in CUDA 12.0.
        Cfg {
            name: "cuda_has_proc_address_status",
            holds: index.constant("CU_GET_PROC_ADDRESS_SUCCESS").is_some(),
        },
        // cuBLAS's 64-bit-integer entry points (cublasDgemm_v2_64, which
        // cublas_v2.h's macro cublasDgemm_64 names) appeared with cuBLAS 12
        // (CUDA 12.0): cuBLAS 11 has the `_v2` ones only.
        Cfg {
            name: "cublas_has_64_bit_api",
            holds: index
                .functions
                .iter()
                .any(|name| name == "cublasDgemm_v2_64"),
        },
        // cuDSS 1.0's cudssMatrixCreateCsr (and its batch form) takes the
        // row offsets' type apart from the column indices' (`offsetType`
        // before `indexType`); 0.x's takes one type for both.
        Cfg {
            name: "cudss_csr_has_offset_type",
            holds: index
                .constant("CUDSS_VERSION_MAJOR")
                .and_then(|major| major.value)
                .is_some_and(|major| major >= 1),
        },
    ]
}
