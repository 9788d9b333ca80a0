package io.opencab.engine.games.clusterkingdom;

import io.opencab.engine.rng.GameRng;

/**
 * Tuning aids only (docs/par/cluster-kingdom.md, "How the math was tuned"): rounds with a feature
 * forced. They live in the benchmarks module, in the engine's package so they can reach its
 * package-private round, and never in the production engine jar the cabinet runs (issue 26: a
 * lab must find no forced-outcome entry point in the certified code).
 */
public final class CkForcedRounds {
    private CkForcedRounds() {
    }

    /** A base round with Sticky Redrops forced. */
    public static ClusterKingdomOutcome redrops(ClusterKingdom game, int betLevel, GameRng rng) {
        CkRound round = game.round(betLevel, rng);
        round.draws.drawBoard(game.math().baseDraw, game.math().baseRoyal);
        return round.play(true);
    }

    /**
     * A bonus of {@code type} on its own, as if triggered by a base drop that left no Multiplier
     * Wild; the outcome's base drop is null.
     */
    public static ClusterKingdomOutcome bonus(ClusterKingdom game, int betLevel, CkBonusType type, GameRng rng) {
        return game.round(betLevel, rng).bonusOnly(type, false);
    }
}
