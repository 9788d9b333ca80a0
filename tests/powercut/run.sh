#!/usr/bin/env bash
# The power-cut run (issue 25, docs/meters.md "Power cuts that lose unsynced writes"): the power-loss
# torture test (PowerLossTortureTest: a child JVM plays rounds, stacks bills and cashes out against a
# real store; SIGKILL at random moments; recovery and checks after each) with the store and its
# witness (and the simulated rollback anchor beside them) on lossyfs.py, a FUSE file system that throws away every write not yet fsynced at each
# kill. Needs root (FUSE mount), /dev/fuse and the Debian packages fuse3 and python3-fusepy (installed
# here when missing).
#   tests/powercut/run.sh [KILLS] [SEED]     default 1000 kills, a fresh seed
set -euo pipefail
cd "$(dirname "$0")/../.."
kills=${1:-1000}
seed=${2:-}
[ -e /dev/fuse ] || { echo "powercut: /dev/fuse is missing: this machine cannot mount FUSE" >&2; exit 1; }
if ! /usr/bin/python3 -c 'import fusepy' 2>/dev/null; then
  [ "$(id -u)" = 0 ] || { echo "powercut: install first: sudo apt-get install -y fuse3 python3-fusepy" >&2; exit 1; }
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fuse3 python3-fusepy >/dev/null
fi
/usr/bin/python3 tests/powercut/lossyfs.py --self-test
. bin/java-env
work=$(mktemp -d)
mkdir -p "$work/backing" "$work/mnt"
/usr/bin/python3 tests/powercut/lossyfs.py "$work/backing" "$work/mnt" 2>"$work/lossyfs.log" &
fs=$!
trap 'umount "$work/mnt" 2>/dev/null || true; wait $fs 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do mountpoint -q "$work/mnt" && break; sleep 0.1; done
mountpoint -q "$work/mnt" || { cat "$work/lossyfs.log" >&2; echo "powercut: the FUSE mount failed" >&2; exit 1; }
start=$(date +%s)
rm -f tests/target/surefire-reports/*PowerLossTortureTest*
status=0
mvn_quiet -o test -pl tests -am -Dtest=PowerLossTortureTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dpowerloss.kills="$kills" ${seed:+-Dpowerloss.seed=$seed} \
  -Dpowerloss.storeDir="$work/mnt/store" -Dpowerloss.cutFile="$work/mnt/.powercut" -Dpowerloss.nativeDir="$work/native" \
  > "$work/mvn.log" 2>&1 || status=$?
grep -E 'power-loss test|Tests run:|FAIL' "$work/mvn.log" || true
echo "powercut: $kills power cuts in $(( $(date +%s) - start )) s; $(tail -n 1 "$work/lossyfs.log")"
if [ $status != 0 ]; then
  grep -E '^\[ERROR\]' "$work/mvn.log" | head -n 20 >&2
  echo "powercut: FAILED (see tests/target/surefire-reports)" >&2
  exit 1
fi
