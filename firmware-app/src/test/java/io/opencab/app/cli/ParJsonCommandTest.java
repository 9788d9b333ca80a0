package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cabinet par-json --out FILE}: a file that cannot be written says why in words; an empty path is refused. */
class ParJsonCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        return CabinetCli.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void writesTheMathToTheFileNamed() throws Exception {
        Path file = dir.resolve("a.json");

        assertEquals(0, run("par-json", "--game", "christmas-tree", "--out", file.toString()), err.toString());

        assertTrue(Files.readString(file).contains("\"format\""));
    }

    @Test
    void anEmptyOutPathIsRefusedAsEmpty() {
        int code = run("par-json", "--game", "christmas-tree", "--out", "");

        assertEquals(2, code, err.toString());
        assertTrue(err.toString().startsWith("cabinet: --out: the path is empty; name the file to write"), err.toString());
        assertTrue(out.toString().isEmpty(), out.toString());
    }

    @Test
    void aFileInAMissingDirectorySaysWhyWithoutThePathAgain() {
        Path file = dir.resolve("nonexist/a.json");

        int code = run("par-json", "--game", "christmas-tree", "--out", file.toString());

        assertEquals(1, code, err.toString());
        assertEquals("cabinet: cannot write " + file + ": no such file or directory", err.toString().strip());
    }
}
