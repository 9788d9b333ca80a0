#!/usr/bin/env python3
"""Christmas Tree pay tuning from CtTuningCounts output (docs/par/christmas-tree.md, "How the math was tuned").

Cascades never depend on the pays, and the Miracle's draws never depend on the regular spin beyond
"3+ cascades", so the RTP of any paytable follows from counts made once:

  RTP = E[R] + P(mult) E[m-1] E[R; 3+] + P(3+) (P(bet win) E[bet win] + P(Free Spins) E[F])

R the regular spin's win, F a forced Free Spins session's win (capped sessions count as the cap).

Usage: tune.py MATH.properties REGULAR.json[,...] FS.json[,...] [PAYS.properties ...]
  prints the estimate for the math file's pays and for each further file's pays (only its pay.* keys
  are read), with standard errors, the realized plain figure of the same rounds, and the error of the
  2026-11-25 decomposition (10^8 plain rounds and 2.1 x 10^7 sessions) at the same variances.
"""
import json
import math
import sys

SYMBOLS = ["PURPLE_BAUBLE", "GREEN_BAUBLE", "BLUE_BAUBLE", "BELL", "CANDY_CANE", "WRAPPED_CANDY", "ANGEL", "SANTA"]


def props(path):
    out = {}
    for line in open(path):
        line = line.strip()
        if not line or line.startswith('#') or '=' not in line:
            continue
        k, v = line.split('=', 1)
        out[k.strip()] = v.strip()
    return out


def pays(p):
    """pay[s][size] coins at level 1, sizes 0..27."""
    table = []
    for s in SYMBOLS:
        row = [0] * 28
        for part in p['pay.' + s].split(','):
            sizes, coins = part.split('=')
            lo, _, hi = sizes.strip().partition('-')
            for z in range(int(lo), int(hi or lo) + 1):
                row[z] = int(coins)
        table.append(row)
    return table


def weighted(spec):
    pairs = [tuple(int(x) for x in e.split(':')) for e in spec.split(',')]
    total = sum(w for _, w in pairs)
    return sum(v * w for v, w in pairs) / total


def merge(files):
    acc = None
    for f in files:
        d = json.load(open(f))
        if acc is None:
            acc = d
            acc['files'] = [f]
            continue
        acc['files'].append(f)
        for k, v in d.items():
            if k in ('mode', 'seed', 'threads'):
                continue
            if k == 'maxRI':
                acc[k] = max(acc[k], v)
            elif isinstance(v, list) and v and isinstance(v[0], list):
                acc[k] = [[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(acc[k], v)]
            elif isinstance(v, list):
                acc[k] = [a + b for a, b in zip(acc[k], v)]
            else:
                acc[k] += v
    return acc


def dot(counts, table):
    return sum(c * p for row_c, row_p in zip(counts, table) for c, p in zip(row_c, row_p))


def main():
    m = props(sys.argv[1])
    reg = merge(sys.argv[2].split(','))
    fs = merge(sys.argv[3].split(','))
    bet = int(m['bet.coinsPerLevel'])
    cap = int(m['cap.x'])
    kinds = [int(x) for x in m['miracle.kindWeights'].split(',')]
    p_bw, p_mult, p_fs = (k / sum(kinds) for k in kinds)
    e_bw = weighted(m['miracle.betWin'])
    e_m1 = weighted(m['miracle.multiplier']) - 1
    n = reg['rounds']
    nf = fs['rounds']
    p3 = reg['miracles'] / n
    print(f"regular runs {reg['files']}: {n:,} rounds; forced Free Spins runs {fs['files']}: {nf:,} sessions")
    print(f"P(3+ cascades) {p3:.7e}; Miracle kinds drawn {reg['kinds']} (expected shares {p_bw:.3f} {p_mult:.3f} {p_fs:.3f});"
          f" E[bet win] {e_bw:.5f}, E[m - 1] {e_m1:.4f}; largest regular win with a Miracle {reg['maxRI']:.2f} x bet"
          f" (x30 reaches the cap from {cap / 30:.0f})")

    # Moments at the counted (current) pays, in multiples of the bet.
    er = reg['sumR'] / n
    er2 = reg['sumR2'] / n
    eri = reg['sumRI'] / n
    er2i = reg['sumR2I'] / n
    ef = fs['sumR'] / nf
    vf = fs['sumR2'] / nf - ef * ef
    b = p_bw * e_bw + p_fs * ef
    a = p_mult * e_m1
    ey = er + a * eri + b * p3
    ey2 = er2 + (2 * a + a * a) * er2i + 2 * b * (1 + a) * eri + b * b * p3
    var_y = ey2 - ey * ey
    se_reg = math.sqrt(var_y / n)
    se_fs = p3 * p_fs * math.sqrt(vf / nf)
    se = math.hypot(se_reg, se_fs)
    realized = reg['totalWin'] / (n * bet)
    sd_plain = math.sqrt(reg['sumX2'] / n - realized * realized)
    src = [s / (n * bet) for s in reg['sources']]
    print(f"per-round sd: plain {sd_plain:.3f} x bet; this estimator's regular part {math.sqrt(var_y):.3f};"
          f" Free Spins session {math.sqrt(vf):.2f} (mean {ef:.4f}, {fs['capped']} capped, {fs['nearCap']} >= 0.9 cap uncapped)")
    print(f"realized plain RTP of the regular runs: {realized * 100:.4f}% (SE {sd_plain / math.sqrt(n) * 100:.4f});"
          f" sources base+snowman+blizzard {sum(src[:3]) * 100:.4f}% betWin {src[3] * 100:.4f}% multiplier {src[4] * 100:.4f}%"
          f" freeSpins {src[5] * 100:.4f}% (Free Spins per Free Spins Miracle {reg['sumFreeInRound'] / max(1, reg['kinds'][2]):.3f})")

    # The 2026-11-25 decomposition: realized multiplier extras, P(3+) x 0.072 x forced mean; 10^8 and 2.1 x 10^7.
    em = reg['sumRealMult'] / n
    em2 = reg['sumRealMult2'] / n
    erm = reg['sumRRealMult'] / n
    eyo = er + em + b * p3
    eyo2 = er2 + em2 + b * b * p3 + 2 * erm + 2 * b * eri + 2 * b * em
    se_old = math.hypot(math.sqrt((eyo2 - eyo * eyo) / 1e8), p3 * p_fs * math.sqrt(vf / 2.1e7))
    print(f"the 2026-11-25 decomposition's standard error at these variances: {se_old * 100:.4f} points"
          f" (99%: +/- {2.5758 * se_old * 100:.3f})")

    for path in [sys.argv[1]] + sys.argv[4:]:
        t = pays(props(path))
        e_r = dot(reg['all'], t) / (n * bet)
        e_ri = dot(reg['miracle'], t) / (n * bet)
        e_f = (dot(fs['free'], t) / bet + fs['capped'] * cap) / nf
        parts = [e_r, a * e_ri, p3 * p_bw * e_bw, p3 * p_fs * e_f]
        rtp = sum(parts)
        print(f"{path}: RTP {rtp * 100:.4f}% (SE {se * 100:.4f}; regular {se_reg * 100:.4f}, Free Spins {se_fs * 100:.4f})"
              f" = regular {parts[0] * 100:.4f} + multiplier {parts[1] * 100:.4f} + bet win {parts[2] * 100:.4f}"
              f" + Free Spins {parts[3] * 100:.4f} (session mean {e_f:.4f} x bet)")


if __name__ == '__main__':
    main()
