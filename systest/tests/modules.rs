//! Each library module is enough on its own: a file that imports only
//! `cuda_raw_sys::<module>::*` names every function of the module with the
//! exact type of each of its parameters and its result
//! (systest/build/module_calls.rs writes it). That it compiles is the check.

include!(concat!(env!("OUT_DIR"), "/module_calls.rs"));

use cuda_raw_sys_build::library_table::LIBRARIES;

#[test]
fn every_module_names_its_functions_types_alone() {
    // Not vacuous: each library feature that is on has a module, with
    // functions (a library whose names are the driver's has none).
    let on = env!("CUDA_RAW_SYS_LIBRARY_FEATURES");
    let features = LIBRARIES
        .iter()
        .filter(|library| !library.prefixes.is_empty())
        .map(|library| (library.feature, on.split(',').any(|f| f == library.feature)));
    for (feature, on) in features {
        let checked = PER_MODULE.iter().find(|(module, _)| *module == feature);
        match (on, checked) {
            (true, Some((_, functions))) => assert!(*functions > 0, "{feature}: no function"),
            (true, None) => panic!("feature {feature} is on and its module was not checked"),
            (false, found) => assert!(found.is_none(), "{feature} is off but has a module"),
        }
    }
}

/// Which further library each bound name is from, as the C preprocessor
/// reads the headers (wrapper.i, its line markers and `#define`s), apart
/// from bindgen's record of headers: a file is a library's when the table's
/// header patterns say so, or when it is no system header and every header
/// that `#include`s it (of the files the preprocessor entered, and of every
/// library's headers on disk) is that library's: CUPTI's
/// generated_cuda_meta.h, which only cupti.h includes, is CUPTI's;
/// library_types.h, which the runtime and several libraries include, is no
/// library's. A name is from the file it first appears in, declared or
/// `#define`d.
#[cfg(headers_read)]
mod headers {
    use cuda_raw_sys_build::library_table::LIBRARIES;
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::{Path, PathBuf};

    const PREPROCESSED: &str = include_str!(concat!(env!("OUT_DIR"), "/wrapper.i"));
    const INCLUDE_DIRS: &str = env!("CUDA_RAW_SYS_INCLUDE_DIRS");

    /// What the preprocessed headers say, per library (by feature).
    #[derive(Default)]
    pub struct Origins {
        /// Each name with the library of the file it first appears in.
        pub first_seen: BTreeMap<String, Option<&'static str>>,
        /// Each library's object-like macros still defined at the end, with
        /// their definitions.
        pub macros: BTreeMap<&'static str, BTreeMap<String, String>>,
    }

    fn pattern_library(file: &str) -> Option<&'static str> {
        LIBRARIES
            .iter()
            .find(|library| library.declares(file))
            .map(|library| library.feature)
    }

    /// The files a header names in its `#include`s (every branch of its
    /// conditionals: more includers, never fewer).
    fn includes(file: &Path) -> Vec<String> {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        text.lines()
            .filter_map(|line| {
                let rest = line.trim_start().strip_prefix('#')?.trim_start();
                let rest = rest.strip_prefix("include")?.trim_start();
                let close = match rest.chars().next()? {
                    '<' => '>',
                    '"' => '"',
                    _ => return None,
                };
                let name = rest[1..].split(close).next()?;
                Some(name.to_owned())
            })
            .collect()
    }

    /// Every library's headers under the include folders, by the table's patterns.
    fn library_headers_on_disk() -> Vec<(PathBuf, &'static str)> {
        fn walk(dir: &Path, found: &mut Vec<(PathBuf, &'static str)>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, found);
                } else if let Some(library) = pattern_library(&path.to_string_lossy()) {
                    found.push((path, library));
                }
            }
        }
        let mut found = Vec::new();
        for dir in std::env::split_paths(INCLUDE_DIRS) {
            walk(&dir, &mut found);
        }
        found
    }

    /// Each file the preprocessor entered (with whether it is a system
    /// header; the main file, wrapper.h, first) with its library.
    fn owners<'a>(entered: &[(&'a str, bool)]) -> BTreeMap<&'a str, Option<&'static str>> {
        // Who includes whom: each includer with its library, where that is
        // known without this step (a pattern's, or none for the main file).
        let mut includers: BTreeMap<&str, Vec<Result<Option<&'static str>, &str>>> =
            BTreeMap::new();
        let mut by_file_name: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for (file, _) in entered {
            let file_name = file.rsplit(['/', '\\']).next().unwrap_or(file);
            by_file_name.entry(file_name).or_default().push(file);
        }
        let mut add = |includer: Result<Option<&'static str>, &'a str>, names: Vec<String>| {
            for name in names {
                let file_name = name.rsplit('/').next().unwrap_or(&name);
                for file in by_file_name.get(file_name).into_iter().flatten() {
                    if file.ends_with(name.as_str()) {
                        includers.entry(file).or_default().push(includer);
                    }
                }
            }
        };
        for (index, (file, _)) in entered.iter().enumerate() {
            let known = match pattern_library(file) {
                Some(library) => Ok(Some(library)),
                None if index == 0 => Ok(None),
                None => Err(*file),
            };
            add(known, includes(Path::new(file)));
        }
        for (path, library) in library_headers_on_disk() {
            add(Ok(Some(library)), includes(&path));
        }
        let mut owners = BTreeMap::new();
        for (index, (file, system)) in entered.iter().enumerate() {
            let owner = match pattern_library(file) {
                Some(library) => Some(library),
                None if *system || index == 0 => None,
                None => shared_owner(file, &includers, &mut BTreeSet::new()),
            };
            owners.insert(*file, owner);
        }
        owners
    }

    /// The one library every includer of `file` is, if there is one.
    fn shared_owner<'a>(
        file: &'a str,
        includers: &BTreeMap<&'a str, Vec<Result<Option<&'static str>, &'a str>>>,
        visiting: &mut BTreeSet<&'a str>,
    ) -> Option<&'static str> {
        if !visiting.insert(file) {
            return None;
        }
        let mut libraries = BTreeSet::new();
        for includer in includers.get(file).into_iter().flatten() {
            let library = match includer {
                Ok(library) => *library,
                Err(entered) => match pattern_library(entered) {
                    Some(library) => Some(library),
                    None => shared_owner(entered, includers, visiting),
                },
            };
            libraries.insert(library);
        }
        match libraries.into_iter().collect::<Vec<_>>().as_slice() {
            [Some(library)] => Some(*library),
            _ => None,
        }
    }

    pub fn read() -> Origins {
        // Each line with the file it is in.
        let mut entered = Vec::new();
        let mut seen_files = BTreeSet::new();
        let mut stack: Vec<&str> = Vec::new();
        let mut lines: Vec<(&str, &str)> = Vec::new();
        for line in PREPROCESSED.lines() {
            if let Some((file, flags)) = line_marker(line) {
                match flags.first() {
                    Some(1) => stack.push(file),
                    Some(2) => {
                        while stack.len() > 1 && stack.last() != Some(&file) {
                            stack.pop();
                        }
                    }
                    _ if stack.last() != Some(&file) => stack = vec![file],
                    _ => {}
                }
                if !file.starts_with('<') && seen_files.insert(file) {
                    entered.push((file, flags.contains(&3)));
                }
                continue;
            }
            if let Some(file) = stack.last() {
                lines.push((file, line));
            }
        }
        let owners = owners(&entered);
        let mut origins = Origins::default();
        for (file, line) in lines {
            let library = owners.get(file).copied().flatten();
            if let Some(rest) = line.strip_prefix("#define ") {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                let definition = &rest[name.len()..];
                origins.first_seen.entry(name.clone()).or_insert(library);
                // Not a function-like macro (`#define F(x) ...`).
                if let (Some(library), false) = (library, definition.starts_with('(')) {
                    let definition = definition.trim().to_owned();
                    origins
                        .macros
                        .entry(library)
                        .or_default()
                        .insert(name, definition);
                }
            } else if let Some(name) = line.strip_prefix("#undef ") {
                for macros in origins.macros.values_mut() {
                    macros.remove(name.trim());
                }
            } else if !line.starts_with('#') {
                for name in identifiers(line) {
                    origins.first_seen.entry(name.to_owned()).or_insert(library);
                }
            }
        }
        origins
    }

    /// `# 12 "/path/file.h" 1 3`: the file and the flags.
    fn line_marker(line: &str) -> Option<(&str, Vec<u32>)> {
        let rest = line.strip_prefix("# ")?;
        let (number, rest) = rest.split_once(' ')?;
        number.parse::<u32>().ok()?;
        let rest = rest.strip_prefix('"')?;
        let (file, flags) = rest.split_once('"')?;
        let flags = flags
            .split_whitespace()
            .filter_map(|flag| flag.parse().ok())
            .collect();
        Some((file, flags))
    }

    /// The identifiers of a line of C, outside string and character literals.
    fn identifiers(line: &str) -> Vec<&str> {
        let bytes = line.as_bytes();
        let mut found = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if c == b'"' || c == b'\'' {
                i += 1;
                while i < bytes.len() && bytes[i] != c {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            } else if c.is_ascii_alphabetic() || c == b'_' {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                found.push(&line[start..i]);
            } else if c.is_ascii_digit() {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.') {
                    i += 1;
                }
            } else {
                i += 1;
            }
        }
        found
    }

    /// Whether a definition is an integer constant C folds: an integer
    /// literal, with operators, parentheses, casts to C's integer types and
    /// other such macros; no float, string, brace or conditional.
    pub fn is_integer_expression(definition: &str, macros: &BTreeSet<&str>) -> bool {
        const INTEGER_TYPES: &[&str] = &[
            "unsigned", "signed", "int", "long", "short", "char", "size_t", "int8_t", "int16_t",
            "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
        ];
        let allowed = |c: char| c.is_ascii_alphanumeric() || " \t_()+-*/%<>&|^~!".contains(c);
        let has_literal = definition
            .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .any(|word| word.starts_with(|c: char| c.is_ascii_digit()));
        has_literal
            && definition.chars().all(allowed)
            && identifiers(definition)
                .iter()
                .all(|word| INTEGER_TYPES.contains(word) || macros.contains(word))
    }
}

/// Reads a generated file beside the bindings (modules.rs, aliases.rs).
#[cfg(headers_read)]
fn beside_bindings(file: &str) -> cuda_raw_sys_build::syn::File {
    let path = std::path::Path::new(env!("CUDA_RAW_SYS_BINDINGS")).with_file_name(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    cuda_raw_sys_build::syn::parse_file(&text).expect("it parses")
}

/// What the preprocessed headers say, read once for the tests (as the
/// bindings are: each test reading both again cost seconds of CPU).
#[cfg(headers_read)]
fn origins() -> &'static headers::Origins {
    static ORIGINS: std::sync::OnceLock<headers::Origins> = std::sync::OnceLock::new();
    ORIGINS.get_or_init(headers::read)
}

#[cfg(headers_read)]
type BoundAndModules = (
    std::collections::BTreeSet<String>,
    std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
);

/// The names the bindings and aliases.rs make, and what each module holds.
#[cfg(headers_read)]
fn bound_and_modules() -> &'static BoundAndModules {
    static READ: std::sync::OnceLock<BoundAndModules> = std::sync::OnceLock::new();
    READ.get_or_init(read_bound_and_modules)
}

#[cfg(headers_read)]
fn read_bound_and_modules() -> BoundAndModules {
    use cuda_raw_sys_build::reach::{alias_name, use_names};
    use cuda_raw_sys_build::syn;
    let bindings = include_str!(env!("CUDA_RAW_SYS_BINDINGS"));
    let bindings = syn::parse_file(bindings).expect("the bindings parse");
    let mut bound = cuda_raw_sys_build::bindings::Index::read(&bindings).names;
    bound.extend(
        beside_bindings("aliases.rs")
            .items
            .iter()
            .filter_map(alias_name),
    );
    let modules = beside_bindings("modules.rs")
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(module) => {
                let mut names = std::collections::BTreeSet::new();
                use_names(item, &mut names);
                Some((module.ident.to_string(), names))
            }
            _ => None,
        })
        .collect();
    (bound, modules)
}

/// Every name bound from a further library's headers is in that library's
/// module (and so, in a snapshot, behind its feature): what the headers it
/// includes declare too, whatever the table's patterns say.
#[cfg(headers_read)]
#[test]
fn every_item_of_a_further_librarys_headers_is_in_its_module() {
    let origins = origins();
    let (bound, modules) = bound_and_modules();
    let mut outside: std::collections::BTreeMap<&str, Vec<&String>> = Default::default();
    let mut checked = 0;
    for name in bound {
        let Some(Some(library)) = origins.first_seen.get(name) else {
            continue;
        };
        // A library whose names are the driver's has no module.
        let Some(module) = modules.get(*library) else {
            continue;
        };
        checked += 1;
        if !module.contains(name) {
            outside.entry(library).or_default().push(name);
        }
    }
    let report: Vec<String> = outside
        .iter()
        .map(|(library, names)| {
            let first: Vec<&str> = names.iter().take(8).map(|name| name.as_str()).collect();
            format!(
                "{library}: {} not in its module, e.g. {first:?}",
                names.len()
            )
        })
        .collect();
    assert!(
        report.is_empty(),
        "of {checked} names:\n{}",
        report.join("\n")
    );
    let on = env!("CUDA_RAW_SYS_LIBRARY_FEATURES");
    assert!(
        on.is_empty() || checked > 0,
        "no name of {on}'s headers was checked"
    );
}

/// Every integer macro of a further library's headers is bound, whatever
/// its name (NVSHMEM's `CHANNEL_BUF_SIZE`, `(1 << CHANNEL_BUF_SIZE_LOG)`),
/// but C's reserved ones (`__X`, `_X`: the implementation's, as
/// cuda_fp8.h's `__CUDA_FP8_INTERNAL_...`, which only nccl.h includes).
#[cfg(headers_read)]
#[test]
fn every_integer_macro_of_a_further_librarys_headers_is_bound() {
    let origins = origins();
    let (bound, _) = bound_and_modules();
    let mut unbound = Vec::new();
    for (library, macros) in &origins.macros {
        let names: std::collections::BTreeSet<&str> = macros.keys().map(String::as_str).collect();
        for (name, definition) in macros {
            let reserved = name.starts_with("__")
                || (name.starts_with('_')
                    && name[1..].starts_with(|c: char| c.is_ascii_uppercase()));
            if !reserved
                && headers::is_integer_expression(definition, &names)
                && !bound.contains(name)
            {
                unbound.push(format!("{library}: {name} {definition}"));
            }
        }
    }
    assert!(
        unbound.is_empty(),
        "unbound integer macros:\n{}",
        unbound.join("\n")
    );
}
