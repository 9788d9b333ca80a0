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
}
