package io.opencab.engine.games.clusterkingdom;

/**
 * The Queen swapped positions with an edge-adjacent symbol.
 *
 * @param from   the Queen's bit index before
 * @param to     the bit index of the symbol she swapped with (her new place)
 * @param symbol the symbol that moved to {@code from}
 * @param after  the board after
 */
public record CkQueenSwap(int from, int to, int symbol, CkBoard after) implements CkEvent {
}
