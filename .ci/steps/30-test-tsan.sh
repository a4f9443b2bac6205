# swift test under ThreadSanitizer, twice on one build in the fresh clone: as README's `swift test` sees it (nothing beside it: reference suites disabled with their reason, host tools required), then only the tests it skipped, with ../shared/reference required; each skip must pass there and nothing may skip
source .ci/lib.sh
clone="$(fresh_clone)"
[[ -d ../shared/reference ]] || fail "../shared/reference is not beside the package; CI runs with it"
reference="$(cd ../shared/reference && pwd)"
# Pass A, the fresh clone's `swift test` (--skip-build on step 20's build). A data race is a ThreadSanitizer report
# and a non-zero exit status (66), so swift_test fails on it.
(cd "$clone" && unset NOCTURNE_REFERENCE NOCTURNE_REQUIRE_REFERENCE && swift_test fresh NOCTURNE_REQUIRE_HOST_TESTS=1)
# Its skips, one Swift Testing --filter each: a regular expression searched for in the test's ID, Module.Suite/test(labels:).
# The ID goes on past the name, so a trailing $ matches nothing; the escaped parentheses end the name instead.
python3 - "$CI_LOG/fresh-filters.txt" $(test_results fresh) <<'PY' || fail "the fresh clone's skips are wrong (above)"
import collections, re, sys, xml.etree.ElementTree as ET
skipped = [(case.get("classname"), case.get("name"), case.find("skipped").text or "")
           for path in sys.argv[2:] for case in ET.parse(path).getroot().iter("testcase") if case.find("skipped") is not None]
if not skipped: sys.exit("no test skipped in the fresh clone: is ../shared visible from it?")
with open(sys.argv[1], "w") as filters:
    for suite, name, _ in skipped:
        module, _, path = suite.partition(".")
        filters.write(re.escape(module) + r"\." + "[./]".join(map(re.escape, path.split("."))) + "/" + re.escape(name) + "\n")
for reason, count in collections.Counter(re.sub(r"(not found|absent): .*", r"\1", reason) for *_, reason in skipped).most_common():
    print(f"  skipped {count}: {reason}")
PY
filters=()
while read -r filter; do filters+=(--filter "$filter"); done <"$CI_LOG/fresh-filters.txt"
# Pass B: the skipped tests, with the reference present and required (a suite that would be disabled fails instead).
(cd "$clone" && swift_test reference NOCTURNE_REFERENCE="$reference" NOCTURNE_REQUIRE_REFERENCE=1 NOCTURNE_REQUIRE_HOST_TESTS=1 -- "${filters[@]}")
python3 - "$CI_LOG" <<'PY' || fail "the reference pass did not prove the fresh clone's skips (above)"
import glob, sys, xml.etree.ElementTree as ET
def cases(pattern):
    for path in glob.glob(pattern):
        for case in ET.parse(path).getroot().iter("testcase"):
            yield (case.get("classname"), case.get("name")), case
skipped = {key for key, case in cases(sys.argv[1] + "/fresh*.xml") if case.find("skipped") is not None}
reference = dict(cases(sys.argv[1] + "/reference*.xml"))
problems = [("skipped again with the reference", key) for key, case in reference.items() if case.find("skipped") is not None]
problems += [("skipped in the fresh clone, not run with the reference", key) for key in sorted(skipped - reference.keys())]
for problem, key in problems[:20]: print(f"{problem}:", *key)
if not problems: print(f"ok: each of the {len(skipped)} tests the fresh clone skipped passed with the reference")
sys.exit(1 if problems else 0)
PY
grep -E '^WPT css-color parsing: [0-9]+/[0-9]+ ' "$CI_LOG/reference.txt" || fail "the WPT conformance count was not printed"
