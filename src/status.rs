//! Which driver library this program uses and which CUDA it supports, in
//! either link mode: what a dependent reports when CUDA is unavailable.
//! (Under `dynamic-loading`, `loader::report()` says more: every library,
//! and every place tried.)

use core::ffi::{c_void, CStr};
use core::fmt;

/// The driver library in use and its answer to `cuDriverGetVersion`.
#[derive(Clone, Copy, Debug)]
pub struct DriverStatus {
    /// The file the system loader mapped for `cuDriverGetVersion`
    /// (`/usr/lib/x86_64-linux-gnu/libcuda.so.1`); `None` when it cannot be
    /// told (no driver loaded under `dynamic-loading`; not read on Windows).
    pub file: Option<&'static CStr>,
    /// The newest CUDA the driver supports (13000 for 13.0), or the code
    /// `cuDriverGetVersion` returned instead.
    pub version: Result<i32, crate::CUresult>,
    /// `CUDA_VERSION` of the headers the bindings were generated from.
    pub header_version: u32,
}

impl DriverStatus {
    /// Whether the driver supports every CUDA call the headers declare.
    pub fn is_current(&self) -> bool {
        self.version
            .is_ok_and(|version| version as i64 >= i64::from(self.header_version))
    }
}

/// Asks the driver for its version and the system loader for its file.
/// Never fails: what cannot be had is `None` or the error code. Under
/// `dynamic-loading` this loads libcuda if it was not yet.
pub fn driver() -> DriverStatus {
    let mut version = 0;
    // Safety: writes one int through a valid pointer.
    let answer = unsafe { crate::cuDriverGetVersion(&mut version) };
    DriverStatus {
        file: driver_file(),
        version: if answer == crate::CUDA_SUCCESS {
            Ok(version)
        } else {
            Err(answer)
        },
        header_version: crate::CUDA_VERSION,
    }
}

/// The address `cuDriverGetVersion` is at, in libcuda.
#[cfg(not(feature = "dynamic-loading"))]
fn driver_address() -> Option<*const c_void> {
    // Linked: the function pointer is libcuda's own (position-independent
    // code reaches it through the GOT).
    let function: unsafe extern "C" fn(*mut core::ffi::c_int) -> crate::CUresult =
        crate::cuDriverGetVersion;
    Some(function as *const c_void)
}

#[cfg(feature = "dynamic-loading")]
fn driver_address() -> Option<*const c_void> {
    crate::loader::resolved("cuDriverGetVersion").map(|address| address as *const c_void)
}

#[cfg(unix)]
fn driver_file() -> Option<&'static CStr> {
    use core::ffi::{c_char, c_int};
    #[repr(C)]
    struct DlInfo {
        dli_fname: *const c_char,
        dli_fbase: *mut c_void,
        dli_sname: *const c_char,
        dli_saddr: *mut c_void,
    }
    extern "C" {
        fn dladdr(address: *const c_void, info: *mut DlInfo) -> c_int;
    }
    let address = driver_address()?;
    let mut info = DlInfo {
        dli_fname: core::ptr::null(),
        dli_fbase: core::ptr::null_mut(),
        dli_sname: core::ptr::null(),
        dli_saddr: core::ptr::null_mut(),
    };
    // Safety: dladdr only reads the address and fills `info`; dli_fname
    // points into the loader's record of libcuda, which stays loaded for
    // the life of the process (it is linked, or the loader never unloads).
    unsafe {
        if dladdr(address, &mut info) == 0 || info.dli_fname.is_null() {
            return None;
        }
        Some(CStr::from_ptr(info.dli_fname))
    }
}

#[cfg(not(unix))]
fn driver_file() -> Option<&'static CStr> {
    let _ = driver_address;
    None
}

impl fmt::Display for DriverStatus {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dotted = |version: i64| (version / 1000, version % 1000 / 10);
        match self.file {
            // No `to_string_lossy` without `alloc`: a name that is not
            // UTF-8 is shown escaped.
            Some(file) => match core::str::from_utf8(file.to_bytes()) {
                Ok(name) => write!(formatter, "libcuda: {name}")?,
                Err(_) => write!(formatter, "libcuda: {file:?}")?,
            },
            None => write!(formatter, "libcuda: file unknown")?,
        }
        let (major, minor) = dotted(self.header_version.into());
        match self.version {
            Ok(version) => {
                let (driver_major, driver_minor) = dotted(version.into());
                write!(
                    formatter,
                    "; supports CUDA {driver_major}.{driver_minor}; headers are {major}.{minor}"
                )?;
                if !self.is_current() {
                    write!(formatter, " (calls newer than the driver fail)")?;
                }
                Ok(())
            }
            Err(code) => write!(
                formatter,
                "; cuDriverGetVersion returned {}; headers are {major}.{minor}",
                code.0
            ),
        }
    }
}
