//! The seed calls, and the calls around them, bind with exactly the parameter
//! and return types NVIDIA documents. Each `const` below stops this file from
//! compiling if a signature drifts; the test records that the list is complete.

use core::ffi::{c_int, c_uint, c_ulonglong, c_void};
use cuda_raw_sys::*;

macro_rules! documented_signatures {
    ($($name:ident: $signature:ty;)*) => {
        $(#[allow(non_upper_case_globals, dead_code)] const $name: $signature = cuda_raw_sys::$name;)*
        const CHECKED: &[&str] = &[$(stringify!($name)),*];
    };
}

documented_signatures! {
    cuMemMap: unsafe extern "C" fn(CUdeviceptr, usize, usize, CUmemGenericAllocationHandle, c_ulonglong) -> CUresult;
    cuExternalMemoryGetMappedBuffer: unsafe extern "C" fn(*mut CUdeviceptr, CUexternalMemory, *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC) -> CUresult;
    cudaExternalMemoryGetMappedBuffer: unsafe extern "C" fn(*mut *mut c_void, cudaExternalMemory_t, *const cudaExternalMemoryBufferDesc) -> cudaError_t;
    cuMemCreate: unsafe extern "C" fn(*mut CUmemGenericAllocationHandle, usize, *const CUmemAllocationProp, c_ulonglong) -> CUresult;
    cuMemAddressReserve: unsafe extern "C" fn(*mut CUdeviceptr, usize, usize, CUdeviceptr, c_ulonglong) -> CUresult;
    cuMemSetAccess: unsafe extern "C" fn(CUdeviceptr, usize, *const CUmemAccessDesc, usize) -> CUresult;
    cuMemGetAllocationGranularity: unsafe extern "C" fn(*mut usize, *const CUmemAllocationProp, CUmemAllocationGranularity_flags) -> CUresult;
    cuMemRelease: unsafe extern "C" fn(CUmemGenericAllocationHandle) -> CUresult;
    cuMemUnmap: unsafe extern "C" fn(CUdeviceptr, usize) -> CUresult;
    cuMemAddressFree: unsafe extern "C" fn(CUdeviceptr, usize) -> CUresult;
    cuMemExportToShareableHandle: unsafe extern "C" fn(*mut c_void, CUmemGenericAllocationHandle, CUmemAllocationHandleType, c_ulonglong) -> CUresult;
    cuMemImportFromShareableHandle: unsafe extern "C" fn(*mut CUmemGenericAllocationHandle, *mut c_void, CUmemAllocationHandleType) -> CUresult;
    cuImportExternalMemory: unsafe extern "C" fn(*mut CUexternalMemory, *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC) -> CUresult;
    cuDestroyExternalMemory: unsafe extern "C" fn(CUexternalMemory) -> CUresult;
    cuMemFree: unsafe extern "C" fn(CUdeviceptr) -> CUresult;
    cudaImportExternalMemory: unsafe extern "C" fn(*mut cudaExternalMemory_t, *const cudaExternalMemoryHandleDesc) -> cudaError_t;
    cudaDestroyExternalMemory: unsafe extern "C" fn(cudaExternalMemory_t) -> cudaError_t;
    cudaFree: unsafe extern "C" fn(*mut c_void) -> cudaError_t;
    cuDriverGetVersion: unsafe extern "C" fn(*mut c_int) -> CUresult;
    cuInit: unsafe extern "C" fn(c_uint) -> CUresult;
}

#[cfg(cuda_has_multicast)]
mod multicast {
    use super::*;
    documented_signatures! {
        cuMulticastBindMem: unsafe extern "C" fn(CUmemGenericAllocationHandle, usize, CUmemGenericAllocationHandle, usize, usize, c_ulonglong) -> CUresult;
        cuMulticastCreate: unsafe extern "C" fn(*mut CUmemGenericAllocationHandle, *const CUmulticastObjectProp) -> CUresult;
        cuMulticastAddDevice: unsafe extern "C" fn(CUmemGenericAllocationHandle, CUdevice) -> CUresult;
        cuMulticastGetGranularity: unsafe extern "C" fn(*mut usize, *const CUmulticastObjectProp, CUmulticastGranularity_flags) -> CUresult;
        cuMulticastUnbind: unsafe extern "C" fn(CUmemGenericAllocationHandle, CUdevice, usize, usize) -> CUresult;
    }

    #[test]
    fn multicast_calls_have_documented_signatures() {
        assert_eq!(CHECKED.len(), 5, "{CHECKED:?}");
    }
}

/// The cudaTypedefs.h types the GPU tests cast cuGetProcAddress's results to
/// take exactly the bound functions: each `const` stops this file compiling if not.
#[cfg(feature = "pfn-typedefs")]
mod pfn_typedefs {
    use super::*;

    const _: PFN_cuMemMap_v10020 = Some(cuMemMap);
    const _: PFN_cuMemAlloc_v3020 = Some(cuMemAlloc_v2);
    #[cfg(cuda_has_proc_address_status)]
    const _: PFN_cuGetProcAddress_v12000 = Some(cuGetProcAddress_v2);
    const _: PFN_cuMemcpyHtoD_v3020 = Some(cuMemcpyHtoD);
    const _: PFN_cuDriverGetVersion_v2020 = Some(cuDriverGetVersion);

    #[test]
    fn pfn_types_are_nullable_function_pointers() {
        // C's NULL function pointer is Rust's None, in a pointer's size.
        assert_eq!(
            core::mem::size_of::<PFN_cuMemMap_v10020>(),
            core::mem::size_of::<*const c_void>()
        );
        let null: PFN_cuMemMap_v10020 =
            unsafe { core::mem::transmute(core::ptr::null::<c_void>()) };
        assert!(null.is_none());
    }
}

#[test]
fn mapping_calls_have_documented_signatures() {
    // The consts above are the check; this pins that none was dropped from the list.
    assert_eq!(CHECKED.len(), 20, "{CHECKED:?}");
    assert!(CHECKED.contains(&"cuMemMap"));
    assert!(CHECKED.contains(&"cudaExternalMemoryGetMappedBuffer"));
}

#[test]
fn runtime_and_driver_handles_are_one_type() {
    // One bindgen pass over both headers: a CUstream is a cudaStream_t.
    let stream: CUstream = core::ptr::null_mut();
    let runtime: cudaStream_t = stream;
    let event: CUevent = core::ptr::null_mut();
    let runtime_event: cudaEvent_t = event;
    assert!(runtime.is_null() && runtime_event.is_null());
    assert_eq!(
        core::any::type_name::<CUstream>(),
        core::any::type_name::<cudaStream_t>()
    );
}
