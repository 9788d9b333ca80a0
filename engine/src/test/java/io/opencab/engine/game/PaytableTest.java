package io.opencab.engine.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.engine.EngineException;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The paytable every game reads from its resource ({@link MathResource#paytable}). */
class PaytableTest {
    private static MathResource resource(String... keyValues) {
        Properties p = new Properties();
        for (int i = 0; i < keyValues.length; i += 2) {
            p.setProperty(keyValues[i], keyValues[i + 1]);
        }
        return MathResource.of("hand-made", p);
    }

    @Test
    void rowsAreReadInTheOrderOfTheSymbolsIndexedBySize() {
        // given two symbols' rows for sizes 3 to 5
        MathResource m = resource("pay.LOW", "3=1, 4-5=2", "pay.HIGH", "3=4, 4=6, 5=9");
        // when the paytable is read
        long[][] pays = m.paytable(List.of("LOW", "HIGH"), 3, 5);
        // then row s is symbol s, indexed by cluster size
        assertArrayEquals(new long[] {0, 0, 0, 1, 2, 2}, pays[0]);
        assertArrayEquals(new long[] {0, 0, 0, 4, 6, 9}, pays[1]);
    }

    @Test
    void aRowThatPaysLessForALargerClusterIsRefusedByName() {
        // given a HIGH row that falls from size 4 to 5
        MathResource m = resource("pay.LOW", "3=1, 4-5=2", "pay.HIGH", "3=4, 4=6, 5=5");
        // when the paytable is read
        EngineException e = assertThrows(EngineException.class, () -> m.paytable(List.of("LOW", "HIGH"), 3, 5));
        // then it is refused, naming the resource, the row and the sizes
        assertEquals("hand-made: pay.HIGH falls from size 4 to 5", e.getMessage());
    }

    @Test
    void anEqualPayForALargerClusterIsAccepted() {
        // given a row that stays level from size 4 to 5
        MathResource m = resource("pay.LOW", "3=1, 4-5=2");
        // when the paytable is read, then the level pays stand
        assertEquals(2, m.paytable(List.of("LOW"), 3, 5)[0][5]);
    }
}
