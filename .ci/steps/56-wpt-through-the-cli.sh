# WPT css-color parsing vectors through `nocturne color -` (release binary): every failure is in CSSKnownFailures (wpt or commandLine) with its reason
source .ci/lib.sh
nocturne="$(release_binary)"
Scripts/wpt-through-cli "$nocturne" ../shared/reference/vectors/wpt-css-color-parsing.json
