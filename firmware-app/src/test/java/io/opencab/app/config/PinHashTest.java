package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/** PINs are stored as salted PBKDF2WithHmacSHA256 hashes only. */
class PinHashTest {
    private final SecureRandom random = new SecureRandom();

    @Test
    void aHashMatchesItsPinOnly() {
        PinHash h = PinHash.create("4711", PinHash.MIN_ITERATIONS, random);

        assertTrue(h.matches("4711"));
        assertFalse(h.matches("4712"));
        assertFalse(h.matches("47110"));
        assertFalse(h.matches(""));
        assertFalse(h.matches(null));
    }

    @Test
    void theTextFormRoundTripsAndNeverHoldsThePin() {
        PinHash h = PinHash.create("902137", PinHash.MIN_ITERATIONS, random);
        String text = h.encode();

        assertTrue(text.startsWith("pbkdf2-sha256:100000:"), text);
        assertFalse(text.contains("902137"));
        assertEquals(h, PinHash.parse(text));
        assertTrue(PinHash.parse(text).matches("902137"));
        assertFalse(h.toString().contains(text.substring(text.lastIndexOf(':') + 1)), "toString hides the hash");
    }

    @Test
    void theSameDigitsHashDifferentlyWithEachSalt() {
        assertNotEquals(PinHash.create("1111", PinHash.MIN_ITERATIONS, random).encode(),
            PinHash.create("1111", PinHash.MIN_ITERATIONS, random).encode());
    }

    @Test
    void plainOrWeakOrMalformedHashesAreRefused() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PinHash.parse("1234")).getMessage()
            .contains("plain PIN"));
        assertThrows(IllegalArgumentException.class, () -> PinHash.parse("sha1:1:2:3"));
        assertThrows(IllegalArgumentException.class, () -> PinHash.parse("pbkdf2-sha256:x:AAAA:AAAA"));
        String weak = PinHash.create("1234", PinHash.MIN_ITERATIONS, random).encode().replace(":100000:", ":99999:");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PinHash.parse(weak)).getMessage()
            .contains("iterations"));
        assertThrows(IllegalArgumentException.class, () -> PinHash.parse("pbkdf2-sha256:100000:AAAA:AAAA"), "short salt");
    }

    @Test
    void pinsAreFourToTwelveDigits() {
        assertThrows(IllegalArgumentException.class, () -> PinHash.create("123", PinHash.MIN_ITERATIONS, random));
        assertThrows(IllegalArgumentException.class, () -> PinHash.create("1234567890123", PinHash.MIN_ITERATIONS, random));
        assertThrows(IllegalArgumentException.class, () -> PinHash.create("12a4", PinHash.MIN_ITERATIONS, random));
        assertThrows(IllegalArgumentException.class, () -> PinHash.create("1234", 1_000, random));
    }
}
