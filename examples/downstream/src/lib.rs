//! What a crate wrapping a CUDA C library looks like on top of cuda-raw-sys:
//! its C code is compiled against the headers cuda-raw-sys found (build.rs),
//! and its declarations use cuda-raw-sys's types, so a `CUstream` or a
//! `CUdeviceptr` crosses from Rust to C and back unchanged.

use cuda_raw_sys::*;

/// The toolkit cuda-raw-sys was built from, as its build script told ours.
pub const CUDA_ROOT: &str = env!("DOWNSTREAM_CUDA_ROOT");
pub const HEADER_CUDA_VERSION: &str = env!("DOWNSTREAM_CUDA_VERSION");
pub const HEADER_CUDART_VERSION: &str = env!("DOWNSTREAM_CUDART_VERSION");

extern "C" {
    /// csrc/fill.c: fills `bytes` bytes at `device` with `value` on `stream`.
    pub fn downstream_fill(
        stream: CUstream,
        device: CUdeviceptr,
        value: u8,
        bytes: usize,
    ) -> CUresult;
}

/// A `CUmemLocation` for a device, whichever header version named its `id`:
/// the cfg comes from cuda-raw-sys through DEP_CUDA_RAW_SYS_CFGS.
pub fn device_location(ordinal: i32) -> CUmemLocation {
    let mut location = CUmemLocation {
        type_: CU_MEM_LOCATION_TYPE_DEVICE,
        ..Default::default()
    };
    #[cfg(cuda_mem_location_id_in_union)]
    {
        location.__bindgen_anon_1.id = ordinal;
    }
    #[cfg(not(cuda_mem_location_id_in_union))]
    {
        location.id = ordinal;
    }
    location
}
