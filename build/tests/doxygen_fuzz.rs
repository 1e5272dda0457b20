//! The Doxygen converter against comments no CUDA release has had yet:
//! arbitrary text, and the real comments of tests/doxygen/ mutated
//! (Doxygen commands inserted, known and unknown; truncations; splices; odd
//! Unicode). A fixed number of cases from a fixed seed, so every run checks
//! the same ones. The converter must never panic, must finish each comment
//! in bounded time, and a sample of what it writes must pass
//! `rustdoc -D warnings`.

use cuda_raw_sys_build::doxygen::{to_rustdoc, to_rustdoc_or_verbatim, verbatim};
use std::time::{Duration, Instant};

const FIXTURES: &[&str] = &[
    include_str!("doxygen/cuMemMap.txt"),
    include_str!("doxygen/cuExternalMemoryGetMappedBuffer.txt"),
    include_str!("doxygen/cudaExternalMemoryGetMappedBuffer.txt"),
    include_str!("doxygen/cuMulticastBindMem.txt"),
    include_str!("doxygen/cuMemPoolGetAttribute.txt"),
];

/// Pieces arbitrary text is made of: Doxygen's markers, Markdown's, HTML's,
/// and characters that are easy to get wrong.
const PIECES: &[&str] = &[
    "\\",
    "@",
    "<",
    ">",
    "</",
    "&",
    "`",
    "``",
    "```",
    "*",
    "_",
    "::",
    "\n",
    "\n\n",
    " ",
    "  ",
    "\t",
    "#",
    "|",
    "-",
    "1.",
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    "\"",
    "'",
    "\\brief ",
    "\\param ",
    "\\param[in] ",
    "\\p ",
    "\\c ",
    "\\e ",
    "\\code",
    "\\endcode",
    "\\note ",
    "\\sa ",
    "\\return ",
    "\\returns ",
    "\\retval ",
    "\\li ",
    "\\n",
    "\\deprecated ",
    "\\notefnerr",
    "<b>",
    "</b>",
    "<i>",
    "<a href=\"",
    "\">",
    "</a>",
    "<ul>",
    "<li>",
    "</ul>",
    "<table>",
    "<tr>",
    "<td>",
    "</td>",
    "<br>",
    "<pre>",
    "http://example.com/x",
    "::cuMemMap",
    "::CUresult",
    "::CUDA_SUCCESS",
    "cuMemMap()",
    "word",
    "CU_MEM_X",
    "é",
    "中文",
    "😀",
    "\u{202e}",
    "\u{200b}",
    "\u{feff}",
    "\r\n",
];

/// Commands to insert into real comments: CUDA's, Doxygen's that CUDA has
/// not used, and ones no Doxygen knows.
const COMMANDS: &[&str] = &[
    "\\brief ",
    "\\param x ",
    "\\param[in,out] y ",
    "\\return ",
    "\\sa ::cuMemMap, ",
    "\\code{.cpp}\nint x;\n",
    "\\endcode\n",
    "\\note ",
    "\\warning ",
    "\\deprecated ",
    "\\ingroup CUDA_MEM\n",
    "\\f$ x^2 \\f$",
    "\\verbatim\n",
    "\\endverbatim\n",
    "\\{",
    "\\}",
    "\\frobnicate ",
    "\\newcommand{x}",
    "@unknown ",
    "@@",
    "\\",
    "\\\\",
    "\\li ",
    "\\n ",
    "\\notefnerr\n",
    "\\note_null_stream\n",
    "\\p ",
    "\\e ",
    "<b>",
    "</td>",
    "<table>",
    "::cuNotAnItem ",
    "```",
    "\u{202e}",
    "\u{200b}",
];

/// Names the generated crate would have: they become intra-doc links.
const ITEMS: &[&str] = &[
    "cuMemMap",
    "cuMemCreate",
    "cuMemUnmap",
    "cuMemSetAccess",
    "CUresult",
    "CUDA_SUCCESS",
    "CUDA_ERROR_INVALID_VALUE",
    "cuImportExternalMemory",
];

const CASES: usize = 3000;
/// Far above what any comment takes (milliseconds): a converter that loops
/// or grows without bound fails here instead of hanging a build.
const PER_COMMENT: Duration = Duration::from_secs(2);

/// xorshift64*: a fixed seed gives the same cases on every run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.below(from.len())]
    }

    /// A char boundary of `text`.
    fn boundary(&mut self, text: &str) -> usize {
        let mut at = self.below(text.len() + 1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    }
}

fn arbitrary(random: &mut Random) -> String {
    let pieces = random.below(120);
    (0..pieces).map(|_| random.pick(PIECES)).collect()
}

fn mutated(random: &mut Random) -> String {
    let mut text = random.pick(FIXTURES).to_owned();
    for _ in 0..=random.below(6) {
        match random.below(4) {
            0 | 1 => {
                let at = random.boundary(&text);
                text.insert_str(at, random.pick(COMMANDS));
            }
            2 => {
                let at = random.boundary(&text);
                text.truncate(at);
            }
            _ => {
                let other = random.pick(FIXTURES);
                let (cut, from) = (random.boundary(&text), random.boundary(other));
                text = format!("{}{}", &text[..cut], &other[from..]);
            }
        }
    }
    text
}

fn cases() -> Vec<String> {
    let mut random = Random(0x5eed_cafe_f00d_d00d);
    (0..CASES)
        .map(|case| {
            if case % 2 == 0 {
                arbitrary(&mut random)
            } else {
                mutated(&mut random)
            }
        })
        .collect()
}

fn is_item(name: &str) -> bool {
    ITEMS.contains(&name)
}

#[test]
fn the_converter_never_panics_and_ends_in_bounded_time() {
    let mut failures = Vec::new();
    let mut slowest = Duration::ZERO;
    for (case, comment) in cases().iter().enumerate() {
        let started = Instant::now();
        let (_, failure) = to_rustdoc_or_verbatim(comment, &is_item);
        let took = started.elapsed();
        slowest = slowest.max(took);
        if let Some(why) = failure {
            failures.push(format!("case {case}: {why}: {comment:?}"));
        }
        assert!(took < PER_COMMENT, "case {case} took {took:?}: {comment:?}");
    }
    println!("{CASES} comments, slowest {slowest:?}");
    assert!(
        failures.is_empty(),
        "{} of {CASES} panicked, first: {}",
        failures.len(),
        failures[0]
    );
}

#[test]
fn a_converter_failure_keeps_the_comment_verbatim() {
    let comment = "a ``` fence, \\brief and <b>";
    let panicking = |_: &str| -> bool { panic!("an item the converter asked about") };
    let (markdown, failure) = to_rustdoc_or_verbatim("see ::cuMemMap", &panicking);
    assert_eq!(markdown, verbatim("see ::cuMemMap"));
    assert!(failure.is_some_and(|why| why.contains("an item the converter asked about")));
    // The fence is longer than any run of backticks inside.
    assert_eq!(verbatim(comment), format!("````text\n{comment}\n````"));
}

/// Every 10th case, converted, documents an item of a crate that rustdoc
/// builds with `-D warnings`: no broken link, bad HTML or bare URL.
#[test]
fn a_sample_of_what_it_writes_passes_rustdoc_with_warnings_denied() {
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("doxygen_fuzz");
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let mut source = String::from("#![allow(non_camel_case_types, non_upper_case_globals)]\n");
    for name in ITEMS {
        source.push_str(&format!("pub fn {name}() {{}}\n"));
    }
    for (case, comment) in cases().iter().enumerate().step_by(10) {
        let markdown = to_rustdoc(comment, &is_item);
        source.push_str(&format!(
            "#[doc = {markdown:?}]\npub fn case_{case}() {{}}\n"
        ));
    }
    let lib = folder.join("lib.rs");
    std::fs::write(&lib, source).unwrap();
    let rustdoc = std::env::var("RUSTDOC").unwrap_or_else(|_| "rustdoc".into());
    let output = std::process::Command::new(&rustdoc)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "lib",
            "--crate-name",
            "fuzzed",
        ])
        .args(["-D", "warnings", "-o"])
        .arg(folder.join("doc"))
        .arg(&lib)
        .output()
        .unwrap_or_else(|error| panic!("could not run {rustdoc}: {error}"));
    assert!(
        output.status.success(),
        "rustdoc -D warnings failed on {}:\n{}",
        lib.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}
