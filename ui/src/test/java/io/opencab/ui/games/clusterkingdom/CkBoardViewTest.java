package io.opencab.ui.games.clusterkingdom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.BoardRig;
import io.opencab.ui.games.clusterkingdom.CkSteps.CkStep;
import io.opencab.ui.games.clusterkingdom.CkSteps.Kind;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Cluster Kingdom board on a headless stage, driven by real seeded engine outcomes. */
@ExtendWith(ApplicationExtension.class)
class CkBoardViewTest {
    private static final ClusterKingdom GAME = ClusterKingdom.standard();
    private static final CkRenderer RENDERER = new CkRenderer(GAME);
    private static final GridShape SHAPE = ClusterKingdom.shape();
    private final BoardRig<ClusterKingdomOutcome, CkBoardView> rig = new BoardRig<>(RENDERER, GAME::play);
    private CkBoardView view;

    @Start
    void start(Stage stage) {
        view = rig.start(stage);
    }

    @Test
    void everyStepOf1200RoundsBuildsItsAnimationAndShowsTheBoardAndMultipliers() throws Exception {
        BoardRig.Shown<ClusterKingdomOutcome> shown = rig.everyStep(99, 12,
            i -> GAME.info().betLevels().get(i % GAME.info().betLevels().size()), (o, s, before) -> assertShown((CkStep) s));
        assertTrue(shown.steps() >= 2 * 12 * 100, "steps shown: " + shown.steps());
    }

    @Test
    void skippingShowsTheFinalBoardAndTheOutcomesWin() throws Exception {
        rig.skipEvery(5, 300, 1, last -> assertShown((CkStep) last));
    }

    @Test
    void aRoundWithRoyalsPlayedAnimatedEndsExactlyWhereASkipEnds() throws Exception {
        ClusterKingdomOutcome o = rig.next(SeededStreams.single(11), 1,
            r -> r.featureCount(ClusterKingdomOutcome.Feature.KING.ordinal()) > 0 && r.cascades() >= 2);
        rig.playAnimated(o, last -> assertShown((CkStep) last));
    }

    @Test
    void screenshotsOfEachFeature() throws Exception {
        rig.shot("60-ck-removal", o -> o.cascades() >= 2, s -> s instanceof CkSteps.Change c && c.kind() == Kind.REMOVE
                && Long.bitCount(c.focus()) >= 8);
        rig.shot("61-ck-sticky-redrop", o -> o.featureCount(ClusterKingdomOutcome.Feature.STICKY_REDROPS.ordinal()) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.REDROP && c.hud().redrop() >= 2);
        rig.shot("62-ck-multiplier-win", o -> true, s -> s instanceof CkSteps.Wins w
                && w.clusters().stream().anyMatch(c -> c.multiplier() > 2));
        rig.shot("63-ck-multiplier-merge", o -> o.featureCount(ClusterKingdomOutcome.Feature.MULTIPLIER_MERGE.ordinal()) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.MERGE);
        rig.shot("64-ck-king", o -> o.featureCount(ClusterKingdomOutcome.Feature.KING.ordinal()) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.KING && Long.bitCount(c.focus()) >= 3);
        rig.shot("65-ck-princess", o -> o.featureCount(ClusterKingdomOutcome.Feature.PRINCESS.ordinal()) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.PRINCESS && Long.bitCount(c.focus()) >= 2);
        rig.shot("66-ck-queen", o -> o.featureCount(ClusterKingdomOutcome.Feature.QUEEN.ordinal()) > 0,
                s -> s instanceof CkSteps.Change c && c.kind() == Kind.QUEEN);
        rig.shot("67-ck-toward-the-king", o -> true, s -> s instanceof CkSteps.Change c && c.kind() == Kind.MOVE);
        rig.shot("68-ck-super-bonus", o -> o.bonus() == CkBonusType.SUPER, s -> s instanceof CkSteps.Wins w
                && w.hud().drop() >= 2 && w.clusters().stream().anyMatch(c -> c.multiplier() > 1));
        rig.shot("69-ck-bonus-start", o -> o.bonus() == CkBonusType.BONUS, s -> s instanceof CkSteps.BonusStart);
    }

    private void assertShown(CkStep s) {
        for (int cell : SHAPE.cells()) {
            assertEquals(s.cells().board().at(cell), view.shownSymbol(cell), "cell " + cell + " after " + s);
            assertEquals(s.cells().multiplier(cell), view.shownMultiplier(cell), "multiplier at " + cell);
        }
        String text = view.hudText();
        if (s.hud().free()) {
            assertTrue(text.contains("FREE DROP " + s.hud().drop() + " / " + s.hud().drops()), text);
        } else {
            assertTrue(text.contains("BASE DROP"), text);
        }
        if (s.hud().redrop() > 0) {
            assertTrue(text.contains("STICKY REDROP " + s.hud().redrop()), text);
        }
    }
}
