# nocturne fix is all or nothing: SIGKILL (strace fault injection) at every file-system mutation of a fix leaves the original tree, the fixed one, or a journal the next run rolls back; that run gives the uninterrupted result, no journal or temporary file left, every Swift file parsing (Scripts/fix-kill-matrix); in the background once step 12's release binary is built: mostly waiting on strace and small runs, it overlaps the test steps
source .ci/lib.sh
await_background 12-build-release
nocturne="$(release_binary)"
command -v strace >/dev/null || fail "strace is missing: step 10 installs it"
command -v swiftc >/dev/null || fail "swiftc is not on PATH (the matrix parses every Swift file after each kill)"
Scripts/fix-kill-matrix "$nocturne" all >"$CI_LOG/fix-kill-matrix.txt" 2>&1 || { cat "$CI_LOG/fix-kill-matrix.txt"; fail "the fix kill matrix failed"; }
grep -E '^ok:|^fix kill matrix:' "$CI_LOG/fix-kill-matrix.txt"
