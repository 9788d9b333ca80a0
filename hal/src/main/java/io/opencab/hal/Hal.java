package io.opencab.hal;

import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.bill.EscrowLedger;
import io.opencab.hal.bill.id003.Id003BillValidator;
import io.opencab.hal.bill.sim.SimBillValidator;
import io.opencab.hal.gpio.ButtonDeck;
import io.opencab.hal.gpio.DoorSwitches;
import io.opencab.hal.gpio.KeySwitch;
import io.opencab.hal.gpio.TowerLight;
import io.opencab.hal.gpio.pi4j.Pi4jButtonDeck;
import io.opencab.hal.gpio.pi4j.Pi4jDoorSwitches;
import io.opencab.hal.gpio.pi4j.Pi4jGpio;
import io.opencab.hal.gpio.pi4j.Pi4jKeySwitch;
import io.opencab.hal.gpio.pi4j.Pi4jTowerLight;
import io.opencab.hal.gpio.sim.SimButtonDeck;
import io.opencab.hal.gpio.sim.SimDoorSwitches;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.hal.gpio.sim.SimTowerLight;
import io.opencab.hal.printer.TicketPrinter;
import io.opencab.hal.printer.image.PngTicketSink;
import io.opencab.hal.printer.sim.SimTicketPrinter;
import io.opencab.hal.printer.tcl.TclTicketPrinter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Opens the devices the configuration names. A REAL device that is missing or fails its self-test throws
 * {@link HalException} (after releasing whatever was already opened); nothing is ever swapped for a
 * simulation behind the caller's back.
 */
public final class Hal {
    private Hal() {
    }

    public static Devices open(HalConfig config, EscrowLedger ledger, Clock clock) {
        Pi4jGpio gpio = config.gpio() == DeviceMode.REAL ? Pi4jGpio.gpiod(config.gpioChip(), clock) : null;
        return open(config, ledger, clock, gpio);
    }

    /**
     * As {@link #open(HalConfig, EscrowLedger, Clock)} with a prepared Pi4J context for REAL GPIO (a custom
     * board, or the mock plugin in tests). {@code gpio} is owned by the returned devices.
     */
    public static Devices open(HalConfig config, EscrowLedger ledger, Clock clock, Pi4jGpio gpio) {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(clock, "clock");
        List<AutoCloseable> opened = new ArrayList<>();
        if (gpio != null) {
            opened.add(gpio);
        }
        try {
            ButtonDeck buttons;
            DoorSwitches doors;
            KeySwitch key;
            TowerLight tower;
            if (config.gpio() == DeviceMode.REAL) {
                if (gpio == null) {
                    throw new HalException("GPIO is REAL but no Pi4J context was given");
                }
                buttons = add(opened, new Pi4jButtonDeck(gpio, config.buttons()));
                tower = add(opened, new Pi4jTowerLight(gpio, config.tower()));
                doors = add(opened, new Pi4jDoorSwitches(gpio, config.doors()));
                key = add(opened, new Pi4jKeySwitch(gpio, config.key()));
            } else {
                buttons = new SimButtonDeck(clock);
                tower = new SimTowerLight();
                doors = new SimDoorSwitches(clock);
                key = new SimKeySwitch(clock);
            }
            BillValidator bill = switch (config.billValidator()) {
                case REAL -> Id003BillValidator.open(config.bill(), Objects.requireNonNull(ledger, "ledger"), clock);
                case SIMULATED -> simulatedValidator(config, ledger, clock);
                case NONE -> null;
            };
            if (bill != null) {
                opened.add(bill);
            }
            TicketPrinter printer = switch (config.ticketPrinter()) {
                case REAL -> TclTicketPrinter.open(config.printer(), clock);
                case SIMULATED -> new SimTicketPrinter(new PngTicketSink(config.printer().ticketDir()), clock);
                case NONE -> null;
            };
            return new Devices(buttons, doors, key, tower, bill, printer, gpio);
        } catch (RuntimeException e) {
            for (AutoCloseable c : opened.reversed()) {
                try {
                    c.close();
                } catch (Exception suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw e;
        }
    }

    private static SimBillValidator simulatedValidator(HalConfig config, EscrowLedger ledger, Clock clock) {
        SimBillValidator v = new SimBillValidator(config.bill().denominations(),
                Objects.requireNonNull(ledger, "ledger"), clock, config.bill().ticketHold());
        v.setEnabledDenominations(config.bill().enabledCodes());
        return v;
    }

    private static <T extends AutoCloseable> T add(List<AutoCloseable> opened, T device) {
        opened.add(device);
        return device;
    }
}
