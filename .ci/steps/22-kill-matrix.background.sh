# Output safety: SIGKILL (strace fault injection) at every rename and every file-system mutation of theme/convert --out leaves the old or the new output, whole (Scripts/kill-matrix); in the background once step 12's release binary is built: mostly waiting on strace and small runs, it overlaps the test steps
source .ci/lib.sh
await_background 12-build-release
nocturne="$(release_binary)"
command -v strace >/dev/null || fail "strace is missing: step 10 installs it"
Scripts/kill-matrix "$nocturne" all >"$CI_LOG/kill-matrix.txt" 2>&1 || { cat "$CI_LOG/kill-matrix.txt"; fail "the kill matrix failed"; }
grep -E '^ok:|^kill matrix:' "$CI_LOG/kill-matrix.txt"
