package io.opencab.bench.tuning;

import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrClusterWin;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.games.lostrelics.LrSymbols;
import java.util.List;
import java.util.Locale;

/**
 * Tuning aid for Lost Relics (docs/par/lost-relics.md, "How the math was tuned"). Lost Relics
 * has no cascades and no multipliers, and which cells win (hence every random feature, Free
 * Spins trigger and chest) does not depend on the pay values, so the paytable's share of RTP is
 * linear in the pays: this counts every paid cluster by symbol and size, separately for the
 * main game and Free Spins, plus the paytable-free Coin Win and chest Coin Win credits.
 * RTP(pays) = (sum over symbol,size of pay x (base + free count) + coin wins) / bets (the game
 * has no win cap).
 *
 * <p>Usage: {@code java -cp benchmarks/target/benchmarks.jar io.opencab.bench.tuning.LrPaytableCounts
 * ROUNDS SEED THREADS [math.properties]}. Lines starting {@code count base|free SYMBOL} list the
 * counts of sizes 6..25 for a solver.
 */
public final class LrPaytableCounts {
    private static final int SIZES = 26;

    private LrPaytableCounts() {
    }

    public static void main(String[] args) throws Exception {
        TuningRun run = TuningRun.of(args);
        LostRelics game = TuningRun.game(args, 3, LostRelics::new, LostRelics::standard);
        List<Counts> perThread = run.run(Counts::new, (c, rng) -> {
            LostRelicsOutcome o = game.play(1, rng);
            for (LrClusterWin w : o.main().clusters()) {
                c.base[w.symbol()][w.size()]++;
            }
            for (LrFreeSpin s : o.freeSpins()) {
                for (LrClusterWin w : s.clusters()) {
                    c.free[w.symbol()][w.size()]++;
                }
            }
            c.tally.add(o);
            c.triggers += o.freeSpins().isEmpty() ? 0 : 1;
            c.freeSpins += o.freeSpins().size();
        });
        long n = run.played();
        double bets = n * (double) game.info().coinsPerLevel();
        RoundTally all = new RoundTally(LostRelicsOutcome.SOURCES.size());
        long triggers = 0;
        long freeSpins = 0;
        long[][] b = new long[LrSymbols.PAYING][SIZES];
        long[][] fr = new long[LrSymbols.PAYING][SIZES];
        for (Counts c : perThread) {
            all.add(c.tally);
            triggers += c.triggers;
            freeSpins += c.freeSpins;
            for (int s = 0; s < LrSymbols.PAYING; s++) {
                for (int z = 0; z < SIZES; z++) {
                    b[s][z] += c.base[s][z];
                    fr[s][z] += c.free[s][z];
                }
            }
        }
        long[] src = all.sources;
        double rtp = all.totalWin / bets;
        double sigma = Math.sqrt(all.sumSquares / n - rtp * rtp);
        System.out.printf(Locale.ROOT, "rounds %d hitFrequency %.6f rtp %.6f sigma %.4f capped %d%n",
                n, all.hits / (double) n, rtp, sigma, all.capped);
        System.out.printf(Locale.ROOT, "split base %.6f coinWin %.6f freeSpins %.6f chestCoinWin %.6f | triggers 1 in %.1f, spins per trigger %.3f%n",
                src[0] / bets, src[1] / bets, src[2] / bets, src[3] / bets, n / (double) Math.max(1, triggers),
                freeSpins / (double) Math.max(1, triggers));
        double paytable = 0;
        for (int s = 0; s < LrSymbols.PAYING; s++) {
            StringBuilder lb = new StringBuilder("count base " + LrSymbols.NAMES.get(s));
            StringBuilder lf = new StringBuilder("count free " + LrSymbols.NAMES.get(s));
            for (int z = game.math().minCluster(); z < SIZES; z++) {
                lb.append(' ').append(b[s][z]);
                lf.append(' ').append(fr[s][z]);
                paytable += game.math().pay(s, z) * (double) (b[s][z] + fr[s][z]) / bets;
            }
            System.out.println(lb);
            System.out.println(lf);
        }
        System.out.printf(Locale.ROOT, "paytableRtp %.6f uncappedRtp %.6f (current pays)%n", paytable, paytable + (src[1] + src[3]) / bets);
    }

    /** One thread's sums: paid clusters by symbol and size in the main game and in Free Spins. */
    private static final class Counts {
        final long[][] base = new long[LrSymbols.PAYING][SIZES];
        final long[][] free = new long[LrSymbols.PAYING][SIZES];
        final RoundTally tally = new RoundTally(LostRelicsOutcome.SOURCES.size());
        long triggers;
        long freeSpins;
    }
}
