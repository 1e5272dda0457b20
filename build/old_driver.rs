//! A driver older than the headers: the libcuda the build links against
//! lacks functions the headers declare (CUDA 13.0's headers name
//! `cuCtxCreate` `cuCtxCreate_v4`, which a 535 driver, CUDA 12.2, does not
//! have). Linking a program that calls one fails with "undefined symbol";
//! the build says so first, once, with the fixes.

use crate::aliases::Aliases;
use crate::bindings::Index;
use crate::elf;
use crate::env::BuildEnv;
use std::path::Path;

/// The declared driver functions a libcuda does not define.
pub struct Missing {
    pub declared: usize,
    /// Link names, sorted.
    pub functions: Vec<String>,
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
    let functions = declared
        .iter()
        .filter(|name| !defined.contains(name.as_str()))
        .map(|name| name.to_string())
        .collect();
    Some(Missing {
        declared: declared.len(),
        functions,
    })
}

impl Missing {
    /// One cargo warning, with the count, the file, a few examples in C's
    /// names and the fixes; and the same facts for dependents
    /// (`DEP_CUDA_RAW_SYS_LIBCUDA_MISSING`, `_MISSING_FUNCTIONS`).
    pub fn report(&self, env: &BuildEnv, libcuda: &Path, aliases: &Aliases, cuda_version: &str) {
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
        let mut examples: Vec<String> = self
            .functions
            .iter()
            .filter_map(|name| Some(format!("{} → {name}", c_name(name)?.0)))
            .collect();
        examples.extend(
            self.functions
                .iter()
                .filter(|name| c_name(name).is_none())
                .cloned(),
        );
        examples.truncate(4);
        env.warn(format!(
            "the driver library {} lacks {} of the {} driver functions the CUDA {cuda_version} \
             headers declare (e.g. {}): a program that calls one fails to link with \
             \"undefined symbol\". Fixes: the dynamic-loading feature (a missing function \
             then returns CUDA_ERROR_NOT_FOUND), a newer driver, or the toolkit's \
             stubs/libcuda.so through CUDA_RAW_SYS_LIBCUDA_DIR",
            libcuda.display(),
            self.functions.len(),
            self.declared,
            examples.join(", ")
        ));
    }
}

/// A driver function's name: `cu*`, but neither the runtime's `cuda*` nor a
/// further library's (libraries.rs).
pub fn is_driver_function(name: &str) -> bool {
    name.starts_with("cu")
        && !name.starts_with("cuda")
        && crate::libraries::library_of(name).is_none()
}
