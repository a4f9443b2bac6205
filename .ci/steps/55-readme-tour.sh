# README and help, exact: every example runs as printed, with the release binary.
# - The tour: every `    $ … nocturne …` line of README.md prints exactly the indented lines under it.
# - Every other example of README.md (an indented `swift run nocturne …`, `nocturne …` or `cd … && swift run … nocturne …`
#   line, a `$ nocturne …` line in a fenced block) and every example of `nocturne <command> --help` (its `  nocturne …`
#   lines) runs in a fresh copy of Tests/DocExamples (with Examples/Trips beside it, ./Theme written by `nocturne theme` and a baseline by `nocturne lint`):
#   it must exit 0 or 1 (a failed check) with no `Error:` on standard error, `--watch` until it is stopped. A fenced block
#   with one command and lines under it prints exactly those lines (standard output, or it and then standard error).
# NOCTURNE_BINARY=<path> runs it with another build (by hand: CI_LOG=$(mktemp -d) NOCTURNE_BINARY=.build/debug/nocturne bash …).
source .ci/lib.sh
nocturne_binary="${NOCTURNE_BINARY:-$(release_binary)}"
nocturne_binary="$(cd "$(dirname "$nocturne_binary")" && pwd)/$(basename "$nocturne_binary")"
nocturne() { "$nocturne_binary" "$@"; }
# `swift run [--package-path P] nocturne …` in an example is the binary under test.
swift() {
    [[ ${1:-} == run ]] || { command swift "$@"; return; }
    shift
    [[ ${1:-} == --package-path ]] && shift 2
    shift
    nocturne "$@"
}
export -f nocturne swift
export nocturne_binary
examples="$CI_LOG/readme"
rm -rf "$examples"; mkdir -p "$examples"
awk -v dir="$examples" '
    function flush() { if (cmd != "") { n++; printf "%s", cmd > (dir "/" n ".cmd"); printf "%s", out > (dir "/" n ".out"); close(dir "/" n ".cmd"); close(dir "/" n ".out") } cmd = ""; out = "" }
    /^    \$ .*nocturne / { flush(); cmd = substr($0, 7); next }
    cmd != "" && /^    / { out = out substr($0, 5) "\n"; next }
    { flush() }
    END { flush() }
' README.md
count=0
for file in "$examples"/*.cmd; do
    [[ -e "$file" ]] || break
    expected="$(cat "${file%.cmd}.out")"
    actual="$(eval "$(cat "$file")" 2>&1)" || true
    [[ "$actual" == "$expected" ]] || fail "README example '$(cat "$file")' prints:
$actual
but README shows:
$expected"
    count=$((count + 1))
done
[[ $count -ge 5 ]] || fail "found only $count README examples (expected the tour's)"
echo "ok: $count README tour examples print what README shows"

# The other examples: one per line, "<where>\t<command>", and for a fenced block's lone command its output in <n>.out.
runs="$CI_LOG/examples"
rm -rf "$runs"; mkdir -p "$runs"
awk -v dir="$runs" '
    function save(where, command) { n++; printf "%s\t%s\n", where, command > (dir "/list.tsv") }
    /^```/ { if (fenced && commands == 1 && out != "") { printf "%s", out > (dir "/" first ".out"); close(dir "/" first ".out") }
             fenced = !fenced; commands = 0; out = ""; next }
    fenced && /^\$ nocturne / { commands++; if (commands == 1) first = n + 1; else out = ""; save("README.md:" NR, substr($0, 3)); next }
    fenced && commands == 1 { out = out $0 "\n"; next }
    !fenced && /^    (swift run( --package-path [^ ]+)? nocturne |nocturne |cd [^ ]+ && swift run )/ { save("README.md:" NR, substr($0, 5)) }
' README.md
for command in $(nocturne --help | sed -n '/^SUBCOMMANDS:/,$p' | awk 'NR > 1 && /^  [a-z]/ { print $1 }'); do
    nocturne "$command" --help | sed -n 's/^  \{1,\}\(nocturne .*\)$/\1/p' | while IFS= read -r line; do
        printf '%s\t%s\n' "nocturne $command --help" "$line" >>"$runs/list.tsv"
    done
done
workspace="$runs/workspace"
cp -R Tests/DocExamples "$workspace"
mkdir -p "$workspace/Examples"
cp -R Examples/Trips "$workspace/Examples/Trips"
# What the examples read that an earlier example writes: ./Theme (theme.css), the baseline `lint --baseline` takes.
(cd "$workspace" && nocturne theme --no-config >/dev/null && nocturne lint . --write-baseline .nocturne-baseline.json 2>/dev/null) \
    || fail "nocturne theme and lint --write-baseline do not run in the examples' folder"
index=0 ran=0 failures=()
while IFS=$'\t' read -r where command; do
    index=$((index + 1))
    copy="$runs/run-$index"
    cp -R "$workspace" "$copy"
    # The comment after an example is the README's, not the shell's concern; `--watch` runs until it is stopped.
    status=0
    if [[ $command == *--watch* ]]; then
        (cd "$copy" && NOCTURNE_COLOR_SCHEME=dark timeout 3 bash -c "$command" >"$copy.stdout" 2>"$copy.stderr") || status=$?
        [[ $status -eq 124 ]] && status=0
    else
        (cd "$copy" && timeout 120 bash -c "$command" >"$copy.stdout" 2>"$copy.stderr") || status=$?
    fi
    ran=$((ran + 1))
    if [[ $status -gt 1 ]] || grep -q '^Error:' "$copy.stderr"; then
        failures+=("$where: '$command' exits $status: $(head -3 "$copy.stderr")")
    elif [[ -e "$runs/$index.out" ]]; then
        # What the block shows is standard output, or standard output and then standard error (a summary line).
        expected="$(cat "$runs/$index.out")"
        actual="$(cat "$copy.stdout" "$copy.stderr")"
        [[ "$(cat "$copy.stdout")" == "$expected" || "$actual" == "$expected" ]] || failures+=("$where: '$command' prints:
$actual
but the README shows:
$expected")
    fi
    rm -rf "$copy"
done <"$runs/list.tsv"
for failure in "${failures[@]}"; do printf 'FAIL: %s\n' "$failure" >&2; done
[[ ${#failures[@]} -eq 0 ]] || fail "${#failures[@]} of $ran README and help examples do not run as printed"
[[ $ran -ge 40 ]] || fail "found only $ran README and help examples"
echo "ok: $ran README and help examples run as printed"
