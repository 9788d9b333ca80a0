package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.sas.tito.TicketMeters;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * LP 50 (validation meters) and LP 57/58 (system validation) on hand-written frames (docs/sas.md "Ticket
 * validation"). LP 50 reply: validation type, count (4 BCD), amount in cents (5 BCD).
 */
class SystemValidationPollsTest {
    private final Fixture f = new Fixture();

    {
        // 7 tickets out for 2,000 credits, 3 in for 1,500 credits, at 5 cents a credit.
        f.snapshot = Fixture.snapshot(TicketMeters.codes(1_500, 3, 2_000, 7, 5), List.of());
    }

    @Test
    void lp50Type00ReportsTheCashOutTicketsPrinted() {
        assertEquals(hexWithCrc("01 50 00 00 00 00 07 00 00 01 00 00"), f.send(hexWithCrc("01 50 00")));
    }

    @Test
    void lp50Type80ReportsTheCashableTicketsRedeemed() {
        assertEquals(hexWithCrc("01 50 80 00 00 00 03 00 00 00 75 00"), f.send(hexWithCrc("01 50 80")));
    }

    @Test
    void lp50ForAKindThisCabinetNeverValidatesReportsZero() {
        assertEquals(hexWithCrc("01 50 01 00 00 00 00 00 00 00 00 00"), f.send(hexWithCrc("01 50 01")));
    }

    @Test
    void lp50ForATypeSasDoesNotDefineGetsNoReply() {
        assertEquals("", f.send(hexWithCrc("01 50 05")));
    }

    @Test
    void lp57IsNotAnsweredByAMachineNotInSystemValidation() {
        assertEquals("", f.send("01 57"));
        assertEquals(0, f.counters.crcErrors());
    }

    @Test
    void lp58IsReadWholeAndNotAnsweredNorActedOn() {
        f.send("01 1A"); // the link comes up at the first poll for us: an order of its own
        f.send("80");
        int before = f.orders.size();
        assertEquals("", f.send(hexWithCrc("01 58 00 76 48 46 54 87 01 89 68")));
        assertEquals(0, f.counters.crcErrors());
        assertEquals(before, f.orders.size());
    }

    @Test
    void theMeterPollsReportTheTicketMetersFromTheSnapshot() {
        // LP 2F, game 0, in the sizes of SAS's meter table: 0D cashable in (cents, 5 BCD), 11 count in (4 BCD), 15
        // total in (credits, 4), 86 out (cents, 5), 87 count out (4), 82 restricted in (cents, 5: zero).
        assertEquals(hexWithCrc("01 2F 23 00 00 0D 00 00 00 75 00 11 00 00 00 03 15 00 00 15 00 86 00 00 01 00 00"
                + " 87 00 00 00 07 82 00 00 00 00 00"),
            f.send(hexWithCrc("01 2F 08 00 00 0D 11 15 86 87 82")));
    }

    @Test
    void lp6fReportsATicketMeterWithItsSize() {
        assertEquals(hexWithCrc("01 6F 0A 00 00 80 00 05 00 00 00 75 00"), f.send(hexWithCrc("01 6F 04 00 00 80 00")));
    }

    @Test
    void aTicketMeterTheCabinetDoesNotPublishIsLeftOut() {
        Fixture bare = new Fixture();
        bare.snapshot = Fixture.snapshot(Map.of(), List.of());
        assertEquals(hexWithCrc("01 2F 02 00 00"), bare.send(hexWithCrc("01 2F 03 00 00 0D")));
    }
}
