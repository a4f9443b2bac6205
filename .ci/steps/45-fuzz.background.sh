# Fuzzing: every reader through libFuzzer + AddressSanitizer (leak detection on), FUZZ_CI_RUNS inputs each (5,000) and the D-Bus decoder 1,000,000; in the background once step 15 has built it, on the cores the later steps leave idle
source .ci/lib.sh
runs="${FUZZ_CI_RUNS:-5000}"
await_background 15-fuzz-build # the executable is cached in .build/fuzz/, so run.sh below builds nothing
FUZZ_PARALLEL=2 FUZZ_OPTIMIZE="${FUZZ_OPTIMIZE:--O}" fuzz/run.sh all dbus=1000000 "$runs" >"$CI_LOG/fuzz.txt" 2>&1 \
    || { tail -30 "$CI_LOG/fuzz.txt"; fail "fuzzing found a crash, a leak or a hang (the inputs are in fuzz/crashes/)"; }
grep -E '^[a-z-]+: |^built in' "$CI_LOG/fuzz.txt" || true
echo "ok: every harness ran clean"
