package io.opencab.app.kiosk;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The machine's limits on the help screen come from its configuration (credit limit, handpay, tickets). */
class MachineRulesTest {
    private static final GameCatalog CATALOG = GameCatalog.standard();
    @TempDir
    Path dir;

    private Properties base() {
        Properties p = CabinetConfig.defaultProperties(dir, CATALOG);
        p.setProperty("cabinet.denomination.cents", "1");
        p.setProperty("credit.limit.credits", "100000");
        p.setProperty("handpay.limit.credits", "120000");
        return p;
    }

    private List<String> rules(Properties p) {
        return MachineRules.of(CabinetConfig.parse(p, CATALOG, dir));
    }

    @Test
    void withoutAPrinterTheCreditAndHandpayLimitsAndAHandpayCashOutAreStated() {
        List<String> r = rules(base());

        assertTrue(r.get(0).contains("may not go above 1,000.00 USD"), r.get(0));
        assertTrue(r.get(1).startsWith("A win of 1,200.00 USD or more is paid by an attendant"), r.get(1));
        assertTrue(r.get(2).equals("CASH OUT is paid by an attendant (handpay)."), r.get(2));
        assertTrue(r.stream().noneMatch(s -> s.startsWith("Tickets are accepted")), r.toString());
    }

    @Test
    void withAPrinterAndTicketInTheTicketLimitExpiryAndRedemptionAreStated() {
        Properties p = base();
        p.setProperty("hal.printer", "simulated");
        p.setProperty("hal.printer.dir", dir.resolve("tickets").toString());
        p.setProperty("tito.ticket.limit.cents", "50000");
        p.setProperty("tito.casino.name", "OPENCAB CASINO");
        p.setProperty("tito.ticket.expiry.days", "30");
        p.setProperty("sas.enabled", "true");
        p.setProperty("sas.port", "/dev/ttyS9");
        p.setProperty("tito.ticket.in", "true");
        io.opencab.app.config.CabinetConfigTest.ownPins(p);

        List<String> r = rules(p);

        assertTrue(r.get(2).startsWith("CASH OUT prints a ticket for up to 500.00 USD"), r.get(2));
        assertTrue(r.get(2).endsWith("A ticket can be redeemed for 30 days."), r.get(2));
        assertTrue(r.get(3).contains("Promotional tickets are not accepted")
            && r.get(3).contains("within 10 seconds, is returned"), r.get(3));
    }

    private Properties withAft(String atCashOut) {
        Properties p = base();
        p.setProperty("sas.enabled", "true");
        p.setProperty("sas.port", "/dev/ttyS9");
        p.setProperty("sas.asset.number", "1234");
        p.setProperty("sas.aft.enabled", "true");
        p.setProperty("credits.restricted.at.cashout", atCashOut);
        io.opencab.app.config.CabinetConfigTest.ownPins(p);
        return p;
    }

    @Test
    void withAftRestrictedCreditsArePlayedFirstNeverPaidOutAndKeptAtCashOut() {
        List<String> r = rules(withAft("keep"));

        String restricted = r.stream().filter(s -> s.startsWith("Restricted promotional credits")).findFirst().orElseThrow();
        assertTrue(restricted.contains("played first and are never paid out"), restricted);
        assertTrue(restricted.contains("At CASH OUT they stay on the credit meter for play."), restricted);
        assertTrue(restricted.contains("expiry date"), restricted);
        assertTrue(r.stream().anyMatch(s -> s.startsWith("Non-restricted promotional credits")
            && s.contains("paid at CASH OUT")), r.toString());
    }

    @Test
    void withForfeitTheHelpSaysRestrictedCreditsAreForfeitedAtCashOut() {
        List<String> r = rules(withAft("forfeit"));

        assertTrue(r.stream().anyMatch(s -> s.contains("At CASH OUT any left on the credit meter are forfeited")),
            r.toString());
    }

    @Test
    void withoutAftNothingIsSaidOfPromotionalCredits() {
        assertTrue(rules(base()).stream().noneMatch(s -> s.contains("romotional")), rules(base()).toString());
    }
}
