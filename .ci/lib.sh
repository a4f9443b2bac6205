# .ci/lib.sh: what every CI step shares; the driver (.ci/run) and each step source it. Steps decide by exit
# codes: a command that fails fails the step (set -e), and `fail` says why. Test counts come from the XML that
# `swift test --xunit-output` writes, never from Swift Testing's console lines.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export CI="${CI:-true}" NO_COLOR=1
: "${CI_LOG:?CI_LOG is unset: run the step through .ci/run (or export CI_LOG=\$(mktemp -d) to run one by hand)}"
export CI_LOG

fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

# as_root <command...>: runs a command as root (through sudo when CI is not root).
as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

# install_packages <Debian package...>: installs the ones missing, without recommends; `apt-get update` runs once per CI run.
install_packages() {
    dpkg -s "$@" >/dev/null 2>&1 && return 0
    if [[ ! -e "$CI_LOG/apt-updated" ]]; then
        as_root apt-get update >>"$CI_LOG/apt.txt" 2>&1 || fail "apt-get update failed: $(tail -5 "$CI_LOG/apt.txt")"
        touch "$CI_LOG/apt-updated"
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" >>"$CI_LOG/apt.txt" 2>&1 \
        || fail "cannot install $*: $(tail -5 "$CI_LOG/apt.txt")"
    echo "installed: $*"
}

# swift_build <log name> <swift build arguments...>: fails when the build fails or the compiler warns (lists both).
swift_build() {
    local name="$1"; shift
    local status=0
    swift build "$@" >"$CI_LOG/$name.txt" 2>&1 || status=$?
    grep -E '(error|warning):' "$CI_LOG/$name.txt" | sort -u || true
    [[ $status -eq 0 ]] || { tail -40 "$CI_LOG/$name.txt"; fail "swift build $* failed (exit $status)"; }
    ! grep -qE 'warning:' "$CI_LOG/$name.txt" || fail "swift build $* has warnings (listed above)"
    tail -1 "$CI_LOG/$name.txt"
}

# test_cases <name>: one line per test case in the xunit reports `swift_test <name>` left, tab-separated:
# "<passed|failed|skipped>\t<Module.Suite>\t<test(labels:)>\t<why it was skipped>" (the one reader of those reports).
test_cases() {
    python3 - $(test_results "$1") <<'PY'
import sys, xml.etree.ElementTree as ET
for path in sys.argv[1:]:
    for case in ET.parse(path).getroot().iter("testcase"):
        skipped = case.find("skipped")
        failed = case.find("failure") is not None or case.find("error") is not None
        status = "failed" if failed else "skipped" if skipped is not None else "passed"
        reason = " ".join((skipped.text or "").split()) if skipped is not None else ""
        print(status, case.get("classname"), case.get("name"), reason, sep="\t")
PY
}

# test_counts <name>: prints "<tests> <failures> <skipped>" over `swift_test <name>`'s reports, e.g. "574 0 63".
test_counts() { test_cases "$1" | awk -F'\t' '{ n++; f += $1 == "failed"; s += $1 == "skipped" } END { print n + 0, f + 0, s + 0 }'; }

# test_results <name>: the XML files `swift_test <name>` left (XCTest's and Swift Testing's).
test_results() { ls "$CI_LOG/$1"*.xml 2>/dev/null; }

# swift_test <log name> [VARIABLE=value...] [-- swift test arguments...]: `swift test --skip-build` in the current
# folder, on the build step 20 made there (so run it in $(fresh_clone)), with an xunit report; fails on a non-zero
# exit status (a failed test, a ThreadSanitizer report, a crash) and when nothing ran. Prints "<name>: N tests, F failed, S skipped".
swift_test() {
    local name="$1"; shift
    local environment=() status=0 counts
    while [[ $# -gt 0 && "$1" != "--" ]]; do environment+=("$1"); shift; done
    [[ $# -eq 0 ]] || shift
    rm -f "$CI_LOG/$name"*.xml
    env "${environment[@]}" swift test --skip-build --xunit-output "$CI_LOG/$name.xml" "$@" >"$CI_LOG/$name.txt" 2>&1 || status=$?
    if [[ $status -ne 0 ]]; then
        grep -A30 -m1 -E '^WARNING: ThreadSanitizer' "$CI_LOG/$name.txt" || true
        grep -E 'Fatal error|error:|recorded an issue' "$CI_LOG/$name.txt" | head -40 || true
        tail -15 "$CI_LOG/$name.txt"
        fail "swift test ($name) exited $status; the log is above"
    fi
    [[ -n "$(test_results "$name")" ]] || fail "swift test ($name) wrote no xunit report"
    read -r tests failures skipped < <(test_counts "$name")
    echo "$name: $tests tests, $failures failed, $skipped skipped"
    [[ $tests -gt 0 ]] || fail "swift test ($name) ran no test"
    [[ $failures -eq 0 ]] || fail "swift test ($name) reports $failures failures with exit status 0"
}

# fresh_clone: the path of the clone step 20 makes in $CI_LOG, with nothing beside it; the test passes, DocC and
# README's commands run in it on its TSan build.
fresh_clone() { echo "$CI_LOG/fresh/Nocturne"; }

# release_binary: the path of the release `nocturne` (the release build step made it).
release_binary() {
    local path
    path="$(swift build -c release --show-bin-path)/nocturne"
    [[ -x "$path" ]] || fail "no release binary at $path (the release build step makes it)"
    echo "$path"
}

# expect_output <description> <expected stdout> <command...>: stdout must equal it, and the exit status be 0.
expect_output() {
    local description="$1" expected="$2"; shift 2
    local actual status=0
    actual="$("$@" 2>"$CI_LOG/stderr.txt")" || status=$?
    [[ $status -eq 0 ]] || fail "$description: exit status $status, stderr: $(cat "$CI_LOG/stderr.txt")"
    [[ "$actual" == "$expected" ]] || fail "$description:
  expected: $expected
  actual:   $actual"
    echo "ok: $description"
}

# expect_status <description> <status> <output substring> <command...>: the exit status must be <status> and
# stdout or stderr must hold the substring.
expect_status() {
    local description="$1" expected="$2" message="$3"; shift 3
    local status=0
    "$@" >"$CI_LOG/stdout.txt" 2>"$CI_LOG/stderr.txt" || status=$?
    [[ $status -eq $expected ]] || fail "$description: exit status $status, expected $expected"
    grep -qF -- "$message" "$CI_LOG/stderr.txt" "$CI_LOG/stdout.txt" || fail "$description: output lacks '$message'; stderr: $(cat "$CI_LOG/stderr.txt")"
    echo "ok: $description (exit $status)"
}

# await_background <NN-name>: waits for the background step .ci/steps/NN-name.background.sh, prints its output and
# fails if it failed.
await_background() {
    local started=$SECONDS
    until [[ -e "$CI_LOG/$1.status" ]]; do
        [[ -e "$CI_LOG/$1.log" ]] || fail "the background step $1 was never started"
        sleep 1
    done
    cat "$CI_LOG/$1.log"
    touch "$CI_LOG/$1.awaited" # so the driver does not print its output again at the end
    [[ $((SECONDS - started)) -eq 0 ]] || echo "(waited $((SECONDS - started)) s for $1)"
    [[ $(cat "$CI_LOG/$1.status") -eq 0 ]] || fail "the background step $1 failed (exit $(cat "$CI_LOG/$1.status"))"
}

# reference_folder: ../shared/reference, or $NOCTURNE_REFERENCE when set (to try a step on another copy of it).
reference_folder() { echo "${NOCTURNE_REFERENCE:-../shared/reference}"; }

# real_apps <folder under ../shared/reference...>: prints each folder whose real app is in place (every file apps.json
# names for it is there), one a line; for the others prints, once per run on stderr, that they were skipped and how to put
# them in place. The real apps are other people's code: fetched, never stored in ../shared, so CI usually has none.
real_apps() {
    python3 - "$(reference_folder)" "$@" <<'PY'
import json, os, sys
reference, folders = sys.argv[1], sys.argv[2:]
apps = json.load(open(os.path.join(reference, "apps.json")))
missing = []
for folder in folders:
    app = apps.get(folder)
    if app and all(os.path.exists(os.path.join(reference, folder, f)) for f in app["files"]):
        print(folder)
    else:
        missing.append((folder, app["repo"] if app else "?"))
if missing:
    repos = ", ".join(sorted({"github:" + repo for _, repo in missing}))
    print("skipped: real apps not in place: %s (fetch %s, then run ../shared/reference/get-apps FOLDER, or Scripts/real-apps"
          " MIRRORS, which does both checks on them)" % (", ".join(f for f, _ in missing), repos), file=sys.stderr)
PY
}

# fixture_apps_copy: copies the fixture apps (Tests/FixtureApps) to a folder of the log and prints it; lint leaves folders
# named Tests alone, so the apps are read from a copy, as a user's tree would be.
fixture_apps_copy() {
    local copy="$CI_LOG/fixture-apps"
    rm -rf "$copy"; mkdir -p "$copy"
    cp -R Tests/FixtureApps/*/ "$copy/"
    echo "$copy"
}
