#!/usr/bin/env bash
# Exceptions 17/18 at every power-up after SIGKILL (issue 35), the long run of PowerUpExceptionsTest: the cabinet in a
# child JVM is killed KILLS times at random moments while it plays and the test's own SAS host polls; after each
# restart the host must receive one 17 and one 18. CI runs 5 kills inside bin/test.
# Usage: tests/sas/power-up-kills.sh [KILLS [SEED]]   (default 20; run it under `heavy`)
set -euo pipefail
cd "$(dirname "$0")/../.."
. bin/java-env
kills=${1:-20}
seed=${2:+-Dsashost.seed=$2}
mvn_quiet -q -o -pl tests -am test -Dtest=PowerUpExceptionsTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dsashost.kills="$kills" $seed
