package io.opencab.hal.printer;

import java.util.UUID;

/** Where a simulated printer puts a ticket (a PNG file, a list in tests). Throws if it cannot. */
@FunctionalInterface
public interface TicketSink {
    void accept(UUID jobId, Ticket ticket);
}
