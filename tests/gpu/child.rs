//! Child processes for the cross-process tests (ipc.rs, multi_gpu.rs): this
//! binary started again with a role, connected to its parent by a Unix
//! socket that carries bytes and, with SCM_RIGHTS, file descriptors.

use crate::common::{ensure, Gpu, TestResult};
use cuda_raw_sys::CUcontext;
use libtest_mimic::Failed;
use sendfd::{RecvWithFd, SendWithFd};
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::net::{UnixListener, UnixStream};
use std::process::{Child, Command, ExitCode, ExitStatus, Stdio};
use std::sync::mpsc::{channel, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Names the socket the child connects to; set only in the child's environment.
const SOCKET_VARIABLE: &str = "CUDA_RAW_SYS_TEST_IPC_CHILD";
/// The child's part: `import` or `export` (ipc.rs), or one of multi_gpu.rs's roles.
const ROLE_VARIABLE: &str = "CUDA_RAW_SYS_TEST_IPC_ROLE";
/// The device a child of multi_gpu.rs drives (1 unless set): its NCCL rank
/// or NVSHMEM PE too.
const DEVICE_VARIABLE: &str = "CUDA_RAW_SYS_TEST_IPC_DEVICE";
/// How long either side waits for the other, in seconds, where not 120:
/// run.sh's sanitizer pass sets it, since every process runs under memcheck
/// there and a library's start-up can take minutes (docs/gpu-runs.md).
const PATIENCE_VARIABLE: &str = "CUDA_RAW_SYS_TEST_PATIENCE";

/// How long either side waits for the other.
pub fn patience() -> Duration {
    static PATIENCE: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *PATIENCE.get_or_init(|| {
        let seconds = std::env::var(PATIENCE_VARIABLE).ok();
        Duration::from_secs(seconds.and_then(|s| s.parse().ok()).unwrap_or(120))
    })
}

/// In a child, runs its role and returns its exit code; None in the parent.
pub fn main() -> Option<ExitCode> {
    let socket = std::env::var_os(SOCKET_VARIABLE)?;
    let role = std::env::var(ROLE_VARIABLE).unwrap_or_default();
    let outcome = UnixStream::connect(&socket)
        .and_then(|stream| stream.set_read_timeout(Some(patience())).map(|()| stream))
        .map_err(|e| Failed::from(format!("connecting to the parent: {e}")))
        .and_then(|stream| match role.as_str() {
            "import" => crate::ipc::importing_child(&stream),
            "export" => crate::ipc::exporting_child(&stream),
            other => {
                let device = std::env::var(DEVICE_VARIABLE).map_or(Ok(1), |device| {
                    device
                        .parse()
                        .map_err(|_| Failed::from(format!("{DEVICE_VARIABLE}={device:?}")))
                })?;
                crate::multi_gpu::child(other, device, &stream)
            }
        });
    Some(match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{role} child: {}", failure.message().unwrap_or("failed"));
            ExitCode::FAILURE
        }
    })
}

/// A running child, killed and reaped if the test fails before it exits.
pub struct ChildGuard(Option<Child>);

impl Drop for ChildGuard {
    fn drop(&mut self) {
        if let Some(mut child) = self.0.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl ChildGuard {
    /// Whether the child has ended unsuccessfully, without waiting.
    fn failed(&mut self) -> Result<bool, Failed> {
        let child = self.0.as_mut().expect("child is running");
        let status = child.try_wait().map_err(|e| e.to_string())?;
        Ok(status.is_some_and(|status| !status.success()))
    }

    /// Waits for the child to exit, at most `patience()`.
    pub fn wait(&mut self) -> Result<ExitStatus, Failed> {
        let deadline = Instant::now() + patience();
        let child = self.0.as_mut().expect("child is running");
        loop {
            if let Some(status) = child.try_wait().map_err(|e| e.to_string())? {
                self.0 = None;
                return Ok(status);
            }
            if Instant::now() > deadline {
                return Err(self.failure("the child did not exit in time"));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// `len` bytes the child sends; failing, what the child printed too.
    pub fn receive(&mut self, stream: &UnixStream, len: usize) -> Result<Vec<u8>, Failed> {
        receive(stream, len).map_err(|e| self.failure(e.message().unwrap_or("receiving")))
    }

    /// Ends the child; `what`, with its exit status and what it printed.
    pub fn failure(&mut self, what: impl std::fmt::Display) -> Failed {
        let Some(mut child) = self.0.take() else {
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
}

/// Runs `body` on a thread of its own with `gpu` current there, while the
/// children run their sides: a collective's initialization waits for every
/// rank, so a child that fails before joining, or silence past `patience()`,
/// ends the wait with what every child printed. `party` names the sides in
/// messages (NCCL's "rank", NVSHMEM's "PE"): ours is number 0, `children[i]`
/// number i + 1.
#[cfg_attr(not(any(feature = "nccl", feature = "nvshmem")), allow(dead_code))]
pub fn beside<T: Send + 'static>(
    children: &mut [ChildGuard],
    gpu: &Gpu,
    party: &str,
    body: impl FnOnce(&Gpu) -> Result<T, Failed> + Send + 'static,
) -> Result<T, Failed> {
    let (sender, receiver) = channel();
    // A context is a pointer, not Send: its address crosses instead.
    let (device, context, device_count) = (gpu.device, gpu.context as usize, gpu.device_count);
    std::thread::spawn(move || {
        let gpu = Gpu {
            device,
            context: context as CUcontext,
            device_count,
        };
        let outcome = gpu.make_current().and_then(|()| body(&gpu));
        let _ = sender.send(outcome.map_err(|e| e.message().unwrap_or("failed").to_owned()));
    });
    let deadline = Instant::now() + patience();
    loop {
        match receiver.recv_timeout(Duration::from_millis(20)) {
            Ok(outcome) => return outcome.map_err(Failed::from),
            Err(RecvTimeoutError::Disconnected) => {
                return Err(format!("{party} 0's thread ended with no result").into())
            }
            Err(RecvTimeoutError::Timeout) => {
                let mut failed = None;
                for (index, child) in children.iter_mut().enumerate() {
                    if child.failed()? {
                        failed = Some(index + 1);
                        break;
                    }
                }
                if failed.is_some() || Instant::now() > deadline {
                    let what = failed.map_or_else(
                        || format!("no {party} finished within {:?}", patience()),
                        |number| format!("{party} {number}'s process failed"),
                    );
                    let printed: Vec<String> = children
                        .iter_mut()
                        .enumerate()
                        .map(|(index, child)| {
                            let failure = child.failure(format!("{party} {}", index + 1));
                            failure.message().unwrap_or_default().to_owned()
                        })
                        .collect();
                    return Err(format!("{what}: {}", printed.join("; ")).into());
                }
            }
        }
    }
}

/// Removes the socket's file when the test ends.
pub struct RemoveOnDrop(std::path::PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// This binary started again as a child with `role`, driving device 1, and
/// the socket it connected to.
pub fn spawn(role: &str) -> Result<(ChildGuard, UnixStream, RemoveOnDrop), Failed> {
    spawn_on(role, 1)
}

/// The same, the child driving device `device`.
pub fn spawn_on(role: &str, device: i32) -> Result<(ChildGuard, UnixStream, RemoveOnDrop), Failed> {
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
            .env(SOCKET_VARIABLE, &socket_path)
            .env(ROLE_VARIABLE, role)
            .env(DEVICE_VARIABLE, device.to_string())
            // NCCL, NVSHMEM and cuBLASMp keep away from NVLink multicast
            // (NVLS) in every child, whatever the parent's environment
            // (docs/development.md).
            .env("NCCL_NVLS_ENABLE", "0")
            .env("NVSHMEM_DISABLE_NVLS", "1")
            .env("CUBLASMP_DISABLE_MULTICAST", "1")
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("spawning the child: {e}"))?,
    ));
    let stream = accept(&listener, &mut guard)?;
    stream
        .set_read_timeout(Some(patience()))
        .map_err(|e| e.to_string())?;
    Ok((guard, stream, remove_socket))
}

fn accept(listener: &UnixListener, guard: &mut ChildGuard) -> Result<UnixStream, Failed> {
    let deadline = Instant::now() + patience();
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
                    return Err(guard.failure("the child never connected"));
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(e) => return Err(format!("accept: {e}").into()),
        }
    }
}

/// Sends `fd`, and `size` as 8 bytes with it.
pub fn send_fd(stream: &UnixStream, fd: &OwnedFd, size: usize) -> TestResult {
    stream
        .send_with_fd(&(size as u64).to_le_bytes(), &[fd.as_raw_fd()])
        .map(|_| ())
        .map_err(|e| format!("sending the fd: {e}").into())
}

/// An fd and the size sent with it (`send_fd`).
pub fn receive_fd(stream: &UnixStream) -> Result<(OwnedFd, usize), Failed> {
    let mut header = [0u8; 8];
    let mut fds = [-1];
    let (byte_count, fd_count) = stream
        .recv_with_fd(&mut header, &mut fds)
        .map_err(|e| format!("receiving the fd: {e}"))?;
    ensure(byte_count == header.len() && fd_count == 1, || {
        format!("received {byte_count} header bytes and {fd_count} fds, expected 8 and 1")
    })?;
    // Safety: the kernel just installed this fd in this process for us.
    let fd = unsafe { OwnedFd::from_raw_fd(fds[0]) };
    Ok((fd, u64::from_le_bytes(header) as usize))
}

pub fn send(mut stream: &UnixStream, bytes: &[u8]) -> TestResult {
    stream.write_all(bytes).map_err(|e| e.to_string().into())
}

pub fn receive(mut stream: &UnixStream, len: usize) -> Result<Vec<u8>, Failed> {
    let mut bytes = vec![0u8; len];
    stream.read_exact(&mut bytes).map_err(|e| e.to_string())?;
    Ok(bytes)
}
