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
}
