//! Rendering: sections of lines as rustdoc Markdown.

use super::commands::{is_doxygen_command, INLINE_ALIASES};
use super::inline::*;
use super::parse::*;
use super::scan::{fence_marker, find_run, identifier_at, run_length};

pub(super) struct Renderer<'a> {
    pub(super) is_rust_item: &'a dyn Fn(&str) -> bool,
    /// The names the comment's `\param`s document.
    pub(super) parameters: Vec<&'a str>,
}

impl Renderer<'_> {
    pub(super) fn render(&self, doc: &Doc) -> String {
        let mut blocks: Vec<String> = Vec::new();
        blocks.push(self.flow(&doc.brief, 0).join("\n"));
        for block in &doc.body {
            blocks.push(match block {
                Block::Flow(lines) => self.flow(lines, 0).join("\n"),
                Block::Labelled { label, lines } => self.labelled(label, lines),
                Block::Code(code) => fenced_c(code),
                Block::Table(rows) => self.table(rows),
            });
        }
        if !doc.params.is_empty() {
            let items: Vec<String> = doc.params.iter().map(|param| self.param(param)).collect();
            blocks.push(format!("# Parameters\n\n{}", items.join("\n")));
        }
        let returns = self.returns(&doc.returns);
        if !returns.is_empty() {
            blocks.push(format!("# Returns\n\n{returns}"));
        }
        let see_also = self.see_also(&doc.see_also);
        if !see_also.is_empty() {
            blocks.push(format!("**See also:** {see_also}"));
        }
        tidy(&blocks.join("\n\n"))
    }

    pub(super) fn labelled(&self, label: &str, lines: &[Line]) -> String {
        // Brackets in a label would read as a link to rustdoc.
        let label = label.replace('[', "\\[").replace(']', "\\]");
        let mut rendered = self.flow(lines, 0);
        let first = rendered.first().map(String::as_str).unwrap_or("");
        let starts_list = lines
            .first()
            .is_some_and(|line| list_marker(&line.text).is_some());
        if first.is_empty() || starts_list {
            rendered.insert(0, format!("**{label}:**\n"));
        } else {
            rendered[0] = format!("**{label}:** {first}");
        }
        rendered.join("\n")
    }

    pub(super) fn param(&self, param: &Param) -> String {
        let mut lines = self.flow(&param.lines, 2);
        let name = code_span(&param.name);
        let label = match &param.direction {
            Some(direction) => format!("- {name} ({direction}):"),
            None => format!("- {name}:"),
        };
        match lines.first_mut() {
            Some(first) if !first.trim().is_empty() && !param.lines[0].is_blank() => {
                *first = format!("{label} {}", first.trim_start());
            }
            _ => lines.insert(0, label),
        }
        lines.join("\n")
    }

    /// `\return ::CUDA_SUCCESS, ::CUDA_ERROR_INVALID_VALUE` as a list of codes; other text as prose.
    pub(super) fn returns(&self, lines: &[Line]) -> String {
        let entries = list_entries(lines);
        let all_codes = !entries.is_empty()
            && entries
                .iter()
                .all(|entry| entry.starts_with("::") || is_identifier(entry));
        if !all_codes {
            return self.flow(lines, 0).join("\n");
        }
        entries
            .iter()
            .map(|entry| {
                let entry = entry.trim_end_matches('.');
                format!("- {}", render_unit(&[self.entry_pieces(entry)])[0])
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub(super) fn see_also(&self, lines: &[Line]) -> String {
        let entries: Vec<Vec<Piece>> = list_entries(lines)
            .iter()
            .map(|entry| self.entry_pieces(entry.trim_end_matches('.')))
            .collect();
        render_unit(&entries).join(", ")
    }

    /// A list entry; a bare name that is an item links like `::name` does.
    pub(super) fn entry_pieces(&self, entry: &str) -> Vec<Piece> {
        // NVIDIA's typos of `::name` (`:cuMemMap`, `:: cuLibraryUnload`, `:::cudaMemcpy2DFromArray`).
        let entry = match entry.trim_start_matches([':', ' ']) {
            name if name.len() < entry.len() && is_identifier(name) => name,
            _ => entry,
        };
        if is_identifier(entry) && (self.is_rust_item)(entry) {
            return vec![link(entry)];
        }
        self.pieces(entry)
    }

    pub(super) fn table(&self, rows: &[Vec<String>]) -> String {
        let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
        let mut out = Vec::new();
        for (index, row) in rows.iter().enumerate() {
            let cells: Vec<Vec<Piece>> = row.iter().map(|cell| self.pieces(cell)).collect();
            let mut rendered: Vec<String> = render_unit(&cells)
                .iter()
                .map(|cell| cell.replace('|', "\\|"))
                .collect();
            rendered.resize(columns, String::new());
            out.push(format!("| {} |", rendered.join(" | ")));
            if index == 0 {
                out.push(format!("|{}", " --- |".repeat(columns)));
            }
        }
        out.join("\n")
    }

    /// Prose lines as Markdown paragraphs and lists, every line indented only as deep as
    /// its list item needs: anything deeper would be an indented code block, which rustdoc
    /// compiles as a Rust doctest.
    pub(super) fn flow(&self, lines: &[Line], base: usize) -> Vec<String> {
        // The list items open at this line: (indentation in the comment, content column in Markdown).
        let mut open: Vec<(usize, usize)> = Vec::new();
        let mut after_blank = false;
        let mut layout: Vec<(String, Option<String>)> = Vec::new();
        let mut contents: Vec<Vec<Piece>> = Vec::new();
        for line in lines {
            if line.is_blank() {
                after_blank = true;
                layout.push((String::new(), None));
                contents.push(Vec::new());
                continue;
            }
            let (prefix, text) = match list_marker(&line.text) {
                Some((marker, text)) => {
                    while open.last().is_some_and(|(indent, _)| *indent > line.indent) {
                        open.pop();
                    }
                    if open
                        .last()
                        .is_some_and(|(indent, _)| *indent == line.indent)
                    {
                        open.pop();
                    }
                    let column = open.last().map_or(base, |(_, column)| *column);
                    open.push((line.indent, column + marker.len() + 1));
                    (format!("{}{marker} ", " ".repeat(column)), text)
                }
                None => {
                    if after_blank {
                        while open
                            .last()
                            .is_some_and(|(indent, _)| *indent >= line.indent)
                        {
                            open.pop();
                        }
                    }
                    let column = open.last().map_or(base, |(_, column)| *column);
                    (" ".repeat(column), line.text.as_str())
                }
            };
            after_blank = false;
            layout.push((prefix, Some(text.to_owned())));
            contents.push(self.pieces(text));
        }
        let rendered = render_unit(&contents);
        let mut out: Vec<String> = Vec::new();
        for ((prefix, text), markdown) in layout.into_iter().zip(rendered) {
            match text {
                None => out.push(String::new()),
                Some(_) => out.push(format!("{prefix}{markdown}")),
            }
        }
        drop_trailing_breaks(&mut out);
        out
    }

    /// The word after `\e` or `\b`, as prose: a URL in it is autolinked as
    /// anywhere; an HTML tag in it is text, since no tag balancing reaches
    /// inside the emphasis.
    pub(super) fn word(&self, word: &str) -> String {
        let pieces: Vec<Piece> = self
            .pieces(word)
            .into_iter()
            .map(|piece| match piece {
                Piece::Tag { raw, .. } => Piece::Text(raw),
                piece => piece,
            })
            .collect();
        write_pieces(&pieces)
    }

    /// One line of Doxygen prose as pieces.
    pub(super) fn pieces(&self, text: &str) -> Vec<Piece> {
        let chars: Vec<char> = text.chars().collect();
        let mut pieces = Vec::new();
        let mut prose = String::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let previous = if i == 0 { None } else { Some(chars[i - 1]) };
            let word_start = previous.map_or(true, |p| !p.is_alphanumeric() && p != '_');
            // A run of backticks that opens no code span is text, all of it
            // (as CommonMark reads it): a shorter run inside it opens none.
            if c == '`'
                && find_run(
                    &chars,
                    i + run_length(&chars, i, '`'),
                    '`',
                    run_length(&chars, i, '`'),
                )
                .is_none()
            {
                let run = run_length(&chars, i, '`');
                prose.extend(&chars[i..i + run]);
                i += run;
                continue;
            }
            let mut found = Vec::new();
            let consumed = match c {
                '\\' | '@' => self.command(&chars, i, &mut found),
                ':' if word_start && previous != Some(':') => self.reference(&chars, i, &mut found),
                '`' => code_span_at(&chars, i, &mut found),
                // rustdoc finds bare URLs inside words too.
                'h' => url_at(&chars, i, &mut found),
                '<' => tag_at(&chars, i, &mut found),
                _ => None,
            };
            match consumed {
                Some(end) => {
                    if !prose.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut prose)));
                    }
                    pieces.extend(found);
                    i = end;
                }
                None => {
                    prose.push(c);
                    i += 1;
                }
            }
        }
        if !prose.is_empty() {
            pieces.push(Piece::Text(prose));
        }
        pieces
    }

    /// A `\command` or `@command` at `i`; returns where the text after it starts.
    pub(super) fn command(
        &self,
        chars: &[char],
        i: usize,
        pieces: &mut Vec<Piece>,
    ) -> Option<usize> {
        let next = *chars.get(i + 1)?;
        if chars[i] == '\\' && !next.is_ascii_alphanumeric() {
            return escaped_char(chars, i, pieces);
        }
        if chars[i] == '@' && matches!(next, '{' | '}') {
            return Some(i + 2);
        }
        let name = identifier_at(chars, i + 1);
        if name.is_empty() || (chars[i] == '@' && !is_doxygen_command(&name)) {
            return None;
        }
        let after = i + 1 + name.chars().count();
        match name.as_str() {
            // An inline formula, `\f$ D_{a,b} = A_{b,a} \f$`: its LaTeX as a
            // code span (its `\Pi`, `\alpha` are no Doxygen commands).
            "f" if chars.get(after) == Some(&'$') => formula_at(chars, after + 1, pieces),
            "p" | "c" => {
                let (word, end) = word_after(chars, after);
                if !word.is_empty() {
                    pieces.push(Piece::Markdown(code_span(&word)));
                }
                Some(end)
            }
            "a" | "e" | "em" => {
                let (word, end) = word_after(chars, after);
                pieces.push(Piece::Markdown(format!("*{}*", self.word(&word))));
                Some(end)
            }
            "b" => {
                let (word, end) = word_after(chars, after);
                pieces.push(Piece::Markdown(format!("**{}**", self.word(&word))));
                Some(end)
            }
            "n" => {
                pieces.push(Piece::Break);
                Some(after)
            }
            "ref" | "link" => self.doxygen_ref(chars, after, name == "link", pieces),
            // Inside a paragraph (CUPTI's "The flags of the copy. \see
            // CUpti_ActivityFlag"): "see" and the reference, in place.
            // `\copydoc X` (CUDA 13.5's cuFile and cuSPARSE): Doxygen copies
            // X's documentation; here it points to it.
            "see" | "sa" | "copydoc" => {
                pieces.push(Piece::Markdown("see ".to_owned()));
                self.doxygen_ref(chars, after, false, pieces)
                    .or(Some(after))
            }
            "endlink" | "hideinitializer" | "showinitializer" => Some(after),
            // `\version \NVTX_VERSION_2` (NVTX 3 before 13.0): a backslash
            // before a macro's name, which is no command; the name as code.
            _ if name.contains('_')
                && name
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_') =>
            {
                pieces.push(Piece::Markdown(code_span(&name)));
                Some(after)
            }
            // `\anchor NAME` (NVTX's): a target for Doxygen's own pages; rustdoc
            // has none, so the command and its name go.
            "anchor" => Some(word_after(chars, after).1),
            // `\device` where `\p device` was meant (nvml.h, CUDA 12.0): a
            // parameter's name is no command.
            _ if self.parameters.contains(&name.as_str()) => {
                pieces.push(Piece::Markdown(code_span(&name)));
                Some(after)
            }
            _ => {
                let (_, html) = INLINE_ALIASES.iter().find(|(alias, _)| *alias == name)?;
                pieces.extend(self.pieces(html));
                Some(after)
            }
        }
    }

    /// `\ref target "label"` (or `\link target label \endlink`).
    pub(super) fn doxygen_ref(
        &self,
        chars: &[char],
        after: usize,
        is_link: bool,
        pieces: &mut Vec<Piece>,
    ) -> Option<usize> {
        let mut i = skip_spaces(chars, after);
        // `\link #name label\endlink`: `#` marks an explicit reference.
        if chars.get(i) == Some(&'#') {
            i += 1;
        }
        // `\ref * cutensorCreateElementwiseBinary` (cuTENSOR 2.8's cutensor.h):
        // a comment's leading `*` left inside the line, before the name.
        if chars.get(i) == Some(&'*') && chars.get(i + 1) == Some(&' ') {
            i = skip_spaces(chars, i + 1);
        }
        let start = i;
        while i < chars.len()
            && (chars[i].is_ascii_alphanumeric() || matches!(chars[i], '_' | ':' | '~'))
        {
            i += 1;
        }
        let target: String = chars[start..i].iter().collect();
        if target.is_empty() {
            return None;
        }
        if chars.get(i) == Some(&'(') {
            i = matching_paren(chars, i).map_or(i, |close| close + 1);
        }
        let mut label = None;
        let label_start = skip_spaces(chars, i);
        if is_link {
            let rest: String = chars[label_start..].iter().collect();
            let (text, end) = match rest.find("\\endlink") {
                Some(at) => (
                    &rest[..at],
                    label_start + rest[..at].chars().count() + "\\endlink".len(),
                ),
                None => (rest.as_str(), chars.len()),
            };
            label = Some(text.trim().to_owned()).filter(|text| !text.is_empty());
            i = end;
        } else if chars.get(label_start) == Some(&'"') {
            if let Some(close) = chars[label_start + 1..].iter().position(|c| *c == '"') {
                label = Some(
                    chars[label_start + 1..label_start + 1 + close]
                        .iter()
                        .collect(),
                );
                i = label_start + close + 2;
            }
        }
        let name = target.trim_start_matches("::");
        match label {
            // NVIDIA's "(C++ API)" overloads are templates the bindings do not have.
            Some(label)
                if is_identifier(name) && (self.is_rust_item)(name) && !label.contains("C++") =>
            {
                pieces.push(Piece::Markdown(format!(
                    "[{}]({name})",
                    escape_prose(&label, false)
                )))
            }
            Some(label) => pieces.push(Piece::Text(label)),
            None => pieces.push(self.name_reference(name)),
        }
        Some(i)
    }

    /// `::name`, `::name()` or `::Struct::member` at `i`.
    pub(super) fn reference(
        &self,
        chars: &[char],
        i: usize,
        pieces: &mut Vec<Piece>,
    ) -> Option<usize> {
        let mut end = i;
        let mut segments = Vec::new();
        while chars.get(end) == Some(&':') && chars.get(end + 1) == Some(&':') {
            let segment = identifier_at(chars, end + 2);
            if segment.is_empty() || segment.starts_with(|c: char| c.is_ascii_digit()) {
                break;
            }
            end += 2 + segment.chars().count();
            segments.push(segment);
        }
        if segments.is_empty() {
            return None;
        }
        let mut name = segments.join("::");
        // `::core.cuda.HOSTNAME.PID`: a file name, not a member.
        while chars.get(end) == Some(&'.')
            && chars.get(end + 1).is_some_and(|c| c.is_ascii_alphabetic())
        {
            let part = identifier_at(chars, end + 1);
            name.push('.');
            name.push_str(&part);
            end += 1 + part.chars().count();
        }
        if chars.get(end) == Some(&'(') && chars.get(end + 1) == Some(&')') {
            end += 2;
        }
        pieces.push(self.name_reference(&name));
        Some(end)
    }

    /// An intra-doc link if the crate has the item, else code (a member, or something not bound).
    /// `::Enum::CONSTANT` links to the constant: bindgen puts enum constants at the crate root.
    pub(super) fn name_reference(&self, name: &str) -> Piece {
        let is_item = |name: &str| is_identifier(name) && (self.is_rust_item)(name);
        if is_item(name) {
            return link(name);
        }
        match name.split_once("::") {
            Some((ty, constant)) if is_item(ty) && is_item(constant) => Piece::Link {
                text: name.to_owned(),
                target: constant.to_owned(),
            },
            _ => Piece::Markdown(code_span(name)),
        }
    }
}

/// Renders lines of pieces that form one block, keeping only HTML tags closed within it.
pub(super) fn render_unit(lines: &[Vec<Piece>]) -> Vec<String> {
    let mut lines = lines.to_vec();
    balance_tags(&mut lines);
    lines.iter().map(|pieces| write_pieces(pieces)).collect()
}

/// Drops tags that are not closed (or not opened) within the block, as text.
pub(super) fn balance_tags(lines: &mut [Vec<Piece>]) {
    let mut open: Vec<(usize, usize)> = Vec::new();
    let mut unmatched: Vec<(usize, usize)> = Vec::new();
    for line in 0..lines.len() {
        for index in 0..lines[line].len() {
            let Piece::Tag { name, closing, .. } = &lines[line][index] else {
                continue;
            };
            if !closing {
                open.push((line, index));
                continue;
            }
            let opener = open.last().copied().filter(|(l, i)| {
                matches!(&lines[*l][*i], Piece::Tag { name: open_name, .. } if open_name == name)
            });
            match opener {
                Some((l, i)) => {
                    open.pop();
                    if let Piece::Tag {
                        href: Some(url), ..
                    } = &lines[l][i]
                    {
                        let url = url.clone();
                        if let Piece::Tag { href, .. } = &mut lines[line][index] {
                            *href = Some(url);
                        }
                    }
                }
                None => unmatched.push((line, index)),
            }
        }
    }
    for (line, index) in open.into_iter().chain(unmatched) {
        if let Piece::Tag { raw, .. } = &lines[line][index] {
            lines[line][index] = Piece::Text(raw.clone());
        }
    }
}

pub(super) fn write_pieces(pieces: &[Piece]) -> String {
    let mut out = String::new();
    let mut after_link = false;
    for (index, piece) in pieces.iter().enumerate() {
        let mut written = match piece {
            Piece::Text(text) if index == 0 => escape_prose(text.trim_start(), true),
            Piece::Text(text) => escape_prose(text, false),
            Piece::Markdown(markdown) => markdown.clone(),
            Piece::Link { text, target } if text == target => format!("[`{text}`]"),
            Piece::Link { text, target } => format!("[`{text}`]({target})"),
            Piece::Tag {
                name,
                closing,
                href,
                raw,
            } => match (name.as_str(), closing, href) {
                ("a", false, Some(_)) => "[".to_owned(),
                ("a", true, Some(url)) => format!("]({url})"),
                _ => raw.clone(),
            },
            Piece::Break => "<br>".to_owned(),
        };
        // After `[x]`, `(` would make an inline link of it, `[` a reference link, and `:`
        // a link definition at the start of a line.
        if after_link {
            if written.starts_with('(') || (index == 1 && written.starts_with(':')) {
                written.insert(0, '\\');
            } else if written.starts_with('[') {
                written.insert(0, ' ');
            }
        }
        after_link = matches!(piece, Piece::Link { .. });
        // Two code spans side by side would merge their backtick runs into
        // one; an empty HTML comment keeps them apart and shows nothing.
        if out.ends_with('`') && written.starts_with('`') {
            out.push_str("<!-- -->");
        }
        out.push_str(&written);
    }
    out.trim_end().to_owned()
}

/// A `<br>` that ends a paragraph adds only an empty line.
pub(super) fn drop_trailing_breaks(lines: &mut [String]) {
    for index in 0..lines.len() {
        let ends_paragraph = lines
            .get(index + 1)
            .map_or(true, |next| next.trim().is_empty());
        if ends_paragraph {
            while let Some(stripped) = lines[index].strip_suffix("<br>") {
                lines[index] = stripped.trim_end().to_owned();
            }
        }
    }
}

/// Escapes prose so Markdown shows it as written: no emphasis from `*` or `_`, no link from
/// `[x]` (rustdoc would try it as an intra-doc link), no HTML from `<`, no block syntax at
/// the start of a line.
pub(super) fn escape_prose(text: &str, line_start: bool) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut start = 0;
    if line_start {
        if let Some((escaped, consumed)) = escape_block_start(&chars) {
            out.push_str(&escaped);
            start = consumed;
        }
    }
    for (i, &c) in chars.iter().enumerate().skip(start) {
        let previous = if i == 0 { ' ' } else { chars[i - 1] };
        let next = chars.get(i + 1).copied().unwrap_or(' ');
        match c {
            '\\' if next.is_ascii_punctuation() => out.push_str("\\\\"),
            '*' | '`' | '[' | ']' | '~' => {
                out.push('\\');
                out.push(c);
            }
            '_' if !previous.is_alphanumeric() || !next.is_alphanumeric() => out.push_str("\\_"),
            '<' => out.push_str("&lt;"),
            '&' if looks_like_entity(&chars[i..]) => out.push_str("&amp;"),
            _ => out.push(c),
        }
    }
    out
}

/// The escaped start of a line that Markdown would read as block syntax (a heading, quote,
/// list item, rule or fence) and how many characters it stands for.
pub(super) fn escape_block_start(chars: &[char]) -> Option<(String, usize)> {
    let first = *chars.first()?;
    let spaced = |n: usize| chars.get(n).map_or(true, |c| *c == ' ');
    let rule = chars.len() >= 3
        && (chars.iter().all(|c| *c == '=' || *c == ' ')
            || chars.iter().all(|c| *c == '-' || *c == ' '));
    if first == '#' || first == '>' || (matches!(first, '+' | '-') && spaced(1)) || rule {
        return Some((format!("\\{first}"), 1));
    }
    let digits = chars.iter().take_while(|c| c.is_ascii_digit()).count();
    let delimiter = *chars.get(digits)?;
    if (1..=9).contains(&digits) && matches!(delimiter, '.' | ')') && spaced(digits + 1) {
        let number: String = chars[..digits].iter().collect();
        return Some((format!("{number}\\{delimiter}"), digits + 1));
    }
    None
}

pub(super) fn looks_like_entity(chars: &[char]) -> bool {
    let body: Vec<&char> = chars[1..]
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == '#')
        .collect();
    !body.is_empty() && chars.get(body.len() + 1) == Some(&';')
}

/// A `- ` / `+ ` / `-#` / `1. ` list marker (as Markdown writes it) and the text after it.
pub(super) fn list_marker(text: &str) -> Option<(String, &str)> {
    for (prefix, marker) in [("-# ", "1."), ("- ", "-"), ("+ ", "-")] {
        if let Some(rest) = text.strip_prefix(prefix) {
            return Some((marker.to_owned(), rest.trim_start()));
        }
    }
    let digits = text.chars().take_while(|c| c.is_ascii_digit()).count();
    let rest = text[digits..].strip_prefix(". ")?;
    ((1..=9).contains(&digits)).then(|| (format!("{}.", &text[..digits]), rest.trim_start()))
}

/// Splits `\return` and `\sa` text into entries at commas and line ends, leaving commas
/// inside parentheses and quotes (`\ref ::f(int, int) "f (C API)"`) alone.
pub(super) fn list_entries(lines: &[Line]) -> Vec<String> {
    let mut entries = Vec::new();
    for line in lines {
        let mut depth = 0;
        let mut quoted = false;
        let mut current = String::new();
        for c in line.text.chars() {
            match c {
                '(' if !quoted => depth += 1,
                ')' if !quoted => depth -= 1,
                '"' => quoted = !quoted,
                ',' if depth == 0 && !quoted => {
                    entries.push(std::mem::take(&mut current));
                    continue;
                }
                _ => {}
            }
            current.push(c);
        }
        entries.push(current);
    }
    entries
        .into_iter()
        .map(|entry| entry.trim().to_owned())
        .filter(|entry| !entry.is_empty())
        .collect()
}

pub(super) fn is_identifier(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

pub(super) fn code_span(code: &str) -> String {
    let longest = code.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if code.starts_with('`') || code.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{code}{pad}{fence}")
}

/// A C code block; never a doctest, since rustdoc only runs Rust blocks.
pub(super) fn fenced_c(code: &str) -> String {
    let longest = code
        .lines()
        .map(|line| line.trim_start().chars().take_while(|c| *c == '`').count())
        .max()
        .unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}c\n{code}\n{fence}")
}

/// No trailing spaces, no runs of blank lines outside code, nothing before or after the text.
pub(super) fn tidy(markdown: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut fence: Option<String> = None;
    for line in markdown.lines().map(str::trim_end) {
        match &fence {
            Some(open) if line.trim_start().starts_with(open.as_str()) => fence = None,
            Some(_) => {}
            None => fence = fence_marker(line.trim_start()),
        }
        if fence.is_none() && line.is_empty() && out.last().map_or(true, |last| last.is_empty()) {
            continue;
        }
        out.push(line);
    }
    while out.last().is_some_and(|last| last.is_empty()) {
        out.pop();
    }
    out.join("\n")
}
