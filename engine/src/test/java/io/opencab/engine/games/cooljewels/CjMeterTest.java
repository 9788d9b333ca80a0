package io.opencab.engine.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.engine.EngineException;
import org.junit.jupiter.api.Test;

/** The Pay Per Symbol Meter's sections: 6, 8, 10, 12, then 15 slices for sections 5..11; section 12 has none. */
class CjMeterTest {

    @Test
    void everySectionBoundaryFallsWhereTheSlicesAddUp() {
        // given the last slice of each section 1..11: 6, 14, 24, 36, 51, 66, 81, 96, 111, 126, 141
        int[] last = {6, 14, 24, 36, 51, 66, 81, 96, 111, 126, 141};
        int first = 1;
        for (int s = 1; s <= 11; s++) {
            // then the first and last slices belong to the section, the next to the one after
            assertEquals(s, CjMeter.section(first), "first slice of section " + s);
            assertEquals(s, CjMeter.section(last[s - 1]), "last slice of section " + s);
            assertEquals(s + 1, CjMeter.section(last[s - 1] + 1), "slice after section " + s);
            first = last[s - 1] + 1;
        }
    }

    @Test
    void sectionTwelveHasNoSlicesAndHoldsEverySymbolFromThe142nd() {
        assertEquals(11, CjMeter.section(141));
        assertEquals(12, CjMeter.section(142));
        assertEquals(12, CjMeter.section(1080));
        assertEquals(141, CjMeter.LAST_SLICE);
    }

    @Test
    void slicesCountFromOne() {
        assertThrows(EngineException.class, () -> CjMeter.section(0));
    }

    @Test
    void shippedValuesStartAtOneCreditAndTopAtFifty() {
        // given the public sources' first and top values (public reviews of the real game)
        CjMath m = CjFixture.GAME.math();
        assertEquals(1, m.meterValue(1));
        assertEquals(50, m.meterValue(12));
        for (int s = 2; s <= 12; s++) {
            assertEquals(true, m.meterValue(s) >= m.meterValue(s - 1), "section " + s + " does not fall");
        }
    }
}
