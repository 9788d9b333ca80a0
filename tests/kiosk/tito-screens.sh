#!/usr/bin/env bash
# Screenshots of the TITO screens in a real window (docs/tito.md): a cabinet provisioned with the simulated
# ticket printer, SAS on a pty (no host polls it) and ticket in, its store prepared by TitoStore.java with
# tickets out and in journaled through the store's own API; then the ticket log, the meters' ticket table,
# the help page of the machine's limits, and the TICKET IN DOUBT lockup of a redeemed ticket with its
# attendant page. With SAS the cabinet runs only signed software: the kiosk is the install image signed with a
# bench key made here (bench-image.sh). Usage: tests/kiosk/tito-screens.sh DISPLAY OUTDIR  (an X server on DISPLAY)
set -euo pipefail
cd "$(dirname "$0")/../.."
disp=$1
out=$(mkdir -p "$2" && cd "$2" && pwd)
. bin/java-env
. tests/kiosk/sas-pty.sh

provision() {  # provision DATA_DIR: a simulated cabinet with a printer, SAS and ticket in
  "$image/bin/provision" init --data-dir "$1" --cabinet-id FLOOR-A-017 --denomination 1 --games christmas-tree,cluster-kingdom \
    --max-bet 1000 --credit-limit 100000 --handpay-limit 120000 --bills 100,500,1000,2000,5000,10000 \
    --hal-gpio simulated --hal-bill simulated --currency USD --attendant-pin 4711 --technician-pin 5822 \
    --regulator-pin 6933 "${bench_keys[@]}" --set hal.printer=simulated --set "hal.printer.dir=$1/tickets" \
    --set tito.ticket.limit.cents=50000 --set "tito.casino.name=OPENCAB CASINO" --set tito.ticket.expiry.days=30 \
    --set sas.enabled=true --set "sas.port=$work/sas-cabinet" --set sas.port.kind=pty --set tito.ticket.in=true >/dev/null
}
name=tito-screens
. tests/kiosk/bench-image.sh
. tests/kiosk/window.sh
login() { key k 1.5; for d in 5 8 2 2; do key "$d" 0.2; done; key Return 2; }

# 1. The ticket log, the meters' ticket table and the machine's help page.
provision "$work/log"
java --enable-native-access=ALL-UNNAMED -cp "$cp" tests/kiosk/TitoStore.java "$work/log/cabinet.properties" log
kiosk "$work/log/cabinet.properties"
key Escape 1; key s 2; key h 1
key Left 0.8   # back from the first help page to the last: the machine's page
shot tito-help-machine
key Escape 1
login
for _ in 1 2 3 4; do key Down 0.4; done
key s 2
shot tito-ticket-log
key Down 0.6
key Down 1
shot tito-ticket-log-returned
key Escape 1.5
for _ in 1 2 3 4; do key Up 0.4; done
key s 2
for _ in 1 2 3 4 5 6; do key Down 0.8; done
shot tito-meters-tickets
stop

# 2. A redeemed ticket authorised when the power went: the lockup, then the attendant's page.
provision "$work/doubt"
java --enable-native-access=ALL-UNNAMED -cp "$cp" tests/kiosk/TitoStore.java "$work/doubt/cabinet.properties" in-doubt
kiosk "$work/doubt/cabinet.properties"
shot tito-redeem-in-doubt
login
for _ in 1 2 3 4 5 6 7; do key Down 0.4; done
key s 2
shot tito-redeem-in-doubt-attendant
stop
