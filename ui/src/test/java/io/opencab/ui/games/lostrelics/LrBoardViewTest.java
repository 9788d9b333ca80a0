package io.opencab.ui.games.lostrelics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.BoardRig;
import io.opencab.ui.games.lostrelics.LrSteps.LrStep;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Lost Relics board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class LrBoardViewTest {
    private static final LostRelics GAME = LostRelics.standard();
    private static final LrRenderer RENDERER = new LrRenderer(GAME);
    private final BoardRig<LostRelicsOutcome, LrBoardView> rig = new BoardRig<>(RENDERER, GAME::play);
    private LrBoardView view;

    @Start
    void start(Stage stage) {
        view = rig.start(stage);
    }

    @Test
    void everyStepOfThousandsOfRoundsBuildsItsAnimationAndShowsTheOutcomesBoardAndCounters() throws Exception {
        BoardRig.Shown<LostRelicsOutcome> shown = rig.everyStep(99, 30, i -> 1 + i % 10,
            (o, s, before) -> assertShown((LrStep) s));
        long free = shown.rounds().stream().filter(o -> !o.freeSpins().isEmpty()).count();
        assertTrue(shown.steps() > 6_000, "steps shown: " + shown.steps());
        assertTrue(free > 0, "no Free Spins in 3000 rounds");
    }

    @Test
    void skippingShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        rig.skipEvery(5, 300, 3, last -> assertShown((LrStep) last));
    }

    @Test
    void aRoundWithFeaturesPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        LostRelicsOutcome o = rig.next(SeededStreams.single(11), 1, r -> r.main().features().size() >= 2);
        rig.playAnimated(o, last -> assertShown((LrStep) last));
    }

    @Test
    void screenshotsOfEachFeature() throws Exception {
        rig.shot("40-lr-coin-win", o -> o.main().features().stream().anyMatch(f -> f.kind().name().equals("COIN_WIN")),
                s -> s instanceof LrSteps.Feature f && f.feature().kind().name().equals("COIN_WIN"));
        rig.shot("41-lr-extra-wild", o -> o.main().features().size() >= 2
                        && o.main().features().stream().anyMatch(f -> f.kind().name().equals("EXTRA_WILD")),
                s -> s instanceof LrSteps.Feature f && f.feature().kind().name().equals("EXTRA_WILD"));
        rig.shot("42-lr-extra-scatter", o -> o.main().features().stream().anyMatch(f -> f.kind().name().equals("EXTRA_SCATTER")),
                s -> s instanceof LrSteps.Feature f && f.feature().kind().name().equals("EXTRA_SCATTER"));
        rig.shot("43-lr-hidden-chest-uncovered", o -> o.freeSpins().size() > 3,
                s -> s instanceof LrSteps.Uncover u && u.hud().revealed() != 0 && u.hud().spin() >= 2);
        rig.shot("44-lr-chest-award", o -> o.chests() >= 1,
                s -> s instanceof LrSteps.ChestFound c && c.award().grants().size() >= 6);
        rig.shot("45-lr-sticky-wilds", o -> Long.bitCount(o.stickyWilds()) >= 2,
                s -> s instanceof LrSteps.Wins w && Long.bitCount(w.hud().sticky()) >= 2);
    }

    private void assertShown(LrStep s) {
        Board b = s.board();
        for (int cell : b.shape().cells()) {
            assertEquals(b.at(cell), view.shownSymbol(cell), "cell " + cell + " after " + s.getClass().getSimpleName());
        }
        LrSteps.Hud h = s.hud();
        assertArrayEquals(new long[] {h.uncovered(), h.revealed(), h.sticky()}, view.shownMarks(),
                "uncovered spaces, chest parts and Sticky Wilds drawn");
        String text = view.hudText();
        assertTrue(text.startsWith("LEVEL " + h.level() + "\nBET " + h.bet() + " COINS"), text);
        if (h.free()) {
            assertTrue(text.contains("FREE SPIN " + h.spin() + " / " + h.spins()), text);
            assertTrue(text.contains("STICKY WILDS " + Long.bitCount(h.sticky()) + " / 6"), text);
            assertTrue(text.contains("UNCOVERED " + Long.bitCount(h.uncovered())), text);
        } else {
            assertTrue(text.contains("SCATTERS " + h.scatters() + " / 3"), text);
        }
    }
}
