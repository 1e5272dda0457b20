//! NCCL's all-reduce through cuda-raw-sys, measured as nccl-tests measures
//! it: fp32 sum, in place, of 1 MiB to 1 GiB, one process a GPU over every
//! visible GPU (this binary started again for ranks 1 to N - 1, the rank in
//! ALLREDUCE_RANK). For each size, every rank first contributes rank + 1
//! everywhere and checks that the head and tail of the sum are N(N + 1)/2;
//! then ALLREDUCE_WARMUP (5) untimed all-reduces, and ALLREDUCE_BATCHES (5)
//! batches of ALLREDUCE_ITERATIONS (20), each timed with CUDA events on the
//! rank's stream. Rank 0 prints one tab-separated line a size with the
//! median batch: way, ranks, bytes, iterations, seconds an all-reduce, bus
//! GB/s (bytes / time * 2(N - 1)/N, in 10^9 bytes a second); lines starting
//! with `#` say what was measured. allreduce_torch.py measures
//! torch.distributed the same way, and allreduce.sh runs both in rotation.
//! With fewer than two GPUs it says so and exits 0.

use cuda_raw_sys as sys;
use std::ffi::{c_void, CStr};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const SIZES: [usize; 6] = [1 << 20, 4 << 20, 16 << 20, 64 << 20, 256 << 20, 1 << 30];
/// Set in ranks 1 to N - 1 only: the rank, the number of ranks, and
/// ncclGetUniqueId's 128 bytes in hex.
const RANK_VARIABLE: &str = "ALLREDUCE_RANK";
const RANKS_VARIABLE: &str = "ALLREDUCE_RANKS";
const ID_VARIABLE: &str = "ALLREDUCE_NCCL_ID";
/// Elements of each sum's head and tail read back and checked.
const CHECKED: usize = 1 << 18;

fn fail(what: impl std::fmt::Display) -> ! {
    eprintln!("allreduce benchmark: {what}");
    std::process::exit(1)
}

fn cuda(status: sys::cudaError_t, what: &str) {
    if status != sys::cudaSuccess {
        fail(format!("{what} returned {status:?}"))
    }
}

fn driver(status: sys::CUresult, what: &str) {
    if status != sys::CUDA_SUCCESS {
        fail(format!("{what} returned {status:?}"))
    }
}

fn nccl(status: sys::ncclResult_t, what: &str) {
    if status != sys::ncclSuccess {
        let text = unsafe { CStr::from_ptr(sys::ncclGetErrorString(status)) };
        fail(format!(
            "{what} returned {status:?} ({})",
            text.to_string_lossy()
        ))
    }
}

fn setting(name: &str, default: usize) -> usize {
    match std::env::var(name) {
        Ok(value) => value
            .parse()
            .unwrap_or_else(|_| fail(format!("{name}={value:?} is no count"))),
        Err(_) => default,
    }
}

fn main() {
    // NCCL keeps away from NVLink multicast (NVLS) in every rank: a
    // multicast object can take a shared host's GPUs out of service. Set
    // before any thread starts and before NCCL reads its environment.
    std::env::set_var("NCCL_NVLS_ENABLE", "0");
    match std::env::var(RANK_VARIABLE) {
        Ok(rank) => child(&rank),
        Err(_) => parent(),
    }
}

/// Rank 0: makes the unique id, starts the other ranks, watches them, and
/// prints what it measured.
fn parent() {
    let mut ranks = 0;
    let status = unsafe { sys::cudaGetDeviceCount(&mut ranks) };
    if status != sys::cudaSuccess {
        println!("# allreduce benchmark: no GPU: cudaGetDeviceCount returned {status:?}");
        return;
    }
    if ranks < 2 {
        println!("# allreduce benchmark: needs two GPUs; {ranks} visible");
        return;
    }
    let mut id = sys::ncclUniqueId { internal: [0; 128] };
    nccl(unsafe { sys::ncclGetUniqueId(&mut id) }, "ncclGetUniqueId");
    let hex: String = id
        .internal
        .iter()
        .map(|&byte| format!("{:02x}", byte as u8))
        .collect();
    let exe = std::env::current_exe().unwrap_or_else(|e| fail(format!("current_exe: {e}")));
    let children: Vec<(i32, Child)> = (1..ranks)
        .map(|rank| {
            let child = Command::new(&exe)
                .env(RANK_VARIABLE, rank.to_string())
                .env(RANKS_VARIABLE, ranks.to_string())
                .env(ID_VARIABLE, &hex)
                .stdin(Stdio::null())
                .spawn()
                .unwrap_or_else(|e| fail(format!("starting rank {rank}: {e}")));
            (rank, child)
        })
        .collect();
    // A rank that fails leaves the others waiting in NCCL forever: the
    // watcher ends every process then.
    let watcher = std::thread::spawn(move || watch(children));
    let mut version = 0;
    nccl(
        unsafe { sys::ncclGetVersion(&mut version) },
        "ncclGetVersion",
    );
    let medians = run_rank(0, ranks, id);
    println!(
        "# cuda-raw-sys: libnccl {}.{}.{} from {}",
        version / 10000,
        version % 10000 / 100,
        version % 100,
        loaded("libnccl")
    );
    let iterations = setting("ALLREDUCE_ITERATIONS", 20);
    for (size, seconds) in SIZES.iter().zip(medians) {
        let bus = *size as f64 / seconds * 2.0 * f64::from(ranks - 1) / f64::from(ranks) / 1e9;
        println!("crate\t{ranks}\t{size}\t{iterations}\t{seconds:.9}\t{bus:.2}");
    }
    if watcher.join().is_err() {
        fail("the watcher of the other ranks panicked");
    }
}

/// Waits for every child; the first that fails ends the others and this
/// process.
fn watch(mut children: Vec<(i32, Child)>) {
    while !children.is_empty() {
        let mut failed = None;
        children.retain_mut(|(rank, child)| match child.try_wait() {
            Ok(None) => true,
            Ok(Some(status)) if status.success() => false,
            Ok(Some(status)) => {
                failed = Some(format!("rank {rank} exited with {status}"));
                false
            }
            Err(e) => {
                failed = Some(format!("waiting for rank {rank}: {e}"));
                false
            }
        });
        if let Some(what) = failed {
            for (_, child) in &mut children {
                let _ = child.kill();
                let _ = child.wait();
            }
            fail(what);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Ranks 1 to N - 1: their part, printing nothing unless it fails.
fn child(rank: &str) {
    // Killed with its parent: a rank alone would wait in NCCL forever.
    unsafe { libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) };
    let number = |name: &str, value: &str| -> i32 {
        value
            .parse()
            .unwrap_or_else(|_| fail(format!("{name}={value:?}")))
    };
    let rank = number(RANK_VARIABLE, rank);
    let ranks = std::env::var(RANKS_VARIABLE).unwrap_or_default();
    let ranks = number(RANKS_VARIABLE, &ranks);
    let hex = std::env::var(ID_VARIABLE).unwrap_or_default();
    let mut id = sys::ncclUniqueId { internal: [0; 128] };
    if hex.len() != 2 * id.internal.len() {
        fail(format!(
            "{ID_VARIABLE} holds {} hex digits, not 256",
            hex.len()
        ));
    }
    for (byte, pair) in id.internal.iter_mut().zip(hex.as_bytes().chunks(2)) {
        let pair = std::str::from_utf8(pair).unwrap_or_default();
        *byte = u8::from_str_radix(pair, 16)
            .unwrap_or_else(|_| fail(format!("{ID_VARIABLE} is not hex")))
            as std::ffi::c_char;
    }
    run_rank(rank, ranks, id);
}

/// One rank on device `rank`: joins, then checks and times each size; the
/// median seconds an all-reduce takes, a size.
fn run_rank(rank: i32, ranks: i32, id: sys::ncclUniqueId) -> Vec<f64> {
    let warmup = setting("ALLREDUCE_WARMUP", 5);
    let iterations = setting("ALLREDUCE_ITERATIONS", 20);
    let batches = setting("ALLREDUCE_BATCHES", 5);
    if iterations == 0 || batches == 0 {
        fail("ALLREDUCE_ITERATIONS and ALLREDUCE_BATCHES must be at least 1");
    }
    cuda(unsafe { sys::cudaSetDevice(rank) }, "cudaSetDevice");
    let mut comm = std::ptr::null_mut();
    nccl(
        unsafe { sys::ncclCommInitRank(&mut comm, ranks, id, rank) },
        "ncclCommInitRank",
    );
    let mut stream = std::ptr::null_mut();
    cuda(
        unsafe { sys::cudaStreamCreateWithFlags(&mut stream, sys::cudaStreamNonBlocking) },
        "cudaStreamCreateWithFlags",
    );
    let largest = SIZES.iter().copied().max().unwrap_or(0);
    let mut buffer = std::ptr::null_mut();
    cuda(
        unsafe { sys::cudaMalloc(&mut buffer, largest) },
        "cudaMalloc",
    );
    let [mut start, mut end] = [std::ptr::null_mut(); 2];
    cuda(
        unsafe { sys::cudaEventCreate(&mut start) },
        "cudaEventCreate",
    );
    cuda(unsafe { sys::cudaEventCreate(&mut end) }, "cudaEventCreate");
    let all_reduce = |count| {
        nccl(
            unsafe {
                sys::ncclAllReduce(
                    buffer,
                    buffer,
                    count,
                    sys::ncclFloat32,
                    sys::ncclSum,
                    comm,
                    stream,
                )
            },
            "ncclAllReduce",
        )
    };
    let expected = (ranks * (ranks + 1) / 2) as f32;
    let mut medians = Vec::new();
    for size in SIZES {
        let count = size / 4;
        driver(
            unsafe {
                sys::cuMemsetD32Async(
                    buffer as sys::CUdeviceptr,
                    (rank as f32 + 1.0).to_bits(),
                    count,
                    stream,
                )
            },
            "cuMemsetD32Async",
        );
        all_reduce(count);
        cuda(
            unsafe { sys::cudaStreamSynchronize(stream) },
            "cudaStreamSynchronize",
        );
        let checked = count.min(CHECKED);
        for offset in [0, count - checked] {
            let mut host = vec![0f32; checked];
            cuda(
                unsafe {
                    sys::cudaMemcpy(
                        host.as_mut_ptr().cast(),
                        buffer.cast::<f32>().add(offset).cast::<c_void>(),
                        checked * 4,
                        sys::cudaMemcpyDeviceToHost,
                    )
                },
                "cudaMemcpy",
            );
            if let Some(wrong) = host.iter().position(|&sum| sum != expected) {
                fail(format!(
                    "rank {rank}: element {} of the {size}-byte all-reduce is {}, not {expected}",
                    offset + wrong,
                    host[wrong]
                ));
            }
        }
        // Zeros from here on: sums of them stay finite however many there are.
        cuda(
            unsafe { sys::cudaMemsetAsync(buffer, 0, size, stream) },
            "cudaMemsetAsync",
        );
        for _ in 0..warmup {
            all_reduce(count);
        }
        let mut seconds = Vec::new();
        for _ in 0..batches {
            cuda(
                unsafe { sys::cudaEventRecord(start, stream) },
                "cudaEventRecord",
            );
            for _ in 0..iterations {
                all_reduce(count);
            }
            cuda(
                unsafe { sys::cudaEventRecord(end, stream) },
                "cudaEventRecord",
            );
            cuda(
                unsafe { sys::cudaEventSynchronize(end) },
                "cudaEventSynchronize",
            );
            let mut milliseconds = 0f32;
            cuda(
                unsafe { sys::cudaEventElapsedTime(&mut milliseconds, start, end) },
                "cudaEventElapsedTime",
            );
            seconds.push(f64::from(milliseconds) / 1e3 / iterations as f64);
        }
        seconds.sort_by(f64::total_cmp);
        medians.push(seconds[seconds.len() / 2]);
    }
    cuda(unsafe { sys::cudaEventDestroy(start) }, "cudaEventDestroy");
    cuda(unsafe { sys::cudaEventDestroy(end) }, "cudaEventDestroy");
    cuda(unsafe { sys::cudaFree(buffer) }, "cudaFree");
    cuda(
        unsafe { sys::cudaStreamDestroy(stream) },
        "cudaStreamDestroy",
    );
    nccl(unsafe { sys::ncclCommDestroy(comm) }, "ncclCommDestroy");
    medians
}

/// The file of the first mapped library whose name starts with `name`.
fn loaded(name: &str) -> String {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    maps.lines()
        .filter_map(|line| line.split_whitespace().nth(5))
        .find(|path| {
            path.rsplit('/')
                .next()
                .is_some_and(|file| file.starts_with(name))
        })
        .unwrap_or("an unknown file")
        .to_owned()
}
