//! cuMemMap and the virtual memory management calls around it.

#[cfg(feature = "nvml")]
use crate::call;
use crate::common::{ensure, expect_error, Gpu, TestResult};
use crate::gpu_test;
use crate::memory::{
    create, expect_bytes, grant_access, granularity, map, read, reserve, write, Allocation,
    Mapping, Reservation, VmmBuffer,
};
use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed};

pub fn tests() -> Vec<crate::common::GpuTest> {
    vec![
        gpu_test!(map_round_trips_random_bytes),
        gpu_test!(two_allocations_read_back_as_one_range),
        gpu_test!(mapping_keeps_memory_alive_after_release),
        gpu_test!(map_rejects_size_not_multiple_of_granularity),
        gpu_test!(map_rejects_unaligned_address),
        gpu_test!(map_rejects_nonzero_offset),
        gpu_test!(map_rejects_size_past_the_allocation),
        gpu_test!(map_rejects_range_that_was_not_reserved),
        gpu_test!(map_rejects_nonzero_flags),
        gpu_test!(map_rejects_range_already_mapped),
        gpu_test!(map_unmap_cycles_leak_nothing => skippable).exclusive(),
        #[cfg(feature = "nvrtc")]
        gpu_test!(kernel_rewrites_two_allocations_mapped_as_one_range),
    ]
}

/// Two physical allocations mapped side by side after cuMemSetAccess; one
/// kernel launch rewrites the whole range, across the seam.
#[cfg(feature = "nvrtc")]
fn kernel_rewrites_two_allocations_mapped_as_one_range(gpu: &Gpu) -> TestResult {
    let range = TwoAllocations::new(gpu)?;
    let (base, size) = (range.base, 2 * range.granularity);
    crate::kernels::transform_and_check(
        size,
        |input| write(base, input),
        |key| crate::kernels::run_driver(gpu, base, size, key),
        || read(base, size),
        "cuMemMap of two allocations as one range",
    )?;
    range.free()
}

/// Two physical allocations of one granule each, mapped side by side into
/// one reserved range with read/write access for the GPU. Field order is
/// drop order, the reverse of set-up, for failure paths.
struct TwoAllocations {
    high: Mapping,
    low: Mapping,
    range: Reservation,
    second: Allocation,
    first: Allocation,
    base: CUdeviceptr,
    granularity: usize,
}

impl TwoAllocations {
    fn new(gpu: &Gpu) -> Result<Self, Failed> {
        let granularity = granularity(gpu.device)?;
        let first = create(gpu.device, granularity, CU_MEM_HANDLE_TYPE_NONE)?;
        let second = create(gpu.device, granularity, CU_MEM_HANDLE_TYPE_NONE)?;
        let range = reserve(2 * granularity, granularity)?;
        let base = range.get().0;
        let low = map(base, granularity, first.get())?;
        let high = map(base + granularity as u64, granularity, second.get())?;
        grant_access(base, 2 * granularity, gpu.device)?;
        Ok(TwoAllocations {
            high,
            low,
            range,
            second,
            first,
            base,
            granularity,
        })
    }

    fn free(self) -> TestResult {
        self.high.free()?;
        self.low.free()?;
        self.range.free()?;
        self.second.free()?;
        self.first.free()
    }
}

/// The error codes cuMemMap's failures were seen to use (driver 580).
const MAP_ERRORS: [CUresult; 2] = [CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_NOT_SUPPORTED];

fn map_round_trips_random_bytes(gpu: &Gpu) -> TestResult {
    let buffer = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let bytes = crate::common::random_bytes(buffer.size);
    write(buffer.ptr, &bytes)?;
    expect_bytes(
        &read(buffer.ptr, buffer.size)?,
        &bytes,
        "read back through the mapping",
    )?;
    println!(
        "mapped {} bytes at {:#x} and read them back",
        buffer.size, buffer.ptr
    );
    buffer.free()
}

fn two_allocations_read_back_as_one_range(gpu: &Gpu) -> TestResult {
    let range = TwoAllocations::new(gpu)?;
    let (base, granularity) = (range.base, range.granularity);
    let front = crate::common::random_bytes(granularity);
    let back = crate::common::random_bytes(granularity);
    write(base, &front)?;
    write(base + granularity as u64, &back)?;
    let whole = read(base, 2 * granularity)?;
    expect_bytes(&whole[..granularity], &front, "first allocation")?;
    expect_bytes(&whole[granularity..], &back, "second allocation")?;

    // One copy across the seam between the two allocations.
    let seam = crate::common::random_bytes(4096);
    let seam_at = base + granularity as u64 - 2048;
    write(seam_at, &seam)?;
    expect_bytes(&read(seam_at, seam.len())?, &seam, "copy across the seam")?;
    range.free()
}

fn mapping_keeps_memory_alive_after_release(gpu: &Gpu) -> TestResult {
    let granularity = granularity(gpu.device)?;
    let allocation = create(gpu.device, granularity, CU_MEM_HANDLE_TYPE_NONE)?;
    let range = reserve(granularity, granularity)?;
    let ptr = range.get().0;
    let mapping = map(ptr, granularity, allocation.get())?;
    grant_access(ptr, granularity, gpu.device)?;
    let before = crate::common::random_bytes(granularity);
    write(ptr, &before)?;

    // The mapping holds its own reference to the physical memory.
    allocation.free()?;
    expect_bytes(
        &read(ptr, granularity)?,
        &before,
        "bytes after cuMemRelease",
    )?;
    let after = crate::common::random_bytes(granularity);
    write(ptr, &after)?;
    expect_bytes(&read(ptr, granularity)?, &after, "write after cuMemRelease")?;

    mapping.free()?;
    range.free()
}

/// cuMemMap's arguments for one error case, given a two-granule reservation
/// and the granularity: (ptr, size, offset, flags).
type MapArguments = (CUdeviceptr, usize, usize, u64);

/// Creates one granule and reserves two, calls cuMemMap with the case's
/// arguments (it must fail), then maps the range properly to show the context
/// still works.
fn map_error_case(
    gpu: &Gpu,
    what: &str,
    arguments: impl FnOnce(CUdeviceptr, usize) -> MapArguments,
) -> TestResult {
    let granularity = granularity(gpu.device)?;
    let allocation = create(gpu.device, granularity, CU_MEM_HANDLE_TYPE_NONE)?;
    let range = reserve(2 * granularity, granularity)?;
    let base = range.get().0;
    let (ptr, size, offset, flags) = arguments(base, granularity);
    let status = unsafe { cuMemMap(ptr, size, offset, allocation.get(), flags) };
    println!("{what}: {}", crate::common::Status::name(status));
    if status == CUDA_SUCCESS {
        // Undo exactly what got mapped before reporting, so nothing leaks.
        let _ = unsafe { cuMemUnmap(ptr, size) };
    }
    expect_error(status, &MAP_ERRORS, what)?;

    let mapping = map(base, granularity, allocation.get())?;
    grant_access(base, granularity, gpu.device)?;
    let bytes = crate::common::random_bytes(4096);
    write(base, &bytes)?;
    expect_bytes(&read(base, bytes.len())?, &bytes, "context after the error")?;
    mapping.free()?;
    range.free()?;
    allocation.free()
}

fn map_rejects_size_not_multiple_of_granularity(gpu: &Gpu) -> TestResult {
    map_error_case(gpu, "cuMemMap of half a granule", |base, granularity| {
        (base, granularity / 2, 0, 0)
    })
}

fn map_rejects_unaligned_address(gpu: &Gpu) -> TestResult {
    map_error_case(
        gpu,
        "cuMemMap at a page- but not granule-aligned address",
        |base, granularity| (base + 4096, granularity, 0, 0),
    )
}

fn map_rejects_nonzero_offset(gpu: &Gpu) -> TestResult {
    // The docs: offset "currently must be zero".
    map_error_case(gpu, "cuMemMap with offset 4096", |base, granularity| {
        (base, granularity - 4096, 4096, 0)
    })
}

fn map_rejects_size_past_the_allocation(gpu: &Gpu) -> TestResult {
    map_error_case(
        gpu,
        "cuMemMap of two granules from a one-granule allocation",
        |base, granularity| (base, 2 * granularity, 0, 0),
    )
}

fn map_rejects_range_that_was_not_reserved(gpu: &Gpu) -> TestResult {
    // A granule-aligned address far below where the driver places
    // reservations, so a parallel test cannot own it.
    map_error_case(
        gpu,
        "cuMemMap at an address never reserved",
        |_, granularity| (granularity as CUdeviceptr, granularity, 0, 0),
    )
}

fn map_rejects_nonzero_flags(gpu: &Gpu) -> TestResult {
    map_error_case(gpu, "cuMemMap with flags 1", |base, granularity| {
        (base, granularity, 0, 1)
    })
}

fn map_rejects_range_already_mapped(gpu: &Gpu) -> TestResult {
    let granularity = granularity(gpu.device)?;
    let allocation = create(gpu.device, granularity, CU_MEM_HANDLE_TYPE_NONE)?;
    let range = reserve(granularity, granularity)?;
    let ptr = range.get().0;
    let mapping = map(ptr, granularity, allocation.get())?;
    let again = unsafe { cuMemMap(ptr, granularity, 0, allocation.get(), 0) };
    println!(
        "second cuMemMap of the same range: {}",
        crate::common::Status::name(again)
    );
    expect_error(again, &MAP_ERRORS, "cuMemMap of a range already mapped")?;
    grant_access(ptr, granularity, gpu.device)?;
    let bytes = crate::common::random_bytes(4096);
    write(ptr, &bytes)?;
    expect_bytes(
        &read(ptr, bytes.len())?,
        &bytes,
        "first mapping after the rejected second",
    )?;
    mapping.free()?;
    range.free()?;
    allocation.free()
}

/// 10,000 map / set-access / unmap cycles leave this process's device
/// memory as it was. Runs alone in this process; other processes on the GPU
/// do not move what it measures (`held_by_this_process`).
fn map_unmap_cycles_leak_nothing(gpu: &Gpu) -> Result<Completion, Failed> {
    const CYCLES: usize = 10_000;
    let granularity = granularity(gpu.device)?;
    let Some(before) = held_by_this_process(gpu)? else {
        return Ok(Completion::ignored_with(
            "needs feature nvml: cuMemGetInfo counts every process on the GPU, and only \
             NVML tells this process's own device memory",
        ));
    };
    let allocation = create(gpu.device, granularity, CU_MEM_HANDLE_TYPE_NONE)?;
    let range = reserve(granularity, granularity)?;
    let ptr = range.get().0;
    let started = std::time::Instant::now();
    for cycle in 0..CYCLES {
        let mapping = map(ptr, granularity, allocation.get())?;
        grant_access(ptr, granularity, gpu.device)?;
        mapping
            .free()
            .map_err(|e| format!("cycle {cycle}: {}", e.message().unwrap_or_default()))?;
    }
    let elapsed = started.elapsed();
    range.free()?;
    allocation.free()?;
    let after = held_by_this_process(gpu)?.unwrap_or(before);
    println!(
        "{CYCLES} cycles in {elapsed:?} ({:?} each); NVML: this process holds {before} -> {after} bytes",
        elapsed / CYCLES as u32
    );
    ensure(before.abs_diff(after) <= granularity as u64, || {
        format!("this process's device memory moved from {before} to {after}, more than one granule ({granularity})")
    })?;
    Ok(Completion::Completed)
}

/// Device memory this process holds, as NVML lists it for this process id;
/// None without feature nvml.
#[cfg(feature = "nvml")]
fn held_by_this_process(gpu: &Gpu) -> Result<Option<u64>, Failed> {
    call!(nvmlInit_v2())?;
    let held = nvml_process_memory(gpu);
    call!(nvmlShutdown())?;
    held.map(Some)
}

#[cfg(feature = "nvml")]
fn nvml_process_memory(gpu: &Gpu) -> Result<u64, Failed> {
    let mut uuid = CUuuid::default();
    call!(cuDeviceGetUuid(&mut uuid, gpu.device))?;
    let mut index = 0;
    // NVML and the driver number the GPUs alike unless CUDA_VISIBLE_DEVICES
    // reorders them: find this one by its UUID.
    let mut count = 0;
    call!(nvmlDeviceGetCount_v2(&mut count))?;
    let mut device = std::ptr::null_mut();
    while index < count {
        call!(nvmlDeviceGetHandleByIndex_v2(index, &mut device))?;
        let mut nvml_uuid = [0 as std::ffi::c_char; 96];
        call!(nvmlDeviceGetUUID(device, nvml_uuid.as_mut_ptr(), 96))?;
        let text = unsafe { std::ffi::CStr::from_ptr(nvml_uuid.as_ptr()) }.to_string_lossy();
        if crate::libraries::nvml_uuid_text(&uuid) == text {
            break;
        }
        index += 1;
    }
    ensure(index < count, || "NVML does not list this GPU".into())?;
    let mut infos = vec![nvmlProcessInfo_t::default(); 256];
    let mut listed = infos.len() as u32;
    call!(nvmlDeviceGetComputeRunningProcesses(
        device,
        &mut listed,
        infos.as_mut_ptr()
    ))?;
    infos.truncate(listed as usize);
    let pid = std::process::id();
    let own = infos.iter().find(|info| info.pid == pid).ok_or_else(|| {
        let pids: Vec<u32> = infos.iter().map(|info| info.pid).collect();
        format!("NVML lists processes {pids:?} on this GPU, not this one ({pid}): a PID namespace?")
    })?;
    Ok(own.usedGpuMemory)
}

#[cfg(not(feature = "nvml"))]
fn held_by_this_process(_gpu: &Gpu) -> Result<Option<u64>, Failed> {
    Ok(None)
}
