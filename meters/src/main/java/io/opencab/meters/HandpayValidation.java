package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;

/**
 * A handpay's SAS secure enhanced validation (docs/sas.md "Validated handpays"): the validation number and
 * sequence number it took when it was reset, and whether a handpay receipt was printed for it. Kept in the
 * handpay's row, written in the transaction of the reset, with the validated-handpay meters and exception 3E.
 *
 * @param number   18 digits, as on a ticket ("00" then 16)
 * @param sequence the validation sequence number it took (24 bits), shared with cash-out tickets
 * @param receipt  true when a handpay receipt is printed for it (SAS validation types 10/20), false for 40/60
 */
public record HandpayValidation(String number, long sequence, boolean receipt) {
    /** Meter keys of the validated handpays, by kind and receipt (SAS meters 008C-0093, in credits here). */
    public static final String CANCELLED_RECEIPT = "HP_VAL:CANCELLED_RECEIPT";
    public static final String JACKPOT_RECEIPT = "HP_VAL:JACKPOT_RECEIPT";
    public static final String CANCELLED_NO_RECEIPT = "HP_VAL:CANCELLED_NO_RECEIPT";
    public static final String JACKPOT_NO_RECEIPT = "HP_VAL:JACKPOT_NO_RECEIPT";
    /** SAS exception 3E: a handpay was validated. */
    static final int EXCEPTION_VALIDATED = 0x3E;

    public HandpayValidation {
        if (number == null || !number.matches("[0-9]{18}")) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "handpay validation number '" + number + "' is not 18 digits");
        }
        if (sequence < 0 || sequence > 0xFFFFFF) {
            throw new MeterException(Kind.INVALID_ARGUMENT, "handpay validation sequence " + sequence
                + " outside 24 bits");
        }
    }

    /** The meter key (credits: {@code key + ":CREDITS"}, count: {@code key + ":COUNT"}) for a handpay of {@code kind}. */
    public static String meter(HandpayRecord.Kind kind, boolean receipt) {
        return kind != HandpayRecord.Kind.CANCELLED_CREDIT ? (receipt ? JACKPOT_RECEIPT : JACKPOT_NO_RECEIPT)
            : (receipt ? CANCELLED_RECEIPT : CANCELLED_NO_RECEIPT);
    }
}
