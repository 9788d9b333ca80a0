package io.opencab.engine.grid;

import io.opencab.engine.EngineException;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Draws an outcome with integer weights: a virtual reel of {@code total} equally likely stops,
 * stop {@code k} showing the entry whose cumulative weight range holds {@code k}. One unbiased
 * bounded draw per pick, its bound the sum of the weights exactly as listed (no reduction:
 * docs/outcome-format.md, "Draws"), named by the table's {@link #name()}, the key under which
 * the game's PAR JSON publishes it with its entries by name.
 */
public final class WeightedTable {
    private static final int MAX_TOTAL = 1 << 20;
    private final String name;
    private final int[] values;
    private final List<String> entries;
    private final int[] weights;
    private final int[] stops;
    private final int total;

    /** Entries {@code 0 .. weights.length-1}, named {@code entries} in that order (value i is entry i). */
    public static WeightedTable named(String name, List<String> entries, int... weights) {
        int[] values = new int[weights.length];
        Arrays.setAll(values, i -> i);
        return new WeightedTable(name, values, entries, weights);
    }

    /** Numeric entries ({@code value:weight} lists): each entry is named by its value. */
    public static WeightedTable valued(String name, int[] values, int[] weights) {
        List<String> entries = new ArrayList<>(values.length);
        for (int v : values) {
            entries.add(Integer.toString(v));
        }
        return new WeightedTable(name, values, entries, weights);
    }

    /** Entry {@code i} is named {@code entries.get(i)}, weighs {@code weights[i]} and picks {@code values[i]}. */
    public WeightedTable(String name, int[] values, List<String> entries, int[] weights) {
        if (values.length != weights.length || values.length != entries.size() || values.length == 0) {
            throw new EngineException(name + ": " + values.length + " values, " + entries.size() + " names and "
                    + weights.length + " weights");
        }
        long sum = 0;
        for (int i = 0; i < weights.length; i++) {
            if (weights[i] < 0) {
                throw new EngineException(name + ": weight of " + entries.get(i) + " is negative (" + weights[i] + ")");
            }
            sum += weights[i];
        }
        if (sum <= 0 || sum > MAX_TOTAL) {
            throw new EngineException(name + ": total weight must be 1.." + MAX_TOTAL + ", got " + sum);
        }
        this.name = name;
        this.values = values.clone();
        this.entries = List.copyOf(entries);
        this.weights = weights.clone();
        this.total = (int) sum;
        this.stops = new int[total];
        int k = 0;
        for (int i = 0; i < weights.length; i++) {
            for (int j = 0; j < weights[i]; j++) {
                stops[k++] = values[i];
            }
        }
    }

    /** One draw of bound {@link #total()}, labelled with this table's name. */
    public int pick(GameRng rng) {
        return stops[rng.nextInt(total, name)];
    }

    /** The value at stop {@code k} (0 .. total-1): what {@link #pick} returns when the draw is {@code k}. */
    public int stop(int k) {
        return stops[k];
    }

    /** The first stop showing {@code value} (documentation and scripted tests); -1 if it has none. */
    public int firstStop(int value) {
        for (int k = 0; k < total; k++) {
            if (stops[k] == value) {
                return k;
            }
        }
        return -1;
    }

    /** The key under which the PAR JSON publishes this table, and the label of its draws. */
    public String name() {
        return name;
    }

    public int total() {
        return total;
    }

    public int size() {
        return values.length;
    }

    public int value(int i) {
        return values[i];
    }

    /** Entry {@code i}'s name: a symbol, a kind, a row, or the value of a numeric entry. */
    public String entry(int i) {
        return entries.get(i);
    }

    public int weight(int i) {
        return weights[i];
    }
}
