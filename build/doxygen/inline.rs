//! Inline markup within a line: escapes, code spans, URLs, HTML tags.

use super::commands::INLINE_TAGS;
use super::scan::{find_run, run_length, starts_url};

/// A stretch of one line's Markdown.
#[derive(Clone, Debug)]
pub(super) enum Piece {
    /// Prose, escaped when written.
    Text(String),
    /// Markdown written as is.
    Markdown(String),
    /// An intra-doc link to an item of the crate, shown as `text`.
    Link { text: String, target: String },
    /// Inline HTML; kept only if opened and closed within the same block.
    Tag {
        name: String,
        closing: bool,
        href: Option<String>,
        raw: String,
    },
    /// Doxygen's `\n`.
    Break,
}

pub(super) fn link(name: &str) -> Piece {
    Piece::Link {
        text: name.to_owned(),
        target: name.to_owned(),
    }
}

/// A Doxygen escape (`\\`, `\@`, `\<`, `\::` ...) at `i`.
pub(super) fn escaped_char(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
    let next = chars[i + 1];
    if next == ':' && chars.get(i + 2) == Some(&':') {
        pieces.push(Piece::Text("::".into()));
        return Some(i + 3);
    }
    let piece = match next {
        '\\' => Piece::Markdown("\\\\".into()),
        '<' => Piece::Markdown("&lt;".into()),
        '>' => Piece::Markdown("&gt;".into()),
        '&' => Piece::Markdown("&amp;".into()),
        '@' | '$' | '#' | '%' | '"' | '.' | '-' | '|' | '{' | '}' => Piece::Text(next.to_string()),
        _ => return None,
    };
    pieces.push(piece);
    Some(i + 2)
}

/// A Markdown code span already in the comment (Doxygen reads Markdown too).
pub(super) fn code_span_at(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
    let run = run_length(chars, i, '`');
    let close = find_run(chars, i + run, '`', run)?;
    pieces.push(Piece::Markdown(chars[i..close + run].iter().collect()));
    Some(close + run)
}

/// A bare URL, as an autolink (rustdoc warns about bare ones).
pub(super) fn url_at(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
    if !starts_url(&chars[i..]) {
        return None;
    }
    let mut url: String = chars[i..]
        .iter()
        .take_while(|c| !c.is_whitespace() && !matches!(c, '<' | '>' | '"'))
        .collect();
    loop {
        let opened = url.matches('(').count();
        let closed = url.matches(')').count();
        if url.ends_with(['.', ',', ';', ':', '!', '?', '\''])
            || (url.ends_with(')') && closed > opened)
        {
            url.pop();
        } else {
            break;
        }
    }
    pieces.push(Piece::Markdown(format!("<{url}>")));
    Some(i + url.chars().count())
}

/// An inline HTML tag from `INLINE_TAGS` (or `<br>`) at `i`.
pub(super) fn tag_at(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
    let end = i + chars[i..].iter().position(|c| *c == '>')?;
    let raw: String = chars[i..=end].iter().collect();
    let inner = raw[1..raw.len() - 1].trim();
    let closing = inner.starts_with('/');
    let inner = inner.trim_start_matches('/');
    let name: String = inner
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    let attributes = inner[name.len()..].trim().trim_end_matches('/').trim();
    if name == "br" && !closing && attributes.is_empty() {
        pieces.push(Piece::Markdown("<br>".into()));
        return Some(end + 1);
    }
    if !INLINE_TAGS.contains(&name.as_str()) {
        return None;
    }
    let href = if name == "a" && !closing {
        let value = attributes.strip_prefix("href=\"")?.strip_suffix('"')?;
        Some(value.to_owned())
    } else if attributes.is_empty() {
        None
    } else {
        return None;
    };
    pieces.push(Piece::Tag {
        name,
        closing,
        href,
        raw,
    });
    Some(end + 1)
}

pub(super) fn skip_spaces(chars: &[char], mut i: usize) -> usize {
    while chars.get(i).is_some_and(|c| *c == ' ') {
        i += 1;
    }
    i
}

pub(super) fn matching_paren(chars: &[char], open: usize) -> Option<usize> {
    let mut depth = 0;
    for (offset, c) in chars[open..].iter().enumerate() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + offset);
                }
            }
            _ => {}
        }
    }
    None
}

/// The word after `\p` and its kin: Doxygen's word ends at whitespace, and punctuation that
/// closes the sentence (`\p size].`) or a possessive (`\p node's`) is not part of it.
pub(super) fn word_after(chars: &[char], after: usize) -> (String, usize) {
    let start = skip_spaces(chars, after);
    let mut end = start;
    while end < chars.len() && !chars[end].is_whitespace() && chars[end] != '\\' {
        end += 1;
    }
    let mut word: Vec<char> = chars[start..end].to_vec();
    if let Some(apostrophe) = word.iter().position(|c| *c == '\'') {
        word.truncate(apostrophe);
    }
    loop {
        let count = |c: char| word.iter().filter(|x| **x == c).count();
        let unbalanced =
            |open: char, close: char| word.last() == Some(&close) && count(close) > count(open);
        if word.last().is_some_and(|c| ".,;:!?\"".contains(*c))
            || unbalanced('(', ')')
            || unbalanced('[', ']')
        {
            word.pop();
        } else {
            break;
        }
    }
    let word_end = start + word.len();
    (word.into_iter().collect(), word_end)
}

/// The LaTeX of an inline formula from `start` (after its `\f$`) to the
/// closing `\f$` (or the line's end, when the formula goes on), as a code
/// span; returns where the text after it starts.
pub(super) fn formula_at(chars: &[char], start: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
    let close = (start..chars.len()).find(|&j| chars[j..].starts_with(&['\\', 'f', '$']));
    let end = close.unwrap_or(chars.len());
    let latex: String = chars[start..end]
        .iter()
        .collect::<String>()
        .trim()
        .to_owned();
    if !latex.is_empty() {
        let fence = "`".repeat(longest_run(&latex, '`') + 1);
        let pad = if latex.starts_with('`') || latex.ends_with('`') {
            " "
        } else {
            ""
        };
        pieces.push(Piece::Markdown(format!("{fence}{pad}{latex}{pad}{fence}")));
    }
    Some(close.map_or(end, |close| close + 3))
}

fn longest_run(text: &str, c: char) -> usize {
    text.split(|x| x != c).map(str::len).max().unwrap_or(0)
}
