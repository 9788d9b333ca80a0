package io.opencab.hal.printer;

import io.opencab.hal.HalException;

/** Spells an amount of money in capital English words, as cheques and cash-out tickets do. */
public final class AmountWords {
    private static final String[] SMALL = {"ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT",
        "NINE", "TEN", "ELEVEN", "TWELVE", "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN", "EIGHTEEN",
        "NINETEEN"};
    private static final String[] TENS = {"", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY",
        "NINETY"};
    private static final String[] SCALES = {"", " THOUSAND", " MILLION", " BILLION", " TRILLION", " QUADRILLION"};

    private AmountWords() {
    }

    /** The major unit's name, singular and plural, for the currencies a ticket can spell. */
    static String[] unitsOf(String currency) {
        if (currency == null) {
            throw new HalException("ticket currency missing");
        }
        return switch (currency) {
            case "USD", "CAD", "AUD" -> new String[] {"DOLLAR", "DOLLARS"};
            case "EUR" -> new String[] {"EURO", "EUROS"};
            case "GBP" -> new String[] {"POUND", "POUNDS"};
            default -> throw new HalException("ticket currency " + currency + " cannot be spelled (USD, CAD, AUD,"
                    + " EUR, GBP)");
        };
    }

    /** "TWENTY-FIVE DOLLARS AND 50/100"; the cents as a fraction, the way cheques write them. */
    public static String of(long cents, String currency) {
        if (cents < 0) {
            throw new HalException("amount " + cents + " cents is negative");
        }
        String[] unit = unitsOf(currency);
        long major = cents / 100;
        return whole(major) + " " + (major == 1 ? unit[0] : unit[1]) + String.format(" AND %02d/100", cents % 100);
    }

    /** A whole number in words: 0 = ZERO, 1234 = ONE THOUSAND TWO HUNDRED THIRTY-FOUR. */
    public static String whole(long n) {
        if (n == 0) {
            return SMALL[0];
        }
        StringBuilder out = new StringBuilder();
        int scale = 0;
        while (n > 0) {
            int group = (int) (n % 1000);
            if (group != 0) {
                String g = belowThousand(group) + SCALES[scale];
                out.insert(0, out.isEmpty() ? g : g + " ");
            }
            n /= 1000;
            scale++;
        }
        return out.toString();
    }

    private static String belowThousand(int n) {
        StringBuilder s = new StringBuilder();
        if (n >= 100) {
            s.append(SMALL[n / 100]).append(" HUNDRED");
            n %= 100;
            if (n > 0) {
                s.append(' ');
            }
        }
        if (n >= 20) {
            s.append(TENS[n / 10]);
            if (n % 10 != 0) {
                s.append('-').append(SMALL[n % 10]);
            }
        } else if (n > 0) {
            s.append(SMALL[n]);
        }
        return s.toString();
    }
}
