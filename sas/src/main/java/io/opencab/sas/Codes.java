package io.opencab.sas;

/**
 * SAS code tables we need (SAS 6.02 appendices; docs/sas.md): meter codes, the denomination
 * code of a credit, bill denomination codes, and which 2F meter is 4 or 5 bytes.
 */
final class Codes {
    static final int COIN_IN = 0x00;
    static final int COIN_OUT = 0x01;
    static final int JACKPOT = 0x02;
    static final int HANDPAID_CANCELLED = 0x03;
    static final int CANCELLED = 0x04;
    static final int GAMES_PLAYED = 0x05;
    static final int GAMES_WON = 0x06;
    static final int GAMES_LOST = 0x07;
    static final int BILLS_IN_CREDITS = 0x0B;
    static final int CURRENT_CREDITS = 0x0C;
    static final int TOTAL_WON = 0x22;
    static final int TOTAL_HANDPAID = 0x23;
    static final int DROP = 0x24;
    static final int GAMES_SINCE_POWER_UP = 0x25;
    static final int GAMES_SINCE_DOOR_CLOSE = 0x26;

    /** Bill face values (whole currency units) in the order of SAS bill denomination codes 00.. and meters 0040... */
    static final long[] BILL_UNITS = {
        1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000,
        20_000, 25_000, 50_000, 100_000, 200_000, 250_000, 500_000, 1_000_000};

    /** Credit values (cents) of SAS denomination codes 01..0A (SAS 6.02 table C-4, the common ones). */
    private static final long[] DENOM_CENTS = {0, 1, 5, 10, 25, 50, 100, 500, 1_000, 2_000, 10_000};

    private Codes() {
    }

    /**
     * SAS bill-acceptor country codes (SAS 6.02 table of country codes, numbered in decimal and sent as
     * one BCD byte) of the ISO 4217 currencies whose notes belong to one SAS country; the euro has its own
     * code. Any other currency is 0, "unknown" (docs/sas.md "Bills").
     */
    private static final java.util.Map<String, Integer> COUNTRY = java.util.Map.ofEntries(
        java.util.Map.entry("ARS", 1), java.util.Map.entry("AUD", 2), java.util.Map.entry("BRL", 5),
        java.util.Map.entry("BGN", 6), java.util.Map.entry("CAD", 7), java.util.Map.entry("COP", 8),
        java.util.Map.entry("CZK", 10), java.util.Map.entry("DKK", 11), java.util.Map.entry("GBP", 15),
        java.util.Map.entry("HUF", 19), java.util.Map.entry("MXN", 25), java.util.Map.entry("MAD", 26),
        java.util.Map.entry("NOK", 27), java.util.Map.entry("PLN", 28), java.util.Map.entry("RON", 30),
        java.util.Map.entry("RUB", 31), java.util.Map.entry("ZAR", 33), java.util.Map.entry("SEK", 34),
        java.util.Map.entry("CHF", 35), java.util.Map.entry("TRY", 36), java.util.Map.entry("USD", 37),
        java.util.Map.entry("EUR", 39));

    /** The SAS country code of {@code currency} (ISO 4217) as the number the BCD byte carries; 0 = unknown. */
    static int countryCode(String currency) {
        return COUNTRY.getOrDefault(currency, 0);
    }

    /** The SAS denomination code of a {@code cents} credit, 0 when it has none in our table. */
    static int denominationCode(long cents) {
        for (int i = 1; i < DENOM_CENTS.length; i++) {
            if (DENOM_CENTS[i] == cents) {
                return i;
            }
        }
        return 0;
    }

    /** SAS bill denomination code of {@code valueCents}, -1 without one. */
    static int billCode(long valueCents) {
        for (int i = 0; i < BILL_UNITS.length; i++) {
            if (BILL_UNITS[i] * 100 == valueCents) {
                return i;
            }
        }
        return -1;
    }

    /** The meter code counting bills of {@code units} currency units. */
    static int billMeter(long units) {
        int c = billCode(units * 100);
        if (c < 0) {
            throw new SasException("no SAS bill meter for " + units + " units");
        }
        return 0x40 + c;
    }

    /** True for the meter codes this machine keeps (LP 2F/6F/AF answer them; any other is left out). */
    static boolean kept(int code) {
        return switch (code) {
            case COIN_IN, COIN_OUT, JACKPOT, HANDPAID_CANCELLED, CANCELLED, BILLS_IN_CREDITS, CURRENT_CREDITS,
                 TOTAL_WON, TOTAL_HANDPAID, DROP, GAMES_PLAYED, GAMES_WON, GAMES_LOST, GAMES_SINCE_POWER_UP,
                 GAMES_SINCE_DOOR_CLOSE -> true;
            default -> code >= 0x40 && code <= 0x57 || io.opencab.sas.tito.TicketMeters.isTicketMeter(code)
                || HandpayMeters.isHandpayMeter(code) || AftMeters.isAftMeter(code);
        };
    }

    /**
     * Size in bytes of meter {@code code} in LP 2F, 0 when this machine does not keep it: the minimum size of SAS
     * 6.02's meter-code table (table C-7 as the Monaco client reproduces it): 4 BCD bytes for credits and counts,
     * 5 for amounts in cents (ticket and validated-handpay amounts). A value longer than its field is reported
     * modulo its size, as every SAS meter field rolls over (docs/sas.md "Meters").
     */
    static int size2F(int code) {
        if (!kept(code)) {
            return 0;
        }
        return io.opencab.sas.tito.TicketMeters.isCents(code) || HandpayMeters.isCents(code) || AftMeters.isCents(code)
            ? 5 : 4;
    }

    /**
     * Size in bytes of meter {@code code} in LP 6F/AF, 0 when not kept: 5 for every meter, the store's own ten
     * digits, so the extended meters roll over exactly with the store (SAS 6.02 section 7.21: the actual size).
     */
    static int size6F(int code) {
        return kept(code) ? 5 : 0;
    }

    /** True for the meters each game keeps (game N in LP 2F/52/6F). */
    static boolean perGame(int code) {
        return code == COIN_IN || code == COIN_OUT || code == JACKPOT || code == GAMES_PLAYED || code == GAMES_WON
            || code == GAMES_LOST;
    }
}
