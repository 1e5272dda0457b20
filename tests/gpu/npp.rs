//! NPP (feature `npp`): a 3x3 box filter of a 64x48 float image (in
//! libnppif) and the sum of a signal (in libnpps), each on a stream, against
//! the host. The version and a resize rectangle (libnppig's arithmetic on
//! the host) need no GPU: together they reach libnppc and three of its parts.

#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, Gpu, GpuTest, TestResult};
#[allow(unused_imports)]
use crate::memory::{read, write, Layout, VmmBuffer};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::Trial;

/// The image, and the signal's length.
#[cfg(feature = "npp")]
const WIDTH: usize = 64;
#[cfg(feature = "npp")]
const HEIGHT: usize = 48;
#[cfg(feature = "npp")]
const SIGNAL: usize = 10_000;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "npp")]
        Trial::test("npp::version_is_the_headers", npp_version),
        #[cfg(feature = "npp")]
        Trial::test("npp::resize_rectangle_on_the_host", resize_rectangle),
        #[cfg(all(feature = "npp", feature = "dynamic-loading", unix))]
        Trial::test(
            "npp::every_defined_function_resolves",
            every_function_resolves,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "npp")]
        gpu_test!(box_filter_and_sum_match_the_host),
    ]
}

#[cfg(feature = "npp")]
fn npp_version() -> TestResult {
    let version = unsafe { nppGetLibVersion() };
    ensure(!version.is_null(), || {
        "nppGetLibVersion returned null".into()
    })?;
    let version = unsafe { *version };
    println!(
        "libnppc is {}.{}.{}; headers are {NPP_VER_MAJOR}.{NPP_VER_MINOR}.{NPP_VER_PATCH}",
        version.major, version.minor, version.build
    );
    ensure(version.major == NPP_VER_MAJOR as i32, || {
        "libnppc's major is not the headers'".into()
    })
}

/// libnppig's `nppiGetResizeRect`: a 64x32 rectangle at (4, 2), halved, is
/// 32x16 at (2, 1).
#[cfg(feature = "npp")]
fn resize_rectangle() -> TestResult {
    let source = NppiRect {
        x: 4,
        y: 2,
        width: 64,
        height: 32,
    };
    let mut resized = NppiRect::default();
    call!(nppiGetResizeRect(
        source,
        &mut resized,
        0.5,
        0.5,
        0.0,
        0.0,
        NPPI_INTER_NN.0 as i32
    ))?;
    let expected = NppiRect {
        x: 2,
        y: 1,
        width: 32,
        height: 16,
    };
    ensure(resized == expected, || {
        format!("{resized:?}, where {expected:?} was expected")
    })
}

/// With `dynamic-loading`, every function the headers declare that one of
/// NPP's files defines resolves through the loader, whichever file it is in:
/// each name the loader reports missing is looked up with `dlsym` in libnppc
/// and in every part, opened here apart from the loader, and found in none.
/// (CUDA 13's headers still declare each call's old form without a stream
/// context, `nppiSet_8u_C1R` beside `nppiSet_8u_C1R_Ctx`, which its
/// libraries no longer define: 3,930 of 10,428 on NPP 13.0.1.)
#[cfg(all(feature = "npp", feature = "dynamic-loading", unix))]
fn every_function_resolves() -> TestResult {
    use cuda_raw_sys::loader::{self, Library};
    use std::ffi::CString;
    let index = Library::ALL
        .iter()
        .position(|library| *library == Library::Npp);
    let resolution = &loader::resolve_all()[index.expect("NPP is a library of the loader")];
    let file = crate::common::loaded_file(Library::Npp)?;
    let folder = file.parent().expect("a folder");
    let files: Vec<_> = std::iter::once(Library::Npp.file_name())
        .chain(Library::Npp.parts().map(str::to_owned))
        .collect();
    let mut defined_somewhere = Vec::new();
    for name in &files {
        let path = CString::new(folder.join(name).into_os_string().into_encoded_bytes())
            .expect("no NUL in a path");
        let handle = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        ensure(!handle.is_null(), || {
            format!("dlopen of {name} beside libnppc failed")
        })?;
        for missing in &resolution.missing {
            let symbol = CString::new(*missing).expect("no NUL in a name");
            if !unsafe { libc::dlsym(handle, symbol.as_ptr()) }.is_null() {
                defined_somewhere.push(format!("{missing} (in {name})"));
            }
        }
        unsafe { libc::dlclose(handle) };
    }
    println!(
        "NPP: {} of {} declared functions resolved, across libnppc and {} parts; {} declared \
         and defined by no file, such as {:?}",
        resolution.resolved,
        resolution.declared,
        files.len() - 1,
        resolution.missing.len(),
        &resolution.missing[..resolution.missing.len().min(3)],
    );
    ensure(
        resolution.resolved > 1000 && defined_somewhere.is_empty(),
        || format!("the loader missed functions NPP's files define: {defined_somewhere:?}"),
    )
}

/// The stream context NPP's `_Ctx` calls take, filled from the driver's
/// answers (CUDA 13's NPP has no nppGetStreamContext).
#[cfg(feature = "npp")]
fn stream_context(gpu: &Gpu, stream: CUstream) -> Result<NppStreamContext, libtest_mimic::Failed> {
    let attribute = |attribute: CUdevice_attribute| {
        let mut value = 0;
        call!(cuDeviceGetAttribute(&mut value, attribute, gpu.device)).map(|()| value)
    };
    Ok(NppStreamContext {
        hStream: stream,
        nCudaDeviceId: gpu.device,
        nMultiProcessorCount: attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        nMaxThreadsPerMultiProcessor: attribute(
            CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR,
        )?,
        nMaxThreadsPerBlock: attribute(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        nSharedMemPerBlock: attribute(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)? as usize,
        nCudaDevAttrComputeCapabilityMajor: attribute(
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
        )?,
        nCudaDevAttrComputeCapabilityMinor: attribute(
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
        )?,
        nStreamFlags: CU_STREAM_NON_BLOCKING.0,
        // Reserved fields (nReserved0 up to 13.0; 13.5 has more).
        ..NppStreamContext::default()
    })
}

#[cfg(feature = "npp")]
fn floats(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks_exact(4)
        .map(|chunk| f32::from_ne_bytes(chunk.try_into().unwrap()))
        .collect()
}

#[cfg(feature = "npp")]
fn bytes(values: &[f32]) -> Vec<u8> {
    values
        .iter()
        .flat_map(|value| value.to_ne_bytes())
        .collect()
}

#[cfg(feature = "npp")]
fn box_filter_and_sum_match_the_host(gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let context = stream_context(gpu, stream.get())?;
    let buffer = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);
    let pitch = WIDTH * 4;
    let source = layout.take(pitch * HEIGHT);
    let filtered = layout.take(pitch * HEIGHT);

    // Pixels that vary in both directions, with no symmetry a wrong anchor
    // or a transposed mask would keep.
    let image: Vec<f32> = (0..WIDTH * HEIGHT)
        .map(|at| {
            let (x, y) = ((at % WIDTH) as f32, (at / WIDTH) as f32);
            (x * 0.37 + y * y * 0.011).sin() * 100.0 + x
        })
        .collect();
    write(source, &bytes(&image))?;
    write(filtered, &vec![0u8; pitch * HEIGHT])?;

    // The interior, so that each 3x3 mask centred on a pixel (anchor 1, 1)
    // stays inside the image.
    let interior = |base: CUdeviceptr| base + (pitch + 4) as CUdeviceptr;
    call!(nppiFilterBox_32f_C1R_Ctx(
        interior(source) as *const Npp32f,
        pitch as Npp32s,
        interior(filtered) as *mut Npp32f,
        pitch as Npp32s,
        NppiSize {
            width: WIDTH as i32 - 2,
            height: HEIGHT as i32 - 2
        },
        NppiSize {
            width: 3,
            height: 3
        },
        NppiPoint { x: 1, y: 1 },
        context
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got = floats(&read(filtered, pitch * HEIGHT)?);
    let mut largest = 0f32;
    for y in 1..HEIGHT - 1 {
        for x in 1..WIDTH - 1 {
            let mut sum = 0f64;
            for dy in 0..3 {
                for dx in 0..3 {
                    sum += f64::from(image[(y + dy - 1) * WIDTH + x + dx - 1]);
                }
            }
            let expected = (sum / 9.0) as f32;
            largest = largest.max((got[y * WIDTH + x] - expected).abs());
        }
    }
    println!("box filter against the host: largest difference {largest:e}");
    ensure(largest <= 1e-4, || {
        format!("the box filter differs from the host's by up to {largest}")
    })?;
    // The border, outside the region of interest, is not written.
    ensure(got[..WIDTH].iter().all(|&value| value == 0.0), || {
        "the box filter wrote the first row, outside its region".into()
    })?;

    // The signal: eighths, so that every partial sum is exact in f32.
    let signal: Vec<f32> = (0..SIGNAL).map(|at| (at % 97) as f32 / 8.0).collect();
    let expected: f32 = signal.iter().sum();
    let samples = layout.take(SIGNAL * 4);
    let sum = layout.take(4);
    write(samples, &bytes(&signal))?;
    let mut scratch_size = 0;
    call!(nppsSumGetBufferSize_32f_Ctx(
        SIGNAL as _,
        &mut scratch_size,
        context
    ))?;
    // A size_t from NPP 13 on, an int before.
    #[allow(clippy::unnecessary_cast)]
    let scratch = layout.take(scratch_size as usize);
    call!(nppsSum_32f_Ctx(
        samples as *const Npp32f,
        SIGNAL as _,
        sum as *mut Npp32f,
        scratch as *mut Npp8u,
        context
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let got = floats(&read(sum, 4)?)[0];
    println!("nppsSum_32f of {SIGNAL} samples: {got}, the host's {expected} (scratch {scratch_size} bytes)");
    ensure(got == expected, || {
        format!("nppsSum_32f gave {got}, the host {expected}")
    })?;

    stream.free()?;
    buffer.free()
}
