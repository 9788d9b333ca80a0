package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IoReasonTest {
    @TempDir
    Path dir;

    @Test
    void aMissingFileIsNamedAsMissingNotByItsPath() {
        IOException e = assertThrowsIo(() -> Files.readAllBytes(dir.resolve("nosuch.txt")));

        assertEquals("no such file or directory", IoReason.of(e));
    }

    @Test
    void aDirectoryWhereAFileBelongsIsNamedBySystemWords() throws IOException {
        Path file = Files.writeString(dir.resolve("f"), "x");

        IOException e = assertThrowsIo(() -> Files.createDirectories(file));

        assertEquals("it already exists", IoReason.of(e));
    }

    @Test
    void theOtherKindsAreWordsWithoutAClassName() {
        assertEquals("permission denied", IoReason.of(new AccessDeniedException("/x/y")));
        assertEquals("not UTF-8 text", IoReason.of(new MalformedInputException(1)));
        assertEquals("is a directory", IoReason.of(new FileSystemException("/x", null, "Is a directory")));
        assertEquals("no such file or directory", IoReason.of(new NoSuchFileException("/x")));
        assertEquals("it already exists", IoReason.of(new FileAlreadyExistsException("/x")));
        assertEquals("disk full", IoReason.of(new IOException("Disk full")));
    }

    private interface IoAction {
        void run() throws IOException;
    }

    private static IOException assertThrowsIo(IoAction a) {
        try {
            a.run();
        } catch (IOException e) {
            return e;
        }
        throw new AssertionError("no IOException");
    }
}
