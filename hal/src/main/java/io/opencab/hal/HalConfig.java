package io.opencab.hal;

import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.gpio.ButtonDeckConfig;
import io.opencab.hal.gpio.DoorConfig;
import io.opencab.hal.gpio.KeySwitchConfig;
import io.opencab.hal.gpio.TowerLightConfig;
import io.opencab.hal.printer.TicketPrinterConfig;
import java.util.HashMap;
import java.util.Map;

/**
 * Which implementation runs for each device kind, and its wiring. The choice is explicit: there is no
 * "real if present, else simulated".
 *
 * @param gpio          REAL (Pi4J GpioD) or SIMULATED, for buttons, lamps, doors, key and tower light
 * @param gpioChip      the GPIO character device name for REAL (for example gpiochip0; gpiochip4 on a Pi 5
 *                      with older kernels)
 * @param billValidator REAL (ID-003 over jSerialComm), SIMULATED or NONE
 * @param bill          required unless billValidator is NONE; SIMULATED uses only its denominations
 * @param ticketPrinter REAL (TCL over jSerialComm), SIMULATED (a PNG per ticket) or NONE (cash-outs hand-pay)
 * @param printer       required unless ticketPrinter is NONE; SIMULATED needs its ticketDir
 */
public record HalConfig(DeviceMode gpio, String gpioChip, ButtonDeckConfig buttons, DoorConfig doors,
        KeySwitchConfig key, TowerLightConfig tower, DeviceMode billValidator, BillValidatorConfig bill,
        DeviceMode ticketPrinter, TicketPrinterConfig printer) {

    public HalConfig {
        if (gpio != DeviceMode.REAL && gpio != DeviceMode.SIMULATED) {
            throw HalException.forKey("hal.gpio", "must be REAL or SIMULATED (the button deck and doors are not optional),"
                    + " got " + gpio);
        }
        // Checked whenever given, as the serial ports are (docs/configuration.md "Device paths"): a wrong chip unused
        // today is still wrong the day the GPIO is switched to real (outside check, stop 50: "../../etc/passwd").
        if ((gpio == DeviceMode.REAL || gpioChip != null) && (gpioChip == null || !gpioChip.matches("gpiochip[0-9]+"))) {
            throw HalException.forKey("hal.gpio.chip", "must name a gpio character device like gpiochip0, got " + gpioChip);
        }
        if (buttons == null || doors == null || key == null || tower == null) {
            throw new HalException("GPIO device wiring missing (buttons, doors, key and tower are all required)");
        }
        if (billValidator == null) {
            throw HalException.forKey("hal.bill", "must be REAL, SIMULATED or NONE");
        }
        if (billValidator != DeviceMode.NONE && bill == null) {
            throw new HalException("bill validator is " + billValidator + " but has no configuration");
        }
        if (ticketPrinter == null) {
            throw HalException.forKey("hal.printer", "must be REAL, SIMULATED or NONE");
        }
        if (ticketPrinter != DeviceMode.NONE && printer == null) {
            throw new HalException("ticket printer is " + ticketPrinter + " but has no configuration");
        }
        if (ticketPrinter == DeviceMode.SIMULATED && printer.ticketDir() == null) {
            throw HalException.forKey("hal.printer.dir", "the simulated ticket printer needs hal.printer.dir (where tickets are written)");
        }
        checkPins(buttons, doors, key, tower);
    }

    /** A cabinet without a ticket printer (every cash-out is a handpay). */
    public HalConfig(DeviceMode gpio, String gpioChip, ButtonDeckConfig buttons, DoorConfig doors,
            KeySwitchConfig key, TowerLightConfig tower, DeviceMode billValidator, BillValidatorConfig bill) {
        this(gpio, gpioChip, buttons, doors, key, tower, billValidator, bill, DeviceMode.NONE, null);
    }

    /** The same devices with this ticket printer. */
    public HalConfig withPrinter(DeviceMode mode, TicketPrinterConfig config) {
        return new HalConfig(gpio, gpioChip, buttons, doors, key, tower, billValidator, bill, mode, config);
    }

    /** Two devices on one pin would read or drive each other: refuse. */
    private static void checkPins(ButtonDeckConfig buttons, DoorConfig doors, KeySwitchConfig key,
            TowerLightConfig tower) {
        Map<Integer, String> used = new HashMap<>();
        buttons.buttons().forEach((b, w) -> {
            claim(used, w.input().bcm(), "button " + b);
            claim(used, w.lamp().bcm(), "lamp " + b);
        });
        doors.doors().forEach((d, p) -> claim(used, p.bcm(), "door " + d));
        claim(used, key.input().bcm(), "attendant key");
        claim(used, tower.top().bcm(), "tower top");
        claim(used, tower.bottom().bcm(), "tower bottom");
    }

    private static void claim(Map<Integer, String> used, int bcm, String what) {
        String before = used.putIfAbsent(bcm, what);
        if (before != null) {
            throw new HalException("BCM pin " + bcm + " is wired to both " + before + " and " + what);
        }
    }

    /** Everything simulated (a PC without hardware), with the default wiring and the given validator config. */
    public static HalConfig simulated(BillValidatorConfig bill) {
        return new HalConfig(DeviceMode.SIMULATED, null, ButtonDeckConfig.defaults(), DoorConfig.defaults(),
                KeySwitchConfig.defaults(), TowerLightConfig.defaults(), DeviceMode.SIMULATED, bill);
    }
}
