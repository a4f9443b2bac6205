#!/bin/bash
# The end-to-end latency of `nocturne appearance --watch --json` against the real xdg-desktop-portal:
# the time from `gsettings set … color-scheme` to the JSON line that reports it.
# Run:  dbus-run-session -- bash watch-latency.sh <path to nocturne> [flips] [limit ms]
# Prints each flip's latency and the median; exits 1 when the median exceeds the limit (default 50 ms).
set -eu
nocturne=$1 flips=${2:-6} limit=${3:-50}
W=$(mktemp -d /tmp/nocturne-latency.XXXXXX)
export XDG_RUNTIME_DIR=$W/run XDG_CONFIG_HOME=$W/config XDG_CACHE_HOME=$W/cache XDG_DATA_HOME=$W/data
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
export GSETTINGS_BACKEND=dconf XDG_CURRENT_DESKTOP=GNOME NO_AT_BRIDGE=1
Xvfb -displayfd 3 -nolisten tcp -screen 0 320x240x24 3>"$W/display" 2>/dev/null &
XVFB=$! WATCH=
cleanup() {
  [ -n "$WATCH" ] && kill "$WATCH" 2>/dev/null || true
  kill "$XVFB" 2>/dev/null || true; wait 2>/dev/null || true
  fusermount3 -u -z "$XDG_RUNTIME_DIR/doc" 2>/dev/null || true
  rm -rf "$W"
}
trap cleanup EXIT
until [ -s "$W/display" ]; do sleep 0.02; done
export DISPLAY=:$(cat "$W/display")
dbus-update-activation-environment DISPLAY XDG_RUNTIME_DIR XDG_CONFIG_HOME XDG_CACHE_HOME XDG_DATA_HOME GSETTINGS_BACKEND XDG_CURRENT_DESKTOP NO_AT_BRIDGE
for i in $(seq 100); do "$nocturne" appearance --source portal >/dev/null 2>&1 && break; sleep 0.1; done
"$nocturne" appearance --source portal --json || { echo "the portal never answered"; exit 1; }

mkfifo "$W/lines"
"$nocturne" appearance --source portal --watch --json >"$W/lines" &
WATCH=$!
exec 4<"$W/lines"
read -r -u 4 first
echo "watch started: $first"
now() { date +%s%N; }
results=()
value=prefer-dark
for flip in $(seq "$flips"); do
  start=$(now)
  gsettings set org.gnome.desktop.interface color-scheme "$value"
  ran=$(( ($(now) - start) / 1000000 ))
  read -r -t 5 -u 4 line || { echo "no line within 5 s after gsettings set $value"; exit 1; }
  end=$(now)
  ms=$(( (end - start) / 1000000 ))
  results+=("$ms")
  echo "gsettings set color-scheme $value → $line: $ms ms (gsettings itself ran $ran ms)"
  [ "$value" = prefer-dark ] && value=prefer-light || value=prefer-dark
done
kill -TERM "$WATCH"; wait "$WATCH"; status=$?; WATCH=
[ "$status" -eq 0 ] || { echo "nocturne appearance --watch exited $status on SIGTERM"; exit 1; }
median=$(printf '%s\n' "${results[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "median gsettings set → --watch line: $median ms (limit $limit ms)"
[ "$median" -le "$limit" ]
