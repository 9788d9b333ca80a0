package io.opencab.engine.games.clusterkingdom;

/**
 * The three bonus games (rule sheet). Only MINI and SUPER have increasing Multiplier Wilds
 * (+1 when part of one or more wins); in every bonus the multipliers are kept.
 */
public enum CkBonusType {
    /** Princess and King adjacent: 3 free drops, increasing multipliers. */
    MINI(true),
    /** King and Queen adjacent: 6 free drops. */
    BONUS(false),
    /** Queen, Princess and King adjacent: 6 free drops, increasing multipliers. */
    SUPER(true);

    private final boolean increasing;

    CkBonusType(boolean increasing) {
        this.increasing = increasing;
    }

    public boolean increasing() {
        return increasing;
    }
}
