//! Fixture directory trees standing in for a machine's CUDA installs.

use cuda_raw_sys_build::env::BuildEnv;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

pub const X86_64: u16 = 62;
pub const AARCH64: u16 = 183;
pub const X86_64_LINUX: &str = "x86_64-unknown-linux-gnu";
pub const AARCH64_LINUX: &str = "aarch64-unknown-linux-gnu";
pub const X86_64_WINDOWS: &str = "x86_64-pc-windows-gnu";

/// A scratch tree, also used as the build's system root.
pub struct Fixture {
    pub root: PathBuf,
}

impl Fixture {
    /// An empty tree named after the test.
    pub fn new(name: &str) -> Self {
        let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("discovery")
            .join(name);
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).unwrap();
        Fixture { root }
    }

    pub fn path(&self, relative: &str) -> PathBuf {
        self.root.join(relative)
    }

    /// A build for `target` seeing only `vars`, with this tree as `/`.
    pub fn env(&self, target: &str, vars: &[(&str, &Path)]) -> BuildEnv {
        BuildEnv::fixture(
            target,
            &self.root,
            vars.iter()
                .map(|(key, value)| (key.to_string(), OsString::from(value))),
        )
    }

    pub fn file(&self, relative: &str, contents: &[u8]) -> PathBuf {
        let path = self.path(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, contents).unwrap();
        path
    }

    /// cuda.h and cuda_runtime_api.h of `version` (12060 for 12.6) in `include`.
    pub fn headers(&self, include: &str, version: u32) -> PathBuf {
        self.file(
            &format!("{include}/cuda.h"),
            format!("#define CUDA_VERSION {version}\n").as_bytes(),
        );
        self.file(
            &format!("{include}/cuda_runtime_api.h"),
            format!("#include \"crt/host_defines.h\"\n#define CUDART_VERSION {version}\n")
                .as_bytes(),
        );
        self.path(include)
    }

    pub fn crt(&self, include: &str) -> PathBuf {
        self.file(&format!("{include}/crt/host_defines.h"), b"")
    }

    /// A shared library whose ELF header says it is built for `machine`.
    pub fn library(&self, relative: &str, machine: u16) -> PathBuf {
        self.file(relative, &elf_header(machine))
    }

    /// A static archive whose one member is built for `machine`.
    pub fn archive(&self, relative: &str, machine: u16) -> PathBuf {
        let member = elf_header(machine);
        let mut archive = b"!<arch>\n".to_vec();
        archive.extend(
            format!(
                "{:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n",
                "cudart.o/",
                0,
                0,
                0,
                644,
                member.len()
            )
            .as_bytes(),
        );
        archive.extend(&member);
        self.file(relative, &archive)
    }

    /// A complete toolkit root: headers with crt/ and lib64/libcudart.so.
    pub fn toolkit(&self, root: &str, version: u32) -> PathBuf {
        self.headers(&format!("{root}/include"), version);
        self.crt(&format!("{root}/include"));
        self.library(&format!("{root}/lib64/libcudart.so"), X86_64);
        self.path(root)
    }

    /// A shell script standing in for a program on PATH.
    pub fn executable(&self, relative: &str, script: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = self.file(relative, script.as_bytes());
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }
}

/// The 64-byte header of a little-endian 64-bit ELF shared object.
fn elf_header(machine: u16) -> Vec<u8> {
    let mut header = vec![0u8; 64];
    header[..4].copy_from_slice(b"\x7fELF");
    header[4] = 2; // ELFCLASS64
    header[5] = 1; // little-endian
    header[6] = 1; // EV_CURRENT
    header[16..18].copy_from_slice(&3u16.to_le_bytes()); // ET_DYN
    header[18..20].copy_from_slice(&machine.to_le_bytes());
    header[20..24].copy_from_slice(&1u32.to_le_bytes());
    header[52..54].copy_from_slice(&64u16.to_le_bytes());
    header
}
