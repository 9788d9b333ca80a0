package io.opencab.tests.sas;

import io.opencab.hal.printer.tcl.TclEmulator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A GEN2 TCL ticket printer on a socat pseudo-terminal pair: the cabinet's real printer driver opens
 * {@link #cabinetEnd}, {@link TclEmulator} answers on the other end in this JVM (socat is a test prerequisite).
 */
final class PrinterPty implements AutoCloseable {
    final Path cabinetEnd;
    final TclEmulator printer;
    private final Process socat;

    PrinterPty(Path dir) throws IOException {
        cabinetEnd = dir.resolve("ttyPrinterCabinet");
        Path deviceEnd = dir.resolve("ttyPrinterDevice");
        try {
            socat = new ProcessBuilder("socat", "-d", "-d", "pty,raw,echo=0,link=" + cabinetEnd,
                "pty,raw,echo=0,link=" + deviceEnd).redirectErrorStream(true)
                .redirectOutput(dir.resolve("socat-printer.log").toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("socat is required by the ticket printer tests (apt-get install socat)", e);
        }
        SasRig.await(() -> Files.exists(cabinetEnd) && Files.exists(deviceEnd), "the printer's pseudo-terminals");
        printer = TclEmulator.open(deviceEnd.toString());
    }

    /** The configuration keys of a real TCL printer on this line, with short timings (upper bounds, not waits). */
    String keys() {
        return String.join("\n", "hal.printer=real", "hal.printer.port=" + cabinetEnd, "hal.printer.poll.ms=20",
            "hal.printer.response.ms=200", "hal.printer.failures=3", "hal.printer.print.ms=5000", "");
    }

    /** The print commands ({@code P|...}) the printer received, whatever became of them. */
    List<String> printCommands() {
        return printer.commands().stream().filter(c -> c.startsWith("P|")).toList();
    }

    @Override
    public void close() throws InterruptedException {
        printer.close();
        socat.destroy();
        socat.waitFor(5, TimeUnit.SECONDS);
    }
}
