#!/usr/bin/env bash
# The 10^9-round Cool Jewels certification of docs/par/cool-jewels.md (issue 37): seed 3700000107,
# 2 threads, nice 19, from a COPY of the cabinet jar (a rebuild cannot change it under the run; the
# machine's `quiet` wrapper pauses processes matching "cabinet.jar simulate", as this one does).
# Check that `bin/run par-json --game cool-jewels` reports the math SHA-256 the PAR sheet names first.
# Usage: docs/par/cool-jewels-run/certify.sh [OUTDIR]   (default target/cj-cert; report in OUTDIR/report.txt)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
out=$(mkdir -p "${1:-$repo/target/cj-cert}" && cd "${1:-$repo/target/cj-cert}" && pwd)
cd "$repo"
. bin/java-env
if [ ! -f "$out/jar/cabinet.jar" ]; then
  [ -f firmware-app/target/cabinet.jar ] || mvn_quiet -q package -DskipTests -pl firmware-app -am
  mkdir -p "$out/jar"
  cp -r firmware-app/target/cabinet.jar firmware-app/target/lib "$out/jar/"
fi
start=$(date -u +%FT%TZ)
rc=0
nice -n 19 "$JAVA_HOME/bin/java" -XX:+UseParallelGC -jar "$out/jar/cabinet.jar" simulate --game cool-jewels \
  --rounds 1e9 --seed 3700000107 --threads 2 > "$out/report.part" 2> "$out/report.err" || rc=$?
[ $rc = 0 ] && mv "$out/report.part" "$out/report.txt"
echo "seed 3700000107 started $start ended $(date -u +%FT%TZ) rc $rc" >> "$out/log.txt"
