package io.opencab.ui.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtBlizzard;
import io.opencab.engine.games.christmastree.CtCascade;
import io.opencab.engine.games.christmastree.CtClusterWin;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.games.christmastree.CtSpin;
import io.opencab.engine.games.christmastree.CtStep;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.christmastree.CtSteps.BlizzardDrop;
import io.opencab.ui.games.christmastree.CtSteps.Cascade;
import io.opencab.ui.games.christmastree.CtSteps.Cluster;
import io.opencab.ui.games.christmastree.CtSteps.FreeSpinsEnd;
import io.opencab.ui.games.christmastree.CtSteps.FreeSpinsStart;
import io.opencab.ui.games.christmastree.CtSteps.Land;
import io.opencab.ui.games.christmastree.CtSteps.Miracle;
import io.opencab.ui.games.christmastree.CtSteps.MultiplierUp;
import io.opencab.ui.games.christmastree.CtSteps.Reveal;
import io.opencab.ui.games.christmastree.CtSteps.Snowball;
import io.opencab.ui.games.christmastree.CtSteps.Total;
import io.opencab.ui.games.christmastree.CtSteps.Wins;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Step;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Christmas Tree script against real seeded engine outcomes: every amount the presentation
 * shows is re-derived here from the outcome, independently of the scripter.
 */
class CtScriptTest {
    private static final ChristmasTree GAME = ChristmasTree.standard();
    private static final CtRenderer RENDERER = new CtRenderer(GAME);

    /** Per feature, how often the scripts showed it (the run must reach every step type). */
    private final int[] seen = new int[12];

    @Test
    void thousandsOfSeededRoundsScriptWithTheOutcomesAmounts() {
        GameRng rng = SeededStreams.single(20261201L);
        List<Integer> levels = GAME.info().betLevels();
        for (int i = 0; i < 20_000; i++) {
            ChristmasTreeOutcome o = GAME.play(levels.get(i % 3), rng);
            check(o, RENDERER.script(o));
        }
        // The run must have exercised every kind of step, or it proves little.
        String[] names = {"Land", "Snowball", "Wins", "Cascade", "MultiplierUp", "BlizzardDrop", "Reveal",
                "Miracle BET_WIN", "Miracle MULTIPLIER", "Miracle FREE_SPINS", "FreeSpins", "Total"};
        for (int k = 0; k < names.length; k++) {
            assertTrue(seen[k] > 0, "no " + names[k] + " step in 20 000 rounds");
        }
    }

    @Test
    void aCappedRoundShowsTheCapMessageAndStopsAtTheCap() {
        // A variant with a cap of 1x the bet, so capped rounds are frequent; the shipped math is untouched.
        ChristmasTree capped = new ChristmasTree(MathResource.load(ChristmasTree.class, ChristmasTree.RESOURCE).with("cap.x", "1"));
        CtRenderer r = new CtRenderer(capped);
        GameRng rng = SeededStreams.single(7);
        int cappedRounds = 0;
        for (int i = 0; i < 3000; i++) {
            ChristmasTreeOutcome o = capped.play(1, rng);
            RoundScript s = r.script(o);
            check(o, s);
            if (o.capped()) {
                cappedRounds++;
                Total t = (Total) s.last();
                assertTrue(t.capped());
                assertEquals(o.bet(), t.total(), "cap of x1 pays exactly one bet");
                assertTrue(t.caption().contains("maximum win of x1 bets reached"), t.caption());
            }
        }
        assertTrue(cappedRounds > 10, "capped rounds: " + cappedRounds);
    }

    private void check(ChristmasTreeOutcome o, RoundScript script) {
        List<Step> steps = script.steps();
        assertEquals(o.totalWin(), script.last().winAfter(), "final win meter");
        Total total = (Total) script.last();
        assertEquals(o.totalWin(), total.total());
        assertEquals(o.capped(), total.capped());
        seen[11]++;
        if (o.totalWin() > 0) {
            assertTrue(total.caption().contains("TOTAL WIN " + o.totalWin()), total.caption());
        }
        // Walk the outcome and the steps together.
        int at = 0;
        long running = 0;
        at = spin(o.regular(), steps, at, 1, o);
        running += o.regular().win();
        CtMiracle m = o.miracle();
        if (m != null) {
            Miracle ms = (Miracle) steps.get(at++);
            assertEquals(m.kind(), ms.kind());
            assertEquals(m.value(), ms.value());
            assertEquals(m.pay(), ms.pay());
            running += m.pay();
            assertEquals(Math.min(running, o.totalWin()), ms.winAfter(), "win meter after the Miracle");
            seen[7 + m.kind().ordinal()]++;
            if (m.kind() == CtMiracle.Kind.BET_WIN) {
                assertEquals((long) m.value() * o.bet(), m.pay());
                assertTrue(ms.caption().contains("= " + m.pay()), ms.caption());
            }
        }
        if (!o.freeSpins().isEmpty()) {
            FreeSpinsStart fs = (FreeSpinsStart) steps.get(at++);
            assertEquals(5, fs.count());
            // the multiplier climbs the engine's ladder, one rung per paying cascade (docs/par/christmas-tree.md)
            int paid = 0;
            long freeWin = 0;
            for (int i = 0; i < o.freeSpins().size(); i++) {
                CtSpin spin = o.freeSpins().get(i);
                Land land = (Land) steps.get(at);
                assertEquals(i + 1, land.hud().index(), "free spin counter");
                assertEquals(GAME.math().freeMultiplier(paid), land.hud().multiplier(), "multiplier carried between spins");
                at = spin(spin, steps, at, paid, o);
                paid += spin.cascades();
                freeWin += spin.win();
            }
            FreeSpinsEnd end = (FreeSpinsEnd) steps.get(at++);
            assertEquals(o.sourceWin(ChristmasTreeOutcome.Source.FREE_SPINS.ordinal()), end.freeWin());
            assertTrue(end.freeWin() <= freeWin);
            seen[10]++;
        }
        assertEquals(steps.size() - 1, at, "every step accounted for");
        // The win meter never goes down and never passes the total.
        long prev = 0;
        for (Step s : steps) {
            assertTrue(s.winAfter() >= prev && s.winAfter() <= o.totalWin());
            prev = s.winAfter();
        }
    }

    /** Checks one spin's steps from {@code at}; returns the index after them. */
    private int spin(CtSpin spin, List<Step> steps, int at, int paidBefore, ChristmasTreeOutcome o) {
        int paid = paidBefore;
        Land land = (Land) steps.get(at++);
        seen[0]++;
        assertEquals(spin.drawn(), land.board());
        Board board = spin.drawn();
        if (spin.snowmanSymbol() >= 0) {
            Snowball sb = (Snowball) steps.get(at++);
            seen[1]++;
            assertEquals(spin.snowmanSymbol(), sb.symbol());
            assertEquals(spin.snowmanCell(), sb.cell());
            assertEquals(board, sb.before());
            assertEquals(spin.start(), sb.board());
            if (sb.cell() >= 0) {
                assertEquals(spin.snowmanSymbol(), board.at(sb.cell()), "the snowball hits a copy of the symbol");
            }
            board = spin.start();
        }
        long spinWin = 0;
        for (CtStep step : spin.steps()) {
            switch (step) {
                case CtCascade c -> {
                    Wins w = (Wins) steps.get(at++);
                    seen[2]++;
                    assertEquals(board, w.board());
                    long sum = 0;
                    List<Cluster> shown = new ArrayList<>(w.clusters());
                    assertEquals(c.clusters().size(), shown.size());
                    for (int k = 0; k < shown.size(); k++) {
                        CtClusterWin cw = c.clusters().get(k);
                        Cluster cl = shown.get(k);
                        assertEquals(cw.cells(), cl.cells());
                        assertEquals(Long.bitCount(cl.cells()), cl.size());
                        // Independently: the paytable's coins for (symbol, size) x bet level.
                        assertEquals(GAME.math().pay(cl.symbol(), cl.size()) * o.betLevel(), cl.pay());
                        assertTrue(w.caption().contains(Long.toString(cl.pay())), w.caption());
                        sum += cl.pay();
                    }
                    int applied = spin.free() ? (int) GAME.math().freeMultiplier(paid) : 1;
                    assertEquals(applied, w.multiplier(), "multiplier applied to the cascade");
                    assertEquals(sum * applied, w.pay());
                    assertEquals(c.pay(), w.pay());
                    spinWin += w.pay();
                    Cascade cs = (Cascade) steps.get(at++);
                    seen[3]++;
                    assertEquals(board, cs.before());
                    assertEquals(c.removed(), cs.removed());
                    assertEquals(c.after(), cs.board());
                    board = c.after();
                    if (spin.free()) {
                        MultiplierUp up = (MultiplierUp) steps.get(at++);
                        seen[4]++;
                        paid++;
                        assertEquals(GAME.math().freeMultiplier(paid), up.hud().multiplier());
                    }
                }
                case CtBlizzard b -> {
                    BlizzardDrop d = (BlizzardDrop) steps.get(at++);
                    seen[5]++;
                    assertEquals(b.cells(), d.cells());
                    int count = Long.bitCount(d.cells());
                    assertTrue(count >= 3 && count <= 9, "Blizzard drops 3 to 9");
                    assertTrue(d.caption().contains(Integer.toString(count)));
                    Reveal r = (Reveal) steps.get(at++);
                    seen[6]++;
                    assertEquals(b.revealed(), r.revealed());
                    assertEquals(b.after(), r.board());
                    board = b.after();
                }
            }
        }
        assertEquals(spin.win(), spinWin, "the spin's cascades add up to its win");
        return at;
    }
}
