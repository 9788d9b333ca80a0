package io.opencab.engine.games.lostrelics;

/**
 * The three Hidden Chests, with the bounds the rule sheet fixes for each: size on the reels
 * (width x height), instances granted, the least Extra Free Spins and the most Sticky Wilds
 * one chest grants.
 */
public enum LrChestType {
    SMALL(2, 1, 3, 5, 1, 1),
    MEDIUM(2, 2, 6, 10, 2, 2),
    LARGE(3, 2, 11, 15, 3, 3);

    public final int width;
    public final int height;
    public final int minInstances;
    public final int maxInstances;
    public final int minExtraSpins;
    public final int maxStickyWilds;

    LrChestType(int width, int height, int minInstances, int maxInstances, int minExtraSpins, int maxStickyWilds) {
        this.width = width;
        this.height = height;
        this.minInstances = minInstances;
        this.maxInstances = maxInstances;
        this.minExtraSpins = minExtraSpins;
        this.maxStickyWilds = maxStickyWilds;
    }
}
