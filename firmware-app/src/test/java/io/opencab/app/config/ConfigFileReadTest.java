package io.opencab.app.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a configuration file that cannot be read as one ({@link ConfigFile#read}): one line saying why. */
class ConfigFileReadTest {
    @TempDir
    Path dir;

    @Test
    void aByteOrderMarkIsNamedInsteadOfReadIntoTheFirstKey() throws Exception {
        // given: a valid file saved with a UTF-8 byte-order mark, as some Windows editors do
        byte[] text = CabinetConfigTest.validText(dir).replace("# A test cabinet.\n", "")
            .getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        Path f = Files.write(dir.resolve("cabinet.properties"), bytes);

        // when
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigFile.read(f));

        // then: not "cabinet.id: unknown configuration key" with the mark (U+FEFF) unseen before the key
        assertEquals("file: cabinet.properties starts with a UTF-8 byte-order mark (bytes EF BB BF): save it without"
            + " one", e.getMessage());
    }

    @Test
    void anUnreadableFileGivesTheReasonNotThePathAgain() throws Exception {
        // given: a file its reader may not read (root reads it anyway)
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path f = Files.writeString(dir.resolve("cabinet.properties"), CabinetConfigTest.validText(dir));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("---------"));
        Assumptions.assumeFalse(Files.isReadable(f), "running as root");

        // when
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigFile.read(f));

        // then
        assertEquals("file: cannot read " + f + ": permission denied", e.getMessage());
    }

    @Test
    void aDirectoryGivenAsTheFileIsSaidToBeOne() {
        // when: the configuration's path names a directory
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigFile.read(dir));

        // then
        assertEquals("file: cannot read " + dir + ": is a directory", e.getMessage());
    }

    @Test
    void anEmptyPathIsRefusedAsEmptyNotReadAsTheWorkingDirectory() {
        // when: --config "" or OPENCAB_CONFIG="" reach the reader
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigFile.read(Path.of("")));

        // then
        assertEquals("file: the configuration file's path is empty: name the file", e.getMessage());
    }
}
