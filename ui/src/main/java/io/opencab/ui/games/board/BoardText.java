package io.opencab.ui.games.board;

import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/** The boards' lettering: heavy sans-serif, so it reads over any symbol or background. */
public final class BoardText {
    private BoardText() {
    }

    /** An empty text of {@code size} points in {@code colour} (a web colour). */
    public static Text bold(double size, String colour) {
        Text t = new Text();
        t.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, size));
        t.setFill(Color.web(colour));
        return t;
    }

    /** The game's name over its board, its baseline's left end at ({@code x}, {@code y}). */
    public static Text title(String name, String colour, double x, double y) {
        Text t = bold(30, colour);
        t.setId("board-title");
        t.setText(name);
        t.setLayoutX(x);
        t.setLayoutY(y);
        return t;
    }

    /** The heads-up display beside the cells: its lines one under the other, {@code gap} apart. */
    public static VBox hud(String id, double gap, double x, double y, Text... lines) {
        VBox hud = new VBox(gap, lines);
        hud.setLayoutX(x);
        hud.setLayoutY(y);
        hud.setId(id);
        return hud;
    }
}
