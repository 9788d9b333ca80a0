package io.opencab.engine.games.lostrelics;

import static io.opencab.engine.games.lostrelics.LrBoards.board;
import static io.opencab.engine.games.lostrelics.LrBoards.cell;
import static io.opencab.engine.games.lostrelics.LrBoards.cells;
import static io.opencab.engine.games.lostrelics.LrBoards.stop;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.DrawRecord;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.engine.rng.ScriptedRng;
import io.opencab.engine.rng.SeededStreams;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The main game's random features on hand-made boards with scripted draws. */
class LostRelicsFeatureTest {
    private static final int HIT = 0;
    private static final int MISS = io.opencab.engine.game.DrawCatalog.CHANCE_BOUND - 1;

    private static List<LrFeature.Kind> kinds(LostRelicsOutcome o) {
        return o.main().features().stream().map(LrFeature::kind).toList();
    }

    @Test
    void aCoinWinPaysItsMultipleOfTheBetAndItsSymbolStillPays() {
        LostRelics g = LrBoards.game();
        Board b = board(
                ".....",
                ".....",
                ".....",
                "aaa..",
                "aaa..");
        int coin20 = stop(g.math().coinWinX, 20);
        // the first winning cell hides a Coin Win (kind stop 0 is COIN_WIN), the other five nothing
        LostRelicsOutcome o = g.playFrom(2, b, new ScriptedRng().then(HIT, 0, coin20, MISS, MISS, MISS, MISS, MISS));
        assertEquals(List.of(LrFeature.Kind.COIN_WIN), kinds(o));
        LrFeature f = o.main().features().get(0);
        assertEquals(cell(0, 0), f.cell());
        assertEquals(20, f.coinX());
        assertEquals(20 * 40, f.pay());
        assertEquals(6, o.main().clusters().get(0).size());
        assertEquals(g.math().pay(LrSymbols.HEART, 6) * 2, o.base());
        assertEquals(800, o.coinWin());
        assertEquals(o.base() + 800, o.totalWin());
    }

    @Test
    void noMoreThanFiveInstancesActivate() {
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000");
        Board b = board(
                ".....",
                ".....",
                "aaa..",
                "aaa..",
                "aaa..");
        ScriptedRng rng = new ScriptedRng();
        for (int i = 0; i < 5; i++) {
            rng.then(HIT, 0, 0);
        }
        // when 9 winning symbols all hide a feature; the script has no draw for a sixth
        LostRelicsOutcome o = g.playFrom(1, b, rng);
        assertEquals(5, o.main().features().size());
        assertEquals(0, rng.remaining());
        assertEquals(5 * 3 * 20, o.coinWin());
    }

    @Test
    void extraScatterStopsOnceThreeScattersAreCollected() {
        // EXTRA_WILD weight 0; EXTRA_SCATTER almost sure while it may activate
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000", "features.kindWeights", "1,0,1000000");
        Board b = board(
                "S...S",
                ".....",
                ".....",
                "aaa..",
                "aaa..");
        RecordingRng rec = new RecordingRng(new ScriptedRng(SeededStreams.single(3))
                .then(HIT, 1)              // first symbol: Extra Scatter (stop 1 of 1,000,001)
                .then(HIT, 0, 0)           // the others: only Coin Win is left
                .then(HIT, 0, 0)
                .then(HIT, 0, 0)
                .then(HIT, 0, 0));
        LostRelicsOutcome o = g.playFrom(1, b, rec);
        assertEquals(List.of(LrFeature.Kind.EXTRA_SCATTER, LrFeature.Kind.COIN_WIN, LrFeature.Kind.COIN_WIN,
                LrFeature.Kind.COIN_WIN, LrFeature.Kind.COIN_WIN), kinds(o));
        assertEquals(2, o.main().landedScatters());
        assertEquals(3, o.main().scatters());
        // the kind draws after the third Scatter offer Coin Win alone (bound 1)
        DrawRecord d = rec.record();
        assertEquals(1_000_001, d.bounds()[1]);
        assertEquals(1, d.bounds()[3]);
        assertEquals(1, d.bounds()[6]);
        // and 3 Scatters collected play the Free Spins
        assertTrue(o.freeSpins().size() >= 10);
    }

    @Test
    void extraScatterCannotActivateWithThreeLandedScatters() {
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000", "features.kindWeights", "1,0,1000000",
                "features.maxInstances", "1");
        Board b = board(
                "S.S.S",
                ".....",
                ".....",
                "aaa..",
                "aaa..");
        RecordingRng rec = new RecordingRng(new ScriptedRng(SeededStreams.single(3)).then(HIT, 0, 0));
        LostRelicsOutcome o = g.playFrom(1, b, rec);
        assertEquals(List.of(LrFeature.Kind.COIN_WIN), kinds(o));
        assertEquals(1, rec.record().bounds()[1]);
        assertEquals(3, o.main().scatters());
    }

    @Test
    void extraWildPlacesThreeWildsOnlyOnFreeNonWinningCells() {
        // given 10 Wilds and 10 hearts in one cluster, a Scatter and a Wild on reel 5:
        // the only cells left for Extra Wild are the three spades of reel 5
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000", "features.kindWeights", "1,1000000,0",
                "features.maxInstances", "1");
        Board b = board(
                "WWaab",
                "WWaaW",
                "WWaab",
                "WWaab",
                "WWaaS");
        LostRelicsOutcome o = g.playFrom(1, b, new ScriptedRng().then(HIT, 1, 0, 0, 0));
        LrFeature f = o.main().features().get(0);
        assertEquals(LrFeature.Kind.EXTRA_WILD, f.kind());
        assertEquals(cells(4, 1, 4, 2, 4, 4), f.wildCells());
        assertEquals(LrSymbols.WILD, o.main().board().at(4, 1));
        assertEquals(LrSymbols.SCATTER, o.main().board().at(4, 0));
        // the new Wilds join the hearts: 10 hearts + 10 + 1 + 3 Wilds (reel 5's Wild now touches them)
        assertEquals(24, o.main().clusters().get(0).size());
    }

    @Test
    void extraWildNeverPlacesOnWinningScatterOrWildCells() {
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000", "features.kindWeights", "1,1000000,0",
                "features.maxInstances", "1");
        Board b = board(
                "S...S",
                "...W.",
                ".....",
                "aaa..",
                "aaa..");
        long excluded = b.maskOf(LrSymbols.SCATTER) | b.maskOf(LrSymbols.WILD) | b.maskOf(LrSymbols.HEART);
        long seen = 0;
        for (int seed = 0; seed < 300; seed++) {
            LostRelicsOutcome o = g.playFrom(1, b, new ScriptedRng(SeededStreams.single(seed)).then(HIT, 1));
            long placed = o.main().features().get(0).wildCells();
            assertEquals(3, Long.bitCount(placed));
            assertEquals(0, placed & excluded, "seed " + seed);
            seen |= placed;
        }
        // and every other cell is reachable
        assertEquals(LrMath.GRID.valid() & ~excluded, seen);
    }

    @Test
    void extraWildStopsAtFifteenWildsOnTheReels() {
        // given 12 Wilds: one Extra Wild brings 15, then Extra Wild cannot activate
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000", "features.kindWeights", "1,1000000,0",
                "features.maxInstances", "2");
        Board b = board(
                "WWa.W",
                "WWa..",
                "WWa..",
                "WWa..",
                "WWa.W");
        RecordingRng rec = new RecordingRng(new ScriptedRng(SeededStreams.single(9)).then(HIT, 1).then(0, 0, 0).then(HIT, 0, 0));
        LostRelicsOutcome o = g.playFrom(1, b, rec);
        assertEquals(List.of(LrFeature.Kind.EXTRA_WILD, LrFeature.Kind.COIN_WIN), kinds(o));
        assertEquals(15, Long.bitCount(o.main().board().maskOf(LrSymbols.WILD)));
        // the second kind draw offered Coin Win alone
        int[] bounds = rec.record().bounds();
        assertEquals(1, bounds[6]);
    }

    @Test
    void extraWildCannotActivateWithThirteenWilds() {
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000", "features.kindWeights", "1,1000000,0",
                "features.maxInstances", "1");
        Board b = board(
                "WWa.W",
                "WWa..",
                "WWa.W",
                "WWa..",
                "WWa.W");
        RecordingRng rec = new RecordingRng(new ScriptedRng().then(HIT, 0, 0));
        LostRelicsOutcome o = g.playFrom(1, b, rec);
        assertEquals(List.of(LrFeature.Kind.COIN_WIN), kinds(o));
        assertEquals(1, rec.record().bounds()[1]);
    }

    @Test
    void wildsOfExtraWildMayCompleteAClusterWhoseSymbolsHideFurtherFeatures() {
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "500000", "features.kindWeights", "1,1000000,0");
        // 6 hearts win; 5 spades wait for a Wild
        Board b = board(
                ".....",
                "bb...",
                "bbb..",
                "....a",
                "aaaaa");
        ScriptedRng rng = new ScriptedRng()
                .then(HIT, 1, 3, 17, 16)              // heart (0,0): Extra Wild on (0,4), (4,4), (4,3)
                .then(MISS, MISS, MISS, MISS, MISS)   // the other hearts hide nothing
                .then(HIT, 0, 0)                      // spade (0,2), now winning, hides a Coin Win
                .then(MISS, MISS, MISS, MISS);        // the other spades hide nothing
        LostRelicsOutcome o = g.playFrom(1, b, rng);
        assertEquals(0, rng.remaining());
        assertEquals(List.of(LrFeature.Kind.EXTRA_WILD, LrFeature.Kind.COIN_WIN), kinds(o));
        assertEquals(cells(0, 4, 4, 4, 4, 3), o.main().features().get(0).wildCells());
        assertEquals(cell(0, 2), o.main().features().get(1).cell());
        assertEquals(LrSymbols.SPADE, o.main().features().get(1).symbol());
        List<LrClusterWin> c = o.main().clusters();
        assertEquals(2, c.size());
        assertEquals(LrSymbols.SPADE, c.get(1).symbol());
        assertEquals(6, c.get(1).size());
        assertEquals(g.math().pay(LrSymbols.HEART, 6) + g.math().pay(LrSymbols.SPADE, 6), o.base());
    }

    @Test
    void aLosingSpinRevealsNoFeature() {
        LostRelics g = LrBoards.game("features.hiddenChancePpm", "1000000");
        LostRelicsOutcome o = g.playFrom(1, board(".....", ".....", ".....", ".....", "....."), new ScriptedRng());
        assertEquals(List.of(), o.main().features());
    }
}
