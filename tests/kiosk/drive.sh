#!/usr/bin/env bash
# Drives the kiosk started by bin/run in a real X window with key events only (the PC key map of
# docs/ui.md), through bill -> every game -> help -> attendant menu -> meters -> verify, and saves a
# screenshot of each screen (issue 24). Usage: tests/kiosk/drive.sh DISPLAY OUTDIR
# Needs xdotool and ImageMagick's import (bin/system-deps ci). Fails when the window goes away or a
# screenshot is missing or blank; what each screen shows is for a person to look at.
set -euo pipefail
disp=$1
out=$2
mkdir -p "$out"
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
key 5 1                                   # a 100.00 bill (simulated validator)
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
echo "drive: $n screenshots in $out"
