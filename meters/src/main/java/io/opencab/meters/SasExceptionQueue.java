package io.opencab.meters;

import java.util.List;

/**
 * The store's SAS exception queue as the cabinet's SAS bridge sees it (docs/sas.md "Exceptions"):
 * read it, remove an acknowledged exception, queue one the store cannot see itself (game
 * selected 8C, validator failure 29). Each call is one transaction under the store's lock.
 */
public final class SasExceptionQueue extends StoreFeature {
    /** Queue depth (SAS 6.02 asks for at least 20). */
    public static final int DEPTH = SasQueue.DEPTH;
    SasExceptionQueue(MeterStore store) {
        super(store);
    }

    /** The queued exceptions, next to send first (MACs checked). */
    public List<SasEvent> pending() {
        return read("read the SAS exception queue", () -> SasQueue.all(core.ctx));
    }

    /** Removes exception {@code id} once the host has acknowledged it; false when it was already gone. */
    public boolean acknowledge(long id) {
        synchronized (store) {
            return core.write("acknowledge SAS exception " + id, () -> SasQueue.acknowledge(core.ctx, id));
        }
    }

    /** Queues exception {@code code} (1-FF) with its data, in its own transaction. */
    public void raise(int code, long v1, long v2) {
        if (code < 1 || code > 0xFF) {
            throw new MeterException(MeterException.Kind.INVALID_ARGUMENT, "SAS exception code " + code
                + " is outside 01-FF");
        }
        synchronized (store) {
            core.write("queue SAS exception " + Integer.toHexString(code), () -> {
                SasQueue.raise(core.ctx, code, v1, v2);
                return null;
            });
        }
    }
}
