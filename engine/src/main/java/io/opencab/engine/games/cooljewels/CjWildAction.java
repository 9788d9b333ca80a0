package io.opencab.engine.games.cooljewels;

/**
 * An activated Wild acting, in the order Wilds act (top to bottom, then left to right).
 *
 * @param cell      bit index of the Wild's space
 * @param symbol    UNSTABLE, SHATTERING, SHOCKING or PERSISTING
 * @param pattern   bit mask of every space its pattern covers, its own included
 * @param destroyed bit mask of what it destroyed: the pattern's spaces still holding a symbol
 *                  that no earlier step of this evaluation destroyed and that is not an activated
 *                  Wild, plus its own space when it was consumed
 * @param consumed  true when the Wild destroyed itself: always for Unstable, Shattering and Shocking
 *                  unless a same-Wild pair turned it into a Persisting Wild; for a Persisting Wild only on
 *                  the bottom row
 */
public record CjWildAction(int cell, int symbol, long pattern, long destroyed, boolean consumed) {
}
