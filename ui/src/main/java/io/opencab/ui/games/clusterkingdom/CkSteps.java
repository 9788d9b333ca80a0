package io.opencab.ui.games.clusterkingdom;

import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.grid.Board;
import io.opencab.ui.games.board.HudStep;
import io.opencab.ui.games.board.TotalStep;
import io.opencab.ui.present.Pace;
import java.util.List;

/**
 * Cluster Kingdom's presentation steps. Each carries the board shown after it (symbols and the
 * Multiplier Wild values) and the heads-up display, so the view can jump to any step.
 */
public final class CkSteps {
    private CkSteps() {
    }

    /**
     * The board as shown: symbols ({@link Board#NONE} where a win emptied a cell) and the value of
     * every Multiplier Wild by bit index (0 elsewhere). The array is never modified after construction.
     */
    public record Cells(Board board, int[] multipliers) {
        public int multiplier(int cell) {
            return multipliers[cell];
        }
    }

    /**
     * The heads-up display.
     *
     * @param level   bet level
     * @param bet     credits bet
     * @param bonus   the bonus being played, or null in the base drop
     * @param drop    free drop number (0 in the base drop)
     * @param drops   free drops awarded so far, retriggers included
     * @param redrop  Sticky Redrop number (0 when none)
     * @param sticky  the symbol the Sticky Redrops chose, or -1
     */
    public record Hud(int level, long bet, CkBonusType bonus, int drop, int drops, int redrop, int sticky) {
        public boolean free() {
            return bonus != null;
        }
    }

    /** What kind of board change a step shows. */
    public enum Kind {
        /** The board lands (a royal may land with it). */
        LAND,
        /** A Sticky Redrop: the chosen symbol, Wilds, Multiplier Wilds and royals held; the rest drawn anew. */
        REDROP,
        /** Two adjacent Multiplier Wilds multiply; one keeps the product, the other becomes a Wild. */
        MERGE,
        /** The King upgrades the lowest adjacent paying type to the highest adjacent one. */
        KING,
        /** The Princess places 1 to 4 Wilds. */
        PRINCESS,
        /** The Queen swaps with an adjacent symbol. */
        QUEEN,
        /** The winning symbols and every symbol of the same type removed; increasing multipliers grow. */
        REMOVE,
        /** The Princess or Queen advances one cell toward the King. */
        MOVE,
        /** Symbols fall and new ones fill the board (a royal may land with them). */
        REFILL
    }

    /** Common shape of every step. */
    public sealed interface CkStep extends HudStep<Hud> {
        Cells cells();
    }

    /**
     * A board change: {@code before} to {@code cells}, the cells it concerns in {@code focus}; for a
     * move or a merge {@code from} and {@code to} are the two cells (else -1).
     */
    public record Change(Kind kind, Cells before, long focus, int from, int to, Cells cells, Hud hud, long winAfter,
                         String caption) implements CkStep {
        public int millis() {
            return switch (kind) {
                case LAND, REFILL -> 800;
                case MOVE -> 600;
                default -> 1100;
            };
        }
    }

    /** Every paid combination highlighted with its Multiplier Wilds and pay. */
    public record Wins(List<CkClusterWin> clusters, long pay, Cells cells, Hud hud, long winAfter, String caption)
            implements CkStep, Pace.Winning {
        public Wins {
            clusters = List.copyOf(clusters);
        }
    }

    /** A bonus begins or is retriggered: its type and the free drops it adds. */
    public record BonusStart(CkBonusType type, int added, boolean retrigger, Cells cells, Hud hud, long winAfter,
                             String caption) implements CkStep {
        public int millis() {
            return 1600;
        }
    }

    /** The bonus is over: what its free drops paid. */
    public record BonusEnd(long bonusWin, Cells cells, Hud hud, long winAfter, String caption)
            implements CkStep, Pace.FreeEnd {
    }

    /** The round's total win, and the cap message when the cap stopped it. */
    public record Total(long total, long bet, boolean capped, long capX, Cells cells, Hud hud, long winAfter, String caption)
            implements CkStep, TotalStep {
    }
}
