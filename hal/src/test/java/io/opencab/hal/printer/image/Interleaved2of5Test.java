package io.opencab.hal.printer.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.hal.HalException;
import org.junit.jupiter.api.Test;

/**
 * Expected symbols worked out by hand from the symbology: digit patterns (weights 1 2 4 7 parity)
 * 1 = WNNNW, 2 = NWNNW, 9 = NWNWN, 0 = NNWWN, 5 = WNWNN; first digit of a pair in the bars, second in the
 * spaces; start NNNN, stop WNN.
 */
class Interleaved2of5Test {
    @Test
    void pair12InterleavesOneInBarsAndTwoInSpaces() {
        // bars W N N N W, spaces N W N N W -> W N N W N N N N W W
        assertEquals("nnnn" + "wnnwnnnnww" + "wnn", Interleaved2of5.elements("12"));
    }

    @Test
    void pair90() {
        // bars N W N W N, spaces N N W W N -> N N W N N W W W N N
        assertEquals("nnnn" + "nnwnnwwwnn" + "wnn", Interleaved2of5.elements("90"));
    }

    @Test
    void oddCountGetsALeadingZero() {
        // "05": bars N N W W N, spaces W N W N N -> N W N N W W W N N N
        assertEquals("nnnn" + "nwnnwwwnnn" + "wnn", Interleaved2of5.elements("5"));
    }

    @Test
    void everyDigitHasTwoWideElements() {
        String e = Interleaved2of5.elements("0123456789");
        String body = e.substring(4, e.length() - 3);
        assertEquals(20, body.chars().filter(c -> c == 'w').count());
    }

    @Test
    void eighteenDigitValidationNumberIs171ModulesAtThreeToOne() {
        // start 4 + 18 digits x (2 wide x 3 + 3 narrow) + stop (3 + 1 + 1)
        assertEquals(4 + 18 * 9 + 5, Interleaved2of5.modules("001234567890123456", 3).length);
    }

    @Test
    void modulesStartWithABarAndEndWithABar() {
        boolean[] m = Interleaved2of5.modules("12", 2);
        assertEquals(true, m[0]);
        assertEquals(false, m[1]);
        assertEquals(true, m[m.length - 1]);
    }

    @Test
    void letterIsRefused() {
        assertThrows(HalException.class, () -> Interleaved2of5.elements("12A4"));
    }
}
