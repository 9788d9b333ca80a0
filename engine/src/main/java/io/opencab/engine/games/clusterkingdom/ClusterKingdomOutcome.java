package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.game.SourcedOutcome;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One whole Cluster Kingdom round: the base drop (with its Sticky Redrops, if any), then the
 * bonus its royals triggered, free drop by free drop, with every retrigger.
 * {@code totalWin = min(cap, base drop win + free drop wins)}, where only what was played counts
 * (play stops at the cap).
 */
public final class ClusterKingdomOutcome extends SourcedOutcome {
    public static final int SOURCE_BASE = 0;
    public static final int SOURCE_STICKY_REDROPS = 1;
    public static final int SOURCE_MINI_BONUS = 2;
    public static final int SOURCE_BONUS = 3;
    public static final int SOURCE_SUPER_BONUS = 4;
    /** Base drops without Sticky Redrops; base drops with them; the free drops of each bonus type. */
    public static final List<String> SOURCES = List.of("base", "stickyRedrops", "miniBonus", "bonus", "superBonus");

    public static final int FEATURE_STICKY_REDROPS = 0;
    public static final int FEATURE_KING = 1;
    public static final int FEATURE_QUEEN = 2;
    public static final int FEATURE_PRINCESS = 3;
    public static final int FEATURE_MULTIPLIER_MERGE = 4;
    public static final int FEATURE_MINI_BONUS = 5;
    public static final int FEATURE_BONUS = 6;
    public static final int FEATURE_SUPER_BONUS = 7;
    public static final int FEATURE_RETRIGGER = 8;
    public static final int FEATURE_FREE_DROP_LIMIT = 9;
    /**
     * stickyRedrops: base drops with the feature; king/queen/princess: royal actions (upgrades,
     * swaps, Wild placements); multiplierMerge: merges; miniBonus/bonus/superBonus: bonuses the
     * base drop triggered; retrigger: retriggers; freeDropLimit: retriggers cut by the free-drop bound.
     */
    public static final List<String> FEATURES = List.of("stickyRedrops", "king", "queen", "princess",
            "multiplierMerge", "miniBonus", "bonus", "superBonus", "retrigger", "freeDropLimit");

    private final CkDrop base;
    private final CkBonusType bonus;
    private final List<CkDrop> freeDrops;
    private final List<CkRetrigger> retriggers;
    private final int[] features;

    /**
     * Takes ownership of {@code sourceWins} and {@code features}: the round that filled them is
     * discarded when this value is built (CkRound), so nothing else can change them.
     */
    ClusterKingdomOutcome(int betLevel, long bet, CkDrop base, CkBonusType bonus, List<CkDrop> freeDrops,
                          List<CkRetrigger> retriggers, long[] sourceWins, int[] features, boolean capped) {
        super(ClusterKingdom.ID, betLevel, bet, sourceWins, capped);
        this.base = base;
        this.bonus = bonus;
        this.freeDrops = freeDrops;
        this.retriggers = retriggers;
        this.features = features;
    }

    @Override
    public int cascades() {
        return base == null ? 0 : base.cascades();
    }

    /** The paid base drop (null only in the tuning aid's forced-bonus outcomes). */
    public CkDrop base() {
        return base;
    }

    /** The bonus the base drop triggered, or null. */
    public CkBonusType bonus() {
        return bonus;
    }

    /** Free drops played, in order (empty without a bonus). */
    public List<CkDrop> freeDrops() {
        return freeDrops;
    }

    public List<CkRetrigger> retriggers() {
        return retriggers;
    }

    @Override
    public int featureCount(int feature) {
        return features[feature];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ClusterKingdomOutcome x && sameTotals(x) && Objects.equals(x.base, base)
                && x.bonus == bonus && x.freeDrops.equals(freeDrops) && x.retriggers.equals(retriggers)
                && Arrays.equals(x.features, features);
    }

    @Override
    public int hashCode() {
        return Objects.hash(betLevel(), base, bonus, freeDrops, totalWin(), capped());
    }

    @Override
    protected String details() {
        return ", capped=" + capped() + ", cascades=" + cascades() + ", bonus=" + bonus + ", freeDrops=" + freeDrops.size();
    }
}
