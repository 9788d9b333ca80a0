package io.opencab.engine.games.lostrelics;

/**
 * The three Hidden Chests. Their sizes and bounds are math: {@link LrChestRules}, read from
 * {@code chest.<type>.*} and checked against the rule sheet's table when the math loads.
 */
public enum LrChestType {
    SMALL,
    MEDIUM,
    LARGE;

    /** The prefix of this chest's keys in the math resource: {@code chest.small}, ... */
    public String key() {
        return "chest." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
