//! libNVVM (feature `nvvm`): the suite's transform kernel (kernels.rs), written
//! by hand in NVVM IR, compiled to PTX by libNVVM and run with the driver over
//! device memory, every byte checked against the host's computation. Without
//! a GPU: its version calls, PTX for compute_90 (compute_80 with CUDA 11.7's
//! libNVVM, which predates Hopper) from the same IR, and IR that does not
//! parse refused with a log.
//!
//! The IR uses typed pointers (`i8*`), NVVM IR 2.0's syntax: CUDA 13.0's
//! libNVVM 2.0 refuses opaque pointers (`ptr`), as
//! scripts/gpu-probes/nvvm_ir.c found on the GPU machine. Its data layout is
//! the long one CUDA 12.0's libNVVM insists on (it refuses the short one
//! 13.0 takes); 13.0 and 13.5 take the long one too.

#[allow(unused_imports)]
use crate::common::{ensure, Gpu, GpuTest, TestResult};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};

/// kernels.rs's `transform`: over a grid-stride loop, byte `i` becomes
/// `(byte ^ (key >> (8 * (i % 4)))) + 7 * i`, modulo 256. Its NVVM IR
/// version (`!1`) is the one libNVVM reads (`transform_ir`).
#[cfg(feature = "nvvm")]
const TRANSFORM_IR: &str = r#"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @transform(i8* %data, i64 %n, i32 %key) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %tid64 = zext i32 %tid to i64
  %ctaid64 = zext i32 %ctaid to i64
  %ntid64 = zext i32 %ntid to i64
  %nctaid64 = zext i32 %nctaid to i64
  %block = mul i64 %ctaid64, %ntid64
  %first = add i64 %block, %tid64
  %stride = mul i64 %nctaid64, %ntid64
  %any = icmp ult i64 %first, %n
  br i1 %any, label %loop, label %done

loop:
  %i = phi i64 [ %first, %entry ], [ %next, %loop ]
  %at = getelementptr i8, i8* %data, i64 %i
  %old = load i8, i8* %at, align 1
  %lane = and i64 %i, 3
  %bits = shl i64 %lane, 3
  %shift = trunc i64 %bits to i32
  %shifted = lshr i32 %key, %shift
  %key_byte = trunc i32 %shifted to i8
  %mixed = xor i8 %old, %key_byte
  %index_byte = trunc i64 %i to i8
  %step = mul i8 %index_byte, 7
  %new = add i8 %mixed, %step
  store i8 %new, i8* %at, align 1
  %next = add i64 %i, %stride
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

!nvvm.annotations = !{!0}
!0 = !{void (i8*, i64, i32)* @transform, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
"#;

/// `TRANSFORM_IR` declaring the NVVM IR version this libNVVM reads: 2.0
/// from CUDA 12.0 on, 1.x before (CUDA 11.7's reads 1.9 and refuses 2.0);
/// the IR itself is the same.
#[cfg(feature = "nvvm")]
fn transform_ir() -> Result<String, Failed> {
    let (mut major, mut minor, mut debug_major, mut debug_minor) = (0, 0, 0, 0);
    call!(nvvmIRVersion(
        &mut major,
        &mut minor,
        &mut debug_major,
        &mut debug_minor
    ))?;
    Ok(TRANSFORM_IR.replace(
        "!1 = !{i32 2, i32 0}",
        &format!("!1 = !{{i32 {major}, i32 {minor}}}"),
    ))
}

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvvm")]
        Trial::test("nvvm::versions", versions),
        #[cfg(feature = "nvvm")]
        Trial::test("nvvm::compiles_ir_to_ptx", compiles_ir_to_ptx),
        #[cfg(feature = "nvvm")]
        Trial::test("nvvm::refuses_ir_that_does_not_parse", refuses_bad_ir),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(all(feature = "nvvm", feature = "nvrtc"))]
        gpu_test!(kernel_from_nvvm_ir_runs),
    ]
}

#[cfg(feature = "nvvm")]
fn versions() -> TestResult {
    let (mut major, mut minor) = (0, 0);
    call!(nvvmVersion(&mut major, &mut minor))?;
    let (mut ir_major, mut ir_minor, mut debug_major, mut debug_minor) = (0, 0, 0, 0);
    call!(nvvmIRVersion(
        &mut ir_major,
        &mut ir_minor,
        &mut debug_major,
        &mut debug_minor
    ))?;
    println!(
        "libNVVM {major}.{minor}: NVVM IR {ir_major}.{ir_minor}, debug metadata \
         {debug_major}.{debug_minor}"
    );
    // NVVM IR 2.0 came with CUDA 12.0; CUDA 11's libNVVM reads 1.x.
    let wanted = if CUDA_VERSION >= 12000 { 2 } else { 1 };
    ensure(major >= 1 && ir_major == wanted, || {
        format!("libNVVM {major}.{minor} reads NVVM IR {ir_major}.{ir_minor}, not {wanted}.x")
    })
}

/// A libNVVM program holding `ir`, destroyed when dropped.
#[cfg(feature = "nvvm")]
struct Program(nvvmProgram);

#[cfg(feature = "nvvm")]
impl Program {
    fn new(ir: &str, name: &std::ffi::CStr) -> Result<Program, Failed> {
        let program = Program::create()?;
        crate::common::check(program.add(ir, name), "nvvmAddModuleToProgram")?;
        Ok(program)
    }

    /// A program with no module yet.
    fn create() -> Result<Program, Failed> {
        let mut program = Program(std::ptr::null_mut());
        call!(nvvmCreateProgram(&mut program.0))?;
        Ok(program)
    }

    /// Adds `ir` as a module named `name`; libNVVM's status, unchecked.
    fn add(&self, ir: &str, name: &std::ffi::CStr) -> nvvmResult {
        unsafe { nvvmAddModuleToProgram(self.0, ir.as_ptr().cast(), ir.len(), name.as_ptr()) }
    }

    /// Compiles for `arch` (`compute_90`); on failure, the status and the log.
    fn compile(&self, arch: &str) -> Result<(), (nvvmResult, String)> {
        let option = std::ffi::CString::new(format!("-arch={arch}")).unwrap_or_default();
        let options = [option.as_ptr()];
        let status = unsafe {
            nvvmCompileProgram(self.0, options.len() as i32, options.as_ptr().cast_mut())
        };
        match status {
            NVVM_SUCCESS => Ok(()),
            failed => Err((failed, self.log())),
        }
    }

    fn log(&self) -> String {
        let mut size = 0;
        if unsafe { nvvmGetProgramLogSize(self.0, &mut size) } != NVVM_SUCCESS {
            return "(no log)".into();
        }
        let mut log = vec![0u8; size];
        if unsafe { nvvmGetProgramLog(self.0, log.as_mut_ptr().cast()) } != NVVM_SUCCESS {
            return "(no log)".into();
        }
        String::from_utf8_lossy(log.split(|&byte| byte == 0).next().unwrap_or_default())
            .into_owned()
    }

    /// The PTX, NUL-terminated as cuModuleLoadData wants it.
    fn ptx(&self) -> Result<Vec<u8>, Failed> {
        let mut size = 0;
        call!(nvvmGetCompiledResultSize(self.0, &mut size))?;
        let mut ptx = vec![0u8; size];
        call!(nvvmGetCompiledResult(self.0, ptx.as_mut_ptr().cast()))?;
        if ptx.last() != Some(&0) {
            ptx.push(0);
        }
        Ok(ptx)
    }
}

#[cfg(feature = "nvvm")]
impl Drop for Program {
    fn drop(&mut self) {
        unsafe { nvvmDestroyProgram(&mut self.0) };
    }
}

/// The transform kernel's PTX for `arch`.
#[cfg(feature = "nvvm")]
fn transform_ptx(arch: &str) -> Result<Vec<u8>, Failed> {
    let program = Program::new(&transform_ir()?, c"transform.ll")?;
    program.compile(arch).map_err(|(status, log)| {
        format!("nvvmCompileProgram for {arch} returned {}: {log}", status.0)
    })?;
    program.ptx()
}

/// The newest architecture the headers' libNVVM compiles for, up to
/// compute_90: Hopper came with CUDA 11.8, and 11.7's refuses it.
#[cfg(feature = "nvvm")]
const NEWEST: &str = if CUDA_VERSION >= 11080 {
    "compute_90"
} else {
    "compute_80"
};

#[cfg(feature = "nvvm")]
fn compiles_ir_to_ptx() -> TestResult {
    let ptx = transform_ptx(NEWEST)?;
    let text = String::from_utf8_lossy(&ptx);
    println!("PTX for {NEWEST} from NVVM IR: {} bytes", ptx.len());
    let target = NEWEST.replace("compute_", ".target sm_");
    ensure(
        text.contains(".entry transform") && text.contains(&target),
        || format!("the PTX lacks `.entry transform` or `{target}`:\n{text}"),
    )
}

#[cfg(feature = "nvvm")]
fn refuses_bad_ir() -> TestResult {
    let program = Program::create()?;
    // libNVVM may refuse it as it adds the module or as it compiles.
    let (status, log) = match program.add("define void @broken( {\n", c"broken.ll") {
        NVVM_SUCCESS => match program.compile(NEWEST) {
            Ok(()) => return Err("libNVVM compiled IR that does not parse".into()),
            Err(refused) => refused,
        },
        refused => (refused, program.log()),
    };
    println!("IR that does not parse: {status:?}; log: {}", log.trim());
    ensure(
        status == NVVM_ERROR_COMPILATION || status == NVVM_ERROR_INVALID_IR,
        || format!("bad IR was refused with {status:?}, not a compilation or IR error"),
    )
}

/// The kernel compiled for this GPU's architecture (for CUDA 11.7's
/// libNVVM, `NEWEST`, which the driver compiles on for the GPU), run over
/// 1 MiB of random bytes, each checked against the host (kernels.rs's launch
/// and check).
#[cfg(all(feature = "nvvm", feature = "nvrtc"))]
fn kernel_from_nvvm_ir_runs(gpu: &Gpu) -> TestResult {
    call!(cuCtxSetCurrent(gpu.context))?;
    let arch = if CUDA_VERSION >= 11080 {
        crate::kernels::architecture(gpu)?.replace("sm_", "compute_")
    } else {
        NEWEST.to_owned()
    };
    let ptx = transform_ptx(&arch)?;
    println!("PTX for {arch} from NVVM IR: {} bytes", ptx.len());
    crate::kernels::run_image_and_check(&ptx, "the kernel from NVVM IR")
}
