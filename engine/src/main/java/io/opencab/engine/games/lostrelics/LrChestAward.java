package io.opencab.engine.games.lostrelics;

import java.util.List;

/**
 * A chest found in a Free Spin and what it granted.
 *
 * @param chest       the chest
 * @param grants      every instance in the order granted (the guaranteed Extra Free Spins first)
 * @param extraSpins  Extra Free Spins added to the session
 * @param stickyCells bit mask of the Sticky Wilds it placed
 * @param coinWin     credits from its Coin Wins
 */
public record LrChestAward(LrChest chest, List<LrChestGrant> grants, int extraSpins, long stickyCells, long coinWin) {
}
