#!/bin/bash
# Root re-signs a changed image with a key of their own (a signing tool brought to the board: here the build-side
# bin/sign), makes the cabinet's configuration unparsable, and provision init --force of the re-signed image then
# RAM-clears without any PIN and seals the new key: the changed software plays with the real devices
# (docs/security-attack-2026-11-28.md, A12). EVIL: a copy of the image with a changed engine jar; SIGN: bin/sign.
set -eu
dir=$(dirname "$CFG")
"$SIGN" keygen --out /tmp/board-key --name board-key
"$SIGN" manifest --root "$EVIL" --key /tmp/board-key/board-key.key --force
cp "$CFG" /tmp/from.properties
echo "this line does not parse" >> "$CFG"
"$EVIL/bin/provision" init --data-dir "$dir" --from /tmp/from.properties --force </dev/null
echo "now start $EVIL/bin/cabinet run --config $CFG: SOFTWARE_VERIFICATION passed, no SIGNING_KEY_CHANGED (SAS sees 7A)"
