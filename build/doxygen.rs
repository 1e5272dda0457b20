//! Placeholder until the converter lands: indentation only.

pub fn to_rustdoc(comment: &str, _is_rust_item: &dyn Fn(&str) -> bool) -> String {
    let lines: Vec<&str> = comment.lines().map(str::trim_start).collect();
    lines.join("\n")
}

pub fn raw_commands(_markdown: &str) -> Vec<String> {
    Vec::new()
}
