//! nvJPEG (feature `nvjpeg`): a baseline JPEG decoded on the GPU, to
//! interleaved and to planar RGB, against the pixels libjpeg decodes from
//! the same file on the host (tests/gpu/data/, written by
//! scripts/jpeg-fixture.py). Two decoders may round their inverse transforms
//! and colour conversions differently: each channel may differ by a few
//! levels, never more, and by under one on average.

#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, expect_error, Gpu, GpuTest, TestResult};
#[allow(unused_imports)]
use crate::memory::{read, Layout, VmmBuffer};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::Trial;

/// The fixture, also nvImageCodec's (tests/gpu/nvimgcodec.rs).
#[cfg(any(feature = "nvjpeg", feature = "nvimgcodec"))]
pub const JPEG: &[u8] = include_bytes!("data/pattern.jpg");
/// libjpeg's decode of `JPEG`: interleaved RGB.
#[cfg(any(feature = "nvjpeg", feature = "nvimgcodec"))]
pub const HOST_RGB: &[u8] = include_bytes!("data/pattern.rgb");
#[cfg(any(feature = "nvjpeg", feature = "nvimgcodec"))]
pub const WIDTH: usize = 64;
#[cfg(any(feature = "nvjpeg", feature = "nvimgcodec"))]
pub const HEIGHT: usize = 40;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvjpeg")]
        Trial::test("nvjpeg::version_is_the_headers", nvjpeg_version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "nvjpeg")]
        gpu_test!(decode_matches_libjpeg_on_the_host),
    ]
}

#[cfg(feature = "nvjpeg")]
fn nvjpeg_version() -> TestResult {
    let (mut major, mut minor) = (0, 0);
    call!(nvjpegGetProperty(MAJOR_VERSION, &mut major))?;
    call!(nvjpegGetProperty(MINOR_VERSION, &mut minor))?;
    println!("libnvjpeg is {major}.{minor}; headers are {NVJPEG_VER_MAJOR}.{NVJPEG_VER_MINOR}");
    ensure(major == NVJPEG_VER_MAJOR as i32, || {
        "libnvjpeg's major is not the headers'".into()
    })
}

/// The largest and the mean difference between two images' bytes.
#[cfg(any(feature = "nvjpeg", feature = "nvimgcodec"))]
pub fn difference(got: &[u8], expected: &[u8]) -> (u8, f64) {
    let differences = got.iter().zip(expected).map(|(g, e)| g.abs_diff(*e));
    let largest = differences.clone().max().unwrap_or(0);
    let total: u64 = differences.map(u64::from).sum();
    (largest, total as f64 / expected.len() as f64)
}

#[cfg(feature = "nvjpeg")]
fn decode_matches_libjpeg_on_the_host(gpu: &Gpu) -> TestResult {
    let mut handle = std::ptr::null_mut();
    call!(nvjpegCreateSimple(&mut handle))?;
    let handle = crate::common::Owned::new(handle, "nvjpegDestroy", |handle| unsafe {
        nvjpegDestroy(handle)
    });
    let mut state = std::ptr::null_mut();
    call!(nvjpegJpegStateCreate(handle.get(), &mut state))?;
    let state = crate::common::Owned::new(state, "nvjpegJpegStateDestroy", |state| unsafe {
        nvjpegJpegStateDestroy(state)
    });

    let (mut components, mut subsampling) = (0, NVJPEG_CSS_UNKNOWN);
    let mut widths = [0i32; NVJPEG_MAX_COMPONENT as usize];
    let mut heights = [0i32; NVJPEG_MAX_COMPONENT as usize];
    call!(nvjpegGetImageInfo(
        handle.get(),
        JPEG.as_ptr(),
        JPEG.len(),
        &mut components,
        &mut subsampling,
        widths.as_mut_ptr(),
        heights.as_mut_ptr()
    ))?;
    ensure(
        components == 3
            && subsampling == NVJPEG_CSS_444
            && widths[..3] == [WIDTH as i32; 3]
            && heights[..3] == [HEIGHT as i32; 3],
        || {
            format!(
                "image info: {components} components, {subsampling:?}, widths {widths:?}, \
                 heights {heights:?}; the file is 64x40, 3 components, 4:4:4"
            )
        },
    )?;

    let stream = driver_stream()?;
    let buffer = VmmBuffer::new(gpu, 2 << 20, CU_MEM_HANDLE_TYPE_NONE)?;
    let mut layout = Layout::new(&buffer);
    let pixels = WIDTH * HEIGHT;
    let interleaved = layout.take(pixels * 3);
    let planes = [
        layout.take(pixels),
        layout.take(pixels),
        layout.take(pixels),
    ];
    let decode = |format: nvjpegOutputFormat_t, channels: &[CUdeviceptr], pitch: usize| {
        let mut image = nvjpegImage_t {
            channel: [std::ptr::null_mut(); NVJPEG_MAX_COMPONENT as usize],
            pitch: [0; NVJPEG_MAX_COMPONENT as usize],
        };
        for (at, &channel) in channels.iter().enumerate() {
            image.channel[at] = channel as *mut u8;
            image.pitch[at] = pitch;
        }
        call!(nvjpegDecode(
            handle.get(),
            state.get(),
            JPEG.as_ptr(),
            JPEG.len(),
            format,
            &mut image,
            stream.get()
        ))?;
        call!(cuStreamSynchronize(stream.get()))
    };

    decode(NVJPEG_OUTPUT_RGBI, &[interleaved], WIDTH * 3)?;
    let rgb = read(interleaved, pixels * 3)?;
    let (largest, mean) = difference(&rgb, HOST_RGB);
    println!("interleaved RGB against libjpeg: largest difference {largest}, mean {mean:.3}");
    ensure(largest <= 4 && mean < 1.0, || {
        format!("the decode differs from libjpeg's by up to {largest} (mean {mean:.3})")
    })?;

    // Planar RGB: the same pixels, one plane a channel.
    decode(NVJPEG_OUTPUT_RGB, &planes, WIDTH)?;
    for (index, &plane) in planes.iter().enumerate() {
        let got = read(plane, pixels)?;
        let from_interleaved: Vec<u8> = rgb.iter().skip(index).step_by(3).copied().collect();
        ensure(got == from_interleaved, || {
            format!("plane {index} is not channel {index} of the interleaved decode")
        })?;
    }

    // A file cut inside its header is refused, not decoded.
    let status = unsafe {
        nvjpegGetImageInfo(
            handle.get(),
            JPEG.as_ptr(),
            20,
            &mut components,
            &mut subsampling,
            widths.as_mut_ptr(),
            heights.as_mut_ptr(),
        )
    };
    expect_error(
        status,
        &[NVJPEG_STATUS_BAD_JPEG, NVJPEG_STATUS_INCOMPLETE_BITSTREAM],
        "nvjpegGetImageInfo of 20 bytes",
    )?;

    state.free()?;
    handle.free()?;
    stream.free()?;
    buffer.free()
}
