//! nvPTXCompiler (feature `nvptxcompiler`): the suite's transform kernel
//! (kernels.rs), as PTX from NVRTC, compiled to a cubin in the process by
//! nvPTXCompiler, a static library linked into this binary in both link
//! modes, then loaded with `cuModuleLoadData` and run over device memory,
//! every byte checked against the host's computation. Without a GPU: its
//! version is the headers' CUDA version, the PTX compiles to an ELF cubin for
//! the CUDA machine with the kernel in it, and PTX that does not assemble is
//! refused with an error log.

#[allow(unused_imports)]
use crate::common::{ensure, Gpu, GpuTest, TestResult};
#[allow(unused_imports)]
use crate::{call, gpu_test};
#[allow(unused_imports)]
use cuda_raw_sys::*;
#[allow(unused_imports)]
use libtest_mimic::{Failed, Trial};

/// The tests that need no GPU.
pub fn trials() -> Vec<Trial> {
    vec![
        #[cfg(feature = "nvptxcompiler")]
        Trial::test("nvptxcompiler::version_is_the_headers", version),
        #[cfg(all(feature = "nvptxcompiler", feature = "nvrtc"))]
        Trial::test(
            "nvptxcompiler::compiles_ptx_to_a_cubin",
            compiles_ptx_to_cubin,
        ),
        #[cfg(feature = "nvptxcompiler")]
        Trial::test(
            "nvptxcompiler::refuses_ptx_that_does_not_assemble",
            refuses_bad_ptx,
        ),
    ]
}

/// The tests that need a GPU.
pub fn tests() -> Vec<GpuTest> {
    vec![
        #[cfg(all(feature = "nvptxcompiler", feature = "nvrtc"))]
        gpu_test!(cubin_from_ptx_compiler_runs),
    ]
}

/// nvPTXCompiler's version follows the toolkit's: the static library linked
/// is the headers' release.
#[cfg(feature = "nvptxcompiler")]
fn version() -> TestResult {
    let (mut major, mut minor) = (0, 0);
    call!(nvPTXCompilerGetVersion(&mut major, &mut minor))?;
    println!("nvPTXCompiler {major}.{minor}");
    let headers = (CUDA_VERSION / 1000, CUDA_VERSION % 1000 / 10);
    ensure((major, minor) == headers, || {
        format!(
            "nvPTXCompiler is {major}.{minor}, the headers CUDA {}.{}",
            headers.0, headers.1
        )
    })
}

/// A compiler holding one PTX program, destroyed when dropped.
#[cfg(feature = "nvptxcompiler")]
struct Compiler(nvPTXCompilerHandle);

#[cfg(feature = "nvptxcompiler")]
impl Compiler {
    fn new(ptx: &[u8]) -> Result<Compiler, Failed> {
        let mut compiler = Compiler(std::ptr::null_mut());
        call!(nvPTXCompilerCreate(
            &mut compiler.0,
            ptx.len(),
            ptx.as_ptr().cast()
        ))?;
        Ok(compiler)
    }

    /// Compiles with `options`; on failure, the status and the error log.
    fn compile(&self, options: &[&str]) -> Result<(), (nvPTXCompileResult, String)> {
        let options: Vec<std::ffi::CString> = options
            .iter()
            .map(|option| std::ffi::CString::new(*option).unwrap_or_default())
            .collect();
        let pointers: Vec<*const std::ffi::c_char> = options.iter().map(|o| o.as_ptr()).collect();
        let status =
            unsafe { nvPTXCompilerCompile(self.0, pointers.len() as i32, pointers.as_ptr()) };
        match status {
            NVPTXCOMPILE_SUCCESS => Ok(()),
            failed => Err((failed, self.log(true))),
        }
    }

    /// The error log (`errors`) or the info log, or why there is none.
    fn log(&self, errors: bool) -> String {
        let mut size = 0;
        let sized = unsafe {
            if errors {
                nvPTXCompilerGetErrorLogSize(self.0, &mut size)
            } else {
                nvPTXCompilerGetInfoLogSize(self.0, &mut size)
            }
        };
        if sized != NVPTXCOMPILE_SUCCESS {
            return "(no log)".into();
        }
        let mut log = vec![0u8; size + 1];
        let read = unsafe {
            if errors {
                nvPTXCompilerGetErrorLog(self.0, log.as_mut_ptr().cast())
            } else {
                nvPTXCompilerGetInfoLog(self.0, log.as_mut_ptr().cast())
            }
        };
        if read != NVPTXCOMPILE_SUCCESS {
            return "(no log)".into();
        }
        String::from_utf8_lossy(log.split(|&byte| byte == 0).next().unwrap_or_default())
            .trim()
            .to_owned()
    }

    /// The compiled program (a cubin; the PTX comes from NVRTC).
    #[cfg(feature = "nvrtc")]
    fn cubin(&self) -> Result<Vec<u8>, Failed> {
        let mut size = 0;
        call!(nvPTXCompilerGetCompiledProgramSize(self.0, &mut size))?;
        let mut cubin = vec![0u8; size];
        call!(nvPTXCompilerGetCompiledProgram(
            self.0,
            cubin.as_mut_ptr().cast()
        ))?;
        Ok(cubin)
    }
}

#[cfg(feature = "nvptxcompiler")]
impl Drop for Compiler {
    fn drop(&mut self) {
        unsafe { nvPTXCompilerDestroy(&mut self.0) };
    }
}

/// The transform kernel's PTX from NVRTC for `compute_XY`, compiled by
/// nvPTXCompiler for `sm_XY`: the cubin, and the compiler's info log.
#[cfg(all(feature = "nvptxcompiler", feature = "nvrtc"))]
fn transform_cubin(sm: &str) -> Result<(Vec<u8>, String), Failed> {
    let compute = sm.replace("sm_", "compute_");
    let program = crate::kernels::compile(
        crate::kernels::SOURCE,
        &[&format!("--gpu-architecture={compute}")],
    )
    .map_err(|(status, log)| format!("NVRTC returned {}: {log}", status.0))?;
    let ptx = program.ptx()?;
    let compiler = Compiler::new(&ptx)?;
    compiler
        .compile(&[&format!("--gpu-name={sm}"), "--verbose"])
        .map_err(|(status, log)| {
            format!("nvPTXCompilerCompile for {sm} returned {status:?}: {log}")
        })?;
    Ok((compiler.cubin()?, compiler.log(false)))
}

/// An ELF file for the CUDA machine (`e_machine` 190, EM_CUDA).
#[cfg(all(feature = "nvptxcompiler", feature = "nvrtc"))]
fn is_cuda_elf(image: &[u8]) -> bool {
    image.starts_with(b"\x7fELF") && image.get(18..20) == Some(&190u16.to_le_bytes()[..])
}

#[cfg(all(feature = "nvptxcompiler", feature = "nvrtc"))]
fn compiles_ptx_to_cubin() -> TestResult {
    let (cubin, log) = transform_cubin("sm_90")?;
    println!("cubin for sm_90: {} bytes; info log: {log}", cubin.len());
    ensure(is_cuda_elf(&cubin), || {
        format!(
            "the {} bytes are no ELF file for the CUDA machine",
            cubin.len()
        )
    })?;
    // --verbose: ptxas's report on the kernel it compiled.
    ensure(log.contains("transform") && log.contains("sm_90"), || {
        format!("the info log does not name the kernel and sm_90: {log}")
    })
}

#[cfg(feature = "nvptxcompiler")]
fn refuses_bad_ptx() -> TestResult {
    let ptx = b".version 8.0\n.target sm_90\n.address_size 64\n\
                .visible .entry broken()\n{\n\tnot_an_instruction %r1;\n}\n";
    let compiler = Compiler::new(ptx)?;
    let Err((status, log)) = compiler.compile(&["--gpu-name=sm_90"]) else {
        return Err("nvPTXCompiler compiled PTX that does not assemble".into());
    };
    println!("PTX that does not assemble: {status:?}; error log: {log}");
    ensure(status == NVPTXCOMPILE_ERROR_COMPILATION_FAILURE, || {
        format!("bad PTX was refused with {status:?}, not a compilation failure")
    })?;
    ensure(log.contains("not_an_instruction"), || {
        format!("the error log does not name the bad instruction: {log}")
    })
}

/// The cubin compiled for this GPU's architecture, run over 1 MiB of random
/// bytes, each checked against the host (kernels.rs's launch and check).
#[cfg(all(feature = "nvptxcompiler", feature = "nvrtc"))]
fn cubin_from_ptx_compiler_runs(gpu: &Gpu) -> TestResult {
    call!(cuCtxSetCurrent(gpu.context))?;
    let sm = crate::kernels::architecture(gpu)?;
    let (cubin, _) = transform_cubin(&sm)?;
    println!("cubin for {sm} from nvPTXCompiler: {} bytes", cubin.len());
    crate::kernels::run_image_and_check(&cubin, "the cubin from nvPTXCompiler")
}
