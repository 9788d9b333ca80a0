package io.opencab.engine.games.christmastree;

import io.opencab.engine.game.OutcomeKeys;
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
     * RTP sources, in index order. A regular-spin cascade is credited to the feature that made it possible: to
     * {@code BLIZZARD} once a Blizzard has dropped in that spin, else to {@code SNOWMAN} in a spin Snowman started,
     * else to {@code BASE}. They add up to the total win.
     */
    public enum Source { BASE, SNOWMAN, BLIZZARD, MIRACLE_BET_WIN, MIRACLE_MULTIPLIER, FREE_SPINS }

    /** Feature counts, in index order. */
    public enum Feature { SNOWMAN, BLIZZARD, MIRACLE_BET_WIN, MIRACLE_MULTIPLIER, MIRACLE_FREE_SPINS, STEP_LIMIT }

    /** The sources' and features' JSON and PAR names. */
    public static final List<String> SOURCES = OutcomeKeys.of(Source.values());
    public static final List<String> FEATURES = OutcomeKeys.of(Feature.values());

    /** The outcome of a round; its feature counts are derived here once, so the simulator's tally does not walk the steps. */
    static ChristmasTreeOutcome of(int betLevel, long bet, CtSpin regular, CtMiracle miracle, List<CtSpin> freeSpins,
                                   long[] sourceWins, boolean capped) {
        int[] features = new int[FEATURES.size()];
        features[Feature.SNOWMAN.ordinal()] = regular.snowmanSymbol() >= 0 ? 1 : 0;
        features[Feature.BLIZZARD.ordinal()] = blizzards(regular);
        features[Feature.STEP_LIMIT.ordinal()] = regular.stepLimited() ? 1 : 0;
        for (CtSpin s : freeSpins) {
            features[Feature.BLIZZARD.ordinal()] += blizzards(s);
            features[Feature.STEP_LIMIT.ordinal()] += s.stepLimited() ? 1 : 0;
        }
        if (miracle != null) {
            Feature kind = switch (miracle.kind()) {
                case BET_WIN -> Feature.MIRACLE_BET_WIN;
                case MULTIPLIER -> Feature.MIRACLE_MULTIPLIER;
                case FREE_SPINS -> Feature.MIRACLE_FREE_SPINS;
            };
            features[kind.ordinal()] = 1;
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
