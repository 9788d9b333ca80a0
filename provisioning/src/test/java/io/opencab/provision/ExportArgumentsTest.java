package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** provision export to a place it cannot write: said in words, nothing written, nothing of anyone else's removed. */
class ExportArgumentsTest {
    @TempDir
    Path dir;

    @Test
    void anEmptyOutIsRefusedAsEmpty() {
        Path cfg = Cli.init(dir);

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", "");

        assertEquals(2, r.rc(), r.toString());
        assertTrue(r.err().contains("'--out': the path is empty"), r.err());
    }

    @Test
    void anOutUnderAFileIsSaidInWords() throws IOException {
        Path cfg = Cli.init(dir);
        Path f = Files.createFile(dir.resolve("f"));

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", f.resolve("ex").toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(f + " is a file, not a directory"), r.err());
    }

    @Test
    void aPartialDirectoryLeftBeforeIsNeitherUsedNorDeleted() throws IOException {
        Path cfg = Cli.init(dir);
        Path partial = Files.writeString(dir.resolve("ex.partial"), "someone's notes");

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(partial + " exists"), r.err());
        assertFalse(r.err().contains("java."), r.err());
        assertEquals("someone's notes", Files.readString(partial));
        assertFalse(Files.exists(dir.resolve("ex")));
    }

    @Test
    void aReadOnlyDirectoryIsSaidInWords() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root writes anywhere");
        Path cfg = Cli.init(dir);
        Path ro = Files.createDirectory(dir.resolve("ro"));
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-x------"));

        Cli.Run r = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", ro.resolve("ex").toString());

        assertEquals(1, r.rc(), r.toString());
        assertTrue(r.err().contains(ro + ": permission denied"), r.err());
        assertFalse(r.err().contains("java."), r.err());
    }
}
