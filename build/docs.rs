//! The header comments, converted from Doxygen to rustdoc Markdown on every
//! item, field and constant of the parsed bindings.

use crate::aliases::Aliases;
use crate::bindings::Bindings;
use crate::doxygen;
use std::collections::BTreeSet;
use syn::visit_mut::VisitMut;

pub struct DocCounts {
    pub comments: usize,
    /// Raw Doxygen commands left after conversion (each one a bug to fix).
    pub raw_commands: Vec<String>,
}

/// Converts every doc attribute; `::name` references become links to the
/// items and aliases the crate root holds.
pub fn convert(bindings: &mut Bindings, aliases: &Aliases) -> DocCounts {
    let mut items = bindings.item_names();
    items.extend(aliases.0.keys().cloned());
    let mut converter = Converter {
        items: &items,
        counts: DocCounts {
            comments: 0,
            raw_commands: Vec::new(),
        },
    };
    converter.visit_file_mut(&mut bindings.syntax);
    converter.counts
}

impl DocCounts {
    pub fn log(&self) {
        println!(
            "cuda-raw-sys: {} doc comments converted from Doxygen, {} raw Doxygen commands left",
            self.comments,
            self.raw_commands.len()
        );
        for command in &self.raw_commands {
            println!("cuda-raw-sys:   raw Doxygen command left: {command}");
        }
    }
}

struct Converter<'a> {
    items: &'a BTreeSet<String>,
    counts: DocCounts,
}

impl VisitMut for Converter<'_> {
    fn visit_attribute_mut(&mut self, attribute: &mut syn::Attribute) {
        let syn::Meta::NameValue(doc) = &mut attribute.meta else {
            return;
        };
        let syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) = &mut doc.value
        else {
            return;
        };
        if !doc.path.is_ident("doc") {
            return;
        }
        let is_item = |name: &str| self.items.contains(name);
        let markdown = doxygen::to_rustdoc(&text.value(), &is_item);
        self.counts.comments += 1;
        self.counts
            .raw_commands
            .extend(doxygen::raw_commands(&markdown));
        *text = syn::LitStr::new(&markdown, text.span());
    }
}
