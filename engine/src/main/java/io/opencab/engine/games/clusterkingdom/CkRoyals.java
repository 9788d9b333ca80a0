package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkRound.CELLS;
import static io.opencab.engine.games.clusterkingdom.CkRound.STRIDE;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.KING;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.QUEEN;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.WILD;

import io.opencab.engine.grid.GridShape;

/**
 * The King, Queen and Princess of a round (docs/par/cluster-kingdom.md, decisions 12 to 14): their
 * actions, their advance toward the King and the bonus their places form.
 */
final class CkRoyals {
    private static final GridShape SHAPE = CkMath.GRID;
    private final CkRound rd;

    CkRoyals(CkRound round) {
        this.rd = round;
    }

    /** Royals that landed act once, after any Sticky Redrops: King, then Princess, then Queen. */
    void act() {
        if (rd.pending == 0) {
            return;
        }
        if ((rd.pending & 1) != 0 && rd.king >= 0) {
            kingUpgrade();
        }
        if ((rd.pending & 4) != 0 && rd.princess >= 0) {
            princessWilds();
        }
        if ((rd.pending & 2) != 0 && rd.queen >= 0) {
            queenSwap();
        }
        rd.pending = 0;
    }

    /** The lowest edge-adjacent paying symbol type becomes the highest, on the whole board. */
    void kingUpgrade() {
        rd.features[ClusterKingdomOutcome.Feature.KING.ordinal()]++;
        int lo = Integer.MAX_VALUE;
        int hi = -1;
        for (long n = SHAPE.neighbours(1L << rd.king); n != 0; n &= n - 1) {
            int s = rd.cells[Long.numberOfTrailingZeros(n)];
            if (CkSymbols.isPaying(s)) {
                lo = Math.min(lo, s);
                hi = Math.max(hi, s);
            }
        }
        if (hi < 0 || lo == hi) {
            return;
        }
        long changed = 0;
        for (int i = 0; i < CELLS; i++) {
            if (rd.cells[i] == lo) {
                rd.cells[i] = (byte) hi;
                changed |= 1L << i;
            }
        }
        rd.log(new CkKingUpgrade(rd.king, lo, hi, changed, rd.snap()));
    }

    /** 1 to 4 Wilds on distinct paying-symbol cells, chosen uniformly (partial Fisher-Yates). */
    void princessWilds() {
        rd.features[ClusterKingdomOutcome.Feature.PRINCESS.ordinal()]++;
        int n = rd.math.princessWilds.pick(rd.rng);
        int[] candidates = new int[CELLS];
        int count = 0;
        for (int i = 0; i < CELLS; i++) {
            if (CkSymbols.isPaying(rd.cells[i])) {
                candidates[count++] = i;
            }
        }
        n = Math.min(n, count);
        long placed = 0;
        for (int k = 0; k < n; k++) {
            int j = k + rd.rng.nextInt(count - k, "princess.cell");
            int t = candidates[k];
            candidates[k] = candidates[j];
            candidates[j] = t;
            placed |= 1L << candidates[k];
            rd.cells[candidates[k]] = WILD;
        }
        if (placed != 0) {
            rd.log(new CkPrincessWilds(rd.princess, placed, rd.snap()));
        }
    }

    /**
     * The Queen swaps with the edge-adjacent non-royal symbol that makes the board pay the most
     * right after the swap (before any merge); ties go to the lowest bit index.
     */
    void queenSwap() {
        rd.features[ClusterKingdomOutcome.Feature.QUEEN.ordinal()]++;
        // Each swap is tried on the board itself and undone; the masks follow the two cells.
        long[] trialMasks = new long[CkSymbols.COUNT];
        rd.finder.masks(rd.cells, rd.masks);
        int best = -1;
        long bestPay = -1;
        for (long n = SHAPE.neighbours(1L << rd.queen); n != 0; n &= n - 1) {
            int t = Long.numberOfTrailingZeros(n);
            int other = rd.cells[t];
            if (other < 0 || CkSymbols.isRoyal(other)) {
                continue;
            }
            System.arraycopy(rd.masks, 0, trialMasks, 0, CkSymbols.COUNT);
            long both = (1L << rd.queen) | (1L << t);
            trialMasks[QUEEN] ^= both;
            trialMasks[other] ^= both;
            CkRound.swap(rd.cells, rd.mult, rd.queen, t);
            long pay = rd.evaluator.payOf(rd.mult, trialMasks);
            CkRound.swap(rd.cells, rd.mult, rd.queen, t);
            if (pay > bestPay) {
                bestPay = pay;
                best = t;
            }
        }
        if (best < 0) {
            return;
        }
        int from = rd.queen;
        int moved = rd.cells[best];
        CkRound.swap(rd.cells, rd.mult, from, best);
        rd.queen = best;
        rd.log(new CkQueenSwap(from, best, moved, rd.snap()));
    }

    /**
     * One cell toward the King, by Manhattan distance: along the axis with the longer way to
     * go, columns first on a tie; if that cell holds a royal, along the other axis; none when
     * already adjacent. Returns the royal's new cell.
     */
    int advance(int royal, int at) {
        if (at < 0) {
            return at;
        }
        int c = at / STRIDE;
        int r = at % STRIDE;
        int dc = rd.king / STRIDE - c;
        int dr = rd.king % STRIDE - r;
        if (Math.abs(dc) + Math.abs(dr) <= 1) {
            return at;
        }
        int horizontal = dc == 0 ? -1 : at + Integer.signum(dc) * STRIDE;
        int vertical = dr == 0 ? -1 : at + Integer.signum(dr);
        int first = Math.abs(dc) >= Math.abs(dr) ? horizontal : vertical;
        int second = first == horizontal ? vertical : horizontal;
        int to = -1;
        if (first >= 0 && !CkSymbols.isRoyal(rd.cells[first])) {
            to = first;
        } else if (second >= 0 && !CkSymbols.isRoyal(rd.cells[second])) {
            to = second;
        }
        if (to < 0) {
            return at;
        }
        CkRound.swap(rd.cells, rd.mult, at, to);
        rd.log(new CkRoyalMove(royal, at, to));
        return to;
    }

    /**
     * The bonus the royals' places form (edge adjacency): all three connected is the super
     * bonus; else King and Queen adjacent the bonus; else Princess and King adjacent the mini bonus.
     */
    CkBonusType trigger() {
        if (rd.king < 0) {
            return null;
        }
        boolean kq = adjacent(rd.king, rd.queen);
        boolean kp = adjacent(rd.king, rd.princess);
        boolean qp = adjacent(rd.queen, rd.princess);
        if ((kq && kp) || (kq && qp) || (kp && qp)) {
            return CkBonusType.SUPER;
        }
        if (kq) {
            return CkBonusType.BONUS;
        }
        return kp ? CkBonusType.MINI : null;
    }

    private boolean adjacent(int a, int b) {
        return a >= 0 && b >= 0 && (SHAPE.neighbours(1L << a) & (1L << b)) != 0;
    }

    int cell(int symbol) {
        return switch (symbol) {
            case KING -> rd.king;
            case QUEEN -> rd.queen;
            default -> rd.princess;
        };
    }

    void set(int symbol, int cell) {
        switch (symbol) {
            case KING -> rd.king = cell;
            case QUEEN -> rd.queen = cell;
            default -> rd.princess = cell;
        }
    }

    /** Finds the royals on a loaded board. */
    void locate() {
        rd.king = -1;
        rd.queen = -1;
        rd.princess = -1;
        for (int i = 0; i < CELLS; i++) {
            if (CkSymbols.isRoyal(rd.cells[i])) {
                set(rd.cells[i], i);
            }
        }
    }
}
