package io.opencab.engine.grid;

import io.opencab.engine.EngineException;
import io.opencab.engine.rng.GameRng;
import java.util.Arrays;

/**
 * Draws an outcome with integer weights: a virtual reel of {@code total} equally likely stops,
 * stop {@code k} showing the value whose cumulative weight range holds {@code k}. One unbiased
 * bounded draw per pick.
 */
public final class WeightedTable {
    private static final int MAX_TOTAL = 1 << 20;
    private final int[] values;
    private final int[] weights;
    private final int[] stops;
    private final int total;

    /** Values {@code 0 .. weights.length-1} with the given weights. */
    public static WeightedTable ofWeights(String name, int... weights) {
        int[] values = new int[weights.length];
        Arrays.setAll(values, i -> i);
        return new WeightedTable(name, values, weights);
    }

    public WeightedTable(String name, int[] values, int[] weights) {
        if (values.length != weights.length || values.length == 0) {
            throw new EngineException(name + ": " + values.length + " values but " + weights.length + " weights");
        }
        long sum = 0;
        for (int i = 0; i < weights.length; i++) {
            if (weights[i] < 0) {
                throw new EngineException(name + ": weight " + i + " is negative (" + weights[i] + ")");
            }
            sum += weights[i];
        }
        if (sum <= 0 || sum > MAX_TOTAL) {
            throw new EngineException(name + ": total weight must be 1.." + MAX_TOTAL + ", got " + sum);
        }
        this.values = values.clone();
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

    public int pick(GameRng rng) {
        return stops[rng.nextInt(total)];
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

    public int total() {
        return total;
    }

    public int size() {
        return values.length;
    }

    public int value(int i) {
        return values[i];
    }

    public int weight(int i) {
        return weights[i];
    }
}
