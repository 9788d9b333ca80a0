# Combines the chunk-N.json reports of `cabinet simulate --json` into one run: rounds, RTP and its
# confidence intervals from the summed win and squared win (each chunk gives n, mean and population sd),
# cap hits, sources, features, win sizes, cascade depth. Usage: python3 combine.py [DIR]
import json, glob, math, sys
import os
files = sorted(glob.glob(os.path.join(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)), 'chunk-*.json')))
ch = [json.load(open(f)) for f in files]
n = sum(c['rounds'] for c in ch)
sx = sum(c['rtp'] * c['rounds'] for c in ch)           # sum of win/bet
sxx = sum(c['rounds'] * (c['stdDev']**2 + c['rtp']**2) for c in ch)
mu = sx / n
sd = math.sqrt(sxx / n - mu * mu)
hw99 = 2.5758293035489 * sd / math.sqrt(n)
hw95 = 1.959963984540054 * sd / math.sqrt(n)
hits = sum(c['hitFrequency'] * c['rounds'] for c in ch)
caps = sum(c['capHits'] for c in ch)
print(f"chunks {len(ch)} rounds {n:,}")
print(f"RTP {mu*100:.4f}%  95% CI [{(mu-hw95)*100:.4f}, {(mu+hw95)*100:.4f}]  99% CI [{(mu-hw99)*100:.4f}, {(mu+hw99)*100:.4f}] half-width {hw99*100:.4f} points")
print(f"hit frequency {hits/n*100:.4f}% (1 in {n/hits:.2f}); sd {sd:.3f} x bet; cap hits {caps} ({caps/n*1e9:.2f} per 10^9)")
print("largest win per chunk (x bet):", [c['maxWinX'] for c in ch], "seeds", [c['seed'] for c in ch])
print("per-chunk RTP:", [round(c['rtp']*100, 4) for c in ch], "caps", [c['capHits'] for c in ch])
contrib = {}
for c in ch:
    for k, v in c['contributions'].items():
        contrib[k] = contrib.get(k, 0) + v * c['rounds']
print("RTP by source:", {k: f"{v/n*100:.4f}%" for k, v in contrib.items()})
feat = {}
featm = {}
for c in ch:
    for k, v in c['features'].items():
        feat[k] = feat.get(k, 0) + v * c['rounds']
    for k, v in c['featureMean'].items():
        featm[k] = featm.get(k, 0) + v * c['rounds']
print("features (rounds with it, occurrences per round):")
for k in feat:
    print(f"  {k:18s} {feat[k]/n*100:.4f}%  (1 in {n/feat[k] if feat[k] else float('nan'):.1f})  {featm[k]/n:.6f}")
ws = {}
for c in ch:
    for k, v in c['winSize'].items():
        ws[k] = ws.get(k, 0) + v
print("win size (x bet) rounds:")
for k, v in ws.items():
    print(f"  {k:16s} {v:,}")
depth = [sum(c['cascadeDepth'][i] for c in ch) for i in range(len(ch[0]['cascadeDepth']))]
print("cascade depth:", {i: d for i, d in enumerate(depth) if d})
bounds = {'[1000,2500)': (1000, 2500), '[2500,5000)': (2500, 5000), '[5000,10000)': (5000, 10000), '[10000,25000)': (10000, 25000), '25000+': (25000, 25000)}
lo = sum(ws.get(k, 0) * b[0] for k, b in bounds.items())
hi = sum(ws.get(k, 0) * b[1] for k, b in bounds.items())
print(f"share of RTP from rounds winning >= 1000 x bet: between {lo/sx*100:.3f}% and {hi/sx*100:.3f}% of the RTP ({lo/n*100:.4f} to {hi/n*100:.4f} points)")
secs = sum(c['seconds'] for c in ch)
print(f"time {secs:.1f} s, {n/secs:,.0f} rounds/s")
