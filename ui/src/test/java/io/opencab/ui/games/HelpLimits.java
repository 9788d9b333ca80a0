package io.opencab.ui.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The PAR sheet's "Limits the player can meet" table (docs/par/&lt;game&gt;.md, issue 22 item 11) against a game's help
 * pages: what the four help-limit tests share. Each test adds the bounds its own engine enforces.
 */
public final class HelpLimits {
    private static final String HEADING = "## Limits the player can meet";

    private HelpLimits() {
    }

    /**
     * The help-text cells (second column) of the body rows of the table under the heading, in order. The section must
     * be there, its header row must read {@code | limit | help text |} and every row must have two cells.
     */
    public static List<String> sentences(String parSheet) throws IOException {
        Path par = Path.of("..", "docs", "par", parSheet + ".md");
        List<String> lines = Files.readAllLines(par);
        int at = lines.indexOf(HEADING);
        assertTrue(at >= 0, "no section " + HEADING + " in " + par.toAbsolutePath());
        List<String> cells = new ArrayList<>();
        boolean header = true;
        for (int i = at + 1; i < lines.size() && !lines.get(i).startsWith("#"); i++) {
            String line = lines.get(i).strip();
            if (!line.startsWith("|")) {
                continue;
            }
            String[] parts = line.split("\\|", -1);
            // | limit | help text |  ->  "", limit, help text, ""
            assertEquals(4, parts.length, "a limits row has two cells: " + line);
            String cell = parts[2].strip();
            if (header) {
                assertEquals("help text", cell, "the limits table's header in " + par);
                header = false;
            } else if (!cell.matches("-+")) {
                cells.add(cell);
            }
        }
        return cells;
    }

    /** The table's sentences as one text, for the checks of the engine's bounds. */
    public static String table(String parSheet) throws IOException {
        return String.join("\n", sentences(parSheet));
    }

    /** Every paragraph of every help page, one a line. */
    public static String helpText(GameRenderer renderer) {
        List<String> paragraphs = new ArrayList<>();
        for (HelpPage page : renderer.help()) {
            paragraphs.addAll(page.paragraphs());
        }
        return String.join("\n", paragraphs);
    }

    /** The table lists some limit, and each of its sentences is on a help page word for word. */
    public static void assertEveryLimitOnTheHelpPages(String parSheet, GameRenderer renderer) throws IOException {
        List<String> sentences = sentences(parSheet);
        String help = helpText(renderer);
        assertFalse(sentences.isEmpty(), "the PAR sheet lists no limit: " + parSheet);
        for (String s : sentences) {
            assertTrue(help.contains(s), "not on the help pages: " + s);
        }
    }
}
