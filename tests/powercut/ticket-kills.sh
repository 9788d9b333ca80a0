#!/usr/bin/env bash
# The long ticket power-loss runs (issue 28, docs/tito.md "Tests of the whole cabinet"): TicketOutPowerLossTest and
# TicketInPowerLossTest with many kills each, in one Maven run.
# - Ticket out: a child JVM runs the cabinet with SAS on a socat pty and the real TCL printer driver on another (the
#   GEN2 emulator in the test's JVM), inserting bills and cashing out as tickets; the test SIGKILLs it at random
#   moments, after a cash-out is journaled, mid-print and between the printed ticket and the cabinet's confirmation.
# - Ticket in: the child runs the cabinet with SAS and the real ID-003 driver (the validator emulator and the SAS
#   host in the test's JVM); the test inserts barcode tickets, answers exception 67 with LP 70/71 and SIGKILLs the
#   child at random, in escrow / after 67, after LP 71, while the validator stacks and after it stacked but before
#   the cabinet recorded it (the validator power-cycled with the ticket where it was, or left powered).
# Each restarts the cabinet, resolves a ticket in doubt as an attendant would and checks that no ticket is lost or
# paid/credited twice and that the SAS meters equal the store's. The normal test run does 10 kills of each.
# Needs socat.
#   tests/powercut/ticket-kills.sh [KILLS] [SEED] [out|in|both]     default 100 kills of each flow, a fresh seed
set -euo pipefail
cd "$(dirname "$0")/../.."
kills=${1:-100}
seed=${2:-}
flow=${3:-both}
case "$flow" in
  out) tests=TicketOutPowerLossTest ;;
  in) tests=TicketInPowerLossTest ;;
  both) tests=TicketOutPowerLossTest,TicketInPowerLossTest ;;
  *) echo "ticket-kills: the flow is out, in or both, not '$flow'" >&2; exit 2 ;;
esac
command -v socat >/dev/null || { echo "ticket-kills: socat is required (apt-get install socat)" >&2; exit 1; }
. bin/java-env
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$(date +%s)
status=0
mvn_quiet -o test -pl tests -am -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false \
  -Dticketkill.kills="$kills" -Dticketinkill.kills="$kills" \
  ${seed:+-Dticketkill.seed=$seed} ${seed:+-Dticketinkill.seed=$seed} > "$log" 2>&1 || status=$?
grep -E 'ticket kill test|ticket in kill test|Tests run:|FAIL|AssertionFailedError' "$log" || true
echo "ticket-kills: $kills kills of each flow ($flow) in $(( $(date +%s) - start )) s (with the build)"
if [ $status != 0 ]; then
  grep -E '^\[ERROR\]' "$log" | head -n 20 >&2
  echo "ticket-kills: FAILED (see tests/target/surefire-reports)" >&2
  exit 1
fi
