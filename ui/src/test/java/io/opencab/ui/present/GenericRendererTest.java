package io.opencab.ui.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import org.junit.jupiter.api.Test;

/** The generic fallback on real outcomes (Christmas Tree's, the only game merged so far). */
class GenericRendererTest {
    private static final ChristmasTree GAME = ChristmasTree.standard();

    @Test
    void showsTheOutcomesBoardsAndSourceWinsAddingToTheTotal() {
        GenericRenderer r = new GenericRenderer(GAME);
        assertFalse(r.dedicated());
        GameRng rng = SeededStreams.single(4);
        for (int i = 0; i < 3000; i++) {
            ChristmasTreeOutcome o = GAME.play(1, rng);
            RoundScript s = r.script(o);
            assertEquals(o.totalWin(), s.last().winAfter());
            GenericRenderer.BoardStep first = (GenericRenderer.BoardStep) s.steps().getFirst();
            assertEquals(o.regular().drawn(), first.board(), "the first board found is the landed board");
            long sources = 0;
            for (int k = 0; k < GAME.info().sources().size(); k++) {
                sources += o.sourceWin(k);
            }
            assertEquals(o.totalWin(), sources);
            if (o.totalWin() > 0) {
                assertTrue(s.last().caption().contains("TOTAL WIN " + o.totalWin()));
            }
        }
    }

    @Test
    void everyCatalogGameHasARenderer() {
        GameCatalog catalog = GameCatalog.standard();
        Renderers renderers = Renderers.standard(catalog);
        for (String id : catalog.ids()) {
            GameRenderer r = renderers.forGame(id);
            assertEquals(id, r.gameId());
            assertFalse(r.help().isEmpty());
        }
        assertTrue(renderers.forGame(ChristmasTree.ID).dedicated());
    }

    @Test
    void aScriptThatDoesNotEndOnTheTotalIsRefused() {
        ChristmasTreeOutcome o = GAME.play(1, SeededStreams.single(1));
        Step wrong = new GenericRenderer.BoardStep(null, 1, 1, java.util.List.of(), o.totalWin() + 1, "x");
        assertThrows(UiException.class, () -> new RoundScript(o, java.util.List.of(wrong)));
    }
}
