package io.opencab.app.cabinet;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.tickets.FakeHostValidation;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.printer.TicketPrinterConfig;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.HandpayValidation;
import io.opencab.meters.Scope;
import io.opencab.sas.tito.SecureEnhancedValidation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Validated handpays on the real cabinet (docs/sas.md "Validated handpays"): with the host's validation ID (as LP 4C
 * sets it) a handpay keyed off takes the next validation sequence number, kept with it in the store; with
 * {@code sas.handpay.receipt=true} a receipt is printed on the ticket printer. A $60.00 cash-out is over the
 * $50.00 ticket limit, so it is a handpay. 1-cent credits.
 */
class ValidatedHandpayTest {
    @TempDir
    Path dir;
    private Fixture f;
    private final FakeHostValidation host = new FakeHostValidation();

    private void start(boolean receipts) {
        f = new Fixture(dir);
        f.hal = h -> h.withPrinter(DeviceMode.SIMULATED, TicketPrinterConfig.defaults("simulated", dir.resolve("tickets")));
        Map<String, String> v = new HashMap<>(Map.of("cabinet.id", "TEST-1", "security.pin.attendant",
            Fixture.ATTENDANT.encode(), "tito.ticket.limit.cents", "5000", "tito.casino.name", "OPENCAB CASINO"));
        if (receipts) {
            v.put("sas.handpay.receipt", "true");
            v.put("sas.asset.number", "4711");
        }
        f.values = v;
        f.host = host;
        f.start();
    }

    @AfterEach
    void tearDown() {
        if (f != null) {
            f.close();
        }
    }

    private List<String> printed() throws IOException {
        if (!Files.isDirectory(dir.resolve("tickets"))) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir.resolve("tickets"))) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".png")).sorted().toList();
        }
    }

    private HandpayRecord cashOutSixtyDollarsAndKeyOff() {
        f.bill(5000);
        f.bill(1000);
        assertTrue(f.act(new Action.CashOut()).accepted());
        assertEquals(StateKind.HANDPAY_PENDING, f.state().kind());
        assertTrue(f.login(Fixture.ATTENDANT_PIN).accepted());
        assertTrue(f.act(new Action.KeyOffHandpay()).accepted());
        return f.cabinet.withStore(s -> s.handpays(1)).getFirst();
    }

    @Test
    void aHandpayKeyedOffTakesTheNextSequenceAndItsValidationIsKeptWithIt() throws IOException {
        start(false);
        HandpayRecord h = cashOutSixtyDollarsAndKeyOff();
        assertEquals(new HandpayValidation(SecureEnhancedValidation.number(0x123456, 1), 1, false), h.validation());
        assertEquals(List.of(1), host.used);
        assertEquals(6000, f.meters().get(Scope.LIFETIME, HandpayValidation.CANCELLED_NO_RECEIPT + ":CREDITS"));
        assertEquals(1, f.meters().get(Scope.LIFETIME, HandpayValidation.CANCELLED_NO_RECEIPT + ":COUNT"));
        assertEquals(List.of(), printed(), "no receipt without sas.handpay.receipt");
    }

    @Test
    void withReceiptsOnAHandpayReceiptIsPrintedWithTheValidationNumber() throws IOException {
        start(true);
        HandpayRecord h = cashOutSixtyDollarsAndKeyOff();
        String number = SecureEnhancedValidation.number(0x123456, 1);
        assertEquals(new HandpayValidation(number, 1, true), h.validation());
        assertEquals(1, f.meters().get(Scope.LIFETIME, HandpayValidation.CANCELLED_RECEIPT + ":COUNT"));
        List<String> receipts = printed();
        assertEquals(1, receipts.size(), receipts.toString());
        assertTrue(receipts.getFirst().contains(number), receipts + " should carry " + number);
    }

    @Test
    void withoutAValidationIdFromTheHostTheHandpayIsNotValidated() {
        host.seed = Optional.empty();
        start(true);
        HandpayRecord h = cashOutSixtyDollarsAndKeyOff();
        assertNull(h.validation());
        assertEquals(List.of(), host.used);
        assertEquals(0, f.meters().get(Scope.LIFETIME, HandpayValidation.CANCELLED_RECEIPT + ":COUNT"));
    }
}
