//! NVIDIA's Doxygen header comments as rustdoc Markdown: `parse` reads a
//! comment into sections of lines, `render` writes them as Markdown, and
//! `inline` handles the markup within a line; what they share is below
//! them, in `commands` (Doxygen's vocabulary) and `scan` (character
//! scanners), so imports run one way: this file, render, inline and parse,
//! then commands and scan. Hand-written, because the converters on crates.io
//! leave CUDA's commands raw or fail on them (docs/generation.md).

mod commands;
mod inline;
mod parse;
mod render;
mod scan;

use commands::is_doxygen_command;
use parse::Doc;
use render::Renderer;
use scan::{fence_marker, find_run, identifier_at, run_length, starts_url};

/// Converts one header comment, as bindgen hands it over (comment markers stripped,
/// one string with '\n' line breaks, lines may keep their indentation), to rustdoc Markdown.
/// `is_rust_item(name)` says whether `name` is an item of the generated crate
/// (a function, type, constant or re-exported alias at the crate root); only those become intra-doc links.
pub fn to_rustdoc(comment: &str, is_rust_item: &dyn Fn(&str) -> bool) -> String {
    let comment = unmerge(comment);
    let doc = Doc::parse(&comment);
    let parameters = doc.params.iter().map(|param| param.name.as_str()).collect();
    let renderer = Renderer {
        is_rust_item,
        parameters,
    };
    autolink_bare_urls(&renderer.render(&doc))
}

/// libclang hands over a comment joined with the banner comments around it
/// (nvml.h's `/*****/` lines, curand.h's `/** \\endcond */ /** ... */`):
/// the markers left inside are dropped, and lines of only `/` and `*`.
/// A comment with no marker inside is returned as it is.
fn unmerge(comment: &str) -> std::borrow::Cow<'_, str> {
    if !comment.contains("/*") && !comment.contains("*/") {
        return comment.into();
    }
    let mut out = String::with_capacity(comment.len());
    for line in comment.lines() {
        let trimmed = line.trim();
        if !trimmed.is_empty() && trimmed.chars().all(|c| c == '/' || c == '*') {
            out.push('\n');
            continue;
        }
        let mut line = line;
        for marker in ["/**", "/*!", "/*"] {
            if let Some(rest) = line.trim_start().strip_prefix(marker) {
                line = rest;
                break;
            }
        }
        let line = line.trim_end();
        out.push_str(line.strip_suffix("*/").unwrap_or(line));
        out.push('\n');
    }
    out.into()
}

/// Wraps every URL rustdoc would call bare (outside code spans, fenced
/// blocks, autolinks and link targets) in `<...>`, wherever the renderer
/// left one: in an escaped tag's text, an emphasized word, a list entry.
fn autolink_bare_urls(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut fence: Option<String> = None;
    for line in markdown.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if let Some(open) = &fence {
            if trimmed.starts_with(open.as_str()) {
                fence = None;
            }
            out.push_str(line);
            continue;
        }
        if let Some(marker) = fence_marker(trimmed) {
            fence = Some(marker);
            out.push_str(line);
            continue;
        }
        // No URL begins on a line without one (most lines): copied whole.
        if !line.contains("http") {
            out.push_str(line);
            continue;
        }
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if chars[i] == '`' {
                let run = run_length(&chars, i, '`');
                let end = find_run(&chars, i + run, '`', run).map_or(i + run, |close| close + run);
                out.extend(&chars[i..end]);
                i = end;
                continue;
            }
            let url_at = |at: usize| chars.get(at..).is_some_and(starts_url);
            // An autolink already: copied whole, URLs inside it included.
            if chars[i] == '<' && url_at(i + 1) {
                let end = chars[i..]
                    .iter()
                    .position(|c| *c == '>')
                    .map_or(chars.len(), |close| i + close + 1);
                out.extend(&chars[i..end]);
                i = end;
                continue;
            }
            let link_target = i > 1 && chars[i - 2..i] == [']', '('];
            if url_at(i) && !link_target {
                let url = url_length(&chars[i..]);
                out.push('<');
                out.extend(&chars[i..i + url]);
                out.push('>');
                i += url;
            } else {
                out.push(chars[i]);
                i += 1;
            }
        }
    }
    out
}

/// How many characters of `chars` an autolink takes: up to whitespace or
/// a character an autolink cannot hold, less trailing punctuation.
fn url_length(chars: &[char]) -> usize {
    let mut length = chars
        .iter()
        .take_while(|c| !c.is_whitespace() && !matches!(c, '<' | '>' | '"' | '`'))
        .count();
    while length > 0
        && matches!(
            chars[length - 1],
            '.' | ',' | ';' | ':' | '!' | '?' | '\'' | ')' | '*' | '\\'
        )
    {
        length -= 1;
    }
    length
}

/// `to_rustdoc`, guarded: should the converter fail on a construct it was
/// not written for (a panic), the comment is kept as it is, in a text block
/// rustdoc shows verbatim, and the reason comes back beside it. A build
/// never stops over one comment.
pub fn to_rustdoc_or_verbatim(
    comment: &str,
    is_rust_item: &dyn Fn(&str) -> bool,
) -> (String, Option<String>) {
    quiet_panics_while(|| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            to_rustdoc(comment, is_rust_item)
        }))
    })
    .map_or_else(
        |panic| {
            let why = panic
                .downcast_ref::<&str>()
                .map(|text| text.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "the converter panicked".into());
            (verbatim(comment), Some(why))
        },
        |markdown| (markdown, None),
    )
}

/// A comment as it is, in a fenced text block longer than any run of
/// backticks inside it.
pub fn verbatim(comment: &str) -> String {
    let longest = comment.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}text\n{}\n{fence}", comment.trim_end())
}

thread_local! {
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `work` with panics on this thread kept out of the build log (the
/// caller reports them); other threads' panics print as before.
fn quiet_panics_while<T>(work: impl FnOnce() -> T) -> T {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(std::cell::Cell::get) {
                previous(info);
            }
        }));
    });
    QUIET.with(|quiet| quiet.set(true));
    let result = work();
    QUIET.with(|quiet| quiet.set(false));
    result
}

/// The raw Doxygen commands left in converted Markdown, outside code spans and fenced code blocks
/// (e.g. "\\brief", "@param"); what the build counts and the tests require to be empty.
pub fn raw_commands(markdown: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut fence: Option<String> = None;
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        if let Some(open) = &fence {
            if trimmed.starts_with(open.as_str()) {
                fence = None;
            }
            continue;
        }
        if let Some(marker) = fence_marker(trimmed) {
            fence = Some(marker);
            continue;
        }
        commands_in_line(line, &mut found);
    }
    found
}

fn commands_in_line(line: &str, found: &mut Vec<String>) {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '`' => {
                let run = run_length(&chars, i, '`');
                // An unclosed run is literal text, as in Markdown.
                i = match find_run(&chars, i + run, '`', run) {
                    Some(close) => close + run,
                    None => i + run,
                };
            }
            '\\' if chars.get(i + 1).is_some_and(|c| c.is_ascii_punctuation()) => i += 2,
            '\\' if chars.get(i + 1).is_some_and(|c| c.is_ascii_alphabetic()) => {
                let name = identifier_at(&chars, i + 1);
                i += 1 + name.chars().count();
                found.push(format!("\\{name}"));
            }
            '@' if i == 0 || !chars[i - 1].is_alphanumeric() => {
                let name = identifier_at(&chars, i + 1);
                if is_doxygen_command(&name) {
                    found.push(format!("@{name}"));
                } else if matches!(chars.get(i + 1), Some('{' | '}')) {
                    found.push(format!("@{}", chars[i + 1]));
                }
                i += 1 + name.chars().count().max(1);
            }
            _ => i += 1,
        }
    }
}
