package io.opencab.engine.games.clusterkingdom;

/**
 * The Princess placed Wilds on paying symbols.
 *
 * @param princess the Princess's bit index
 * @param cells    the cells that became Wild (1 to 4)
 * @param after    the board after
 */
public record CkPrincessWilds(int princess, long cells, CkBoard after) implements CkEvent {
}
