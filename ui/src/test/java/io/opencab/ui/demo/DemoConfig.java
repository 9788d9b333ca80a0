package io.opencab.ui.demo;

import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.ConfigItem.Choice;
import io.opencab.ui.port.ConfigItem.Field;
import io.opencab.ui.port.Diagnostics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * TEST / DEMO ONLY: the demo cabinet's settings, checked like the cabinet's (a wrong kind changes nothing). Like
 * the cabinet with a configuration file, a SET is saved for the next start: the running value stays until then.
 */
final class DemoConfig {
    private record Key(String label, Field field, String description) {
    }

    private final Map<String, String> running = new LinkedHashMap<>();
    private final Map<String, String> saved = new LinkedHashMap<>();
    private final Map<String, Key> keys = new LinkedHashMap<>();
    private String readOnly = "";

    DemoConfig() {
        key("cabinet.id", "DEMO-CAB-1", "Cabinet ID", Field.text(), "demo setting: letters, digits . _ -");
        key("cabinet.denominationCents", "1", "Credit value", Field.choice("cents", List.of(new Choice("1", "1"),
                new Choice("5", "5"), new Choice("10", "10"))), "demo setting: fixed in the meter store");
        key("cabinet.currency", "EUR", "Currency", Field.text(), "demo setting");
        key("cabinet.handpayLimit", "0", "Handpay limit", Field.number("credits", 1, 1_000_000_000, 1000),
                "demo setting: a single win of at least this many credits is paid by hand");
        key("games.enabled", "christmas-tree,lost-relics,cluster-kingdom,cool-jewels", "Games offered",
                Field.subset(List.of(new Choice("christmas-tree", "Christmas Tree"), new Choice("lost-relics", "Lost Relics"),
                        new Choice("cluster-kingdom", "Cluster Kingdom"), new Choice("cool-jewels", "Cool Jewels"))),
                "demo setting: the games of game select, in order");
        key("jurisdiction.autoplay", "true", "Autoplay allowed", Field.flag(), "demo setting");
        key("jurisdiction.history", "true", "Game history for the player", Field.flag(), "demo setting");
        key("sas.link.down", "keep-playing", "When the SAS link is down", Field.choice(List.of(
                new Choice("keep-playing", "keep playing"), new Choice("disable-play", "disable play until polled"))),
                "demo setting: what happens 5 s without a poll");
    }

    private void key(String key, String value, String label, Field field, String description) {
        running.put(key, value);
        saved.put(key, value);
        keys.put(key, new Key(label, field, description));
    }

    /** The demo cabinet's lamps, all off. */
    static Map<String, Boolean> lamps() {
        Map<String, Boolean> lamps = new LinkedHashMap<>();
        for (String lamp : List.of("SPIN", "BET_UP", "BET_DOWN", "MAX_BET", "CASH_OUT", "HELP", "SERVICE", "TOWER")) {
            lamps.put(lamp, false);
        }
        return lamps;
    }

    /** The demo cabinet's devices and lamps for the diagnostics page. */
    static Diagnostics diagnostics(boolean keyOn, Map<String, Boolean> lamps, io.opencab.ui.port.VerifyResult verified) {
        List<Diagnostics.Device> d = new ArrayList<>();
        d.add(new Diagnostics.Device("Main door", "closed", true));
        d.add(new Diagnostics.Device("Cash box door", "closed", true));
        d.add(new Diagnostics.Device("Logic door", "closed", true));
        d.add(new Diagnostics.Device("Validator door", "closed", true));
        d.add(new Diagnostics.Device("Bill validator", "simulated, idle", true));
        d.add(new Diagnostics.Device("Attendant key", keyOn ? "on" : "off", true));
        d.add(new Diagnostics.Device("Meter store", "demo (in memory)", true));
        lamps.forEach((k, v) -> d.add(new Diagnostics.Device("Lamp " + k, v ? "ON" : "off", true)));
        return new Diagnostics(d, List.copyOf(lamps.keySet()), java.util.Optional.ofNullable(verified));
    }

    /** A value the demo sets itself, running at once (the demo's own settings, e.g. its handpay limit). */
    void put(String key, String value) {
        running.put(key, value);
        saved.put(key, value);
    }

    /** Every key read-only for {@code reason} (like the cabinet's built-in configuration); "" makes them editable. */
    void readOnly(String reason) {
        readOnly = reason;
    }

    /** Saves {@code key} for the next start if known, changeable and of the right kind, logging old and new and who. */
    String set(String key, String value, String by, BiConsumer<String, String> log) {
        Key k = keys.get(key);
        if (k == null) {
            return null;
        }
        if (!readOnly.isEmpty() || key.equals("cabinet.currency") || key.equals("cabinet.denominationCents")) {
            return key + " cannot be changed here";
        }
        String old = saved.get(key);
        if (k.field().kind() == Field.Kind.NUMBER) {
            if (!value.matches("\\d{1,12}")) {
                return key + ": '" + value + "' is not a whole number";
            }
            long n = Long.parseLong(value);
            if (n < k.field().min() || n > k.field().max()) {
                return key + ": " + value + " is outside " + k.field().min() + ".." + k.field().max();
            }
        }
        saved.put(key, value);
        log.accept("CONFIG_CHANGED", key + ": " + old + " -> " + value + " by " + by);
        return key + " saved: " + value + " from the next start";
    }

    List<ConfigItem> items() {
        List<ConfigItem> items = new ArrayList<>();
        running.forEach((key, v) -> {
            Key k = keys.get(key);
            String why = !readOnly.isEmpty() ? readOnly : key.equals("cabinet.currency") || key.equals("cabinet.denominationCents")
                    ? "it belongs to the meter store" : "";
            items.add(new ConfigItem(key, v, k.description(), why.isEmpty(), k.label(), saved.get(key), k.field(), why));
        });
        return items;
    }
}
