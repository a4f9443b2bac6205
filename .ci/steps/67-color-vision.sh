# color-vision simulation from the release binary: known bytes, usage errors (64) for bad names and severities, theme's
# report, and --color-vision safe end to end: the variant passes (0), a check it cannot mend fails the audit (1), outputs
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
expect_status "a severity of inf is a usage error" 64 "expected a number" "$nocturne" color red --cvd protanomaly --severity inf
expect_status "a misspelled --color-vision suggests safe" 64 "did you mean 'safe'?" "$nocturne" theme --no-files --color-vision saef
# --color-vision safe: the variant passes every check in all eight modes (exit 0), and its JSON says so, figure by figure.
"$nocturne" theme --no-files --json --color-vision safe >"$CI_LOG/theme-safe.json" || fail "nocturne theme --color-vision safe exited $?"
python3 - "$CI_LOG/theme-safe.json" <<'PY' || fail "theme --color-vision safe: the variant's colorVision section is wrong"
import json, sys
v = json.load(open(sys.argv[1]))["colorVision"]
checks = [c for d in v["deficiencies"].values() for mode in d["modes"].values() for c in mode]
assert v["required"] is True and v["failures"] == 0 and v["safe"]["passes"] is True, v["safe"]
assert v["safe"]["originalFailures"] > 0 and v["safe"]["contrastFailures"] == 0
assert len(checks) == 192 and all(c["difference"] >= c["threshold"] == 10 for c in checks)
PY
# A declared distinct pair no status move can mend: reported without safe (0), a failed audit with it (1).
printf '%s\n' '{ "theme": { "colors": { "alarm": { "light": "#D1242F", "role": "status" }, "go": { "light": "#1A7F37", "role": "status" } },' \
    '"pairs": [ { "foreground": "alarm", "background": "go", "minimum": 0, "distinct": true } ] } }' >"$CI_LOG/cvd-distinct.json"
expect_status "an unmendable distinct pair is only reported without safe" 0 "(reported; not required)" \
    "$nocturne" theme --no-files --config "$CI_LOG/cvd-distinct.json"
expect_status "an unmendable distinct pair fails the audit with safe" 1 "required: the audit fails" \
    "$nocturne" theme --no-files --config "$CI_LOG/cvd-distinct.json" --color-vision safe
# The variant is written as a mode set of its own: the DTCG resolver's colorVision modifier aliases into the variant.
"$nocturne" theme --color-vision safe --out "$CI_LOG/theme-safe" >/dev/null || fail "nocturne theme --color-vision safe --out exited $?"
python3 - "$CI_LOG/theme-safe/tokens/Theme.resolver.json" <<'PY' || fail "the resolver lacks the colorVision modifier"
import json, sys
r = json.load(open(sys.argv[1]))
m = r["modifiers"]["colorVision"]
assert list(m["contexts"]) == ["none", "protanopia", "deuteranopia", "tritanopia"] and m["default"] == "none"
assert r["resolutionOrder"][-1] == {"$ref": "#/modifiers/colorVision"} and "colorVisionSafe" in r["sets"]["base"]["sources"][0]
PY
echo "ok: color vision"
