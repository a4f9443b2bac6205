#!/usr/bin/env bash
# Fuzzes the CSS color parser with libFuzzer: builds the NocturneColor sources plus fuzz/FuzzCSSColor.swift
# into one instrumented executable, seeds a corpus from the WPT parsing vectors (generated at run time,
# never stored in the repository) and runs N inputs.
#
# Usage: fuzz/run.sh [runs]            (default 1000000)
# Environment: FUZZ_JOBS (parallel workers, default 1), FUZZ_SANITIZE (extra sanitizers, e.g. "address"),
#              FUZZ_CORPUS (a folder to keep the corpus in between runs; default: a temporary one).
# A crashing input is copied to fuzz/crashes/ (ignored by git) and the run exits 1.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/nocturne-fuzz.XXXXXX")"
trap 'rm -rf "$work"' EXIT

sanitizers="fuzzer${FUZZ_SANITIZE:+,$FUZZ_SANITIZE}"
echo "building with -sanitize=$sanitizers …" >&2
# Build from a snapshot of the sources, so that editing them meanwhile cannot break the build.
mkdir -p "$work/src"
cp "$root"/Sources/NocturneColor/*.swift "$root/fuzz/FuzzCSSColor.swift" "$work/src/"
swiftc -O -sanitize="$sanitizers" -parse-as-library -module-name NocturneColorFuzz \
    "$work"/src/*.swift -o "$work/fuzz-css-color"

# Seed corpus: every input of the WPT css-color parsing vectors, one file each.
corpus="${FUZZ_CORPUS:-$work/corpus}"
mkdir -p "$corpus"
vectors=""
for candidate in "$root/../shared/reference/vectors" "$root/../../shared/reference/vectors"; do
    if [ -f "$candidate/wpt-css-color-parsing.json" ]; then vectors="$candidate/wpt-css-color-parsing.json"; break; fi
done
if [ -n "$vectors" ] && command -v python3 >/dev/null; then
    python3 - "$vectors" "$corpus" <<'PY'
import json, sys, os
data = json.load(open(sys.argv[1]))
seen = set()
for entry in data["files"].values():
    for vector in entry["vectors"]:
        text = vector["input"]
        if text in seen: continue
        seen.add(text)
        with open(os.path.join(sys.argv[2], "seed%05d" % len(seen)), "w") as f: f.write(text)
print("seeded %d inputs from %s" % (len(seen), sys.argv[1]), file=sys.stderr)
PY
else
    echo "WPT vectors not found; starting from a tiny corpus" >&2
    printf '#0b7a75' > "$corpus/hex"; printf 'oklch(0.7 0.1 190 / 50%%)' > "$corpus/oklch"
    printf 'color-mix(in oklch longer hue, red 30%%, blue)' > "$corpus/mix"
    printf 'rgb(from teal calc(r * 2) g b / alpha)' > "$corpus/relative"
fi

# Swift's own crash backtracer would catch the trap before libFuzzer saves the input: turn it off.
export SWIFT_BACKTRACE=enable=no
jobs=()
if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then jobs=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS"); fi
cd "$work"
status=0
"$work/fuzz-css-color" -runs="$runs" -max_len=256 -dict="$root/fuzz/css-color.dict" -print_final_stats=1 \
    -artifact_prefix="$work/" "${jobs[@]}" "$corpus" > "$work/log" 2>&1 || status=$?
grep -hE "DONE|Done [0-9]|stat::|Fatal error|deadly signal|ERROR" "$work"/log "$work"/fuzz-*.log 2>/dev/null || true
if [ "$status" -ne 0 ] || ls "$work"/crash-* >/dev/null 2>&1; then
    mkdir -p "$root/fuzz/crashes"
    cp "$work"/crash-* "$work"/log "$root/fuzz/crashes/" 2>/dev/null || true
    echo "crash found (exit $status); input and log copied to fuzz/crashes/" >&2
    exit 1
fi
