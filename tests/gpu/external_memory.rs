//! cuExternalMemoryGetMappedBuffer and cudaExternalMemoryGetMappedBuffer: a
//! VMM allocation exported as a POSIX fd, imported as opaque-fd external
//! memory, and mapped as linear buffers. Each test runs once through the
//! driver API and once through the runtime API, each with its own descriptor
//! types, copies, frees and error codes.

use crate::call;
use crate::common::{check, ensure, expect_error, Gpu, GpuTest, Owned, Status, TestResult};
use crate::memory::{expect_bytes, export_fd, read, shareable_buffer, write, VmmBuffer};
use crate::trace;
use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed};
use std::ffi::c_void;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};

macro_rules! through_both_apis {
    ($($test:ident),* $(,)?) => {
        vec![$(
            GpuTest::new(concat!("external_memory::driver::", stringify!($test)), |gpu| {
                $test::<Driver>(gpu).map(|()| Completion::Completed)
            }),
            GpuTest::new(concat!("external_memory::runtime::", stringify!($test)), |gpu| {
                $test::<Runtime>(gpu).map(|()| Completion::Completed)
            }),
        )*]
    };
}

pub fn tests() -> Vec<GpuTest> {
    let mut tests = through_both_apis![
        mapped_buffer_aliases_vmm_allocation,
        mapped_buffer_at_offset_sees_the_right_bytes,
        overlapping_mapped_buffers_see_the_same_bytes,
        failed_import_leaves_the_fd_to_the_caller,
        mapped_buffer_rejects_nonzero_flags,
        mapped_buffer_rejects_range_past_the_import,
        mapped_buffer_rejects_size_zero,
        import_rejects_fd_minus_one,
    ];
    tests.push(crate::gpu_test!(runtime_and_driver_mappings_alias));
    #[cfg(feature = "nvrtc")]
    tests.extend(through_both_apis![kernel_rewrites_mapped_buffer]);
    tests
}

const SIZE: usize = 2 << 20;

/// One API's import, mapping, copies and teardown.
pub trait ExternalMemoryApi {
    type Status: Status + 'static;
    type Memory: Copy;
    type Pointer: Copy;
    /// What the API's calls are named with, for messages: "cu" or "cuda".
    const PREFIX: &'static str;
    /// The mapping call's documented failures.
    const MAP_ERRORS: &'static [Self::Status];
    /// The import call's documented failures.
    const IMPORT_ERRORS: &'static [Self::Status];
    /// For fd -1 driver 580 answers "unknown", which the docs do not list.
    const BAD_FD_ERRORS: &'static [Self::Status];

    fn import_raw(fd: RawFd, size: usize, memory: &mut Self::Memory) -> Self::Status;
    fn destroy(memory: Self::Memory) -> Self::Status;
    fn map_raw(
        memory: Self::Memory,
        offset: usize,
        size: usize,
        flags: u32,
        ptr: &mut Self::Pointer,
    ) -> Self::Status;
    /// Frees a mapped buffer, as the docs say it must be.
    fn free(ptr: Self::Pointer) -> Self::Status;
    fn null_memory() -> Self::Memory;
    fn null_pointer() -> Self::Pointer;
    fn offset(ptr: Self::Pointer, bytes: usize) -> Self::Pointer;
    fn address(ptr: Self::Pointer) -> u64;
    fn write(ptr: Self::Pointer, bytes: &[u8]) -> TestResult;
    fn read(ptr: Self::Pointer, len: usize) -> Result<Vec<u8>, Failed>;
    fn synchronize() -> TestResult;
    /// Runs the test kernel (kernels.rs) over `len` bytes at `ptr`, loaded
    /// and launched through this API.
    #[cfg(feature = "nvrtc")]
    fn run_kernel(gpu: &Gpu, ptr: Self::Pointer, len: usize, key: u32) -> TestResult;
}

pub struct Driver;
pub struct Runtime;

impl ExternalMemoryApi for Driver {
    type Status = CUresult;
    type Memory = CUexternalMemory;
    type Pointer = CUdeviceptr;
    const PREFIX: &'static str = "cu";
    const MAP_ERRORS: &'static [CUresult] = &[CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_HANDLE];
    const IMPORT_ERRORS: &'static [CUresult] = &[
        CUDA_ERROR_INVALID_VALUE,
        CUDA_ERROR_INVALID_HANDLE,
        CUDA_ERROR_OPERATING_SYSTEM,
    ];
    const BAD_FD_ERRORS: &'static [CUresult] = &[
        CUDA_ERROR_INVALID_VALUE,
        CUDA_ERROR_INVALID_HANDLE,
        CUDA_ERROR_OPERATING_SYSTEM,
        CUDA_ERROR_UNKNOWN,
    ];

    fn import_raw(fd: RawFd, size: usize, memory: &mut CUexternalMemory) -> CUresult {
        let desc = CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
            type_: CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
            handle: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 { fd },
            size: size as u64,
            ..Default::default()
        };
        unsafe { cuImportExternalMemory(memory, &desc) }
    }
    fn destroy(memory: CUexternalMemory) -> CUresult {
        unsafe { cuDestroyExternalMemory(memory) }
    }
    fn map_raw(
        memory: CUexternalMemory,
        offset: usize,
        size: usize,
        flags: u32,
        ptr: &mut CUdeviceptr,
    ) -> CUresult {
        let desc = CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
            offset: offset as u64,
            size: size as u64,
            flags,
            ..Default::default()
        };
        unsafe { cuExternalMemoryGetMappedBuffer(ptr, memory, &desc) }
    }
    fn free(ptr: CUdeviceptr) -> CUresult {
        unsafe { cuMemFree(ptr) }
    }
    fn null_memory() -> CUexternalMemory {
        std::ptr::null_mut()
    }
    fn null_pointer() -> CUdeviceptr {
        0
    }
    fn offset(ptr: CUdeviceptr, bytes: usize) -> CUdeviceptr {
        ptr + bytes as u64
    }
    fn address(ptr: CUdeviceptr) -> u64 {
        ptr
    }
    fn write(ptr: CUdeviceptr, bytes: &[u8]) -> TestResult {
        write(ptr, bytes)
    }
    fn read(ptr: CUdeviceptr, len: usize) -> Result<Vec<u8>, Failed> {
        read(ptr, len)
    }
    fn synchronize() -> TestResult {
        call!(cuCtxSynchronize())
    }
    #[cfg(feature = "nvrtc")]
    fn run_kernel(gpu: &Gpu, ptr: CUdeviceptr, len: usize, key: u32) -> TestResult {
        crate::kernels::run_driver(gpu, ptr, len, key)
    }
}

impl ExternalMemoryApi for Runtime {
    type Status = cudaError_t;
    type Memory = cudaExternalMemory_t;
    type Pointer = *mut c_void;
    const PREFIX: &'static str = "cuda";
    const MAP_ERRORS: &'static [cudaError_t] =
        &[cudaErrorInvalidValue, cudaErrorInvalidResourceHandle];
    const IMPORT_ERRORS: &'static [cudaError_t] = &[
        cudaErrorInvalidValue,
        cudaErrorInvalidResourceHandle,
        cudaErrorOperatingSystem,
    ];
    const BAD_FD_ERRORS: &'static [cudaError_t] = &[
        cudaErrorInvalidValue,
        cudaErrorInvalidResourceHandle,
        cudaErrorOperatingSystem,
        cudaErrorUnknown,
    ];

    fn import_raw(fd: RawFd, size: usize, memory: &mut cudaExternalMemory_t) -> cudaError_t {
        let desc = cudaExternalMemoryHandleDesc {
            type_: cudaExternalMemoryHandleTypeOpaqueFd,
            handle: cudaExternalMemoryHandleDesc__bindgen_ty_1 { fd },
            size: size as u64,
            ..Default::default()
        };
        unsafe { cudaImportExternalMemory(memory, &desc) }
    }
    fn destroy(memory: cudaExternalMemory_t) -> cudaError_t {
        unsafe { cudaDestroyExternalMemory(memory) }
    }
    fn map_raw(
        memory: cudaExternalMemory_t,
        offset: usize,
        size: usize,
        flags: u32,
        ptr: &mut *mut c_void,
    ) -> cudaError_t {
        // `reserved` exists from CUDA 13.0; the update zeroes it where it does.
        #[allow(clippy::needless_update)]
        let desc = cudaExternalMemoryBufferDesc {
            offset: offset as u64,
            size: size as u64,
            flags,
            ..Default::default()
        };
        unsafe { cudaExternalMemoryGetMappedBuffer(ptr, memory, &desc) }
    }
    fn free(ptr: *mut c_void) -> cudaError_t {
        unsafe { cudaFree(ptr) }
    }
    fn null_memory() -> cudaExternalMemory_t {
        std::ptr::null_mut()
    }
    fn null_pointer() -> *mut c_void {
        std::ptr::null_mut()
    }
    fn offset(ptr: *mut c_void, bytes: usize) -> *mut c_void {
        ptr.wrapping_byte_add(bytes)
    }
    fn address(ptr: *mut c_void) -> u64 {
        ptr as u64
    }
    fn write(ptr: *mut c_void, bytes: &[u8]) -> TestResult {
        call!(cudaMemcpy(
            ptr,
            bytes.as_ptr().cast(),
            bytes.len(),
            cudaMemcpyHostToDevice
        ))
    }
    fn read(ptr: *mut c_void, len: usize) -> Result<Vec<u8>, Failed> {
        let mut bytes = vec![0u8; len];
        call!(cudaMemcpy(
            bytes.as_mut_ptr().cast(),
            ptr,
            len,
            cudaMemcpyDeviceToHost
        ))?;
        Ok(bytes)
    }
    fn synchronize() -> TestResult {
        call!(cudaDeviceSynchronize())
    }
    #[cfg(feature = "nvrtc")]
    fn run_kernel(gpu: &Gpu, ptr: *mut c_void, len: usize, key: u32) -> TestResult {
        crate::kernels::run_runtime(gpu, ptr, len, key)
    }
}

/// A duplicate of `fd` for an import that takes ownership of it:
/// close-on-exec, so the IPC test's child never inherits it.
fn dup(fd: &OwnedFd) -> Result<RawFd, Failed> {
    let copy = unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 0) };
    ensure(copy >= 0, || {
        format!("F_DUPFD_CLOEXEC: {}", std::io::Error::last_os_error())
    })?;
    Ok(copy)
}

/// Whether `number` still names the open file `original` was duplicated to
/// it from. Once the number is closed, another thread may be handed it for a
/// file of its own, so "the number is open" says nothing (a stress run saw
/// that race: docs/gpu-runs.md); kcmp compares the open files themselves.
fn still_names(original: &OwnedFd, number: RawFd) -> Result<bool, Failed> {
    const KCMP_FILE: libc::c_int = 0;
    let pid = unsafe { libc::getpid() };
    let answer = unsafe {
        libc::syscall(
            libc::SYS_kcmp,
            pid,
            pid,
            KCMP_FILE,
            original.as_raw_fd(),
            number,
        )
    };
    match answer {
        0 => Ok(true),
        -1 if std::io::Error::last_os_error().raw_os_error() == Some(libc::EBADF) => Ok(false),
        -1 => Err(format!("kcmp: {}", std::io::Error::last_os_error()).into()),
        _ => Ok(false),
    }
}

/// Imports a dup of `fd`. After a successful import the driver owns the dup
/// and has closed it.
pub(crate) fn import<A: ExternalMemoryApi>(
    fd: &OwnedFd,
    size: usize,
) -> Result<Owned<A::Memory, A::Status>, Failed> {
    let copy = dup(fd)?;
    let mut memory = A::null_memory();
    trace::record("import of fd", copy as u64, size);
    let status = A::import_raw(copy, size, &mut memory);
    if status != A::Status::SUCCESS {
        // After a failed import the fd is still ours.
        trace::record("close after a failed import, fd", copy as u64, 0);
        unsafe { libc::close(copy) };
    }
    check(status, &format!("{}ImportExternalMemory", A::PREFIX))?;
    let memory = Owned::new(memory, "destroying external memory", A::destroy);
    ensure(!still_names(fd, copy)?, || {
        format!("fd {copy} is still open after a successful import")
    })?;
    Ok(memory)
}

pub(crate) fn map_buffer<A: ExternalMemoryApi>(
    memory: &Owned<A::Memory, A::Status>,
    offset: usize,
    size: usize,
) -> Result<Owned<A::Pointer, A::Status>, Failed> {
    let mut ptr = A::null_pointer();
    trace::record("mapped buffer begins", 0, size);
    check(
        A::map_raw(memory.get(), offset, size, 0, &mut ptr),
        &format!("{}ExternalMemoryGetMappedBuffer", A::PREFIX),
    )?;
    trace::record("mapped buffer", A::address(ptr), size);
    Ok(Owned::new(ptr, "freeing a mapped buffer", |ptr| {
        trace::record("free of mapped buffer", A::address(ptr), 0);
        let status = A::free(ptr);
        trace::record("free of mapped buffer done", A::address(ptr), 0);
        status
    }))
}

/// A shareable VMM buffer, its exported fd and that fd imported through `A`.
struct Imported<A: ExternalMemoryApi> {
    // Field order is drop order for failure paths: import, fd, then the allocation.
    memory: Owned<A::Memory, A::Status>,
    fd: OwnedFd,
    vmm: VmmBuffer,
}

impl<A: ExternalMemoryApi> Imported<A> {
    fn new(gpu: &Gpu) -> Result<Self, Failed> {
        let vmm = shareable_buffer(gpu, SIZE)?;
        let fd = export_fd(vmm.handle())?;
        let memory = import::<A>(&fd, vmm.size)?;
        Ok(Imported { memory, fd, vmm })
    }

    fn free(self) -> TestResult {
        self.memory.free()?;
        drop(self.fd);
        self.vmm.free()
    }
}

/// A kernel launched through `A` rewrites the buffer `A` mapped from this
/// process's own export; the bytes read through the mapping and through the
/// VMM allocation are the host's computation.
#[cfg(feature = "nvrtc")]
fn kernel_rewrites_mapped_buffer<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    let imported = Imported::<A>::new(gpu)?;
    let size = imported.vmm.size;
    let mapped = map_buffer::<A>(&imported.memory, 0, size)?;
    let output = crate::kernels::transform_and_check(
        size,
        |bytes| A::write(mapped.get(), bytes),
        |key| A::run_kernel(gpu, mapped.get(), size, key),
        || A::read(mapped.get(), size),
        &format!(
            "{}ExternalMemoryGetMappedBuffer of a self-exported fd",
            A::PREFIX
        ),
    )?;
    // The same bytes through the allocation the fd was exported from.
    expect_bytes(
        &read(imported.vmm.ptr, size)?,
        &output,
        "the kernel's output through the VMM mapping",
    )?;
    mapped.free()?;
    imported.free()
}

/// Imports an fd another process exported, maps it through `A`, and runs
/// the kernel over it (ipc.rs's child-exported test).
#[cfg(feature = "nvrtc")]
pub fn kernel_over_foreign_fd<A: ExternalMemoryApi>(
    gpu: &Gpu,
    fd: &OwnedFd,
    size: usize,
) -> Result<Vec<u8>, Failed> {
    let memory = import::<A>(fd, size)?;
    let mapped = map_buffer::<A>(&memory, 0, size)?;
    let output = crate::kernels::transform_and_check(
        size,
        |bytes| A::write(mapped.get(), bytes),
        |key| A::run_kernel(gpu, mapped.get(), size, key),
        || A::read(mapped.get(), size),
        &format!("{}ExternalMemoryGetMappedBuffer of a child's fd", A::PREFIX),
    )?;
    mapped.free()?;
    memory.free()?;
    Ok(output)
}

fn mapped_buffer_aliases_vmm_allocation<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    let imported = Imported::<A>::new(gpu)?;
    let size = imported.vmm.size;
    let mapped = map_buffer::<A>(&imported.memory, 0, size)?;

    let through_vmm = crate::common::random_bytes(size);
    write(imported.vmm.ptr, &through_vmm)?;
    A::synchronize()?;
    expect_bytes(
        &A::read(mapped.get(), size)?,
        &through_vmm,
        "VMM write, mapped-buffer read",
    )?;
    let through_mapped = crate::common::random_bytes(size);
    A::write(mapped.get(), &through_mapped)?;
    A::synchronize()?;
    expect_bytes(
        &read(imported.vmm.ptr, size)?,
        &through_mapped,
        "mapped-buffer write, VMM read",
    )?;

    mapped.free()?;
    imported.free()
}

fn mapped_buffer_at_offset_sees_the_right_bytes<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    let imported = Imported::<A>::new(gpu)?;
    let bytes = crate::common::random_bytes(imported.vmm.size);
    write(imported.vmm.ptr, &bytes)?;
    A::synchronize()?;
    // An unaligned offset maps too (driver 580).
    for (offset, size) in [(64 << 10, 1 << 20), (SIZE - 4096, 4096), (1, 4096)] {
        let mapped = map_buffer::<A>(&imported.memory, offset, size)?;
        let what = format!("buffer at offset {offset}");
        expect_bytes(
            &A::read(mapped.get(), size)?,
            &bytes[offset..offset + size],
            &what,
        )?;
        mapped.free()?;
    }
    imported.free()
}

fn overlapping_mapped_buffers_see_the_same_bytes<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    let imported = Imported::<A>::new(gpu)?;
    // [0, 3/4) and [1/4, 1): the middle half is seen through both, perhaps at
    // different addresses (the docs allow that).
    let quarter = imported.vmm.size / 4;
    let low = map_buffer::<A>(&imported.memory, 0, 3 * quarter)?;
    let high = map_buffer::<A>(&imported.memory, quarter, 3 * quarter)?;

    let middle = crate::common::random_bytes(2 * quarter);
    A::write(A::offset(low.get(), quarter), &middle)?;
    A::synchronize()?;
    expect_bytes(
        &A::read(high.get(), 2 * quarter)?,
        &middle,
        "low's write seen through high",
    )?;
    let again = crate::common::random_bytes(2 * quarter);
    A::write(high.get(), &again)?;
    A::synchronize()?;
    let seen = A::read(A::offset(low.get(), quarter), 2 * quarter)?;
    expect_bytes(&seen, &again, "high's write seen through low")?;

    high.free()?;
    low.free()?;
    imported.free()
}

fn failed_import_leaves_the_fd_to_the_caller<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    let copy = dup(&fd)?;
    let mut memory = A::null_memory();
    // Size 0 is no valid import.
    trace::record("import of size 0, fd", copy as u64, 0);
    let status = A::import_raw(copy, 0, &mut memory);
    println!(
        "{}ImportExternalMemory of size 0: {}",
        A::PREFIX,
        status.name()
    );
    if status == A::Status::SUCCESS {
        // The driver owns the fd now; only the import is ours to undo.
        let _ = A::destroy(memory);
    }
    expect_error(status, A::IMPORT_ERRORS, "import of size 0")?;
    ensure(still_names(&fd, copy)?, || {
        format!("fd {copy} was closed by the failed import")
    })?;
    trace::record("close after the size-0 import, fd", copy as u64, 0);
    ensure(unsafe { libc::close(copy) } == 0, || {
        format!("closing fd {copy} failed")
    })?;
    drop(fd);
    vmm.free()
}

/// A mapping that must fail; then the same import must still map correctly.
fn map_error_case<A: ExternalMemoryApi>(
    gpu: &Gpu,
    what: &str,
    offset: usize,
    size: usize,
    flags: u32,
) -> TestResult {
    let imported = Imported::<A>::new(gpu)?;
    let mut ptr = A::null_pointer();
    let status = A::map_raw(imported.memory.get(), offset, size, flags, &mut ptr);
    let what = format!("{}ExternalMemoryGetMappedBuffer {what}", A::PREFIX);
    println!("{what}: {}", status.name());
    if status == A::Status::SUCCESS {
        let _ = A::free(ptr);
    }
    expect_error(status, A::MAP_ERRORS, &what)?;

    let bytes = crate::common::random_bytes(4096);
    write(imported.vmm.ptr, &bytes)?;
    A::synchronize()?;
    let mapped = map_buffer::<A>(&imported.memory, 0, bytes.len())?;
    expect_bytes(
        &A::read(mapped.get(), bytes.len())?,
        &bytes,
        "mapping after the error",
    )?;
    mapped.free()?;
    imported.free()
}

fn mapped_buffer_rejects_nonzero_flags<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    map_error_case::<A>(gpu, "with flags 1", 0, 4096, 1)
}

fn mapped_buffer_rejects_range_past_the_import<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    map_error_case::<A>(gpu, "past the end", SIZE - 4096, 8192, 0)
}

fn mapped_buffer_rejects_size_zero<A: ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    map_error_case::<A>(gpu, "of size 0", 0, 0, 0)
}

fn import_rejects_fd_minus_one<A: ExternalMemoryApi>(_gpu: &Gpu) -> TestResult {
    let mut memory = A::null_memory();
    let status = A::import_raw(-1, SIZE, &mut memory);
    println!(
        "{}ImportExternalMemory of fd -1: {}",
        A::PREFIX,
        status.name()
    );
    if status == A::Status::SUCCESS {
        let _ = A::destroy(memory);
    }
    expect_error(status, A::BAD_FD_ERRORS, "import of fd -1")
}

/// Runtime and driver mappings of one allocation alias the same bytes.
fn runtime_and_driver_mappings_alias(gpu: &Gpu) -> TestResult {
    let runtime = Imported::<Runtime>::new(gpu)?;
    let runtime_buffer = map_buffer::<Runtime>(&runtime.memory, 0, SIZE)?;
    let driver_memory = import::<Driver>(&runtime.fd, SIZE)?;
    let driver_buffer = map_buffer::<Driver>(&driver_memory, 0, SIZE)?;

    let bytes = crate::common::random_bytes(SIZE);
    Runtime::write(runtime_buffer.get(), &bytes)?;
    Runtime::synchronize()?;
    expect_bytes(
        &Driver::read(driver_buffer.get(), SIZE)?,
        &bytes,
        "runtime write, driver read",
    )?;
    let back = crate::common::random_bytes(SIZE);
    Driver::write(driver_buffer.get(), &back)?;
    Driver::synchronize()?;
    expect_bytes(
        &Runtime::read(runtime_buffer.get(), SIZE)?,
        &back,
        "driver write, runtime read",
    )?;

    driver_buffer.free()?;
    driver_memory.free()?;
    runtime_buffer.free()?;
    runtime.free()
}
