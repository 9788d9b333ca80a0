#!/usr/bin/env bash
# The long ticket-out power-loss run (issue 28, docs/tito.md "Power loss"): TicketOutPowerLossTest with many
# kills. A child JVM runs the cabinet with SAS on a socat pty and the real TCL printer driver on another (the
# GEN2 emulator in the test's JVM), inserting bills and cashing out as tickets; the test SIGKILLs it at random
# moments, after a cash-out is journaled, mid-print and between the printed ticket and the cabinet's
# confirmation, restarts it, resolves a ticket in doubt as an attendant would and checks that no ticket is lost
# or paid twice and that the SAS meters equal the store's. The normal test run does 10 kills. Needs socat.
#   tests/powercut/ticket-kills.sh [KILLS] [SEED]     default 100 kills, a fresh seed
set -euo pipefail
cd "$(dirname "$0")/../.."
kills=${1:-100}
seed=${2:-}
command -v socat >/dev/null || { echo "ticket-kills: socat is required (apt-get install socat)" >&2; exit 1; }
. bin/java-env
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$(date +%s)
status=0
mvn_quiet -o test -pl tests -am -Dtest=TicketOutPowerLossTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dticketkill.kills="$kills" ${seed:+-Dticketkill.seed=$seed} > "$log" 2>&1 || status=$?
grep -E 'ticket kill test|Tests run:|FAIL|AssertionFailedError' "$log" || true
echo "ticket-kills: $kills kills in $(( $(date +%s) - start )) s (with the build)"
if [ $status != 0 ]; then
  grep -E '^\[ERROR\]' "$log" | head -n 20 >&2
  echo "ticket-kills: FAILED (see tests/target/surefire-reports)" >&2
  exit 1
fi
