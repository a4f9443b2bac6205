# The release binary of step 12 (built in the background while the TSan build and tests ran): its build passed, with zero warnings
source .ci/lib.sh
await_background 12-build-release
