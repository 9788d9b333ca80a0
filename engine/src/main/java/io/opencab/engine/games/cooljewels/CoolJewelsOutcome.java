package io.opencab.engine.games.cooljewels;

import io.opencab.engine.game.SourcedOutcome;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One whole Cool Jewels round: the base game, the free games it awarded (with retriggers), and
 * the Bonus Guarantee. {@code totalWin = base win + free game wins + guarantee top-up}: the game
 * has no cap (the rule sheet names none), so {@link #capped()} is always false.
 */
public final class CoolJewelsOutcome extends SourcedOutcome {
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

    private final CjGame base;
    private final List<CjGame> freeGames;
    private final int freeGamesAwarded;
    private final CjGuarantee guarantee;
    private final int[] features;

    /** Takes ownership of {@code sourceWins} and {@code features} (the finished round's; never modified again). */
    CoolJewelsOutcome(int betLevel, long bet, CjGame base, List<CjGame> freeGames, int freeGamesAwarded,
                      CjGuarantee guarantee, long[] sourceWins, int[] features) {
        // Cool Jewels has no round cap (docs/par/cool-jewels.md): never capped.
        super(CoolJewels.ID, betLevel, bet, sourceWins, false);
        this.base = base;
        this.freeGames = freeGames;
        this.freeGamesAwarded = freeGamesAwarded;
        this.guarantee = guarantee;
        this.features = features;
    }

    /** Cascades of the base game. */
    @Override
    public int cascades() {
        return base.cascades();
    }

    @Override
    public int featureCount(int feature) {
        return features[Objects.checkIndex(feature, features.length)];
    }

    /** The paid base game. */
    public CjGame base() {
        return base;
    }

    /** The free games played, in order (empty unless the base game destroyed 4 or more Bonus). */
    public List<CjGame> freeGames() {
        return freeGames;
    }

    /** Free games awarded in total (trigger plus retriggers); more than played only at the free-game limit. */
    public int freeGamesAwarded() {
        return freeGamesAwarded;
    }

    /** The Bonus Guarantee, or null when no free games were played. */
    public CjGuarantee guarantee() {
        return guarantee;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CoolJewelsOutcome x && sameTotals(x) && x.base.equals(base)
                && x.freeGames.equals(freeGames) && x.freeGamesAwarded == freeGamesAwarded
                && Objects.equals(x.guarantee, guarantee) && Arrays.equals(x.features, features);
    }

    @Override
    public int hashCode() {
        return Objects.hash(betLevel(), base, freeGames, totalWin());
    }

    @Override
    protected String details() {
        return ", cascades=" + base.cascades() + ", freeGames=" + freeGames.size() + ", guarantee=" + guarantee;
    }
}
