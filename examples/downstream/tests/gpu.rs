//! The downstream crate on a GPU: a VMM mapping made with cuMemMap, filled
//! by C code through a stream Rust created. Without a GPU the test is
//! ignored with the reason; with CUDA_RAW_SYS_REQUIRE_GPU=1 it fails.

use cuda_raw_sys::*;
use cuda_raw_sys_downstream::{device_location, downstream_fill};
use libtest_mimic::{Arguments, Completion, Trial};
use std::ptr::null_mut;

fn check(status: CUresult, call: &str) -> Result<(), String> {
    if status == CUDA_SUCCESS {
        Ok(())
    } else {
        Err(format!("{call} returned {}", status.0))
    }
}

fn main() -> std::process::ExitCode {
    let require_gpu = std::env::var("CUDA_RAW_SYS_REQUIRE_GPU").is_ok_and(|value| value == "1");
    let trial = Trial::ignorable_test("c_fills_a_cu_mem_map_mapping_on_a_rust_stream", move || {
        let status = unsafe { cuInit(0) };
        if status != CUDA_SUCCESS {
            let reason = format!("no GPU: cuInit returned {}", status.0);
            return if require_gpu {
                Err(format!("CUDA_RAW_SYS_REQUIRE_GPU=1, but {reason}").into())
            } else {
                Ok(Completion::ignored_with(reason))
            };
        }
        fill_mapping_from_c()
            .map_err(Into::into)
            .map(|()| Completion::Completed)
    })
    .with_kind("gpu");
    libtest_mimic::run(&Arguments::from_args(), vec![trial]).exit_code()
}

fn fill_mapping_from_c() -> Result<(), String> {
    let mut device = 0;
    let mut context = null_mut();
    unsafe {
        check(cuDeviceGet(&mut device, 0), "cuDeviceGet")?;
        check(
            cuDevicePrimaryCtxRetain(&mut context, device),
            "cuDevicePrimaryCtxRetain",
        )?;
        check(cuCtxSetCurrent(context), "cuCtxSetCurrent")?;
    }
    let prop = CUmemAllocationProp {
        type_: CU_MEM_ALLOCATION_TYPE_PINNED,
        location: device_location(device),
        ..Default::default()
    };
    let mut size = 0;
    unsafe {
        check(
            cuMemGetAllocationGranularity(&mut size, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM),
            "cuMemGetAllocationGranularity",
        )?;
    }
    let (mut address, mut handle, mut stream) = (0, 0, null_mut());
    let access = CUmemAccessDesc {
        location: prop.location,
        flags: CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
    };
    let mut read_back = vec![0u8; size];
    let result = unsafe {
        check(
            cuMemAddressReserve(&mut address, size, 0, 0, 0),
            "cuMemAddressReserve",
        )
        .and_then(|()| check(cuMemCreate(&mut handle, size, &prop, 0), "cuMemCreate"))
        .and_then(|()| check(cuMemMap(address, size, 0, handle, 0), "cuMemMap"))
        .and_then(|()| check(cuMemSetAccess(address, size, &access, 1), "cuMemSetAccess"))
        .and_then(|()| {
            check(
                cuStreamCreate(&mut stream, CU_STREAM_NON_BLOCKING.0),
                "cuStreamCreate",
            )
        })
        // The stream crosses into C as the CUstream the C header declares.
        .and_then(|()| {
            check(
                downstream_fill(stream, address, 0xA5, size),
                "downstream_fill",
            )
        })
        .and_then(|()| check(cuStreamSynchronize(stream), "cuStreamSynchronize"))
        .and_then(|()| {
            check(
                cuMemcpyDtoH(read_back.as_mut_ptr().cast(), address, size),
                "cuMemcpyDtoH",
            )
        })
    };
    // Undone in reverse; a failed step is reported after the first error.
    let mut cleanup = Vec::new();
    unsafe {
        if !stream.is_null() {
            cleanup.push(check(cuStreamDestroy(stream), "cuStreamDestroy"));
        }
        if handle != 0 {
            // Fails harmlessly when the mapping was never made.
            let unmapped = check(cuMemUnmap(address, size), "cuMemUnmap");
            if result.is_ok() {
                cleanup.push(unmapped);
            }
            cleanup.push(check(cuMemRelease(handle), "cuMemRelease"));
        }
        if address != 0 {
            cleanup.push(check(cuMemAddressFree(address, size), "cuMemAddressFree"));
        }
        cleanup.push(check(
            cuDevicePrimaryCtxRelease(device),
            "cuDevicePrimaryCtxRelease",
        ));
    }
    result?;
    cleanup.into_iter().collect::<Result<Vec<()>, String>>()?;
    match read_back.iter().position(|&byte| byte != 0xA5) {
        None => Ok(()),
        Some(at) => Err(format!(
            "byte {at} of {size} is {:#x}, C wrote 0xa5",
            read_back[at]
        )),
    }
}
