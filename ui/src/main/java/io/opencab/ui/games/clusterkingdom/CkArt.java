package io.opencab.ui.games.clusterkingdom;

import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.ui.games.board.SymbolArt;
import io.opencab.ui.games.board.SymbolSet;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Ellipse;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * Cluster Kingdom's symbols drawn with JavaFX shapes and gradients (no downloaded art): wheat,
 * tree, windmill, house, castle, the Jester Wild, the Knight Multiplier Wild (with its value), and
 * the King, Queen and Princess, each in a 100 x 100 box centred on (0, 0), scaled to the cell.
 */
public final class CkArt {
    /** The symbols, by id (CkSymbols); the Multiplier Wild without a value. */
    public static final SymbolSet SYMBOLS = new SymbolSet("Cluster Kingdom",
            List.of("Wheat", "Tree", "Windmill", "House", "Castle", "Wild", "Multiplier Wild", "King", "Queen",
                    "Princess"),
            List.of(CkArt::wheat, CkArt::tree, CkArt::windmill, CkArt::house, CkArt::castle, CkArt::jester,
                    () -> knight(0), () -> royal("#ffd54f", "#8a5a00", "KING", 3),
                    () -> royal("#f48fb1", "#880e4f", "QUEEN", 5), () -> royal("#b39ddb", "#4527a0", "PRINCESS", 3)),
            "#ffe082", "#a5d6a7", "#90caf9", "#ffab91", "#e1bee7");

    private CkArt() {
    }

    /** A new node for {@code symbol} showing {@code multiplier} on a Multiplier Wild. */
    public static Node symbol(int symbol, int multiplier, double size) {
        return symbol == CkSymbols.MULTIPLIER_WILD ? SymbolArt.scaled(knight(multiplier), size)
                : SYMBOLS.symbol(symbol, size);
    }

    /** This game's highlight (SymbolArt.shine). */
    private static Paint shine(String light, String dark) {
        return SymbolArt.shine(Color.web(light), Color.web(dark), 0.85, 0.2);
    }

    private static Paint vertical(String top, String bottom) {
        return new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE, new Stop(0, Color.web(top)),
                new Stop(1, Color.web(bottom)));
    }

    private static Group wheat() {
        Group g = new Group();
        for (int s = -1; s <= 1; s++) {
            Line stem = new Line(s * 12, 40, s * 6, -30);
            stem.setStroke(Color.web("#c49a2c"));
            stem.setStrokeWidth(4);
            g.getChildren().add(stem);
            for (int k = 0; k < 4; k++) {
                Ellipse grain = new Ellipse(s * 6 + s * k * 1.5, -30 + k * 12, 6, 10);
                grain.setFill(shine("#ffe082", "#a07800"));
                g.getChildren().add(grain);
            }
        }
        return g;
    }

    private static Group tree() {
        Rectangle trunk = new Rectangle(-7, 10, 14, 32);
        trunk.setFill(Color.web("#6d4c41"));
        Circle crown = new Circle(0, -10, 32, shine("#81c784", "#1b5e20"));
        crown.setStroke(Color.web("#0d3b12"));
        crown.setStrokeWidth(2);
        return new Group(trunk, crown);
    }

    private static Group windmill() {
        Polygon body = new Polygon(-16, 42, 16, 42, 10, -14, -10, -14);
        body.setFill(vertical("#eeeeee", "#9e9e9e"));
        body.setStroke(Color.web("#616161"));
        Group blades = new Group();
        for (int i = 0; i < 4; i++) {
            Rectangle b = new Rectangle(-5, -44, 10, 34);
            b.setFill(Color.web("#5d8ccf"));
            b.setStroke(Color.web("#1a3d7a"));
            b.getTransforms().add(new javafx.scene.transform.Rotate(45 + 90 * i, 0, -14));
            blades.getChildren().add(b);
        }
        return new Group(body, blades, new Circle(0, -14, 5, Color.web("#424242")));
    }

    private static Group house() {
        Rectangle wall = new Rectangle(-30, -4, 60, 44);
        wall.setFill(vertical("#ffe0b2", "#d7a86e"));
        wall.setStroke(Color.web("#6d4c41"));
        Polygon roof = new Polygon(-38, -2, 0, -38, 38, -2);
        roof.setFill(vertical("#e57373", "#8e2424"));
        Rectangle door = new Rectangle(-8, 16, 16, 24);
        door.setFill(Color.web("#5d4037"));
        Rectangle window = new Rectangle(12, 6, 12, 12);
        window.setFill(Color.web("#81d4fa"));
        return new Group(wall, roof, door, window);
    }

    private static Group castle() {
        Group g = new Group();
        Rectangle keep = new Rectangle(-22, -18, 44, 58);
        keep.setFill(vertical("#cfd8dc", "#78909c"));
        keep.setStroke(Color.web("#37474f"));
        g.getChildren().add(keep);
        for (int side = -1; side <= 1; side += 2) {
            Rectangle tower = new Rectangle(side * 30 - 10, -32, 20, 72);
            tower.setFill(vertical("#eceff1", "#90a4ae"));
            tower.setStroke(Color.web("#37474f"));
            Polygon cone = new Polygon(side * 30 - 12, -32, side * 30 + 12, -32, side * 30, -48);
            cone.setFill(Color.web("#7b1fa2"));
            g.getChildren().addAll(tower, cone);
        }
        Rectangle gate = new Rectangle(-8, 18, 16, 22);
        gate.setArcWidth(16);
        gate.setArcHeight(16);
        gate.setFill(Color.web("#3e2723"));
        g.getChildren().add(gate);
        return g;
    }

    private static Group jester() {
        Circle face = new Circle(0, 8, 24, shine("#ffe0c4", "#c98d62"));
        Polygon hatL = new Polygon(-4, -12, -40, -30, -20, 0);
        Polygon hatR = new Polygon(4, -12, 40, -30, 20, 0);
        hatL.setFill(Color.web("#d81b60"));
        hatR.setFill(Color.web("#1e88e5"));
        Circle bellL = new Circle(-40, -30, 6, Color.GOLD);
        Circle bellR = new Circle(40, -30, 6, Color.GOLD);
        Text t = SymbolArt.label("WILD", 18, "#ffeb3b", 46);
        t.setStroke(Color.web("#4a148c"));
        return new Group(hatL, hatR, bellL, bellR, face, t);
    }

    private static Group knight(int multiplier) {
        Polygon shield = new Polygon(-34, -36, 34, -36, 30, 10, 0, 44, -30, 10);
        shield.setFill(vertical("#b0bec5", "#37474f"));
        shield.setStroke(Color.GOLD);
        shield.setStrokeWidth(4);
        Group g = new Group(shield);
        if (multiplier > 0) {
            Text t = SymbolArt.label("x" + multiplier, 34, "#ffeb3b", 12);
            t.setStroke(Color.BLACK);
            t.setStrokeWidth(1.2);
            g.getChildren().add(t);
        }
        return g;
    }

    private static Group royal(String light, String dark, String label, int points) {
        Circle face = new Circle(0, 6, 26, shine("#ffe0c4", "#c98d62"));
        Polygon crown = new Polygon();
        crown.getPoints().addAll(-26.0, -14.0);
        for (int i = 0; i <= points * 2; i++) {
            double x = -26 + 52.0 * i / (points * 2);
            crown.getPoints().addAll(x, i % 2 == 0 ? -42.0 : -24.0);
        }
        crown.getPoints().addAll(26.0, -14.0);
        crown.setFill(shine(light, dark));
        crown.setStroke(Color.web(dark));
        crown.setStrokeWidth(2);
        Circle ring = new Circle(0, 0, 47, Color.TRANSPARENT);
        ring.setStroke(Color.web(light));
        ring.setStrokeWidth(4);
        Text t = SymbolArt.label(label, label.length() > 5 ? 13 : 16, "#ffffff", 46);
        t.setStroke(Color.web(dark));
        return new Group(ring, face, crown, t);
    }

}
