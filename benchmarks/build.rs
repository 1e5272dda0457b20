//! Compiles c/calls.c and c/peer.c with gcc -O2 against the headers cuda-raw-sys was
//! generated from, linked to the libcuda, libcublas, libcublasLt and further
//! libraries it found.

use std::env;
use std::path::PathBuf;
use std::process::exit;

fn dep(key: &str) -> String {
    let name = format!("DEP_CUDA_RAW_SYS_{key}");
    println!("cargo:rerun-if-env-changed={name}");
    env::var(&name).unwrap_or_else(|_| {
        eprintln!("error: {name} is not set: cuda-raw-sys must be a direct dependency");
        exit(1)
    })
}

fn main() {
    // cudarc is built for CUDA 13.0 (feature cuda-13000): its structs must
    // match the headers the other three ways use.
    let cuda_version = dep("CUDA_VERSION");
    if cuda_version != "13000" {
        eprintln!("error: the benchmarks compare with cudarc's cuda-13000 bindings, and these headers are CUDA_VERSION {cuda_version}: set CUDA_PATH to a CUDA 13.0 toolkit");
        exit(1);
    }
    for cfg in dep("KNOWN_CFGS").split(',').filter(|cfg| !cfg.is_empty()) {
        println!("cargo:rustc-check-cfg=cfg({cfg})");
    }
    for cfg in dep("CFGS").split(',').filter(|cfg| !cfg.is_empty()) {
        println!("cargo:rustc-cfg={cfg}");
    }
    // The C side links libcuda itself, in both modes, as C does.
    let libcuda = PathBuf::from(dep("LIBCUDA"));
    let (Some(folder), Some(file)) = (libcuda.parent(), libcuda.file_name()) else {
        eprintln!("error: cuda-raw-sys found no libcuda for the C benchmark to link: set CUDA_RAW_SYS_LIBCUDA_DIR");
        exit(1)
    };
    println!("cargo:rerun-if-changed=c/calls.c");
    println!("cargo:rerun-if-changed=c/peer.c");
    // The further libraries' calls, where the feature is on (the default).
    let further = env::var_os("CARGO_FEATURE_FURTHER_LIBRARIES").is_some();
    let mut build = cc::Build::new();
    build
        .compiler("gcc")
        .opt_level(2)
        .debug(false)
        .file("c/calls.c")
        .file("c/peer.c")
        .includes(env::split_paths(&dep("INCLUDE")))
        .warnings_into_errors(true);
    if further {
        build.define("BENCH_FURTHER_LIBRARIES", None);
    }
    build.compile("calls_c");
    println!("cargo:rustc-link-search=native={}", folder.display());
    println!(
        "cargo:rustc-link-lib=dylib:+verbatim={}",
        file.to_string_lossy()
    );
    // And libcublas and libcublasLt, as below; with further-libraries, libcusparseLt, libnvjpeg, libcudss,
    // libcutensor, libnvshmem_host, libnppc, libnvcomp, libnvjpeg2k,
    // libnvtiff, libcustatevec, libcutensornet, libcudensitymat, libcublasmp,
    // libcusolverMp, libmathdx, libcufftMp and libnvimgcodec, from the
    // folders cuda-raw-sys found them in, by their versioned names (NVIDIA's
    // wheels have no libcublas.so),
    // each number its own major (libnvjpeg2k.so.0, libnvtiff.so.0,
    // libcudensitymat.so.0, libcublasmp.so.0, libcusolverMp.so.0 and
    // libmathdx.so.0 for 0.11, 0.8, 0.7, 0.10, 0.9 and 0.4). What those need
    // (libcublasmp: NCCL and cuBLAS; libcusolverMp: libcublasmp, cuSOLVER,
    // cuBLAS and NCCL) are their own NEEDED entries, found through their
    // RPATH or RUNPATH in the wheels' layout (or LD_LIBRARY_PATH): the C
    // side names only the libraries it calls.
    let mut linked = vec![("CUBLAS", "cublas"), ("CUBLASLT", "cublasLt")];
    if further {
        linked.extend([
            ("CUSPARSELT", "cusparseLt"),
            ("NVJPEG", "nvjpeg"),
            ("CUDSS", "cudss"),
            ("CUTENSOR", "cutensor"),
            ("NVSHMEM", "nvshmem_host"),
            ("NPP", "nppc"),
            ("NVCOMP", "nvcomp"),
            ("NVJPEG2K", "nvjpeg2k"),
            ("NVTIFF", "nvtiff"),
            ("CUSTATEVEC", "custatevec"),
            ("CUTENSORNET", "cutensornet"),
            ("CUDENSITYMAT", "cudensitymat"),
            ("CUBLASMP", "cublasmp"),
            ("CUSOLVERMP", "cusolverMp"),
            ("MATHDX", "mathdx"),
            ("CUFFTMP", "cufftMp"),
            ("NVIMGCODEC", "nvimgcodec"),
        ]);
    }
    for (feature, library) in linked {
        let version = dep(&format!("{feature}_VERSION"));
        let major = version.split('.').next().unwrap_or_default();
        println!(
            "cargo:rustc-link-search=native={}",
            dep(&format!("{feature}_LIB"))
        );
        println!("cargo:rustc-link-lib=dylib:+verbatim=lib{library}.so.{major}");
    }
    // And libnvvm, whose file is libnvvm.so.4 in every release.
    if further {
        println!("cargo:rustc-link-search=native={}", dep("NVVM_LIB"));
        println!("cargo:rustc-link-lib=dylib:+verbatim=libnvvm.so.4");
    }
    // And libnvfatbin, whose number is CUDA's major.
    println!("cargo:rustc-link-search=native={}", dep("NVFATBIN_LIB"));
    let major = cuda_version.parse::<u32>().unwrap_or_default() / 1000;
    println!("cargo:rustc-link-lib=dylib:+verbatim=libnvfatbin.so.{major}");
}
