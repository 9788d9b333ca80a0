package io.opencab.app.cli;

import picocli.CommandLine;

/**
 * A {@code --seed}: any whole number a {@code long} holds, negative ones included (a seed drawn from SecureRandom and
 * printed by {@code simulate} may be negative, and must be given back as printed). picocli's own answer to a bad one
 * was "'abc' is not a long", a Java type (outside check, stop 50).
 */
final class SeedConverter implements CommandLine.ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        if (!value.matches("-?[0-9]+")) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a seed: write a whole number, such as"
                + " the one simulate printed");
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + value + "' is outside a seed's range " + Long.MIN_VALUE
                + ".." + Long.MAX_VALUE);
        }
    }
}
