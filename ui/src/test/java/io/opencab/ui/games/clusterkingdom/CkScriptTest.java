package io.opencab.ui.games.clusterkingdom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.clusterkingdom.CkBoard;
import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.CkCascade;
import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.games.clusterkingdom.CkDrop;
import io.opencab.engine.games.clusterkingdom.CkEvent;
import io.opencab.engine.games.clusterkingdom.CkKingUpgrade;
import io.opencab.engine.games.clusterkingdom.CkMerge;
import io.opencab.engine.games.clusterkingdom.CkPrincessWilds;
import io.opencab.engine.games.clusterkingdom.CkQueenSwap;
import io.opencab.engine.games.clusterkingdom.CkRedrop;
import io.opencab.engine.games.clusterkingdom.CkRefill;
import io.opencab.engine.games.clusterkingdom.CkRetrigger;
import io.opencab.engine.games.clusterkingdom.CkRoyalMove;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.clusterkingdom.CkSteps.BonusEnd;
import io.opencab.ui.games.clusterkingdom.CkSteps.BonusStart;
import io.opencab.ui.games.clusterkingdom.CkSteps.Cells;
import io.opencab.ui.games.clusterkingdom.CkSteps.Change;
import io.opencab.ui.games.clusterkingdom.CkSteps.Kind;
import io.opencab.ui.games.clusterkingdom.CkSteps.Total;
import io.opencab.ui.games.clusterkingdom.CkSteps.Wins;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Cluster Kingdom script against real seeded engine outcomes: every board, pay, multiplier,
 * royal action and bonus counter the presentation shows is re-derived here from the outcome and
 * the math, independently of the scripter.
 */
class CkScriptTest {
    private static final ClusterKingdom GAME = ClusterKingdom.standard();
    private static final CkRenderer RENDERER = new CkRenderer(GAME);
    private static final GridShape SHAPE = ClusterKingdom.shape();

    private static final String[] NAMES = {"Land", "Sticky Redrop", "Multiplier merge", "King", "Princess", "Queen",
            "Removal", "Move toward the King", "Reload", "Win with a multiplier", "Mini bonus", "Bonus game",
            "Super bonus", "Retrigger", "Multiplier grows", "Total"};
    /** Retriggers are checked by their own test (too rare for the first run to be sure of one). */
    private static final int RETRIGGER = 13;
    private final int[] seen = new int[NAMES.length];

    @Test
    void thousandsOfSeededRoundsScriptWithTheOutcomesAmounts() {
        GameRng rng = SeededStreams.single(20261123L);
        List<Integer> levels = GAME.info().betLevels();
        for (int i = 0; i < 30_000; i++) {
            ClusterKingdomOutcome o = GAME.play(levels.get(i % levels.size()), rng);
            check(o, RENDERER.script(o), GAME);
        }
        for (int k = 0; k < NAMES.length; k++) {
            assertTrue(seen[k] > 0 || k == RETRIGGER, "no " + NAMES[k] + " in 30 000 rounds");
        }
    }

    @Test
    void retriggeredBonusesCountTheirAddedFreeDrops() {
        // Retriggers are rare: look for a few in a longer run, checking those rounds whole.
        GameRng rng = SeededStreams.single(31);
        int found = 0;
        for (int i = 0; i < 1_000_000 && found < 3; i++) {
            ClusterKingdomOutcome o = GAME.play(1, rng);
            if (!o.retriggers().isEmpty()) {
                check(o, RENDERER.script(o), GAME);
                found++;
            }
        }
        assertEquals(3, found, "retriggered rounds found");
    }

    private void check(ClusterKingdomOutcome o, RoundScript script, ClusterKingdom game) {
        List<Step> steps = script.steps();
        int[] at = {0};
        long running = drop(o, o.base(), steps, at, game);
        if (!o.capped()) {
            assertEquals(o.sourceWin(0) + o.sourceWin(1), running, "base drop win by source");
        }
        if (!o.freeDrops().isEmpty()) {
            BonusStart b = (BonusStart) steps.get(at[0]++);
            assertEquals(o.bonus(), b.type());
            assertEquals(o.base().trigger(), o.bonus(), "the base drop's royals triggered the bonus");
            assertEquals(game.math().drops(o.bonus()), b.added());
            seen[10 + o.bonus().ordinal()]++;
            int drops = b.added();
            int next = 0;
            long free = 0;
            for (int i = 0; i < o.freeDrops().size(); i++) {
                CkDrop d = o.freeDrops().get(i);
                Change land = (Change) steps.get(at[0]);
                assertEquals(i + 1, land.hud().drop());
                assertEquals(drops, land.hud().drops(), "free drops awarded so far");
                assertEquals(d.bonus(), land.hud().bonus());
                free += drop(o, d, steps, at, game);
                while (next < o.retriggers().size() && o.retriggers().get(next).drop() == i) {
                    CkRetrigger r = o.retriggers().get(next++);
                    BonusStart rs = (BonusStart) steps.get(at[0]++);
                    assertTrue(rs.retrigger());
                    assertEquals(r.type(), rs.type());
                    assertEquals(r.awarded(), rs.added());
                    drops += r.awarded();
                    seen[13]++;
                }
            }
            assertTrue(o.freeDrops().size() <= drops, "never more drops played than awarded");
            BonusEnd end = (BonusEnd) steps.get(at[0]++);
            assertEquals(o.sourceWin(2) + o.sourceWin(3) + o.sourceWin(4), end.bonusWin());
            running += free;
        }
        Total t = (Total) steps.get(at[0]);
        seen[15]++;
        assertEquals(steps.size() - 1, at[0], "every step accounted for");
        assertEquals(o.totalWin(), t.total());
        assertEquals(o.totalWin(), t.winAfter());
        assertEquals(o.capped(), t.capped());
        if (!o.capped()) {
            assertEquals(o.totalWin(), running, "the steps add up to the outcome's total");
        }
    }

    /** Checks one drop's steps; returns what its wins add up to. */
    private long drop(ClusterKingdomOutcome o, CkDrop d, List<Step> steps, int[] at, ClusterKingdom game) {
        Change land = (Change) steps.get(at[0]++);
        seen[0]++;
        assertEquals(Kind.LAND, land.kind());
        assertSame(d.drawn(), land.cells());
        Cells board = land.cells();
        long win = 0;
        for (CkEvent e : d.events()) {
            Step s = steps.get(at[0]++);
            switch (e) {
                case CkRedrop r -> {
                    seen[1]++;
                    Change c = change(s, Kind.REDROP, board);
                    assertSame(r.after(), c.cells());
                    assertEquals(r.symbol(), c.hud().sticky());
                    for (long m = r.held(); m != 0; m &= m - 1) {
                        int cell = Long.numberOfTrailingZeros(m);
                        assertEquals(board.board().at(cell), c.cells().board().at(cell), "held cells stay");
                    }
                    board = c.cells();
                }
                case CkMerge m -> {
                    seen[2]++;
                    Change c = change(s, Kind.MERGE, board);
                    assertEquals(m.survivorBefore(), board.multiplier(m.survivor()));
                    assertEquals(m.absorbedBefore(), board.multiplier(m.absorbed()));
                    assertEquals(Math.min((long) m.survivorBefore() * m.absorbedBefore(), game.math().maxMultiplier()), m.value());
                    assertEquals(m.value(), c.cells().multiplier(m.survivor()));
                    assertEquals(CkSymbols.WILD, c.cells().board().at(m.absorbed()), "the other becomes a Wild");
                    board = c.cells();
                }
                case CkKingUpgrade k -> {
                    seen[3]++;
                    Change c = change(s, Kind.KING, board);
                    assertEquals(board.board().maskOf(k.from()), k.cells(), "every cell of the lower type");
                    for (long m = k.cells(); m != 0; m &= m - 1) {
                        assertEquals(k.to(), c.cells().board().at(Long.numberOfTrailingZeros(m)));
                    }
                    assertTrue(k.from() < k.to(), "upgraded to a higher paying type");
                    board = c.cells();
                }
                case CkPrincessWilds p -> {
                    seen[4]++;
                    Change c = change(s, Kind.PRINCESS, board);
                    int n = Long.bitCount(p.cells());
                    assertTrue(n >= 1 && n <= 4, "1 to 4 Wilds");
                    for (long m = p.cells(); m != 0; m &= m - 1) {
                        assertEquals(CkSymbols.WILD, c.cells().board().at(Long.numberOfTrailingZeros(m)));
                    }
                    board = c.cells();
                }
                case CkQueenSwap q -> {
                    seen[5]++;
                    Change c = change(s, Kind.QUEEN, board);
                    assertEquals(CkSymbols.QUEEN, board.board().at(q.from()));
                    assertEquals(CkSymbols.QUEEN, c.cells().board().at(q.to()));
                    assertEquals(q.symbol(), c.cells().board().at(q.from()));
                    board = c.cells();
                }
                case CkCascade cs -> {
                    Wins w = (Wins) s;
                    assertEquals(board.board(), w.cells().board());
                    long sum = 0;
                    for (CkClusterWin cw : w.clusters()) {
                        int mult = 0;
                        for (long m = cw.cells(); m != 0; m &= m - 1) {
                            mult += board.multiplier(Long.numberOfTrailingZeros(m));
                        }
                        assertEquals(Math.max(1, mult), cw.multiplier(), "the Multiplier Wilds' values add");
                        if (mult > 1) {
                            seen[9]++;
                        }
                        assertEquals(Long.bitCount(cw.cells()), cw.size());
                        assertEquals(game.math().pay(cw.symbol(), cw.size()) * o.betLevel() * cw.multiplier(), cw.pay(),
                                "paytable x bet level x multiplier");
                        assertTrue(w.caption().contains(Long.toString(cw.pay())), w.caption());
                        sum += cw.pay();
                    }
                    assertEquals(cs.pay(), sum);
                    assertEquals(cs.pay(), w.pay());
                    win += sum;
                    Change c = change(steps.get(at[0]++), Kind.REMOVE, board);
                    seen[6]++;
                    for (CkClusterWin cw : cs.clusters()) {
                        if (!cw.wildOnly()) {
                            long type = board.board().maskOf(cw.symbol());
                            assertEquals(type, type & cs.removed(), "every symbol of a winning type is removed");
                        }
                    }
                    for (int cell : SHAPE.cells()) {
                        boolean removed = (cs.removed() >>> cell & 1L) != 0;
                        boolean grown = (cs.grown() >>> cell & 1L) != 0;
                        assertEquals(removed ? -1 : board.board().at(cell), c.cells().board().at(cell));
                        assertEquals(board.multiplier(cell) + (grown ? 1 : 0), c.cells().multiplier(cell));
                        if (grown) {
                            assertTrue(d.bonus() != null && d.bonus().increasing(), "only mini and super multipliers grow");
                            seen[14]++;
                        }
                    }
                    board = c.cells();
                }
                case CkRoyalMove m -> {
                    seen[7]++;
                    Change c = change(s, Kind.MOVE, board);
                    assertEquals(m.royal(), board.board().at(m.from()));
                    assertEquals(m.royal(), c.cells().board().at(m.to()));
                    int king = Long.numberOfTrailingZeros(board.board().maskOf(CkSymbols.KING));
                    assertEquals(distance(m.from(), king) - 1, distance(m.to(), king), "one cell toward the King");
                    board = c.cells();
                }
                case CkRefill f -> {
                    seen[8]++;
                    Change c = change(s, Kind.REFILL, board);
                    assertSame(f.after(), c.cells());
                    board = c.cells();
                }
            }
        }
        assertEquals(d.win(), win, "the cascades add up to the drop's win");
        return win;
    }

    private static int distance(int a, int b) {
        return Math.abs(SHAPE.column(a) - SHAPE.column(b)) + Math.abs(SHAPE.row(a) - SHAPE.row(b));
    }

    private static Change change(Step s, Kind kind, Cells before) {
        Change c = (Change) s;
        assertEquals(kind, c.kind());
        assertEquals(before.board(), c.before().board());
        return c;
    }

    private static void assertSame(CkBoard expected, Cells shown) {
        assertEquals(expected.symbols(), shown.board());
        for (int cell : SHAPE.cells()) {
            assertEquals(expected.multiplier(cell), shown.multiplier(cell), "multiplier at " + cell);
        }
    }
}
