package io.opencab.meters;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SQLite's native library directory is the owner's only (issue 34 item 6: the lab found .sqlite-native 0755). */
class NativeLibraryTest {
    @TempDir
    Path dir;

    @Test
    void theLibraryDirectoryIsMadeOwnerOnly() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));

        NativeLibrary.createPrivate(dir.resolve(".sqlite-native"));

        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve(".sqlite-native"))));
    }

    @Test
    void anOlderWiderDirectoryIsNarrowed() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path old = Files.createDirectory(dir.resolve(".sqlite-native"));
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rwxr-xr-x"));

        NativeLibrary.createPrivate(old);

        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(old)));
    }
}
