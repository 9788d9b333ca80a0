package io.opencab.engine.games.lostrelics;

/**
 * A paid cluster.
 *
 * @param symbol paying symbol id
 * @param cells  bit mask of the cluster's cells, wilds included
 * @param size   cells in the cluster
 * @param pay    credits: paytable coins for (symbol, size) x bet level
 */
public record LrClusterWin(int symbol, long cells, int size, long pay) {
}
