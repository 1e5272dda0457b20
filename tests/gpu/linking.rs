//! Runs everywhere: the test binary links libcuda and libcudart and can call both.

use crate::call;
use crate::common::{ensure, expect_error, TestResult};
use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed, Trial};

pub fn trials(require_gpu: bool) -> Vec<Trial> {
    vec![
        Trial::test(
            "linking::driver_reports_its_version",
            driver_reports_its_version,
        ),
        Trial::ignorable_test("linking::runtime_reports_the_header_version", move || {
            runtime_reports_the_header_version(require_gpu)
        }),
        Trial::test(
            "linking::driver_status_names_the_file_and_version",
            driver_status_names_the_file_and_version,
        ),
        Trial::test(
            "linking::cuinit_succeeds_or_names_the_missing_gpu",
            move || cuinit_succeeds_or_names_the_missing_gpu(require_gpu),
        ),
    ]
}

fn driver_reports_its_version() -> TestResult {
    let mut version = 0;
    call!(cuDriverGetVersion(&mut version))?;
    println!("libcuda reports driver API {version}");
    // 12.0 is the oldest driver with every call the tests link.
    ensure(version >= 12000, || {
        format!("cuDriverGetVersion = {version}")
    })
}

/// CUDA 11's libcudart answers `cudaErrorNoDevice` where no GPU is (12's
/// answers without one): ignored there, with the reason, unless a GPU is
/// required.
fn runtime_reports_the_header_version(require_gpu: bool) -> Result<Completion, Failed> {
    let mut version = 0;
    let status = unsafe { cudaRuntimeGetVersion(&mut version) };
    if status == cudaErrorNoDevice && CUDART_VERSION < 12000 && !require_gpu {
        return Ok(Completion::ignored_with(format!(
            "libcudart {}.x asks for a device: cudaRuntimeGetVersion returned cudaErrorNoDevice",
            CUDART_VERSION / 1000
        )));
    }
    crate::common::check(status, "cudaRuntimeGetVersion")?;
    println!("libcudart reports {version}; headers say CUDART_VERSION {CUDART_VERSION}");
    ensure(version as u32 == CUDART_VERSION, || {
        format!("libcudart {version} does not match the headers' CUDART_VERSION {CUDART_VERSION}")
    })?;
    Ok(Completion::Completed)
}

fn cuinit_succeeds_or_names_the_missing_gpu(require_gpu: bool) -> TestResult {
    let status = unsafe { cuInit(0) };
    if status == CUDA_SUCCESS {
        return Ok(());
    }
    ensure(!require_gpu, || {
        format!("cuInit failed although a GPU is required: {status:?}")
    })?;
    // What a machine without a usable GPU reports, by cuInit's docs and practice.
    expect_error(
        status,
        &[
            CUDA_ERROR_NO_DEVICE,
            CUDA_ERROR_STUB_LIBRARY,
            CUDA_ERROR_SYSTEM_DRIVER_MISMATCH,
            CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE,
            CUDA_ERROR_OPERATING_SYSTEM,
        ],
        "cuInit",
    )
}

/// `status::driver()` names the libcuda file the program mapped and its
/// version, in the linked mode as under dynamic-loading.
fn driver_status_names_the_file_and_version() -> TestResult {
    let status = cuda_raw_sys::status::driver();
    println!("{status}");
    let mut version = 0;
    call!(cuDriverGetVersion(&mut version))?;
    ensure(status.version == Ok(version), || {
        format!(
            "status says {:?}, cuDriverGetVersion {version}",
            status.version
        )
    })?;
    let file = status.file.ok_or("no file named for libcuda")?;
    let file = file.to_string_lossy();
    ensure(file.contains("libcuda.so"), || {
        format!("{file} is not libcuda")
    })?;
    ensure(status.header_version == CUDA_VERSION, || {
        "header version".into()
    })
}
