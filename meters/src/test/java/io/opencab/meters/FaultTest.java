package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.opencab.meters.MeterException.Kind;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad files and faults: each a specific error, and never a fresh store over an existing file. */
class FaultTest {
    @TempDir
    Path dir;

    @Test
    void aMissingDirectoryIsNotFound() {
        Fixture f = new Fixture(dir.resolve("no-such-dir"));

        assertEquals(Kind.NOT_FOUND, assertThrows(MeterException.class, f::open).kind());
        assertEquals(Kind.NOT_FOUND, assertThrows(MeterException.class, f::create).kind());
    }

    @Test
    void aMissingStoreIsNotFoundAndNotCreated() {
        Fixture f = new Fixture(dir);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.NOT_FOUND, e.kind());
        assertFalse(Files.exists(f.file));
    }

    @Test
    void createRefusesAnExistingStoreAndLeavesItIntact() {
        Fixture f = new Fixture(dir);
        f.createWithCredits(5).close();

        assertEquals(Kind.ALREADY_EXISTS, assertThrows(MeterException.class, f::create).kind());

        try (MeterStore s = f.open()) {
            assertEquals(500, s.credits());
        }
    }

    @Test
    void createRefusesAStrayWalFile() throws Exception {
        Fixture f = new Fixture(dir);
        Files.write(Path.of(f.file + "-wal"), new byte[32]);

        assertEquals(Kind.ALREADY_EXISTS, assertThrows(MeterException.class, f::create).kind());
    }

    @Test
    void aGarbageFileIsNotAStoreAndIsLeftUntouched() throws Exception {
        Fixture f = new Fixture(dir);
        byte[] garbage = new byte[10_000];
        new Random(1).nextBytes(garbage);
        Files.write(f.file, garbage);

        assertEquals(Kind.NOT_A_STORE, assertThrows(MeterException.class, f::open).kind());
        assertEquals(Kind.ALREADY_EXISTS, assertThrows(MeterException.class, f::create).kind());
        assertArrayEquals(garbage, Files.readAllBytes(f.file));
    }

    /** The outside check (stop 50): SQLite's header then garbage was refused in the driver's words. */
    @Test
    void anSqliteHeaderOverGarbageIsNotAStoreSaidInWordsAndLeftUntouched() throws Exception {
        Fixture f = new Fixture(dir);
        byte[] file = new byte[65_536];
        new Random(2).nextBytes(file);
        byte[] header = "SQLite format 3\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.arraycopy(header, 0, file, 0, header.length);
        Files.write(f.file, file);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.NOT_A_STORE, e.kind(), e.getMessage());
        assertEquals("NOT_A_STORE: " + f.file + " is not a database the meter store can read (a damaged file, or another"
            + " program's); it is left untouched", e.getMessage());
        assertArrayEquals(file, Files.readAllBytes(f.file));
    }

    @Test
    void anEmptyFileIsNotAStoreAndStaysEmpty() throws Exception {
        Fixture f = new Fixture(dir);
        Files.createFile(f.file);

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.NOT_A_STORE, e.kind());
        assertTrue(e.getMessage().contains("empty"), e.getMessage());
        assertEquals(0, Files.size(f.file));
    }

    @Test
    void anotherSqliteDatabaseIsNotAStore() throws Exception {
        Fixture f = new Fixture(dir);
        RawSql.exec(f.file, "CREATE TABLE t (x)", "INSERT INTO t VALUES (1)");

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.NOT_A_STORE, e.kind());
        assertTrue(e.getMessage().contains("application_id"), e.getMessage());
    }

    @Test
    void aStoreFromANewerSchemaIsRefused() throws Exception {
        Fixture f = new Fixture(dir);
        f.create().close();
        RawSql.exec(f.file, "PRAGMA user_version=" + (Schema.VERSION + 1));

        MeterException e = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.NEWER_SCHEMA, e.kind());
        assertTrue(e.getMessage().contains("version " + (Schema.VERSION + 1)), e.getMessage());
    }

    @Test
    void aStoreInUseIsLocked() {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.create()) {
            MeterException e = assertThrows(MeterException.class, f::open);
            assertEquals(Kind.LOCKED, e.kind());
            assertEquals(0, s.credits());
        }
    }

    @Test
    void aTruncatedStoreIsReportedNotRecreated() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(10)) {
            for (int i = 0; i < 30; i++) {
                s.decide(new RoundDecision("g", 1, 1, s.credits(), "{\"pad\":\"" + "x".repeat(3000) + "\"}", "", 0, Fixture.VERSIONS));
                long id = s.roundInProgress().orElseThrow().roundId();
                s.presented(id);
                s.paid(id);
            }
        }
        long size = Files.size(f.file);
        try (RandomAccessFile raf = new RandomAccessFile(f.file.toFile(), "rw")) {
            raf.setLength(size / 2);
        }

        MeterException half = assertThrows(MeterException.class, f::open);

        assertEquals(Kind.INTEGRITY, half.kind());
        assertTrue(half.getMessage().contains("truncated"), half.getMessage());
        try (RandomAccessFile raf = new RandomAccessFile(f.file.toFile(), "rw")) {
            raf.setLength(50);
        }
        assertEquals(Kind.NOT_A_STORE, assertThrows(MeterException.class, f::open).kind());
        assertEquals(50, Files.size(f.file));
    }

    @Test
    void aFullDiskRollsTheChangeBackAndTheStoreStaysConsistent() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(100).close();
        long pages;
        try (MeterStore s = f.open()) {
            pages = Files.size(f.file) / 4096;
        }
        f.config = f.config.withMaxPageCount(pages + 8);
        MeterSnapshot beforeFailedStep = null;
        MeterException full = null;
        try (MeterStore s = f.open()) {
            String big = "{\"pad\":\"" + "y".repeat(6000) + "\"}";
            for (int i = 0; i < 100 && full == null; i++) {
                try {
                    beforeFailedStep = s.meters();
                    JournalEntry e = s.decide(new RoundDecision("g", 1, 1, s.credits(), big, "", 0, Fixture.VERSIONS));
                    beforeFailedStep = s.meters();
                    s.presented(e.roundId());
                    beforeFailedStep = s.meters();
                    s.paid(e.roundId());
                } catch (MeterException e) {
                    full = e;
                }
            }
            assertTrue(full != null, "the page limit was never reached");
            assertEquals(Kind.DISK_FULL, full.kind(), full.getMessage());
            assertEquals(beforeFailedStep, s.meters(), "the failed step changed nothing");
        }
        f.config = f.config.withMaxPageCount(0);
        try (MeterStore s = f.open()) {
            s.verify();
            assertEquals(beforeFailedStep.credits(), s.credits());
            s.roundInProgress().ifPresent(r -> {
                s.presented(r.roundId());
                s.paid(r.roundId());
            });
            s.verify();
        }
    }

    @Test
    void aReadOnlyConnectionReportsReadOnly() {
        Fixture f = new Fixture(dir);
        f.create().close();
        try (Db db = Db.connect(f.file, f.config, false, true)) {
            MeterException e = assertThrows(MeterException.class, () -> db.exec("UPDATE state SET clean_shutdown = 0"));
            assertEquals(Kind.READ_ONLY, e.kind());
        }
    }

    @Test
    void aReadOnlyFileIsReportedWhenTheOsEnforcesIt() throws Exception {
        assumeFalse("root".equals(System.getProperty("user.name")), "root can write a read-only file");
        Fixture f = new Fixture(dir);
        f.create().close();
        Files.setPosixFilePermissions(f.file, PosixFilePermissions.fromString("r--r--r--"));

        assertEquals(Kind.READ_ONLY, assertThrows(MeterException.class, f::open).kind());
    }
}
