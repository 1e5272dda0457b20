//! The default stream (handle 0) as two threads see it. With feature
//! `per-thread-default-stream` each thread has its own, so work one thread
//! issues there runs while another thread's is held; without it both threads
//! share the legacy default stream, and the work waits.
//!
//! Thread A holds its default stream with a host function that waits for the
//! test to release it. Thread B then issues a memset and an event on its
//! default stream, and the same on a non-blocking stream, which waits for no
//! default stream in either mode: once that completes, the GPU has run work
//! while A was held. Only query results are asserted, never durations. Every
//! wait is bounded, and A is released on every path.

use crate::common::{check, ensure, Gpu, GpuTest, Owned, Status, TestResult};
use crate::memory::expect_bytes;
use crate::{call, gpu_test};
use cuda_raw_sys::*;
use libtest_mimic::Failed;
use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::{mpsc, Arc, Condvar, Mutex};
use std::thread::{Scope, ScopedJoinHandle};
use std::time::{Duration, Instant};

pub fn tests() -> Vec<GpuTest> {
    // Alone: a held legacy stream would stall the other tests' copies, and
    // their streams could share a hardware queue with A's.
    vec![
        #[cfg(feature = "per-thread-default-stream")]
        gpu_test!(default_streams_of_two_threads_do_not_wait_for_each_other).exclusive(),
        #[cfg(not(feature = "per-thread-default-stream"))]
        gpu_test!(legacy_default_stream_holds_one_threads_work_behind_anothers).exclusive(),
    ]
}

/// The longest any one wait may take before the test reports a failure.
const DEADLINE: Duration = Duration::from_secs(10);
/// The host function returns after this even if never released, so no
/// failure can leave the process waiting on it for ever.
const HOST_FUNCTION_LIMIT: Duration = Duration::from_secs(60);
const BYTES: usize = 4096;
const ON_DEFAULT_STREAM: u8 = 0xa5;
const ON_NON_BLOCKING_STREAM: u8 = 0x5a;

#[cfg(feature = "per-thread-default-stream")]
fn default_streams_of_two_threads_do_not_wait_for_each_other(gpu: &Gpu) -> TestResult {
    with_default_stream_held(gpu, |scene| {
        expect_status(
            wait_for(scene.handles.b_done),
            CUDA_SUCCESS,
            "thread B's event on its default stream, while A's is held",
        )?;
        expect_status(
            scene.b.query_default_stream()?,
            CUDA_SUCCESS,
            "cuStreamQuery(0) on thread B",
        )?;
        // Asked after B's work completed: A's stream still waits.
        expect_status(
            query(scene.handles.a_done),
            CUDA_ERROR_NOT_READY,
            "thread A's event behind its host function",
        )?;
        expect_status(
            scene.a.query_default_stream()?,
            CUDA_ERROR_NOT_READY,
            "cuStreamQuery(0) on thread A",
        )
    })
}

#[cfg(not(feature = "per-thread-default-stream"))]
fn legacy_default_stream_holds_one_threads_work_behind_anothers(gpu: &Gpu) -> TestResult {
    with_default_stream_held(gpu, |scene| {
        // The non-blocking stream's memset has completed, so the GPU runs
        // work; B's, queued behind A's host function in the one stream, waits.
        expect_status(
            query(scene.handles.b_done),
            CUDA_ERROR_NOT_READY,
            "thread B's event on the default stream, while A holds it",
        )?;
        expect_status(
            scene.b.query_default_stream()?,
            CUDA_ERROR_NOT_READY,
            "cuStreamQuery(0) on thread B",
        )?;
        expect_status(
            query(scene.handles.a_done),
            CUDA_ERROR_NOT_READY,
            "thread A's event behind its host function",
        )?;
        expect_status(
            scene.a.query_default_stream()?,
            CUDA_ERROR_NOT_READY,
            "cuStreamQuery(0) on thread A",
        )
    })
}

/// Thread A holds its default stream and thread B issues its work; the
/// non-blocking stream's memset must complete; then `while_blocked` looks.
/// Afterwards A is released, both threads synchronize their default streams,
/// every event has completed and both memsets landed.
fn with_default_stream_held(
    gpu: &Gpu,
    while_blocked: impl FnOnce(&Scene) -> TestResult,
) -> TestResult {
    let mut memory = 0;
    call!(cuMemAlloc(&mut memory, 2 * BYTES))?;
    let memory = Owned::new(memory, "cuMemFree", |ptr| unsafe { cuMemFree(ptr) });
    let a_done = event()?;
    let b_done = event()?;
    let control_done = event()?;
    let mut stream = null_mut();
    call!(cuStreamCreate(&mut stream, CU_STREAM_NON_BLOCKING.0))?;
    let non_blocking = Owned::new(stream, "cuStreamDestroy", |stream| unsafe {
        cuStreamDestroy(stream)
    });
    call!(cuMemsetD8(memory.get(), 0, 2 * BYTES))?;
    // Nothing is left queued anywhere when the threads start.
    call!(cuCtxSynchronize())?;
    let handles = Handles {
        memory: memory.get(),
        a_done: a_done.get(),
        b_done: b_done.get(),
        control_done: control_done.get(),
        non_blocking: non_blocking.get(),
    };

    let gate = Arc::new(Gate::default());
    std::thread::scope(|scope| {
        // Declared first, so dropped last: on an early return the workers'
        // requests end first, then A is released and the scope joins them.
        let release = Release(Arc::clone(&gate));
        let held = Arc::clone(&gate);
        let a = Worker::spawn(scope, gpu, "A", move || handles.hold_default_stream(held))?;
        ensure(gate.wait_entered(), || {
            format!("thread A's host function did not start within {DEADLINE:?}")
        })?;
        let b = Worker::spawn(scope, gpu, "B", move || handles.issue_memsets())?;
        expect_status(
            wait_for(handles.control_done),
            CUDA_SUCCESS,
            "thread B's event on a non-blocking stream, while A's default stream is held",
        )?;
        let looked = while_blocked(&Scene {
            handles,
            a: &a,
            b: &b,
        });
        drop(release);
        let a_finished = a.finish();
        let b_finished = b.finish();
        looked.and(a_finished).and(b_finished)
    })?;

    for (event, what) in [
        (a_done.get(), "thread A's event, after the release"),
        (b_done.get(), "thread B's event, after the release"),
    ] {
        expect_status(wait_for(event), CUDA_SUCCESS, what)?;
    }
    call!(cuCtxSynchronize())?;
    let mut bytes = vec![0u8; 2 * BYTES];
    call!(cuMemcpyDtoH(
        bytes.as_mut_ptr().cast(),
        memory.get(),
        bytes.len()
    ))?;
    let (on_default, on_non_blocking) = bytes.split_at(BYTES);
    expect_bytes(
        on_default,
        &[ON_DEFAULT_STREAM; BYTES],
        "thread B's memset on its default stream",
    )?;
    expect_bytes(
        on_non_blocking,
        &[ON_NON_BLOCKING_STREAM; BYTES],
        "thread B's memset on the non-blocking stream",
    )?;

    non_blocking.free()?;
    control_done.free()?;
    b_done.free()?;
    a_done.free()?;
    memory.free()
}

/// What `while_blocked` looks at: the handles, and the two threads.
struct Scene<'a, 'scope> {
    handles: Handles,
    a: &'a Worker<'scope>,
    b: &'a Worker<'scope>,
}

/// The handles the threads use. CUDA handles are process-wide: any thread
/// with the context current may use them.
#[derive(Clone, Copy)]
struct Handles {
    memory: CUdeviceptr,
    /// Recorded on A's default stream after the host function.
    a_done: CUevent,
    /// Recorded on B's default stream after its memset.
    b_done: CUevent,
    /// Recorded on `non_blocking` after B's memset there.
    control_done: CUevent,
    non_blocking: CUstream,
}

unsafe impl Send for Handles {}

impl Handles {
    /// Thread A: a host function that waits for the gate, then an event.
    fn hold_default_stream(self, gate: Arc<Gate>) -> TestResult {
        let user_data = Arc::into_raw(gate) as *mut c_void;
        let launched = call!(cuLaunchHostFunc(
            null_mut(),
            Some(hold_until_released),
            user_data
        ));
        if launched.is_err() {
            // The function will not run: take its reference back.
            drop(unsafe { Arc::from_raw(user_data as *const Gate) });
            return launched;
        }
        call!(cuEventRecord(self.a_done, null_mut()))
    }

    /// Thread B: a memset and an event on its default stream, then the same
    /// on the non-blocking stream. No host function: those of one context
    /// may all run on one driver thread, which A's holds.
    fn issue_memsets(self) -> TestResult {
        call!(cuMemsetD8Async(
            self.memory,
            ON_DEFAULT_STREAM,
            BYTES,
            null_mut()
        ))?;
        call!(cuEventRecord(self.b_done, null_mut()))?;
        call!(cuMemsetD8Async(
            self.memory + BYTES as CUdeviceptr,
            ON_NON_BLOCKING_STREAM,
            BYTES,
            self.non_blocking
        ))?;
        call!(cuEventRecord(self.control_done, self.non_blocking))
    }
}

/// What A's host function waits on.
#[derive(Default)]
struct Gate {
    state: Mutex<GateState>,
    changed: Condvar,
}

#[derive(Default)]
struct GateState {
    entered: bool,
    released: bool,
}

impl Gate {
    fn lock(&self) -> std::sync::MutexGuard<'_, GateState> {
        // A panic elsewhere must not stop the release.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn release(&self) {
        self.lock().released = true;
        self.changed.notify_all();
    }

    /// Whether the host function started within the deadline.
    fn wait_entered(&self) -> bool {
        let (state, _) = self
            .changed
            .wait_timeout_while(self.lock(), DEADLINE, |state| !state.entered)
            .unwrap_or_else(|e| e.into_inner());
        state.entered
    }
}

/// Releases A's host function when dropped, on every path.
struct Release(Arc<Gate>);

impl Drop for Release {
    fn drop(&mut self) {
        self.0.release();
    }
}

/// A's host function. It runs on a driver thread and makes no CUDA call
/// (cuLaunchHostFunc's docs forbid it); it owns the reference it was given.
unsafe extern "C" fn hold_until_released(gate: *mut c_void) {
    let gate = unsafe { Arc::from_raw(gate as *const Gate) };
    let mut state = gate.lock();
    state.entered = true;
    gate.changed.notify_all();
    let _ = gate
        .changed
        .wait_timeout_while(state, HOST_FUNCTION_LIMIT, |state| !state.released);
}

/// A thread with the context current that issues work on its default
/// stream, answers `cuStreamQuery(0)` for that stream on request, and
/// synchronizes it once the requests end.
struct Worker<'scope> {
    name: &'static str,
    requests: mpsc::Sender<()>,
    answers: mpsc::Receiver<CUresult>,
    thread: ScopedJoinHandle<'scope, CUresult>,
}

impl<'scope> Worker<'scope> {
    /// Returns once `issue` has returned on the new thread.
    fn spawn<'env>(
        scope: &'scope Scope<'scope, 'env>,
        gpu: &'env Gpu,
        name: &'static str,
        issue: impl FnOnce() -> TestResult + Send + 'scope,
    ) -> Result<Self, Failed> {
        let (issued_sender, issued) = mpsc::channel();
        let (requests, request_receiver) = mpsc::channel::<()>();
        let (answer_sender, answers) = mpsc::channel();
        let thread = scope.spawn(move || {
            let _ = issued_sender.send(gpu.make_current().and_then(|()| issue()));
            for () in request_receiver {
                let _ = answer_sender.send(unsafe { cuStreamQuery(null_mut()) });
            }
            unsafe { cuStreamSynchronize(null_mut()) }
        });
        match issued.recv_timeout(DEADLINE) {
            Ok(Ok(())) => Ok(Worker {
                name,
                requests,
                answers,
                thread,
            }),
            Ok(Err(failed)) => {
                Err(format!("thread {name}: {}", failed.message().unwrap_or_default()).into())
            }
            Err(_) => {
                Err(format!("thread {name} did not issue its work within {DEADLINE:?}").into())
            }
        }
    }

    fn query_default_stream(&self) -> Result<CUresult, Failed> {
        let name = self.name;
        self.requests
            .send(())
            .map_err(|_| format!("thread {name} has stopped"))?;
        self.answers
            .recv_timeout(DEADLINE)
            .map_err(|_| format!("thread {name} did not answer within {DEADLINE:?}").into())
    }

    /// Ends the requests and joins the thread once it has synchronized its
    /// default stream. Only after A's release: until then that may wait.
    fn finish(self) -> TestResult {
        let name = self.name;
        drop(self.requests);
        let status = self
            .thread
            .join()
            .map_err(|_| format!("thread {name} panicked"))?;
        check(status, &format!("cuStreamSynchronize(0) on thread {name}"))
    }
}

fn event() -> Result<Owned<CUevent, CUresult>, Failed> {
    let mut event = null_mut();
    call!(cuEventCreate(&mut event, CU_EVENT_DISABLE_TIMING.0))?;
    Ok(Owned::new(event, "cuEventDestroy", |event| unsafe {
        cuEventDestroy(event)
    }))
}

fn query(event: CUevent) -> CUresult {
    unsafe { cuEventQuery(event) }
}

/// Queries `event` until it is no longer `CUDA_ERROR_NOT_READY` or the
/// deadline has passed; the last status.
fn wait_for(event: CUevent) -> CUresult {
    let deadline = Instant::now() + DEADLINE;
    loop {
        let status = query(event);
        if status != CUDA_ERROR_NOT_READY || Instant::now() >= deadline {
            return status;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn expect_status(status: CUresult, expected: CUresult, what: &str) -> TestResult {
    println!("{what}: {}", status.name());
    ensure(status == expected, || {
        format!("{what}: {}, expected {}", status.name(), expected.name())
    })
}
