#!/usr/bin/env bash
# As run on 2026-11-25 (jar and lib copied to /tmp/ct-sim from firmware-app/target after the build of commit 6bac967's math; the
# math resource sha256 f8338de0... equals docs/par/christmas-tree.json). Output in chunk-N.json, times in chunks.log.
# 3 x 10^9 rounds of Christmas Tree as 6 chunks of 5 x 10^8 (seeds 2026112501..06), one thread, nice 10.
. /work/wt-ct/bin/java-env
cd /tmp/ct-sim
for i in 1 2 3 4 5 6; do
  out=/tmp/ct-chunks/chunk-$i.json
  [ -s "$out" ] && continue
  start=$(date -u +%FT%TZ)
  nice -n 10 $JAVA_HOME/bin/java -XX:+UseParallelGC -jar /tmp/ct-sim/cabinet.jar simulate --game christmas-tree \
    --rounds 500000000 --seed 202611250$i --threads 1 --json > $out.part 2> /tmp/ct-chunks/chunk-$i.err && mv $out.part $out
  echo "chunk $i seed 202611250$i started $start ended $(date -u +%FT%TZ) rc $?" >> /tmp/ct-chunks/log.txt
done
