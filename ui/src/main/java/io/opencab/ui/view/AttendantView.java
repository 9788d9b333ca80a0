package io.opencab.ui.view;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.control.Money;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.BillEntry;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.Diagnostics;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.LogEntry;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.Meters;
import io.opencab.ui.port.RecallEntry;
import io.opencab.ui.present.Presenter;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import javafx.beans.Observable;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The attendant menu and its pages (issue 10): meters, game recall, event log, bill log,
 * diagnostics, handpay, period clear, configuration and RAM clear. Touch, or the deck: BET+/BET-
 * move, SPIN opens or acts, CASH OUT goes back (docs/ui.md).
 */
final class AttendantView extends BorderPane {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());
    private static final int LINES_PER_PAGE = 18;

    private final KioskController controller;
    private final KioskModel model;
    private final VBox menu = new VBox(4);
    private final StackPane content = new StackPane();
    private final Label title = Ui.label("attendant-title", "", "attendant-title");
    private final Label status = Ui.label("attendant-status", "", "note");

    AttendantView(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
        setId("attendant-view");
        getStyleClass().add("attendant");
        HBox top = new HBox(30, title, status);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(12, 20, 8, 20));
        setTop(top);
        menu.setPrefWidth(260);
        menu.setPadding(new Insets(10));
        setLeft(menu);
        content.setAlignment(Pos.TOP_LEFT);
        content.setPadding(new Insets(10, 20, 10, 10));
        setCenter(content);
        HBox nav = new HBox(10,
                Ui.button("att-up", "UP (BET+)", () -> controller.press(Input.BET_UP, Input.Source.TOUCH)),
                Ui.button("att-down", "DOWN (BET-)", () -> controller.press(Input.BET_DOWN, Input.Source.TOUCH)),
                Ui.button("att-select", "SELECT (SPIN)", () -> controller.press(Input.SPIN, Input.Source.TOUCH)),
                Ui.button("att-back", "BACK (CASH OUT)", () -> controller.press(Input.CASH_OUT, Input.Source.TOUCH)));
        nav.setAlignment(Pos.CENTER);
        nav.setPadding(new Insets(8, 10, 12, 10));
        setBottom(nav);
        for (Observable o : new Observable[] {model.attendantPage(), model.attendantIndex(), model.attendantData(),
                model.ramClearStage(), model.recallPresenter(), model.recallStep(), model.lastDeckInput(),
                model.error()}) {
            o.addListener(x -> refresh());
        }
        // Recall's PLAY animates: follow its captions (coalesced into one refresh per pulse).
        model.recallPresenter().addListener((o, a, p) -> {
            if (p != null) {
                p.caption().addListener(x -> {
                    if (model.recallPresenter().get() == p) {
                        refreshLater();
                    }
                });
            }
        });
        model.state().addListener((o, a, s) -> {
            if (a == null || a.access() != s.access() || !java.util.Objects.equals(a.lockup(), s.lockup())) {
                refresh();
            }
        });
        refresh();
    }

    private void refresh() {
        KioskState s = model.state().get();
        if (s == null) {
            return;
        }
        status.setText((s.access() == KioskState.Access.TECHNICIAN ? "TECHNICIAN" : "ATTENDANT")
                + (model.error().get().isEmpty() ? "" : "   " + model.error().get()));
        List<AttendantPage> pages = controller.attendantPages();
        AttendantPage page = model.attendantPage().get();
        menu.getChildren().clear();
        for (int i = 0; i < pages.size(); i++) {
            AttendantPage p = pages.get(i);
            Label item = Ui.label("menu-" + p.name().toLowerCase(java.util.Locale.ROOT), p.title(), "menu-item");
            boolean selected = page == null ? i == model.attendantIndex().get() : p == page;
            if (selected) {
                item.getStyleClass().add("menu-item-selected");
            }
            item.setOnMouseClicked(e -> controller.openAttendantPage(p));
            item.setMaxWidth(Double.MAX_VALUE);
            menu.getChildren().add(item);
        }
        Label logout = Ui.label("menu-logout", "Log out", "menu-item");
        logout.setOnMouseClicked(e -> controller.attendantRequest(new AttendantRequest.Logout()));
        menu.getChildren().add(logout);
        title.setText(page == null ? "ATTENDANT MENU" : page.title().toUpperCase(java.util.Locale.ROOT));
        content.getChildren().setAll(page == null ? help() : page(page, s));
    }

    private Node help() {
        return lines(List.of("Choose a page: touch it, or BET+/BET- and SPIN on the deck.",
                "CASH OUT goes back; turning the key off returns to the game.",
                "Recall: BET+/BET- choose the round, SPIN steps through it, MAX BET replays it animated."));
    }

    private Node page(AttendantPage page, KioskState s) {
        Object data = model.attendantData().get();
        if (data == null && page != AttendantPage.HANDPAY && page != AttendantPage.RAM_CLEAR) {
            return Ui.label("Loading...", "note");
        }
        return switch (page) {
            case METERS -> meters((Meters) data, s);
            case PERIOD_CLEAR -> periodClear((Meters) data, s);
            case RECALL -> recall(s);
            case EVENTS -> events(cast(data));
            case BILLS -> bills(cast(data), s);
            case DIAGNOSTICS -> diagnostics((Diagnostics) data);
            case HANDPAY -> handpay(s);
            case CONFIG -> config(cast(data));
            case RAM_CLEAR -> ramClear();
        };
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T> cast(Object data) {
        return (List<T>) data;
    }

    /**
     * Master and period side by side in one table (one line per SAS meter), then one table of the
     * per-game meters with a column per game, so every figure fits 1280 x 720 untruncated.
     */
    private Node meters(Meters m, KioskState s) {
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(2);
        grid.setId("meters");
        grid.add(Ui.label("MASTER (lifetime) AND PERIOD", "attendant-title"), 0, 0, 6, 1);
        grid.add(cell("CODE"), 0, 1);
        grid.add(cell("METER"), 1, 1);
        grid.add(cell("MASTER"), 2, 1, 2, 1);
        grid.add(cell("PERIOD"), 4, 1, 2, 1);
        Map<String, Meters.MeterRow> period = new java.util.LinkedHashMap<>();
        m.period().forEach(r -> period.put(key(r), r));
        int row = 2;
        for (Meters.MeterRow r : m.master()) {
            meterLine(grid, row++, r, period.remove(key(r)), s);
        }
        for (Meters.MeterRow r : period.values()) {
            meterLine(grid, row++, null, r, s);
        }
        VBox box = new VBox(18, grid);
        if (!m.perGame().isEmpty()) {
            box.getChildren().add(perGame(m, s));
        }
        return new ScrollPane(box) {
            {
                setFitToWidth(true);
                setStyle("-fx-background: transparent; -fx-background-color: transparent;");
            }
        };
    }

    private void meterLine(GridPane grid, int row, Meters.MeterRow master, Meters.MeterRow period, KioskState s) {
        Meters.MeterRow any = master != null ? master : period;
        grid.add(cell(any.code()), 0, row);
        grid.add(cell(any.name()), 1, row);
        int c = 2;
        for (Meters.MeterRow r : new Meters.MeterRow[] {master, period}) {
            if (r != null) {
                grid.add(cell((c == 2 ? "meter-master-" : "meter-period-") + key(r), Money.credits(r.value())), c, row);
                grid.add(cell(r.credits() ? Money.currency(r.value(), s.creditValueCents(), s.currency()) : ""), c + 1, row);
            }
            c += 2;
        }
    }

    private Node perGame(Meters m, KioskState s) {
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(2);
        grid.setId("meters-per-game");
        List<String> games = List.copyOf(m.perGame().keySet());
        grid.add(Ui.label("PER GAME", "attendant-title"), 0, 0, 2 + games.size(), 1);
        grid.add(cell("CODE"), 0, 1);
        grid.add(cell("METER"), 1, 1);
        Map<String, Meters.MeterRow> lines = new java.util.LinkedHashMap<>();
        for (int g = 0; g < games.size(); g++) {
            var info = s.game(games.get(g));
            grid.add(cell(info == null ? games.get(g) : info.name()), 2 + g, 1);
            m.perGame().get(games.get(g)).forEach(r -> lines.putIfAbsent(key(r), r));
        }
        int row = 2;
        for (Meters.MeterRow line : lines.values()) {
            grid.add(cell(line.code()), 0, row);
            grid.add(cell(line.name()), 1, row);
            for (int g = 0; g < games.size(); g++) {
                for (Meters.MeterRow r : m.perGame().get(games.get(g))) {
                    if (key(r).equals(key(line))) {
                        grid.add(cell("meter-game-" + games.get(g) + "-" + key(r), Money.credits(r.value())), 2 + g, row);
                    }
                }
            }
            row++;
        }
        return grid;
    }

    private static String key(Meters.MeterRow r) {
        return r.code().isEmpty() ? r.name() : r.code();
    }

    /** A table cell that never truncates (the page scrolls instead). */
    private static Label cell(String text) {
        Label l = Ui.label(text, "table-line");
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private static Label cell(String id, String text) {
        Label l = cell(text);
        l.setId(id);
        return l;
    }

    private int meterBlock(GridPane grid, int row, String heading, List<Meters.MeterRow> rows, KioskState s, int column) {
        return meterBlock(grid, row, heading, rows, s, column, column == 0 ? "meter-master-" : "meter-period-");
    }

    private int meterBlock(GridPane grid, int row, String heading, List<Meters.MeterRow> rows, KioskState s, int column,
                           String idPrefix) {
        int c = column * 3;
        grid.add(Ui.label(heading, "attendant-title"), c, row++, 3, 1);
        for (Meters.MeterRow r : rows) {
            Label value = cell(Money.credits(r.value()));
            value.setId(idPrefix + (r.code().isEmpty() ? r.name() : r.code()));
            grid.add(cell(r.code()), c, row);
            grid.add(cell(r.name()), c + 1, row);
            grid.add(new HBox(10, value, cell(r.credits() ? Money.currency(r.value(), s.creditValueCents(), s.currency()) : "")),
                    c + 2, row);
            row++;
        }
        return row;
    }

    private Node periodClear(Meters m, KioskState s) {
        GridPane grid = new GridPane();
        grid.setHgap(30);
        meterBlock(grid, 0, "PERIOD", m.period(), s, 1);
        return new VBox(16, grid, Ui.label("SPIN (or the button) clears the period meters; the clear is logged.", "note"),
                Ui.button("period-clear", "CLEAR PERIOD METERS",
                        () -> controller.attendantRequest(new AttendantRequest.ClearPeriod())));
    }

    private Node recall(KioskState s) {
        List<RecallEntry> entries = controller.recallEntries();
        if (entries.isEmpty()) {
            return Ui.label("recall-empty", "No rounds in the journal", "note");
        }
        int i = model.attendantIndex().get();
        RecallEntry e = entries.get(Math.min(i, entries.size() - 1));
        var g = s.game(e.outcome().gameId());
        Presenter p = model.recallPresenter().get();
        VBox info = new VBox(6,
                Ui.label("recall-round", "Round " + e.roundId() + "  (" + (i + 1) + " of " + entries.size() + ", newest first)", "attendant-title"),
                Ui.label(g == null ? e.outcome().gameId() : g.name(), "table-line"),
                Ui.label(e.at() == null ? "" : TIME.format(e.at()), "table-line"),
                Ui.label("recall-amounts", "Bet " + e.outcome().bet() + " (level " + e.outcome().betLevel() + ")   Win "
                        + e.outcome().totalWin() + (e.outcome().capped() ? " (capped)" : ""), "table-line"),
                Ui.label("Credits before " + e.creditsBefore(), "table-line"),
                Ui.label("Credits after  " + e.creditsAfter(), "table-line"),
                Ui.label(e.state(), "table-line"),
                Ui.label("recall-step-no", "Step " + (model.recallStep().get() + 1), "table-line"),
                Ui.label("recall-caption", p == null ? "" : p.caption().get(), "note"),
                Ui.label("recall-win", p == null ? "" : "Win shown " + p.win().get(), "table-line"));
        info.setPrefWidth(330);
        info.getChildren().forEach(n -> ((Label) n).setWrapText(true));
        HBox buttons = new HBox(8,
                Ui.button("recall-prev-round", "< ROUND", () -> controller.selectRecall(i - 1)),
                Ui.button("recall-next-round", "ROUND >", () -> controller.selectRecall(i + 1)),
                Ui.button("recall-step-back", "< STEP", () -> controller.recallStep(-1)),
                Ui.button("recall-step", "STEP >", () -> controller.recallStep(1)),
                Ui.button("recall-play", "PLAY", controller::recallPlay));
        StackPane board = new StackPane();
        if (p != null) {
            Region n = p.view().node();
            n.setScaleX(0.72);
            n.setScaleY(0.72);
            board.getChildren().add(new Group(n));
        }
        board.setId("recall-board");
        return new VBox(8, new HBox(14, board, info), buttons);
    }

    private boolean pending;

    private void refreshLater() {
        if (!pending) {
            pending = true;
            javafx.application.Platform.runLater(() -> {
                pending = false;
                refresh();
            });
        }
    }

    private Node events(List<LogEntry> entries) {
        List<String> lines = new java.util.ArrayList<>();
        for (LogEntry e : window(entries)) {
            lines.add(String.format("%6d  %s  %-22s %s", e.id(), e.at() == null ? "" : TIME.format(e.at()), e.type(), e.detail()));
        }
        return withPaging(lines, entries.size());
    }

    private Node bills(List<BillEntry> entries, KioskState s) {
        List<String> lines = new java.util.ArrayList<>();
        for (BillEntry b : window(entries)) {
            lines.add(String.format("%6d  %s  %12s  %8s credits  %-9s %s", b.id(), b.at() == null ? "" : TIME.format(b.at()),
                    Money.cents(b.valueCents(), s.currency()), Money.credits(b.credits()), b.state(), b.detail()));
        }
        return withPaging(lines, entries.size());
    }

    private <T> List<T> window(List<T> all) {
        int from = Math.min(model.attendantIndex().get(), Math.max(0, all.size() - 1));
        return all.subList(Math.min(from, all.size()), Math.min(all.size(), from + LINES_PER_PAGE));
    }

    private Node withPaging(List<String> lines, int total) {
        VBox box = new VBox(2);
        box.setId("log-lines");
        for (String l : lines) {
            box.getChildren().add(Ui.label(l, "table-line"));
        }
        if (total == 0) {
            box.getChildren().add(Ui.label("(empty)", "note"));
        }
        box.getChildren().add(Ui.label("Lines " + Math.min(total, model.attendantIndex().get() + 1) + "-"
                + Math.min(total, model.attendantIndex().get() + LINES_PER_PAGE) + " of " + total + "  (BET+/BET- scroll)", "note"));
        return box;
    }

    private Node diagnostics(Diagnostics d) {
        VBox devices = new VBox(4);
        for (Diagnostics.Device dev : d.devices()) {
            Label l = cell(String.format("%-22s %s", dev.name(), dev.status()));
            if (!dev.ok()) {
                l.getStyleClass().add("fault");
            }
            devices.getChildren().add(l);
        }
        // Lamp test beside the devices, one line per lamp, so every lamp fits without scrolling.
        GridPane lamps = new GridPane();
        lamps.setHgap(8);
        lamps.setVgap(4);
        lamps.add(Ui.label("Lamp test", "attendant-title"), 0, 0, 3, 1);
        int row = 1;
        for (String lamp : d.lamps()) {
            lamps.add(cell(lamp), 0, row);
            lamps.add(small(Ui.button("lamp-on-" + lamp, "ON", () -> controller.lampTest(lamp, true))), 1, row);
            lamps.add(small(Ui.button("lamp-off-" + lamp, "OFF", () -> controller.lampTest(lamp, false))), 2, row);
            row++;
        }
        Label buttonTest = Ui.label("button-test", "Button test - last deck button: "
                + (model.lastDeckInput().get().isEmpty() ? "(press one)" : model.lastDeckInput().get()), "attendant-title");
        // Software verification on demand (issue 9): the result comes back as the cabinet's message or its tilt.
        Node verify = Ui.button("verify-software", "VERIFY SOFTWARE", controller::verifySoftware);
        // Seeded verification (issue 26, regulations.md 1.8 GAT): the technician types the host's seed; the HMACs
        // come back as the cabinet's message, the values provision verify --seed prints.
        TextField seed = new TextField();
        seed.setId("verify-seed");
        seed.setPromptText("seed (hex)");
        seed.setPrefColumnCount(16);
        Node seeded = new HBox(10, seed, Ui.button("verify-software-seeded", "VERIFY WITH SEED",
                () -> controller.verifySoftware(seed.getText())));
        KioskState st = model.state().get();
        String last = st == null || st.message() == null || !st.message().startsWith("software ") ? "" : st.message();
        Label result = Ui.label("verify-result", last, "table-line");
        VBox box = new VBox(10, buttonTest, new HBox(40, devices, lamps), new HBox(20, verify, seeded), result);
        box.setId("diagnostics");
        return new ScrollPane(box) {
            {
                setStyle("-fx-background: transparent; -fx-background-color: transparent;");
            }
        };
    }

    private static javafx.scene.control.Button small(javafx.scene.control.Button b) {
        b.getStyleClass().add("small-button");
        return b;
    }

    private Node handpay(KioskState s) {
        Lockup l = s.lockup();
        if (l == null) {
            return Ui.label("handpay-none", "No handpay or tilt pending", "note");
        }
        VBox box = new VBox(10, Ui.label("handpay-kind", l.kind() + "  " + (l.code() == null ? "" : l.code()), "attendant-title"),
                Ui.label(l.reason(), "table-line"),
                Ui.label("handpay-amount", l.handpay() ? "Pay " + Money.credits(l.amount()) + " credits = "
                        + Money.currency(l.amount(), s.creditValueCents(), s.currency()) : "", "attendant-title"));
        if (l.handpay()) {
            box.getChildren().add(Ui.button("handpay-paid", "HANDPAY PAID",
                    () -> controller.attendantRequest(new AttendantRequest.HandpayPaid())));
        } else if (l.kind() == Lockup.Kind.TILT) {
            box.getChildren().add(Ui.button("tilt-clear", "CLEAR TILT",
                    () -> controller.attendantRequest(new AttendantRequest.ClearTilt(l.code()))));
        }
        return box;
    }

    private Node config(List<ConfigItem> items) {
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(6);
        grid.setId("config");
        int row = 0;
        for (ConfigItem item : items) {
            grid.add(Ui.label(item.key(), "table-line"), 0, row);
            if (item.editable()) {
                TextField f = new TextField(item.value());
                f.setId("config-" + item.key());
                f.setPrefColumnCount(14);
                grid.add(f, 1, row);
                grid.add(Ui.button("config-set-" + item.key(), "SET", () -> controller.setConfig(item.key(), f.getText())), 2, row);
            } else {
                grid.add(Ui.label(item.value(), "table-line"), 1, row);
            }
            grid.add(Ui.label(item.description(), "note"), 3, row);
            row++;
        }
        return new ScrollPane(grid);
    }

    private Node ramClear() {
        int stage = model.ramClearStage().get();
        String text = switch (stage) {
            case 0 -> "RAM clear erases every meter, the journal and the logs, and starts a new store. It is logged.";
            case 1 -> "ARE YOU SURE? Every meter, the journal and the logs will be erased.";
            default -> "LAST CHANCE: press CONFIRM again to clear all critical memory now.";
        };
        Label l = Ui.label("ram-clear-text", text, stage == 0 ? "note" : "error");
        l.setWrapText(true);
        l.setMaxWidth(800);
        return new VBox(16, l, new HBox(12,
                Ui.button("ram-clear-confirm", stage == 0 ? "RAM CLEAR" : "CONFIRM (" + stage + "/2)",
                        () -> controller.confirmRamClear("RAM clear from the attendant menu")),
                Ui.button("ram-clear-cancel", "CANCEL", controller::cancelRamClear)));
    }

    private static Node lines(List<String> text) {
        VBox box = new VBox(6);
        for (String t : text) {
            box.getChildren().add(Ui.label(t, "table-line"));
        }
        return box;
    }
}
