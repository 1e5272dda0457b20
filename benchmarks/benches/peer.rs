//! Peer-copy bandwidth: `cuMemcpyPeer` from device 0's memory to device 1's
//! at 1 MiB, 64 MiB and 1 GiB, through cuda-raw-sys and through the same
//! loop in C (c/peer.c), in ROUNDS rounds (5) that alternate which goes
//! first. Peer access is enabled both ways first, so the copies take the
//! direct link where there is one. One tab-separated line per round, way and
//! size (round, way, bytes, copies, seconds, GB/s of 10^9 bytes), then each
//! way's median per size. With fewer than two GPUs it says so and exits 0.

use cuda_raw_sys as sys;
use std::ffi::c_int;
use std::time::Instant;

const OURS: &str = if cfg!(feature = "dynamic-loading") {
    "cuda-raw-sys dynamic-loading"
} else {
    "cuda-raw-sys linked"
};

/// Bytes a copy, and copies a timed loop (a tenth to a fifth of a second
/// each at the rates NVLink 4 gives).
const SIZES: [(usize, u64); 3] = [(1 << 20, 5000), (64 << 20, 1000), (1 << 30, 60)];

mod c {
    use std::ffi::c_int;
    extern "C" {
        pub fn c_peer_copies(
            n: u64,
            dst: u64,
            dst_context: cuda_raw_sys::CUcontext,
            src: u64,
            src_context: cuda_raw_sys::CUcontext,
            size: usize,
        ) -> c_int;
    }
}

/// The C loop's shape: n copies, device 1's context synchronized, device 0's current again.
fn ours(
    n: u64,
    dst: u64,
    dst_context: sys::CUcontext,
    src: u64,
    src_context: sys::CUcontext,
    size: usize,
) -> c_int {
    for _ in 0..n {
        let status = unsafe { sys::cuMemcpyPeer(dst, dst_context, src, src_context, size) };
        if status != sys::CUDA_SUCCESS {
            return status.0 as c_int;
        }
    }
    let mut status = unsafe { sys::cuCtxSetCurrent(dst_context) };
    if status == sys::CUDA_SUCCESS {
        status = unsafe { sys::cuCtxSynchronize() };
    }
    let back = unsafe { sys::cuCtxSetCurrent(src_context) };
    if status != sys::CUDA_SUCCESS {
        status.0 as c_int
    } else {
        back.0 as c_int
    }
}

fn check(status: sys::CUresult, what: &str) {
    if status != sys::CUDA_SUCCESS {
        eprintln!("peer benchmark: {what} returned {status:?}");
        std::process::exit(1);
    }
}

fn main() {
    check(unsafe { sys::cuInit(0) }, "cuInit");
    let mut count = 0;
    check(
        unsafe { sys::cuDeviceGetCount(&mut count) },
        "cuDeviceGetCount",
    );
    if count < 2 {
        println!("peer benchmark: needs two GPUs; {count} visible");
        return;
    }
    let mut contexts = [std::ptr::null_mut(); 2];
    let mut buffers = [0u64; 2];
    let largest = SIZES.iter().map(|&(size, _)| size).max().unwrap_or(0);
    for (ordinal, (context, buffer)) in contexts.iter_mut().zip(&mut buffers).enumerate() {
        let mut device = 0;
        check(
            unsafe { sys::cuDeviceGet(&mut device, ordinal as c_int) },
            "cuDeviceGet",
        );
        check(
            unsafe { sys::cuDevicePrimaryCtxRetain(context, device) },
            "cuDevicePrimaryCtxRetain",
        );
        check(unsafe { sys::cuCtxSetCurrent(*context) }, "cuCtxSetCurrent");
        check(unsafe { sys::cuMemAlloc(buffer, largest) }, "cuMemAlloc");
        check(
            unsafe { sys::cuMemsetD8(*buffer, ordinal as u8, largest) },
            "cuMemsetD8",
        );
        check(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize");
    }
    for (from, to) in [(0, 1), (1, 0)] {
        check(
            unsafe { sys::cuCtxSetCurrent(contexts[from]) },
            "cuCtxSetCurrent",
        );
        check(
            unsafe { sys::cuCtxEnablePeerAccess(contexts[to], 0) },
            "cuCtxEnablePeerAccess",
        );
    }
    check(
        unsafe { sys::cuCtxSetCurrent(contexts[0]) },
        "cuCtxSetCurrent",
    );
    let [src, dst] = buffers;
    let [src_context, dst_context] = contexts;
    type Loop = fn(u64, u64, sys::CUcontext, u64, sys::CUcontext, usize) -> c_int;
    let c_loop: Loop = |n, dst, dst_context, src, src_context, size| unsafe {
        c::c_peer_copies(n, dst, dst_context, src, src_context, size)
    };
    let ways: [(&str, Loop); 2] = [("C (gcc -O2)", c_loop), (OURS, ours)];
    let rounds: u32 = std::env::var("ROUNDS")
        .ok()
        .and_then(|rounds| rounds.parse().ok())
        .unwrap_or(5);
    let mut rates: Vec<(&str, usize, f64)> = Vec::new();
    println!("round\tway\tbytes\tcopies\tseconds\tGB/s");
    for round in 1..=rounds {
        let mut order = ways;
        if round % 2 == 0 {
            order.reverse();
        }
        for (name, copies) in order {
            for (size, n) in SIZES {
                // Two untimed copies first: the path is set up before the clock starts.
                check(
                    sys::CUresult(copies(2, dst, dst_context, src, src_context, size) as _),
                    name,
                );
                let start = Instant::now();
                let status = copies(n, dst, dst_context, src, src_context, size);
                let seconds = start.elapsed().as_secs_f64();
                check(sys::CUresult(status as _), name);
                let rate = (size as f64 * n as f64) / seconds / 1e9;
                println!("{round}\t{name}\t{size}\t{n}\t{seconds:.6}\t{rate:.1}");
                rates.push((name, size, rate));
            }
        }
    }
    println!("medians over {rounds} rounds, GB/s:");
    for (size, _) in SIZES {
        let median = |way: &str| {
            let mut of_way: Vec<f64> = rates
                .iter()
                .filter(|(name, at, _)| *name == way && *at == size)
                .map(|&(_, _, rate)| rate)
                .collect();
            of_way.sort_by(f64::total_cmp);
            of_way[of_way.len() / 2]
        };
        let (c_rate, our_rate) = (median(ways[0].0), median(ways[1].0));
        println!(
            "{} MiB\tC {c_rate:.1}\t{OURS} {our_rate:.1}\tratio {:.3}",
            size >> 20,
            our_rate / c_rate
        );
    }
    for (context, buffer) in contexts.iter().zip(buffers) {
        check(unsafe { sys::cuCtxSetCurrent(*context) }, "cuCtxSetCurrent");
        check(unsafe { sys::cuMemFree(buffer) }, "cuMemFree");
    }
}
