package io.opencab.sas;

/**
 * The meter codes of validated handpays (SAS 6.02 table C-7 as the Monaco client numbers them): 8C-8F with a
 * receipt printed, 90-93 without one; amounts in cents, then counts. This cabinet validates handpays without
 * printing a receipt (docs/sas.md "Handpays"), so 8C-8F are 0 when the snapshot carries them.
 */
public final class HandpayMeters {
    public static final int CANCELLED_RECEIPT_CENTS = 0x8C;
    public static final int JACKPOT_RECEIPT_COUNT = 0x8F;
    /** Validated cancelled-credit handpay, no receipt (cents). */
    public static final int CANCELLED_NO_RECEIPT_CENTS = 0x90;
    public static final int CANCELLED_NO_RECEIPT_COUNT = 0x91;
    /** Validated jackpot handpay, no receipt (cents). */
    public static final int JACKPOT_NO_RECEIPT_CENTS = 0x92;
    public static final int JACKPOT_NO_RECEIPT_COUNT = 0x93;

    private HandpayMeters() {
    }

    public static boolean isHandpayMeter(int code) {
        return code >= CANCELLED_RECEIPT_CENTS && code <= JACKPOT_NO_RECEIPT_COUNT;
    }

    /** The even codes are amounts in cents (5 BCD bytes in LP 2F), the odd ones counts. */
    public static boolean isCents(int code) {
        return isHandpayMeter(code) && code % 2 == 0;
    }
}
