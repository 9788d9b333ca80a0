package io.opencab.hal.bill.id003;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A pseudo-terminal pair made by socat: {@link #host()} and {@link #device()} are symlinks to the two ends.
 * socat is a test prerequisite (CI installs it); without it the pty tests fail with this message rather
 * than being skipped.
 */
public final class SocatPair implements AutoCloseable {
    private final Path dir;
    private Process process;

    public SocatPair(Path dir) {
        this.dir = dir;
        start();
    }

    public static void requireSocat() {
        boolean found = false;
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            if (Files.isExecutable(Path.of(d, "socat"))) {
                found = true;
            }
        }
        if (!found) {
            throw new AssertionError("socat is required by the ID-003 pseudo-terminal tests and was not found on"
                    + " PATH: install it (apt-get install socat; .ci/run does this in CI)");
        }
    }

    void start() {
        requireSocat();
        try {
            Files.deleteIfExists(host());
            Files.deleteIfExists(device());
            process = new ProcessBuilder("socat", "-d", "-d",
                    "pty,raw,echo=0,link=" + host(), "pty,raw,echo=0,link=" + device())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("socat.log").toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("could not start socat", e);
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!(Files.exists(host()) && Files.exists(device()))) {
            if (System.nanoTime() > end || !process.isAlive()) {
                throw new AssertionError("socat did not create " + host() + " and " + device());
            }
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000L);
        }
    }

    /** Ends socat (both pty ends vanish), waiting until it has exited. */
    public void kill() {
        process.destroy();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public Path host() {
        return dir.resolve("ttyHost");
    }

    public Path device() {
        return dir.resolve("ttyDevice");
    }

    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            kill();
        }
    }
}
