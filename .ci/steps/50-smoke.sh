# nocturne smoke tests: the release binary's exact output, exit statuses and suggestions
source .ci/lib.sh
nocturne="$(release_binary)"
# The version is written once, in Sources/nocturne/Tool.swift; the binary must print exactly it.
version="$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' Sources/nocturne/Tool.swift)"
[[ -n $version ]] || fail "no 'static let version = \"…\"' in Sources/nocturne/Tool.swift; update this step"
expect_output "version" "$version" "$nocturne" --version
expect_output "contrast #767676 on white, WCAG and APCA" \
    '{"foreground":"#767676","background":"#ffffff","wcag":4.542224959605253,"apca":71.57239122246546,"passes":{"AA":true,"AALarge":true,"AAA":false,"AAALarge":true}}' \
    "$nocturne" contrast "#767676" "#ffffff" --json
expect_status "usage error exits 64 with a suggestion" 64 "did you mean '--to'?" "$nocturne" color "#ff0000" --too oklch
expect_status "unknown subcommand exits 64" 64 "did you mean 'color'?" "$nocturne" colr "#ff0000"
expect_status "a bad color exits 1 and says why" 1 '"error":' "$nocturne" color "#ff0000" "#zz" --json
# The issue's contract line; coords are full precision, so they are checked to 8 digits by pattern.
line="$("$nocturne" color "#ff0000" --to oklch --json)" || fail "nocturne color failed"
[[ "$line" =~ ^\{\"input\":\"#ff0000\",\"space\":\"oklch\",\"coords\":\[0\.62795536[0-9]*,0\.2576833[0-9]*,29\.2338802[0-9]*\],\"alpha\":1,\"css\":\"oklch\(0\.627955\ 0\.257683\ 29\.2339\)\",\"hex\":\"#ff0000\",\"inGamut\":\{\"srgb\":true,\"p3\":true\}\}$ ]] \
    || fail "nocturne color \"#ff0000\" --to oklch --json printed: $line"
echo "ok: color #ff0000 --to oklch --json"
expect_output "color from standard input, CSSOM forms" $'rgb(1, 2, 3)\nrgb(102, 51, 153)\noklch(0.539985 0.285449 326.643)' \
    "$nocturne" color - < <(printf 'rgb(1 2 3)\nrebeccapurple\n\ncolor-mix(in oklch, red, blue)\n')
expect_output "contrast text figures" $'#767676 on white\n  WCAG 2.2  4.54:1  passes AA, AA Large, AAA Large; fails AAA\n  APCA      Lc 71.5' \
    "$nocturne" contrast "#767676" white
expect_output "mix steps in oklch" $'#ff0000  oklch(0.627955 0.257683 29.2339)\n#b700be  oklch(0.539985 0.285449 326.643)\n#0000ff  oklch(0.452014 0.313214 264.052)' \
    "$nocturne" mix red blue --in oklch --steps 3
"$nocturne" --help >"$CI_LOG/help.txt"
grep '^SUBCOMMANDS:' "$CI_LOG/help.txt" >/dev/null || fail "nocturne --help lacks SUBCOMMANDS:"
echo "ok: help"
