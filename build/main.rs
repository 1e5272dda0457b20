//! Build script: locate the CUDA toolkit, generate the bindings from its
//! headers, emit the link lines, and publish metadata for dependent crates.
//! Every expected failure comes back as a `BuildError` that `main` prints once.

mod abi;
mod aliases;
mod docs;
mod doxygen;
mod elf;
mod env;
mod error;
mod facts;
mod generate;
mod libclang;
mod link;
mod locate;
mod macro_constants;
mod metadata;
mod preprocess;
mod snapshot;
mod wheels;
mod wrappers;

use env::BuildEnv;
use error::BuildError;

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
    let mut bindings = generate::bindings(env, &toolkit)?;
    clock.lap("bindgen");
    let aliases = aliases::find(env, &toolkit, &bindings, &macro_table)?;
    let macro_constants =
        macro_constants::evaluate(env, &toolkit, &macro_table, &bindings, &aliases)?;
    macro_constants.apply(&mut bindings.syntax);
    clock.lap("aliases and constants");
    let doc_counts = docs::convert(&mut bindings, &aliases);
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
