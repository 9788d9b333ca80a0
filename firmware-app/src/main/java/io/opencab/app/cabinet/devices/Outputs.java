package io.opencab.app.cabinet.devices;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.Rules;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.tickets.TicketRedeem;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.LampMode;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Drives the outputs from the state after every action: the bill validator (accept only when play
 * is enabled and the credit limit leaves room, regulations.md 1.9; only the denominations that still
 * fit), the button lamps and the tower light. Each output is written only when it changes.
 * Called on the cabinet thread, never while holding the money lock.
 */
public final class Outputs {
    private final Machine m;
    private final TicketRedeem ticketsIn;
    private final Map<Button, LampMode> lamps = new EnumMap<>(Button.class);
    private Boolean accepting;
    private Boolean ticketsAccepted;
    private Set<Integer> enabled;
    private Boolean towerService;
    private Boolean towerHandpay;

    public Outputs(Machine m, TicketRedeem ticketsIn) {
        this.m = m;
        this.ticketsIn = ticketsIn;
    }

    public boolean accepting() {
        return accepting != null && accepting;
    }

    public void apply() {
        bills();
        lamps();
        tower();
    }

    private void bills() {
        Optional<BillValidator> v = m.devices.billValidator();
        long room = Math.max(0, m.config.creditLimit() - m.credits);
        Set<Integer> fit = new TreeSet<>();
        if (v.isPresent()) {
            v.get().denominations().valueCentsByCode().forEach((code, cents) -> {
                if (m.config.acceptedBills().contains(cents) && m.hostGate.allowsBill(cents)
                    && cents / m.config.denominationCents() <= room) {
                    fit.add(code);
                }
            });
        }
        // The casino system's LP 07 / LP 01 inhibit the device itself, so a real validator returns the note
        // (docs/sas.md "Bill validator"): the refusal of Action.InsertBill alone covers only the simulated one.
        boolean open = v.isPresent() && m.money.hasStore() && Rules.acceptsBills(m.kind()) && !fit.isEmpty()
            && !m.hostGate.refusesBills();
        boolean narrowing = !open || (enabled != null && !fit.containsAll(enabled));
        if (narrowing) {
            // Close the device first, then the ledger's gate: a note already past the device's check completes.
            device(v, open, fit);
            m.money.gate(open, room);
        } else {
            m.money.gate(open, room);
            device(v, open, fit);
        }
    }

    private void device(Optional<BillValidator> v, boolean open, Set<Integer> fit) {
        if (v.isEmpty()) {
            accepting = false;
            return;
        }
        if (open && !fit.equals(enabled)) {
            v.get().setEnabledDenominations(fit);
            enabled = Set.copyOf(fit);
        }
        if (accepting == null || accepting != open) {
            v.get().setAccepting(open);
            accepting = open;
        }
        // Ticket in (docs/tito.md): barcodes only while bills are taken and the host can redeem them.
        boolean tickets = open && ticketsIn.accepts();
        if (ticketsAccepted == null || ticketsAccepted != tickets) {
            v.get().setTicketsAccepted(tickets);
            ticketsAccepted = tickets;
        }
    }

    private void lamps() {
        StateKind k = m.kind();
        boolean test = m.session != null && m.session.lampTest;
        boolean betting = k == StateKind.IDLE || k == StateKind.PAID;
        for (Button b : Button.values()) {
            boolean on = switch (b) {
                case SPIN -> (betting && m.credits >= m.choice().bet(m.betLevel)) || k == StateKind.PRESENTING;
                case BET_UP, BET_DOWN, MAX_BET -> betting;
                case CASH_OUT -> m.credits > 0 && Rules.refusal(k, new Action.CashOut()) == null;
                case HELP -> Rules.refusal(k, new Action.Help()) == null;
                case GAME_SELECT -> betting || k == StateKind.GAME_SELECT;
                case SERVICE -> false;
            };
            LampMode mode = test ? LampMode.ON : b == Button.SERVICE && m.serviceCall ? LampMode.BLINK
                : on ? LampMode.ON : LampMode.OFF;
            if (lamps.get(b) != mode) {
                m.devices.buttons().lamp(b, mode);
                lamps.put(b, mode);
            }
        }
    }

    private void tower() {
        boolean test = m.session != null && m.session.lampTest;
        boolean service = test || m.serviceCall || !m.tilts.isEmpty();
        boolean handpay = test || m.handpay != null;
        if (towerService == null || towerService != service) {
            m.devices.tower().serviceCall(service);
            towerService = service;
        }
        if (towerHandpay == null || towerHandpay != handpay) {
            m.devices.tower().handpay(handpay);
            towerHandpay = handpay;
        }
    }
}
