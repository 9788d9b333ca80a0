package io.opencab.app.config;

import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * The one definition of "real" (issue 34 item 1): every device or link that can move money or reach
 * the casino floor. A cabinet with any of them real runs only verified software (docs/deploy.md), has
 * PINs of its own (docs/configuration.md "PINs"), takes no headless script (credits from a script
 * line are credits) and no seeded RNG. The development mode is every device simulated and no SAS
 * link. A device kind or link added later is classified here; {@code RealDeviceTest} fails until it is.
 */
public enum RealDevice {
    /** Buttons (spin, cash out), doors, attendant key, lamps: the player's and attendant's hands on the cabinet. */
    GPIO("hal.gpio", "gpio", "the GPIO (buttons, doors, key switch, lamps)",
        (hal, values) -> hal.gpio() == DeviceMode.REAL),
    /** Takes cash and tickets: credits. */
    BILL_VALIDATOR("hal.bill", "billValidator", "the bill validator",
        (hal, values) -> hal.billValidator() == DeviceMode.REAL),
    /** Prints cash-out tickets a cage pays. */
    TICKET_PRINTER("hal.printer", "ticketPrinter", "the ticket printer",
        (hal, values) -> hal.ticketPrinter() == DeviceMode.REAL),
    /** The casino system: meters, validation numbers, ticket redemption, remote handpay reset. On a pty too. */
    SAS_LINK(ConfigKey.SAS_ENABLED.key(), null, "the SAS link to the casino system",
        // The flag alone decides (CabinetConfig.parse checks the rest of the SAS settings).
        (hal, values) -> "true".equalsIgnoreCase(values.getOrDefault(ConfigKey.SAS_ENABLED.key(), "").strip()));

    private final String key;
    private final String halComponent;
    private final String what;
    private final BiPredicate<HalConfig, Map<String, String>> real;

    RealDevice(String key, String halComponent, String what, BiPredicate<HalConfig, Map<String, String>> real) {
        this.key = key;
        this.halComponent = halComponent;
        this.what = what;
        this.real = real;
    }

    /** The configuration key that selects it ({@code hal.printer}, {@code sas.enabled}). */
    public String key() {
        return key;
    }

    /** The {@link HalConfig} component holding its {@link DeviceMode}, or null for a link configured outside hal. */
    public String halComponent() {
        return halComponent;
    }

    /** What it is, for messages. */
    public String what() {
        return what;
    }

    /** The devices and links {@code hal} and the configuration's {@code values} make real, in this order. */
    public static List<RealDevice> in(HalConfig hal, Map<String, String> values) {
        List<RealDevice> out = new ArrayList<>();
        for (RealDevice d : values()) {
            if (d.real.test(hal, values)) {
                out.add(d);
            }
        }
        return out;
    }

    /** The configuration's real devices and links. */
    public static List<RealDevice> in(CabinetConfig c) {
        return in(c.hal(), c.values());
    }

    /** {@code hal.printer=real, sas.enabled=true}: how a message names them. */
    public static String describe(List<RealDevice> real) {
        return String.join(", ", real.stream().map(d -> d.key + (d.halComponent == null ? "=true" : "=real")).toList());
    }
}
