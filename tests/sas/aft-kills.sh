#!/usr/bin/env bash
# AFT under power loss (issue 40), the long run of AftPowerLossTest: a child JVM applies AFT transfers of all three
# kinds and bonus transfers (types 10/11, a bonus jackpot at the handpay limit hand-paid), plays rounds and cashes
# out against a real store and is SIGKILLed KILLS times at random moments; after each
# kill every transaction id is sent again and each must be counted exactly once. CI runs 10 kills inside bin/test.
# Usage: tests/sas/aft-kills.sh [KILLS [SEED]]   (default 100; run it under `heavy`)
set -euo pipefail
cd "$(dirname "$0")/../.."
. bin/java-env
kills=${1:-100}
seed=${2:+-Daftkill.seed=$2}
mvn_quiet -q -o -pl tests -am test -Dtest=AftPowerLossTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Daftkill.kills="$kills" $seed
