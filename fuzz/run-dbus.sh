#!/usr/bin/env bash
# Fuzzes the D-Bus message decoder of NocturneHost: `fuzz/run.sh dbus [runs]` (see fuzz/run.sh).
exec "$(dirname "$0")/run.sh" dbus "$@"
