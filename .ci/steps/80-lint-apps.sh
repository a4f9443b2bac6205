# nocturne lint on the fixture apps and, where they are in place, the four real apps: findings in the documented line form, one JSON line per finding, SARIF valid against the SARIF 2.1.0 schema
source .ci/lib.sh
nocturne="$(release_binary)"
reference="$(reference_folder)" schema="$(reference_folder)/sarif/sarif-schema-2.1.0.json"
[[ -f "$schema" ]] || fail "$schema is absent; CI runs with ../shared/reference"
python3 -c 'import jsonschema' 2>/dev/null || install_packages python3-jsonschema
fixtures="$(fixture_apps_copy)"
apps=("$fixtures"/*)
for app in $(real_apps real-inputs/swift/CodeEdit real-inputs/swift/NetNewsWire real-inputs/swift/duckduckgo-iOS real-inputs/swift/enchanted); do
    apps+=("$reference/$app")
done
for app in "${apps[@]}"; do
    name="$(basename "$app")"
    # 0, or 1 for findings of error severity (a pair that passes in light and fails in dark): a real app may have them.
    # Anything else, or a 1 without an error finding, means the check did not run as it should.
    status=0
    "$nocturne" lint "$app" >"$CI_LOG/lint-$name.txt" 2>"$CI_LOG/lint-$name.err" || status=$?
    if [[ $status -eq 1 ]]; then
        grep -q ': error: ' "$CI_LOG/lint-$name.txt" || fail "nocturne lint $name exited 1 with no error finding: $(tail -3 "$CI_LOG/lint-$name.err")"
    elif [[ $status -ne 0 ]]; then
        fail "nocturne lint $name exited $status (0, or 1 for error findings, expected): $(tail -3 "$CI_LOG/lint-$name.err")"
    fi
    count=$(wc -l <"$CI_LOG/lint-$name.txt")
    [[ $count -gt 0 ]] || fail "nocturne lint $name found nothing"
    ! grep -vE '^[^:]+:[0-9]+:[0-9]+: (warning|error|note): .* \[[a-z-]+\]$' "$CI_LOG/lint-$name.txt" | head -3 | grep . \
        || fail "nocturne lint $name printed lines (above) that are not path:line:column: severity: message [rule]"
    "$nocturne" lint "$app" --format sarif >"$CI_LOG/lint-$name.sarif" || true
    python3 - "$schema" "$CI_LOG/lint-$name.sarif" <<'PY' || fail "SARIF for $name does not validate against the SARIF 2.1.0 schema"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
validator = jsonschema.validators.validator_for(schema)
errors = list(validator(schema).iter_errors(log))
for error in errors[:10]: print(list(error.absolute_path), error.message)
sys.exit(1 if errors else 0)
PY
    [[ $("$nocturne" lint "$app" --json | wc -l) -eq $count ]] || fail "--json does not print one line per finding for $name"
    echo "ok: $name: $count findings, SARIF valid"
done
expect_status "lint: an unknown path could not run (2, not the findings status 1)" 2 "no such file or folder" "$nocturne" lint "$CI_LOG/no-such-folder"
