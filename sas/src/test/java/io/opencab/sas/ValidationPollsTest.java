package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.sas.tito.TicketFeatures;
import io.opencab.sas.tito.ValidationIds;
import io.opencab.sas.tito.ValidationRecord;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LP 4C and 4D on hand-written frames (docs/sas.md "Ticket validation"): bodies worked out by hand from the
 * field layouts, binary LSB first, BCD most significant first; the CRC is appended by the tested SAS CRC.
 */
class ValidationPollsTest {
    private final ValidationIds ids = new ValidationIds();
    private final Fixture f = new Fixture(new ValidationPolls(ids, new TicketFeatures(true, false, 0)));

    private static final ValidationRecord TICKET = ValidationRecord.ticket(1, LocalDateTime.of(2026, 11, 27, 4, 5, 6),
        "007648465487018968", 2_000, 1, LocalDate.of(2026, 12, 27));

    private void printed(ValidationRecord... records) {
        f.snapshot = f.snapshot.withValidations(List.of(records));
    }

    @Test
    void lp4cSetsTheValidationIdAndSequenceAndEchoesThem() {
        assertEquals(hexWithCrc("01 4C 56 34 12 10 00 00"), f.send(hexWithCrc("01 4C 56 34 12 10 00 00")));
        assertEquals(0x123456, ids.id());
        assertEquals(0x11, ids.nextSequence());
    }

    @Test
    void lp4cWithIdZeroOnlyReadsTheCurrentValues() {
        f.send(hexWithCrc("01 4C 56 34 12 10 00 00"));
        assertEquals(hexWithCrc("01 4C 56 34 12 10 00 00"), f.send(hexWithCrc("01 4C 00 00 00 00 00 00")));
        assertEquals(0x123456, ids.id());
    }

    @Test
    void lp4cSentAgainAfterATicketKeepsTheIncrementedSequence() {
        f.send(hexWithCrc("01 4C 56 34 12 10 00 00"));
        ids.used(0x11);
        f.send("80"); // another address's general poll in between: the repeat is a new poll, not a NACK
        assertEquals(hexWithCrc("01 4C 56 34 12 11 00 00"), f.send(hexWithCrc("01 4C 56 34 12 10 00 00")));
    }

    @Test
    void withoutValidationConfiguredLp4cAndLp4dAreIgnored() {
        Fixture plain = new Fixture();
        assertEquals("", plain.send(hexWithCrc("01 4C 56 34 12 10 00 00")));
        assertEquals("", plain.send(hexWithCrc("01 4D 00")));
    }

    @Test
    void lp4dFunction00ReportsTheOldestUnreadTicketOnce() {
        printed(TICKET);
        String record = "01 4D 00 01 11 27 20 26 04 05 06 76 48 46 54 87 01 89 68 00 00 00 20 00 01 00 00"
            + " 12 27 20 26 00 00";
        assertEquals(hexWithCrc(record), f.send(hexWithCrc("01 4D 00")));
        f.send("80");
        assertEquals(hexWithCrc("01 4D" + " 00".repeat(31)), f.send(hexWithCrc("01 4D 00")));
    }

    @Test
    void lp4dLookAheadDoesNotMarkTheTicketRead() {
        printed(TICKET);
        String look = f.send(hexWithCrc("01 4D FF"));
        f.send("80");
        assertEquals(look, f.send(hexWithCrc("01 4D 00")));
        assertEquals("01 4D 00 01", look.substring(0, 11));
    }

    @Test
    void lp4dByIndexReportsATicketAlreadyReadAndANeverExpiringOne() {
        // Sequence 32: buffer index 1 again (31 entries, cycling).
        printed(ValidationRecord.ticket(32, LocalDateTime.of(2026, 1, 2, 13, 0, 0), "008169372174162392", 5, 12, null));
        f.send(hexWithCrc("01 4D 00"));
        f.send("80");
        assertEquals(hexWithCrc("01 4D 00 01 01 02 20 26 13 00 00 81 69 37 21 74 16 23 92 00 00 00 00 05 0C 00 00"
            + " 00 00 99 99 00 00"), f.send(hexWithCrc("01 4D 01")));
    }

    @Test
    void lp4dWithAFunctionCodeOutsideTheBufferIsNotAnswered() {
        assertEquals("", f.send(hexWithCrc("01 4D 20")));
    }
}
