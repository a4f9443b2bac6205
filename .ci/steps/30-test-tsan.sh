# swift test under ThreadSanitizer, twice on one build in the fresh clone: as README's `swift test` sees it (nothing beside it: reference suites disabled with their reason, host tools required), then only the tests it skipped, with ../shared/reference required; each skip must pass there and nothing may skip
source .ci/lib.sh
clone="$(fresh_clone)"
[[ -d ../shared/reference ]] || fail "../shared/reference is not beside the package; CI runs with it"
reference="$(cd ../shared/reference && pwd)"
# Pass A, the fresh clone's `swift test` (--skip-build on step 20's build). A data race is a ThreadSanitizer report
# and a non-zero exit status (66), so swift_test fails on it.
(cd "$clone" && unset NOCTURNE_REFERENCE NOCTURNE_REQUIRE_REFERENCE && swift_test fresh NOCTURNE_REQUIRE_HOST_TESTS=1)
test_cases fresh | awk -F'\t' '$1 == "skipped" { print $2 "\t" $3 "\t" $4 }' | sort -u >"$CI_LOG/fresh-skipped.tsv"
[[ -s "$CI_LOG/fresh-skipped.tsv" ]] || fail "no test skipped in the fresh clone: is ../shared visible from it?"
cut -f3 "$CI_LOG/fresh-skipped.tsv" | sed -E 's/(not found|absent): .*/\1/' | sort | uniq -c | sort -rn | sed -E 's/^ *([0-9]+) /  skipped \1: /'
# One Swift Testing --filter per skip: a regular expression searched for in the test's ID, Module.Suite/test(labels:)
# (where a nested suite's dot may be a slash). The ID goes on past the name, so a trailing $ matches nothing; the
# escaped parentheses end the name instead.
escape() { sed 's/[][(){}.*+?^$|\\/]/\\&/g'; }
filters=()
while IFS=$'\t' read -r suite name _; do
    filters+=(--filter "$(escape <<<"$suite" | sed 's|\\\.|[./]|g')/$(escape <<<"$name")")
done <"$CI_LOG/fresh-skipped.tsv"
# Pass B: the skipped tests, with the reference present and required (a suite that would be disabled fails instead).
(cd "$clone" && swift_test reference NOCTURNE_REFERENCE="$reference" NOCTURNE_REQUIRE_REFERENCE=1 NOCTURNE_REQUIRE_HOST_TESTS=1 -- "${filters[@]}")
read -r _ _ skipped < <(test_counts reference)
[[ $skipped -eq 0 ]] || fail "$skipped tests were skipped with the reference present: $(test_cases reference | grep '^skipped' | head -5)"
test_cases reference | awk -F'\t' '$1 == "passed" { print $2 "\t" $3 }' | sort -u >"$CI_LOG/reference-passed.tsv"
unproven="$(cut -f1,2 "$CI_LOG/fresh-skipped.tsv" | sort -u | comm -23 - "$CI_LOG/reference-passed.tsv")"
[[ -z "$unproven" ]] || fail "skipped in the fresh clone, but did not pass with the reference:
$unproven"
echo "ok: each of the $(wc -l <"$CI_LOG/fresh-skipped.tsv") tests the fresh clone skipped passed with the reference"
grep -E '^WPT css-color parsing: [0-9]+/[0-9]+ ' "$CI_LOG/reference.txt" || fail "the WPT conformance count was not printed"
