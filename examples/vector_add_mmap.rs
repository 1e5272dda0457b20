//! A port of NVIDIA's `vectorAddMMAP` sample (cuda-samples,
//! Samples/0_Introduction/vectorAddMMAP): the vectorAdd kernel over three
//! buffers made with the virtual memory management calls — physical memory
//! striped over the device and every peer it can reach (cuMemCreate),
//! mapped into one reserved range (cuMemAddressReserve, cuMemMap) and made
//! accessible (cuMemSetAccess). The kernel is compiled at run time with
//! NVRTC, where the sample loads a prebuilt fatbin. Prints what the sample
//! prints, and exits non-zero on a wrong result.
//!
//!     cargo run --features nvrtc --example vector_add_mmap

mod common;

use common::{device_name, driver, sums_match, VectorAdd};
use cuda_raw_sys::*;
use std::process::ExitCode;

const N: usize = 50_000;

fn main() -> ExitCode {
    println!("Vector Addition (Driver API)");
    match run() {
        Ok(true) => {
            println!("Result = PASS");
            ExitCode::SUCCESS
        }
        Ok(false) => {
            println!("Result = FAIL");
            ExitCode::FAILURE
        }
        Err(error) => {
            eprintln!("vectorAddMMAP: {error}");
            ExitCode::FAILURE
        }
    }
}

/// One buffer: its reservation, and the physical stripes mapped into it.
struct MultiDeviceBuffer {
    ptr: CUdeviceptr,
    size: usize,
    handles: Vec<CUmemGenericAllocationHandle>,
}

/// Pinned device memory on `device`, as the sample asks cuMemCreate for.
fn pinned_on(device: CUdevice) -> CUmemAllocationProp {
    let mut prop = CUmemAllocationProp {
        type_: CU_MEM_ALLOCATION_TYPE_PINNED,
        ..Default::default()
    };
    prop.location.type_ = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.set_id(device);
    prop
}

impl MultiDeviceBuffer {
    /// The sample's simpleMallocMultiDeviceMmap: `size` rounded up to a
    /// granularity that suits every device, striped evenly over `backing`,
    /// readable and writable by `mapping`.
    fn new(size: usize, backing: &[CUdevice], mapping: &[CUdevice]) -> Result<Self, String> {
        let mut granularity = 0;
        for &device in backing.iter().chain(mapping) {
            let prop = pinned_on(device);
            let mut device_granularity = 0;
            driver(
                unsafe {
                    cuMemGetAllocationGranularity(
                        &mut device_granularity,
                        &prop,
                        CU_MEM_ALLOC_GRANULARITY_MINIMUM,
                    )
                },
                "cuMemGetAllocationGranularity",
            )?;
            granularity = granularity.max(device_granularity);
        }
        let stripe_unit = granularity * backing.len();
        let size = size.div_ceil(stripe_unit) * stripe_unit;
        let stripe = size / backing.len();
        let mut buffer = MultiDeviceBuffer {
            ptr: 0,
            size,
            handles: Vec::new(),
        };
        driver(
            unsafe { cuMemAddressReserve(&mut buffer.ptr, size, granularity, 0, 0) },
            "cuMemAddressReserve",
        )?;
        for (index, &device) in backing.iter().enumerate() {
            let prop = pinned_on(device);
            let mut handle = 0;
            driver(
                unsafe { cuMemCreate(&mut handle, stripe, &prop, 0) },
                "cuMemCreate",
            )?;
            buffer.handles.push(handle);
            let at = buffer.ptr + (index * stripe) as CUdeviceptr;
            driver(unsafe { cuMemMap(at, stripe, 0, handle, 0) }, "cuMemMap")?;
        }
        let access: Vec<CUmemAccessDesc> = mapping
            .iter()
            .map(|&device| {
                let mut desc = CUmemAccessDesc {
                    flags: CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
                    ..Default::default()
                };
                desc.location.type_ = CU_MEM_LOCATION_TYPE_DEVICE;
                desc.location.set_id(device);
                desc
            })
            .collect();
        driver(
            unsafe { cuMemSetAccess(buffer.ptr, size, access.as_ptr(), access.len()) },
            "cuMemSetAccess",
        )?;
        Ok(buffer)
    }
}

impl Drop for MultiDeviceBuffer {
    /// The sample's simpleFreeMultiDeviceMmap.
    fn drop(&mut self) {
        if self.ptr == 0 {
            return;
        }
        unsafe {
            let _ = cuMemUnmap(self.ptr, self.size);
            for &handle in &self.handles {
                let _ = cuMemRelease(handle);
            }
            let _ = cuMemAddressFree(self.ptr, self.size);
        }
    }
}

/// The device and every device it can reach as a peer that supports VMM.
fn backing_devices(device: CUdevice) -> Result<Vec<CUdevice>, String> {
    let mut count = 0;
    driver(unsafe { cuDeviceGetCount(&mut count) }, "cuDeviceGetCount")?;
    let mut backing = vec![device];
    for peer in (0..count).filter(|&peer| peer != device) {
        let (mut can_access, mut vmm) = (0, 0);
        driver(
            unsafe { cuDeviceCanAccessPeer(&mut can_access, device, peer) },
            "cuDeviceCanAccessPeer",
        )?;
        let attribute = CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED;
        driver(
            unsafe { cuDeviceGetAttribute(&mut vmm, attribute, peer) },
            "cuDeviceGetAttribute",
        )?;
        if can_access != 0 && vmm != 0 {
            backing.push(peer);
        }
    }
    Ok(backing)
}

fn run() -> Result<bool, String> {
    driver(unsafe { cuInit(0) }, "cuInit")?;
    let mut device = 0;
    driver(unsafe { cuDeviceGet(&mut device, 0) }, "cuDeviceGet")?;
    println!("> Using CUDA Device [{device}]: {}", device_name(device)?);
    let mut supported = 0;
    let attribute = CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED;
    driver(
        unsafe { cuDeviceGetAttribute(&mut supported, attribute, device) },
        "cuDeviceGetAttribute",
    )?;
    println!("Device {device} VIRTUAL ADDRESS MANAGEMENT SUPPORTED = {supported}.");
    if supported == 0 {
        println!("> GPU {device} doesn't support VIRTUAL ADDRESS MANAGEMENT.");
        return Ok(true);
    }
    let kernel = VectorAdd::load(device)?;

    let h_a: Vec<f32> = (0..N).map(|_| fastrand::f32()).collect();
    let h_b: Vec<f32> = (0..N).map(|_| fastrand::f32()).collect();
    let mut h_c = vec![0f32; N];
    let bytes = N * std::mem::size_of::<f32>();
    let backing = backing_devices(device)?;
    println!("> striping each buffer over {} device(s)", backing.len());
    let d_a = MultiDeviceBuffer::new(bytes, &backing, &[device])?;
    let d_b = MultiDeviceBuffer::new(bytes, &backing, &[device])?;
    let d_c = MultiDeviceBuffer::new(bytes, &backing, &[device])?;
    driver(
        unsafe { cuMemcpyHtoD(d_a.ptr, h_a.as_ptr().cast(), bytes) },
        "cuMemcpyHtoD",
    )?;
    driver(
        unsafe { cuMemcpyHtoD(d_b.ptr, h_b.as_ptr().cast(), bytes) },
        "cuMemcpyHtoD",
    )?;

    kernel.launch([d_a.ptr, d_b.ptr, d_c.ptr], N, std::ptr::null_mut())?;
    driver(unsafe { cuCtxSynchronize() }, "cuCtxSynchronize")?;
    driver(
        unsafe { cuMemcpyDtoH(h_c.as_mut_ptr().cast(), d_c.ptr, bytes) },
        "cuMemcpyDtoH",
    )?;
    let passed = sums_match(&h_a, &h_b, &h_c);
    drop((d_a, d_b, d_c));
    kernel.unload()?;
    Ok(passed)
}
