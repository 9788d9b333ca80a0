package io.opencab.hal;

import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.gpio.ButtonDeck;
import io.opencab.hal.gpio.DoorSwitches;
import io.opencab.hal.gpio.KeySwitch;
import io.opencab.hal.gpio.TowerLight;
import io.opencab.hal.printer.TicketPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The cabinet's devices as opened by {@link Hal}. Closing inhibits the validator first, then drives every
 * output to its shutdown state, then releases GPIO. A simulated device can be reached for its controls
 * with a pattern match ({@code devices.buttons() instanceof SimButtonDeck sim}).
 */
public final class Devices implements AutoCloseable {
    private final ButtonDeck buttons;
    private final DoorSwitches doors;
    private final KeySwitch key;
    private final TowerLight tower;
    private final BillValidator billValidator;
    private final TicketPrinter ticketPrinter;
    private final AutoCloseable gpio;
    private boolean closed;

    Devices(ButtonDeck buttons, DoorSwitches doors, KeySwitch key, TowerLight tower, BillValidator billValidator,
            TicketPrinter ticketPrinter, AutoCloseable gpio) {
        this.buttons = Objects.requireNonNull(buttons);
        this.doors = Objects.requireNonNull(doors);
        this.key = Objects.requireNonNull(key);
        this.tower = Objects.requireNonNull(tower);
        this.billValidator = billValidator;
        this.ticketPrinter = ticketPrinter;
        this.gpio = gpio;
    }

    public ButtonDeck buttons() {
        return buttons;
    }

    public DoorSwitches doors() {
        return doors;
    }

    public KeySwitch key() {
        return key;
    }

    public TowerLight tower() {
        return tower;
    }

    /** Empty when the cabinet is configured without a bill validator. */
    public Optional<BillValidator> billValidator() {
        return Optional.ofNullable(billValidator);
    }

    /** Empty when the cabinet is configured without a ticket printer (cash-outs are hand-paid). */
    public Optional<TicketPrinter> ticketPrinter() {
        return Optional.ofNullable(ticketPrinter);
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        List<Exception> failures = new ArrayList<>();
        List<AutoCloseable> order = new ArrayList<>();
        if (ticketPrinter != null) {
            order.add(ticketPrinter);
        }
        if (billValidator != null) {
            order.add(billValidator);
        }
        order.addAll(List.of(buttons, tower, doors, key));
        if (gpio != null) {
            order.add(gpio);
        }
        for (AutoCloseable c : order) {
            try {
                c.close();
            } catch (Exception e) {
                failures.add(e);
            }
        }
        if (!failures.isEmpty()) {
            HalException e = new HalException(failures.size() + " device(s) failed to close", failures.getFirst());
            failures.stream().skip(1).forEach(e::addSuppressed);
            throw e;
        }
    }
}
