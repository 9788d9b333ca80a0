package io.opencab.ui.games.board;

import io.opencab.ui.present.Step;

/**
 * A step that carries the game's heads-up display after it: the board shows it before the step's picture or
 * animation ({@link CellBoardView#show}, {@link CellBoardView#animate}), so that the view can jump to any step.
 *
 * @param <H> the game's heads-up display
 */
public interface HudStep<H> extends Step {
    /** The heads-up display after this step. */
    H hud();
}
