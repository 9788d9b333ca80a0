#!/bin/bash
# --seed with a real printer and a SAS link (docs say: refused) starts the kiosk with a seeded RNG
# (docs/security-attack-2026-11-28.md, A3). CFG: a cabinet with hal.printer=real and sas.enabled=true on ptys.
set -u
timeout 25 "$IMG/bin/cabinet" run --config "$CFG" --seed 42 2>/dev/null | head -3
