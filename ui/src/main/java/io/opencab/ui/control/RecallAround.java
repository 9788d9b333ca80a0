package io.opencab.ui.control;

import io.opencab.ui.port.BillEntry;
import io.opencab.ui.port.LogEntry;
import io.opencab.ui.port.RecallEntry;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What happened to the credits around a recalled round (issue 24: recall shows the bills and
 * cash-outs around each round): the bills and cash-out events logged after the round before it
 * and before the round after it, oldest first, in currency.
 *
 * @param rounds the recalled rounds, newest first
 * @param bills  the bill log, newest first
 * @param events the event log, newest first
 */
public record RecallAround(List<RecallEntry> rounds, List<BillEntry> bills, List<LogEntry> events) {
    /** Event types that move credits out of the machine. */
    private static final List<String> CASH_OUTS = List.of("HANDPAY_PENDING", "HANDPAY_PAID", "CASH_OUT");

    public RecallAround {
        rounds = List.copyOf(rounds);
        bills = List.copyOf(bills);
        events = List.copyOf(events);
    }

    /**
     * Lines for round {@code i} (0 = newest): each bill and cash-out from the round before it to the
     * round after it, oldest first, each marked before or after the round.
     */
    public List<String> around(int i, io.opencab.money.MoneyFormat money) {
        if (i < 0 || i >= rounds.size()) {
            return List.of();
        }
        Instant at = rounds.get(i).at();
        Instant from = i + 1 < rounds.size() ? rounds.get(i + 1).at() : Instant.MIN;
        Instant to = i > 0 ? rounds.get(i - 1).at() : Instant.MAX;
        List<String> out = new ArrayList<>();
        for (int b = bills.size() - 1; b >= 0; b--) {
            BillEntry e = bills.get(b);
            if (within(e.at(), from, to)) {
                out.add(LogTime.of(e.at()) + side(e.at(), at) + "bill " + money.cents(e.valueCents()) + " " + e.state()
                        + (e.credits() > 0 ? " (" + money.credits(e.credits()) + " credits)" : ""));
            }
        }
        for (int v = events.size() - 1; v >= 0; v--) {
            LogEntry e = events.get(v);
            if (CASH_OUTS.contains(e.type()) && within(e.at(), from, to)) {
                out.add(LogTime.of(e.at()) + side(e.at(), at) + e.type() + " " + money.inText(e.detail()));
            }
        }
        out.sort(null);
        return out;
    }

    /** Inclusive: a bill logged in the same second as a round is shown with it. */
    private static boolean within(Instant at, Instant from, Instant to) {
        return at != null && !at.isBefore(from) && !at.isAfter(to);
    }

    private static String side(Instant event, Instant round) {
        return round == null || !event.isAfter(round) ? "  before the round: " : "  after the round: ";
    }
}
