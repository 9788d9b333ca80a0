package io.opencab.ui.present;

import javafx.animation.Animation;
import javafx.scene.layout.Region;

/**
 * A game's board on screen. Created and used on the JavaFX thread only. {@link #show} must
 * leave exactly the picture the end of {@link #animate} leaves, so skipping never changes
 * what the player finally sees.
 */
public interface BoardView {

    Region node();

    /** The board before any round (an idle board). */
    void idle();

    /** The animation from the state before {@code step} to the state after it. */
    Animation animate(Step step, Speed speed);

    /** Jumps to the state after {@code step}, without animation. */
    void show(Step step);

    /**
     * The player's bet changed (or the board was made): a board whose heads-up display shows the bet or prizes
     * that depend on it shows the new values at once, not at the next round (issue 39 item 2). Called between
     * rounds only. Default: nothing (a board that shows no bet).
     *
     * @param level the bet level
     * @param bet   the bet in credits (coins)
     */
    default void bet(int level, long bet) {
    }

    /**
     * How the cabinet groups numbers ({@code money.grouping}): the board writes its amounts so (issue 39 item 5),
     * from the next step it draws on. Default: nothing (a board that writes no amounts of four digits).
     */
    default void numbers(io.opencab.money.MoneyFormat.Grouping grouping) {
    }
}
