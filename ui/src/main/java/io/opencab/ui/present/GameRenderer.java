package io.opencab.ui.present;

import io.opencab.engine.game.RoundOutcome;
import java.util.List;

/**
 * A game's presentation plugged into the kiosk, built for one {@link io.opencab.engine.game.Game}
 * by a {@link Renderers} factory: turns that game's outcome value into ordered steps, and draws
 * them. Live play and game recall use the same renderer.
 */
public interface GameRenderer {

    /** The game id this renderer presents. */
    String gameId();

    /** True for a dedicated renderer, false for the generic fallback. */
    boolean dedicated();

    /** The steps of one round: pure, no JavaFX; every amount comes from the outcome. */
    RoundScript script(RoundOutcome outcome);

    /** A new board view (JavaFX thread). */
    BoardView createView();

    /** The help and paytable pages, generated from the game's own math (pure data). */
    List<HelpPage> help();

    /** A new node drawing {@code symbol}, {@code size} pixels wide, centred on (0, 0) (JavaFX thread). */
    javafx.scene.Node symbol(int symbol, double size);

    /**
     * A picture drawn beside help page {@code page} (an index into {@link #help()}), or empty for
     * none (the default). Christmas Tree draws its grid there (JavaFX thread).
     */
    default java.util.Optional<javafx.scene.Node> helpPicture(int page) {
        return java.util.Optional.empty();
    }

    /**
     * What MAX BET does in this game. {@code false} (the default): it only selects the highest bet
     * level (Christmas Tree: "Max Bet - Sets the bet value to the largest available"). {@code true}:
     * it plays the round at the highest level, and from a lower level the first press selects the
     * highest level and the second plays (Lost Relics: "MAX BET must be clicked twice").
     */
    default boolean maxBetPlays() {
        return false;
    }
}
