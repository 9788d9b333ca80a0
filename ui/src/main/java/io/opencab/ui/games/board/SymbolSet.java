package io.opencab.ui.games.board;

import io.opencab.ui.present.UiException;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.paint.Color;

/**
 * A game's symbols as data, indexed by symbol id (the order the game's {@code *Symbols} class numbers them): the
 * name the player reads, the drawing ({@link SymbolArt}'s 100 x 100 box) and the cluster highlight colour, the paying
 * symbols' own and white for the specials.
 */
public final class SymbolSet {
    private final String game;
    private final List<String> names;
    private final List<Supplier<Group>> drawings;
    private final List<Color> highlights;

    /**
     * {@code names} and {@code drawings}: one per symbol id, in id order; {@code highlights}: the web colours of the
     * first symbols (the paying ones), in id order.
     */
    public SymbolSet(String game, List<String> names, List<Supplier<Group>> drawings, String... highlights) {
        if (names.size() != drawings.size() || highlights.length > names.size()) {
            throw new UiException(game + " has " + names.size() + " symbol names, " + drawings.size() + " drawings and "
                    + highlights.length + " highlight colours");
        }
        this.game = game;
        this.names = List.copyOf(names);
        this.drawings = List.copyOf(drawings);
        this.highlights = Arrays.stream(highlights).map(Color::web).toList();
    }

    /** The symbol's name as the player reads it. */
    public String name(int symbol) {
        return names.get(symbol);
    }

    /** A new node for {@code symbol}, {@code size} pixels wide, centred on (0, 0). */
    public Node symbol(int symbol, double size) {
        if (symbol < 0 || symbol >= drawings.size()) {
            throw new IllegalArgumentException("no " + game + " symbol " + symbol);
        }
        return SymbolArt.scaled(drawings.get(symbol).get(), size);
    }

    /** A colour for a symbol's cluster highlight. */
    public Color colour(int symbol) {
        return symbol >= 0 && symbol < highlights.size() ? highlights.get(symbol) : Color.WHITE;
    }
}
