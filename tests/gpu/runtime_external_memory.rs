//! cudaExternalMemoryGetMappedBuffer: the runtime API's import and mapping of
//! the same opaque-fd export, with its own descriptor types and error codes.

use crate::common::{check, expect_error, Gpu, GpuTest, Owned, TestResult};
use crate::external_memory::{dup, ensure_closed, export_fd, file_identity, shareable_buffer};
use crate::vmm::{expect_bytes, read, write};
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use libtest_mimic::Failed;
use std::ffi::c_void;
use std::os::fd::{OwnedFd, RawFd};

pub fn tests() -> Vec<GpuTest> {
    vec![
        gpu_test!(runtime_mapped_buffer_aliases_vmm_allocation),
        gpu_test!(runtime_and_driver_mappings_alias),
        gpu_test!(runtime_mapped_buffer_at_offset_sees_the_right_bytes),
        gpu_test!(runtime_mapped_buffer_rejects_nonzero_flags),
        gpu_test!(runtime_mapped_buffer_rejects_range_past_the_import),
        gpu_test!(runtime_mapped_buffer_rejects_size_zero),
        gpu_test!(runtime_import_rejects_fd_minus_one),
    ]
}

const MAP_ERRORS: [cudaError_t; 2] = [cudaErrorInvalidValue, cudaErrorInvalidResourceHandle];
/// For fd -1, libcudart 13.0 on driver 580 answers cudaErrorUnknown, which the docs do not list.
const BAD_FD_ERRORS: [cudaError_t; 4] = [
    cudaErrorInvalidValue,
    cudaErrorInvalidResourceHandle,
    cudaErrorOperatingSystem,
    cudaErrorUnknown,
];
const SIZE: usize = 2 << 20;

type RuntimeExternalMemory = Owned<cudaExternalMemory_t, cudaError_t>;
/// A device pointer the runtime mapped; the docs say to free it with cudaFree.
type RuntimeBuffer = Owned<*mut c_void, cudaError_t>;

fn handle_desc(fd: RawFd, size: usize) -> cudaExternalMemoryHandleDesc {
    cudaExternalMemoryHandleDesc {
        type_: cudaExternalMemoryHandleTypeOpaqueFd,
        handle: cudaExternalMemoryHandleDesc__bindgen_ty_1 { fd },
        size: size as u64,
        ..Default::default()
    }
}

fn buffer_desc(offset: usize, size: usize) -> cudaExternalMemoryBufferDesc {
    cudaExternalMemoryBufferDesc {
        offset: offset as u64,
        size: size as u64,
        ..Default::default()
    }
}

fn import(fd: &OwnedFd, size: usize) -> Result<RuntimeExternalMemory, Failed> {
    let copy = dup(fd)?;
    let identity = file_identity(copy);
    let mut memory = std::ptr::null_mut();
    let status = unsafe { cudaImportExternalMemory(&mut memory, &handle_desc(copy, size)) };
    if status != cudaSuccess {
        unsafe { libc::close(copy) };
    }
    check(status, "cudaImportExternalMemory")?;
    let memory = Owned::new(memory, "cudaDestroyExternalMemory", |memory| unsafe {
        cudaDestroyExternalMemory(memory)
    });
    ensure_closed(
        copy,
        identity,
        "after a successful cudaImportExternalMemory",
    )?;
    Ok(memory)
}

fn map_buffer(
    memory: &RuntimeExternalMemory,
    offset: usize,
    size: usize,
) -> Result<RuntimeBuffer, Failed> {
    let mut ptr = std::ptr::null_mut();
    call!(cudaExternalMemoryGetMappedBuffer(
        &mut ptr,
        memory.get(),
        &buffer_desc(offset, size)
    ))?;
    Ok(Owned::new(ptr, "cudaFree", |ptr| unsafe { cudaFree(ptr) }))
}

fn runtime_write(ptr: *mut c_void, bytes: &[u8]) -> TestResult {
    call!(cudaMemcpy(
        ptr,
        bytes.as_ptr().cast(),
        bytes.len(),
        cudaMemcpyHostToDevice
    ))
}

fn runtime_read(ptr: *const c_void, len: usize) -> Result<Vec<u8>, Failed> {
    let mut bytes = vec![0u8; len];
    call!(cudaMemcpy(
        bytes.as_mut_ptr().cast(),
        ptr,
        len,
        cudaMemcpyDeviceToHost
    ))?;
    Ok(bytes)
}

fn runtime_mapped_buffer_aliases_vmm_allocation(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let memory = import(&fd, vmm.size)?;
    let mapped = map_buffer(&memory, 0, vmm.size)?;

    let through_vmm = crate::common::random_bytes(vmm.size);
    write(vmm.ptr, &through_vmm)?;
    call!(cudaDeviceSynchronize())?;
    expect_bytes(
        &runtime_read(mapped.get(), vmm.size)?,
        &through_vmm,
        "VMM write, runtime read",
    )?;
    let through_runtime = crate::common::random_bytes(vmm.size);
    runtime_write(mapped.get(), &through_runtime)?;
    call!(cudaDeviceSynchronize())?;
    expect_bytes(
        &read(vmm.ptr, vmm.size)?,
        &through_runtime,
        "runtime write, VMM read",
    )?;

    mapped.free()?;
    memory.free()?;
    drop(fd);
    vmm.free()
}

fn runtime_and_driver_mappings_alias(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let runtime_memory = import(&fd, vmm.size)?;
    let runtime_buffer = map_buffer(&runtime_memory, 0, vmm.size)?;
    let driver_memory = crate::external_memory::import(&fd, vmm.size)?;
    let driver_buffer = crate::external_memory::map_buffer(&driver_memory, 0, vmm.size)?;

    let bytes = crate::common::random_bytes(vmm.size);
    runtime_write(runtime_buffer.get(), &bytes)?;
    call!(cudaDeviceSynchronize())?;
    expect_bytes(
        &read(driver_buffer.get(), vmm.size)?,
        &bytes,
        "runtime write, driver read",
    )?;
    let back = crate::common::random_bytes(vmm.size);
    write(driver_buffer.get(), &back)?;
    call!(cuCtxSynchronize())?;
    expect_bytes(
        &runtime_read(runtime_buffer.get(), vmm.size)?,
        &back,
        "driver write, runtime read",
    )?;

    driver_buffer.free()?;
    driver_memory.free()?;
    runtime_buffer.free()?;
    runtime_memory.free()?;
    drop(fd);
    vmm.free()
}

fn runtime_mapped_buffer_at_offset_sees_the_right_bytes(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let memory = import(&fd, vmm.size)?;
    let bytes = crate::common::random_bytes(vmm.size);
    write(vmm.ptr, &bytes)?;
    call!(cudaDeviceSynchronize())?;
    let (offset, size) = (256 << 10, 1 << 20);
    let mapped = map_buffer(&memory, offset, size)?;
    expect_bytes(
        &runtime_read(mapped.get(), size)?,
        &bytes[offset..offset + size],
        "runtime buffer at an offset",
    )?;
    mapped.free()?;
    memory.free()?;
    drop(fd);
    vmm.free()
}

fn map_error_case(gpu: &Gpu, what: &str, desc: cudaExternalMemoryBufferDesc) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let memory = import(&fd, vmm.size)?;
    let mut ptr = std::ptr::null_mut();
    let status = unsafe { cudaExternalMemoryGetMappedBuffer(&mut ptr, memory.get(), &desc) };
    println!("{what}: {}", crate::common::Status::name(status));
    if status == cudaSuccess {
        let _ = unsafe { cudaFree(ptr) };
    }
    expect_error(status, &MAP_ERRORS, what)?;

    let bytes = crate::common::random_bytes(4096);
    write(vmm.ptr, &bytes)?;
    call!(cudaDeviceSynchronize())?;
    let mapped = map_buffer(&memory, 0, bytes.len())?;
    expect_bytes(
        &runtime_read(mapped.get(), bytes.len())?,
        &bytes,
        "runtime mapping after the error",
    )?;
    mapped.free()?;
    memory.free()?;
    drop(fd);
    vmm.free()
}

fn runtime_mapped_buffer_rejects_nonzero_flags(gpu: &Gpu) -> TestResult {
    let desc = cudaExternalMemoryBufferDesc {
        flags: 1,
        ..buffer_desc(0, 4096)
    };
    map_error_case(gpu, "cudaExternalMemoryGetMappedBuffer with flags 1", desc)
}

fn runtime_mapped_buffer_rejects_range_past_the_import(gpu: &Gpu) -> TestResult {
    map_error_case(
        gpu,
        "cudaExternalMemoryGetMappedBuffer past the end",
        buffer_desc(SIZE - 4096, 8192),
    )
}

fn runtime_mapped_buffer_rejects_size_zero(gpu: &Gpu) -> TestResult {
    map_error_case(
        gpu,
        "cudaExternalMemoryGetMappedBuffer of size 0",
        buffer_desc(0, 0),
    )
}

fn runtime_import_rejects_fd_minus_one(_gpu: &Gpu) -> TestResult {
    let mut memory = std::ptr::null_mut();
    let status = unsafe { cudaImportExternalMemory(&mut memory, &handle_desc(-1, SIZE)) };
    println!(
        "runtime import of fd -1: {}",
        crate::common::Status::name(status)
    );
    if status == cudaSuccess {
        let _ = unsafe { cudaDestroyExternalMemory(memory) };
    }
    expect_error(status, &BAD_FD_ERRORS, "cudaImportExternalMemory of fd -1")
}
