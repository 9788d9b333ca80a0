package io.opencab.hal.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.hal.HalException;
import org.junit.jupiter.api.Test;

class AmountWordsTest {
    @Test
    void spellsDollarsAndCentsAsAFraction() {
        assertEquals("TWENTY-FIVE DOLLARS AND 50/100", AmountWords.of(2_550, "USD"));
    }

    @Test
    void oneDollarIsSingular() {
        assertEquals("ONE DOLLAR AND 00/100", AmountWords.of(100, "USD"));
    }

    @Test
    void centsOnlyReadZero() {
        assertEquals("ZERO EUROS AND 05/100", AmountWords.of(5, "EUR"));
    }

    @Test
    void thousandsHundredsAndTeens() {
        assertEquals("ONE THOUSAND TWO HUNDRED THIRTEEN", AmountWords.whole(1_213));
    }

    @Test
    void emptyGroupsAreSkipped() {
        assertEquals("TWO MILLION SEVEN", AmountWords.whole(2_000_007));
    }

    @Test
    void largestMeterValueIsSpelled() {
        assertEquals("NINE BILLION NINE HUNDRED NINETY-NINE MILLION NINE HUNDRED NINETY-NINE THOUSAND"
                + " NINE HUNDRED NINETY-NINE", AmountWords.whole(9_999_999_999L));
    }

    @Test
    void unknownCurrencyIsRefused() {
        assertThrows(HalException.class, () -> AmountWords.of(100, "JPY"));
    }
}
