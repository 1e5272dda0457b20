//! Writes what only the tests read, from the bindings cuda-raw-sys's build
//! script generated (`DEP_CUDA_RAW_SYS_BINDINGS`) and the headers it read them
//! from, with the same macros and include folders:
//! - `wrapper.i`: wrapper.h preprocessed, with its macro definitions, for
//!   the header coverage and module tests;
//! - `abi_probe.c` and `abi_layout.rs`: the two halves of the ABI check;
//! - `every_call.rs` under dynamic-loading: one call of every wrapper;
//! - `summary.tsv`: what the ABI check covers, for scripts.

mod abi;
mod every_call;
mod module_calls;

use cuda_raw_sys_build::bindings::Index;
use cuda_raw_sys_build::env::BuildEnv;
use cuda_raw_sys_build::error::{self, BuildError};
use cuda_raw_sys_build::older_entry_points;
use cuda_raw_sys_build::preprocess::{windows_compiler_args, Headers};
use cuda_raw_sys_build::snapshot::keep_features;
use cuda_raw_sys_build::{prettyplease, syn};
use std::path::{Path, PathBuf};

fn main() {
    error::run_build_script(run);
}

fn run(env: &BuildEnv) -> Result<(), BuildError> {
    let bindings_path = PathBuf::from(parent("BINDINGS")?);
    println!("cargo:rerun-if-changed={}", bindings_path.display());
    let text = std::fs::read_to_string(&bindings_path).map_err(|error| {
        BuildError::bug(format!("cannot read {}: {error}", bindings_path.display()))
    })?;
    let mut bindings = syn::parse_file(&text).map_err(|error| {
        BuildError::bug(format!(
            "{} does not parse: {error}",
            bindings_path.display()
        ))
    })?;
    let include = parent("INCLUDE")?;
    // A build from the crate's committed snapshot read no headers: no ABI
    // check and no header coverage (cfg headers_read), the rest as usual.
    let from_snapshot = parent("BINDINGS_SOURCE")? == "snapshot";
    // A snapshot holds every feature's items, those of features that are off
    // behind their cfgs: what the crate compiled is what those hold for.
    let features = if from_snapshot {
        parent("FEATURES")?
    } else {
        String::new()
    };
    let on = |feature: &str| features.split(',').any(|on| on == feature);
    if from_snapshot {
        keep_features(&mut bindings, &on);
    }
    println!("cargo:rustc-check-cfg=cfg(headers_read)");
    let mut summary = String::new();
    let mut wrapper_macros = Vec::new();
    if !from_snapshot {
        let headers = Headers {
            wrapper: parent("WRAPPER")?.into(),
            include_dirs: std::env::split_paths(&include).collect(),
            macros: parent("WRAPPER_DEFINES")?
                .split(',')
                .filter(|name| !name.is_empty())
                .map(str::to_owned)
                .collect(),
            compiler_args: windows_compiler_args(&env.target_os),
        };
        println!("cargo:rerun-if-changed={}", headers.wrapper.display());
        println!("cargo:rustc-cfg=headers_read");
        // With each `#define` where the header makes it (tests/modules.rs).
        let preprocessed = headers.preprocess(&headers.wrapper, &["-dD"])?;
        write(&env.out_dir.join("wrapper.i"), &preprocessed)?;
        // The driver's and runtime's headers with their older entry points
        // declared (tests/header_coverage.rs), read by the C preprocessor.
        let older_probe = env.out_dir.join("older_entry_points.h");
        write(
            &older_probe,
            "#include <cuda.h>\n#include <cuda_runtime_api.h>\n",
        )?;
        let define = format!("-D{}", older_entry_points::SECTION_MACRO);
        let older = headers.preprocess(&older_probe, &[define.as_str()])?;
        write(&env.out_dir.join("older_entry_points.i"), &older)?;
        let check = abi::plan(&Index::read(&bindings), &headers, &preprocessed);
        write(&env.out_dir.join("abi_probe.c"), &check.c_probe)?;
        write(&env.out_dir.join("abi_layout.rs"), &check.rust_layout)?;
        let counts = &check.counts;
        summary = format!(
            "abi_types\t{}\nabi_typedefs\t{}\nabi_members\t{}\nabi_constants\t{}\nabi_skipped\t{}\n",
            counts.types, counts.typedefs, counts.fields, counts.constants, counts.skipped
        );
        env.log(format_args!(
            "ABI check covers {} types, {} typedefs, {} members, {} constants; {} skipped",
            counts.types, counts.typedefs, counts.fields, counts.constants, counts.skipped
        ));
        wrapper_macros = headers.macros;
    }
    if parent("LINK")? == "dynamic-loading" {
        let (source, calls) = every_call::source(&bindings);
        write(&env.out_dir.join("every_call.rs"), &source)?;
        summary.push_str(&format!("every_call\t{calls}\n"));
    }
    // bindgen's layout assertions, moved out of the crate's own compile:
    // this crate's lib compiles them, for the target it is built for.
    // From a snapshot, those of the features that are on.
    let mut layout_path = bindings_path.with_file_name("layout.rs");
    println!("cargo:rerun-if-changed={}", layout_path.display());
    if from_snapshot {
        let text = std::fs::read_to_string(&layout_path).map_err(|error| {
            BuildError::bug(format!("cannot read {}: {error}", layout_path.display()))
        })?;
        let mut layout = syn::parse_file(&text).map_err(|error| {
            BuildError::bug(format!("{} does not parse: {error}", layout_path.display()))
        })?;
        keep_features(&mut layout, &on);
        layout_path = env.out_dir.join("layout.rs");
        write(&layout_path, &prettyplease::unparse(&layout))?;
    }
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_LAYOUT={}",
        layout_path.display()
    );
    // The library modules, each imported alone (tests/modules.rs).
    let modules_path = bindings_path.with_file_name("modules.rs");
    println!("cargo:rerun-if-changed={}", modules_path.display());
    let mut modules = std::fs::read_to_string(&modules_path)
        .ok()
        .and_then(|text| syn::parse_file(&text).ok())
        .ok_or_else(|| BuildError::bug(format!("{} is unreadable", modules_path.display())))?;
    if from_snapshot {
        keep_features(&mut modules, &on);
    }
    let (source, functions) = module_calls::source(&bindings, &modules);
    write(&env.out_dir.join("module_calls.rs"), &source)?;
    summary.push_str(&format!("module_functions\t{functions}\n"));
    write(&env.out_dir.join("summary.tsv"), &summary)?;

    // The header cfgs cuda-raw-sys set, for code that differs by version.
    for cfg in parent("KNOWN_CFGS")?
        .split(',')
        .filter(|cfg| !cfg.is_empty())
    {
        println!("cargo:rustc-check-cfg=cfg({cfg})");
    }
    for cfg in parent("CFGS")?.split(',').filter(|cfg| !cfg.is_empty()) {
        println!("cargo:rustc-cfg={cfg}");
    }
    // Whether wrapper.h included cudaTypedefs.h (feature pfn-typedefs of
    // cuda-raw-sys, whoever turned it on).
    println!("cargo:rustc-check-cfg=cfg(pfn_typedefs_bound)");
    if wrapper_macros
        .iter()
        .any(|name| name == "CUDA_RAW_SYS_PFN_TYPEDEFS")
        || (from_snapshot && on("pfn-typedefs"))
    {
        println!("cargo:rustc-cfg=pfn_typedefs_bound");
    }
    // What cuda-raw-sys's build read from the libcuda it linked (not under
    // dynamic-loading): the old-driver test checks it against `nm -D`.
    let missing = std::env::var("DEP_CUDA_RAW_SYS_LIBCUDA_MISSING").ok();
    println!("cargo:rustc-check-cfg=cfg(libcuda_checked)");
    if missing.is_some() {
        println!("cargo:rustc-cfg=libcuda_checked");
    }
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_LIBCUDA_MISSING={}",
        missing.unwrap_or_default()
    );
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_LIBCUDA={}",
        parent("LIBCUDA")?
    );
    // For the tests.
    println!("cargo:rustc-env=CUDA_RAW_SYS_TARGET={}", env.target);
    // The library features on (this crate's, each forwarded to cuda-raw-sys),
    // so that the tests iterate the library table instead of a list.
    let on: Vec<&str> = cuda_raw_sys_build::library_table::LIBRARIES
        .iter()
        .map(|library| library.feature)
        .filter(|feature| {
            let variable = format!("CARGO_FEATURE_{}", feature.to_uppercase());
            std::env::var_os(variable).is_some()
        })
        .collect();
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_LIBRARY_FEATURES={}",
        on.join(",")
    );
    println!("cargo:rustc-env=CUDA_RAW_SYS_INCLUDE_DIRS={include}");
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_BINDINGS={}",
        bindings_path.display()
    );
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDA_VERSION={}",
        parent("CUDA_VERSION")?
    );
    Ok(())
}

/// What cuda-raw-sys's build script published (`cargo:<key>=`), as cargo
/// hands it to a direct dependent.
fn parent(key: &str) -> Result<String, BuildError> {
    let name = format!("DEP_CUDA_RAW_SYS_{key}");
    std::env::var(&name).map_err(|_| {
        BuildError::bug(format!(
            "{name} is not set: cuda-raw-sys's build script did not publish it"
        ))
    })
}

fn write(path: &Path, text: &str) -> Result<(), BuildError> {
    std::fs::write(path, text).map_err(|error| BuildError::write_failed(path, error))
}
