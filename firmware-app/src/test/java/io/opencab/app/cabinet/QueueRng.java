package io.opencab.app.cabinet;

import io.opencab.engine.rng.GameRng;
import java.util.ArrayDeque;
import java.util.Deque;

/** Draws the queued values first (each must fit its bound), then 0: a test chooses every win. */
final class QueueRng implements GameRng {
    private final Deque<Integer> queue = new ArrayDeque<>();

    synchronized QueueRng next(int... values) {
        for (int v : values) {
            queue.add(v);
        }
        return this;
    }

    @Override
    public synchronized int nextInt(int bound) {
        Integer v = queue.poll();
        int out = v == null ? 0 : v;
        if (out < 0 || out >= bound) {
            throw new IllegalStateException("queued draw " + out + " does not fit bound " + bound);
        }
        return out;
    }

    @Override
    public long nextLong() {
        return 0;
    }
}
