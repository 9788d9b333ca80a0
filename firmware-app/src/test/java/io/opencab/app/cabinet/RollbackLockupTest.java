package io.opencab.app.cabinet;

import io.opencab.app.cabinet.attendant.PinPad;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.testkit.StepClock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 36 end to end, on the cabinet with simulated devices and the simulated rollback anchor (outside
 * the data directory): the double cash-out with the meter rows put back, a restored data directory, the
 * PIN counter after a restored copy, a full disk at the witness write. Each is a lockup whose detail
 * ends with its remedy; none plays on.
 */
class RollbackLockupTest {
    @TempDir
    Path dir;
    Fixture f;
    final StepClock clock = new StepClock(Instant.parse("2026-11-27T12:00:00Z"));

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
        f.clock = clock;
        Map<String, String> v = new HashMap<>(f.values);
        v.put("hal.anchor", "simulated");
        v.put("hal.anchor.path", dir.resolve("anchor-device").resolve("counter").toString());
        f.values = Map.copyOf(v);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private Path data() {
        return f.storePath().getParent();
    }

    private static void copyFiles(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Files.copy(p, to.resolve(p.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    private void cashOutPaidByAnAttendant() {
        assertEquals(StateKind.HANDPAY_PENDING, f.act(new Action.CashOut()).state().kind());
        f.login(Fixture.ATTENDANT_PIN);
        assertTrue(f.act(new Action.KeyOffHandpay()).accepted());
        f.logout();
        assertEquals(0, f.state().credits());
    }

    private Tilt lockup(TiltReason reason) {
        assertEquals(StateKind.TILT, f.state().kind());
        return f.state().tilts().stream().filter(t -> t.reason() == reason).findFirst().orElseThrow(
            () -> new AssertionError("no " + reason + " lockup: " + f.state().tilts()));
    }

    @Test
    void theDoubleCashOutIsARamErrorNamingTheMeterTable() throws Exception {
        f.start();
        f.bill(10_000); // $100
        f.cabinet.close();
        Map<String, List<Object[]>> copied = new HashMap<>();
        for (String table : List.of("meter", "game_meter")) {
            copied.put(table, rows(f.storePath(), table));
        }
        f.start();
        cashOutPaidByAnAttendant();
        f.cabinet.close();
        for (String table : List.of("meter", "game_meter")) {
            putBack(f.storePath(), table, copied.get(table));
        }

        f.start();

        Tilt t = lockup(TiltReason.RAM_ERROR);
        assertTrue(t.detail().contains("table meter holds"), t.detail());
        assertEquals(0, f.state().credits(), "the 10,000 credits do not come back");
        assertFalse(f.act(new Action.CashOut()).accepted(), "no second cash-out");
    }

    @Test
    void aDataDirectoryPutBackWholeIsFoundByTheAnchor() throws Exception {
        f.start();
        f.bill(10_000);
        f.cabinet.close();
        copyFiles(data(), dir.resolve("copy"));
        f.start();
        cashOutPaidByAnAttendant();
        f.cabinet.close();
        copyFiles(dir.resolve("copy"), data()); // store, witness and key: they agree with each other

        f.start();

        Tilt t = lockup(TiltReason.RAM_ERROR);
        assertTrue(t.detail().contains("older than the anchor") && t.detail().contains("SIMULATED anchor"), t.detail());
        assertTrue(t.detail().contains("Remedy:"), t.detail());
        assertFalse(f.act(new Action.CashOut()).accepted());
    }

    @Test
    void wrongPinsAreNotForgottenByPuttingBackACopy() throws Exception {
        f.start();
        f.cabinet.close();
        copyFiles(data(), dir.resolve("copy"));
        f.start();
        for (int i = 0; i < 9; i++) {
            clock.advance(PinPad.MAX_DELAY);
            assertFalse(f.login("9999").accepted());
            f.logout();
        }
        f.cabinet.close();
        copyFiles(dir.resolve("copy"), data()); // the copy knows no wrong PIN

        f.start();

        Tilt t = lockup(TiltReason.RAM_ERROR);
        assertTrue(t.detail().contains("older than the anchor"), t.detail());
    }

    @Test
    void aFullDiskAtTheWitnessWriteIsAStoreFaultThatOutlivesARestart() throws Exception {
        f.start();
        f.bill(1000);
        Path witness = f.storePath().resolveSibling("meters.db.witness");
        Path kept = dir.resolve("kept.witness");
        Files.copy(witness, kept);
        Files.delete(witness);
        Files.createSymbolicLink(witness, Path.of("/dev/full")); // every write fails for space

        f.act(new Action.InsertBill(500)); // the escrow's seal is the first write after it
        for (int i = 0; i < 500 && f.state().tilts().stream().noneMatch(x -> x.reason() == TiltReason.STORE_FAULT); i++) {
            Thread.sleep(10); // the validator's report reaches the cabinet thread on its own
        }

        Tilt t = lockup(TiltReason.STORE_FAULT);
        assertTrue(t.detail().contains("No space left") && t.detail().contains("Remedy: free space"), t.detail());
        assertFalse(Files.exists(f.storePath().resolveSibling("meters.db.reserve")), "the reserve was released");
        f.cabinet.close();
        Files.delete(witness);
        Files.copy(kept, witness); // room again: the witness as the failed write left it

        f.start();

        Tilt again = lockup(TiltReason.STORE_FAULT);
        assertTrue(again.detail().contains("recorded as STORE_FAULT"), "the store's own record: " + again.detail());
        assertFalse(f.spin(0).accepted(), "no play until a technician clears it");
    }

    /**
     * The witness on its own partition, mounted read-only at the next start (a tmpfs remounted ro: needs
     * root, as the power-cut tooling does): its own lockup naming the mount, not a RAM error.
     */
    @Test
    void aReadOnlyWitnessAtStartIsItsOwnLockupNotARamError() throws Exception {
        Path part = Files.createDirectories(dir.resolve("witness-partition"));
        org.junit.jupiter.api.Assumptions.assumeTrue(sh("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", part.toString()),
            "needs root to mount a small file system");
        try {
            Map<String, String> v = new HashMap<>(f.values);
            v.put("store.witness.path", part.resolve("meters.witness").toString());
            f.values = Map.copyOf(v);
            f.start();
            f.bill(1000);
            f.cabinet.close();
            assertTrue(sh("mount", "-o", "remount,ro", part.toString()));

            f.start();

            Tilt t = lockup(TiltReason.STORE_FAULT);
            assertTrue(t.detail().contains("cannot be written") && t.detail().contains("Remedy: mount the witness"),
                t.detail());
            assertTrue(t.detail().contains("do not RAM-clear"), t.detail());
            assertFalse(f.state().tilts().stream().anyMatch(x -> x.reason() == TiltReason.RAM_ERROR));
            assertFalse(f.spin(0).accepted());
            f.cabinet.close();
            assertTrue(sh("mount", "-o", "remount,rw", part.toString()));

            f.start(); // mounted again: it plays (nothing was written while it could not be sealed)
            assertEquals(1000, f.state().credits());
            assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
        } finally {
            f.close();
            sh("umount", "-l", part.toString());
        }
    }

    private static boolean sh(String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor() == 0;
    }

    /** Every row of {@code table}, MACs included: what an attacker copies with sqlite. */
    static List<Object[]> rows(Path file, String table) throws Exception {
        List<Object[]> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT * FROM " + table)) {
            int n = r.getMetaData().getColumnCount();
            while (r.next()) {
                Object[] row = new Object[n];
                for (int i = 0; i < n; i++) {
                    row[i] = r.getObject(i + 1);
                }
                out.add(row);
            }
        }
        return out;
    }

    static void putBack(Path file, String table, List<Object[]> rows) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("DELETE FROM " + table);
            for (Object[] row : rows) {
                try (PreparedStatement p = c.prepareStatement("INSERT INTO " + table + " VALUES ("
                    + "?,".repeat(row.length - 1) + "?)")) {
                    for (int i = 0; i < row.length; i++) {
                        p.setObject(i + 1, row[i]);
                    }
                    p.executeUpdate();
                }
            }
        }
    }
}
