package io.opencab.app.cabinet;

import io.opencab.app.cabinet.startup.Startup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.RecordingRng;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.MeterStore;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Power-up recovery against a real store (regulations.md 1.4): a round interrupted in each of its
 * journal states is rebuilt from its draws, re-presented and paid once; handpays stay locked; a
 * pending bill goes to an attendant; damaged memory is a RAM-error lockup until a RAM clear.
 */
class RecoveryTest {
    @TempDir
    Path dir;
    Fixture f;

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private MeterStore openStore() {
        return MeterStore.open(f.storePath(), Startup.storeConfig(f.config()), Clock.systemUTC());
    }

    /** Journals a round of the test game directly, as a cabinet that lost power right after decide would leave it. */
    private static JournalEntry decideOnly(MeterStore s, int win) {
        RecordingRng rec = new RecordingRng(new QueueRng().next(win));
        RoundOutcome o = new TestGame().play(1, rec);
        return s.decide(new RoundDecision(TestGame.ID, 1, o.bet(), s.credits(), TestGame.json(o), rec.record().toText(),
            o.totalWin(), TestGame.VERSIONS));
    }

    @Test
    void aRoundCutOffWhilePresentedIsShownAgainAndPaidOnce() {
        f.start();
        f.bill(500);
        ActionResult spun = f.spin(77);
        RoundView before = spun.state().round().orElseThrow();

        f.restart();

        CabinetState s = f.state();
        assertEquals(StateKind.PRESENTING, s.kind());
        RoundView again = s.round().orElseThrow();
        assertTrue(again.recovered());
        assertEquals(before.roundId(), again.roundId());
        assertEquals(before.outcomeJson(), again.outcomeJson(), "rebuilt from its draws, identical");
        assertEquals(before.outcome(), again.outcome());
        assertEquals(490, s.credits());

        ActionResult paid = f.act(new Action.PresentationDone(again.roundId()));

        assertTrue(paid.accepted(), paid.message());
        assertEquals(567, paid.state().credits());
        f.restart();
        assertEquals(StateKind.IDLE, f.state().kind(), "nothing left to resume");
        MeterSnapshot m = f.meters();
        assertEquals(77, m.get(Meter.COIN_OUT), "paid exactly once");
        assertEquals(1, m.get(Meter.GAMES_PLAYED));
        assertEquals(567, m.credits());
    }

    @Test
    void aRoundCutOffRightAfterItWasJournaledIsPresentedAndPaid() {
        f.start();
        f.bill(500);
        f.cabinet.close();
        long roundId;
        try (MeterStore s = openStore()) {
            roundId = decideOnly(s, 88).roundId();
        }

        f.start();

        CabinetState st = f.state();
        assertEquals(StateKind.PRESENTING, st.kind());
        assertEquals(roundId, st.round().orElseThrow().roundId());
        assertEquals(88, st.round().orElseThrow().win());
        assertEquals(RoundState.PRESENTED, f.cabinet.call(m -> m.money.with(s -> s.round(roundId))).orElseThrow().state());
        assertTrue(f.act(new Action.PresentationDone(roundId)).accepted());
        assertEquals(578, f.meters().credits());
    }

    @Test
    void aJackpotWaitingForItsHandpayStaysLockedAfterPowerReturns() {
        f.start();
        f.bill(500);
        f.play(60_000);

        f.restart();

        CabinetState s = f.state();
        assertEquals(StateKind.HANDPAY_PENDING, s.kind());
        assertTrue(s.handpay().orElseThrow().jackpot());
        assertEquals(60_000, s.handpay().orElseThrow().credits());
        f.login(Fixture.ATTENDANT_PIN);
        assertTrue(f.act(new Action.KeyOffHandpay()).accepted());
        f.logout();
        assertEquals(60_000, f.meters().get(Meter.JACKPOT));
        assertEquals(StateKind.IDLE, f.state().kind());
    }

    @Test
    void aPendingCashOutStaysLockedAfterPowerReturns() {
        f.start();
        f.bill(1000);
        f.act(new Action.CashOut());

        f.restart();

        assertEquals(StateKind.HANDPAY_PENDING, f.state().kind());
        assertFalse(f.state().handpay().orElseThrow().jackpot());
        assertEquals(1000, f.state().handpay().orElseThrow().credits());
    }

    @Test
    void aBillPendingAtPowerUpGoesToAnAttendant() {
        f.start();
        f.cabinet.close();
        try (MeterStore s = openStore()) {
            s.billEscrowAccepted(2000, UUID.randomUUID().toString());
        }

        f.start();

        // The simulated validator has nothing in its path after a restart: it reports the note in doubt.
        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilted(TiltReason.BILL_IN_DOUBT));
        f.login(Fixture.ATTENDANT_PIN);
        assertTrue(f.act(new Action.ResolveBill(false)).accepted());
        f.logout();
        assertEquals(StateKind.IDLE, f.state().kind());
        assertEquals(0, f.meters().credits(), "not found in the cash box: not credited");
    }

    @Test
    void aTiltWhoseCauseRemainsIsRestoredAfterPowerReturnsAndThePowerEventsAreLogged() {
        f.start();
        f.cabinet.close();
        try (MeterStore s = openStore()) {
            s.billEscrowAccepted(2000, UUID.randomUUID().toString());
        }
        f.start();
        assertTrue(f.state().tilted(TiltReason.BILL_IN_DOUBT));

        f.restart();

        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilted(TiltReason.BILL_IN_DOUBT), "still unresolved: " + f.state().tilts());
        assertFalse(f.act(new Action.InsertBill(500)).accepted(), "no bills while tilted");
        f.login(Fixture.ATTENDANT_PIN);
        var events = f.cabinet.attendant().events(100);
        f.logout();
        assertTrue(events.stream().filter(e -> e.type() == io.opencab.meters.EventType.POWER_UP).count() >= 3,
            "one power-up per start: " + events);
    }

    @Test
    void aBillPendingWithoutTheValidatorsIdIsInDoubtAtPowerUp() {
        f.start();
        f.cabinet.close();
        try (MeterStore s = openStore()) {
            s.billEscrowAccepted(500);
        }

        f.start();

        assertTrue(f.state().tilted(TiltReason.BILL_IN_DOUBT));
    }

    @Test
    void aRoundThisFirmwareCannotRebuildLocksUpInsteadOfPaying() {
        f.start();
        f.bill(500);
        f.cabinet.close();
        try (MeterStore s = openStore()) {
            s.decide(new RoundDecision("retired-game", 1, 10, s.credits(), "{\"game\":\"retired-game\"}", "5/10", 400,
                TestGame.VERSIONS));
        }

        f.start();

        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilted(TiltReason.SOFTWARE_VERIFICATION));
        assertEquals(490, f.meters().credits(), "nothing paid");
        f.login(Fixture.TECHNICIAN_PIN);
        assertFalse(f.act(new Action.ClearTilt("SOFTWARE_VERIFICATION.ROUND")).accepted());
    }

    @Test
    void aDoorFoundOpenAtPowerUpLocksUpAndIsCounted() {
        f.start();
        f.cabinet.close();
        f.start();
        f.doors().open(io.opencab.hal.gpio.Door.MAIN);
        f.cabinet.sync();
        long openings = f.meters().doorOpenings(io.opencab.meters.Scope.LIFETIME, "MAIN");
        f.cabinet.close();

        f.start();

        // A fresh simulated door starts closed: the stored tilt is cleared because its cause is gone.
        assertEquals(StateKind.IDLE, f.state().kind());
        assertEquals(openings, f.meters().doorOpenings(io.opencab.meters.Scope.LIFETIME, "MAIN"));
    }

    @Test
    void damagedMemoryIsARamErrorLockupUntilATechnicianRamClearsTwiceConfirmed() throws Exception {
        f.start();
        f.bill(1000);
        f.cabinet.close();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f.storePath());
             Statement st = c.createStatement()) {
            st.execute("UPDATE meter SET value = value + 500 WHERE scope = 'LIFETIME' AND code = '000C'");
        }

        f.start();

        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilted(TiltReason.RAM_ERROR));
        assertFalse(f.spin(0).accepted(), "never plays on wrong meters");
        f.login(Fixture.ATTENDANT_PIN);
        assertFalse(f.act(new Action.RequestRamClear()).accepted(), "technician only");
        f.logout();
        f.login(Fixture.TECHNICIAN_PIN);
        assertTrue(f.act(new Action.RequestRamClear()).accepted());
        ActionResult first = f.act(new Action.ConfirmRamClear());
        assertTrue(first.accepted());
        assertTrue(first.state().tilted(TiltReason.RAM_ERROR), "one confirmation is not enough");
        ActionResult second = f.act(new Action.ConfirmRamClear());
        f.logout();

        assertTrue(second.accepted(), second.message());
        assertEquals(StateKind.IDLE, f.state().kind());
        assertEquals(0, f.meters().credits());
        try (var files = Files.list(f.storePath().getParent())) {
            assertTrue(files.anyMatch(p -> p.getFileName().toString().startsWith("meters.db.cleared-")),
                "the damaged file is kept as evidence");
        }
        f.bill(500);
        assertEquals(500, f.state().credits());
    }

    @Test
    void aRamClearRequestCanBeCancelled() {
        f.start();
        f.bill(1000);
        f.login(Fixture.TECHNICIAN_PIN);
        f.act(new Action.RequestRamClear());

        assertTrue(f.act(new Action.CancelRamClear()).accepted());
        assertFalse(f.act(new Action.ConfirmRamClear()).accepted());
        f.logout();

        assertEquals(1000, f.meters().credits());
    }
}
