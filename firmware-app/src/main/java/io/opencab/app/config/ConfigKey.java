package io.opencab.app.config;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The cabinet's own configuration keys (docs/configuration.md), each with its description and the
 * check of one value on its own. Cross-key rules (bet levels under the max bet, bills under the
 * credit limit, ...) are in {@link CabinetConfig#parse}. The {@code game.<id>.bet.levels} keys and
 * hal's {@code hal.*} keys are described there too.
 */
public enum ConfigKey {
    CABINET_ID("cabinet.id", true, null,
        "Cabinet identifier for reports and the attendant menu: 1-32 of A-Z a-z 0-9 . _ - (first a letter or digit).",
        text(v -> v.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,31}"),
            "must be 1-32 of A-Z a-z 0-9 . _ - starting with a letter or digit")),
    DENOMINATION("cabinet.denomination.cents", true, null,
        "Value of one credit in cents: one of " + CabinetConfig.DENOMINATIONS + ". Fixed in the meter store"
            + " (changing it needs a RAM clear).",
        v -> {
            long d = number(v, 1, Long.MAX_VALUE);
            if (!CabinetConfig.DENOMINATIONS.contains(d)) {
                throw new IllegalArgumentException(d + " is not a standard denomination " + CabinetConfig.DENOMINATIONS);
            }
            return d;
        }),
    GAMES("games.enabled", true, null,
        "Games offered, comma-separated game ids in the order of the game-select screen (at least one).",
        v -> {
            List<String> ids = list(v);
            if (ids.isEmpty()) {
                throw new IllegalArgumentException("at least one game must be enabled");
            }
            Set<String> seen = new LinkedHashSet<>();
            for (String id : ids) {
                if (!seen.add(id)) {
                    throw new IllegalArgumentException("game " + id + " is listed twice");
                }
            }
            return List.copyOf(seen);
        }),
    MAX_BET("bet.max.credits", true, null,
        "Largest bet of one round in credits, 1.." + CabinetConfig.MAX_BET_LIMIT + "; every enabled bet level must bet"
            + " at most this.",
        v -> number(v, 1, CabinetConfig.MAX_BET_LIMIT)),
    CREDIT_LIMIT("credit.limit.credits", true, null,
        "Bills are accepted only while they keep the credit meter at or below this many credits; at least the max"
            + " bet, below 10^10.",
        v -> number(v, 1, CabinetConfig.METER_LIMIT)),
    HANDPAY_LIMIT("handpay.limit.credits", true, null,
        "A single round win of at least this many credits locks the cabinet up for an attendant-paid jackpot"
            + " (regulations.md 1.10), 1..10^10-1.",
        v -> number(v, 1, CabinetConfig.METER_LIMIT)),
    BILLS("bills.accepted.cents", false, null,
        "Bill values accepted, in cents, comma-separated (required unless hal.bill=none); each must be in the"
            + " validator's denomination table, a whole number of credits, and have a SAS bill meter.",
        v -> {
            List<Long> out = new ArrayList<>();
            for (String s : list(v)) {
                long c = number(s, 1, Long.MAX_VALUE);
                if (out.contains(c)) {
                    throw new IllegalArgumentException("bill " + c + " is listed twice");
                }
                out.add(c);
            }
            if (out.isEmpty()) {
                throw new IllegalArgumentException("list at least one bill value, or set hal.bill=none");
            }
            return List.copyOf(out);
        }),
    SAS_ENABLED("sas.enabled", false, "false",
        "true: the cabinet is a SAS 6.02 gaming machine on sas.port (docs/sas.md); false: no SAS.", ConfigKey::bool),
    SAS_PORT("sas.port", false, null,
        "The SAS serial port (e.g. /dev/ttyAMA0) or pseudo-terminal; required when sas.enabled=true.",
        text(v -> v.startsWith("/"), "must be an absolute device path such as /dev/ttyAMA0")),
    SAS_PORT_KIND("sas.port.kind", false, "uart",
        "uart: a real UART, wakeup bit as SPACE/MARK parity; pty: a pseudo-terminal carrying the PARMRK byte"
            + " encoding (docs/sas.md \"Wakeup bit\").",
        oneOf("uart", "pty")),
    SAS_ADDRESS("sas.address", false, "1", "The cabinet's SAS address, 1..127.", v -> number(v, 1, 127)),
    SAS_LINK_DOWN("sas.link.down", false, "keep-playing",
        "What the cabinet does 5 s without a poll from the host: keep-playing, or disable-play until the host"
            + " polls again (also from power-up until the first poll). A jurisdiction setting.",
        oneOf("keep-playing", "disable-play")),
    SAS_REMOTE_HANDPAY_RESET("sas.handpay.remote.reset", false, "false",
        "true: the host may reset a pending handpay (LP 94) where the jurisdiction allows it; false: LP 94 is"
            + " answered \"unable to reset\".", ConfigKey::bool),
    SAS_ASSET_NUMBER("sas.asset.number", false, "0",
        "The asset number the casino gave this cabinet, 0..4294967295 (SAS carries it in 4 bytes; LP 7B reports it,"
            + " AFT needs a non-zero one); 0 = none.", v -> number(v, 0, 0xFFFF_FFFFL)),
    SAS_HANDPAY_REPORTING("sas.handpay.reporting", false, "secure",
        "secure: SAS 6.02's handpay queue (exception 51 again every 15 s until the host reads LP 1B, 52 after the"
            + " reset; docs/sas.md \"Handpays\"); legacy: 51 and 52 as plain exceptions and LP 1B the current handpay,"
            + " for hosts that do not read LP 1B after 51.",
        oneOf("secure", "legacy")),
    SAS_HANDPAY_RECEIPT("sas.handpay.receipt", false, "false",
        "A jurisdiction setting: true, every validated handpay gets a handpay receipt from the ticket printer (SAS"
            + " validation types 10/20; needs hal.printer); false, none (types 40/60). docs/sas.md \"Validated"
            + " handpays\".", ConfigKey::bool),
    SAS_CLOCK_SET("sas.clock.set", false, "true",
        "A jurisdiction setting: true, the host's date and time (LP 7F) set the cabinet's clock; false, they are"
            + " refused (acknowledged and logged, the clock unchanged). Logged either way.", ConfigKey::bool),
    CREDITS_RESTRICTED_AT_CASHOUT("credits.restricted.at.cashout", false, "keep",
        "What a cash-out does with restricted promotional credits, which are never paid out (docs/aft.md \"Credit"
            + " kinds\"): keep (they stay on the meter for play) or forfeit (they leave the meter, counted and logged).",
        oneOf("keep", "forfeit")),
    SAS_AFT_ENABLED("sas.aft.enabled", false, "false",
        "true: the cabinet answers AFT's long polls 72-74 (registration, lock, in-house transfers to and from the"
            + " machine, host cash-out; docs/aft.md); false: it ignores them. Needs sas.enabled=true and sas.asset.number.",
        ConfigKey::bool),
    SAS_BONUS_ENABLED("sas.bonus.enabled", false, "false",
        "true: the casino system may award bonuses: AFT bonus transfers (LP 72 types 10 and 11, with sas.aft.enabled)"
            + " and the legacy bonus LP 8A with its meters LP 9A; a bonus jackpot at or above the handpay limit is a"
            + " handpay (docs/aft.md \"Bonus transfers\"); false: they are refused or ignored. Needs sas.enabled=true.",
        ConfigKey::bool),
    SAS_AFT_HOST_CASHOUT_TIMEOUT("sas.aft.hostcashout.timeout.ms", false, "8000",
        "With AFT host cash-out on (the host set it with LP 72's transfer flags), how long a CASH OUT waits for the"
            + " host's transfer from the machine before it falls back to a ticket or a handpay, 1000..60000 ms"
            + " (docs/aft.md \"Host cash-out\").", v -> number(v, 1000, 60000)),
    TITO_TICKET_LIMIT("tito.ticket.limit.cents", false, null,
        "Largest cash-out printed as a ticket, in cents; above it a handpay (docs/tito.md). Required with a ticket"
            + " printer (hal.printer real or simulated), at most the handpay limit's value.",
        v -> number(v, 1, CabinetConfig.METER_LIMIT)),
    TITO_EXPIRY_DAYS("tito.ticket.expiry.days", false, "0",
        "Days a printed ticket can be redeemed, 0..9999; 0 = never expires.", v -> number(v, 0, 9999)),
    TITO_CASINO_NAME("tito.casino.name", false, null,
        "First line of every ticket: 1-40 printable ASCII characters without | and ^. Required with a ticket printer.",
        ConfigKey::ticketLine),
    TITO_ADDRESS_1("tito.casino.address.1", false, null, "Optional ticket address line 1 (same characters as"
        + " tito.casino.name).", ConfigKey::ticketLine),
    TITO_ADDRESS_2("tito.casino.address.2", false, null, "Optional ticket address line 2.", ConfigKey::ticketLine),
    TITO_ADDRESS_3("tito.casino.address.3", false, null, "Optional ticket address line 3.", ConfigKey::ticketLine),
    TITO_TITLE("tito.ticket.title", false, "CASHOUT TICKET", "The ticket's title line (same characters as"
        + " tito.casino.name).", ConfigKey::ticketLine),
    TITO_TICKET_IN("tito.ticket.in", false, "false",
        "true: the bill validator takes barcode tickets and the SAS host redeems them (LP 70/71, docs/tito.md);"
            + " needs sas.enabled=true and a bill validator.", ConfigKey::bool),
    TITO_REDEEM_TIMEOUT("tito.redeem.timeout.ms", false, "10000",
        "How long a ticket waits in escrow for the SAS host's answer before it is given back, 1000..60000 ms"
            + " (docs/tito.md \"Ticket in\").", v -> number(v, 1000, 60000)),
    MONEY_GROUPING("money.grouping", false, "comma",
        "How every amount is grouped on the screens, in messages and on tickets: comma (1,234.56), period"
            + " (1.234,56), space (1 234.56) or apostrophe (1'234.56).",
        v -> {
            try {
                return io.opencab.money.MoneyFormat.Grouping.of(v);
            } catch (io.opencab.money.MoneyException e) {
                throw new IllegalArgumentException("must be comma, period, space or apostrophe");
            }
        }),
    ATTRACT_IDLE("kiosk.attract.idle.seconds", false, "120",
        "The kiosk returns to its attract screen after this many seconds idle at zero credits; 0 = never, else"
            + " 10..3600.",
        v -> {
            long n = number(v, 0, 3600);
            if (n > 0 && n < 10) {
                throw new IllegalArgumentException(n + " is below 10 seconds (0 turns the attract screen's return off)");
            }
            return n;
        }),
    STORE_PATH("store.path", true, null,
        "The meter store file (critical memory, SQLite). Relative paths are resolved against the configuration"
            + " file's directory.",
        ConfigKey::path),
    STORE_WITNESS_PATH("store.witness.path", false, null,
        "The meter store's witness file (docs/meters.md \"Witness\"): a second record of critical memory, compared"
            + " with the store at every start and before every round. On a board: another partition or device than"
            + " the store's. Relative paths are resolved against the store's directory. Default: <store.path>.witness"
            + " beside the store.",
        ConfigKey::path),
    STORE_COLOCATED_REASON("store.colocated.reason", false, null,
        "Why the witness or the rollback anchor (hal.anchor) lies on the meter store's own storage device on a cabinet"
            + " with real devices: without it that start is refused (a copy of the device would put them back"
            + " together, docs/meters.md \"Rollback anchor\"); with it the start goes on and logs the reason.",
        v -> v),
    STORE_ANCHOR_NONE_REASON("store.anchor.none.reason", false, null,
        "Why a cabinet with real devices has no rollback anchor (hal.anchor=none): without it that start is refused"
            + " (a data directory put back from a copy, the PIN counter with it, and the software signing key's record"
            + " would go unnoticed, docs/meters.md \"Rollback anchor\"); with it the start goes on and logs the reason.",
        v -> v),
    STORE_CREATE("store.create", false, "false",
        "true: create a new, empty store at store.path when no file is there (first start); false: a missing"
            + " store is an error (a configured cabinet never starts from empty meters by accident).",
        ConfigKey::bool),
    PIN_ATTENDANT("security.pin.attendant", true, null,
        "Hash of the attendant PIN (cabinet hash-pin). Attendants read meters and logs, key off handpays, clear"
            + " tilts and period meters.",
        ConfigKey::pin),
    PIN_TECHNICIAN("security.pin.technician", true, null,
        "Hash of the technician PIN. Technicians can also view configuration and RAM-clear.",
        ConfigKey::pin),
    PIN_REGULATOR("security.pin.regulator", false, null,
        "Hash of the read-only regulator PIN; without it there is no regulator login.",
        ConfigKey::pin),
    RNG_CYCLE("rng.cycle.ms", false, "10",
        "Period of background RNG cycling between games, 1..1000 ms (regulations.md 1.6).",
        v -> number(v, 1, 1000)),
    PRESENTATION_TIMEOUT("round.presentation.timeout.ms", false, "120000",
        "A round's presentation ends and the round is paid at the latest this long after it began, even if the"
            + " screen never reports it shown; 1000..600000 ms.",
        v -> number(v, 1000, 600_000));

    /** The per-game bet levels key, with the game id in the middle. */
    public static final String BET_LEVELS_PREFIX = "game.";
    public static final String BET_LEVELS_SUFFIX = ".bet.levels";

    private final String key;
    private final boolean required;
    private final String defaultValue;
    private final String description;
    private final Function<String, Object> parser;

    ConfigKey(String key, boolean required, String defaultValue, String description, Function<String, Object> parser) {
        this.key = key;
        this.required = required;
        this.defaultValue = defaultValue;
        this.description = description;
        this.parser = parser;
    }

    public String key() {
        return key;
    }

    public boolean required() {
        return required;
    }

    /** The value used when the key is absent, or null (required, or no default). */
    public String defaultValue() {
        return defaultValue;
    }

    public String description() {
        return description;
    }

    /** Checks one value on its own and returns it parsed; throws {@link ConfigException} naming the key. */
    public Object parse(String value) {
        if (value == null || value.isBlank()) {
            throw new ConfigException(key, "has no value");
        }
        try {
            return parser.apply(value.strip());
        } catch (IllegalArgumentException e) {
            String m = inUnit(e.getMessage());
            throw new ConfigException(key, m.contains(value.strip()) ? m : m + " (got '" + value.strip() + "')");
        }
    }

    /**
     * The shared number parser's refusal with this key's unit named ("'5s' is not a whole number of milliseconds"):
     * the unit is the last word of the key's name, which an outside reader did not connect with the refusal.
     */
    private String inUnit(String message) {
        String last = key.substring(key.lastIndexOf('.') + 1);
        String unit = switch (last) {
            case "ms" -> "milliseconds";
            case "credits", "cents", "days", "seconds" -> last;
            default -> null;
        };
        return unit == null ? message
            : message.replace(" is not a whole number (", " is not a whole number of " + unit + " (");
    }

    public static ConfigKey of(String key) {
        for (ConfigKey k : values()) {
            if (k.key.equals(key)) {
                return k;
            }
        }
        return null;
    }

    /** A whole number in min..max; the message says which bound a value breaks, however many digits it has. */
    static long number(String v, long min, long max) {
        String t = v.strip();
        // ASCII digits only: no sign either (Long.parseLong would take '+120000', an outside tester's value that a
        // "digits only" message then contradicted), and no full-width digits.
        if (!t.matches("[0-9]+")) {
            throw new IllegalArgumentException("'" + v.strip() + "' is not a whole number (digits only"
                + (t.matches("[+-][0-9]+") ? ", no sign" : "") + ", e.g. " + max + ")");
        }
        java.math.BigInteger n = new java.math.BigInteger(t);
        if (n.compareTo(java.math.BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException(v.strip() + " is larger than the maximum " + max);
        }
        if (n.compareTo(java.math.BigInteger.valueOf(min)) < 0) {
            throw new IllegalArgumentException(v.strip() + " is smaller than the minimum " + min);
        }
        return n.longValueExact();
    }

    static List<String> list(String v) {
        List<String> out = new ArrayList<>();
        for (String s : v.split(",", -1)) {
            if (s.isBlank()) {
                throw new IllegalArgumentException("empty entry in the comma-separated list");
            }
            out.add(s.strip());
        }
        return out;
    }

    private static Object bool(String v) {
        return switch (v) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("must be true or false");
        };
    }

    /** A ticket text line: the printer's template fields cannot carry | or ^ (TCL separators, docs/tito.md). */
    private static Object ticketLine(String v) {
        if (!v.matches("[\\x20-\\x7E&&[^|^]]{1,40}")) {
            throw new IllegalArgumentException("must be 1-40 printable ASCII characters without | and ^");
        }
        return v;
    }

    private static Object pin(String v) {
        return PinHash.parse(v);
    }

    private static Object path(String v) {
        try {
            return Path.of(v);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("not a path: " + e.getMessage());
        }
    }

    /** A text value kept as it is given when {@code ok} holds; else refused, {@code rule} saying why. */
    private static Function<String, Object> text(Predicate<String> ok, String rule) {
        return v -> {
            if (!ok.test(v)) {
                throw new IllegalArgumentException(rule);
            }
            return v;
        };
    }

    /** A setting with two words to choose from; the value is the word. */
    private static Function<String, Object> oneOf(String first, String second) {
        return text(v -> v.equals(first) || v.equals(second), "must be " + first + " or " + second);
    }
}
