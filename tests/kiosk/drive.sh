#!/usr/bin/env bash
# Drives the kiosk started by bin/run in a real X window with key events only (the PC key map of
# docs/ui.md), through bill -> every game -> help -> attendant menu -> meters -> verify (issue 24), then
# (issue 39) a door lockup with a bill inserted during it, a power cut in the middle of a round (SIGKILL)
# and the kiosk started again with a seeded RNG: the round resumed, then a big win; last a kiosk on a fresh
# store idle at zero credits returning to its attract screen. Saves a screenshot of each screen.
# Usage: tests/kiosk/drive.sh DISPLAY OUTDIR   (from anywhere; the kiosks it starts run from the repository)
# DRIVE_LOGS=DIR: where the kiosks it starts write their output and the last one's pid (kiosk.pid), which is
# left running for the caller to stop (.ci/run does); default a new temporary directory.
# Needs xdotool and ImageMagick's import (bin/system-deps ci). Fails when the window goes away or a
# screenshot is missing or blank; what each screen shows is for a person to look at.
set -euo pipefail
disp=$1
mkdir -p "$2"
out=$(cd "$2" && pwd)
cd "$(dirname "$0")/../.."
logs=${DRIVE_LOGS:-$(mktemp -d)}
mkdir -p "$logs"
win=$(DISPLAY="$disp" xdotool search --onlyvisible --name '^OpenCab$' | head -1)
[ -n "$win" ] || { echo "drive: no OpenCab window on $disp" >&2; exit 1; }
n=0

key() {   # key NAME [WAIT_SECONDS]
  DISPLAY="$disp" xdotool key --window "$win" "$1"
  sleep "${2:-0.6}"
}

shot() {  # shot NAME: the whole screen as OUTDIR/NN-NAME.png, refused when blank
  n=$((n + 1))
  local f
  f=$(printf '%s/%02d-%s.png' "$out" "$n" "$1")
  DISPLAY="$disp" xwininfo -id "$win" >/dev/null 2>&1 || { echo "drive: the kiosk window went away before $1" >&2; exit 1; }
  DISPLAY="$disp" import -window root "$f"
  local colours
  colours=$(DISPLAY="$disp" convert "$f" -format '%k' info: 2>/dev/null || echo 0)
  [ "${colours:-0}" -gt 16 ] || { echo "drive: screenshot $f is blank ($colours colours)" >&2; exit 1; }
  echo "drive: $f"
}

sleep 2
shot intro
key Escape 1
shot game-select
key 5 1                                   # a 50.00 bill: the fifth accepted value (simulated validator)
shot bill-inserted
for game in 1 2 3 4; do
  key s 2                                 # play the selected game
  shot "game-$game"
  key s 6                                 # one round, then skip its animation
  key s 2
  shot "game-$game-round"
  key h 1                                 # help: every page with the deck's BET+
  for page in 1 2 3 4 5; do
    shot "game-$game-help-$page"
    key Right 0.8
  done
  key Escape 1
  key g 1.5                               # back to game select, next game
  key Right 0.8
done
key k 1.5                                 # attendant key, technician PIN of the simulated configuration
for d in 2 2 2 2; do key "$d" 0.2; done
key Return 2
shot attendant-menu
key s 2                                   # meters
shot meters
for page in 2 3 4 5; do                  # BET- scrolls: per game, since power-up, bills, doors, handpays
  key Down 1
  shot "meters-scrolled-$page"
done
key Escape 1
for _ in 1 2 3 4 5; do key Down 0.4; done # diagnostics (after meters, recall, events, bills, tickets)
key s 2
key s 4                                   # SPIN on diagnostics verifies the software
shot verify
key Down 1                                # the check's table, component by component
shot verify-table
key Escape 1
. "$(dirname "$0")/drive-service.sh"      # issue 39: every service page and form, keys only
key k 1.5                                 # key off: back to the game
shot back-to-game

# ---- issue 39: a lockup with a bill, a power cut, a seeded big win, the idle return to attract --------------
key F5 1.5                                # the main door opens: a lockup over the board, credits still in view
shot door-open-lockup
key 3 1.5                                 # a bill during the lockup: returned, and the screen says so
shot lockup-bill-returned
key F5 1.5                                # the door closes: the lockup and what it said are gone
shot door-closed

# A kiosk started again by this script: its window, its pid in $logs/kiosk.pid.
start_kiosk() {  # start_kiosk NAME ARGS...
  local name=$1
  shift
  DISPLAY="$disp" bin/run run "$@" >"$logs/$name.out" 2>"$logs/$name.err" &
  echo $! >"$logs/kiosk.pid"
  win=""
  for _ in $(seq 1 180); do
    win=$(DISPLAY="$disp" xdotool search --onlyvisible --name '^OpenCab$' 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    kill -0 "$(cat "$logs/kiosk.pid")" 2>/dev/null || { cat "$logs/$name.err" >&2; echo "drive: $name stopped" >&2; exit 1; }
    sleep 1
  done
  [ -n "$win" ] || { echo "drive: no window for $name" >&2; exit 1; }
  sleep 3
  # The new window has no keyboard focus yet (no window manager): without it the first key would be lost.
  DISPLAY="$disp" xdotool windowfocus --sync "$win" 2>/dev/null || true
  sleep 0.5
}

# The first kiosk stopped as systemd would, and started again with a seeded RNG (tests only): its first two
# Christmas Tree rounds are a big win, then a round of two cascades (tests/kiosk/BigWinSeed.java).
stop_kiosk() {  # stop_kiosk PID: SIGTERM, as systemd stops it, and wait until it is gone
  kill -TERM "$1"
  while kill -0 "$1" 2>/dev/null; do sleep 0.2; done
}
cp="firmware-app/target/cabinet.jar"
while read -r lib; do cp="$cp:firmware-app/target/$lib"; done < <(bin/jar-classpath firmware-app/target/cabinet.jar)
. bin/java-env
seed=$(java -cp "$cp" tests/kiosk/BigWinSeed.java)
stop_kiosk "$(DISPLAY="$disp" xdotool getwindowpid "$win")"
start_kiosk kiosk-seeded --seed "$seed"  # the same store: credits kept, straight to the game
key g 1.5                                 # game select: a new kiosk highlights Christmas Tree
key s 2                                   # Christmas Tree
key s 2                                   # the seeded round: a big win ...
key s 1                                   # ... its steps skipped: the celebration rolls the win up
shot big-win
sleep 9                                   # the celebration ends; the round is paid; the board cycles its wins
shot big-win-paid
pid=$(DISPLAY="$disp" xdotool getwindowpid "$win")
key s 0.4                                 # the next round, two cascades long, has begun ...
kill -KILL "$pid"                         # ... and the power goes: no orderly shutdown
while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
start_kiosk kiosk-resumed                 # the round is shown again from its journal, with the notice
shot power-cut-resumed
sleep 12                                  # shown to its end and paid once; the notice stays until the next round
shot resumed-round-paid
stop_kiosk "$(cat "$logs/kiosk.pid")"
start_kiosk kiosk-attract --data-dir "$logs/attract-data" --set kiosk.attract.idle.seconds=10
shot attract
key Escape 1.5                            # a touch: game select, zero credits
shot attract-left
sleep 11                                  # idle at zero credits: back to the attract screen
shot idle-return-attract
echo "drive: $n screenshots in $out"
