//! The comments on macro definitions, read from the header files: clang
//! keeps comments only for declarations, and a macro is none.

use crate::libclang::string;
use clang_sys::*;
use std::collections::BTreeMap;

/// Header files by path, read once each.
#[derive(Default)]
pub struct HeaderComments(BTreeMap<String, Vec<String>>);

impl HeaderComments {
    /// The Doxygen comment on a macro definition: `/** ... */` on the lines
    /// right above it, or `/**< ... */` after it on its line.
    ///
    /// # Safety
    /// `definition` must be a cursor of a translation unit that is still alive.
    pub unsafe fn on_macro(&mut self, definition: CXCursor) -> Option<String> {
        let mut file = std::ptr::null_mut();
        let mut line = 0;
        clang_getSpellingLocation(
            clang_getCursorLocation(definition),
            &mut file,
            &mut line,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        );
        if file.is_null() {
            return None;
        }
        let path = string(clang_getFileName(file));
        let lines = self.0.entry(path.clone()).or_insert_with(|| {
            std::fs::read_to_string(&path)
                .map(|text| text.lines().map(str::to_owned).collect())
                .unwrap_or_default()
        });
        let index = (line as usize).checked_sub(1)?;
        if let Some((_, after)) = lines.get(index)?.split_once("/**<") {
            // Up to the closing `*/`, which may be lines further down.
            let mut text = vec![after.to_owned()];
            let mut next = index + 1;
            while !text.last()?.contains("*/") {
                text.push(lines.get(next)?.trim().trim_start_matches('*').to_owned());
                next += 1;
            }
            let joined = text.join("\n");
            let body = joined.split("*/").next().unwrap_or_default();
            return non_empty(body.trim());
        }
        let end = index.checked_sub(1)?;
        if !lines[end].trim_end().ends_with("*/") {
            return None;
        }
        let start = (0..=end).rev().find(|&at| lines[at].contains("/*"))?;
        let opening = lines[start].trim_start();
        if !opening.starts_with("/**") || opening.starts_with("/**<") {
            return None;
        }
        let body: Vec<&str> = lines[start..=end]
            .iter()
            .map(|line| {
                let line = line.trim();
                let line = line.strip_prefix("/**").unwrap_or(line);
                let line = line.strip_suffix("*/").unwrap_or(line).trim_end();
                let line = line.strip_prefix('*').unwrap_or(line);
                line.strip_prefix(' ').unwrap_or(line)
            })
            .collect();
        non_empty(body.join("\n").trim())
    }
}

fn non_empty(text: &str) -> Option<String> {
    (!text.is_empty()).then(|| text.to_owned())
}
