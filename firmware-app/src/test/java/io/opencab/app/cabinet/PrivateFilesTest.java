package io.opencab.app.cabinet;

import io.opencab.app.cabinet.startup.Startup;
import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 26: what the cabinet creates on a first start (the data directory, the meter store) is its
 * owner's only, whatever the umask (the tests run under the usual 022, which would leave them readable).
 */
class PrivateFilesTest {
    @TempDir
    Path dir;

    private static String perms(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void aFirstStartCreatesAPrivateDataDirectoryAndStore() throws Exception {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path data = dir.resolve("data");
        CabinetConfig c = CabinetConfig.defaults(data, GameCatalog.standard());

        try (var s = Startup.openStore(c, Clock.systemUTC()).store()) {
            assertEquals("rwx------", perms(data));
            assertEquals("rw-------", perms(c.storePath()));
            for (String side : new String[] {"-wal", "-shm"}) {
                Path f = Path.of(c.storePath() + side);
                if (Files.exists(f)) {
                    assertEquals("rw-------", perms(f), side);
                }
            }
        }
    }
}
