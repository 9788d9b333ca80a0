package io.opencab.engine.game;

import io.opencab.engine.EngineException;
import io.opencab.engine.grid.WeightedTable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every kind of draw a game makes, each named by the label its draws carry
 * ({@code GameRng.nextInt(bound, label)}): weighted tables (bound: the sum of the weights as
 * listed), chances (bound {@link #CHANCE_BOUND}: the event happens when the value is below the
 * chance in parts per million) and uniform picks (bound: the number of candidates left). The PAR
 * JSON publishes it ({@code tables}, {@code chances}, {@code picks}); the PAR sheet's "Draw
 * sequence" says in which order a round makes the draws (docs/outcome-format.md, "Draws").
 *
 * @param tables  every weighted table, by its name (the label of its draws)
 * @param chances every chance: its label (the math key) and its value in parts per million
 * @param picks   every uniform pick: its label and what its candidates are, in which order
 */
public record DrawCatalog(List<WeightedTable> tables, Map<String, Integer> chances, Map<String, String> picks) {
    /** The bound of every chance draw: chances are stated in parts per million. */
    public static final int CHANCE_BOUND = 1_000_000;

    public DrawCatalog {
        tables = List.copyOf(tables);
        chances = Collections.unmodifiableMap(new LinkedHashMap<>(chances));
        picks = Collections.unmodifiableMap(new LinkedHashMap<>(picks));
        Set<String> labels = new HashSet<>();
        for (WeightedTable t : tables) {
            unique(labels, t.name());
        }
        chances.keySet().forEach(k -> unique(labels, k));
        picks.keySet().forEach(k -> unique(labels, k));
    }

    private static void unique(Set<String> labels, String label) {
        if (!labels.add(label)) {
            throw new EngineException("draw label '" + label + "' is declared twice");
        }
    }

    /** The table named {@code label}, or null. */
    public WeightedTable table(String label) {
        for (WeightedTable t : tables) {
            if (t.name().equals(label)) {
                return t;
            }
        }
        return null;
    }

    /** Collects a game's draws as its math declares them. */
    public static final class Builder {
        private final List<WeightedTable> tables = new ArrayList<>();
        private final Map<String, Integer> chances = new LinkedHashMap<>();
        private final Map<String, String> picks = new LinkedHashMap<>();

        public Builder table(WeightedTable... ts) {
            tables.addAll(List.of(ts));
            return this;
        }

        public Builder chance(String key, int ppm) {
            chances.put(key, ppm);
            return this;
        }

        public Builder pick(String label, String candidates) {
            picks.put(label, candidates);
            return this;
        }

        public DrawCatalog build() {
            return new DrawCatalog(tables, chances, picks);
        }
    }
}
