package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrBoards.board;
import static io.opencab.engine.games.lostrelics.LrBoards.cell;
import static io.opencab.engine.games.lostrelics.LrBoards.cells;
import static io.opencab.engine.games.lostrelics.LrBoards.draws;
import static io.opencab.engine.games.lostrelics.LrBoards.stop;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Free Spins and the Hidden Chest. */
class LostRelicsChestTest {
    /** The chests' sizes and bounds as the shipped math states them (chest.<type>.*; rule sheet). */
    private static final LrMath RULES = LostRelics.standard().math();
    /** Three Scatters and no win: Free Spins start with no draw in the main game. */
    private static final Board TRIGGER = board(
            "S.S.S",
            ".....",
            ".....",
            ".....",
            ".....");

    @Test
    void uncoveredSpacesCarryOverUntilTheChestIsFound() {
        LostRelics g = LrBoards.game();
        LrMath m = g.math();
        Board spin1 = board(
                ".....",
                "a....",
                "aa...",
                "aa...",
                "a....");
        Board spin2 = board(
                ".....",
                ".....",
                ".aa..",
                ".aa..",
                ".aa..");
        ScriptedRng script = new ScriptedRng(SeededStreams.single(4))
                .then(stop(m.firstChests, LrChestType.SMALL.ordinal()), 0)   // small chest on (0,0)-(1,0)
                .then(draws(m, spin1, false))                               // uncovers (0,0) only
                .then(draws(m, spin2, false))                               // uncovers (1,0): found
                .then(stop(m.chestCount[0], 3))                              // 3 instances
                .then(stop(m.grantTables[0][3], LrMath.GRANT_STICKY), 12)   // a Sticky Wild on (2,2)
                .then(stop(m.grantTables[0][2], LrMath.GRANT_COIN), stop(m.chestCoinX, 5))
                .then(stop(m.firstChests, LrChestType.MEDIUM.ordinal()), 0); // the second chest
        RecordingRng rec = new RecordingRng(script);
        LostRelicsOutcome o = g.playFrom(1, TRIGGER, rec);

        List<LrFreeSpin> fs = o.freeSpins();
        LrFreeSpin s1 = fs.get(0);
        assertEquals(new LrChest(1, LrChestType.SMALL, cells(0, 0, 1, 0)), s1.chest());
        assertEquals(spin1.maskOf(LrSymbols.HEART), s1.uncovered());
        assertNull(s1.award());
        LrFreeSpin s2 = fs.get(1);
        assertEquals(spin1.maskOf(LrSymbols.HEART) | spin2.maskOf(LrSymbols.HEART), s2.uncovered());
        LrChestAward a = s2.award();
        assertNotNull(a);
        assertEquals(List.of(
                new LrChestGrant(LrChestGrant.Kind.EXTRA_FREE_SPIN, -1, 0, 0),
                new LrChestGrant(LrChestGrant.Kind.STICKY_WILD, 12, 0, 0),
                new LrChestGrant(LrChestGrant.Kind.COIN_WIN, -1, 5, 100)), a.grants());
        assertEquals(1, a.extraSpins());
        assertEquals(1L << 12, a.stickyCells());
        assertEquals(100, a.coinWin());
        // the small chest's one Sticky Wild used, the third kind draw had no Sticky Wild (bound 40 + 45)
        assertTrue(rec.record().toText().contains("/85"));
        // then the spaces reset, a medium chest is hidden and the Sticky Wild stays
        LrFreeSpin s3 = fs.get(2);
        assertEquals(new LrChest(2, LrChestType.MEDIUM, cells(0, 0, 0, 1, 1, 0, 1, 1)), s3.chest());
        assertEquals(1L << cell(2, 2), s3.sticky());
        assertEquals(LrSymbols.WILD, s3.board().at(2, 2));
        assertEquals(0, s3.uncovered() & ~s3.clusters().stream().mapToLong(LrClusterWin::cells).reduce(0, (x, y) -> x | y));
        for (LrFreeSpin s : fs.subList(2, fs.size())) {
            assertEquals(LrSymbols.WILD, s.board().at(2, 2));
        }
        assertEquals(11 + o.extraFreeSpins() - 1, fs.size());
        assertTrue(o.chestCoinWin() >= 100);
    }

    /** Free Spins on nearly every round, with tall stacks so chests are found often. */
    private static LostRelics generous(String... more) {
        String[] base = {"scatter.rowWeights", "1,0,0,0,0,0", "reel.free.repeat", "400"};
        String[] all = new String[base.length + more.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return LrBoards.game(all);
    }

    private static List<LostRelicsOutcome> rounds(LostRelics g, int n, long seed) {
        GameRng rng = SeededStreams.single(seed);
        List<LostRelicsOutcome> r = new java.util.ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            r.add(g.play(1, rng));
        }
        return r;
    }

    @Test
    void eachChestGrantsItsCountWithItsMinimumExtraSpinsAndMaximumStickyWilds() {
        Set<String> seen = new HashSet<>();
        for (LostRelicsOutcome o : rounds(generous(), 1500, 21)) {
            for (LrFreeSpin s : o.freeSpins()) {
                LrChestAward a = s.award();
                if (a == null) {
                    continue;
                }
                LrChestType t = a.chest().type();
                LrChestRules r = RULES.chest(t);
                int n = a.grants().size();
                assertTrue(n >= r.minInstances() && n <= r.maxInstances(), t + " granted " + n);
                seen.add(t + "/" + n);
                // the guaranteed Extra Free Spins come first, unless the session already has its 25
                int before = o.extraFreeSpins() - extraSpinsFrom(o, s);
                for (int k = 0; k < r.minExtraSpins() && before + k < 25; k++) {
                    LrChestGrant gr = a.grants().get(k);
                    assertEquals(LrChestGrant.Kind.EXTRA_FREE_SPIN, gr.kind(), t + " grant " + k + " is " + gr);
                }
                long sticky = a.grants().stream().filter(x -> x.kind() == LrChestGrant.Kind.STICKY_WILD).count();
                assertTrue(sticky <= r.maxStickyWilds(), t + " granted " + sticky + " Sticky Wilds");
                assertEquals(a.chest().cells(), a.chest().cells() & s.uncovered(), "found before fully uncovered");
            }
        }
        // every count of every chest occurred
        for (LrChestType t : LrChestType.values()) {
            for (int n = RULES.chest(t).minInstances(); n <= RULES.chest(t).maxInstances(); n++) {
                assertTrue(seen.contains(t + "/" + n), "never saw " + t + " with " + n);
            }
        }
    }

    /** Extra Free Spins granted from the chest found in {@code s} on (that one included). */
    private static int extraSpinsFrom(LostRelicsOutcome o, LrFreeSpin s) {
        int n = 0;
        for (LrFreeSpin x : o.freeSpins().subList(o.freeSpins().indexOf(s), o.freeSpins().size())) {
            n += x.award() == null ? 0 : x.award().extraSpins();
        }
        return n;
    }

    @Test
    void theFirstTwoChestsAreSmallOrMediumAndLaterOnesMayBeLarge() {
        EnumSet<LrChestType> later = EnumSet.noneOf(LrChestType.class);
        for (LostRelicsOutcome o : rounds(generous(), 1000, 22)) {
            for (LrFreeSpin s : o.freeSpins()) {
                LrChest c = s.chest();
                if (c.number() <= 2) {
                    assertTrue(c.type() != LrChestType.LARGE, "chest " + c.number() + " is large");
                } else {
                    later.add(c.type());
                }
                assertEquals(RULES.chest(c.type()).width() * RULES.chest(c.type()).height(), Long.bitCount(c.cells()));
            }
        }
        assertTrue(later.contains(LrChestType.LARGE));
    }

    @Test
    void noMoreThanTwentyFiveExtraFreeSpinsASession() {
        int full = 0;
        for (LostRelicsOutcome o : rounds(generous(), 1000, 23)) {
            int extra = 0;
            boolean limitReached = false;
            for (LrFreeSpin s : o.freeSpins()) {
                if (s.award() == null) {
                    continue;
                }
                for (LrChestGrant gr : s.award().grants()) {
                    if (gr.kind() == LrChestGrant.Kind.EXTRA_FREE_SPIN) {
                        extra++;
                        assertTrue(!limitReached, "an Extra Free Spin after the 25th");
                    }
                    limitReached = extra >= 25;
                }
            }
            assertTrue(extra <= 25);
            assertEquals(extra, o.extraFreeSpins());
            assertEquals(10 + extra, o.freeSpins().size());
            if (extra == 25) {
                full++;
            }
        }
        assertTrue(full > 0, "no session reached 25 Extra Free Spins");
    }

    @Test
    void noMoreThanSixStickyWildsAndNeverOnAStickyWild() {
        int six = 0;
        for (LostRelicsOutcome o : rounds(generous("chest.small.kindWeights", "10,80,10", "chest.medium.kindWeights", "10,80,10",
                "chest.large.kindWeights", "10,80,10"), 1000, 24)) {
            for (LrFreeSpin s : o.freeSpins()) {
                assertTrue(Long.bitCount(s.sticky()) <= 6);
                for (long w = s.sticky(); w != 0; w &= w - 1) {
                    assertEquals(LrSymbols.WILD, s.board().at(Long.numberOfTrailingZeros(w)));
                }
                if (s.award() != null) {
                    assertEquals(0, s.award().stickyCells() & s.sticky(), "a Sticky Wild replaced a Sticky Wild");
                    assertTrue(Long.bitCount(s.sticky() | s.award().stickyCells()) <= 6);
                }
            }
            assertTrue(Long.bitCount(o.stickyWilds()) <= 6);
            if (Long.bitCount(o.stickyWilds()) == 6) {
                six++;
            }
        }
        assertTrue(six > 0, "no session reached 6 Sticky Wilds");
    }

    @Test
    void aStickyWildIsPlacedOnlyAmongCellsWithoutOne() {
        // given Sticky Wilds on the first 24 cells would leave one choice: check the pick skips them
        LostRelics g = LrBoards.game();
        LrMath m = g.math();
        Board spin1 = board(
                ".....",
                ".....",
                ".....",
                "aaa..",
                "aaa..");
        ScriptedRng script = new ScriptedRng(SeededStreams.single(6))
                .then(stop(m.firstChests, LrChestType.SMALL.ordinal()), 0)
                .then(draws(m, spin1, false))
                .then(stop(m.chestCount[0], 5))
                .then(stop(m.grantTables[0][3], LrMath.GRANT_STICKY), 0)    // the first free cell: (0,0)
                .then(stop(m.grantTables[0][2], LrMath.GRANT_COIN), 0)
                .then(stop(m.grantTables[0][2], LrMath.GRANT_COIN), 0)
                .then(stop(m.grantTables[0][2], LrMath.GRANT_COIN), 0)
                .then(stop(m.firstChests, LrChestType.SMALL.ordinal()), 0)  // chest 2 on the same place
                .then(draws(m, spin1, false))
                .then(stop(m.chestCount[0], 3))
                .then(stop(m.grantTables[0][3], LrMath.GRANT_STICKY), 0);   // first cell without one: (0,1)
        LostRelicsOutcome o = g.playFrom(1, TRIGGER, script);
        assertEquals(1L << cell(0, 0), o.freeSpins().get(0).award().stickyCells());
        assertEquals(1L << cell(0, 1), o.freeSpins().get(1).award().stickyCells());
        assertEquals(cells(0, 0, 0, 1), o.stickyWilds() & cells(0, 0, 0, 1));
    }
}
