//! Code written for other bindings, as a safe crate's users write it: status
//! values printed by name, rustified-enum paths in `match` arms, and types
//! that compare, hash and print.

use cuda_raw_sys::*;
use std::collections::HashSet;

#[test]
fn status_values_print_their_c_names() {
    assert_eq!(
        format!("{:?}", CUDA_ERROR_NO_DEVICE),
        "CUDA_ERROR_NO_DEVICE"
    );
    assert_eq!(format!("{:?}", CUDA_SUCCESS), "CUDA_SUCCESS");
    assert_eq!(
        format!("{:?}", cudaErrorMemoryAllocation),
        "cudaErrorMemoryAllocation"
    );
    // Inside a wrapper's error type, as `{:?}` shows it.
    #[derive(Debug)]
    #[allow(dead_code)]
    struct DriverError(CUresult, &'static str);
    let error = DriverError(CUDA_ERROR_OUT_OF_MEMORY, "cuMemAlloc");
    assert_eq!(
        format!("{error:?}"),
        "DriverError(CUDA_ERROR_OUT_OF_MEMORY, \"cuMemAlloc\")"
    );
}

#[test]
fn unknown_status_values_print_the_number() {
    assert_eq!(format!("{:?}", CUresult(9999)), "cudaError_enum(9999)");
    assert_eq!(format!("{:?}", cudaError_t(9999)), "cudaError(9999)");
}

#[test]
fn a_value_with_several_names_prints_the_headers_first() {
    // cuda.h declares MAX_SHARED_MEMORY_PER_BLOCK = 8, then the deprecated
    // SHARED_MEMORY_PER_BLOCK = 8.
    assert_eq!(
        CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK,
        CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK
    );
    assert_eq!(
        format!("{:?}", CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK),
        "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK"
    );
}

#[test]
fn flag_values_print_their_bits_by_name() {
    assert_eq!(
        format!("{:?}", CU_EVENT_DISABLE_TIMING),
        "CU_EVENT_DISABLE_TIMING"
    );
    let both = CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING;
    assert_eq!(
        format!("{both:?}"),
        "CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING"
    );
    let with_unknown_bit = CU_EVENT_BLOCKING_SYNC | CUevent_flags(0x100);
    assert_eq!(
        format!("{with_unknown_bit:?}"),
        "CU_EVENT_BLOCKING_SYNC | 0x100"
    );
    assert_eq!(
        format!("{:?}", CUevent_flags(0x100)),
        "CUevent_flags_enum(256)"
    );
}

#[test]
fn values_are_also_associated_constants() {
    assert_eq!(CUresult::CUDA_SUCCESS, CUDA_SUCCESS);
    assert_eq!(cudaError_t::cudaSuccess, cudaSuccess);
    assert_eq!(cudaError::cudaErrorInvalidValue, cudaErrorInvalidValue);
    assert_eq!(CUevent_flags::CU_EVENT_DEFAULT, CU_EVENT_DEFAULT);
    assert_eq!(
        CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        CU_MEM_ALLOCATION_TYPE_PINNED
    );
}

/// A `match` written for bindgen's rustified enums compiles unchanged.
fn describe(status: CUresult) -> &'static str {
    match status {
        CUresult::CUDA_SUCCESS => "ok",
        CUresult::CUDA_ERROR_NO_DEVICE | CUresult::CUDA_ERROR_NOT_INITIALIZED => "no GPU",
        CUresult::CUDA_ERROR_OUT_OF_MEMORY => "out of memory",
        _ => "other",
    }
}

#[test]
fn match_arms_take_the_rustified_paths() {
    assert_eq!(describe(CUDA_SUCCESS), "ok");
    assert_eq!(describe(CUDA_ERROR_NO_DEVICE), "no GPU");
    assert_eq!(describe(CUDA_ERROR_NOT_INITIALIZED), "no GPU");
    assert_eq!(describe(CUDA_ERROR_OUT_OF_MEMORY), "out of memory");
    assert_eq!(describe(CUresult(9999)), "other");
}

#[test]
fn enum_newtypes_order_by_value() {
    assert!(CUDA_SUCCESS < CUDA_ERROR_INVALID_VALUE);
    let mut codes = [CUDA_ERROR_NO_DEVICE, CUDA_SUCCESS, CUDA_ERROR_INVALID_VALUE];
    codes.sort();
    assert_eq!(
        codes,
        [CUDA_SUCCESS, CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_NO_DEVICE]
    );
}

#[test]
fn uuids_compare_and_hash() {
    let a = CUuuid { bytes: [1; 16] };
    let b = CUuuid { bytes: [2; 16] };
    let set: HashSet<CUuuid> = [a, b, a].into_iter().collect();
    assert_eq!(set.len(), 2);
    assert!(set.contains(&CUuuid { bytes: [1; 16] }));
    assert_ne!(a, b);
}

#[test]
fn structs_holding_unions_print() {
    let mut location = CUmemLocation {
        type_: CU_MEM_LOCATION_TYPE_DEVICE,
        ..Default::default()
    };
    location.set_id(3);
    let access = CUmemAccessDesc {
        location,
        flags: CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
    };
    let text = format!("{access:?}");
    assert!(text.starts_with("CUmemAccessDesc"), "{text}");
    assert!(text.contains("CU_MEM_LOCATION_TYPE_DEVICE"), "{text}");
    assert!(
        text.contains("CU_MEM_ACCESS_FLAGS_PROT_READWRITE"),
        "{text}"
    );
    // A union's members cannot be told apart, so it prints as one.
    let handle = CUDA_EXTERNAL_MEMORY_HANDLE_DESC::default();
    assert!(format!("{handle:?}").contains("CUDA_EXTERNAL_MEMORY_HANDLE_DESC"));
}

#[test]
fn structs_with_floats_compare_without_eq() {
    // CUDA_MEMCPY3D has no float; cudaChannelFormatDesc neither. A struct
    // with a float member, PartialEq only: CUDA_TEXTURE_DESC.
    let a = CUDA_TEXTURE_DESC::default();
    let mut b = a;
    assert_eq!(a, b);
    b.mipmapLevelBias = 0.5;
    assert_ne!(a, b);
}
