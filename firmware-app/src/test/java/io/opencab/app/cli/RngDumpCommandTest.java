package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RngDumpCommandTest {

    private static byte[] dump(long n) {
        RngDumpCommand c = new RngDumpCommand();
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        c.sink = sink;
        c.bytes = n;
        assertEquals(0, c.call());
        return sink.toByteArray();
    }

    @Test
    void writesExactlyTheBytesAsked() {
        assertEquals(0, dump(0).length);
        assertEquals(1, dump(1).length);
        assertEquals(200_003, dump(200_003).length);
    }

    @Test
    void twoDumpsDiffer() {
        // seeded from SecureRandom each start: never the same stream (regulations.md 1.6)
        assertFalse(Arrays.equals(dump(64), dump(64)));
    }

    @Test
    void bytesLookUniform() {
        // a coarse sanity check; the real batteries (dieharder, TestU01) run on the dump itself
        byte[] b = dump(1 << 20);
        long[] counts = new long[256];
        for (byte x : b) {
            counts[x & 0xff]++;
        }
        double expected = b.length / 256.0;
        double chi = 0;
        for (long c : counts) {
            chi += (c - expected) * (c - expected) / expected;
        }
        // 255 degrees of freedom: the 99.99th percentile is about 355
        assertTrue(chi < 355, "chi-square " + chi);
    }
}
