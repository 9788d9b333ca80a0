package io.opencab.meters;

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
}
