package io.opencab.engine.rng;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.EngineException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeededStreamsTest {

    private static long[] first(GameRng rng, int n) {
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            v[i] = rng.nextLong();
        }
        return v;
    }

    @Test
    void sameSeedGivesSameStream() {
        // given two generators of one seed / when drawing / then identical
        assertArrayEquals(first(SeededStreams.single(99), 100), first(SeededStreams.single(99), 100));
    }

    @Test
    void differentSeedsGiveDifferentStreams() {
        assertFalse(Arrays.equals(first(SeededStreams.single(1), 10), first(SeededStreams.single(2), 10)));
    }

    @Test
    void streamsOfOneSeedAreDistinctAndReproducible() {
        // given 4 streams of one seed
        List<GameRng> a = SeededStreams.streams(7, 4);
        List<GameRng> b = SeededStreams.streams(7, 4);
        long[][] firstA = new long[4][];
        for (int i = 0; i < 4; i++) {
            firstA[i] = first(a.get(i), 50);
            // then stream i is the same every time
            assertArrayEquals(firstA[i], first(b.get(i), 50));
        }
        // and no two streams share their output
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                assertFalse(Arrays.equals(firstA[i], firstA[j]), "streams " + i + " and " + j);
            }
        }
        // and stream 0 is the single stream of the seed
        assertArrayEquals(firstA[0], first(SeededStreams.single(7), 50));
    }

    @Test
    void streamCountIsChecked() {
        EngineException e = assertThrows(EngineException.class, () -> SeededStreams.streams(1, 0));
        assertTrue(e.getMessage().contains("0"));
    }
}
