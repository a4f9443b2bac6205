# nocturne fix on copies of the fixture apps and, where they are in place, the five real apps: nothing broken (swiftc -parse, XML, catalogs), >= 85% fixed, re-measured right, the theme file's pairs audited in eight modes, idempotent
source .ci/lib.sh
nocturne="$(release_binary)"
reference="$(reference_folder)"
command -v swiftc >/dev/null || fail "swiftc is not on PATH (the script parses every changed Swift file before and after)"
apps=(Tests/FixtureApps/*/)
for app in $(real_apps real-inputs/swift/CodeEdit real-inputs/swift/NetNewsWire real-inputs/swift/duckduckgo-iOS real-inputs/swift/enchanted real-inputs/apps/enchanted); do
    apps+=("$reference/$app")
done
status=0
Scripts/fix-apps.sh "$nocturne" "${apps[@]}" >"$CI_LOG/fix-apps.txt" 2>&1 || status=$?
cat "$CI_LOG/fix-apps.txt"
[[ $status -eq 0 ]] || fail "Scripts/fix-apps.sh exited $status: a check above failed"
[[ $(grep -c ' dark-mode findings fixed;' "$CI_LOG/fix-apps.txt") -eq ${#apps[@]} ]] || fail "Scripts/fix-apps.sh did not report all ${#apps[@]} apps"
# Every app's audit has no failing check (an app whose fixes were all system colors has no theme file, so no check), and
# the apps together have checks.
[[ $(grep -c "; audit of the theme file's pairs: [0-9]* checks, 0 failing" "$CI_LOG/fix-apps.txt") -eq ${#apps[@]} ]] \
    || fail "nocturne audit of the theme file's pairs failed in one of the ${#apps[@]} apps"
grep -q "; audit of the theme file's pairs: [1-9][0-9]* checks, 0 failing" "$CI_LOG/fix-apps.txt" || fail "nocturne audit checked no pair in any app"
echo "ok: nocturne fix on ${#apps[@]} apps"
