package io.opencab.ui.games.board;

import io.opencab.ui.present.Pace;

/**
 * The last step of every game's round: the round's total win over the board, in the game's banner. A board shows it
 * itself ({@link CellBoardView#show}) once the game has drawn the step's board and heads-up display.
 */
public interface TotalStep extends Pace.Totalling {
    /** The round's bet, in credits. */
    long bet();

    /** True when the round stopped at its cap; a game without a cap (Lost Relics) never is. */
    default boolean capped() {
        return false;
    }

    /** The cap as a multiple of the bet; 0 for a game without a cap. */
    default long capX() {
        return 0;
    }
}
