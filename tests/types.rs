//! Struct layouts, enum constants and derives: what C code relies on.

use core::mem::{offset_of, size_of};
use cuda_raw_sys::*;

#[test]
fn driver_buffer_desc_matches_c_layout() {
    assert_eq!(offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC, offset), 0);
    assert_eq!(offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC, size), 8);
    assert_eq!(offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC, flags), 16);
    assert_eq!(offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC, reserved), 20);
    assert_eq!(size_of::<CUDA_EXTERNAL_MEMORY_BUFFER_DESC>(), 88);
}

#[test]
fn runtime_buffer_desc_matches_c_layout() {
    assert_eq!(offset_of!(cudaExternalMemoryBufferDesc, offset), 0);
    assert_eq!(offset_of!(cudaExternalMemoryBufferDesc, size), 8);
    assert_eq!(offset_of!(cudaExternalMemoryBufferDesc, flags), 16);
    // CUDA 13.0 added `unsigned int reserved[16]`: 88 bytes from 13.0, 24 before.
    #[cfg(cuda_runtime_buffer_desc_has_reserved)]
    assert_eq!(offset_of!(cudaExternalMemoryBufferDesc, reserved), 20);
    let from_13_0 = CUDART_VERSION >= 13000;
    assert_eq!(cfg!(cuda_runtime_buffer_desc_has_reserved), from_13_0);
    let expected_size = if from_13_0 { 88 } else { 24 };
    assert_eq!(size_of::<cudaExternalMemoryBufferDesc>(), expected_size);
}

#[test]
fn buffer_desc_builds_from_default() {
    let desc = CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
        offset: 4096,
        size: 1 << 21,
        ..Default::default()
    };
    assert_eq!((desc.offset, desc.size, desc.flags), (4096, 1 << 21, 0));
    assert!(desc.reserved.iter().all(|&word| word == 0));
    let runtime = cudaExternalMemoryBufferDesc {
        size: 64,
        ..Default::default()
    };
    assert_eq!((runtime.offset, runtime.size, runtime.flags), (0, 64, 0));
    // Debug is derived, so descriptors can be logged as they are.
    assert!(format!("{desc:?}").contains("offset: 4096"));
}

#[test]
fn structs_with_unions_default_to_zero() {
    let handle = CUDA_EXTERNAL_MEMORY_HANDLE_DESC::default();
    assert_eq!(handle.type_, CUexternalMemoryHandleType(0));
    assert_eq!(unsafe { handle.handle.fd }, 0);
    assert_eq!(handle.size, 0);
}

#[test]
fn error_codes_keep_their_c_names_and_values() {
    assert_eq!(CUDA_SUCCESS, CUresult(0));
    assert_eq!(CUDA_ERROR_INVALID_VALUE.0, 1);
    assert_eq!(CUDA_ERROR_NO_DEVICE.0, 100);
    assert_eq!(CUDA_ERROR_NOT_SUPPORTED.0, 801);
    assert_eq!(cudaSuccess, cudaError_t(0));
    assert_eq!(cudaErrorInvalidValue.0, 1);
    assert_eq!(CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR.0, 1);
}

#[test]
fn unknown_codes_from_a_newer_driver_are_representable() {
    // A Rust enum could not hold this; the newtype compares and prints it.
    let from_newer_driver = CUresult(12345);
    assert_ne!(from_newer_driver, CUDA_SUCCESS);
    assert_eq!(format!("{from_newer_driver:?}"), "cudaError_enum(12345)");
}

#[test]
fn flag_types_combine_with_bit_operators() {
    let handles = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR | CU_MEM_HANDLE_TYPE_WIN32;
    assert_eq!(handles.0, 1 | 2);
    assert_eq!(handles & CU_MEM_HANDLE_TYPE_WIN32, CU_MEM_HANDLE_TYPE_WIN32);
    let mut access = CU_MEM_ACCESS_FLAGS_PROT_NONE;
    access |= CU_MEM_ACCESS_FLAGS_PROT_READ;
    assert_eq!(access, CU_MEM_ACCESS_FLAGS_PROT_READ);
}

#[test]
fn fabric_handles_exist_from_cuda_12_3() {
    assert_eq!(cfg!(cuda_has_fabric_handles), CUDA_VERSION >= 12030);
    #[cfg(cuda_has_fabric_handles)]
    assert_eq!(CU_MEM_HANDLE_TYPE_FABRIC.0, 8);
}

/// C writes `location.id = 3` on every version; Rust writes
/// `location.set_id(3)`, whether `id` is a member of CUmemLocation (up to
/// 13.1) or of an anonymous union inside it (13.2 on).
#[test]
fn mem_location_id_is_written_through_its_accessor_on_every_version() {
    let mut location = CUmemLocation {
        type_: CU_MEM_LOCATION_TYPE_DEVICE,
        ..Default::default()
    };
    location.set_id(3);
    assert_eq!(location.id(), 3);
    assert_eq!(location.type_(), CU_MEM_LOCATION_TYPE_DEVICE);
    // The bytes C's `id` occupies: after the 4-byte type, in both layouts.
    let bytes: [u8; 8] = unsafe { core::mem::transmute(location) };
    assert_eq!(bytes[4..], 3i32.to_ne_bytes());
    assert_eq!(bytes[..4], CU_MEM_LOCATION_TYPE_DEVICE.0.to_ne_bytes());
}

/// Direct members have accessors too, so code written with them does not
/// change when a later header moves a member into an anonymous union.
#[test]
fn direct_members_have_a_getter_and_a_setter() {
    let mut desc = CUDA_EXTERNAL_MEMORY_BUFFER_DESC::default();
    desc.set_offset(16);
    desc.set_size(4096);
    desc.set_flags(0);
    assert_eq!((desc.offset(), desc.size(), desc.flags()), (16, 4096, 0));
    assert_eq!((desc.offset, desc.size), (16, 4096));
}

/// cuBLAS 12's `_64` entry points: the cfg holds exactly where the headers
/// are cuBLAS 12 or newer (CUDA 11's cuBLAS 11 has none), and the C macro
/// name that C code calls is bound to the same function.
#[cfg(feature = "cublas")]
#[test]
fn cublas_64_bit_api_exists_from_cublas_12() {
    assert_eq!(cfg!(cublas_has_64_bit_api), CUBLAS_VER_MAJOR >= 12);
    #[cfg(cublas_has_64_bit_api)]
    assert_eq!(
        cublasDgemm_64 as *const () as usize,
        cublasDgemm_v2_64 as *const () as usize
    );
}

#[test]
fn multicast_exists_from_cuda_12_1() {
    assert_eq!(cfg!(cuda_has_multicast), CUDA_VERSION >= 12010);
}

#[test]
fn mem_location_id_moves_into_a_union_in_cuda_13_2() {
    assert_eq!(cfg!(cuda_mem_location_id_in_union), CUDA_VERSION >= 13020);
    let mut location = CUmemLocation {
        type_: CU_MEM_LOCATION_TYPE_DEVICE,
        ..Default::default()
    };
    // The version-independent spelling the README shows.
    #[cfg(cuda_mem_location_id_in_union)]
    {
        location.__bindgen_anon_1.id = 3;
    }
    #[cfg(not(cuda_mem_location_id_in_union))]
    {
        location.id = 3;
    }
    assert_eq!(offset_of!(CUmemLocation, type_), 0);
    assert_eq!(size_of::<CUmemLocation>(), 8);
    // `id` follows the 4-byte type in both layouts.
    let bytes: [u8; 8] = unsafe { core::mem::transmute(location) };
    assert_eq!(bytes[4..], 3i32.to_ne_bytes());
}

#[test]
fn header_versions_match_what_the_build_script_read() {
    // bindgen's constants against build.rs's own reading of the #defines.
    let cuda: u32 = env!("CUDA_RAW_SYS_CUDA_VERSION").parse().unwrap();
    let cudart: u32 = env!("CUDA_RAW_SYS_CUDART_VERSION").parse().unwrap();
    assert_eq!((CUDA_VERSION, CUDART_VERSION), (cuda, cudart));
}

/// The headers' cast macros, with the type the cast names: assigning each to
/// a binding of that type fails to compile if the build gave another type.
#[test]
fn cast_macros_have_their_c_types_and_values() {
    use core::ffi::{c_int, c_void};
    let legacy: CUstream = CU_STREAM_LEGACY;
    let per_thread: CUstream = CU_STREAM_PER_THREAD;
    let runtime_legacy: cudaStream_t = cudaStreamLegacy;
    let runtime_per_thread: cudaStream_t = cudaStreamPerThread;
    assert_eq!((legacy as usize, per_thread as usize), (0x1, 0x2));
    assert_eq!(
        (runtime_legacy as usize, runtime_per_thread as usize),
        (0x1, 0x2)
    );

    let (cpu, invalid): (CUdevice, CUdevice) = (CU_DEVICE_CPU, CU_DEVICE_INVALID);
    assert_eq!((cpu, invalid), (-1, -2));
    let (runtime_cpu, runtime_invalid): (c_int, c_int) = (cudaCpuDeviceId, cudaInvalidDeviceId);
    assert_eq!((runtime_cpu, runtime_invalid), (-1, -2));

    // cuLaunchKernel's `extra` array: pointer-sized markers 0x1, 0x2 and 0x0.
    let markers: [*mut c_void; 3] = [
        CU_LAUNCH_PARAM_BUFFER_POINTER,
        CU_LAUNCH_PARAM_BUFFER_SIZE,
        CU_LAUNCH_PARAM_END,
    ];
    assert_eq!(markers.map(|marker| marker as usize), [0x1, 0x2, 0x0]);
}
