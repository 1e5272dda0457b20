//! What bindgen's enum newtypes (`#[repr(transparent)] pub struct E(pub c_uint)`
//! with root constants) lack beside bindgen's rustified enums, added to the
//! parsed bindings: `Debug` that prints the C name, the values also as
//! associated constants (`CUresult::CUDA_SUCCESS`, so code written for
//! rustified enums compiles, `match` arms included), and `PartialOrd`/`Ord`.
//! Every struct's derived `Eq` (newtypes' and bindgen's) becomes an empty impl.
//! The newtype itself stays: a newer driver returns values the headers do
//! not list, and a Rust enum holding one is undefined behaviour.

use crate::bindings::{integer, last_ident, Bindings};
use quote::{format_ident, quote};
use std::collections::{BTreeMap, BTreeSet};

/// What was added, for the build's summary.
#[derive(Default)]
pub struct Counts {
    pub enums: usize,
    pub flag_enums: usize,
    pub values: usize,
}

impl Counts {
    pub fn summarize(&self, summary: &mut crate::metadata::Summary) {
        summary.add("enum_newtypes", self.enums);
        summary.add("flag_enum_newtypes", self.flag_enums);
        summary.add("enum_associated_constants", self.values);
    }
}

/// One newtype's values in the order the header declares them: the
/// constant's name, its value, and the literal bindgen wrote.
type Values = Vec<(syn::Ident, i128, syn::Expr)>;

/// Adds the traits and associated constants to every enum newtype.
pub fn dress(bindings: &mut Bindings) -> Counts {
    let enums = &bindings.index.enums;
    let mut values: BTreeMap<String, Values> = BTreeMap::new();
    for item in &bindings.syntax.items {
        if let Some((owner, name, value, literal)) = enum_value(item, enums) {
            values
                .entry(owner)
                .or_default()
                .push((name, value, literal));
        }
    }
    let mut counts = Counts::default();
    let mut items = Vec::with_capacity(bindings.syntax.items.len() + 2 * values.len() + 1);
    for mut item in std::mem::take(&mut bindings.syntax.items) {
        let mut eq = None;
        let owner = match &mut item {
            syn::Item::Struct(record) => {
                let newtype = enums.contains(&record.ident.to_string());
                if newtype {
                    redo_derives(&mut record.attrs);
                }
                eq = eq_by_impl(record);
                newtype.then(|| record.ident.clone())
            }
            _ => None,
        };
        items.push(item);
        items.extend(eq);
        let Some(owner) = owner else {
            continue;
        };
        let empty = Values::new();
        let found = values.get(&owner.to_string()).unwrap_or(&empty);
        let flags = is_flag_type(&owner.to_string(), found);
        items.push(debug_impl(&owner, found, flags));
        if !found.is_empty() {
            items.push(associated_constants(&owner, found));
        }
        counts.enums += 1;
        counts.flag_enums += usize::from(flags);
        counts.values += found.len();
    }
    if counts.flag_enums > 0 {
        items.push(flags_formatter());
    }
    bindings.syntax.items = items;
    counts
}

/// `pub const NAME: E = E(literal);` for an enum newtype `E`.
fn enum_value(
    item: &syn::Item,
    enums: &BTreeSet<String>,
) -> Option<(String, syn::Ident, i128, syn::Expr)> {
    let syn::Item::Const(constant) = item else {
        return None;
    };
    let owner = last_ident(&constant.ty).filter(|owner| enums.contains(owner))?;
    let syn::Expr::Call(call) = &*constant.expr else {
        return None;
    };
    let [argument] =
        <[syn::Expr; 1]>::try_from(call.args.iter().cloned().collect::<Vec<_>>()).ok()?;
    let value = integer(&argument)?;
    Some((owner, constant.ident.clone(), value, argument))
}

/// bindgen's derives less `Debug` (written by name below), plus an order.
fn redo_derives(attrs: &mut Vec<syn::Attribute>) {
    attrs.retain(|attr| !attr.path().is_ident("derive"));
    attrs.push(syn::parse_quote!(#[derive(Copy, Clone, Hash, PartialEq, Eq, PartialOrd, Ord)]));
}

/// `Eq` as an empty impl instead of a derive, on a struct that derives it
/// (bindgen derives it only where every field is `Eq`): the derive adds to
/// each type a function asserting that of every field, which a debug build
/// compiles (1,554 with five libraries).
fn eq_by_impl(record: &mut syn::ItemStruct) -> Option<syn::Item> {
    if !record.generics.params.is_empty() {
        return None;
    }
    let mut derived = false;
    for attr in &mut record.attrs {
        if !attr.path().is_ident("derive") {
            continue;
        }
        let Ok(traits) = attr.parse_args_with(
            syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
        ) else {
            continue;
        };
        if !traits.iter().any(|path| path.is_ident("Eq")) {
            continue;
        }
        let kept = traits.iter().filter(|path| !path.is_ident("Eq"));
        *attr = syn::parse_quote!(#[derive(#(#kept),*)]);
        derived = true;
    }
    let name = &record.ident;
    derived.then(|| syn::parse_quote!(impl ::core::cmp::Eq for #name {}))
}

/// A C enum whose values are combined with `|`: its name says flags, and it
/// names at least one single bit.
fn is_flag_type(name: &str, values: &Values) -> bool {
    name.to_ascii_lowercase().contains("flag") && values.iter().any(|(_, value, _)| is_bit(*value))
}

/// A value with exactly one bit set.
fn is_bit(value: i128) -> bool {
    value > 0 && (value as u128).is_power_of_two()
}

/// `Debug` prints the header's first name for a value, a flag type's set bits
/// by name (`A | B | 0x40` for bits no name covers), and an unknown value as
/// bindgen's derive did: `E(9999)`.
fn debug_impl(owner: &syn::Ident, values: &Values, flags: bool) -> syn::Item {
    let mut seen = BTreeSet::new();
    let arms = values
        .iter()
        .filter(|(_, value, _)| seen.insert(*value))
        .map(|(name, _, literal)| {
            let text = name.to_string();
            quote!(#literal => #text,)
        });
    let owner_text = owner.to_string();
    let unknown = if flags {
        let mut seen = BTreeSet::new();
        let bits = values
            .iter()
            .filter(|(_, value, _)| is_bit(*value))
            .filter(|(_, value, _)| seen.insert(*value))
            .map(|(name, value, _)| {
                let text = name.to_string();
                let value = *value as u64;
                quote!((#text, #value))
            });
        quote!(__cuda_raw_sys_debug_flags(f, #owner_text, self.0 as u64, &[#(#bits),*]))
    } else {
        quote!(f.debug_tuple(#owner_text).field(&self.0).finish())
    };
    syn::parse_quote! {
        impl ::core::fmt::Debug for #owner {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let name = match self.0 {
                    #(#arms)*
                    _ => return #unknown,
                };
                f.write_str(name)
            }
        }
    }
}

/// `impl E { pub const NAME: E = NAME; ... }`: inside an impl block an
/// unqualified name is the module's constant, not the associated one.
fn associated_constants(owner: &syn::Ident, values: &Values) -> syn::Item {
    let constants = values.iter().map(|(name, _, _)| {
        let name = format_ident!("{}", name);
        quote!(pub const #name: #owner = #name;)
    });
    syn::parse_quote! {
        impl #owner {
            #(#constants)*
        }
    }
}

/// The set bits of a flag value by name; what no name covers in hex.
fn flags_formatter() -> syn::Item {
    syn::parse_quote! {
        fn __cuda_raw_sys_debug_flags(
            f: &mut ::core::fmt::Formatter<'_>,
            owner: &str,
            value: u64,
            bits: &[(&str, u64)],
        ) -> ::core::fmt::Result {
            let named = bits.iter().filter(|(_, bit)| value & bit != 0);
            let covered = named.clone().fold(0, |covered, (_, bit)| covered | bit);
            if value == 0 || covered == 0 {
                return f.debug_tuple(owner).field(&value).finish();
            }
            for (position, (name, _)) in named.enumerate() {
                if position > 0 {
                    f.write_str(" | ")?;
                }
                f.write_str(name)?;
            }
            match value & !covered {
                0 => Ok(()),
                rest => write!(f, " | {rest:#x}"),
            }
        }
    }
}
