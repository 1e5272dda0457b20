//! cuBLASMp (feature `cublasmp`) and cuSOLVERMp (feature `cusolvermp`):
//! one process a GPU over every visible GPU, the ranks joined by an NCCL
//! communicator, as these libraries run in a cluster. Rank 0 is this
//! process on device 0; rank r a child process (child.rs) on device r. A
//! distributed GEMM, and a distributed Cholesky factorization and solve,
//! each over matrices distributed by blocks of rows: every rank checks its
//! own rows against the host's computation, and sends them here, where every
//! rank's rows are checked again (and the solve's residual computed over
//! the whole vector). With one GPU the tests are ignored with the reason.

#[allow(unused_imports)]
use crate::common::{ensure, Gpu, GpuTest, Owned, TestResult};
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
use crate::memory::{allocate, download, upload};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Completion, Failed, Trial};
#[allow(unused_imports)]
use std::ffi::c_void;
#[allow(unused_imports)]
use std::os::unix::net::UnixStream;

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "cublasmp")]
        Trial::test(
            "distributed::cublasmp_version_is_the_headers",
            cublasmp_version,
        ),
        #[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
        Trial::test(
            "distributed::block_rows_are_counted_as_the_libraries_count_them",
            block_rows_match_numroc,
        ),
    ]
}

/// The tests that need a GPU. Their kernels wait for every rank: no other
/// test shares the GPUs meanwhile.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(feature = "cublasmp")]
        gpu_test!(cublasmp_gemm_over_every_gpu_matches_the_host => skippable).exclusive(),
        #[cfg(feature = "cusolvermp")]
        gpu_test!(cusolvermp_cholesky_solve_over_every_gpu_matches_the_host => skippable)
            .exclusive(),
    ]
}

/// `cublasMpGetVersion` is the headers' `CUBLASMP_VERSION` (major × 10000
/// + minor × 100 + patch).
#[cfg(feature = "cublasmp")]
fn cublasmp_version() -> TestResult {
    let mut version = 0;
    call!(cublasMpGetVersion(&mut version))?;
    println!(
        "libcublasmp {version}; headers {CUBLASMP_VER_MAJOR}.{CUBLASMP_VER_MINOR}.{CUBLASMP_VER_PATCH}"
    );
    ensure(version == CUBLASMP_VERSION as i32, || {
        format!("libcublasmp is {version}, the headers {CUBLASMP_VERSION}")
    })
}

/// The rows a rank holds (`local_rows`) are as many as the libraries' own
/// count (`cublasMpNumroc`, `cusolverMpNUMROC`), for every rank of 1 to 4,
/// with a last block cut short.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn block_rows_match_numroc() -> TestResult {
    let (rows, block) = (100, 16);
    for ranks in 1..=4usize {
        for rank in 0..ranks {
            let ours = held_rows(rows, block, rank, ranks).count() as i64;
            #[cfg(feature = "cublasmp")]
            let theirs =
                unsafe { cublasMpNumroc(rows as i64, block as i64, rank as u32, 0, ranks as u32) };
            #[cfg(not(feature = "cublasmp"))]
            let theirs = unsafe {
                cusolverMpNUMROC(rows as i64, block as i64, rank as u32, 0, ranks as u32)
            };
            ensure(ours == theirs, || {
                format!("rank {rank} of {ranks}: {ours} rows here, {theirs} by the library")
            })?;
        }
    }
    Ok(())
}

/// The global rows rank `rank` of `ranks` holds, in its local order, when
/// blocks of `block` rows go round the ranks (a 2-D block-cyclic layout
/// over a grid of `ranks` × 1).
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn held_rows(rows: usize, block: usize, rank: usize, ranks: usize) -> impl Iterator<Item = usize> {
    (0..rows).filter(move |row| (row / block) % ranks == rank)
}

/// Rank `rank`'s part of a column-major `rows` × `cols` matrix: its rows,
/// column-major with their count as the leading dimension.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn local_part(
    global: &[f64],
    rows: usize,
    cols: usize,
    block: usize,
    rank: usize,
    ranks: usize,
) -> Vec<f64> {
    let held: Vec<usize> = held_rows(rows, block, rank, ranks).collect();
    (0..cols)
        .flat_map(|col| held.iter().map(move |row| global[row + col * rows]))
        .collect()
}

/// Values that f64 sums and products keep exact (multiples of 1/8 in
/// [-2, 2]), the same on every rank for the same seed.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn seeded_values(rng: &mut fastrand::Rng, count: usize) -> Vec<f64> {
    (0..count)
        .map(|_| f64::from(rng.i8(-16..=16)) / 8.0)
        .collect()
}

/// What every rank is told: the communicator's id, the seed of the
/// matrices, and the number of ranks.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
#[derive(Clone, Copy)]
struct Job {
    id: ncclUniqueId,
    seed: u64,
    ranks: usize,
}

#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
impl Job {
    const BYTES: usize = 128 + 8 + 8;

    fn to_bytes(self) -> Vec<u8> {
        let mut bytes: Vec<u8> = self.id.internal.iter().map(|&c| c as u8).collect();
        bytes.extend(self.seed.to_le_bytes());
        bytes.extend((self.ranks as u64).to_le_bytes());
        bytes
    }

    fn from_bytes(bytes: &[u8]) -> Job {
        let mut id = ncclUniqueId { internal: [0; 128] };
        for (to, from) in id.internal.iter_mut().zip(&bytes[..128]) {
            *to = *from as std::ffi::c_char;
        }
        let number = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        Job {
            id,
            seed: number(128),
            ranks: number(136) as usize,
        }
    }
}

// A communicator's id crosses to rank 0's thread.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
unsafe impl Send for Job {}

/// One distributed computation: what a rank computes (its rows of the
/// result), how a rank's rows are checked, and what is checked once every
/// rank's rows are here.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
struct Computation {
    role: &'static str,
    run: fn(&Gpu, &Job, usize) -> Result<Vec<f64>, Failed>,
    check: fn(&Job, usize, &[f64]) -> TestResult,
    whole: fn(&Job, &[Vec<f64>]) -> Result<String, Failed>,
}

#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
const COMPUTATIONS: &[Computation] = &[
    #[cfg(feature = "cublasmp")]
    Computation {
        role: "distributed-cublasmp-gemm",
        run: gemm_rank,
        check: gemm_check,
        whole: gemm_whole,
    },
    #[cfg(feature = "cusolvermp")]
    Computation {
        role: "distributed-cusolvermp-cholesky",
        run: cholesky_rank,
        check: cholesky_check,
        whole: cholesky_whole,
    },
];

/// Why the test may not run here: NCCL would use NVLink multicast unless
/// `NCCL_NVLS_ENABLE=0`, and cuBLASMp its multicast algorithms unless
/// `CUBLASMP_DISABLE_MULTICAST=1` (docs/development.md: never on these
/// machines).
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn multicast_not_off() -> Option<Completion> {
    crate::multi_gpu::nvls_not_off().or_else(|| {
        (std::env::var("CUBLASMP_DISABLE_MULTICAST").as_deref() != Ok("1")).then(|| {
            Completion::ignored_with(
                "CUBLASMP_DISABLE_MULTICAST=1 is not set: cuBLASMp could use NVLink multicast",
            )
        })
    })
}

/// Rank 0 here, rank r in a child on device r, for every visible device;
/// every rank's rows checked here, then the whole.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn over_every_gpu(gpu: &Gpu, role: &str) -> Result<Completion, Failed> {
    use crate::child::{beside, send, spawn_on};
    use crate::memory::from_bytes;
    if let Some(ignored) = multicast_not_off() {
        return Ok(ignored);
    }
    let computation = COMPUTATIONS
        .iter()
        .find(|computation| computation.role == role)
        .expect("a computation of this role");
    let peers = match crate::multi_gpu::other_gpus(gpu)? {
        Ok(peers) => peers,
        Err(reason) => return Ok(Completion::ignored_with(reason)),
    };
    let ranks = peers.len() + 1;
    for peer in peers {
        peer.free()?;
    }
    let mut id = ncclUniqueId { internal: [0; 128] };
    call!(ncclGetUniqueId(&mut id))?;
    let job = Job {
        id,
        seed: fastrand::u64(..),
        ranks,
    };
    let (mut children, mut streams, mut remove_sockets) = (Vec::new(), Vec::new(), Vec::new());
    for rank in 1..ranks {
        let (guard, stream, remove_socket) = spawn_on(role, rank as i32)?;
        send(&stream, &job.to_bytes())?;
        children.push(guard);
        streams.push(stream);
        remove_sockets.push(remove_socket);
    }
    let run = computation.run;
    let ours = beside(&mut children, gpu, "rank", move |gpu| run(gpu, &job, 0))?;
    (computation.check)(&job, 0, &ours)?;
    let mut every = vec![ours];
    for (index, (guard, stream)) in children.iter_mut().zip(&streams).enumerate() {
        let count = u64::from_le_bytes(guard.receive(stream, 8)?.try_into().expect("8 bytes"));
        let theirs: Vec<f64> = from_bytes(&guard.receive(stream, count as usize * 8)?);
        (computation.check)(&job, index + 1, &theirs)?;
        every.push(theirs);
    }
    for (index, guard) in children.iter_mut().enumerate() {
        let status = guard.wait()?;
        ensure(status.success(), || {
            format!("rank {}'s process exited with {status}", index + 1)
        })?;
    }
    let summary = (computation.whole)(&job, &every)?;
    println!("{ranks} processes, one GPU each: {summary}");
    Ok(Completion::Completed)
}

/// A child's part (multi_gpu.rs's `child` calls it for the roles above):
/// the job from rank 0, its rows computed and checked, and sent back.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
pub fn child(gpu: &Gpu, role: &str, rank: i32, stream: &UnixStream) -> TestResult {
    use crate::child::{receive, send};
    use crate::memory::to_bytes;
    let computation = COMPUTATIONS
        .iter()
        .find(|computation| computation.role == role)
        .ok_or_else(|| format!("no distributed role {role:?}"))?;
    let job = Job::from_bytes(&receive(stream, Job::BYTES)?);
    let rank = rank as usize;
    ensure(rank < job.ranks, || format!("rank {rank} of {}", job.ranks))?;
    let ours = (computation.run)(gpu, &job, rank)?;
    (computation.check)(&job, rank, &ours)?;
    send(stream, &(ours.len() as u64).to_le_bytes())?;
    send(stream, &to_bytes(&ours))
}

/// Device memory as the libraries' calls take it.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn at(memory: &Owned<CUdeviceptr, CUresult>) -> *mut c_void {
    memory.get() as *mut c_void
}

/// The rank's NCCL communicator, joined with every other rank.
#[cfg(any(feature = "cublasmp", feature = "cusolvermp"))]
fn join(job: &Job, rank: usize) -> Result<Owned<ncclComm_t, ncclResult_t>, Failed> {
    let mut comm = std::ptr::null_mut();
    call!(ncclCommInitRank(
        &mut comm,
        job.ranks as i32,
        job.id,
        rank as i32
    ))?;
    Ok(Owned::new(comm, "ncclCommDestroy", |comm| unsafe {
        ncclCommDestroy(comm)
    }))
}

#[cfg(feature = "cublasmp")]
mod gemm {
    /// C (M × N) = ALPHA · A (M × K) · B (K × N) + BETA · C, every matrix
    /// in blocks of BLOCK rows going round the ranks; the last block short.
    pub const M: usize = 120;
    pub const N: usize = 72;
    pub const K: usize = 56;
    pub const BLOCK: usize = 16;
    pub const ALPHA: f64 = 0.5;
    pub const BETA: f64 = -1.0;
}

/// The GEMM's three matrices, from the job's seed.
#[cfg(feature = "cublasmp")]
fn gemm_inputs(job: &Job) -> [Vec<f64>; 3] {
    use gemm::*;
    let mut rng = fastrand::Rng::with_seed(job.seed);
    [
        seeded_values(&mut rng, M * K),
        seeded_values(&mut rng, K * N),
        seeded_values(&mut rng, M * N),
    ]
}

/// The whole product, on the host.
#[cfg(feature = "cublasmp")]
fn gemm_on_host(job: &Job) -> Vec<f64> {
    use gemm::*;
    let [a, b, c] = gemm_inputs(job);
    let mut d = vec![0.0; M * N];
    for col in 0..N {
        for row in 0..M {
            let sum: f64 = (0..K).map(|l| a[row + l * M] * b[l + col * K]).sum();
            d[row + col * M] = ALPHA * sum + BETA * c[row + col * M];
        }
    }
    d
}

/// One rank's cublasMpGemm: its rows of A, B and C in, its rows of the
/// result out.
#[cfg(feature = "cublasmp")]
fn gemm_rank(gpu: &Gpu, job: &Job, rank: usize) -> Result<Vec<f64>, Failed> {
    use gemm::*;
    gpu.make_current()?;
    let ranks = job.ranks;
    let [a, b, c] = gemm_inputs(job);
    let stream = crate::common::driver_stream()?;
    let comm = join(job, rank)?;
    let mut handle = std::ptr::null_mut();
    call!(cublasMpCreate(&mut handle, stream.get()))?;
    let handle = Owned::new(handle, "cublasMpDestroy", |handle| unsafe {
        cublasMpDestroy(handle)
    });
    let mut grid = std::ptr::null_mut();
    call!(cublasMpGridCreate(
        ranks as i64,
        1,
        CUBLASMP_GRID_LAYOUT_COL_MAJOR,
        comm.get(),
        &mut grid
    ))?;
    let grid = Owned::new(grid, "cublasMpGridDestroy", |grid| unsafe {
        cublasMpGridDestroy(grid)
    });
    let local_rows = |rows: usize| held_rows(rows, BLOCK, rank, ranks).count();
    let describe = |rows: usize, cols: usize| -> Result<_, Failed> {
        let mut descriptor = std::ptr::null_mut();
        call!(cublasMpMatrixDescriptorCreate(
            rows as i64,
            cols as i64,
            BLOCK as i64,
            BLOCK as i64,
            0,
            0,
            local_rows(rows).max(1) as i64,
            CUDA_R_64F,
            grid.get(),
            &mut descriptor
        ))?;
        Ok(Owned::new(
            descriptor,
            "cublasMpMatrixDescriptorDestroy",
            |descriptor| unsafe { cublasMpMatrixDescriptorDestroy(descriptor) },
        ))
    };
    let (a_descriptor, b_descriptor, c_descriptor) =
        (describe(M, K)?, describe(K, N)?, describe(M, N)?);
    let device_a = upload(&local_part(&a, M, K, BLOCK, rank, ranks), stream.get())?;
    let device_b = upload(&local_part(&b, K, N, BLOCK, rank, ranks), stream.get())?;
    let device_c = upload(&local_part(&c, M, N, BLOCK, rank, ranks), stream.get())?;
    call!(cuStreamSynchronize(stream.get()))?;
    let (alpha, beta) = (ALPHA, BETA);
    let (mut on_device, mut on_host) = (0, 0);
    call!(cublasMpGemm_bufferSize(
        handle.get(),
        CUBLAS_OP_N,
        CUBLAS_OP_N,
        M as i64,
        N as i64,
        K as i64,
        (&alpha as *const f64).cast(),
        at(&device_a),
        1,
        1,
        a_descriptor.get(),
        at(&device_b),
        1,
        1,
        b_descriptor.get(),
        (&beta as *const f64).cast(),
        at(&device_c),
        1,
        1,
        c_descriptor.get(),
        CUBLAS_COMPUTE_64F,
        &mut on_device,
        &mut on_host
    ))?;
    let device_work = allocate(on_device)?;
    let mut host_work = vec![0u8; on_host.max(1)];
    call!(cublasMpGemm(
        handle.get(),
        CUBLAS_OP_N,
        CUBLAS_OP_N,
        M as i64,
        N as i64,
        K as i64,
        (&alpha as *const f64).cast(),
        at(&device_a),
        1,
        1,
        a_descriptor.get(),
        at(&device_b),
        1,
        1,
        b_descriptor.get(),
        (&beta as *const f64).cast(),
        at(&device_c),
        1,
        1,
        c_descriptor.get(),
        CUBLAS_COMPUTE_64F,
        at(&device_work),
        on_device,
        host_work.as_mut_ptr().cast(),
        on_host
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let result = download(device_c.get(), local_rows(M) * N, stream.get())?;
    for device in [device_work, device_a, device_b, device_c] {
        device.free()?;
    }
    for descriptor in [a_descriptor, b_descriptor, c_descriptor] {
        descriptor.free()?;
    }
    grid.free()?;
    handle.free()?;
    call!(ncclCommFinalize(comm.get()))?;
    comm.free()?;
    stream.free()?;
    Ok(result)
}

/// A rank's rows of the product are the host's: exactly, since every
/// value is a multiple of 1/8 whose products and sums f64 keeps exact.
#[cfg(feature = "cublasmp")]
fn gemm_check(job: &Job, rank: usize, rows: &[f64]) -> TestResult {
    use gemm::*;
    let expected = local_part(&gemm_on_host(job), M, N, BLOCK, rank, job.ranks);
    ensure(rows.len() == expected.len(), || {
        format!(
            "rank {rank} sent {} values of C, not {}",
            rows.len(),
            expected.len()
        )
    })?;
    match rows
        .iter()
        .zip(&expected)
        .position(|(got, want)| got != want)
    {
        None => Ok(()),
        Some(at) => Err(format!(
            "rank {rank}'s C differs from the host's at local index {at}: {} against {}",
            rows[at], expected[at]
        )
        .into()),
    }
}

#[cfg(feature = "cublasmp")]
fn gemm_whole(job: &Job, every: &[Vec<f64>]) -> Result<String, Failed> {
    use gemm::*;
    let values: usize = every.iter().map(Vec::len).sum();
    ensure(values == M * N, || {
        format!("the ranks hold {values} values of C, not {}", M * N)
    })?;
    Ok(format!(
        "cublasMpGemm of {M}x{K} by {K}x{N} (f64, blocks of {BLOCK} rows over {} ranks) equals the host's product on every rank",
        job.ranks
    ))
}

#[cfg(feature = "cusolvermp")]
mod cholesky {
    /// A (N × N, symmetric positive definite) x = b, in blocks of BLOCK rows.
    pub const N: usize = 96;
    pub const BLOCK: usize = 16;
}

/// A symmetric, strictly diagonally dominant matrix (so positive definite)
/// and a right-hand side, from the job's seed.
#[cfg(feature = "cusolvermp")]
fn cholesky_inputs(job: &Job) -> (Vec<f64>, Vec<f64>) {
    use cholesky::*;
    let mut rng = fastrand::Rng::with_seed(job.seed);
    let mut a = vec![0.0; N * N];
    for col in 0..N {
        for row in col..N {
            let value = f64::from(rng.i8(-8..=8)) / 8.0;
            a[row + col * N] = value;
            a[col + row * N] = value;
        }
    }
    for row in 0..N {
        let off: f64 = (0..N)
            .filter(|&col| col != row)
            .map(|col| a[row + col * N].abs())
            .sum();
        a[row + row * N] = off + 1.0;
    }
    let b = seeded_values(&mut rng, N);
    (a, b)
}

/// x solving A x = b on the host: A = L Lᵀ, then two triangular solves.
#[cfg(feature = "cusolvermp")]
fn cholesky_on_host(a: &[f64], b: &[f64]) -> Vec<f64> {
    use cholesky::*;
    let mut l = vec![0.0f64; N * N];
    for col in 0..N {
        let diagonal = a[col + col * N] - (0..col).map(|k| l[col + k * N].powi(2)).sum::<f64>();
        l[col + col * N] = diagonal.sqrt();
        for row in col + 1..N {
            let dot: f64 = (0..col).map(|k| l[row + k * N] * l[col + k * N]).sum();
            l[row + col * N] = (a[row + col * N] - dot) / l[col + col * N];
        }
    }
    let mut y = vec![0.0; N];
    for row in 0..N {
        let dot: f64 = (0..row).map(|k| l[row + k * N] * y[k]).sum();
        y[row] = (b[row] - dot) / l[row + row * N];
    }
    let mut x = vec![0.0; N];
    for row in (0..N).rev() {
        let dot: f64 = (row + 1..N).map(|k| l[k + row * N] * x[k]).sum();
        x[row] = (y[row] - dot) / l[row + row * N];
    }
    x
}

/// One rank's cusolverMpPotrf and cusolverMpPotrs: its rows of A and b in,
/// its rows of x out; both calls' info must be 0.
#[cfg(feature = "cusolvermp")]
fn cholesky_rank(gpu: &Gpu, job: &Job, rank: usize) -> Result<Vec<f64>, Failed> {
    use cholesky::*;
    gpu.make_current()?;
    let ranks = job.ranks;
    let (a, b) = cholesky_inputs(job);
    let stream = crate::common::driver_stream()?;
    let comm = join(job, rank)?;
    let mut handle = std::ptr::null_mut();
    call!(cusolverMpCreate(&mut handle, gpu.device, stream.get()))?;
    let handle = Owned::new(handle, "cusolverMpDestroy", |handle| unsafe {
        cusolverMpDestroy(handle)
    });
    if rank == 0 {
        let mut version = 0;
        call!(cusolverMpGetVersion(handle.get(), &mut version))?;
        ensure(version == CUSOLVERMP_VERSION as i32, || {
            format!("libcusolverMp is {version}, the headers {CUSOLVERMP_VERSION}")
        })?;
    }
    let mut grid = std::ptr::null_mut();
    call!(cusolverMpCreateDeviceGrid(
        handle.get(),
        &mut grid,
        comm.get(),
        ranks as i32,
        1,
        CUSOLVERMP_GRID_MAPPING_COL_MAJOR
    ))?;
    let grid = Owned::new(grid, "cusolverMpDestroyGrid", |grid| unsafe {
        cusolverMpDestroyGrid(grid)
    });
    let held = held_rows(N, BLOCK, rank, ranks).count();
    let describe = |cols: usize| -> Result<_, Failed> {
        let mut descriptor = std::ptr::null_mut();
        call!(cusolverMpCreateMatrixDesc(
            &mut descriptor,
            grid.get(),
            CUDA_R_64F,
            N as i64,
            cols as i64,
            BLOCK as i64,
            BLOCK as i64,
            0,
            0,
            held.max(1) as i64
        ))?;
        Ok(Owned::new(
            descriptor,
            "cusolverMpDestroyMatrixDesc",
            |descriptor| unsafe { cusolverMpDestroyMatrixDesc(descriptor) },
        ))
    };
    let (a_descriptor, b_descriptor) = (describe(N)?, describe(1)?);
    let device_a = upload(&local_part(&a, N, N, BLOCK, rank, ranks), stream.get())?;
    let device_b = upload(&local_part(&b, N, 1, BLOCK, rank, ranks), stream.get())?;
    let info = upload(&[0i32], stream.get())?;
    call!(cuStreamSynchronize(stream.get()))?;
    let (mut potrf_device, mut potrf_host, mut potrs_device, mut potrs_host) = (0, 0, 0, 0);
    call!(cusolverMpPotrf_bufferSize(
        handle.get(),
        CUBLAS_FILL_MODE_LOWER,
        N as i64,
        at(&device_a),
        1,
        1,
        a_descriptor.get(),
        CUDA_R_64F,
        &mut potrf_device,
        &mut potrf_host
    ))?;
    call!(cusolverMpPotrs_bufferSize(
        handle.get(),
        CUBLAS_FILL_MODE_LOWER,
        N as i64,
        1,
        at(&device_a),
        1,
        1,
        a_descriptor.get(),
        at(&device_b),
        1,
        1,
        b_descriptor.get(),
        CUDA_R_64F,
        &mut potrs_device,
        &mut potrs_host
    ))?;
    let device_work = allocate(potrf_device.max(potrs_device))?;
    let mut host_work = vec![0u8; potrf_host.max(potrs_host).max(1)];
    call!(cusolverMpPotrf(
        handle.get(),
        CUBLAS_FILL_MODE_LOWER,
        N as i64,
        at(&device_a),
        1,
        1,
        a_descriptor.get(),
        CUDA_R_64F,
        at(&device_work),
        potrf_device,
        host_work.as_mut_ptr().cast(),
        potrf_host,
        at(&info).cast()
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let [factored]: [i32; 1] = download(info.get(), 1, stream.get())?
        .try_into()
        .expect("one info");
    ensure(factored == 0, || {
        format!("rank {rank}: cusolverMpPotrf's info is {factored}")
    })?;
    call!(cusolverMpPotrs(
        handle.get(),
        CUBLAS_FILL_MODE_LOWER,
        N as i64,
        1,
        at(&device_a),
        1,
        1,
        a_descriptor.get(),
        at(&device_b),
        1,
        1,
        b_descriptor.get(),
        CUDA_R_64F,
        at(&device_work),
        potrs_device,
        host_work.as_mut_ptr().cast(),
        potrs_host,
        at(&info).cast()
    ))?;
    call!(cuStreamSynchronize(stream.get()))?;
    let [solved]: [i32; 1] = download(info.get(), 1, stream.get())?
        .try_into()
        .expect("one info");
    ensure(solved == 0, || {
        format!("rank {rank}: cusolverMpPotrs's info is {solved}")
    })?;
    let x = download(device_b.get(), held, stream.get())?;
    for device in [device_work, info, device_a, device_b] {
        device.free()?;
    }
    for descriptor in [a_descriptor, b_descriptor] {
        descriptor.free()?;
    }
    grid.free()?;
    handle.free()?;
    call!(ncclCommFinalize(comm.get()))?;
    comm.free()?;
    stream.free()?;
    Ok(x)
}

/// A rank's rows of x are the host's solution's within 1e-12 (relative to
/// the largest), A being well conditioned (diagonally dominant).
#[cfg(feature = "cusolvermp")]
fn cholesky_check(job: &Job, rank: usize, rows: &[f64]) -> TestResult {
    use cholesky::*;
    let (a, b) = cholesky_inputs(job);
    let x = cholesky_on_host(&a, &b);
    let expected = local_part(&x, N, 1, BLOCK, rank, job.ranks);
    ensure(rows.len() == expected.len(), || {
        format!(
            "rank {rank} sent {} values of x, not {}",
            rows.len(),
            expected.len()
        )
    })?;
    let scale = x.iter().fold(0.0f64, |most, value| most.max(value.abs()));
    for (at, (got, want)) in rows.iter().zip(&expected).enumerate() {
        ensure((got - want).abs() <= 1e-12 * scale, || {
            format!(
                "rank {rank}'s x differs from the host's at local row {at}: {got} against {want}"
            )
        })?;
    }
    Ok(())
}

/// The whole x, put together from every rank's rows, solves A x = b: the
/// residual's largest entry relative to |A| |x| + |b| is at f64's rounding.
#[cfg(feature = "cusolvermp")]
fn cholesky_whole(job: &Job, every: &[Vec<f64>]) -> Result<String, Failed> {
    use cholesky::*;
    let (a, b) = cholesky_inputs(job);
    let mut x = vec![f64::NAN; N];
    for (rank, rows) in every.iter().enumerate() {
        for (value, row) in rows.iter().zip(held_rows(N, BLOCK, rank, job.ranks)) {
            x[row] = *value;
        }
    }
    let mut worst = 0.0f64;
    for row in 0..N {
        let ax: f64 = (0..N).map(|col| a[row + col * N] * x[col]).sum();
        let size: f64 = (0..N)
            .map(|col| (a[row + col * N] * x[col]).abs())
            .sum::<f64>()
            + b[row].abs();
        worst = worst.max((ax - b[row]).abs() / size);
    }
    ensure(worst < 1e-14, || {
        format!("the residual of A x = b reaches {worst:e} of |A||x| + |b|")
    })?;
    Ok(format!(
        "cusolverMpPotrf and cusolverMpPotrs of a {N}x{N} f64 system (blocks of {BLOCK} rows over {} ranks) solve it: every rank's x equals the host's, residual {worst:.1e}",
        job.ranks
    ))
}

#[cfg(feature = "cublasmp")]
fn cublasmp_gemm_over_every_gpu_matches_the_host(gpu: &Gpu) -> Result<Completion, Failed> {
    over_every_gpu(gpu, "distributed-cublasmp-gemm")
}

#[cfg(feature = "cusolvermp")]
fn cusolvermp_cholesky_solve_over_every_gpu_matches_the_host(
    gpu: &Gpu,
) -> Result<Completion, Failed> {
    over_every_gpu(gpu, "distributed-cusolvermp-cholesky")
}
