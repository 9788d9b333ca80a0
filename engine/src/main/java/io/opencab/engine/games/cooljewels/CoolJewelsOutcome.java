package io.opencab.engine.games.cooljewels;

import io.opencab.engine.game.OutcomeKeys;
import io.opencab.engine.game.RoundTotals;
import io.opencab.engine.game.SourcedOutcome;
import java.util.List;

/**
 * One whole Cool Jewels round: the base game, the free games it awarded (with retriggers), and
 * the Bonus Guarantee. {@code totalWin = base win + free game wins + guarantee top-up}: the game
 * has no cap (the rule sheet names none, docs/par/cool-jewels.md), so {@link #capped()} is always false.
 *
 * @param totals           bet, wins by source, feature counts (never capped)
 * @param base             the paid base game
 * @param freeGames        the free games played, in order (empty unless the base game destroyed 4 or more Bonus)
 * @param freeGamesAwarded free games awarded in total (trigger plus retriggers); more than played only at the
 *                         free-game limit
 * @param guarantee        the Bonus Guarantee, or null when no free games were played
 */
public record CoolJewelsOutcome(RoundTotals totals, CjGame base, List<CjGame> freeGames, int freeGamesAwarded,
                                CjGuarantee guarantee) implements SourcedOutcome {
    /** RTP sources, in index order. */
    public enum Source { BASE, FREE_GAMES, GUARANTEE }

    /**
     * What each feature counts, per round, in index order: free-game triggers and retriggers; guarantee top-ups;
     * activations of each Wild (in symbol order); Wild Pairs by kind; evaluations played under a Pink, Green or Blue
     * Watermark and under a space with two or more colours; Premium 10x symbols destroyed; games stopped by the
     * 30-cascade limit; rounds stopped by the free-game limit.
     */
    public enum Feature {
        FREE_GAMES, RETRIGGER, GUARANTEE_TOP_UP, UNSTABLE_WILD, SHATTERING_WILD, SHOCKING_WILD, PERSISTING_WILD,
        PAIR_UNSTABLE_SHATTERING, PAIR_UNSTABLE_SHOCKING, PAIR_SHATTERING_SHOCKING,
        PAIR_UNSTABLE_UNSTABLE, PAIR_SHATTERING_SHATTERING, PAIR_SHOCKING_SHOCKING,
        PINK_WATERMARK, GREEN_WATERMARK, BLUE_WATERMARK, COMBINED_WATERMARK, PREMIUM_DESTROYED, CASCADE_LIMIT,
        FREE_GAMES_LIMIT
    }

    /** The sources' and features' JSON and PAR names. */
    public static final List<String> SOURCES = OutcomeKeys.of(Source.values());
    public static final List<String> FEATURES = OutcomeKeys.of(Feature.values());

    /** Cascades of the base game. */
    @Override
    public int cascades() {
        return base.cascades();
    }

    @Override
    public String toString() {
        return totals.describe(this, ", cascades=" + base.cascades() + ", freeGames=" + freeGames.size() + ", guarantee="
                + guarantee);
    }
}
