package io.opencab.engine.games.cooljewels;

import static io.opencab.engine.games.cooljewels.CjFixture.GAME;
import static io.opencab.engine.games.cooljewels.CjFixture.board;
import static io.opencab.engine.games.cooljewels.CjFixture.drawOrder;
import static io.opencab.engine.games.cooljewels.CjRoundTest.QUIET;
import static io.opencab.engine.games.cooljewels.CjRoundTest.TRIGGER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.api.Test;

/**
 * The retrigger (rule sheet: "Land four or more Bonus symbols during the feature to win even more
 * free games - the amount awarded is the same as the triggering conditions above"): a free game
 * counts the Bonus symbols that land in it, on its drawn board and in its refills
 * (docs/par/cool-jewels.md, D14); the base game still counts the Bonus symbols it destroys.
 */
class CjRetriggerTest {
    /**
     * Free game 9 of round 1926 (counted from 0) of seed 550919 under the math before this rule:
     * four Bonus land on the drawn board, none is destroyed; its one cascade (six b) refills "adhXff".
     */
    static final String[] AUDIT_EXAMPLE = {
            "hcbBKc",
            "fBcbBh",
            "abbbcb",
            "dbbfBa",
            "cdhdbe",
            "hcaKXh"};

    @Test
    void fourBonusLandedInAFreeGameAwardEightMoreThoughNoneIsDestroyed() {
        // given a trigger of 8 free games whose first is the audit's example, then quiet games
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).base("abcd");
        rng.free(drawOrder(AUDIT_EXAMPLE)).free("adhXff");
        for (int i = 1; i < 16; i++) {
            rng.free(drawOrder(QUIET));
        }
        // when the round is played
        CoolJewelsOutcome o = GAME.playFrom(1, TRIGGER, rng);
        // then the example's free game awards 8 more: 16 free games in all
        CjGame example = o.freeGames().getFirst();
        assertEquals(1, example.cascades());
        assertEquals(0, example.bonus());
        assertEquals(4, example.landed());
        assertEquals(8, example.awarded());
        assertEquals(16, o.freeGamesAwarded());
        assertEquals(16, o.freeGames().size());
        assertEquals(1, o.featureCount(CoolJewelsOutcome.Feature.RETRIGGER.ordinal()));
        assertEquals(0, rng.remaining());
    }

    @Test
    void bonusLandingInARefillCountsWithTheDrawnBoards() {
        // given a free game with two Bonus apart on its board and a g group whose refill brings two more
        Board b = board(
                "ggggef",
                "cdefab",
                "efabcd",
                "abcdef",
                "cdefaB",
                "Bfabcd");
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).free("BaBc");
        // when it is played
        CjGame g = GAME.playGame(1, true, b, 0, 0, 0, rng);
        // then 2 + 2 landed, none destroyed: 8 free games
        assertEquals(1, g.cascades());
        assertEquals(0, g.bonus());
        assertEquals(4, g.landed());
        assertEquals(8, g.awarded());
        assertEquals(0, rng.remaining());
    }

    @Test
    void aDestroyedBonusCountsOnceAsLanded() {
        // given a free game whose four Bonus form a group and whose refill brings a fifth
        CjFixture.SymbolRng rng = new CjFixture.SymbolRng(GAME, null).free("Babc");
        // when it is played
        CjGame g = GAME.playGame(1, true, TRIGGER, 0, 0, 0, rng);
        // then five landed (four of them destroyed): 10 free games, not 8
        assertEquals(4, g.bonus());
        assertEquals(5, g.landed());
        assertEquals(GAME.math().award(5), g.awarded());
        assertEquals(10, g.awarded());
    }

    @Test
    void threeLandedBonusAwardNothing() {
        Board b = board(
                "Bbcdef",
                "cdefab",
                "efaBcd",
                "abcdef",
                "cdefab",
                "efabcB");
        CjGame g = GAME.playGame(1, true, b, 0, 0, 0, new CjFixture.SymbolRng(GAME, null));
        assertEquals(3, g.landed());
        assertEquals(0, g.awarded());
    }

    @Test
    void theBaseGameStillTriggersOnDestroyedBonusOnly() {
        // given a base board with four Bonus apart, none in a group
        Board b = board(
                "Bbcdef",
                "cdefab",
                "efaBcd",
                "abcdef",
                "Bdefab",
                "efabcB");
        // when the round is played
        CoolJewelsOutcome o = GAME.playFrom(1, b, new CjFixture.SymbolRng(GAME, null));
        // then four landed but none was destroyed: no free games ("Destroying four or more ... will trigger")
        assertEquals(4, o.base().landed());
        assertEquals(0, o.base().awarded());
        assertTrue(o.freeGames().isEmpty());
    }

    @Test
    void theLandedCountIsTheDrawnBoardPlusEveryRefillToTheCascadeLimit() {
        // given free reels of nearly one jewel with some Bonus, so free games run to the 30-cascade
        // limit and Bonus land in their refills, the last refill included
        CoolJewels game = CjFixture.game("reel.free", "1000,1,1,1,1,1,1,1,0,40,0,0,0,0");
        GameRng rng = SeededStreams.single(5);
        int games = 0;
        int limited = 0;
        for (int i = 0; i < 40; i++) {
            CjGame g = game.playGame(1, true, drawnFree(game, rng), 0, 0, 0, rng);
            // then the count equals the one read off the boards, and the award follows it
            assertEquals(landedFromBoards(g), g.landed());
            assertEquals(game.math().award(g.landed()), g.awarded());
            games++;
            limited += g.cascadeLimited() ? 1 : 0;
        }
        assertEquals(40, games);
        assertTrue(limited > 0, "some free games reached the cascade limit");
    }

    @Test
    void freeGamesOfSeededRoundsAwardByTheirLandedBonus() {
        // given seeded rounds of the shipped math until 200 free games have been played
        GameRng rng = SeededStreams.single(550919);
        int checked = 0;
        int awardedWithoutFourDestroyed = 0;
        while (checked < 200) {
            for (CjGame g : GAME.play(1, rng).freeGames()) {
                // then every free game's count is read off its boards, and its award follows it
                assertEquals(landedFromBoards(g), g.landed());
                assertEquals(GAME.math().award(g.landed()), g.awarded());
                awardedWithoutFourDestroyed += g.awarded() > 0 && g.bonus() < 4 ? 1 : 0;
                checked++;
            }
        }
        assertTrue(awardedWithoutFourDestroyed > 0, "some free game retriggered without destroying four Bonus");
    }

    /** A free game's drawn board from {@code rng}, as the round draws it. */
    private static Board drawnFree(CoolJewels game, GameRng rng) {
        byte[] cells = new byte[36];
        for (int c = 0; c < 6; c++) {
            for (int r = 0; r < 6; r++) {
                cells[c * 6 + r] = (byte) game.math().reel(true, c == 0 || c == 5 ? 0 : 1).pick(rng);
            }
        }
        return Board.of(CjFixture.SHAPE, cells);
    }

    /** Bonus on the drawn board plus, for each cascade, those on the board after it that were not there before it. */
    static int landedFromBoards(CjGame g) {
        int landed = bonus(g.drawn());
        Board before = g.drawn();
        for (CjEvaluation e : g.evaluations()) {
            landed += bonus(e.after()) - (bonus(before) - e.bonus());
            before = e.after();
        }
        return landed;
    }

    private static int bonus(Board b) {
        return Long.bitCount(b.maskOf(CjSymbols.BONUS));
    }
}
