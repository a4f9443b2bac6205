# swift build -c release --product nocturne (zero warnings): the binary the smoke, README, theme, kill-matrix, host and lint steps run
source .ci/lib.sh
swift_build release -c release --product nocturne
release_binary
