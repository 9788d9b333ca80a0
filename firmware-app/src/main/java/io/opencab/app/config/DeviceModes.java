package io.opencab.app.config;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The device modes {@code hal.gpio}, {@code hal.bill} and {@code hal.printer} (docs/configuration.md, docs/hal.md),
 * checked before hal reads them ({@link HalSettings}) so that a refusal lists only what the key accepts, in the words
 * the configuration is written in (an outside tester read "must be real, simulated or none" for {@code hal.gpio}, then
 * "must be REAL or SIMULATED ..., got NONE" for {@code none}), and a key of a device that is not fitted is named as
 * such ({@code hal.bill.currency} with {@code hal.bill = none} was "unknown configuration key hal.bill.currency").
 */
final class DeviceModes {
    private static final List<String> WITH_NONE = List.of("real", "simulated", "none");

    private DeviceModes() {
    }

    /** @throws ConfigException naming the key at fault */
    static void check(Map<String, String> values) {
        mode(values, "hal.gpio", List.of("real", "simulated"), ": the buttons, doors and key switch are not optional");
        String bill = mode(values, "hal.bill", WITH_NONE, "");
        String printer = mode(values, "hal.printer", WITH_NONE, "");
        if ("none".equals(bill)) {
            notFitted(values, "hal.bill", "with hal.bill = " + values.get("hal.bill").strip()
                + " (no bill validator fitted)");
        }
        if (printer == null || printer.equals("none")) {
            notFitted(values, "hal.printer", (printer == null ? "without hal.printer"
                : "with hal.printer = " + values.get("hal.printer").strip()) + " (no ticket printer fitted)");
        }
    }

    /** The mode of {@code key} in lower case, or null when not set (hal then says whether it is required). */
    private static String mode(Map<String, String> values, String key, List<String> accepted, String why) {
        String v = values.get(key);
        if (v == null || v.isBlank()) {
            return null;
        }
        String m = v.strip().toLowerCase(Locale.ROOT);
        if (!accepted.contains(m)) {
            String words = String.join(", ", accepted.subList(0, accepted.size() - 1)) + " or " + accepted.getLast();
            throw new ConfigException(key, "must be " + words + " (got '" + v.strip() + "')" + why);
        }
        return m;
    }

    /** Refuses the first key of {@code device} ({@code hal.bill.currency}, ...) set although {@code because}. */
    private static void notFitted(Map<String, String> values, String device, String because) {
        for (String k : new TreeSet<>(values.keySet())) {
            if (k.startsWith(device + ".")) {
                throw new ConfigException(k, "is not allowed " + because + ": remove it, or fit the device (" + device
                    + ")");
            }
        }
    }
}
