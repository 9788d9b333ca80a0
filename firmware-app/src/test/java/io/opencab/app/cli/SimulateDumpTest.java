package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cabinet simulate --dump K FILE} (docs/outcome-format.md, "Simulator dumps"): exactly K rounds of stream 0, or
 * a refusal before the run that says the rule; a file that cannot be written says why in words.
 */
class SimulateDumpTest {
    private final CliRun cli = new CliRun();

    @TempDir
    Path dir;

    @Test
    void aDumpOfMoreRoundsThanStreamZeroPlaysIsRefusedBeforeTheRun() {
        // --rounds 10 over 2 threads: stream 0 plays 5; --dump 50 wrote those 5 and exited 0.
        Path file = dir.resolve("y.jsonl");

        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "2", "--dump", "50",
            file.toString());

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().contains("K 50 is more than the 5 rounds of stream 0 (--rounds 10 over 2 threads)"),
            cli.err.toString());
        assertTrue(cli.err.toString().contains("K may be at most --rounds / --threads, rounded up"), cli.err.toString());
        assertFalse(Files.exists(file), "nothing written");
        assertTrue(cli.out.toString().isEmpty(), cli.out.toString());
    }

    @Test
    void aDumpOfEveryRoundStreamZeroPlaysIsWrittenWhole() throws Exception {
        Path file = dir.resolve("y.jsonl");

        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "11", "--threads", "2", "--seed", "3",
            "--dump", "6", file.toString());

        assertEquals(0, code, cli.err.toString());
        assertEquals(6, Files.readAllLines(file).size());
    }

    @Test
    void withPrecisionADumpBeyondTheFirstBatchIsRefused() {
        // --precision may stop the run after the first batch: only that batch of stream 0 is sure to be played.
        Path file = dir.resolve("p.jsonl");

        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "100000", "--threads", "1", "--precision",
            "0.5", "--batch", "100", "--dump", "101", file.toString());

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().contains("K 101 is more than the 100 rounds stream 0 is sure to play with --precision"),
            cli.err.toString());
        assertFalse(Files.exists(file), "nothing written");
    }

    /** The outside tester: a second --dump exited 0 without writing its file. */
    @Test
    void aSecondDumpIsRefusedNotDropped() {
        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "1",
            "--dump", "2", dir.resolve("a.jsonl").toString(), "--dump", "3", dir.resolve("b.jsonl").toString());

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().startsWith("cabinet: --dump K FILE: given 2 times; a run writes one dump"),
            cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("a.jsonl")), "nothing written");
    }

    /** The outside tester: --dump 0 wrote an empty file and exited 0. */
    @Test
    void aDumpOfNoRoundIsRefusedBeforeTheRun() {
        Path file = dir.resolve("z.jsonl");

        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "1", "--dump", "0",
            file.toString());

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().startsWith("cabinet: --dump K FILE: K must be at least 1, got 0"), cli.err.toString());
        assertFalse(Files.exists(file), "nothing written");
    }

    @Test
    void anEmptyDumpFileNameIsRefusedAsEmpty() {
        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "1", "--dump", "5", "");

        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().startsWith("cabinet: --dump K FILE: FILE is empty; name the file to write"),
            cli.err.toString());
    }

    @Test
    void aDumpIntoAMissingDirectorySaysWhyWithoutThePathAgain() {
        Path file = dir.resolve("nonexist/x.jsonl");

        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "1", "--dump", "5",
            file.toString());

        assertEquals(1, code, cli.err.toString());
        assertEquals("cabinet: cannot write dump file " + file + ": no such file or directory", cli.err.toString().strip());
    }

    @Test
    void aDumpThatFailsDuringTheRunSaysWhyInWords() {
        // A full disk fails a write in the middle of the run, on the simulator's thread: it said
        // "simulation of christmas-tree failed: java.io.UncheckedIOException: ...".
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "no /dev/full here");

        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "400", "--threads", "1", "--seed", "1",
            "--dump", "400", full.toString());

        assertEquals(1, code, cli.err.toString());
        assertEquals("cabinet: cannot write dump file /dev/full: no space left on device", cli.err.toString().strip());
    }
}
