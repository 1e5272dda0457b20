//! What dependent crates and this crate's own tests learn about the build.

use crate::generate::Generated;
use crate::locate::Toolkit;
use std::path::Path;

pub fn emit(toolkit: &Toolkit, cudart_dir: &Path, generated: &Generated) {
    // Read by dependents as DEP_CUDA_RAW_SYS_<KEY>.
    println!("cargo:root={}", toolkit.root.display());
    println!("cargo:include={}", toolkit.include_dir.display());
    println!("cargo:lib={}", cudart_dir.display());
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
    // Tests and examples that use calls newer than CUDA 12.0 compile only
    // where the headers declare them.
    for (cfg, present) in [
        ("cuda_has_multicast", generated.has_multicast),
        ("cuda_has_fabric_handles", generated.has_fabric_handles),
    ] {
        println!("cargo:rustc-check-cfg=cfg({cfg})");
        if present {
            println!("cargo:rustc-cfg={cfg}");
        }
    }
}
