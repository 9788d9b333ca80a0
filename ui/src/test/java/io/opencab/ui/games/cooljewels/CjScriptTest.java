package io.opencab.ui.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.MathResource;
import io.opencab.engine.games.cooljewels.CjEvaluation;
import io.opencab.engine.games.cooljewels.CjGame;
import io.opencab.engine.games.cooljewels.CjGuarantee;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjSymbols;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.cooljewels.CjSteps.Cascade;
import io.opencab.ui.games.cooljewels.CjSteps.FreeGames;
import io.opencab.ui.games.cooljewels.CjSteps.Groups;
import io.opencab.ui.games.cooljewels.CjSteps.Guarantee;
import io.opencab.ui.games.cooljewels.CjSteps.Land;
import io.opencab.ui.games.cooljewels.CjSteps.Meter;
import io.opencab.ui.games.cooljewels.CjSteps.Pairs;
import io.opencab.ui.games.cooljewels.CjSteps.Total;
import io.opencab.ui.games.cooljewels.CjSteps.WildAct;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Cool Jewels script against real seeded engine outcomes: the meter's slices, sections,
 * multipliers and pays, the Wild patterns, pairs, watermarks, free games and the guarantee are
 * re-derived here from the outcome and the math, independently of the scripter.
 */
class CjScriptTest {
    private static final CoolJewels GAME = CoolJewels.standard();
    private static final CjRenderer RENDERER = new CjRenderer(GAME);

    private static final String[] NAMES = {"Land", "Groups", "Unstable Wild", "Shattering Wild", "Shocking Wild",
            "Persisting Wild", "Pink pair", "Green pair", "Blue pair", "Persisting pair", "x10 pay", "Free Games",
            "Guarantee top-up", "Cascade", "Total", "Pink in effect", "Green in effect", "Blue in effect"};
    private final int[] seen = new int[NAMES.length];

    @Test
    void thousandsOfSeededRoundsScriptWithTheOutcomesAmounts() {
        GameRng rng = SeededStreams.single(20261123L);
        List<Integer> levels = GAME.info().betLevels();
        for (int i = 0; i < 20_000; i++) {
            CoolJewelsOutcome o = GAME.play(levels.get(i % levels.size()), rng);
            check(o, RENDERER.script(o), GAME);
        }
        for (int k = 0; k < NAMES.length; k++) {
            assertTrue(seen[k] > 0, "no " + NAMES[k] + " in 20 000 rounds");
        }
    }

    @Test
    void aHugeWinIsPaidInFullWithoutACapMessage() {
        // Meter values far above the shipped ones, so wins pass the old cap of 5,000 x bet; the game has no cap.
        CoolJewels rich = new CoolJewels(MathResource.load(CoolJewels.class, CoolJewels.RESOURCE).with("meter.values",
                "99999,99999,99999,99999,99999,99999,99999,99999,99999,99999,99999,100000"));
        CjRenderer r = new CjRenderer(rich);
        GameRng rng = SeededStreams.single(7);
        int huge = 0;
        for (int i = 0; i < 2_000 && huge < 3; i++) {
            CoolJewelsOutcome o = rich.play(1, rng);
            if (o.totalWin() <= 5_000 * o.bet()) {
                continue;
            }
            RoundScript s = r.script(o);
            check(o, s, rich);
            huge++;
            Total t = (Total) s.last();
            assertEquals(o.totalWin(), t.total());
            assertTrue(!t.caption().contains("maximum win"), t.caption());
        }
        assertEquals(3, huge, "rounds above 5,000 x bet found");
    }

    private void check(CoolJewelsOutcome o, RoundScript script, CoolJewels game) {
        List<Step> steps = script.steps();
        int[] at = {0};
        long running = game(o, o.base(), steps, at, game);
        for (CjGame g : o.freeGames()) {
            running += game(o, g, steps, at, game);
        }
        CjGuarantee q = o.guarantee();
        if (q != null) {
            Guarantee gs = (Guarantee) steps.get(at[0]++);
            assertEquals(q, gs.guarantee());
            assertEquals(10 * o.bet(), q.floor(), "the Bonus Guarantee is 10 x bet");
            if (!o.capped()) {
                assertEquals(Math.max(0, q.floor() - q.initiatingPay() - q.freeGamesPay()), q.topUp());
                // the initiating scatter pay: what the base game's destroyed Bonus symbols paid
                long scatterPay = o.base().evaluations().stream().flatMap(e -> e.pays().stream())
                        .filter(p -> p.symbol() == CjSymbols.BONUS).mapToLong(CjPay::pay).sum();
                assertEquals(scatterPay, q.initiatingPay());
            }
            if (q.topUp() > 0) {
                seen[12]++;
                assertTrue(gs.caption().contains("top-up " + q.topUp()), gs.caption());
            }
            running += q.topUp();
        }
        Total t = (Total) steps.get(at[0]);
        seen[14]++;
        assertEquals(steps.size() - 1, at[0], "every step accounted for");
        assertEquals(o.totalWin(), t.total());
        assertEquals(o.totalWin(), t.winAfter());
        assertEquals(o.capped(), t.capped());
        if (!o.capped()) {
            assertEquals(o.totalWin(), running, "the steps add up to the outcome's total");
        }
    }

    /** Checks one game's steps; returns what its pays add up to. */
    private long game(CoolJewelsOutcome o, CjGame g, List<Step> steps, int[] at, CoolJewels game) {
        Land land = (Land) steps.get(at[0]++);
        seen[0]++;
        assertEquals(g.drawn(), land.board());
        assertEquals(g.number(), land.hud().game());
        assertEquals(0, land.hud().slice(), "the meter of each game starts empty");
        int slice = 0;
        int bonus = 0;
        long win = 0;
        for (CjEvaluation e : g.evaluations()) {
            Groups gs = (Groups) steps.get(at[0]++);
            seen[1]++;
            assertEquals(e.board(), gs.board());
            assertEquals(e.groups(), gs.groups());
            assertEquals(e.pink(), gs.hud().marks().pink());
            assertEquals(e.green(), gs.hud().marks().green());
            assertEquals(e.blue(), gs.hud().marks().blue());
            seen[15] += e.pink() != 0 ? 1 : 0;
            seen[16] += e.green() != 0 ? 1 : 0;
            seen[17] += e.blue() != 0 ? 1 : 0;
            long gone = e.groupDestroyed() | e.expired() | e.pinkDestroyed();
            assertEquals(gone, gs.gone());
            for (int i = 0; i < e.wilds().size(); i++) {
                WildAct w = (WildAct) steps.get(at[0]++);
                assertEquals(e.wilds().get(i), w.wild());
                assertTrue(CjSymbols.wild(e.board().at(w.wild().cell())), "the acting cell holds a Wild");
                assertTrue((w.wild().destroyed() & ~w.wild().pattern()) == 0, "a Wild destroys inside its pattern");
                gone |= w.wild().destroyed();
                assertEquals(gone, w.gone());
                seen[2 + w.wild().symbol() - CjSymbols.UNSTABLE]++;
            }
            assertEquals(e.destroyed(), gone, "groups, expired, pink and the Wilds empty every destroyed space");
            if (!e.pairs().isEmpty()) {
                Pairs p = (Pairs) steps.get(at[0]++);
                assertEquals(e.pairs(), p.pairs());
                for (CjPair pair : e.pairs()) {
                    assertEquals(pair.left() + e.board().shape().rowsPerColumn(), pair.right(), "pairs are side by side");
                    seen[6 + pair.enhancement().ordinal()]++;
                }
                assertEquals(e.newPink(), p.hud().marks().pink());
                for (long m = e.persistingMade(); m != 0; m &= m - 1) {
                    assertEquals(CjSymbols.PERSISTING, p.board().at(Long.numberOfTrailingZeros(m)));
                }
            }
            Meter m = (Meter) steps.get(at[0]++);
            assertEquals(slice, m.sliceFrom());
            long pay = 0;
            List<CjPay> pays = m.pays();
            assertEquals(e.payCount(), pays.size());
            assertEquals(Long.bitCount(e.destroyed()), pays.size(), "one pay per destroyed symbol");
            for (CjPay p : pays) {
                slice++;
                assertEquals(slice, p.slice(), "slices light one by one");
                assertEquals(CjMeter.section(slice), p.section());
                boolean onBlue = (e.blue() >>> p.cell() & 1L) != 0;
                int mult = (p.symbol() == CjSymbols.PREMIUM ? 10 : 1) * (onBlue ? 10 : 1);
                assertEquals(mult, p.multiplier());
                if (mult > 1) {
                    seen[10]++;
                }
                assertEquals(game.math().meterValue(p.section()) * o.betLevel() * mult, p.pay(), "section value x level x multiplier");
                pay += p.pay();
            }
            assertEquals(e.pay(), pay);
            assertEquals(e.pay(), m.pay());
            assertEquals(slice, m.hud().slice());
            bonus += e.bonus();
            assertEquals(bonus, m.hud().bonus());
            win += pay;
            Cascade c = (Cascade) steps.get(at[0]++);
            seen[13]++;
            assertEquals(e.destroyed(), c.destroyed());
            assertEquals(e.after(), c.board());
        }
        assertEquals(g.win(), win, "the evaluations add up to the game's win");
        assertEquals(g.bonus(), bonus);
        if (at[0] < steps.size() && steps.get(at[0]) instanceof FreeGames f) {
            at[0]++;
            seen[11]++;
            // the base game awards by Bonus destroyed, a free game by Bonus landed (PAR D14)
            int counted = g.free() ? g.landed() : g.bonus();
            assertEquals(counted, f.bonus());
            assertEquals(game.math().award(counted), f.awarded());
            assertTrue(counted >= 4);
        } else {
            assertTrue(g.awarded() == 0 || o.capped(), "free games awarded and shown");
        }
        return win;
    }
}
