package io.opencab.engine.games.clusterkingdom;

/**
 * The reload after a win: the symbols that are not fixed fell down their column past the fixed
 * cells (Multiplier Wilds and royals), and new symbols filled the empty cells.
 *
 * @param filled    cells drawn anew (column by column from the left, bottom to top)
 * @param royal     the royal that landed with the reload (KING, QUEEN, PRINCESS) or -1
 * @param royalCell its bit index, or -1
 * @param after     the board after
 */
public record CkRefill(long filled, int royal, int royalCell, CkBoard after) implements CkEvent {
}
