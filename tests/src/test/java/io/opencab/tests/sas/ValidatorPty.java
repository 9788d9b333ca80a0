package io.opencab.tests.sas;

import io.opencab.hal.bill.Parity;
import io.opencab.hal.bill.id003.Id003Emulator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A JCM ID-003 bill validator on a socat pseudo-terminal pair: the cabinet's real driver opens {@link #cabinetEnd},
 * {@link Id003Emulator} answers on the other end in this JVM. socat outlives a cabinet killed on its end, so one
 * validator (and what it holds in its path and its stacker) serves every cabinet started on the line in turn.
 */
final class ValidatorPty implements AutoCloseable {
    final Path cabinetEnd;
    final Id003Emulator validator;
    private final Process socat;

    ValidatorPty(Path dir) throws IOException {
        cabinetEnd = dir.resolve("ttyBillCabinet");
        Path deviceEnd = dir.resolve("ttyBillDevice");
        try {
            socat = new ProcessBuilder("socat", "-d", "-d", "pty,raw,echo=0,link=" + cabinetEnd,
                "pty,raw,echo=0,link=" + deviceEnd).redirectErrorStream(true)
                .redirectOutput(dir.resolve("socat-bill.log").toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("socat is required by the bill validator tests (apt-get install socat)", e);
        }
        SasRig.await(() -> Files.exists(cabinetEnd) && Files.exists(deviceEnd), "the validator's pseudo-terminals");
        validator = Id003Emulator.open(deviceEnd.toString(), Parity.NONE);
    }

    /**
     * The configuration keys of a real ID-003 validator on this line (replacing {@code hal.bill=simulated}), with
     * short timings that are upper bounds, not waits; generous on answers, as two JVMs share a loaded machine.
     */
    String keys() {
        return String.join("\n", "hal.bill=real", "hal.bill.port=" + cabinetEnd, "hal.bill.parity=none",
            "hal.bill.poll.ms=10", "hal.bill.response.ms=300", "hal.bill.failures=5", "hal.bill.reconnect.ms=50",
            "hal.bill.startup.ms=10000", "");
    }

    @Override
    public void close() throws InterruptedException {
        validator.close();
        socat.destroy();
        socat.waitFor(5, TimeUnit.SECONDS);
    }
}
