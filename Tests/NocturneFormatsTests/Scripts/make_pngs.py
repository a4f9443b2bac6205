# Writes PNG files with Python's zlib for PNGReaderTests, and beside each the RGBA bytes the reader must give.
# Every color type and bit depth, all five filters (cycled row by row), Adam7 interlacing, palettes with tRNS,
# gray and RGB tRNS keys, and compression levels 0 (stored), 1, 6, 9 and Z_FIXED. Usage: make_pngs.py FOLDER SEED
import os, random, struct, sys, zlib

folder, seed = sys.argv[1], int(sys.argv[2])
rng = random.Random(seed)
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

def pack_row(samples, depth):
    if depth == 16: return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8: return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s; bits += depth
        if bits == 8: out.append(acc); acc, bits = 0, 0
    if bits: out.append(acc << (8 - bits))
    return bytes(out)

def paeth(a, b, c):
    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)

def filtered(row, prev, kind, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0; b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - pred) & 0xFF)
    return bytes(out)

def eight(v, depth):
    return v >> 8 if depth == 16 else (v if depth == 8 else v * 255 // ((1 << depth) - 1))

def make(name, width, height, ctype, depth, interlace, level, strategy):
    maximum = (1 << depth) - 1
    palette, trns, key = None, None, None
    if ctype == 3:
        size = rng.randint(1, 1 << depth)
        palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(size)]
        trns = bytes(rng.randrange(256) for _ in range(rng.randint(0, size))) if rng.random() < 0.7 else None
    pixels = [[None] * width for _ in range(height)]
    for y in range(height):
        for x in range(width):
            if ctype == 3: pixels[y][x] = [rng.randrange(len(palette))]
            else: pixels[y][x] = [rng.randint(0, maximum) for _ in range(CHANNELS[ctype])]
    if ctype in (0, 2) and rng.random() < 0.6:
        key = list(pixels[rng.randrange(height)][rng.randrange(width)])
        trns = b"".join(struct.pack(">H", v) for v in key)
    expected = bytearray()
    for y in range(height):
        for x in range(width):
            p = pixels[y][x]
            if ctype == 0: g = eight(p[0], depth); expected += bytes([g, g, g, 0 if key == p else 255])
            elif ctype == 2: expected += bytes([eight(p[0], depth), eight(p[1], depth), eight(p[2], depth), 0 if key == p else 255])
            elif ctype == 3:
                r, g, b = palette[p[0]]; a = trns[p[0]] if trns is not None and p[0] < len(trns) else 255
                expected += bytes([r, g, b, a])
            elif ctype == 4: g = eight(p[0], depth); expected += bytes([g, g, g, eight(p[1], depth)])
            else: expected += bytes(eight(v, depth) for v in p)
    bpp = max(1, CHANNELS[ctype] * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw, rowcount = bytearray(), 0
    for (x0, y0, dx, dy) in passes:
        xs, ys = list(range(x0, width, dx)), list(range(y0, height, dy))
        if not xs or not ys: continue
        prev = None
        for y in ys:
            row = pack_row([s for x in xs for s in pixels[y][x]], depth)
            prev = prev or bytes(len(row))
            raw += filtered(row, prev, rowcount % 5, bpp); rowcount += 1
            prev = row
    compressor = zlib.compressobj(level, zlib.DEFLATED, 15, 9, strategy)
    data = compressor.compress(bytes(raw)) + compressor.flush()
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, interlace))
    if palette: png += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns is not None: png += chunk(b"tRNS", trns)
    png += chunk(b"tEXt", b"Comment\x00made by make_pngs.py")
    # Split the data over several IDAT chunks, as encoders do.
    cut = rng.randint(0, len(data))
    png += chunk(b"IDAT", data[:cut]) + chunk(b"IDAT", data[cut:]) + chunk(b"IEND", b"")
    open(os.path.join(folder, name + ".png"), "wb").write(png)
    open(os.path.join(folder, name + ".rgba"), "wb").write(bytes(expected))

index = 0
for ctype, depths in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16])]:
    for depth in depths:
        for interlace in (0, 1):
            for level, strategy in [(0, zlib.Z_DEFAULT_STRATEGY), (1, zlib.Z_DEFAULT_STRATEGY), (6, zlib.Z_FIXED), (9, zlib.Z_DEFAULT_STRATEGY)]:
                width, height = rng.randint(1, 37), rng.randint(1, 23)
                make("c%d-d%d-i%d-l%d-s%d-%03d" % (ctype, depth, interlace, level, strategy, index), width, height, ctype, depth, interlace, level, strategy)
                index += 1
# A larger image whose rows repeat, so that the data has long matches and far distances.
make("large-rgba", 300, 200, 6, 8, 0, 9, zlib.Z_DEFAULT_STRATEGY)
# zlib streams for Inflate alone: random text, repetitive text, empty input.
for i, payload in enumerate([bytes(rng.randrange(256) for _ in range(5000)), b"nocturne " * 4000, b"", bytes(70000)]):
    for level in (0, 1, 9):
        open(os.path.join(folder, "stream-%d-l%d.zlib" % (i, level)), "wb").write(zlib.compress(payload, level))
        open(os.path.join(folder, "stream-%d-l%d.raw" % (i, level)), "wb").write(payload)
