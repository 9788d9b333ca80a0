package io.opencab.app.cli;

import java.util.function.Function;
import picocli.CommandLine;

/**
 * Every whole-number and number option of both command lines ({@code cabinet}, {@code provision}) is read here, so a
 * refusal is in the docs' words ("'abc' is not a whole number", "'99999999999' is too large: at most 2147483647")
 * and never in Java's types ("'abc' is not an int", picocli's own converters; outside check, stop 50). What each
 * accepts is what picocli accepted: {@code Integer.valueOf}, {@code Long.valueOf}, {@code Double.valueOf}. Each
 * option's own range is checked by its command.
 */
final class NumberArgument<T> implements CommandLine.ITypeConverter<T> {
    private final Function<String, T> parse;
    private final Number min;
    private final Number max;

    private NumberArgument(Function<String, T> parse, Number min, Number max) {
        this.parse = parse;
        this.min = min;
        this.max = max;
    }

    /** Makes every {@code int}, {@code long} and {@code double} option and parameter of {@code cl} go through here. */
    static void install(CommandLine cl) {
        NumberArgument<Integer> ints = new NumberArgument<>(Integer::valueOf, Integer.MIN_VALUE, Integer.MAX_VALUE);
        NumberArgument<Long> longs = new NumberArgument<>(Long::valueOf, Long.MIN_VALUE, Long.MAX_VALUE);
        NumberArgument<Double> doubles = new NumberArgument<>(Double::valueOf, null, null);
        register(cl, Integer.class, Integer.TYPE, ints);
        register(cl, Long.class, Long.TYPE, longs);
        register(cl, Double.class, Double.TYPE, doubles);
    }

    /** The boxed type and the primitive one alike (an option declared {@code int} or {@code Integer}). */
    private static <T> void register(CommandLine cl, Class<T> boxed, Class<T> primitive, NumberArgument<T> c) {
        cl.registerConverter(boxed, c);
        cl.registerConverter(primitive, c);
    }

    @Override
    public T convert(String value) {
        try {
            return parse.apply(value);
        } catch (NumberFormatException e) {
            if (max == null) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not a number");
            }
            if (!value.matches("[-+]?[0-9]+")) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not a whole number");
            }
            // Digits that overflow the option's type are a whole number, only out of reach: say which way.
            throw new CommandLine.TypeConversionException("'" + value + "' is " + (value.startsWith("-")
                ? "too small: at least " + min : "too large: at most " + max));
        }
    }
}
