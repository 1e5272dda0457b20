//! Scanners over a line's characters, shared by the layers: runs of a
//! character, identifiers, URL starts and code fences. They read nothing.

pub(super) fn run_length(chars: &[char], start: usize, c: char) -> usize {
    chars[start..].iter().take_while(|x| **x == c).count()
}

/// Where a run of exactly `len` `c`s starts, from `from` on.
pub(super) fn find_run(chars: &[char], from: usize, c: char, len: usize) -> Option<usize> {
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

pub(super) fn identifier_at(chars: &[char], start: usize) -> String {
    chars
        .get(start..)
        .unwrap_or_default()
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == '_')
        .collect()
}

/// Whether `chars` start with `http://` or `https://`; asked at every
/// character of prose, so it allocates nothing.
pub(super) fn starts_url(chars: &[char]) -> bool {
    ["http://", "https://"]
        .iter()
        .any(|scheme| chars.iter().take(scheme.len()).copied().eq(scheme.chars()))
}

/// The backtick or tilde run that opens a fenced code block, if the line opens one.
pub(super) fn fence_marker(trimmed: &str) -> Option<String> {
    let first = trimmed.chars().next().filter(|c| *c == '`' || *c == '~')?;
    let run: String = trimmed.chars().take_while(|c| *c == first).collect();
    (run.len() >= 3).then_some(run)
}
