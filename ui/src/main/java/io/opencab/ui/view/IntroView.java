package io.opencab.ui.view;

import io.opencab.engine.game.GameInfo;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.BoardView;
import java.util.ArrayList;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.ParallelTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.Timeline;
import javafx.animation.TranslateTransition;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.util.Duration;

/**
 * The attract screen (issue 39 item 6): it cycles through the games, each shown for {@link #SHOW_MS} with its own
 * board as it looks in play, its name and its tile lit in the row of all games, over falling sparkles; "touch the
 * screen" blinks under them. Any touch or button leaves it. The kiosk comes back to it after the configured idle
 * time at zero credits. The animations run only while it is shown.
 */
final class IntroView extends StackPane {
    /** How long each game is shown. */
    static final int SHOW_MS = 4_000;
    private static final double BOARD_SCALE = 0.5;

    private final KioskController controller;
    private final HBox tiles = new HBox(18);
    private final StackPane showcase = new StackPane();
    private final Label name = Ui.label("intro-game", "", "intro-game");
    private final Pane sparkles = new Pane();
    private final List<Animation> animations = new ArrayList<>();
    private final List<Node> boards = new ArrayList<>();
    private List<GameInfo> games = List.of();
    private int current;

    IntroView(KioskController controller) {
        this.controller = controller;
        setId("intro-view");
        getStyleClass().add("kiosk-stage");
        Label title = Ui.label("OPENCAB CASINO", "title");
        Label touch = Ui.label("intro-touch", "TOUCH THE SCREEN OR PRESS ANY BUTTON", "message");
        FadeTransition blink = new FadeTransition(Duration.millis(900), touch);
        blink.setFromValue(1);
        blink.setToValue(0.3);
        blink.setAutoReverse(true);
        blink.setCycleCount(Animation.INDEFINITE);
        animations.add(blink);
        showcase.setId("intro-showcase");
        showcase.setPrefSize(820 * BOARD_SCALE, 600 * BOARD_SCALE);
        showcase.setMaxSize(820 * BOARD_SCALE, 600 * BOARD_SCALE);
        showcase.setEffect(new DropShadow(30, Color.web("#ffd54f", 0.5)));
        showcase.setCache(true);
        showcase.setCacheHint(javafx.scene.CacheHint.SCALE);
        tiles.setAlignment(Pos.CENTER);
        VBox column = new VBox(12, title, showcase, name, tiles, touch);
        column.setAlignment(Pos.CENTER);
        sparkles.setMouseTransparent(true);
        sparkles.setManaged(false);
        // The sparkles fall in from above and out below: drawn only within the screen.
        setClip(new javafx.scene.shape.Rectangle(KioskView.WIDTH, KioskView.HEIGHT));
        getChildren().addAll(sparkles, column);
        Timeline cycle = new Timeline(new KeyFrame(Duration.millis(SHOW_MS), e -> next()));
        cycle.setCycleCount(Animation.INDEFINITE);
        animations.add(cycle);
        animations.add(sparkles());
        visibleProperty().addListener((o, a, v) -> animations.forEach(v ? Animation::play : Animation::stop));
        // Shown from the start (the kiosk's first screen): the visibility bound later may not change.
        javafx.application.Platform.runLater(() -> {
            if (isVisible()) {
                animations.forEach(Animation::play);
            }
        });
        setOnMouseClicked(e -> controller.press(Input.BACK, Input.Source.TOUCH));
        controller.model().state().addListener((o, a, s) -> {
            if (a == null || !a.games().equals(s.games())) {
                fill(s);
            }
        });
        if (controller.model().state().get() != null) {
            fill(controller.model().state().get());
        }
    }

    /** The game shown now (tests: the attract screen cycles). */
    String currentGame() {
        return games.isEmpty() ? "" : games.get(current).id();
    }

    /** Shows the next game: its board fades in, its tile lights. */
    void next() {
        if (games.isEmpty()) {
            return;
        }
        show((current + 1) % games.size());
    }

    private void fill(KioskState s) {
        games = List.copyOf(s.games());
        tiles.getChildren().clear();
        boards.clear();
        for (GameInfo g : games) {
            StackPane tile = GameArt.tile(g.id(), g.name());
            tile.setScaleX(0.42);
            tile.setScaleY(0.42);
            // A tile scaled down keeps its layout size: wrap it so the row is as small as it looks.
            Group small = new Group(tile);
            tiles.getChildren().add(small);
            BoardView board = controller.renderer(g.id()).createView();
            board.numbers(s.rules().grouping());
            board.idle();
            int level = g.betLevels().getFirst();
            board.bet(level, g.bet(level));
            Group scaled = new Group(board.node());
            board.node().setScaleX(BOARD_SCALE);
            board.node().setScaleY(BOARD_SCALE);
            boards.add(scaled);
        }
        show(0);
    }

    private void show(int i) {
        current = i;
        showcase.getChildren().setAll(boards.get(i));
        name.setText(games.get(i).name().toUpperCase(java.util.Locale.ROOT));
        for (int k = 0; k < tiles.getChildren().size(); k++) {
            Node t = tiles.getChildren().get(k);
            t.setOpacity(k == i ? 1 : 0.45);
            t.setEffect(k == i ? new DropShadow(24, Color.GOLD) : null);
        }
        if (isVisible()) {
            FadeTransition in = new FadeTransition(Duration.millis(500), showcase);
            in.setFromValue(0.2);
            in.setToValue(1);
            ScaleTransition grow = new ScaleTransition(Duration.millis(500), showcase);
            grow.setFromX(0.92);
            grow.setFromY(0.92);
            grow.setToX(1);
            grow.setToY(1);
            new ParallelTransition(in, grow).play();
        }
    }

    /** Gold sparkles drifting down the screen, each a cached dot moved by translation. */
    private Animation sparkles() {
        ParallelTransition all = new ParallelTransition();
        for (int i = 0; i < 28; i++) {
            Circle c = new Circle(2 + i % 3, Color.web(i % 2 == 0 ? "#ffd54f" : "#fff8e1", 0.7));
            c.setCache(true);
            c.setLayoutX((i * 97 + 31) % KioskView.WIDTH);
            c.setLayoutY(-10);
            sparkles.getChildren().add(c);
            TranslateTransition t = new TranslateTransition(Duration.millis(5_000 + i % 7 * 700), c);
            t.setFromY(0);
            t.setToY(KioskView.HEIGHT + 20);
            t.setDelay(Duration.millis(i * 310 % 4_000));
            t.setInterpolator(Interpolator.LINEAR);
            t.setCycleCount(Animation.INDEFINITE);
            all.getChildren().add(new SequentialTransition(t));
        }
        return all;
    }
}
