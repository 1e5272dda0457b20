//! The stress mode's record of mappings, fds and launches: with
//! `CUDA_RAW_SYS_TRACE_DIR` set, every reservation, mapping, access grant,
//! external-memory import and mapped buffer, fd handed to an import, and
//! kernel launch is written with its thread and address range to
//! `trace.<pid>` there (scripts/gpu-run.sh, `STRESS=N`), which
//! scripts/gpu-stress/analyze.py reads. Unset, recording costs one load.

use std::fs::File;
use std::io::Write;
use std::sync::{Mutex, OnceLock};

pub const TRACE_VARIABLE: &str = "CUDA_RAW_SYS_TRACE_DIR";

fn file() -> Option<&'static Mutex<File>> {
    static FILE: OnceLock<Option<Mutex<File>>> = OnceLock::new();
    FILE.get_or_init(|| {
        let dir = std::env::var_os(TRACE_VARIABLE)?;
        let path = std::path::Path::new(&dir).join(format!("trace.{}", std::process::id()));
        File::create(&path).ok().map(Mutex::new)
    })
    .as_ref()
}

/// One event: `what` on `[start, start + len)`, or on an fd (`len` 0), at
/// CLOCK_MONOTONIC's time, the clock gpu-stress/fdtrace.c stamps close() with.
pub fn record(what: &str, start: u64, len: usize) {
    let Some(file) = file() else { return };
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) };
    let thread = unsafe { libc::gettid() };
    let mut file = file.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(
        file,
        "{}.{:09} tid {thread} {what} {start:#x} +{len:#x}",
        now.tv_sec, now.tv_nsec
    );
}
