package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The promotional and AFT meters in LP 2F and 6F (docs/aft.md "Credit kinds", docs/sas.md "Meters"): 0019-001B in
 * credits, A0-A5 and B8-BD amounts in cents (5 BCD bytes in LP 2F) and counts.
 */
class AftMetersTest {
    private final Fixture f = new Fixture();

    {
        // At 5 cents a credit: 30 restricted credits played, 10 non-restricted played, 70 restricted left; 400
        // cashable credits in by 2 transfers, 100 restricted in by 1; 200 cashable out to the host by 1.
        Map<Integer, Long> credits = new LinkedHashMap<>();
        credits.put(0x19, 30L);
        credits.put(0x1A, 10L);
        credits.put(0x1B, 70L);
        credits.put(0xA0, 400L);
        credits.put(0xA1, 2L);
        credits.put(0xA2, 100L);
        credits.put(0xA3, 1L);
        credits.put(0xB8, 200L);
        credits.put(0xB9, 1L);
        Map<Integer, Long> m = new HashMap<>();
        AftMeters.put(m, credits, 5);
        f.snapshot = Fixture.snapshot(m, List.of());
    }

    @Test
    void lp2fReportsThePromotionalMetersInCreditsAndTheTransfersInCents() {
        assertEquals(hexWithCrc("01 2F 1D 00 00 19 00 00 00 30 1B 00 00 00 70 A0 00 00 00 20 00 A1 00 00 00 02 B8 00 00 00 10"
            + " 00"), f.send(hexWithCrc("01 2F 07 00 00 19 1B A0 A1 B8")));
    }

    @Test
    void lp6fReportsThemInFiveBytes() {
        assertEquals(hexWithCrc("01 6F 12 00 00 1A 00 05 00 00 00 00 10 B9 00 05 00 00 00 00 01"),
            f.send(hexWithCrc("01 6F 06 00 00 1A 00 B9 00")));
    }

    @Test
    void aNegativeMeterIsRefused() {
        org.junit.jupiter.api.Assertions.assertThrows(SasException.class,
            () -> AftMeters.put(new HashMap<>(), Map.of(0xA0, -1L), 5));
    }
}
