package io.opencab.engine.games.clusterkingdom;

/**
 * The King's upgrade: every {@code from} symbol on the board became {@code to}, the lowest and
 * highest paying symbols edge-adjacent to the King.
 *
 * @param king  the King's bit index
 * @param from  lowest adjacent paying symbol
 * @param to    highest adjacent paying symbol
 * @param cells the cells that changed
 * @param after the board after the upgrade
 */
public record CkKingUpgrade(int king, int from, int to, long cells, CkBoard after) implements CkEvent {
}
