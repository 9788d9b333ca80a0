package io.opencab.ui.games.cooljewels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.cooljewels.CjMath;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.ui.games.HelpLimits;
import io.opencab.ui.present.HelpPage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The help screens state every limit the player can meet: each sentence of the PAR sheet's
 * "Limits the player can meet" table (docs/par/cool-jewels.md) appears verbatim on a help page,
 * the table names every bound the engine enforces, and every page fits its panel.
 */
@ExtendWith(ApplicationExtension.class)
class CjHelpLimitsTest {
    private static final CoolJewels GAME = CoolJewels.standard();
    private static final CjRenderer RENDERER = new CjRenderer(GAME);
    /** Height for the paragraphs of a page: the 620-pixel panel less its padding, title, page buttons and close row. */
    private static final double PARAGRAPHS_HEIGHT = 400;

    @Start
    void start(Stage stage) {
        // the toolkit is started for the text measurement; no stage is needed
    }

    @Test
    void everyLimitSentenceOfTheParSheetIsOnAHelpPageVerbatim() throws Exception {
        HelpLimits.assertEveryLimitOnTheHelpPages("cool-jewels", RENDERER);
    }

    @Test
    void theTableNamesEveryBoundTheEngineEnforces() throws Exception {
        String all = HelpLimits.table("cool-jewels");
        CjMath math = GAME.math();
        assertTrue(all.contains("A maximum of " + math.maxCascades() + " cascades can occur per game."), all);
        assertTrue(all.contains("at most " + math.maxFreeGames() + " free games"), all);
        assertTrue(all.contains("a minimum of " + math.guaranteeX() + "x the total bet"), all);
        assertTrue(all.contains("initiating scatter pay"), all);
        assertTrue(all.contains(math.minGroup() == 4 ? "four or more identical symbols" : math.minGroup() + " or more"), all);
        assertTrue(all.contains("can only land on reels two to five"), all);
        assertTrue(all.contains("Section 12 has no slices"), all);
        long cap = GAME.info().capX();
        assertTrue(cap > 0 ? all.contains("capped at x" + cap + " bets") : all.contains("There is no maximum win"), all);
        assertTrue(all.contains("levels " + GAME.info().betLevels().getFirst() + " to " + GAME.info().betLevels().getLast()), all);
    }

    @Test
    void everyPageFitsItsPanel() throws Exception {
        List<String> over = WaitForAsyncUtils.asyncFx(() -> {
            List<String> found = new ArrayList<>();
            for (HelpPage p : RENDERER.help()) {
                double h = 0;
                for (String para : p.paragraphs()) {
                    Text t = new Text(para);
                    t.setFont(Font.font(18));
                    t.setWrappingWidth(1020);
                    h += t.getLayoutBounds().getHeight() + 10;
                }
                if (h > PARAGRAPHS_HEIGHT) {
                    found.add(p.title() + ": " + Math.round(h) + " px");
                }
            }
            return found;
        }).get(30, TimeUnit.SECONDS);
        assertEquals(List.of(), over, "help pages taller than their panel");
    }
}
