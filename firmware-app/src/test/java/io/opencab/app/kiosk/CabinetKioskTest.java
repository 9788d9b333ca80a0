package io.opencab.app.kiosk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.verify.ManifestVerifier;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.Meter;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.Meters;
import io.opencab.ui.port.PresentedRound;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kiosk's ports over a real cabinet (built-in configuration, simulated devices), without a window. */
class CabinetKioskTest {
    @TempDir
    Path dir;
    Cabinet cabinet;
    CabinetKiosk kiosk;
    CabinetAttendantPort attendant;
    final List<KioskState> seen = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() {
        GameCatalog catalog = GameCatalog.standard();
        CabinetSetup setup = CabinetSetup.of(CabinetConfig.defaults(dir, catalog), null).withRng(SeededStreams.single(8L));
        cabinet = Cabinet.start(setup);
        kiosk = new CabinetKiosk(cabinet, setup.games());
        attendant = new CabinetAttendantPort(cabinet.attendant(), catalog.ids(),
            io.opencab.app.config.DisplayKeys.money(setup.config()), null);
        kiosk.addListener(seen::add);
    }

    @AfterEach
    void stop() {
        cabinet.close();
    }

    @Test
    void aBillAndASpinAreSeenThroughThePortAsTheCabinetDecidesThem() {
        String game = GameCatalog.standard().ids().getFirst();
        kiosk.submit(new KioskAction.InsertBill(2000));
        kiosk.submit(new KioskAction.SelectGame(game));
        KioskState before = kiosk.state();
        assertEquals(2000, before.credits(), "a $20 bill at 1 cent a credit");
        assertEquals(game, before.gameId());
        assertTrue(before.rules().simulatedDevices());
        assertEquals("USD", before.currency());

        kiosk.submit(new KioskAction.Spin());

        KioskState playing = kiosk.state();
        PresentedRound round = playing.round();
        assertNotNull(round, "the decided round is handed to the screen");
        assertEquals(before.credits() - before.bet(), playing.credits(), "the bet is off before anything is shown");
        assertEquals(before.credits(), round.creditsBefore());
        assertEquals(before.bet(), round.outcome().bet());

        kiosk.submit(new KioskAction.RoundPresented(round.roundId()));

        KioskState paid = kiosk.state();
        long win = round.outcome().totalWin();
        assertNull(paid.round());
        assertNull(paid.lockup(), "a win below the handpay limit is credited");
        assertEquals(before.credits() - before.bet() + win, paid.credits());
        assertEquals(win, paid.lastWin());
        assertEquals(1, paid.history().size());
        assertEquals(round.roundId(), paid.history().getFirst().roundId());
        assertEquals(paid, seen.getLast(), "listeners get every state");
    }

    @Test
    void aCashOutIsAHandpayLockupAndTheAttendantPagesReadTheMeters() {
        kiosk.submit(new KioskAction.InsertBill(500));
        kiosk.submit(new KioskAction.CashOut());

        Lockup l = kiosk.state().lockup();
        assertEquals(Lockup.Kind.HANDPAY_CASHOUT, l.kind());
        assertEquals(500, l.amount());
        assertEquals(500, kiosk.state().credits(), "on the meter until the attendant pays them");

        kiosk.submit(new KioskAction.KeyTurn(true));
        assertEquals(KioskState.Access.PIN_REQUIRED, kiosk.state().access());
        kiosk.submit(new KioskAction.EnterPin(CabinetConfig.DEFAULT_ATTENDANT_PIN));
        assertEquals(KioskState.Access.ATTENDANT, kiosk.state().access());
        Meters m = attendant.meters();
        List<io.opencab.ui.port.BillEntry> bills = attendant.bills(5);
        kiosk.submit(new KioskAction.Attendant(new io.opencab.ui.port.AttendantRequest.HandpayPaid()));
        kiosk.submit(new KioskAction.KeyTurn(false));

        assertNull(kiosk.state().lockup());
        assertEquals(0, kiosk.state().credits());
        assertEquals(KioskState.Access.NONE, kiosk.state().access());
        assertEquals(500, m.master().stream().filter(r -> r.code().equals(Meter.BILLS_IN_CREDITS.key())).findFirst()
            .orElseThrow().value());
        assertEquals(500, bills.getFirst().valueCents());
        assertEquals("STACKED", bills.getFirst().state());
    }

    @Test
    void theMeterPagesListBillsByFaceValueDoorOpeningsAndHandpays() {
        kiosk.submit(new KioskAction.InsertBill(500));
        kiosk.submit(new KioskAction.InsertBill(2000));
        kiosk.submit(new KioskAction.InsertBill(500));
        kiosk.submit(new KioskAction.DoorToggle("MAIN"));
        kiosk.submit(new KioskAction.DoorToggle("MAIN"));
        kiosk.submit(new KioskAction.CashOut());
        kiosk.submit(new KioskAction.KeyTurn(true));
        kiosk.submit(new KioskAction.EnterPin(CabinetConfig.DEFAULT_ATTENDANT_PIN));

        Map<String, Meters.Table> t = attendant.meters().tables().stream()
            .collect(java.util.stream.Collectors.toMap(Meters.Table::id, x -> x));

        assertEquals(List.of(new Meters.Line("0042", "bills of 5.00 USD", List.of(2L, 2L, 2L), false),
            new Meters.Line("0044", "bills of 20.00 USD", List.of(1L, 1L, 1L), false)), t.get("bills").lines());
        assertEquals(List.of(1L, 1L, 1L), t.get("doors").lines().stream().filter(l -> l.name().equals("main door"))
            .findFirst().orElseThrow().values());
        Meters.Line pending = t.get("handpays").lines().getLast();
        assertTrue(pending.name().matches("#1 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d cash-out, PENDING"), pending.name());
        assertEquals(List.of(3000L), pending.values());
        assertEquals(List.of(0L, 0L), t.get("since").lines().stream().filter(l -> l.code().equals("0005"))
            .findFirst().orElseThrow().values(), "no game since the door closed");
        assertEquals(List.of(new Meters.Line("", "tickets out", List.of(0L, 0L, 0L), false),
            new Meters.Line("", "tickets out (credits)", List.of(0L, 0L, 0L), true),
            new Meters.Line("", "tickets in", List.of(0L, 0L, 0L), false),
            new Meters.Line("", "tickets in (credits)", List.of(0L, 0L, 0L), true)), t.get("tickets").lines(),
            "no printer: every cash-out is a handpay");
    }

    @Test
    void softwareVerificationAskedFromTheAttendantMenuIsRunAndLogged() {
        kiosk.submit(new KioskAction.KeyTurn(true));
        kiosk.submit(new KioskAction.EnterPin(CabinetConfig.DEFAULT_ATTENDANT_PIN));
        long before = attendant.events(200).stream().filter(e -> e.type().equals("SOFTWARE_VERIFICATION")).count();

        kiosk.submit(new KioskAction.Attendant(new io.opencab.ui.port.AttendantRequest.VerifySoftware()));

        List<io.opencab.ui.port.LogEntry> checks = attendant.events(200).stream()
            .filter(e -> e.type().equals("SOFTWARE_VERIFICATION")).toList();
        assertEquals(before + 1, checks.size(), "one more check logged");
        assertTrue(checks.getFirst().detail().startsWith("NOT VERIFIED: " + ManifestVerifier.DEVELOPMENT_MODE),
            checks.getFirst().detail());
    }

    /** regulations.md 1.8: a development build (classes from target/, simulated devices) says so on the screen. */
    @Test
    void aDevelopmentBuildSaysOnTheScreenThatItsSoftwareIsNotVerified() {
        assertEquals(ManifestVerifier.DEVELOPMENT_MODE, kiosk.state().message());
    }

    @Test
    void withTheKioskTheDeckButtonsGoToItAndOnlyItsActionsReachTheCabinet() {
        kiosk.submit(new KioskAction.InsertBill(2000));
        List<io.opencab.hal.gpio.ButtonEvent> toScreen = new CopyOnWriteArrayList<>();
        cabinet.routeButtonsTo(toScreen::add);
        io.opencab.hal.gpio.sim.SimButtonDeck deck = (io.opencab.hal.gpio.sim.SimButtonDeck) cabinet.devices().buttons();

        deck.click(io.opencab.hal.gpio.Button.SPIN);
        cabinet.sync();

        assertEquals(2, toScreen.size(), "press and release");
        assertNull(kiosk.state().round(), "the cabinet did not spin by itself");
        assertEquals(2000, kiosk.state().credits());

        cabinet.routeButtonsTo(null);
        deck.click(io.opencab.hal.gpio.Button.SPIN);
        cabinet.sync();
        assertNotNull(kiosk.state().round(), "without a screen the cabinet maps the deck itself");
    }
}
