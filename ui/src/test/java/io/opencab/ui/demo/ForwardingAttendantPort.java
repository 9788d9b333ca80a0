package io.opencab.ui.demo;

import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.BillEntry;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.Diagnostics;
import io.opencab.ui.port.LogEntry;
import io.opencab.ui.port.Meters;
import io.opencab.ui.port.RecallEntry;
import io.opencab.ui.port.SasStatus;
import io.opencab.ui.port.TicketEntry;
import java.util.List;

/**
 * TEST / DEMO ONLY: an attendant port answering every page from {@link #pages()}, for the demos that put
 * one page's own data (SAS, tickets) in front of the demo cabinet and override only that page.
 */
public interface ForwardingAttendantPort extends AttendantPort {
    /** The port every page not overridden is read from. */
    AttendantPort pages();

    @Override
    default Meters meters() {
        return pages().meters();
    }

    @Override
    default List<RecallEntry> recall(int n) {
        return pages().recall(n);
    }

    @Override
    default List<LogEntry> events(int n) {
        return pages().events(n);
    }

    @Override
    default List<BillEntry> bills(int n) {
        return pages().bills(n);
    }

    @Override
    default List<TicketEntry> tickets(int n) {
        return pages().tickets(n);
    }

    @Override
    default Diagnostics diagnostics() {
        return pages().diagnostics();
    }

    @Override
    default List<ConfigItem> configuration() {
        return pages().configuration();
    }

    @Override
    default SasStatus sas() {
        return pages().sas();
    }
}
