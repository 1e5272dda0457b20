//! nvImageCodec (feature `nvimgcodec`): its codecs found as the extensions
//! beside the library, as a user's program finds them. A baseline JPEG
//! (tests/gpu/data, the nvJPEG test's) decoded as interleaved RGB against
//! the pixels libjpeg decodes on the host, within JPEG's tolerance (a few
//! levels, under one on average); a 24-bit BMP the test writes, decoded,
//! equal to the pixels it wrote. On the GPU into device memory; without one
//! on the CPU (its CPU-only codecs) into host memory, and the library's
//! version is the headers'.

#[allow(unused_imports)]
use crate::common::{beside_gpu_tests, ensure, Gpu, GpuTest, Owned, TestResult};
#[cfg(feature = "nvimgcodec")]
use crate::nvjpeg::{difference, HEIGHT, HOST_RGB, JPEG, WIDTH};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};
#[allow(unused_imports)]
use std::ptr::{null, null_mut};

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvimgcodec")]
        Trial::test("nvimgcodec::version_is_the_headers", version),
        #[cfg(feature = "nvimgcodec")]
        Trial::test("nvimgcodec::decodes_jpeg_and_bmp_on_the_cpu", || {
            beside_gpu_tests(|| decode_jpeg_and_bmp(NVIMGCODEC_DEVICE_CPU_ONLY))
        }),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "nvimgcodec")]
        gpu_test!(nvimgcodec_decodes_jpeg_and_bmp_into_device_memory),
    ]
}

/// How every struct of nvImageCodec's starts.
#[cfg(feature = "nvimgcodec")]
#[repr(C)]
struct Head {
    struct_type: nvimgcodecStructureType_t,
    struct_size: usize,
    struct_next: *mut std::ffi::c_void,
}

/// A struct of nvImageCodec's, zeroed, with its type and size set.
#[cfg(feature = "nvimgcodec")]
trait Described: Sized {
    const TYPE: nvimgcodecStructureType_t;
    fn described() -> Self {
        let mut value: Self = unsafe { std::mem::zeroed() };
        let head = (&mut value as *mut Self).cast::<Head>();
        unsafe {
            (*head).struct_type = Self::TYPE;
            (*head).struct_size = std::mem::size_of::<Self>();
        }
        value
    }
}

#[cfg(feature = "nvimgcodec")]
macro_rules! described {
    ($($name:ident => $kind:ident),* $(,)?) => {
        $(impl Described for $name {
            const TYPE: nvimgcodecStructureType_t = $kind;
        })*
    };
}

#[cfg(feature = "nvimgcodec")]
described!(
    nvimgcodecProperties_t => NVIMGCODEC_STRUCTURE_TYPE_PROPERTIES,
    nvimgcodecInstanceCreateInfo_t => NVIMGCODEC_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
    nvimgcodecExecutionParams_t => NVIMGCODEC_STRUCTURE_TYPE_EXECUTION_PARAMS,
    nvimgcodecDecodeParams_t => NVIMGCODEC_STRUCTURE_TYPE_DECODE_PARAMS,
    nvimgcodecImageInfo_t => NVIMGCODEC_STRUCTURE_TYPE_IMAGE_INFO,
);

/// The library's version (major × 1000 + minor × 100 + patch) is the
/// headers' NVIMGCODEC_VER.
#[cfg(feature = "nvimgcodec")]
fn version() -> TestResult {
    let mut properties = nvimgcodecProperties_t::described();
    call!(nvimgcodecGetProperties(&mut properties))?;
    println!(
        "libnvimgcodec {}; headers {NVIMGCODEC_VER}; built with CUDA runtime {}",
        properties.version, properties.cudart_version
    );
    ensure(properties.version == NVIMGCODEC_VER as u32, || {
        format!(
            "libnvimgcodec is {}, the headers {NVIMGCODEC_VER}",
            properties.version
        )
    })
}

/// A 24-bit BMP of `width`×`height` pixels (`rgb` interleaved, top row
/// first), as BMP keeps them: BGR, bottom row first, rows padded to 4 bytes.
#[cfg(feature = "nvimgcodec")]
fn bmp(width: usize, height: usize, rgb: &[u8]) -> Vec<u8> {
    let row = (width * 3).div_ceil(4) * 4;
    let pixels = row * height;
    let mut file = Vec::with_capacity(54 + pixels);
    file.extend(b"BM");
    file.extend(((54 + pixels) as u32).to_le_bytes());
    file.extend([0u8; 4]);
    file.extend(54u32.to_le_bytes());
    file.extend(40u32.to_le_bytes());
    file.extend((width as i32).to_le_bytes());
    file.extend((height as i32).to_le_bytes());
    file.extend(1u16.to_le_bytes());
    file.extend(24u16.to_le_bytes());
    file.extend(0u32.to_le_bytes()); // BI_RGB
    file.extend((pixels as u32).to_le_bytes());
    file.extend(2835i32.to_le_bytes());
    file.extend(2835i32.to_le_bytes());
    file.extend([0u8; 8]);
    for y in (0..height).rev() {
        for x in 0..width {
            let at = (y * width + x) * 3;
            file.extend([rgb[at + 2], rgb[at + 1], rgb[at]]);
        }
        file.resize(file.len() + row - width * 3, 0);
    }
    file
}

/// An instance with its built-in and extension codecs, and a decoder on
/// `device` (the current GPU, or the CPU only), freed in turn.
#[cfg(feature = "nvimgcodec")]
struct Codec {
    instance: nvimgcodecInstance_t,
    decoder: nvimgcodecDecoder_t,
}

#[cfg(feature = "nvimgcodec")]
impl Codec {
    fn new(device: i32) -> Result<Codec, Failed> {
        let mut create = nvimgcodecInstanceCreateInfo_t::described();
        create.load_builtin_modules = 1;
        create.load_extension_modules = 1;
        let mut instance = null_mut();
        call!(nvimgcodecInstanceCreate(&mut instance, &create))?;
        let mut params = nvimgcodecExecutionParams_t::described();
        params.device_id = device;
        let mut decoder = null_mut();
        if let Err(failed) = call!(nvimgcodecDecoderCreate(
            instance,
            &mut decoder,
            &params,
            null()
        )) {
            unsafe { nvimgcodecInstanceDestroy(instance) };
            return Err(failed);
        }
        Ok(Codec { instance, decoder })
    }

    /// Decodes `file` as interleaved 8-bit RGB, into device memory or (`on_host`)
    /// host memory; checks the extents and the codec the library read it
    /// with; returns the pixels.
    fn decode(
        &self,
        file: &[u8],
        codec: &str,
        extents: (u32, u32),
        on_host: bool,
    ) -> Result<Vec<u8>, Failed> {
        let mut stream = null_mut();
        call!(nvimgcodecCodeStreamCreateFromHostMem(
            self.instance,
            &mut stream,
            file.as_ptr(),
            file.len(),
            null()
        ))?;
        let stream = Owned::new(stream, "nvimgcodecCodeStreamDestroy", |stream| unsafe {
            nvimgcodecCodeStreamDestroy(stream)
        });
        let mut info = nvimgcodecImageInfo_t::described();
        call!(nvimgcodecCodeStreamGetImageInfo(stream.get(), &mut info))?;
        let name = unsafe { std::ffi::CStr::from_ptr(info.codec_name.as_ptr()) };
        let (width, height) = (info.plane_info[0].width, info.plane_info[0].height);
        ensure(
            name.to_bytes() == codec.as_bytes() && (width, height) == extents,
            || {
                format!(
                    "the library read {name:?}, {width}×{height}; the file is {codec}, {extents:?}"
                )
            },
        )?;
        let bytes = width as usize * height as usize * 3;
        let mut host = vec![0u8; bytes];
        let memory = match on_host {
            true => None,
            false => Some(crate::memory::allocate(bytes)?),
        };
        info.sample_format = NVIMGCODEC_SAMPLEFORMAT_I_RGB;
        info.color_spec = NVIMGCODEC_COLORSPEC_SRGB;
        info.chroma_subsampling = NVIMGCODEC_SAMPLING_NONE;
        info.num_planes = 1;
        info.plane_info[0].num_channels = 3;
        info.plane_info[0].row_stride = width as usize * 3;
        info.plane_info[0].sample_type = NVIMGCODEC_SAMPLE_DATA_TYPE_UINT8;
        info.plane_info[0].precision = 8;
        (info.buffer, info.buffer_kind) = match &memory {
            Some(memory) => (
                memory.get() as *mut std::ffi::c_void,
                NVIMGCODEC_IMAGE_BUFFER_KIND_STRIDED_DEVICE,
            ),
            None => (
                host.as_mut_ptr().cast(),
                NVIMGCODEC_IMAGE_BUFFER_KIND_STRIDED_HOST,
            ),
        };
        info.cuda_stream = null_mut();
        let mut image = null_mut();
        call!(nvimgcodecImageCreate(self.instance, &mut image, &info))?;
        let image = Owned::new(image, "nvimgcodecImageDestroy", |image| unsafe {
            nvimgcodecImageDestroy(image)
        });
        let mut params = nvimgcodecDecodeParams_t::described();
        params.apply_exif_orientation = 1;
        let mut future = null_mut();
        call!(nvimgcodecDecoderDecode(
            self.decoder,
            &stream.get(),
            &image.get(),
            1,
            &params,
            &mut future
        ))?;
        let future = Owned::new(future, "nvimgcodecFutureDestroy", |future| unsafe {
            nvimgcodecFutureDestroy(future)
        });
        call!(nvimgcodecFutureWaitForAll(future.get()))?;
        let (mut status, mut count) = (0, 0usize);
        call!(nvimgcodecFutureGetProcessingStatus(
            future.get(),
            &mut status,
            &mut count
        ))?;
        ensure(
            count == 1
                && status == NVIMGCODEC_PROCESSING_STATUS_SUCCESS.0 as nvimgcodecProcessingStatus_t,
            || format!("{codec}: {count} results, processing status {status:#x}"),
        )?;
        let pixels = match memory {
            Some(memory) => {
                call!(cuCtxSynchronize())?;
                let pixels = crate::memory::read(memory.get(), bytes)?;
                memory.free()?;
                pixels
            }
            None => host,
        };
        future.free()?;
        image.free()?;
        stream.free()?;
        Ok(pixels)
    }

    fn free(self) -> TestResult {
        call!(nvimgcodecDecoderDestroy(self.decoder))?;
        call!(nvimgcodecInstanceDestroy(self.instance))
    }
}

#[cfg(feature = "nvimgcodec")]
fn nvimgcodec_decodes_jpeg_and_bmp_into_device_memory(_gpu: &Gpu) -> TestResult {
    decode_jpeg_and_bmp(NVIMGCODEC_DEVICE_CURRENT)
}

/// The JPEG and a BMP decoded on `device` (into device memory on a GPU, host
/// memory on the CPU), each checked against the host's pixels.
#[cfg(feature = "nvimgcodec")]
fn decode_jpeg_and_bmp(device: i32) -> TestResult {
    let (on_host, to) = match device {
        NVIMGCODEC_DEVICE_CPU_ONLY => (true, "host"),
        _ => (false, "device"),
    };
    let codec = Codec::new(device)?;
    let run = || -> TestResult {
        let rgb = codec.decode(JPEG, "jpeg", (WIDTH as u32, HEIGHT as u32), on_host)?;
        let (largest, mean) = difference(&rgb, HOST_RGB);
        println!("JPEG to {to} RGB against libjpeg: largest difference {largest}, mean {mean:.3}");
        ensure(largest <= 4 && mean < 1.0, || {
            format!("the JPEG decode differs from libjpeg's by up to {largest} (mean {mean:.3})")
        })?;
        // 13 pixels a row: each row padded by one byte in the file.
        let (width, height) = (13, 7);
        let pixels: Vec<u8> = (0..width * height * 3).map(|_| fastrand::u8(..)).collect();
        let got = codec.decode(&bmp(width, height, &pixels), "bmp", (13, 7), on_host)?;
        let wrong = got.iter().zip(&pixels).position(|(a, b)| a != b);
        ensure(wrong.is_none(), || {
            format!("the BMP decode's byte {wrong:?} differs from the pixels written")
        })?;
        println!("BMP to {to} RGB: all {} bytes as written", pixels.len());
        Ok(())
    };
    let result = run();
    codec.free()?;
    result
}
