package io.opencab.hal.bill;

/**
 * What a validator's barcode must be to be taken as a ticket: a SAS validation number, exactly 18 ASCII
 * digits (SAS 6.02, LP 70/71 validation number; docs/tito.md). Anything else is returned with
 * {@link RejectReason#HOST_BAD_BARCODE} without asking the host.
 */
public final class TicketBarcode {
    /** Digits in a SAS validation number. */
    public static final int DIGITS = 18;
    /**
     * The escrow code an ID-003 validator reports for a barcode ticket; also the {@code rawCode} of a
     * {@code NoteRejected} for a ticket the host refused.
     */
    public static final int ESCROW_CODE = 0x6F;

    private TicketBarcode() {
    }

    public static boolean wellFormed(String barcode) {
        if (barcode == null || barcode.length() != DIGITS) {
            return false;
        }
        for (int i = 0; i < DIGITS; i++) {
            char c = barcode.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
