package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.config.CabinetConfigTest;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cabinet run} and {@code check-config} given bad arguments or configuration: one line, nothing started. */
class RunCommandBadInputTest {
    @TempDir
    Path dir;
    private final CliRun cli = new CliRun();

    @Test
    void aKeyGivenTwiceWithSetIsRefusedNotLastWins() {
        // when
        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(),
            "--set", "money.grouping=space", "--set", "money.grouping=period");

        // then
        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: money.grouping: set twice with --set"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data")), "nothing started");
    }

    @Test
    void aDataDirectoryThatIsAFileIsSaidToBeOne() throws Exception {
        // given
        Path f = Files.writeString(dir.resolve("F"), "x");

        // when
        int code = cli.run("run", "--headless", "--data-dir", f.toString());

        // then: not "cannot create the data directory F: F"
        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: --data-dir " + f + " is a file, not a directory"), cli.err.toString());
    }

    /** The outside tester: the demo played, then stopped at "script line 12: enter pin refused: wrong PIN". */
    @Test
    void theBuiltInDemoWithAConfigurationOfOtherPinsIsRefusedBeforeItStarts() throws Exception {
        // given: a configuration whose attendant and technician PINs are not the demo's
        Path cfg = Files.writeString(dir.resolve("cabinet.properties"), CabinetConfigTest.validText(dir));

        // when
        int code = cli.run("run", "--headless", "--config", cfg.toString());

        // then
        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: the built-in demo keys its handpays off with the built-in attendant"
            + " PIN 1111, which " + cfg + " does not have: give a script of your own with --script FILE"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data")), "nothing started");
    }

    /** The outside tester: a cabinet id holding a line feed printed "(got 'AB" and "CD')" on two lines; an ESC reached the terminal. */
    @Test
    void aControlCharacterFromTheInputIsShownEscapedSoTheMessageStaysOneLine() throws Exception {
        // given: a configuration whose cabinet id holds a line feed and an escape (written as properties escapes)
        Path cfg = Files.writeString(dir.resolve("cabinet.properties"), CabinetConfigTest.validText(dir)
            .replace("cabinet.id = TEST-CAB-7", "cabinet.id = AB\\u000aC\\u001b[2JD"));

        // when
        int code = cli.run("check-config", cfg.toString());

        // then
        String e = cli.err.toString();
        assertEquals(1, code, cli.out + "\n" + e);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.contains("AB\\nC\\u001b[2JD"), e);
    }

    @Test
    void anEmptyDataDirectoryIsRefusedNotTakenAsTheWorkingDirectory() {
        int code = cli.run("run", "--headless", "--data-dir", "");

        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: --data-dir is empty"), cli.err.toString());
    }

    @Test
    void anEmptyConfigurationPathIsRefused() {
        int code = cli.run("run", "--headless", "--config", "");

        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: --config is empty"), cli.err.toString());
    }

    @Test
    void anEmptyScriptPathIsABadArgument() {
        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--script", "");

        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: --script is empty"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data")), "nothing started");
    }

    @Test
    void checkConfigRefusesAnEmptyPath() {
        int code = cli.run("check-config", "");

        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: FILE is empty"), cli.err.toString());
    }

    /** The outside tester: check-config said "valid", and run then locked up with a RAM error (NOT_A_STORE). */
    @Test
    void checkConfigRefusesADirectoryAsTheStore() throws Exception {
        // given
        Files.createDirectory(dir.resolve("sub"));
        Path cfg = Files.writeString(dir.resolve("cabinet.properties"),
            CabinetConfigTest.validText(dir).replace("store.path = data/meters.db", "store.path = sub"));

        // when
        int code = cli.run("check-config", cfg.toString());

        // then
        assertEquals(1, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: store.path: sub (" + dir.resolve("sub") + ") is a directory"),
            cli.err.toString());
    }

    /** An outside tester: the same file passed check-config from one directory and failed from another. */
    @Test
    void checkConfigNamesTheAnchorResolvedAgainstTheFilesDirectory() throws Exception {
        // given: a simulated anchor written relative, beside the data directory
        Path cfg = Files.writeString(dir.resolve("cabinet.properties"), CabinetConfigTest.validText(dir)
            + "hal.anchor = simulated\nhal.anchor.path = anchor/counter\n");

        // when
        int code = cli.run("check-config", cfg.toString());

        // then: not against the working directory the test runs in
        assertEquals(0, code, cli.out + "\n" + cli.err);
        assertTrue(cli.out.toString().contains("; rollback anchor " + dir.resolve("anchor/counter") + "\n"),
            cli.out.toString());
    }

    /** docs/configuration.md's first error example is what the cabinet prints, word for word. */
    @Test
    void theConfigurationPagesErrorExampleIsRealOutput() throws Exception {
        // given: the page's example line and a file with the value it names
        String shown = Files.readString(Path.of("..", "docs", "configuration.md")).lines()
            .filter(l -> l.startsWith("cabinet: bet.max.credits: ")).findFirst().orElseThrow();
        Path cfg = Files.writeString(dir.resolve("cabinet.properties"),
            CabinetConfigTest.validText(dir).replace("bet.max.credits = 400", "bet.max.credits = 2000000"));

        // when
        assertEquals(1, cli.run("check-config", cfg.toString()));

        // then
        assertEquals(shown, cli.err.toString().strip());
    }

    /** The outside check (stop 50): check-config said "valid" for real devices without an anchor, which run refuses. */
    @Test
    void checkConfigRefusesRealDevicesWithoutAnAnchorOrAReasonAsTheStartDoes() throws Exception {
        // given
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir).replace("hal.gpio = simulated",
            "hal.gpio = real\nhal.gpio.chip = gpiochip0\nstore.colocated.reason = a test: one disk"));

        // when
        int code = cli.run("check-config", cfg.toString());

        // then
        assertEquals(1, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: no rollback anchor (hal.anchor=none) on a cabinet with real"
            + " devices"), cli.err.toString());
        assertEquals("", cli.out.toString());
    }

    @Test
    void aSeedThatIsNotANumberIsRefusedInWords() {
        // when
        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--seed", "abc");

        // then: picocli said "'abc' is not a long"
        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().contains("'abc' is not a seed: write a whole number"), cli.err.toString());
        assertTrue(!cli.err.toString().contains("long"), cli.err.toString());
    }

    @Test
    void aNegativeSeedAsSimulatePrintsOneIsTaken() {
        assertEquals(0, cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "1", "--seed",
            "-8446744073709551616"), cli.err.toString());
    }

    @Test
    void hashPinFromStandardInputThatCannotBeReadSaysWhyInWords() {
        java.io.InputStream in = System.in;
        try {
            // given: "hash-pin < /tmp", whose read fails with EISDIR
            System.setIn(new java.io.InputStream() {
                @Override
                public int read() throws java.io.IOException {
                    throw new java.io.IOException("Is a directory");
                }
            });

            // when
            int code = cli.run("hash-pin", "--iterations", "100000");

            // then
            assertEquals(1, code, cli.err.toString());
        } finally {
            System.setIn(in);
        }
        assertEquals("cabinet: cannot read the PIN from standard input: is a directory", cli.err.toString().strip());
    }

    /** The outside check (stop 50): an unknown game was refused only when played, after the store had opened. */
    @Test
    void aScriptNamingAGameTheCabinetDoesNotOfferIsRefusedBeforeTheStart() throws Exception {
        // given
        Path script = Files.writeString(dir.resolve("s.txt"), "bill 20\nselect Christmas-Tree\n");

        // when
        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--script",
            script.toString());

        // then
        assertEquals(1, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().startsWith("cabinet: script line 2: no game 'Christmas-Tree' on this cabinet"
            + " (its games: christmas-tree, "), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data").resolve("meters.db")), "no store opened");
    }

    /** The outside check (stop 50): picocli named Java types and argument indexes. */
    @Test
    void picocliRefusalsAreInWords() {
        CliRun threads = new CliRun();
        CliRun twoFiles = new CliRun();
        CliRun hugeSeed = new CliRun();

        assertEquals(2, threads.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "abc"));
        assertEquals(2, twoFiles.run("check-config", "a.properties", "b.properties"));
        assertEquals(2, hugeSeed.run("simulate", "--game", "christmas-tree", "--seed", "99999999999999999999"));

        assertTrue(threads.err.toString().contains("'abc' is not a whole number"), threads.err.toString());
        assertTrue(twoFiles.err.toString().startsWith("cabinet: unexpected argument: 'b.properties'"),
            twoFiles.err.toString());
        assertTrue(hugeSeed.err.toString().contains("'99999999999999999999' is outside a seed's range"),
            hugeSeed.err.toString());
    }

    @Test
    void aPrecisionOutOfRangeIsQuotedAsWritten() {
        int code = cli.run("simulate", "--game", "christmas-tree", "--precision", "2");

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().contains(", got 2 (see 'cabinet simulate --help')"), cli.err.toString());
    }

    @Test
    void aDirectoryWhereTheStoreGoesIsSaidInTermsOfTheDataDirectory() throws Exception {
        Path store = Files.createDirectories(dir.resolve("data").resolve("meters.db"));

        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString());

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().startsWith("cabinet: --data-dir " + dir.resolve("data") + ": " + store
            + " is a directory, where the meter store's file goes"), cli.err.toString());
    }
}
