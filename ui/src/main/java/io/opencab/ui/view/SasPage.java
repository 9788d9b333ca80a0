package io.opencab.ui.view;

import static io.opencab.ui.view.Cells.cell;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.SasStatus;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The attendant's SAS page (issue 27, docs/sas.md): address and link state, the link's counters,
 * the last 20 exceptions the host received, and the {@code sas.*} settings; the technician may
 * change them here (the same sealed and logged SET as the configuration page).
 */
final class SasPage {
    private final KioskController controller;

    SasPage(KioskController controller) {
        this.controller = controller;
    }

    Node page(SasStatus s, KioskState state) {
        boolean technician = state.access() == KioskState.Access.TECHNICIAN;
        Label link = Ui.label("sas-link", !s.enabled() ? "SAS is off on this cabinet (sas.enabled=false)"
                : "Address " + s.address() + " on " + s.port() + "   link " + (s.linkUp() ? "UP" : "DOWN (no poll for 5 s)"),
                "attendant-title");
        if (s.enabled() && !s.linkUp()) {
            link.getStyleClass().add("fault");
        }
        GridPane counters = new GridPane();
        counters.setHgap(16);
        counters.setVgap(4);
        counters.add(Ui.label("Since power-up", "table-line"), 0, 0, 2, 1);
        row(counters, 1, "sas-polls", "Polls answered", s.polls());
        row(counters, 2, "sas-crc", "CRC errors", s.crcErrors());
        row(counters, 3, "sas-nacks", "Repeated polls (NACK)", s.nacks());
        row(counters, 4, "sas-unsupported", "Unsupported polls", s.unsupported());
        row(counters, 5, "sas-busy", "Busy replies", s.busy());
        VBox sent = new VBox(2, Ui.label("Last " + s.recent().size() + " exceptions sent, newest first", "table-line"));
        sent.setId("sas-exceptions");
        if (s.recent().isEmpty()) {
            sent.getChildren().add(cell("sas-exception-none", "(none yet)"));
        }
        int i = 0;
        for (SasStatus.SentException e : s.recent()) {
            sent.getChildren().add(cell("sas-exception-" + i++, String.format(Locale.ROOT, "%02X  %s", e.code(), e.meaning())));
        }
        VBox page = new VBox(14, link, new HBox(50, counters, sent), settings(s, state, technician));
        page.setId("sas-page");
        return Cells.scrolled(page, controller.model().attendantIndex().get());
    }

    private static void row(GridPane g, int r, String id, String name, long value) {
        g.add(cell(name), 0, r);
        g.add(cell(id, Long.toString(value)), 1, r);
    }

    /**
     * The sas.* keys as the configuration page lists them (issue 39 item 8): CHANGE opens a setting's form for the
     * technician; the attendant sees the values only.
     */
    private Node settings(SasStatus s, KioskState state, boolean technician) {
        VBox rows = new VBox(6);
        for (ConfigItem item : s.settings()) {
            rows.getChildren().add(ConfigRows.row("sas", item, state, technician && item.editable()
                    ? () -> controller.attendant().service().edit(item) : null, !ConfigRows.readOnly(s.settings())));
        }
        String note = !technician ? "The technician PIN changes these settings."
                : ConfigRows.readOnly(s.settings()) ? ConfigRows.header(s.settings())
                : "Settings apply at the next start of the cabinet; every change is sealed and logged.";
        return new VBox(6, Ui.label("SETTINGS", "attendant-title"), Ui.wrapped(note, "note", 960), rows);
    }
}
