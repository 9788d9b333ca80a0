package io.opencab.ui.games.clusterkingdom;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.clusterkingdom.CkMath;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.ui.present.HelpPage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The help screens state every limit the player can meet: each help-text cell of the PAR sheet's
 * "Limits the player can meet" table (docs/par/cluster-kingdom.md) appears verbatim on a help
 * page, and the table covers every bound the engine enforces.
 */
class CkHelpLimitsTest {
    private static final Path PAR = Path.of("../docs/par/cluster-kingdom.md");
    private static final String HEADING = "## Limits the player can meet";

    private final ClusterKingdom game = ClusterKingdom.standard();
    private final CkRenderer renderer = new CkRenderer(game);

    @Test
    void everyLimitOfTheParSheetIsShownVerbatimOnAHelpPage() throws IOException {
        String help = helpText();
        List<String> cells = helpTextCells();
        assertFalse(cells.isEmpty(), "no rows in " + HEADING);
        for (String cell : cells) {
            assertTrue(help.contains(cell), "help pages do not show: " + cell);
        }
    }

    @Test
    void theTableCoversEveryBoundTheEngineEnforces() throws IOException {
        String table = String.join("\n", helpTextCells());
        CkMath math = game.math();
        // the cap, and that the round ends when it is reached
        assertTrue(table.contains(String.format(Locale.ROOT, "capped at %,d times the bet", game.info().capX())), table);
        assertTrue(table.contains("end immediately when the winning limit is reached"), table);
        // the free-drop bound of a round
        assertTrue(table.contains("at most " + math.maxFreeDrops() + " free drops"), table);
        // Multiplier Wild values: no ceiling the player can meet (the engine's storage bound, decision 10, is far
        // above the 100,000 at which every win reaches the cap; issue 39: no such internal figure on the screen)
        assertTrue(math.maxMultiplier() >= 100_000, "the stored bound changes no pay only above the cap's multiplier");
        assertTrue(table.contains("no ceiling of their own; any win with a multiplier of 100,000 or more reaches the maximum win"), table);
        // no bound on cascades (the cap bounds the round: rule sheet, "until there are no more earnings")
        assertTrue(table.contains("until there are no more earnings"), table);
        // the bet cannot change during a round
        assertTrue(table.contains("Bets cannot be changed during a game round."), table);
    }

    private String helpText() {
        List<String> paragraphs = new ArrayList<>();
        for (HelpPage page : renderer.help()) {
            paragraphs.addAll(page.paragraphs());
        }
        return String.join("\n", paragraphs);
    }

    /** The second column of every body row of the table under {@link #HEADING}. */
    private static List<String> helpTextCells() throws IOException {
        List<String> lines = Files.readAllLines(PAR);
        int at = lines.indexOf(HEADING);
        assertTrue(at >= 0, "no section " + HEADING + " in " + PAR.toAbsolutePath());
        List<String> cells = new ArrayList<>();
        boolean inTable = false;
        for (int i = at + 1; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.startsWith("#")) {
                break;
            }
            if (!line.startsWith("|")) {
                if (inTable) {
                    break;
                }
                continue;
            }
            inTable = true;
            String[] parts = line.split("\\|", -1);
            // | limit | help text |  ->  "", limit, help text, ""
            assertTrue(parts.length == 4, "a row needs two cells: " + line);
            String cell = parts[2].trim();
            if (cell.equals("help text") || cell.matches("-+")) {
                continue;
            }
            cells.add(cell);
        }
        return cells;
    }
}
