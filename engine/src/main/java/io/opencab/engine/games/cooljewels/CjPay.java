package io.opencab.engine.games.cooljewels;

/**
 * One destroyed symbol, in the order it was paid: it lit the next slice of the Pay Per Symbol
 * Meter and paid the value of the section that slice belongs to.
 *
 * @param cell       bit index of its space (see {@link CoolJewels#shape()})
 * @param symbol     the symbol destroyed
 * @param cause      what destroyed it
 * @param wild       for {@link Cause#WILD}, the index of the Wild in {@link CjEvaluation#wilds()}; else -1
 * @param slice      the slice it lit: the number of symbols destroyed so far in this game,
 *                   itself included (from 1; above 141 the meter is in section 12, which has no slices)
 * @param section    the section (1..12) that slice belongs to
 * @param multiplier 1; 10 for Premium 10x or for a symbol on a Blue Watermark; 100 for Premium 10x on Blue
 * @param pay        credits: section value at bet level 1 x bet level x multiplier
 */
public record CjPay(int cell, int symbol, Cause cause, int wild, int slice, int section, int multiplier, long pay) {

    /** What destroyed a symbol. */
    public enum Cause {
        /** Part of a Matching Group. */
        GROUP,
        /** A Persisting Wild no longer in a winning combination destroyed itself. */
        PERSISTING_EXPIRED,
        /** Remaining symbol on a Pink Watermark space. */
        PINK_WATERMARK,
        /** In the pattern of an activated Wild (or the Wild itself, consumed by its own action). */
        WILD
    }
}
