#!/usr/bin/env python3
"""Cool Jewels meter values from CjMeterCounts output (docs/par/cool-jewels.md, "How the math was tuned").

The meter's RTP is linear in the 12 section values (cascades never depend on them); the Bonus
Guarantee tops a feature up to 10 x bet and is priced exactly from each triggered round's per-section
counts (the CSV). Sections 1 and 12 stay 1 and 50 (public sources); sections 2 and 3 are kept too (one
credit there moves the RTP by 6 to 9 points); sections 4..11 are searched as whole credits, strictly
rising, sections 4..8 within MAXSTEP credits of the current value and 9..11 within MAXSTEP + 1, and no
rougher than ROUGH times the current values (roughness: the sum of squared second differences of
log(value) over sections 3..12).

Usage: tune.py COUNTS.txt[,...] TRIGGERS.csv[,...] TARGET CURRENT [MAXSTEP] [TOP] [ROUGH]
  CURRENT: the 12 values the counts were made with (comma-separated), e.g. 1,3,4,6,8,11,15,17,19,27,35,50
  prints the RTP of CURRENT, then the TOP candidates nearest TARGET (e.g. 0.961), each with its
  figure on every counting run alone and its roughness.
"""
import math
import itertools
import sys

FLOOR_X = 10


def read_counts(path):
    rounds = base = free = None
    for line in open(path):
        if line.startswith('rounds '):
            rounds = int(line.split()[1])
        elif line.startswith('base counts per round'):
            base = [float(x) for x in line.split(':')[1].split()]
        elif line.startswith('free counts per round'):
            free = [float(x) for x in line.split(':')[1].split()]
    return rounds, base, free


def read_triggers(path):
    rows = []
    bet = None
    for line in open(path):
        if line.startswith('#'):
            bet = int(line.split()[-1])
            continue
        rows.append([int(x) for x in line.split(',')])
    return bet, rows


def distinct(rows):
    """Counts each distinct trigger row once, with its multiplicity: most rows repeat."""
    seen = {}
    for r in rows:
        t = tuple(r)
        seen[t] = seen.get(t, 0) + 1
    return list(seen.items())


def rtp(values, runs):
    """Per run: (meter part + guarantee) / bets."""
    out = []
    for rounds, base, free, bet, trig in runs:
        meter = sum(v * (b + f) for v, b, f in zip(values, base, free)) / bet
        floor = FLOOR_X * bet
        top = 0
        for row, k in trig:
            pay = sum(v * c for v, c in zip(values, row))
            if pay < floor:
                top += (floor - pay) * k
        out.append((meter + top / (rounds * bet), rounds))
    return out


def main():
    counts = sys.argv[1].split(',')
    trigs = sys.argv[2].split(',')
    target = float(sys.argv[3])
    current = [int(x) for x in sys.argv[4].split(',')]
    maxstep = int(sys.argv[5]) if len(sys.argv) > 5 else 2
    top_n = int(sys.argv[6]) if len(sys.argv) > 6 else 10
    rough = float(sys.argv[7]) if len(sys.argv) > 7 else 1.0
    runs = []
    for c, t in zip(counts, trigs):
        rounds, base, free = read_counts(c)
        bet, rows = read_triggers(t)
        # Only rounds whose feature could need a top-up at values down to half the current ones matter.
        keep = [r for r in rows if sum(v * x for v, x in zip(current, r)) < 2 * FLOOR_X * bet]
        runs.append((rounds, base, free, bet, distinct(keep)))
        print(f"{c}: {rounds:,} rounds, {len(rows):,} triggers ({len(keep):,} below 2 x the floor at current values)")

    def pooled(values):
        per = rtp(values, runs)
        n = sum(r for _, r in per)
        return sum(x * r for x, r in per) / n, [x for x, _ in per]

    p, per = pooled(current)
    print(f"current {current}: pooled {p * 100:.4f}% per run {[round(x * 100, 4) for x in per]}")
    # Linear part first, to prune: the guarantee moves little over these steps.
    limit = rough * roughness(current) + 1e-12
    g0 = p - linear(current, runs[0])
    ranges = [range(max(1, c - step), c + step + 1)
              for c, step in zip(current[3:11], [maxstep] * 5 + [maxstep + 1] * 3)]
    guess = []
    for mid in itertools.product(*ranges):
        v = [*current[:3], *mid, current[11]]
        if any(b <= a for a, b in zip(v, v[1:])) or roughness(v) > limit:
            continue
        guess.append((abs(linear(v, runs[0]) + g0 - target), v))
    guess.sort()
    scored = []
    for _, v in guess[:60]:
        p, per = pooled(v)
        scored.append((abs(p - target), p, per, v))
    scored.sort()
    for d, p, per, v in scored[:top_n]:
        print(f"{','.join(map(str, v))}: pooled {p * 100:.4f}% (off {(p - target) * 100:+.4f}) per run"
              f" {[round(x * 100, 4) for x in per]} roughness {roughness(v):.4f} (current {roughness(current):.4f})")


def linear(values, run):
    rounds, base, free, bet, _ = run
    return sum(x * (b + f) for x, b, f in zip(values, base, free)) / bet


def roughness(v):
    logs = [math.log(x) for x in v[2:]]
    return sum((logs[i + 1] - 2 * logs[i] + logs[i - 1]) ** 2 for i in range(1, len(logs) - 1))

if __name__ == '__main__':
    main()
