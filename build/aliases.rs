//! C names that the headers define as macros for other names
//! (`#define cuMemFree cuMemFree_v2`, `#define cudaKernelNodeAttributeAccessPolicyWindow
//! cudaLaunchAttributeAccessPolicyWindow`). bindgen binds only the name the
//! macro expands to; these re-exports let Rust code use the name C code uses.
//!
//! The preprocessor decides which macros are live and what they expand to, so
//! per-thread-stream and version switches are honoured as the headers set them.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe};
use crate::locate::Toolkit;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::Path;

const PROBE_PREFIX: &str = "cuda_raw_sys_alias_";

/// Writes `aliases.rs` beside the bindings and returns how many it holds.
pub fn write(
    env: &BuildEnv,
    toolkit: &Toolkit,
    wrapper: &Path,
    bindings: &str,
) -> Result<usize, BuildError> {
    let bound = bound_names(bindings);
    let macro_table = preprocess(toolkit, wrapper, &["-dM"])?;
    let candidates: BTreeSet<&str> = macro_table
        .lines()
        .filter_map(|line| line.strip_prefix("#define ")?.split_once(' '))
        .map(|(name, _)| name)
        .filter(|name| is_cuda_name(name) && !name.contains('(') && !bound.contains(*name))
        .collect();

    // Expand each candidate after the headers, behind a marker that is no macro.
    let mut probe = format!("#include \"{}\"\n", wrapper.display());
    for name in &candidates {
        let _ = writeln!(probe, "{PROBE_PREFIX}{name} {name}");
    }
    let probe_path = env.out_dir.join("alias_probe.h");
    std::fs::write(&probe_path, probe)
        .map_err(|error| BuildError::write_failed(&probe_path, error))?;
    let expanded = preprocess(toolkit, &probe_path, &["-P"])?;

    let aliases: BTreeMap<&str, &str> = expanded
        .lines()
        .filter_map(|line| {
            let (name, target) = line.trim().strip_prefix(PROBE_PREFIX)?.split_once(' ')?;
            let target = target.trim();
            (bound.contains(target) && name != target).then_some((name, target))
        })
        .collect();

    let mut out = String::new();
    for (name, target) in &aliases {
        let _ = writeln!(
            out,
            "#[doc = \"C's `{name}`: the headers `#define` it as `{target}`.\"]"
        );
        let _ = writeln!(out, "pub use self::{target} as {name};");
    }
    let path = env.out_dir.join("aliases.rs");
    std::fs::write(&path, out).map_err(|error| BuildError::write_failed(&path, error))?;
    Ok(aliases.len())
}

fn is_cuda_name(name: &str) -> bool {
    name.starts_with("cu") || name.starts_with("CU")
}

/// Every item name bindgen emitted at the top level.
fn bound_names(bindings: &str) -> BTreeSet<&str> {
    const STARTS: [&str; 6] = [
        "pub fn ",
        "pub const ",
        "pub type ",
        "pub struct ",
        "pub union ",
        "pub static ",
    ];
    bindings
        .lines()
        .filter_map(|line| {
            let line = line.trim_start();
            if let Some(rest) = line.strip_prefix("pub use self::") {
                return rest
                    .split_once(" as ")
                    .map(|(_, alias)| alias.trim_end_matches(';'));
            }
            let rest = STARTS.iter().find_map(|start| line.strip_prefix(start))?;
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
            Some(&rest[..end])
        })
        .collect()
}

/// Runs the C preprocessor the `cc` crate picks (honouring CC and CFLAGS).
pub fn preprocess(toolkit: &Toolkit, file: &Path, flags: &[&str]) -> Result<String, BuildError> {
    // Preprocessing emits no link lines; cc's metadata here is only its
    // rerun-if-env-changed for CC, CFLAGS and their target forms.
    let mut build = cc::Build::new();
    build.file(file).include(&toolkit.include_dir);
    for flag in flags {
        build.flag(flag);
    }
    let expanded = build.try_expand().map_err(|error| BuildError {
        what: format!("the C preprocessor failed on {}", file.display()),
        fix: "set CC to a working C compiler".into(),
        probed: vec![Probe::new(
            "headers",
            Some(toolkit.include_dir.clone()),
            "included",
        )],
        detail: Some(error.to_string()),
        install: "Debian/Ubuntu: `apt install gcc`; Fedora/RHEL: `dnf install gcc`.",
    })?;
    Ok(String::from_utf8_lossy(&expanded).into_owned())
}
