package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjFixture.GAME;
import static io.opencab.engine.games.cooljewels.CjFixture.board;
import static io.opencab.engine.games.cooljewels.CjFixture.drawOrder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.api.Test;

/** Whole games and rounds: the meter across cascades, the cascade limit, the cap, free games and the guarantee. */
class CjRoundTest {
    static final String[] QUIET = {
            "abcdef",
            "cdefab",
            "efabcd",
            "abcdef",
            "cdefab",
            "efabcd"};
    /** A quiet board with four Bonus across the top, which refills "abcd" restore. */
    static final Board TRIGGER = board(
            "BBBBef",
            "cdefab",
            "efabcd",
            "abcdef",
            "cdefab",
            "efabcd");

    @Test
    void theMeterKeepsCountingAcrossCascadesOfOneGame() {
        // given a g group whose refill forms an h group
        Board b = board(
                "ggggef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd");
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).base("hhhh").base("abcd");
        CjGame g = GAME.playGame(1, false, b, 0, 0, 0, rng);
        assertEquals(2, g.cascades());
        // then the second cascade's symbols light slices 5..8
        assertEquals(5, g.evaluations().get(1).pays().getFirst().slice());
        assertEquals(8, g.evaluations().get(1).pays().getLast().slice());
        assertEquals(0, rng.remaining());
        assertEquals(board(QUIET), g.last());
    }

    @Test
    void aGameStopsAtThirtyCascades() {
        // given reels that are nearly all one jewel, so every refill wins again
        CoolJewels game = CjFixture.game("reel.base", "1000,1,1,1,1,1,1,1,0,0,0,0,0,0");
        CoolJewelsOutcome o = game.play(1, SeededStreams.single(3));
        assertEquals(30, o.base().cascades());
        assertTrue(o.base().cascadeLimited());
        assertEquals(1, o.featureCount(CoolJewelsOutcome.Feature.CASCADE_LIMIT.ordinal()));
        // the meter reached section 12
        assertEquals(12, o.base().evaluations().getLast().pays().getLast().section());
    }

    @Test
    void aRoundsWinIsNotCapped() {
        // given meter values that pay 10,000 x the bet for one group (the rule sheet names no cap)
        CoolJewels game = CjFixture.game("meter.values",
                "99999,99999,99999,99999,99999,99999,99999,99999,99999,99999,99999,100000");
        Board b = board(
                "ggggef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefab",
                "efabcd");
        CoolJewelsOutcome o = game.playFrom(1, b, new CjFixture.SymbolRng(game, null).base("hhhh").base("abcd"));
        // then the whole win is paid
        assertFalse(o.capped());
        assertEquals(2, o.base().cascades());
        assertEquals(8 * 99999, o.totalWin());
        assertEquals(0, game.info().capX());
    }

    @Test
    void fourBonusAwardEightFreeGamesAndTheGuaranteeTopsUpToTenBets() {
        // given a trigger paying 4 credits and eight free games that win nothing
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).base("abcd");
        for (int i = 0; i < 8; i++) {
            rng.free(drawOrder(QUIET));
        }
        CoolJewelsOutcome o = GAME.playFrom(1, TRIGGER, rng);
        assertEquals(4, o.base().bonus());
        assertEquals(8, o.base().awarded());
        assertEquals(8, o.freeGames().size());
        assertEquals(8, o.freeGamesAwarded());
        long basePay = 4 * GAME.math().meterValue(1);
        assertEquals(new CjGuarantee(basePay, 0, 400, 400 - basePay), o.guarantee());
        assertEquals(400, o.totalWin());
        assertEquals(400 - basePay, o.sourceWin(CoolJewelsOutcome.Source.GUARANTEE.ordinal()));
        assertEquals(1, o.featureCount(CoolJewelsOutcome.Feature.GUARANTEE_TOP_UP.ordinal()));
        assertEquals(0, rng.remaining());
    }

    @Test
    void theGuaranteeCountsTheInitiatingScatterPayAndTheFreeGamesOnly() {
        // given a trigger whose first evaluation destroys four Bonus (top row, slices 1-4) and a
        // g group (slices 5-8), then eight free games that win nothing
        Board b = board(
                "BBBBef",
                "cdefab",
                "efabcd",
                "ggggef",
                "cdefab",
                "efabcd");
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).base("ac" + "bd" + "ce" + "df");
        for (int i = 0; i < 8; i++) {
            rng.free(drawOrder(QUIET));
        }
        CoolJewelsOutcome o = GAME.playFrom(1, b, rng);
        assertEquals(1, o.base().cascades());
        long v1 = GAME.math().meterValue(1);
        long v2 = GAME.math().meterValue(2);
        assertEquals(6 * v1 + 2 * v2, o.base().win());
        // then only the Bonus symbols' pays (the initiating scatter pay) count toward the 10 x bet
        long scatterPay = 4 * v1;
        assertEquals(new CjGuarantee(scatterPay, 0, 400, 400 - scatterPay), o.guarantee());
        assertEquals(o.base().win() + 400 - scatterPay, o.totalWin());
        assertEquals(400 - scatterPay, o.sourceWin(CoolJewelsOutcome.Source.GUARANTEE.ordinal()));
        assertEquals(0, rng.remaining());
    }

    @Test
    void freeGamesUseTheTriggeringBetAndStartTheirOwnMeter() {
        // given a free game whose board holds a g group, at bet level 5
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).base("abcd");
        rng.free(drawOrder("ggggef", "cdefab", "efabcd", "abcdef", "cdefab", "efabcd")).free("abcd");
        for (int i = 1; i < 8; i++) {
            rng.free(drawOrder(QUIET));
        }
        CoolJewelsOutcome o = GAME.playFrom(5, TRIGGER, rng);
        CjPay first = o.freeGames().getFirst().evaluations().getFirst().pays().getFirst();
        assertEquals(1, first.slice());
        assertEquals(GAME.math().meterValue(1) * 5, first.pay());
        assertEquals(10 * 200, o.totalWin());
    }

    @Test
    void fourBonusInAFreeGameAwardMoreGames() {
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).base("abcd");
        rng.free(drawOrder("BBBBef", "cdefab", "efabcd", "abcdef", "cdefab", "efabcd")).free("abcd");
        for (int i = 1; i < 16; i++) {
            rng.free(drawOrder(QUIET));
        }
        CoolJewelsOutcome o = GAME.playFrom(1, TRIGGER, rng);
        assertEquals(16, o.freeGames().size());
        assertEquals(16, o.freeGamesAwarded());
        assertEquals(8, o.freeGames().getFirst().awarded());
        assertEquals(1, o.featureCount(CoolJewelsOutcome.Feature.RETRIGGER.ordinal()));
        assertEquals(0, rng.remaining());
    }

    @Test
    void theTopUpIsTheShortfallOfTheWholeFeature() {
        // given a trigger whose refill wins again, then random draws
        CoolJewelsOutcome o = GAME.playFrom(1, TRIGGER, new CjFixture.SymbolRng(GAME, SeededStreams.single(11)).base("gggg"));
        CjGuarantee g = o.guarantee();
        long scatterPay = o.base().evaluations().stream().flatMap(e -> e.pays().stream())
                .filter(p -> p.symbol() == CjSymbols.BONUS).mapToLong(CjPay::pay).sum();
        assertEquals(scatterPay, g.initiatingPay());
        assertEquals(o.freeGames().stream().mapToLong(CjGame::win).sum(), g.freeGamesPay());
        assertEquals(Math.max(0, g.floor() - g.initiatingPay() - g.freeGamesPay()), g.topUp());
        assertEquals(g.topUp(), o.sourceWin(CoolJewelsOutcome.Source.GUARANTEE.ordinal()));
    }

    @Test
    void noFreeGamesNoGuarantee() {
        CoolJewelsOutcome o = GAME.playFrom(1, board(QUIET), new CjFixture.SymbolRng(GAME, null));
        assertNull(o.guarantee());
        assertEquals(0, o.totalWin());
        assertFalse(o.capped());
        assertEquals(0, o.base().cascades());
    }

    @Test
    void freeGamesStopAtTheDocumentedLimit() {
        // given free reels full of Bonus, so every free game retriggers, and a limit of 20
        CoolJewels game = CjFixture.game("reel.free", "10,10,10,10,10,10,10,10,0,1000,0,0,0,0", "free.maxGames", "20");
        CoolJewelsOutcome o = game.playFrom(1, TRIGGER, new CjFixture.SymbolRng(game, SeededStreams.single(2)).base("abcd"));
        assertEquals(20, o.freeGames().size());
        assertTrue(o.freeGamesAwarded() > 20);
        assertEquals(1, o.featureCount(CoolJewelsOutcome.Feature.FREE_GAMES_LIMIT.ordinal()));
    }
}
