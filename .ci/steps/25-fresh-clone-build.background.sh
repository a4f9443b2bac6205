# The fresh clone with nothing beside it, its build: `git clone` into $CI_LOG and the plain (uninstrumented) debug build of everything, in the background while the test pass leaves a core idle; step 85 runs README's two commands in it
source .ci/lib.sh
clone="$CI_LOG/fresh/Nocturne"
rm -rf "$CI_LOG/fresh"; mkdir -p "$CI_LOG/fresh"
git clone -q "$PWD" "$clone" || fail "git clone of $PWD failed"
# Everything `swift run nocturne theme` and `swift test` build; they then find it built. The log is checked for
# warnings in step 85, with theirs.
(cd "$clone" && unset NOCTURNE_REFERENCE NOCTURNE_REQUIRE_REFERENCE && swift build --build-tests) >"$CI_LOG/fresh-build.txt" 2>&1 \
    || { tail -20 "$CI_LOG/fresh-build.txt"; fail "swift build --build-tests failed in a fresh clone"; }
tail -1 "$CI_LOG/fresh-build.txt"
