package io.opencab.ui.games.christmastree;

import io.opencab.ui.games.christmastree.CtSteps.Miracle;
import io.opencab.ui.games.board.BoardLayers;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.DropShadow;
import javafx.scene.effect.Glow;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/** The board's fixed drawings: sky, tree and snowman, the Miracle's cards, banners, the hud's text. */
final class CtDecor {
    private static final double W = CtBoardView.W;
    private static final double H = CtBoardView.H;

    private CtDecor() {
    }

    /** The width and height of a Miracle card: its text (three lines of 18 px) fits inside with a margin. */
    static final double CARD_W = 190;
    static final double CARD_H = 120;

    /**
     * The Miracle's three cards, each with its name and range ({@code ranges}: bet win, multiplier, Free Spins,
     * from the game's math), the award under them; {@code settled}: the light has stopped on the outcome's card.
     */
    static StackPane miracleCards(Miracle m, boolean settled, String[] ranges, java.util.function.LongFunction<String> num) {
        javafx.scene.layout.HBox row = new javafx.scene.layout.HBox(18);
        row.setAlignment(Pos.CENTER);
        String[] titles = {"BET WIN", "TOTAL WIN\nMULTIPLIER", "FREE SPINS"};
        for (int k = 0; k < 3; k++) {
            // The glow is drawn once, on a copy of the card kept as a still picture and shown over
            // it when the light is on the card: a Glow set anew at each hop of the light cost about
            // 40 ms a frame on the software renderer (docs/performance.md, "Kiosk frame pacing").
            Node glowing = BoardLayers.still(card(titles[k] + "\n" + ranges[k]));
            glowing.setEffect(new Glow(0.9));
            boolean chosen = k == m.kind().ordinal();
            glowing.setVisible(settled && chosen);
            StackPane c = new StackPane(card(titles[k] + "\n" + ranges[k]), glowing);
            c.setOpacity(settled && !chosen ? 0.45 : 1);
            row.getChildren().add(c);
        }
        Text title = new Text("MIRACLE");
        title.setFont(Font.font("Serif", FontWeight.EXTRA_BOLD, 44));
        title.setFill(Color.GOLD);
        title.setEffect(new DropShadow(16, Color.web("#fff3a0")));
        BoardLayers.still(title);
        String award = switch (m.kind()) {
            case BET_WIN -> "x" + num.apply(m.value()) + " BET = " + num.apply(m.pay());
            case MULTIPLIER -> "TOTAL WIN x" + m.value() + "  (+" + num.apply(m.pay()) + ")";
            case FREE_SPINS -> m.value() + " FREE SPINS";
        };
        Text won = new Text(award);
        won.setId("ct-miracle-award");
        won.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, 34));
        won.setFill(Color.WHITE);
        won.setStroke(Color.web("#7a4a00"));
        StackPane pane = new StackPane();
        Rectangle dim = new Rectangle(W, H, Color.web("#000000", 0.55));
        pane.getChildren().addAll(dim, row, won);
        // Layout: title above, cards centre, award below; kept as children 1 (row) and 2 (award).
        StackPane.setAlignment(won, Pos.BOTTOM_CENTER);
        won.setTranslateY(-110);
        pane.getChildren().add(title);
        StackPane.setAlignment(title, Pos.TOP_CENTER);
        title.setTranslateY(90);
        return pane;
    }

    /** One choice of the Miracle: its name and range on a red card. */
    private static StackPane card(String text) {
        Text t = new Text(text);
        t.getStyleClass().add("ct-miracle-card-text");
        t.setTextAlignment(TextAlignment.CENTER);
        t.setFont(Font.font("SansSerif", FontWeight.BOLD, 18));
        t.setFill(Color.WHITE);
        Rectangle card = new Rectangle(CARD_W, CARD_H);
        card.setArcWidth(20);
        card.setArcHeight(20);
        card.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#c0392b")), new Stop(1, Color.web("#5a0f0f"))));
        card.setStroke(Color.GOLD);
        card.setStrokeWidth(3);
        return new StackPane(card, t);
    }

    /** Lights choice {@code choice} (a child of the Miracle's row) or puts its light out. */
    static void light(Node choice, boolean on) {
        ((StackPane) choice).getChildren().get(1).setVisible(on);
        choice.setOpacity(on ? 1 : 0.55);
    }

    static Text newHudText() {
        Text t = new Text();
        t.setFont(Font.font("SansSerif", FontWeight.EXTRA_BOLD, 24));
        t.setFill(Color.web("#fff59d"));
        t.setStroke(Color.web("#3a2a00"));
        return t;
    }

    static Group background() {
        Rectangle sky = new Rectangle(W, H);
        sky.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#07122e")), new Stop(1, Color.web("#1c3d6e"))));
        Polygon tree = new Polygon(W / 2, 40, W / 2 + 330, H - 40, W / 2 - 330, H - 40);
        tree.setFill(new LinearGradient(0, 0, 0, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#1f7a3a")), new Stop(1, Color.web("#0b3d1e"))));
        Rectangle trunk = new Rectangle(W / 2 - 30, H - 42, 60, 42);
        trunk.setFill(Color.web("#5a3210"));
        Polygon star = new Polygon();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? 24 : 10;
            double a = Math.PI / 5 * i - Math.PI / 2;
            // Just above the tree's top cell (GEOMETRY: the middle column's top edge at y = 56).
            star.getPoints().addAll(W / 2 + r * Math.cos(a), 30 + r * Math.sin(a));
        }
        star.setFill(Color.GOLD);
        star.setEffect(new Glow(0.8));
        Group snow = new Group();
        for (int i = 0; i < 60; i++) {
            snow.getChildren().add(new Circle((i * 137) % W, (i * 89) % H, 1 + i % 3, Color.web("#ffffff", 0.5)));
        }
        Rectangle ground = new Rectangle(0, H - 30, W, 30);
        ground.setFill(Color.web("#e8f4ff"));
        return new Group(sky, snow, ground, tree, trunk, star);
    }

    static Group snowman() {
        Circle body = new Circle(0, 0, 34, Color.web("#f4f9ff"));
        Circle head = new Circle(0, -50, 22, Color.web("#f4f9ff"));
        body.setStroke(Color.web("#b0c4de"));
        head.setStroke(Color.web("#b0c4de"));
        Polygon nose = new Polygon(0, -50, 22, -46, 0, -44);
        nose.setFill(Color.ORANGE);
        Rectangle hat = new Rectangle(-16, -96, 32, 26);
        hat.setFill(Color.web("#222"));
        Rectangle brim = new Rectangle(-24, -72, 48, 6);
        brim.setFill(Color.web("#222"));
        Rectangle scarf = new Rectangle(-22, -32, 44, 8);
        scarf.setFill(Color.web("#d32f2f"));
        Circle e1 = new Circle(-7, -56, 2.5, Color.BLACK);
        Circle e2 = new Circle(7, -56, 2.5, Color.BLACK);
        Group g = new Group(body, head, scarf, nose, hat, brim, e1, e2);
        g.setId("ct-snowman");
        return g;
    }

}
