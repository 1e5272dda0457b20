//! Imports run one way (LAYOUT.md): no file of the generator uses, directly
//! or through others, a file that uses it, and the ground floor (the library
//! table, the environment reader, the snapshot's copy) uses nothing above it.
//!
//! Each file is a node, a folder module's `mod.rs` and its files too. A file
//! uses another when a path it writes is resolved through that file's names:
//! `crate::`, `super::` and `self::` paths, imports (a re-export counts for
//! the file that re-exports it, since that is the one named), and the names
//! a glob import brings in that the file writes. A module declaration is no
//! use. Paths inside `quote!` and `parse_quote!` are generated code, not
//! uses; other macros' tokens are read as paths, and their format strings'
//! `{name}` captures as names.

use cuda_raw_sys_build::syn;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::buffer::{Cursor, TokenBuffer};
// syn is built with `visit-mut` only (the generator's): a walk of a copy.
use syn::visit_mut::VisitMut;

type ModulePath = Vec<String>;

/// What one file writes and declares.
#[derive(Default)]
struct File {
    /// Shown in messages: the path under build/.
    name: String,
    /// The names its items define at its top level (not `mod` declarations),
    /// each with whether it is visible outside the file (not private).
    defines: BTreeMap<String, bool>,
    /// Each imported name with the path it names, made absolute, and whether
    /// it is re-exported.
    imports: BTreeMap<String, (ModulePath, bool)>,
    /// The modules glob-imported, made absolute, and whether re-exported.
    globs: Vec<(ModulePath, bool)>,
    /// Every path it writes, as written, with the inline-module depth it is at.
    paths: Vec<(ModulePath, usize)>,
}

/// The generator's files: build/**/*.rs but its tests and examples.
fn sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap_or_else(|error| panic!("{}: {error}", dir.display()))
            .map(|entry| entry.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if !["tests", "examples", "target"].contains(&name.as_str()) {
                    walk(&path, found);
                }
            } else if name.ends_with(".rs") {
                found.push(path);
            }
        }
    }
    let mut found = Vec::new();
    walk(Path::new(env!("CARGO_MANIFEST_DIR")), &mut found);
    found
}

/// The module a file is: lib.rs the root, `a/mod.rs` and `a.rs` module `a`.
fn module_of(relative: &Path) -> ModulePath {
    let mut module: ModulePath = relative
        .with_extension("")
        .components()
        .map(|part| part.as_os_str().to_string_lossy().into_owned())
        .collect();
    if module.last().is_some_and(|last| last == "mod") || module == ["lib"] {
        module.pop();
    }
    module
}

/// Collects one file's names and paths.
struct Reader<'a> {
    module: &'a [String],
    file: File,
    depth: usize,
}

impl Reader<'_> {
    /// A path as the file writes it, made absolute where its start says
    /// where it is (`crate`, `super`, `self`), else left relative.
    fn absolute(&self, path: &[String]) -> Option<ModulePath> {
        match path.first().map(String::as_str) {
            Some("crate") => Some(path[1..].to_vec()),
            Some("self") => Some(self.module.iter().chain(&path[1..]).cloned().collect()),
            Some("super") => {
                let supers = path.iter().take_while(|part| *part == "super").count();
                // Within an inline module, `super` may still be this file.
                let up = supers.saturating_sub(self.depth);
                let mut absolute = self.module[..self.module.len().checked_sub(up)?].to_vec();
                absolute.extend_from_slice(&path[supers..]);
                Some(absolute)
            }
            _ => None,
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree, public: bool) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(prefix, &path.tree, public);
                prefix.pop();
            }
            syn::UseTree::Name(name) => self.import(prefix, &name.ident, &name.ident, public),
            syn::UseTree::Rename(rename) => {
                self.import(prefix, &rename.ident, &rename.rename, public)
            }
            syn::UseTree::Glob(_) => {
                if let Some(module) = self.relative_to_file(prefix) {
                    self.file.globs.push((module, public));
                }
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree, public);
                }
            }
        }
    }

    /// An import's path made absolute; `use child::x` in a folder's mod.rs
    /// starts at the child module, and other starts are other crates.
    fn relative_to_file(&self, path: &[String]) -> Option<ModulePath> {
        self.absolute(path).or_else(|| {
            let mut within: ModulePath = self.module.to_vec();
            within.extend_from_slice(path);
            Some(within)
        })
    }

    fn import(&mut self, prefix: &[String], ident: &syn::Ident, alias: &syn::Ident, public: bool) {
        let mut path = prefix.to_vec();
        if ident != "self" {
            path.push(ident.to_string());
        }
        let alias = if alias == "self" {
            prefix.last().cloned()
        } else {
            Some(alias.to_string())
        };
        if let (Some(alias), Some(path)) = (alias, self.relative_to_file(&path)) {
            self.file.imports.insert(alias, (path, public));
        }
    }

    /// The paths in a macro's tokens: `a::b::c` runs of identifiers, and the
    /// names a format string captures.
    fn tokens(&mut self, mut cursor: Cursor) {
        let mut run: ModulePath = Vec::new();
        let mut colons = 0;
        while !cursor.eof() {
            if let Some((ident, next)) = cursor.ident() {
                if colons != 2 {
                    self.flush(&mut run);
                }
                run.push(ident.to_string());
                colons = 0;
                cursor = next;
                continue;
            }
            if let Some((punct, next)) = cursor.punct() {
                if punct.as_char() == ':' && !run.is_empty() && colons < 2 {
                    colons += 1;
                } else {
                    self.flush(&mut run);
                    colons = 0;
                }
                cursor = next;
                continue;
            }
            self.flush(&mut run);
            colons = 0;
            if let Some((inside, _, _, next)) = cursor.any_group() {
                self.tokens(inside);
                cursor = next;
            } else if let Some((literal, next)) = cursor.literal() {
                for name in captures(&literal.to_string()) {
                    self.file.paths.push((vec![name], self.depth));
                }
                cursor = next;
            } else if let Some((_, next)) = cursor.token_tree() {
                cursor = next;
            } else {
                break;
            }
        }
        self.flush(&mut run);
    }

    fn flush(&mut self, run: &mut ModulePath) {
        if !run.is_empty() {
            self.file.paths.push((std::mem::take(run), self.depth));
        }
    }
}

/// The `{name}` and `{name:…}` captures of a string literal.
fn captures(literal: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = literal;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        if rest.starts_with('{') {
            rest = &rest[1..];
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let after = rest[name.len()..].chars().next();
        if !name.is_empty()
            && !name.starts_with(|c: char| c.is_ascii_digit())
            && matches!(after, Some('}' | ':'))
        {
            names.push(name);
        }
    }
    names
}

impl VisitMut for Reader<'_> {
    fn visit_item_mut(&mut self, item: &mut syn::Item) {
        if self.depth == 0 {
            let public =
                |visibility: &syn::Visibility| !matches!(visibility, syn::Visibility::Inherited);
            let defined = match item {
                syn::Item::Const(item) => Some((&item.ident, public(&item.vis))),
                syn::Item::Enum(item) => Some((&item.ident, public(&item.vis))),
                syn::Item::Fn(item) => Some((&item.sig.ident, public(&item.vis))),
                syn::Item::Static(item) => Some((&item.ident, public(&item.vis))),
                syn::Item::Struct(item) => Some((&item.ident, public(&item.vis))),
                syn::Item::Trait(item) => Some((&item.ident, public(&item.vis))),
                syn::Item::Type(item) => Some((&item.ident, public(&item.vis))),
                syn::Item::Union(item) => Some((&item.ident, public(&item.vis))),
                syn::Item::Macro(item) => item.ident.as_ref().map(|ident| (ident, false)),
                _ => None,
            };
            if let Some((ident, public)) = defined {
                self.file.defines.insert(ident.to_string(), public);
            }
        }
        syn::visit_mut::visit_item_mut(self, item);
    }

    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        self.depth += 1;
        syn::visit_mut::visit_item_mod_mut(self, module);
        self.depth -= 1;
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        let public = !matches!(item.vis, syn::Visibility::Inherited);
        self.use_tree(&mut Vec::new(), &item.tree, public);
    }

    /// `pub(super)` names a module but uses nothing of it.
    fn visit_visibility_mut(&mut self, _: &mut syn::Visibility) {}

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let segments = path
            .segments
            .iter()
            .map(|segment| segment.ident.to_string())
            .collect();
        self.file.paths.push((segments, self.depth));
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        self.visit_path_mut(&mut mac.path);
        let name = mac
            .path
            .segments
            .last()
            .map(|segment| segment.ident.to_string());
        if !matches!(
            name.as_deref(),
            Some("quote" | "quote_spanned" | "parse_quote" | "parse_quote_spanned")
        ) {
            let buffer = TokenBuffer::new2(mac.tokens.clone());
            self.tokens(buffer.begin());
        }
    }
}

/// Each file's uses: the files, each with the paths that show why.
type Edges = BTreeMap<ModulePath, BTreeMap<ModulePath, BTreeSet<String>>>;

struct Graph {
    files: BTreeMap<ModulePath, File>,
}

impl Graph {
    /// The generator's files, as they are.
    fn read() -> Graph {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        Graph::of(sources().iter().map(|path| {
            let text = std::fs::read_to_string(path).unwrap();
            (path.strip_prefix(root).unwrap().to_owned(), text)
        }))
    }

    /// The graph of files given as (path under build/, text).
    fn of(sources: impl Iterator<Item = (PathBuf, String)>) -> Graph {
        let mut files = BTreeMap::new();
        for (relative, text) in sources {
            let mut syntax = syn::parse_file(&text)
                .unwrap_or_else(|error| panic!("{}: {error}", relative.display()));
            let module = module_of(&relative);
            let mut reader = Reader {
                module: &module,
                file: File::default(),
                depth: 0,
            };
            reader.visit_file_mut(&mut syntax);
            let mut file = reader.file;
            file.name = relative.display().to_string();
            files.insert(module, file);
        }
        Graph { files }
    }

    /// Whether module `module` gives the name `name` to code in module
    /// `from` that glob-imports it: it defines or imports the name where
    /// `from` can see it, has a child module of that name, or one of its own
    /// globs gives it. A private item or import is seen only from within.
    fn gives(
        &self,
        module: &ModulePath,
        name: &str,
        from: &ModulePath,
        seen: &mut BTreeSet<ModulePath>,
    ) -> bool {
        let Some(file) = self.files.get(module) else {
            return false;
        };
        let sees = |public: bool| public || from.starts_with(module);
        let defined = file.defines.get(name).copied();
        let imported = file.imports.get(name).map(|(_, public)| *public);
        if defined.or(imported).is_some_and(sees)
            || self
                .files
                .contains_key(&[module.as_slice(), &[name.to_owned()]].concat())
        {
            return true;
        }
        seen.insert(module.clone())
            && file
                .globs
                .iter()
                .any(|(glob, public)| sees(*public) && self.gives(glob, name, from, seen))
    }

    /// The file an absolute path names: the deepest module file it walks into.
    fn through(&self, path: &[String]) -> Option<ModulePath> {
        let mut module: ModulePath = Vec::new();
        for part in path {
            module.push(part.clone());
            if !self.files.contains_key(&module) {
                module.pop();
                break;
            }
        }
        (!module.is_empty()).then_some(module)
    }

    /// The files a file uses, each with the paths that show why.
    fn uses(&self, module: &ModulePath) -> BTreeMap<ModulePath, BTreeSet<String>> {
        let file = &self.files[module];
        let mut uses = BTreeMap::new();
        let mut add = |target: Option<ModulePath>, why: &[String]| {
            if let Some(target) = target.filter(|target| target != module) {
                uses.entry(target)
                    .or_insert_with(BTreeSet::new)
                    .insert(why.join("::"));
            }
        };
        for (path, _) in file.imports.values() {
            add(self.through(path), path);
        }
        for (path, depth) in &file.paths {
            let reader = Reader {
                module,
                file: File::default(),
                depth: *depth,
            };
            if let Some(absolute) = reader.absolute(path) {
                add(self.through(&absolute), path);
            } else if let Some((imported, _)) = file.imports.get(&path[0]) {
                add(
                    self.through(&[imported.as_slice(), &path[1..]].concat()),
                    path,
                );
            } else if path.len() > 1
                && self
                    .files
                    .contains_key(&[module.as_slice(), &path[..1]].concat())
            {
                add(self.through(&[module.as_slice(), path].concat()), path);
            } else if !file.defines.contains_key(&path[0]) {
                for (glob, _) in &file.globs {
                    if self.gives(glob, &path[0], module, &mut BTreeSet::new()) {
                        add(
                            Some(glob.clone()),
                            &[glob.as_slice(), &["*".to_owned()], path].concat(),
                        );
                    }
                }
            }
        }
        uses
    }

    fn edges(&self) -> Edges {
        self.files
            .keys()
            .map(|module| (module.clone(), self.uses(module)))
            .collect()
    }
}

/// A circle through `start`, if there is one: the files in order, back to it.
fn circle_through(edges: &Edges, start: &ModulePath) -> Option<Vec<ModulePath>> {
    let mut came_from: BTreeMap<&ModulePath, &ModulePath> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        for next in edges[at].keys() {
            if next == start {
                let mut circle = vec![at.clone()];
                let mut back = at;
                while back != start {
                    back = came_from[back];
                    circle.push(back.clone());
                }
                circle.reverse();
                circle.push(start.clone());
                return Some(circle);
            }
            if !came_from.contains_key(next) && next != start {
                came_from.insert(next, at);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Each circle of the graph once (the shortest through each file), as
/// "a.rs uses b.rs (the paths that make it), b.rs uses a.rs (…)".
fn circles(graph: &Graph) -> Vec<String> {
    let edges = graph.edges();
    let mut circles: BTreeSet<Vec<ModulePath>> = BTreeSet::new();
    for start in edges.keys() {
        if let Some(mut circle) = circle_through(&edges, start) {
            circle.pop();
            let first = circle
                .iter()
                .enumerate()
                .min_by_key(|(_, module)| *module)
                .unwrap()
                .0;
            circle.rotate_left(first);
            circles.insert(circle);
        }
    }
    circles
        .into_iter()
        .map(|mut circle| {
            circle.push(circle[0].clone());
            let steps: Vec<String> = circle
                .windows(2)
                .map(|pair| {
                    let (from, to) = (&graph.files[&pair[0]].name, &graph.files[&pair[1]].name);
                    let why: Vec<&str> = edges[&pair[0]][&pair[1]]
                        .iter()
                        .map(String::as_str)
                        .collect();
                    format!("{from} uses {to} ({})", why.join(", "))
                })
                .collect();
            steps.join(", ")
        })
        .collect()
}

#[test]
fn no_file_of_the_generator_is_in_a_circle() {
    let circles = circles(&Graph::read());
    assert!(
        circles.is_empty(),
        "files in a circle:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_ground_floor_uses_nothing_above_it() {
    let graph = Graph::read();
    let floor = |name: &str| vec![name.to_owned()];
    let allowed: [(&str, &[&str]); 3] = [
        ("library_table", &[]),
        ("env", &["library_table"]),
        ("prebuilt", &["library_table"]),
    ];
    for (file, may_use) in allowed {
        let uses: Vec<String> = graph
            .uses(&floor(file))
            .into_keys()
            .map(|module| module.join("::"))
            .collect();
        assert!(
            uses.iter().all(|used| may_use.contains(&used.as_str())),
            "{file}.rs uses {uses:?}; it may use only {may_use:?}"
        );
    }
}

/// The test reads what it should: the edges the generator has for certain.
#[test]
fn the_reader_sees_imports_paths_and_globs() {
    let graph = Graph::read();
    let edges = graph.edges();
    let uses = |from: &[&str], to: &[&str]| {
        let from: ModulePath = from.iter().map(|part| part.to_string()).collect();
        let to: ModulePath = to.iter().map(|part| part.to_string()).collect();
        edges[&from].contains_key(&to)
    };
    assert!(uses(&["snapshot"], &["reach"]), "an import");
    assert!(
        uses(&["env"], &["library_table"]),
        "a crate:: path in an expression"
    );
    assert!(
        uses(&["doxygen"], &["doxygen", "render"]),
        "a child module's import in mod.rs"
    );
    assert!(
        uses(&["locate"], &["locate", "examine"]),
        "a glob's name called"
    );
}

/// The circles the test must catch, in a made-up crate: through a folder
/// module's glob of mod.rs, through a re-export, and through a format
/// string's capture; and what is no use (a visibility, a `quote!`).
#[test]
fn the_circles_of_a_made_up_crate_are_found() {
    let crate_of = |files: &[(&str, &str)]| {
        Graph::of(
            files
                .iter()
                .map(|(path, text)| (PathBuf::from(path), text.to_string())),
        )
    };
    let folder = crate_of(&[
        ("lib.rs", "mod shapes;"),
        (
            "shapes/mod.rs",
            "mod circle; use circle::*; pub struct Unit; fn area() { radius(); }",
        ),
        (
            "shapes/circle.rs",
            "use super::*; pub(super) fn radius() -> Unit { Unit }",
        ),
    ]);
    assert_eq!(
        circles(&folder),
        [
            "shapes/mod.rs uses shapes/circle.rs (shapes::circle::*::radius), \
          shapes/circle.rs uses shapes/mod.rs (shapes::*::Unit)"
        ]
    );
    let re_export = crate_of(&[
        ("table.rs", "pub fn row() {}"),
        ("index.rs", "pub fn name() { crate::library::row(); }"),
        (
            "library.rs",
            "pub use crate::table::row; fn find() { crate::index::name(); }",
        ),
    ]);
    assert_eq!(circles(&re_export).len(), 1, "{:?}", circles(&re_export));
    let captured = crate_of(&[
        (
            "a.rs",
            "use crate::b::f; pub const LIMIT: u32 = 1; fn g() { f(); }",
        ),
        (
            "b.rs",
            "use crate::a::*; pub fn f() { println!(\"{LIMIT}\"); }",
        ),
    ]);
    assert_eq!(circles(&captured).len(), 1, "{:?}", circles(&captured));
    let no_use = crate_of(&[
        ("d/mod.rs", "mod e; use e::g; pub fn f() { g() }"),
        (
            "d/e.rs",
            "pub(super) fn g() { let _ = quote!(crate::d::f()); }",
        ),
    ]);
    assert_eq!(circles(&no_use), Vec::<String>::new());
}
