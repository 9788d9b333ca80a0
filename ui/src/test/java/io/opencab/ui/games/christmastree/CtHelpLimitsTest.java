package io.opencab.ui.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.christmastree.ChristmasTree;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every limit in the PAR sheet's "Limits the player can meet" is on the help screen word for word (issue 22 item 11). */
class CtHelpLimitsTest {
    @Test
    void everyLimitOfTheParSheetIsStatedOnTheHelpScreen() throws Exception {
        List<String> sentences = helpTexts(Files.readString(Path.of("..", "docs", "par", "christmas-tree.md")));
        String help = String.join("\n", new CtRenderer((ChristmasTree) io.opencab.engine.game.GameCatalog.standard().create("christmas-tree")).help().stream()
            .flatMap(p -> p.paragraphs().stream()).toList());

        assertFalse(sentences.isEmpty(), "the PAR sheet lists no limit");
        for (String s : sentences) {
            assertTrue(help.contains(s), "not on the help screen: " + s);
        }
    }

    @Test
    void theCapAndTheStepBoundOfTheMathAreAmongTheListedLimits() throws Exception {
        String table = String.join("\n", helpTexts(Files.readString(Path.of("..", "docs", "par", "christmas-tree.md"))));
        ChristmasTree game = (ChristmasTree) io.opencab.engine.game.GameCatalog.standard().create("christmas-tree");

        assertTrue(table.contains("x" + game.info().capX() + " bets"), table);
        assertTrue(table.contains("at most " + game.math().maxStepsPerSpin() + " cascades"), table);
    }

    /** The help-text cells of the table under "## Limits the player can meet". */
    static List<String> helpTexts(String par) {
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String line : par.lines().toList()) {
            if (line.startsWith("## ")) {
                in = line.equals("## Limits the player can meet");
                continue;
            }
            if (in && line.startsWith("|") && !line.startsWith("| limit") && !line.startsWith("|---")) {
                String[] cells = line.split("\\|");
                out.add(cells[2].strip());
            }
        }
        return out;
    }
}
