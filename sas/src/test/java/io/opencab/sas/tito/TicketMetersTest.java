package io.opencab.sas.tito;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.sas.SasException;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class TicketMetersTest {
    @Test
    void cashableMetersInCentsCountsAndCreditsAndRestrictedZero() {
        // 100 credits in 2 tickets, 40 credits out in 1, at 5 cents a credit.
        Map<Integer, Long> expected = new TreeMap<>(Map.ofEntries(
            Map.entry(0x0D, 500L), Map.entry(0x0E, 200L), Map.entry(0x0F, 0L), Map.entry(0x10, 0L),
            Map.entry(0x11, 2L), Map.entry(0x12, 1L), Map.entry(0x13, 0L), Map.entry(0x14, 0L),
            Map.entry(0x15, 100L), Map.entry(0x16, 40L),
            Map.entry(0x80, 500L), Map.entry(0x81, 2L), Map.entry(0x82, 0L), Map.entry(0x83, 0L),
            Map.entry(0x84, 0L), Map.entry(0x85, 0L), Map.entry(0x86, 200L), Map.entry(0x87, 1L),
            Map.entry(0x88, 0L), Map.entry(0x89, 0L)));
        assertEquals(expected, new TreeMap<>(TicketMeters.codes(100, 2, 40, 1, 5)));
    }

    @Test
    void aNegativeValueOrNoDenominationIsRefused() {
        assertThrows(SasException.class, () -> TicketMeters.codes(-1, 0, 0, 0, 1));
        assertThrows(SasException.class, () -> TicketMeters.codes(0, 0, 0, 0, 0));
    }
}
