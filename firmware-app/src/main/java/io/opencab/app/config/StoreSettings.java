package io.opencab.app.config;

import io.opencab.app.AppException;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalConfig;
import io.opencab.hal.HalException;
import io.opencab.hal.HalProperties;
import io.opencab.hal.anchor.AnchorConfig;
import io.opencab.hal.anchor.Anchors;
import io.opencab.hal.anchor.RollbackCounter;
import io.opencab.meters.MeterStoreConfig;
import io.opencab.meters.RollbackAnchor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/** The meter store's settings from the cabinet's configuration: the cabinet's start-up and provisioning use the same. */
public final class StoreSettings {
    private StoreSettings() {
    }

    /** Denomination, handpay limit, the witness file ({@code store.witness.path}) and the rollback anchor ({@code hal.anchor}). */
    public static MeterStoreConfig of(CabinetConfig c) {
        AnchorConfig a = anchorConfig(c);
        return MeterStoreConfig.defaults(c.denominationCents()).withHandpayLimit(c.handpayLimit())
            .withWitnessPath(witnessPath(c)).withAnchor(anchor(a));
    }

    /** hal's anchor as the meter store's port (opened at its first use), or null for none. */
    public static RollbackAnchor anchor(AnchorConfig a) {
        return a.mode() == DeviceMode.NONE ? null : new AnchorPort(a);
    }

    /** {@code store.witness.path} resolved against the store's directory; default {@code <store.path>.witness}. */
    public static Path witnessPath(CabinetConfig c) {
        return witnessPath(c.storePath(), c.values());
    }

    private static Path witnessPath(Path storePath, Map<String, String> values) {
        Path store = storePath.toAbsolutePath();
        String v = values.get(ConfigKey.STORE_WITNESS_PATH.key());
        if (v == null || v.isBlank()) {
            return store.resolveSibling(store.getFileName() + ".witness");
        }
        return store.getParent().resolve(Path.of(v.strip())).normalize();
    }

    /**
     * The cabinet's rollback anchor: the {@code hal.anchor*} keys of {@code c}, a relative {@code hal.anchor.path}
     * resolved against the configuration file's directory as {@code store.path} is (docs/configuration.md).
     */
    public static AnchorConfig anchorConfig(CabinetConfig c) {
        return anchorConfig(c.values(), c.baseDir());
    }

    /** The {@code hal.anchor*} keys of {@code values}, a relative {@code hal.anchor.path} resolved against {@code base}. */
    static AnchorConfig anchorConfig(Map<String, String> values, Path base) {
        AnchorConfig a = anchorConfig(values);
        String written = values.get("hal.anchor.path");
        // hal makes a relative path absolute against the working directory: / under systemd, wherever a technician
        // stands otherwise, so the same file named another anchor from another directory (check-config passed from
        // one and failed from the other).
        return a.path() == null || Path.of(written.strip()).isAbsolute() ? a
            : new AnchorConfig(a.mode(), base.toAbsolutePath().resolve(written.strip()).normalize());
    }

    /**
     * The {@code hal.anchor*} keys (docs/hal.md "Rollback anchor") as hal reads them: a relative {@code hal.anchor.path}
     * against the working directory. The cabinet's anchor is {@link #anchorConfig(CabinetConfig)}, which resolves it
     * against the configuration file's directory: use that one.
     */
    public static AnchorConfig anchorConfig(Map<String, String> values) {
        Properties p = new Properties();
        values.forEach((k, v) -> {
            if (k.startsWith("hal.anchor")) {
                p.setProperty(k, v);
            }
        });
        try {
            return HalProperties.anchor(p);
        } catch (java.nio.file.InvalidPathException e) {
            throw new ConfigException("hal.anchor.path", "not a path: " + e.getMessage(), e);
        } catch (HalException e) {
            throw HalSettings.refusal(e, "hal.anchor");
        }
    }

    /**
     * The parse-time rules (CabinetConfig.parse): a simulated anchor outside the data directory; with a
     * device that moves money or reaches the floor, no simulated anchor (it is a PC's stand-in).
     */
    static void check(Map<String, String> values, HalConfig hal, Path store, Path base) {
        String witness = values.get(ConfigKey.STORE_WITNESS_PATH.key());
        StorePlace.checkFile(ConfigKey.STORE_WITNESS_PATH.key(), witness == null || witness.isBlank()
            ? witnessPath(store, values).toString() : witness.strip(), witnessPath(store, values),
            store.getFileName() + ".witness");
        AnchorConfig a = anchorConfig(values, base);
        Path dataDir = store.toAbsolutePath().getParent();
        if (a.mode() == DeviceMode.SIMULATED && a.path().startsWith(dataDir)) {
            throw new ConfigException("hal.anchor.path", a.path() + " lies in the data directory " + dataDir
                + ": an anchor put back with the data directory anchors nothing (put it outside it)");
        }
        if (a.mode() == DeviceMode.SIMULATED && realDevices(values, hal)) {
            throw new ConfigException("hal.anchor", "is simulated but the cabinet has a real device or SAS link: a real"
                + " cabinet's anchor is real (a second storage device) or none");
        }
    }

    /** A device that moves money or reaches the floor is real: {@link RealDevice}, the one definition (issue 34 item 1). */
    static boolean realDevices(Map<String, String> values, HalConfig hal) {
        return !RealDevice.in(hal, values).isEmpty();
    }

    /**
     * Where the witness and the anchor lie against the store (issue 36): with real devices, on the store's
     * own storage device is refused unless {@code store.colocated.reason} says why, and no anchor at all unless
     * {@code store.anchor.none.reason} does (issue 34, the lab's A15); returns the lines to
     * log (empty when there is nothing to say).
     */
    public static List<String> placement(CabinetConfig c) {
        List<String> notes = new ArrayList<>();
        if (!realDevices(c.values(), c.hal())) {
            return notes;
        }
        Path store = c.storePath().toAbsolutePath();
        String reason = c.values().get(ConfigKey.STORE_COLOCATED_REASON.key());
        List<String> same = new ArrayList<>();
        Object dev = device(store.getParent());
        if (dev != null && dev.equals(device(witnessPath(c).getParent()))) {
            same.add("the witness " + witnessPath(c));
        }
        AnchorConfig a = anchorConfig(c);
        String why = c.values().get(ConfigKey.STORE_ANCHOR_NONE_REASON.key());
        boolean unanchored = a.mode() == DeviceMode.NONE;
        if (unanchored && why != null && !why.isBlank()) {
            notes.add("no rollback anchor (hal.anchor=none): a data directory put back from an older copy, and the PIN"
                + " counter with it, is not found (docs/meters.md \"Rollback anchor\"), because: " + why.strip());
        } else if (!unanchored && dev != null && dev.equals(device(a.path().getParent()))) {
            same.add("the rollback anchor " + a.path());
        }
        if (!same.isEmpty()) {
            if (reason == null || reason.isBlank()) {
                throw new AppException(String.join(" and ", same) + " lie(s) on the same storage device as the meter store "
                    + store + ": a copy of that device puts them back together. Put them on another device, or say why"
                    + " in store.colocated.reason (logged at every start)");
            }
            notes.add(String.join(" and ", same) + " on the meter store's own device, because: " + reason.strip());
        }
        if (unanchored && (why == null || why.isBlank())) {
            // The lab's A15: none was the default and was accepted with real devices.
            throw new AppException("no rollback anchor (hal.anchor=none) on a cabinet with real devices: a data"
                + " directory put back from an older copy (credits, the PIN counter) and the software signing key's"
                + " record would go unnoticed. Fit one (hal.anchor=real, hal.anchor.path on a second storage device),"
                + " or say why in store.anchor.none.reason (logged at every start)");
        }
        return notes;
    }

    /** The file system device of {@code dir} (or of its nearest existing parent), or null when unknown. */
    private static Object device(Path dir) {
        Path p = dir;
        while (p != null && !Files.exists(p)) {
            p = p.getParent();
        }
        try {
            return p == null ? null : Files.getAttribute(p, "unix:dev");
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    /**
     * hal's anchor as the meter store's port, opened at its first use so that a missing device is the
     * store's own lockup (WITNESS_UNAVAILABLE, with its remedy), not a crash.
     */
    private static final class AnchorPort implements RollbackAnchor {
        private final AnchorConfig config;
        private RollbackCounter device;

        AnchorPort(AnchorConfig config) {
            this.config = config;
        }

        private RollbackCounter device() {
            if (device == null) {
                device = Anchors.open(config);
            }
            return device;
        }

        @Override
        public String describe() {
            return device != null ? device.describe() : (config.mode() == DeviceMode.SIMULATED ? "SIMULATED anchor "
                : "anchor ") + config.path();
        }

        @Override
        public long read() {
            return device().read();
        }

        @Override
        public long increment() {
            return device().increment();
        }
    }
}
