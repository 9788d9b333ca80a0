package io.opencab.app.kiosk;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.HostGate;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.SasStatus;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the casino system's orders (docs/sas.md: LP 01/02, 06/07) do to the kiosk and the bill validator,
 * through the cabinet's {@link HostGate} as the SAS service drives it, and the SAS page without SAS.
 */
class HostDisabledKioskTest {
    @TempDir
    Path dir;
    Cabinet cabinet;
    CabinetKiosk kiosk;
    HostGate gate;

    @BeforeEach
    void start() {
        GameCatalog catalog = GameCatalog.standard();
        CabinetSetup setup = CabinetSetup.of(CabinetConfig.defaults(dir, catalog), null).withRng(SeededStreams.single(3L));
        cabinet = Cabinet.start(setup);
        kiosk = new CabinetKiosk(cabinet, setup.games());
        gate = cabinet.hostGate();
        kiosk.submit(new KioskAction.InsertBill(2000));
        kiosk.submit(new KioskAction.SelectGame(catalog.ids().getFirst()));
    }

    @AfterEach
    void stop() {
        cabinet.close();
    }

    private void host(boolean playEnabled) {
        gate.playEnabled(playEnabled);
        gate.apply();
    }

    @Test
    void lp01ShowsTheHostDisabledScreen() {
        host(false);

        Lockup l = kiosk.state().lockup();
        assertEquals(Lockup.Kind.HOST_DISABLED, l.kind());
        assertEquals("This machine has been disabled by the casino system.", l.reason());
    }

    @Test
    void noPlayerActionLeavesTheHostDisabledScreen() {
        host(false);
        KioskState before = kiosk.state();

        kiosk.submit(new KioskAction.Spin());
        kiosk.submit(new KioskAction.ChangeBet(1));
        kiosk.submit(new KioskAction.SelectGame(null));
        kiosk.submit(new KioskAction.InsertBill(500));

        KioskState after = kiosk.state();
        assertEquals(Lockup.Kind.HOST_DISABLED, after.lockup().kind());
        assertNull(after.round(), "no round started");
        assertEquals(before.credits(), after.credits(), "no bet taken, no bill credited");
        assertEquals(before.betLevel(), after.betLevel());
    }

    @Test
    void theCreditsCanBeCashedOutWhileTheHostKeepsPlayDisabled() {
        host(false);

        var r = cabinet.submit(new io.opencab.app.cabinet.state.Action.CashOut()).join();

        assertTrue(r.accepted(), "cash-out stays possible (docs/sas.md): " + r.message());
        assertEquals(Lockup.Kind.HANDPAY_CASHOUT, kiosk.state().lockup().kind(), "the handpay shows over the host's screen");
        assertFalse(cabinet.state().hostDisabled().isEmpty(), "play still disabled after the cash-out");
    }

    @Test
    void lp02ReturnsToPlay() {
        host(false);

        host(true);

        assertNull(kiosk.state().lockup());
        kiosk.submit(new KioskAction.Spin());
        assertTrue(kiosk.state().round() != null, "a spin is played again");
    }

    @Test
    void lp07InhibitsTheValidatorDeviceAndLp06EnablesIt() {
        assertTrue(cabinet.state().acceptingBills(), "accepting before");

        gate.billsEnabled(false);
        gate.apply();

        assertFalse(cabinet.state().acceptingBills());
        assertFalse(cabinet.devices().billValidator().orElseThrow().status().accepting(), "the device is inhibited");
        gate.billsEnabled(true);
        gate.apply();
        assertTrue(cabinet.devices().billValidator().orElseThrow().status().accepting());
    }

    @Test
    void withoutSasTheSasPageSaysSoAndListsTheSasSettings() {
        CabinetAttendantPort attendant = new CabinetAttendantPort(cabinet.attendant(), GameCatalog.standard().ids(), io.opencab.money.MoneyFormat.of(1, "USD"), null);
        kiosk.submit(new KioskAction.KeyTurn(true));
        kiosk.submit(new KioskAction.EnterPin(CabinetConfig.DEFAULT_ATTENDANT_PIN));

        SasStatus s = attendant.sas();

        assertFalse(s.enabled());
        assertTrue(s.settings().stream().map(ConfigItem::key).toList().containsAll(java.util.List.of("sas.enabled",
            "sas.address", "sas.link.down", "sas.handpay.remote.reset")), s.settings().toString());
        assertTrue(s.settings().stream().allMatch(i -> i.key().startsWith("sas.")));
    }
}
