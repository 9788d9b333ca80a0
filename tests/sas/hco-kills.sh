#!/usr/bin/env bash
# AFT host cash-out under power loss (issue 40 item 4), the long run of HostCashOutKillTest: a child JVM runs the
# cabinet with SAS and AFT on a pty and cashes out whenever it has credits; the test's own host transfers credits in
# (soft or hard host cash-out, expired restricted credits half the time), answers 6A or lets it time out, and kills the
# child with SIGKILL at a random point of the offer or of its type 80; after each restart every transfer is sent
# again and the cabinet's meters must count every credit once. CI runs 2 kills inside bin/test.
# Usage: tests/sas/hco-kills.sh [KILLS [SEED]]   (default 100; run it under `heavy`)
set -euo pipefail
cd "$(dirname "$0")/../.."
. bin/java-env
kills=${1:-100}
seed=${2:+-Dhcokill.seed=$2}
mvn_quiet -q -o -pl tests -am test -Dtest=HostCashOutKillTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dhcokill.kills="$kills" $seed
