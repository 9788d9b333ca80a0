package io.opencab.engine.games.lostrelics;

import io.opencab.engine.grid.Board;
import java.util.List;

/**
 * One Free Spin.
 *
 * @param number    1-based, counting Extra Free Spins
 * @param drawn     the board as it landed (no Scatters in Free Spins)
 * @param sticky    bit mask of the Sticky Wilds on the reels during this spin
 * @param board     the board paid: {@code drawn} with the Sticky Wilds in place
 * @param clusters  winning clusters of {@code board}
 * @param pay       credits from the paytable
 * @param chest     the chest hidden during this spin
 * @param uncovered every space uncovered once this spin's wins were paid (carried from earlier
 *                  spins); the chest is found when it covers all of {@code chest.cells()}
 * @param award     the chest found by this spin, or null
 */
public record LrFreeSpin(int number, Board drawn, long sticky, Board board, List<LrClusterWin> clusters, long pay,
                         LrChest chest, long uncovered, LrChestAward award) {
}
