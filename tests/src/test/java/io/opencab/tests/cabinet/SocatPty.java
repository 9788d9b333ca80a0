package io.opencab.tests.cabinet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** A socat pseudo-terminal pair: the cabinet's validator port and the emulated validator's end (CI installs socat). */
final class SocatPty implements AutoCloseable {
    private final Path host;
    private final Path device;
    private final Process process;

    SocatPty(Path dir) throws IOException {
        host = dir.resolve("ttyCabinet");
        device = dir.resolve("ttyValidator");
        try {
            process = new ProcessBuilder("socat", "-d", "-d", "pty,raw,echo=0,link=" + host, "pty,raw,echo=0,link=" + device)
                .redirectErrorStream(true).redirectOutput(dir.resolve("socat.log").toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("socat is required by the end-to-end bill tests (apt-get install socat;"
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

    Path host() {
        return host;
    }

    Path device() {
        return device;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor(5, TimeUnit.SECONDS);
    }
}
