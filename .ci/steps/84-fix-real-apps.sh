# nocturne fix on copies of the five reference apps: nothing broken (swiftc -parse, XML, catalogs), >= 85% fixed, re-measured right, idempotent
source .ci/lib.sh
nocturne="$(release_binary)"
reference=../shared/reference
for app in swift/CodeEdit swift/NetNewsWire swift/duckduckgo-iOS swift/enchanted apps/enchanted; do
    [[ -d "$reference/real-inputs/$app" ]] || fail "$reference/real-inputs/$app is absent; CI runs with ../shared/reference"
done
command -v swiftc >/dev/null || fail "swiftc is not on PATH (the script parses every changed Swift file before and after)"
status=0
Scripts/fix-real-apps.sh "$nocturne" "$reference" >"$CI_LOG/fix-real-apps.txt" 2>&1 || status=$?
cat "$CI_LOG/fix-real-apps.txt"
[[ $status -eq 0 ]] || fail "Scripts/fix-real-apps.sh exited $status: a check above failed"
[[ $(grep -c ' dark-mode findings fixed' "$CI_LOG/fix-real-apps.txt") -eq 5 ]] || fail "Scripts/fix-real-apps.sh did not report all five apps"
echo "ok: nocturne fix on five real apps"
