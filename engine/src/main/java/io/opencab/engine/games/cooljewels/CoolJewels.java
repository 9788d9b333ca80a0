package io.opencab.engine.games.cooljewels;

import io.opencab.engine.game.MathGame;
import io.opencab.engine.game.MathResource;
import io.opencab.engine.game.RoundTotals;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Cool Jewels (rules: docs/par/cool-jewels.md, "Rules") on a 6x6 grid, a thin flow over the shared
 * grid (bitboards, components, gravity). Immutable and thread-safe; all per-round state lives in
 * {@link CjRound}.
 *
 * <p>One evaluation, as decided in docs/par/cool-jewels.md (section "Rule decisions"):
 * find Matching Groups (Green Watermark symbols substitute) &rarr; destroy the groups' symbols
 * (not Unstable, Shattering, Shocking or Persisting Wilds; Persisting Wilds in no group destroy
 * themselves) &rarr; destroy remaining symbols on Pink Watermark spaces &rarr; form Wild Pairs
 * left to right &rarr; each activated Wild acts, top to bottom, left to right &rarr; pay every
 * destroyed symbol on the meter: unmultiplied ones in that destruction order (each step top to
 * bottom, left to right), then multiplied ones, then Premium 10x on a watermark &rarr; the
 * pairs' watermarks replace the ones used &rarr; fall and refill. A game repeats this until an
 * evaluation destroys nothing, at most 30 times.
 */
public final class CoolJewels extends MathGame<CjMath> {
    public static final String ID = "cool-jewels";
    public static final String RESOURCE = "cool-jewels.properties";
    private static final GridShape SHAPE = CjPatterns.SHAPE;
    private static final int CELLS = SHAPE.arraySize();
    private static final int SIDE = SHAPE.rowsPerColumn();


    public CoolJewels(MathResource resource) {
        CjMath math = new CjMath(resource);
        super(math, math.terms.info(ID, "Cool Jewels", CoolJewelsOutcome.SOURCES, CoolJewelsOutcome.FEATURES));
    }

    /** The certified math shipped with the engine. */
    public static CoolJewels standard() {
        return new CoolJewels(MathResource.load(CoolJewels.class, RESOURCE));
    }

    /** The 6x6 grid (the real game's). */
    public static GridShape shape() {
        return SHAPE;
    }

    @Override
    public CoolJewelsOutcome play(int betLevel, GameRng rng) {
        bet(betLevel);
        byte[] cells = drawCells(false, rng);
        return playFrom(betLevel, Board.of(SHAPE, cells), cells, rng);
    }

    /**
     * The rest of a round once its base board has landed: tests start here from hand-made
     * boards, scripting only the draws that follow (refills, free-game boards).
     */
    CoolJewelsOutcome playFrom(int betLevel, Board drawn, GameRng rng) {
        return playFrom(betLevel, drawn, drawn.toArray(), rng);
    }

    /** {@code cells}: a working copy of {@code drawn}'s cells that the round may change. */
    private CoolJewelsOutcome playFrom(int betLevel, Board drawn, byte[] cells, GameRng rng) {
        long bet = bet(betLevel);
        CjRound round = new CjRound(math, betLevel, rng);
        CjGame base = round.game(false, 0, drawn, cells, 0, 0, 0, CoolJewelsOutcome.Source.BASE.ordinal());
        List<CjGame> freeGames = List.of();
        int awarded = 0;
        CjGuarantee guarantee = null;
        if (base.awarded() > 0) {
            round.features[CoolJewelsOutcome.Feature.FREE_GAMES.ordinal()]++;
            awarded = base.awarded();
            List<CjGame> games = new ArrayList<>(awarded);
            long freeWin = 0;
            // A safety bound on the free games of one round (docs/par/cool-jewels.md, D15).
            while (games.size() < awarded && games.size() < math.maxFreeGames) {
                byte[] freeCells = drawCells(true, rng);
                CjGame g = round.game(true, games.size() + 1, Board.of(SHAPE, freeCells), freeCells, 0, 0, 0,
                        CoolJewelsOutcome.Source.FREE_GAMES.ordinal());
                games.add(g);
                freeWin += g.win();
                if (g.awarded() > 0) {
                    // 4+ Bonus landed in a free game award more games by the trigger's table (rule sheet, D14).
                    awarded += g.awarded();
                    round.features[CoolJewelsOutcome.Feature.RETRIGGER.ordinal()]++;
                }
            }
            if (games.size() < awarded) {
                round.features[CoolJewelsOutcome.Feature.FREE_GAMES_LIMIT.ordinal()]++;
            }
            freeGames = Collections.unmodifiableList(games);
            // Bonus Guarantee: at least 10x the total bet, counting the free games' own awards and
            // the initiating scatter pay (the pays of the Bonus symbols the base game destroyed),
            // topped up at the end (rule sheet; docs/par/cool-jewels.md, D16).
            long scatterPay = 0;
            for (CjEvaluation e : base.evaluations()) {
                scatterPay += e.bonusPay();
            }
            long floor = math.guaranteeX * bet;
            long topUp = Math.max(0, floor - scatterPay - freeWin);
            if (topUp > 0) {
                round.features[CoolJewelsOutcome.Feature.GUARANTEE_TOP_UP.ordinal()]++;
                round.add(topUp, CoolJewelsOutcome.Source.GUARANTEE.ordinal());
            }
            guarantee = new CjGuarantee(scatterPay, freeWin, floor, topUp);
        }
        // Cool Jewels has no round cap (docs/par/cool-jewels.md): never capped.
        return new CoolJewelsOutcome(new RoundTotals(ID, betLevel, bet, round.sourceWins, round.features, false), base,
                freeGames, awarded, guarantee);
    }

    /**
     * Test seam: one game from a landed board, with watermarks already in effect for its first
     * evaluation, as if an earlier evaluation had made them.
     */
    CjGame playGame(int betLevel, boolean free, Board drawn, long pink, long green, long blue, GameRng rng) {
        long bet = bet(betLevel);
        return new CjRound(math, betLevel, rng).game(free, free ? 1 : 0, drawn, drawn.toArray(), pink, green, blue,
                free ? CoolJewelsOutcome.Source.FREE_GAMES.ordinal() : CoolJewelsOutcome.Source.BASE.ordinal());
    }

    /**
     * Test seam: one evaluation of {@code board} with watermarks in effect and {@code slicesLit}
     * meter slices already lit in its game; null when it destroys nothing. Refills draw from {@code rng}.
     */
    CjEvaluation evaluateOnce(int betLevel, boolean free, Board board, long pink, long green, long blue, int slicesLit,
                              GameRng rng) {
        long bet = bet(betLevel);
        CjRound round = new CjRound(math, betLevel, rng);
        round.slice = slicesLit;
        return round.evaluate(free, board.toArray(), board, pink, green, blue);
    }

    /** The bet in credits; an error naming the offered levels if {@code level} is not one (checked before any draw). */
    private long bet(int level) {
        if (math.sectionPays(level) == null) {
            return info.bet(level);
        }
        return (long) level * math.terms.coinsPerLevel();
    }

    /** A landed board's cells: one draw per space, column by column from the left, bottom to top. */
    private byte[] drawCells(boolean free, GameRng rng) {
        byte[] cells = new byte[CELLS];
        byte[][] stops = math.stops(free);
        String[] labels = math.labels(free);
        for (int c = 0; c < SIDE; c++) {
            rng.drawStops(labels[c], stops[c], cells, c * SIDE, SIDE);
        }
        return cells;
    }

    /** Everything one round changes; a new one per round, so nothing leaks into the next. */
}
