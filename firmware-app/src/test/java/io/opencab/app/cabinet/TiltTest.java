package io.opencab.app.cabinet;

import io.opencab.app.cabinet.devices.DeviceEvents;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.EventType;
import io.opencab.meters.Meter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Lockups: no play and no bills while one is active; each clears the way its cause says. */
class TiltTest {
    @TempDir
    Path dir;
    Fixture f;

    @BeforeEach
    void start() {
        f = new Fixture(dir);
        f.start();
        f.bill(1000);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void anOpenDoorLocksUpAndClosingItUnlocks() {
        f.doors().open(Door.CASH_BOX);
        CabinetState s = f.state();

        assertEquals(StateKind.TILT, s.kind());
        assertTrue(s.tilted(TiltReason.DOOR_OPEN));
        assertEquals("cash box door open", s.tilts().getFirst().detail());
        assertFalse(s.acceptingBills());
        assertFalse(f.spin(5).accepted());
        assertFalse(f.act(new Action.InsertBill(500)).accepted());
        assertFalse(f.act(new Action.CashOut()).accepted());
        assertEquals(1, f.meters().doorOpenings(io.opencab.meters.Scope.LIFETIME, "CASH_BOX"));
        assertEquals("DOOR_OPEN.CASH_BOX", f.cabinet.call(m -> m.money.with(st -> st.activeTilts())).getFirst().code(),
            "persisted: still shown after a power cut");

        f.doors().close(Door.CASH_BOX);

        assertEquals(StateKind.IDLE, f.state().kind());
        assertTrue(f.state().acceptingBills());
        assertTrue(f.cabinet.call(m -> m.money.with(st -> st.activeTilts())).isEmpty());
    }

    @Test
    void aDoorOpenedDuringAPresentationHoldsTheRoundUntilItCloses() {
        ActionResult r = f.spin(60);
        long id = r.state().round().orElseThrow().roundId();

        f.doors().open(Door.MAIN);
        assertEquals(StateKind.TILT, f.state().kind());
        assertEquals(990, f.meters().credits(), "not paid during the tilt");

        f.doors().close(Door.MAIN);
        assertEquals(StateKind.PRESENTING, f.state().kind());
        assertTrue(f.act(new Action.PresentationDone(id)).accepted());
        assertEquals(1050, f.meters().credits());
    }

    /**
     * The screen finished the round while the door was open: its report was refused then, and it does not send it
     * again. Before, the win waited for the presentation timeout (two minutes by default) after the door closed.
     */
    @Test
    void aRoundShownWhileTheDoorWasOpenIsPaidWhenItCloses() {
        long id = f.spin(60).state().round().orElseThrow().roundId();
        f.doors().open(Door.MAIN);

        assertFalse(f.act(new Action.PresentationDone(id)).accepted());
        assertEquals(990, f.meters().credits(), "nothing is paid during a lockup");

        f.doors().close(Door.MAIN);

        assertEquals(StateKind.PAID, f.state().kind());
        assertEquals(1050, f.meters().credits());
    }

    /** Only the round the screen reported is paid at the close: the next round waits for its own report. */
    @Test
    void aReportHeldForOneRoundDoesNotPayTheNext() {
        long first = f.spin(60).state().round().orElseThrow().roundId();
        f.doors().open(Door.MAIN);
        f.act(new Action.PresentationDone(first));
        f.doors().close(Door.MAIN);
        f.spin(40);

        f.doors().open(Door.MAIN);
        f.doors().close(Door.MAIN);

        assertEquals(StateKind.PRESENTING, f.state().kind());
        assertEquals(1040, f.meters().credits(), "the second round's bet is off, its win not paid");
    }

    /** A session opened while the door was open holds the round too; it is paid when the attendant leaves. */
    @Test
    void aRoundShownDuringTheAttendantMenuIsPaidWhenTheAttendantLeaves() {
        long id = f.spin(60).state().round().orElseThrow().roundId();
        f.doors().open(Door.MAIN);
        f.key().turn(true);
        f.doors().close(Door.MAIN);
        assertEquals(StateKind.ATTENDANT_MENU, f.state().kind());

        assertFalse(f.act(new Action.PresentationDone(id)).accepted());
        assertEquals(990, f.meters().credits(), "nothing is paid while the attendant menu is open");

        f.key().turn(false);

        assertEquals(StateKind.PAID, f.state().kind());
        assertEquals(1050, f.meters().credits());
    }

    @Test
    void aValidatorFaultLocksUpUntilTheValidatorClearsIt() {
        f.validator().raise(ValidatorFault.STACKER_FULL, 0);
        CabinetState s = f.state();

        assertEquals(StateKind.TILT, s.kind());
        assertTrue(s.tilted(TiltReason.VALIDATOR_FAULT));
        assertFalse(f.spin(0).accepted());
        assertTrue(f.cabinet.call(m -> m.money.with(st -> st.events(20))).stream()
            .anyMatch(e -> e.type() == EventType.STACKER_FULL));

        f.validator().clear(ValidatorFault.STACKER_FULL);

        assertEquals(StateKind.IDLE, f.state().kind());
    }

    @Test
    void aBillInDoubtWaitsForAnAttendantToCountTheCashBox() {
        // A note escrowed and never reported stacked or returned (as after a lost report).
        f.cabinet.call(m -> m.money.with(s -> s.billEscrowAccepted(2000, java.util.UUID.randomUUID().toString())));
        f.cabinet.submit(new Action.BillReported(new io.opencab.hal.bill.BillEvent.NoteInDoubt(null, 2000,
            "stacked report lost", java.time.Instant.now()))).join();
        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilted(TiltReason.BILL_IN_DOUBT));

        f.login(Fixture.REGULATOR_PIN);
        assertFalse(f.act(new Action.ResolveBill(true)).accepted(), "a regulator changes nothing");
        f.logout();
        f.login(Fixture.ATTENDANT_PIN);
        assertFalse(f.act(new Action.ClearTilt("BILL_IN_DOUBT")).accepted(), "the bill must be resolved first");
        ActionResult r = f.act(new Action.ResolveBill(true));
        f.logout();

        assertTrue(r.accepted(), r.message());
        assertEquals(StateKind.IDLE, f.state().kind());
        assertEquals(3000, f.state().credits());
        assertEquals(3000, f.meters().get(Meter.BILLS_IN_CREDITS));
    }

    @Test
    void aTiltShowsOverAHandpayAndTheHandpayRemainsAfterIt() {
        f.act(new Action.CashOut());
        f.doors().open(Door.LOGIC);
        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().handpay().isPresent());

        f.doors().close(Door.LOGIC);

        assertEquals(StateKind.HANDPAY_PENDING, f.state().kind());
    }

    @Test
    void aFailedSoftwareVerificationLocksUpAtStartAndATechnicianClearsItOnceItPasses() {
        boolean[] pass = {false};
        f.close();
        f.verifier = () -> new SoftwareVerifier.Result(pass[0], true, pass[0] ? "ok" : "cabinet.jar digest mismatch");
        f.start();

        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilted(TiltReason.SOFTWARE_VERIFICATION));
        f.login(Fixture.ATTENDANT_PIN);
        assertFalse(f.act(new Action.ClearTilt("SOFTWARE_VERIFICATION")).accepted(), "technician only");
        f.logout();
        f.login(Fixture.TECHNICIAN_PIN);
        assertFalse(f.act(new Action.ClearTilt("SOFTWARE_VERIFICATION")).accepted(), "still failing");
        pass[0] = true;
        assertTrue(f.act(new Action.ClearTilt("SOFTWARE_VERIFICATION")).accepted());
        f.logout();

        assertEquals(StateKind.IDLE, f.state().kind());
    }

    @Test
    void softwareVerifiedOnDemandFromTheAttendantMenuLocksUpOnAMismatch() {
        boolean[] pass = {true};
        f.close();
        f.verifier = () -> new SoftwareVerifier.Result(pass[0], true, pass[0] ? "ok" : "engine.jar digest mismatch");
        f.start();
        assertEquals(StateKind.IDLE, f.state().kind());
        f.login(Fixture.ATTENDANT_PIN);
        assertTrue(f.act(new Action.VerifySoftware()).message().startsWith("software verified"));
        pass[0] = false; // the software changed while the cabinet ran

        ActionResult r = f.act(new Action.VerifySoftware());
        f.logout();

        assertTrue(r.message().contains("FAILED"), r.message());
        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(f.state().tilted(TiltReason.SOFTWARE_VERIFICATION));
    }

    /** A verifier standing for an image: the seeded form returns one HMAC line per component. */
    private static SoftwareVerifier seededVerifier(boolean[] pass) {
        return new SoftwareVerifier() {
            @Override
            public Result verify() {
                return new Result(pass[0], true, pass[0] ? "ok" : "engine.jar digest mismatch");
            }

            @Override
            public Result verify(byte[] seed) {
                String hmac = java.util.HexFormat.of().formatHex(seed);
                return new Result(pass[0], true, "ok", List.of("file app/cabinet.jar hmac-sha1 " + hmac),
                    List.of(new Part("file app/cabinet.jar", "aa11", pass[0] ? "aa11" : "bb22", hmac, pass[0])), 7);
            }
        };
    }

    @Test
    void aRegulatorRunsTheSeededVerificationFromTheMenuAndItIsLogged() {
        f.close();
        f.verifier = seededVerifier(new boolean[] {true});
        f.start();
        f.login(Fixture.REGULATOR_PIN);

        ActionResult r = f.act(new Action.VerifySoftware("0x0B0B"));

        assertTrue(r.accepted(), r.message());
        assertEquals("software verified with seed 0b0b: ok\nfile app/cabinet.jar hmac-sha1 0b0b", r.message());
        assertTrue(f.cabinet.attendant().events(20).stream().anyMatch(e -> e.type() == EventType.SOFTWARE_VERIFICATION
            && e.detail().equals("seed 0b0b: passed: ok\nPASS file app/cabinet.jar: expected aa11, found aa11,"
                + " hmac-sha1 0b0b")));
    }

    @Test
    void theDiagnosticsPageGetsTheLatestCheckWithEachComponentAndItsTime() {
        f.close();
        f.verifier = seededVerifier(new boolean[] {true});
        f.start();
        f.login(Fixture.TECHNICIAN_PIN);

        f.act(new Action.VerifySoftware("0b0b"));

        io.opencab.app.cabinet.state.LastVerification v = f.cabinet.attendant().diagnostics().verification().orElseThrow();
        assertEquals("0b0b", v.seedHex());
        assertEquals(7, v.result().millis());
        assertEquals(List.of(new SoftwareVerifier.Part("file app/cabinet.jar", "aa11", "aa11", "0b0b", true)),
            v.result().parts());
    }

    @Test
    void aFailingSeededVerificationLocksUp() {
        boolean[] pass = {true};
        f.close();
        f.verifier = seededVerifier(pass);
        f.start();
        f.login(Fixture.TECHNICIAN_PIN);
        pass[0] = false; // the software changed while the cabinet ran

        ActionResult r = f.act(new Action.VerifySoftware("0b0b"));

        assertTrue(r.message().contains("FAILED, cabinet locked up"), r.message());
        assertTrue(f.state().tilted(TiltReason.SOFTWARE_VERIFICATION));
    }

    @Test
    void aSeedThatIsNotHexIsRefusedWithTheReason() {
        f.login(Fixture.ATTENDANT_PIN);

        ActionResult r = f.act(new Action.VerifySoftware("xyz"));

        assertFalse(r.accepted());
        assertTrue(r.message().startsWith("the seed must be an even number of hex digits"), r.message());
    }

    @Test
    void aDoorTiltCannotBeClearedByHandWhileTheDoorIsOpen() {
        f.doors().open(Door.MAIN);
        f.login(Fixture.TECHNICIAN_PIN);

        ActionResult r = f.act(new Action.ClearTilt("DOOR_OPEN.MAIN"));

        assertFalse(r.accepted());
        assertTrue(r.message().contains("close the door"), r.message());
    }

    @Test
    void unconfirmedValidatorSettingsAreClearedByAnAttendantWhoseClearTriesThemAgain() {
        // given the validator reporting its settings unconfirmed (issue 41)
        f.validator().raise(ValidatorFault.SETTINGS_UNCONFIRMED, 0);
        assertTrue(f.state().tilted(TiltReason.VALIDATOR_FAULT));
        List<LogRecord> log = new ArrayList<>();
        Logger deviceLog = Logger.getLogger(DeviceEvents.class.getName());
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                synchronized (log) {
                    log.add(r);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        deviceLog.addHandler(capture);
        f.login(Fixture.ATTENDANT_PIN);

        // when the attendant clears the tilt
        ActionResult r = f.act(new Action.ClearTilt("VALIDATOR.SETTINGS_UNCONFIRMED"));
        CabinetState after = f.state();
        deviceLog.removeHandler(capture);

        // then it is cleared, the settings are tried again at once, the try is logged, and as the (simulated)
        // validator still reports them unconfirmed the tilt is back
        assertTrue(r.accepted(), r.message());
        assertTrue(r.message().contains("settings are being sent again"), r.message());
        assertTrue(after.tilted(TiltReason.VALIDATOR_FAULT), "raised again by the failed try");
        List<String> events = f.cabinet.attendant().events(20).stream().map(e -> e.type() + " " + e.detail()).toList();
        assertTrue(events.stream().anyMatch(e -> e.startsWith("TILT_CLEARED VALIDATOR.SETTINGS_UNCONFIRMED cleared by")),
            events.toString());
        assertEquals(2, events.stream().filter(e -> e.startsWith("TILT_RAISED VALIDATOR.SETTINGS_UNCONFIRMED")).count(),
            events.toString());
        synchronized (log) {
            assertEquals(1, log.size(), "one try, one line in the cabinet's log");
            assertTrue(log.getFirst().getMessage().contains("try 1 asked by the attendant"), log.getFirst().getMessage());
        }
    }
}
