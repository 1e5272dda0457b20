//! Runtime loading (feature `dynamic-loading`).
//!
//! Every function of the crate keeps its name and type, but no library is
//! linked: a function's first call loads its library and resolves its symbol,
//! once, on its own. When that fails, the call returns an error code and
//! nothing else happens: no panic, no abort, no message.
//!
//! | the call's return type | library not loaded | library loaded, symbol missing |
//! |---|---|---|
//! | [`CUresult`] (driver) | [`CUDA_ERROR_SHARED_OBJECT_INIT_FAILED`] (303) | [`CUDA_ERROR_NOT_FOUND`] (500) |
//! | [`cudaError_t`] (runtime) | [`cudaErrorSharedObjectInitFailed`] (303) | [`cudaErrorSymbolNotFound`] (500) |
//! | `*const c_char` ([`cudaGetErrorName`], [`cudaGetErrorString`]) | [`UNAVAILABLE_MESSAGE`] | [`UNAVAILABLE_MESSAGE`] |
//! | [`cudaChannelFormatDesc`] ([`cudaCreateChannelDesc`]) | all zero | all zero |
//! | `nvrtcResult` (feature `nvrtc`) | `NVRTC_ERROR_BUILTIN_OPERATION_FAILURE` (7) | `NVRTC_ERROR_INTERNAL_ERROR` (11) |
//! | `nvJitLinkResult` (feature `nvjitlink`) | `NVJITLINK_ERROR_INTERNAL` (6) | `NVJITLINK_ERROR_INTERNAL` (6) |
//! | `nvmlReturn_t` (feature `nvml`) | `NVML_ERROR_LIBRARY_NOT_FOUND` (12) | `NVML_ERROR_FUNCTION_NOT_FOUND` (13) |
//! | `curandStatus_t` (feature `curand`) | `CURAND_STATUS_INITIALIZATION_FAILED` (203) | `CURAND_STATUS_VERSION_MISMATCH` (100) |
//! | `cublasStatus_t` (features `cublas`, `cublaslt`) | `CUBLAS_STATUS_NOT_INITIALIZED` (1) | `CUBLAS_STATUS_NOT_SUPPORTED` (15) |
//! | `cudnnStatus_t` (feature `cudnn`) | `CUDNN_STATUS_NOT_INITIALIZED` (1001) | `CUDNN_STATUS_NOT_SUPPORTED` (3000) |
//! | `ncclResult_t` (feature `nccl`) | `ncclSystemError` (2) | `ncclInternalError` (3) |
//! | `cufftResult` (feature `cufft`) | `CUFFT_SETUP_FAILED` (7) | `CUFFT_NOT_SUPPORTED` (16) |
//! | `cusparseStatus_t` (feature `cusparse`) | `CUSPARSE_STATUS_NOT_INITIALIZED` (1) | `CUSPARSE_STATUS_NOT_SUPPORTED` (10) |
//! | `cusolverStatus_t` (features `cusolver`, `cusolvermg`) | `CUSOLVER_STATUS_NOT_INITIALIZED` (1) | `CUSOLVER_STATUS_NOT_SUPPORTED` (9) |
//! | `CUptiResult` (feature `cupti`) | `CUPTI_ERROR_NOT_INITIALIZED` (15) | `CUPTI_ERROR_NOT_SUPPORTED` (27) |
//! | `CUfileError_t` (feature `cufile`), a struct | `err`: `CU_FILE_DRIVER_NOT_INITIALIZED` (5001), `cu_err` 0 | `err`: `CU_FILE_INTERNAL_ERROR` (5030) |
//! | any other value (`cusparseGetMatType`'s enum, ...) | all zero | all zero |
//! | `*const c_char` (`nvrtcGetErrorString`, `nvmlErrorString`, ...) | [`Library::unavailable_message`] | the same |
//!
//! Only NVML has codes of its own for a missing library or function. For the
//! others the crate returns the closest code the library documents: NVRTC's
//! own answer when it cannot load its builtins library, nvJitLink's internal
//! error, cuRAND's failed initialization (and its header-library version
//! mismatch for a missing function), cuBLAS's and cuDNN's "not initialized"
//! (and "not supported" for a missing function), NCCL's system error (and
//! its internal error), cuFFT's failed setup, cuSPARSE's, cuSOLVER's and
//! CUPTI's "not initialized" (and "not supported"), cuFile's "driver not
//! initialized" (and its internal error). NVTX's functions are compiled
//! into the crate, and nvPTXCompiler's are linked from its static library
//! (NVIDIA ships no other) in this mode too: there is nothing to load, and
//! [`report`] says where they came from. cuBLASLt's calls return
//! cuBLAS's status type, and each of the two loads on its own; so do
//! cuSOLVER's and cuSOLVERMg's. [`report`] then says what was tried.
//! Each library is loaded on its own: a missing NVRTC never makes a driver
//! or runtime call fail.
//!
//! Where each library is looked for, in order (see [`search_order`]):
//! 1. already loaded in the process, by its soname (`libcuda.so.1`,
//!    `libcudart.so.13` for CUDA 13 headers; `nvcuda.dll`, `cudart64_13.dll`
//!    on Windows, where the build's folder for libcudart is the one holding
//!    the DLL: the toolkit's `bin`, the wheels' `bin/x86_64`);
//! 2. the file named by `CUDA_RAW_SYS_LIBCUDA_PATH`,
//!    `CUDA_RAW_SYS_LIBCUDART_PATH` (and `CUDA_RAW_SYS_LIB<FEATURE>_PATH` for
//!    the further libraries: `_LIBNVRTC_PATH`, `_LIBNVJITLINK_PATH`,
//!    `_LIBNVML_PATH`, `_LIBCURAND_PATH`, `_LIBCUBLAS_PATH`,
//!    `_LIBCUBLASLT_PATH`, `_LIBCUDNN_PATH`, `_LIBNCCL_PATH`,
//!    `_LIBCUFFT_PATH`, `_LIBCUSPARSE_PATH`, `_LIBCUSOLVER_PATH`,
//!    `_LIBCUSOLVERMG_PATH`, `_LIBCUSPARSELT_PATH`, `_LIBCUPTI_PATH`,
//!    `_LIBCUFILE_PATH`, `_LIBNVFATBIN_PATH`, `_LIBNVVM_PATH`,
//!    `_LIBNVJPEG_PATH`); when set,
//!    nothing else is tried;
//! 3. the system loader, by soname (`LD_LIBRARY_PATH`, `ldconfig`);
//! 4. the folders the build found the library in. The toolkit's `stubs/` is
//!    never one of them: its libcuda only answers `CUDA_ERROR_STUB_LIBRARY`.
//!
//! A library's [companions](Library::companions) (NVRTC's builtins, cuBLAS's
//! libcublasLt, cuDNN's sub-libraries, the libnvJitLink, libcublas and
//! libcusparse that cuSPARSE and cuSOLVER need), which it would otherwise look for
//! only on the system loader's path, are loaded from its own folder: before
//! it when it is loaded from a file (2 and 4), right after it when the
//! system loader found it (3; on Unix). [`report`] says which file each library came from,
//! how, and which versions the driver and the headers have.
//!
//! [`CUresult`]: crate::CUresult
//! [`CUDA_ERROR_SHARED_OBJECT_INIT_FAILED`]: crate::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
//! [`CUDA_ERROR_NOT_FOUND`]: crate::CUDA_ERROR_NOT_FOUND
//! [`cudaError_t`]: crate::cudaError_t
//! [`cudaErrorSharedObjectInitFailed`]: crate::cudaErrorSharedObjectInitFailed
//! [`cudaErrorSymbolNotFound`]: crate::cudaErrorSymbolNotFound
//! [`cudaGetErrorName`]: crate::cudaGetErrorName
//! [`cudaGetErrorString`]: crate::cudaGetErrorString
//! [`cudaChannelFormatDesc`]: crate::cudaChannelFormatDesc
//! [`cudaCreateChannelDesc`]: crate::cudaCreateChannelDesc

extern crate std;

use core::ffi::{c_char, c_void, CStr};
use core::fmt;
use core::ptr::null_mut;
use core::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
use std::ffi::OsString;
use std::format;
use std::path::{Path, PathBuf};
use std::string::{String, ToString};
use std::sync::OnceLock;
use std::vec::Vec;

use crate::generated::{
    BUILD_CUDART_FOLDERS, BUILD_LIBCUDA_FOLDERS, FURTHER_LIBRARIES, IN_BINARY, RELEASES, SYMBOLS,
};

/// What `cudaGetErrorName` and `cudaGetErrorString` return when libcudart
/// or the function cannot be loaded.
pub const UNAVAILABLE_MESSAGE: &CStr =
    c"cuda-raw-sys: libcudart could not be loaded (cuda_raw_sys::loader::report() says why)";

/// Names the driver library file to load, instead of searching.
pub const LIBCUDA_PATH_VARIABLE: &str = "CUDA_RAW_SYS_LIBCUDA_PATH";
/// Names the runtime library file to load, instead of searching.
pub const LIBCUDART_PATH_VARIABLE: &str = "CUDA_RAW_SYS_LIBCUDART_PATH";
/// Set to `1` by a deployment to switch off the last resort, the folders
/// the build found the libraries in (absolute paths of the build machine).
pub const NO_BUILD_FOLDERS_VARIABLE: &str = "CUDA_RAW_SYS_NO_BUILD_FOLDERS";

include!(concat!(env!("OUT_DIR"), "/loader_libraries.rs"));

pub(crate) use crate::row::Row;

/// The naming convention the libraries follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    /// `libcuda.so.1`, `libcudart.so.<major>`.
    Unix,
    /// `nvcuda.dll`, `cudart64_<major>.dll`.
    Windows,
}

impl Platform {
    /// The platform this crate was compiled for.
    pub const CURRENT: Platform = if cfg!(windows) {
        Platform::Windows
    } else {
        Platform::Unix
    };
}

impl Library {
    /// Whether this build binds the library's functions (the driver and the
    /// runtime always; the others with their features).
    pub fn is_bound(self) -> bool {
        match self.further() {
            None => true,
            Some(row) => !row.unix.is_empty(),
        }
    }

    /// The row of a further library.
    fn further(self) -> Option<&'static Row> {
        self.index()
            .checked_sub(2)
            .and_then(|row| FURTHER_LIBRARIES.get(row))
    }

    /// Its name, path variable and message, for a further library.
    fn names(self) -> Option<&'static (&'static str, &'static str, &'static CStr)> {
        self.index()
            .checked_sub(2)
            .and_then(|row| FURTHER_NAMES.get(row))
    }

    /// What its calls that return a C string return when it cannot be loaded.
    pub fn unavailable_message(self) -> &'static CStr {
        self.names().map_or(UNAVAILABLE_MESSAGE, |names| names.2)
    }

    /// The name the system loader knows the library by, here.
    pub fn file_name(self) -> String {
        self.file_name_on(Platform::CURRENT)
    }

    /// The name the system loader knows the library by on `platform`.
    pub fn file_name_on(self, platform: Platform) -> String {
        let cudart_major = crate::CUDART_VERSION / 1000;
        match (self, platform) {
            (Library::Driver, Platform::Windows) => "nvcuda.dll".into(),
            (Library::Driver, Platform::Unix) => "libcuda.so.1".into(),
            // CUDA 11's: cudart64_110.dll and libcudart.so.11.0.
            (Library::Runtime, Platform::Windows) if cudart_major == 11 => {
                "cudart64_110.dll".into()
            }
            (Library::Runtime, Platform::Unix) if cudart_major == 11 => "libcudart.so.11.0".into(),
            (Library::Runtime, Platform::Windows) => format!("cudart64_{cudart_major}.dll"),
            (Library::Runtime, Platform::Unix) => format!("libcudart.so.{cudart_major}"),
            (further, platform) => {
                let name = further.further().map_or("", |row| {
                    if platform == Platform::Windows {
                        row.windows
                    } else {
                        row.unix
                    }
                });
                if name.is_empty() {
                    // Not bound by this build: its name, for messages.
                    further.to_string()
                } else {
                    name.into()
                }
            }
        }
    }

    /// The variable that names the file to load.
    pub fn path_variable(self) -> &'static str {
        match self {
            Library::Driver => LIBCUDA_PATH_VARIABLE,
            Library::Runtime => LIBCUDART_PATH_VARIABLE,
            further => further.names().map_or("", |names| names.1),
        }
    }

    /// The folders the build found this library in: the last place looked.
    pub fn build_folders(self) -> &'static [&'static str] {
        match self {
            Library::Driver => BUILD_LIBCUDA_FOLDERS,
            Library::Runtime => BUILD_CUDART_FOLDERS,
            further => further.further().map_or(&[], |row| row.folders),
        }
    }

    /// Files loaded from the library's folder with it: those it opens by
    /// name later (NVRTC's builtins, cuDNN's sub-libraries) or needs at once
    /// (cuBLAS's libcublasLt), so that loading it by path needs no
    /// `LD_LIBRARY_PATH`. `*` stands for any run of letters, digits, `_`, `.`.
    pub fn companions(self) -> &'static [&'static str] {
        self.further().map_or(&[], |row| row.companions)
    }

    /// The libraries loaded before it, each through its own search: those
    /// its file asks for that are neither beside it nor on its RUNPATH
    /// (cuBLASMp's NCCL and cuBLAS), and libcudart's libcuda, which it
    /// loads by soname: loaded first, it is the one
    /// `CUDA_RAW_SYS_LIBCUDA_PATH` names.
    pub fn needs(self) -> &'static [Library] {
        match self {
            Library::Runtime => &[Library::Driver],
            _ => self.further().map_or(&[], |row| row.needs),
        }
    }

    /// The other files its functions are in (NPP's, one per domain beside
    /// libnppc), by their names here: loaded after it from its folder, and
    /// searched in turn for a function it lacks. One that does not load
    /// leaves only its own functions missing, and the report names it.
    pub fn parts(self) -> impl Iterator<Item = &'static str> {
        self.further()
            .map_or(&[][..], |row| row.parts)
            .iter()
            .map(|[unix, windows]| {
                if Platform::CURRENT == Platform::Windows {
                    *windows
                } else {
                    *unix
                }
            })
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Library {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(match self {
            Library::Driver => "libcuda",
            Library::Runtime => "libcudart",
            further => further.names().map_or("", |names| names.0),
        })
    }
}

/// One place a library is looked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Candidate {
    /// Already loaded in this process under this name.
    AlreadyLoaded(String),
    /// The file a path variable names.
    PathVariable {
        variable: &'static str,
        file: PathBuf,
    },
    /// The system loader's search, by this name.
    SystemLoader(String),
    /// A file in a folder the build found the library in.
    BuildFolder(PathBuf),
}

impl fmt::Display for Candidate {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Candidate::AlreadyLoaded(name) => write!(formatter, "{name} already loaded"),
            Candidate::PathVariable { variable, file } => {
                write!(formatter, "{variable}={}", file.display())
            }
            Candidate::SystemLoader(name) => write!(formatter, "the system loader's {name}"),
            Candidate::BuildFolder(file) => {
                write!(formatter, "{} (where the build found it)", file.display())
            }
        }
    }
}

/// Where `library` is looked for, in order, given the value of its path
/// variable and the folders the build found it in. A set path variable
/// leaves only the already-loaded library and that file; a `stubs` folder is
/// never searched.
pub fn search_order(
    library: Library,
    path_variable: Option<OsString>,
    build_folders: &[&str],
) -> Vec<Candidate> {
    search_order_on(Platform::CURRENT, library, path_variable, build_folders)
}

/// [`search_order`] with `platform`'s file names, so that the order can be
/// checked for every platform on any.
pub fn search_order_on(
    platform: Platform,
    library: Library,
    path_variable: Option<OsString>,
    build_folders: &[&str],
) -> Vec<Candidate> {
    let name = library.file_name_on(platform);
    let mut order = std::vec![Candidate::AlreadyLoaded(name.clone())];
    if let Some(file) = path_variable.filter(|value| !value.is_empty()) {
        order.push(Candidate::PathVariable {
            variable: library.path_variable(),
            file: PathBuf::from(file),
        });
        return order;
    }
    order.push(Candidate::SystemLoader(name.clone()));
    order.extend(
        build_folders
            .iter()
            .map(Path::new)
            .filter(|folder| !folder.ends_with("stubs"))
            .map(|folder| Candidate::BuildFolder(folder.join(&name))),
    );
    order
}

/// A candidate that failed, and the loader's reason.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub candidate: Candidate,
    pub error: String,
}

struct Loaded {
    library: libloading::Library,
    found_by: Candidate,
    /// The candidates tried before it.
    failed: Vec<Attempt>,
    /// Libraries it loads by name later, loaded now from its own folder
    /// (libnvrtc's builtins), kept loaded with it.
    _companions: Vec<libloading::Library>,
    /// Its parts, in the table's order: loaded, or why not.
    parts: Vec<(&'static str, Result<libloading::Library, String>)>,
}

type LoadOutcome = Result<Loaded, Vec<Attempt>>;

#[allow(clippy::declare_interior_mutable_const)]
const NOT_LOADED_YET: OnceLock<LoadOutcome> = OnceLock::new();
static LIBRARIES: [OnceLock<LoadOutcome>; Library::ALL.len()] =
    [NOT_LOADED_YET; Library::ALL.len()];

/// What loading the library gave, loaded on first use.
fn outcome(library: Library) -> &'static LoadOutcome {
    LIBRARIES[library.index()].get_or_init(|| load(library))
}

/// The library; `None` when no candidate loaded.
fn library(library: Library) -> Option<&'static Loaded> {
    outcome(library).as_ref().ok()
}

fn load(library: Library) -> LoadOutcome {
    for needed in library.needs() {
        self::library(*needed);
    }
    let variable = std::env::var_os(library.path_variable());
    let build_folders = match std::env::var_os(NO_BUILD_FOLDERS_VARIABLE) {
        Some(value) if value == "1" => &[],
        _ => library.build_folders(),
    };
    let mut failed = Vec::new();
    for candidate in search_order(library, variable, build_folders) {
        match open(library, &candidate) {
            Ok((opened, mut companions)) => {
                // A file's own folder, as named (its parts are beside it).
                let named = match &candidate {
                    Candidate::PathVariable { file, .. } | Candidate::BuildFolder(file) => {
                        file.parent().map(Path::to_path_buf)
                    }
                    _ => None,
                };
                let loaded = Loaded {
                    library: opened,
                    found_by: candidate,
                    failed,
                    _companions: Vec::new(),
                    parts: Vec::new(),
                };
                let found_in = loaded_folder(library, &loaded);
                if companions.is_empty() {
                    // Found by name: its folder is known only now.
                    if let Some(folder) = &found_in {
                        companions = load_companions(library, folder);
                    }
                }
                let parts = load_parts(library, named.or(found_in).as_deref());
                return Ok(Loaded {
                    _companions: companions,
                    parts,
                    ..loaded
                });
            }
            Err(error) => failed.push(Attempt { candidate, error }),
        }
    }
    Err(failed)
}

/// The folder of the file a loaded library came from, when it has companions
/// or parts.
fn loaded_folder(library: Library, loaded: &Loaded) -> Option<PathBuf> {
    if library.companions().is_empty() && library.parts().next().is_none() {
        return None;
    }
    let probe = SYMBOLS.iter().find(|symbol| symbol.library == library)?;
    let probe = std::ffi::CString::new(probe.name).ok()?;
    loaded_file(loaded, &probe).and_then(|file| file.parent().map(Path::to_path_buf))
}

/// Loads the library's companions found in `folder`, each checked as the
/// library is. One that needs another is retried after it (cuDNN's ops
/// library needs its graph library).
fn load_companions(library: Library, folder: &Path) -> Vec<libloading::Library> {
    let patterns = library.companions();
    if patterns.is_empty() {
        return Vec::new();
    }
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut waiting: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok())
        .filter(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            patterns
                .iter()
                .any(|pattern| matches_companion(pattern, &name))
        })
        .map(|entry| entry.path())
        .filter(|file| holds_its_segments(file).is_ok())
        .collect();
    waiting.sort();
    let mut loaded = Vec::new();
    loop {
        let before = waiting.len();
        waiting.retain(|file| match open_file(file.as_os_str()) {
            Ok(companion) => {
                loaded.push(companion);
                false
            }
            Err(_) => true,
        });
        if waiting.is_empty() || waiting.len() == before {
            return loaded;
        }
    }
}

/// Loads the library's parts after it: from `folder`, the one it was loaded
/// from, where known (a part needs the library, which is loaded by then);
/// else (Windows) by name, which finds them beside it.
fn load_parts(
    library: Library,
    folder: Option<&Path>,
) -> Vec<(&'static str, Result<libloading::Library, String>)> {
    library
        .parts()
        .map(|name| {
            let opened = match folder {
                Some(folder) => {
                    let file = folder.join(name);
                    if file.is_file() {
                        holds_its_segments(&file).and_then(|()| open_file(file.as_os_str()))
                    } else {
                        Err(format!("no {} beside it", file.display()))
                    }
                }
                None => open_file(name.as_ref()),
            };
            (name, opened)
        })
        .collect()
}

/// Whether a file name matches a companion pattern: `*` stands for a
/// non-empty run of letters, digits, `_` and `.`.
pub fn matches_companion(pattern: &str, name: &str) -> bool {
    let Some((prefix, suffix)) = pattern.split_once('*') else {
        return pattern == name;
    };
    name.len() > prefix.len() + suffix.len()
        && name.starts_with(prefix)
        && name.ends_with(suffix)
        && name[prefix.len()..name.len() - suffix.len()]
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'.')
}

/// Opens a candidate; for a file, the companions in its folder are loaded
/// first, so that what it needs as it loads is there.
fn open(
    library: Library,
    candidate: &Candidate,
) -> Result<(libloading::Library, Vec<libloading::Library>), String> {
    let file = match candidate {
        Candidate::AlreadyLoaded(name) => {
            return open_loaded(name).map(|opened| (opened, Vec::new()))
        }
        Candidate::SystemLoader(name) => {
            return open_file(name.as_ref()).map(|opened| (opened, Vec::new()))
        }
        // Trusted: the user set the variable.
        Candidate::PathVariable { file, .. } => file,
        // Baked into the binary from the build machine: loaded only where
        // no other user could have put the file there.
        Candidate::BuildFolder(file) => {
            if file.is_file() {
                trusted(file).map_err(|why| format!("skipped: {why}"))?;
            }
            file
        }
    };
    if !file.is_file() {
        return Err("no such file".into());
    }
    holds_its_segments(file)?;
    let companions = file
        .parent()
        .map(|folder| load_companions(library, folder))
        .unwrap_or_default();
    open_file(file.as_os_str()).map(|opened| (opened, companions))
}

/// Whether `file` holds every loadable segment its ELF program headers
/// declare. The system loader maps those segments whole: a file cut short
/// (an interrupted download, a copy onto a full disk) is mapped past its
/// end, and the first read of a missing page kills the process with SIGBUS
/// inside `dlopen`, as it does a C program's. A file that is no ELF file is
/// left to the system loader's own error.
#[cfg(unix)]
pub fn holds_its_segments(file: &Path) -> Result<(), String> {
    use std::io::{Read, Seek};
    let cut_short = |needed: u64, size: u64| {
        format!("truncated: the file has {size} bytes, and its ELF headers declare {needed}")
    };
    let mut opened = std::fs::File::open(file).map_err(|error| error.to_string())?;
    let size = opened.metadata().map_err(|error| error.to_string())?.len();
    let mut header = [0u8; 64];
    let read = opened
        .read(&mut header)
        .map_err(|error| error.to_string())?;
    if read < 52 || header[..4] != *b"\x7fELF" {
        return Ok(());
    }
    let wide = header[4] == 2;
    let little = header[5] == 1;
    let number = |bytes: &[u8]| {
        let mut value = 0u64;
        for index in 0..bytes.len() {
            let byte = if little {
                bytes[bytes.len() - 1 - index]
            } else {
                bytes[index]
            };
            value = value << 8 | u64::from(byte);
        }
        value
    };
    // e_phoff, e_phentsize, e_phnum, and each program header's p_type,
    // p_offset and p_filesz, for ELFCLASS64 and ELFCLASS32.
    let (table, entry_size, count) = if wide {
        (
            number(&header[32..40]),
            number(&header[54..56]),
            number(&header[56..58]),
        )
    } else {
        (
            number(&header[28..32]),
            number(&header[42..44]),
            number(&header[44..46]),
        )
    };
    // Program headers too short for the fields read are the system loader's to refuse.
    if entry_size < if wide { 56 } else { 32 } {
        return Ok(());
    }
    let table_end = table.saturating_add(entry_size.saturating_mul(count));
    if table_end > size {
        return Err(cut_short(table_end, size));
    }
    let mut entries = std::vec![0u8; (entry_size * count) as usize];
    opened
        .seek(std::io::SeekFrom::Start(table))
        .and_then(|_| opened.read_exact(&mut entries))
        .map_err(|error| error.to_string())?;
    let mut needed = 0u64;
    for entry in entries.chunks_exact(entry_size as usize) {
        let (kind, offset, length) = if wide {
            (
                number(&entry[0..4]),
                number(&entry[8..16]),
                number(&entry[32..40]),
            )
        } else {
            (
                number(&entry[0..4]),
                number(&entry[4..8]),
                number(&entry[16..20]),
            )
        };
        const PT_LOAD: u64 = 1;
        if kind == PT_LOAD {
            needed = needed.max(offset.saturating_add(length));
        }
    }
    if needed > size {
        return Err(cut_short(needed, size));
    }
    Ok(())
}

/// Windows DLLs are PE files, which this check does not read.
#[cfg(windows)]
pub fn holds_its_segments(_file: &Path) -> Result<(), String> {
    Ok(())
}

/// Whether a file, its folder and every folder above it are owned by root
/// or by this process's user, and none of them is writable by group or
/// others. A sticky world-writable folder such as `/tmp` does not make the
/// folders below it safe: any user may have made them. Symbolic links are
/// followed first, so the check is of the places the file really is in.
#[cfg(unix)]
pub fn trusted(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::MetadataExt;
    let real = path
        .canonicalize()
        .map_err(|error| format!("{}: {error}", path.display()))?;
    // Safety: geteuid has no preconditions and cannot fail.
    let user = unsafe { libc::geteuid() };
    for place in real.ancestors() {
        let metadata =
            std::fs::metadata(place).map_err(|error| format!("{}: {error}", place.display()))?;
        if metadata.uid() != 0 && metadata.uid() != user {
            return Err(format!(
                "{} is owned by user {}, neither root nor this process's user",
                place.display(),
                metadata.uid()
            ));
        }
        if metadata.mode() & 0o022 != 0 {
            return Err(format!(
                "{} is writable by {} (mode {:o})",
                place.display(),
                if metadata.mode() & 0o002 != 0 {
                    "others"
                } else {
                    "its group"
                },
                metadata.mode() & 0o7777
            ));
        }
    }
    Ok(())
}

/// On Windows the build folders are trusted as found: its permissions are
/// ACLs, which this check does not read (never run: docs/building.md).
#[cfg(windows)]
pub fn trusted(_path: &Path) -> Result<(), String> {
    Ok(())
}

#[cfg(unix)]
fn open_loaded(name: &str) -> Result<libloading::Library, String> {
    let flags = libc::RTLD_NOW | libc::RTLD_NOLOAD;
    // Safety: RTLD_NOLOAD runs no initializer; the library is already loaded.
    unsafe { libloading::os::unix::Library::open(Some(name), flags) }
        .map(Into::into)
        .map_err(|_| "not loaded".into())
}

#[cfg(windows)]
fn open_loaded(name: &str) -> Result<libloading::Library, String> {
    libloading::os::windows::Library::open_already_loaded(name)
        .map(Into::into)
        .map_err(|_| "not loaded".into())
}

#[cfg(unix)]
fn open_file(file: &std::ffi::OsStr) -> Result<libloading::Library, String> {
    let flags = libc::RTLD_NOW | libc::RTLD_LOCAL;
    // Safety: the CUDA libraries' initializers are safe to run; this is
    // what linking them would do at start-up.
    unsafe { libloading::os::unix::Library::open(Some(file), flags) }
        .map(Into::into)
        .map_err(|error| error.to_string())
}

#[cfg(windows)]
fn open_file(file: &std::ffi::OsStr) -> Result<libloading::Library, String> {
    // Safety: as on Unix.
    unsafe { libloading::Library::new(file) }.map_err(|error| error.to_string())
}

/// The file a library was loaded from, by asking the loader where one of its
/// symbols lives.
#[cfg(unix)]
fn loaded_file(loaded: &Loaded, probe: &CStr) -> Option<PathBuf> {
    use std::os::unix::ffi::OsStrExt;
    // Safety: the address is only passed to dladdr, never called.
    let address = unsafe { loaded.library.get::<*mut c_void>(probe.to_bytes_with_nul()) }.ok()?;
    let mut info = core::mem::MaybeUninit::<libc::Dl_info>::zeroed();
    // Safety: dladdr fills `info`; dli_fname is a C string the loader owns.
    let file = unsafe {
        if libc::dladdr(*address as *const c_void, info.as_mut_ptr()) == 0 {
            return None;
        }
        let info = info.assume_init();
        if info.dli_fname.is_null() {
            return None;
        }
        CStr::from_ptr(info.dli_fname)
    };
    let file = Path::new(std::ffi::OsStr::from_bytes(file.to_bytes()));
    Some(file.canonicalize().unwrap_or_else(|_| file.to_path_buf()))
}

#[cfg(windows)]
fn loaded_file(_: &Loaded, _: &CStr) -> Option<PathBuf> {
    None
}

/// A null pointer means "not resolved yet"; this one means "missing".
const MISSING: *mut c_void = 1 as *mut c_void;

/// One C function's entry: its name, its library and, once resolved, its
/// address. The generated wrappers hold one each.
pub(crate) struct Symbol {
    name: &'static str,
    library: Library,
    /// A call found its library loaded and the function missing ([`report`]
    /// names it). Beside `library`, it costs no space.
    called_missing: AtomicBool,
    address: AtomicPtr<c_void>,
}

impl Symbol {
    pub(crate) const fn new(name: &'static str, library: Library) -> Self {
        Symbol {
            name,
            library,
            called_missing: AtomicBool::new(false),
            address: AtomicPtr::new(null_mut()),
        }
    }

    /// The function's address, resolved on the first call.
    #[inline(always)]
    pub(crate) fn address(&self) -> Option<*mut c_void> {
        let address = self.address.load(Ordering::Acquire);
        if address as usize > MISSING as usize {
            Some(address)
        } else if address.is_null() {
            self.resolve()
        } else {
            None
        }
    }

    #[cold]
    #[inline(never)]
    fn resolve(&self) -> Option<*mut c_void> {
        let found = library(self.library).and_then(|loaded| {
            // The library, then its parts that loaded.
            let parts = loaded
                .parts
                .iter()
                .filter_map(|(_, part)| part.as_ref().ok());
            core::iter::once(&loaded.library)
                .chain(parts)
                .find_map(|file| {
                    // Safety: the address is cast to the declared signature
                    // by the wrapper, as C's linker would bind it.
                    let symbol = unsafe { file.get::<*mut c_void>(self.name.as_bytes()) };
                    symbol
                        .ok()
                        .map(|symbol| *symbol)
                        .filter(|address| !address.is_null())
                })
        });
        self.address
            .store(found.unwrap_or(MISSING), Ordering::Release);
        found
    }

    fn library_loaded(&self) -> bool {
        library(self.library).is_some()
    }

    pub(crate) fn driver_error(&self) -> crate::CUresult {
        self.status(
            crate::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED,
            crate::CUDA_ERROR_NOT_FOUND,
        )
    }

    pub(crate) fn runtime_error(&self) -> crate::cudaError_t {
        self.status(
            crate::cudaErrorSharedObjectInitFailed,
            crate::cudaErrorSymbolNotFound,
        )
    }

    /// The code a call returns when its function cannot be had:
    /// `not_loaded` when its library did not load, else `missing`.
    pub(crate) fn status<T>(&self, not_loaded: T, missing: T) -> T {
        if self.library_loaded() {
            self.called_missing.store(true, Ordering::Relaxed);
            missing
        } else {
            not_loaded
        }
    }

    pub(crate) fn message(&self) -> *const c_char {
        self.library.unavailable_message().as_ptr()
    }
}

/// The address of a wrapped function's symbol, resolving it now; `None`
/// when it cannot be had.
pub(crate) fn resolved(name: &str) -> Option<*mut c_void> {
    bound_symbols()
        .find(|symbol| symbol.name == name)
        .and_then(Symbol::address)
}

/// Every C function the crate wraps, and every variable it resolves
/// ([`Variable`](crate::Variable)s: cuTENSOR's compute descriptors), with
/// its library.
pub fn symbols() -> impl Iterator<Item = (&'static str, Library)> {
    bound_symbols().map(|symbol| (symbol.name, symbol.library))
}

/// The symbol table's entries of the libraries this build binds: a build
/// from the snapshot has every library's, whatever its features.
fn bound_symbols() -> impl Iterator<Item = &'static Symbol> {
    SYMBOLS.iter().filter(|symbol| symbol.library.is_bound())
}

/// How many of one library's declared functions resolved.
#[derive(Clone, Debug, Default)]
pub struct Resolution {
    pub declared: usize,
    pub resolved: usize,
    /// The names that did not resolve (all of them when the library did not load).
    pub missing: Vec<&'static str>,
}

/// Resolves every function now (loading every library bound), and counts,
/// per library, in [`Library::ALL`]'s order (the driver, the runtime, then
/// the library table's rows).
pub fn resolve_all() -> [Resolution; Library::ALL.len()] {
    let mut counts: [Resolution; Library::ALL.len()] =
        std::array::from_fn(|_| Resolution::default());
    for symbol in bound_symbols() {
        let count = &mut counts[symbol.library.index()];
        count.declared += 1;
        match symbol.address() {
            Some(_) => count.resolved += 1,
            None => count.missing.push(symbol.name),
        }
    }
    counts
}

/// Where one library came from, or every place it was looked for.
#[derive(Clone, Debug)]
pub struct LibraryReport {
    pub library: Library,
    /// How it was found; `None` when nothing loaded.
    pub found_by: Option<Candidate>,
    /// The file the loader mapped (not reported on Windows yet).
    pub file: Option<PathBuf>,
    /// The candidates that failed, in search order.
    pub failed: Vec<Attempt>,
    /// Its [parts](Library::parts) that did not load, and why: their
    /// functions are missing, the others are there.
    pub missing_parts: Vec<(&'static str, String)>,
}

/// What [`report`] found.
#[derive(Clone, Debug)]
pub struct LoadReport {
    pub driver: LibraryReport,
    pub runtime: LibraryReport,
    /// `cuDriverGetVersion`'s answer: the newest CUDA the driver supports.
    pub driver_version: Option<i32>,
    /// `cudaRuntimeGetVersion`'s answer.
    pub runtime_version: Option<i32>,
    /// `CUDA_VERSION` of the headers the bindings were generated from.
    pub header_version: u32,
    /// Where the build found no headers: the CUDA release ("13.5") of the
    /// crate's committed bindings it used instead. `None`: generated from
    /// the headers the build found.
    pub snapshot: Option<&'static str>,
    /// The further libraries this build binds (features `nvrtc`, ...), in
    /// [`Library::ALL`]'s order.
    pub further: Vec<LibraryReport>,
    /// The further libraries whose functions are in the binary, so that
    /// nothing is loaded for them: their names, and how they came there
    /// (NVTX's compiled from its headers; nvPTXCompiler's linked from its
    /// static library, named by path).
    pub in_binary: &'static [(&'static str, &'static str)],
    /// libcuda is NVIDIA's link-time stub (a `stubs` folder, or
    /// `CUDA_ERROR_STUB_LIBRARY` from `cuDriverGetVersion`): no call works.
    pub driver_is_stub: bool,
    /// The functions a call of this process found missing from their loaded
    /// library (it returned the missing-symbol code), in the symbol table's
    /// order.
    pub missing_calls: Vec<MissingCall>,
}

/// A function a call found missing from its library, and what to call instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissingCall {
    /// The entry point called (`cuCtxCreate_v4`).
    pub symbol: &'static str,
    pub library: Library,
    /// The release whose headers first declare it ("CUDA 12.5"; "CUDA 11.7
    /// or earlier" for the oldest read), from the crate's table of the
    /// headers of every release (build/releases.tsv); for a further
    /// library's, from those of the releases CI pins, where releases between
    /// went unread ("cuBLAS 12.6.4 or a release after 12.0.2":
    /// build/library_releases.tsv); `None` for a function the tables lack.
    pub since: Option<&'static str>,
    /// C's name for it, where that is a macro (`cuCtxCreate`).
    pub c_name: Option<&'static str>,
    /// The entry point that C name meant before (`cuCtxCreate_v2`), where
    /// this build binds it and the loaded library has it: what to call instead.
    pub instead: Option<&'static str>,
}

/// The calls that found their function missing, with their releases.
pub fn missing_calls() -> Vec<MissingCall> {
    bound_symbols()
        .filter(|symbol| symbol.called_missing.load(Ordering::Relaxed))
        .map(|symbol| {
            let row = RELEASES
                .binary_search_by(|row| row.0.cmp(symbol.name))
                .ok()
                .map(|at| RELEASES[at]);
            let non_empty = |text: &'static str| (!text.is_empty()).then_some(text);
            let instead = row
                .and_then(|(_, _, _, older)| non_empty(older))
                .filter(|older| resolved(older).is_some());
            MissingCall {
                symbol: symbol.name,
                library: symbol.library,
                since: row.map(|(_, since, _, _)| since),
                c_name: row.and_then(|(_, _, c_name, _)| non_empty(c_name)),
                instead,
            }
        })
        .collect()
}

/// Loads both libraries (if not yet) and says where they came from. Never
/// fails: a library that did not load is reported with every place tried.
pub fn report() -> LoadReport {
    let driver = library_report(Library::Driver, c"cuDriverGetVersion");
    let runtime = library_report(Library::Runtime, c"cudaRuntimeGetVersion");
    let mut version = 0;
    // Safety: both calls write one int through a valid pointer.
    let driver_answer = unsafe { crate::cuDriverGetVersion(&mut version) };
    let driver_version = (driver_answer == crate::CUDA_SUCCESS).then_some(version);
    let runtime_version = (unsafe { crate::cudaRuntimeGetVersion(&mut version) }
        == crate::cudaSuccess)
        .then_some(version);
    let in_stubs = driver.file.as_ref().is_some_and(|file| {
        file.parent()
            .is_some_and(|folder| folder.ends_with("stubs"))
    });
    let further = Library::ALL[2..]
        .iter()
        .filter(|library| library.is_bound())
        .filter_map(|&library| {
            let probe = SYMBOLS.iter().find(|symbol| symbol.library == library)?;
            let name = std::ffi::CString::new(probe.name).ok()?;
            Some(library_report(library, &name))
        })
        .collect();
    LoadReport {
        further,
        in_binary: IN_BINARY,
        driver_is_stub: in_stubs || driver_answer == crate::CUDA_ERROR_STUB_LIBRARY,
        driver,
        runtime,
        driver_version,
        runtime_version,
        header_version: crate::CUDA_VERSION,
        snapshot: SNAPSHOT,
        missing_calls: missing_calls(),
    }
}

fn library_report(which: Library, probe: &CStr) -> LibraryReport {
    match outcome(which) {
        Ok(loaded) => LibraryReport {
            library: which,
            found_by: Some(loaded.found_by.clone()),
            file: loaded_file(loaded, probe),
            failed: loaded.failed.clone(),
            missing_parts: loaded
                .parts
                .iter()
                .filter_map(|(name, part)| Some((*name, part.as_ref().err()?.clone())))
                .collect(),
        },
        Err(failed) => LibraryReport {
            library: which,
            found_by: None,
            file: None,
            failed: failed.clone(),
            missing_parts: Vec::new(),
        },
    }
}

fn dotted(version: i64) -> String {
    format!("{}.{}", version / 1000, version % 1000 / 10)
}

impl fmt::Display for LibraryReport {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.found_by, &self.file) {
            (Some(found_by), Some(file)) => write!(
                formatter,
                "{}: {}\n  found: {found_by}",
                self.library,
                file.display()
            )?,
            (Some(found_by), None) => write!(formatter, "{}: found: {found_by}", self.library)?,
            (None, _) => write!(formatter, "{}: not loaded", self.library)?,
        }
        for attempt in &self.failed {
            write!(
                formatter,
                "\n  tried {}: {}",
                attempt.candidate, attempt.error
            )?;
        }
        for (part, why) in &self.missing_parts {
            write!(formatter, "\n  part {part} not loaded: {why}")?;
        }
        Ok(())
    }
}

impl fmt::Display for LoadReport {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(formatter, "{}", self.driver)?;
        writeln!(formatter, "{}", self.runtime)?;
        for library in &self.further {
            writeln!(formatter, "{library}")?;
        }
        for (library, how) in self.in_binary {
            writeln!(formatter, "{library}: in this binary, {how}")?;
        }
        let headers = dotted(self.header_version.into());
        match self.driver_version {
            Some(version) if i64::from(version) < i64::from(self.header_version) => write!(
                formatter,
                "driver supports CUDA {}, older than the headers' {headers}: \
                 calls it lacks return the missing-symbol code, each named below once called",
                dotted(version.into())
            )?,
            Some(version) => write!(
                formatter,
                "driver supports CUDA {}; headers are {headers}",
                dotted(version.into())
            )?,
            None => write!(formatter, "no driver version; headers are {headers}")?,
        }
        if self.driver_is_stub {
            write!(
                formatter,
                "\nlibcuda is NVIDIA's stub: no driver call works"
            )?;
        }
        if let Some(version) = self.runtime_version {
            write!(formatter, "\nlibcudart is CUDA {}", dotted(version.into()))?;
        }
        for call in &self.missing_calls {
            let version = match call.library {
                Library::Driver => self.driver_version,
                Library::Runtime => self.runtime_version,
                _ => None,
            };
            write!(formatter, "\n{}", call.describe(version))?;
        }
        if let Some(version) = self.snapshot {
            write!(
                formatter,
                "\nbindings: the crate's snapshot of CUDA {version}'s headers (the build found none)"
            )?;
        }
        Ok(())
    }
}

impl MissingCall {
    /// One line: what was missing, since when, and what to do; `version`:
    /// the release the library supports (`cuDriverGetVersion`'s answer).
    pub fn describe(&self, version: Option<i32>) -> String {
        let mut line = format!("called {}", self.symbol);
        if let Some(c_name) = self.c_name {
            line.push_str(&format!(" (C's {c_name})"));
        }
        line.push_str(&format!(", which this {} lacks", self.library));
        if let Some(since) = self.since {
            line.push_str(&format!(": {since} brought it"));
        }
        let supports = version.map(|version| dotted(version.into()));
        if let Some(supports) = &supports {
            line.push_str(&format!(", and it supports CUDA {supports}"));
        }
        match (self.instead, &supports) {
            (Some(instead), _) => {
                line.push_str(&format!("; call {instead}, which it has, instead"));
            }
            (None, Some(supports)) => {
                line.push_str(&format!(
                    "; build against headers no newer than CUDA {supports}"
                ));
                // The crate's snapshot of the major's oldest release: every
                // driver of that major has its entry points.
                let major = version.unwrap_or_default() / 1000;
                if matches!(major, 12 | 13) {
                    line.push_str(&format!(
                        " (with no toolkit: CUDA_RAW_SYS_SNAPSHOT_RELEASE={major}.0)"
                    ));
                }
                line.push_str(&format!(", or run on a newer {}", self.library));
            }
            (None, None) => {}
        }
        line
    }
}

impl fmt::Display for Resolution {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{} of {} resolved", self.resolved, self.declared)
    }
}
