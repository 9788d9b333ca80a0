package io.opencab.tests.sas;

import io.opencab.tests.cabinet.SocatPty;
import io.opencab.hal.bill.Parity;
import io.opencab.hal.bill.id003.Id003Emulator;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A JCM ID-003 bill validator on a socat pseudo-terminal pair: the cabinet's real driver opens {@link #cabinetEnd},
 * {@link Id003Emulator} answers on the other end in this JVM. socat outlives a cabinet killed on its end, so one
 * validator (and what it holds in its path and its stacker) serves every cabinet started on the line in turn.
 */
final class ValidatorPty implements AutoCloseable {
    final Path cabinetEnd;
    final Id003Emulator validator;
    private final SocatPty line;

    ValidatorPty(Path dir) throws IOException {
        line = new SocatPty(dir, "ttyBillCabinet", "ttyBillDevice", "socat-bill.log");
        cabinetEnd = line.host();
        validator = Id003Emulator.open(line.device().toString(), Parity.NONE);
    }

    /**
     * The configuration keys of a real ID-003 validator on this line (replacing {@code hal.bill=simulated}), with
     * short timings that are upper bounds, not waits; generous on answers, as two JVMs share a loaded machine.
     */
    String keys() {
        return String.join("\n", "hal.bill=real", "hal.bill.port=" + cabinetEnd, "hal.bill.port.kind=pty", "hal.bill.parity=none",
            "hal.bill.poll.ms=10", "hal.bill.response.ms=300", "hal.bill.failures=5", "hal.bill.reconnect.ms=50",
            "hal.bill.startup.ms=10000", "");
    }

    @Override
    public void close() throws InterruptedException {
        validator.close();
        line.close();
    }
}
