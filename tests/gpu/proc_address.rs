//! cuGetProcAddress: driver entry points fetched by name and CUDA version, and
//! called through cudaTypedefs.h's `PFN_*` types (feature `pfn-typedefs`).
//!
//! Every assertion is one cuda.h's documentation of cuGetProcAddress makes.
//! The lookups need libcuda but no device (Debian's libcuda 535 answers them
//! on a machine without a GPU), so only the test that maps memory is a GPU test.

use crate::common::{check, ensure, GpuTest, Status, TestResult};
use crate::gpu_test;
use cuda_raw_sys::*;
use libtest_mimic::{Completion, Failed, Trial};
use std::ffi::{c_uint, c_void, CStr};
use std::fmt;

/// Lookups that need libcuda and no device: they run everywhere.
pub fn trials() -> Vec<Trial> {
    vec![
        Trial::test(
            "proc_address::mem_alloc_at_3020_is_the_v2_entry_point",
            mem_alloc_at_3020_is_the_v2_entry_point,
        ),
        Trial::ignorable_test(
            "proc_address::version_beyond_the_driver_is_invalid_value",
            version_beyond_the_driver_is_invalid_value,
        ),
        Trial::test(
            "proc_address::version_before_the_symbol_is_version_not_sufficient",
            version_before_the_symbol_is_version_not_sufficient,
        ),
        Trial::test(
            "proc_address::unknown_symbol_is_symbol_not_found",
            unknown_symbol_is_symbol_not_found,
        ),
    ]
}

pub fn tests() -> Vec<GpuTest> {
    vec![gpu_test!(mem_map_fetched_by_name_maps_and_round_trips_bytes => skippable)]
}

/// What one cuGetProcAddress call answered.
struct Lookup {
    symbol: &'static CStr,
    version: i32,
    status: CUresult,
    pfn: *mut c_void,
    symbol_status: CUdriverProcAddressQueryResult,
}

/// No answer uses it, so a `symbolStatus` the driver left unwritten shows.
const UNWRITTEN: CUdriverProcAddressQueryResult = CUdriverProcAddressQueryResult(c_uint::MAX);

fn lookup(symbol: &'static CStr, version: i32) -> Lookup {
    let mut pfn = std::ptr::null_mut();
    let mut symbol_status = UNWRITTEN;
    // The exported entry point: with per-thread-default-stream the headers make
    // `cuGetProcAddress` an inline wrapper, which no library exports.
    let status = unsafe {
        cuGetProcAddress_v2(
            symbol.as_ptr(),
            &mut pfn,
            version,
            cuuint64_t::from(CU_GET_PROC_ADDRESS_DEFAULT.0),
            &mut symbol_status,
        )
    };
    Lookup {
        symbol,
        version,
        status,
        pfn,
        symbol_status,
    }
}

impl Lookup {
    /// Found and usable: `CUDA_SUCCESS`, `CU_GET_PROC_ADDRESS_SUCCESS`, a pointer.
    fn expect_found(&self) -> TestResult {
        ensure(
            self.status == CUDA_SUCCESS
                && self.symbol_status == CU_GET_PROC_ADDRESS_SUCCESS
                && !self.pfn.is_null(),
            || format!("{self}; expected CUDA_SUCCESS, CU_GET_PROC_ADDRESS_SUCCESS and a pointer"),
        )
    }

    /// The docs: `CUDA_SUCCESS` and a NULL `pfn`, with `symbolStatus` saying why.
    fn expect_absent(&self, why: CUdriverProcAddressQueryResult) -> TestResult {
        ensure(
            self.status == CUDA_SUCCESS && self.symbol_status == why && self.pfn.is_null(),
            || {
                format!(
                    "{self}; expected CUDA_SUCCESS, {} and a NULL pointer",
                    symbol_status_name(why)
                )
            },
        )
    }
}

impl fmt::Display for Lookup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cuGetProcAddress({:?}, {}) returned {}, pfn {:p}, symbolStatus {}",
            self.symbol,
            self.version,
            self.status.name(),
            self.pfn,
            symbol_status_name(self.symbol_status)
        )
    }
}

fn symbol_status_name(status: CUdriverProcAddressQueryResult) -> String {
    let name = match status {
        CU_GET_PROC_ADDRESS_SUCCESS => "CU_GET_PROC_ADDRESS_SUCCESS",
        CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND => "CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND",
        CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT => "CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT",
        UNWRITTEN => "left unwritten",
        _ => return format!("unknown value {}", status.0),
    };
    name.to_owned()
}

fn driver_version() -> Result<i32, Failed> {
    let mut version = 0;
    check(
        unsafe { cuDriverGetVersion(&mut version) },
        "cuDriverGetVersion",
    )?;
    Ok(version)
}

/// The newest CUDA version both the headers and the driver know. From CUDA
/// 13.0 a version beyond the driver's is refused, so the suite built against
/// newer headers than the driver asks at the driver's version.
fn headers_version_within_the_driver() -> Result<i32, Failed> {
    Ok((CUDA_VERSION as i32).min(driver_version()?))
}

/// Where the dynamic linker finds `name`, for failure messages only: the docs
/// promise nothing about how cuGetProcAddress's answers relate to libcuda's
/// exported symbols.
fn exported(name: &CStr) -> *mut c_void {
    unsafe { libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr()) }
}

/// The docs' own example: for `cuMemAlloc_v2`, "symbol would be cuMemAlloc and
/// cudaVersion would be the ABI compatible CUDA version for the _v2 variant";
/// cudaTypedefs.h names that version 3020 (`PFN_cuMemAlloc_v3020`) and has no
/// newer one. So 3020 and any later version find the same function, and 2000
/// (`PFN_cuMemAlloc_v2000`, another ABI) does not find it.
fn mem_alloc_at_3020_is_the_v2_entry_point() -> TestResult {
    let current = headers_version_within_the_driver()?;
    let v1 = lookup(c"cuMemAlloc", 2000);
    let v2 = lookup(c"cuMemAlloc", 3020);
    let newest = lookup(c"cuMemAlloc", current);
    let bound_v2: unsafe extern "C" fn(*mut CUdeviceptr, usize) -> CUresult = cuMemAlloc_v2;
    let addresses = format!(
        "{v1}\n{v2}\n{newest}\nfor comparison only: dlsym cuMemAlloc {:p}, \
         dlsym cuMemAlloc_v2 {:p}, this binary's cuMemAlloc_v2 {:p}",
        exported(c"cuMemAlloc"),
        exported(c"cuMemAlloc_v2"),
        bound_v2 as *const c_void,
    );
    println!("{addresses}");
    let with_addresses = |what: &str| format!("{what}\n{addresses}");
    v2.expect_found()
        .map_err(|_| with_addresses("cuMemAlloc at 3020 not found"))?;
    newest
        .expect_found()
        .map_err(|_| with_addresses(&format!("cuMemAlloc at {current} not found")))?;
    ensure(v2.pfn == newest.pfn, || {
        with_addresses(&format!(
            "cuMemAlloc at 3020 and at {current} are different functions"
        ))
    })?;
    // 2000 may find the first cuMemAlloc or, where the driver dropped it,
    // nothing; never the _v2 function.
    check(v1.status, "cuGetProcAddress(\"cuMemAlloc\", 2000)")
        .map_err(|e| with_addresses(e.message().unwrap_or_default()))?;
    ensure(v1.pfn != v2.pfn, || {
        with_addresses("cuMemAlloc at 2000 and at 3020 are the same function")
    })
}

/// First stated by cuda.h 13.0: "If the specified CUDA version is greater than
/// the driver version, the API will return CUDA_ERROR_INVALID_VALUE". The
/// 12.x headers say nothing of it, and driver 535 (12.2) answers such a
/// request with CUDA_SUCCESS and a pointer.
const DRIVER_REFUSING_NEWER_VERSIONS: i32 = 13000;

fn version_beyond_the_driver_is_invalid_value() -> Result<Completion, Failed> {
    let driver = driver_version()?;
    // The next minor release and the next major one.
    let beyond = [driver + 10, driver + 1000].map(|version| lookup(c"cuMemAlloc", version));
    for found in &beyond {
        println!("driver {driver}: {found}");
    }
    if driver < DRIVER_REFUSING_NEWER_VERSIONS {
        return Ok(Completion::ignored_with(format!(
            "driver {driver} predates CUDA 13.0, whose documentation first says what a version beyond the driver's yields"
        )));
    }
    for found in &beyond {
        // The docs name no symbolStatus or pfn for this case: shown, not checked.
        ensure(found.status == CUDA_ERROR_INVALID_VALUE, || {
            format!("driver {driver}: {found}; expected CUDA_ERROR_INVALID_VALUE")
        })?;
    }
    Ok(Completion::Completed)
}

/// cuMemMap came with CUDA 10.2 (`PFN_cuMemMap_v10020` is its only typedef):
/// asked for at 10.1, the docs say CUDA_SUCCESS, a NULL pointer and
/// CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT.
fn version_before_the_symbol_is_version_not_sufficient() -> TestResult {
    let found = lookup(c"cuMemMap", 10010);
    println!("{found}");
    found.expect_absent(CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT)
}

fn unknown_symbol_is_symbol_not_found() -> TestResult {
    let found = lookup(
        c"cuNoSuchFunctionInAnyDriver",
        headers_version_within_the_driver()?,
    );
    println!("{found}");
    found.expect_absent(CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND)
}

/// cuMemMap fetched by name, cast to its cudaTypedefs.h type and called to map
/// device memory; the bytes written through the mapping read back.
#[cfg(feature = "pfn-typedefs")]
fn mem_map_fetched_by_name_maps_and_round_trips_bytes(
    gpu: &crate::common::Gpu,
) -> Result<Completion, Failed> {
    use crate::memory::{
        create, expect_bytes, grant_access, granularity, own_mapping, read, reserve, write,
    };

    let found = lookup(c"cuMemMap", headers_version_within_the_driver()?);
    println!("{found}");
    found.expect_found()?;
    // PFN_cuMemMap_v10020 is cuMemMap's only ABI in every header version the
    // crate supports, so it is the one any version from 10.2 finds.
    let fetched: PFN_cuMemMap_v10020 = unsafe { std::mem::transmute(found.pfn) };
    let fetched = fetched.ok_or("a non-null pointer became None")?;

    let granularity = granularity(gpu.device)?;
    let size = (2usize << 20).div_ceil(granularity) * granularity;
    let allocation = create(gpu.device, size, CU_MEM_HANDLE_TYPE_NONE)?;
    let range = reserve(size, granularity)?;
    let ptr = range.get().0;
    check(
        unsafe { fetched(ptr, size, 0, allocation.get(), 0) },
        "cuMemMap through the PFN_cuMemMap_v10020 from cuGetProcAddress",
    )?;
    let mapping = own_mapping(ptr, size);
    grant_access(ptr, size, gpu.device)?;
    let bytes = crate::common::random_bytes(size);
    write(ptr, &bytes)?;
    expect_bytes(
        &read(ptr, size)?,
        &bytes,
        "read back through the mapping the fetched cuMemMap made",
    )?;
    println!("mapped {size} bytes at {ptr:#x} through {:p}", found.pfn);
    mapping.free()?;
    range.free()?;
    allocation.free()?;
    Ok(Completion::Completed)
}

#[cfg(not(feature = "pfn-typedefs"))]
fn mem_map_fetched_by_name_maps_and_round_trips_bytes(
    _: &crate::common::Gpu,
) -> Result<Completion, Failed> {
    Ok(Completion::ignored_with(
        "built without the pfn-typedefs feature, which binds PFN_cuMemMap_v10020",
    ))
}
