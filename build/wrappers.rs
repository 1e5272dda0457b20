//! Feature `dynamic-loading`: every `extern "C"` declaration bindgen wrote
//! becomes a Rust function of the same name and type that calls the symbol
//! src/loader.rs resolves on first use, or returns the fallback the crate
//! documents when it cannot.

use crate::error::BuildError;
use crate::link::Libraries;
use quote::{format_ident, quote};
use std::path::{Path, PathBuf};

/// How many wrappers were made, per library, for the build log.
pub struct Wrappers {
    pub driver: usize,
    pub runtime: usize,
}

/// Where the build found the libraries: the loader's last resort.
pub struct BuildFolders {
    pub libcuda: Vec<PathBuf>,
    pub cudart: Vec<PathBuf>,
}

/// Replaces the bindings' extern blocks by wrappers, and adds the symbol
/// table they index and the folders the loader tries last.
pub fn replace_declarations(
    bindings: &mut syn::File,
    folders: &BuildFolders,
) -> Result<Wrappers, BuildError> {
    let mut made = Wrappers {
        driver: 0,
        runtime: 0,
    };
    let mut symbols = Vec::new();
    let mut items = Vec::with_capacity(bindings.items.len());
    for item in std::mem::take(&mut bindings.items) {
        let syn::Item::ForeignMod(block) = item else {
            items.push(item);
            continue;
        };
        for foreign in block.items {
            let syn::ForeignItem::Fn(function) = foreign else {
                return Err(unwrappable(&quote!(#foreign).to_string(), "not a function"));
            };
            let name = function.sig.ident.to_string();
            let library = if name.starts_with("cuda") {
                made.runtime += 1;
                quote!(Runtime)
            } else {
                made.driver += 1;
                quote!(Driver)
            };
            items.push(wrapper(&function, symbols.len())?);
            symbols
                .push(quote!(crate::loader::Symbol::new(#name, crate::loader::Library::#library)));
        }
    }
    let count = symbols.len();
    let libcuda = folder_strings(&folders.libcuda);
    let cudart = folder_strings(&folders.cudart);
    let table: syn::File = syn::parse_quote! {
        /// One entry per wrapper, in order: its C name, its library, and the
        /// address once resolved.
        pub(crate) static SYMBOLS: [crate::loader::Symbol; #count] = [#(#symbols),*];
        /// The folders this build found libcuda in (never `stubs/`).
        pub(crate) const BUILD_LIBCUDA_FOLDERS: &[&str] = &[#(#libcuda),*];
        /// The folders this build found libcudart in.
        pub(crate) const BUILD_CUDART_FOLDERS: &[&str] = &[#(#cudart),*];
    };
    items.extend(table.items);
    bindings.items = items;
    Ok(made)
}

/// `pub unsafe extern "C" fn name(args) -> R`: the declaration's own
/// signature and documentation, calling through `SYMBOLS[index]`.
fn wrapper(function: &syn::ForeignItemFn, index: usize) -> Result<syn::Item, BuildError> {
    let name = &function.sig.ident;
    if function.sig.variadic.is_some() {
        return Err(unwrappable(&name.to_string(), "variadic"));
    }
    let attrs = &function.attrs;
    let mut arguments = Vec::new();
    let mut types = Vec::new();
    for (position, input) in function.sig.inputs.iter().enumerate() {
        let syn::FnArg::Typed(typed) = input else {
            return Err(unwrappable(&name.to_string(), "takes self"));
        };
        let argument = match &*typed.pat {
            syn::Pat::Ident(ident) => ident.ident.clone(),
            _ => format_ident!("arg{position}"),
        };
        arguments.push(argument);
        types.push(&*typed.ty);
    }
    let output = &function.sig.output;
    // No local names: any could be a parameter's.
    let symbol: syn::Expr = syn::parse_quote!(SYMBOLS[#index]);
    let fallback = fallback(output, &symbol);
    Ok(syn::parse_quote! {
        #(#attrs)*
        #[inline]
        pub unsafe extern "C" fn #name(#(#arguments: #types),*) #output {
            match #symbol.address() {
                Some(cuda_raw_sys_address) => ::core::mem::transmute::<
                    *mut ::core::ffi::c_void,
                    unsafe extern "C" fn(#(#types),*) #output,
                >(cuda_raw_sys_address)(#(#arguments),*),
                None => #fallback,
            }
        }
    })
}

/// What a C function returns, as far as its fallback is concerned (and the
/// test-support crate's call of every wrapper).
pub enum Returns {
    DriverStatus,
    RuntimeStatus,
    /// cudaGetErrorName and cudaGetErrorString's `const char *`.
    Message,
    Nothing,
    /// cudaCreateChannelDesc's descriptor.
    Value,
}

impl Returns {
    pub fn of(output: &syn::ReturnType) -> Self {
        let syn::ReturnType::Type(_, returned) = output else {
            return Returns::Nothing;
        };
        match &**returned {
            syn::Type::Path(path) if path.path.is_ident("CUresult") => Returns::DriverStatus,
            syn::Type::Path(path) if path.path.is_ident("cudaError_t") => Returns::RuntimeStatus,
            syn::Type::Ptr(pointer)
                if matches!(pointer.mutability, syn::PointerMutability::Const(_)) =>
            {
                Returns::Message
            }
            _ => Returns::Value,
        }
    }
}

/// What a call returns when its symbol cannot be had; README lists these.
fn fallback(output: &syn::ReturnType, symbol: &syn::Expr) -> syn::Expr {
    match Returns::of(output) {
        Returns::DriverStatus => syn::parse_quote!(#symbol.driver_error()),
        Returns::RuntimeStatus => syn::parse_quote!(#symbol.runtime_error()),
        // A message, never null.
        Returns::Message => syn::parse_quote!(#symbol.message()),
        Returns::Nothing => syn::parse_quote!(()),
        // All zero.
        Returns::Value => syn::parse_quote!(::core::default::Default::default()),
    }
}

fn folder_strings(folders: &[PathBuf]) -> Vec<String> {
    folders
        .iter()
        .map(|folder| folder.to_string_lossy().into_owned())
        .collect()
}

fn unwrappable(name: &str, why: &str) -> BuildError {
    BuildError::new(
        format!("dynamic-loading cannot wrap {name}: it is {why}"),
        "build without the dynamic-loading feature, and report this as a cuda-raw-sys bug",
    )
}

/// The folders a dynamic-loading build knows: libcudart's (on Windows the
/// folder of cudart64_<major>.dll), and libcuda's unless the build found only
/// the toolkit's stub.
pub fn build_folders(libraries: &Libraries, dll_dir: Option<&Path>) -> BuildFolders {
    BuildFolders {
        libcuda: libraries
            .libcuda
            .as_deref()
            // Windows links cuda.lib; nvcuda.dll is the system loader's to find.
            .filter(|file| {
                file.extension()
                    .map_or(true, |extension| extension != "lib")
            })
            .and_then(Path::parent)
            .filter(|folder| !folder.ends_with("stubs"))
            .map(Path::to_path_buf)
            .into_iter()
            .collect(),
        cudart: vec![dll_dir.unwrap_or(&libraries.cudart_dir).to_path_buf()],
    }
}
