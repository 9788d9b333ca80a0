package io.opencab.engine.rng;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Passes every draw through from a delegate and keeps it with its label (which table, chance or
 * uniform pick it served: docs/outcome-format.md, "Draws"), for tests that check each draw
 * against the published tables and for the reference-round generator. Not in the round path of
 * the cabinet or the simulator. Not thread-safe; one per round.
 */
public final class TracingRng implements GameRng {
    /** One draw: {@code value} of {@code [0, bound)}, for {@code label} (null if the game gave none). */
    public record Draw(int value, int bound, String label) {
    }

    private final GameRng delegate;
    private final List<Draw> draws = new ArrayList<>();

    public TracingRng(GameRng delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    /** An unlabelled draw: kept with a null label, so a test can show that the game names every draw. */
    @Override
    public int nextInt(int bound) {
        return keep(delegate.nextInt(bound), bound, null);
    }

    @Override
    public int nextInt(int bound, String label) {
        return keep(delegate.nextInt(bound, label), bound, label);
    }

    private int keep(int value, int bound, String label) {
        if (draws.size() >= RecordingRng.MAX_DRAWS) {
            throw new io.opencab.engine.EngineException("a round drew more than " + RecordingRng.MAX_DRAWS + " values");
        }
        draws.add(new Draw(value, bound, label));
        return value;
    }

    @Override
    public long nextLong() {
        throw new io.opencab.engine.EngineException("games draw bounded values only; nextLong cannot be traced");
    }

    /** The draws so far, in order. */
    public List<Draw> draws() {
        return Collections.unmodifiableList(draws);
    }

    /** The draws so far as a replayable record (values and bounds, as the journal keeps them). */
    public DrawRecord record() {
        int[] v = new int[draws.size()];
        int[] b = new int[draws.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = draws.get(i).value();
            b[i] = draws.get(i).bound();
        }
        return new DrawRecord(v, b);
    }
}
