//! Running bindgen over wrapper.h: one pass over both headers, so the driver
//! and the runtime share their types.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_TOOLKIT};
use crate::locate::{dotted, Toolkit};
use bindgen::{EnumVariation, Formatter, RustTarget};
use std::collections::BTreeSet;

/// Pinned, so the generated code does not change with the bindgen release
/// (`offset_of!` in layout checks needs 1.77, the crate's MSRV).
const BINDINGS_RUST_TARGET: (u64, u64) = (77, 0);

/// The generated bindings, parsed; `text` is what `OUT_DIR/bindings.rs` holds
/// once written.
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

    /// Every function the bindings declare (or, with dynamic-loading, wrap).
    pub fn functions(&self) -> impl Iterator<Item = &syn::Ident> {
        self.syntax.items.iter().flat_map(c_functions)
    }

    /// Every item name at the top level.
    pub fn item_names(&self) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for item in &self.syntax.items {
            let name = match item {
                syn::Item::Const(item) => &item.ident,
                syn::Item::Static(item) => &item.ident,
                syn::Item::Struct(item) => &item.ident,
                syn::Item::Union(item) => &item.ident,
                syn::Item::Type(item) => &item.ident,
                syn::Item::Fn(item) => &item.sig.ident,
                syn::Item::ForeignMod(block) => {
                    names.extend(block.items.iter().filter_map(|item| match item {
                        syn::ForeignItem::Fn(function) => Some(function.sig.ident.to_string()),
                        syn::ForeignItem::Static(variable) => Some(variable.ident.to_string()),
                        _ => None,
                    }));
                    continue;
                }
                // bindgen's typedefs of enums: `pub use self::cudaError_enum as CUresult;`
                syn::Item::Use(item) => {
                    names.extend(renamed(&item.tree).map(|ident| ident.to_string()));
                    continue;
                }
                _ => continue,
            };
            names.insert(name.to_string());
        }
        names
    }

    /// Formats the bindings (prettyplease: the same text with or without
    /// rustfmt installed) and writes them to `OUT_DIR/bindings.rs`.
    pub fn write(&mut self, env: &BuildEnv) -> Result<(), BuildError> {
        self.text = prettyplease::unparse(&self.syntax);
        let path = env.out_dir.join("bindings.rs");
        std::fs::write(&path, &self.text).map_err(|error| BuildError::write_failed(&path, error))
    }
}

/// The C functions an item declares: those of an extern block, or a
/// dynamic-loading wrapper (a Rust `extern "C"` function).
pub fn c_functions(item: &syn::Item) -> Vec<&syn::Ident> {
    match item {
        syn::Item::ForeignMod(block) => block
            .items
            .iter()
            .filter_map(|item| match item {
                syn::ForeignItem::Fn(function) => Some(&function.sig.ident),
                _ => None,
            })
            .collect(),
        syn::Item::Fn(function) if function.sig.abi.is_some() => vec![&function.sig.ident],
        _ => Vec::new(),
    }
}

/// The name a `pub use self::x as y;` introduces.
pub fn renamed(tree: &syn::UseTree) -> Option<&syn::Ident> {
    match tree {
        syn::UseTree::Path(path) => renamed(&path.tree),
        syn::UseTree::Rename(rename) => Some(&rename.rename),
        syn::UseTree::Name(name) => Some(&name.ident),
        _ => None,
    }
}

/// Runs bindgen and parses what it generates; nothing is written yet.
pub fn bindings(env: &BuildEnv, toolkit: &Toolkit) -> Result<Bindings, BuildError> {
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
        .clang_args(env.header_defines())
        .clang_args(crate::preprocess::windows_compiler_args(env))
        .rust_target(RustTarget::stable(minor, patch).expect("a Rust release bindgen knows"))
        // Formatted once the bindings are complete (Bindings::write).
        .formatter(Formatter::None)
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
        .generate()
        .map_err(|error| parse_failure(toolkit, error))?;
    Bindings::parse(generated.to_string(), &env.out_dir.join("bindings.rs"))
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
