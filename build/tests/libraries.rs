//! Finding the further libraries (the library table's rows) in each layout
//! users have them in, against fixture trees, and what a build with a
//! feature on but its library missing, or newer than the headers, says.

use cuda_raw_sys_build::{env, libraries, locate};

// Shared with discovery.rs, which uses all of it.
#[allow(dead_code)]
#[path = "discovery/fixture.rs"]
mod fixture;

use fixture::{Fixture, X86_64, X86_64_LINUX};
use std::path::Path;

fn with_features(mut env: env::BuildEnv, features: &[&str]) -> env::BuildEnv {
    env.library_features = features.iter().map(|f| f.to_string()).collect();
    env
}

fn find(env: &env::BuildEnv, libcuda: Option<&Path>) -> Vec<libraries::Found> {
    let mut toolkit = locate::toolkit(env).unwrap_or_else(|error| panic!("{}", error.report(env)));
    libraries::find(env, &mut toolkit, libcuda)
        .unwrap_or_else(|error| panic!("{}", error.report(env)))
}

/// The error `find` returns (the toolkit itself is found).
fn missing(env: &env::BuildEnv) -> cuda_raw_sys_build::error::BuildError {
    let mut toolkit = locate::toolkit(env).unwrap_or_else(|error| panic!("{}", error.report(env)));
    match libraries::find(env, &mut toolkit, None) {
        Ok(found) => panic!("found {found:?}"),
        Err(error) => error,
    }
}

#[test]
fn a_toolkit_has_them_in_include_and_lib64_and_never_in_stubs() {
    let fx = Fixture::new("libraries_toolkit");
    let root = fx.toolkit("usr/local/cuda-13.0", 13000);
    fx.file("usr/local/cuda-13.0/include/nvrtc.h", b"");
    fx.file(
        "usr/local/cuda-13.0/include/curand.h",
        b"#define CURAND_VER_MAJOR 10\n",
    );
    fx.library("usr/local/cuda-13.0/lib64/libnvrtc.so.13", X86_64);
    fx.library("usr/local/cuda-13.0/lib64/libcurand.so.10", X86_64);
    // NVML: the header in the toolkit, the library only in stubs/ and with the driver.
    fx.file("usr/local/cuda-13.0/include/nvml.h", b"");
    fx.library("usr/local/cuda-13.0/lib64/stubs/libnvidia-ml.so.1", X86_64);
    let driver = fx.library("usr/lib/x86_64-linux-gnu/libnvidia-ml.so.1", X86_64);
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]),
        &["nvrtc", "nvml", "curand"],
    );
    let found = find(&env, None);
    let files: Vec<_> = found.iter().map(|f| f.file.clone().unwrap()).collect();
    assert_eq!(
        files,
        [
            root.join("lib64/libnvrtc.so.13"),
            driver,
            root.join("lib64/libcurand.so.10")
        ]
    );
    assert!(found.iter().all(|f| f.include_dir == root.join("include")));
    assert_eq!(found[2].file_names, ["libcurand.so.10", "curand64_10.dll"]);
    assert_eq!(found[0].file_names, ["libnvrtc.so.13", "nvrtc64_130_0.dll"]);
}

#[test]
fn conda_has_them_in_its_targets_tree() {
    let fx = Fixture::new("libraries_conda");
    let prefix = fx.path("conda/envs/cuda");
    let targets = "conda/envs/cuda/targets/x86_64-linux";
    fx.headers(&format!("{targets}/include"), 12040);
    fx.crt(&format!("{targets}/include"));
    fx.library(&format!("{targets}/lib/libcudart.so"), X86_64);
    fx.file(&format!("{targets}/include/nvJitLink.h"), b"");
    fx.library(&format!("{targets}/lib/libnvJitLink.so.12"), X86_64);
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CONDA_PREFIX", &prefix)]),
        &["nvjitlink"],
    );
    let found = find(&env, None);
    assert_eq!(
        found[0].include_dir,
        prefix.join("targets/x86_64-linux/include")
    );
    assert_eq!(
        found[0].file.as_deref(),
        Some(
            prefix
                .join("targets/x86_64-linux/lib/libnvJitLink.so.12")
                .as_path()
        )
    );
}

#[test]
fn cu12_wheels_have_them_in_component_folders_beside_the_runtime() {
    let fx = Fixture::new("libraries_wheels");
    let nvidia = "venv/lib/python3.11/site-packages/nvidia";
    fx.headers(&format!("{nvidia}/cuda_runtime/include"), 12060);
    fx.crt(&format!("{nvidia}/cuda_nvcc/include"));
    fx.library(
        &format!("{nvidia}/cuda_runtime/lib/libcudart.so.12"),
        X86_64,
    );
    fx.file(&format!("{nvidia}/cuda_nvrtc/include/nvrtc.h"), b"");
    fx.library(&format!("{nvidia}/cuda_nvrtc/lib/libnvrtc.so.12"), X86_64);
    let runtime = fx.path(&format!("{nvidia}/cuda_runtime"));
    let env = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &runtime)]), &["nvrtc"]);
    let found = find(&env, None);
    let component = fx.path(&format!("{nvidia}/cuda_nvrtc"));
    assert_eq!(found[0].include_dir, component.join("include"));
    assert_eq!(
        found[0].file.as_deref(),
        Some(component.join("lib/libnvrtc.so.12").as_path())
    );
}

#[test]
fn cuda_include_dir_and_cuda_lib_dir_name_them_in_their_lists() {
    let fx = Fixture::new("libraries_split");
    fx.headers("split/include", 12090);
    fx.crt("split/include");
    fx.library("split/lib/libcudart.so", X86_64);
    fx.file("extra/include/curand.h", b"#define CURAND_VER_MAJOR 10\n");
    let library = fx.library("extra/lib/libcurand.so.10", X86_64);
    let include =
        std::env::join_paths([fx.path("split/include"), fx.path("extra/include")]).unwrap();
    let lib = std::env::join_paths([fx.path("split/lib"), fx.path("extra/lib")]).unwrap();
    let env = with_features(
        fx.env(
            X86_64_LINUX,
            &[
                ("CUDA_INCLUDE_DIR", Path::new(&include)),
                ("CUDA_LIB_DIR", Path::new(&lib)),
            ],
        ),
        &["curand"],
    );
    let found = find(&env, None);
    assert_eq!(found[0].include_dir, fx.path("extra/include"));
    assert_eq!(found[0].file.as_deref(), Some(library.as_path()));
}

#[test]
fn a_missing_header_names_the_feature_every_place_and_the_wheel() {
    let fx = Fixture::new("libraries_missing_header");
    let root = fx.toolkit("cuda", 12060);
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]),
        &["nvjitlink"],
    );
    let error = missing(&env);
    let report = error.report(&env);
    assert!(
        report.contains("feature `nvjitlink` is on, but nvJitLink.h"),
        "{report}"
    );
    assert!(
        report.contains(&root.join("include").display().to_string()),
        "{report}"
    );
    assert!(
        report.contains("pip install nvidia-nvjitlink-cu12==12.6.*"),
        "{report}"
    );
}

#[test]
fn a_library_only_in_stubs_is_an_error_when_linking_and_fine_when_loading() {
    let fx = Fixture::new("libraries_stub_only");
    let root = fx.toolkit("cuda", 13000);
    fx.file("cuda/include/nvml.h", b"");
    fx.library("cuda/lib64/stubs/libnvidia-ml.so.1", X86_64);
    let env = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]), &["nvml"]);
    let error = missing(&env);
    let report = error.report(&env);
    assert!(
        report.contains("libnvidia-ml.so.1 was found nowhere to link against"),
        "{report}"
    );
    assert!(report.contains("libnvidia-ml1"), "{report}");
    assert!(report.contains("dynamic-loading"), "{report}");

    let mut loading = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]), &["nvml"]);
    loading.dynamic_loading = true;
    let found = find(&loading, None);
    assert_eq!(found[0].file, None);
}

/// NVIDIA's wheels of cuBLAS 13, cuDNN and NCCL beside a cu13 toolkit wheel:
/// `nvidia/cu13` holds cuBLAS, `nvidia/cudnn` and `nvidia/nccl` the others,
/// each with its own version from its header's macros.
fn cu13_site(fx: &Fixture, cudnn_package: &str) -> std::path::PathBuf {
    let site = "venv/lib/python3.12/site-packages";
    let nvidia = format!("{site}/nvidia");
    fx.headers(&format!("{nvidia}/cu13/include"), 13000);
    fx.crt(&format!("{nvidia}/cu13/include"));
    fx.library(&format!("{nvidia}/cu13/lib/libcudart.so.13"), X86_64);
    fx.file(&format!("{nvidia}/cu13/include/cublas_v2.h"), b"");
    fx.file(
        &format!("{nvidia}/cu13/include/cublas_api.h"),
        b"#define CUBLAS_VER_MAJOR 13\n#define CUBLAS_VER_MINOR 1\n#define CUBLAS_VER_PATCH 0\n",
    );
    fx.library(&format!("{nvidia}/cu13/lib/libcublas.so.13"), X86_64);
    fx.file(&format!("{nvidia}/cudnn/include/cudnn.h"), b"");
    fx.file(
        &format!("{nvidia}/cudnn/include/cudnn_version.h"),
        b"#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 12\n#define CUDNN_PATCHLEVEL 0\n",
    );
    fx.library(&format!("{nvidia}/cudnn/lib/libcudnn.so.9"), X86_64);
    fx.file(
        &format!("{site}/{cudnn_package}-9.12.0.46.dist-info/METADATA"),
        b"",
    );
    fx.file(
        &format!("{nvidia}/nccl/include/nccl.h"),
        b"#define NCCL_MAJOR 2\n#define NCCL_MINOR 27\n#define NCCL_PATCH 7\n",
    );
    fx.library(&format!("{nvidia}/nccl/lib/libnccl.so.2"), X86_64);
    fx.path(&nvidia)
}

#[test]
fn cublas_cudnn_and_nccl_wheels_are_found_beside_the_cu13_toolkit_with_their_versions() {
    let fx = Fixture::new("libraries_ml_wheels");
    let nvidia = cu13_site(&fx, "nvidia_cudnn_cu13");
    let root = nvidia.join("cu13");
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]),
        &["cublas", "cudnn", "nccl"],
    );
    let found = find(&env, None);
    let versions: Vec<_> = found.iter().map(|f| f.version.clone().unwrap()).collect();
    assert_eq!(versions, ["13.1.0", "9.12.0", "2.27.7"]);
    assert_eq!(found[1].include_dir, nvidia.join("cudnn/include"));
    assert_eq!(
        found[1].file.as_deref(),
        Some(nvidia.join("cudnn/lib/libcudnn.so.9").as_path())
    );
    assert_eq!(
        found[2].file.as_deref(),
        Some(nvidia.join("nccl/lib/libnccl.so.2").as_path())
    );
    assert_eq!(found[0].file_names, ["libcublas.so.13", "cublas64_13.dll"]);
}

#[test]
fn a_cudnn_wheel_built_for_another_cuda_major_is_refused_naming_both() {
    let fx = Fixture::new("libraries_cudnn_other_major");
    let nvidia = cu13_site(&fx, "nvidia_cudnn_cu12");
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &nvidia.join("cu13"))]),
        &["cudnn"],
    );
    let report = missing(&env).report(&env);
    assert!(
        report.contains("nvidia-cudnn-cu12, built for CUDA 12"),
        "{report}"
    );
    assert!(report.contains("the headers are CUDA 13.0"), "{report}");
    assert!(report.contains("pip install nvidia-cudnn-cu13"), "{report}");
}

#[test]
fn cudnn_variables_name_it_and_a_wrong_root_is_an_error_naming_it() {
    let fx = Fixture::new("libraries_cudnn_variables");
    let root = fx.toolkit("usr/local/cuda", 12090);
    fx.file(
        "opt/cudnn/include/cudnn.h",
        b"#include \"cudnn_version.h\"\n",
    );
    fx.file(
        "opt/cudnn/include/cudnn_version.h",
        b"#define CUDNN_MAJOR 9\n",
    );
    let library = fx.library("opt/cudnn/lib/libcudnn.so.9", X86_64);
    let env = with_features(
        fx.env(
            X86_64_LINUX,
            &[
                ("CUDA_PATH", &root),
                ("CUDNN_INCLUDE_DIR", &fx.path("opt/cudnn/include")),
                ("CUDNN_LIB_DIR", &fx.path("opt/cudnn/lib")),
            ],
        ),
        &["cudnn"],
    );
    let found = find(&env, None);
    assert_eq!(found[0].file.as_deref(), Some(library.as_path()));

    let wrong = fx.path("opt/nothing");
    let env = with_features(
        fx.env(
            X86_64_LINUX,
            &[("CUDA_PATH", &root), ("CUDNN_ROOT", &wrong)],
        ),
        &["cudnn"],
    );
    let report = missing(&env).report(&env);
    assert!(
        report.contains("CUDNN_ROOT names no folder holding cudnn.h"),
        "{report}"
    );
    assert!(
        report.contains(&wrong.join("include").display().to_string()),
        "{report}"
    );
}

#[test]
fn nccl_on_windows_is_a_build_error_saying_so() {
    let fx = Fixture::new("libraries_nccl_windows");
    let env = with_features(fx.env(fixture::X86_64_WINDOWS, &[]), &["cublas", "nccl"]);
    let error = libraries::check_platform(&env).expect_err("NCCL on Windows");
    let report = error.report(&env);
    assert!(
        report.contains("feature `nccl` is on, but NCCL has no Windows build"),
        "{report}"
    );
    let linux = with_features(fx.env(X86_64_LINUX, &[]), &["nccl"]);
    assert!(libraries::check_platform(&linux).is_ok());
}

/// A toolkit keeps CUPTI in `extras/CUPTI`; NVTX is headers only, so a
/// linked build needs no library file for it; cuSOLVER's major is its own.
#[test]
fn cupti_in_the_toolkit_extras_nvtx_without_a_file_cusolver_by_its_major() {
    let fx = Fixture::new("libraries_extras_nvtx");
    let root = fx.toolkit("usr/local/cuda-13.0", 13000);
    fx.file("usr/local/cuda-13.0/extras/CUPTI/include/cupti.h", b"");
    let cupti = fx.library(
        "usr/local/cuda-13.0/extras/CUPTI/lib64/libcupti.so.13",
        X86_64,
    );
    fx.file("usr/local/cuda-13.0/include/nvtx3/nvToolsExt.h", b"");
    fx.file("usr/local/cuda-13.0/include/cusolverDn.h", b"");
    fx.file(
        "usr/local/cuda-13.0/include/cusolver_common.h",
        b"#define CUSOLVER_VER_MAJOR 12\n#define CUSOLVER_VER_MINOR 0\n#define CUSOLVER_VER_PATCH 4\n",
    );
    let cusolver = fx.library("usr/local/cuda-13.0/lib64/libcusolver.so.12", X86_64);
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]),
        &["cusolver", "cupti", "nvtx"],
    );
    let found = find(&env, None);
    let features: Vec<_> = found.iter().map(|f| f.library.feature).collect();
    assert_eq!(features, ["cusolver", "cupti", "nvtx"]);
    assert_eq!(found[0].file.as_deref(), Some(cusolver.as_path()));
    assert_eq!(found[0].version.as_deref(), Some("12.0.4"));
    assert_eq!(found[1].include_dir, root.join("extras/CUPTI/include"));
    assert_eq!(found[1].file.as_deref(), Some(cupti.as_path()));
    assert_eq!(found[2].include_dir, root.join("include"));
    assert_eq!(found[2].file, None);
}

#[test]
fn cufile_and_cupti_on_windows_are_build_errors_saying_why() {
    let fx = Fixture::new("libraries_linux_only");
    for (feature, why) in [
        ("cufile", "cuFile is for Linux only"),
        (
            "cupti",
            "CUPTI's Windows DLL is named by CUPTI's own release",
        ),
    ] {
        let env = with_features(fx.env(fixture::X86_64_WINDOWS, &[]), &[feature]);
        let report = libraries::check_platform(&env)
            .expect_err(feature)
            .report(&env);
        assert!(
            report.contains(&format!("feature `{feature}` is on, but {why}")),
            "{report}"
        );
    }
    let windows = with_features(fx.env(fixture::X86_64_WINDOWS, &[]), &["nvtx", "cufft"]);
    assert!(libraries::check_platform(&windows).is_ok());
}

#[test]
fn a_library_newer_than_the_headers_names_its_first_release() {
    let fx = Fixture::new("libraries_since");
    let root = fx.toolkit("cuda-12.0", 12000);
    // Even with its header and library there: 12.0's headers cannot be its.
    fx.file("cuda-12.0/include/nvFatbin.h", b"");
    fx.library("cuda-12.0/lib64/libnvfatbin.so.12", X86_64);
    let env = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]), &["nvfatbin"]);
    let report = missing(&env).report(&env);
    assert!(
        report.contains(
            "nvFatbin first shipped with CUDA 12.4, and the headers found are CUDA 12.0's"
        ),
        "{report}"
    );
    assert!(
        report.contains("turn feature `nvfatbin` off for CUDA 12.0"),
        "{report}"
    );
    // From 12.4 on it is found.
    let fx = Fixture::new("libraries_since_found");
    let root = fx.toolkit("cuda-12.6", 12060);
    fx.file("cuda-12.6/include/nvFatbin.h", b"");
    fx.library("cuda-12.6/lib64/libnvfatbin.so.12", X86_64);
    let env = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]), &["nvfatbin"]);
    let found = find(&env, None);
    assert_eq!(found[0].file, Some(root.join("lib64/libnvfatbin.so.12")));
}

/// libNVVM in its three layouts: the toolkit's own `nvvm/` folder; CUDA 13's
/// wheel, in `nvidia/cu13` with the toolkit; and CUDA 12's nvcc wheel, whose
/// `nvvm/lib64` holds only `libnvvm.so` (soname libnvvm.so.4): taken with
/// dynamic-loading under that name, which the loader then looks for, and a
/// linked build stops naming both names and both fixes.
#[test]
fn libnvvm_in_the_toolkit_the_cu13_wheel_and_by_its_other_name_in_the_nvcc_wheel() {
    let fx = Fixture::new("libraries_nvvm");
    let root = fx.toolkit("usr/local/cuda-12.8", 12080);
    fx.file("usr/local/cuda-12.8/nvvm/include/nvvm.h", b"");
    let toolkit_file = fx.library("usr/local/cuda-12.8/nvvm/lib64/libnvvm.so.4", X86_64);
    let env = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]), &["nvvm"]);
    let found = find(&env, None);
    assert_eq!(found[0].include_dir, root.join("nvvm/include"));
    assert_eq!(found[0].file.as_deref(), Some(toolkit_file.as_path()));
    assert_eq!(found[0].file_names, ["libnvvm.so.4", "nvvm64_40_0.dll"]);

    let cu13 = "site13/nvidia/cu13";
    fx.headers(&format!("{cu13}/include"), 13000);
    fx.crt(&format!("{cu13}/include"));
    fx.library(&format!("{cu13}/lib/libcudart.so.13"), X86_64);
    fx.file(&format!("{cu13}/include/nvvm.h"), b"");
    let wheel_file = fx.library(&format!("{cu13}/lib/libnvvm.so.4"), X86_64);
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &fx.path(cu13))]),
        &["nvvm"],
    );
    let found = find(&env, None);
    assert_eq!(found[0].file.as_deref(), Some(wheel_file.as_path()));

    let nvidia = "site12/nvidia";
    fx.headers(&format!("{nvidia}/cuda_runtime/include"), 12000);
    fx.crt(&format!("{nvidia}/cuda_nvcc/include"));
    fx.library(
        &format!("{nvidia}/cuda_runtime/lib/libcudart.so.12"),
        X86_64,
    );
    fx.file(&format!("{nvidia}/cuda_nvcc/nvvm/include/nvvm.h"), b"");
    let bare = fx.library(&format!("{nvidia}/cuda_nvcc/nvvm/lib64/libnvvm.so"), X86_64);
    let runtime = fx.path(&format!("{nvidia}/cuda_runtime"));
    let env = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &runtime)]), &["nvvm"]);
    let report = missing(&env).report(&env);
    for wanted in [
        "holds libNVVM only as libnvvm.so, not as libnvvm.so.4",
        &bare.parent().unwrap().display().to_string(),
        "dynamic-loading",
        "a toolkit that holds libnvvm.so.4",
    ] {
        assert!(report.contains(wanted), "{wanted:?} not in {report}");
    }
    let mut loading = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &runtime)]), &["nvvm"]);
    loading.dynamic_loading = true;
    let found = find(&loading, None);
    assert_eq!(found[0].file.as_deref(), Some(bare.as_path()));
    assert_eq!(found[0].file_names, ["libnvvm.so", "nvvm64_40_0.dll"]);
}

/// cuTENSOR's wheels install beside `nvidia/` (site-packages/cutensor), and
/// its header's major is followed by a comment (`#define CUTENSOR_MAJOR 2
/// //!< ...`); cuDSS's cu12 wheel installs into `nvidia/cu12`, beside the
/// runtime's component folders. Both are found from the toolkit's wheels,
/// with their versions and file names.
#[test]
fn cutensor_beside_nvidia_and_cudss_in_the_cu12_folder() {
    let fx = Fixture::new("libraries_cutensor_cudss");
    let nvidia = "site/nvidia";
    fx.headers(&format!("{nvidia}/cuda_runtime/include"), 12090);
    fx.crt(&format!("{nvidia}/cuda_nvcc/include"));
    fx.library(
        &format!("{nvidia}/cuda_runtime/lib/libcudart.so.12"),
        X86_64,
    );
    fx.file(
        "site/cutensor/include/cutensor.h",
        b"#define CUTENSOR_MAJOR 2 //!< cuTensor major version.\n\
          #define CUTENSOR_MINOR 8 //!< cuTensor minor version.\n\
          #define CUTENSOR_PATCH 0 //!< cuTensor patch version.\n",
    );
    let cutensor = fx.library("site/cutensor/lib/libcutensor.so.2", X86_64);
    fx.file(
        &format!("{nvidia}/cu12/include/cudss.h"),
        b"#define CUDSS_VERSION_MAJOR 0\n#define CUDSS_VERSION_MINOR 7\n#define CUDSS_VERSION_PATCH 1\n",
    );
    let cudss = fx.library(&format!("{nvidia}/cu12/lib/libcudss.so.0"), X86_64);
    let runtime = fx.path(&format!("{nvidia}/cuda_runtime"));
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &runtime)]),
        &["cudss", "cutensor"],
    );
    let found = find(&env, None);
    let of = |feature: &str| {
        found
            .iter()
            .find(|found| found.library.feature == feature)
            .unwrap_or_else(|| panic!("{feature} not found: {found:?}"))
    };
    assert_eq!(of("cutensor").file.as_deref(), Some(cutensor.as_path()));
    assert_eq!(of("cutensor").version.as_deref(), Some("2.8.0"));
    assert_eq!(
        of("cutensor").file_names,
        ["libcutensor.so.2", "cutensor.dll"]
    );
    assert_eq!(of("cudss").file.as_deref(), Some(cudss.as_path()));
    assert_eq!(of("cudss").file_names, ["libcudss.so.0", "cudss64_0.dll"]);
}

/// nvPTXCompiler, a static library only: CUDA 13's wheel has it and is
/// found in both link modes; CUDA 12's nvcc wheel has its header but not the
/// library, which is an error with dynamic-loading too (nothing to load at
/// run time), saying that no CUDA 12 wheel ships it.
#[test]
fn nvptxcompiler_is_a_static_library_needed_in_both_modes() {
    let fx = Fixture::new("libraries_nvptxcompiler");
    let cu13 = "site/nvidia/cu13";
    fx.headers(&format!("{cu13}/include"), 13000);
    fx.crt(&format!("{cu13}/include"));
    fx.library(&format!("{cu13}/lib/libcudart.so.13"), X86_64);
    fx.file(&format!("{cu13}/include/nvPTXCompiler.h"), b"");
    let archive = fx.archive(&format!("{cu13}/lib/libnvptxcompiler_static.a"), X86_64);
    let root = fx.path(cu13);
    for loading in [false, true] {
        let mut env = with_features(
            fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]),
            &["nvptxcompiler"],
        );
        env.dynamic_loading = loading;
        let found = find(&env, None);
        assert_eq!(
            found[0].file.as_deref(),
            Some(archive.as_path()),
            "dynamic-loading {loading}"
        );
    }

    let nvidia = "site12/nvidia";
    fx.headers(&format!("{nvidia}/cuda_runtime/include"), 12090);
    fx.crt(&format!("{nvidia}/cuda_nvcc/include"));
    fx.library(
        &format!("{nvidia}/cuda_runtime/lib/libcudart.so.12"),
        X86_64,
    );
    fx.file(&format!("{nvidia}/cuda_nvcc/include/nvPTXCompiler.h"), b"");
    let runtime = fx.path(&format!("{nvidia}/cuda_runtime"));
    let mut env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &runtime)]),
        &["nvptxcompiler"],
    );
    env.dynamic_loading = true;
    let report = missing(&env).report(&env);
    for wanted in [
        "libnvptxcompiler_static.a was found nowhere",
        "NVIDIA ships nvPTXCompiler in no CUDA 12 wheel",
        "a static library, linked into the binary in both link modes",
    ] {
        assert!(report.contains(wanted), "{wanted:?} not in {report}");
    }
}

/// A static library whose constructors are in `.ctors` (as nvPTXCompiler's
/// are) is linked from a copy with them in `.init_array`, where LLD's
/// output runs them; an objcopy that fails is named in the error.
#[test]
fn a_static_librarys_ctors_move_to_init_array() {
    let fx = Fixture::new("libraries_ctors");
    let source = fx.file(
        "ctor.c",
        b"int ready;\nstatic void set(void) { ready = 1; }\n\
          __attribute__((used, section(\".ctors\"))) static void (*entry)(void) = set;\n",
    );
    let object = fx.path("ctor.o");
    let archive = fx.path("lib/libctor_static.a");
    std::fs::create_dir_all(archive.parent().unwrap()).unwrap();
    let run = |command: &mut std::process::Command| {
        let output = command.output().expect("the tool runs");
        assert!(
            output.status.success(),
            "{command:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    run(std::process::Command::new("cc")
        .args(["-c", "-fPIC", "-o"])
        .arg(&object)
        .arg(&source));
    run(std::process::Command::new("ar")
        .arg("rcs")
        .arg(&archive)
        .arg(&object));
    let env = fx.env(X86_64_LINUX, &[]);
    std::fs::create_dir_all(&env.out_dir).unwrap();
    let copy = cuda_raw_sys_build::link::with_init_array(&env, &archive)
        .unwrap_or_else(|error| panic!("{}", error.report(&env)));
    assert_eq!(copy, env.out_dir.join("libcuda_raw_sys_ctor_static.a"));
    let sections = |file: &Path| run(std::process::Command::new("readelf").arg("-SW").arg(file));
    assert!(sections(&archive).contains(".ctors"));
    let moved = sections(&copy);
    assert!(
        moved.contains(".init_array") && !moved.contains(".ctors"),
        "{moved}"
    );

    let broken = fx.env(X86_64_LINUX, &[("OBJCOPY", &fx.path("no-such-objcopy"))]);
    let not_an_archive = fx.file("lib/libbroken_static.a", b"not an archive");
    let report = cuda_raw_sys_build::link::with_init_array(&broken, &not_an_archive)
        .expect_err("no objcopy reads it")
        .report(&broken);
    for wanted in ["no-such-objcopy", "objcopy", "set OBJCOPY"] {
        assert!(report.contains(wanted), "{wanted:?} not in {report}");
    }
}

#[test]
fn a_library_on_cuda_11_headers_is_found_by_its_cuda_11_name_or_refused_naming_its_release() {
    let fx = Fixture::new("libraries_cuda_11");
    let root = fx.toolkit("cuda-11.8", 11080);
    // NVRTC's CUDA 11 file is libnvrtc.so.11.2 in every 11.x (not
    // libnvrtc.so.11), CUPTI's libcupti.so.11.8 (CUDA's minor).
    fx.file("cuda-11.8/include/nvrtc.h", b"");
    fx.library("cuda-11.8/lib64/libnvrtc.so.11.2", X86_64);
    fx.file("cuda-11.8/extras/CUPTI/include/cupti.h", b"");
    fx.library("cuda-11.8/extras/CUPTI/lib64/libcupti.so.11.8", X86_64);
    let env = with_features(
        fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]),
        &["nvrtc", "cupti"],
    );
    let found = find(&env, None);
    let names: Vec<_> = found
        .iter()
        .map(|found| found.file.as_ref().and_then(|file| file.file_name()))
        .collect();
    assert_eq!(
        names,
        [
            Some(std::ffi::OsStr::new("libnvrtc.so.11.2")),
            Some(std::ffi::OsStr::new("libcupti.so.11.8"))
        ]
    );
    assert_eq!(found[0].file_names[1], "nvrtc64_112_0.dll");

    // nvJitLink first shipped with 12.0; cuFile's CUDA 11 release is not
    // bound, nor are those of the libraries with cu11 wheels (nvCOMP,
    // nvImageCodec, nvJPEG2000, nvTIFF, cuQuantum's).
    let unbound = [
        ("cufile", "cuFile"),
        ("nvcomp", "nvCOMP"),
        ("nvimgcodec", "nvImageCodec"),
        ("nvjpeg2k", "nvJPEG2000"),
        ("nvtiff", "nvTIFF"),
        ("custatevec", "cuStateVec"),
        ("cutensornet", "cuTensorNet"),
        ("cudensitymat", "cuDensityMat"),
    ]
    .map(|(feature, title)| {
        (
            feature,
            format!("this crate binds {title} from CUDA 12.0 on"),
        )
    });
    let nvjitlink = (
        "nvjitlink",
        "nvJitLink first shipped with CUDA 12.0".to_owned(),
    );
    for (feature, wanted) in std::iter::once(nvjitlink).chain(unbound) {
        let env = with_features(fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]), &[feature]);
        let report = missing(&env).report(&env);
        assert!(
            report.contains(&format!("feature `{feature}` is on, but {wanted}")),
            "{report}"
        );
        assert!(
            report.contains(&format!("turn feature `{feature}` off for CUDA 11.8")),
            "{report}"
        );
    }
}
