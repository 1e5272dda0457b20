//! NVSHMEM (feature `nvshmem`): one process a GPU over every visible GPU
//! (PE 0 here on device 0, PE p a child process on device p), joined by the
//! unique id PE 0 made and sent the children, initialized through the host
//! library (`nvshmemx_hostlib_init_attr`). On one stream each: a put of
//! every element into the next PE's symmetric buffer (a ring), a barrier,
//! and a sum reduction over every PE; every PE's results checked here
//! against the host's (each child checks its own too). Without a GPU: the
//! library is the headers' release. The GPU test runs only with
//! `NVSHMEM_DISABLE_NVLS=1` (NVLink multicast stays off) and is ignored with
//! the reason otherwise.

#[allow(unused_imports)]
use crate::common::{driver_stream, ensure, Gpu, GpuTest, Owned, TestResult};
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
        #[cfg(feature = "nvshmem")]
        Trial::test("nvshmem::version_is_the_headers_or_newer", version),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        // Its kernels wait for the other PEs: no other test shares the GPUs meanwhile.
        #[cfg(feature = "nvshmem")]
        gpu_test!(put_and_sum_reduce_across_every_gpu => skippable).exclusive(),
    ]
}

/// The library's vendor release has the headers' major, and a minor no
/// older than theirs (the GPU machine's wheel is newer than the pin).
#[cfg(feature = "nvshmem")]
fn version() -> TestResult {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    unsafe { nvshmemx_vendor_get_version_info(&mut major, &mut minor, &mut patch) };
    println!(
        "libnvshmem_host {major}.{minor}.{patch}; headers {NVSHMEM_VENDOR_MAJOR_VERSION}.\
         {NVSHMEM_VENDOR_MINOR_VERSION}.{NVSHMEM_VENDOR_PATCH_VERSION}"
    );
    ensure(
        major == NVSHMEM_VENDOR_MAJOR_VERSION as i32
            && minor >= NVSHMEM_VENDOR_MINOR_VERSION as i32,
        || format!("libnvshmem_host is {major}.{minor}.{patch}"),
    )
}

/// Elements in each PE's buffers.
#[cfg(feature = "nvshmem")]
const ELEMENTS: usize = 4096;

/// NVSHMEM's int status: 0 is success.
#[cfg(feature = "nvshmem")]
fn succeeded(code: std::ffi::c_int, what: &str) -> TestResult {
    ensure(code == 0, || format!("{what} returned {code}"))
}

/// Every PE's input, alike in every process that knows `seed` and the
/// number of PEs: eighths, so every sum is exact.
#[cfg(feature = "nvshmem")]
fn inputs(seed: u64, pes: usize) -> Vec<Vec<f32>> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..pes)
        .map(|_| {
            (0..ELEMENTS)
                .map(|_| f32::from(rng.i8(-16..=16)) / 8.0)
                .collect()
        })
        .collect()
}

/// What one PE read back: the previous PE's put, and the reduction.
#[cfg(feature = "nvshmem")]
struct Results {
    received: Vec<f32>,
    reduced: Vec<f32>,
}

/// Checks PE `pe`'s results against the host's: the put of PE `pe - 1`
/// (PE 0: the last PE's), and the sum over every PE.
#[cfg(feature = "nvshmem")]
fn check(inputs: &[Vec<f32>], results: &Results, pe: usize) -> TestResult {
    let previous = (pe + inputs.len() - 1) % inputs.len();
    let wrong = results
        .received
        .iter()
        .zip(&inputs[previous])
        .position(|(a, b)| a != b);
    ensure(wrong.is_none(), || {
        format!("PE {pe}: the put's element {wrong:?} differs from PE {previous}'s")
    })?;
    let sum = |i: usize| inputs.iter().map(|input| input[i]).sum::<f32>();
    let wrong = (0..ELEMENTS).find(|&i| results.reduced[i] != sum(i));
    ensure(wrong.is_none(), || {
        format!("PE {pe}: the sum's element {wrong:?} differs from the host's")
    })
}

/// A new unique id (on PE 0's side), as the bytes sent to the other PEs.
#[cfg(feature = "nvshmem")]
pub fn unique_id() -> Result<[u8; 128], Failed> {
    let mut id: nvshmemx_uniqueid_t = unsafe { std::mem::zeroed() };
    id.version = (1 << 16) + std::mem::size_of::<nvshmemx_uniqueid_t>() as i32;
    succeeded(
        unsafe { nvshmemx_get_uniqueid(&mut id) },
        "nvshmemx_get_uniqueid",
    )?;
    Ok(unsafe { std::mem::transmute::<nvshmemx_uniqueid_t, [u8; 128]>(id) })
}

/// Joins PE `pe` of `pes` through the unique id PE 0 made, on the current
/// context's GPU, by the host library (nvshmemx_hostlib_init_attr).
#[cfg(feature = "nvshmem")]
pub fn join(id: [u8; 128], pe: i32, pes: i32) -> TestResult {
    let id: nvshmemx_uniqueid_t = unsafe { std::mem::transmute(id) };
    let mut attr: nvshmemx_init_attr_t = unsafe { std::mem::zeroed() };
    // What the header's nvshmemx_init_init_attr_ver_only sets.
    attr.version = (1 << 16) + std::mem::size_of::<nvshmemx_init_attr_t>() as i32;
    attr.args.version = (1 << 16) + std::mem::size_of::<nvshmemx_init_args_t>() as i32;
    attr.args.uid_args.version = (1 << 16) + std::mem::size_of::<nvshmemx_uniqueid_args_t>() as i32;
    succeeded(
        unsafe { nvshmemx_set_attr_uniqueid_args(pe, pes, &id, &mut attr) },
        "nvshmemx_set_attr_uniqueid_args",
    )?;
    succeeded(
        unsafe { nvshmemx_hostlib_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID.0 as u32, &mut attr) },
        "nvshmemx_hostlib_init_attr",
    )?;
    let (me, count) = unsafe { (nvshmem_my_pe(), nvshmem_n_pes()) };
    ensure((me, count) == (pe, pes), || {
        format!("PE {me} of {count}, not {pe} of {pes}")
    })
}

/// One PE of `inputs.len()`, on the current context's GPU: joins the others
/// through `id`, then puts into the next PE, waits at a barrier, and
/// sum-reduces on a stream; finalizes.
#[cfg(feature = "nvshmem")]
fn run_pe(id: [u8; 128], pe: i32, inputs: &[Vec<f32>]) -> Result<Results, Failed> {
    use crate::memory::{from_bytes, read, to_bytes, write};
    let pes = inputs.len() as i32;
    join(id, pe, pes)?;
    let bytes = ELEMENTS * std::mem::size_of::<f32>();
    let [source, received, reduced] = [(); 3].map(|()| unsafe { nvshmem_malloc(bytes) });
    ensure(
        !source.is_null() && !received.is_null() && !reduced.is_null(),
        || "nvshmem_malloc returned null".into(),
    )?;
    let ours = to_bytes(&inputs[pe as usize]);
    write(source as CUdeviceptr, &ours)?;
    let stream = driver_stream()?;
    let cstream = stream.get() as cudaStream_t;
    unsafe {
        nvshmemx_putmem_on_stream(received, source, bytes, (pe + 1) % pes, cstream);
        nvshmemx_barrier_all_on_stream(cstream);
    }
    succeeded(
        unsafe {
            nvshmemx_float_sum_reduce_on_stream(
                NVSHMEM_TEAM_WORLD.0 as nvshmem_team_t,
                reduced.cast(),
                source.cast(),
                ELEMENTS,
                cstream,
            )
        },
        "nvshmemx_float_sum_reduce_on_stream",
    )?;
    call!(cuStreamSynchronize(stream.get()))?;
    let results = Results {
        received: from_bytes(&read(received as CUdeviceptr, bytes)?),
        reduced: from_bytes(&read(reduced as CUdeviceptr, bytes)?),
    };
    // nvshmem_free is collective: every PE frees, then finalizes.
    unsafe {
        nvshmem_free(reduced);
        nvshmem_free(received);
        nvshmem_free(source);
        nvshmemx_hostlib_finalize();
    }
    stream.free()?;
    Ok(results)
}

/// What a PE's process is sent: the unique id, the seed of the inputs and
/// the number of PEs.
#[cfg(feature = "nvshmem")]
const PE_MESSAGE: usize = 128 + 8 + 8;

/// PE 0 here on device 0 (on a thread: initialization waits for every PE),
/// PE p in a child process on device p, for every visible device; every
/// PE's results checked here.
#[cfg(feature = "nvshmem")]
fn put_and_sum_reduce_across_every_gpu(gpu: &Gpu) -> Result<Completion, Failed> {
    use crate::child::{beside, send, spawn_on};
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
    let id = unique_id()?;
    let seed = fastrand::u64(..);
    let inputs = inputs(seed, pes);
    let mut message = id.to_vec();
    message.extend(seed.to_le_bytes());
    message.extend((pes as u64).to_le_bytes());
    let (mut children, mut streams, mut remove_sockets) = (Vec::new(), Vec::new(), Vec::new());
    for pe in 1..pes {
        let (guard, stream, remove_socket) = spawn_on("nvshmem-pe", pe as i32)?;
        send(&stream, &message)?;
        children.push(guard);
        streams.push(stream);
        remove_sockets.push(remove_socket);
    }

    // Initialization waits for every PE: on a thread of its own.
    let thread_inputs = inputs.clone();
    let ours = beside(&mut children, gpu, "PE", move |_| {
        run_pe(id, 0, &thread_inputs)
    })?;
    check(&inputs, &ours, 0)?;
    let bytes = ELEMENTS * std::mem::size_of::<f32>();
    for (index, (guard, stream)) in children.iter_mut().zip(&streams).enumerate() {
        let theirs = guard.receive(stream, 2 * bytes)?;
        let theirs = Results {
            received: from_bytes(&theirs[..bytes]),
            reduced: from_bytes(&theirs[bytes..]),
        };
        check(&inputs, &theirs, index + 1)?;
    }
    for (index, guard) in children.iter_mut().enumerate() {
        let status = guard.wait()?;
        ensure(status.success(), || {
            format!("PE {}'s process exited with {status}", index + 1)
        })?;
    }
    println!(
        "{pes} processes, one GPU each: a put of {ELEMENTS} floats to the next PE around the \
         ring and their sum over every PE, exact on every PE"
    );
    Ok(Completion::Completed)
}

/// PE `pe`'s process (child.rs starts it, multi_gpu::child makes device `pe`
/// current): the id, seed and number of PEs from the parent, its part,
/// checked, and its results sent back.
#[cfg(feature = "nvshmem")]
pub fn child(pe: i32, stream: &UnixStream) -> TestResult {
    use crate::memory::to_bytes;
    let message = crate::child::receive(stream, PE_MESSAGE)?;
    let id: [u8; 128] = message[..128].try_into().expect("128 bytes");
    let seed = u64::from_le_bytes(message[128..136].try_into().expect("8 bytes"));
    let pes = u64::from_le_bytes(message[136..].try_into().expect("8 bytes")) as usize;
    ensure((pe as usize) < pes, || format!("PE {pe} of {pes}"))?;
    let inputs = inputs(seed, pes);
    let results = run_pe(id, pe, &inputs)?;
    check(&inputs, &results, pe as usize)?;
    crate::child::send(stream, &to_bytes(&results.received))?;
    crate::child::send(stream, &to_bytes(&results.reduced))
}
