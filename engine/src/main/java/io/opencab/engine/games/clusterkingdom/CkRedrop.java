package io.opencab.engine.games.clusterkingdom;

/**
 * One Sticky Redrop: every cell not held is drawn anew.
 *
 * @param symbol     the paying symbol the feature chose
 * @param held       cells kept in place: the chosen symbol, Wilds, Multiplier Wilds and (inactive) royals
 * @param redrawn    cells drawn anew
 * @param newMatches redrawn cells that show the chosen symbol; 1 or more awards another redrop
 * @param royal      the royal that landed with this redrop (KING, QUEEN, PRINCESS) or -1
 * @param royalCell  its bit index, or -1
 * @param after      the board after the redrop
 */
public record CkRedrop(int symbol, long held, long redrawn, int newMatches, int royal, int royalCell, CkBoard after)
        implements CkEvent {
}
