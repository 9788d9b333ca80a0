package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.game.OutcomeKeys;
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
    /**
     * RTP sources, in index order: base drops without Sticky Redrops; base drops with them; the free drops of each
     * bonus type (in {@link CkBonusType} order).
     */
    public enum Source { BASE, STICKY_REDROPS, MINI_BONUS, BONUS, SUPER_BONUS }

    /**
     * Feature counts, in index order. STICKY_REDROPS: base drops with the feature; KING/QUEEN/PRINCESS: royal actions
     * (upgrades, swaps, Wild placements); MULTIPLIER_MERGE: merges; MINI_BONUS/BONUS/SUPER_BONUS: bonuses the base
     * drop triggered (in {@link CkBonusType} order); RETRIGGER: retriggers; FREE_DROP_LIMIT: retriggers cut by the
     * free-drop bound.
     */
    public enum Feature {
        STICKY_REDROPS, KING, QUEEN, PRINCESS, MULTIPLIER_MERGE, MINI_BONUS, BONUS, SUPER_BONUS, RETRIGGER,
        FREE_DROP_LIMIT
    }

    /** The sources' and features' JSON and PAR names. */
    public static final List<String> SOURCES = OutcomeKeys.of(Source.values());
    public static final List<String> FEATURES = OutcomeKeys.of(Feature.values());

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
