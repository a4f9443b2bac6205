# swift test under ThreadSanitizer, twice on one build in the fresh clone: as README's `swift test` sees it (nothing beside it: reference suites disabled with their reason, host tools required), then only the tests it skipped, with ../shared/reference required; each skip must pass there and nothing may skip but the tests that need the real apps (fetched, never stored) when they are not in place
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
# The one skip allowed here: the real apps (other people's code, fetched, never stored in ../shared) when they are not in
# place. Those tests are said once, with how to put the apps in place; every other skip fails the step.
realapps="real apps not in place"
test_cases reference | awk -F'\t' -v p="$realapps" '$1 == "skipped" && index($4, p) == 1 { print $2 "\t" $3 "\t" $4 }' \
    | sort -u >"$CI_LOG/reference-realapps.tsv"
other="$(test_cases reference | awk -F'\t' -v p="$realapps" '$1 == "skipped" && index($4, p) != 1' | head -5)"
[[ -z "$other" ]] || fail "tests were skipped with the reference present: $other"
if [[ -s "$CI_LOG/reference-realapps.tsv" ]]; then
    printf 'skipped %d tests that need the real apps (%s): fetch them with the search tool'"'"'s fetch, then run ../shared/reference/get-apps FOLDER (README → Contributing: Scripts/real-apps)\n' \
        "$(wc -l <"$CI_LOG/reference-realapps.tsv")" \
        "$(cut -f3 "$CI_LOG/reference-realapps.tsv" | grep -oE 'github:[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+' | sort -u | paste -sd' ')"
fi
test_cases reference | awk -F'\t' '$1 == "passed" { print $2 "\t" $3 }' | sort -u >"$CI_LOG/reference-passed.tsv"
unproven="$(cut -f1,2 "$CI_LOG/fresh-skipped.tsv" | sort -u | comm -23 - "$CI_LOG/reference-passed.tsv" \
    | comm -23 - <(cut -f1,2 "$CI_LOG/reference-realapps.tsv" | sort -u))"
[[ -z "$unproven" ]] || fail "skipped in the fresh clone, but did not pass with the reference:
$unproven"
echo "ok: each of the $(wc -l <"$CI_LOG/fresh-skipped.tsv") tests the fresh clone skipped passed with the reference, but $(wc -l <"$CI_LOG/reference-realapps.tsv") that need the real apps"
grep -E '^WPT css-color parsing: [0-9]+/[0-9]+ ' "$CI_LOG/reference.txt" || fail "the WPT conformance count was not printed"
