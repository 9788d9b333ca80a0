#!/usr/bin/env bash
# Diagnosis of the SAS reply time under play (issue 35, docs/performance.md "SAS reply time"): the kiosk in a
# real window on DISPLAY, SAS on a socat pty, rounds started one after another at normal speed (a spin, the
# round's whole animation, the next), and SasPollProbe.java polling from a process of its own; the cabinet's
# JVM logs its collections and safepoints with wall-clock times, so each slow reply can be laid beside them.
# Not the issue's benchmark (its host is written apart from our code); run it under `quiet`.
# Usage: tests/kiosk/sas-reply-probe.sh DISPLAY OUTDIR [SECONDS [INTERVAL_MS [JVM_OPTIONS]]]
#   e.g. quiet tests/kiosk/sas-reply-probe.sh :147 /tmp/probe 120 40
set -euo pipefail
cd "$(dirname "$0")/../.."
disp=$1
out=$(mkdir -p "$2" && cd "$2" && pwd)
secs=${3:-120}
interval=${4:-40}
jvm=${5:-}
. bin/java-env
. tests/kiosk/sas-pty.sh
bin/provision init --data-dir "$work/cab" --cabinet-id PROBE-1 --denomination 1 \
  --games christmas-tree,lost-relics,cluster-kingdom,cool-jewels --max-bet 1000 --credit-limit 1000000 \
  --handpay-limit 1000000 --bills 100,500,1000,2000,5000,10000 --hal-gpio simulated --hal-bill simulated \
  --currency USD --attendant-pin 1111 --technician-pin 2222 --regulator-pin 3333 \
  --set sas.enabled=true --set "sas.port=$work/sas-cabinet" --set sas.port.kind=pty >/dev/null
bin/run run --help >/dev/null   # builds the cabinet if its sources changed
jar=firmware-app/target/cabinet.jar
fx=$(bin/jar-classpath "$jar" | grep '/javafx-.*-linux.*\.jar$' | sed 's:^:firmware-app/target/:' | paste -sd: -)
serial=$(bin/jar-classpath "$jar" | grep jSerialComm | sed 's:^:firmware-app/target/:')
# shellcheck disable=SC2086
DISPLAY="$disp" java --enable-native-access=ALL-UNNAMED,javafx.graphics --module-path "$fx" \
  --add-modules javafx.controls "-Xlog:gc,safepoint:file=$out/gc.log:time,uptime" $jvm \
  -jar "$jar" run --config "$work/cab/cabinet.properties" >"$out/kiosk.log" 2>&1 &
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
key 5 1; key 5 1; key 5 1    # 300.00 of bills
key s 2                       # the first game
(
  while :; do key s 6; done   # a spin every 6 s: each round plays its whole animation
) &
pids+=($!)
java --enable-native-access=ALL-UNNAMED -cp "$serial" tests/kiosk/SasPollProbe.java "$work/sas-host" "$secs" "$interval" "$out/replies.txt" \
  | tee "$out/probe.txt"
grep -c "Pause" "$out/gc.log" | sed 's/^/collections: /' | tee -a "$out/probe.txt"
awk '/Pause/ { ms = $NF; sub("ms", "", ms); if (ms + 0 > max) max = ms + 0 } END { print "longest pause: " max " ms" }' \
  "$out/gc.log" | tee -a "$out/probe.txt"
