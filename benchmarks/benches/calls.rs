//! Per-call cost of five driver operations, three ways in one process:
//! cuda-raw-sys (linked, or with `--features dynamic-loading` loaded at run
//! time), C compiled with gcc -O2 (c/calls.c), and cudarc with its default
//! loading. Every way runs the same loop: n calls, stopping at the first
//! failure. benchmarks/run.sh alternates the linked and the loading build and
//! benchmarks/report.py turns criterion's estimates into BENCHMARKS.md's
//! table.

use criterion::{criterion_group, criterion_main, Criterion};
use std::ffi::c_int;
use std::time::{Duration, Instant};

const OURS: &str = if cfg!(feature = "dynamic-loading") {
    "cuda-raw-sys dynamic-loading"
} else {
    "cuda-raw-sys linked"
};

/// 2 MiB: the VMM granularity on the GPUs measured.
const SIZE: usize = 2 << 20;

/// What the operations work on, made once with cuda-raw-sys.
struct Gpu {
    device: c_int,
    /// A 2 MiB range, mapped and accessible: cuPointerGetAttribute's subject.
    mapped: u64,
    /// A 2 MiB reserved range, unmapped between cycles.
    reserved: u64,
    /// A 2 MiB allocation for the map cycle.
    allocation: u64,
    /// A POSIX fd of a 2 MiB allocation; each import takes a duplicate.
    exported_fd: c_int,
}

fn fail(what: &str, status: impl std::fmt::Debug) -> ! {
    eprintln!("benchmark setup: {what} returned {status:?}");
    std::process::exit(1)
}

mod ours {
    use cuda_raw_sys as sys;
    use std::ffi::c_int;

    macro_rules! check {
        ($call:expr) => {{
            let status = unsafe { $call };
            if status != sys::CUDA_SUCCESS {
                return status.0 as c_int;
            }
        }};
    }

    pub fn access(device: c_int) -> sys::CUmemAccessDesc {
        sys::CUmemAccessDesc {
            location: location(device),
            flags: sys::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        }
    }

    pub fn location(device: c_int) -> sys::CUmemLocation {
        let mut location = sys::CUmemLocation {
            type_: sys::CU_MEM_LOCATION_TYPE_DEVICE,
            ..Default::default()
        };
        location.set_id(device);
        location
    }

    #[inline(never)]
    pub fn driver_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            check!(sys::cuDriverGetVersion(&mut version));
        }
        if version > 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    pub fn ctx_get_current(n: u64) -> c_int {
        let mut context = std::ptr::null_mut();
        for _ in 0..n {
            check!(sys::cuCtxGetCurrent(&mut context));
        }
        if context.is_null() {
            -1
        } else {
            0
        }
    }

    #[inline(never)]
    pub fn pointer_get_attribute(n: u64, mapped: u64) -> c_int {
        let mut ordinal: c_int = -1;
        for _ in 0..n {
            check!(sys::cuPointerGetAttribute(
                (&mut ordinal as *mut c_int).cast(),
                sys::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                mapped
            ));
        }
        if ordinal >= 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    pub fn map_cycle(n: u64, reserved: u64, size: usize, allocation: u64, device: c_int) -> c_int {
        let access = access(device);
        for _ in 0..n {
            check!(sys::cuMemMap(reserved, size, 0, allocation, 0));
            check!(sys::cuMemSetAccess(reserved, size, &access, 1));
            check!(sys::cuMemUnmap(reserved, size));
        }
        0
    }

    #[inline(never)]
    pub fn external_memory_cycle(n: u64, exported_fd: c_int, size: usize) -> c_int {
        for _ in 0..n {
            // A successful import takes the fd: each cycle imports a duplicate.
            let fd = unsafe { libc::dup(exported_fd) };
            if fd < 0 {
                return -1;
            }
            let mut handle = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
                type_: sys::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
                size: size as u64,
                ..Default::default()
            };
            handle.handle.fd = fd;
            let mut external = std::ptr::null_mut();
            let status = unsafe { sys::cuImportExternalMemory(&mut external, &handle) };
            if status != sys::CUDA_SUCCESS {
                unsafe { libc::close(fd) };
                return status.0 as c_int;
            }
            let buffer = sys::CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
                size: size as u64,
                ..Default::default()
            };
            let mut mapped = 0;
            check!(sys::cuExternalMemoryGetMappedBuffer(
                &mut mapped,
                external,
                &buffer
            ));
            check!(sys::cuMemFree(mapped));
            check!(sys::cuDestroyExternalMemory(external));
        }
        0
    }
}

mod theirs {
    use cudarc::driver::sys;
    use std::ffi::c_int;

    macro_rules! check {
        ($call:expr) => {{
            let status = unsafe { $call };
            if status != sys::CUresult::CUDA_SUCCESS {
                return status as c_int;
            }
        }};
    }

    #[inline(never)]
    pub fn driver_get_version(n: u64) -> c_int {
        let mut version = 0;
        for _ in 0..n {
            check!(sys::cuDriverGetVersion(&mut version));
        }
        if version > 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    pub fn ctx_get_current(n: u64) -> c_int {
        let mut context = std::ptr::null_mut();
        for _ in 0..n {
            check!(sys::cuCtxGetCurrent(&mut context));
        }
        if context.is_null() {
            -1
        } else {
            0
        }
    }

    #[inline(never)]
    pub fn pointer_get_attribute(n: u64, mapped: u64) -> c_int {
        let mut ordinal: c_int = -1;
        for _ in 0..n {
            check!(sys::cuPointerGetAttribute(
                (&mut ordinal as *mut c_int).cast(),
                sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                mapped
            ));
        }
        if ordinal >= 0 {
            0
        } else {
            -1
        }
    }

    #[inline(never)]
    pub fn map_cycle(n: u64, reserved: u64, size: usize, allocation: u64, device: c_int) -> c_int {
        let access = sys::CUmemAccessDesc {
            location: sys::CUmemLocation {
                type_: sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                id: device,
            },
            flags: sys::CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        };
        for _ in 0..n {
            check!(sys::cuMemMap(reserved, size, 0, allocation, 0));
            check!(sys::cuMemSetAccess(reserved, size, &access, 1));
            check!(sys::cuMemUnmap(reserved, size));
        }
        0
    }

    #[inline(never)]
    pub fn external_memory_cycle(n: u64, exported_fd: c_int, size: usize) -> c_int {
        for _ in 0..n {
            let fd = unsafe { libc::dup(exported_fd) };
            if fd < 0 {
                return -1;
            }
            let handle = sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC {
                type_: sys::CUexternalMemoryHandleType::CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD,
                handle: sys::CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 { fd },
                size: size as u64,
                flags: 0,
                reserved: [0; 16],
            };
            let mut external = std::ptr::null_mut();
            let status = unsafe { sys::cuImportExternalMemory(&mut external, &handle) };
            if status != sys::CUresult::CUDA_SUCCESS {
                unsafe { libc::close(fd) };
                return status as c_int;
            }
            let buffer = sys::CUDA_EXTERNAL_MEMORY_BUFFER_DESC {
                offset: 0,
                size: size as u64,
                flags: 0,
                reserved: [0; 16],
            };
            let mut mapped = 0;
            check!(sys::cuExternalMemoryGetMappedBuffer(
                &mut mapped,
                external,
                &buffer
            ));
            check!(sys::cuMemFree_v2(mapped));
            check!(sys::cuDestroyExternalMemory(external));
        }
        0
    }
}

mod c {
    use std::ffi::c_int;
    extern "C" {
        pub fn c_driver_get_version(n: u64) -> c_int;
        pub fn c_ctx_get_current(n: u64) -> c_int;
        pub fn c_pointer_get_attribute(n: u64, mapped: u64) -> c_int;
        pub fn c_map_cycle(
            n: u64,
            reserved: u64,
            size: usize,
            allocation: u64,
            access: *const cuda_raw_sys::CUmemAccessDesc,
        ) -> c_int;
        pub fn c_external_memory_cycle(n: u64, exported_fd: c_int, size: usize) -> c_int;
    }
}

impl Gpu {
    fn set_up() -> Gpu {
        use cuda_raw_sys as sys;
        macro_rules! setup {
            ($call:expr) => {{
                let status = unsafe { $call };
                if status != sys::CUDA_SUCCESS {
                    fail(stringify!($call), status);
                }
            }};
        }
        #[cfg(feature = "dynamic-loading")]
        eprintln!("{}", sys::loader::report());
        setup!(sys::cuInit(0));
        let mut device = 0;
        setup!(sys::cuDeviceGet(&mut device, 0));
        let mut context = std::ptr::null_mut();
        setup!(sys::cuDevicePrimaryCtxRetain(&mut context, device));
        setup!(sys::cuCtxSetCurrent(context));
        let prop = |handle_types| sys::CUmemAllocationProp {
            type_: sys::CU_MEM_ALLOCATION_TYPE_PINNED,
            requestedHandleTypes: handle_types,
            location: ours::location(device),
            ..Default::default()
        };
        let plain = prop(sys::CU_MEM_HANDLE_TYPE_NONE);
        let mut granularity = 0;
        setup!(sys::cuMemGetAllocationGranularity(
            &mut granularity,
            &plain,
            sys::CU_MEM_ALLOC_GRANULARITY_RECOMMENDED
        ));
        if !SIZE.is_multiple_of(granularity) {
            fail("the granularity", granularity);
        }
        let access = ours::access(device);
        let (mut mapped, mut mapped_allocation) = (0, 0);
        setup!(sys::cuMemAddressReserve(&mut mapped, SIZE, 0, 0, 0));
        setup!(sys::cuMemCreate(&mut mapped_allocation, SIZE, &plain, 0));
        setup!(sys::cuMemMap(mapped, SIZE, 0, mapped_allocation, 0));
        setup!(sys::cuMemSetAccess(mapped, SIZE, &access, 1));
        let (mut reserved, mut allocation) = (0, 0);
        setup!(sys::cuMemAddressReserve(&mut reserved, SIZE, 0, 0, 0));
        setup!(sys::cuMemCreate(&mut allocation, SIZE, &plain, 0));
        let shareable = prop(sys::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
        let mut exported = 0;
        setup!(sys::cuMemCreate(&mut exported, SIZE, &shareable, 0));
        let mut exported_fd: c_int = -1;
        setup!(sys::cuMemExportToShareableHandle(
            (&mut exported_fd as *mut c_int).cast(),
            exported,
            sys::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
            0
        ));
        // The process ends after the benchmarks: the driver frees the rest.
        Gpu {
            device,
            mapped,
            reserved,
            allocation,
            exported_fd,
        }
    }
}

/// A way's name, and its loop for an operation: (operation, n) -> status.
type Way<'a> = (&'static str, Box<dyn Fn(&str, u64) -> c_int + 'a>);

/// Times `n` iterations of one way's loop; a failing call ends the run.
fn timed(n: u64, what: &str, run: impl FnOnce(u64) -> c_int) -> Duration {
    let start = Instant::now();
    let status = run(n);
    let elapsed = start.elapsed();
    if status != 0 {
        eprintln!("{what}: a call returned {status}");
        std::process::exit(1);
    }
    elapsed
}

fn calls(criterion: &mut Criterion) {
    let gpu = Gpu::set_up();
    let access = ours::access(gpu.device);
    let ways: [Way; 3] = [
        (
            OURS,
            Box::new(|operation: &str, n| match operation {
                "cuDriverGetVersion" => ours::driver_get_version(n),
                "cuCtxGetCurrent" => ours::ctx_get_current(n),
                "cuPointerGetAttribute" => ours::pointer_get_attribute(n, gpu.mapped),
                "map cycle" => ours::map_cycle(n, gpu.reserved, SIZE, gpu.allocation, gpu.device),
                _ => ours::external_memory_cycle(n, gpu.exported_fd, SIZE),
            }),
        ),
        (
            "C gcc -O2",
            Box::new(|operation: &str, n| unsafe {
                match operation {
                    "cuDriverGetVersion" => c::c_driver_get_version(n),
                    "cuCtxGetCurrent" => c::c_ctx_get_current(n),
                    "cuPointerGetAttribute" => c::c_pointer_get_attribute(n, gpu.mapped),
                    "map cycle" => c::c_map_cycle(n, gpu.reserved, SIZE, gpu.allocation, &access),
                    _ => c::c_external_memory_cycle(n, gpu.exported_fd, SIZE),
                }
            }),
        ),
        (
            "cudarc",
            Box::new(|operation: &str, n| match operation {
                "cuDriverGetVersion" => theirs::driver_get_version(n),
                "cuCtxGetCurrent" => theirs::ctx_get_current(n),
                "cuPointerGetAttribute" => theirs::pointer_get_attribute(n, gpu.mapped),
                "map cycle" => theirs::map_cycle(n, gpu.reserved, SIZE, gpu.allocation, gpu.device),
                _ => theirs::external_memory_cycle(n, gpu.exported_fd, SIZE),
            }),
        ),
    ];
    // bench-run.sh numbers its rounds: each starts with another way, so no
    // way always runs first (or last) after a build's start.
    let round: usize = std::env::var("BENCH_ROUND")
        .ok()
        .and_then(|round| round.parse().ok())
        .unwrap_or(0);
    let mut ways = ways;
    ways.rotate_left(round % 3);
    for operation in [
        "cuDriverGetVersion",
        "cuCtxGetCurrent",
        "cuPointerGetAttribute",
        "map cycle",
        "external memory cycle",
    ] {
        let mut group = criterion.benchmark_group(operation);
        for (way, run) in &ways {
            // Each way's first call (its lazy loading) happens before timing.
            timed(1, way, |n| run(operation, n));
            group.bench_function(*way, |bencher| {
                bencher.iter_custom(|n| timed(n, way, |n| run(operation, n)))
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_millis(1500));
    targets = calls
}
criterion_main!(benches);
