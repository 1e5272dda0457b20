//! cuDLA (feature `cudla`, aarch64 Linux only): the library answers its
//! version call (with `dynamic-loading`, loaded by the loader), and a DLA
//! opens in hybrid mode beside the current GPU where the machine has one.
//! None of the machines here has a DLA (Jetson and DRIVE have them): CI runs
//! this module under qemu-aarch64 (scripts/cross-build.sh aarch64), where
//! libcudla loads and finds no DLA driver, and the device test is ignored
//! with that reason.

#[allow(unused_imports)]
use crate::common::{ensure, Gpu, GpuTest, TestResult};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Completion, Failed, Trial};

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cudla")]
        Trial::test("cudla::library_answers", library_answers),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cudla")]
        gpu_test!(dla_opens_beside_the_gpu => skippable),
    ]
}

/// libcudla was loaded (by the loader, with `dynamic-loading`), and its
/// version call gives the headers' major, or `cudlaErrorDriverNotFound`
/// where the machine has no DLA driver: the answer of the library itself,
/// since the loader is seen to have loaded it.
#[cfg(feature = "cudla")]
fn library_answers() -> TestResult {
    #[cfg(feature = "dynamic-loading")]
    {
        let file = crate::common::loaded_file(cuda_raw_sys::loader::Library::Cudla)?;
        println!("libcudla loaded from {}", file.display());
    }
    let mut version = 0u64;
    let status = unsafe { cudlaGetVersion(&mut version) };
    if status == cudlaErrorDriverNotFound {
        println!("libcudla answers cudlaErrorDriverNotFound: no DLA driver on this machine");
        return Ok(());
    }
    ensure(status == cudlaSuccess, || {
        format!("cudlaGetVersion returned {status:?}")
    })?;
    println!("libcudla is {version}; headers are {CUDLA_VER_MAJOR}.{CUDLA_VER_MINOR}");
    ensure(version / 1_000_000 == u64::from(CUDLA_VER_MAJOR), || {
        format!("libcudla is {version}, the headers' major {CUDLA_VER_MAJOR}")
    })
}

/// DLA 0 opened in hybrid mode (`CUDLA_CUDA_DLA`, beside the current GPU),
/// its hardware version read (Xavier's is 1, Orin's 2) and the handle
/// destroyed. Ignored with the reason where no DLA is found; never run here.
#[cfg(feature = "cudla")]
fn dla_opens_beside_the_gpu(_gpu: &Gpu) -> Result<Completion, Failed> {
    let mut count = 0u64;
    let status = unsafe { cudlaDeviceGetCount(&mut count) };
    if status == cudlaErrorDriverNotFound || (status == cudlaSuccess && count == 0) {
        return Ok(Completion::ignored_with(
            "no DLA on this machine (cuDLA's are Jetson's and DRIVE's): cudlaDeviceGetCount \
             found none",
        ));
    }
    ensure(status == cudlaSuccess, || {
        format!("cudlaDeviceGetCount returned {status:?}")
    })?;
    let mut device = std::ptr::null_mut();
    call!(cudlaCreateDevice(0, &mut device, CUDLA_CUDA_DLA.0))?;
    // Safety: a union of plain integers, for which zero bytes are a value.
    let mut attribute: cudlaDevAttribute = unsafe { std::mem::zeroed() };
    let read = call!(cudlaDeviceGetAttribute(
        device,
        CUDLA_DEVICE_VERSION,
        &mut attribute
    ));
    call!(cudlaDestroyDevice(device))?;
    read?;
    let version = unsafe { attribute.deviceVersion };
    println!("{count} DLA(s); DLA 0's hardware version {version}");
    ensure(version >= 1, || {
        format!("DLA 0's hardware version reads {version}")
    })?;
    Ok(Completion::Completed)
}
