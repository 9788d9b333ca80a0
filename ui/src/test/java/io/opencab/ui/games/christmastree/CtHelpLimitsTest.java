package io.opencab.ui.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.ui.games.HelpLimits;
import org.junit.jupiter.api.Test;

/** Every limit in the PAR sheet's "Limits the player can meet" is on the help screen word for word (issue 22 item 11). */
class CtHelpLimitsTest {
    @Test
    void everyLimitOfTheParSheetIsStatedOnTheHelpScreen() throws Exception {
        HelpLimits.assertEveryLimitOnTheHelpPages("christmas-tree",
            new CtRenderer((ChristmasTree) io.opencab.engine.game.GameCatalog.standard().create("christmas-tree")));
    }

    @Test
    void theCapAndTheStepBoundOfTheMathAreAmongTheListedLimits() throws Exception {
        String table = HelpLimits.table("christmas-tree");
        ChristmasTree game = (ChristmasTree) io.opencab.engine.game.GameCatalog.standard().create("christmas-tree");

        assertTrue(table.contains("x" + game.info().capX() + " bets"), table);
        assertTrue(table.contains("at most " + game.math().maxStepsPerSpin() + " cascades"), table);
    }
}
