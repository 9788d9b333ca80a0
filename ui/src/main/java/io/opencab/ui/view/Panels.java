package io.opencab.ui.view;

import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.control.LogTime;
import io.opencab.ui.control.Screen;
import io.opencab.ui.port.HistoryEntry;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.HelpSheet;
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
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The panels over the game screen: help and paytable, settings, autoplay, history. */
final class Panels extends StackPane {

    private final KioskController controller;
    private final KioskModel model;
    private final HelpView help;

    Panels(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
        this.help = new HelpView(controller);
        controller.player().helpLayout(help);
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
            // Every panel covers the whole screen (issue 39 item 4): nothing of the game or its deck behind it shows
            // round its edges, and its buttons keep their places from page to page.
            BorderPane box = new BorderPane(content);
            box.setBottom(closeRow(p));
            BorderPane.setMargin(box.getBottom(), new Insets(10, 0, 0, 0));
            box.getStyleClass().add("panel");
            box.setMinSize(KioskView.WIDTH, KioskView.HEIGHT);
            box.setMaxSize(KioskView.WIDTH, KioskView.HEIGHT);
            box.setId("panel-" + p.name().toLowerCase(java.util.Locale.ROOT));
            getChildren().add(box);
        }
    }

    /** CLOSE, and for help the page buttons: one row at the foot of the panel, the same on every page. */
    private Node closeRow(Screen.Panel p) {
        HBox row = new HBox(12);
        row.setAlignment(Pos.CENTER_RIGHT);
        row.setMinHeight(62);
        if (p == Screen.Panel.HELP) {
            javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
            HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
            row.getChildren().addAll(
                    Ui.button("help-prev", "< PAGE", () -> controller.player().turnHelpPage(-1)),
                    Ui.button("help-next", "PAGE >", () -> controller.player().turnHelpPage(1)), gap);
        }
        row.getChildren().add(Ui.button("panel-close", "CLOSE", () -> controller.press(Input.BACK, Input.Source.TOUCH)));
        return row;
    }

    private Node help() {
        List<HelpSheet> pages = controller.player().helpPages();
        if (pages.isEmpty()) {
            return new Label("No game selected");
        }
        int i = Math.min(model.helpPage().get(), pages.size() - 1);
        HelpSheet page = pages.get(i);
        KioskState s = model.state().get();
        Label title = Ui.label("help-title", page.title() + "  (" + (i + 1) + "/" + pages.size() + ")", "panel-title");
        title.setMinHeight(44);
        return new VBox(10, title, help.page(page, s));
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
        normal.setOnAction(e -> controller.settings().speed(Speed.NORMAL));
        quick.setOnAction(e -> controller.settings().speed(Speed.QUICK));
        Slider volume = new Slider(0, 100, model.volume().get());
        volume.setId("volume");
        volume.setPrefWidth(360);
        volume.valueProperty().addListener((o, a, b) -> controller.settings().volume(b.intValue()));
        CheckBox mute = check("mute", "Mute", model.muted().get(), controller.settings()::muted);
        CheckBox intro = check("intro", "Intro screen", model.introEnabled().get(), controller.settings()::intro);
        CheckBox space = check("space-to-spin", "Space bar to spin", model.spaceToSpin().get(), controller.settings()::spaceToSpin);
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
                    LogTime.of(h.at()), g == null ? h.gameId() : g.name(), s.money().credits(h.bet()),
                    s.money().credits(h.win()), s.money().credits(h.creditsAfter())), "table-line"));
        }
        if (s.history().isEmpty()) {
            rows.getChildren().add(Ui.label("No rounds yet", "panel-text"));
        }
        VBox box = new VBox(12, Ui.label("Recent game history", "panel-title"), rows);
        box.setPadding(new Insets(4));
        return box;
    }

}
