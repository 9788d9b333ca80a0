package io.opencab.ui.games.board;

import io.opencab.engine.grid.Board;

/**
 * A step that shows a board and the game's heads-up display after it, so that the view can jump to any step (skip,
 * recall). Christmas Tree, Lost Relics and Cool Jewels' steps are such steps.
 *
 * @param <H> the game's heads-up display
 */
public interface BoardStep<H> extends HudStep<H> {
    /** The board shown after this step. */
    Board board();
}
