package io.opencab.engine.games.clusterkingdom;

/**
 * A bonus retriggered in a free drop.
 *
 * @param drop    index of the free drop whose royals triggered it (0-based)
 * @param type    the tier the royals formed
 * @param awarded free drops added (the tier's drops, less any beyond the round's free-drop bound)
 */
public record CkRetrigger(int drop, CkBonusType type, int awarded) {
}
