//! A driver older than the headers: cuda-raw-sys's build counts the driver
//! functions the headers declare that the libcuda it links against lacks,
//! and warns with the count. In CI that is Debian's 535 driver (CUDA 12.2)
//! under CUDA 13.0's headers: 67 of 449. The count must be what `nm -D`
//! finds, independently of the build's own ELF reader.

use cuda_raw_sys_build::syn;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// The driver functions (`cu*`, not the runtime's `cuda*`) the bindings declare.
fn declared_driver_functions() -> BTreeSet<String> {
    let bindings = std::fs::read_to_string(env!("CUDA_RAW_SYS_BINDINGS")).expect("the bindings");
    let file = syn::parse_file(&bindings).expect("the bindings parse");
    let mut declared = BTreeSet::new();
    for item in &file.items {
        let syn::Item::ForeignMod(block) = item else {
            continue;
        };
        for item in &block.items {
            if let syn::ForeignItem::Fn(function) = item {
                let name = function.sig.ident.to_string();
                if cuda_raw_sys_build::old_driver::is_driver_function(&name) {
                    declared.insert(name);
                }
            }
        }
    }
    declared
}

#[test]
#[cfg_attr(
    not(libcuda_checked),
    ignore = "no libcuda was linked and read: dynamic-loading, or not a 64-bit ELF file"
)]
fn the_build_counts_the_driver_functions_libcuda_lacks_as_nm_does() {
    let libcuda = env!("CUDA_RAW_SYS_LIBCUDA");
    let reported: usize = env!("CUDA_RAW_SYS_LIBCUDA_MISSING")
        .parse()
        .expect("a count");
    let nm = Command::new("nm")
        .args(["-D", "--defined-only", libcuda])
        .output()
        .expect("nm runs");
    assert!(nm.status.success(), "nm -D {libcuda} failed");
    let listing = String::from_utf8_lossy(&nm.stdout);
    // `<address> <type> <name>`, the name with `@VERSION` when versioned.
    let defined: BTreeSet<&str> = listing
        .lines()
        .filter_map(|line| line.split_whitespace().nth(2))
        .map(|name| name.split('@').next().unwrap_or(name))
        .collect();
    let declared = declared_driver_functions();
    let missing: Vec<&String> = declared
        .iter()
        .filter(|name| !defined.contains(name.as_str()))
        .collect();
    println!(
        "{libcuda}: {} of {} declared driver functions missing (nm -D), the build said {reported}",
        missing.len(),
        declared.len()
    );
    assert_eq!(reported, missing.len(), "missing per nm: {missing:?}");

    // The warning, in cuda-raw-sys's build output beside its OUT_DIR.
    let out_dir = Path::new(env!("CUDA_RAW_SYS_BINDINGS")).parent().unwrap();
    let output =
        std::fs::read_to_string(out_dir.with_file_name("output")).expect("the build output");
    let warning = output
        .lines()
        .find(|line| line.starts_with("cargo:warning=the driver library"));
    if missing.is_empty() {
        assert_eq!(warning, None);
    } else {
        let warning = warning.expect("a warning about the older driver");
        let count = format!("lacks {} of the {}", missing.len(), declared.len());
        assert!(warning.contains(&count), "{warning}");
        assert!(warning.contains("dynamic-loading"), "{warning}");
        assert!(warning.contains("CUDA_RAW_SYS_LIBCUDA_DIR"), "{warning}");
    }
}
