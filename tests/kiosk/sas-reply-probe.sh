#!/usr/bin/env bash
# Diagnosis of the SAS reply time under play (issue 35, docs/performance.md "SAS reply time"): the kiosk in a
# real window on DISPLAY, SAS on a socat pty, rounds started one after another at normal speed (a spin, the
# round's whole animation, the next), and SasPollProbe.java polling from a process of its own; the cabinet's
# JVM logs its collections and safepoints with wall-clock times, so each slow reply can be laid beside them.
# With SAS the cabinet runs only software it can verify: the kiosk here is io.opencab.tests.sashost.BenchKiosk
# (the cabinet's kiosk start with the software check stood in for, as tests/sas/reply-time.sh runs it), so the JVM
# can take the options a diagnosis needs. Not the issue's benchmark (its host is written apart from our code);
# run it under `quiet`.
# Usage: tests/kiosk/sas-reply-probe.sh DISPLAY OUTDIR [SECONDS [INTERVAL_MS [JVM_OPTIONS]]]
#   e.g. quiet tests/kiosk/sas-reply-probe.sh :147 /tmp/probe 120 40 -XX:+UseZGC
set -euo pipefail
cd "$(dirname "$0")/../.."
disp=$1
out=$(mkdir -p "$2" && cd "$2" && pwd)
secs=${3:-120}
interval=${4:-40}
jvm=${5:-}
. bin/java-env
. tests/kiosk/sas-pty.sh
# The kiosk's and the probe's classes (JavaFX on the module path, the rest on the class path).
mvn_quiet -q -o -pl tests -am -DskipTests test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test >&2
cp="tests/target/test-classes:$(tr ':' '\n' < tests/target/cp.txt | grep -v '/javafx-' | paste -sd: -)"
fx=$(tr ':' '\n' < tests/target/cp.txt | grep '/javafx-.*-linux.*\.jar$' | paste -sd: -)
serial=$(tr ':' '\n' < tests/target/cp.txt | grep jSerialComm)
bin/provision init --data-dir "$work/cab" --cabinet-id PROBE-1 --denomination 1 \
  --games christmas-tree,lost-relics,cluster-kingdom,cool-jewels --max-bet 1000 --credit-limit 1000000 \
  --handpay-limit 1000000 --bills 100,500,1000,2000,5000,10000 --hal-gpio simulated --hal-bill simulated \
  --currency USD --attendant-pin 4711 --technician-pin 5822 --regulator-pin 6933 \
  --set "store.colocated.reason=probe on one disk" --set "store.anchor.none.reason=probe without a second device" \
  --set sas.enabled=true --set "sas.port=$work/sas-cabinet" --set sas.port.kind=pty >/dev/null
# shellcheck disable=SC2086
DISPLAY="$disp" java --enable-native-access=ALL-UNNAMED,javafx.graphics --module-path "$fx" \
  --add-modules javafx.controls "-Xlog:gc,safepoint:file=$out/gc.log:time,uptime" $jvm \
  -cp "$cp" io.opencab.tests.sashost.BenchKiosk "$work/cab/cabinet.properties" >"$out/kiosk.log" 2>&1 &
pids+=($!)
win=""
for _ in $(seq 120); do
  win=$(DISPLAY="$disp" xdotool search --onlyvisible --name '^OpenCab$' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 1
done
[ -n "$win" ] || { cat "$out/kiosk.log" >&2; echo "sas-reply-probe: no window" >&2; exit 1; }
key() { DISPLAY="$disp" xdotool key --window "$win" "$1"; sleep "${2:-0.7}"; }
sleep 3
key Escape 1
key 5 1; key 5 1; key 5 1    # 150.00 of bills (three of the fifth accepted value, 50.00)
key s 2                       # the first game
(
  while :; do key s 6; done   # a spin every 6 s: each round plays its whole animation
) &
pids+=($!)
java --enable-native-access=ALL-UNNAMED -cp "$serial" tests/kiosk/SasPollProbe.java "$work/sas-host" "$secs" "$interval" "$out/replies.txt" \
  | tee "$out/probe.txt"
# G1 logs its collections as "Pause ..." lines; ZGC's pauses are the safepoints (its gc lines are concurrent cycles).
{ grep -c "Pause" "$out/gc.log" || true; } | sed 's/^/collections with a pause line: /' | tee -a "$out/probe.txt"
awk '/Pause/ { ms = $NF; sub("ms", "", ms); if (ms + 0 > max) max = ms + 0 } END { print "longest pause: " max " ms" }' \
  "$out/gc.log" | tee -a "$out/probe.txt"
