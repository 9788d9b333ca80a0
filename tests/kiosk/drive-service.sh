# Sourced by tests/kiosk/drive.sh (issue 39 item 8): the technician's service menu and its pages with the PC keys
# only (the deck's buttons), from the menu with Diagnostics highlighted; then the configuration forms on a kiosk
# started from a configuration file (tests/kiosk/service-forms.sh). Uses drive.sh's key and shot.
service_start=$(date +%s)
for _ in 1 2 3 4 5 6; do key Up 0.3; done       # BET+ up to the first entry, and no further (no wrap)
shot service-menu-top
for _ in $(seq 1 14); do key Down 0.3; done      # BET- past the end: "Log out" is the last entry, never skipped
shot service-menu-log-out
# Game recall: up past the first entry, then one down. Counting up from "Log out" (10 presses) broke when the menu
# grew an entry (AFT transfers): every later shot showed the page after its name, and the CASH OUT meant to cancel
# the period clear left the menu and logged out, so the configuration and RAM-clear shots were the PIN pad.
for _ in $(seq 1 14); do key Up 0.3; done
key Down 0.3
key s 2
shot service-recall
key s 1                                          # SPIN: the next step, "Step 2 of n"
shot service-recall-step-2
key Escape 1
key Down 0.3; key s 1.5; shot service-event-log; key Escape 1
key Down 0.3; key s 1.5; shot service-bill-log; key Escape 1
key Down 0.3; key s 1.5; shot service-ticket-log; key Escape 1
key Down 0.3; key s 1.5                          # Diagnostics
key m 1                                          # MAX BET: the seed of a seeded check, on the hex keypad
for d in 4 2 4 2; do key "$d" 0.3; done
shot service-seed-form
key s 4                                          # SPIN: verify with the seed; each component's HMAC in the table
shot service-verify-seeded
key Escape 1
key Down 0.3; key s 1.5; shot service-sas; key Escape 1
key Down 0.3; key s 1.5; shot service-handpay-none; key Escape 1
key Down 0.3; key s 1.5                          # Period clear: credits and currency in columns of their own
shot service-period-clear
key s 1                                          # asks, saying what is lost and what is kept
shot service-period-clear-confirm
key c 1                                          # CASH OUT cancels: nothing cleared
key Escape 1
key Down 0.3; key s 1.5                          # Configuration: the built-in one is read-only and says why
shot service-configuration-read-only
key s 1                                          # SPIN on a setting: why it cannot be changed, no form
shot service-configuration-why
key Escape 1
key Down 0.3; key s 1.5                          # RAM clear: each confirmation says the credits will be wiped
shot service-ram-clear
key s 1
shot service-ram-clear-confirm-1
key s 1
shot service-ram-clear-last-chance
key c 1                                          # cancelled
key Escape 1
"$(dirname "$0")/service-forms.sh" "$out/service-forms"   # a second kiosk, from a configuration file
echo "drive: the service pages and forms took $(( $(date +%s) - service_start )) s"
