package io.opencab.ui.games.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.opencab.ui.present.UiException;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Group;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/** A game's symbols as data: one name and one drawing per symbol id, the specials highlighted white. */
class SymbolSetTest {
    private static final List<Supplier<Group>> TWO_DRAWINGS = List.of(Group::new, Group::new);

    @Test
    void refusesASetWhoseNamesAndDrawingsDoNotPair() {
        UiException e = assertThrows(UiException.class,
                () -> new SymbolSet("Test", List.of("Gem"), TWO_DRAWINGS, "#ff0000"));
        assertEquals("Test has 1 symbol names, 2 drawings and 1 highlight colours", e.getMessage());
    }

    @Test
    void refusesASymbolItHasNoDrawingFor() {
        SymbolSet set = new SymbolSet("Test", List.of("Gem", "Wild"), TWO_DRAWINGS, "#ff0000");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> set.symbol(2, 80));

        assertEquals("no Test symbol 2", e.getMessage());
    }

    @Test
    void highlightsThePayingSymbolsInTheirColourAndTheSpecialsWhite() {
        SymbolSet set = new SymbolSet("Test", List.of("Gem", "Wild"), TWO_DRAWINGS, "#ff0000");

        assertEquals(List.of(Color.web("#ff0000"), Color.WHITE), List.of(set.colour(0), set.colour(1)));
    }
}
