package io.opencab.ui.view;

import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.KioskState;
import java.util.ArrayList;
import java.util.List;

/**
 * A setting's value as a person reads it (issue 39 item 8): a pick-list's label rather than its code, a number
 * with its unit and, for money, its value in currency, "not set" rather than an empty string.
 */
final class ConfigText {
    private ConfigText() {
    }

    static String of(String value, ConfigItem.Field f, KioskState s) {
        if (value == null || value.isBlank()) {
            return "(not set)";
        }
        return switch (f.kind()) {
            case CHOICE, FLAG -> label(value.strip(), f, s);
            case SUBSET -> {
                List<String> out = new ArrayList<>();
                for (String v : value.split(",")) {
                    out.add(label(v.strip(), f, s));
                }
                yield String.join(", ", out);
            }
            case NUMBER -> number(value.strip(), f.unit(), s);
            case TEXT -> value;
        };
    }

    /** A choice as a person reads it: an amount in currency, else its label. */
    static String label(String value, ConfigItem.Field f, KioskState s) {
        if (s != null && value.matches("\\d{1,15}")) {
            long n = Long.parseLong(value);
            if (f.unit().equals("cents")) {
                return s.money().cents(n);
            }
            if (f.unit().equals("credits")) {
                return s.money().currency(n);
            }
        }
        for (ConfigItem.Choice c : f.choices()) {
            if (c.value().equals(value)) {
                return c.label();
            }
        }
        return value;
    }

    /** "120 000 credits (1 200.00 USD)", "2 500 cents (25.00 USD)", "10 000 ms (10 s)", "30 days". */
    static String number(String value, String unit, KioskState s) {
        long n;
        try {
            n = Long.parseLong(value);
        } catch (NumberFormatException e) {
            return value + (unit.isEmpty() ? "" : " " + unit);
        }
        // Grouped as the cabinet groups credits; a caller without the state gets the default grouping.
        String text = (s == null ? io.opencab.money.MoneyFormat.of(1, "USD") : s.money()).number(n)
            + (unit.isEmpty() ? "" : " " + unit);
        return switch (unit) {
            case "credits" -> s == null ? text : text + " (" + s.money().currency(n) + ")";
            case "cents" -> s == null ? text : text + " (" + s.money().cents(n) + ")";
            case "ms" -> n >= 1000 && n % 100 == 0 ? text + " (" + seconds(n) + ")" : text;
            default -> text;
        };
    }

    private static String seconds(long ms) {
        return ms % 1000 == 0 ? ms / 1000 + " s" : String.format(java.util.Locale.ROOT, "%d.%d s", ms / 1000, ms % 1000 / 100);
    }
}
