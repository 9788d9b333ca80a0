package io.opencab.meters;

/**
 * Significant events (regulations.md 1.12, NY 5317.26). The store writes the ones marking its
 * own state changes; the cabinet logs the {@link #external()} ones through
 * {@link MeterStore#logEvent}.
 */
public enum EventType {
    /** The store was created (fresh, or by a RAM clear). */
    STORE_CREATED(false),
    POWER_UP(false),
    /** Logged at power-up when the previous run did not shut down cleanly (power loss or crash). */
    POWER_LOSS_DETECTED(false),
    POWER_DOWN(false),
    DOOR_OPENED(false),
    DOOR_CLOSED(false),
    BILL_STACKED(false),
    BILL_RETURNED(false),
    /** A second "stacked" report for a bill already settled: ignored, not credited again. */
    BILL_DUPLICATE_REPORT(false),
    BILL_REJECTED(true),
    BILL_JAM(true),
    STACKER_FULL(true),
    STACKER_REMOVED(true),
    HANDPAY_PENDING(false),
    HANDPAY_PAID(false),
    /** A cash-out ticket changed state (journaled, printed, not printed, in doubt, resolved; docs/tito.md). */
    TICKET_OUT(false),
    /** A ticket inserted for redemption changed state (escrowed, authorised, stacked, returned, in doubt; docs/tito.md). */
    TICKET_IN(false),
    /** An AFT transfer applied, or the AFT registration changed (docs/aft.md). */
    AFT(false),
    /** Promotional credits changed kind or left without play (restricted credits forfeited; docs/aft.md). */
    PROMO_CREDITS(false),
    TILT_RAISED(false),
    TILT_CLEARED(false),
    RAM_CLEAR(false),
    PERIOD_CLEAR(false),
    CONFIG_CHANGED(false),
    SCHEMA_MIGRATED(false),
    /** At power-up the store was one change ahead of its witness (power cut between the two writes); the witness was brought up to date. */
    WITNESS_RECOVERED(false),
    /** A technician accepted the store as it is and re-sealed its witness (both records logged). */
    WITNESS_RESEALED(false),
    SOFTWARE_VERIFICATION(true),
    ATTENDANT_LOGIN(true),
    ATTENDANT_LOGOUT(true),
    RECALL_ENTERED(true),
    /** The ticket printer stopped answering or reports itself offline (SAS 60, printer communication error). */
    PRINTER_OFFLINE(true),
    /** SAS 61, printer paper out. */
    PRINTER_PAPER_OUT(true),
    /** SAS 74, printer paper low: tickets still print. */
    PRINTER_PAPER_LOW(true),
    /** SAS 78, printer carriage jammed (a paper jam or cutter fault). */
    PRINTER_JAM(true),
    /** Another printer fault (head open, a failure it reports): no SAS exception names these. */
    PRINTER_FAULT(true),
    PRINTER_FAULT_CLEARED(true),
    /** Anything else significant the cabinet reports (low battery, device faults, ...). */
    CABINET(true);

    private final boolean external;

    EventType(boolean external) {
        this.external = external;
    }

    /** True for events the cabinet reports; the others are written by the store itself. */
    public boolean external() {
        return external;
    }
}
