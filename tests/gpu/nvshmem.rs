//! NVSHMEM (feature `nvshmem`): two processes, one GPU each (PE 0 here on
//! device 0, PE 1 a child process on device 1), joined by the unique id PE 0
//! made and sent the child, initialized through the host library
//! (`nvshmemx_hostlib_init_attr`). On one stream each: a put of every
//! element into the other PE's symmetric buffer, a barrier, and a sum
//! reduction over both PEs; both PEs' results checked here against the
//! host's (the child checks its own too). Without a GPU: the library is the
//! headers' release. The GPU test runs only with `NVSHMEM_DISABLE_NVLS=1`
//! (NVLink multicast stays off) and is ignored with the reason otherwise.

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
        // Its kernels wait for the other PE: no other test shares the GPUs meanwhile.
        #[cfg(feature = "nvshmem")]
        gpu_test!(put_and_sum_reduce_across_two_processes => skippable).exclusive(),
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

/// Both PEs' inputs, alike in both processes that know `seed`: eighths, so
/// every sum is exact.
#[cfg(feature = "nvshmem")]
fn inputs(seed: u64) -> [Vec<f32>; 2] {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut input = || -> Vec<f32> {
        (0..ELEMENTS)
            .map(|_| f32::from(rng.i8(-16..=16)) / 8.0)
            .collect()
    };
    [input(), input()]
}

/// What one PE read back: the other PE's put, and the reduction.
#[cfg(feature = "nvshmem")]
struct Results {
    received: Vec<f32>,
    reduced: Vec<f32>,
}

/// Checks PE `pe`'s results against the host's.
#[cfg(feature = "nvshmem")]
fn check(inputs: &[Vec<f32>; 2], results: &Results, pe: usize) -> TestResult {
    let other = &inputs[1 - pe];
    let wrong = results.received.iter().zip(other).position(|(a, b)| a != b);
    ensure(wrong.is_none(), || {
        format!("PE {pe}: the put's element {wrong:?} differs from the other PE's")
    })?;
    let wrong = (0..ELEMENTS).find(|&i| results.reduced[i] != inputs[0][i] + inputs[1][i]);
    ensure(wrong.is_none(), || {
        format!("PE {pe}: the sum's element {wrong:?} differs from the host's")
    })
}

/// One PE, on the current context's GPU: joins the other through `id`, then
/// puts, waits at a barrier, and sum-reduces on a stream; finalizes.
#[cfg(feature = "nvshmem")]
fn run_pe(id: nvshmemx_uniqueid_t, pe: i32, inputs: &[Vec<f32>; 2]) -> Result<Results, Failed> {
    use crate::memory::{from_bytes, read, to_bytes, write};
    let mut attr: nvshmemx_init_attr_t = unsafe { std::mem::zeroed() };
    // What the header's nvshmemx_init_init_attr_ver_only sets.
    attr.version = (1 << 16) + std::mem::size_of::<nvshmemx_init_attr_t>() as i32;
    attr.args.version = (1 << 16) + std::mem::size_of::<nvshmemx_init_args_t>() as i32;
    attr.args.uid_args.version = (1 << 16) + std::mem::size_of::<nvshmemx_uniqueid_args_t>() as i32;
    succeeded(
        unsafe { nvshmemx_set_attr_uniqueid_args(pe, 2, &id, &mut attr) },
        "nvshmemx_set_attr_uniqueid_args",
    )?;
    succeeded(
        unsafe { nvshmemx_hostlib_init_attr(NVSHMEMX_INIT_WITH_UNIQUEID.0 as u32, &mut attr) },
        "nvshmemx_hostlib_init_attr",
    )?;
    let (me, count) = unsafe { (nvshmem_my_pe(), nvshmem_n_pes()) };
    ensure((me, count) == (pe, 2), || {
        format!("PE {me} of {count}, not {pe} of 2")
    })?;
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
        nvshmemx_putmem_on_stream(received, source, bytes, 1 - pe, cstream);
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
    // nvshmem_free is collective: both PEs free, then finalize.
    unsafe {
        nvshmem_free(reduced);
        nvshmem_free(received);
        nvshmem_free(source);
        nvshmemx_hostlib_finalize();
    }
    stream.free()?;
    Ok(results)
}

/// PE 0 here on device 0 (on a thread: initialization waits for PE 1), PE 1
/// in a child process on device 1; both PEs' results checked here.
#[cfg(feature = "nvshmem")]
fn put_and_sum_reduce_across_two_processes(gpu: &Gpu) -> Result<Completion, Failed> {
    use crate::child::{send, spawn};
    use crate::memory::from_bytes;
    if std::env::var("NVSHMEM_DISABLE_NVLS").as_deref() != Ok("1") {
        return Ok(Completion::ignored_with(
            "NVSHMEM_DISABLE_NVLS=1 is not set: NVSHMEM would use NVLink multicast",
        ));
    }
    match crate::multi_gpu::second_gpu(gpu)? {
        Ok(peer) => peer.free()?,
        Err(reason) => return Ok(Completion::ignored_with(reason)),
    }
    let mut id: nvshmemx_uniqueid_t = unsafe { std::mem::zeroed() };
    id.version = (1 << 16) + std::mem::size_of::<nvshmemx_uniqueid_t>() as i32;
    succeeded(
        unsafe { nvshmemx_get_uniqueid(&mut id) },
        "nvshmemx_get_uniqueid",
    )?;
    let seed = fastrand::u64(..);
    let inputs = inputs(seed);
    let (mut guard, stream, _remove_socket) = spawn("nvshmem-pe")?;
    let id_bytes: [u8; 128] = unsafe { std::mem::transmute(id) };
    let mut message = id_bytes.to_vec();
    message.extend(seed.to_le_bytes());
    send(&stream, &message)?;

    // Initialization waits for PE 1: on a thread of its own.
    let thread_inputs = inputs.clone();
    let ours = guard.beside(gpu, ("PE 0", "PE 1"), move |_| {
        run_pe(id, 0, &thread_inputs)
    })?;
    check(&inputs, &ours, 0)?;
    let bytes = ELEMENTS * std::mem::size_of::<f32>();
    let theirs = guard.receive(&stream, 2 * bytes)?;
    let theirs = Results {
        received: from_bytes(&theirs[..bytes]),
        reduced: from_bytes(&theirs[bytes..]),
    };
    check(&inputs, &theirs, 1)?;
    let status = guard.wait()?;
    ensure(status.success(), || {
        format!("PE 1's process exited with {status}")
    })?;
    println!(
        "two processes, one GPU each: a put of {ELEMENTS} floats each way and their sum, \
         exact on both PEs"
    );
    Ok(Completion::Completed)
}

/// PE 1's process (child.rs starts it, multi_gpu::child makes device 1
/// current): the id and seed from the parent, its part, checked, and its
/// results sent back.
#[cfg(feature = "nvshmem")]
pub fn child(stream: &UnixStream) -> TestResult {
    use crate::memory::to_bytes;
    let message = crate::child::receive(stream, 128 + 8)?;
    let id_bytes: [u8; 128] = message[..128].try_into().expect("128 bytes");
    let id: nvshmemx_uniqueid_t = unsafe { std::mem::transmute(id_bytes) };
    let seed = u64::from_le_bytes(message[128..].try_into().expect("8 bytes"));
    let inputs = inputs(seed);
    let results = run_pe(id, 1, &inputs)?;
    check(&inputs, &results, 1)?;
    crate::child::send(stream, &to_bytes(&results.received))?;
    crate::child::send(stream, &to_bytes(&results.reduced))
}
