//! Runtime-loading wrappers over declarations bindgen has not written before:
//! what cannot be wrapped stays declared, and the build goes on.

use cuda_raw_sys_build::syn;
use cuda_raw_sys_build::wrappers::{replace_declarations, BuildFolders};

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
    assert_eq!((made.driver, made.runtime), (1, 0));
    let left: Vec<(&str, &str)> = made
        .left_as_declared
        .iter()
        .map(|(name, why)| (name.as_str(), why.as_str()))
        .collect();
    assert_eq!(
        left,
        [
            ("cuVariadic", "variadic"),
            ("cuSomeGlobal", "not a function")
        ]
    );
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
    assert_eq!(declared, ["2"], "the two stay in one extern block");
}
