//! Prints the library table (build/library_table.rs), one row a line, for
//! the scripts (common.sh's library_table): they take the library features
//! and their wheels from it, so that a library is its row and not also a
//! list in each script. Compiled by rustc alone (the table imports nothing).
//!
//! Columns, tab-separated: feature, its 11.x and 12.x wheel folder, its cu11,
//! cu12 and cu13 packages (`-`: none), whether its library file comes in its wheel (not NVML's, which
//! comes with the driver, nor a header-only library's), whether it is bound
//! for Windows, whether it ships apart from the toolkit (cuDNN, NCCL),
//! whether its functions are in the binary, not loaded (NVTX's, compiled
//! from its headers; nvPTXCompiler's, a static library), whether its
//! 11.x and 12.x wheels hold its file under the name a linked binary asks
//! for (not libNVVM's, which the nvcc wheel ships only as libnvvm.so), and
//! the one target architecture it exists for (`-`: every one; cuDLA's aarch64),
//! and the feature whose library it replaces (`-`: none; cuFFTMp's cufft).

#[allow(dead_code)]
#[path = "../build/library_table.rs"]
mod library_table;

/// A package name, or `-` where NVIDIA ships none for that major: the
/// scripts split on tabs, and `read` would take two tabs in a row for one.
fn package(name: &str) -> &str {
    if name.is_empty() {
        "-"
    } else {
        name
    }
}

fn main() {
    for library in &library_table::LIBRARIES {
        let header_only = library.header_only();
        let flag = |value: bool| if value { "1" } else { "0" };
        println!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            library.feature,
            library.wheel_folder,
            package(library.packages[0]),
            package(library.packages[1]),
            package(library.packages[2]),
            flag(!header_only && !library.with_driver),
            flag(!library.windows_file.is_empty() || header_only),
            flag(library.variables.is_some()),
            flag(library.in_binary()),
            flag(library.unix_file_other.is_empty()),
            package(library.arch),
            package(library.replaces),
        );
    }
}
