//! What dependent crates and this crate's own tests learn about the build.

use crate::abi::AbiCounts;
use crate::aliases::Aliases;
use crate::bindings::Bindings;
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::facts::Facts;
use crate::link::Libraries;
use crate::locate::Toolkit;
use crate::wrappers::Wrappers;
use std::path::Path;

pub fn emit(
    env: &BuildEnv,
    toolkit: &Toolkit,
    libraries: &Libraries,
    facts: &Facts,
) -> Result<(), BuildError> {
    // CUDA 12's wheels split the headers over two folders, so `include` is a
    // path list (split it with std::env::split_paths).
    let include_dirs = std::env::join_paths(&toolkit.include_dirs)
        .map_err(|error| BuildError {
            what: format!("the include folders cannot be passed on as a path list: {error}"),
            fix: "install the CUDA headers under a path without the path-list separator".into(),
            probed: Vec::new(),
            detail: None,
            install: "",
        })?
        .to_string_lossy()
        .into_owned();
    // Read by dependents as DEP_CUDA_RAW_SYS_<KEY>.
    println!("cargo:root={}", toolkit.root.display());
    println!("cargo:include={include_dirs}");
    let cudart_dir = &libraries.cudart_dir;
    println!("cargo:lib={}", cudart_dir.display());
    // The libcuda file found for linking (the driver's, else the toolkit's
    // stub); empty when a dynamic-loading build found none.
    let libcuda = libraries.libcuda.as_deref().map(Path::display);
    println!(
        "cargo:libcuda={}",
        libcuda.map(|file| file.to_string()).unwrap_or_default()
    );
    println!("cargo:cuda_version={}", toolkit.cuda_version);
    println!("cargo:cudart_version={}", toolkit.cudart_version);
    // Windows: the folder of cudart64_<major>.dll, for programs to load it from.
    if let Some(dll_dir) = &toolkit.dll_dir {
        println!("cargo:bin={}", dll_dir.display());
    }
    // Macros that change what the CUDA headers declare, as the bindings were
    // generated (per-thread-default-stream); C compiled against the same
    // headers must define them too. wrapper.h's own switches stay private.
    let defines: Vec<&str> = env
        .header_macros()
        .into_iter()
        .filter(|name| !name.starts_with("CUDA_RAW_SYS_"))
        .collect();
    println!("cargo:defines={}", defines.join(","));

    // For this crate's examples and tests.
    println!("cargo:rustc-env=CUDA_RAW_SYS_TARGET={}", env.target);
    println!("cargo:rustc-env=CUDA_RAW_SYS_INCLUDE_DIRS={include_dirs}");
    println!("cargo:rustc-env=CUDA_RAW_SYS_FOUND_BY={}", toolkit.found_by);
    let cudart_link = if env.dynamic_loading {
        "dynamic-loading"
    } else if env.static_cudart {
        "static"
    } else {
        "dynamic"
    };
    // Dependents that compile C calling CUDA must link libcuda (and
    // libcudart) themselves when this is dynamic-loading.
    println!("cargo:link={cudart_link}");
    println!("cargo:rustc-env=CUDA_RAW_SYS_CUDART_LINK={cudart_link}");
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDART_DIR={}",
        cudart_dir.display()
    );
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDA_VERSION={}",
        toolkit.cuda_version
    );
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDART_VERSION={}",
        toolkit.cudart_version
    );
    emit_cfgs(facts);
    Ok(())
}

/// Each cfg is declared for `check-cfg`, set for this crate when it holds, and
/// published to dependents: DEP_CUDA_RAW_SYS_CFGS lists those that hold,
/// DEP_CUDA_RAW_SYS_KNOWN_CFGS all of them (for their own `check-cfg`).
pub fn emit_cfgs(facts: &Facts) {
    let mut holding = Vec::new();
    for cfg in &facts.cfgs {
        println!("cargo:rustc-check-cfg=cfg({})", cfg.name);
        if cfg.holds {
            println!("cargo:rustc-cfg={}", cfg.name);
            holding.push(cfg.name);
        }
    }
    let known: Vec<&str> = facts.cfgs.iter().map(|cfg| cfg.name).collect();
    println!("cargo:cfgs={}", holding.join(","));
    println!("cargo:known_cfgs={}", known.join(","));
}

/// One line each in the build log (`cargo build -vv`), for the CI matrix.
pub fn log_counts(
    bindings: &Bindings,
    aliases: &Aliases,
    abi: &AbiCounts,
    wrappers: Option<&Wrappers>,
) {
    println!(
        "cuda-raw-sys: {} functions bound, {} C macro names re-exported",
        bindings.functions().count(),
        aliases.0.len()
    );
    if let Some(wrappers) = wrappers {
        println!(
            "cuda-raw-sys: dynamic-loading: {} driver and {} runtime functions load on first call",
            wrappers.driver, wrappers.runtime
        );
    }
    println!(
        "cuda-raw-sys: {} PFN_ function-pointer types bound, {} unversioned PFN_ names re-exported",
        pfn_types(&bindings.syntax),
        aliases
            .0
            .keys()
            .filter(|name| name.starts_with("PFN_"))
            .count()
    );
    println!(
        "cuda-raw-sys: ABI check covers {} types, {} typedefs, {} members, {} constants; {} skipped",
        abi.types, abi.typedefs, abi.fields, abi.constants, abi.skipped
    );
}

/// cudaTypedefs.h's function-pointer types among the bindings (feature `pfn-typedefs`).
fn pfn_types(bindings: &syn::File) -> usize {
    let is_pfn = |item: &&syn::Item| match item {
        syn::Item::Type(alias) => alias.ident.to_string().starts_with("PFN_"),
        _ => false,
    };
    bindings.items.iter().filter(is_pfn).count()
}
