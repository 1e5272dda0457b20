//! Parsing: the comment as sections of lines.

use super::commands::{is_doxygen_command, DECLARATION_COMMANDS, LABELS, NOTE_ALIASES, SECTION_COMMANDS};
use super::scan::identifier_at;

#[derive(Clone, Debug)]
pub(super) struct Line {
    pub(super) indent: usize,
    pub(super) text: String,
}

impl Line {
    pub(super) fn new(indent: usize, text: &str) -> Self {
        Line {
            indent,
            text: text.trim().to_owned(),
        }
    }

    pub(super) fn blank() -> Self {
        Line::new(0, "")
    }

    pub(super) fn is_blank(&self) -> bool {
        self.text.is_empty()
    }
}

#[derive(Debug)]
pub(super) enum Block {
    Flow(Vec<Line>),
    Labelled { label: String, lines: Vec<Line> },
    Code(String),
    Table(Vec<Vec<String>>),
}

#[derive(Debug)]
pub(super) struct Param {
    pub(super) name: String,
    pub(super) direction: Option<String>,
    pub(super) lines: Vec<Line>,
}

#[derive(Default, Debug)]
pub(super) struct Doc {
    pub(super) brief: Vec<Line>,
    pub(super) body: Vec<Block>,
    pub(super) params: Vec<Param>,
    pub(super) returns: Vec<Line>,
    pub(super) see_also: Vec<Line>,
}

/// Where the next line of text belongs.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Section {
    Body,
    Brief,
    Param,
    Returns,
    SeeAlso,
    Labelled,
}

/// A stretch of the comment: prose, or a block that is not Doxygen prose.
pub(super) enum Part {
    Text(String),
    Code(String),
    Table(Vec<Vec<String>>),
}

/// What happens to the text between an opening and a closing marker.
#[derive(Clone, Copy)]
pub(super) enum Span {
    Code,
    /// Only a table survives: the rest is for Doxygen's XML output alone.
    XmlOnly,
    HtmlTable,
    Drop,
}

pub(super) const SPANS: &[(&str, &str, Span)] = &[
    ("\\code", "\\endcode", Span::Code),
    ("@code", "@endcode", Span::Code),
    ("\\verbatim", "\\endverbatim", Span::Code),
    // Display formulas: their LaTeX as a block.
    ("\\f[", "\\f]", Span::Code),
    ("\\xmlonly", "\\endxmlonly", Span::XmlOnly),
    ("\\latexonly", "\\endlatexonly", Span::Drop),
    ("\\htmlonly", "\\endhtmlonly", Span::Drop),
    ("\\rtfonly", "\\endrtfonly", Span::Drop),
    ("\\manonly", "\\endmanonly", Span::Drop),
    ("\\docbookonly", "\\enddocbookonly", Span::Drop),
    ("\\cond", "\\endcond", Span::Drop),
    ("\\internal", "\\endinternal", Span::Drop),
    ("\\dot", "\\enddot", Span::Drop),
    ("\\msc", "\\endmsc", Span::Drop),
    ("<table", "</table>", Span::HtmlTable),
    // A summary for NVIDIA's man pages.
    ("___MANBRIEF___", "___ENDMANBRIEF___", Span::Drop),
];

impl Doc {
    pub(super) fn parse(comment: &str) -> Doc {
        let mut doc = Doc::default();
        let comment = strip_member_marker(comment).replace("___CURRENT_FILE___", "");
        for part in split_parts(&comment) {
            match part {
                Part::Text(text) => doc.add_text(&text),
                Part::Code(code) => doc.body.push(Block::Code(code)),
                Part::Table(rows) => doc.body.push(Block::Table(rows)),
            }
        }
        doc
    }

    pub(super) fn add_text(&mut self, text: &str) {
        let mut section = Section::Body;
        for line in prose_lines(text) {
            if line.is_blank() {
                section = Section::Body;
                self.body_lines().push(line);
                continue;
            }
            match command_at_start(&line.text) {
                Some((name, rest)) if self.starts_section(&name, rest, &mut section) => {}
                _ => self.section_lines(section).push(line),
            }
        }
    }

    /// Handles a line that begins with a command; false if the command is inline.
    pub(super) fn starts_section(&mut self, name: &str, rest: &str, section: &mut Section) -> bool {
        let rest_line = |text: &str| Line::new(0, text);
        match name {
            // "beief": cusolverMg.h's misspelling of "brief".
            "brief" | "short" | "beief" => {
                *section = Section::Brief;
                self.brief.push(rest_line(rest));
            }
            "details" => {
                *section = Section::Body;
                self.body_lines().push(rest_line(rest));
            }
            "param" | "tparam" => {
                *section = Section::Param;
                self.params.push(parse_param(rest));
            }
            "return" | "returns" | "result" | "retval" => {
                *section = Section::Returns;
                self.returns.push(rest_line(rest));
            }
            "sa" | "see" => {
                *section = Section::SeeAlso;
                self.see_also.push(rest_line(rest));
            }
            "par" => {
                // `\par[Example]` (cuTENSOR's): the title in brackets.
                let title = rest.trim();
                let title = title
                    .strip_prefix('[')
                    .and_then(|title| title.strip_suffix(']'))
                    .unwrap_or(title);
                if title.is_empty() {
                    *section = Section::Body;
                    self.body_lines().push(Line::blank());
                } else {
                    *section = Section::Labelled;
                    self.labelled(title, "");
                }
            }
            "li" => {
                *section = Section::Body;
                self.body_lines().push(rest_line(&format!("- {rest}")));
            }
            "exception" | "throws" | "throw" => {
                *section = Section::Labelled;
                self.labelled("Throws", rest);
            }
            // `\image html resize.png`: a figure of NVIDIA's manual, which
            // the headers do not carry (NPP 12.0's resize section): named.
            "image" => {
                *section = Section::Body;
                let file = rest.split_whitespace().nth(1).unwrap_or_default();
                self.body_lines().push(rest_line(&format!(
                    "(A figure of NVIDIA's documentation, `{file}`, is not in the headers.)"
                )));
            }
            _ if DECLARATION_COMMANDS.contains(&name) => {
                *section = Section::Body;
                if let Some(title) = declaration_title(name, rest) {
                    self.body_lines().push(rest_line(&title));
                }
            }
            _ => {
                if let Some((_, label)) = LABELS.iter().find(|(command, _)| *command == name) {
                    self.labelled(label, rest.trim_start_matches(':'));
                } else if let Some((_, text)) =
                    NOTE_ALIASES.iter().find(|(alias, _)| *alias == name)
                {
                    self.labelled("Note", &format!("{text} {rest}"));
                } else {
                    return false;
                }
                *section = Section::Labelled;
            }
        }
        true
    }

    pub(super) fn labelled(&mut self, label: &str, first: &str) {
        let lines = if first.trim().is_empty() {
            Vec::new()
        } else {
            vec![Line::new(0, first)]
        };
        self.body.push(Block::Labelled {
            label: label.to_owned(),
            lines,
        });
    }

    pub(super) fn section_lines(&mut self, section: Section) -> &mut Vec<Line> {
        match section {
            Section::Body => self.body_lines(),
            Section::Brief => &mut self.brief,
            Section::Returns => &mut self.returns,
            Section::SeeAlso => &mut self.see_also,
            Section::Param if !self.params.is_empty() => {
                &mut self.params.last_mut().expect("checked above").lines
            }
            Section::Labelled if matches!(self.body.last(), Some(Block::Labelled { .. })) => {
                match self.body.last_mut() {
                    Some(Block::Labelled { lines, .. }) => lines,
                    _ => unreachable!("checked above"),
                }
            }
            Section::Param | Section::Labelled => self.body_lines(),
        }
    }

    pub(super) fn body_lines(&mut self) -> &mut Vec<Line> {
        if !matches!(self.body.last(), Some(Block::Flow(_))) {
            self.body.push(Block::Flow(Vec::new()));
        }
        match self.body.last_mut() {
            Some(Block::Flow(lines)) => lines,
            _ => unreachable!("pushed above"),
        }
    }
}

/// The text of `/**< ... */`, Doxygen's comment for the member before it, starts with `<`.
pub(super) fn strip_member_marker(comment: &str) -> String {
    let trimmed = comment.trim_start();
    let mut chars = trimmed.chars();
    if chars.next() == Some('<')
        && chars
            .next()
            .map_or(true, |c| !c.is_ascii_alphabetic() && c != '/' && c != '!')
    {
        trimmed[1..].to_owned()
    } else {
        comment.to_owned()
    }
}

/// The title a declaration command shows (a group's or section's), if any.
pub(super) fn declaration_title(name: &str, rest: &str) -> Option<String> {
    let title = match name {
        "defgroup" | "addtogroup" | "weakgroup" | "page" => rest.trim().split_once(' ')?.1,
        "section" | "subsection" | "subsubsection" => {
            return Some(format!("**{}**", rest.trim().split_once(' ')?.1.trim()))
        }
        "name" => rest,
        _ => return None,
    };
    Some(title.trim().to_owned()).filter(|title| !title.is_empty())
}

pub(super) fn split_parts(comment: &str) -> Vec<Part> {
    let mut parts = Vec::new();
    let mut rest = comment;
    loop {
        let next = SPANS
            .iter()
            .filter_map(|(open, close, span)| {
                Some((find_marker(rest, open)?, *open, *close, *span))
            })
            .min_by_key(|(at, ..)| *at);
        let Some((at, open, close, span)) = next else {
            parts.push(Part::Text(rest.to_owned()));
            return parts;
        };
        parts.push(Part::Text(rest[..at].to_owned()));
        let after = &rest[at + open.len()..];
        let (inner, remainder) = match find_marker(after, close) {
            Some(end) => (&after[..end], &after[end + close.len()..]),
            None => (after, ""),
        };
        match span {
            Span::Code => parts.push(Part::Code(code_text(inner))),
            Span::HtmlTable => parts.push(Part::Table(table_rows(inner))),
            Span::XmlOnly => {
                if let Some(table) = find_marker(inner, "<table") {
                    parts.push(Part::Table(table_rows(&inner[table..])));
                }
            }
            Span::Drop => {}
        }
        rest = remainder;
    }
}

/// Where `marker` occurs as a whole command (`\code` but not `\codeline`, nor `\\code`).
pub(super) fn find_marker(text: &str, marker: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = text[from..].find(marker) {
        let at = from + found;
        let end = at + marker.len();
        let whole_word = !marker.ends_with(|c: char| c.is_ascii_alphanumeric())
            || !text[end..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        let escaped = marker.starts_with('\\') && text[..at].ends_with('\\');
        if whole_word && !escaped {
            return Some(at);
        }
        from = end;
    }
    None
}

/// A `\code` block's text: its language tag dropped, its common indentation removed, and
/// re-indented by brace depth when bindgen left no indentation at all (it trims lines
/// that lack the comment's leading `*`, which NVIDIA's code lines do).
pub(super) fn code_text(inner: &str) -> String {
    let inner = match inner.strip_prefix('{') {
        Some(tagged) => tagged.split_once('}').map_or(tagged, |(_, code)| code),
        None => inner,
    };
    let mut lines: Vec<String> = inner
        .lines()
        .map(|line| line.replace('\t', "    "))
        .collect();
    while lines.first().is_some_and(|line| line.trim().is_empty()) {
        lines.remove(0);
    }
    while lines.last().is_some_and(|line| line.trim().is_empty()) {
        lines.pop();
    }
    let common = lines
        .iter()
        .filter(|line| !line.trim().is_empty())
        .map(|line| line.len() - line.trim_start().len())
        .min()
        .unwrap_or(0);
    let lines: Vec<&str> = lines
        .iter()
        .map(|line| line.get(common..).unwrap_or("").trim_end())
        .collect();
    let flat = lines.iter().all(|line| !line.starts_with(' '));
    if !flat || !lines.iter().any(|line| line.contains('{')) {
        return lines.join("\n");
    }
    let mut depth: usize = 0;
    let mut out = Vec::new();
    for line in lines {
        let closes_first = line.starts_with('}');
        let level = if closes_first {
            depth.saturating_sub(1)
        } else {
            depth
        };
        out.push(format!("{}{line}", "    ".repeat(level)));
        let opened = line.matches('{').count();
        let closed = line.matches('}').count();
        depth = (depth + opened).saturating_sub(closed);
    }
    out.join("\n")
}

/// Rows of an HTML (`<tr>`, `<td>`, `<th>`) or DocBook (`<row>`, `<entry>`) table; NVIDIA
/// often leaves `</td>` out, so a cell also ends where the next one starts.
pub(super) fn table_rows(html: &str) -> Vec<Vec<String>> {
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut row: Option<Vec<String>> = None;
    let mut cell: Option<String> = None;
    let finish_cell = |row: &mut Option<Vec<String>>, cell: &mut Option<String>| {
        if let Some(text) = cell.take() {
            row.get_or_insert_with(Vec::new)
                .push(collapse_whitespace(&text));
        }
    };
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        if let Some(text) = cell.as_mut() {
            text.push_str(&rest[..open]);
        }
        let after = &rest[open..];
        let Some(end) = after.find('>') else {
            rest = after;
            break;
        };
        let tag = &after[..=end];
        let name: String = tag
            .trim_start_matches('<')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '/')
            .collect::<String>()
            .to_ascii_lowercase();
        match name.as_str() {
            "tr" | "row" | "/tr" | "/row" | "/table" => {
                finish_cell(&mut row, &mut cell);
                if let Some(done) = row.take() {
                    rows.push(done);
                }
            }
            "td" | "th" | "entry" => {
                finish_cell(&mut row, &mut cell);
                cell = Some(String::new());
            }
            "/td" | "/th" | "/entry" => finish_cell(&mut row, &mut cell),
            "table" | "tgroup" | "/tgroup" | "colspec" | "thead" | "/thead" | "tbody"
            | "/tbody" | "caption" | "/caption" => {}
            _ => {
                // Inline markup, or a `<` that is no tag at all.
                let kept = if name.is_empty() { "<" } else { tag };
                if let Some(text) = cell.as_mut() {
                    text.push_str(kept);
                }
                rest = &after[kept.len()..];
                continue;
            }
        }
        rest = &after[end + 1..];
    }
    if let Some(text) = cell.as_mut() {
        text.push_str(rest);
    }
    finish_cell(&mut row, &mut cell);
    rows.extend(row);
    rows.retain(|row| !row.is_empty());
    rows
}

pub(super) fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The comment's prose as lines with their indentation, HTML lists as `-` items, and
/// each section command that follows text on a line moved to a line of its own.
pub(super) fn prose_lines(text: &str) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut html_lists: Vec<&str> = Vec::new();
    for raw in text.lines() {
        let expanded = raw.replace('\t', "    ");
        let indent = expanded.len() - expanded.trim_start().len();
        let content = expanded.trim();
        // Leftovers of the comment's `*` frames, and Doxygen's group braces.
        if content.chars().all(|c| c == '*') || content == "@{" || content == "@}" {
            lines.push(Line::blank());
            continue;
        }
        for piece in split_html_lists(content, &mut html_lists) {
            match piece {
                ListPiece::Break => lines.push(Line::blank()),
                ListPiece::Text(text) => {
                    for split in split_at_sections(&text) {
                        lines.push(Line::new(indent, &split));
                    }
                }
                ListPiece::Item(marker, text) => {
                    let depth = html_lists.len().saturating_sub(1);
                    lines.push(Line::new(indent + 2 * depth, &format!("{marker} {text}")));
                }
            }
        }
    }
    join_dangling_words(&mut lines);
    lines
}

/// `\p` at the end of a line takes the first word of the next one, as in Doxygen.
pub(super) fn join_dangling_words(lines: &mut Vec<Line>) {
    const TAKE_A_WORD: &[&str] = &["p", "c", "a", "e", "em", "b", "ref"];
    let mut i = 0;
    while i + 1 < lines.len() {
        let dangling = lines[i]
            .text
            .rsplit_once(|c: char| c.is_whitespace())
            .map_or(lines[i].text.as_str(), |(_, last)| last)
            .strip_prefix(['\\', '@'])
            .is_some_and(|name| TAKE_A_WORD.contains(&name));
        if dangling && !lines[i + 1].is_blank() {
            let next = std::mem::take(&mut lines[i + 1].text);
            let (word, rest) = next.split_once(char::is_whitespace).unwrap_or((&next, ""));
            lines[i].text = format!("{} {word}", lines[i].text);
            lines[i + 1].text = rest.trim().to_owned();
            if lines[i + 1].is_blank() {
                lines.remove(i + 1);
            }
        }
        i += 1;
    }
}

pub(super) enum ListPiece {
    Break,
    Text(String),
    Item(&'static str, String),
}

/// Splits a line at `<ul>`, `<ol>`, `<li>` and their ends; `<br>` alone and `<p>` break paragraphs.
pub(super) fn split_html_lists(content: &str, open: &mut Vec<&'static str>) -> Vec<ListPiece> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    let mut item: Option<&'static str> = None;
    let mut rest = content;
    let flush =
        |pieces: &mut Vec<ListPiece>, current: &mut String, item: &mut Option<&'static str>| {
            let text = std::mem::take(current);
            match item.take() {
                Some(marker) => pieces.push(ListPiece::Item(marker, text.trim().to_owned())),
                None if !text.trim().is_empty() => pieces.push(ListPiece::Text(text)),
                None => {}
            }
        };
    while let Some(at) = rest.find('<') {
        current.push_str(&rest[..at]);
        let after = &rest[at..];
        let tag = after
            .find('>')
            .map(|end| after[..=end].to_ascii_lowercase().replace(' ', ""));
        let consumed = match tag.as_deref() {
            Some("<ul>") | Some("<ol>") => {
                flush(&mut pieces, &mut current, &mut item);
                pieces.push(ListPiece::Break);
                open.push(if tag.as_deref() == Some("<ul>") {
                    "-"
                } else {
                    "1."
                });
                true
            }
            Some("</ul>") | Some("</ol>") => {
                flush(&mut pieces, &mut current, &mut item);
                open.pop();
                pieces.push(ListPiece::Break);
                true
            }
            Some("<li>") => {
                flush(&mut pieces, &mut current, &mut item);
                item = Some(if open.last() == Some(&"1.") {
                    "1."
                } else {
                    "-"
                });
                true
            }
            Some("</li>") => true,
            Some("<p>") | Some("</p>") => {
                flush(&mut pieces, &mut current, &mut item);
                pieces.push(ListPiece::Break);
                true
            }
            Some("<br>") | Some("<br/>")
                if content.trim().len() == after.find('>').unwrap_or(0) + 1 =>
            {
                pieces.push(ListPiece::Break);
                true
            }
            _ => false,
        };
        let tag_len = after.find('>').map_or(1, |end| end + 1);
        if consumed {
            rest = &after[tag_len..];
        } else {
            current.push('<');
            rest = &after[1..];
        }
    }
    current.push_str(rest);
    flush(&mut pieces, &mut current, &mut item);
    pieces
}

/// Splits a line before each section command that follows text ("kernel \param blockSize ...").
pub(super) fn split_at_sections(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut splits = Vec::new();
    let mut start = 0;
    for i in 1..chars.len() {
        if !matches!(chars[i], '\\' | '@') || !chars[i - 1].is_whitespace() {
            continue;
        }
        let name = identifier_at(&chars, i + 1);
        let starts_section = SECTION_COMMANDS.contains(&name.as_str()) && name != "li"
            || LABELS.iter().any(|(command, _)| *command == name)
            || NOTE_ALIASES.iter().any(|(alias, _)| *alias == name);
        if starts_section && (chars[i] == '\\' || is_doxygen_command(&name)) {
            splits.push(chars[start..i].iter().collect::<String>());
            start = i;
        }
    }
    splits.push(chars[start..].iter().collect());
    splits.retain(|split| !split.trim().is_empty());
    splits
}

/// The command a line starts with, and the text after its name.
pub(super) fn command_at_start(text: &str) -> Option<(String, &str)> {
    let rest = text.strip_prefix('\\').or_else(|| text.strip_prefix('@'))?;
    let name: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if name.is_empty() || (text.starts_with('@') && !is_doxygen_command(&name)) {
        return None;
    }
    Some((name.clone(), &rest[name.len()..]))
}

/// `\param[in] ptr - Address where memory will be mapped.`, after `\param`.
pub(super) fn parse_param(rest: &str) -> Param {
    let mut rest = rest;
    let mut direction = None;
    if let Some(bracketed) = rest.strip_prefix('[') {
        if let Some((dir, after)) = bracketed.split_once(']') {
            direction = Some(dir.replace(' ', ""));
            rest = after;
        }
    }
    let rest = rest.trim_start();
    let name_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let (name, description) = rest.split_at(name_end);
    let description = description.trim_start();
    // NVIDIA separates name and description with " - ".
    let description = match description.strip_prefix('-') {
        Some(after) if after.is_empty() || after.starts_with(' ') => after.trim_start(),
        _ => description,
    };
    Param {
        name: name.to_owned(),
        direction,
        lines: vec![Line::new(0, description)],
    }
}
