//! Variables the headers declare `extern` (cuTENSOR's compute descriptors):
//! bound as `static NAME: crate::Variable<T>` in both link modes, so that
//! code reading one does not change with `dynamic-loading` (src/variable.rs).
//! Linked, the Variable refers to a private extern declaration of the same
//! symbol; with `dynamic-loading`, the wrappers give it a loader symbol
//! instead (wrappers.rs).

use quote::format_ident;

/// The linked form of one extern static: the private declaration (under
/// `#[link_name]`, for an extern block) and the public Variable referring
/// to it.
pub fn linked(variable: &syn::ForeignItemStatic) -> (syn::ForeignItem, syn::Item) {
    let name = &variable.ident;
    let hidden = format_ident!("cuda_raw_sys_{}", name);
    let link_name = name.to_string();
    let ty = &*variable.ty;
    let attrs = &variable.attrs;
    let declaration = syn::parse_quote! {
        #[link_name = #link_name]
        static #hidden: #ty;
    };
    let item = syn::parse_quote! {
        #(#attrs)*
        pub static #name: crate::Variable<#ty> = crate::Variable::linked(unsafe { &#hidden });
    };
    (declaration, item)
}

/// The loaded form: a Variable reading the symbol at `index` of the
/// wrappers' table.
pub fn loaded(variable: &syn::ForeignItemStatic, index: usize) -> syn::Item {
    let name = &variable.ident;
    let ty = &*variable.ty;
    let attrs = &variable.attrs;
    let index = syn::Index::from(index);
    syn::parse_quote! {
        #(#attrs)*
        // Safety: a C variable's type is valid all zero.
        pub static #name: crate::Variable<#ty> =
            unsafe { crate::Variable::loaded(&SYMBOLS[#index]) };
    }
}

/// Rewrites every extern static of the bindings into its linked form (the
/// linked build); the extern blocks keep their functions. Returns how many.
pub fn link_all(bindings: &mut syn::File) -> usize {
    let mut count = 0;
    let mut items = Vec::with_capacity(bindings.items.len());
    for item in std::mem::take(&mut bindings.items) {
        let syn::Item::ForeignMod(mut block) = item else {
            items.push(item);
            continue;
        };
        let mut variables = Vec::new();
        for foreign in std::mem::take(&mut block.items) {
            match foreign {
                syn::ForeignItem::Static(variable) => {
                    let (declaration, item) = linked(&variable);
                    block.items.push(declaration);
                    variables.push(item);
                    count += 1;
                }
                other => block.items.push(other),
            }
        }
        items.push(syn::Item::ForeignMod(block));
        items.extend(variables);
    }
    bindings.items = items;
    count
}
