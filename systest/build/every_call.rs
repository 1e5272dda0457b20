//! `every_call.rs` for the dynamic-loading tests: one call of each wrapper
//! the bindings hold, with all-zero arguments.

use cuda_raw_sys_build::libraries::library_of;
use cuda_raw_sys_build::quote::{format_ident, quote};
use cuda_raw_sys_build::wrappers::Returns;
use cuda_raw_sys_build::{prettyplease, syn};

/// Calls a module holds: each module is a codegen unit of its own, so that
/// rustc's backend spreads the calls over the cores (in one module, they were
/// one unit and one core's work).
const CALLS_PER_MODULE: usize = 256;

/// `EVERY_CALL` pairs each wrapper's name with a function that calls it with
/// all-zero arguments and returns what it got, as an `Outcome`. Calling one
/// is sound only when its symbol cannot be resolved: then no argument is read.
/// Each call is a function of its own, not a closure in `EVERY_CALL`'s
/// initializer: 14,000 closures in one body took rustc a fifth longer.
pub fn source(bindings: &syn::File) -> (String, usize) {
    let wrappers: Vec<&syn::Signature> = bindings
        .items
        .iter()
        .filter_map(|item| match item {
            // The wrappers: `pub unsafe extern "C" fn`, with a body.
            syn::Item::Fn(function) if function.sig.abi.is_some() => Some(&function.sig),
            _ => None,
        })
        .collect();
    let mut entries: Vec<syn::Expr> = Vec::new();
    let mut modules: Vec<syn::ItemMod> = Vec::new();
    for (number, chunk) in wrappers.chunks(CALLS_PER_MODULE).enumerate() {
        let module = format_ident!("calls_{}", number);
        let mut functions: Vec<syn::ItemFn> = Vec::new();
        for (index, signature) in chunk.iter().enumerate() {
            let function = format_ident!("call_{}", index);
            let text = signature.ident.to_string();
            let outcome = zero_call(signature);
            functions.push(syn::parse_quote! {
                pub(super) unsafe fn #function() -> Outcome { #outcome }
            });
            entries.push(syn::parse_quote!((#text, #module::#function)));
        }
        modules.push(syn::parse_quote! {
            mod #module {
                use super::Outcome;
                #(#functions)*
            }
        });
    }
    // The variables the loader resolves (variables.rs: `Variable::loaded`),
    // each read: unavailable, and all zero.
    let variables: Vec<syn::Expr> = bindings
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Static(variable)
                if quote!(#variable).to_string().contains("Variable :: loaded") =>
            {
                let name = &variable.ident;
                let text = name.to_string();
                Some(syn::parse_quote! {
                    (#text, || {
                        let variable = &cuda_raw_sys::#name;
                        let bytes = unsafe {
                            ::core::slice::from_raw_parts(
                                (&**variable as *const _) as *const u8,
                                ::core::mem::size_of_val(&**variable),
                            )
                        };
                        !variable.is_available() && bytes.iter().all(|byte| *byte == 0)
                    })
                })
            }
            _ => None,
        })
        .collect();
    let count = entries.len() + variables.len();
    let file: syn::File = syn::parse_quote! {
        /// What one call returned.
        pub enum Outcome {
            Driver(cuda_raw_sys::CUresult),
            Runtime(cuda_raw_sys::cudaError_t),
            /// The message, and the one the loader documents for its library.
            Message(*const ::core::ffi::c_char, &'static ::core::ffi::CStr),
            /// A further library's status (`nvrtcResult`, ...), and the code
            /// the loader documents when that library cannot be loaded.
            Status(i64, i64),
            Other,
        }
        /// Calls one wrapper with all-zero arguments.
        pub type ZeroCall = unsafe fn() -> Outcome;
        /// Each wrapper's name, and its call.
        pub const EVERY_CALL: &[(&str, ZeroCall)] = &[#(#entries),*];
        #(#modules)*
        /// Reads one variable the loader resolves: true when it is
        /// unavailable and reads all zero.
        pub type ZeroRead = fn() -> bool;
        /// Each such variable's name, and its read.
        pub const EVERY_VARIABLE: &[(&str, ZeroRead)] = &[#(#variables),*];
    };
    (prettyplease::unparse(&file), count)
}

/// `Outcome::Kind(cuda_raw_sys::name(zeroed(), ...))`
fn zero_call(signature: &syn::Signature) -> syn::Expr {
    let name = &signature.ident;
    let text = name.to_string();
    let zeroed = signature
        .inputs
        .iter()
        .map(|_| quote!(::core::mem::zeroed()));
    let call = quote!(cuda_raw_sys::#name(#(#zeroed),*));
    let outcome = match Returns::of(&text, &signature.output) {
        Returns::DriverStatus => quote!(Outcome::Driver(#call)),
        Returns::RuntimeStatus => quote!(Outcome::Runtime(#call)),
        Returns::Message => {
            let library = format_ident!("{}", library_of(&text).map_or("Runtime", |of| of.loader));
            quote!(Outcome::Message(
                #call,
                cuda_raw_sys::loader::Library::#library.unavailable_message()
            ))
        }
        Returns::LibraryStatus(library) => {
            let not_loaded = format_ident!("{}", library.not_loaded);
            // cuFile's status is a struct; its code is one field.
            let code = match library.status_field {
                // NVSHMEM's: C's int itself.
                None if library.status_is_int() => quote!(#call),
                Some(field) => {
                    let field = format_ident!("{}", field);
                    quote!(#call.#field.0)
                }
                None => quote!(#call.0),
            };
            quote!(Outcome::Status(
                #code as i64,
                cuda_raw_sys::#not_loaded.0 as i64
            ))
        }
        // cublasXerbla, ncclResetDebugInit, cudnnGetLastErrorString: no value.
        Returns::Nothing => quote!({
            #call;
            Outcome::Other
        }),
        Returns::Value => quote!({
            let _ = #call;
            Outcome::Other
        }),
    };
    syn::parse_quote!(#outcome)
}
