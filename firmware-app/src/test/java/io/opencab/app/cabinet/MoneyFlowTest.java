package io.opencab.app.cabinet;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.HandpayView;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.RoundState;
import io.opencab.meters.Scope;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bills, bets, wins, cash-outs and handpays: where every credit goes, and that it goes once. */
class MoneyFlowTest {
    @TempDir
    Path dir;
    Fixture f;

    @BeforeEach
    void start() {
        f = new Fixture(dir);
        f.start();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void aBillIsCreditedWhenStacked() {
        f.bill(2000);

        assertEquals(2000, f.state().credits());
        MeterSnapshot m = f.meters();
        assertEquals(2000, m.credits());
        assertEquals(2000, m.get(Meter.BILLS_IN_CREDITS));
        assertEquals(1, m.billCount(Scope.LIFETIME, 2000));
        assertTrue(f.cabinet.meterReport().auditHolds());
    }

    @Test
    void theBetIsDeductedAndJournaledBeforeTheRoundIsShown() {
        f.bill(500);

        ActionResult r = f.spin(120);

        assertTrue(r.accepted(), r.message());
        assertEquals(StateKind.PRESENTING, r.state().kind());
        assertEquals(490, r.state().credits(), "bet of 10 off at round start");
        assertEquals(490, f.meters().credits());
        assertEquals(10, f.meters().get(Meter.COIN_IN));
        JournalEntry e = f.cabinet.call(m -> m.money.with(s -> s.roundInProgress())).orElseThrow();
        assertEquals(RoundState.PRESENTED, e.state());
        assertEquals(r.state().round().orElseThrow().outcomeJson(), e.outcomeJson());
        assertEquals(120, e.win());
        assertEquals(0, r.state().lastWin(), "not won until paid");
    }

    @Test
    void theWinIsCreditedWhenTheRoundIsPaidAndOnlyOnce() {
        f.bill(500);
        ActionResult spun = f.spin(120);
        long id = spun.state().round().orElseThrow().roundId();

        ActionResult paid = f.act(new Action.PresentationDone(id));
        ActionResult again = f.act(new Action.PresentationDone(id));

        assertTrue(paid.accepted());
        assertEquals(StateKind.PAID, paid.state().kind());
        assertEquals(610, paid.state().credits());
        assertEquals(120, paid.state().lastWin());
        assertFalse(again.accepted());
        assertEquals(610, f.meters().credits());
        assertEquals(120, f.meters().get(Meter.COIN_OUT));
        assertEquals(1, f.meters().get(Meter.GAMES_WON));
    }

    @Test
    void spinDuringThePresentationSkipsToTheEndAndPays() {
        f.bill(500);
        f.spin(40);

        ActionResult r = f.act(new Action.Spin());

        assertTrue(r.accepted(), r.message());
        assertEquals(StateKind.PAID, r.state().kind());
        assertEquals(530, r.state().credits());
    }

    @Test
    void aRoundNeedsCreditsForItsBet() {
        f.bill(100);
        f.act(new Action.MaxBet());
        f.play(0);
        f.play(20);

        ActionResult r = f.spin(0);

        assertFalse(r.accepted());
        assertEquals("bet 0.50 USD is more than your credits 0.20 USD: lower the bet or insert a bill", r.message());
        assertEquals(2, f.meters().get(Meter.GAMES_PLAYED));
        assertEquals(20, f.meters().credits());
    }

    @Test
    void maxBetSelectsTheLargestBetTheCreditsCoverAndSaysSo() {
        f.bill(100);
        f.play(0);
        f.play(0);
        f.play(0);
        f.play(0);
        f.play(0);
        f.play(0);
        f.play(0);

        ActionResult r = f.act(new Action.MaxBet());

        assertTrue(r.accepted(), r.message());
        assertEquals(20, r.state().bet());
        assertEquals("bet 0.20 USD, the most your credits 0.30 USD cover (max bet 0.50 USD)", r.message());
    }

    @Test
    void maxBetWithCreditsBelowTheLowestBetChangesNothing() {
        ActionResult r = f.act(new Action.MaxBet());

        assertFalse(r.accepted());
        assertEquals(10, r.state().bet());
        assertEquals("the lowest bet 0.10 USD is more than your credits 0.00 USD: insert a bill", r.message());
    }

    @Test
    void maxBetWithCreditsForTheLargestBetSelectsIt() {
        f.bill(100);

        ActionResult r = f.act(new Action.MaxBet());

        assertTrue(r.accepted(), r.message());
        assertEquals(50, r.state().bet());
    }

    @Test
    void betLevelsStepWithinTheConfiguredLevels() {
        assertEquals(10, f.state().bet());
        assertFalse(f.act(new Action.BetDown()).accepted());
        assertEquals(20, f.act(new Action.BetUp()).state().bet());
        assertEquals(50, f.act(new Action.BetUp()).state().bet());
        assertFalse(f.act(new Action.BetUp()).accepted());
        assertFalse(f.act(new Action.SetBetLevel(3)).accepted(), "level 3 is not offered");
        assertEquals(10, f.act(new Action.SetBetLevel(1)).state().bet());
    }

    @Test
    void aWinAtTheHandpayLimitLocksUpAsAJackpotUntilKeyedOff() {
        f.bill(500);

        ActionResult r = f.play(50_000);

        assertEquals(StateKind.HANDPAY_PENDING, r.state().kind());
        HandpayView h = r.state().handpay().orElseThrow();
        assertTrue(h.jackpot());
        assertEquals(50_000, h.credits());
        assertEquals(490, r.state().credits(), "a jackpot never reaches the credit meter");
        assertFalse(f.act(new Action.Spin()).accepted());
        assertFalse(r.state().acceptingBills());

        f.login(Fixture.ATTENDANT_PIN);
        ActionResult off = f.act(new Action.KeyOffHandpay());
        f.logout();

        assertTrue(off.accepted(), off.message());
        assertEquals(StateKind.IDLE, f.state().kind());
        MeterSnapshot m = f.meters();
        assertEquals(490, m.credits());
        assertEquals(50_000, m.get(Meter.JACKPOT));
        assertEquals(50_000, m.get(Meter.TOTAL_HANDPAID));
        assertEquals(0, m.get(Meter.COIN_OUT));
        assertTrue(f.cabinet.meterReport().auditHolds());
    }

    @Test
    void aWinJustBelowTheLimitIsCredited() {
        f.bill(500);

        ActionResult r = f.play(49_999);

        assertEquals(StateKind.PAID, r.state().kind());
        assertEquals(50_489, r.state().credits());
    }

    @Test
    void cashOutIsACancelledCreditHandpayClearedByAnAttendant() {
        f.bill(2000);
        f.play(15);

        ActionResult r = f.act(new Action.CashOut());

        assertEquals(StateKind.HANDPAY_PENDING, r.state().kind());
        HandpayView h = r.state().handpay().orElseThrow();
        assertFalse(h.jackpot());
        assertEquals(2005, h.credits());
        assertEquals(2005, h.cents());
        assertTrue(f.cabinet.devices().tower().handpay(), "the tower light calls an attendant");

        f.login(Fixture.ATTENDANT_PIN);
        assertTrue(f.act(new Action.KeyOffHandpay()).accepted());
        f.logout();

        assertEquals(0, f.state().credits());
        assertFalse(f.cabinet.devices().tower().handpay());
        MeterSnapshot m = f.meters();
        assertEquals(0, m.credits());
        assertEquals(2005, m.get(Meter.HANDPAID_CANCELLED_CREDITS));
        assertEquals(2005, m.get(Meter.CANCELLED_CREDITS));
        assertTrue(f.cabinet.meterReport().auditHolds());
    }

    @Test
    void nothingToCashOutIsRefused() {
        ActionResult r = f.act(new Action.CashOut());

        assertFalse(r.accepted());
        assertEquals(StateKind.IDLE, r.state().kind());
    }

    @Test
    void theCreditLimitStopsBillsThatWouldPassIt() {
        f.close();
        f.creditLimit = 3_000;
        f.start();
        f.bill(2000);

        ActionResult big = f.act(new Action.InsertBill(2000));
        assertFalse(big.accepted(), "2,000 more would pass 3,000");
        f.bill(1000);
        assertEquals(3000, f.state().credits());
        assertFalse(f.state().acceptingBills(), "at the limit the validator is inhibited");
        assertFalse(f.act(new Action.InsertBill(100)).accepted());
        assertEquals(3000, f.meters().credits());

        f.act(new Action.MaxBet());
        f.play(0);
        assertFalse(f.state().acceptingBills(), "room for 50 credits: no bill fits");
        f.play(0);
        assertTrue(f.state().acceptingBills(), "room for 100 credits: a $1 bill fits again");
        assertFalse(f.act(new Action.InsertBill(500)).accepted(), "a $5 bill still does not");
        f.bill(100);
    }

    @Test
    void winsMayTakeCreditsPastTheLimitButBillsStop() {
        f.close();
        f.creditLimit = 1_000;
        f.start();
        f.bill(500);

        f.play(2_000);

        assertEquals(2_490, f.state().credits());
        assertFalse(f.state().acceptingBills());
    }

    @Test
    void aPresentationThatNeverEndsIsPaidAtTheTimeout() throws Exception {
        f.close();
        f.presentationTimeout = Duration.ofMillis(200);
        f.start();
        f.bill(500);
        f.spin(25);

        long end = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (f.state().kind() != StateKind.PAID && System.nanoTime() < end) {
            Thread.sleep(20);
        }

        assertEquals(StateKind.PAID, f.state().kind());
        assertEquals(515, f.meters().credits());
    }

    @Test
    void serviceCallTogglesTheTowerLight() {
        assertTrue(f.act(new Action.ServiceCall()).state().serviceCall());
        assertTrue(f.cabinet.devices().tower().serviceCall());
        assertFalse(f.act(new Action.ServiceCall()).state().serviceCall());
        assertFalse(f.cabinet.devices().tower().serviceCall());
    }

    @Test
    void deckButtonsActLikeTheScreensButtons() {
        f.bill(500);
        f.rng.next(30);

        ((io.opencab.hal.gpio.sim.SimButtonDeck) f.cabinet.devices().buttons()).click(io.opencab.hal.gpio.Button.SPIN);

        assertEquals(StateKind.PRESENTING, f.state().kind());
        assertEquals(490, f.state().credits());
    }

    @Test
    void theSpinLampIsLitOnlyWhenARoundCanStart() {
        var deck = (io.opencab.hal.gpio.sim.SimButtonDeck) f.cabinet.devices().buttons();
        assertEquals(io.opencab.hal.gpio.LampMode.OFF, deck.lamp(io.opencab.hal.gpio.Button.SPIN), "no credits");
        f.bill(500);
        f.cabinet.sync();
        assertEquals(io.opencab.hal.gpio.LampMode.ON, deck.lamp(io.opencab.hal.gpio.Button.SPIN));
        assertEquals(io.opencab.hal.gpio.LampMode.ON, deck.lamp(io.opencab.hal.gpio.Button.CASH_OUT));
    }

    /** A misspelt game id: the refusal lists the ids there are (an outside tester's script read "not enabled"). */
    @Test
    void anUnknownGameIsRefusedNamingTheEnabledIds() {
        ActionResult r = f.act(new Action.SelectGame("christmas_tree"));

        assertFalse(r.accepted());
        assertEquals("game christmas_tree is not enabled on this cabinet (enabled: " + TestGame.ID + ")", r.message());
    }

    @Test
    void gameSelectAndHelpComeBackToIdle() {
        assertEquals(StateKind.GAME_SELECT, f.act(new Action.ShowGameSelect()).state().kind());
        assertFalse(f.act(new Action.SelectGame("no-such-game")).accepted());
        assertEquals(StateKind.IDLE, f.act(new Action.SelectGame(TestGame.ID)).state().kind());
        assertEquals(StateKind.HELP, f.act(new Action.Help()).state().kind());
        assertEquals(StateKind.IDLE, f.act(new Action.Help()).state().kind());
        assertEquals(StateKind.HELP, f.act(new Action.Help()).state().kind());
        assertEquals(StateKind.IDLE, f.act(new Action.Back()).state().kind());
    }

    @Test
    void listenersSeeEveryPublishedStateInOrder() {
        java.util.List<CabinetState> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        f.cabinet.addListener(seen::add);
        f.bill(500);
        f.play(5);

        java.util.List<StateKind> kinds = seen.stream().map(CabinetState::kind).toList();
        assertTrue(kinds.containsAll(java.util.List.of(StateKind.IDLE, StateKind.PLAYING, StateKind.PRESENTING,
            StateKind.PAID)), kinds.toString());
        for (int i = 1; i < seen.size(); i++) {
            assertTrue(seen.get(i).sequence() > seen.get(i - 1).sequence());
        }
        CabinetState playing = seen.stream().filter(s -> s.kind() == StateKind.PLAYING).findFirst().orElseThrow();
        assertEquals(RoundView.Phase.DECIDED, playing.round().orElseThrow().phase(), "journaled, not yet shown");
    }
}
