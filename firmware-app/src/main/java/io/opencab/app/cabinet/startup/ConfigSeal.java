package io.opencab.app.cabinet.startup;

import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.ConfigKey;
import io.opencab.app.cabinet.state.TiltReason;
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
 * a technician accepts it there (clears the tilt) or the file is put back. A sealed key removed from the
 * file (its default would apply) is a change like any other (issue 34 item 6). The trust anchor's row
 * ({@link SigningAnchor#KEY}) is no key of the file and is left out.
 */
public final class ConfigSeal {
    public static final String TILT = "CONFIG_CHANGED";
    /** How the store records a key that is not in the file (as provisioning's import does). */
    public static final String UNSET = "(unset)";

    private ConfigSeal() {
    }

    /** The length of a fingerprint as screens, exports and logs show it: "(set 1a2b3c4d)". */
    private static final int SHOWN = "(set 12345678)".length();

    /** A value as people see it: a PIN hash as a short fingerprint, the first 4 bytes of its SHA-256. */
    public static String shown(String key, String value) {
        return key.startsWith("security.") ? "(set " + digest(value).substring(0, 8) + ")" : value;
    }

    /**
     * A value as critical memory seals it: a PIN hash as its whole SHA-256 ("(set " and 64 hex digits), so that no
     * other hash can be made to match it. The short fingerprint alone (32 bits) let a hash of the attacker's own PIN be
     * searched for that matched (lab pass of 2026-11-29; docs/security.md "Technician").
     */
    public static String sealed(String key, String value) {
        return key.startsWith("security.") ? "(set " + digest(value) + ")" : value;
    }

    /** A sealed value as people see it: a whole PIN fingerprint shortened as {@link #shown} writes it. */
    public static String display(String sealedValue) {
        return sealedValue.startsWith("(set ") && sealedValue.length() > SHOWN
            ? sealedValue.substring(0, SHOWN - 1) + ")" : sealedValue;
    }

    /**
     * True when the file's {@code value} of {@code key} is the one sealed as {@code sealedValue}. A PIN sealed by a
     * firmware before the whole fingerprint ("(set 1a2b3c4d)") still matches its short form, once: the next seal of
     * an unchanged file writes it whole.
     */
    public static boolean matches(String key, String value, String sealedValue) {
        if (sealedValue == null) {
            return false;
        }
        return sealedValue.equals(sealed(key, value))
            || key.startsWith("security.") && sealedValue.length() == SHOWN && sealedValue.equals(shown(key, value));
    }

    /**
     * The PIN keys ({@code security.*}) whose hash in {@code file} is not the one sealed in {@code sealed}: a PIN
     * checked against such a hash opens nothing, whoever wrote it into the file (lab pass of 2026-11-29: a technician
     * PIN hash of root's own accepted root's changes). None when nothing is sealed yet (a store's first start).
     */
    public static java.util.Set<String> unsealedPins(Map<String, String> file, Map<String, String> sealed) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        if (file.keySet().stream().noneMatch(sealed::containsKey)) {
            return out;
        }
        file.forEach((k, v) -> {
            if (k.startsWith("security.") && !matches(k, v, sealed.get(k))) {
                out.add(k);
            }
        });
        return out;
    }

    private static String digest(String value) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(value.getBytes(
                StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The values of {@code file} that differ from {@code sealed}, as {@code key: old -> new}, a sealed key
     * missing from the file as {@code key: old -> (unset)}; none when nothing is sealed yet (a store's first
     * start records the file as it is).
     */
    static List<String> changes(Map<String, String> file, Map<String, String> sealed) {
        List<String> out = new ArrayList<>();
        if (file.keySet().stream().noneMatch(sealed::containsKey)) {
            return out;
        }
        file.forEach((k, v) -> {
            String old = sealed.get(k);
            if (!matches(k, v, old)) {
                out.add(k + ": " + (old == null ? UNSET : display(old)) + " -> " + shown(k, v));
            }
        });
        removed(file, sealed).forEach(k -> out.add(k + ": " + display(sealed.get(k)) + " -> " + UNSET));
        return out;
    }

    /**
     * The file's values, with {@code store.path} written as sealed when both name the same file. The built-in
     * configuration writes it as {@code --data-dir} was given, relative or absolute, so one directory spelt two ways
     * was a CONFIG_CHANGED lockup (outside check, stop 50); a store that moved is still a change.
     */
    static Map<String, String> storeAsSealed(CabinetConfig c, Map<String, String> sealed) {
        String key = ConfigKey.STORE_PATH.key();
        String was = sealed.get(key);
        String now = c.values().get(key);
        if (was == null || now == null || was.equals(now) || was.equals(UNSET)
            || !c.baseDir().resolve(was).normalize().equals(c.storePath().toAbsolutePath().normalize())) {
            return c.values();
        }
        Map<String, String> v = new java.util.TreeMap<>(c.values());
        v.put(key, was);
        return v;
    }

    /** The keys sealed with a value that the file no longer has (the trust anchor's row is no key of the file). */
    static List<String> removed(Map<String, String> file, Map<String, String> sealed) {
        return sealed.entrySet().stream().filter(e -> !file.containsKey(e.getKey()) && !e.getValue().equals(UNSET)
            && !e.getKey().equals(SigningAnchor.KEY)).map(Map.Entry::getKey).sorted().toList();
    }

    /** True when critical memory holds no configuration yet (the store's first start). */
    static boolean nothingSealed(Machine m) {
        if (!m.money.hasStore()) {
            return false;
        }
        try {
            return m.money.with(MeterStore::configValues).keySet().stream().allMatch(SigningAnchor.KEY::equals);
        } catch (MeterException e) {
            return false;
        }
    }

    /** At power-up: records the configuration when it matches the seal, else locks up until a technician accepts it. */
    public static void check(Machine m) {
        if (!m.money.hasStore()) {
            return;
        }
        List<String> changed;
        try {
            Map<String, String> sealed = m.money.with(MeterStore::configValues);
            Map<String, String> file = storeAsSealed(m.config, sealed);
            changed = changes(file, sealed);
            m.unsealedPins = java.util.Set.copyOf(unsealedPins(file, sealed));
        } catch (MeterException e) {
            m.storeFailure(e);
            return;
        }
        if (changed.isEmpty()) {
            record(m, "configuration file");
            return;
        }
        // A PIN hash written into the file outside the menu and provision opens nothing: whoever wrote it would
        // otherwise accept their own change with it (lab pass of 2026-11-29, docs/security.md "Technician").
        boolean noTechnician = m.unsealedPins.contains(ConfigKey.PIN_TECHNICIAN.key());
        String pins = m.unsealedPins.isEmpty() ? "" : "; the PIN" + (m.unsealedPins.size() == 1 ? " of " : "s of ")
            + String.join(", ", m.unsealedPins) + " in the file open" + (m.unsealedPins.size() == 1 ? "s" : "")
            + " nothing" + (noTechnician ? "" : " until the change is accepted");
        String detail = "configuration changed outside the attendant menu and provision: " + String.join("; ", changed)
            + pins + (noTechnician ? ", so no technician can accept the change: put the file back"
                : " (a technician accepts it by clearing this tilt, or puts the file back)");
        m.record(s -> s.logEvent(EventType.CABINET, detail));
        m.raiseTilt(TiltReason.CONFIG_CHANGED, TILT, detail);
    }

    /**
     * Seals the running configuration: each value recorded (changes logged with their old value) by {@code by}, a
     * sealed key the file no longer has as {@link #UNSET}; in one transaction with at most one SAS 3C, none at a
     * new store's first start (issue 35: it queued 26).
     */
    public static void record(Machine m, String by) {
        m.unsealedPins = java.util.Set.of(); // every hash of the file is the sealed one from now on
        m.record(s -> {
            Map<String, String> shown = new java.util.LinkedHashMap<>();
            storeAsSealed(m.config, s.configValues()).forEach((k, v) -> shown.put(k, sealed(k, v)));
            removed(m.config.values(), s.configValues()).forEach(k -> shown.put(k, UNSET));
            io.opencab.meters.SasRecords.of(s).recordConfig(shown, by);
        });
    }
}
