package io.opencab.engine.games.cooljewels;

import io.opencab.engine.grid.Board;
import java.util.List;

/**
 * One game: the paid base game or one free game. Its meter starts at slice 0 and resets when
 * its cascades end (rule sheet).
 *
 * @param free           a free game
 * @param number         0 for the base game, 1.. for free games in the order played
 * @param drawn          the board as it landed
 * @param evaluations    every evaluation that destroyed symbols, in order (at most 30)
 * @param win            credits the evaluations paid (before the round's cap)
 * @param bonus          Bonus symbols destroyed in this game
 * @param landed         Bonus symbols that landed in this game: on its drawn board and in every refill
 * @param awarded        free games this game awarded: by {@code bonus} in the base game ("destroying four
 *                       or more"), by {@code landed} in a free game ("land four or more ... during the
 *                       feature"); 0 below four (rule sheet; docs/par/cool-jewels.md, D14)
 * @param cascadeLimited true when play stopped at the 30-cascade limit
 */
public record CjGame(boolean free, int number, Board drawn, List<CjEvaluation> evaluations, long win, int bonus,
                     int landed, int awarded, boolean cascadeLimited) {

    /** Cascades: evaluations that destroyed symbols. */
    public int cascades() {
        return evaluations.size();
    }

    /** The board left when the game ended. */
    public Board last() {
        return evaluations.isEmpty() ? drawn : evaluations.getLast().after();
    }
}
