package io.opencab.engine.games.christmastree;

import io.opencab.engine.grid.Board;
import java.util.List;

/**
 * One paying evaluation: every winning cluster on the board before it, paid together, then
 * removed; survivors fall and new symbols fill the top of each column.
 *
 * @param clusters   every winning cluster, by symbol then lowest cell
 * @param removed    bit mask of the removed cells (the union of the clusters)
 * @param multiplier the free-spin multiplier applied to this cascade (1 in the regular game)
 * @param pay        credits: sum of cluster pays x multiplier
 * @param after      the board after the fall and refill
 */
public record CtCascade(List<CtClusterWin> clusters, long removed, int multiplier, long pay, Board after)
        implements CtStep {
}
