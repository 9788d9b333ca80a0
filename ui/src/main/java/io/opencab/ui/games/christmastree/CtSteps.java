package io.opencab.ui.games.christmastree;

import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.grid.Board;
import io.opencab.ui.games.board.BoardStep;
import io.opencab.ui.games.board.TotalStep;
import io.opencab.ui.present.Pace;
import java.util.List;

/**
 * Christmas Tree's presentation steps. Each carries the board shown after it and the free-spin
 * counters, so the view can jump to any step (skip, recall).
 */
public final class CtSteps {
    private CtSteps() {
    }

    /** The free-spin heads-up display: spin {@code index} of {@code total} (0 of 0 in the regular game). */
    public record Hud(int index, int total, int multiplier) {
        public static final Hud REGULAR = new Hud(0, 0, 1);

        public boolean free() {
            return total > 0;
        }
    }

    /** Common shape of every step. */
    public sealed interface CtStep extends BoardStep<Hud> {
    }

    /** The board lands (regular spin or a Free Spin). */
    public record Land(Board board, Hud hud, long winAfter, String caption) implements CtStep, Pace.Landing {
    }

    /** Snowman throws a snowball at {@code cell} ({@code -1}: none to hit); {@code symbol} and its copies become Wild. */
    public record Snowball(int cell, int symbol, Board before, Board board, Hud hud, long winAfter, String caption)
            implements CtStep {
        public int millis() {
            return 1300;
        }
    }

    /** One shown cluster: its symbol, cells (bit mask), size and pay before the multiplier. */
    public record Cluster(int symbol, long cells, int size, long pay) {
    }

    /** Every winning cluster highlighted with its pay; {@code pay} = sum × {@code multiplier}. */
    public record Wins(List<Cluster> clusters, int multiplier, long pay, Board board, Hud hud, long winAfter,
                       String caption) implements CtStep, Pace.Winning {
        public Wins {
            clusters = List.copyOf(clusters);
        }
    }

    /** The clusters' cells removed, survivors fall, new symbols refill from the top. */
    public record Cascade(Board before, long removed, Board board, Hud hud, long winAfter, String caption)
            implements CtStep {
        public int millis() {
            return 1000;
        }
    }

    /** Free Spins: the multiplier rises after a cascade's payout. */
    public record MultiplierUp(Board board, Hud hud, long winAfter, String caption) implements CtStep {
        public int millis() {
            return 600;
        }
    }

    /** Blizzard drops Mystery gifts on {@code cells}. */
    public record BlizzardDrop(Board before, long cells, Board board, Hud hud, long winAfter, String caption)
            implements CtStep {
        public int millis() {
            return 1200;
        }
    }

    /** The gifts open: all become {@code revealed} (shown as {@code shown}, Wild for the Snowman symbol). */
    public record Reveal(long cells, int revealed, int shown, Board board, Hud hud, long winAfter, String caption)
            implements CtStep {
        public int millis() {
            return 1000;
        }
    }

    /** The Miracle: the three choices, the one the outcome holds, and its award. */
    public record Miracle(CtMiracle.Kind kind, int value, long pay, Board board, Hud hud, long winAfter,
                          String caption) implements CtStep {
        /** What the caption says while the light still runs over the three choices. */
        public static final String PICKING = "A CHRISTMAS MIRACLE!";

        public int millis() {
            return 2600;
        }

        /**
         * The light runs over the choices for the first half of the step (CtFeatureAnimations.miracle): the
         * caption and the win meter give nothing away until it has stopped (issue 39 finding 7).
         */
        @Override
        public double revealAt() {
            return 0.5;
        }

        @Override
        public String captionBefore() {
            return PICKING;
        }
    }

    /** Free Spins begin ({@code count} spins, multiplier from {@code hud.multiplier()}). */
    public record FreeSpinsStart(int count, Board board, Hud hud, long winAfter, String caption)
            implements CtStep, Pace.FreeStart {
    }

    /** Free Spins over: their total. */
    public record FreeSpinsEnd(long freeWin, Board board, Hud hud, long winAfter, String caption)
            implements CtStep, Pace.FreeEnd {
    }

    /** The round's total win, and the cap message when the cap stopped it. */
    public record Total(long total, long bet, boolean capped, long capX, Board board, Hud hud, long winAfter, String caption)
            implements CtStep, TotalStep {
    }
}
