package io.opencab.ui.view;

import static io.opencab.ui.view.Cells.cell;
import static io.opencab.ui.view.Cells.small;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.SasStatus;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
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

    Node page(SasStatus s, boolean technician) {
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
        VBox page = new VBox(14, link, new HBox(50, counters, sent), settings(s, technician));
        page.setId("sas-page");
        return Cells.scrolled(page, controller.model().attendantIndex().get());
    }

    private static void row(GridPane g, int r, String id, String name, long value) {
        g.add(cell(name), 0, r);
        g.add(cell(id, Long.toString(value)), 1, r);
    }

    /** The sas.* keys: SET fields for the technician, values only for the attendant. */
    private Node settings(SasStatus s, boolean technician) {
        GridPane grid = new GridPane();
        grid.setHgap(14);
        grid.setVgap(2);
        int row = 0;
        for (ConfigItem item : s.settings()) {
            grid.add(Ui.label("sas-key-" + item.key(), item.key(), "config-key"), 0, row);
            if (technician && item.editable()) {
                TextField f = new TextField(item.value());
                f.setId("sas-" + item.key());
                f.setPrefColumnCount(16);
                // Focused only when touched: the deck's buttons must still move the page (issue 24).
                f.setFocusTraversable(false);
                grid.add(f, 1, row);
                grid.add(small(Ui.button("sas-set-" + item.key(), "SET",
                        () -> controller.attendant().setConfig(item.key(), f.getText()))), 2, row);
            } else {
                grid.add(Ui.label("sas-value-" + item.key(), item.value(), "config-value"), 1, row, 2, 1);
            }
            row++;
            grid.add(Ui.wrapped(item.description(), "config-description", 900), 0, row++, 3, 1);
        }
        String note = technician ? "Settings apply at the next start of the cabinet; every change is sealed and logged."
                : "The technician PIN changes these settings.";
        return new VBox(6, Ui.label("SETTINGS", "attendant-title"), Ui.label("sas-settings-note", note, "note"), grid);
    }
}
