# nocturne theme writes the default theme in every format, its audit passes, and it refuses a folder it did not create
source .ci/lib.sh
nocturne="$(release_binary)"
out="$CI_LOG/theme"
"$nocturne" theme --out "$out" >"$CI_LOG/theme.txt" || fail "nocturne theme failed: $(cat "$CI_LOG/theme.txt")"
for file in Theme.xcassets/AccentColor.colorset/Contents.json Theme.swift theme.css tokens/Theme.tokens.json \
    tokens/Theme.resolver.json android/values/colors.xml android/values-night/colors.xml preview.html .nocturne-theme; do
    [[ -f "$out/$file" ]] || fail "nocturne theme did not write $file"
done
grep "all pass" "$CI_LOG/theme.txt" >/dev/null || fail "nocturne theme's audit did not pass: $(cat "$CI_LOG/theme.txt")"
expect_status "theme refuses a folder it did not create" 1 "was not created by nocturne theme" "$nocturne" theme --out "$CI_LOG"
echo "ok: theme files"
