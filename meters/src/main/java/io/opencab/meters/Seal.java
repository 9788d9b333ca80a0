package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;

/**
 * Sealing the store's last link outside it (docs/meters.md "Witness", "Rollback anchor"): the witness
 * file written with it, then the rollback anchor advanced to the value the link carries. Store first,
 * witness and anchor second: a power cut between leaves the store a few links ahead, which the next open
 * recognises and seals. The anchor's value is known here from the open on.
 */
final class Seal {
    private final Witness witness;
    private final RollbackAnchor anchor;
    /** The anchor's value as last read or advanced by this store; -1 without an anchor. */
    private long anchorValue = -1;

    Seal(Witness witness, RollbackAnchor anchor) {
        this.witness = witness;
        this.anchor = anchor;
    }

    Witness witness() {
        return witness;
    }

    boolean anchored() {
        return anchor != null;
    }

    /** The value a link sealed now carries: one past the anchor's, or -1 without an anchor. */
    long nextAnchor() {
        return anchor == null ? -1 : anchorValue + 1;
    }

    /** Writes the witness of {@code link} and advances the anchor to the link's value. */
    void seal(String storeId, Chain.Link link, long at) {
        witness.write(storeId, link, at);
        if (anchor != null && link.anchor() > anchorValue) {
            long v = device("advance", anchor::increment);
            if (v != link.anchor()) {
                throw new MeterException(Kind.ANCHOR, "the rollback anchor " + anchor.describe() + " went to " + v
                    + " where the store sealed " + link.anchor() + ": something else advances it. "
                    + Remedy.anchor(anchor.describe()));
            }
            anchorValue = v;
        }
    }

    /**
     * The open's comparison with the anchor, before anything is written: returns a note when the store
     * was one seal ahead (a power cut before the anchor advanced; sealed again at once), null otherwise;
     * ANCHOR when the store is older than the anchor (a data directory put back) or the anchor is behind.
     * With {@code accept} (a technician's re-seal) the store is taken as it is.
     */
    String compare(Path store, Chain.Link link, boolean accept) {
        if (anchor == null) {
            if (link.anchor() >= 0 && !accept) {
                throw new MeterException(Kind.ANCHOR, "the store " + store + " is sealed to a rollback anchor (value "
                    + link.anchor() + ") but none is configured (hal.anchor): without it a restored data directory"
                    + " would go unseen. Remedy: configure the anchor it was sealed to (hal.anchor) and restart; to run"
                    + " without one, a technician re-seals (provision witness --reseal, logged).");
            }
            return null;
        }
        long d = device("read", anchor::read);
        anchorValue = d;
        long a = link.anchor();
        if (a < 0 && link.full() && d > 0 && !accept) {
            throw new MeterException(Kind.ANCHOR, "the store " + store + " was never sealed to the rollback anchor "
                + anchor.describe() + ", which already counts " + d + " seals: a store from before the anchor was"
                + " fitted, put back. " + Remedy.RESEAL);
        }
        if (accept || a < 0 || a == d) {
            return a < 0 && link.full() ? "the store was sealed to the rollback anchor " + anchor.describe()
                + " for the first time (its value " + d + ")" : null;
        }
        if (a == d + 1) {
            return "the store was one seal ahead of its rollback anchor " + anchor.describe() + " (" + a + " against "
                + d + "): a power cut before the anchor advanced";
        }
        if (a < d) {
            throw new MeterException(Kind.ANCHOR, "the rollback anchor " + anchor.describe() + " is at " + d
                + " but the store " + store + " was sealed at " + a + ": the store is " + (d - a) + " seal(s) older"
                + " than the anchor (the data directory, or the store with its witness, was put back from an older"
                + " copy). " + Remedy.RESEAL);
        }
        throw new MeterException(Kind.ANCHOR, "the rollback anchor " + anchor.describe() + " is at " + d
            + " but the store " + store + " was sealed at " + a + ": the anchor is behind the store (reset, replaced,"
            + " or another cabinet's). " + Remedy.anchor(anchor.describe()));
    }

    private <T> T device(String what, java.util.function.Supplier<T> op) {
        try {
            return op.get();
        } catch (MeterException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new MeterException(Kind.WITNESS_UNAVAILABLE, "cannot " + what + " the rollback anchor "
                + anchor.describe() + ": " + e.getMessage() + ". " + Remedy.anchor(anchor.describe()), e);
        }
    }
}
