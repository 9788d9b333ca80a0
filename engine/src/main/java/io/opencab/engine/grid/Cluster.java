package io.opencab.engine.grid;

/**
 * One edge-connected group of a paying symbol and the wilds that join it.
 *
 * @param symbol the paying symbol
 * @param cells  bit mask of every cell in the cluster, wilds included
 * @param size   number of cells (wilds count as the symbol)
 */
public record Cluster(int symbol, long cells, int size) {
}
