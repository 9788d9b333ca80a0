package io.opencab.app.kiosk;

import io.opencab.hal.gpio.Door;
import io.opencab.meters.BillDenominations;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketOuts;
import io.opencab.money.MoneyFormat;
import io.opencab.ui.port.Meters;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The meter tables after master and period (issue 24 item 7; regulations.md 1.2, 1.11: every meter the
 * store keeps, at the screen): since power-up and since the last door close, bills by denomination,
 * door openings, the handpays with the last few handpays themselves, and the tickets printed.
 */
final class MeterTables {
    /** How many handpays the meters page lists (the handpay log in full is in the export). */
    static final int HANDPAYS_LISTED = 10;
    /** Times as the attendant's logs show them, in the cabinet's zone. */
    private static final java.time.format.DateTimeFormatter TIME = java.time.format.DateTimeFormatter
        .ofPattern("yyyy-MM-dd HH:mm:ss").withZone(java.time.ZoneId.systemDefault());

    private MeterTables() {
    }

    static List<Meters.Table> of(MeterSnapshot m, List<HandpayRecord> handpays, MoneyFormat money) {
        return List.of(sinceEvents(m), bills(m, money), doors(m), handpays(m, handpays), tickets(m));
    }

    /**
     * Tickets printed at cash-out, counted when the printer confirms them, and tickets redeemed, counted when
     * stacked after the host's authorisation (issue 28, docs/tito.md).
     */
    private static Meters.Table tickets(MeterSnapshot m) {
        List<Meters.Line> lines = new ArrayList<>();
        lines.add(new Meters.Line("", "tickets out", values(m, TicketOuts.COUNT_METER), false));
        lines.add(new Meters.Line("", "tickets out (credits)", values(m, TicketOuts.CREDITS_METER), true));
        lines.add(new Meters.Line("", "tickets in", values(m, io.opencab.meters.TicketIns.COUNT_METER), false));
        lines.add(new Meters.Line("", "tickets in (credits)", values(m, io.opencab.meters.TicketIns.CREDITS_METER), true));
        return new Meters.Table("tickets", "TICKETS OUT AND IN", List.of("MASTER", "PERIOD", "POWER-UP"), lines);
    }

    private static List<Long> values(MeterSnapshot m, String key) {
        return List.of(m.get(Scope.LIFETIME, key), m.get(Scope.PERIOD, key), m.get(Scope.POWER_UP, key));
    }

    private static Meters.Table sinceEvents(MeterSnapshot m) {
        List<Meters.Line> lines = new ArrayList<>();
        for (Meter meter : Meter.values()) {
            if (meter == Meter.CURRENT_CREDITS || meter == Meter.POWER_RESETS) {
                continue; // a balance (lifetime only), and a count that only power-ups move
            }
            lines.add(new Meters.Line(meter.sas() ? meter.key() : "", CabinetAttendantPort.name(meter.name()),
                List.of(m.get(Scope.POWER_UP, meter), m.get(Scope.DOOR_CLOSE, meter)), CabinetAttendantPort.credits(meter)));
        }
        return new Meters.Table("since", "SINCE POWER-UP AND SINCE THE LAST DOOR CLOSE", List.of("POWER-UP", "DOOR CLOSE"),
            lines);
    }

    /**
     * One line per face value the cabinet has counted (SAS 0040-0057); counts, not credits. The face value is
     * written by the one money formatter ("bills of 5.00 USD", issue 38 item 2).
     */
    private static Meters.Table bills(MeterSnapshot m, MoneyFormat money) {
        List<Meters.Line> lines = new ArrayList<>();
        for (Map.Entry<String, Long> e : BillDenominations.byKey().entrySet()) {
            long master = m.get(Scope.LIFETIME, e.getKey());
            if (master > 0) {
                lines.add(new Meters.Line(e.getKey(), "bills of " + money.cents(e.getValue()), List.of(master,
                    m.get(Scope.PERIOD, e.getKey()), m.get(Scope.POWER_UP, e.getKey())), false));
            }
        }
        return new Meters.Table("bills", "BILLS ACCEPTED BY FACE VALUE (count)",
            List.of("MASTER", "PERIOD", "POWER-UP"), lines);
    }

    private static Meters.Table doors(MeterSnapshot m) {
        List<Meters.Line> lines = new ArrayList<>();
        for (Door d : Door.values()) {
            lines.add(new Meters.Line("", d.name().toLowerCase(Locale.ROOT).replace('_', ' ') + " door",
                List.of(m.doorOpenings(Scope.LIFETIME, d.name()), m.doorOpenings(Scope.PERIOD, d.name()),
                    m.doorOpenings(Scope.POWER_UP, d.name())), false));
        }
        return new Meters.Table("doors", "DOOR OPENINGS", List.of("MASTER", "PERIOD", "POWER-UP"), lines);
    }

    private static Meters.Table handpays(MeterSnapshot m, List<HandpayRecord> recent) {
        List<Meters.Line> lines = new ArrayList<>();
        for (Meter meter : List.of(Meter.JACKPOT, Meter.HANDPAID_CANCELLED_CREDITS, Meter.TOTAL_HANDPAID)) {
            lines.add(new Meters.Line(meter.key(), CabinetAttendantPort.name(meter.name()),
                List.of(m.get(Scope.LIFETIME, meter), m.get(Scope.PERIOD, meter)), true));
        }
        for (HandpayRecord h : recent.subList(0, Math.min(HANDPAYS_LISTED, recent.size()))) {
            // When each was asked for and paid (issue 39: handpays listed without their times).
            String what = "#" + h.handpayId() + " " + TIME.format(h.requestedAt()) + " " + (h.kind() == HandpayRecord.Kind.JACKPOT
                ? "jackpot, round " + h.roundId() : h.jackpot() ? "bonus jackpot" : "cash-out") + (h.paid() ? ", paid " + (h.paidAt() == null ? ""
                : TIME.format(h.paidAt()) + " ") + "by " + h.attendant() : ", PENDING");
            lines.add(new Meters.Line("", what, List.of(h.amount()), true));
        }
        return new Meters.Table("handpays", "HANDPAYS (meters, then the last " + HANDPAYS_LISTED + ")",
            List.of("MASTER", "PERIOD"), lines);
    }
}
