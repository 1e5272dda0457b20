//! Link lines for libcuda (the driver, always dynamic) and libcudart.

use crate::elf;
use crate::env::BuildEnv;
use crate::error::{BuildError, Probe};
use crate::locate::Toolkit;
use std::path::{Path, PathBuf};

/// Where drivers put libcuda when it is not beside the toolkit, after the
/// target's multiarch folder (`/usr/lib/x86_64-linux-gnu`, where Debian's and
/// Ubuntu's driver packages put it).
const DRIVER_DIRS: [&str; 3] = ["/usr/lib64", "/usr/local/nvidia/lib64", "/usr/lib/wsl/lib"];

/// Names the driver library to link against explicitly.
pub const LIBCUDA_VARIABLE: &str = "CUDA_RAW_SYS_LIBCUDA_DIR";

/// Where the libraries are: what was linked, or with dynamic-loading what
/// was found and not linked.
pub struct Libraries {
    pub cudart_dir: PathBuf,
    /// Absent only with dynamic-loading, when the build finds no libcuda.
    pub libcuda: Option<PathBuf>,
}

/// Links both libraries, unless dynamic-loading loads them at run time.
pub fn emit(env: &BuildEnv, toolkit: &Toolkit) -> Result<Libraries, BuildError> {
    if env.dynamic_loading {
        // Nothing is linked, and a machine without a driver may still build;
        // but a CUDA_RAW_SYS_LIBCUDA_DIR that holds no usable libcuda is a
        // mistake here too.
        let libcuda = match libcuda(env, toolkit) {
            Ok(file) => Some(file),
            Err(error) if env.var(LIBCUDA_VARIABLE).is_some() => return Err(error),
            Err(_) => None,
        };
        return Ok(Libraries {
            cudart_dir: toolkit
                .cudart
                .parent()
                .map(Path::to_path_buf)
                .unwrap_or_default(),
            libcuda,
        });
    }
    let libcuda = libcuda(env, toolkit)?;
    let cudart_dir = link_file(&toolkit.cudart);
    if env.static_cudart && env.target_os == "linux" {
        for system in ["rt", "pthread"] {
            println!("cargo:rustc-link-lib=dylib={system}");
        }
    }
    // libcudart_static.a's dlopen, and status.rs's dladdr (in libc itself
    // from glibc 2.34 on, in libdl before).
    if env.target_os == "linux" {
        println!("cargo:rustc-link-lib=dylib=dl");
    }
    link_file(&libcuda);
    Ok(Libraries {
        cudart_dir,
        libcuda: Some(libcuda),
    })
}

/// The libcuda to link: `CUDA_RAW_SYS_LIBCUDA_DIR` when set (and nothing else),
/// else the toolkit's library folders, the driver folders, then the toolkit's
/// stubs. A library built for another architecture is passed over, and named
/// in the error when nothing else is found.
pub fn libcuda(env: &BuildEnv, toolkit: &Toolkit) -> Result<PathBuf, BuildError> {
    if let Some(dir) = env.path(LIBCUDA_VARIABLE) {
        let found = libcuda_in(&dir).ok_or("no libcuda.so or libcuda.so.1".to_owned());
        let found = found.and_then(|file| {
            elf::check(env, &file)
                .map(|()| file.clone())
                .map_err(|why| format!("{} is {why}", file.display()))
        });
        return found.map_err(|found| BuildError {
            what: format!(
                "{LIBCUDA_VARIABLE}={} holds no usable driver library: {found}",
                dir.display()
            ),
            fix: format!(
                "set {LIBCUDA_VARIABLE} to the directory holding the driver's libcuda.so.1 for {}, or unset it",
                env.target_arch
            ),
            probed: vec![Probe::new(LIBCUDA_VARIABLE, Some(dir), found)],
            detail: None,
            install: Some(INSTALL_DRIVER),
        });
    }
    if env.target_os == "windows" {
        return windows_libcuda(env, toolkit);
    }
    let driver_dirs = driver_dirs(env);
    // The toolkit's stub satisfies the linker; the real driver is loaded at run time.
    let stubs = toolkit.lib_dirs.iter().map(|dir| dir.join("stubs"));
    let dirs = toolkit
        .lib_dirs
        .iter()
        .cloned()
        .chain(driver_dirs)
        .chain(stubs);
    let elf::Search {
        probed: searched,
        wrong_arch,
    } = match elf::first_for_target(env, "libcuda", dirs, &LIBCUDA_NAMES) {
        Ok(file) => return Ok(file),
        Err(search) => search,
    };
    let mut probed = vec![Probe::new(LIBCUDA_VARIABLE, None, "not set")];
    probed.extend(searched);
    let what = if wrong_arch.is_empty() {
        "could not find the driver library libcuda.so (nor the toolkit's stub) to link against"
            .to_owned()
    } else {
        format!(
            "found libcuda only for another architecture: {}",
            wrong_arch.join("; ")
        )
    };
    Err(BuildError {
        what,
        fix: format!(
            "set {LIBCUDA_VARIABLE} to the directory holding libcuda.so.1 for {}",
            env.target_arch
        ),
        probed,
        detail: None,
        install: Some(INSTALL_DRIVER),
    })
}

/// Where a driver's libraries are when not beside the toolkit: the target's
/// multiarch folder, then `DRIVER_DIRS`.
pub fn driver_dirs(env: &BuildEnv) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = env
        .multiarch()
        .map(|triple| env.system_path("/usr/lib").join(triple))
        .into_iter()
        .collect();
    dirs.extend(DRIVER_DIRS.map(|dir| env.system_path(dir)));
    dirs
}

/// Windows links the toolkit's import library for nvcuda.dll: `cuda.lib` in
/// `lib/x64`, as NVIDIA installs it and the win_amd64 wheels ship it.
fn windows_libcuda(env: &BuildEnv, toolkit: &Toolkit) -> Result<PathBuf, BuildError> {
    let mut probed = Vec::new();
    for dir in &toolkit.lib_dirs {
        let file = dir.join("cuda.lib");
        if file.is_file() {
            return Ok(file);
        }
        probed.push(Probe::new("cuda.lib", Some(dir.clone()), "no cuda.lib"));
    }
    Err(BuildError {
        what: "could not find cuda.lib, the import library for nvcuda.dll, in the toolkit".into(),
        fix: format!(
            "set {LIBCUDA_VARIABLE} to the folder holding cuda.lib (the toolkit's lib\\x64), or CUDA_PATH to a complete toolkit for {}",
            env.target
        ),
        probed,
        detail: None,
        install: Some(INSTALL_DRIVER),
    })
}

const INSTALL_DRIVER: &str = "\
install the NVIDIA driver (it provides libcuda.so.1), or a toolkit with lib64/stubs/libcuda.so;
without a GPU, Debian's non-free libcuda1 package can be unpacked with `apt-get download libcuda1`
and `dpkg -x` (scripts/provision.sh does this).";

const LIBCUDA_NAMES: [&str; 2] = ["libcuda.so", "libcuda.so.1"];

fn libcuda_in(dir: &Path) -> Option<PathBuf> {
    LIBCUDA_NAMES
        .into_iter()
        .chain(["cuda.lib"])
        .map(|file| dir.join(file))
        .find(|file| file.exists())
}

/// Emits the search folder and the library; returns the folder.
pub fn link_file(file: &Path) -> PathBuf {
    let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
    println!("cargo:rustc-link-search=native={}", dir.display());
    let name = file
        .file_name()
        .map(|name| name.to_string_lossy())
        .unwrap_or_default();
    link_library(&name);
    dir
}

/// Links a static library the build made in `OUT_DIR` (`libNAME.a`), not
/// bundled into the crate's rlib: the final link takes it from `OUT_DIR`,
/// and each build keeps one copy of it (nvPTXCompiler's is 89 MB), not one
/// more in every rlib.
pub fn link_unbundled(archive: &Path) {
    let dir = archive.parent().map(Path::to_path_buf).unwrap_or_default();
    println!("cargo:rustc-link-search=native={}", dir.display());
    let name = archive
        .file_name()
        .map(|name| name.to_string_lossy())
        .unwrap_or_default();
    let name = name.strip_prefix("lib").unwrap_or(&name);
    let name = name.strip_suffix(".a").unwrap_or(name);
    println!("cargo:rustc-link-lib=static:-bundle={name}");
}

/// `libfoo.so` and Windows' import library `foo.lib` link as `foo`
/// (`foo_static.lib` statically); a versioned or static file links by its
/// exact name.
fn link_library(file: &str) {
    if let Some(name) = file.strip_suffix(".lib") {
        let kind = if name.ends_with("_static") {
            "static"
        } else {
            "dylib"
        };
        println!("cargo:rustc-link-lib={kind}={name}");
        return;
    }
    match file
        .strip_prefix("lib")
        .and_then(|name| name.strip_suffix(".so"))
    {
        Some(name) => println!("cargo:rustc-link-lib=dylib={name}"),
        None => match file
            .strip_prefix("lib")
            .and_then(|name| name.strip_suffix(".a"))
        {
            Some(name) => println!("cargo:rustc-link-lib=static={name}"),
            None if file.ends_with(".a") => {
                println!("cargo:rustc-link-lib=static:+verbatim={file}")
            }
            None => println!("cargo:rustc-link-lib=dylib:+verbatim={file}"),
        },
    }
}

/// Names the objcopy that moves a static library's constructors (below).
pub const OBJCOPY_VARIABLE: &str = "OBJCOPY";

/// A copy of a static library, in `OUT_DIR`, whose constructors are in
/// `.init_array`. NVIDIA's archives (nvPTXCompiler's) keep them in the old
/// `.ctors`, which GNU ld folds into `.init_array` but LLD (Rust's linker on
/// x86-64 Linux since 1.90) leaves where the C library's startup never runs
/// them: the library's globals stay unset, and its first compile crashes on
/// a null mutex. `objcopy --rename-section` moves them. Each object holds
/// one entry, so they run in the order GNU ld gives them. The copy's name is
/// the crate's own (`libcuda_raw_sys_nvptxcompiler_static.a`), so that no
/// search path can give the linker the original instead.
pub fn with_init_array(env: &BuildEnv, file: &Path) -> Result<PathBuf, BuildError> {
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let stem = name.strip_prefix("lib").unwrap_or(&name);
    let copy = env.out_dir.join(format!("libcuda_raw_sys_{stem}"));
    // The target's own binutils when cross-building (aarch64-linux-gnu-objcopy):
    // the host's may not know the target's relocations.
    let mut tools: Vec<std::ffi::OsString> = env.var(OBJCOPY_VARIABLE).into_iter().collect();
    if env.target != env.host {
        tools.push(format!("{}-linux-gnu-objcopy", env.target_arch).into());
    }
    tools.push("objcopy".into());
    let mut probed = Vec::new();
    for tool in &tools {
        let ran = std::process::Command::new(tool)
            .arg("--rename-section")
            .arg(".ctors=.init_array")
            .arg(file)
            .arg(&copy)
            .output();
        let why = match ran {
            Ok(output) if output.status.success() => return Ok(copy),
            Ok(output) => String::from_utf8_lossy(&output.stderr).trim().to_owned(),
            Err(error) => error.to_string(),
        };
        probed.push(Probe::new(
            tool.to_string_lossy(),
            Some(file.to_path_buf()),
            why,
        ));
    }
    Err(BuildError::new(
        format!(
            "{} is linked from a copy with its constructors in `.init_array` (NVIDIA's x86-64 \
             archives keep them in `.ctors`, which Rust's linker does not run), and no objcopy \
             could make it",
            file.display()
        ),
        format!(
            "install binutils for {} (objcopy), or set {OBJCOPY_VARIABLE} to an objcopy that \
             reads its objects",
            env.target
        ),
    )
    .probed(probed))
}
