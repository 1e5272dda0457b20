//! Build script: locate the CUDA toolkit, generate the bindings from its
//! headers, emit the link lines, and publish metadata for dependent crates.
//! Every expected failure comes back as a `BuildError` that `main` prints once.
//! Only the bindgen run is here; each other step is a module of the
//! cuda-raw-sys-build crate (build/), which cargo compiles beside bindgen.

use bindgen::{EnumVariation, Formatter, RustTarget};
use cuda_raw_sys_build::bindings::Bindings;
use cuda_raw_sys_build::env::BuildEnv;
use cuda_raw_sys_build::error::{BuildError, Probe, INSTALL_TOOLKIT};
use cuda_raw_sys_build::locate::{dotted, Toolkit};
use cuda_raw_sys_build::{
    abi, aliases, docs, facts, libclang, link, locate, macro_constants, metadata, preprocess,
    snapshot, wrappers,
};

/// Pinned, so the generated code does not change with the bindgen release
/// (`offset_of!` in layout checks needs 1.77, the crate's MSRV).
const BINDINGS_RUST_TARGET: (u64, u64) = (77, 0);

fn main() {
    let env = BuildEnv::from_cargo();
    if let Err(error) = run(&env) {
        eprintln!("{}", error.report(&env));
        std::process::exit(1);
    }
}

fn run(env: &BuildEnv) -> Result<(), BuildError> {
    if let Some((variable, value)) = &env.invalid_setting {
        return Err(BuildError::invalid_setting(variable, value));
    }
    if env.docs_rs {
        return document_from_snapshot(env);
    }
    let mut clock = Stopwatch::start();
    let toolkit = locate::toolkit(env)?;
    let macro_table = preprocess::macro_definitions(env, &toolkit)?;
    clock.lap("locate and macro table");
    let mut bindings = generate_bindings(env, &toolkit)?;
    clock.lap("bindgen");
    let aliases = aliases::find(env, &toolkit, &bindings, &macro_table)?;
    let macro_constants =
        macro_constants::evaluate(env, &toolkit, &macro_table, &bindings, &aliases)?;
    macro_constants.apply(&mut bindings.syntax);
    clock.lap("aliases and constants");
    let doc_counts = docs::convert(&mut bindings, &aliases, env.jobs);
    clock.lap("docs");
    let libraries = link::emit(env, &toolkit)?;
    let loading_wrappers = if env.dynamic_loading {
        let folders = wrappers::build_folders(&libraries, toolkit.dll_dir.as_deref());
        let wrapped = wrappers::replace_declarations(&mut bindings.syntax, &folders)?;
        wrapped.write_every_call(env)?;
        Some(wrapped)
    } else {
        None
    };
    bindings.write(env)?;
    aliases.write(env)?;
    clock.lap("write");
    let wrapper = preprocess::wrapper(env, &toolkit)?;
    let abi_counts = abi::write(env, &bindings.syntax, &wrapper)?;
    clock.lap("ABI checks");
    metadata::emit(env, &toolkit, &libraries, &facts::read(&bindings.syntax))?;
    metadata::log_counts(&bindings, &aliases, &abi_counts, loading_wrappers.as_ref());
    macro_constants.log();
    doc_counts.log();
    env.log(clock);
    Ok(())
}

/// Where the build script's time goes, for the build log.
struct Stopwatch {
    start: std::time::Instant,
    last: std::time::Instant,
    laps: Vec<(&'static str, std::time::Duration)>,
}

impl Stopwatch {
    fn start() -> Self {
        let now = std::time::Instant::now();
        Stopwatch {
            start: now,
            last: now,
            laps: Vec::new(),
        }
    }

    fn lap(&mut self, what: &'static str) {
        let now = std::time::Instant::now();
        self.laps.push((what, now - self.last));
        self.last = now;
    }
}

impl std::fmt::Display for Stopwatch {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "build script took {:.2} s:",
            self.start.elapsed().as_secs_f64()
        )?;
        for (what, took) in &self.laps {
            write!(formatter, " {what} {:.2} s;", took.as_secs_f64())?;
        }
        Ok(())
    }
}

/// docs.rs has neither CUDA nor libclang: document the checked-in bindings
/// and link nothing.
fn document_from_snapshot(env: &BuildEnv) -> Result<(), BuildError> {
    let mut bindings = snapshot::install(env)?;
    if env.dynamic_loading {
        let no_folders = wrappers::BuildFolders {
            libcuda: Vec::new(),
            cudart: Vec::new(),
        };
        wrappers::replace_declarations(&mut bindings.syntax, &no_folders)?;
        bindings.write(env)?;
    }
    metadata::emit_cfgs(&facts::read(&bindings.syntax));
    Ok(())
}

/// Runs bindgen over wrapper.h, one pass over both headers so that the driver
/// and the runtime share their types, and parses what it generates; nothing
/// is written yet.
fn generate_bindings(env: &BuildEnv, toolkit: &Toolkit) -> Result<Bindings, BuildError> {
    libclang::load(env)?;
    let wrapper = env.manifest_dir.join("wrapper.h");
    println!("cargo:rerun-if-changed={}", wrapper.display());

    let (minor, patch) = BINDINGS_RUST_TARGET;
    let builder = toolkit
        .include_dirs
        .iter()
        .fold(bindgen::Builder::default(), |builder, dir| {
            builder.clang_arg(format!("-I{}", dir.display()))
        });
    let generated = builder
        .header(wrapper.to_string_lossy())
        .clang_args(env.header_defines())
        .clang_args(preprocess::windows_compiler_args(env))
        .rust_target(RustTarget::stable(minor, patch).expect("a Rust release bindgen knows"))
        // Formatted once the bindings are complete (Bindings::write).
        .formatter(Formatter::None)
        .use_core()
        .ctypes_prefix("::core::ffi")
        .allowlist_function("cu.*")
        .allowlist_type("(cu|CU|PFN_cu).*")
        .allowlist_var("(cu|CU).*")
        // No Rust enums: a newer driver returns values the headers do not list,
        // and a Rust enum holding one is undefined behaviour.
        .default_enum_style(EnumVariation::NewType {
            is_bitfield: true,
            is_global: true,
        })
        .prepend_enum_name(false)
        .must_use_type("cudaError_enum|cudaError")
        .derive_default(true)
        .layout_tests(true)
        .merge_extern_blocks(true)
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .map_err(|error| parse_failure(toolkit, error))?;
    Bindings::parse(&generated.to_string(), &env.out_dir.join("bindings.rs"))
}

fn parse_failure(toolkit: &Toolkit, error: bindgen::BindgenError) -> BuildError {
    let clang_said = error.to_string();
    let first_error = clang_said
        .lines()
        .find(|line| line.contains("error:"))
        .unwrap_or(clang_said.lines().next().unwrap_or_default())
        .trim()
        .to_owned();
    let missing_file = first_error
        .split("fatal error: '")
        .nth(1)
        .and_then(|rest| rest.split('\'').next());
    let fix = match missing_file {
        Some(file) => format!(
            "set CUDA_PATH to a complete CUDA toolkit: the headers include {file}, which none of the include folders holds"
        ),
        None => "set CUDA_PATH to a complete, unmodified CUDA toolkit".into(),
    };
    BuildError {
        what: format!(
            "bindgen could not parse the CUDA {} headers: {first_error}",
            dotted(toolkit.cuda_version)
        ),
        fix,
        probed: toolkit
            .include_dirs
            .iter()
            .map(|dir| Probe::new("include folder", Some(dir.clone()), "passed to clang"))
            .collect(),
        detail: Some(format!("clang said:\n{clang_said}")),
        install: INSTALL_TOOLKIT,
    }
}
