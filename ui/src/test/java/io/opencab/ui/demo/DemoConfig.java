package io.opencab.ui.demo;

import io.opencab.ui.port.ConfigItem;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/** TEST / DEMO ONLY: the demo cabinet's settings, checked like the cabinet's (a wrong kind changes nothing). */
final class DemoConfig {
    private final Map<String, String> values = new LinkedHashMap<>();

    DemoConfig() {
        values.put("cabinet.denominationCents", "1");
        values.put("cabinet.currency", "EUR");
        values.put("cabinet.handpayLimit", "0");
        values.put("jurisdiction.autoplay", "true");
        values.put("jurisdiction.history", "true");
    }

    /** The demo cabinet's lamps, all off. */
    static Map<String, Boolean> lamps() {
        Map<String, Boolean> lamps = new LinkedHashMap<>();
        for (String lamp : List.of("SPIN", "BET_UP", "BET_DOWN", "MAX_BET", "CASH_OUT", "HELP", "SERVICE", "TOWER")) {
            lamps.put(lamp, false);
        }
        return lamps;
    }

    void put(String key, String value) {
        values.put(key, value);
    }

    /** Sets {@code key} if known and of the right kind, logging old and new and who; returns the result line. */
    String set(String key, String value, String by, BiConsumer<String, String> log) {
        String old = values.get(key);
        if (old == null) {
            return null;
        }
        if (old.matches("\\d+") && !value.matches("\\d+")) {
            return key + ": '" + value + "' is not a whole number";
        }
        values.put(key, value);
        log.accept("CONFIG_CHANGED", key + ": " + old + " -> " + value + " by " + by);
        return key + " set to " + value;
    }

    List<ConfigItem> items() {
        List<ConfigItem> items = new ArrayList<>();
        values.forEach((k, v) -> items.add(new ConfigItem(k, v, "demo setting", !k.startsWith("cabinet.currency"))));
        return items;
    }
}
