package io.opencab.engine.games.lostrelics;

import io.opencab.engine.grid.Board;
import java.util.List;

/**
 * The paid main-game spin: the board as it landed, the random features revealed from under its
 * winning clusters in order, and the clusters paid on the final board.
 *
 * @param drawn          the board as it landed (Scatters on reels 1, 3, 5 only)
 * @param board          the board wins are paid on: {@code drawn} plus every Extra Wild
 * @param features       random-feature instances in the order they were revealed (at most 5)
 * @param clusters       the winning clusters of {@code board}, by symbol then lowest cell
 * @param landedScatters Scatters on {@code drawn}
 * @param scatters       Scatters collected: landed plus Extra Scatter awards (at most 3)
 * @param pay            credits from the paytable (sum of cluster pays)
 * @param coinWin        credits from Coin Win instances
 */
public record LrMainSpin(Board drawn, Board board, List<LrFeature> features, List<LrClusterWin> clusters,
                         int landedScatters, int scatters, long pay, long coinWin) {

    /** Free Spins were triggered. */
    public boolean triggered(int scattersToTrigger) {
        return scatters >= scattersToTrigger;
    }
}
