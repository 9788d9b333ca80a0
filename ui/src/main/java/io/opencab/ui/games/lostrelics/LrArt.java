package io.opencab.ui.games.lostrelics;

import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.ui.games.board.SymbolArt;
import io.opencab.ui.games.board.SymbolSet;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Ellipse;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.SVGPath;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Text;

/**
 * Lost Relics' symbols drawn with JavaFX shapes and gradients (no downloaded art): four gem suits,
 * dagger, helmet, bracelet, snake, the Wild and the Scatter statuette, each in a 100 x 100 box
 * centred on (0, 0) and scaled to the cell; and the Hidden Chest.
 */
public final class LrArt {
    /** The symbols, by id (LrSymbols). */
    public static final SymbolSet SYMBOLS = new SymbolSet("Lost Relics",
            List.of("Heart", "Spade", "Diamond", "Club", "Dagger", "Helmet", "Bracelet", "Snake", "Wild", "Scatter"),
            List.of(() -> gem("M 0 36 C -50 0 -40 -40 0 -18 C 40 -40 50 0 0 36 Z", "#ff4d6d", "#7a0019"),
                    () -> gem("M 0 -40 C 40 -4 44 24 8 20 L 14 38 L -14 38 L -8 20 C -44 24 -40 -4 0 -40 Z",
                            "#6ea8ff", "#0a2a6e"),
                    () -> gem("M 0 -42 L 32 0 L 0 42 L -32 0 Z", "#ffe066", "#8a6a00"), LrArt::club, LrArt::dagger,
                    LrArt::helmet, LrArt::bracelet, LrArt::snake, LrArt::wild, LrArt::statuette),
            "#ff6b81", "#8cb8ff", "#ffe680", "#7dffa0", "#e0e0e0", "#ffb74d", "#ffd54f", "#76ff03");

    private LrArt() {
    }

    /** This game's highlight (SymbolArt.shine). */
    private static RadialGradient shine(String light, String dark) {
        return SymbolArt.shine(Color.web(light), Color.web(dark), 0.8, 0.2);
    }

    private static Group gem(String outline, String light, String dark) {
        SVGPath p = new SVGPath();
        p.setContent(outline);
        p.setFill(shine(light, dark));
        p.setStroke(Color.web(dark).darker());
        p.setStrokeWidth(2.5);
        Polygon facet = new Polygon(-8, -14, 8, -14, 0, -2);
        facet.setFill(Color.web("#ffffff", 0.55));
        return new Group(p, facet);
    }

    private static Group club() {
        Group g = new Group();
        for (double[] c : new double[][] {{0, -18}, {-18, 6}, {18, 6}}) {
            Circle leaf = new Circle(c[0], c[1], 17, shine("#5be37d", "#0b5a22"));
            leaf.setStroke(Color.web("#063d15"));
            leaf.setStrokeWidth(2);
            g.getChildren().add(leaf);
        }
        Polygon stem = new Polygon(0, 4, 12, 40, -12, 40);
        stem.setFill(Color.web("#0b5a22"));
        g.getChildren().add(0, stem);
        return g;
    }

    private static Group dagger() {
        Polygon blade = new Polygon(0, -46, 9, -30, 7, 14, -7, 14, -9, -30);
        blade.setFill(gradient(1, 0, "#8a9aa8", "#ffffff", "#6a7a88"));
        blade.setStroke(Color.web("#3a4550"));
        Rectangle guard = new Rectangle(-24, 14, 48, 8);
        guard.setArcWidth(6);
        guard.setArcHeight(6);
        guard.setFill(gold());
        Rectangle grip = new Rectangle(-5, 22, 10, 18);
        grip.setFill(Color.web("#5a2e0e"));
        Circle pommel = new Circle(0, 44, 7, shine("#ff5252", "#7a0000"));
        return new Group(blade, guard, grip, pommel);
    }

    private static Group helmet() {
        SVGPath dome = outlined("M -36 20 C -36 -30 36 -30 36 20 L 36 36 L 14 36 L 14 6 L -14 6 L -14 36 L -36 36 Z",
                gradient(1, 1, "#ffd27a", "#c9821a", "#6a3a00"), "#4a2800");
        Polygon crest = new Polygon(-6, -30, 6, -30, 4, -46, -4, -46);
        crest.setFill(Color.web("#c62828"));
        return new Group(crest, dome);
    }

    private static Group bracelet() {
        Ellipse ring = new Ellipse(0, 4, 36, 26);
        ring.setFill(Color.TRANSPARENT);
        ring.setStroke(gold());
        ring.setStrokeWidth(12);
        Circle stone = new Circle(0, -22, 10, shine("#40c4ff", "#01579b"));
        stone.setStroke(Color.web("#8a6a00"));
        stone.setStrokeWidth(3);
        return new Group(ring, stone);
    }

    private static Group snake() {
        SVGPath body = new SVGPath();
        body.setContent("M -30 38 C -50 10 30 20 10 -4 C -10 -26 30 -30 26 -40");
        body.setFill(null);
        body.setStroke(gradient(1, 1, "#76ff03", "#1b5e20"));
        body.setStrokeWidth(14);
        body.setStrokeLineCap(StrokeLineCap.ROUND);
        Ellipse head = new Ellipse(28, -40, 12, 8);
        head.setFill(Color.web("#33691e"));
        Circle eye = new Circle(32, -42, 2.5, Color.web("#ffeb3b"));
        return new Group(body, head, eye);
    }

    private static Group wild() {
        Circle disc = new Circle(0, 0, 44, shine("#ffca28", "#7a4a00"));
        disc.setStroke(Color.web("#3a2200"));
        disc.setStrokeWidth(3);
        Polygon sun = new Polygon();
        for (int i = 0; i < 16; i++) {
            double r = i % 2 == 0 ? 34 : 22;
            double a = Math.PI / 8 * i;
            sun.getPoints().addAll(r * Math.cos(a), r * Math.sin(a));
        }
        sun.setFill(Color.web("#ffe082", 0.6));
        Text t = text("WILD", 24, "#4a1a00");
        return new Group(disc, sun, t);
    }

    private static Group statuette() {
        Rectangle base = new Rectangle(-26, 30, 52, 12);
        base.setFill(Color.web("#4e342e"));
        SVGPath idol = outlined("M -14 30 L -18 -6 C -30 -10 -26 -30 -12 -26 C -12 -46 12 -46 12 -26 C 26 -30 30 -10 18 -6 L 14 30 Z",
                gradient(1, 0, "#00695c", "#64ffda", "#004d40"), "#00251a");
        Circle eyeL = new Circle(-5, -30, 3, Color.web("#ffd600"));
        Circle eyeR = new Circle(5, -30, 3, Color.web("#ffd600"));
        Text t = text("SCATTER", 13, "#ffffff");
        t.setY(46);
        return new Group(base, idol, eyeL, eyeR, t);
    }

    /** The Hidden Chest, {@code w} x {@code h} pixels, top-left at (0, 0). */
    static Group chest(double w, double h) {
        Rectangle box = new Rectangle(4, h * 0.35, w - 8, h * 0.6);
        box.setArcWidth(10);
        box.setArcHeight(10);
        box.setFill(gradient(0, 1, "#8d5524", "#3e2310"));
        box.setStroke(Color.web("#ffd54f"));
        box.setStrokeWidth(4);
        Rectangle lid = new Rectangle(0, h * 0.12, w, h * 0.26);
        lid.setArcWidth(30);
        lid.setArcHeight(30);
        lid.setFill(gradient(0, 1, "#b0743a", "#6d3f17"));
        lid.setStroke(Color.web("#ffd54f"));
        lid.setStrokeWidth(4);
        Rectangle lock = new Rectangle(w / 2 - 10, h * 0.3, 20, 24);
        lock.setFill(gold());
        Group coins = new Group();
        for (int i = 0; i < 7; i++) {
            coins.getChildren().add(new Circle(w * (0.2 + 0.1 * i), h * 0.12, 8, shine("#fff59d", "#c79100")));
        }
        return new Group(coins, box, lid, lock);
    }

    private static LinearGradient gold() {
        return gradient(1, 0, "#8a6d1a", "#ffe58a", "#8a6d1a");
    }

    /** Words centred on the symbol, baseline a third of their size below its middle. */
    private static Text text(String s, double size, String fill) {
        return SymbolArt.label(s, size, fill, size * 0.35);
    }

    /** A path filled with {@code fill}, outlined 2 wide in {@code stroke} (a web colour). */
    private static SVGPath outlined(String path, Paint fill, String stroke) {
        SVGPath p = new SVGPath();
        p.setContent(path);
        p.setFill(fill);
        p.setStroke(Color.web(stroke));
        p.setStrokeWidth(2);
        return p;
    }

    /** A gradient from (0, 0) to ({@code endX}, {@code endY}) of the shape through {@code colours}, evenly spaced. */
    private static LinearGradient gradient(double endX, double endY, String... colours) {
        Stop[] stops = new Stop[colours.length];
        for (int i = 0; i < colours.length; i++) {
            stops[i] = new Stop((double) i / (colours.length - 1), Color.web(colours[i]));
        }
        return new LinearGradient(0, 0, endX, endY, true, CycleMethod.NO_CYCLE, stops);
    }
}
