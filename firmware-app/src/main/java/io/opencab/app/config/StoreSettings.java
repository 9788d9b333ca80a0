package io.opencab.app.config;

import io.opencab.meters.MeterStoreConfig;
import java.nio.file.Path;

/** The meter store's settings from the cabinet's configuration: the cabinet's start-up and provisioning use the same. */
public final class StoreSettings {
    private StoreSettings() {
    }

    /** Denomination, handpay limit and the witness file ({@code store.witness.path}). */
    public static MeterStoreConfig of(CabinetConfig c) {
        return MeterStoreConfig.defaults(c.denominationCents()).withHandpayLimit(c.handpayLimit())
            .withWitnessPath(witnessPath(c));
    }

    /** {@code store.witness.path} resolved against the store's directory; default {@code <store.path>.witness}. */
    public static Path witnessPath(CabinetConfig c) {
        Path store = c.storePath().toAbsolutePath();
        String v = c.values().get(ConfigKey.STORE_WITNESS_PATH.key());
        if (v == null || v.isBlank()) {
            return store.resolveSibling(store.getFileName() + ".witness");
        }
        return store.getParent().resolve(Path.of(v.strip())).normalize();
    }
}
