package io.opencab.ui.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.engine.game.GameCatalog;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.Renderers;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 39 finding 7: a symbol dropping in from above is drawn only within the reels, never over the board's title
 * or its heads-up display (Lost Relics, Cool Jewels, Cluster Kingdom: the symbols' layer clipped to the cells).
 */
@ExtendWith(ApplicationExtension.class)
class BoardTitlesTest {
    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 100, 100));
    }

    @Test
    void theSymbolsAreClippedClearOfTheTitleAndTheHeadsUpDisplay() throws Exception {
        Renderers renderers = Renderers.standard(GameCatalog.standard());
        for (String game : List.of("lost-relics", "cool-jewels", "cluster-kingdom")) {
            List<String> found = WaitForAsyncUtils.asyncFx(() -> {
                BoardView view = renderers.forGame(game).createView();
                new Scene(view.node());
                view.idle();
                view.node().applyCss();
                view.node().layout();
                Rectangle clip = null;
                for (Node layer : view.node().getChildrenUnmodifiable()) {
                    if (layer.getClip() instanceof Rectangle r) {
                        clip = r;
                    }
                }
                List<String> out = new ArrayList<>();
                if (clip == null) {
                    out.add("no clip on the symbols");
                    return out;
                }
                for (String id : List.of("#board-title", "#" + game.substring(0, 1) + game.charAt(game.indexOf('-') + 1)
                        + "-hud")) {
                    Node n = view.node().lookup(id);
                    Bounds b = n.localToScene(n.getLayoutBounds());
                    if (clip.getBoundsInLocal().intersects(b)) {
                        out.add(id + " " + b + " under the symbols' clip " + clip.getBoundsInLocal());
                    }
                }
                return out;
            }).get(10, TimeUnit.SECONDS);
            assertEquals(List.of(), found, game);
        }
    }
}
