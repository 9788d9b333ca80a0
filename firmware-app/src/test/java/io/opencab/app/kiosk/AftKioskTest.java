package io.opencab.app.kiosk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRecord;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.ui.port.AftState;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.PromoCredits;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What people see of AFT through the kiosk's ports (issue 40 items 1 and 6): the promotional credits within the credit
 * meter on the player's state, read from critical memory, and the attendant's AFT page (registration, lock, the last
 * transfers newest first) from the real cabinet and store.
 */
class AftKioskTest {
    private static final GameCatalog CATALOG = GameCatalog.standard();
    @TempDir
    Path dir;
    Cabinet cabinet;
    CabinetKiosk kiosk;
    CabinetAttendantPort port;
    long denom;

    private void start(Properties p) {
        CabinetSetup setup = CabinetSetup.of(CabinetConfig.parse(p, CATALOG, dir), null).withRng(SeededStreams.single(9L));
        cabinet = Cabinet.start(setup);
        kiosk = new CabinetKiosk(cabinet, setup.games());
        port = new CabinetAttendantPort(cabinet.attendant(), CATALOG.ids(), io.opencab.money.MoneyFormat.of(1, "USD"), null);
        denom = cabinet.state().denominationCents();
    }

    private Properties config(String atCashOut) {
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        p.setProperty("credits.restricted.at.cashout", atCashOut);
        return p;
    }

    @AfterEach
    void stop() {
        if (cabinet != null) {
            cabinet.close();
        }
    }

    /** An in-house transfer to the machine, as the SAS service hands it on, applied on the cabinet thread. */
    private AftTransferRecord transfer(String id, long cashableCents, long restrictedCents, long nonRestrictedCents,
            long expiry) throws Exception {
        CompletableFuture<AftTransferRecord> done = new CompletableFuture<>();
        cabinet.aftHost().transfer(new AftTransferRequest(id, 0, cashableCents, restrictedCents, nonRestrictedCents, true,
            7, expiry, 0, cabinet.config().creditLimit()), done::complete);
        AftTransferRecord r = done.get(10, TimeUnit.SECONDS);
        cabinet.sync();
        return r;
    }

    private void attendant() {
        kiosk.submit(new KioskAction.KeyTurn(true));
        kiosk.submit(new KioskAction.EnterPin(CabinetConfig.DEFAULT_ATTENDANT_PIN));
    }

    @Test
    void theStateCarriesThePromotionalCreditsWithinTheMeterAndTheirExpiry() throws Exception {
        start(config("keep"));

        transfer("TX-1", 2_000, 500, 200, 12_312_026);

        PromoCredits p = kiosk.state().promo();
        assertEquals(500 / denom, p.restricted());
        assertEquals(200 / denom, p.nonRestricted());
        assertEquals(LocalDate.of(2026, 12, 31), p.expires());
        assertFalse(p.forfeitAtCashOut());
        assertEquals(2_700 / denom, kiosk.state().credits(), "the meter keeps the total");
    }

    @Test
    void anExpiryInDaysCountsFromTheTransferThatBroughtTheCredits() throws Exception {
        start(config("forfeit"));

        AftTransferRecord r = transfer("TX-1", 0, 500, 0, 30);

        LocalDate given = r.at().atZone(cabinet.clock().getZone()).toLocalDate();
        assertEquals(given.plusDays(30), kiosk.state().promo().expires());
        assertTrue(kiosk.state().promo().forfeitAtCashOut());
    }

    @Test
    void withForfeitTheCashOutNamesTheRestrictedCreditsItForfeitedOnItsMessageAndPlate() throws Exception {
        start(config("forfeit"));
        transfer("TX-1", 2_000, 500, 0, 0);

        kiosk.submit(new KioskAction.CashOut());
        cabinet.sync();

        long forfeited = 500 / denom;
        assertEquals(forfeited, kiosk.state().promo().forfeitedAtCashOut(), "for the handpay plate");
        assertEquals(0, kiosk.state().promo().restricted());
        assertTrue(kiosk.state().message().contains(forfeited + " restricted promotional credits forfeited"),
            kiosk.state().message());
    }

    @Test
    void aBetDrawsTheRestrictedCreditsFirstAndTheScreenFollows() throws Exception {
        start(config("keep"));
        transfer("TX-1", 2_000, 500, 0, 0);
        kiosk.submit(new KioskAction.SelectGame(CATALOG.ids().getFirst()));
        long bet = kiosk.state().bet();

        kiosk.submit(new KioskAction.Spin());

        assertEquals(500 / denom - bet, kiosk.state().promo().restricted(), "restricted first (docs/aft.md)");
        assertNull(kiosk.state().promo().expires());
    }

    @Test
    void withoutPromotionalCreditsTheStateSaysNone() throws Exception {
        start(config("keep"));

        transfer("TX-1", 2_000, 0, 0, 0);

        assertEquals(PromoCredits.NONE, kiosk.state().promo());
    }

    @Test
    void theAftPageListsTheRegistrationTheKeyInPartAndTheTransfersNewestFirst() throws Exception {
        start(config("keep"));
        byte[] key = new byte[20];
        for (int i = 0; i < key.length; i++) {
            key[i] = (byte) (0xA0 + i);
        }
        cabinet.withStore(s -> AftTransfers.of(s).register(new AftRegistration(AftRegistration.REGISTERED, 1234, key, 56,
            cabinet.clock().instant())));
        for (int i = 1; i <= 36; i++) {
            transfer("TX-" + i, 100, i % 2 == 0 ? 100 : 0, 0, 0);
        }
        attendant();

        AftState a = port.aft();

        assertFalse(a.enabled(), "sas.aft.enabled is false by default");
        assertEquals("REGISTERED (01)", a.registration().status());
        assertEquals(1234, a.registration().assetNumber());
        assertEquals(56, a.registration().posId());
        assertEquals("A0A1...B2B3", a.registration().keyShown());
        assertEquals(AftState.TRANSFERS, a.transfers().size(), "the last 35");
        assertEquals("TX-36", a.transfers().getFirst().transactionId());
        assertEquals("TX-2", a.transfers().getLast().transactionId());
        assertEquals("IN-HOUSE", a.transfers().getFirst().type());
        assertEquals("FULL", a.transfers().getFirst().status());
        assertEquals(100, a.transfers().getFirst().restrictedCents(), "TX-36 had a restricted amount");
        assertEquals(AftState.Lock.NONE, a.lock());
    }

    @Test
    void theAftPageShowsTheLockAndItsTimeLeft() {
        start(config("keep"));
        attendant();

        cabinet.hostGate().aftLock(System.nanoTime() + 5_000_000_000L);

        AftState.Lock l = port.aft().lock();
        assertEquals("LOCKED", l.state());
        assertTrue(l.left().toMillis() > 0 && l.left().toMillis() <= 5_000, l.left().toString());
    }

    @Test
    void underAnAftLockCashOutWaitsAndThePlayerIsToldWhy() throws Exception {
        start(config("keep"));
        transfer("TX-1", 2_000, 0, 0, 0);
        cabinet.hostGate().aftLock(System.nanoTime() + 5_000_000_000L);

        kiosk.submit(new KioskAction.CashOut());
        cabinet.sync();

        assertNull(kiosk.state().lockup(), "no cash-out under the lock");
        assertEquals(2_000 / denom, kiosk.state().credits());
        // the kiosk shows the state's message beside the meters (docs/cleanroom-aft-bonus-2026-11-28.md D3)
        assertEquals("CASH OUT waits: a transfer from the casino system is under way (AFT lock)",
            kiosk.state().message());
    }

    @Test
    void theAftPageNeedsTheKeyAndAPin() {
        start(config("keep"));

        org.junit.jupiter.api.Assertions.assertThrows(io.opencab.app.cabinet.attendant.AccessDenied.class, port::aft);
    }

    @Test
    void withAftEnabledThePageSaysSo() {
        Properties p = config("keep");
        p.setProperty("sas.aft.enabled", "true"); // the SAS link itself is not needed to read the page
        start(p);
        attendant();

        assertTrue(port.aft().enabled());
        assertEquals(List.of(), port.aft().transfers());
        assertEquals("NOT REGISTERED (80)", port.aft().registration().status());
    }
}
