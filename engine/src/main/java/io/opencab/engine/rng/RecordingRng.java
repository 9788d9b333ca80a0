package io.opencab.engine.rng;

import io.opencab.engine.EngineException;
import java.util.Arrays;

/**
 * Passes bounded draws through from a delegate and records each (value, bound), so the round
 * can be replayed exactly by {@link ReplayRng}: the journal keeps the draws beside the outcome
 * and recovery or recall rebuilds the identical outcome value from them. Not thread-safe; one
 * per round.
 */
public final class RecordingRng implements GameRng {
    /** Bounds a round's draws; a round drawing more is a defect, reported, never truncated. */
    public static final int MAX_DRAWS = 1 << 20;

    private final GameRng delegate;
    private int[] values = new int[64];
    private int[] bounds = new int[64];
    private int size;

    public RecordingRng(GameRng delegate) {
        this.delegate = java.util.Objects.requireNonNull(delegate, "delegate");
    }

    @Override
    public int nextInt(int bound) {
        return record(delegate.nextInt(bound), bound);
    }

    /** As {@link #nextInt(int)}; the label goes on to the delegate (the journal keeps value and bound only). */
    @Override
    public int nextInt(int bound, String label) {
        return record(delegate.nextInt(bound, label), bound);
    }

    private int record(int v, int bound) {
        if (size == values.length) {
            if (size >= MAX_DRAWS) {
                throw new EngineException("a round drew more than " + MAX_DRAWS + " values");
            }
            values = Arrays.copyOf(values, size * 2);
            bounds = Arrays.copyOf(bounds, size * 2);
        }
        values[size] = v;
        bounds[size] = bound;
        size++;
        return v;
    }

    /** Raw 64-bit output is not a game draw and cannot be replayed. */
    @Override
    public long nextLong() {
        throw new EngineException("games draw bounded values only; nextLong cannot be recorded");
    }

    /** The draws so far, as a replayable record. */
    public DrawRecord record() {
        return new DrawRecord(Arrays.copyOf(values, size), Arrays.copyOf(bounds, size));
    }
}
