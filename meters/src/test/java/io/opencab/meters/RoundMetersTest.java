package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.meters.MeterException.Kind;
import org.junit.jupiter.api.Test;

/** Meter movements of the round lifecycle: decide, presented, paid. */
class RoundMetersTest extends CreditedStore {
    RoundMetersTest() {
        super(10); // 1,000 credits
    }

    @Test
    void decideDeductsTheBetAndCountsCoinInAndGamesPlayedInEveryScopeAndPerGame() {
        JournalEntry e = s.decide(Fixture.round(s, 50, 0));

        MeterSnapshot m = s.meters();
        assertEquals(950, m.credits());
        for (Scope scope : Scope.values()) {
            assertEquals(50, m.get(scope, Meter.COIN_IN), scope.name());
            assertEquals(1, m.get(scope, Meter.GAMES_PLAYED), scope.name());
            assertEquals(50, m.game(scope, "christmas-tree", GameMeter.COIN_IN), scope.name());
            assertEquals(1, m.game(scope, "christmas-tree", GameMeter.GAMES_PLAYED), scope.name());
        }
        assertEquals(RoundState.DECIDED, e.state());
        assertEquals(1000, e.creditsBefore());
        assertEquals(e, s.roundInProgress().orElseThrow());
    }

    @Test
    void decideRefusesABetAboveTheCreditMeterAndChangesNothing() {
        MeterSnapshot before = s.meters();

        MeterException ex = assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 1001, 0)));

        assertEquals(Kind.INSUFFICIENT_CREDITS, ex.kind());
        assertEquals(before, s.meters());
        assertTrue(s.recall(10).isEmpty());
    }

    @Test
    void decideRefusesWhileARoundIsInProgress() {
        s.decide(Fixture.round(s, 10, 0));

        MeterException ex = assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 10, 0)));

        assertEquals(Kind.ILLEGAL_STATE, ex.kind());
        assertEquals(1, s.recall(10).size());
    }

    @Test
    void decideRefusesCreditsBeforeThatAreNotTheCreditMeter() {
        RoundDecision wrong = new RoundDecision("christmas-tree", 1, 10, 999, "{}", "", 0, Fixture.VERSIONS);

        MeterException ex = assertThrows(MeterException.class, () -> s.decide(wrong));

        assertEquals(Kind.ILLEGAL_STATE, ex.kind());
    }

    @Test
    void paidCreditsTheWinAndCountsCoinOutAndGamesWon() {
        JournalEntry paid = Fixture.play(s, 50, 200);

        MeterSnapshot m = s.meters();
        assertEquals(1150, m.credits());
        assertEquals(200, m.get(Meter.COIN_OUT));
        assertEquals(200, m.get(Meter.TOTAL_WON));
        assertEquals(1, m.get(Meter.GAMES_WON));
        assertEquals(0, m.get(Meter.GAMES_LOST));
        assertEquals(200, m.game(Scope.PERIOD, "christmas-tree", GameMeter.COIN_OUT));
        assertEquals(1, m.game(Scope.LIFETIME, "christmas-tree", GameMeter.GAMES_WON));
        assertEquals(RoundState.PAID, paid.state());
        assertEquals(1150, paid.creditsAfter());
        assertTrue(s.roundInProgress().isEmpty());
    }

    @Test
    void aRoundWithoutWinCountsAsLost() {
        Fixture.play(s, 50, 0);

        MeterSnapshot m = s.meters();
        assertEquals(0, m.get(Meter.GAMES_WON));
        assertEquals(1, m.get(Meter.GAMES_LOST));
        assertEquals(1, m.game(Scope.LIFETIME, "christmas-tree", GameMeter.GAMES_LOST));
        assertEquals(0, m.get(Meter.COIN_OUT));
    }

    @Test
    void aRoundIsPaidExactlyOnce() {
        JournalEntry e = Fixture.play(s, 50, 200);
        MeterSnapshot after = s.meters();

        MeterException ex = assertThrows(MeterException.class, () -> s.paid(e.roundId()));

        assertEquals(Kind.ILLEGAL_STATE, ex.kind());
        assertEquals(after, s.meters());
    }

    @Test
    void aRoundIsPaidOnlyAfterItWasPresented() {
        JournalEntry e = s.decide(Fixture.round(s, 50, 200));

        MeterException ex = assertThrows(MeterException.class, () -> s.paid(e.roundId()));

        assertEquals(Kind.ILLEGAL_STATE, ex.kind());
        assertEquals(950, s.credits());
    }

    @Test
    void presentingTwiceIsHarmless() {
        JournalEntry e = s.decide(Fixture.round(s, 50, 200));
        JournalEntry first = s.presented(e.roundId());

        JournalEntry second = s.presented(e.roundId());

        assertEquals(first, second);
        assertEquals(RoundState.PRESENTED, second.state());
    }

    @Test
    void aJackpotAtTheHandpayLimitWaitsForAnAttendantAndNeverTouchesTheCreditMeter() {
        JournalEntry e = s.decide(Fixture.round(s, 100, Fixture.HANDPAY_LIMIT));
        s.presented(e.roundId());

        JournalEntry pending = s.paid(e.roundId());

        assertEquals(RoundState.HANDPAY_PENDING, pending.state());
        assertEquals(900, s.credits());
        HandpayRecord h = s.pendingHandpay().orElseThrow();
        assertEquals(HandpayRecord.Kind.JACKPOT, h.kind());
        assertEquals(Fixture.HANDPAY_LIMIT, h.amount());
        assertEquals(0, s.meters().get(Meter.JACKPOT));
        assertThrows(MeterException.class, () -> s.decide(Fixture.round(s, 10, 0)));
    }

    @Test
    void anAttendantPaysTheJackpotOnceOnTheJackpotMeters() {
        JournalEntry e = s.decide(Fixture.round(s, 100, 150_000));
        s.presented(e.roundId());
        s.paid(e.roundId());
        HandpayRecord h = s.pendingHandpay().orElseThrow();

        HandpayRecord paid = s.handpayPaid(h.handpayId(), "attendant-7");

        MeterSnapshot m = s.meters();
        assertTrue(paid.paid());
        assertEquals("attendant-7", paid.attendant());
        assertEquals(900, m.credits());
        assertEquals(150_000, m.get(Meter.JACKPOT));
        assertEquals(150_000, m.get(Meter.TOTAL_WON));
        assertEquals(150_000, m.get(Meter.TOTAL_HANDPAID));
        assertEquals(0, m.get(Meter.COIN_OUT));
        assertEquals(1, m.get(Meter.GAMES_WON));
        assertEquals(150_000, m.game(Scope.LIFETIME, "christmas-tree", GameMeter.JACKPOT));
        assertEquals(RoundState.PAID, s.round(e.roundId()).orElseThrow().state());
        MeterException again = assertThrows(MeterException.class, () -> s.handpayPaid(h.handpayId(), "attendant-7"));
        assertEquals(Kind.ILLEGAL_STATE, again.kind());
        assertEquals(m, s.meters());
    }

    @Test
    void aWinJustBelowTheLimitIsPaidToTheCreditMeter() {
        JournalEntry e = s.decide(Fixture.round(s, 100, Fixture.HANDPAY_LIMIT - 1));
        s.presented(e.roundId());

        assertEquals(RoundState.PAID, s.paid(e.roundId()).state());
        assertEquals(900 + Fixture.HANDPAY_LIMIT - 1, s.credits());
    }

    @Test
    void badDecisionsAreRefusedWithClearErrors() {
        assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
            () -> new RoundDecision("", 1, 10, 0, "{}", "", 0, Fixture.VERSIONS)).kind());
        assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
            () -> new RoundDecision("g|x", 1, 10, 0, "{}", "", 0, Fixture.VERSIONS)).kind());
        assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
            () -> new RoundDecision("g", 1, 0, 0, "{}", "", 0, Fixture.VERSIONS)).kind());
        assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
            () -> new RoundDecision("g", 1, 10, 0, "{}", "", -1, Fixture.VERSIONS)).kind());
        assertEquals(Kind.INVALID_ARGUMENT, assertThrows(MeterException.class,
            () -> new RoundDecision("g", 1, 10, 0, " ", "", 0, Fixture.VERSIONS)).kind());
        assertFalse(s.recall(1).size() > 0);
    }
}
