# The build plugins on a copy of Examples/Trips (its Nocturne dependency pointed at this checkout): the planted finding
# at its line and column, the generated theme built, an unchanged rebuild that does not lint, an error severity and a
# malformed .nocturne.json that fail the build at their lines, a lint-only .nocturne.json that builds (the default
# theme), a target with no Swift files that gets no command, the package's platform minimums (dump-package), and the
# command plugin (lint; fix --dry-run). In the background once the tests have run: a debug build of its own, on the
# core the later steps leave idle; on a copy, so that the steps reading Examples/Trips meanwhile see it as committed.
source .ci/lib.sh
root="$PWD"
trips="$CI_LOG/plugins/Trips" # the folder's name is the package's identity, which the build graph's paths carry
rm -rf "$trips"; mkdir -p "$(dirname "$trips")"
cp -R Examples/Trips "$trips"
sed -i 's|path: "\.\./\.\."|path: "'"$root"'"|' "$trips/Package.swift"
grep -qF "path: \"$root\"" "$trips/Package.swift" || fail "could not point the copy of Examples/Trips at $root: its Package.swift no longer says path: \"../..\""
cd "$trips"
view="$PWD/Sources/TripsUI/TripsView.swift"
override="$PWD/Sources/TripsUI/.nocturne.json" # the target folder's configuration wins over the package's
kit_override="$PWD/Sources/TripsKit/.nocturne.json"
package_config="$PWD/.nocturne.json" saved_config="$CI_LOG/trips-nocturne.json"
manifest="$PWD/Package.swift" saved_manifest="$CI_LOG/trips-Package.swift" no_swift="$PWD/Sources/CTripsNoSwift"
cp "$package_config" "$saved_config"
cp "$manifest" "$saved_manifest"

# Platforms an app can adopt: Nocturne's declared minimums are at most iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1.
(cd "$root" && swift package dump-package) >"$CI_LOG/dump-package.json" 2>"$CI_LOG/dump-package.err" || fail "swift package dump-package failed: $(cat "$CI_LOG/dump-package.err")"
python3 - "$CI_LOG/dump-package.json" <<'PY' || fail "Package.swift declares a minimum above what the core needs (above)"
import json, sys
limits = {"ios": 15, "macos": 12, "tvos": 15, "watchos": 8, "visionos": 1}
declared = {p["platformName"]: p["version"] for p in json.load(open(sys.argv[1]))["platforms"]}
version = lambda text: (tuple(int(part) for part in text.split(".")) + (0, 0))[:3]
high = [f"{name} {text} > {limits[name]}" for name, text in declared.items() if name in limits and version(text) > (limits[name], 0, 0)]
print("dump-package minimums:", ", ".join(f"{name} {text}" for name, text in declared.items()))
if high: print("too high:", ", ".join(high)); sys.exit(1)
PY

swift build >"$CI_LOG/trips-build.txt" 2>&1 || { tail -30 "$CI_LOG/trips-build.txt"; fail "swift build of Examples/Trips failed"; }
planted='Color(red: 0.42, green: 0.45, blue: 0.45)'
line=$(grep -nF "$planted" "$view" | cut -d: -f1)
column=$(sed -n "${line}p" "$view" | awk -v s="$planted" '{ print index($0, s) }')
finding="$view:$line:$column: warning: '$planted' is a constant color, the same in light and dark mode — #6B7373 text (TripsView.swift:$line) on systemBackground (assumed): 4.3:1 in Dark, 4.5 needed [constant-color]"
grep -qxF "$finding" "$CI_LOG/trips-build.txt" || fail "the build did not print $finding: $(grep -F TripsView "$CI_LOG/trips-build.txt")"
[[ $(grep -c ': warning: .*\[' "$CI_LOG/trips-build.txt") -eq 1 ]] || fail "expected one finding (the nocturne:ignore one silenced): $(grep ': warning:' "$CI_LOG/trips-build.txt")"
# A build step that succeeds prints only diagnostics: no lint summary, no theme audit or color-vision notes (--quiet).
! grep -E '^(Audit:|Tightest pairs|Color vision|  CLOSE|Wrote |[0-9]+ findings? )' "$CI_LOG/trips-build.txt" \
    || fail "the plugins printed more than diagnostics in a successful build (above)"
theme=$(find .build/plugins/outputs -path '*TripsKit*NocturneThemePlugin/Theme/Theme.swift' | head -1)
[[ -n "$theme" ]] && grep -q 'public enum ThemeColors' "$theme" || fail "NocturneThemePlugin generated no ThemeColors"
grep -qE 'static (var|let) cardBorder' "$theme" || fail "the generated ThemeColors lacks the theme file's own color cardBorder"
colors=$(.build/debug/trips-colors)
[[ "$colors" == "accent light #0B7A75 dark #5FD4CC" ]] || fail "the generated theme does not carry the theme file's accents: $colors"

swift build >"$CI_LOG/trips-rebuild.txt" 2>&1 || fail "the second swift build of Examples/Trips failed"
# SwiftPM builds a plugin's tool in two build graphs (.build/plugin-tools.yaml and .build/debug.yaml) that write the
# same files (swiftlang/swift-package-manager#7899), so the first rebuild after a clean build relinks nocturne-tool
# and lints once more. That one is SwiftPM's and is reported; any rebuild after it must not lint.
if grep -q 'nocturne lint' "$CI_LOG/trips-rebuild.txt"; then
    echo "note: the first rebuild after a clean build linted again (SwiftPM relinks the plugin tool once)"
fi
swift build >"$CI_LOG/trips-rebuild2.txt" 2>&1 || fail "the third swift build of Examples/Trips failed"
! grep -q 'nocturne lint' "$CI_LOG/trips-rebuild2.txt" || fail "an unchanged rebuild ran lint again: $(grep 'nocturne lint' "$CI_LOG/trips-rebuild2.txt")"

sed 's/"constant-color": "warning"/"constant-color": "error"/' .nocturne.json >"$override"
grep -q '"error"' "$override" || fail "could not set constant-color to error"
expect_build_failure() { # <log name> <line the log must hold>
    if swift build >"$CI_LOG/$1.txt" 2>&1; then fail "swift build succeeded with $(cat "$override")"; fi
    grep -qxF "$2" "$CI_LOG/$1.txt" || fail "the failed build did not print $2: $(grep -E 'error' "$CI_LOG/$1.txt" | head -5)"
    ! grep -qiE 'backtrac|crashed|plugin failures' "$CI_LOG/$1.txt" || fail "a plugin crashed: $(tail -20 "$CI_LOG/$1.txt")"
}
expect_build_failure trips-error "${finding/: warning: /: error: }"
printf '{\n  "rules": {\n    "constant-color": "error",\n  }\n}\n' >"$override"
expect_build_failure trips-malformed "$override:4:3: error: not valid JSON: expected '\"' to start a key"
[[ $(grep -c 'error:' "$CI_LOG/trips-malformed.txt") -le 2 ]] || fail "a malformed .nocturne.json gave more than one diagnostic: $(grep 'error:' "$CI_LOG/trips-malformed.txt")"
rm -f "$override"

# A .nocturne.json with lint settings only must build: the theme comes from the next file that has a 'theme' object
# (the target folder's, then the package's), and without one anywhere the target gets the default theme.
lint_only='{\n  "rules": { "constant-color": "warning" }\n}\n'
printf "$lint_only" >"$kit_override"
swift build >"$CI_LOG/trips-lint-only-target.txt" 2>&1 || { tail -20 "$CI_LOG/trips-lint-only-target.txt"; fail "a target's lint-only .nocturne.json failed the build"; }
grep -qE 'static (var|let) cardBorder' "$theme" || fail "a target's lint-only .nocturne.json hid the package's theme object"
rm -f "$kit_override"
printf "$lint_only" >"$package_config"
swift build >"$CI_LOG/trips-lint-only.txt" 2>&1 || { tail -20 "$CI_LOG/trips-lint-only.txt"; fail "a lint-only .nocturne.json failed the build"; }
! grep -qE 'static (var|let) cardBorder' "$theme" || fail "without a theme object the generated theme still has the old file's cardBorder"
colors=$(.build/debug/trips-colors)
[[ "$colors" == "accent light #0B7A75 dark #"* && "$colors" != *"#5FD4CC" ]] || fail "without a theme object ThemeColors is not the default theme: $colors"
grep -qF 'warning: '"'$planted'" "$CI_LOG/trips-lint-only.txt" || fail "the lint-only configuration did not lint"
cp "$saved_config" "$package_config"

# A target with no Swift files (a C target given both plugins) gets no command from either, and builds.
mkdir -p "$no_swift/include"
printf 'int trips_no_swift(void);\n' >"$no_swift/include/CTripsNoSwift.h"
printf '#include "CTripsNoSwift.h"\nint trips_no_swift(void) { return 0; }\n' >"$no_swift/no_swift.c"
plugins='[.plugin(name: "NocturneLintPlugin", package: "Nocturne"), .plugin(name: "NocturneThemePlugin", package: "Nocturne")]'
sed -i "s|^        .executableTarget(name: \"trips-colors\"|        .target(name: \"CTripsNoSwift\", plugins: $plugins),\n&|" "$manifest"
grep -q CTripsNoSwift "$manifest" || fail "could not add the C target to $manifest"
swift build --target CTripsNoSwift >"$CI_LOG/trips-no-swift.txt" 2>&1 || { tail -20 "$CI_LOG/trips-no-swift.txt"; fail "a C target with both plugins failed to build"; }
! grep -E '^\[[0-9]+/[0-9]+\] nocturne ' "$CI_LOG/trips-no-swift.txt" || fail "a target with no Swift files ran a plugin's command (above)"
grep -q 'plugins/outputs/trips/TripsKit/' .build/debug.yaml || fail "the build graph no longer names plugin outputs as plugins/outputs/trips/<target>/"
! grep -q 'plugins/outputs/trips/CTripsNoSwift/' .build/debug.yaml || fail "a plugin declared a command for the target with no Swift files: $(grep -m3 'outputs/trips/CTripsNoSwift' .build/debug.yaml)"
rm -rf "$no_swift"; cp "$saved_manifest" "$manifest"

swift package nocturne lint >"$CI_LOG/trips-command.txt" 2>&1 || fail "swift package nocturne lint failed: $(tail -5 "$CI_LOG/trips-command.txt")"
grep -qF "Sources/TripsUI/TripsView.swift:$line:$column: warning: '$planted'" "$CI_LOG/trips-command.txt" \
    || fail "swift package nocturne lint did not report the planted color: $(tail -5 "$CI_LOG/trips-command.txt")"
swift package nocturne lint --target TripsKit >"$CI_LOG/trips-command-target.txt" 2>&1 || fail "nocturne lint --target TripsKit failed"
grep -q '^0 findings in 2 Swift files' "$CI_LOG/trips-command-target.txt" || fail "--target TripsKit did not limit lint: $(tail -3 "$CI_LOG/trips-command-target.txt")"
if .build/debug/nocturne-tool fix --help >/dev/null 2>&1; then
    digest() { find . -path ./.build -prune -o -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum; }
    digest >"$CI_LOG/trips-before-fix.sum"
    swift package --allow-writing-to-package-directory nocturne fix --dry-run >"$CI_LOG/trips-fix.txt" 2>&1 \
        || fail "swift package nocturne fix --dry-run failed: $(tail -5 "$CI_LOG/trips-fix.txt")"
    sha256sum --quiet -c "$CI_LOG/trips-before-fix.sum" || fail "fix --dry-run changed the example's files (above)"
else
    echo "skipped: fix --dry-run (nocturne fix is not built yet)"
fi
echo "ok: plugins on Examples/Trips (finding at $line:$column, theme generated, quiet, no relint, error and malformed config fail, lint-only config builds, no-Swift target untouched, minimums)"
