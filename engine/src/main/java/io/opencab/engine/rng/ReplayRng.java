package io.opencab.engine.rng;

import io.opencab.engine.EngineException;

/**
 * Replays a {@link DrawRecord}: recovery after a power loss and game recall rebuild a round's
 * identical outcome by playing it again on its recorded draws. A draw with a different bound, or
 * one past the end, means the game or its math is not the one that recorded the round: an
 * error, never a silent new outcome.
 */
public final class ReplayRng implements GameRng {
    private final DrawRecord record;
    private int next;

    public ReplayRng(DrawRecord record) {
        this.record = java.util.Objects.requireNonNull(record, "record");
    }

    @Override
    public int nextInt(int bound) {
        if (next >= record.size()) {
            throw new EngineException("replay drew past the " + record.size() + " recorded draws (bound " + bound + ")");
        }
        if (record.bound(next) != bound) {
            throw new EngineException("replay draw " + next + " asks bound " + bound + " but bound " + record.bound(next) + " was recorded");
        }
        return record.value(next++);
    }

    @Override
    public long nextLong() {
        throw new EngineException("games draw bounded values only; nextLong cannot be replayed");
    }

    /** True when every recorded draw was used: a full replay consumes exactly the record. */
    public boolean exhausted() {
        return next == record.size();
    }
}
