#!/bin/sh
# nocturne fix on copies of apps: every changed Swift file that swiftc -parse accepted before still parses,
# storyboards and xibs stay well-formed XML, catalogs read back in nocturne audit, at least 85% of the dark-mode findings
# are fixed and lint reports none of the fixed ones afterwards, what the fix made re-measures right independently of its
# solver (Scripts/fix-remeasure.py: light values kept, Dark content >= 4.5:1 and 7:1 on both dark system backgrounds,
# backgrounds dark), nocturne audit of each catalog fix wrote into checks the pairs of the theme file fix wrote in all eight
# modes, and a second run changes nothing. Prints the figures per app; exits 1 when a check fails.
# The apps: the fixture apps (Tests/FixtureApps, CI's step 84) and, where they are in place, the real apps
# (Scripts/real-apps puts them in place and runs this on them).
# Usage: Scripts/fix-apps.sh <nocturne binary> <app folder>...
set -u
[ $# -gt 1 ] || { echo "usage: Scripts/fix-apps.sh <nocturne binary> <app folder>..." >&2; exit 64; }
nocturne=$1
scripts=$(cd "$(dirname "$0")" && pwd)
shift
work=$(mktemp -d /tmp/nocturne-fix-apps.XXXXXX)
trap 'rm -rf "$work"' EXIT
rules='"rule": ?"(constant-color|fixed-black-white|non-adapting-system-color|ib-custom-color|named-color-no-dark|asset-no-dark|named-color-no-high-contrast|asset-no-high-contrast|layer-color-snapshot)"'
status=0 all_total=0 all_fixed=0
for app in "$@"; do
    [ -d "$app" ] || { echo "no such app folder: $app"; status=1; continue; }
    name=$(basename "$(dirname "$app")")-$(basename "$app")
    copy="$work/$name"
    cp -R "$app" "$copy" && chmod -R u+w "$copy"
    (cd "$copy" && find . -type f | sort | xargs -d '\n' md5sum) > "$work/before.sum"
    # Warnings and errors: fix takes notes (High Contrast variants) only with --add-high-contrast.
    before=$("$nocturne" lint "$copy" --json 2>/dev/null | grep -v '"severity": *"note"' | grep -c -E "$rules")
    # An app sampled without any catalog (a folder of Swift files) names where the sets go, as its user would: fix makes
    # no catalog of its own accord.
    catalog_option=
    [ -n "$(find "$copy" -name '*.xcassets' -type d -print -quit)" ] || catalog_option="--catalog=$copy/Colors.xcassets"
    "$nocturne" fix "$copy" --json $catalog_option > "$work/fix.jsonl" 2>"$work/fix.err"
    total=$(wc -l < "$work/fix.jsonl")
    fixed=$(grep -c -v '"left"' "$work/fix.jsonl")
    all_total=$((all_total + total)) all_fixed=$((all_fixed + fixed))
    grep '"left"' "$work/fix.jsonl" | sed "s|$copy/||g"
    (cd "$copy" && md5sum --quiet -c "$work/before.sum" 2>/dev/null | sed -n 's/: FAILED$//p') > "$work/changed"
    broken=0 parsed=0
    # Line by line, never split on spaces: real apps have folders like "User Interface".
    while IFS= read -r file; do
        [ -n "$file" ] || continue
        swiftc -parse "$app/$file" >/dev/null 2>&1 || continue
        parsed=$((parsed + 1))
        swiftc -parse "$copy/$file" >/dev/null 2>&1 || { echo "no longer parses: $file"; broken=$((broken + 1)); }
    done <<EOF
$(grep '\.swift$' "$work/changed")
EOF
    badxml=0
    while IFS= read -r file; do
        [ -n "$file" ] || continue
        python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$file" 2>/dev/null || { echo "not XML: $file"; badxml=$((badxml + 1)); }
    done <<EOF
$(find "$copy" -name '*.storyboard' -o -name '*.xib')
EOF
    unreadable=0
    # A catalog reads back when nocturne audit meets no more reading errors in it than in the original.
    while IFS= read -r catalog; do
        [ -n "$catalog" ] || continue
        errors() { [ -d "$1" ] || { echo 0; return; }; "$nocturne" audit "$1" --json 2>/dev/null \
            | python3 -c 'import json, sys; print(sum(p["severity"] == "error" for p in json.load(sys.stdin)["problems"]))' 2>/dev/null || echo 0; }
        [ "$(errors "$catalog")" -le "$(errors "$app/${catalog#"$copy"/}")" ] || { echo "unreadable: $catalog"; unreadable=$((unreadable + 1)); }
    done <<EOF
$(find "$copy" -name '*.xcassets' -type d -prune)
EOF
    after=$("$nocturne" lint "$copy" --json 2>/dev/null | grep -v '"severity": *"note"' | grep -c -E "$rules")
    second=$("$nocturne" fix "$copy" --diff $catalog_option 2>/dev/null | wc -c)
    remeasured=0
    audit=
    if [ -f "$copy/.nocturne.json" ]; then
        "$nocturne" theme --config "$copy/.nocturne.json" --no-files --json > "$work/theme-audit.json" 2>>"$work/fix.err" || true
        audit="$work/theme-audit.json"
    fi
    python3 "$scripts/fix-remeasure.py" "$app" "$copy" "$work/fix.jsonl" $audit > "$work/remeasure.txt" || remeasured=1
    sed "s|$copy/||g" "$work/remeasure.txt"
    # nocturne audit on each catalog fix wrote into (the ones with a manifest): the pairs come from the theme file fix
    # wrote, and every check of every pair holds in all eight modes, but for the light standard-contrast checks of a color
    # whose light value is the app's own (kept byte for byte, so not fix's to pass), which are counted apart.
    audited=0 auditfail=0 ownlight=0
    while IFS= read -r manifest; do
        [ -n "$manifest" ] || continue
        catalog=$(dirname "$manifest")
        counts=$("$nocturne" audit "$catalog" --json 2>/dev/null | python3 -c '
import json, sys
audit, theme = json.load(sys.stdin), json.load(open(sys.argv[1]))["theme"]
pinned = {name for name, color in theme.get("colors", {}).items() if isinstance(color, dict) and "light" in color}
checks = failing = own = 0
source_ok = audit["pairsSource"].startswith("the theme file")
for pair in audit["pairs"]:
    for mode, result in pair["results"].items():
        checks += 1
        if result["passes"]:
            continue
        if mode.startswith("light-standard") and {pair["foreground"], pair["background"]} & pinned:
            own += 1
        else:
            failing += 1
            print("  audit: %s on %s fails in %s (WCAG %s)" % (pair["foreground"], pair["background"], mode, result["wcag"]), file=sys.stderr)
print(checks if source_ok else -1, failing, own)' "$copy/.nocturne.json" 2>>"$work/audit.err")
        set -- $counts
        if [ "${1:--1}" -lt 0 ]; then echo "audit: $catalog: the pairs are not the theme file's"; auditfail=$((auditfail + 1)); continue; fi
        audited=$((audited + $1)) auditfail=$((auditfail + $2)) ownlight=$((ownlight + $3))
    done <<EOF
$(find "$copy" -path '*.xcassets/.nocturne-theme.json')
EOF
    [ -s "$work/audit.err" ] && sed "s|$copy/||g" "$work/audit.err" && : > "$work/audit.err"
    echo "$name: $fixed of $total dark-mode findings fixed; lint: $before before, $after after; $parsed changed Swift files parsed before, $broken broken after; $badxml storyboards not XML; $unreadable catalogs unreadable; second run diff $second bytes; audit of the theme file's pairs: $audited checks, $auditfail failing, $ownlight light values the app's own miss"
    if [ "$broken" -ne 0 ] || [ "$badxml" -ne 0 ] || [ "$unreadable" -ne 0 ] || [ "$second" -ne 0 ] || [ "$after" -gt $((total - fixed)) ] \
        || [ "$remeasured" -ne 0 ] || [ "$auditfail" -ne 0 ]; then
        cat "$work/fix.err"
        status=1
    fi
done
# The issue's bar: at least 85% of the dark-mode findings of the apps together fixed automatically.
echo "all apps: $all_fixed of $all_total dark-mode findings fixed ($((all_fixed * 1000 / (all_total > 0 ? all_total : 1))) per mille)"
[ $((all_fixed * 100)) -ge $((all_total * 85)) ] || { echo "fewer than 85% fixed"; status=1; }
exit $status
