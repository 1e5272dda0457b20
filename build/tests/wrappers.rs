//! Runtime-loading wrappers over declarations bindgen has not written before:
//! what cannot be wrapped stays declared, and the build goes on. Exported
//! variables become `Variable`s in both link modes.

use cuda_raw_sys_build::variables;
use cuda_raw_sys_build::wrappers::{replace_declarations, BuildFolders};
use cuda_raw_sys_build::{quote, syn};

#[test]
fn declarations_that_cannot_be_wrapped_stay_declared() {
    let mut bindings: syn::File = syn::parse_quote! {
        extern "C" {
            pub fn cuOrdinary(value: ::core::ffi::c_int) -> CUresult;
            pub fn cuVariadic(format: *const ::core::ffi::c_char, ...) -> CUresult;
            pub static cuSomeGlobal: ::core::ffi::c_int;
        }
    };
    let folders = BuildFolders::default();
    let made = replace_declarations(&mut bindings, &folders);
    // cuOrdinary and cuSomeGlobal, a variable read through a loader symbol.
    assert_eq!((made.driver, made.runtime), (2, 0));
    let left: Vec<(&str, &str)> = made
        .left_as_declared
        .iter()
        .map(|(name, why)| (name.as_str(), why.as_str()))
        .collect();
    assert_eq!(left, [("cuVariadic", "variadic")]);
    let wrapper = bindings
        .items
        .iter()
        .any(|item| matches!(item, syn::Item::Fn(function) if function.sig.ident == "cuOrdinary"));
    assert!(wrapper, "cuOrdinary was not wrapped");
    let declared: Vec<String> = bindings
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::ForeignMod(block) => Some(block.items.len().to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(declared, ["1"], "the variadic one stays declared");
    let variable = bindings.items.iter().find_map(|item| match item {
        syn::Item::Static(variable) if variable.ident == "cuSomeGlobal" => Some(variable),
        _ => None,
    });
    let variable = variable.expect("cuSomeGlobal became a static");
    let text = quote::quote!(#variable).to_string().replace(' ', "");
    assert!(
        text.contains("crate::Variable<::core::ffi::c_int>")
            && text.contains("crate::Variable::loaded(&SYMBOLS[1])"),
        "{text}"
    );
}

/// Linked, an exported variable is a private extern declaration under its
/// C name and a public `Variable` referring to it; functions stay declared.
#[test]
fn linked_variables_refer_to_a_private_declaration() {
    let mut bindings: syn::File = syn::parse_quote! {
        extern "C" {
            pub fn cutensorGetVersion() -> usize;
            #[doc = " a descriptor"]
            pub static CUTENSOR_COMPUTE_DESC_32F: cutensorComputeDescriptor_t;
        }
    };
    assert_eq!(variables::link_all(&mut bindings), 1);
    let text = quote::quote!(#bindings).to_string().replace(' ', "");
    for expected in [
        "pubfncutensorGetVersion()->usize;",
        "#[link_name=\"CUTENSOR_COMPUTE_DESC_32F\"]staticcuda_raw_sys_CUTENSOR_COMPUTE_DESC_32F:cutensorComputeDescriptor_t;",
        "#[doc=\"adescriptor\"]pubstaticCUTENSOR_COMPUTE_DESC_32F:crate::Variable<cutensorComputeDescriptor_t>=crate::Variable::linked(unsafe{&cuda_raw_sys_CUTENSOR_COMPUTE_DESC_32F});",
    ] {
        assert!(text.contains(expected), "{expected} in {text}");
    }
}
