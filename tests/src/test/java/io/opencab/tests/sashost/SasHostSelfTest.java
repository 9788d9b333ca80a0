package io.opencab.tests.sashost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The test host's own codec against public reference values, so a cabinet test never fails on the host's bug. */
class SasHostSelfTest {
    @Test
    void crcIsCrc16KermitCheckValue() {
        byte[] digits = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertEquals(0x2189, SasCrc.of(digits, 0, digits.length));
    }

    @Test
    void crcIsAppendedLeastSignificantByteFirst() {
        byte[] m = SasCrc.append("123456789".getBytes(StandardCharsets.US_ASCII));
        assertEquals(0x89, m[9] & 0xFF);
        assertEquals(0x21, m[10] & 0xFF);
        assertTrue(SasCrc.valid(m));
    }

    @Test
    void bcdIsTwoDigitsAByteMostSignificantFirst() {
        assertArrayEquals(Hex.parse("03 04 20 31"), Hex.bcd(3_042_031, 4));
        assertEquals(3_042_031, Hex.bcd(Hex.parse("03 04 20 31"), 0, 4));
    }

    @Test
    void theValidationNumberMatchesTheWorkedExamplesOfTheSecureEnhancedAlgorithm() {
        // The worked examples docs/tito.md gives (validation ID 0 and 123456, sequence 1).
        org.junit.jupiter.api.Assertions.assertEquals("008169372174162392", ValidationNumber.of(0, 1));
        org.junit.jupiter.api.Assertions.assertEquals("007648465487018968", ValidationNumber.of(0x123456, 1));
    }
}
