package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class CodecTest {
    private static byte[] hex(String s) {
        return HexFormat.of().parseHex(s.replace(" ", ""));
    }

    @Test
    void crcOfTheCatalogueCheckStringIsTheKermitCheckValue() {
        // CRC-16/KERMIT in the public CRC catalogue: check = 0x2189 over "123456789".
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertEquals(0x2189, Crc16.of(check, 0, check.length));
    }

    @Test
    void crcOfNothingIsTheSeed() {
        assertEquals(0, Crc16.of(new byte[0], 0, 0));
        assertEquals(0x1234, Crc16.of(new byte[0], 0, 0, 0x1234));
    }

    @Test
    void crcIsAppendedLeastSignificantByteFirst() {
        // LP 01 to address 1; 51 08 worked out with an independent bitwise CRC-16/KERMIT (not this class).
        assertArrayEquals(hex("01 01 51 08"), Crc16.append(hex("01 01")));
    }

    @Test
    void aFlippedBitFailsTheCrc() {
        assertTrue(Crc16.checks(hex("01 01 51 08")));
        assertFalse(Crc16.checks(hex("01 01 51 09")));
        assertFalse(Crc16.checks(hex("01 03 51 08")));
    }

    @Test
    void bcdPacksMostSignificantDigitFirst() {
        assertArrayEquals(hex("12 34 56 78"), Bcd.of(12_345_678, 4));
        assertArrayEquals(hex("00 00 00 00"), Bcd.of(0, 4));
        assertArrayEquals(hex("99 99 99 99"), Bcd.of(99_999_999, 4));
    }

    @Test
    void bcdRollsOverAtItsFieldWidth() {
        assertArrayEquals(hex("00 00 00 00"), Bcd.of(100_000_000, 4));
        assertArrayEquals(hex("00 00 00 01"), Bcd.of(100_000_001, 4));
        assertArrayEquals(hex("99 99 99 99 99"), Bcd.of(9_999_999_999L, 5));
        assertArrayEquals(hex("00 00 00 00 00"), Bcd.of(10_000_000_000L, 5));
    }

    @Test
    void bcdRefusesNegativeValues() {
        assertThrows(SasException.class, () -> Bcd.of(-1, 4));
    }

    @Test
    void bcdDecodingRejectsANonDecimalNibble() {
        assertEquals(1_234, Bcd.get(hex("12 34"), 0, 2));
        assertEquals(-1, Bcd.get(hex("1A 34"), 0, 2));
        assertEquals(-1, Bcd.get(hex("F0 00"), 0, 2));
    }

    @Test
    void parmrkMarksAWakeupByteWithFf00() {
        Parmrk d = new Parmrk();
        assertEquals(-1, d.feed(0xFF));
        assertEquals(-1, d.feed(0x00));
        assertEquals(0x81 | Parmrk.WAKEUP, d.feed(0x81));
    }

    @Test
    void parmrkCarriesALiteralFfAsFfFf() {
        Parmrk d = new Parmrk();
        assertEquals(-1, d.feed(0xFF));
        assertEquals(0xFF, d.feed(0xFF));
        assertEquals(0x12, d.feed(0x12));
    }

    @Test
    void parmrkWakeupOnAnFfByteIsFf00Ff() {
        Parmrk d = new Parmrk();
        d.feed(0xFF);
        d.feed(0x00);
        assertEquals(0xFF | Parmrk.WAKEUP, d.feed(0xFF));
    }

    @Test
    void parmrkEncodingRoundTrips() {
        byte[] msg = hex("01 FF 00 FF 7E");
        byte[] enc = Parmrk.encode(msg, true);
        assertArrayEquals(hex("FF 00 01 FF FF 00 FF FF 7E"), enc);
        Parmrk d = new Parmrk();
        StringBuilder out = new StringBuilder();
        for (byte b : enc) {
            int s = d.feed(b);
            if (s >= 0) {
                out.append(String.format("%03X ", s));
            }
        }
        assertEquals("101 0FF 000 0FF 07E ", out.toString());
    }

    @Test
    void aReplyOnAPtyHasEveryFfDoubledAndNoWakeupByte() {
        byte[] out = new byte[16];
        int n = Parmrk.encode(hex("01 1F FF 00 FF 7E 00"), 5, out);
        assertArrayEquals(hex("01 1F FF FF 00 FF FF"), java.util.Arrays.copyOf(out, n), "the first 5 bytes only");
    }
}
