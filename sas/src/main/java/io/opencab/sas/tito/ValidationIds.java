package io.opencab.sas.tito;

/**
 * The secure enhanced validation ID and sequence number the host sets with long poll 4C (docs/sas.md "LP 4C",
 * docs/tito.md). Thread-safe: the link thread sets it, the cabinet thread takes sequence numbers from it.
 *
 * <p>Rules as the public host implementations describe LP 4C (the SAS document itself was not available):
 * a validation ID of 0 only asks for the current values; the sequence number sent is the starting one and is
 * incremented before being assigned to each ticket; the same ID and sequence sent again after the machine has
 * incremented it do not reset it. The cabinet keeps what the host set in critical memory ({@link #onChange})
 * and {@link #restore}s it at start-up, so a power cycle does not stop tickets until the next LP 4C.
 */
public final class ValidationIds {
    private int id;
    private int current;
    private int lastSentId = -1;
    private int lastSentSequence = -1;
    private volatile java.util.function.BiConsumer<Integer, Integer> onChange = (i, s) -> { };

    /** Told each new validation ID and starting sequence the host sets (on the link thread: must not block). */
    public void onChange(java.util.function.BiConsumer<Integer, Integer> listener) {
        onChange = java.util.Objects.requireNonNull(listener, "listener");
    }

    /** At start-up: the ID the host set before the power cycle and the sequence number the last ticket took. */
    public synchronized void restore(int validationId, int currentSequence) {
        check(validationId);
        check(currentSequence);
        id = validationId;
        current = currentSequence;
    }

    /** LP 4C: sets (or with ID 0, only reads) the values; returns {validation ID, current sequence}. */
    public synchronized int[] set(int validationId, int sequence) {
        check(validationId);
        check(sequence);
        boolean repeat = validationId == lastSentId && sequence == lastSentSequence;
        if (validationId != 0 && !repeat) {
            id = validationId;
            current = sequence;
            onChange.accept(validationId, sequence);
        }
        if (validationId != 0) {
            lastSentId = validationId;
            lastSentSequence = sequence;
        }
        return new int[] {id, current};
    }

    /** The validation ID, 0 while the host has not set one. */
    public synchronized int id() {
        return id;
    }

    /** The sequence number the next ticket gets (the current one, incremented). */
    public synchronized int nextSequence() {
        return SecureEnhancedValidation.next(current);
    }

    /** The ticket with {@code sequence} was journaled: it is the current sequence number now. */
    public synchronized void used(int sequence) {
        check(sequence);
        current = sequence;
    }

    private static void check(int v) {
        if (v < 0 || v > SecureEnhancedValidation.MAX_24_BITS) {
            throw new io.opencab.sas.SasException("validation value " + v + " outside 24 bits");
        }
    }
}
