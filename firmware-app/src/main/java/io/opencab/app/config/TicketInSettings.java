package io.opencab.app.config;

import java.time.Duration;
import java.util.Objects;

/**
 * Ticket in (docs/tito.md "Ticket in"): the {@code tito.ticket.in} keys of a configuration that takes tickets.
 *
 * @param redeemTimeout how long a ticket waits in escrow for the host's answer (LP 71) before it is given back
 */
public record TicketInSettings(Duration redeemTimeout) {
    public TicketInSettings {
        Objects.requireNonNull(redeemTimeout, "redeemTimeout");
    }
}
