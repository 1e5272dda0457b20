//! What dependent crates and this crate's own tests learn about the build.

use crate::accessors::Accessors;
use crate::aliases::Aliases;
use crate::bindings::Bindings;
use crate::doc_comments::DocCounts;
use crate::env::BuildEnv;
use crate::error::BuildError;
use crate::facts::Cfg;
use crate::link::Libraries;
use crate::locate::Toolkit;
use crate::macro_constants::MacroConstants;
use crate::preprocess::Headers;
use crate::stopwatch::Stopwatch;
use crate::wrappers::Wrappers;
use std::path::Path;

pub fn emit(
    env: &BuildEnv,
    toolkit: &Toolkit,
    headers: &Headers,
    libraries: &Libraries,
    cfgs: &[Cfg],
    entry_points: &[(&'static str, String)],
) -> Result<(), BuildError> {
    // CUDA 12's wheels split the headers over two folders, so `include` is a
    // path list (split it with std::env::split_paths).
    let include_dirs = match std::env::join_paths(&toolkit.include_dirs) {
        Ok(joined) => joined.to_string_lossy().into_owned(),
        Err(error) => {
            env.warn(format!(
                "the include folders cannot be passed on as a path list ({error}): \
                 DEP_CUDA_RAW_SYS_INCLUDE names the first only"
            ));
            toolkit.include_dirs[0].display().to_string()
        }
    };
    // Read by dependents as DEP_CUDA_RAW_SYS_<KEY>.
    println!("cargo:root={}", toolkit.root.display());
    println!("cargo:include={include_dirs}");
    let cudart_dir = &libraries.cudart_dir;
    println!("cargo:lib={}", cudart_dir.display());
    // The libcuda file found for linking (the driver's, else the toolkit's
    // stub); empty when a dynamic-loading build found none.
    let libcuda = libraries.libcuda.as_deref().map(Path::display);
    println!(
        "cargo:libcuda={}",
        libcuda.map(|file| file.to_string()).unwrap_or_default()
    );
    println!("cargo:cuda_version={}", toolkit.cuda_version);
    println!("cargo:cudart_version={}", toolkit.cudart_version);
    // Windows: the folder of cudart64_<major>.dll, for programs to load it from.
    if let Some(dll_dir) = &toolkit.dll_dir {
        println!("cargo:bin={}", dll_dir.display());
    }
    // Macros that change what the CUDA headers declare, as the bindings were
    // generated (per-thread-default-stream); C compiled against the same
    // headers must define them too. wrapper.h's own switches stay private.
    let defines: Vec<&str> = headers
        .macros
        .iter()
        .map(String::as_str)
        .filter(|name| !name.starts_with("CUDA_RAW_SYS_"))
        .collect();
    println!("cargo:defines={}", defines.join(","));
    // For this repository's test-support crate (systest/), which checks the
    // bindings against the C compiler: what it must read them with.
    println!(
        "cargo:bindings={}",
        env.out_dir.join("bindings.rs").display()
    );
    println!("cargo:bindings_source=generated");
    println!("cargo:wrapper={}", headers.wrapper.display());
    println!("cargo:wrapper_defines={}", headers.macros.join(","));

    // For this crate's examples and tests.
    println!("cargo:rustc-env=CUDA_RAW_SYS_INCLUDE_DIRS={include_dirs}");
    println!("cargo:rustc-env=CUDA_RAW_SYS_FOUND_BY={}", toolkit.found_by);
    let cudart_link = if env.dynamic_loading {
        "dynamic-loading"
    } else if env.static_cudart {
        "static"
    } else {
        "dynamic"
    };
    // Dependents that compile C calling CUDA must link libcuda (and
    // libcudart) themselves when this is dynamic-loading.
    println!("cargo:link={cudart_link}");
    println!("cargo:rustc-env=CUDA_RAW_SYS_CUDART_LINK={cudart_link}");
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDART_DIR={}",
        cudart_dir.display()
    );
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDA_VERSION={}",
        toolkit.cuda_version
    );
    println!(
        "cargo:rustc-env=CUDA_RAW_SYS_CUDART_VERSION={}",
        toolkit.cudart_version
    );
    // Which entry point each C name is, and the older ones bound
    // (older_entry_points::metadata; none where bindgen's output stands alone).
    for (key, value) in entry_points {
        println!("cargo:{key}={value}");
    }
    emit_cfgs(cfgs);
    Ok(())
}

/// Each cfg is declared for `check-cfg`, set for this crate when it holds, and
/// published to dependents: DEP_CUDA_RAW_SYS_CFGS lists those that hold,
/// DEP_CUDA_RAW_SYS_KNOWN_CFGS all of them (for their own `check-cfg`).
pub fn emit_cfgs(cfgs: &[Cfg]) {
    let mut holding = Vec::new();
    for cfg in cfgs {
        println!("cargo:rustc-check-cfg=cfg({})", cfg.name);
        if cfg.holds {
            println!("cargo:rustc-cfg={}", cfg.name);
            holding.push(cfg.name);
        }
    }
    println!(
        "cargo:rustc-check-cfg=cfg({})",
        crate::prebuilt::DOCS_ONLY_CFG
    );
    let known: Vec<&str> = cfgs.iter().map(|cfg| cfg.name).collect();
    println!("cargo:cfgs={}", holding.join(","));
    println!("cargo:known_cfgs={}", known.join(","));
}

/// The build's counts: one line each in the build log (`cargo build -vv`),
/// and `OUT_DIR/summary.tsv` (`name<TAB>value` lines) for scripts.
#[derive(Default)]
pub struct Summary(Vec<(&'static str, String)>);

impl Summary {
    pub fn new(
        bindings: &Bindings,
        aliases: &Aliases,
        macro_constants: &MacroConstants,
        docs: &DocCounts,
        accessors: &Accessors,
    ) -> Self {
        let pfn = |name: &&String| name.starts_with("PFN_");
        let mut summary = Summary(Vec::new());
        summary.add("functions", bindings.index.functions.len());
        summary.add("c_macro_names", aliases.names.len());
        summary.add(
            "pfn_types",
            bindings.index.aliases.keys().filter(pfn).count(),
        );
        summary.add("pfn_macro_names", aliases.names.keys().filter(pfn).count());
        summary.add("doc_comments", docs.comments);
        summary.add("raw_doxygen_commands", docs.raw_commands.len());
        summary.add("doc_comments_kept_verbatim", docs.kept_verbatim.len());
        summary.add("macros_bindgen_drops", macro_constants.dropped());
        summary.add("macros_emitted", macro_constants.added.len());
        summary.add("macros_left_out", macro_constants.left_out.len());
        summary.add("field_accessors", accessors.count);
        summary.add("fields_without_accessors", accessors.left_out.len());
        summary
    }

    pub fn add(&mut self, name: &'static str, value: impl ToString) {
        self.0.push((name, value.to_string()));
    }

    /// Writes the counts, with the dynamic-loading wrappers' and the build
    /// script's own time.
    pub fn write(
        mut self,
        env: &BuildEnv,
        wrapped: Option<&Wrappers>,
        clock: &Stopwatch,
    ) -> Result<(), BuildError> {
        if let Some(wrapped) = wrapped {
            self.add("driver_wrappers", wrapped.driver);
            self.add("runtime_wrappers", wrapped.runtime);
            if wrapped.libraries > 0 {
                self.add("library_wrappers", wrapped.libraries);
            }
        }
        self.add("seconds_total", format!("{:.3}", clock.total()));
        self.add(
            "seconds_after_bindgen",
            format!("{:.3}", clock.since("bindgen")),
        );
        self.save(env)
    }

    /// Writes the counts as they are.
    pub fn save(self, env: &BuildEnv) -> Result<(), BuildError> {
        let mut text = String::new();
        for (name, value) in &self.0 {
            env.log(format_args!("{name} {value}"));
            text.push_str(&format!("{name}\t{value}\n"));
        }
        let path = env.out_dir.join("summary.tsv");
        std::fs::write(&path, text).map_err(|error| BuildError::write_failed(&path, error))
    }
}

/// What the build left out of the bindings, and why: `OUT_DIR/left_out.tsv`,
/// `kind<TAB>name<TAB>reason` lines, for scripts (the build log says the
/// same in prose). With headers newer than any tested, this is where what
/// the build did not understand shows.
#[derive(Default)]
pub struct LeftOut(Vec<(&'static str, String, String)>);

impl LeftOut {
    /// What each step left out.
    pub fn gather(
        macro_constants: &MacroConstants,
        aliases: &Aliases,
        docs: &DocCounts,
        accessors: &Accessors,
        wrapped: Option<&Wrappers>,
    ) -> Self {
        let mut left_out = LeftOut::default();
        for (name, why) in &macro_constants.left_out {
            left_out.add("macro", name, why);
        }
        for name in &aliases.function_like {
            left_out.add(
                "macro",
                name,
                "function-like: call the function it expands to",
            );
        }
        for command in &docs.raw_commands {
            left_out.add(
                "doxygen",
                command,
                "a command the converter does not know, left as text",
            );
        }
        for why in &docs.kept_verbatim {
            left_out.add("doc comment", "", format!("kept verbatim: {why}"));
        }
        for (field, why) in &accessors.left_out {
            left_out.add("accessor", field, why);
        }
        for (name, why) in wrapped.iter().flat_map(|wrapped| &wrapped.left_as_declared) {
            left_out.add("wrapper", name, why);
        }
        left_out
    }

    fn add(&mut self, kind: &'static str, name: impl Into<String>, reason: impl Into<String>) {
        self.0.push((kind, name.into(), reason.into()));
    }

    pub fn write(&self, env: &BuildEnv) -> Result<(), BuildError> {
        let mut text = String::new();
        for (kind, name, reason) in &self.0 {
            let reason = reason.replace(['\t', '\n'], " ");
            text.push_str(&format!("{kind}\t{name}\t{reason}\n"));
        }
        let path = env.out_dir.join("left_out.tsv");
        std::fs::write(&path, text).map_err(|error| BuildError::write_failed(&path, error))
    }
}
