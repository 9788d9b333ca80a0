package io.opencab.hal.printer;

import java.util.EnumSet;
import java.util.Set;

/**
 * A snapshot of a ticket printer for the attendant menu and diagnostics.
 *
 * @param ready          power-up done (the printer answered and reported its firmware)
 * @param printing       a ticket was sent and its outcome is not yet known
 * @param faults         the conditions currently reported (PAPER_LOW is a warning, the others block printing)
 * @param firmware       what the printer reported as its firmware ("" when unknown; "simulated" for the sim)
 * @param validFrames    well-formed answers received
 * @param failedRequests requests that got no valid answer (timeouts, garbage, truncation)
 */
public record PrinterStatus(boolean ready, boolean printing, Set<PrinterFault> faults, String firmware,
        long validFrames, long failedRequests) {
    public PrinterStatus {
        faults = faults.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(faults));
        firmware = firmware == null ? "" : firmware;
    }

    /** True when a ticket may be sent now: ready, not printing, no blocking fault. */
    public boolean canPrint() {
        return ready && !printing && faults.stream().noneMatch(PrinterFault::blocking);
    }

    /** The most severe condition (offline first), else PRINTING, PAPER_LOW or IDLE. */
    public PrinterState state() {
        for (PrinterFault f : new PrinterFault[] {PrinterFault.OFFLINE, PrinterFault.FAILURE, PrinterFault.JAM,
            PrinterFault.HEAD_OPEN, PrinterFault.PAPER_OUT}) {
            if (faults.contains(f)) {
                return PrinterState.valueOf(f.name());
            }
        }
        if (printing) {
            return PrinterState.PRINTING;
        }
        return faults.contains(PrinterFault.PAPER_LOW) ? PrinterState.PAPER_LOW : PrinterState.IDLE;
    }
}
