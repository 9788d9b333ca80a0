package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.game.RoundTotals;
import io.opencab.engine.game.SourcedOutcome;
import java.util.List;

/**
 * One whole Cluster Kingdom round: the base drop (with its Sticky Redrops, if any), then the
 * bonus its royals triggered, free drop by free drop, with every retrigger.
 * {@code totalWin = min(cap, base drop win + free drop wins)}, where only what was played counts
 * (play stops at the cap).
 *
 * @param totals     bet, wins by source, feature counts and cap
 * @param base       the paid base drop (null only in the tuning aid's forced-bonus outcomes)
 * @param bonus      the bonus the base drop triggered, or null
 * @param freeDrops  free drops played, in order (empty without a bonus)
 * @param retriggers the bonus's retriggers, in order
 */
public record ClusterKingdomOutcome(RoundTotals totals, CkDrop base, CkBonusType bonus, List<CkDrop> freeDrops,
                                    List<CkRetrigger> retriggers) implements SourcedOutcome {
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

    @Override
    public int cascades() {
        return base == null ? 0 : base.cascades();
    }

    @Override
    public String toString() {
        return totals.describe(this, ", capped=" + capped() + ", cascades=" + cascades() + ", bonus=" + bonus
                + ", freeDrops=" + freeDrops.size());
    }
}
