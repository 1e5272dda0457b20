//! nvJPEG2000 (feature `nvjpeg2k`): an RGB image the test makes is encoded
//! on the GPU with the reversible 5/3 wavelet, the codestream's main header
//! is read on the host, and the GPU's decode of it, to planar and to
//! interleaved pixels, must give back the original byte for byte. Without a
//! GPU: the library is the headers' release.

#[cfg(feature = "nvjpeg2k")]
use crate::common::library_properties;
#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, Gpu, GpuTest, Owned, TestResult};
#[cfg(feature = "nvjpeg2k")]
use crate::memory::Rows;
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};
#[allow(unused_imports)]
use std::ffi::c_void;
#[allow(unused_imports)]
use std::ptr::null_mut;

#[cfg(feature = "nvjpeg2k")]
const WIDTH: usize = 96;
#[cfg(feature = "nvjpeg2k")]
const HEIGHT: usize = 64;
#[cfg(feature = "nvjpeg2k")]
const COMPONENTS: usize = 3;
/// Three wavelet decompositions: each level halves 64 rows, leaving 8.
#[cfg(feature = "nvjpeg2k")]
const RESOLUTIONS: u32 = 4;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvjpeg2k")]
        Trial::test("nvjpeg2k::version_is_the_headers", version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "nvjpeg2k")]
        gpu_test!(lossless_encode_decodes_to_the_same_pixels),
    ]
}

/// `nvjpeg2kGetProperty`'s major, minor and patch are `NVJPEG2K_VER_*`.
#[cfg(feature = "nvjpeg2k")]
fn version() -> TestResult {
    let library = library_properties("nvjpeg2kGetProperty", |property, value| unsafe {
        nvjpeg2kGetProperty(property, value)
    })?;
    let headers = [NVJPEG2K_VER_MAJOR, NVJPEG2K_VER_MINOR, NVJPEG2K_VER_PATCH].map(|v| v as i32);
    println!("libnvjpeg2k is {library:?}; headers are {headers:?}");
    ensure(library == headers, || {
        format!("libnvjpeg2k is {library:?}, the headers {headers:?}")
    })
}

/// One plane a component: a smooth gradient, different in each, with noise
/// on top, so both the low and the high wavelet bands carry information.
#[cfg(feature = "nvjpeg2k")]
fn test_image() -> Vec<Vec<u8>> {
    (0..COMPONENTS)
        .map(|component| {
            (0..WIDTH * HEIGHT)
                .map(|at| {
                    let (x, y) = (at % WIDTH, at / WIDTH);
                    let gradient = (x * 2 + y * (component + 1) + component * 80) as u8;
                    gradient.wrapping_add(fastrand::u8(0..32))
                })
                .collect()
        })
        .collect()
}

/// What a codestream's main header (ISO/IEC 15444-1 A.5.1 SIZ, A.6.1 COD) says.
#[cfg(feature = "nvjpeg2k")]
#[derive(Debug, Default)]
struct MainHeader {
    width: u32,
    height: u32,
    /// Ssiz of each component: bit depth minus one, bit 7 set if signed.
    depths: Vec<u8>,
    /// COD's transformation: 1 is the reversible 5/3 wavelet.
    transformation: u8,
    multiple_component_transform: u8,
    decomposition_levels: u8,
}

/// Reads SIZ and COD from the marker segments between SOC and the first SOT.
#[cfg(feature = "nvjpeg2k")]
fn main_header(codestream: &[u8]) -> Result<MainHeader, Failed> {
    let bytes = |at: usize, len: usize| {
        codestream
            .get(at..at + len)
            .ok_or_else(|| Failed::from(format!("the codestream ends before byte {}", at + len)))
    };
    let u16_at = |at| bytes(at, 2).map(|b| u16::from_be_bytes([b[0], b[1]]));
    let u32_at = |at| bytes(at, 4).map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]));
    let mut header = MainHeader::default();
    let (mut siz, mut cod) = (false, false);
    // SOC has no length; every other main-header marker has one.
    let mut at = 2;
    loop {
        let marker = u16_at(at)?;
        if marker == 0xFF90 {
            break;
        }
        let length = usize::from(u16_at(at + 2)?);
        let segment = at + 4;
        match marker {
            0xFF51 => {
                siz = true;
                header.width = u32_at(segment + 2)? - u32_at(segment + 10)?;
                header.height = u32_at(segment + 6)? - u32_at(segment + 14)?;
                let components = usize::from(u16_at(segment + 34)?);
                header.depths = (0..components)
                    .map(|c| bytes(segment + 36 + 3 * c, 1).map(|b| b[0]))
                    .collect::<Result<_, _>>()?;
            }
            0xFF52 => {
                cod = true;
                header.multiple_component_transform = bytes(segment + 4, 1)?[0];
                header.decomposition_levels = bytes(segment + 5, 1)?[0];
                header.transformation = bytes(segment + 9, 1)?[0];
            }
            _ => {}
        }
        at += 2 + length;
    }
    ensure(siz && cod, || {
        format!("the main header lacks SIZ ({siz}) or COD ({cod})")
    })?;
    Ok(header)
}

/// 8-bit planes as nvjpeg2kImage_t names them: the arrays must outlive it.
#[cfg(feature = "nvjpeg2k")]
fn image(pointers: &mut [*mut c_void], pitches: &mut [usize]) -> nvjpeg2kImage_t {
    nvjpeg2kImage_t {
        pixel_data: pointers.as_mut_ptr(),
        pitch_in_bytes: pitches.as_mut_ptr(),
        pixel_type: NVJPEG2K_UINT8,
        num_components: COMPONENTS as u32,
    }
}

/// Encodes an RGB image with `irreversible = 0` (the 5/3 wavelet, with the
/// reversible colour transform): the codestream starts with SOC and SIZ,
/// ends with EOC, and its SIZ and COD say 96x64, three unsigned 8-bit
/// components, 5/3, three decompositions. The parser reports the same size,
/// components and precision, and the GPU's decode, to pitched planes and to
/// interleaved pixels, is the original, every byte.
#[cfg(feature = "nvjpeg2k")]
fn lossless_encode_decodes_to_the_same_pixels(_gpu: &Gpu) -> TestResult {
    let stream = driver_stream()?;
    let original = test_image();
    let input = original
        .iter()
        .map(|plane| {
            let device = Rows::pitched(WIDTH, HEIGHT, stream.get())?;
            device.upload(plane, stream.get())?;
            Ok(device)
        })
        .collect::<Result<Vec<_>, Failed>>()?;

    let mut encoder = null_mut();
    call!(nvjpeg2kEncoderCreateSimple(&mut encoder))?;
    let encoder = Owned::new(encoder, "nvjpeg2kEncoderDestroy", |encoder| unsafe {
        nvjpeg2kEncoderDestroy(encoder)
    });
    let mut encode_state = null_mut();
    call!(nvjpeg2kEncodeStateCreate(encoder.get(), &mut encode_state))?;
    let encode_state = Owned::new(encode_state, "nvjpeg2kEncodeStateDestroy", |state| unsafe {
        nvjpeg2kEncodeStateDestroy(state)
    });
    let mut params = null_mut();
    call!(nvjpeg2kEncodeParamsCreate(&mut params))?;
    let params = Owned::new(params, "nvjpeg2kEncodeParamsDestroy", |params| unsafe {
        nvjpeg2kEncodeParamsDestroy(params)
    });

    let mut components = [nvjpeg2kImageComponentInfo_t {
        component_width: WIDTH as u32,
        component_height: HEIGHT as u32,
        precision: 8,
        sgn: 0,
    }; COMPONENTS];
    // Lossless is the reversible path alone: no quality is specified (the
    // header: nvjpeg2kEncodeParamsSpecifyQuality refuses reversible mode).
    let mut config = nvjpeg2kEncodeConfig_t {
        stream_type: NVJPEG2K_STREAM_J2K,
        color_space: NVJPEG2K_COLORSPACE_SRGB,
        image_width: WIDTH as u32,
        image_height: HEIGHT as u32,
        num_components: COMPONENTS as u32,
        image_comp_info: components.as_mut_ptr(),
        prog_order: NVJPEG2K_LRCP,
        num_layers: 1,
        mct_mode: 1,
        num_resolutions: RESOLUTIONS,
        code_block_w: 64,
        code_block_h: 64,
        irreversible: 0,
        ..Default::default()
    };
    call!(nvjpeg2kEncodeParamsSetEncodeConfig(
        params.get(),
        &mut config
    ))?;
    let mut pointers: Vec<_> = input.iter().map(Rows::ptr).collect();
    let mut pitches: Vec<_> = input.iter().map(|plane| plane.pitch).collect();
    let source = image(&mut pointers, &mut pitches);
    call!(nvjpeg2kEncode(
        encoder.get(),
        encode_state.get(),
        params.get(),
        &source,
        stream.get()
    ))?;
    // Asked with no buffer, the size comes back synchronously.
    let mut length = 0;
    call!(nvjpeg2kEncodeRetrieveBitstream(
        encoder.get(),
        encode_state.get(),
        null_mut(),
        &mut length,
        stream.get()
    ))?;
    let mut codestream = vec![0u8; length];
    call!(nvjpeg2kEncodeRetrieveBitstream(
        encoder.get(),
        encode_state.get(),
        codestream.as_mut_ptr(),
        &mut length,
        stream.get()
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    ensure(length <= codestream.len(), || {
        format!("the encoder wrote {length} bytes into {}", codestream.len())
    })?;
    codestream.truncate(length);
    println!(
        "{length}-byte codestream for {} bytes of pixels",
        WIDTH * HEIGHT * COMPONENTS
    );

    ensure(codestream.starts_with(&[0xFF, 0x4F, 0xFF, 0x51]), || {
        format!(
            "the codestream starts {:02x?}, not SOC then SIZ (ff 4f ff 51)",
            &codestream[..codestream.len().min(8)]
        )
    })?;
    ensure(codestream.ends_with(&[0xFF, 0xD9]), || {
        "the codestream does not end with EOC (ff d9)".into()
    })?;
    let header = main_header(&codestream)?;
    println!("main header: {header:?}");
    ensure(
        (header.width, header.height) == (WIDTH as u32, HEIGHT as u32)
            && header.depths == [7; COMPONENTS]
            && header.transformation == 1
            && header.multiple_component_transform == 1
            && u32::from(header.decomposition_levels) == RESOLUTIONS - 1,
        || {
            format!(
                "the main header says {header:?}; encoded: {WIDTH}x{HEIGHT}, {COMPONENTS} \
                 unsigned 8-bit components (Ssiz 7), 5/3 (transformation 1), colour \
                 transform 1, {} decompositions",
                RESOLUTIONS - 1
            )
        },
    )?;

    let mut handle = null_mut();
    call!(nvjpeg2kCreateSimple(&mut handle))?;
    let handle = Owned::new(handle, "nvjpeg2kDestroy", |handle| unsafe {
        nvjpeg2kDestroy(handle)
    });
    let mut decode_state = null_mut();
    call!(nvjpeg2kDecodeStateCreate(handle.get(), &mut decode_state))?;
    let decode_state = Owned::new(decode_state, "nvjpeg2kDecodeStateDestroy", |state| unsafe {
        nvjpeg2kDecodeStateDestroy(state)
    });
    let mut parsed = null_mut();
    call!(nvjpeg2kStreamCreate(&mut parsed))?;
    let parsed = Owned::new(parsed, "nvjpeg2kStreamDestroy", |parsed| unsafe {
        nvjpeg2kStreamDestroy(parsed)
    });
    call!(nvjpeg2kStreamParse(
        handle.get(),
        codestream.as_ptr(),
        codestream.len(),
        0,
        0,
        parsed.get()
    ))?;

    let mut info = nvjpeg2kImageInfo_t::default();
    call!(nvjpeg2kStreamGetImageInfo(parsed.get(), &mut info))?;
    ensure(
        (info.image_width, info.image_height, info.num_components)
            == (WIDTH as u32, HEIGHT as u32, COMPONENTS as u32)
            && (info.num_tiles_x, info.num_tiles_y) == (1, 1),
        || {
            format!(
                "image info: {}x{}, {} components, {}x{} tiles; encoded {WIDTH}x{HEIGHT}, \
                 {COMPONENTS} components, untiled",
                info.image_width,
                info.image_height,
                info.num_components,
                info.num_tiles_x,
                info.num_tiles_y
            )
        },
    )?;
    for component in 0..COMPONENTS as u32 {
        let mut got = nvjpeg2kImageComponentInfo_t::default();
        call!(nvjpeg2kStreamGetImageComponentInfo(
            parsed.get(),
            &mut got,
            component
        ))?;
        ensure(
            (
                got.component_width,
                got.component_height,
                got.precision,
                got.sgn,
            ) == (WIDTH as u32, HEIGHT as u32, 8, 0),
            || {
                format!(
                    "component {component}: {}x{}, precision {}, sgn {}; encoded \
                     {WIDTH}x{HEIGHT}, unsigned 8-bit",
                    got.component_width, got.component_height, got.precision, got.sgn
                )
            },
        )?;
    }
    let mut resolutions = 0;
    call!(nvjpeg2kStreamGetResolutionsInTile(
        parsed.get(),
        0,
        &mut resolutions
    ))?;
    ensure(resolutions == RESOLUTIONS, || {
        format!("tile 0 has {resolutions} resolutions; encoded with {RESOLUTIONS}")
    })?;

    let mut decode_params = null_mut();
    call!(nvjpeg2kDecodeParamsCreate(&mut decode_params))?;
    let decode_params = Owned::new(
        decode_params,
        "nvjpeg2kDecodeParamsDestroy",
        |params| unsafe { nvjpeg2kDecodeParamsDestroy(params) },
    );
    let decode = |format, pointers: &mut [*mut c_void], pitches: &mut [usize]| {
        call!(nvjpeg2kDecodeParamsSetOutputFormat(
            decode_params.get(),
            format
        ))?;
        let mut output = image(pointers, pitches);
        call!(nvjpeg2kDecodeImage(
            handle.get(),
            decode_state.get(),
            parsed.get(),
            decode_params.get(),
            &mut output,
            stream.get()
        ))?;
        // The decode state may be reused only after the stream has finished.
        call!(cuStreamSynchronize(stream.get()))
    };

    let planes = (0..COMPONENTS)
        .map(|_| Rows::pitched(WIDTH, HEIGHT, stream.get()))
        .collect::<Result<Vec<_>, _>>()?;
    let mut pointers: Vec<_> = planes.iter().map(Rows::ptr).collect();
    let mut pitches: Vec<_> = planes.iter().map(|plane| plane.pitch).collect();
    decode(NVJPEG2K_FORMAT_PLANAR, &mut pointers, &mut pitches)?;
    for (component, (plane, expected)) in planes.iter().zip(&original).enumerate() {
        let got = plane.download(stream.get())?;
        let wrong = got.iter().zip(expected).filter(|(g, e)| g != e).count();
        ensure(wrong == 0, || {
            let at = got.iter().zip(expected).position(|(g, e)| g != e);
            format!(
                "planar decode, component {component}: {wrong} of {} pixels differ, the \
                 first at {at:?}",
                got.len()
            )
        })?;
    }

    // Interleaved: one buffer of RGB triples, named in pixel_data[0] (every
    // entry names it, so a library that reads all three sees one buffer).
    let interleaved = Rows::pitched(WIDTH * COMPONENTS, HEIGHT, stream.get())?;
    let mut pointers = vec![interleaved.ptr(); COMPONENTS];
    let mut pitches = vec![interleaved.pitch; COMPONENTS];
    decode(NVJPEG2K_FORMAT_INTERLEAVED, &mut pointers, &mut pitches)?;
    let got = interleaved.download(stream.get())?;
    let expected: Vec<u8> = (0..WIDTH * HEIGHT)
        .flat_map(|at| original.iter().map(move |plane| plane[at]))
        .collect();
    let wrong = got.iter().zip(&expected).filter(|(g, e)| g != e).count();
    ensure(wrong == 0, || {
        format!("interleaved decode: {wrong} of {} bytes differ", got.len())
    })?;

    interleaved.free()?;
    for plane in planes {
        plane.free()?;
    }
    decode_params.free()?;
    parsed.free()?;
    decode_state.free()?;
    handle.free()?;
    params.free()?;
    encode_state.free()?;
    encoder.free()?;
    for plane in input {
        plane.free()?;
    }
    stream.free()
}
