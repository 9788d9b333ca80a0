package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The row MAC remembers the encodings it signed or checked (issue 36 item 5): a remembered row must
 * be judged exactly as a computed one.
 */
class RowMacTest {
    private static final byte[] KEY = new byte[32];

    static {
        Arrays.fill(KEY, (byte) 7);
    }

    @Test
    void aRememberedRowWithOneBitFlippedInItsStoredMacIsRefused() {
        // given a meter row checked once (remembered)
        RowMac mac = new RowMac(KEY);
        byte[] stored = mac.of("meter", "LIFETIME", "0000", 1234L);
        assertTrue(mac.matches(stored, "meter", "LIFETIME", "0000", 1234L));
        // when its stored MAC has one bit flipped
        byte[] flipped = stored.clone();
        flipped[5] ^= 0x10;
        // then it is refused
        assertFalse(mac.matches(flipped, "meter", "LIFETIME", "0000", 1234L));
    }

    @Test
    void aRememberedMacDoesNotVouchForAnotherValue() {
        // given a row checked with value 1234
        RowMac mac = new RowMac(KEY);
        byte[] stored = mac.of("meter", "LIFETIME", "0000", 1234L);
        assertTrue(mac.matches(stored, "meter", "LIFETIME", "0000", 1234L));
        // when the value changes under the same MAC (an older row's MAC beside a new value)
        // then it is refused, in any scope or table
        assertFalse(mac.matches(stored, "meter", "LIFETIME", "0000", 1235L));
        assertFalse(mac.matches(stored, "meter", "PERIOD", "0000", 1234L));
        assertFalse(mac.matches(stored, "game_meter", "LIFETIME", "0000", 1234L));
    }

    @Test
    void aCallerChangingTheReturnedMacDoesNotChangeWhatIsRemembered() {
        // given a MAC handed out and then changed by its caller
        RowMac mac = new RowMac(KEY);
        byte[] first = mac.of("meter", "LIFETIME", "000C", 99L);
        byte[] copy = first.clone();
        first[0] ^= 1;
        // when the same row is signed and checked again
        // then the remembered MAC is still the right one
        assertArrayEquals(copy, mac.of("meter", "LIFETIME", "000C", 99L));
        assertTrue(mac.matches(copy, "meter", "LIFETIME", "000C", 99L));
        assertFalse(mac.matches(first, "meter", "LIFETIME", "000C", 99L));
    }

    @Test
    void rememberedAndComputedMacsAreTheSameForShortAndLongRows() {
        // given one instance that has seen the rows and one that has not
        RowMac warm = new RowMac(KEY);
        String big = "x".repeat(RowMac.MEMO_BYTES * 2);
        warm.of("journal", 1L, big);
        warm.of("meter", "LIFETIME", "0001", 5L);
        RowMac cold = new RowMac(KEY);
        // then both give the same MACs
        assertArrayEquals(cold.of("journal", 1L, big), warm.of("journal", 1L, big));
        assertArrayEquals(cold.of("meter", "LIFETIME", "0001", 5L), warm.of("meter", "LIFETIME", "0001", 5L));
    }

    @Test
    void anotherKeyDoesNotShareWhatOneInstanceRemembers() {
        // given a row signed by one store's key
        byte[] other = KEY.clone();
        other[0] ^= 1;
        byte[] stored = new RowMac(KEY).of("meter", "LIFETIME", "0000", 1L);
        // then another store's key refuses it
        assertFalse(new RowMac(other).matches(stored, "meter", "LIFETIME", "0000", 1L));
    }

    @Test
    void theMemoryIsBoundedAndAForgottenRowIsComputedAgain() {
        // given more distinct rows than are remembered
        RowMac mac = new RowMac(KEY);
        byte[] first = mac.of("meter", "LIFETIME", "0000", 0L);
        for (long v = 1; v <= RowMac.MEMO_ENTRIES + 10; v++) {
            mac.of("meter", "LIFETIME", "0000", v);
        }
        // then the first (forgotten) row is still judged right
        assertTrue(mac.matches(first, "meter", "LIFETIME", "0000", 0L));
        assertFalse(mac.matches(first, "meter", "LIFETIME", "0000", 1L));
    }
}
