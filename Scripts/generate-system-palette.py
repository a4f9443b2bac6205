#!/usr/bin/env python3
"""Generates NocturneAppearance's system palette sources from Apple's reference values.

Usage: Scripts/generate-system-palette.py [path/to/system-colors.json]

Reads ../shared/reference/apple/system-colors.json (relative to the package root) by default and
writes four Swift files into Sources/NocturneAppearance:
  SystemColorName.swift              the names (UIKit and SwiftUI), with what each one is
  SystemPalette+Data.swift           the raw values per palette (iOS 26/27, iOS 13-18), 8 modes each
  DynamicColor+SystemColors.swift    `DynamicColor.systemRed` ... (the iOS 26/27 palette's colors)
  SystemPalette+Colors.swift         `SystemPalette.systemRed` ... (each palette's colors by name)
The values are Apple's facts as recorded in the reference; the generated files are committed.
Run it again when the reference changes; never edit the generated files by hand.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def default_json():
    """../shared/reference/apple/system-colors.json next to the package, looking further up for worktrees."""
    folder = ROOT
    while True:
        parent = os.path.dirname(folder)
        candidate = os.path.join(parent, "shared", "reference", "apple", "system-colors.json")
        if os.path.exists(candidate) or parent == folder:
            return candidate
        folder = parent
OUT = os.path.join(ROOT, "Sources", "NocturneAppearance")

# (swift name, reference key or alias rule, short description)
UIKIT = [
    ("systemRed", "red"), ("systemOrange", "orange"), ("systemYellow", "yellow"), ("systemGreen", "green"),
    ("systemMint", "mint"), ("systemTeal", "teal"), ("systemCyan", "cyan"), ("systemBlue", "blue"),
    ("systemIndigo", "indigo"), ("systemPurple", "purple"), ("systemPink", "pink"), ("systemBrown", "brown"),
    ("systemGray", "gray"), ("systemGray2", "second gray"), ("systemGray3", "third gray"),
    ("systemGray4", "fourth gray"), ("systemGray5", "fifth gray"), ("systemGray6", "sixth, lightest gray"),
    ("label", "primary text"), ("secondaryLabel", "secondary text"), ("tertiaryLabel", "tertiary text"),
    ("quaternaryLabel", "quaternary text"), ("placeholderText", "placeholder text in fields"),
    ("link", "links"), ("separator", "translucent separator lines"), ("opaqueSeparator", "opaque separator lines"),
    ("systemBackground", "the main background"), ("secondarySystemBackground", "content layered on the main background"),
    ("tertiarySystemBackground", "content layered on secondary backgrounds"),
    ("systemGroupedBackground", "the main background of grouped content"),
    ("secondarySystemGroupedBackground", "content layered on a grouped background"),
    ("tertiarySystemGroupedBackground", "content layered on secondary grouped backgrounds"),
    ("systemFill", "thin and small shapes"), ("secondarySystemFill", "medium-size shapes"),
    ("tertiarySystemFill", "large shapes"), ("quaternarySystemFill", "large areas with complex content"),
    ("lightText", "light text on dark backgrounds, in every mode"), ("darkText", "dark text on light backgrounds, in every mode"),
]
SWIFTUI_CHROMATIC = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"]
SWIFTUI_HIERARCHY = [("primary", "label", "Color.primary"), ("secondary", "secondaryLabel", "Color.secondary"),
                     ("tertiary", "tertiaryLabel", "ShapeStyle.tertiary"), ("quaternary", "quaternaryLabel", "ShapeStyle.quaternary"),
                     ("quinary", None, "ShapeStyle.quinary")]

PALETTES = [("ios26", "ios26", "iOS 26/27"), ("ios18", "ios13_18", "iOS 13–18")]
# Mode index: bit 0 dark, bit 1 Increase Contrast, bit 2 elevated (AppearanceMode order).
MODE_KEYS = [
    ("light",), ("dark",), ("lightHighContrast",), ("darkHighContrast",),
    ("lightElevated", "light"), ("darkElevated", "dark"),
    ("lightHighContrastElevated", "lightHighContrast"), ("darkHighContrastElevated", "darkHighContrast"),
]


def variants(entry):
    out = []
    for keys in MODE_KEYS:
        for key in keys:
            if key in entry:
                out.append(entry[key])
                break
        else:
            raise SystemExit(f"missing variant {keys[0]} in {entry}")
    return out


def hexof(v):
    return "#%02X%02X%02X" % (v[0], v[1], v[2]) + ("" if v[3] >= 1 else " @%g" % v[3])


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build(data):
    """Returns {palette id: [(name, variants, confidence, note, source description)]} in name order."""
    result = {}
    for pid, block_key, _ in PALETTES:
        block = data[block_key]
        swiftui = data["swiftui"]
        rows = []
        for name, _ in UIKIT:
            e = block[name]
            note = e.get("ios26Status") if pid == "ios26" and "ios26Status" in e else e.get("note")
            rows.append((name, variants(e), e["confidence"], note, f"UIColor.{name}"))
        for short in SWIFTUI_CHROMATIC:
            uname = "system" + short[0].upper() + short[1:]
            e = block[uname]
            rows.append((short, variants(e), e["confidence"], None, f"Color.{short} (= UIColor.{uname})"))
        for short, uname, api in SWIFTUI_HIERARCHY:
            if uname is not None and (pid == "ios26" or short == "primary"):
                e = block[uname]
                rows.append((short, variants(e), e["confidence"], None, f"{api} (= UIColor.{uname})"))
            else:
                key = "Color.secondary" if short == "secondary" else ("ShapeStyle." + short)
                s = swiftui[key]
                e = dict(s["iOS"])
                conf = s.get("confidence", "medium")
                note = s.get("note")
                rows.append((short, variants(e), conf, note, api))
        e = block["systemBlue"]
        rows.append(("accentColor", variants(e), e["confidence"], "The default accent: systemBlue unless the app ships an AccentColor asset.",
                     "Color.accentColor (= UIColor.systemBlue)"))
        result[pid] = rows
    return result


def describe(name):
    for n, d in UIKIT:
        if n == name:
            return d
    if name in SWIFTUI_CHROMATIC:
        return name
    for short, uname, _ in SWIFTUI_HIERARCHY:
        if short == name:
            return {"primary": "primary content", "secondary": "secondary content", "tertiary": "tertiary content",
                    "quaternary": "quaternary content", "quinary": "quinary content"}[short]
    return "the accent"


HEADER = "// Generated by Scripts/generate-system-palette.py from ../shared/reference/apple/system-colors.json.\n// Do not edit by hand: change the script or the reference and run it again.\n\n"


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else default_json()
    with open(path) as f:
        data = json.load(f)
    table = build(data)
    names = [r[0] for r in table["ios26"]]
    assert names == [r[0] for r in table["ios18"]]

    # SystemColorName.swift
    lines = [HEADER, "/// The name of one of Apple's system colors: UIKit's `UIColor` names and SwiftUI's `Color` names.\n",
             "///\n/// The raw value is the name as Apple spells it (`systemBackground`, `secondaryLabel`, `red`).\n",
             "public enum SystemColorName: String, CaseIterable, Sendable, Hashable, Codable {\n"]
    for i, (name, _, _, _, api) in enumerate(table["ios26"]):
        lines.append(f"    /// `{api}`: {describe(name)}.\n    case {name}\n")
    lines.append("}\n")
    with open(os.path.join(OUT, "SystemColorName.swift"), "w") as f:
        f.write("".join(lines))

    # SystemPalette+Data.swift
    lines = [HEADER, "extension SystemPalette {\n"]
    for pid, _, label in PALETTES:
        lines.append(f"    /// {label}: one entry per ``SystemColorName`` in declaration order; 8 variants each in ``AppearanceMode`` order.\n")
        lines.append(f"    static let {pid}Entries: [PaletteEntry] = [\n")
        for name, vs, conf, note, api in table[pid]:
            rgb = ", ".join(f"{v[0]}, {v[1]}, {v[2]}" for v in vs)
            alpha = ", ".join(repr(float(v[3])) for v in vs)
            n = "nil" if note is None else swift_string(note)
            lines.append(f"        PaletteEntry(name: .{name}, confidence: .{conf}, note: {n},\n")
            lines.append(f"                     rgb: [{rgb}],\n")
            lines.append(f"                     opacity: [{alpha}]),\n")
        lines.append("    ]\n\n")
    lines.append("}\n")
    with open(os.path.join(OUT, "SystemPalette+Data.swift"), "w") as f:
        f.write("".join(lines))

    # DynamicColor+SystemColors.swift
    lines = [HEADER]
    lines.append("extension DynamicColor {\n")
    for idx, (name, vs, conf, note, api) in enumerate(table["ios26"]):
        old = table["ios18"][idx]
        summary = f"`{api}`, iOS 26/27: {describe(name)}."
        lines.append(f"    /// {summary}\n    ///\n")
        lines.append(f"    /// Light {hexof(vs[0])}, dark {hexof(vs[1])}; Increase Contrast {hexof(vs[2])} / {hexof(vs[3])}")
        if vs[5] != vs[1] or vs[7] != vs[3]:
            lines.append(f"; dark elevated {hexof(vs[5])}, with Increase Contrast {hexof(vs[7])}")
        lines.append(".\n")
        lines.append(f"    /// Confidence in the reference: {conf}.")
        if conf == "low":
            lines.append(" **Low confidence**: these values are not verified on iOS 26/27.")
        lines.append("\n")
        if note:
            lines.append(f"    /// - Note: {note}\n")
        if old[2] == "low" and conf != "low":
            lines.append(f"    /// - Note: The iOS 13–18 value (``SystemPalette/ios18``) is low confidence.\n")
        lines.append(f"    public static let {name} = SystemPalette.ios26.color(.{name})\n\n")
    lines.append("}\n")
    with open(os.path.join(OUT, "DynamicColor+SystemColors.swift"), "w") as f:
        f.write("".join(lines))

    # SystemPalette+Colors.swift
    lines = [HEADER]
    lines.append("extension SystemPalette {\n")
    for idx, (name, vs, conf, note, api) in enumerate(table["ios26"]):
        old = table["ios18"][idx]
        lines.append(f"    /// `{api}` in this palette: {describe(name)}.\n")
        lines.append(f"    ///\n    /// iOS 26/27 confidence: {conf}; iOS 13–18 confidence: {old[2]}.")
        if "low" in (conf, old[2]):
            lines.append(" **Low confidence** in at least one palette; see ``confidence(of:)``.")
        lines.append("\n")
        lines.append(f"    public var {name}: DynamicColor {{ color(.{name}) }}\n\n")
    lines.append("}\n")
    with open(os.path.join(OUT, "SystemPalette+Colors.swift"), "w") as f:
        f.write("".join(lines))
    print(f"wrote {len(names)} colors x {len(PALETTES)} palettes into {OUT}")


if __name__ == "__main__":
    main()
