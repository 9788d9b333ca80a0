package io.opencab.app.cabinet;

import java.util.Locale;

/**
 * Amounts in the words the player reads (issue 24: refusals and bill messages in currency):
 * credits at the cabinet's denomination, or cents, as "9.60 USD". Display only.
 */
record CashText(long denominationCents, String currency) {

    String credits(long credits) {
        return cents(Math.multiplyExact(credits, denominationCents));
    }

    String cents(long cents) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return String.format(Locale.ROOT, "%s%d.%02d %s", sign, a / 100, a % 100, currency);
    }
}
