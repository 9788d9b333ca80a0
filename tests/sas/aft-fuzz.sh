#!/usr/bin/env bash
# Hostile AFT frames (issue 40), the long run of sas's AftFuzzTest: valid LP 72/73/74 frames mutated, cut, lengthened
# and replaced by random bytes, with and without a correct CRC; nothing may throw, no frame with a bad CRC may order a
# transfer, every transfer ordered must be one a correct frame could order. CI runs 5,000 frames inside bin/test.
# Usage: tests/sas/aft-fuzz.sh [FRAMES [SEED]]   (default 100000; prints the figures)
set -euo pipefail
cd "$(dirname "$0")/../.."
. bin/java-env
frames=${1:-100000}
seed=${2:+-Daft.fuzz.seed=$2}
mvn_quiet -q -o -pl sas -am test -Dtest=AftFuzzTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Daft.fuzz.frames="$frames" $seed
