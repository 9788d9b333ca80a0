package io.opencab.ui.demo;

import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.TicketEntry;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The demo cabinet's attendant pages with a ticket journal in front of them, for the ticket log page
 * (issue 28 item 4): {@code count} tickets out, oldest first numbered 1.., each 10.00 more than the one
 * before, every seventh one NOT_PRINTED with a long printer fault as its detail; and before every fifth one a
 * ticket in half a minute earlier, STACKED for 5.00, every third of them RETURNED by the host. Kept apart from
 * {@link DemoCabinet} so that class stays under 400 lines.
 */
public final class DemoTickets implements ForwardingAttendantPort {
    public static final String LONG_FAULT = "printer reported PAPER_OUT after the head started: ticket not printed, "
            + "credits kept on the meter, the end of a long detail";
    private final DemoCabinet cabinet;
    public static final String REFUSED = "refused by the casino system (code 84)";
    private final List<TicketEntry> newestFirst = new ArrayList<>();
    private final List<TicketEntry> inNewestFirst = new ArrayList<>();

    public DemoTickets(DemoCabinet cabinet, int count) {
        this.cabinet = cabinet;
        Instant start = Instant.parse("2026-11-27T04:00:00Z");
        for (int i = 1; i <= count; i++) {
            boolean failed = i % 7 == 0;
            String validation = String.format("%02d%016d", i % 100, 7648_4654_8701_8968L + i);
            newestFirst.addFirst(new TicketEntry(start.plusSeconds(60L * i), i, validation, 1000L * i, 1000L * i,
                    failed ? "NOT_PRINTED" : "PRINTED", failed ? LONG_FAULT : ""));
            if (i % 5 == 0) {
                boolean refused = i % 15 == 0;
                inNewestFirst.addFirst(new TicketEntry(start.plusSeconds(60L * i - 30), true, -1,
                        String.format("00%016d", 1234_5678_9012_0000L + i), refused ? 0 : 500, refused ? 0 : 500,
                        refused ? "RETURNED" : "STACKED", refused ? REFUSED : ""));
            }
        }
    }

    @Override
    public AttendantPort pages() {
        return cabinet;
    }

    @Override
    public List<TicketEntry> tickets(int n) {
        // As the cabinet's port: the last n of each kind, merged newest first.
        List<TicketEntry> all = new ArrayList<>(newestFirst.subList(0, Math.min(n, newestFirst.size())));
        all.addAll(inNewestFirst.subList(0, Math.min(n, inNewestFirst.size())));
        all.sort(java.util.Comparator.comparing(TicketEntry::at).reversed());
        return List.copyOf(all);
    }
}
