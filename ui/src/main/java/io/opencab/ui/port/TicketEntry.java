package io.opencab.ui.port;

import java.time.Instant;

/**
 * One cash-out ticket of the ticket log (issue 28 item 4): when it was issued, the ticket number and the
 * 18-digit validation number printed on it, its value in credits and cents, its state (PENDING, PRINTED,
 * NOT_PRINTED, IN_DOUBT, VOIDED...) and why it ended so ("" when nothing to say).
 */
public record TicketEntry(Instant at, int ticketNumber, String validationNumber, long credits, long cents,
                          String state, String detail) {

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
