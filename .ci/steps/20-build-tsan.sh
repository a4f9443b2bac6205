# swift build --build-tests --sanitize=thread (debug, zero warnings): every later swift test runs on this build, so all of them run under ThreadSanitizer
source .ci/lib.sh
swift_build debug --build-tests --sanitize=thread
tests_binary="$(swift build --show-bin-path)/NocturnePackageTests.xctest"
[[ -f "$tests_binary" ]] || fail "no test binary at $tests_binary"
nm "$tests_binary" | grep ' __tsan_func_entry$' >/dev/null || fail "$tests_binary is not instrumented with ThreadSanitizer"
echo "ok: $tests_binary is instrumented with ThreadSanitizer"
