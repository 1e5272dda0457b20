//! A driver older than the headers: the libcuda the build links against
//! lacks functions the headers declare (CUDA 13.0's headers name
//! `cuCtxCreate` `cuCtxCreate_v4`, which a 535 driver, CUDA 12.2, does not
//! have). Linking a program that calls one fails with "undefined symbol";
//! the build says so first, once, with the fixes.

use crate::aliases::Aliases;
use crate::bindings::Index;
use crate::elf;
use crate::releases::Releases;
use crate::env::BuildEnv;
use std::path::Path;

/// The declared driver functions a libcuda does not define.
pub struct Missing {
    pub declared: usize,
    /// Link names, sorted.
    pub functions: Vec<String>,
    /// The declared driver functions the libcuda defines.
    pub present: Vec<String>,
}

/// The driver functions (`cu*`, not the runtime's `cuda*` nor cuRAND's
/// `curand*`) the bindings
/// declare that `libcuda` does not define; `None` when its symbols cannot be
/// read (not a 64-bit little-endian ELF file: Windows' `cuda.lib`).
pub fn check(index: &Index, libcuda: &Path) -> Option<Missing> {
    let defined = elf::defined_dynamic_symbols(libcuda)?;
    let declared: Vec<&String> = index
        .functions
        .iter()
        .filter(|name| is_driver_function(name))
        .collect();
    let (present, functions) = declared
        .iter()
        .map(|name| name.to_string())
        .partition(|name| defined.contains(name.as_str()));
    Some(Missing {
        declared: declared.len(),
        functions,
        present,
    })
}

impl Missing {
    /// One cargo warning, with the count, the file, a few examples in C's
    /// names and the fixes; and the same facts for dependents
    /// (`DEP_CUDA_RAW_SYS_LIBCUDA_MISSING`, `_MISSING_FUNCTIONS`).
    pub fn report(
        &self,
        env: &BuildEnv,
        libcuda: &Path,
        aliases: &Aliases,
        cuda_version: &str,
        releases: &Releases,
    ) {
        println!("cargo:libcuda_missing={}", self.functions.len());
        println!(
            "cargo:libcuda_missing_functions={}",
            self.functions.join(",")
        );
        if self.functions.is_empty() {
            return;
        }
        // C's names first: `cuCtxCreate → cuCtxCreate_v4` is what a caller wrote.
        let c_name = |name: &String| aliases.names.iter().find(|(_, target)| *target == name);
        // With the release that brought each, and the older entry point to call.
        let example = |name: &String| {
            let mut text = match c_name(name) {
                Some((c_name, _)) => format!("{c_name} → {name}"),
                None => name.clone(),
            };
            if let Some(since) = releases.since(name) {
                text.push_str(&format!(" (CUDA {since}"));
                match releases.older_entry_point(name) {
                    Some((_, older)) if self.present.iter().any(|have| have == older) => {
                        text.push_str(&format!("; {older} is there"))
                    }
                    _ => {}
                }
                text.push(')');
            }
            text
        };
        let mut examples: Vec<String> = self
            .functions
            .iter()
            .filter(|name| c_name(name).is_some())
            .map(example)
            .collect();
        examples.extend(
            self.functions
                .iter()
                .filter(|name| c_name(name).is_none())
                .map(example),
        );
        examples.truncate(4);
        env.warn(format!(
            "the driver library {} lacks {} of the {} driver functions the CUDA {cuda_version} \
             headers declare{} (e.g. {}): a program that calls one fails to link with \
             \"undefined symbol\". Fixes: the dynamic-loading feature (a missing function \
             then returns CUDA_ERROR_NOT_FOUND, and cuda_raw_sys::loader::report() names it), \
             the older entry point named, a newer driver, or the toolkit's \
             stubs/libcuda.so through CUDA_RAW_SYS_LIBCUDA_DIR",
            libcuda.display(),
            self.functions.len(),
            self.declared,
            self.release_matched(releases),
            examples.join(", ")
        ));
    }
}

impl Missing {
    /// ", and has every function of CUDA 12.2's and none of 12.3's": the
    /// releases its symbols place the driver between (releases.tsv), or "".
    fn release_matched(&self, releases: &Releases) -> String {
        let position = |name: &String| {
            let since = releases.since(name)?;
            releases.read.iter().position(|release| release == since)
        };
        let newest_present = self.present.iter().filter_map(position).max();
        let oldest_missing = self.functions.iter().filter_map(position).min();
        match (newest_present, oldest_missing) {
            (Some(present), Some(missing)) if present < missing => format!(
                ", as a driver of CUDA {} would (it has functions CUDA {} brought, none of {}'s)",
                releases.read[present], releases.read[present], releases.read[missing]
            ),
            _ => String::new(),
        }
    }
}

/// A driver function's name: `cu*`, but neither the runtime's `cuda*` nor a
/// further library's (libraries.rs).
pub fn is_driver_function(name: &str) -> bool {
    name.starts_with("cu")
        && !name.starts_with("cuda")
        && crate::libraries::library_of(name).is_none()
}
