//! The header comments, converted from Doxygen to rustdoc Markdown on every
//! item, field and constant of the parsed bindings.

use crate::aliases::Aliases;
use crate::bindings::Bindings;
use crate::doxygen;
use crate::env::BuildEnv;
use std::collections::BTreeSet;
use syn::visit_mut::VisitMut;

pub struct DocCounts {
    pub comments: usize,
    /// Raw Doxygen commands left after conversion (each one a bug to fix).
    pub raw_commands: Vec<String>,
}

/// Converts every doc attribute; `::name` references become links to the
/// items and aliases the crate root holds. With more than one job allowed,
/// two threads convert every other comment each; syn's trees stay on this
/// thread (they are not Send), only the comments' text crosses.
pub fn convert(bindings: &mut Bindings, aliases: &Aliases, jobs: usize) -> DocCounts {
    let mut items = bindings.index.names.clone();
    items.extend(aliases.0.keys().cloned());
    let mut read = ReadDocs(Vec::new());
    read.visit_file_mut(&mut bindings.syntax);
    let comments = read.0;
    let converted = if jobs > 1 {
        std::thread::scope(|scope| {
            let even = scope.spawn(|| to_markdown(comments.iter().step_by(2), &items));
            let odd = to_markdown(comments.iter().skip(1).step_by(2), &items);
            let even = even
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            let mut odd = odd.into_iter();
            let mut all = Vec::with_capacity(comments.len());
            for conversion in even {
                all.push(conversion);
                all.extend(odd.next());
            }
            all
        })
    } else {
        to_markdown(comments.iter(), &items)
    };
    let counts = DocCounts {
        comments: converted.len(),
        raw_commands: converted
            .iter()
            .flat_map(|(_, raw_commands)| raw_commands.iter().cloned())
            .collect(),
    };
    let markdown = converted.into_iter().map(|(markdown, _)| markdown);
    WriteDocs(markdown).visit_file_mut(&mut bindings.syntax);
    counts
}

/// Each comment as Markdown, with the raw Doxygen commands left in it.
fn to_markdown<'a>(
    comments: impl Iterator<Item = &'a String>,
    items: &BTreeSet<String>,
) -> Vec<(String, Vec<String>)> {
    let is_item = |name: &str| items.contains(name);
    comments
        .map(|comment| {
            let markdown = doxygen::to_rustdoc(comment, &is_item);
            let raw_commands = doxygen::raw_commands(&markdown);
            (markdown, raw_commands)
        })
        .collect()
}

impl DocCounts {
    pub fn log(&self, env: &BuildEnv) {
        env.log(format_args!(
            "{} doc comments converted from Doxygen, {} raw Doxygen commands left",
            self.comments,
            self.raw_commands.len()
        ));
        for command in &self.raw_commands {
            env.log(format_args!("  raw Doxygen command left: {command}"));
        }
    }
}

/// Every doc comment, in the order syn visits them.
struct ReadDocs(Vec<String>);

/// Puts the conversions back, visiting in the same order.
struct WriteDocs<Conversions>(Conversions);

impl VisitMut for ReadDocs {
    fn visit_attribute_mut(&mut self, attribute: &mut syn::Attribute) {
        if let Some(text) = doc_text(attribute) {
            self.0.push(text.value());
        }
    }
}

impl<Conversions: Iterator<Item = String>> VisitMut for WriteDocs<Conversions> {
    fn visit_attribute_mut(&mut self, attribute: &mut syn::Attribute) {
        if let Some(text) = doc_text(attribute) {
            if let Some(markdown) = self.0.next() {
                *text = syn::LitStr::new(&markdown, text.span());
            }
        }
    }
}

/// The text of a `#[doc = "..."]` attribute.
fn doc_text(attribute: &mut syn::Attribute) -> Option<&mut syn::LitStr> {
    let syn::Meta::NameValue(doc) = &mut attribute.meta else {
        return None;
    };
    if !doc.path.is_ident("doc") {
        return None;
    }
    match &mut doc.value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) => Some(text),
        _ => None,
    }
}
