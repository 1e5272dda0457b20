# Shared by the scripts; source it. The one reader of cargo's JSON messages
# (`--message-format=json`): no script reads cargo's human output or the
# build log's prose.

# cargo_findings [FILE...]: reads cargo's JSON messages from the files (or
# stdin) and prints one tab-separated line per finding, first the kind:
#   artifact  fresh|built  PACKAGE  TARGET  FILE   (FILE: the unit's first file;
#                                                  its hash covers features and profile)
#   test      PACKAGE  NAME  EXECUTABLE            (test executables)
#   example   PACKAGE  NAME  EXECUTABLE
#   bench     PACKAGE  NAME  EXECUTABLE
#   out_dir   PACKAGE  DIR                         (a build script's OUT_DIR)
#   linked    PACKAGE  DIR                         (its native link search folders)
#   env       PACKAGE  KEY  VALUE                  (its rustc-env variables)
#   error     MESSAGE                              (compiler errors, rendered, one line)
cargo_findings() {
    python3 -c '
import json, sys

def package(package_id):
    # "path+file:///a/b#name@1.0", "path+file:///a/name#1.0" or "name 1.0 (...)"
    if "#" not in package_id:
        return package_id.split()[0]
    url, _, fragment = package_id.partition("#")
    return fragment.split("@")[0] if "@" in fragment else url.rstrip("/").split("/")[-1]

seen = set()
files = sys.argv[1:] or ["-"]
for path in files:
    for line in (sys.stdin if path == "-" else open(path)):
        if not line.startswith("{"):
            continue
        message = json.loads(line)
        reason = message.get("reason")
        found = []
        if reason == "compiler-artifact":
            name, owner = message["target"]["name"], package(message["package_id"])
            state = "fresh" if message["fresh"] else "built"
            found.append(("artifact", state, owner, name, message["filenames"][0]))
            if message.get("executable"):
                kinds = message["target"]["kind"]
                kind = "test" if message["profile"]["test"] and "bench" not in kinds else \
                    "bench" if "bench" in kinds else "example" if "example" in kinds else None
                if kind:
                    found.append((kind, owner, name, message["executable"]))
        elif reason == "build-script-executed":
            owner = package(message["package_id"])
            found.append(("out_dir", owner, message["out_dir"]))
            for linked in message.get("linked_paths", []):
                kind, equals, folder = linked.partition("=")
                if not equals or kind not in ("dependency", "crate", "native", "framework", "all"):
                    kind, folder = "all", linked
                if kind in ("native", "all"):
                    found.append(("linked", owner, folder))
            for key, value in message.get("env", []):
                found.append(("env", owner, key, value))
        elif reason == "compiler-message" and message["message"].get("level") == "error":
            rendered = message["message"].get("rendered") or message["message"]["message"]
            found.append(("error", rendered.replace("\t", " ").replace("\n", " | ")))
        for finding in found:
            if finding not in seen:
                seen.add(finding)
                print("\t".join(finding))
' "$@"
}

# cargo_out_dir PACKAGE [FILE...]: the last OUT_DIR cargo reported for
# PACKAGE's build script; fails when there is none.
cargo_out_dir() {
    local package=$1
    shift
    cargo_findings "$@" | awk -F'\t' -v package="$package" '
        $1 == "out_dir" && $2 == package { dir = $3 }
        END { if (dir == "") exit 1; print dir }' ||
        { echo "no build-script run of $package in cargo's messages" >&2; return 1; }
}

# summary_value FILE KEY: a count from a summary.tsv (`name<TAB>value` lines)
# the build scripts write into their OUT_DIR.
summary_value() {
    awk -F'\t' -v key="$2" '$1 == key { print $2; found = 1 } END { exit !found }' "$1" ||
        { echo "no $2 in $1" >&2; return 1; }
}

# crate_features: cuda-raw-sys's cargo features, one a line, from `cargo metadata`.
crate_features() {
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
for package in json.load(sys.stdin)["packages"]:
    if package["name"] == "cuda-raw-sys":
        print("\n".join(sorted(f for f in package["features"] if f != "default")))
'
}
