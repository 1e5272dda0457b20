//! The scripts' promises: `scripts/find-libclang.sh` finds what clang-sys
//! would load (and not Debian's `libclang-cpp.so.14`, which once made
//! provisioning skip the libclang install), and `scripts/gpu-run.sh` exits
//! non-zero when anything failed.
//!
//! The scripts are embedded at compile time and run from a temporary folder,
//! so these tests also run from a bundle on a machine without the sources.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const FIND_LIBCLANG: &str = include_str!("../scripts/find-libclang.sh");
const GPU_RUN: &str = include_str!("../scripts/gpu-run.sh");
const CARRIED: &str = include_str!("../scripts/carried.sh");

/// A folder under the system's temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(purpose: &str) -> TempDir {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let path = std::env::temp_dir().join(format!(
            "cuda-raw-sys-{purpose}-{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    fn folder(&self, name: &str) -> PathBuf {
        let path = self.0.join(name);
        fs::create_dir_all(&path).unwrap();
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn write_executable(path: &Path, text: &str) {
    fs::write(path, text).unwrap();
    fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// Copies a real 64-bit ELF file to `path`, which is what clang-sys accepts.
fn elf64_at(path: &Path) {
    let bytes = fs::read("/bin/true").unwrap();
    assert_eq!(
        bytes[..5],
        [0x7f, b'E', b'L', b'F', 2],
        "/bin/true is no 64-bit ELF file"
    );
    fs::write(path, bytes).unwrap();
}

/// The same file with its ELF class byte saying 32-bit: clang-sys refuses it.
fn elf32_at(path: &Path) {
    let mut bytes = fs::read("/bin/true").unwrap();
    bytes[4] = 1;
    fs::write(path, bytes).unwrap();
}

/// Runs find-libclang.sh on `directories`, with `LIBCLANG_PATH` set or not.
fn find_libclang(temp: &TempDir, libclang_path: Option<&Path>, directories: &[&Path]) -> Output {
    let script = temp.0.join("find-libclang.sh");
    fs::write(&script, FIND_LIBCLANG).unwrap();
    let mut command = Command::new("bash");
    command.arg(&script).args(directories);
    command
        .env_remove("LIBCLANG_PATH")
        .env_remove("LLVM_CONFIG_PATH");
    if let Some(path) = libclang_path {
        command.env("LIBCLANG_PATH", path);
    }
    command.output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout)
        .trim_end()
        .to_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn libclang_cpp_alone_is_not_libclang() {
    let temp = TempDir::new("libclang-cpp");
    let llvm = temp.folder("llvm-14-lib");
    elf64_at(&llvm.join("libclang-cpp.so.14"));
    let output = find_libclang(&temp, None, &[&llvm]);
    assert_eq!(output.status.code(), Some(1), "stdout: {}", stdout(&output));
    assert_eq!(stdout(&output), "");
    assert!(
        stderr(&output).contains(llvm.to_str().unwrap()),
        "the report names the folder searched: {}",
        stderr(&output)
    );
}

#[test]
fn suffix_versioned_libclang_so_1_is_found() {
    let temp = TempDir::new("libclang-so-1");
    let lib = temp.folder("lib");
    elf64_at(&lib.join("libclang-cpp.so.14"));
    elf64_at(&lib.join("libclang.so.1"));
    let output = find_libclang(&temp, None, &[&lib]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), lib.join("libclang.so.1").to_str().unwrap());
}

#[test]
fn libclang_of_32_bit_elf_class_is_refused() {
    let temp = TempDir::new("libclang-elf32");
    let lib = temp.folder("lib");
    elf32_at(&lib.join("libclang.so"));
    let output = find_libclang(&temp, None, &[&lib]);
    assert_eq!(output.status.code(), Some(1), "stdout: {}", stdout(&output));
    assert!(
        stderr(&output).contains("libclang.so: 32-bit ELF file"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn libclang_that_is_not_elf_is_refused() {
    let temp = TempDir::new("libclang-text");
    let lib = temp.folder("lib");
    // What some distributions ship as libclang.so: a linker script.
    fs::write(lib.join("libclang.so"), "INPUT(libclang.so.1)\n").unwrap();
    let output = find_libclang(&temp, None, &[&lib]);
    assert_eq!(output.status.code(), Some(1), "stdout: {}", stdout(&output));
    assert!(
        stderr(&output).contains("libclang.so: not an ELF file"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn highest_version_wins_as_in_clang_sys() {
    let temp = TempDir::new("libclang-versions");
    let old = temp.folder("old");
    let new = temp.folder("new");
    elf64_at(&old.join("libclang.so"));
    elf64_at(&old.join("libclang-14.so"));
    elf64_at(&new.join("libclang-15.so.1"));
    let output = find_libclang(&temp, None, &[&old, &new]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        new.join("libclang-15.so.1").to_str().unwrap()
    );
}

#[test]
fn libclang_path_is_the_only_place_searched() {
    let temp = TempDir::new("libclang-path-only");
    let empty = temp.folder("empty");
    let lib = temp.folder("lib");
    elf64_at(&lib.join("libclang.so.1"));
    let output = find_libclang(&temp, Some(&empty), &[&lib]);
    assert_eq!(output.status.code(), Some(1), "stdout: {}", stdout(&output));
    let report = stderr(&output);
    assert!(
        report.contains(&format!("LIBCLANG_PATH={}", empty.display())),
        "{report}"
    );
    assert!(
        !report.contains(lib.to_str().unwrap()),
        "a folder beside LIBCLANG_PATH was searched: {report}"
    );
}

#[test]
fn libclang_path_folder_is_searched() {
    let temp = TempDir::new("libclang-path-folder");
    let empty = temp.folder("empty");
    let lib = temp.folder("lib");
    elf64_at(&lib.join("libclang.so.1"));
    let output = find_libclang(&temp, Some(&lib), &[&empty]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), lib.join("libclang.so.1").to_str().unwrap());
}

#[test]
fn libclang_path_may_name_the_library_itself() {
    let temp = TempDir::new("libclang-path-file");
    let lib = temp.folder("lib");
    elf64_at(&lib.join("libclang.so.1"));
    elf64_at(&lib.join("libclang-18.so"));
    let chosen = lib.join("libclang.so.1");
    let output = find_libclang(&temp, Some(&chosen), &[]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        chosen.to_str().unwrap(),
        "not the higher version beside it"
    );
}

/// A bundle as scripts/gpu-bundle.sh makes it, with shell scripts standing in
/// for the test binaries; returns the output of its run.sh.
fn run_bundle(temp: &TempDir, tests: &[(&str, &str)], carried_lib: bool) -> Output {
    let bundle = temp.folder("bundle");
    let run = bundle.join("run.sh");
    fs::write(&run, GPU_RUN).unwrap();
    fs::write(bundle.join("carried.sh"), CARRIED).unwrap();
    write_executable(&bundle.join("info"), "#!/bin/sh\necho info ran\n");
    let tests_folder = temp.folder("bundle/tests");
    for (name, body) in tests {
        write_executable(&tests_folder.join(name), &format!("#!/bin/sh\n{body}\n"));
    }
    if carried_lib {
        fs::write(temp.folder("bundle/lib").join("libcudart.so.12"), "").unwrap();
    }
    Command::new("bash")
        .arg(&run)
        .env("SKIP_SANITIZER", "1")
        .env("CUDA_RUNTIME_LIB_DIR", "/toolkit/lib64")
        .env("NVIDIA_WHEELS_SITE", "")
        .env("LD_LIBRARY_PATH", "/before")
        .output()
        .unwrap()
}

fn last_line(output: &Output) -> String {
    stdout(output).lines().last().unwrap_or_default().to_owned()
}

const PASSING: &str =
    "echo 'test result: ok. 3 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out'";
const FAILING: &str =
    "echo 'test result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out'; exit 101";

#[test]
fn gpu_run_exits_zero_and_sums_counts_when_all_pass() {
    let temp = TempDir::new("gpu-run-pass");
    let output = run_bundle(&temp, &[("a", PASSING), ("b", PASSING)], false);
    assert!(output.status.success(), "{}", stdout(&output));
    assert_eq!(last_line(&output), "6 passed, 0 failed, 2 ignored");
}

#[test]
fn gpu_run_exits_nonzero_when_a_test_fails() {
    let temp = TempDir::new("gpu-run-fail");
    let output = run_bundle(&temp, &[("a", PASSING), ("b", FAILING)], false);
    assert_eq!(output.status.code(), Some(1), "{}", stdout(&output));
    assert_eq!(last_line(&output), "4 passed, 2 failed, 1 ignored");
}

#[test]
fn gpu_run_counts_a_binary_that_dies_without_a_test_result() {
    let temp = TempDir::new("gpu-run-crash");
    let output = run_bundle(&temp, &[("a", PASSING), ("b", "kill -SEGV $$")], false);
    assert_eq!(output.status.code(), Some(1), "{}", stdout(&output));
    assert_eq!(last_line(&output), "3 passed, 1 failed, 1 ignored");
}

#[test]
fn gpu_run_puts_the_carried_libcudart_first() {
    let temp = TempDir::new("gpu-run-lib");
    let check = "here=$(cd \"$(dirname \"$0\")/..\" && pwd); \
                 case \"$LD_LIBRARY_PATH\" in \"$here/lib:/toolkit/lib64:/before\") \
                 echo 'test result: ok. 1 passed; 0 failed; 0 ignored';; \
                 *) echo \"LD_LIBRARY_PATH=$LD_LIBRARY_PATH\"; \
                 echo 'test result: FAILED. 0 passed; 1 failed; 0 ignored'; exit 101;; esac";
    let output = run_bundle(&temp, &[("a", check)], true);
    assert!(output.status.success(), "{}", stdout(&output));
    assert_eq!(last_line(&output), "1 passed, 0 failed, 0 ignored");
}

#[test]
fn gpu_run_unpacks_carried_libraries_from_the_bundle_and_its_parts() {
    let temp = TempDir::new("gpu-run-parts");
    // Each test binary checks that both libraries reached lib/.
    let check = "here=$(cd \"$(dirname \"$0\")/..\" && pwd); \
                 if [ -f \"$here/lib/libone.so.1\" ] && [ -f \"$here/lib/libtwo.so.1\" ]; then \
                 echo 'test result: ok. 1 passed; 0 failed; 0 ignored'; \
                 else ls -la \"$here/lib\"; echo 'test result: FAILED. 0 passed; 1 failed; 0 ignored'; exit 101; fi";
    let sources = temp.folder("sources");
    fs::write(sources.join("libone.so.1"), "one").unwrap();
    fs::write(sources.join("libtwo.so.1"), "two").unwrap();
    let bundle = temp.folder("bundle");
    let part = temp.folder("bundle-part1");
    for (name, folder) in [("libone.so.1", &bundle), ("libtwo.so.1", &part)] {
        let archive = folder.join(format!("further-{name}.tar.xz"));
        let status = Command::new("tar")
            .arg("-C")
            .arg(&sources)
            .arg("-cJf")
            .arg(&archive)
            .arg(name)
            .status()
            .unwrap();
        assert!(status.success(), "tar -cJf {}", archive.display());
    }
    let output = run_bundle(&temp, &[("a", check)], false);
    assert!(output.status.success(), "{}", stdout(&output));
    assert_eq!(last_line(&output), "1 passed, 0 failed, 0 ignored");
}

/// A library the GPU machine lacks travels in pieces (carried.sh's
/// pack_pieces), spread over the bundle and its part folders: run.sh joins
/// them in order, and the library comes back byte for byte.
#[test]
fn gpu_run_joins_a_library_carried_in_pieces() {
    let temp = TempDir::new("gpu-run-pieces");
    let sources = temp.folder("sources");
    // 2.5 MB that do not compress: three pieces of at most 1 MiB.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let bytes: Vec<u8> = (0..2_500_000)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect();
    fs::write(sources.join("libbig.so.1"), &bytes).unwrap();
    let bundle = temp.folder("bundle");
    let script = format!(
        ". {}/scripts/carried.sh && CARRIED_PIECE_KB=1024 pack_pieces {}/libbig.so.1 {}",
        env!("CARGO_MANIFEST_DIR"),
        sources.display(),
        bundle.display()
    );
    let packed = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .output()
        .unwrap();
    assert!(packed.status.success(), "{}", stdout(&packed));
    assert!(
        stdout(&packed).contains("in 3 pieces"),
        "{}",
        stdout(&packed)
    );
    let part = temp.folder("bundle-part1");
    fs::rename(
        bundle.join("further-libbig.so.1.tar.xz.01"),
        part.join("further-libbig.so.1.tar.xz.01"),
    )
    .unwrap();
    let check = format!(
        "here=$(cd \"$(dirname \"$0\")/..\" && pwd); \
         if cmp -s \"$here/lib/libbig.so.1\" {}/libbig.so.1; then \
         echo 'test result: ok. 1 passed; 0 failed; 0 ignored'; \
         else ls -la \"$here/lib\"; echo 'test result: FAILED. 0 passed; 1 failed; 0 ignored'; exit 101; fi",
        sources.display()
    );
    let output = run_bundle(&temp, &[("a", &check)], false);
    assert!(output.status.success(), "{}", stdout(&output));
    assert_eq!(last_line(&output), "1 passed, 0 failed, 0 ignored");
}

/// With headers older than CUDA 11.8 (libraries that predate Hopper),
/// run.sh first runs the GPU tests of each such library the bundle was
/// built with in a process of its own, lazily loaded, then the suite; the
/// first runs are not counted.
#[test]
fn gpu_run_compiles_pre_hopper_libraries_ahead_one_process_each() {
    let temp = TempDir::new("gpu-run-ahead");
    let bundle = temp.folder("bundle");
    fs::write(
        bundle.join("headers"),
        "CUDA_VERSION 11070, CUDART_VERSION 11070 from /include\n",
    )
    .unwrap();
    fs::write(bundle.join("features"), "pfn-typedefs,nvrtc,cublas,cufft\n").unwrap();
    let calls = temp.0.join("calls");
    let gpu = format!(
        "echo \"$CUDA_MODULE_LOADING $CUDA_CACHE_MAXSIZE $*\" >>{}; {PASSING}",
        calls.display()
    );
    let output = run_bundle(&temp, &[("gpu", &gpu)], false);
    assert!(output.status.success(), "{}", stdout(&output));
    // The suite's run alone is counted.
    assert_eq!(last_line(&output), "3 passed, 0 failed, 1 ignored");
    let mut lines: Vec<String> = fs::read_to_string(&calls)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    let suite = lines.pop().unwrap();
    lines.sort();
    assert_eq!(
        lines,
        [
            "LAZY 4294967296 --test-threads 1 ml_libraries::cublas_",
            "LAZY 4294967296 --test-threads 1 scientific_libraries::cufft_",
        ],
        "{}",
        stdout(&output)
    );
    assert_eq!(suite, "LAZY 4294967296 ", "{}", stdout(&output));
    assert!(
        stdout(&output).contains("== compiled ahead, cufft_*: test result: ok."),
        "{}",
        stdout(&output)
    );
}
