package io.opencab.ui.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.grid.Board;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.BoardRig;
import io.opencab.ui.games.cooljewels.CjSteps.CjStep;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Cool Jewels board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class CjBoardViewTest {
    private static final CoolJewels GAME = CoolJewels.standard();
    private static final CjRenderer RENDERER = new CjRenderer(GAME);
    private final BoardRig<CoolJewelsOutcome, CjBoardView> rig = new BoardRig<>(RENDERER, GAME::play);
    private CjBoardView view;

    @Start
    void start(Stage stage) {
        view = rig.start(stage);
    }

    @Test
    void everyStepOf800RoundsBuildsItsAnimationAndShowsTheBoardMeterAndWatermarks() throws Exception {
        BoardRig.Shown<CoolJewelsOutcome> shown = rig.everyStep(99, 8, i -> 1 + i % 5,
            (o, s, before) -> assertShown((CjStep) s));
        assertTrue(shown.steps() >= 2 * 8 * 100, "steps shown: " + shown.steps());
    }

    @Test
    void skippingShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        rig.skipEvery(5, 300, 2, last -> assertShown((CjStep) last));
    }

    @Test
    void aRoundWithAWildPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        CoolJewelsOutcome o = rig.next(SeededStreams.single(11), 1,
            r -> r.featureCount(CoolJewelsOutcome.Feature.UNSTABLE_WILD.ordinal()) > 0 && r.base().cascades() >= 2);
        rig.playAnimated(o, last -> assertShown((CjStep) last));
    }

    @Test
    void screenshotsOfEachFeature() throws Exception {
        rig.shot("50-cj-meter", o -> o.base().cascades() >= 3, s -> s instanceof CjSteps.Meter m && m.hud().slice() >= 20);
        rig.shot("51-cj-shattering-wild", o -> o.featureCount(CoolJewelsOutcome.Feature.SHATTERING_WILD.ordinal()) > 0,
                s -> s instanceof CjSteps.WildAct w && w.wild().symbol() == 11 && Long.bitCount(w.wild().destroyed()) >= 5);
        rig.shot("52-cj-wild-pair", o -> o.featureCount(CoolJewelsOutcome.Feature.PAIR_SHATTERING_SHOCKING.ordinal()) > 0,
                s -> s instanceof CjSteps.Pairs p && p.pairs().stream().anyMatch(x -> x.enhancement() == CjPair.Enhancement.BLUE_WATERMARK));
        rig.shot("53-cj-watermarks", o -> o.featureCount(CoolJewelsOutcome.Feature.COMBINED_WATERMARK.ordinal()) > 0,
                s -> s instanceof CjSteps.Groups g && combined(g.hud().marks()));
        rig.shot("54-cj-persisting-wilds", o -> o.featureCount(CoolJewelsOutcome.Feature.PAIR_UNSTABLE_UNSTABLE.ordinal()) > 0,
                s -> s instanceof CjSteps.Pairs p && p.persistingMade() != 0);
        rig.shot("55-cj-free-games", o -> o.freeGames().size() >= 2, s -> s instanceof CjSteps.FreeGames);
        rig.shot("56-cj-guarantee", o -> o.featureCount(CoolJewelsOutcome.Feature.GUARANTEE_TOP_UP.ordinal()) > 0,
                s -> s instanceof CjSteps.Guarantee);
    }

    private static boolean combined(CjSteps.Marks m) {
        return (m.pink() & m.green() | m.pink() & m.blue() | m.green() & m.blue()) != 0;
    }

    private void assertShown(CjStep s) {
        Board b = s.board();
        for (int cell : b.shape().cells()) {
            assertEquals(b.at(cell), view.shownSymbol(cell), "cell " + cell + " after " + s.getClass().getSimpleName());
        }
        assertEquals(s.gone(), view.shownGone(), "destroyed spaces drawn faded");
        assertEquals(s.hud().slice(), view.litSlices(), "meter slices lit");
        assertEquals(s.hud().marks(), view.shownMarks(), "watermarks drawn");
    }
}
