package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.AppException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RngDumpCommandTest {
    @TempDir
    Path dir;

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

    @Test
    void aFailedWriteSaysWhyInWords() {
        RngDumpCommand c = new RngDumpCommand();
        c.sink = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        c.bytes = 10;

        AppException e = assertThrows(AppException.class, c::call);

        assertEquals("rng-dump stopped after 0 of 10 bytes: cannot write to standard output (broken pipe)", e.getMessage());
    }

    @Test
    void aClosedReaderEndsTheDump() throws Exception {
        // cabinet rng-dump --bytes 1e15 | head -c 10: once the reader has gone, the dump must stop, not spin on.
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), CabinetCli.class.getName(),
            "rng-dump", "--bytes", "1e15"))
            .redirectError(err.toFile()).start();
        try {
            InputStream in = p.getInputStream();
            assertEquals(10, in.readNBytes(10).length);
            in.close();
            p.getOutputStream().close();

            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "rng-dump still running 30 s after its reader closed");
            String msg = Files.readString(err);
            assertTrue(p.exitValue() == 0 || p.exitValue() == 1, "exit " + p.exitValue());
            assertFalse(msg.contains("Exception") || msg.contains("\tat "), "no stack trace: " + msg);
            assertTrue(msg.lines().count() <= 1, "at most one line: " + msg);
        } finally {
            p.destroyForcibly();
        }
    }
}
