//! Tests that link libcuda and libcudart, and the GPU suite. Without a GPU,
//! GPU tests are reported as ignored with the reason; with
//! `CUDA_RAW_SYS_REQUIRE_GPU=1` they fail instead.
// `call!` puts its arguments inside the unsafe block of the FFI call it names;
// they are that call's arguments, so the unsafety is the call's own.
#![allow(clippy::macro_metavars_in_unsafe)]

mod child;
mod common;
mod cudensitymat;
mod cudla;
mod cudss;
mod cufftmp;
mod cuquantum;
mod cusparselt;
mod cutensor;
mod default_stream;
mod distributed;
mod external_memory;
mod ipc;
#[cfg(feature = "nvrtc")]
mod kernels;
mod libraries;
mod linking;
mod mathdx;
mod memory;
mod ml_libraries;
mod multi_gpu;
#[cfg(cuda_has_multicast)]
mod multicast;
mod npp;
mod nvcomp;
mod nvimgcodec;
mod nvjpeg;
mod nvjpeg2k;
mod nvptxcompiler;
mod nvshmem;
mod nvtiff;
mod nvvm;
// cuGetProcAddress's symbolStatus, which every test of it checks: CUDA 12.0 on.
#[cfg(cuda_has_proc_address_status)]
mod proc_address;
mod scientific_libraries;
mod trace;
mod vmm;

use common::{Gpu, REQUIRE_GPU_VARIABLE};
use std::process::ExitCode;
use std::sync::Arc;

fn main() -> ExitCode {
    if let Some(exit_code) = child::main() {
        return exit_code;
    }
    if let Some(exit_code) = scientific_libraries::trace_child() {
        return exit_code;
    }
    let arguments = libtest_mimic::Arguments::from_args();
    let require_gpu = std::env::var(REQUIRE_GPU_VARIABLE).is_ok_and(|value| value == "1");
    let gpu = Arc::new(Gpu::probe());
    match &*gpu {
        Ok(gpu) => println!("GPU tests run on {}", common::describe(gpu)),
        Err(reason) => println!("GPU tests cannot run: {reason}"),
    }

    let mut trials = linking::trials(require_gpu);
    #[cfg(cuda_has_proc_address_status)]
    trials.extend(proc_address::trials());
    trials.extend(libraries::trials());
    trials.extend(ml_libraries::trials());
    trials.extend(scientific_libraries::trials());
    trials.extend(cudss::trials());
    trials.extend(cusparselt::trials());
    trials.extend(cutensor::trials());
    trials.extend(nvjpeg::trials());
    trials.extend(npp::trials());
    trials.extend(nvcomp::trials());
    trials.extend(nvjpeg2k::trials());
    trials.extend(nvtiff::trials());
    trials.extend(nvimgcodec::trials());
    trials.extend(cuquantum::trials());
    trials.extend(cudensitymat::trials());
    trials.extend(mathdx::trials());
    trials.extend(distributed::trials());
    trials.extend(cufftmp::trials());
    trials.extend(cudla::trials());
    trials.extend(nvvm::trials());
    trials.extend(nvptxcompiler::trials());
    trials.extend(nvshmem::trials());
    let gpu_tests: Vec<_> = [
        vmm::tests(),
        ipc::tests(),
        external_memory::tests(),
        multi_gpu::tests(),
        default_stream::tests(),
        #[cfg(cuda_has_multicast)]
        multicast::tests(),
        #[cfg(cuda_has_proc_address_status)]
        proc_address::tests(),
        libraries::tests(),
        ml_libraries::tests(),
        scientific_libraries::tests(),
        cudss::tests(),
        cusparselt::tests(),
        cutensor::tests(),
        nvjpeg::tests(),
        npp::tests(),
        nvcomp::tests(),
        nvjpeg2k::tests(),
        nvtiff::tests(),
        nvimgcodec::tests(),
        cuquantum::tests(),
        cudensitymat::tests(),
        mathdx::tests(),
        distributed::tests(),
        cufftmp::tests(),
        cudla::tests(),
        nvvm::tests(),
        nvptxcompiler::tests(),
        nvshmem::tests(),
    ]
    .into_iter()
    .flatten()
    .collect();
    trials.extend(common::gpu_trials(&gpu, require_gpu, gpu_tests));
    libtest_mimic::run(&arguments, trials).exit_code()
}
