package io.opencab.ui.port;

import java.time.Instant;

/**
 * One ticket of the ticket log (issue 28 item 4), out (cash-out, printed here) or in (redeemed here): when it
 * was issued or inserted, the ticket number (out only; -1 for a ticket in) and the 18-digit validation number,
 * its value in credits and cents (for a ticket in: the amount the host authorised), its state (out: PENDING,
 * PRINTED, NOT_PRINTED, IN_DOUBT, VOIDED; in: ESCROWED, AUTHORISED, STACKED, RETURNED, IN_DOUBT) and why it
 * ended so ("" when nothing to say).
 */
public record TicketEntry(Instant at, boolean in, int ticketNumber, String validationNumber, long credits, long cents,
                          String state, String detail) {

    /** A ticket out. */
    public TicketEntry(Instant at, int ticketNumber, String validationNumber, long credits, long cents, String state,
            String detail) {
        this(at, false, ticketNumber, validationNumber, credits, cents, state, detail);
    }

    /** The validation number as the ticket prints it: 00-0000-0000-0000-0000 groups (any other length as is). */
    public String validationGrouped() {
        String v = validationNumber;
        if (v == null || v.length() != 18) {
            return v;
        }
        return v.substring(0, 2) + "-" + v.substring(2, 6) + "-" + v.substring(6, 10) + "-" + v.substring(10, 14)
                + "-" + v.substring(14);
    }
}
