package io.opencab.ui.port;

import java.util.List;

/**
 * What the attendant screens read from the cabinet (docs/ui.md, "Ports"). Every method returns
 * an immutable snapshot; the kiosk calls them on its action thread, never on the JavaFX thread.
 * Changes go through {@link KioskPort#submit} as {@link KioskAction.Attendant} requests, so
 * they keep their order with everything else.
 */
public interface AttendantPort {

    /** Master, period and per-game meters. */
    Meters meters();

    /** The last {@code n} rounds, newest first, each with its outcome rebuilt for replay. */
    List<RecallEntry> recall(int n);

    /** The last {@code n} significant events, newest first. */
    List<LogEntry> events(int n);

    /** The last {@code n} bills, newest first. */
    List<BillEntry> bills(int n);

    /**
     * The last {@code n} cash-out tickets, newest first (issue 28: the ticket log). A cabinet without
     * ticket out has none.
     */
    default List<TicketEntry> tickets(int n) {
        return List.of();
    }

    /** Device states for the diagnostics page. */
    Diagnostics diagnostics();

    /** The configuration, in display order. */
    List<ConfigItem> configuration();

    /**
     * The SAS page: link, counters, last exceptions and the {@code sas.*} settings. A cabinet without a
     * SAS link answers {@link SasStatus#off} with its {@code sas.*} keys.
     */
    default SasStatus sas() {
        return SasStatus.off(configuration().stream().filter(i -> i.key().startsWith("sas.")).toList());
    }

    /**
     * The AFT page (issue 40): registration, lock and the last {@link AftState#TRANSFERS} transfers, newest first. A
     * cabinet without AFT answers {@link AftState#off()}.
     */
    default AftState aft() {
        return AftState.off();
    }
}
