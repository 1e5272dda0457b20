//! What a build of cuda-raw-sys on this machine would find, asked without
//! building it: the build script's own search (locate.rs), so that
//! scripts/quickstart.sh can say what it found, or what it will fetch,
//! before anything fails. One `key<TAB>value` line each:
//!
//! ```text
//! status    found | missing
//! version   13.0                    (found)
//! root      /usr/local/cuda-13.0    (found)
//! found_by  CUDA_PATH               (found)
//! what      no CUDA headers ...     (missing: the build's error)
//! fix       set CUDA_PATH ...       (missing)
//! probe     <source> <TAB> <path> <TAB> <what was there>   (missing, one per place)
//! variable  <NAME>                  (every variable the search read)
//! ```
//!
//! Exit status 0 when found, 3 when not.

use cuda_raw_sys_build::env::BuildEnv;
use cuda_raw_sys_build::locate;
use cuda_raw_sys_build::version::dotted;
use std::process::ExitCode;

fn main() -> ExitCode {
    let env = BuildEnv::for_host(std::env::temp_dir());
    let found = locate::toolkit(&env);
    let status = match &found {
        Ok(toolkit) => {
            println!("status\tfound");
            println!("version\t{}", dotted(toolkit.cuda_version));
            println!("root\t{}", toolkit.root.display());
            println!("found_by\t{}", toolkit.found_by);
            ExitCode::SUCCESS
        }
        Err(error) => {
            println!("status\tmissing");
            println!("what\t{}", one_line(&error.what));
            println!("fix\t{}", one_line(&error.fix));
            for probe in &error.probed {
                let path = probe.path.as_ref().map(|p| p.display().to_string());
                println!(
                    "probe\t{}\t{}\t{}",
                    one_line(&probe.source),
                    path.unwrap_or_default(),
                    one_line(&probe.found)
                );
            }
            ExitCode::from(3)
        }
    };
    for (name, _) in env.seen() {
        println!("variable\t{name}");
    }
    status
}

fn one_line(text: &str) -> String {
    text.replace(['\t', '\n'], " ")
}
