package io.opencab.provision;

import io.opencab.app.cabinet.startup.ConfigSeal;
import io.opencab.app.config.CabinetConfig;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.UnopenedStore;
import io.opencab.meters.MeterStoreConfig;
import java.nio.file.Files;
import java.time.Clock;
import java.util.Map;

/** The meter store as provisioning opens it: with the settings the cabinet uses. */
final class Stores {
    private Stores() {
    }

    /** The cabinet's store settings (the same as the cabinet's start-up: denomination and handpay limit). */
    static MeterStoreConfig storeConfig(CabinetConfig c) {
        return io.opencab.app.config.StoreSettings.of(c);
    }

    /**
     * Opens the configured cabinet's store. Opening is recorded by the store as a power-up (like any
     * open), so provisioning runs while the cabinet is stopped; a running cabinet holds the store
     * and this fails with LOCKED.
     */
    static MeterStore open(CabinetConfig c, Clock clock) {
        if (!Files.exists(c.storePath())) {
            throw new ProvisionException("no meter store at " + c.storePath() + " (make one with 'provision init')");
        }
        try {
            return MeterStore.open(c.storePath(), storeConfig(c), clock);
        } catch (MeterException e) {
            throw new ProvisionException("cannot open the meter store " + c.storePath() + ": " + e.getMessage()
                + (e.kind() == MeterException.Kind.LOCKED ? " (stop the cabinet first: systemctl stop opencab)" : ""), e);
        }
    }

    /**
     * A value as the store's configuration log records it: PIN hashes as a short fingerprint,
     * exactly as the cabinet records them at start-up, so its next start sees no change.
     */
    static String shown(String key, String value) {
        return value == null ? ConfigSeal.UNSET : ConfigSeal.shown(key, value);
    }

    /** A value as the store seals it (a PIN hash as its whole fingerprint), exactly as the cabinet seals it. */
    static String sealed(String key, String value) {
        return value == null ? ConfigSeal.UNSET : ConfigSeal.sealed(key, value);
    }

    /**
     * The configuration sealed in {@code c}'s store (read without opening it: no power-up recorded), which a PIN is
     * checked against; empty when there is no store yet.
     */
    static Map<String, String> sealedConfig(CabinetConfig c) {
        if (!Files.exists(c.storePath())) {
            return Map.of();
        }
        try {
            return UnopenedStore.sealedConfig(c.storePath(), storeConfig(c));
        } catch (MeterException e) {
            throw new ProvisionException("cannot read the sealed configuration in the meter store " + c.storePath()
                + " to check the PIN against: " + e.getMessage()
                + (e.kind() == MeterException.Kind.LOCKED ? " (stop the cabinet first: systemctl stop opencab)" : ""), e);
        }
    }
}
