package io.opencab.hal.bill;

/**
 * Faults a bill validator reports (ID-003 error statuses 0x43..0x4A) and two the host detects. Each maps
 * to an attendant-cleared lockup or a SAS event (regulations.md 1.5, 1.9: 27 cash box full, 28 jam,
 * 29 failure, 1B cash box removed, 2C counterfeit).
 */
public enum ValidatorFault {
    STACKER_FULL(0x43), STACKER_OPEN(0x44), ACCEPTOR_JAM(0x45), STACKER_JAM(0x46), PAUSE(0x47),
    CHEATED(0x48), FAILURE(0x49),
    /** The validator says it received a bad frame from the host. */
    DEVICE_COMMUNICATION_ERROR(0x4A),
    /** Host: no valid answer for the configured number of consecutive requests, or the port is gone. */
    COMMUNICATION_LOST(-1),
    /** Host: the escrow ledger failed (the note was returned, or a credit could not be recorded). */
    LEDGER_FAILED(-2),
    /**
     * Host: the validator did not confirm a setting (C0..C5 not echoed as sent within the retries, refused,
     * or an inhibit state it kept ignoring), so it may run with settings the host did not choose. Every note
     * reaching escrow is returned until a later reset and re-configuration is confirmed.
     */
    SETTINGS_UNCONFIRMED(-3);

    private final int status;

    ValidatorFault(int status) {
        this.status = status;
    }

    /** The ID-003 status byte, or a negative number for host-detected faults. */
    public int status() {
        return status;
    }

    /** The fault an ID-003 status byte reports, or null for a status that is not a fault. */
    public static ValidatorFault ofStatus(int status) {
        for (ValidatorFault f : values()) {
            if (f.status == status && status > 0) {
                return f;
            }
        }
        return null;
    }
}
