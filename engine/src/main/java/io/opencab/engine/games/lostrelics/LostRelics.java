package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrSymbols.WILD;

import io.opencab.engine.game.MathGame;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.ClusterFinder;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.GameRng;
import java.util.List;

/**
 * Lost Relics (rules: docs/par/lost-relics.md, "Rules"), a thin flow over the shared cluster
 * evaluator, without cascades (the rule sheet describes none). Immutable and thread-safe; all
 * per-round state lives in {@link Round}.
 *
 * <p>Order of a round, as decided in docs/par/lost-relics.md:
 * the main board lands (one draw per cell, column by column, then the Scatter row of reels 1, 3
 * and 5) &rarr; if it has a winning cluster, every regular symbol of a winning cluster may hide
 * a random feature, revealed cell by cell; Extra Wild's wilds may grow or create clusters whose
 * new symbols are revealed next, up to 5 instances &rarr; the final board's clusters and the
 * Coin Wins are paid &rarr; 3 Scatters collected play 10 Free Spins with the Hidden Chest.
 */
public final class LostRelics extends MathGame<LrMath> {
    public static final String ID = "lost-relics";
    public static final String RESOURCE = "lost-relics.properties";
    private static final GridShape GRID = LrMath.GRID;

    private final ClusterFinder finder;

    public LostRelics(MathResource resource) {
        LrMath math = new LrMath(resource);
        super(math, math.terms.info(ID, "Lost Relics", LostRelicsOutcome.SOURCES, LostRelicsOutcome.FEATURES));
        this.finder = new ClusterFinder(GRID, LrSymbols.PAYING, WILD, math.minCluster);
    }

    /** The certified math shipped with the engine. */
    public static LostRelics standard() {
        return new LostRelics(MathResource.load(LostRelics.class, RESOURCE));
    }

    public static GridShape shape() {
        return GRID;
    }

    @Override
    public LostRelicsOutcome play(int betLevel, GameRng rng) {
        long bet = info.bet(betLevel);
        byte[] cells = LrBoardDraw.main(math, rng);
        return round(betLevel, bet, Board.of(GRID, cells), cells, rng);
    }

    /**
     * The rest of a round once its main board has landed: tests start here from hand-made
     * boards, scripting only the draws that follow (hidden features, Free Spins, chests). A
     * hand-made board may show Wilds, standing for Wilds a feature placed: {@link #play} never
     * lands one (decision D1).
     */
    LostRelicsOutcome playFrom(int betLevel, Board drawn, GameRng rng) {
        long bet = info.bet(betLevel);
        LrBoardDraw.checkMainBoard(math, drawn);
        return round(betLevel, bet, drawn, drawn.toArray(), rng);
    }

    /** One round from its landed main board; {@code cells} is a scratch copy of it. */
    private LostRelicsOutcome round(int betLevel, long bet, Board drawn, byte[] cells, GameRng rng) {
        LrRound round = new LrRound(math, finder, betLevel, bet, rng);
        LrMainSpin main = LrMainPlay.play(round, drawn, cells);
        LrFreeSession session = new LrFreeSession(round);
        // 3 Scatters collected in the main game activate 10 Free Spins (rule sheet).
        List<LrFreeSpin> free = main.scatters() >= math.scattersToTrigger ? session.play() : List.of();
        long[] w = round.sourceWins;
        return new LostRelicsOutcome(betLevel, bet, main, free, session.chest, session.extraSpins, session.sticky,
                w[LostRelicsOutcome.Source.BASE.ordinal()], w[LostRelicsOutcome.Source.COIN_WIN.ordinal()],
                w[LostRelicsOutcome.Source.FREE_SPINS.ordinal()], w[LostRelicsOutcome.Source.CHEST_COIN_WIN.ordinal()]);
    }

    /** A main board as {@link #play} lands it, Scatter rows of reels 1, 3 and 5 included. */
    Board drawMain(GameRng rng) {
        return Board.of(GRID, LrBoardDraw.main(math, rng));
    }
}
