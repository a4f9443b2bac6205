# The theme's preview.html checks itself in headless Chromium, in light and in forced dark mode; screenshots go to .ci/artifacts/
source .ci/lib.sh
nocturne="$(release_binary)"
out="$CI_LOG/preview" artifacts=".ci/artifacts"
"$nocturne" theme --out "$out" >/dev/null || fail "nocturne theme failed"
chrome="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[[ -n "$chrome" ]] || { install_packages chromium; chrome="$(command -v chromium)"; }
mkdir -p "$artifacts"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$CI_LOG/chrome-profile")
for mode in light dark; do
    extra=()
    [[ $mode == dark ]] && extra=(--force-dark-mode --blink-settings=preferredColorScheme=0)
    timeout 120 "$chrome" "${flags[@]}" "${extra[@]}" --virtual-time-budget=2000 --dump-dom "file://$out/preview.html" \
        >"$CI_LOG/dom-$mode.html" 2>"$CI_LOG/chrome-$mode.txt" || fail "chromium ($mode) failed: $(tail -5 "$CI_LOG/chrome-$mode.txt")"
    grep 'data-selfcheck="pass"' "$CI_LOG/dom-$mode.html" >/dev/null || \
        fail "preview.html self-check failed in $mode mode: $(grep -o 'Self-check:[^<]*' "$CI_LOG/dom-$mode.html" | head -1; grep -o '<li>[^<]*' "$CI_LOG/dom-$mode.html" | head -10)"
    grep "data-scheme=\"$mode-standard-base\"" "$CI_LOG/dom-$mode.html" >/dev/null || fail "chromium did not render the page in $mode mode"
    timeout 120 "$chrome" "${flags[@]}" "${extra[@]}" --window-size=1400,1000 --screenshot="$artifacts/preview-$mode.png" \
        "file://$out/preview.html" >/dev/null 2>&1 || fail "chromium ($mode) screenshot failed"
    echo "ok: preview self-check passes in $mode mode ($(grep -o 'Self-check: [^<(]*' "$CI_LOG/dom-$mode.html" | head -1)); screenshot $artifacts/preview-$mode.png"
done
