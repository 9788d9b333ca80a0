package io.opencab.ui.view;

import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.control.LogTime;
import io.opencab.ui.control.Money;
import io.opencab.ui.control.Screen;
import io.opencab.ui.port.HistoryEntry;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.Speed;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The panels over the game screen: help and paytable, settings, autoplay, history. */
final class Panels extends StackPane {

    private final KioskController controller;
    private final KioskModel model;
    /** The help page's picture that goes in the row of its page buttons, if any (set by {@link #help()}). */
    private Node navPicture;

    Panels(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
        setPickOnBounds(false);
        model.panel().addListener(x -> rebuild());
        model.helpPage().addListener(x -> rebuild());
        model.state().addListener((o, a, b) -> {
            if (model.panel().get() == Screen.Panel.HISTORY && (a == null || !a.history().equals(b.history()))) {
                rebuild();
            }
        });
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        Screen.Panel p = model.panel().get();
        // Visibility is bound by KioskView (game screen and an open panel).
        Node content = switch (p) {
            case NONE -> null;
            case HELP -> help();
            case SETTINGS -> settings();
            case AUTOPLAY -> AutoplayPanel.of(controller, controller.player().autoplayForm(), model.state().get());
            case HISTORY -> history();
        };
        if (content != null) {
            VBox box = new VBox(14, content, closeRow(p));
            box.getStyleClass().add("panel");
            box.setMaxSize(1080, 620);
            box.setId("panel-" + p.name().toLowerCase(java.util.Locale.ROOT));
            getChildren().add(box);
        }
    }

    /** CLOSE, and for help the page buttons beside it: one row, so a page's text has the panel's height. */
    private Node closeRow(Screen.Panel p) {
        HBox row = new HBox(12);
        row.setAlignment(Pos.CENTER_RIGHT);
        if (p == Screen.Panel.HELP) {
            javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
            HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
            row.getChildren().addAll(
                    Ui.button("help-prev", "< PAGE", () -> controller.player().turnHelpPage(-1)),
                    Ui.button("help-next", "PAGE >", () -> controller.player().turnHelpPage(1)));
            if (navPicture != null) {
                HBox.setMargin(navPicture, new javafx.geometry.Insets(0, 0, 0, 40));
                row.getChildren().add(navPicture);
            }
            row.getChildren().add(gap);
        }
        row.getChildren().add(Ui.button("panel-close", "CLOSE", () -> controller.press(Input.BACK, Input.Source.TOUCH)));
        return row;
    }

    private Node help() {
        List<HelpPage> pages = controller.player().helpPages();
        if (pages.isEmpty()) {
            return new Label("No game selected");
        }
        int i = Math.min(model.helpPage().get(), pages.size() - 1);
        HelpPage page = pages.get(i);
        KioskState s = model.state().get();
        GameRenderer r = controller.renderer(s.gameId());
        VBox box = new VBox(10);
        box.getChildren().add(Ui.label("help-title", page.title() + "  (" + (i + 1) + "/" + pages.size() + ")", "panel-title"));
        // A game's picture for this page (the tree's grid): beside the text, or, on a paytable page
        // (whose table needs the full width), in the row of the page buttons; on the first part only.
        java.util.Optional<Node> picture = controller.player().helpPart(i) == 0
                ? r.helpPicture(controller.player().helpOrigin(i)) : java.util.Optional.empty();
        boolean besideText = picture.isPresent() && page.paytable().isEmpty();
        double textWidth = besideText ? 850 : 1020;
        VBox text = new VBox(10);
        for (String para : page.paragraphs()) {
            text.getChildren().add(Ui.wrapped(para, "panel-text", textWidth));
        }
        if (!page.paytable().isEmpty()) {
            text.getChildren().add(Ui.wrapped(PayText.atBet(s), "panel-text", 1020));
            text.getChildren().add(paytable(page, s, r));
        }
        if (besideText) {
            HBox withPicture = new HBox(16, text, picture.get());
            withPicture.setId("help-with-picture");
            box.getChildren().add(withPicture);
        } else {
            box.getChildren().add(text);
        }
        navPicture = picture.isPresent() && !besideText ? picture.get() : null;
        return box;
    }

    /** Each symbol's pays at the player's current bet, in credits over currency (issue 24). */
    private static Node paytable(HelpPage page, KioskState s, GameRenderer r) {
        GridPane grid = new GridPane();
        grid.setHgap(22);
        grid.setVgap(0);
        grid.setId("paytable");
        int row = 0;
        for (HelpPage.PayRow pr : page.paytable()) {
            StackPane icon = new StackPane(r.symbol(pr.symbol(), 34));
            icon.setPrefSize(38, 38);
            grid.add(icon, 0, row);
            Label name = Ui.label(pr.name(), "panel-text");
            name.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            grid.add(name, 1, row);
            int col = 2;
            for (HelpPage.SizePay sp : pr.pays()) {
                Label l = Ui.label(PayText.cell(sp, s), "pay-cell");
                l.setId("pay-" + pr.symbol() + "-" + sp.fromSize());
                l.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
                l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
                grid.add(l, col++, row);
            }
            row++;
        }
        return grid;
    }

    private Node settings() {
        KioskState s = model.state().get();
        ToggleGroup speed = new ToggleGroup();
        RadioButton normal = new RadioButton("Normal speed");
        RadioButton quick = new RadioButton("Quick spin");
        normal.setToggleGroup(speed);
        quick.setToggleGroup(speed);
        quick.setId("quick-spin");
        normal.setId("normal-speed");
        quick.setDisable(!s.rules().quickSpinAllowed());
        (model.speed().get() == Speed.QUICK ? quick : normal).setSelected(true);
        normal.setOnAction(e -> controller.setSpeed(Speed.NORMAL));
        quick.setOnAction(e -> controller.setSpeed(Speed.QUICK));
        Slider volume = new Slider(0, 100, model.volume().get());
        volume.setId("volume");
        volume.setPrefWidth(360);
        volume.valueProperty().addListener((o, a, b) -> controller.setVolume(b.intValue()));
        CheckBox mute = check("mute", "Mute", model.muted().get(), controller::setMuted);
        CheckBox intro = check("intro", "Intro screen", model.introEnabled().get(), controller::setIntroEnabled);
        CheckBox space = check("space-to-spin", "Space bar to spin", model.spaceToSpin().get(), controller::setSpaceToSpin);
        VBox box = new VBox(14, Ui.label("Game settings", "panel-title"),
                new HBox(20, normal, quick), new HBox(12, Ui.label("Volume", "panel-text"), volume, mute),
                intro, space,
                Ui.button("open-history", "GAME HISTORY", () -> controller.press(Input.HISTORY, Input.Source.TOUCH)));
        return box;
    }

    private static CheckBox check(String id, String text, boolean value, java.util.function.Consumer<Boolean> set) {
        CheckBox c = new CheckBox(text);
        c.setId(id);
        c.setSelected(value);
        c.setOnAction(e -> set.accept(c.isSelected()));
        return c;
    }

    private Node history() {
        KioskState s = model.state().get();
        VBox rows = new VBox(4);
        rows.setId("history-rows");
        rows.getChildren().add(Ui.label(String.format("%-8s %-20s %-16s %10s %10s %12s", "Round", "Time", "Game", "Bet", "Win",
                "Credits"), "table-line"));
        for (HistoryEntry h : s.history()) {
            var g = s.game(h.gameId());
            rows.getChildren().add(Ui.label(String.format("%-8d %-20s %-16s %10s %10s %12s", h.roundId(),
                    LogTime.of(h.at()), g == null ? h.gameId() : g.name(), Money.credits(h.bet()),
                    Money.credits(h.win()), Money.credits(h.creditsAfter())), "table-line"));
        }
        if (s.history().isEmpty()) {
            rows.getChildren().add(Ui.label("No rounds yet", "panel-text"));
        }
        VBox box = new VBox(12, Ui.label("Recent game history", "panel-title"), rows);
        box.setPadding(new Insets(4));
        return box;
    }

}
