# Fuzzing, the build: the one libFuzzer + AddressSanitizer executable of fuzz/, built in the background (single-core -wmo compiles) while the next steps run; step 45 runs it
source .ci/lib.sh
FUZZ_BUILD_ONLY=1 FUZZ_OPTIMIZE="${FUZZ_OPTIMIZE:--O}" fuzz/run.sh all
