package io.opencab.engine.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CjMultipliersTest {

    @Test
    void premiumOnBlueTakesBothOfTheMathsMultipliers() {
        // given values other than the rule sheet's 10, so no fixed 10 or 100 can pass
        CjMultipliers m = new CjMultipliers(3, 7);

        // then each destroyed symbol takes the math's own values, and their product on Blue
        assertEquals(1, m.of(false, false));
        assertEquals(3, m.of(true, false));
        assertEquals(7, m.of(false, true));
        assertEquals(21, m.of(true, true));
    }

    @Test
    void shippedMathPays10And100() {
        // given the certified math
        CjMultipliers m = CoolJewels.standard().math().multipliers;

        // then Premium 10x and Blue Watermark pay 10x, Premium 10x on Blue 100x (rule sheet)
        assertEquals(10, m.of(true, false));
        assertEquals(10, m.of(false, true));
        assertEquals(100, m.of(true, true));
    }
}
