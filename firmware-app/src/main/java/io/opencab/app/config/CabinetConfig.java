package io.opencab.app.config;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.GameInfo;
import io.opencab.hal.HalConfig;
import io.opencab.hal.HalException;
import io.opencab.hal.HalProperties;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The cabinet's configuration (docs/configuration.md): one {@code java.util.Properties} file,
 * validated whole, once, at start-up. A missing required key, an unknown key (a typo), a
 * malformed value or an out-of-range regulated value is a {@link ConfigException} naming the key;
 * nothing is ever clamped. {@link #parse} is the one validation path: {@code cabinet run},
 * {@code cabinet check-config} and provisioning all use it; {@link #validate} checks one value.
 *
 * @param cabinetId        identifier for reports
 * @param denominationCents cents per credit
 * @param games            enabled games with their offered bet levels, in game-select order
 * @param maxBet           largest bet in credits
 * @param creditLimit      bills are accepted only while they keep credits at or below this
 * @param handpayLimit     a single win at or above this is an attendant-paid jackpot
 * @param acceptedBills    bill values in cents (empty with no validator)
 * @param hal              devices (hal's {@code hal.*} keys)
 * @param storePath        the meter store file (absolute)
 * @param createStore      create the store when no file is there
 * @param attendantPin     attendant PIN hash
 * @param technicianPin    technician PIN hash
 * @param regulatorPin     read-only regulator PIN hash, if any
 * @param rngCycle         background RNG cycling period
 * @param presentationTimeout longest presentation before a round is paid anyway
 * @param values           every key as given (PIN hashes included), normalized, for display and the store's config log
 * @param baseDir          the configuration file's directory (absolute; the data directory without a file): a relative
 *                         {@code store.path} and {@code hal.anchor.path} are resolved against it
 */
public record CabinetConfig(String cabinetId, long denominationCents, List<GameSetting> games, long maxBet,
                            long creditLimit, long handpayLimit, List<Long> acceptedBills, HalConfig hal,
                            Path storePath, boolean createStore, PinHash attendantPin, PinHash technicianPin,
                            Optional<PinHash> regulatorPin, Duration rngCycle, Duration presentationTimeout,
                            Map<String, String> values, Path baseDir) {

    /** Standard credit values in cents (the SAS denomination codes' common set). */
    public static final List<Long> DENOMINATIONS = List.of(1L, 2L, 5L, 10L, 20L, 25L, 50L, 100L, 200L, 250L, 500L,
        1_000L, 2_000L, 2_500L, 5_000L, 10_000L);
    /** Meters are ten digits (regulations.md 1.2): a limit must stay below 10^10. */
    public static final long METER_LIMIT = 9_999_999_999L;
    public static final long MAX_BET_LIMIT = 1_000_000L;
    /** The default PINs of the built-in simulated configuration (docs/configuration.md). */
    public static final String DEFAULT_ATTENDANT_PIN = "1111";
    public static final String DEFAULT_TECHNICIAN_PIN = "2222";
    public static final String DEFAULT_REGULATOR_PIN = "3333";

    public CabinetConfig {
        baseDir = baseDir.toAbsolutePath();
        games = List.copyOf(games);
        acceptedBills = List.copyOf(acceptedBills);
        values = java.util.Collections.unmodifiableMap(new TreeMap<>(values));
    }

    /** A configuration whose base directory is its store's (tests that build one by hand). */
    public CabinetConfig(String cabinetId, long denominationCents, List<GameSetting> games, long maxBet,
                         long creditLimit, long handpayLimit, List<Long> acceptedBills, HalConfig hal,
                         Path storePath, boolean createStore, PinHash attendantPin, PinHash technicianPin,
                         Optional<PinHash> regulatorPin, Duration rngCycle, Duration presentationTimeout,
                         Map<String, String> values) {
        this(cabinetId, denominationCents, games, maxBet, creditLimit, handpayLimit, acceptedBills, hal, storePath,
            createStore, attendantPin, technicianPin, regulatorPin, rngCycle, presentationTimeout, values,
            storePath.toAbsolutePath().getParent());
    }

    /** The enabled game {@code id}'s setting, if enabled. */
    public Optional<GameSetting> game(String id) {
        return games.stream().filter(g -> g.gameId().equals(id)).findFirst();
    }

    /** The values safe to show or log: PIN hashes replaced by "(set)". */
    public Map<String, String> displayValues() {
        Map<String, String> m = new TreeMap<>(values);
        m.replaceAll((k, v) -> k.startsWith("security.") ? "(set)" : v);
        return m;
    }

    // ------------------------------------------------------------------ loading

    /**
     * Reads ({@link ConfigFile#read}: a key given twice is an error) and validates {@code file}; a relative
     * {@code store.path} or {@code hal.anchor.path} is resolved against its directory, and the store must lie inside
     * that directory.
     */
    public static CabinetConfig load(Path file, GameCatalog catalog) {
        Properties p = ConfigFile.read(file);
        Path base = file.toAbsolutePath().getParent();
        return parse(p, catalog, base);
    }

    /**
     * The built-in configuration for a newcomer on a PC: every device simulated, the store in
     * {@code dataDir/meters.db} (created on the first start), every game in the catalog at every bet
     * level, USD bills, 1-cent credits, the default PINs. It goes through {@link #parse} like a file.
     */
    public static CabinetConfig defaults(Path dataDir, GameCatalog catalog) {
        return parse(defaultProperties(dataDir, catalog), catalog, dataDir.toAbsolutePath());
    }

    /** The properties of {@link #defaults}, e.g. to write out as a starting file. */
    public static Properties defaultProperties(Path dataDir, GameCatalog catalog) {
        Properties p = new Properties();
        p.setProperty("cabinet.id", "OPENCAB-SIM-1");
        p.setProperty("cabinet.denomination.cents", "1");
        p.setProperty("games.enabled", String.join(",", catalog.ids()));
        long maxBet = 0;
        for (String id : catalog.ids()) {
            GameInfo info = catalog.create(id).info();
            maxBet = Math.max(maxBet, info.bet(info.betLevels().getLast()));
        }
        p.setProperty("bet.max.credits", Long.toString(maxBet));
        p.setProperty("credit.limit.credits", Long.toString(Math.max(100_000, maxBet)));
        p.setProperty("handpay.limit.credits", "120000");
        p.setProperty("bills.accepted.cents", "100,500,1000,2000,5000,10000");
        p.setProperty("hal.gpio", "simulated");
        p.setProperty("hal.bill", "simulated");
        p.setProperty("hal.bill.currency", "USD");
        p.setProperty("store.path", defaultStore(dataDir));
        p.setProperty("store.create", "true");
        // The public default PINs, hashed at the minimum count so the simulator starts fast, with a salt
        // fixed per role so every start records the same configuration; a real cabinet's file carries
        // its own hashes (cabinet hash-pin: random salt, 600,000 iterations by default).
        p.setProperty("security.pin.attendant",
            PinHash.ofPublicDefault(DEFAULT_ATTENDANT_PIN, "attendant", PinHash.MIN_ITERATIONS).encode());
        p.setProperty("security.pin.technician",
            PinHash.ofPublicDefault(DEFAULT_TECHNICIAN_PIN, "technician", PinHash.MIN_ITERATIONS).encode());
        p.setProperty("security.pin.regulator",
            PinHash.ofPublicDefault(DEFAULT_REGULATOR_PIN, "regulator", PinHash.MIN_ITERATIONS).encode());
        return p;
    }

    /**
     * The built-in configuration's {@code store.path}, which {@link #defaults} resolves against {@code dataDir}:
     * {@code meters.db}, the store in the data directory itself (docs/configuration.md, "Without a file").
     * Earlier versions wrote {@code dataDir/meters.db} here and resolved it against {@code dataDir} once more, so
     * the default relative {@code --data-dir data} put the store in {@code ./data/data/meters.db} (issue 39). A
     * store found there, with none in the data directory, is used where it is and under the same value, so an
     * existing cabinet keeps its meters and its sealed configuration (a moved store path would be a
     * CONFIG_CHANGED tilt); an absolute data directory never had the fault and keeps its value.
     */
    static String defaultStore(Path dataDir) {
        String before = dataDir.resolve("meters.db").toString();
        if (dataDir.isAbsolute()) {
            return before;
        }
        Path base = dataDir.toAbsolutePath();
        boolean earlier = java.nio.file.Files.exists(base.resolve(before)) && !java.nio.file.Files.exists(base.resolve("meters.db"));
        return earlier ? before : "meters.db";
    }

    /** Checks one key's value on its own (provisioning's {@code set}); {@link #parse} checks the whole. */
    public static Object validate(String key, String value, GameCatalog catalog) {
        ConfigKey k = ConfigKey.of(key);
        if (k != null) {
            return k.parse(value);
        }
        if (isBetLevelsKey(key)) {
            return betLevels(key, value, catalog);
        }
        if (HalSettings.isPortKindKey(key)) {
            return DevicePaths.kind(key, value);
        }
        if (key.startsWith("hal.")) {
            Properties p = new Properties();
            p.setProperty("hal.gpio", "simulated");
            p.setProperty("hal.bill", "simulated");
            p.setProperty("hal.bill.currency", "USD");
            // A printer's or an anchor's own key is checked with the device fitted: without it hal answered "unknown
            // configuration key" for a key it knows (outside check, stop 50). The whole file is checked after.
            if (key.startsWith("hal.printer.")) {
                p.setProperty("hal.printer", "simulated");
                p.setProperty("hal.printer.dir", "tickets");
            } else if (key.startsWith("hal.anchor.")) {
                p.setProperty("hal.anchor", "simulated");
            }
            p.setProperty(key, value);
            try {
                return HalProperties.parse(p);
            } catch (HalException e) {
                throw HalSettings.refusal(e, key);
            }
        }
        throw new ConfigException(key, "unknown configuration key (docs/configuration.md lists them)");
    }

    /** What a key means, for menus and {@code provision show}; null for an unknown key. */
    public static String describe(String key) {
        ConfigKey k = ConfigKey.of(key);
        if (k != null) {
            return k.description();
        }
        if (isBetLevelsKey(key)) {
            return "Bet levels offered for game " + gameOf(key) + ", comma-separated, a subset of the game's levels"
                + " (default: every level whose bet is at most bet.max.credits).";
        }
        if (HalSettings.isPortKindKey(key)) {
            return "uart (default): the port is a serial device under /dev/; pty: a pseudo-terminal (tests, a bridge),"
                + " said explicitly (docs/configuration.md \"Device paths\").";
        }
        if (key.startsWith("hal.")) {
            return "Device selection and wiring; see docs/hal.md.";
        }
        return null;
    }

    /**
     * Validates the whole configuration. {@code base} is the configuration file's directory (the data
     * directory): it resolves a relative store path and anchor path, and the store must lie inside it.
     *
     * @throws ConfigException naming the first key at fault
     */
    public static CabinetConfig parse(Properties p, GameCatalog catalog, Path base) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String k : p.stringPropertyNames()) {
            values.put(k, p.getProperty(k).strip());
        }
        for (String k : values.keySet()) {
            if (ConfigKey.of(k) == null && !isBetLevelsKey(k) && !k.startsWith("hal.")) {
                throw new ConfigException(k, "unknown configuration key (a typo? docs/configuration.md lists the keys)");
            }
        }
        String cabinetId = (String) get(values, ConfigKey.CABINET_ID);
        long denom = (Long) get(values, ConfigKey.DENOMINATION);
        @SuppressWarnings("unchecked")
        List<String> gameIds = (List<String>) get(values, ConfigKey.GAMES);
        long maxBet = (Long) get(values, ConfigKey.MAX_BET);
        long creditLimit = (Long) get(values, ConfigKey.CREDIT_LIMIT);
        long handpayLimit = (Long) get(values, ConfigKey.HANDPAY_LIMIT);
        if (creditLimit < maxBet) {
            throw new ConfigException(ConfigKey.CREDIT_LIMIT.key(), creditLimit + " is below bet.max.credits "
                + maxBet + ": a player could never fund a max bet");
        }
        List<GameSetting> games = games(values, gameIds, maxBet, catalog);
        @SuppressWarnings("unchecked")
        List<Long> bills = values.containsKey(ConfigKey.BILLS.key()) ? (List<Long>) get(values, ConfigKey.BILLS) : List.of();
        HalConfig hal = HalSettings.parse(values, p, bills, denom, creditLimit);
        Path store = StorePlace.check(values.get(ConfigKey.STORE_PATH.key()), (Path) get(values, ConfigKey.STORE_PATH),
            base);
        boolean create = (Boolean) get(values, ConfigKey.STORE_CREATE);
        PinHash attendant = (PinHash) get(values, ConfigKey.PIN_ATTENDANT);
        PinHash technician = (PinHash) get(values, ConfigKey.PIN_TECHNICIAN);
        // An empty value is no regulator PIN, as an absent key (check-config failed with an internal error on it).
        Optional<PinHash> regulator = Optional.ofNullable((PinHash) get(values, ConfigKey.PIN_REGULATOR));
        SasSettings.of(values);
        PinPolicy.requireOwnPins(RealDevice.in(hal, values), attendant, technician, regulator);
        Duration cycle = Duration.ofMillis((Long) get(values, ConfigKey.RNG_CYCLE));
        Duration presentation = Duration.ofMillis((Long) get(values, ConfigKey.PRESENTATION_TIMEOUT));
        StoreSettings.check(values, hal, store, base.toAbsolutePath());
        TitoKeys.of(values, hal, cabinetId, denom, handpayLimit);
        TitoKeys.ticketIn(values, hal);
        TitoKeys.handpayReceipt(values, hal);
        DisplayKeys.check(values);
        return new CabinetConfig(cabinetId, denom, games, maxBet, creditLimit, handpayLimit, bills, hal, store, create,
            attendant, technician, regulator, cycle, presentation, values, base);
    }

    // ------------------------------------------------------------------ parts

    private static Object get(Map<String, String> values, ConfigKey k) {
        String v = values.get(k.key());
        if (v == null || v.isEmpty()) {
            if (k.required()) {
                throw new ConfigException(k.key(), "is required: " + k.description());
            }
            if (k.defaultValue() == null) {
                return null;
            }
            v = k.defaultValue();
        }
        return k.parse(v);
    }

    private static List<GameSetting> games(Map<String, String> values, List<String> ids, long maxBet, GameCatalog catalog) {
        List<GameSetting> out = new ArrayList<>();
        for (String id : ids) {
            if (!catalog.ids().contains(id)) {
                throw new ConfigException(ConfigKey.GAMES.key(), "game '" + id + "' is not in this firmware (games: "
                    + String.join(", ", catalog.ids()) + ")");
            }
            GameInfo info = catalog.create(id).info();
            String key = betLevelsKey(id);
            List<Integer> levels;
            if (values.containsKey(key)) {
                levels = betLevels(key, values.get(key), catalog);
                for (int level : levels) {
                    if (info.bet(level) > maxBet) {
                        throw new ConfigException(key, "bet level " + level + " bets " + info.bet(level)
                            + " credits, above bet.max.credits " + maxBet);
                    }
                }
            } else {
                levels = info.betLevels().stream().filter(l -> info.bet(l) <= maxBet).toList();
                if (levels.isEmpty()) {
                    throw new ConfigException(ConfigKey.MAX_BET.key(), maxBet + " credits is below the smallest bet of "
                        + id + " (" + info.bet(info.betLevels().getFirst()) + " credits)");
                }
            }
            out.add(new GameSetting(id, levels));
        }
        for (String k : values.keySet()) {
            if (isBetLevelsKey(k) && !ids.contains(gameOf(k))) {
                throw new ConfigException(k, "game " + gameOf(k) + " is not in games.enabled");
            }
        }
        return out;
    }

    public static String betLevelsKey(String gameId) {
        return ConfigKey.BET_LEVELS_PREFIX + gameId + ConfigKey.BET_LEVELS_SUFFIX;
    }

    private static boolean isBetLevelsKey(String key) {
        return key.startsWith(ConfigKey.BET_LEVELS_PREFIX) && key.endsWith(ConfigKey.BET_LEVELS_SUFFIX)
            && key.length() > ConfigKey.BET_LEVELS_PREFIX.length() + ConfigKey.BET_LEVELS_SUFFIX.length();
    }

    private static String gameOf(String betLevelsKey) {
        return betLevelsKey.substring(ConfigKey.BET_LEVELS_PREFIX.length(),
            betLevelsKey.length() - ConfigKey.BET_LEVELS_SUFFIX.length());
    }

    private static List<Integer> betLevels(String key, String value, GameCatalog catalog) {
        String id = gameOf(key);
        GameInfo info;
        try {
            info = catalog.create(id).info();
        } catch (EngineException e) {
            throw new ConfigException(key, "game '" + id + "' is not in this firmware");
        }
        if (value == null || value.isBlank()) {
            throw new ConfigException(key, "has no value");
        }
        TreeSet<Integer> levels = new TreeSet<>();
        try {
            for (String s : ConfigKey.list(value)) {
                int level = (int) ConfigKey.number(s, 1, Integer.MAX_VALUE);
                if (!info.offers(level)) {
                    throw new IllegalArgumentException("bet level " + level + " is not offered by " + id + " (levels "
                        + info.betLevels() + ")");
                }
                if (!levels.add(level)) {
                    throw new IllegalArgumentException("bet level " + level + " is listed twice");
                }
            }
        } catch (IllegalArgumentException e) {
            throw new ConfigException(key, e.getMessage() + " (got '" + value.strip() + "')");
        }
        return List.copyOf(levels);
    }
}
