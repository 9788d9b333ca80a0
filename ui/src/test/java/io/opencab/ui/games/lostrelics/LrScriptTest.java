package io.opencab.ui.games.lostrelics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrChestGrant;
import io.opencab.engine.games.lostrelics.LrClusterWin;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.lostrelics.LrSteps.ChestFound;
import io.opencab.ui.games.lostrelics.LrSteps.Feature;
import io.opencab.ui.games.lostrelics.LrSteps.FreeSpinsEnd;
import io.opencab.ui.games.lostrelics.LrSteps.FreeSpinsStart;
import io.opencab.ui.games.lostrelics.LrSteps.Land;
import io.opencab.ui.games.lostrelics.LrSteps.Total;
import io.opencab.ui.games.lostrelics.LrSteps.Uncover;
import io.opencab.ui.games.lostrelics.LrSteps.Wins;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Lost Relics script against real seeded engine outcomes: every amount and counter the
 * presentation shows is re-derived here from the outcome, independently of the scripter.
 */
class LrScriptTest {
    private static final LostRelics GAME = LostRelics.standard();
    private static final LrRenderer RENDERER = new LrRenderer(GAME);

    /** How often the scripts showed each kind of step (the run must reach every one). */
    private final int[] seen = new int[10];

    @Test
    void thousandsOfSeededRoundsScriptWithTheOutcomesAmounts() {
        GameRng rng = SeededStreams.single(20261123L);
        List<Integer> levels = GAME.info().betLevels();
        for (int i = 0; i < 30_000; i++) {
            LostRelicsOutcome o = GAME.play(levels.get(i % levels.size()), rng);
            check(o, RENDERER.script(o));
        }
        String[] names = {"Land", "Coin Win", "Extra Wild", "Extra Scatter", "Wins", "Free Spins", "Uncover",
                "Chest", "Sticky Wild", "Total"};
        for (int k = 0; k < names.length; k++) {
            assertTrue(seen[k] > 0, "no " + names[k] + " step in 30 000 rounds");
        }
    }

    @Test
    void maxBetPlaysTheRoundAsTheRuleSheetSays() {
        // The chrome (KioskController.maxBet) reads this: from a lower level the first press selects
        // the highest level and the second plays; at the highest level one press plays.
        assertTrue(io.opencab.ui.present.Renderers.standard(io.opencab.engine.game.GameCatalog.standard())
                .forGame(LostRelics.ID).maxBetPlays());
    }

    private void check(LostRelicsOutcome o, RoundScript script) {
        List<Step> steps = script.steps();
        long total = o.totalWin();
        int at = 0;
        long running = 0;
        Land land = (Land) steps.get(at++);
        seen[0]++;
        assertEquals(o.main().drawn(), land.board());
        assertEquals(o.betLevel(), land.hud().level());
        assertEquals(20L * o.betLevel(), land.hud().bet(), "bet = 20 coins x level");
        assertEquals(o.main().landedScatters(), land.hud().scatters());
        Board board = o.main().drawn();
        for (LrFeature f : o.main().features()) {
            Feature fs = (Feature) steps.get(at++);
            assertEquals(f, fs.feature());
            assertEquals(board, fs.before());
            assertEquals(f.symbol(), board.at(f.cell()), "revealed from under the symbol at its cell");
            assertEquals(f.scatters(), fs.hud().scatters(), "scatter count after the feature");
            switch (f.kind()) {
                case COIN_WIN -> {
                    seen[1]++;
                    assertEquals(f.coinX() * o.bet(), f.pay());
                    assertTrue(f.coinX() >= 3 && f.coinX() <= 30);
                    assertTrue(fs.caption().contains("= " + f.pay()), fs.caption());
                    running += f.pay();
                }
                case EXTRA_WILD -> {
                    seen[2]++;
                    assertEquals(3, Long.bitCount(f.wildCells()));
                    for (int cell : board.shape().cells()) {
                        int expected = (f.wildCells() >>> cell & 1L) != 0 ? LrSymbols.WILD : board.at(cell);
                        assertEquals(expected, fs.board().at(cell));
                    }
                }
                case EXTRA_SCATTER -> seen[3]++;
            }
            board = fs.board();
            assertEquals(Math.min(running, total), fs.winAfter());
        }
        assertEquals(o.main().board(), board, "the features lead to the paid board");
        at = wins(o.main().clusters(), steps, at, board, o);
        for (LrClusterWin w : o.main().clusters()) {
            running += w.pay();
        }
        assertEquals(o.sourceWin(0) + o.sourceWin(1), running, "main game: paytable + Coin Wins");
        if (!o.freeSpins().isEmpty()) {
            seen[5]++;
            assertEquals(3, o.main().scatters());
            FreeSpinsStart start = (FreeSpinsStart) steps.get(at++);
            assertEquals(10, start.count());
            int spins = 10;
            long uncovered = 0;
            long sticky = 0;
            for (LrFreeSpin s : o.freeSpins()) {
                Land l = (Land) steps.get(at++);
                assertEquals(s.board(), l.board(), "the paid board, Sticky Wilds in place");
                assertEquals(s.number(), l.hud().spin());
                assertEquals(spins, l.hud().spins(), "free spins count, Extra Free Spins included");
                assertEquals(uncovered, l.hud().uncovered(), "uncovered spaces carried from the spin before");
                assertEquals(uncovered & s.chest().cells(), l.hud().revealed());
                assertTrue((sticky & ~s.sticky()) == 0, "Sticky Wilds stay until the end of Free Spins");
                sticky = s.sticky();
                assertEquals(sticky, l.hud().sticky());
                at = wins(s.clusters(), steps, at, s.board(), o);
                long union = uncovered;
                for (LrClusterWin w : s.clusters()) {
                    union |= w.cells();
                    running += w.pay();
                }
                assertEquals(union, s.uncovered(), "uncovered = earlier spaces + this spin's clusters");
                if (union != uncovered) {
                    Uncover u = (Uncover) steps.get(at++);
                    seen[6]++;
                    assertEquals(union & ~uncovered, u.fresh());
                    assertEquals(union, u.hud().uncovered());
                }
                uncovered = union;
                if (s.award() != null) {
                    seen[7]++;
                    ChestFound c = (ChestFound) steps.get(at++);
                    assertEquals(s.award(), c.award());
                    assertEquals(s.chest().cells(), s.chest().cells() & uncovered, "found only when fully uncovered");
                    int extra = 0;
                    long stick = 0;
                    long coins = 0;
                    for (LrChestGrant g : c.award().grants()) {
                        switch (g.kind()) {
                            case EXTRA_FREE_SPIN -> extra++;
                            case STICKY_WILD -> stick |= 1L << g.cell();
                            case COIN_WIN -> {
                                assertEquals(g.coinX() * o.bet(), g.pay());
                                coins += g.pay();
                            }
                        }
                    }
                    assertEquals(extra, c.award().extraSpins());
                    assertEquals(stick, c.award().stickyCells());
                    assertEquals(coins, c.award().coinWin());
                    if (stick != 0) {
                        seen[8]++;
                    }
                    running += c.award().coinWin();
                    spins += extra;
                    assertEquals(spins, c.hud().spins());
                    assertEquals(0, c.hud().uncovered(), "uncovered spaces reset after a found chest");
                    assertTrue(c.caption().contains(extra + " Extra Free Spin"), c.caption());
                    uncovered = 0;
                    assertEquals(Math.min(running, total), c.winAfter());
                } else {
                    assertNull(s.award());
                }
            }
            assertTrue(spins - 10 <= 25, "at most 25 Extra Free Spins");
            assertEquals(spins - 10, o.extraFreeSpins());
            FreeSpinsEnd end = (FreeSpinsEnd) steps.get(at++);
            assertEquals(o.sourceWin(2) + o.sourceWin(3), end.freeWin());
        }
        Total t = (Total) steps.get(at);
        seen[9]++;
        assertEquals(steps.size() - 1, at, "every step accounted for");
        assertEquals(total, t.total());
        assertEquals(total, t.winAfter());
        assertEquals(total, running, "the steps add up to the outcome's total");
        if (total > 0) {
            assertTrue(t.caption().contains("TOTAL WIN " + total), t.caption());
        }
    }

    private int wins(List<LrClusterWin> clusters, List<Step> steps, int at, Board board, LostRelicsOutcome o) {
        if (clusters.isEmpty()) {
            return at;
        }
        Wins w = (Wins) steps.get(at);
        seen[4]++;
        assertEquals(board, w.board());
        assertEquals(clusters.size(), w.clusters().size());
        long sum = 0;
        for (int k = 0; k < clusters.size(); k++) {
            LrClusterWin cw = clusters.get(k);
            LrSteps.Cluster c = w.clusters().get(k);
            assertEquals(cw.cells(), c.cells());
            assertEquals(Long.bitCount(c.cells()), c.size());
            assertEquals(GAME.math().pay(c.symbol(), c.size()) * o.betLevel(), c.pay(), "paytable x bet level");
            assertTrue(w.caption().contains(Long.toString(c.pay())), w.caption());
            sum += c.pay();
        }
        assertEquals(sum, w.pay());
        return at + 1;
    }
}
