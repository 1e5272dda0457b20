//! Running bindgen over wrapper.h: one pass over both headers, so the driver
//! and the runtime share their types.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_TOOLKIT};
use crate::locate::{dotted, Toolkit};
use bindgen::callbacks::{MacroParsingBehavior, ParseCallbacks};
use bindgen::{EnumVariation, Formatter, RustTarget};

/// Pinned, so the generated code does not change with the bindgen release
/// (`offset_of!` in layout checks needs 1.77, the crate's MSRV).
const BINDINGS_RUST_TARGET: (u64, u64) = (77, 0);

/// The generated bindings, as written to `OUT_DIR/bindings.rs` and as parsed.
pub struct Bindings {
    pub text: String,
    pub syntax: syn::File,
}

impl Bindings {
    /// Parses bindings text; facts about the bindings are read from this syntax.
    pub fn parse(text: String, origin: &std::path::Path) -> Result<Self, BuildError> {
        let syntax = syn::parse_file(&text).map_err(|error| BuildError {
            what: format!(
                "the bindings in {} do not parse as Rust: {error}",
                origin.display()
            ),
            fix: "report this as a cuda-raw-sys bug, with the CUDA version".into(),
            probed: Vec::new(),
            detail: None,
            install: "",
        })?;
        Ok(Bindings { text, syntax })
    }

    /// Every function the bindings declare.
    pub fn functions(&self) -> impl Iterator<Item = &syn::Ident> {
        self.syntax
            .items
            .iter()
            .flat_map(|item| match item {
                syn::Item::ForeignMod(block) => block.items.iter().collect(),
                _ => Vec::new(),
            })
            .filter_map(|item| match item {
                syn::ForeignItem::Fn(function) => Some(&function.sig.ident),
                _ => None,
            })
    }
}

pub fn bindings(
    env: &BuildEnv,
    toolkit: &Toolkit,
    macro_table: &str,
) -> Result<Bindings, BuildError> {
    let unsigned_macros = crate::macros::unsigned_literal_macros(macro_table, &env.target_os);
    crate::libclang::load(env)?;
    let wrapper = env.manifest_dir.join("wrapper.h");
    println!("cargo:rerun-if-changed={}", wrapper.display());

    let (minor, patch) = BINDINGS_RUST_TARGET;
    let builder = toolkit
        .include_dirs
        .iter()
        .fold(bindgen::Builder::default(), |builder, dir| {
            builder.clang_arg(format!("-I{}", dir.display()))
        });
    let generated = builder
        .header(wrapper.to_string_lossy())
        .clang_args(crate::preprocess::wrapper_defines(env))
        .rust_target(RustTarget::stable(minor, patch).expect("a Rust release bindgen knows"))
        // The same text with or without rustfmt on PATH.
        .formatter(Formatter::Prettyplease)
        .use_core()
        .ctypes_prefix("::core::ffi")
        .allowlist_function("cu.*")
        .allowlist_type("(cu|CU|PFN_cu).*")
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
        .parse_callbacks(Box::new(HeaderComments))
        .parse_callbacks(Box::new(SkipMacros(
            unsigned_macros
                .iter()
                .map(|unsigned| unsigned.name.clone())
                .collect(),
        )))
        .generate()
        .map_err(|error| parse_failure(toolkit, error))?;

    let path = env.out_dir.join("bindings.rs");
    let text = generated.to_string() + &crate::macros::rust_items(&unsigned_macros);
    let bindings = Bindings::parse(text, &path)?;
    std::fs::write(&path, &bindings.text)
        .map_err(|error| BuildError::write_failed(&path, error))?;
    Ok(bindings)
}

/// Header comments are Doxygen, not Markdown: an indented line would become a
/// Rust doctest (CUDA 13.5's `\note` on cuMemPoolGetAttribute did). Lines lose
/// their indentation so no comment turns into code.
#[derive(Debug)]
struct HeaderComments;

impl ParseCallbacks for HeaderComments {
    fn process_comment(&self, comment: &str) -> Option<String> {
        let lines: Vec<&str> = comment.lines().map(str::trim_start).collect();
        Some(lines.join("\n"))
    }
}

/// Macros the build script evaluates itself (see macros.rs).
#[derive(Debug)]
struct SkipMacros(std::collections::BTreeSet<String>);

impl ParseCallbacks for SkipMacros {
    fn will_parse_macro(&self, name: &str) -> MacroParsingBehavior {
        if self.0.contains(name) {
            MacroParsingBehavior::Ignore
        } else {
            MacroParsingBehavior::Default
        }
    }
}

fn parse_failure(toolkit: &Toolkit, error: bindgen::BindgenError) -> BuildError {
    let clang_said = error.to_string();
    let first_error = clang_said
        .lines()
        .find(|line| line.contains("error:"))
        .unwrap_or(clang_said.lines().next().unwrap_or_default())
        .trim()
        .to_owned();
    let missing_file = first_error
        .split("fatal error: '")
        .nth(1)
        .and_then(|rest| rest.split('\'').next());
    let fix = match missing_file {
        Some(file) => format!(
            "set CUDA_PATH to a complete CUDA toolkit: the headers include {file}, which none of the include folders holds"
        ),
        None => "set CUDA_PATH to a complete, unmodified CUDA toolkit".into(),
    };
    BuildError {
        what: format!(
            "bindgen could not parse the CUDA {} headers: {first_error}",
            dotted(toolkit.cuda_version)
        ),
        fix,
        probed: toolkit
            .include_dirs
            .iter()
            .map(|dir| Probe::new("include folder", Some(dir.clone()), "passed to clang"))
            .collect(),
        detail: Some(format!("clang said:\n{clang_said}")),
        install: INSTALL_TOOLKIT,
    }
}
