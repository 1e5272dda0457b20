//! Link lines for libcuda (the driver, always dynamic) and libcudart.

use crate::env::BuildEnv;
use crate::error::{BuildError, Probe, INSTALL_TOOLKIT};
use crate::locate::Toolkit;
use std::path::{Path, PathBuf};

/// Where drivers put libcuda when it is not beside the toolkit (after the
/// target's multiarch folder, e.g. /usr/lib/x86_64-linux-gnu).
const DRIVER_DIRS: [&str; 3] = ["/usr/lib64", "/usr/local/nvidia/lib64", "/usr/lib/wsl/lib"];

/// Links both libraries; returns the folder libcudart was linked from.
pub fn emit(env: &BuildEnv, toolkit: &Toolkit) -> Result<PathBuf, BuildError> {
    let cudart_dir = link_cudart(env, toolkit)?;
    link_libcuda(env, toolkit)?;
    Ok(cudart_dir)
}

fn link_cudart(env: &BuildEnv, toolkit: &Toolkit) -> Result<PathBuf, BuildError> {
    let versioned = format!("libcudart.so.{}", toolkit.cudart_version / 1000);
    let wanted: Vec<&str> = if env.static_cudart {
        vec!["libcudart_static.a"]
    } else {
        // NVIDIA's wheels ship only the versioned name.
        vec!["libcudart.so", &versioned]
    };
    let mut probed = Vec::new();
    for dir in &toolkit.lib_dirs {
        let Some(file) = wanted.iter().find(|file| dir.join(file).exists()) else {
            probed.push(Probe::new(
                "toolkit library folder",
                Some(dir.clone()),
                "no libcudart",
            ));
            continue;
        };
        println!("cargo:rustc-link-search=native={}", dir.display());
        link_library(file);
        if env.static_cudart {
            for system in ["dl", "rt", "pthread"] {
                println!("cargo:rustc-link-lib=dylib={system}");
            }
        }
        return Ok(dir.clone());
    }
    if toolkit.lib_dirs.is_empty() {
        probed.push(Probe::new(
            "toolkit",
            Some(toolkit.root.clone()),
            "no lib64/ or lib/ folder",
        ));
    }
    Err(BuildError {
        what: format!("could not find {} in the toolkit", wanted.join(" or ")),
        fix: "set CUDA_PATH to a toolkit root whose lib64/ or lib/ holds libcudart".into(),
        probed,
        detail: None,
        install: INSTALL_TOOLKIT,
    })
}

fn link_libcuda(env: &BuildEnv, toolkit: &Toolkit) -> Result<(), BuildError> {
    const SETTING: &str = "CUDA_RAW_SYS_LIBCUDA_DIR";
    if let Some(dir) = env.path(SETTING) {
        return match libcuda_in(&dir) {
            Some(file) => {
                link_from(&dir, file);
                Ok(())
            }
            None => Err(BuildError {
                what: format!("{SETTING} points at a directory without libcuda.so or libcuda.so.1"),
                fix: format!(
                    "set {SETTING} to the directory holding the driver's libcuda.so.1, or unset it"
                ),
                probed: vec![Probe::new(
                    SETTING,
                    Some(dir),
                    "no libcuda.so or libcuda.so.1",
                )],
                detail: None,
                install: INSTALL_DRIVER,
            }),
        };
    }
    let real = toolkit
        .lib_dirs
        .iter()
        .cloned()
        .chain(DRIVER_DIRS.map(PathBuf::from));
    // The toolkit's stub satisfies the linker; the real driver is loaded at run time.
    let stubs = toolkit.lib_dirs.iter().map(|dir| dir.join("stubs"));
    let mut probed = vec![Probe::new(SETTING, None, "not set")];
    for dir in real.chain(stubs) {
        match libcuda_in(&dir) {
            Some(file) => {
                link_from(&dir, file);
                return Ok(());
            }
            None => probed.push(Probe::new("libcuda", Some(dir), "none")),
        }
    }
    Err(BuildError {
        what:
            "could not find the driver library libcuda.so (nor the toolkit's stub) to link against"
                .into(),
        fix: format!("set {SETTING} to the directory holding libcuda.so.1"),
        probed,
        detail: None,
        install: INSTALL_DRIVER,
    })
}

const INSTALL_DRIVER: &str = "\
install the NVIDIA driver (it provides libcuda.so.1), or a toolkit with lib64/stubs/libcuda.so;
without a GPU, Debian's non-free libcuda1 package can be unpacked with `apt-get download libcuda1`
and `dpkg -x` (scripts/provision.sh does this).";

fn libcuda_in(dir: &Path) -> Option<&'static str> {
    ["libcuda.so", "libcuda.so.1"]
        .into_iter()
        .find(|file| dir.join(file).exists())
}

fn link_from(dir: &Path, file: &str) {
    println!("cargo:rustc-link-search=native={}", dir.display());
    link_library(file);
}

/// `libfoo.so` links as `foo`; a versioned or static file links by its exact name.
fn link_library(file: &str) {
    match file
        .strip_prefix("lib")
        .and_then(|name| name.strip_suffix(".so"))
    {
        Some(name) => println!("cargo:rustc-link-lib=dylib={name}"),
        None if file.ends_with(".a") => {
            let name = &file["lib".len()..file.len() - ".a".len()];
            println!("cargo:rustc-link-lib=static={name}");
        }
        None => println!("cargo:rustc-link-lib=dylib:+verbatim={file}"),
    }
}
