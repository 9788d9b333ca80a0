#!/bin/bash
# The MAC key written back into the database in the pre-schema-8 form, its meta rows MAC'd with the legacy key
# (SHA-256 of the public string "opencab.meters.meta/1" found in the meters jar), user_version lowered to 7 and
# the key file removed: the store opens, plays and migrates (docs/security-attack-2026-11-28.md, A14).
# Usage: IMG=... CFG=... ./downgrade.sh (simulated cabinet, stopped)
set -eu
here=$(cd "$(dirname "$0")" && pwd); w=$(mktemp -d); L="$IMG/app/lib"; db=$(dirname "$CFG")/meters.db
mkdir -p "$w/src/io/opencab/meters"; cp "$here/Downgrade.java" "$w/src/io/opencab/meters/"
javac -cp "$L/meters-"*.jar -d "$w/out" "$w/src/io/opencab/meters/Downgrade.java"
java --enable-native-access=ALL-UNNAMED -Dorg.sqlite.lib.path="$L" -Dorg.sqlite.lib.name=libsqlitejdbc.so \
  -cp "$w/out:$(ls "$L"/meters-*.jar):$(ls "$L"/sqlite-jdbc-*.jar)" io.opencab.meters.Downgrade "$db" write
rm "$db.key"; sqlite3 "$db" 'pragma user_version=7'
printf 'expect state IDLE\n' > "$w/probe.txt"
"$IMG/bin/cabinet" run --headless --config "$CFG" --script "$w/probe.txt"; echo "cabinet exit $? (0: the downgraded store was accepted)"
ls -la "$db.key"; sqlite3 "$db" 'pragma user_version' "select k, substr(v,1,30) from meta where k='mac_key'"
