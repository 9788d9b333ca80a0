package io.opencab.sas;

/**
 * The meter codes of validated handpays (SAS 6.02 table C-7 as the Monaco client numbers them): 8C-8F with a
 * receipt printed, 90-93 without one; amounts in cents, then counts (docs/sas.md "Validated handpays").
 */
public final class HandpayMeters {
    /** Validated cancelled-credit handpay, receipt printed (cents). */
    public static final int CANCELLED_RECEIPT_CENTS = 0x8C;
    public static final int CANCELLED_RECEIPT_COUNT = 0x8D;
    /** Validated jackpot handpay, receipt printed (cents). */
    public static final int JACKPOT_RECEIPT_CENTS = 0x8E;
    public static final int JACKPOT_RECEIPT_COUNT = 0x8F;
    /** Validated cancelled-credit handpay, no receipt (cents). */
    public static final int CANCELLED_NO_RECEIPT_CENTS = 0x90;
    public static final int CANCELLED_NO_RECEIPT_COUNT = 0x91;
    /** Validated jackpot handpay, no receipt (cents). */
    public static final int JACKPOT_NO_RECEIPT_CENTS = 0x92;
    public static final int JACKPOT_NO_RECEIPT_COUNT = 0x93;

    private HandpayMeters() {
    }

    /**
     * Puts one kind's pair into {@code meters}: {@code centsCode} the amount (credits times the denomination) and
     * the code after it the count.
     */
    public static void put(java.util.Map<Integer, Long> meters, int centsCode, long credits, long count,
            long denominationCents) {
        if (!isCents(centsCode) || credits < 0 || count < 0 || denominationCents < 1) {
            throw new SasException("validated handpay meter " + Integer.toHexString(centsCode) + ": " + credits
                + " credits, count " + count + ", denomination " + denominationCents);
        }
        meters.put(centsCode, Math.multiplyExact(credits, denominationCents));
        meters.put(centsCode + 1, count);
    }

    public static boolean isHandpayMeter(int code) {
        return code >= CANCELLED_RECEIPT_CENTS && code <= JACKPOT_NO_RECEIPT_COUNT;
    }

    /** The even codes are amounts in cents (5 BCD bytes in LP 2F), the odd ones counts. */
    public static boolean isCents(int code) {
        return isHandpayMeter(code) && code % 2 == 0;
    }
}
