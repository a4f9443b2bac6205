# NocturneHost: `gsettings set` → `nocturne appearance --watch --json` line through the real portal, under the limit (NOCTURNE_WATCH_LIMIT_MS, 50 ms median)
source .ci/lib.sh
nocturne="$(release_binary)"
dbus-run-session -- bash Tests/NocturneHostTests/Fixtures/watch-latency.sh "$nocturne" 6 "${NOCTURNE_WATCH_LIMIT_MS:-50}" \
    >"$CI_LOG/host-latency.txt" 2>&1 || { grep -vE 'dbus-daemon|WARNING|pw.conf' "$CI_LOG/host-latency.txt" | tail -12; fail "watch latency over the limit"; }
grep -E '→|median' "$CI_LOG/host-latency.txt"
