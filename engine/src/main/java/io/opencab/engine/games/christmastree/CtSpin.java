package io.opencab.engine.games.christmastree;

import io.opencab.engine.grid.Board;
import java.util.List;

/**
 * One spin of the round, regular or free.
 *
 * @param free          a Free Spin
 * @param snowmanSymbol the symbol Snowman turned Wild for this spin, or -1
 * @param snowmanCell   bit index of the cell the snowball hit, or -1 (no Snowman, or no low or
 *                      medium symbol on the board to hit)
 * @param drawn         the board as it landed
 * @param start         the board evaluated first (Snowman's symbol already Wild)
 * @param steps         cascades and Blizzards in order
 * @param cascades      number of paying cascades
 * @param win           credits the steps paid (before the round's cap)
 * @param stepLimited   true if the spin hit the documented step bound with a win still pending
 */
public record CtSpin(boolean free, int snowmanSymbol, int snowmanCell, Board drawn, Board start, List<CtStep> steps,
                     int cascades, long win, boolean stepLimited) {
}
