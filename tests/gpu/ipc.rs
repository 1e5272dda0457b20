//! The recipient-process path of the cuMemMap docs: the parent exports a
//! POSIX fd, a child process (this binary, re-executed) receives it over a
//! Unix socket with SCM_RIGHTS, imports, maps, reads and writes.

use crate::common::{ensure, Gpu, GpuTest, TestResult};
use crate::memory::{expect_bytes, grant_access, granularity, map, read, reserve, write};
use crate::memory::{export_fd, shareable_buffer};
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use libtest_mimic::Failed;
use sendfd::{RecvWithFd, SendWithFd};
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::net::{UnixListener, UnixStream};
use std::process::{Child, Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// Names the socket the child connects to; set only in the child's environment.
const CHILD_VARIABLE: &str = "CUDA_RAW_SYS_TEST_IPC_CHILD";
/// The child's part: `import` (the parent's allocation), `export` (its own
/// to the parent), or one of multi_gpu.rs's roles.
const ROLE_VARIABLE: &str = "CUDA_RAW_SYS_TEST_IPC_ROLE";
const SIZE: usize = 2 << 20;
pub const PATIENCE: Duration = Duration::from_secs(120);

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

/// In the child, runs its side and returns its exit code; None in the parent.
pub fn child_main() -> Option<ExitCode> {
    let socket = std::env::var_os(CHILD_VARIABLE)?;
    let role = std::env::var(ROLE_VARIABLE).unwrap_or_default();
    let socket = std::path::Path::new(&socket);
    let outcome = match role.as_str() {
        "export" => exporting_child(socket),
        "import" => child(socket),
        // The two-GPU routes' children (multi_gpu.rs).
        other => crate::multi_gpu::child(other, socket),
    };
    Some(match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("ipc child: {}", failure.message().unwrap_or("failed"));
            ExitCode::FAILURE
        }
    })
}

/// Kills and reaps the child if the test fails before it exits.
pub struct ChildGuard(pub Option<Child>);

impl Drop for ChildGuard {
    fn drop(&mut self) {
        if let Some(mut child) = self.0.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// This binary started again as a child with `role`, and the socket it
/// connected to.
pub fn spawn_child(role: &str) -> Result<(ChildGuard, UnixStream, RemoveOnDrop), Failed> {
    let socket_path = std::env::temp_dir().join(format!(
        "cuda-raw-sys-ipc-{}-{}.sock",
        std::process::id(),
        fastrand::u64(..)
    ));
    let listener = UnixListener::bind(&socket_path)
        .map_err(|e| format!("bind {}: {e}", socket_path.display()))?;
    let remove_socket = RemoveOnDrop(socket_path.clone());
    listener.set_nonblocking(true).map_err(|e| e.to_string())?;
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut guard = ChildGuard(Some(
        Command::new(exe)
            .env(CHILD_VARIABLE, &socket_path)
            .env(ROLE_VARIABLE, role)
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("spawning the child: {e}"))?,
    ));
    let stream = accept(&listener, &mut guard)?;
    stream
        .set_read_timeout(Some(PATIENCE))
        .map_err(|e| e.to_string())?;
    Ok((guard, stream, remove_socket))
}

fn child_process_maps_exported_allocation(gpu: &Gpu) -> TestResult {
    let vmm = shareable_buffer(gpu, SIZE)?;
    let parent_bytes = crate::common::random_bytes(vmm.size);
    write(vmm.ptr, &parent_bytes)?;
    call!(cuCtxSynchronize())?;
    let fd = export_fd(vmm.handle())?;
    let (mut guard, stream, _remove_socket) = spawn_child("import")?;
    stream
        .send_with_fd(&(vmm.size as u64).to_le_bytes(), &[fd.as_raw_fd()])
        .map_err(|e| format!("sending the fd: {e}"))?;

    let mut seen_by_child = vec![0u8; vmm.size];
    (&stream)
        .read_exact(&mut seen_by_child)
        .map_err(|e| child_failure(&mut guard, e))?;
    expect_bytes(
        &seen_by_child,
        &parent_bytes,
        "the parent's bytes as the child read them",
    )?;
    let mut child_bytes = vec![0u8; vmm.size];
    (&stream)
        .read_exact(&mut child_bytes)
        .map_err(|e| child_failure(&mut guard, e))?;
    expect_bytes(
        &read(vmm.ptr, vmm.size)?,
        &child_bytes,
        "the child's bytes as the parent reads them",
    )?;

    let status = wait(&mut guard)?;
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
    let (mut guard, stream, _remove_socket) = spawn_child("export")?;
    let mut header = [0u8; 8];
    let mut fds = [-1];
    let (byte_count, fd_count) = stream
        .recv_with_fd(&mut header, &mut fds)
        .map_err(|e| child_failure(&mut guard, format!("receiving the fd: {e}")))?;
    ensure(byte_count == header.len() && fd_count == 1, || {
        format!("received {byte_count} header bytes and {fd_count} fds, expected 8 and 1")
    })?;
    let fd = unsafe { OwnedFd::from_raw_fd(fds[0]) };
    let size = u64::from_le_bytes(header) as usize;
    let output = crate::external_memory::kernel_over_foreign_fd::<A>(gpu, &fd, size)?;
    drop(fd);
    (&stream)
        .write_all(b"done")
        .map_err(|e| child_failure(&mut guard, e))?;
    let mut seen_by_child = vec![0u8; size];
    (&stream)
        .read_exact(&mut seen_by_child)
        .map_err(|e| child_failure(&mut guard, e))?;
    expect_bytes(
        &seen_by_child,
        &output,
        "the kernel's bytes as the exporting child reads them",
    )?;
    let status = wait(&mut guard)?;
    ensure(status.success(), || format!("child exited with {status}"))
}

/// The exporting child's side: a shareable allocation, its fd sent to the
/// parent; once the parent is done, its bytes sent back.
fn exporting_child(socket: &std::path::Path) -> Result<(), Failed> {
    let stream = UnixStream::connect(socket).map_err(|e| format!("connect: {e}"))?;
    stream
        .set_read_timeout(Some(PATIENCE))
        .map_err(|e| e.to_string())?;
    let gpu = Gpu::probe().map_err(Failed::from)?;
    gpu.make_current()?;
    let vmm = shareable_buffer(&gpu, SIZE)?;
    let fd = export_fd(vmm.handle())?;
    stream
        .send_with_fd(&(vmm.size as u64).to_le_bytes(), &[fd.as_raw_fd()])
        .map_err(|e| format!("sending the fd: {e}"))?;
    drop(fd);
    let mut done = [0u8; 4];
    (&stream)
        .read_exact(&mut done)
        .map_err(|e| format!("waiting for the parent: {e}"))?;
    (&stream)
        .write_all(&read(vmm.ptr, vmm.size)?)
        .map_err(|e| e.to_string())?;
    vmm.free()?;
    call!(cuDevicePrimaryCtxRelease(gpu.device))
}

pub struct RemoveOnDrop(std::path::PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn accept(listener: &UnixListener, guard: &mut ChildGuard) -> Result<UnixStream, Failed> {
    let deadline = Instant::now() + PATIENCE;
    loop {
        match listener.accept() {
            Ok((stream, _)) => {
                stream.set_nonblocking(false).map_err(|e| e.to_string())?;
                return Ok(stream);
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                let child = guard.0.as_mut().expect("child is running");
                if child.try_wait().map_err(|e| e.to_string())?.is_some()
                    || Instant::now() > deadline
                {
                    return Err(child_failure(guard, "the child never connected"));
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(e) => return Err(format!("accept: {e}").into()),
        }
    }
}

pub fn wait(guard: &mut ChildGuard) -> Result<std::process::ExitStatus, Failed> {
    let deadline = Instant::now() + PATIENCE;
    let child = guard.0.as_mut().expect("child is running");
    loop {
        if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
            guard.0 = None;
            return Ok(status);
        }
        if Instant::now() > deadline {
            return Err(child_failure(guard, "the child did not exit in time"));
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Ends the child and reports what it printed.
pub fn child_failure(guard: &mut ChildGuard, what: impl std::fmt::Display) -> Failed {
    let Some(mut child) = guard.0.take() else {
        return format!("{what}").into();
    };
    let _ = child.kill();
    let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        let _ = pipe.read_to_string(&mut stderr);
    }
    format!("{what}; child {status}, stderr: {}", stderr.trim()).into()
}

/// The child's side: import, reserve, map, grant access, read, write.
fn child(socket: &std::path::Path) -> Result<(), Failed> {
    let stream = UnixStream::connect(socket).map_err(|e| format!("connect: {e}"))?;
    let mut header = [0u8; 8];
    let mut fds = [-1];
    let (byte_count, fd_count) = stream
        .recv_with_fd(&mut header, &mut fds)
        .map_err(|e| format!("receiving the fd: {e}"))?;
    ensure(byte_count == header.len() && fd_count == 1, || {
        format!("received {byte_count} header bytes and {fd_count} fds, expected 8 and 1")
    })?;
    let fd = unsafe { OwnedFd::from_raw_fd(fds[0]) };
    let size = u64::from_le_bytes(header) as usize;

    let gpu = Gpu::probe().map_err(Failed::from)?;
    gpu.make_current()?;
    let mut handle = 0;
    // A POSIX fd is passed as the pointer-sized handle value itself.
    call!(cuMemImportFromShareableHandle(
        &mut handle,
        fd.as_raw_fd() as usize as *mut std::ffi::c_void,
        CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
    ))?;
    drop(fd);
    let allocation = crate::memory::own_allocation(handle);
    let granularity = granularity(gpu.device)?;
    let range = reserve(size, granularity)?;
    let ptr = range.get().0;
    let mapping = map(ptr, size, allocation.get())?;
    grant_access(ptr, size, gpu.device)?;

    (&stream)
        .write_all(&read(ptr, size)?)
        .map_err(|e| e.to_string())?;
    let own = crate::common::random_bytes(size);
    write(ptr, &own)?;
    call!(cuCtxSynchronize())?;
    (&stream).write_all(&own).map_err(|e| e.to_string())?;

    mapping.free()?;
    range.free()?;
    allocation.free()?;
    call!(cuDevicePrimaryCtxRelease(gpu.device))
}
