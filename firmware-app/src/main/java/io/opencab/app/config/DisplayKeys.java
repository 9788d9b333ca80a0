package io.opencab.app.config;

import io.opencab.money.MoneyFormat;
import java.time.Duration;
import java.util.Map;

/**
 * The keys of what a person reads (docs/configuration.md): {@code money.grouping}, the one number format of
 * every screen, message, log and ticket (issue 38 item 2), and {@code kiosk.attract.idle.seconds}, when the
 * kiosk returns to its attract screen (issue 39 item 6). Checked with the rest by {@link CabinetConfig#parse}.
 */
public final class DisplayKeys {
    private DisplayKeys() {
    }

    static void check(Map<String, String> values) {
        optional(values, ConfigKey.MONEY_GROUPING);
        optional(values, ConfigKey.ATTRACT_IDLE);
    }

    /** The cabinet's one formatter: its credit value, its validator's currency and the configured grouping. */
    public static MoneyFormat money(CabinetConfig c) {
        String currency = c.hal().bill() == null ? "USD" : c.hal().bill().denominations().currency();
        return new MoneyFormat(c.denominationCents(), currency, grouping(c));
    }

    public static MoneyFormat.Grouping grouping(CabinetConfig c) {
        return grouping(c.values());
    }

    /** {@code money.grouping} of the configuration's values (already checked): screens and tickets group alike. */
    static MoneyFormat.Grouping grouping(Map<String, String> values) {
        return (MoneyFormat.Grouping) optional(values, ConfigKey.MONEY_GROUPING);
    }

    /** How long the kiosk waits, idle at zero credits, before its attract screen; zero: never. */
    public static Duration attractIdle(CabinetConfig c) {
        return Duration.ofSeconds((Long) optional(c.values(), ConfigKey.ATTRACT_IDLE));
    }

    private static Object optional(Map<String, String> values, ConfigKey k) {
        String v = values.get(k.key());
        return k.parse(v == null || v.isEmpty() ? k.defaultValue() : v);
    }
}
