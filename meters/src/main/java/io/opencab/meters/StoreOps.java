package io.opencab.meters;

/**
 * What each group of the store's operations (attendant, bills, rounds, reads) starts from: the core it writes
 * through (one transaction a change), the tables' context and the store's configuration.
 */
abstract class StoreOps {
    protected final StoreCore core;
    protected final Ctx ctx;
    protected final MeterStoreConfig config;

    StoreOps(StoreCore core) {
        this.core = core;
        this.ctx = core.ctx;
        this.config = core.config;
    }
}
