package io.opencab.ui.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Speed;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 39 finding 7: the Miracle's caption and win meter give nothing away while the light still runs over the
 * three cards, every card's text fits its card, and no symbol falling in is drawn over the board's heads-up display.
 */
@ExtendWith(ApplicationExtension.class)
class CtMiracleTest {
    private static final ChristmasTree GAME = ChristmasTree.standard();
    private static final CtRenderer RENDERER = new CtRenderer(GAME);

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new StackPane(), 100, 100));
    }

    private static ChristmasTreeOutcome withMiracle(CtMiracle.Kind kind) {
        GameRng rng = SeededStreams.single(31 + kind.ordinal());
        for (int i = 0; i < 2_000_000; i++) {
            ChristmasTreeOutcome o = GAME.play(1, rng);
            if (o.miracle() != null && o.miracle().kind() == kind) {
                return o;
            }
        }
        throw new AssertionError("no Miracle " + kind);
    }

    @Test
    void whenTheMiracleStartsTheCaptionSaysNothingOfTheResult() throws Exception {
        ChristmasTreeOutcome o = withMiracle(CtMiracle.Kind.BET_WIN);
        RoundScript script = RENDERER.script(o);
        CtSteps.Miracle m = (CtSteps.Miracle) script.steps().stream().filter(s -> s instanceof CtSteps.Miracle)
                .findFirst().orElseThrow();

        String caption = WaitForAsyncUtils.asyncFx(() -> {
            Presenter p = new Presenter(RENDERER.createView());
            p.play(new RoundScript(o, List.of(m, script.last())), Speed.NORMAL, () -> { });
            return p.caption().get();
        }).get(10, TimeUnit.SECONDS);

        assertEquals(CtSteps.Miracle.PICKING, caption);
        assertFalse(caption.matches(".*\\d.*") || caption.contains("BET WIN"), "nothing of the result: " + caption);
        assertTrue(m.caption().contains(Long.toString(o.miracle().pay())), "the result follows: " + m.caption());
        // the light runs over the first half of the step (CtFeatureAnimations.miracle): the result waits for it
        assertTrue(m.revealAt() >= 0.5, "revealed at " + m.revealAt());
    }

    @Test
    void everyCardsTextFitsItsCard() throws Exception {
        for (CtMiracle.Kind kind : CtMiracle.Kind.values()) {
            CtSteps.Miracle m = (CtSteps.Miracle) RENDERER.script(withMiracle(kind)).steps().stream()
                    .filter(s -> s instanceof CtSteps.Miracle).findFirst().orElseThrow();
            List<String> over = WaitForAsyncUtils.asyncFx(() -> {
                StackPane cards = CtDecor.miracleCards(m, true, RENDERER.miracleRanges(), Long::toString);
                new Scene(cards);
                cards.applyCss();
                cards.layout();
                List<String> found = new ArrayList<>();
                for (Node t : cards.lookupAll(".ct-miracle-card-text")) {
                    Bounds b = ((Text) t).getLayoutBounds();
                    if (b.getWidth() > CtDecor.CARD_W - 12 || b.getHeight() > CtDecor.CARD_H - 12) {
                        found.add(((Text) t).getText().replace('\n', ' ') + ": " + Math.round(b.getWidth()) + " x "
                                + Math.round(b.getHeight()));
                    }
                }
                return found;
            }).get(10, TimeUnit.SECONDS);
            assertEquals(List.of(), over, "card text wider or taller than its card");
        }
    }

    @Test
    void theCardsSayTheRangesOfTheMath() {
        int[] bet = GAME.math().miracleBetWinRange();
        int[] mult = GAME.math().miracleMultiplierRange();
        String[] r = RENDERER.miracleRanges();
        assertTrue(r[0].startsWith("x" + bet[0] + " to x" + bet[1]), r[0]);
        assertEquals("x" + mult[0] + " to x" + mult[1], r[1]);
        assertEquals(GAME.math().freeSpins() + " spins", r[2]);
    }

    @Test
    void aSymbolFallingInPassesBehindTheHeadsUpDisplay() throws Exception {
        int[] order = WaitForAsyncUtils.asyncFx(() -> {
            CtBoardView view = (CtBoardView) RENDERER.createView();
            Node[] layers = view.symbolsAndHud();
            List<Node> stack = view.node().getChildrenUnmodifiable();
            return new int[] {stack.indexOf(layers[0]), stack.indexOf(layers[1])};
        }).get(10, TimeUnit.SECONDS);
        assertTrue(order[0] >= 0 && order[1] > order[0], "the display's layer is above the symbols': " + order[0] + ", "
                + order[1]);
    }
}
