//! Device memory for the tests: the cuMemMap sequence as owned values torn
//! down in reverse, byte copies, and allocations shared as POSIX fds.

use crate::call;
use crate::common::{ensure, Gpu, Owned, TestResult};
use crate::trace;
use cuda_raw_sys::*;
use libtest_mimic::Failed;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};

pub fn allocation_prop(
    device: CUdevice,
    handle_types: CUmemAllocationHandleType,
) -> CUmemAllocationProp {
    CUmemAllocationProp {
        type_: CU_MEM_ALLOCATION_TYPE_PINNED,
        requestedHandleTypes: handle_types,
        location: device_location(device),
        ..Default::default()
    }
}

fn device_location(device: CUdevice) -> CUmemLocation {
    let mut location = CUmemLocation {
        type_: CU_MEM_LOCATION_TYPE_DEVICE,
        ..Default::default()
    };
    // From CUDA 13.2 `id` sits in an anonymous union; the accessor reaches
    // it on every version.
    location.set_id(device);
    location
}

/// Read/write access for `device`, as cuMemSetAccess takes it.
pub fn read_write_access(device: CUdevice) -> CUmemAccessDesc {
    CUmemAccessDesc {
        location: device_location(device),
        flags: CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
    }
}

pub fn granularity(device: CUdevice) -> Result<usize, Failed> {
    let prop = allocation_prop(device, CU_MEM_HANDLE_TYPE_NONE);
    let mut granularity = 0;
    call!(cuMemGetAllocationGranularity(
        &mut granularity,
        &prop,
        CU_MEM_ALLOC_GRANULARITY_MINIMUM
    ))?;
    ensure(granularity > 0, || "granularity 0".into())?;
    Ok(granularity)
}

pub type Allocation = Owned<CUmemGenericAllocationHandle, CUresult>;
pub type Reservation = Owned<(CUdeviceptr, usize), CUresult>;
pub type Mapping = Owned<(CUdeviceptr, usize), CUresult>;

pub fn create(
    device: CUdevice,
    size: usize,
    handle_types: CUmemAllocationHandleType,
) -> Result<Allocation, Failed> {
    let prop = allocation_prop(device, handle_types);
    let mut handle = 0;
    call!(cuMemCreate(&mut handle, size, &prop, 0))?;
    Ok(own_allocation(handle))
}

/// Takes ownership of an allocation handle (created, imported, or a
/// multicast object): released with cuMemRelease.
pub fn own_allocation(handle: CUmemGenericAllocationHandle) -> Allocation {
    Owned::new(handle, "cuMemRelease", |handle| unsafe {
        cuMemRelease(handle)
    })
}

pub fn reserve(size: usize, alignment: usize) -> Result<Reservation, Failed> {
    let mut ptr = 0;
    trace::record("cuMemAddressReserve begins", 0, size);
    call!(cuMemAddressReserve(&mut ptr, size, alignment, 0, 0))?;
    trace::record("cuMemAddressReserve", ptr, size);
    Ok(Owned::new(
        (ptr, size),
        "cuMemAddressFree",
        |(ptr, size)| {
            trace::record("cuMemAddressFree", ptr, size);
            let status = unsafe { cuMemAddressFree(ptr, size) };
            trace::record("cuMemAddressFree done", ptr, size);
            status
        },
    ))
}

pub fn map(
    ptr: CUdeviceptr,
    size: usize,
    handle: CUmemGenericAllocationHandle,
) -> Result<Mapping, Failed> {
    trace::record("cuMemMap begins", ptr, size);
    call!(cuMemMap(ptr, size, 0, handle, 0))?;
    trace::record("cuMemMap", ptr, size);
    Ok(own_mapping(ptr, size))
}

/// Takes ownership of a range mapped by whatever means: unmapped with cuMemUnmap.
pub fn own_mapping(ptr: CUdeviceptr, size: usize) -> Mapping {
    Owned::new((ptr, size), "cuMemUnmap", |(ptr, size)| {
        trace::record("cuMemUnmap", ptr, size);
        let status = unsafe { cuMemUnmap(ptr, size) };
        trace::record("cuMemUnmap done", ptr, size);
        status
    })
}

pub fn grant_access(ptr: CUdeviceptr, size: usize, device: CUdevice) -> TestResult {
    call!(cuMemSetAccess(ptr, size, &read_write_access(device), 1))?;
    trace::record("cuMemSetAccess", ptr, size);
    Ok(())
}

/// `bytes` of device memory (at least one: cuMemAlloc refuses 0, and a
/// library's workspace may be asked for as 0), freed when dropped or freed.
/// The libraries' tests use it, each under its own feature.
#[allow(dead_code)]
pub fn allocate(bytes: usize) -> Result<Owned<CUdeviceptr, CUresult>, Failed> {
    let mut memory = 0;
    call!(cuMemAlloc(&mut memory, bytes.max(1)))?;
    Ok(Owned::new(memory, "cuMemFree", |memory| unsafe {
        cuMemFree(memory)
    }))
}

/// `values` in new device memory, copied in `stream`'s order: the libraries
/// run on that stream, which does not wait for the legacy default stream.
/// From pageable memory the call returns once `values` is staged.
#[allow(dead_code)]
pub fn upload<T: Copy>(
    values: &[T],
    stream: CUstream,
) -> Result<Owned<CUdeviceptr, CUresult>, Failed> {
    let bytes = std::mem::size_of_val(values);
    let memory = allocate(bytes)?;
    call!(cuMemcpyHtoDAsync(
        memory.get(),
        values.as_ptr().cast(),
        bytes,
        stream
    ))?;
    Ok(memory)
}

/// `count` values from device memory, once `stream` has done its work.
#[allow(dead_code)]
pub fn download<T: Copy + Default>(
    memory: CUdeviceptr,
    count: usize,
    stream: CUstream,
) -> Result<Vec<T>, Failed> {
    let mut values = vec![T::default(); count];
    call!(cuMemcpyDtoHAsync(
        values.as_mut_ptr().cast(),
        memory,
        std::mem::size_of_val(values.as_slice()),
        stream
    ))?;
    call!(cuStreamSynchronize(stream))?;
    Ok(values)
}

pub fn write(ptr: CUdeviceptr, bytes: &[u8]) -> TestResult {
    call!(cuMemcpyHtoD(ptr, bytes.as_ptr().cast(), bytes.len()))
}

pub fn read(ptr: CUdeviceptr, len: usize) -> Result<Vec<u8>, Failed> {
    let mut bytes = vec![0u8; len];
    call!(cuMemcpyDtoH(bytes.as_mut_ptr().cast(), ptr, len))?;
    Ok(bytes)
}

pub fn expect_bytes(actual: &[u8], expected: &[u8], what: &str) -> TestResult {
    match actual.iter().zip(expected).position(|(a, e)| a != e) {
        None if actual.len() == expected.len() => Ok(()),
        None => Err(format!(
            "{what}: {} bytes, expected {}",
            actual.len(),
            expected.len()
        )
        .into()),
        Some(at) => Err(format!(
            "{what}: byte {at} is {:#04x}, expected {:#04x}",
            actual[at], expected[at]
        )
        .into()),
    }
}

/// Device memory mapped at a reserved address with read/write access: the
/// whole sequence, torn down in reverse by `free`.
pub struct VmmBuffer {
    // Field order is drop order, the reverse of set-up, for failure paths.
    mapping: Mapping,
    reservation: Reservation,
    allocation: Allocation,
    pub ptr: CUdeviceptr,
    pub size: usize,
}

impl VmmBuffer {
    pub fn new(
        gpu: &Gpu,
        size: usize,
        handle_types: CUmemAllocationHandleType,
    ) -> Result<Self, Failed> {
        let granularity = granularity(gpu.device)?;
        let size = size.div_ceil(granularity) * granularity;
        let allocation = create(gpu.device, size, handle_types)?;
        Self::mapped(allocation, size, gpu.device)
    }

    /// `allocation` mapped whole at a reserved range, readable and writable
    /// by `device`.
    fn mapped(allocation: Allocation, size: usize, device: CUdevice) -> Result<Self, Failed> {
        let reservation = reserve(size, granularity(device)?)?;
        let ptr = reservation.get().0;
        let mapping = map(ptr, size, allocation.get())?;
        grant_access(ptr, size, device)?;
        Ok(VmmBuffer {
            mapping,
            reservation,
            allocation,
            ptr,
            size,
        })
    }

    pub fn handle(&self) -> CUmemGenericAllocationHandle {
        self.allocation.get()
    }

    pub fn free(self) -> TestResult {
        self.mapping.free()?;
        self.reservation.free()?;
        self.allocation.free()
    }
}

/// Places arrays one after another in a mapped buffer, each 256-byte aligned.
#[allow(dead_code)]
pub struct Layout {
    base: CUdeviceptr,
    size: usize,
    next: usize,
}

#[allow(dead_code)]
impl Layout {
    pub fn new(buffer: &VmmBuffer) -> Self {
        Layout {
            base: buffer.ptr,
            size: buffer.size,
            next: 0,
        }
    }

    /// Room for `bytes`; its device address.
    pub fn take(&mut self, bytes: usize) -> CUdeviceptr {
        let at = self.base + self.next as CUdeviceptr;
        self.next += bytes.next_multiple_of(256);
        assert!(
            self.next <= self.size,
            "{} bytes do not fit the buffer",
            self.next
        );
        at
    }

    /// Room for `values`, written there.
    pub fn put<T: Copy>(&mut self, values: &[T]) -> Result<CUdeviceptr, Failed> {
        let at = self.take(std::mem::size_of_val(values));
        write(at, &to_bytes(values))?;
        Ok(at)
    }
}

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
    trace::record("exported fd", fd as u64, 0);
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// An allocation another process exported as a POSIX fd, imported with
/// `cuMemImportFromShareableHandle`, mapped at a reserved range and made
/// readable and writable by `device` (its own or a peer of its device).
pub fn import_fd_mapping(fd: &OwnedFd, size: usize, device: CUdevice) -> Result<VmmBuffer, Failed> {
    let mut handle = 0;
    // A POSIX fd is passed as the pointer-sized handle value itself.
    call!(cuMemImportFromShareableHandle(
        &mut handle,
        fd.as_raw_fd() as usize as *mut std::ffi::c_void,
        CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
    ))?;
    VmmBuffer::mapped(own_allocation(handle), size, device)
}

/// Plain numbers as the bytes a device copy takes.
#[allow(dead_code)]
pub fn to_bytes<T: Copy>(values: &[T]) -> Vec<u8> {
    let size = std::mem::size_of_val(values);
    // Safety: plain numbers, read as their bytes.
    unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<u8>(), size) }.to_vec()
}

/// Bytes a device copy gave, as plain numbers.
#[allow(dead_code)]
pub fn from_bytes<T: Copy + Default>(bytes: &[u8]) -> Vec<T> {
    let mut values = vec![T::default(); bytes.len() / std::mem::size_of::<T>()];
    // Safety: as many bytes as the values hold; any bit pattern is a number.
    unsafe {
        std::ptr::copy_nonoverlapping(
            bytes.as_ptr(),
            values.as_mut_ptr().cast::<u8>(),
            values.len() * std::mem::size_of::<T>(),
        )
    };
    values
}

/// Rows of bytes in runtime memory, as the image codecs read and write them
/// (features nvjpeg2k, nvtiff): pitched (`cudaMallocPitch`, zeroed) or
/// dense (`cudaMalloc`, the pitch the width), freed with `cudaFree`.
#[cfg(any(feature = "nvjpeg2k", feature = "nvtiff"))]
pub struct Rows {
    memory: Owned<*mut std::ffi::c_void, cudaError_t>,
    pub pitch: usize,
    width: usize,
    rows: usize,
}

#[cfg(any(feature = "nvjpeg2k", feature = "nvtiff"))]
impl Rows {
    /// `rows` of `width` bytes at the runtime's pitch, zeroed on `stream`.
    pub fn pitched(width: usize, rows: usize, stream: CUstream) -> Result<Self, Failed> {
        let (mut memory, mut pitch) = (std::ptr::null_mut(), 0);
        call!(cudaMallocPitch(&mut memory, &mut pitch, width, rows))?;
        let memory = Owned::new(memory, "cudaFree", |memory| unsafe { cudaFree(memory) });
        call!(cudaMemset2DAsync(
            memory.get(),
            pitch,
            0,
            width,
            rows,
            stream
        ))?;
        Ok(Rows {
            memory,
            pitch,
            width,
            rows,
        })
    }

    /// `rows` of `width` bytes, one after another (nvTIFF's encoder input).
    #[cfg(feature = "nvtiff")]
    pub fn dense(width: usize, rows: usize) -> Result<Self, Failed> {
        let mut memory = std::ptr::null_mut();
        call!(cudaMalloc(&mut memory, width * rows))?;
        Ok(Rows {
            memory: Owned::new(memory, "cudaFree", |memory| unsafe { cudaFree(memory) }),
            pitch: width,
            width,
            rows,
        })
    }

    pub fn ptr(&self) -> *mut std::ffi::c_void {
        self.memory.get()
    }

    // Copies go on the test's stream: the runtime's synchronous copies order
    // only with the legacy default stream, which a non-blocking one skips.
    pub fn upload(&self, bytes: &[u8], stream: CUstream) -> TestResult {
        assert_eq!(bytes.len(), self.width * self.rows);
        call!(cudaMemcpy2DAsync(
            self.ptr(),
            self.pitch,
            bytes.as_ptr().cast(),
            self.width,
            self.width,
            self.rows,
            cudaMemcpyHostToDevice,
            stream
        ))
    }

    /// The bytes, read back once `stream` has done its work.
    pub fn download(&self, stream: CUstream) -> Result<Vec<u8>, Failed> {
        let mut bytes = vec![0u8; self.width * self.rows];
        call!(cudaMemcpy2DAsync(
            bytes.as_mut_ptr().cast(),
            self.width,
            self.ptr(),
            self.pitch,
            self.width,
            self.rows,
            cudaMemcpyDeviceToHost,
            stream
        ))?;
        call!(cuStreamSynchronize(stream))?;
        Ok(bytes)
    }

    pub fn free(self) -> TestResult {
        self.memory.free()
    }
}
