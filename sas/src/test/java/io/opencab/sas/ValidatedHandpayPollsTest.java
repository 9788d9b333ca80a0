package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.sas.tito.TicketFeatures;
import io.opencab.sas.tito.ValidationIds;
import io.opencab.sas.tito.ValidationRecord;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Validated handpays on hand-written frames (docs/sas.md "Validated handpays"): LP 50 types 10/20/40/60 from meters
 * 008C-0093, LP 4D's handpay records, LP 7B's handpay bits, LP 2F's sizes for 008C-0093 and exception 3E's name.
 */
class ValidatedHandpayPollsTest {
    private final ValidationIds ids = new ValidationIds();
    private final Fixture f = new Fixture(new ValidationPolls(ids, new TicketFeatures(true, false, 0, true)));

    {
        // At 5 cents a credit: 1 cancelled-credit handpay with a receipt (100 credits), 2 jackpots with one (3,000),
        // 3 cancelled-credit handpays without (60), 4 jackpots without (40,000).
        Map<Integer, Long> m = new HashMap<>();
        HandpayMeters.put(m, HandpayMeters.CANCELLED_RECEIPT_CENTS, 100, 1, 5);
        HandpayMeters.put(m, HandpayMeters.JACKPOT_RECEIPT_CENTS, 3_000, 2, 5);
        HandpayMeters.put(m, HandpayMeters.CANCELLED_NO_RECEIPT_CENTS, 60, 3, 5);
        HandpayMeters.put(m, HandpayMeters.JACKPOT_NO_RECEIPT_CENTS, 40_000, 4, 5);
        f.snapshot = Fixture.snapshot(m, List.of());
    }

    @Test
    void lp50Type10ReportsCancelledCreditHandpaysWithAReceipt() {
        assertEquals(hexWithCrc("01 50 10 00 00 00 01 00 00 00 05 00"), f.send(hexWithCrc("01 50 10")));
    }

    @Test
    void lp50Type20ReportsJackpotHandpaysWithAReceipt() {
        assertEquals(hexWithCrc("01 50 20 00 00 00 02 00 00 01 50 00"), f.send(hexWithCrc("01 50 20")));
    }

    @Test
    void lp50Type40ReportsCancelledCreditHandpaysWithoutAReceipt() {
        assertEquals(hexWithCrc("01 50 40 00 00 00 03 00 00 00 03 00"), f.send(hexWithCrc("01 50 40")));
    }

    @Test
    void lp50Type60ReportsJackpotHandpaysWithoutAReceipt() {
        assertEquals(hexWithCrc("01 50 60 00 00 00 04 00 00 20 00 00"), f.send(hexWithCrc("01 50 60")));
    }

    @Test
    void lp2fReportsTheValidatedHandpayMetersCentsInFiveBytesCountsInFour() {
        assertEquals(hexWithCrc("01 2F 12 00 00 8C 00 00 00 05 00 8D 00 00 00 01 93 00 00 00 04"),
            f.send(hexWithCrc("01 2F 05 00 00 8C 8D 93")));
    }

    @Test
    void lp4dReportsAJackpotHandpayWithoutAReceiptAsType60WithNoTicketNumberAndNoExpiry() {
        f.snapshot = f.snapshot.withValidations(List.of(ValidationRecord.handpay(true, false, 2,
            LocalDateTime.of(2026, 11, 28, 5, 6, 7), "007648465487018968", 150_000, 9)));
        assertEquals(hexWithCrc("01 4D 60 02 11 28 20 26 05 06 07 76 48 46 54 87 01 89 68 00 00 15 00 00 00 00 00"
            + " 00 00 00 00 00 00"), f.send(hexWithCrc("01 4D 00")));
    }

    @Test
    void lp4dReportsACancelledCreditHandpayWithAReceiptAsType10WithItsReceiptNumber() {
        f.snapshot = f.snapshot.withValidations(List.of(ValidationRecord.handpay(false, true, 3,
            LocalDateTime.of(2026, 11, 28, 5, 6, 7), "007648465487018968", 2_000, 9)));
        assertEquals(hexWithCrc("01 4D 10 03 11 28 20 26 05 06 07 76 48 46 54 87 01 89 68 00 00 00 20 00 09 00 00"
            + " 00 00 00 00 00 00"), f.send(hexWithCrc("01 4D 00")));
    }

    @Test
    void lp4dGivesTicketsAndHandpaysFromOneBufferInOrder() {
        ValidationRecord ticket = ValidationRecord.ticket(1, LocalDateTime.of(2026, 11, 28, 5, 0, 0),
            "008169372174162392", 5, 12, null);
        ValidationRecord handpay = ValidationRecord.handpay(false, false, 2, LocalDateTime.of(2026, 11, 28, 5, 1, 0),
            "007648465487018968", 2_000, 0);
        f.snapshot = f.snapshot.withValidations(List.of(ticket, handpay));
        assertEquals("01 4D 00 01", f.send(hexWithCrc("01 4D 00")).substring(0, 11));
        f.send("80");
        assertEquals("01 4D 40 02", f.send(hexWithCrc("01 4D 00")).substring(0, 11));
    }

    @Test
    void lp7bReportsValidatedHandpaysAndThePrinterAsTheHandpayReceiptDevice() {
        ids.set(0x123456, 0x10);
        assertEquals(hexWithCrc("01 7B 0A 00 00 00 00 07 80 99 99 99 99"),
            f.send(hexWithCrc("01 7B 08 00 00 00 00 00 00 00 00")));
    }

    @Test
    void exception3eIsNamedHandpayValidated() {
        assertEquals("handpay validated", ExceptionNames.of(0x3E));
    }
}
