package io.opencab.app.cabinet.devices;

import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cabinet.tickets.TicketRedeem;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.hal.bill.sim.SimBillValidator;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.EventType;
import java.util.Optional;

/**
 * What the cabinet's devices report (bill validator events, door switches) and the simulated bill
 * insert, turned into the {@link Machine}'s tilts, log entries and messages. Only the cabinet thread
 * calls it, like {@link Machine}. Amounts in messages are in currency (issue 24).
 */
public final class DeviceEvents {
    private static final System.Logger LOG = System.getLogger(DeviceEvents.class.getName());

    private final Machine m;
    private final TicketRedeem ticketsIn;

    public DeviceEvents(Machine m, TicketRedeem ticketsIn) {
        this.m = m;
        this.ticketsIn = ticketsIn;
    }

    public Machine.Reply insertBill(long valueCents) {
        Optional<BillValidator> v = m.devices.billValidator();
        if (v.isEmpty() || !(v.get() instanceof SimBillValidator sim)) {
            return m.refuse("bills go into the real bill validator; inserting one needs the simulated validator");
        }
        Integer code = null;
        for (var e : sim.denominations().valueCentsByCode().entrySet()) {
            if (e.getValue() == valueCents) {
                code = e.getKey();
            }
        }
        if (code == null) {
            return m.refuse("the validator's " + sim.denominations().currency() + " table has no bill of "
                + m.cash.cents(valueCents));
        }
        java.util.UUID credited;
        try {
            credited = sim.insert(code);
        } catch (RuntimeException e) {
            return m.refuse("bill refused: " + e.getMessage());
        }
        m.refreshCredits();
        if (credited == null) {
            return m.refuse("bill of " + m.cash.cents(valueCents) + " returned by the validator");
        }
        return m.ok("bill of " + m.cash.cents(valueCents) + " credited");
    }

    public Machine.Reply door(Door door, boolean open) {
        if (m.doors.get(door) == open) {
            return new Machine.Reply(true, "");
        }
        m.doors.put(door, open);
        String code = "DOOR_OPEN." + door.name();
        if (open) {
            m.record(s -> s.doorOpened(door.name()));
            m.raiseTilt(TiltReason.DOOR_OPEN, code, door.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                + " door open");
            return m.ok("door " + door + " open");
        }
        m.record(s -> s.doorClosed(door.name()));
        m.clearTilt(code, "door closed");
        return m.ok("door " + door + " closed");
    }

    public Machine.Reply bill(BillEvent e) {
        switch (e) {
            case BillEvent.NoteEscrowed n -> {
                return new Machine.Reply(true, "");
            }
            case BillEvent.NoteStacked n -> {
                m.refreshCredits();
                m.hostGate.billStacked();
                return m.ok("bill of " + m.cash.cents(n.valueCents()) + " credited");
            }
            case BillEvent.NoteReturned n -> {
                return m.ok("bill of " + m.cash.cents(n.valueCents()) + " returned");
            }
            case BillEvent.NoteRejected n -> {
                m.record(s -> s.logEvent(EventType.BILL_REJECTED, n.reason() + " (code " + n.rawCode() + ")"));
                return m.ok("bill returned: " + n.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
            }
            case BillEvent.NoteInDoubt n when n.noteId() == null && ticketsIn.open() -> {
                // After a power cut the validator stores what was in its stacker path and reports it, unknown to
                // the driver: with a redeemed ticket in doubt that is the ticket, which the attendant resolves by
                // looking in the stacker (REDEEM_IN_DOUBT); no bill was pending, so nothing can be credited here.
                String detail = "validator stored an item it held at power-up (" + n.why() + "): the redeemed ticket"
                    + " in doubt; resolve it by looking in the stacker";
                m.record(s -> s.logEvent(EventType.CABINET, detail));
                return m.ok(detail);
            }
            case BillEvent.NoteInDoubt n -> {
                String detail = "bill " + (n.noteId() == null ? "(unknown)" : n.noteId()) + " of "
                    + m.cash.cents(n.valueCents()) + " in doubt: " + n.why() + "; count the cash box and resolve it";
                m.raiseTilt(TiltReason.BILL_IN_DOUBT, "BILL_IN_DOUBT", detail);
                return m.ok(detail);
            }
            case BillEvent.FaultRaised f -> {
                if (f.fault() == ValidatorFault.PAUSE) {
                    return new Machine.Reply(true, "");
                }
                m.record(s -> s.logEvent(faultEvent(f.fault()), f.fault() + (f.detail() == 0 ? ""
                    : String.format(" (code 0x%02X)", f.detail()))));
                m.raiseTilt(TiltReason.VALIDATOR_FAULT, "VALIDATOR." + f.fault().name(), "bill validator: "
                    + f.fault().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
                return m.ok("bill validator fault " + f.fault());
            }
            case BillEvent.FaultCleared f -> {
                if (f.fault() != ValidatorFault.LEDGER_FAILED) {
                    m.clearTilt("VALIDATOR." + f.fault().name(), "validator");
                }
                return m.ok("bill validator fault " + f.fault() + " cleared");
            }
            case BillEvent.SettingsRetried r -> {
                // Every try goes to the cabinet's log (issue 41); not to the event log in critical memory, which a
                // try every 30 s would fill: there the fault's raising and clearing, and an attendant's clear, stand.
                LOG.log(System.Logger.Level.INFO, "bill validator settings not confirmed: try " + r.attempt()
                    + (r.byAttendant() ? " asked by the attendant" : " on the back-off") + ", reset and settings sent"
                    + " again" + (r.nextRetry().isZero() ? "" : "; the next try in " + r.nextRetry().toMillis()
                    + " ms if they are still not confirmed"));
                return new Machine.Reply(true, "");
            }
            case BillEvent.ProtocolError p -> {
                return new Machine.Reply(true, "");
            }
            case BillEvent.TicketEscrowed t -> {
                return ticketsIn.on(t);
            }
            case BillEvent.TicketStacked t -> {
                return ticketsIn.on(t);
            }
            case BillEvent.TicketReturned t -> {
                return ticketsIn.on(t);
            }
            case BillEvent.TicketInDoubt t -> {
                return ticketsIn.on(t);
            }
        }
    }

    private static EventType faultEvent(ValidatorFault f) {
        return switch (f) {
            case STACKER_FULL -> EventType.STACKER_FULL;
            case STACKER_OPEN -> EventType.STACKER_REMOVED;
            case ACCEPTOR_JAM, STACKER_JAM -> EventType.BILL_JAM;
            default -> EventType.CABINET;
        };
    }
}
