package io.opencab.ui.games.board;

import io.opencab.ui.present.UiException;
import java.util.Arrays;
import java.util.stream.Collectors;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

/**
 * A column board's heads-up display (Cluster Kingdom, Cool Jewels, Lost Relics; issue 38 item 3: one piece where
 * the three boards kept their own lines): its lines of text one under the other on the cells' right, the first the
 * player's bet, which follows BET+/BET-/MAX BET at once (issue 39 item 2).
 */
public final class HudLines {
    private final Text[] lines;

    /** The display's lines, top to bottom ({@link BoardText#bold}); the first shows the bet. */
    public HudLines(Text... lines) {
        if (lines.length == 0) {
            throw new UiException("a heads-up display needs at least its bet line");
        }
        this.lines = lines.clone();
    }

    /** The display as a node, {@code dx} right of {@code layout}'s cells and {@code dy} below their top ({@link CellLayout#hud}). */
    public VBox place(CellLayout layout, String id, double gap, double dx, double dy) {
        return layout.hud(id, gap, dx, dy, lines);
    }

    /** Shows the bet line alone (between rounds). */
    public void bet(String text) {
        lines[0].setText(text);
    }

    /** Shows {@code texts}, one a line, top to bottom: as many as the display has lines. */
    public void show(String... texts) {
        if (texts.length != lines.length) {
            throw new UiException("the heads-up display has " + lines.length + " lines, not " + texts.length);
        }
        for (int i = 0; i < lines.length; i++) {
            lines[i].setText(texts[i]);
        }
    }

    /** The lines' text now, joined by {@code |} (tests). */
    public String text() {
        return Arrays.stream(lines).map(Text::getText).collect(Collectors.joining("|"));
    }
}
