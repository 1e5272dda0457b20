//! Feature `dynamic-loading`: every `extern "C"` declaration bindgen wrote
//! becomes a Rust function of the same name and type that calls the symbol
//! src/loader.rs resolves on first use, or returns the fallback the crate
//! documents when it cannot.

use crate::libraries::{library_of, Found, Library, LIBRARIES};
use crate::link::Libraries;
use quote::{format_ident, quote};
use std::path::{Path, PathBuf};

/// How many wrappers were made, per library, for the build log, and the
/// declarations left as they were, with why.
pub struct Wrappers {
    pub driver: usize,
    pub runtime: usize,
    /// The further libraries' (libraries.rs), together.
    pub libraries: usize,
    pub left_as_declared: Vec<(String, String)>,
}

impl Wrappers {
    /// One cargo warning per declaration left unwrapped.
    pub fn warn(&self, env: &crate::env::BuildEnv) {
        for (name, why) in &self.left_as_declared {
            env.warn(format!(
                "dynamic-loading cannot wrap {name} ({why}): it stays declared, and a \
                 program that calls it must link the library itself"
            ));
        }
    }
}

/// The name of a foreign item, for messages.
fn foreign_name(item: &syn::ForeignItem) -> String {
    match item {
        syn::ForeignItem::Fn(function) => function.sig.ident.to_string(),
        syn::ForeignItem::Static(variable) => variable.ident.to_string(),
        other => quote!(#other).to_string(),
    }
}

/// Where the build found the libraries: the loader's last resort.
#[derive(Default)]
pub struct BuildFolders {
    pub libcuda: Vec<PathBuf>,
    pub cudart: Vec<PathBuf>,
    /// Each enabled further library's file name on Unix and on Windows, and
    /// the folder its file was found in, if it was.
    pub libraries: Vec<(&'static Library, [String; 2], Option<PathBuf>)>,
    /// For a snapshot: each library's row holds only when its feature is on
    /// (the loader takes a row of empty names for a feature that is off).
    pub snapshot: bool,
}

/// Replaces the bindings' extern blocks by wrappers, and adds the symbol
/// table they index and the folders the loader tries last.
/// A declaration that cannot be wrapped (a variadic function, a static, a
/// shape bindgen has not written before) stays a declaration, named in
/// `left_as_declared`: calling it needs the library linked, and the build
/// warns. Nothing here stops a build.
pub fn replace_declarations(bindings: &mut syn::File, folders: &BuildFolders) -> Wrappers {
    let mut made = Wrappers {
        driver: 0,
        runtime: 0,
        libraries: 0,
        left_as_declared: Vec::new(),
    };
    let mut symbols = Vec::new();
    let mut items = Vec::with_capacity(bindings.items.len());
    let mut declared = Vec::new();
    let taken = pattern_names(bindings);
    for item in std::mem::take(&mut bindings.items) {
        let syn::Item::ForeignMod(block) = item else {
            items.push(item);
            continue;
        };
        for foreign in block.items {
            // A variable (cuTENSOR's compute descriptors): a Variable reading
            // a loader symbol, or the linker's where its library is in the
            // binary (variables.rs).
            if let syn::ForeignItem::Static(variable) = &foreign {
                let name = variable.ident.to_string();
                if library_of(&name).is_some_and(Library::in_binary) {
                    let (declaration, item) = crate::variables::linked(variable);
                    declared.push(declaration);
                    items.push(item);
                } else {
                    let library = symbol_library(&name, &mut made);
                    items.push(crate::variables::loaded(variable, symbols.len()));
                    symbols.push(
                        quote!(crate::loader::Symbol::new(#name, crate::loader::Library::#library)),
                    );
                }
                continue;
            }
            let wrapped = match &foreign {
                syn::ForeignItem::Fn(function) => wrapper(function, symbols.len(), &taken),
                _ => Err("not a function"),
            };
            let (syn::ForeignItem::Fn(function), Ok(wrapped)) = (&foreign, wrapped) else {
                let why = match &foreign {
                    syn::ForeignItem::Fn(function) => wrapper(function, 0, &taken).err(),
                    _ => None,
                };
                made.left_as_declared.push((
                    foreign_name(&foreign),
                    why.unwrap_or("not a function").to_owned(),
                ));
                declared.push(foreign);
                continue;
            };
            let name = function.sig.ident.to_string();
            // Compiled into the crate (NVTX's) or linked from a static
            // library (nvPTXCompiler's): declared, as in the linked mode.
            if library_of(&name).is_some_and(Library::in_binary) {
                declared.push(foreign);
                continue;
            }
            let library = symbol_library(&name, &mut made);
            items.push(wrapped);
            symbols
                .push(quote!(crate::loader::Symbol::new(#name, crate::loader::Library::#library)));
        }
    }
    if !declared.is_empty() {
        items.push(syn::parse_quote!(extern "C" { #(#declared)* }));
    }
    let count = symbols.len();
    let further_count = loaded().count();
    let libcuda = folder_strings(&folders.libcuda);
    let cudart = folder_strings(&folders.cudart);
    // One row per further library, in LIBRARIES' order (the loader's
    // Library variants): its file names, the folder the build found it in,
    // and the companions to load from its folder with it.
    let further = loaded().map(|library| {
        // A row another enabled row replaces (cuFFT, by cuFFTMp) loads that
        // one's file: its calls are that library's.
        let replacer = folders
            .libraries
            .iter()
            .map(|(of, ..)| *of)
            .find(|of| of.replaces == library.feature);
        match (replacer, folders.snapshot) {
            (Some(replacer), false) => further_row(replacer, folders),
            (Some(replacer), true) => {
                let (ours, theirs) = (library.feature, replacer.feature);
                let (own, replacing) =
                    (further_row(library, folders), further_row(replacer, folders));
                syn::parse_quote!(if cfg!(feature = #theirs) { #replacing }
                    else if cfg!(feature = #ours) { #own }
                    else { crate::loader::Row::OFF })
            }
            (None, false) => further_row(library, folders),
            (None, true) => {
                let feature = library.feature;
                let row = further_row(library, folders);
                syn::parse_quote!(if cfg!(feature = #feature) { #row } else { crate::loader::Row::OFF })
            }
        }
    });
    // The libraries whose functions are in the binary, and how they came
    // there. In a snapshot, those compiled from their headers (NVTX's, from
    // the headers the package carries), each behind its feature; a build
    // from one refuses a static library's feature.
    let in_binary = folders
        .libraries
        .iter()
        .filter(|(library, ..)| library.in_binary())
        .filter(|(library, ..)| !folders.snapshot || !library.static_only())
        .map(|(library, [unix, _], folder)| {
            let title = library.title;
            let how = match folder {
                Some(folder) => format!("linked from {}", folder.join(unix).display()),
                None => library.in_binary_how(),
            };
            let feature = library.feature;
            match folders.snapshot {
                true => quote!(#[cfg(feature = #feature)] (#title, #how)),
                false => quote!((#title, #how)),
            }
        });
    let table: syn::File = syn::parse_quote! {
        /// One entry per wrapper, in order: its C name, its library, and the
        /// address once resolved.
        pub(crate) static SYMBOLS: [crate::loader::Symbol; #count] = [#(#symbols),*];
        /// The folders this build found libcuda in (never `stubs/`).
        pub(crate) const BUILD_LIBCUDA_FOLDERS: &[&str] = &[#(#libcuda),*];
        /// The folders this build found libcudart in.
        pub(crate) const BUILD_CUDART_FOLDERS: &[&str] = &[#(#cudart),*];
        /// The further libraries (library_table.rs), in the loader's order.
        pub(crate) const FURTHER_LIBRARIES: [crate::loader::Row; #further_count] = [#(#further),*];
        /// The further libraries whose functions are in the binary, not
        /// loaded (NVTX's, compiled; nvPTXCompiler's, a static library):
        /// their names, and how they came there.
        pub(crate) const IN_BINARY: &[(&str, &str)] = &[#(#in_binary),*];
    };
    items.extend(table.items);
    bindings.items = items;
    made
}

/// One further library's loader row: its file names, the folder the build
/// found it in, and the companions, needed libraries and parts to load with it.
fn further_row(library: &Library, folders: &BuildFolders) -> syn::Expr {
    let row = folders
        .libraries
        .iter()
        .find(|(of, ..)| of.feature == library.feature);
    let [unix, windows] = row.map(|(_, names, _)| names.clone()).unwrap_or_default();
    let folder = row
        .and_then(|(.., folder)| folder.as_ref())
        .map(|folder| folder.to_string_lossy().into_owned())
        .into_iter();
    let major = unix
        .rsplit_once(".so.")
        .map(|(_, major)| major.to_owned())
        .unwrap_or_default();
    let companions = library
        .companions
        .iter()
        .filter(|_| row.is_some())
        .map(|pattern| pattern.replace("{major}", &major));
    let needs = library
        .needs
        .iter()
        .filter(|_| row.is_some())
        .map(|feature| needed_variant(feature));
    let parts = library
        .part_names(0, &major)
        .zip(library.part_names(1, &major))
        .filter(|_| row.is_some())
        .map(|(unix, windows)| quote!([#unix, #windows]));
    syn::parse_quote!(crate::loader::Row {
        unix: #unix,
        windows: #windows,
        folders: &[#(#folder),*],
        companions: &[#(#companions),*],
        needs: &[#(#needs),*],
        parts: &[#(#parts),*],
    })
}

/// The loader's `Library` variant a C symbol is resolved from, counted in
/// `made`.
fn symbol_library(name: &str, made: &mut Wrappers) -> syn::Ident {
    if let Some(library) = library_of(name) {
        made.libraries += 1;
        format_ident!("{}", library.loader)
    } else if name.starts_with("cuda") {
        made.runtime += 1;
        format_ident!("Runtime")
    } else {
        made.driver += 1;
        format_ident!("Driver")
    }
}

/// `loader_libraries.rs`, included by the loader: its `Library` enum, one
/// variant for the driver, the runtime and each row of the library table with
/// a library file (whether or not its feature is on, so that the enum is the
/// same in every build), with each further library's name, path variable and
/// message.
pub fn loader_libraries() -> String {
    let mut variants = String::new();
    let mut all = vec!["Library::Driver".to_owned(), "Library::Runtime".to_owned()];
    let mut rows = String::new();
    for library in loaded() {
        let name = library
            .unix_file
            .split(".so")
            .next()
            .unwrap_or(library.unix_file);
        variants.push_str(&format!(
            "    /// {name} (`{}*`, feature `{}`).\n    {},\n",
            library.prefixes[0], library.feature, library.loader
        ));
        all.push(format!("Library::{}", library.loader));
        rows.push_str(&format!(
            "    (\"{name}\", \"CUDA_RAW_SYS_LIB{}_PATH\", c\"cuda-raw-sys: {name} could not be \
             loaded (cuda_raw_sys::loader::report() says why)\"),\n",
            library.feature.to_uppercase()
        ));
    }
    format!(
        "/// The libraries the crate's functions come from (generated from the\n\
         /// build's library table).\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq)]\n\
         pub enum Library {{\n    \
         /// libcuda (`cu*`), installed with the driver.\n    Driver,\n    \
         /// libcudart (`cuda*`), from the toolkit the build used.\n    Runtime,\n\
         {variants}}}\n\n\
         impl Library {{\n    \
         /// Every library, in the order of [`resolve_all`]'s counts.\n    \
         pub const ALL: [Library; {count}] = [{all}];\n}}\n\n\
         /// Each further library's name, the variable naming its file, and what\n\
         /// its calls returning a C string return when it cannot be loaded, in\n\
         /// `Library::ALL`'s order from its third entry.\n\
         const FURTHER_NAMES: [(&str, &str, &CStr); {further}] = [\n{rows}];\n",
        count = all.len(),
        all = all.join(", "),
        further = loaded().count(),
    )
}

/// The rows of the library table the loader loads (all but those whose
/// functions are in the binary).
fn loaded() -> impl Iterator<Item = &'static Library> {
    LIBRARIES.iter().filter(|library| library.loaded())
}

/// The loader's variant for a row's `needs` entry: `driver`, `runtime`, or
/// a feature.
fn needed_variant(feature: &str) -> impl quote::ToTokens {
    let variant = match feature {
        "driver" => "Driver",
        "runtime" => "Runtime",
        feature => {
            LIBRARIES
                .iter()
                .find(|library| library.feature == feature)
                .unwrap_or_else(|| panic!("`needs` names {feature}, which is no row"))
                .loader
        }
    };
    let variant = format_ident!("{variant}");
    quote!(crate::loader::Library::#variant)
}

/// Writes `loader_libraries.rs` into `OUT_DIR` (dynamic-loading builds).
/// `snapshot`: the version of the committed bindings the build used, where
/// it generated none (`loader::report()` says so).
pub fn write_loader_libraries(
    env: &crate::env::BuildEnv,
    snapshot: Option<&str>,
) -> Result<(), crate::error::BuildError> {
    let path = env.out_dir.join("loader_libraries.rs");
    let text = format!(
        "{}\n/// The CUDA release of the crate's committed bindings this build used,\n\
         /// where it found no headers to generate from.\nconst SNAPSHOT: Option<&str> = {snapshot:?};\n",
        loader_libraries()
    );
    std::fs::write(&path, text)
        .map_err(|error| crate::error::BuildError::write_failed(&path, error))
}

/// The names a function's parameter cannot have in Rust (as a pattern it
/// would name the item): tuple and unit structs, constants, statics.
fn pattern_names(bindings: &syn::File) -> std::collections::HashSet<String> {
    bindings
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Struct(record) if !matches!(record.fields, syn::Fields::Named(_)) => {
                Some(record.ident.to_string())
            }
            syn::Item::Const(constant) => Some(constant.ident.to_string()),
            syn::Item::Static(variable) => Some(variable.ident.to_string()),
            _ => None,
        })
        .collect()
}

/// `pub unsafe extern "C" fn name(args) -> R`: the declaration's own
/// signature and documentation, calling through `SYMBOLS[index]`. A
/// parameter named like an item of `taken` (NVSHMEM's `nvshmemx_init_flags`)
/// gets a trailing underscore.
fn wrapper(
    function: &syn::ForeignItemFn,
    index: usize,
    taken: &std::collections::HashSet<String>,
) -> Result<syn::Item, &'static str> {
    let name = &function.sig.ident;
    if function.sig.variadic.is_some() {
        return Err("variadic");
    }
    let attrs = &function.attrs;
    let mut arguments = Vec::new();
    let mut types = Vec::new();
    for (position, input) in function.sig.inputs.iter().enumerate() {
        let syn::FnArg::Typed(typed) = input else {
            return Err("takes self");
        };
        let argument = match &*typed.pat {
            syn::Pat::Ident(ident) if taken.contains(&ident.ident.to_string()) => {
                format_ident!("{}_", ident.ident)
            }
            syn::Pat::Ident(ident) => ident.ident.clone(),
            _ => format_ident!("arg{position}"),
        };
        arguments.push(argument);
        types.push(&*typed.ty);
    }
    let output = &function.sig.output;
    // No local names: any could be a parameter's.
    let symbol: syn::Expr = syn::parse_quote!(SYMBOLS[#index]);
    let fallback = fallback(&name.to_string(), output, &symbol);
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
    /// cudaCreateChannelDesc's descriptor, cusparseGetMatType's enum.
    Value,
    /// A further library's status type (`nvrtcResult`, ...).
    LibraryStatus(&'static Library),
}

impl Returns {
    /// What the function `name` returns, `output`.
    pub fn of(name: &str, output: &syn::ReturnType) -> Self {
        let syn::ReturnType::Type(_, returned) = output else {
            return Returns::Nothing;
        };
        if let syn::Type::Path(path) = &**returned {
            let status = |library: &&Library| path.path.is_ident(library.status);
            if let Some(library) = LIBRARIES.iter().find(status) {
                return Returns::LibraryStatus(library);
            }
            // A library whose status is C's int (NVSHMEM): its own calls
            // returning int.
            let int = path
                .path
                .segments
                .last()
                .is_some_and(|last| last.ident == "c_int");
            if let Some(library) = library_of(name).filter(|library| int && library.status_is_int())
            {
                return Returns::LibraryStatus(library);
            }
        }
        match &**returned {
            syn::Type::Path(path) if path.path.is_ident("CUresult") => Returns::DriverStatus,
            syn::Type::Path(path) if path.path.is_ident("cudaError_t") => Returns::RuntimeStatus,
            // A C string (not NPP's `const NppLibraryVersion *`, a plain value).
            syn::Type::Ptr(pointer)
                if matches!(pointer.mutability, syn::PointerMutability::Const(_))
                    && matches!(&*pointer.elem, syn::Type::Path(pointee)
                        if pointee.path.segments.last().is_some_and(|last| last.ident == "c_char")) =>
            {
                Returns::Message
            }
            _ => Returns::Value,
        }
    }
}

/// What a call returns when its symbol cannot be had; README lists these.
fn fallback(name: &str, output: &syn::ReturnType, symbol: &syn::Expr) -> syn::Expr {
    match Returns::of(name, output) {
        Returns::DriverStatus => syn::parse_quote!(#symbol.driver_error()),
        Returns::RuntimeStatus => syn::parse_quote!(#symbol.runtime_error()),
        Returns::LibraryStatus(library) => {
            let not_loaded = format_ident!("{}", library.not_loaded);
            let missing = format_ident!("{}", library.missing);
            match library.status_field {
                // The enum's codes as C's int.
                None if library.status_is_int() => syn::parse_quote!(#symbol.status(
                    crate::#not_loaded.0 as ::core::ffi::c_int,
                    crate::#missing.0 as ::core::ffi::c_int
                )),
                None => syn::parse_quote!(#symbol.status(crate::#not_loaded, crate::#missing)),
                // A struct whose one field holds the code, the others zero.
                Some(field) => {
                    let status = format_ident!("{}", library.status);
                    let field = format_ident!("{}", field);
                    syn::parse_quote!(crate::#status {
                        #field: #symbol.status(crate::#not_loaded, crate::#missing),
                        ..::core::default::Default::default()
                    })
                }
            }
        }
        // A message, never null.
        Returns::Message => syn::parse_quote!(#symbol.message()),
        Returns::Nothing => syn::parse_quote!(()),
        // All zero: C's plain values (cudaCreateChannelDesc's descriptor,
        // cusparseGetMatType's enum, which has no Default; null for a
        // pointer).
        Returns::Value => syn::parse_quote!(::core::mem::zeroed()),
    }
}

fn folder_strings(folders: &[PathBuf]) -> Vec<String> {
    folders
        .iter()
        .map(|folder| folder.to_string_lossy().into_owned())
        .collect()
}

/// The folder the loader may load a found library file from: none for
/// Windows' import libraries (`cuda.lib`, `nvrtc.lib`: the DLL is the system
/// loader's to find) nor for a `stubs` folder.
fn load_folder(file: &Path) -> Option<PathBuf> {
    let import_library = file.extension().is_some_and(|extension| extension == "lib");
    let folder = file.parent().filter(|_| !import_library)?;
    (!folder.ends_with("stubs")).then(|| folder.to_path_buf())
}

/// The folders a dynamic-loading build knows: libcudart's (on Windows the
/// folder of cudart64_<major>.dll), and libcuda's unless the build found only
/// the toolkit's stub.
pub fn build_folders(
    libraries: &Libraries,
    dll_dir: Option<&Path>,
    found: &[Found],
) -> BuildFolders {
    BuildFolders {
        libraries: found
            .iter()
            .map(|found| {
                let folder = found.file.as_deref().and_then(load_folder);
                (found.library, found.file_names.clone(), folder)
            })
            .collect(),
        libcuda: libraries
            .libcuda
            .as_deref()
            .and_then(load_folder)
            .into_iter()
            .collect(),
        cudart: vec![dll_dir.unwrap_or(&libraries.cudart_dir).to_path_buf()],
        snapshot: false,
    }
}
