#!/usr/bin/env bash
# Plays one seeded headless session on REV and on the working tree, each on a fresh store, and compares what
# they recorded: the printed meters, and every row of the meter store (journal with each round's outcome JSON and
# draws, meters, handpays, bills, tickets, SAS exceptions, event log) except what differs by nature (times, MACs,
# the store's id, paths). A refactor of the cabinet that claims "behaviour unchanged" should leave nothing here.
# Usage: tests/differential/compare.sh REV [SCRIPT [SEED]]   (default: tests/differential/soak.txt, seed 4242)
# Needs python3 (its sqlite3 module). Builds REV in a temporary git worktree (about a minute).
set -euo pipefail
cd "$(dirname "$0")/../.."
rev=${1:?usage: tests/differential/compare.sh REV [SCRIPT [SEED]]}
script=$(realpath "${2:-tests/differential/soak.txt}")
seed=${3:-4242}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/old-tree" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add -q --detach "$work/old-tree" "$rev"
for side in old new; do
  tree=$PWD
  [ $side = old ] && tree=$work/old-tree
  mkdir -p "$work/$side"
  (cd "$work/$side" && "$tree/bin/run" run --headless --script "$script" --seed "$seed" --data-dir "$work/$side/data" \
    >out.txt 2>err.txt) || { echo "compare: the $side run failed:" >&2; grep -v ' INFO ' "$work/$side/err.txt" >&2; exit 1; }
done
strip() { sed -E 's/ in [0-9.]+ s \([0-9]+ rounds\/s\)//; s/, [0-9.]+ s$//; s/store [0-9a-f-]{36}/store X/; s#/(old|new)/data/#/X/data/#' "$1"; }
if ! diff <(strip "$work/old/out.txt") <(strip "$work/new/out.txt"); then
  echo "compare: the printed meters differ (above: < $rev, > working tree)" >&2
  exit 1
fi
python3 - "$work/old/data/meters.db" "$work/new/data/meters.db" "$work" "$PWD" <<'PY'
import re, sqlite3, sys
old, new, work, here = sys.argv[1:5]
a, b = sqlite3.connect(old), sqlite3.connect(new)
# Columns that differ by nature between two runs: times, MACs and hash chains, the store's id and key, paths.
natural = ('time', '_at', 'mac', 'hash', 'prev', 'recent', 'uuid', 'store_id', 'created', 'ref', 'seal')
uuid = re.compile('[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')
def rows(c, t, cols, side):
    q = 'select ' + ','.join(cols) + ' from ' + t
    text = lambda v: uuid.sub('X', str(v).replace(work + '/' + side + '/', '').replace(work + '/old-tree/', '')
                              .replace(here + '/', ''))
    return sorted(repr(tuple(text(v) for v in r)) for r in c.execute(q))
differ = 0
for (t,) in a.execute("select name from sqlite_master where type='table' and name not in ('chain', 'meta') order by name"):
    cols = [r[1] for r in a.execute('pragma table_info(' + t + ')')
            if r[1] != 'at' and not any(n in r[1].lower() for n in natural)]
    ra, rb = rows(a, t, cols, 'old'), rows(b, t, cols, 'new')
    if ra != rb:
        differ += 1
        print(f'compare: table {t} differs: {len(ra)} rows before, {len(rb)} after; first only before: '
              f'{sorted(set(ra) - set(rb))[:1]}, only after: {sorted(set(rb) - set(ra))[:1]}')
if differ:
    sys.exit(1)
PY
echo "compare: the same session on $rev and on the working tree recorded the same (meters, journal, events, every table)"
