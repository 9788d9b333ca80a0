package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.util.List;
import java.util.Objects;

/**
 * What each of the store's feature tables (AFT transfers, bonus awards, credit kinds, SAS records, tickets in and out,
 * validated handpays, the SAS exception queue) starts from: the core, context and configuration of {@link StoreOps},
 * and the store itself, whose lock its reads and writes take as the store's own methods do.
 */
abstract class StoreFeature extends StoreOps {
    protected final MeterStore store;

    StoreFeature(MeterStore store) {
        super(Objects.requireNonNull(store, "store").core());
        this.store = store;
    }

    /** A read under the store's lock, as the store's own reads are; {@code what} names it in a failure. */
    protected final <T> T read(String what, Db.Work<T> work) {
        synchronized (store) {
            return core.read(what, work);
        }
    }

    /** The newest {@code n} rows of the log {@code log} kept in {@code rows}, newest first (MACs checked). */
    protected final <T> List<T> readLog(String log, Rows.Table<T> rows, int n) {
        if (n < 1) {
            throw new MeterException(Kind.INVALID_ARGUMENT, log + " size " + n + " must be at least 1");
        }
        return read("read the " + log, () -> rows.newest(ctx, n));
    }
}
