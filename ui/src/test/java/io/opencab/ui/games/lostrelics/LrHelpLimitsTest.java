package io.opencab.ui.games.lostrelics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.ui.games.HelpLimits;
import io.opencab.ui.present.HelpPage;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every limit in the PAR sheet's "Limits the player can meet" is on the help screen word for word,
 * and the table covers every bound the engine enforces (issue 22 item 11).
 */
class LrHelpLimitsTest {
    private static LostRelics game() {
        return (LostRelics) GameCatalog.standard().create(LostRelics.ID);
    }

    private static List<HelpPage> pages() {
        return new LrRenderer(game()).help();
    }

    @Test
    void everyLimitOfTheParSheetIsStatedOnTheHelpScreen() throws Exception {
        HelpLimits.assertEveryLimitOnTheHelpPages("lost-relics", new LrRenderer(game()));
    }

    @Test
    void theTableCoversEveryBoundTheEngineEnforces() throws Exception {
        String table = HelpLimits.table("lost-relics");
        LostRelics g = game();
        // no round cap (decision D13): the table says so, as the help screen does
        assertEquals(0, g.info().capX());
        assertTrue(table.contains("There is no maximum win"), table);
        for (String bound : List.of(
                g.math().minCluster() + " or more symbols",           // the smallest paying cluster
                "Bet levels 1 to 10, 20 coins per level",              // bet.levels, bet.coinsPerLevel
                "up to five instances",                                // features.maxInstances
                "between 3 and 30 times the bet",                      // features.coinWinX
                "Three extra Wild symbols",                            // features.extraWilds
                "at least three such positions are free",              // decision D5
                "Up to 15 Wild symbols",                               // features.wildLimit
                "Wild symbols never land on the reels",                // decision D1 (issue 22 item 5)
                "No more than 3 Scatter symbols",                      // freeSpins.scatters
                "at most one per reel",                                // decision D2
                "activate 10 Free Spins",                              // freeSpins.count
                "can't be retriggered",                                // decision D2
                "is 25.",                                              // chest.maxExtraSpins
                "stop granting Extra Free Spins",                      // the 25-spin limit's behaviour (D10)
                "Sticky Wilds present on the reels is 6",              // chest.maxStickyWilds
                "cannot replace another Sticky Wild",                  // decision D11
                "3 to 5 features", "6 to 10", "11 to 15",              // chest counts
                "up to 1 Sticky Wild",                                 // chests' own Sticky Wild limits
                "always either small or medium",                       // chest.firstTwoWeights
                "between 1 and 30 times the bet",                      // chest.coinWinX
                "the next chest can be uncovered from the next spin on")) { // decision D9
            assertTrue(table.contains(bound), "the limits table misses: " + bound);
        }
    }

    @Test
    void everyHelpPageFitsItsPanel() {
        // the help panel is 1080 x 620 with 1020-pixel lines: about 7 short paragraphs of text
        for (HelpPage p : pages()) {
            int chars = p.paragraphs().stream().mapToInt(String::length).sum();
            assertTrue(p.paragraphs().size() <= 7, p.title() + ": " + p.paragraphs().size() + " paragraphs");
            assertTrue(chars <= (p.paytable().isEmpty() ? 1400 : 400), p.title() + ": " + chars + " characters");
        }
    }
}
