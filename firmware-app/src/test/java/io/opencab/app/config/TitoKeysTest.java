package io.opencab.app.config;

import io.opencab.engine.game.GameCatalog;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tito.* keys as CabinetConfig checks them (docs/configuration.md, docs/tito.md). */
class TitoKeysTest {
    private static final GameCatalog CATALOG = GameCatalog.standard();
    @TempDir
    Path dir;

    /** The built-in configuration (1-cent credits, handpay limit 120,000 credits) with a simulated printer. */
    private Properties withPrinter() {
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        p.setProperty("hal.printer", "simulated");
        p.setProperty("hal.printer.dir", dir.resolve("tickets").toString());
        p.setProperty("tito.ticket.limit.cents", "50000");
        p.setProperty("tito.casino.name", "OPENCAB CASINO");
        return p;
    }

    private CabinetConfig parse(Properties p) {
        return CabinetConfig.parse(p, CATALOG, dir);
    }

    @Test
    void aPrinterWithItsKeysGivesTheTicketSettings() {
        Properties p = withPrinter();
        p.setProperty("tito.casino.address.2", "1 Main Street");
        p.setProperty("tito.ticket.expiry.days", "30");
        TitoSettings t = TitoKeys.of(parse(p)).orElseThrow();
        assertEquals(50_000, t.ticketLimitCents());
        assertEquals(30, t.expiryDays());
        assertEquals("OPENCAB CASINO", t.casinoName());
        assertEquals(List.of("1 Main Street"), t.addressLines());
        assertEquals("CASHOUT TICKET", t.title());
        assertEquals("OPENCAB-SIM-1", t.machineNumber());
        assertEquals("USD", t.currency());
    }

    /** Issue 38 item 2: the ticket's figures are grouped by {@code money.grouping}, as the screen's are. */
    @Test
    void theTicketSettingsCarryTheMoneyGrouping() {
        Properties p = withPrinter();
        assertEquals(io.opencab.money.MoneyFormat.Grouping.COMMA, TitoKeys.of(parse(p)).orElseThrow().grouping());

        p.setProperty("money.grouping", "period");

        assertEquals(io.opencab.money.MoneyFormat.Grouping.PERIOD, TitoKeys.of(parse(p)).orElseThrow().grouping());
    }

    @Test
    void withoutAPrinterThereAreNoTicketSettings() {
        assertTrue(TitoKeys.of(parse(CabinetConfig.defaultProperties(dir, CATALOG))).isEmpty());
    }

    @Test
    void aPrinterWithoutALimitIsRefusedNamingTheKey() {
        Properties p = withPrinter();
        p.remove("tito.ticket.limit.cents");
        ConfigException e = assertThrows(ConfigException.class, () -> parse(p));
        assertTrue(e.getMessage().contains("tito.ticket.limit.cents"), e.getMessage());
    }

    @Test
    void aPrinterWithoutACasinoNameIsRefused() {
        Properties p = withPrinter();
        p.remove("tito.casino.name");
        assertTrue(assertThrows(ConfigException.class, () -> parse(p)).getMessage().contains("tito.casino.name"));
    }

    @Test
    void aLimitAboveTheHandpayLimitIsRefused() {
        Properties p = withPrinter();
        p.setProperty("tito.ticket.limit.cents", "120001");
        assertTrue(assertThrows(ConfigException.class, () -> parse(p)).getMessage().contains("handpay limit"));
        p.setProperty("tito.ticket.limit.cents", "120000");
        assertEquals(120_000, TitoKeys.of(parse(p)).orElseThrow().ticketLimitCents());
    }

    @Test
    void aTicketLineWithTheTclSeparatorIsRefused() {
        Properties p = withPrinter();
        p.setProperty("tito.casino.name", "CASINO|ROYALE");
        assertTrue(assertThrows(ConfigException.class, () -> parse(p)).getMessage().contains("tito.casino.name"));
    }

    @Test
    void aTitoKeyWithoutAPrinterIsRefused() {
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        p.setProperty("tito.ticket.limit.cents", "5000");
        assertTrue(assertThrows(ConfigException.class, () -> parse(p)).getMessage().contains("hal.printer is none"));
    }

    /** The built-in configuration with SAS on a port and ticket in asked for (and PINs of its own: SAS is real). */
    private Properties withTicketIn() {
        Properties p = CabinetConfigTest.ownPins(CabinetConfig.defaultProperties(dir, CATALOG));
        p.setProperty("sas.enabled", "true");
        p.setProperty("sas.port", "/dev/ttyS9");
        p.setProperty("tito.ticket.in", "true");
        return p;
    }

    @Test
    void ticketInWithSasGivesItsTimeoutDefaultTenSeconds() {
        assertEquals(java.time.Duration.ofSeconds(10), TitoKeys.ticketIn(parse(withTicketIn())).orElseThrow().redeemTimeout());
    }

    @Test
    void ticketInIsOffByDefault() {
        assertTrue(TitoKeys.ticketIn(parse(CabinetConfig.defaultProperties(dir, CATALOG))).isEmpty());
    }

    @Test
    void ticketInWithoutSasIsRefusedBecauseOnlyTheHostRedeemsTickets() {
        Properties p = withTicketIn();
        p.setProperty("sas.enabled", "false");
        ConfigException e = assertThrows(ConfigException.class, () -> parse(p));
        assertTrue(e.getMessage().contains("tito.ticket.in") && e.getMessage().contains("sas.enabled"), e.getMessage());
    }

    @Test
    void aRedeemTimeoutWithoutTicketInOrOutOfRangeIsRefused() {
        Properties off = CabinetConfig.defaultProperties(dir, CATALOG);
        off.setProperty("tito.redeem.timeout.ms", "5000");
        assertThrows(ConfigException.class, () -> parse(off));
        Properties shortOne = withTicketIn();
        shortOne.setProperty("tito.redeem.timeout.ms", "10");
        ConfigException e = assertThrows(ConfigException.class, () -> parse(shortOne));
        assertTrue(e.getMessage().contains("tito.redeem.timeout.ms"), e.getMessage());
    }

    @Test
    void aRedeemTimeoutNotBelowTheValidatorsHoldIsRefused() {
        Properties p = withTicketIn();
        p.setProperty("hal.bill.ticket.hold.ms", "5000");
        p.setProperty("tito.redeem.timeout.ms", "5000");

        ConfigException e = assertThrows(ConfigException.class, () -> parse(p));

        assertTrue(e.getMessage().contains("must be below hal.bill.ticket.hold.ms (5000)"), e.getMessage());
    }
}
