//! Several GPUs: device 0's memory reached from device 1 (a mapping granted
//! with cuMemSetAccess, in this process and in a child process that drives
//! device 1), copies between the devices, peer access refused where the
//! driver says there is none, and NCCL collectives over every visible device
//! (one process driving them all, and one process a GPU). Each route checks
//! every byte against the host's computation. With one GPU the several-GPU
//! tests are ignored with the reason.

use crate::child::{receive_fd, send, send_fd, spawn};
use crate::common::{ensure, expect_error, random_bytes, Gpu, GpuTest, Owned, Status, TestResult};
use crate::memory::{
    create, expect_bytes, export_fd, granularity, import_fd_mapping, map, read, read_write_access,
    reserve, shareable_buffer, write,
};
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed};
use std::os::unix::net::UnixStream;

/// The bytes a child process on device 1 maps of device 0's allocation.
const SHARED_SIZE: usize = 2 << 20;

pub fn tests() -> Vec<GpuTest> {
    #[allow(unused_mut)]
    let mut tests = vec![
        gpu_test!(peer_device_copies_through_granted_mapping => skippable),
        gpu_test!(copies_between_devices => skippable),
        gpu_test!(peer_access_refused_where_the_driver_says_none => skippable),
        GpuTest::new(
            "multi_gpu::vmm::child_on_device_1_maps_device_0_export",
            |gpu| child_route(gpu, "peer-vmm"),
        ),
    ];
    #[cfg(feature = "nvrtc")]
    tests.extend([
        GpuTest::new(
            "multi_gpu::driver::child_on_device_1_imports_device_0_export",
            |gpu| child_route(gpu, "peer-external-driver"),
        ),
        GpuTest::new(
            "multi_gpu::runtime::child_on_device_1_imports_device_0_export",
            |gpu| child_route(gpu, "peer-external-runtime"),
        ),
    ]);
    // NCCL's kernels wait for their peers: no other test shares the GPUs meanwhile.
    #[cfg(feature = "nccl")]
    tests.extend([
        gpu_test!(nccl_one_process_drives_every_gpu => skippable).exclusive(),
        gpu_test!(nccl_one_process_per_gpu => skippable).exclusive(),
    ]);
    tests
}

/// A device other than the tests' device 0, with its primary context
/// retained until `free` (or drop); not made current.
pub struct Peer {
    pub gpu: Gpu,
    retained: Owned<CUdevice, CUresult>,
}

impl Peer {
    fn open(ordinal: i32, device_count: i32) -> Result<Peer, Failed> {
        let mut device = 0;
        call!(cuDeviceGet(&mut device, ordinal))?;
        let mut context = std::ptr::null_mut();
        call!(cuDevicePrimaryCtxRetain(&mut context, device))?;
        let retained = Owned::new(device, "cuDevicePrimaryCtxRelease", |device| unsafe {
            cuDevicePrimaryCtxRelease(device)
        });
        Ok(Peer {
            gpu: Gpu {
                device,
                context,
                device_count,
            },
            retained,
        })
    }

    pub fn free(self) -> TestResult {
        self.retained.free()
    }
}

/// Device 1, where there are two GPUs that can each reach the other's
/// memory; otherwise why a two-GPU test cannot run.
pub fn second_gpu(gpu: &Gpu) -> Result<Result<Peer, String>, Failed> {
    if gpu.device_count < 2 {
        return Ok(Err(format!("needs two GPUs; {} visible", gpu.device_count)));
    }
    let peer = Peer::open(1, gpu.device_count)?;
    Ok(match unreachable(&[gpu.device, peer.gpu.device])? {
        Some(reason) => Err(reason),
        None => Ok(peer),
    })
}

/// Every visible device but device 0 (two GPUs at least, each able to reach
/// every other's memory); otherwise why a several-GPU test cannot run.
#[cfg_attr(not(any(feature = "nccl", feature = "nvshmem")), allow(dead_code))]
pub fn other_gpus(gpu: &Gpu) -> Result<Result<Vec<Peer>, String>, Failed> {
    if gpu.device_count < 2 {
        return Ok(Err(format!("needs two GPUs; {} visible", gpu.device_count)));
    }
    let peers = (1..gpu.device_count)
        .map(|ordinal| Peer::open(ordinal, gpu.device_count))
        .collect::<Result<Vec<_>, _>>()?;
    let devices: Vec<CUdevice> = std::iter::once(gpu.device)
        .chain(peers.iter().map(|peer| peer.gpu.device))
        .collect();
    Ok(match unreachable(&devices)? {
        Some(reason) => Err(reason),
        None => Ok(peers),
    })
}

/// The first of `devices` that cannot reach another's memory, said as the
/// reason a test cannot run; None where each reaches every other.
fn unreachable(devices: &[CUdevice]) -> Result<Option<String>, Failed> {
    for &from in devices {
        for &to in devices.iter().filter(|&&to| to != from) {
            let mut can_access = 0;
            call!(cuDeviceCanAccessPeer(&mut can_access, from, to))?;
            if can_access == 0 {
                return Ok(Some(format!(
                    "device {from} cannot access device {to}'s memory (cuDeviceCanAccessPeer)"
                )));
            }
        }
    }
    Ok(None)
}

/// `let peer = two_gpus!(gpu);`: device 1, or the test ends ignored with the reason.
macro_rules! two_gpus {
    ($gpu:expr) => {
        match second_gpu($gpu)? {
            Ok(peer) => peer,
            Err(reason) => return Ok(Completion::ignored_with(reason)),
        }
    };
}

/// `let peers = every_gpu!(gpu);`: devices 1 to N - 1, or the test ends
/// ignored with the reason.
#[cfg(feature = "nccl")]
macro_rules! every_gpu {
    ($gpu:expr) => {
        match other_gpus($gpu)? {
            Ok(peers) => peers,
            Err(reason) => return Ok(Completion::ignored_with(reason)),
        }
    };
}

/// Why NCCL may not run here: where `NCCL_NVLS_ENABLE` is not 0, NCCL would
/// make NVLink multicast objects (docs/development.md).
#[cfg(feature = "nccl")]
pub fn nvls_not_off() -> Option<Completion> {
    (std::env::var("NCCL_NVLS_ENABLE").as_deref() != Ok("0")).then(|| {
        Completion::ignored_with("NCCL_NVLS_ENABLE=0 is not set: NCCL would use NVLink multicast")
    })
}

/// Puts `gpu`'s context back when dropped or freed.
fn current_again(gpu: &Gpu) -> Owned<CUcontext, CUresult> {
    Owned::new(gpu.context, "cuCtxSetCurrent", |context| unsafe {
        cuCtxSetCurrent(context)
    })
}

/// Device 0's `cuMemCreate` allocation, mapped once and made readable and
/// writable by both devices with one `cuMemSetAccess`: device 1 copies out
/// of it and back into it, and a kernel on device 1 rewrites it.
fn peer_device_copies_through_granted_mapping(gpu: &Gpu) -> Result<Completion, Failed> {
    let peer = two_gpus!(gpu);
    let granularity = granularity(gpu.device)?;
    let size = 4 * granularity;
    let allocation = create(gpu.device, size, CU_MEM_HANDLE_TYPE_NONE)?;
    let range = reserve(size, granularity)?;
    let ptr = range.get().0;
    let mapping = map(ptr, size, allocation.get())?;
    let both = [
        read_write_access(gpu.device),
        read_write_access(peer.gpu.device),
    ];
    call!(cuMemSetAccess(ptr, size, both.as_ptr(), both.len()))?;
    let bytes = random_bytes(size);
    write(ptr, &bytes)?;
    call!(cuCtxSynchronize())?;

    // Device 1's own memory, written and read only from its context.
    peer.gpu.make_current()?;
    // Device 0's context is current again before anything below is released.
    let restore = current_again(gpu);
    let mut on_peer = 0;
    call!(cuMemAlloc(&mut on_peer, size))?;
    let on_peer = Owned::new(on_peer, "cuMemFree", |ptr| unsafe { cuMemFree(ptr) });
    call!(cuMemcpyDtoD(on_peer.get(), ptr, size))?;
    call!(cuCtxSynchronize())?;
    let copied = read(on_peer.get(), size)?;
    let back = random_bytes(size);
    write(on_peer.get(), &back)?;
    call!(cuMemcpyDtoD(ptr, on_peer.get(), size))?;
    call!(cuCtxSynchronize())?;
    on_peer.free()?;
    expect_bytes(
        &read(ptr, size)?,
        &back,
        "device 1's bytes written into device 0's memory",
    )?;
    // A kernel on device 1 (feature nvrtc) rewrites device 0's mapping.
    #[cfg(feature = "nvrtc")]
    crate::kernels::transform_and_check(
        size,
        |input| write(ptr, input),
        |key| crate::kernels::run_driver(&peer.gpu, ptr, size, key),
        || read(ptr, size),
        "a kernel on device 1 over device 0's mapping",
    )?;
    restore.free()?;

    expect_bytes(&copied, &bytes, "device 0's bytes copied by device 1")?;
    println!("device 1 copied {size} bytes out of and back into device 0's mapping");
    peer.free()?;
    mapping.free()?;
    range.free()?;
    allocation.free()?;
    Ok(Completion::Completed)
}

/// `cuMemcpyPeer` and `cudaMemcpyPeer`, each way, between memory that each
/// device's context allocated; then peer access from device 0 to device 1
/// enabled, refused as already enabled, disabled, refused as not enabled.
fn copies_between_devices(gpu: &Gpu) -> Result<Completion, Failed> {
    let peer = two_gpus!(gpu);
    let size = 8 << 20;
    let free = |ptr| unsafe { cuMemFree(ptr) };

    let mut on_0 = 0;
    call!(cuMemAlloc(&mut on_0, size))?;
    let on_0 = Owned::new(on_0, "cuMemFree", free);
    let there = random_bytes(size);
    write(on_0.get(), &there)?;
    peer.gpu.make_current()?;
    let restore = current_again(gpu);
    let mut on_1 = 0;
    call!(cuMemAlloc(&mut on_1, size))?;
    let on_1 = Owned::new(on_1, "cuMemFree", free);
    call!(cuMemcpyPeer(
        on_1.get(),
        peer.gpu.context,
        on_0.get(),
        gpu.context,
        size
    ))?;
    call!(cuCtxSynchronize())?;
    expect_bytes(&read(on_1.get(), size)?, &there, "cuMemcpyPeer 0 → 1")?;
    let back = random_bytes(size);
    write(on_1.get(), &back)?;
    call!(cuMemcpyPeer(
        on_0.get(),
        gpu.context,
        on_1.get(),
        peer.gpu.context,
        size
    ))?;
    call!(cuCtxSynchronize())?;
    on_1.free()?;
    restore.free()?;
    expect_bytes(&read(on_0.get(), size)?, &back, "cuMemcpyPeer 1 → 0")?;
    on_0.free()?;

    // The runtime: each device's cudaMalloc, chosen with cudaSetDevice.
    let runtime_free = |ptr| unsafe { cudaFree(ptr) };
    let mut runtime = [std::ptr::null_mut(); 2];
    for (device, ptr) in [gpu.device, peer.gpu.device].into_iter().zip(&mut runtime) {
        call!(cudaSetDevice(device))?;
        call!(cudaMalloc(ptr, size))?;
    }
    let runtime = runtime.map(|ptr| Owned::new(ptr, "cudaFree", runtime_free));
    let devices = [gpu.device, peer.gpu.device];
    for (from, to) in [(0, 1), (1, 0)] {
        let bytes = random_bytes(size);
        call!(cudaSetDevice(devices[from]))?;
        call!(cudaMemcpy(
            runtime[from].get(),
            bytes.as_ptr().cast(),
            size,
            cudaMemcpyHostToDevice
        ))?;
        call!(cudaMemcpyPeer(
            runtime[to].get(),
            devices[to],
            runtime[from].get(),
            devices[from],
            size
        ))?;
        call!(cudaSetDevice(devices[to]))?;
        call!(cudaDeviceSynchronize())?;
        let mut copied = vec![0u8; size];
        call!(cudaMemcpy(
            copied.as_mut_ptr().cast(),
            runtime[to].get(),
            size,
            cudaMemcpyDeviceToHost
        ))?;
        expect_bytes(&copied, &bytes, &format!("cudaMemcpyPeer {from} → {to}"))?;
    }
    for (device, allocation) in devices.into_iter().zip(runtime) {
        call!(cudaSetDevice(device))?;
        allocation.free()?;
    }
    gpu.make_current()?;

    // NCCL's tests in this process may have enabled it already.
    let status = unsafe { cuCtxEnablePeerAccess(peer.gpu.context, 0) };
    println!("cuCtxEnablePeerAccess 0 → 1: {}", status.name());
    if status == CUDA_SUCCESS {
        let again = unsafe { cuCtxEnablePeerAccess(peer.gpu.context, 0) };
        expect_error(
            again,
            &[CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED],
            "cuCtxEnablePeerAccess a second time",
        )?;
        call!(cuCtxDisablePeerAccess(peer.gpu.context))?;
        let again = unsafe { cuCtxDisablePeerAccess(peer.gpu.context) };
        expect_error(
            again,
            &[CUDA_ERROR_PEER_ACCESS_NOT_ENABLED],
            "cuCtxDisablePeerAccess a second time",
        )?;
    } else {
        expect_error(
            status,
            &[CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED],
            "cuCtxEnablePeerAccess 0 → 1",
        )?;
    }
    println!("{size} bytes each way through cuMemcpyPeer and cudaMemcpyPeer");
    peer.free()?;
    Ok(Completion::Completed)
}

/// For every ordered pair of visible devices, a device and itself included,
/// where `cuDeviceCanAccessPeer` says 0, `cuCtxEnablePeerAccess` and
/// `cudaDeviceEnablePeerAccess` refuse with a code their docs list. For a
/// context and itself the driver's docs name `CUDA_ERROR_INVALID_CONTEXT`;
/// driver 580 answers `CUDA_ERROR_PEER_ACCESS_UNSUPPORTED` and
/// `cudaErrorPeerAccessUnsupported` (two H100s, docs/gpu-runs.md), since
/// `cuDeviceCanAccessPeer` says 0 for a device and itself. Every device and
/// itself is such a pair, so this runs on one GPU too.
fn peer_access_refused_where_the_driver_says_none(gpu: &Gpu) -> Result<Completion, Failed> {
    let peers = (0..gpu.device_count)
        .map(|ordinal| Peer::open(ordinal, gpu.device_count))
        .collect::<Result<Vec<_>, _>>()?;
    let mut refused = 0;
    for from in &peers {
        for to in &peers {
            let (a, b) = (from.gpu.device, to.gpu.device);
            let mut can_access = 0;
            call!(cuDeviceCanAccessPeer(&mut can_access, a, b))?;
            if can_access != 0 {
                continue;
            }
            from.gpu.make_current()?;
            let status = unsafe { cuCtxEnablePeerAccess(to.gpu.context, 0) };
            expect_error(
                status,
                &[
                    CUDA_ERROR_PEER_ACCESS_UNSUPPORTED,
                    CUDA_ERROR_INVALID_CONTEXT,
                    CUDA_ERROR_INVALID_VALUE,
                ],
                &format!("cuCtxEnablePeerAccess from device {a} to {b}"),
            )?;
            call!(cudaSetDevice(a))?;
            let runtime_status = unsafe { cudaDeviceEnablePeerAccess(b, 0) };
            // The refusal is also the thread's last error: not left for later calls.
            let _ = unsafe { cudaGetLastError() };
            expect_error(
                runtime_status,
                &[
                    cudaErrorPeerAccessUnsupported,
                    cudaErrorInvalidDevice,
                    cudaErrorInvalidValue,
                ],
                &format!("cudaDeviceEnablePeerAccess from device {a} to {b}"),
            )?;
            println!(
                "device {a} → {b}: cuDeviceCanAccessPeer 0, refused with {} and {}",
                status.name(),
                runtime_status.name()
            );
            refused += 1;
        }
    }
    gpu.make_current()?;
    for peer in peers {
        peer.free()?;
    }
    if refused == 0 {
        return Ok(Completion::ignored_with(
            "cuDeviceCanAccessPeer says 1 for every pair of devices",
        ));
    }
    Ok(Completion::Completed)
}

/// Device 0's shareable allocation, its fd sent to a child process that
/// drives device 1 (`role`, see `child`): the child reads device 0's bytes,
/// rewrites them on device 1 (with the test kernel, feature nvrtc), and this
/// process must read what the child computed.
fn child_route(gpu: &Gpu, role: &str) -> Result<Completion, Failed> {
    two_gpus!(gpu).free()?;
    let vmm = shareable_buffer(gpu, SHARED_SIZE)?;
    let ours = random_bytes(vmm.size);
    write(vmm.ptr, &ours)?;
    call!(cuCtxSynchronize())?;
    let fd = export_fd(vmm.handle())?;
    let (mut guard, stream, _remove_socket) = spawn(role)?;
    send_fd(&stream, &fd, vmm.size)?;
    drop(fd);
    expect_bytes(
        &guard.receive(&stream, vmm.size)?,
        &ours,
        "device 0's bytes as the child on device 1 read them",
    )?;
    let theirs = guard.receive(&stream, vmm.size)?;
    expect_bytes(
        &read(vmm.ptr, vmm.size)?,
        &theirs,
        "the bytes the child wrote on device 1, read on device 0",
    )?;
    let status = guard.wait()?;
    ensure(status.success(), || format!("child exited with {status}"))?;
    println!(
        "a child process on device 1 ({role}) read device 0's {} bytes and rewrote them",
        vmm.size
    );
    vmm.free()?;
    Ok(Completion::Completed)
}

/// A child process's part of a several-GPU route (child.rs starts it and
/// calls this with its role and device): it drives `device`, 1 unless the
/// route spreads over more.
pub fn child(role: &str, device: i32, stream: &UnixStream) -> TestResult {
    let gpu = Gpu::probe()?;
    let peer = Peer::open(device, gpu.device_count)?;
    peer.gpu.make_current()?;
    match role {
        "peer-vmm" => vmm_child(&peer.gpu, stream)?,
        #[cfg(feature = "nvrtc")]
        "peer-external-driver" => {
            external_child::<crate::external_memory::Driver>(&peer.gpu, stream)?
        }
        #[cfg(feature = "nvrtc")]
        "peer-external-runtime" => {
            external_child::<crate::external_memory::Runtime>(&peer.gpu, stream)?
        }
        #[cfg(feature = "nccl")]
        "nccl-rank" => nccl_child(&peer.gpu, device, stream)?,
        #[cfg(feature = "nvshmem")]
        "nvshmem-pe" => crate::nvshmem::child(device, stream)?,
        #[cfg(feature = "cufftmp")]
        "cufftmp-pe" => crate::cufftmp::child(stream)?,
        #[cfg(all(feature = "mathdx", feature = "nvrtc", feature = "nvjitlink"))]
        "mathdx-gemm" => crate::mathdx::child(&peer.gpu, stream)?,
        #[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
        role if role.starts_with("distributed-") => {
            crate::distributed::child(&peer.gpu, role, device, stream)?
        }
        other => return Err(format!("no child role {other:?}").into()),
    }
    peer.free()?;
    call!(cuDevicePrimaryCtxRelease(gpu.device))
}

/// Device 1 rewrites `ptr`: the test kernel, or without NVRTC random bytes
/// copied in; the bytes written.
fn rewrite_on(gpu: &Gpu, ptr: CUdeviceptr, size: usize) -> Result<Vec<u8>, Failed> {
    #[cfg(feature = "nvrtc")]
    {
        crate::kernels::transform_and_check(
            size,
            |input| write(ptr, input),
            |key| crate::kernels::run_driver(gpu, ptr, size, key),
            || read(ptr, size),
            "a kernel on device 1 over device 0's exported allocation",
        )
    }
    #[cfg(not(feature = "nvrtc"))]
    {
        let _ = gpu;
        let output = random_bytes(size);
        write(ptr, &output)?;
        call!(cuCtxSynchronize())?;
        Ok(output)
    }
}

/// `cuMemImportFromShareableHandle`, `cuMemMap` and `cuMemSetAccess` for
/// device 1; read, rewritten on device 1, both sent back.
fn vmm_child(gpu: &Gpu, stream: &UnixStream) -> TestResult {
    let (fd, size) = receive_fd(stream)?;
    let vmm = import_fd_mapping(&fd, size, gpu.device)?;
    drop(fd);
    send(stream, &read(vmm.ptr, size)?)?;
    send(stream, &rewrite_on(gpu, vmm.ptr, size)?)?;
    vmm.free()
}

/// `cuImportExternalMemory` + `cuExternalMemoryGetMappedBuffer` (or the
/// runtime's) in device 1's context; read, rewritten by the kernel launched
/// through the same API, both sent back.
#[cfg(feature = "nvrtc")]
fn external_child<A: crate::external_memory::ExternalMemoryApi>(
    gpu: &Gpu,
    stream: &UnixStream,
) -> TestResult {
    use crate::external_memory::{import, map_buffer};
    let (fd, size) = receive_fd(stream)?;
    let memory = import::<A>(&fd, size)?;
    drop(fd);
    let mapped = map_buffer::<A>(&memory, 0, size)?;
    send(stream, &A::read(mapped.get(), size)?)?;
    let output = crate::kernels::transform_and_check(
        size,
        |bytes| A::write(mapped.get(), bytes),
        |key| A::run_kernel(gpu, mapped.get(), size, key),
        || A::read(mapped.get(), size),
        &format!(
            "{}ExternalMemoryGetMappedBuffer on device 1 of device 0's fd",
            A::PREFIX
        ),
    )?;
    send(stream, &output)?;
    mapped.free()?;
    memory.free()
}

// --- NCCL over every GPU -----------------------------------------------------

/// int32 elements each rank contributes (4 MiB).
#[cfg(feature = "nccl")]
const COUNT: usize = 1 << 20;

/// Every rank's input, alike in every process that knows `seed` and the
/// number of ranks; small enough that no sum of eight overflows.
#[cfg(feature = "nccl")]
fn rank_inputs(seed: u64, ranks: usize) -> Vec<Vec<i32>> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..ranks)
        .map(|_| (0..COUNT).map(|_| rng.i32(-1 << 20..1 << 20)).collect())
        .collect()
}

/// One rank's input, all-reduce output and all-gather output (every rank's
/// worth), in one `cuMemMap` mapping on its device, and a driver stream.
#[cfg(feature = "nccl")]
struct Rank {
    buffer: crate::memory::VmmBuffer,
    stream: Owned<CUstream, CUresult>,
    ranks: usize,
}

#[cfg(feature = "nccl")]
impl Rank {
    const BYTES: usize = COUNT * 4;

    /// On `gpu`, whose context is current, one of `ranks`.
    fn new(gpu: &Gpu, input: &[i32], ranks: usize) -> Result<Rank, Failed> {
        use crate::common::driver_stream;
        use crate::memory::to_bytes;
        let size = (2 + ranks) * Self::BYTES;
        let buffer = crate::memory::VmmBuffer::new(gpu, size, CU_MEM_HANDLE_TYPE_NONE)?;
        write(buffer.ptr, &to_bytes(input))?;
        // The outputs start as noise, so a collective that wrote nothing fails.
        write(
            buffer.ptr + Self::BYTES as CUdeviceptr,
            &random_bytes(size - Self::BYTES),
        )?;
        Ok(Rank {
            buffer,
            stream: driver_stream()?,
            ranks,
        })
    }

    fn at(&self, offset: usize) -> CUdeviceptr {
        self.buffer.ptr + offset as CUdeviceptr
    }

    fn enqueue(&self, comm: ncclComm_t) -> TestResult {
        let input = self.at(0) as *const std::ffi::c_void;
        call!(ncclAllReduce(
            input,
            self.at(Self::BYTES) as *mut std::ffi::c_void,
            COUNT,
            ncclInt32,
            ncclSum,
            comm,
            self.stream.get()
        ))?;
        call!(ncclAllGather(
            input,
            self.at(2 * Self::BYTES) as *mut std::ffi::c_void,
            COUNT,
            ncclInt32,
            comm,
            self.stream.get()
        ))
    }

    /// Waits for the stream: the all-reduce's and the all-gather's outputs.
    fn results(&self) -> Result<Outputs, Failed> {
        use crate::memory::from_bytes;
        call!(cuStreamSynchronize(self.stream.get()))?;
        Ok(Outputs {
            reduced: from_bytes(&read(self.at(Self::BYTES), Self::BYTES)?),
            gathered: from_bytes(&read(self.at(2 * Self::BYTES), self.ranks * Self::BYTES)?),
        })
    }

    fn free(self) -> TestResult {
        self.stream.free()?;
        self.buffer.free()
    }
}

#[cfg(feature = "nccl")]
struct Outputs {
    reduced: Vec<i32>,
    gathered: Vec<i32>,
}

/// The host's sums and concatenation, element for element.
#[cfg(feature = "nccl")]
fn check_outputs(inputs: &[Vec<i32>], outputs: &Outputs, rank: usize) -> TestResult {
    let sums: Vec<i32> = (0..COUNT)
        .map(|index| inputs.iter().map(|input| input[index]).sum())
        .collect();
    let concatenated = inputs.concat();
    let differing = |got: &[i32], want: &[i32]| {
        got.len().abs_diff(want.len()) + got.iter().zip(want).filter(|(a, b)| a != b).count()
    };
    let (wrong_sums, wrong_gathered) = (
        differing(&outputs.reduced, &sums),
        differing(&outputs.gathered, &concatenated),
    );
    println!(
        "rank {rank} of {}: all-reduce of {COUNT} int32, {wrong_sums} differ from the host's sums; \
         all-gather, {wrong_gathered} of {} differ",
        inputs.len(),
        concatenated.len()
    );
    ensure(wrong_sums == 0 && wrong_gathered == 0, || {
        format!(
            "rank {rank}: {wrong_sums} sums and {wrong_gathered} gathered elements differ from the host's"
        )
    })
}

/// `ncclCommInitAll` over every visible device; an all-reduce and an
/// all-gather on each, in one group, over `cuMemMap` buffers on driver
/// streams.
#[cfg(feature = "nccl")]
fn nccl_one_process_drives_every_gpu(gpu: &Gpu) -> Result<Completion, Failed> {
    if let Some(ignored) = nvls_not_off() {
        return Ok(ignored);
    }
    let peers = every_gpu!(gpu);
    let devices: Vec<&Gpu> = std::iter::once(gpu)
        .chain(peers.iter().map(|peer| &peer.gpu))
        .collect();
    let ordinals: Vec<CUdevice> = devices.iter().map(|device| device.device).collect();
    let mut comms = vec![std::ptr::null_mut(); devices.len()];
    call!(ncclCommInitAll(
        comms.as_mut_ptr(),
        devices.len() as i32,
        ordinals.as_ptr()
    ))?;
    let comms: Vec<_> = comms
        .into_iter()
        .map(|comm| {
            Owned::new(comm, "ncclCommDestroy", |comm| unsafe {
                ncclCommDestroy(comm)
            })
        })
        .collect();
    let inputs = rank_inputs(fastrand::u64(..), devices.len());
    let mut ranks = Vec::new();
    for (device, input) in devices.iter().zip(&inputs) {
        device.make_current()?;
        ranks.push(Rank::new(device, input, devices.len())?);
    }
    call!(ncclGroupStart())?;
    let enqueued = ranks
        .iter()
        .zip(&comms)
        .try_for_each(|(rank, comm)| rank.enqueue(comm.get()));
    let ended = call!(ncclGroupEnd());
    enqueued.and(ended)?;
    for (index, (device, rank)) in devices.iter().zip(&ranks).enumerate() {
        device.make_current()?;
        check_outputs(&inputs, &rank.results()?, index)?;
    }
    for (device, rank) in devices.iter().zip(ranks) {
        device.make_current()?;
        rank.free()?;
    }
    gpu.make_current()?;
    for comm in comms {
        comm.free()?;
    }
    println!(
        "one process, {} GPUs: every rank's all-reduce and all-gather equal the host's",
        devices.len()
    );
    for peer in peers {
        peer.free()?;
    }
    Ok(Completion::Completed)
}

/// One rank of a communicator of `ranks`, on `gpu` (current): joins, then
/// all-reduces and all-gathers `input`.
#[cfg(feature = "nccl")]
fn join_and_reduce(
    gpu: &Gpu,
    id: ncclUniqueId,
    rank: usize,
    ranks: usize,
    input: &[i32],
) -> Result<Outputs, Failed> {
    let mut comm = std::ptr::null_mut();
    call!(ncclCommInitRank(&mut comm, ranks as i32, id, rank as i32))?;
    let comm = Owned::new(comm, "ncclCommDestroy", |comm| unsafe {
        ncclCommDestroy(comm)
    });
    let this = Rank::new(gpu, input, ranks)?;
    this.enqueue(comm.get())?;
    let outputs = this.results()?;
    this.free()?;
    comm.free()?;
    Ok(outputs)
}

/// What a rank's process is sent: the unique id, the seed of the inputs and
/// the number of ranks.
#[cfg(feature = "nccl")]
const RANK_MESSAGE: usize = 128 + 8 + 8;

/// Rank 0 here on device 0, rank r in a child process on device r, for
/// every visible device, joined by the `ncclGetUniqueId` this process sent
/// the children; every rank's outputs checked here against the host (each
/// child checks its own too).
#[cfg(feature = "nccl")]
fn nccl_one_process_per_gpu(gpu: &Gpu) -> Result<Completion, Failed> {
    use crate::child::{beside, spawn_on};
    use crate::memory::{from_bytes, to_bytes};
    if let Some(ignored) = nvls_not_off() {
        return Ok(ignored);
    }
    let peers = every_gpu!(gpu);
    let ranks = peers.len() + 1;
    for peer in peers {
        peer.free()?;
    }
    let mut id = ncclUniqueId { internal: [0; 128] };
    call!(ncclGetUniqueId(&mut id))?;
    let seed = fastrand::u64(..);
    let inputs = rank_inputs(seed, ranks);
    let mut message = to_bytes(&id.internal);
    message.extend(seed.to_le_bytes());
    message.extend((ranks as u64).to_le_bytes());
    let (mut children, mut streams, mut remove_sockets) = (Vec::new(), Vec::new(), Vec::new());
    for rank in 1..ranks {
        let (guard, stream, remove_socket) = spawn_on("nccl-rank", rank as i32)?;
        send(&stream, &message)?;
        children.push(guard);
        streams.push(stream);
        remove_sockets.push(remove_socket);
    }

    // ncclCommInitRank waits for every rank: on a thread of its own, so that
    // a child that failed before joining ends the test instead of holding it.
    let input = inputs[0].clone();
    let ours = beside(&mut children, gpu, "rank", move |gpu| {
        join_and_reduce(gpu, id, 0, ranks, &input)
    })?;
    check_outputs(&inputs, &ours, 0)?;
    for (index, (guard, stream)) in children.iter_mut().zip(&streams).enumerate() {
        let theirs = guard.receive(stream, (1 + ranks) * Rank::BYTES)?;
        let theirs = Outputs {
            reduced: from_bytes(&theirs[..Rank::BYTES]),
            gathered: from_bytes(&theirs[Rank::BYTES..]),
        };
        check_outputs(&inputs, &theirs, index + 1)?;
    }
    for (index, guard) in children.iter_mut().enumerate() {
        let status = guard.wait()?;
        ensure(status.success(), || {
            format!("rank {}'s process exited with {status}", index + 1)
        })?;
    }
    println!(
        "{ranks} processes, one GPU each: every rank's all-reduce and all-gather equal the host's"
    );
    Ok(Completion::Completed)
}

/// Rank `rank`'s process (on device `rank`): the id, seed and number of
/// ranks from the parent, its collectives, checked, and its outputs sent
/// back.
#[cfg(feature = "nccl")]
fn nccl_child(gpu: &Gpu, rank: i32, stream: &UnixStream) -> TestResult {
    use crate::memory::to_bytes;
    let message = crate::child::receive(stream, RANK_MESSAGE)?;
    let mut id = ncclUniqueId { internal: [0; 128] };
    for (to, from) in id.internal.iter_mut().zip(&message[..128]) {
        *to = *from as std::ffi::c_char;
    }
    let seed = u64::from_le_bytes(message[128..136].try_into().expect("8 bytes"));
    let ranks = u64::from_le_bytes(message[136..].try_into().expect("8 bytes")) as usize;
    let rank = rank as usize;
    ensure(rank < ranks, || format!("rank {rank} of {ranks}"))?;
    let inputs = rank_inputs(seed, ranks);
    let outputs = join_and_reduce(gpu, id, rank, ranks, &inputs[rank])?;
    check_outputs(&inputs, &outputs, rank)?;
    send(stream, &to_bytes(&outputs.reduced))?;
    send(stream, &to_bytes(&outputs.gathered))
}
