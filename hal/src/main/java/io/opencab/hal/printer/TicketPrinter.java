package io.opencab.hal.printer;

import java.util.UUID;
import java.util.function.Consumer;

/**
 * A cabinet ticket printer (TITO cash-out tickets). Printing is asynchronous: {@link #print} returns at
 * once and the outcome arrives as exactly one {@link PrinterEvent.PrintCompleted} or
 * {@link PrinterEvent.PrintFailed} for the job. The device never takes credits off a meter; the cabinet
 * does that on PrintCompleted only (issue 28: "credits leave the meter only when the printer confirms").
 *
 * <p>Real: {@code TclTicketPrinter} (FutureLogic/JCM GEN2 TCL over serial); simulated:
 * {@code SimTicketPrinter} (writes each ticket as a PNG).
 */
public interface TicketPrinter extends AutoCloseable {
    void addListener(Consumer<? super PrinterEvent> listener);

    void removeListener(Consumer<? super PrinterEvent> listener);

    /**
     * Prints one ticket. If the printer cannot take it now (faulted, busy, not ready) the outcome is a
     * PrintFailed with {@code inDoubt} false and nothing is sent. A second call while a job is in progress
     * fails the same way: one ticket at a time.
     */
    void print(UUID jobId, Ticket ticket);

    PrinterStatus status();

    /** Stops polling and releases the device. A job still in progress is reported in doubt. Idempotent. */
    @Override
    void close();
}
