# color-vision simulation from the release binary: known bytes, usage errors (64) for bad names and severities, theme's report
source .ci/lib.sh
nocturne="$(release_binary)"
expect_output "color --cvd deuteranopia (Viénot 1999)" "rgb(123, 123, 32)" "$nocturne" color "#D1242F" --cvd deuteranopia
expect_output "color --cvd tritanopia (Brettel 1997)" "rgb(255, 255, 255)" "$nocturne" color white --cvd tritanopia
expect_output "color --cvd protanomaly --severity 0.5 (Machado 2009)" "rgb(149, 78, 43)" \
    "$nocturne" color "#D1242F" --cvd protanomaly --severity 0.5
expect_status "a misspelled deficiency suggests the nearest" 64 "did you mean 'deuteranopia'?" "$nocturne" color red --cvd deuteranopa
expect_status "a severity above 1 is a usage error" 64 "expected a number from 0 to 1" "$nocturne" contrast red white --cvd protanomaly --severity 1.5
expect_status "a severity that is not a number is a usage error" 64 "expected a number" "$nocturne" color red --cvd tritanomaly --severity nan
"$nocturne" theme --no-files --json >"$CI_LOG/theme-color-vision.json" || fail "nocturne theme --json failed"
python3 -c 'import json,sys; v=json.load(open(sys.argv[1]))["colorVision"]; sys.exit(0 if v["checks"] == 192 and v["threshold"] == 10 else 1)' \
    "$CI_LOG/theme-color-vision.json" || fail "theme --json lacks the colorVision section"
echo "ok: color vision"
