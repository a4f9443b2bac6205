# The theme file: nocturne theme reads the Trips example's .nocturne.json and writes its outputs, the schema
# validates it and an --init starter (python3-jsonschema) and matches the example's copy, and a bad file writes nothing
source .ci/lib.sh
install_packages python3-jsonschema
nocturne="$(release_binary)"
work="$CI_LOG/theme-file"
rm -rf "$work"; mkdir -p "$work/bad"
cp Examples/Trips/.nocturne.json "$work/"
(cd "$work" && "$nocturne" theme >"$CI_LOG/theme-file.txt") || fail "nocturne theme on the Trips theme file failed: $(cat "$CI_LOG/theme-file.txt")"
for file in Generated/theme.css Generated/preview.html Generated/tokens/Theme.tokens.json; do
    [[ -f "$work/$file" ]] || fail "nocturne theme did not write the output $file"
done
grep -q -- "--theme-highlight-text:" "$work/Generated/theme.css" || fail "the CSS lacks the theme file's own colors"
grep -q "all pass" "$CI_LOG/theme-file.txt" || fail "the Trips theme's audit did not pass: $(cat "$CI_LOG/theme-file.txt")"
"$nocturne" theme --schema >"$work/schema.json"
cmp -s "$work/schema.json" Examples/Trips/nocturne.schema.json || fail "Examples/Trips/nocturne.schema.json is not 'nocturne theme --schema'"
mkdir -p "$work/starter"
"$nocturne" theme --init --config "$work/starter/.nocturne.json" --accent "#7C3AED" >/dev/null || fail "nocturne theme --init failed"
cmp -s "$work/starter/nocturne.schema.json" "$work/schema.json" || fail "--init did not write the schema beside the starter"
python3 - "$work/schema.json" Examples/Trips/.nocturne.json "$work/starter/.nocturne.json" <<'PY' || fail "the Trips theme file or an --init starter does not validate against the schema"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
for path in sys.argv[2:]:
    validator.validate(json.load(open(path)))
# Names as the reader takes them: letters of any script; and what it refuses, the schema refuses.
for name, valid in [("Trips", True), ("Thème", True), ("Brand2", True), ("2Brand", False), ("My Theme", False)]:
    assert validator.is_valid({"theme": {"name": name}}) == valid, name
for name, valid in [("café-au-lait", True), ("ink_2", True), ("9ink", False), ("a.b", False)]:
    assert validator.is_valid({"theme": {"colors": {name: {"light": "#111111", "role": "content"}}}}) == valid, name
PY
printf '{\n  "theme": {\n    "acent": "#0B7A75",\n    "outputs": { "css": "theme.css" }\n  }\n}\n' >"$work/bad/.nocturne.json"
expect_status "a mistyped key is named at its line and column" 1 ".nocturne.json:3:5: key 'theme.acent'" "$nocturne" theme --config "$work/bad/.nocturne.json"
[[ "$(ls -A "$work/bad")" == ".nocturne.json" ]] || fail "a bad theme file wrote: $(ls -A "$work/bad")"
echo "ok: theme file"
