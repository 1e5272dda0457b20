//! cuExternalMemoryGetMappedBuffer: a VMM allocation exported as a POSIX fd,
//! imported as opaque-fd external memory, and mapped as linear buffers.

use crate::common::{ensure, expect_error, Gpu, GpuTest, Owned, TestResult};
use crate::vmm::{expect_bytes, read, write, VmmBuffer};
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use libtest_mimic::Failed;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};

pub fn tests() -> Vec<GpuTest> {
    vec![
        gpu_test!(mapped_buffer_aliases_vmm_allocation),
        gpu_test!(mapped_buffer_at_offset_sees_the_right_bytes),
        gpu_test!(overlapping_mapped_buffers_see_the_same_bytes),
        gpu_test!(failed_import_leaves_the_fd_to_the_caller),
        gpu_test!(mapped_buffer_rejects_nonzero_flags),
        gpu_test!(mapped_buffer_rejects_range_past_the_import),
        gpu_test!(mapped_buffer_rejects_size_zero),
        gpu_test!(import_rejects_fd_minus_one),
    ]
}

/// cuExternalMemoryGetMappedBuffer's documented failures.
const MAP_ERRORS: [CUresult; 2] = [CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_HANDLE];
/// cuImportExternalMemory's documented failures.
const IMPORT_ERRORS: [CUresult; 3] = [
    CUDA_ERROR_INVALID_VALUE,
    CUDA_ERROR_INVALID_HANDLE,
    CUDA_ERROR_OPERATING_SYSTEM,
];
/// For fd -1, driver 580 answers CUDA_ERROR_UNKNOWN, which the docs do not list.
const BAD_FD_ERRORS: [CUresult; 4] = [
    CUDA_ERROR_INVALID_VALUE,
    CUDA_ERROR_INVALID_HANDLE,
    CUDA_ERROR_OPERATING_SYSTEM,
    CUDA_ERROR_UNKNOWN,
];

/// A buffer of device memory that can be exported as a POSIX fd.
pub fn shareable_buffer(gpu: &Gpu, size: usize) -> Result<VmmBuffer, Failed> {
    VmmBuffer::new(gpu, size, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)
}

pub fn export_fd(handle: CUmemGenericAllocationHandle) -> Result<OwnedFd, Failed> {
    let mut fd: RawFd = -1;
    call!(cuMemExportToShareableHandle(
        (&mut fd as *mut RawFd).cast(),
        handle,
        CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
        0
    ))?;
    ensure(fd >= 0, || format!("exported fd {fd}"))?;
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// A duplicate of `fd`, for an import that will take ownership of it.
pub fn dup(fd: &OwnedFd) -> Result<RawFd, Failed> {
    let copy = unsafe { libc::dup(fd.as_raw_fd()) };
    ensure(copy >= 0, || {
        format!("dup: {}", std::io::Error::last_os_error())
    })?;
    Ok(copy)
}

/// The file an fd refers to, or None once it is closed.
pub fn file_identity(fd: RawFd) -> Option<(u64, u64)> {
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    (unsafe { libc::fstat(fd, &mut stat) } == 0).then_some((stat.st_dev, stat.st_ino))
}

/// The fd is closed, or its number now names another file (a parallel test
/// may reuse the number as soon as the driver closes it).
pub fn ensure_closed(fd: RawFd, identity: Option<(u64, u64)>, what: &str) -> TestResult {
    ensure(
        file_identity(fd).is_none() || file_identity(fd) != identity,
        || format!("{what}: fd {fd} is still open"),
    )
}

fn handle_desc(fd: RawFd, size: usize) -> CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
    CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
        type_: CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
        handle: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 { fd },
        size: size as u64,
        ..Default::default()
    }
}

pub type ExternalMemory = Owned<CUexternalMemory, CUresult>;
pub type MappedBuffer = Owned<CUdeviceptr, CUresult>;

/// Imports a dup of `fd`; on success the driver owns the dup and closes it.
pub fn import(fd: &OwnedFd, size: usize) -> Result<ExternalMemory, Failed> {
    let copy = dup(fd)?;
    let identity = file_identity(copy);
    let mut memory = std::ptr::null_mut();
    let status = unsafe { cuImportExternalMemory(&mut memory, &handle_desc(copy, size)) };
    if status != CUDA_SUCCESS {
        // After a failed import the fd is still ours.
        unsafe { libc::close(copy) };
    }
    crate::common::check(status, "cuImportExternalMemory")?;
    let memory = Owned::new(memory, "cuDestroyExternalMemory", |memory| unsafe {
        cuDestroyExternalMemory(memory)
    });
    ensure_closed(copy, identity, "after a successful cuImportExternalMemory")?;
    Ok(memory)
}

pub fn buffer_desc(offset: usize, size: usize) -> CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
    CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
        offset: offset as u64,
        size: size as u64,
        ..Default::default()
    }
}

/// A mapped buffer; freed with cuMemFree, as the docs require, before the import is destroyed.
pub fn map_buffer(
    memory: &ExternalMemory,
    offset: usize,
    size: usize,
) -> Result<MappedBuffer, Failed> {
    let mut ptr = 0;
    call!(cuExternalMemoryGetMappedBuffer(
        &mut ptr,
        memory.get(),
        &buffer_desc(offset, size)
    ))?;
    Ok(Owned::new(ptr, "cuMemFree", |ptr| unsafe {
        cuMemFree(ptr)
    }))
}

const SIZE: usize = 2 << 20;

fn mapped_buffer_aliases_vmm_allocation(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let memory = import(&fd, vmm.size)?;
    let mapped = map_buffer(&memory, 0, vmm.size)?;

    let through_vmm = crate::common::random_bytes(vmm.size);
    write(vmm.ptr, &through_vmm)?;
    call!(cuCtxSynchronize())?;
    expect_bytes(
        &read(mapped.get(), vmm.size)?,
        &through_vmm,
        "VMM write, mapped-buffer read",
    )?;

    let through_mapped = crate::common::random_bytes(vmm.size);
    write(mapped.get(), &through_mapped)?;
    call!(cuCtxSynchronize())?;
    expect_bytes(
        &read(vmm.ptr, vmm.size)?,
        &through_mapped,
        "mapped-buffer write, VMM read",
    )?;

    mapped.free()?;
    memory.free()?;
    drop(fd);
    vmm.free()
}

fn mapped_buffer_at_offset_sees_the_right_bytes(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let memory = import(&fd, vmm.size)?;
    let bytes = crate::common::random_bytes(vmm.size);
    write(vmm.ptr, &bytes)?;
    call!(cuCtxSynchronize())?;
    for (offset, size) in [(64 << 10, 1 << 20), (vmm.size - 4096, 4096), (1, 4096)] {
        let mapped = map_buffer(&memory, offset, size)?;
        let what = format!("buffer at offset {offset}");
        expect_bytes(
            &read(mapped.get(), size)?,
            &bytes[offset..offset + size],
            &what,
        )?;
        mapped.free()?;
    }
    memory.free()?;
    drop(fd);
    vmm.free()
}

fn overlapping_mapped_buffers_see_the_same_bytes(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let memory = import(&fd, vmm.size)?;
    // [0, 3/4) and [1/4, 1): the middle half is seen through both.
    let quarter = vmm.size / 4;
    let low = map_buffer(&memory, 0, 3 * quarter)?;
    let high = map_buffer(&memory, quarter, 3 * quarter)?;
    println!(
        "overlapping buffers at {:#x} and {:#x}",
        low.get(),
        high.get()
    );

    let middle = crate::common::random_bytes(2 * quarter);
    write(low.get() + quarter as u64, &middle)?;
    call!(cuCtxSynchronize())?;
    expect_bytes(
        &read(high.get(), 2 * quarter)?,
        &middle,
        "low's write seen through high",
    )?;
    let again = crate::common::random_bytes(2 * quarter);
    write(high.get(), &again)?;
    call!(cuCtxSynchronize())?;
    expect_bytes(
        &read(low.get() + quarter as u64, 2 * quarter)?,
        &again,
        "high's write seen through low",
    )?;

    high.free()?;
    low.free()?;
    memory.free()?;
    drop(fd);
    vmm.free()
}

fn failed_import_leaves_the_fd_to_the_caller(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let copy = dup(&fd)?;
    let identity = file_identity(copy);
    let mut memory = std::ptr::null_mut();
    // Size 0 is not a valid import.
    let status = unsafe { cuImportExternalMemory(&mut memory, &handle_desc(copy, 0)) };
    println!("import of size 0: {}", crate::common::Status::name(status));
    if status == CUDA_SUCCESS {
        let _ = unsafe { cuDestroyExternalMemory(memory) };
    }
    let still_open = file_identity(copy) == identity;
    let closed = unsafe { libc::close(copy) } == 0;
    expect_error(status, &IMPORT_ERRORS, "cuImportExternalMemory of size 0")?;
    ensure(still_open && closed, || {
        format!("fd {copy} was not left open to the caller after the failed import")
    })?;
    drop(fd);
    vmm.free()
}

/// Imports a fresh allocation, runs `attempt` (which must fail), then shows
/// the import still maps correctly.
fn map_error_case(gpu: &Gpu, what: &str, desc: CUDA_EXTERNAL_MEMORY_BUFFER_DESC) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let memory = import(&fd, vmm.size)?;
    let mut ptr = 0;
    let status = unsafe { cuExternalMemoryGetMappedBuffer(&mut ptr, memory.get(), &desc) };
    println!("{what}: {}", crate::common::Status::name(status));
    if status == CUDA_SUCCESS {
        let _ = unsafe { cuMemFree(ptr) };
    }
    expect_error(status, &MAP_ERRORS, what)?;

    let bytes = crate::common::random_bytes(4096);
    write(vmm.ptr, &bytes)?;
    call!(cuCtxSynchronize())?;
    let mapped = map_buffer(&memory, 0, bytes.len())?;
    expect_bytes(
        &read(mapped.get(), bytes.len())?,
        &bytes,
        "mapping after the error",
    )?;
    mapped.free()?;
    memory.free()?;
    drop(fd);
    vmm.free()
}

fn mapped_buffer_rejects_nonzero_flags(gpu: &Gpu) -> TestResult {
    let desc = CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
        flags: 1,
        ..buffer_desc(0, 4096)
    };
    map_error_case(gpu, "cuExternalMemoryGetMappedBuffer with flags 1", desc)
}

fn mapped_buffer_rejects_range_past_the_import(gpu: &Gpu) -> TestResult {
    map_error_case(
        gpu,
        "cuExternalMemoryGetMappedBuffer past the end",
        buffer_desc(SIZE - 4096, 8192),
    )
}

fn mapped_buffer_rejects_size_zero(gpu: &Gpu) -> TestResult {
    map_error_case(
        gpu,
        "cuExternalMemoryGetMappedBuffer of size 0",
        buffer_desc(0, 0),
    )
}

fn import_rejects_fd_minus_one(_gpu: &Gpu) -> TestResult {
    let mut memory = std::ptr::null_mut();
    let status = unsafe { cuImportExternalMemory(&mut memory, &handle_desc(-1, SIZE)) };
    println!("import of fd -1: {}", crate::common::Status::name(status));
    if status == CUDA_SUCCESS {
        let _ = unsafe { cuDestroyExternalMemory(memory) };
    }
    expect_error(status, &BAD_FD_ERRORS, "cuImportExternalMemory of fd -1")
}
