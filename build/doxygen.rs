//! NVIDIA's Doxygen header comments as rustdoc Markdown.
//!
//! Hand-written: on CUDA 13.0's 3331 doc comments doxygen-bindgen 0.1.3/0.1.4 (edition 2024,
//! Rust 1.85; MSRV here is 1.77) leaves 1372 commands raw (`\code`, `\notefnerr`...) and
//! doxygen-rs 0.4.2 panics on 290 (`\sa` before a line break) and drops `\code` and the aliases;
//! both swallow punctuation into `\p` spans and make `\sa ::a, ::b` one broken link.

/// What NVIDIA's manual prints for its Doxygen aliases, as Doxygen text (`::name` links).
/// `<a href>` is the one HTML link form the converter turns into a Markdown link.
const NOTE_ALIASES: &[(&str, &str)] = &[
    ("notefnerr", "This function may also return error codes from previous, asynchronous launches."),
    (
        "note_init_rt",
        "This function may also return ::cudaErrorInitializationError, ::cudaErrorInsufficientDriver \
         or ::cudaErrorNoDevice if this call initializes the runtime's internal state.",
    ),
    (
        "note_callback",
        "No CUDA function may be called from a stream callback (see ::cudaStreamAddCallback); \
         such a call may, but need not, return ::cudaErrorNotPermitted.",
    ),
    (
        "note_graph_thread_safety",
        "Graph objects are not threadsafe: see <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/graphs-thread-safety.html\">graph object thread safety</a>.",
    ),
    (
        "note_null_stream",
        "This function uses standard <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/stream-sync-behavior.html#stream-sync-behavior__default-stream\">default stream</a> semantics.",
    ),
    (
        "note_async",
        "This function exhibits <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/api-sync-behavior.html#api-sync-behavior__memcpy-async\">asynchronous</a> behavior for most use cases.",
    ),
    (
        "note_sync",
        "This function exhibits <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/api-sync-behavior.html#api-sync-behavior__memcpy-sync\">synchronous</a> behavior for most use cases.",
    ),
    (
        "note_memcpy",
        "Memory regions must be either entirely registered with CUDA or, for pageable host \
         transfers, not registered at all; regions spanning registered and unregistered \
         allocations are not supported and return an invalid-value error.",
    ),
    (
        "note_memset",
        "See also <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/api-sync-behavior.html#api-sync-behavior__memset\">memset synchronization details</a>.",
    ),
    ("note_destroy_ub", "Use of the handle after this call is undefined behavior."),
    (
        "note_null_event",
        "Returns ::cudaErrorInvalidResourceHandle when the event passed in is NULL.",
    ),
    (
        "note_string_api_deprecation",
        "A string naming a variable as the \\p symbol parameter was deprecated in CUDA 4.1 and \
         removed in CUDA 5.0.",
    ),
    (
        "note_string_api_deprecation2",
        "A string naming a function as the \\p func parameter was deprecated in CUDA 4.1 and \
         removed in CUDA 5.0.",
    ),
    (
        "note_version_mixing",
        "Mixing CUDA types and entry points of different CUDA versions can lead to undefined \
         behavior: see the <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/version-mixing-rules.html\">rules for version mixing</a>.",
    ),
    (
        "note_device_sync_deprecated",
        "Calling this function from device code was deprecated in CUDA 11.6 and is not supported \
         when compiling for compute_90 and later.",
    ),
    (
        "note_cudaKernel_t",
        "A kernel handle (::cudaKernel_t) cast to `const void*` is accepted wherever this \
         function takes a device function symbol.",
    ),
    (
        "note_cudaExecutionContext_t_required_param",
        "The execution context parameter is required and must not be NULL.",
    ),
];

/// NVIDIA's aliases that stand inside a sentence ("See details of the \link_sync_behavior").
const INLINE_ALIASES: &[(&str, &str)] = &[(
    "link_sync_behavior",
    "<a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/stream-sync-behavior.html\">stream synchronization behavior</a>",
)];

/// Labelled paragraphs, by command.
const LABELS: &[(&str, &str)] = &[
    ("note", "Note"),
    ("notes", "Notes"),
    ("remark", "Remark"),
    ("remarks", "Remarks"),
    ("attention", "Attention"),
    ("warning", "Warning"),
    ("deprecated", "Deprecated"),
    ("since", "Since"),
    ("pre", "Precondition"),
    ("post", "Postcondition"),
    ("invariant", "Invariant"),
    ("todo", "To do"),
    ("bug", "Bug"),
];

/// Commands that document the declaration or its group, not its behaviour:
/// their whole line is dropped (the group and section ones keep their title).
const DECLARATION_COMMANDS: &[&str] = &[
    "ingroup",
    "defgroup",
    "addtogroup",
    "weakgroup",
    "file",
    "fn",
    "typedef",
    "struct",
    "union",
    "enum",
    "class",
    "def",
    "var",
    "page",
    "mainpage",
    "name",
    "anchor",
    "section",
    "subsection",
    "subsubsection",
    "hideinitializer",
    "showinitializer",
    "private",
    "public",
    "protected",
    "nosubgrouping",
    "static",
    "headerfile",
    "namespace",
    "interface",
    "protocol",
    "category",
];

/// Commands that start a new paragraph-level section; Doxygen ends those at a blank line.
const SECTION_COMMANDS: &[&str] = &[
    "brief",
    "short",
    "details",
    "param",
    "tparam",
    "return",
    "returns",
    "result",
    "retval",
    "sa",
    "see",
    "par",
    "li",
    "exception",
    "throws",
    "throw",
];

/// Inline HTML that rustdoc renders as is; any other `<` is text.
const INLINE_TAGS: &[&str] = &[
    "b", "strong", "i", "em", "tt", "code", "small", "big", "sup", "sub", "u", "s", "a",
];

/// Converts one header comment, as bindgen hands it over (comment markers stripped,
/// one string with '\n' line breaks, lines may keep their indentation), to rustdoc Markdown.
/// `is_rust_item(name)` says whether `name` is an item of the generated crate
/// (a function, type, constant or re-exported alias at the crate root); only those become intra-doc links.
pub fn to_rustdoc(comment: &str, is_rust_item: &dyn Fn(&str) -> bool) -> String {
    let doc = Doc::parse(comment);
    Renderer { is_rust_item }.render(&doc)
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

/// The backtick or tilde run that opens a fenced code block, if the line opens one.
fn fence_marker(trimmed: &str) -> Option<String> {
    let first = trimmed.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let run: String = trimmed.chars().take_while(|c| *c == first).collect();
    (run.len() >= 3).then_some(run)
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

fn run_length(chars: &[char], start: usize, c: char) -> usize {
    chars[start..].iter().take_while(|x| **x == c).count()
}

/// Where a run of exactly `len` `c`s starts, from `from` on.
fn find_run(chars: &[char], from: usize, c: char, len: usize) -> Option<usize> {
    let mut i = from;
    while i < chars.len() {
        if chars[i] == c {
            let run = run_length(chars, i, c);
            if run == len {
                return Some(i);
            }
            i += run;
        } else {
            i += 1;
        }
    }
    None
}

fn identifier_at(chars: &[char], start: usize) -> String {
    chars
        .get(start..)
        .unwrap_or_default()
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == '_')
        .collect()
}

/// Whether `name` after `@` is Doxygen's (`@` also starts e-mail domains and C++ attributes).
fn is_doxygen_command(name: &str) -> bool {
    const INLINE: &[&str] = &[
        "p", "c", "a", "e", "em", "b", "n", "ref", "link", "endlink", "code", "endcode",
    ];
    SECTION_COMMANDS.contains(&name)
        || DECLARATION_COMMANDS.contains(&name)
        || INLINE.contains(&name)
        || LABELS.iter().any(|(command, _)| *command == name)
        || NOTE_ALIASES.iter().any(|(alias, _)| *alias == name)
}

// ---------------------------------------------------------------------------
// Parsing: the comment as sections of lines.

#[derive(Clone, Debug)]
struct Line {
    indent: usize,
    text: String,
}

impl Line {
    fn new(indent: usize, text: &str) -> Self {
        Line {
            indent,
            text: text.trim().to_owned(),
        }
    }

    fn blank() -> Self {
        Line::new(0, "")
    }

    fn is_blank(&self) -> bool {
        self.text.is_empty()
    }
}

#[derive(Debug)]
enum Block {
    Flow(Vec<Line>),
    Labelled { label: String, lines: Vec<Line> },
    Code(String),
    Table(Vec<Vec<String>>),
}

#[derive(Debug)]
struct Param {
    name: String,
    direction: Option<String>,
    lines: Vec<Line>,
}

#[derive(Default, Debug)]
struct Doc {
    brief: Vec<Line>,
    body: Vec<Block>,
    params: Vec<Param>,
    returns: Vec<Line>,
    see_also: Vec<Line>,
}

/// Where the next line of text belongs.
#[derive(Clone, Copy, PartialEq)]
enum Section {
    Body,
    Brief,
    Param,
    Returns,
    SeeAlso,
    Labelled,
}

/// A stretch of the comment: prose, or a block that is not Doxygen prose.
enum Part {
    Text(String),
    Code(String),
    Table(Vec<Vec<String>>),
}

/// What happens to the text between an opening and a closing marker.
#[derive(Clone, Copy)]
enum Span {
    Code,
    /// Only a table survives: the rest is for Doxygen's XML output alone.
    XmlOnly,
    HtmlTable,
    Drop,
}

const SPANS: &[(&str, &str, Span)] = &[
    ("\\code", "\\endcode", Span::Code),
    ("@code", "@endcode", Span::Code),
    ("\\verbatim", "\\endverbatim", Span::Code),
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
    fn parse(comment: &str) -> Doc {
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

    fn add_text(&mut self, text: &str) {
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
    fn starts_section(&mut self, name: &str, rest: &str, section: &mut Section) -> bool {
        let rest_line = |text: &str| Line::new(0, text);
        match name {
            "brief" | "short" => {
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
                let title = rest.trim();
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

    fn labelled(&mut self, label: &str, first: &str) {
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

    fn section_lines(&mut self, section: Section) -> &mut Vec<Line> {
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

    fn body_lines(&mut self) -> &mut Vec<Line> {
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
fn strip_member_marker(comment: &str) -> String {
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
fn declaration_title(name: &str, rest: &str) -> Option<String> {
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

fn split_parts(comment: &str) -> Vec<Part> {
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
fn find_marker(text: &str, marker: &str) -> Option<usize> {
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
fn code_text(inner: &str) -> String {
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
fn table_rows(html: &str) -> Vec<Vec<String>> {
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

fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The comment's prose as lines with their indentation, HTML lists as `-` items, and
/// each section command that follows text on a line moved to a line of its own.
fn prose_lines(text: &str) -> Vec<Line> {
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
fn join_dangling_words(lines: &mut Vec<Line>) {
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

enum ListPiece {
    Break,
    Text(String),
    Item(&'static str, String),
}

/// Splits a line at `<ul>`, `<ol>`, `<li>` and their ends; `<br>` alone and `<p>` break paragraphs.
fn split_html_lists(content: &str, open: &mut Vec<&'static str>) -> Vec<ListPiece> {
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
fn split_at_sections(line: &str) -> Vec<String> {
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
fn command_at_start(text: &str) -> Option<(String, &str)> {
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
fn parse_param(rest: &str) -> Param {
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

// ---------------------------------------------------------------------------
// Rendering.

/// A stretch of one line's Markdown.
#[derive(Clone, Debug)]
enum Piece {
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

struct Renderer<'a> {
    is_rust_item: &'a dyn Fn(&str) -> bool,
}

impl Renderer<'_> {
    fn render(&self, doc: &Doc) -> String {
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

    fn labelled(&self, label: &str, lines: &[Line]) -> String {
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

    fn param(&self, param: &Param) -> String {
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
    fn returns(&self, lines: &[Line]) -> String {
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

    fn see_also(&self, lines: &[Line]) -> String {
        let entries: Vec<Vec<Piece>> = list_entries(lines)
            .iter()
            .map(|entry| self.entry_pieces(entry.trim_end_matches('.')))
            .collect();
        render_unit(&entries).join(", ")
    }

    /// A list entry; a bare name that is an item links like `::name` does.
    fn entry_pieces(&self, entry: &str) -> Vec<Piece> {
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

    fn table(&self, rows: &[Vec<String>]) -> String {
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
    fn flow(&self, lines: &[Line], base: usize) -> Vec<String> {
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

    /// One line of Doxygen prose as pieces.
    fn pieces(&self, text: &str) -> Vec<Piece> {
        let chars: Vec<char> = text.chars().collect();
        let mut pieces = Vec::new();
        let mut prose = String::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let previous = if i == 0 { None } else { Some(chars[i - 1]) };
            let word_start = previous.map_or(true, |p| !p.is_alphanumeric() && p != '_');
            let mut found = Vec::new();
            let consumed = match c {
                '\\' | '@' => self.command(&chars, i, &mut found),
                ':' if word_start && previous != Some(':') => self.reference(&chars, i, &mut found),
                '`' => code_span_at(&chars, i, &mut found),
                'h' if word_start => url_at(&chars, i, &mut found),
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
    fn command(&self, chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
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
            "p" | "c" => {
                let (word, end) = word_after(chars, after);
                if !word.is_empty() {
                    pieces.push(Piece::Markdown(code_span(&word)));
                }
                Some(end)
            }
            "a" | "e" | "em" => {
                let (word, end) = word_after(chars, after);
                pieces.push(Piece::Markdown(format!("*{}*", escape_prose(&word, false))));
                Some(end)
            }
            "b" => {
                let (word, end) = word_after(chars, after);
                pieces.push(Piece::Markdown(format!(
                    "**{}**",
                    escape_prose(&word, false)
                )));
                Some(end)
            }
            "n" => {
                pieces.push(Piece::Break);
                Some(after)
            }
            "ref" | "link" => self.doxygen_ref(chars, after, name == "link", pieces),
            "endlink" | "hideinitializer" | "showinitializer" => Some(after),
            _ => {
                let (_, html) = INLINE_ALIASES.iter().find(|(alias, _)| *alias == name)?;
                pieces.extend(self.pieces(html));
                Some(after)
            }
        }
    }

    /// `\ref target "label"` (or `\link target label \endlink`).
    fn doxygen_ref(
        &self,
        chars: &[char],
        after: usize,
        is_link: bool,
        pieces: &mut Vec<Piece>,
    ) -> Option<usize> {
        let mut i = skip_spaces(chars, after);
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
    fn reference(&self, chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
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
    fn name_reference(&self, name: &str) -> Piece {
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

fn link(name: &str) -> Piece {
    Piece::Link {
        text: name.to_owned(),
        target: name.to_owned(),
    }
}

/// A Doxygen escape (`\\`, `\@`, `\<`, `\::` ...) at `i`.
fn escaped_char(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
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
fn code_span_at(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
    let run = run_length(chars, i, '`');
    let close = find_run(chars, i + run, '`', run)?;
    pieces.push(Piece::Markdown(chars[i..close + run].iter().collect()));
    Some(close + run)
}

/// A bare URL, as an autolink (rustdoc warns about bare ones).
fn url_at(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
    let rest: String = chars[i..].iter().collect();
    if !rest.starts_with("http://") && !rest.starts_with("https://") {
        return None;
    }
    let mut url: String = rest
        .chars()
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
fn tag_at(chars: &[char], i: usize, pieces: &mut Vec<Piece>) -> Option<usize> {
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

fn skip_spaces(chars: &[char], mut i: usize) -> usize {
    while chars.get(i).is_some_and(|c| *c == ' ') {
        i += 1;
    }
    i
}

fn matching_paren(chars: &[char], open: usize) -> Option<usize> {
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
fn word_after(chars: &[char], after: usize) -> (String, usize) {
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

/// Renders lines of pieces that form one block, keeping only HTML tags closed within it.
fn render_unit(lines: &[Vec<Piece>]) -> Vec<String> {
    let mut lines = lines.to_vec();
    balance_tags(&mut lines);
    lines.iter().map(|pieces| write_pieces(pieces)).collect()
}

/// Drops tags that are not closed (or not opened) within the block, as text.
fn balance_tags(lines: &mut [Vec<Piece>]) {
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

fn write_pieces(pieces: &[Piece]) -> String {
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
        out.push_str(&written);
    }
    out.trim_end().to_owned()
}

/// A `<br>` that ends a paragraph adds only an empty line.
fn drop_trailing_breaks(lines: &mut [String]) {
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
fn escape_prose(text: &str, line_start: bool) -> String {
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
fn escape_block_start(chars: &[char]) -> Option<(String, usize)> {
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

fn looks_like_entity(chars: &[char]) -> bool {
    let body: Vec<&char> = chars[1..]
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == '#')
        .collect();
    !body.is_empty() && chars.get(body.len() + 1) == Some(&';')
}

/// A `- ` / `+ ` / `-#` / `1. ` list marker (as Markdown writes it) and the text after it.
fn list_marker(text: &str) -> Option<(String, &str)> {
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
fn list_entries(lines: &[Line]) -> Vec<String> {
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

fn is_identifier(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn code_span(code: &str) -> String {
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
fn fenced_c(code: &str) -> String {
    let longest = code
        .lines()
        .map(|line| line.trim_start().chars().take_while(|c| *c == '`').count())
        .max()
        .unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}c\n{code}\n{fence}")
}

/// No trailing spaces, no runs of blank lines outside code, nothing before or after the text.
fn tidy(markdown: &str) -> String {
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
