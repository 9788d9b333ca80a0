package io.opencab.app.reference;

import io.opencab.engine.EngineException;
import io.opencab.engine.game.DrawCatalog;
import io.opencab.engine.game.Game;
import io.opencab.engine.grid.WeightedTable;
import io.opencab.engine.rng.GameRng;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Constructed draws: a {@link GameRng} that answers each labelled draw from a plan (docs/outcome-format.md,
 * "Draws"): per label (or label prefix, the longest registered one matching), a queue of wanted
 * outcomes, then a default. A wanted outcome is a table entry's name (the draw is that entry's first
 * stop), {@link #YES} or {@link #NO} for a chance (0, or the largest value), a raw {@link Integer}
 * value (a uniform pick's index), or a {@link Function} choosing an entry name from the table the
 * draw is made on. A draw the plan does not cover is an error naming it: the round a reference
 * shows is exactly the one planned.
 */
final class Plan implements GameRng {
    static final String YES = "YES";
    static final String NO = "NO";

    private final DrawCatalog catalog;
    private final Map<String, Deque<Object>> queues = new HashMap<>();
    private final Map<String, Object> defaults = new HashMap<>();
    private int drawn;

    Plan(Game game) {
        this.catalog = game.draws();
    }

    /** Appends wanted outcomes for draws whose label is or starts with {@code prefix}. */
    Plan then(String prefix, Object... wanted) {
        Deque<Object> q = queues.computeIfAbsent(prefix, k -> new ArrayDeque<>());
        for (Object w : wanted) {
            q.addLast(w);
        }
        return this;
    }

    /** Appends {@code count} times the same wanted outcome. */
    Plan repeat(String prefix, int count, Object wanted) {
        for (int i = 0; i < count; i++) {
            then(prefix, wanted);
        }
        return this;
    }

    /** The outcome of a draw of {@code prefix} once its queue is empty. */
    Plan otherwise(String prefix, Object wanted) {
        defaults.put(prefix, wanted);
        return this;
    }

    @Override
    public int nextInt(int bound) {
        throw new EngineException("draw " + drawn + " (bound " + bound + ") has no label: a plan answers labelled draws only");
    }

    @Override
    public int nextInt(int bound, String label) {
        String key = key(label);
        Deque<Object> q = key == null ? null : queues.get(key);
        Object wanted = q != null && !q.isEmpty() ? q.removeFirst() : key == null ? null : defaults.get(key);
        if (wanted == null) {
            throw new EngineException("the plan has no outcome for draw " + drawn + " (" + label + ", bound " + bound + ")");
        }
        int v = value(wanted, label, bound);
        if (v < 0 || v >= bound) {
            throw new EngineException("draw " + drawn + " (" + label + "): planned value " + v + " is outside 0.." + (bound - 1));
        }
        drawn++;
        return v;
    }

    @Override
    public long nextLong() {
        throw new EngineException("games draw bounded values only");
    }

    /** True when every queued outcome was used. */
    boolean used() {
        return queues.values().stream().allMatch(Deque::isEmpty);
    }

    private String key(String label) {
        String best = null;
        for (String k : queues.keySet()) {
            best = longer(best, k, label);
        }
        for (String k : defaults.keySet()) {
            best = longer(best, k, label);
        }
        return best;
    }

    private static String longer(String best, String k, String label) {
        return label.startsWith(k) && (best == null || k.length() > best.length()) ? k : best;
    }

    @SuppressWarnings("unchecked")
    private int value(Object wanted, String label, int bound) {
        if (wanted instanceof Integer i) {
            return i;
        }
        if (YES.equals(wanted) || NO.equals(wanted)) {
            Integer ppm = catalog.chances().get(label);
            if (ppm == null) {
                throw new EngineException("draw " + drawn + " (" + label + ") is not a chance; planned " + wanted);
            }
            return YES.equals(wanted) ? 0 : bound - 1;
        }
        WeightedTable t = catalog.table(label);
        if (t == null) {
            throw new EngineException("draw " + drawn + " (" + label + ") is not a table; planned " + wanted);
        }
        String entry = wanted instanceof Function<?, ?> f ? ((Function<WeightedTable, String>) f).apply(t) : (String) wanted;
        for (int i = 0; i < t.size(); i++) {
            if (t.entry(i).equals(entry) && t.weight(i) > 0) {
                return t.firstStop(t.value(i));
            }
        }
        throw new EngineException("draw " + drawn + " (" + label + "): the table has no drawable entry " + entry);
    }

    /** A chooser: the first of {@code entries} that the table can draw (weight above 0). */
    static Function<WeightedTable, String> firstOf(String... entries) {
        return t -> {
            for (String e : entries) {
                for (int i = 0; i < t.size(); i++) {
                    if (t.entry(i).equals(e) && t.weight(i) > 0) {
                        return e;
                    }
                }
            }
            throw new EngineException(t.name() + " can draw none of " + String.join(", ", entries));
        };
    }
}
