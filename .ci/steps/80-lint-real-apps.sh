# nocturne lint on four real apps: findings in the documented line form, one JSON line per finding, SARIF valid against the SARIF 2.1.0 schema
source .ci/lib.sh
nocturne="$(release_binary)"
apps="../shared/reference/real-inputs/swift" schema="../shared/reference/sarif/sarif-schema-2.1.0.json"
[[ -d "$apps" && -f "$schema" ]] || fail "$apps or $schema is absent; CI runs with ../shared/reference"
python3 -c 'import jsonschema' 2>/dev/null || install_packages python3-jsonschema
for app in CodeEdit NetNewsWire duckduckgo-iOS enchanted; do
    "$nocturne" lint "$apps/$app" >"$CI_LOG/lint-$app.txt" 2>"$CI_LOG/lint-$app.err" || fail "nocturne lint $app exited $? (only warnings expected): $(tail -3 "$CI_LOG/lint-$app.err")"
    count=$(wc -l <"$CI_LOG/lint-$app.txt")
    [[ $count -gt 0 ]] || fail "nocturne lint $app found nothing"
    ! grep -vE '^[^:]+:[0-9]+:[0-9]+: (warning|error|note): .* \[[a-z-]+\]$' "$CI_LOG/lint-$app.txt" | head -3 | grep . \
        || fail "nocturne lint $app printed lines (above) that are not path:line:column: severity: message [rule]"
    "$nocturne" lint "$apps/$app" --format sarif >"$CI_LOG/lint-$app.sarif" || true
    python3 - "$schema" "$CI_LOG/lint-$app.sarif" <<'PY' || fail "SARIF for $app does not validate against the SARIF 2.1.0 schema"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
validator = jsonschema.validators.validator_for(schema)
errors = list(validator(schema).iter_errors(log))
for error in errors[:10]: print(list(error.absolute_path), error.message)
sys.exit(1 if errors else 0)
PY
    [[ $("$nocturne" lint "$apps/$app" --json | wc -l) -eq $count ]] || fail "--json does not print one line per finding for $app"
    echo "ok: $app: $count findings, SARIF valid"
done
expect_status "lint: an unknown path is an error" 1 "no such file or folder" "$nocturne" lint "$CI_LOG/no-such-folder"
