//! Build script: locate the CUDA toolkit, generate the bindings from its
//! headers, emit the link lines, and publish metadata for dependent crates.
//! Every expected failure comes back as a `BuildError` that `main` prints once.
//! Only the bindgen run is here; each other step is a module of the
//! cuda-raw-sys-build crate (build/), which cargo compiles beside bindgen.
//! With the `generate` feature off (a default feature), bindgen is not
//! compiled and the build crate is only its snapshot copy
//! (`cuda_raw_sys_build::prebuilt`): the committed snapshot, with
//! dynamic-loading.

use cuda_raw_sys_build::prebuilt::{HeaderOnly, Refusal};

fn main() {
    #[cfg(feature = "generate")]
    generating::main();
    #[cfg(not(feature = "generate"))]
    {
        let header_only = cuda_raw_sys_build::prebuilt::main_without_generator();
        if let Err(refusal) = compile_header_only(&header_only) {
            cuda_raw_sys_build::prebuilt::fail(&refusal);
        }
    }
}

/// A build from the snapshot compiles a header-only library's functions
/// (NVTX's) from the headers the crate's package carries, with `cc`, which
/// such a library's feature turns on.
fn compile_header_only(units: &[HeaderOnly]) -> Result<(), Refusal> {
    #[cfg(feature = "cc")]
    for unit in units {
        cc::Build::new()
            .file(&unit.source)
            .include(&unit.include_dir)
            .warnings(false)
            .try_compile(&unit.name)
            .map_err(|error| Refusal {
                what: format!(
                    "compiling {} from the headers in {} failed: {error}",
                    unit.source.display(),
                    unit.include_dir.display()
                ),
                fix: "check the C compiler the `cc` crate uses (CC), or turn the feature off"
                    .to_owned(),
            })?;
    }
    #[cfg(not(feature = "cc"))]
    if let Some(unit) = units.first() {
        return Err(Refusal {
            what: format!("{} is to be compiled, and the `cc` crate is off", unit.name),
            fix: "turn on the library's feature, which turns on `cc`".to_owned(),
        });
    }
    Ok(())
}

#[cfg(feature = "generate")]
mod generating {
    use bindgen::{EnumVariation, Formatter, RustTarget};
    use cuda_raw_sys_build::bindings::Bindings;
    use cuda_raw_sys_build::env::BuildEnv;
    use cuda_raw_sys_build::error::BuildError;
    use cuda_raw_sys_build::libraries::DeclaredIn;
    use cuda_raw_sys_build::metadata::{LeftOut, Summary};
    use cuda_raw_sys_build::preprocess::Headers;
    use cuda_raw_sys_build::snapshot::Source;
    use cuda_raw_sys_build::stopwatch::Stopwatch;
    use cuda_raw_sys_build::version::dotted;
    use cuda_raw_sys_build::{
        accessors, aliases, doc_comments, error, facts, libclang, libraries, link, locate,
        macro_constants, metadata, newtypes, old_driver, prebuilt, reach, releases, snapshot,
        variables, wrappers,
    };

    /// Pinned, so the generated code does not change with the bindgen release
    /// (`offset_of!` in layout checks needs 1.77, the crate's MSRV).
    const BINDINGS_RUST_TARGET: (u64, u64) = (77, 0);

    pub fn main() {
        error::run_build_script(run);
    }

    fn run(env: &BuildEnv) -> Result<(), BuildError> {
        if let Some((variable, value)) = &env.invalid_setting {
            return Err(BuildError::invalid_setting(variable, value));
        }
        if env.docs_rs {
            return build_from_snapshot(env, "DOCS_RS is set", None);
        }
        let source = snapshot::source(env)?;
        if source == Source::Snapshot {
            let reason = format!("{}=snapshot", snapshot::SOURCE_VARIABLE);
            return build_from_snapshot(env, &reason, None);
        }
        // Without headers (or libclang), a dynamic-loading build that did not
        // ask to generate, nor name a toolkit, uses the snapshot; every other
        // build stops.
        let falls_back = source == Source::Either && env.dynamic_loading;
        let mut clock = Stopwatch::start();
        let mut toolkit = match locate::toolkit(env) {
            Err(error) if falls_back && !locate::explicitly_named(env) => {
                return build_from_snapshot(env, "no CUDA headers were found", Some(error))
            }
            found => found?,
        };
        // NVML's library is found where the driver's is.
        let libcuda = (libraries::enabled(env)
            .iter()
            .any(|library| library.with_driver))
        .then(|| link::libcuda(env, &toolkit).ok())
        .flatten();
        let further = libraries::find(env, &mut toolkit, libcuda.as_deref())?;
        libraries::compile_header_only(env, &toolkit.include_dirs, &further)?;
        let headers = Headers::new(env, &toolkit.include_dirs);
        let macro_table = headers.macro_definitions()?;
        match libclang::load(env) {
            Err(error) if falls_back => {
                return build_from_snapshot(env, "libclang could not be loaded", Some(error))
            }
            loaded => loaded?,
        }
        clock.lap("locate and macro table");
        let generated = generate(env, toolkit.cuda_version, &headers, &macro_table);
        // Only locating the toolkit and bindgen itself stop a build; every later
        // step that meets a shape it does not know warns and does without.
        let (text, mut declared_in) = generated.bindings?;
        let mut bindings = match Bindings::parse(&text, &env.out_dir.join("bindings.rs")) {
            Ok(bindings) => bindings,
            Err(error) => return write_unparsed(env, &toolkit, &headers, &text, error),
        };
        let macros_read = generated.macro_answers.is_ok();
        let (expansions, evaluated) = generated.macro_answers.unwrap_or_else(|error| {
            env.warn(format!(
                "the headers' macros could not be read ({}): no C macro names, no \
             retyped constants and no older entry points this build",
                error.what
            ));
            Default::default()
        });
        clock.lap("bindgen");
        let older = match macros_read {
            true => bind_older_entry_points(env, &headers, &mut bindings, &expansions),
            false => Default::default(),
        };
        clock.lap("older entry points");
        let mut aliases = aliases::find(&expansions, &bindings.index);
        for found in &further {
            let header = found.include_dir.join(found.library.header);
            if let Ok(text) = std::fs::read_to_string(&header) {
                aliases.add_forwarders(&text, &bindings.index);
            }
        }
        let macro_constants =
            macro_constants::compare(evaluated, &headers, &macro_table, &bindings.index, &aliases);
        macro_constants.apply(&mut bindings);
        declared_in.extend(macro_constants.declared_in());
        declared_in.retain(|name, _| !macro_constants.is_left_out_variable(name));
        let newtypes = newtypes::dress(&mut bindings);
        clock.lap("aliases and constants");
        let doc_counts = doc_comments::convert(&mut bindings, &aliases, generated.early_docs);
        let releases = releases::Releases::shipped();
        let annotated = releases::annotate(&mut bindings.syntax, &releases, &older);
        clock.lap("docs");
        let cfgs = facts::cfgs(&bindings.index);
        let accessors = accessors::generate(&bindings.index);
        let libraries = link::emit(env, &toolkit)?;
        libraries::emit_links(env, &further)?;
        let mut summary = Summary::new(
            &bindings,
            &aliases,
            &macro_constants,
            &doc_counts,
            &accessors,
        );
        newtypes.summarize(&mut summary);
        summary.add("items_with_releases", annotated);
        // A driver older than the headers lacks some of their functions: say so
        // before the linker does (dynamic-loading returns a code instead).
        if let (false, Some(libcuda)) = (env.dynamic_loading, &libraries.libcuda) {
            if let Some(missing) = old_driver::check(&bindings.index, libcuda) {
                let version = dotted(toolkit.cuda_version);
                missing.report(env, libcuda, &aliases, &version, &releases);
                summary.add("libcuda_missing", missing.functions.len());
            }
        }
        // Read before the wrappers replace the declarations: the same in both modes.
        let mut graph = reach::Graph::read(&mut bindings.syntax);
        graph.add_macro_aliases(aliases.all());
        let enabled: Vec<_> = further.iter().map(|found| found.library).collect();
        let names = bindings
            .index
            .names
            .iter()
            .cloned()
            .chain(aliases.all().map(|(name, _)| name.clone()));
        let owned = libraries::own_items(enabled.iter().copied(), names, &graph, &declared_in);
        // The further libraries' items: since which of their releases CI pins.
        let library_releases = releases::LibraryReleases::shipped();
        let annotated_libraries =
            releases::annotate_libraries(&mut bindings.syntax, &library_releases, &owned);
        summary.add("library_items_with_releases", annotated_libraries);
        let library_items = releases::library_items(
            &further,
            &dotted(toolkit.cuda_version),
            &owned,
            &bindings.index,
        );
        let library_items_path = env.out_dir.join("library_items.tsv");
        std::fs::write(&library_items_path, library_items)
            .map_err(|error| BuildError::write_failed(&library_items_path, error))?;
        // scripts/snapshots.sh: this build is to be the snapshot of its headers.
        let snapshot_folder = snapshot::to_write(env);
        if snapshot_folder.is_some() && !env.dynamic_loading {
            return Err(BuildError::new(
                format!(
                    "{} is set without dynamic-loading",
                    snapshot::WRITE_VARIABLE
                ),
                "turn on the dynamic-loading feature: a snapshot loads its libraries",
            ));
        }
        let wrapped = if env.dynamic_loading {
            let (folders, snapshot_version) = match snapshot_folder {
                Some(_) => {
                    let folders =
                        snapshot::folders(&enabled, &bindings.index, toolkit.cuda_version);
                    (folders, Some(dotted(toolkit.cuda_version)))
                }
                None => {
                    let folders =
                        wrappers::build_folders(&libraries, toolkit.dll_dir.as_deref(), &further);
                    (folders, None)
                }
            };
            let wrapped = wrappers::replace_declarations(&mut bindings.syntax, &folders);
            let driver_and_runtime = bindings
                .index
                .functions
                .iter()
                .filter(|name| libraries::library_of(name).is_none())
                .map(|name| (name, &releases));
            let declared: std::collections::BTreeSet<&String> =
                bindings.index.functions.iter().collect();
            let further_functions = owned.iter().flat_map(|(feature, names)| {
                let table = library_releases.of(feature);
                names
                    .iter()
                    .filter(|name| declared.contains(name))
                    .filter_map(move |name| Some((name, table?)))
            });
            let functions = driver_and_runtime.chain(further_functions);
            bindings
                .syntax
                .items
                .push(releases::loader_table(functions));
            wrapped.warn(env);
            wrappers::write_loader_libraries(env, snapshot_version.as_deref())?;
            Some(wrapped)
        } else {
            variables::link_all(&mut bindings.syntax);
            None
        };
        bindings.write(env)?;
        aliases.write(env, &releases)?;
        accessors.write(env)?;
        let modules = libraries::module_items(&owned, &graph);
        let modules_path = env.out_dir.join("modules.rs");
        std::fs::write(&modules_path, libraries::modules(&modules))
            .map_err(|error| BuildError::write_failed(&modules_path, error))?;
        let entry_points =
            cuda_raw_sys_build::older_entry_points::metadata(&aliases, &bindings.index, &older);
        if let Some(folder) = snapshot_folder {
            let gates = snapshot::Gates::compute(&graph, &declared_in, &enabled, &modules);
            let replaced = snapshot::replaced(env, &enabled)?;
            snapshot::write(
                env,
                &folder,
                &gates,
                &replaced,
                &snapshot_facts(&bindings.index, &cfgs, &entry_points, &enabled),
            )?;
        }
        metadata::emit(env, &toolkit, &headers, &libraries, &cfgs, &entry_points)?;
        libraries::emit_metadata(&further);
        clock.lap("write");
        macro_constants.log(env);
        doc_counts.log(env);
        let left_out = LeftOut::gather(
            &macro_constants,
            &aliases,
            &doc_counts,
            &accessors,
            wrapped.as_ref(),
        );
        left_out.write(env)?;
        summary.write(env, wrapped.as_ref(), &clock)?;
        env.log(clock);
        Ok(())
    }

    /// bindgen's output does not parse as Rust (a bindgen newer than this crate
    /// knows, say): it is written as bindgen made it, without the steps that
    /// read it (converted docs, C macro names, accessors, cfgs), and the build
    /// goes on with a warning. Runtime loading needs the parsed declarations, so
    /// with dynamic-loading this is an error.
    fn write_unparsed(
        env: &BuildEnv,
        toolkit: &locate::Toolkit,
        headers: &Headers,
        text: &str,
        error: BuildError,
    ) -> Result<(), BuildError> {
        if env.dynamic_loading {
            return Err(error);
        }
        env.warn(format!(
            "{}; the bindings are written as bindgen made them, without converted docs, \
         C macro names, field accessors or header cfgs",
            error.what
        ));
        let write = |file: &str, text: &str| {
            let path = env.out_dir.join(file);
            std::fs::write(&path, text).map_err(|error| BuildError::write_failed(&path, error))
        };
        write("bindings.rs", text)?;
        write("aliases.rs", "")?;
        write("accessors.rs", "")?;
        write("modules.rs", "")?;
        write("layout.rs", "")?;
        let libraries = link::emit(env, toolkit)?;
        let cfgs = facts::cfgs(&Default::default());
        metadata::emit(env, toolkit, headers, &libraries, &cfgs, &[])
    }

    /// What bindgen generated, what the headers' macros are, and the comments
    /// converted on the way.
    struct Generated {
        bindings: Result<(String, DeclaredIn), BuildError>,
        macro_answers: Result<(aliases::Expansions, macro_constants::Evaluated), BuildError>,
        early_docs: Option<doc_comments::EarlyConversion>,
    }

    /// Runs bindgen, and asks about the headers' macros. Neither needs the
    /// other, and bindgen hands over the comments before it is done: when cargo
    /// allows more than one job, the macros and the comments are done on other
    /// threads while bindgen runs on this one.
    fn generate(
        env: &BuildEnv,
        cuda_version: u32,
        headers: &Headers,
        macro_table: &str,
    ) -> Generated {
        if env.jobs <= 1 {
            return Generated {
                bindings: generate_bindings(cuda_version, headers, None),
                macro_answers: ask_about_macros(&env.target, &env.out_dir, headers, macro_table),
                early_docs: None,
            };
        }
        let early_docs = doc_comments::EarlyConversion::start();
        std::thread::scope(|scope| {
            let libclang = libclang::Loaded::here();
            let (target, out_dir) = (&env.target, &env.out_dir);
            let macro_answers = scope.spawn(|| {
                libclang.use_here();
                ask_about_macros(target, out_dir, headers, macro_table)
            });
            let bindings = generate_bindings(cuda_version, headers, Some(&early_docs));
            let macro_answers = macro_answers
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            Generated {
                bindings,
                macro_answers,
                early_docs: Some(early_docs),
            }
        })
    }

    /// What every object-like CUDA macro expands to, and what clang says its C
    /// type and value are.
    /// (`BuildEnv` stays on the main thread: it records what it reads.)
    fn ask_about_macros(
        target: &str,
        out_dir: &std::path::Path,
        headers: &Headers,
        macro_table: &str,
    ) -> Result<(aliases::Expansions, macro_constants::Evaluated), BuildError> {
        let expansions = aliases::expand(headers, out_dir, macro_table)?;
        let evaluated = macro_constants::clang_evaluate(headers, target, macro_table)?;
        Ok((expansions, evaluated))
    }

    /// A build with no headers to generate from: the committed snapshot of the
    /// major `CUDA_RAW_SYS_SNAPSHOT_MAJOR` picks, copied (prebuilt.rs), loaded
    /// at run time; or why it cannot be, with what was looked at for headers.
    fn build_from_snapshot(
        env: &BuildEnv,
        reason: &str,
        cause: Option<BuildError>,
    ) -> Result<(), BuildError> {
        let manifest_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let installed = prebuilt::install(manifest_dir, &env.out_dir, reason)
            .and_then(|header_only| super::compile_header_only(&header_only));
        installed.map_err(|refusal| {
            let mut error = BuildError::new(refusal.what, refusal.fix);
            if let Some(cause) = cause {
                error.probed = cause.probed;
                error.detail = cause.detail;
                error.install = cause.install;
            }
            error
        })
    }

    /// What a snapshot's build publishes (prebuilt.rs reads it).
    fn snapshot_facts(
        index: &cuda_raw_sys_build::bindings::Index,
        cfgs: &[facts::Cfg],
        entry_points: &[(&str, String)],
        libraries: &[&cuda_raw_sys_build::library_table::Library],
    ) -> String {
        let constant = |name: &str| {
            index
                .constant(name)
                .and_then(|constant| constant.value)
                .unwrap_or_default()
        };
        let names = |all: bool| {
            cfgs.iter()
                .filter(|cfg| all || cfg.holds)
                .map(|cfg| cfg.name)
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut facts = format!(
            "cuda_version\t{}\ncudart_version\t{}\ncfgs\t{}\nknown_cfgs\t{}\n",
            constant("CUDA_VERSION"),
            constant("CUDART_VERSION"),
            names(false),
            names(true)
        );
        for (key, value) in entry_points {
            facts.push_str(&format!("{key}\t{value}\n"));
        }
        // The features whose libraries the snapshot binds (prebuilt.rs refuses others).
        let features: Vec<&str> = libraries.iter().map(|library| library.feature).collect();
        facts.push_str(&format!("library_features\t{}\n", features.join(",")));
        facts
    }

    /// Runs bindgen over wrapper.h, one pass over both headers so that the driver
    /// and the runtime share their types; returns the generated text, and the
    /// header that declares each item.
    fn generate_bindings(
        cuda_version: u32,
        headers: &Headers,
        early_docs: Option<&doc_comments::EarlyConversion>,
    ) -> Result<(String, DeclaredIn), BuildError> {
        println!("cargo:rerun-if-changed={}", headers.wrapper.display());
        let (minor, patch) = BINDINGS_RUST_TARGET;
        let further = headers.further_names();
        let builder = headers
            .include_dirs
            .iter()
            .fold(bindgen::Builder::default(), |builder, dir| {
                builder.clang_arg(format!("-I{}", dir.display()))
            });
        // The further libraries' names (libraries.rs), when their features are on.
        let builder = match further {
            Some(names) => builder
                .allowlist_function(&names)
                .allowlist_type(&names)
                .allowlist_var(&names),
            None => builder,
        };
        // And everything their headers declare, whatever its name.
        let builder = match headers.further_files() {
            Some(pattern) => builder.allowlist_file(pattern),
            None => builder,
        };
        let builder = match early_docs {
            Some(early) => builder.parse_callbacks(Box::new(CommentsToConvert(early.sender()))),
            None => builder,
        };
        let declared = std::sync::Arc::new(std::sync::Mutex::new(DeclaredIn::new()));
        let generated = builder
            .parse_callbacks(Box::new(RecordDeclarations(std::sync::Arc::clone(
                &declared,
            ))))
            .header(headers.wrapper.to_string_lossy())
            .clang_args(headers.defines())
            .clang_args(headers.compiler_args.iter())
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
            // Structs compare and hash where every field allows it (no float for
            // Eq and Hash); those holding a union get a written Debug.
            .derive_partialeq(true)
            .derive_eq(true)
            .derive_hash(true)
            .impl_debug(true)
            .layout_tests(true)
            .merge_extern_blocks(true)
            // bindgen records which allowlist patterns matched only to warn of
            // unused ones, through its logging, which is off; recording runs
            // every match in its slowest regex engine.
            .record_matches(false)
            .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
            .generate()
            .map_err(|error| {
                BuildError::headers_unparsed(
                    &dotted(cuda_version),
                    &headers.include_dirs,
                    &error.to_string(),
                )
            })?;
        let declared =
            std::mem::take(&mut *declared.lock().unwrap_or_else(|poison| poison.into_inner()));
        Ok((generated.to_string(), declared))
    }

    /// The older entry points cuda.h and cuda_runtime_api.h declare for
    /// compatibility (older_entry_points.rs): a second bindgen pass, over
    /// those two headers with the section's macro defined, whose functions a
    /// caller can name join the bindings. A pass that fails costs only them.
    fn bind_older_entry_points(
        env: &BuildEnv,
        headers: &Headers,
        bindings: &mut Bindings,
        macros: &aliases::Expansions,
    ) -> std::collections::BTreeSet<String> {
        use cuda_raw_sys_build::older_entry_points as older;
        let (minor, patch) = BINDINGS_RUST_TARGET;
        let selected = older::probe_header(env)
            .map_err(|error| error.what)
            .and_then(|probe| {
                let builder = headers
                    .include_dirs
                    .iter()
                    .fold(bindgen::Builder::default(), |builder, dir| {
                        builder.clang_arg(format!("-I{}", dir.display()))
                    });
                builder
                    .header(probe.to_string_lossy())
                    .clang_args(headers.defines())
                    .clang_args(headers.compiler_args.iter())
                    .clang_arg(format!("-D{}", older::SECTION_MACRO))
                    .rust_target(
                        RustTarget::stable(minor, patch).expect("a Rust release bindgen knows"),
                    )
                    .formatter(Formatter::None)
                    .use_core()
                    .ctypes_prefix("::core::ffi")
                    .allowlist_function("cu.*")
                    .allowlist_recursively(false)
                    .generate_comments(false)
                    .layout_tests(false)
                    .merge_extern_blocks(true)
                    .record_matches(false)
                    .generate()
                    .map_err(|error| error.to_string())
            })
            .and_then(|generated| older::select(&generated.to_string(), &bindings.index, macros))
            .and_then(|older| {
                let file = syn_file(&older.block)?;
                Ok((older.names, file))
            });
        match selected {
            Ok((names, file)) => {
                for item in file.items {
                    bindings.index.add(&item);
                    bindings.syntax.items.push(item);
                }
                env.log(format!("older entry points bound: {}", names.len()));
                names
            }
            Err(why) => {
                env.warn(format!(
                    "the headers' older entry points could not be bound ({why}): only the \
                     entry points C's names mean are, this build"
                ));
                Default::default()
            }
        }
    }

    fn syn_file(text: &str) -> Result<cuda_raw_sys_build::syn::File, String> {
        cuda_raw_sys_build::syn::parse_file(text).map_err(|error| error.to_string())
    }

    /// Records the header that declares each item bindgen generates (not enum
    /// values: they follow their type).
    #[derive(Debug)]
    struct RecordDeclarations(std::sync::Arc<std::sync::Mutex<DeclaredIn>>);

    impl bindgen::callbacks::ParseCallbacks for RecordDeclarations {
        fn new_item_found(
            &self,
            _id: bindgen::callbacks::DiscoveredItemId,
            item: bindgen::callbacks::DiscoveredItem,
            location: Option<&bindgen::callbacks::SourceLocation>,
        ) {
            use bindgen::callbacks::DiscoveredItem;
            let name = match item {
                DiscoveredItem::Struct { final_name, .. }
                | DiscoveredItem::Union { final_name, .. }
                | DiscoveredItem::Enum { final_name }
                | DiscoveredItem::Function { final_name }
                | DiscoveredItem::Constant { final_name }
                | DiscoveredItem::Variable { final_name } => final_name,
                DiscoveredItem::Alias { alias_name, .. } => alias_name,
                _ => return,
            };
            if let Some(file) = location.and_then(|location| location.file_name.clone()) {
                let mut declared = self.0.lock().unwrap_or_else(|poison| poison.into_inner());
                declared.entry(name).or_insert(file);
            }
        }
    }

    /// Hands each comment to the early conversion (doc_comments.rs) and leaves
    /// it as it is in the bindings.
    #[derive(Debug)]
    struct CommentsToConvert(std::sync::mpsc::Sender<String>);

    impl bindgen::callbacks::ParseCallbacks for CommentsToConvert {
        fn process_comment(&self, comment: &str) -> Option<String> {
            let _ = self.0.send(comment.to_owned());
            None
        }
    }
}
