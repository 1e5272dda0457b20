//! Running bindgen over wrapper.h, and the C preprocessor over the same file
//! so the tests can check the bindings against an independent reading.

use crate::aliases::{self, preprocess};
use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_LIBCLANG, INSTALL_TOOLKIT};
use crate::locate::Toolkit;
use bindgen::{EnumVariation, RustTarget};

/// Pinned, so the generated code does not change with the bindgen release
/// (`offset_of!` in layout checks needs 1.77, the crate's MSRV).
const BINDINGS_RUST_TARGET: (u64, u64) = (77, 0);

pub struct Generated {
    /// How many C macro names were re-exported under the name they expand to.
    pub alias_count: usize,
    /// Whether the headers declare the multicast calls (CUDA 12.1 and later).
    pub has_multicast: bool,
    /// Whether the headers know fabric handles (CUDA 12.3 and later).
    pub has_fabric_handles: bool,
}

pub fn bindings(env: &BuildEnv, toolkit: &Toolkit) -> Result<Generated, BuildError> {
    load_libclang(env)?;
    let wrapper = env.manifest_dir.join("wrapper.h");
    println!("cargo:rerun-if-changed={}", wrapper.display());
    let include_arg = format!("-I{}", toolkit.include_dir.display());

    let (minor, patch) = BINDINGS_RUST_TARGET;
    let generated = bindgen::Builder::default()
        .header(wrapper.to_string_lossy())
        .clang_arg(&include_arg)
        .rust_target(RustTarget::stable(minor, patch).expect("a Rust release bindgen knows"))
        .use_core()
        .ctypes_prefix("::core::ffi")
        .allowlist_function("cu.*")
        .allowlist_type("(cu|CU).*")
        .allowlist_var("(cu|CU).*")
        // No Rust enums: a newer driver returns values the headers do not list,
        // and a Rust enum holding one is undefined behaviour.
        .default_enum_style(EnumVariation::NewType {
            is_bitfield: true,
            is_global: true,
        })
        .prepend_enum_name(false)
        .must_use_type("cudaError_enum|cudaError")
        .derive_default(true)
        .layout_tests(true)
        .merge_extern_blocks(true)
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .map_err(|error| BuildError {
            what: format!(
                "bindgen could not parse the CUDA {} headers",
                crate::locate::dotted(toolkit.cuda_version)
            ),
            fix: "set CUDA_PATH to a complete toolkit (cuda_runtime_api.h needs crt/host_defines.h beside it)"
                .into(),
            probed: vec![Probe::new("headers", Some(toolkit.include_dir.clone()), "failed to parse")],
            detail: Some(format!("clang said:\n{error}")),
            install: INSTALL_TOOLKIT,
        })?;

    let bindings_path = env.out_dir.join("bindings.rs");
    let text = generated.to_string();
    std::fs::write(&bindings_path, &text)
        .map_err(|error| BuildError::write_failed(&bindings_path, error))?;
    let alias_count = aliases::write(env, toolkit, &wrapper, &text)?;

    // For the test that counts the headers' functions without bindgen.
    let preprocessed = preprocess(toolkit, &wrapper, &[])?;
    let preprocessed_path = env.out_dir.join("wrapper.i");
    std::fs::write(&preprocessed_path, preprocessed)
        .map_err(|error| BuildError::write_failed(&preprocessed_path, error))?;

    Ok(Generated {
        alias_count,
        has_multicast: text.contains("pub fn cuMulticastBindMem("),
        has_fabric_handles: text
            .contains("pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED:"),
    })
}

/// bindgen panics when libclang is missing; loading it first lets the build
/// say what was searched and which setting fixes it.
fn load_libclang(env: &BuildEnv) -> Result<(), BuildError> {
    let libclang_path = env.plain_var("LIBCLANG_PATH").map(std::path::PathBuf::from);
    if clang_sys::is_loaded() {
        return Ok(());
    }
    clang_sys::load().map_err(|searched| BuildError {
        what: "libclang was not found; bindgen needs it to read cuda.h".into(),
        fix: "set LIBCLANG_PATH to the directory holding libclang.so".into(),
        probed: vec![
            match libclang_path {
                Some(path) => Probe::new("LIBCLANG_PATH", Some(path), "no loadable libclang there"),
                None => Probe::new("LIBCLANG_PATH", None, "not set"),
            },
            Probe::new(
                "clang-sys's defaults (llvm-config, /usr/lib/llvm-*/lib, /usr/lib/<triple>, ...)",
                None,
                "no loadable libclang",
            ),
        ],
        detail: Some(format!("clang-sys said: {searched}")),
        install: INSTALL_LIBCLANG,
    })
}
