package io.opencab.sas.tito;

import io.opencab.sas.SasException;

/**
 * What the cabinet does with tickets, as long poll 7B (extended validation status) reports it. It comes from
 * the cabinet's sealed configuration (docs/tito.md "Configuration keys"), not from the host.
 *
 * @param printsCashoutTickets a ticket printer is the cash-out device (`tito.*` keys with a printer)
 * @param redeemsTickets       tickets are accepted by the bill validator (`tito.ticket.in`)
 * @param expiryDays           days a printed cashable ticket can be redeemed, 0 = never expires (0..9999 as
 *                             `tito.ticket.expiry.days`; 9999 reads as "never" to a SAS host, some 27 years)
 * @param printsHandpayReceipts a handpay receipt is printed for each validated handpay ({@code sas.handpay.receipt};
 *                             docs/sas.md "Validated handpays")
 */
public record TicketFeatures(boolean printsCashoutTickets, boolean redeemsTickets, int expiryDays,
        boolean printsHandpayReceipts) {
    /** Without handpay receipts. */
    public TicketFeatures(boolean printsCashoutTickets, boolean redeemsTickets, int expiryDays) {
        this(printsCashoutTickets, redeemsTickets, expiryDays, false);
    }

    public TicketFeatures {
        if (expiryDays < 0 || expiryDays > 9999) {
            throw new SasException("ticket expiry of " + expiryDays + " days is outside 0..9999 (0 = never)");
        }
    }
}
