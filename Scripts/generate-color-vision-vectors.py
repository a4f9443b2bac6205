#!/usr/bin/env python3
"""Writes Tests/ColorFixtures/color-vision-vectors.json: simulated colors from two independent implementations.

`ColorVisionConformanceTests` reads it and requires Nocturne's simulation to agree to within 1/255 per
channel after 8-bit rounding. The inputs are an 11-level grid of the sRGB cube (1,331 colors) and 169
pseudo-random colors (a fixed seed), 1,500 in all. The references are:

- colorspacious (https://pypi.org/project/colorspacious/, MIT): Machado, Oliveira & Fernandes 2009 for
  protanomaly, deuteranomaly and tritanomaly at severities 0.1, 0.25, 0.5, 0.75 and 1 (0.25 and 0.75 sit
  between published matrices, so they test the interpolation). colorspacious does not clamp: its result
  is clipped to 0..1 here, and rounded half up to 8 bits.
- daltonlens (https://pypi.org/project/daltonlens/, BSD-2): Viénot, Brettel & Mollon 1999 for protanopia
  and deuteranopia, Brettel, Viénot & Mollon 1997 for tritanopia, through its public `simulate_cvd` on
  8-bit images (which computes in float32 and truncates to 8 bits: the 1/255 tolerance covers that), at
  severity 1 and at 0.5 (a linear mix with normal vision).

Usage: pip install colorspacious daltonlens && python3 Scripts/generate-color-vision-vectors.py [output]
The file records the versions it was made with; regenerate after an upgrade of either.
"""
import json
import math
import os
import random
import sys
from importlib.metadata import version

import numpy as np
from colorspacious import cspace_convert
from daltonlens import simulate

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Tests", "ColorFixtures", "color-vision-vectors.json")

LEVELS = [round(i * 255 / 10) for i in range(11)]
SEVERITIES = [0.1, 0.25, 0.5, 0.75, 1.0]


def inputs():
    colors = [(r, g, b) for r in LEVELS for g in LEVELS for b in LEVELS]
    rng = random.Random(23)
    colors += [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(169)]
    return colors


def hex8(rgb):
    return "#%02x%02x%02x" % tuple(int(v) for v in rgb)


def quantize(unit):
    """Clip to 0..1 and round half up to 0..255, as Nocturne's RGB8(srgb:) does."""
    return [min(255, int(math.floor(min(max(v, 0.0), 1.0) * 255 + 0.5))) for v in unit]


def machado(colors, kind, severity):
    space = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": severity * 100}
    unit = np.array(colors, dtype=float) / 255
    simulated = cspace_convert(unit, space, "sRGB1")
    return [hex8(quantize(row)) for row in simulated]


def dichromat(colors, simulator, deficiency, severity):
    image = np.array([colors], dtype=np.uint8)
    simulated = simulator.simulate_cvd(image, deficiency, severity=severity)[0]
    return [hex8(row) for row in simulated]


def main():
    colors = inputs()
    simulations = []
    for kind in ["protanomaly", "deuteranomaly", "tritanomaly"]:
        for severity in SEVERITIES:
            simulations.append({"deficiency": kind, "severity": severity, "model": "Machado 2009",
                                "reference": "colorspacious", "expected": machado(colors, kind, severity)})
    vienot = simulate.Simulator_Vienot1999()
    brettel = simulate.Simulator_Brettel1997()
    for name, simulator, model, deficiency in [
        ("protanopia", vienot, "Viénot 1999", simulate.Deficiency.PROTAN),
        ("deuteranopia", vienot, "Viénot 1999", simulate.Deficiency.DEUTAN),
        ("tritanopia", brettel, "Brettel 1997", simulate.Deficiency.TRITAN),
    ]:
        for severity in [1.0, 0.5]:
            simulations.append({"deficiency": name, "severity": severity, "model": model, "reference": "daltonlens",
                                "expected": dichromat(colors, simulator, deficiency, severity)})
    document = {
        "generator": "Scripts/generate-color-vision-vectors.py",
        "colorspacious": version("colorspacious"),
        "daltonlens": version("daltonlens"),
        "units": "8-bit sRGB hex in and out; severity 0..1",
        "inputs": [hex8(c) for c in colors],
        "simulations": simulations,
    }
    with open(OUTPUT, "w") as out:
        out.write("{\n")
        for key in ["generator", "colorspacious", "daltonlens", "units"]:
            out.write(" %s: %s,\n" % (json.dumps(key), json.dumps(document[key], ensure_ascii=False)))
        out.write(' "inputs": %s,\n' % json.dumps(document["inputs"]))
        out.write(' "simulations": [\n')
        rows = [json.dumps(s, ensure_ascii=False) for s in simulations]
        out.write(",\n".join("  " + row for row in rows))
        out.write("\n ]\n}\n")
    print("%d colors, %d simulations, %d vectors -> %s" % (len(colors), len(simulations), len(colors) * len(simulations), OUTPUT))


if __name__ == "__main__":
    main()
