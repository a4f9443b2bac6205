#!/usr/bin/env bash
# Fuzzes Nocturne's readers with libFuzzer and AddressSanitizer (leak detection on). One instrumented executable
# holds every harness (fuzz/Fuzz*.swift); NOCTURNE_FUZZ_TARGET picks the one a run drives, so the build, the slow
# part, is paid once and cached in .build/fuzz/ until a source file changes.
#
# Usage: fuzz/run.sh [target[=runs] ...] [runs]      targets: all (default) or any of
#          css-color      the CSS color parser (NocturneColor)
#          dbus           the D-Bus message decoder (NocturneHost)
#          json           the JSON/JSON5 parser and writer (NocturneSupport)
#          asset-catalog  `nocturne audit X.xcassets`: a catalog folder written from the input, read and audited
#          tokens         design tokens: a folder (DTCG, resolver files and their $refs, Tokens Studio, Style
#                         Dictionary) and a document in memory, aliases resolved per mode, audited
#          css-theme      the stylesheet reader (CSSThemeScanner, CSSThemeReader), audited
#          pairs          the `--pairs` file reader (TokenInput.readPairs), audited with the pairs
#          lint-tree      `nocturne lint` on a file tree written from the input (links, FIFOs, .gitignore files)
#          lint-source    the Swift lexer, then `nocturne lint` on the input as one Swift file
#          lint-baseline  the lint baseline reader      lint-config  .nocturne.json, its excludes matched
#          theme-file     .nocturne.json's theme object read (ThemeFile), small ones solved
#          png            the PNG reader and its inflate (NocturneFormats)   info-plist  the Info.plist reader (NocturneProject)
#          swift-syntax   the Swift parser (NocturneSyntax): round trip byte for byte, every node range in bounds
#        runs: inputs per target (default 1000000); target=runs gives one target its own count.
# Environment: FUZZ_JOBS (libFuzzer workers per target, default 1), FUZZ_PARALLEL (targets run at once, default 1),
#   FUZZ_SANITIZE (sanitizers besides fuzzer: default "address"; "none" for none), FUZZ_OPTIMIZE (default -O),
#   FUZZ_CORPUS (a folder that keeps one corpus per target between runs; default: temporary ones),
#   FUZZ_TIMEOUT (seconds one input may take, default 10), FUZZ_RSS_MB (memory limit, default 2048),
#   FUZZ_MAX_TIME (stop each target after this many seconds, whatever its count), FUZZ_TREES (where the folder
#   harnesses write each input's file tree; default /dev/shm when writable, else the run's temporary folder),
#   FUZZ_BUILD_ONLY=1 (build and cache the executable, run nothing: CI builds it in the background).
# Seeds come from ../shared/reference (fuzz/seed.py, at run time; corpora are never committed). A crash, leak,
# timeout or out-of-memory input is copied to fuzz/crashes/ (ignored by git) with its log, and the run exits 1.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
all_targets=(css-color dbus json asset-catalog tokens css-theme pairs lint-tree lint-source lint-baseline lint-config theme-file swift-syntax png info-plist)
targets=()
runs=1000000
declare -A target_runs=()
for argument in "$@"; do
    name="${argument%%=*}"
    if [[ $argument =~ ^[0-9]+$ ]]; then runs="$argument"
    elif [[ $argument == all ]]; then
        for name in "${all_targets[@]}"; do [[ " ${targets[*]} " == *" $name "* ]] || targets+=("$name"); done
    elif [[ " ${all_targets[*]} " == *" $name "* ]]; then
        [[ " ${targets[*]} " == *" $name "* ]] || targets+=("$name")
        if [[ $argument == *=* ]]; then
            [[ ${argument#*=} =~ ^[0-9]+$ ]] || { echo "'$argument': the runs after '=' must be a number" >&2; exit 64; }
            target_runs[$name]="${argument#*=}"
        fi
    else echo "unknown fuzz target '$argument'; known: all ${all_targets[*]}" >&2; exit 64
    fi
done
[[ ${#targets[@]} -gt 0 ]] || targets=("${all_targets[@]}")

# The modules the harnesses use, in dependency order, and the D-Bus decoder's files (compiled into the harness
# module itself, so the rest of NocturneHost is not built).
modules=(NocturneSupport NocturneColor NocturneAppearance NocturnePalette NocturneFormats NocturneSyntax NocturneProject NocturneLint)
dbus_files=(DBusType.swift DBusValue.swift DBusMessage.swift DBusMessage+Decoding.swift DBusMessage+Encoding.swift DBusDecodingError.swift
    DBusReader+Settings.swift)

work="$(mktemp -d "${TMPDIR:-/tmp}/nocturne-fuzz.XXXXXX")"
# The file trees the folder harnesses write for every input go to memory (/dev/shm) where it can be had: on a disk
# file system, creating and deleting them is most of each input's cost (ext4 with discard: half of it).
trees="$work"
if [[ -z ${FUZZ_TREES:-} && -d /dev/shm && -w /dev/shm ]]; then trees="$(mktemp -d /dev/shm/nocturne-fuzz.XXXXXX)"
elif [[ -n ${FUZZ_TREES:-} ]]; then mkdir -p "$FUZZ_TREES"; trees="$(mktemp -d "$FUZZ_TREES/nocturne-fuzz.XXXXXX")"
fi
trap 'rm -rf "$work" "$trees"' EXIT

sanitize="${FUZZ_SANITIZE:-address}"
sanitizers="fuzzer${sanitize:+,$sanitize}"
[[ $sanitize == none ]] && sanitizers="fuzzer"
optimize="${FUZZ_OPTIMIZE:--O}"

# Build from a snapshot of the sources, so that editing them meanwhile cannot break the build.
mkdir -p "$work/src/harness"
for module in "${modules[@]}"; do mkdir -p "$work/src/$module"; find "$root/Sources/$module" -name "*.swift" -exec cp {} "$work/src/$module/" \;; done
for file in "${dbus_files[@]}"; do cp "$root/Sources/NocturneHost/$file" "$work/src/harness/"; done
cp "$root"/fuzz/*.swift "$work/src/harness/"
# Each module is cached by the hash of its sources, the flags, the compiler and the modules before it; the
# executable by the hash of all of them and the harnesses. Editing a harness rebuilds only the harness module.
cache="$root/.build/fuzz/${optimize#-}-${sanitizers//,/-}"
mkdir -p "$cache"
compiler="$(swiftc --version 2>&1 | head -1)"
hash_of() { { (cd "$1" && find . -type f | LC_ALL=C sort | xargs sha256sum); echo "$2"; } | sha256sum | cut -c1-16; }
flags=("$optimize" -wmo -sanitize="$sanitizers" -parse-as-library -package-name Nocturne -I "$cache/modules" -swift-version 6)
key="$compiler $optimize $sanitizers"
started=$SECONDS
built=()
mkdir -p "$cache/modules" "$cache/objects"
for module in "${modules[@]}"; do
    key="$(hash_of "$work/src/$module" "$key")"
    built+=("$module-$key")
    [[ -f $cache/objects/$module-$key.o && -f $cache/modules/$module.swiftmodule && $(cat "$cache/modules/$module.key" 2>/dev/null) == "$key" ]] && continue
    echo "building $module ($optimize, -sanitize=$sanitizers) …" >&2
    rm -f "$cache/objects/$module"-*.o
    # -enable-testing: the harnesses reach internal API with @testable import, as the tests do.
    swiftc "${flags[@]}" -enable-testing -module-name "$module" -emit-module -emit-module-path "$cache/modules/$module.swiftmodule" \
        -c "$work/src/$module"/*.swift -o "$work/$module.o"
    mv "$work/$module.o" "$cache/objects/$module-$key.o"
    echo "$key" >"$cache/modules/$module.key"
done
key="$(hash_of "$work/src/harness" "$key")"
fuzzer="$cache/nocturne-fuzz-$key"
if [[ ! -x $fuzzer ]]; then
    echo "building the harnesses …" >&2
    objects=(); for name in "${built[@]}"; do objects+=("$cache/objects/$name.o"); done
    # gold warns about every local AddressSanitizer symbol it cannot export: keep those lines out of the output.
    swiftc "${flags[@]}" -module-name NocturneFuzz "$work/src/harness"/*.swift "${objects[@]}" -o "$work/nocturne-fuzz" 2>&1 \
        | { grep -v 'Cannot export local symbol' || true; } >&2
    [[ ${PIPESTATUS[0]} -eq 0 ]] || exit 1
    rm -f "$cache"/nocturne-fuzz-*
    mv "$work/nocturne-fuzz" "$fuzzer"
fi
[[ $((SECONDS - started)) -lt 2 ]] || echo "built in $((SECONDS - started)) s" >&2
[[ -z ${FUZZ_BUILD_ONLY:-} ]] || exit 0

reference=""
for candidate in "$root/../shared/reference" "$root/../../shared/reference"; do
    if [[ -d $candidate/real-inputs || -d $candidate/vectors ]]; then reference="$(cd "$candidate" && pwd)"; break; fi
done
[[ -n $reference ]] || echo "../shared/reference not found: hand-written seeds only" >&2

max_len() {
    case "$1" in
        # Enough to nest past every reader's depth limit (JSON 512, stylesheets 256, catalog groups 64).
        css-color) echo 256 ;; dbus) echo 512 ;; pairs) echo 1024 ;; json) echo 4096 ;; *) echo 2048 ;;
    esac
}

# run_target <target>: seeds its corpus, runs it; on a failure copies the input and the log to fuzz/crashes/.
run_target() {
    local target="$1" dir="$work/$1" length status=0
    length="$(max_len "$target")"
    mkdir -p "$dir" "$trees/$target"
    local corpus="${FUZZ_CORPUS:+$FUZZ_CORPUS/$target}"
    corpus="${corpus:-$dir/corpus}"
    if [[ ! -d $corpus ]] || [[ -z $(ls -A "$corpus") ]]; then
        FUZZ_MAX_LEN="$length" python3 "$root/fuzz/seed.py" "$target" "$corpus" "$reference" 2>>"$dir/log"
    fi
    local options=(-runs="${target_runs[$target]:-$runs}" -max_len="$length" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}"
        -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$dir/")
    [[ -f $root/fuzz/$target.dict ]] && options+=(-dict="$root/fuzz/$target.dict")
    [[ -n ${FUZZ_MAX_TIME:-} ]] && options+=(-max_total_time="$FUZZ_MAX_TIME")
    [[ ${FUZZ_JOBS:-1} -gt 1 ]] && options+=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
    # Swift's own crash backtracer would catch a trap before libFuzzer saves the input: turn it off. The harnesses
    # write their file trees under TMPDIR, a folder of this run's. Allocation stacks are kept 5 frames deep (the
    # unwinding costs more than the readers); rerun an input with ASAN_OPTIONS=malloc_context_size=30 for more.
    # fuzz/lsan.supp lists the few process-lifetime globals LeakSanitizer cannot see, each with why.
    (cd "$dir" && NOCTURNE_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no TMPDIR="$trees/$target" \
        ASAN_OPTIONS="detect_leaks=1:malloc_context_size=5${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
        LSAN_OPTIONS="suppressions=$root/fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" "$fuzzer" "${options[@]}" "$corpus" >>"$dir/log" 2>&1) || status=$?
    local done_line rss
    done_line="$(grep -hE '^Done [0-9]+ runs' "$dir/log" "$dir"/fuzz-*.log 2>/dev/null | tail -1 || true)"
    rss="$(grep -hE 'stat::peak_rss_mb' "$dir/log" "$dir"/fuzz-*.log 2>/dev/null | awk '{print $2}' | sort -n | tail -1 || true)"
    if [[ $status -ne 0 ]] || compgen -G "$dir/crash-*" >/dev/null || compgen -G "$dir/leak-*" >/dev/null \
        || compgen -G "$dir/timeout-*" >/dev/null || compgen -G "$dir/oom-*" >/dev/null; then
        mkdir -p "$root/fuzz/crashes"
        local artifact
        for artifact in "$dir"/crash-* "$dir"/leak-* "$dir"/timeout-* "$dir"/oom-*; do
            [[ -e $artifact ]] && cp "$artifact" "$root/fuzz/crashes/$target-$(basename "$artifact")"
        done
        cp "$dir/log" "$root/fuzz/crashes/$target.log"
        grep -hE 'ERROR|Fatal error|deadly signal|SUMMARY|==[0-9]+==' "$dir/log" | head -8 >&2 || true
        echo "$target: FAILED (exit $status); input and log copied to fuzz/crashes/" >&2
        return 1
    fi
    echo "$target: ${done_line:-no 'Done' line (see the log)}, peak RSS ${rss:-?} MB"
}

failed=0
if [[ ${FUZZ_PARALLEL:-1} -gt 1 ]]; then
    running=0
    for target in "${targets[@]}"; do
        if [[ $running -ge $FUZZ_PARALLEL ]]; then wait -n || failed=1; running=$((running - 1)); fi
        run_target "$target" & running=$((running + 1))
    done
    while [[ $running -gt 0 ]]; do wait -n || failed=1; running=$((running - 1)); done
else
    for target in "${targets[@]}"; do run_target "$target" || failed=1; done
fi
exit "$failed"
