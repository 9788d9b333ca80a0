package io.opencab.app.cabinet;

import io.opencab.app.cabinet.attendant.AccessDenied;
import io.opencab.app.cabinet.attendant.AttendantService;
import io.opencab.app.cabinet.attendant.ConfigEntry;
import io.opencab.app.cabinet.attendant.Diagnostics;
import io.opencab.app.cabinet.attendant.MeterReport;
import io.opencab.app.cabinet.attendant.RecallRound;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.Role;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.LampMode;
import io.opencab.hal.gpio.sim.SimButtonDeck;
import io.opencab.meters.EventType;
import io.opencab.meters.Meter;
import io.opencab.meters.Scope;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The key switch, PINs and roles, and each attendant function (regulations.md 1.3, 1.11, 1.12). */
class AttendantTest {
    @TempDir
    Path dir;
    Fixture f;
    AttendantService a;

    @BeforeEach
    void start() {
        f = new Fixture(dir);
        f.start();
        a = f.cabinet.attendant();
        f.bill(1000);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    /** An outside tester's script keyed off a handpay without the key: the refusal must say what is missing. */
    @Test
    void anAttendantsActionWithoutTheKeySaysTheKeyAndPinAreMissing() {
        f.act(new io.opencab.app.cabinet.state.Action.CashOut());
        assertEquals(StateKind.HANDPAY_PENDING, f.state().kind());

        var r = f.act(new io.opencab.app.cabinet.state.Action.KeyOffHandpay());

        assertFalse(r.accepted());
        assertEquals("key off handpay is not allowed while no attendant is logged in: turn the attendant key and enter"
            + " the PIN first", r.message());
    }

    @Test
    void theKeyOpensThePinPromptAndEachPinItsRole() {
        f.key().turn(true);
        f.cabinet.sync();
        assertEquals(StateKind.ATTENDANT_MENU, f.state().kind());
        assertEquals(null, f.state().attendant().orElseThrow().role());
        assertThrows(AccessDenied.class, a::meters, "no PIN yet");

        assertTrue(f.act(new io.opencab.app.cabinet.state.Action.EnterPin(Fixture.REGULATOR_PIN)).accepted());
        assertEquals(Role.REGULATOR, a.role().orElseThrow());
        f.logout();
        assertEquals(StateKind.IDLE, f.state().kind());
        assertTrue(a.role().isEmpty());
        f.login(Fixture.ATTENDANT_PIN);
        assertEquals(Role.ATTENDANT, a.role().orElseThrow());
        f.logout();
        f.login(Fixture.TECHNICIAN_PIN);
        assertEquals(Role.TECHNICIAN, a.role().orElseThrow());
        List<String> logins = a.events(50).stream().filter(e -> e.type() == EventType.ATTENDANT_LOGIN)
            .map(e -> e.detail()).toList();
        assertEquals(List.of("technician entered the menu", "attendant entered the menu", "regulator entered the menu"),
            logins, "newest first");
        assertEquals(2, a.events(50).stream().filter(e -> e.type() == EventType.ATTENDANT_LOGOUT).count());
    }

    @Test
    void readsNeedTheKeyAndAPin() {
        assertThrows(AccessDenied.class, a::meters);
        assertThrows(AccessDenied.class, () -> a.recall(10));
        assertThrows(AccessDenied.class, a::diagnostics);
    }

    @Test
    void aRegulatorReadsEverythingAndChangesNothing() {
        f.play(30);
        f.login(Fixture.REGULATOR_PIN);

        MeterReport m = a.meters();
        assertEquals(1000 - 10 + 30, m.meters().credits(), "bill, bet of level 1, win");
        assertTrue(m.auditHolds());
        assertEquals("TEST-1", m.cabinetId());
        assertEquals(1, a.recall(10).size());
        assertFalse(a.billLog(10).isEmpty());
        assertFalse(a.configuration().isEmpty());
        assertFalse(a.clearPeriodMeters().accepted());
        assertFalse(a.lampTest(true).accepted());
        assertFalse(a.requestRamClear().accepted());
        assertFalse(a.setConfig("rng.cycle.ms", "20").accepted());
        assertThrows(AccessDenied.class, a::verifyMemory);
    }

    @Test
    void recallReplaysTheLastRoundsFromTheJournalNewestFirst() {
        f.play(5);
        f.play(0);
        f.play(250);
        f.login(Fixture.ATTENDANT_PIN);

        List<RecallRound> r = a.recall(10);

        assertEquals(3, r.size());
        assertEquals(250, r.get(0).entry().win());
        assertEquals(0, r.get(1).entry().win());
        for (RecallRound round : r) {
            assertTrue(round.verified(), round.problem());
            assertEquals(round.entry().win(), round.outcome().orElseThrow().totalWin());
            assertEquals(round.entry().bet(), round.outcome().orElseThrow().bet());
        }
        assertEquals(1000, r.get(2).entry().creditsBefore());
        assertEquals(995, r.get(2).entry().creditsAfter());
        assertTrue(a.events(20).stream().anyMatch(e -> e.type() == EventType.RECALL_ENTERED));
    }

    @Test
    void periodMetersClearWhileMasterMetersStay() {
        f.play(0);
        f.login(Fixture.ATTENDANT_PIN);

        assertTrue(a.clearPeriodMeters().accepted());

        MeterReport m = a.meters();
        assertEquals(0, m.meters().get(Scope.PERIOD, Meter.COIN_IN));
        assertEquals(10, m.meters().get(Scope.LIFETIME, Meter.COIN_IN));
        assertTrue(a.events(20).stream().anyMatch(e -> e.type() == EventType.PERIOD_CLEAR));
    }

    @Test
    void diagnosticsShowDoorsKeyLampsAndTheValidator() {
        f.doors().open(Door.LOGIC);
        f.login(Fixture.ATTENDANT_PIN);

        Diagnostics d = a.diagnostics();

        assertTrue(d.doors().get(Door.LOGIC));
        assertFalse(d.doors().get(Door.MAIN));
        assertTrue(d.keyTurned());
        assertTrue(d.validator().orElseThrow().online());
        assertFalse(d.validator().orElseThrow().accepting(), "inhibited in the attendant menu");
    }

    @Test
    void lampTestLightsEveryLampAndButtonPressesAreShownNotPlayed() {
        f.login(Fixture.ATTENDANT_PIN);
        SimButtonDeck deck = (SimButtonDeck) f.cabinet.devices().buttons();

        assertTrue(a.lampTest(true).accepted());
        for (Button b : Button.values()) {
            assertEquals(LampMode.ON, deck.lamp(b), b.name());
        }
        deck.click(Button.SPIN);
        deck.click(Button.SPIN);
        CabinetState s = f.state();
        assertEquals(Button.SPIN, s.attendant().orElseThrow().lastButton());
        assertEquals(2, s.attendant().orElseThrow().buttonPresses());
        assertEquals(0, f.meters().get(Meter.GAMES_PLAYED), "a press in the menu never plays");
        assertTrue(a.lampTest(false).accepted());
        f.logout();
        assertEquals(LampMode.OFF, deck.lamp(Button.SERVICE));
    }

    @Test
    void theConfigurationHidesPinHashes() {
        f.login(Fixture.ATTENDANT_PIN);

        List<ConfigEntry> c = a.configuration();

        assertTrue(c.stream().anyMatch(e -> e.key().equals("security.pin.attendant") && e.value().equals("(set)")));
        assertTrue(c.stream().noneMatch(e -> e.value().contains("pbkdf2")));
    }

    @Test
    void aKeyTurnedDuringARoundOpensTheMenuWhenTheRoundEnds() {
        ActionResult spun = f.spin(10);
        f.key().turn(true);
        f.cabinet.sync();
        assertEquals(StateKind.PRESENTING, f.state().kind());

        f.act(new io.opencab.app.cabinet.state.Action.PresentationDone(spun.state().round().orElseThrow().roundId()));

        assertEquals(StateKind.ATTENDANT_MENU, f.state().kind());
        assertEquals(1000, f.meters().credits());
    }

    @Test
    void aTechnicianVerifiesMemoryAndChangesTheConfigurationFile() throws Exception {
        f.close();
        f.configFile = dir.resolve("cabinet.properties");
        Files.writeString(f.configFile, io.opencab.app.config.CabinetConfigTest.validText(dir));
        f.start();
        a = f.cabinet.attendant();
        f.login(Fixture.ATTENDANT_PIN);
        assertFalse(a.setConfig("rng.cycle.ms", "20").accepted(), "technician only");
        f.logout();
        f.login(Fixture.TECHNICIAN_PIN);

        assertTrue(a.verifyMemory().contains("verified"));
        ActionResult bad = a.setConfig("rng.cycle.ms", "5000");
        ActionResult denom = a.setConfig("cabinet.denomination.cents", "5");
        ActionResult good = a.setConfig("rng.cycle.ms", "20");

        assertFalse(bad.accepted());
        assertTrue(bad.message().contains("rng.cycle.ms"), bad.message());
        assertFalse(denom.accepted());
        assertTrue(good.accepted(), good.message());
        assertTrue(Files.readString(f.configFile).contains("rng.cycle.ms=20"));
        assertTrue(a.events(20).stream().anyMatch(e -> e.type() == EventType.CONFIG_CHANGED
            && e.detail().startsWith("rng.cycle.ms")));
    }

    @Test
    void withoutAConfigurationFileSettingsCannotBeChanged() {
        f.login(Fixture.TECHNICIAN_PIN);

        ActionResult r = a.setConfig("rng.cycle.ms", "20");

        assertFalse(r.accepted());
        assertTrue(r.message().contains("--config"), r.message());
    }
}
