#!/usr/bin/env bash
# Frame pacing of the kiosk in a real window (issue 24 item 3, docs/performance.md "Kiosk frame
# pacing"): KioskPacingProbe presents a long cascading round of every game with JavaFX's pulse
# logger on and the software renderer, then PulseLogStats prints the frame intervals per game.
# Usage: tests/kiosk/pacing.sh DISPLAY OUTDIR [ROUNDS_SEARCHED [MAX_SECONDS [GAME_IDS]]]
# The display must be running (e.g. Xvfb :82 -screen 0 1280x800x24). Takes about 3 minutes; run it
# alone (flock /tmp/heavy.lock tests/kiosk/pacing.sh ...): other work on the machine shows in the
# figures. UI_CLASSES=dir measures other compiled ui classes (e.g. a copy of an older build).
# LOAD=n keeps n busy loops running beside the kiosk (a cabinet's other work on a 2-core board).
set -euo pipefail
cd "$(dirname "$0")/../.."
disp=$1
out=$2
mkdir -p "$out"
. bin/java-env
mvn_quiet -q -o -pl ui -am -DskipTests test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test >&2
cp="ui/target/test-classes:${UI_CLASSES:-ui/target/classes}:$(cat ui/target/cp.txt)"
burners=()
stop_load() { for p in "${burners[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap stop_load EXIT
for _ in $(seq 1 "${LOAD:-0}"); do
  sh -c 'while :; do :; done' &
  burners+=($!)
done
DISPLAY="$disp" java -Dprism.order=sw -Djavafx.pulseLogger=true --enable-native-access=ALL-UNNAMED \
  -cp "$cp" io.opencab.ui.demo.KioskPacingProbe "${3:-20000}" "${4:-20}" ${5:-} >"$out/probe.txt" 2>"$out/pulses.log"
stop_load
cat "$out/probe.txt"
java -cp ui/target/test-classes io.opencab.ui.demo.PulseLogStats "$out/pulses.log" | tee "$out/pacing.txt"
