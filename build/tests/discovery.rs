//! Toolkit and library discovery against fixture trees: each install layout
//! users have, and each way a setting or an install can be wrong.
//! `BuildEnv::fixture` gives the build a fixed set of variables and a fixture
//! tree as the system root, so nothing outside the tree is looked at
//! (pkg-config is skipped under a fixture root).

use cuda_raw_sys_build::preprocess::Headers;
use cuda_raw_sys_build::{env, error, libclang, link, locate};

#[path = "discovery/fixture.rs"]
mod fixture;

use env::BuildEnv;
use error::BuildError;
use fixture::{Fixture, AARCH64, AARCH64_LINUX, X86_64, X86_64_LINUX, X86_64_WINDOWS};
use locate::Toolkit;
use std::path::{Path, PathBuf};

fn found(env: &BuildEnv) -> Toolkit {
    locate::toolkit(env).unwrap_or_else(|error| panic!("{}", error.report(env)))
}

fn failure(env: &BuildEnv) -> (BuildError, String) {
    match locate::toolkit(env) {
        Ok(toolkit) => panic!("found a toolkit at {}", toolkit.root.display()),
        Err(error) => {
            let report = error.report(env);
            (error, report)
        }
    }
}

fn assert_contains(text: &str, wanted: &str) {
    assert!(text.contains(wanted), "{wanted:?} is not in:\n{text}");
}

// ---- layouts ----

#[test]
fn cuda_path_toolkit_uses_include_and_lib64() {
    let fx = Fixture::new("cuda_path_toolkit");
    let root = fx.toolkit("opt/cuda-12.6", 12060);
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, root);
    assert_eq!(toolkit.include_dirs, vec![root.join("include")]);
    assert_eq!(toolkit.cudart, root.join("lib64/libcudart.so"));
    assert_eq!(toolkit.cuda_version, 12060);
    assert_eq!(toolkit.cudart_version, 12060);
    assert_eq!(toolkit.found_by, "CUDA_PATH");
}

#[test]
fn target_prefixed_cuda_path_wins_over_the_plain_one() {
    let fx = Fixture::new("target_twin");
    let plain = fx.toolkit("plain", 12060);
    let twin = fx.toolkit("twin", 13000);
    let env = fx.env(
        X86_64_LINUX,
        &[
            ("CUDA_PATH", &plain),
            ("x86_64_unknown_linux_gnu_CUDA_PATH", &twin),
        ],
    );
    let toolkit = found(&env);
    assert_eq!(toolkit.root, twin);
    assert_eq!(toolkit.found_by, "x86_64_unknown_linux_gnu_CUDA_PATH");
}

#[test]
fn targets_x86_64_linux_tree_is_a_layout() {
    let fx = Fixture::new("targets_x86_64");
    let root = fx.path("cuda");
    fx.headers("cuda/targets/x86_64-linux/include", 12060);
    fx.crt("cuda/targets/x86_64-linux/include");
    fx.library("cuda/targets/x86_64-linux/lib/libcudart.so", X86_64);
    let env = fx.env(X86_64_LINUX, &[("CUDA_HOME", &root)]);
    let toolkit = found(&env);
    assert_eq!(
        toolkit.include_dirs,
        vec![root.join("targets/x86_64-linux/include")]
    );
    assert_eq!(
        toolkit.cudart,
        root.join("targets/x86_64-linux/lib/libcudart.so")
    );
    assert_eq!(toolkit.found_by, "CUDA_HOME");
}

#[test]
fn aarch64_target_links_targets_sbsa_linux_not_the_hosts_lib64() {
    let fx = Fixture::new("targets_sbsa");
    let root = fx.toolkit("cuda", 12060); // lib64/ holds the x86_64 host library
    fx.headers("cuda/targets/sbsa-linux/include", 12060);
    fx.crt("cuda/targets/sbsa-linux/include");
    fx.library("cuda/targets/sbsa-linux/lib/libcudart.so", AARCH64);
    let env = fx.env(AARCH64_LINUX, &[("CUDA_PATH", &root)]);
    let toolkit = found(&env);
    assert_eq!(
        toolkit.cudart,
        root.join("targets/sbsa-linux/lib/libcudart.so")
    );
    assert!(toolkit
        .lib_dirs
        .contains(&root.join("targets/sbsa-linux/lib")));
}

#[test]
fn aarch64_target_finds_the_jetson_aarch64_linux_tree() {
    let fx = Fixture::new("targets_aarch64_linux");
    let root = fx.toolkit("cuda", 12060);
    fx.headers("cuda/targets/aarch64-linux/include", 12060);
    fx.crt("cuda/targets/aarch64-linux/include");
    fx.library("cuda/targets/aarch64-linux/lib/libcudart.so", AARCH64);
    let env = fx.env(AARCH64_LINUX, &[("CUDA_PATH", &root)]);
    let toolkit = found(&env);
    assert_eq!(
        toolkit.cudart,
        root.join("targets/aarch64-linux/lib/libcudart.so")
    );
}

/// JetPack 5: CUDA 11.4 at /usr/local/cuda-11.4, its aarch64 files under
/// targets/aarch64-linux, libcudart by CUDA 11's soname alone.
#[test]
fn aarch64_target_finds_jetpack_5s_cuda_11_4() {
    let fx = Fixture::new("jetpack_5");
    let root = fx.path("usr/local/cuda-11.4");
    fx.headers("usr/local/cuda-11.4/targets/aarch64-linux/include", 11040);
    fx.crt("usr/local/cuda-11.4/targets/aarch64-linux/include");
    fx.library(
        "usr/local/cuda-11.4/targets/aarch64-linux/lib/libcudart.so.11.0",
        AARCH64,
    );
    let env = fx.env(AARCH64_LINUX, &[("CUDA_PATH", &root)]);
    let toolkit = found(&env);
    assert_eq!(toolkit.cuda_version, 11040);
    assert_eq!(
        toolkit.cudart,
        root.join("targets/aarch64-linux/lib/libcudart.so.11.0")
    );
}

/// The cu11 wheels are laid out as the cu12 ones: libcudart.so.11.0.
#[test]
fn cu11_wheels_in_the_virtualenv_are_joined() {
    let fx = Fixture::new("cu11_venv");
    let site = "venv/lib/python3.11/site-packages";
    let runtime = fx.path(&format!("{site}/nvidia/cuda_runtime"));
    fx.headers(&format!("{site}/nvidia/cuda_runtime/include"), 11080);
    fx.library(
        &format!("{site}/nvidia/cuda_runtime/lib/libcudart.so.11.0"),
        X86_64,
    );
    fx.crt(&format!("{site}/nvidia/cuda_nvcc/include"));
    let env = fx.env(X86_64_LINUX, &[("VIRTUAL_ENV", &fx.path("venv"))]);
    let toolkit = found(&env);
    assert_eq!(toolkit.cudart, runtime.join("lib/libcudart.so.11.0"));
    assert_eq!(toolkit.cudart_version, 11080);
}

#[test]
fn cu13_wheel_in_the_virtualenv_is_found_without_cuda_path() {
    let fx = Fixture::new("cu13_venv");
    let venv = fx.path("venv");
    let cu13 = "venv/lib/python3.12/site-packages/nvidia/cu13";
    fx.headers(&format!("{cu13}/include"), 13000);
    fx.crt(&format!("{cu13}/include"));
    fx.library(&format!("{cu13}/lib/libcudart.so.13"), X86_64);
    let env = fx.env(X86_64_LINUX, &[("VIRTUAL_ENV", &venv)]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, fx.path(cu13));
    assert_eq!(toolkit.include_dirs, vec![fx.path(cu13).join("include")]);
    assert_eq!(toolkit.cudart, fx.path(cu13).join("lib/libcudart.so.13"));
    assert_eq!(toolkit.cuda_version, 13000);
    assert_eq!(toolkit.found_by, "VIRTUAL_ENV wheels");
}

/// Lays out nvidia-cuda-runtime-cu12 and nvidia-cuda-nvcc-cu12 in `site`.
fn cu12_wheels(fx: &Fixture, site: &str, with_nvcc: bool) -> (PathBuf, PathBuf) {
    let runtime = format!("{site}/nvidia/cuda_runtime");
    let nvcc_include = format!("{site}/nvidia/cuda_nvcc/include");
    fx.headers(&format!("{runtime}/include"), 12060);
    fx.library(&format!("{runtime}/lib/libcudart.so.12"), X86_64);
    if with_nvcc {
        fx.crt(&nvcc_include);
    }
    (fx.path(&runtime), fx.path(&nvcc_include))
}

#[test]
fn split_cu12_wheels_in_the_virtualenv_are_joined() {
    let fx = Fixture::new("cu12_venv");
    let (runtime, nvcc_include) = cu12_wheels(&fx, "venv/lib/python3.11/site-packages", true);
    let env = fx.env(X86_64_LINUX, &[("VIRTUAL_ENV", &fx.path("venv"))]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, runtime);
    assert_eq!(
        toolkit.include_dirs,
        vec![runtime.join("include"), nvcc_include]
    );
    assert_eq!(toolkit.cudart, runtime.join("lib/libcudart.so.12"));
    assert_eq!(toolkit.cudart_version, 12060);
}

#[test]
fn cuda_path_at_the_cu12_runtime_wheel_is_completed_by_its_nvcc_sibling() {
    let fx = Fixture::new("cu12_cuda_path");
    let (runtime, nvcc_include) = cu12_wheels(&fx, "site-packages", true);
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &runtime)]);
    let toolkit = found(&env);
    assert_eq!(
        toolkit.include_dirs,
        vec![runtime.join("include"), nvcc_include]
    );
}

#[test]
fn wheels_of_the_python3_on_path_are_found_without_virtual_env() {
    let fx = Fixture::new("python3_on_path");
    let site = "python/lib/python3.11/site-packages";
    let (runtime, _) = cu12_wheels(&fx, site, true);
    // A venv's python on PATH answers with the venv's site-packages and a
    // user site that does not exist.
    let bin = fx.path("python/bin");
    fx.executable(
        "python/bin/python3",
        &format!(
            "#!/bin/sh\necho {}\necho {}\n",
            fx.path(site).display(),
            fx.path("home/.local/lib/python3.11/site-packages")
                .display()
        ),
    );
    let env = fx.env(X86_64_LINUX, &[("PATH", &bin)]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, runtime);
    assert_eq!(toolkit.found_by, "python3 on PATH (site-packages)");
}

#[test]
fn conda_prefix_targets_tree_is_found() {
    let fx = Fixture::new("conda");
    let prefix = fx.path("conda/envs/cuda");
    fx.headers("conda/envs/cuda/targets/x86_64-linux/include", 12040);
    fx.crt("conda/envs/cuda/targets/x86_64-linux/include");
    fx.library(
        "conda/envs/cuda/targets/x86_64-linux/lib/libcudart.so",
        X86_64,
    );
    fx.file("conda/envs/cuda/lib/libpython3.so", b"");
    let env = fx.env(X86_64_LINUX, &[("CONDA_PREFIX", &prefix)]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, prefix);
    assert_eq!(
        toolkit.include_dirs,
        vec![prefix.join("targets/x86_64-linux/include")]
    );
    assert_eq!(
        toolkit.cudart,
        prefix.join("targets/x86_64-linux/lib/libcudart.so")
    );
    assert_eq!(toolkit.found_by, "CONDA_PREFIX");
}

#[test]
fn nvcc_on_path_names_its_grandparent_as_root() {
    let fx = Fixture::new("nvcc_on_path");
    let root = fx.toolkit("tools/cuda-12.8", 12080);
    fx.executable("tools/cuda-12.8/bin/nvcc", "#!/bin/sh\n");
    let env = fx.env(X86_64_LINUX, &[("PATH", &root.join("bin"))]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, root);
    assert_eq!(toolkit.found_by, "nvcc on PATH");
}

#[test]
fn cross_build_skips_the_hosts_nvcc_and_python3() {
    let fx = Fixture::new("cross_skips_host");
    // A host toolkit that even has an aarch64 tree: still the host's.
    let root = fx.toolkit("tools/cuda-12.8", 12080);
    fx.headers("tools/cuda-12.8/targets/sbsa-linux/include", 12080);
    fx.crt("tools/cuda-12.8/targets/sbsa-linux/include");
    fx.library(
        "tools/cuda-12.8/targets/sbsa-linux/lib/libcudart.so",
        AARCH64,
    );
    fx.executable("tools/cuda-12.8/bin/nvcc", "#!/bin/sh\n");
    fx.executable("tools/cuda-12.8/bin/python3", "#!/bin/sh\nexit 1\n");
    let env = fx.env(AARCH64_LINUX, &[("PATH", &root.join("bin"))]);
    let (_, report) = failure(&env);
    for place in ["nvcc on PATH", "python3 on PATH"] {
        assert_contains(
            &report,
            &format!("{place}: skipped: it is the host's (x86_64-unknown-linux-gnu), and this build is for aarch64-unknown-linux-gnu"),
        );
    }
    // The same toolkit named explicitly is used, through its sbsa-linux tree.
    let env = fx.env(AARCH64_LINUX, &[("CUDA_PATH", &root)]);
    assert_eq!(
        found(&env).cudart,
        root.join("targets/sbsa-linux/lib/libcudart.so")
    );
}

#[test]
fn newest_usr_local_cuda_version_is_used_when_usr_local_cuda_is_absent() {
    let fx = Fixture::new("usr_local_versions");
    fx.toolkit("usr/local/cuda-12.2", 12020);
    fx.toolkit("usr/local/cuda-12.9", 12090);
    let newest = fx.toolkit("usr/local/cuda-12.10", 12100);
    let env = fx.env(X86_64_LINUX, &[]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, newest, "12.10 is newer than 12.9");
    assert_eq!(toolkit.cuda_version, 12100);
}

#[test]
fn usr_local_cuda_wins_over_its_versioned_siblings() {
    let fx = Fixture::new("usr_local_cuda");
    let plain = fx.toolkit("usr/local/cuda", 12040);
    fx.toolkit("usr/local/cuda-12.9", 12090);
    let env = fx.env(X86_64_LINUX, &[]);
    assert_eq!(found(&env).root, plain);
}

#[test]
fn split_install_uses_cuda_include_dir_and_cuda_lib_dir() {
    let fx = Fixture::new("split_install");
    let include = fx.headers("usr/include/cuda", 12060);
    fx.crt("usr/include/cuda");
    let cudart = fx.library("usr/lib/cuda/libcudart.so", X86_64);
    let lib = cudart.parent().unwrap().to_path_buf();
    let env = fx.env(
        X86_64_LINUX,
        &[("CUDA_INCLUDE_DIR", &include), ("CUDA_LIB_DIR", &lib)],
    );
    let toolkit = found(&env);
    assert_eq!(toolkit.include_dirs, vec![include]);
    assert_eq!(toolkit.lib_dirs, vec![lib]);
    assert_eq!(toolkit.cudart, cudart);
    assert_eq!(toolkit.found_by, "CUDA_INCLUDE_DIR and CUDA_LIB_DIR");
}

#[test]
fn cuda_include_dir_list_adds_the_folder_holding_crt() {
    let fx = Fixture::new("split_install_list");
    let include = fx.headers("headers/include", 12060);
    fx.crt("compiler/include");
    let crt_include = fx.path("compiler/include");
    fx.library("lib/libcudart.so.12", X86_64);
    let list = std::env::join_paths([&include, &crt_include]).unwrap();
    let env = fx.env(
        X86_64_LINUX,
        &[
            ("CUDA_INCLUDE_DIR", Path::new(&list)),
            ("CUDA_LIB_DIR", &fx.path("lib")),
        ],
    );
    let toolkit = found(&env);
    assert_eq!(toolkit.include_dirs, vec![include, crt_include]);
    assert_eq!(toolkit.cudart, fx.path("lib/libcudart.so.12"));
}

#[test]
fn split_install_pair_overrules_cuda_path_with_a_warning() {
    let fx = Fixture::new("split_install_over_cuda_path");
    let include = fx.headers("split/include", 12060);
    fx.crt("split/include");
    fx.library("split/lib/libcudart.so", X86_64);
    let other = fx.toolkit("other", 13000);
    let env = fx.env(
        X86_64_LINUX,
        &[
            ("CUDA_INCLUDE_DIR", &include),
            ("CUDA_LIB_DIR", &fx.path("split/lib")),
            ("CUDA_PATH", &other),
        ],
    );
    assert_eq!(found(&env).include_dirs, vec![include]);
    let warnings = env.warnings().join("\n");
    assert_contains(
        &warnings,
        &format!("CUDA_PATH={} is ignored", other.display()),
    );
}

#[test]
fn libcuda_is_found_in_the_multiarch_folder() {
    let fx = Fixture::new("libcuda_multiarch");
    let root = fx.toolkit("usr/local/cuda", 12060);
    fx.library("usr/local/cuda/lib64/stubs/libcuda.so", X86_64);
    let libcuda = fx.library("usr/lib/x86_64-linux-gnu/libcuda.so.1", X86_64);
    let env = fx.env(X86_64_LINUX, &[]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, root);
    let chosen = link::libcuda(&env, &toolkit).unwrap_or_else(|e| panic!("{}", e.report(&env)));
    assert_eq!(chosen, libcuda, "the real driver wins over the stub");
}

#[test]
fn first_root_in_the_order_wins_and_the_others_are_recorded() {
    let fx = Fixture::new("several_roots");
    let (runtime, _) = cu12_wheels(&fx, "venv/lib/python3.11/site-packages", true);
    let usr_local = fx.toolkit("usr/local/cuda", 13000);
    let env = fx.env(X86_64_LINUX, &[("VIRTUAL_ENV", &fx.path("venv"))]);
    let toolkit = found(&env);
    assert_eq!(toolkit.root, runtime);
    assert_eq!(
        toolkit.also_seen,
        vec![("default location".to_owned(), usr_local)]
    );
    assert!(env.warnings().is_empty(), "{:?}", env.warnings());
}

// ---- conflicts and failures ----

#[test]
fn second_explicit_root_pointing_elsewhere_is_announced_and_ignored() {
    let fx = Fixture::new("two_explicit_roots");
    let first = fx.toolkit("first", 12060);
    let second = fx.toolkit("second", 13000);
    let env = fx.env(
        X86_64_LINUX,
        &[("CUDA_PATH", &first), ("CUDA_HOME", &second)],
    );
    assert_eq!(found(&env).root, first);
    let warnings = env.warnings().join("\n");
    assert_contains(
        &warnings,
        &format!(
            "CUDA_HOME={} is ignored: CUDA_PATH={} is set",
            second.display(),
            first.display()
        ),
    );
}

#[test]
fn two_root_variables_naming_the_same_place_are_no_conflict() {
    let fx = Fixture::new("two_same_roots");
    let root = fx.toolkit("cuda", 12060);
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root), ("CUDA_ROOT", &root)]);
    found(&env);
    assert!(env.warnings().is_empty(), "{:?}", env.warnings());
}

#[test]
fn headers_older_than_11_4_are_refused() {
    let fx = Fixture::new("too_old");
    let root = fx.toolkit("cuda-11.2", 11020);
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]);
    let (error, report) = failure(&env);
    assert_contains(&error.what, &format!("CUDA_PATH={}", root.display()));
    assert_contains(&error.what, "CUDA 11.2, older than the 11.4");
    assert_contains(
        &error.fix,
        "set CUDA_PATH to the root of a CUDA 11.4+ toolkit",
    );
    assert_contains(
        &report,
        "host x86_64-unknown-linux-gnu, target x86_64-unknown-linux-gnu",
    );
}

#[test]
fn cu12_wheel_without_crt_names_the_nvcc_wheel_of_its_version() {
    let fx = Fixture::new("cu12_without_crt");
    let (runtime, _) = cu12_wheels(&fx, "venv/lib/python3.11/site-packages", false);
    let env = fx.env(X86_64_LINUX, &[("VIRTUAL_ENV", &fx.path("venv"))]);
    let (error, report) = failure(&env);
    assert_contains(&error.what, &runtime.display().to_string());
    assert_contains(&error.what, "CUDA 12.6 headers without crt/host_defines.h");
    assert_contains(&error.fix, "pip install 'nvidia-cuda-nvcc-cu12==12.6.*'");
    assert_contains(
        &report,
        &format!(
            "{}: no crt/host_defines.h",
            runtime.join("include").display()
        ),
    );
}

#[test]
fn cu13_wheel_without_crt_names_the_crt_wheel_of_its_version() {
    let fx = Fixture::new("cu13_without_crt");
    let cu13 = fx.path("site/nvidia/cu13");
    fx.headers("site/nvidia/cu13/include", 13020);
    fx.library("site/nvidia/cu13/lib/libcudart.so.13", X86_64);
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &cu13)]);
    let (error, _) = failure(&env);
    assert_contains(
        &error.what,
        &format!("CUDA_PATH={} is not a usable", cu13.display()),
    );
    assert_contains(&error.fix, "pip install 'nvidia-cuda-crt==13.2.*'");
}

#[test]
fn toolkit_without_crt_is_reported_incomplete() {
    let fx = Fixture::new("toolkit_without_crt");
    let root = fx.path("cuda");
    fx.headers("cuda/include", 12060);
    fx.library("cuda/lib64/libcudart.so", X86_64);
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]);
    let (error, _) = failure(&env);
    assert_contains(&error.what, "without crt/host_defines.h");
    assert_contains(&error.fix, "is incomplete");
    assert_contains(&error.fix, "cuda-nvcc-12-6");
}

#[test]
fn conda_environment_without_crt_names_the_conda_package() {
    let fx = Fixture::new("conda_without_crt");
    let prefix = fx.path("conda");
    fx.headers("conda/targets/x86_64-linux/include", 12080);
    fx.library("conda/targets/x86_64-linux/lib/libcudart.so", X86_64);
    let env = fx.env(X86_64_LINUX, &[("CONDA_PREFIX", &prefix)]);
    let (error, _) = failure(&env);
    assert_contains(
        &error.what,
        &format!("found at {} (CONDA_PREFIX)", prefix.display()),
    );
    assert_contains(
        &error.fix,
        "conda install -c conda-forge 'cuda-crt-dev=12.8'",
    );
}

#[test]
fn headers_without_libcudart_are_refused() {
    let fx = Fixture::new("headers_only");
    let root = fx.path("cuda");
    fx.headers("cuda/include", 12060);
    fx.crt("cuda/include");
    fx.file("cuda/lib64/libcublas.so", b"");
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]);
    let (error, report) = failure(&env);
    assert_contains(&error.what, "CUDA 12.6 headers without libraries");
    assert_contains(&error.what, "libcudart.so or libcudart.so.12");
    assert_contains(&error.fix, "set CUDA_PATH");
    assert_contains(
        &report,
        &format!("{}: no libcudart.so", root.join("lib64").display()),
    );
}

#[test]
fn static_cudart_from_a_wheel_without_the_archive_says_so() {
    let fx = Fixture::new("static_from_cu12_wheel");
    let (runtime, _) = cu12_wheels(&fx, "site", true);
    let mut env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &runtime)]);
    env.static_cudart = true;
    let (error, _) = failure(&env);
    assert_contains(&error.what, "no libcudart_static.a");
    assert_contains(&error.fix, "CUDA_RAW_SYS_STATIC_CUDART=0");
}

/// Cargo features only add up, so the final build decides with the variable.
#[test]
fn static_cudart_variable_overrides_the_feature_both_ways() {
    let fx = Fixture::new("static_override");
    for (feature, value, linked_static) in [(true, "0", false), (false, "1", true)] {
        let mut env = fx.env(
            X86_64_LINUX,
            &[("CUDA_RAW_SYS_STATIC_CUDART", Path::new(value))],
        );
        env.static_cudart = feature;
        env.read_link_settings();
        assert_eq!(
            env.static_cudart, linked_static,
            "feature {feature}, variable {value}"
        );
        assert!(env.invalid_setting.is_none());
    }
    let mut env = fx.env(
        X86_64_LINUX,
        &[("CUDA_RAW_SYS_STATIC_CUDART", Path::new("yes"))],
    );
    env.read_link_settings();
    let (variable, value) = env.invalid_setting.clone().expect("\"yes\" is refused");
    let error = BuildError::invalid_setting(&variable, &value);
    assert_contains(
        &error.what,
        "CUDA_RAW_SYS_STATIC_CUDART=\"yes\" is neither 0 nor 1",
    );
}

#[test]
fn cuda_include_dir_without_cuda_lib_dir_is_an_error() {
    let fx = Fixture::new("include_without_lib");
    let include = fx.headers("include", 12060);
    let env = fx.env(X86_64_LINUX, &[("CUDA_INCLUDE_DIR", &include)]);
    let (error, _) = failure(&env);
    assert_contains(
        &error.what,
        "CUDA_INCLUDE_DIR is set but CUDA_LIB_DIR is not",
    );
    assert_contains(
        &error.fix,
        "set CUDA_LIB_DIR to the folder holding libcudart.so",
    );
}

#[test]
fn cuda_lib_dir_without_cuda_include_dir_is_an_error() {
    let fx = Fixture::new("lib_without_include");
    let env = fx.env(X86_64_LINUX, &[("CUDA_LIB_DIR", &fx.path("lib"))]);
    let (error, _) = failure(&env);
    assert_contains(
        &error.what,
        "CUDA_LIB_DIR is set but CUDA_INCLUDE_DIR is not",
    );
    assert_contains(
        &error.fix,
        "set CUDA_INCLUDE_DIR to the folder holding cuda.h",
    );
}

#[test]
fn wrong_cuda_path_never_falls_through_to_a_default() {
    let fx = Fixture::new("wrong_cuda_path");
    fx.toolkit("usr/local/cuda", 12060);
    let wrong = fx.path("no/such/cuda");
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &wrong)]);
    let (error, report) = failure(&env);
    assert_contains(
        &error.what,
        &format!(
            "CUDA_PATH={} is not a usable CUDA toolkit: does not exist",
            wrong.display()
        ),
    );
    assert_contains(
        &error.fix,
        "set CUDA_PATH to the root of a CUDA 11.4+ toolkit",
    );
    assert!(!report.contains("usr/local/cuda"), "{report}");
}

#[test]
fn libcudart_for_another_architecture_is_refused() {
    let fx = Fixture::new("cudart_wrong_arch");
    let root = fx.path("cuda");
    fx.headers("cuda/include", 12060);
    fx.crt("cuda/include");
    let cudart = fx.library("cuda/lib64/libcudart.so", AARCH64);
    let env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]);
    let (error, _) = failure(&env);
    assert_contains(
        &error.what,
        &format!(
            "{} is built for aarch64, but the target is x86_64",
            cudart.display()
        ),
    );
    assert_contains(
        &error.fix,
        "set CUDA_PATH to the root of a CUDA 11.4+ toolkit for x86_64",
    );
}

#[test]
fn static_cudart_archive_for_another_architecture_is_refused() {
    let fx = Fixture::new("static_cudart_wrong_arch");
    let root = fx.toolkit("cuda", 12060);
    let archive = fx.archive("cuda/lib64/libcudart_static.a", AARCH64);
    let mut env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]);
    env.static_cudart = true;
    let (error, _) = failure(&env);
    assert_contains(
        &error.what,
        &format!("{} is built for aarch64", archive.display()),
    );
}

#[test]
fn libcuda_for_another_architecture_is_refused() {
    let fx = Fixture::new("libcuda_wrong_arch");
    let root = fx.toolkit("cuda", 12060);
    let driver = fx.path("driver");
    let libcuda = fx.library("driver/libcuda.so.1", AARCH64);
    let env = fx.env(
        X86_64_LINUX,
        &[("CUDA_PATH", &root), ("CUDA_RAW_SYS_LIBCUDA_DIR", &driver)],
    );
    let toolkit = found(&env);
    let error = match link::libcuda(&env, &toolkit) {
        Ok(file) => panic!("linked {}", file.display()),
        Err(error) => error,
    };
    assert_contains(
        &error.what,
        &format!(
            "{} is built for aarch64, but the target is x86_64",
            libcuda.display()
        ),
    );
    assert_contains(&error.fix, "set CUDA_RAW_SYS_LIBCUDA_DIR");
}

#[test]
fn wrong_libcuda_dir_is_an_error_with_dynamic_loading_too() {
    let fx = Fixture::new("libcuda_dir_dynamic_loading");
    let root = fx.toolkit("cuda", 12060);
    let empty = fx.path("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let mut env = fx.env(
        X86_64_LINUX,
        &[("CUDA_PATH", &root), ("CUDA_RAW_SYS_LIBCUDA_DIR", &empty)],
    );
    env.dynamic_loading = true;
    let toolkit = found(&env);
    let error = match link::emit(&env, &toolkit) {
        Ok(_) => panic!("a CUDA_RAW_SYS_LIBCUDA_DIR without libcuda was accepted"),
        Err(error) => error,
    };
    assert_contains(
        &error.what,
        &format!("CUDA_RAW_SYS_LIBCUDA_DIR={}", empty.display()),
    );
    // Without the variable, a dynamic-loading build needs no libcuda.
    let mut env = fx.env(X86_64_LINUX, &[("CUDA_PATH", &root)]);
    env.dynamic_loading = true;
    let toolkit = found(&env);
    let libraries =
        link::emit(&env, &toolkit).unwrap_or_else(|error| panic!("{}", error.report(&env)));
    assert!(libraries.libcuda.is_none());
}

#[test]
fn incomplete_virtualenv_is_passed_over_with_a_warning() {
    let fx = Fixture::new("incomplete_venv");
    let (runtime, _) = cu12_wheels(&fx, "venv/lib/python3.11/site-packages", false);
    let usr_local = fx.toolkit("usr/local/cuda", 12080);
    let env = fx.env(X86_64_LINUX, &[("VIRTUAL_ENV", &fx.path("venv"))]);
    assert_eq!(found(&env).root, usr_local);
    let warnings = env.warnings().join("\n");
    assert_contains(
        &warnings,
        &format!("passed over the CUDA install at {}", runtime.display()),
    );
    assert_contains(&warnings, "nvidia-cuda-nvcc-cu12==12.6.*");
}

#[test]
fn no_toolkit_anywhere_lists_every_place_probed() {
    let fx = Fixture::new("nothing");
    let venv = fx.path("venv");
    std::fs::create_dir_all(venv.join("lib/python3.11/site-packages")).unwrap();
    let env = fx.env(X86_64_LINUX, &[("VIRTUAL_ENV", &venv)]);
    let (error, report) = failure(&env);
    assert_contains(&error.what, "could not find the CUDA headers");
    assert_contains(&error.fix, "set CUDA_PATH");
    for probe in [
        "CUDA_INCLUDE_DIR: not set".to_owned(),
        "CUDA_TOOLKIT_ROOT_DIR: not set".to_owned(),
        format!("VIRTUAL_ENV {}: no nvidia/cu*/", venv.display()),
        "CONDA_PREFIX: not set".to_owned(),
        "nvcc on PATH: PATH is not set".to_owned(),
        format!("{}: does not exist", fx.path("usr/local/cuda").display()),
        "python3 on PATH: PATH is not set".to_owned(),
        format!("{}: does not exist", fx.path("usr").display()),
    ] {
        assert_contains(&report, &probe);
    }
}

// ---- libclang ----

#[test]
fn libclang_path_holding_only_libclang_cpp_is_named_without_claiming_defaults() {
    let fx = Fixture::new("libclang_cpp_only");
    let dir = fx.path("llvm-14/lib");
    fx.file("llvm-14/lib/libclang-cpp.so.14", b"");
    let env = fx.env(X86_64_LINUX, &[]);
    let error = libclang::not_found(&env, Some(&dir), "no valid libclang");
    let report = error.report(&env);
    assert_contains(&error.what, &format!("LIBCLANG_PATH={}", dir.display()));
    assert_contains(&report, "only libclang-cpp.so.14: LLVM's C++ library");
    assert_contains(&error.fix, "clang-sys searches only there while it is set");
    assert!(!report.contains("clang-sys's default places ("), "{report}");
}

#[test]
fn missing_libclang_points_at_folders_holding_only_libclang_cpp() {
    let fx = Fixture::new("libclang_unset");
    fx.file("usr/lib/llvm-14/lib/libclang-cpp.so.14", b"");
    fx.file("usr/lib/llvm-15/lib/libclang-15.so.1", b"");
    let env = fx.env(X86_64_LINUX, &[]);
    let report = libclang::not_found(&env, None, "no valid libclang").report(&env);
    assert_contains(&report, "LIBCLANG_PATH: not set");
    assert_contains(&report, "clang-sys's default places");
    assert_contains(
        &report,
        &format!(
            "{}: only libclang-cpp.so.14",
            fx.path("usr/lib/llvm-14/lib").display()
        ),
    );
    assert!(!report.contains("llvm-15"), "{report}");
}

#[test]
fn libclang_names_follow_clang_sys() {
    for name in [
        "libclang.so",
        "libclang.so.1",
        "libclang-14.so",
        "libclang-14.so.1",
    ] {
        assert!(libclang::is_libclang_name(name), "{name}");
    }
    for name in ["libclang-cpp.so.14", "libclangAST.a", "libclang-cpp.so"] {
        assert!(!libclang::is_libclang_name(name), "{name}");
    }
}

/// NVIDIA's Windows layout: `include/`, the import libraries in `lib/x64`,
/// the runtime DLL in `bin/`.
fn windows_toolkit(fx: &Fixture, root: &str, dll_folder: &str) -> PathBuf {
    fx.headers(&format!("{root}/include"), 13000);
    fx.crt(&format!("{root}/include"));
    // COFF import libraries are archives too; only their names matter here.
    for library in ["cuda.lib", "cudart.lib", "cudart_static.lib"] {
        fx.file(&format!("{root}/lib/x64/{library}"), b"!<arch>\n");
    }
    fx.file(&format!("{root}/{dll_folder}/cudart64_13.dll"), b"MZ");
    fx.path(root)
}

#[test]
fn windows_toolkit_links_the_import_libraries_in_lib_x64() {
    let fx = Fixture::new("windows_toolkit");
    let root = windows_toolkit(&fx, "NVIDIA GPU Computing Toolkit/CUDA/v13.0", "bin");
    // The installer's versioned variable alone is enough.
    let env = fx.env(X86_64_WINDOWS, &[("CUDA_PATH_V13_0", &root)]);
    let toolkit = found(&env);
    assert_eq!(toolkit.found_by, "CUDA_PATH_V13_0");
    assert_eq!(toolkit.include_dirs, vec![root.join("include")]);
    assert_eq!(toolkit.cudart, root.join("lib/x64/cudart.lib"));
    assert_eq!(toolkit.dll_dir, Some(root.join("bin")));
    assert_eq!(
        link::libcuda(&env, &toolkit).unwrap_or_else(|error| panic!("{}", error.report(&env))),
        root.join("lib/x64/cuda.lib")
    );
}

#[test]
fn windows_static_cudart_is_cudart_static_lib() {
    let fx = Fixture::new("windows_static");
    let root = windows_toolkit(&fx, "CUDA/v13.0", "bin/x64");
    let mut env = fx.env(X86_64_WINDOWS, &[("CUDA_PATH", &root)]);
    env.static_cudart = true;
    let toolkit = found(&env);
    assert_eq!(toolkit.cudart, root.join("lib/x64/cudart_static.lib"));
    assert_eq!(toolkit.dll_dir, Some(root.join("bin/x64")));
}

#[test]
fn win_amd64_wheel_keeps_its_dll_in_bin_x86_64() {
    let fx = Fixture::new("windows_wheel");
    let root = windows_toolkit(&fx, "venv/Lib/site-packages/nvidia/cu13", "bin/x86_64");
    let env = fx.env(X86_64_WINDOWS, &[("CUDA_PATH", &root)]);
    let toolkit = found(&env);
    assert_eq!(toolkit.cudart, root.join("lib/x64/cudart.lib"));
    assert_eq!(toolkit.dll_dir, Some(root.join("bin/x86_64")));
}

#[test]
fn windows_toolkit_without_lib_x64_is_refused() {
    let fx = Fixture::new("windows_no_lib");
    // A Linux layout: lib64/libcudart.so means nothing to a Windows build.
    let root = fx.toolkit("cuda", 13000);
    let env = fx.env(X86_64_WINDOWS, &[("CUDA_PATH", &root)]);
    let (error, _) = failure(&env);
    assert_contains(&error.what, "no cudart.lib");
}

// ---- headers that do not compile ----

/// cc reads the target and the profile from cargo's variables, which a
/// test process lacks: the values a build script of this host would see.
fn as_in_a_build_script() {
    static SET: std::sync::Once = std::sync::Once::new();
    SET.call_once(|| {
        for (key, value) in [
            ("TARGET", X86_64_LINUX),
            ("HOST", X86_64_LINUX),
            ("OPT_LEVEL", "0"),
            ("DEBUG", "false"),
        ] {
            if std::env::var_os(key).is_none() {
                std::env::set_var(key, value);
            }
        }
    });
}

#[test]
fn header_cut_short_is_diagnosed_as_the_header_not_the_compiler() {
    as_in_a_build_script();
    let fx = Fixture::new("header_cut_short");
    // An #ifndef whose #endif went with the rest of the file.
    fx.file(
        "cuda/include/cuda.h",
        b"#ifndef __cuda_cuda_h__\n#define __cuda_cuda_h__\n#define CUDA_VERSION 13000\n",
    );
    let probe = fx.file("probe.c", b"#include <cuda.h>\n");
    let env = fx.env(X86_64_LINUX, &[]);
    let headers = Headers::new(&env, &[fx.path("cuda/include")]);
    let error = match headers.preprocess(&probe, &["-dM"]) {
        Ok(_) => panic!("a cuda.h cut short preprocessed"),
        Err(error) => error,
    };
    let report = error.report(&env);
    assert_contains(&report, "cuda/include/cuda.h does not preprocess");
    assert_contains(&report, "unterminated #ifndef");
    assert_contains(&report, "reinstall the CUDA headers");
    assert!(!report.contains("set CC"), "blames the compiler:\n{report}");
}
