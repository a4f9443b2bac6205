# DocC: every catalog converts from the modules of step 20's TSan debug build, in the fresh clone, with no warning (Scripts/check-docs builds nothing)
source .ci/lib.sh
(cd "$(fresh_clone)" && Scripts/check-docs) >"$CI_LOG/docs.txt" 2>&1 || { grep -vE '^docs: [A-Za-z-]+: 0 warnings$' "$CI_LOG/docs.txt" | head -60; fail "DocC warnings (listed above; Scripts/check-docs reproduces them after swift build)"; }
echo "ok: $(tail -1 "$CI_LOG/docs.txt" | sed 's/^docs: //')"
