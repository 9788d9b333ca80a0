package io.opencab.engine.games.lostrelics;

/**
 * One feature instance granted by a found chest.
 *
 * @param kind     what was granted
 * @param cell     Sticky Wild: bit index of the cell it took; -1 otherwise
 * @param coinX    Coin Win: the award as a multiple of the bet (1..30); 0 otherwise
 * @param pay      Coin Win: credits (coinX x bet); 0 otherwise
 */
public record LrChestGrant(Kind kind, int cell, int coinX, long pay) {
    public enum Kind { EXTRA_FREE_SPIN, STICKY_WILD, COIN_WIN }
}
