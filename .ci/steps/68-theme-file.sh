# The theme file: nocturne theme reads the Trips example's .nocturne.json and writes its outputs, the schema
# validates it (python3-jsonschema) and matches the example's copy, and a bad file writes nothing
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
python3 - "$work/schema.json" Examples/Trips/.nocturne.json <<'PY' || fail "the Trips theme file does not validate against the schema"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
jsonschema.Draft202012Validator(schema).validate(json.load(open(sys.argv[2])))
PY
printf '{\n  "theme": {\n    "acent": "#0B7A75",\n    "outputs": { "css": "theme.css" }\n  }\n}\n' >"$work/bad/.nocturne.json"
expect_status "a mistyped key is named with its line" 1 ".nocturne.json:3:14: key 'theme.acent'" "$nocturne" theme --config "$work/bad/.nocturne.json"
[[ "$(ls -A "$work/bad")" == ".nocturne.json" ]] || fail "a bad theme file wrote: $(ls -A "$work/bad")"
echo "ok: theme file"
