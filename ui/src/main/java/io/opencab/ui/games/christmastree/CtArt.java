package io.opencab.ui.games.christmastree;

import io.opencab.engine.games.christmastree.CtSymbols;
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
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.SVGPath;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Christmas Tree's symbols drawn with JavaFX shapes and gradients (no downloaded art), each in a
 * 100 x 100 box centred on (0, 0) and scaled to the cell.
 */
public final class CtArt {
    /** The symbols, by id (CtSymbols). */
    public static final SymbolSet SYMBOLS = new SymbolSet("Christmas Tree",
            List.of("Purple Bauble", "Green Bauble", "Blue Bauble", "Bell", "Candy Cane", "Wrapped Candy", "Angel",
                    "Santa", "Wild", "Mystery"),
            List.of(() -> bauble(Color.web("#b04fe0"), Color.web("#4a1070")),
                    () -> bauble(Color.web("#3fdc6a"), Color.web("#0d5a25")),
                    () -> bauble(Color.web("#49a6ff"), Color.web("#0c3a7a")), CtArt::bell, CtArt::candyCane,
                    CtArt::wrappedCandy, CtArt::angel, CtArt::santa, CtArt::snowGlobe, CtArt::gift),
            "#d58cff", "#7dffa0", "#8ccaff", "#ffd700", "#ff6b6b", "#ff9de2", "#fff6c2", "#ff3030");

    private CtArt() {
    }

    /** This game's highlight (SymbolArt.shine). */
    private static RadialGradient shine(Color light, Color dark) {
        return SymbolArt.shine(light, dark, 0.8, 0.18);
    }

    private static Group bauble(Color light, Color dark) {
        Circle ball = new Circle(0, 6, 36, shine(light, dark));
        ball.setStroke(dark.darker());
        ball.setStrokeWidth(2);
        Rectangle cap = new Rectangle(-9, -38, 18, 12);
        cap.setArcWidth(4);
        cap.setArcHeight(4);
        cap.setFill(new LinearGradient(0, 0, 1, 0, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#8a6d1a")), new Stop(0.5, Color.web("#ffe58a")), new Stop(1, Color.web("#8a6d1a"))));
        Circle loop = new Circle(0, -42, 5, Color.TRANSPARENT);
        loop.setStroke(Color.web("#d8b94a"));
        loop.setStrokeWidth(2.5);
        Ellipse band = new Ellipse(0, 6, 36, 8);
        band.setFill(Color.TRANSPARENT);
        band.setStroke(Color.web("#ffffff", 0.55));
        band.setStrokeWidth(3);
        return new Group(loop, cap, ball, band);
    }

    private static Group bell() {
        SVGPath body = new SVGPath();
        body.setContent("M -6 -36 C -26 -34 -28 -10 -30 8 C -32 22 -40 26 -40 30 L 40 30 C 40 26 32 22 30 8"
                + " C 28 -10 26 -34 6 -36 Z");
        body.setFill(new LinearGradient(0, 0, 1, 0, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#9c6b00")), new Stop(0.35, Color.web("#ffe680")), new Stop(1, Color.web("#a87400"))));
        body.setStroke(Color.web("#6b4800"));
        body.setStrokeWidth(2);
        Circle clapper = new Circle(0, 36, 8, shine(Color.web("#ffd54a"), Color.web("#8a5a00")));
        Circle top = new Circle(0, -40, 6, Color.TRANSPARENT);
        top.setStroke(Color.web("#c62828"));
        top.setStrokeWidth(4);
        Polygon bowL = new Polygon(0, -40, -22, -50, -20, -30);
        Polygon bowR = new Polygon(0, -40, 22, -50, 20, -30);
        bowL.setFill(Color.web("#d32f2f"));
        bowR.setFill(Color.web("#d32f2f"));
        return new Group(clapper, body, bowL, bowR, top);
    }

    private static Group candyCane() {
        SVGPath path = new SVGPath();
        path.setContent("M 12 42 L 12 -18 C 12 -44 -30 -44 -30 -18");
        path.setFill(null);
        path.setStroke(Color.WHITE);
        path.setStrokeWidth(18);
        path.setStrokeLineCap(StrokeLineCap.ROUND);
        SVGPath stripes = new SVGPath();
        stripes.setContent(path.getContent());
        stripes.setFill(null);
        stripes.setStroke(Color.web("#e01b24"));
        stripes.setStrokeWidth(18);
        stripes.getStrokeDashArray().addAll(9.0, 9.0);
        SVGPath shade = new SVGPath();
        shade.setContent(path.getContent());
        shade.setFill(null);
        shade.setStroke(Color.web("#000000", 0.15));
        shade.setStrokeWidth(6);
        shade.setTranslateX(4);
        return new Group(path, stripes, shade);
    }

    private static Group wrappedCandy() {
        Polygon left = new Polygon(-20, 0, -44, -20, -40, 0, -44, 20);
        Polygon right = new Polygon(20, 0, 44, -20, 40, 0, 44, 20);
        Paint twist = Color.web("#ff80c8");
        left.setFill(twist);
        right.setFill(twist);
        left.setStroke(Color.web("#a0306a"));
        right.setStroke(Color.web("#a0306a"));
        Ellipse body = new Ellipse(0, 0, 26, 20);
        body.setFill(shine(Color.web("#ff4fa8"), Color.web("#8a0f4c")));
        body.setStroke(Color.web("#6a0a3a"));
        Line s1 = new Line(-12, -16, -4, 16);
        Line s2 = new Line(4, -17, 12, 15);
        for (Line s : List.of(s1, s2)) {
            s.setStroke(Color.web("#ffffff", 0.8));
            s.setStrokeWidth(4);
        }
        return new Group(left, right, body, s1, s2);
    }

    private static Group angel() {
        Ellipse halo = new Ellipse(0, -40, 16, 5);
        halo.setFill(Color.TRANSPARENT);
        halo.setStroke(Color.GOLD);
        halo.setStrokeWidth(4);
        Ellipse wingL = new Ellipse(-22, 0, 20, 30);
        Ellipse wingR = new Ellipse(22, 0, 20, 30);
        wingL.setRotate(-25);
        wingR.setRotate(25);
        for (Ellipse w : List.of(wingL, wingR)) {
            w.setFill(shine(Color.web("#f4fbff"), Color.web("#9fb8d8")));
            w.setStroke(Color.web("#7f97b8"));
        }
        Polygon dress = new Polygon(0, -18, -24, 42, 24, 42);
        dress.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#fffbe6")), new Stop(1, Color.web("#e6c65a"))));
        dress.setStroke(Color.web("#b8962a"));
        Circle head = new Circle(0, -24, 12, shine(Color.web("#ffe0c4"), Color.web("#c98d62")));
        return new Group(wingL, wingR, dress, head, halo);
    }

    private static Group santa() {
        Polygon hat = new Polygon(-30, -12, 30, -12, 10, -46);
        hat.setFill(new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#ff3b3b")), new Stop(1, Color.web("#8a0000"))));
        Circle pom = new Circle(10, -46, 7, Color.WHITE);
        Rectangle brim = new Rectangle(-34, -16, 68, 12);
        brim.setArcWidth(12);
        brim.setArcHeight(12);
        brim.setFill(Color.WHITE);
        Circle face = new Circle(0, 6, 22, shine(Color.web("#ffd8c0"), Color.web("#d08a66")));
        SVGPath beard = new SVGPath();
        beard.setContent("M -28 6 C -30 40 -12 48 0 48 C 12 48 30 40 28 6 C 18 20 -18 20 -28 6 Z");
        beard.setFill(Color.web("#f7f7f7"));
        beard.setStroke(Color.web("#c8c8c8"));
        Circle eyeL = new Circle(-8, 2, 3, Color.web("#2b1a10"));
        Circle eyeR = new Circle(8, 2, 3, Color.web("#2b1a10"));
        Circle nose = new Circle(0, 10, 5, Color.web("#e07a6a"));
        return new Group(face, beard, eyeL, eyeR, nose, hat, brim, pom);
    }

    private static Group snowGlobe() {
        Rectangle base = new Rectangle(-30, 26, 60, 18);
        base.setArcWidth(8);
        base.setArcHeight(8);
        base.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#9c4a1a")), new Stop(1, Color.web("#4a1e06"))));
        Circle glass = new Circle(0, -6, 36);
        glass.setFill(new RadialGradient(0, 0, 0.35, 0.3, 0.9, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#ffffff", 0.95)), new Stop(0.4, Color.web("#8fd3ff", 0.8)),
                new Stop(1, Color.web("#1a5a9a", 0.95))));
        glass.setStroke(Color.web("#dff4ff"));
        glass.setStrokeWidth(2);
        Polygon tree = new Polygon(0, -28, -14, 8, 14, 8);
        tree.setFill(Color.web("#1e8a3a"));
        Group flakes = new Group();
        double[][] at = {{-20, -20}, {18, -24}, {-24, 4}, {22, 2}, {-6, -34}, {8, 14}};
        for (double[] p : at) {
            flakes.getChildren().add(new Circle(p[0], p[1], 2.2, Color.WHITE));
        }
        Text wild = new Text("WILD");
        wild.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, 17));
        wild.setFill(Color.web("#ffe14d"));
        wild.setStroke(Color.web("#6a2a00"));
        wild.setStrokeWidth(1);
        wild.setX(-24);
        wild.setY(41);
        return new Group(glass, tree, flakes, base, wild);
    }

    private static Group gift() {
        Rectangle box = new Rectangle(-34, -22, 68, 62);
        box.setFill(new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#4fc3f7")), new Stop(1, Color.web("#01579b"))));
        box.setStroke(Color.web("#013a66"));
        Rectangle lid = new Rectangle(-38, -32, 76, 14);
        lid.setFill(Color.web("#29b6f6"));
        lid.setStroke(Color.web("#013a66"));
        Rectangle ribbonV = new Rectangle(-6, -32, 12, 72);
        ribbonV.setFill(Color.web("#ffd54f"));
        Ellipse bowL = new Ellipse(-12, -38, 12, 7);
        Ellipse bowR = new Ellipse(12, -38, 12, 7);
        bowL.setFill(Color.web("#ffca28"));
        bowR.setFill(Color.web("#ffca28"));
        Text q = new Text("?");
        q.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, 34));
        q.setFill(Color.WHITE);
        q.setStroke(Color.web("#013a66"));
        q.setX(-30);
        q.setY(26);
        return new Group(box, lid, ribbonV, bowL, bowR, q);
    }
}
