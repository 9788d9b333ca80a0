package io.opencab.tests.replayer;

/**
 * A round's recorded draws (text form {@code opencab.draws/1}: space-separated {@code value/bound}
 * pairs, docs/outcome-format.md, "Draws"), read in order. Every read names the label it expects
 * and checks the recorded bound against the one the documents give for it.
 */
final class DrawTape {
    private final ParMath math;
    private final long[] values;
    private final long[] bounds;
    private int next;

    DrawTape(ParMath math, String text) {
        this.math = math;
        String trimmed = text.trim();
        String[] parts = trimmed.isEmpty() ? new String[0] : trimmed.split(" ");
        values = new long[parts.length];
        bounds = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            int slash = parts[i].indexOf('/');
            values[i] = Long.parseLong(parts[i].substring(0, slash));
            bounds[i] = Long.parseLong(parts[i].substring(slash + 1));
            if (values[i] < 0 || values[i] >= bounds[i]) {
                throw new ReplayException("draw " + i + " '" + parts[i] + "' is out of its bound");
            }
        }
    }

    private long take(String label, long bound) {
        if (next >= values.length) {
            throw new ReplayException("draw " + next + " (" + label + ", bound " + bound
                    + ") was expected but the record has only " + values.length + " draws");
        }
        if (bounds[next] != bound) {
            throw new ReplayException("draw " + next + " (" + label + "): expected bound " + bound
                    + ", recorded " + values[next] + "/" + bounds[next]);
        }
        return values[next++];
    }

    /** A weighted-table draw: the index of the entry picked. */
    int table(String label) {
        ParMath.Table t = math.table(label);
        return t.index(take(label, t.total()));
    }

    /** A table draw read as the entry's name. */
    String name(String label) {
        return math.table(label).names()[table(label)];
    }

    /** A table draw read as the entry's numeric value. */
    long value(String label) {
        ParMath.Table t = math.table(label);
        Long v = t.values()[t.index(take(label, t.total()))];
        if (v == null) {
            throw new ReplayException("table " + label + " has no numeric values");
        }
        return v;
    }

    /** A chance: true when the event happens (value below the ppm). */
    boolean chance(String label) {
        return take(label, 1_000_000) < math.chancePpm(label);
    }

    /** A uniform pick among {@code candidates}: the index. */
    int pick(String label, int candidates) {
        math.requirePick(label);
        return (int) take(label, candidates);
    }

    int position() {
        return next;
    }

    void requireAllUsed() {
        if (next != values.length) {
            throw new ReplayException("only " + next + " of the " + values.length
                    + " recorded draws were used; the next is " + values[next] + "/" + bounds[next]);
        }
    }
}
