package io.opencab.sas.tito;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.sas.SasException;
import org.junit.jupiter.api.Test;

/**
 * Worked examples. No worked example from the SAS document itself is public; these were worked from the
 * algorithm as described (docs/tito.md): the first two by hand, the others with an independent bitwise CRC
 * (not the table CRC under test). docs/tito.md shows every intermediate value.
 */
class SecureEnhancedValidationTest {
    @Test
    void allZeroSeedGivesAllZeroDigits() {
        // B = 0, CRCs 0, N0 = N1 = 0, digit sums 0: check bits 0
        assertEquals("000000000000000000", SecureEnhancedValidation.number(0, 0));
    }

    @Test
    void sequenceOneUnderIdZeroWorkedByHand() {
        // A = 01 00 00 00 00 00; B = 01 00 01 00 01 00; CRC(01 00) = 0x19D8 three times;
        // N0 = 0x19D819 = 01693721 (sum 29, 29 mod 5 = 4, lead 0|8 = 8);
        // N1 = 0xD819D8 = 14162392 (sum 28, 28 mod 5 = 3, lead 1|6 = 7)
        assertEquals("008169372174162392", SecureEnhancedValidation.number(0, 1));
    }

    @Test
    void validationIdOneSequenceOne() {
        assertEquals("000169370485315032", SecureEnhancedValidation.number(1, 1));
    }

    @Test
    void validationId123456Sequences1And2() {
        assertEquals("007648465487018968", SecureEnhancedValidation.number(0x123456, 1));
        assertEquals("003375462860209840", SecureEnhancedValidation.number(0x123456, 2));
    }

    @Test
    void largestIdAndSequence() {
        assertEquals("000000000080061624", SecureEnhancedValidation.number(0xFFFFFF, 0xFFFFFF));
    }

    @Test
    void id1000Sequence42() {
        assertEquals("005600197320384579", SecureEnhancedValidation.number(1000, 42));
    }

    @Test
    void sequenceWrapsAt24Bits() {
        assertEquals(0, SecureEnhancedValidation.next(0xFFFFFF));
        assertEquals(43, SecureEnhancedValidation.next(42));
    }

    @Test
    void idBeyond24BitsIsRefused() {
        assertThrows(SasException.class, () -> SecureEnhancedValidation.number(0x1000000, 1));
    }

    @Test
    void generatedNumbersAreWellFormed() {
        for (int seq = 0; seq < 2_000; seq++) {
            String n = SecureEnhancedValidation.number(0xABCDEF, seq);
            assertTrue(SecureEnhancedValidation.wellFormed(n), n);
        }
    }

    @Test
    void oneDigitChangedBreaksTheCheck() {
        // 0081693721... with the 5th digit 3 -> 4 changes the first half's sum: its check no longer holds
        assertFalse(SecureEnhancedValidation.wellFormed("008169472174162392"));
    }

    @Test
    void numberNotStartingWith00IsNotSecureEnhanced() {
        assertFalse(SecureEnhancedValidation.wellFormed("018169372174162392"));
    }

    @Test
    void bcdCarriesTheSixteenDigitsAfter00() {
        assertArrayEquals(new byte[] {(byte) 0x81, 0x69, 0x37, 0x21, 0x74, 0x16, 0x23, (byte) 0x92},
                SecureEnhancedValidation.bcd("008169372174162392"));
    }
}
