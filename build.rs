//! Build script: locate the CUDA toolkit, generate the bindings from its
//! headers, emit the link lines, and publish metadata for dependent crates.
//! Every expected failure comes back as a `BuildError` that `main` prints once.

#[path = "build/aliases.rs"]
mod aliases;
#[path = "build/env.rs"]
mod env;
#[path = "build/error.rs"]
mod error;
#[path = "build/generate.rs"]
mod generate;
#[path = "build/link.rs"]
mod link;
#[path = "build/locate.rs"]
mod locate;
#[path = "build/metadata.rs"]
mod metadata;

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
    let toolkit = locate::toolkit(env)?;
    let generated = generate::bindings(env, &toolkit)?;
    let cudart_dir = link::emit(env, &toolkit)?;
    metadata::emit(&toolkit, &cudart_dir, &generated);
    Ok(())
}
