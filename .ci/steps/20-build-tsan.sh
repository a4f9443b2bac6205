# A fresh clone with nothing beside it, and in it swift build --build-tests --sanitize=thread (debug, zero warnings): both test passes, DocC and README's two commands run on this one build, so every test runs under ThreadSanitizer
source .ci/lib.sh
clone="$(fresh_clone)"
rm -rf "$CI_LOG/fresh"; mkdir -p "$(dirname "$clone")"
git clone -q "$PWD" "$clone" || fail "git clone of $PWD failed"
[[ ! -e "$clone/../shared" ]] || fail "$clone has a ../shared beside it; the clone must see nothing"
(cd "$clone" && swift_build debug --build-tests --sanitize=thread)
tests_binary="$(cd "$clone" && swift build --show-bin-path)/NocturnePackageTests.xctest"
[[ -f "$tests_binary" ]] || fail "no test binary at $tests_binary"
nm "$tests_binary" | grep ' __tsan_func_entry$' >/dev/null || fail "$tests_binary is not instrumented with ThreadSanitizer"
echo "ok: $tests_binary is instrumented with ThreadSanitizer"
