//! cuMulticastBindMem. What is safe everywhere runs everywhere; the full path
//! creates a multicast object, which can take a shared host's GPUs out of
//! service, so it runs only where a person asked for it explicitly.

use crate::common::{ensure, expect_error, Gpu, GpuTest, Owned, TestResult};
use crate::memory::{create, expect_bytes, grant_access, granularity, map, read, reserve, write};
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed};

/// Set to 1, on hardware you own, to run the full multicast path.
const OPT_IN_VARIABLE: &str = "CUDA_RAW_SYS_TEST_MULTICAST";

pub fn tests() -> Vec<GpuTest> {
    vec![
        gpu_test!(multicast_attribute_is_readable),
        gpu_test!(multicast_granularity_follows_the_attribute => skippable),
        gpu_test!(multicast_bind_is_refused_without_support => skippable),
        gpu_test!(multicast_full_path_when_explicitly_enabled => skippable),
    ]
}

fn supported(gpu: &Gpu) -> Result<bool, Failed> {
    Ok(gpu.attribute(CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED)? == 1)
}

fn object_prop(size: usize) -> CUmulticastObjectProp {
    CUmulticastObjectProp {
        numDevices: 1,
        size,
        handleTypes: CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR.0.into(),
        flags: 0,
    }
}

fn multicast_attribute_is_readable(gpu: &Gpu) -> TestResult {
    let value = gpu.attribute(CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED)?;
    println!("CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED = {value}");
    ensure(value == 0 || value == 1, || {
        format!("attribute is {value}, not 0 or 1")
    })
}

fn multicast_granularity_follows_the_attribute(gpu: &Gpu) -> Result<Completion, Failed> {
    let prop = object_prop(2 << 20);
    let mut granularity = 0;
    let status = unsafe {
        cuMulticastGetGranularity(
            &mut granularity,
            &prop,
            CU_MULTICAST_GRANULARITY_RECOMMENDED,
        )
    };
    if supported(gpu)? {
        crate::common::check(status, "cuMulticastGetGranularity")?;
        println!("multicast granularity {granularity}");
        ensure(granularity > 0, || "granularity 0".into())?;
    } else {
        expect_error(
            status,
            &[
                CUDA_ERROR_NOT_SUPPORTED,
                CUDA_ERROR_INVALID_DEVICE,
                CUDA_ERROR_INVALID_VALUE,
            ],
            "cuMulticastGetGranularity without multicast support",
        )?;
    }
    Ok(Completion::Completed)
}

fn multicast_bind_is_refused_without_support(gpu: &Gpu) -> Result<Completion, Failed> {
    if supported(gpu)? {
        return Ok(Completion::ignored_with(
            "multicast is supported here; refusal applies only where it is not",
        ));
    }
    let granularity = granularity(gpu.device)?;
    let allocation = create(gpu.device, granularity, CU_MEM_HANDLE_TYPE_NONE)?;
    // No multicast object can exist here, so handle 0 stands in for one.
    let status = unsafe { cuMulticastBindMem(0, 0, allocation.get(), 0, granularity, 0) };
    println!(
        "cuMulticastBindMem without support: {}",
        crate::common::Status::name(status)
    );
    expect_error(
        status,
        &[
            CUDA_ERROR_NOT_SUPPORTED,
            CUDA_ERROR_INVALID_HANDLE,
            CUDA_ERROR_INVALID_VALUE,
        ],
        "cuMulticastBindMem without multicast support",
    )?;
    allocation.free()?;
    Ok(Completion::Completed)
}

/// Why the full path may not run here, or None when all three conditions hold.
fn full_path_refusal(gpu: &Gpu) -> Result<Option<String>, Failed> {
    if std::env::var(OPT_IN_VARIABLE).as_deref() != Ok("1") {
        return Ok(Some(format!(
            "{OPT_IN_VARIABLE}=1 is not set (never set it on shared GPU hosts)"
        )));
    }
    if std::env::var("NCCL_NVLS_ENABLE").as_deref() == Ok("0") {
        return Ok(Some(
            "NCCL_NVLS_ENABLE=0: this host has NVLink multicast turned off".into(),
        ));
    }
    if !supported(gpu)? {
        return Ok(Some("CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED is 0".into()));
    }
    Ok(None)
}

fn multicast_full_path_when_explicitly_enabled(gpu: &Gpu) -> Result<Completion, Failed> {
    if let Some(reason) = full_path_refusal(gpu)? {
        return Ok(Completion::ignored_with(reason));
    }
    let mut granularity = 0;
    let sizing = object_prop(2 << 20);
    call!(cuMulticastGetGranularity(
        &mut granularity,
        &sizing,
        CU_MULTICAST_GRANULARITY_RECOMMENDED
    ))?;
    let size = granularity.max(crate::memory::granularity(gpu.device)?);
    let prop = object_prop(size);

    let mut multicast = 0;
    call!(cuMulticastCreate(&mut multicast, &prop))?;
    let multicast = crate::memory::own_allocation(multicast);
    call!(cuMulticastAddDevice(multicast.get(), gpu.device))?;
    let memory = create(gpu.device, size, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR)?;
    call!(cuMulticastBindMem(
        multicast.get(),
        0,
        memory.get(),
        0,
        size,
        0
    ))?;
    let binding = Owned::new(
        (multicast.get(), gpu.device, size),
        "cuMulticastUnbind",
        |(mc, device, size)| unsafe { cuMulticastUnbind(mc, device, 0, size) },
    );

    let multicast_range = reserve(size, size)?;
    let multicast_mapping = map(multicast_range.get().0, size, multicast.get())?;
    grant_access(multicast_range.get().0, size, gpu.device)?;
    let unicast_range = reserve(size, size)?;
    let unicast_mapping = map(unicast_range.get().0, size, memory.get())?;
    grant_access(unicast_range.get().0, size, gpu.device)?;

    let bytes = crate::common::random_bytes(size);
    write(multicast_range.get().0, &bytes)?;
    call!(cuCtxSynchronize())?;
    expect_bytes(
        &read(unicast_range.get().0, size)?,
        &bytes,
        "multicast write, unicast read",
    )?;

    unicast_mapping.free()?;
    unicast_range.free()?;
    multicast_mapping.free()?;
    multicast_range.free()?;
    binding.free()?;
    memory.free()?;
    multicast.free()?;
    Ok(Completion::Completed)
}
