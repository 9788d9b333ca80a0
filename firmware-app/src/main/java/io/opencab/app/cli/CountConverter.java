package io.opencab.app.cli;

import java.math.BigDecimal;
import java.math.BigInteger;
import picocli.CommandLine;

/**
 * A count on the command line as people write large ones: plain digits ({@code 1000000}), digits
 * grouped with underscores ({@code 1_000_000}) or a power of ten ({@code 1e6}, {@code 2.5e9}). The
 * value must be a whole number that fits a {@code long}; anything else is refused with what was given.
 */
final class CountConverter implements CommandLine.ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        return parse(value);
    }

    static long parse(String value) {
        String t = value.strip();
        if (!t.matches("[0-9]+(_[0-9]+)*|[0-9]+(\\.[0-9]+)?[eE][+]?[0-9]{1,3}")) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a count: write digits (1000000),"
                + " groups of digits (1_000_000) or a power of ten (1e6)");
        }
        BigDecimal d = new BigDecimal(t.replace("_", ""));
        BigInteger n;
        try {
            n = d.toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a whole number");
        }
        if (n.bitLength() > 63) {
            throw new CommandLine.TypeConversionException("'" + value + "' is larger than the maximum "
                + Long.MAX_VALUE);
        }
        return n.longValueExact();
    }
}
