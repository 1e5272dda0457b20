//! The libcudart link the build chose (feature `static-cudart`, overridden by
//! `CUDA_RAW_SYS_STATIC_CUDART=0|1`; none with `dynamic-loading`) is the one
//! this test binary has: read from its own dynamic section with readelf.

use std::process::Command;

#[test]
fn test_binary_needs_libcudart_so_only_when_linked_dynamically() {
    // Keeps a runtime and a driver call, so the linker keeps both libraries
    // that the build linked dynamically.
    let mut version = 0;
    let _ = std::hint::black_box(unsafe { cuda_raw_sys::cudaRuntimeGetVersion(&mut version) });
    let _ = std::hint::black_box(unsafe { cuda_raw_sys::cuDriverGetVersion(&mut version) });

    let binary = std::env::current_exe().expect("the test binary's path");
    let readelf = std::env::var("READELF").unwrap_or_else(|_| "readelf".into());
    let output = Command::new(&readelf)
        .arg("-d")
        .arg(&binary)
        .output()
        .unwrap_or_else(|error| {
            panic!("{readelf} could not run ({error}): install binutils (apt install binutils), or set READELF")
        });
    assert!(output.status.success(), "{readelf} -d failed: {output:?}");
    let dynamic = String::from_utf8_lossy(&output.stdout);
    let needed: Vec<&str> = dynamic
        .lines()
        .filter(|line| line.contains("(NEEDED)"))
        .filter_map(|line| line.split('[').nth(1)?.split(']').next())
        .collect();
    println!("NEEDED: {}", needed.join(", "));
    let needs_cudart = needed
        .iter()
        .any(|library| library.starts_with("libcudart.so"));
    let needs_libcuda = needed
        .iter()
        .any(|library| library.starts_with("libcuda.so"));
    match env!("CUDA_RAW_SYS_CUDART_LINK") {
        // Both are loaded when first called (tests/loader.rs).
        "dynamic-loading" => {
            assert!(
                !needs_cudart && !needs_libcuda,
                "dynamic-loading links no CUDA library, yet NEEDED has one: {needed:?}"
            );
            return;
        }
        "static" => assert!(
            !needs_cudart,
            "static link, yet NEEDED names libcudart: {needed:?}"
        ),
        "dynamic" => assert!(
            needs_cudart,
            "dynamic link, yet NEEDED lacks libcudart: {needed:?}"
        ),
        other => panic!("unknown link mode {other}"),
    }
    assert!(
        needs_libcuda,
        "libcuda is always linked dynamically: {needed:?}"
    );
}
