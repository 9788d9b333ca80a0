package io.opencab.hal;

import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.Parity;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.ButtonDeckConfig;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.gpio.DoorConfig;
import io.opencab.hal.gpio.InputPin;
import io.opencab.hal.gpio.KeySwitchConfig;
import io.opencab.hal.gpio.OutputPin;
import io.opencab.hal.gpio.TowerLightConfig;
import io.opencab.hal.anchor.AnchorConfig;
import io.opencab.hal.printer.TicketPrinterConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Reads a {@link HalConfig} from {@code hal.*} properties (the keys are listed in docs/hal.md). The device
 * modes {@code hal.gpio} and {@code hal.bill} have no default: the configuration must say whether the
 * hardware is real. Wiring keys override the default wiring's pin numbers. An unknown {@code hal.*} key,
 * a value that is not a number, or a value out of range is a {@link HalException} naming the key.
 */
public final class HalProperties {
    private final Properties p;
    private final Set<String> used = new HashSet<>();
    private final PinClaims pins = new PinClaims();

    private HalProperties(Properties p) {
        this.p = p;
    }

    public static HalConfig parse(Properties properties) {
        return new HalProperties(properties).read();
    }

    private HalConfig read() {
        DeviceMode gpio = mode("hal.gpio");
        String chip = gpio == DeviceMode.REAL ? required("hal.gpio.chip") : optional("hal.gpio.chip", null);
        ButtonDeckConfig buttons = buttons();
        DoorConfig doors = doors();
        KeySwitchConfig defKey = KeySwitchConfig.defaults();
        KeySwitchConfig key = new KeySwitchConfig(input(defKey.input(), "hal.key.pin"),
                millis("hal.key.debounce.ms", defKey.debounce(), KeySwitchConfig.DEBOUNCE_MS));
        TowerLightConfig defTower = TowerLightConfig.defaults();
        TowerLightConfig tower = new TowerLightConfig(output(defTower.top(), "hal.tower.top.pin"),
                output(defTower.bottom(), "hal.tower.bottom.pin"),
                millis("hal.tower.blink.ms", defTower.blinkPeriod(), TowerLightConfig.BLINK_MS));
        DeviceMode billMode = mode("hal.bill");
        BillValidatorConfig bill = billMode == DeviceMode.NONE ? null : bill(billMode);
        // Optional for the cabinets configured before TITO: absent means no printer fitted (cash-outs hand-pay).
        DeviceMode printerMode = p.getProperty("hal.printer") == null ? DeviceMode.NONE : mode("hal.printer");
        TicketPrinterConfig printer = printerMode == DeviceMode.NONE ? null : printer(printerMode);
        anchor(); // its own record (io.opencab.hal.anchor), read by anchor(Properties)
        for (String k : p.stringPropertyNames()) {
            if (k.startsWith("hal.") && !used.contains(k)) {
                throw HalException.forKey(k, "unknown configuration key (see docs/hal.md for the hal.* keys)");
            }
        }
        return new HalConfig(gpio, chip, buttons, doors, key, tower, billMode, bill, printerMode, printer);
    }

    /**
     * The rollback anchor ({@code hal.anchor}: real, simulated or none; absent is none, for the cabinets
     * configured before it; {@code hal.anchor.path} the counter file), docs/hal.md "Rollback anchor".
     */
    public static AnchorConfig anchor(Properties properties) {
        return new HalProperties(properties).anchor();
    }

    private AnchorConfig anchor() {
        DeviceMode mode = p.getProperty("hal.anchor") == null ? DeviceMode.NONE : mode("hal.anchor");
        String path = optional("hal.anchor.path", null);
        if (mode != DeviceMode.NONE && (path == null || path.isBlank())) {
            throw HalException.forKey("hal.anchor.path", "is required with hal.anchor=" + mode.name().toLowerCase(Locale.ROOT)
                    + ": the anchor's counter file");
        }
        if (mode == DeviceMode.NONE && path != null) {
            throw HalException.forKey("hal.anchor.path", "is set but hal.anchor is none (set hal.anchor=real or simulated)");
        }
        return new AnchorConfig(mode, path == null ? null : Path.of(path));
    }

    private TicketPrinterConfig printer(DeviceMode mode) {
        String port = mode == DeviceMode.REAL ? required("hal.printer.port") : optional("hal.printer.port", "simulated");
        Path dir = mode == DeviceMode.SIMULATED ? Path.of(required("hal.printer.dir")) : null;
        TicketPrinterConfig def = TicketPrinterConfig.defaults(port, dir);
        Parity parity = switch (optional("hal.printer.parity", "none").toLowerCase(Locale.ROOT)) {
            case "none" -> Parity.NONE;
            case "even" -> Parity.EVEN;
            default -> throw HalException.forKey("hal.printer.parity", "must be none or even, got "
                    + p.getProperty("hal.printer.parity"));
        };
        String template = optional("hal.printer.template", def.templateId());
        if (!template.matches(TicketPrinterConfig.TEMPLATE_ID)) {
            throw HalException.forKey("hal.printer.template", "'" + template + "' is not a template id: 1 to 4 letters or"
                    + " digits, as stored in the printer");
        }
        return new TicketPrinterConfig(port, baud("hal.printer.baud", def.baud(), ""), parity, template,
                millis("hal.printer.poll.ms", def.pollInterval(), TicketPrinterConfig.POLL_MS),
                millis("hal.printer.response.ms", def.responseTimeout(), TicketPrinterConfig.RESPONSE_MS),
                (int) number("hal.printer.failures", def.failuresBeforeLoss(), LineChecks.FAILURES, ""),
                millis("hal.printer.print.ms", def.printTimeout(), TicketPrinterConfig.PRINT_MS), dir);
    }

    private ButtonDeckConfig buttons() {
        ButtonDeckConfig def = ButtonDeckConfig.defaults();
        Map<Button, ButtonDeckConfig.Wiring> m = new EnumMap<>(Button.class);
        for (Button b : Button.values()) {
            String base = "hal.button." + b.name().toLowerCase(Locale.ROOT);
            ButtonDeckConfig.Wiring w = def.buttons().get(b);
            m.put(b, new ButtonDeckConfig.Wiring(input(w.input(), base + ".pin"), output(w.lamp(), base + ".lamp")));
        }
        return new ButtonDeckConfig(m, millis("hal.button.debounce.ms", def.debounce(), ButtonDeckConfig.DEBOUNCE_MS),
                millis("hal.button.blink.ms", def.blinkPeriod(), ButtonDeckConfig.BLINK_MS));
    }

    private DoorConfig doors() {
        DoorConfig def = DoorConfig.defaults();
        Map<Door, InputPin> m = new EnumMap<>(Door.class);
        for (Door d : Door.values()) {
            m.put(d, input(def.doors().get(d), "hal.door." + d.name().toLowerCase(Locale.ROOT) + ".pin"));
        }
        return new DoorConfig(m, millis("hal.door.debounce.ms", def.debounce(), DoorConfig.DEBOUNCE_MS));
    }

    private BillValidatorConfig bill(DeviceMode mode) {
        String port = mode == DeviceMode.REAL ? required("hal.bill.port") : optional("hal.bill.port", "simulated");
        DenominationTable table = denominations();
        BillValidatorConfig def = BillValidatorConfig.defaults(port, table);
        Parity parity = switch (optional("hal.bill.parity", "even").toLowerCase(Locale.ROOT)) {
            case "even" -> Parity.EVEN;
            case "none" -> Parity.NONE;
            default -> throw HalException.forKey("hal.bill.parity", "must be even or none, got " + p.getProperty("hal.bill.parity"));
        };
        Set<Integer> enabled = null;
        String en = optional("hal.bill.enabled", null);
        if (en != null) {
            enabled = new TreeSet<>();
            for (String s : en.split(",")) {
                enabled.add(code("hal.bill.enabled", s.trim()));
            }
        }
        return new BillValidatorConfig(port, baud("hal.bill.baud", def.baud(), BillValidatorConfig.BAUD_HINT), parity,
                table, enabled, millis("hal.bill.poll.ms", def.pollInterval(), BillValidatorConfig.POLL_MS),
                millis("hal.bill.response.ms", def.responseTimeout(), BillValidatorConfig.RESPONSE_MS),
                (int) number("hal.bill.failures", def.failuresBeforeLoss(), LineChecks.FAILURES, ""),
                millis("hal.bill.reconnect.ms", def.reconnectInterval(), BillValidatorConfig.RECONNECT_MS),
                millis("hal.bill.startup.ms", def.startupTimeout(), BillValidatorConfig.STARTUP_MS),
                millis("hal.bill.ticket.hold.ms", def.ticketHold(), BillValidatorConfig.TICKET_HOLD_MS),
                millisList("hal.bill.settings.retry.ms", def.settingsRetry()));
    }

    private DenominationTable denominations() {
        String currency = required("hal.bill.currency");
        Map<Integer, Long> custom = new TreeMap<>();
        for (String k : p.stringPropertyNames()) {
            if (k.startsWith("hal.bill.denomination.")) {
                used.add(k);
                int code = code(k, k.substring("hal.bill.denomination.".length()));
                if (code < DenominationTable.FIRST_CODE || code > DenominationTable.LAST_CODE) {
                    throw HalException.forKey(k, String.format("escrow code 0x%02X is outside 0x%02X..0x%02X (ID-003's bill"
                            + " codes)", code, DenominationTable.FIRST_CODE, DenominationTable.LAST_CODE));
                }
                long cents = number(k, 0);
                if (cents <= 0) {
                    throw HalException.forKey(k, cents + " cents; a bill's value is a positive number of cents");
                }
                custom.put(code, cents);
            }
        }
        if (!currency.matches("[A-Z]{3}")) {
            // ISO 4217 codes are three capitals; "usd" used to be answered with the custom table's keys.
            throw HalException.forKey("hal.bill.currency", "'" + currency + "' is not an ISO 4217 code of three capital"
                    + " letters (e.g. USD, EUR)");
        }
        if (!custom.isEmpty()) {
            return new DenominationTable(currency, custom);
        }
        return switch (currency) {
            case "USD" -> DenominationTable.usd();
            case "EUR" -> DenominationTable.eur();
            default -> throw HalException.forKey("hal.bill.currency", currency + " has no built-in table: give"
                    + " hal.bill.denomination.0x61=<cents> ... for the validator's currency assignment");
        };
    }

    private DeviceMode mode(String key) {
        String v = required(key).toUpperCase(Locale.ROOT);
        try {
            return DeviceMode.valueOf(v);
        } catch (IllegalArgumentException e) {
            throw HalException.forKey(key, "must be real, simulated or none, got " + p.getProperty(key));
        }
    }

    private InputPin input(InputPin def, String key) {
        return new InputPin(pin(key, def.bcm()), def.activeLow(), def.pull());
    }

    private OutputPin output(OutputPin def, String key) {
        return new OutputPin(pin(key, def.bcm()), def.activeLow(), def.initialOn(), def.shutdownOn());
    }

    private int pin(String key, int def) {
        int bcm = (int) number(key, def, InputPin.BCM, "BCM ");
        pins.claim(key, bcm, p.getProperty(key) != null);
        return bcm;
    }

    /*
     * The range checks below repeat the config records' own (on the same Bounds) so that a value read from a file is
     * refused naming its key: the records name their field ("failuresBeforeLoss 0 outside 1..100"), which a
     * technician cannot find in the file (outside check, stop 50).
     */
    private Duration millis(String key, Duration def, Bounds ms) {
        long v = number(key, def.toMillis());
        if (!ms.holds(v)) {
            throw HalException.forKey(key, v + " ms is outside " + ms + " ms");
        }
        return Duration.ofMillis(v);
    }

    private long number(String key, long def, Bounds range, String prefix) {
        long v = number(key, def);
        if (!range.holds(v)) {
            throw HalException.forKey(key, prefix + v + " is outside " + range);
        }
        return v;
    }

    private int baud(String key, int def, String hint) {
        long v = number(key, def);
        if (!LineChecks.BAUDS.contains((int) v) || v != (int) v) {
            throw HalException.forKey(key, v + " is not " + LineChecks.baudsText() + hint);
        }
        return (int) v;
    }

    /** Comma-separated milliseconds, e.g. {@code 1000,2000,5000,30000}. */
    private List<Duration> millisList(String key, List<Duration> def) {
        String v = optional(key, null);
        if (v == null) {
            return def;
        }
        List<Duration> out = new ArrayList<>();
        String[] steps = v.split(",", -1);
        for (String s : steps) {
            if (!s.trim().matches("[0-9]{1,9}")) {
                throw HalException.forKey(key, "must be whole milliseconds separated by commas (e.g. 1000,2000,5000,30000),"
                        + " got '" + v + "'");
            }
            long ms = Long.parseLong(s.trim());
            if (!BillValidatorConfig.SETTINGS_RETRY_STEP_MS.holds(ms)) {
                throw HalException.forKey(key, "step " + (out.size() + 1) + ", " + ms + " ms, is outside "
                        + BillValidatorConfig.SETTINGS_RETRY_STEP_MS + " ms");
            }
            out.add(Duration.ofMillis(ms));
        }
        if (out.size() > BillValidatorConfig.MAX_SETTINGS_RETRY_STEPS) {
            throw HalException.forKey(key, out.size() + " steps; at most "
                    + BillValidatorConfig.MAX_SETTINGS_RETRY_STEPS + " (the last one repeats)");
        }
        return out;
    }

    private int code(String key, String v) {
        try {
            // ASCII only: Integer.parseInt also takes a sign and other scripts' digits ('０x61').
            if (!v.matches("0[xX][0-9A-Fa-f]{1,7}|[0-9]{1,9}")) {
                throw new NumberFormatException(v);
            }
            return v.startsWith("0x") || v.startsWith("0X") ? Integer.parseInt(v.substring(2), 16) : Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw HalException.forKey(key, "escrow code " + v + " is not a number (write it like 0x61)");
        }
    }

    private long number(String key, long def) {
        String v = optional(key, null);
        if (v == null) {
            return def;
        }
        // Digits as written in a file, a minus sign at most (the range check names a negative): Long.parseLong also
        // took '+9600' and other scripts' digits, which the configuration's own numbers refuse.
        if (!v.trim().matches("-?[0-9]+")) {
            throw HalException.forKey(key, "must be a whole number, got '" + v + "'");
        }
        try {
            return Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            throw HalException.forKey(key, v.trim() + " is outside the range of a whole number (at most "
                + Long.MAX_VALUE + ")");
        }
    }

    private String required(String key) {
        String v = optional(key, null);
        if (v == null || v.isBlank()) {
            throw HalException.forKey(key, "is required" + misspelling(key));
        }
        return v.trim();
    }

    /**
     * A key set nearby that may be {@code key} misspelt (one or two letters off), named so the technician fixes the
     * typo rather than adds the key again; "" when there is none. The unknown-key check runs only after every key is
     * read, so without this a misspelt required key reads as a missing one.
     */
    private String misspelling(String key) {
        List<String> near = new ArrayList<>();
        for (String k : new TreeSet<>(p.stringPropertyNames())) {
            int d = k.startsWith("hal.") && !k.equals(key) ? distance(k, key, 2) : 3;
            if (d <= 2) {
                near.add(k);
            }
        }
        return near.isEmpty() ? "" : " (" + String.join(", ", near) + (near.size() == 1 ? " is" : " are")
            + " set: a misspelling of it?)";
    }

    /** The edit distance of {@code a} and {@code b}, or {@code max + 1} when it is larger than {@code max}. */
    private static int distance(String a, String b, int max) {
        if (Math.abs(a.length() - b.length()) > max) {
            return max + 1;
        }
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int same = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + same);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return Math.min(prev[b.length()], max + 1);
    }

    private String optional(String key, String def) {
        used.add(key);
        String v = p.getProperty(key);
        return v == null ? def : v.trim();
    }
}
