package io.opencab.app.cabinet.tickets;

import java.util.Optional;

/**
 * The SAS host's side of secure enhanced validation: the validation ID it set with long poll 4C and the
 * sequence number of the next ticket, both kept in critical memory by the SAS bridge (not built yet:
 * docs/tito.md "What is left"). Empty when no host is configured or the host has not set an ID: the
 * cabinet then prints no ticket and hand-pays (issue 28).
 */
public interface HostValidation {
    public Optional<Seed> seed();

    /** The ticket with this sequence number was journaled: the next ticket uses the one after it. */
    public void used(int sequence);

    /** A validation ID (24 bits, not 0) and the next ticket's sequence number (24 bits). */
    public record Seed(int validationId, int sequence) {
    }
}
