package io.opencab.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Counts on the command line: digits, groups with underscores, powers of ten (issue 21). */
class CountConverterTest {
    @Test
    void plainDigitsGroupedDigitsAndPowersOfTenAreTheSameCount() {
        assertEquals(1_000_000L, CountConverter.parse("1000000"));
        assertEquals(1_000_000L, CountConverter.parse("1_000_000"));
        assertEquals(1_000_000L, CountConverter.parse("1e6"));
        assertEquals(2_500_000_000L, CountConverter.parse("2.5e9"));
        assertEquals(3_000_000_000L, CountConverter.parse("3E9"));
    }

    @Test
    void aFractionIsRefusedAsNotWhole() {
        CommandLine.TypeConversionException e = assertThrows(CommandLine.TypeConversionException.class,
            () -> CountConverter.parse("1.5e0"));
        assertTrue(e.getMessage().contains("not a whole number"), e.getMessage());
    }

    @Test
    void aCountBeyondALongNamesTheMaximum() {
        CommandLine.TypeConversionException e = assertThrows(CommandLine.TypeConversionException.class,
            () -> CountConverter.parse("1e30"));
        assertTrue(e.getMessage().contains("larger than the maximum 9223372036854775807"), e.getMessage());
    }

    @Test
    void wordsAndNegativeNumbersAreNotCounts() {
        for (String bad : new String[] {"ten", "-5", "1__0", "_1", "1e", ""}) {
            CommandLine.TypeConversionException e = assertThrows(CommandLine.TypeConversionException.class,
                () -> CountConverter.parse(bad), bad);
            assertTrue(e.getMessage().contains("is not a count"), e.getMessage());
        }
    }

    @Test
    void simulateTakesRoundsWrittenAsAPowerOfTen() {
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();

        int code = CabinetCli.execute(new String[] {"simulate", "--game", "christmas-tree", "--rounds", "1e3", "--seed",
            "5", "--threads", "1"}, new java.io.PrintWriter(out, true), new java.io.PrintWriter(err, true));

        assertEquals(0, code, err.toString());
        assertTrue(out.toString().contains("1,000 at bet"), out.toString());
    }
}
