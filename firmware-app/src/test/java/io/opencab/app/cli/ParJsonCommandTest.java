package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cabinet par-json --out FILE}: a file that cannot be written says why in words; an empty path is refused. */
class ParJsonCommandTest {
    private final CliRun cli = new CliRun();

    @TempDir
    Path dir;

    @Test
    void writesTheMathToTheFileNamed() throws Exception {
        Path file = dir.resolve("a.json");

        assertEquals(0, cli.run("par-json", "--game", "christmas-tree", "--out", file.toString()), cli.err.toString());

        assertTrue(Files.readString(file).contains("\"format\""));
    }

    @Test
    void anEmptyOutPathIsRefusedAsEmpty() {
        int code = cli.run("par-json", "--game", "christmas-tree", "--out", "");

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().startsWith("cabinet: --out: the path is empty; name the file to write"), cli.err.toString());
        assertTrue(cli.out.toString().isEmpty(), cli.out.toString());
    }

    @Test
    void aFileInAMissingDirectorySaysWhyWithoutThePathAgain() {
        Path file = dir.resolve("nonexist/a.json");

        int code = cli.run("par-json", "--game", "christmas-tree", "--out", file.toString());

        assertEquals(1, code, cli.err.toString());
        assertEquals("cabinet: cannot write " + file + ": no such file or directory", cli.err.toString().strip());
    }
}
