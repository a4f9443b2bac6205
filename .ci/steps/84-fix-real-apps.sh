# nocturne fix on copies of the five reference apps: nothing broken (swiftc -parse, XML, catalogs), >= 85% fixed, re-measured right,
# the theme file's pairs audited in eight modes, idempotent
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
[[ $(grep -c ' dark-mode findings fixed;' "$CI_LOG/fix-real-apps.txt") -eq 5 ]] || fail "Scripts/fix-real-apps.sh did not report all five apps"
[[ $(grep -c "; audit of the theme file's pairs: [1-9][0-9]* checks, 0 failing" "$CI_LOG/fix-real-apps.txt") -eq 5 ]] \
    || fail "nocturne audit did not check the theme file's pairs of all five apps, or one failed"
echo "ok: nocturne fix on five real apps"
