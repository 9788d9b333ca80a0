package io.opencab.tests.cabinet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A socat pseudo-terminal pair: the cabinet's end (a device port in its configuration) and the other end, where
 * an emulated device or the SAS host simulator answers (socat is a test prerequisite; CI installs it). socat
 * outlives a cabinet killed on its end, so one pair can serve every cabinet started on the line in turn.
 */
public final class SocatPty implements AutoCloseable {
    private final Path host;
    private final Path device;
    private final Process process;

    /** The bill validator's line: {@code ttyCabinet} and {@code ttyValidator}, logged to {@code socat.log}. */
    public SocatPty(Path dir) throws IOException {
        this(dir, "ttyCabinet", "ttyValidator", "socat.log");
    }

    /** The pair {@code dir/cabinetEnd} and {@code dir/otherEnd}; socat's own messages go to {@code dir/log}. */
    public SocatPty(Path dir, String cabinetEnd, String otherEnd, String log) throws IOException {
        host = dir.resolve(cabinetEnd);
        device = dir.resolve(otherEnd);
        try {
            process = new ProcessBuilder("socat", "-d", "-d", "pty,raw,echo=0,link=" + host, "pty,raw,echo=0,link=" + device)
                .redirectErrorStream(true).redirectOutput(dir.resolve(log).toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("socat is required by the pseudo-terminal tests (apt-get install socat;"
                + " .ci/run installs it)", e);
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!(Files.exists(host) && Files.exists(device))) {
            if (System.nanoTime() > end || !process.isAlive()) {
                throw new AssertionError("socat did not create " + host + " and " + device);
            }
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000L);
        }
    }

    /** The cabinet's end. */
    public Path host() {
        return host;
    }

    /** The other end: the emulated device's, or the SAS host's. */
    public Path device() {
        return device;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor(5, TimeUnit.SECONDS);
    }
}
