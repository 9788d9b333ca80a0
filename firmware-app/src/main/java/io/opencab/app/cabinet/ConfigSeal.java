package io.opencab.app.cabinet;

import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The sealed configuration (regulations.md 1.1: configuration is critical data; issue 26 item 5).
 * Critical memory holds every configuration value as last set through a controlled path:
 * {@code provision init/set/import}, the attendant menu, or a technician's acceptance. At power-up
 * the file is compared with it; a value changed any other way (an editor, a copied file) is a
 * CONFIG_CHANGED tilt listing each old and new value on the screen, and nothing is recorded until
 * a technician accepts it there (clears the tilt) or the file is put back.
 */
final class ConfigSeal {
    static final String TILT = "CONFIG_CHANGED";

    private ConfigSeal() {
    }

    /** A value as critical memory records it: a PIN hash as a short fingerprint (as provisioning's Stores.shown). */
    static String shown(String key, String value) {
        if (!key.startsWith("security.")) {
            return value;
        }
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
            return "(set " + HexFormat.of().formatHex(d, 0, 4) + ")";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The values of {@code file} that differ from {@code sealed}, as {@code key: old -> new}; none when
     * nothing is sealed yet (a store's first start records the file as it is).
     */
    static List<String> changes(Map<String, String> file, Map<String, String> sealed) {
        List<String> out = new ArrayList<>();
        if (file.keySet().stream().noneMatch(sealed::containsKey)) {
            return out;
        }
        file.forEach((k, v) -> {
            String now = shown(k, v);
            String old = sealed.get(k);
            if (!now.equals(old)) {
                out.add(k + ": " + (old == null ? "(unset)" : old) + " -> " + now);
            }
        });
        return out;
    }

    /** At power-up: records the configuration when it matches the seal, else locks up until a technician accepts it. */
    static void check(Machine m) {
        if (!m.money.hasStore()) {
            return;
        }
        List<String> changed;
        try {
            changed = changes(m.config.values(), m.money.with(MeterStore::configValues));
        } catch (MeterException e) {
            m.storeFailure(e);
            return;
        }
        if (changed.isEmpty()) {
            record(m, "configuration file");
            return;
        }
        String detail = "configuration changed outside the attendant menu and provision: " + String.join("; ", changed)
            + " (a technician accepts it by clearing this tilt, or puts the file back)";
        m.record(s -> s.logEvent(EventType.CABINET, detail));
        m.raiseTilt(TiltReason.CONFIG_CHANGED, TILT, detail);
    }

    /**
     * Seals the running configuration: each value recorded (changes logged with their old value) by {@code by}, in
     * one transaction with at most one SAS 3C, none at a new store's first start (issue 35: it queued 26).
     */
    static void record(Machine m, String by) {
        Map<String, String> shown = new java.util.LinkedHashMap<>();
        m.config.values().forEach((k, v) -> shown.put(k, shown(k, v)));
        m.record(s -> io.opencab.meters.SasRecords.of(s).recordConfig(shown, by));
    }
}
