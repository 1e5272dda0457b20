//! Which machine a library is built for, read from its ELF header, so that a
//! library for the wrong architecture is refused by the build instead of by
//! the linker with "file in wrong format".

use crate::env::BuildEnv;
use crate::error::Probe;
use std::io::Read;
use std::path::{Path, PathBuf};

/// What a search for a library saw when it found none for the target.
pub struct Search {
    /// Each folder without the library, and each file refused.
    pub probed: Vec<Probe>,
    /// The files refused, each with the architecture it is built for.
    pub wrong_arch: Vec<String>,
}

/// The first of `names` in the first of `dirs` that holds one built for the
/// target; `label` names the library in the probe lines.
pub fn first_for_target(
    env: &BuildEnv,
    label: &str,
    dirs: impl IntoIterator<Item = PathBuf>,
    names: &[&str],
) -> Result<PathBuf, Search> {
    let mut search = Search {
        probed: Vec::new(),
        wrong_arch: Vec::new(),
    };
    for dir in dirs {
        let Some(file) = names
            .iter()
            .map(|name| dir.join(name))
            .find(|file| file.exists())
        else {
            search.probed.push(Probe::new(
                label,
                Some(dir),
                format!("no {}", names.join(" or ")),
            ));
            continue;
        };
        match check(env, &file) {
            Ok(()) => return Ok(file),
            Err(why) => {
                search
                    .wrong_arch
                    .push(format!("{} is {why}", file.display()));
                search.probed.push(Probe::new(label, Some(file), why));
            }
        }
    }
    Err(search)
}

/// `e_machine` values (System V ABI) of the architectures CUDA ships for.
const MACHINES: [(&str, u16); 5] = [
    ("x86", 3),
    ("arm", 40),
    ("powerpc64", 21),
    ("x86_64", 62),
    ("aarch64", 183),
];

/// `Err` says what `library` is built for ("built for x86_64, but the
/// target is aarch64") when that is not the target's architecture. A file
/// that is not ELF (a linker script, an unreadable file), or a target whose
/// machine is not listed, is let through: the linker judges those.
pub fn check(env: &BuildEnv, library: &Path) -> Result<(), String> {
    let Some(wanted) = machine_of_arch(&env.target_arch) else {
        return Ok(());
    };
    match machine(library) {
        Some(found) if found != wanted => Err(format!(
            "built for {}, but the target is {}",
            arch_of_machine(found),
            env.target_arch
        )),
        _ => Ok(()),
    }
}

fn machine_of_arch(arch: &str) -> Option<u16> {
    MACHINES
        .iter()
        .find(|(name, _)| *name == arch)
        .map(|(_, machine)| *machine)
}

fn arch_of_machine(machine: u16) -> String {
    MACHINES
        .iter()
        .find(|(_, value)| *value == machine)
        .map(|(name, _)| (*name).to_owned())
        .unwrap_or_else(|| format!("ELF machine {machine}"))
}

/// `e_machine` of an ELF file, or of the first ELF member of an `ar`
/// archive (`libcudart_static.a`).
fn machine(path: &Path) -> Option<u16> {
    let mut file = std::fs::File::open(path).ok()?;
    let mut magic = [0u8; 8];
    file.read_exact(&mut magic).ok()?;
    if magic.starts_with(b"\x7fELF") {
        let mut rest = [0u8; 12];
        file.read_exact(&mut rest).ok()?;
        return header_machine(&[&magic[..], &rest[..]].concat());
    }
    if &magic == b"!<arch>\n" {
        let mut archive = Vec::new();
        file.read_to_end(&mut archive).ok()?;
        return first_member_machine(&archive);
    }
    None
}

/// Reads `e_machine` (offset 18, in the byte order `EI_DATA` names).
fn header_machine(header: &[u8]) -> Option<u16> {
    let bytes = [*header.get(18)?, *header.get(19)?];
    match header.get(5)? {
        1 => Some(u16::from_le_bytes(bytes)),
        2 => Some(u16::from_be_bytes(bytes)),
        _ => None,
    }
}

/// Members follow the 8-byte magic, each behind a 60-byte header whose
/// bytes 48..58 hold the size in decimal, padded to an even offset.
fn first_member_machine(archive: &[u8]) -> Option<u16> {
    let mut offset = 0;
    while let Some(header) = archive.get(offset..offset + 60) {
        let size: usize = std::str::from_utf8(&header[48..58])
            .ok()?
            .trim()
            .parse()
            .ok()?;
        let body = archive.get(offset + 60..offset + 60 + size)?;
        if body.starts_with(b"\x7fELF") {
            return header_machine(body);
        }
        offset += 60 + size + size % 2;
    }
    None
}

/// The names of the functions and objects a shared library defines in its
/// dynamic symbol table (what `nm -D --defined-only` lists), for a 64-bit
/// little-endian ELF file; `None` for any other file. Reads only the header,
/// the section headers and the two sections it needs (libcuda is 30 MB).
pub fn defined_dynamic_symbols(path: &Path) -> Option<std::collections::BTreeSet<String>> {
    use std::io::{Seek, SeekFrom};
    let mut file = std::fs::File::open(path).ok()?;
    let mut read = |offset: u64, length: u64| -> Option<Vec<u8>> {
        let mut bytes = vec![0; usize::try_from(length).ok()?];
        file.seek(SeekFrom::Start(offset)).ok()?;
        file.read_exact(&mut bytes).ok()?;
        Some(bytes)
    };
    let header = read(0, 64)?;
    // ELFCLASS64, ELFDATA2LSB: every Linux target this crate builds for.
    if !header.starts_with(b"\x7fELF\x02\x01") {
        return None;
    }
    let u16_at = |bytes: &[u8], at: usize| -> Option<u64> {
        Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?).into())
    };
    let u32_at = |bytes: &[u8], at: usize| -> Option<u64> {
        Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?).into())
    };
    let u64_at = |bytes: &[u8], at: usize| -> Option<u64> {
        Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
    };
    let (entry_size, count) = (u16_at(&header, 0x3a)?, u16_at(&header, 0x3c)?);
    let sections = read(u64_at(&header, 0x28)?, entry_size.checked_mul(count)?)?;
    // A section header: type at 4, offset at 24, size at 32, link at 40.
    let section = |index: u64| sections.get(usize::try_from(index * entry_size).ok()?..);
    const SHT_DYNSYM: u64 = 11;
    let dynsym = (0..count).find_map(|index| {
        let header = section(index)?;
        (u32_at(header, 4)? == SHT_DYNSYM).then_some(header)
    })?;
    let symbols = read(u64_at(dynsym, 24)?, u64_at(dynsym, 32)?)?;
    let strings_header = section(u32_at(dynsym, 40)?)?;
    let strings = read(u64_at(strings_header, 24)?, u64_at(strings_header, 32)?)?;
    let mut names = std::collections::BTreeSet::new();
    // Elf64_Sym, 24 bytes: name offset (u32), info, other, section index (u16), ...
    for symbol in symbols.chunks_exact(24) {
        let defined = u16_at(symbol, 6)? != 0;
        let name = strings.get(usize::try_from(u32_at(symbol, 0)?).ok()?..)?;
        let end = name.iter().position(|&byte| byte == 0)?;
        if defined && end > 0 {
            names.insert(String::from_utf8_lossy(&name[..end]).into_owned());
        }
    }
    Some(names)
}
