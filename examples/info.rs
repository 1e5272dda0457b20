//! Prints what the build found and what the driver sees, then maps 2 MiB on
//! device 0 and round-trips bytes through it. Without a GPU it says so and
//! exits 0.
//!
//!     cargo run --example info

use cuda_raw_sys::*;
use std::ffi::{c_char, CStr};
use std::process::ExitCode;

fn check(status: CUresult, what: &str) -> Result<(), String> {
    if status == CUDA_SUCCESS {
        return Ok(());
    }
    let mut name: *const c_char = std::ptr::null();
    let _ = unsafe { cuGetErrorName(status, &mut name) };
    let name = if name.is_null() {
        format!("CUresult {}", status.0)
    } else {
        unsafe { CStr::from_ptr(name) }
            .to_string_lossy()
            .into_owned()
    };
    Err(format!("{what} returned {name} ({})", status.0))
}

fn dotted(version: i64) -> String {
    format!("{}.{}", version / 1000, version % 1000 / 10)
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    println!("cuda-raw-sys {}", env!("CARGO_PKG_VERSION"));
    println!(
        "toolkit: CUDA {} headers in {} (found by {})",
        dotted(CUDA_VERSION.into()),
        env!("CUDA_RAW_SYS_INCLUDE_DIRS"),
        env!("CUDA_RAW_SYS_FOUND_BY")
    );
    let mut runtime = 0;
    if unsafe { cudaRuntimeGetVersion(&mut runtime) } == cudaSuccess {
        println!("runtime: libcudart {}", dotted(runtime.into()));
    }
    let mut driver = 0;
    check(
        unsafe { cuDriverGetVersion(&mut driver) },
        "cuDriverGetVersion",
    )?;
    println!("driver: supports CUDA {}", dotted(driver.into()));

    if let Err(why) = check(unsafe { cuInit(0) }, "cuInit") {
        println!("no GPU: {why}");
        return Ok(());
    }
    let mut count = 0;
    check(unsafe { cuDeviceGetCount(&mut count) }, "cuDeviceGetCount")?;
    println!("devices: {count}");
    for ordinal in 0..count {
        print_device(ordinal)?;
    }
    if count > 0 {
        map_round_trip(0)?;
    }
    Ok(())
}

fn attribute(device: CUdevice, attribute: CUdevice_attribute) -> Result<i32, String> {
    let mut value = 0;
    check(
        unsafe { cuDeviceGetAttribute(&mut value, attribute, device) },
        "cuDeviceGetAttribute",
    )?;
    Ok(value)
}

fn print_device(ordinal: i32) -> Result<(), String> {
    let mut device = 0;
    check(unsafe { cuDeviceGet(&mut device, ordinal) }, "cuDeviceGet")?;
    let mut name = [0 as c_char; 256];
    check(
        unsafe { cuDeviceGetName(name.as_mut_ptr(), name.len() as i32, device) },
        "cuDeviceGetName",
    )?;
    let mut bytes = 0;
    check(
        unsafe { cuDeviceTotalMem(&mut bytes, device) },
        "cuDeviceTotalMem",
    )?;
    let name = unsafe { CStr::from_ptr(name.as_ptr()) }.to_string_lossy();
    println!("device {ordinal}: {name}, {} MiB", bytes >> 20);
    let attributes = [
        (
            "compute capability major",
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
        ),
        (
            "compute capability minor",
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
        ),
        (
            "virtual memory management",
            CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED,
        ),
        (
            "POSIX fd handles",
            CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED,
        ),
        // Attributes the headers know only from CUDA 12.3 and 12.1 on.
        #[cfg(cuda_has_fabric_handles)]
        (
            "fabric handles",
            CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED,
        ),
        #[cfg(cuda_has_multicast)]
        ("multicast", CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED),
    ];
    for (label, which) in attributes {
        println!("  {label}: {}", attribute(device, which)?);
    }
    Ok(())
}

/// cuMemCreate, cuMemAddressReserve, cuMemMap, cuMemSetAccess, a round trip,
/// and the teardown in reverse.
fn map_round_trip(ordinal: i32) -> Result<(), String> {
    let mut device = 0;
    check(unsafe { cuDeviceGet(&mut device, ordinal) }, "cuDeviceGet")?;
    let mut context = std::ptr::null_mut();
    check(
        unsafe { cuDevicePrimaryCtxRetain(&mut context, device) },
        "cuDevicePrimaryCtxRetain",
    )?;
    check(unsafe { cuCtxSetCurrent(context) }, "cuCtxSetCurrent")?;
    let mut location = CUmemLocation {
        type_: CU_MEM_LOCATION_TYPE_DEVICE,
        ..Default::default()
    };
    // C's `location.id = device`: from CUDA 13.2 `id` sits in an anonymous
    // union, and the generated accessor reaches it on every version.
    location.set_id(device);
    let prop = CUmemAllocationProp {
        type_: CU_MEM_ALLOCATION_TYPE_PINNED,
        location,
        ..Default::default()
    };
    let mut granularity = 0;
    check(
        unsafe {
            cuMemGetAllocationGranularity(&mut granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM)
        },
        "cuMemGetAllocationGranularity",
    )?;
    let size = (2usize << 20).div_ceil(granularity) * granularity;
    let mut handle = 0;
    check(
        unsafe { cuMemCreate(&mut handle, size, &prop, 0) },
        "cuMemCreate",
    )?;
    let mut ptr = 0;
    check(
        unsafe { cuMemAddressReserve(&mut ptr, size, granularity, 0, 0) },
        "cuMemAddressReserve",
    )?;
    check(unsafe { cuMemMap(ptr, size, 0, handle, 0) }, "cuMemMap")?;
    let access = CUmemAccessDesc {
        location,
        flags: CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
    };
    check(
        unsafe { cuMemSetAccess(ptr, size, &access, 1) },
        "cuMemSetAccess",
    )?;

    let sent: Vec<u8> = (0..size).map(|i| (i * 131 + 7) as u8).collect();
    let mut received = vec![0u8; size];
    check(
        unsafe { cuMemcpyHtoD(ptr, sent.as_ptr().cast(), size) },
        "cuMemcpyHtoD",
    )?;
    check(
        unsafe { cuMemcpyDtoH(received.as_mut_ptr().cast(), ptr, size) },
        "cuMemcpyDtoH",
    )?;

    check(unsafe { cuMemUnmap(ptr, size) }, "cuMemUnmap")?;
    check(unsafe { cuMemAddressFree(ptr, size) }, "cuMemAddressFree")?;
    check(unsafe { cuMemRelease(handle) }, "cuMemRelease")?;
    check(
        unsafe { cuDevicePrimaryCtxRelease(device) },
        "cuDevicePrimaryCtxRelease",
    )?;
    if sent != received {
        return Err(format!(
            "the {size} bytes read back from {ptr:#x} differ from those written"
        ));
    }
    println!("mapped {} MiB at {ptr:#x} on device {ordinal} (granularity {granularity}); bytes round-tripped", size >> 20);
    Ok(())
}
