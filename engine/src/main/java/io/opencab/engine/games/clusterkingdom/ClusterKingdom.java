package io.opencab.engine.games.clusterkingdom;

import static io.opencab.engine.games.clusterkingdom.CkSymbols.WILD;

import io.opencab.engine.game.MathGame;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.GameRng;
import java.util.List;

/**
 * Cluster Kingdom (rules: docs/par/cluster-kingdom.md, "Rules"), a thin flow over the shared cluster
 * evaluator. Immutable and thread-safe; all per-round state lives in a {@link CkRound}.
 *
 * <p>The round is split by responsibility: {@link CkRound} (the flow of drops and bonuses, pay and
 * cap), {@link CkEvaluator} (what a board pays), {@link CkDraws} (landings, gravity and reloads),
 * {@link CkRoyals} (the King, Queen and Princess), {@link CkMerger} (Multiplier Wild merges) and
 * {@link CkStickyRedrops}.
 */
public final class ClusterKingdom extends MathGame<CkMath> {
    public static final String ID = "cluster-kingdom";
    public static final String RESOURCE = "cluster-kingdom.properties";

    private final ClusterFinder finder;

    public ClusterKingdom(MathResource resource) {
        CkMath math = new CkMath(resource);
        super(math, math.terms.info(ID, "Cluster Kingdom", ClusterKingdomOutcome.SOURCES, ClusterKingdomOutcome.FEATURES));
        this.finder = new ClusterFinder(CkMath.GRID, CkSymbols.PAYING, WILD, math.minCluster);
    }

    /** The certified math shipped with the engine. */
    public static ClusterKingdom standard() {
        return new ClusterKingdom(MathResource.load(ClusterKingdom.class, RESOURCE));
    }

    public static GridShape shape() {
        return CkMath.GRID;
    }

    /**
     * A new round. Package-private for the forced-outcome tuning aids, which live outside the
     * production jar (benchmarks' CkForcedRounds; issue 26: no forced outcome ships in the engine).
     */
    CkRound round(int betLevel, GameRng rng) {
        return new CkRound(math, finder, betLevel, info.bet(betLevel), rng);
    }

    @Override
    public ClusterKingdomOutcome play(int betLevel, GameRng rng) {
        CkRound round = round(betLevel, rng);
        round.draws.drawBoard(math.baseDraw, math.baseRoyal);
        return round.play(false);
    }

    /**
     * A round whose base board has landed as {@code board} (every royal on it counts as just
     * landed): tests start here from hand-made boards, scripting only the draws that follow
     * (the Sticky Redrops chance, refills, royal landings, free drops).
     */
    ClusterKingdomOutcome playFrom(int betLevel, CkBoard board, GameRng rng) {
        CkRound round = round(betLevel, rng);
        round.load(board, true);
        return round.play(false);
    }

    /** As {@link #playFrom}, but the royals on {@code board} have already acted (landed earlier in the drop). */
    ClusterKingdomOutcome playSettledFrom(int betLevel, CkBoard board, GameRng rng) {
        CkRound round = round(betLevel, rng);
        round.load(board, false);
        return round.play(false);
    }

    /** The combinations that {@code board} pays at {@code betLevel}, before any removal (tests). */
    List<CkClusterWin> evaluate(int betLevel, CkBoard board) {
        CkRound round = round(betLevel, null);
        round.load(board, false);
        finder.masks(round.cells, round.masks);
        return round.evaluator.evaluate(round.mult, round.masks);
    }

    /** As {@link #playFrom}, with Sticky Redrops forced (no chance draw). */
    ClusterKingdomOutcome playRedropsFrom(int betLevel, CkBoard board, GameRng rng) {
        CkRound round = round(betLevel, rng);
        round.load(board, true);
        return round.play(true);
    }

    /**
     * A bonus of {@code type} whose first free drop lands as {@code firstBoard}: tests of the
     * free drops, persistence and retriggers start here.
     */
    ClusterKingdomOutcome playBonusFrom(int betLevel, CkBonusType type, CkBoard firstBoard, GameRng rng) {
        CkRound round = round(betLevel, rng);
        round.load(firstBoard, false);
        return round.bonusOnly(type, true);
    }
}
