# Fuzzing, the build: the one libFuzzer + AddressSanitizer executable of fuzz/, built in the background (single-core -wmo compiles) while the next steps run, at the lowest priority (nice 19), so that the release build of step 12, which more steps wait for, takes the idle core first; step 45 runs it
source .ci/lib.sh
FUZZ_BUILD_ONLY=1 FUZZ_OPTIMIZE="${FUZZ_OPTIMIZE:--O}" nice -n 9 fuzz/run.sh all
