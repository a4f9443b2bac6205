# swift test under ThreadSanitizer with ../shared/reference and the host tools: a suite that would be disabled for missing reference data or host tools fails instead, and nothing may skip
source .ci/lib.sh
[[ -d ../shared/reference ]] || fail "../shared/reference is not beside the package; CI runs with it"
# A data race is a ThreadSanitizer report and a non-zero exit status (66), so swift_test fails on it.
swift_test test NOCTURNE_REFERENCE= NOCTURNE_REQUIRE_REFERENCE=1 NOCTURNE_REQUIRE_HOST_TESTS=1
read -r tests failures skipped < <(test_counts $(test_results test))
if [[ $skipped -ne 0 ]]; then
    python3 - $(test_results test) <<'PY'
import sys, xml.etree.ElementTree as ET
for path in sys.argv[1:]:
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("skipped") is not None: print("skipped:", case.get("classname"), case.get("name"))
PY
    fail "$skipped tests were skipped (listed above); with the reference and the test tools present none may be"
fi
grep -E '^WPT css-color parsing: [0-9]+/[0-9]+ ' "$CI_LOG/test.txt" || fail "the WPT conformance count was not printed"
