package io.opencab.ui.games.board;

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
}
