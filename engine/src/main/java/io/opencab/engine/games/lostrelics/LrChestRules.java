package io.opencab.engine.games.lostrelics;

/**
 * One chest type's size and bounds, as the math resource states them ({@code chest.<type>.size},
 * {@code .count}, {@code .minExtraSpins}, {@code .maxStickyWilds}) and the rule sheet fixes them.
 *
 * @param width          columns covered
 * @param height         rows covered
 * @param minInstances   the fewest feature instances it grants (the smallest value of {@code .count})
 * @param maxInstances   the most (the largest value of {@code .count})
 * @param minExtraSpins  its guaranteed Extra Free Spins (while the session has fewer than 25)
 * @param maxStickyWilds the most Sticky Wilds it grants
 */
public record LrChestRules(int width, int height, int minInstances, int maxInstances, int minExtraSpins,
                           int maxStickyWilds) {
}
