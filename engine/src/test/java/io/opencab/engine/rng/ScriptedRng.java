package io.opencab.engine.rng;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A test RNG that returns scripted draws in order, checking each against its bound. When the
 * script runs out it fails, unless a fallback stream was given: tests see every draw the game makes.
 */
public final class ScriptedRng implements GameRng {
    private final Deque<Integer> script = new ArrayDeque<>();
    private final GameRng fallback;

    public ScriptedRng() {
        this(null);
    }

    public ScriptedRng(GameRng fallback) {
        this.fallback = fallback;
    }

    public ScriptedRng then(int... values) {
        for (int v : values) {
            script.addLast(v);
        }
        return this;
    }

    public int remaining() {
        return script.size();
    }

    @Override
    public int nextInt(int bound) {
        if (script.isEmpty()) {
            if (fallback == null) {
                throw new AssertionError("the game drew nextInt(" + bound + ") after the script ran out");
            }
            return fallback.nextInt(bound);
        }
        int v = script.removeFirst();
        if (v < 0 || v >= bound) {
            throw new AssertionError("scripted draw " + v + " is outside [0, " + bound + ")");
        }
        return v;
    }

    @Override
    public long nextLong() {
        throw new AssertionError("the game drew nextLong");
    }
}
