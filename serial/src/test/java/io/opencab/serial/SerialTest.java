package io.opencab.serial;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SerialTest {
    @TempDir
    Path dir;

    @Test
    void theCrcOfTheCheckStringIsTheCatalogueCheckValue() {
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);

        int crc = Crc16Kermit.of(check, 0, check.length, 0);

        assertEquals(0x2189, crc);
    }

    @Test
    void aPortThatDoesNotExistIsTheCallersErrorNamingIt() {
        String path = dir.resolve("ttyNONE").toString();

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> SerialPorts.open("test port", path,
            9600, 0, 100, "(", IllegalStateException::new));

        assertEquals("test port " + path + " does not exist", e.getMessage());
        assertNull(e.getCause());
    }
}
