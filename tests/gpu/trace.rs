//! The stress mode's record of mappings, fds and launches: with
//! `CUDA_RAW_SYS_TRACE_DIR` set, every reservation, mapping, access grant,
//! external-memory import and mapped buffer, fd handed to an import, and
//! kernel launch is written with its thread and address range to
//! `trace.<pid>` there (scripts/gpu-run.sh, `STRESS=N`). Unset, recording
//! costs one relaxed load.

use std::fs::File;
use std::io::Write;
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

pub const TRACE_VARIABLE: &str = "CUDA_RAW_SYS_TRACE_DIR";

struct Trace {
    file: Mutex<File>,
    start: Instant,
}

fn trace() -> Option<&'static Trace> {
    static TRACE: OnceLock<Option<Trace>> = OnceLock::new();
    TRACE
        .get_or_init(|| {
            let dir = std::env::var_os(TRACE_VARIABLE)?;
            let path = std::path::Path::new(&dir).join(format!("trace.{}", std::process::id()));
            let file = File::create(&path).ok()?;
            Some(Trace {
                file: Mutex::new(file),
                start: Instant::now(),
            })
        })
        .as_ref()
}

/// One event: `what` on `[start, start + len)`, or on an fd (`len` 0).
pub fn record(what: &str, start: u64, len: usize) {
    let Some(trace) = trace() else { return };
    let thread = std::thread::current();
    let name = thread.name().unwrap_or("main");
    let micros = trace.start.elapsed().as_micros();
    let mut file = trace.file.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(file, "{micros} [{name}] {what} {start:#x} +{len:#x}");
}
