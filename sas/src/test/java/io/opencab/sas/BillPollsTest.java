package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LP 08 (configure bill denominations) and the country code of LP 48 / event 4F, on hand-written frames
 * (CRCs worked out with an independent CRC-16/Kermit, check value 2189 for "123456789").
 */
class BillPollsTest {
    @Test
    void lp08AllowsTheMaskedDenominationsAndIsAcknowledged() {
        Fixture f = new Fixture();

        // Mask 15 00 00 00: bits 0, 2, 4 = SAS bill codes 00 $1, 02 $5, 04 $20; action flag 01, keep accepting.
        assertEquals("01", f.send("01 08 15 00 00 00 01 10 3D"));

        assertEquals(List.of("denominations [100, 500, 2000]"), denominations(f));
    }

    @Test
    void lp08ReadsItsMaskLeastSignificantByteFirst() {
        Fixture f = new Fixture();

        // Mask 00 01 00 00: bit 8 = SAS bill code 08, $200 (action flag 00).
        assertEquals("01", f.send("01 08 00 01 00 00 00 36 A2"));

        assertEquals(List.of("denominations [20000] then disable after each bill"), denominations(f));
    }

    @Test
    void lp08WithAnEmptyMaskAllowsNoBill() {
        Fixture f = new Fixture();

        assertEquals("01", f.send("01 08 00 00 00 00 00 8D BE"));

        assertEquals(List.of("denominations [] then disable after each bill"), denominations(f));
    }

    /**
     * SAS 6.02 section 7.5 (and the Monaco EGM's LP 08 parser): action flag 0 disables the bill acceptor after each
     * accepted bill, 1 keeps it enabled. Until issue 35 this cabinet had them the other way round.
     */
    @Test
    void lp08WithActionFlagZeroDisablesTheValidatorAfterEachBill() {
        Fixture f = new Fixture();

        assertEquals("01", f.send("01 08 15 00 00 00 00 99 2C"));

        assertEquals(List.of("denominations [100, 500, 2000] then disable after each bill"), denominations(f));
    }

    @Test
    void lp08WithActionFlagOneKeepsTheValidatorEnabledAfterEachBill() {
        Fixture f = new Fixture();

        assertEquals("01", f.send("01 08 15 00 00 00 01 10 3D"));

        assertEquals(List.of("denominations [100, 500, 2000]"), denominations(f));
    }

    @Test
    void lp08WithAnUnknownActionFlagIsNotAcknowledgedAndChangesNothing() {
        Fixture f = new Fixture();

        // Action flag 02: no such action (CRC 8B 0F worked out with an independent CRC-16/Kermit).
        assertEquals("", f.send("01 08 15 00 00 00 02 8B 0F"));

        assertEquals(List.of(), denominations(f));
    }

    @Test
    void lp48ReportsTheCountryOfTheConfiguredCurrency() {
        Fixture f = new Fixture();

        // USD: SAS country 37 (BCD), bill code 04 ($20), one $20 bill so far.
        assertEquals("01 48 37 04 00 00 00 01 CD 7F", f.send("01 48"));
    }

    @Test
    void aCurrencyWithoutASasCountryIsReportedAsUnknown() {
        assertEquals(0, Codes.countryCode("JPY"));
    }

    @Test
    void theEuroHasItsOwnCountryCode() {
        assertEquals(39, Codes.countryCode("EUR"));
    }

    /** The host's orders other than the link's state. */
    private static List<String> denominations(Fixture f) {
        return f.orders.stream().filter(o -> !o.startsWith("link")).toList();
    }
}
