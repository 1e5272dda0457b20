//! nvTIFF (feature `nvtiff`): a baseline RGB TIFF the test writes itself is
//! parsed and decoded on the GPU to its pixels; the GPU's own encodes,
//! uncompressed and LZW, are read back by nvTIFF and by a host reader here,
//! and both must give the pixels encoded. Without a GPU: the library is the
//! headers' release, and its parser reads the hand-written file's tags.

#[cfg(feature = "nvtiff")]
use crate::common::library_properties;
#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, random_bytes, Gpu, GpuTest, Owned, TestResult};
#[cfg(feature = "nvtiff")]
use crate::memory::Rows;
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Completion, Failed, Trial};
#[allow(unused_imports)]
use std::collections::BTreeMap;
#[allow(unused_imports)]
use std::ffi::c_void;
#[allow(unused_imports)]
use std::ptr::null_mut;

#[cfg(feature = "nvtiff")]
const WIDTH: u32 = 80;
#[cfg(feature = "nvtiff")]
const HEIGHT: u32 = 60;
/// Four strips, the last of 12 rows.
#[cfg(feature = "nvtiff")]
const ROWS_PER_STRIP: u32 = 16;
#[cfg(feature = "nvtiff")]
const ROW_BYTES: usize = WIDTH as usize * 3;

// TIFF 6.0 tags.
#[cfg(feature = "nvtiff")]
const IMAGE_WIDTH: u16 = 256;
#[cfg(feature = "nvtiff")]
const IMAGE_LENGTH: u16 = 257;
#[cfg(feature = "nvtiff")]
const BITS_PER_SAMPLE: u16 = 258;
#[cfg(feature = "nvtiff")]
const COMPRESSION: u16 = 259;
#[cfg(feature = "nvtiff")]
const PHOTOMETRIC: u16 = 262;
#[cfg(feature = "nvtiff")]
const STRIP_OFFSETS: u16 = 273;
#[cfg(feature = "nvtiff")]
const SAMPLES_PER_PIXEL: u16 = 277;
#[cfg(feature = "nvtiff")]
const ROWS_PER_STRIP_TAG: u16 = 278;
#[cfg(feature = "nvtiff")]
const STRIP_BYTE_COUNTS: u16 = 279;
#[cfg(feature = "nvtiff")]
const PLANAR_CONFIGURATION: u16 = 284;
#[cfg(feature = "nvtiff")]
const PREDICTOR: u16 = 317;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvtiff")]
        Trial::test("nvtiff::version_is_the_headers", version),
        #[cfg(feature = "nvtiff")]
        Trial::test(
            "nvtiff::parser_reads_a_hand_written_tiff",
            parser_reads_a_hand_written_tiff,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "nvtiff")]
        gpu_test!(decode_of_a_hand_written_tiff_is_its_pixels),
        #[cfg(feature = "nvtiff")]
        gpu_test!(uncompressed_encode_reads_back_as_its_pixels),
        #[cfg(feature = "nvtiff")]
        gpu_test!(lzw_encode_reads_back_as_its_pixels => skippable),
    ]
}

/// `nvtiffGetProperty`'s major, minor and patch are `NVTIFF_VER_*`.
#[cfg(feature = "nvtiff")]
fn version() -> TestResult {
    let library = library_properties("nvtiffGetProperty", |property, value| unsafe {
        nvtiffGetProperty(property, value)
    })?;
    let headers = [NVTIFF_VER_MAJOR, NVTIFF_VER_MINOR, NVTIFF_VER_PATCH].map(|v| v as i32);
    println!("libnvtiff is {library:?}; headers are {headers:?}");
    ensure(library == headers, || {
        format!("libnvtiff is {library:?}, the headers {headers:?}")
    })
}

/// A TIFF field's values, as the test writes them.
#[cfg(feature = "nvtiff")]
enum Field {
    Short(Vec<u16>),
    Long(Vec<u32>),
}

/// A hand-written TIFF and where its parts are.
#[cfg(feature = "nvtiff")]
struct HandWritten {
    file: Vec<u8>,
    ifd: usize,
    strip_offsets: Vec<u32>,
}

/// A baseline little-endian RGB TIFF, uncompressed, `ROWS_PER_STRIP` rows a
/// strip. The strips are stored last first, so only a reader that follows
/// StripOffsets gets the image back.
#[cfg(feature = "nvtiff")]
fn hand_written_tiff(pixels: &[u8]) -> HandWritten {
    let mut file = b"II\x2a\x00\0\0\0\0".to_vec();
    let strips: Vec<&[u8]> = pixels.chunks(ROWS_PER_STRIP as usize * ROW_BYTES).collect();
    let mut offsets = vec![0u32; strips.len()];
    for (index, strip) in strips.iter().enumerate().rev() {
        offsets[index] = file.len() as u32;
        file.extend_from_slice(strip);
    }
    let counts = strips.iter().map(|strip| strip.len() as u32).collect();
    let fields = [
        (IMAGE_WIDTH, Field::Long(vec![WIDTH])),
        (IMAGE_LENGTH, Field::Long(vec![HEIGHT])),
        (BITS_PER_SAMPLE, Field::Short(vec![8, 8, 8])),
        (COMPRESSION, Field::Short(vec![1])),
        (PHOTOMETRIC, Field::Short(vec![2])),
        (STRIP_OFFSETS, Field::Long(offsets.clone())),
        (SAMPLES_PER_PIXEL, Field::Short(vec![3])),
        (ROWS_PER_STRIP_TAG, Field::Long(vec![ROWS_PER_STRIP])),
        (STRIP_BYTE_COUNTS, Field::Long(counts)),
        (PLANAR_CONFIGURATION, Field::Short(vec![1])),
    ];
    // An entry holds 4 bytes of value; longer values go before the IFD,
    // each at an even offset as TIFF requires.
    let mut entries = Vec::new();
    for (tag, field) in fields {
        let (kind, count, bytes): (u16, usize, Vec<u8>) = match field {
            Field::Short(values) => (
                3,
                values.len(),
                values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
            Field::Long(values) => (
                4,
                values.len(),
                values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            ),
        };
        let mut value = [0u8; 4];
        if bytes.len() <= 4 {
            value[..bytes.len()].copy_from_slice(&bytes);
        } else {
            if file.len() % 2 == 1 {
                file.push(0);
            }
            value = (file.len() as u32).to_le_bytes();
            file.extend_from_slice(&bytes);
        }
        entries.push((tag, kind, count as u32, value));
    }
    if file.len() % 2 == 1 {
        file.push(0);
    }
    let ifd = file.len();
    file[4..8].copy_from_slice(&(ifd as u32).to_le_bytes());
    file.extend_from_slice(&(entries.len() as u16).to_le_bytes());
    for (tag, kind, count, value) in entries {
        file.extend_from_slice(&tag.to_le_bytes());
        file.extend_from_slice(&kind.to_le_bytes());
        file.extend_from_slice(&count.to_le_bytes());
        file.extend_from_slice(&value);
    }
    // No next IFD.
    file.extend_from_slice(&0u32.to_le_bytes());
    HandWritten {
        file,
        ifd,
        strip_offsets: offsets,
    }
}

/// A little-endian TIFF's first IFD: each SHORT or LONG tag's values.
#[cfg(feature = "nvtiff")]
fn read_ifd(file: &[u8]) -> Result<BTreeMap<u16, Vec<u32>>, Failed> {
    let bytes = |at: usize, len: usize| {
        file.get(at..at + len)
            .ok_or_else(|| Failed::from(format!("the file ends before byte {}", at + len)))
    };
    let u16_at = |at| bytes(at, 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
    let u32_at = |at| bytes(at, 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    ensure(file.starts_with(b"II\x2a\x00"), || {
        format!(
            "the file starts {:02x?}, not a little-endian TIFF's II 2a 00",
            &file[..file.len().min(4)]
        )
    })?;
    let ifd = u32_at(4)? as usize;
    let mut tags = BTreeMap::new();
    for entry in 0..usize::from(u16_at(ifd)?) {
        let at = ifd + 2 + 12 * entry;
        let (tag, kind, count) = (u16_at(at)?, u16_at(at + 2)?, u32_at(at + 4)? as usize);
        let size = match kind {
            3 => 2,
            4 => 4,
            _ => continue,
        };
        let values_at = if size * count <= 4 {
            at + 8
        } else {
            u32_at(at + 8)? as usize
        };
        let values = (0..count)
            .map(|i| match size {
                2 => u16_at(values_at + 2 * i).map(u32::from),
                _ => u32_at(values_at + 4 * i),
            })
            .collect::<Result<_, _>>()?;
        tags.insert(tag, values);
    }
    Ok(tags)
}

/// TIFF's LZW (TIFF 6.0 section 13): codes 9 to 12 bits wide, most
/// significant bit first, each width starting one code early, as libtiff
/// reads them.
#[cfg(feature = "nvtiff")]
fn lzw_decode(data: &[u8]) -> Result<Vec<u8>, Failed> {
    const CLEAR: usize = 256;
    const END: usize = 257;
    let mut table: Vec<Vec<u8>> = (0..=255u8).map(|byte| vec![byte]).collect();
    table.extend([vec![], vec![]]);
    let (mut out, mut previous, mut width, mut bit) = (Vec::new(), None::<Vec<u8>>, 9, 0);
    while bit + width <= data.len() * 8 {
        let mut code = 0;
        for _ in 0..width {
            code = code << 1 | usize::from(data[bit / 8] >> (7 - bit % 8) & 1);
            bit += 1;
        }
        if code == CLEAR {
            table.truncate(258);
            (previous, width) = (None, 9);
            continue;
        }
        if code == END {
            break;
        }
        let entry = match &previous {
            _ if code < table.len() => table[code].clone(),
            Some(previous) if code == table.len() => {
                let mut entry = previous.clone();
                entry.push(previous[0]);
                entry
            }
            _ => return Err(format!("LZW code {code} with {} table entries", table.len()).into()),
        };
        out.extend_from_slice(&entry);
        if let Some(mut grown) = previous.take() {
            grown.push(entry[0]);
            table.push(grown);
        }
        previous = Some(entry);
        if table.len() + 1 >= 1 << width && width < 12 {
            width += 1;
        }
    }
    Ok(out)
}

/// The pixels a host reader gets from an RGB, 8-bit, striped TIFF,
/// uncompressed or LZW, with no predictor or the horizontal one (nvTIFF 0.8
/// writes its LZW strips with Predictor 2).
#[cfg(feature = "nvtiff")]
fn host_decode(file: &[u8]) -> Result<Vec<u8>, Failed> {
    let tags = read_ifd(file)?;
    let one = |tag: u16, default: Option<u32>| {
        match tags.get(&tag).map(Vec::as_slice) {
            Some([value]) => Some(*value),
            Some(_) => None,
            None => default,
        }
        .ok_or_else(|| Failed::from(format!("tag {tag}: {:?}", tags.get(&tag))))
    };
    let (width, height) = (one(IMAGE_WIDTH, None)?, one(IMAGE_LENGTH, None)?);
    let compression = one(COMPRESSION, Some(1))?;
    ensure(
        (width, height) == (WIDTH, HEIGHT)
            && tags.get(&BITS_PER_SAMPLE) == Some(&vec![8, 8, 8])
            && one(SAMPLES_PER_PIXEL, None)? == 3
            && one(PHOTOMETRIC, None)? == 2
            && one(PLANAR_CONFIGURATION, Some(1))? == 1
            && (compression == 1 || compression == 5),
        || format!("the IFD is not 80x60 8-bit RGB, contiguous, uncompressed or LZW: {tags:?}"),
    )?;
    let predictor = one(PREDICTOR, Some(1))?;
    ensure(predictor == 1 || predictor == 2, || {
        format!("Predictor {predictor}: neither none (1) nor horizontal (2)")
    })?;
    let rows_per_strip = one(ROWS_PER_STRIP_TAG, Some(height))?.min(height);
    let (offsets, counts) = (&tags[&STRIP_OFFSETS], &tags[&STRIP_BYTE_COUNTS]);
    ensure(
        offsets.len() == height.div_ceil(rows_per_strip) as usize && counts.len() == offsets.len(),
        || {
            format!(
                "{} strip offsets, {} counts, {rows_per_strip} rows a strip",
                offsets.len(),
                counts.len()
            )
        },
    )?;
    let mut pixels = Vec::new();
    for (index, (&offset, &count)) in offsets.iter().zip(counts).enumerate() {
        let stored = file
            .get(offset as usize..(offset + count) as usize)
            .ok_or_else(|| Failed::from(format!("strip {index} lies past the file's end")))?;
        let rows = rows_per_strip.min(height - index as u32 * rows_per_strip);
        let mut strip = match compression {
            5 => lzw_decode(stored)?,
            _ => stored.to_vec(),
        };
        let expected = rows as usize * width as usize * 3;
        // LZW may end with a code's padding; a short strip is an error.
        ensure(strip.len() >= expected, || {
            format!("strip {index} holds {} bytes, not {expected}", strip.len())
        })?;
        strip.truncate(expected);
        if predictor == 2 {
            // Each sample was stored as its difference from the pixel left of it.
            let row_bytes = width as usize * 3;
            for row in strip.chunks_mut(row_bytes) {
                for at in 3..row_bytes {
                    row[at] = row[at].wrapping_add(row[at - 3]);
                }
            }
        }
        pixels.extend_from_slice(&strip);
    }
    Ok(pixels)
}

/// Host memory a TIFF stream reads from, opened with `nvtiffStreamOpen`
/// and closed with `nvtiffStreamClose`. The file must outlive it.
#[cfg(feature = "nvtiff")]
fn open(file: &[u8]) -> Result<Owned<nvtiffStream_t, nvtiffStatus_t>, Failed> {
    let mut stream = null_mut();
    call!(nvtiffStreamOpen(file.as_ptr(), file.len(), &mut stream))?;
    Ok(Owned::new(stream, "nvtiffStreamClose", |stream| unsafe {
        nvtiffStreamClose(stream)
    }))
}

/// What nvTIFF's parser says of the first image: one image in the file, 80x60,
/// RGB, 8 bits a sample, contiguous, `compression`, in strips of
/// `rows_per_strip` rows.
#[cfg(feature = "nvtiff")]
fn check_image(
    tiff: nvtiffStream_t,
    compression: nvtiffCompression_t,
    rows_per_strip: u32,
) -> Result<nvtiffStreamHeader_t, Failed> {
    let mut header = nvtiffStreamHeader_t::default();
    call!(nvtiffStreamGetHeader(tiff, &mut header))?;
    let mut next = 0;
    call!(nvtiffStreamGetNextIFDOffset(
        tiff,
        header.first_ifd_offset,
        &mut next
    ))?;
    ensure(
        header.variant == NVTIFF_REGULAR_TIFF && next as u64 == NVTIFF_NO_IMAGE,
        || format!("header {header:?}, next IFD {next:#x}: expected a regular TIFF of one image"),
    )?;

    let mut info = nvtiffImageInfo_t::default();
    call!(nvtiffStreamGetImageInfo(tiff, 0, &mut info))?;
    ensure(
        (info.image_width, info.image_height) == (WIDTH, HEIGHT)
            && info.samples_per_pixel == 3
            && info.bits_per_pixel == 24
            && info.bits_per_sample[..3] == [8, 8, 8]
            && info.compression == compression
            && info.photometric_int == NVTIFF_PHOTOMETRIC_RGB
            && info.planar_config == NVTIFF_PLANARCONFIG_CONTIG,
        || {
            format!("image info {info:?}: expected {WIDTH}x{HEIGHT} 8-bit RGB, contiguous, {compression:?}")
        },
    )?;

    let mut geometry = nvtiffImageGeometry_t::default();
    call!(nvtiffStreamGetImageGeometry(tiff, 0, &mut geometry))?;
    ensure(
        geometry.type_ == NVTIFF_IMAGE_STRIPED
            && (geometry.strile_width, geometry.strile_height) == (WIDTH, rows_per_strip)
            && geometry.num_striles == HEIGHT.div_ceil(rows_per_strip),
        || format!("geometry {geometry:?}: expected strips of {WIDTH}x{rows_per_strip}"),
    )?;
    Ok(header)
}

/// StripOffsets as nvTIFF's tag getters read it: LONG values, one a strip.
#[cfg(feature = "nvtiff")]
fn strip_offsets(tiff: nvtiffStream_t) -> Result<Vec<u32>, Failed> {
    let (mut kind, mut size, mut count) = (NVTIFF_TAG_TYPE_BYTE, 0, 0);
    call!(nvtiffStreamGetTagInfo(
        tiff,
        0,
        STRIP_OFFSETS,
        &mut kind,
        &mut size,
        &mut count
    ))?;
    ensure(kind == NVTIFF_TAG_TYPE_LONG && size == 4, || {
        format!("StripOffsets is {kind:?} of {size}-byte values, {count} of them; written as LONG")
    })?;
    let mut values = vec![0u32; count as usize];
    call!(nvtiffStreamGetTagValue(
        tiff,
        0,
        STRIP_OFFSETS,
        values.as_mut_ptr().cast(),
        count
    ))?;
    Ok(values)
}

/// With no GPU: nvTIFF's parser reads the hand-written file's header (one
/// image, its IFD where the test put it), image info, strip geometry, and
/// StripOffsets tag as the test wrote them.
#[cfg(feature = "nvtiff")]
fn parser_reads_a_hand_written_tiff() -> TestResult {
    let pixels = random_bytes(ROW_BYTES * HEIGHT as usize);
    let written = hand_written_tiff(&pixels);
    let tiff = open(&written.file)?;
    let header = check_image(tiff.get(), NVTIFF_COMPRESSION_NONE, ROWS_PER_STRIP)?;
    ensure(header.first_ifd_offset == written.ifd, || {
        format!(
            "first IFD at {}, written at {}",
            header.first_ifd_offset, written.ifd
        )
    })?;
    let offsets = strip_offsets(tiff.get())?;
    ensure(offsets == written.strip_offsets, || {
        format!(
            "StripOffsets reads {offsets:?}; written {:?}",
            written.strip_offsets
        )
    })?;
    // The test's own reader agrees, so the encode tests can trust it.
    ensure(host_decode(&written.file)? == pixels, || {
        "the host reader does not read back the hand-written pixels".into()
    })?;
    tiff.free()
}

/// Where nvCOMP could not be loaded: nvTIFF opens it by name for some
/// codecs, and 0.8.0 asks for nvCOMP 5's libnvcomp.so.5, where the crate
/// binds nvCOMP 6 (libnvcomp.so.6).
#[cfg(feature = "nvtiff")]
const NVCOMP_MISSING: &str = "nvTIFF could not load nvCOMP";

/// `call!` for the calls that may need nvCOMP: its absence is told apart.
#[cfg(feature = "nvtiff")]
fn codec_call(status: nvtiffStatus_t, what: &str) -> TestResult {
    if status == NVTIFF_STATUS_NVCOMP_NOT_FOUND {
        return Err(
            format!("{NVCOMP_MISSING}: {what} returned NVTIFF_STATUS_NVCOMP_NOT_FOUND").into(),
        );
    }
    crate::common::check(status, what)
}

/// nvTIFF's decode of the first image of `tiff`, as stored (interleaved
/// RGB), into a pitched buffer zeroed first, read back.
#[cfg(feature = "nvtiff")]
fn gpu_decode(tiff: nvtiffStream_t, stream: CUstream) -> Result<Vec<u8>, Failed> {
    let mut decoder = null_mut();
    call!(nvtiffDecoderCreateSimple(&mut decoder, stream))?;
    let decoder = Owned::new(
        (decoder, stream),
        "nvtiffDecoderDestroy",
        |(decoder, stream)| unsafe { nvtiffDecoderDestroy(decoder, stream) },
    );
    let mut params = null_mut();
    call!(nvtiffDecodeParamsCreate(&mut params))?;
    let params = Owned::new(params, "nvtiffDecodeParamsDestroy", |params| unsafe {
        nvtiffDecodeParamsDestroy(params)
    });
    call!(nvtiffDecodeParamsSetOutputFormat(
        params.get(),
        NVTIFF_OUTPUT_UNCHANGED_I
    ))?;

    let output = Rows::pitched(ROW_BYTES, HEIGHT as usize, stream)?;
    let mut planes = [output.ptr()];
    let mut pitches = [output.pitch];
    let mut image = nvtiffImage_t {
        plane_data: planes.as_mut_ptr(),
        plane_pitch_bytes: pitches.as_mut_ptr(),
        num_planes: 1,
    };
    codec_call(
        unsafe { nvtiffDecodeCheckSupported(tiff, decoder.get().0, params.get(), &image) },
        "nvtiffDecodeCheckSupported",
    )?;
    let decoded = codec_call(
        unsafe { nvtiffDecode(tiff, decoder.get().0, params.get(), &mut image, stream) },
        "nvtiffDecode",
    );
    // The decoder may have work in flight even when it reports an error.
    call!(cuStreamSynchronize(stream))?;
    decoded?;
    let pixels = output.download(stream)?;

    output.free()?;
    params.free()?;
    decoder.free()?;
    Ok(pixels)
}

/// `got` is `expected`, every byte; else how many differ, and the first.
#[cfg(feature = "nvtiff")]
fn same_pixels(got: &[u8], expected: &[u8], what: &str) -> TestResult {
    let wrong = got.iter().zip(expected).filter(|(g, e)| g != e).count();
    ensure(got.len() == expected.len() && wrong == 0, || {
        let first = got.iter().zip(expected).position(|(g, e)| g != e);
        format!(
            "{what}: {} bytes, {wrong} differ from the {} encoded (the first at {first:?})",
            got.len(),
            expected.len()
        )
    })
}

/// A hand-written baseline TIFF (80x60 random RGB, four strips stored in
/// reverse order): nvTIFF parses it as written and its GPU decode, into a
/// pitched buffer, is the pixels the test wrote, every byte.
#[cfg(feature = "nvtiff")]
fn decode_of_a_hand_written_tiff_is_its_pixels(_gpu: &Gpu) -> TestResult {
    let pixels = random_bytes(ROW_BYTES * HEIGHT as usize);
    let written = hand_written_tiff(&pixels);
    let stream = driver_stream()?;
    let tiff = open(&written.file)?;
    check_image(tiff.get(), NVTIFF_COMPRESSION_NONE, ROWS_PER_STRIP)?;
    let decoded = gpu_decode(tiff.get(), stream.get())?;
    same_pixels(
        &decoded,
        &pixels,
        "nvTIFF's decode of the hand-written file",
    )?;
    tiff.free()?;
    stream.free()
}

/// Encodes `pixels` (80x60 RGB) on the GPU as `compression` in 16-row
/// strips, written to host memory with `nvtiffWriteTiffBuffer`; nvTIFF
/// parses the file as encoded, and its GPU decode and the host reader's
/// both give the pixels encoded.
#[cfg(feature = "nvtiff")]
fn encode_reads_back(compression: nvtiffCompression_t, pixels: &[u8]) -> TestResult {
    let stream = driver_stream()?;
    let input = Rows::dense(ROW_BYTES, HEIGHT as usize)?;
    input.upload(pixels, stream.get())?;

    let mut encoder = null_mut();
    call!(nvtiffEncoderCreate(
        &mut encoder,
        null_mut(),
        null_mut(),
        stream.get()
    ))?;
    let encoder = Owned::new(
        (encoder, stream.get()),
        "nvtiffEncoderDestroy",
        |(encoder, stream)| unsafe { nvtiffEncoderDestroy(encoder, stream) },
    );
    let mut params = null_mut();
    call!(nvtiffEncodeParamsCreate(&mut params))?;
    let params = Owned::new(
        (params, stream.get()),
        "nvtiffEncodeParamsDestroy",
        |(params, stream)| unsafe { nvtiffEncodeParamsDestroy(params, stream) },
    );
    let mut info = nvtiffImageInfo_t {
        image_width: WIDTH,
        image_height: HEIGHT,
        samples_per_pixel: 3,
        bits_per_pixel: 24,
        photometric_int: NVTIFF_PHOTOMETRIC_RGB,
        planar_config: NVTIFF_PLANARCONFIG_CONTIG,
        compression,
        ..Default::default()
    };
    info.bits_per_sample[..3].fill(8);
    info.sample_format[..3].fill(NVTIFF_SAMPLEFORMAT_UINT);
    call!(nvtiffEncodeParamsSetImageInfo(params.get().0, &info))?;
    // For strips, strile_width must be the image's width (nvtiff.h).
    let geometry = nvtiffImageGeometry_t {
        type_: NVTIFF_IMAGE_STRIPED,
        strile_width: WIDTH,
        strile_height: ROWS_PER_STRIP,
        ..Default::default()
    };
    call!(nvtiffEncodeParamsSetImageGeometry(
        params.get().0,
        &geometry
    ))?;
    let mut inputs = [input.ptr().cast::<u8>()];
    call!(nvtiffEncodeParamsSetInputs(
        params.get().0,
        inputs.as_mut_ptr(),
        1
    ))?;

    let mut all_params = [params.get().0];
    codec_call(
        unsafe { nvtiffEncode(encoder.get().0, all_params.as_mut_ptr(), 1, stream.get()) },
        "nvtiffEncode",
    )?;
    codec_call(
        unsafe { nvtiffEncodeFinalize(encoder.get().0, all_params.as_mut_ptr(), 1, stream.get()) },
        "nvtiffEncodeFinalize",
    )?;
    let (mut metadata, mut bitstream) = (0, 0);
    call!(nvtiffGetBitstreamSize(
        encoder.get().0,
        all_params.as_mut_ptr(),
        1,
        &mut metadata,
        &mut bitstream
    ))?;
    // The file is the metadata and the strips (nvTIFF's samples size it so).
    let mut file = vec![0u8; metadata + bitstream];
    call!(nvtiffWriteTiffBuffer(
        encoder.get().0,
        all_params.as_mut_ptr(),
        1,
        file.as_mut_ptr(),
        file.len(),
        stream.get()
    ))?;
    println!(
        "{compression:?}: {} bytes of pixels encoded as {bitstream} of strips and {metadata} \
         of metadata",
        pixels.len()
    );

    let tiff = open(&file)?;
    check_image(tiff.get(), compression, ROWS_PER_STRIP)?;
    let decoded = gpu_decode(tiff.get(), stream.get())?;
    same_pixels(&decoded, pixels, "nvTIFF's decode of its encode")?;
    same_pixels(
        &host_decode(&file)?,
        pixels,
        "the host reader's decode of nvTIFF's encode",
    )?;

    tiff.free()?;
    params.free()?;
    encoder.free()?;
    input.free()?;
    stream.free()
}

/// 4x4 blocks of a gradient with a bit of noise in every sample: LZW
/// shrinks it to about two thirds (libtiff's does), where random bytes
/// grow by a third, and nvTIFF's encoder reserves room for its strips
/// before it knows their size.
#[cfg(feature = "nvtiff")]
fn compressible_pixels() -> Vec<u8> {
    (0..ROW_BYTES * HEIGHT as usize)
        .map(|at| {
            let (x, y, channel) = (at % ROW_BYTES / 3, at / ROW_BYTES, at % 3);
            let gradient = x / 4 * 6 + y / 4 * 3 + channel * 80;
            (gradient as u8).wrapping_add(fastrand::u8(0..2))
        })
        .collect()
}

/// An uncompressed encode of random bytes reads back as its pixels (see
/// `encode_reads_back`).
#[cfg(feature = "nvtiff")]
fn uncompressed_encode_reads_back_as_its_pixels(_gpu: &Gpu) -> TestResult {
    encode_reads_back(
        NVTIFF_COMPRESSION_NONE,
        &random_bytes(ROW_BYTES * HEIGHT as usize),
    )
}

/// An LZW encode of `compressible_pixels` reads back as its pixels (see
/// `encode_reads_back`); the host reader decodes the LZW itself. Ignored,
/// with the reason, where nvTIFF cannot load nvCOMP.
#[cfg(feature = "nvtiff")]
fn lzw_encode_reads_back_as_its_pixels(_gpu: &Gpu) -> Result<Completion, Failed> {
    match encode_reads_back(NVTIFF_COMPRESSION_LZW, &compressible_pixels()) {
        Err(failed)
            if failed
                .message()
                .is_some_and(|m| m.starts_with(NVCOMP_MISSING)) =>
        {
            Ok(Completion::ignored_with(
                failed.message().unwrap_or_default(),
            ))
        }
        result => result.map(|()| Completion::Completed),
    }
}
