package io.opencab.engine.game;

import io.opencab.engine.EngineException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Properties;

/**
 * A game's math as data: a properties resource read once when the game is built (never in the
 * round path). Every getter names the resource and key in its error.
 */
public final class MathResource {
    private final String name;
    private final Properties props;

    private MathResource(String name, Properties props) {
        this.name = name;
        this.props = props;
    }

    /** Loads {@code resource} from {@code anchor}'s class loader. */
    public static MathResource load(Class<?> anchor, String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new EngineException("math resource " + resource + " not found next to " + anchor.getName());
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return new MathResource(resource, p);
        } catch (IOException e) {
            throw new EngineException("cannot read math resource " + resource, e);
        }
    }

    /** A resource from already-parsed properties (tests use this to build variants). */
    public static MathResource of(String name, Properties props) {
        Properties copy = new Properties();
        copy.putAll(props);
        return new MathResource(name, copy);
    }

    /** A copy with {@code key} set to {@code value}. */
    public MathResource with(String key, String value) {
        Properties copy = new Properties();
        copy.putAll(props);
        copy.setProperty(key, value);
        return new MathResource(name + "+" + key, copy);
    }

    public String name() {
        return name;
    }

    public String string(String key) {
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
}
