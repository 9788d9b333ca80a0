package io.opencab.ui.view;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.control.LogTime;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.Diagnostics;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.Meters;
import io.opencab.ui.port.RecallEntry;
import io.opencab.ui.port.SasStatus;
import io.opencab.ui.present.Presenter;
import java.util.List;
import javafx.beans.Observable;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The attendant menu and its pages (issue 10): meters, game recall, event log, bill log,
 * diagnostics, the SAS link (issue 27), handpay, period clear, configuration and RAM clear. Touch, or the deck: BET+/BET-
 * move, SPIN opens or acts, CASH OUT goes back (docs/ui.md).
 */
final class AttendantView extends BorderPane {

    private final KioskController controller;
    private final KioskModel model;
    private final VBox menu = new VBox(4);
    private final StackPane content = new StackPane();
    private final Label title = Ui.label("attendant-title", "", "attendant-title");
    private final Label status = Ui.label("attendant-status", "", "note");
    /** The cabinet's answer to the last request (a refused SET says why here; issue 24). */
    private final Label result = Ui.label("attendant-result", "", "attendant-result");
    private final MeterPages meterPages;
    private final LogPages logPages;
    private final TechPages techPages;
    private final SasPage sasPage;
    private final AftPage aftPage;

    AttendantView(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
        this.meterPages = new MeterPages(controller);
        this.logPages = new LogPages(model);
        this.techPages = new TechPages(controller);
        this.sasPage = new SasPage(controller);
        this.aftPage = new AftPage(controller);
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
        result.setWrapText(true);
        result.setMinHeight(Region.USE_PREF_SIZE);
        VBox.setVgrow(content, javafx.scene.layout.Priority.ALWAYS);
        setCenter(new VBox(4, result, content));
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
                model.error(), controller.attendant().service().result(), controller.attendant().service().form()}) {
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
            if (a == null || a.access() != s.access() || !java.util.Objects.equals(a.lockup(), s.lockup())
                    || !java.util.Objects.equals(a.message(), s.message())) {
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
        List<AttendantPage> pages = controller.attendant().attendantPages();
        AttendantPage page = model.attendantPage().get();
        menu.getChildren().clear();
        for (int i = 0; i < pages.size(); i++) {
            AttendantPage p = pages.get(i);
            Label item = Ui.label("menu-" + p.name().toLowerCase(java.util.Locale.ROOT), p.title(), "menu-item");
            boolean selected = page == null ? i == model.attendantIndex().get() : p == page;
            if (selected) {
                item.getStyleClass().add("menu-item-selected");
            }
            item.setOnMouseClicked(e -> controller.attendant().openAttendantPage(p));
            item.setMaxWidth(Double.MAX_VALUE);
            menu.getChildren().add(item);
        }
        Label logout = Ui.label("menu-logout", "Log out", "menu-item");
        if (page == null && model.attendantIndex().get() >= pages.size()) {
            logout.getStyleClass().add("menu-item-selected"); // the menu's last entry (issue 39: never skipped)
        }
        logout.setMaxWidth(Double.MAX_VALUE);
        logout.setOnMouseClicked(e -> controller.attendant().attendantRequest(new AttendantRequest.Logout()));
        menu.getChildren().add(logout);
        title.setText(page == null ? "ATTENDANT MENU" : page.title().toUpperCase(java.util.Locale.ROOT));
        // On diagnostics, a software check's own words are the table's headline: not said twice.
        // The cabinet's answer only where it was asked, while it is true (issue 39): ServiceControl binds it.
        String answer = controller.attendant().service().resultText();
        boolean shownBelow = page == AttendantPage.DIAGNOSTICS && answer.startsWith("software ");
        result.setText(shownBelow ? "" : answer);
        result.setVisible(!result.getText().isBlank());
        result.setManaged(result.isVisible());
        content.getChildren().setAll(page == null ? help() : page(page, s));
    }

    private Node help() {
        return Cells.lines(List.of("Choose a page: touch it, or BET+/BET- and SPIN on the deck (Log out is the last entry).",
                "CASH OUT goes back; turning the key off returns to the game.",
                "Recall: BET+/BET- choose the round, SPIN steps through it, MAX BET replays it animated."));
    }

    private io.opencab.ui.control.ServiceForm formShown;
    private Node formNode;

    private Node page(AttendantPage page, KioskState s) {
        io.opencab.ui.control.ServiceForm form = controller.attendant().service().form().get();
        if (form != null) {
            // One node per form: it follows its own entry, so a refresh keeps it (and its listeners) as it is.
            if (form != formShown) {
                formShown = form;
                formNode = ServiceFormView.of(controller, form, s);
            }
            return formNode;
        }
        formShown = null;
        formNode = null;
        Object data = model.attendantData().get();
        if (data == null && page != AttendantPage.HANDPAY && page != AttendantPage.RAM_CLEAR) {
            return Ui.label("Loading...", "note");
        }
        return switch (page) {
            case METERS -> meterPages.meters((Meters) data, s);
            case PERIOD_CLEAR -> meterPages.periodClear((Meters) data, s);
            case RECALL -> recall(s);
            case EVENTS -> logPages.events(cast(data));
            case BILLS -> logPages.bills(cast(data), s);
            case TICKETS -> logPages.tickets(cast(data), s);
            case DIAGNOSTICS -> techPages.diagnostics((Diagnostics) data);
            case HANDPAY -> handpay(s);
            case CONFIG -> techPages.config(cast(data), s);
            case SAS -> sasPage.page((SasStatus) data, s);
            case AFT -> aftPage.page((io.opencab.ui.port.AftState) data, s);
            case RAM_CLEAR -> techPages.ramClear(s);
        };
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T> cast(Object data) {
        return (List<T>) data;
    }

    private Node recall(KioskState s) {
        List<RecallEntry> entries = controller.attendant().recallEntries();
        if (entries.isEmpty()) {
            return Ui.label("recall-empty", "No rounds in the journal", "note");
        }
        int i = model.attendantIndex().get();
        RecallEntry e = entries.get(Math.min(i, entries.size() - 1));
        var g = s.game(e.outcome().gameId());
        Presenter p = model.recallPresenter().get();
        // The game and its time share a line, so the round's versions and step fit the page's 720 px (ScreenshotTest).
        VBox info = new VBox(4,
                Ui.label("recall-round", "Round " + e.roundId() + "  (" + (i + 1) + " of " + entries.size() + ", newest first)", "attendant-title"),
                Ui.label((g == null ? e.outcome().gameId() : g.name()) + ", " + LogTime.of(e.at()), "table-line"),
                Ui.label("recall-amounts", "Bet " + cash(e.outcome().bet(), s) + " (level " + e.outcome().betLevel()
                        + ")   Win " + cash(e.outcome().totalWin(), s) + (e.outcome().capped() ? " (capped)" : ""), "table-line"),
                Ui.label("Credits before " + cash(e.creditsBefore(), s), "table-line"),
                Ui.label("Credits after  " + (e.creditsAfter() < 0 ? "(handpay pending)" : cash(e.creditsAfter(), s)), "table-line"),
                Ui.label(e.state(), "table-line"),
                Ui.label("recall-versions", e.versions(), "note"),
                Ui.label("recall-step-no", "Step " + (model.recallStep().get() + 1) + " of "
                        + controller.attendant().recallSteps(), "table-line"),
                Ui.label("recall-caption", p == null ? "" : s.rules().grouping().inText(p.caption().get()), "note"),
                Ui.label("recall-win", p == null ? "" : "Win shown " + s.money().credits(p.win().get()), "table-line"));
        List<String> around = controller.attendant().recallAround(Math.min(i, entries.size() - 1));
        info.getChildren().add(Ui.label("Bills and cash-outs around this round:", "table-line"));
        info.getChildren().add(Ui.label("recall-around", around.isEmpty() ? "(none)" : String.join("\n", around), "note"));
        info.setPrefWidth(360);
        info.getChildren().forEach(n -> {
            ((Label) n).setWrapText(true);
            ((Label) n).setMinHeight(Region.USE_PREF_SIZE);
        });
        HBox buttons = new HBox(8,
                Ui.button("recall-prev-round", "< ROUND", () -> controller.attendant().selectRecall(i - 1)),
                Ui.button("recall-next-round", "ROUND >", () -> controller.attendant().selectRecall(i + 1)),
                Ui.button("recall-step-back", "< STEP", () -> controller.attendant().recallStep(-1)),
                Ui.button("recall-step", "STEP >", () -> controller.attendant().recallStep(1)),
                Ui.button("recall-play", "PLAY", controller.attendant()::recallPlay));
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

    /** Credits and their value: "80 (0.80 EUR)". */
    private static String cash(long credits, KioskState s) {
        return s.money().credits(credits) + " (" + s.money().currency(credits) + ")";
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

    private Node handpay(KioskState s) {
        Lockup l = s.lockup();
        if (l == null) {
            return Ui.label("handpay-none", "No handpay or tilt pending", "note");
        }
        // A tilt's detail can be long (a ticket in doubt says what to check): wrapped, never cut.
        javafx.scene.control.Label reason = Ui.label(s.money().inText(l.reason()), "table-line");
        reason.setWrapText(true);
        VBox box = new VBox(10, Ui.label("handpay-kind", l.kind() + "  " + (l.code() == null ? "" : l.code()), "attendant-title"),
                reason,
                Ui.label("handpay-amount", l.handpay() ? "Pay " + s.money().credits(l.amount()) + " credits = "
                        + s.money().currency(l.amount()) : "", "attendant-title"));
        // The same answers as the deck's SPIN (LockupChoice): a ticket in doubt is never just "cleared" (docs/tito.md).
        List<io.opencab.ui.control.LockupChoice> choices = controller.attendant().lockupChoices();
        int lit = controller.attendant().lockupChoice();
        for (int i = 0; i < choices.size(); i++) {
            var choice = choices.get(i);
            javafx.scene.control.Button b = Ui.button(choice.id(), choice.label(),
                    () -> controller.attendant().attendantRequest(choice.request()));
            if (i == lit && choices.size() > 1) {
                b.getStyleClass().add("choice-cursor"); // the one SPIN presses
            }
            box.getChildren().add(b);
        }
        if (!choices.isEmpty()) {
            // Which deck key does it (D2 of docs/cleanroom-aft-bonus-2026-11-28.md): a cabinet may have no touch screen.
            Label hint = Ui.label("handpay-deck-hint", io.opencab.ui.control.LockupChoice.deckHint(choices, lit), "note");
            hint.setWrapText(true);
            hint.setMinHeight(Region.USE_PREF_SIZE);
            box.getChildren().add(hint);
        }
        return box;
    }

}
