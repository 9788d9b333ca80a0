package io.opencab.engine.grid;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.engine.EngineException;
import io.opencab.engine.rng.ScriptedRng;
import org.junit.jupiter.api.Test;

class WeightedTableTest {

    @Test
    void everyStopShowsTheValueOfItsWeightRange() {
        // given weights 2, 0, 3 over values 10, 20, 30
        WeightedTable t = WeightedTable.valued("t", new int[] {10, 20, 30}, new int[] {2, 0, 3});
        ScriptedRng rng = new ScriptedRng().then(0, 1, 2, 3, 4);
        int[] got = new int[5];
        for (int i = 0; i < 5; i++) {
            got[i] = t.pick(rng);
        }
        // then each of the 5 stops maps as the weights say, and 20 never shows
        assertArrayEquals(new int[] {10, 10, 30, 30, 30}, got);
        assertEquals(5, t.total());
        assertEquals(-1, t.firstStop(20));
        assertEquals(2, t.firstStop(30));
    }

    @Test
    void negativeWeightIsRejected() {
        assertThrows(EngineException.class, () -> WeightedTable.named("w", java.util.List.of("A", "B"), 1, -1));
    }

    @Test
    void allZeroWeightsAreRejected() {
        assertThrows(EngineException.class, () -> WeightedTable.named("w", java.util.List.of("A", "B"), 0, 0));
    }
}
