package io.opencab.ui.view;

import io.opencab.ui.control.KioskModel;
import io.opencab.ui.control.LogTime;
import io.opencab.ui.port.BillEntry;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.LogEntry;
import io.opencab.ui.port.TicketEntry;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * The event log, the bill log and the ticket log, a page of lines at a time (BET+/BET- move the first line). The
 * first line shown is the selected one: its detail is printed in full under the list, however
 * long (issue 24: event-log details can be read whole at the cabinet).
 */
final class LogPages {
    static final int LINES_PER_PAGE = 14;
    /** Characters of a detail shown on its line; the selected line's detail is shown whole below. */
    static final int DETAIL_ON_LINE = 56;

    private final KioskModel model;

    LogPages(KioskModel model) {
        this.model = model;
    }

    Node events(List<LogEntry> entries) {
        // A stored event's raw amounts ("bill of 2000 cents") read as the cabinet writes amounts (issue 39 item 5).
        io.opencab.money.MoneyFormat money = model.state().get().money();
        List<String> lines = new ArrayList<>();
        for (LogEntry e : window(entries)) {
            lines.add(String.format("%6d  %s  %-22s %s", e.id(), LogTime.of(e.at()), e.type(),
                    shorten(money.inText(e.detail()))));
        }
        String detail = entries.isEmpty() ? "" : "Event " + selected(entries).id() + " in full: " + selected(entries).type()
                + ": " + or(money.inText(selected(entries).detail()), "(no further detail)");
        return withPaging(lines, entries.size(), detail);
    }

    Node bills(List<BillEntry> entries, KioskState s) {
        List<String> lines = new ArrayList<>();
        for (BillEntry b : window(entries)) {
            lines.add(String.format("%6d  %s  %12s  %8s credits  %-9s %s", b.id(), LogTime.of(b.at()),
                    s.money().cents(b.valueCents()), s.money().credits(b.credits()), b.state(), shorten(b.detail())));
        }
        String detail = "";
        if (!entries.isEmpty()) {
            // The whole line, then its detail: never "Bill 3 in full:" and nothing after it (issue 39).
            BillEntry b = selected(entries);
            detail = "Bill " + b.id() + " in full: " + LogTime.of(b.at()) + ", " + s.money().cents(b.valueCents())
                    + ", " + s.money().credits(b.credits()) + " credits, " + b.state() + (b.detail() == null || b.detail().isBlank()
                    ? " (no further detail)" : ": " + b.detail());
        }
        return withPaging(lines, entries.size(), detail);
    }

    /**
     * The ticket log (issue 28 item 4): the last tickets out and in, newest first, with the validation number
     * grouped as printed; a ticket in shows the amount the host authorised.
     */
    Node tickets(List<TicketEntry> entries, KioskState s) {
        List<String> lines = new ArrayList<>();
        for (TicketEntry t : window(entries)) {
            lines.add(String.format("%-3s %4s  %s  %s  %8s credits  %12s  %s", t.in() ? "IN" : "OUT",
                    t.in() ? "" : String.format("%04d", t.ticketNumber()), LogTime.of(t.at()), t.validationGrouped(),
                    s.money().credits(t.credits()), s.money().cents(t.cents()), t.state()));
        }
        String detail = "";
        if (!entries.isEmpty()) {
            TicketEntry t = selected(entries);
            detail = (t.in() ? "Ticket in" : "Ticket out " + String.format("%04d", t.ticketNumber())) + " ("
                    + t.validationGrouped() + ") in full: " + t.state()
                    + (t.detail() == null || t.detail().isEmpty() ? "" : ": " + t.detail());
        }
        return withPaging(lines, entries.size(), detail);
    }

    private static String or(String text, String none) {
        return text == null || text.isBlank() ? none : text;
    }

    private static String shorten(String detail) {
        return detail == null || detail.length() <= DETAIL_ON_LINE ? detail : detail.substring(0, DETAIL_ON_LINE - 3) + "...";
    }

    private int first(int size) {
        return Math.max(0, Math.min(model.attendantIndex().get(), size - 1));
    }

    private <T> T selected(List<T> all) {
        return all.get(first(all.size()));
    }

    private <T> List<T> window(List<T> all) {
        int from = first(all.size());
        return all.subList(Math.min(from, all.size()), Math.min(all.size(), from + LINES_PER_PAGE));
    }

    private Node withPaging(List<String> lines, int total, String detail) {
        VBox box = new VBox(2);
        box.setId("log-lines");
        for (int i = 0; i < lines.size(); i++) {
            Label l = Ui.label(lines.get(i), "table-line");
            if (i == 0) {
                l.getStyleClass().add("line-selected");
            }
            box.getChildren().add(l);
        }
        int from = first(total);
        // An empty log says so, not "Lines 0-0 of 0" (issue 39).
        box.getChildren().add(Ui.label("log-position", total == 0 ? "No entries yet" : "Lines " + (from + 1) + "-"
                + Math.min(total, from + LINES_PER_PAGE) + " of " + total + "  (BET+/BET- move; the first line's detail below)",
                "note"));
        box.getChildren().add(Ui.wrapped(detail, "table-line", 980));
        box.getChildren().getLast().setId("log-detail");
        return box;
    }
}
