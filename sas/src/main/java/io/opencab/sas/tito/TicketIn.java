package io.opencab.sas.tito;

import io.opencab.sas.SasException;
import java.util.Objects;

/**
 * The ticket being redeemed, as the cabinet publishes it in the SAS snapshot (docs/tito.md "Ticket in"):
 * what LP 70 reports and what LP 71's status query (transfer code FF) answers once the responder has
 * nothing of its own to say.
 *
 * @param validation    the 18-digit validation number read from the barcode
 * @param amountCents   the amount the host authorised (0 while waiting for the host)
 * @param machineStatus for FINISHED: {@link TicketStatus#REDEEMED} or the 0x8x code the ticket was given
 *                      back with; for the other phases the code of that phase (0x20, 0x40)
 */
public record TicketIn(String validation, Phase phase, long amountCents, int machineStatus) {
    /** Where the ticket is in the redemption cycle. */
    public enum Phase {
        /** In escrow, exception 67 raised; LP 70 reports it; LP 71 awaited. */
        WAITING_FOR_HOST,
        /** LP 71 authorised it; the validator is stacking it (LP 71 FF answers 0x40). */
        PENDING,
        /** Stacked and credited ({@code machineStatus} 00) or given back ({@code machineStatus} 0x8x). */
        FINISHED
    }

    public TicketIn {
        Objects.requireNonNull(phase, "phase");
        if (validation == null || !validation.matches("[0-9]{18}")) {
            throw new SasException("ticket in: validation number " + validation + " is not 18 digits");
        }
        if (amountCents < 0 || machineStatus < 0 || machineStatus > 0xFF) {
            throw new SasException("ticket in " + validation + ": bad amount " + amountCents + " or machine status "
                + machineStatus);
        }
    }
}
