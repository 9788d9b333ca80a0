package io.opencab.tests.sas;

import io.opencab.tests.cabinet.SocatPty;
import io.opencab.hal.printer.tcl.TclEmulator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A GEN2 TCL ticket printer on a socat pseudo-terminal pair: the cabinet's real printer driver opens
 * {@link #cabinetEnd}, {@link TclEmulator} answers on the other end in this JVM (socat is a test prerequisite).
 */
final class PrinterPty implements AutoCloseable {
    final Path cabinetEnd;
    final TclEmulator printer;
    private final SocatPty line;

    PrinterPty(Path dir) throws IOException {
        line = new SocatPty(dir, "ttyPrinterCabinet", "ttyPrinterDevice", "socat-printer.log");
        cabinetEnd = line.host();
        printer = TclEmulator.open(line.device().toString());
    }

    /** The configuration keys of a real TCL printer on this line, with short timings (upper bounds, not waits). */
    String keys() {
        return String.join("\n", "hal.printer=real", "hal.printer.port=" + cabinetEnd, "hal.printer.port.kind=pty", "hal.printer.poll.ms=20",
            "hal.printer.response.ms=200", "hal.printer.failures=3", "hal.printer.print.ms=5000", "");
    }

    /** The print commands ({@code P|...}) the printer received, whatever became of them. */
    List<String> printCommands() {
        return printer.commands().stream().filter(c -> c.startsWith("P|")).toList();
    }

    @Override
    public void close() throws InterruptedException {
        printer.close();
        line.close();
    }
}
