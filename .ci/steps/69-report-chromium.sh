# nocturne report's HTML page, read back by headless Chromium: on each fixture app (and the real apps in place) the page
# builds both criteria's sections with the verdicts --json gives, loads nothing from outside, and prints one or two pages per criterion
source .ci/lib.sh
nocturne="$(release_binary)"
reference="$(reference_folder)"
chrome="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[[ -n "$chrome" ]] || { install_packages chromium; chrome="$(command -v chromium)"; }
fixtures="$(fixture_apps_copy)"
apps=("$fixtures"/*)
for app in $(real_apps real-inputs/swift/NetNewsWire real-inputs/swift/enchanted); do apps+=("$reference/$app"); done
flags=(--headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$CI_LOG/chrome-report-profile")
for app in "${apps[@]}"; do
    [[ -d "$app" ]] || continue
    name="$(basename "$app")" page="$CI_LOG/report-$name.html"
    status=0
    "$nocturne" report "$app" --html "$page" --json >"$CI_LOG/report-$name.json" 2>"$CI_LOG/report-$name.err" || status=$?
    [[ $status -le 1 ]] || fail "nocturne report $name exited $status: $(tail -3 "$CI_LOG/report-$name.err")"
    expected="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(" ".join(c["verdict"].replace(" ","-") for c in d["criteria"]))' "$CI_LOG/report-$name.json")"
    ! grep -qE '(src|href)="(https?:)?//|@import|url\(' "$page" || fail "report-$name.html loads something from outside"
    timeout 120 "$chrome" "${flags[@]}" --virtual-time-budget=2000 --dump-dom "file://$page" >"$CI_LOG/report-dom-$name.html" 2>"$CI_LOG/report-chrome-$name.txt" \
        || fail "chromium could not open report-$name.html: $(tail -3 "$CI_LOG/report-chrome-$name.txt")"
    grep -q 'data-sections="2"' "$CI_LOG/report-dom-$name.html" || fail "chromium did not build both sections of report-$name.html"
    read_back="$(grep -o '<section class="criterion"[^>]*data-verdict="[a-z-]*"' "$CI_LOG/report-dom-$name.html" | sed 's/.*data-verdict="\([a-z-]*\)"/\1/' | tr '\n' ' ' | sed 's/ $//')"
    [[ "$read_back" == "$expected" ]] || fail "report-$name.html reads '$read_back' in Chromium, --json says '$expected'"
    # Every image set drawn as a background and every app icon judged is a row of the Dark Interface table, with the verdict --json gives.
    images_json="$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(" ".join(e["verdict"].replace(" ","-") for e in d["criteria"][0]["evidence"] if e["topic"] in ("background image","app icon")))' "$CI_LOG/report-$name.json")"
    images_dom="$(grep -o '<tr data-verdict="[a-z-]*"[^>]*><td><span class="verdict [a-z-]*">[a-z ]*</span></td><td>\(background image\|app icon\)</td>' "$CI_LOG/report-dom-$name.html" | sed 's/<tr data-verdict="\([a-z-]*\)".*/\1/' | tr '\n' ' ' | sed 's/ $//')"
    [[ "$images_dom" == "$images_json" ]] || fail "report-$name.html shows the image rows '$images_dom' in Chromium, --json says '$images_json'"
    [[ -n "$images_json" ]] || fail "report-$name.json has no background image or app icon evidence (an app with none still gets the advisory row)"
    timeout 120 "$chrome" "${flags[@]}" --no-pdf-header-footer --print-to-pdf="$CI_LOG/report-$name.pdf" "file://$page" >/dev/null 2>&1 \
        || fail "chromium could not print report-$name.html"
    pages="$(python3 -c 'import re,sys; print(len(re.findall(rb"/Type\s*/Page[^s]", open(sys.argv[1],"rb").read())))' "$CI_LOG/report-$name.pdf")"
    [[ $pages -ge 3 && $pages -le 5 ]] || fail "report-$name.html prints on $pages pages; the summary and one or two per criterion expected"
    echo "ok: $name: $read_back (exit $status), $pages printed pages, image rows: $images_json"
done
