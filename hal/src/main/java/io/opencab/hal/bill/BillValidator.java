package io.opencab.hal.bill;

import java.util.Set;
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

    DenominationTable denominations();

    BillValidatorStatus status();

    /** Inhibits acceptance where possible and releases the device. Idempotent. */
    @Override
    void close();

    /** Integration placeholder (the hal branch implements it). */
    default void setTicketsAccepted(boolean accepting) {
    }

    /** Integration placeholder. */
    default void stackTicket(java.util.UUID ticketId) {
        throw new UnsupportedOperationException("stackTicket");
    }

    /** Integration placeholder. */
    default void returnTicket(java.util.UUID ticketId) {
        throw new UnsupportedOperationException("returnTicket");
    }
}
