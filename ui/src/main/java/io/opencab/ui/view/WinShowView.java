package io.opencab.ui.view;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.WinShow;
import io.opencab.ui.port.KioskState;
import java.util.ArrayList;
import java.util.List;
import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.ParallelTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.TranslateTransition;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.util.Duration;

/**
 * The big-win celebration over the board (issue 39 item 3): an opaque plate the size of the board with the
 * tier's title, the win rolling up in credits and in currency, the win in bets, and coins falling, more of them
 * and faster for a higher tier. It shows while {@link WinShow} celebrates; SPIN ends it. The coins are plain
 * shapes moved by translation, cached as pictures, so the software renderer keeps its frame time.
 */
final class WinShowView extends StackPane {
    private static final double W = 820 * GameView.BOARD_SCALE;
    private static final double H = 600 * GameView.BOARD_SCALE;

    private final KioskController controller;
    private final Label title = Ui.label("winshow-title", "", "winshow-title");
    private final Label credits = Ui.label("winshow-credits", "", "winshow-credits");
    private final Label cash = Ui.label("winshow-cash", "", "winshow-cash");
    private final Label bets = Ui.label("winshow-bets", "", "winshow-bets");
    private final Group coins = new Group();
    private final List<Animation> running = new ArrayList<>();

    WinShowView(KioskController controller) {
        this.controller = controller;
        setId("winshow");
        getStyleClass().add("winshow");
        setMaxSize(W, H);
        setPrefSize(W, H);
        Rectangle clip = new Rectangle(W, H);
        setClip(clip);
        Rectangle plate = new Rectangle(W, H);
        plate.setFill(new RadialGradient(0, 0, 0.5, 0.45, 0.8, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#5a2d00")), new Stop(0.6, Color.web("#2a0a2e")), new Stop(1, Color.web("#0a0414"))));
        plate.setStroke(Color.GOLD);
        plate.setStrokeWidth(6);
        VBox text = new VBox(6, title, credits, cash, bets);
        text.setAlignment(Pos.CENTER);
        coins.setManaged(false);
        getChildren().addAll(plate, coins, text);
        setVisible(false);
        // The pulsing title is drawn once and scaled as a picture, not drawn again with its shadow each frame.
        title.setCache(true);
        title.setCacheHint(javafx.scene.CacheHint.SCALE);
        WinShow show = controller.winShow();
        show.tier().addListener((o, a, t) -> changed(t));
        show.shown().addListener(x -> amounts());
    }

    private void changed(WinShow.Tier t) {
        stop();
        setVisible(t != WinShow.Tier.NONE);
        if (t == WinShow.Tier.NONE) {
            return;
        }
        WinShow show = controller.winShow();
        title.setText(t.title() + "!");
        KioskState st = controller.model().state().get();
        bets.setText(show.bet() <= 0 || st == null ? "" : st.money().number(show.win() / show.bet()) + " TIMES YOUR BET");
        amounts();
        ScaleTransition pulse = new ScaleTransition(Duration.millis(420), title);
        pulse.setFromX(1);
        pulse.setFromY(1);
        pulse.setToX(1.12);
        pulse.setToY(1.12);
        pulse.setAutoReverse(true);
        pulse.setCycleCount(Animation.INDEFINITE);
        running.add(pulse);
        rain(t);
        running.forEach(Animation::play);
    }

    /** Coins falling over the plate: 12 for a big win, 24 for mega, 36 for epic. */
    private void rain(WinShow.Tier t) {
        coins.getChildren().clear();
        int n = 12 * t.ordinal();
        ParallelTransition all = new ParallelTransition();
        for (int i = 0; i < n; i++) {
            Circle coin = new Circle(9 + i % 3 * 2, Color.GOLD);
            coin.setStroke(Color.web("#8a6d00"));
            coin.setStrokeWidth(2);
            coin.setCache(true);
            coin.setLayoutX((i * 53 + 17) % W);
            coin.setLayoutY(-30);
            coins.getChildren().add(coin);
            TranslateTransition fall = new TranslateTransition(Duration.millis(1600 + i % 5 * 260), coin);
            fall.setFromY(0);
            fall.setToY(H + 60);
            fall.setDelay(Duration.millis(i * 90 % 1300));
            fall.setInterpolator(Interpolator.EASE_IN);
            fall.setCycleCount(Animation.INDEFINITE);
            all.getChildren().add(fall);
        }
        running.add(all);
    }

    private void amounts() {
        KioskState s = controller.model().state().get();
        if (s == null || !isVisible()) {
            return;
        }
        long v = controller.winShow().shown().get();
        credits.setText(s.money().credits(v) + " CREDITS");
        cash.setText(s.money().currency(v));
    }

    private void stop() {
        running.forEach(Animation::stop);
        running.clear();
        title.setScaleX(1);
        title.setScaleY(1);
    }

    /** The coins now on the plate (tests: a higher tier rains more). */
    List<Node> coins() {
        return List.copyOf(coins.getChildren());
    }
}
