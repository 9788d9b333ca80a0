package io.opencab.tests.replayer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's published math, read from {@code docs/par/<game>.json} (format {@code opencab.par/1},
 * docs/outcome-format.md, "The published math"): the symbols, every key's parsed value, and the
 * tables, chances and picks by label.
 */
final class ParMath {
    /** One weighted table: its entries in listed order; a draw's bound is {@code total}. */
    record Table(String label, long total, String[] names, long[] weights, Long[] values) {
        /** The entry a value picks: the first whose running total of weights exceeds it. */
        int index(long value) {
            long running = 0;
            for (int i = 0; i < weights.length; i++) {
                running += weights[i];
                if (value < running) {
                    return i;
                }
            }
            throw new ReplayException("value " + value + " beyond table " + label + " total " + total);
        }
    }

    final String game;
    final String sha256;
    final String drawFormat;
    final List<String> symbols;
    private final Map<String, Object> entries;
    private final Map<String, Table> tables = new HashMap<>();
    private final Map<String, Long> chances = new HashMap<>();
    private final Map<String, Object> picks;

    private ParMath(Map<String, Object> json) {
        game = (String) json.get("game");
        sha256 = (String) json.get("sha256");
        drawFormat = (String) json.get("drawFormat");
        symbols = Json.list(json.get("symbols")).stream().map(String.class::cast).toList();
        entries = Json.object(json.get("entries"));
        picks = Json.object(json.get("picks"));
        for (Map.Entry<String, Object> t : Json.object(json.get("tables")).entrySet()) {
            Map<String, Object> table = Json.object(t.getValue());
            List<Object> list = Json.list(table.get("entries"));
            String[] names = new String[list.size()];
            long[] weights = new long[list.size()];
            Long[] values = new Long[list.size()];
            long sum = 0;
            for (int i = 0; i < list.size(); i++) {
                Map<String, Object> e = Json.object(list.get(i));
                names[i] = (String) e.get("name");
                weights[i] = (Long) e.get("weight");
                values[i] = (Long) e.get("value");
                sum += weights[i];
            }
            long total = (Long) table.get("total");
            if (sum != total) {
                throw new ReplayException(game + " table " + t.getKey() + ": total " + total
                        + " is not the sum of its weights " + sum);
            }
            tables.put(t.getKey(), new Table(t.getKey(), total, names, weights, values));
        }
        for (Map.Entry<String, Object> c : Json.object(json.get("chances")).entrySet()) {
            Map<String, Object> chance = Json.object(c.getValue());
            chances.put(c.getKey(), (Long) chance.get("ppm"));
        }
    }

    static ParMath load(Path file) {
        try {
            return new ParMath(Json.object(Json.parse(Files.readString(file))));
        } catch (IOException e) {
            throw new ReplayException("cannot read " + file, e);
        }
    }

    Table table(String label) {
        Table t = tables.get(label);
        if (t == null) {
            throw new ReplayException(game + ": no table labelled '" + label + "' in the PAR JSON");
        }
        return t;
    }

    long chancePpm(String label) {
        Long ppm = chances.get(label);
        if (ppm == null) {
            throw new ReplayException(game + ": no chance labelled '" + label + "' in the PAR JSON");
        }
        return ppm;
    }

    void requirePick(String label) {
        if (!picks.containsKey(label)) {
            throw new ReplayException(game + ": no pick labelled '" + label + "' in the PAR JSON");
        }
    }

    int symbol(String name) {
        int id = symbols.indexOf(name);
        if (id < 0) {
            throw new ReplayException(game + ": unknown symbol " + name);
        }
        return id;
    }

    private List<Object> entry(String key) {
        Object e = entries.get(key);
        if (e == null) {
            throw new ReplayException(game + ": no key '" + key + "' in the PAR JSON's entries");
        }
        return Json.list(Json.object(e).get("value"));
    }

    /** A {@code value:weight} or {@code size=pay} key's parsed pairs. */
    List<Object> pairs(String key) {
        return entry(key);
    }

    long number(String key) {
        return ints(key)[0];
    }

    int[] ints(String key) {
        return entry(key).stream().mapToInt(v -> Math.toIntExact((Long) v)).toArray();
    }

    /** The paytable of symbols 0 .. count - 1 ({@code pay.<SYMBOL>}), each indexed by size. */
    long[][] paytable(int count, int maxSize) {
        long[][] table = new long[count][];
        for (int s = 0; s < count; s++) {
            table[s] = pays("pay." + symbols.get(s), maxSize);
        }
        return table;
    }

    /** The symbol ids 0 .. count - 1, ascending. */
    static int[] ids(int count) {
        int[] ids = new int[count];
        for (int i = 0; i < count; i++) {
            ids[i] = i;
        }
        return ids;
    }

    /** A {@code size=pay} key as pays indexed by size (0 below the smallest size listed). */
    long[] pays(String key, int maxSize) {
        long[] pays = new long[maxSize + 1];
        for (Object pair : entry(key)) {
            List<Object> p = Json.list(pair);
            long pay = (Long) p.get(1);
            int lo;
            int hi;
            if (p.get(0) instanceof String range) {
                String[] parts = range.split("-");
                lo = Integer.parseInt(parts[0]);
                hi = Integer.parseInt(parts[1]);
            } else {
                lo = Math.toIntExact((Long) p.get(0));
                hi = lo;
            }
            for (int s = lo; s <= Math.min(hi, maxSize); s++) {
                pays[s] = pay;
            }
        }
        return pays;
    }
}
