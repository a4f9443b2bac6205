#!/usr/bin/env bash
# Fuzzes the D-Bus message decoder of NocturneHost with libFuzzer: builds the decoder's sources plus
# fuzz/FuzzDBusMessage.swift into one instrumented executable, seeds a corpus with the portal conversation's
# messages in both byte orders (marshalled by a small Python encoder at run time, never stored in the
# repository) and runs N inputs.
#
# Usage: fuzz/run-dbus.sh [runs]            (default 1000000)
# Environment: FUZZ_JOBS, FUZZ_SANITIZE, FUZZ_CORPUS as for fuzz/run.sh.
# A crashing input is copied to fuzz/crashes/ (ignored by git) and the run exits 1.
set -euo pipefail

runs="${1:-1000000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/nocturne-fuzz-dbus.XXXXXX")"
trap 'rm -rf "$work"' EXIT

host="$root/Sources/NocturneHost"
sources=(DBusType.swift DBusValue.swift DBusMessage.swift DBusMessage+Decoding.swift DBusMessage+Encoding.swift DBusDecodingError.swift
    DBusReader+Settings.swift)
mkdir -p "$work/src"
for file in "${sources[@]}"; do cp "$host/$file" "$work/src/"; done
cp "$root/fuzz/FuzzDBusMessage.swift" "$work/src/"

sanitizers="fuzzer${FUZZ_SANITIZE:+,$FUZZ_SANITIZE}"
echo "building with -sanitize=$sanitizers …" >&2
# shellcheck disable=SC2086
swiftc -O -sanitize="$sanitizers" -parse-as-library -module-name NocturneHostFuzz \
    "$work"/src/*.swift -o "$work/fuzz-dbus"

corpus="${FUZZ_CORPUS:-$work/corpus}"
mkdir -p "$corpus"
# Seeds: real messages from the portal conversation, written as hex by a Python encoder independent of ours.
python3 - "$corpus" <<'PY'
import struct, sys, os
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
seeds = {}
for order in "lB":
    seeds["read-" + order] = msg(order, 2, 5, [(5, "u", 3)], "v",
        lambda e: pad(b"\x01v\0\x01u\0", 4) + struct.pack(e + "I", 1))
    seeds["signal-" + order] = msg(order, 4, 9, [(1, "o", "/org/freedesktop/portal/desktop"), (2, "s", "org.freedesktop.portal.Settings"),
        (3, "s", "SettingChanged")], "ssv",
        lambda e: variant_u(e, s(e, "color-scheme", s(e, "org.freedesktop.appearance", b"")), 1))
    seeds["error-" + order] = msg(order, 3, 4, [(4, "s", "org.freedesktop.portal.Error.NotFound"), (5, "u", 2)], "s",
        lambda e: s(e, "Requested setting not found", b""))
    # ReadAll's reply, a{sa{sv}}: {"org.freedesktop.appearance": {"color-scheme": <u 1>, "accent-color": <(ddd)>}}
    def read_all(e):
        b = struct.pack(e + "I", 0) + b"\0" * 4                   # the outer array's length, padding to 8
        b = s(e, "org.freedesktop.appearance", b)                  # the first entry's key
        b = pad(b, 4); inner_at = len(b); b = pad(b + struct.pack(e + "I", 0), 8); inner_start = len(b)
        b = variant_u(e, s(e, "color-scheme", pad(b, 8)), 1)
        b = pad(s(e, "accent-color", pad(b, 8)) + b"\x05(ddd)\0", 8) + struct.pack(e + "ddd", 0.2, 0.4, 0.6)
        b = b[:inner_at] + struct.pack(e + "I", len(b) - inner_start) + b[inner_at + 4:]
        return struct.pack(e + "I", len(b) - 8) + b[4:]
    seeds["read-all-" + order] = msg(order, 2, 7, [(5, "u", 3), (6, "s", ":1.42")], "a{sa{sv}}", read_all)
for name, data in seeds.items():
    open(os.path.join(sys.argv[1], name), "wb").write(data)
print("seeded %d messages" % len(seeds), file=sys.stderr)
PY

export SWIFT_BACKTRACE=enable=no
jobs=()
if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then jobs=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS"); fi
cd "$work"
status=0
"$work/fuzz-dbus" -runs="$runs" -max_len=512 -print_final_stats=1 -artifact_prefix="$work/" "${jobs[@]}" "$corpus" > "$work/log" 2>&1 || status=$?
grep -hE "DONE|Done [0-9]|stat::|Fatal error|deadly signal|ERROR" "$work"/log "$work"/fuzz-*.log 2>/dev/null || true
if [ "$status" -ne 0 ] || ls "$work"/crash-* >/dev/null 2>&1; then
    mkdir -p "$root/fuzz/crashes"
    cp "$work"/crash-* "$work"/log "$root/fuzz/crashes/" 2>/dev/null || true
    echo "crash found (exit $status); input and log copied to fuzz/crashes/" >&2
    exit 1
fi
