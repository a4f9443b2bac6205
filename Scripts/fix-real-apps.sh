#!/bin/sh
# nocturne fix on copies of the reference apps: every changed Swift file that swiftc -parse accepted before still parses,
# storyboards and xibs stay well-formed XML, catalogs read back in nocturne audit, lint reports none of the fixed findings
# afterwards, and a second run changes nothing. Prints one line of figures per app; exits 1 when a check fails.
# Usage: Scripts/fix-real-apps.sh <nocturne binary> [<reference folder>]
set -u
nocturne=$1
reference=${2:-../shared/reference}
work=$(mktemp -d /tmp/nocturne-fix-apps.XXXXXX)
trap 'rm -rf "$work"' EXIT
rules='"rule": ?"(constant-color|fixed-black-white|non-adapting-system-color|ib-custom-color|named-color-no-dark|asset-no-dark|named-color-no-high-contrast|asset-no-high-contrast|layer-color-snapshot)"'
status=0
for app in "$reference"/real-inputs/swift/CodeEdit "$reference"/real-inputs/swift/NetNewsWire "$reference"/real-inputs/swift/duckduckgo-iOS \
           "$reference"/real-inputs/swift/enchanted "$reference"/real-inputs/apps/enchanted; do
    [ -d "$app" ] || { echo "skip: $app is absent"; continue; }
    name=$(basename "$(dirname "$app")")-$(basename "$app")
    copy="$work/$name"
    cp -R "$app" "$copy" && chmod -R u+w "$copy"
    (cd "$copy" && find . -type f | sort | xargs -d '\n' md5sum) > "$work/before.sum"
    before=$("$nocturne" lint "$copy" --json 2>/dev/null | grep -c -E "$rules")
    "$nocturne" fix "$copy" --json > "$work/fix.jsonl" 2>"$work/fix.err"
    total=$(wc -l < "$work/fix.jsonl")
    fixed=$(grep -c -v '"left"' "$work/fix.jsonl")
    (cd "$copy" && md5sum --quiet -c "$work/before.sum" 2>/dev/null | sed -n 's/: FAILED$//p') > "$work/changed"
    broken=0 parsed=0
    for file in $(grep '\.swift$' "$work/changed"); do
        swiftc -parse "$app/$file" >/dev/null 2>&1 || continue
        parsed=$((parsed + 1))
        swiftc -parse "$copy/$file" >/dev/null 2>&1 || { echo "no longer parses: $file"; broken=$((broken + 1)); }
    done
    badxml=0
    for file in $(find "$copy" -name '*.storyboard' -o -name '*.xib'); do
        python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$file" 2>/dev/null || { echo "not XML: $file"; badxml=$((badxml + 1)); }
    done
    unreadable=0
    for catalog in $(find "$copy" -name '*.xcassets' -type d -prune); do
        "$nocturne" audit "$catalog" --json 2>/dev/null | grep -q 'unreadable' && { echo "unreadable: $catalog"; unreadable=$((unreadable + 1)); }
    done
    after=$("$nocturne" lint "$copy" --json 2>/dev/null | grep -c -E "$rules")
    second=$("$nocturne" fix "$copy" --diff 2>/dev/null | wc -c)
    echo "$name: $fixed of $total dark-mode findings fixed; lint: $before before, $after after; $parsed changed Swift files parsed before, $broken broken after; $badxml storyboards not XML; $unreadable catalogs unreadable; second run diff $second bytes"
    if [ "$broken" -ne 0 ] || [ "$badxml" -ne 0 ] || [ "$unreadable" -ne 0 ] || [ "$second" -ne 0 ] || [ "$after" -gt $((total - fixed)) ]; then
        cat "$work/fix.err"
        status=1
    fi
done
exit $status
