package io.opencab.engine.games.lostrelics;

/**
 * One instance of a main-game random feature, revealed from under a symbol of a winning cluster.
 *
 * @param kind      which feature
 * @param cell      bit index of the symbol it was hidden under (the symbol stays in its cluster)
 * @param symbol    the symbol at that cell
 * @param coinX     Coin Win: the award as a multiple of the bet (3..30); 0 otherwise
 * @param pay       Coin Win: credits (coinX x bet); 0 otherwise
 * @param wildCells Extra Wild: bit mask of the three cells that became Wild; 0 otherwise
 * @param scatters  Scatters collected once this instance resolved (Extra Scatter adds one)
 */
public record LrFeature(Kind kind, int cell, int symbol, int coinX, long pay, long wildCells, int scatters) {
    public enum Kind { COIN_WIN, EXTRA_WILD, EXTRA_SCATTER }
}
