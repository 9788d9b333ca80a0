#!/usr/bin/env bash
# Screenshots of what people see of AFT in a real window (issue 40, docs/ui.md): a simulated cabinet with
# sas.aft.enabled (no SAS link: with one, the development build's unverified software locks the cabinet), its store prepared by AftStore.java (a registered host, 38 transfers,
# promotional credits on the meter); then the game screen with PROMO under the credits, the machine's help page,
# the attendant's AFT page (two pages of transfers) and a cash-out's handpay with the restricted credits kept.
# Usage: tests/kiosk/aft-screens.sh DISPLAY OUTDIR [keep|forfeit]  (an X server on DISPLAY, e.g. Xvfb)
set -euo pipefail
cd "$(dirname "$0")/../.."
disp=$1
out=$(mkdir -p "$2" && cd "$2" && pwd)
atCashOut=${3:-keep}
. bin/java-env
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

bin/provision init --data-dir "$work/aft" --cabinet-id FLOOR-A-017 --denomination 1 --games christmas-tree,cluster-kingdom \
  --max-bet 1000 --credit-limit 100000 --handpay-limit 120000 --bills 100,500,1000,2000,5000,10000 \
  --hal-gpio simulated --hal-bill simulated --currency USD --attendant-pin 1357 --technician-pin 2468 \
  --regulator-pin 3579 --set sas.asset.number=1234 --set sas.aft.enabled=true \
  --set "credits.restricted.at.cashout=$atCashOut" >/dev/null
name=aft-screens
. tests/kiosk/window.sh
java --enable-native-access=ALL-UNNAMED -cp "$cp" tests/kiosk/AftStore.java "$work/aft/cabinet.properties"

kiosk "$work/aft/cabinet.properties"

# With credits on the meter the kiosk powers up straight into the game (docs/ui.md "Attract screen and power-up").
key s 9        # one round: its bet is drawn from the restricted credits first
shot aft-game-promo
key h 2
key Left 1.5   # back from the first help page to the last: the machine's page
shot aft-help-machine
key Escape 1
key k 2; for d in 1 3 5 7; do key "$d" 0.4; done; key Return 3
for _ in $(seq 1 9); do key Down 0.6; done   # the attendant's last page: AFT transfers
key s 2
shot aft-service-page
key Down 1
shot aft-service-page-2
key k 2        # the key off: back to the game
key c 2.5      # CASH OUT
shot aft-cashout-handpay
if grep -E '^WARNING: ' "$work/kiosk.log"; then echo "aft-screens: warnings in the kiosk's log" >&2; exit 1; fi
