package io.opencab.app.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.app.AppException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a script file (docs/headless.md): what is wrong with the file in words, not the path again or the JDK's. */
class ScriptFileTest {
    @TempDir
    Path dir;

    @Test
    void aMissingScriptSaysSo() {
        Path missing = dir.resolve("nosuch.txt");

        AppException e = assertThrows(AppException.class, () -> Script.load(missing));

        assertEquals("cannot read the script " + missing + ": no such file or directory", e.getMessage());
    }

    @Test
    void aBinaryScriptNamesTheFirstByteThatIsNotUtf8() throws Exception {
        Path binary = dir.resolve("binary.txt");
        Files.write(binary, new byte[] {'b', 'i', 'l', 'l', ' ', '2', '0', '\n', (byte) 0xFF, 0x00});

        AppException e = assertThrows(AppException.class, () -> Script.load(binary));

        assertEquals("the script " + binary + " is not UTF-8 text (byte 0xFF at offset 8): save it as UTF-8",
            e.getMessage());
    }

    @Test
    void aScriptWithAByteOrderMarkIsRefusedNamingTheMark() throws Exception {
        // Refused, not skipped, as the configuration reader refuses it: the mark was invisible in "unknown command 'audit'".
        Path bom = dir.resolve("bom.txt");
        Files.write(bom, ("\uFEFFaudit\n").getBytes(StandardCharsets.UTF_8));

        AppException e = assertThrows(AppException.class, () -> Script.load(bom));

        assertEquals("the script " + bom + " starts with a UTF-8 byte-order mark (bytes EF BB BF): save it"
            + " without one", e.getMessage());
    }

    @Test
    void anEmptyPathIsRefusedAsEmpty() {
        AppException e = assertThrows(AppException.class, () -> Script.load(Path.of("")));

        assertEquals("the script's path is empty: name a script file (or leave --script out for the built-in demo)",
            e.getMessage());
    }

    @Test
    void aUtf8ScriptWithoutAMarkIsRead() throws Exception {
        Path ok = dir.resolve("ok.txt");
        Files.writeString(ok, "bill 20 # zwanzig Dollar, \u00fcberall\naudit\n", StandardCharsets.UTF_8);

        assertEquals(List.of(new Step.Bill(1, 2000), new Step.Audit(2)), Script.load(ok).steps());
    }
}
