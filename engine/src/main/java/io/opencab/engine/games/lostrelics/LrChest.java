package io.opencab.engine.games.lostrelics;

/**
 * A Hidden Chest: its type and the cells it hides behind.
 *
 * @param number 1 for the session's first chest, 2 for the second ...
 * @param type   small, medium or large
 * @param cells  bit mask of the spaces it covers
 */
public record LrChest(int number, LrChestType type, long cells) {
}
