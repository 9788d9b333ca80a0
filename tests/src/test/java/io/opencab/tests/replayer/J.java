package io.opencab.tests.replayer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds outcome JSON values (ordered objects, {@code long} numbers) and compares two of them. */
final class J {
    private J() {
    }

    /** An object from alternating member names and values, in that order. */
    static Map<String, Object> obj(Object... namesAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], norm(namesAndValues[i + 1]));
        }
        return map;
    }

    static List<Object> longs(int[] values) {
        List<Object> list = new ArrayList<>();
        for (int v : values) {
            list.add((long) v);
        }
        return list;
    }

    private static Object norm(Object value) {
        return value instanceof Integer i ? Long.valueOf(i) : value;
    }

    /** The grid member every outcome carries (docs/outcome-format.md, "Common fields"). */
    static Map<String, Object> grid(int[] heights, String gravity) {
        return obj("columnHeights", longs(heights),
                "adjacency", "edges: same column +-1 row, same row +-1 column",
                "gravity", gravity);
    }

    /**
     * The first difference between the recorded and the replayed value, as "path: recorded X,
     * replayed Y", or null when they are equal member for member (member order included).
     */
    static String diff(String path, Object recorded, Object replayed) {
        if (recorded instanceof Map<?, ?> a && replayed instanceof Map<?, ?> b) {
            List<?> ka = new ArrayList<>(a.keySet());
            List<?> kb = new ArrayList<>(b.keySet());
            for (Object k : ka) {
                if (!b.containsKey(k)) {
                    return path + "." + k + ": recorded " + show(a.get(k)) + ", replayer has no such member";
                }
                String d = diff(path + "." + k, a.get(k), b.get(k));
                if (d != null) {
                    return d;
                }
            }
            for (Object k : kb) {
                if (!a.containsKey(k)) {
                    return path + "." + k + ": not recorded, replayed " + show(b.get(k));
                }
            }
            if (!ka.equals(kb)) {
                return path + ": member order recorded " + ka + ", replayed " + kb;
            }
            return null;
        }
        if (recorded instanceof List<?> a && replayed instanceof List<?> b) {
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                String d = diff(path + "[" + i + "]", a.get(i), b.get(i));
                if (d != null) {
                    return d;
                }
            }
            if (a.size() != b.size()) {
                return path + ": recorded " + a.size() + " elements, replayed " + b.size();
            }
            return null;
        }
        boolean same = recorded == null ? replayed == null : recorded.equals(replayed);
        return same ? null : path + ": recorded " + show(recorded) + ", replayed " + show(replayed);
    }

    private static String show(Object value) {
        String s = String.valueOf(value);
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
