//! cuFFTMp (feature `cufftmp`): a distributed 3-D FFT over every visible
//! GPU, one process a PE (each a child process, PE p on device p), NVSHMEM
//! joined through the unique id PE 0 made, and the plan attached to it
//! (`CUFFT_COMM_NONE`). Each PE holds an x-slab of a complex 8×8×6 array;
//! the forward transform leaves y-slabs (cuFFTMp's built-in slabs), checked
//! against the host's DFT of the whole array, and the inverse brings the
//! x-slabs back, scaled by the element count. cuFFT's own calls (plans,
//! descriptors, execution) are libcufftMp's: the feature replaces cuFFT.
//! Runs only with `NVSHMEM_DISABLE_NVLS=1`, and is ignored with the reason
//! otherwise or with fewer than two GPUs.

#[allow(unused_imports)]
use crate::common::{ensure, Gpu, GpuTest, TestResult};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Completion, Failed, Trial};
#[allow(unused_imports)]
use std::os::unix::net::UnixStream;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cufftmp")]
        Trial::test("cufftmp::cufft_is_libcufftmps_release", version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        // Its kernels wait for the other PEs: no other test shares the GPUs meanwhile.
        #[cfg(feature = "cufftmp")]
        gpu_test!(distributed_3d_fft_matches_a_host_dft => skippable).exclusive(),
    ]
}

/// cuFFT's calls are libcufftMp's, whose version is that of the cufft.h
/// it ships (which the bindings were made from), not the toolkit cuFFT's.
#[cfg(feature = "cufftmp")]
fn version() -> TestResult {
    let mut version = 0;
    call!(cufftGetVersion(&mut version))?;
    println!("cufftGetVersion: {version}; the headers' CUFFT_VERSION: {CUFFT_VERSION}");
    ensure(version == CUFFT_VERSION as i32, || {
        format!("cufftGetVersion returned {version}, not libcufftMp's {CUFFT_VERSION}")
    })
}

/// The array's extents, x slowest.
#[cfg(feature = "cufftmp")]
const DIMS: [usize; 3] = [8, 8, 6];

/// The elements of the whole array.
#[cfg(feature = "cufftmp")]
const ELEMENTS: usize = DIMS[0] * DIMS[1] * DIMS[2];

/// The part of `extent` PE `pe` of `pes` holds in cuFFTMp's built-in slabs:
/// the first `extent % pes` PEs one more than the rest.
#[cfg(feature = "cufftmp")]
fn slab(extent: usize, pes: usize, pe: usize) -> std::ops::Range<usize> {
    let (base, extra) = (extent / pes, extent % pes);
    let start = pe * base + pe.min(extra);
    start..start + base + usize::from(pe < extra)
}

/// The whole input, alike in every process that knows `seed`: eighths.
#[cfg(feature = "cufftmp")]
fn input(seed: u64) -> Vec<(f64, f64)> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut eighth = || f64::from(rng.i8(-16..=16)) / 8.0;
    (0..ELEMENTS).map(|_| (eighth(), eighth())).collect()
}

/// The flat index of element (x, y, z) of the whole array.
#[cfg(feature = "cufftmp")]
fn at(x: usize, y: usize, z: usize) -> usize {
    (x * DIMS[1] + y) * DIMS[2] + z
}

/// PE `pe`'s x-slab of `whole`: x in its slab, every y and z.
#[cfg(feature = "cufftmp")]
fn x_slab(whole: &[(f64, f64)], pes: usize, pe: usize) -> Vec<(f64, f64)> {
    let mut part = Vec::new();
    for x in slab(DIMS[0], pes, pe) {
        for y in 0..DIMS[1] {
            part.extend((0..DIMS[2]).map(|z| whole[at(x, y, z)]));
        }
    }
    part
}

/// PE `pe`'s y-slab of `whole`: every x, y in its slab, every z, in that
/// order (X × Y/PEs × Z).
#[cfg(feature = "cufftmp")]
fn y_slab(whole: &[(f64, f64)], pes: usize, pe: usize) -> Vec<(f64, f64)> {
    let mut part = Vec::new();
    for x in 0..DIMS[0] {
        for y in slab(DIMS[1], pes, pe) {
            part.extend((0..DIMS[2]).map(|z| whole[at(x, y, z)]));
        }
    }
    part
}

/// The largest difference between `got` and `expected`, over the largest
/// magnitude `expected` has.
#[cfg(feature = "cufftmp")]
fn error(got: &[(f64, f64)], expected: &[(f64, f64)]) -> f64 {
    let scale = expected
        .iter()
        .map(|value| value.0.hypot(value.1))
        .fold(1.0, f64::max);
    got.iter()
        .zip(expected)
        .map(|(got, expected)| (got.0 - expected.0).hypot(got.1 - expected.1) / scale)
        .fold(0.0, f64::max)
}

/// What one PE read back: its y-slab after the forward transform, and its
/// x-slab after the inverse.
#[cfg(feature = "cufftmp")]
struct Results {
    forward: Vec<(f64, f64)>,
    round_trip: Vec<(f64, f64)>,
}

/// Checks PE `pe`'s results against the host: the forward slab against the
/// host DFT's y-slab, the round trip against the input's x-slab times the
/// element count (both within 1e-12 of the largest magnitude).
#[cfg(feature = "cufftmp")]
fn check(whole: &[(f64, f64)], results: &Results, pes: usize, pe: usize) -> TestResult {
    let transform = crate::scientific_libraries::host_dft(&DIMS, whole);
    let expected = y_slab(&transform, pes, pe);
    ensure(results.forward.len() == expected.len(), || {
        format!(
            "PE {pe}: {} elements after the forward transform, not {}",
            results.forward.len(),
            expected.len()
        )
    })?;
    let forward = error(&results.forward, &expected);
    ensure(forward < 1e-12, || {
        format!("PE {pe}: the forward transform's y-slab is {forward:e} off the host DFT's")
    })?;
    let scaled: Vec<(f64, f64)> = x_slab(whole, pes, pe)
        .iter()
        .map(|value| (value.0 * ELEMENTS as f64, value.1 * ELEMENTS as f64))
        .collect();
    let round_trip = error(&results.round_trip, &scaled);
    ensure(round_trip < 1e-12, || {
        format!("PE {pe}: the inverse's x-slab is {round_trip:e} off the input times {ELEMENTS}")
    })
}

/// One PE of `pes`: joins NVSHMEM through `id`, makes a Z2Z plan attached to
/// it, copies its x-slab in, transforms forward, reads its y-slab, transforms
/// back, reads its x-slab; frees the plan and finalizes NVSHMEM.
#[cfg(feature = "cufftmp")]
fn run_pe(id: [u8; 128], pe: usize, pes: usize, whole: &[(f64, f64)]) -> Result<Results, Failed> {
    crate::nvshmem::join(id, pe as i32, pes as i32)?;
    let mut plan: cufftHandle = 0;
    call!(cufftCreate(&mut plan))?;
    let result = transform(plan, pe, pes, whole);
    call!(cufftDestroy(plan))?;
    unsafe { nvshmemx_hostlib_finalize() };
    result
}

/// The plan's part of `run_pe`.
#[cfg(feature = "cufftmp")]
fn transform(
    plan: cufftHandle,
    pe: usize,
    pes: usize,
    whole: &[(f64, f64)],
) -> Result<Results, Failed> {
    call!(cufftMpAttachComm(
        plan,
        CUFFT_COMM_NONE,
        std::ptr::null_mut()
    ))?;
    let mut work = 0usize;
    let [x, y, z] = DIMS.map(|extent| extent as i32);
    call!(cufftMakePlan3d(plan, x, y, z, CUFFT_Z2Z, &mut work))?;
    let mut descriptor: *mut cudaLibXtDesc = std::ptr::null_mut();
    call!(cufftXtMalloc(
        plan,
        &mut descriptor,
        CUFFT_XT_FORMAT_INPLACE
    ))?;
    let run = || -> Result<Results, Failed> {
        let mut ours: Vec<cufftDoubleComplex> = x_slab(whole, pes, pe)
            .into_iter()
            .map(|(x, y)| cufftDoubleComplex { x, y })
            .collect();
        call!(cufftXtMemcpy(
            plan,
            descriptor.cast(),
            ours.as_mut_ptr().cast(),
            CUFFT_COPY_HOST_TO_DEVICE
        ))?;
        call!(cufftXtExecDescriptor(
            plan,
            descriptor,
            descriptor,
            CUFFT_FORWARD
        ))?;
        call!(cuCtxSynchronize())?;
        let forward = read_back(
            plan,
            descriptor,
            slab(DIMS[1], pes, pe).len() * DIMS[0] * DIMS[2],
        )?;
        call!(cufftXtExecDescriptor(
            plan,
            descriptor,
            descriptor,
            CUFFT_INVERSE as i32
        ))?;
        call!(cuCtxSynchronize())?;
        let round_trip = read_back(plan, descriptor, ours.len())?;
        Ok(Results {
            forward,
            round_trip,
        })
    };
    let results = run();
    call!(cufftXtFree(descriptor))?;
    results
}

/// The descriptor's local part, `len` elements.
#[cfg(feature = "cufftmp")]
fn read_back(
    plan: cufftHandle,
    descriptor: *mut cudaLibXtDesc,
    len: usize,
) -> Result<Vec<(f64, f64)>, Failed> {
    let mut host = vec![cufftDoubleComplex { x: 0.0, y: 0.0 }; len];
    call!(cufftXtMemcpy(
        plan,
        host.as_mut_ptr().cast(),
        descriptor.cast(),
        CUFFT_COPY_DEVICE_TO_HOST
    ))?;
    Ok(host.iter().map(|value| (value.x, value.y)).collect())
}

/// What a PE's process is sent first: its PE number, the number of PEs and
/// the seed of the input. PE 0 then sends back the unique id it made; the
/// others are sent it.
#[cfg(feature = "cufftmp")]
const HEADER: usize = 3 * 8;

/// Every PE a child process on its own device, PE 0's first (it makes the
/// unique id, which the others are sent); every PE's results checked here.
#[cfg(feature = "cufftmp")]
fn distributed_3d_fft_matches_a_host_dft(gpu: &Gpu) -> Result<Completion, Failed> {
    use crate::child::{send, spawn_on};
    use crate::memory::from_bytes;
    if std::env::var("NVSHMEM_DISABLE_NVLS").as_deref() != Ok("1") {
        return Ok(Completion::ignored_with(
            "NVSHMEM_DISABLE_NVLS=1 is not set: NVSHMEM would use NVLink multicast",
        ));
    }
    let pes = match crate::multi_gpu::other_gpus(gpu)? {
        Ok(peers) => {
            let pes = peers.len() + 1;
            for peer in peers {
                peer.free()?;
            }
            pes
        }
        Err(reason) => return Ok(Completion::ignored_with(reason)),
    };
    let seed = fastrand::u64(..);
    let whole = input(seed);
    let header = |pe: usize| -> Vec<u8> {
        [pe as u64, pes as u64, seed]
            .iter()
            .flat_map(|value| value.to_le_bytes())
            .collect()
    };
    let (mut children, mut streams, mut remove_sockets) = (Vec::new(), Vec::new(), Vec::new());
    let mut id = Vec::new();
    for pe in 0..pes {
        let (mut guard, stream, remove_socket) = spawn_on("cufftmp-pe", pe as i32)?;
        send(&stream, &header(pe))?;
        if pe == 0 {
            id = guard.receive(&stream, 128)?;
        } else {
            send(&stream, &id)?;
        }
        children.push(guard);
        streams.push(stream);
        remove_sockets.push(remove_socket);
    }
    let complex = std::mem::size_of::<cufftDoubleComplex>();
    for (pe, (guard, stream)) in children.iter_mut().zip(&streams).enumerate() {
        let forward_len = slab(DIMS[1], pes, pe).len() * DIMS[0] * DIMS[2];
        let round_trip_len = slab(DIMS[0], pes, pe).len() * DIMS[1] * DIMS[2];
        let bytes = guard.receive(stream, (forward_len + round_trip_len) * complex)?;
        let values: Vec<f64> = from_bytes(&bytes);
        let pairs: Vec<(f64, f64)> = values.chunks(2).map(|pair| (pair[0], pair[1])).collect();
        let results = Results {
            forward: pairs[..forward_len].to_vec(),
            round_trip: pairs[forward_len..].to_vec(),
        };
        check(&whole, &results, pes, pe)?;
    }
    for (pe, guard) in children.iter_mut().enumerate() {
        let status = guard.wait()?;
        ensure(status.success(), || {
            format!("PE {pe}'s process exited with {status}")
        })?;
    }
    println!(
        "{pes} processes, one GPU each: a {}×{}×{} complex FFT over cuFFTMp's slabs, every \
         y-slab within 1e-12 of the host DFT's, and back",
        DIMS[0], DIMS[1], DIMS[2]
    );
    Ok(Completion::Completed)
}

/// PE `pe`'s process (child.rs starts it, multi_gpu::child makes device `pe`
/// current): the header, the unique id (PE 0 makes it and sends it), its
/// transform, checked, and its results sent back.
#[cfg(feature = "cufftmp")]
pub fn child(stream: &UnixStream) -> TestResult {
    use crate::memory::to_bytes;
    let header = crate::child::receive(stream, HEADER)?;
    let field = |index: usize| {
        u64::from_le_bytes(
            header[index * 8..index * 8 + 8]
                .try_into()
                .expect("8 bytes"),
        ) as usize
    };
    let (pe, pes, seed) = (field(0), field(1), field(2) as u64);
    ensure(pe < pes, || format!("PE {pe} of {pes}"))?;
    let id: [u8; 128] = if pe == 0 {
        let id = crate::nvshmem::unique_id()?;
        crate::child::send(stream, &id)?;
        id
    } else {
        let bytes = crate::child::receive(stream, 128)?;
        bytes.try_into().expect("128 bytes")
    };
    let whole = input(seed);
    let results = run_pe(id, pe, pes, &whole)?;
    check(&whole, &results, pes, pe)?;
    let flat: Vec<f64> = results
        .forward
        .iter()
        .chain(&results.round_trip)
        .flat_map(|value| [value.0, value.1])
        .collect();
    crate::child::send(stream, &to_bytes(&flat))
}
