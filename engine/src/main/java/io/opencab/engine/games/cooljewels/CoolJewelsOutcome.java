package io.opencab.engine.games.cooljewels;

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
    public static final int SOURCE_BASE = 0;
    public static final int SOURCE_FREE_GAMES = 1;
    public static final int SOURCE_GUARANTEE = 2;
    public static final List<String> SOURCES = List.of("base", "freeGames", "guarantee");

    public static final int FEATURE_FREE_GAMES = 0;
    public static final int FEATURE_RETRIGGER = 1;
    public static final int FEATURE_GUARANTEE_TOP_UP = 2;
    public static final int FEATURE_UNSTABLE = 3;
    public static final int FEATURE_SHATTERING = 4;
    public static final int FEATURE_SHOCKING = 5;
    public static final int FEATURE_PERSISTING = 6;
    public static final int FEATURE_PAIR_UNSTABLE_SHATTERING = 7;
    public static final int FEATURE_PAIR_UNSTABLE_SHOCKING = 8;
    public static final int FEATURE_PAIR_SHATTERING_SHOCKING = 9;
    public static final int FEATURE_PAIR_UNSTABLE_UNSTABLE = 10;
    public static final int FEATURE_PAIR_SHATTERING_SHATTERING = 11;
    public static final int FEATURE_PAIR_SHOCKING_SHOCKING = 12;
    public static final int FEATURE_PINK = 13;
    public static final int FEATURE_GREEN = 14;
    public static final int FEATURE_BLUE = 15;
    public static final int FEATURE_COMBINED = 16;
    public static final int FEATURE_PREMIUM = 17;
    public static final int FEATURE_CASCADE_LIMIT = 18;
    public static final int FEATURE_FREE_GAMES_LIMIT = 19;
    /**
     * What each feature counts, per round: free-game triggers and retriggers; guarantee top-ups;
     * activations of each Wild; Wild Pairs by kind; evaluations played under a Pink, Green or Blue
     * Watermark and under a space with two or more colours; Premium 10x symbols destroyed; games
     * stopped by the 30-cascade limit; rounds stopped by the free-game limit.
     */
    public static final List<String> FEATURES = List.of("freeGames", "retrigger", "guaranteeTopUp",
            "unstableWild", "shatteringWild", "shockingWild", "persistingWild",
            "pairUnstableShattering", "pairUnstableShocking", "pairShatteringShocking",
            "pairUnstableUnstable", "pairShatteringShattering", "pairShockingShocking",
            "pinkWatermark", "greenWatermark", "blueWatermark", "combinedWatermark",
            "premiumDestroyed", "cascadeLimit", "freeGamesLimit");

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
