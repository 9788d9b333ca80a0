package io.opencab.ui.games.cooljewels;

import io.opencab.engine.games.cooljewels.CjSymbols;
import io.opencab.ui.games.board.SymbolArt;
import io.opencab.ui.games.board.SymbolSet;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.SVGPath;
import javafx.scene.shape.Shape;

/**
 * Cool Jewels' symbols drawn with JavaFX shapes and gradients (no downloaded art): eight jewels,
 * Premium 10x, Bonus and the four Wilds, each in a 100 x 100 box centred on (0, 0), scaled to the cell.
 */
public final class CjArt {
    /** The symbols, by id (CjSymbols); group highlight colours for the jewels and Premium 10x. */
    public static final SymbolSet SYMBOLS = new SymbolSet("Cool Jewels",
            List.of("Red Hexagon", "Green Octagon", "Green Pentagon", "Pink Teardrop", "Yellow Triangle",
                    "Blue Rhombus", "Orange Round", "Purple Rectangle", "Premium 10x", "Bonus", "Unstable Wild",
                    "Shattering Wild", "Shocking Wild", "Persisting Wild"),
            List.of(() -> jewel(regular(6, 38, 0), "#ff5252", "#7f0000"),
                    () -> jewel(regular(8, 38, Math.PI / 8), "#69f0ae", "#00512a"),
                    () -> jewel(regular(5, 40, -Math.PI / 2), "#c6ff00", "#3b5200"),
                    () -> jewel(teardrop(), "#ff80ab", "#880e4f"),
                    () -> jewel(regular(3, 44, -Math.PI / 2), "#ffff8d", "#8d7b00"),
                    () -> jewel(new Polygon(0, -42, 30, 0, 0, 42, -30, 0), "#82b1ff", "#0d2a7a"),
                    () -> jewel(new Circle(0, 0, 36), "#ffab40", "#7a3300"),
                    () -> jewel(rect(), "#ea80fc", "#4a0072"), CjArt::premium, CjArt::bonus,
                    () -> wild("#7c4dff", "#1a0066", unstableMark()), () -> wild("#40c4ff", "#002f6c", shatterMark()),
                    () -> wild("#ffee58", "#6d5a00", shockMark()), CjArt::persisting),
            "#ff8a80", "#b9f6ca", "#eeff41", "#ff80ab", "#ffff8d", "#82b1ff", "#ffd180", "#ea80fc", "#ffd700");

    private CjArt() {
    }

    private static Polygon regular(int n, double r, double start) {
        Polygon p = new Polygon();
        for (int i = 0; i < n; i++) {
            double a = start + 2 * Math.PI * i / n;
            p.getPoints().addAll(r * Math.cos(a), r * Math.sin(a) + (n == 3 ? 8 : 0));
        }
        return p;
    }

    private static Shape teardrop() {
        SVGPath p = new SVGPath();
        p.setContent("M 0 -44 C 14 -20 34 2 34 16 C 34 36 -34 36 -34 16 C -34 2 -14 -20 0 -44 Z");
        return p;
    }

    private static Shape rect() {
        Rectangle r = new Rectangle(-26, -38, 52, 76);
        r.setArcWidth(12);
        r.setArcHeight(12);
        return r;
    }

    /** This game's highlight (SymbolArt.shine). */
    private static Paint shine(String light, String dark) {
        return SymbolArt.shine(Color.web(light), Color.web(dark), 0.85, 0.22);
    }

    private static Group jewel(Shape s, String light, String dark) {
        s.setFill(shine(light, dark));
        s.setStroke(Color.web(dark).darker());
        s.setStrokeWidth(2.5);
        Polygon glint = new Polygon(-14, -18, -4, -22, -10, -8);
        glint.setFill(Color.web("#ffffff", 0.7));
        return new Group(s, glint);
    }

    private static Group premium() {
        Polygon gem = regular(8, 42, Math.PI / 8);
        gem.setFill(new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#fff8e1")), new Stop(0.4, Color.web("#ffd54f")), new Stop(1, Color.web("#8d6e00"))));
        gem.setStroke(Color.web("#5d4300"));
        gem.setStrokeWidth(3);
        return new Group(gem, SymbolArt.label("10x", 34, "#4e2a00", 12));
    }

    private static Group bonus() {
        Polygon star = new Polygon();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? 46 : 20;
            double a = Math.PI / 5 * i - Math.PI / 2;
            star.getPoints().addAll(r * Math.cos(a), r * Math.sin(a));
        }
        star.setFill(shine("#ff4081", "#6a0036"));
        star.setStroke(Color.web("#ffffff", 0.8));
        star.setStrokeWidth(2);
        return new Group(star, SymbolArt.label("BONUS", 15, "#ffffff", 6));
    }

    private static Group wild(String light, String dark, Group mark) {
        Circle orb = new Circle(0, 0, 44, shine(light, dark));
        orb.setStroke(Color.web("#ffffff", 0.9));
        orb.setStrokeWidth(2.5);
        return new Group(orb, mark, SymbolArt.label("WILD", 16, "#ffffff", 40));
    }

    private static Group unstableMark() {
        Group g = new Group();
        for (int i = 0; i < 8; i++) {
            double a = Math.PI / 4 * i;
            Line l = new Line(10 * Math.cos(a), 10 * Math.sin(a), 30 * Math.cos(a), 30 * Math.sin(a));
            l.setStroke(Color.WHITE);
            l.setStrokeWidth(5);
            g.getChildren().add(l);
        }
        g.getChildren().add(new Circle(0, 0, 9, Color.WHITE));
        return g;
    }

    private static Group shatterMark() {
        Line h = new Line(-32, 0, 32, 0);
        Line v = new Line(0, -32, 0, 32);
        for (Line l : List.of(h, v)) {
            l.setStroke(Color.WHITE);
            l.setStrokeWidth(7);
        }
        return new Group(h, v);
    }

    private static Group shockMark() {
        Polyline bolt1 = new Polyline(-26, -26, -6, -10, -12, -2, 26, 26);
        Polyline bolt2 = new Polyline(26, -26, 8, -8, 14, 0, -26, 26);
        for (Polyline b : List.of(bolt1, bolt2)) {
            b.setStroke(Color.web("#3e2723"));
            b.setStrokeWidth(6);
        }
        return new Group(bolt1, bolt2);
    }

    private static Group persisting() {
        Circle ring = new Circle(0, 0, 46, Color.TRANSPARENT);
        ring.setStroke(Color.GOLD);
        ring.setStrokeWidth(5);
        Circle orb = new Circle(0, 0, 38, shine("#b388ff", "#311b92"));
        return new Group(orb, ring, unstableMark(), SymbolArt.label("PERSIST", 13, "#ffd740", 40));
    }

}
