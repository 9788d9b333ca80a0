package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjSymbols.SHATTERING;
import static io.opencab.engine.games.cooljewels.CjSymbols.SHOCKING;
import static io.opencab.engine.games.cooljewels.CjSymbols.UNSTABLE;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Wild Pairs (docs/par/cool-jewels.md, decision D10): horizontally adjacent activated Unstable,
 * Shattering and Shocking Wilds, formed left to right, rows from the top, each Wild in at most one
 * pair; and the Enhancement Feature each pair triggers. Rare, so kept out of the common evaluation.
 */
final class CjPairs {
    private static final int SIDE = CjPatterns.SHAPE.rowsPerColumn();

    private CjPairs() {
    }

    /** The pairs among {@code activeSpecial}, counted into {@code features}. */
    static List<CjPair> pairs(long activeSpecial, byte[] cells, int[] features) {
        List<CjPair> found = new ArrayList<>(2);
        for (int r = SIDE - 1; r >= 0; r--) {
            for (int c = 0; c < SIDE - 1; ) {
                int a = c * SIDE + r;
                int b = a + SIDE;
                if ((activeSpecial >>> a & 1) != 0 && (activeSpecial >>> b & 1) != 0) {
                    CjPair p = pair(a, b, cells[a], cells[b]);
                    found.add(p);
                    count(p, features);
                    c += 2;
                } else {
                    c++;
                }
            }
        }
        return Collections.unmodifiableList(found);
    }

    private static CjPair pair(int a, int b, int sa, int sb) {
        if (sa == sb) {
            return new CjPair(a, b, sa, sb, CjPair.Enhancement.PERSISTING_WILDS, (1L << a) | (1L << b));
        }
        int ua = sa == UNSTABLE ? a : sb == UNSTABLE ? b : -1;
        int sha = sa == SHATTERING ? a : sb == SHATTERING ? b : -1;
        int ska = sa == SHOCKING ? a : sb == SHOCKING ? b : -1;
        if (ska < 0) {
            return new CjPair(a, b, sa, sb, CjPair.Enhancement.PINK_WATERMARK, CjPatterns.of(UNSTABLE, ua));
        }
        if (sha < 0) {
            return new CjPair(a, b, sa, sb, CjPair.Enhancement.GREEN_WATERMARK, CjPatterns.of(SHOCKING, ska));
        }
        return new CjPair(a, b, sa, sb, CjPair.Enhancement.BLUE_WATERMARK, CjPatterns.of(SHATTERING, sha));
    }

    private static void count(CjPair p, int[] features) {
        int lo = Math.min(p.leftSymbol(), p.rightSymbol());
        int hi = Math.max(p.leftSymbol(), p.rightSymbol());
        int f;
        if (lo == hi) {
            f = CoolJewelsOutcome.Feature.PAIR_UNSTABLE_UNSTABLE.ordinal() + lo - UNSTABLE;
        } else if (lo == UNSTABLE) {
            f = hi == SHATTERING ? CoolJewelsOutcome.Feature.PAIR_UNSTABLE_SHATTERING.ordinal()
                    : CoolJewelsOutcome.Feature.PAIR_UNSTABLE_SHOCKING.ordinal();
        } else {
            f = CoolJewelsOutcome.Feature.PAIR_SHATTERING_SHOCKING.ordinal();
        }
        features[f]++;
    }
}
