# README's two commands in the fresh clone with nothing beside it: `swift test` ran as step 30's first pass; here `swift run nocturne theme`, on step 20's build (so with --sanitize=thread, which only adds instrumentation), must write ./Theme and pass its audit
source .ci/lib.sh
clone="$(fresh_clone)"
grep -qxF '    swift run nocturne theme' README.md && grep -qxF '    swift test' README.md \
    || fail "README no longer shows '    swift run nocturne theme' and '    swift test'; update this step and step 30"
(cd "$clone" && unset NOCTURNE_REFERENCE NOCTURNE_REQUIRE_REFERENCE && swift run --sanitize=thread nocturne theme) >"$CI_LOG/fresh-theme.txt" 2>&1 \
    || { tail -20 "$CI_LOG/fresh-theme.txt"; fail "swift run nocturne theme failed in a fresh clone"; }
# The compiler's part of the log is everything before SwiftPM's "Build complete!" / "Build of product … complete!".
! awk '/^Build (of product .* )?complete!/ { exit } { print }' "$CI_LOG/fresh-theme.txt" | grep -E '(error|warning):' | sort -u | grep . \
    || fail "swift run nocturne theme in the fresh clone warns (listed above)"
grep "all pass" "$CI_LOG/fresh-theme.txt" >/dev/null || fail "swift run nocturne theme's audit did not pass: $(tail -5 "$CI_LOG/fresh-theme.txt")"
[[ -f "$clone/Theme/Theme.xcassets/AccentColor.colorset/Contents.json" ]] || fail "swift run nocturne theme wrote no ./Theme"
echo "ok: swift run nocturne theme"
rm -rf "$CI_LOG/fresh"
