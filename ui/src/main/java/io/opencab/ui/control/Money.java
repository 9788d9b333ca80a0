package io.opencab.ui.control;

import java.util.Locale;

/** Display of integer amounts: credits, and credits as currency. Display only: no arithmetic on money here. */
public final class Money {
    private Money() {
    }

    /** {@code credits} x {@code centsPerCredit} as "12.50 EUR". */
    public static String currency(long credits, long centsPerCredit, String currency) {
        long cents = Math.multiplyExact(credits, centsPerCredit);
        return cents(cents, currency);
    }

    public static String cents(long cents, String currency) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return String.format(Locale.ROOT, "%s%d.%02d %s", sign, a / 100, a % 100, currency);
    }

    /** Credits with thousands separators: "12 345". */
    public static String credits(long credits) {
        return String.format(Locale.ROOT, "%,d", credits).replace(',', ' ');
    }
}
