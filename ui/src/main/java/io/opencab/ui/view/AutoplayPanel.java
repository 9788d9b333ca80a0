package io.opencab.ui.view;

import io.opencab.ui.control.AutoplayForm;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.KioskState;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The autoplay panel (issue 39): rounds picked from a row of buttons, stop limits in credits with their value in
 * currency, stepped by one bet or typed on the on-screen keypad; no keyboard and no fixed place to click. The
 * deck runs it: BET+/BET- fewer or more rounds, MAX BET the most, SPIN starts, CASH OUT closes (PC keys: A opens,
 * Up/Down, M, S, C).
 */
final class AutoplayPanel {
    private static final List<String> NAMES = List.of("If a single win reaches", "If credits rise by",
            "If credits fall by", "Loss limit");

    private AutoplayPanel() {
    }

    static Node of(KioskController controller, AutoplayForm form, KioskState s) {
        HBox rounds = new HBox(10);
        for (int i = 0; i < form.roundChoices().size(); i++) {
            int k = i;
            int n = form.roundChoices().get(i);
            Button b = Ui.button("auto-rounds-" + n, Integer.toString(n), () -> form.roundsIndex().set(k));
            rounds.getChildren().add(b);
        }
        Runnable paintRounds = () -> {
            for (int i = 0; i < rounds.getChildren().size(); i++) {
                rounds.getChildren().get(i).getStyleClass().remove("choice-on");
                if (i == form.roundsIndex().get()) {
                    rounds.getChildren().get(i).getStyleClass().add("choice-on");
                }
            }
        };
        form.roundsIndex().addListener((o, a, b) -> paintRounds.run());
        paintRounds.run();
        CheckBox anyWin = new CheckBox("On any win");
        anyWin.setId("auto-any-win");
        anyWin.selectedProperty().bindBidirectional(form.anyWin());
        CheckBox feature = new CheckBox("If Free Spins are won");
        feature.setId("auto-feature");
        feature.selectedProperty().bindBidirectional(form.feature());
        GridPane limits = new GridPane();
        limits.setHgap(12);
        limits.setVgap(8);
        for (int i = 0; i < AutoplayForm.LIMITS.size(); i++) {
            limitRow(limits, i, form, s);
        }
        Label problem = Ui.label("auto-problem", "", "error");
        // A refused start says why here, on the panel (a binding: nothing stays attached once the panel is gone).
        problem.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> controller.model().note().get()
                .startsWith("Autoplay: ") ? controller.model().note().get() : "", controller.model().note()));
        String loss = s.rules().lossLimitRequired() ? " A loss limit is required here." : "";
        VBox left = new VBox(12, Ui.label("Autoplay", "panel-title"),
                Ui.label("Rounds (BET+/BET- on the deck, MAX BET the most)", "panel-text"), rounds,
                Ui.label("Stop autoplay", "panel-text"), anyWin, feature, limits,
                Ui.wrapped("Limits are in credits; 0 means no limit. Touch a limit, then the keypad, or step it by one"
                        + " bet (" + s.money().credits(form.step()) + " credits) with - and +." + loss, "panel-text", 620),
                problem,
                Ui.button("auto-start", "START AUTOPLAY (SPIN)", () -> controller.player().startAutoplay(form.settings())));
        Node pad = Keypad.digits("auto-key", form::key, null);
        VBox right = new VBox(10, Ui.label("auto-keypad-for", "", "panel-text"), pad);
        Label forLabel = (Label) right.getChildren().getFirst();
        Runnable target = () -> forLabel.setText("Keypad: " + NAMES.get(form.selected().get()));
        form.selected().addListener((o, a, b) -> target.run());
        target.run();
        HBox box = new HBox(40, left, right);
        box.setId("autoplay-form");
        return box;
    }

    private static void limitRow(GridPane grid, int i, AutoplayForm form, KioskState s) {
        String id = "auto-" + AutoplayForm.LIMITS.get(i);
        Label name = Ui.label(NAMES.get(i), "panel-text");
        Label value = Ui.label(id, "", "auto-limit");
        value.setMinWidth(300);
        Runnable paint = () -> {
            long v = form.limit(i).get();
            value.setText(v == 0 ? "no limit" : s.money().credits(v) + " credits ("
                    + s.money().currency(v) + ")");
            value.getStyleClass().remove("auto-limit-selected");
            if (form.selected().get() == i) {
                value.getStyleClass().add("auto-limit-selected");
            }
        };
        form.limit(i).addListener((o, a, b) -> paint.run());
        form.selected().addListener((o, a, b) -> paint.run());
        paint.run();
        value.setOnMouseClicked(e -> form.selected().set(i));
        name.setOnMouseClicked(e -> form.selected().set(i));
        String bet = s.money().credits(form.step());
        HBox steps = new HBox(6, Cells.small(Ui.button(id + "-minus", "- " + bet, () -> form.stepLimit(i, -1))),
                Cells.small(Ui.button(id + "-plus", "+ " + bet, () -> form.stepLimit(i, 1))));
        steps.setAlignment(Pos.CENTER_LEFT);
        grid.addRow(i, name, value, steps);
    }
}
