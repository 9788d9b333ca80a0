package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Sealing the store's last link outside it (docs/meters.md "Witness", "Rollback anchor"): the witness
 * file written with it and the rollback anchor advanced to the value the link carries. Store first,
 * witness and anchor second: a power cut between leaves the store a few links ahead, which the next open
 * recognises and seals. The anchor's value is known here from the open on.
 *
 * <p>The witness and the anchor are written at the same time (the anchor on a helper thread): both
 * follow the store's commit, and neither needs the other first, since the open accepts either one
 * behind the other (docs/meters.md "The power-cut window"), so a seal costs the slower of the two
 * syncs, not their sum.
 */
final class Seal {
    private final Witness witness;
    private final RollbackAnchor anchor;
    /** The anchor's value as last read or advanced by this store; -1 without an anchor. */
    private long anchorValue = -1;
    /** Advances the anchor while the caller writes the witness; null without an anchor. Its one thread ends when idle. */
    private final ExecutorService helper;

    Seal(Witness witness, RollbackAnchor anchor) {
        this.witness = witness;
        this.anchor = anchor;
        if (anchor == null) {
            this.helper = null;
        } else {
            ThreadPoolExecutor t = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                r -> Thread.ofPlatform().name("opencab-anchor").daemon().unstarted(r));
            t.allowCoreThreadTimeOut(true);
            this.helper = t;
        }
    }

    /** Ends the helper thread (the store closes). */
    void close() {
        if (helper != null) {
            helper.shutdown();
        }
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

    /**
     * Writes the witness of {@code link} and, at the same time, advances the anchor to the link's value.
     * Returns once both are durable. When one fails the other still completes; the failure is thrown (an
     * anchor that went elsewhere first, being a RAM error, then the witness's, then the anchor's).
     */
    void seal(String storeId, Chain.Link link, long at) {
        CompletableFuture<Long> advancing = anchor != null && link.anchor() > anchorValue
            ? CompletableFuture.supplyAsync(() -> device("advance", anchor::increment), helper) : null;
        MeterException witnessFault = null;
        try {
            witness.write(storeId, link, at);
        } catch (MeterException e) {
            witnessFault = e;
        }
        MeterException anchorFault = advancing == null ? null : advanced(advancing, link);
        MeterException first = anchorFault != null && anchorFault.kind().ramError() || witnessFault == null
            ? anchorFault : witnessFault;
        if (first != null) {
            MeterException other = first == witnessFault ? anchorFault : witnessFault;
            if (other != null) {
                first.addSuppressed(other);
            }
            throw first;
        }
    }

    /** Waits for the anchor's advance; null when it reached the link's value, else what went wrong. */
    private MeterException advanced(CompletableFuture<Long> advancing, Chain.Link link) {
        long v;
        try {
            v = advancing.join();
        } catch (CompletionException e) {
            return e.getCause() instanceof MeterException m ? m : new MeterException(Kind.WITNESS_UNAVAILABLE,
                "cannot advance the rollback anchor " + anchor.describe() + ": " + e.getCause() + ". "
                + Remedy.anchor(anchor.describe()), e.getCause());
        }
        if (v != link.anchor()) {
            return new MeterException(Kind.ANCHOR, "the rollback anchor " + anchor.describe() + " went to " + v
                + " where the store sealed " + link.anchor() + ": something else advances it. "
                + Remedy.anchor(anchor.describe()));
        }
        anchorValue = v;
        return null;
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
