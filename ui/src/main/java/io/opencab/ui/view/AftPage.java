package io.opencab.ui.view;

import static io.opencab.ui.view.Cells.cell;

import io.opencab.money.MoneyFormat;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.LogTime;
import io.opencab.ui.port.AftState;
import io.opencab.ui.port.KioskState;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The attendant's AFT page (issue 40 item 6, docs/aft.md): whether the casino system may transfer credits, its
 * registration (asset, POS id, the key shown in part), the lock and its time left, and the last 35 transfers from
 * critical memory, newest first, a page of {@link #LINES_PER_PAGE} at a time: BET+/BET- or the buttons turn the pages.
 */
final class AftPage {
    static final int LINES_PER_PAGE = 12;
    private static final String LINE = "%4s %-19s %-20s %-9s %-9s%11s%11s%11s";
    private final KioskController controller;

    AftPage(KioskController controller) {
        this.controller = controller;
    }

    Node page(AftState a, KioskState s) {
        Label on = Ui.wrapped(a.enabled() ? "AFT is on: the casino system may transfer credits to this machine."
                : "AFT is off on this cabinet (sas.aft.enabled=false): the casino system cannot transfer credits.",
                "table-line", 980);
        on.setId("aft-enabled");
        GridPane g = new GridPane();
        g.setHgap(16);
        g.setVgap(3);
        AftState.Registration r = a.registration();
        row(g, 0, "aft-registration", "Registration", r.status() + (r.changedAt() == null ? "" : ", since "
                + LogTime.of(r.changedAt())));
        row(g, 1, "aft-asset", "Asset number / POS id", r.assetNumber() + " / " + r.posId());
        row(g, 2, "aft-key", "Registration key", r.keyShown() + "  (shown in part)");
        row(g, 3, "aft-lock", "Lock", a.lock().state() + (a.lock().left().isZero() ? ""
                : String.format(Locale.ROOT, ", ends by itself in %.1f s", a.lock().left().toMillis() / 1000.0)));
        List<AftState.Transfer> all = a.transfers();
        int pages = Math.max(1, (all.size() + LINES_PER_PAGE - 1) / LINES_PER_PAGE);
        int pageNo = Math.max(0, Math.min(pages - 1, controller.model().attendantIndex().get()));
        VBox lines = new VBox(2, Ui.label("aft-transfers-title", "Last " + all.size() + " transfers, newest first"
                + " (critical memory keeps the last 127)", "table-line"),
                header(s.currency()));
        lines.setId("aft-transfers");
        MoneyFormat money = s.money();
        List<AftState.Transfer> shown = all.subList(Math.min(all.size(), pageNo * LINES_PER_PAGE),
                Math.min(all.size(), (pageNo + 1) * LINES_PER_PAGE));
        for (int i = 0; i < shown.size(); i++) {
            AftState.Transfer t = shown.get(i);
            lines.getChildren().add(cell("aft-transfer-" + (pageNo * LINES_PER_PAGE + i), String.format(Locale.ROOT,
                    LINE, t.id(), LogTime.of(t.at()), t.transactionId(), t.type(), t.status(), amount(money, t.cashableCents()),
                    amount(money, t.restrictedCents()), amount(money, t.nonRestrictedCents()))));
        }
        if (all.isEmpty()) {
            lines.getChildren().add(Ui.label("aft-transfer-none", "No transfers yet", "note"));
        }
        HBox paging = new HBox(12,
                Cells.small(Ui.button("aft-newer", "< NEWER", () -> controller.press(Input.BET_UP, Input.Source.TOUCH))),
                Cells.small(Ui.button("aft-older", "OLDER >", () -> controller.press(Input.BET_DOWN, Input.Source.TOUCH))),
                Ui.label("aft-page-no", "Page " + (pageNo + 1) + " of " + pages + "  (BET+/BET- turn the pages)", "note"));
        paging.setAlignment(Pos.CENTER_LEFT);
        paging.getChildren().get(0).setDisable(pageNo == 0);
        paging.getChildren().get(1).setDisable(pageNo == pages - 1);
        VBox page = new VBox(10, on, g, lines, paging);
        page.setId("aft-page");
        return page;
    }

    /** An amount without its currency code, which the header gives once: the line fits the page's width. */
    private static String amount(MoneyFormat money, long cents) {
        String a = money.cents(cents);
        return a.substring(0, a.lastIndexOf(' '));
    }

    private static Label header(String currency) {
        Label h = cell("aft-header", String.format(Locale.ROOT, LINE, "ID", "DATE / TIME", "TRANSACTION ID", "TYPE",
                "STATUS", "CASH " + currency, "RESTR. " + currency, "NON-R. " + currency));
        h.getStyleClass().add("line-selected");
        return h;
    }

    private static void row(GridPane g, int r, String id, String name, String value) {
        g.add(cell(name), 0, r);
        g.add(cell(id, value), 1, r);
    }
}
