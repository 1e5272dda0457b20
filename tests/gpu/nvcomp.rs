//! nvCOMP (feature `nvcomp`): four 64 KiB chunks of text-like bytes
//! compressed and decompressed in one batch on the GPU with LZ4, zstd and
//! GDeflate, on a driver stream; the LZ4 and zstd chunks are also decoded on
//! the host by independent decoders (lz4_flex, ruzstd), and their sizes held
//! against what those crates' compressors make of the same bytes. Without a
//! GPU: the library's version is the headers'.

#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, random_bytes, GpuTest, Owned, Status, TestResult};
#[allow(unused_imports)]
use crate::memory::{expect_bytes, from_bytes, read};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};
#[allow(unused_imports)]
use std::ffi::c_void;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvcomp")]
        Trial::test("nvcomp::version_is_the_headers", version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "nvcomp")]
        gpu_test!(lz4_zstd_and_gdeflate_round_trip_and_lz4_zstd_decode_on_the_host),
    ]
}

/// `nvcompGetProperties` succeeds, and its version, major × 1000 + minor ×
/// 100 + patch (version.h's `MAKE_SEMANTIC_VERSION`), is the headers':
/// libnvcomp's file name carries only its major.
#[cfg(feature = "nvcomp")]
fn version() -> TestResult {
    let mut properties = nvcompProperties_t::default();
    call!(nvcompGetProperties(&mut properties))?;
    let version = properties.version;
    let got = (version / 1000, version % 1000 / 100, version % 1000 % 100);
    let headers = (NVCOMP_VER_MAJOR, NVCOMP_VER_MINOR, NVCOMP_VER_PATCH);
    println!(
        "libnvcomp {}.{}.{} ({version}, built with CUDA runtime {}); \
         headers {}.{}.{} ({NVCOMP_VER})",
        got.0, got.1, got.2, properties.cudart_version, headers.0, headers.1, headers.2
    );
    ensure(version == NVCOMP_VER as u32 && got == headers, || {
        format!("libnvcomp is version {version}, the headers {NVCOMP_VER}")
    })
}

/// cuMemAlloc's pointers are aligned to this or more; every chunk is placed
/// at a multiple of it, so nvCOMP's alignment rules hold if they divide it.
#[cfg(feature = "nvcomp")]
const ALIGNMENT: usize = 256;
/// nvCOMP's headers recommend 64 KiB chunks.
#[cfg(feature = "nvcomp")]
const CHUNK: usize = 64 << 10;
#[cfg(feature = "nvcomp")]
const CHUNKS: usize = 4;

#[cfg(feature = "nvcomp")]
type Device = Owned<CUdeviceptr, CUresult>;

/// Device memory (memory.rs's), checked to be aligned as nvCOMP's batched
/// calls ask of their buffers.
#[cfg(feature = "nvcomp")]
fn aligned(device: Device) -> Result<Device, Failed> {
    let ptr = device.get();
    ensure(ptr % ALIGNMENT as CUdeviceptr == 0, || {
        format!("cuMemAlloc returned {ptr:#x}, not {ALIGNMENT}-byte aligned")
    })?;
    Ok(device)
}

#[cfg(feature = "nvcomp")]
fn allocate(bytes: usize) -> Result<Device, Failed> {
    aligned(crate::memory::allocate(bytes)?)
}

/// `values` in new device memory. The copy is ordered on `stream`, which is
/// non-blocking: a plain cuMemcpyHtoD from pageable memory may still be in
/// flight when the stream's next kernel starts.
#[cfg(feature = "nvcomp")]
fn upload<T: Copy>(values: &[T], stream: CUstream) -> Result<Device, Failed> {
    aligned(crate::memory::upload(values, stream)?)
}

/// New device memory filled with 0xff: a size or status nvCOMP never wrote
/// reads back as no valid one, and output it never wrote cannot equal the
/// input left behind by an earlier allocation.
#[cfg(feature = "nvcomp")]
fn poisoned(bytes: usize, stream: CUstream) -> Result<Device, Failed> {
    let device = allocate(bytes)?;
    call!(cuMemsetD8Async(device.get(), 0xff, bytes, stream))?;
    Ok(device)
}

/// Every per-chunk status nvCOMP wrote is `nvcompSuccess`.
#[cfg(feature = "nvcomp")]
fn expect_success(statuses: Device, count: usize, what: &str) -> TestResult {
    let codes: Vec<u32> = from_bytes(&read(statuses.get(), count * 4)?);
    for (chunk, &code) in codes.iter().enumerate() {
        ensure(code == nvcompSuccess.0, || {
            format!(
                "{what}: chunk {chunk} has status {}",
                nvcompStatus_t(code).name()
            )
        })?;
    }
    statuses.free()
}

/// A batch on the device as nvCOMP takes one: an array of chunk addresses
/// and an array of their sizes (`size_t`), both in device memory.
#[cfg(feature = "nvcomp")]
struct Batch {
    pointers: Device,
    sizes: Device,
}

#[cfg(feature = "nvcomp")]
impl Batch {
    fn pointers<T>(&self) -> *const T {
        self.pointers.get() as *const T
    }

    fn sizes(&self) -> *mut usize {
        self.sizes.get() as *mut usize
    }

    fn free(self) -> TestResult {
        self.sizes.free()?;
        self.pointers.free()
    }
}

/// One of nvCOMP's batched codecs. Every codec's C API has the same calls
/// with its own name and its own options types; `codec!` binds one.
#[cfg(feature = "nvcomp")]
trait Codec {
    const NAME: &'static str;
    /// Compression's alignment rules, then decompression's.
    fn alignments() -> Result<[nvcompAlignmentRequirements_t; 2], Failed>;
    fn max_compressed_chunk(chunk: usize) -> Result<usize, Failed>;
    fn compress_temp(count: usize, chunk: usize, stream: CUstream) -> Result<usize, Failed>;
    fn decompress_temp(count: usize, chunk: usize, stream: CUstream) -> Result<usize, Failed>;
    fn compress(
        input: &Batch,
        count: usize,
        chunk: usize,
        temp: (&Device, usize),
        output: &Batch,
        statuses: &Device,
        stream: CUstream,
    ) -> TestResult;
    /// The decompressed size each compressed chunk declares.
    fn decompressed_sizes(
        input: &Batch,
        count: usize,
        sizes: &Device,
        stream: CUstream,
    ) -> TestResult;
    fn decompress(
        input: &Batch,
        count: usize,
        buffer_sizes: &Device,
        temp: (&Device, usize),
        output: &Batch,
        statuses: &Device,
        stream: CUstream,
    ) -> TestResult;
}

#[cfg(feature = "nvcomp")]
macro_rules! codec {
    (
        $codec:ident, $name:literal,
        $compress_opts:expr, $decompress_opts:expr,
        $compress_alignments:ident, $decompress_alignments:ident,
        $max_output:ident, $compress_temp:ident, $decompress_temp:ident,
        $compress:ident, $sizes:ident, $decompress:ident $(,)?
    ) => {
        struct $codec;

        impl Codec for $codec {
            const NAME: &'static str = $name;

            fn alignments() -> Result<[nvcompAlignmentRequirements_t; 2], Failed> {
                let mut rules = [nvcompAlignmentRequirements_t::default(); 2];
                call!($compress_alignments($compress_opts, &mut rules[0]))?;
                call!($decompress_alignments($decompress_opts, &mut rules[1]))?;
                Ok(rules)
            }

            fn max_compressed_chunk(chunk: usize) -> Result<usize, Failed> {
                let mut bytes = 0;
                call!($max_output(chunk, $compress_opts, &mut bytes))?;
                Ok(bytes)
            }

            fn compress_temp(
                count: usize,
                chunk: usize,
                stream: CUstream,
            ) -> Result<usize, Failed> {
                let mut bytes = 0;
                call!($compress_temp(
                    count,
                    chunk,
                    $compress_opts,
                    &mut bytes,
                    count * chunk,
                    stream
                ))?;
                Ok(bytes)
            }

            fn decompress_temp(
                count: usize,
                chunk: usize,
                stream: CUstream,
            ) -> Result<usize, Failed> {
                let mut bytes = 0;
                call!($decompress_temp(
                    count,
                    chunk,
                    $decompress_opts,
                    &mut bytes,
                    count * chunk,
                    stream
                ))?;
                Ok(bytes)
            }

            fn compress(
                input: &Batch,
                count: usize,
                chunk: usize,
                (temp, temp_bytes): (&Device, usize),
                output: &Batch,
                statuses: &Device,
                stream: CUstream,
            ) -> TestResult {
                call!($compress(
                    input.pointers(),
                    input.sizes(),
                    chunk,
                    count,
                    temp.get() as *mut c_void,
                    temp_bytes,
                    output.pointers(),
                    output.sizes(),
                    $compress_opts,
                    statuses.get() as *mut nvcompStatus_t,
                    stream
                ))
            }

            fn decompressed_sizes(
                input: &Batch,
                count: usize,
                sizes: &Device,
                stream: CUstream,
            ) -> TestResult {
                call!($sizes(
                    input.pointers(),
                    input.sizes(),
                    sizes.get() as *mut usize,
                    count,
                    stream
                ))
            }

            fn decompress(
                input: &Batch,
                count: usize,
                buffer_sizes: &Device,
                (temp, temp_bytes): (&Device, usize),
                output: &Batch,
                statuses: &Device,
                stream: CUstream,
            ) -> TestResult {
                call!($decompress(
                    input.pointers(),
                    input.sizes(),
                    buffer_sizes.get() as *const usize,
                    output.sizes(),
                    count,
                    temp.get() as *mut c_void,
                    temp_bytes,
                    output.pointers(),
                    $decompress_opts,
                    statuses.get() as *mut nvcompStatus_t,
                    stream
                ))
            }
        }
    };
}

// The options are the headers' defaults (their `*DefaultOpts` are `static
// const` in the headers, not symbols of libnvcomp), except the backend: the
// CUDA one, not the Blackwell decompression engine, which wants memory
// allocated for it.
#[cfg(feature = "nvcomp")]
codec!(
    Lz4,
    "LZ4",
    nvcompBatchedLZ4CompressOpts_t {
        data_type: NVCOMP_TYPE_CHAR,
        bitshuffle_mode: NVCOMP_BITSHUFFLE_NONE,
        ..Default::default()
    },
    nvcompBatchedLZ4DecompressOpts_t {
        backend: NVCOMP_DECOMPRESS_BACKEND_CUDA,
        data_type: NVCOMP_TYPE_CHAR,
        bitshuffle_mode: NVCOMP_BITSHUFFLE_NONE,
        ..Default::default()
    },
    nvcompBatchedLZ4CompressGetRequiredAlignments,
    nvcompBatchedLZ4DecompressGetRequiredAlignments,
    nvcompBatchedLZ4CompressGetMaxOutputChunkSize,
    nvcompBatchedLZ4CompressGetTempSize,
    nvcompBatchedLZ4DecompressGetTempSize,
    nvcompBatchedLZ4CompressAsync,
    nvcompBatchedLZ4GetDecompressSizeAsync,
    nvcompBatchedLZ4DecompressAsync,
);

#[cfg(feature = "nvcomp")]
codec!(
    Zstd,
    "zstd",
    nvcompBatchedZstdCompressOpts_t::default(),
    nvcompBatchedZstdDecompressOpts_t {
        backend: NVCOMP_DECOMPRESS_BACKEND_CUDA,
        ..Default::default()
    },
    nvcompBatchedZstdCompressGetRequiredAlignments,
    nvcompBatchedZstdDecompressGetRequiredAlignments,
    nvcompBatchedZstdCompressGetMaxOutputChunkSize,
    nvcompBatchedZstdCompressGetTempSize,
    nvcompBatchedZstdDecompressGetTempSize,
    nvcompBatchedZstdCompressAsync,
    nvcompBatchedZstdGetDecompressSizeAsync,
    nvcompBatchedZstdDecompressAsync,
);

// Algorithm 1, the header's default: high throughput, low ratio.
#[cfg(feature = "nvcomp")]
codec!(
    Gdeflate,
    "GDeflate",
    nvcompBatchedGdeflateCompressOpts_t {
        algorithm: 1,
        ..Default::default()
    },
    nvcompBatchedGdeflateDecompressOpts_t {
        backend: NVCOMP_DECOMPRESS_BACKEND_CUDA,
        ..Default::default()
    },
    nvcompBatchedGdeflateCompressGetRequiredAlignments,
    nvcompBatchedGdeflateDecompressGetRequiredAlignments,
    nvcompBatchedGdeflateCompressGetMaxOutputChunkSize,
    nvcompBatchedGdeflateCompressGetTempSize,
    nvcompBatchedGdeflateDecompressGetTempSize,
    nvcompBatchedGdeflateCompressAsync,
    nvcompBatchedGdeflateGetDecompressSizeAsync,
    nvcompBatchedGdeflateDecompressAsync,
);

/// `count` chunks of `bytes` bytes that compress as text does: words from a
/// small vocabulary, phrases that recur (long matches for LZ4), newlines,
/// and now and then a run of random bytes, so no chunk is trivial and no
/// two are alike.
#[cfg(feature = "nvcomp")]
fn text_like(count: usize, bytes: usize) -> Vec<Vec<u8>> {
    let words: Vec<&str> = "the of and to in is stream kernel device memory chunk batch compress \
         decompress status pointer size bytes GPU host library version header binding function \
         returns buffer aligned temporary output input queue"
        .split_whitespace()
        .collect();
    let word = || words[fastrand::usize(..words.len())];
    let phrases: Vec<String> = (0..16)
        .map(|_| {
            (0..fastrand::usize(4..10))
                .map(|_| word())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    (0..count)
        .map(|_| {
            let mut chunk = Vec::with_capacity(bytes + 64);
            while chunk.len() < bytes {
                match fastrand::u8(..32) {
                    0 => chunk.extend(random_bytes(fastrand::usize(4..32))),
                    1..=8 => chunk.extend(phrases[fastrand::usize(..phrases.len())].bytes()),
                    _ => chunk.extend(word().bytes()),
                }
                chunk.push(if fastrand::u8(..12) == 0 { b'\n' } else { b' ' });
            }
            chunk.truncate(bytes);
            chunk
        })
        .collect()
}

/// What one codec made of the batch on the GPU.
#[cfg(feature = "nvcomp")]
struct RoundTrip {
    compressed: Vec<Vec<u8>>,
    max_compressed_chunk: usize,
    temp: [usize; 2],
}

/// `chunks` (on the device as `input`) compressed in one batch, the chunks
/// read back, then decompressed in one batch and compared with `chunks`
/// byte for byte; every per-chunk status must be `nvcompSuccess` and every
/// size right.
#[cfg(feature = "nvcomp")]
fn round_trip<C: Codec>(
    chunks: &[Vec<u8>],
    input: &Batch,
    stream: CUstream,
) -> Result<RoundTrip, Failed> {
    let (count, chunk) = (chunks.len(), chunks[0].len());
    let name = C::NAME;
    let [compressing, decompressing] = C::alignments()?;
    for (what, rules) in [
        ("compression", compressing),
        ("decompression", decompressing),
    ] {
        for (buffer, alignment) in [
            ("input", rules.input),
            ("output", rules.output),
            ("temp", rules.temp),
        ] {
            ensure(
                alignment.is_power_of_two() && ALIGNMENT % alignment == 0,
                || {
                    format!(
                        "{name} {what} wants {buffer} buffers aligned to {alignment} bytes; \
                         the test places them at multiples of {ALIGNMENT}"
                    )
                },
            )?;
        }
    }

    // Compression: every output chunk the queried maximum, placed at
    // multiples of ALIGNMENT.
    let max_compressed_chunk = C::max_compressed_chunk(chunk)?;
    ensure(max_compressed_chunk >= chunk, || {
        format!(
            "{name}: the largest compressed chunk is {max_compressed_chunk} bytes, \
             less than {chunk} random bytes need"
        )
    })?;
    let stride = max_compressed_chunk.next_multiple_of(ALIGNMENT);
    let compress_temp = C::compress_temp(count, chunk, stream)?;
    let temp = allocate(compress_temp)?;
    let compressed = allocate(stride * count)?;
    let at = |i: usize| compressed.get() + (i * stride) as CUdeviceptr;
    let output = Batch {
        pointers: upload(&(0..count).map(at).collect::<Vec<_>>(), stream)?,
        sizes: poisoned(count * size_of::<usize>(), stream)?,
    };
    let statuses = poisoned(count * 4, stream)?;
    C::compress(
        input,
        count,
        chunk,
        (&temp, compress_temp),
        &output,
        &statuses,
        stream,
    )?;
    call!(cuStreamSynchronize(stream))?;
    temp.free()?;
    expect_success(statuses, count, &format!("{name} compression"))?;
    let sizes: Vec<usize> = from_bytes(&read(output.sizes.get(), count * size_of::<usize>())?);
    for (i, &size) in sizes.iter().enumerate() {
        ensure(size > 0 && size <= max_compressed_chunk, || {
            format!(
                "{name}: chunk {i} compressed to {size} bytes; the most is {max_compressed_chunk}"
            )
        })?;
    }
    let compressed_chunks = (0..count)
        .map(|i| read(at(i), sizes[i]))
        .collect::<Result<Vec<_>, _>>()?;

    // The sizes the compressed chunks declare.
    let declared = poisoned(count * size_of::<usize>(), stream)?;
    C::decompressed_sizes(&output, count, &declared, stream)?;
    call!(cuStreamSynchronize(stream))?;
    let declared_sizes: Vec<usize> = from_bytes(&read(declared.get(), count * size_of::<usize>())?);
    declared.free()?;
    ensure(declared_sizes.iter().all(|&size| size == chunk), || {
        format!("{name}: the compressed chunks declare {declared_sizes:?} bytes, not {chunk} each")
    })?;

    // Decompression, into buffers of exactly the input's sizes.
    let decompress_temp = C::decompress_temp(count, chunk, stream)?;
    let temp = allocate(decompress_temp)?;
    let decompressed = poisoned(count * chunk, stream)?;
    let at = |i: usize| decompressed.get() + (i * chunk) as CUdeviceptr;
    let result = Batch {
        pointers: upload(&(0..count).map(at).collect::<Vec<_>>(), stream)?,
        sizes: poisoned(count * size_of::<usize>(), stream)?,
    };
    let statuses = poisoned(count * 4, stream)?;
    C::decompress(
        &output,
        count,
        &input.sizes,
        (&temp, decompress_temp),
        &result,
        &statuses,
        stream,
    )?;
    call!(cuStreamSynchronize(stream))?;
    temp.free()?;
    expect_success(statuses, count, &format!("{name} decompression"))?;
    let sizes: Vec<usize> = from_bytes(&read(result.sizes.get(), count * size_of::<usize>())?);
    ensure(sizes.iter().all(|&size| size == chunk), || {
        format!("{name}: decompressed {sizes:?} bytes, not {chunk} each")
    })?;
    for (i, expected) in chunks.iter().enumerate() {
        let got = read(at(i), chunk)?;
        expect_bytes(&got, expected, &format!("{name}: decompressed chunk {i}"))?;
    }
    result.free()?;
    decompressed.free()?;
    output.free()?;
    compressed.free()?;
    Ok(RoundTrip {
        compressed: compressed_chunks,
        max_compressed_chunk,
        temp: [compress_temp, decompress_temp],
    })
}

/// The GPU's compressed size is within a factor of two of a host
/// compressor's for the same chunks: a codec that stored its input, or
/// wrote garbage of plausible length, would fall outside.
#[cfg(feature = "nvcomp")]
fn near_the_hosts(name: &str, gpu: usize, host: usize, compressor: &str) -> TestResult {
    let ratio = gpu as f64 / host as f64;
    println!("  {name}: GPU {gpu} bytes, {compressor} {host} bytes on the host ({ratio:.2}x)");
    ensure((0.5..=2.0).contains(&ratio), || {
        format!(
            "{name}: the GPU made {gpu} bytes, {compressor} {host}: {ratio:.2}x, outside 0.5x..2x"
        )
    })
}

/// LZ4, zstd and GDeflate each compress a batch of four 64 KiB text-like
/// chunks on the GPU and decompress it back: every per-chunk status is
/// `nvcompSuccess`, the compressed chunks declare and decompress to 64 KiB,
/// and the bytes equal the input. The GPU's LZ4 chunks are raw LZ4 blocks
/// that lz4_flex decodes to the input, its zstd chunks zstd frames that
/// ruzstd decodes to the input, and both come within 0.5x..2x of those
/// crates' compressed sizes; GDeflate, with no host codec, compresses to
/// less than the input.
#[cfg(feature = "nvcomp")]
fn lz4_zstd_and_gdeflate_round_trip_and_lz4_zstd_decode_on_the_host(
    _gpu: &crate::common::Gpu,
) -> TestResult {
    use std::io::Read;

    let stream = driver_stream()?;
    let chunks = text_like(CHUNKS, CHUNK);
    let total = CHUNKS * CHUNK;
    let data = upload(&chunks.concat(), stream.get())?;
    let input = Batch {
        pointers: upload(
            &(0..CHUNKS)
                .map(|i| data.get() + (i * CHUNK) as CUdeviceptr)
                .collect::<Vec<_>>(),
            stream.get(),
        )?,
        sizes: upload(&[CHUNK; CHUNKS], stream.get())?,
    };
    let report = |name: &str, trip: &RoundTrip| {
        let size: usize = trip.compressed.iter().map(Vec::len).sum();
        println!(
            "nvCOMP {name}: {CHUNKS} chunks, {total} bytes to {size} (chunks {:?}, at most {} \
             each; temp {} and {} bytes)",
            trip.compressed.iter().map(Vec::len).collect::<Vec<_>>(),
            trip.max_compressed_chunk,
            trip.temp[0],
            trip.temp[1]
        );
        size
    };

    let lz4 = round_trip::<Lz4>(&chunks, &input, stream.get())?;
    let size = report("LZ4", &lz4);
    for (i, (compressed, expected)) in lz4.compressed.iter().zip(&chunks).enumerate() {
        let decoded = lz4_flex::block::decompress(compressed, CHUNK)
            .map_err(|e| format!("LZ4: lz4_flex cannot decode the GPU's chunk {i}: {e}"))?;
        expect_bytes(
            &decoded,
            expected,
            &format!("LZ4: chunk {i} decoded by lz4_flex"),
        )?;
    }
    let host: usize = chunks
        .iter()
        .map(|chunk| lz4_flex::block::compress(chunk).len())
        .sum();
    near_the_hosts("LZ4", size, host, "lz4_flex")?;

    let zstd = round_trip::<Zstd>(&chunks, &input, stream.get())?;
    let size = report("zstd", &zstd);
    for (i, (compressed, expected)) in zstd.compressed.iter().zip(&chunks).enumerate() {
        let mut decoded = Vec::new();
        ruzstd::decoding::StreamingDecoder::new(compressed.as_slice())
            .map_err(|e| format!("zstd: ruzstd cannot read the GPU's chunk {i}: {e}"))?
            .read_to_end(&mut decoded)
            .map_err(|e| format!("zstd: ruzstd cannot decode the GPU's chunk {i}: {e}"))?;
        expect_bytes(
            &decoded,
            expected,
            &format!("zstd: chunk {i} decoded by ruzstd"),
        )?;
    }
    let host: usize = chunks
        .iter()
        .map(|chunk| {
            ruzstd::encoding::compress_to_vec(
                chunk.as_slice(),
                ruzstd::encoding::CompressionLevel::Fastest,
            )
            .len()
        })
        .sum();
    near_the_hosts("zstd", size, host, "ruzstd (its fastest level)")?;

    let gdeflate = round_trip::<Gdeflate>(&chunks, &input, stream.get())?;
    let size = report("GDeflate", &gdeflate);
    ensure(size < total, || {
        format!("GDeflate: {total} bytes of text compressed to {size}")
    })?;

    input.free()?;
    data.free()?;
    stream.free()
}
