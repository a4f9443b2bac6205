#!/usr/bin/env python3
"""Writes Tests/ColorFixtures/achromatic-sweep.json: white, black, grays and near-grays in HSL, HWB, HSV.

The property test `AchromaticSweepTests` reads it. Every input is converted by coloraide
(https://pypi.org/project/coloraide/, MIT) into sRGB, HSL, HWB and HSV; a hue coloraide calls
achromatic is written as null. The sweep is:

- the 148 named CSS colors;
- a gray ramp in sRGB (every 5th 8-bit level) and grays at 11 levels in every other space that has
  them (linear sRGB, Display P3, A98 RGB, ProPhoto RGB, Rec. 2020, Lab, LCH, OKLab, OKLCH);
- near-grays: OKLCH at 7 lightnesses, 3 tiny chromas and 12 hues, kept only when inside sRGB
  (outside it, HSL saturation above 100% is CSS's defined answer, not round-off).

Usage: pip install coloraide && python3 Scripts/generate-achromatic-sweep.py [output]
Regenerate after a coloraide upgrade; the file records the version it was made with.
"""
import json
import math
import os
import sys

import coloraide
from coloraide import Color
from coloraide.css import color_names

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Tests", "ColorFixtures", "achromatic-sweep.json")


# coloraide 8.13's table has two named colors off by 3/255 in one channel; these are CSS Color 4's
# (§6.1, "Named Colors"), which every browser uses.
CSS_NAMED_COLOR_CORRECTIONS = {"mediumpurple": "#9370db", "palevioletred": "#db7093"}


def number(value):
    return None if math.isnan(value) else value


def inputs():
    names = sorted(name for name in color_names.name2val_map if name != "transparent")
    for name in names:
        yield "named", name
    for level in range(0, 256, 5):
        yield "gray", f"rgb({level} {level} {level})"
    fractions = [i / 10 for i in range(11)]
    for space in ["srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"]:
        for f in fractions:
            yield "gray", f"color({space} {f:g} {f:g} {f:g})"
    for f in fractions:
        yield "gray", f"lab({f * 100:g} 0 0)"
        yield "gray", f"lch({f * 100:g} 0 0)"
        yield "gray", f"oklab({f:g} 0 0)"
        yield "gray", f"oklch({f:g} 0 0)"
    for lightness in [0.001, 0.05, 0.25, 0.5, 0.75, 0.95, 0.999]:
        for chroma in [1e-6, 1e-4, 1e-3]:
            for hue in range(0, 360, 30):
                text = f"oklch({lightness:g} {chroma:g} {hue})"
                if Color(text).in_gamut("srgb", tolerance=0):
                    yield "near-gray", text


def main():
    cases = []
    for kind, text in inputs():
        color = Color(CSS_NAMED_COLOR_CORRECTIONS.get(text, text))
        case = {"input": text, "kind": kind}
        for space in ["srgb", "hsl", "hwb", "hsv"]:
            converted = color.convert(space)
            case[space] = [number(v) for v in converted.coords()]
        cases.append(case)
    document = {
        "generator": "Scripts/generate-achromatic-sweep.py",
        "coloraide": coloraide.__version__,
        "kinds": "named: the CSS named colors; gray: gray ramps; near-gray: OKLCH with a tiny chroma, inside sRGB",
        "units": "srgb 0-1; hsl, hwb, hsv: hue in degrees, the rest 0-1 (coloraide's units); null: achromatic hue",
        "cases": cases,
    }
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    # One case a line, so that a regeneration's diff shows which colors changed.
    header = json.dumps({k: v for k, v in document.items() if k != "cases"}, indent=1)[:-2]
    lines = ",\n".join("  " + json.dumps(case) for case in cases)
    with open(OUTPUT, "w") as f:
        f.write(header + ',\n "cases": [\n' + lines + "\n ]\n}\n")
    print(f"wrote {len(cases)} cases to {OUTPUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
