#!/usr/bin/env bash
# The service forms on a kiosk that runs from a configuration file (issue 39 item 8), driven with the PC keys
# only: the autoplay panel started from the deck with a limit typed on its keypad, then the technician's
# configuration page and one form of each kind (on-screen keyboard, ticks, number keypad and stepper, pick-list,
# yes/no, a read-only key), a value saved for the next start shown beside the running one. Starts its own Xvfb
# and kiosk and stops them. Usage: tests/kiosk/service-forms.sh OUTDIR (run by tests/kiosk/drive.sh; by hand
# after a build). Fails if the window goes away, a screenshot is blank, the saved value is not in the file, or
# the kiosk's log has a warning.
set -euo pipefail
mkdir -p "$1"
out=$(cd "$1" && pwd)
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
disp=""
for _ in $(seq 1 50); do   # a display of its own: one no X server holds
  d=$(( 100 + RANDOM % 100 ))
  [ -e "/tmp/.X$d-lock" ] || { disp=:$d; break; }
done
[ -n "$disp" ] || { echo "service-forms: no free display" >&2; exit 1; }
xvfb=""
app=""
cleanup() {
  [ -z "$app" ] || kill "$app" 2>/dev/null || true
  [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
# A configuration file like provision init's, on simulated devices with the public default PINs (docs/configuration.md).
attendant=$(echo 1111 | bin/run hash-pin)
technician=$(echo 2222 | bin/run hash-pin)
cat >"$work/cabinet.properties" <<PROPS
cabinet.id = SERVICE-DRIVE-1
cabinet.denomination.cents = 1
games.enabled = christmas-tree,lost-relics,cluster-kingdom,cool-jewels
bet.max.credits = 2000
credit.limit.credits = 100000
handpay.limit.credits = 120000
bills.accepted.cents = 100,500,1000,2000,5000,10000
hal.gpio = simulated
hal.bill = simulated
hal.bill.currency = USD
store.path = meters.db
store.create = true
security.pin.attendant = $attendant
security.pin.technician = $technician
PROPS
chmod 600 "$work/cabinet.properties"
DISPLAY="$disp" bin/run run --config "$work/cabinet.properties" >"$work/kiosk.out" 2>"$work/kiosk.err" &
app=$!
win=""
for _ in $(seq 1 180); do
  win=$(DISPLAY="$disp" xdotool search --onlyvisible --name '^OpenCab$' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  kill -0 "$app" 2>/dev/null || { cat "$work/kiosk.err" >&2; echo "service-forms: the kiosk stopped" >&2; exit 1; }
  sleep 1
done
[ -n "$win" ] || { echo "service-forms: no kiosk window on $disp" >&2; exit 1; }
n=0
key() {   # key NAME [WAIT_SECONDS]
  DISPLAY="$disp" xdotool key --window "$win" "$1"
  sleep "${2:-0.5}"
}
shot() {  # shot NAME: the screen as OUTDIR/NN-NAME.png, refused when blank
  n=$((n + 1))
  local f colours
  f=$(printf '%s/%02d-%s.png' "$out" "$n" "$1")
  DISPLAY="$disp" xwininfo -id "$win" >/dev/null 2>&1 || { echo "service-forms: the window went away before $1" >&2; exit 1; }
  DISPLAY="$disp" import -window root "$f"
  colours=$(DISPLAY="$disp" convert "$f" -format '%k' info: 2>/dev/null || echo 0)
  [ "${colours:-0}" -gt 16 ] || { echo "service-forms: screenshot $f is blank ($colours colours)" >&2; exit 1; }
  echo "service-forms: $f"
}
pad_shown() {  # waits up to 60 s for the PIN pad: the game board's area (left of the pad) plain background
  local i sd
  for i in $(seq 1 120); do
    DISPLAY="$disp" import -window root "$work/probe.png"
    sd=$(convert "$work/probe.png" -crop 300x300+100+200 -format '%[fx:standard_deviation]' info:)
    awk -v sd="$sd" 'BEGIN { exit !(sd < 0.05) }' && return 0
    sleep 0.5
  done
  shot pad-never-shown
  echo "service-forms: the PIN pad did not show within 60 s of the attendant key" >&2
  exit 1
}
sleep 3
key Escape 1.5                          # the start screen, then game select
key s 2                                 # Christmas Tree
key 5 1.5                               # a 50.00 USD bill: the fifth accepted value
key a 1.5                               # AUTOPLAY: the panel; the first limit takes the keypad
for d in 2 0 0 0; do key "$d" 0.3; done # "If a single win reaches": 2 000 credits (20.00 USD), typed
key m 0.8                               # MAX BET: the most rounds
shot autoplay-panel
key s 3                                 # SPIN starts it
shot autoplay-running
key a 2                                 # AUTOPLAY stops it (after the round it is in)
key k 1.5                               # the attendant key, the technician PIN
# The PIN pad shows once autoplay's last round has ended; digits typed before that reach no pad and are lost (the
# CI failures of 2026-11-28: the pad kept an empty PIN, the configuration page never opened, nothing was saved).
pad_shown
for d in 2 2 2 2; do key "$d" 0.2; done
key Return 2
for _ in $(seq 1 9); do key Down 0.3; done
key s 2                                 # Configuration, from the file: every key with its human label
shot configuration
key s 1                                 # the first setting: the credit value belongs to the meter store
shot configuration-read-only-key
key Down 0.4
key s 1                                 # Cabinet ID: the on-screen keyboard
shot form-keyboard
key Escape 1
key Down 0.4
key s 1                                 # Games offered: ticks, in game-select order
shot form-games
key Escape 1
for _ in 1 2 3 4 5 6 7; do key Down 0.3; done
key s 1                                 # Handpay limit: the number keypad and the stepper, with units
# Eight BackSpaces for six digits: more are harmless on an empty field, and a key lost by a busy kiosk leaves none.
for _ in 1 2 3 4 5 6 7 8; do key BackSpace 0.3; done
for d in 4 9 0 0 0; do key "$d" 0.4; done
key Up 0.5                              # BET+: one step (1 000 credits) up: 50 000
shot form-number
key s 2                                 # SPIN saves it for the next start
shot configuration-saved-and-running
# The save is the cabinet's (its thread writes the file): on a busy machine it can take longer than the pause above.
for _ in $(seq 1 30); do grep -q '^handpay.limit.credits=50000$' "$work/cabinet.properties" && break; sleep 0.5; done
grep -q '^handpay.limit.credits=50000$' "$work/cabinet.properties" \
  || { echo "service-forms: the handpay limit was not saved to the file" >&2; cat "$work/cabinet.properties" >&2
       tail -20 "$work/kiosk.err" >&2; exit 1; }
for _ in $(seq 1 14); do key Down 0.3; done
key s 1                                 # SAS link down: a pick-list
key Down 0.5
shot form-pick-list
key Escape 1
key Up 0.3; key Up 0.3
key s 1                                 # SAS link: yes / no
shot form-yes-no
key Escape 1
key Escape 1
key k 1.5                               # key off: back to the game
kill -TERM "$app"
wait "$app" || true
app=""
if grep -inE 'warn|error|exception' "$work/kiosk.err" | grep -vE '^[0-9]+:bin/run: (building|built)' >/dev/null; then
  echo "service-forms: the kiosk printed warnings:" >&2
  cat "$work/kiosk.err" >&2
  exit 1
fi
echo "service-forms: $n screenshots in $out"
