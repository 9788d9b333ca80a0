package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Exceptions 67 (ticket inserted) and 68 (ticket transfer complete): named, sent and acknowledged like the others. */
class TicketExceptionsTest {
    @Test
    void theTicketExceptionsHaveTheirSasNames() {
        assertEquals("ticket has been inserted", ExceptionNames.of(0x67));
        assertEquals("ticket transfer complete", ExceptionNames.of(0x68));
    }

    @Test
    void sixtySevenThenSixtyEightAreSentInOrderAndEachAcknowledged() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(), List.of(new SasSnapshot.QueuedException(5, 0x67, 0, 0),
            new SasSnapshot.QueuedException(6, 0x68, 0, 0)));
        assertEquals("67", f.send("81"));
        f.send("80");
        assertTrue(f.orders.contains("ack 5"));
        assertEquals("68", f.send("81"));
        f.send("80");
        assertTrue(f.orders.contains("ack 6"));
    }

    @Test
    void withRealTimeReportingTheyCarryNoData() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(), List.of(new SasSnapshot.QueuedException(5, 0x67, 0, 0)));
        f.send(LongPollTest.hexWithCrc("01 0E 01"));
        assertEquals(LongPollTest.hexWithCrc("01 FF 67"), f.send("81"));
    }
}
