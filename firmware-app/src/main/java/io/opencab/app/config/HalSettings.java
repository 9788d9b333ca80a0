package io.opencab.app.config;

import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalConfig;
import io.opencab.hal.HalException;
import io.opencab.hal.HalProperties;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.meters.BillDenominations;
import io.opencab.meters.MeterException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;

/**
 * The devices part of a configuration ({@link CabinetConfig#parse}): the {@code hal.*} keys, and the
 * accepted bills checked against the validator's table, the denomination and the credit limit
 * (regulations.md 1.9; docs/hal.md).
 */
final class HalSettings {
    static final String BILL_PORT = "hal.bill.port";
    static final String PRINTER_PORT = "hal.printer.port";

    private HalSettings() {
    }

    /** The HAL configuration with the validator's enabled bills set from {@code bills}. */
    static HalConfig parse(Map<String, String> values, Properties p, List<Long> bills, long denom, long creditLimit) {
        HalConfig hal = hal(values, p);
        if (hal.billValidator() != DeviceMode.NONE) {
            if (bills.isEmpty()) {
                throw new ConfigException(ConfigKey.BILLS.key(), "is required with a bill validator (hal.bill="
                    + hal.billValidator().name().toLowerCase(java.util.Locale.ROOT) + ")");
            }
            checkBills(bills, hal.bill().denominations(), denom, creditLimit);
            return withEnabledBills(values, p, bills, hal.bill().denominations());
        }
        if (!bills.isEmpty()) {
            throw new ConfigException(ConfigKey.BILLS.key(), "lists bills but hal.bill=none (no validator fitted)");
        }
        return hal;
    }

    private static HalConfig hal(Map<String, String> values, Properties p) {
        if (values.containsKey("hal.bill.enabled")) {
            throw new ConfigException("hal.bill.enabled", "is set by the cabinet from bills.accepted.cents; give the"
                + " accepted bills there (in cents) instead");
        }
        DeviceModes.check(values);
        HalConfig hal;
        try {
            hal = HalProperties.parse(halOnly(p));
        } catch (HalException e) {
            throw refusal(e, "hal");
        }
        DevicePaths.Kind bill = DevicePaths.kind(BILL_PORT + DevicePaths.KIND_SUFFIX, values.get(BILL_PORT
            + DevicePaths.KIND_SUFFIX));
        DevicePaths.Kind printer = DevicePaths.kind(PRINTER_PORT + DevicePaths.KIND_SUFFIX, values.get(PRINTER_PORT
            + DevicePaths.KIND_SUFFIX));
        // Checked whenever set, also for a simulated device that does not open it (docs/configuration.md "Device
        // paths"): a wrong port that is unused today is still a wrong configuration, and it is used the day the device
        // is switched to real.
        if (isSet(values, BILL_PORT)) {
            DevicePaths.check(BILL_PORT, values.get(BILL_PORT), bill);
        }
        if (isSet(values, PRINTER_PORT)) {
            DevicePaths.check(PRINTER_PORT, values.get(PRINTER_PORT), printer);
        }
        Path tickets = hal.printer() == null ? null : hal.printer().ticketDir();
        if (tickets != null && Files.exists(tickets) && !Files.isDirectory(tickets)) {
            // Created at the first ticket when absent; a file there failed only then, at a cash-out (outside check).
            throw new ConfigException("hal.printer.dir", tickets + " is a file, not a directory: the simulated printer"
                + " writes each ticket into it");
        }
        return hal;
    }

    private static boolean isSet(Map<String, String> values, String key) {
        String v = values.get(key);
        return v != null && !v.isBlank();
    }

    /** The port kind keys ({@link DevicePaths}) are the cabinet's, not hal's: hal reads the rest. */
    static boolean isPortKindKey(String key) {
        return key.equals(BILL_PORT + DevicePaths.KIND_SUFFIX) || key.equals(PRINTER_PORT + DevicePaths.KIND_SUFFIX);
    }

    private static HalConfig withEnabledBills(Map<String, String> values, Properties p, List<Long> bills,
                                              DenominationTable table) {
        List<String> codes = new ArrayList<>();
        table.valueCentsByCode().forEach((code, cents) -> {
            if (bills.contains(cents)) {
                codes.add(String.format("0x%02X", code));
            }
        });
        Properties h = halOnly(p);
        h.setProperty("hal.bill.enabled", String.join(",", codes));
        try {
            return HalProperties.parse(h);
        } catch (HalException e) {
            throw new ConfigException(ConfigKey.BILLS.key(), e.getMessage(), e);
        }
    }

    private static Properties halOnly(Properties p) {
        Properties h = new Properties();
        for (String k : p.stringPropertyNames()) {
            if (k.startsWith("hal.") && !isPortKindKey(k)) {
                h.setProperty(k, p.getProperty(k).strip());
            }
        }
        return h;
    }

    /**
     * hal's refusal as a configuration error on the key it names ({@link HalException#key()}), said once; a refusal
     * that names no key is {@code otherwise}'s.
     */
    static ConfigException refusal(HalException e, String otherwise) {
        return new ConfigException(e.key().orElse(otherwise), e.reason(), e);
    }

    private static void checkBills(List<Long> bills, DenominationTable table, long denom, long creditLimit) {
        String key = ConfigKey.BILLS.key();
        for (long cents : bills) {
            if (!table.valueCentsByCode().containsValue(cents)) {
                throw new ConfigException(key, "a bill of " + cents + " cents is not in the validator's "
                    + table.currency() + " table " + new TreeSet<>(table.valueCentsByCode().values()));
            }
            if (cents % denom != 0) {
                throw new ConfigException(key, "a bill of " + cents + " cents is not a whole number of " + denom
                    + "-cent credits");
            }
            try {
                BillDenominations.key(cents);
            } catch (MeterException e) {
                throw new ConfigException(key, e.getMessage(), e);
            }
            if (cents / denom > creditLimit) {
                throw new ConfigException(key, "a bill of " + cents + " cents is " + cents / denom
                    + " credits, above credit.limit.credits " + creditLimit + ": it could never be accepted");
            }
        }
    }
}
