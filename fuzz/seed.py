#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target (see fuzz/run.sh) from real inputs, at run time: never stored.

Usage: fuzz/seed.py <target> <corpus folder> <reference folder, or "" when ../shared/reference is absent>

css-color: every input of the WPT css-color parsing vectors. dbus: the portal conversation's messages in both byte
orders, marshalled here (independent of NocturneHost's encoder). json, asset-catalog, tokens, css-theme, pairs: the
real catalogs, token files and stylesheets under reference/real-inputs, cut to the target's max_len, with asset
catalogs and token folders written as small file trees in the format of fuzz/FuzzFileTree.swift. A few hand-written
seeds cover what the reference lacks (resolver files, links, FIFOs, pairs files), so an absent reference still gives
every target a start.
"""
import json, os, struct, sys

target, corpus, reference = sys.argv[1], sys.argv[2], sys.argv[3]
MAX_LEN = int(os.environ.get("FUZZ_MAX_LEN", "4096"))
os.makedirs(corpus, exist_ok=True)
count = 0


def seed(data):
    global count
    if isinstance(data, str):
        data = data.encode()
    count += 1
    with open(os.path.join(corpus, "seed%05d" % count), "wb") as f:
        f.write(data[:MAX_LEN])


def files_under(folder, suffixes):
    found = []
    for base, dirs, names in os.walk(folder):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(suffixes):
                found.append(os.path.join(base, name))
    return found


def read(path):
    with open(path, "rb") as f:
        return f.read()


def tree(entries):
    """A file tree input: [(relative path, bytes or None for a folder)]."""
    out = b""
    for path, data in entries:
        if data is None:
            out += b"=== " + path.encode() + b"/\n"
        else:
            out += b"=== " + path.encode() + b"\n" + data + (b"" if data.endswith(b"\n") else b"\n")
    return out


def trees_in_chunks(entries):
    """Cuts a long list of entries into trees of at most MAX_LEN bytes."""
    chunk, size = [], 0
    for path, data in entries:
        length = len(path) + 6 + (len(data) if data else 0)
        if chunk and size + length > MAX_LEN:
            seed(tree(chunk))
            chunk, size = [], 0
        chunk.append((path, data))
        size += length
    if chunk:
        seed(tree(chunk))


real = os.path.join(reference, "real-inputs") if reference else ""

if target == "css-color":
    vectors = os.path.join(reference, "vectors", "wpt-css-color-parsing.json") if reference else ""
    if vectors and os.path.exists(vectors):
        seen = set()
        for entry in json.load(open(vectors))["files"].values():
            for vector in entry["vectors"]:
                if vector["input"] not in seen:
                    seen.add(vector["input"])
                    seed(vector["input"])
    for text in ["#0b7a75", "oklch(0.7 0.1 190 / 50%)", "color-mix(in oklch longer hue, red 30%, blue)",
                 "rgb(from teal calc(r * 2) g b / alpha)"]:
        seed(text)

elif target == "dbus":
    def pad(b, n): return b + b"\0" * ((-len(b)) % n)
    def msg(order, kind, serial, fields, sig, body):
        e = "<" if order == "l" else ">"
        f = b""
        for code, tsig, value in fields:
            f = pad(f, 8) + bytes([code]) + bytes([len(tsig)]) + tsig.encode() + b"\0"
            if tsig in ("s", "o"):
                f = pad(f, 4) + struct.pack(e + "I", len(value)) + value.encode() + b"\0"
            elif tsig == "g":
                f += bytes([len(value)]) + value.encode() + b"\0"
            elif tsig == "u":
                f = pad(f, 4) + struct.pack(e + "I", value)
        if sig: f = pad(f, 8) + bytes([8, 1]) + b"g\0" + bytes([len(sig)]) + sig.encode() + b"\0"
        head = order.encode() + bytes([kind, 0, 1]) + struct.pack(e + "III", len(body(e)), serial, len(f))
        return pad(head + f, 8) + body(e)
    def s(e, text, at): b = pad(at, 4); return b + struct.pack(e + "I", len(text)) + text.encode() + b"\0"
    def variant_u(e, at, value): b = at + b"\x01u\0"; b = pad(b, 4); return b + struct.pack(e + "I", value)
    for order in "lB":
        seed(msg(order, 2, 5, [(5, "u", 3)], "v", lambda e: pad(b"\x01v\0\x01u\0", 4) + struct.pack(e + "I", 1)))
        seed(msg(order, 4, 9, [(1, "o", "/org/freedesktop/portal/desktop"), (2, "s", "org.freedesktop.portal.Settings"),
            (3, "s", "SettingChanged")], "ssv",
            lambda e: variant_u(e, s(e, "color-scheme", s(e, "org.freedesktop.appearance", b"")), 1)))
        seed(msg(order, 3, 4, [(4, "s", "org.freedesktop.portal.Error.NotFound"), (5, "u", 2)], "s",
            lambda e: s(e, "Requested setting not found", b"")))

elif target == "json":
    if real:
        for path in files_under(real, (".json", ".json5")):
            seed(read(path))
    for text in ['{"a": [1, -2.5e3, true, false, null, "\\u00e9\\ud83d\\ude00"]}', "// c\n{a: 0x1F, 'b': +.5, c: [Infinity, NaN,],}",
                 "[" * 600 + "]" * 600, '\ufeff{"k" : "v", "k" : 2}\n']:
        seed(text)

elif target == "asset-catalog":
    colorsets = []
    if real:
        for catalog in sorted(d for d in files_under(os.path.join(real, "xcassets"), ("Contents.json",))):
            if catalog.endswith(".colorset/Contents.json"):
                seed(read(catalog))  # a bare Contents.json: one color set
        for base, dirs, names in sorted(os.walk(os.path.join(real, "xcassets"))):
            if base.endswith(".xcassets"):
                entries = []
                for path in files_under(base, ("Contents.json",)):
                    relative = os.path.relpath(path, base)
                    if relative == "Contents.json" or ".colorset/" in relative or relative.count("/") == 1:
                        entries.append((relative, read(path)))
                trees_in_chunks(entries)
    red = b'{"colors":[{"color":{"color-space":"srgb","components":{"red":"0xFF","green":"0","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}]}'
    seed(tree([("Group/Contents.json", b'{"properties":{"provides-namespace":true}}'), ("Group/Red.colorset/Contents.json", red)])
         + b"=== L -> .\n=== Group/Up -> ..\n=== Group/Deep/Loop -> ../..\n")
    seed(tree([("Zero.colorset", None)]) + b"=== Zero.colorset/Contents.json -> /dev/zero\n=== Pipe.colorset/Contents.json |\n")

elif target == "tokens":
    if real:
        tokens = os.path.join(real, "tokens")
        for path in files_under(tokens, (".json", ".json5")):
            if not os.path.basename(path).startswith("$"):
                seed(read(path))  # a bare document: tokens.json
        for base, dirs, names in sorted(os.walk(tokens)):
            files = [n for n in sorted(names) if n.endswith((".json", ".json5"))]
            if files:
                trees_in_chunks([(n, read(os.path.join(base, n))) for n in files])
    seed('{"color":{"$type":"color","bg":{"$value":"#ffffff"},"fg":{"$value":"{color.bg}",'
         '"$extensions":{"org.nocturne.modes":{"dark":"#000"}}},"p3":{"$value":{"colorSpace":"display-p3","components":[0.1,0.2,0.3],"alpha":0.5,"hex":"#1a334d"}}}}')
    seed(tree([("theme.resolver.json", b'{"sets":{"base":{"sources":[{"$ref":"base.json"}]}},"modifiers":{"scheme":{"contexts":'
               b'{"light":[{"$ref":"light.json"}],"dark":[{"$ref":"dark.json"}],"dark-high-contrast":[{"a":{"$type":"color","$value":"#fff"}}]}}},'
               b'"resolutionOrder":[{"$ref":"#/sets/base"},{"$ref":"#/modifiers/scheme"}]}'),
               ("base.json", b'{"text":{"$type":"color","$value":"{palette.ink}"}}'), ("light.json", b'{"palette":{"ink":{"$type":"color","$value":"#111"}}}'),
               ("dark.json", b'{"palette":{"ink":{"$type":"color","$value":"#eee"}}}')]))
    seed(tree([("$themes.json", b'[{"name":"Light","selectedTokenSets":{"core":"enabled"}},{"name":"Dark HC","selectedTokenSets":{"core":"source","dark":"enabled"}}]'),
               ("$metadata.json", b'{"tokenSetOrder":["core","dark"]}'), ("core.json", b'{"bg":{"value":"#fff","type":"color"}}'),
               ("dark.json", b'{"bg":{"value":"{bg}","type":"color"}}')]))
    seed(tree([("background.json5", b"{color:{background:{primary:{value:'#fff',darkValue:'#000',hcValue:'#fff',hcDarkValue:'#000'}}}}"),
               ("background.dark.json5", b"{color:{background:{primary:{value:'{color.background.secondary.value}'},secondary:{value:'#111'}}}}")]))

elif target == "css-theme":
    if real:
        for path in files_under(real, (".css",)):
            text = read(path)
            # Cut at rule boundaries into pieces of at most MAX_LEN bytes.
            piece = b""
            for rule in text.split(b"}\n"):
                rule += b"}\n"
                if piece and len(piece) + len(rule) > MAX_LEN:
                    seed(piece)
                    piece = b""
                piece += rule
            if piece:
                seed(piece)
    seed(":root { --text-primary: #111; --bg: light-dark(white, #000); --accent: var(--brand, #0b7a75) !important; }\n"
         "@media (prefers-color-scheme: dark) { :root { --text-primary: color(display-p3 0.9 0.9 0.9); } }\n"
         "@media (prefers-contrast: more) { .dark, [data-theme=dark] { --text-primary: #fff; } }\n"
         "@supports (color: color(display-p3 1 1 1)) { :root { --accent: color(display-p3 0 0.5 0.5); } }\n"
         ".elevated { --bg: color-mix(in oklch, var(--bg) 80%, white); } /* unterminated")
    seed("@import url(x.css);\n:root { --a: var(--b); --b: var(--a); --c: notacolor; --d: 'str\\\n}")

elif target == "pairs":
    seed('[{"foreground": "text", "background": "background", "minimum": 4.5}]')
    seed('{"pairs": [{"foreground": "accent", "background": "background", "minimum": {"standard": 3, "increased": 4.5}},'
         ' {"foreground": "on-accent", "background": "accent"}, {"foreground": "muted", "background": "backgrond", "minimum": 0}]}')
    seed("// JSON5\n[{foreground: 'text', background: 'background', minimum: 7,}, {foreground: 'missing', background: 'text', minimum: 1e400}]")

elif target == "lint-tree":
    seed(b"let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1) // nocturne:ignore\n=== .gitignore\n**/**/**/Gen/\n!Keep.swift\n"
         b"=== Gen/A.swift\nlet a = Color.black\n=== self -> .\n=== Sub/up -> ..\n=== x.swift |\n=== z.swift -> /dev/zero\n"
         b"=== V.storyboard\n<color key=\"backgroundColor\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\"/>\n")

elif target == "lint-source":
    seed('let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\nlet s = "\\(Color(white: 0.2))" // nocturne:ignore constant-color\n'
         '/* a\n nocturne:ignore */\nlet r = #"raw \\#(x) "#\nstruct V: View { var body: some View { Text("a").foregroundColor(.black) } }\n')
    seed("let s = " + '"\\(' * 300)

elif target == "swift-syntax":
    # Real apps' files cut to the target's max_len, and the shapes that nest, chain or never close.
    for path in files_under(os.path.join(real, "swift"), (".swift",))[:300] if real else []:
        seed(read(path))
    seed('Text("x")\n#if os(iOS)\n.foregroundColor(.white)\n#else\n.padding()\n#endif\nlet s = #"raw \\#(x) "#\n'
         'let m = """\n  \\(items.map { "\\($0)" })\n  """\nlet r = #/a+/#\nButton { } label: { }\n')
    seed("let s = " + '"\\(' * 300)
    seed("f(" * 400 + "[{" * 200)
    seed("let x: " + "A<" * 300 + "Int" + ">" * 300)

elif target == "lint-baseline":
    seed('{"findings": [{"file": "a.swift", "rule": "constant-color", "line": 3, "snippet": "Color.red"}]}')
    seed('{"findings": [{"file": "a.swift", "rule": "x", "line": 1e19}, {"file": "b", "rule": "y", "line": -1e400}]}')

elif target == "lint-config":
    seed('{"rules": {"constant-color": "error", "named-color-no-high-contrast": "off"}, "exclude": ["Generated/", "**/*.generated.swift"],'
         ' "includeTests": false, "gitignore": true, "followLinks": false}')
    seed('{"exclude": ["' + "**/" * 40 + 'x", "[a-", "\\\\", "*a*a*a*a*a*a*a*a*b"]}')

elif target == "theme-file":
    seed('{"$schema": "./nocturne.schema.json", "theme": {"name": "Trips", "accent": "#0B7A75", "accentDark": "#5FD4CC", "neutral": "#6B7280",'
         ' "contrastMethod": "both", "colorVision": "safe", "colors": {"sunset": {"light": "#F29D50", "role": "brand"},'
         ' "ink": {"light": "#24303A", "dark": "#E0E6EA", "lightIncreased": "#101820", "darkIncreased": "#FFFFFF", "darkElevated": "#E8EEF2",'
         ' "role": "content", "description": "text"}, "scrim": {"light": "#00000080", "role": "background"}},'
         ' "pairs": [{"foreground": "ink", "background": "backgroundPrimary", "minimum": {"standard": 7, "increased": 10}},'
         ' {"foreground": "onSunset", "background": "sunset", "minimum": 4.5}],'
         ' "outputs": {"xcassets": "App/Assets.xcassets", "swift": "App/Theme.swift", "css": "web/theme.css", "tokens": "t", "android": "res", "html": "p.html"}}}')
    seed('{"theme": {"colors": {"cardBorder": {"light": "oklch(0.8 0.02 80)", "role": "border"}, "card-border": {"light": "color(display-p3 0 1 0)", "role": "status"}}}}')
    for path in files_under(reference, (".nocturne.json",)) if reference else []:
        seed(read(path))

elif target == "png":
    import zlib

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    # Small images of every color type, written with Python's zlib; then bare zlib streams.
    for ctype, depth, channels in [(0, 1, 1), (0, 16, 1), (2, 8, 3), (3, 4, 1), (4, 8, 2), (6, 8, 4), (6, 16, 4)]:
        for interlace in (0, 1):
            width, height = 5, 3
            row = bytes((x * 37) % 256 for x in range((width * channels * depth + 7) // 8))
            raw = b"".join(bytes([y % 5]) + row for y in range(height))
            png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, interlace))
            if ctype == 3:
                png += chunk(b"PLTE", bytes(range(48))) + chunk(b"tRNS", b"\x00\x80")
            png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
            seed(png)
    for payload in (b"nocturne " * 40, bytes(range(256))):
        seed(zlib.compress(payload, 9))
    for path in files_under(reference, (".png",))[:20] if reference else []:
        seed(read(path))

elif target == "info-plist":
    seed('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "x">\n<plist version="1.0">\n<dict>\n'
         '<key>UIUserInterfaceStyle</key><string>Light</string><!-- c --><key>UILaunchScreen</key><dict><key>UIColorName</key>'
         '<string>A &amp; B &#x2708;</string></dict><key>N</key><true/><key>A</key><array><integer>1</integer><real/></array>\n</dict>\n</plist>\n')
    seed('{ UIUserInterfaceStyle = Dark; "CFBundleName" = "A b"; L = ( a, "b", ); }')
    for path in files_under(reference, ("Info.plist",))[:20] if reference else []:
        seed(read(path))

else:
    sys.exit("unknown fuzz target %s" % target)

print("seeded %d inputs for %s%s" % (count, target, "" if real or target in ("dbus",) else " (reference data absent: hand-written seeds only)"),
      file=sys.stderr)
