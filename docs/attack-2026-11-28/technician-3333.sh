#!/bin/bash
# The public default PIN 3333 (the regulator's) as the technician's PIN passes check-config with real devices
# (docs/security-attack-2026-11-28.md, A4). CFG: a configuration with hal.printer=real or sas.enabled=true.
set -eu
h3=$(echo 3333 | "$IMG/bin/cabinet" hash-pin | tail -1)
sed "s#^security.pin.technician = .*#security.pin.technician = $h3#" "$CFG" > /tmp/c3.properties
"$IMG/bin/cabinet" check-config /tmp/c3.properties | head -1
