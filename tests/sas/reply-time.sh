#!/usr/bin/env bash
# SAS reply time at the host while the kiosk plays (issue 35 item 3; a benchmark, not a test). Starts the real
# cabinet with its kiosk (every device simulated, SAS on a socat pseudo-terminal) in an Xvfb window, inserts
# bills and starts AUTOPLAY (100 rounds, normal speed) with xdotool keys only, as the kiosk drives do (docs/ui.md
# "Autoplay", tests/kiosk/service-forms.sh: A opens the panel, M picks the most rounds, S starts; no pixel positions,
# so a changed layout cannot make it click beside a button), then runs the independent host process
# (io.opencab.tests.sashost.ReplyTimeHost) for SECONDS in each mode: a poll every 40 ms, then back to back.
# Each line it prints: p50 / p99 / max at the host (last poll byte written -> last reply byte read), the count over
# SAS's 20 ms, and the rounds played meanwhile (LP 15 before and after: autoplay really ran).
# Usage: tests/sas/reply-time.sh [SECONDS [DISPLAY]]   (default 60 s per mode; run it under `quiet`)
# Leaves its files (config, store, logs, a screenshot during autoplay) in the directory it prints.
# The cabinet is io.opencab.tests.sashost.BenchKiosk: RunCommand's kiosk start on ZGC with JavaFX on the module path,
# as bin/run runs it, but with the software check stood in for. A SAS link is real (issue 34), so `bin/run run` with
# SAS on is a SOFTWARE_VERIFICATION lockup that plays nothing (and a TEST-signed image is refused too); its PINs
# must not be the public defaults either.
set -euo pipefail
cd "$(dirname "$0")/../.."
secs=${1:-60}
disp=${2:-:1$(( RANDOM % 90 + 10 ))}
bin/system-deps test kiosk ci
. bin/java-env
work=$(mktemp -d /tmp/sas-reply-time.XXXXXX)
echo "reply-time: files in $work, display $disp" >&2
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

# The host's and the cabinet's classes and their class path (JavaFX goes on the module path, the rest on the class path).
mvn_quiet -q -o -pl tests -am -DskipTests test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test >&2
cp="tests/target/test-classes:$(tr ':' '\n' < tests/target/cp.txt | grep -v '/javafx-' | paste -sd: -)"
fx=$(tr ':' '\n' < tests/target/cp.txt | grep '/javafx-.*-linux.*\.jar$' | paste -sd: -)

Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
socat -d -d pty,raw,echo=0,link="$work/ttySasCab" pty,raw,echo=0,link="$work/ttySasHost" 2>"$work/socat.log" &
pids+=($!)
for _ in $(seq 50); do [ -e "$work/ttySasHost" ] && break; sleep 0.1; done

pin_hash() { echo "$1" | bin/run hash-pin; }
cat >"$work/cabinet.properties" <<PROPS
cabinet.id=SAS-BENCH
cabinet.denomination.cents=1
games.enabled=christmas-tree,lost-relics,cluster-kingdom,cool-jewels
bet.max.credits=1000
credit.limit.credits=1000000
handpay.limit.credits=120000
bills.accepted.cents=100,500,1000,2000,5000,10000
hal.gpio=simulated
hal.bill=simulated
hal.bill.currency=USD
store.path=$work/meters.db
store.create=true
store.colocated.reason=benchmark: one disk (docs/meters.md)
store.anchor.none.reason=benchmark: no second device (docs/meters.md)
security.pin.attendant=$(pin_hash 4826)
security.pin.technician=$(pin_hash 7391)
sas.enabled=true
sas.port=$work/ttySasCab
sas.port.kind=pty
sas.address=1
PROPS

DISPLAY="$disp" java --enable-native-access=ALL-UNNAMED,javafx.graphics --module-path "$fx" --add-modules javafx.controls \
  -XX:+UseZGC -cp "$cp" io.opencab.tests.sashost.BenchKiosk "$work/cabinet.properties" \
  >"$work/kiosk.out" 2>"$work/kiosk.log" &
pids+=($!)
win=
for _ in $(seq 120); do
  win=$(DISPLAY="$disp" xdotool search --onlyvisible --name '^OpenCab$' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 0.5
done
[ -n "$win" ] || { echo "reply-time: no kiosk window; see $work/kiosk.log" >&2; exit 1; }
key() { DISPLAY="$disp" xdotool key --window "$win" "$1"; sleep "${2:-0.8}"; }
sleep 3
key Escape 1.5          # intro -> game select
key s 2                 # play the selected game (Christmas Tree)
for _ in 1 2 3 4 5; do key 6 1.5; done   # five $100 bills (the 6th bill value)
key a 1.5               # the AUTOPLAY panel
key m 0.8               # MAX BET in the panel: the most rounds (100, the cabinet's maximum)
key s 2                 # SPIN in the panel: starts autoplay
DISPLAY="$disp" import -window root "$work/autoplay.png" 2>/dev/null || true

for mode in paced b2b; do
  java -cp "$cp" io.opencab.tests.sashost.ReplyTimeHost "$work/ttySasHost" "$mode" "$secs"
done
DISPLAY="$disp" import -window root "$work/after.png" 2>/dev/null || true
