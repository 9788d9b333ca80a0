package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26: the store and SQLite's files beside it are readable and writable by their owner only,
 * whatever the umask (the tests run under the usual 022, which would leave them world-readable).
 */
class StorePermissionsTest {
    @TempDir
    Path dir;

    @BeforeEach
    void posix() {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
    }

    private static String perms(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    private static void assertPrivate(Path store) throws Exception {
        assertEquals("rw-------", perms(store), store.toString());
        for (String side : new String[] {"-wal", "-shm", "-journal"}) {
            Path f = Path.of(store + side);
            if (Files.exists(f)) {
                assertEquals("rw-------", perms(f), f.toString());
            }
        }
    }

    @Test
    void aNewStoreAndItsWalAreTheOwnersOnly() throws Exception {
        Fixture f = new Fixture(dir);
        try (MeterStore s = f.createWithCredits(5)) {
            assertTrue(Files.exists(Path.of(f.file + "-wal")), "the WAL is there while the store is open");
            assertPrivate(f.file);
        }
        assertPrivate(f.file);
        try (MeterStore s = f.open()) {
            Fixture.fund(s, 1);
            assertPrivate(f.file);
        }
    }

    @Test
    void aRamClearedStoreIsTheOwnersOnlyToo() throws Exception {
        Fixture f = new Fixture(dir);
        f.createWithCredits(5).close();
        try (MeterStore s = MeterStore.ramClear(f.file, f.config, f.clock, "test", "issue 26")) {
            assertPrivate(f.file);
        }
    }
}
