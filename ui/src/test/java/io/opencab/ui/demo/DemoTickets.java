package io.opencab.ui.demo;

import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.TicketEntry;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The demo cabinet's attendant pages with a ticket journal in front of them, for the ticket log page
 * (issue 28 item 4): {@code count} tickets out, oldest first numbered 1.., each 10.00 more than the one
 * before, every seventh one NOT_PRINTED with a long printer fault as its detail. Kept apart from
 * {@link DemoCabinet} so that class stays under 400 lines.
 */
public final class DemoTickets implements ForwardingAttendantPort {
    public static final String LONG_FAULT = "printer reported PAPER_OUT after the head started: ticket not printed, "
            + "credits kept on the meter, the end of a long detail";
    private final DemoCabinet cabinet;
    private final List<TicketEntry> newestFirst = new ArrayList<>();

    public DemoTickets(DemoCabinet cabinet, int count) {
        this.cabinet = cabinet;
        Instant start = Instant.parse("2026-11-27T04:00:00Z");
        for (int i = 1; i <= count; i++) {
            boolean failed = i % 7 == 0;
            String validation = String.format("%02d%016d", i % 100, 7648_4654_8701_8968L + i);
            newestFirst.addFirst(new TicketEntry(start.plusSeconds(60L * i), i, validation, 1000L * i, 1000L * i,
                    failed ? "NOT_PRINTED" : "PRINTED", failed ? LONG_FAULT : ""));
        }
    }

    @Override
    public AttendantPort pages() {
        return cabinet;
    }

    @Override
    public List<TicketEntry> tickets(int n) {
        return List.copyOf(newestFirst.subList(0, Math.min(n, newestFirst.size())));
    }
}
