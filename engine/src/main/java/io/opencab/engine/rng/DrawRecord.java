package io.opencab.engine.rng;

import io.opencab.engine.EngineException;
import java.util.Arrays;

/**
 * The draws a round made, in order: {@code values[i]} was drawn from {@code [0, bounds[i])}.
 * A round's outcome is a pure function of its game, bet level and this record. Text form
 * {@code "v/b v/b ..."} is what the journal stores.
 */
public record DrawRecord(int[] values, int[] bounds) {
    /**
     * The format of a draw record, kept with every journaled round and outcome: the text form
     * {@code "v/b v/b ..."} and the meaning of each draw as docs/outcome-format.md ("Draws") states it
     * (a table's bound is the sum of its weights as listed, a chance's is 1,000,000, a pick's the
     * number of candidates). Changes with any change of that meaning.
     */
    public static final String FORMAT = "opencab.draws/1";

    public DrawRecord {
        if (values.length != bounds.length) {
            throw new EngineException("draw record has " + values.length + " values but " + bounds.length + " bounds");
        }
        values = values.clone();
        bounds = bounds.clone();
        for (int i = 0; i < values.length; i++) {
            if (bounds[i] < 1 || values[i] < 0 || values[i] >= bounds[i]) {
                throw new EngineException("draw " + i + " is " + values[i] + " of bound " + bounds[i]);
            }
        }
    }

    public int size() {
        return values.length;
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    @Override
    public int[] bounds() {
        return bounds.clone();
    }

    int value(int i) {
        return values[i];
    }

    int bound(int i) {
        return bounds[i];
    }

    /** The text form: space-separated {@code value/bound} pairs. */
    public String toText() {
        StringBuilder b = new StringBuilder(values.length * 6);
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(values[i]).append('/').append(bounds[i]);
        }
        return b.toString();
    }

    /** Parses {@link #toText()}; a malformed record is an error naming the bad pair. */
    public static DrawRecord parse(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return new DrawRecord(new int[0], new int[0]);
        }
        String[] parts = t.split(" ");
        int[] v = new int[parts.length];
        int[] b = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int slash = parts[i].indexOf('/');
            try {
                if (slash < 0) {
                    throw new NumberFormatException("no '/'");
                }
                v[i] = Integer.parseInt(parts[i], 0, slash, 10);
                b[i] = Integer.parseInt(parts[i], slash + 1, parts[i].length(), 10);
            } catch (NumberFormatException e) {
                throw new EngineException("draw record pair " + i + " is not value/bound: '" + parts[i] + "'", e);
            }
        }
        return new DrawRecord(v, b);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DrawRecord r && Arrays.equals(r.values, values) && Arrays.equals(r.bounds, bounds);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(values) + Arrays.hashCode(bounds);
    }

    @Override
    public String toString() {
        return "DrawRecord[" + values.length + " draws]";
    }
}
