#!/usr/bin/env python3
"""Re-measures what `nocturne fix` made in one app, independently of its solver (issue #21's must-show).

Reads the color sets from the fixed copy's catalogs (Xcode's Contents.json, every component spelling) and, for each
color set `nocturne fix --json` says a site became (`colorSets`: a palette constant used in several roles became several):
- light: a new set's Any value is the site's value byte for byte (the `light` the JSON line gives); a completed set
  keeps every entry it had, unchanged;
- content: its Dark value is >= 4.5:1 on both dark system backgrounds (#000000 and #1C1C1E) and its Dark + High
  Contrast value >= 7:1 on both (a translucent color composited on each background first);
- background and surface: its Dark value is dark (relative luminance <= 0.1).
WCAG 2.2 is computed here from its definition. With the audit `nocturne theme --config <copy>/.nocturne.json --no-files
--json` printed, also: every pair the theme engine implies for each new set (the pairs the fix solved it for) holds in
the seven modes the fix solved; a miss in light standard contrast is the app's own light value, kept and counted apart.
Prints one line of counts and one line per failure; exits 1 on a failure.

Usage: Scripts/fix-remeasure.py <original app> <fixed copy> <fix --json output> [<theme audit JSON>]
"""
import json
import os
import sys

DARK_BACKGROUNDS = [(0, 0, 0), (0x1C, 0x1C, 0x1E)]


def channel(text):
    """A component 0...1 from Xcode's spellings: "0.500" (a fraction), "128" (8-bit), "0x80" (8-bit hex)."""
    text = str(text).strip()
    if text.lower().startswith("0x"):
        return int(text, 16) / 255
    if any(c in text for c in ".eE"):
        return float(text)
    return int(text) / 255


def entry_color(entry):
    """(r, g, b, alpha) as 0...255 integers and 0...1, or None for a reference, P3 or an unknown space."""
    color = entry.get("color") or {}
    space = color.get("color-space", "")
    components = color.get("components") or {}
    if space in ("srgb", "extended-srgb"):
        rgb = [channel(components[k]) for k in ("red", "green", "blue")]
    elif space in ("gray-gamma-22", "extended-gray", "extended-linear-gray"):
        rgb = [channel(components["white"])] * 3
    else:
        return None
    alpha = channel(components.get("alpha", "1.000")) if "alpha" in components else 1.0
    return tuple(round(min(max(c, 0), 1) * 255) for c in rgb) + (alpha,)


def slot(entries, dark, high_contrast):
    """The universal (or first idiom's) entry for a luminosity and contrast."""
    for entry in entries:
        appearances = {(a.get("appearance"), a.get("value")) for a in entry.get("appearances", [])}
        is_dark = ("luminosity", "dark") in appearances
        is_high = ("contrast", "high") in appearances
        if is_dark == dark and is_high == high_contrast and entry.get("idiom", "universal") == "universal":
            return entry
    return None


def luminance(rgb):
    def linear(value):
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])


def ratio(color, background):
    """WCAG 2.2 contrast of a color (composited on the background when translucent) on an opaque background."""
    alpha = color[3]
    shown = tuple(round(color[i] * alpha + background[i] * (1 - alpha)) for i in range(3))
    a, b = luminance(shown), luminance(background)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def oklab(rgb):
    """OKLab (Ottosson 2020) of 8-bit sRGB, written out here so the check does not share the Swift code it checks."""
    def linear(value):
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(v) for v in rgb[:3])
    l = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3)
    m = (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3)
    s = (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)


def delta_e_ok(a, b):
    return sum((x - y) ** 2 for x, y in zip(oklab(a), oklab(b))) ** 0.5


# fix's default --merge-within: constants this close share one set, whose light value is one of theirs.
MERGE_WITHIN = 0.02


def parse_hex(text):
    text = (text or "").lstrip("#")
    if len(text) not in (6, 8):
        return None
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4)) + ((int(text[6:8], 16) / 255) if len(text) == 8 else 1.0,)


def hex_color(color):
    text = "#%02X%02X%02X" % color[:3]
    return text if color[3] >= 0.999 else text + "%02X" % round(color[3] * 255)


def color_sets(root):
    """Every color set below root, by name: name -> [relative folder path]. A set in group folders is found by its bare
    name and by each path of its groups before it ('Domain/light', 'Colors/Brand/Dark Blurple'): a group that provides a
    namespace makes its folder's name part of the color's."""
    found = {}
    for folder, names, _ in os.walk(root):
        for name in names:
            if name.endswith(".colorset") and ".xcassets" in folder:
                relative = os.path.relpath(os.path.join(folder, name), root)
                inside = folder.split(".xcassets", 1)[1].strip(os.sep).split(os.sep) if ".xcassets" in folder else []
                groups = [part for part in inside if part]
                bare = name[: -len(".colorset")]
                for start in range(len(groups) + 1):
                    found.setdefault("/".join(groups[start:] + [bare]), []).append(relative)
    return found


def read_entries(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file).get("colors", [])


def theme_audit(path, names, failures):
    """Counts the new sets' modes in the theme audit: (modes that hold, light-standard misses); misses elsewhere are failures."""
    with open(path, encoding="utf-8") as file:
        colors = json.load(file).get("colors", {})
    held = own_light = 0
    for name in sorted(names):
        color = colors.get(name)
        if color is None:
            failures.append("%s: not in the theme file's audit" % name)
            continue
        for mode, value in color["modes"].items():
            if value.get("nearestPassing") is None:
                held += 1
            elif mode.startswith("light-standard"):
                own_light += 1
            else:
                failures.append("%s: a pair the theme engine implies misses in %s (nearest passing %s)" % (name, mode, value["nearestPassing"]))
    return held, own_light


def main(original, copy, outcomes_path, audit_path=None):
    sets = color_sets(copy)
    counts = {"sites": 0, "light": 0, "content": 0, "background": 0, "kept": 0}
    failures = []
    with open(outcomes_path, encoding="utf-8") as file:
        outcomes = [json.loads(line) for line in file if line.strip()]
    # Each set a site became: a palette constant used in several roles lists one per role in colorSets.
    named = [(outcome, entry["name"], entry["role"]) for outcome in outcomes if outcome.get("colorSet")
             for entry in outcome.get("colorSets") or [{"name": outcome["colorSet"], "role": outcome.get("role")}]]
    for outcome, name, role in named:
        counts["sites"] += 1
        where = "%s:%s (%s)" % (outcome["file"], outcome["line"], name)
        completed = outcome.get("completed", False)
        # The set this site names: a new one is absent from the original app; a completed one is there, changed.
        candidates = [p for p in sets.get(name, []) if os.path.isdir(os.path.join(original, p)) == completed]
        if not candidates:
            failures.append("%s: no %s color set '%s' in the fixed copy" % (where, "completed" if completed else "new", name))
            continue
        for relative in candidates:
            entries = read_entries(os.path.join(copy, relative, "Contents.json"))
            if completed:
                before = read_entries(os.path.join(original, relative, "Contents.json"))
                if all(entry in entries for entry in before):
                    counts["kept"] += 1
                else:
                    failures.append("%s: an entry the set had changed" % where)
            else:
                light = slot(entries, dark=False, high_contrast=False)
                value = entry_color(light) if light else None
                site_value = parse_hex(outcome.get("light"))
                merged = value is not None and site_value is not None and abs(value[3] - site_value[3]) < 0.01 \
                    and delta_e_ok(value, site_value) <= MERGE_WITHIN + 1e-9
                if value is None or (hex_color(value) != outcome.get("light") and not merged):
                    failures.append("%s: light %s, the site's value is %s" % (where, value and hex_color(value), outcome.get("light")))
                else:
                    counts["light"] += 1
            dark_entry = slot(entries, dark=True, high_contrast=False)
            dark = entry_color(dark_entry) if dark_entry else None
            if role == "content":
                high_entry = slot(entries, dark=True, high_contrast=True)
                high = entry_color(high_entry) if high_entry else None
                if dark is None or high is None:
                    failures.append("%s: no sRGB Dark or Dark + High Contrast value" % where)
                    continue
                worst = min(ratio(dark, b) for b in DARK_BACKGROUNDS)
                worst_high = min(ratio(high, b) for b in DARK_BACKGROUNDS)
                if worst < 4.5 or worst_high < 7:
                    failures.append("%s: content Dark %s reads %.2f:1, Dark + High Contrast %s %.2f:1 (4.5 and 7 needed)"
                                    % (where, hex_color(dark), worst, hex_color(high), worst_high))
                else:
                    counts["content"] += 1
            elif role in ("background", "surface"):
                if dark is None or luminance(dark) > 0.1:
                    failures.append("%s: %s Dark %s is not dark (luminance %s)"
                                    % (where, role, dark and hex_color(dark), dark and round(luminance(dark), 3)))
                else:
                    counts["background"] += 1
    audit = ""
    if audit_path:
        names = {name for outcome, name, _ in named if not outcome.get("completed")}
        held, own_light = theme_audit(audit_path, names, failures)
        audit = "theme audit of %d new sets: %d set-modes hold every implied pair, %d light values (the app's own) miss one; " % (
            len(names), held, own_light)
    print("re-measured %(sites)d sites in color sets: %(light)d new sets' light value identical, %(kept)d completed sets' "
          "entries kept, %(content)d content colors >= 4.5:1 / 7:1 on #000000 and #1C1C1E, %(background)d backgrounds "
          "and surfaces dark in Dark; " % counts + audit + "%d failures" % len(failures))
    for failure in failures:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__.strip().splitlines()[-1])
    sys.exit(main(*sys.argv[1:]))
