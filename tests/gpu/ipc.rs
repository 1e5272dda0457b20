//! The recipient-process path of the cuMemMap docs: the parent exports a
//! POSIX fd, a child process (this binary, re-executed: child.rs) receives it
//! over a Unix socket with SCM_RIGHTS, imports, maps, reads and writes; and
//! the other way round, a child exports and the parent's kernel rewrites.

use crate::child::{receive, receive_fd, send, send_fd, spawn};
use crate::common::{ensure, random_bytes, Gpu, GpuTest, TestResult};
use crate::memory::{expect_bytes, export_fd, import_fd_mapping, read, shareable_buffer, write};
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use std::os::unix::net::UnixStream;

const SIZE: usize = 2 << 20;

pub fn tests() -> Vec<GpuTest> {
    #[allow(unused_mut)]
    let mut tests = vec![gpu_test!(child_process_maps_exported_allocation)];
    #[cfg(feature = "nvrtc")]
    tests.extend([
        GpuTest::new(
            "ipc::driver::kernel_rewrites_buffer_a_child_exported",
            |gpu| {
                kernel_over_child_export::<crate::external_memory::Driver>(gpu)
                    .map(|()| libtest_mimic::Completion::Completed)
            },
        ),
        GpuTest::new(
            "ipc::runtime::kernel_rewrites_buffer_a_child_exported",
            |gpu| {
                kernel_over_child_export::<crate::external_memory::Runtime>(gpu)
                    .map(|()| libtest_mimic::Completion::Completed)
            },
        ),
    ]);
    tests
}

fn child_process_maps_exported_allocation(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let parent_bytes = random_bytes(vmm.size);
    write(vmm.ptr, &parent_bytes)?;
    call!(cuCtxSynchronize())?;
    let fd = export_fd(vmm.handle())?;
    let (mut guard, stream, _remove_socket) = spawn("import")?;
    send_fd(&stream, &fd, vmm.size)?;
    expect_bytes(
        &guard.receive(&stream, vmm.size)?,
        &parent_bytes,
        "the parent's bytes as the child read them",
    )?;
    let child_bytes = guard.receive(&stream, vmm.size)?;
    expect_bytes(
        &read(vmm.ptr, vmm.size)?,
        &child_bytes,
        "the child's bytes as the parent reads them",
    )?;

    let status = guard.wait()?;
    ensure(status.success(), || format!("child exited with {status}"))?;
    println!(
        "child process read the parent's {} bytes and wrote its own",
        vmm.size
    );
    drop(fd);
    vmm.free()
}

/// The other direction: a child exports its allocation's fd, this process
/// imports it through `A`, and a kernel launched through `A` rewrites it;
/// the child then reads its own allocation and must see the kernel's bytes.
#[cfg(feature = "nvrtc")]
fn kernel_over_child_export<A: crate::external_memory::ExternalMemoryApi>(gpu: &Gpu) -> TestResult {
    let (mut guard, stream, _remove_socket) = spawn("export")?;
    let (fd, size) = receive_fd(&stream).map_err(|e| guard.failure(e.message().unwrap_or("")))?;
    let output = crate::external_memory::kernel_over_foreign_fd::<A>(gpu, &fd, size)?;
    drop(fd);
    send(&stream, b"done").map_err(|e| guard.failure(e.message().unwrap_or("")))?;
    expect_bytes(
        &guard.receive(&stream, size)?,
        &output,
        "the kernel's bytes as the exporting child reads them",
    )?;
    let status = guard.wait()?;
    ensure(status.success(), || format!("child exited with {status}"))
}

/// The exporting child's side: a shareable allocation, its fd sent to the
/// parent; once the parent is done, its bytes sent back.
pub fn exporting_child(stream: &UnixStream) -> TestResult {
    let gpu = Gpu::probe()?;
    gpu.make_current()?;
    let vmm = shareable_buffer(&gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    send_fd(stream, &fd, vmm.size)?;
    drop(fd);
    receive(stream, 4)
        .map_err(|e| format!("waiting for the parent: {}", e.message().unwrap_or("")))?;
    send(stream, &read(vmm.ptr, vmm.size)?)?;
    vmm.free()?;
    call!(cuDevicePrimaryCtxRelease(gpu.device))
}

/// The importing child's side: import, reserve, map, grant access, read, write.
pub fn importing_child(stream: &UnixStream) -> TestResult {
    let (fd, size) = receive_fd(stream)?;
    let gpu = Gpu::probe()?;
    gpu.make_current()?;
    let vmm = import_fd_mapping(&fd, size, gpu.device)?;
    drop(fd);
    send(stream, &read(vmm.ptr, size)?)?;
    let own = random_bytes(size);
    write(vmm.ptr, &own)?;
    call!(cuCtxSynchronize())?;
    send(stream, &own)?;
    vmm.free()?;
    call!(cuDevicePrimaryCtxRelease(gpu.device))
}
