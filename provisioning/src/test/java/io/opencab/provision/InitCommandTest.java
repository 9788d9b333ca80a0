package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.EventRecord;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InitCommandTest {
    @TempDir
    Path dir;

    @Test
    void initWritesAValidConfigurationWithHashedPinsAndANewStore() {
        Path cfgFile = Cli.init(dir);

        CabinetConfig cfg = CabinetConfig.load(cfgFile, GameCatalog.standard());
        assertEquals("FLOOR-A-017", cfg.cabinetId());
        assertEquals(dir.resolve("data/meters.db").toAbsolutePath(), cfg.storePath());
        assertFalse(cfg.createStore());
        assertTrue(cfg.technicianPin().matches("2222"));
        assertTrue(cfg.regulatorPin().orElseThrow().matches("3333"));
        assertTrue(Files.exists(cfg.storePath()));
    }

    @Test
    void theConfigurationFileHoldsNoPlainPin() throws IOException {
        Path cfgFile = Cli.init(dir);

        String text = Files.readString(cfgFile);

        assertFalse(text.contains("= 1111") || text.contains("= 2222") || text.contains("= 3333"), text);
        assertTrue(text.contains("security.pin.technician = pbkdf2-sha256:100000:"), text);
    }

    @Test
    void initRecordsTheConfigurationInTheStoresEventLog() {
        Path cfgFile = Cli.init(dir);
        CabinetConfig cfg = CabinetConfig.load(cfgFile, GameCatalog.standard());

        try (MeterStore s = Stores.open(cfg, Clock.systemUTC())) {
            assertEquals("1000", s.configValues().get("bet.max.credits"));
            assertTrue(s.configValues().get("security.pin.technician").startsWith("(set "));
            assertTrue(s.events(100).stream().anyMatch(e -> e.type() == EventType.CABINET
                && e.detail().startsWith("provisioned by provision init: cabinet FLOOR-A-017")));
        }
    }

    @Test
    void pinsAreReadFromStandardInputWhenNotGiven() {
        Cli.Run r = Cli.withInput("4444\n5555\n\n", "init", "--data-dir", dir.resolve("data").toString(), "--from",
            write("base.properties", baseWithoutPins()).toString(), "--pin-iterations", Cli.FAST);

        assertEquals(0, r.rc(), r.toString());
        CabinetConfig cfg = CabinetConfig.load(dir.resolve("data/cabinet.properties"), GameCatalog.standard());
        assertTrue(cfg.attendantPin().matches("4444"));
        assertTrue(cfg.technicianPin().matches("5555"));
        assertTrue(cfg.regulatorPin().isEmpty());
    }

    @Test
    void anExistingCabinetIsRefusedAndLeftAlone() throws IOException {
        Cli.init(dir);
        var before = Cli.snapshot(dir);

        Cli.Run r = Cli.run(Cli.initArgs(dir));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("refusing to touch an existing cabinet"), r.err());
        assertEquals(before, Cli.snapshot(dir));
    }

    @Test
    void aSetWithoutAKeyIsRefusedInOneLineAndNothingIsWritten() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--set", "=7"));

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("--set needs KEY=VALUE, got '=7'"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty(), "nothing written");
    }

    /** The bypass: provision init took the public default PINs for a cabinet with real devices. */
    @Test
    void theDefaultPinsWithARealDeviceAreRefusedAndNothingIsWritten() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--hal-gpio", "real", "--set", "hal.gpio.chip=gpiochip0"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("security.pin.attendant") && r.err().contains("is the public default PIN 1111"),
            r.err());
        assertTrue(Cli.snapshot(dir).isEmpty(), "nothing written");
    }

    @Test
    void ownPinsWithARealDeviceAreAccepted() {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--hal-gpio", "real", "--attendant-pin", "4821", "--technician-pin", "7305",
            "--regulator-pin", "6194", "--set", "hal.gpio.chip=gpiochip0", "--set", "store.colocated.reason=test: one disk",
            "--set", "store.anchor.none.reason=test: no second device"));

        assertEquals(0, r.rc(), r.toString());
    }

    /** Issue 36: with a real device, the witness beside the store is refused unless the configuration says why. */
    @Test
    void aWitnessOnTheStoresDeviceWithARealDeviceIsRefusedUnlessTheConfigurationSaysWhy() throws IOException {
        String[] real = {"--hal-gpio", "real", "--attendant-pin", "4821", "--technician-pin", "7305", "--regulator-pin",
            "6194", "--set", "hal.gpio.chip=gpiochip0", "--set", "store.anchor.none.reason=test: no second device"};
        Cli.Run refused = Cli.run(Cli.initArgs(dir, real));
        assertEquals(1, refused.rc(), refused.toString());
        assertTrue(refused.err().contains("store.colocated.reason"), refused.err());
        assertTrue(Cli.snapshot(dir).isEmpty(), "nothing written");

        String[] withReason = java.util.Arrays.copyOf(real, real.length + 2);
        withReason[real.length] = "--set";
        withReason[real.length + 1] = "store.colocated.reason=one eMMC on this board";
        Cli.Run r = Cli.run(Cli.initArgs(dir, withReason));

        assertEquals(0, r.rc(), r.toString());
        try (MeterStore s = MeterStore.open(dir.resolve("data/meters.db"), io.opencab.app.config.StoreSettings.of(
            CabinetConfig.load(dir.resolve("data/cabinet.properties"), GameCatalog.standard())), Clock.systemUTC())) {
            assertTrue(s.events(20).stream().anyMatch(e -> e.detail().contains("because: one eMMC on this board")),
                "the reason is logged in the store");
        }
    }

    /** A real anchor is made by init on its device (here another file system), never by the cabinet. */
    @Test
    void initCreatesTheRealAnchorOnItsDevice() throws IOException {
        Path shm = Path.of("/dev/shm");
        Assumptions.assumeTrue(Files.isDirectory(shm), "needs a second file system");
        Path device = Files.createTempDirectory(shm, "anchor");
        try {
            Cli.Run r = Cli.run(Cli.initArgs(dir, "--set", "hal.anchor=real", "--set", "hal.anchor.path="
                + device.resolve("opencab.counter")));

            assertEquals(0, r.rc(), r.toString());
            assertTrue(Files.exists(device.resolve("opencab.counter")));
            assertTrue(r.out().contains("rollback anchor created"), r.out());
        } finally {
            try (Stream<Path> files = Files.list(device)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(device);
        }
    }

    @Test
    void forceWithAWrongPinIsRefusedAndWritesNothing() throws IOException {
        Cli.init(dir);
        var before = Cli.snapshot(dir);

        Cli.Run r = Cli.run(Cli.initArgs(dir, "--force", "--pin", "1111"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("wrong PIN"), r.err());
        assertEquals(before, Cli.snapshot(dir));
    }

    /** The lab's A13: one line that does not parse appended to the configuration skipped the PIN check. */
    @Test
    void forceOverAConfigurationThatDoesNotParseIsRefusedAndWritesNothing() throws IOException {
        Path cfgFile = Cli.init(dir);
        Files.writeString(cfgFile, "this line does not parse\n", java.nio.file.StandardOpenOption.APPEND);
        var before = Cli.snapshot(dir);

        Cli.Run r = Cli.run(Cli.initArgs(dir, "--force"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("its technician PIN cannot be checked"), r.err());
        assertEquals(before, Cli.snapshot(dir));
    }

    @Test
    void forceBacksUpTheOldCabinetThenRamClearsTheStore() throws IOException {
        Path cfgFile = Cli.init(dir);
        byte[] oldConfig = Files.readAllBytes(cfgFile);

        Cli.Run r = Cli.run(Cli.initArgs(dir, "--force", "--pin", "2222", "--denomination", "5"));

        assertEquals(0, r.rc(), r.toString());
        Path backup;
        try (Stream<Path> s = Files.list(dir.resolve("data"))) {
            backup = s.filter(p -> p.getFileName().toString().startsWith("backup-")).findFirst().orElseThrow();
        }
        assertTrue(Files.exists(backup.resolve("meters.db")));
        assertEquals(new String(oldConfig), Files.readString(backup.resolve("cabinet.properties")));
        CabinetConfig cfg = CabinetConfig.load(cfgFile, GameCatalog.standard());
        assertEquals(5, cfg.denominationCents());
        try (MeterStore s = Stores.open(cfg, Clock.systemUTC())) {
            List<EventRecord> ev = s.events(100);
            assertTrue(ev.stream().anyMatch(e -> e.type() == EventType.RAM_CLEAR
                && e.detail().contains("provision init --force (technician)")), ev.toString());
        }
    }

    @Test
    void anOutOfRangeValueWritesNothing() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--max-bet", "2000000"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("bet.max.credits: 2000000 is larger than the maximum 1000000"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty());
    }

    @Test
    void anUnknownKeyWritesNothing() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--set", "bet.maximum.credits=5"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("bet.maximum.credits: unknown configuration key"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty());
    }

    @Test
    void aShortPinIsRefused() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--technician-pin", "12"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("technician PIN must be 4 to 12 digits"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty());
    }

    @Test
    void equalPinsForTwoRolesAreRefused() throws IOException {
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--attendant-pin", "2222"));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("give each role its own PIN"), r.err());
        assertTrue(Cli.snapshot(dir).isEmpty());
    }

    @Test
    void aStorePathInTheSourceFileIsRefused() throws IOException {
        Path from = write("base.properties", baseWithoutPins() + "store.path = /elsewhere/meters.db\n");

        Cli.Run r = Cli.withInput("", "init", "--data-dir", dir.resolve("data").toString(), "--from", from.toString(),
            "--attendant-pin", "1111", "--technician-pin", "2222", "--regulator-pin", "", "--pin-iterations", Cli.FAST);

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("store.path: is set by init"), r.err());
        assertFalse(Files.exists(dir.resolve("data")));
    }

    // ------------------------------------------------------------------ issue 26

    private static String perms(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void whatInitCreatesIsTheOwnersOnlyWhateverTheUmask() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path cfgFile = Cli.init(dir);

        assertEquals("rwx------", perms(dir.resolve("data")), "the data directory");
        assertEquals("rw-------", perms(cfgFile), "the configuration (PIN hashes)");
        try (Stream<Path> files = Files.list(dir.resolve("data"))) {
            for (Path f : files.toList()) {
                assertEquals(Files.isDirectory(f) ? "rwx------" : "rw-------", perms(f), f.toString());
            }
        }

        Cli.Run r = Cli.run(Cli.initArgs(dir, "--force", "--pin", "2222"));
        assertEquals(0, r.rc(), r.toString());
        try (Stream<Path> files = Files.walk(dir.resolve("data"))) {
            for (Path f : files.toList()) {
                assertEquals(Files.isDirectory(f) ? "rwx------" : "rw-------", perms(f), f + " after --force (backup)");
            }
        }
    }

    @Test
    void aSourceFileWithAKeySetTwiceIsRefused() {
        Path from = write("base.properties", baseWithoutPins() + "hal.bill = none\n");

        Cli.Run r = Cli.withInput("", "init", "--data-dir", dir.resolve("data").toString(), "--from", from.toString(),
            "--attendant-pin", "1111", "--technician-pin", "2222", "--regulator-pin", "", "--pin-iterations", Cli.FAST);

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("hal.bill: set twice, lines 9 and 11"), r.err());
        assertFalse(Files.exists(dir.resolve("data")));
    }

    @Test
    void aConfigurationOutsideTheDataDirectoryIsRefused() {
        // The store must lie inside the configuration file's directory: a --config elsewhere cannot point at it.
        Cli.Run r = Cli.run(Cli.initArgs(dir, "--config", dir.resolve("etc/cabinet.properties").toString()));

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains("store.path"), r.err());
        assertFalse(Files.exists(dir.resolve("data")));
        assertFalse(Files.exists(dir.resolve("etc")));
    }

    private String baseWithoutPins() {
        return """
            cabinet.id = FLOOR-B-001
            cabinet.denomination.cents = 1
            games.enabled = christmas-tree
            bet.max.credits = 1000
            credit.limit.credits = 100000
            handpay.limit.credits = 120000
            bills.accepted.cents = 100,500
            hal.gpio = simulated
            hal.bill = simulated
            hal.bill.currency = USD
            """;
    }

    private Path write(String name, String text) {
        try {
            return Files.writeString(dir.resolve(name), text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
