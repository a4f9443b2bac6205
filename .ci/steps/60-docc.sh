# DocC: every catalog converts from the TSan debug build's modules with no warning (Scripts/check-docs builds nothing)
source .ci/lib.sh
Scripts/check-docs >"$CI_LOG/docs.txt" 2>&1 || { grep -vE '^docs: [A-Za-z-]+: 0 warnings$' "$CI_LOG/docs.txt" | head -60; fail "DocC warnings (listed above; Scripts/check-docs reproduces them after swift build)"; }
echo "ok: $(tail -1 "$CI_LOG/docs.txt" | sed 's/^docs: //')"
