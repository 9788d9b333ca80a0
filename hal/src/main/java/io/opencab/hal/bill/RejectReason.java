package io.opencab.hal.bill;

/**
 * Why a note was refused. The validator's ID-003 reject bytes 0x71..0x7E (0x7A unused), then reasons the
 * host adds when it returns a note from escrow.
 */
public enum RejectReason {
    INSERTION(0x71), MAGNETIC_PATTERN(0x72), REMAINING_BILL_IN_HEAD(0x73), COMPENSATION(0x74),
    CONVEYING(0x75), DENOMINATION_ASSESSING(0x76), PHOTO_PATTERN_1(0x77), PHOTO_LEVEL(0x78),
    INHIBITED(0x79), OPERATION(0x7B), REMAINING_BILL_IN_STACKER(0x7C), LENGTH(0x7D), PHOTO_PATTERN_2(0x7E),
    /** A reject byte this driver does not know. */
    UNKNOWN(-1),
    /** Host: acceptance was inhibited when the note reached escrow. */
    HOST_NOT_ACCEPTING(-2),
    /** Host: the escrow code has no value in the denomination table. */
    HOST_UNKNOWN_DENOMINATION(-3),
    /** Host: the denomination is disabled. */
    HOST_DENOMINATION_DISABLED(-4),
    /** Host: the ledger could not record the pending credit durably. */
    HOST_LEDGER_FAILED(-5),
    /** Host: a validator setting is unconfirmed (fault SETTINGS_UNCONFIRMED), so no note is taken. */
    HOST_SETTINGS_UNCONFIRMED(-6),
    /** Host: the escrow status had the wrong length (not exactly one escrow code), so the note is given back. */
    HOST_MALFORMED_ESCROW(-7),
    /** Host: a barcode ticket reached escrow while tickets are not accepted ({@code setTicketsAccepted(false)}). */
    HOST_TICKETS_DISABLED(-8),
    /** Host: the barcode in escrow is not a ticket this cabinet takes (not exactly 18 ASCII digits). */
    HOST_BAD_BARCODE(-9);

    private final int code;

    RejectReason(int code) {
        this.code = code;
    }

    /** The ID-003 reject byte, or a negative number for host reasons. */
    public int code() {
        return code;
    }

    public static RejectReason ofCode(int code) {
        for (RejectReason r : values()) {
            if (r.code == code && code > 0) {
                return r;
            }
        }
        return UNKNOWN;
    }
}
