package io.opencab.app.cabinet;

import io.opencab.app.cabinet.round.BetSelection;
import io.opencab.app.cabinet.state.GameChoice;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Issue 24: the bet level is kept per game, switching games never raises the bet, MAX BET fits the credits. */
class BetSelectionTest {
    private static final GameChoice TWENTY = new GameChoice("a", "A", List.of(1, 2, 5, 10), 20, 960_000);
    private static final GameChoice FORTY = new GameChoice("b", "B", List.of(1, 2, 5, 10), 40, 960_000);

    @Test
    void aGameNeverPlayedStartsAtItsLowestLevel() {
        BetSelection bets = new BetSelection();

        assertEquals(1, bets.level(TWENTY));
    }

    @Test
    void aGameKeepsTheLevelChosenInIt() {
        BetSelection bets = new BetSelection();
        bets.choose(TWENTY, 5);
        bets.choose(FORTY, 2);

        assertEquals(5, bets.level(TWENTY));
        assertEquals(2, bets.level(FORTY));
    }

    @Test
    void enteringAGameWhoseLevelsCostMoreLowersItsLevelToTheBetLeft() {
        BetSelection bets = new BetSelection();
        bets.choose(FORTY, 10);

        int level = bets.entering(FORTY, 200);

        assertEquals(5, level);
        assertEquals(200, FORTY.bet(level));
    }

    @Test
    void enteringAGameNeverRaisesTheBetAboveTheGameLeft() {
        BetSelection bets = new BetSelection();
        bets.choose(FORTY, 10);

        int level = bets.entering(FORTY, 100);

        assertEquals(2, level);
        assertEquals(80, FORTY.bet(level));
    }

    @Test
    void enteringAGameKeepsItsOwnLowerLevel() {
        BetSelection bets = new BetSelection();
        bets.choose(TWENTY, 1);

        assertEquals(1, bets.entering(TWENTY, 400));
    }

    @Test
    void enteringAGameWhoseLowestBetIsAboveTheBetLeftUsesItsLowest() {
        BetSelection bets = new BetSelection();

        assertEquals(1, bets.entering(FORTY, 20));
    }

    @Test
    void largestAffordableIsTheHighestLevelTheCreditsCover() {
        assertEquals(OptionalInt.of(5), BetSelection.largestAffordable(FORTY, 399));
        assertEquals(OptionalInt.of(10), BetSelection.largestAffordable(FORTY, 400));
    }

    @Test
    void largestAffordableIsEmptyBelowTheLowestBet() {
        assertEquals(OptionalInt.empty(), BetSelection.largestAffordable(FORTY, 39));
    }

    @Test
    void aLevelTheGameDoesNotOfferIsRefused() {
        BetSelection bets = new BetSelection();

        assertThrows(IllegalArgumentException.class, () -> bets.choose(TWENTY, 3));
    }
}
