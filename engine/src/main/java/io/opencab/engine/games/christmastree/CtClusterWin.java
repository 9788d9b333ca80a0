package io.opencab.engine.games.christmastree;

/**
 * A paid cluster.
 *
 * @param symbol regular symbol id
 * @param cells  bit mask of the cluster's cells, wilds included
 * @param size   cells in the cluster
 * @param pay    credits: paytable coins for (symbol, size) x bet level, before any multiplier
 */
public record CtClusterWin(int symbol, long cells, int size, long pay) {
}
