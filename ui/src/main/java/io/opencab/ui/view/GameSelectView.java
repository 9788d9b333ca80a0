package io.opencab.ui.view;

import io.opencab.engine.game.GameInfo;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.port.KioskState;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;

/** Game select (issue 10): the offered games with their names and art; touch one, or BET+/- and SPIN. */
final class GameSelectView extends BorderPane {
    private final KioskController controller;
    private final KioskModel model;
    private final HBox tiles = new HBox(26);
    private final Label credits = Ui.label("select-credits", "", "meter-sub");
    private final Label message = Ui.label("select-message", "", "message");
    private List<GameInfo> shown = List.of();

    GameSelectView(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
        setId("game-select-view");
        getStyleClass().add("kiosk-stage");
        Label title = Ui.label("CHOOSE YOUR GAME", "title");
        BorderPane.setAlignment(title, Pos.CENTER);
        BorderPane.setMargin(title, new Insets(30, 0, 0, 0));
        setTop(title);
        tiles.setAlignment(Pos.CENTER);
        setCenter(tiles);
        HBox bottom = new HBox(40, credits, message,
                Ui.button("select-cash-out", "CASH OUT", () -> controller.press(Input.CASH_OUT, Input.Source.TOUCH)));
        bottom.setAlignment(Pos.CENTER);
        bottom.setPadding(new Insets(0, 0, 30, 0));
        setBottom(bottom);
        model.state().addListener(x -> refresh());
        model.selection().addListener(x -> refresh());
        refresh();
    }

    private void refresh() {
        KioskState s = model.state().get();
        if (s == null) {
            return;
        }
        if (!s.games().equals(shown)) {
            shown = s.games();
            tiles.getChildren().clear();
            for (GameInfo g : s.games()) {
                StackPane tile = GameArt.tile(g.id(), g.name());
                tile.setId("tile-" + g.id());
                tile.setOnMouseClicked(e -> controller.selectGame(g.id()));
                tiles.getChildren().add(tile);
            }
        }
        for (int i = 0; i < tiles.getChildren().size(); i++) {
            boolean sel = i == model.selection().get();
            var t = tiles.getChildren().get(i);
            t.setEffect(new DropShadow(sel ? 40 : 20, sel ? Color.GOLD : Color.web("#000000", 0.8)));
            t.setScaleX(sel ? 1.05 : 1);
            t.setScaleY(sel ? 1.05 : 1);
        }
        credits.setText("CREDITS " + s.money().credits(s.credits()) + "  ("
                + s.money().currency(s.credits()) + ")");
        message.setText(s.message() != null ? s.message() : s.credits() == 0 ? "INSERT BILL" : "");
    }
}
