package io.opencab.engine.games.clusterkingdom;

/**
 * Two adjacent Multiplier Wilds multiplied: {@code survivor} now holds {@code value} (the product,
 * at most the documented maximum), {@code absorbed} became a plain Wild.
 *
 * @param survivor       bit index of the Multiplier Wild that keeps the product (the lower bit index)
 * @param absorbed       bit index of the one that became a Wild
 * @param survivorBefore its value before
 * @param absorbedBefore the absorbed one's value
 * @param value          the survivor's new value
 * @param after          the board after the merge
 */
public record CkMerge(int survivor, int absorbed, int survivorBefore, int absorbedBefore, int value, CkBoard after)
        implements CkEvent {
}
