package io.opencab.ui.view;

import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.effect.Glow;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/** The game-select art of each game, drawn with JavaFX shapes (no downloaded assets), 260 x 300. */
public final class GameArt {
    static final double W = 260;
    static final double H = 300;

    private GameArt() {
    }

    /** A tile for {@code gameId} titled {@code name}. */
    public static StackPane tile(String gameId, String name) {
        Rectangle back = new Rectangle(W, H);
        back.setArcWidth(30);
        back.setArcHeight(30);
        Node art;
        switch (gameId) {
            case "christmas-tree" -> {
                back.setFill(gradient("#0b1f4a", "#123d2a"));
                art = christmasTree();
            }
            case "lost-relics" -> {
                back.setFill(gradient("#2e3b12", "#0f1a08"));
                art = lostRelics();
            }
            case "cluster-kingdom" -> {
                back.setFill(gradient("#4a1760", "#160a26"));
                art = clusterKingdom();
            }
            case "cool-jewels" -> {
                back.setFill(gradient("#0c4a6e", "#06162b"));
                art = coolJewels();
            }
            default -> {
                back.setFill(gradient("#333", "#111"));
                art = new Group(new Circle(0, 0, 60, Color.web("#666")));
            }
        }
        back.setStroke(Color.GOLD);
        back.setStrokeWidth(3);
        Text title = new Text(name);
        title.setFont(Font.font("Serif", FontWeight.EXTRA_BOLD, 30));
        title.setFill(Color.web("#ffe082"));
        title.setStroke(Color.web("#3a2a00"));
        title.setWrappingWidth(W - 20);
        title.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        VBox box = new VBox(10, new StackPane(art), title);
        box.setAlignment(Pos.CENTER);
        StackPane tile = new StackPane(back, box);
        tile.setMaxSize(W, H);
        tile.setEffect(new DropShadow(20, Color.web("#000000", 0.8)));
        return tile;
    }

    private static LinearGradient gradient(String top, String bottom) {
        return new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE, new Stop(0, Color.web(top)),
                new Stop(1, Color.web(bottom)));
    }

    private static RadialGradient ball(String colour) {
        Color c = Color.web(colour);
        return new RadialGradient(0, 0, 0.35, 0.3, 0.8, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.WHITE), new Stop(0.2, c), new Stop(1, c.darker().darker()));
    }

    private static Group christmasTree() {
        Polygon tree = new Polygon(0, -90, 80, 70, -80, 70);
        tree.setFill(gradient("#2faa55", "#0b4d22"));
        Rectangle trunk = new Rectangle(-14, 70, 28, 24);
        trunk.setFill(Color.web("#6b3a12"));
        Group g = new Group(tree, trunk);
        String[] colours = {"#c04fe0", "#3fdc6a", "#49a6ff", "#ffd54a", "#ff4f4f"};
        double[][] at = {{-20, -20}, {25, 0}, {-40, 40}, {10, 45}, {45, 50}, {0, -50}, {-5, 15}};
        for (int i = 0; i < at.length; i++) {
            g.getChildren().add(new Circle(at[i][0], at[i][1], 10, ball(colours[i % colours.length])));
        }
        Polygon star = star(0, -95, 22, 9);
        star.setFill(Color.GOLD);
        star.setEffect(new Glow(0.8));
        g.getChildren().add(star);
        return g;
    }

    private static Group lostRelics() {
        Polygon temple = new Polygon(-90, 60, 90, 60, 60, -10, 40, -10, 20, -60, -20, -60, -40, -10, -60, -10);
        temple.setFill(gradient("#a1887f", "#4e342e"));
        Rectangle door = new Rectangle(-18, 20, 36, 40);
        door.setFill(Color.web("#1b0f08"));
        Rectangle chest = new Rectangle(-40, 40, 80, 46);
        chest.setArcWidth(10);
        chest.setArcHeight(10);
        chest.setFill(gradient("#8d5a2b", "#3e2410"));
        chest.setStroke(Color.GOLD);
        chest.setStrokeWidth(3);
        Group g = new Group(temple, door, chest);
        for (int i = 0; i < 5; i++) {
            Circle coin = new Circle(-30 + i * 15, 36 - (i % 2) * 6, 9, ball("#ffc400"));
            g.getChildren().add(coin);
        }
        return g;
    }

    private static Group clusterKingdom() {
        Rectangle keep = new Rectangle(-60, -20, 120, 90);
        keep.setFill(gradient("#b0bec5", "#546e7a"));
        Group g = new Group(keep);
        for (int i = 0; i < 3; i++) {
            Rectangle tower = new Rectangle(-80 + i * 65, -60, 30, 130);
            tower.setFill(gradient("#cfd8dc", "#607d8b"));
            Polygon roof = new Polygon(-85 + i * 65, -60, -50 + i * 65, -60, -65 + i * 65, -95);
            roof.setFill(Color.web("#8e24aa"));
            g.getChildren().addAll(tower, roof);
        }
        Polygon crown = new Polygon(-40, 20, 40, 20, 44, -10, 20, 6, 0, -20, -20, 6, -44, -10);
        crown.setFill(gradient("#ffe082", "#c79100"));
        crown.setStroke(Color.web("#7a5c00"));
        crown.setTranslateY(10);
        g.getChildren().add(crown);
        return g;
    }

    private static Group coolJewels() {
        Group g = new Group();
        String[] colours = {"#e91e63", "#00e5ff", "#76ff03", "#ffea00", "#7c4dff"};
        double[][] at = {{0, -40}, {-55, 0}, {55, 0}, {-28, 50}, {28, 50}};
        for (int i = 0; i < at.length; i++) {
            Polygon gem = new Polygon(-24, -10, -12, -26, 12, -26, 24, -10, 0, 26);
            gem.setTranslateX(at[i][0]);
            gem.setTranslateY(at[i][1]);
            Color c = Color.web(colours[i]);
            gem.setFill(new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE, new Stop(0, Color.WHITE),
                    new Stop(0.3, c), new Stop(1, c.darker())));
            gem.setStroke(Color.web("#ffffff", 0.7));
            g.getChildren().add(gem);
        }
        g.setEffect(new Glow(0.4));
        return g;
    }

    private static Polygon star(double x, double y, double outer, double inner) {
        Polygon p = new Polygon();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? outer : inner;
            double a = Math.PI / 5 * i - Math.PI / 2;
            p.getPoints().addAll(x + r * Math.cos(a), y + r * Math.sin(a));
        }
        return p;
    }
}
