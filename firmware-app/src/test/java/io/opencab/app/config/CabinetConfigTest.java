package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import io.opencab.hal.DeviceMode;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The configuration file: every key, good and bad values, cross-key rules, never clamped. */
public class CabinetConfigTest {
    static final GameCatalog CATALOG = GameCatalog.standard();
    static final String ATTENDANT = PinHash.create("1357", PinHash.MIN_ITERATIONS, new SecureRandom()).encode();
    static final String TECHNICIAN = PinHash.create("2468", PinHash.MIN_ITERATIONS, new SecureRandom()).encode();

    @TempDir
    Path dir;

    /** A complete, valid configuration file's text (Christmas Tree, USD bills, simulated devices). */
    public static String validText(Path dir) {
        return """
            # A test cabinet.
            cabinet.id = TEST-CAB-7
            cabinet.denomination.cents = 1
            games.enabled = christmas-tree
            game.christmas-tree.bet.levels = 1,2,5
            bet.max.credits = 400
            credit.limit.credits = 200000
            handpay.limit.credits = 120000
            bills.accepted.cents = 100,500,2000
            hal.gpio = simulated
            hal.bill = simulated
            hal.bill.currency = USD
            store.path = data/meters.db
            store.create = true
            security.pin.attendant = %s
            security.pin.technician = %s
            rng.cycle.ms = 10
            """.formatted(ATTENDANT, TECHNICIAN);
    }

    /**
     * {@code p} with PINs of its own in place of the public defaults: a configuration with a real device or link
     * (a SAS link, issue 34 item 1) refuses the defaults.
     */
    public static Properties ownPins(Properties p) {
        p.setProperty("security.pin.attendant", ATTENDANT);
        p.setProperty("security.pin.technician", TECHNICIAN);
        p.remove("security.pin.regulator");
        return p;
    }

    static Properties props(String text) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return p;
    }

    private CabinetConfig parse(Properties p) {
        return CabinetConfig.parse(p, CATALOG, dir);
    }

    private ConfigException refused(String key, String value) {
        Properties p = props(validText(dir));
        if (value == null) {
            p.remove(key);
        } else {
            p.setProperty(key, value);
        }
        return assertThrows(ConfigException.class, () -> parse(p), key + "=" + value);
    }

    @Test
    void aValidFileGivesEveryValue() {
        CabinetConfig c = parse(props(validText(dir)));

        assertEquals("TEST-CAB-7", c.cabinetId());
        assertEquals(1, c.denominationCents());
        assertEquals(List.of(new GameSetting("christmas-tree", List.of(1, 2, 5))), c.games());
        assertEquals(400, c.maxBet());
        assertEquals(200_000, c.creditLimit());
        assertEquals(120_000, c.handpayLimit());
        assertEquals(List.of(100L, 500L, 2000L), c.acceptedBills());
        assertEquals(DeviceMode.SIMULATED, c.hal().gpio());
        assertEquals(java.util.Set.of(0x61, 0x63, 0x65), c.hal().bill().enabledCodes(), "$1, $5, $20 escrow codes");
        assertEquals(dir.resolve("data/meters.db"), c.storePath(), "relative to the file's directory");
        assertTrue(c.createStore());
        assertTrue(c.attendantPin().matches("1357"));
        assertTrue(c.technicianPin().matches("2468"));
        assertTrue(c.regulatorPin().isEmpty());
        assertEquals(10, c.rngCycle().toMillis());
        assertEquals(120_000, c.presentationTimeout().toMillis(), "default");
        assertEquals("(set)", c.displayValues().get("security.pin.attendant"));
    }

    @Test
    void aFileIsLoadedFromDisk() throws IOException {
        Path f = dir.resolve("cabinet.properties");
        Files.writeString(f, validText(dir));

        assertEquals("TEST-CAB-7", CabinetConfig.load(f, CATALOG).cabinetId());
        assertEquals("file", assertThrows(ConfigException.class,
            () -> CabinetConfig.load(dir.resolve("missing.properties"), CATALOG)).key());
    }

    @ParameterizedTest
    @ValueSource(strings = {"cabinet.id", "cabinet.denomination.cents", "games.enabled", "bet.max.credits",
        "credit.limit.credits", "handpay.limit.credits", "bills.accepted.cents", "store.path", "security.pin.attendant",
        "security.pin.technician", "hal.gpio", "hal.bill"})
    void aMissingRequiredKeyIsNamed(String key) {
        ConfigException e = refused(key, null);

        assertEquals(key, e.key(), e.getMessage());
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "cabinet.id|bad id!",
        "cabinet.id|-starts-with-dash",
        "cabinet.id|" + "x123456789x123456789x123456789x12",
        "cabinet.denomination.cents|3",
        "cabinet.denomination.cents|0",
        "cabinet.denomination.cents|one",
        "games.enabled|no-such-game",
        "games.enabled|christmas-tree,christmas-tree",
        "games.enabled|christmas-tree,,",
        "bet.max.credits|0",
        "bet.max.credits|1000001",
        "bet.max.credits|4.5",
        "credit.limit.credits|399",
        "credit.limit.credits|10000000000",
        "handpay.limit.credits|0",
        "handpay.limit.credits|10000000000",
        "bills.accepted.cents|300",
        "bills.accepted.cents|100,100",
        "bills.accepted.cents|250",
        "store.create|yes",
        "security.pin.attendant|1234",
        "security.pin.attendant|pbkdf2-sha256:1000:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "security.pin.technician|md5:abc",
        "security.pin.regulator|pbkdf2-sha256:600000:!!:??",
        "rng.cycle.ms|0",
        "rng.cycle.ms|1001",
        "round.presentation.timeout.ms|999",
        "game.christmas-tree.bet.levels|6",
        "game.christmas-tree.bet.levels|1,1",
        "game.christmas-tree.bet.levels|20",
        "hal.gpio|maybe",
        "hal.bill.currency|XXX",
    })
    void aBadValueIsRefusedNamingItsKey(String key, String value) {
        ConfigException e = refused(key, value);

        assertEquals(key, e.key(), e.getMessage());
    }

    @Test
    void outOfRangeRegulatedValuesAreRefusedNeverClamped() {
        ConfigException e = refused("bet.max.credits", "2000000");

        assertTrue(e.getMessage().contains("2000000 is larger than the maximum 1000000"), e.getMessage());
    }

    @Test
    void anUnknownKeyIsATypoNotIgnored() {
        assertEquals("cabinet.idd", refused("cabinet.idd", "X").key());
        assertTrue(refused("hal.gpoi", "simulated").getMessage().contains("hal.gpoi"));
    }

    @Test
    void theCabinetSetsTheValidatorsDenominationsFromTheAcceptedBills() {
        ConfigException e = refused("hal.bill.enabled", "0x61");

        assertTrue(e.getMessage().contains("bills.accepted.cents"), e.getMessage());
    }

    @Test
    void billsMustBeWholeCreditsAndFitTheCreditLimit() {
        Properties p = props(validText(dir));
        p.setProperty("cabinet.denomination.cents", "200");
        p.setProperty("bet.max.credits", "400");
        assertTrue(assertThrows(ConfigException.class, () -> parse(p)).getMessage().contains("whole number"));

        Properties q = props(validText(dir));
        q.setProperty("credit.limit.credits", "1000");
        assertTrue(assertThrows(ConfigException.class, () -> parse(q)).getMessage().contains("above credit.limit"));
    }

    @Test
    void noBillsWithoutAValidatorAndNoValidatorWithoutBills() {
        Properties p = props(validText(dir));
        p.setProperty("hal.bill", "none");
        p.remove("hal.bill.currency");
        assertEquals("bills.accepted.cents", assertThrows(ConfigException.class, () -> parse(p)).key());
        p.remove("bills.accepted.cents");
        assertTrue(parse(p).acceptedBills().isEmpty());
    }

    @Test
    void betLevelsDefaultToThoseUnderTheMaxBet() {
        Properties p = props(validText(dir));
        p.remove("game.christmas-tree.bet.levels");

        assertEquals(List.of(1, 2, 3, 4, 5, 8, 10), parse(p).games().getFirst().betLevels(), "40 coins a level, max 400");
    }

    @Test
    void betLevelsOfAGameNotEnabledAreRefused() {
        Properties p = props(validText(dir));
        p.setProperty("game.cool-jewels.bet.levels", "1");

        assertEquals("game.cool-jewels.bet.levels", assertThrows(ConfigException.class, () -> parse(p)).key());
    }

    // ------------------------------------------------------------------ issue 26: duplicate keys, store path

    /** The line (1-based) of {@code text} that starts with {@code prefix}. */
    private static int lineOf(String text, String prefix) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line " + prefix);
    }

    @Test
    void aKeySetTwiceIsRefusedNamingTheKeyAndBothLines() throws IOException {
        // java.util.Properties keeps the last: a second hal.bill further down would silently win.
        String text = validText(dir) + "# later, someone adds\nhal.bill = none\n";
        Path f = Files.writeString(dir.resolve("cabinet.properties"), text);

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.load(f, CATALOG));

        assertEquals("hal.bill", e.key());
        assertEquals("hal.bill: set twice, lines " + lineOf(text, "hal.bill =") + " and " + lineOf(text, "hal.bill = none"),
            e.getMessage());
    }

    @Test
    void aDuplicateSpelledWithEscapesOrAfterAContinuedValueIsFoundToo() throws IOException {
        // "security\.pin\.attendant" is the key security.pin.attendant once Properties unescapes it; the
        // continued value spans two lines, so the duplicate is on line 3 of the addition.
        String extra = "bills.accepted.cents = 100,\\\n    500,2000\nsecurity\\.pin\\.attendant = " + TECHNICIAN + "\n";
        String text = validText(dir).replace("bills.accepted.cents = 100,500,2000\n", "") + extra;
        Path f = Files.writeString(dir.resolve("cabinet.properties"), text);

        ConfigException e = assertThrows(ConfigException.class, () -> CabinetConfig.load(f, CATALOG));

        assertEquals("security.pin.attendant: set twice, lines " + lineOf(text, "security.pin.attendant") + " and "
            + text.lines().toList().size(), e.getMessage());
    }

    @Test
    void aContinuationLineOrACommentThatLooksLikeAKeyIsNoDuplicate() throws IOException {
        // The second physical line continues the value ("TEST-cabinet.id"); the comment is no key either.
        String text = validText(dir).replace("cabinet.id = TEST-CAB-7\n", "cabinet.id = TEST-\\\n    cabinet.id\n")
            + "# cabinet.id = X\n";
        Path f = Files.writeString(dir.resolve("cabinet.properties"), text);

        assertEquals("TEST-cabinet.id", CabinetConfig.load(f, CATALOG).cabinetId());
    }

    @ParameterizedTest
    @ValueSource(strings = {"../meters.db", "../../etc/opencab/meters.db", "data/../../meters.db", "/var/tmp/meters.db"})
    void aStorePathLeavingTheConfigurationDirectoryIsRefused(String path) {
        ConfigException e = refused("store.path", path);

        assertEquals("store.path", e.key());
        assertTrue(e.getMessage().contains("outside"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), "one line: " + e.getMessage());
    }

    @Test
    void anAbsoluteStorePathOutsideTheDirectoryIsRefusedAndOneInsideIsKept() {
        assertEquals("store.path", refused("store.path", dir.resolveSibling("other").resolve("meters.db").toString()).key());

        Properties p = props(validText(dir));
        p.setProperty("store.path", dir.resolve("sub/meters.db").toString());
        assertEquals(dir.resolve("sub/meters.db"), parse(p).storePath());
    }

    @Test
    void aStorePathThroughASymlinkThatLeavesTheDirectoryIsRefused() throws IOException {
        Path outside = Files.createDirectories(dir.resolveSibling(dir.getFileName() + "-outside"));
        try {
            Files.createSymbolicLink(dir.resolve("data"), outside);
            assertEquals("store.path", refused("store.path", "data/meters.db").key(), "a directory link");
            Files.delete(dir.resolve("data"));
            Files.createSymbolicLink(dir.resolve("meters.db"), outside.resolve("meters.db"));
            assertEquals("store.path", refused("store.path", "meters.db").key(), "the store itself a link");
        } finally {
            Files.deleteIfExists(dir.resolve("data"));
            Files.deleteIfExists(dir.resolve("meters.db"));
            Files.delete(outside);
        }
    }

    @Test
    void theDefaultRunsEveryGameSimulatedWithTheStoreInTheDataDirectory() {
        CabinetConfig c = CabinetConfig.defaults(dir.resolve("data"), CATALOG);

        assertEquals(CATALOG.ids(), c.games().stream().map(GameSetting::gameId).toList());
        for (GameSetting g : c.games()) {
            assertEquals(CATALOG.create(g.gameId()).info().betLevels(), g.betLevels(), "every level");
        }
        assertEquals(DeviceMode.SIMULATED, c.hal().gpio());
        assertEquals(DeviceMode.SIMULATED, c.hal().billValidator());
        assertEquals(dir.resolve("data").resolve("meters.db").toAbsolutePath(), c.storePath().toAbsolutePath());
        assertTrue(c.createStore());
        assertTrue(c.attendantPin().matches(CabinetConfig.DEFAULT_ATTENDANT_PIN));
        assertTrue(c.technicianPin().matches(CabinetConfig.DEFAULT_TECHNICIAN_PIN));
        assertTrue(c.regulatorPin().orElseThrow().matches(CabinetConfig.DEFAULT_REGULATOR_PIN));
    }

    /**
     * Issue 39: with the default relative --data-dir "data" the store landed in ./data/data/meters.db, where the
     * docs say ./data/meters.db (the relative store path was resolved against the data directory twice).
     */
    @Test
    void aRelativeDataDirectoryHoldsTheStoreItself() {
        Path data = relative("data");

        CabinetConfig c = CabinetConfig.defaults(data, CATALOG);

        assertEquals(data.toAbsolutePath().resolve("meters.db").normalize(), c.storePath().toAbsolutePath().normalize());
    }

    /** A store an earlier version made in ./data/data/ is used where it is: the meters stay, the seal is unchanged. */
    @Test
    void aStoreAnEarlierVersionPutInDataDataIsKeptWhereItIs() throws IOException {
        Path data = relative("data");
        Path earlier = data.toAbsolutePath().resolve(data).resolve("meters.db");
        Files.createDirectories(earlier.getParent());
        Files.writeString(earlier, "an earlier version's store");

        CabinetConfig c = CabinetConfig.defaults(data, CATALOG);

        assertEquals(earlier.normalize(), c.storePath().toAbsolutePath().normalize());
        assertEquals(data.resolve("meters.db").toString(), c.values().get("store.path"), "the value it was sealed with");
    }

    /** A relative data directory under the module's target/ (the tests run there), fresh for each test. */
    private Path relative(String name) {
        Path base = Path.of("target", "relative-data-" + System.nanoTime());
        Path abs = base.toAbsolutePath();
        try {
            Files.createDirectories(abs);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return base.resolve(name);
    }

    @Test
    void oneValueIsCheckedOnItsOwnForProvisioning() {
        assertEquals(25L, CabinetConfig.validate("cabinet.denomination.cents", "25", CATALOG));
        assertEquals("cabinet.denomination.cents",
            assertThrows(ConfigException.class, () -> CabinetConfig.validate("cabinet.denomination.cents", "7", CATALOG)).key());
        assertEquals(List.of(1, 2), CabinetConfig.validate("game.christmas-tree.bet.levels", "2,1", CATALOG));
        assertNotNull(CabinetConfig.validate("hal.bill.poll.ms", "100", CATALOG));
        assertThrows(ConfigException.class, () -> CabinetConfig.validate("hal.bill.poll.ms", "1", CATALOG));
        assertThrows(ConfigException.class, () -> CabinetConfig.validate("no.such.key", "1", CATALOG));
    }

    @Test
    void everyKeyIsDescribed() {
        for (ConfigKey k : ConfigKey.values()) {
            assertFalse(CabinetConfig.describe(k.key()).isBlank(), k.key());
        }
        assertNotNull(CabinetConfig.describe("game.christmas-tree.bet.levels"));
        assertNotNull(CabinetConfig.describe("hal.bill.port"));
        assertEquals(null, CabinetConfig.describe("nonsense"));
    }
}
