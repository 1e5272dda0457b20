//! The header comments, converted from Doxygen to rustdoc Markdown on every
//! item, field and constant of the parsed bindings.

use crate::aliases::Aliases;
use crate::bindings::{is_cuda_name, Bindings};
use crate::doxygen;
use crate::env::BuildEnv;
use std::collections::hash_map::Entry;
use std::collections::{BTreeSet, HashMap};
use std::sync::mpsc::Sender;
use syn::visit_mut::VisitMut;

pub struct DocCounts {
    pub comments: usize,
    /// Raw Doxygen commands left after conversion (each one a bug to fix).
    pub raw_commands: Vec<String>,
    /// Conversions made while bindgen ran whose guesses about item names
    /// were wrong, so that they were made again.
    pub redone: usize,
    /// Comments the converter failed on, kept verbatim: why, for the log.
    pub kept_verbatim: Vec<String>,
}

/// A comment converted while bindgen still generates, before the item names
/// are known: each name the converter asked about, with the answer it got.
#[derive(Clone)]
struct Early {
    markdown: String,
    raw_commands: Vec<String>,
    asked: Vec<(String, bool)>,
    failure: Option<String>,
}

/// Converts the comments bindgen hands its `process_comment` callback
/// (build.rs) on a second thread while bindgen goes on generating. Names are
/// not known yet, so the converter is told that every CUDA-like name is an
/// item, and each answer is recorded. Once the real item names are known
/// (`convert` sends them), the worker converts again each comment whose
/// answers were wrong, while this thread reads the doc attributes, so the
/// result is the same as converting afterwards.
pub struct EarlyConversion {
    comments: Sender<String>,
    items: Sender<BTreeSet<String>>,
    /// Every comment bindgen handed over, converted with the real names, and
    /// how many had to be converted again.
    worker: std::thread::JoinHandle<(HashMap<String, Early>, usize)>,
}

impl EarlyConversion {
    pub fn start() -> Self {
        let (comments, received) = std::sync::mpsc::channel::<String>();
        let (items, items_received) = std::sync::mpsc::channel::<BTreeSet<String>>();
        let worker = std::thread::spawn(move || {
            let mut converted = HashMap::new();
            for comment in received {
                if let Entry::Vacant(entry) = converted.entry(comment) {
                    let early = early(entry.key(), &|name: &str| is_cuda_name(name));
                    entry.insert(early);
                }
            }
            // Without the names (a build that stopped), `convert` checks.
            let Ok(items) = items_received.recv() else {
                return (converted, 0);
            };
            let is_item = |name: &str| items.contains(name);
            let mut redone = 0;
            for (comment, early) in &mut converted {
                if !early
                    .asked
                    .iter()
                    .all(|(name, answer)| is_item(name) == *answer)
                {
                    *early = self::early(comment, &is_item);
                    redone += 1;
                }
            }
            (converted, redone)
        });
        EarlyConversion {
            comments,
            items,
            worker,
        }
    }

    /// Where the callback sends each comment, as bindgen preprocessed it
    /// (the text its doc attribute will hold).
    pub fn sender(&self) -> Sender<String> {
        self.comments.clone()
    }
}

/// One comment converted, with each question about item names and the
/// answer `is_item` gave.
fn early(comment: &str, is_item: &dyn Fn(&str) -> bool) -> Early {
    let asked = std::cell::RefCell::new(Vec::new());
    let (markdown, failure) = doxygen::to_rustdoc_or_verbatim(comment, &|name: &str| {
        let answer = is_item(name);
        asked.borrow_mut().push((name.to_owned(), answer));
        answer
    });
    let raw_commands = doxygen::raw_commands(&markdown);
    Early {
        markdown,
        raw_commands,
        asked: asked.into_inner(),
        failure,
    }
}

/// Converts every doc attribute; `::name` references become links to the
/// items and aliases the crate root holds. Comments `early` converted with
/// the right answers are taken from it; the rest (the macro constants'
/// comments, which do not pass through bindgen) are converted here. syn's
/// trees stay on this thread (they are not Send), only text crosses.
pub fn convert(
    bindings: &mut Bindings,
    aliases: &Aliases,
    early: Option<EarlyConversion>,
) -> DocCounts {
    let mut items = bindings.index.names.clone();
    items.extend(aliases.names.keys().cloned());
    let worker = early.map(|early| {
        // The worker finishes the comments once every sender is gone
        // (bindgen's went with its output), then checks them against the
        // names while this thread reads the docs.
        drop(early.comments);
        let _ = early.items.send(items.clone());
        early.worker
    });
    let mut read = ReadDocs(Vec::new());
    read.visit_file_mut(&mut bindings.syntax);
    let (early, redone) = match worker {
        Some(worker) => worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        None => (HashMap::new(), 0),
    };
    let is_item = |name: &str| items.contains(name);
    let mut counts = DocCounts {
        comments: read.0.len(),
        raw_commands: Vec::new(),
        redone,
        kept_verbatim: Vec::new(),
    };
    let mut markdown = Vec::with_capacity(read.0.len());
    for comment in &read.0 {
        let reusable = early.get(comment).filter(|early| {
            early
                .asked
                .iter()
                .all(|(name, answer)| is_item(name) == *answer)
        });
        let converted = match reusable {
            Some(early) => early.clone(),
            None => self::early(comment, &is_item),
        };
        counts.raw_commands.extend(converted.raw_commands);
        counts.kept_verbatim.extend(converted.failure);
        markdown.push(converted.markdown);
    }
    WriteDocs(markdown.into_iter()).visit_file_mut(&mut bindings.syntax);
    counts
}

impl DocCounts {
    pub fn log(&self, env: &BuildEnv) {
        env.log(format_args!(
            "{} doc comments converted from Doxygen, {} raw Doxygen commands left",
            self.comments,
            self.raw_commands.len()
        ));
        if !self.kept_verbatim.is_empty() {
            env.warn(format!(
                "{} doc comments kept verbatim: the Doxygen converter failed on them \
                 (first: {}); please report it",
                self.kept_verbatim.len(),
                self.kept_verbatim[0]
            ));
        }
        if self.redone > 0 {
            env.log(format_args!(
                "{} comments converted again after bindgen: a name's guess was wrong",
                self.redone
            ));
        }
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
