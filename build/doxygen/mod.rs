//! NVIDIA's Doxygen header comments as rustdoc Markdown: `parse` reads a
//! comment into sections of lines, `render` writes them as Markdown, and
//! `inline` handles the markup within a line. Hand-written, because the
//! converters on crates.io leave CUDA's commands raw or fail on them
//! (docs/generation.md).

mod inline;
mod parse;
mod render;

use parse::Doc;
use render::Renderer;

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
        // CUDA 11's texture and surface reference calls (cudaGetTextureReference).
        "note_string_api_deprecation_50",
        "A string naming a variable as the \\p symbol parameter was deprecated in CUDA 4.1 and \
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
    ("version", "Version"),
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
    "cond",
    "endcond",
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

/// Whether `chars` start with `http://` or `https://`; asked at every
/// character of prose, so it allocates nothing.
fn starts_url(chars: &[char]) -> bool {
    ["http://", "https://"]
        .iter()
        .any(|scheme| chars.iter().take(scheme.len()).copied().eq(scheme.chars()))
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
