#!/bin/bash
# The native-code check accepts a mapping of a deleted file under the image: a changed runtime library is mapped
# at start, the original is put back before the check, and the check hashes the file now on disk
# (docs/security-attack-2026-11-28.md, A9). Here the change is 22 bytes appended to libjava.so (a real attacker
# changes code); a simulated cabinet is enough: IMG=... CFG=... ./deleted-runtime-lib.sh
set -eu
lib="$IMG/runtime/lib/libjava.so"
mv "$lib" "$lib.orig"; cp "$lib.orig" "$lib"; printf 'ATTACKER-MODIFIED-COPY' >> "$lib"
printf 'expect state IDLE\nbill 20\nplay christmas-tree 3000 refill 20\n' > /tmp/probe-long.txt
"$IMG/bin/cabinet" run --headless --config "$CFG" --script /tmp/probe-long.txt > /tmp/deleted.out 2>&1 & pid=$!
sleep 0.4; mv "$lib.orig" "$lib"          # put the original back: the JVM keeps the changed copy mapped
sleep 3; jvm=$(pgrep -P $pid java || echo $pid)
grep 'r-xp.*libjava' /proc/$jvm/maps; tail -c 22 "/proc/$jvm/map_files/$(grep 'r--p 00000000.*libjava' /proc/$jvm/maps | cut -d' ' -f1)"; echo
kill $pid; wait $pid || true
grep -E '^cabinet:' /tmp/deleted.out || echo "no tilt: 'expect state IDLE' passed with the changed libjava.so mapped"
