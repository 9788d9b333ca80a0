package io.opencab.engine.games.christmastree;

import io.opencab.engine.game.RoundTotals;
import io.opencab.engine.game.SourcedOutcome;
import java.util.List;

/**
 * One whole Christmas Tree round: the regular spin, its Miracle if any, and the Free Spins the
 * Miracle awarded. {@code totalWin = min(cap, regular spin win + Miracle pay + free spin wins)},
 * where only the steps actually played count (play stops at the cap).
 *
 * @param totals    bet, wins by source, feature counts and cap
 * @param regular   the regular (paid) spin
 * @param miracle   the Miracle, or null
 * @param freeSpins the Free Spins played (empty unless a Miracle awarded them)
 */
public record ChristmasTreeOutcome(RoundTotals totals, CtSpin regular, CtMiracle miracle, List<CtSpin> freeSpins)
        implements SourcedOutcome {
    /**
     * RTP sources. A regular-spin cascade is credited to the feature that made it possible: to
     * {@code blizzard} once a Blizzard has dropped in that spin, else to {@code snowman} in a
     * spin Snowman started, else to {@code base}. They add up to the total win.
     */
    public static final int SOURCE_BASE = 0;
    public static final int SOURCE_SNOWMAN = 1;
    public static final int SOURCE_BLIZZARD = 2;
    public static final int SOURCE_MIRACLE_BET_WIN = 3;
    public static final int SOURCE_MIRACLE_MULTIPLIER = 4;
    public static final int SOURCE_FREE_SPINS = 5;
    public static final List<String> SOURCES = List.of("base", "snowman", "blizzard", "miracleBetWin",
            "miracleMultiplier", "freeSpins");

    public static final int FEATURE_SNOWMAN = 0;
    public static final int FEATURE_BLIZZARD = 1;
    public static final int FEATURE_MIRACLE_BET_WIN = 2;
    public static final int FEATURE_MIRACLE_MULTIPLIER = 3;
    public static final int FEATURE_MIRACLE_FREE_SPINS = 4;
    public static final int FEATURE_STEP_LIMIT = 5;
    public static final List<String> FEATURES = List.of("snowman", "blizzard", "miracleBetWin",
            "miracleMultiplier", "miracleFreeSpins", "stepLimit");

    /** The outcome of a round; its feature counts are derived here once, so the simulator's tally does not walk the steps. */
    static ChristmasTreeOutcome of(int betLevel, long bet, CtSpin regular, CtMiracle miracle, List<CtSpin> freeSpins,
                                   long[] sourceWins, boolean capped) {
        int[] features = new int[FEATURES.size()];
        features[FEATURE_SNOWMAN] = regular.snowmanSymbol() >= 0 ? 1 : 0;
        features[FEATURE_BLIZZARD] = blizzards(regular);
        features[FEATURE_STEP_LIMIT] = regular.stepLimited() ? 1 : 0;
        for (CtSpin s : freeSpins) {
            features[FEATURE_BLIZZARD] += blizzards(s);
            features[FEATURE_STEP_LIMIT] += s.stepLimited() ? 1 : 0;
        }
        if (miracle != null) {
            features[switch (miracle.kind()) {
                case BET_WIN -> FEATURE_MIRACLE_BET_WIN;
                case MULTIPLIER -> FEATURE_MIRACLE_MULTIPLIER;
                case FREE_SPINS -> FEATURE_MIRACLE_FREE_SPINS;
            }] = 1;
        }
        return new ChristmasTreeOutcome(new RoundTotals(ChristmasTree.ID, betLevel, bet, sourceWins, features, capped),
                regular, miracle, freeSpins);
    }

    @Override
    public int cascades() {
        return regular.cascades();
    }

    private static int blizzards(CtSpin spin) {
        int n = 0;
        for (CtStep step : spin.steps()) {
            if (step instanceof CtBlizzard) {
                n++;
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return totals.describe(this, ", capped=" + capped() + ", cascades=" + regular.cascades() + ", miracle=" + miracle
                + ", freeSpins=" + freeSpins.size());
    }
}
