//! What dependent crates and this crate's own tests learn about the build.

use crate::env::BuildEnv;
use crate::generate::Generated;
use crate::locate::Toolkit;

pub fn emit(_env: &BuildEnv, toolkit: &Toolkit, generated: &Generated) {
    // Read by dependents as DEP_CUDA_RAW_SYS_<KEY>.
    println!("cargo:root={}", toolkit.root.display());
    println!("cargo:include={}", toolkit.include_dir.display());
    if let Some(lib) = toolkit.lib_dirs.first() {
        println!("cargo:lib={}", lib.display());
    }
    println!("cargo:cuda_version={}", toolkit.cuda_version);
    println!("cargo:cudart_version={}", toolkit.cudart_version);

    // For this crate's examples and tests.
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_INCLUDE_DIR={}",
        toolkit.include_dir.display()
    );
    println!("cargo:rustc-env=CUDA_RAW_SYS_FOUND_BY={}", toolkit.found_by);
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDA_VERSION={}",
        toolkit.cuda_version
    );
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDART_VERSION={}",
        toolkit.cudart_version
    );
    println!(
        "cuda-raw-sys: {} C macro names re-exported",
        generated.alias_count
    );
    println!("cargo:rustc-check-cfg=cfg(cuda_has_multicast)");
    if generated.has_multicast {
        println!("cargo:rustc-cfg=cuda_has_multicast");
    }
}
