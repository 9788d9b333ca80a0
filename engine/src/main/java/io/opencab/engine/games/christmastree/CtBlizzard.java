package io.opencab.engine.games.christmastree;

import io.opencab.engine.grid.Board;

/**
 * Blizzard: Mystery symbols dropped on {@code cells} when no winning cluster was left, all
 * revealed as one regular symbol or Wild.
 *
 * @param cells    bit mask of the cells that received a Mystery symbol (3 to 9 cells)
 * @param revealed the symbol the Mysteries turned into (a Snowman symbol then shows as Wild)
 * @param after    the board after the reveal
 */
public record CtBlizzard(long cells, int revealed, Board after) implements CtStep {
}
