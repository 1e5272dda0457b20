//! Several GPUs: memory created on device 0, made accessible to device 1 with
//! cuMemSetAccess, and copied through device 1's context.

use crate::common::{Gpu, GpuTest, Owned};
use crate::memory::{
    create, expect_bytes, granularity, map, read, read_write_access, reserve, write,
};
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed};

pub fn tests() -> Vec<GpuTest> {
    vec![gpu_test!(peer_device_copies_through_granted_mapping => skippable)]
}

fn peer_device_copies_through_granted_mapping(gpu: &Gpu) -> Result<Completion, Failed> {
    if gpu.device_count < 2 {
        return Ok(Completion::ignored_with(format!(
            "needs two GPUs; {} visible",
            gpu.device_count
        )));
    }
    let mut peer = 0;
    call!(cuDeviceGet(&mut peer, 1))?;
    let mut can_access = 0;
    call!(cuDeviceCanAccessPeer(&mut can_access, peer, gpu.device))?;
    if can_access == 0 {
        return Ok(Completion::ignored_with(
            "device 1 cannot access device 0's memory",
        ));
    }

    let granularity = granularity(gpu.device)?;
    let size = 4 * granularity;
    let allocation = create(gpu.device, size, CU_MEM_HANDLE_TYPE_NONE)?;
    let range = reserve(size, granularity)?;
    let ptr = range.get().0;
    let mapping = map(ptr, size, allocation.get())?;
    let both = [read_write_access(gpu.device), read_write_access(peer)];
    call!(cuMemSetAccess(ptr, size, both.as_ptr(), both.len()))?;
    let bytes = crate::common::random_bytes(size);
    write(ptr, &bytes)?;
    call!(cuCtxSynchronize())?;

    // Device 1's own memory, written and read only from its context.
    let mut peer_context = std::ptr::null_mut();
    call!(cuDevicePrimaryCtxRetain(&mut peer_context, peer))?;
    let peer_retained = Owned::new(peer, "cuDevicePrimaryCtxRelease", |device| unsafe {
        cuDevicePrimaryCtxRelease(device)
    });
    call!(cuCtxSetCurrent(peer_context))?;
    // Device 0's context is current again before anything below is released.
    let peer_current = Owned::new(gpu.context, "cuCtxSetCurrent", |context| unsafe {
        cuCtxSetCurrent(context)
    });
    let mut on_peer = 0;
    call!(cuMemAlloc(&mut on_peer, size))?;
    let on_peer = Owned::new(on_peer, "cuMemFree", |ptr| unsafe { cuMemFree(ptr) });
    call!(cuMemcpyDtoD(on_peer.get(), ptr, size))?;
    call!(cuCtxSynchronize())?;
    let copied = read(on_peer.get(), size)?;
    let back = crate::common::random_bytes(size);
    write(on_peer.get(), &back)?;
    call!(cuMemcpyDtoD(ptr, on_peer.get(), size))?;
    call!(cuCtxSynchronize())?;
    on_peer.free()?;
    expect_bytes(
        &read(ptr, size)?,
        &back,
        "device 1's bytes written into device 0's memory",
    )?;
    // A kernel on device 1 (feature nvrtc) rewrites device 0's mapping.
    #[cfg(feature = "nvrtc")]
    crate::kernels::transform_and_check(
        size,
        |input| write(ptr, input),
        |key| crate::kernels::run_driver(gpu, ptr, size, key),
        || read(ptr, size),
        "a kernel on device 1 over device 0's mapping",
    )?;
    peer_current.free()?;

    expect_bytes(&copied, &bytes, "device 0's bytes copied by device 1")?;
    println!("device 1 copied {size} bytes out of and back into device 0's mapping");
    peer_retained.free()?;
    mapping.free()?;
    range.free()?;
    allocation.free()?;
    Ok(Completion::Completed)
}
