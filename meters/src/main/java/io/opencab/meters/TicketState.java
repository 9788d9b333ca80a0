package io.opencab.meters;

/** Where a cash-out ticket is (docs/tito.md "Ticket out"). */
public enum TicketState {
    /** Journaled; the printer has been (or is about to be) told to print. Credits still on the meter. */
    PENDING,
    /** The printer confirmed it: the credits left the meter with this ticket. */
    PRINTED,
    /** Refused before anything was sent to the printer: credits untouched (the cabinet hand-pays). */
    NOT_PRINTED,
    /** It may have printed (fault mid-ticket, power cut): locked up until an attendant resolves it. */
    IN_DOUBT,
    /** An attendant found no ticket came out: credits untouched (the cabinet hand-pays). */
    VOIDED;

    /** PENDING or IN_DOUBT: the credits are held for this ticket and no other cash-out may start. */
    public boolean open() {
        return this == PENDING || this == IN_DOUBT;
    }
}
