//! The further libraries (features `nvrtc`, `nvjitlink`, `nvfatbin`, `nvml`,
//! `curand`, `profiler`): what they do without a GPU (compiling and linking
//! device code, NVML's answer when no driver runs), and on a GPU (NVML
//! agreeing with the driver, cuRAND filling a cuMemMap'ed range, the
//! profiler API's four calls, a fat binary of two architectures run).

#[allow(unused_imports)]
use crate::common::{ensure, expect_error, Gpu, GpuTest, TestResult};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
use libtest_mimic::Trial;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvrtc")]
        Trial::test("nvrtc::version_matches_the_headers", nvrtc_version),
        #[cfg(feature = "nvrtc")]
        Trial::test("nvrtc::compiles_a_kernel_to_ptx", compiles_to_ptx),
        #[cfg(feature = "nvrtc")]
        Trial::test("nvrtc::compiles_a_kernel_to_a_cubin", compiles_to_cubin),
        #[cfg(feature = "nvrtc")]
        Trial::test(
            "nvrtc::syntax_error_returns_compilation_and_a_log",
            syntax_error,
        ),
        #[cfg(all(feature = "nvrtc", feature = "nvjitlink"))]
        Trial::test("nvjitlink::links_ptx_into_a_cubin_for_sm_90", links_ptx),
        #[cfg(feature = "nvml")]
        Trial::test(
            "nvml::init_succeeds_or_returns_its_documented_error",
            nvml_init,
        ),
        #[cfg(feature = "curand")]
        Trial::test(
            "curand::version_is_the_headers_major_and_no_older",
            curand_version,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "nvml")]
        gpu_test!(nvml_agrees_with_the_driver),
        #[cfg(feature = "curand")]
        gpu_test!(curand_fills_a_mapped_range),
        #[cfg(feature = "profiler")]
        gpu_test!(profiler_starts_and_stops_collection),
        #[cfg(all(feature = "nvrtc", feature = "nvfatbin"))]
        gpu_test!(fat_binary_of_two_architectures_runs),
    ]
}

/// nvFatbin: this GPU's cubin and PTX for an older virtual architecture in
/// one fat binary, loaded with cuModuleLoadData and run over device memory,
/// every byte checked against the host; then a fat binary of the PTX alone,
/// which the driver compiles for this GPU, the same.
#[cfg(all(feature = "nvrtc", feature = "nvfatbin"))]
fn fat_binary_of_two_architectures_runs(gpu: &Gpu) -> TestResult {
    call!(cuCtxSetCurrent(gpu.context))?;
    let arch = crate::kernels::architecture(gpu)?;
    let cubin = crate::kernels::cubin(gpu)?;
    let program =
        crate::kernels::compile(crate::kernels::SOURCE, &["--gpu-architecture=compute_80"])
            .map_err(|(status, log)| format!("nvrtcCompileProgram returned {}: {log}", status.0))?;
    let ptx = program.ptx()?;
    let cubin_arch = std::ffi::CString::new(arch.trim_start_matches("sm_"))?;
    let both = fat_binary(Some((cubin, &cubin_arch)), &ptx)?;
    println!(
        "fat binary of a {arch} cubin ({} bytes) and compute_80 PTX ({} bytes): {} bytes",
        cubin.len(),
        ptx.len(),
        both.len()
    );
    ensure(both.len() > cubin.len(), || {
        format!(
            "the fat binary ({} bytes) is no larger than its cubin",
            both.len()
        )
    })?;
    let ptx_only = fat_binary(None, &ptx)?;
    for (image, what) in [(&both, "cubin and PTX"), (&ptx_only, "PTX alone")] {
        crate::kernels::run_image_and_check(image, &format!("the fat binary of {what}"))?;
    }
    Ok(())
}

/// A fat binary of a cubin (with its architecture's number) and PTX for
/// compute_80, made with nvFatbin.
#[cfg(all(feature = "nvrtc", feature = "nvfatbin"))]
fn fat_binary(
    cubin: Option<(&[u8], &std::ffi::CStr)>,
    ptx: &[u8],
) -> Result<Vec<u8>, libtest_mimic::Failed> {
    let mut handle = std::ptr::null_mut();
    call!(nvFatbinCreate(&mut handle, std::ptr::null_mut(), 0))?;
    let made = cubin
        .map_or(Ok(()), |(code, arch)| {
            call!(nvFatbinAddCubin(
                handle,
                code.as_ptr().cast(),
                code.len(),
                arch.as_ptr(),
                c"transform".as_ptr()
            ))
        })
        .and_then(|()| {
            call!(nvFatbinAddPTX(
                handle,
                ptx.as_ptr().cast(),
                ptx.len(),
                c"80".as_ptr(),
                c"transform".as_ptr(),
                std::ptr::null()
            ))
        })
        .and_then(|()| {
            let mut size = 0;
            call!(nvFatbinSize(handle, &mut size))?;
            let mut image = vec![0u8; size];
            call!(nvFatbinGet(handle, image.as_mut_ptr().cast()))?;
            Ok(image)
        });
    call!(nvFatbinDestroy(&mut handle))?;
    made
}

/// The driver's and the runtime's profiler calls, each twice: with no
/// profiler attached they only switch collection on and off, and succeed.
#[cfg(feature = "profiler")]
fn profiler_starts_and_stops_collection(gpu: &Gpu) -> TestResult {
    call!(cuCtxSetCurrent(gpu.context))?;
    for _ in 0..2 {
        call!(cuProfilerStart())?;
        call!(cuProfilerStop())?;
        call!(cudaProfilerStart())?;
        call!(cudaProfilerStop())?;
    }
    Ok(())
}

/// A cubin: an ELF file for machine EM_CUDA (190).
#[cfg(feature = "nvrtc")]
fn is_cuda_elf(image: &[u8]) -> bool {
    image.len() > 20 && image.starts_with(b"\x7fELF") && image[18..20] == 190u16.to_le_bytes()
}

#[cfg(feature = "nvrtc")]
fn nvrtc_version() -> TestResult {
    let (mut major, mut minor) = (0, 0);
    call!(nvrtcVersion(&mut major, &mut minor))?;
    println!("libnvrtc is {major}.{minor}; headers are CUDA {CUDA_VERSION}");
    let headers = (CUDA_VERSION / 1000, CUDA_VERSION % 1000 / 10);
    ensure((major as u32, minor as u32) == headers, || {
        format!("libnvrtc {major}.{minor} is not the headers' {headers:?}")
    })
}

/// PTX and a cubin for sm_90, or where NVRTC is older (CUDA 11.7's) its
/// newest architecture.
#[cfg(feature = "nvrtc")]
fn compiles_to_ptx() -> TestResult {
    let arch = crate::kernels::compile_architecture()?;
    let option = format!("--gpu-architecture=compute_{arch}");
    let program = crate::kernels::compile(crate::kernels::SOURCE, &[&option])
        .map_err(|(status, log)| format!("nvrtcCompileProgram returned {}: {log}", status.0))?;
    let ptx = program.ptx()?;
    let text = String::from_utf8_lossy(&ptx);
    println!("PTX for compute_{arch}: {} bytes", ptx.len());
    let target = format!(".target sm_{arch}");
    ensure(
        text.contains(".entry transform") && text.contains(&target),
        || format!("the PTX lacks `.entry transform` or `{target}`:\n{text}"),
    )?;
    ensure(ptx.last() == Some(&0), || {
        "the PTX is not NUL-terminated".into()
    })
}

#[cfg(feature = "nvrtc")]
fn compiles_to_cubin() -> TestResult {
    let arch = crate::kernels::compile_architecture()?;
    let option = format!("--gpu-architecture=sm_{arch}");
    let program = crate::kernels::compile(crate::kernels::SOURCE, &[&option])
        .map_err(|(status, log)| format!("nvrtcCompileProgram returned {}: {log}", status.0))?;
    let cubin = program.cubin()?;
    println!("cubin for sm_{arch}: {} bytes", cubin.len());
    ensure(is_cuda_elf(&cubin), || {
        format!(
            "not an ELF file for EM_CUDA: {:02x?}",
            &cubin[..cubin.len().min(20)]
        )
    })
}

#[cfg(feature = "nvrtc")]
fn syntax_error() -> TestResult {
    let broken = "extern \"C\" __global__ void broken(int *data { data[0] = 1; }";
    let Err((status, log)) = crate::kernels::compile(broken, &["--gpu-architecture=compute_80"])
    else {
        return Err("a kernel with a syntax error compiled".into());
    };
    println!(
        "nvrtcCompileProgram: {}; log: {log}",
        crate::common::Status::name(status)
    );
    expect_error(status, &[NVRTC_ERROR_COMPILATION], "nvrtcCompileProgram")?;
    ensure(log.contains("error") && log.contains("kernel.cu"), || {
        format!("the program log names no error in kernel.cu: {log:?}")
    })
}

#[cfg(all(feature = "nvrtc", feature = "nvjitlink"))]
fn links_ptx() -> TestResult {
    use std::ffi::c_void;
    let program =
        crate::kernels::compile(crate::kernels::SOURCE, &["--gpu-architecture=compute_90"])
            .map_err(|(status, log)| format!("nvrtcCompileProgram returned {}: {log}", status.0))?;
    let ptx = program.ptx()?;
    // `const char **` before CUDA 13, `const char * const *` after.
    let mut options = [c"-arch=sm_90".as_ptr()];
    let mut handle = std::ptr::null_mut();
    // nvJitLinkCreate is the headers' `static inline` name for the versioned symbol.
    call!(nvJitLinkCreate(&mut handle, 1, options.as_mut_ptr()))?;
    let linked = call!(nvJitLinkAddData(
        handle,
        NVJITLINK_INPUT_PTX,
        ptx.as_ptr().cast::<c_void>(),
        ptx.len(),
        c"transform.ptx".as_ptr()
    ))
    .and_then(|()| call!(nvJitLinkComplete(handle)))
    .and_then(|()| {
        let mut size = 0;
        call!(nvJitLinkGetLinkedCubinSize(handle, &mut size))?;
        let mut cubin = vec![0u8; size];
        call!(nvJitLinkGetLinkedCubin(handle, cubin.as_mut_ptr().cast()))?;
        Ok(cubin)
    });
    call!(nvJitLinkDestroy(&mut handle))?;
    let cubin = linked?;
    println!(
        "nvJitLink linked {} bytes of PTX into a {}-byte cubin",
        ptx.len(),
        cubin.len()
    );
    ensure(is_cuda_elf(&cubin), || {
        "the linked image is no ELF file for EM_CUDA".into()
    })
}

#[cfg(feature = "nvml")]
fn nvml_init() -> TestResult {
    let status = unsafe { nvmlInit_v2() };
    println!("nvmlInit: {}", crate::common::Status::name(status));
    if status == NVML_SUCCESS {
        // A driver runs here: NVML must see a GPU.
        let mut count = 0;
        let counted = call!(nvmlDeviceGetCount_v2(&mut count));
        call!(nvmlShutdown())?;
        counted?;
        return ensure(count > 0, || "nvmlInit succeeded, but 0 devices".into());
    }
    // Without a running driver: nvmlInit's documented answers (with
    // dynamic-loading and no libnvidia-ml, the loader's).
    expect_error(
        status,
        &[
            NVML_ERROR_DRIVER_NOT_LOADED,
            NVML_ERROR_NO_PERMISSION,
            NVML_ERROR_LIBRARY_NOT_FOUND,
        ],
        "nvmlInit",
    )
}

/// cuRAND keeps its ABI within a major (the soname's `libcurand.so.10`): the
/// library must be of the headers' major and no older than they are. (The
/// GPU bundles of CUDA 12.x headers run against the GPU machine's newer
/// 10.4: docs/gpu-runs.md.)
#[cfg(feature = "curand")]
fn curand_version() -> TestResult {
    let mut version = 0;
    call!(curandGetVersion(&mut version))?;
    let headers = CURAND_VER_MAJOR * 1000 + CURAND_VER_MINOR * 100 + CURAND_VER_PATCH;
    println!("libcurand reports {version}; headers say {headers}");
    let version = version as u32;
    ensure(version / 1000 == CURAND_VER_MAJOR, || {
        format!("libcurand {version} is not of the headers' major {CURAND_VER_MAJOR}")
    })?;
    ensure(version >= headers, || {
        format!("libcurand {version} is older than the headers' {headers}")
    })
}

/// NVML and the driver see the same GPUs: the same count, the same UUIDs,
/// and each GPU's total memory within what the driver reserves for itself.
#[cfg(feature = "nvml")]
fn nvml_agrees_with_the_driver(gpu: &Gpu) -> TestResult {
    call!(nvmlInit_v2())?;
    let compared = compare_with_nvml(gpu);
    call!(nvmlShutdown())?;
    compared
}

/// A driver UUID as NVML spells it: GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.
#[cfg(feature = "nvml")]
pub fn nvml_uuid_text(uuid: &CUuuid) -> String {
    let hex: Vec<String> = uuid
        .bytes
        .iter()
        .map(|b| format!("{:02x}", *b as u8))
        .collect();
    format!(
        "GPU-{}-{}-{}-{}-{}",
        hex[..4].concat(),
        hex[4..6].concat(),
        hex[6..8].concat(),
        hex[8..10].concat(),
        hex[10..].concat()
    )
}

#[cfg(feature = "nvml")]
fn compare_with_nvml(gpu: &Gpu) -> TestResult {
    let mut count = 0;
    call!(nvmlDeviceGetCount_v2(&mut count))?;
    ensure(count as i32 == gpu.device_count, || {
        format!(
            "NVML counts {count} devices, cuDeviceGetCount {}",
            gpu.device_count
        )
    })?;
    for ordinal in 0..gpu.device_count {
        let mut device = 0;
        call!(cuDeviceGet(&mut device, ordinal))?;
        let mut uuid = CUuuid::default();
        call!(cuDeviceGetUuid(&mut uuid, device))?;
        let text = nvml_uuid_text(&uuid);
        let name = std::ffi::CString::new(text.clone()).expect("no NUL");
        let mut handle = std::ptr::null_mut();
        call!(nvmlDeviceGetHandleByUUID(name.as_ptr(), &mut handle))?;
        let mut spelled = [0 as std::ffi::c_char; 96];
        call!(nvmlDeviceGetUUID(
            handle,
            spelled.as_mut_ptr(),
            spelled.len() as u32
        ))?;
        let spelled = unsafe { std::ffi::CStr::from_ptr(spelled.as_ptr()) }.to_string_lossy();
        ensure(spelled == text, || {
            format!("device {ordinal}: NVML's UUID {spelled}, the driver's {text}")
        })?;
        let mut memory = nvmlMemory_t::default();
        call!(nvmlDeviceGetMemoryInfo(handle, &mut memory))?;
        let mut total = 0;
        call!(cuDeviceTotalMem(&mut total, device))?;
        println!(
            "device {ordinal}: {text}; total memory NVML {} bytes, cuDeviceTotalMem {total}",
            memory.total
        );
        // The driver may keep a little of the framebuffer for itself: at
        // most 2% (about 500 MiB seen on an 80 GB H100), never more than NVML's.
        let (nvml, driver) = (memory.total, total as u64);
        ensure(driver <= nvml && nvml - driver <= nvml / 50, || {
            format!("device {ordinal}: NVML's total {nvml} and the driver's {driver} disagree")
        })?;
    }
    Ok(())
}

/// cuRAND fills a cuMemMap'ed range with uniform floats: all in (0, 1], a
/// mean near 1/2, and a second generator with the same seed writes the same
/// bytes.
#[cfg(feature = "curand")]
fn curand_fills_a_mapped_range(gpu: &Gpu) -> TestResult {
    use crate::memory::{read, VmmBuffer};
    let buffer = VmmBuffer::new(gpu, 4 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let count = buffer.size / 4;
    let seed = fastrand::u64(..);
    let fill = |seed: u64| -> Result<Vec<u8>, libtest_mimic::Failed> {
        crate::memory::write(buffer.ptr, &crate::common::random_bytes(buffer.size))?;
        let mut generator = std::ptr::null_mut();
        call!(curandCreateGenerator(
            &mut generator,
            CURAND_RNG_PSEUDO_DEFAULT
        ))?;
        let filled = call!(curandSetPseudoRandomGeneratorSeed(generator, seed))
            .and_then(|()| {
                call!(curandGenerateUniform(
                    generator,
                    buffer.ptr as *mut f32,
                    count
                ))
            })
            .and_then(|()| call!(cuCtxSynchronize()));
        call!(curandDestroyGenerator(generator))?;
        filled?;
        read(buffer.ptr, buffer.size)
    };
    let first = fill(seed)?;
    let values: Vec<f32> = first
        .chunks_exact(4)
        .map(|bytes| f32::from_le_bytes(bytes.try_into().expect("4 bytes")))
        .collect();
    let outside = values.iter().filter(|v| !(**v > 0.0 && **v <= 1.0)).count();
    let mean = values.iter().map(|v| f64::from(*v)).sum::<f64>() / values.len() as f64;
    println!("{count} floats from seed {seed:#x}: mean {mean:.5}, {outside} outside (0, 1]");
    ensure(outside == 0, || format!("{outside} values outside (0, 1]"))?;
    // The mean of a million uniform values lies within 0.01 of 1/2 with
    // near certainty (its standard deviation is about 0.0003).
    ensure((mean - 0.5).abs() < 0.01, || {
        format!("mean {mean}, not near 0.5")
    })?;
    let second = fill(seed)?;
    ensure(second == first, || "the same seed gave other bytes".into())?;
    let other = fill(seed ^ 1)?;
    ensure(other != first, || "another seed gave the same bytes".into())?;
    buffer.free()
}
