#!/bin/sh
# nocturne fix on copies of the reference apps: every Swift file swiftc -parse accepted before still parses, storyboards stay
# well-formed XML, catalogs read back in nocturne audit, lint reports none of the fixed findings, and a second run changes nothing.
# Usage: Scripts/fix-real-apps.sh <nocturne binary> [<reference folder>]   (prints one line of figures per app; exit 1 on a failed check)
set -u
nocturne=$1
reference=${2:-../shared/reference}
work=$(mktemp -d /tmp/nocturne-fix-apps.XXXXXX)
trap 'rm -rf "$work"' EXIT
status=0
for app in "$reference"/real-inputs/swift/CodeEdit "$reference"/real-inputs/swift/NetNewsWire "$reference"/real-inputs/swift/duckduckgo-iOS \
           "$reference"/real-inputs/swift/enchanted "$reference"/real-inputs/apps/enchanted; do
    [ -d "$app" ] || { echo "skip: $app is absent"; continue; }
    name=$(basename "$(dirname "$app")")-$(basename "$app")
    copy="$work/$name"
    cp -R "$app" "$copy"
    find "$copy" -name '*.swift' | sort > "$work/files"
    xargs -d '\n' -n 1 sh -c 'swiftc -parse "$0" >/dev/null 2>&1 && echo "$0"' < "$work/files" > "$work/parsed-before"
    before=$("$nocturne" lint "$copy" --json 2>/dev/null | grep -c -E '"rule": ?"(constant-color|fixed-black-white|non-adapting-system-color|ib-custom-color|named-color-no-dark|asset-no-dark|named-color-no-high-contrast|asset-no-high-contrast|layer-color-snapshot)"')
    "$nocturne" fix "$copy" --json > "$work/fix.jsonl" 2>/dev/null
    fixed=$(grep -c -v '"left"' "$work/fix.jsonl")
    total=$(wc -l < "$work/fix.jsonl")
    xargs -d '\n' -n 1 sh -c 'swiftc -parse "$0" >/dev/null 2>&1 || echo "$0"' < "$work/parsed-before" > "$work/broken"
    broken=$(wc -l < "$work/broken")
    after=$("$nocturne" lint "$copy" --json 2>/dev/null | grep -c -E '"rule": ?"(constant-color|fixed-black-white|non-adapting-system-color|ib-custom-color|named-color-no-dark|asset-no-dark|named-color-no-high-contrast|asset-no-high-contrast|layer-color-snapshot)"')
    badxml=0
    for file in $(find "$copy" -name '*.storyboard' -o -name '*.xib'); do
        if command -v xmllint >/dev/null 2>&1; then xmllint --noout "$file" 2>/dev/null || badxml=$((badxml + 1)); fi
    done
    unreadable=0
    for catalog in $(find "$copy" -name '*.xcassets' -type d -prune); do
        "$nocturne" audit "$catalog" --json 2>/dev/null | grep -q '"unreadable"' && unreadable=$((unreadable + 1))
    done
    second=$("$nocturne" fix "$copy" --diff 2>/dev/null | wc -c)
    echo "$name: $fixed of $total dark-mode findings fixed (lint found $before before, $after after); $(wc -l < "$work/parsed-before") files parsed before, $broken broken; $badxml storyboards not XML; $unreadable catalogs unreadable; second run diff $second bytes"
    if [ "$broken" -ne 0 ] || [ "$badxml" -ne 0 ] || [ "$unreadable" -ne 0 ] || [ "$second" -ne 0 ] || [ "$after" -gt $((total - fixed)) ]; then
        cat "$work/broken"
        status=1
    fi
done
exit $status
