#!/usr/bin/env bash
# The 10^10-round Christmas Tree certification of docs/par/christmas-tree.md (issue 37): 20 chunks of
# 5 x 10^8 rounds, seeds 3700000001..3700000020, 2 threads each, nice 19, from a COPY of the cabinet jar
# (so a rebuild cannot change the jar under a running chunk; the machine's `quiet` wrapper pauses
# processes matching "cabinet.jar simulate", which this command line matches). A finished chunk is kept
# (chunk-NN.json), so the script can be stopped and restarted; starts and ends go to OUTDIR/log.txt.
# Check that `bin/run par-json --game christmas-tree` reports the math SHA-256 the PAR sheet names
# before comparing figures. Then: python3 docs/par/christmas-tree-run/combine.py OUTDIR
# Usage: docs/par/christmas-tree-run/certify.sh [OUTDIR] [FIRST] [LAST]   (default target/ct-cert, chunks 1..20)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
out=$(mkdir -p "${1:-$repo/target/ct-cert}" && cd "${1:-$repo/target/ct-cert}" && pwd)
first=${2:-1}
last=${3:-20}
cd "$repo"
. bin/java-env
if [ ! -f "$out/jar/cabinet.jar" ]; then
  [ -f firmware-app/target/cabinet.jar ] || mvn_quiet -q package -DskipTests -pl firmware-app -am
  mkdir -p "$out/jar"
  cp -r firmware-app/target/cabinet.jar firmware-app/target/lib "$out/jar/"
fi
for i in $(seq "$first" "$last"); do
  n=$(printf '%02d' "$i")
  seed=$((3700000000 + i))
  chunk=$out/chunk-$n.json
  [ -s "$chunk" ] && continue
  start=$(date -u +%FT%TZ)
  rc=0
  nice -n 19 "$JAVA_HOME/bin/java" -XX:+UseParallelGC -jar "$out/jar/cabinet.jar" simulate \
    --game christmas-tree --rounds 500000000 --seed "$seed" --threads 2 --json > "$chunk.part" \
    2> "$out/chunk-$n.err" || rc=$?
  [ $rc = 0 ] && mv "$chunk.part" "$chunk"
  echo "chunk $n seed $seed started $start ended $(date -u +%FT%TZ) rc $rc" >> "$out/log.txt"
done
