package io.opencab.engine.rng;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.engine.EngineException;
import java.security.SecureRandom;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class LiveRngTest {

    @Test
    void twoInstancesNeverShareAStream() {
        // given two live generators seeded from SecureRandom
        LiveRng a = LiveRng.create();
        LiveRng b = LiveRng.create();
        byte[] x = new byte[64];
        byte[] y = new byte[64];
        a.nextBytes(x);
        b.nextBytes(y);
        // then their output differs
        assertFalse(Arrays.equals(x, y));
    }

    @Test
    void cyclingMovesTheStream() {
        // given two generators with identical seed material
        LiveRng a = new LiveRng(fixedEntropy());
        LiveRng b = new LiveRng(fixedEntropy());
        // when one is cycled between games
        a.cycle();
        // then the next draws differ
        assertNotEquals(a.nextLong(), b.nextLong());
    }

    @Test
    void cyclerRejectsBadPeriod() {
        assertThrows(EngineException.class, () -> new BackgroundCycler(LiveRng.create(), 0));
    }

    private static SecureRandom fixedEntropy() {
        return new SecureRandom() {
            private static final long serialVersionUID = 1L;
            private long n;

            @Override
            public long nextLong() {
                return n++;
            }
        };
    }
}
