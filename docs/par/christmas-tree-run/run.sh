#!/usr/bin/env bash
# Reruns the 3 x 10^9-round Christmas Tree measurement of docs/par/christmas-tree.md: 6 chunks of 5 x 10^8
# rounds (seeds 2026112501..06), one thread each, nice 10, from the repository's own build. The run of
# 2026-11-25 used the jar built from commit 6bac967's math (resource sha256 f8338de0..., the one in
# docs/par/christmas-tree.json); check `bin/run par-json` reports the same hash before comparing figures.
# Usage: docs/par/christmas-tree-run/run.sh [OUTDIR]   (default: target/ct-run; each chunk took 6-7 min on this machine)
# A finished chunk is kept (chunk-N.json), so the script can be restarted after a stop; times go to log.txt.
# Then: python3 docs/par/christmas-tree-run/combine.py OUTDIR
set -euo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
out=${1:-$repo/target/ct-run}
cd "$repo"
. bin/java-env
[ -f firmware-app/target/cabinet.jar ] || mvn_quiet -q package -DskipTests -pl firmware-app -am
mkdir -p "$out"
for i in 1 2 3 4 5 6; do
  chunk=$out/chunk-$i.json
  [ -s "$chunk" ] && continue
  start=$(date -u +%FT%TZ)
  rc=0
  nice -n 10 "$JAVA_HOME/bin/java" -XX:+UseParallelGC -jar firmware-app/target/cabinet.jar simulate \
    --game christmas-tree --rounds 500000000 --seed "202611250$i" --threads 1 --json > "$chunk.part" \
    2> "$out/chunk-$i.err" || rc=$?
  [ $rc = 0 ] && mv "$chunk.part" "$chunk"
  echo "chunk $i seed 202611250$i started $start ended $(date -u +%FT%TZ) rc $rc" >> "$out/log.txt"
done
