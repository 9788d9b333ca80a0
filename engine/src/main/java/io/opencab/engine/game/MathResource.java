package io.opencab.engine.game;

import io.opencab.engine.EngineException;
import io.opencab.engine.grid.GridShape;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A game's math as data: a properties resource read once when the game is built (never in the
 * round path). Every getter names the resource and key in its error. The resource is the only
 * source of the numbers a game plays with, and the game reads every key of it
 * ({@link #requireAllRead()}), so the PAR JSON generated from it (docs/par/&lt;game&gt;.json)
 * publishes exactly what the engine uses.
 */
public final class MathResource {
    private final String name;
    private final Properties props;
    private final String sha256;
    private final Set<String> read = new HashSet<>();

    private MathResource(String name, Properties props, String sha256) {
        this.name = name;
        this.props = props;
        this.sha256 = sha256;
    }

    /** Loads {@code resource} from {@code anchor}'s class loader. */
    public static MathResource load(Class<?> anchor, String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new EngineException("math resource " + resource + " not found next to " + anchor.getName());
            }
            byte[] bytes = in.readAllBytes();
            Properties p = new Properties();
            p.load(new InputStreamReader(new java.io.ByteArrayInputStream(bytes), StandardCharsets.UTF_8));
            return new MathResource(resource, p, sha256(bytes));
        } catch (IOException e) {
            throw new EngineException("cannot read math resource " + resource, e);
        }
    }

    /** A resource from already-parsed properties (tests use this to build variants). */
    public static MathResource of(String name, Properties props) {
        Properties copy = new Properties();
        copy.putAll(props);
        return new MathResource(name, copy, canonicalSha256(copy));
    }

    /** A copy with {@code key} set to {@code value}. */
    public MathResource with(String key, String value) {
        Properties copy = new Properties();
        copy.putAll(props);
        copy.setProperty(key, value);
        return new MathResource(name + "+" + key, copy, canonicalSha256(copy));
    }

    /** A copy without {@code key} (tests show that a missing key is refused). */
    public MathResource without(String key) {
        Properties copy = new Properties();
        copy.putAll(props);
        copy.remove(key);
        return new MathResource(name + "-" + key, copy, canonicalSha256(copy));
    }

    public String name() {
        return name;
    }

    /**
     * The SHA-256 (hex) of the resource file's bytes, as the software manifest and the PAR JSON
     * list it; every outcome and journal row carries it. For a resource built in a test
     * ({@link #of}, {@link #with}) it is the digest of its sorted {@code key=value} lines.
     */
    public String sha256() {
        return sha256;
    }

    /**
     * Refuses a resource with a key the game did not read: every number the math publishes is one
     * the engine uses. Called by each game once its math is loaded.
     */
    public void requireAllRead() {
        Set<String> unread = new TreeSet<>(props.stringPropertyNames());
        unread.removeAll(read);
        if (!unread.isEmpty()) {
            throw new EngineException(name + ": the engine does not read " + unread
                    + "; a math resource holds only what the game plays with");
        }
    }

    public String string(String key) {
        read.add(key);
        String v = props.getProperty(key);
        if (v == null || v.isBlank()) {
            throw new EngineException(name + ": missing key '" + key + "'");
        }
        return v.trim();
    }

    public int integer(String key, int min, int max) {
        String v = string(key);
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new EngineException(name + ": '" + key + "' = " + n + " is outside " + min + ".." + max);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new EngineException(name + ": '" + key + "' is not an integer: " + v, e);
        }
    }

    public int[] integers(String key) {
        String v = string(key);
        try {
            return Arrays.stream(v.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
        } catch (NumberFormatException e) {
            throw new EngineException(name + ": '" + key + "' is not a comma-separated list of integers: " + v, e);
        }
    }

    /** A list of exactly {@code count} integers (one per named entry of a table). */
    public int[] integers(String key, int count) {
        int[] v = integers(key);
        if (v.length != count) {
            throw new EngineException(name + ": '" + key + "' needs " + count + " values, got " + v.length);
        }
        return v;
    }

    /**
     * A list the rule sheet fixes: the resource states it (so the PAR JSON publishes it), and any
     * other value is refused.
     */
    public int[] sheetValues(String key, int... expected) {
        int[] v = integers(key);
        if (!Arrays.equals(v, expected)) {
            throw new EngineException(name + ": '" + key + "' must be " + Arrays.toString(expected)
                    + " (rule sheet), got " + Arrays.toString(v));
        }
        return v;
    }

    /**
     * The grid's column heights, left to right: the engine's code is built for {@code shape}, and
     * the resource states it ({@code grid.columnHeights}) so that the PAR JSON publishes it; a
     * resource with another grid is refused.
     */
    public void requireGrid(GridShape shape) {
        int[] heights = new int[shape.columnCount()];
        for (int c = 0; c < heights.length; c++) {
            heights[c] = shape.height(c);
        }
        int[] v = integers("grid.columnHeights");
        if (!Arrays.equals(v, heights)) {
            throw new EngineException(name + ": 'grid.columnHeights' must be " + Arrays.toString(heights)
                    + " (the game's grid), got " + Arrays.toString(v));
        }
    }

    /** A non-empty list of integers in {@code min .. max}, each larger than the one before (bet levels). */
    public int[] ascending(String key, int min, int max) {
        return rising(key, 1, min, max);
    }

    /**
     * A list of at least {@code minCount} integers in {@code min .. max}, each larger than the one
     * before (a multiplier ladder, bet levels).
     */
    public int[] rising(String key, int minCount, int min, int max) {
        int[] v = integers(key);
        if (v.length < minCount) {
            throw new EngineException(name + ": '" + key + "' needs " + minCount + " or more values, got " + v.length);
        }
        for (int i = 0; i < v.length; i++) {
            if (v[i] < min || v[i] > max) {
                throw new EngineException(name + ": '" + key + "' value " + v[i] + " is outside " + min + ".." + max);
            }
            if (i > 0 && v[i] <= v[i - 1]) {
                throw new EngineException(name + ": '" + key + "' must rise at every step, got " + Arrays.toString(v));
            }
        }
        return v;
    }

    /** A list of integers, each in {@code min .. max}. */
    public int[] within(String key, int min, int max) {
        int[] v = integers(key);
        for (int x : v) {
            if (x < min || x > max) {
                throw new EngineException(name + ": '" + key + "' value " + x + " is outside " + min + ".." + max);
            }
        }
        return v;
    }

    /**
     * A {@code value:weight} list the rule sheet fixes, given as value, weight, value, weight ...:
     * the resource states it, and any other list is refused. Returns {values, weights}.
     */
    public int[][] sheetWeighted(String key, int... valueWeightPairs) {
        int[][] vw = weighted(key);
        int[] flat = new int[vw[0].length * 2];
        for (int i = 0; i < vw[0].length; i++) {
            flat[2 * i] = vw[0][i];
            flat[2 * i + 1] = vw[1][i];
        }
        if (!Arrays.equals(flat, valueWeightPairs)) {
            throw new EngineException(name + ": '" + key + "' must be " + Arrays.toString(valueWeightPairs)
                    + " as value, weight pairs (rule sheet), got " + Arrays.toString(flat));
        }
        return vw;
    }

    /** A {@code value:weight} list whose values must lie in {@code minValue .. maxValue}. */
    public int[][] weighted(String key, int minValue, int maxValue) {
        int[][] vw = weighted(key);
        for (int v : vw[0]) {
            if (v < minValue || v > maxValue) {
                throw new EngineException(name + ": '" + key + "' value " + v + " is outside " + minValue + ".." + maxValue);
            }
        }
        return vw;
    }

    public String[] strings(String key) {
        return Arrays.stream(string(key).split(",")).map(String::trim).toArray(String[]::new);
    }

    /**
     * A "value:weight" list, e.g. {@code 5:400, 10:200}: returns {values, weights}.
     */
    public int[][] weighted(String key) {
        String[] parts = strings(key);
        int[] values = new int[parts.length];
        int[] weights = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String[] vw = parts[i].split(":");
            if (vw.length != 2) {
                throw new EngineException(name + ": '" + key + "' entry " + i + " is not value:weight: " + parts[i]);
            }
            try {
                values[i] = Integer.parseInt(vw[0].trim());
                weights[i] = Integer.parseInt(vw[1].trim());
            } catch (NumberFormatException e) {
                throw new EngineException(name + ": '" + key + "' entry " + i + " is not value:weight: " + parts[i], e);
            }
        }
        return new int[][] {values, weights};
    }

    /**
     * A game's terms with a win cap: {@code bet.coinsPerLevel} within {@code coins}, {@code bet.levels} ascending
     * within 1..1000, {@code cap.x} within {@code capX} and {@code rtp.targetPpm} within {@code rtpPpm}, each range
     * {min, max}; the resource's digest identifies the math.
     */
    public GameTerms cappedTerms(int[] coins, int[] capX, int[] rtpPpm) {
        return new GameTerms(integer("bet.coinsPerLevel", coins[0], coins[1]),
                Arrays.stream(ascending("bet.levels", 1, 1000)).boxed().toList(), integer("cap.x", capX[0], capX[1]),
                integer("rtp.targetPpm", rtpPpm[0], rtpPpm[1]), sha256());
    }

    /**
     * A game's paytable: row {@code s} is {@code "pay.<symbols[s]>"} by cluster size ({@link #paysBySize}); a row
     * that pays less for a larger cluster is refused (a bigger group of a symbol never pays less).
     */
    public long[][] paytable(java.util.List<String> symbols, int minSize, int maxSize) {
        long[][] pays = new long[symbols.size()][];
        for (int s = 0; s < pays.length; s++) {
            String key = "pay." + symbols.get(s);
            pays[s] = paysBySize(key, minSize, maxSize);
            for (int z = minSize + 1; z <= maxSize; z++) {
                if (pays[s][z] < pays[s][z - 1]) {
                    throw new EngineException(name + ": " + key + " falls from size " + (z - 1) + " to " + z);
                }
            }
        }
        return pays;
    }

    /**
     * A paytable row by cluster size: {@code "5=4, 6=5, 9-10=16, 20-27=800"}; returns pays indexed
     * by size {@code 0..maxSize}, every size from {@code minSize} to {@code maxSize} required.
     */
    public long[] paysBySize(String key, int minSize, int maxSize) {
        long[] pays = new long[maxSize + 1];
        boolean[] seen = new boolean[maxSize + 1];
        for (String part : strings(key)) {
            String[] kv = part.split("=");
            if (kv.length != 2) {
                throw new EngineException(name + ": '" + key + "' entry is not size=pay: " + part);
            }
            String[] range = kv[0].trim().split("-");
            try {
                int lo = Integer.parseInt(range[0].trim());
                int hi = range.length > 1 ? Integer.parseInt(range[1].trim()) : lo;
                long pay = Long.parseLong(kv[1].trim());
                if (lo < minSize || hi > maxSize || lo > hi || pay < 0) {
                    throw new EngineException(name + ": '" + key + "' entry out of range " + minSize + ".." + maxSize + ": " + part);
                }
                for (int s = lo; s <= hi; s++) {
                    if (seen[s]) {
                        throw new EngineException(name + ": '" + key + "' gives size " + s + " twice");
                    }
                    seen[s] = true;
                    pays[s] = pay;
                }
            } catch (NumberFormatException e) {
                throw new EngineException(name + ": '" + key + "' entry is not size=pay: " + part, e);
            }
        }
        for (int s = minSize; s <= maxSize; s++) {
            if (!seen[s]) {
                throw new EngineException(name + ": '" + key + "' has no pay for cluster size " + s);
            }
        }
        return pays;
    }

    private static String canonicalSha256(Properties p) {
        StringBuilder b = new StringBuilder();
        new TreeMap<>(p).forEach((k, v) -> b.append(k).append('=').append(v).append('\n'));
        return sha256(b.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK has no SHA-256", e);
        }
    }
}
