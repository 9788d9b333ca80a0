package io.opencab.provision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * provision import of a damaged or edited configuration.json (docs/export.md): every part of the file is checked and
 * each refusal is one line naming the file and the part at fault; the configuration is left as it was.
 */
class ImportJsonCheckTest {
    @TempDir
    Path dir;

    private Path cfg;
    private String before;

    /** A cabinet and its exported configuration.json. */
    private Path exported() throws IOException {
        cfg = Cli.init(dir);
        Cli.Run ex = Cli.run("export", "--config", cfg.toString(), "--pin", "2222", "--out", dir.resolve("ex").toString());
        assertEquals(0, ex.rc(), ex.toString());
        before = Files.readString(cfg);
        return dir.resolve("ex/configuration.json");
    }

    private Cli.Run importing(Path json) {
        return Cli.run("import", "--config", cfg.toString(), "--pin", "2222", json.toString());
    }

    /** Refused with exit code 1, one line on standard error holding {@code words}, and the configuration unchanged. */
    private void refusedInOneLine(Cli.Run r, String words) throws IOException {
        assertEquals(1, r.rc(), r.toString());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains(words), r.err());
        assertFalse(r.err().contains("Source:") || r.err().contains("java."), r.err());
        assertEquals(before, Files.readString(cfg));
    }

    private Path edited(Path json, String from, String to) throws IOException {
        String text = Files.readString(json);
        assertTrue(text.contains(from), text);
        return Files.writeString(dir.resolve("t.json"), text.replace(from, to));
    }

    @Test
    void aTruncatedFileIsNotValidJsonInOneLineWithLineAndColumn() throws IOException {
        Path json = exported();
        byte[] bytes = Files.readAllBytes(json);
        Path t = Files.write(dir.resolve("t.json"), Arrays.copyOf(bytes, 400));

        Cli.Run r = importing(t);

        refusedInOneLine(r, "t.json is not valid JSON (line ");
        assertTrue(r.err().matches("(?s).*\\(line \\d+, column \\d+: unexpected end of input.*\\)\\s*"), r.err());
    }

    @Test
    void randomBytesAreNotValidJsonInOneLine() throws IOException {
        exported();
        byte[] noise = new byte[300];
        new Random(7).nextBytes(noise);
        Path t = Files.write(dir.resolve("t.json"), noise);

        refusedInOneLine(importing(t), "t.json is not UTF-8 text (byte 0x");
    }

    /** The outside tester's file with a byte-order mark got the parser's "unexpected character" report. */
    @Test
    void aByteOrderMarkIsNamed() throws IOException {
        Path json = exported();
        byte[] bytes = Files.readAllBytes(json);
        byte[] marked = new byte[bytes.length + 3];
        marked[0] = (byte) 0xEF;
        marked[1] = (byte) 0xBB;
        marked[2] = (byte) 0xBF;
        System.arraycopy(bytes, 0, marked, 3, bytes.length);
        Path t = Files.write(dir.resolve("t.json"), marked);

        refusedInOneLine(importing(t), "t.json starts with a UTF-8 byte-order mark (bytes EF BB BF): save it without one");
    }

    @Test
    void aPropertiesFileNamedJsonIsNotValidJsonInOneLine() throws IOException {
        exported();
        Path t = Files.writeString(dir.resolve("t.json"), before, StandardCharsets.UTF_8);

        Cli.Run r = importing(t);

        refusedInOneLine(r, "t.json is not valid JSON (line 1, column ");
        assertTrue(r.err().contains(": unexpected character '#')"), r.err());
    }

    @Test
    void contentAfterTheObjectIsRefused() throws IOException {
        Path json = exported();
        Path t = Files.writeString(dir.resolve("t.json"), Files.readString(json) + "\n{\"more\": 1}\n");

        refusedInOneLine(importing(t), "t.json: content after the JSON object");
    }

    @Test
    void strayTextAfterTheObjectIsRefused() throws IOException {
        Path json = exported();
        Path t = Files.writeString(dir.resolve("t.json"), Files.readString(json) + "\nxyz\n");

        refusedInOneLine(importing(t), "t.json: content after the JSON object");
    }

    @Test
    void anotherDenominationInTheHeaderIsRefused() throws IOException {
        Path t = edited(exported(), "\"denominationCents\" : 1,", "\"denominationCents\" : 5,");

        refusedInOneLine(importing(t), "denominationCents: ");
    }

    @Test
    void anotherCabinetsExportIsRefused() throws IOException {
        Path t = edited(exported(), "\"cabinetId\" : \"FLOOR-A-017\"", "\"cabinetId\" : \"FLOOR-B-002\"");

        refusedInOneLine(importing(t), "cabinetId: ");
    }

    @Test
    void anotherMeterStoresExportIsRefused() throws IOException {
        Path json = exported();
        Path t = Files.writeString(dir.resolve("t.json"), Files.readString(json)
            .replaceFirst("\"storeId\" : \"[^\"]*\"", "\"storeId\" : \"another-store\""));

        refusedInOneLine(importing(t), "storeId: ");
    }

    @Test
    void aBadExportTimeIsRefused() throws IOException {
        Path json = exported();
        Path t = Files.writeString(dir.resolve("t.json"), Files.readString(json)
            .replaceFirst("\"exportedAt\" : \"[^\"]*\"", "\"exportedAt\" : \"yesterday\""));

        refusedInOneLine(importing(t), "\"exportedAt\" must be an ISO-8601 UTC time");
    }

    /** The outside tester's "+02:00" was taken: export.md says UTC, as export writes it. */
    @Test
    void anExportTimeWithAnOffsetIsRefused() throws IOException {
        Path json = exported();
        Path t = Files.writeString(dir.resolve("t.json"), Files.readString(json)
            .replaceFirst("\"exportedAt\" : \"([^\"]*)Z\"", "\"exportedAt\" : \"2026-11-29T08:26:21+02:00\""));

        refusedInOneLine(importing(t), "\"exportedAt\" must be an ISO-8601 UTC time");
    }

    @Test
    void anUnknownFieldIsRefusedByName() throws IOException {
        Path t = edited(exported(), "\"format\" : \"opencab-configuration-1\",",
            "\"format\" : \"opencab-configuration-1\",\n  \"comment\" : \"x\",");

        refusedInOneLine(importing(t), "unknown field \"comment\"");
    }

    @Test
    void aFileWithoutValuesNamesTheMissingValues() throws IOException {
        exported();
        Path t = Files.writeString(dir.resolve("t.json"), "{\"format\":\"opencab-configuration-1\"}");

        Cli.Run r = importing(t);

        refusedInOneLine(r, "\"values\"");
        assertTrue(r.err().contains("missing"), r.err());
        assertFalse(r.err().contains("cabinet.id"), r.err());
    }

    @Test
    void aMisspeltValuesIsNamed() throws IOException {
        Path t = edited(exported(), "\"values\" :", "\"valeus\" :");

        refusedInOneLine(importing(t), "unknown field \"valeus\"");
    }
}
