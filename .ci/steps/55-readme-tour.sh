# README: every `    $ … nocturne …` line of the tour, run with the release binary, prints exactly the indented lines under it
source .ci/lib.sh
nocturne_binary="$(release_binary)"
nocturne() { "$nocturne_binary" "$@"; }
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
echo "ok: $count README examples"
