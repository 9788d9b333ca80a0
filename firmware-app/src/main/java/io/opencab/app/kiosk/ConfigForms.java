package io.opencab.app.kiosk;

import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.ConfigKey;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.GameInfo;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.ConfigItem.Choice;
import io.opencab.ui.port.ConfigItem.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the technician's pages offer each configuration key (issue 39 item 8): a human label and the control its
 * values ask for, a pick-list for a fixed set of words, a stepper with its unit and range for a number, ticks for
 * a list of games, bet levels or bills, the on-screen keyboard only for names and paths. The ranges are those the
 * keys' checks enforce ({@link ConfigKey}, docs/configuration.md); the cabinet checks every value again when it is
 * set. A key not listed here (a newer key) gets a label made from its name and a text entry.
 */
final class ConfigForms {
    /** Why the built-in configuration cannot be changed from the menu. */
    static final String BUILT_IN = "this cabinet runs on its built-in configuration, which has no file to save to;"
        + " start it with --config FILE (provision init makes one) to change settings here";

    private record Form(String label, Field field) {
    }

    private final Map<String, Form> forms = new LinkedHashMap<>();
    private final Map<String, GameInfo> games = new LinkedHashMap<>();

    /**
     * @param catalog    the games the firmware has (games.enabled picks from them; their bet levels)
     * @param billValues the bill validator's face values in cents (bills.accepted.cents picks from them)
     */
    ConfigForms(GameCatalog catalog, List<Long> billValues) {
        for (String id : catalog.ids()) {
            games.put(id, catalog.create(id).info());
        }
        List<Choice> gameChoices = games.values().stream().map(g -> new Choice(g.id(), g.name())).toList();
        put("cabinet.id", "Cabinet ID", Field.text());
        put("cabinet.denomination.cents", "Credit value (denomination)", Field.choice("cents",
            CabinetConfig.DENOMINATIONS.stream().map(d -> new Choice(Long.toString(d), d + " cents")).toList()));
        put("games.enabled", "Games offered, in game-select order", Field.subset(gameChoices));
        put("bet.max.credits", "Largest bet", Field.number("credits", 1, CabinetConfig.MAX_BET_LIMIT, 10));
        put("credit.limit.credits", "Credit limit for bills", Field.number("credits", 1, CabinetConfig.METER_LIMIT, 1000));
        put("handpay.limit.credits", "Handpay limit (jackpot paid by hand)",
            Field.number("credits", 1, CabinetConfig.METER_LIMIT, 1000));
        put("bills.accepted.cents", "Bills accepted", Field.subset("cents",
            billValues.stream().distinct().sorted().map(v -> new Choice(Long.toString(v), v + " cents")).toList()));
        put("sas.enabled", "SAS link to the casino system", Field.flag());
        put("sas.port", "SAS serial port", Field.text());
        put("sas.port.kind", "SAS port kind", Field.choice(List.of(new Choice("uart", "UART (a real serial port)"),
            new Choice("pty", "pseudo-terminal (tests)"))));
        put("sas.address", "SAS address", Field.number("", 1, 127, 1));
        put("sas.link.down", "When the SAS link is down", Field.choice(List.of(
            new Choice("keep-playing", "keep playing"), new Choice("disable-play", "disable play until polled"))));
        put("sas.handpay.remote.reset", "Casino system may reset a handpay (LP 94)", Field.flag());
        put("tito.ticket.limit.cents", "Largest cash-out as a ticket", Field.number("cents", 1, CabinetConfig.METER_LIMIT,
            100));
        put("tito.ticket.expiry.days", "Ticket expiry (0 = never)", Field.number("days", 0, 9999, 1));
        put("tito.casino.name", "Casino name on tickets", Field.text());
        for (int i = 1; i <= 3; i++) {
            put("tito.casino.address." + i, "Ticket address line " + i, Field.text());
        }
        put("tito.ticket.title", "Ticket title", Field.text());
        put("tito.ticket.in", "Ticket in (redeemed by the casino system)", Field.flag());
        put("tito.redeem.timeout.ms", "Ticket redeem timeout", Field.number("ms", 1000, 60_000, 1000));
        put("store.path", "Meter store file", Field.text());
        put("store.witness.path", "Meter store witness file", Field.text());
        put("store.create", "Create an empty meter store when none is found", Field.flag());
        put("security.pin.attendant", "Attendant PIN", Field.text());
        put("security.pin.technician", "Technician PIN", Field.text());
        put("security.pin.regulator", "Regulator PIN", Field.text());
        put("rng.cycle.ms", "RNG cycling period between games", Field.number("ms", 1, 1000, 1));
        put("round.presentation.timeout.ms", "Longest round presentation before it is paid",
            Field.number("ms", 1000, 600_000, 1000));
        List<Choice> modes = List.of(new Choice("real", "real device"), new Choice("simulated", "simulated"),
            new Choice("none", "none"));
        put("hal.gpio", "Buttons, lamps, doors and key (GPIO)", Field.choice(modes));
        put("hal.bill", "Bill validator", Field.choice(modes));
        put("hal.printer", "Ticket printer", Field.choice(modes));
        put("hal.bill.currency", "Bill validator currency", Field.choice(List.of(new Choice("USD", "USD"),
            new Choice("EUR", "EUR"))));
    }

    private void put(String key, String label, Field field) {
        forms.put(key, new Form(label, field));
    }

    /**
     * {@code key} for the pages: running {@code value}, {@code saved} for the next start ("" when the file will not
     * set it), changeable unless {@code readOnly} says why.
     */
    ConfigItem item(String key, String value, String saved, String description, String readOnly) {
        Form f = form(key);
        return new ConfigItem(key, value, description, readOnly.isEmpty(), f.label(), saved, f.field(), readOnly);
    }

    private Form form(String key) {
        Form f = forms.get(key);
        if (f != null) {
            return f;
        }
        if (key.startsWith(ConfigKey.BET_LEVELS_PREFIX) && key.endsWith(ConfigKey.BET_LEVELS_SUFFIX)) {
            String id = key.substring(ConfigKey.BET_LEVELS_PREFIX.length(), key.length() - ConfigKey.BET_LEVELS_SUFFIX.length());
            GameInfo g = games.get(id);
            if (g != null) {
                List<Choice> levels = new ArrayList<>();
                for (int level : g.betLevels()) {
                    levels.add(new Choice(Integer.toString(level), "level " + level + ": " + g.bet(level) + " credits"));
                }
                return new Form("Bet levels of " + g.name(), Field.subset(levels));
            }
        }
        ConfigKey k = ConfigKey.of(key);
        boolean flag = k != null && ("true".equals(k.defaultValue()) || "false".equals(k.defaultValue()));
        return new Form(labelOf(key), flag ? Field.flag() : Field.text());
    }

    /** The order of the pages' groups: the cabinet, its games, money, tickets, SAS, devices, the engine, the store. */
    private static final List<String> GROUPS = List.of("cabinet", "games", "game", "bet", "credit", "handpay", "bills",
        "tito", "sas", "hal", "rng", "round", "store", "security");

    /** Keys in page order: by group ({@link #GROUPS}), then as named. */
    static java.util.Comparator<String> order() {
        return java.util.Comparator.comparingInt((String k) -> {
            int i = GROUPS.indexOf(k.substring(0, Math.max(0, k.indexOf('.'))));
            return i < 0 ? GROUPS.size() : i;
        }).thenComparing(k -> k);
    }

    /** "hal.bill.poll.ms" as "Bill poll (ms)": the key's words after its group, the unit last. */
    static String labelOf(String key) {
        String[] words = key.split("\\.");
        List<String> out = new ArrayList<>(List.of(words).subList(words.length > 1 ? 1 : 0, words.length));
        String unit = out.size() > 1 && List.of("ms", "cents", "credits", "days").contains(out.getLast()) ? out.removeLast()
            : null;
        String text = String.join(" ", out).replace('-', ' ');
        text = text.isEmpty() ? key : Character.toUpperCase(text.charAt(0)) + text.substring(1);
        return unit == null ? text : text + " (" + unit + ")";
    }

    /**
     * The bet levels game {@code id} offers when its {@code game.<id>.bet.levels} is not set: every level whose bet
     * is at most {@code maxBet} (docs/configuration.md), comma-separated; "" for a game the firmware does not have.
     */
    String defaultLevels(String id, String maxBet) {
        GameInfo g = games.get(id);
        if (g == null || !maxBet.matches("\\d{1,18}")) {
            return "";
        }
        long max = Long.parseLong(maxBet);
        return String.join(",", g.betLevels().stream().filter(l -> g.bet(l) <= max).map(String::valueOf).toList());
    }

    /** Why a key cannot be changed from the menu on a cabinet with a file, or "" when it can. */
    static String fixed(String key) {
        if (key.equals(ConfigKey.DENOMINATION.key())) {
            return "it belongs to the meter store: change it with provisioning (it needs a RAM clear)";
        }
        if (key.startsWith("store.")) {
            return "the meter store's place: set by provisioning";
        }
        if (key.startsWith("security.pin.")) {
            return "a PIN is changed with provisioning (provision set, with a hash from cabinet hash-pin)";
        }
        return "";
    }
}
