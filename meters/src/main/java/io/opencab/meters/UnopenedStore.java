package io.opencab.meters;

import java.nio.file.Path;
import java.util.Map;

/**
 * What provisioning reads of a store without opening it: no power-up is recorded, nothing is recovered and the
 * witness is not compared (docs/meters.md "Witness"; docs/security.md "Technician"). Each read is refused with LOCKED
 * while the cabinet holds the store.
 */
public final class UnopenedStore {
    private UnopenedStore() {
    }

    /** The store's chain and its witness side by side with the verdict (provision witness); changes nothing. */
    public static String witnessReport(Path path, MeterStoreConfig config) {
        return StoreOpening.report(path, config);
    }

    /**
     * The configuration as sealed in the store at {@code path}, each row's MAC checked: what provisioning checks a PIN
     * against before it opens the store, or reseals it.
     */
    public static Map<String, String> sealedConfig(Path path, MeterStoreConfig config) {
        return StoreOpening.sealedConfig(path, config);
    }
}
