# swift build -c release --product nocturne (zero warnings), in the background from the start: one core's work (each module is one whole-module compile) that the TSan build and the tests leave room for; step 40 awaits it, and the smoke, README, theme, kill-matrix, host and lint steps run the binary it makes
source .ci/lib.sh
swift_build release -c release --product nocturne
release_binary
