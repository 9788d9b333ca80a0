package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The command lines' own number converters and leftover arguments: words of the docs, not of picocli or Java. */
class NumberArgumentTest {
    @Test
    void aWholeNumberTooLargeForItsOptionIsSaidTooLargeNotNotAWholeNumber() {
        // given
        CliRun cli = new CliRun();

        // when
        int code = cli.run("simulate", "--game", "christmas-tree", "--rounds", "10", "--threads", "99999999999");

        // then
        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().startsWith("cabinet: Invalid value for option '--threads': '99999999999' is too"
            + " large: at most 2147483647 (see 'cabinet simulate --help')"), cli.err.toString());
    }

    @Test
    void aWordWhereANumberGoesIsNotANumber() {
        // given
        CliRun cli = new CliRun();

        // when
        int code = cli.run("simulate", "--game", "christmas-tree", "--precision", "tight");

        // then
        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().contains("'tight' is not a number (see"), cli.err.toString());
    }

    @Test
    void aNegativeWholeNumberTooSmallForItsOptionIsSaidTooSmall() {
        // given
        CliRun cli = new CliRun();

        // when
        int code = cli.run("hash-pin", "--iterations", "-99999999999");

        // then
        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().contains("'-99999999999' is too small: at least -2147483648"), cli.err.toString());
    }

    @Test
    void argumentsLeftOverAreNamedEachQuotedWithoutAnIndex() {
        // given
        CliRun cli = new CliRun();

        // when
        int code = cli.run("check-config", "a.properties", "b.properties", "c d");

        // then
        assertEquals(2, code, cli.err.toString());
        assertTrue(cli.err.toString().startsWith("cabinet: unexpected arguments: 'b.properties', 'c d' (see 'cabinet"
            + " check-config --help')"), cli.err.toString());
    }
}
