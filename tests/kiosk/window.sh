# Sourced by the kiosk screenshot scripts (tito-screens.sh, aft-screens.sh): the cabinet's class path, and the kiosk
# in a real window driven by keys (the signed bench image's cabinet when bench-image.sh set image). Needs disp (the X display), out (the screenshots' directory), work and pids (as
# sas-pty.sh makes them) and name (the script's name in its messages).
bin/run run --help >/dev/null   # builds the cabinet if its sources changed
cp="firmware-app/target/cabinet.jar"
while read -r lib; do cp="$cp:firmware-app/target/$lib"; done < <(bin/jar-classpath firmware-app/target/cabinet.jar)

kiosk() {  # kiosk CONFIG: starts the kiosk window (from $image when bench-image.sh set it) and waits for it
  if [ -n "${image:-}" ]; then
    DISPLAY="$disp" HOME="$work" "$image/bin/cabinet" run --config "$1" >"$work/kiosk.log" 2>&1 &
  else
    DISPLAY="$disp" bin/run run --config "$1" >"$work/kiosk.log" 2>&1 &
  fi
  pids+=($!)
  for _ in $(seq 120); do
    win=$(DISPLAY="$disp" xdotool search --onlyvisible --name '^OpenCab$' 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    sleep 1
  done
  [ -n "$win" ] || { cat "$work/kiosk.log" >&2; echo "$name: no window" >&2; exit 1; }
  sleep 3
}
key() { DISPLAY="$disp" xdotool key --window "$win" "$1"; sleep "${2:-0.7}"; }
shot() { DISPLAY="$disp" import -window root "$out/$1.png"; echo "$name: $out/$1.png"; }
stop() { kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true; unset 'pids[-1]'; sleep 1; }
