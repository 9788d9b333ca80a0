package io.opencab.engine.games.clusterkingdom;

import java.util.List;

/**
 * One drop: the paid base drop, or a free drop of a bonus.
 *
 * @param bonus        null for the base drop, else the bonus this free drop belongs to
 * @param drawn        the board as it landed (carried Multiplier Wilds included, a landing royal on it)
 * @param royal        the royal that landed with the board, or -1
 * @param royalCell    its bit index, or -1
 * @param events       every step after landing, in order
 * @param cascades     paying evaluations
 * @param win          credits the cascades paid (before the round's cap)
 * @param trigger      the bonus tier the royals formed at the end of the drop, or null
 */
public record CkDrop(CkBonusType bonus, CkBoard drawn, int royal, int royalCell, List<CkEvent> events,
                     int cascades, long win, CkBonusType trigger) {
}
