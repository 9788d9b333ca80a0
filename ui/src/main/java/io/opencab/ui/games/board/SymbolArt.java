package io.opencab.ui.games.board;

import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * What the four games' symbol art shares (no downloaded art, docs/ui.md): each symbol is drawn with shapes in a
 * 100 x 100 box centred on (0, 0) and scaled to the cell; its shapes are lit by a white highlight up and left of
 * the centre; its words are bold, centred on x = 0.
 */
public final class SymbolArt {
    private SymbolArt() {
    }

    /** The drawn symbol ({@code drawn}, in its 100 x 100 box) scaled to {@code size} pixels, in a new node. */
    public static Node scaled(Group drawn, double size) {
        drawn.setScaleX(size / 100);
        drawn.setScaleY(size / 100);
        return new Group(drawn);
    }

    /**
     * The highlight: white at the light point (35%, 30% of the shape), {@code light} from {@code lightAt}, {@code dark}
     * at {@code radius} (fractions of the shape's box).
     */
    public static RadialGradient shine(Color light, Color dark, double radius, double lightAt) {
        return new RadialGradient(0, 0, 0.35, 0.3, radius, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.WHITE), new Stop(lightAt, light), new Stop(1, dark));
    }

    /** Bold words of {@code size} in {@code fill} (a web colour), centred on x = 0, baseline at {@code y}. */
    public static Text label(String s, double size, String fill, double y) {
        Text t = new Text(s);
        t.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, size));
        t.setFill(Color.web(fill));
        t.setX(-t.getLayoutBounds().getWidth() / 2);
        t.setY(y);
        return t;
    }
}
