package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkRound.CELLS;
import static io.opencab.engine.games.clusterkingdom.CkSymbols.WILD;

import io.opencab.engine.grid.GridShape;

/** Merges of adjacent Multiplier Wilds (docs/par/cluster-kingdom.md, decision 10). */
final class CkMerger {
    private static final GridShape SHAPE = CkMath.GRID;
    private final CkRound rd;

    CkMerger(CkRound round) {
        this.rd = round;
    }

    /**
     * Adjacent Multiplier Wilds multiply: the lowest bit index with a Multiplier Wild neighbour
     * takes the product with its lowest such neighbour, which becomes a plain Wild; repeated
     * until none are adjacent (at most 24 merges: each removes one Multiplier Wild).
     * {@code multiplierWilds} are the cells holding one; returns whether any merged.
     */
    boolean merge(long multiplierWilds) {
        if ((SHAPE.neighbours(multiplierWilds) & multiplierWilds) == 0) {
            // No two Multiplier Wilds touch (nearly every evaluation): nothing to merge.
            return false;
        }
        long mw = multiplierWilds;
        for (int guard = 0; guard < CELLS; guard++) {
            long pair = 0;
            int a = -1;
            for (long m = mw; m != 0; m &= m - 1) {
                int i = Long.numberOfTrailingZeros(m);
                pair = SHAPE.neighbours(1L << i) & mw;
                if (pair != 0) {
                    a = i;
                    break;
                }
            }
            if (a < 0) {
                return true;
            }
            int b = Long.numberOfTrailingZeros(pair);
            int survivor = Math.min(a, b);
            int absorbed = Math.max(a, b);
            int vs = rd.mult[survivor];
            int va = rd.mult[absorbed];
            int value = CkMath.saturated((long) vs * va);
            rd.mult[survivor] = value;
            rd.mult[absorbed] = 0;
            rd.cells[absorbed] = WILD;
            mw &= ~(1L << absorbed);
            rd.features[ClusterKingdomOutcome.Feature.MULTIPLIER_MERGE.ordinal()]++;
            rd.log(new CkMerge(survivor, absorbed, vs, va, value, rd.snap()));
        }
        return true;
    }
}
