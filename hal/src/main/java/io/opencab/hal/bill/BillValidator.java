package io.opencab.hal.bill;

import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * A bill validator. Notes are credited only through the {@link EscrowLedger}: the pending credit is made
 * durable before the note is stacked, and converted to a credit only when the validator reports the note
 * stacked (regulations.md 1.9). Listeners learn what happened; they never credit anything themselves.
 *
 * <p>Real: {@code Id003BillValidator} (JCM ID-003 over serial); simulated: {@code SimBillValidator}.
 */
public interface BillValidator extends AutoCloseable {
    void addListener(Consumer<? super BillEvent> listener);

    void removeListener(Consumer<? super BillEvent> listener);

    /**
     * Enables or inhibits acceptance (regulations.md 1.9: accept only when play is enabled; disable during
     * handpay, audit and door open). A note that still reaches escrow while inhibited is returned.
     */
    void setAccepting(boolean accepting);

    /** The escrow codes (0x61..0x68) to accept; others are inhibited and returned if they reach escrow. */
    void setEnabledDenominations(Set<Integer> escrowCodes);

    /**
     * Whether barcode tickets are taken into escrow for the host's decision (default false). Off, a ticket
     * reaching escrow is returned with {@code NoteRejected(HOST_TICKETS_DISABLED)}. A barcode that is not 18
     * ASCII digits is always returned ({@code NoteRejected(HOST_BAD_BARCODE)}).
     */
    void setTicketsAccepted(boolean accepting);

    /**
     * Stacks the ticket in escrow ({@code TicketEscrowed}). The caller must have made the authorisation durable
     * first: {@code TicketStacked} follows only once the validator reports it stacked, {@code TicketInDoubt}
     * when that cannot be proven, {@code TicketReturned} if it came back. An id that is not the ticket held in
     * escrow (already returned, never escrowed) changes nothing and is reported as a {@code ProtocolError}.
     */
    void stackTicket(UUID ticketId);

    /** Gives the ticket in escrow back; {@code TicketReturned} follows once the validator reports it returned. */
    void returnTicket(UUID ticketId);

    /**
     * While SETTINGS_UNCONFIRMED stands: try the settings again now (a reset and every setting sent anew) instead of
     * at the next step of the back-off, which starts over; {@code SettingsRetried} reports the try. Meant for an
     * attendant who has cleared the tilt: if this try fails too the fault is reported again ({@code FaultRaised}),
     * so the tilt comes back. Without the fault it does nothing.
     */
    void retrySettings();

    DenominationTable denominations();

    BillValidatorStatus status();

    /** Inhibits acceptance where possible and releases the device. Idempotent. */
    @Override
    void close();
}
