//! `module_calls.rs`: per library module, every function it re-exports
//! coerced to a function pointer whose type names each parameter and the
//! result as the bindings spell them, inside a module that imports only
//! that library's module. It compiles only when the module brings every type
//! its functions name (cuBLASLt's `cublasStatus_t`, cuRAND's `cudaStream_t`).

use cuda_raw_sys_build::quote::{format_ident, quote};
use cuda_raw_sys_build::reach::use_names;
use cuda_raw_sys_build::{prettyplease, syn};
use std::collections::BTreeMap;

/// The source, and how many functions it names.
pub fn source(bindings: &syn::File, modules: &syn::File) -> (String, usize) {
    let signatures = signatures(bindings);
    let mut count = 0;
    let mut checks = Vec::new();
    let mut per_module = Vec::new();
    for (module, names) in module_items(modules) {
        let module_ident = format_ident!("{}", module);
        let module = module.as_str();
        let alone = format_ident!("{}_alone", module);
        let coercions: Vec<_> = names
            .iter()
            .filter_map(|name| signatures.get(name).map(|signature| (name, signature)))
            .map(|(name, signature)| {
                let name = format_ident!("{}", name);
                let inputs = signature.inputs.iter().map(|input| match input {
                    syn::FnArg::Typed(typed) => typed.ty.clone(),
                    syn::FnArg::Receiver(_) => unreachable!("C functions take no self"),
                });
                let output = &signature.output;
                quote!(let _: unsafe extern "C" fn(#(#inputs),*) #output = #name;)
            })
            .collect();
        count += coercions.len();
        let functions = coercions.len();
        per_module.push(quote!((#module, #functions)));
        checks.push(quote! {
            mod #alone {
                use cuda_raw_sys::#module_ident::*;
                #[allow(dead_code, clippy::type_complexity)]
                pub fn name_every_type() {
                    #(#coercions)*
                }
            }
        });
    }
    let file: syn::File = syn::parse_quote! {
        #(#checks)*
        /// Each library module checked, and how many of its functions.
        const PER_MODULE: &[(&str, usize)] = &[#(#per_module),*];
    };
    (prettyplease::unparse(&file), count)
}

/// Each declared (or, under dynamic-loading, wrapped) C function's signature
/// by name; variadic ones left out (no function pointer type names them).
fn signatures(bindings: &syn::File) -> BTreeMap<String, syn::Signature> {
    let mut found = BTreeMap::new();
    for item in &bindings.items {
        match item {
            syn::Item::ForeignMod(block) => {
                for inner in &block.items {
                    if let syn::ForeignItem::Fn(function) = inner {
                        found.insert(function.sig.ident.to_string(), function.sig.clone());
                    }
                }
            }
            syn::Item::Fn(function) if function.sig.abi.is_some() => {
                found.insert(function.sig.ident.to_string(), function.sig.clone());
            }
            _ => {}
        }
    }
    found.retain(|_, signature| signature.variadic.is_none());
    found
}

/// Each module of modules.rs and the names it re-exports.
fn module_items(modules: &syn::File) -> Vec<(String, Vec<String>)> {
    modules
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(module) => {
                let mut names = std::collections::BTreeSet::new();
                use_names(item, &mut names);
                Some((module.ident.to_string(), names.into_iter().collect()))
            }
            _ => None,
        })
        .collect()
}
