//! Tests that link libcuda and libcudart, and the GPU suite. Without a GPU,
//! GPU tests are reported as ignored with the reason; with
//! `CUDA_RAW_SYS_REQUIRE_GPU=1` they fail instead.

mod common;
mod linking;
mod vmm;

use common::{Gpu, REQUIRE_GPU_VARIABLE};
use std::process::ExitCode;
use std::sync::Arc;

fn main() -> ExitCode {
    let arguments = libtest_mimic::Arguments::from_args();
    let require_gpu = std::env::var(REQUIRE_GPU_VARIABLE).is_ok_and(|value| value == "1");
    let gpu = Arc::new(Gpu::probe());
    match &*gpu {
        Ok(gpu) => println!("GPU tests run on {}", common::describe(gpu)),
        Err(reason) => println!("GPU tests cannot run: {reason}"),
    }

    let mut trials = linking::trials(require_gpu);
    let gpu_tests = [vmm::tests()].into_iter().flatten().collect();
    trials.extend(common::gpu_trials(&gpu, require_gpu, gpu_tests));
    libtest_mimic::run(&arguments, trials).exit_code()
}
