# Sourced by the kiosk scripts that run the cabinet with SAS: a work directory removed on exit with every
# process in pids stopped, and a socat pty pair in it, $work/sas-cabinet for the cabinet's sas.port and
# $work/sas-host for a host.
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
socat pty,raw,echo=0,link="$work/sas-cabinet" pty,raw,echo=0,link="$work/sas-host" 2>/dev/null &
pids+=($!)
for _ in $(seq 50); do [ -e "$work/sas-cabinet" ] && break; sleep 0.1; done
