# Combines the replay-SEED.txt lines of CtConditionalRuns replay (the six chunks re-counted round by round).
import re, glob, sys, os
d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
tot = above = rounds = ab_rounds = caps = 0
tops = []
for f in sorted(glob.glob(os.path.join(d, 'replay-*.txt'))):
    t = open(f).read()
    m = re.search(r'replay seed (\d+) rounds (\d+): RTP ([\d.]+)% cap hits (\d+); rounds >= 1000 x bet (\d+) paying (\d+) credits, [\d.]+% of all wins \((\d+) credits\); ten largest \(x bet\):(.*)', t)
    seed, n, rtp, c, ar, ab, w, top = m.groups()
    rounds += int(n); caps += int(c); ab_rounds += int(ar); above += int(ab); tot += int(w)
    tops += [(float(x), seed) for x in top.split()]
    print(f"seed {seed}: RTP {rtp}% caps {c} rounds>=1000x {ar} share {int(ab)/int(w)*100:.4f}%")
tops.sort(reverse=True)
print(f"all: rounds {rounds:,} RTP {tot/(rounds*40)*100:.4f}% caps {caps}; rounds >= 1000 x bet {ab_rounds:,}; their wins {above:,} credits = {above/tot*100:.4f}% of all wins = {above/(rounds*40)*100:.4f} RTP points")
print("largest wins (x bet):", ", ".join(f"{x:,.2f}" for x, s in tops[:20]))
