package io.opencab.meters;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The MACs one keyed instance computed lately, by their whole input (issue 36 item 5): a MAC is a pure
 * function of key and input, so an input seen again is looked up, not computed again, and a lookup
 * gives exactly what the computation would (a changed input is a different entry, computed afresh).
 * A round meets the same rows in each of its three transactions: the meter rows it re-reads and checks,
 * and the row values the table digests take out of their sums after putting them in. Bounded (least
 * recently used out); inputs longer than {@code maxBytes} are not kept. Not thread-safe.
 */
final class MacMemo {
    private final int maxBytes;
    private final Map<Input, byte[]> known;

    MacMemo(int entries, int maxBytes) {
        this.maxBytes = maxBytes;
        this.known = new LinkedHashMap<>(entries * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Input, byte[]> eldest) {
                return size() > entries;
            }
        };
    }

    /** An input compared by content. */
    private record Input(byte[] bytes, int hash) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Input i && hash == i.hash && Arrays.equals(bytes, i.bytes);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /**
     * The MAC of {@code input[0, length)}: remembered, or {@code compute}d (over the same input) and
     * remembered. The array returned is shared: callers read it, never change it.
     */
    byte[] mac(byte[] input, int length, Supplier<byte[]> compute) {
        if (length > maxBytes) {
            return compute.get();
        }
        byte[] copy = Arrays.copyOf(input, length);
        Input key = new Input(copy, Arrays.hashCode(copy));
        byte[] mac = known.get(key);
        if (mac == null) {
            mac = compute.get();
            known.put(key, mac);
        }
        return mac;
    }
}
