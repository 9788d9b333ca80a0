package io.opencab.money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one way an amount is written for a person (issue 38 item 2, issue 39 item 5): credits as a grouped whole
 * number ("7,100"), currency as grouped units, two decimals and the ISO 4217 code ("71.00 USD"), the same on
 * every screen, in the cabinet's messages and logs, on reports and tickets. Display only: amounts stay integer
 * credits or cents everywhere else, and nothing here rounds or converts except credits x the credit value.
 *
 * @param centsPerCredit the value of one credit in cents (the denomination), at least 1
 * @param currency       the ISO 4217 code written after currency amounts, three capital letters
 * @param grouping       the thousands separator and decimal mark (configuration: {@code money.grouping})
 */
public record MoneyFormat(long centsPerCredit, String currency, Grouping grouping) {
    /** A whole number followed by "cents", "credits" or "credit", as stored texts write amounts (see {@link #inText}). */
    /** A whole number of 4+ digits standing alone (or after an "x"), not part of a decimal or a grouped number. */
    private static final Pattern DIGITS = Pattern.compile("(?<![^\\s(+=x:/-])(\\d{4,})(?!\\d)(?![.,'\u00A0]\\d)");
    private static final Pattern RAW = Pattern.compile("(?<![\\w.,'-])(-?\\d+) (cents|credits|credit)\\b");

    /**
     * How numbers are grouped, named as the configuration names them ({@code money.grouping}). The space is a
     * no-break space on screens, so a wrapped line never splits a number.
     */
    public enum Grouping {
        /** 1,234,567.89 (the default). */
        COMMA(","),
        /** 1.234.567,89 */
        PERIOD("."),
        /** 1 234 567.89 */
        SPACE("\u00A0"),
        /** 1'234'567.89 */
        APOSTROPHE("'");

        private final String separator;

        Grouping(String separator) {
            this.separator = separator;
        }

        /** The mark before the cents: a period, or a comma where periods group the thousands. */
        char decimalMark() {
            return this == PERIOD ? ',' : '.';
        }

        /** The configuration's word for it, its name in lower case: comma, period, space or apostrophe. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The grouping a configuration value names; anything else is a {@link MoneyException} naming the choices. */
        public static Grouping of(String key) {
            for (Grouping g : values()) {
                if (g.key().equals(key)) {
                    return g;
                }
            }
            throw new MoneyException("money grouping '" + key + "' is not one of comma, period, space, apostrophe");
        }

        /** A whole number grouped in threes: "1,234,567" (a count, or credits without their worth). */
        public String format(long n) {
            return grouped(n, separator);
        }

        /**
         * A text with its whole numbers of four or more digits grouped ("TOTAL WIN 32254" reads "TOTAL WIN 32,254",
         * "x25000 bets" reads "x25,000 bets"): for texts made before they are shown (a round's captions, help
         * paragraphs). A number inside a word, a decimal or an already grouped number is left as written.
         */
        public String inText(String text) {
            return rewritten(text, DIGITS, m -> {
                String d = m.group(1);
                return d.length() > 18 ? d : format(Long.parseLong(d));
            });
        }
    }

    public MoneyFormat {
        Objects.requireNonNull(grouping, "grouping");
        if (centsPerCredit < 1) {
            throw new MoneyException("a credit must be worth at least 1 cent, got " + centsPerCredit);
        }
        if (currency == null || !currency.matches("[A-Z]{3}")) {
            throw new MoneyException("currency '" + currency + "' is not an ISO 4217 code of three capital letters");
        }
    }

    /** The default grouping (comma). */
    public static MoneyFormat of(long centsPerCredit, String currency) {
        return new MoneyFormat(centsPerCredit, currency, Grouping.COMMA);
    }

    /** Credits as the player reads them: "7,100". */
    public String credits(long credits) {
        return grouped(credits, grouping.separator);
    }

    /** Any other count a person reads (free games, cascades, a multiplier): grouped like credits. */
    public String number(long n) {
        return grouped(n, grouping.separator);
    }

    /** {@code credits} worth in currency: "71.00 USD". */
    public String currency(long credits) {
        return cents(Math.multiplyExact(credits, centsPerCredit));
    }

    /** {@code cents} in currency: "71.00 USD". */
    public String cents(long cents) {
        return units(cents, grouping.separator, grouping.decimalMark()) + " " + currency;
    }

    /** Credits with their worth, as a sentence carries them: "7,100 credits (71.00 USD)", "1 credit (0.01 USD)". */
    public String creditsWithValue(long credits) {
        return credits(credits) + (credits == 1 ? " credit (" : " credits (") + currency(credits) + ")";
    }

    /**
     * {@code part} of {@code whole} as a percentage with two decimals, grouped like amounts: "96.40%", a game's
     * return after a short session with a big win "1,234.50%" ("1.234,50%" where periods group). Exact decimal,
     * rounded half to even; display only. A whole that is not positive has no percentage: a {@link MoneyException}.
     */
    public String percent(long part, long whole) {
        if (whole <= 0) {
            throw new MoneyException("no percentage of a whole of " + whole + ": it must be positive");
        }
        long hundredths = BigDecimal.valueOf(part).multiply(BigDecimal.valueOf(10_000))
            .divide(BigDecimal.valueOf(whole), 0, RoundingMode.HALF_EVEN).longValueExact();
        return units(hundredths, grouping.separator, grouping.decimalMark()) + "%";
    }

    /**
     * The amount in figures as a ticket prints it, in printable ASCII: "$1,234.50" for US dollars, else the code
     * first, "EUR 1,234.50"; a space grouping prints as a plain space.
     */
    public String ticketFigures(long cents) {
        String n = units(cents, grouping == Grouping.SPACE ? " " : grouping.separator, grouping.decimalMark());
        return "USD".equals(currency) ? "$" + n : currency + " " + n;
    }

    /**
     * A stored text (an event's detail, a log line written before this formatter) with its raw amounts written as
     * above: "bill 3 of 2000 cents stacked, 2000 credits" reads "bill 3 of 20.00 USD stacked, 2,000 credits".
     * Only a whole number directly followed by " cents", " credits" or " credit" is rewritten; the stored text
     * itself is not changed.
     */
    public String inText(String text) {
        return rewritten(text, RAW, m -> {
            long n;
            try {
                n = Long.parseLong(m.group(1));
            } catch (NumberFormatException e) {
                return m.group(); // more digits than a long: not an amount this cabinet holds; left as written
            }
            return "cents".equals(m.group(2)) ? cents(n) : credits(n) + " " + m.group(2);
        });
    }

    /** {@code text} with each match of {@code numbers} written as {@code write} gives it; a null or empty text as it is. */
    private static String rewritten(String text, Pattern numbers, Function<MatchResult, String> write) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        return numbers.matcher(text).replaceAll(m -> Matcher.quoteReplacement(write.apply(m)));
    }

    private static String grouped(long n, String separator) {
        String digits = n == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(n));
        StringBuilder b = new StringBuilder(digits.length() + digits.length() / 3 * separator.length() + 1);
        if (n < 0) {
            b.append('-');
        }
        int first = digits.length() % 3 == 0 ? 3 : digits.length() % 3;
        b.append(digits, 0, first);
        for (int i = first; i < digits.length(); i += 3) {
            b.append(separator).append(digits, i, i + 3);
        }
        return b.toString();
    }

    private static String units(long cents, String separator, char decimalMark) {
        long whole = cents / 100;
        long part = Math.abs(cents % 100);
        String sign = cents < 0 && whole == 0 ? "-" : "";
        return sign + grouped(whole, separator) + decimalMark + (part < 10 ? "0" : "") + part;
    }
}
