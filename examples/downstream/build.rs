//! Reads what cuda-raw-sys publishes (cargo passes its `cargo:KEY=value`
//! lines to dependents as `DEP_CUDA_RAW_SYS_KEY`) and builds csrc/ with it.

use std::env;
use std::path::PathBuf;
use std::process::exit;

/// Every key cuda-raw-sys publishes; a missing one fails the build by name.
fn dep(key: &str) -> String {
    let name = format!("DEP_CUDA_RAW_SYS_{key}");
    println!("cargo:rerun-if-env-changed={name}");
    env::var(&name).unwrap_or_else(|_| {
        eprintln!("error: {name} is not set: cuda-raw-sys must be a direct dependency");
        exit(1)
    })
}

fn main() {
    // The toolkit's root folder: where a wrapper would look for more of it.
    let root = PathBuf::from(dep("ROOT"));
    // Header folders, a path list: CUDA 12's wheels split them over two.
    let include_dirs: Vec<PathBuf> = env::split_paths(&dep("INCLUDE")).collect();
    // The folder holding the libcudart that cuda-raw-sys linked; the CUDA
    // libraries a wrapper links (cuBLAS, cuFFT, ...) sit beside it.
    let lib_dir = dep("LIB");
    // Versions as the headers define them (CUDA_VERSION, CUDART_VERSION).
    let cuda_version = dep("CUDA_VERSION");
    let cudart_version = dep("CUDART_VERSION");
    // Macros the bindings were generated with (CUDA_API_PER_THREAD_DEFAULT_STREAM
    // under the per-thread-default-stream feature): C must see the same.
    let defines = dep("DEFINES");
    // cfgs for header-dependent code: all that exist, and those that hold.
    let known_cfgs = dep("KNOWN_CFGS");
    let cfgs = dep("CFGS");
    // How cuda-raw-sys reached the libraries: "dynamic", "static" (libcudart
    // only; libcuda is always dynamic), or "dynamic-loading", where it links
    // nothing and this crate's C must link libcuda itself: the file LIBCUDA
    // names (libcuda.so.1 or the toolkit's stub libcuda.so).
    let link = dep("LINK");
    let libcuda = PathBuf::from(dep("LIBCUDA"));

    for cfg in known_cfgs.split(',').filter(|cfg| !cfg.is_empty()) {
        println!("cargo:rustc-check-cfg=cfg({cfg})");
    }
    for cfg in cfgs.split(',').filter(|cfg| !cfg.is_empty()) {
        println!("cargo:rustc-cfg={cfg}");
    }
    println!("cargo:rustc-link-search=native={lib_dir}");
    if link == "dynamic-loading" {
        let (Some(folder), Some(file)) = (libcuda.parent(), libcuda.file_name()) else {
            eprintln!("error: cuda-raw-sys loads libcuda at run time and found none for csrc/ to link: set CUDA_RAW_SYS_LIBCUDA_DIR");
            exit(1)
        };
        println!("cargo:rustc-link-search=native={}", folder.display());
        println!(
            "cargo:rustc-link-lib=dylib:+verbatim={}",
            file.to_string_lossy()
        );
    }
    println!("cargo:rustc-env=DOWNSTREAM_CUDA_ROOT={}", root.display());
    println!("cargo:rustc-env=DOWNSTREAM_CUDA_VERSION={cuda_version}");
    println!("cargo:rustc-env=DOWNSTREAM_CUDART_VERSION={cudart_version}");

    // The C code checks that it sees the headers cuda-raw-sys was built from.
    println!("cargo:rerun-if-changed=csrc/fill.c");
    let mut c = cc::Build::new();
    for name in defines.split(',').filter(|name| !name.is_empty()) {
        c.define(name, None);
    }
    c.file("csrc/fill.c")
        .includes(&include_dirs)
        .define("EXPECTED_CUDA_VERSION", cuda_version.as_str())
        .define("EXPECTED_CUDART_VERSION", cudart_version.as_str())
        .warnings_into_errors(true)
        .compile("downstream_fill");
}
