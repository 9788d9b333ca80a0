package io.opencab.app.cabinet.state;

/**
 * Why the cabinet is locked up (regulations.md 1.5: the specific error is displayed; no play and no
 * credit acceptance meanwhile).
 */
public enum TiltReason {
    /** A monitored door is open; clears when it closes. */
    DOOR_OPEN,
    /** Critical memory failed its integrity checks, or cannot be read: only a RAM clear gets out. */
    RAM_ERROR,
    /** The self-audit identity failed (memory treated as corrupt, NZ 3.3.19-20): only a RAM clear. */
    AUDIT_FAILURE,
    /** The bill validator reports a fault (jam, stacker full or open, failure, lost line); clears when it does. */
    VALIDATOR_FAULT,
    /** A bill's fate is unknown (power lost mid-stack, lost report): an attendant counts the cash box and resolves it. */
    BILL_IN_DOUBT,
    /**
     * A cash-out ticket may have printed (printer fault or power lost mid-print; docs/tito.md): its credits stay
     * on the meter and no second ticket is printed; an attendant checks and resolves it (printed or not).
     */
    TICKET_IN_DOUBT,
    /**
     * A ticket inserted for redemption was authorised by the host and told to stack, but its stacking was not
     * proven (validator fault, power lost; docs/tito.md "Ticket in"): not credited until an attendant looks in
     * the stacker and resolves it (stacked: credited; given back: nothing). Also a ticket still waiting for the
     * host that the validator may have stacked by itself (issue 41): never credited, whatever the attendant finds.
     */
    REDEEM_IN_DOUBT,
    /** The software failed verification, or an interrupted round cannot be rebuilt by this program. */
    SOFTWARE_VERIFICATION,
    /** The store could not write (disk full, I/O): nothing was lost; a technician clears it once fixed. */
    STORE_FAULT,
    /** Ten wrong attendant PINs (regulations.md 1.11): only the technician PIN opens the menu; a technician clears it. */
    PIN_LOCKOUT,
    /** The configuration file changed outside the attendant menu and provisioning: a technician accepts it. */
    CONFIG_CHANGED,
    /**
     * The software is signed by another key than the one sealed in critical memory at provisioning (issue 34
     * item 3, {@code SigningAnchor}): only a technician's RAM-clear-level action seals the new key.
     */
    SIGNING_KEY_CHANGED,
    /**
     * A host cash-out in hard mode (AFT, LP 72 flag bit 2; docs/aft.md "Host cash-out") the casino system did not take
     * in time: locked up with the offer standing until the host takes the credits or an attendant resets it (then
     * paid by ticket or handpay). Not kept across a power cut: the offer ends with it, the credits stay on the meter.
     */
    HOST_CASHOUT;

    /** True when only an authorized RAM clear ends it. */
    public boolean needsRamClear() {
        return this == RAM_ERROR || this == AUDIT_FAILURE;
    }
}
